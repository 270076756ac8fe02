	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 5
_ZN12feather_attn12_GLOBAL__N_112D128KVKernelILb0ELb0ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_iiiif: ; @_ZN12feather_attn12_GLOBAL__N_112D128KVKernelILb0ELb0ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_iiiif
; %bb.0:
	s_load_b64 s[14:15], s[0:1], 0x40
	s_abs_i32 s7, s2
	v_lshrrev_b32_e32 v167, 4, v0
	v_dual_mov_b32 v9, 0 :: v_dual_and_b32 v162, 15, v0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v6, 0 :: v_dual_lshlrev_b32 v129, 3, v162
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s15, 63
	s_ashr_i32 s4, s3, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b32 s4, s4, 26
	s_add_i32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s3, s3, 6
	s_abs_i32 s4, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_f32_u32 s5, s4
	s_sub_i32 s6, 0, s4
	v_rcp_iflag_f32_e32 v1, s5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s5, v1
	s_mul_f32 s5, s5, 0x4f7ffffe
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_u32_f32 s5, s5
	s_mul_i32 s6, s6, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s6, s5, s6
	s_add_i32 s5, s5, s6
	s_xor_b32 s6, s2, s3
	s_mul_hi_u32 s5, s7, s5
	s_ashr_i32 s9, s6, 31
	s_mul_i32 s8, s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s6, s7, s8
	s_add_i32 s7, s5, 1
	s_sub_i32 s8, s6, s4
	s_cmp_ge_u32 s6, s4
	s_cselect_b32 s5, s7, s5
	s_cselect_b32 s6, s8, s6
	s_add_i32 s7, s5, 1
	s_cmp_ge_u32 s6, s4
	s_cselect_b32 s4, s7, s5
	s_load_b64 s[6:7], s[0:1], 0x10
	s_xor_b32 s4, s4, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s8, s4, s9
	s_mul_i32 s3, s8, s3
	s_lshl_b32 s9, s8, 7
	s_sub_i32 s2, s2, s3
	s_mul_i32 s28, s9, s15
	s_lshl_b32 s30, s2, 6
	s_mov_b32 s2, exec_lo
	v_or_b32_e32 v1, s30, v167
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_i32_e64 s15, v1
	s_cbranch_execz .LBB5_2
; %bb.1:
	v_lshl_add_u32 v1, v1, 7, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v3, v1, v129
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 1, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s6, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v4, vcc_lo, s7, v4, vcc_lo
	global_load_b128 v[6:9], v[3:4], off
.LBB5_2:
	s_or_b32 exec_lo, exec_lo, s2
	v_xor_b32_e32 v1, v167, v0
	v_or_b32_e32 v3, 0x100, v0
	v_lshlrev_b32_e32 v130, 7, v167
	s_mov_b32 s2, exec_lo
	v_mov_b32_e32 v5, 0
	v_lshlrev_b32_e32 v1, 3, v1
	v_lshrrev_b32_e32 v11, 4, v3
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_or_b32 v4, 0x78, v1, v130
	v_add_nc_u32_e32 v1, s30, v11
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v10, 1, v4
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0)
	ds_store_b128 v10, v[6:9]
	v_cmpx_gt_i32_e64 s15, v1
	s_cbranch_execz .LBB5_4
; %bb.3:
	v_lshl_add_u32 v1, v1, 7, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v129
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s6, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s7, v2, vcc_lo
	global_load_b128 v[2:5], v[1:2], off
.LBB5_4:
	s_or_b32 exec_lo, exec_lo, s2
	v_xor_b32_e32 v1, v11, v0
	v_or_b32_e32 v6, 0x200, v0
	s_mov_b32 s2, exec_lo
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v1, 4, v1
	v_lshrrev_b32_e32 v10, 4, v6
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v1, 0 :: v_dual_and_b32 v8, 0xf0, v1
	v_add_nc_u32_e32 v12, s30, v10
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v11, v11, 8, v8
	v_mov_b32_e32 v8, 0
	s_waitcnt vmcnt(0)
	ds_store_b128 v11, v[2:5]
	v_cmpx_gt_i32_e64 s15, v12
	s_cbranch_execz .LBB5_6
; %bb.5:
	v_lshl_add_u32 v2, v12, 7, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v129
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s6, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v3, vcc_lo
	global_load_b128 v[6:9], v[2:3], off
.LBB5_6:
	s_or_b32 exec_lo, exec_lo, s2
	v_xor_b32_e32 v2, v10, v0
	s_load_b64 s[4:5], s[0:1], 0x8
	v_or_b32_e32 v3, 0x300, v0
	s_mov_b32 s2, exec_lo
	v_mov_b32_e32 v4, 0
	v_lshlrev_b32_e32 v2, 4, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v5, 4, v3
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v3, 0xf0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v11, s30, v5
	v_lshl_or_b32 v10, v10, 8, v3
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	ds_store_b128 v10, v[6:9]
	v_cmpx_gt_i32_e64 s15, v11
	s_cbranch_execz .LBB5_8
; %bb.7:
	v_lshl_add_u32 v1, v11, 7, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v129
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s6, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s7, v2, vcc_lo
	global_load_b128 v[1:4], v[1:2], off
.LBB5_8:
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v6, 1, v0
	v_xor_b32_e32 v7, v5, v0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v63, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v49, 0 :: v_dual_and_b32 v168, 48, v6
	v_dual_mov_b32 v57, 0 :: v_dual_lshlrev_b32 v6, 4, v7
	v_mov_b32_e32 v61, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_or_b32_e32 v131, v168, v162
	v_mov_b32_e32 v62, 0
	v_and_b32_e32 v6, 0xf0, v6
	v_mov_b32_e32 v64, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v7, s30, v131
	v_lshl_or_b32 v6, v5, 8, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s2, s15, v7
	v_lshl_add_u32 v5, v7, 7, s28
	s_waitcnt vmcnt(0)
	ds_store_b128 v6, v[1:4]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s2
; %bb.9:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[57:60], v[1:2], off
	global_load_b128 v[61:64], v[1:2], off offset:16
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v55, 0
	v_mov_b32_e32 v56, 0
	s_and_saveexec_b32 s3, s2
; %bb.11:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[49:52], v[1:2], off offset:32
	global_load_b128 v[53:56], v[1:2], off offset:48
; %bb.12:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v73, 0 :: v_dual_mov_b32 v82, 0
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v84, 0
	v_dual_mov_b32 v83, 0 :: v_dual_mov_b32 v86, 0
	v_dual_mov_b32 v85, 0 :: v_dual_mov_b32 v88, 0
	v_mov_b32_e32 v87, 0
	s_and_saveexec_b32 s3, s2
; %bb.13:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[81:84], v[1:2], off offset:64
	global_load_b128 v[85:88], v[1:2], off offset:80
; %bb.14:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v74, 0 :: v_dual_mov_b32 v75, 0
	v_dual_mov_b32 v76, 0 :: v_dual_mov_b32 v77, 0
	v_dual_mov_b32 v78, 0 :: v_dual_mov_b32 v79, 0
	v_mov_b32_e32 v80, 0
	s_and_saveexec_b32 s3, s2
; %bb.15:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[73:76], v[1:2], off offset:96
	global_load_b128 v[77:80], v[1:2], off offset:112
; %bb.16:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v89, 0 :: v_dual_mov_b32 v98, 0
	v_dual_mov_b32 v97, 0 :: v_dual_mov_b32 v100, 0
	v_dual_mov_b32 v99, 0 :: v_dual_mov_b32 v102, 0
	v_dual_mov_b32 v101, 0 :: v_dual_mov_b32 v104, 0
	v_mov_b32_e32 v103, 0
	s_and_saveexec_b32 s3, s2
; %bb.17:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[97:100], v[1:2], off offset:128
	global_load_b128 v[101:104], v[1:2], off offset:144
; %bb.18:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v90, 0 :: v_dual_mov_b32 v91, 0
	v_dual_mov_b32 v92, 0 :: v_dual_mov_b32 v93, 0
	v_dual_mov_b32 v94, 0 :: v_dual_mov_b32 v95, 0
	v_mov_b32_e32 v96, 0
	s_and_saveexec_b32 s3, s2
; %bb.19:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[89:92], v[1:2], off offset:160
	global_load_b128 v[93:96], v[1:2], off offset:176
; %bb.20:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v122, 0
	v_dual_mov_b32 v121, 0 :: v_dual_mov_b32 v124, 0
	v_dual_mov_b32 v123, 0 :: v_dual_mov_b32 v126, 0
	v_dual_mov_b32 v125, 0 :: v_dual_mov_b32 v128, 0
	v_mov_b32_e32 v127, 0
	s_and_saveexec_b32 s3, s2
; %bb.21:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[121:124], v[1:2], off offset:192
	global_load_b128 v[125:128], v[1:2], off offset:208
; %bb.22:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v114, 0 :: v_dual_mov_b32 v115, 0
	v_dual_mov_b32 v116, 0 :: v_dual_mov_b32 v117, 0
	v_dual_mov_b32 v118, 0 :: v_dual_mov_b32 v119, 0
	v_mov_b32_e32 v120, 0
	s_and_saveexec_b32 s3, s2
; %bb.23:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[113:116], v[1:2], off offset:224
	global_load_b128 v[117:120], v[1:2], off offset:240
