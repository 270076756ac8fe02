	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
_bwd_preprocess:                        ; @_bwd_preprocess
.Lfunc_begin0:
; %bb.0:
	v_readfirstlane_b32 s5, v0
	s_clause 0x3
	s_load_b128 s[20:23], s[0:1], 0x20
	s_load_b64 s[24:25], s[0:1], 0x30
	s_load_b32 s26, s[0:1], 0x38
	s_load_b256 s[8:15], s[0:1], 0x0
	s_lshl_b32 s27, s2, 7
	s_mov_b32 s19, 0x31027000
	s_and_b32 s28, s5, 0x60
	s_mov_b32 s18, 0x7ffffffe
	v_and_or_b32 v65, v0, 31, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v17, 3, v65
	v_and_b32_e32 v67, 0x78, v65
	v_or_b32_e32 v1, s27, v17
	v_or_b32_e32 v45, 0x60, v17
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s22, s4
	v_or_b32_e32 v18, 16, v17
	v_or_b32_e32 v25, 32, v17
	v_cmp_gt_i32_e32 vcc_lo, s26, v1
	v_lshlrev_b32_e32 v66, 3, v0
	s_mul_i32 s0, s14, s3
	s_mul_i32 s1, s15, s4
	v_or_b32_e32 v33, 48, v17
	s_add_i32 s1, s1, s0
	v_and_b32_e32 v23, 56, v66
	s_mul_i32 s0, s21, s3
	v_or_b32_e32 v34, 64, v17
	v_or_b32_e32 v37, 0x50, v17
	v_or_b32_e32 v49, 0x70, v17
	v_mul_lo_u32 v5, v17, s20
	v_mul_lo_u32 v27, v45, s20
	s_add_i32 s14, s2, s0
	s_mul_i32 s0, s20, s27
	v_or_b32_e32 v21, s27, v45
	v_add3_u32 v26, s1, s0, v23
	v_mul_lo_u32 v6, v18, s20
	v_mul_lo_u32 v7, v25, s20
	v_mul_lo_u32 v8, v33, s20
	v_mul_lo_u32 v9, v34, s20
	v_mul_lo_u32 v24, v37, s20
	v_mul_lo_u32 v28, v49, s20
	v_or_b32_e32 v20, s27, v37
	v_add_lshl_u32 v5, v26, v5, 1
	v_add_lshl_u32 v27, v26, v27, 1
	v_cmp_gt_i32_e64 s7, s26, v21
	v_add_lshl_u32 v6, v26, v6, 1
	v_add_lshl_u32 v29, v26, v9, 1
	v_cndmask_b32_e32 v1, 0x80000000, v5, vcc_lo
	v_add_lshl_u32 v5, v26, v7, 1
	v_add_lshl_u32 v7, v26, v8, 1
	v_add_lshl_u32 v24, v26, v24, 1
	v_cmp_gt_i32_e64 s6, s26, v20
	v_add_lshl_u32 v20, v26, v28, 1
	v_cndmask_b32_e64 v26, 0x80000000, v27, s7
	v_mul_lo_u32 v27, v17, s23
	v_or_b32_e32 v3, s27, v25
	v_or_b32_e32 v19, s27, v34
	s_and_b32 s17, s9, 0xffff
	s_mul_i32 s9, s23, s27
	v_or_b32_e32 v2, s27, v18
	v_or_b32_e32 v4, s27, v33
	v_or_b32_e32 v22, s27, v49
	v_add3_u32 v57, s14, s9, v23
	v_mul_lo_u32 v35, v18, s23
	v_cmp_gt_i32_e64 s1, s26, v3
	v_cmp_gt_i32_e64 s5, s26, v19
	s_mov_b32 s16, s8
	v_cmp_gt_i32_e64 s0, s26, v2
	v_cmp_gt_i32_e64 s2, s26, v4
	v_cmp_gt_i32_e64 s8, s26, v22
	v_add_lshl_u32 v38, v57, v27, 1
	v_mul_lo_u32 v36, v25, s23
	v_mul_lo_u32 v39, v33, s23
	v_mul_lo_u32 v41, v34, s23
	v_mul_lo_u32 v46, v37, s23
	v_cndmask_b32_e64 v10, 0x80000000, v5, s1
	v_cndmask_b32_e64 v19, 0x80000000, v29, s5
	v_mul_lo_u32 v53, v45, s23
	v_cndmask_b32_e64 v6, 0x80000000, v6, s0
	v_cndmask_b32_e64 v13, 0x80000000, v7, s2
	v_cndmask_b32_e64 v24, 0x80000000, v24, s6
	v_cndmask_b32_e64 v29, 0x80000000, v20, s8
	v_mul_lo_u32 v58, v49, s23
	v_add_lshl_u32 v33, v57, v35, 1
	v_dual_cndmask_b32 v34, 0x80000000, v38 :: v_dual_add_nc_u32 v67, 0, v67
	s_clause 0x7
	buffer_load_b128 v[1:4], v1, s[16:19], 0 offen
	buffer_load_b128 v[5:8], v6, s[16:19], 0 offen
	buffer_load_b128 v[9:12], v10, s[16:19], 0 offen
	buffer_load_b128 v[13:16], v13, s[16:19], 0 offen
	buffer_load_b128 v[17:20], v19, s[16:19], 0 offen
	buffer_load_b128 v[21:24], v24, s[16:19], 0 offen
	buffer_load_b128 v[25:28], v26, s[16:19], 0 offen
	buffer_load_b128 v[29:32], v29, s[16:19], 0 offen
	s_and_b32 s17, s11, 0xffff
	s_mov_b32 s16, s10
	v_add_lshl_u32 v38, v57, v36, 1
	v_cndmask_b32_e64 v40, 0x80000000, v33, s0
	buffer_load_b128 v[33:36], v34, s[16:19], 0 offen
	v_add_lshl_u32 v42, v57, v39, 1
	v_add_lshl_u32 v47, v57, v41, 1
	v_add_lshl_u32 v50, v57, v46, 1
	v_add_lshl_u32 v59, v57, v53, 1
	v_add_lshl_u32 v57, v57, v58, 1
	v_cndmask_b32_e64 v43, 0x80000000, v38, s1
	v_cndmask_b32_e64 v48, 0x80000000, v42, s2
	v_cndmask_b32_e64 v51, 0x80000000, v47, s5
	v_cndmask_b32_e64 v54, 0x80000000, v50, s6
	v_cndmask_b32_e64 v58, 0x80000000, v59, s7
	v_cndmask_b32_e64 v61, 0x80000000, v57, s8
	s_clause 0x6
	buffer_load_b128 v[37:40], v40, s[16:19], 0 offen
	buffer_load_b128 v[41:44], v43, s[16:19], 0 offen
	buffer_load_b128 v[45:48], v48, s[16:19], 0 offen
	buffer_load_b128 v[49:52], v51, s[16:19], 0 offen
	buffer_load_b128 v[53:56], v54, s[16:19], 0 offen
	buffer_load_b128 v[57:60], v58, s[16:19], 0 offen
	buffer_load_b128 v[61:64], v61, s[16:19], 0 offen
	v_lshrrev_b32_e32 v0, 2, v0
	s_lshl2_add_u32 s0, s28, 0
	s_mul_i32 s1, s25, s4
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s14, s18
	s_mov_b32 s15, s19
	s_waitcnt vmcnt(7)
	v_fma_mix_f32 v70, v2, v34, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v71, v1, v33, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v69, v3, v35, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_mix_f32 v2, v2, v34, v70 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v1, v33, v71 op_sel_hi:[1,1,0]
	v_and_b32_e32 v68, 4, v0
	v_fma_mix_f32 v0, v4, v36, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v3, v35, v69 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt vmcnt(6)
	v_fma_mix_f32 v72, v8, v40, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v73, v7, v39, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v74, v6, v38, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v75, v5, v37, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(5)
	v_fma_mix_f32 v76, v12, v44, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v77, v11, v43, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v78, v10, v42, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v79, v9, v41, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(4)
	v_fma_mix_f32 v80, v16, v48, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v81, v15, v47, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v82, v14, v46, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v83, v13, v45, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(3)
	v_fma_mix_f32 v84, v20, v52, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v85, v19, v51, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v86, v18, v50, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v87, v17, v49, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(2)
	v_fma_mix_f32 v88, v24, v56, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v89, v23, v55, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v90, v22, v54, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v91, v21, v53, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v0, v4, v36, v0 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(1)
	v_fma_mix_f32 v4, v28, v60, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v33, v27, v59, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v34, v26, v58, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v35, v25, v57, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(0)
	v_fma_mix_f32 v36, v32, v64, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v69, v31, v63, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v70, v30, v62, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v71, v29, v61, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v5, v5, v37, v75 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v6, v38, v74 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v7, v7, v39, v73 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v8, v8, v40, v72 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v9, v9, v41, v79 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v10, v10, v42, v78 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v11, v11, v43, v77 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v12, v12, v44, v76 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v13, v13, v45, v83 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v14, v14, v46, v82 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v15, v15, v47, v81 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v16, v16, v48, v80 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v17, v17, v49, v87 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v18, v18, v50, v86 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v19, v19, v51, v85 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v20, v20, v52, v84 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v21, v21, v53, v91 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v22, v22, v54, v90 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v23, v23, v55, v89 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v24, v24, v56, v88 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v25, v25, v57, v35 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v26, v26, v58, v34 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v27, v27, v59, v33 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v4, v28, v60, v4 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v28, v29, v61, v71 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v29, v30, v62, v70 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v30, v31, v63, v69 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v31, v32, v64, v36 op_sel_hi:[1,1,0]
	v_and_b32_e32 v66, 0x78, v66
	v_add_f32_e32 v0, v3, v0
	v_dual_add_f32 v2, v5, v6 :: v_dual_add_f32 v3, v7, v8
	v_dual_add_f32 v5, v9, v10 :: v_dual_add_f32 v6, v11, v12
	v_dual_add_f32 v7, v13, v14 :: v_dual_add_f32 v8, v15, v16
	v_dual_add_f32 v9, v17, v18 :: v_dual_add_f32 v10, v19, v20
	v_dual_add_f32 v11, v21, v22 :: v_dual_add_f32 v12, v23, v24
	v_dual_add_f32 v13, v25, v26 :: v_dual_add_f32 v4, v27, v4
	v_dual_add_f32 v15, v30, v31 :: v_dual_add_f32 v14, v28, v29
	v_dual_add_f32 v0, v1, v0 :: v_dual_add_f32 v1, v2, v3
	v_dual_add_f32 v2, v5, v6 :: v_dual_add_f32 v3, v7, v8
	v_dual_add_f32 v5, v9, v10 :: v_dual_add_f32 v6, v11, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_add_f32 v4, v13, v4 :: v_dual_add_f32 v7, v14, v15
	v_add_f32_dpp v0, v0, v0 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v1, v1 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v5, v5, v5 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v6, v6, v6 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v7, v7, v7 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v0, v0, v0 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v1, v1 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v5, v5, v5 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v6, v6, v6 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v4, v4 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v7, v7, v7 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v0, v0, v0 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v1, v1 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v5, v5 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v5, v6, v6 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v6, v8, v8 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add3_u32 v8, s0, v66, v68
	v_add_f32_dpp v7, v7, v7 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_2addr_b64 v67, v[0:1], v[2:3] offset1:16
	ds_store_2addr_b64 v67, v[4:5], v[6:7] offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v0, v8
	s_mul_i32 s0, s24, s3
	v_or_b32_e32 v1, s27, v65
	s_add_i32 s0, s0, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s0, s0, s1
	v_add_lshl_u32 v2, s0, v65, 2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s26, v1
	v_cndmask_b32_e32 v1, 0x80000000, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v0, v1, s[12:15], 0 offen
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
		.amdhsa_next_free_vgpr 92
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
; Occupancy: 16
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         _bwd_preprocess.kd
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 32
