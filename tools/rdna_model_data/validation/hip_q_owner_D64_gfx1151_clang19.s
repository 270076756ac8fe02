	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 5
_ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi2ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif: ; @_ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi2ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif
; %bb.0:
	s_load_b64 s[20:21], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	s_add_i32 s5, s20, 0x7f
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s3, s5, 31
	s_lshr_b32 s3, s3, 25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s5, s3
	s_ashr_i32 s3, s5, 7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_abs_i32 s4, s3
	s_cmpk_lt_i32 s20, 0xff02
	s_cvt_f32_u32 s6, s4
	v_rcp_iflag_f32_e32 v1, s6
	s_delay_alu instid0(TRANS32_DEP_1)
	v_readfirstlane_b32 s6, v1
	s_cbranch_scc1 .LBB6_66
; %bb.1:
	s_delay_alu instid0(VALU_DEP_1)
	s_mul_f32 s6, s6, 0x4f7ffffe
	s_sub_i32 s7, 0, s4
	s_abs_i32 s8, s2
	s_ashr_i32 s5, s5, 31
	s_cvt_u32_f32 s6, s6
	v_lshrrev_b32_e32 v97, 1, v0
	v_dual_mov_b32 v18, 0 :: v_dual_and_b32 v107, 15, v0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s7, s7, s6
	v_mov_b32_e32 v20, 0
	s_mul_hi_u32 s7, s6, s7
	v_and_b32_e32 v1, 0x70, v97
	s_add_i32 s6, s6, s7
	s_ashr_i32 s7, s2, 31
	s_mul_hi_u32 s6, s8, s6
	s_xor_b32 s5, s7, s5
	s_mul_i32 s9, s6, s4
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v22, 0
	s_sub_i32 s7, s8, s9
	s_add_i32 s8, s6, 1
	s_sub_i32 s9, s7, s4
	s_cmp_ge_u32 s7, s4
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v24, 0
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s7, s9, s7
	s_add_i32 s8, s6, 1
	s_cmp_ge_u32 s7, s4
	v_mov_b32_e32 v19, 0
	s_cselect_b32 s4, s8, s6
	s_load_b64 s[6:7], s[0:1], 0x0
	s_xor_b32 s4, s4, s5
	v_mov_b32_e32 v21, 0
	s_sub_i32 s8, s4, s5
	v_mov_b32_e32 v23, 0
	s_mul_i32 s3, s8, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_sub_i32 s2, s2, s3
	s_lshl_b32 s3, s8, 6
	v_lshl_or_b32 v108, s2, 7, v1
	s_mul_i32 s24, s3, s20
	v_or_b32_e32 v1, v108, v107
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s20, v1
	v_lshl_add_u32 v1, v1, 6, s24
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB6_3
; %bb.2:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s6, v2
	v_add_co_ci_u32_e64 v3, s2, s7, v3, s2
	s_clause 0x1
	global_load_b128 v[17:20], v[2:3], off
	global_load_b128 v[21:24], v[2:3], off offset:16
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB6_5
; %bb.4:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, s2, s7, v3, s2
	s_clause 0x1
	global_load_b128 v[9:12], v[2:3], off offset:32
	global_load_b128 v[13:16], v[2:3], off offset:48
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v44, 0
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v46, 0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v48, 0
	v_mov_b32_e32 v47, 0
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB6_7
; %bb.6:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, s2, s7, v3, s2
	s_clause 0x1
	global_load_b128 v[41:44], v[2:3], off offset:64
	global_load_b128 v[45:48], v[2:3], off offset:80
.LBB6_7:
	s_or_b32 exec_lo, exec_lo, s4
	s_load_b64 s[4:5], s[0:1], 0x18
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v35, 0
	v_dual_mov_b32 v36, 0 :: v_dual_mov_b32 v37, 0
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v39, 0
	v_mov_b32_e32 v40, 0
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB6_9
; %bb.8:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, s2, s7, v3, s2
	s_clause 0x1
	global_load_b128 v[33:36], v[2:3], off offset:96
	global_load_b128 v[37:40], v[2:3], off offset:112
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v58, 0
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v60, 0
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v62, 0
	v_dual_mov_b32 v61, 0 :: v_dual_mov_b32 v64, 0
	v_mov_b32_e32 v63, 0
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b32 s6, vcc_lo
; %bb.10:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	v_add_co_u32 v2, s2, s4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, s2, s5, v3, s2
	s_clause 0x1
	global_load_b128 v[57:60], v[2:3], off
	global_load_b128 v[61:64], v[2:3], off offset:16
; %bb.11:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v55, 0
	v_mov_b32_e32 v56, 0
	s_and_saveexec_b32 s6, vcc_lo
