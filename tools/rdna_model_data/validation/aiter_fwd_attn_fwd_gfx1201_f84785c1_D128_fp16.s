	.amdgcn_target "amdgpu12.01-amd-amdhsa-unknown-gfx1201"
	.amdhsa_code_object_version 5
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
; %bb.0:
	v_and_b32_e32 v81, 31, v0
	s_bfe_u32 s28, ttmp8, 0x50019
	s_load_b256 s[4:11], s[0:1], 0x20
	s_lshl_b32 s31, s28, 5
	s_lshr_b32 s2, ttmp7, 11
	v_or_b32_e32 v79, s31, v81
	s_and_b32 s26, s2, 0x1fffe0
	s_load_b256 s[12:19], s[0:1], 0x0
	s_and_b32 s27, ttmp7, 0xffff
	s_mov_b32 s23, 0x31027000
	v_bfe_u32 v49, v79, 4, 3
	s_mov_b32 s22, 0x7ffffffe
	v_lshlrev_b32_e32 v66, 4, v79
	v_dual_mov_b32 v82, 1.0 :: v_dual_and_b32 v65, 0x70, v79
	v_mov_b32_e32 v101, 0xff800000
	v_or_b32_e32 v1, s26, v49
	v_or_b32_e32 v52, 16, v49
	v_or_b32_e32 v51, 8, v49
	v_or_b32_e32 v53, 24, v49
	s_mov_b32 s29, 0
	v_cmp_gt_i32_e32 vcc_lo, 0x4000, v1
	v_and_b32_e32 v80, 15, v0
	s_wait_kmcnt 0x0
	s_mul_i32 s2, s6, ttmp9
	s_mul_i32 s3, s7, s27
	v_mul_lo_u32 v2, s8, v49
	s_mul_i32 s6, s8, s26
	v_lshlrev_b32_e32 v50, 3, v80
	s_add_co_i32 s3, s3, s2
	v_mul_lo_u32 v4, s8, v52
	v_mul_lo_u32 v3, s8, v51
	v_mul_lo_u32 v6, s8, v53
	v_add3_u32 v5, s3, s6, v50
	s_and_b32 s21, s13, 0xffff
	s_mov_b32 s20, s12
	s_and_b32 s8, s31, 64
	s_and_b32 s13, s31, 32
	v_add_lshl_u32 v2, v5, v2, 1
	v_add_lshl_u32 v1, v5, v4, 1
	v_add_lshl_u32 v3, v5, v3, 1
	v_add_lshl_u32 v4, v5, v6, 1
	s_wait_alu depctr_sa_sdst(0)
	s_lshr_b32 s31, s8, 1
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v1, 0x80000000, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_clause 0x3
	buffer_load_b128 v[33:36], v2, s[20:23], null offen
	buffer_load_b128 v[37:40], v1, s[20:23], null offen
	buffer_load_b128 v[41:44], v3, s[20:23], null offen
	buffer_load_b128 v[45:48], v4, s[20:23], null offen
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v57, 3, v0
	v_and_b32_e32 v54, 16, v0
	v_lshlrev_b32_e32 v56, 6, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v4, v1 :: v_dual_lshlrev_b32 v61, 1, v80
	v_and_b32_e32 v57, 48, v57
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v5, v1
	v_lshl_add_u32 v62, v54, 5, 0
	s_clause 0x2
	s_load_b64 s[24:25], s[0:1], 0x80
	s_load_b64 s[6:7], s[0:1], 0x50
	s_load_b128 s[0:3], s[0:1], 0x40
	v_and_or_b32 v56, 0x1c0, v56, v57
	v_dual_mov_b32 v16, v1 :: v_dual_and_b32 v57, 0x7f0, v66
	v_lshlrev_b32_e32 v59, 4, v80
	v_add_nc_u32_e32 v68, s13, v62
	v_add_nc_u32_e32 v62, s31, v62
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v57, v57, v65
	v_lshlrev_b32_e32 v58, 8, v80
	v_dual_mov_b32 v2, v1 :: v_dual_lshlrev_b32 v55, 4, v0
	v_add_nc_u32_e32 v84, v68, v61
	v_add_nc_u32_e32 v85, v62, v61
	v_xor_b32_e32 v61, 0x80, v57
	v_add_nc_u32_e32 v86, 0, v57
	v_bfe_i32 v0, v0, 3, 1
	v_lshl_add_u32 v60, v80, 2, 0
	v_xor_b32_e32 v67, v59, v54
	v_add_nc_u32_e32 v87, 0, v61
	v_or_b32_e32 v59, v58, v59
	s_bfe_i32 s12, s28, 0x10000
	s_lshl_b32 s20, s13, 7
	s_lshl_b32 s21, s13, 1
	s_mul_i32 s9, s9, ttmp9
	s_mul_i32 s10, s10, s27
	s_wait_kmcnt 0x0
	s_mul_i32 s0, s0, ttmp9
	s_mul_i32 s1, s1, s27
	v_and_b32_e32 v55, 48, v55
	v_and_b32_e32 v63, 0x210, v0
	s_wait_alu depctr_sa_sdst(0)
	v_and_or_b32 v64, 0x420, s12, v54
	v_add_nc_u32_e32 v0, s21, v60
	v_add_nc_u32_e32 v83, s8, v60
	v_lshrrev_b32_e32 v60, 2, v65
	v_or3_b32 v58, s20, v67, v58
	v_xor_b32_e32 v54, v59, v54
	v_lshrrev_b32_e32 v59, 1, v65
	v_xor3_b32 v56, v64, v56, v63
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v7, v1
	v_xad_u32 v57, 0x80, v58, 0
	v_xad_u32 v61, 0xa0, v58, 0
	v_xad_u32 v62, 0xc0, v58, 0
	v_xad_u32 v66, 0xe0, v58, 0
	v_xor_b32_e32 v90, 32, v54
	v_xor_b32_e32 v91, 64, v54
	v_xor_b32_e32 v92, 0x60, v54
	v_xor_b32_e32 v93, 0x80, v54
	v_xor_b32_e32 v94, 0xa0, v54
	v_xor_b32_e32 v95, 0xc0, v54
	v_xor_b32_e32 v96, 0xe0, v54
	v_xor_b32_e32 v97, 32, v56
	v_add_nc_u32_e32 v88, 0, v54
	v_dual_mov_b32 v8, v1 :: v_dual_add_nc_u32 v89, 0, v56
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v18, v1
	v_dual_mov_b32 v19, v1 :: v_dual_mov_b32 v20, v1
	v_dual_mov_b32 v21, v1 :: v_dual_mov_b32 v22, v1
	v_dual_mov_b32 v23, v1 :: v_dual_mov_b32 v24, v1
	v_dual_mov_b32 v25, v1 :: v_dual_mov_b32 v26, v1
	v_dual_mov_b32 v27, v1 :: v_dual_mov_b32 v28, v1
	v_dual_mov_b32 v29, v1 :: v_dual_mov_b32 v30, v1
	v_dual_mov_b32 v31, v1 :: v_dual_mov_b32 v32, v1
	v_dual_mov_b32 v9, v1 :: v_dual_mov_b32 v10, v1
	v_dual_mov_b32 v11, v1 :: v_dual_mov_b32 v12, v1
	v_dual_mov_b32 v13, v1 :: v_dual_mov_b32 v14, v1
	v_mov_b32_e32 v15, v1
	s_mov_b32 s30, 0x76543210
	s_mov_b64 s[12:13], s[18:19]
	s_and_b32 s17, s17, 0xffff
	s_mov_b32 s18, s22
	s_mov_b32 s19, s23
	s_and_b32 s21, s15, 0xffff
	s_mov_b32 s20, s14
	s_wait_loadcnt 0x3
	ds_store_b128 v86, v[33:36]
	s_wait_loadcnt 0x2
	ds_store_b128 v86, v[37:40] offset:4096
	s_wait_loadcnt 0x1
	ds_store_b128 v87, v[41:44] offset:2048
	s_wait_loadcnt 0x0
	ds_store_b128 v87, v[45:48] offset:6144
	v_add3_u32 v33, s10, s9, v50
	v_add3_u32 v34, s1, s0, v50
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_or_b32_e32 v35, 1, v60
	v_add_nc_u32_e32 v38, 0, v58
	v_xor_b32_e32 v39, v59, v55
	v_xad_u32 v42, v58, 32, 0
	v_mad_co_u64_u32 v[70:71], null, s11, v49, v[33:34]
	v_xad_u32 v46, v58, 64, 0
	v_mad_co_u64_u32 v[71:72], null, s11, v51, v[33:34]
	v_xad_u32 v50, 0x60, v58, 0
	v_mad_co_u64_u32 v[72:73], null, s11, v52, v[33:34]
	v_mad_co_u64_u32 v[73:74], null, s11, v53, v[33:34]
	v_or_b32_e32 v36, 2, v60
	v_or_b32_e32 v37, 3, v60
	v_mad_co_u64_u32 v[74:75], null, s2, v60, v[34:35]
	v_lshl_or_b32 v33, v80, 9, v39
	v_mad_co_u64_u32 v[75:76], null, s2, v35, v[34:35]
	v_mad_co_u64_u32 v[76:77], null, s2, v36, v[34:35]
	v_mad_co_u64_u32 v[77:78], null, s2, v37, v[34:35]
	v_add_nc_u32_e32 v78, 0, v90
	v_xor_b32_e32 v34, 16, v33
	v_xor_b32_e32 v35, 32, v33
	v_xor_b32_e32 v36, 48, v33
	v_add_nc_u32_e32 v90, 0, v91
	v_add_nc_u32_e32 v91, 0, v92
	v_add_nc_u32_e32 v92, 0, v93
	v_add_nc_u32_e32 v93, 0, v94
	v_add_nc_u32_e32 v94, 0, v95
	v_add_nc_u32_e32 v95, 0, v96
	v_add_nc_u32_e32 v96, 0, v97
	v_add_nc_u32_e32 v97, 0, v33
	v_add_nc_u32_e32 v98, 0, v34
	v_add_nc_u32_e32 v99, 0, v35
	v_add_nc_u32_e32 v100, 0, v36
                                        ; implicit-def: $sgpr0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[38:41], v38
	ds_load_b128 v[42:45], v42
	ds_load_b128 v[46:49], v46
	ds_load_b128 v[50:53], v50
	ds_load_b128 v[54:57], v57
	ds_load_b128 v[58:61], v61
	ds_load_b128 v[62:65], v62
	ds_load_b128 v[66:69], v66
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s9, s29, s11
	v_mov_b32_e32 v37, v101
	s_wait_alu depctr_sa_sdst(0)
	v_add_lshl_u32 v33, s9, v70, 1
	v_add_lshl_u32 v101, s9, v71, 1
	v_add_lshl_u32 v105, s9, v72, 1
	v_add_lshl_u32 v109, s9, v73, 1
	s_mul_i32 s1, s29, s2
	s_clause 0x3
	buffer_load_b128 v[33:36], v33, s[20:23], null offen
	buffer_load_b128 v[101:104], v101, s[20:23], null offen
	buffer_load_b128 v[105:108], v105, s[20:23], null offen
	buffer_load_b128 v[109:112], v109, s[20:23], null offen
	v_add_lshl_u32 v138, s1, v77, 1
	v_add_lshl_u32 v139, s1, v76, 1
	v_add_lshl_u32 v140, s1, v74, 1
	s_and_not1_b32 s0, s0, exec_lo
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v86, v[33:36]
	ds_store_b128 v86, v[105:108] offset:4096
	ds_store_b128 v87, v[101:104] offset:2048
	ds_store_b128 v87, v[109:112] offset:6144
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[33:36], v88
	ds_load_b128 v[110:113], v78
	ds_load_b128 v[118:121], v88 offset:4096
	ds_load_b128 v[122:125], v78 offset:4096
	ds_load_b128 v[126:129], v90
	ds_load_b128 v[130:133], v90 offset:4096
	ds_load_b128 v[134:137], v91
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[102:109], v[33:36], v[38:41], 0
	ds_load_b128 v[33:36], v91 offset:4096
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[102:109], v[110:113], v[42:45], v[102:109]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[110:117], v[118:121], v[38:41], 0
	ds_load_b128 v[118:121], v92
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[102:109], v[126:129], v[46:49], v[102:109]
	v_wmma_f32_16x16x16_f16 v[110:117], v[122:125], v[42:45], v[110:117]
	ds_load_b128 v[122:125], v92 offset:4096
	ds_load_b128 v[126:129], v93
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[102:109], v[134:137], v[50:53], v[102:109]
	v_wmma_f32_16x16x16_f16 v[110:117], v[130:133], v[46:49], v[110:117]
	s_wait_dscnt 0x3
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[110:117], v[33:36], v[50:53], v[110:117]
	ds_load_b128 v[33:36], v93 offset:4096
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[102:109], v[118:121], v[54:57], v[102:109]
	ds_load_b128 v[118:121], v94
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[110:117], v[122:125], v[54:57], v[110:117]
	ds_load_b128 v[122:125], v94 offset:4096
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[102:109], v[126:129], v[58:61], v[102:109]
	ds_load_b128 v[126:129], v95
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[110:117], v[33:36], v[58:61], v[110:117]
	ds_load_b128 v[33:36], v95 offset:4096
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[102:109], v[118:121], v[62:65], v[102:109]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[110:117], v[122:125], v[62:65], v[110:117]
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[102:109], v[126:129], v[66:69], v[102:109]
	v_dual_mul_f32 v125, 0x3db504f3, v102 :: v_dual_mul_f32 v126, 0x3db504f3, v103
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[110:117], v[33:36], v[66:69], v[110:117]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v33, 0x3db504f3, v105 :: v_dual_mul_f32 v36, 0x3db504f3, v108
	v_dual_mul_f32 v34, 0x3db504f3, v106 :: v_dual_mul_f32 v35, 0x3db504f3, v107
	v_dual_mul_f32 v118, 0x3db504f3, v110 :: v_dual_mul_f32 v101, 0x3db504f3, v109
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v120, 0x3db504f3, v112 :: v_dual_mul_f32 v119, 0x3db504f3, v111
	v_dual_mul_f32 v122, 0x3db504f3, v114 :: v_dual_mul_f32 v121, 0x3db504f3, v113
	v_dual_mul_f32 v124, 0x3db504f3, v116 :: v_dual_mul_f32 v123, 0x3db504f3, v115
	v_dual_mul_f32 v128, 0x3db504f3, v117 :: v_dual_mul_f32 v127, 0x3db504f3, v104
	v_max3_num_f32 v33, v33, v34, v35
	v_max3_num_f32 v34, v119, v120, v121
	v_max_num_f32_e32 v35, v125, v126
	v_max3_num_f32 v119, v122, v123, v124
	v_max3_num_f32 v36, v36, v101, v118
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_max3_num_f32 v33, v35, v127, v33
	v_max3_num_f32 v34, v34, v119, v128
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v33, v33, v36, v34
	v_permlanex16_b32 v34, v33, s30, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v101, v37, v33, v34
	v_sub_f32_e32 v34, v37, v101
	v_fma_f32 v33, 0x3db504f3, v102, -v101
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v101
	v_fma_f32 v124, 0x3db504f3, v103, -v101
	v_fma_f32 v125, 0x3db504f3, v104, -v101
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mul_f32 v34, 0x3fb8aa3b, v34 :: v_dual_mul_f32 v33, 0x3fb8aa3b, v33
	v_fma_f32 v126, 0x3db504f3, v105, -v101
	v_fma_f32 v127, 0x3db504f3, v106, -v101
	v_fma_f32 v128, 0x3db504f3, v107, -v101
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v34, v34, 0xff800000, vcc_lo
	v_add_lshl_u32 v107, s1, v75, 1
	v_fma_f32 v129, 0x3db504f3, v108, -v101
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_exp_f32_e32 v102, v34
	v_fma_f32 v130, 0x3db504f3, v109, -v101
	v_fma_f32 v131, 0x3db504f3, v110, -v101
	v_fma_f32 v133, 0x3db504f3, v117, -v101
	v_cndmask_b32_e64 v33, v33, 0xff800000, vcc_lo
	v_fma_f32 v132, 0x3db504f3, v116, -v101
	v_fma_f32 v111, 0x3db504f3, v111, -v101
	v_fma_f32 v112, 0x3db504f3, v112, -v101
	v_fma_f32 v113, 0x3db504f3, v113, -v101
	ds_store_b32 v0, v102
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_exp_f32_e32 v33, v33
	v_dual_mul_f32 v112, 0x3fb8aa3b, v112 :: v_dual_mul_f32 v113, 0x3fb8aa3b, v113
	v_fma_f32 v114, 0x3db504f3, v114, -v101
	v_fma_f32 v115, 0x3db504f3, v115, -v101
	s_and_b32 s9, vcc_lo, exec_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v112, v112, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v113, v113, 0xff800000, vcc_lo
	v_dual_mul_f32 v114, 0x3fb8aa3b, v114 :: v_dual_mul_f32 v115, 0x3fb8aa3b, v115
	s_add_co_i32 s1, s29, 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v112, v112
	v_exp_f32_e32 v113, v113
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v114, v114, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v115, v115, 0xff800000, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s0, s0, s9
	s_cmp_lt_u32 s29, 0x3fe0
	s_mov_b32 s29, s1
	v_exp_f32_e32 v114, v114
	v_exp_f32_e32 v115, v115
	v_mul_f32_e32 v111, 0x3fb8aa3b, v111
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v111, v111, 0xff800000, vcc_lo
	v_exp_f32_e32 v111, v111
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_clause 0x2
	buffer_load_b128 v[103:106], v138, s[16:19], null offen
	buffer_load_b128 v[34:37], v139, s[16:19], null offen
	buffer_load_b128 v[107:110], v107, s[16:19], null offen
	s_wait_loadcnt 0x2
	v_lshrrev_b32_e32 v134, 16, v103
	s_wait_loadcnt 0x1
	v_lshrrev_b32_e32 v117, 16, v34
	v_mov_b16_e32 v34.h, v103.l
	v_lshrrev_b32_e32 v135, 16, v104
	v_lshrrev_b32_e32 v119, 16, v35
	v_mov_b16_e32 v35.h, v104.l
	v_lshrrev_b32_e32 v136, 16, v105
	v_lshrrev_b32_e32 v121, 16, v36
	v_mov_b16_e32 v36.h, v105.l
	v_lshrrev_b32_e32 v123, 16, v37
	v_mov_b16_e32 v37.h, v106.l
	v_lshrrev_b32_e32 v137, 16, v106
	buffer_load_b128 v[103:106], v140, s[16:19], null offen
	s_wait_loadcnt 0x1
	v_lshrrev_b32_e32 v139, 16, v108
	v_lshrrev_b32_e32 v140, 16, v109
	v_lshrrev_b32_e32 v138, 16, v107
	v_lshrrev_b32_e32 v141, 16, v110
	v_mov_b16_e64 v117.h, v134.l
	v_mov_b16_e64 v119.h, v135.l
	v_mov_b16_e64 v121.h, v136.l
	v_mov_b16_e64 v123.h, v137.l
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v118, 16, v104
	v_mov_b16_e32 v104.h, v108.l
	v_lshrrev_b32_e32 v120, 16, v105
	v_mov_b16_e32 v105.h, v109.l
	v_dual_mul_f32 v108, 0x3fb8aa3b, v125 :: v_dual_mul_f32 v109, 0x3fb8aa3b, v126
	v_lshrrev_b32_e32 v116, 16, v103
	v_mov_b16_e32 v103.h, v107.l
	v_lshrrev_b32_e32 v122, 16, v106
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v108, v108, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v109, v109, 0xff800000, vcc_lo
	v_mov_b16_e32 v106.h, v110.l
	v_dual_mul_f32 v125, 0x3fb8aa3b, v128 :: v_dual_mul_f32 v126, 0x3fb8aa3b, v129
	v_exp_f32_e32 v108, v108
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v109, v109
	v_mul_f32_e32 v107, 0x3fb8aa3b, v124
	v_cndmask_b32_e64 v125, v125, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v126, v126, 0xff800000, vcc_lo
	v_mov_b16_e64 v116.h, v138.l
	v_mov_b16_e64 v118.h, v139.l
	v_mov_b16_e64 v120.h, v140.l
	v_exp_f32_e32 v125, v125
	v_exp_f32_e32 v126, v126
	v_add_f32_e32 v124, v108, v109
	v_cndmask_b32_e64 v107, v107, 0xff800000, vcc_lo
	v_mov_b16_e64 v122.h, v141.l
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v107, v107
	v_add_f32_e32 v110, v33, v107
	v_cvt_f16_f32_e32 v33.l, v33
	v_cvt_f16_f32_e32 v33.h, v107
	v_cvt_f16_f32_e32 v107.h, v111
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v110, v110, v124
	v_dual_mul_f32 v124, 0x3fb8aa3b, v127 :: v_dual_mul_f32 v127, 0x3fb8aa3b, v130
	v_cndmask_b32_e64 v124, v124, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v127, v127, 0xff800000, vcc_lo
	v_exp_f32_e32 v124, v124
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v127, v127
	v_dual_add_f32 v128, v124, v125 :: v_dual_add_f32 v129, v126, v127
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v128, v128, v129 :: v_dual_mul_f32 v129, 0x3fb8aa3b, v131
	v_dual_add_f32 v131, v112, v113 :: v_dual_add_f32 v110, v110, v128
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v129, v129, 0xff800000, vcc_lo
	v_exp_f32_e32 v129, v129
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v130, v129, v111
	v_cvt_f16_f32_e64 v107.l, v129
	v_dual_add_f32 v130, v130, v131 :: v_dual_mul_f32 v131, 0x3fb8aa3b, v132
	v_dual_mul_f32 v132, 0x3fb8aa3b, v133 :: v_dual_add_f32 v133, v114, v115
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v131, v131, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v132, v132, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v131, v131
	v_exp_f32_e32 v132, v132
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v142, v131, v132
	v_add_f32_e32 v133, v133, v142
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v128, v130, v133
	v_add_f32_e32 v110, v110, v128
	ds_load_b32 v128, v83
	s_wait_dscnt 0x0
	v_dual_mov_b32 v142, v82 :: v_dual_mul_f32 v3, v3, v128
	s_barrier_signal -1
	v_mul_f32_e32 v1, v1, v128
	v_permlanex16_b32 v82, v110, s30, 0xfedcba98 op_sel:[1,0]
	v_mul_f32_e32 v20, v20, v128
	v_dual_mul_f32 v2, v2, v128 :: v_dual_mul_f32 v7, v7, v128
	v_dual_mul_f32 v4, v4, v128 :: v_dual_mul_f32 v17, v17, v128
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v82, v110, v82 :: v_dual_mul_f32 v5, v5, v128
	v_cvt_f16_f32_e64 v110.l, v131
	v_cvt_f16_f32_e64 v110.h, v132
	v_dual_mul_f32 v6, v6, v128 :: v_dual_mul_f32 v19, v19, v128
	v_dual_mul_f32 v8, v8, v128 :: v_dual_mul_f32 v21, v21, v128
	v_dual_mul_f32 v18, v18, v128 :: v_dual_mul_f32 v23, v23, v128
	v_dual_mul_f32 v22, v22, v128 :: v_dual_mul_f32 v25, v25, v128
	v_dual_mul_f32 v24, v24, v128 :: v_dual_mul_f32 v27, v27, v128
	v_dual_mul_f32 v26, v26, v128 :: v_dual_mul_f32 v31, v31, v128
	v_dual_mul_f32 v28, v28, v128 :: v_dual_mul_f32 v9, v9, v128
	v_dual_mul_f32 v30, v30, v128 :: v_dual_mul_f32 v11, v11, v128
	v_dual_mul_f32 v32, v32, v128 :: v_dual_mul_f32 v13, v13, v128
	v_dual_mul_f32 v10, v10, v128 :: v_dual_mul_f32 v15, v15, v128
	v_mul_f32_e32 v12, v12, v128
	v_mul_f32_e32 v14, v14, v128
	v_mul_f32_e32 v16, v16, v128
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v84, v33
	v_cvt_f16_f32_e32 v33.l, v108
	ds_store_b16_d16_hi v84, v33 offset:64
	v_cvt_f16_f32_e32 v33.h, v109
	v_cvt_f16_f32_e32 v108.l, v112
	v_cvt_f16_f32_e32 v108.h, v113
	ds_store_b16 v84, v33 offset:128
	v_cvt_f16_f32_e32 v33.l, v124
	ds_store_b16_d16_hi v84, v33 offset:192
	v_cvt_f16_f32_e32 v33.h, v125
	v_cvt_f16_f32_e32 v109.l, v114
	v_cvt_f16_f32_e32 v109.h, v115
	ds_store_b16 v84, v33 offset:256
	v_cvt_f16_f32_e32 v33.l, v126
	ds_store_b16_d16_hi v84, v33 offset:320
	v_cvt_f16_f32_e32 v33.h, v127
	ds_store_b16 v84, v33 offset:384
	ds_store_b16_d16_hi v84, v33 offset:448
	ds_store_b16 v84, v107 offset:1024
	ds_store_b16_d16_hi v84, v107 offset:1088
	ds_store_b16 v84, v108 offset:1152
	ds_store_b16_d16_hi v84, v108 offset:1216
	ds_store_b16 v84, v109 offset:1280
	ds_store_b16_d16_hi v84, v109 offset:1344
	ds_store_b16 v84, v110 offset:1408
	ds_store_b16_d16_hi v84, v110 offset:1472
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v33, v103
	v_dual_mov_b32 v107, v37 :: v_dual_fmac_f32 v82, v142, v102
	v_mul_f32_e32 v29, v29, v128
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_u16_d16 v108, v85
	ds_load_u16_d16 v109, v85 offset:128
	ds_load_u16_d16 v110, v85 offset:256
	ds_load_u16_d16 v111, v85 offset:384
	ds_load_u16_d16 v112, v85 offset:1024
	ds_load_u16_d16 v113, v85 offset:1152
	ds_load_u16_d16 v114, v85 offset:1280
	ds_load_u16_d16 v115, v85 offset:1408
	s_wait_dscnt 0x7
	ds_load_u16_d16_hi v108, v85 offset:64
	s_wait_dscnt 0x7
	ds_load_u16_d16_hi v109, v85 offset:192
	s_wait_dscnt 0x7
	ds_load_u16_d16_hi v110, v85 offset:320
	s_wait_dscnt 0x7
	ds_load_u16_d16_hi v111, v85 offset:448
	s_wait_dscnt 0x7
	ds_load_u16_d16_hi v112, v85 offset:1088
	s_wait_dscnt 0x7
	ds_load_u16_d16_hi v113, v85 offset:1216
	s_wait_dscnt 0x7
	ds_load_u16_d16_hi v114, v85 offset:1344
	s_wait_dscnt 0x7
	ds_load_u16_d16_hi v115, v85 offset:1472
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b64 v97, v[33:34], v[116:117] offset1:8
	v_mov_b32_e32 v34, v104
	ds_store_2addr_b64 v98, v[34:35], v[118:119] offset0:16 offset1:24
	v_mov_b32_e32 v35, v105
	ds_store_2addr_b64 v99, v[35:36], v[120:121] offset0:32 offset1:40
	ds_store_2addr_b64 v100, v[106:107], v[122:123] offset0:48 offset1:56
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[33:36], v89
	ds_load_b128 v[103:106], v89 offset:2048
	ds_load_b128 v[116:119], v89 offset:4096
	ds_load_b128 v[120:123], v89 offset:6144
	ds_load_b128 v[124:127], v96
	ds_load_b128 v[128:131], v96 offset:2048
	ds_load_b128 v[132:135], v96 offset:4096
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[1:8], v[33:36], v[108:111], v[1:8]
	ds_load_b128 v[33:36], v96 offset:6144
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[17:24], v[103:106], v[108:111], v[17:24]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[25:32], v[116:119], v[108:111], v[25:32]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[9:16], v[120:123], v[108:111], v[9:16]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[1:8], v[124:127], v[112:115], v[1:8]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[17:24], v[128:131], v[112:115], v[17:24]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[25:32], v[132:135], v[112:115], v[25:32]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[9:16], v[33:36], v[112:115], v[9:16]
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_div_scale_f32 v33, null, v82, v82, 1.0
	v_div_scale_f32 v36, vcc_lo, 1.0, v82, 1.0
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_mul_i32 s1, s24, ttmp9
	v_rcp_f32_e32 v34, v33
	s_mul_i32 s2, s25, s27
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s1, s1, s26
	s_add_co_i32 s9, s26, 0xffffc020
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s9, 1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v36, v34
	v_fma_f32 v37, -v33, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v35, v37, v34
	v_add3_u32 v37, s1, s2, v81
	s_cselect_b32 s1, -1, 0
	s_barrier_wait -1
	v_fma_f32 v33, -v33, v35, v36
	global_inv scope:SCOPE_SE
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v33, v33, v34, v35
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v82
	v_lshl_add_u32 v35, v81, 2, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v33, v33, v82, 1.0
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v34, 0, 32, vcc_lo
	v_cndmask_b32_e64 v33, v33, 1.0, s0
	s_delay_alu instid0(VALU_DEP_2)
	v_ldexp_f32 v34, v82, v34
	ds_store_b32 v0, v33
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_log_f32_e32 v34, v34
	v_cndmask_b32_e64 v33, 0, 0x42000000, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, exec_lo, s1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v34, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmamk_f32 v34, v101, 0x3fb8aa3b, v33
	v_mul_f32_e32 v34, 0x3f317218, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v36, v34, 0xff800000, s0
	v_lshlrev_b32_e32 v34, 2, v37
	s_mov_b32 s0, -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v33, v83
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_4
; %bb.3:
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_sub_co_i32 s0, 0x4000, s26
	s_and_b32 s17, s13, 0xffff
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_gt_i32_e32 vcc_lo, s0, v81
	s_and_b32 s0, s28, 3
	s_cselect_b32 s0, 0, -1
	s_mov_b32 s19, 0x31027000
	s_mov_b32 s18, 0x7ffffffe
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, s0, vcc_lo
	s_mov_b32 s16, s12
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v38, 0x80000000, v34, vcc_lo
	s_mov_b32 s0, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b32 v0, v36
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v37, v35
	s_wait_dscnt 0x0
	buffer_store_b32 v37, v38, s[16:19], null offen
