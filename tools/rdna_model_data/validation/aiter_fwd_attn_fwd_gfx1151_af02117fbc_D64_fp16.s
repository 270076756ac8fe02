	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
; %bb.0:
	v_readfirstlane_b32 s5, v0
	v_and_b32_e32 v1, 31, v0
	s_load_b256 s[8:15], s[0:1], 0x20
	s_lshl_b32 s3, s3, 7
	v_dual_mov_b32 v38, 0x7632 :: v_dual_and_b32 v35, 7, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_and_or_b32 v86, 0xe0, s5, v1
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s39, 0x31027000
	s_mov_b32 s38, 0x7ffffffe
	v_dual_mov_b32 v33, 0x5410 :: v_dual_mov_b32 v66, 1.0
	v_lshrrev_b32_e32 v36, 3, v86
	v_bfe_i32 v40, v0, 3, 1
	s_mov_b32 s24, 0
	v_and_b32_e32 v42, 0xf8, v86
	s_mov_b32 s25, s24
	v_or_b32_e32 v3, s3, v36
	v_or_b32_e32 v37, 32, v36
	v_or_b32_e32 v1, 64, v36
	v_or_b32_e32 v2, 0x60, v36
	s_mov_b32 s26, s24
	v_cmp_gt_i32_e32 vcc_lo, 0x1000, v3
	v_lshlrev_b32_e32 v34, 3, v35
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s6, s11, s2
	s_mul_i32 s7, s10, s4
	v_mul_lo_u32 v4, v36, s12
	s_mul_i32 s10, s12, s3
	s_add_i32 s6, s6, s7
	v_mul_lo_u32 v5, v37, s12
	v_mul_lo_u32 v1, v1, s12
	v_add3_u32 v6, s6, s10, v34
	v_mul_lo_u32 v2, v2, s12
	s_and_b32 s37, s17, 0xffff
	s_mov_b32 s36, s16
	s_clause 0x2
	s_load_b64 s[10:11], s[0:1], 0x80
	s_load_b64 s[6:7], s[0:1], 0x50
	s_load_b128 s[40:43], s[0:1], 0x40
	v_add_lshl_u32 v4, v6, v4, 1
	v_add_lshl_u32 v3, v6, v5, 1
	v_add_lshl_u32 v1, v6, v1, 1
	s_mov_b64 s[16:17], s[22:23]
	v_add_lshl_u32 v2, v6, v2, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	s_mul_i32 s1, s14, s2
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	s_clause 0x3
	buffer_load_b128 v[17:20], v4, s[36:39], 0 offen
	buffer_load_b128 v[21:24], v3, s[36:39], 0 offen
	buffer_load_b128 v[25:28], v1, s[36:39], 0 offen
	buffer_load_b128 v[29:32], v2, s[36:39], 0 offen
	v_mov_b32_e32 v1, 0
	v_and_b32_e32 v39, 16, v0
	v_and_b32_e32 v87, 15, v0
	v_lshlrev_b32_e32 v41, 4, v35
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v3, v1 :: v_dual_lshlrev_b32 v44, 1, v86
	v_mov_b32_e32 v6, v1
	v_cmp_eq_u32_e32 vcc_lo, 0, v39
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v5, v1
	v_dual_mov_b32 v12, v1 :: v_dual_and_b32 v39, 0x410, v40
	v_cndmask_b32_e32 v33, 0x1054, v33, vcc_lo
	v_mul_u32_u24_e32 v40, 0x90, v35
	v_cndmask_b32_e32 v38, 0x3276, v38, vcc_lo
	v_mov_b32_e32 v8, v1
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s14, s41, s2
	v_lshl_or_b32 v33, v33, 8, v33
	v_xor_b32_e32 v89, v40, v39
	v_lshrrev_b32_e32 v39, 2, v42
	v_lshl_or_b32 v38, v38, 8, v38
	v_lshrrev_b32_e32 v42, 1, v42
	s_mul_i32 s13, s13, s4
	s_mul_i32 s22, s40, s4
	v_dual_mov_b32 v9, v1 :: v_dual_and_b32 v52, 0x540054, v33
	v_add3_u32 v33, s1, s13, v34
	v_add3_u32 v34, s14, s22, v34
	v_mov_b32_e32 v4, v1
	v_dual_mov_b32 v7, v1 :: v_dual_and_b32 v40, 0x70, v44
	v_dual_mov_b32 v11, v1 :: v_dual_and_b32 v38, 0x760076, v38
	v_dual_mov_b32 v14, v1 :: v_dual_lshlrev_b32 v43, 4, v86
	v_lshl_or_b32 v88, v87, 7, v41
	v_xor_b32_e32 v41, v42, v41
	s_lshr_b32 s0, s5, 5
	v_mad_u64_u32 v[81:82], null, v36, s15, v[33:34]
	v_or_b32_e32 v60, 1, v39
	v_lshl_or_b32 v44, s0, 11, v88
	v_xor_b32_e32 v40, v40, v43
	v_mad_u64_u32 v[82:83], null, v37, s15, v[33:34]
	v_lshl_or_b32 v33, v38, 4, v38
	v_lshl_or_b32 v104, v35, 10, v41
	v_mad_u64_u32 v[83:84], null, v39, s42, v[34:35]
	v_dual_mov_b32 v16, v1 :: v_dual_add_nc_u32 v43, 0, v44
	v_xor_b32_e32 v45, 16, v88
	v_xor_b32_e32 v46, 32, v88
	v_xor_b32_e32 v47, 48, v88
	v_xor_b32_e32 v48, 64, v88
	v_xor_b32_e32 v49, 0x50, v88
	v_xor_b32_e32 v50, 0x60, v88
	v_xor_b32_e32 v51, 0x70, v88
	v_xor_b32_e32 v53, 16, v89
	v_xor_b32_e32 v54, 32, v89
	v_xor_b32_e32 v55, 48, v89
	v_xor_b32_e32 v56, 64, v89
	v_xor_b32_e32 v57, 0x50, v89
	v_xor_b32_e32 v58, 0x60, v89
	v_xor_b32_e32 v59, 0x70, v89
	v_xad_u32 v61, v44, 16, 0
	v_xad_u32 v62, v44, 32, 0
	v_xad_u32 v63, v44, 48, 0
	v_xad_u32 v64, v44, 64, 0
	v_xad_u32 v67, 0x50, v44, 0
	v_xad_u32 v68, 0x60, v44, 0
	v_xad_u32 v69, 0x70, v44, 0
	v_lshl_or_b32 v44, v52, 4, v52
	v_add_nc_u32_e32 v105, 0, v40
	v_mad_u64_u32 v[84:85], null, v60, s42, v[34:35]
	v_and_b32_e32 v106, 0x7060706, v33
	v_xor_b32_e32 v33, 16, v104
	v_xor_b32_e32 v34, 32, v104
	v_xor_b32_e32 v35, 48, v104
	v_xor_b32_e32 v36, 64, v104
	v_xor_b32_e32 v37, 0x50, v104
	v_xor_b32_e32 v38, 0x60, v104
	v_xor_b32_e32 v39, 0x70, v104
	v_dual_mov_b32 v13, v1 :: v_dual_add_nc_u32 v90, 0, v45
	v_dual_mov_b32 v15, v1 :: v_dual_add_nc_u32 v92, 0, v47
	v_add_nc_u32_e32 v91, 0, v46
	v_add_nc_u32_e32 v93, 0, v48
	v_add_nc_u32_e32 v94, 0, v49
	v_add_nc_u32_e32 v95, 0, v50
	v_add_nc_u32_e32 v96, 0, v51
	v_add_nc_u32_e32 v97, 0, v53
	v_add_nc_u32_e32 v98, 0, v54
	v_add_nc_u32_e32 v99, 0, v55
	v_add_nc_u32_e32 v100, 0, v56
	v_add_nc_u32_e32 v101, 0, v57
	v_add_nc_u32_e32 v102, 0, v58
	v_add_nc_u32_e32 v103, 0, v59
	v_and_b32_e32 v85, 0x5040504, v44
	v_add_nc_u32_e32 v107, 0, v33
	v_add_nc_u32_e32 v108, 0, v34
	v_add_nc_u32_e32 v109, 0, v35
	v_add_nc_u32_e32 v110, 0, v36
	v_add_nc_u32_e32 v111, 0, v37
	v_add_nc_u32_e32 v112, 0, v38
	v_add_nc_u32_e32 v113, 0, v39
	v_dual_mov_b32 v65, 0xff800000 :: v_dual_mov_b32 v2, v1
	s_mov_b32 s12, 0x76543210
	s_mov_b32 s27, s24
	s_mov_b32 s28, s24
	s_mov_b32 s29, s24
	s_mov_b32 s30, s24
	s_mov_b32 s31, s24
	s_and_b32 s21, s21, 0xffff
	s_and_b32 s37, s19, 0xffff
	s_mov_b32 s36, s18
	s_mov_b32 s22, s38
	s_mov_b32 s23, s39
	s_mov_b32 s1, s24
                                        ; implicit-def: $sgpr13
	s_waitcnt vmcnt(3)
	ds_store_b128 v105, v[17:20]
	s_waitcnt vmcnt(2)
	ds_store_b128 v105, v[21:24] offset:4096
	s_waitcnt vmcnt(1)
	ds_store_b128 v105, v[25:28] offset:8192
	s_waitcnt vmcnt(0)
	ds_store_b128 v105, v[29:32] offset:12288
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v18, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[33:36], v43
	ds_load_b128 v[37:40], v61
	ds_load_b128 v[41:44], v62
	ds_load_b128 v[45:48], v63
	ds_load_b128 v[49:52], v64
	ds_load_b128 v[53:56], v67
	ds_load_b128 v[57:60], v68
	ds_load_b128 v[61:64], v69
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v20, v1
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v24, v1
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v26, v1
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v28, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v30, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v32, v1
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s14, s1, s15
	v_dual_mov_b32 v71, s30 :: v_dual_add_nc_u32 v116, 0, v88
	v_add_lshl_u32 v67, s14, v81, 1
	v_add_lshl_u32 v68, s14, v82, 1
	s_mul_i32 s14, s1, s42
	v_dual_mov_b32 v114, v66 :: v_dual_mov_b32 v115, v65
	s_clause 0x1
	buffer_load_b128 v[73:76], v67, s[36:39], 0 offen
	buffer_load_b128 v[77:80], v68, s[36:39], 0 offen
	v_add_lshl_u32 v239, s14, v83, 1
	v_add_lshl_u32 v240, s14, v84, 1
	v_dual_mov_b32 v72, s31 :: v_dual_mov_b32 v69, s28
	v_dual_mov_b32 v70, s29 :: v_dual_mov_b32 v67, s26
	v_dual_mov_b32 v68, s27 :: v_dual_mov_b32 v65, s24
	v_dual_mov_b32 v66, s25 :: v_dual_add_nc_u32 v117, 0, v89
	s_and_not1_b32 s13, s13, exec_lo
	s_add_i32 s18, s1, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v105, v[73:76]
	ds_store_b128 v105, v[77:80] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1
	buffer_load_b128 v[247:250], v239, s[20:23], 0 offen
	buffer_load_b128 v[251:254], v240, s[20:23], 0 offen
	ds_load_b128 v[73:76], v116
	ds_load_b128 v[119:122], v116 offset:2048
	ds_load_b128 v[127:130], v116 offset:4096
	ds_load_b128 v[135:138], v116 offset:6144
	ds_load_b128 v[77:80], v90
	ds_load_b128 v[123:126], v90 offset:2048
	ds_load_b128 v[131:134], v90 offset:4096
	ds_load_b128 v[139:142], v90 offset:6144
	ds_load_b128 v[143:146], v91
	ds_load_b128 v[151:154], v91 offset:2048
	ds_load_b128 v[159:162], v91 offset:4096
	ds_load_b128 v[167:170], v91 offset:6144
	ds_load_b128 v[147:150], v92
	ds_load_b128 v[155:158], v92 offset:2048
	ds_load_b128 v[163:166], v92 offset:4096
	ds_load_b128 v[171:174], v92 offset:6144
	ds_load_b128 v[175:178], v93
	ds_load_b128 v[183:186], v93 offset:2048
	ds_load_b128 v[191:194], v93 offset:4096
	ds_load_b128 v[199:202], v93 offset:6144
	ds_load_b128 v[179:182], v94
	ds_load_b128 v[187:190], v94 offset:2048
	ds_load_b128 v[195:198], v94 offset:4096
	ds_load_b128 v[203:206], v94 offset:6144
	ds_load_b128 v[207:210], v95
	ds_load_b128 v[215:218], v95 offset:2048
	ds_load_b128 v[223:226], v95 offset:4096
	ds_load_b128 v[231:234], v95 offset:6144
	ds_load_b128 v[211:214], v96
	ds_load_b128 v[219:222], v96 offset:2048
	ds_load_b128 v[227:230], v96 offset:4096
	ds_load_b128 v[235:238], v96 offset:6144
	s_waitcnt lgkmcnt(27)
	v_wmma_f32_16x16x16_f16 v[239:246], v[73:80], v[33:40], v[65:72]
	s_waitcnt lgkmcnt(26)
	v_wmma_f32_16x16x16_f16 v[73:80], v[119:126], v[33:40], v[65:72]
	s_waitcnt lgkmcnt(25)
	v_wmma_f32_16x16x16_f16 v[119:126], v[127:134], v[33:40], v[65:72]
	s_waitcnt lgkmcnt(24)
	v_wmma_f32_16x16x16_f16 v[127:134], v[135:142], v[33:40], v[65:72]
	s_waitcnt lgkmcnt(19)
	v_wmma_f32_16x16x16_f16 v[239:246], v[143:150], v[41:48], v[239:246]
	s_waitcnt lgkmcnt(18)
	v_wmma_f32_16x16x16_f16 v[73:80], v[151:158], v[41:48], v[73:80]
	s_waitcnt lgkmcnt(17)
	v_wmma_f32_16x16x16_f16 v[119:126], v[159:166], v[41:48], v[119:126]
	s_waitcnt lgkmcnt(16)
	v_wmma_f32_16x16x16_f16 v[127:134], v[167:174], v[41:48], v[127:134]
	s_waitcnt lgkmcnt(11)
	v_wmma_f32_16x16x16_f16 v[239:246], v[175:182], v[49:56], v[239:246]
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[73:80], v[183:190], v[49:56], v[73:80]
	s_waitcnt lgkmcnt(9)
	v_wmma_f32_16x16x16_f16 v[119:126], v[191:198], v[49:56], v[119:126]
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[127:134], v[199:206], v[49:56], v[127:134]
	s_waitcnt lgkmcnt(3)
	v_wmma_f32_16x16x16_f16 v[239:246], v[207:214], v[57:64], v[239:246]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[73:80], v[215:222], v[57:64], v[73:80]
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[119:126], v[223:230], v[57:64], v[119:126]
	v_add_nc_u32_e32 v118, 0, v104
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[127:134], v[231:238], v[57:64], v[127:134]
	v_dual_mul_f32 v65, 0x3e000000, v239 :: v_dual_mul_f32 v66, 0x3e000000, v240
	v_dual_mul_f32 v67, 0x3e000000, v241 :: v_dual_mul_f32 v68, 0x3e000000, v242
	v_dual_mul_f32 v69, 0x3e000000, v243 :: v_dual_mul_f32 v70, 0x3e000000, v244
	v_dual_mul_f32 v71, 0x3e000000, v245 :: v_dual_mul_f32 v72, 0x3e000000, v246
	v_dual_mul_f32 v137, 0x3e000000, v76 :: v_dual_mul_f32 v116, 0x3e000000, v73
	v_dual_mul_f32 v135, 0x3e000000, v74 :: v_dual_mul_f32 v136, 0x3e000000, v75
	v_dual_mul_f32 v139, 0x3e000000, v78 :: v_dual_mul_f32 v138, 0x3e000000, v77
	v_dual_mul_f32 v141, 0x3e000000, v80 :: v_dual_mul_f32 v140, 0x3e000000, v79
	v_dual_mul_f32 v143, 0x3e000000, v120 :: v_dual_mul_f32 v142, 0x3e000000, v119
	v_dual_mul_f32 v145, 0x3e000000, v122 :: v_dual_mul_f32 v144, 0x3e000000, v121
	v_dual_mul_f32 v147, 0x3e000000, v124 :: v_dual_mul_f32 v146, 0x3e000000, v123
	v_dual_mul_f32 v149, 0x3e000000, v126 :: v_dual_mul_f32 v148, 0x3e000000, v125
	v_dual_mul_f32 v151, 0x3e000000, v128 :: v_dual_mul_f32 v150, 0x3e000000, v127
	v_dual_mul_f32 v153, 0x3e000000, v130 :: v_dual_mul_f32 v152, 0x3e000000, v129
	v_dual_mul_f32 v155, 0x3e000000, v132 :: v_dual_mul_f32 v154, 0x3e000000, v131
	v_dual_mul_f32 v157, 0x3e000000, v134 :: v_dual_mul_f32 v156, 0x3e000000, v133
	v_max_f32_e32 v65, v65, v66
	v_max3_f32 v66, v68, v69, v70
	v_max3_f32 v68, v71, v72, v116
	v_max3_f32 v69, v135, v136, v137
	v_max3_f32 v70, v138, v139, v140
	v_max3_f32 v71, v141, v142, v143
	v_max3_f32 v72, v144, v145, v146
	v_max3_f32 v116, v147, v148, v149
	v_max3_f32 v135, v150, v151, v152
	v_max3_f32 v136, v153, v154, v155
	v_max3_f32 v65, v65, v67, v66
	v_max3_f32 v66, v69, v70, v71
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_max3_f32 v67, v72, v116, v135
	v_max3_f32 v69, v136, v156, v157
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v65, v65, v68, v66
	v_max3_f32 v65, v65, v67, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v66, v65, s12, 0xfedcba98 op_sel:[1,0]
	v_max3_f32 v65, v115, v65, v66
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f32 v66, 0x3e000000, v239, -v65
	v_fma_f32 v67, 0x3e000000, v240, -v65
	v_fma_f32 v68, 0x3e000000, v241, -v65
	v_fma_f32 v69, 0x3e000000, v242, -v65
	v_fma_f32 v70, 0x3e000000, v243, -v65
	v_fma_f32 v71, 0x3e000000, v244, -v65
	v_fma_f32 v72, 0x3e000000, v245, -v65
	v_fma_f32 v116, 0x3e000000, v246, -v65
	v_fma_f32 v73, 0x3e000000, v73, -v65
	v_fma_f32 v74, 0x3e000000, v74, -v65
	v_fma_f32 v75, 0x3e000000, v75, -v65
	v_fma_f32 v76, 0x3e000000, v76, -v65
	v_fma_f32 v77, 0x3e000000, v77, -v65
	v_fma_f32 v78, 0x3e000000, v78, -v65
	v_fma_f32 v79, 0x3e000000, v79, -v65
	v_fma_f32 v80, 0x3e000000, v80, -v65
	v_fma_f32 v119, 0x3e000000, v119, -v65
	v_fma_f32 v120, 0x3e000000, v120, -v65
	v_fma_f32 v121, 0x3e000000, v121, -v65
	v_fma_f32 v122, 0x3e000000, v122, -v65
	v_fma_f32 v123, 0x3e000000, v123, -v65
	v_fma_f32 v124, 0x3e000000, v124, -v65
	v_fma_f32 v125, 0x3e000000, v125, -v65
	v_fma_f32 v126, 0x3e000000, v126, -v65
	v_fma_f32 v127, 0x3e000000, v127, -v65
	v_fma_f32 v128, 0x3e000000, v128, -v65
	v_fma_f32 v129, 0x3e000000, v129, -v65
	v_fma_f32 v130, 0x3e000000, v130, -v65
	v_fma_f32 v131, 0x3e000000, v131, -v65
	v_fma_f32 v132, 0x3e000000, v132, -v65
	v_fma_f32 v133, 0x3e000000, v133, -v65
	v_fma_f32 v134, 0x3e000000, v134, -v65
	v_dual_sub_f32 v115, v115, v65 :: v_dual_mul_f32 v66, 0x3fb8aa3b, v66
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v65
	v_dual_mul_f32 v67, 0x3fb8aa3b, v67 :: v_dual_mul_f32 v68, 0x3fb8aa3b, v68
	v_dual_mul_f32 v69, 0x3fb8aa3b, v69 :: v_dual_mul_f32 v70, 0x3fb8aa3b, v70
	v_dual_mul_f32 v71, 0x3fb8aa3b, v71 :: v_dual_mul_f32 v72, 0x3fb8aa3b, v72
	v_dual_mul_f32 v116, 0x3fb8aa3b, v116 :: v_dual_mul_f32 v73, 0x3fb8aa3b, v73
	v_dual_mul_f32 v74, 0x3fb8aa3b, v74 :: v_dual_mul_f32 v75, 0x3fb8aa3b, v75
	v_dual_mul_f32 v76, 0x3fb8aa3b, v76 :: v_dual_mul_f32 v77, 0x3fb8aa3b, v77
	v_dual_mul_f32 v78, 0x3fb8aa3b, v78 :: v_dual_mul_f32 v79, 0x3fb8aa3b, v79
	v_dual_mul_f32 v80, 0x3fb8aa3b, v80 :: v_dual_mul_f32 v119, 0x3fb8aa3b, v119
	v_dual_mul_f32 v120, 0x3fb8aa3b, v120 :: v_dual_mul_f32 v121, 0x3fb8aa3b, v121
	v_dual_mul_f32 v122, 0x3fb8aa3b, v122 :: v_dual_mul_f32 v123, 0x3fb8aa3b, v123
	v_dual_mul_f32 v124, 0x3fb8aa3b, v124 :: v_dual_mul_f32 v125, 0x3fb8aa3b, v125
	v_dual_mul_f32 v126, 0x3fb8aa3b, v126 :: v_dual_mul_f32 v127, 0x3fb8aa3b, v127
	v_dual_mul_f32 v128, 0x3fb8aa3b, v128 :: v_dual_mul_f32 v129, 0x3fb8aa3b, v129
	v_dual_mul_f32 v130, 0x3fb8aa3b, v130 :: v_dual_mul_f32 v131, 0x3fb8aa3b, v131
	v_dual_mul_f32 v132, 0x3fb8aa3b, v132 :: v_dual_mul_f32 v133, 0x3fb8aa3b, v133
	v_dual_mul_f32 v134, 0x3fb8aa3b, v134 :: v_dual_mul_f32 v115, 0x3fb8aa3b, v115
	v_cndmask_b32_e64 v66, v66, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v67, v67, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v68, v68, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v69, v69, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v70, v70, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v71, v71, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v72, v72, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v116, v116, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v73, v73, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v74, v74, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v75, v75, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v76, v76, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v77, v77, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v78, v78, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v79, v79, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v80, v80, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v119, v119, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v120, v120, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v121, v121, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v122, v122, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v123, v123, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v124, v124, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v125, v125, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v126, v126, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v127, v127, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v128, v128, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v129, v129, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v130, v130, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v131, v131, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v132, v132, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v133, v133, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v134, v134, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v115, v115, 0xff800000, vcc_lo
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v116, v116
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	v_exp_f32_e32 v80, v80
	v_exp_f32_e32 v119, v119
	v_exp_f32_e32 v120, v120
	v_exp_f32_e32 v121, v121
	v_exp_f32_e32 v122, v122
	v_exp_f32_e32 v123, v123
	v_exp_f32_e32 v124, v124
	v_exp_f32_e32 v125, v125
	v_exp_f32_e32 v126, v126
	v_exp_f32_e32 v127, v127
	v_exp_f32_e32 v128, v128
	v_exp_f32_e32 v129, v129
	v_exp_f32_e32 v130, v130
	v_exp_f32_e32 v131, v131
	v_exp_f32_e32 v132, v132
	v_exp_f32_e32 v133, v133
	v_exp_f32_e32 v134, v134
	v_exp_f32_e32 v115, v115
	v_dual_add_f32 v135, v66, v67 :: v_dual_add_f32 v136, v68, v69
	v_dual_add_f32 v137, v70, v71 :: v_dual_add_f32 v138, v72, v116
	v_dual_add_f32 v139, v73, v74 :: v_dual_add_f32 v140, v75, v76
	v_dual_add_f32 v141, v77, v78 :: v_dual_add_f32 v142, v79, v80
	v_cvt_f16_f32_e64 v154.h, v116
	v_cvt_f16_f32_e32 v116.h, v74
	v_cvt_f16_f32_e32 v74.l, v75
	v_cvt_f16_f32_e32 v75.l, v77
	v_cvt_f16_f32_e32 v77.l, v119
	v_cvt_f16_f32_e32 v77.h, v120
	v_dual_add_f32 v143, v119, v120 :: v_dual_add_f32 v144, v121, v122
	v_dual_add_f32 v145, v123, v124 :: v_dual_add_f32 v146, v125, v126
	v_dual_add_f32 v147, v127, v128 :: v_dual_add_f32 v148, v129, v130
	v_dual_add_f32 v149, v131, v132 :: v_dual_add_f32 v150, v133, v134
	v_cvt_f16_f32_e32 v74.h, v76
	v_cvt_f16_f32_e32 v76.h, v80
	v_cvt_f16_f32_e32 v80.l, v125
	v_cvt_f16_f32_e32 v80.h, v126
	v_mul_f32_e32 v1, v1, v115
	v_mul_f32_e32 v2, v2, v115
	v_mul_f32_e32 v4, v4, v115
	v_mul_f32_e32 v5, v5, v115
	v_cvt_f16_f32_e64 v151.l, v66
	v_cvt_f16_f32_e64 v151.h, v67
	v_cvt_f16_f32_e64 v152.l, v68
	v_cvt_f16_f32_e64 v152.h, v69
	v_cvt_f16_f32_e64 v153.l, v70
	v_cvt_f16_f32_e64 v153.h, v71
	v_cvt_f16_f32_e64 v154.l, v72
	v_cvt_f16_f32_e32 v75.h, v78
	v_cvt_f16_f32_e32 v78.l, v121
	v_cvt_f16_f32_e32 v78.h, v122
	v_dual_add_f32 v66, v135, v136 :: v_dual_add_f32 v67, v137, v138
	v_dual_add_f32 v68, v139, v140 :: v_dual_add_f32 v69, v141, v142
	v_cvt_f16_f32_e32 v116.l, v73
	v_cvt_f16_f32_e32 v76.l, v79
	v_cvt_f16_f32_e64 v155.h, v128
	v_permlanex16_b32 v128, v77, s12, 0xfedcba98 op_sel:[1,0]
	v_dual_mul_f32 v6, v6, v115 :: v_dual_add_f32 v71, v145, v146
	v_dual_mul_f32 v8, v8, v115 :: v_dual_add_f32 v73, v149, v150
	v_dual_mul_f32 v9, v9, v115 :: v_dual_add_f32 v70, v143, v144
	v_dual_mul_f32 v13, v13, v115 :: v_dual_add_f32 v72, v147, v148
	v_cvt_f16_f32_e32 v79.l, v123
	v_cvt_f16_f32_e32 v79.h, v124
	v_cvt_f16_f32_e64 v158.h, v134
	v_permlanex16_b32 v134, v80, s12, 0xfedcba98 op_sel:[1,0]
	v_dual_mul_f32 v3, v3, v115 :: v_dual_add_f32 v144, v68, v69
	v_cvt_f16_f32_e64 v156.h, v130
	v_permlanex16_b32 v121, v153, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v122, v154, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v124, v74, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v130, v78, s12, 0xfedcba98 op_sel:[1,0]
	v_add_f32_e32 v143, v66, v67
	v_cvt_f16_f32_e64 v155.l, v127
	v_cvt_f16_f32_e64 v156.l, v129
	v_cvt_f16_f32_e64 v157.l, v131
	v_cvt_f16_f32_e64 v157.h, v132
	v_cvt_f16_f32_e64 v158.l, v133
	v_permlanex16_b32 v119, v151, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v120, v152, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v123, v116, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v125, v75, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v126, v76, s12, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v127, v128, v77, v85
	v_perm_b32 v128, v128, v77, v106
	v_dual_mul_f32 v7, v7, v115 :: v_dual_add_f32 v146, v72, v73
	v_permlanex16_b32 v132, v79, s12, 0xfedcba98 op_sel:[1,0]
	v_add_f32_e32 v145, v70, v71
	v_perm_b32 v133, v134, v80, v85
	v_perm_b32 v134, v134, v80, v106
	v_mul_f32_e32 v17, v17, v115
	v_perm_b32 v70, v121, v153, v85
	v_perm_b32 v71, v121, v153, v106
	v_perm_b32 v72, v122, v154, v85
	v_perm_b32 v73, v122, v154, v106
	v_perm_b32 v121, v124, v74, v85
	v_perm_b32 v122, v124, v74, v106
	v_perm_b32 v129, v130, v78, v85
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v77, 16, v251
	v_lshrrev_b32_e32 v80, 16, v252
	v_perm_b32 v130, v130, v78, v106
	v_add_f32_e32 v74, v143, v144
	v_lshrrev_b32_e32 v78, 16, v247
	v_lshrrev_b32_e32 v144, 16, v253
	v_lshrrev_b32_e32 v147, 16, v254
	v_permlanex16_b32 v136, v155, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v138, v156, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v140, v157, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v142, v158, s12, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v66, v119, v151, v85
	v_perm_b32 v67, v119, v151, v106
	v_perm_b32 v68, v120, v152, v85
	v_perm_b32 v69, v120, v152, v106
	v_perm_b32 v119, v123, v116, v85
	v_perm_b32 v120, v123, v116, v106
	v_perm_b32 v123, v125, v75, v85
	v_perm_b32 v124, v125, v75, v106
	v_perm_b32 v125, v126, v76, v85
	v_perm_b32 v126, v126, v76, v106
	v_mov_b16_e64 v76.l, v247.l
	v_mov_b16_e64 v76.h, v251.l
	v_mov_b16_e32 v78.h, v77.l
	v_dual_mul_f32 v10, v10, v115 :: v_dual_add_f32 v75, v145, v146
	v_perm_b32 v131, v132, v79, v85
	v_perm_b32 v132, v132, v79, v106
	v_mov_b16_e64 v79.l, v248.l
	v_mov_b16_e64 v79.h, v252.l
	v_lshrrev_b32_e32 v116, 16, v248
	v_mov_b16_e32 v116.h, v80.l
	v_mov_b16_e64 v143.l, v249.l
	v_mov_b16_e64 v143.h, v253.l
	v_lshrrev_b32_e32 v145, 16, v249
	v_lshrrev_b32_e32 v148, 16, v250
	v_mov_b16_e64 v146.l, v250.l
	v_mov_b16_e64 v146.h, v254.l
	v_mov_b16_e64 v145.h, v144.l
	v_mov_b16_e64 v148.h, v147.l
	v_perm_b32 v135, v136, v155, v85
	v_perm_b32 v136, v136, v155, v106
	v_perm_b32 v137, v138, v156, v85
	v_perm_b32 v138, v138, v156, v106
	v_perm_b32 v139, v140, v157, v85
	v_perm_b32 v140, v140, v157, v106
	v_perm_b32 v141, v142, v158, v85
	v_perm_b32 v142, v142, v158, v106
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v118, v76
	ds_store_b32 v107, v78 offset:128
	ds_store_b32 v108, v79 offset:256
	ds_store_b32 v109, v116 offset:384
	ds_store_b32 v110, v143 offset:512
	ds_store_b32 v111, v145 offset:640
	ds_store_b32 v112, v146 offset:768
	ds_store_b32 v113, v148 offset:896
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[143:146], v100
	ds_load_b128 v[147:150], v101
	ds_load_b128 v[151:154], v98
	ds_load_b128 v[159:162], v98 offset:2048
	ds_load_b128 v[155:158], v99
	ds_load_b128 v[163:166], v99 offset:2048
	ds_load_b128 v[167:170], v117
	ds_load_b128 v[175:178], v117 offset:2048
	ds_load_b128 v[171:174], v97
	ds_load_b128 v[179:182], v97 offset:2048
	ds_load_b128 v[183:186], v102
	ds_load_b128 v[191:194], v102 offset:2048
	ds_load_b128 v[199:202], v100 offset:4096
	ds_load_b128 v[203:206], v101 offset:4096
	ds_load_b128 v[207:210], v102 offset:4096
	ds_load_b128 v[215:218], v102 offset:6144
	ds_load_b128 v[211:214], v103 offset:4096
	ds_load_b128 v[219:222], v103 offset:6144
	ds_load_b128 v[187:190], v103
	ds_load_b128 v[195:198], v103 offset:2048
	ds_load_b128 v[223:226], v117 offset:4096
	ds_load_b128 v[227:230], v97 offset:4096
	ds_load_b128 v[231:234], v100 offset:6144
	ds_load_b128 v[235:238], v101 offset:6144
	ds_load_b128 v[239:242], v98 offset:4096
	ds_load_b128 v[247:250], v98 offset:6144
	ds_load_b128 v[243:246], v99 offset:4096
	ds_load_b128 v[251:254], v99 offset:6144
	v_mul_f32_e32 v12, v12, v115
	v_mul_f32_e32 v14, v14, v115
	v_mul_f32_e32 v15, v15, v115
	v_mul_f32_e32 v16, v16, v115
	v_add_f32_e32 v74, v74, v75
	v_mul_f32_e32 v11, v11, v115
	v_mul_f32_e32 v18, v18, v115
	v_mul_f32_e32 v19, v19, v115
	v_mul_f32_e32 v20, v20, v115
	v_mul_f32_e32 v21, v21, v115
	v_mul_f32_e32 v22, v22, v115
	v_mul_f32_e32 v23, v23, v115
	v_mul_f32_e32 v24, v24, v115
	v_mul_f32_e32 v25, v25, v115
	v_mul_f32_e32 v26, v26, v115
	v_mul_f32_e32 v27, v27, v115
	v_mul_f32_e32 v28, v28, v115
	v_mul_f32_e32 v29, v29, v115
	v_mul_f32_e32 v30, v30, v115
	v_mul_f32_e32 v31, v31, v115
	v_mul_f32_e32 v32, v32, v115
	s_waitcnt lgkmcnt(19)
	v_wmma_f32_16x16x16_f16 v[1:8], v[167:174], v[66:73], v[1:8]
	ds_load_b128 v[167:170], v100 offset:2048
	ds_load_b128 v[171:174], v101 offset:2048
	v_wmma_f32_16x16x16_f16 v[9:16], v[159:166], v[66:73], v[9:16]
	ds_load_b128 v[159:162], v117 offset:6144
	ds_load_b128 v[163:166], v97 offset:6144
	s_waitcnt lgkmcnt(18)
	v_wmma_f32_16x16x16_f16 v[17:24], v[199:206], v[66:73], v[17:24]
	s_waitcnt lgkmcnt(14)
	v_wmma_f32_16x16x16_f16 v[25:32], v[215:222], v[66:73], v[25:32]
	v_permlanex16_b32 v66, v74, s12, 0xfedcba98 op_sel:[1,0]
	v_wmma_f32_16x16x16_f16 v[1:8], v[151:158], v[119:126], v[1:8]
	v_wmma_f32_16x16x16_f16 v[9:16], v[175:182], v[119:126], v[9:16]
	v_wmma_f32_16x16x16_f16 v[17:24], v[207:214], v[119:126], v[17:24]
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[25:32], v[231:238], v[119:126], v[25:32]
	v_add_f32_e32 v66, v74, v66
	v_wmma_f32_16x16x16_f16 v[1:8], v[143:150], v[127:134], v[1:8]
	v_wmma_f32_16x16x16_f16 v[9:16], v[191:198], v[127:134], v[9:16]
	v_wmma_f32_16x16x16_f16 v[17:24], v[223:230], v[127:134], v[17:24]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[25:32], v[247:254], v[127:134], v[25:32]
	s_and_b32 s14, vcc_lo, exec_lo
	v_fmac_f32_e32 v66, v114, v115
	v_wmma_f32_16x16x16_f16 v[1:8], v[183:190], v[135:142], v[1:8]
	v_wmma_f32_16x16x16_f16 v[17:24], v[239:246], v[135:142], v[17:24]
	s_or_b32 s13, s13, s14
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[9:16], v[167:174], v[135:142], v[9:16]
	s_cmpk_lt_u32 s1, 0xfc0
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[159:166], v[135:142], v[25:32]
	s_mov_b32 s1, s18
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v66
	v_and_b32_e32 v37, 0x7f, v86
	s_mul_i32 s1, s10, s4
	s_mul_i32 s10, s11, s2
	s_add_i32 s1, s1, s3
	v_cndmask_b32_e64 v34, 0, 32, vcc_lo
	v_cndmask_b32_e64 v33, 0, 0x42000000, vcc_lo
	v_add3_u32 v38, s1, s10, v37
	s_add_i32 s11, s3, 0xfffff080
	v_lshlrev_b32_e32 v35, 2, v87
	v_ldexp_f32 v34, v66, v34
	s_cmp_lt_i32 s11, 1
	s_mov_b32 s10, -1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	s_and_b32 vcc_lo, exec_lo, s1
	v_log_f32_e32 v34, v34
	v_sub_f32_e32 v33, v34, v33
	v_lshl_add_u32 v34, v37, 2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmamk_f32 v33, v65, 0x3fb8aa3b, v33
	v_mul_f32_e32 v33, 0x3f317218, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v36, v33, 0xff800000, s13
	v_lshlrev_b32_e32 v33, 2, v38
	s_cbranch_vccnz .LBB0_4
