	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
	.text
	.globl	_bwd_preprocess                 ; -- Begin function _bwd_preprocess
	.p2align	8
	.type	_bwd_preprocess,@function
_bwd_preprocess:                        ; @_bwd_preprocess
.Lfunc_begin0:
	.file	1 "/work/helpers/cyclemodel/.cache/src/fa_amd_af02117fbc" "bwd.py"
	.loc	1 2750 0                        ; bwd.py:2750:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x0
	s_load_b128 s[20:23], s[0:1], 0x20
.Ltmp0:
	.loc	1 2822 5 prologue_end           ; bwd.py:2822:5
	v_readfirstlane_b32 s5, v0
	.loc	1 2786 34                       ; bwd.py:2786:34
	v_and_b32_e32 v17, 31, v0
	s_clause 0x1
	s_load_b64 s[6:7], s[0:1], 0x30
	s_load_b32 s1, s[0:1], 0x38
	.loc	1 2786 14 is_stmt 0             ; bwd.py:2786:14
	s_lshl_b32 s2, s2, 5
	.loc	1 2794 11 is_stmt 1             ; bwd.py:2794:11
	v_lshlrev_b32_e32 v19, 3, v0
	.loc	1 2811 9                        ; bwd.py:2811:9
	s_mov_b32 s19, 0x31027000
	.loc	1 2786 34                       ; bwd.py:2786:34
	v_and_or_b32 v18, 0x60, s5, v17
	s_mov_b32 s18, 0x7ffffffe
	.loc	1 2822 5                        ; bwd.py:2822:5
	v_lshrrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 2786 34                       ; bwd.py:2786:34
	v_lshrrev_b32_e32 v1, 3, v18
	.loc	1 2786 14 is_stmt 0             ; bwd.py:2786:14
	v_or_b32_e32 v4, s2, v1
	.loc	1 2786 34                       ; bwd.py:2786:34
	v_or_b32_e32 v3, 16, v1
	.loc	1 2790 9 is_stmt 1              ; bwd.py:2790:9
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s14, s3
	.loc	1 2791 11                       ; bwd.py:2791:11
	s_mul_i32 s14, s15, s4
	.loc	1 2811 17                       ; bwd.py:2811:17
	v_mul_lo_u32 v6, v1, s20
	.loc	1 2797 9                        ; bwd.py:2797:9
	s_mul_i32 s15, s21, s3
	.loc	1 2805 14                       ; bwd.py:2805:14
	v_cmp_gt_i32_e32 vcc_lo, s1, v4
	.loc	1 2794 11                       ; bwd.py:2794:11
	v_and_b32_e32 v2, 56, v19
	.loc	1 2798 11                       ; bwd.py:2798:11
	s_mul_i32 s16, s22, s4
	.loc	1 2811 17                       ; bwd.py:2811:17
	s_mul_i32 s17, s20, s2
	.loc	1 2790 9                        ; bwd.py:2790:9
	s_add_i32 s14, s14, s0
	.loc	1 2811 17                       ; bwd.py:2811:17
	v_mul_lo_u32 v7, v3, s20
	.loc	1 2812 18                       ; bwd.py:2812:18
	v_mul_lo_u32 v1, v1, s23
	.loc	1 2797 9                        ; bwd.py:2797:9
	s_add_i32 s16, s16, s15
	.loc	1 2786 14                       ; bwd.py:2786:14
	v_or_b32_e32 v5, s2, v3
	.loc	1 2811 17                       ; bwd.py:2811:17
	v_add3_u32 v8, s14, s17, v2
	.loc	1 2812 18                       ; bwd.py:2812:18
	s_mul_i32 s0, s23, s2
	v_mul_lo_u32 v3, v3, s23
	v_add3_u32 v2, s16, s0, v2
	.loc	1 2805 14                       ; bwd.py:2805:14
	v_cmp_gt_i32_e64 s0, s1, v5
	.loc	1 2811 9                        ; bwd.py:2811:9
	v_add_lshl_u32 v6, v8, v6, 1
	v_add_lshl_u32 v7, v8, v7, 1
	s_and_b32 s17, s9, 0xffff
	.loc	1 2812 10                       ; bwd.py:2812:10
	v_add_lshl_u32 v1, v2, v1, 1
	.loc	1 2811 9                        ; bwd.py:2811:9
	s_mov_b32 s16, s8
	.loc	1 2812 10                       ; bwd.py:2812:10
	v_add_lshl_u32 v10, v2, v3, 1
	.loc	1 2811 9                        ; bwd.py:2811:9
	v_cndmask_b32_e32 v4, 0x80000000, v6, vcc_lo
	v_cndmask_b32_e64 v5, 0x80000000, v7, s0
	.loc	1 2812 10                       ; bwd.py:2812:10
	v_cndmask_b32_e32 v9, 0x80000000, v1, vcc_lo
	.loc	1 2811 9                        ; bwd.py:2811:9
	s_clause 0x1
	buffer_load_b128 v[1:4], v4, s[16:19], 0 offen
	buffer_load_b128 v[5:8], v5, s[16:19], 0 offen
	.loc	1 2812 10                       ; bwd.py:2812:10
	v_cndmask_b32_e64 v13, 0x80000000, v10, s0
	s_and_b32 s17, s11, 0xffff
	s_mov_b32 s16, s10
	s_clause 0x1
	buffer_load_b128 v[9:12], v9, s[16:19], 0 offen
	buffer_load_b128 v[13:16], v13, s[16:19], 0 offen
	.loc	1 2817 9                        ; bwd.py:2817:9
	s_mul_i32 s3, s6, s3
	.loc	1 2818 11                       ; bwd.py:2818:11
	s_mul_i32 s4, s7, s4
	.loc	1 2822 5                        ; bwd.py:2822:5
	s_lshr_b32 s0, s5, 5
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s14, s18
	s_mov_b32 s15, s19
	.loc	1 2815 20                       ; bwd.py:2815:20
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
.Ltmp1:
	.file	2 "/work/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ bwd.py:2815:13 ] ]
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
.Ltmp2:
	.loc	1 2822 5                        ; bwd.py:2822:5
	v_and_b32_e32 v5, 4, v0