; %bb.24:
	s_or_b32 exec_lo, exec_lo, s3
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x30
	s_load_b32 s29, s[0:1], 0x50
	v_mov_b32_e32 v112, 0
	v_bfe_u32 v169, v0, 4, 1
	v_cmp_gt_u32_e32 vcc_lo, 0x80, v0
	v_cmp_lt_u32_e64 s3, 0x7f, v0
	s_cmp_gt_i32 s14, 0
	v_mov_b32_e32 v111, v112
	v_mov_b32_e32 v110, v112
	v_mov_b32_e32 v109, v112
	v_mov_b32_e32 v108, v112
	v_mov_b32_e32 v107, v112
	v_mov_b32_e32 v106, v112
	v_mov_b32_e32 v105, v112
	v_mov_b32_e32 v72, v112
	v_mov_b32_e32 v71, v112
	v_mov_b32_e32 v70, v112
	v_mov_b32_e32 v69, v112
	v_mov_b32_e32 v68, v112
	v_mov_b32_e32 v67, v112
	v_mov_b32_e32 v66, v112
	v_mov_b32_e32 v65, v112
	v_mov_b32_e32 v48, v112
	v_mov_b32_e32 v47, v112
	v_mov_b32_e32 v46, v112
	v_mov_b32_e32 v45, v112
	v_mov_b32_e32 v44, v112
	v_mov_b32_e32 v43, v112
	v_mov_b32_e32 v42, v112
	v_mov_b32_e32 v41, v112
	v_mov_b32_e32 v40, v112
	v_mov_b32_e32 v39, v112
	v_mov_b32_e32 v38, v112
	v_mov_b32_e32 v37, v112
	v_mov_b32_e32 v36, v112
	v_mov_b32_e32 v35, v112
	v_mov_b32_e32 v34, v112
	v_mov_b32_e32 v33, v112
	v_mov_b32_e32 v32, v112
	v_mov_b32_e32 v31, v112
	v_mov_b32_e32 v30, v112
	v_mov_b32_e32 v29, v112
	v_mov_b32_e32 v28, v112
	v_mov_b32_e32 v27, v112
	v_mov_b32_e32 v26, v112
	v_mov_b32_e32 v25, v112
	v_mov_b32_e32 v24, v112
	v_mov_b32_e32 v23, v112
	v_mov_b32_e32 v22, v112
	v_mov_b32_e32 v21, v112
	v_mov_b32_e32 v20, v112
	v_mov_b32_e32 v19, v112
	v_mov_b32_e32 v18, v112
	v_mov_b32_e32 v17, v112
	v_mov_b32_e32 v16, v112
	v_mov_b32_e32 v15, v112
	v_mov_b32_e32 v14, v112
	v_mov_b32_e32 v13, v112
	v_mov_b32_e32 v12, v112
	v_mov_b32_e32 v11, v112
	v_mov_b32_e32 v10, v112
	v_mov_b32_e32 v9, v112
	v_mov_b32_e32 v8, v112
	v_mov_b32_e32 v7, v112
	v_mov_b32_e32 v6, v112
	v_mov_b32_e32 v5, v112
	v_mov_b32_e32 v4, v112
	v_mov_b32_e32 v3, v112
	v_mov_b32_e32 v2, v112
	v_mov_b32_e32 v1, v112
	s_mov_b32 s31, 0
	s_cbranch_scc0 .LBB5_69
; %bb.25:
	s_clause 0x1
	s_load_b64 s[24:25], s[0:1], 0x0
	s_load_b128 s[20:23], s[0:1], 0x18
	v_mul_u32_u24_e32 v1, 0xa0, v162
	v_and_b32_e32 v0, 31, v0
	s_mul_i32 s9, s9, s14
	s_load_b64 s[26:27], s[0:1], 0x28
	v_add3_u32 v163, s9, v130, v129
	v_mov_b32_e32 v129, 0
	v_or_b32_e32 v1, v1, v167
	v_mov_b32_e32 v2, 0x5040100
	v_cmp_gt_u32_e64 s0, 16, v0
	v_dual_mov_b32 v0, 0x7060302 :: v_dual_lshlrev_b32 v3, 4, v162
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b32_e32 v171, 1, v1
	v_mul_u32_u24_e32 v172, 40, v162
	v_cndmask_b32_e64 v170, 0x1000504, v2, s0
	v_mul_i32_i24_e32 v1, 0xffffffe8, v162
	v_lshlrev_b32_e32 v2, 8, v131
	v_cndmask_b32_e64 v173, 0x3020706, v0, s0
	v_xor_b32_e32 v0, 16, v3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s34, s24, 32
	s_addc_u32 s35, s25, 0
	v_add3_u32 v176, v172, v1, v2
	v_xor_b32_e32 v1, 32, v3
	s_add_u32 s36, s24, 64
	v_or_b32_e32 v177, v0, v2
	v_xor_b32_e32 v0, 0x60, v3
	s_addc_u32 s37, s25, 0
	v_or_b32_e32 v178, v1, v2
	v_xor_b32_e32 v1, 0x70, v3
	s_add_u32 s38, s24, 0x60
	s_addc_u32 s39, s25, 0
	s_add_u32 s40, s24, 0x80
	s_addc_u32 s41, s25, 0
	v_or_b32_e32 v182, v0, v2
	v_or_b32_e32 v183, v1, v2
	v_xor_b32_e32 v0, 0xb0, v3
	v_xor_b32_e32 v1, 0xc0, v3
	s_add_u32 s42, s24, 0xa0
	v_xor_b32_e32 v4, 48, v3
	v_xor_b32_e32 v5, 64, v3
	s_addc_u32 s43, s25, 0
	s_add_u32 s44, s24, 0xc0
	s_addc_u32 s45, s25, 0
	s_add_u32 s46, s24, 0xe0
	v_or_b32_e32 v187, v0, v2
	v_or_b32_e32 v188, v1, v2
	s_addc_u32 s47, s25, 0
	v_mad_u64_u32 v[0:1], null, s8, s14, v[162:163]
	v_mov_b32_e32 v1, 0
	v_xor_b32_e32 v6, 0x50, v3
	v_or_b32_e32 v179, v4, v2
	v_or_b32_e32 v180, v5, v2
	v_xor_b32_e32 v4, 0x80, v3
	v_xor_b32_e32 v5, 0x90, v3
	s_add_u32 s48, s20, 32
	s_addc_u32 s49, s21, 0
	s_add_u32 s50, s20, 64
	s_addc_u32 s51, s21, 0
	s_add_u32 s52, s20, 0x60
	v_or_b32_e32 v181, v6, v2
	v_xor_b32_e32 v6, 0xa0, v3
	v_or_b32_e32 v184, v4, v2
	v_or_b32_e32 v185, v5, v2
	v_xor_b32_e32 v4, 0xd0, v3
	v_xor_b32_e32 v5, 0xe0, v3
	v_xor_b32_e32 v3, 0xf0, v3
	s_addc_u32 s53, s21, 0
	s_add_u32 s54, s20, 0x80
	s_addc_u32 s55, s21, 0
	s_add_u32 s56, s20, 0xa0
	s_addc_u32 s57, s21, 0
	v_or_b32_e32 v174, 0x4000, v171
	v_add_nc_u32_e32 v175, 0x5400, v171
	v_or_b32_e32 v186, v6, v2
	v_or_b32_e32 v189, v4, v2
	v_or_b32_e32 v190, v5, v2
	v_or_b32_e32 v191, v3, v2
	v_mov_b32_e32 v2, v129
	s_add_u32 s58, s20, 0xc0
	v_lshl_add_u32 v165, v162, 7, s9
	v_mov_b32_e32 v3, v129
	v_dual_mov_b32 v4, v129 :: v_dual_mov_b32 v9, 0
	v_mov_b32_e32 v5, v129
	v_dual_mov_b32 v6, v129 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v7, v129
	v_dual_mov_b32 v8, v129 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v10, v129 :: v_dual_mov_b32 v33, 0
	v_mov_b32_e32 v11, v129
	v_dual_mov_b32 v12, v129 :: v_dual_mov_b32 v41, 0
	v_mov_b32_e32 v13, v129
	v_dual_mov_b32 v14, v129 :: v_dual_mov_b32 v65, 0
	v_mov_b32_e32 v15, v129
	v_dual_mov_b32 v16, v129 :: v_dual_mov_b32 v105, 0
	v_mov_b32_e32 v18, v129
	v_mov_b32_e32 v19, v129
	v_mov_b32_e32 v20, v129
	v_mov_b32_e32 v21, v129
	v_mov_b32_e32 v22, v129
	v_mov_b32_e32 v23, v129
	v_mov_b32_e32 v24, v129
	v_mov_b32_e32 v26, v129
	v_mov_b32_e32 v27, v129
	v_mov_b32_e32 v28, v129
	v_mov_b32_e32 v29, v129
	v_mov_b32_e32 v30, v129
	v_mov_b32_e32 v31, v129
	v_mov_b32_e32 v32, v129
	v_mov_b32_e32 v34, v129
	v_mov_b32_e32 v35, v129
	v_mov_b32_e32 v36, v129
	v_mov_b32_e32 v37, v129
	v_mov_b32_e32 v38, v129
	v_mov_b32_e32 v39, v129
	v_mov_b32_e32 v40, v129
	v_mov_b32_e32 v42, v129
	v_mov_b32_e32 v43, v129
	v_mov_b32_e32 v44, v129
	v_mov_b32_e32 v45, v129
	v_mov_b32_e32 v46, v129
	v_mov_b32_e32 v47, v129
	v_mov_b32_e32 v48, v129
	v_mov_b32_e32 v66, v129
	v_mov_b32_e32 v67, v129
	v_mov_b32_e32 v68, v129
	v_mov_b32_e32 v69, v129
	v_mov_b32_e32 v70, v129
	v_mov_b32_e32 v71, v129
	v_mov_b32_e32 v72, v129
	v_mov_b32_e32 v106, v129
	v_mov_b32_e32 v107, v129
	v_mov_b32_e32 v108, v129
	v_mov_b32_e32 v109, v129
	v_mov_b32_e32 v110, v129
	v_mov_b32_e32 v111, v129
	v_mov_b32_e32 v112, v129
	s_mul_f32 s33, s29, 0x3fb8aa3b
	s_addc_u32 s59, s21, 0
	s_add_u32 s60, s20, 0xe0
	s_addc_u32 s61, s21, 0
	s_mov_b32 s62, 0x76543210
	s_branch .LBB5_28
