	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 5
_ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi1ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif: ; @_ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi1ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif
; %bb.0:
	s_load_b64 s[14:15], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	s_add_i32 s5, s15, 0x7f
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s3, s5, 31
	s_lshr_b32 s3, s3, 25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s5, s3
	s_ashr_i32 s4, s5, 7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_abs_i32 s3, s4
	s_cmpk_lt_i32 s15, 0xff02
	s_cvt_f32_u32 s6, s3
	v_rcp_iflag_f32_e32 v1, s6
	s_delay_alu instid0(TRANS32_DEP_1)
	v_readfirstlane_b32 s6, v1
	s_cbranch_scc1 .LBB5_76
; %bb.1:
	s_delay_alu instid0(VALU_DEP_1)
	s_mul_f32 s6, s6, 0x4f7ffffe
	s_sub_i32 s7, 0, s3
	s_abs_i32 s8, s2
	s_ashr_i32 s5, s5, 31
	s_cvt_u32_f32 s6, s6
	v_lshrrev_b32_e32 v136, 3, v0
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v3, 3, v0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s7, s7, s6
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v7, 0
	s_mul_hi_u32 s7, s6, s7
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	s_add_i32 s6, s6, s7
	s_ashr_i32 s7, s2, 31
	s_mul_hi_u32 s6, s8, s6
	s_xor_b32 s5, s7, s5
	s_mul_i32 s9, s6, s3
	v_and_b32_e32 v10, 56, v3
	s_sub_i32 s7, s8, s9
	s_add_i32 s8, s6, 1
	s_sub_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s7, s9, s7
	s_add_i32 s8, s6, 1
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s3, s8, s6
	s_load_b64 s[6:7], s[0:1], 0x10
	s_xor_b32 s3, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s3, s3, s5
	s_mul_i32 s4, s3, s4
	s_lshl_b32 s8, s3, 6
	s_sub_i32 s2, s2, s4
	s_mul_i32 s13, s8, s15
	s_lshl_b32 s29, s2, 7
	s_mov_b32 s2, exec_lo
	v_or_b32_e32 v1, s29, v136
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_i32_e64 s15, v1
	s_cbranch_execz .LBB5_3
; %bb.2:
	v_lshl_add_u32 v1, v1, 6, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v3, v1, v10
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 1, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s6, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v4, vcc_lo, s7, v4, vcc_lo
	global_load_b128 v[6:9], v[3:4], off
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s2
	v_xor_b32_e32 v1, v136, v0
	v_or_b32_e32 v3, 0x100, v0
	v_lshlrev_b32_e32 v97, 6, v136
	v_mov_b32_e32 v5, 0
	s_mov_b32 s2, exec_lo
	v_lshlrev_b32_e32 v1, 3, v1
	v_lshrrev_b32_e32 v12, 3, v3
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_or_b32 v4, v1, 56, v97
	v_add_nc_u32_e32 v1, s29, v12
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v11, 1, v4
	s_waitcnt vmcnt(0)
	ds_store_b128 v11, v[6:9]
	v_cmpx_gt_i32_e64 s15, v1
	s_cbranch_execz .LBB5_5
; %bb.4:
	v_lshl_add_u32 v1, v1, 6, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v10
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s6, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s7, v2, vcc_lo
	global_load_b128 v[2:5], v[1:2], off
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s2
	v_xor_b32_e32 v1, v12, v0
	v_or_b32_e32 v6, 0x200, v0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v9, 0
	s_mov_b32 s2, exec_lo
	v_lshlrev_b32_e32 v1, 4, v1
	v_lshrrev_b32_e32 v11, 3, v6
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v1, 0 :: v_dual_and_b32 v8, 0x70, v1
	v_add_nc_u32_e32 v13, s29, v11
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v12, v12, 7, v8
	v_mov_b32_e32 v8, 0
	s_waitcnt vmcnt(0)
	ds_store_b128 v12, v[2:5]
	v_cmpx_gt_i32_e64 s15, v13
	s_cbranch_execz .LBB5_7
; %bb.6:
	v_lshl_add_u32 v2, v13, 6, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v10
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s6, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v3, vcc_lo
	global_load_b128 v[6:9], v[2:3], off
.LBB5_7:
	s_or_b32 exec_lo, exec_lo, s2
	v_xor_b32_e32 v2, v11, v0
	s_load_b64 s[4:5], s[0:1], 0x8
	v_or_b32_e32 v3, 0x300, v0
	v_mov_b32_e32 v4, 0
	s_mov_b32 s2, exec_lo
	v_lshlrev_b32_e32 v2, 4, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v5, 3, v3
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v3, 0x70, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v12, s29, v5
	v_lshl_or_b32 v11, v11, 7, v3
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	ds_store_b128 v11, v[6:9]
	v_cmpx_gt_i32_e64 s15, v12
	s_cbranch_execz .LBB5_9
; %bb.8:
	v_lshl_add_u32 v1, v12, 6, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v10
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s6, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s7, v2, vcc_lo
	global_load_b128 v[1:4], v[1:2], off
.LBB5_9:
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v6, 1, v0
	v_xor_b32_e32 v7, v5, v0
	v_dual_mov_b32 v58, 0 :: v_dual_and_b32 v131, 15, v0
	v_mov_b32_e32 v49, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v60, 0 :: v_dual_and_b32 v137, 0x70, v6
	v_dual_mov_b32 v57, 0 :: v_dual_lshlrev_b32 v6, 4, v7
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v62, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v98, v137, v131
	v_dual_mov_b32 v61, 0 :: v_dual_and_b32 v6, 0x70, v6
	v_dual_mov_b32 v63, 0 :: v_dual_mov_b32 v64, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v7, s29, v98
	v_lshl_or_b32 v6, v5, 7, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s15, v7
	v_lshl_add_u32 v5, v7, 6, s13
	s_waitcnt vmcnt(0)
	ds_store_b128 v6, v[1:4]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, vcc_lo
; %bb.10:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, s2, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, s2, s5, v2, s2
	s_clause 0x1
	global_load_b128 v[57:60], v[1:2], off
	global_load_b128 v[61:64], v[1:2], off offset:16
; %bb.11:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v55, 0
	v_mov_b32_e32 v56, 0
	s_and_saveexec_b32 s6, vcc_lo
; %bb.12:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, s2, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, s2, s5, v2, s2
	s_clause 0x1
	global_load_b128 v[49:52], v[1:2], off offset:32
	global_load_b128 v[53:56], v[1:2], off offset:48
; %bb.13:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v90, 0
	v_dual_mov_b32 v89, 0 :: v_dual_mov_b32 v92, 0
	v_dual_mov_b32 v91, 0 :: v_dual_mov_b32 v94, 0
	v_dual_mov_b32 v93, 0 :: v_dual_mov_b32 v96, 0
	v_mov_b32_e32 v95, 0
	s_and_saveexec_b32 s6, vcc_lo
; %bb.14:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, s2, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, s2, s5, v2, s2
	s_clause 0x1
	global_load_b128 v[89:92], v[1:2], off offset:64
	global_load_b128 v[93:96], v[1:2], off offset:80
