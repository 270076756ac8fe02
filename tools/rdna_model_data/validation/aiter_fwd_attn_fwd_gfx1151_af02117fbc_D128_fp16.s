	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
; %bb.0:
	v_readfirstlane_b32 s5, v0
	v_and_b32_e32 v1, 31, v0
	s_load_b256 s[8:15], s[0:1], 0x20
	s_lshl_b32 s3, s3, 7
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s39, 0x31027000
	v_and_or_b32 v94, 0xe0, s5, v1
	s_mov_b32 s38, 0x7ffffffe
	v_dual_mov_b32 v87, 0x7632 :: v_dual_and_b32 v88, 16, v0
	v_dual_mov_b32 v81, 0x5410 :: v_dual_mov_b32 v130, 1.0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshrrev_b32_e32 v83, 4, v94
	v_bfe_i32 v90, v0, 3, 1
	s_mov_b32 s24, 0
	v_and_b32_e32 v93, 0xf0, v94
	s_mov_b32 s25, s24
	v_or_b32_e32 v5, s3, v83
	v_or_b32_e32 v84, 16, v83
	v_or_b32_e32 v85, 32, v83
	v_or_b32_e32 v86, 48, v83
	v_or_b32_e32 v1, 64, v83
	v_cmp_gt_i32_e32 vcc_lo, 0x1000, v5
	v_and_b32_e32 v136, 15, v0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s6, s11, s2
	s_mul_i32 s7, s10, s4
	v_mul_lo_u32 v6, v83, s12
	s_add_i32 s6, s6, s7
	v_lshlrev_b32_e32 v82, 3, v136
	s_mul_i32 s7, s12, s3
	v_mul_lo_u32 v7, v84, s12
	v_or_b32_e32 v2, 0x50, v83
	v_or_b32_e32 v3, 0x60, v83
	v_add3_u32 v9, s6, s7, v82
	v_or_b32_e32 v4, 0x70, v83
	v_mul_lo_u32 v8, v85, s12
	v_mul_lo_u32 v10, v86, s12
	v_mul_lo_u32 v1, v1, s12
	v_add_lshl_u32 v6, v9, v6, 1
	v_add_lshl_u32 v5, v9, v7, 1
	v_mul_lo_u32 v2, v2, s12
	v_mul_lo_u32 v3, v3, s12
	v_mul_lo_u32 v4, v4, s12
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	s_and_b32 s37, s17, 0xffff
	s_mov_b32 s36, s16
	v_add_lshl_u32 v7, v9, v8, 1
	s_clause 0x1
	buffer_load_b128 v[49:52], v6, s[36:39], 0 offen
	buffer_load_b128 v[53:56], v5, s[36:39], 0 offen
	v_add_lshl_u32 v6, v9, v10, 1
	v_add_lshl_u32 v1, v9, v1, 1
	v_add_lshl_u32 v2, v9, v2, 1
	v_add_lshl_u32 v3, v9, v3, 1
	v_cndmask_b32_e32 v5, 0x80000000, v7, vcc_lo
	v_add_lshl_u32 v4, v9, v4, 1
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_cndmask_b32 v1, 0x80000000, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	s_clause 0x5
	buffer_load_b128 v[57:60], v5, s[36:39], 0 offen
	buffer_load_b128 v[61:64], v6, s[36:39], 0 offen
	buffer_load_b128 v[65:68], v1, s[36:39], 0 offen
	buffer_load_b128 v[69:72], v2, s[36:39], 0 offen
	buffer_load_b128 v[73:76], v3, s[36:39], 0 offen
	buffer_load_b128 v[77:80], v4, s[36:39], 0 offen
	s_clause 0x2
	s_load_b64 s[10:11], s[0:1], 0x80
	s_load_b64 s[6:7], s[0:1], 0x50
	s_load_b128 s[40:43], s[0:1], 0x40
	v_mov_b32_e32 v1, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v88
	v_lshlrev_b32_e32 v91, 8, v136
	v_lshlrev_b32_e32 v92, 4, v136
	s_lshr_b32 s0, s5, 5
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v6, v1
	v_dual_mov_b32 v8, v1 :: v_dual_cndmask_b32 v81, 0x1054, v81
	v_or_b32_e32 v148, v92, v91
	s_lshl_b32 s1, s0, 12
	s_mov_b64 s[16:17], s[22:23]
	v_or3_b32 v95, s1, v91, v92
	v_lshl_or_b32 v81, v81, 8, v81
	s_mul_i32 s1, s14, s2
	s_mul_i32 s13, s13, s4
	v_mov_b32_e32 v11, v1
	v_xor_b32_e32 v103, 32, v148
	v_xor_b32_e32 v104, 48, v148
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s14, s41, s2
	s_mul_i32 s22, s40, s4
	v_and_b32_e32 v122, 0x540054, v81
	v_add3_u32 v81, s1, s13, v82
	v_add3_u32 v82, s14, s22, v82
	v_dual_mov_b32 v15, v1 :: v_dual_add_nc_u32 v152, 0, v103
	v_dual_mov_b32 v20, v1 :: v_dual_add_nc_u32 v153, 0, v104
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[103:104], null, v83, s15, v[81:82]
	v_mad_u64_u32 v[83:84], null, v84, s15, v[81:82]
	v_dual_mov_b32 v4, v1 :: v_dual_and_b32 v89, 7, v0
	v_mov_b32_e32 v5, v1
	v_dual_mov_b32 v7, v1 :: v_dual_and_b32 v90, 0x410, v90
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v10, v1
	v_dual_mov_b32 v12, v1 :: v_dual_cndmask_b32 v87, 0x3276, v87
	v_lshlrev_b32_e32 v88, 4, v89
	v_mul_u32_u24_e32 v89, 0x90, v89
	s_clause 0x2                            ; 20-byte Folded Spill
	scratch_store_b64 off, v[103:104], off
	scratch_store_b32 off, v94, off offset:32
	scratch_store_b64 off, v[83:84], off offset:8
	v_lshlrev_b32_e32 v94, 4, v94
	v_mad_u64_u32 v[83:84], null, v85, s15, v[81:82]
	v_xor_b32_e32 v149, v89, v90
	v_lshrrev_b32_e32 v89, 2, v93
	v_lshl_or_b32 v87, v87, 8, v87
	v_xor_b32_e32 v90, v94, v93
	v_lshrrev_b32_e32 v93, 1, v93
	v_mov_b32_e32 v16, v1
	v_or_b32_e32 v133, 1, v89
	scratch_store_b64 off, v[83:84], off offset:16 ; 8-byte Folded Spill
	v_mad_u64_u32 v[83:84], null, v86, s15, v[81:82]
	v_and_b32_e32 v87, 0x760076, v87
	v_xor_b32_e32 v88, v93, v88
	v_or_b32_e32 v134, 2, v89
	v_or_b32_e32 v135, 3, v89
	v_dual_mov_b32 v13, v1 :: v_dual_add_nc_u32 v150, 0, v90
	v_lshl_or_b32 v81, v87, 4, v87
	v_lshl_or_b32 v173, v136, 10, v88
	v_mad_u64_u32 v[141:142], null, v89, s42, v[82:83]
	v_mad_u64_u32 v[142:143], null, v133, s42, v[82:83]
	v_mad_u64_u32 v[143:144], null, v134, s42, v[82:83]
	v_dual_mov_b32 v14, v1 :: v_dual_add_nc_u32 v91, 0, v95
	v_dual_mov_b32 v37, v1 :: v_dual_and_b32 v174, 0x7060706, v81
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
	v_xor_b32_e32 v95, 16, v148
	v_xor_b32_e32 v106, 64, v148
	v_xor_b32_e32 v107, 0x50, v148
	v_xor_b32_e32 v108, 0x60, v148
	v_xor_b32_e32 v110, 0x70, v148
	v_xor_b32_e32 v111, 0x80, v148
	v_xor_b32_e32 v112, 0x90, v148
	v_xor_b32_e32 v114, 0xa0, v148
	v_xor_b32_e32 v115, 0xb0, v148
	v_xor_b32_e32 v116, 0xc0, v148
	v_xor_b32_e32 v118, 0xd0, v148
	v_xor_b32_e32 v119, 0xe0, v148
	v_xor_b32_e32 v120, 0xf0, v148
	v_xor_b32_e32 v123, 16, v149
	v_xor_b32_e32 v124, 32, v149
	v_xor_b32_e32 v126, 48, v149
	v_xor_b32_e32 v127, 64, v149
	v_xor_b32_e32 v128, 0x50, v149
	v_lshl_or_b32 v90, v122, 4, v122
	scratch_store_b64 off, v[83:84], off offset:24 ; 8-byte Folded Spill
	v_mad_u64_u32 v[144:145], null, v135, s42, v[82:83]
	v_xor_b32_e32 v81, 16, v173
	v_xor_b32_e32 v82, 32, v173
	v_xor_b32_e32 v83, 48, v173
	v_xor_b32_e32 v84, 64, v173
	v_xor_b32_e32 v85, 0x50, v173
	v_xor_b32_e32 v86, 0x60, v173
	v_xor_b32_e32 v87, 0x70, v173
	v_dual_mov_b32 v17, v1 :: v_dual_add_nc_u32 v154, 0, v106
	v_dual_mov_b32 v18, v1 :: v_dual_add_nc_u32 v151, 0, v95
	v_dual_mov_b32 v19, v1 :: v_dual_add_nc_u32 v156, 0, v108
	v_dual_mov_b32 v21, v1 :: v_dual_add_nc_u32 v158, 0, v111
	v_dual_mov_b32 v22, v1 :: v_dual_add_nc_u32 v155, 0, v107
	v_dual_mov_b32 v23, v1 :: v_dual_add_nc_u32 v160, 0, v114
	v_dual_mov_b32 v24, v1 :: v_dual_add_nc_u32 v157, 0, v110
	v_dual_mov_b32 v25, v1 :: v_dual_add_nc_u32 v162, 0, v116
	v_dual_mov_b32 v26, v1 :: v_dual_add_nc_u32 v159, 0, v112
	v_dual_mov_b32 v27, v1 :: v_dual_add_nc_u32 v164, 0, v119
	v_dual_mov_b32 v28, v1 :: v_dual_add_nc_u32 v161, 0, v115
	v_dual_mov_b32 v29, v1 :: v_dual_add_nc_u32 v166, 0, v123
	v_dual_mov_b32 v30, v1 :: v_dual_add_nc_u32 v163, 0, v118
	v_dual_mov_b32 v31, v1 :: v_dual_add_nc_u32 v168, 0, v126
	v_dual_mov_b32 v32, v1 :: v_dual_add_nc_u32 v165, 0, v120
	v_dual_mov_b32 v33, v1 :: v_dual_add_nc_u32 v170, 0, v128
	v_dual_mov_b32 v34, v1 :: v_dual_add_nc_u32 v167, 0, v124
	v_dual_mov_b32 v36, v1 :: v_dual_add_nc_u32 v169, 0, v127
	v_dual_mov_b32 v39, v1 :: v_dual_add_nc_u32 v176, 0, v82
	v_dual_mov_b32 v40, v1 :: v_dual_and_b32 v145, 0x5040504, v90
	v_dual_mov_b32 v41, v1 :: v_dual_add_nc_u32 v178, 0, v84
	v_dual_mov_b32 v42, v1 :: v_dual_add_nc_u32 v175, 0, v81
	v_dual_mov_b32 v43, v1 :: v_dual_add_nc_u32 v180, 0, v86
	v_dual_mov_b32 v44, v1 :: v_dual_add_nc_u32 v177, 0, v83
	v_dual_mov_b32 v46, v1 :: v_dual_add_nc_u32 v179, 0, v85
	v_dual_mov_b32 v48, v1 :: v_dual_add_nc_u32 v181, 0, v87
	v_xor_b32_e32 v131, 0x60, v149
	v_xor_b32_e32 v132, 0x70, v149
	v_dual_mov_b32 v129, 0xff800000 :: v_dual_mov_b32 v2, v1
	v_mov_b32_e32 v35, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v38, v1 :: v_dual_add_nc_u32 v171, 0, v131
	v_mov_b32_e32 v45, v1
	v_dual_mov_b32 v47, v1 :: v_dual_add_nc_u32 v172, 0, v132
	s_mov_b32 s12, 0x76543210
	s_mov_b32 s26, s24
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
	s_waitcnt vmcnt(7)
	ds_store_b128 v150, v[49:52]
	s_waitcnt vmcnt(6)
	ds_store_b128 v150, v[53:56] offset:4096
	s_waitcnt vmcnt(5)
	ds_store_b128 v150, v[57:60] offset:8192
	s_waitcnt vmcnt(4)
	ds_store_b128 v150, v[61:64] offset:12288
	s_waitcnt vmcnt(3)
	ds_store_b128 v150, v[65:68] offset:16384
	s_waitcnt vmcnt(2)
	ds_store_b128 v150, v[69:72] offset:20480
	s_waitcnt vmcnt(1)
	ds_store_b128 v150, v[73:76] offset:24576
	s_waitcnt vmcnt(0)
	ds_store_b128 v150, v[77:80] offset:28672
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v58, v1
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v1
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
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
	v_mov_b32_e32 v49, v1
	v_mov_b32_e32 v50, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v52, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v54, v1
	v_mov_b32_e32 v55, v1
	v_mov_b32_e32 v56, v1
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	scratch_load_b64 v[137:138], off, off   ; 8-byte Folded Reload
	s_mul_i32 s18, s1, s15
	v_dual_mov_b32 v135, s30 :: v_dual_add_nc_u32 v184, 0, v148
	v_dual_mov_b32 v182, v130 :: v_dual_mov_b32 v183, v129
	v_dual_mov_b32 v136, s31 :: v_dual_mov_b32 v133, s28
	v_dual_mov_b32 v134, s29 :: v_dual_mov_b32 v131, s26
	v_dual_mov_b32 v132, s27 :: v_dual_mov_b32 v129, s24
	v_dual_mov_b32 v130, s25 :: v_dual_add_nc_u32 v185, 0, v149
	s_mul_i32 s14, s1, s42
	s_and_not1_b32 s13, s13, exec_lo
	v_add_lshl_u32 v251, s14, v141, 1
	v_add_lshl_u32 v252, s14, v142, 1
	v_add_lshl_u32 v253, s14, v143, 1
	v_add_lshl_u32 v254, s14, v144, 1
	s_add_i32 s19, s1, 64
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v187, s18, v137, 1
	scratch_load_b64 v[137:138], off, off offset:8 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v191, s18, v137, 1
	scratch_load_b64 v[137:138], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v195, s18, v137, 1
	scratch_load_b64 v[137:138], off, off offset:24 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v199, s18, v137, 1
	s_clause 0x3
	buffer_load_b128 v[187:190], v187, s[36:39], 0 offen
	buffer_load_b128 v[191:194], v191, s[36:39], 0 offen
	buffer_load_b128 v[195:198], v195, s[36:39], 0 offen
	buffer_load_b128 v[199:202], v199, s[36:39], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v150, v[187:190]
	ds_store_b128 v150, v[191:194] offset:4096
	ds_store_b128 v150, v[195:198] offset:8192
	ds_store_b128 v150, v[199:202] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[191:194], v151
	ds_load_b128 v[187:190], v184
	ds_load_b128 v[195:198], v184 offset:4096
	ds_load_b128 v[199:202], v151 offset:4096
	ds_load_b128 v[207:210], v151 offset:8192
	ds_load_b128 v[203:206], v184 offset:8192
	ds_load_b128 v[211:214], v184 offset:12288
	ds_load_b128 v[215:218], v151 offset:12288
	ds_load_b128 v[219:222], v152
	ds_load_b128 v[227:230], v152 offset:4096
	ds_load_b128 v[235:238], v152 offset:8192
	ds_load_b128 v[223:226], v153
	ds_load_b128 v[231:234], v153 offset:4096
	ds_load_b128 v[239:242], v153 offset:8192
	s_waitcnt lgkmcnt(12)
	v_wmma_f32_16x16x16_f16 v[243:250], v[187:194], v[65:72], v[129:136]
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[187:194], v[195:202], v[65:72], v[129:136]
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[195:202], v[203:210], v[65:72], v[129:136]
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[203:210], v[211:218], v[65:72], v[129:136]
	ds_load_b128 v[211:214], v154
	ds_load_b128 v[215:218], v155
	ds_load_b128 v[129:132], v152 offset:12288
	ds_load_b128 v[133:136], v153 offset:12288
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[243:250], v[219:226], v[73:80], v[243:250]
	ds_load_b128 v[219:222], v154 offset:4096
	ds_load_b128 v[223:226], v155 offset:4096
	s_waitcnt lgkmcnt(7)
	v_wmma_f32_16x16x16_f16 v[187:194], v[227:234], v[73:80], v[187:194]
	ds_load_b128 v[227:230], v154 offset:8192
	ds_load_b128 v[231:234], v155 offset:8192
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[195:202], v[235:242], v[73:80], v[195:202]
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[243:250], v[211:218], v[81:88], v[243:250]
	ds_load_b128 v[211:214], v156
	ds_load_b128 v[215:218], v157
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[203:210], v[129:136], v[73:80], v[203:210]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[187:194], v[219:226], v[81:88], v[187:194]
	ds_load_b128 v[219:222], v156 offset:4096
	ds_load_b128 v[223:226], v157 offset:4096
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[195:202], v[227:234], v[81:88], v[195:202]
	ds_load_b128 v[227:230], v156 offset:8192
	ds_load_b128 v[231:234], v157 offset:8192
	ds_load_b128 v[129:132], v154 offset:12288
	ds_load_b128 v[133:136], v155 offset:12288
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[243:250], v[211:218], v[89:96], v[243:250]
	ds_load_b128 v[211:214], v158
	ds_load_b128 v[215:218], v159
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[187:194], v[219:226], v[89:96], v[187:194]
	ds_load_b128 v[219:222], v158 offset:4096
	ds_load_b128 v[223:226], v159 offset:4096
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[195:202], v[227:234], v[89:96], v[195:202]
	ds_load_b128 v[227:230], v158 offset:8192
	ds_load_b128 v[231:234], v159 offset:8192
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[203:210], v[129:136], v[81:88], v[203:210]
	ds_load_b128 v[129:132], v156 offset:12288
	ds_load_b128 v[133:136], v157 offset:12288
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[243:250], v[211:218], v[97:104], v[243:250]
	ds_load_b128 v[211:214], v160
	ds_load_b128 v[215:218], v161
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[187:194], v[219:226], v[97:104], v[187:194]
	ds_load_b128 v[219:222], v160 offset:4096
	ds_load_b128 v[223:226], v161 offset:4096
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[195:202], v[227:234], v[97:104], v[195:202]
	ds_load_b128 v[227:230], v160 offset:8192
	ds_load_b128 v[231:234], v161 offset:8192
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[203:210], v[129:136], v[89:96], v[203:210]
	ds_load_b128 v[129:132], v158 offset:12288
	ds_load_b128 v[133:136], v159 offset:12288
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[243:250], v[211:218], v[105:112], v[243:250]
	ds_load_b128 v[211:214], v162
	ds_load_b128 v[215:218], v163
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[187:194], v[219:226], v[105:112], v[187:194]
	ds_load_b128 v[219:222], v162 offset:4096
	ds_load_b128 v[223:226], v163 offset:4096
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[195:202], v[227:234], v[105:112], v[195:202]
	ds_load_b128 v[227:230], v162 offset:8192
	ds_load_b128 v[231:234], v163 offset:8192
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[203:210], v[129:136], v[97:104], v[203:210]
	ds_load_b128 v[129:132], v160 offset:12288
	ds_load_b128 v[133:136], v161 offset:12288
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[243:250], v[211:218], v[113:120], v[243:250]
	ds_load_b128 v[211:214], v164
	s_waitcnt lgkmcnt(5)
	v_wmma_f32_16x16x16_f16 v[187:194], v[219:226], v[113:120], v[187:194]
	ds_load_b128 v[219:222], v164 offset:4096
	ds_load_b128 v[215:218], v165
	s_waitcnt lgkmcnt(5)
	v_wmma_f32_16x16x16_f16 v[195:202], v[227:234], v[113:120], v[195:202]
	ds_load_b128 v[227:230], v164 offset:8192
	ds_load_b128 v[223:226], v165 offset:4096
	s_waitcnt lgkmcnt(5)
	v_wmma_f32_16x16x16_f16 v[203:210], v[129:136], v[105:112], v[203:210]
	ds_load_b128 v[129:132], v162 offset:12288
	ds_load_b128 v[133:136], v163 offset:12288
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[243:250], v[211:218], v[121:128], v[243:250]
	s_clause 0x1
	buffer_load_b128 v[211:214], v251, s[20:23], 0 offen
	buffer_load_b128 v[235:238], v252, s[20:23], 0 offen
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[187:194], v[219:226], v[121:128], v[187:194]
	s_clause 0x1
	buffer_load_b128 v[217:220], v253, s[20:23], 0 offen
	buffer_load_b128 v[221:224], v254, s[20:23], 0 offen
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[203:210], v[129:136], v[113:120], v[203:210]
	ds_load_b128 v[129:132], v164 offset:12288
	ds_load_b128 v[231:234], v165 offset:8192
	ds_load_b128 v[133:136], v165 offset:12288
	v_add_nc_u32_e32 v186, 0, v173
	v_dual_mul_f32 v184, 0x3db504f3, v187 :: v_dual_mul_f32 v225, 0x3db504f3, v190
	v_dual_mul_f32 v215, 0x3db504f3, v188 :: v_dual_mul_f32 v216, 0x3db504f3, v189
	v_mul_f32_e32 v226, 0x3db504f3, v191
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[195:202], v[227:234], v[121:128], v[195:202]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[203:210], v[129:136], v[121:128], v[203:210]
	v_dual_mul_f32 v132, 0x3db504f3, v246 :: v_dual_mul_f32 v133, 0x3db504f3, v247
	v_dual_mul_f32 v134, 0x3db504f3, v248 :: v_dual_mul_f32 v135, 0x3db504f3, v249
	v_dual_mul_f32 v129, 0x3db504f3, v243 :: v_dual_mul_f32 v130, 0x3db504f3, v244
	v_dual_mul_f32 v131, 0x3db504f3, v245 :: v_dual_mul_f32 v136, 0x3db504f3, v250
	v_dual_mul_f32 v227, 0x3db504f3, v192 :: v_dual_mul_f32 v228, 0x3db504f3, v193
	v_mul_f32_e32 v231, 0x3db504f3, v196
	v_dual_mul_f32 v229, 0x3db504f3, v194 :: v_dual_mul_f32 v230, 0x3db504f3, v195
	v_mul_f32_e32 v232, 0x3db504f3, v197
	v_max3_f32 v132, v132, v133, v134
	v_dual_mul_f32 v133, 0x3db504f3, v198 :: v_dual_mul_f32 v134, 0x3db504f3, v199
	v_max3_f32 v135, v135, v136, v184
	v_mul_f32_e32 v136, 0x3db504f3, v200
	v_dual_mul_f32 v184, 0x3db504f3, v201 :: v_dual_max_f32 v129, v129, v130
	v_max3_f32 v215, v215, v216, v225
	v_dual_mul_f32 v216, 0x3db504f3, v202 :: v_dual_mul_f32 v225, 0x3db504f3, v203
	v_max3_f32 v226, v226, v227, v228
	v_dual_mul_f32 v227, 0x3db504f3, v204 :: v_dual_mul_f32 v228, 0x3db504f3, v205
	v_max3_f32 v229, v229, v230, v231
	v_dual_mul_f32 v230, 0x3db504f3, v206 :: v_dual_mul_f32 v231, 0x3db504f3, v207
	v_max3_f32 v133, v232, v133, v134
	v_mul_f32_e32 v134, 0x3db504f3, v208
	v_mul_f32_e32 v232, 0x3db504f3, v209
	v_mul_f32_e32 v130, 0x3db504f3, v210
	v_max3_f32 v136, v136, v184, v216
	v_max3_f32 v184, v225, v227, v228
	v_max3_f32 v134, v230, v231, v134
	v_max3_f32 v129, v129, v131, v132
	v_max3_f32 v131, v215, v226, v229
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_max3_f32 v132, v133, v136, v184
	v_max3_f32 v130, v134, v232, v130
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v129, v129, v135, v131
	v_max3_f32 v129, v129, v132, v130
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v130, v129, s12, 0xfedcba98 op_sel:[1,0]
	v_max3_f32 v129, v183, v129, v130
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f32 v130, 0x3db504f3, v243, -v129
	v_fma_f32 v131, 0x3db504f3, v244, -v129
	v_fma_f32 v132, 0x3db504f3, v245, -v129
	v_fma_f32 v133, 0x3db504f3, v246, -v129
	v_fma_f32 v134, 0x3db504f3, v247, -v129
	v_fma_f32 v135, 0x3db504f3, v248, -v129
	v_dual_mul_f32 v130, 0x3fb8aa3b, v130 :: v_dual_mul_f32 v131, 0x3fb8aa3b, v131
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v129
	v_fma_f32 v208, 0x3db504f3, v208, -v129
	v_sub_f32_e32 v183, v183, v129
	v_fma_f32 v136, 0x3db504f3, v249, -v129
	v_fma_f32 v184, 0x3db504f3, v250, -v129
	v_fma_f32 v187, 0x3db504f3, v187, -v129
	v_fma_f32 v188, 0x3db504f3, v188, -v129
	v_dual_mul_f32 v132, 0x3fb8aa3b, v132 :: v_dual_mul_f32 v133, 0x3fb8aa3b, v133
	v_dual_mul_f32 v134, 0x3fb8aa3b, v134 :: v_dual_mul_f32 v135, 0x3fb8aa3b, v135
	v_cndmask_b32_e64 v130, v130, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v131, v131, 0xff800000, vcc_lo
	v_fma_f32 v192, 0x3db504f3, v192, -v129
	v_fma_f32 v195, 0x3db504f3, v195, -v129
	v_fma_f32 v196, 0x3db504f3, v196, -v129
	v_fma_f32 v199, 0x3db504f3, v199, -v129
	v_fma_f32 v200, 0x3db504f3, v200, -v129
	v_dual_mul_f32 v208, 0x3fb8aa3b, v208 :: v_dual_mul_f32 v183, 0x3fb8aa3b, v183
	v_fma_f32 v189, 0x3db504f3, v189, -v129
	v_fma_f32 v190, 0x3db504f3, v190, -v129
	v_fma_f32 v191, 0x3db504f3, v191, -v129
	v_fma_f32 v193, 0x3db504f3, v193, -v129
	v_fma_f32 v194, 0x3db504f3, v194, -v129
	v_dual_mul_f32 v136, 0x3fb8aa3b, v136 :: v_dual_mul_f32 v187, 0x3fb8aa3b, v187
	v_dual_mul_f32 v184, 0x3fb8aa3b, v184 :: v_dual_mul_f32 v189, 0x3fb8aa3b, v189
	v_dual_mul_f32 v188, 0x3fb8aa3b, v188 :: v_dual_mul_f32 v191, 0x3fb8aa3b, v191
	v_cndmask_b32_e64 v132, v132, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v133, v133, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v134, v134, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v135, v135, 0xff800000, vcc_lo
	v_exp_f32_e32 v130, v130
	v_exp_f32_e32 v131, v131
	v_fma_f32 v203, 0x3db504f3, v203, -v129
	v_dual_mul_f32 v192, 0x3fb8aa3b, v192 :: v_dual_mul_f32 v195, 0x3fb8aa3b, v195
	v_dual_mul_f32 v196, 0x3fb8aa3b, v196 :: v_dual_mul_f32 v199, 0x3fb8aa3b, v199
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mul_f32 v200, 0x3fb8aa3b, v200 :: v_dual_mul_f32 v203, 0x3fb8aa3b, v203
	v_cndmask_b32_e64 v183, v183, 0xff800000, vcc_lo
	v_fma_f32 v197, 0x3db504f3, v197, -v129
	v_fma_f32 v198, 0x3db504f3, v198, -v129
	v_fma_f32 v201, 0x3db504f3, v201, -v129
	v_fma_f32 v202, 0x3db504f3, v202, -v129
	v_dual_mul_f32 v190, 0x3fb8aa3b, v190 :: v_dual_mul_f32 v193, 0x3fb8aa3b, v193
	v_dual_mul_f32 v194, 0x3fb8aa3b, v194 :: v_dual_mul_f32 v197, 0x3fb8aa3b, v197
	v_cndmask_b32_e64 v136, v136, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v184, v184, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v187, v187, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v188, v188, 0xff800000, vcc_lo
	v_exp_f32_e32 v132, v132
	v_exp_f32_e32 v133, v133
	v_exp_f32_e32 v134, v134
	v_exp_f32_e32 v135, v135
	v_fma_f32 v204, 0x3db504f3, v204, -v129
	v_fma_f32 v205, 0x3db504f3, v205, -v129
	v_fma_f32 v206, 0x3db504f3, v206, -v129
	v_fma_f32 v209, 0x3db504f3, v209, -v129
	v_fma_f32 v210, 0x3db504f3, v210, -v129
	v_cndmask_b32_e64 v195, v195, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v196, v196, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v199, v199, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v200, v200, 0xff800000, vcc_lo
	v_exp_f32_e32 v251, v183
	v_fma_f32 v207, 0x3db504f3, v207, -v129
	v_dual_mul_f32 v198, 0x3fb8aa3b, v198 :: v_dual_mul_f32 v201, 0x3fb8aa3b, v201
	v_dual_mul_f32 v202, 0x3fb8aa3b, v202 :: v_dual_mul_f32 v205, 0x3fb8aa3b, v205
	v_cndmask_b32_e64 v189, v189, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v190, v190, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v191, v191, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v192, v192, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v193, v193, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v194, v194, 0xff800000, vcc_lo
	v_exp_f32_e32 v136, v136
	v_exp_f32_e32 v184, v184
	v_exp_f32_e32 v187, v187
	v_exp_f32_e32 v188, v188
	v_add_f32_e32 v183, v130, v131
	v_cvt_f16_f32_e64 v130.l, v130
	v_cvt_f16_f32_e64 v130.h, v131
	v_dual_mul_f32 v204, 0x3fb8aa3b, v204 :: v_dual_mul_f32 v207, 0x3fb8aa3b, v207
	v_dual_mul_f32 v206, 0x3fb8aa3b, v206 :: v_dual_mul_f32 v209, 0x3fb8aa3b, v209
	v_dual_mul_f32 v210, 0x3fb8aa3b, v210 :: v_dual_mul_f32 v3, v3, v251
	v_exp_f32_e32 v195, v195
	v_exp_f32_e32 v196, v196
	v_exp_f32_e32 v199, v199
	v_exp_f32_e32 v200, v200
	v_cndmask_b32_e64 v197, v197, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v198, v198, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v201, v201, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v202, v202, 0xff800000, vcc_lo
	v_exp_f32_e32 v189, v189
	v_exp_f32_e32 v190, v190
	v_exp_f32_e32 v191, v191
	v_exp_f32_e32 v192, v192
	v_exp_f32_e32 v193, v193
	v_exp_f32_e32 v194, v194
	v_dual_add_f32 v215, v132, v133 :: v_dual_add_f32 v216, v134, v135
	v_cvt_f16_f32_e64 v131.l, v132
	v_cvt_f16_f32_e64 v131.h, v133
	v_cvt_f16_f32_e64 v132.l, v134
	v_cvt_f16_f32_e64 v132.h, v135
	v_permlanex16_b32 v134, v130, s12, 0xfedcba98 op_sel:[1,0]
	v_cndmask_b32_e64 v203, v203, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v204, v204, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v205, v205, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v206, v206, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v209, v209, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v210, v210, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v207, v207, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v208, v208, 0xff800000, vcc_lo
	v_exp_f32_e32 v197, v197
	v_exp_f32_e32 v198, v198
	v_exp_f32_e32 v201, v201
	v_exp_f32_e32 v202, v202
	v_add_f32_e32 v225, v136, v184
	v_add_f32_e32 v226, v187, v188
	v_cvt_f16_f32_e64 v133.l, v136
	v_cvt_f16_f32_e64 v133.h, v184
	v_cvt_f16_f32_e64 v136.l, v187
	v_cvt_f16_f32_e64 v136.h, v188
	v_add_f32_e32 v254, v183, v215
	v_permlanex16_b32 v135, v131, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v183, v132, s12, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v187, v134, v130, v145
	v_perm_b32 v188, v134, v130, v174
	v_exp_f32_e32 v203, v203
	v_exp_f32_e32 v204, v204
	v_exp_f32_e32 v205, v205
	v_exp_f32_e32 v206, v206
	v_exp_f32_e32 v209, v209
	v_exp_f32_e32 v210, v210
	v_add_f32_e32 v230, v195, v196
	v_add_f32_e32 v232, v199, v200
	v_cvt_f16_f32_e64 v245.l, v195
	v_cvt_f16_f32_e64 v247.l, v199
	v_exp_f32_e32 v207, v207
	v_exp_f32_e32 v208, v208
	v_dual_add_f32 v227, v189, v190 :: v_dual_add_f32 v228, v191, v192
	v_add_f32_e32 v233, v201, v202
	v_dual_add_f32 v229, v193, v194 :: v_dual_mul_f32 v2, v2, v251
	v_add_f32_e32 v255, v216, v225
	v_cvt_f16_f32_e64 v242.l, v189
	v_cvt_f16_f32_e64 v242.h, v190
	v_cvt_f16_f32_e64 v243.l, v191
	v_cvt_f16_f32_e64 v243.h, v192
	v_permlanex16_b32 v184, v133, s12, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v189, v135, v131, v145
	v_perm_b32 v190, v135, v131, v174
	v_perm_b32 v191, v183, v132, v145
	v_perm_b32 v192, v183, v132, v174
	v_cvt_f16_f32_e64 v245.h, v196
	v_cvt_f16_f32_e64 v247.h, v200
	v_add_f32_e32 v231, v197, v198
	v_cvt_f16_f32_e64 v244.l, v193
	v_cvt_f16_f32_e64 v244.h, v194
	v_cvt_f16_f32_e64 v246.l, v197
	v_cvt_f16_f32_e64 v248.l, v201
	v_perm_b32 v193, v184, v133, v145
	v_perm_b32 v194, v184, v133, v174
	v_cvt_f16_f32_e64 v246.h, v198
	v_cvt_f16_f32_e64 v248.h, v202
	v_dual_add_f32 v234, v203, v204 :: v_dual_mul_f32 v5, v5, v251
	v_dual_add_f32 v239, v205, v206 :: v_dual_add_f32 v240, v207, v208
	v_mul_f32_e32 v9, v9, v251
	v_add_f32_e32 v241, v209, v210
	v_dual_mul_f32 v7, v7, v251 :: v_dual_add_f32 v146, v228, v229
	v_dual_mul_f32 v11, v11, v251 :: v_dual_add_f32 v138, v232, v233
	v_cvt_f16_f32_e64 v249.l, v203
	v_cvt_f16_f32_e64 v249.h, v204
	v_cvt_f16_f32_e64 v250.l, v205
	v_cvt_f16_f32_e64 v250.h, v206
	v_cvt_f16_f32_e64 v252.l, v207
	v_cvt_f16_f32_e64 v252.h, v208
	v_cvt_f16_f32_e64 v253.l, v209
	v_cvt_f16_f32_e64 v253.h, v210
	v_add_f32_e32 v147, v226, v227
	v_add_f32_e32 v137, v230, v231
	v_add_f32_e32 v239, v234, v239
	v_dual_mul_f32 v13, v13, v251 :: v_dual_add_f32 v240, v240, v241
	v_mul_f32_e32 v1, v1, v251
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v4, v4, v251 :: v_dual_add_f32 v137, v137, v138
	v_dual_mul_f32 v25, v25, v251 :: v_dual_add_f32 v138, v239, v240
	v_mul_f32_e32 v8, v8, v251
	v_mul_f32_e32 v33, v33, v251
	v_mul_f32_e32 v34, v34, v251
	v_mul_f32_e32 v35, v35, v251
	v_mul_f32_e32 v36, v36, v251
	v_mul_f32_e32 v37, v37, v251
	v_mul_f32_e32 v38, v38, v251
	v_mul_f32_e32 v39, v39, v251
	v_mul_f32_e32 v40, v40, v251
	v_mul_f32_e32 v57, v57, v251
	v_mul_f32_e32 v58, v58, v251
	v_mul_f32_e32 v59, v59, v251
	v_mul_f32_e32 v60, v60, v251
	v_mul_f32_e32 v61, v61, v251
	v_mul_f32_e32 v62, v62, v251
	v_mul_f32_e32 v63, v63, v251
	v_mul_f32_e32 v64, v64, v251
	v_mul_f32_e32 v18, v18, v251
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v130, 16, v211
	s_waitcnt vmcnt(2)
	v_mov_b16_e64 v211.h, v235.l
	v_lshrrev_b32_e32 v195, 16, v235
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v199, 16, v221
	v_mul_f32_e32 v17, v17, v251
	v_lshrrev_b32_e32 v132, 16, v212
	v_lshrrev_b32_e32 v131, 16, v217
	v_mov_b16_e64 v217.h, v221.l
	v_mov_b16_e64 v212.h, v236.l
	v_mov_b32_e32 v216, v211
	v_lshrrev_b32_e32 v196, 16, v236
	v_lshrrev_b32_e32 v200, 16, v222
	v_lshrrev_b32_e32 v134, 16, v213
	v_mov_b16_e64 v213.h, v237.l
	v_mov_b16_e64 v131.h, v199.l
	v_mov_b16_e64 v130.h, v195.l
	v_mul_f32_e32 v10, v10, v251
	v_lshrrev_b32_e32 v197, 16, v237
	v_lshrrev_b32_e32 v133, 16, v218
	v_lshrrev_b32_e32 v201, 16, v223
	s_barrier
	buffer_gl0_inv
	v_mov_b16_e64 v218.h, v222.l
	ds_store_b64 v186, v[216:217]
	v_mov_b32_e32 v217, v212
	v_lshrrev_b32_e32 v184, 16, v220
	v_mov_b16_e64 v220.h, v224.l
	v_lshrrev_b32_e32 v198, 16, v238
	v_lshrrev_b32_e32 v202, 16, v224
	v_mov_b16_e64 v133.h, v200.l
	v_mov_b16_e64 v132.h, v196.l
	v_mul_f32_e32 v15, v15, v251
	v_lshrrev_b32_e32 v135, 16, v219
	v_mov_b16_e64 v219.h, v223.l
	ds_store_b64 v175, v[130:131] offset:128
	ds_store_b64 v176, v[217:218] offset:256
	v_mov_b32_e32 v218, v213
	v_mov_b16_e64 v135.h, v201.l
	v_mov_b16_e64 v134.h, v197.l
	v_dual_mul_f32 v6, v6, v251 :: v_dual_mov_b32 v215, v220
	v_lshrrev_b32_e32 v183, 16, v214
	v_mov_b16_e64 v214.h, v238.l
	v_mov_b16_e64 v184.h, v202.l
	v_mov_b16_e64 v183.h, v198.l
	ds_store_b64 v177, v[132:133] offset:384
	ds_store_b64 v178, v[218:219] offset:512
	ds_store_b64 v179, v[134:135] offset:640
	ds_store_b64 v180, v[214:215] offset:768
	ds_store_b64 v181, v[183:184] offset:896
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[195:198], v185
	ds_load_b128 v[199:202], v166
	ds_load_b128 v[203:206], v167 offset:2048
	ds_load_b128 v[207:210], v168 offset:2048
	ds_load_b128 v[211:214], v185 offset:2048
	ds_load_b128 v[219:222], v169 offset:4096
	ds_load_b128 v[223:226], v170 offset:4096
	ds_load_b128 v[215:218], v166 offset:2048
	ds_load_b128 v[227:230], v171 offset:6144
	ds_load_b128 v[231:234], v172 offset:6144
	v_mul_f32_e32 v20, v20, v251
	v_dual_mul_f32 v21, v21, v251 :: v_dual_add_f32 v146, v147, v146
	v_mul_f32_e32 v22, v22, v251
	v_mul_f32_e32 v23, v23, v251
	v_mul_f32_e32 v24, v24, v251
	v_add_f32_e32 v254, v254, v255
	v_mul_f32_e32 v19, v19, v251
	v_mul_f32_e32 v49, v49, v251
	v_mul_f32_e32 v50, v50, v251
	v_mul_f32_e32 v51, v51, v251
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[1:8], v[195:202], v[187:194], v[1:8]
	ds_load_b128 v[195:198], v185 offset:8192
	ds_load_b128 v[199:202], v166 offset:8192
	v_mul_f32_e32 v52, v52, v251
	v_mul_f32_e32 v53, v53, v251
	v_mul_f32_e32 v54, v54, v251
	s_waitcnt lgkmcnt(5)
	v_wmma_f32_16x16x16_f16 v[17:24], v[219:226], v[187:194], v[17:24]
	ds_load_b128 v[219:222], v167 offset:10240
	ds_load_b128 v[223:226], v168 offset:10240
	v_mul_f32_e32 v55, v55, v251
	v_mul_f32_e32 v56, v56, v251
	v_mul_f32_e32 v12, v12, v251
	v_mul_f32_e32 v14, v14, v251
	v_mul_f32_e32 v16, v16, v251
	v_mul_f32_e32 v26, v26, v251
	v_mul_f32_e32 v27, v27, v251
	v_mul_f32_e32 v28, v28, v251
	v_mul_f32_e32 v29, v29, v251
	v_mul_f32_e32 v30, v30, v251
	v_mul_f32_e32 v31, v31, v251
	v_mul_f32_e32 v32, v32, v251
	v_mul_f32_e32 v41, v41, v251
	v_mul_f32_e32 v42, v42, v251
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[33:40], v[195:202], v[187:194], v[33:40]
	ds_load_b128 v[195:198], v169 offset:12288
	ds_load_b128 v[199:202], v170 offset:12288
	v_mul_f32_e32 v43, v43, v251
	v_mul_f32_e32 v44, v44, v251
	v_mul_f32_e32 v45, v45, v251
	v_mul_f32_e32 v46, v46, v251
	v_mul_f32_e32 v47, v47, v251
	v_mul_f32_e32 v48, v48, v251
	v_permlanex16_b32 v131, v243, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v132, v244, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v133, v245, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v134, v246, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v135, v247, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v183, v248, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v184, v249, s12, 0xfedcba98 op_sel:[1,0]
	v_wmma_f32_16x16x16_f16 v[9:16], v[203:210], v[187:194], v[9:16]
	v_wmma_f32_16x16x16_f16 v[25:32], v[227:234], v[187:194], v[25:32]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[41:48], v[219:226], v[187:194], v[41:48]
	v_permlanex16_b32 v241, v136, s12, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v235, v184, v249, v145
	v_perm_b32 v236, v184, v249, v174
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[57:64], v[195:202], v[187:194], v[57:64]
	ds_load_b128 v[195:198], v171 offset:14336
	ds_load_b128 v[199:202], v172 offset:14336
	v_permlanex16_b32 v130, v242, s12, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v186, v241, v136, v145
	ds_load_b128 v[227:230], v185 offset:10240
	ds_load_b128 v[231:234], v166 offset:10240
	ds_load_b128 v[203:206], v169 offset:6144
	ds_load_b128 v[207:210], v170 offset:6144
	ds_load_b128 v[219:222], v169 offset:14336
	ds_load_b128 v[223:226], v170 offset:14336
	v_permlanex16_b32 v139, v252, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v140, v253, s12, 0xfedcba98 op_sel:[1,0]
	s_and_b32 s14, vcc_lo, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_or_b32 s13, s13, s14
	v_perm_b32 v239, v139, v252, v145
	v_perm_b32 v240, v139, v252, v174
	s_cmpk_lt_u32 s1, 0xfc0
	s_mov_b32 s1, s19
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[49:56], v[195:202], v[187:194], v[49:56]
	v_permlanex16_b32 v202, v250, s12, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v190, v131, v243, v145
	v_perm_b32 v191, v131, v243, v174
	v_perm_b32 v192, v132, v244, v145
	v_perm_b32 v193, v132, v244, v174
	v_perm_b32 v194, v133, v245, v145
	v_perm_b32 v195, v133, v245, v174
	v_perm_b32 v196, v134, v246, v145
	v_perm_b32 v197, v134, v246, v174
	v_perm_b32 v198, v135, v247, v145
	v_perm_b32 v199, v135, v247, v174
	v_perm_b32 v200, v183, v248, v145
	v_perm_b32 v201, v183, v248, v174
	v_perm_b32 v237, v202, v250, v145
	v_perm_b32 v238, v202, v250, v174
	ds_load_b128 v[243:246], v167
	ds_load_b128 v[247:250], v168
	v_perm_b32 v187, v241, v136, v174
	v_perm_b32 v188, v130, v242, v145
	v_perm_b32 v189, v130, v242, v174
	v_perm_b32 v241, v140, v253, v145
	v_perm_b32 v242, v140, v253, v174
	v_add_f32_e32 v130, v254, v146
	v_add_f32_e32 v131, v137, v138
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[41:48], v[227:234], v[186:193], v[41:48]
	ds_load_b128 v[227:230], v185 offset:4096
	ds_load_b128 v[231:234], v166 offset:4096
	v_wmma_f32_16x16x16_f16 v[9:16], v[211:218], v[186:193], v[9:16]
	ds_load_b128 v[211:214], v167 offset:8192
	ds_load_b128 v[215:218], v168 offset:8192
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[25:32], v[203:210], v[186:193], v[25:32]
	ds_load_b128 v[202:205], v169
	ds_load_b128 v[206:209], v170
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[49:56], v[219:226], v[186:193], v[49:56]
	v_add_f32_e32 v130, v130, v131
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[1:8], v[243:250], v[186:193], v[1:8]
	ds_load_b128 v[243:246], v171 offset:4096
	ds_load_b128 v[247:250], v172 offset:4096
	v_permlanex16_b32 v131, v130, s12, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v130, v130, v131
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[33:40], v[211:218], v[186:193], v[33:40]
	ds_load_b128 v[210:213], v171 offset:2048
	ds_load_b128 v[214:217], v172 offset:2048
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[1:8], v[202:209], v[194:201], v[1:8]
	ds_load_b128 v[202:205], v171 offset:10240
	ds_load_b128 v[206:209], v172 offset:10240
	v_fmac_f32_e32 v130, v182, v251
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[17:24], v[243:250], v[186:193], v[17:24]
	ds_load_b128 v[243:246], v171 offset:12288
	ds_load_b128 v[247:250], v172 offset:12288
	v_wmma_f32_16x16x16_f16 v[17:24], v[227:234], v[194:201], v[17:24]
	ds_load_b128 v[226:229], v185 offset:12288
	ds_load_b128 v[230:233], v166 offset:12288
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[9:16], v[210:217], v[194:201], v[9:16]
	ds_load_b128 v[210:213], v185 offset:6144
	ds_load_b128 v[214:217], v166 offset:6144
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[41:48], v[202:209], v[194:201], v[41:48]
	ds_load_b128 v[202:205], v185 offset:14336
	ds_load_b128 v[206:209], v166 offset:14336
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[57:64], v[243:250], v[186:193], v[57:64]
	ds_load_b128 v[243:246], v169 offset:8192
	ds_load_b128 v[247:250], v170 offset:8192
	ds_load_b128 v[186:189], v169 offset:2048
	ds_load_b128 v[190:193], v170 offset:2048
	ds_load_b128 v[218:221], v167 offset:6144
	ds_load_b128 v[222:225], v168 offset:6144
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[57:64], v[226:233], v[194:201], v[57:64]
	ds_load_b128 v[226:229], v171
	ds_load_b128 v[230:233], v172
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[9:16], v[186:193], v[235:242], v[9:16]
	v_wmma_f32_16x16x16_f16 v[33:40], v[243:250], v[194:201], v[33:40]
	ds_load_b128 v[243:246], v167 offset:14336
	ds_load_b128 v[247:250], v168 offset:14336
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[25:32], v[218:225], v[194:201], v[25:32]
	ds_load_b128 v[218:221], v169 offset:10240
	ds_load_b128 v[222:225], v170 offset:10240
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[1:8], v[226:233], v[235:242], v[1:8]
	v_wmma_f32_16x16x16_f16 v[25:32], v[210:217], v[235:242], v[25:32]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[49:56], v[243:250], v[194:201], v[49:56]
	ds_load_b128 v[194:197], v171 offset:8192
	ds_load_b128 v[198:201], v172 offset:8192
	ds_load_b128 v[243:246], v167 offset:4096
	ds_load_b128 v[226:229], v167 offset:12288
	ds_load_b128 v[247:250], v168 offset:4096
	ds_load_b128 v[230:233], v168 offset:12288
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[41:48], v[218:225], v[235:242], v[41:48]
	v_wmma_f32_16x16x16_f16 v[49:56], v[202:209], v[235:242], v[49:56]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[33:40], v[194:201], v[235:242], v[33:40]
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[17:24], v[243:250], v[235:242], v[17:24]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[57:64], v[226:233], v[235:242], v[57:64]
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v130
	s_mul_i32 s1, s10, s4
	s_mul_i32 s10, s11, s2
	s_add_i32 s1, s1, s3
	v_and_b32_e32 v71, 15, v0
	v_cndmask_b32_e64 v66, 0, 32, vcc_lo
	v_cndmask_b32_e64 v65, 0, 0x42000000, vcc_lo
	s_add_i32 s11, s3, 0xfffff080
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_cmp_lt_i32 s11, 1
	v_ldexp_f32 v66, v130, v66
	v_lshlrev_b32_e32 v67, 2, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_log_f32_e32 v66, v66
	v_sub_f32_e32 v65, v66, v65
	scratch_load_b32 v66, off, off offset:32 ; 4-byte Folded Reload
	v_fmamk_f32 v65, v129, 0x3fb8aa3b, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v65, 0x3f317218, v65
	v_cndmask_b32_e64 v68, v65, 0xff800000, s13
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v69, 0x7f, v66
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v70, s1, s10, v69
	v_lshl_add_u32 v66, v69, 2, 0
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s10, -1
	s_and_b32 vcc_lo, exec_lo, s1
	v_lshlrev_b32_e32 v65, 2, v70
	s_cbranch_vccnz .LBB0_4
