	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
_bwd_preprocess:                        ; @_bwd_preprocess
.Lfunc_begin0:
; %bb.0:
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x0
	s_load_b128 s[20:23], s[0:1], 0x20
	v_readfirstlane_b32 s5, v0
	v_and_b32_e32 v17, 31, v0
	s_clause 0x1
	s_load_b64 s[6:7], s[0:1], 0x30
	s_load_b32 s1, s[0:1], 0x38
	s_lshl_b32 s2, s2, 5
	v_lshlrev_b32_e32 v19, 3, v0
	s_mov_b32 s19, 0x31027000
	v_and_or_b32 v18, 0x60, s5, v17
	s_mov_b32 s18, 0x7ffffffe
	v_lshrrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v1, 3, v18
	v_or_b32_e32 v4, s2, v1
	v_or_b32_e32 v3, 16, v1
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s14, s3
	s_mul_i32 s14, s15, s4
	v_mul_lo_u32 v6, v1, s20
	s_mul_i32 s15, s21, s3
	v_cmp_gt_i32_e32 vcc_lo, s1, v4
	v_and_b32_e32 v2, 56, v19
	s_mul_i32 s16, s22, s4
	s_mul_i32 s17, s20, s2
	s_add_i32 s14, s14, s0
	v_mul_lo_u32 v7, v3, s20
	v_mul_lo_u32 v1, v1, s23
	s_add_i32 s16, s16, s15
	v_or_b32_e32 v5, s2, v3
	v_add3_u32 v8, s14, s17, v2
	s_mul_i32 s0, s23, s2
	v_mul_lo_u32 v3, v3, s23
	v_add3_u32 v2, s16, s0, v2
	v_cmp_gt_i32_e64 s0, s1, v5
	v_add_lshl_u32 v6, v8, v6, 1
	v_add_lshl_u32 v7, v8, v7, 1
	s_and_b32 s17, s9, 0xffff
	v_add_lshl_u32 v1, v2, v1, 1
	s_mov_b32 s16, s8
	v_add_lshl_u32 v10, v2, v3, 1
	v_cndmask_b32_e32 v4, 0x80000000, v6, vcc_lo
	v_cndmask_b32_e64 v5, 0x80000000, v7, s0
	v_cndmask_b32_e32 v9, 0x80000000, v1, vcc_lo
	s_clause 0x1
	buffer_load_b128 v[1:4], v4, s[16:19], 0 offen
	buffer_load_b128 v[5:8], v5, s[16:19], 0 offen
	v_cndmask_b32_e64 v13, 0x80000000, v10, s0
	s_and_b32 s17, s11, 0xffff
	s_mov_b32 s16, s10
	s_clause 0x1
	buffer_load_b128 v[9:12], v9, s[16:19], 0 offen
	buffer_load_b128 v[13:16], v13, s[16:19], 0 offen
	s_mul_i32 s3, s6, s3
	s_mul_i32 s4, s7, s4
	s_lshr_b32 s0, s5, 5
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s14, s18
	s_mov_b32 s15, s19
	s_waitcnt vmcnt(1)
	v_fma_mix_f32 v20, v4, v12, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v21, v3, v11, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v22, v2, v10, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v23, v1, v9, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(0)
	v_fma_mix_f32 v24, v8, v16, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v25, v7, v15, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v26, v6, v14, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v27, v5, v13, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v1, v9, v23 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v2, v2, v10, v22 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v3, v11, v21 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v4, v4, v12, v20 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v5, v5, v13, v27 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v6, v14, v26 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v7, v7, v15, v25 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v8, v8, v16, v24 op_sel_hi:[1,1,0]
	v_dual_add_f32 v1, v1, v2 :: v_dual_add_f32 v2, v3, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v3, v5, v6
	v_and_b32_e32 v5, 4, v0
	v_dual_add_f32 v4, v7, v8 :: v_dual_add_f32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v3, v4 :: v_dual_and_b32 v3, 0x78, v18
	v_add_f32_dpp v1, v1, v1 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_and_b32_e32 v4, 0x78, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_dpp v2, v2, v2 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_e32 v3, 0, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_dpp v1, v1, v1 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_dpp v0, v1, v1 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v2, v2 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add3_u32 v2, 0, v4, v5
	ds_store_b64 v3, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v0, v2
	v_or_b32_e32 v1, s2, v17
	s_add_i32 s2, s3, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_i32 s2, s2, s4
	s_cmp_eq_u32 s0, 0
	v_cmp_gt_i32_e32 vcc_lo, s1, v1
	v_add_lshl_u32 v1, s2, v17, 2
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
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 24
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _bwd_preprocess.kd
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 32
