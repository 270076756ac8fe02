	.amdgcn_target "amdgpu12.01-amd-amdhsa-unknown-gfx1201"
	.amdhsa_code_object_version 5
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
; %bb.0:
	s_bfe_u32 s28, ttmp8, 0x50019
	s_load_b256 s[4:11], s[0:1], 0x20
	s_lshl_b32 s31, s28, 5
	s_lshr_b32 s2, ttmp7, 9
	v_and_or_b32 v111, v0, 31, s31
	s_and_b32 s27, s2, 0x7fff80
	s_load_b256 s[12:19], s[0:1], 0x0
	s_and_b32 s26, ttmp7, 0xffff
	s_mov_b32 s23, 0x31027000
	v_bfe_u32 v83, v111, 4, 4
	s_mov_b32 s22, 0x7ffffffe
	v_dual_mov_b32 v126, 0xff800000 :: v_dual_lshlrev_b32 v81, 4, v0
	s_mov_b32 s29, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v7, s27, v83
	v_or_b32_e32 v1, 32, v83
	v_or_b32_e32 v2, 48, v83
	v_or_b32_e32 v3, 64, v83
	v_or_b32_e32 v4, 0x50, v83
	v_cmp_gt_i32_e32 vcc_lo, 0x4000, v7
	v_and_b32_e32 v110, 15, v0
	v_or_b32_e32 v5, 0x60, v83
	s_wait_kmcnt 0x0
	s_mul_i32 s2, s6, ttmp9
	s_mul_i32 s3, s7, s26
	v_or_b32_e32 v84, 16, v83
	v_lshlrev_b32_e32 v82, 3, v110
	v_or_b32_e32 v6, 0x70, v83
	v_mul_lo_u32 v1, s8, v1
	s_mul_i32 s6, s8, s27
	s_add_co_i32 s3, s3, s2
	v_mul_lo_u32 v2, s8, v2
	v_mul_lo_u32 v8, s8, v83
	v_mul_lo_u32 v3, s8, v3
	v_add3_u32 v10, s3, s6, v82
	v_mul_lo_u32 v4, s8, v4
	v_mul_lo_u32 v5, s8, v5
	v_mul_lo_u32 v9, s8, v84
	v_mul_lo_u32 v6, s8, v6
	v_add_lshl_u32 v1, v10, v1, 1
	v_add_lshl_u32 v2, v10, v2, 1
	v_add_lshl_u32 v8, v10, v8, 1
	v_add_lshl_u32 v3, v10, v3, 1
	v_add_lshl_u32 v4, v10, v4, 1
	v_add_lshl_u32 v5, v10, v5, 1
	v_add_lshl_u32 v7, v10, v9, 1
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_lshl_u32 v6, v10, v6, 1
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	v_dual_cndmask_b32 v8, 0x80000000, v8 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	s_and_b32 s21, s13, 0xffff
	s_mov_b32 s20, s12
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_cndmask_b32 v7, 0x80000000, v7
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_mov_b32 v127, 1.0
	s_clause 0x7
	buffer_load_b128 v[57:60], v1, s[20:23], null offen
	buffer_load_b128 v[61:64], v2, s[20:23], null offen
	buffer_load_b128 v[65:68], v3, s[20:23], null offen
	buffer_load_b128 v[69:72], v4, s[20:23], null offen
	buffer_load_b128 v[73:76], v5, s[20:23], null offen
	buffer_load_b128 v[77:80], v6, s[20:23], null offen
	buffer_load_b128 v[49:52], v8, s[20:23], null offen
	buffer_load_b128 v[53:56], v7, s[20:23], null offen
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v86, 3, v0
	v_lshlrev_b32_e32 v88, 4, v111
	v_and_b32_e32 v112, 16, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v2, v1 :: v_dual_lshlrev_b32 v85, 6, v0
	v_bfe_i32 v0, v0, 3, 1
	v_dual_mov_b32 v5, v1 :: v_dual_mov_b32 v46, v1
	v_and_b32_e32 v87, 0xf0, v111
	v_and_b32_e32 v86, 48, v86
	v_and_b32_e32 v88, 0xff0, v88
	v_dual_mov_b32 v3, v1 :: v_dual_and_b32 v0, 0x210, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshrrev_b32_e32 v91, 3, v87
	v_lshrrev_b32_e32 v93, 2, v87
	v_and_or_b32 v85, 0x1c0, v85, v86
	v_xor_b32_e32 v87, v88, v87
	s_clause 0x2
	s_load_b64 s[24:25], s[0:1], 0x80
	s_load_b64 s[6:7], s[0:1], 0x50
	s_load_b128 s[0:3], s[0:1], 0x40
	v_dual_mov_b32 v48, v1 :: v_dual_lshlrev_b32 v89, 8, v110
	v_xor3_b32 v85, v85, v0, v112
	v_add_nc_u32_e32 v0, 0, v87
	v_lshlrev_b32_e32 v90, 4, v110
	s_and_b32 s8, s31, 0xe0
	v_and_b32_e32 v81, 48, v81
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b32 s12, s8, 7
	s_mul_i32 s9, s9, ttmp9
	v_xor_b32_e32 v92, v90, v112
	v_or_b32_e32 v90, v89, v90
	s_mul_i32 s10, s10, s26
	v_or_b32_e32 v86, 1, v91
	v_add_nc_u32_e32 v114, 0, v85
	v_or3_b32 v88, s12, v92, v89
	v_xor_b32_e32 v89, v90, v112
	v_dual_mov_b32 v4, v1 :: v_dual_mov_b32 v7, v1
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v9, v1
	s_wait_kmcnt 0x0
	s_mul_i32 s0, s0, ttmp9
	s_mul_i32 s1, s1, s26
	v_add_nc_u32_e32 v87, 0, v88
	v_xad_u32 v92, v88, 32, 0
	v_xad_u32 v94, 0x60, v88, 0
	v_xad_u32 v95, 0x80, v88, 0
	v_dual_mov_b32 v8, v1 :: v_dual_add_nc_u32 v113, 0, v89
	v_dual_mov_b32 v11, v1 :: v_dual_mov_b32 v10, v1
	v_dual_mov_b32 v13, v1 :: v_dual_mov_b32 v12, v1
	v_dual_mov_b32 v15, v1 :: v_dual_mov_b32 v14, v1
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v1
	v_dual_mov_b32 v19, v1 :: v_dual_mov_b32 v18, v1
	v_dual_mov_b32 v21, v1 :: v_dual_mov_b32 v20, v1
	v_dual_mov_b32 v23, v1 :: v_dual_mov_b32 v22, v1
	v_dual_mov_b32 v25, v1 :: v_dual_mov_b32 v24, v1
	v_dual_mov_b32 v27, v1 :: v_dual_mov_b32 v26, v1
	v_dual_mov_b32 v29, v1 :: v_dual_mov_b32 v28, v1
	v_dual_mov_b32 v31, v1 :: v_dual_mov_b32 v30, v1
	v_dual_mov_b32 v33, v1 :: v_dual_mov_b32 v32, v1
	v_dual_mov_b32 v35, v1 :: v_dual_mov_b32 v34, v1
	v_dual_mov_b32 v37, v1 :: v_dual_mov_b32 v36, v1
	v_dual_mov_b32 v39, v1 :: v_dual_mov_b32 v38, v1
	v_dual_mov_b32 v41, v1 :: v_dual_mov_b32 v40, v1
	v_dual_mov_b32 v43, v1 :: v_dual_mov_b32 v42, v1
	v_dual_mov_b32 v45, v1 :: v_dual_mov_b32 v44, v1
	v_mov_b32_e32 v47, v1
	s_mov_b32 s30, 0x76543210
	s_mov_b64 s[12:13], s[18:19]
	s_and_b32 s17, s17, 0xffff
	s_and_b32 s21, s15, 0xffff
	s_mov_b32 s20, s14
	s_mov_b32 s18, s22
	s_mov_b32 s19, s23
	s_wait_loadcnt 0x1
	ds_store_b128 v0, v[49:52]
	s_wait_loadcnt 0x0
	ds_store_b128 v0, v[53:56] offset:4096
	ds_store_b128 v0, v[57:60] offset:8192
	ds_store_b128 v0, v[61:64] offset:12288
	ds_store_b128 v0, v[65:68] offset:16384
	ds_store_b128 v0, v[69:72] offset:20480
	ds_store_b128 v0, v[73:76] offset:24576
	ds_store_b128 v0, v[77:80] offset:28672
	v_xor_b32_e32 v58, 0xe0, v89
	v_xor_b32_e32 v60, 32, v85
	v_xad_u32 v49, 0xa0, v88, 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v120, 0, v58
	v_mov_b32_e32 v58, v1
	v_xor_b32_e32 v90, v93, v81
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v81, s10, s9, v82
	v_add3_u32 v82, s1, s0, v82
	v_xad_u32 v93, v88, 64, 0
	v_xad_u32 v50, 0xc0, v88, 0
	v_xad_u32 v51, 0xe0, v88, 0
	v_xor_b32_e32 v52, 32, v89
	v_mad_co_u64_u32 v[105:106], null, s11, v83, v[81:82]
	v_mad_co_u64_u32 v[106:107], null, s11, v84, v[81:82]
	v_mad_co_u64_u32 v[107:108], null, s2, v91, v[82:83]
	v_xor_b32_e32 v53, 64, v89
	v_xor_b32_e32 v54, 0x60, v89
	v_xor_b32_e32 v55, 0x80, v89
	v_xor_b32_e32 v56, 0xa0, v89
	v_xor_b32_e32 v57, 0xc0, v89
	v_lshl_or_b32 v59, v110, 9, v90
	v_mad_co_u64_u32 v[108:109], null, s2, v86, v[82:83]
	v_add_nc_u32_e32 v122, 0, v60
	v_dual_mov_b32 v60, v1 :: v_dual_add_nc_u32 v109, 0, v52
	v_mov_b32_e32 v64, v1
	v_xor_b32_e32 v61, 16, v59
	v_xor_b32_e32 v62, 32, v59
	v_xor_b32_e32 v63, 48, v59
	v_add_nc_u32_e32 v115, 0, v53
	v_add_nc_u32_e32 v116, 0, v54
	v_dual_mov_b32 v52, v1 :: v_dual_add_nc_u32 v117, 0, v55
	v_add_nc_u32_e32 v118, 0, v56
	v_dual_mov_b32 v54, v1 :: v_dual_add_nc_u32 v119, 0, v57
	v_dual_mov_b32 v56, v1 :: v_dual_add_nc_u32 v121, 0, v59
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[65:68], v87
	ds_load_b128 v[69:72], v92
	ds_load_b128 v[73:76], v93
	ds_load_b128 v[77:80], v94
	ds_load_b128 v[81:84], v95
	ds_load_b128 v[85:88], v49
	ds_load_b128 v[89:92], v50
	ds_load_b128 v[93:96], v51
	v_add_nc_u32_e32 v123, 0, v61
	v_add_nc_u32_e32 v124, 0, v62
	v_add_nc_u32_e32 v125, 0, v63
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v59, v1
	v_dual_mov_b32 v61, v1 :: v_dual_mov_b32 v62, v1
	v_mov_b32_e32 v63, v1
	v_dual_mov_b32 v49, v1 :: v_dual_mov_b32 v50, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v55, v1
                                        ; implicit-def: $sgpr0
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s1, s29, s11
	v_dual_mov_b32 v128, v127 :: v_dual_mov_b32 v127, v126
	s_wait_alu depctr_sa_sdst(0)
	v_add_lshl_u32 v97, s1, v105, 1
	v_add_lshl_u32 v101, s1, v106, 1
	s_mul_i32 s1, s29, s2
	s_and_not1_b32 s0, s0, exec_lo
	s_clause 0x1
	buffer_load_b128 v[97:100], v97, s[20:23], null offen
	buffer_load_b128 v[101:104], v101, s[20:23], null offen
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v0, v[97:100]
	ds_store_b128 v0, v[101:104] offset:4096
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_lshl_u32 v97, s1, v107, 1
	v_add_lshl_u32 v101, s1, v108, 1
	s_add_co_i32 s1, s29, 32
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_clause 0x1
	buffer_load_b128 v[97:100], v97, s[16:19], null offen
	buffer_load_b128 v[101:104], v101, s[16:19], null offen
	ds_load_b128 v[137:140], v113
	ds_load_b128 v[145:148], v113 offset:4096
	ds_load_b128 v[149:152], v109
	ds_load_b128 v[153:156], v109 offset:4096
	ds_load_b128 v[157:160], v115
	ds_load_b128 v[161:164], v115 offset:4096
	ds_load_b128 v[165:168], v116
	ds_load_b128 v[169:172], v116 offset:4096
	ds_load_b128 v[173:176], v117
	ds_load_b128 v[177:180], v117 offset:4096
	ds_load_b128 v[181:184], v118
	ds_load_b128 v[185:188], v118 offset:4096
	ds_load_b128 v[189:192], v119
	ds_load_b128 v[193:196], v119 offset:4096
	ds_load_b128 v[197:200], v120
	ds_load_b128 v[201:204], v120 offset:4096
	s_wait_dscnt 0xf
	v_wmma_f32_16x16x16_f16 v[129:136], v[137:140], v[65:68], 0
	s_wait_dscnt 0xe
	v_wmma_f32_16x16x16_f16 v[137:144], v[145:148], v[65:68], 0
	s_wait_dscnt 0xd
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[129:136], v[149:152], v[69:72], v[129:136]
	s_wait_dscnt 0xc
	v_wmma_f32_16x16x16_f16 v[137:144], v[153:156], v[69:72], v[137:144]
	s_wait_dscnt 0xb
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[129:136], v[157:160], v[73:76], v[129:136]
	s_wait_dscnt 0xa
	v_wmma_f32_16x16x16_f16 v[137:144], v[161:164], v[73:76], v[137:144]
	s_wait_dscnt 0x9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[129:136], v[165:168], v[77:80], v[129:136]
	s_wait_dscnt 0x8
	v_wmma_f32_16x16x16_f16 v[137:144], v[169:172], v[77:80], v[137:144]
	s_wait_dscnt 0x7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[129:136], v[173:176], v[81:84], v[129:136]
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[137:144], v[177:180], v[81:84], v[137:144]
	s_wait_dscnt 0x5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[129:136], v[181:184], v[85:88], v[129:136]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[137:144], v[185:188], v[85:88], v[137:144]
	s_wait_dscnt 0x3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[129:136], v[189:192], v[89:92], v[129:136]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[137:144], v[193:196], v[89:92], v[137:144]
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[129:136], v[197:200], v[93:96], v[129:136]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[137:144], v[201:204], v[93:96], v[137:144]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v126, 0x3db504f3, v129 :: v_dual_mul_f32 v145, 0x3db504f3, v130
	v_dual_mul_f32 v146, 0x3db504f3, v131 :: v_dual_mul_f32 v147, 0x3db504f3, v132
	v_dual_mul_f32 v148, 0x3db504f3, v133 :: v_dual_mul_f32 v149, 0x3db504f3, v134
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mul_f32 v152, 0x3db504f3, v137 :: v_dual_mul_f32 v153, 0x3db504f3, v138
	v_dual_mul_f32 v154, 0x3db504f3, v139 :: v_dual_mul_f32 v155, 0x3db504f3, v140
	v_dual_mul_f32 v156, 0x3db504f3, v141 :: v_dual_mul_f32 v157, 0x3db504f3, v142
	v_dual_mul_f32 v158, 0x3db504f3, v143 :: v_dual_mul_f32 v159, 0x3db504f3, v144
	v_dual_mul_f32 v150, 0x3db504f3, v135 :: v_dual_mul_f32 v151, 0x3db504f3, v136
	v_max_num_f32_e32 v126, v126, v145
	v_max3_num_f32 v145, v147, v148, v149
	v_max3_num_f32 v147, v153, v154, v155
	v_max3_num_f32 v148, v156, v157, v158
	v_max3_num_f32 v149, v150, v151, v152
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max3_num_f32 v126, v126, v146, v145
	v_max3_num_f32 v145, v147, v148, v159
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v126, v126, v149, v145
	v_permlanex16_b32 v145, v126, s30, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v126, v127, v126, v145
	v_fma_f32 v133, 0x3db504f3, v133, -v126
	v_fma_f32 v134, 0x3db504f3, v134, -v126
	v_fma_f32 v129, 0x3db504f3, v129, -v126
	v_fma_f32 v130, 0x3db504f3, v130, -v126
	v_fma_f32 v131, 0x3db504f3, v131, -v126
	v_fma_f32 v132, 0x3db504f3, v132, -v126
	v_fma_f32 v137, 0x3db504f3, v137, -v126
	v_fma_f32 v138, 0x3db504f3, v138, -v126
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v126
	v_dual_mul_f32 v133, 0x3fb8aa3b, v133 :: v_dual_mul_f32 v134, 0x3fb8aa3b, v134
	v_fma_f32 v139, 0x3db504f3, v139, -v126
	v_fma_f32 v140, 0x3db504f3, v140, -v126
	v_dual_sub_f32 v127, v127, v126 :: v_dual_mul_f32 v132, 0x3fb8aa3b, v132
	v_dual_mul_f32 v129, 0x3fb8aa3b, v129 :: v_dual_mul_f32 v130, 0x3fb8aa3b, v130
	v_mul_f32_e32 v131, 0x3fb8aa3b, v131
	v_dual_mul_f32 v137, 0x3fb8aa3b, v137 :: v_dual_mul_f32 v138, 0x3fb8aa3b, v138
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v133, v133, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v134, v134, 0xff800000, vcc_lo
	v_dual_mul_f32 v139, 0x3fb8aa3b, v139 :: v_dual_mul_f32 v140, 0x3fb8aa3b, v140
	v_cndmask_b32_e64 v129, v129, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v130, v130, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v131, v131, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v132, v132, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v137, v137, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v138, v138, 0xff800000, vcc_lo
	v_exp_f32_e32 v133, v133
	v_exp_f32_e32 v134, v134
	v_cndmask_b32_e64 v139, v139, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v140, v140, 0xff800000, vcc_lo
	v_mul_f32_e32 v127, 0x3fb8aa3b, v127
	v_exp_f32_e32 v129, v129
	v_exp_f32_e32 v130, v130
	v_exp_f32_e32 v131, v131
	v_exp_f32_e32 v132, v132
	v_exp_f32_e32 v137, v137
	v_exp_f32_e32 v138, v138
	v_exp_f32_e32 v139, v139
	v_exp_f32_e32 v140, v140
	v_add_f32_e32 v146, v133, v134
	v_cndmask_b32_e64 v127, v127, 0xff800000, vcc_lo
	v_fma_f32 v135, 0x3db504f3, v135, -v126
	v_fma_f32 v136, 0x3db504f3, v136, -v126
	v_add_f32_e32 v145, v131, v132
	v_fma_f32 v141, 0x3db504f3, v141, -v126
	v_exp_f32_e32 v193, v127
	v_add_f32_e32 v127, v129, v130
	v_add_f32_e32 v148, v137, v138
	v_cvt_f16_f32_e64 v129.l, v129
	v_cvt_f16_f32_e64 v129.h, v130
	v_cvt_f16_f32_e64 v130.l, v131
	v_cvt_f16_f32_e64 v131.l, v133
	v_cvt_f16_f32_e64 v133.l, v137
	v_cvt_f16_f32_e64 v133.h, v138
	v_dual_add_f32 v149, v139, v140 :: v_dual_mul_f32 v4, v4, v193
	v_cvt_f16_f32_e64 v131.h, v134
	v_cvt_f16_f32_e64 v134.l, v139
	v_cvt_f16_f32_e64 v134.h, v140
	v_fma_f32 v142, 0x3db504f3, v142, -v126
	v_fma_f32 v143, 0x3db504f3, v143, -v126
	v_fma_f32 v144, 0x3db504f3, v144, -v126
	v_dual_mul_f32 v135, 0x3fb8aa3b, v135 :: v_dual_mul_f32 v136, 0x3fb8aa3b, v136
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v141, 0x3fb8aa3b, v141 :: v_dual_mul_f32 v142, 0x3fb8aa3b, v142
	v_dual_mul_f32 v143, 0x3fb8aa3b, v143 :: v_dual_mul_f32 v144, 0x3fb8aa3b, v144
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v135, v135, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v136, v136, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v141, v141, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v142, v142, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v143, v143, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v144, v144, 0xff800000, vcc_lo
	v_exp_f32_e32 v135, v135
	v_exp_f32_e32 v136, v136
	v_exp_f32_e32 v141, v141
	v_exp_f32_e32 v142, v142
	v_exp_f32_e32 v143, v143
	v_exp_f32_e32 v144, v144
	v_mul_f32_e32 v2, v2, v193
	v_mul_f32_e32 v6, v6, v193
	v_cvt_f16_f32_e64 v130.h, v132
	v_cvt_f16_f32_e64 v132.l, v135
	v_add_f32_e32 v147, v135, v136
	v_cvt_f16_f32_e64 v132.h, v136
	v_dual_add_f32 v150, v141, v142 :: v_dual_mul_f32 v51, v51, v193
	s_delay_alu instid0(TRANS32_DEP_1)
	v_add_f32_e32 v151, v143, v144
	v_mul_f32_e32 v53, v53, v193
	v_cvt_f16_f32_e64 v135.l, v141
	v_cvt_f16_f32_e64 v135.h, v142
	v_cvt_f16_f32_e64 v136.l, v143
	v_cvt_f16_f32_e64 v136.h, v144
	v_dual_mul_f32 v1, v1, v193 :: v_dual_mul_f32 v8, v8, v193
	v_dual_mul_f32 v3, v3, v193 :: v_dual_mul_f32 v10, v10, v193
	v_dual_mul_f32 v5, v5, v193 :: v_dual_mul_f32 v12, v12, v193
	v_dual_mul_f32 v7, v7, v193 :: v_dual_mul_f32 v14, v14, v193
	v_dual_mul_f32 v9, v9, v193 :: v_dual_mul_f32 v16, v16, v193
	v_dual_mul_f32 v11, v11, v193 :: v_dual_mul_f32 v18, v18, v193
	v_dual_mul_f32 v13, v13, v193 :: v_dual_mul_f32 v20, v20, v193
	v_dual_mul_f32 v15, v15, v193 :: v_dual_mul_f32 v22, v22, v193
	v_dual_mul_f32 v17, v17, v193 :: v_dual_mul_f32 v24, v24, v193
	v_dual_mul_f32 v19, v19, v193 :: v_dual_mul_f32 v26, v26, v193
	v_dual_mul_f32 v21, v21, v193 :: v_dual_mul_f32 v28, v28, v193
	v_dual_mul_f32 v23, v23, v193 :: v_dual_mul_f32 v30, v30, v193
	v_dual_mul_f32 v25, v25, v193 :: v_dual_mul_f32 v32, v32, v193
	v_dual_mul_f32 v27, v27, v193 :: v_dual_mul_f32 v34, v34, v193
	v_dual_mul_f32 v29, v29, v193 :: v_dual_mul_f32 v36, v36, v193
	v_dual_mul_f32 v31, v31, v193 :: v_dual_mul_f32 v38, v38, v193
	v_dual_mul_f32 v33, v33, v193 :: v_dual_mul_f32 v40, v40, v193
	v_dual_mul_f32 v35, v35, v193 :: v_dual_mul_f32 v42, v42, v193
	v_dual_mul_f32 v37, v37, v193 :: v_dual_mul_f32 v44, v44, v193
	v_dual_mul_f32 v39, v39, v193 :: v_dual_mul_f32 v46, v46, v193
	v_dual_mul_f32 v41, v41, v193 :: v_dual_mul_f32 v48, v48, v193
	v_dual_mul_f32 v43, v43, v193 :: v_dual_mul_f32 v58, v58, v193
	v_dual_mul_f32 v45, v45, v193 :: v_dual_mul_f32 v60, v60, v193
	v_dual_mul_f32 v47, v47, v193 :: v_dual_mul_f32 v62, v62, v193
	v_dual_mul_f32 v57, v57, v193 :: v_dual_mul_f32 v64, v64, v193
	v_dual_mul_f32 v59, v59, v193 :: v_dual_mul_f32 v50, v50, v193
	v_dual_mul_f32 v61, v61, v193 :: v_dual_mul_f32 v52, v52, v193
	v_dual_mul_f32 v63, v63, v193 :: v_dual_mul_f32 v54, v54, v193
	v_dual_mul_f32 v49, v49, v193 :: v_dual_mul_f32 v56, v56, v193
	v_mul_f32_e32 v55, v55, v193
	s_and_b32 s9, vcc_lo, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s0, s0, s9
	s_cmp_lt_u32 s29, 0x3fe0
	s_mov_b32 s29, s1
	s_wait_loadcnt 0x1
	v_mov_b16_e64 v137.l, v97.l
	s_wait_loadcnt 0x0
	v_mov_b16_e64 v137.h, v101.l
	s_barrier_signal -1
	v_lshrrev_b32_e32 v101, 16, v101
	v_mov_b16_e64 v138.h, v102.l
	v_lshrrev_b32_e32 v102, 16, v102
	v_mov_b16_e64 v139.h, v103.l
	v_lshrrev_b32_e32 v103, 16, v103
	v_mov_b16_e64 v140.h, v104.l
	v_lshrrev_b32_e32 v104, 16, v104
	v_lshrrev_b32_e32 v97, 16, v97
	v_mov_b16_e64 v138.l, v98.l
	v_lshrrev_b32_e32 v98, 16, v98
	v_mov_b16_e32 v97.h, v101.l
	v_mov_b16_e64 v139.l, v99.l
	v_lshrrev_b32_e32 v99, 16, v99
	v_mov_b16_e32 v98.h, v102.l
	v_mov_b16_e64 v140.l, v100.l
	v_lshrrev_b32_e32 v100, 16, v100
	v_mov_b16_e32 v99.h, v103.l
	v_mov_b16_e32 v100.h, v104.l
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v121, v137, v97 offset1:16
	ds_store_2addr_b32 v123, v138, v98 offset0:32 offset1:48
	ds_store_2addr_b32 v124, v139, v99 offset0:64 offset1:80
	ds_store_2addr_b32 v125, v140, v100 offset0:96 offset1:112
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_add_f32 v97, v127, v145 :: v_dual_add_f32 v98, v146, v147
	v_dual_add_f32 v99, v148, v149 :: v_dual_add_f32 v100, v150, v151
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v97, v97, v98 :: v_dual_add_f32 v98, v99, v100
	v_add_f32_e32 v127, v97, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v194, v127, s30, 0xfedcba98 op_sel:[1,0]
	v_add_f32_e32 v127, v127, v194
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v127, v128, v193
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[97:100], v114
	ds_load_b128 v[101:104], v114 offset:2048
	ds_load_b128 v[137:140], v122
	ds_load_b128 v[141:144], v122 offset:1024
	ds_load_b128 v[145:148], v122 offset:2048
	ds_load_b128 v[149:152], v122 offset:3072
	ds_load_b128 v[153:156], v114 offset:4096
	ds_load_b128 v[157:160], v122 offset:5120
	ds_load_b128 v[161:164], v114 offset:6144
	ds_load_b128 v[165:168], v122 offset:7168
	ds_load_b128 v[169:172], v122 offset:4096
	ds_load_b128 v[173:176], v114 offset:1024
	ds_load_b128 v[177:180], v122 offset:6144
	ds_load_b128 v[181:184], v114 offset:3072
	ds_load_b128 v[185:188], v114 offset:5120
	ds_load_b128 v[189:192], v114 offset:7168
	s_wait_dscnt 0xf
	v_wmma_f32_16x16x16_f16 v[1:8], v[97:100], v[129:132], v[1:8]
	s_wait_dscnt 0xe
	v_wmma_f32_16x16x16_f16 v[17:24], v[101:104], v[129:132], v[17:24]
	s_wait_dscnt 0xc
	v_wmma_f32_16x16x16_f16 v[9:16], v[141:144], v[129:132], v[9:16]
	s_wait_dscnt 0xa
	v_wmma_f32_16x16x16_f16 v[25:32], v[149:152], v[129:132], v[25:32]
	s_wait_dscnt 0x9
	v_wmma_f32_16x16x16_f16 v[33:40], v[153:156], v[129:132], v[33:40]
	s_wait_dscnt 0x8
	v_wmma_f32_16x16x16_f16 v[41:48], v[157:160], v[129:132], v[41:48]
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[57:64], v[161:164], v[129:132], v[57:64]
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[49:56], v[165:168], v[129:132], v[49:56]
	v_wmma_f32_16x16x16_f16 v[1:8], v[137:140], v[133:136], v[1:8]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[9:16], v[173:176], v[133:136], v[9:16]
	v_wmma_f32_16x16x16_f16 v[17:24], v[145:148], v[133:136], v[17:24]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[25:32], v[181:184], v[133:136], v[25:32]
	v_wmma_f32_16x16x16_f16 v[33:40], v[169:172], v[133:136], v[33:40]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[41:48], v[185:188], v[133:136], v[41:48]
	v_wmma_f32_16x16x16_f16 v[57:64], v[177:180], v[133:136], v[57:64]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[49:56], v[189:192], v[133:136], v[49:56]
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v127
	v_and_b32_e32 v68, 0x7f, v111
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s1, s24, ttmp9
	s_mul_i32 s2, s25, s26
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s1, s1, s27
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v65, 0, 32, vcc_lo
	v_cndmask_b32_e64 v0, 0, 0x42000000, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v69, s1, s2, v68
	s_add_co_i32 s9, s27, 0xffffc080
	v_lshlrev_b32_e32 v66, 2, v110
	v_ldexp_f32 v65, v127, v65
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s9, 1
	s_mov_b32 s2, -1
	s_cselect_b32 s1, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, exec_lo, s1
	v_log_f32_e32 v65, v65
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v65, v0
	v_lshl_add_u32 v65, v68, 2, 0
	v_fmamk_f32 v0, v126, 0x3fb8aa3b, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3f317218, v0
	v_cndmask_b32_e64 v67, v0, 0xff800000, s0
	v_lshlrev_b32_e32 v0, 2, v69
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_4
; %bb.3:
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_lshl_b32 s2, s8, 1
	s_and_b32 s17, s13, 0xffff
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v69, s2, 0, v66
	s_sub_co_i32 s2, 0x4000, s27
	s_bitcmp0_b32 s28, 2
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_gt_i32_e32 vcc_lo, s2, v68
	s_cselect_b32 s2, -1, 0
	s_mov_b32 s19, 0x31027000
	s_mov_b32 s18, 0x7ffffffe
	s_mov_b32 s16, s12
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, s2, vcc_lo
	s_mov_b32 s2, 0
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v68, 0x80000000, v0, vcc_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b32 v69, v67
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v69, v65
	s_wait_dscnt 0x0
	buffer_store_b32 v69, v68, s[16:19], null offen
