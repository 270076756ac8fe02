	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
_bwd_preprocess:                        ; @_bwd_preprocess
.Lfunc_begin0:
; %bb.0:
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x0
	s_load_b128 s[20:23], s[0:1], 0x20
	v_readfirstlane_b32 s5, v0
	v_and_b32_e32 v33, 31, v0
	s_clause 0x1
	s_load_b32 s24, s[0:1], 0x38
	s_load_b64 s[6:7], s[0:1], 0x30
	v_lshlrev_b32_e32 v1, 3, v0
	s_lshl_b32 s1, s2, 5
	v_lshlrev_b32_e32 v35, 4, v0
	v_and_or_b32 v34, 0x60, s5, v33
	v_lshrrev_b32_e32 v0, 1, v0
	v_and_b32_e32 v13, 0x78, v1
	s_mov_b32 s19, 0x31027000
	s_mov_b32 s18, 0x7ffffffe
	v_lshrrev_b32_e32 v9, 4, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v2, s1, v9
	v_or_b32_e32 v14, 8, v9
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s14, s3
	s_mul_i32 s2, s15, s4
	v_mul_lo_u32 v1, v9, s20
	s_mul_i32 s14, s20, s1
	s_add_i32 s2, s2, s0
	v_cmp_gt_i32_e32 vcc_lo, s24, v2
	v_add3_u32 v10, s2, s14, v13
	v_mul_lo_u32 v3, v14, s20
	s_and_b32 s17, s9, 0xffff
	s_mov_b32 s16, s8
	v_or_b32_e32 v17, 16, v9
	v_add_lshl_u32 v1, v10, v1, 1
	v_or_b32_e32 v21, 24, v9
	s_mul_i32 s2, s21, s3
	s_mul_i32 s8, s22, s4
	v_add_lshl_u32 v6, v10, v3, 1
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_mul_lo_u32 v5, v17, s20
	v_or_b32_e32 v11, s1, v17
	v_mul_lo_u32 v12, v21, s20
	v_mul_lo_u32 v22, v17, s23
	buffer_load_b128 v[1:4], v1, s[16:19], 0 offen
	v_mul_lo_u32 v26, v21, s23
	v_cmp_gt_i32_e64 s0, s24, v11
	s_mul_i32 s9, s23, s1
	v_add_lshl_u32 v15, v10, v5, 1
	s_add_i32 s8, s8, s2
	v_add_lshl_u32 v16, v10, v12, 1
	v_add3_u32 v25, s8, s9, v13
	v_mul_lo_u32 v18, v14, s23
	v_cndmask_b32_e64 v11, 0x80000000, v15, s0
	v_mul_lo_u32 v15, v9, s23
	v_cndmask_b32_e64 v13, 0x80000000, v16, s0
	v_add_lshl_u32 v27, v25, v22, 1
	v_add_lshl_u32 v29, v25, v26, 1
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	buffer_load_b128 v[9:12], v11, s[16:19], 0 offen
	v_add_lshl_u32 v23, v25, v18, 1
	v_cndmask_b32_e64 v27, 0x80000000, v27, s0
	v_add_lshl_u32 v19, v25, v15, 1
	buffer_load_b128 v[13:16], v13, s[16:19], 0 offen
	v_cndmask_b32_e64 v29, 0x80000000, v29, s0
	buffer_load_b128 v[5:8], v6, s[16:19], 0 offen
	s_and_b32 s17, s11, 0xffff
	s_mov_b32 s16, s10
	s_mul_i32 s2, s6, s3
	s_clause 0x1
	buffer_load_b128 v[25:28], v27, s[16:19], 0 offen
	buffer_load_b128 v[29:32], v29, s[16:19], 0 offen
	s_mul_i32 s3, s7, s4
	s_lshr_b32 s0, s5, 5
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s14, s18
	s_mov_b32 s15, s19
	s_waitcnt vmcnt(5)
	v_mov_b16_e32 v36.l, v4.l
	v_cndmask_b32_e32 v17, 0x80000000, v19, vcc_lo
	v_mov_b16_e32 v38.l, v2.l
	v_cndmask_b32_e32 v23, 0x80000000, v23, vcc_lo
	v_mov_b16_e32 v37.l, v3.l
	v_lshlrev_b32_e32 v36, 16, v36
	buffer_load_b128 v[17:20], v17, s[16:19], 0 offen
	v_lshlrev_b32_e32 v38, 16, v38
	buffer_load_b128 v[21:24], v23, s[16:19], 0 offen
	v_lshlrev_b32_e32 v37, 16, v37
	v_mov_b16_e32 v39.l, v1.l
	s_waitcnt vmcnt(6)
	v_mov_b16_e32 v47.l, v9.l
	v_mov_b16_e32 v45.l, v11.l
	v_mov_b16_e32 v46.l, v10.l
	v_mov_b16_e32 v44.l, v12.l
	s_waitcnt vmcnt(5)
	v_mov_b16_e32 v49.l, v15.l
	v_mov_b16_e32 v50.l, v14.l
	v_mov_b16_e32 v48.l, v16.l
	v_lshlrev_b32_e32 v47, 16, v47
	s_waitcnt vmcnt(4)
	v_mov_b16_e32 v43.l, v5.l
	v_lshlrev_b32_e32 v49, 16, v49
	v_lshlrev_b32_e32 v50, 16, v50
	s_waitcnt vmcnt(2)
	v_mov_b16_e32 v64.l, v32.l
	v_mov_b16_e32 v67.l, v29.l
	v_and_b32_e32 v29, 0xffff0000, v29
	v_and_b32_e32 v16, 0xffff0000, v16
	v_and_b32_e32 v32, 0xffff0000, v32
	v_and_b32_e32 v11, 0xffff0000, v11
	v_mov_b16_e32 v61.l, v27.l
	v_mov_b16_e32 v62.l, v26.l
	v_and_b32_e32 v26, 0xffff0000, v26
	v_lshlrev_b32_e32 v48, 16, v48
	v_dual_mul_f32 v16, v16, v32 :: v_dual_and_b32 v27, 0xffff0000, v27
	v_and_b32_e32 v10, 0xffff0000, v10
	v_mov_b16_e32 v60.l, v28.l
	v_mov_b16_e32 v63.l, v25.l
	v_lshlrev_b32_e32 v45, 16, v45
	v_dual_mul_f32 v11, v11, v27 :: v_dual_lshlrev_b32 v46, 16, v46
	v_dual_mul_f32 v10, v10, v26 :: v_dual_and_b32 v9, 0xffff0000, v9
	v_and_b32_e32 v25, 0xffff0000, v25
	v_and_b32_e32 v12, 0xffff0000, v12
	v_and_b32_e32 v28, 0xffff0000, v28
	v_mov_b16_e32 v41.l, v7.l
	v_mov_b16_e32 v42.l, v6.l
	v_lshlrev_b32_e32 v43, 16, v43
	v_dual_mul_f32 v9, v9, v25 :: v_dual_lshlrev_b32 v44, 16, v44
	v_dual_mul_f32 v12, v12, v28 :: v_dual_and_b32 v7, 0xffff0000, v7
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b32_e32 v42, 16, v42
	v_mov_b16_e32 v40.l, v8.l
	v_lshlrev_b32_e32 v25, 16, v64
	v_mov_b16_e32 v51.l, v13.l
	v_mov_b16_e32 v65.l, v31.l
	v_mov_b16_e32 v66.l, v30.l
	v_lshlrev_b32_e32 v28, 16, v67
	v_fmac_f32_e32 v16, v48, v25
	v_lshlrev_b32_e32 v41, 16, v41
	v_lshlrev_b32_e32 v51, 16, v51
	v_and_b32_e32 v30, 0xffff0000, v30
	v_lshlrev_b32_e32 v27, 16, v66
	v_lshlrev_b32_e32 v26, 16, v65
	s_waitcnt vmcnt(1)
	v_mov_b16_e32 v52.l, v20.l
	v_mov_b16_e32 v53.l, v19.l
	v_mov_b16_e32 v55.l, v17.l
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v59.l, v21.l
	v_mov_b16_e32 v57.l, v23.l
	v_lshlrev_b32_e32 v52, 16, v52
	v_and_b32_e32 v17, 0xffff0000, v17
	v_and_b32_e32 v4, 0xffff0000, v4
	v_lshlrev_b32_e32 v53, 16, v53
	v_and_b32_e32 v20, 0xffff0000, v20
	v_and_b32_e32 v1, 0xffff0000, v1
	v_mov_b16_e32 v58.l, v22.l
	v_and_b32_e32 v23, 0xffff0000, v23
	v_and_b32_e32 v6, 0xffff0000, v6
	v_mul_f32_e32 v4, v4, v20
	v_lshlrev_b32_e32 v20, 16, v59
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v7, v7, v23 :: v_dual_and_b32 v22, 0xffff0000, v22
	v_and_b32_e32 v5, 0xffff0000, v5
	v_mov_b16_e32 v56.l, v24.l
	v_and_b32_e32 v24, 0xffff0000, v24
	v_dual_mul_f32 v6, v6, v22 :: v_dual_and_b32 v21, 0xffff0000, v21
	v_and_b32_e32 v8, 0xffff0000, v8
	v_lshlrev_b32_e32 v22, 16, v61
	v_dual_fmac_f32 v4, v36, v52 :: v_dual_lshlrev_b32 v55, 16, v55
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v5, v5, v21
	v_lshlrev_b32_e32 v21, 16, v60
	v_mul_f32_e32 v1, v1, v17
	v_fmac_f32_e32 v11, v45, v22
	v_dual_mul_f32 v8, v8, v24 :: v_dual_and_b32 v3, 0xffff0000, v3
	v_dual_fmac_f32 v12, v44, v21 :: v_dual_lshlrev_b32 v39, 16, v39
	v_mov_b16_e32 v54.l, v18.l
	v_and_b32_e32 v18, 0xffff0000, v18
	v_lshlrev_b32_e32 v17, 16, v56
	v_lshlrev_b32_e32 v23, 16, v62
	v_dual_fmac_f32 v1, v39, v55 :: v_dual_lshlrev_b32 v40, 16, v40
	v_and_b32_e32 v19, 0xffff0000, v19
	v_lshlrev_b32_e32 v54, 16, v54
	v_dual_fmac_f32 v5, v43, v20 :: v_dual_lshlrev_b32 v24, 16, v63
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v8, v40, v17
	v_dual_mul_f32 v3, v3, v19 :: v_dual_and_b32 v2, 0xffff0000, v2
	v_lshlrev_b32_e32 v19, 16, v58
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v9, v47, v24 :: v_dual_fmac_f32 v10, v46, v23
	v_dual_mul_f32 v2, v2, v18 :: v_dual_and_b32 v15, 0xffff0000, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v3, v37, v53
	v_and_b32_e32 v31, 0xffff0000, v31
	v_fmac_f32_e32 v6, v42, v19
	v_fmac_f32_e32 v2, v38, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_add_f32 v1, v1, v2 :: v_dual_add_f32 v2, v3, v4
	v_dual_mul_f32 v15, v15, v31 :: v_dual_and_b32 v14, 0xffff0000, v14
	v_and_b32_e32 v13, 0xffff0000, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_add_f32 v1, v1, v2 :: v_dual_lshlrev_b32 v18, 16, v57
	v_mul_f32_e32 v14, v14, v30
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v15, v49, v26
	v_add_f32_e32 v3, v5, v6
	v_fmac_f32_e32 v7, v41, v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_add_f32 v5, v9, v10 :: v_dual_fmac_f32 v14, v50, v27
	v_dual_mul_f32 v13, v13, v29 :: v_dual_add_f32 v6, v11, v12
	v_add_f32_e32 v4, v7, v8
	v_add_f32_e32 v8, v15, v16
	v_add_f32_dpp v1, v1, v1 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v13, v51, v28
	v_dual_add_f32 v2, v3, v4 :: v_dual_add_f32 v3, v5, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_add_f32 v7, v13, v14 :: v_dual_and_b32 v6, 12, v0
	v_add_f32_dpp v0, v1, v1 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_dpp v2, v2, v2 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_add_f32 v4, v7, v8 :: v_dual_and_b32 v5, 0x70, v35
	v_add_f32_dpp v0, v0, v0 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_dpp v1, v2, v2 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v3, v3 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add3_u32 v5, 0, v5, v6
	v_add_f32_dpp v4, v4, v4 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v0, v0, v0 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v1, v1 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v4, v4 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_and_b32_e32 v4, 0x70, v34
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_dpp v1, v1, v1 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_dpp v3, v3, v3 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_e32 v4, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_dpp v3, v3, v3 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_b128 v4, v[0:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v0, v5
	v_or_b32_e32 v1, s1, v33
	s_add_i32 s1, s2, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_i32 s1, s1, s3
	s_cmp_eq_u32 s0, 0
	v_cmp_gt_i32_e32 vcc_lo, s24, v1
	v_add_lshl_u32 v1, s1, v33, 2
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
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
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 25
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
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         _bwd_preprocess.kd
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 32