; %bb.15:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v82, 0 :: v_dual_mov_b32 v83, 0
	v_dual_mov_b32 v84, 0 :: v_dual_mov_b32 v85, 0
	v_dual_mov_b32 v86, 0 :: v_dual_mov_b32 v87, 0
	v_mov_b32_e32 v88, 0
	s_and_saveexec_b32 s6, vcc_lo
; %bb.16:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, s2, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, s2, s5, v2, s2
	s_clause 0x1
	global_load_b128 v[81:84], v[1:2], off offset:96
	global_load_b128 v[85:88], v[1:2], off offset:112
; %bb.17:
	s_or_b32 exec_lo, exec_lo, s6
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x38
	s_load_b32 s28, s[0:1], 0x5c
	v_mov_b32_e32 v72, 0
	v_bfe_u32 v138, v0, 4, 1
	s_cmp_gt_i32 s14, 0
	s_mov_b32 s30, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v71, v72
	v_mov_b32_e32 v70, v72
	v_mov_b32_e32 v69, v72
	v_mov_b32_e32 v68, v72
	v_mov_b32_e32 v67, v72
	v_mov_b32_e32 v66, v72
	v_mov_b32_e32 v65, v72
	v_mov_b32_e32 v40, v72
	v_mov_b32_e32 v39, v72
	v_mov_b32_e32 v38, v72
	v_mov_b32_e32 v37, v72
	v_mov_b32_e32 v36, v72
	v_mov_b32_e32 v35, v72
	v_mov_b32_e32 v34, v72
	v_mov_b32_e32 v33, v72
	v_mov_b32_e32 v24, v72
	v_mov_b32_e32 v23, v72
	v_mov_b32_e32 v22, v72
	v_mov_b32_e32 v21, v72
	v_mov_b32_e32 v20, v72
	v_mov_b32_e32 v19, v72
	v_mov_b32_e32 v18, v72
	v_mov_b32_e32 v17, v72
	v_mov_b32_e32 v8, v72
	v_mov_b32_e32 v7, v72
	v_mov_b32_e32 v6, v72
	v_mov_b32_e32 v5, v72
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v3, v72
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v1, v72
	v_mov_b32_e32 v80, v72
	v_mov_b32_e32 v79, v72
	v_mov_b32_e32 v78, v72
	v_mov_b32_e32 v77, v72
	v_mov_b32_e32 v76, v72
	v_mov_b32_e32 v75, v72
	v_mov_b32_e32 v74, v72
	v_mov_b32_e32 v73, v72
	v_mov_b32_e32 v48, v72
	v_mov_b32_e32 v47, v72
	v_mov_b32_e32 v46, v72
	v_mov_b32_e32 v45, v72
	v_mov_b32_e32 v44, v72
	v_mov_b32_e32 v43, v72
	v_mov_b32_e32 v42, v72
	v_mov_b32_e32 v41, v72
	v_mov_b32_e32 v32, v72
	v_mov_b32_e32 v31, v72
	v_mov_b32_e32 v30, v72
	v_mov_b32_e32 v29, v72
	v_mov_b32_e32 v28, v72
	v_mov_b32_e32 v27, v72
	v_mov_b32_e32 v26, v72
	v_mov_b32_e32 v25, v72
	v_mov_b32_e32 v16, v72
	v_mov_b32_e32 v15, v72
	v_mov_b32_e32 v14, v72
	v_mov_b32_e32 v13, v72
	v_mov_b32_e32 v12, v72
	v_mov_b32_e32 v11, v72
	v_mov_b32_e32 v10, v72
	v_mov_b32_e32 v9, v72
	s_cbranch_scc0 .LBB5_36
; %bb.18:
	v_and_b32_e32 v1, 7, v0
	s_clause 0x2
	s_load_b64 s[24:25], s[0:1], 0x0
	s_load_b128 s[20:23], s[0:1], 0x18
	s_load_b64 s[26:27], s[0:1], 0x28
	v_dual_mov_b32 v3, 0x5040100 :: v_dual_and_b32 v2, 31, v0
	v_cmp_gt_u32_e64 s0, 0x80, v0
	v_dual_mov_b32 v5, 0x7060302 :: v_dual_lshlrev_b32 v0, 3, v1
	s_mul_i32 s8, s8, s14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_u32_e64 s1, 16, v2
	v_mul_u32_u24_e32 v2, 0x90, v136
	v_add3_u32 v132, s8, v97, v0
	v_mov_b32_e32 v97, 0
	v_mul_u32_u24_e32 v141, 0x90, v131
	v_cndmask_b32_e64 v140, 0x3020706, v5, s1
	v_cndmask_b32_e64 v139, 0x1000504, v3, s1
	v_mul_i32_i24_e32 v3, 0xffffff98, v131
	v_mov_b32_e32 v10, v97
	v_mul_u32_u24_e32 v4, 0xa0, v1
	v_lshlrev_b32_e32 v6, 4, v1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s33, s24, 32
	s_addc_u32 s34, s25, 0
	v_mul_u32_u24_e32 v142, 40, v131
	v_or_b32_e32 v1, v4, v136
	v_xor_b32_e32 v9, 0x70, v6
	s_add_u32 s35, s24, 64
	v_mov_b32_e32 v14, v97
	v_lshl_add_u32 v134, v131, 6, s8
	v_lshlrev_b32_e32 v143, 1, v1
	v_lshlrev_b32_e32 v1, 7, v98
	v_add_nc_u32_e32 v155, v141, v3
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v17, 0
	v_or_b32_e32 v153, v9, v1
	v_mov_b32_e32 v9, 0
	v_xor_b32_e32 v4, 16, v6
	v_xor_b32_e32 v5, 32, v6
	v_xor_b32_e32 v7, 0x50, v6
	v_xor_b32_e32 v8, 0x60, v6
	v_or_b32_e32 v146, v6, v1
	v_or_b32_e32 v147, v4, v1
	v_or_b32_e32 v148, v5, v1
	v_xor_b32_e32 v4, 48, v6
	v_xor_b32_e32 v5, 64, v6
	v_or_b32_e32 v151, v7, v1
	v_or_b32_e32 v152, v8, v1
	v_add_nc_u32_e32 v154, v2, v6
	v_or_b32_e32 v149, v4, v1
	v_or_b32_e32 v150, v5, v1
	v_mad_u64_u32 v[0:1], null, s3, s14, v[131:132]
	v_mov_b32_e32 v11, v97
	v_mov_b32_e32 v12, v97
	v_or_b32_e32 v144, 0x4000, v143
	v_dual_mov_b32 v16, v97 :: v_dual_add_nc_u32 v145, 0x4a00, v143
	v_mov_b32_e32 v13, v97
	v_mov_b32_e32 v15, v97
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v26, v97
	v_mov_b32_e32 v27, v97
	v_mov_b32_e32 v28, v97
	v_mov_b32_e32 v29, v97
	v_mov_b32_e32 v30, v97
	v_mov_b32_e32 v31, v97
	v_dual_mov_b32 v32, v97 :: v_dual_mov_b32 v1, 0
	v_mov_b32_e32 v42, v97
	v_mov_b32_e32 v43, v97
	v_dual_mov_b32 v44, v97 :: v_dual_mov_b32 v33, 0
	v_mov_b32_e32 v45, v97
	v_dual_mov_b32 v46, v97 :: v_dual_mov_b32 v65, 0
	v_mov_b32_e32 v47, v97
	v_mov_b32_e32 v48, v97
	v_mov_b32_e32 v74, v97
	v_mov_b32_e32 v75, v97
	v_mov_b32_e32 v76, v97
	v_mov_b32_e32 v77, v97
	v_mov_b32_e32 v78, v97
	v_mov_b32_e32 v79, v97
	v_mov_b32_e32 v80, v97
	v_mov_b32_e32 v2, v97
	v_mov_b32_e32 v3, v97
	v_mov_b32_e32 v4, v97
	v_mov_b32_e32 v5, v97
	v_mov_b32_e32 v6, v97
	v_mov_b32_e32 v7, v97
	v_mov_b32_e32 v8, v97
	v_mov_b32_e32 v18, v97
	v_mov_b32_e32 v19, v97
	v_mov_b32_e32 v20, v97
	v_mov_b32_e32 v21, v97
	v_mov_b32_e32 v22, v97
	v_mov_b32_e32 v23, v97
	v_mov_b32_e32 v24, v97
	v_mov_b32_e32 v34, v97
	v_mov_b32_e32 v35, v97
	v_mov_b32_e32 v36, v97
	v_mov_b32_e32 v37, v97
	v_mov_b32_e32 v38, v97
	v_mov_b32_e32 v39, v97
	v_mov_b32_e32 v40, v97
	v_mov_b32_e32 v66, v97
	v_mov_b32_e32 v67, v97
	v_mov_b32_e32 v68, v97
	v_mov_b32_e32 v69, v97
	v_mov_b32_e32 v70, v97
	v_mov_b32_e32 v71, v97
	v_mov_b32_e32 v72, v97
	s_mul_f32 s31, s28, 0x3fb8aa3b
	s_addc_u32 s36, s25, 0
	s_add_u32 s37, s24, 0x60
	s_addc_u32 s38, s25, 0
	s_mov_b32 s39, 0x76543210
	s_branch .LBB5_20
