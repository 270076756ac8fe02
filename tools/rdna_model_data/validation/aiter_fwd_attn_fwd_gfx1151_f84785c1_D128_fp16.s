	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
; %bb.0:
	v_readfirstlane_b32 s34, v0
	v_and_b32_e32 v141, 31, v0
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x0
	s_load_b256 s[8:15], s[0:1], 0x20
	s_lshl_b32 s33, s4, 5
	v_bfe_i32 v46, v0, 3, 1
	s_lshr_b32 s35, s34, 5
	v_and_or_b32 v41, 0x60, s34, v141
	v_dual_mov_b32 v170, 1.0 :: v_dual_mov_b32 v169, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v46, 0x210, v46
	v_lshrrev_b32_e32 v21, 4, v41
	v_and_b32_e32 v48, 0x70, v41
	v_lshlrev_b32_e32 v41, 4, v41
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v1, s33, v21
	v_or_b32_e32 v23, 16, v21
	v_or_b32_e32 v22, 8, v21
	v_or_b32_e32 v24, 24, v21
	v_lshrrev_b32_e32 v64, 2, v48
	v_cmp_gt_i32_e32 vcc_lo, 0x4000, v1
	v_and_b32_e32 v140, 15, v0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s6, s10, s2
	s_mul_i32 s7, s11, s3
	v_mul_lo_u32 v2, v21, s12
	s_mul_i32 s10, s12, s33
	v_lshlrev_b32_e32 v42, 3, v140
	s_add_i32 s7, s7, s6
	v_mul_lo_u32 v4, v23, s12
	v_mul_lo_u32 v5, v22, s12
	v_mul_lo_u32 v6, v24, s12
	v_add3_u32 v3, s7, s10, v42
	s_mov_b64 s[4:5], s[22:23]
	s_mov_b32 s23, 0x31027000
	s_mov_b32 s22, 0x7ffffffe
	s_and_b32 s25, s17, 0xffff
	v_add_lshl_u32 v2, v3, v2, 1
	v_add_lshl_u32 v1, v3, v4, 1
	v_add_lshl_u32 v4, v3, v5, 1
	v_add_lshl_u32 v3, v3, v6, 1
	s_mov_b32 s24, s16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v1, 0x80000000, v1
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	s_mov_b32 s26, s22
	s_mov_b32 s27, s23
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	s_clause 0x3
	buffer_load_b128 v[25:28], v2, s[24:27], 0 offen
	buffer_load_b128 v[29:32], v1, s[24:27], 0 offen
	buffer_load_b128 v[33:36], v4, s[24:27], 0 offen
	buffer_load_b128 v[37:40], v3, s[24:27], 0 offen
	s_clause 0x2
	s_load_b64 s[6:7], s[0:1], 0x80
	s_load_b64 s[10:11], s[0:1], 0x50
	s_load_b128 s[36:39], s[0:1], 0x40
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v45, 3, v0
	v_and_b32_e32 v142, 16, v0
	v_lshlrev_b32_e32 v44, 6, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v2, v1 :: v_dual_lshlrev_b32 v43, 4, v0
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v7, v1
	v_dual_mov_b32 v8, v1 :: v_dual_and_b32 v45, 48, v45
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v14, v1
	v_mov_b32_e32 v3, v1
	v_dual_mov_b32 v10, v1 :: v_dual_lshlrev_b32 v47, 2, v142
	v_mul_u32_u24_e32 v0, 0x110, v140
	s_bfe_i32 s16, s34, 0x10005
	v_mov_b32_e32 v5, v1
	s_and_b32 s1, s34, 32
	v_and_or_b32 v44, 0x1c0, v44, v45
	v_and_or_b32 v45, 0x420, s16, v46
	s_mul_i32 s13, s13, s2
	s_mul_i32 s14, s14, s3
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s36, s36, s2
	s_mul_i32 s37, s37, s3
	v_dual_mov_b32 v6, v1 :: v_dual_and_b32 v43, 48, v43
	v_xor_b32_e32 v65, v41, v48
	v_lshrrev_b32_e32 v48, 1, v48
	v_add3_u32 v46, s1, 0, v47
	v_xor_b32_e32 v47, 16, v0
	v_add3_u32 v41, s14, s13, v42
	v_add3_u32 v42, s37, s36, v42
	v_dual_mov_b32 v12, v1 :: v_dual_lshlrev_b32 v143, 1, v140
	v_lshl_or_b32 v49, s1, 7, v0
	v_xor_b32_e32 v50, 32, v0
	v_xor_b32_e32 v144, v45, v44
	v_xor_b32_e32 v43, v48, v43
	v_dual_mov_b32 v16, v1 :: v_dual_add_nc_u32 v145, 0, v47
	v_or_b32_e32 v44, 1, v64
	v_xor_b32_e32 v47, 0x80, v65
	v_mad_u64_u32 v[131:132], null, v21, s15, v[41:42]
	v_or_b32_e32 v45, 2, v64
	v_mad_u64_u32 v[132:133], null, v22, s15, v[41:42]
	v_add_nc_u32_e32 v160, v46, v143
	v_or_b32_e32 v46, 3, v64
	v_mad_u64_u32 v[133:134], null, v23, s15, v[41:42]
	v_dual_mov_b32 v11, v1 :: v_dual_add_nc_u32 v66, 0, v49
	v_dual_mov_b32 v13, v1 :: v_dual_add_nc_u32 v146, 0, v50
	v_xor_b32_e32 v51, 48, v0
	v_xor_b32_e32 v52, 64, v0
	v_xor_b32_e32 v53, 0x50, v0
	v_xor_b32_e32 v54, 0x60, v0
	v_xor_b32_e32 v55, 0x70, v0
	v_xor_b32_e32 v56, 0x80, v0
	v_xor_b32_e32 v57, 0x90, v0
	v_xor_b32_e32 v58, 0xa0, v0
	v_xor_b32_e32 v59, 0xb0, v0
	v_xor_b32_e32 v60, 0xc0, v0
	v_xor_b32_e32 v61, 0xd0, v0
	v_xor_b32_e32 v62, 0xe0, v0
	v_xor_b32_e32 v63, 0xf0, v0
	v_xad_u32 v67, v49, 16, 0
	v_xad_u32 v68, v49, 32, 0
	v_xad_u32 v69, v49, 48, 0
	v_xad_u32 v70, v49, 64, 0
	v_xad_u32 v71, 0x50, v49, 0
	v_xad_u32 v72, 0x60, v49, 0
	v_xad_u32 v73, 0x70, v49, 0
	v_xad_u32 v74, 0x80, v49, 0
	v_xad_u32 v75, 0x90, v49, 0
	v_xad_u32 v76, 0xa0, v49, 0
	v_xad_u32 v77, 0xb0, v49, 0
	v_xad_u32 v81, 0xc0, v49, 0
	v_xad_u32 v85, 0xd0, v49, 0
	v_xad_u32 v89, 0xe0, v49, 0
	v_xad_u32 v93, 0xf0, v49, 0
	v_add_nc_u32_e32 v161, 0, v65
	v_xor_b32_e32 v48, 16, v144
	v_xor_b32_e32 v49, 32, v144
	v_xor_b32_e32 v50, 48, v144
	v_mad_u64_u32 v[134:135], null, v24, s15, v[41:42]
	v_mad_u64_u32 v[135:136], null, v64, s38, v[42:43]
	v_add_nc_u32_e32 v162, 0, v47
	v_mad_u64_u32 v[136:137], null, v44, s38, v[42:43]
	v_mad_u64_u32 v[137:138], null, v45, s38, v[42:43]
	v_mad_u64_u32 v[138:139], null, v46, s38, v[42:43]
	v_dual_mov_b32 v15, v1 :: v_dual_add_nc_u32 v148, 0, v52
	v_dual_mov_b32 v17, v1 :: v_dual_add_nc_u32 v150, 0, v54
	v_dual_mov_b32 v18, v1 :: v_dual_add_nc_u32 v147, 0, v51
	v_dual_mov_b32 v19, v1 :: v_dual_add_nc_u32 v152, 0, v56
	v_dual_mov_b32 v20, v1 :: v_dual_add_nc_u32 v149, 0, v53
	v_add_nc_u32_e32 v151, 0, v55
	v_dual_mov_b32 v24, v1 :: v_dual_add_nc_u32 v153, 0, v57
	v_add_nc_u32_e32 v154, 0, v58
	v_add_nc_u32_e32 v155, 0, v59
	v_add_nc_u32_e32 v156, 0, v60
	v_add_nc_u32_e32 v157, 0, v61
	v_add_nc_u32_e32 v158, 0, v62
	v_add_nc_u32_e32 v159, 0, v63
	v_lshl_or_b32 v163, v140, 9, v43
	v_add_nc_u32_e32 v139, 0, v48
	v_add_nc_u32_e32 v164, 0, v49
	v_add_nc_u32_e32 v165, 0, v50
	s_mov_b32 s24, 0
	v_xor_b32_e32 v21, 16, v163
	v_xor_b32_e32 v22, 32, v163
	v_xor_b32_e32 v23, 48, v163
	s_and_b32 s34, s34, 64
	s_mov_b32 s12, 0x76543210
	v_add_nc_u32_e32 v166, 0, v21
	v_add_nc_u32_e32 v167, 0, v22
	v_dual_mov_b32 v21, v1 :: v_dual_add_nc_u32 v168, 0, v23
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v23, v1
	s_mov_b32 s25, s24
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	s_mov_b32 s28, s24
	s_mov_b32 s29, s24
	s_mov_b32 s30, s24
	s_mov_b32 s31, s24
	s_lshl_b32 s0, s1, 1
	s_lshr_b32 s40, s34, 1
	s_and_b32 s17, s19, 0xffff
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s16, s18
	s_mov_b32 s18, s22
	s_mov_b32 s19, s23
	s_mov_b32 s13, s24
                                        ; implicit-def: $sgpr14
	s_waitcnt vmcnt(3)
	ds_store_b128 v161, v[25:28]
	s_waitcnt vmcnt(2)
	ds_store_b128 v161, v[29:32] offset:4096
	s_waitcnt vmcnt(1)
	ds_store_b128 v162, v[33:36] offset:2048
	s_waitcnt vmcnt(0)
	ds_store_b128 v162, v[37:40] offset:6144
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v26, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[33:36], v66
	ds_load_b128 v[37:40], v67
	ds_load_b128 v[41:44], v68
	ds_load_b128 v[45:48], v69
	ds_load_b128 v[49:52], v70
	ds_load_b128 v[53:56], v71
	ds_load_b128 v[57:60], v72
	ds_load_b128 v[61:64], v73
	ds_load_b128 v[65:68], v74
	ds_load_b128 v[69:72], v75
	ds_load_b128 v[73:76], v76
	ds_load_b128 v[77:80], v77
	ds_load_b128 v[81:84], v81
	ds_load_b128 v[85:88], v85
	ds_load_b128 v[89:92], v89
	ds_load_b128 v[93:96], v93
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v28, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v30, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v32, v1
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s36, s13, s15
	v_dual_mov_b32 v120, s31 :: v_dual_add_nc_u32 v121, 0, v0
	v_add_lshl_u32 v97, s36, v131, 1
	v_add_lshl_u32 v98, s36, v132, 1
	v_add_lshl_u32 v105, s36, v133, 1
	v_add_lshl_u32 v106, s36, v134, 1
	s_clause 0x3
	buffer_load_b128 v[101:104], v97, s[16:19], 0 offen
	buffer_load_b128 v[97:100], v98, s[16:19], 0 offen
	buffer_load_b128 v[109:112], v105, s[16:19], 0 offen
	buffer_load_b128 v[105:108], v106, s[16:19], 0 offen
	v_dual_mov_b32 v119, s30 :: v_dual_mov_b32 v118, s29
	v_dual_mov_b32 v117, s28 :: v_dual_mov_b32 v116, s27
	v_dual_mov_b32 v115, s26 :: v_dual_mov_b32 v114, s25
	v_mov_b32_e32 v113, s24
	v_lshl_add_u32 v172, v140, 2, 0
	s_mul_i32 s36, s13, s38
	s_and_not1_b32 s14, s14, exec_lo
	v_add_lshl_u32 v181, s36, v136, 1
	v_add_lshl_u32 v182, s36, v135, 1
	v_add_lshl_u32 v130, s36, v138, 1
	v_add_lshl_u32 v183, s36, v137, 1
	s_add_i32 s36, s13, 32
	v_mov_b32_e32 v190, v170
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v161, v[101:104]
	ds_store_b128 v161, v[109:112] offset:4096
	ds_store_b128 v162, v[97:100] offset:2048
	ds_store_b128 v162, v[105:108] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[101:104], v145
	ds_load_b128 v[97:100], v121
	ds_load_b128 v[121:124], v121 offset:4096
	ds_load_b128 v[125:128], v145 offset:4096
	ds_load_b128 v[177:180], v147
	ds_load_b128 v[173:176], v146
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[105:112], v[97:104], v[33:40], v[113:120]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[97:104], v[121:128], v[33:40], v[113:120]
	ds_load_b128 v[113:116], v146 offset:4096
	ds_load_b128 v[117:120], v147 offset:4096
	ds_load_b128 v[121:124], v148
	ds_load_b128 v[125:128], v149
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[105:112], v[173:180], v[41:48], v[105:112]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[97:104], v[113:120], v[41:48], v[97:104]
	ds_load_b128 v[113:116], v148 offset:4096
	ds_load_b128 v[117:120], v149 offset:4096
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[105:112], v[121:128], v[49:56], v[105:112]
	ds_load_b128 v[125:128], v151
	ds_load_b128 v[121:124], v150
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[97:104], v[113:120], v[49:56], v[97:104]
	ds_load_b128 v[113:116], v150 offset:4096
	ds_load_b128 v[117:120], v151 offset:4096
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[105:112], v[121:128], v[57:64], v[105:112]
	ds_load_b128 v[125:128], v153
	ds_load_b128 v[121:124], v152
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[97:104], v[113:120], v[57:64], v[97:104]
	ds_load_b128 v[113:116], v152 offset:4096
	ds_load_b128 v[117:120], v153 offset:4096
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[105:112], v[121:128], v[65:72], v[105:112]
	ds_load_b128 v[121:124], v154
	ds_load_b128 v[125:128], v155
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[97:104], v[113:120], v[65:72], v[97:104]
	ds_load_b128 v[113:116], v154 offset:4096
	ds_load_b128 v[117:120], v155 offset:4096
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[105:112], v[121:128], v[73:80], v[105:112]
	ds_load_b128 v[121:124], v156
	ds_load_b128 v[125:128], v157
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[97:104], v[113:120], v[73:80], v[97:104]
	ds_load_b128 v[113:116], v156 offset:4096
	ds_load_b128 v[117:120], v157 offset:4096
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[105:112], v[121:128], v[81:88], v[105:112]
	ds_load_b128 v[121:124], v158
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[97:104], v[113:120], v[81:88], v[97:104]
	ds_load_b128 v[113:116], v158 offset:4096
	ds_load_b128 v[125:128], v159
	ds_load_b128 v[117:120], v159 offset:4096
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[105:112], v[121:128], v[89:96], v[105:112]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[97:104], v[113:120], v[89:96], v[97:104]
	v_mov_b32_e32 v129, v169
	v_add_nc_u32_e32 v171, s0, v172
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mul_f32 v113, 0x3db504f3, v108 :: v_dual_mul_f32 v120, 0x3db504f3, v99
	v_dual_mul_f32 v114, 0x3db504f3, v109 :: v_dual_mul_f32 v115, 0x3db504f3, v110
	v_dual_mul_f32 v122, 0x3db504f3, v101 :: v_dual_mul_f32 v117, 0x3db504f3, v112
	v_dual_mul_f32 v124, 0x3db504f3, v103 :: v_dual_mul_f32 v119, 0x3db504f3, v98
	v_mul_f32_e32 v128, 0x3db504f3, v104
	v_dual_mul_f32 v121, 0x3db504f3, v100 :: v_dual_mul_f32 v126, 0x3db504f3, v106
	v_mul_f32_e32 v123, 0x3db504f3, v102
	v_dual_mul_f32 v125, 0x3db504f3, v105 :: v_dual_mul_f32 v116, 0x3db504f3, v111
	v_dual_mul_f32 v118, 0x3db504f3, v97 :: v_dual_mul_f32 v127, 0x3db504f3, v107
	v_max3_f32 v113, v113, v114, v115
	v_max3_f32 v114, v119, v120, v121
	s_delay_alu instid0(VALU_DEP_4)
	v_max_f32_e32 v115, v125, v126
	v_max3_f32 v119, v122, v123, v124
	v_max3_f32 v116, v116, v117, v118
	s_barrier
	buffer_gl0_inv
	v_max3_f32 v113, v115, v127, v113
	v_max3_f32 v114, v114, v119, v128
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v113, v113, v116, v114
	v_permlanex16_b32 v114, v113, s12, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v169, v129, v113, v114
	v_fma_f32 v105, 0x3db504f3, v105, -v169
	v_fma_f32 v106, 0x3db504f3, v106, -v169
	v_sub_f32_e32 v113, v129, v169
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v169
	v_fma_f32 v110, 0x3db504f3, v110, -v169
	v_mul_f32_e32 v105, 0x3fb8aa3b, v105
	v_fma_f32 v112, 0x3db504f3, v112, -v169
	v_dual_mul_f32 v106, 0x3fb8aa3b, v106 :: v_dual_mul_f32 v113, 0x3fb8aa3b, v113
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v110, 0x3fb8aa3b, v110
	v_cndmask_b32_e64 v117, v105, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f32_e32 v112, 0x3fb8aa3b, v112
	v_fma_f32 v118, 0x3db504f3, v97, -v169
	v_cndmask_b32_e64 v105, v113, 0xff800000, vcc_lo
	v_fma_f32 v98, 0x3db504f3, v98, -v169
	v_add_nc_u32_e32 v173, s40, v143
	v_fma_f32 v109, 0x3db504f3, v109, -v169
	v_mul_f32_e32 v118, 0x3fb8aa3b, v118
	v_exp_f32_e32 v105, v105
	v_mul_f32_e32 v98, 0x3fb8aa3b, v98
	v_fma_f32 v107, 0x3db504f3, v107, -v169
	v_fma_f32 v108, 0x3db504f3, v108, -v169
	v_fma_f32 v102, 0x3db504f3, v102, -v169
	v_fma_f32 v104, 0x3db504f3, v104, -v169
	v_mul_f32_e32 v109, 0x3fb8aa3b, v109
	v_cndmask_b32_e64 v118, v118, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v98, v98, 0xff800000, vcc_lo
	v_fma_f32 v99, 0x3db504f3, v99, -v169
	ds_store_b32 v171, v105
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x3
	buffer_load_b128 v[123:126], v181, s[20:23], 0 offen
	buffer_load_b128 v[113:116], v182, s[20:23], 0 offen
	buffer_load_b128 v[127:130], v130, s[20:23], 0 offen
	buffer_load_b128 v[119:122], v183, s[20:23], 0 offen
	v_add_nc_u32_e32 v183, 0, v144
	v_fma_f32 v100, 0x3db504f3, v100, -v169
	v_dual_mul_f32 v102, 0x3fb8aa3b, v102 :: v_dual_add_nc_u32 v97, s34, v172
	v_dual_mul_f32 v107, 0x3fb8aa3b, v107 :: v_dual_mul_f32 v108, 0x3fb8aa3b, v108
	v_mul_f32_e32 v104, 0x3fb8aa3b, v104
	v_cndmask_b32_e64 v109, v109, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v110, v110, 0xff800000, vcc_lo
	v_exp_f32_e32 v118, v118
	v_exp_f32_e32 v170, v98
	v_fma_f32 v111, 0x3db504f3, v111, -v169
	v_dual_mul_f32 v99, 0x3fb8aa3b, v99 :: v_dual_mul_f32 v100, 0x3fb8aa3b, v100
	v_cndmask_b32_e64 v106, v106, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v107, v107, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v108, v108, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v102, v102, 0xff800000, vcc_lo
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v110, v110
	v_mul_f32_e32 v111, 0x3fb8aa3b, v111
	v_cndmask_b32_e64 v100, v100, 0xff800000, vcc_lo
	v_exp_f32_e32 v117, v117
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v107, v107
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v176, v102
	v_add_f32_e32 v102, v118, v170
	v_cndmask_b32_e64 v99, v99, 0xff800000, vcc_lo
	ds_load_b32 v185, v97
	v_fma_f32 v101, 0x3db504f3, v101, -v169
	v_cndmask_b32_e64 v112, v112, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v104, v104, 0xff800000, vcc_lo
	v_exp_f32_e32 v172, v99
	v_exp_f32_e32 v174, v100
	v_add_f32_e32 v100, v109, v110
	v_cndmask_b32_e64 v111, v111, 0xff800000, vcc_lo
	v_mul_f32_e32 v101, 0x3fb8aa3b, v101
	v_exp_f32_e32 v112, v112
	v_exp_f32_e32 v178, v104
	v_add_f32_e32 v98, v117, v106
	v_exp_f32_e32 v111, v111
	v_add_f32_e32 v99, v107, v108
	v_fma_f32 v103, 0x3db504f3, v103, -v169
	v_cvt_f16_f32_e64 v104.h, v176
	v_add_nc_u32_e32 v182, 0, v163
	s_and_b32 s37, vcc_lo, exec_lo
	v_dual_add_f32 v179, v98, v99 :: v_dual_add_f32 v98, v172, v174
	v_cndmask_b32_e64 v101, v101, 0xff800000, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v2, v2, v185
	v_mul_f32_e32 v4, v4, v185
	v_mul_f32_e32 v6, v6, v185
	v_mul_f32_e32 v9, v9, v185
	v_exp_f32_e32 v175, v101
	v_add_f32_e32 v101, v111, v112
	v_dual_mul_f32 v103, 0x3fb8aa3b, v103 :: v_dual_mul_f32 v10, v10, v185
	v_mul_f32_e32 v11, v11, v185
	v_mul_f32_e32 v13, v13, v185
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v180, v100, v101
	v_cndmask_b32_e64 v103, v103, 0xff800000, vcc_lo
	v_add_f32_e32 v181, v102, v98
	v_cvt_f16_f32_e32 v100.l, v109
	s_delay_alu instid0(TRANS32_DEP_1)
	v_add_f32_e32 v99, v175, v176
	v_cvt_f16_f32_e32 v100.h, v110
	v_exp_f32_e32 v177, v103
	v_cvt_f16_f32_e32 v101.l, v111
	v_cvt_f16_f32_e32 v101.h, v112
	v_cvt_f16_f32_e32 v102.l, v118
	v_cvt_f16_f32_e64 v102.h, v170
	v_cvt_f16_f32_e64 v103.l, v172
	v_cvt_f16_f32_e64 v103.h, v174
	v_cvt_f16_f32_e64 v104.l, v175
	v_mul_f32_e32 v14, v14, v185
	s_delay_alu instid0(TRANS32_DEP_1)
	v_dual_mul_f32 v15, v15, v185 :: v_dual_add_f32 v98, v177, v178
	v_mul_f32_e32 v16, v16, v185
	v_mul_f32_e32 v17, v17, v185
	v_mul_f32_e32 v18, v18, v185
	v_mul_f32_e32 v19, v19, v185
	v_add_f32_e32 v184, v99, v98
	v_cvt_f16_f32_e32 v98.l, v117
	v_cvt_f16_f32_e32 v98.h, v106
	v_cvt_f16_f32_e32 v99.l, v107
	v_cvt_f16_f32_e32 v99.h, v108
	v_cvt_f16_f32_e64 v106.l, v177
	v_cvt_f16_f32_e64 v106.h, v178
	v_add_f32_e32 v170, v179, v180
	v_add_f32_e32 v191, v181, v184
	v_mul_f32_e32 v5, v5, v185
	v_mul_f32_e32 v20, v20, v185
	v_mul_f32_e32 v21, v21, v185
	v_mul_f32_e32 v22, v22, v185
	v_mul_f32_e32 v23, v23, v185
	v_mul_f32_e32 v24, v24, v185
	v_mul_f32_e32 v25, v25, v185
	v_mul_f32_e32 v26, v26, v185
	v_mul_f32_e32 v27, v27, v185
	v_mul_f32_e32 v28, v28, v185
	v_mul_f32_e32 v29, v29, v185
	v_mul_f32_e32 v30, v30, v185
	v_mul_f32_e32 v31, v31, v185
	v_mul_f32_e32 v32, v32, v185
	s_or_b32 s14, s14, s37
	s_cmpk_lt_u32 s13, 0x3fe0
	s_mov_b32 s13, s36
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v108, 16, v123
	v_lshrrev_b32_e32 v112, 16, v124
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v109, 16, v128
	v_lshrrev_b32_e32 v110, 16, v129
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v107, 16, v122
	v_mov_b16_e64 v122.h, v130.l
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v160, v98
	ds_store_b16_d16_hi v160, v98 offset:128
	ds_store_b16 v160, v99 offset:256
	ds_store_b16_d16_hi v160, v99 offset:384
	ds_store_b16 v160, v100 offset:512
	ds_store_b16_d16_hi v160, v100 offset:640
	ds_store_b16 v160, v101 offset:768
	ds_store_b16_d16_hi v160, v101 offset:896
	ds_store_b16 v160, v102 offset:1024
	ds_store_b16_d16_hi v160, v102 offset:1152
	ds_store_b16 v160, v103 offset:1280
	ds_store_b16_d16_hi v160, v103 offset:1408
	ds_store_b16 v160, v104 offset:1536
	ds_store_b16_d16_hi v160, v104 offset:1664
	ds_store_b16 v160, v106 offset:1792
	ds_store_b16_d16_hi v160, v106 offset:1920
	v_lshrrev_b32_e32 v104, 16, v127
	v_lshrrev_b32_e32 v99, 16, v119
	v_lshrrev_b32_e32 v98, 16, v113
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_mov_b16_e32 v119.h, v127.l
	v_lshrrev_b32_e32 v101, 16, v120
	v_mov_b16_e64 v120.h, v128.l
	v_lshrrev_b32_e32 v103, 16, v121
	v_mov_b16_e64 v121.h, v129.l
	v_lshrrev_b32_e32 v111, 16, v130
	ds_load_u16_d16 v174, v173
	ds_load_u16_d16 v175, v173 offset:128
	ds_load_u16_d16 v176, v173 offset:256
	ds_load_u16_d16 v177, v173 offset:384
	ds_load_u16_d16 v178, v173 offset:512
	ds_load_u16_d16 v179, v173 offset:640
	ds_load_u16_d16 v180, v173 offset:768
	ds_load_u16_d16 v181, v173 offset:896
	v_mov_b16_e32 v113.h, v123.l
	v_lshrrev_b32_e32 v100, 16, v114
	v_mov_b16_e32 v114.h, v124.l
	v_lshrrev_b32_e32 v102, 16, v115
	v_lshrrev_b32_e32 v117, 16, v125
	v_mov_b16_e32 v115.h, v125.l
	v_lshrrev_b32_e32 v106, 16, v116
	v_mov_b16_e32 v116.h, v126.l
	v_lshrrev_b32_e32 v172, 16, v126
	ds_load_u16_d16 v123, v173 offset:1024
	ds_load_u16_d16 v124, v173 offset:1152
	ds_load_u16_d16 v125, v173 offset:1280
	ds_load_u16_d16 v126, v173 offset:1408
	ds_load_u16_d16 v127, v173 offset:1536
	ds_load_u16_d16 v128, v173 offset:1664
	ds_load_u16_d16 v129, v173 offset:1792
	ds_load_u16_d16 v130, v173 offset:1920
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v174, v173 offset:64
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v175, v173 offset:192
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v176, v173 offset:320
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v177, v173 offset:448
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v178, v173 offset:576
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v179, v173 offset:704
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v180, v173 offset:832
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v181, v173 offset:960
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v123, v173 offset:1088
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v124, v173 offset:1216
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v125, v173 offset:1344
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v126, v173 offset:1472
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v127, v173 offset:1600
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v128, v173 offset:1728
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v129, v173 offset:1856
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v130, v173 offset:1984
	v_dual_mul_f32 v3, v3, v185 :: v_dual_mov_b32 v118, v113
	v_mov_b16_e32 v99.h, v104.l
	v_mov_b16_e32 v98.h, v108.l
	v_mul_f32_e32 v12, v12, v185
	v_mov_b16_e32 v101.h, v109.l
	v_mov_b16_e32 v100.h, v112.l
	v_mul_f32_e32 v1, v1, v185
	v_mov_b16_e32 v103.h, v110.l
	v_mov_b16_e32 v102.h, v117.l
	v_dual_mul_f32 v8, v8, v185 :: v_dual_mov_b32 v117, v122
	v_mov_b16_e32 v107.h, v111.l
	v_mov_b16_e64 v106.h, v172.l
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_2addr_b64 v182, v[118:119], v[98:99] offset1:8
	v_mov_b32_e32 v119, v114
	v_add_f32_e32 v98, v170, v191
	ds_store_2addr_b64 v166, v[119:120], v[100:101] offset0:16 offset1:24
	v_mov_b32_e32 v120, v115
	ds_store_2addr_b64 v167, v[120:121], v[102:103] offset0:32 offset1:40
	ds_store_2addr_b64 v168, v[116:117], v[106:107] offset0:48 offset1:56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[110:113], v139
	ds_load_b128 v[106:109], v183
	ds_load_b128 v[114:117], v183 offset:2048
	ds_load_b128 v[118:121], v139 offset:2048
	v_permlanex16_b32 v99, v98, s12, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v7, v7, v185 :: v_dual_add_f32 v170, v98, v99
	v_fmac_f32_e32 v170, v190, v105
	s_waitcnt lgkmcnt(2)
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[1:8], v[106:113], v[174:181], v[1:8]
	ds_load_b128 v[110:113], v139 offset:4096
	ds_load_b128 v[106:109], v183 offset:4096
	ds_load_b128 v[182:185], v183 offset:6144
	ds_load_b128 v[186:189], v139 offset:6144
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[9:16], v[114:121], v[174:181], v[9:16]
	ds_load_b128 v[114:117], v164
	s_waitcnt lgkmcnt(3)
	v_wmma_f32_16x16x16_f16 v[17:24], v[106:113], v[174:181], v[17:24]
	ds_load_b128 v[106:109], v164 offset:2048
	ds_load_b128 v[118:121], v165
	ds_load_b128 v[110:113], v165 offset:2048
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[25:32], v[182:189], v[174:181], v[25:32]
	ds_load_b128 v[172:175], v164 offset:4096
	ds_load_b128 v[180:183], v164 offset:6144
	ds_load_b128 v[176:179], v165 offset:4096
	ds_load_b128 v[184:187], v165 offset:6144
	s_waitcnt lgkmcnt(5)
	v_wmma_f32_16x16x16_f16 v[1:8], v[114:121], v[123:130], v[1:8]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[9:16], v[106:113], v[123:130], v[9:16]
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[17:24], v[172:179], v[123:130], v[17:24]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[180:187], v[123:130], v[25:32]
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_div_scale_f32 v0, null, v170, v170, 1.0
	v_div_scale_f32 v35, vcc_lo, 1.0, v170, 1.0
	v_cmp_gt_f32_e64 s0, 0x800000, v170
	s_barrier
	s_delay_alu instid0(VALU_DEP_3)
	v_rcp_f32_e32 v33, v0
	buffer_gl0_inv
	v_cndmask_b32_e64 v38, 0, 32, s0
	v_cndmask_b32_e64 v37, 0, 0x42000000, s0
	s_mul_i32 s0, s6, s2
	s_mul_i32 s6, s7, s3
	s_add_i32 s0, s0, s33
	s_add_i32 s7, s33, 0xffffc020
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_cmp_lt_i32 s7, 1
	v_fma_f32 v34, -v0, v33, 1.0
	v_fmac_f32_e32 v33, v34, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v35, v33
	v_fma_f32 v36, -v0, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v34, v36, v33
	v_ldexp_f32 v36, v170, v38
	v_fma_f32 v0, -v0, v34, v35
	s_delay_alu instid0(VALU_DEP_2)
	v_log_f32_e32 v35, v36
	v_add3_u32 v36, s0, s6, v141
	s_cselect_b32 s0, -1, 0
	s_mov_b32 s6, -1
	v_div_fmas_f32 v0, v0, v33, v34
	s_and_b32 vcc_lo, exec_lo, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_div_fixup_f32 v0, v0, v170, 1.0
	v_sub_f32_e32 v33, v35, v37
	v_lshl_add_u32 v35, v141, 2, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, 1.0, s14
	v_fmamk_f32 v33, v169, 0x3fb8aa3b, v33
	ds_store_b32 v171, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v0, v97
	v_mul_f32_e32 v33, 0x3f317218, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v34, v33, 0xff800000, s14
	v_lshlrev_b32_e32 v33, 2, v36
	s_cbranch_vccnz .LBB0_4