; %bb.12:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	v_add_co_u32 v2, s2, s4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, s2, s5, v3, s2
	s_clause 0x1
	global_load_b128 v[49:52], v[2:3], off offset:32
	global_load_b128 v[53:56], v[2:3], off offset:48
; %bb.13:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v73, 0 :: v_dual_mov_b32 v82, 0
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v84, 0
	v_dual_mov_b32 v83, 0 :: v_dual_mov_b32 v86, 0
	v_dual_mov_b32 v85, 0 :: v_dual_mov_b32 v88, 0
	v_mov_b32_e32 v87, 0
	s_and_saveexec_b32 s6, vcc_lo
; %bb.14:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	v_add_co_u32 v2, s2, s4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, s2, s5, v3, s2
	s_clause 0x1
	global_load_b128 v[81:84], v[2:3], off offset:64
	global_load_b128 v[85:88], v[2:3], off offset:80
; %bb.15:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v74, 0 :: v_dual_mov_b32 v75, 0
	v_dual_mov_b32 v76, 0 :: v_dual_mov_b32 v77, 0
	v_dual_mov_b32 v78, 0 :: v_dual_mov_b32 v79, 0
	v_mov_b32_e32 v80, 0
	s_and_saveexec_b32 s6, vcc_lo
; %bb.16:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_co_u32 v1, s2, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, s2, s5, v2, s2
	s_clause 0x1
	global_load_b128 v[73:76], v[1:2], off offset:96
	global_load_b128 v[77:80], v[1:2], off offset:112
; %bb.17:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v110, 0 :: v_dual_mov_b32 v111, 0
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB6_19
; %bb.18:
	s_load_b64 s[6:7], s[0:1], 0x20
	s_mul_i32 s2, s8, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v1, s2, v107, v108
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, s2, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, s2, s7, v2, s2
	global_load_b32 v1, v[1:2], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v111, 0x3fb8aa3b, v1
.LBB6_19:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB6_21
; %bb.20:
	s_load_b64 s[6:7], s[0:1], 0x28
	s_mul_i32 s8, s8, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v1, s8, v107, v108
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, s2, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, s2, s7, v2, s2
	global_load_b32 v110, v[1:2], off
.LBB6_21:
	s_or_b32 exec_lo, exec_lo, s4
	s_clause 0x1
	s_load_b64 s[22:23], s[0:1], 0x30
	s_load_b32 s25, s[0:1], 0x5c
	v_mov_b32_e32 v96, 0
	v_bfe_u32 v109, v0, 4, 1
	s_cmp_lt_i32 s21, 1
	s_mov_b32 s8, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v95, v96
	v_mov_b32_e32 v94, v96
	v_mov_b32_e32 v93, v96
	v_mov_b32_e32 v92, v96
	v_mov_b32_e32 v91, v96
	v_mov_b32_e32 v90, v96
	v_mov_b32_e32 v89, v96
	v_mov_b32_e32 v72, v96
	v_mov_b32_e32 v71, v96
	v_mov_b32_e32 v70, v96
	v_mov_b32_e32 v69, v96
	v_mov_b32_e32 v68, v96
	v_mov_b32_e32 v67, v96
	v_mov_b32_e32 v66, v96
	v_mov_b32_e32 v65, v96
	v_mov_b32_e32 v32, v96
	v_mov_b32_e32 v31, v96
	v_mov_b32_e32 v30, v96
	v_mov_b32_e32 v29, v96
	v_mov_b32_e32 v28, v96
	v_mov_b32_e32 v27, v96
	v_mov_b32_e32 v26, v96
	v_mov_b32_e32 v25, v96
	v_mov_b32_e32 v8, v96
	v_mov_b32_e32 v7, v96
	v_mov_b32_e32 v6, v96
	v_mov_b32_e32 v5, v96
	v_mov_b32_e32 v4, v96
	v_mov_b32_e32 v3, v96
	v_mov_b32_e32 v2, v96
	v_mov_b32_e32 v1, v96
	s_cbranch_scc1 .LBB6_26