; %bb.3:
	s_lshl_b32 s10, s0, 6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_add3_u32 v70, s10, 0, v67
	s_barrier
	buffer_gl0_inv
	s_sub_i32 s10, 0x1000, s3
	s_and_b32 s21, s17, 0xffff
	ds_store_b32 v70, v68
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v70, v66
	v_cmp_gt_i32_e32 vcc_lo, s10, v69
	s_bitcmp0_b32 s5, 7
	s_mov_b32 s23, 0x31027000
	s_cselect_b32 s10, -1, 0
	s_mov_b32 s22, 0x7ffffffe
	s_and_b32 vcc_lo, s10, vcc_lo
	s_mov_b32 s20, s16
	v_cndmask_b32_e32 v69, 0x80000000, v65, vcc_lo
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v70, v69, s[20:23], 0 offen
.LBB0_4:                                ; %Flow
	s_and_b32 s10, s10, exec_lo
	s_cselect_b32 s10, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s10, 1
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_lshl_b32 s10, s0, 6
	s_waitcnt_vscnt null, 0x0
	v_add3_u32 v67, s10, 0, v67
	s_barrier
	buffer_gl0_inv
	s_and_b32 s17, s17, 0xffff
	s_bitcmp0_b32 s5, 7
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
	s_mul_i32 s2, s6, s2
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x31027000
	v_rcp_f32_e32 v66, v65
	s_mov_b32 s10, 0x7ffffffe
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
	v_lshl_or_b32 v68, s0, 4, v71
	s_mul_i32 s0, s43, s4
	s_mul_i32 s4, s7, s3
	s_add_i32 s0, s2, s0
	v_div_fmas_f32 v65, v65, v66, v67
	v_mul_lo_u32 v66, v68, s7
	s_add_i32 s0, s0, s4
	v_or_b32_e32 v67, s3, v68
	v_add_nc_u32_e32 v0, s0, v0
	v_div_fixup_f32 v65, v65, v130, 1.0
	v_or_b32_e32 v68, 0x7e, v69
	v_or_b32_e32 v69, 62, v69
	v_cmp_gt_i32_e32 vcc_lo, 0x1000, v67
	v_add_lshl_u32 v0, v0, v66, 1
	v_cndmask_b32_e64 v65, v65, 1.0, s13
	v_add_nc_u32_e32 v67, s0, v66
	s_or_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
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
	s_delay_alu instid0(VALU_DEP_1)
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
		.amdhsa_private_segment_fixed_size 40
		.amdhsa_kernarg_size 168
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
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
; ScratchSize: 40
; Occupancy: 5
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 40
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .vgpr_count:     256
    .vgpr_spill_count: 9
    .wavefront_size: 32