.LBB5_26:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt vmcnt(0)
	v_readlane_b32 s1, v138, 0
	v_readlane_b32 s12, v138, 1
	v_readlane_b32 s63, v138, 2
	v_readlane_b32 s64, v138, 4
	v_readlane_b32 s65, v138, 3
	v_mov_b32_e32 v139, s1
	v_readlane_b32 s1, v138, 5
	v_mov_b32_e32 v140, s63
	v_readlane_b32 s63, v138, 6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v139, s12, v139, s0
	v_mov_b32_e32 v141, s64
	v_cndmask_b32_e64 v140, s65, v140, s0
	v_readlane_b32 s12, v138, 7
	v_readlane_b32 s64, v138, 9
	v_sub_f32_e32 v130, v130, v139
	v_cndmask_b32_e64 v141, s1, v141, s0
	v_readlane_b32 s1, v138, 8
	v_sub_f32_e32 v131, v131, v140
	v_mov_b32_e32 v139, s63
	v_readlane_b32 s63, v138, 11
	v_sub_f32_e32 v132, v132, v141
	v_mov_b32_e32 v140, s1
	v_readlane_b32 s1, v138, 10
	v_cndmask_b32_e64 v139, s12, v139, s0
	v_readlane_b32 s12, v138, 12
	v_fma_mixlo_f16 v130, v193, v130, 0
	v_cndmask_b32_e64 v140, s64, v140, s0
	v_readlane_b32 s64, v138, 14
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v141, s1 :: v_dual_mov_b32 v142, s12
	v_readlane_b32 s1, v138, 13
	v_readlane_b32 s12, v138, 15
	v_dual_mov_b32 v138, s64 :: v_dual_sub_f32 v133, v133, v139
	v_fma_mixlo_f16 v131, v192, v131, 0
	v_cndmask_b32_e64 v139, s63, v141, s0
	v_sub_f32_e32 v134, v134, v140
	v_cndmask_b32_e64 v140, s1, v142, s0
	v_cndmask_b32_e64 v138, s12, v138, s0
	v_fma_mixlo_f16 v132, v196, v132, 0
	v_sub_f32_e32 v135, v135, v139
	v_fma_mixlo_f16 v133, v164, v133, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_sub_f32 v136, v136, v140 :: v_dual_sub_f32 v137, v137, v138
	v_cndmask_b32_e64 v130, 0, v130, s4
	v_cndmask_b32_e64 v131, 0, v131, s5
	v_fma_mixlo_f16 v134, v197, v134, 0
	v_cndmask_b32_e64 v132, 0, v132, s6
	v_cndmask_b32_e64 v133, 0, v133, s11
	v_fma_mixlo_f16 v135, v194, v135, 0
	v_fma_mixlo_f16 v136, v195, v136, 0
	v_fma_mixlo_f16 v137, v198, v137, 0
	v_pack_b32_f16 v139, v130, v131
	v_or_b32_e32 v130, 0x4000, v172
	v_cndmask_b32_e64 v138, 0, v134, s10
	v_add_nc_u32_e32 v134, 0x4010, v172
	v_pack_b32_f16 v141, v132, v133
	v_cndmask_b32_e64 v140, 0, v135, s7
	v_cndmask_b32_e64 v142, 0, v136, s8
	v_cndmask_b32_e64 v143, 0, v137, s9
	ds_load_2addr_b64 v[130:133], v130 offset1:1
	ds_load_2addr_b64 v[134:137], v134 offset1:1
	v_permlanex16_b32 v144, v139, s62, 0xfedcba98 op_sel:[0,1]
	v_pack_b32_f16 v145, v138, v140
	v_pack_b32_f16 v146, v142, v143
	v_permlanex16_b32 v142, v141, s62, 0xfedcba98 op_sel:[0,1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_perm_b32 v138, v144, v139, v170
	v_permlanex16_b32 v143, v145, s62, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v139, v144, v139, v173
	v_permlanex16_b32 v147, v146, s62, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v140, v142, v141, v170
	v_perm_b32 v141, v142, v141, v173
	v_perm_b32 v142, v143, v145, v170
	v_perm_b32 v143, v143, v145, v173
	v_perm_b32 v144, v147, v146, v170
	v_perm_b32 v145, v147, v146, v173
	v_add_nc_u32_e32 v146, 0x4280, v172
	v_add_nc_u32_e32 v147, 0x4290, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[105:112], v[138:145], v[130:137], v[105:112]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x4500, v172
	v_add_nc_u32_e32 v147, 0x4510, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[65:72], v[138:145], v[130:137], v[65:72]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x4780, v172
	v_add_nc_u32_e32 v147, 0x4790, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[41:48], v[138:145], v[130:137], v[41:48]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x4a00, v172
	v_add_nc_u32_e32 v147, 0x4a10, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[33:40], v[138:145], v[130:137], v[33:40]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x4c80, v172
	v_add_nc_u32_e32 v147, 0x4c90, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[25:32], v[138:145], v[130:137], v[25:32]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x4f00, v172
	v_add_nc_u32_e32 v147, 0x4f10, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[17:24], v[138:145], v[130:137], v[17:24]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x5180, v172
	v_add_nc_u32_e32 v147, 0x5190, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[9:16], v[138:145], v[130:137], v[9:16]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[1:8], v[138:145], v[130:137], v[1:8]
	;;#ASMEND
.LBB5_27:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s13
	v_add_nc_u32_e32 v163, 0x800, v163
	v_add_nc_u32_e32 v165, 0x800, v165
	s_add_i32 s31, s31, 16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s31, s14
	s_cbranch_scc1 .LBB5_69
.LBB5_28:                               ; =>This Inner Loop Header: Depth=1
	v_dual_mov_b32 v131, 0 :: v_dual_add_nc_u32 v134, s31, v167
	v_dual_mov_b32 v130, 0 :: v_dual_mov_b32 v133, 0
	v_dual_mov_b32 v132, 0 :: v_dual_mov_b32 v135, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s1, s14, v134
	v_dual_mov_b32 v134, 0 :: v_dual_mov_b32 v137, 0
	v_mov_b32_e32 v136, 0
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s1
	s_cbranch_execz .LBB5_30
; %bb.29:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v164, 31, v163
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[130:131], 1, v[163:164]
	v_add_co_u32 v132, s1, s24, v130
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v133, s1, s25, v131, s1
	v_add_co_u32 v130, s1, s20, v130
	v_add_co_ci_u32_e64 v131, s1, s21, v131, s1
	global_load_b128 v[134:137], v[132:133], off
	global_load_b128 v[130:133], v[130:131], off
.LBB5_30:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v147, 0 :: v_dual_add_nc_u32 v138, s31, v162
	v_dual_mov_b32 v146, 0 :: v_dual_mov_b32 v151, 0
	v_dual_mov_b32 v148, 0 :: v_dual_mov_b32 v153, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s1, s14, v138
	v_dual_mov_b32 v138, 0 :: v_dual_mov_b32 v149, 0
	v_mov_b32_e32 v150, 0
	v_mov_b32_e32 v152, 0
	s_waitcnt vmcnt(1)
	ds_store_b16 v171, v134 offset:16384
	s_waitcnt vmcnt(0)
	ds_store_b16 v171, v130 offset:21504
	ds_store_b16_d16_hi v174, v134 offset:40
	ds_store_b16 v174, v135 offset:80
	ds_store_b16_d16_hi v174, v135 offset:120
	ds_store_b16 v174, v136 offset:160
	ds_store_b16_d16_hi v174, v136 offset:200
	ds_store_b16 v174, v137 offset:240
	ds_store_b16_d16_hi v174, v137 offset:280
	ds_store_b16_d16_hi v175, v130 offset:40
	ds_store_b16 v175, v131 offset:80
	ds_store_b16_d16_hi v175, v131 offset:120
	ds_store_b16 v175, v132 offset:160
	ds_store_b16_d16_hi v175, v132 offset:200
	ds_store_b16 v175, v133 offset:240
	ds_store_b16_d16_hi v175, v133 offset:280
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s1
; %bb.31:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[130:131], 1, v[165:166]
	v_add_co_u32 v130, s4, s24, v130
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v131, s4, s25, v131, s4
	s_clause 0x1
	global_load_b128 v[146:149], v[130:131], off
	global_load_b128 v[150:153], v[130:131], off offset:16
; %bb.32:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v136, v129 :: v_dual_mov_b32 v145, 0
	v_dual_mov_b32 v130, v129 :: v_dual_mov_b32 v139, 0
	v_dual_mov_b32 v131, v129 :: v_dual_mov_b32 v140, 0
	v_dual_mov_b32 v132, v129 :: v_dual_mov_b32 v141, 0
	v_dual_mov_b32 v133, v129 :: v_dual_mov_b32 v142, 0
	v_dual_mov_b32 v134, v129 :: v_dual_mov_b32 v143, 0
	v_dual_mov_b32 v135, v129 :: v_dual_mov_b32 v144, 0
	v_mov_b32_e32 v137, v136
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mov_b32_e32 v136, v135
	v_mov_b32_e32 v135, v134
	v_mov_b32_e32 v134, v133
	v_mov_b32_e32 v133, v132
	v_mov_b32_e32 v132, v131
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v130, v129
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[146:153], v[57:64], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s5, s1
; %bb.33:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v142, s4, s34, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v143, s4, s35, v139, s4
	s_clause 0x1
	global_load_b128 v[138:141], v[142:143], off
	global_load_b128 v[142:145], v[142:143], off offset:16
; %bb.34:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v146, 0 :: v_dual_mov_b32 v155, 0
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v157, 0
	v_dual_mov_b32 v156, 0 :: v_dual_mov_b32 v159, 0
	v_dual_mov_b32 v158, 0 :: v_dual_mov_b32 v161, 0
	v_mov_b32_e32 v160, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[138:145], v[49:56], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s5, s1
; %bb.35:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v138, s4, s36, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, s4, s37, v139, s4
	s_clause 0x1
	global_load_b128 v[154:157], v[138:139], off
	global_load_b128 v[158:161], v[138:139], off offset:16
; %bb.36:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v147, 0 :: v_dual_mov_b32 v148, 0
	v_dual_mov_b32 v149, 0 :: v_dual_mov_b32 v150, 0
	v_dual_mov_b32 v151, 0 :: v_dual_mov_b32 v152, 0
	v_mov_b32_e32 v153, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[154:161], v[81:88], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s5, s1
; %bb.37:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v138, s4, s38, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, s4, s39, v139, s4
	s_clause 0x1
	global_load_b128 v[146:149], v[138:139], off
	global_load_b128 v[150:153], v[138:139], off offset:16
; %bb.38:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v138, 0 :: v_dual_mov_b32 v155, 0
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v157, 0
	v_dual_mov_b32 v156, 0 :: v_dual_mov_b32 v159, 0
	v_dual_mov_b32 v158, 0 :: v_dual_mov_b32 v161, 0
	v_mov_b32_e32 v160, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[146:153], v[73:80], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s5, s1
; %bb.39:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[139:140], 1, v[165:166]
	v_add_co_u32 v139, s4, s40, v139
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v140, s4, s41, v140, s4
	s_clause 0x1
	global_load_b128 v[154:157], v[139:140], off
	global_load_b128 v[158:161], v[139:140], off offset:16
; %bb.40:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v139, 0 :: v_dual_mov_b32 v140, 0
	v_dual_mov_b32 v141, 0 :: v_dual_mov_b32 v142, 0
	v_dual_mov_b32 v143, 0 :: v_dual_mov_b32 v144, 0
	v_mov_b32_e32 v145, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[154:161], v[97:104], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s5, s1
; %bb.41:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v142, s4, s42, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v143, s4, s43, v139, s4
	s_clause 0x1
	global_load_b128 v[138:141], v[142:143], off
	global_load_b128 v[142:145], v[142:143], off offset:16
; %bb.42:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v146, 0 :: v_dual_mov_b32 v155, 0
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v157, 0
	v_dual_mov_b32 v156, 0 :: v_dual_mov_b32 v159, 0
	v_dual_mov_b32 v158, 0 :: v_dual_mov_b32 v161, 0
	v_mov_b32_e32 v160, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[138:145], v[89:96], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s5, s1
; %bb.43:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v138, s4, s44, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, s4, s45, v139, s4
	s_clause 0x1
	global_load_b128 v[154:157], v[138:139], off
	global_load_b128 v[158:161], v[138:139], off offset:16
; %bb.44:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v147, 0 :: v_dual_mov_b32 v148, 0
	v_dual_mov_b32 v149, 0 :: v_dual_mov_b32 v150, 0
	v_dual_mov_b32 v151, 0 :: v_dual_mov_b32 v152, 0
	v_mov_b32_e32 v153, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[154:161], v[121:128], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s5, s1
; %bb.45:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v138, s4, s46, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, s4, s47, v139, s4
	s_clause 0x1
	global_load_b128 v[146:149], v[138:139], off
	global_load_b128 v[150:153], v[138:139], off offset:16
; %bb.46:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	v_mov_b32_e32 v138, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[146:153], v[113:120], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s5, s1
	s_cbranch_execz .LBB5_48
; %bb.47:                               ;   in Loop: Header=BB5_28 Depth=1
	v_add_nc_u32_e32 v138, s31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v139, 31, v138
	v_lshlrev_b64 v[138:139], 2, v[138:139]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v138, s4, s22, v138
	v_add_co_ci_u32_e64 v139, s4, s23, v139, s4
	global_load_b32 v138, v[138:139], off
.LBB5_48:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v138, 0x3fb8aa3b, v138 :: v_dual_add_nc_u32 v139, s31, v169
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_readlane_b32 s5, v138, 0
	v_readlane_b32 s6, v138, 1
	v_readlane_b32 s7, v138, 2
	v_add_nc_u32_e32 v140, 2, v139
	v_readlane_b32 s8, v138, 3
	v_mov_b32_e32 v141, s5
	v_readlane_b32 s9, v138, 4
	v_dual_mov_b32 v142, s7 :: v_dual_add_nc_u32 v143, 4, v139
	v_readlane_b32 s7, v138, 6
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v141, s6, v141, s0
	v_readlane_b32 s10, v138, 5
	v_readlane_b32 s11, v138, 7
	v_cndmask_b32_e64 v142, s8, v142, s0
	v_cmp_gt_i32_e64 s5, s14, v140
	v_mov_b32_e32 v140, s9
	v_fma_f32 v130, s33, v130, -v141
	v_mov_b32_e32 v141, s7
	v_fma_f32 v131, s33, v131, -v142
	v_readlane_b32 s7, v138, 8
	v_cndmask_b32_e64 v140, s10, v140, s0
	v_exp_f32_e32 v193, v130
	v_cndmask_b32_e64 v130, s11, v141, s0
	v_exp_f32_e32 v192, v131
	v_readlane_b32 s8, v138, 9
	v_fma_f32 v131, s33, v132, -v140
	v_add_nc_u32_e32 v132, 6, v139
	v_fma_f32 v130, s33, v133, -v130
	v_mov_b32_e32 v133, s7
	v_readlane_b32 s9, v138, 12
	v_readlane_b32 s11, v138, 14
	v_exp_f32_e32 v196, v131
	v_exp_f32_e32 v164, v130
	v_cndmask_b32_e64 v130, s8, v133, s0
	v_readlane_b32 s8, v138, 10
	v_cmp_gt_i32_e64 s7, s14, v132
	v_add_nc_u32_e32 v131, 8, v139
	v_readlane_b32 s10, v138, 11
	v_readlane_b32 s12, v138, 13
	v_dual_mov_b32 v132, s8 :: v_dual_mov_b32 v133, s9
	v_readlane_b32 s9, v138, 15
	v_mov_b32_e32 v138, s11
	v_cmp_gt_i32_e64 s8, s14, v131
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v132, s10, v132, s0
	v_cndmask_b32_e64 v131, s12, v133, s0
	v_fma_f32 v130, s33, v134, -v130
	v_cndmask_b32_e64 v133, s9, v138, s0
	v_add_nc_u32_e32 v134, 14, v139
	v_fma_f32 v132, s33, v135, -v132
	v_fma_f32 v131, s33, v136, -v131
	v_exp_f32_e32 v197, v130
	v_fma_f32 v133, s33, v137, -v133
	v_add_nc_u32_e32 v130, 10, v139
	v_exp_f32_e32 v194, v132
	v_add_nc_u32_e32 v132, 12, v139
	v_exp_f32_e32 v195, v131
	v_exp_f32_e32 v198, v133
	v_cmp_gt_i32_e64 s4, s14, v139
	v_cmp_gt_i32_e64 s6, s14, v143
	v_cmp_gt_i32_e64 s9, s14, v130
	v_cmp_gt_i32_e64 s12, s14, v132
	v_cmp_gt_i32_e64 s13, s14, v134
	s_and_b32 s4, s2, s4
	s_and_b32 s5, s2, s5
	s_and_b32 s6, s2, s6
	s_and_b32 s11, s2, s7
	s_and_b32 s10, s2, s8
	s_and_b32 s7, s2, s9
	s_and_b32 s8, s2, s12
	s_and_b32 s9, s2, s13
	s_and_saveexec_b32 s12, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s12, exec_lo, s12
	s_cbranch_execz .LBB5_50
; %bb.49:                               ;   in Loop: Header=BB5_28 Depth=1
	v_cvt_f16_f32_e64 v130, v193
	v_cvt_f16_f32_e64 v131, v192
	v_cvt_f16_f32_e64 v132, v196
	v_cvt_f16_f32_e64 v133, v164
	v_cvt_f16_f32_e64 v135, v197
	v_cndmask_b32_e64 v130, 0, v130, s4
	v_cndmask_b32_e64 v131, 0, v131, s5
	v_cvt_f16_f32_e64 v134, v198
	v_cndmask_b32_e64 v132, 0, v132, s6
	v_cndmask_b32_e64 v133, 0, v133, s11
	v_cvt_f16_f32_e64 v136, v195
	v_cvt_f16_f32_e64 v137, v194
	v_pack_b32_f16 v139, v130, v131
	v_or_b32_e32 v130, 0x5400, v172
	v_cndmask_b32_e64 v138, 0, v135, s10
	v_add_nc_u32_e32 v135, 0x5410, v172
	v_pack_b32_f16 v141, v132, v133
	v_cndmask_b32_e64 v140, 0, v137, s7
	v_cndmask_b32_e64 v142, 0, v136, s8
	v_cndmask_b32_e64 v143, 0, v134, s9
	ds_load_2addr_b64 v[130:133], v130 offset1:1
	ds_load_2addr_b64 v[134:137], v135 offset1:1
	v_permlanex16_b32 v144, v139, s62, 0xfedcba98 op_sel:[0,1]
	v_pack_b32_f16 v145, v138, v140
                                        ; implicit-def: $vgpr193
                                        ; implicit-def: $vgpr192
                                        ; implicit-def: $vgpr196
                                        ; implicit-def: $vgpr164
                                        ; implicit-def: $vgpr197
                                        ; implicit-def: $vgpr194
                                        ; implicit-def: $vgpr195
                                        ; implicit-def: $vgpr198
	v_pack_b32_f16 v146, v142, v143
	v_permlanex16_b32 v142, v141, s62, 0xfedcba98 op_sel:[0,1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_perm_b32 v138, v144, v139, v170
	v_permlanex16_b32 v143, v145, s62, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v139, v144, v139, v173
	v_permlanex16_b32 v147, v146, s62, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v140, v142, v141, v170
	v_perm_b32 v141, v142, v141, v173
	v_perm_b32 v142, v143, v145, v170
	v_perm_b32 v143, v143, v145, v173
	v_perm_b32 v144, v147, v146, v170
	v_perm_b32 v145, v147, v146, v173
	v_add_nc_u32_e32 v146, 0x5680, v172
	v_add_nc_u32_e32 v147, 0x5690, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[105:112], v[138:145], v[130:137], v[105:112]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x5900, v172
	v_add_nc_u32_e32 v147, 0x5910, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[65:72], v[138:145], v[130:137], v[65:72]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x5b80, v172
	v_add_nc_u32_e32 v147, 0x5b90, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[41:48], v[138:145], v[130:137], v[41:48]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x5e00, v172
	v_add_nc_u32_e32 v147, 0x5e10, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[33:40], v[138:145], v[130:137], v[33:40]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x6080, v172
	v_add_nc_u32_e32 v147, 0x6090, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[25:32], v[138:145], v[130:137], v[25:32]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x6300, v172
	v_add_nc_u32_e32 v147, 0x6310, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[17:24], v[138:145], v[130:137], v[17:24]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	v_add_nc_u32_e32 v146, 0x6580, v172
	v_add_nc_u32_e32 v147, 0x6590, v172
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[9:16], v[138:145], v[130:137], v[9:16]
	;;#ASMEND
	ds_load_2addr_b64 v[130:133], v146 offset1:1
	ds_load_2addr_b64 v[134:137], v147 offset1:1
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[1:8], v[138:145], v[130:137], v[1:8]
	;;#ASMEND
.LBB5_50:                               ;   in Loop: Header=BB5_28 Depth=1
	s_and_not1_saveexec_b32 s13, s12
	s_cbranch_execz .LBB5_27
; %bb.51:                               ;   in Loop: Header=BB5_28 Depth=1
	v_dual_mov_b32 v138, 0 :: v_dual_mov_b32 v147, 0
	v_dual_mov_b32 v146, 0 :: v_dual_mov_b32 v149, 0
	v_dual_mov_b32 v148, 0 :: v_dual_mov_b32 v151, 0
	v_dual_mov_b32 v150, 0 :: v_dual_mov_b32 v153, 0
	v_mov_b32_e32 v152, 0
	s_and_saveexec_b32 s63, s1
; %bb.52:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[130:131], 1, v[165:166]
	v_add_co_u32 v130, s12, s20, v130
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v131, s12, s21, v131, s12
	s_clause 0x1
	global_load_b128 v[146:149], v[130:131], off
	global_load_b128 v[150:153], v[130:131], off offset:16
; %bb.53:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s63
	ds_load_b128 v[154:157], v176
	ds_load_b128 v[158:161], v177
	v_dual_mov_b32 v136, v129 :: v_dual_mov_b32 v145, 0
	v_dual_mov_b32 v130, v129 :: v_dual_mov_b32 v139, 0
	v_dual_mov_b32 v131, v129 :: v_dual_mov_b32 v140, 0
	v_dual_mov_b32 v132, v129 :: v_dual_mov_b32 v141, 0
	v_dual_mov_b32 v133, v129 :: v_dual_mov_b32 v142, 0
	v_dual_mov_b32 v134, v129 :: v_dual_mov_b32 v143, 0
	v_dual_mov_b32 v135, v129 :: v_dual_mov_b32 v144, 0
	v_mov_b32_e32 v137, v136
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mov_b32_e32 v136, v135
	v_mov_b32_e32 v135, v134
	v_mov_b32_e32 v134, v133
	v_mov_b32_e32 v133, v132
	v_mov_b32_e32 v132, v131
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v130, v129
	s_waitcnt vmcnt(0) lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[146:153], v[154:161], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s63, s1
; %bb.54:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v142, s12, s48, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v143, s12, s49, v139, s12
	s_clause 0x1
	global_load_b128 v[138:141], v[142:143], off
	global_load_b128 v[142:145], v[142:143], off offset:16
; %bb.55:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s63
	ds_load_b128 v[199:202], v178
	ds_load_b128 v[203:206], v179
	v_dual_mov_b32 v146, 0 :: v_dual_mov_b32 v155, 0
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v157, 0
	v_dual_mov_b32 v156, 0 :: v_dual_mov_b32 v159, 0
	v_dual_mov_b32 v158, 0 :: v_dual_mov_b32 v161, 0
	v_mov_b32_e32 v160, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[138:145], v[199:206], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s63, s1
; %bb.56:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v138, s12, s50, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, s12, s51, v139, s12
	s_clause 0x1
	global_load_b128 v[154:157], v[138:139], off
	global_load_b128 v[158:161], v[138:139], off offset:16
; %bb.57:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s63
	ds_load_b128 v[138:141], v180
	ds_load_b128 v[142:145], v181
	v_dual_mov_b32 v147, 0 :: v_dual_mov_b32 v148, 0
	v_dual_mov_b32 v149, 0 :: v_dual_mov_b32 v150, 0
	v_dual_mov_b32 v151, 0 :: v_dual_mov_b32 v152, 0
	v_mov_b32_e32 v153, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[154:161], v[138:145], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s63, s1
; %bb.58:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v138, s12, s52, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, s12, s53, v139, s12
	s_clause 0x1
	global_load_b128 v[146:149], v[138:139], off
	global_load_b128 v[150:153], v[138:139], off offset:16
; %bb.59:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s63
	ds_load_b128 v[199:202], v182
	ds_load_b128 v[203:206], v183
	v_dual_mov_b32 v138, 0 :: v_dual_mov_b32 v155, 0
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v157, 0
	v_dual_mov_b32 v156, 0 :: v_dual_mov_b32 v159, 0
	v_dual_mov_b32 v158, 0 :: v_dual_mov_b32 v161, 0
	v_mov_b32_e32 v160, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[146:153], v[199:206], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s63, s1
; %bb.60:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[139:140], 1, v[165:166]
	v_add_co_u32 v139, s12, s54, v139
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v140, s12, s55, v140, s12
	s_clause 0x1
	global_load_b128 v[154:157], v[139:140], off
	global_load_b128 v[158:161], v[139:140], off offset:16
; %bb.61:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s63
	ds_load_b128 v[146:149], v184
	ds_load_b128 v[150:153], v185
	v_dual_mov_b32 v139, 0 :: v_dual_mov_b32 v140, 0
	v_dual_mov_b32 v141, 0 :: v_dual_mov_b32 v142, 0
	v_dual_mov_b32 v143, 0 :: v_dual_mov_b32 v144, 0
	v_mov_b32_e32 v145, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[154:161], v[146:153], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s63, s1
; %bb.62:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v142, s12, s56, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v143, s12, s57, v139, s12
	s_clause 0x1
	global_load_b128 v[138:141], v[142:143], off
	global_load_b128 v[142:145], v[142:143], off offset:16
; %bb.63:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s63
	ds_load_b128 v[199:202], v186
	ds_load_b128 v[203:206], v187
	v_dual_mov_b32 v146, 0 :: v_dual_mov_b32 v155, 0
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v157, 0
	v_dual_mov_b32 v156, 0 :: v_dual_mov_b32 v159, 0
	v_dual_mov_b32 v158, 0 :: v_dual_mov_b32 v161, 0
	v_mov_b32_e32 v160, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[138:145], v[199:206], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s63, s1
; %bb.64:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v138, s12, s58, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, s12, s59, v139, s12
	s_clause 0x1
	global_load_b128 v[154:157], v[138:139], off
	global_load_b128 v[158:161], v[138:139], off offset:16
; %bb.65:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s63
	ds_load_b128 v[138:141], v188
	ds_load_b128 v[142:145], v189
	v_dual_mov_b32 v147, 0 :: v_dual_mov_b32 v148, 0
	v_dual_mov_b32 v149, 0 :: v_dual_mov_b32 v150, 0
	v_dual_mov_b32 v151, 0 :: v_dual_mov_b32 v152, 0
	v_mov_b32_e32 v153, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[154:161], v[138:145], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s63, s1
; %bb.66:                               ;   in Loop: Header=BB5_28 Depth=1
	v_ashrrev_i32_e32 v166, 31, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[138:139], 1, v[165:166]
	v_add_co_u32 v138, s12, s60, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, s12, s61, v139, s12
	s_clause 0x1
	global_load_b128 v[146:149], v[138:139], off
	global_load_b128 v[150:153], v[138:139], off offset:16
; %bb.67:                               ;   in Loop: Header=BB5_28 Depth=1
	s_or_b32 exec_lo, exec_lo, s63
	ds_load_b128 v[154:157], v190
	ds_load_b128 v[158:161], v191
	v_mov_b32_e32 v138, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[130:137], v[146:153], v[154:161], v[130:137]
	;;#ASMEND
	s_and_saveexec_b32 s12, s1
	s_cbranch_execz .LBB5_26
; %bb.68:                               ;   in Loop: Header=BB5_28 Depth=1
	v_add_nc_u32_e32 v138, s31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v139, 31, v138
	v_lshlrev_b64 v[138:139], 2, v[138:139]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v138, s1, s26, v138
	v_add_co_ci_u32_e64 v139, s1, s27, v139, s1
	global_load_b32 v138, v[138:139], off
	s_branch .LBB5_26
.LBB5_69:
	v_or3_b32 v0, v168, v169, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s15, v0
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB5_71
; %bb.70:
	s_waitcnt vmcnt(1)
	v_lshl_add_u32 v49, v0, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v51, s29, v105 :: v_dual_mov_b32 v52, s16
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v53, s17
	v_or_b32_e32 v49, v49, v162
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v51, v105, v51, vcc_lo
	v_cndmask_b32_e32 v52, s18, v52, vcc_lo
	v_cndmask_b32_e32 v53, s19, v53, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v50, 31, v49
	v_cvt_f16_f32_e32 v51, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[49:50], 1, v[49:50]
	v_add_co_u32 v49, s1, v52, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v50, s1, v53, v50, s1
	global_store_b16 v[49:50], v51, off
.LBB5_71:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v49, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s15, v49
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB5_73
; %bb.72:
	v_lshl_add_u32 v50, v49, 7, s28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_mul_f32 v52, s29, v106 :: v_dual_mov_b32 v53, s16
	v_mov_b32_e32 v54, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v50, v50, v162
	v_cndmask_b32_e32 v52, v106, v52, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v53, s18, v53, vcc_lo
	v_cndmask_b32_e32 v54, s19, v54, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v51, 31, v50
	v_cvt_f16_f32_e32 v52, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[50:51], 1, v[50:51]
	v_add_co_u32 v50, s2, v53, v50
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v51, s2, v54, v51, s2
	global_store_b16 v[50:51], v52, off
.LBB5_73:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v50, 4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s15, v50
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB5_75
; %bb.74:
	v_lshl_add_u32 v51, v50, 7, s28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_mul_f32 v53, s29, v107 :: v_dual_mov_b32 v54, s16
	v_mov_b32_e32 v55, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v51, v51, v162
	v_cndmask_b32_e32 v53, v107, v53, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v54, s18, v54, vcc_lo
	v_cndmask_b32_e32 v55, s19, v55, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v52, 31, v51
	v_cvt_f16_f32_e32 v53, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[51:52], 1, v[51:52]
	v_add_co_u32 v51, s3, v54, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v52, s3, v55, v52, s3
	global_store_b16 v[51:52], v53, off
.LBB5_75:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v51, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s15, v51
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB5_77
; %bb.76:
	v_lshl_add_u32 v52, v51, 7, s28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_mul_f32 v54, s29, v108 :: v_dual_mov_b32 v55, s16
	v_mov_b32_e32 v56, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v52, v52, v162
	v_cndmask_b32_e32 v54, v108, v54, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v55, s18, v55, vcc_lo
	v_cndmask_b32_e32 v56, s19, v56, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v53, 31, v52
	v_cvt_f16_f32_e32 v54, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[52:53], 1, v[52:53]
	v_add_co_u32 v52, s4, v55, v52
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v53, s4, v56, v53, s4
	global_store_b16 v[52:53], v54, off
.LBB5_77:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v52, 8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s15, v52
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB5_79
; %bb.78:
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v53, v52, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v55, s29, v109 :: v_dual_mov_b32 v56, s16
	v_mov_b32_e32 v57, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v53, v53, v162
	v_cndmask_b32_e32 v55, v109, v55, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v56, s18, v56, vcc_lo
	v_cndmask_b32_e32 v57, s19, v57, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v54, 31, v53
	v_cvt_f16_f32_e32 v55, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[53:54], 1, v[53:54]
	v_add_co_u32 v53, s5, v56, v53
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v54, s5, v57, v54, s5
	global_store_b16 v[53:54], v55, off
.LBB5_79:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v53, 10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s15, v53
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB5_81
; %bb.80:
	v_lshl_add_u32 v54, v53, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v56, s29, v110 :: v_dual_mov_b32 v57, s16
	v_mov_b32_e32 v58, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v54, v54, v162
	v_cndmask_b32_e32 v56, v110, v56, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v57, s18, v57, vcc_lo
	v_cndmask_b32_e32 v58, s19, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v55, 31, v54
	v_cvt_f16_f32_e32 v56, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[54:55], 1, v[54:55]
	v_add_co_u32 v54, s6, v57, v54
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v55, s6, v58, v55, s6
	global_store_b16 v[54:55], v56, off
.LBB5_81:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v54, 12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s15, v54
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB5_83
; %bb.82:
	v_lshl_add_u32 v55, v54, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v57, s29, v111 :: v_dual_mov_b32 v58, s16
	v_mov_b32_e32 v59, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v55, v55, v162
	v_cndmask_b32_e32 v57, v111, v57, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v58, s18, v58, vcc_lo
	v_cndmask_b32_e32 v59, s19, v59, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v56, 31, v55
	v_cvt_f16_f32_e32 v57, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[55:56], 1, v[55:56]
	v_add_co_u32 v55, s7, v58, v55
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v56, s7, v59, v56, s7
	global_store_b16 v[55:56], v57, off
.LBB5_83:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v55, 14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s7, s15, v55
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB5_141
; %bb.84:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execnz .LBB5_142
.LBB5_85:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execnz .LBB5_143
.LBB5_86:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB5_144
.LBB5_87:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB5_145
.LBB5_88:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB5_146
.LBB5_89:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB5_147
.LBB5_90:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB5_148
.LBB5_91:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB5_149
.LBB5_92:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execnz .LBB5_150
.LBB5_93:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execnz .LBB5_151
.LBB5_94:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB5_152
.LBB5_95:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB5_153
.LBB5_96:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB5_154
.LBB5_97:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB5_155
.LBB5_98:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB5_156
.LBB5_99:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB5_157
.LBB5_100:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execnz .LBB5_158
.LBB5_101:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execnz .LBB5_159
.LBB5_102:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB5_160
.LBB5_103:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB5_161
.LBB5_104:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB5_162
.LBB5_105:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB5_163
.LBB5_106:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB5_164
.LBB5_107:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB5_165
.LBB5_108:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execnz .LBB5_166
.LBB5_109:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execnz .LBB5_167
.LBB5_110:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB5_168
.LBB5_111:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB5_169
.LBB5_112:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB5_170
.LBB5_113:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB5_171
.LBB5_114:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB5_172
.LBB5_115:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB5_173
.LBB5_116:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execnz .LBB5_174
.LBB5_117:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execnz .LBB5_175
.LBB5_118:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB5_176
.LBB5_119:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB5_177
.LBB5_120:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB5_178
.LBB5_121:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB5_179
.LBB5_122:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB5_180
.LBB5_123:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB5_181
.LBB5_124:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execnz .LBB5_182
.LBB5_125:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execnz .LBB5_183
.LBB5_126:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execnz .LBB5_184
.LBB5_127:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execnz .LBB5_185
.LBB5_128:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execnz .LBB5_186
.LBB5_129:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB5_187
.LBB5_130:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB5_188
.LBB5_131:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB5_189
.LBB5_132:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB5_190
.LBB5_133:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB5_191
.LBB5_134:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB5_192
.LBB5_135:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB5_193
.LBB5_136:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB5_194
.LBB5_137:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB5_195
.LBB5_138:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB5_196
.LBB5_139:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB5_197
.LBB5_140:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB5_141:
	v_lshl_add_u32 v56, v55, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v58, s29, v112 :: v_dual_mov_b32 v59, s16
	v_mov_b32_e32 v60, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v162
	v_cndmask_b32_e32 v58, v112, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v59, s18, v59, vcc_lo
	v_cndmask_b32_e32 v60, s19, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v57, 31, v56
	v_cvt_f16_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v56, s8, v59, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s8, v60, v57, s8
	global_store_b16 v[56:57], v58, off
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB5_85
.LBB5_142:
	v_lshl_add_u32 v56, v0, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v58, s29, v65 :: v_dual_mov_b32 v59, s16
	v_mov_b32_e32 v60, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v162
	v_cndmask_b32_e32 v58, v65, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v59, s18, v59, vcc_lo
	v_cndmask_b32_e32 v60, s19, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v57, 31, v56
	v_cvt_f16_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v56, s8, v59, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s8, v60, v57, s8
	global_store_b16 v[56:57], v58, off offset:32
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB5_86
.LBB5_143:
	v_lshl_add_u32 v56, v49, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v58, s29, v66 :: v_dual_mov_b32 v59, s16
	v_mov_b32_e32 v60, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v162
	v_cndmask_b32_e32 v58, v66, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v59, s18, v59, vcc_lo
	v_cndmask_b32_e32 v60, s19, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v57, 31, v56
	v_cvt_f16_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v56, s8, v59, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s8, v60, v57, s8
	global_store_b16 v[56:57], v58, off offset:32
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB5_87
.LBB5_144:
	v_lshl_add_u32 v56, v50, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v58, s29, v67 :: v_dual_mov_b32 v59, s16
	v_mov_b32_e32 v60, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v162
	v_cndmask_b32_e32 v58, v67, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v59, s18, v59, vcc_lo
	v_cndmask_b32_e32 v60, s19, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v57, 31, v56
	v_cvt_f16_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v56, s8, v59, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s8, v60, v57, s8
	global_store_b16 v[56:57], v58, off offset:32
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB5_88
.LBB5_145:
	v_lshl_add_u32 v56, v51, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v58, s29, v68 :: v_dual_mov_b32 v59, s16
	v_mov_b32_e32 v60, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v162
	v_cndmask_b32_e32 v58, v68, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v59, s18, v59, vcc_lo
	v_cndmask_b32_e32 v60, s19, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v57, 31, v56
	v_cvt_f16_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v56, s8, v59, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s8, v60, v57, s8
	global_store_b16 v[56:57], v58, off offset:32
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB5_89
.LBB5_146:
	v_lshl_add_u32 v56, v52, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v58, s29, v69 :: v_dual_mov_b32 v59, s16
	v_mov_b32_e32 v60, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v162
	v_cndmask_b32_e32 v58, v69, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v59, s18, v59, vcc_lo
	v_cndmask_b32_e32 v60, s19, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v57, 31, v56
	v_cvt_f16_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v56, s8, v59, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s8, v60, v57, s8
	global_store_b16 v[56:57], v58, off offset:32
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB5_90
.LBB5_147:
	v_lshl_add_u32 v56, v53, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v58, s29, v70 :: v_dual_mov_b32 v59, s16
	v_mov_b32_e32 v60, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v162
	v_cndmask_b32_e32 v58, v70, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v59, s18, v59, vcc_lo
	v_cndmask_b32_e32 v60, s19, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v57, 31, v56
	v_cvt_f16_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v56, s8, v59, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s8, v60, v57, s8
	global_store_b16 v[56:57], v58, off offset:32
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB5_91
.LBB5_148:
	v_lshl_add_u32 v56, v54, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v58, s29, v71 :: v_dual_mov_b32 v59, s16
	v_mov_b32_e32 v60, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v162
	v_cndmask_b32_e32 v58, v71, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v59, s18, v59, vcc_lo
	v_cndmask_b32_e32 v60, s19, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v57, 31, v56
	v_cvt_f16_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v56, s8, v59, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s8, v60, v57, s8
	global_store_b16 v[56:57], v58, off offset:32
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB5_92
.LBB5_149:
	v_lshl_add_u32 v56, v55, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v58, s29, v72 :: v_dual_mov_b32 v59, s16
	v_mov_b32_e32 v60, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v162
	v_cndmask_b32_e32 v58, v72, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v59, s18, v59, vcc_lo
	v_cndmask_b32_e32 v60, s19, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v57, 31, v56
	v_cvt_f16_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v56, s8, v59, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s8, v60, v57, s8
	global_store_b16 v[56:57], v58, off offset:32
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB5_93
.LBB5_150:
	v_lshl_add_u32 v56, v0, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v58, s29, v41 :: v_dual_mov_b32 v59, s16
	v_mov_b32_e32 v60, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v162
	v_cndmask_b32_e32 v41, v41, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v58, s18, v59, vcc_lo
	v_cndmask_b32_e32 v59, s19, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v57, 31, v56
	v_cvt_f16_f32_e32 v41, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[56:57], 1, v[56:57]
	v_add_co_u32 v56, s8, v58, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, s8, v59, v57, s8
	global_store_b16 v[56:57], v41, off offset:64
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB5_94
.LBB5_151:
	v_lshl_add_u32 v41, v49, 7, s28
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v58, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v41, v162
	v_mul_f32_e32 v41, s29, v42
	v_mov_b32_e32 v59, s17
	v_ashrrev_i32_e32 v57, 31, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v60, v42, v41, vcc_lo
	v_lshlrev_b64 v[41:42], 1, v[56:57]
	v_cndmask_b32_e32 v56, s18, v58, vcc_lo
	v_cndmask_b32_e32 v57, s19, v59, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f16_f32_e32 v58, v60
	v_add_co_u32 v41, s8, v56, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, s8, v57, v42, s8
	global_store_b16 v[41:42], v58, off offset:64
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB5_95
.LBB5_152:
	v_lshl_add_u32 v41, v50, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v56, s29, v43 :: v_dual_mov_b32 v57, s16
	v_mov_b32_e32 v58, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v41, v41, v162
	v_cndmask_b32_e32 v43, v43, v56, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v56, s18, v57, vcc_lo
	v_cndmask_b32_e32 v57, s19, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v42, 31, v41
	v_cvt_f16_f32_e32 v43, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[41:42], 1, v[41:42]
	v_add_co_u32 v41, s8, v56, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, s8, v57, v42, s8
	global_store_b16 v[41:42], v43, off offset:64
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB5_96
.LBB5_153:
	v_lshl_add_u32 v41, v51, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v43, s29, v44 :: v_dual_mov_b32 v56, s16
	v_mov_b32_e32 v57, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v41, v41, v162
	v_cndmask_b32_e32 v43, v44, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v44, s18, v56, vcc_lo
	v_cndmask_b32_e32 v56, s19, v57, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v42, 31, v41
	v_cvt_f16_f32_e32 v43, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[41:42], 1, v[41:42]
	v_add_co_u32 v41, s8, v44, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, s8, v56, v42, s8
	global_store_b16 v[41:42], v43, off offset:64
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB5_97
.LBB5_154:
	v_lshl_add_u32 v41, v52, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v43, s29, v45 :: v_dual_mov_b32 v44, s16
	v_mov_b32_e32 v56, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v41, v41, v162
	v_cndmask_b32_e32 v43, v45, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v44, s18, v44, vcc_lo
	v_cndmask_b32_e32 v45, s19, v56, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v42, 31, v41
	v_cvt_f16_f32_e32 v43, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[41:42], 1, v[41:42]
	v_add_co_u32 v41, s8, v44, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, s8, v45, v42, s8
	global_store_b16 v[41:42], v43, off offset:64
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB5_98
.LBB5_155:
	v_lshl_add_u32 v41, v53, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v43, s29, v46 :: v_dual_mov_b32 v44, s16
	v_mov_b32_e32 v45, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v41, v41, v162
	v_cndmask_b32_e32 v43, v46, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v44, s18, v44, vcc_lo
	v_cndmask_b32_e32 v45, s19, v45, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v42, 31, v41
	v_cvt_f16_f32_e32 v43, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[41:42], 1, v[41:42]
	v_add_co_u32 v41, s8, v44, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, s8, v45, v42, s8
	global_store_b16 v[41:42], v43, off offset:64
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB5_99
.LBB5_156:
	v_lshl_add_u32 v41, v54, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v43, s29, v47 :: v_dual_mov_b32 v44, s16
	v_mov_b32_e32 v45, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v41, v41, v162
	v_cndmask_b32_e32 v43, v47, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v44, s18, v44, vcc_lo
	v_cndmask_b32_e32 v45, s19, v45, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v42, 31, v41
	v_cvt_f16_f32_e32 v43, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[41:42], 1, v[41:42]
	v_add_co_u32 v41, s8, v44, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, s8, v45, v42, s8
	global_store_b16 v[41:42], v43, off offset:64
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB5_100
.LBB5_157:
	v_lshl_add_u32 v41, v55, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v43, s29, v48 :: v_dual_mov_b32 v44, s16
	v_mov_b32_e32 v45, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v41, v41, v162
	v_cndmask_b32_e32 v43, v48, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v44, s18, v44, vcc_lo
	v_cndmask_b32_e32 v45, s19, v45, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v42, 31, v41
	v_cvt_f16_f32_e32 v43, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[41:42], 1, v[41:42]
	v_add_co_u32 v41, s8, v44, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, s8, v45, v42, s8
	global_store_b16 v[41:42], v43, off offset:64
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB5_101
.LBB5_158:
	v_lshl_add_u32 v41, v0, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v43, s29, v33 :: v_dual_mov_b32 v44, s16
	v_mov_b32_e32 v45, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v41, v41, v162
	v_cndmask_b32_e32 v33, v33, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v43, s18, v44, vcc_lo
	v_cndmask_b32_e32 v44, s19, v45, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v42, 31, v41
	v_cvt_f16_f32_e32 v33, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[41:42], 1, v[41:42]
	v_add_co_u32 v41, s8, v43, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, s8, v44, v42, s8
	global_store_b16 v[41:42], v33, off offset:96
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB5_102
.LBB5_159:
	v_lshl_add_u32 v33, v49, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v43, s16 :: v_dual_mov_b32 v44, s17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v41, v33, v162
	v_mul_f32_e32 v33, s29, v34
	v_ashrrev_i32_e32 v42, 31, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v45, v34, v33, vcc_lo
	v_lshlrev_b64 v[33:34], 1, v[41:42]
	v_cndmask_b32_e32 v41, s18, v43, vcc_lo
	v_cndmask_b32_e32 v42, s19, v44, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f16_f32_e32 v43, v45
	v_add_co_u32 v33, s8, v41, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, s8, v42, v34, s8
	global_store_b16 v[33:34], v43, off offset:96
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB5_103
.LBB5_160:
	v_lshl_add_u32 v33, v50, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v41, s29, v35 :: v_dual_mov_b32 v42, s16
	v_mov_b32_e32 v43, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v33, v33, v162
	v_cndmask_b32_e32 v35, v35, v41, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v41, s18, v42, vcc_lo
	v_cndmask_b32_e32 v42, s19, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v34, 31, v33
	v_cvt_f16_f32_e32 v35, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v33, s8, v41, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, s8, v42, v34, s8
	global_store_b16 v[33:34], v35, off offset:96
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB5_104
.LBB5_161:
	v_lshl_add_u32 v33, v51, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v35, s29, v36 :: v_dual_mov_b32 v42, s17
	v_mov_b32_e32 v41, s16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v33, v33, v162
	v_cndmask_b32_e32 v35, v36, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v36, s18, v41, vcc_lo
	v_cndmask_b32_e32 v41, s19, v42, vcc_lo
	v_ashrrev_i32_e32 v34, 31, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v35, v35
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v33, s8, v36, v33
	v_add_co_ci_u32_e64 v34, s8, v41, v34, s8
	global_store_b16 v[33:34], v35, off offset:96
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB5_105
.LBB5_162:
	v_lshl_add_u32 v33, v52, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v35, s29, v37 :: v_dual_mov_b32 v36, s16
	v_mov_b32_e32 v41, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v33, v33, v162
	v_cndmask_b32_e32 v35, v37, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v36, s18, v36, vcc_lo
	v_cndmask_b32_e32 v37, s19, v41, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v34, 31, v33
	v_cvt_f16_f32_e32 v35, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v33, s8, v36, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, s8, v37, v34, s8
	global_store_b16 v[33:34], v35, off offset:96
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB5_106
.LBB5_163:
	v_lshl_add_u32 v33, v53, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v35, s29, v38 :: v_dual_mov_b32 v36, s16
	v_mov_b32_e32 v37, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v33, v33, v162
	v_cndmask_b32_e32 v35, v38, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v36, s18, v36, vcc_lo
	v_cndmask_b32_e32 v37, s19, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v34, 31, v33
	v_cvt_f16_f32_e32 v35, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v33, s8, v36, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, s8, v37, v34, s8
	global_store_b16 v[33:34], v35, off offset:96
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB5_107
.LBB5_164:
	v_lshl_add_u32 v33, v54, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v35, s29, v39 :: v_dual_mov_b32 v36, s16
	v_mov_b32_e32 v37, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v33, v33, v162
	v_cndmask_b32_e32 v35, v39, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v36, s18, v36, vcc_lo
	v_cndmask_b32_e32 v37, s19, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v34, 31, v33
	v_cvt_f16_f32_e32 v35, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v33, s8, v36, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, s8, v37, v34, s8
	global_store_b16 v[33:34], v35, off offset:96
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB5_108
.LBB5_165:
	v_lshl_add_u32 v33, v55, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v35, s29, v40 :: v_dual_mov_b32 v36, s16
	v_mov_b32_e32 v37, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v33, v33, v162
	v_cndmask_b32_e32 v35, v40, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v36, s18, v36, vcc_lo
	v_cndmask_b32_e32 v37, s19, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v34, 31, v33
	v_cvt_f16_f32_e32 v35, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v33, s8, v36, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, s8, v37, v34, s8
	global_store_b16 v[33:34], v35, off offset:96
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB5_109
.LBB5_166:
	v_lshl_add_u32 v33, v0, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v35, s29, v25 :: v_dual_mov_b32 v36, s16
	v_mov_b32_e32 v37, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v33, v33, v162
	v_cndmask_b32_e32 v25, v25, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v35, s18, v36, vcc_lo
	v_cndmask_b32_e32 v36, s19, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v34, 31, v33
	v_cvt_f16_f32_e32 v25, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v33, s8, v35, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, s8, v36, v34, s8
	global_store_b16 v[33:34], v25, off offset:128
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB5_110
.LBB5_167:
	v_lshl_add_u32 v25, v49, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v35, s16 :: v_dual_mov_b32 v36, s17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v33, v25, v162
	v_mul_f32_e32 v25, s29, v26
	v_ashrrev_i32_e32 v34, 31, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v37, v26, v25, vcc_lo
	v_lshlrev_b64 v[25:26], 1, v[33:34]
	v_cndmask_b32_e32 v33, s18, v35, vcc_lo
	v_cndmask_b32_e32 v34, s19, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f16_f32_e32 v35, v37
	v_add_co_u32 v25, s8, v33, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, s8, v34, v26, s8
	global_store_b16 v[25:26], v35, off offset:128
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB5_111
.LBB5_168:
	v_lshl_add_u32 v25, v50, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v33, s29, v27 :: v_dual_mov_b32 v34, s16
	v_mov_b32_e32 v35, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v25, v25, v162
	v_cndmask_b32_e32 v27, v27, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v33, s18, v34, vcc_lo
	v_cndmask_b32_e32 v34, s19, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v26, 31, v25
	v_cvt_f16_f32_e32 v27, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	v_add_co_u32 v25, s8, v33, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, s8, v34, v26, s8
	global_store_b16 v[25:26], v27, off offset:128
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB5_112
.LBB5_169:
	v_lshl_add_u32 v25, v51, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v27, s29, v28 :: v_dual_mov_b32 v34, s17
	v_mov_b32_e32 v33, s16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v25, v25, v162
	v_cndmask_b32_e32 v27, v28, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v28, s18, v33, vcc_lo
	v_cndmask_b32_e32 v33, s19, v34, vcc_lo
	v_ashrrev_i32_e32 v26, 31, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v27, v27
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v25, s8, v28, v25
	v_add_co_ci_u32_e64 v26, s8, v33, v26, s8
	global_store_b16 v[25:26], v27, off offset:128
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB5_113
.LBB5_170:
	v_lshl_add_u32 v25, v52, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v27, s29, v29 :: v_dual_mov_b32 v28, s16
	v_mov_b32_e32 v33, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v25, v25, v162
	v_cndmask_b32_e32 v27, v29, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v28, s18, v28, vcc_lo
	v_cndmask_b32_e32 v29, s19, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v26, 31, v25
	v_cvt_f16_f32_e32 v27, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	v_add_co_u32 v25, s8, v28, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, s8, v29, v26, s8
	global_store_b16 v[25:26], v27, off offset:128
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB5_114
.LBB5_171:
	v_lshl_add_u32 v25, v53, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v27, s29, v30 :: v_dual_mov_b32 v28, s16
	v_mov_b32_e32 v29, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v25, v25, v162
	v_cndmask_b32_e32 v27, v30, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v28, s18, v28, vcc_lo
	v_cndmask_b32_e32 v29, s19, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v26, 31, v25
	v_cvt_f16_f32_e32 v27, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	v_add_co_u32 v25, s8, v28, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, s8, v29, v26, s8
	global_store_b16 v[25:26], v27, off offset:128
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB5_115
.LBB5_172:
	v_lshl_add_u32 v25, v54, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v27, s29, v31 :: v_dual_mov_b32 v28, s16
	v_mov_b32_e32 v29, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v25, v25, v162
	v_cndmask_b32_e32 v27, v31, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v28, s18, v28, vcc_lo
	v_cndmask_b32_e32 v29, s19, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v26, 31, v25
	v_cvt_f16_f32_e32 v27, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	v_add_co_u32 v25, s8, v28, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, s8, v29, v26, s8
	global_store_b16 v[25:26], v27, off offset:128
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB5_116
.LBB5_173:
	v_lshl_add_u32 v25, v55, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v27, s29, v32 :: v_dual_mov_b32 v28, s16
	v_mov_b32_e32 v29, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v25, v25, v162
	v_cndmask_b32_e32 v27, v32, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v28, s18, v28, vcc_lo
	v_cndmask_b32_e32 v29, s19, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v26, 31, v25
	v_cvt_f16_f32_e32 v27, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	v_add_co_u32 v25, s8, v28, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, s8, v29, v26, s8
	global_store_b16 v[25:26], v27, off offset:128
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB5_117
.LBB5_174:
	v_lshl_add_u32 v25, v0, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v27, s29, v17 :: v_dual_mov_b32 v28, s16
	v_mov_b32_e32 v29, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v25, v25, v162
	v_cndmask_b32_e32 v17, v17, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v27, s18, v28, vcc_lo
	v_cndmask_b32_e32 v28, s19, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v26, 31, v25
	v_cvt_f16_f32_e32 v17, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	v_add_co_u32 v25, s8, v27, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, s8, v28, v26, s8
	global_store_b16 v[25:26], v17, off offset:160
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB5_118
.LBB5_175:
	v_lshl_add_u32 v17, v49, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v27, s16 :: v_dual_mov_b32 v28, s17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v25, v17, v162
	v_mul_f32_e32 v17, s29, v18
	v_ashrrev_i32_e32 v26, 31, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v29, v18, v17, vcc_lo
	v_lshlrev_b64 v[17:18], 1, v[25:26]
	v_cndmask_b32_e32 v25, s18, v27, vcc_lo
	v_cndmask_b32_e32 v26, s19, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f16_f32_e32 v27, v29
	v_add_co_u32 v17, s8, v25, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s8, v26, v18, s8
	global_store_b16 v[17:18], v27, off offset:160
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB5_119
.LBB5_176:
	v_lshl_add_u32 v17, v50, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v25, s29, v19 :: v_dual_mov_b32 v26, s16
	v_mov_b32_e32 v27, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v17, v17, v162
	v_cndmask_b32_e32 v19, v19, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v25, s18, v26, vcc_lo
	v_cndmask_b32_e32 v26, s19, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v18, 31, v17
	v_cvt_f16_f32_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s8, v25, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s8, v26, v18, s8
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB5_120
.LBB5_177:
	v_lshl_add_u32 v17, v51, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v19, s29, v20 :: v_dual_mov_b32 v26, s17
	v_mov_b32_e32 v25, s16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v17, v17, v162
	v_cndmask_b32_e32 v19, v20, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v20, s18, v25, vcc_lo
	v_cndmask_b32_e32 v25, s19, v26, vcc_lo
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v19, v19
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s8, v20, v17
	v_add_co_ci_u32_e64 v18, s8, v25, v18, s8
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB5_121
.LBB5_178:
	v_lshl_add_u32 v17, v52, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v19, s29, v21 :: v_dual_mov_b32 v20, s16
	v_mov_b32_e32 v25, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v17, v17, v162
	v_cndmask_b32_e32 v19, v21, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v20, s18, v20, vcc_lo
	v_cndmask_b32_e32 v21, s19, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v18, 31, v17
	v_cvt_f16_f32_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s8, v20, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s8, v21, v18, s8
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB5_122
.LBB5_179:
	v_lshl_add_u32 v17, v53, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v19, s29, v22 :: v_dual_mov_b32 v20, s16
	v_mov_b32_e32 v21, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v17, v17, v162
	v_cndmask_b32_e32 v19, v22, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v20, s18, v20, vcc_lo
	v_cndmask_b32_e32 v21, s19, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v18, 31, v17
	v_cvt_f16_f32_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s8, v20, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s8, v21, v18, s8
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB5_123
.LBB5_180:
	v_lshl_add_u32 v17, v54, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v19, s29, v23 :: v_dual_mov_b32 v20, s16
	v_mov_b32_e32 v21, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v17, v17, v162
	v_cndmask_b32_e32 v19, v23, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v20, s18, v20, vcc_lo
	v_cndmask_b32_e32 v21, s19, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v18, 31, v17
	v_cvt_f16_f32_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s8, v20, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s8, v21, v18, s8
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB5_124
.LBB5_181:
	v_lshl_add_u32 v17, v55, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v19, s29, v24 :: v_dual_mov_b32 v20, s16
	v_mov_b32_e32 v21, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v17, v17, v162
	v_cndmask_b32_e32 v19, v24, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v20, s18, v20, vcc_lo
	v_cndmask_b32_e32 v21, s19, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v18, 31, v17
	v_cvt_f16_f32_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s8, v20, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s8, v21, v18, s8
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB5_125
.LBB5_182:
	v_lshl_add_u32 v17, v0, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v19, s29, v9 :: v_dual_mov_b32 v20, s16
	v_mov_b32_e32 v21, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v17, v17, v162
	v_cndmask_b32_e32 v9, v9, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v19, s18, v20, vcc_lo
	v_cndmask_b32_e32 v20, s19, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v18, 31, v17
	v_cvt_f16_f32_e32 v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s8, v19, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s8, v20, v18, s8
	global_store_b16 v[17:18], v9, off offset:192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB5_126
.LBB5_183:
	v_lshl_add_u32 v9, v49, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mov_b32 v19, s16 :: v_dual_mov_b32 v20, s17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v17, v9, v162
	v_mul_f32_e32 v9, s29, v10
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v21, v10, v9, vcc_lo
	v_lshlrev_b64 v[9:10], 1, v[17:18]
	v_cndmask_b32_e32 v17, s18, v19, vcc_lo
	v_cndmask_b32_e32 v18, s19, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f16_f32_e32 v19, v21
	v_add_co_u32 v9, s8, v17, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s8, v18, v10, s8
	global_store_b16 v[9:10], v19, off offset:192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB5_127
.LBB5_184:
	v_lshl_add_u32 v9, v50, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v17, s29, v11 :: v_dual_mov_b32 v18, s16
	v_mov_b32_e32 v19, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v9, v9, v162
	v_cndmask_b32_e32 v11, v11, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v17, s18, v18, vcc_lo
	v_cndmask_b32_e32 v18, s19, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v10, 31, v9
	v_cvt_f16_f32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s8, v17, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s8, v18, v10, s8
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s3
	s_cbranch_execz .LBB5_128
.LBB5_185:
	v_lshl_add_u32 v9, v51, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v11, s29, v12 :: v_dual_mov_b32 v18, s17
	v_mov_b32_e32 v17, s16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v9, v9, v162
	v_cndmask_b32_e32 v11, v12, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v12, s18, v17, vcc_lo
	v_cndmask_b32_e32 v17, s19, v18, vcc_lo
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v11, v11
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, s8, v12, v9
	v_add_co_ci_u32_e64 v10, s8, v17, v10, s8
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB5_129
.LBB5_186:
	v_lshl_add_u32 v9, v52, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v11, s29, v13 :: v_dual_mov_b32 v12, s16
	v_mov_b32_e32 v17, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v9, v9, v162
	v_cndmask_b32_e32 v11, v13, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v12, s18, v12, vcc_lo
	v_cndmask_b32_e32 v13, s19, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v10, 31, v9
	v_cvt_f16_f32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s8, v12, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s8, v13, v10, s8
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB5_130
.LBB5_187:
	v_lshl_add_u32 v9, v53, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v11, s29, v14 :: v_dual_mov_b32 v12, s16
	v_mov_b32_e32 v13, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v9, v9, v162
	v_cndmask_b32_e32 v11, v14, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v12, s18, v12, vcc_lo
	v_cndmask_b32_e32 v13, s19, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v10, 31, v9
	v_cvt_f16_f32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s8, v12, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s8, v13, v10, s8
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB5_131
.LBB5_188:
	v_lshl_add_u32 v9, v54, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v11, s29, v15 :: v_dual_mov_b32 v12, s16
	v_mov_b32_e32 v13, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v9, v9, v162
	v_cndmask_b32_e32 v11, v15, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v12, s18, v12, vcc_lo
	v_cndmask_b32_e32 v13, s19, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v10, 31, v9
	v_cvt_f16_f32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s8, v12, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s8, v13, v10, s8
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB5_132
.LBB5_189:
	v_lshl_add_u32 v9, v55, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v11, s29, v16 :: v_dual_mov_b32 v12, s16
	v_mov_b32_e32 v13, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v9, v9, v162
	v_cndmask_b32_e32 v11, v16, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v12, s18, v12, vcc_lo
	v_cndmask_b32_e32 v13, s19, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v10, 31, v9
	v_cvt_f16_f32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s8, v12, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s8, v13, v10, s8
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB5_133
.LBB5_190:
	v_lshl_add_u32 v0, v0, 7, s28
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or_b32_e32 v9, v0, v162
	v_mul_f32_e32 v0, s29, v1
	v_mov_b32_e32 v12, s17
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v13, v1, v0, vcc_lo
	v_lshlrev_b64 v[0:1], 1, v[9:10]
	v_cndmask_b32_e32 v9, s18, v11, vcc_lo
	v_cndmask_b32_e32 v10, s19, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f16_f32_e32 v11, v13
	v_add_co_u32 v0, s0, v9, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, s0, v10, v1, s0
	global_store_b16 v[0:1], v11, off offset:224
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB5_134
.LBB5_191:
	v_lshl_add_u32 v0, v49, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v9, s29, v2 :: v_dual_mov_b32 v10, s16
	v_mov_b32_e32 v11, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v0, v0, v162
	v_cndmask_b32_e32 v2, v2, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v9, s18, v10, vcc_lo
	v_cndmask_b32_e32 v10, s19, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v1, 31, v0
	v_cvt_f16_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, s0, v9, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, s0, v10, v1, s0
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB5_135
.LBB5_192:
	v_lshl_add_u32 v0, v50, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v2, s29, v3 :: v_dual_mov_b32 v9, s16
	v_mov_b32_e32 v10, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v0, v0, v162
	v_cndmask_b32_e32 v2, v3, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v3, s18, v9, vcc_lo
	v_cndmask_b32_e32 v9, s19, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v1, 31, v0
	v_cvt_f16_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, s0, v3, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, s0, v9, v1, s0
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB5_136
.LBB5_193:
	v_lshl_add_u32 v0, v51, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v2, s29, v4 :: v_dual_mov_b32 v3, s16
	v_mov_b32_e32 v9, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v0, v0, v162
	v_cndmask_b32_e32 v2, v4, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v3, s18, v3, vcc_lo
	v_cndmask_b32_e32 v4, s19, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v1, 31, v0
	v_cvt_f16_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, s0, v3, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, s0, v4, v1, s0
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB5_137
.LBB5_194:
	v_lshl_add_u32 v0, v52, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v2, s29, v5 :: v_dual_mov_b32 v3, s16
	v_mov_b32_e32 v4, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v0, v0, v162
	v_cndmask_b32_e32 v2, v5, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v3, s18, v3, vcc_lo
	v_cndmask_b32_e32 v4, s19, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v1, 31, v0
	v_cvt_f16_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, s0, v3, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, s0, v4, v1, s0
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB5_138
.LBB5_195:
	v_lshl_add_u32 v0, v53, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v2, s29, v6 :: v_dual_mov_b32 v3, s16
	v_mov_b32_e32 v4, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v0, v0, v162
	v_cndmask_b32_e32 v2, v6, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v3, s18, v3, vcc_lo
	v_cndmask_b32_e32 v4, s19, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v1, 31, v0
	v_cvt_f16_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, s0, v3, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, s0, v4, v1, s0
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB5_139
.LBB5_196:
	v_lshl_add_u32 v0, v54, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v2, s29, v7 :: v_dual_mov_b32 v3, s16
	v_mov_b32_e32 v4, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v0, v0, v162
	v_cndmask_b32_e32 v2, v7, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v3, s18, v3, vcc_lo
	v_cndmask_b32_e32 v4, s19, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v1, 31, v0
	v_cvt_f16_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, s0, v3, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, s0, v4, v1, s0
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB5_140
.LBB5_197:
	v_lshl_add_u32 v0, v55, 7, s28
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v2, s29, v8 :: v_dual_mov_b32 v3, s16
	v_mov_b32_e32 v4, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v0, v0, v162
	v_cndmask_b32_e32 v2, v8, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v3, s18, v3, vcc_lo
	v_cndmask_b32_e32 v4, s19, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v1, 31, v0
	v_cvt_f16_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, v3, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, v4, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:224
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.amdhsa_kernel _ZN12feather_attn12_GLOBAL__N_112D128KVKernelILb0ELb0ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_iiiif
		.amdhsa_group_segment_fixed_size 26624
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 84
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
		.amdhsa_next_free_vgpr 207
		.amdhsa_next_free_sgpr 66
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
	.section	.text._ZN12feather_attn12_GLOBAL__N_112D128KVKernelILb0ELb0ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_iiiif,"axG",@progbits,_ZN12feather_attn12_GLOBAL__N_112D128KVKernelILb0ELb0ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_iiiif,comdat
.Lfunc_end5:
; ScratchSize: 0
; Occupancy: 7
    .group_segment_fixed_size: 26624
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         _ZN12feather_attn12_GLOBAL__N_112D128KVKernelILb0ELb0ELb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_S7_iiiif.kd
    .vgpr_count:     207
    .vgpr_spill_count: 0
    .wavefront_size: 32