; %bb.22:
	v_lshrrev_b32_e32 v112, 3, v0
	v_dual_mov_b32 v4, 0x5040100 :: v_dual_and_b32 v1, 31, v0
	v_dual_mov_b32 v6, 0x7060302 :: v_dual_and_b32 v3, 7, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v112, v0
	v_lshlrev_b32_e32 v5, 6, v112
	s_load_b128 s[16:19], s[0:1], 0x8
	v_lshrrev_b32_e32 v0, 2, v0
	v_cmp_gt_u32_e64 s0, 16, v1
	v_lshlrev_b32_e32 v2, 3, v2
	v_or_b32_e32 v27, 16, v107
	s_mul_i32 s3, s3, s21
	v_and_b32_e32 v8, 30, v0
	v_cndmask_b32_e64 v0, 0x1000504, v4, s0
	v_and_or_b32 v1, v2, 56, v5
	v_lshlrev_b32_e32 v2, 4, v3
	v_cndmask_b32_e64 v113, 0x3020706, v6, s0
	v_mul_u32_u24_e32 v115, 40, v107
	v_mul_u32_u24_e32 v124, 40, v27
	v_lshlrev_b32_e32 v114, 1, v1
	v_lshlrev_b32_e32 v1, 7, v107
	v_xor_b32_e32 v4, 16, v2
	v_xor_b32_e32 v6, 32, v2
	v_xor_b32_e32 v25, 48, v2
	v_xor_b32_e32 v26, 64, v2
	v_xor_b32_e32 v28, 0x50, v2
	v_xor_b32_e32 v29, 0x60, v2
	v_xor_b32_e32 v30, 0x70, v2
	v_or_b32_e32 v116, v2, v1
	v_or_b32_e32 v117, v4, v1
	v_or_b32_e32 v118, v6, v1
	v_or_b32_e32 v119, v25, v1
	v_or_b32_e32 v120, v26, v1
	v_or_b32_e32 v121, v28, v1
	v_or_b32_e32 v122, v29, v1
	v_or_b32_e32 v123, v30, v1
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v7, 3, v3
	v_lshlrev_b32_e32 v31, 7, v27
	s_waitcnt lgkmcnt(0)
	s_mul_f32 s26, s25, 0x3fb8aa3b
	s_mov_b32 s9, s8
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v32, v1
	v_or_b32_e32 v127, v6, v31
	v_mov_b32_e32 v6, v1
	v_or_b32_e32 v126, v4, v31
	v_mov_b32_e32 v4, v1
	v_and_or_b32 v3, v97, 64, v7
	v_or_b32_e32 v125, v2, v31
	v_or_b32_e32 v128, v25, v31
	v_or_b32_e32 v129, v26, v31
	v_or_b32_e32 v130, v28, v31
	v_mul_u32_u24_e32 v3, 40, v3
	v_or_b32_e32 v131, v29, v31
	v_or_b32_e32 v132, v30, v31
	v_mov_b32_e32 v2, v1
	v_add3_u32 v105, s3, v5, v7
	v_dual_mov_b32 v8, v1 :: v_dual_add_nc_u32 v133, v8, v3
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v26, v1
	v_mov_b32_e32 v28, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v30, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v65, v1
	v_mov_b32_e32 v66, v1
	v_mov_b32_e32 v67, v1
	v_mov_b32_e32 v68, v1
	v_mov_b32_e32 v69, v1
	v_mov_b32_e32 v70, v1
	v_mov_b32_e32 v71, v1
	v_mov_b32_e32 v72, v1
	v_mov_b32_e32 v89, v1
	v_mov_b32_e32 v90, v1
	v_mov_b32_e32 v91, v1
	v_mov_b32_e32 v92, v1
	v_mov_b32_e32 v93, v1
	v_mov_b32_e32 v94, v1
	v_mov_b32_e32 v95, v1
	v_mov_b32_e32 v96, v1
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	s_mov_b32 s12, s8
	s_mov_b32 s13, s8
	s_mov_b32 s14, s8
	s_mov_b32 s15, s8
	s_mov_b32 s27, 0x76543210
	s_mov_b32 s28, s8
	s_branch .LBB6_24
