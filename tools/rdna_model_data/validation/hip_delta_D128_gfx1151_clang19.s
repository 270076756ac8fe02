	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 5
_ZN12feather_attn12_GLOBAL__N_115DeltaD128KernelILb0EEEvPK6__halfS4_Pfiii: ; @_ZN12feather_attn12_GLOBAL__N_115DeltaD128KernelILb0EEEvPK6__halfS4_Pfiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x34
	s_load_b32 s4, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, s2, s3, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s4, v0
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 7, v0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v73, vcc_lo, s6, v1
	v_add_co_ci_u32_e32 v74, vcc_lo, s7, v2, vcc_lo
	v_add_co_u32 v75, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v76, vcc_lo, s5, v2, vcc_lo
	global_load_b128 v[1:4], v[73:74], off
	s_clause 0x1
	global_load_b128 v[5:8], v[75:76], off
	global_load_b128 v[9:12], v[75:76], off offset:16
	s_clause 0x1
	global_load_b128 v[13:16], v[73:74], off offset:16
	global_load_b128 v[17:20], v[73:74], off offset:32
	s_clause 0x1
	global_load_b128 v[21:24], v[75:76], off offset:32
	global_load_b128 v[25:28], v[75:76], off offset:48
	s_clause 0x1
	global_load_b128 v[29:32], v[73:74], off offset:48
	global_load_b128 v[33:36], v[73:74], off offset:64
	s_clause 0x1
	global_load_b128 v[37:40], v[75:76], off offset:64
	global_load_b128 v[41:44], v[75:76], off offset:80
	s_clause 0x1
	global_load_b128 v[45:48], v[73:74], off offset:80
	global_load_b128 v[49:52], v[73:74], off offset:96
	s_clause 0x1
	global_load_b128 v[53:56], v[75:76], off offset:96
	global_load_b128 v[57:60], v[75:76], off offset:112
	s_clause 0x1
	global_load_b128 v[61:64], v[73:74], off offset:112
	global_load_b128 v[65:68], v[73:74], off offset:128
	global_load_b128 v[69:72], v[75:76], off offset:128
	s_waitcnt vmcnt(16)
	v_fma_mix_f32 v77, v5, v1, 0 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v5, v1, v77 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v6, v2, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v6, v2, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v7, v3, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v7, v3, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v8, v4, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_mix_f32 v5, v8, v4, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	global_load_b128 v[1:4], v[75:76], off offset:144
	s_waitcnt vmcnt(15)
	v_fma_mix_f32 v77, v9, v13, v5 op_sel_hi:[1,1,0]
	global_load_b128 v[5:8], v[73:74], off offset:144
	v_fma_mix_f32 v9, v9, v13, v77 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v9, v10, v14, v9 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v9, v10, v14, v9 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v9, v11, v15, v9 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v9, v11, v15, v9 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v9, v12, v16, v9 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v13, v12, v16, v9 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	global_load_b128 v[9:12], v[73:74], off offset:160
	s_waitcnt vmcnt(15)
	v_fma_mix_f32 v77, v21, v17, v13 op_sel_hi:[1,1,0]
	global_load_b128 v[13:16], v[75:76], off offset:160
	v_fma_mix_f32 v17, v21, v17, v77 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v17, v22, v18, v17 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v17, v22, v18, v17 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v17, v23, v19, v17 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v17, v23, v19, v17 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v17, v24, v20, v17 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v21, v24, v20, v17 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	global_load_b128 v[17:20], v[75:76], off offset:176
	s_waitcnt vmcnt(15)
	v_fma_mix_f32 v77, v25, v29, v21 op_sel_hi:[1,1,0]
	global_load_b128 v[21:24], v[73:74], off offset:176
	v_fma_mix_f32 v25, v25, v29, v77 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v25, v26, v30, v25 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v25, v26, v30, v25 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v25, v27, v31, v25 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v25, v27, v31, v25 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v25, v28, v32, v25 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v29, v28, v32, v25 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	global_load_b128 v[25:28], v[73:74], off offset:192
	s_waitcnt vmcnt(15)
	v_fma_mix_f32 v77, v37, v33, v29 op_sel_hi:[1,1,0]
	global_load_b128 v[29:32], v[75:76], off offset:192
	v_fma_mix_f32 v33, v37, v33, v77 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v33, v38, v34, v33 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v33, v38, v34, v33 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v33, v39, v35, v33 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v33, v39, v35, v33 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v33, v40, v36, v33 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v37, v40, v36, v33 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	global_load_b128 v[33:36], v[75:76], off offset:208
	s_waitcnt vmcnt(15)
	v_fma_mix_f32 v77, v41, v45, v37 op_sel_hi:[1,1,0]
	global_load_b128 v[37:40], v[73:74], off offset:208
	v_fma_mix_f32 v41, v41, v45, v77 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v41, v42, v46, v41 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v41, v42, v46, v41 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v41, v43, v47, v41 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v41, v43, v47, v41 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v41, v44, v48, v41 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v45, v44, v48, v41 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	global_load_b128 v[41:44], v[73:74], off offset:224
	s_waitcnt vmcnt(15)
	v_fma_mix_f32 v77, v53, v49, v45 op_sel_hi:[1,1,0]
	global_load_b128 v[45:48], v[75:76], off offset:224
	v_fma_mix_f32 v49, v53, v49, v77 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v49, v54, v50, v49 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v49, v54, v50, v49 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v49, v55, v51, v49 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v49, v55, v51, v49 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v49, v56, v52, v49 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v77, v56, v52, v49 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	global_load_b128 v[49:52], v[75:76], off offset:240
	global_load_b128 v[53:56], v[73:74], off offset:240
	s_waitcnt vmcnt(16)
	v_fma_mix_f32 v73, v57, v61, v77 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v57, v57, v61, v73 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v57, v58, v62, v57 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v57, v58, v62, v57 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v57, v59, v63, v57 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v57, v59, v63, v57 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v57, v60, v64, v57 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v57, v60, v64, v57 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(14)
	v_fma_mix_f32 v57, v69, v65, v57 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v57, v69, v65, v57 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v57, v70, v66, v57 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v57, v70, v66, v57 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v57, v71, v67, v57 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v57, v71, v67, v57 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v57, v72, v68, v57 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v57, v72, v68, v57 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(12)
	v_fma_mix_f32 v57, v1, v5, v57 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v1, v5, v57 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v2, v6, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v2, v6, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v3, v7, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v3, v7, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v4, v8, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v4, v8, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(10)
	v_fma_mix_f32 v1, v13, v9, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v13, v9, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v14, v10, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v14, v10, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v15, v11, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v15, v11, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v16, v12, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v16, v12, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(8)
	v_fma_mix_f32 v1, v17, v21, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v17, v21, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v18, v22, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v18, v22, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v19, v23, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v19, v23, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v20, v24, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v20, v24, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(6)
	v_fma_mix_f32 v1, v29, v25, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v29, v25, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v30, v26, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v30, v26, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v31, v27, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v31, v27, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v32, v28, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v32, v28, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(4)
	v_fma_mix_f32 v1, v33, v37, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v33, v37, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v34, v38, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v34, v38, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v35, v39, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v35, v39, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v36, v40, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v36, v40, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(2)
	v_fma_mix_f32 v1, v45, v41, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v45, v41, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v46, v42, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v46, v42, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v47, v43, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v47, v43, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v48, v44, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v48, v44, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(0)
	v_fma_mix_f32 v1, v49, v53, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v49, v53, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v50, v54, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_mix_f32 v1, v50, v54, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v1, v51, v55, v1 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_mix_f32 v2, v51, v55, v1 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v1, 31, v0
	v_fma_mix_f32 v2, v52, v56, v2 op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_fma_mix_f32 v2, v52, v56, v2 op_sel:[1,1,0] op_sel_hi:[1,1,0]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB4_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.amdhsa_kernel _ZN12feather_attn12_GLOBAL__N_115DeltaD128KernelILb0EEEvPK6__halfS4_Pfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 8
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
	.section	.text._ZN12feather_attn12_GLOBAL__N_115DeltaD128KernelILb0EEEvPK6__halfS4_Pfiii,"axG",@progbits,_ZN12feather_attn12_GLOBAL__N_115DeltaD128KernelILb0EEEvPK6__halfS4_Pfiii,comdat
.Lfunc_end4:
; ScratchSize: 0
; Occupancy: 16
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 1024
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _ZN12feather_attn12_GLOBAL__N_115DeltaD128KernelILb0EEEvPK6__halfS4_Pfiii.kd
    .vgpr_count:     78
    .vgpr_spill_count: 0
    .wavefront_size: 32