; %bb.3:
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v171, v34
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v36, v35
	s_sub_i32 s6, 0x4000, s33
	s_and_b32 s13, s5, 0xffff
	v_cmp_gt_i32_e32 vcc_lo, s6, v141
	s_cmp_eq_u32 s35, 0
	s_mov_b32 s15, 0x31027000
	s_cselect_b32 s6, -1, 0
	s_mov_b32 s14, 0x7ffffffe
	s_and_b32 vcc_lo, vcc_lo, s6
	s_mov_b32 s12, s4
	v_cndmask_b32_e32 v37, 0x80000000, v33, vcc_lo
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v36, v37, s[12:15], 0 offen
.LBB0_4:                                ; %Flow
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s6, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v171, v34
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v34, v35
	s_and_b32 s5, s5, 0xffff
	s_cmp_eq_u32 s35, 0
	s_mov_b32 s7, 0x31027000
	s_cselect_b32 vcc_lo, -1, 0
	s_mov_b32 s6, 0x7ffffffe
	v_cndmask_b32_e32 v33, 0x80000000, v33, vcc_lo
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v34, v33, s[4:7], 0 offen
.LBB0_6:
	s_lshr_b32 s4, s34, 2
	v_lshrrev_b32_e32 v33, 4, v142
	v_or_b32_e32 v34, s4, v140
	s_mul_i32 s2, s39, s2
	s_mul_i32 s3, s10, s3
	s_lshr_b32 s1, s1, 1
	s_mul_i32 s4, s11, s33
	v_mul_lo_u32 v35, v34, s11
	v_or_b32_e32 v34, s33, v34
	s_add_i32 s3, s3, s2
	v_or_b32_e32 v33, s1, v33
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v1, v1, v0, neg(0)
	v_fma_mixlo_f16 v2, v2, v0, neg(0)
	v_cmp_gt_i32_e32 vcc_lo, 0x4000, v34
	s_and_b32 s9, s9, 0xffff
	v_add3_u32 v34, s3, s4, v35
	s_mov_b32 s11, 0x31027000
	s_mov_b32 s10, 0x7ffffffe
	s_or_b32 vcc_lo, s0, vcc_lo
	v_fma_mixlo_f16 v3, v3, v0, neg(0)
	v_add_lshl_u32 v33, v34, v33, 1
	v_fma_mixlo_f16 v4, v4, v0, neg(0)
	v_fma_mixlo_f16 v5, v5, v0, neg(0)
	v_fma_mixlo_f16 v6, v6, v0, neg(0)
	v_fma_mixlo_f16 v7, v7, v0, neg(0)
	v_add_nc_u32_e32 v34, 4, v33
	v_cndmask_b32_e32 v35, 0x80000000, v33, vcc_lo
	v_fma_mixlo_f16 v8, v8, v0, neg(0)
	v_fma_mixlo_f16 v9, v9, v0, neg(0)
	v_fma_mixlo_f16 v10, v10, v0, neg(0)
	v_cndmask_b32_e32 v34, 0x80000000, v34, vcc_lo
	v_fma_mixlo_f16 v11, v11, v0, neg(0)
	v_fma_mixlo_f16 v12, v12, v0, neg(0)
	v_fma_mixlo_f16 v13, v13, v0, neg(0)
	s_clause 0x1
	buffer_store_b16 v1, v35, s[8:11], 0 offen
	buffer_store_b16 v2, v34, s[8:11], 0 offen
	v_add_nc_u32_e32 v2, 12, v33
	v_add_nc_u32_e32 v1, 8, v33
	v_fma_mixlo_f16 v14, v14, v0, neg(0)
	v_fma_mixlo_f16 v15, v15, v0, neg(0)
	v_fma_mixlo_f16 v16, v16, v0, neg(0)
	v_fma_mixlo_f16 v17, v17, v0, neg(0)
	v_fma_mixlo_f16 v18, v18, v0, neg(0)
	v_fma_mixlo_f16 v19, v19, v0, neg(0)
	v_fma_mixlo_f16 v20, v20, v0, neg(0)
	v_fma_mixlo_f16 v21, v21, v0, neg(0)
	v_fma_mixlo_f16 v22, v22, v0, neg(0)
	v_fma_mixlo_f16 v23, v23, v0, neg(0)
	v_fma_mixlo_f16 v24, v24, v0, neg(0)
	v_fma_mixlo_f16 v25, v25, v0, neg(0)
	v_fma_mixlo_f16 v26, v26, v0, neg(0)
	v_fma_mixlo_f16 v27, v27, v0, neg(0)
	v_fma_mixlo_f16 v28, v28, v0, neg(0)
	v_fma_mixlo_f16 v29, v29, v0, neg(0)
	v_fma_mixlo_f16 v30, v30, v0, neg(0)
	v_fma_mixlo_f16 v31, v31, v0, neg(0)
	v_fma_mixlo_f16 v0, v32, v0, neg(0)
	v_add_nc_u32_e32 v32, 16, v33
	v_add_nc_u32_e32 v34, 20, v33
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_add_nc_u32 v35, 24, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v32, 0x80000000, v32
	v_dual_cndmask_b32 v34, 0x80000000, v34 :: v_dual_cndmask_b32 v35, 0x80000000, v35
	s_clause 0x4
	buffer_store_b16 v3, v1, s[8:11], 0 offen
	buffer_store_b16 v4, v2, s[8:11], 0 offen
	buffer_store_b16 v5, v32, s[8:11], 0 offen
	buffer_store_b16 v6, v34, s[8:11], 0 offen
	buffer_store_b16 v7, v35, s[8:11], 0 offen
	v_add_nc_u32_e32 v2, 64, v33
	v_add_nc_u32_e32 v1, 28, v33
	v_add_nc_u32_e32 v3, 0x44, v33
	v_add_nc_u32_e32 v4, 0x48, v33
	v_add_nc_u32_e32 v5, 0x4c, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v1, 0x80000000, v1
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v8, v1, s[8:11], 0 offen
	buffer_store_b16 v9, v2, s[8:11], 0 offen
	buffer_store_b16 v10, v3, s[8:11], 0 offen
	buffer_store_b16 v11, v4, s[8:11], 0 offen
	buffer_store_b16 v12, v5, s[8:11], 0 offen
	v_add_nc_u32_e32 v1, 0x50, v33
	v_add_nc_u32_e32 v2, 0x54, v33
	v_add_nc_u32_e32 v3, 0x58, v33
	v_add_nc_u32_e32 v4, 0x5c, v33
	v_add_nc_u32_e32 v5, 0x80, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v13, v1, s[8:11], 0 offen
	buffer_store_b16 v14, v2, s[8:11], 0 offen
	buffer_store_b16 v15, v3, s[8:11], 0 offen
	buffer_store_b16 v16, v4, s[8:11], 0 offen
	buffer_store_b16 v17, v5, s[8:11], 0 offen
	v_add_nc_u32_e32 v1, 0x84, v33
	v_add_nc_u32_e32 v2, 0x88, v33
	v_add_nc_u32_e32 v3, 0x8c, v33
	v_add_nc_u32_e32 v4, 0x90, v33
	v_add_nc_u32_e32 v5, 0x94, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v18, v1, s[8:11], 0 offen
	buffer_store_b16 v19, v2, s[8:11], 0 offen
	buffer_store_b16 v20, v3, s[8:11], 0 offen
	buffer_store_b16 v21, v4, s[8:11], 0 offen
	buffer_store_b16 v22, v5, s[8:11], 0 offen
	v_add_nc_u32_e32 v1, 0x98, v33
	v_add_nc_u32_e32 v2, 0x9c, v33
	v_add_nc_u32_e32 v3, 0xc0, v33
	v_add_nc_u32_e32 v4, 0xc4, v33
	v_add_nc_u32_e32 v5, 0xc8, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v23, v1, s[8:11], 0 offen
	buffer_store_b16 v24, v2, s[8:11], 0 offen
	buffer_store_b16 v25, v3, s[8:11], 0 offen
	buffer_store_b16 v26, v4, s[8:11], 0 offen
	buffer_store_b16 v27, v5, s[8:11], 0 offen
	v_add_nc_u32_e32 v1, 0xcc, v33
	v_add_nc_u32_e32 v2, 0xd0, v33
	v_add_nc_u32_e32 v3, 0xd4, v33
	v_add_nc_u32_e32 v4, 0xd8, v33
	v_add_nc_u32_e32 v5, 0xdc, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v28, v1, s[8:11], 0 offen
	buffer_store_b16 v29, v2, s[8:11], 0 offen
	buffer_store_b16 v30, v3, s[8:11], 0 offen
	buffer_store_b16 v31, v4, s[8:11], 0 offen
	buffer_store_b16 v0, v5, s[8:11], 0 offen
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
		.amdhsa_next_free_vgpr 192
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
; Occupancy: 8
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 0
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .vgpr_count:     192
    .vgpr_spill_count: 0
    .wavefront_size: 32
