	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
; skeleton of FeatherAttn _bwd_dkdv_kernel (gfx1151, D64 fp16, Triton 3.9): labels, LLVM loop
; annotations, branches, WMMAs, waits and a few instructions per block; the rest removed
_bwd_dkdv_kernel:                       ; @_bwd_dkdv_kernel
.Lfunc_begin0:
; %bb.0:
	s_load_b64 s[34:35], s[0:1], 0x74
.Ltmp0:
	s_abs_i32 s15, s3
.Ltmp1:
	v_readfirstlane_b32 s20, v0
.Ltmp2:
	s_mov_b32 s19, 0x31027000
	v_and_b32_e32 v112, 15, v0
	v_bfe_u32 v105, v0, 4, 1
.Ltmp3:
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s12, s35
.Ltmp4:
	s_xor_b32 s16, s3, s35
.Ltmp5:
	s_cvt_f32_u32 s4, s12
	s_sub_i32 s14, 0, s12
.Ltmp6:
	s_ashr_i32 s16, s16, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
.Ltmp7:
	v_rcp_f32_e32 v1, s4
	v_readfirstlane_b32 s4, v1
.Ltmp8:
	v_and_b32_e32 v1, 31, v0
.Ltmp9:
	s_mul_f32 s13, s4, 0x4f7ffffe
	s_clause 0x2
	s_load_b32 s33, s[0:1], 0x80
	s_load_b128 s[4:7], s[0:1], 0x8
.Ltmp10:
	v_and_or_b32 v35, 0x60, s20, v1
.Ltmp11:
	s_cvt_u32_f32 s13, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_2)
.Ltmp12:
	v_lshrrev_b32_e32 v113, 3, v35
.Ltmp13:
	s_mul_i32 s14, s14, s13
.Ltmp14:
	v_and_b32_e32 v36, 56, v35
.Ltmp15:
	s_mul_hi_u32 s14, s13, s14
.Ltmp16:
	v_lshlrev_b32_e32 v114, 4, v35
.Ltmp17:
	s_add_i32 s13, s13, s14
.Ltmp18:
	v_or_b32_e32 v9, 16, v113
.Ltmp19:
	s_mul_hi_u32 s14, s15, s13
.Ltmp20:
	v_lshlrev_b32_e32 v12, 1, v36
.Ltmp21:
	s_mul_i32 s17, s14, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s15, s15, s17
	s_add_i32 s17, s14, 1
.Ltmp22:
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v113, s9
.Ltmp23:
	s_cselect_b32 s14, s17, s14
	s_cselect_b32 s15, s18, s15
	s_add_i32 s17, s14, 1
	s_cmp_ge_u32 s15, s12
.Ltmp24:
	v_mul_lo_u32 v2, v9, s9
.Ltmp25:
	s_cselect_b32 s14, s17, s14
.Ltmp26:
	s_abs_i32 s17, s34
.Ltmp27:
	s_xor_b32 s14, s14, s16
.Ltmp28:
	s_mul_hi_u32 s13, s17, s13
.Ltmp29:
	s_sub_i32 s38, s14, s16
.Ltmp30:
	s_mul_i32 s14, s13, s12
	s_xor_b32 s15, s34, s35
.Ltmp31:
	s_mul_i32 s16, s38, s35
.Ltmp32:
	s_sub_i32 s14, s17, s14
	s_ashr_i32 s21, s15, 31
	s_add_i32 s15, s13, 1
.Ltmp33:
	s_sub_i32 s39, s3, s16
.Ltmp34:
	s_sub_i32 s3, s14, s12
	s_cmp_ge_u32 s14, s12
.Ltmp35:
	s_mul_i32 s10, s39, s10
.Ltmp36:
	s_cselect_b32 s13, s15, s13
	s_cselect_b32 s3, s3, s14
	s_add_i32 s14, s13, 1
	s_cmp_ge_u32 s3, s12