.LBB0_4:                                ; %Flow
	s_and_b32 s0, s0, exec_lo
	s_cselect_b32 s0, 1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_and_b32 s13, s13, 0xffff
	s_and_b32 s0, s28, 3
	s_cselect_b32 vcc_lo, 0, -1
	s_mov_b32 s15, 0x31027000
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v34, 0x80000000, v34, vcc_lo
	s_mov_b32 s14, 0x7ffffffe
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b32 v0, v36
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v0, v35
	s_wait_dscnt 0x0
	buffer_store_b32 v0, v34, s[12:15], null offen
.LBB0_6:
	s_lshr_b32 s0, s8, 2
	s_wait_dscnt 0x0
	v_fma_mixhi_f16 v0, v2, v33, neg(0)
	s_wait_alu depctr_sa_sdst(0)
	v_or_b32_e32 v35, s0, v80
	v_lshrrev_b32_e32 v34, 1, v79
	s_mul_i32 s0, s3, ttmp9
	s_mul_i32 s2, s6, s27
	s_mul_i32 s3, s7, s26
	v_or_b32_e32 v2, s26, v35
	v_mul_lo_u32 v36, s7, v35
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s2, s2, s0
	v_fma_mixlo_f16 v0, v1, v33, neg(0)
	v_fma_mixlo_f16 v1, v3, v33, neg(0)
	v_cmp_gt_i32_e32 vcc_lo, 0x4000, v2
	v_fma_mixhi_f16 v3, v8, v33, neg(0)
	v_fma_mixlo_f16 v8, v9, v33, neg(0)
	v_fma_mixhi_f16 v9, v12, v33, neg(0)
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v35, s2, s3, v36
	s_or_b32 vcc_lo, s1, vcc_lo
	v_and_b32_e32 v34, 24, v34
	v_fma_mixhi_f16 v8, v10, v33, neg(0)
	v_fma_mixlo_f16 v10, v13, v33, neg(0)
	v_fma_mixhi_f16 v10, v14, v33, neg(0)
	v_fma_mixlo_f16 v9, v11, v33, neg(0)
	v_add_lshl_u32 v12, v35, v34, 1
	v_fma_mixlo_f16 v11, v15, v33, neg(0)
	v_fma_mixhi_f16 v1, v4, v33, neg(0)
	v_fma_mixlo_f16 v2, v5, v33, neg(0)
	v_fma_mixhi_f16 v2, v6, v33, neg(0)
	v_add_nc_u32_e32 v14, 0x80, v12
	v_add_nc_u32_e32 v13, 64, v12
	v_add_nc_u32_e32 v15, 0xc0, v12
	v_fma_mixlo_f16 v3, v7, v33, neg(0)
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v4, v17, v33, neg(0)
	v_fma_mixhi_f16 v4, v18, v33, neg(0)
	v_fma_mixlo_f16 v5, v19, v33, neg(0)
	v_fma_mixhi_f16 v5, v20, v33, neg(0)
	v_fma_mixlo_f16 v6, v21, v33, neg(0)
	v_fma_mixhi_f16 v6, v22, v33, neg(0)
	v_fma_mixlo_f16 v7, v23, v33, neg(0)
	v_fma_mixhi_f16 v7, v24, v33, neg(0)
	v_dual_cndmask_b32 v14, 0x80000000, v14 :: v_dual_cndmask_b32 v13, 0x80000000, v13
	v_fma_mixlo_f16 v17, v25, v33, neg(0)
	v_fma_mixhi_f16 v17, v26, v33, neg(0)
	v_fma_mixlo_f16 v18, v27, v33, neg(0)
	v_fma_mixhi_f16 v18, v28, v33, neg(0)
	v_fma_mixlo_f16 v19, v29, v33, neg(0)
	v_fma_mixhi_f16 v19, v30, v33, neg(0)
	v_fma_mixlo_f16 v20, v31, v33, neg(0)
	v_fma_mixhi_f16 v20, v32, v33, neg(0)
	v_fma_mixhi_f16 v11, v16, v33, neg(0)
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s7, 0x31027000
	s_mov_b32 s6, 0x7ffffffe
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	s_clause 0x3
	buffer_store_b128 v[0:3], v12, s[4:7], null offen
	buffer_store_b128 v[4:7], v13, s[4:7], null offen
	buffer_store_b128 v[17:20], v14, s[4:7], null offen
	buffer_store_b128 v[8:11], v15, s[4:7], null offen
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
		.amdhsa_next_free_vgpr 143
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
; Occupancy: 10
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .vgpr_count:     143
    .vgpr_spill_count: 0
    .wavefront_size: 32
