	.amdgcn_target "amdgpu11.00-amd-amdhsa-unknown-gfx1100"
	.amdhsa_code_object_version 5
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
; %bb.0:
	v_readfirstlane_b32 s33, v0
	v_and_b32_e32 v1, 31, v0
	s_load_b256 s[4:11], s[0:1], 0x20
	s_lshl_b32 s12, s15, 7
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s39, 0x31027000
	v_and_or_b32 v171, 0xe0, s33, v1
	s_mov_b32 s38, 0x7ffffffe
	v_dual_mov_b32 v87, 0x7632 :: v_dual_and_b32 v88, 16, v0
	v_mov_b32_e32 v82, 0x5410
	s_delay_alu instid0(VALU_DEP_3)
	v_lshrrev_b32_e32 v49, 4, v171
	v_bfe_i32 v90, v0, 3, 1
	s_mov_b32 s24, 0
	s_mov_b32 s15, 0x76543210
	s_mov_b32 s25, s24
	v_or_b32_e32 v5, s12, v49
	v_or_b32_e32 v84, 16, v49
	v_or_b32_e32 v85, 32, v49
	v_or_b32_e32 v86, 48, v49
	v_or_b32_e32 v1, 64, v49
	v_cmp_gt_i32_e32 vcc_lo, 0x2000, v5
	v_and_b32_e32 v170, 15, v0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s6, s13
	s_mul_i32 s3, s7, s14
	v_mul_lo_u32 v6, v49, s8
	s_add_i32 s3, s3, s2
	v_lshlrev_b32_e32 v83, 3, v170
	s_mul_i32 s2, s8, s12
	v_mul_lo_u32 v7, v84, s8
	v_or_b32_e32 v2, 0x50, v49
	v_or_b32_e32 v3, 0x60, v49
	v_add3_u32 v9, s3, s2, v83
	v_or_b32_e32 v4, 0x70, v49
	v_mul_lo_u32 v8, v85, s8
	v_mul_lo_u32 v10, v86, s8
	v_mul_lo_u32 v1, v1, s8
	v_add_lshl_u32 v6, v9, v6, 1
	v_add_lshl_u32 v5, v9, v7, 1
	v_mul_lo_u32 v2, v2, s8
	v_mul_lo_u32 v3, v3, s8
	v_mul_lo_u32 v4, v4, s8
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	s_and_b32 s37, s17, 0xffff
	s_mov_b32 s36, s16
	v_add_lshl_u32 v7, v9, v8, 1
	s_clause 0x1
	buffer_load_b128 v[50:53], v6, s[36:39], 0 offen
	buffer_load_b128 v[54:57], v5, s[36:39], 0 offen
	v_add_lshl_u32 v6, v9, v10, 1
	v_add_lshl_u32 v1, v9, v1, 1
	v_add_lshl_u32 v2, v9, v2, 1
	v_add_lshl_u32 v3, v9, v3, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v5, 0x80000000, v7 :: v_dual_cndmask_b32 v6, 0x80000000, v6
	v_add_lshl_u32 v4, v9, v4, 1
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_mov_b32 v172, 1.0
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	s_clause 0x5
	buffer_load_b128 v[58:61], v5, s[36:39], 0 offen
	buffer_load_b128 v[62:65], v6, s[36:39], 0 offen
	buffer_load_b128 v[66:69], v1, s[36:39], 0 offen
	buffer_load_b128 v[70:73], v2, s[36:39], 0 offen
	buffer_load_b128 v[74:77], v3, s[36:39], 0 offen
	buffer_load_b128 v[78:81], v4, s[36:39], 0 offen
	s_clause 0x2
	s_load_b64 s[34:35], s[0:1], 0x80
	s_load_b64 s[6:7], s[0:1], 0x50
	s_load_b128 s[0:3], s[0:1], 0x40
	v_mov_b32_e32 v1, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v88
	v_and_b32_e32 v89, 7, v0
	v_and_b32_e32 v90, 0x410, v90
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v8, v1 :: v_dual_and_b32 v93, 0xf0, v171
	v_dual_mov_b32 v5, v1 :: v_dual_cndmask_b32 v82, 0x1054, v82
	v_mov_b32_e32 v4, v1
	v_dual_mov_b32 v7, v1 :: v_dual_lshlrev_b32 v88, 4, v89
	v_mov_b32_e32 v9, v1
	v_dual_mov_b32 v11, v1 :: v_dual_lshlrev_b32 v94, 4, v171
	v_mul_u32_u24_e32 v89, 0x90, v89
	v_lshl_or_b32 v82, v82, 8, v82
	v_dual_mov_b32 v10, v1 :: v_dual_cndmask_b32 v87, 0x3276, v87
	s_mul_i32 s9, s9, s13
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v175, v89, v90
	v_lshrrev_b32_e32 v89, 2, v93
	v_xor_b32_e32 v90, v94, v93
	v_lshrrev_b32_e32 v93, 1, v93
	s_mul_i32 s10, s10, s14
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s0, s13
	s_mul_i32 s1, s1, s14
	v_dual_mov_b32 v13, v1 :: v_dual_and_b32 v122, 0x540054, v82
	v_add3_u32 v82, s10, s9, v83
	v_add3_u32 v83, s1, s0, v83
	v_dual_mov_b32 v3, v1 :: v_dual_lshlrev_b32 v92, 4, v170
	v_dual_mov_b32 v6, v1 :: v_dual_lshlrev_b32 v91, 8, v170
	v_lshl_or_b32 v87, v87, 8, v87
	v_xor_b32_e32 v88, v93, v88
	s_lshr_b32 s8, s33, 5
	v_or_b32_e32 v131, 1, v89
	s_lshl_b32 s16, s8, 12
	v_mad_u64_u32 v[161:162], null, v49, s11, v[82:83]
	v_or_b32_e32 v132, 2, v89
	v_mad_u64_u32 v[162:163], null, v84, s11, v[82:83]
	v_dual_mov_b32 v14, v1 :: v_dual_and_b32 v87, 0x760076, v87
	v_or3_b32 v95, s16, v91, v92
	v_or_b32_e32 v174, v92, v91
	v_or_b32_e32 v133, 3, v89
	v_mad_u64_u32 v[163:164], null, v85, s11, v[82:83]
	v_lshl_or_b32 v199, v170, 10, v88
	v_mad_u64_u32 v[164:165], null, v86, s11, v[82:83]
	v_mad_u64_u32 v[165:166], null, v89, s2, v[83:84]
	v_mad_u64_u32 v[166:167], null, v131, s2, v[83:84]
	v_mad_u64_u32 v[167:168], null, v132, s2, v[83:84]
	v_dual_mov_b32 v12, v1 :: v_dual_add_nc_u32 v91, 0, v95
	v_dual_mov_b32 v15, v1 :: v_dual_add_nc_u32 v176, 0, v90
	v_xad_u32 v92, v95, 16, 0
	v_xad_u32 v94, v95, 32, 0
	v_xad_u32 v96, v95, 48, 0
	v_xad_u32 v97, v95, 64, 0
	v_xad_u32 v98, 0x50, v95, 0
	v_xad_u32 v99, 0x60, v95, 0
	v_xad_u32 v100, 0x70, v95, 0
	v_xad_u32 v101, 0x80, v95, 0
	v_xad_u32 v102, 0x90, v95, 0
	v_xad_u32 v105, 0xa0, v95, 0
	v_xad_u32 v109, 0xb0, v95, 0
	v_xad_u32 v113, 0xc0, v95, 0
	v_xad_u32 v117, 0xd0, v95, 0
	v_xad_u32 v121, 0xe0, v95, 0
	v_xad_u32 v125, 0xf0, v95, 0
	v_xor_b32_e32 v95, 16, v174
	v_xor_b32_e32 v103, 32, v174
	v_xor_b32_e32 v104, 48, v174
	v_xor_b32_e32 v106, 64, v174
	v_xor_b32_e32 v107, 0x50, v174
	v_xor_b32_e32 v108, 0x60, v174
	v_xor_b32_e32 v110, 0x70, v174
	v_xor_b32_e32 v111, 0x80, v174
	v_xor_b32_e32 v112, 0x90, v174
	v_xor_b32_e32 v114, 0xa0, v174
	v_xor_b32_e32 v115, 0xb0, v174
	v_xor_b32_e32 v116, 0xc0, v174
	v_xor_b32_e32 v118, 0xd0, v174
	v_xor_b32_e32 v119, 0xe0, v174
	v_xor_b32_e32 v120, 0xf0, v174
	v_xor_b32_e32 v123, 16, v175
	v_xor_b32_e32 v124, 32, v175
	v_xor_b32_e32 v126, 48, v175
	v_xor_b32_e32 v127, 64, v175
	v_xor_b32_e32 v128, 0x50, v175
	v_lshl_or_b32 v90, v122, 4, v122
	v_lshl_or_b32 v49, v87, 4, v87
	v_mad_u64_u32 v[168:169], null, v133, s2, v[83:84]
	v_xor_b32_e32 v82, 32, v199
	v_xor_b32_e32 v83, 48, v199
	v_xor_b32_e32 v84, 64, v199
	v_xor_b32_e32 v85, 0x50, v199
	v_xor_b32_e32 v86, 0x60, v199
	v_xor_b32_e32 v87, 0x70, v199
	v_dual_mov_b32 v16, v1 :: v_dual_add_nc_u32 v177, 0, v95
	v_dual_mov_b32 v17, v1 :: v_dual_add_nc_u32 v178, 0, v103
	v_dual_mov_b32 v18, v1 :: v_dual_add_nc_u32 v179, 0, v104
	v_dual_mov_b32 v19, v1 :: v_dual_add_nc_u32 v180, 0, v106
	v_dual_mov_b32 v20, v1 :: v_dual_add_nc_u32 v181, 0, v107
	v_dual_mov_b32 v21, v1 :: v_dual_add_nc_u32 v182, 0, v108
	v_dual_mov_b32 v22, v1 :: v_dual_add_nc_u32 v183, 0, v110
	v_dual_mov_b32 v23, v1 :: v_dual_add_nc_u32 v184, 0, v111
	v_dual_mov_b32 v24, v1 :: v_dual_add_nc_u32 v185, 0, v112
	v_dual_mov_b32 v25, v1 :: v_dual_add_nc_u32 v186, 0, v114
	v_dual_mov_b32 v26, v1 :: v_dual_add_nc_u32 v187, 0, v115
	v_dual_mov_b32 v27, v1 :: v_dual_add_nc_u32 v188, 0, v116
	v_dual_mov_b32 v28, v1 :: v_dual_add_nc_u32 v189, 0, v118
	v_dual_mov_b32 v29, v1 :: v_dual_add_nc_u32 v190, 0, v119
	v_dual_mov_b32 v30, v1 :: v_dual_add_nc_u32 v191, 0, v120
	v_dual_mov_b32 v31, v1 :: v_dual_add_nc_u32 v192, 0, v123
	v_dual_mov_b32 v32, v1 :: v_dual_add_nc_u32 v193, 0, v124
	v_dual_mov_b32 v33, v1 :: v_dual_add_nc_u32 v194, 0, v126
	v_dual_mov_b32 v34, v1 :: v_dual_add_nc_u32 v195, 0, v127
	v_dual_mov_b32 v35, v1 :: v_dual_add_nc_u32 v196, 0, v128
	v_dual_mov_b32 v38, v1 :: v_dual_and_b32 v169, 0x5040504, v90
	v_dual_mov_b32 v41, v1 :: v_dual_add_nc_u32 v202, 0, v82
	v_dual_mov_b32 v42, v1 :: v_dual_add_nc_u32 v203, 0, v83
	v_dual_mov_b32 v43, v1 :: v_dual_add_nc_u32 v204, 0, v84
	v_dual_mov_b32 v44, v1 :: v_dual_add_nc_u32 v205, 0, v85
	v_dual_mov_b32 v45, v1 :: v_dual_add_nc_u32 v206, 0, v86
	v_dual_mov_b32 v46, v1 :: v_dual_add_nc_u32 v207, 0, v87
	v_dual_mov_b32 v39, v1 :: v_dual_and_b32 v200, 0x7060706, v49
	v_xor_b32_e32 v129, 0x60, v175
	v_xor_b32_e32 v130, 0x70, v175
	v_xor_b32_e32 v49, 16, v199
	v_dual_mov_b32 v173, 0xff800000 :: v_dual_mov_b32 v2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v36, v1 :: v_dual_add_nc_u32 v197, 0, v129
	v_dual_mov_b32 v37, v1 :: v_dual_add_nc_u32 v198, 0, v130
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v40, v1 :: v_dual_add_nc_u32 v201, 0, v49
	v_mov_b32_e32 v47, v1
	v_mov_b32_e32 v48, v1
	v_mov_b32_e32 v49, v1
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	s_mov_b32 s28, s24
	s_mov_b32 s29, s24
	s_mov_b32 s30, s24
	s_mov_b32 s31, s24
	s_mov_b64 s[16:17], s[22:23]
	s_and_b32 s21, s21, 0xffff
	s_and_b32 s37, s19, 0xffff
	s_mov_b32 s36, s18
	s_mov_b32 s22, s38
	s_mov_b32 s23, s39
	s_mov_b32 s1, s24
                                        ; implicit-def: $sgpr0
	s_waitcnt vmcnt(7)
	ds_store_b128 v176, v[50:53]
	s_waitcnt vmcnt(6)
	ds_store_b128 v176, v[54:57] offset:4096
	s_waitcnt vmcnt(5)
	ds_store_b128 v176, v[58:61] offset:8192
	s_waitcnt vmcnt(4)
	ds_store_b128 v176, v[62:65] offset:12288
	s_waitcnt vmcnt(3)
	ds_store_b128 v176, v[66:69] offset:16384
	s_waitcnt vmcnt(2)
	ds_store_b128 v176, v[70:73] offset:20480
	s_waitcnt vmcnt(1)
	ds_store_b128 v176, v[74:77] offset:24576
	s_waitcnt vmcnt(0)
	ds_store_b128 v176, v[78:81] offset:28672
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v58, v1
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[65:68], v91
	ds_load_b128 v[69:72], v92
	ds_load_b128 v[73:76], v94
	ds_load_b128 v[77:80], v96
	ds_load_b128 v[81:84], v97
	ds_load_b128 v[85:88], v98
	ds_load_b128 v[89:92], v99
	ds_load_b128 v[93:96], v100
	ds_load_b128 v[97:100], v101
	ds_load_b128 v[101:104], v102
	ds_load_b128 v[105:108], v105
	ds_load_b128 v[109:112], v109
	ds_load_b128 v[113:116], v113
	ds_load_b128 v[117:120], v117
	ds_load_b128 v[121:124], v121
	ds_load_b128 v[125:128], v125
	v_mov_b32_e32 v61, v1
	v_mov_b32_e32 v62, v1
	v_mov_b32_e32 v63, v1
	v_mov_b32_e32 v64, v1
	v_mov_b32_e32 v50, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v52, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v54, v1
	v_mov_b32_e32 v55, v1
	v_mov_b32_e32 v56, v1
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s9, s1, s11
	v_dual_mov_b32 v222, s30 :: v_dual_add_nc_u32 v145, 0, v174
	v_add_lshl_u32 v129, s9, v161, 1
	v_add_lshl_u32 v130, s9, v162, 1
	v_add_lshl_u32 v131, s9, v163, 1
	v_add_lshl_u32 v132, s9, v164, 1
	s_clause 0x3
	buffer_load_b128 v[133:136], v129, s[36:39], 0 offen
	buffer_load_b128 v[137:140], v130, s[36:39], 0 offen
	buffer_load_b128 v[141:144], v131, s[36:39], 0 offen
	buffer_load_b128 v[129:132], v132, s[36:39], 0 offen
	v_dual_mov_b32 v223, s31 :: v_dual_mov_b32 v220, s28
	v_dual_mov_b32 v221, s29 :: v_dual_mov_b32 v218, s26
	v_dual_mov_b32 v219, s27 :: v_dual_mov_b32 v216, s24
	v_mov_b32_e32 v217, s25
	s_mul_i32 s9, s1, s2
	s_and_not1_b32 s0, s0, exec_lo
	s_add_i32 s10, s1, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v176, v[133:136]
	ds_store_b128 v176, v[137:140] offset:4096
	ds_store_b128 v176, v[141:144] offset:8192
	ds_store_b128 v176, v[129:132] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[133:136], v177
	ds_load_b128 v[129:132], v145
	ds_load_b128 v[137:140], v145 offset:4096
	ds_load_b128 v[141:144], v177 offset:4096
	ds_load_b128 v[157:160], v177 offset:8192
	ds_load_b128 v[153:156], v145 offset:8192
	ds_load_b128 v[208:211], v145 offset:12288
	ds_load_b128 v[212:215], v177 offset:12288
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[224:231], v[129:136], v[65:72], v[216:223]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[145:152], v[137:144], v[65:72], v[216:223]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[137:144], v[153:160], v[65:72], v[216:223]
	ds_load_b128 v[153:156], v178
	ds_load_b128 v[157:160], v179
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[129:136], v[208:215], v[65:72], v[216:223]
	v_mov_b32_e32 v222, v173
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[224:231], v[153:160], v[73:80], v[224:231]
	ds_load_b128 v[153:156], v178 offset:4096
	ds_load_b128 v[157:160], v179 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[145:152], v[153:160], v[73:80], v[145:152]
	ds_load_b128 v[153:156], v178 offset:8192
	ds_load_b128 v[157:160], v179 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[137:144], v[153:160], v[73:80], v[137:144]
	ds_load_b128 v[153:156], v178 offset:12288
	ds_load_b128 v[157:160], v179 offset:12288
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[129:136], v[153:160], v[73:80], v[129:136]
	ds_load_b128 v[153:156], v180
	ds_load_b128 v[157:160], v181
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[224:231], v[153:160], v[81:88], v[224:231]
	ds_load_b128 v[153:156], v180 offset:4096
	ds_load_b128 v[157:160], v181 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[145:152], v[153:160], v[81:88], v[145:152]
	ds_load_b128 v[153:156], v180 offset:8192
	ds_load_b128 v[157:160], v181 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[137:144], v[153:160], v[81:88], v[137:144]
	ds_load_b128 v[153:156], v180 offset:12288
	ds_load_b128 v[157:160], v181 offset:12288
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[129:136], v[153:160], v[81:88], v[129:136]
	ds_load_b128 v[153:156], v182
	ds_load_b128 v[157:160], v183
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[224:231], v[153:160], v[89:96], v[224:231]
	ds_load_b128 v[153:156], v182 offset:4096
	ds_load_b128 v[157:160], v183 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[145:152], v[153:160], v[89:96], v[145:152]
	ds_load_b128 v[153:156], v182 offset:8192
	ds_load_b128 v[157:160], v183 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[137:144], v[153:160], v[89:96], v[137:144]
	ds_load_b128 v[153:156], v182 offset:12288
	ds_load_b128 v[157:160], v183 offset:12288
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[129:136], v[153:160], v[89:96], v[129:136]
	ds_load_b128 v[153:156], v184
	ds_load_b128 v[157:160], v185
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[224:231], v[153:160], v[97:104], v[224:231]
	ds_load_b128 v[153:156], v184 offset:4096
	ds_load_b128 v[157:160], v185 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[145:152], v[153:160], v[97:104], v[145:152]
	ds_load_b128 v[153:156], v184 offset:8192
	ds_load_b128 v[157:160], v185 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[137:144], v[153:160], v[97:104], v[137:144]
	ds_load_b128 v[153:156], v184 offset:12288
	ds_load_b128 v[157:160], v185 offset:12288
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[129:136], v[153:160], v[97:104], v[129:136]
	ds_load_b128 v[153:156], v186
	ds_load_b128 v[157:160], v187
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[224:231], v[153:160], v[105:112], v[224:231]
	ds_load_b128 v[153:156], v186 offset:4096
	ds_load_b128 v[157:160], v187 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[145:152], v[153:160], v[105:112], v[145:152]
	ds_load_b128 v[153:156], v186 offset:8192
	ds_load_b128 v[157:160], v187 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[137:144], v[153:160], v[105:112], v[137:144]
	ds_load_b128 v[153:156], v186 offset:12288
	ds_load_b128 v[157:160], v187 offset:12288
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[129:136], v[153:160], v[105:112], v[129:136]
	ds_load_b128 v[153:156], v188
	ds_load_b128 v[157:160], v189
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[224:231], v[153:160], v[113:120], v[224:231]
	ds_load_b128 v[153:156], v188 offset:4096
	ds_load_b128 v[157:160], v189 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[145:152], v[153:160], v[113:120], v[145:152]
	ds_load_b128 v[153:156], v188 offset:8192
	ds_load_b128 v[157:160], v189 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[137:144], v[153:160], v[113:120], v[137:144]
	ds_load_b128 v[153:156], v188 offset:12288
	ds_load_b128 v[157:160], v189 offset:12288
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[129:136], v[153:160], v[113:120], v[129:136]
	ds_load_b128 v[153:156], v190
	ds_load_b128 v[157:160], v191
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[224:231], v[153:160], v[121:128], v[224:231]
	ds_load_b128 v[153:156], v190 offset:4096
	ds_load_b128 v[157:160], v191 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[145:152], v[153:160], v[121:128], v[145:152]
	ds_load_b128 v[153:156], v190 offset:8192
	ds_load_b128 v[157:160], v191 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[137:144], v[153:160], v[121:128], v[137:144]
	ds_load_b128 v[153:156], v190 offset:12288
	ds_load_b128 v[157:160], v191 offset:12288
	v_mul_f32_e32 v208, 0x3db504f3, v144
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[129:136], v[153:160], v[121:128], v[129:136]
	v_dual_mul_f32 v153, 0x3db504f3, v227 :: v_dual_mul_f32 v154, 0x3db504f3, v228
	v_mul_f32_e32 v155, 0x3db504f3, v229
	v_dual_mul_f32 v156, 0x3db504f3, v145 :: v_dual_mul_f32 v157, 0x3db504f3, v148
	v_dual_mul_f32 v158, 0x3db504f3, v151 :: v_dual_mul_f32 v159, 0x3db504f3, v138
	v_mul_f32_e32 v160, 0x3db504f3, v141
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_max3_f32 v153, v153, v154, v155
	v_dual_mul_f32 v154, 0x3db504f3, v230 :: v_dual_mul_f32 v155, 0x3db504f3, v231
	v_dual_mul_f32 v209, 0x3db504f3, v131 :: v_dual_mul_f32 v210, 0x3db504f3, v134
	v_max3_f32 v154, v154, v155, v156
	v_dual_mul_f32 v155, 0x3db504f3, v146 :: v_dual_mul_f32 v156, 0x3db504f3, v147
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_max3_f32 v155, v155, v156, v157
	v_dual_mul_f32 v156, 0x3db504f3, v149 :: v_dual_mul_f32 v157, 0x3db504f3, v150
	v_max3_f32 v156, v156, v157, v158
	v_dual_mul_f32 v157, 0x3db504f3, v152 :: v_dual_mul_f32 v158, 0x3db504f3, v137
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_max3_f32 v157, v157, v158, v159
	v_dual_mul_f32 v158, 0x3db504f3, v139 :: v_dual_mul_f32 v159, 0x3db504f3, v140
	v_max3_f32 v155, v155, v156, v157
	v_mul_f32_e32 v157, 0x3db504f3, v135
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_max3_f32 v158, v158, v159, v160
	v_dual_mul_f32 v159, 0x3db504f3, v142 :: v_dual_mul_f32 v160, 0x3db504f3, v143
	v_max3_f32 v159, v159, v160, v208
	v_mul_f32_e32 v160, 0x3db504f3, v129
	v_mul_f32_e32 v208, 0x3db504f3, v130
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_max3_f32 v160, v160, v208, v209
	v_dual_mul_f32 v208, 0x3db504f3, v132 :: v_dual_mul_f32 v209, 0x3db504f3, v133
	v_max3_f32 v156, v158, v159, v160
	v_mul_f32_e32 v158, 0x3db504f3, v136
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_max3_f32 v208, v208, v209, v210
	v_dual_mul_f32 v209, 0x3db504f3, v224 :: v_dual_mul_f32 v210, 0x3db504f3, v225
	v_max3_f32 v157, v208, v157, v158
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_max_f32_e32 v209, v209, v210
	v_mul_f32_e32 v210, 0x3db504f3, v226
	v_max3_f32 v153, v209, v210, v153
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v153, v153, v154, v155
	v_max3_f32 v153, v153, v156, v157
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v154, v153, s15, 0xfedcba98 op_sel:[1,0]
	v_max3_f32 v173, v222, v153, v154
	v_add_lshl_u32 v153, s9, v168, 1
	v_add_lshl_u32 v154, s9, v167, 1
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f32 v160, 0x3db504f3, v224, -v173
	s_clause 0x1
	buffer_load_b128 v[212:215], v153, s[20:23], 0 offen
	buffer_load_b128 v[154:157], v154, s[20:23], 0 offen
	v_fma_f32 v224, 0x3db504f3, v226, -v173
	v_fma_f32 v226, 0x3db504f3, v228, -v173
	v_fma_f32 v228, 0x3db504f3, v230, -v173
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v173
	v_fma_f32 v145, 0x3db504f3, v145, -v173
	v_fma_f32 v223, 0x3db504f3, v225, -v173
	v_fma_f32 v225, 0x3db504f3, v227, -v173
	v_fma_f32 v227, 0x3db504f3, v229, -v173
	v_fma_f32 v229, 0x3db504f3, v231, -v173
	v_fma_f32 v147, 0x3db504f3, v147, -v173
	v_fma_f32 v149, 0x3db504f3, v149, -v173
	v_fma_f32 v151, 0x3db504f3, v151, -v173
	v_fma_f32 v137, 0x3db504f3, v137, -v173
	v_fma_f32 v146, 0x3db504f3, v146, -v173
	v_fma_f32 v150, 0x3db504f3, v150, -v173
	v_fma_f32 v138, 0x3db504f3, v138, -v173
	v_fma_f32 v139, 0x3db504f3, v139, -v173
	v_fma_f32 v141, 0x3db504f3, v141, -v173
	v_fma_f32 v142, 0x3db504f3, v142, -v173
	v_fma_f32 v143, 0x3db504f3, v143, -v173
	v_fma_f32 v129, 0x3db504f3, v129, -v173
	v_fma_f32 v130, 0x3db504f3, v130, -v173
	v_fma_f32 v131, 0x3db504f3, v131, -v173
	v_fma_f32 v133, 0x3db504f3, v133, -v173
	v_fma_f32 v134, 0x3db504f3, v134, -v173
	v_fma_f32 v135, 0x3db504f3, v135, -v173
	v_fma_f32 v148, 0x3db504f3, v148, -v173
	v_fma_f32 v152, 0x3db504f3, v152, -v173
	v_fma_f32 v140, 0x3db504f3, v140, -v173
	v_fma_f32 v144, 0x3db504f3, v144, -v173
	v_fma_f32 v132, 0x3db504f3, v132, -v173
	v_mul_f32_e32 v148, 0x3fb8aa3b, v148
	v_mul_f32_e32 v152, 0x3fb8aa3b, v152
	v_mul_f32_e32 v140, 0x3fb8aa3b, v140
	v_mul_f32_e32 v144, 0x3fb8aa3b, v144
	v_mul_f32_e32 v132, 0x3fb8aa3b, v132
	v_cndmask_b32_e64 v148, v148, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v152, v152, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v140, v140, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v144, v144, 0xff800000, vcc_lo
	v_fma_f32 v136, 0x3db504f3, v136, -v173
	v_cndmask_b32_e64 v132, v132, 0xff800000, vcc_lo
	v_mul_f32_e32 v145, 0x3fb8aa3b, v145
	v_mul_f32_e32 v147, 0x3fb8aa3b, v147
	v_mul_f32_e32 v149, 0x3fb8aa3b, v149
	v_mul_f32_e32 v151, 0x3fb8aa3b, v151
	v_dual_mul_f32 v137, 0x3fb8aa3b, v137 :: v_dual_mul_f32 v146, 0x3fb8aa3b, v146
	v_mul_f32_e32 v150, 0x3fb8aa3b, v150
	v_dual_mul_f32 v138, 0x3fb8aa3b, v138 :: v_dual_mul_f32 v139, 0x3fb8aa3b, v139
	v_dual_mul_f32 v141, 0x3fb8aa3b, v141 :: v_dual_mul_f32 v142, 0x3fb8aa3b, v142
	v_mul_f32_e32 v143, 0x3fb8aa3b, v143
	v_dual_mul_f32 v129, 0x3fb8aa3b, v129 :: v_dual_mul_f32 v130, 0x3fb8aa3b, v130
	v_mul_f32_e32 v131, 0x3fb8aa3b, v131
	v_dual_mul_f32 v133, 0x3fb8aa3b, v133 :: v_dual_mul_f32 v134, 0x3fb8aa3b, v134
	v_mul_f32_e32 v135, 0x3fb8aa3b, v135
	v_cndmask_b32_e64 v145, v145, 0xff800000, vcc_lo
	v_mul_f32_e32 v136, 0x3fb8aa3b, v136
	v_cndmask_b32_e64 v146, v146, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v147, v147, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v149, v149, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v150, v150, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v151, v151, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v137, v137, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v138, v138, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v139, v139, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v141, v141, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v142, v142, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v143, v143, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v129, v129, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v130, v130, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v131, v131, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v133, v133, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v134, v134, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v135, v135, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v136, v136, 0xff800000, vcc_lo
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v153, 16, v212
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v159, 16, v154
	v_mov_b16_e64 v154.h, v212.l
	v_lshrrev_b32_e32 v221, 16, v157
	v_mov_b16_e64 v157.h, v215.l
	v_mov_b16_e64 v159.h, v153.l
	v_add_lshl_u32 v153, s9, v165, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v212, v157
	buffer_load_b128 v[208:211], v153, s[20:23], 0 offen
	v_add_lshl_u32 v153, s9, v166, 1
	s_and_b32 s9, vcc_lo, exec_lo
	s_or_b32 s0, s0, s9
	s_cmpk_lt_u32 s1, 0x1fc0
	buffer_load_b128 v[216:219], v153, s[20:23], 0 offen
	s_mov_b32 s1, s10
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v158, 16, v208
	v_lshrrev_b32_e32 v220, 16, v211
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v153, 16, v216
	v_mov_b16_e64 v208.h, v216.l
	s_barrier
	buffer_gl0_inv
	v_mov_b16_e64 v158.h, v153.l
	v_dual_mov_b32 v153, v208 :: v_dual_add_nc_u32 v208, 0, v199
	ds_store_b64 v208, v[153:154]
	ds_store_b64 v201, v[158:159] offset:128
	v_lshrrev_b32_e32 v153, 16, v213
	v_lshrrev_b32_e32 v159, 16, v155
	v_lshrrev_b32_e32 v158, 16, v209
	v_mov_b16_e64 v209.h, v217.l
	v_mov_b16_e64 v155.h, v213.l
	v_mov_b16_e64 v159.h, v153.l
	v_lshrrev_b32_e32 v153, 16, v217
	v_mov_b16_e64 v211.h, v219.l
	v_mov_b32_e32 v154, v209
	v_lshrrev_b32_e32 v217, 16, v215
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b16_e64 v158.h, v153.l
	v_lshrrev_b32_e32 v153, 16, v210
	v_mov_b16_e64 v210.h, v218.l
	ds_store_b64 v202, v[154:155] offset:256
	ds_store_b64 v203, v[158:159] offset:384
	v_lshrrev_b32_e32 v154, 16, v156
	v_mov_b16_e64 v156.h, v214.l
	v_mov_b32_e32 v155, v210
	v_mov_b16_e64 v221.h, v217.l
	v_add_nc_u32_e32 v217, 0, v175
	ds_store_b64 v204, v[155:156] offset:512
	v_lshrrev_b32_e32 v155, 16, v214
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e64 v154.h, v155.l
	v_lshrrev_b32_e32 v155, 16, v218
	v_mov_b16_e64 v153.h, v155.l
	ds_store_b64 v205, v[153:154] offset:640
	ds_store_b64 v206, v[211:212] offset:768
	v_lshrrev_b32_e32 v212, 16, v219
	v_mul_f32_e32 v153, 0x3fb8aa3b, v160
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mov_b16_e64 v220.h, v212.l
	v_sub_f32_e32 v212, v222, v173
	v_cndmask_b32_e64 v153, v153, 0xff800000, vcc_lo
	ds_store_b64 v207, v[220:221] offset:896
	v_mul_f32_e32 v212, 0x3fb8aa3b, v212
	v_exp_f32_e32 v208, v153
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cndmask_b32_e64 v212, v212, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_exp_f32_e32 v212, v212
	v_mul_f32_e32 v154, 0x3fb8aa3b, v223
	v_mul_f32_e32 v156, 0x3fb8aa3b, v225
	v_mul_f32_e32 v158, 0x3fb8aa3b, v227
	s_waitcnt_depctr depctr_va_vdst(0)
	v_dual_mul_f32 v160, 0x3fb8aa3b, v229 :: v_dual_mul_f32 v7, v7, v212
	v_mul_f32_e32 v1, v1, v212
	v_cndmask_b32_e64 v154, v154, 0xff800000, vcc_lo
	v_mul_f32_e32 v3, v3, v212
	v_cndmask_b32_e64 v156, v156, 0xff800000, vcc_lo
	v_mul_f32_e32 v5, v5, v212
	v_cndmask_b32_e64 v158, v158, 0xff800000, vcc_lo
	v_exp_f32_e32 v209, v154
	v_cvt_f16_f32_e64 v154.l, v208
	v_exp_f32_e32 v211, v156
	v_cndmask_b32_e64 v160, v160, 0xff800000, vcc_lo
	v_exp_f32_e32 v214, v158
	v_mul_f32_e32 v2, v2, v212
	v_mul_f32_e32 v4, v4, v212
	v_mul_f32_e32 v6, v6, v212
	v_exp_f32_e32 v216, v160
	v_mul_f32_e32 v8, v8, v212
	v_cvt_f16_f32_e64 v154.h, v209
	v_mul_f32_e32 v9, v9, v212
	v_cvt_f16_f32_e64 v156.h, v211
	v_mul_f32_e32 v10, v10, v212
	v_cvt_f16_f32_e64 v158.h, v214
	v_permlanex16_b32 v155, v154, s15, 0xfedcba98 op_sel:[1,0]
	v_mul_f32_e32 v11, v11, v212
	v_mul_f32_e32 v12, v12, v212
	v_cvt_f16_f32_e64 v160.h, v216
	v_mul_f32_e32 v13, v13, v212
	v_perm_b32 v153, v155, v154, v169
	v_perm_b32 v154, v155, v154, v200
	v_mul_f32_e32 v155, 0x3fb8aa3b, v224
	v_mul_f32_e32 v14, v14, v212
	v_mul_f32_e32 v15, v15, v212
	v_mul_f32_e32 v16, v16, v212
	v_mul_f32_e32 v17, v17, v212
	v_cndmask_b32_e64 v155, v155, 0xff800000, vcc_lo
	v_mul_f32_e32 v18, v18, v212
	v_mul_f32_e32 v19, v19, v212
	v_mul_f32_e32 v20, v20, v212
	v_mul_f32_e32 v22, v22, v212
	v_exp_f32_e32 v210, v155
	v_mul_f32_e32 v21, v21, v212
	v_mul_f32_e32 v23, v23, v212
	v_mul_f32_e32 v25, v25, v212
	v_mul_f32_e32 v26, v26, v212
	v_mul_f32_e32 v27, v27, v212
	v_mul_f32_e32 v28, v28, v212
	v_mul_f32_e32 v29, v29, v212
	v_mul_f32_e32 v30, v30, v212
	v_mul_f32_e32 v31, v31, v212
	v_cvt_f16_f32_e64 v156.l, v210
	v_mul_f32_e32 v32, v32, v212
	v_mul_f32_e32 v33, v33, v212
	v_mul_f32_e32 v34, v34, v212
	v_mul_f32_e32 v35, v35, v212
	v_permlanex16_b32 v157, v156, s15, 0xfedcba98 op_sel:[1,0]
	v_mul_f32_e32 v36, v36, v212
	v_mul_f32_e32 v37, v37, v212
	v_mul_f32_e32 v38, v38, v212
	v_mul_f32_e32 v39, v39, v212
	v_perm_b32 v155, v157, v156, v169
	v_perm_b32 v156, v157, v156, v200
	v_dual_mul_f32 v157, 0x3fb8aa3b, v226 :: v_dual_mul_f32 v40, v40, v212
	v_mul_f32_e32 v41, v41, v212
	v_mul_f32_e32 v42, v42, v212
	v_mul_f32_e32 v43, v43, v212
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v157, v157, 0xff800000, vcc_lo
	v_mul_f32_e32 v44, v44, v212
	v_mul_f32_e32 v45, v45, v212
	v_mul_f32_e32 v46, v46, v212
	v_mul_f32_e32 v47, v47, v212
	v_exp_f32_e32 v213, v157
	v_mul_f32_e32 v24, v24, v212
	v_mul_f32_e32 v48, v48, v212
	v_mul_f32_e32 v57, v57, v212
	v_mul_f32_e32 v58, v58, v212
	v_mul_f32_e32 v59, v59, v212
	v_mul_f32_e32 v60, v60, v212
	v_mul_f32_e32 v61, v61, v212
	v_mul_f32_e32 v62, v62, v212
	v_mul_f32_e32 v63, v63, v212
	v_cvt_f16_f32_e64 v158.l, v213
	v_mul_f32_e32 v64, v64, v212
	v_mul_f32_e32 v49, v49, v212
	v_mul_f32_e32 v50, v50, v212
	v_mul_f32_e32 v51, v51, v212
	v_permlanex16_b32 v159, v158, s15, 0xfedcba98 op_sel:[1,0]
	v_mul_f32_e32 v52, v52, v212
	v_mul_f32_e32 v53, v53, v212
	v_mul_f32_e32 v54, v54, v212
	v_mul_f32_e32 v55, v55, v212
	v_perm_b32 v157, v159, v158, v169
	v_perm_b32 v158, v159, v158, v200
	v_mul_f32_e32 v159, 0x3fb8aa3b, v228
	v_mul_f32_e32 v56, v56, v212
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v159, v159, 0xff800000, vcc_lo
	v_exp_f32_e32 v215, v159
	s_waitcnt_depctr depctr_va_vdst(0)
	v_cvt_f16_f32_e64 v160.l, v215
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v218, v160, s15, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v159, v218, v160, v169
	v_perm_b32 v160, v218, v160, v200
	ds_load_b128 v[222:225], v192
	ds_load_b128 v[218:221], v217
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[218:225], v[153:160], v[1:8]
	ds_load_b128 v[218:221], v193 offset:2048
	ds_load_b128 v[222:225], v194 offset:2048
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[9:16], v[218:225], v[153:160], v[9:16]
	ds_load_b128 v[222:225], v196 offset:4096
	ds_load_b128 v[218:221], v195 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[17:24], v[218:225], v[153:160], v[17:24]
	ds_load_b128 v[218:221], v197 offset:6144
	ds_load_b128 v[222:225], v198 offset:6144
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[218:225], v[153:160], v[25:32]
	ds_load_b128 v[222:225], v192 offset:8192
	ds_load_b128 v[218:221], v217 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[33:40], v[218:225], v[153:160], v[33:40]
	ds_load_b128 v[218:221], v193 offset:10240
	ds_load_b128 v[222:225], v194 offset:10240
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[218:225], v[153:160], v[41:48]
	ds_load_b128 v[222:225], v196 offset:12288
	ds_load_b128 v[218:221], v195 offset:12288
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[57:64], v[218:225], v[153:160], v[57:64]
	ds_load_b128 v[218:221], v197 offset:14336
	ds_load_b128 v[222:225], v198 offset:14336
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[49:56], v[218:225], v[153:160], v[49:56]
	v_exp_f32_e32 v218, v145
	v_exp_f32_e32 v219, v146
	v_exp_f32_e32 v220, v147
	v_exp_f32_e32 v221, v148
	v_exp_f32_e32 v222, v149
	v_exp_f32_e32 v223, v150
	v_exp_f32_e32 v224, v151
	v_exp_f32_e32 v225, v152
	v_cvt_f16_f32_e64 v146.l, v218
	v_cvt_f16_f32_e64 v146.h, v219
	v_cvt_f16_f32_e64 v148.l, v220
	v_cvt_f16_f32_e64 v148.h, v221
	v_cvt_f16_f32_e64 v150.l, v222
	s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
	v_cvt_f16_f32_e64 v150.h, v223
	v_permlanex16_b32 v153, v146, s15, 0xfedcba98 op_sel:[1,0]
	v_cvt_f16_f32_e64 v152.l, v224
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f16_f32_e64 v152.h, v225
	v_perm_b32 v145, v153, v146, v169
	v_perm_b32 v146, v153, v146, v200
	v_permlanex16_b32 v153, v148, s15, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_perm_b32 v147, v153, v148, v169
	v_perm_b32 v148, v153, v148, v200
	v_permlanex16_b32 v153, v150, s15, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v149, v153, v150, v169
	v_perm_b32 v150, v153, v150, v200
	v_permlanex16_b32 v153, v152, s15, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1)
	v_perm_b32 v151, v153, v152, v169
	v_perm_b32 v152, v153, v152, v200
	ds_load_b128 v[153:156], v193
	ds_load_b128 v[157:160], v194
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[153:160], v[145:152], v[1:8]
	ds_load_b128 v[153:156], v217 offset:2048
	ds_load_b128 v[157:160], v192 offset:2048
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[9:16], v[153:160], v[145:152], v[9:16]
	ds_load_b128 v[153:156], v197 offset:4096
	ds_load_b128 v[157:160], v198 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[17:24], v[153:160], v[145:152], v[17:24]
	ds_load_b128 v[153:156], v195 offset:6144
	ds_load_b128 v[157:160], v196 offset:6144
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[153:160], v[145:152], v[25:32]
	ds_load_b128 v[153:156], v193 offset:8192
	ds_load_b128 v[157:160], v194 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[33:40], v[153:160], v[145:152], v[33:40]
	ds_load_b128 v[153:156], v217 offset:10240
	ds_load_b128 v[157:160], v192 offset:10240
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[153:160], v[145:152], v[41:48]
	ds_load_b128 v[153:156], v197 offset:12288
	ds_load_b128 v[157:160], v198 offset:12288
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[57:64], v[153:160], v[145:152], v[57:64]
	ds_load_b128 v[153:156], v195 offset:14336
	ds_load_b128 v[157:160], v196 offset:14336
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[49:56], v[153:160], v[145:152], v[49:56]
	v_exp_f32_e32 v153, v137
	v_exp_f32_e32 v154, v138
	v_exp_f32_e32 v155, v139
	v_exp_f32_e32 v156, v140
	v_exp_f32_e32 v157, v141
	v_exp_f32_e32 v158, v142
	v_exp_f32_e32 v159, v143
	v_exp_f32_e32 v160, v144
	v_cvt_f16_f32_e64 v138.l, v153
	v_cvt_f16_f32_e64 v138.h, v154
	v_cvt_f16_f32_e64 v140.l, v155
	v_cvt_f16_f32_e64 v140.h, v156
	v_cvt_f16_f32_e64 v142.l, v157
	s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
	v_cvt_f16_f32_e64 v142.h, v158
	v_permlanex16_b32 v145, v138, s15, 0xfedcba98 op_sel:[1,0]
	v_cvt_f16_f32_e64 v144.l, v159
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f16_f32_e64 v144.h, v160
	v_perm_b32 v137, v145, v138, v169
	v_perm_b32 v138, v145, v138, v200
	v_permlanex16_b32 v145, v140, s15, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_perm_b32 v139, v145, v140, v169
	v_perm_b32 v140, v145, v140, v200
	v_permlanex16_b32 v145, v142, s15, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v141, v145, v142, v169
	v_perm_b32 v142, v145, v142, v200
	v_permlanex16_b32 v145, v144, s15, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1)
	v_perm_b32 v143, v145, v144, v169
	v_perm_b32 v144, v145, v144, v200
	ds_load_b128 v[149:152], v196
	ds_load_b128 v[145:148], v195
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[145:152], v[137:144], v[1:8]
	ds_load_b128 v[145:148], v197 offset:2048
	ds_load_b128 v[149:152], v198 offset:2048
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[9:16], v[145:152], v[137:144], v[9:16]
	ds_load_b128 v[149:152], v192 offset:4096
	ds_load_b128 v[145:148], v217 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[17:24], v[145:152], v[137:144], v[17:24]
	ds_load_b128 v[145:148], v193 offset:6144
	ds_load_b128 v[149:152], v194 offset:6144
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[145:152], v[137:144], v[25:32]
	ds_load_b128 v[149:152], v196 offset:8192
	ds_load_b128 v[145:148], v195 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[33:40], v[145:152], v[137:144], v[33:40]
	ds_load_b128 v[145:148], v197 offset:10240
	ds_load_b128 v[149:152], v198 offset:10240
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[145:152], v[137:144], v[41:48]
	ds_load_b128 v[149:152], v192 offset:12288
	ds_load_b128 v[145:148], v217 offset:12288
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[57:64], v[145:152], v[137:144], v[57:64]
	ds_load_b128 v[145:148], v193 offset:14336
	ds_load_b128 v[149:152], v194 offset:14336
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[49:56], v[145:152], v[137:144], v[49:56]
	v_exp_f32_e32 v145, v129
	v_exp_f32_e32 v146, v130
	v_exp_f32_e32 v147, v131
	v_exp_f32_e32 v148, v132
	v_exp_f32_e32 v149, v133
	v_exp_f32_e32 v150, v134
	v_exp_f32_e32 v151, v135
	v_exp_f32_e32 v152, v136
	v_cvt_f16_f32_e64 v130.l, v145
	v_cvt_f16_f32_e64 v130.h, v146
	v_cvt_f16_f32_e64 v132.l, v147
	v_cvt_f16_f32_e64 v132.h, v148
	v_cvt_f16_f32_e64 v134.l, v149
	s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
	v_cvt_f16_f32_e64 v134.h, v150
	v_permlanex16_b32 v137, v130, s15, 0xfedcba98 op_sel:[1,0]
	v_cvt_f16_f32_e64 v136.l, v151
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f16_f32_e64 v136.h, v152
	v_perm_b32 v129, v137, v130, v169
	v_perm_b32 v130, v137, v130, v200
	v_permlanex16_b32 v137, v132, s15, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_perm_b32 v131, v137, v132, v169
	v_perm_b32 v132, v137, v132, v200
	v_permlanex16_b32 v137, v134, s15, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v133, v137, v134, v169
	v_perm_b32 v134, v137, v134, v200
	v_permlanex16_b32 v137, v136, s15, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1)
	v_perm_b32 v135, v137, v136, v169
	v_perm_b32 v136, v137, v136, v200
	ds_load_b128 v[137:140], v197
	ds_load_b128 v[141:144], v198
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[137:144], v[129:136], v[1:8]
	ds_load_b128 v[137:140], v195 offset:2048
	ds_load_b128 v[141:144], v196 offset:2048
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[9:16], v[137:144], v[129:136], v[9:16]
	ds_load_b128 v[137:140], v193 offset:4096
	ds_load_b128 v[141:144], v194 offset:4096
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[17:24], v[137:144], v[129:136], v[17:24]
	ds_load_b128 v[137:140], v217 offset:6144
	ds_load_b128 v[141:144], v192 offset:6144
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[137:144], v[129:136], v[25:32]
	ds_load_b128 v[137:140], v197 offset:8192
	ds_load_b128 v[141:144], v198 offset:8192
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[33:40], v[137:144], v[129:136], v[33:40]
	ds_load_b128 v[137:140], v195 offset:10240
	ds_load_b128 v[141:144], v196 offset:10240
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[137:144], v[129:136], v[41:48]
	ds_load_b128 v[137:140], v193 offset:12288
	ds_load_b128 v[141:144], v194 offset:12288
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[57:64], v[137:144], v[129:136], v[57:64]
	ds_load_b128 v[137:140], v217 offset:14336
	ds_load_b128 v[141:144], v192 offset:14336
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[49:56], v[137:144], v[129:136], v[49:56]
	v_dual_add_f32 v129, v208, v209 :: v_dual_add_f32 v130, v210, v211
	v_dual_add_f32 v131, v213, v214 :: v_dual_add_f32 v132, v215, v216
	v_dual_add_f32 v133, v218, v219 :: v_dual_add_f32 v134, v220, v221
	v_dual_add_f32 v135, v222, v223 :: v_dual_add_f32 v136, v224, v225
	v_dual_add_f32 v137, v153, v154 :: v_dual_add_f32 v138, v155, v156
	v_dual_add_f32 v139, v157, v158 :: v_dual_add_f32 v140, v159, v160
	v_dual_add_f32 v141, v145, v146 :: v_dual_add_f32 v142, v147, v148
	v_dual_add_f32 v143, v149, v150 :: v_dual_add_f32 v144, v151, v152
	v_dual_add_f32 v129, v129, v130 :: v_dual_add_f32 v130, v131, v132
	v_dual_add_f32 v131, v133, v134 :: v_dual_add_f32 v132, v135, v136
	v_dual_add_f32 v133, v137, v138 :: v_dual_add_f32 v134, v139, v140
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_add_f32 v135, v141, v142 :: v_dual_add_f32 v136, v143, v144
	v_dual_add_f32 v129, v129, v130 :: v_dual_add_f32 v130, v131, v132
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v131, v133, v134 :: v_dual_add_f32 v132, v135, v136
	v_dual_add_f32 v129, v129, v130 :: v_dual_add_f32 v130, v131, v132
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v129, v129, v130 :: v_dual_mov_b32 v130, v172
	v_permlanex16_b32 v131, v129, s15, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v172, v129, v131
	v_fmac_f32_e32 v172, v130, v212
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v172
	v_and_b32_e32 v69, 0x7f, v171
	s_mul_i32 s1, s34, s13
	s_mul_i32 s2, s35, s14
	s_add_i32 s1, s1, s12
	v_cndmask_b32_e64 v66, 0, 32, vcc_lo
	v_cndmask_b32_e64 v65, 0, 0x42000000, vcc_lo
	v_add3_u32 v70, s1, s2, v69
	s_add_i32 s9, s12, 0xffffe080
	v_lshlrev_b32_e32 v67, 2, v170
	v_ldexp_f32 v66, v172, v66
	s_cmp_lt_i32 s9, 1
	s_mov_b32 s2, -1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_and_b32 vcc_lo, exec_lo, s1
	v_log_f32_e32 v66, v66
	s_waitcnt_depctr depctr_va_vdst(0)
	v_sub_f32_e32 v65, v66, v65
	v_lshl_add_u32 v66, v69, 2, 0
	v_fmamk_f32 v65, v173, 0x3fb8aa3b, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v65, 0x3f317218, v65
	v_cndmask_b32_e64 v68, v65, 0xff800000, s0
	v_lshlrev_b32_e32 v65, 2, v70
	s_cbranch_vccnz .LBB0_4