.LBB5_19:                               ;   in Loop: Header=BB5_20 Depth=1
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt vmcnt(0)
	v_readlane_b32 s2, v98, 0
	v_readlane_b32 s11, v98, 1
	v_readlane_b32 s12, v98, 2
	v_readlane_b32 s41, v98, 4
	v_readlane_b32 s40, v98, 3
	v_mov_b32_e32 v115, s2
	v_readlane_b32 s2, v98, 5
	v_mov_b32_e32 v116, s12
	v_readlane_b32 s42, v98, 6
	v_mov_b32_e32 v117, s41
	v_cndmask_b32_e64 v115, s11, v115, s1
	v_readlane_b32 s11, v98, 7
	v_cndmask_b32_e64 v116, s40, v116, s1
	v_mov_b32_e32 v118, s42
	v_cndmask_b32_e64 v117, s2, v117, s1
	v_sub_f32_e32 v99, v99, v115
	v_readlane_b32 s2, v98, 8
	v_sub_f32_e32 v100, v100, v116
	v_cndmask_b32_e64 v115, s11, v118, s1
	v_readlane_b32 s11, v98, 9
	v_fma_mixlo_f16 v99, v109, v99, 0
	v_mov_b32_e32 v109, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v101, v101, v117 :: v_dual_sub_f32 v102, v102, v115
	v_fma_mixlo_f16 v100, v108, v100, 0
	v_readlane_b32 s2, v98, 10
	v_cndmask_b32_e64 v108, s11, v109, s1
	v_readlane_b32 s11, v98, 12
	v_readlane_b32 s40, v98, 14
	v_fma_mixlo_f16 v101, v110, v101, 0
	v_readlane_b32 s12, v98, 11
	v_mov_b32_e32 v109, s2
	v_readlane_b32 s2, v98, 13
	v_mov_b32_e32 v110, s11
	v_readlane_b32 s11, v98, 15
	v_mov_b32_e32 v98, s40
	v_fma_mixlo_f16 v102, v107, v102, 0
	v_cndmask_b32_e64 v107, s12, v109, s1
	v_sub_f32_e32 v103, v103, v108
	v_cndmask_b32_e64 v108, s2, v110, s1
	v_cndmask_b32_e64 v98, s11, v98, s1
	v_cndmask_b32_e64 v99, 0, v99, s4
	v_sub_f32_e32 v104, v104, v107
	v_cndmask_b32_e64 v100, 0, v100, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v105, v105, v108 :: v_dual_sub_f32 v98, v106, v98
	v_fma_mixlo_f16 v103, v112, v103, 0
	v_add_nc_u32_e32 v110, 0x4280, v155
	v_pack_b32_f16 v115, v99, v100
	v_cndmask_b32_e64 v99, 0, v101, s5
	v_cndmask_b32_e64 v100, 0, v102, s8
	v_fma_mixlo_f16 v101, v111, v104, 0
	v_fma_mixlo_f16 v102, v113, v105, 0
	v_fma_mixlo_f16 v98, v114, v98, 0
	v_cndmask_b32_e64 v106, 0, v103, s7
	v_pack_b32_f16 v117, v99, v100
	v_add_nc_u32_e32 v99, 0x4000, v155
	v_add_nc_u32_e32 v103, 0x4010, v155
	v_cndmask_b32_e64 v107, 0, v101, s3
	v_cndmask_b32_e64 v108, 0, v102, s9
	v_cndmask_b32_e64 v109, 0, v98, s10
	ds_load_2addr_b64 v[98:101], v99 offset1:1
	ds_load_2addr_b64 v[102:105], v103 offset1:1
	v_add_nc_u32_e32 v111, 0x4290, v155
	v_pack_b32_f16 v119, v106, v107
	v_permlanex16_b32 v116, v115, s39, 0xfedcba98 op_sel:[0,1]
	v_pack_b32_f16 v121, v108, v109
	ds_load_2addr_b64 v[106:109], v110 offset1:1
	ds_load_2addr_b64 v[110:113], v111 offset1:1
	v_permlanex16_b32 v118, v117, s39, 0xfedcba98 op_sel:[0,1]
	v_permlanex16_b32 v120, v119, s39, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v114, v116, v115, v139
	v_permlanex16_b32 v122, v121, s39, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v115, v116, v115, v140
	v_perm_b32 v116, v118, v117, v139
	v_perm_b32 v117, v118, v117, v140
	v_perm_b32 v118, v120, v119, v139
	v_perm_b32 v119, v120, v119, v140
	v_perm_b32 v120, v122, v121, v139
	v_perm_b32 v121, v122, v121, v140
	s_waitcnt lgkmcnt(2)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[73:80], v[114:121], v[98:105], v[73:80]
	;;#ASMEND
	v_add_nc_u32_e32 v98, 0x4500, v142
	v_add_nc_u32_e32 v102, 0x4510, v142
	v_add_nc_u32_e32 v122, 0x4780, v142
	v_add_nc_u32_e32 v123, 0x4790, v142
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[41:48], v[114:121], v[106:113], v[41:48]
	;;#ASMEND
	ds_load_2addr_b64 v[98:101], v98 offset1:1
	ds_load_2addr_b64 v[102:105], v102 offset1:1
	ds_load_2addr_b64 v[106:109], v122 offset1:1
	ds_load_2addr_b64 v[110:113], v123 offset1:1
	v_add_nc_u32_e32 v132, 0x400, v132
	v_add_nc_u32_e32 v134, 0x400, v134
	s_add_i32 s30, s30, 16
	s_waitcnt lgkmcnt(2)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[25:32], v[114:121], v[98:105], v[25:32]
	;;#ASMEND
	s_cmp_ge_i32 s30, s14
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[9:16], v[114:121], v[106:113], v[9:16]
	;;#ASMEND
	; wave barrier
	s_cbranch_scc1 .LBB5_36