.Ltmp37:
	s_mul_i32 s2, s38, s8
.Ltmp38:
	v_or_b32_e32 v4, s40, v113
	s_mul_i32 s8, s9, s40
	v_or_b32_e32 v5, s40, v9
.Ltmp39:
	s_add_i32 s2, s2, s8
.Ltmp40:
	s_mov_b32 s16, s4
	v_cmp_gt_i32_e32 vcc_lo, s33, v4
	v_and_b32_e32 v34, 7, v0
	s_and_b32 s17, s5, 0xffff
.Ltmp41:
	s_mul_i32 s8, s38, s11
.Ltmp42:
	v_lshlrev_b32_e32 v33, 3, v34
	v_xad_u32 v42, v12, v114, 0
	s_and_b32 s41, s20, 32
	s_and_b32 s42, s20, 64
.Ltmp43:
	s_mul_i32 s5, s39, s5
	s_add_i32 s8, s8, s4
.Ltmp44:
	s_and_b32 s17, s7, 0xffff
	v_add3_u32 v11, s8, s5, v33
	s_mov_b32 s16, s6
	v_lshlrev_b32_e32 v37, 4, v34
	s_barrier
.Ltmp45:
	s_xor_b32 s2, s3, s21
	s_sub_i32 s43, s2, s21
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp46:
	v_xor_b32_e32 v2, 16, v1
	v_xor_b32_e32 v3, 32, v1
	v_xor_b32_e32 v4, 48, v1
	v_xor_b32_e32 v5, 64, v1
	s_barrier
	s_barrier
	s_cbranch_scc1 .LBB0_7
.Ltmp47:
; %bb.1:                                ; %.lr.ph34
	s_clause 0x8
	s_load_b32 s44, s[0:1], 0x7c
	s_load_b64 s[16:17], s[0:1], 0x0
	s_load_b128 s[20:23], s[0:1], 0x18
.Ltmp48:
	v_and_b32_e32 v65, 16, v0
	v_lshlrev_b32_e32 v0, 1, v35
.Ltmp49:
	ds_load_b128 v[57:60], v40
	ds_load_b128 v[61:64], v61
	ds_load_b128 v[41:44], v41
	ds_load_b128 v[45:48], v45
.Ltmp50:
	s_mul_i32 s34, s38, s34
.Ltmp51:
	s_mul_i32 s48, s43, s39
.Ltmp52:
	s_waitcnt lgkmcnt(0)
	s_add_i32 s5, s44, 15
	s_mov_b32 s50, 0
	s_ashr_i32 s6, s5, 31
.Ltmp53:
	v_mad_u64_u32 v[106:107], null, s38, s2, v[33:34]
	v_mad_u64_u32 v[107:108], null, s38, s36, v[33:34]
	v_lshl_or_b32 v33, v36, 5, v37
.Ltmp54:
	s_add_i32 s2, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_ashr_i32 s2, s2, 4
	s_cmp_gt_i32 s5, 15
	s_branch .LBB0_3
.Ltmp55:
.LBB0_2:                                ; %._crit_edge
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s50, s50, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s50, s43
	s_cbranch_scc0 .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
.Ltmp56:
	s_and_b32 s5, s36, exec_lo
	s_cselect_b32 s5, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc1 .LBB0_2
.Ltmp57:
; %bb.4:                                ; %.lr.ph
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s5, s50, s48
	s_mov_b32 s51, 0
	v_mad_u64_u32 v[108:109], null, s5, s47, v[106:107]
	s_add_i32 s6, s5, s34
.Ltmp58:
	v_mad_u64_u32 v[109:110], null, s6, s44, v[105:106]
	v_mad_u64_u32 v[110:111], null, s5, s46, v[107:108]
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
.Ltmp59:
	s_lshl_b32 s52, s51, 4
.Ltmp60:
	s_mov_b32 s5, s4
.Ltmp61:
	v_or_b32_e32 v101, s52, v113