; %bb.3:
	s_lshl_b32 s2, s8, 6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_add3_u32 v70, s2, 0, v67
	s_barrier
	buffer_gl0_inv
	s_sub_i32 s2, 0x2000, s12
	s_and_b32 s21, s17, 0xffff
	ds_store_b32 v70, v68
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v70, v66
	v_cmp_gt_i32_e32 vcc_lo, s2, v69
	s_bitcmp0_b32 s33, 7
	s_mov_b32 s23, 0x31027000
	s_cselect_b32 s2, -1, 0
	s_mov_b32 s22, 0x7ffffffe
	s_and_b32 vcc_lo, s2, vcc_lo
	s_mov_b32 s20, s16
	v_cndmask_b32_e32 v69, 0x80000000, v65, vcc_lo
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v70, v69, s[20:23], 0 offen
.LBB0_4:                                ; %Flow
	s_and_b32 s2, s2, exec_lo
	s_cselect_b32 s2, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_lshl_b32 s2, s8, 6
	s_waitcnt_vscnt null, 0x0
	v_add3_u32 v67, s2, 0, v67
	s_barrier
	buffer_gl0_inv
	s_and_b32 s17, s17, 0xffff
	s_bitcmp0_b32 s33, 7
	ds_store_b32 v67, v68
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v66, v66
	s_cselect_b32 vcc_lo, -1, 0
	s_mov_b32 s19, 0x31027000
	v_cndmask_b32_e32 v65, 0x80000000, v65, vcc_lo
	s_mov_b32 s18, 0x7ffffffe
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v66, v65, s[16:19], 0 offen
.LBB0_6:
	v_div_scale_f32 v65, null, v172, v172, 1.0
	v_div_scale_f32 v68, vcc_lo, 1.0, v172, 1.0
	s_mul_i32 s2, s3, s13
	s_mul_i32 s3, s6, s14
	s_mul_i32 s6, s7, s12
	v_rcp_f32_e32 v66, v65
	s_add_i32 s2, s3, s2
	s_and_b32 s5, s5, 0xffff
	s_add_i32 s2, s2, s6
	s_mov_b32 s6, 0x7ffffffe
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v67, -v65, v66, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v66, v67, v66
	v_mul_f32_e32 v67, v68, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v69, -v65, v67, v68
	v_fmac_f32_e32 v67, v69, v66
	v_lshrrev_b32_e32 v69, 4, v0
	v_bfe_u32 v0, v0, 4, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f32 v65, -v65, v67, v68
	v_lshl_or_b32 v68, s8, 4, v170
	v_add_nc_u32_e32 v0, s2, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v65, v65, v66, v67
	v_mul_lo_u32 v66, v68, s7
	v_or_b32_e32 v67, s12, v68
	s_mov_b32 s7, 0x31027000
	v_or_b32_e32 v68, 0x7e, v69
	v_div_fixup_f32 v65, v65, v172, 1.0
	v_or_b32_e32 v69, 62, v69
	v_cmp_gt_i32_e32 vcc_lo, 0x2000, v67
	v_add_lshl_u32 v0, v0, v66, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v65, v65, 1.0, s0
	v_add_nc_u32_e32 v67, s2, v66
	s_or_b32 vcc_lo, s1, vcc_lo
	v_add_nc_u32_e32 v66, 4, v0
	v_add_nc_u32_e32 v71, 12, v0
	v_add_nc_u32_e32 v70, 8, v0
	v_fma_mixlo_f16 v1, v1, v65, neg(0)
	v_cndmask_b32_e32 v72, 0x80000000, v0, vcc_lo
	v_fma_mixlo_f16 v2, v2, v65, neg(0)
	v_cndmask_b32_e32 v66, 0x80000000, v66, vcc_lo
	v_fma_mixlo_f16 v3, v3, v65, neg(0)
	v_dual_cndmask_b32 v71, 0x80000000, v71 :: v_dual_cndmask_b32 v70, 0x80000000, v70
	v_fma_mixlo_f16 v4, v4, v65, neg(0)
	s_clause 0x3
	buffer_store_b16 v1, v72, s[4:7], 0 offen
	buffer_store_b16 v2, v66, s[4:7], 0 offen
	buffer_store_b16 v3, v70, s[4:7], 0 offen
	buffer_store_b16 v4, v71, s[4:7], 0 offen
	v_add_nc_u32_e32 v3, 24, v0
	v_add_nc_u32_e32 v2, 20, v0
	v_add_nc_u32_e32 v1, 16, v0
	v_fma_mixlo_f16 v5, v5, v65, neg(0)
	v_fma_mixlo_f16 v6, v6, v65, neg(0)
	v_fma_mixlo_f16 v7, v7, v65, neg(0)
	v_fma_mixlo_f16 v8, v8, v65, neg(0)
	v_fma_mixlo_f16 v9, v9, v65, neg(0)
	v_fma_mixlo_f16 v10, v10, v65, neg(0)
	v_fma_mixlo_f16 v11, v11, v65, neg(0)
	v_fma_mixlo_f16 v12, v12, v65, neg(0)
	v_fma_mixlo_f16 v13, v13, v65, neg(0)
	v_fma_mixlo_f16 v14, v14, v65, neg(0)
	v_fma_mixlo_f16 v15, v15, v65, neg(0)
	v_fma_mixlo_f16 v16, v16, v65, neg(0)
	v_fma_mixlo_f16 v17, v17, v65, neg(0)
	v_fma_mixlo_f16 v18, v18, v65, neg(0)
	v_fma_mixlo_f16 v19, v19, v65, neg(0)
	v_fma_mixlo_f16 v20, v20, v65, neg(0)
	v_fma_mixlo_f16 v21, v21, v65, neg(0)
	v_fma_mixlo_f16 v22, v22, v65, neg(0)
	v_fma_mixlo_f16 v23, v23, v65, neg(0)
	v_fma_mixlo_f16 v24, v24, v65, neg(0)
	v_fma_mixlo_f16 v25, v25, v65, neg(0)
	v_fma_mixlo_f16 v26, v26, v65, neg(0)
	v_fma_mixlo_f16 v27, v27, v65, neg(0)
	v_fma_mixlo_f16 v28, v28, v65, neg(0)
	v_fma_mixlo_f16 v29, v29, v65, neg(0)
	v_fma_mixlo_f16 v30, v30, v65, neg(0)
	v_fma_mixlo_f16 v31, v31, v65, neg(0)
	v_fma_mixlo_f16 v32, v32, v65, neg(0)
	v_fma_mixlo_f16 v33, v33, v65, neg(0)
	v_fma_mixlo_f16 v34, v34, v65, neg(0)
	v_fma_mixlo_f16 v35, v35, v65, neg(0)
	v_fma_mixlo_f16 v36, v36, v65, neg(0)
	v_fma_mixlo_f16 v37, v37, v65, neg(0)
	v_fma_mixlo_f16 v38, v38, v65, neg(0)
	v_fma_mixlo_f16 v39, v39, v65, neg(0)
	v_fma_mixlo_f16 v40, v40, v65, neg(0)
	v_fma_mixlo_f16 v41, v41, v65, neg(0)
	v_fma_mixlo_f16 v42, v42, v65, neg(0)
	v_fma_mixlo_f16 v43, v43, v65, neg(0)
	v_fma_mixlo_f16 v44, v44, v65, neg(0)
	v_fma_mixlo_f16 v45, v45, v65, neg(0)
	v_fma_mixlo_f16 v46, v46, v65, neg(0)
	v_fma_mixlo_f16 v47, v47, v65, neg(0)
	v_fma_mixlo_f16 v48, v48, v65, neg(0)
	v_fma_mixlo_f16 v57, v57, v65, neg(0)
	v_fma_mixlo_f16 v58, v58, v65, neg(0)
	v_fma_mixlo_f16 v59, v59, v65, neg(0)
	v_fma_mixlo_f16 v60, v60, v65, neg(0)
	v_fma_mixlo_f16 v61, v61, v65, neg(0)
	v_fma_mixlo_f16 v62, v62, v65, neg(0)
	v_fma_mixlo_f16 v63, v63, v65, neg(0)
	v_fma_mixlo_f16 v64, v64, v65, neg(0)
	v_fma_mixlo_f16 v49, v49, v65, neg(0)
	v_fma_mixlo_f16 v50, v50, v65, neg(0)
	v_fma_mixlo_f16 v51, v51, v65, neg(0)
	v_fma_mixlo_f16 v52, v52, v65, neg(0)
	v_fma_mixlo_f16 v53, v53, v65, neg(0)
	v_fma_mixlo_f16 v54, v54, v65, neg(0)
	v_fma_mixlo_f16 v55, v55, v65, neg(0)
	v_fma_mixlo_f16 v56, v56, v65, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_add_nc_u32 v65, 32, v0
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_add_nc_u32 v4, 28, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_cndmask_b32 v65, 0x80000000, v65 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_clause 0x4
	buffer_store_b16 v5, v1, s[4:7], 0 offen
	buffer_store_b16 v6, v2, s[4:7], 0 offen
	buffer_store_b16 v7, v3, s[4:7], 0 offen
	buffer_store_b16 v8, v4, s[4:7], 0 offen
	buffer_store_b16 v9, v65, s[4:7], 0 offen
	v_add_nc_u32_e32 v3, 44, v0
	v_add_nc_u32_e32 v2, 40, v0
	v_add_nc_u32_e32 v5, 52, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_add_nc_u32 v4, 48, v0
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_add_nc_u32 v1, 36, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	s_clause 0x4
	buffer_store_b16 v10, v1, s[4:7], 0 offen
	buffer_store_b16 v11, v2, s[4:7], 0 offen
	buffer_store_b16 v12, v3, s[4:7], 0 offen
	buffer_store_b16 v13, v4, s[4:7], 0 offen
	buffer_store_b16 v14, v5, s[4:7], 0 offen
	v_add_nc_u32_e32 v1, 56, v0
	v_add_nc_u32_e32 v3, 64, v0
	v_add_nc_u32_e32 v2, 60, v0
	v_add_nc_u32_e32 v4, 0x44, v0
	v_add_nc_u32_e32 v5, 0x48, v0
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	s_clause 0x4
	buffer_store_b16 v15, v1, s[4:7], 0 offen
	buffer_store_b16 v16, v2, s[4:7], 0 offen
	buffer_store_b16 v17, v3, s[4:7], 0 offen
	buffer_store_b16 v18, v4, s[4:7], 0 offen
	buffer_store_b16 v19, v5, s[4:7], 0 offen
	v_add_nc_u32_e32 v1, 0x4c, v0
	v_add_nc_u32_e32 v2, 0x50, v0
	v_add_nc_u32_e32 v3, 0x54, v0
	v_add_nc_u32_e32 v4, 0x58, v0
	v_add_nc_u32_e32 v5, 0x5c, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v20, v1, s[4:7], 0 offen
	buffer_store_b16 v21, v2, s[4:7], 0 offen
	buffer_store_b16 v22, v3, s[4:7], 0 offen
	buffer_store_b16 v23, v4, s[4:7], 0 offen
	buffer_store_b16 v24, v5, s[4:7], 0 offen
	v_add_nc_u32_e32 v1, 0x60, v0
	v_add_nc_u32_e32 v2, 0x64, v0
	v_add_nc_u32_e32 v3, 0x68, v0
	v_add_nc_u32_e32 v4, 0x6c, v0
	v_add_nc_u32_e32 v5, 0x70, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v25, v1, s[4:7], 0 offen
	buffer_store_b16 v26, v2, s[4:7], 0 offen
	buffer_store_b16 v27, v3, s[4:7], 0 offen
	buffer_store_b16 v28, v4, s[4:7], 0 offen
	buffer_store_b16 v29, v5, s[4:7], 0 offen
	v_add_nc_u32_e32 v1, 0x74, v0
	v_add_nc_u32_e32 v2, 0x78, v0
	v_add_lshl_u32 v3, v67, v69, 1
	v_add_nc_u32_e32 v4, 0x80, v0
	v_add_nc_u32_e32 v5, 0x84, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v30, v1, s[4:7], 0 offen
	buffer_store_b16 v31, v2, s[4:7], 0 offen
	buffer_store_b16 v32, v3, s[4:7], 0 offen
	buffer_store_b16 v33, v4, s[4:7], 0 offen
	buffer_store_b16 v34, v5, s[4:7], 0 offen
	v_add_nc_u32_e32 v1, 0x88, v0
	v_add_nc_u32_e32 v2, 0x8c, v0
	v_add_nc_u32_e32 v3, 0x90, v0
	v_add_nc_u32_e32 v4, 0x94, v0
	v_add_nc_u32_e32 v5, 0x98, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v35, v1, s[4:7], 0 offen
	buffer_store_b16 v36, v2, s[4:7], 0 offen
	buffer_store_b16 v37, v3, s[4:7], 0 offen
	buffer_store_b16 v38, v4, s[4:7], 0 offen
	buffer_store_b16 v39, v5, s[4:7], 0 offen
	v_add_nc_u32_e32 v1, 0x9c, v0
	v_add_nc_u32_e32 v2, 0xa0, v0
	v_add_nc_u32_e32 v3, 0xa4, v0
	v_add_nc_u32_e32 v4, 0xa8, v0
	v_add_nc_u32_e32 v5, 0xac, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v40, v1, s[4:7], 0 offen
	buffer_store_b16 v41, v2, s[4:7], 0 offen
	buffer_store_b16 v42, v3, s[4:7], 0 offen
	buffer_store_b16 v43, v4, s[4:7], 0 offen
	buffer_store_b16 v44, v5, s[4:7], 0 offen
	v_add_nc_u32_e32 v1, 0xb0, v0
	v_add_nc_u32_e32 v2, 0xb4, v0
	v_add_nc_u32_e32 v3, 0xb8, v0
	v_add_nc_u32_e32 v4, 0xbc, v0
	v_add_nc_u32_e32 v5, 0xc0, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v45, v1, s[4:7], 0 offen
	buffer_store_b16 v46, v2, s[4:7], 0 offen
	buffer_store_b16 v47, v3, s[4:7], 0 offen
	buffer_store_b16 v48, v4, s[4:7], 0 offen
	buffer_store_b16 v57, v5, s[4:7], 0 offen
	v_add_nc_u32_e32 v1, 0xc4, v0
	v_add_nc_u32_e32 v2, 0xc8, v0
	v_add_nc_u32_e32 v3, 0xcc, v0
	v_add_nc_u32_e32 v4, 0xd0, v0
	v_add_nc_u32_e32 v5, 0xd4, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v58, v1, s[4:7], 0 offen
	buffer_store_b16 v59, v2, s[4:7], 0 offen
	buffer_store_b16 v60, v3, s[4:7], 0 offen
	buffer_store_b16 v61, v4, s[4:7], 0 offen
	buffer_store_b16 v62, v5, s[4:7], 0 offen
	v_add_nc_u32_e32 v1, 0xd8, v0
	v_add_nc_u32_e32 v2, 0xdc, v0
	v_add_nc_u32_e32 v3, 0xe0, v0
	v_add_nc_u32_e32 v4, 0xe4, v0
	v_add_nc_u32_e32 v5, 0xe8, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v63, v1, s[4:7], 0 offen
	buffer_store_b16 v64, v2, s[4:7], 0 offen
	buffer_store_b16 v49, v3, s[4:7], 0 offen
	buffer_store_b16 v50, v4, s[4:7], 0 offen
	buffer_store_b16 v51, v5, s[4:7], 0 offen
	v_add_nc_u32_e32 v1, 0xec, v0
	v_add_nc_u32_e32 v2, 0xf0, v0
	v_add_nc_u32_e32 v3, 0xf4, v0
	v_add_nc_u32_e32 v0, 0xf8, v0
	v_add_lshl_u32 v4, v67, v68, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v0, 0x80000000, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	s_clause 0x4
	buffer_store_b16 v52, v1, s[4:7], 0 offen
	buffer_store_b16 v53, v2, s[4:7], 0 offen
	buffer_store_b16 v54, v3, s[4:7], 0 offen
	buffer_store_b16 v55, v0, s[4:7], 0 offen
	buffer_store_b16 v56, v4, s[4:7], 0 offen
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 168
		.amdhsa_user_sgpr_count 13
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
		.amdhsa_next_free_vgpr 232
		.amdhsa_next_free_sgpr 40
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
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-attn_fwd)<<4)&1008)>>4
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .vgpr_count:     232
    .vgpr_spill_count: 0
    .wavefront_size: 32