.LBB5_20:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB5_24
; %bb.21:                               ;   in Loop: Header=BB5_20 Depth=1
	v_dual_mov_b32 v99, 0 :: v_dual_add_nc_u32 v102, s30, v136
	v_dual_mov_b32 v98, 0 :: v_dual_mov_b32 v101, 0
	v_dual_mov_b32 v100, 0 :: v_dual_mov_b32 v103, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_gt_i32_e64 s2, s14, v102
	v_dual_mov_b32 v102, 0 :: v_dual_mov_b32 v105, 0
	v_mov_b32_e32 v104, 0
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB5_23
; %bb.22:                               ;   in Loop: Header=BB5_20 Depth=1
	v_ashrrev_i32_e32 v133, 31, v132
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[98:99], 1, v[132:133]
	v_add_co_u32 v100, s2, s24, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v101, s2, s25, v99, s2
	v_add_co_u32 v98, s2, s20, v98
	v_add_co_ci_u32_e64 v99, s2, s21, v99, s2
	global_load_b128 v[102:105], v[100:101], off
	global_load_b128 v[98:101], v[98:99], off
.LBB5_23:                               ;   in Loop: Header=BB5_20 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt vmcnt(1)
	ds_store_b16 v143, v102 offset:16384
	s_waitcnt vmcnt(0)
	ds_store_b16 v143, v98 offset:18944
	ds_store_b16_d16_hi v144, v102 offset:40
	ds_store_b16 v144, v103 offset:80
	ds_store_b16_d16_hi v144, v103 offset:120
	ds_store_b16 v144, v104 offset:160
	ds_store_b16_d16_hi v144, v104 offset:200
	ds_store_b16 v144, v105 offset:240
	ds_store_b16_d16_hi v145, v98 offset:40
	ds_store_b16_d16_hi v144, v105 offset:280
	ds_store_b16 v145, v99 offset:80
	ds_store_b16_d16_hi v145, v99 offset:120
	ds_store_b16 v145, v100 offset:160
	ds_store_b16_d16_hi v145, v100 offset:200
	ds_store_b16 v145, v101 offset:240
	ds_store_b16_d16_hi v145, v101 offset:280
	ds_store_b128 v154, v[98:101] offset:21504
.LBB5_24:                               ;   in Loop: Header=BB5_20 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v107, 0 :: v_dual_add_nc_u32 v98, s30, v131
	v_dual_mov_b32 v115, 0 :: v_dual_mov_b32 v116, 0
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v118, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s2, s14, v98
	v_dual_mov_b32 v119, 0 :: v_dual_mov_b32 v120, 0
	v_dual_mov_b32 v121, 0 :: v_dual_mov_b32 v122, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s2
; %bb.25:                               ;   in Loop: Header=BB5_20 Depth=1
	v_ashrrev_i32_e32 v135, 31, v134
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[98:99], 1, v[134:135]
	v_add_co_u32 v98, s3, s24, v98
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v99, s3, s25, v99, s3
	s_clause 0x1
	global_load_b128 v[115:118], v[98:99], off
	global_load_b128 v[119:122], v[98:99], off offset:16
; %bb.26:                               ;   in Loop: Header=BB5_20 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	v_mov_b32_e32 v104, v97
	v_dual_mov_b32 v99, v97 :: v_dual_mov_b32 v108, 0
	v_dual_mov_b32 v100, v97 :: v_dual_mov_b32 v111, 0
	v_dual_mov_b32 v101, v97 :: v_dual_mov_b32 v110, 0
	v_dual_mov_b32 v102, v97 :: v_dual_mov_b32 v113, 0
	v_dual_mov_b32 v103, v97 :: v_dual_mov_b32 v112, 0
	v_dual_mov_b32 v98, v97 :: v_dual_mov_b32 v109, 0
	v_mov_b32_e32 v106, v104
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v105, v103 :: v_dual_mov_b32 v104, v102
	v_dual_mov_b32 v103, v101 :: v_dual_mov_b32 v114, 0
	v_mov_b32_e32 v102, v100
	v_mov_b32_e32 v101, v99
	v_mov_b32_e32 v100, v98
	v_mov_b32_e32 v99, v97
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[99:106], v[115:122], v[57:64], v[99:106]
	;;#ASMEND
	s_and_saveexec_b32 s4, s2
; %bb.27:                               ;   in Loop: Header=BB5_20 Depth=1
	v_ashrrev_i32_e32 v135, 31, v134
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[107:108], 1, v[134:135]
	v_add_co_u32 v111, s3, s33, v107
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v112, s3, s34, v108, s3
	s_clause 0x1
	global_load_b128 v[107:110], v[111:112], off
	global_load_b128 v[111:114], v[111:112], off offset:16
; %bb.28:                               ;   in Loop: Header=BB5_20 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v115, 0 :: v_dual_mov_b32 v124, 0
	v_dual_mov_b32 v123, 0 :: v_dual_mov_b32 v126, 0
	v_dual_mov_b32 v125, 0 :: v_dual_mov_b32 v128, 0
	v_dual_mov_b32 v127, 0 :: v_dual_mov_b32 v130, 0
	v_mov_b32_e32 v129, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[99:106], v[107:114], v[49:56], v[99:106]
	;;#ASMEND
	s_and_saveexec_b32 s4, s2
; %bb.29:                               ;   in Loop: Header=BB5_20 Depth=1
	v_ashrrev_i32_e32 v135, 31, v134
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[107:108], 1, v[134:135]
	v_add_co_u32 v107, s3, s35, v107
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v108, s3, s36, v108, s3
	s_clause 0x1
	global_load_b128 v[123:126], v[107:108], off
	global_load_b128 v[127:130], v[107:108], off offset:16
; %bb.30:                               ;   in Loop: Header=BB5_20 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v116, 0 :: v_dual_mov_b32 v117, 0
	v_dual_mov_b32 v118, 0 :: v_dual_mov_b32 v119, 0
	v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v121, 0
	v_mov_b32_e32 v122, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[99:106], v[123:130], v[89:96], v[99:106]
	;;#ASMEND
	s_and_saveexec_b32 s4, s2