.LBB6_23:                               ;   in Loop: Header=BB6_24 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(1)
	ds_store_b128 v114, v[97:100]
	s_waitcnt vmcnt(0)
	ds_store_b128 v114, v[101:104] offset:4096
	ds_store_b16 v133, v97 offset:8192
	ds_store_b16_d16_hi v133, v97 offset:8232
	ds_store_b16 v133, v98 offset:8272
	ds_store_b16_d16_hi v133, v98 offset:8312
	ds_store_b16 v133, v99 offset:8352
	ds_store_b16_d16_hi v133, v99 offset:8392
	ds_store_b16 v133, v100 offset:8432
	ds_store_b16_d16_hi v133, v100 offset:8472
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[134:137], v116
	ds_load_b128 v[138:141], v117
	v_dual_mov_b32 v104, s15 :: v_dual_mov_b32 v103, s14
	v_dual_mov_b32 v102, s13 :: v_dual_mov_b32 v101, s12
	v_dual_mov_b32 v100, s11 :: v_dual_mov_b32 v99, s10
	v_dual_mov_b32 v98, s9 :: v_dual_mov_b32 v97, s8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v149, v104 :: v_dual_mov_b32 v148, v103
	v_dual_mov_b32 v147, v102 :: v_dual_mov_b32 v146, v101
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v145, v100 :: v_dual_mov_b32 v144, v99
	v_dual_mov_b32 v143, v98 :: v_dual_mov_b32 v142, v97
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[142:149], v[134:141], v[17:24], v[142:149]
	;;#ASMEND
	ds_load_b128 v[134:137], v118
	ds_load_b128 v[138:141], v119
	v_dual_mov_b32 v157, v104 :: v_dual_mov_b32 v156, v103
	v_dual_mov_b32 v155, v102 :: v_dual_mov_b32 v154, v101
	v_dual_mov_b32 v153, v100 :: v_dual_mov_b32 v152, v99
	v_dual_mov_b32 v151, v98 :: v_dual_mov_b32 v150, v97
	v_or_b32_e32 v158, 0x2000, v115
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[142:149], v[134:141], v[9:16], v[142:149]
	;;#ASMEND
	ds_load_b128 v[134:137], v120
	ds_load_b128 v[138:141], v121
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[142:149], v[134:141], v[41:48], v[142:149]
	;;#ASMEND
	ds_load_b128 v[134:137], v122
	ds_load_b128 v[138:141], v123
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[142:149], v[134:141], v[33:40], v[142:149]
	;;#ASMEND
	ds_load_b128 v[134:137], v116 offset:4096
	ds_load_b128 v[138:141], v117 offset:4096
	v_fma_f32 v142, s26, v142, -v111
	v_fma_f32 v143, s26, v143, -v111
	v_fma_f32 v144, s26, v144, -v111
	v_fma_f32 v145, s26, v145, -v111
	v_fma_f32 v146, s26, v146, -v111
	v_exp_f32_e32 v142, v142
	v_exp_f32_e32 v143, v143
	v_exp_f32_e32 v144, v144
	v_fma_f32 v147, s26, v147, -v111
	v_exp_f32_e32 v145, v145
	v_fma_f32 v148, s26, v148, -v111
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[150:157], v[134:141], v[57:64], v[150:157]
	;;#ASMEND
	ds_load_b128 v[134:137], v118 offset:4096
	ds_load_b128 v[138:141], v119 offset:4096
	v_exp_f32_e32 v146, v146
	v_fma_f32 v149, s26, v149, -v111
	v_exp_f32_e32 v147, v147
	v_exp_f32_e32 v148, v148
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[150:157], v[134:141], v[49:56], v[150:157]
	;;#ASMEND
	ds_load_b128 v[134:137], v120 offset:4096
	ds_load_b128 v[138:141], v121 offset:4096
	v_exp_f32_e32 v149, v149
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[150:157], v[134:141], v[81:88], v[150:157]
	;;#ASMEND
	ds_load_b128 v[134:137], v122 offset:4096
	ds_load_b128 v[138:141], v123 offset:4096
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[150:157], v[134:141], v[73:80], v[150:157]
	;;#ASMEND
	v_dual_sub_f32 v135, v151, v110 :: v_dual_add_nc_u32 v106, s28, v109
	v_dual_sub_f32 v134, v150, v110 :: v_dual_add_nc_u32 v159, 0x2010, v115
	v_sub_f32_e32 v136, v152, v110
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v160, 2, v106
	v_add_nc_u32_e32 v161, 4, v106
	v_cmp_gt_i32_e64 s0, s21, v106
	v_add_nc_u32_e32 v162, 6, v106
	v_fma_mixlo_f16 v134, v142, v134, 0
	v_cmp_gt_i32_e64 s1, s21, v160
	v_add_nc_u32_e32 v163, 8, v106
	v_sub_f32_e32 v137, v153, v110
	v_cmp_gt_i32_e64 s2, s21, v161
	v_fma_mixlo_f16 v135, v143, v135, 0
	v_add_nc_u32_e32 v164, 10, v106
	v_sub_f32_e32 v138, v154, v110
	s_and_b32 s0, vcc_lo, s0
	v_cmp_gt_i32_e64 s3, s21, v162
	v_fma_mixlo_f16 v136, v144, v136, 0
	v_add_nc_u32_e32 v165, 12, v106
	v_sub_f32_e32 v139, v155, v110
	v_cndmask_b32_e64 v134, 0, v134, s0
	s_and_b32 s0, vcc_lo, s1
	v_cmp_gt_i32_e64 s4, s21, v163
	v_fma_mixlo_f16 v137, v145, v137, 0
	v_add_nc_u32_e32 v160, 14, v106
	v_sub_f32_e32 v140, v156, v110
	v_cndmask_b32_e64 v135, 0, v135, s0
	s_and_b32 s0, vcc_lo, s2
	v_cmp_gt_i32_e64 s5, s21, v164
	v_fma_mixlo_f16 v138, v146, v138, 0
	v_sub_f32_e32 v141, v157, v110
	v_cndmask_b32_e64 v142, 0, v136, s0
	s_and_b32 s0, vcc_lo, s3
	v_cmp_gt_i32_e64 s6, s21, v165
	v_fma_mixlo_f16 v139, v147, v139, 0
	v_cndmask_b32_e64 v143, 0, v137, s0
	s_and_b32 s0, vcc_lo, s4
	v_cmp_gt_i32_e64 s7, s21, v160
	v_fma_mixlo_f16 v140, v148, v140, 0
	v_cndmask_b32_e64 v144, 0, v138, s0
	s_and_b32 s0, vcc_lo, s5
	v_fma_mixlo_f16 v141, v149, v141, 0
	v_cndmask_b32_e64 v145, 0, v139, s0
	s_and_b32 s0, vcc_lo, s6
	v_pack_b32_f16 v148, v134, v135
	v_cndmask_b32_e64 v146, 0, v140, s0
	s_and_b32 s0, vcc_lo, s7
	v_pack_b32_f16 v150, v144, v145
	v_cndmask_b32_e64 v147, 0, v141, s0
	ds_load_2addr_b64 v[134:137], v158 offset1:1
	ds_load_2addr_b64 v[138:141], v159 offset1:1
	v_pack_b32_f16 v149, v142, v143
	v_permlanex16_b32 v143, v148, s27, 0xfedcba98 op_sel:[0,1]
	v_add_nc_u32_e32 v153, 18, v106
	v_pack_b32_f16 v151, v146, v147
	v_permlanex16_b32 v147, v150, s27, 0xfedcba98 op_sel:[0,1]
	v_permlanex16_b32 v145, v149, s27, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v142, v143, v148, v0
	v_perm_b32 v143, v143, v148, v113
	v_permlanex16_b32 v152, v151, s27, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v146, v147, v150, v0
	v_perm_b32 v147, v147, v150, v113
	v_or_b32_e32 v150, 0x2000, v124
	v_perm_b32 v144, v145, v149, v0
	v_perm_b32 v145, v145, v149, v113
	v_perm_b32 v148, v152, v151, v0
	v_perm_b32 v149, v152, v151, v113
	v_add_nc_u32_e32 v151, 0x2010, v124
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[89:96], v[142:149], v[134:141], v[89:96]
	;;#ASMEND
	ds_load_2addr_b64 v[134:137], v150 offset1:1
	ds_load_2addr_b64 v[138:141], v151 offset1:1
	v_add_nc_u32_e32 v150, 0x2500, v115
	v_add_nc_u32_e32 v151, 0x2510, v115
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[65:72], v[142:149], v[134:141], v[65:72]
	;;#ASMEND
	ds_load_2addr_b64 v[134:137], v150 offset1:1
	ds_load_2addr_b64 v[138:141], v151 offset1:1
	v_add_nc_u32_e32 v150, 0x2780, v115
	v_add_nc_u32_e32 v151, 0x2790, v115
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[25:32], v[142:149], v[134:141], v[25:32]
	;;#ASMEND
	ds_load_2addr_b64 v[134:137], v150 offset1:1
	ds_load_2addr_b64 v[138:141], v151 offset1:1
	v_add_nc_u32_e32 v150, 0x2a00, v115
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[1:8], v[142:149], v[134:141], v[1:8]
	;;#ASMEND
	ds_load_b128 v[134:137], v125
	ds_load_b128 v[138:141], v126
	v_dual_mov_b32 v149, v104 :: v_dual_mov_b32 v148, v103
	v_dual_mov_b32 v147, v102 :: v_dual_mov_b32 v146, v101
	v_dual_mov_b32 v145, v100 :: v_dual_mov_b32 v144, v99
	v_dual_mov_b32 v143, v98 :: v_dual_mov_b32 v142, v97
	v_add_nc_u32_e32 v151, 0x2a10, v115
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[142:149], v[134:141], v[17:24], v[142:149]
	;;#ASMEND
	ds_load_b128 v[134:137], v127
	ds_load_b128 v[138:141], v128
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[142:149], v[134:141], v[9:16], v[142:149]
	;;#ASMEND
	ds_load_b128 v[134:137], v129
	ds_load_b128 v[138:141], v130
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[142:149], v[134:141], v[41:48], v[142:149]
	;;#ASMEND
	ds_load_b128 v[134:137], v131
	ds_load_b128 v[138:141], v132
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[142:149], v[134:141], v[33:40], v[142:149]
	;;#ASMEND
	ds_load_b128 v[134:137], v125 offset:4096
	ds_load_b128 v[138:141], v126 offset:4096
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[97:104], v[134:141], v[57:64], v[97:104]
	;;#ASMEND
	ds_load_b128 v[134:137], v127 offset:4096
	ds_load_b128 v[138:141], v128 offset:4096
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[97:104], v[134:141], v[49:56], v[97:104]
	;;#ASMEND
	ds_load_b128 v[134:137], v129 offset:4096
	ds_load_b128 v[138:141], v130 offset:4096
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[97:104], v[134:141], v[81:88], v[97:104]
	;;#ASMEND
	ds_load_b128 v[134:137], v131 offset:4096
	ds_load_b128 v[138:141], v132 offset:4096
	v_add_nc_u32_e32 v152, 16, v106
	v_add_nc_u32_e32 v154, 20, v106
	v_add_nc_u32_e32 v155, 22, v106
	v_add_nc_u32_e32 v156, 24, v106
	v_add_nc_u32_e32 v157, 26, v106
	v_add_nc_u32_e32 v158, 28, v106
	v_add_nc_u32_e32 v106, 30, v106
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[97:104], v[134:141], v[73:80], v[97:104]
	;;#ASMEND
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s7, s21, v106
	v_fma_f32 v106, s26, v142, -v111
	v_fma_f32 v142, s26, v143, -v111
	v_fma_f32 v143, s26, v144, -v111
	v_fma_f32 v144, s26, v145, -v111
	v_fma_f32 v145, s26, v146, -v111
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v142, v142
	v_exp_f32_e32 v143, v143
	v_fma_f32 v146, s26, v147, -v111
	v_sub_f32_e32 v97, v97, v110
	v_exp_f32_e32 v144, v144
	v_fma_f32 v147, s26, v148, -v111
	v_dual_sub_f32 v98, v98, v110 :: v_dual_add_nc_u32 v105, 0x800, v105
	v_cmp_gt_i32_e64 s0, s21, v152
	v_exp_f32_e32 v145, v145
	v_fma_f32 v148, s26, v149, -v111
	v_sub_f32_e32 v99, v99, v110
	v_cmp_gt_i32_e64 s1, s21, v153
	v_exp_f32_e32 v146, v146
	v_fma_mixlo_f16 v97, v106, v97, 0
	v_sub_f32_e32 v100, v100, v110
	v_cmp_gt_i32_e64 s2, s21, v154
	v_exp_f32_e32 v147, v147
	v_fma_mixlo_f16 v98, v142, v98, 0
	v_sub_f32_e32 v101, v101, v110
	s_and_b32 s0, vcc_lo, s0
	v_cmp_gt_i32_e64 s3, s21, v155
	v_exp_f32_e32 v148, v148
	v_fma_mixlo_f16 v99, v143, v99, 0
	v_sub_f32_e32 v102, v102, v110
	v_cndmask_b32_e64 v97, 0, v97, s0
	s_and_b32 s0, vcc_lo, s1
	v_cmp_gt_i32_e64 s4, s21, v156
	v_fma_mixlo_f16 v100, v144, v100, 0
	v_sub_f32_e32 v103, v103, v110
	v_cndmask_b32_e64 v98, 0, v98, s0
	s_and_b32 s0, vcc_lo, s2
	v_cmp_gt_i32_e64 s5, s21, v157
	v_fma_mixlo_f16 v101, v145, v101, 0
	v_sub_f32_e32 v104, v104, v110
	v_cndmask_b32_e64 v106, 0, v99, s0
	s_and_b32 s0, vcc_lo, s3
	v_cmp_gt_i32_e64 s6, s21, v158
	v_fma_mixlo_f16 v102, v146, v102, 0
	v_cndmask_b32_e64 v134, 0, v100, s0
	s_and_b32 s0, vcc_lo, s4
	v_fma_mixlo_f16 v103, v147, v103, 0
	v_cndmask_b32_e64 v135, 0, v101, s0
	s_and_b32 s0, vcc_lo, s5
	v_fma_mixlo_f16 v104, v148, v104, 0
	v_cndmask_b32_e64 v136, 0, v102, s0
	s_and_b32 s0, vcc_lo, s6
	v_pack_b32_f16 v139, v97, v98
	v_cndmask_b32_e64 v137, 0, v103, s0
	s_and_b32 s0, vcc_lo, s7
	v_pack_b32_f16 v106, v106, v134
	v_cndmask_b32_e64 v138, 0, v104, s0
	ds_load_2addr_b64 v[97:100], v150 offset1:1
	ds_load_2addr_b64 v[101:104], v151 offset1:1
	v_pack_b32_f16 v140, v135, v136
	v_permlanex16_b32 v135, v139, s27, 0xfedcba98 op_sel:[0,1]
	s_add_i32 s28, s28, 32
	v_pack_b32_f16 v141, v137, v138
	v_permlanex16_b32 v137, v106, s27, 0xfedcba98 op_sel:[0,1]
	v_permlanex16_b32 v142, v140, s27, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v134, v135, v139, v0
	v_perm_b32 v135, v135, v139, v113
	v_permlanex16_b32 v143, v141, s27, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v136, v137, v106, v0
	v_perm_b32 v137, v137, v106, v113
	v_add_nc_u32_e32 v106, 0x2a00, v124
	v_perm_b32 v138, v142, v140, v0
	v_perm_b32 v139, v142, v140, v113
	v_add_nc_u32_e32 v142, 0x2a10, v124
	v_perm_b32 v140, v143, v141, v0
	v_perm_b32 v141, v143, v141, v113
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[89:96], v[134:141], v[97:104], v[89:96]
	;;#ASMEND
	ds_load_2addr_b64 v[97:100], v106 offset1:1
	ds_load_2addr_b64 v[101:104], v142 offset1:1
	v_add_nc_u32_e32 v142, 0x2f10, v115
	v_add_nc_u32_e32 v106, 0x2f00, v115
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[65:72], v[134:141], v[97:104], v[65:72]
	;;#ASMEND
	ds_load_2addr_b64 v[97:100], v106 offset1:1
	ds_load_2addr_b64 v[101:104], v142 offset1:1
	v_add_nc_u32_e32 v106, 0x3180, v115
	v_add_nc_u32_e32 v142, 0x3190, v115
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[25:32], v[134:141], v[97:104], v[25:32]
	;;#ASMEND
	ds_load_2addr_b64 v[97:100], v106 offset1:1
	ds_load_2addr_b64 v[101:104], v142 offset1:1
	s_cmp_ge_i32 s28, s21
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[1:8], v[134:141], v[97:104], v[1:8]
	;;#ASMEND
	s_cbranch_scc1 .LBB6_26