.Ltmp62:
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
.Ltmp63:
	v_mul_lo_u32 v97, v101, s3
	v_cmp_gt_i32_e32 vcc_lo, s44, v101
	v_mul_lo_u32 v101, v101, s37
.Ltmp64:
	s_mov_b32 s10, s4
	s_mov_b32 s11, s4
	v_dual_mov_b32 v128, s7 :: v_dual_add_nc_u32 v135, 6, v109
	v_add_nc_u32_e32 v139, 14, v109
.Ltmp65:
	v_add_lshl_u32 v97, v108, v97, 1
	v_or_b32_e32 v140, s52, v105
	v_add_lshl_u32 v101, v110, v101, 1
	v_add_lshl_u32 v135, s52, v135, 2
.Ltmp66:
	v_dual_mov_b32 v130, s9 :: v_dual_add_nc_u32 v133, 2, v109
	v_dual_mov_b32 v131, s10 :: v_dual_add_nc_u32 v134, 4, v109
.Ltmp67:
	v_cndmask_b32_e32 v160, 0x80000000, v135, vcc_lo
	buffer_load_b128 v[97:100], v97, s[16:19], 0 offen
	v_cndmask_b32_e32 v164, 0x80000000, v139, vcc_lo
.Ltmp68:
	v_dual_mov_b32 v129, s8 :: v_dual_add_nc_u32 v136, 8, v109
	v_dual_mov_b32 v126, s5 :: v_dual_add_nc_u32 v137, 10, v109
	v_dual_mov_b32 v127, s6 :: v_dual_add_nc_u32 v138, 12, v109
	v_dual_mov_b32 v132, s11 :: v_dual_add_nc_u32 v111, 0, v0
.Ltmp69:
	v_add_lshl_u32 v141, s52, v109, 2
	v_add_lshl_u32 v133, s52, v133, 2
	v_add_lshl_u32 v134, s52, v134, 2
	v_add_lshl_u32 v136, s52, v136, 2
.Ltmp70:
	v_mov_b32_e32 v125, s4
.Ltmp71:
	s_mov_b32 s30, s18
	s_mov_b32 s31, s19
	s_mov_b32 s26, s18
	s_mov_b32 s27, s19
	s_barrier
	s_barrier
.Ltmp72:
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[149:156], v[133:140], v[1:8], v[125:132]
.Ltmp73:
	ds_load_b128 v[133:136], v120
	ds_load_b128 v[137:140], v121
.Ltmp74:
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[149:156], v[141:148], v[9:16], v[149:156]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[149:156], v[133:140], v[17:24], v[149:156]
.Ltmp75:
	ds_load_b128 v[133:136], v122
	ds_load_b128 v[137:140], v123
.Ltmp76:
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[149:156], v[133:140], v[25:32], v[149:156]
.Ltmp77:
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v116, v[101:104]
	s_barrier
.Ltmp78:
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[125:132], v[133:140], v[73:80], v[125:132]
.Ltmp79:
	ds_load_b128 v[133:136], v118
	ds_load_b128 v[137:140], v119
.Ltmp80:
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[125:132], v[133:140], v[57:64], v[125:132]
.Ltmp81:
	ds_load_b128 v[133:136], v120
	ds_load_b128 v[137:140], v121
.Ltmp82:
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[125:132], v[133:140], v[49:56], v[125:132]
.Ltmp83:
	ds_load_b128 v[133:136], v122
	ds_load_b128 v[137:140], v123
.Ltmp84:
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[125:132], v[133:140], v[41:48], v[125:132]
.Ltmp85:
	buffer_load_b32 v133, v164, s[28:31], 0 offen
	s_clause 0x7
	buffer_load_b32 v134, v157, s[24:27], 0 offen
	buffer_load_b32 v135, v158, s[24:27], 0 offen
.Ltmp86:
	v_add_nc_u32_e32 v157, s49, v115