.Ltmp3:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ bwd.py:2815:13 ] ]
	v_dual_add_f32 v4, v7, v8 :: v_dual_add_f32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v3, v4 :: v_dual_and_b32 v3, 0x78, v18
	v_add_f32_dpp v1, v1, v1 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp4:
	.loc	1 2822 5                        ; bwd.py:2822:5
	v_and_b32_e32 v4, 0x78, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
.Ltmp5:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ bwd.py:2815:13 ] ]
	v_add_f32_dpp v2, v2, v2 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp6:
	.loc	1 2822 5                        ; bwd.py:2822:5
	v_add_nc_u32_e32 v3, 0, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ bwd.py:2815:13 ] ]
	v_add_f32_dpp v1, v1, v1 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_dpp v0, v1, v1 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v1, v2, v2 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp8:
	.loc	1 2822 5                        ; bwd.py:2822:5
	v_add3_u32 v2, 0, v4, v5
	ds_store_b64 v3, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v0, v2
	.loc	1 2786 14                       ; bwd.py:2786:14
	v_or_b32_e32 v1, s2, v17
	.loc	1 2817 9                        ; bwd.py:2817:9
	s_add_i32 s2, s3, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	.loc	1 2822 14                       ; bwd.py:2822:14
	s_add_i32 s2, s2, s4
	.loc	1 2822 5 is_stmt 0              ; bwd.py:2822:5
	s_cmp_eq_u32 s0, 0
	.loc	1 2805 14 is_stmt 1             ; bwd.py:2805:14
	v_cmp_gt_i32_e32 vcc_lo, s1, v1
	.loc	1 2822 5                        ; bwd.py:2822:5
	v_add_lshl_u32 v1, s2, v17, 2
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v0, v1, s[12:15], 0 offen
	.loc	1 2750 1                        ; bwd.py:2750:1
	s_endpgm
.Ltmp9:
.Lfunc_end0:
	.size	_bwd_preprocess, .Lfunc_end0-_bwd_preprocess
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
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
	.text
                                        ; -- End function
	.set .L_bwd_preprocess.num_vgpr, 28
	.set .L_bwd_preprocess.num_agpr, 0
	.set .L_bwd_preprocess.numbered_sgpr, 24
	.set .L_bwd_preprocess.num_named_barrier, 0
	.set .L_bwd_preprocess.private_seg_size, 0
	.set .L_bwd_preprocess.uses_vcc, 1
	.set .L_bwd_preprocess.uses_flat_scratch, 0
	.set .L_bwd_preprocess.has_dyn_sized_stack, 0
	.set .L_bwd_preprocess.has_recursion, 0
	.set .L_bwd_preprocess.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 732
; TotalNumSgprs: 26
; NumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 28
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x53 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x2d DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1b DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.short	2815                            ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4e:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"bwd.py"                        ; string offset=7 ; bwd.py
.Linfo_string2:
	.asciz	"/work/helpers/cyclemodel/.cache/src/fa_amd_af02117fbc" ; string offset=14 ; /work/helpers/cyclemodel/.cache/src/fa_amd_af02117fbc
.Linfo_string3:
	.asciz	"_bwd_preprocess"               ; string offset=68 ; _bwd_preprocess
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 128
    .name:           _bwd_preprocess
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _bwd_preprocess.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu11.51-amd-amdhsa-unknown-gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