; %bb.31:                               ;   in Loop: Header=BB5_20 Depth=1
	v_ashrrev_i32_e32 v135, 31, v134
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[107:108], 1, v[134:135]
	v_add_co_u32 v107, s3, s37, v107
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v108, s3, s38, v108, s3
	s_clause 0x1
	global_load_b128 v[115:118], v[107:108], off
	global_load_b128 v[119:122], v[107:108], off offset:16
; %bb.32:                               ;   in Loop: Header=BB5_20 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v98, 0 :: v_dual_mov_b32 v107, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[99:106], v[115:122], v[81:88], v[99:106]
	;;#ASMEND
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB5_34
; %bb.33:                               ;   in Loop: Header=BB5_20 Depth=1
	v_add_nc_u32_e32 v107, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v108, 31, v107
	v_lshlrev_b64 v[107:108], 2, v[107:108]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v107, s3, s22, v107
	v_add_co_ci_u32_e64 v108, s3, s23, v108, s3
	global_load_b32 v107, v[107:108], off
.LBB5_34:                               ;   in Loop: Header=BB5_20 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v111, 0x3fb8aa3b, v107
	v_add_nc_u32_e32 v119, 0x4c80, v142
	v_add_nc_u32_e32 v120, 0x4c90, v142
	v_add_nc_u32_e32 v135, 0x5190, v142
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readlane_b32 s4, v111, 0
	v_mov_b32_e32 v108, s4
	v_readlane_b32 s8, v111, 4
	v_add_nc_u32_e32 v115, s30, v138
	v_readlane_b32 s6, v111, 2
	v_readlane_b32 s4, v111, 5
	v_readlane_b32 s7, v111, 3
	v_mov_b32_e32 v110, s8
	v_readlane_b32 s5, v111, 1
	v_cmp_gt_i32_e64 s3, s14, v115
	v_add_nc_u32_e32 v114, 8, v115
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v110, s4, v110, s1
	v_readlane_b32 s4, v111, 8
	v_mov_b32_e32 v109, s6
	v_readlane_b32 s6, v111, 6
	v_add_nc_u32_e32 v107, 2, v115
	v_cndmask_b32_e64 v108, s5, v108, s1
	v_readlane_b32 s5, v111, 7
	v_cndmask_b32_e64 v109, s7, v109, s1
	v_mov_b32_e32 v112, s6
	v_readlane_b32 s6, v111, 9
	v_fma_f32 v99, s31, v99, -v108
	v_fma_f32 v101, s31, v101, -v110
	v_fma_f32 v100, s31, v100, -v109
	v_cndmask_b32_e64 v112, s5, v112, s1
	v_cmp_gt_i32_e64 s5, s14, v107
	v_exp_f32_e32 v109, v99
	v_exp_f32_e32 v110, v101
	v_exp_f32_e32 v108, v100
	v_mov_b32_e32 v100, s4
	v_readlane_b32 s4, v111, 10
	v_add_nc_u32_e32 v113, 4, v115
	v_fma_f32 v99, s31, v102, -v112
	v_cmp_gt_i32_e64 s9, s14, v114
	v_cndmask_b32_e64 v100, s6, v100, s1
	v_mov_b32_e32 v112, s4
	v_readlane_b32 s6, v111, 11
	v_readlane_b32 s4, v111, 12
	v_cmp_gt_i32_e64 s7, s14, v113
	v_add_nc_u32_e32 v102, 6, v115
	v_fma_f32 v100, s31, v103, -v100
	v_cndmask_b32_e64 v103, s6, v112, s1
	v_mov_b32_e32 v113, s4
	v_readlane_b32 s6, v111, 13
	v_readlane_b32 s4, v111, 14
	v_exp_f32_e32 v112, v100
	v_fma_f32 v100, s31, v104, -v103
	v_exp_f32_e32 v107, v99
	v_cndmask_b32_e64 v103, s6, v113, s1
	v_readlane_b32 s6, v111, 15
	v_dual_mov_b32 v104, s4 :: v_dual_add_nc_u32 v113, 10, v115
	v_exp_f32_e32 v111, v100
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f32 v100, s31, v105, -v103
	v_cvt_f16_f32_e32 v99, v109
	v_cndmask_b32_e64 v103, s6, v104, s1
	v_cvt_f16_f32_e32 v101, v108
	v_cmp_gt_i32_e64 s10, s14, v113
	v_exp_f32_e32 v113, v100
	v_cmp_gt_i32_e64 s8, s14, v102
	v_fma_f32 v100, s31, v106, -v103
	s_and_b32 s4, vcc_lo, s3
	s_and_b32 s6, vcc_lo, s5
	v_cvt_f16_f32_e32 v116, v110
	v_cvt_f16_f32_e32 v102, v107
	v_cndmask_b32_e64 v99, 0, v99, s4
	v_cndmask_b32_e64 v101, 0, v101, s6
	v_exp_f32_e32 v114, v100
	v_add_nc_u32_e32 v105, 12, v115
	v_add_nc_u32_e32 v100, 14, v115
	s_and_b32 s5, vcc_lo, s7
	s_and_b32 s8, vcc_lo, s8
	v_pack_b32_f16 v124, v99, v101
	v_cndmask_b32_e64 v99, 0, v116, s5
	v_cndmask_b32_e64 v101, 0, v102, s8
	v_cvt_f16_f32_e32 v103, v111
	v_cmp_gt_i32_e64 s11, s14, v105
	v_cmp_gt_i32_e64 s12, s14, v100
	s_and_b32 s3, vcc_lo, s10
	v_cvt_f16_f32_e32 v104, v112
	v_cvt_f16_f32_e32 v102, v113
	v_cvt_f16_f32_e32 v100, v114
	v_pack_b32_f16 v126, v99, v101
	v_add_nc_u32_e32 v99, 0x4a00, v142
	v_cndmask_b32_e64 v116, 0, v103, s3
	v_add_nc_u32_e32 v103, 0x4a10, v142
	s_and_b32 s7, vcc_lo, s9
	s_and_b32 s9, vcc_lo, s11
	s_and_b32 s10, vcc_lo, s12
	v_cndmask_b32_e64 v115, 0, v104, s7
	v_cndmask_b32_e64 v117, 0, v102, s9
	v_cndmask_b32_e64 v118, 0, v100, s10
	ds_load_2addr_b64 v[99:102], v99 offset1:1
	ds_load_2addr_b64 v[103:106], v103 offset1:1
	v_permlanex16_b32 v125, v124, s39, 0xfedcba98 op_sel:[0,1]
	v_pack_b32_f16 v128, v115, v116
	v_permlanex16_b32 v127, v126, s39, 0xfedcba98 op_sel:[0,1]
	v_pack_b32_f16 v130, v117, v118
	ds_load_2addr_b64 v[115:118], v119 offset1:1
	ds_load_2addr_b64 v[119:122], v120 offset1:1
	v_perm_b32 v123, v125, v124, v139
	v_permlanex16_b32 v129, v128, s39, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v124, v125, v124, v140
	v_permlanex16_b32 v133, v130, s39, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v125, v127, v126, v139
	v_perm_b32 v126, v127, v126, v140
	v_perm_b32 v127, v129, v128, v139
	v_perm_b32 v128, v129, v128, v140
	v_perm_b32 v129, v133, v130, v139
	v_perm_b32 v130, v133, v130, v140
	s_waitcnt lgkmcnt(2)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[65:72], v[123:130], v[99:106], v[65:72]
	;;#ASMEND
	v_add_nc_u32_e32 v99, 0x4f00, v142
	v_add_nc_u32_e32 v103, 0x4f10, v142
	v_add_nc_u32_e32 v133, 0x5180, v142
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[33:40], v[123:130], v[115:122], v[33:40]
	;;#ASMEND
	ds_load_2addr_b64 v[99:102], v99 offset1:1
	ds_load_2addr_b64 v[103:106], v103 offset1:1
	ds_load_2addr_b64 v[115:118], v133 offset1:1
	ds_load_2addr_b64 v[119:122], v135 offset1:1
	s_waitcnt lgkmcnt(2)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[17:24], v[123:130], v[99:106], v[17:24]
	;;#ASMEND
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[1:8], v[123:130], v[115:122], v[1:8]
	;;#ASMEND
	ds_load_b128 v[115:118], v146
	ds_load_b128 v[119:122], v147
	ds_load_b128 v[123:126], v141 offset:21504
	ds_load_b128 v[127:130], v141 offset:21520
	v_mov_b32_e32 v105, v98
	v_mov_b32_e32 v99, v98
	v_mov_b32_e32 v100, v98
	v_mov_b32_e32 v101, v98
	v_mov_b32_e32 v102, v98
	v_mov_b32_e32 v103, v98
	v_mov_b32_e32 v104, v98
	v_mov_b32_e32 v106, v105
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mov_b32_e32 v105, v104
	v_mov_b32_e32 v104, v103
	v_mov_b32_e32 v103, v102
	v_mov_b32_e32 v102, v101
	v_mov_b32_e32 v101, v100
	v_mov_b32_e32 v100, v99
	v_mov_b32_e32 v99, v98
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[99:106], v[123:130], v[115:122], v[99:106]
	;;#ASMEND
	ds_load_b128 v[115:118], v148
	ds_load_b128 v[119:122], v149
	ds_load_b128 v[123:126], v141 offset:21536
	ds_load_b128 v[127:130], v141 offset:21552
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[99:106], v[123:130], v[115:122], v[99:106]
	;;#ASMEND
	ds_load_b128 v[115:118], v150
	ds_load_b128 v[119:122], v151
	ds_load_b128 v[123:126], v141 offset:21568
	ds_load_b128 v[127:130], v141 offset:21584
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[99:106], v[123:130], v[115:122], v[99:106]
	;;#ASMEND
	ds_load_b128 v[115:118], v152
	ds_load_b128 v[119:122], v153
	ds_load_b128 v[123:126], v141 offset:21600
	ds_load_b128 v[127:130], v141 offset:21616
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[99:106], v[123:130], v[115:122], v[99:106]
	;;#ASMEND
	s_and_saveexec_b32 s11, s2
	s_cbranch_execz .LBB5_19