.LBB6_24:                               ; =>This Inner Loop Header: Depth=1
	v_dual_mov_b32 v102, 0 :: v_dual_add_nc_u32 v97, s28, v112
	v_dual_mov_b32 v101, 0 :: v_dual_mov_b32 v104, 0
	v_dual_mov_b32 v103, 0 :: v_dual_mov_b32 v98, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s0, s21, v97
	v_dual_mov_b32 v97, 0 :: v_dual_mov_b32 v100, 0
	v_mov_b32_e32 v99, 0
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_23
; %bb.25:                               ;   in Loop: Header=BB6_24 Depth=1
	v_ashrrev_i32_e32 v106, 31, v105
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[97:98], 1, v[105:106]
	v_add_co_u32 v99, s0, s16, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v100, s0, s17, v98, s0
	v_add_co_u32 v101, s0, s18, v97
	v_add_co_ci_u32_e64 v102, s0, s19, v98, s0
	global_load_b128 v[97:100], v[99:100], off
	global_load_b128 v[101:104], v[101:102], off
	s_branch .LBB6_23
.LBB6_26:
	v_or_b32_e32 v0, v109, v108
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s20, v0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB6_28
; %bb.27:
	s_waitcnt vmcnt(1)
	v_lshl_add_u32 v9, v0, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v11, v89, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v9, v9, v107
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s0, s22, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s0, s23, v10, s0
	global_store_b16 v[9:10], v11, off