; %bb.3:
	s_lshl_b32 s10, s0, 6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_add3_u32 v38, s10, 0, v35
	s_barrier
	buffer_gl0_inv
	s_sub_i32 s10, 0x1000, s3
	s_and_b32 s21, s17, 0xffff
	ds_store_b32 v38, v36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v38, v34
	v_cmp_gt_i32_e32 vcc_lo, s10, v37
	s_bitcmp0_b32 s5, 7
	s_mov_b32 s23, 0x31027000
	s_cselect_b32 s10, -1, 0
	s_mov_b32 s22, 0x7ffffffe
	s_and_b32 vcc_lo, s10, vcc_lo
	s_mov_b32 s20, s16
	v_cndmask_b32_e32 v37, 0x80000000, v33, vcc_lo
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v38, v37, s[20:23], 0 offen
.LBB0_4:                                ; %Flow
	s_and_b32 s10, s10, exec_lo
	s_cselect_b32 s10, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s10, 1
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_lshl_b32 s10, s0, 6
	s_waitcnt_vscnt null, 0x0
	v_add3_u32 v35, s10, 0, v35
	s_barrier
	buffer_gl0_inv
	s_and_b32 s17, s17, 0xffff
	s_bitcmp0_b32 s5, 7
	ds_store_b32 v35, v36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v34, v34
	s_cselect_b32 vcc_lo, -1, 0
	s_mov_b32 s19, 0x31027000
	v_cndmask_b32_e32 v33, 0x80000000, v33, vcc_lo
	s_mov_b32 s18, 0x7ffffffe
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v34, v33, s[16:19], 0 offen
.LBB0_6:
	v_div_scale_f32 v33, null, v66, v66, 1.0
	v_div_scale_f32 v36, vcc_lo, 1.0, v66, 1.0
	v_lshl_or_b32 v37, s0, 4, v87
	s_mul_i32 s0, s43, s4
	s_mul_i32 s2, s6, s2
	v_rcp_f32_e32 v34, v33
	s_mul_i32 s4, s7, s3
	v_mul_lo_u32 v39, v37, s7
	s_add_i32 s2, s2, s0
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x31027000
	s_mov_b32 s10, 0x7ffffffe
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v36, v34
	v_fma_f32 v38, -v33, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v35, v38, v34
	v_add3_u32 v38, s2, s4, v39
	v_fma_f32 v33, -v33, v35, v36
	v_bfe_u32 v36, v0, 4, 1
	v_lshrrev_b32_e32 v0, 4, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_fmas_f32 v33, v33, v34, v35
	v_or_b32_e32 v34, s3, v37
	v_add_lshl_u32 v35, v38, v36, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_or_b32_e32 v0, 62, v0
	v_div_fixup_f32 v33, v33, v66, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_i32_e32 vcc_lo, 0x1000, v34
	v_add_lshl_u32 v0, v38, v0, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v33, v33, 1.0, s13
	s_or_b32 vcc_lo, s1, vcc_lo
	v_add_nc_u32_e32 v34, 4, v35
	v_cndmask_b32_e32 v0, 0x80000000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_mixlo_f16 v1, v1, v33, neg(0)
	v_fma_mixlo_f16 v2, v2, v33, neg(0)
	v_cndmask_b32_e32 v34, 0x80000000, v34, vcc_lo
	v_fma_mixlo_f16 v3, v3, v33, neg(0)
	v_fma_mixlo_f16 v4, v4, v33, neg(0)
	v_fma_mixlo_f16 v5, v5, v33, neg(0)
	v_fma_mixlo_f16 v6, v6, v33, neg(0)
	v_fma_mixlo_f16 v7, v7, v33, neg(0)
	v_fma_mixlo_f16 v8, v8, v33, neg(0)
	v_fma_mixlo_f16 v9, v9, v33, neg(0)
	v_fma_mixlo_f16 v10, v10, v33, neg(0)
	v_fma_mixlo_f16 v11, v11, v33, neg(0)
	v_fma_mixlo_f16 v12, v12, v33, neg(0)
	v_fma_mixlo_f16 v13, v13, v33, neg(0)
	v_fma_mixlo_f16 v14, v14, v33, neg(0)
	v_fma_mixlo_f16 v15, v15, v33, neg(0)
	v_fma_mixlo_f16 v16, v16, v33, neg(0)
	v_fma_mixlo_f16 v17, v17, v33, neg(0)
	v_fma_mixlo_f16 v18, v18, v33, neg(0)
	v_fma_mixlo_f16 v19, v19, v33, neg(0)
	v_fma_mixlo_f16 v20, v20, v33, neg(0)
	v_fma_mixlo_f16 v21, v21, v33, neg(0)
	v_fma_mixlo_f16 v22, v22, v33, neg(0)
	v_fma_mixlo_f16 v23, v23, v33, neg(0)
	v_fma_mixlo_f16 v24, v24, v33, neg(0)
	v_fma_mixlo_f16 v25, v25, v33, neg(0)
	v_fma_mixlo_f16 v26, v26, v33, neg(0)
	v_fma_mixlo_f16 v27, v27, v33, neg(0)
	v_fma_mixlo_f16 v28, v28, v33, neg(0)
	v_fma_mixlo_f16 v29, v29, v33, neg(0)
	v_fma_mixlo_f16 v30, v30, v33, neg(0)
	v_fma_mixlo_f16 v31, v31, v33, neg(0)
	v_fma_mixlo_f16 v32, v32, v33, neg(0)
	v_add_nc_u32_e32 v33, 16, v35
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_cndmask_b32 v36, 0x80000000, v35 :: v_dual_cndmask_b32 v33, 0x80000000, v33
	s_clause 0x1
	buffer_store_b16 v1, v36, s[8:11], 0 offen
	buffer_store_b16 v2, v34, s[8:11], 0 offen
	v_add_nc_u32_e32 v1, 8, v35
	v_add_nc_u32_e32 v2, 12, v35
	v_add_nc_u32_e32 v34, 20, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_add_nc_u32 v36, 24, v35
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v34, 0x80000000, v34, vcc_lo
	v_cndmask_b32_e32 v36, 0x80000000, v36, vcc_lo
	s_clause 0x4
	buffer_store_b16 v3, v1, s[8:11], 0 offen
	buffer_store_b16 v4, v2, s[8:11], 0 offen
	buffer_store_b16 v5, v33, s[8:11], 0 offen
	buffer_store_b16 v6, v34, s[8:11], 0 offen
	buffer_store_b16 v7, v36, s[8:11], 0 offen
	v_add_nc_u32_e32 v1, 28, v35
	v_add_nc_u32_e32 v2, 32, v35
	v_add_nc_u32_e32 v3, 36, v35
	v_add_nc_u32_e32 v4, 40, v35
	v_add_nc_u32_e32 v5, 44, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v8, v1, s[8:11], 0 offen
	buffer_store_b16 v9, v2, s[8:11], 0 offen
	buffer_store_b16 v10, v3, s[8:11], 0 offen
	buffer_store_b16 v11, v4, s[8:11], 0 offen
	buffer_store_b16 v12, v5, s[8:11], 0 offen
	v_add_nc_u32_e32 v4, 60, v35
	v_add_nc_u32_e32 v1, 48, v35
	v_add_nc_u32_e32 v2, 52, v35
	v_add_nc_u32_e32 v3, 56, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_add_nc_u32 v5, 64, v35
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v13, v1, s[8:11], 0 offen
	buffer_store_b16 v14, v2, s[8:11], 0 offen
	buffer_store_b16 v15, v3, s[8:11], 0 offen
	buffer_store_b16 v16, v4, s[8:11], 0 offen
	buffer_store_b16 v17, v5, s[8:11], 0 offen
	v_add_nc_u32_e32 v1, 0x44, v35
	v_add_nc_u32_e32 v2, 0x48, v35
	v_add_nc_u32_e32 v3, 0x4c, v35
	v_add_nc_u32_e32 v4, 0x50, v35
	v_add_nc_u32_e32 v5, 0x54, v35
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
	v_add_nc_u32_e32 v1, 0x58, v35
	v_add_nc_u32_e32 v2, 0x5c, v35
	v_add_nc_u32_e32 v3, 0x60, v35
	v_add_nc_u32_e32 v4, 0x64, v35
	v_add_nc_u32_e32 v5, 0x68, v35
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
	v_add_nc_u32_e32 v1, 0x6c, v35
	v_add_nc_u32_e32 v2, 0x70, v35
	v_add_nc_u32_e32 v3, 0x74, v35
	v_add_nc_u32_e32 v4, 0x78, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_clause 0x4
	buffer_store_b16 v28, v1, s[8:11], 0 offen
	buffer_store_b16 v29, v2, s[8:11], 0 offen
	buffer_store_b16 v30, v3, s[8:11], 0 offen
	buffer_store_b16 v31, v4, s[8:11], 0 offen
	buffer_store_b16 v32, v0, s[8:11], 0 offen
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
		.amdhsa_next_free_vgpr 255
		.amdhsa_next_free_sgpr 44
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
; Occupancy: 5
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .vgpr_count:     255
    .vgpr_spill_count: 0
    .wavefront_size: 32
