	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
_bwd_preprocess:                        ; @_bwd_preprocess
.Lfunc_begin0:
; %bb.0:
	v_readfirstlane_b32 s5, v0
	s_clause 0x3
	s_load_b128 s[24:27], s[0:1], 0x20
	s_load_b64 s[10:11], s[0:1], 0x30
	s_load_b32 s9, s[0:1], 0x38
	s_load_b256 s[12:19], s[0:1], 0x0
	s_lshl_b32 s28, s2, 7
	s_mov_b32 s23, 0x31027000
	s_and_b32 s29, s5, 0x60
	s_mov_b32 s22, 0x7ffffffe
	v_and_or_b32 v1, v0, 31, s29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v42, 4, v1
	v_or_b32_e32 v86, 0x70, v42
	v_or_b32_e32 v74, 16, v42
	v_or_b32_e32 v76, 32, v42
	v_or_b32_e32 v78, 48, v42
	v_or_b32_e32 v80, 64, v42
	v_or_b32_e32 v11, s28, v86
	v_or_b32_e32 v84, 0x60, v42
	v_or_b32_e32 v2, s28, v42
	v_or_b32_e32 v3, s28, v74
	v_or_b32_e32 v4, s28, v76
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s9, v11
	v_lshlrev_b32_e32 v8, 3, v0
	s_mul_i32 s0, s18, s3
	s_mul_i32 s1, s19, s4
	v_cmp_gt_i32_e64 s8, s9, v2
	v_mul_lo_u32 v2, v78, s24
	v_and_b32_e32 v43, 0x78, v8
	v_cmp_gt_i32_e64 s7, s9, v3
	v_mul_lo_u32 v3, v80, s24
	v_cmp_gt_i32_e64 s6, s9, v4
	v_mul_lo_u32 v4, v84, s24
	s_add_i32 s1, s1, s0
	s_mul_i32 s2, s24, s28
	v_or_b32_e32 v82, 0x50, v42
	v_or_b32_e32 v70, 8, v42
	v_or_b32_e32 v75, 24, v42
	v_or_b32_e32 v77, 40, v42
	v_or_b32_e32 v79, 56, v42
	v_or_b32_e32 v81, 0x48, v42
	v_or_b32_e32 v83, 0x58, v42
	v_or_b32_e32 v85, 0x68, v42
	v_or_b32_e32 v87, 0x78, v42
	v_add3_u32 v50, s1, s2, v43
	v_mul_lo_u32 v8, v42, s24
	v_mul_lo_u32 v10, v74, s24
	v_mul_lo_u32 v12, v76, s24
	v_mul_lo_u32 v13, v82, s24
	v_mul_lo_u32 v14, v86, s24
	s_mul_i32 s0, s25, s3
	s_mul_i32 s1, s26, s4
	v_add_lshl_u32 v26, v50, v2, 1
	v_add_lshl_u32 v27, v50, v3, 1
	v_add_lshl_u32 v51, v50, v4, 1
	v_mul_lo_u32 v2, v70, s24
	v_mul_lo_u32 v3, v75, s24
	v_mul_lo_u32 v4, v77, s24
	v_mul_lo_u32 v18, v79, s24
	v_mul_lo_u32 v19, v81, s24
	v_mul_lo_u32 v28, v83, s24
	v_mul_lo_u32 v45, v85, s24
	v_mul_lo_u32 v53, v87, s24
	v_mul_lo_u32 v54, v42, s27
	v_or_b32_e32 v5, s28, v78
	v_or_b32_e32 v7, s28, v82
	v_or_b32_e32 v9, s28, v84
	s_add_i32 s18, s1, s0
	s_mov_b32 s20, s12
	s_mul_i32 s12, s27, s28
	v_or_b32_e32 v6, s28, v80
	v_add3_u32 v88, s18, s12, v43
	v_add_lshl_u32 v8, v50, v8, 1
	v_add_lshl_u32 v10, v50, v10, 1
	v_add_lshl_u32 v12, v50, v12, 1
	v_cmp_gt_i32_e64 s5, s9, v5
	v_add_lshl_u32 v44, v50, v13, 1
	v_cmp_gt_i32_e64 s0, s9, v7
	v_cmp_gt_i32_e64 s1, s9, v9
	v_add_lshl_u32 v52, v50, v14, 1
	v_add_lshl_u32 v2, v50, v2, 1
	v_add_lshl_u32 v3, v50, v3, 1
	v_add_lshl_u32 v11, v50, v4, 1
	v_add_lshl_u32 v29, v50, v18, 1
	v_add_lshl_u32 v30, v50, v19, 1
	v_add_lshl_u32 v46, v50, v28, 1
	v_add_lshl_u32 v55, v50, v45, 1
	v_add_lshl_u32 v50, v50, v53, 1
	v_cmp_gt_i32_e64 s2, s9, v6
	v_add_lshl_u32 v58, v88, v54, 1
	v_cndmask_b32_e64 v5, 0x80000000, v8, s8
	v_cndmask_b32_e64 v10, 0x80000000, v10, s7
	v_cndmask_b32_e64 v20, 0x80000000, v12, s6
	v_cndmask_b32_e64 v26, 0x80000000, v26, s5
	v_cndmask_b32_e64 v44, 0x80000000, v44, s0
	v_cndmask_b32_e64 v51, 0x80000000, v51, s1
	v_dual_cndmask_b32 v59, 0x80000000, v52 :: v_dual_cndmask_b32 v62, 0x80000000, v50
	v_cndmask_b32_e64 v6, 0x80000000, v2, s8
	v_cndmask_b32_e64 v14, 0x80000000, v3, s7
	v_cndmask_b32_e64 v22, 0x80000000, v11, s6
	v_cndmask_b32_e64 v31, 0x80000000, v29, s5
	v_cndmask_b32_e64 v46, 0x80000000, v46, s0
	v_cndmask_b32_e64 v55, 0x80000000, v55, s1
	v_cndmask_b32_e64 v34, 0x80000000, v27, s2
	v_cndmask_b32_e64 v66, 0x80000000, v58, s8
	s_and_b32 s21, s13, 0xffff
	v_cndmask_b32_e64 v38, 0x80000000, v30, s2
	s_clause 0xf
	buffer_load_b128 v[2:5], v5, s[20:23], 0 offen
	buffer_load_b128 v[6:9], v6, s[20:23], 0 offen
	buffer_load_b128 v[10:13], v10, s[20:23], 0 offen
	buffer_load_b128 v[14:17], v14, s[20:23], 0 offen
	buffer_load_b128 v[18:21], v20, s[20:23], 0 offen
	buffer_load_b128 v[22:25], v22, s[20:23], 0 offen
	buffer_load_b128 v[26:29], v26, s[20:23], 0 offen
	buffer_load_b128 v[30:33], v31, s[20:23], 0 offen
	buffer_load_b128 v[34:37], v34, s[20:23], 0 offen
	buffer_load_b128 v[38:41], v38, s[20:23], 0 offen
	buffer_load_b128 v[42:45], v44, s[20:23], 0 offen
	buffer_load_b128 v[46:49], v46, s[20:23], 0 offen
	buffer_load_b128 v[50:53], v51, s[20:23], 0 offen
	buffer_load_b128 v[54:57], v55, s[20:23], 0 offen
	buffer_load_b128 v[58:61], v59, s[20:23], 0 offen
	buffer_load_b128 v[62:65], v62, s[20:23], 0 offen
	s_and_b32 s21, s15, 0xffff
	s_mov_b32 s20, s14
	v_mul_lo_u32 v70, v70, s27
	buffer_load_b128 v[66:69], v66, s[20:23], 0 offen
	s_and_b32 s17, s17, 0xffff
	s_mov_b32 s18, s22
	s_mov_b32 s19, s23
	v_add_lshl_u32 v70, v88, v70, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v70, 0x80000000, v70, s8
	buffer_load_b128 v[70:73], v70, s[20:23], 0 offen
	s_waitcnt vmcnt(1)
	v_fma_mix_f32 v89, v2, v66, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v90, v3, v67, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v91, v4, v68, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v66, v2, v66, v89 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v2, v5, v69, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v67, v3, v67, v90 op_sel_hi:[1,1,0]
	v_mul_lo_u32 v3, v75, s27
	v_fma_mix_f32 v68, v4, v68, v91 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v69, v5, v69, v2 op_sel_hi:[1,1,0]
	v_mul_lo_u32 v2, v74, s27
	v_add_lshl_u32 v74, v88, v3, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_lshl_u32 v2, v88, v2, 1
	v_cndmask_b32_e64 v74, 0x80000000, v74, s7
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v2, 0x80000000, v2, s7
	buffer_load_b128 v[2:5], v2, s[20:23], 0 offen
	s_waitcnt vmcnt(1)
	v_fma_mix_f32 v75, v6, v70, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v89, v7, v71, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v90, v8, v72, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v91, v9, v73, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v70, v6, v70, v75 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v71, v7, v71, v89 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v72, v8, v72, v90 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v73, v9, v73, v91 op_sel_hi:[1,1,0]
	buffer_load_b128 v[6:9], v74, s[20:23], 0 offen
	v_mul_lo_u32 v74, v76, s27
	v_mul_lo_u32 v75, v77, s27
	v_mul_lo_u32 v76, v78, s27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_lshl_u32 v74, v88, v74, 1
	v_add_lshl_u32 v75, v88, v75, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v74, 0x80000000, v74, s6
	s_waitcnt vmcnt(1)
	v_fma_mix_f32 v77, v10, v2, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v78, v11, v3, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v89, v12, v4, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v90, v13, v5, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v77, v10, v2, v77 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v78, v11, v3, v78 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v89, v12, v4, v89 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v90, v13, v5, v90 op_sel_hi:[1,1,0]
	buffer_load_b128 v[2:5], v74, s[20:23], 0 offen
	s_waitcnt vmcnt(1)
	v_fma_mix_f32 v10, v14, v6, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v11, v15, v7, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v12, v16, v8, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v13, v17, v9, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v74, 0x80000000, v75, s6
	v_fma_mix_f32 v75, v14, v6, v10 op_sel_hi:[1,1,0]
	v_add_lshl_u32 v10, v88, v76, 1
	v_fma_mix_f32 v91, v15, v7, v11 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v92, v16, v8, v12 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v93, v17, v9, v13 op_sel_hi:[1,1,0]
	buffer_load_b128 v[6:9], v74, s[20:23], 0 offen
	v_cndmask_b32_e64 v10, 0x80000000, v10, s5
	v_mul_lo_u32 v14, v79, s27
	v_mul_lo_u32 v15, v80, s27
	v_mul_lo_u32 v16, v81, s27
	v_mul_lo_u32 v17, v82, s27
	buffer_load_b128 v[10:13], v10, s[20:23], 0 offen
	v_mul_lo_u32 v81, v87, s27
	v_add_lshl_u32 v14, v88, v14, 1
	v_add_lshl_u32 v15, v88, v15, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v14, 0x80000000, v14, s5
	v_cndmask_b32_e64 v15, 0x80000000, v15, s2
	v_add_lshl_u32 v81, v88, v81, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v81, 0x80000000, v81, vcc_lo
	s_waitcnt vmcnt(2)
	v_fma_mix_f32 v74, v18, v2, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v76, v19, v3, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v79, v20, v4, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v80, v21, v5, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v74, v18, v2, v74 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v76, v19, v3, v76 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v79, v20, v4, v79 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v80, v21, v5, v80 op_sel_hi:[1,1,0]
	buffer_load_b128 v[2:5], v14, s[20:23], 0 offen
	v_add_lshl_u32 v14, v88, v16, 1
	s_waitcnt vmcnt(2)
	v_fma_mix_f32 v18, v22, v6, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v21, v25, v9, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v19, v23, v7, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v20, v24, v8, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v14, 0x80000000, v14, s2
	v_fma_mix_f32 v22, v22, v6, v18 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(1)
	v_fma_mix_f32 v18, v28, v12, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v25, v25, v9, v21 op_sel_hi:[1,1,0]
	v_mul_lo_u32 v21, v86, s27
	v_fma_mix_f32 v23, v23, v7, v19 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v19, v29, v13, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v28, v28, v12, v18 op_sel_hi:[1,1,0]
	v_mul_lo_u32 v18, v83, s27
	v_fma_mix_f32 v24, v24, v8, v20 op_sel_hi:[1,1,0]
	buffer_load_b128 v[6:9], v15, s[20:23], 0 offen
	v_add_lshl_u32 v15, v88, v17, 1
	v_add_lshl_u32 v21, v88, v21, 1
	v_fma_mix_f32 v16, v26, v10, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v17, v27, v11, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v29, v29, v13, v19 op_sel_hi:[1,1,0]
	v_add_lshl_u32 v18, v88, v18, 1
	v_mul_lo_u32 v19, v84, s27
	v_mul_lo_u32 v20, v85, s27
	v_cndmask_b32_e32 v82, 0x80000000, v21, vcc_lo
	v_fma_mix_f32 v26, v26, v10, v16 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v18, 0x80000000, v18, s0
	v_fma_mix_f32 v27, v27, v11, v17 op_sel_hi:[1,1,0]
	buffer_load_b128 v[10:13], v14, s[20:23], 0 offen
	v_add_f32_e32 v22, v22, v23
	v_add_lshl_u32 v19, v88, v19, 1
	v_add_lshl_u32 v20, v88, v20, 1
	v_dual_add_f32 v23, v24, v25 :: v_dual_add_f32 v24, v26, v27
	v_add_f32_e32 v25, v28, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v19, 0x80000000, v19, s1
	v_cndmask_b32_e64 v20, 0x80000000, v20, s1
	s_mul_i32 s1, s11, s4
	s_waitcnt vmcnt(2)
	v_fma_mix_f32 v21, v30, v2, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v83, v31, v3, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v84, v32, v4, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v85, v33, v5, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v30, v30, v2, v21 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v31, v31, v3, v83 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v32, v32, v4, v84 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v33, v33, v5, v85 op_sel_hi:[1,1,0]
	buffer_load_b128 v[2:5], v18, s[20:23], 0 offen
	v_cndmask_b32_e64 v14, 0x80000000, v15, s0
	v_add_f32_e32 v26, v30, v31
	s_lshl2_add_u32 s0, s29, 0
	v_add_f32_e32 v27, v32, v33
	buffer_load_b128 v[14:17], v14, s[20:23], 0 offen
	s_waitcnt vmcnt(3)
	v_fma_mix_f32 v86, v34, v6, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v83, v36, v8, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v84, v37, v9, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v21, v35, v7, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v34, v34, v6, v86 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v36, v36, v8, v83 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v37, v37, v9, v84 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v35, v35, v7, v21 op_sel_hi:[1,1,0]
	s_clause 0x1
	buffer_load_b128 v[6:9], v19, s[20:23], 0 offen
	buffer_load_b128 v[18:21], v20, s[20:23], 0 offen
	v_dual_add_f32 v29, v36, v37 :: v_dual_add_f32 v28, v34, v35
	s_waitcnt vmcnt(4)
	v_fma_mix_f32 v83, v38, v10, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v84, v39, v11, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v85, v40, v12, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v86, v41, v13, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v38, v38, v10, v83 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v39, v39, v11, v84 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v40, v40, v12, v85 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v41, v41, v13, v86 op_sel_hi:[1,1,0]
	buffer_load_b128 v[10:13], v82, s[20:23], 0 offen
	v_dual_add_f32 v30, v38, v39 :: v_dual_add_f32 v31, v40, v41
	s_waitcnt vmcnt(3)
	v_fma_mix_f32 v82, v42, v14, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v83, v43, v15, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v84, v44, v16, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v85, v45, v17, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v42, v42, v14, v82 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v43, v43, v15, v83 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v44, v44, v16, v84 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v45, v45, v17, v85 op_sel_hi:[1,1,0]
	buffer_load_b128 v[14:17], v81, s[20:23], 0 offen
	v_fma_mix_f32 v82, v46, v2, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v83, v47, v3, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v84, v48, v4, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v85, v49, v5, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(3)
	v_fma_mix_f32 v86, v53, v9, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v2, v46, v2, v82 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v47, v3, v83 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v4, v48, v4, v84 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v46, v52, v8, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v47, v51, v7, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v48, v50, v6, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v5, v49, v5, v85 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(2)
	v_fma_mix_f32 v49, v57, v21, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v8, v52, v8, v46 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(1)
	v_fma_mix_f32 v85, v61, v13, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v50, v6, v48 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v7, v51, v7, v47 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v9, v53, v9, v86 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v46, v60, v12, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v47, v59, v11, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v48, v58, v10, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v82, v56, v20, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v83, v55, v19, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v84, v54, v18, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_and_b32_e32 v81, 0x70, v1
	v_fma_mix_f32 v21, v57, v21, v49 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v10, v58, v10, v48 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v11, v59, v11, v47 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v12, v60, v12, v46 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v13, v61, v13, v85 op_sel_hi:[1,1,0]
	v_dual_add_f32 v46, v66, v67 :: v_dual_add_f32 v47, v68, v69
	v_dual_add_f32 v48, v70, v71 :: v_dual_add_f32 v49, v72, v73
	v_fma_mix_f32 v18, v54, v18, v84 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v19, v55, v19, v83 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v20, v56, v20, v82 op_sel_hi:[1,1,0]
	v_add_f32_e32 v54, v74, v76
	v_dual_add_f32 v55, v79, v80 :: v_dual_add_f32 v2, v2, v3
	v_dual_add_f32 v3, v4, v5 :: v_dual_add_f32 v4, v6, v7
	v_dual_add_f32 v5, v8, v9 :: v_dual_add_f32 v8, v10, v11
	v_dual_add_f32 v9, v12, v13 :: v_dual_add_f32 v6, v18, v19
	v_add_f32_e32 v7, v20, v21
	v_dual_add_f32 v19, v26, v27 :: v_dual_add_f32 v20, v28, v29
	v_dual_add_f32 v32, v42, v43 :: v_dual_add_f32 v33, v44, v45
	v_dual_add_f32 v21, v30, v31 :: v_dual_add_f32 v18, v24, v25
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v24, v4, v5 :: v_dual_add_f32 v25, v6, v7
	v_add_f32_e32 v26, v8, v9
	v_add_f32_dpp v9, v19, v19 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_e32 v19, 0, v81
	v_add_f32_dpp v8, v18, v18 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_lshlrev_b32_e32 v18, 4, v0
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_f32_dpp v9, v9, v9 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_dpp v8, v8, v8 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_and_b32_e32 v18, 0x70, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_dpp v9, v9, v9 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v8, v8 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_dpp v9, v9, v9 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v8, v8 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt vmcnt(0)
	v_fma_mix_f32 v50, v65, v17, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v51, v64, v16, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v52, v63, v15, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v53, v62, v14, neg(0) op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v17, v65, v17, v50 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v16, v64, v16, v51 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mix_f32 v15, v63, v15, v52 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v14, v62, v14, v53 op_sel_hi:[1,1,0]
	v_add_f32_e32 v50, v77, v78
	v_dual_add_f32 v51, v89, v90 :: v_dual_add_f32 v52, v75, v91
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_add_f32 v53, v92, v93 :: v_dual_add_f32 v10, v14, v15
	v_dual_add_f32 v11, v16, v17 :: v_dual_add_f32 v12, v46, v47
	v_dual_add_f32 v13, v48, v49 :: v_dual_add_f32 v14, v50, v51
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_add_f32 v15, v52, v53 :: v_dual_add_f32 v16, v54, v55
	v_add_f32_e32 v17, v22, v23
	v_add_f32_e32 v23, v2, v3
	v_add_f32_dpp v2, v12, v12 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v13, v13 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v14, v14 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v5, v15, v15 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v6, v16, v16 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v7, v17, v17 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v5, v5, v5 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v6, v6, v6 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v7, v7, v7 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_e32 v22, v32, v33
	v_add_f32_dpp v2, v2, v2 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v5, v5, v5 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_e32 v27, v10, v11
	v_add_f32_dpp v6, v6, v6 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v7, v7, v7 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v10, v20, v20 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v11, v21, v21 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v12, v22, v22 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v5, v5, v5 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v13, v23, v23 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v6, v6, v6 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v7, v7, v7 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v14, v24, v24 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v15, v25, v25 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v16, v26, v26 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v17, v27, v27 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v10, v10, v10 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v11, v11, v11 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v12, v12, v12 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v13, v13, v13 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_b128 v19, v[2:5]
	ds_store_b128 v19, v[6:9] offset:128
	v_or_b32_e32 v2, s28, v1
	v_add_f32_dpp v14, v14, v14 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v15, v15, v15 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v16, v16, v16 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v17, v17, v17 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v10, v10, v10 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v11, v11, v11 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v12, v12, v12 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v13, v13, v13 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_cmp_gt_i32_e32 vcc_lo, s9, v2
	v_and_b32_e32 v0, 12, v0
	v_add_f32_dpp v14, v14, v14 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v15, v15, v15 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v16, v16, v16 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v17, v17, v17 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v10, v10, v10 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v11, v11, v11 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v12, v12, v12 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v13, v13, v13 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add3_u32 v0, s0, v18, v0
	v_add_f32_dpp v14, v14, v14 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v15, v15, v15 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v16, v16, v16 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v17, v17, v17 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_b128 v19, v[10:13] offset:256
	ds_store_b128 v19, v[14:17] offset:384
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v0, v0
	s_mul_i32 s0, s10, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s0, s0, s28
	s_add_i32 s0, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_lshl_u32 v1, s0, v1, 2
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v0, v1, s[16:19], 0 offen
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
		.amdhsa_next_free_vgpr 94
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
; Occupancy: 16
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         _bwd_preprocess.kd
    .vgpr_count:     94
    .vgpr_spill_count: 0
    .wavefront_size: 32