.LBB6_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v9, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s20, v9
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB6_30
; %bb.29:
	v_lshl_add_u32 v10, v9, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v12, v90, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v10, v10, v107
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	v_add_co_u32 v10, s1, s22, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, s1, s23, v11, s1
	global_store_b16 v[10:11], v12, off
.LBB6_30:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v10, 4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s20, v10
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB6_32
; %bb.31:
	v_lshl_add_u32 v11, v10, 6, s24
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_mixlo_f16 v13, v91, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v11, v11, v107
	v_ashrrev_i32_e32 v12, 31, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	v_add_co_u32 v11, s2, s22, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, s2, s23, v12, s2
	global_store_b16 v[11:12], v13, off
.LBB6_32:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v11, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s20, v11
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB6_34
; %bb.33:
	v_lshl_add_u32 v12, v11, 6, s24
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_mixlo_f16 v14, v92, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v12, v12, v107
	v_ashrrev_i32_e32 v13, 31, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_add_co_u32 v12, s3, s22, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, s3, s23, v13, s3
	global_store_b16 v[12:13], v14, off
.LBB6_34:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v12, 8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s20, v12
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB6_36
; %bb.35:
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v13, v12, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v15, v93, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v13, v13, v107
	v_ashrrev_i32_e32 v14, 31, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	v_add_co_u32 v13, s4, s22, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, s4, s23, v14, s4
	global_store_b16 v[13:14], v15, off
