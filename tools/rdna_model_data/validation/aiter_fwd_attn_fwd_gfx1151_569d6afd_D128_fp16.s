	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
; %bb.0:
	v_readfirstlane_b32 s40, v0
	v_and_b32_e32 v1, 31, v0
	s_load_b256 s[8:15], s[0:1], 0x20
	s_lshl_b32 s33, s4, 7
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s7, 0x31027000
	v_and_or_b32 v151, 0xe0, s40, v1
	s_mov_b32 s6, 0x7ffffffe
	v_dual_mov_b32 v85, 0x7632 :: v_dual_and_b32 v86, 16, v0
	v_dual_mov_b32 v81, 0x5410 :: v_dual_mov_b32 v130, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v83, 4, v151
	v_bfe_i32 v90, v0, 3, 1
	v_dual_mov_b32 v129, 0xff800000 :: v_dual_lshlrev_b32 v88, 6, v0
	s_mov_b32 s24, 0
	v_or_b32_e32 v7, s33, v83
	v_or_b32_e32 v1, 32, v83
	v_or_b32_e32 v2, 48, v83
	v_or_b32_e32 v3, 64, v83
	v_or_b32_e32 v4, 0x50, v83
	v_cmp_gt_i32_e32 vcc_lo, 0x4000, v7
	v_and_b32_e32 v150, 15, v0
	v_or_b32_e32 v5, 0x60, v83
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s4, s10, s2
	s_mul_i32 s5, s11, s3
	v_or_b32_e32 v84, 16, v83
	v_lshlrev_b32_e32 v82, 3, v150
	v_or_b32_e32 v6, 0x70, v83
	v_mul_lo_u32 v1, v1, s12
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s12, s33
	v_mul_lo_u32 v2, v2, s12
	v_mul_lo_u32 v8, v83, s12
	v_mul_lo_u32 v3, v3, s12
	v_add3_u32 v10, s5, s4, v82
	v_mul_lo_u32 v4, v4, s12
	v_mul_lo_u32 v5, v5, s12
	v_mul_lo_u32 v9, v84, s12
	v_mul_lo_u32 v6, v6, s12
	v_add_lshl_u32 v1, v10, v1, 1
	v_add_lshl_u32 v2, v10, v2, 1
	v_add_lshl_u32 v8, v10, v8, 1
	v_add_lshl_u32 v3, v10, v3, 1
	v_add_lshl_u32 v4, v10, v4, 1
	v_add_lshl_u32 v5, v10, v5, 1
	v_add_lshl_u32 v7, v10, v9, 1
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_lshl_u32 v6, v10, v6, 1
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_dual_cndmask_b32 v8, 0x80000000, v8 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	s_and_b32 s5, s17, 0xffff
	s_mov_b32 s4, s16
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	v_dual_cndmask_b32 v7, 0x80000000, v7 :: v_dual_cndmask_b32 v6, 0x80000000, v6
	s_clause 0x7
	buffer_load_b128 v[57:60], v1, s[4:7], 0 offen
	buffer_load_b128 v[61:64], v2, s[4:7], 0 offen
	buffer_load_b128 v[65:68], v3, s[4:7], 0 offen
	buffer_load_b128 v[69:72], v4, s[4:7], 0 offen
	buffer_load_b128 v[73:76], v5, s[4:7], 0 offen
	buffer_load_b128 v[77:80], v6, s[4:7], 0 offen
	buffer_load_b128 v[49:52], v8, s[4:7], 0 offen
	buffer_load_b128 v[53:56], v7, s[4:7], 0 offen
	s_clause 0x2
	s_load_b64 s[34:35], s[0:1], 0x80
	s_load_b64 s[10:11], s[0:1], 0x50
	s_load_b128 s[36:39], s[0:1], 0x40
	v_mov_b32_e32 v1, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v86
	v_lshlrev_b32_e32 v87, 4, v0
	v_lshlrev_b32_e32 v89, 3, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v6, v1 :: v_dual_lshlrev_b32 v91, 8, v150
	v_dual_mov_b32 v8, v1 :: v_dual_cndmask_b32 v81, 0x1054, v81
	v_mov_b32_e32 v2, v1
	v_dual_mov_b32 v3, v1 :: v_dual_lshlrev_b32 v92, 4, v150
	v_mov_b32_e32 v4, v1
	v_dual_mov_b32 v5, v1 :: v_dual_and_b32 v86, 48, v87
	v_mov_b32_e32 v7, v1
	v_dual_mov_b32 v10, v1 :: v_dual_and_b32 v87, 48, v89
	v_dual_mov_b32 v12, v1 :: v_dual_and_b32 v89, 0x210, v90
	v_and_b32_e32 v90, 0xf0, v151
	v_dual_mov_b32 v14, v1 :: v_dual_lshlrev_b32 v93, 4, v151
	s_lshr_b32 s0, s40, 5
	v_lshl_or_b32 v81, v81, 8, v81
	s_lshl_b32 s1, s0, 12
	v_and_or_b32 v87, 0x1c0, v88, v87
	v_or3_b32 v94, s1, v91, v92
	v_lshrrev_b32_e32 v88, 3, v90
	s_mul_i32 s1, s13, s2
	s_mul_i32 s4, s14, s3
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s5, s36, s2
	s_mul_i32 s13, s37, s3
	v_dual_mov_b32 v16, v1 :: v_dual_cndmask_b32 v85, 0x3276, v85
	v_or_b32_e32 v152, v92, v91
	v_xor_b32_e32 v91, v93, v90
	v_lshrrev_b32_e32 v90, 2, v90
	v_dual_mov_b32 v11, v1 :: v_dual_and_b32 v122, 0x540054, v81
	v_add3_u32 v81, s4, s1, v82
	v_add3_u32 v82, s13, s5, v82
	v_xor_b32_e32 v153, v87, v89
	v_or_b32_e32 v87, 1, v88
	v_lshl_or_b32 v85, v85, 8, v85
	v_xor_b32_e32 v86, v90, v86
	v_mad_u64_u32 v[145:146], null, v83, s15, v[81:82]
	v_mad_u64_u32 v[146:147], null, v84, s15, v[81:82]
	v_mad_u64_u32 v[147:148], null, v88, s38, v[82:83]
	v_mad_u64_u32 v[148:149], null, v87, s38, v[82:83]
	v_dual_mov_b32 v18, v1 :: v_dual_and_b32 v85, 0x760076, v85
	v_lshl_or_b32 v149, v150, 9, v86
	v_dual_mov_b32 v9, v1 :: v_dual_add_nc_u32 v92, 0, v94
	v_dual_mov_b32 v13, v1 :: v_dual_add_nc_u32 v154, 0, v91
	v_xad_u32 v93, v94, 16, 0
	v_xad_u32 v95, v94, 32, 0
	v_xad_u32 v96, v94, 48, 0
	v_xad_u32 v97, v94, 64, 0
	v_xad_u32 v98, 0x50, v94, 0
	v_xad_u32 v99, 0x60, v94, 0
	v_xad_u32 v100, 0x70, v94, 0
	v_xad_u32 v101, 0x80, v94, 0
	v_xad_u32 v102, 0x90, v94, 0
	v_xad_u32 v105, 0xa0, v94, 0
	v_xad_u32 v109, 0xb0, v94, 0
	v_xad_u32 v113, 0xc0, v94, 0
	v_xad_u32 v117, 0xd0, v94, 0
	v_xad_u32 v121, 0xe0, v94, 0
	v_xad_u32 v125, 0xf0, v94, 0
	v_xor_b32_e32 v94, 16, v152
	v_xor_b32_e32 v103, 32, v152
	v_xor_b32_e32 v104, 48, v152
	v_xor_b32_e32 v106, 64, v152
	v_xor_b32_e32 v107, 0x50, v152
	v_xor_b32_e32 v108, 0x60, v152
	v_xor_b32_e32 v110, 0x70, v152
	v_xor_b32_e32 v111, 0x80, v152
	v_xor_b32_e32 v112, 0x90, v152
	v_xor_b32_e32 v114, 0xa0, v152
	v_xor_b32_e32 v115, 0xb0, v152
	v_xor_b32_e32 v116, 0xc0, v152
	v_xor_b32_e32 v118, 0xd0, v152
	v_xor_b32_e32 v119, 0xe0, v152
	v_xor_b32_e32 v120, 0xf0, v152
	v_lshl_or_b32 v89, v122, 4, v122
	v_xor_b32_e32 v90, 16, v153
	v_xor_b32_e32 v91, 32, v153
	v_xor_b32_e32 v122, 48, v153
	v_lshl_or_b32 v81, v85, 4, v85
	v_xor_b32_e32 v82, 16, v149
	v_xor_b32_e32 v83, 32, v149
	v_xor_b32_e32 v84, 48, v149
	v_dual_mov_b32 v15, v1 :: v_dual_add_nc_u32 v156, 0, v103
	v_dual_mov_b32 v17, v1 :: v_dual_add_nc_u32 v158, 0, v106
	v_dual_mov_b32 v19, v1 :: v_dual_add_nc_u32 v160, 0, v108
	v_dual_mov_b32 v20, v1 :: v_dual_add_nc_u32 v155, 0, v94
	v_dual_mov_b32 v21, v1 :: v_dual_add_nc_u32 v162, 0, v111
	v_dual_mov_b32 v22, v1 :: v_dual_add_nc_u32 v157, 0, v104
	v_dual_mov_b32 v23, v1 :: v_dual_add_nc_u32 v164, 0, v114
	v_dual_mov_b32 v24, v1 :: v_dual_add_nc_u32 v159, 0, v107
	v_dual_mov_b32 v25, v1 :: v_dual_add_nc_u32 v166, 0, v116
	v_dual_mov_b32 v26, v1 :: v_dual_add_nc_u32 v161, 0, v110
	v_dual_mov_b32 v27, v1 :: v_dual_add_nc_u32 v168, 0, v119
	v_dual_mov_b32 v28, v1 :: v_dual_add_nc_u32 v163, 0, v112
	v_dual_mov_b32 v29, v1 :: v_dual_and_b32 v170, 0x5040504, v89
	v_dual_mov_b32 v30, v1 :: v_dual_add_nc_u32 v165, 0, v115
	v_dual_mov_b32 v31, v1 :: v_dual_add_nc_u32 v172, 0, v91
	v_dual_mov_b32 v32, v1 :: v_dual_add_nc_u32 v167, 0, v118
	v_dual_mov_b32 v33, v1 :: v_dual_and_b32 v174, 0x7060706, v81
	v_dual_mov_b32 v34, v1 :: v_dual_add_nc_u32 v169, 0, v120
	v_dual_mov_b32 v35, v1 :: v_dual_add_nc_u32 v176, 0, v83
	v_dual_mov_b32 v36, v1 :: v_dual_add_nc_u32 v171, 0, v90
	v_dual_mov_b32 v38, v1 :: v_dual_add_nc_u32 v173, 0, v122
	v_dual_mov_b32 v40, v1 :: v_dual_add_nc_u32 v175, 0, v82
	v_dual_mov_b32 v42, v1 :: v_dual_add_nc_u32 v177, 0, v84
	v_mov_b32_e32 v37, v1
	v_mov_b32_e32 v39, v1
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v1
	v_mov_b32_e32 v45, v1
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v47, v1
	v_mov_b32_e32 v48, v1
	s_mov_b32 s12, 0x76543210
	s_mov_b32 s25, s24
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	s_mov_b32 s28, s24
	s_mov_b32 s29, s24
	s_mov_b32 s30, s24
	s_mov_b32 s31, s24
	s_mov_b64 s[16:17], s[22:23]
	s_and_b32 s21, s21, 0xffff
	s_and_b32 s5, s19, 0xffff
	s_mov_b32 s4, s18
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	s_mov_b32 s1, s24
                                        ; implicit-def: $sgpr13
	s_waitcnt vmcnt(1)
	ds_store_b128 v154, v[49:52]
	s_waitcnt vmcnt(0)
	ds_store_b128 v154, v[53:56] offset:4096
	ds_store_b128 v154, v[57:60] offset:8192
	ds_store_b128 v154, v[61:64] offset:12288
	ds_store_b128 v154, v[65:68] offset:16384
	ds_store_b128 v154, v[69:72] offset:20480
	ds_store_b128 v154, v[73:76] offset:24576
	ds_store_b128 v154, v[77:80] offset:28672
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v58, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[65:68], v92
	ds_load_b128 v[69:72], v93
	ds_load_b128 v[73:76], v95
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
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v1
	v_mov_b32_e32 v61, v1
	v_mov_b32_e32 v62, v1
	v_mov_b32_e32 v63, v1
	v_mov_b32_e32 v64, v1
	v_mov_b32_e32 v49, v1
	v_mov_b32_e32 v50, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v52, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v54, v1
	v_mov_b32_e32 v55, v1
	v_mov_b32_e32 v56, v1
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s14, s1, s15
	v_dual_mov_b32 v135, s30 :: v_dual_add_nc_u32 v180, 0, v152
	v_add_lshl_u32 v131, s14, v145, 1
	v_add_lshl_u32 v132, s14, v146, 1
	s_mul_i32 s14, s1, s38
	v_dual_mov_b32 v178, v130 :: v_dual_mov_b32 v179, v129
	s_clause 0x1
	buffer_load_b128 v[137:140], v131, s[4:7], 0 offen
	buffer_load_b128 v[141:144], v132, s[4:7], 0 offen
	v_add_lshl_u32 v183, s14, v147, 1
	v_add_lshl_u32 v184, s14, v148, 1
	v_dual_mov_b32 v136, s31 :: v_dual_mov_b32 v133, s28
	v_dual_mov_b32 v134, s29 :: v_dual_mov_b32 v131, s26
	v_dual_mov_b32 v132, s27 :: v_dual_mov_b32 v129, s24
	v_dual_mov_b32 v130, s25 :: v_dual_add_nc_u32 v181, 0, v149
	s_and_not1_b32 s13, s13, exec_lo
	s_add_i32 s18, s1, 32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v154, v[137:140]
	ds_store_b128 v154, v[141:144] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1
	buffer_load_b128 v[231:234], v183, s[20:23], 0 offen
	buffer_load_b128 v[235:238], v184, s[20:23], 0 offen
	ds_load_b128 v[141:144], v155
	ds_load_b128 v[137:140], v180
	ds_load_b128 v[183:186], v180 offset:4096
	ds_load_b128 v[187:190], v155 offset:4096
	ds_load_b128 v[195:198], v157
	ds_load_b128 v[191:194], v156
	ds_load_b128 v[199:202], v156 offset:4096
	ds_load_b128 v[203:206], v157 offset:4096
	ds_load_b128 v[211:214], v159
	ds_load_b128 v[207:210], v158
	ds_load_b128 v[215:218], v158 offset:4096
	ds_load_b128 v[219:222], v159 offset:4096
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[223:230], v[137:144], v[65:72], v[129:136]
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[137:144], v[183:190], v[65:72], v[129:136]
	ds_load_b128 v[129:132], v160
	ds_load_b128 v[133:136], v161
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[223:230], v[191:198], v[73:80], v[223:230]
	ds_load_b128 v[183:186], v160 offset:4096
	ds_load_b128 v[187:190], v161 offset:4096
	ds_load_b128 v[191:194], v162
	ds_load_b128 v[195:198], v163
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[137:144], v[199:206], v[73:80], v[137:144]
	ds_load_b128 v[199:202], v162 offset:4096
	ds_load_b128 v[203:206], v163 offset:4096
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[223:230], v[207:214], v[81:88], v[223:230]
	ds_load_b128 v[207:210], v164
	ds_load_b128 v[211:214], v165
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[137:144], v[215:222], v[81:88], v[137:144]
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[223:230], v[129:136], v[89:96], v[223:230]
	ds_load_b128 v[129:132], v164 offset:4096
	ds_load_b128 v[133:136], v165 offset:4096
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[137:144], v[183:190], v[89:96], v[137:144]
	ds_load_b128 v[183:186], v166
	ds_load_b128 v[187:190], v167
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[223:230], v[191:198], v[97:104], v[223:230]
	ds_load_b128 v[191:194], v166 offset:4096
	ds_load_b128 v[195:198], v167 offset:4096
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[137:144], v[199:206], v[97:104], v[137:144]
	ds_load_b128 v[199:202], v168
	ds_load_b128 v[203:206], v169
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[223:230], v[207:214], v[105:112], v[223:230]
	ds_load_b128 v[207:210], v168 offset:4096
	ds_load_b128 v[211:214], v169 offset:4096
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[137:144], v[129:136], v[105:112], v[137:144]
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[223:230], v[183:190], v[113:120], v[223:230]
	s_waitcnt lgkmcnt(4)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[137:144], v[191:198], v[113:120], v[137:144]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[223:230], v[199:206], v[121:128], v[223:230]
	v_add_nc_u32_e32 v182, 0, v153
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[137:144], v[207:214], v[121:128], v[137:144]
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mul_f32 v129, 0x3db504f3, v223 :: v_dual_mul_f32 v130, 0x3db504f3, v224
	v_dual_mul_f32 v131, 0x3db504f3, v225 :: v_dual_mul_f32 v132, 0x3db504f3, v226
	v_dual_mul_f32 v133, 0x3db504f3, v227 :: v_dual_mul_f32 v134, 0x3db504f3, v228
	v_dual_mul_f32 v135, 0x3db504f3, v229 :: v_dual_mul_f32 v136, 0x3db504f3, v230
	v_dual_mul_f32 v185, 0x3db504f3, v140 :: v_dual_mul_f32 v180, 0x3db504f3, v137
	v_dual_mul_f32 v183, 0x3db504f3, v138 :: v_dual_mul_f32 v184, 0x3db504f3, v139
	v_dual_mul_f32 v187, 0x3db504f3, v142 :: v_dual_mul_f32 v186, 0x3db504f3, v141
	v_dual_mul_f32 v189, 0x3db504f3, v144 :: v_dual_mul_f32 v188, 0x3db504f3, v143
	v_max_f32_e32 v129, v129, v130
	v_max3_f32 v130, v132, v133, v134
	v_max3_f32 v132, v183, v184, v185
	v_max3_f32 v134, v135, v136, v180
	v_max3_f32 v133, v186, v187, v188
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_max3_f32 v129, v129, v131, v130
	v_max3_f32 v130, v132, v133, v189
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v129, v129, v134, v130
	v_permlanex16_b32 v130, v129, s12, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v129, v179, v129, v130
	v_fma_f32 v133, 0x3db504f3, v226, -v129
	v_fma_f32 v134, 0x3db504f3, v227, -v129
	v_fma_f32 v135, 0x3db504f3, v228, -v129
	v_fma_f32 v136, 0x3db504f3, v229, -v129
	v_fma_f32 v180, 0x3db504f3, v230, -v129
	v_fma_f32 v137, 0x3db504f3, v137, -v129
	v_fma_f32 v138, 0x3db504f3, v138, -v129
	v_fma_f32 v139, 0x3db504f3, v139, -v129
	v_fma_f32 v140, 0x3db504f3, v140, -v129
	v_fma_f32 v141, 0x3db504f3, v141, -v129
	v_fma_f32 v142, 0x3db504f3, v142, -v129
	v_fma_f32 v130, 0x3db504f3, v223, -v129
	v_fma_f32 v131, 0x3db504f3, v224, -v129
	v_fma_f32 v132, 0x3db504f3, v225, -v129
	v_fma_f32 v143, 0x3db504f3, v143, -v129
	v_fma_f32 v144, 0x3db504f3, v144, -v129
	v_dual_sub_f32 v179, v179, v129 :: v_dual_mul_f32 v130, 0x3fb8aa3b, v130
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v129
	v_dual_mul_f32 v133, 0x3fb8aa3b, v133 :: v_dual_mul_f32 v134, 0x3fb8aa3b, v134
	v_dual_mul_f32 v135, 0x3fb8aa3b, v135 :: v_dual_mul_f32 v136, 0x3fb8aa3b, v136
	v_dual_mul_f32 v180, 0x3fb8aa3b, v180 :: v_dual_mul_f32 v137, 0x3fb8aa3b, v137
	v_dual_mul_f32 v138, 0x3fb8aa3b, v138 :: v_dual_mul_f32 v139, 0x3fb8aa3b, v139
	v_dual_mul_f32 v140, 0x3fb8aa3b, v140 :: v_dual_mul_f32 v141, 0x3fb8aa3b, v141
	v_dual_mul_f32 v142, 0x3fb8aa3b, v142 :: v_dual_mul_f32 v143, 0x3fb8aa3b, v143
	v_dual_mul_f32 v131, 0x3fb8aa3b, v131 :: v_dual_mul_f32 v132, 0x3fb8aa3b, v132
	v_dual_mul_f32 v144, 0x3fb8aa3b, v144 :: v_dual_mul_f32 v179, 0x3fb8aa3b, v179
	v_cndmask_b32_e64 v134, v134, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v135, v135, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v136, v136, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v180, v180, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v137, v137, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v138, v138, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v139, v139, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v140, v140, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v141, v141, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v142, v142, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v130, v130, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v131, v131, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v132, v132, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v133, v133, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v143, v143, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v144, v144, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v179, v179, 0xff800000, vcc_lo
	v_exp_f32_e32 v134, v134
	v_exp_f32_e32 v135, v135
	v_exp_f32_e32 v136, v136
	v_exp_f32_e32 v180, v180
	v_exp_f32_e32 v137, v137
	v_exp_f32_e32 v138, v138
	v_exp_f32_e32 v139, v139
	v_exp_f32_e32 v140, v140
	v_exp_f32_e32 v141, v141
	v_exp_f32_e32 v142, v142
	v_exp_f32_e32 v130, v130
	v_exp_f32_e32 v131, v131
	v_exp_f32_e32 v132, v132
	v_exp_f32_e32 v133, v133
	v_exp_f32_e32 v143, v143
	v_exp_f32_e32 v144, v144
	v_exp_f32_e32 v179, v179
	v_dual_add_f32 v185, v134, v135 :: v_dual_add_f32 v186, v136, v180
	v_dual_add_f32 v187, v137, v138 :: v_dual_add_f32 v188, v139, v140
	v_cvt_f16_f32_e64 v194.h, v180
	v_cvt_f16_f32_e64 v180.h, v138
	v_cvt_f16_f32_e64 v138.l, v139
	v_cvt_f16_f32_e64 v139.l, v141
	v_cvt_f16_f32_e64 v139.h, v142
	v_cvt_f16_f32_e64 v138.h, v140
	v_dual_add_f32 v183, v130, v131 :: v_dual_add_f32 v184, v132, v133
	v_cvt_f16_f32_e64 v191.l, v130
	v_cvt_f16_f32_e64 v191.h, v131
	v_cvt_f16_f32_e64 v192.l, v132
	v_cvt_f16_f32_e64 v192.h, v133
	v_dual_add_f32 v189, v141, v142 :: v_dual_add_f32 v190, v143, v144
	v_cvt_f16_f32_e64 v140.l, v143
	v_cvt_f16_f32_e64 v140.h, v144
	v_dual_mul_f32 v4, v4, v179 :: v_dual_add_f32 v141, v187, v188
	v_cvt_f16_f32_e64 v180.l, v137
	v_permlanex16_b32 v188, v139, s12, 0xfedcba98 op_sel:[1,0]
	v_cvt_f16_f32_e64 v193.l, v134
	v_cvt_f16_f32_e64 v193.h, v135
	v_permlanex16_b32 v144, v138, s12, 0xfedcba98 op_sel:[1,0]
	v_dual_mul_f32 v1, v1, v179 :: v_dual_add_f32 v130, v183, v184
	v_dual_mul_f32 v2, v2, v179 :: v_dual_add_f32 v131, v185, v186
	v_permlanex16_b32 v132, v191, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v133, v192, s12, 0xfedcba98 op_sel:[1,0]
	v_cvt_f16_f32_e64 v194.l, v136
	v_dual_mul_f32 v3, v3, v179 :: v_dual_add_f32 v142, v189, v190
	v_permlanex16_b32 v190, v140, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v143, v180, s12, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v187, v188, v139, v170
	v_perm_b32 v188, v188, v139, v174
	v_permlanex16_b32 v135, v193, s12, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v185, v144, v138, v170
	v_perm_b32 v186, v144, v138, v174
	v_add_f32_e32 v239, v130, v131
	v_perm_b32 v130, v132, v191, v170
	v_perm_b32 v131, v132, v191, v174
	v_perm_b32 v132, v133, v192, v170
	v_perm_b32 v133, v133, v192, v174
	v_permlanex16_b32 v137, v194, s12, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v189, v190, v140, v170
	v_perm_b32 v190, v190, v140, v174
	v_perm_b32 v183, v143, v180, v170
	v_perm_b32 v184, v143, v180, v174
	v_perm_b32 v134, v135, v193, v170
	v_perm_b32 v135, v135, v193, v174
	v_perm_b32 v136, v137, v194, v170
	v_perm_b32 v137, v137, v194, v174
	v_mul_f32_e32 v17, v17, v179
	v_mul_f32_e32 v18, v18, v179
	v_mul_f32_e32 v19, v19, v179
	v_mul_f32_e32 v20, v20, v179
	v_mul_f32_e32 v21, v21, v179
	v_mul_f32_e32 v22, v22, v179
	v_mul_f32_e32 v23, v23, v179
	v_mul_f32_e32 v24, v24, v179
	v_mul_f32_e32 v5, v5, v179
	v_mul_f32_e32 v6, v6, v179
	v_mul_f32_e32 v7, v7, v179
	v_mul_f32_e32 v8, v8, v179
	v_mul_f32_e32 v33, v33, v179
	v_mul_f32_e32 v34, v34, v179
	v_mul_f32_e32 v35, v35, v179
	v_mul_f32_e32 v36, v36, v179
	v_mul_f32_e32 v37, v37, v179
	v_mul_f32_e32 v38, v38, v179
	v_mul_f32_e32 v39, v39, v179
	v_mul_f32_e32 v40, v40, v179
	v_mul_f32_e32 v57, v57, v179
	v_mul_f32_e32 v58, v58, v179
	v_mul_f32_e32 v59, v59, v179
	v_mul_f32_e32 v60, v60, v179
	v_mul_f32_e32 v61, v61, v179
	v_mul_f32_e32 v62, v62, v179
	v_mul_f32_e32 v63, v63, v179
	v_mul_f32_e32 v64, v64, v179
	v_mul_f32_e32 v9, v9, v179
	v_mul_f32_e32 v10, v10, v179
	v_mul_f32_e32 v11, v11, v179
	v_mul_f32_e32 v12, v12, v179
	v_mul_f32_e32 v13, v13, v179
	v_mul_f32_e32 v14, v14, v179
	v_mul_f32_e32 v15, v15, v179
	v_mul_f32_e32 v16, v16, v179
	v_mul_f32_e32 v25, v25, v179
	v_mul_f32_e32 v26, v26, v179
	v_mul_f32_e32 v27, v27, v179
	v_mul_f32_e32 v28, v28, v179
	v_mul_f32_e32 v29, v29, v179
	v_mul_f32_e32 v30, v30, v179
	v_mul_f32_e32 v31, v31, v179
	v_mul_f32_e32 v32, v32, v179
	v_mul_f32_e32 v41, v41, v179
	v_mul_f32_e32 v42, v42, v179
	v_mul_f32_e32 v43, v43, v179
	v_mul_f32_e32 v44, v44, v179
	v_mul_f32_e32 v45, v45, v179
	v_mul_f32_e32 v46, v46, v179
	v_mul_f32_e32 v47, v47, v179
	v_mul_f32_e32 v48, v48, v179
	v_mul_f32_e32 v49, v49, v179
	v_mul_f32_e32 v50, v50, v179
	v_mul_f32_e32 v51, v51, v179
	v_mul_f32_e32 v52, v52, v179
	v_mul_f32_e32 v53, v53, v179
	v_mul_f32_e32 v54, v54, v179
	v_mul_f32_e32 v55, v55, v179
	v_mul_f32_e32 v56, v56, v179
	s_and_b32 s14, vcc_lo, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s13, s13, s14
	s_cmpk_lt_u32 s1, 0x3fe0
	s_mov_b32 s1, s18
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v140, 16, v231
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v139, 16, v235
	v_lshrrev_b32_e32 v144, 16, v236
	v_lshrrev_b32_e32 v192, 16, v237
	v_lshrrev_b32_e32 v195, 16, v238
	v_mov_b16_e64 v138.l, v231.l
	v_mov_b16_e64 v138.h, v235.l
	v_lshrrev_b32_e32 v180, 16, v232
	v_mov_b16_e64 v140.h, v139.l
	v_mov_b16_e64 v143.l, v232.l
	v_mov_b16_e64 v143.h, v236.l
	v_lshrrev_b32_e32 v193, 16, v233
	v_mov_b16_e64 v180.h, v144.l
	v_mov_b16_e64 v191.l, v233.l
	v_mov_b16_e64 v191.h, v237.l
	v_lshrrev_b32_e32 v196, 16, v234
	v_mov_b16_e64 v193.h, v192.l
	v_mov_b16_e64 v194.l, v234.l
	v_mov_b16_e64 v194.h, v238.l
	v_mov_b16_e64 v196.h, v195.l
	s_barrier
	buffer_gl0_inv
	ds_store_2addr_b32 v181, v138, v140 offset1:16
	ds_store_2addr_b32 v175, v143, v180 offset0:32 offset1:48
	ds_store_2addr_b32 v176, v191, v193 offset0:64 offset1:80
	ds_store_2addr_b32 v177, v194, v196 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[191:194], v182
	ds_load_b128 v[195:198], v171
	ds_load_b128 v[199:202], v172 offset:1024
	ds_load_b128 v[203:206], v173 offset:1024
	ds_load_b128 v[207:210], v182 offset:2048
	ds_load_b128 v[211:214], v171 offset:2048
	ds_load_b128 v[215:218], v182 offset:4096
	ds_load_b128 v[219:222], v171 offset:4096
	ds_load_b128 v[223:226], v172 offset:3072
	ds_load_b128 v[227:230], v173 offset:3072
	ds_load_b128 v[231:234], v182 offset:1024
	ds_load_b128 v[235:238], v171 offset:1024
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[1:8], v[191:198], v[130:137], v[1:8]
	ds_load_b128 v[191:194], v172 offset:5120
	ds_load_b128 v[195:198], v173 offset:5120
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[9:16], v[199:206], v[130:137], v[9:16]
	ds_load_b128 v[199:202], v182 offset:3072
	ds_load_b128 v[203:206], v171 offset:3072
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[17:24], v[207:214], v[130:137], v[17:24]
	ds_load_b128 v[207:210], v182 offset:6144
	ds_load_b128 v[211:214], v171 offset:6144
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[33:40], v[215:222], v[130:137], v[33:40]
	ds_load_b128 v[215:218], v172 offset:7168
	ds_load_b128 v[219:222], v173 offset:7168
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[25:32], v[223:230], v[130:137], v[25:32]
	ds_load_b128 v[223:226], v182 offset:5120
	ds_load_b128 v[227:230], v171 offset:5120
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[9:16], v[231:238], v[183:190], v[9:16]
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[41:48], v[191:198], v[130:137], v[41:48]
	ds_load_b128 v[191:194], v182 offset:7168
	ds_load_b128 v[195:198], v171 offset:7168
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[25:32], v[199:206], v[183:190], v[25:32]
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[57:64], v[207:214], v[130:137], v[57:64]
	ds_load_b128 v[207:210], v172
	ds_load_b128 v[211:214], v173
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[49:56], v[215:222], v[130:137], v[49:56]
	ds_load_b128 v[131:134], v172 offset:2048
	ds_load_b128 v[215:218], v172 offset:4096
	v_add_f32_e32 v130, v141, v142
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[41:48], v[223:230], v[183:190], v[41:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v130, v239, v130
	v_permlanex16_b32 v139, v130, s12, 0xfedcba98 op_sel:[1,0]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[49:56], v[191:198], v[183:190], v[49:56]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v130, v130, v139
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[1:8], v[207:214], v[183:190], v[1:8]
	ds_load_b128 v[207:210], v172 offset:6144
	ds_load_b128 v[135:138], v173 offset:2048
	ds_load_b128 v[219:222], v173 offset:4096
	ds_load_b128 v[211:214], v173 offset:6144
	v_fmac_f32_e32 v130, v178, v179
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[17:24], v[131:138], v[183:190], v[17:24]
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[215:222], v[183:190], v[33:40]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[57:64], v[207:214], v[183:190], v[57:64]
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v130
	v_and_b32_e32 v69, 0x7f, v151
	s_mul_i32 s1, s34, s2
	s_mul_i32 s4, s35, s3
	s_add_i32 s1, s1, s33
	v_cndmask_b32_e64 v66, 0, 32, vcc_lo
	v_cndmask_b32_e64 v65, 0, 0x42000000, vcc_lo
	v_add3_u32 v70, s1, s4, v69
	s_add_i32 s5, s33, 0xffffc080
	v_lshlrev_b32_e32 v67, 2, v150
	v_ldexp_f32 v66, v130, v66
	s_cmp_lt_i32 s5, 1
	s_mov_b32 s4, -1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	s_and_b32 vcc_lo, exec_lo, s1
	v_log_f32_e32 v66, v66
	v_sub_f32_e32 v65, v66, v65
	v_lshl_add_u32 v66, v69, 2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmamk_f32 v65, v129, 0x3fb8aa3b, v65
	v_mul_f32_e32 v65, 0x3f317218, v65
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v68, v65, 0xff800000, s13
	v_lshlrev_b32_e32 v65, 2, v70
	s_cbranch_vccnz .LBB0_4
; %bb.3:
	s_lshl_b32 s4, s0, 6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_add3_u32 v70, s4, 0, v67
	s_barrier
	buffer_gl0_inv
	s_sub_i32 s4, 0x4000, s33
	s_and_b32 s21, s17, 0xffff
	ds_store_b32 v70, v68
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v70, v66
	v_cmp_gt_i32_e32 vcc_lo, s4, v69
	s_bitcmp0_b32 s40, 7
	s_mov_b32 s23, 0x31027000
	s_cselect_b32 s4, -1, 0
	s_mov_b32 s22, 0x7ffffffe
	s_and_b32 vcc_lo, s4, vcc_lo
	s_mov_b32 s20, s16
	v_cndmask_b32_e32 v69, 0x80000000, v65, vcc_lo
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v70, v69, s[20:23], 0 offen
.LBB0_4:                                ; %Flow
	s_and_b32 s4, s4, exec_lo
	s_cselect_b32 s4, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_lshl_b32 s4, s0, 6
	s_waitcnt_vscnt null, 0x0
	v_add3_u32 v67, s4, 0, v67
	s_barrier
	buffer_gl0_inv
	s_and_b32 s17, s17, 0xffff
	s_bitcmp0_b32 s40, 7
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
	v_div_scale_f32 v65, null, v130, v130, 1.0
	v_div_scale_f32 v68, vcc_lo, 1.0, v130, 1.0
	s_and_b32 s9, s9, 0xffff
	v_rcp_f32_e32 v66, v65
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v67, -v65, v66, 1.0
	v_fmac_f32_e32 v66, v67, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, v68, v66
	v_fma_f32 v69, -v65, v67, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v67, v69, v66
	v_lshrrev_b32_e32 v69, 4, v0
	v_bfe_u32 v0, v0, 4, 1
	v_fma_f32 v65, -v65, v67, v68
	v_lshl_or_b32 v68, s0, 4, v150
	s_mul_i32 s0, s39, s2
	s_mul_i32 s2, s10, s3
	s_mul_i32 s3, s11, s33
	s_add_i32 s0, s2, s0
	v_div_fmas_f32 v65, v65, v66, v67
	v_mul_lo_u32 v66, v68, s11
	s_add_i32 s0, s0, s3
	v_or_b32_e32 v67, s33, v68
	v_add_nc_u32_e32 v0, s0, v0
	v_div_fixup_f32 v65, v65, v130, 1.0
	s_mov_b32 s11, 0x31027000
	s_mov_b32 s10, 0x7ffffffe
	v_cmp_gt_i32_e32 vcc_lo, 0x4000, v67
	v_add_lshl_u32 v0, v0, v66, 1
	v_cndmask_b32_e64 v65, v65, 1.0, s13
	v_add_nc_u32_e32 v67, s0, v66
	v_or_b32_e32 v68, 0x7e, v69
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
	buffer_store_b16 v1, v72, s[8:11], 0 offen
	buffer_store_b16 v2, v66, s[8:11], 0 offen
	buffer_store_b16 v3, v70, s[8:11], 0 offen
	buffer_store_b16 v4, v71, s[8:11], 0 offen
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
	v_or_b32_e32 v69, 62, v69
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v65, 0x80000000, v65 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_clause 0x4
	buffer_store_b16 v5, v1, s[8:11], 0 offen
	buffer_store_b16 v6, v2, s[8:11], 0 offen
	buffer_store_b16 v7, v3, s[8:11], 0 offen
	buffer_store_b16 v8, v4, s[8:11], 0 offen
	buffer_store_b16 v9, v65, s[8:11], 0 offen
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
	buffer_store_b16 v10, v1, s[8:11], 0 offen
	buffer_store_b16 v11, v2, s[8:11], 0 offen
	buffer_store_b16 v12, v3, s[8:11], 0 offen
	buffer_store_b16 v13, v4, s[8:11], 0 offen
	buffer_store_b16 v14, v5, s[8:11], 0 offen
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
	buffer_store_b16 v15, v1, s[8:11], 0 offen
	buffer_store_b16 v16, v2, s[8:11], 0 offen
	buffer_store_b16 v17, v3, s[8:11], 0 offen
	buffer_store_b16 v18, v4, s[8:11], 0 offen
	buffer_store_b16 v19, v5, s[8:11], 0 offen
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
	buffer_store_b16 v20, v1, s[8:11], 0 offen
	buffer_store_b16 v21, v2, s[8:11], 0 offen
	buffer_store_b16 v22, v3, s[8:11], 0 offen
	buffer_store_b16 v23, v4, s[8:11], 0 offen
	buffer_store_b16 v24, v5, s[8:11], 0 offen
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
	buffer_store_b16 v25, v1, s[8:11], 0 offen
	buffer_store_b16 v26, v2, s[8:11], 0 offen
	buffer_store_b16 v27, v3, s[8:11], 0 offen
	buffer_store_b16 v28, v4, s[8:11], 0 offen
	buffer_store_b16 v29, v5, s[8:11], 0 offen
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
	buffer_store_b16 v30, v1, s[8:11], 0 offen
	buffer_store_b16 v31, v2, s[8:11], 0 offen
	buffer_store_b16 v32, v3, s[8:11], 0 offen
	buffer_store_b16 v33, v4, s[8:11], 0 offen
	buffer_store_b16 v34, v5, s[8:11], 0 offen
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
	buffer_store_b16 v35, v1, s[8:11], 0 offen
	buffer_store_b16 v36, v2, s[8:11], 0 offen
	buffer_store_b16 v37, v3, s[8:11], 0 offen
	buffer_store_b16 v38, v4, s[8:11], 0 offen
	buffer_store_b16 v39, v5, s[8:11], 0 offen
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
	buffer_store_b16 v40, v1, s[8:11], 0 offen
	buffer_store_b16 v41, v2, s[8:11], 0 offen
	buffer_store_b16 v42, v3, s[8:11], 0 offen
	buffer_store_b16 v43, v4, s[8:11], 0 offen
	buffer_store_b16 v44, v5, s[8:11], 0 offen
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
	buffer_store_b16 v45, v1, s[8:11], 0 offen
	buffer_store_b16 v46, v2, s[8:11], 0 offen
	buffer_store_b16 v47, v3, s[8:11], 0 offen
	buffer_store_b16 v48, v4, s[8:11], 0 offen
	buffer_store_b16 v57, v5, s[8:11], 0 offen
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
	buffer_store_b16 v58, v1, s[8:11], 0 offen
	buffer_store_b16 v59, v2, s[8:11], 0 offen
	buffer_store_b16 v60, v3, s[8:11], 0 offen
	buffer_store_b16 v61, v4, s[8:11], 0 offen
	buffer_store_b16 v62, v5, s[8:11], 0 offen
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
	buffer_store_b16 v63, v1, s[8:11], 0 offen
	buffer_store_b16 v64, v2, s[8:11], 0 offen
	buffer_store_b16 v49, v3, s[8:11], 0 offen
	buffer_store_b16 v50, v4, s[8:11], 0 offen
	buffer_store_b16 v51, v5, s[8:11], 0 offen
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
	buffer_store_b16 v52, v1, s[8:11], 0 offen
	buffer_store_b16 v53, v2, s[8:11], 0 offen
	buffer_store_b16 v54, v3, s[8:11], 0 offen
	buffer_store_b16 v55, v0, s[8:11], 0 offen
	buffer_store_b16 v56, v4, s[8:11], 0 offen
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
		.amdhsa_next_free_vgpr 240
		.amdhsa_next_free_sgpr 41
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
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .vgpr_count:     240
    .vgpr_spill_count: 0
    .wavefront_size: 32