.Ltmp87:
	v_add_nc_u32_e32 v159, s41, v115
	s_waitcnt vmcnt(15)
	v_dual_mul_f32 v111, 0x3fb8aa3b, v111 :: v_dual_add_nc_u32 v158, 0, v114
	s_waitcnt vmcnt(13)
.Ltmp88:
	v_fma_f32 v111, s45, v149, -v111
.Ltmp89:
	s_waitcnt vmcnt(7)
	v_dual_mul_f32 v133, 0x3fb8aa3b, v133 :: v_dual_sub_f32 v134, v125, v134
	v_cndmask_b32_e32 v125, 0x7f800000, v141, vcc_lo
	s_waitcnt vmcnt(4)
.Ltmp90:
	v_fma_f32 v125, s45, v150, -v125
	v_fma_f32 v126, s45, v151, -v126
	v_fma_f32 v127, s45, v152, -v127
	v_fma_f32 v137, s45, v153, -v137
.Ltmp91:
	v_exp_f32_e32 v140, v111
	v_exp_f32_e32 v141, v125
	v_exp_f32_e32 v142, v126
	v_exp_f32_e32 v143, v127
.Ltmp92:
	s_barrier
	v_cvt_f16_f32_e64 v111.l, v140
	v_cvt_f16_f32_e64 v111.h, v141
	v_cvt_f16_f32_e64 v125.l, v142
.Ltmp93:
	v_fma_mixhi_f16 v150, v143, v128, neg(0)
	v_fma_mixlo_f16 v151, v137, v129, neg(0)
	v_fma_mixhi_f16 v151, v138, v130, neg(0)
	v_fma_mixlo_f16 v152, v139, v131, neg(0)
.Ltmp94:
	ds_store_b16 v124, v111
	ds_store_b16_d16_hi v124, v111 offset:128
	ds_store_b16 v124, v125 offset:256
	ds_store_b16_d16_hi v124, v125 offset:384
	s_barrier
.Ltmp95:
	v_fma_mixlo_f16 v149, v140, v134, neg(0)
	v_fma_mixhi_f16 v149, v141, v135, neg(0)
	v_fma_mixlo_f16 v150, v142, v136, neg(0)
.Ltmp96:
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v158, v[101:104]
	s_barrier
.Ltmp97:
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[81:88], v[141:148], v[125:132], v[81:88]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[89:96], v[133:140], v[125:132], v[89:96]
.Ltmp98:
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v124, v149
	ds_store_b16_d16_hi v124, v149 offset:128
	s_barrier
.Ltmp99:
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v158, v[97:100]
	s_barrier
.Ltmp100:
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[65:72], v[141:148], v[149:156], v[65:72]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[33:40], v[97:104], v[149:156], v[33:40]
.Ltmp101:
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_2
.Ltmp102:
.LBB0_6:                                ; %._crit_edge35.loopexit
	v_cvt_f16_f32_e32 v15.l, v81
	v_cvt_f16_f32_e32 v14.l, v82
	v_cvt_f16_f32_e32 v13.l, v83
	v_cvt_f16_f32_e32 v12.l, v84
.Ltmp103:
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b16_e32 v0.l, 0
	v_mov_b32_e32 v40, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b16_e32 v1.l, v0.l
.LBB0_8:                                ; %Flow191
	s_load_b32 s4, s[0:1], 0x8c
	s_lshr_b32 s0, s42, 2
	s_lshr_b32 s1, s41, 1
	v_or3_b32 v16, s0, s40, v112
.Ltmp104:
	s_mul_i32 s0, s33, s35
.Ltmp105:
	s_mov_b32 s3, 0x31027000
.Ltmp106:
	s_mul_i32 s0, s0, s38
	s_mov_b32 s2, 0x7ffffffe
.Ltmp107:
	v_mul_lo_u32 v20, s35, v16
.Ltmp108:
	s_add_i32 s0, s0, s39
.Ltmp109:
	v_cmp_gt_i32_e32 vcc_lo, s33, v16