.LBB6_36:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v13, 10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s20, v13
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB6_38
; %bb.37:
	v_lshl_add_u32 v14, v13, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v16, v94, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v14, v14, v107
	v_ashrrev_i32_e32 v15, 31, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_add_co_u32 v14, s5, s22, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, s5, s23, v15, s5
	global_store_b16 v[14:15], v16, off
.LBB6_38:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v14, 12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s20, v14
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB6_40
; %bb.39:
	v_lshl_add_u32 v15, v14, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v17, v95, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v15, v15, v107
	v_ashrrev_i32_e32 v16, 31, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[15:16], 1, v[15:16]
	v_add_co_u32 v15, s6, s22, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, s6, s23, v16, s6
	global_store_b16 v[15:16], v17, off
.LBB6_40:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v15, 14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s20, v15
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB6_67
; %bb.41:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB6_68
.LBB6_42:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB6_69
.LBB6_43:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB6_70
.LBB6_44:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB6_71
.LBB6_45:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB6_72
.LBB6_46:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB6_73
.LBB6_47:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execnz .LBB6_74
.LBB6_48:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB6_75
.LBB6_49:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB6_76
.LBB6_50:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB6_77
.LBB6_51:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB6_78
.LBB6_52:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB6_79
.LBB6_53:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB6_80
.LBB6_54:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB6_81
.LBB6_55:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execnz .LBB6_82
.LBB6_56:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB6_83
.LBB6_57:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB6_84
.LBB6_58:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB6_85
.LBB6_59:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB6_86
.LBB6_60:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB6_87
.LBB6_61:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB6_88
.LBB6_62:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB6_89
.LBB6_63:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB6_90
.LBB6_64:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB6_66
.LBB6_65:
	v_lshl_add_u32 v0, v15, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v2, v8, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v107
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s22, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s23, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:96
.LBB6_66:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB6_67:
	v_lshl_add_u32 v16, v15, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v96, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_42