; %bb.35:                               ;   in Loop: Header=BB5_20 Depth=1
	v_add_nc_u32_e32 v115, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v116, 31, v115
	v_lshlrev_b64 v[115:116], 2, v[115:116]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v115, s2, s26, v115
	v_add_co_ci_u32_e64 v116, s2, s27, v116, s2
	global_load_b32 v98, v[115:116], off
	s_branch .LBB5_19
.LBB5_36:
	v_or_b32_e32 v0, v138, v137
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, s29, v0
	v_cmp_gt_i32_e32 vcc_lo, s15, v0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB5_38
; %bb.37:
	s_waitcnt vmcnt(1)
	v_lshl_add_u32 v49, v0, 6, s13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_mixlo_f16 v53, v73, s28, 0
	v_cvt_f16_f32_e32 v54, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v49, v49, v131
	v_ashrrev_i32_e32 v50, 31, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[49:50], 1, v[49:50]
	v_add_co_u32 v51, s0, s16, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v52, s0, s17, v50, s0
	v_add_co_u32 v49, s0, s18, v49
	v_add_co_ci_u32_e64 v50, s0, s19, v50, s0
	global_store_b16 v[51:52], v53, off
	global_store_b16 v[49:50], v54, off
.LBB5_38:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v49, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s15, v49
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB5_40
; %bb.39:
	v_lshl_add_u32 v50, v49, 6, s13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_mixlo_f16 v54, v74, s28, 0
	v_cvt_f16_f32_e32 v55, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v50, v50, v131
	v_ashrrev_i32_e32 v51, 31, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[50:51], 1, v[50:51]
	v_add_co_u32 v52, s1, s16, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v53, s1, s17, v51, s1
	v_add_co_u32 v50, s1, s18, v50
	v_add_co_ci_u32_e64 v51, s1, s19, v51, s1
	global_store_b16 v[52:53], v54, off
	global_store_b16 v[50:51], v55, off
.LBB5_40:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v50, 4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s15, v50
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB5_42
; %bb.41:
	v_lshl_add_u32 v51, v50, 6, s13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_mixlo_f16 v55, v75, s28, 0
	v_cvt_f16_f32_e32 v56, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v51, v51, v131
	v_ashrrev_i32_e32 v52, 31, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[51:52], 1, v[51:52]
	v_add_co_u32 v53, s2, s16, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v54, s2, s17, v52, s2
	v_add_co_u32 v51, s2, s18, v51
	v_add_co_ci_u32_e64 v52, s2, s19, v52, s2
	global_store_b16 v[53:54], v55, off
	global_store_b16 v[51:52], v56, off
.LBB5_42:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v51, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s15, v51
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB5_44
; %bb.43:
	v_lshl_add_u32 v52, v51, 6, s13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_mixlo_f16 v56, v76, s28, 0
	v_cvt_f16_f32_e32 v57, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v52, v52, v131
	v_ashrrev_i32_e32 v53, 31, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[52:53], 1, v[52:53]
	v_add_co_u32 v54, s3, s16, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v55, s3, s17, v53, s3
	v_add_co_u32 v52, s3, s18, v52
	v_add_co_ci_u32_e64 v53, s3, s19, v53, s3
	global_store_b16 v[54:55], v56, off
	global_store_b16 v[52:53], v57, off
.LBB5_44:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v52, 8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s15, v52
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB5_46
; %bb.45:
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v53, v52, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v57, v77, s28, 0
	v_cvt_f16_f32_e32 v58, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v53, v53, v131
	v_ashrrev_i32_e32 v54, 31, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[53:54], 1, v[53:54]
	v_add_co_u32 v55, s4, s16, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v56, s4, s17, v54, s4
	v_add_co_u32 v53, s4, s18, v53
	v_add_co_ci_u32_e64 v54, s4, s19, v54, s4
	global_store_b16 v[55:56], v57, off
	global_store_b16 v[53:54], v58, off
