	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
_bwd_preprocess:                        ; @_bwd_preprocess
.Lfunc_begin0:
; %bb.0:
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x0
	s_load_b128 s[24:27], s[0:1], 0x20
	v_readfirstlane_b32 s5, v0
	s_load_b32 s11, s[0:1], 0x38
	v_lshlrev_b32_e32 v1, 3, v0
	s_lshl_b32 s29, s2, 7
	s_mov_b32 s23, 0x31027000
	s_and_b32 s28, s5, 0x60
	s_mov_b32 s22, 0x7ffffffe
	v_and_or_b32 v9, v0, 31, s28
	v_and_b32_e32 v6, 0x78, v1
	s_load_b64 s[0:1], s[0:1], 0x30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v5, 4, v9
	v_or_b32_e32 v2, s29, v5
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s18, s3
	s_mul_i32 s5, s19, s4
	v_mul_lo_u32 v1, v5, s24
	s_mul_i32 s6, s24, s29
	s_add_i32 s5, s5, s2
	v_cmp_gt_i32_e64 s9, s11, v2
	v_add3_u32 v7, s5, s6, v6
	s_and_b32 s21, s13, 0xffff
	s_mov_b32 s20, s12
	v_or_b32_e32 v62, 8, v5
	v_or_b32_e32 v71, 16, v5
	v_add_lshl_u32 v1, v7, v1, 1
	v_or_b32_e32 v80, 24, v5
	v_or_b32_e32 v89, 32, v5
	v_or_b32_e32 v90, 48, v5
	v_or_b32_e32 v91, 64, v5
	v_cndmask_b32_e64 v1, 0x80000000, v1, s9
	v_or_b32_e32 v92, 0x50, v5
	v_or_b32_e32 v93, 0x60, v5
	v_or_b32_e32 v94, 0x70, v5
	v_or_b32_e32 v95, 40, v5
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	v_or_b32_e32 v96, 56, v5
	v_or_b32_e32 v97, 0x48, v5
	v_or_b32_e32 v98, 0x58, v5
	v_or_b32_e32 v99, 0x68, v5
	v_or_b32_e32 v100, 0x78, v5
	s_mul_i32 s12, s25, s3
	s_mul_i32 s13, s26, s4
	v_mul_lo_u32 v5, v5, s27
	s_mul_i32 s18, s27, s29
	s_add_i32 s13, s13, s12
	v_mul_lo_u32 v8, v91, s24
	v_mul_lo_u32 v11, v97, s24
	v_mul_lo_u32 v12, v92, s24
	v_mul_lo_u32 v13, v98, s24
	v_mul_lo_u32 v14, v93, s24
	v_mul_lo_u32 v15, v99, s24
	v_mul_lo_u32 v16, v94, s24
	v_mul_lo_u32 v17, v100, s24
	v_add3_u32 v101, s13, s18, v6
	v_add_lshl_u32 v8, v7, v8, 1
	v_add_lshl_u32 v11, v7, v11, 1
	v_add_lshl_u32 v12, v7, v12, 1
	v_add_lshl_u32 v13, v7, v13, 1
	v_add_lshl_u32 v5, v101, v5, 1
	v_add_lshl_u32 v14, v7, v14, 1
	v_add_lshl_u32 v15, v7, v15, 1
	v_add_lshl_u32 v16, v7, v16, 1
	s_mul_i32 s0, s0, s3
	v_cndmask_b32_e64 v51, 0x80000000, v5, s9
	s_mul_i32 s1, s1, s4
	s_add_i32 s0, s0, s29
	s_and_b32 s17, s17, 0xffff
	s_add_i32 s0, s0, s1
	s_mov_b32 s18, s22
	s_mov_b32 s19, s23
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v57.l, v1.l
	v_mov_b16_e32 v10.l, v4.l
	v_mov_b16_e32 v55.l, v3.l
	v_mov_b16_e32 v56.l, v2.l
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b32_e32 v57, 16, v57
	v_and_b32_e32 v59, 0xffff0000, v2
	v_and_b32_e32 v58, 0xffff0000, v1
	v_mul_lo_u32 v1, v62, s24
	v_and_b32_e32 v61, 0xffff0000, v4
	v_and_b32_e32 v60, 0xffff0000, v3
	v_lshlrev_b32_e32 v56, 16, v56
	v_lshlrev_b32_e32 v10, 16, v10
	v_lshlrev_b32_e32 v55, 16, v55
	v_add_lshl_u32 v1, v7, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v1, 0x80000000, v1, s9
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v66.l, v1.l
	v_and_b32_e32 v67, 0xffff0000, v1
	v_or_b32_e32 v1, s29, v71
	v_mov_b16_e32 v63.l, v4.l
	v_mov_b16_e32 v64.l, v3.l
	v_mov_b16_e32 v65.l, v2.l
	v_and_b32_e32 v68, 0xffff0000, v2
	v_cmp_gt_i32_e64 s10, s11, v1
	v_mul_lo_u32 v1, v71, s24
	v_and_b32_e32 v69, 0xffff0000, v3
	v_and_b32_e32 v70, 0xffff0000, v4
	v_lshlrev_b32_e32 v63, 16, v63
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_lshl_u32 v1, v7, v1, 1
	v_cndmask_b32_e64 v1, 0x80000000, v1, s10
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v75.l, v1.l
	v_and_b32_e32 v76, 0xffff0000, v1
	v_mul_lo_u32 v1, v80, s24
	v_mov_b16_e32 v72.l, v4.l
	v_mov_b16_e32 v73.l, v3.l
	v_mov_b16_e32 v74.l, v2.l
	v_and_b32_e32 v77, 0xffff0000, v2
	v_and_b32_e32 v78, 0xffff0000, v3
	v_and_b32_e32 v79, 0xffff0000, v4
	v_add_lshl_u32 v1, v7, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v1, 0x80000000, v1, s10
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v84.l, v1.l
	v_and_b32_e32 v85, 0xffff0000, v1
	v_or_b32_e32 v1, s29, v89
	v_mov_b16_e32 v83.l, v2.l
	v_and_b32_e32 v86, 0xffff0000, v2
	v_mul_lo_u32 v2, v95, s24
	v_mov_b16_e32 v82.l, v3.l
	v_cmp_gt_i32_e64 s8, s11, v1
	v_or_b32_e32 v1, s29, v90
	v_and_b32_e32 v87, 0xffff0000, v3
	v_mul_lo_u32 v3, v90, s24
	v_mov_b16_e32 v81.l, v4.l
	v_and_b32_e32 v88, 0xffff0000, v4
	v_cmp_gt_i32_e64 s7, s11, v1
	v_or_b32_e32 v1, s29, v91
	v_mul_lo_u32 v4, v96, s24
	v_add_lshl_u32 v2, v7, v2, 1
	v_add_lshl_u32 v3, v7, v3, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_i32_e64 s6, s11, v1
	v_or_b32_e32 v1, s29, v92
	v_cndmask_b32_e64 v5, 0x80000000, v2, s8
	v_add_lshl_u32 v4, v7, v4, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v19, 0x80000000, v8, s6
	v_cmp_gt_i32_e64 s5, s11, v1
	v_or_b32_e32 v1, s29, v93
	v_cndmask_b32_e64 v23, 0x80000000, v11, s6
	v_cndmask_b32_e64 v18, 0x80000000, v4, s7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v27, 0x80000000, v12, s5
	v_cmp_gt_i32_e64 s2, s11, v1
	v_or_b32_e32 v1, s29, v94
	v_cndmask_b32_e64 v31, 0x80000000, v13, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v35, 0x80000000, v14, s2
	v_cmp_gt_i32_e32 vcc_lo, s11, v1
	v_mul_lo_u32 v1, v89, s24
	v_cndmask_b32_e64 v39, 0x80000000, v15, s2
	v_cndmask_b32_e32 v43, 0x80000000, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_lshl_u32 v1, v7, v1, 1
	v_add_lshl_u32 v7, v7, v17, 1
	v_cndmask_b32_e64 v17, 0x80000000, v3, s7
	v_cndmask_b32_e64 v1, 0x80000000, v1, s8
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v47, 0x80000000, v7, vcc_lo
	s_clause 0xb
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	buffer_load_b128 v[5:8], v5, s[20:23], 0 offen
	buffer_load_b128 v[11:14], v17, s[20:23], 0 offen
	buffer_load_b128 v[15:18], v18, s[20:23], 0 offen
	buffer_load_b128 v[19:22], v19, s[20:23], 0 offen
	buffer_load_b128 v[23:26], v23, s[20:23], 0 offen
	buffer_load_b128 v[27:30], v27, s[20:23], 0 offen
	buffer_load_b128 v[31:34], v31, s[20:23], 0 offen
	buffer_load_b128 v[35:38], v35, s[20:23], 0 offen
	buffer_load_b128 v[39:42], v39, s[20:23], 0 offen
	buffer_load_b128 v[43:46], v43, s[20:23], 0 offen
	buffer_load_b128 v[47:50], v47, s[20:23], 0 offen
	s_and_b32 s21, s15, 0xffff
	s_mov_b32 s20, s14
	buffer_load_b128 v[51:54], v51, s[20:23], 0 offen
	s_waitcnt vmcnt(1)
	v_mov_b16_e32 v127.l, v48.l
	v_and_b32_e32 v48, 0xffff0000, v48
	v_mov_b16_e64 v128.l, v47.l
	v_and_b32_e32 v47, 0xffff0000, v47
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v105.l, v51.l
	v_and_b32_e32 v106, 0xffff0000, v51
	v_mul_lo_u32 v51, v62, s27
	v_mov_b16_e32 v102.l, v54.l
	v_mov_b16_e32 v103.l, v53.l
	v_mov_b16_e32 v104.l, v52.l
	v_and_b32_e32 v107, 0xffff0000, v52
	v_and_b32_e32 v108, 0xffff0000, v53
	v_and_b32_e32 v109, 0xffff0000, v54
	v_mul_f32_e32 v58, v58, v106
	v_add_lshl_u32 v51, v101, v51, 1
	v_lshlrev_b32_e32 v105, 16, v105
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v51, 0x80000000, v51, s9
	v_dual_fmac_f32 v58, v57, v105 :: v_dual_mul_f32 v57, v59, v107
	v_lshlrev_b32_e32 v59, 16, v104
	buffer_load_b128 v[51:54], v51, s[20:23], 0 offen
	v_fmac_f32_e32 v57, v56, v59
	v_dual_mul_f32 v56, v60, v108 :: v_dual_lshlrev_b32 v59, 16, v103
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_add_f32 v57, v58, v57 :: v_dual_fmac_f32 v56, v55, v59
	v_mul_f32_e32 v55, v61, v109
	v_lshlrev_b32_e32 v59, 16, v102
	v_fmac_f32_e32 v55, v10, v59
	v_lshlrev_b32_e32 v59, 16, v66
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v55, v56, v55
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v112.l, v51.l
	v_and_b32_e32 v113, 0xffff0000, v51
	v_mul_lo_u32 v51, v71, s27
	v_mov_b16_e32 v62.l, v54.l
	v_mov_b16_e32 v110.l, v53.l
	v_mov_b16_e32 v111.l, v52.l
	v_and_b32_e32 v114, 0xffff0000, v52
	v_and_b32_e32 v115, 0xffff0000, v53
	v_and_b32_e32 v116, 0xffff0000, v54
	v_mul_f32_e32 v10, v67, v113
	v_add_lshl_u32 v51, v101, v51, 1
	v_lshlrev_b32_e32 v60, 16, v112
	v_lshlrev_b32_e32 v61, 16, v111
	v_lshlrev_b32_e32 v62, 16, v62
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v51, 0x80000000, v51, s10
	v_dual_fmac_f32 v10, v59, v60 :: v_dual_mul_f32 v59, v68, v114
	v_lshlrev_b32_e32 v60, 16, v65
	v_mov_b16_e32 v68.l, v17.l
	buffer_load_b128 v[51:54], v51, s[20:23], 0 offen
	v_and_b32_e32 v17, 0xffff0000, v17
	v_mov_b16_e32 v114.l, v46.l
	v_dual_fmac_f32 v59, v60, v61 :: v_dual_mul_f32 v60, v69, v115
	v_lshlrev_b32_e32 v61, 16, v64
	v_lshlrev_b32_e32 v64, 16, v110
	v_mov_b16_e32 v69.l, v16.l
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v10, v10, v59
	v_and_b32_e32 v16, 0xffff0000, v16
	v_and_b32_e32 v46, 0xffff0000, v46
	v_fmac_f32_e32 v60, v61, v64
	v_mul_f32_e32 v61, v70, v116
	v_mov_b16_e32 v70.l, v15.l
	v_mov_b16_e32 v116.l, v44.l
	v_and_b32_e32 v44, 0xffff0000, v44
	v_mov_b16_e32 v115.l, v45.l
	v_fmac_f32_e32 v61, v63, v62
	v_and_b32_e32 v45, 0xffff0000, v45
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v56, v60, v61
	v_mov_b16_e32 v61.l, v6.l
	v_and_b32_e32 v6, 0xffff0000, v6
	v_lshlrev_b32_e32 v63, 16, v75
	v_mov_b16_e32 v60.l, v7.l
	v_add_f32_e32 v10, v10, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v10, v10, v10 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v10, v10, v10 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_dpp v10, v10, v10 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v119.l, v51.l
	v_and_b32_e32 v120, 0xffff0000, v51
	v_mul_lo_u32 v51, v80, s27
	v_mov_b16_e32 v71.l, v54.l
	v_mov_b16_e32 v117.l, v53.l
	v_mov_b16_e32 v118.l, v52.l
	v_and_b32_e32 v121, 0xffff0000, v52
	v_and_b32_e32 v122, 0xffff0000, v53
	v_and_b32_e32 v123, 0xffff0000, v54
	v_lshlrev_b32_e32 v64, 16, v119
	v_add_lshl_u32 v51, v101, v51, 1
	v_lshlrev_b32_e32 v65, 16, v118
	v_lshlrev_b32_e32 v66, 16, v117
	v_lshlrev_b32_e32 v67, 16, v71
	v_mov_b16_e32 v117.l, v43.l
	v_cndmask_b32_e64 v51, 0x80000000, v51, s10
	v_and_b32_e32 v43, 0xffff0000, v43
	buffer_load_b128 v[51:54], v51, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v80.l, v54.l
	v_and_b32_e32 v54, 0xffff0000, v54
	v_mov_b16_e32 v124.l, v53.l
	v_mov_b16_e32 v126.l, v51.l
	v_and_b32_e32 v51, 0xffff0000, v51
	v_mov_b16_e32 v125.l, v52.l
	v_dual_mul_f32 v54, v88, v54 :: v_dual_and_b32 v53, 0xffff0000, v53
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v51, v85, v51 :: v_dual_and_b32 v52, 0xffff0000, v52
	v_dual_mul_f32 v53, v87, v53 :: v_dual_mul_f32 v62, v76, v120
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v52, v86, v52
	v_dual_fmac_f32 v62, v63, v64 :: v_dual_mul_f32 v63, v77, v121
	v_lshlrev_b32_e32 v64, 16, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v63, v64, v65 :: v_dual_mul_f32 v64, v78, v122
	v_dual_add_f32 v58, v62, v63 :: v_dual_lshlrev_b32 v65, 16, v73
	v_mov_b16_e32 v62.l, v5.l
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v64, v65, v66 :: v_dual_mul_f32 v65, v79, v123
	v_lshlrev_b32_e32 v66, 16, v72
	v_and_b32_e32 v5, 0xffff0000, v5
	v_mov_b16_e32 v63.l, v14.l
	v_dual_fmac_f32 v65, v66, v67 :: v_dual_and_b32 v14, 0xffff0000, v14
	v_lshlrev_b32_e32 v66, 16, v84
	v_lshlrev_b32_e32 v67, 16, v126
	v_mov_b16_e32 v126.l, v49.l
	v_and_b32_e32 v49, 0xffff0000, v49
	v_add_f32_e32 v59, v64, v65
	v_mov_b16_e32 v65.l, v12.l
	v_fmac_f32_e32 v51, v66, v67
	v_lshlrev_b32_e32 v66, 16, v83
	v_and_b32_e32 v12, 0xffff0000, v12
	v_lshlrev_b32_e32 v67, 16, v125
	v_mov_b16_e32 v64.l, v13.l
	v_and_b32_e32 v13, 0xffff0000, v13
	v_mov_b16_e32 v125.l, v50.l
	v_and_b32_e32 v50, 0xffff0000, v50
	v_fmac_f32_e32 v52, v66, v67
	v_lshlrev_b32_e32 v66, 16, v82
	v_lshlrev_b32_e32 v67, 16, v124
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v51, v51, v52
	v_dual_fmac_f32 v53, v66, v67 :: v_dual_lshlrev_b32 v66, 16, v81
	v_lshlrev_b32_e32 v67, 16, v80
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v54, v66, v67
	v_mov_b16_e32 v67.l, v18.l
	v_and_b32_e32 v18, 0xffff0000, v18
	v_and_b32_e32 v7, 0xffff0000, v7
	v_mov_b16_e32 v66.l, v11.l
	v_add_f32_e32 v52, v53, v54
	v_add_f32_e32 v54, v58, v59
	v_add_f32_e32 v53, v57, v55
	v_and_b32_e32 v57, 0xffff0000, v3
	v_and_b32_e32 v58, 0xffff0000, v4
	v_add_f32_e32 v55, v51, v52
	v_add_f32_dpp v52, v10, v10 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v10, v54, v54 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v51, v53, v53 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_and_b32_e32 v11, 0xffff0000, v11
	v_and_b32_e32 v56, 0xffff0000, v2
	v_mov_b16_e32 v59.l, v8.l
	v_add_f32_dpp v10, v10, v10 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v51, v51, v51 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_dpp v10, v10, v10 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v51, v51, v51 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_dpp v53, v10, v10 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v10, v55, v55 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v51, v51, v51 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_and_b32_e32 v55, 0xffff0000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v10, v10, v10 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v10, v10, v10 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_dpp v54, v10, v10 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_and_b32_e32 v10, 0x70, v9
	v_add_nc_u32_e32 v10, 0, v10
	ds_store_b128 v10, v[51:54]
	v_mov_b16_e32 v54.l, v1.l
	v_mul_lo_u32 v1, v89, s27
	v_mov_b16_e32 v51.l, v4.l
	v_mov_b16_e32 v52.l, v3.l
	v_mov_b16_e32 v53.l, v2.l
	v_lshlrev_b32_e32 v54, 16, v54
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b32_e32 v51, 16, v51
	v_lshlrev_b32_e32 v52, 16, v52
	v_add_lshl_u32 v1, v101, v1, 1
	v_lshlrev_b32_e32 v53, 16, v53
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v1, 0x80000000, v1, s8
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v74.l, v1.l
	v_and_b32_e32 v75, 0xffff0000, v1
	v_mul_lo_u32 v1, v95, s27
	v_mov_b16_e32 v71.l, v4.l
	v_mov_b16_e32 v72.l, v3.l
	v_mov_b16_e32 v73.l, v2.l
	v_and_b32_e32 v76, 0xffff0000, v2
	v_and_b32_e32 v77, 0xffff0000, v3
	v_and_b32_e32 v78, 0xffff0000, v4
	v_lshlrev_b32_e32 v74, 16, v74
	v_add_lshl_u32 v1, v101, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v1, 0x80000000, v1, s8
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v82.l, v1.l
	v_and_b32_e32 v83, 0xffff0000, v1
	v_mul_lo_u32 v1, v90, s27
	v_mov_b16_e32 v79.l, v4.l
	v_mov_b16_e32 v80.l, v3.l
	v_mov_b16_e32 v81.l, v2.l
	v_and_b32_e32 v84, 0xffff0000, v2
	v_and_b32_e32 v85, 0xffff0000, v3
	v_dual_mul_f32 v5, v5, v83 :: v_dual_and_b32 v86, 0xffff0000, v4
	v_add_lshl_u32 v1, v101, v1, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, v6, v84
	v_cndmask_b32_e64 v1, 0x80000000, v1, s7
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v90.l, v1.l
	v_and_b32_e32 v95, 0xffff0000, v1
	v_mul_lo_u32 v1, v96, s27
	v_mov_b16_e32 v87.l, v4.l
	v_mov_b16_e32 v88.l, v3.l
	v_mov_b16_e32 v89.l, v2.l
	v_and_b32_e32 v102, 0xffff0000, v2
	v_and_b32_e32 v103, 0xffff0000, v3
	v_dual_mul_f32 v11, v11, v95 :: v_dual_and_b32 v104, 0xffff0000, v4
	v_add_lshl_u32 v1, v101, v1, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v12, v12, v102 :: v_dual_mul_f32 v13, v13, v103
	v_dual_mul_f32 v14, v14, v104 :: v_dual_mul_f32 v55, v55, v75
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v1, 0x80000000, v1, s7
	v_mov_b16_e32 v75.l, v34.l
	v_and_b32_e32 v34, 0xffff0000, v34
	v_mov_b16_e32 v103.l, v42.l
	v_fmac_f32_e32 v55, v54, v74
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	v_mul_f32_e32 v54, v56, v76
	v_lshlrev_b32_e32 v56, 16, v73
	v_mov_b16_e32 v76.l, v33.l
	v_and_b32_e32 v33, 0xffff0000, v33
	v_and_b32_e32 v42, 0xffff0000, v42
	v_mov_b16_e32 v104.l, v41.l
	v_fmac_f32_e32 v54, v53, v56
	v_dual_mul_f32 v53, v57, v77 :: v_dual_lshlrev_b32 v56, 16, v72
	v_mov_b16_e32 v77.l, v32.l
	v_and_b32_e32 v32, 0xffff0000, v32
	v_and_b32_e32 v41, 0xffff0000, v41
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v53, v52, v56 :: v_dual_mul_f32 v52, v58, v78
	v_lshlrev_b32_e32 v56, 16, v71
	v_mov_b16_e32 v78.l, v31.l
	v_dual_fmac_f32 v52, v51, v56 :: v_dual_and_b32 v31, 0xffff0000, v31
	v_lshlrev_b32_e32 v51, 16, v62
	v_lshlrev_b32_e32 v56, 16, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v51, v56
	v_lshlrev_b32_e32 v51, 16, v61
	v_lshlrev_b32_e32 v56, 16, v81
	v_fmac_f32_e32 v6, v51, v56
	v_lshlrev_b32_e32 v51, 16, v60
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v5, v5, v6 :: v_dual_lshlrev_b32 v56, 16, v80
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v96.l, v4.l
	v_and_b32_e32 v4, 0xffff0000, v4
	v_mov_b16_e32 v107.l, v1.l
	v_and_b32_e32 v1, 0xffff0000, v1
	v_mov_b16_e32 v105.l, v3.l
	v_mov_b16_e32 v106.l, v2.l
	v_dual_mul_f32 v4, v18, v4 :: v_dual_mul_f32 v7, v7, v85
	v_and_b32_e32 v3, 0xffff0000, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_fmac_f32_e32 v7, v51, v56
	v_and_b32_e32 v15, 0xffff0000, v15
	v_and_b32_e32 v8, 0xffff0000, v8
	v_lshlrev_b32_e32 v51, 16, v59
	v_lshlrev_b32_e32 v56, 16, v79
	v_mul_f32_e32 v3, v17, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, v15, v1 :: v_dual_mul_f32 v8, v8, v86
	v_dual_fmac_f32 v8, v51, v56 :: v_dual_lshlrev_b32 v51, 16, v66
	v_lshlrev_b32_e32 v56, 16, v90
	v_mov_b16_e32 v90.l, v35.l
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_add_f32 v6, v7, v8 :: v_dual_and_b32 v35, 0xffff0000, v35
	v_mov_b16_e32 v66.l, v27.l
	v_fmac_f32_e32 v11, v51, v56
	v_lshlrev_b32_e32 v51, 16, v65
	v_lshlrev_b32_e32 v56, 16, v89
	v_mov_b16_e32 v89.l, v36.l
	v_and_b32_e32 v36, 0xffff0000, v36
	v_lshlrev_b32_e32 v15, 16, v70
	v_mov_b16_e32 v65.l, v28.l
	v_fmac_f32_e32 v12, v51, v56
	v_lshlrev_b32_e32 v51, 16, v64
	v_lshlrev_b32_e32 v56, 16, v88
	v_mov_b16_e32 v88.l, v37.l
	v_and_b32_e32 v37, 0xffff0000, v37
	v_add_f32_e32 v7, v11, v12
	v_and_b32_e32 v11, 0xffff0000, v19
	v_fmac_f32_e32 v13, v51, v56
	v_lshlrev_b32_e32 v51, 16, v63
	v_lshlrev_b32_e32 v56, 16, v87
	v_and_b32_e32 v2, 0xffff0000, v2
	v_mov_b16_e32 v87.l, v38.l
	v_and_b32_e32 v38, 0xffff0000, v38
	v_and_b32_e32 v12, 0xffff0000, v20
	v_dual_fmac_f32 v14, v51, v56 :: v_dual_lshlrev_b32 v51, 16, v107
	v_mul_f32_e32 v2, v16, v2
	v_lshlrev_b32_e32 v16, 16, v106
	v_mov_b16_e32 v106.l, v39.l
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v8, v13, v14 :: v_dual_fmac_f32 v1, v15, v51
	v_lshlrev_b32_e32 v15, 16, v69
	v_and_b32_e32 v13, 0xffff0000, v21
	v_and_b32_e32 v14, 0xffff0000, v22
	v_and_b32_e32 v39, 0xffff0000, v39
	v_mov_b16_e32 v51.l, v26.l
	v_fmac_f32_e32 v2, v15, v16
	v_lshlrev_b32_e32 v16, 16, v105
	v_mov_b16_e32 v105.l, v40.l
	v_and_b32_e32 v40, 0xffff0000, v40
	v_lshlrev_b32_e32 v15, 16, v68
	v_dual_add_f32 v1, v1, v2 :: v_dual_and_b32 v28, 0xffff0000, v28
	v_mov_b16_e32 v64.l, v29.l
	v_mov_b16_e32 v63.l, v30.l
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v3, v15, v16
	v_lshlrev_b32_e32 v15, 16, v67
	v_lshlrev_b32_e32 v16, 16, v96
	v_fmac_f32_e32 v4, v15, v16
	v_dual_add_f32 v15, v55, v54 :: v_dual_add_f32 v16, v53, v52
	v_mov_b16_e32 v54.l, v23.l
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_add_f32 v2, v3, v4 :: v_dual_and_b32 v23, 0xffff0000, v23
	v_dual_add_f32 v4, v5, v6 :: v_dual_add_f32 v3, v15, v16
	v_add_f32_e32 v5, v7, v8
	v_mov_b16_e32 v8.l, v19.l
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v6, v1, v2
	v_add_f32_dpp v2, v4, v4 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v3, v3 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v5, v5 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b16_e32 v5.l, v22.l
	v_add_f32_dpp v4, v6, v6 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v1, v1 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b16_e32 v6.l, v21.l
	v_add_f32_dpp v4, v4, v4 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v1, v1 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b16_e32 v7.l, v20.l
	v_add_f32_dpp v4, v4, v4 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v1, v1 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_lshlrev_b32_e32 v8, 16, v8
	v_add_f32_dpp v4, v4, v4 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_lshlrev_b32_e32 v7, 16, v7
	v_lshlrev_b32_e32 v6, 16, v6
	v_lshlrev_b32_e32 v5, 16, v5
	v_mov_b16_e32 v53.l, v24.l
	ds_store_b128 v10, v[1:4] offset:128
	v_mul_lo_u32 v1, v91, s27
	v_and_b32_e32 v24, 0xffff0000, v24
	v_mov_b16_e32 v52.l, v25.l
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_lshl_u32 v1, v101, v1, 1
	v_cndmask_b32_e64 v1, 0x80000000, v1, s6
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v18.l, v1.l
	v_and_b32_e32 v19, 0xffff0000, v1
	v_mul_lo_u32 v1, v97, s27
	v_mov_b16_e32 v15.l, v4.l
	v_mov_b16_e32 v16.l, v3.l
	v_mov_b16_e32 v17.l, v2.l
	v_and_b32_e32 v20, 0xffff0000, v2
	v_and_b32_e32 v21, 0xffff0000, v3
	v_dual_mul_f32 v11, v11, v19 :: v_dual_and_b32 v22, 0xffff0000, v4
	v_add_lshl_u32 v1, v101, v1, 1
	v_lshlrev_b32_e32 v18, 16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, 0x80000000, v1, s6
	v_fmac_f32_e32 v11, v8, v18
	v_mul_f32_e32 v8, v12, v20
	v_lshlrev_b32_e32 v12, 16, v17
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	v_dual_fmac_f32 v8, v7, v12 :: v_dual_mul_f32 v7, v13, v21
	v_lshlrev_b32_e32 v12, 16, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v8, v11, v8
	v_fmac_f32_e32 v7, v6, v12
	v_mul_f32_e32 v6, v14, v22
	v_lshlrev_b32_e32 v12, 16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v6, v5, v12
	v_lshlrev_b32_e32 v12, 16, v54
	v_add_f32_e32 v6, v7, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v6, v8, v6
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v58.l, v1.l
	v_and_b32_e32 v59, 0xffff0000, v1
	v_mul_lo_u32 v1, v92, s27
	v_mov_b16_e32 v55.l, v4.l
	v_mov_b16_e32 v56.l, v3.l
	v_mov_b16_e32 v57.l, v2.l
	v_and_b32_e32 v60, 0xffff0000, v2
	v_and_b32_e32 v61, 0xffff0000, v3
	v_dual_mul_f32 v5, v23, v59 :: v_dual_and_b32 v62, 0xffff0000, v4
	v_add_lshl_u32 v1, v101, v1, 1
	v_lshlrev_b32_e32 v13, 16, v58
	v_lshlrev_b32_e32 v14, 16, v57
	v_lshlrev_b32_e32 v15, 16, v56
	v_lshlrev_b32_e32 v16, 16, v55
	v_cndmask_b32_e64 v1, 0x80000000, v1, s5
	v_fmac_f32_e32 v5, v12, v13
	v_dual_mul_f32 v12, v24, v60 :: v_dual_lshlrev_b32 v13, 16, v53
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	v_fmac_f32_e32 v12, v13, v14
	v_lshlrev_b32_e32 v14, 16, v52
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v5, v5, v12
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v70.l, v1.l
	v_and_b32_e32 v71, 0xffff0000, v1
	v_mul_lo_u32 v1, v98, s27
	v_mov_b16_e32 v67.l, v4.l
	v_mov_b16_e32 v68.l, v3.l
	v_mov_b16_e32 v69.l, v2.l
	v_and_b32_e32 v72, 0xffff0000, v2
	v_and_b32_e32 v73, 0xffff0000, v3
	v_and_b32_e32 v74, 0xffff0000, v4
	v_lshlrev_b32_e32 v17, 16, v70
	v_add_lshl_u32 v1, v101, v1, 1
	v_lshlrev_b32_e32 v18, 16, v69
	v_lshlrev_b32_e32 v19, 16, v68
	v_lshlrev_b32_e32 v20, 16, v67
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v1, 0x80000000, v1, s5
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v82.l, v1.l
	v_and_b32_e32 v83, 0xffff0000, v1
	v_mul_lo_u32 v1, v93, s27
	v_mov_b16_e32 v79.l, v4.l
	v_mov_b16_e32 v80.l, v3.l
	v_mov_b16_e32 v81.l, v2.l
	v_and_b32_e32 v84, 0xffff0000, v2
	v_and_b32_e32 v85, 0xffff0000, v3
	v_and_b32_e32 v86, 0xffff0000, v4
	v_lshlrev_b32_e32 v21, 16, v82
	v_add_lshl_u32 v1, v101, v1, 1
	v_lshlrev_b32_e32 v22, 16, v81
	v_lshlrev_b32_e32 v23, 16, v80
	v_lshlrev_b32_e32 v24, 16, v79
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v1, 0x80000000, v1, s2
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v95.l, v1.l
	v_and_b32_e32 v96, 0xffff0000, v1
	v_mul_lo_u32 v1, v99, s27
	v_mov_b16_e32 v91.l, v4.l
	v_mov_b16_e32 v92.l, v3.l
	v_mov_b16_e32 v93.l, v2.l
	v_and_b32_e32 v97, 0xffff0000, v2
	v_and_b32_e32 v98, 0xffff0000, v3
	v_and_b32_e32 v102, 0xffff0000, v4
	v_add_lshl_u32 v1, v101, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v1, 0x80000000, v1, s2
	s_lshl2_add_u32 s2, s28, 0
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v109.l, v1.l
	v_and_b32_e32 v110, 0xffff0000, v1
	v_mul_lo_u32 v1, v94, s27
	v_mov_b16_e32 v99.l, v4.l
	v_mov_b16_e32 v107.l, v3.l
	v_mov_b16_e32 v108.l, v2.l
	v_and_b32_e32 v111, 0xffff0000, v2
	v_and_b32_e32 v112, 0xffff0000, v3
	v_and_b32_e32 v113, 0xffff0000, v4
	v_and_b32_e32 v26, 0xffff0000, v26
	v_add_lshl_u32 v1, v101, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v120.l, v1.l
	v_and_b32_e32 v121, 0xffff0000, v1
	v_mul_lo_u32 v1, v100, s27
	v_mov_b16_e32 v94.l, v4.l
	v_mov_b16_e32 v118.l, v3.l
	v_mov_b16_e32 v119.l, v2.l
	v_and_b32_e32 v122, 0xffff0000, v2
	v_and_b32_e32 v123, 0xffff0000, v3
	v_and_b32_e32 v124, 0xffff0000, v4
	v_and_b32_e32 v25, 0xffff0000, v25
	v_add_lshl_u32 v1, v101, v1, 1
	v_and_b32_e32 v30, 0xffff0000, v30
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	buffer_load_b128 v[1:4], v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b16_e64 v129.l, v2.l
	v_and_b32_e32 v2, 0xffff0000, v2
	v_mov_b16_e32 v100.l, v4.l
	v_and_b32_e32 v4, 0xffff0000, v4
	v_and_b32_e32 v29, 0xffff0000, v29
	v_mov_b16_e64 v130.l, v1.l
	v_dual_mul_f32 v2, v48, v2 :: v_dual_mul_f32 v13, v25, v61
	v_and_b32_e32 v27, 0xffff0000, v27
	v_dual_mul_f32 v4, v50, v4 :: v_dual_and_b32 v1, 0xffff0000, v1
	v_mov_b16_e32 v101.l, v3.l
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v13, v14, v15
	v_dual_mul_f32 v14, v26, v62 :: v_dual_lshlrev_b32 v15, 16, v51
	v_mul_f32_e32 v1, v47, v1
	v_and_b32_e32 v3, 0xffff0000, v3
	v_lshlrev_b32_e32 v25, 16, v95
	v_lshlrev_b32_e32 v26, 16, v93
	v_fmac_f32_e32 v14, v15, v16
	v_dual_mul_f32 v15, v27, v71 :: v_dual_lshlrev_b32 v16, 16, v66
	v_mul_f32_e32 v3, v49, v3
	v_lshlrev_b32_e32 v27, 16, v92
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v7, v13, v14
	v_fmac_f32_e32 v15, v16, v17
	v_dual_mul_f32 v16, v28, v72 :: v_dual_lshlrev_b32 v17, 16, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v5, v5, v7
	v_lshlrev_b32_e32 v28, 16, v91
	v_fmac_f32_e32 v16, v17, v18
	v_dual_mul_f32 v17, v29, v73 :: v_dual_lshlrev_b32 v18, 16, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v8, v15, v16 :: v_dual_lshlrev_b32 v29, 16, v109
	v_fmac_f32_e32 v17, v18, v19
	v_dual_mul_f32 v18, v30, v74 :: v_dual_lshlrev_b32 v19, 16, v63
	v_lshlrev_b32_e32 v30, 16, v108
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v18, v19, v20
	v_dual_mul_f32 v19, v31, v83 :: v_dual_lshlrev_b32 v20, 16, v78
	v_lshlrev_b32_e32 v31, 16, v107
	v_add_f32_e32 v11, v17, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v19, v20, v21
	v_dual_mul_f32 v20, v32, v84 :: v_dual_lshlrev_b32 v21, 16, v77
	v_add_f32_e32 v7, v8, v11
	v_lshlrev_b32_e32 v32, 16, v99
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v20, v21, v22
	v_lshlrev_b32_e32 v22, 16, v76
	v_dual_add_f32 v12, v19, v20 :: v_dual_mul_f32 v21, v33, v85
	v_lshlrev_b32_e32 v33, 16, v120
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v21, v22, v23
	v_dual_mul_f32 v22, v34, v86 :: v_dual_lshlrev_b32 v23, 16, v75
	v_lshlrev_b32_e32 v34, 16, v119
	v_fmac_f32_e32 v22, v23, v24
	v_lshlrev_b32_e32 v24, 16, v90
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v13, v21, v22
	v_mul_f32_e32 v23, v35, v96
	v_dual_add_f32 v8, v12, v13 :: v_dual_lshlrev_b32 v35, 16, v118
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v23, v24, v25
	v_mul_f32_e32 v24, v36, v97
	v_lshlrev_b32_e32 v25, 16, v89
	v_lshlrev_b32_e32 v36, 16, v94
	v_fmac_f32_e32 v24, v25, v26
	v_dual_mul_f32 v25, v37, v98 :: v_dual_lshlrev_b32 v26, 16, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v14, v23, v24 :: v_dual_fmac_f32 v25, v26, v27
	v_dual_mul_f32 v26, v38, v102 :: v_dual_lshlrev_b32 v27, 16, v87
	v_fmac_f32_e32 v26, v27, v28
	v_lshlrev_b32_e32 v28, 16, v106
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v25, v26
	v_add_f32_e32 v11, v14, v15
	v_mul_f32_e32 v27, v39, v110
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v28, v29
	v_dual_mul_f32 v28, v40, v111 :: v_dual_lshlrev_b32 v29, 16, v105
	v_fmac_f32_e32 v28, v29, v30
	v_mul_f32_e32 v29, v41, v112
	v_lshlrev_b32_e32 v30, 16, v104
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v16, v27, v28 :: v_dual_fmac_f32 v29, v30, v31
	v_dual_mul_f32 v30, v42, v113 :: v_dual_lshlrev_b32 v31, 16, v103
	v_fmac_f32_e32 v30, v31, v32
	v_mul_f32_e32 v31, v43, v121
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v17, v29, v30 :: v_dual_lshlrev_b32 v32, 16, v117
	v_fmac_f32_e32 v31, v32, v33
	v_dual_mul_f32 v32, v44, v122 :: v_dual_lshlrev_b32 v33, 16, v116
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v12, v16, v17
	v_fmac_f32_e32 v32, v33, v34
	v_mul_f32_e32 v33, v45, v123
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v13, v31, v32 :: v_dual_lshlrev_b32 v34, 16, v115
	v_fmac_f32_e32 v33, v34, v35
	v_dual_mul_f32 v34, v46, v124 :: v_dual_lshlrev_b32 v35, 16, v114
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v35, v36
	v_lshlrev_b32_e32 v35, 16, v128
	v_lshlrev_b32_e32 v36, 16, v130
	v_dual_add_f32 v14, v33, v34 :: v_dual_fmac_f32 v1, v35, v36
	v_lshlrev_b32_e32 v35, 16, v127
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v13, v13, v14 :: v_dual_lshlrev_b32 v36, 16, v129
	v_dual_fmac_f32 v2, v35, v36 :: v_dual_lshlrev_b32 v35, 16, v126
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v2 :: v_dual_lshlrev_b32 v36, 16, v101
	v_fmac_f32_e32 v3, v35, v36
	v_lshlrev_b32_e32 v35, 16, v125
	v_lshlrev_b32_e32 v36, 16, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v35, v36
	v_add_f32_e32 v2, v3, v4
	v_add_f32_dpp v3, v6, v6 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v5, v5 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v5, v11, v11 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v6, v12, v12 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_e32 v14, v1, v2
	v_add_f32_dpp v3, v3, v3 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v5, v5, v5 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v6, v6, v6 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_lshlrev_b32_e32 v11, 4, v0
	v_add_f32_dpp v3, v3, v3 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_f32_dpp v5, v5, v5 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v6, v6, v6 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v3, v3 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v4, v4 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v7, v7 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v8, v8 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v7, v13, v13 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v14, v14 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_and_b32_e32 v11, 0x70, v11
	v_add_f32_dpp v3, v3, v3 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v7, v7, v7 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v8, v8 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_and_b32_e32 v0, 12, v0
	v_add_f32_dpp v3, v3, v3 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v7, v7, v7 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v8, v8 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v5, v5, v5 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v6, v6, v6 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v7, v7, v7 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v8, v8 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add3_u32 v0, s2, v11, v0
	ds_store_b128 v10, v[1:4] offset:256
	v_or_b32_e32 v1, s29, v9
	ds_store_b128 v10, v[5:8] offset:384
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v0, v0
	v_cmp_gt_i32_e32 vcc_lo, s11, v1
	v_add_lshl_u32 v1, s0, v9, 2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v0, v1, s[16:19], 0 offen
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel _bwd_preprocess
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 131
		.amdhsa_next_free_sgpr 30
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
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-_bwd_preprocess)<<4)&1008)>>4
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
; ScratchSize: 0
; Occupancy: 10
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         _bwd_preprocess.kd
    .vgpr_count:     131
    .vgpr_spill_count: 0
    .wavefront_size: 32