.LBB6_68:
	v_lshl_add_u32 v16, v0, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v65, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB6_43
.LBB6_69:
	v_lshl_add_u32 v16, v9, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v66, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB6_44
.LBB6_70:
	v_lshl_add_u32 v16, v10, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v67, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB6_45
.LBB6_71:
	v_lshl_add_u32 v16, v11, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v68, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB6_46
.LBB6_72:
	v_lshl_add_u32 v16, v12, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v69, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB6_47
.LBB6_73:
	v_lshl_add_u32 v16, v13, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v70, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_48
.LBB6_74:
	v_lshl_add_u32 v16, v14, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v71, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB6_49
.LBB6_75:
	v_lshl_add_u32 v16, v15, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v72, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_50
.LBB6_76:
	v_lshl_add_u32 v16, v0, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v25, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB6_51
.LBB6_77:
	v_lshl_add_u32 v16, v9, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v26, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB6_52
.LBB6_78:
	v_lshl_add_u32 v16, v10, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v27, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB6_53
.LBB6_79:
	v_lshl_add_u32 v16, v11, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v28, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB6_54
.LBB6_80:
	v_lshl_add_u32 v16, v12, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v29, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB6_55
.LBB6_81:
	v_lshl_add_u32 v16, v13, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v30, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_56
.LBB6_82:
	v_lshl_add_u32 v16, v14, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v31, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB6_57
.LBB6_83:
	v_lshl_add_u32 v16, v15, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v32, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v16, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v16, s7, s22, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, s7, s23, v17, s7
	global_store_b16 v[16:17], v18, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB6_58
.LBB6_84:
	v_lshl_add_u32 v0, v0, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v18, v1, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v0, v107
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_add_co_u32 v0, vcc_lo, s22, v16
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s23, v17, vcc_lo
	global_store_b16 v[0:1], v18, off offset:96
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB6_59
.LBB6_85:
	v_lshl_add_u32 v0, v9, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v2, v2, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v107
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s22, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s23, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:96
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB6_60
.LBB6_86:
	v_lshl_add_u32 v0, v10, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v2, v3, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v107
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s22, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s23, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB6_61
.LBB6_87:
	v_lshl_add_u32 v0, v11, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v2, v4, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v107
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s22, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s23, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB6_62
.LBB6_88:
	v_lshl_add_u32 v0, v12, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v2, v5, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v107
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s22, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s23, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB6_63
.LBB6_89:
	v_lshl_add_u32 v0, v13, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v2, v6, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v107
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s22, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s23, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB6_64
.LBB6_90:
	v_lshl_add_u32 v0, v14, 6, s24
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v2, v7, s25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v107
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s22, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s23, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB6_65
	s_branch .LBB6_66
	.section	.rodata,"a",@progbits
	.amdhsa_kernel _ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi2ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif
		.amdhsa_group_segment_fixed_size 13312
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 166
		.amdhsa_next_free_sgpr 29
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi2ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif,"axG",@progbits,_ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi2ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif,comdat
.Lfunc_end6:
; ScratchSize: 0
; Occupancy: 9
    .group_segment_fixed_size: 13312
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         _ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi2ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif.kd
    .vgpr_count:     166
    .vgpr_spill_count: 0
    .wavefront_size: 32