.LBB5_46:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v53, 10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s15, v53
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB5_48
; %bb.47:
	v_lshl_add_u32 v54, v53, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v58, v78, s28, 0
	v_cvt_f16_f32_e32 v59, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v54, v54, v131
	v_ashrrev_i32_e32 v55, 31, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[54:55], 1, v[54:55]
	v_add_co_u32 v56, s5, s16, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s5, s17, v55, s5
	v_add_co_u32 v54, s5, s18, v54
	v_add_co_ci_u32_e64 v55, s5, s19, v55, s5
	global_store_b16 v[56:57], v58, off
	global_store_b16 v[54:55], v59, off
.LBB5_48:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v54, 12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s15, v54
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB5_50
; %bb.49:
	v_lshl_add_u32 v55, v54, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v59, v79, s28, 0
	v_cvt_f16_f32_e32 v60, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v55, v55, v131
	v_ashrrev_i32_e32 v56, 31, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[55:56], 1, v[55:56]
	v_add_co_u32 v57, s6, s16, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v58, s6, s17, v56, s6
	v_add_co_u32 v55, s6, s18, v55
	v_add_co_ci_u32_e64 v56, s6, s19, v56, s6
	global_store_b16 v[57:58], v59, off
	global_store_b16 v[55:56], v60, off
.LBB5_50:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v55, 14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s15, v55
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB5_77
; %bb.51:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB5_78
.LBB5_52:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB5_79
.LBB5_53:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB5_80
.LBB5_54:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB5_81
.LBB5_55:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB5_82
.LBB5_56:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB5_83
.LBB5_57:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execnz .LBB5_84
.LBB5_58:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB5_85
.LBB5_59:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB5_86
.LBB5_60:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB5_87
.LBB5_61:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB5_88
.LBB5_62:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB5_89
.LBB5_63:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB5_90
.LBB5_64:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB5_91
.LBB5_65:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execnz .LBB5_92
.LBB5_66:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB5_93
.LBB5_67:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB5_94
.LBB5_68:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB5_95
.LBB5_69:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB5_96
.LBB5_70:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB5_97
.LBB5_71:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB5_98
.LBB5_72:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB5_99
.LBB5_73:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB5_100
.LBB5_74:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB5_76
.LBB5_75:
	v_lshl_add_u32 v0, v55, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v4, v16, s28, 0
	v_cvt_f16_f32_e32 v5, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v131
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v2, vcc_lo, s16, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s17, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	global_store_b16 v[2:3], v4, off offset:96
	global_store_b16 v[0:1], v5, off offset:96
.LBB5_76:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB5_77:
	v_lshl_add_u32 v56, v55, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v60, v80, s28, 0
	v_cvt_f16_f32_e32 v61, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v56, v56, v131
	v_ashrrev_i32_e32 v57, 31, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v58, s7, s16, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v59, s7, s17, v57, s7
	v_add_co_u32 v56, s7, s18, v56
	v_add_co_ci_u32_e64 v57, s7, s19, v57, s7
	global_store_b16 v[58:59], v60, off
	global_store_b16 v[56:57], v61, off
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB5_52
.LBB5_78:
	v_lshl_add_u32 v56, v0, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v41, v41, s28, 0
	v_cvt_f16_f32_e32 v33, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v56, v56, v131
	v_ashrrev_i32_e32 v57, 31, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v58, s7, s16, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v59, s7, s17, v57, s7
	v_add_co_u32 v56, s7, s18, v56
	v_add_co_ci_u32_e64 v57, s7, s19, v57, s7
	global_store_b16 v[58:59], v41, off offset:32
	global_store_b16 v[56:57], v33, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB5_53
.LBB5_79:
	v_lshl_add_u32 v33, v49, 6, s13
	v_cvt_f16_f32_e32 v59, v34
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v58, v42, s28, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v56, v33, v131
	v_ashrrev_i32_e32 v57, 31, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v33, s7, s16, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, s7, s17, v57, s7
	v_add_co_u32 v41, s7, s18, v56
	v_add_co_ci_u32_e64 v42, s7, s19, v57, s7
	global_store_b16 v[33:34], v58, off offset:32
	global_store_b16 v[41:42], v59, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB5_54
.LBB5_80:
	v_lshl_add_u32 v33, v50, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v43, v43, s28, 0
	v_cvt_f16_f32_e32 v35, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v33, v33, v131
	v_ashrrev_i32_e32 v34, 31, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v41, s7, s16, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, s7, s17, v34, s7
	v_add_co_u32 v33, s7, s18, v33
	v_add_co_ci_u32_e64 v34, s7, s19, v34, s7
	global_store_b16 v[41:42], v43, off offset:32
	global_store_b16 v[33:34], v35, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB5_55
.LBB5_81:
	v_lshl_add_u32 v33, v51, 6, s13
	v_cvt_f16_f32_e32 v42, v36
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v41, v44, s28, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v33, v33, v131
	v_ashrrev_i32_e32 v34, 31, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v35, s7, s16, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, s7, s17, v34, s7
	v_add_co_u32 v33, s7, s18, v33
	v_add_co_ci_u32_e64 v34, s7, s19, v34, s7
	global_store_b16 v[35:36], v41, off offset:32
	global_store_b16 v[33:34], v42, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB5_56
.LBB5_82:
	v_lshl_add_u32 v33, v52, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v41, v45, s28, 0
	v_cvt_f16_f32_e32 v37, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v33, v33, v131
	v_ashrrev_i32_e32 v34, 31, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v35, s7, s16, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, s7, s17, v34, s7
	v_add_co_u32 v33, s7, s18, v33
	v_add_co_ci_u32_e64 v34, s7, s19, v34, s7
	global_store_b16 v[35:36], v41, off offset:32
	global_store_b16 v[33:34], v37, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB5_57
.LBB5_83:
	v_lshl_add_u32 v33, v53, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v37, v46, s28, 0
	v_cvt_f16_f32_e32 v38, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v33, v33, v131
	v_ashrrev_i32_e32 v34, 31, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v35, s7, s16, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, s7, s17, v34, s7
	v_add_co_u32 v33, s7, s18, v33
	v_add_co_ci_u32_e64 v34, s7, s19, v34, s7
	global_store_b16 v[35:36], v37, off offset:32
	global_store_b16 v[33:34], v38, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB5_58
.LBB5_84:
	v_lshl_add_u32 v33, v54, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v37, v47, s28, 0
	v_cvt_f16_f32_e32 v38, v39
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v33, v33, v131
	v_ashrrev_i32_e32 v34, 31, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v35, s7, s16, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, s7, s17, v34, s7
	v_add_co_u32 v33, s7, s18, v33
	v_add_co_ci_u32_e64 v34, s7, s19, v34, s7
	global_store_b16 v[35:36], v37, off offset:32
	global_store_b16 v[33:34], v38, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB5_59
.LBB5_85:
	v_lshl_add_u32 v33, v55, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v37, v48, s28, 0
	v_cvt_f16_f32_e32 v38, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v33, v33, v131
	v_ashrrev_i32_e32 v34, 31, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v35, s7, s16, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, s7, s17, v34, s7
	v_add_co_u32 v33, s7, s18, v33
	v_add_co_ci_u32_e64 v34, s7, s19, v34, s7
	global_store_b16 v[35:36], v37, off offset:32
	global_store_b16 v[33:34], v38, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB5_60