.Ltmp110:
	s_lshl_b32 s0, s0, 6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
.Ltmp111:
	v_or3_b32 v24, s1, s0, v105
	s_and_b32 s1, s13, 0xffff
	s_mov_b32 s0, s12
	v_lshlrev_b32_e32 v20, 6, v20
.Ltmp112:
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v17, s4, v65, neg(0)
	s_delay_alu instid0(VALU_DEP_2)
.Ltmp113:
	v_add_lshl_u32 v20, v24, v20, 1
.Ltmp114:
	v_fma_mixlo_f16 v29, s4, v35, neg(0)
	v_fma_mixlo_f16 v31, s4, v37, neg(0)
	v_fma_mixlo_f16 v28, s4, v34, neg(0)
	v_fma_mixlo_f16 v30, s4, v36, neg(0)
.Ltmp115:
	v_add_nc_u32_e32 v35, 12, v20
	v_cndmask_b32_e32 v16, 0x80000000, v20, vcc_lo
	v_add_nc_u32_e32 v37, 20, v20
	v_add_nc_u32_e32 v34, 8, v20
.Ltmp116:
	v_fma_mixlo_f16 v18, s4, v66, neg(0)
	v_fma_mixlo_f16 v19, s4, v67, neg(0)
	v_fma_mixlo_f16 v21, s4, v68, neg(0)
	s_delay_alu instid0(VALU_DEP_4)
.Ltmp117:
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
.Ltmp118:
	v_fma_mixlo_f16 v22, s4, v69, neg(0)
.Ltmp119:
	v_cndmask_b32_e32 v36, 0x80000000, v36, vcc_lo
.Ltmp120:
	v_fma_mixlo_f16 v23, s4, v70, neg(0)
.Ltmp121:
	s_clause 0x4
	buffer_store_b16 v18, v17, s[0:3], 0 offen
	buffer_store_b16 v19, v34, s[0:3], 0 offen
	buffer_store_b16 v21, v35, s[0:3], 0 offen
.Ltmp122:
	v_fma_mixlo_f16 v25, s4, v71, neg(0)
.Ltmp123:
	v_dual_cndmask_b32 v23, 0x80000000, v23 :: v_dual_cndmask_b32 v18, 0x80000000, v18
.Ltmp124:
	v_fma_mixlo_f16 v26, s4, v72, neg(0)
.Ltmp125:
	v_cndmask_b32_e32 v19, 0x80000000, v19, vcc_lo
.Ltmp126:
	v_fma_mixlo_f16 v27, s4, v33, neg(0)
.Ltmp127:
	v_dual_cndmask_b32 v21, 0x80000000, v21 :: v_dual_cndmask_b32 v22, 0x80000000, v22
	s_clause 0x4
	buffer_store_b16 v25, v18, s[0:3], 0 offen
	buffer_store_b16 v26, v19, s[0:3], 0 offen
.Ltmp128:
	v_fma_mixlo_f16 v24, s4, v38, neg(0)
.Ltmp129:
	v_dual_cndmask_b32 v27, 0x80000000, v27 :: v_dual_cndmask_b32 v20, 0x80000000, v20
.Ltmp130:
	v_fma_mixlo_f16 v32, s4, v39, neg(0)
.Ltmp131:
	v_cndmask_b32_e32 v28, 0x80000000, v28, vcc_lo
.Ltmp132:
	v_fma_mixlo_f16 v33, s4, v40, neg(0)
.Ltmp133:
	s_clause 0x4
	buffer_store_b16 v30, v25, s[0:3], 0 offen
	buffer_store_b16 v31, v26, s[0:3], 0 offen
	buffer_store_b16 v24, v27, s[0:3], 0 offen
.Ltmp134:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp135:
.Lfunc_end0:
; ScratchSize: 0
; Occupancy: 9
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .vgpr_count:     165
    .vgpr_spill_count: 0
    .wavefront_size: 32