.LBB0_4:                                ; %Flow
	s_and_b32 s2, s2, exec_lo
	s_cselect_b32 s2, 1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_barrier_signal -1
	s_lshl_b32 s2, s8, 1
	s_and_b32 s13, s13, 0xffff
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v66, s2, 0, v66
	s_bitcmp0_b32 s28, 2
	s_mov_b32 s15, 0x31027000
	s_cselect_b32 vcc_lo, -1, 0
	s_mov_b32 s14, 0x7ffffffe
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v0, 0x80000000, v0, vcc_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b32 v66, v67
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v65, v65
	s_wait_dscnt 0x0
	buffer_store_b32 v65, v0, s[12:15], null offen
.LBB0_6:
	v_div_scale_f32 v0, null, v127, v127, 1.0
	v_div_scale_f32 v67, vcc_lo, 1.0, v127, 1.0
	s_lshr_b32 s2, s8, 1
	s_and_b32 s5, s5, 0xffff
	v_rcp_f32_e32 v65, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v66, -v0, v65, 1.0
	v_fmac_f32_e32 v65, v66, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v67, v65
	v_fma_f32 v68, -v0, v66, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v66, v68, v65
	v_fma_f32 v0, -v0, v66, v67
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fmas_f32 v0, v0, v65, v66
	s_wait_alu depctr_sa_sdst(0)
	v_or_b32_e32 v65, s2, v110
	s_mul_i32 s2, s3, ttmp9
	s_mul_i32 s3, s6, s26
	v_lshrrev_b32_e32 v66, 1, v112
	v_div_fixup_f32 v0, v0, v127, 1.0
	v_mul_lo_u32 v67, s7, v65
	v_or_b32_e32 v65, s27, v65
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s3, s3, s2
	s_mov_b32 s6, 0x7ffffffe
	v_cndmask_b32_e64 v68, v0, 1.0, s0
	s_mul_i32 s0, s7, s27
	v_cmp_gt_i32_e32 vcc_lo, 0x4000, v65
	s_mov_b32 s7, 0x31027000
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v65, s3, s0, v67
	v_fma_mixlo_f16 v0, v1, v68, neg(0)
	v_fma_mixlo_f16 v1, v3, v68, neg(0)
	v_fma_mixlo_f16 v3, v7, v68, neg(0)
	v_fma_mixlo_f16 v7, v15, v68, neg(0)
	v_fma_mixhi_f16 v15, v32, v68, neg(0)
	v_add_lshl_u32 v32, v65, v66, 1
	v_fma_mixhi_f16 v7, v16, v68, neg(0)
	v_fma_mixlo_f16 v16, v33, v68, neg(0)
	v_fma_mixhi_f16 v16, v34, v68, neg(0)
	s_or_b32 vcc_lo, s1, vcc_lo
	v_add_nc_u32_e32 v33, 32, v32
	v_add_nc_u32_e32 v34, 64, v32
	v_fma_mixhi_f16 v0, v2, v68, neg(0)
	v_fma_mixhi_f16 v1, v4, v68, neg(0)
	v_fma_mixlo_f16 v2, v5, v68, neg(0)
	v_fma_mixhi_f16 v2, v6, v68, neg(0)
	v_fma_mixhi_f16 v3, v8, v68, neg(0)
	v_fma_mixlo_f16 v8, v17, v68, neg(0)
	v_fma_mixlo_f16 v17, v35, v68, neg(0)
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v35, 0x80000000, v32, vcc_lo
	v_fma_mixlo_f16 v4, v9, v68, neg(0)
	v_fma_mixhi_f16 v4, v10, v68, neg(0)
	v_fma_mixlo_f16 v5, v11, v68, neg(0)
	v_fma_mixhi_f16 v5, v12, v68, neg(0)
	v_fma_mixlo_f16 v6, v13, v68, neg(0)
	v_fma_mixhi_f16 v6, v14, v68, neg(0)
	v_dual_cndmask_b32 v33, 0x80000000, v33 :: v_dual_cndmask_b32 v34, 0x80000000, v34
	v_fma_mixhi_f16 v8, v18, v68, neg(0)
	v_fma_mixlo_f16 v9, v19, v68, neg(0)
	v_fma_mixhi_f16 v9, v20, v68, neg(0)
	v_fma_mixlo_f16 v10, v21, v68, neg(0)
	v_fma_mixhi_f16 v10, v22, v68, neg(0)
	v_fma_mixlo_f16 v11, v23, v68, neg(0)
	v_fma_mixhi_f16 v11, v24, v68, neg(0)
	s_clause 0x2
	buffer_store_b128 v[0:3], v35, s[4:7], null offen
	buffer_store_b128 v[4:7], v33, s[4:7], null offen
	buffer_store_b128 v[8:11], v34, s[4:7], null offen
	v_add_nc_u32_e32 v0, 0x60, v32
	v_add_nc_u32_e32 v1, 0x80, v32
	v_add_nc_u32_e32 v2, 0xa0, v32
	v_add_nc_u32_e32 v3, 0xc0, v32
	v_add_nc_u32_e32 v4, 0xe0, v32
	v_fma_mixlo_f16 v12, v25, v68, neg(0)
	v_fma_mixhi_f16 v12, v26, v68, neg(0)
	v_fma_mixlo_f16 v13, v27, v68, neg(0)
	v_fma_mixhi_f16 v13, v28, v68, neg(0)
	v_fma_mixlo_f16 v14, v29, v68, neg(0)
	v_fma_mixhi_f16 v14, v30, v68, neg(0)
	v_fma_mixlo_f16 v15, v31, v68, neg(0)
	v_dual_cndmask_b32 v0, 0x80000000, v0 :: v_dual_cndmask_b32 v1, 0x80000000, v1
	v_fma_mixhi_f16 v17, v36, v68, neg(0)
	v_fma_mixlo_f16 v18, v37, v68, neg(0)
	v_fma_mixhi_f16 v18, v38, v68, neg(0)
	v_fma_mixlo_f16 v19, v39, v68, neg(0)
	v_fma_mixhi_f16 v19, v40, v68, neg(0)
	v_fma_mixlo_f16 v20, v41, v68, neg(0)
	v_fma_mixhi_f16 v20, v42, v68, neg(0)
	v_fma_mixlo_f16 v21, v43, v68, neg(0)
	v_fma_mixhi_f16 v21, v44, v68, neg(0)
	v_fma_mixlo_f16 v22, v45, v68, neg(0)
	v_fma_mixhi_f16 v22, v46, v68, neg(0)
	v_fma_mixlo_f16 v23, v47, v68, neg(0)
	v_fma_mixhi_f16 v23, v48, v68, neg(0)
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	v_fma_mixlo_f16 v24, v57, v68, neg(0)
	v_fma_mixhi_f16 v24, v58, v68, neg(0)
	v_fma_mixlo_f16 v25, v59, v68, neg(0)
	v_fma_mixhi_f16 v25, v60, v68, neg(0)
	v_fma_mixlo_f16 v26, v61, v68, neg(0)
	v_fma_mixhi_f16 v26, v62, v68, neg(0)
	v_fma_mixlo_f16 v27, v63, v68, neg(0)
	v_fma_mixhi_f16 v27, v64, v68, neg(0)
	v_fma_mixlo_f16 v28, v49, v68, neg(0)
	v_fma_mixhi_f16 v28, v50, v68, neg(0)
	v_fma_mixlo_f16 v29, v51, v68, neg(0)
	v_fma_mixhi_f16 v29, v52, v68, neg(0)
	v_fma_mixlo_f16 v30, v53, v68, neg(0)
	v_fma_mixhi_f16 v30, v54, v68, neg(0)
	v_fma_mixlo_f16 v31, v55, v68, neg(0)
	v_fma_mixhi_f16 v31, v56, v68, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	s_clause 0x4
	buffer_store_b128 v[12:15], v0, s[4:7], null offen
	buffer_store_b128 v[16:19], v1, s[4:7], null offen
	buffer_store_b128 v[20:23], v2, s[4:7], null offen
	buffer_store_b128 v[24:27], v3, s[4:7], null offen
	buffer_store_b128 v[28:31], v4, s[4:7], null offen
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 168
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
		.amdhsa_next_free_vgpr 217
		.amdhsa_next_free_sgpr 32
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-attn_fwd)<<4)&4080)>>4
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
; ScratchSize: 0
; Occupancy: 6
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .vgpr_count:     205
    .vgpr_spill_count: 0
    .wavefront_size: 32