.LBB5_86:
	v_lshl_add_u32 v33, v0, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v25, v25, s28, 0
	v_cvt_f16_f32_e32 v17, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v33, v33, v131
	v_ashrrev_i32_e32 v34, 31, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v35, s7, s16, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, s7, s17, v34, s7
	v_add_co_u32 v33, s7, s18, v33
	v_add_co_ci_u32_e64 v34, s7, s19, v34, s7
	global_store_b16 v[35:36], v25, off offset:64
	global_store_b16 v[33:34], v17, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB5_61
.LBB5_87:
	v_lshl_add_u32 v17, v49, 6, s13
	v_cvt_f16_f32_e32 v36, v18
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v35, v26, s28, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v33, v17, v131
	v_ashrrev_i32_e32 v34, 31, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v17, s7, s16, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s7, s17, v34, s7
	v_add_co_u32 v25, s7, s18, v33
	v_add_co_ci_u32_e64 v26, s7, s19, v34, s7
	global_store_b16 v[17:18], v35, off offset:64
	global_store_b16 v[25:26], v36, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB5_62
.LBB5_88:
	v_lshl_add_u32 v17, v50, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v27, v27, s28, 0
	v_cvt_f16_f32_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v131
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v25, s7, s16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, s7, s17, v18, s7
	v_add_co_u32 v17, s7, s18, v17
	v_add_co_ci_u32_e64 v18, s7, s19, v18, s7
	global_store_b16 v[25:26], v27, off offset:64
	global_store_b16 v[17:18], v19, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB5_63
.LBB5_89:
	v_lshl_add_u32 v17, v51, 6, s13
	v_cvt_f16_f32_e32 v26, v20
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v25, v28, s28, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v131
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v19, s7, s16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, s7, s17, v18, s7
	v_add_co_u32 v17, s7, s18, v17
	v_add_co_ci_u32_e64 v18, s7, s19, v18, s7
	global_store_b16 v[19:20], v25, off offset:64
	global_store_b16 v[17:18], v26, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB5_64
.LBB5_90:
	v_lshl_add_u32 v17, v52, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v25, v29, s28, 0
	v_cvt_f16_f32_e32 v21, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v131
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v19, s7, s16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, s7, s17, v18, s7
	v_add_co_u32 v17, s7, s18, v17
	v_add_co_ci_u32_e64 v18, s7, s19, v18, s7
	global_store_b16 v[19:20], v25, off offset:64
	global_store_b16 v[17:18], v21, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB5_65
.LBB5_91:
	v_lshl_add_u32 v17, v53, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v21, v30, s28, 0
	v_cvt_f16_f32_e32 v22, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v131
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v19, s7, s16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, s7, s17, v18, s7
	v_add_co_u32 v17, s7, s18, v17
	v_add_co_ci_u32_e64 v18, s7, s19, v18, s7
	global_store_b16 v[19:20], v21, off offset:64
	global_store_b16 v[17:18], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB5_66
.LBB5_92:
	v_lshl_add_u32 v17, v54, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v21, v31, s28, 0
	v_cvt_f16_f32_e32 v22, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v131
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v19, s7, s16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, s7, s17, v18, s7
	v_add_co_u32 v17, s7, s18, v17
	v_add_co_ci_u32_e64 v18, s7, s19, v18, s7
	global_store_b16 v[19:20], v21, off offset:64
	global_store_b16 v[17:18], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB5_67
.LBB5_93:
	v_lshl_add_u32 v17, v55, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v21, v32, s28, 0
	v_cvt_f16_f32_e32 v22, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v131
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v19, s7, s16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, s7, s17, v18, s7
	v_add_co_u32 v17, s7, s18, v17
	v_add_co_ci_u32_e64 v18, s7, s19, v18, s7
	global_store_b16 v[19:20], v21, off offset:64
	global_store_b16 v[17:18], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB5_68
.LBB5_94:
	v_lshl_add_u32 v0, v0, 6, s13
	v_cvt_f16_f32_e32 v19, v1
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v9, v9, s28, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v0, v131
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v0, vcc_lo, s16, v17
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s17, v18, vcc_lo
	v_add_co_u32 v17, vcc_lo, s18, v17
	v_add_co_ci_u32_e32 v18, vcc_lo, s19, v18, vcc_lo
	global_store_b16 v[0:1], v9, off offset:96
	global_store_b16 v[17:18], v19, off offset:96
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB5_69
.LBB5_95:
	v_lshl_add_u32 v0, v49, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v17, v10, s28, 0
	v_cvt_f16_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v131
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v9, vcc_lo, s16, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v10, vcc_lo, s17, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	global_store_b16 v[9:10], v17, off offset:96
	global_store_b16 v[0:1], v2, off offset:96
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB5_70
.LBB5_96:
	v_lshl_add_u32 v0, v50, 6, s13
	v_cvt_f16_f32_e32 v10, v3
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v9, v11, s28, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v131
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v2, vcc_lo, s16, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s17, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	global_store_b16 v[2:3], v9, off offset:96
	global_store_b16 v[0:1], v10, off offset:96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB5_71
.LBB5_97:
	v_lshl_add_u32 v0, v51, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v9, v12, s28, 0
	v_cvt_f16_f32_e32 v4, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v131
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v2, vcc_lo, s16, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s17, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	global_store_b16 v[2:3], v9, off offset:96
	global_store_b16 v[0:1], v4, off offset:96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB5_72
.LBB5_98:
	v_lshl_add_u32 v0, v52, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v4, v13, s28, 0
	v_cvt_f16_f32_e32 v5, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v131
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v2, vcc_lo, s16, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s17, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	global_store_b16 v[2:3], v4, off offset:96
	global_store_b16 v[0:1], v5, off offset:96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB5_73
.LBB5_99:
	v_lshl_add_u32 v0, v53, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v4, v14, s28, 0
	v_cvt_f16_f32_e32 v5, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v131
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v2, vcc_lo, s16, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s17, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	global_store_b16 v[2:3], v4, off offset:96
	global_store_b16 v[0:1], v5, off offset:96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB5_74
.LBB5_100:
	v_lshl_add_u32 v0, v54, 6, s13
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v4, v15, s28, 0
	v_cvt_f16_f32_e32 v5, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v131
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v2, vcc_lo, s16, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s17, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	global_store_b16 v[2:3], v4, off offset:96
	global_store_b16 v[0:1], v5, off offset:96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB5_75
	s_branch .LBB5_76
	.section	.rodata,"a",@progbits
	.amdhsa_kernel _ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi1ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif
		.amdhsa_group_segment_fixed_size 23808
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
		.amdhsa_next_free_vgpr 156
		.amdhsa_next_free_sgpr 43
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
	.section	.text._ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi1ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif,"axG",@progbits,_ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi1ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif,comdat
.Lfunc_end5:
; ScratchSize: 0
; Occupancy: 9
    .group_segment_fixed_size: 23808
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     45
    .sgpr_spill_count: 0
    .symbol:         _ZN12feather_attn12_GLOBAL__N_118SevenGemmD64KernelILi1ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_S7_iiiiif.kd
    .vgpr_count:     156
    .vgpr_spill_count: 0
    .wavefront_size: 32
