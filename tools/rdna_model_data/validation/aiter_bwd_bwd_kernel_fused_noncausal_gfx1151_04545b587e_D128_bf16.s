	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
bwd_kernel_fused_noncausal:             ; @bwd_kernel_fused_noncausal
.Lfunc_begin0:
; %bb.0:
	s_clause 0xa
	s_load_b64 s[34:35], s[0:1], 0xcc
	s_load_b32 s83, s[0:1], 0xb0
	s_load_b64 s[30:31], s[0:1], 0xa8
	s_load_b128 s[40:43], s[0:1], 0x98
	s_load_b32 s81, s[0:1], 0x70
	s_load_b128 s[36:39], s[0:1], 0x60
	s_load_b256 s[8:15], s[0:1], 0x40
	s_load_b128 s[48:51], s[0:1], 0x0
	s_load_b64 s[28:29], s[0:1], 0x10
	s_load_b32 s33, s[0:1], 0x18
	s_load_b64 s[44:45], s[0:1], 0x20
	v_mov_b32_e32 v154, v0
	s_lshl_b32 s80, s3, 6
	v_readfirstlane_b32 s5, v154
	s_and_b32 s82, s5, 0x60
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s80, s35
	s_mov_b64 s[24:25], s[50:51]
	s_cbranch_scc1 .LBB0_7
; %bb.1:
	v_and_or_b32 v0, v154, 31, s82
	s_mul_i32 s3, s15, s4
	s_mul_i32 s5, s36, s2
	s_and_b32 s57, s25, 0xffff
	s_add_i32 s5, s5, s3
	v_lshrrev_b32_e32 v46, 4, v0
	s_mul_i32 s3, s37, s80
	s_mov_b32 s59, 0x31027000
	s_mov_b32 s58, 0x7ffffffe
	s_mov_b32 s56, s24
	v_or_b32_e32 v3, s80, v46
	v_or_b32_e32 v38, 32, v46
	v_or_b32_e32 v40, 48, v46
	v_or_b32_e32 v1, 8, v46
	v_or_b32_e32 v36, 16, v46
	v_cmp_gt_i32_e32 vcc_lo, s35, v3
	v_and_b32_e32 v47, 15, v154
	v_or_b32_e32 v37, 24, v46
	v_mul_lo_u32 v5, v46, s37
	v_mul_lo_u32 v8, v38, s37
	v_or_b32_e32 v39, 40, v46
	v_lshlrev_b32_e32 v2, 3, v47
	v_or_b32_e32 v41, 56, v46
	v_or_b32_e32 v12, s80, v38
	v_mul_lo_u32 v17, v40, s37
	v_mul_lo_u32 v6, v1, s37
	v_add3_u32 v15, s5, s3, v2
	v_mul_lo_u32 v7, v36, s37
	v_mul_lo_u32 v14, v37, s37
	v_or_b32_e32 v13, s80, v40
	v_mul_lo_u32 v16, v39, s37
	v_or_b32_e32 v4, s80, v36
	v_add_lshl_u32 v5, v15, v5, 1
	v_mul_lo_u32 v18, v41, s37
	v_add_lshl_u32 v19, v15, v8, 1
	v_cmp_gt_i32_e64 s5, s35, v12
	v_add_lshl_u32 v17, v15, v17, 1
	v_cmp_gt_i32_e64 s6, s35, v13
	v_add_lshl_u32 v7, v15, v7, 1
	v_cndmask_b32_e32 v3, 0x80000000, v5, vcc_lo
	v_add_lshl_u32 v9, v15, v6, 1
	v_cmp_gt_i32_e64 s3, s35, v4
	v_add_lshl_u32 v14, v15, v14, 1
	v_cndmask_b32_e64 v12, 0x80000000, v19, s5
	v_add_lshl_u32 v16, v15, v16, 1
	v_add_lshl_u32 v18, v15, v18, 1
	v_cndmask_b32_e64 v17, 0x80000000, v17, s6
	v_cndmask_b32_e64 v10, 0x80000000, v7, s3
	buffer_load_b128 v[4:7], v3, s[56:59], 0 offen
	v_cndmask_b32_e64 v24, 0x80000000, v14, s3
	buffer_load_b128 v[12:15], v12, s[56:59], 0 offen
	v_dual_cndmask_b32 v3, 0x80000000, v9 :: v_dual_lshlrev_b32 v42, 4, v0
	v_cndmask_b32_e64 v28, 0x80000000, v16, s5
	v_cndmask_b32_e64 v32, 0x80000000, v18, s6
	s_clause 0x5
	buffer_load_b128 v[16:19], v17, s[56:59], 0 offen
	buffer_load_b128 v[20:23], v3, s[56:59], 0 offen
	buffer_load_b128 v[24:27], v24, s[56:59], 0 offen
	buffer_load_b128 v[28:31], v28, s[56:59], 0 offen
	buffer_load_b128 v[32:35], v32, s[56:59], 0 offen
	buffer_load_b128 v[8:11], v10, s[56:59], 0 offen
	v_dual_mov_b32 v194, 0 :: v_dual_and_b32 v3, 0x70, v0
	s_mul_i32 s7, s38, s4
	s_mul_i32 s16, s39, s2
	v_mul_lo_u32 v43, v46, s81
	s_mul_i32 s17, s81, s80
	s_add_i32 s16, s16, s7
	v_xor_b32_e32 v42, v42, v3
	v_add3_u32 v44, s16, s17, v2
	v_mul_lo_u32 v45, v1, s81
	v_mul_lo_u32 v36, v36, s81
	v_mul_lo_u32 v37, v37, s81
	v_dual_mov_b32 v196, 0 :: v_dual_add_nc_u32 v255, 0, v42
	v_xor_b32_e32 v42, 0x80, v42
	v_mul_lo_u32 v38, v38, s81
	v_add_lshl_u32 v43, v44, v43, 1
	v_mul_lo_u32 v39, v39, s81
	v_mul_lo_u32 v40, v40, s81
	v_mul_lo_u32 v41, v41, s81
	v_dual_mov_b32 v198, 0 :: v_dual_add_nc_u32 v217, 0, v42
	v_cndmask_b32_e32 v42, 0x80000000, v43, vcc_lo
	v_add_lshl_u32 v43, v44, v45, 1
	v_add_lshl_u32 v36, v44, v36, 1
	v_add_lshl_u32 v37, v44, v37, 1
	v_add_lshl_u32 v38, v44, v38, 1
	v_add_lshl_u32 v39, v44, v39, 1
	v_add_lshl_u32 v40, v44, v40, 1
	v_add_lshl_u32 v41, v44, v41, 1
	v_dual_cndmask_b32 v43, 0x80000000, v43 :: v_dual_mov_b32 v200, 0
	v_cndmask_b32_e64 v36, 0x80000000, v36, s3
	v_cndmask_b32_e64 v37, 0x80000000, v37, s3
	s_and_b32 s57, s29, 0xffff
	s_mov_b32 s56, s28
	v_cndmask_b32_e64 v38, 0x80000000, v38, s5
	v_cndmask_b32_e64 v39, 0x80000000, v39, s5
	v_cndmask_b32_e64 v40, 0x80000000, v40, s6
	v_cndmask_b32_e64 v41, 0x80000000, v41, s6
	v_mov_b32_e32 v103, 0
	s_lshl_b32 s3, s82, 7
	s_clause 0x2
	s_load_b64 s[6:7], s[0:1], 0x90
	s_load_b128 s[60:63], s[0:1], 0x80
	s_load_b128 s[52:55], s[0:1], 0x30
	v_dual_mov_b32 v193, 0 :: v_dual_mov_b32 v210, 0
	v_dual_mov_b32 v195, 0 :: v_dual_mov_b32 v212, 0
	v_dual_mov_b32 v197, 0 :: v_dual_mov_b32 v214, 0
	v_dual_mov_b32 v199, 0 :: v_dual_mov_b32 v216, 0
	v_dual_mov_b32 v209, 0 :: v_dual_mov_b32 v180, 0
	v_dual_mov_b32 v211, 0 :: v_dual_mov_b32 v182, 0
	v_dual_mov_b32 v213, 0 :: v_dual_mov_b32 v184, 0
	v_dual_mov_b32 v215, 0 :: v_dual_mov_b32 v186, 0
	v_dual_mov_b32 v179, 0 :: v_dual_mov_b32 v172, 0
	v_dual_mov_b32 v181, 0 :: v_dual_mov_b32 v174, 0
	v_dual_mov_b32 v183, 0 :: v_dual_mov_b32 v176, 0
	v_dual_mov_b32 v185, 0 :: v_dual_mov_b32 v178, 0
	v_dual_mov_b32 v171, 0 :: v_dual_mov_b32 v164, 0
	v_dual_mov_b32 v173, 0 :: v_dual_mov_b32 v166, 0
	v_dual_mov_b32 v175, 0 :: v_dual_mov_b32 v168, 0
	v_dual_mov_b32 v177, 0 :: v_dual_mov_b32 v170, 0
	v_dual_mov_b32 v163, 0 :: v_dual_mov_b32 v234, 0
	v_dual_mov_b32 v165, 0 :: v_dual_mov_b32 v236, 0
	v_dual_mov_b32 v167, 0 :: v_dual_mov_b32 v238, 0
	v_dual_mov_b32 v169, 0 :: v_dual_mov_b32 v240, 0
	v_dual_mov_b32 v233, 0 :: v_dual_mov_b32 v50, 0
	v_dual_mov_b32 v235, 0 :: v_dual_mov_b32 v52, 0
	v_dual_mov_b32 v237, 0 :: v_dual_mov_b32 v54, 0
	v_dual_mov_b32 v239, 0 :: v_dual_mov_b32 v56, 0
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v226, 0
	v_dual_mov_b32 v51, 0 :: v_dual_mov_b32 v228, 0
	v_dual_mov_b32 v53, 0 :: v_dual_mov_b32 v230, 0
	v_dual_mov_b32 v55, 0 :: v_dual_mov_b32 v232, 0
	v_dual_mov_b32 v225, 0 :: v_dual_mov_b32 v114, 0
	v_dual_mov_b32 v227, 0 :: v_dual_mov_b32 v116, 0
	v_dual_mov_b32 v229, 0 :: v_dual_mov_b32 v118, 0
	v_dual_mov_b32 v231, 0 :: v_dual_mov_b32 v120, 0
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v122, 0
	v_dual_mov_b32 v115, 0 :: v_dual_mov_b32 v124, 0
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v126, 0
	v_dual_mov_b32 v119, 0 :: v_dual_mov_b32 v128, 0
	v_dual_mov_b32 v121, 0 :: v_dual_mov_b32 v106, 0
	v_dual_mov_b32 v123, 0 :: v_dual_mov_b32 v108, 0
	v_dual_mov_b32 v125, 0 :: v_dual_mov_b32 v110, 0
	v_dual_mov_b32 v127, 0 :: v_dual_mov_b32 v112, 0
	v_dual_mov_b32 v105, 0 :: v_dual_mov_b32 v98, 0
	v_dual_mov_b32 v107, 0 :: v_dual_mov_b32 v100, 0
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v102, 0
	v_dual_mov_b32 v111, 0 :: v_dual_mov_b32 v104, 0
	v_dual_mov_b32 v97, 0 :: v_dual_mov_b32 v90, 0
	v_dual_mov_b32 v99, 0 :: v_dual_mov_b32 v92, 0
	v_dual_mov_b32 v101, 0 :: v_dual_mov_b32 v94, 0
	v_dual_mov_b32 v89, 0 :: v_dual_mov_b32 v96, 0
	v_dual_mov_b32 v91, 0 :: v_dual_mov_b32 v82, 0
	v_dual_mov_b32 v93, 0 :: v_dual_mov_b32 v84, 0
	v_mov_b32_e32 v79, 0
	s_cmp_eq_u32 s2, 0x7fffffff
	s_waitcnt vmcnt(7)
	ds_store_b128 v255, v[4:7]
	s_waitcnt vmcnt(0)
	ds_store_b128 v255, v[8:11] offset:4096
	ds_store_b128 v255, v[12:15] offset:8192
	ds_store_b128 v255, v[16:19] offset:12288
	ds_store_b128 v217, v[20:23] offset:2048
	ds_store_b128 v217, v[24:27] offset:6144
	ds_store_b128 v217, v[28:31] offset:10240
	ds_store_b128 v217, v[32:35] offset:14336
	v_bfe_u32 v4, v154, 4, 1
	v_dual_mov_b32 v86, 0 :: v_dual_lshlrev_b32 v5, 8, v47
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x7
	buffer_load_b128 v[22:25], v42, s[56:59], 0 offen
	buffer_load_b128 v[26:29], v43, s[56:59], 0 offen
	buffer_load_b128 v[30:33], v36, s[56:59], 0 offen
	buffer_load_b128 v[34:37], v37, s[56:59], 0 offen
	buffer_load_b128 v[129:132], v38, s[56:59], 0 offen
	buffer_load_b128 v[133:136], v39, s[56:59], 0 offen
	buffer_load_b128 v[137:140], v40, s[56:59], 0 offen
	buffer_load_b128 v[141:144], v41, s[56:59], 0 offen
	scratch_store_b32 off, v4, off offset:352 ; 4-byte Folded Spill
	v_dual_mov_b32 v87, 0 :: v_dual_lshlrev_b32 v4, 4, v47
	v_dual_mov_b32 v88, 0 :: v_dual_mov_b32 v73, 0
	v_mov_b32_e32 v74, 0
	v_or3_b32 v7, s3, v5, v4
	v_dual_mov_b32 v95, 0 :: v_dual_mov_b32 v76, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v80, 0
	v_xor_b32_e32 v8, 16, v7
	v_xor_b32_e32 v9, 32, v7
	v_xor_b32_e32 v10, 48, v7
	v_xor_b32_e32 v11, 64, v7
	v_add_nc_u32_e32 v6, 0, v7
	v_xor_b32_e32 v12, 0x50, v7
	v_xor_b32_e32 v13, 0x60, v7
	v_xor_b32_e32 v14, 0x70, v7
	v_xor_b32_e32 v15, 0x80, v7
	v_xor_b32_e32 v16, 0x90, v7
	v_xor_b32_e32 v17, 0xa0, v7
	v_xor_b32_e32 v18, 0xb0, v7
	v_xor_b32_e32 v19, 0xc0, v7
	v_xor_b32_e32 v20, 0xd0, v7
	v_xor_b32_e32 v21, 0xe0, v7
	v_xor_b32_e32 v38, 0xf0, v7
	v_add_nc_u32_e32 v7, 0, v8
	v_dual_mov_b32 v81, 0 :: v_dual_add_nc_u32 v8, 0, v9
	v_add_nc_u32_e32 v9, 0, v10
	v_dual_mov_b32 v83, 0 :: v_dual_add_nc_u32 v10, 0, v11
	v_mov_b32_e32 v85, 0
	v_add_nc_u32_e32 v11, 0, v12
	v_add_nc_u32_e32 v12, 0, v13
	v_add_nc_u32_e32 v13, 0, v14
	v_add_nc_u32_e32 v14, 0, v15
	v_add_nc_u32_e32 v15, 0, v16
	v_add_nc_u32_e32 v16, 0, v17
	v_add_nc_u32_e32 v17, 0, v18
	v_dual_mov_b32 v75, 0 :: v_dual_add_nc_u32 v18, 0, v19
	v_add_nc_u32_e32 v19, 0, v20
	v_dual_mov_b32 v77, 0 :: v_dual_add_nc_u32 v20, 0, v21
	v_add_nc_u32_e32 v21, 0, v38
	ds_load_b128 v[57:60], v6
	ds_load_b128 v[61:64], v7
	ds_load_b128 v[241:244], v8
	ds_load_b128 v[245:248], v9
	ds_load_b128 v[38:41], v10
	ds_load_b128 v[42:45], v11
	ds_load_b128 v[155:158], v12
	ds_load_b128 v[159:162], v13
	ds_load_b128 v[201:204], v14
	ds_load_b128 v[205:208], v15
	ds_load_b128 v[65:68], v16
	ds_load_b128 v[69:72], v17
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[65:68], off offset:384 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:400 ; 16-byte Folded Spill
	ds_load_b128 v[65:68], v18
	ds_load_b128 v[69:72], v19
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[65:68], off offset:416 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:432 ; 16-byte Folded Spill
	ds_load_b128 v[65:68], v20
	ds_load_b128 v[69:72], v21
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[65:68], off offset:448 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:464 ; 16-byte Folded Spill
	v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v66, 0
	v_dual_mov_b32 v67, 0 :: v_dual_mov_b32 v68, 0
	v_dual_mov_b32 v69, 0 :: v_dual_mov_b32 v70, 0
	v_dual_mov_b32 v71, 0 :: v_dual_mov_b32 v72, 0
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v255, v[22:25]
	ds_store_b128 v255, v[30:33] offset:4096
	ds_store_b128 v255, v[129:132] offset:8192
	ds_store_b128 v255, v[137:140] offset:12288
	ds_store_b128 v217, v[26:29] offset:2048
	ds_store_b128 v217, v[34:37] offset:6144
	ds_store_b128 v217, v[133:136] offset:10240
	ds_store_b128 v217, v[141:144] offset:14336
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_6
; %bb.2:                                ; %.lr.ph173
	v_mov_b32_e32 v72, 0
	s_add_i32 s3, s34, 15
	s_cmp_lt_i32 s3, 16
	v_mov_b32_e32 v71, v72
	v_mov_b32_e32 v70, v72
	v_mov_b32_e32 v69, v72
	v_mov_b32_e32 v68, v72
	v_mov_b32_e32 v67, v72
	v_mov_b32_e32 v66, v72
	v_mov_b32_e32 v65, v72
	v_mov_b32_e32 v80, v72
	v_mov_b32_e32 v79, v72
	v_mov_b32_e32 v78, v72
	v_mov_b32_e32 v77, v72
	v_mov_b32_e32 v76, v72
	v_mov_b32_e32 v75, v72
	v_mov_b32_e32 v74, v72
	v_mov_b32_e32 v73, v72
	v_mov_b32_e32 v88, v72
	v_mov_b32_e32 v87, v72
	v_mov_b32_e32 v86, v72
	v_mov_b32_e32 v85, v72
	v_mov_b32_e32 v84, v72
	v_mov_b32_e32 v83, v72
	v_mov_b32_e32 v82, v72
	v_mov_b32_e32 v81, v72
	v_mov_b32_e32 v96, v72
	v_mov_b32_e32 v95, v72
	v_mov_b32_e32 v94, v72
	v_mov_b32_e32 v93, v72
	v_mov_b32_e32 v92, v72
	v_mov_b32_e32 v91, v72
	v_mov_b32_e32 v90, v72
	v_mov_b32_e32 v89, v72
	v_mov_b32_e32 v104, v72
	v_mov_b32_e32 v103, v72
	v_mov_b32_e32 v102, v72
	v_mov_b32_e32 v101, v72
	v_mov_b32_e32 v100, v72
	v_mov_b32_e32 v99, v72
	v_mov_b32_e32 v98, v72
	v_mov_b32_e32 v97, v72
	v_mov_b32_e32 v112, v72
	v_mov_b32_e32 v111, v72
	v_mov_b32_e32 v110, v72
	v_mov_b32_e32 v109, v72
	v_mov_b32_e32 v108, v72
	v_mov_b32_e32 v107, v72
	v_mov_b32_e32 v106, v72
	v_mov_b32_e32 v105, v72
	v_mov_b32_e32 v128, v72
	v_mov_b32_e32 v127, v72
	v_mov_b32_e32 v126, v72
	v_mov_b32_e32 v125, v72
	v_mov_b32_e32 v124, v72
	v_mov_b32_e32 v123, v72
	v_mov_b32_e32 v122, v72
	v_mov_b32_e32 v121, v72
	v_mov_b32_e32 v120, v72
	v_mov_b32_e32 v119, v72
	v_mov_b32_e32 v118, v72
	v_mov_b32_e32 v117, v72
	v_mov_b32_e32 v116, v72
	v_mov_b32_e32 v115, v72
	v_mov_b32_e32 v114, v72
	v_mov_b32_e32 v113, v72
	v_mov_b32_e32 v232, v72
	v_mov_b32_e32 v231, v72
	v_mov_b32_e32 v230, v72
	v_mov_b32_e32 v229, v72
	v_mov_b32_e32 v228, v72
	v_mov_b32_e32 v227, v72
	v_mov_b32_e32 v226, v72
	v_mov_b32_e32 v225, v72
	v_mov_b32_e32 v56, v72
	v_mov_b32_e32 v55, v72
	v_mov_b32_e32 v54, v72
	v_mov_b32_e32 v53, v72
	v_mov_b32_e32 v52, v72
	v_mov_b32_e32 v51, v72
	v_mov_b32_e32 v50, v72
	v_mov_b32_e32 v49, v72
	v_mov_b32_e32 v240, v72
	v_mov_b32_e32 v239, v72
	v_mov_b32_e32 v238, v72
	v_mov_b32_e32 v237, v72
	v_mov_b32_e32 v236, v72
	v_mov_b32_e32 v235, v72
	v_mov_b32_e32 v234, v72
	v_mov_b32_e32 v233, v72
	v_mov_b32_e32 v170, v72
	v_mov_b32_e32 v169, v72
	v_mov_b32_e32 v168, v72
	v_mov_b32_e32 v167, v72
	v_mov_b32_e32 v166, v72
	v_mov_b32_e32 v165, v72
	v_mov_b32_e32 v164, v72
	v_mov_b32_e32 v163, v72
	v_mov_b32_e32 v178, v72
	v_mov_b32_e32 v177, v72
	v_mov_b32_e32 v176, v72
	v_mov_b32_e32 v175, v72
	v_mov_b32_e32 v174, v72
	v_mov_b32_e32 v173, v72
	v_mov_b32_e32 v172, v72
	v_mov_b32_e32 v171, v72
	v_mov_b32_e32 v186, v72
	v_mov_b32_e32 v185, v72
	v_mov_b32_e32 v184, v72
	v_mov_b32_e32 v183, v72
	v_mov_b32_e32 v182, v72
	v_mov_b32_e32 v181, v72
	v_mov_b32_e32 v180, v72
	v_mov_b32_e32 v179, v72
	v_mov_b32_e32 v216, v72
	v_mov_b32_e32 v215, v72
	v_mov_b32_e32 v214, v72
	v_mov_b32_e32 v213, v72
	v_mov_b32_e32 v212, v72
	v_mov_b32_e32 v211, v72
	v_mov_b32_e32 v210, v72
	v_mov_b32_e32 v209, v72
	v_mov_b32_e32 v200, v72
	v_mov_b32_e32 v199, v72
	v_mov_b32_e32 v198, v72
	v_mov_b32_e32 v197, v72
	v_mov_b32_e32 v196, v72
	v_mov_b32_e32 v195, v72
	v_mov_b32_e32 v194, v72
	v_mov_b32_e32 v193, v72
	s_cbranch_scc1 .LBB0_6
; %bb.3:                                ; %.lr.ph.preheader
	ds_load_b128 v[22:25], v20
	ds_load_b128 v[26:29], v21
	s_lshl_b32 s18, s82, 2
	s_clause 0x2                            ; 36-byte Folded Spill
	scratch_store_b32 off, v47, off offset:1024
	scratch_store_b128 off, v[38:41], off offset:748
	scratch_store_b128 off, v[42:45], off offset:764
	s_mul_i32 s17, s40, s4
	s_mul_i32 s19, s2, s41
	s_ashr_i32 s20, s3, 31
	s_mul_i32 s5, s42, s4
	v_mul_lo_u32 v1, v1, s14
	s_mov_b32 s16, 0
	s_mov_b32 s67, 0x31027000
	s_mov_b32 s66, 0x7ffffffe
	s_and_b32 s65, s49, 0xffff
	s_and_b32 s69, s9, 0xffff
	s_and_b32 s73, s45, 0xffff
	s_and_b32 s77, s11, 0xffff
	s_lshl_b32 s27, s14, 4
	s_lshl_b32 s46, s83, 4
	s_mov_b32 s21, s16
	s_mov_b32 s22, s16
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[22:25], off offset:480 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[26:29], off offset:496 ; 16-byte Folded Spill
	ds_load_b128 v[20:23], v18
	ds_load_b128 v[24:27], v19
	s_mov_b32 s23, s16
	s_mov_b32 s47, 0x76543210
	s_mov_b32 s64, s48
	s_mov_b32 s68, s8
	s_mov_b32 s70, s66
	s_mov_b32 s71, s67
	s_mov_b32 s72, s44
	s_mov_b32 s74, s66
	s_mov_b32 s75, s67
	s_mov_b32 s76, s10
	s_mov_b32 s78, s66
	s_mov_b32 s79, s67
	s_mov_b32 s50, s16
	s_mov_b32 s51, s16
	s_clause 0x3                            ; 64-byte Folded Spill
	scratch_store_b128 off, v[155:158], off offset:960
	scratch_store_b128 off, v[159:162], off offset:976
	scratch_store_b128 off, v[201:204], off offset:992
	scratch_store_b128 off, v[205:208], off offset:1008
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[20:23], off offset:512 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[24:27], off offset:528 ; 16-byte Folded Spill
	ds_load_b128 v[18:21], v16
	ds_load_b128 v[22:25], v17
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[18:21], off offset:544 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[22:25], off offset:560 ; 16-byte Folded Spill
	ds_load_b128 v[16:19], v14
	ds_load_b128 v[20:23], v15
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[16:19], off offset:576 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[20:23], off offset:592 ; 16-byte Folded Spill
	ds_load_b128 v[14:17], v12
	ds_load_b128 v[18:21], v13
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[14:17], off offset:608 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[18:21], off offset:624 ; 16-byte Folded Spill
	ds_load_b128 v[12:15], v10
	ds_load_b128 v[16:19], v11
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[12:15], off offset:640 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[16:19], off offset:656 ; 16-byte Folded Spill
	ds_load_b128 v[10:13], v8
	ds_load_b128 v[14:17], v9
	v_lshlrev_b32_e32 v8, 1, v154
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[10:13], off offset:672 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[14:17], off offset:688 ; 16-byte Folded Spill
	ds_load_b128 v[10:13], v6
	ds_load_b128 v[14:17], v7
	v_and_b32_e32 v6, 60, v8
	v_and_b32_e32 v8, 7, v154
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[10:13], off offset:704 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[14:17], off offset:720 ; 16-byte Folded Spill
	v_dual_mov_b32 v113, 0 :: v_dual_lshlrev_b32 v10, 2, v8
	v_and_b32_e32 v9, 1, v154
	v_lshlrev_b32_e32 v0, 6, v0
	v_or_b32_e32 v16, v5, v4
	v_dual_mov_b32 v124, v113 :: v_dual_lshlrev_b32 v45, 8, v154
	v_dual_mov_b32 v114, v113 :: v_dual_lshlrev_b32 v7, 6, v9
	v_dual_mov_b32 v116, v113 :: v_dual_and_b32 v9, 8, v154
	v_mov_b32_e32 v118, v113
	v_mov_b32_e32 v115, v113
	v_or3_b32 v12, s18, v7, v6
	v_lshlrev_b32_e32 v7, 9, v8
	v_dual_mov_b32 v120, v113 :: v_dual_lshlrev_b32 v11, 3, v9
	v_dual_mov_b32 v117, v113 :: v_dual_lshlrev_b32 v8, 4, v8
	v_xor_b32_e32 v13, 4, v12
	v_xor_b32_e32 v15, 8, v12
	v_xor_b32_e32 v17, 12, v12
	v_xor_b32_e32 v18, 16, v12
	v_or3_b32 v14, v11, v10, v7
	v_xor_b32_e32 v10, 20, v12
	v_xor_b32_e32 v19, 24, v12
	scratch_store_b32 off, v12, off offset:736 ; 4-byte Folded Spill
	v_xor_b32_e32 v20, 28, v12
	v_dual_mov_b32 v119, v113 :: v_dual_lshlrev_b32 v12, 1, v3
	v_and_or_b32 v0, 0xc00, v0, v8
	v_mov_b32_e32 v121, v113
	v_bfe_i32 v6, v154, 0, 1
	scratch_store_b32 off, v14, off offset:740 ; 4-byte Folded Spill
	v_bfe_i32 v11, v154, 3, 1
	v_xor_b32_e32 v0, v0, v12
	v_xor_b32_e32 v21, 4, v14
	v_xor_b32_e32 v22, 8, v14
	v_xor_b32_e32 v23, 12, v14
	v_xor_b32_e32 v24, 16, v14
	v_lshl_or_b32 v12, v9, 5, v0
	v_dual_mov_b32 v9, 0x5410 :: v_dual_and_b32 v0, 16, v154
	scratch_store_b32 off, v16, off offset:744 ; 4-byte Folded Spill
	v_xor_b32_e32 v5, 20, v14
	v_xor_b32_e32 v25, 24, v14
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	v_xor_b32_e32 v26, 28, v14
	v_xor_b32_e32 v27, 16, v16
	v_xor_b32_e32 v28, 32, v16
	v_xor_b32_e32 v29, 48, v16
	v_cndmask_b32_e32 v0, 0x1054, v9, vcc_lo
	v_or_b32_e32 v47, v7, v4
	scratch_store_b32 off, v12, off offset:780 ; 4-byte Folded Spill
	v_xor_b32_e32 v4, 16, v12
	v_dual_mov_b32 v123, v113 :: v_dual_lshlrev_b32 v12, 5, v154
	v_xor_b32_e32 v30, 64, v16
	v_xor_b32_e32 v31, 0x50, v16
	v_xor_b32_e32 v32, 0x60, v16
	v_xor_b32_e32 v33, 0x70, v16
	v_xor_b32_e32 v8, 0x80, v16
	v_xor_b32_e32 v34, 0x90, v16
	v_xor_b32_e32 v35, 0xa0, v16
	v_xor_b32_e32 v36, 0xb0, v16
	v_xor_b32_e32 v37, 0xc0, v16
	v_xor_b32_e32 v38, 0xd0, v16
	v_xor_b32_e32 v39, 0xe0, v16
	v_xor_b32_e32 v40, 0xf0, v16
	v_lshrrev_b32_e32 v14, 2, v3
	v_dual_mov_b32 v127, v113 :: v_dual_and_b32 v6, 0x110, v6
	v_dual_mov_b32 v105, v113 :: v_dual_and_b32 v12, 0x60, v12
	v_bfe_i32 v16, v154, 2, 1
	v_xor_b32_e32 v6, v14, v6
	v_dual_mov_b32 v126, v113 :: v_dual_and_b32 v11, 0x110, v11
	s_mul_i32 s18, s2, s43
	v_and_or_b32 v12, 0x90, v16, v12
	v_and_or_b32 v14, 0xe00, v45, v6
	scratch_store_b32 off, v47, off offset:784 ; 4-byte Folded Spill
	v_xor_b32_e32 v9, 16, v47
	v_xor_b32_e32 v41, 32, v47
	v_xor_b32_e32 v11, v12, v11
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v14, off offset:788
	scratch_store_b32 off, v154, off offset:1028
	v_mov_b32_e32 v7, 0x7632
	v_xor_b32_e32 v42, 48, v47
	scratch_store_b32 off, v11, off offset:792 ; 4-byte Folded Spill
	v_xor_b32_e32 v45, 16, v11
	v_lshrrev_b32_e32 v11, 3, v3
	scratch_load_b32 v3, off, off offset:352 ; 4-byte Folded Reload
	v_cndmask_b32_e32 v7, 0x3276, v7, vcc_lo
	v_xor_b32_e32 v43, 64, v47
	v_xor_b32_e32 v44, 0x50, v47
	v_lshl_or_b32 v0, v0, 8, v0
	v_xor_b32_e32 v49, 0x60, v47
	v_lshl_or_b32 v7, v7, 8, v7
	v_mov_b32_e32 v122, v113
	v_xor_b32_e32 v6, 0x70, v47
	v_dual_mov_b32 v125, v113 :: v_dual_and_b32 v0, 0x540054, v0
	v_dual_mov_b32 v128, v113 :: v_dual_and_b32 v7, 0x760076, v7
	v_mov_b32_e32 v107, v113
	v_lshl_or_b32 v0, v0, 4, v0
	v_mov_b32_e32 v109, v113
	v_lshl_or_b32 v7, v7, 4, v7
	v_mov_b32_e32 v111, v113
	v_mov_b32_e32 v97, v113
	v_and_b32_e32 v251, 0x5040504, v0
	v_dual_mov_b32 v99, v113 :: v_dual_and_b32 v16, 0x7060706, v7
	v_xor_b32_e32 v7, 16, v14
	v_mul_lo_u32 v14, v46, s14
	v_mov_b32_e32 v101, v113
	v_mov_b32_e32 v103, v113
	v_mov_b32_e32 v89, v113
	v_mov_b32_e32 v91, v113
	v_mov_b32_e32 v93, v113
	v_mov_b32_e32 v95, v113
	v_mov_b32_e32 v81, v113
	v_mov_b32_e32 v83, v113
	v_mov_b32_e32 v85, v113
	v_mov_b32_e32 v87, v113
	v_mov_b32_e32 v73, v113
	v_mov_b32_e32 v75, v113
	v_mov_b32_e32 v77, v113
	v_mov_b32_e32 v79, v113
	v_mov_b32_e32 v65, v113
	v_mov_b32_e32 v67, v113
	v_mov_b32_e32 v69, v113
	v_mov_b32_e32 v71, v113
	v_mov_b32_e32 v193, v113
	v_mov_b32_e32 v195, v113
	v_mov_b32_e32 v197, v113
	v_mov_b32_e32 v199, v113
	v_mov_b32_e32 v209, v113
	v_mov_b32_e32 v211, v113
	v_mov_b32_e32 v213, v113
	v_mov_b32_e32 v215, v113
	v_mov_b32_e32 v179, v113
	v_mov_b32_e32 v181, v113
	v_mov_b32_e32 v183, v113
	v_mov_b32_e32 v185, v113
	v_mov_b32_e32 v171, v113
	v_mov_b32_e32 v173, v113
	v_mov_b32_e32 v175, v113
	v_mov_b32_e32 v177, v113
	v_mov_b32_e32 v178, v113
	v_mov_b32_e32 v163, v113
	v_mov_b32_e32 v164, v113
	v_mov_b32_e32 v165, v113
	v_mov_b32_e32 v166, v113
	v_mov_b32_e32 v167, v113
	v_mov_b32_e32 v168, v113
	v_mov_b32_e32 v169, v113
	v_mov_b32_e32 v170, v113
	v_mov_b32_e32 v233, v113
	v_mov_b32_e32 v234, v113
	v_mov_b32_e32 v235, v113
	v_mov_b32_e32 v236, v113
	v_mov_b32_e32 v237, v113
	v_mov_b32_e32 v238, v113
	v_mov_b32_e32 v239, v113
	v_mov_b32_e32 v240, v113
	v_mov_b32_e32 v50, v113
	v_mov_b32_e32 v51, v113
	v_mov_b32_e32 v52, v113
	v_mov_b32_e32 v53, v113
	v_mov_b32_e32 v54, v113
	v_mov_b32_e32 v55, v113
	v_mov_b32_e32 v56, v113
	v_mov_b32_e32 v225, v113
	v_mov_b32_e32 v226, v113
	v_mov_b32_e32 v227, v113
	v_mov_b32_e32 v228, v113
	v_mov_b32_e32 v229, v113
	v_mov_b32_e32 v230, v113
	v_mov_b32_e32 v231, v113
	v_mov_b32_e32 v232, v113
	scratch_store_b32 off, v11, off offset:796 ; 4-byte Folded Spill
	v_mov_b32_e32 v106, v113
	v_mov_b32_e32 v176, v113
	v_mov_b32_e32 v108, v113
	v_mov_b32_e32 v110, v113
	v_mov_b32_e32 v112, v113
	v_mov_b32_e32 v98, v113
	v_mov_b32_e32 v100, v113
	v_mov_b32_e32 v102, v113
	v_mov_b32_e32 v104, v113
	v_mov_b32_e32 v90, v113
	v_mov_b32_e32 v92, v113
	v_mov_b32_e32 v94, v113
	v_mov_b32_e32 v96, v113
	v_mov_b32_e32 v82, v113
	v_mov_b32_e32 v84, v113
	v_mov_b32_e32 v86, v113
	v_mov_b32_e32 v88, v113
	v_mov_b32_e32 v74, v113
	v_mov_b32_e32 v76, v113
	v_mov_b32_e32 v78, v113
	v_mov_b32_e32 v80, v113
	v_mov_b32_e32 v66, v113
	v_mov_b32_e32 v68, v113
	v_mov_b32_e32 v70, v113
	v_mov_b32_e32 v72, v113
	v_mov_b32_e32 v194, v113
	v_mov_b32_e32 v196, v113
	v_mov_b32_e32 v198, v113
	v_mov_b32_e32 v200, v113
	v_mov_b32_e32 v210, v113
	v_mov_b32_e32 v212, v113
	v_mov_b32_e32 v214, v113
	v_mov_b32_e32 v216, v113
	v_mov_b32_e32 v180, v113
	v_mov_b32_e32 v182, v113
	v_mov_b32_e32 v184, v113
	v_mov_b32_e32 v186, v113
	v_mov_b32_e32 v172, v113
	v_mov_b32_e32 v174, v113
	s_waitcnt vmcnt(0)
	v_add3_u32 v12, s19, s17, v3
	s_lshr_b32 s17, s20, 28
	v_add3_u32 v3, s18, s5, v3
	s_add_i32 s3, s3, s17
	s_mul_i32 s5, s30, s4
	s_ashr_i32 s26, s3, 4
	s_mul_i32 s3, s2, s31
	s_mul_i32 s17, s12, s4
	s_add_i32 s3, s3, s5
	s_mul_i32 s5, s2, s13
	scratch_store_b32 off, v12, off offset:800 ; 4-byte Folded Spill
	s_add_i32 s5, s5, s17
	s_mov_b32 s17, s16
	v_add3_u32 v252, v2, v1, s5
	v_add_nc_u32_e32 v1, 0, v13
	scratch_store_b32 off, v3, off offset:804 ; 4-byte Folded Spill
	v_or_b32_e32 v3, 1, v11
	v_mul_lo_u32 v11, v11, s83
	v_add_nc_u32_e32 v13, 0, v45
	scratch_store_b32 off, v1, off offset:808 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v15
	v_mul_lo_u32 v3, v3, s83
	s_mov_b32 s18, s16
	s_mov_b32 s19, s16
	s_mov_b32 s20, s16
	scratch_store_b32 off, v1, off offset:812 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v17
	v_add3_u32 v48, v2, v11, s3
	v_add3_u32 v47, v2, v3, s3
	v_add3_u32 v2, v2, v14, s5
	scratch_store_b32 off, v1, off offset:816 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v18
	scratch_store_b32 off, v1, off offset:820 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v10
	scratch_store_b32 off, v1, off offset:824 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v19
	scratch_store_b32 off, v1, off offset:828 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v20
	scratch_store_b32 off, v1, off offset:832 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v21
	scratch_store_b32 off, v1, off offset:836 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v22
	scratch_store_b32 off, v1, off offset:840 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v23
	scratch_store_b32 off, v1, off offset:844 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v24
	scratch_store_b32 off, v1, off offset:848 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	scratch_store_b32 off, v1, off offset:852 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v25
	scratch_store_b32 off, v1, off offset:856 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v26
	scratch_store_b32 off, v1, off offset:860 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v27
	scratch_store_b32 off, v1, off offset:864 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v28
	scratch_store_b32 off, v1, off offset:868 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v29
	scratch_store_b32 off, v1, off offset:872 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v30
	scratch_store_b32 off, v1, off offset:876 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v31
	scratch_store_b32 off, v1, off offset:880 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v32
	scratch_store_b32 off, v1, off offset:884 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v33
	scratch_store_b32 off, v1, off offset:888 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v8
	scratch_store_b32 off, v1, off offset:892 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v34
	scratch_store_b32 off, v1, off offset:896 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v35
	scratch_store_b32 off, v1, off offset:900 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v36
	scratch_store_b32 off, v1, off offset:904 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v37
	scratch_store_b32 off, v1, off offset:908 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v38
	scratch_store_b32 off, v1, off offset:912 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v39
	scratch_store_b32 off, v1, off offset:916 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v40
	scratch_store_b32 off, v1, off offset:920 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	scratch_store_b32 off, v1, off offset:924 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v9
	scratch_store_b32 off, v1, off offset:928 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v41
	scratch_store_b32 off, v1, off offset:932 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v42
	scratch_store_b32 off, v1, off offset:936 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v43
	scratch_store_b32 off, v1, off offset:940 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v44
	scratch_store_b32 off, v1, off offset:944 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v49
	v_mov_b32_e32 v49, v113
	scratch_store_b32 off, v1, off offset:948 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v6
	scratch_store_b32 off, v1, off offset:952 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v7
	scratch_store_b32 off, v1, off offset:956 ; 4-byte Folded Spill
.LBB0_4:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v1, s50, v46
	s_clause 0xe                            ; 228-byte Folded Spill
	scratch_store_b32 off, v2, off offset:224
	scratch_store_b128 off, v[209:212], off offset:192
	scratch_store_b128 off, v[213:216], off offset:208
	scratch_store_b128 off, v[233:236], off offset:160
	scratch_store_b128 off, v[237:240], off offset:176
	scratch_store_b128 off, v[49:52], off offset:128
	scratch_store_b128 off, v[53:56], off offset:144
	scratch_store_b128 off, v[163:166], off offset:96
	scratch_store_b128 off, v[167:170], off offset:112
	scratch_store_b128 off, v[171:174], off offset:64
	scratch_store_b128 off, v[175:178], off offset:80
	scratch_store_b128 off, v[179:182], off offset:32
	scratch_store_b128 off, v[183:186], off offset:48
	scratch_store_b128 off, v[193:196], off
	scratch_store_b128 off, v[197:200], off offset:16
	v_dual_mov_b32 v204, s19 :: v_dual_mov_b32 v201, s16
	v_dual_mov_b32 v202, s17 :: v_dual_mov_b32 v145, v225
	v_cmp_gt_i32_e32 vcc_lo, s34, v1
	v_dual_mov_b32 v208, s23 :: v_dual_lshlrev_b32 v1, 1, v2
	v_mov_b32_e32 v0, v47
	v_lshlrev_b32_e32 v2, 1, v252
	v_dual_mov_b32 v146, v226 :: v_dual_cndmask_b32 v1, 0x80000000, v1
	v_dual_mov_b32 v148, v228 :: v_dual_mov_b32 v51, v243
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_dual_mov_b32 v150, v230 :: v_dual_mov_b32 v53, v245
	v_dual_mov_b32 v152, v232 :: v_dual_mov_b32 v55, v247
	s_clause 0x1
	buffer_load_b128 v[22:25], v1, s[64:67], 0 offen
	buffer_load_b128 v[26:29], v2, s[64:67], 0 offen
	v_mov_b32_e32 v52, v244
	v_mov_b32_e32 v56, v248
	s_add_i32 s51, s51, 1
	v_mov_b32_e32 v207, s22
	v_dual_mov_b32 v205, s20 :: v_dual_mov_b32 v206, s21
	v_mov_b32_e32 v203, s18
	v_mov_b32_e32 v147, v227
	v_mov_b32_e32 v149, v229
	v_dual_mov_b32 v151, v231 :: v_dual_add_nc_u32 v252, s27, v252
	s_waitcnt vmcnt(1)
	v_mov_b16_e32 v1.l, v22.l
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v1.h, v26.l
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v2, off, off offset:736
	scratch_load_b32 v6, off, off offset:812
	v_lshrrev_b32_e32 v3, 16, v23
	v_lshrrev_b32_e32 v4, 16, v24
	v_lshrrev_b32_e32 v5, 16, v25
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v2, 0, v2
	ds_store_b32 v2, v1
	scratch_load_b32 v1, off, off offset:352 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v2, 16, v22
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v1, s50, v1
	v_cmp_gt_i32_e32 vcc_lo, s34, v1
	v_lshrrev_b32_e32 v1, 16, v26
	v_mov_b16_e32 v2.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v27
	v_mov_b16_e32 v3.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v28
	v_mov_b16_e32 v4.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v29
	v_mov_b16_e32 v1.h, v27.l
	v_mov_b16_e32 v5.h, v1.l
	v_mov_b16_e32 v1.l, v23.l
	ds_store_b32 v6, v1 offset:1024
	scratch_load_b32 v6, off, off offset:820 ; 4-byte Folded Reload
	v_mov_b16_e32 v1.l, v24.l
	v_mov_b16_e32 v1.h, v28.l
	s_waitcnt vmcnt(0)
	ds_store_b32 v6, v1 offset:2048
	scratch_load_b32 v6, off, off offset:828 ; 4-byte Folded Reload
	v_mov_b16_e32 v1.l, v25.l
	v_mov_b16_e32 v1.h, v29.l
	s_waitcnt vmcnt(0)
	ds_store_b32 v6, v1 offset:3072
	scratch_load_b32 v1, off, off offset:808 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2 offset:512
	scratch_load_b32 v1, off, off offset:816 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v3 offset:1536
	scratch_load_b32 v1, off, off offset:824 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v4 offset:2560
	scratch_load_b32 v1, off, off offset:832 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v5 offset:3584
	scratch_load_b32 v1, off, off offset:800 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v1, s50, v1, 2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v11, off, off offset:836
	scratch_load_b32 v14, off, off offset:856
	v_add_nc_u32_e32 v6, 40, v1
	v_add_nc_u32_e32 v7, 48, v1
	v_add_nc_u32_e32 v3, 16, v1
	v_add_nc_u32_e32 v2, 8, v1
	v_add_nc_u32_e32 v8, 56, v1
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	v_dual_cndmask_b32 v7, 0x80000000, v7 :: v_dual_add_nc_u32 v4, 24, v1
	v_add_nc_u32_e32 v5, 32, v1
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	s_clause 0x7
	buffer_load_b32 v30, v1, s[68:71], 0 offen
	buffer_load_b32 v31, v2, s[68:71], 0 offen
	buffer_load_b32 v20, v3, s[68:71], 0 offen
	buffer_load_b32 v21, v4, s[68:71], 0 offen
	buffer_load_b32 v18, v5, s[68:71], 0 offen
	buffer_load_b32 v19, v6, s[68:71], 0 offen
	buffer_load_b32 v15, v7, s[68:71], 0 offen
	buffer_load_b32 v17, v8, s[68:71], 0 offen
	scratch_load_b32 v1, off, off offset:740 ; 4-byte Folded Reload
	s_waitcnt vmcnt(7)
	v_cmp_neq_f32_e64 s5, 0xff800000, v31
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v1, 0, v1
	ds_load_2addr_b32 v[9:10], v1 offset1:8
	ds_load_2addr_b32 v[7:8], v1 offset0:32 offset1:40
	ds_load_2addr_b32 v[5:6], v1 offset0:64 offset1:72
	ds_load_2addr_b32 v[3:4], v1 offset0:96 offset1:104
	ds_load_2addr_b32 v[1:2], v11 offset1:8
	ds_load_2addr_b32 v[191:192], v11 offset0:32 offset1:40
	ds_load_2addr_b32 v[189:190], v11 offset0:64 offset1:72
	ds_load_2addr_b32 v[187:188], v11 offset0:96 offset1:104
	scratch_load_b32 v11, off, off offset:840 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[185:186], v11 offset1:8
	ds_load_2addr_b32 v[183:184], v11 offset0:32 offset1:40
	ds_load_2addr_b32 v[181:182], v11 offset0:64 offset1:72
	ds_load_2addr_b32 v[179:180], v11 offset0:96 offset1:104
	scratch_load_b32 v11, off, off offset:844 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[177:178], v11 offset1:8
	ds_load_2addr_b32 v[175:176], v11 offset0:32 offset1:40
	ds_load_2addr_b32 v[173:174], v11 offset0:64 offset1:72
	ds_load_2addr_b32 v[171:172], v11 offset0:96 offset1:104
	scratch_load_b32 v11, off, off offset:848 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[169:170], v11 offset1:8
	ds_load_2addr_b32 v[167:168], v11 offset0:32 offset1:40
	ds_load_2addr_b32 v[165:166], v11 offset0:64 offset1:72
	ds_load_2addr_b32 v[163:164], v11 offset0:96 offset1:104
	scratch_load_b32 v11, off, off offset:852 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[161:162], v11 offset1:8
	ds_load_2addr_b32 v[159:160], v11 offset0:32 offset1:40
	ds_load_2addr_b32 v[157:158], v11 offset0:64 offset1:72
	ds_load_2addr_b32 v[155:156], v11 offset0:96 offset1:104
	ds_load_2addr_b32 v[153:154], v14 offset1:8
	ds_load_2addr_b32 v[249:250], v14 offset0:32 offset1:40
	ds_load_2addr_b32 v[11:12], v14 offset0:64 offset1:72
	ds_load_2addr_b32 v[253:254], v14 offset0:96 offset1:104
	scratch_load_b32 v14, off, off offset:860 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[44:45], v14 offset1:8
	ds_load_2addr_b32 v[32:33], v14 offset0:32 offset1:40
	s_waitcnt lgkmcnt(0)
	scratch_store_b64 off, v[32:33], off offset:320 ; 8-byte Folded Spill
	ds_load_2addr_b32 v[32:33], v14 offset0:64 offset1:72
	s_waitcnt lgkmcnt(0)
	scratch_store_b64 off, v[32:33], off offset:288 ; 8-byte Folded Spill
	ds_load_2addr_b32 v[32:33], v14 offset0:96 offset1:104
	s_waitcnt lgkmcnt(0)
	scratch_store_b64 off, v[32:33], off offset:256 ; 8-byte Folded Spill
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v255, v[22:25]
	ds_store_b128 v217, v[26:29] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v14, off, off offset:744 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v22, 0, v14
	scratch_load_b32 v14, off, off offset:864 ; 4-byte Folded Reload
	ds_load_b128 v[129:132], v22
	s_waitcnt vmcnt(0)
	ds_load_b128 v[133:136], v14
	s_clause 0x2                            ; 36-byte Folded Reload
	scratch_load_b32 v14, off, off offset:868
	scratch_load_b128 v[22:25], off, off offset:748
	scratch_load_b128 v[26:29], off, off offset:764
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[129:136], v[57:64], v[201:208]
	s_waitcnt vmcnt(2)
	ds_load_b128 v[137:140], v14
	scratch_load_b32 v14, off, off offset:872 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[141:144], v14
	scratch_load_b32 v14, off, off offset:876 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[137:144], v[241:248], v[193:200]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[129:132], v14
	scratch_load_b32 v14, off, off offset:880 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[133:136], v14
	scratch_load_b32 v14, off, off offset:884 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[129:136], v[22:29], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[22:25], off, off offset:960
	scratch_load_b128 v[26:29], off, off offset:976
	s_waitcnt vmcnt(2)
	ds_load_b128 v[129:132], v14
	scratch_load_b32 v14, off, off offset:888 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[133:136], v14
	scratch_load_b32 v14, off, off offset:892 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[129:136], v[22:29], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[22:25], off, off offset:992
	scratch_load_b128 v[26:29], off, off offset:1008
	s_waitcnt vmcnt(2)
	ds_load_b128 v[129:132], v14
	scratch_load_b32 v14, off, off offset:896 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[133:136], v14
	scratch_load_b32 v14, off, off offset:900 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[129:136], v[22:29], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[22:25], off, off offset:384
	scratch_load_b128 v[26:29], off, off offset:400
	s_waitcnt vmcnt(2)
	ds_load_b128 v[129:132], v14
	scratch_load_b32 v14, off, off offset:904 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[133:136], v14
	scratch_load_b32 v14, off, off offset:908 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[129:136], v[22:29], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[22:25], off, off offset:416
	scratch_load_b128 v[26:29], off, off offset:432
	s_waitcnt vmcnt(2)
	ds_load_b128 v[129:132], v14
	scratch_load_b32 v14, off, off offset:912 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[133:136], v14
	scratch_load_b32 v14, off, off offset:916 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[129:136], v[22:29], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[22:25], off, off offset:448
	scratch_load_b128 v[26:29], off, off offset:464
	s_waitcnt vmcnt(2)
	ds_load_b128 v[129:132], v14
	scratch_load_b32 v14, off, off offset:920 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[133:136], v14
	scratch_load_b32 v14, off, off offset:796 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[129:136], v[22:29], v[193:200]
	v_lshlrev_b32_e32 v23, 1, v47
	v_fma_f32 v32, s33, v193, -v30
	v_fma_f32 v33, s33, v194, -v31
	v_fma_f32 v34, s33, v195, -v20
	v_fma_f32 v35, s33, v196, -v21
	v_fma_f32 v36, s33, v197, -v18
	v_fma_f32 v37, s33, v198, -v19
	v_fma_f32 v38, s33, v199, -v15
	v_fma_f32 v39, s33, v200, -v17
	v_mov_b32_e32 v50, v242
	v_mov_b32_e32 v54, v246
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v22, s50, v14
	v_cmp_gt_i32_e64 s3, s34, v22
	v_lshlrev_b32_e32 v22, 1, v48
	v_add_nc_u32_e32 v48, s46, v48
	v_cndmask_b32_e64 v26, 0x80000000, v23, s3
	v_cndmask_b32_e64 v22, 0x80000000, v22, s3
	s_clause 0x1
	buffer_load_b128 v[22:25], v22, s[72:75], 0 offen
	buffer_load_b128 v[26:29], v26, s[72:75], 0 offen
	v_cmp_neq_f32_e64 s3, 0xff800000, v30
	s_waitcnt vmcnt(1)
	v_mov_b16_e32 v41.l, v23.l
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v41.h, v27.l
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v14, off, off offset:780 ; 4-byte Folded Reload
	v_mov_b16_e32 v42.h, v28.l
	v_mov_b16_e32 v43.h, v29.l
	v_mov_b16_e32 v42.l, v24.l
	v_mov_b16_e32 v43.l, v25.l
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v40, 0, v14
	scratch_load_b32 v14, off, off offset:924 ; 4-byte Folded Reload
	ds_store_b128 v40, v[22:25]
	v_mov_b16_e32 v40.h, v26.l
	v_mov_b16_e32 v40.l, v22.l
	v_lshrrev_b32_e32 v22, 16, v22
	v_lshrrev_b32_e32 v23, 16, v23
	v_lshrrev_b32_e32 v24, 16, v24
	v_lshrrev_b32_e32 v25, 16, v25
	s_waitcnt vmcnt(0)
	ds_store_b128 v14, v[26:29] offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v14, off, off offset:784
	scratch_load_b32 v49, off, off offset:944
	v_lshrrev_b32_e32 v26, 16, v26
	scratch_load_b32 v47, off, off offset:952 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v29, 16, v29
	v_mov_b16_e32 v22.h, v26.l
	v_mov_b16_e32 v23.h, v27.l
	v_mov_b16_e32 v24.h, v28.l
	v_mov_b16_e32 v25.h, v29.l
	s_waitcnt vmcnt(2)
	v_add_nc_u32_e32 v26, 0, v14
	scratch_load_b32 v14, off, off offset:928 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[141:144], v14
	ds_load_b128 v[137:140], v26
	ds_load_b128 v[233:236], v26 offset:256
	ds_load_b128 v[237:240], v14 offset:256
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v26, off, off offset:936
	scratch_load_b32 v14, off, off offset:932
	s_waitcnt vmcnt(0)
	ds_load_b128 v[225:228], v14 offset:256
	ds_load_b128 v[229:232], v26 offset:256
	ds_load_b128 v[133:136], v26
	ds_load_b128 v[129:132], v14
	scratch_load_b32 v26, off, off offset:940 ; 4-byte Folded Reload
	ds_load_b128 v[197:200], v49
	v_mov_b32_e32 v14, v217
	s_waitcnt vmcnt(0)
	ds_load_b128 v[217:220], v26 offset:256
	ds_load_b128 v[221:224], v49 offset:256
	ds_load_b128 v[193:196], v26
	v_mov_b32_e32 v49, v241
	ds_load_b128 v[245:248], v47
	scratch_load_b32 v26, off, off offset:948 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[241:244], v26
	ds_load_b128 v[209:212], v26 offset:256
	ds_load_b128 v[213:216], v47 offset:256
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v26, off, off offset:788 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v26, 0, v26
	ds_store_2addr_b32 v26, v40, v22 offset1:8
	scratch_load_b32 v22, off, off offset:956 ; 4-byte Folded Reload
	ds_store_2addr_b32 v26, v41, v23 offset0:16 offset1:24
	v_mul_f32_e32 v23, 0x3fb8aa3b, v32
	v_cndmask_b32_e64 v23, 0xff800000, v23, s3
	v_exp_f32_e32 v41, v23
	v_lshrrev_b32_e32 v23, 16, v41
	v_and_b32_e32 v23, 1, v23
	v_mov_b32_e32 v47, v0
	v_add3_u32 v23, v41, v23, 0x7fff
	v_add_nc_u32_e32 v47, s46, v47
	v_lshrrev_b32_e32 v23, 16, v23
	s_waitcnt vmcnt(0)
	ds_store_2addr_b32 v22, v42, v24 offset0:32 offset1:40
	ds_store_2addr_b32 v22, v43, v25 offset0:48 offset1:56
	v_mul_f32_e32 v22, 0x3fb8aa3b, v33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cndmask_b32_e64 v22, 0xff800000, v22, s5
	v_cmp_o_f32_e64 s5, v41, v41
	v_exp_f32_e32 v40, v22
	v_cndmask_b16 v23.l, 0x7fff, v23.l, s5
	v_cmp_neq_f32_e64 s5, 0xff800000, v21
	v_mul_f32_e32 v21, 0x3fb8aa3b, v34
	v_lshrrev_b32_e32 v22, 16, v40
	v_cmp_o_f32_e64 s3, v40, v40
	v_and_b32_e32 v22, 1, v22
	v_add3_u32 v22, v40, v22, 0x7fff
	v_lshrrev_b32_e32 v22, 16, v22
	v_cndmask_b16 v23.h, 0x7fff, v22.l, s3
	v_cmp_neq_f32_e64 s3, 0xff800000, v20
	v_mul_f32_e32 v20, 0x3fb8aa3b, v35
	v_permlanex16_b32 v24, v23, s47, 0xfedcba98 op_sel:[1,0]
	v_cndmask_b32_e64 v21, 0xff800000, v21, s3
	v_cndmask_b32_e64 v20, 0xff800000, v20, s5
	v_perm_b32 v22, v24, v23, v251
	v_exp_f32_e32 v21, v21
	v_exp_f32_e32 v20, v20
	v_perm_b32 v23, v24, v23, v16
	v_lshrrev_b32_e32 v25, 16, v21
	v_cmp_o_f32_e64 s5, v21, v21
	v_lshrrev_b32_e32 v24, 16, v20
	v_cmp_o_f32_e64 s3, v20, v20
	v_and_b32_e32 v25, 1, v25
	v_add3_u32 v25, v21, v25, 0x7fff
	v_lshrrev_b32_e32 v25, 16, v25
	v_cndmask_b16 v25.l, 0x7fff, v25.l, s5
	v_cmp_neq_f32_e64 s5, 0xff800000, v19
	v_mul_f32_e32 v19, 0x3fb8aa3b, v36
	v_and_b32_e32 v24, 1, v24
	v_add3_u32 v24, v20, v24, 0x7fff
	v_lshrrev_b32_e32 v24, 16, v24
	v_cndmask_b16 v25.h, 0x7fff, v24.l, s3
	v_cmp_neq_f32_e64 s3, 0xff800000, v18
	v_permlanex16_b32 v26, v25, s47, 0xfedcba98 op_sel:[1,0]
	v_cndmask_b32_e64 v19, 0xff800000, v19, s3
	v_perm_b32 v24, v26, v25, v251
	v_exp_f32_e32 v19, v19
	v_perm_b32 v25, v26, v25, v16
	v_lshrrev_b32_e32 v27, 16, v19
	v_dual_mul_f32 v18, 0x3fb8aa3b, v37 :: v_dual_and_b32 v27, 1, v27
	v_add3_u32 v27, v19, v27, 0x7fff
	v_cndmask_b32_e64 v18, 0xff800000, v18, s5
	v_cmp_o_f32_e64 s5, v19, v19
	v_lshrrev_b32_e32 v27, 16, v27
	v_exp_f32_e32 v18, v18
	v_cndmask_b16 v27.l, 0x7fff, v27.l, s5
	v_cmp_neq_f32_e64 s5, 0xff800000, v17
	v_mul_f32_e32 v17, 0x3fb8aa3b, v38
	v_lshrrev_b32_e32 v26, 16, v18
	v_cmp_o_f32_e64 s3, v18, v18
	v_and_b32_e32 v26, 1, v26
	v_add3_u32 v26, v18, v26, 0x7fff
	v_lshrrev_b32_e32 v26, 16, v26
	v_cndmask_b16 v27.h, 0x7fff, v26.l, s3
	v_cmp_neq_f32_e64 s3, 0xff800000, v15
	v_mul_f32_e32 v15, 0x3fb8aa3b, v39
	v_permlanex16_b32 v28, v27, s47, 0xfedcba98 op_sel:[1,0]
	v_cndmask_b32_e64 v17, 0xff800000, v17, s3
	v_cndmask_b32_e64 v15, 0xff800000, v15, s5
	v_perm_b32 v26, v28, v27, v251
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_perm_b32 v27, v28, v27, v16
	v_lshrrev_b32_e32 v29, 16, v17
	v_lshrrev_b32_e32 v28, 16, v15
	v_cmp_o_f32_e64 s3, v15, v15
	v_cmp_o_f32_e64 s5, v17, v17
	v_and_b32_e32 v29, 1, v29
	v_and_b32_e32 v28, 1, v28
	v_add3_u32 v29, v17, v29, 0x7fff
	v_add3_u32 v28, v15, v28, 0x7fff
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v28, 16, v28
	v_cndmask_b16 v29.l, 0x7fff, v29.l, s5
	v_cndmask_b16 v29.h, 0x7fff, v28.l, s3
	v_permlanex16_b32 v30, v29, s47, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v28, v30, v29, v251
	v_perm_b32 v29, v30, v29, v16
	scratch_load_b32 v30, off, off offset:792 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v38, 0, v30
	ds_load_b128 v[34:37], v13
	ds_load_b128 v[30:33], v38
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[113:120], v[30:37], v[22:29], v[113:120]
	ds_load_b128 v[30:33], v38 offset:512
	ds_load_b128 v[34:37], v13 offset:512
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[121:128], v[30:37], v[22:29], v[121:128]
	ds_load_b128 v[34:37], v13 offset:1024
	ds_load_b128 v[30:33], v38 offset:1024
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[105:112], v[30:37], v[22:29], v[105:112]
	ds_load_b128 v[30:33], v38 offset:1536
	ds_load_b128 v[34:37], v13 offset:1536
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[97:104], v[30:37], v[22:29], v[97:104]
	ds_load_b128 v[34:37], v13 offset:2048
	ds_load_b128 v[30:33], v38 offset:2048
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[89:96], v[30:37], v[22:29], v[89:96]
	ds_load_b128 v[30:33], v38 offset:2560
	ds_load_b128 v[34:37], v13 offset:2560
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[81:88], v[30:37], v[22:29], v[81:88]
	ds_load_b128 v[34:37], v13 offset:3072
	ds_load_b128 v[30:33], v38 offset:3072
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[73:80], v[30:37], v[22:29], v[73:80]
	ds_load_b128 v[30:33], v38 offset:3584
	ds_load_b128 v[34:37], v13 offset:3584
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[65:72], v[30:37], v[22:29], v[65:72]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[30:33], off, off offset:704
	scratch_load_b128 v[34:37], off, off offset:720
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[22:29], v[137:144], v[30:37], v[201:208]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[30:33], off, off offset:672
	scratch_load_b128 v[34:37], off, off offset:688
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[22:29], v[129:136], v[30:37], v[22:29]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[30:33], off, off offset:640
	scratch_load_b128 v[34:37], off, off offset:656
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[22:29], v[193:200], v[30:37], v[22:29]
	s_clause 0x3                            ; 64-byte Folded Reload
	scratch_load_b128 v[193:196], off, off
	scratch_load_b128 v[197:200], off, off offset:16
	scratch_load_b128 v[30:33], off, off offset:608
	scratch_load_b128 v[34:37], off, off offset:624
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[22:29], v[241:248], v[30:37], v[22:29]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[30:33], off, off offset:576
	scratch_load_b128 v[34:37], off, off offset:592
	v_dual_mov_b32 v248, v56 :: v_dual_mov_b32 v247, v55
	v_dual_mov_b32 v246, v54 :: v_dual_mov_b32 v245, v53
	v_dual_mov_b32 v244, v52 :: v_dual_mov_b32 v243, v51
	v_dual_mov_b32 v242, v50 :: v_dual_mov_b32 v241, v49
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[22:29], v[233:240], v[30:37], v[22:29]
	s_clause 0x3                            ; 64-byte Folded Reload
	scratch_load_b128 v[30:33], off, off offset:544
	scratch_load_b128 v[34:37], off, off offset:560
	scratch_load_b128 v[233:236], off, off offset:160
	scratch_load_b128 v[237:240], off, off offset:176
	s_waitcnt vmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[22:29], v[225:232], v[30:37], v[22:29]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[30:33], off, off offset:512
	scratch_load_b128 v[34:37], off, off offset:528
	v_dual_mov_b32 v232, v152 :: v_dual_mov_b32 v231, v151
	v_mov_b32_e32 v229, v149
	v_mov_b32_e32 v227, v147
	v_mov_b32_e32 v225, v145
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[22:29], v[217:224], v[30:37], v[22:29]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[30:33], off, off offset:480
	scratch_load_b128 v[34:37], off, off offset:496
	v_mov_b32_e32 v217, v14
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[22:29], v[209:216], v[30:37], v[22:29]
	s_clause 0x4                            ; 68-byte Folded Reload
	scratch_load_b128 v[209:212], off, off offset:192
	scratch_load_b128 v[213:216], off, off offset:208
	scratch_load_b128 v[49:52], off, off offset:128
	scratch_load_b128 v[53:56], off, off offset:144
	scratch_load_b32 v14, off, off offset:804
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v30, s50, v14, 2
	v_mov_b32_e32 v230, v150
	v_mov_b32_e32 v228, v148
	v_mov_b32_e32 v226, v146
	s_add_i32 s50, s50, 16
	v_add_nc_u32_e32 v31, 8, v30
	v_add_nc_u32_e32 v32, 16, v30
	v_add_nc_u32_e32 v33, 24, v30
	v_add_nc_u32_e32 v34, 32, v30
	v_add_nc_u32_e32 v35, 40, v30
	v_add_nc_u32_e32 v36, 48, v30
	v_add_nc_u32_e32 v37, 56, v30
	v_dual_cndmask_b32 v30, 0x80000000, v30 :: v_dual_cndmask_b32 v31, 0x80000000, v31
	v_dual_cndmask_b32 v32, 0x80000000, v32 :: v_dual_cndmask_b32 v33, 0x80000000, v33
	v_dual_cndmask_b32 v34, 0x80000000, v34 :: v_dual_cndmask_b32 v35, 0x80000000, v35
	v_dual_cndmask_b32 v36, 0x80000000, v36 :: v_dual_cndmask_b32 v37, 0x80000000, v37
	s_clause 0x7
	buffer_load_b32 v30, v30, s[76:79], 0 offen
	buffer_load_b32 v31, v31, s[76:79], 0 offen
	buffer_load_b32 v32, v32, s[76:79], 0 offen
	buffer_load_b32 v33, v33, s[76:79], 0 offen
	buffer_load_b32 v34, v34, s[76:79], 0 offen
	buffer_load_b32 v35, v35, s[76:79], 0 offen
	buffer_load_b32 v36, v36, s[76:79], 0 offen
	buffer_load_b32 v37, v37, s[76:79], 0 offen
	s_cmp_lg_u32 s51, s26
	s_waitcnt vmcnt(6)
	v_dual_sub_f32 v22, v22, v30 :: v_dual_sub_f32 v23, v23, v31
	s_waitcnt vmcnt(4)
	v_dual_sub_f32 v24, v24, v32 :: v_dual_sub_f32 v25, v25, v33
	s_waitcnt vmcnt(2)
	v_dual_sub_f32 v26, v26, v34 :: v_dual_sub_f32 v27, v27, v35
	v_dual_mul_f32 v22, v41, v22 :: v_dual_mul_f32 v23, v40, v23
	v_dual_mul_f32 v21, v21, v24 :: v_dual_mul_f32 v20, v20, v25
	v_dual_mul_f32 v19, v19, v26 :: v_dual_mul_f32 v18, v18, v27
	v_bfe_u32 v30, v22, 16, 1
	v_cmp_o_f32_e32 vcc_lo, v22, v22
	v_cmp_o_f32_e64 s3, v23, v23
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v28, v28, v36 :: v_dual_sub_f32 v29, v29, v37
	v_add3_u32 v22, v22, v30, 0x7fff
	v_bfe_u32 v30, v23, 16, 1
	v_lshrrev_b32_e32 v24, 16, v3
	v_mul_f32_e32 v17, v17, v28
	v_mul_f32_e32 v15, v15, v29
	v_lshrrev_b32_e32 v22, 16, v22
	v_add3_u32 v23, v23, v30, 0x7fff
	v_cndmask_b16 v22.l, 0x7fff, v22.l, vcc_lo
	v_lshrrev_b32_e32 v23, 16, v23
	v_cmp_o_f32_e32 vcc_lo, v21, v21
	v_cndmask_b16 v22.h, 0x7fff, v23.l, s3
	v_cmp_o_f32_e64 s3, v20, v20
	v_permlanex16_b32 v23, v22, s47, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v201, v23, v22, v251
	v_perm_b32 v202, v23, v22, v16
	v_bfe_u32 v22, v21, 16, 1
	v_lshrrev_b32_e32 v23, 16, v5
	v_add3_u32 v21, v21, v22, 0x7fff
	v_bfe_u32 v22, v20, 16, 1
	v_lshrrev_b32_e32 v21, 16, v21
	v_add3_u32 v20, v20, v22, 0x7fff
	v_lshrrev_b32_e32 v22, 16, v7
	v_cndmask_b16 v21.l, 0x7fff, v21.l, vcc_lo
	v_lshrrev_b32_e32 v20, 16, v20
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	v_cndmask_b16 v21.h, 0x7fff, v20.l, s3
	v_cmp_o_f32_e64 s3, v18, v18
	v_permlanex16_b32 v20, v21, s47, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v203, v20, v21, v251
	v_perm_b32 v204, v20, v21, v16
	v_bfe_u32 v20, v19, 16, 1
	v_lshrrev_b32_e32 v21, 16, v9
	v_add3_u32 v19, v19, v20, 0x7fff
	v_bfe_u32 v20, v18, 16, 1
	v_lshrrev_b32_e32 v19, 16, v19
	v_add3_u32 v18, v18, v20, 0x7fff
	v_mov_b16_e32 v20.l, v3.l
	v_lshrrev_b32_e32 v3, 16, v4
	v_mov_b16_e32 v20.h, v4.l
	v_cndmask_b16 v19.l, 0x7fff, v19.l, vcc_lo
	v_lshrrev_b32_e32 v18, 16, v18
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	v_mov_b16_e32 v24.h, v3.l
	v_mov_b16_e32 v3.l, v1.l
	v_mov_b16_e32 v3.h, v2.l
	v_cndmask_b16 v19.h, 0x7fff, v18.l, s3
	v_cmp_o_f32_e64 s3, v15, v15
	v_mov_b16_e64 v4.l, v191.l
	v_mov_b16_e64 v4.h, v192.l
	v_permlanex16_b32 v18, v19, s47, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v205, v18, v19, v251
	v_perm_b32 v206, v18, v19, v16
	v_bfe_u32 v18, v17, 16, 1
	v_mov_b16_e32 v19.l, v5.l
	v_lshrrev_b32_e32 v5, 16, v6
	v_mov_b16_e32 v19.h, v6.l
	v_mov_b16_e64 v5.h, v190.l
	v_add3_u32 v17, v17, v18, 0x7fff
	v_bfe_u32 v18, v15, 16, 1
	v_mov_b16_e32 v23.h, v5.l
	v_mov_b16_e64 v5.l, v189.l
	v_mov_b16_e64 v6.l, v187.l
	v_lshrrev_b32_e32 v17, 16, v17
	v_add3_u32 v15, v15, v18, 0x7fff
	v_mov_b16_e32 v18.l, v7.l
	v_lshrrev_b32_e32 v7, 16, v8
	v_mov_b16_e32 v18.h, v8.l
	v_cndmask_b16 v17.l, 0x7fff, v17.l, vcc_lo
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v8, 16, v191
	v_mov_b16_e32 v22.h, v7.l
	v_lshrrev_b32_e32 v7, 16, v1
	v_lshrrev_b32_e32 v1, 16, v2
	v_cndmask_b16 v17.h, 0x7fff, v15.l, s3
	v_lshrrev_b32_e32 v2, 16, v192
	v_mov_b16_e64 v6.h, v188.l
	v_mov_b16_e64 v1.h, v186.l
	v_mov_b16_e32 v7.h, v1.l
	v_permlanex16_b32 v15, v17, s47, 0xfedcba98 op_sel:[1,0]
	v_mov_b16_e32 v8.h, v2.l
	v_mov_b16_e64 v1.l, v185.l
	v_mov_b16_e64 v2.l, v183.l
	v_mov_b16_e64 v2.h, v184.l
	v_perm_b32 v207, v15, v17, v251
	v_perm_b32 v208, v15, v17, v16
	v_mov_b16_e32 v17.l, v9.l
	v_lshrrev_b32_e32 v9, 16, v10
	v_mov_b16_e32 v17.h, v10.l
	v_lshrrev_b32_e32 v15, 16, v190
	v_lshrrev_b32_e32 v10, 16, v187
	v_mov_b16_e32 v21.h, v9.l
	v_lshrrev_b32_e32 v9, 16, v189
	v_mov_b16_e32 v9.h, v15.l
	v_lshrrev_b32_e32 v15, 16, v182
	v_wmma_f32_16x16x16_bf16 v[193:200], v[17:24], v[201:208], v[193:200]
	v_lshrrev_b32_e32 v17, 16, v188
	v_mov_b16_e32 v10.h, v17.l
	v_lshrrev_b32_e32 v17, 16, v180
	v_wmma_f32_16x16x16_bf16 v[209:216], v[3:10], v[201:208], v[209:216]
	v_lshrrev_b32_e32 v5, 16, v185
	v_lshrrev_b32_e32 v9, 16, v186
	v_lshrrev_b32_e32 v6, 16, v183
	v_lshrrev_b32_e32 v10, 16, v184
	v_mov_b16_e64 v3.l, v181.l
	v_mov_b16_e64 v3.h, v182.l
	v_lshrrev_b32_e32 v7, 16, v181
	v_mov_b16_e64 v4.l, v179.l
	v_mov_b16_e64 v4.h, v180.l
	v_lshrrev_b32_e32 v8, 16, v179
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[179:182], off, off offset:32
	scratch_load_b128 v[183:186], off, off offset:48
	v_mov_b16_e32 v5.h, v9.l
	v_mov_b16_e32 v6.h, v10.l
	v_mov_b16_e32 v7.h, v15.l
	v_mov_b16_e32 v8.h, v17.l
	v_lshrrev_b32_e32 v9, 16, v178
	v_lshrrev_b32_e32 v10, 16, v176
	v_lshrrev_b32_e32 v15, 16, v174
	v_lshrrev_b32_e32 v17, 16, v172
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[179:186], v[1:8], v[201:208], v[179:186]
	v_mov_b16_e64 v1.l, v177.l
	v_mov_b16_e64 v1.h, v178.l
	v_lshrrev_b32_e32 v5, 16, v177
	v_mov_b16_e64 v2.l, v175.l
	v_mov_b16_e64 v2.h, v176.l
	v_lshrrev_b32_e32 v6, 16, v175
	v_mov_b16_e64 v3.l, v173.l
	v_mov_b16_e64 v3.h, v174.l
	v_lshrrev_b32_e32 v7, 16, v173
	v_mov_b16_e64 v4.l, v171.l
	v_mov_b16_e64 v4.h, v172.l
	v_lshrrev_b32_e32 v8, 16, v171
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[171:174], off, off offset:64
	scratch_load_b128 v[175:178], off, off offset:80
	v_mov_b16_e32 v5.h, v9.l
	v_mov_b16_e32 v6.h, v10.l
	v_mov_b16_e32 v7.h, v15.l
	v_mov_b16_e32 v8.h, v17.l
	v_lshrrev_b32_e32 v9, 16, v170
	v_lshrrev_b32_e32 v10, 16, v168
	v_lshrrev_b32_e32 v15, 16, v166
	v_lshrrev_b32_e32 v17, 16, v164
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[171:178], v[1:8], v[201:208], v[171:178]
	v_mov_b16_e64 v1.l, v169.l
	v_mov_b16_e64 v1.h, v170.l
	v_lshrrev_b32_e32 v5, 16, v169
	v_mov_b16_e64 v2.l, v167.l
	v_mov_b16_e64 v2.h, v168.l
	v_lshrrev_b32_e32 v6, 16, v167
	v_mov_b16_e64 v3.l, v165.l
	v_mov_b16_e64 v3.h, v166.l
	v_lshrrev_b32_e32 v7, 16, v165
	v_mov_b16_e64 v4.l, v163.l
	v_mov_b16_e64 v4.h, v164.l
	v_lshrrev_b32_e32 v8, 16, v163
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[163:166], off, off offset:96
	scratch_load_b128 v[167:170], off, off offset:112
	v_mov_b16_e32 v5.h, v9.l
	v_mov_b16_e32 v6.h, v10.l
	v_mov_b16_e32 v7.h, v15.l
	v_mov_b16_e32 v8.h, v17.l
	v_lshrrev_b32_e32 v9, 16, v162
	v_lshrrev_b32_e32 v10, 16, v160
	v_lshrrev_b32_e32 v15, 16, v158
	v_lshrrev_b32_e32 v17, 16, v156
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[163:170], v[1:8], v[201:208], v[163:170]
	v_lshrrev_b32_e32 v5, 16, v161
	v_lshrrev_b32_e32 v6, 16, v159
	v_lshrrev_b32_e32 v7, 16, v157
	v_lshrrev_b32_e32 v8, 16, v155
	v_mov_b16_e64 v1.l, v161.l
	v_mov_b16_e64 v1.h, v162.l
	v_mov_b16_e64 v2.l, v159.l
	v_mov_b16_e64 v2.h, v160.l
	v_mov_b16_e64 v3.l, v157.l
	v_mov_b16_e64 v3.h, v158.l
	v_mov_b16_e64 v4.l, v155.l
	v_mov_b16_e64 v4.h, v156.l
	v_mov_b16_e32 v5.h, v9.l
	v_mov_b16_e32 v6.h, v10.l
	v_mov_b16_e32 v7.h, v15.l
	v_mov_b16_e32 v8.h, v17.l
	v_lshrrev_b32_e32 v9, 16, v154
	v_lshrrev_b32_e32 v10, 16, v250
	v_lshrrev_b32_e32 v15, 16, v12
	v_lshrrev_b32_e32 v17, 16, v254
	v_wmma_f32_16x16x16_bf16 v[233:240], v[1:8], v[201:208], v[233:240]
	v_lshrrev_b32_e32 v5, 16, v153
	v_lshrrev_b32_e32 v6, 16, v249
	v_lshrrev_b32_e32 v7, 16, v11
	v_lshrrev_b32_e32 v8, 16, v253
	v_mov_b16_e64 v1.l, v153.l
	v_mov_b16_e64 v1.h, v154.l
	v_mov_b16_e64 v2.l, v249.l
	v_mov_b16_e64 v2.h, v250.l
	v_mov_b16_e32 v3.l, v11.l
	v_mov_b16_e32 v3.h, v12.l
	v_mov_b16_e64 v4.l, v253.l
	v_mov_b16_e64 v4.h, v254.l
	v_mov_b16_e32 v5.h, v9.l
	v_mov_b16_e32 v6.h, v10.l
	v_mov_b16_e32 v7.h, v15.l
	v_mov_b16_e32 v8.h, v17.l
	scratch_load_b64 v[11:12], off, off offset:256 ; 8-byte Folded Reload
	v_lshrrev_b32_e32 v9, 16, v45
	v_wmma_f32_16x16x16_bf16 v[49:56], v[1:8], v[201:208], v[49:56]
	s_clause 0x1                            ; 16-byte Folded Reload
	scratch_load_b64 v[3:4], off, off offset:320
	scratch_load_b64 v[7:8], off, off offset:288
	v_lshrrev_b32_e32 v5, 16, v44
	v_mov_b16_e32 v1.l, v44.l
	v_mov_b16_e32 v1.h, v45.l
	v_mov_b16_e32 v5.h, v9.l
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e32 v17, 16, v12
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v10, 16, v4
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v15, 16, v8
	v_mov_b16_e32 v2.l, v3.l
	v_lshrrev_b32_e32 v6, 16, v3
	v_mov_b16_e32 v3.l, v7.l
	v_mov_b16_e32 v3.h, v8.l
	v_lshrrev_b32_e32 v7, 16, v7
	v_lshrrev_b32_e32 v8, 16, v11
	v_mov_b16_e32 v2.h, v4.l
	v_mov_b16_e32 v4.l, v11.l
	v_mov_b16_e32 v4.h, v12.l
	v_mov_b16_e32 v6.h, v10.l
	v_mov_b16_e32 v7.h, v15.l
	v_mov_b16_e32 v8.h, v17.l
	v_wmma_f32_16x16x16_bf16 v[225:232], v[1:8], v[201:208], v[225:232]
	scratch_load_b32 v2, off, off offset:224 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, s27, v2
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %Flow605
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v154, off, off offset:1028
	scratch_load_b32 v47, off, off offset:1024
.LBB0_6:                                ; %._crit_edge174
	scratch_load_b32 v155, off, off offset:352 ; 4-byte Folded Reload
	s_lshr_b32 s3, s82, 1
	s_mul_i32 s5, s63, s4
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v2, s3, v47
	s_mul_i32 s3, s6, s2
	v_bfe_u32 v4, v113, 16, 1
	s_mul_i32 s6, s7, s80
	s_add_i32 s3, s3, s5
	v_bfe_u32 v6, v114, 16, 1
	v_mul_lo_u32 v3, v2, s7
	s_add_i32 s6, s6, s3
	v_add3_u32 v9, v113, v4, 0x7fff
	v_bfe_u32 v7, v115, 16, 1
	v_add3_u32 v6, v114, v6, 0x7fff
	v_bfe_u32 v8, v116, 16, 1
	v_or_b32_e32 v13, s80, v2
	v_lshrrev_b32_e32 v14, 16, v9
	v_cmp_o_f32_e32 vcc_lo, v113, v113
	v_add3_u32 v7, v115, v7, 0x7fff
	v_lshrrev_b32_e32 v15, 16, v6
	v_bfe_u32 v6, v117, 16, 1
	v_cmp_o_f32_e64 s3, v114, v114
	v_add3_u32 v8, v116, v8, 0x7fff
	v_cndmask_b16 v14.l, 0x7fff, v14.l, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s35, v13
	v_lshrrev_b32_e32 v16, 16, v7
	v_bfe_u32 v7, v118, 16, 1
	v_add3_u32 v6, v117, v6, 0x7fff
	v_cndmask_b16 v15.l, 0x7fff, v15.l, s3
	v_cmp_o_f32_e64 s3, v115, v115
	v_lshrrev_b32_e32 v17, 16, v8
	v_bfe_u32 v8, v119, 16, 1
	v_cmp_o_f32_e64 s5, v116, v116
	v_add3_u32 v7, v118, v7, 0x7fff
	v_lshrrev_b32_e32 v18, 16, v6
	v_cndmask_b16 v16.l, 0x7fff, v16.l, s3
	v_cmp_o_f32_e64 s3, v117, v117
	v_add3_u32 v8, v119, v8, 0x7fff
	s_and_b32 s57, s55, 0xffff
	s_mov_b32 s56, s54
	v_cndmask_b16 v17.l, 0x7fff, v17.l, s5
	v_bfe_u32 v9, v120, 16, 1
	v_lshrrev_b32_e32 v19, 16, v7
	v_lshrrev_b32_e32 v20, 16, v8
	v_cmp_o_f32_e64 s5, v119, v119
	v_bfe_u32 v10, v121, 16, 1
	v_add3_u32 v9, v120, v9, 0x7fff
	v_bfe_u32 v6, v122, 16, 1
	v_bfe_u32 v7, v123, 16, 1
	v_bfe_u32 v8, v124, 16, 1
	v_add3_u32 v10, v121, v10, 0x7fff
	v_lshrrev_b32_e32 v21, 16, v9
	v_add3_u32 v6, v122, v6, 0x7fff
	v_bfe_u32 v9, v125, 16, 1
	v_add3_u32 v7, v123, v7, 0x7fff
	v_lshrrev_b32_e32 v22, 16, v10
	v_bfe_u32 v10, v126, 16, 1
	v_lshrrev_b32_e32 v23, 16, v6
	v_add3_u32 v8, v124, v8, 0x7fff
	v_add3_u32 v9, v125, v9, 0x7fff
	v_lshrrev_b32_e32 v24, 16, v7
	v_bfe_u32 v6, v127, 16, 1
	v_add3_u32 v10, v126, v10, 0x7fff
	v_lshrrev_b32_e32 v25, 16, v8
	v_lshrrev_b32_e32 v26, 16, v9
	v_bfe_u32 v7, v128, 16, 1
	v_add3_u32 v6, v127, v6, 0x7fff
	v_bfe_u32 v8, v105, 16, 1
	v_lshrrev_b32_e32 v27, 16, v10
	v_bfe_u32 v9, v106, 16, 1
	v_add3_u32 v7, v128, v7, 0x7fff
	v_lshrrev_b32_e32 v28, 16, v6
	v_add3_u32 v8, v105, v8, 0x7fff
	v_bfe_u32 v10, v107, 16, 1
	v_add3_u32 v9, v106, v9, 0x7fff
	v_lshrrev_b32_e32 v29, 16, v7
	v_bfe_u32 v6, v108, 16, 1
	v_lshrrev_b32_e32 v30, 16, v8
	v_add3_u32 v10, v107, v10, 0x7fff
	v_lshrrev_b32_e32 v31, 16, v9
	v_bfe_u32 v7, v109, 16, 1
	v_add3_u32 v6, v108, v6, 0x7fff
	v_bfe_u32 v8, v110, 16, 1
	v_lshrrev_b32_e32 v32, 16, v10
	v_bfe_u32 v9, v111, 16, 1
	v_add3_u32 v7, v109, v7, 0x7fff
	v_lshrrev_b32_e32 v33, 16, v6
	v_bfe_u32 v10, v112, 16, 1
	v_add3_u32 v8, v110, v8, 0x7fff
	v_add3_u32 v9, v111, v9, 0x7fff
	v_lshrrev_b32_e32 v34, 16, v7
	v_bfe_u32 v6, v97, 16, 1
	v_add3_u32 v10, v112, v10, 0x7fff
	v_lshrrev_b32_e32 v35, 16, v8
	v_lshrrev_b32_e32 v36, 16, v9
	v_bfe_u32 v7, v98, 16, 1
	v_add3_u32 v6, v97, v6, 0x7fff
	v_bfe_u32 v8, v99, 16, 1
	v_lshrrev_b32_e32 v37, 16, v10
	v_bfe_u32 v9, v100, 16, 1
	v_add3_u32 v7, v98, v7, 0x7fff
	v_lshrrev_b32_e32 v38, 16, v6
	v_add3_u32 v8, v99, v8, 0x7fff
	v_bfe_u32 v10, v101, 16, 1
	v_add3_u32 v9, v100, v9, 0x7fff
	v_lshrrev_b32_e32 v39, 16, v7
	v_bfe_u32 v6, v102, 16, 1
	v_lshrrev_b32_e32 v40, 16, v8
	v_add3_u32 v10, v101, v10, 0x7fff
	v_lshrrev_b32_e32 v41, 16, v9
	v_bfe_u32 v7, v103, 16, 1
	v_lshrrev_b32_e32 v0, 4, v154
	v_add3_u32 v6, v102, v6, 0x7fff
	v_bfe_u32 v8, v104, 16, 1
	v_lshrrev_b32_e32 v42, 16, v10
	v_bfe_u32 v9, v89, 16, 1
	v_add3_u32 v7, v103, v7, 0x7fff
	v_or_b32_e32 v1, 62, v0
	v_lshrrev_b32_e32 v43, 16, v6
	v_bfe_u32 v10, v90, 16, 1
	v_add3_u32 v8, v104, v8, 0x7fff
	v_add3_u32 v9, v89, v9, 0x7fff
	v_lshrrev_b32_e32 v44, 16, v7
	v_bfe_u32 v6, v91, 16, 1
	v_add_nc_u32_e32 v5, s6, v1
	v_add3_u32 v10, v90, v10, 0x7fff
	v_lshrrev_b32_e32 v45, 16, v8
	v_lshrrev_b32_e32 v46, 16, v9
	v_bfe_u32 v7, v92, 16, 1
	v_add3_u32 v6, v91, v6, 0x7fff
	v_bfe_u32 v8, v93, 16, 1
	v_lshrrev_b32_e32 v47, 16, v10
	v_bfe_u32 v9, v94, 16, 1
	v_add3_u32 v7, v92, v7, 0x7fff
	v_lshrrev_b32_e32 v48, 16, v6
	v_add3_u32 v8, v93, v8, 0x7fff
	v_bfe_u32 v10, v95, 16, 1
	v_add3_u32 v9, v94, v9, 0x7fff
	v_lshrrev_b32_e32 v129, 16, v7
	v_bfe_u32 v6, v96, 16, 1
	v_lshrrev_b32_e32 v130, 16, v8
	v_add3_u32 v10, v95, v10, 0x7fff
	v_lshrrev_b32_e32 v131, 16, v9
	v_bfe_u32 v7, v81, 16, 1
	v_add3_u32 v6, v96, v6, 0x7fff
	v_bfe_u32 v8, v82, 16, 1
	v_lshrrev_b32_e32 v132, 16, v10
	v_bfe_u32 v9, v83, 16, 1
	v_add3_u32 v7, v81, v7, 0x7fff
	v_lshrrev_b32_e32 v133, 16, v6
	v_bfe_u32 v10, v84, 16, 1
	v_add3_u32 v8, v82, v8, 0x7fff
	v_add3_u32 v9, v83, v9, 0x7fff
	v_lshrrev_b32_e32 v134, 16, v7
	v_bfe_u32 v6, v85, 16, 1
	v_add3_u32 v10, v84, v10, 0x7fff
	v_lshrrev_b32_e32 v135, 16, v8
	v_lshrrev_b32_e32 v136, 16, v9
	v_bfe_u32 v7, v86, 16, 1
	v_add3_u32 v6, v85, v6, 0x7fff
	v_bfe_u32 v8, v87, 16, 1
	v_lshrrev_b32_e32 v137, 16, v10
	v_bfe_u32 v9, v88, 16, 1
	v_add3_u32 v7, v86, v7, 0x7fff
	v_lshrrev_b32_e32 v138, 16, v6
	v_add3_u32 v8, v87, v8, 0x7fff
	v_bfe_u32 v10, v73, 16, 1
	v_add3_u32 v9, v88, v9, 0x7fff
	v_lshrrev_b32_e32 v139, 16, v7
	v_bfe_u32 v6, v74, 16, 1
	v_lshrrev_b32_e32 v140, 16, v8
	v_add3_u32 v10, v73, v10, 0x7fff
	v_lshrrev_b32_e32 v141, 16, v9
	v_bfe_u32 v7, v75, 16, 1
	v_add3_u32 v6, v74, v6, 0x7fff
	v_bfe_u32 v8, v76, 16, 1
	v_lshrrev_b32_e32 v142, 16, v10
	v_bfe_u32 v9, v77, 16, 1
	v_add3_u32 v7, v75, v7, 0x7fff
	v_lshrrev_b32_e32 v143, 16, v6
	v_bfe_u32 v10, v78, 16, 1
	v_add3_u32 v8, v76, v8, 0x7fff
	v_add3_u32 v9, v77, v9, 0x7fff
	v_lshrrev_b32_e32 v144, 16, v7
	v_bfe_u32 v6, v79, 16, 1
	v_add3_u32 v10, v78, v10, 0x7fff
	v_lshrrev_b32_e32 v145, 16, v8
	v_lshrrev_b32_e32 v146, 16, v9
	v_bfe_u32 v7, v80, 16, 1
	v_add3_u32 v6, v79, v6, 0x7fff
	v_lshrrev_b32_e32 v147, 16, v10
	v_bfe_u32 v9, v66, 16, 1
	v_bfe_u32 v8, v65, 16, 1
	v_add3_u32 v7, v80, v7, 0x7fff
	v_lshrrev_b32_e32 v148, 16, v6
	v_bfe_u32 v10, v67, 16, 1
	v_add3_u32 v9, v66, v9, 0x7fff
	v_add3_u32 v8, v65, v8, 0x7fff
	v_lshrrev_b32_e32 v149, 16, v7
	v_bfe_u32 v6, v68, 16, 1
	v_add3_u32 v10, v67, v10, 0x7fff
	v_lshrrev_b32_e32 v12, 16, v9
	v_lshrrev_b32_e32 v150, 16, v8
	v_bfe_u32 v7, v69, 16, 1
	v_bfe_u32 v9, v70, 16, 1
	v_lshrrev_b32_e32 v8, 16, v10
	v_add3_u32 v6, v68, v6, 0x7fff
	v_bfe_u32 v10, v71, 16, 1
	v_bfe_u32 v151, v72, 16, 1
	v_add3_u32 v7, v69, v7, 0x7fff
	v_add3_u32 v9, v70, v9, 0x7fff
	v_lshrrev_b32_e32 v153, 16, v6
	v_or_b32_e32 v0, 0x7e, v0
	v_add3_u32 v152, v71, v10, 0x7fff
	v_add3_u32 v151, v72, v151, 0x7fff
	v_lshrrev_b32_e32 v10, 16, v7
	v_lshrrev_b32_e32 v9, 16, v9
	v_add_nc_u32_e32 v4, s6, v0
	v_lshrrev_b32_e32 v7, 16, v152
	v_lshrrev_b32_e32 v6, 16, v151
	v_mul_lo_u32 v2, v2, s62
	s_and_b32 s53, s53, 0xffff
	s_mov_b32 s54, s58
	s_mov_b32 s55, s59
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v11, s6, v155
	v_add_lshl_u32 v11, v11, v3, 1
	v_add_nc_u32_e32 v113, 4, v11
	v_add_nc_u32_e32 v114, 8, v11
	v_add_nc_u32_e32 v115, 12, v11
	v_cndmask_b32_e32 v113, 0x80000000, v113, vcc_lo
	v_dual_cndmask_b32 v13, 0x80000000, v11 :: v_dual_cndmask_b32 v114, 0x80000000, v114
	v_cndmask_b32_e32 v115, 0x80000000, v115, vcc_lo
	s_clause 0x3
	buffer_store_b16 v14, v13, s[56:59], 0 offen
	buffer_store_b16 v15, v113, s[56:59], 0 offen
	buffer_store_b16 v16, v114, s[56:59], 0 offen
	buffer_store_b16 v17, v115, s[56:59], 0 offen
	v_add_nc_u32_e32 v14, 16, v11
	v_cndmask_b16 v13.l, 0x7fff, v18.l, s3
	v_cmp_o_f32_e64 s3, v118, v118
	v_add_nc_u32_e32 v15, 20, v11
	v_add_nc_u32_e32 v16, 24, v11
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_cndmask_b16 v18.l, 0x7fff, v20.l, s5
	v_cndmask_b16 v17.l, 0x7fff, v19.l, s3
	v_dual_cndmask_b32 v15, 0x80000000, v15 :: v_dual_cndmask_b32 v16, 0x80000000, v16
	v_cmp_o_f32_e64 s3, v120, v120
	s_clause 0x2
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	buffer_store_b16 v17, v15, s[56:59], 0 offen
	buffer_store_b16 v18, v16, s[56:59], 0 offen
	v_add_nc_u32_e32 v18, 52, v11
	v_add_nc_u32_e32 v19, 28, v11
	v_cndmask_b16 v13.l, 0x7fff, v21.l, s3
	v_cmp_o_f32_e64 s3, v121, v121
	v_dual_cndmask_b32 v18, 0x80000000, v18 :: v_dual_add_nc_u32 v15, 32, v11
	v_cndmask_b32_e32 v14, 0x80000000, v19, vcc_lo
	v_cmp_o_f32_e64 s5, v122, v122
	v_add_nc_u32_e32 v16, 36, v11
	v_add_nc_u32_e32 v17, 40, v11
	v_mul_f32_e32 v21, s33, v238
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	v_cndmask_b16 v13.l, 0x7fff, v22.l, s3
	v_cndmask_b32_e32 v14, 0x80000000, v15, vcc_lo
	v_cmp_o_f32_e64 s3, v123, v123
	v_cndmask_b16 v15.l, 0x7fff, v23.l, s5
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	v_cmp_o_f32_e64 s5, v124, v124
	s_clause 0x1
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	buffer_store_b16 v15, v16, s[56:59], 0 offen
	v_cndmask_b16 v13.l, 0x7fff, v24.l, s3
	v_cmp_o_f32_e64 s3, v125, v125
	v_add_nc_u32_e32 v16, 44, v11
	v_dual_cndmask_b32 v14, 0x80000000, v17 :: v_dual_add_nc_u32 v17, 48, v11
	v_cndmask_b16 v15.l, 0x7fff, v25.l, s5
	v_cmp_o_f32_e64 s5, v126, v126
	v_cndmask_b16 v19.l, 0x7fff, v26.l, s3
	v_cmp_o_f32_e64 s3, v127, v127
	v_dual_cndmask_b32 v16, 0x80000000, v16 :: v_dual_cndmask_b32 v17, 0x80000000, v17
	v_cndmask_b16 v20.l, 0x7fff, v27.l, s5
	s_clause 0x3
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	buffer_store_b16 v15, v16, s[56:59], 0 offen
	buffer_store_b16 v19, v17, s[56:59], 0 offen
	buffer_store_b16 v20, v18, s[56:59], 0 offen
	v_cndmask_b16 v13.l, 0x7fff, v28.l, s3
	v_add_nc_u32_e32 v14, 56, v11
	v_cmp_o_f32_e64 s3, v128, v128
	v_add_nc_u32_e32 v15, 60, v11
	v_cmp_o_f32_e64 s5, v105, v105
	v_add_nc_u32_e32 v16, 64, v11
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_cndmask_b16 v17.l, 0x7fff, v29.l, s3
	v_cmp_o_f32_e64 s3, v106, v106
	v_add_nc_u32_e32 v19, 0x44, v11
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	v_cndmask_b16 v18.l, 0x7fff, v30.l, s5
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	s_clause 0x2
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	buffer_store_b16 v17, v15, s[56:59], 0 offen
	buffer_store_b16 v18, v16, s[56:59], 0 offen
	v_cndmask_b16 v13.l, 0x7fff, v31.l, s3
	v_cndmask_b32_e32 v14, 0x80000000, v19, vcc_lo
	v_cmp_o_f32_e64 s3, v107, v107
	v_add_nc_u32_e32 v15, 0x48, v11
	v_cmp_o_f32_e64 s5, v108, v108
	v_add_nc_u32_e32 v16, 0x4c, v11
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	v_cndmask_b16 v13.l, 0x7fff, v32.l, s3
	v_cndmask_b32_e32 v14, 0x80000000, v15, vcc_lo
	v_cmp_o_f32_e64 s3, v109, v109
	v_cndmask_b16 v15.l, 0x7fff, v33.l, s5
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	v_add_nc_u32_e32 v17, 0x50, v11
	v_cmp_o_f32_e64 s5, v110, v110
	s_clause 0x1
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	buffer_store_b16 v15, v16, s[56:59], 0 offen
	v_cndmask_b16 v13.l, 0x7fff, v34.l, s3
	v_cmp_o_f32_e64 s3, v111, v111
	v_add_nc_u32_e32 v16, 0x54, v11
	v_cndmask_b32_e32 v14, 0x80000000, v17, vcc_lo
	v_add_nc_u32_e32 v17, 0x58, v11
	v_cndmask_b16 v15.l, 0x7fff, v35.l, s5
	v_cmp_o_f32_e64 s5, v112, v112
	v_add_nc_u32_e32 v18, 0x5c, v11
	v_cndmask_b16 v19.l, 0x7fff, v36.l, s3
	v_cmp_o_f32_e64 s3, v97, v97
	v_dual_cndmask_b32 v16, 0x80000000, v16 :: v_dual_cndmask_b32 v17, 0x80000000, v17
	v_cndmask_b16 v20.l, 0x7fff, v37.l, s5
	v_cndmask_b32_e32 v18, 0x80000000, v18, vcc_lo
	s_clause 0x3
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	buffer_store_b16 v15, v16, s[56:59], 0 offen
	buffer_store_b16 v19, v17, s[56:59], 0 offen
	buffer_store_b16 v20, v18, s[56:59], 0 offen
	v_cndmask_b16 v13.l, 0x7fff, v38.l, s3
	v_add_nc_u32_e32 v14, 0x60, v11
	v_cmp_o_f32_e64 s3, v98, v98
	v_add_nc_u32_e32 v15, 0x64, v11
	v_cmp_o_f32_e64 s5, v99, v99
	v_add_nc_u32_e32 v16, 0x68, v11
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_cndmask_b16 v17.l, 0x7fff, v39.l, s3
	v_cmp_o_f32_e64 s3, v100, v100
	v_add_nc_u32_e32 v19, 0x6c, v11
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	v_cndmask_b16 v18.l, 0x7fff, v40.l, s5
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	s_clause 0x2
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	buffer_store_b16 v17, v15, s[56:59], 0 offen
	buffer_store_b16 v18, v16, s[56:59], 0 offen
	v_cndmask_b16 v13.l, 0x7fff, v41.l, s3
	v_cndmask_b32_e32 v14, 0x80000000, v19, vcc_lo
	v_cmp_o_f32_e64 s3, v101, v101
	v_add_nc_u32_e32 v15, 0x70, v11
	v_cmp_o_f32_e64 s5, v102, v102
	v_add_nc_u32_e32 v16, 0x74, v11
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	v_cndmask_b16 v13.l, 0x7fff, v42.l, s3
	v_cndmask_b32_e32 v14, 0x80000000, v15, vcc_lo
	v_cmp_o_f32_e64 s3, v103, v103
	v_cndmask_b16 v15.l, 0x7fff, v43.l, s5
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	v_add_nc_u32_e32 v17, 0x78, v11
	v_cmp_o_f32_e64 s5, v104, v104
	s_clause 0x1
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	buffer_store_b16 v15, v16, s[56:59], 0 offen
	v_cndmask_b16 v13.l, 0x7fff, v44.l, s3
	v_cmp_o_f32_e64 s3, v89, v89
	v_mul_f32_e32 v40, s33, v194
	v_add_lshl_u32 v5, v5, v3, 1
	v_add_nc_u32_e32 v16, 0x80, v11
	v_cndmask_b32_e32 v14, 0x80000000, v17, vcc_lo
	v_cndmask_b16 v15.l, 0x7fff, v45.l, s5
	v_cmp_o_f32_e64 s5, v90, v90
	v_add_nc_u32_e32 v17, 0x84, v11
	v_cndmask_b16 v18.l, 0x7fff, v46.l, s3
	v_cmp_o_f32_e64 s3, v91, v91
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_cndmask_b32 v16, 0x80000000, v16
	v_cndmask_b16 v19.l, 0x7fff, v47.l, s5
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
	s_clause 0x3
	buffer_store_b16 v13, v14, s[56:59], 0 offen
	buffer_store_b16 v15, v5, s[56:59], 0 offen
	buffer_store_b16 v18, v16, s[56:59], 0 offen
	buffer_store_b16 v19, v17, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v48.l, s3
	v_add_nc_u32_e32 v13, 0x88, v11
	v_cmp_o_f32_e64 s3, v92, v92
	v_dual_mul_f32 v33, s33, v164 :: v_dual_add_nc_u32 v14, 0x8c, v11
	v_cmp_o_f32_e64 s5, v93, v93
	v_add_nc_u32_e32 v15, 0x90, v11
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_cndmask_b16 v16.l, 0x7fff, v129.l, s3
	v_cmp_o_f32_e64 s3, v94, v94
	v_dual_mul_f32 v31, s33, v166 :: v_dual_add_nc_u32 v18, 0x94, v11
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_cndmask_b16 v17.l, 0x7fff, v130.l, s5
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	s_clause 0x2
	buffer_store_b16 v5, v13, s[56:59], 0 offen
	buffer_store_b16 v16, v14, s[56:59], 0 offen
	buffer_store_b16 v17, v15, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v131.l, s3
	v_cndmask_b32_e32 v13, 0x80000000, v18, vcc_lo
	v_cmp_o_f32_e64 s3, v95, v95
	v_dual_mul_f32 v29, s33, v168 :: v_dual_add_nc_u32 v14, 0x98, v11
	v_cmp_o_f32_e64 s5, v96, v96
	v_add_nc_u32_e32 v15, 0x9c, v11
	buffer_store_b16 v5, v13, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v132.l, s3
	v_cndmask_b32_e32 v13, 0x80000000, v14, vcc_lo
	v_cmp_o_f32_e64 s3, v81, v81
	v_cndmask_b16 v14.l, 0x7fff, v133.l, s5
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	v_dual_mul_f32 v27, s33, v170 :: v_dual_add_nc_u32 v16, 0xa0, v11
	v_cmp_o_f32_e64 s5, v82, v82
	s_clause 0x1
	buffer_store_b16 v5, v13, s[56:59], 0 offen
	buffer_store_b16 v14, v15, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v134.l, s3
	v_cmp_o_f32_e64 s3, v83, v83
	v_add_nc_u32_e32 v15, 0xa4, v11
	v_cndmask_b32_e32 v13, 0x80000000, v16, vcc_lo
	v_dual_mul_f32 v25, s33, v234 :: v_dual_add_nc_u32 v16, 0xa8, v11
	v_cndmask_b16 v14.l, 0x7fff, v135.l, s5
	v_cmp_o_f32_e64 s5, v84, v84
	v_add_nc_u32_e32 v17, 0xac, v11
	v_cndmask_b16 v18.l, 0x7fff, v136.l, s3
	v_cmp_o_f32_e64 s3, v85, v85
	v_dual_cndmask_b32 v15, 0x80000000, v15 :: v_dual_cndmask_b32 v16, 0x80000000, v16
	v_cndmask_b16 v19.l, 0x7fff, v137.l, s5
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
	v_mul_f32_e32 v82, s33, v214
	s_clause 0x3
	buffer_store_b16 v5, v13, s[56:59], 0 offen
	buffer_store_b16 v14, v15, s[56:59], 0 offen
	buffer_store_b16 v18, v16, s[56:59], 0 offen
	buffer_store_b16 v19, v17, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v138.l, s3
	v_add_nc_u32_e32 v13, 0xb0, v11
	v_cmp_o_f32_e64 s3, v86, v86
	v_dual_mul_f32 v23, s33, v236 :: v_dual_add_nc_u32 v14, 0xb4, v11
	v_cmp_o_f32_e64 s5, v87, v87
	v_dual_mul_f32 v32, s33, v165 :: v_dual_add_nc_u32 v15, 0xb8, v11
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_cndmask_b16 v16.l, 0x7fff, v139.l, s3
	v_cmp_o_f32_e64 s3, v88, v88
	v_add_nc_u32_e32 v18, 0xbc, v11
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_cndmask_b16 v17.l, 0x7fff, v140.l, s5
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	s_clause 0x2
	buffer_store_b16 v5, v13, s[56:59], 0 offen
	buffer_store_b16 v16, v14, s[56:59], 0 offen
	buffer_store_b16 v17, v15, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v141.l, s3
	v_cndmask_b32_e32 v13, 0x80000000, v18, vcc_lo
	v_cmp_o_f32_e64 s3, v73, v73
	v_add_nc_u32_e32 v14, 0xc0, v11
	v_cmp_o_f32_e64 s5, v74, v74
	v_dual_mul_f32 v28, s33, v169 :: v_dual_add_nc_u32 v15, 0xc4, v11
	buffer_store_b16 v5, v13, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v142.l, s3
	v_cndmask_b32_e32 v13, 0x80000000, v14, vcc_lo
	v_cmp_o_f32_e64 s3, v75, v75
	v_cndmask_b16 v14.l, 0x7fff, v143.l, s5
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	v_add_nc_u32_e32 v16, 0xc8, v11
	v_cmp_o_f32_e64 s5, v76, v76
	s_clause 0x1
	buffer_store_b16 v5, v13, s[56:59], 0 offen
	buffer_store_b16 v14, v15, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v144.l, s3
	v_cmp_o_f32_e64 s3, v77, v77
	v_dual_mul_f32 v26, s33, v233 :: v_dual_add_nc_u32 v15, 0xcc, v11
	v_cndmask_b32_e32 v13, 0x80000000, v16, vcc_lo
	v_add_nc_u32_e32 v16, 0xd0, v11
	v_cndmask_b16 v14.l, 0x7fff, v145.l, s5
	v_cmp_o_f32_e64 s5, v78, v78
	v_dual_mul_f32 v22, s33, v237 :: v_dual_add_nc_u32 v17, 0xd4, v11
	v_cndmask_b16 v18.l, 0x7fff, v146.l, s3
	v_cmp_o_f32_e64 s3, v79, v79
	v_dual_cndmask_b32 v15, 0x80000000, v15 :: v_dual_cndmask_b32 v16, 0x80000000, v16
	v_cndmask_b16 v19.l, 0x7fff, v147.l, s5
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
	s_clause 0x3
	buffer_store_b16 v5, v13, s[56:59], 0 offen
	buffer_store_b16 v14, v15, s[56:59], 0 offen
	buffer_store_b16 v18, v16, s[56:59], 0 offen
	buffer_store_b16 v19, v17, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v148.l, s3
	v_dual_mul_f32 v18, s33, v49 :: v_dual_add_nc_u32 v13, 0xd8, v11
	v_cmp_o_f32_e64 s3, v80, v80
	v_add_nc_u32_e32 v14, 0xdc, v11
	v_add_nc_u32_e32 v15, 0xe0, v11
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_cmp_o_f32_e64 s5, v65, v65
	v_cndmask_b16 v16.l, 0x7fff, v149.l, s3
	v_cmp_o_f32_e64 s3, v66, v66
	v_dual_cndmask_b32 v14, 0x80000000, v14 :: v_dual_cndmask_b32 v15, 0x80000000, v15
	s_clause 0x1
	buffer_store_b16 v5, v13, s[56:59], 0 offen
	buffer_store_b16 v16, v14, s[56:59], 0 offen
	v_add_nc_u32_e32 v5, 0xe4, v11
	v_cndmask_b16 v12.l, 0x7fff, v12.l, s3
	v_cmp_o_f32_e64 s3, v67, v67
	v_add_nc_u32_e32 v13, 0xe8, v11
	v_cndmask_b16 v17.l, 0x7fff, v150.l, s5
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	v_cmp_o_f32_e64 s5, v68, v68
	v_add_nc_u32_e32 v14, 0xec, v11
	v_cndmask_b16 v8.l, 0x7fff, v8.l, s3
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x1
	buffer_store_b16 v17, v15, s[56:59], 0 offen
	buffer_store_b16 v12, v5, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v153.l, s5
	v_cndmask_b32_e32 v12, 0x80000000, v14, vcc_lo
	v_cmp_o_f32_e64 s3, v69, v69
	buffer_store_b16 v8, v13, s[56:59], 0 offen
	v_add_nc_u32_e32 v8, 0xf0, v11
	v_cmp_o_f32_e64 s5, v70, v70
	buffer_store_b16 v5, v12, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v10.l, s3
	v_add_nc_u32_e32 v10, 0xf4, v11
	v_cmp_o_f32_e64 s3, v71, v71
	v_cndmask_b16 v9.l, 0x7fff, v9.l, s5
	v_add_nc_u32_e32 v11, 0xf8, v11
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_cmp_o_f32_e64 s5, v72, v72
	v_dual_mul_f32 v38, s33, v193 :: v_dual_mul_f32 v41, s33, v195
	v_add_lshl_u32 v3, v4, v3, 1
	v_cndmask_b16 v4.l, 0x7fff, v7.l, s3
	v_cndmask_b32_e32 v7, 0x80000000, v11, vcc_lo
	buffer_store_b16 v5, v8, s[56:59], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v6.l, s5
	s_mul_i32 s3, s60, s4
	s_mul_i32 s5, s61, s2
	v_bfe_u32 v34, v38, 16, 1
	v_bfe_u32 v35, v40, 16, 1
	s_add_i32 s5, s5, s3
	s_mul_i32 s3, s62, s80
	v_mul_f32_e32 v42, s33, v196
	v_bfe_u32 v36, v41, 16, 1
	s_add_i32 s3, s3, s5
	v_add3_u32 v34, v38, v34, 0x7fff
	v_add_nc_u32_e32 v49, s3, v155
	v_add3_u32 v35, v40, v35, 0x7fff
	v_dual_mul_f32 v43, s33, v197 :: v_dual_mul_f32 v44, s33, v198
	v_dual_mul_f32 v45, s33, v199 :: v_dual_add_nc_u32 v0, s3, v0
	v_mul_f32_e32 v46, s33, v200
	v_add3_u32 v36, v41, v36, 0x7fff
	v_bfe_u32 v37, v42, 16, 1
	v_dual_mul_f32 v20, s33, v239 :: v_dual_add_nc_u32 v1, s3, v1
	v_mul_f32_e32 v17, s33, v50
	v_lshrrev_b32_e32 v50, 16, v34
	v_cmp_o_f32_e64 s3, v38, v38
	v_add_lshl_u32 v38, v49, v2, 1
	v_mul_f32_e32 v16, s33, v51
	v_lshrrev_b32_e32 v51, 16, v35
	v_cmp_o_f32_e64 s5, v40, v40
	v_mul_f32_e32 v47, s33, v209
	v_mul_f32_e32 v15, s33, v52
	v_lshrrev_b32_e32 v52, 16, v36
	v_add3_u32 v34, v42, v37, 0x7fff
	v_bfe_u32 v35, v43, 16, 1
	v_bfe_u32 v36, v44, 16, 1
	v_bfe_u32 v37, v45, 16, 1
	v_bfe_u32 v39, v46, 16, 1
	v_cndmask_b16 v40.l, 0x7fff, v50.l, s3
	v_cndmask_b16 v50.l, 0x7fff, v51.l, s5
	v_dual_mul_f32 v12, s33, v55 :: v_dual_add_nc_u32 v51, 4, v38
	v_cmp_o_f32_e64 s3, v41, v41
	v_add_nc_u32_e32 v41, 8, v38
	v_dual_mul_f32 v48, s33, v210 :: v_dual_mul_f32 v79, s33, v211
	v_dual_mul_f32 v80, s33, v212 :: v_dual_mul_f32 v81, s33, v213
	v_mul_f32_e32 v14, s33, v53
	v_lshrrev_b32_e32 v53, 16, v34
	v_add3_u32 v34, v43, v35, 0x7fff
	v_add3_u32 v35, v44, v36, 0x7fff
	v_add3_u32 v36, v45, v37, 0x7fff
	v_add3_u32 v37, v46, v39, 0x7fff
	v_bfe_u32 v39, v47, 16, 1
	v_cmp_o_f32_e64 s5, v42, v42
	v_add_nc_u32_e32 v42, 12, v38
	v_dual_cndmask_b32 v10, 0x80000000, v10 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	v_cndmask_b32_e32 v49, 0x80000000, v38, vcc_lo
	v_dual_cndmask_b32 v51, 0x80000000, v51 :: v_dual_cndmask_b32 v42, 0x80000000, v42
	v_cndmask_b16 v52.l, 0x7fff, v52.l, s3
	v_cndmask_b32_e32 v41, 0x80000000, v41, vcc_lo
	v_mul_f32_e32 v13, s33, v54
	v_mul_f32_e32 v11, s33, v56
	v_lshrrev_b32_e32 v54, 16, v34
	v_lshrrev_b32_e32 v55, 16, v35
	v_lshrrev_b32_e32 v56, 16, v36
	v_lshrrev_b32_e32 v57, 16, v37
	v_add3_u32 v34, v47, v39, 0x7fff
	v_bfe_u32 v35, v48, 16, 1
	v_bfe_u32 v36, v79, 16, 1
	v_bfe_u32 v37, v80, 16, 1
	v_bfe_u32 v39, v81, 16, 1
	v_cndmask_b16 v53.l, 0x7fff, v53.l, s5
	v_cmp_o_f32_e64 s3, v43, v43
	v_cmp_o_f32_e64 s5, v44, v44
	s_clause 0x2
	buffer_store_b16 v9, v10, s[56:59], 0 offen
	buffer_store_b16 v4, v7, s[56:59], 0 offen
	buffer_store_b16 v5, v3, s[56:59], 0 offen
	v_mul_f32_e32 v83, s33, v215
	s_clause 0x3
	buffer_store_b16 v40, v49, s[52:55], 0 offen
	buffer_store_b16 v50, v51, s[52:55], 0 offen
	buffer_store_b16 v52, v41, s[52:55], 0 offen
	buffer_store_b16 v53, v42, s[52:55], 0 offen
	v_add_nc_u32_e32 v40, 16, v38
	v_dual_mul_f32 v8, s33, v227 :: v_dual_add_nc_u32 v41, 20, v38
	v_mul_f32_e32 v4, s33, v231
	v_cmp_o_f32_e64 s6, v45, v45
	v_dual_mul_f32 v84, s33, v216 :: v_dual_add_nc_u32 v45, 24, v38
	v_dual_mul_f32 v85, s33, v179 :: v_dual_mul_f32 v86, s33, v180
	v_lshrrev_b32_e32 v58, 16, v34
	v_add3_u32 v34, v48, v35, 0x7fff
	v_add3_u32 v35, v79, v36, 0x7fff
	v_add3_u32 v36, v80, v37, 0x7fff
	v_add3_u32 v37, v81, v39, 0x7fff
	v_bfe_u32 v39, v82, 16, 1
	v_cndmask_b16 v42.l, 0x7fff, v54.l, s3
	v_cmp_o_f32_e64 s3, v46, v46
	v_add_nc_u32_e32 v46, 28, v38
	v_cndmask_b16 v43.l, 0x7fff, v55.l, s5
	v_cmp_o_f32_e64 s5, v47, v47
	v_dual_cndmask_b32 v40, 0x80000000, v40 :: v_dual_add_nc_u32 v47, 32, v38
	v_cndmask_b32_e32 v41, 0x80000000, v41, vcc_lo
	v_cndmask_b16 v44.l, 0x7fff, v56.l, s6
	v_cndmask_b32_e32 v45, 0x80000000, v45, vcc_lo
	v_mul_f32_e32 v87, s33, v181
	v_lshrrev_b32_e32 v59, 16, v34
	v_lshrrev_b32_e32 v60, 16, v35
	v_lshrrev_b32_e32 v61, 16, v36
	v_lshrrev_b32_e32 v62, 16, v37
	v_add3_u32 v34, v82, v39, 0x7fff
	v_bfe_u32 v35, v83, 16, 1
	v_bfe_u32 v36, v84, 16, 1
	v_bfe_u32 v37, v85, 16, 1
	v_bfe_u32 v39, v86, 16, 1
	v_cndmask_b16 v49.l, 0x7fff, v57.l, s3
	v_cndmask_b32_e32 v46, 0x80000000, v46, vcc_lo
	v_cmp_o_f32_e64 s3, v48, v48
	v_cndmask_b16 v50.l, 0x7fff, v58.l, s5
	v_cndmask_b32_e32 v47, 0x80000000, v47, vcc_lo
	v_cmp_o_f32_e64 s5, v79, v79
	v_mul_f32_e32 v77, s33, v183
	s_clause 0x4
	buffer_store_b16 v42, v40, s[52:55], 0 offen
	buffer_store_b16 v43, v41, s[52:55], 0 offen
	buffer_store_b16 v44, v45, s[52:55], 0 offen
	buffer_store_b16 v49, v46, s[52:55], 0 offen
	buffer_store_b16 v50, v47, s[52:55], 0 offen
	v_add_nc_u32_e32 v40, 36, v38
	v_add_nc_u32_e32 v41, 40, v38
	v_cmp_o_f32_e64 s6, v80, v80
	v_add_nc_u32_e32 v45, 44, v38
	v_mul_f32_e32 v78, s33, v182
	v_dual_mul_f32 v76, s33, v184 :: v_dual_mul_f32 v75, s33, v185
	v_dual_mul_f32 v73, s33, v171 :: v_dual_add_nc_u32 v46, 48, v38
	v_lshrrev_b32_e32 v63, 16, v34
	v_add3_u32 v34, v83, v35, 0x7fff
	v_add3_u32 v35, v84, v36, 0x7fff
	v_add3_u32 v36, v85, v37, 0x7fff
	v_add3_u32 v37, v86, v39, 0x7fff
	v_bfe_u32 v39, v87, 16, 1
	v_cndmask_b16 v42.l, 0x7fff, v59.l, s3
	v_cmp_o_f32_e64 s3, v81, v81
	v_cndmask_b16 v43.l, 0x7fff, v60.l, s5
	v_cmp_o_f32_e64 s5, v82, v82
	v_dual_cndmask_b32 v40, 0x80000000, v40 :: v_dual_add_nc_u32 v47, 52, v38
	v_cndmask_b32_e32 v41, 0x80000000, v41, vcc_lo
	v_cndmask_b16 v44.l, 0x7fff, v61.l, s6
	v_cndmask_b32_e32 v45, 0x80000000, v45, vcc_lo
	v_mul_f32_e32 v74, s33, v186
	v_lshrrev_b32_e32 v64, 16, v34
	v_lshrrev_b32_e32 v88, 16, v35
	v_lshrrev_b32_e32 v89, 16, v36
	v_lshrrev_b32_e32 v90, 16, v37
	v_add3_u32 v34, v87, v39, 0x7fff
	v_bfe_u32 v35, v78, 16, 1
	v_bfe_u32 v36, v77, 16, 1
	v_bfe_u32 v37, v76, 16, 1
	v_bfe_u32 v39, v75, 16, 1
	v_cndmask_b16 v48.l, 0x7fff, v62.l, s3
	v_cndmask_b32_e32 v46, 0x80000000, v46, vcc_lo
	v_cmp_o_f32_e64 s3, v83, v83
	v_cndmask_b16 v49.l, 0x7fff, v63.l, s5
	v_cndmask_b32_e32 v47, 0x80000000, v47, vcc_lo
	v_cmp_o_f32_e64 s5, v84, v84
	v_mul_f32_e32 v69, s33, v175
	s_clause 0x4
	buffer_store_b16 v42, v40, s[52:55], 0 offen
	buffer_store_b16 v43, v41, s[52:55], 0 offen
	buffer_store_b16 v44, v45, s[52:55], 0 offen
	buffer_store_b16 v48, v46, s[52:55], 0 offen
	buffer_store_b16 v49, v47, s[52:55], 0 offen
	v_add_nc_u32_e32 v40, 56, v38
	v_add_nc_u32_e32 v41, 60, v38
	v_cmp_o_f32_e64 s6, v85, v85
	v_dual_mul_f32 v72, s33, v172 :: v_dual_add_nc_u32 v45, 64, v38
	v_dual_mul_f32 v71, s33, v173 :: v_dual_mul_f32 v70, s33, v174
	v_dual_mul_f32 v65, s33, v163 :: v_dual_add_nc_u32 v46, 0x44, v38
	v_lshrrev_b32_e32 v91, 16, v34
	v_add3_u32 v34, v78, v35, 0x7fff
	v_add3_u32 v35, v77, v36, 0x7fff
	v_add3_u32 v36, v76, v37, 0x7fff
	v_add3_u32 v37, v75, v39, 0x7fff
	v_bfe_u32 v39, v74, 16, 1
	v_cndmask_b16 v42.l, 0x7fff, v64.l, s3
	v_cmp_o_f32_e64 s3, v86, v86
	v_cndmask_b16 v43.l, 0x7fff, v88.l, s5
	v_cmp_o_f32_e64 s5, v87, v87
	v_add_nc_u32_e32 v47, 0x48, v38
	v_dual_cndmask_b32 v40, 0x80000000, v40 :: v_dual_cndmask_b32 v41, 0x80000000, v41
	v_cndmask_b16 v44.l, 0x7fff, v89.l, s6
	v_cndmask_b32_e32 v45, 0x80000000, v45, vcc_lo
	v_lshrrev_b32_e32 v92, 16, v34
	v_lshrrev_b32_e32 v93, 16, v35
	v_lshrrev_b32_e32 v94, 16, v36
	v_lshrrev_b32_e32 v95, 16, v37
	v_add3_u32 v34, v74, v39, 0x7fff
	v_bfe_u32 v35, v73, 16, 1
	v_bfe_u32 v36, v72, 16, 1
	v_bfe_u32 v37, v71, 16, 1
	v_bfe_u32 v39, v70, 16, 1
	v_cndmask_b16 v48.l, 0x7fff, v90.l, s3
	v_cndmask_b32_e32 v46, 0x80000000, v46, vcc_lo
	v_cmp_o_f32_e64 s3, v78, v78
	v_cndmask_b16 v49.l, 0x7fff, v91.l, s5
	v_cndmask_b32_e32 v47, 0x80000000, v47, vcc_lo
	v_cmp_o_f32_e64 s5, v77, v77
	s_clause 0x4
	buffer_store_b16 v42, v40, s[52:55], 0 offen
	buffer_store_b16 v43, v41, s[52:55], 0 offen
	buffer_store_b16 v44, v45, s[52:55], 0 offen
	buffer_store_b16 v48, v46, s[52:55], 0 offen
	buffer_store_b16 v49, v47, s[52:55], 0 offen
	v_add_nc_u32_e32 v40, 0x4c, v38
	v_add_nc_u32_e32 v41, 0x50, v38
	v_cmp_o_f32_e64 s6, v76, v76
	v_dual_mul_f32 v68, s33, v176 :: v_dual_add_nc_u32 v45, 0x54, v38
	v_dual_mul_f32 v67, s33, v177 :: v_dual_mul_f32 v66, s33, v178
	v_lshrrev_b32_e32 v96, 16, v34
	v_add3_u32 v34, v73, v35, 0x7fff
	v_add3_u32 v35, v72, v36, 0x7fff
	v_add3_u32 v36, v71, v37, 0x7fff
	v_add3_u32 v37, v70, v39, 0x7fff
	v_bfe_u32 v39, v69, 16, 1
	v_cndmask_b16 v42.l, 0x7fff, v92.l, s3
	v_cmp_o_f32_e64 s3, v75, v75
	v_add_nc_u32_e32 v46, 0x58, v38
	v_cndmask_b16 v43.l, 0x7fff, v93.l, s5
	v_cmp_o_f32_e64 s5, v74, v74
	v_add_nc_u32_e32 v47, 0x5c, v38
	v_dual_cndmask_b32 v40, 0x80000000, v40 :: v_dual_cndmask_b32 v41, 0x80000000, v41
	v_cndmask_b16 v44.l, 0x7fff, v94.l, s6
	v_cndmask_b32_e32 v45, 0x80000000, v45, vcc_lo
	v_lshrrev_b32_e32 v97, 16, v34
	v_lshrrev_b32_e32 v98, 16, v35
	v_lshrrev_b32_e32 v99, 16, v36
	v_lshrrev_b32_e32 v100, 16, v37
	v_add3_u32 v34, v69, v39, 0x7fff
	v_bfe_u32 v35, v68, 16, 1
	v_bfe_u32 v36, v67, 16, 1
	v_bfe_u32 v37, v66, 16, 1
	v_bfe_u32 v39, v65, 16, 1
	v_cndmask_b16 v48.l, 0x7fff, v95.l, s3
	v_cndmask_b32_e32 v46, 0x80000000, v46, vcc_lo
	v_cmp_o_f32_e64 s3, v73, v73
	v_cndmask_b16 v49.l, 0x7fff, v96.l, s5
	v_cndmask_b32_e32 v47, 0x80000000, v47, vcc_lo
	v_cmp_o_f32_e64 s5, v72, v72
	s_clause 0x4
	buffer_store_b16 v42, v40, s[52:55], 0 offen
	buffer_store_b16 v43, v41, s[52:55], 0 offen
	buffer_store_b16 v44, v45, s[52:55], 0 offen
	buffer_store_b16 v48, v46, s[52:55], 0 offen
	buffer_store_b16 v49, v47, s[52:55], 0 offen
	v_add_nc_u32_e32 v40, 0x60, v38
	v_add_nc_u32_e32 v41, 0x64, v38
	v_cmp_o_f32_e64 s6, v71, v71
	v_dual_mul_f32 v30, s33, v167 :: v_dual_add_nc_u32 v45, 0x68, v38
	v_mul_f32_e32 v5, s33, v230
	v_lshrrev_b32_e32 v101, 16, v34
	v_add3_u32 v34, v68, v35, 0x7fff
	v_add3_u32 v35, v67, v36, 0x7fff
	v_add3_u32 v36, v66, v37, 0x7fff
	v_add3_u32 v37, v65, v39, 0x7fff
	v_bfe_u32 v39, v33, 16, 1
	v_cndmask_b16 v42.l, 0x7fff, v97.l, s3
	v_cmp_o_f32_e64 s3, v70, v70
	v_add_nc_u32_e32 v46, 0x6c, v38
	v_cndmask_b16 v43.l, 0x7fff, v98.l, s5
	v_cmp_o_f32_e64 s5, v69, v69
	v_add_nc_u32_e32 v47, 0x70, v38
	v_dual_cndmask_b32 v40, 0x80000000, v40 :: v_dual_cndmask_b32 v41, 0x80000000, v41
	v_cndmask_b16 v44.l, 0x7fff, v99.l, s6
	v_cndmask_b32_e32 v45, 0x80000000, v45, vcc_lo
	v_lshrrev_b32_e32 v102, 16, v34
	v_lshrrev_b32_e32 v103, 16, v35
	v_lshrrev_b32_e32 v104, 16, v36
	v_lshrrev_b32_e32 v105, 16, v37
	v_add3_u32 v34, v33, v39, 0x7fff
	v_bfe_u32 v35, v32, 16, 1
	v_bfe_u32 v36, v31, 16, 1
	v_bfe_u32 v37, v30, 16, 1
	v_bfe_u32 v39, v29, 16, 1
	v_cndmask_b16 v48.l, 0x7fff, v100.l, s3
	v_cndmask_b32_e32 v46, 0x80000000, v46, vcc_lo
	v_cmp_o_f32_e64 s3, v68, v68
	v_cndmask_b16 v49.l, 0x7fff, v101.l, s5
	v_cndmask_b32_e32 v47, 0x80000000, v47, vcc_lo
	v_cmp_o_f32_e64 s5, v67, v67
	s_clause 0x4
	buffer_store_b16 v42, v40, s[52:55], 0 offen
	buffer_store_b16 v43, v41, s[52:55], 0 offen
	buffer_store_b16 v44, v45, s[52:55], 0 offen
	buffer_store_b16 v48, v46, s[52:55], 0 offen
	buffer_store_b16 v49, v47, s[52:55], 0 offen
	v_add_nc_u32_e32 v40, 0x74, v38
	v_add_nc_u32_e32 v41, 0x78, v38
	v_cmp_o_f32_e64 s6, v66, v66
	v_add_lshl_u32 v1, v1, v2, 1
	v_dual_mul_f32 v24, s33, v235 :: v_dual_mul_f32 v3, s33, v232
	v_lshrrev_b32_e32 v106, 16, v34
	v_add3_u32 v34, v32, v35, 0x7fff
	v_add3_u32 v35, v31, v36, 0x7fff
	v_add3_u32 v36, v30, v37, 0x7fff
	v_add3_u32 v37, v29, v39, 0x7fff
	v_bfe_u32 v39, v28, 16, 1
	v_cndmask_b16 v42.l, 0x7fff, v102.l, s3
	v_cmp_o_f32_e64 s3, v65, v65
	v_add_nc_u32_e32 v45, 0x80, v38
	v_cndmask_b16 v43.l, 0x7fff, v103.l, s5
	v_cmp_o_f32_e64 s5, v33, v33
	v_add_nc_u32_e32 v33, 0x84, v38
	v_cndmask_b32_e32 v40, 0x80000000, v40, vcc_lo
	v_add_lshl_u32 v0, v0, v2, 1
	v_cndmask_b32_e32 v41, 0x80000000, v41, vcc_lo
	v_cndmask_b16 v44.l, 0x7fff, v104.l, s6
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_lshrrev_b32_e32 v107, 16, v34
	v_lshrrev_b32_e32 v108, 16, v35
	v_lshrrev_b32_e32 v109, 16, v36
	v_lshrrev_b32_e32 v110, 16, v37
	v_add3_u32 v34, v28, v39, 0x7fff
	v_bfe_u32 v35, v27, 16, 1
	v_bfe_u32 v36, v26, 16, 1
	v_bfe_u32 v37, v25, 16, 1
	v_bfe_u32 v39, v24, 16, 1
	v_cndmask_b16 v46.l, 0x7fff, v105.l, s3
	v_cndmask_b32_e32 v45, 0x80000000, v45, vcc_lo
	v_cmp_o_f32_e64 s3, v32, v32
	v_cndmask_b16 v47.l, 0x7fff, v106.l, s5
	v_cndmask_b32_e32 v33, 0x80000000, v33, vcc_lo
	v_cmp_o_f32_e64 s5, v31, v31
	v_cndmask_b32_e32 v0, 0x80000000, v0, vcc_lo
	s_clause 0x4
	buffer_store_b16 v42, v40, s[52:55], 0 offen
	buffer_store_b16 v43, v41, s[52:55], 0 offen
	buffer_store_b16 v44, v1, s[52:55], 0 offen
	buffer_store_b16 v46, v45, s[52:55], 0 offen
	buffer_store_b16 v47, v33, s[52:55], 0 offen
	v_add_nc_u32_e32 v1, 0x88, v38
	v_add_nc_u32_e32 v31, 0x8c, v38
	v_cmp_o_f32_e64 s6, v30, v30
	v_dual_mul_f32 v19, s33, v240 :: v_dual_add_nc_u32 v40, 0x90, v38
	v_lshrrev_b32_e32 v111, 16, v34
	v_add3_u32 v34, v27, v35, 0x7fff
	v_add3_u32 v35, v26, v36, 0x7fff
	v_add3_u32 v36, v25, v37, 0x7fff
	v_add3_u32 v37, v24, v39, 0x7fff
	v_bfe_u32 v39, v23, 16, 1
	v_cndmask_b16 v30.l, 0x7fff, v107.l, s3
	v_cmp_o_f32_e64 s3, v29, v29
	v_add_nc_u32_e32 v29, 0x94, v38
	v_cndmask_b16 v32.l, 0x7fff, v108.l, s5
	v_cmp_o_f32_e64 s5, v28, v28
	v_add_nc_u32_e32 v28, 0x98, v38
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_cndmask_b32_e32 v31, 0x80000000, v31, vcc_lo
	v_cndmask_b16 v33.l, 0x7fff, v109.l, s6
	v_cndmask_b32_e32 v40, 0x80000000, v40, vcc_lo
	v_lshrrev_b32_e32 v112, 16, v34
	v_lshrrev_b32_e32 v113, 16, v35
	v_lshrrev_b32_e32 v114, 16, v36
	v_lshrrev_b32_e32 v115, 16, v37
	v_add3_u32 v34, v23, v39, 0x7fff
	v_bfe_u32 v35, v22, 16, 1
	v_bfe_u32 v36, v21, 16, 1
	v_bfe_u32 v37, v20, 16, 1
	v_bfe_u32 v39, v19, 16, 1
	v_cndmask_b16 v41.l, 0x7fff, v110.l, s3
	v_cndmask_b32_e32 v29, 0x80000000, v29, vcc_lo
	v_cmp_o_f32_e64 s3, v27, v27
	v_cndmask_b16 v42.l, 0x7fff, v111.l, s5
	v_cndmask_b32_e32 v28, 0x80000000, v28, vcc_lo
	v_cmp_o_f32_e64 s5, v26, v26
	s_clause 0x4
	buffer_store_b16 v30, v1, s[52:55], 0 offen
	buffer_store_b16 v32, v31, s[52:55], 0 offen
	buffer_store_b16 v33, v40, s[52:55], 0 offen
	buffer_store_b16 v41, v29, s[52:55], 0 offen
	buffer_store_b16 v42, v28, s[52:55], 0 offen
	v_add_nc_u32_e32 v1, 0x9c, v38
	v_add_nc_u32_e32 v26, 0xa0, v38
	v_cmp_o_f32_e64 s6, v25, v25
	v_add_nc_u32_e32 v29, 0xa4, v38
	v_lshrrev_b32_e32 v116, 16, v34
	v_add3_u32 v34, v22, v35, 0x7fff
	v_add3_u32 v35, v21, v36, 0x7fff
	v_add3_u32 v36, v20, v37, 0x7fff
	v_add3_u32 v37, v19, v39, 0x7fff
	v_bfe_u32 v39, v18, 16, 1
	v_cndmask_b16 v25.l, 0x7fff, v112.l, s3
	v_cmp_o_f32_e64 s3, v24, v24
	v_add_nc_u32_e32 v24, 0xa8, v38
	v_cndmask_b16 v27.l, 0x7fff, v113.l, s5
	v_cmp_o_f32_e64 s5, v23, v23
	v_add_nc_u32_e32 v23, 0xac, v38
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v26, 0x80000000, v26
	v_cndmask_b16 v28.l, 0x7fff, v114.l, s6
	v_cndmask_b32_e32 v29, 0x80000000, v29, vcc_lo
	v_lshrrev_b32_e32 v117, 16, v34
	v_lshrrev_b32_e32 v118, 16, v35
	v_lshrrev_b32_e32 v119, 16, v36
	v_lshrrev_b32_e32 v120, 16, v37
	v_add3_u32 v34, v18, v39, 0x7fff
	v_bfe_u32 v35, v17, 16, 1
	v_bfe_u32 v36, v16, 16, 1
	v_bfe_u32 v37, v15, 16, 1
	v_bfe_u32 v39, v14, 16, 1
	v_cndmask_b16 v30.l, 0x7fff, v115.l, s3
	v_cndmask_b32_e32 v24, 0x80000000, v24, vcc_lo
	v_cmp_o_f32_e64 s3, v22, v22
	v_cndmask_b16 v31.l, 0x7fff, v116.l, s5
	v_cndmask_b32_e32 v23, 0x80000000, v23, vcc_lo
	v_cmp_o_f32_e64 s5, v21, v21
	s_clause 0x4
	buffer_store_b16 v25, v1, s[52:55], 0 offen
	buffer_store_b16 v27, v26, s[52:55], 0 offen
	buffer_store_b16 v28, v29, s[52:55], 0 offen
	buffer_store_b16 v30, v24, s[52:55], 0 offen
	buffer_store_b16 v31, v23, s[52:55], 0 offen
	v_add_nc_u32_e32 v1, 0xb0, v38
	v_add_nc_u32_e32 v21, 0xb4, v38
	v_cmp_o_f32_e64 s6, v20, v20
	v_add_nc_u32_e32 v24, 0xb8, v38
	v_lshrrev_b32_e32 v121, 16, v34
	v_add3_u32 v34, v17, v35, 0x7fff
	v_add3_u32 v35, v16, v36, 0x7fff
	v_add3_u32 v36, v15, v37, 0x7fff
	v_add3_u32 v37, v14, v39, 0x7fff
	v_bfe_u32 v39, v13, 16, 1
	v_cndmask_b16 v20.l, 0x7fff, v117.l, s3
	v_cmp_o_f32_e64 s3, v19, v19
	v_dual_mul_f32 v10, s33, v225 :: v_dual_add_nc_u32 v19, 0xbc, v38
	v_cndmask_b16 v22.l, 0x7fff, v118.l, s5
	v_cmp_o_f32_e64 s5, v18, v18
	v_add_nc_u32_e32 v18, 0xc0, v38
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_cndmask_b32_e32 v21, 0x80000000, v21, vcc_lo
	v_mul_f32_e32 v9, s33, v226
	v_cndmask_b16 v23.l, 0x7fff, v119.l, s6
	v_cndmask_b32_e32 v24, 0x80000000, v24, vcc_lo
	v_lshrrev_b32_e32 v122, 16, v34
	v_lshrrev_b32_e32 v123, 16, v35
	v_lshrrev_b32_e32 v124, 16, v36
	v_add3_u32 v34, v13, v39, 0x7fff
	v_bfe_u32 v35, v12, 16, 1
	v_bfe_u32 v36, v11, 16, 1
	v_cndmask_b16 v25.l, 0x7fff, v120.l, s3
	v_cndmask_b32_e32 v19, 0x80000000, v19, vcc_lo
	v_cmp_o_f32_e64 s3, v17, v17
	v_lshrrev_b32_e32 v125, 16, v37
	v_bfe_u32 v37, v10, 16, 1
	v_cndmask_b16 v26.l, 0x7fff, v121.l, s5
	v_cndmask_b32_e32 v18, 0x80000000, v18, vcc_lo
	v_cmp_o_f32_e64 s5, v16, v16
	s_clause 0x4
	buffer_store_b16 v20, v1, s[52:55], 0 offen
	buffer_store_b16 v22, v21, s[52:55], 0 offen
	buffer_store_b16 v23, v24, s[52:55], 0 offen
	buffer_store_b16 v25, v19, s[52:55], 0 offen
	buffer_store_b16 v26, v18, s[52:55], 0 offen
	v_add_nc_u32_e32 v1, 0xc4, v38
	v_add_nc_u32_e32 v16, 0xc8, v38
	v_bfe_u32 v39, v9, 16, 1
	v_cmp_o_f32_e64 s6, v15, v15
	v_add_nc_u32_e32 v19, 0xcc, v38
	v_mul_f32_e32 v7, s33, v228
	v_lshrrev_b32_e32 v126, 16, v34
	v_add3_u32 v34, v12, v35, 0x7fff
	v_add3_u32 v35, v11, v36, 0x7fff
	v_bfe_u32 v127, v8, 16, 1
	v_cndmask_b16 v15.l, 0x7fff, v122.l, s3
	v_cmp_o_f32_e64 s3, v14, v14
	v_add_nc_u32_e32 v14, 0xd0, v38
	v_mul_f32_e32 v6, s33, v229
	v_add3_u32 v36, v10, v37, 0x7fff
	v_cndmask_b16 v17.l, 0x7fff, v123.l, s5
	v_cmp_o_f32_e64 s5, v13, v13
	v_add_nc_u32_e32 v13, 0xd4, v38
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v16, 0x80000000, v16
	v_add3_u32 v37, v9, v39, 0x7fff
	v_cndmask_b16 v18.l, 0x7fff, v124.l, s6
	v_cndmask_b32_e32 v19, 0x80000000, v19, vcc_lo
	v_lshrrev_b32_e32 v128, 16, v34
	v_lshrrev_b32_e32 v129, 16, v35
	v_add3_u32 v34, v8, v127, 0x7fff
	v_bfe_u32 v35, v7, 16, 1
	v_cndmask_b16 v20.l, 0x7fff, v125.l, s3
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_cmp_o_f32_e64 s3, v12, v12
	v_lshrrev_b32_e32 v130, 16, v36
	v_bfe_u32 v36, v6, 16, 1
	v_bfe_u32 v127, v4, 16, 1
	v_cndmask_b16 v21.l, 0x7fff, v126.l, s5
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_cmp_o_f32_e64 s5, v11, v11
	s_clause 0x4
	buffer_store_b16 v15, v1, s[52:55], 0 offen
	buffer_store_b16 v17, v16, s[52:55], 0 offen
	buffer_store_b16 v18, v19, s[52:55], 0 offen
	buffer_store_b16 v20, v14, s[52:55], 0 offen
	buffer_store_b16 v21, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v1, 0xd8, v38
	v_add_nc_u32_e32 v11, 0xdc, v38
	v_lshrrev_b32_e32 v39, 16, v37
	v_bfe_u32 v37, v5, 16, 1
	v_cmp_o_f32_e64 s6, v10, v10
	v_add_nc_u32_e32 v14, 0xe0, v38
	v_lshrrev_b32_e32 v131, 16, v34
	v_add3_u32 v34, v7, v35, 0x7fff
	v_cndmask_b16 v10.l, 0x7fff, v128.l, s3
	v_cmp_o_f32_e64 s3, v9, v9
	v_add_nc_u32_e32 v9, 0xe4, v38
	v_add3_u32 v35, v6, v36, 0x7fff
	v_add3_u32 v127, v4, v127, 0x7fff
	v_bfe_u32 v133, v3, 16, 1
	v_cndmask_b16 v12.l, 0x7fff, v129.l, s5
	v_cmp_o_f32_e64 s5, v8, v8
	v_add_nc_u32_e32 v8, 0xe8, v38
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_add3_u32 v132, v5, v37, 0x7fff
	v_cndmask_b16 v13.l, 0x7fff, v130.l, s6
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_lshrrev_b32_e32 v37, 16, v34
	v_cndmask_b16 v15.l, 0x7fff, v39.l, s3
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_cmp_o_f32_e64 s3, v7, v7
	v_lshrrev_b32_e32 v36, 16, v35
	v_lshrrev_b32_e32 v34, 16, v127
	v_add3_u32 v127, v3, v133, 0x7fff
	v_cndmask_b16 v16.l, 0x7fff, v131.l, s5
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_cmp_o_f32_e64 s5, v6, v6
	s_clause 0x4
	buffer_store_b16 v10, v1, s[52:55], 0 offen
	buffer_store_b16 v12, v11, s[52:55], 0 offen
	buffer_store_b16 v13, v14, s[52:55], 0 offen
	buffer_store_b16 v15, v9, s[52:55], 0 offen
	buffer_store_b16 v16, v8, s[52:55], 0 offen
	v_add_nc_u32_e32 v1, 0xec, v38
	v_add_nc_u32_e32 v6, 0xf0, v38
	v_lshrrev_b32_e32 v35, 16, v132
	v_cmp_o_f32_e64 s6, v5, v5
	v_add_nc_u32_e32 v9, 0xf4, v38
	v_cndmask_b16 v5.l, 0x7fff, v37.l, s3
	v_cmp_o_f32_e64 s3, v4, v4
	v_add_nc_u32_e32 v4, 0xf8, v38
	v_lshrrev_b32_e32 v127, 16, v127
	v_cndmask_b16 v7.l, 0x7fff, v36.l, s5
	v_cmp_o_f32_e64 s5, v3, v3
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v6, 0x80000000, v6
	v_cndmask_b16 v8.l, 0x7fff, v35.l, s6
	v_cndmask_b32_e32 v2, 0x80000000, v9, vcc_lo
	v_cndmask_b16 v3.l, 0x7fff, v34.l, s3
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_cndmask_b16 v9.l, 0x7fff, v127.l, s5
	s_clause 0x4
	buffer_store_b16 v5, v1, s[52:55], 0 offen
	buffer_store_b16 v7, v6, s[52:55], 0 offen
	buffer_store_b16 v8, v2, s[52:55], 0 offen
	buffer_store_b16 v3, v4, s[52:55], 0 offen
	buffer_store_b16 v9, v0, s[52:55], 0 offen
.LBB0_7:
	s_cmp_ge_i32 s80, s34
	s_cbranch_scc1 .LBB0_14
; %bb.8:
	s_cmp_eq_u32 s2, 0x7fffffff
	s_cbranch_scc1 .LBB0_14
; %bb.9:                                ; %.lr.ph316
	v_and_or_b32 v22, v154, 31, s82
	s_mul_i32 s3, s12, s4
	s_mul_i32 s5, s2, s13
	s_mov_b32 s27, 0x31027000
	s_add_i32 s7, s5, s3
	v_lshrrev_b32_e32 v0, 4, v22
	s_mov_b32 s26, 0x7ffffffe
	s_and_b32 s49, s49, 0xffff
	s_mov_b32 s50, s26
	s_mov_b32 s51, s27
	v_or_b32_e32 v44, 48, v0
	v_or_b32_e32 v42, 32, v0
	v_or_b32_e32 v40, 16, v0
	v_or_b32_e32 v9, 8, v0
	v_or_b32_e32 v41, 24, v0
	v_or_b32_e32 v8, s80, v44
	v_or_b32_e32 v10, s80, v42
	v_or_b32_e32 v11, s80, v40
	v_or_b32_e32 v43, 40, v0
	v_or_b32_e32 v45, 56, v0
	v_cmp_gt_i32_e32 vcc_lo, s34, v8
	v_and_b32_e32 v64, 15, v154
	v_cmp_gt_i32_e64 s3, s34, v10
	v_cmp_gt_i32_e64 s5, s34, v11
	v_or_b32_e32 v7, s80, v0
	v_lshlrev_b32_e32 v37, 4, v22
	v_lshlrev_b32_e32 v193, 3, v64
	s_mul_i32 s12, s2, s31
	s_and_b32 s45, s45, 0xffff
	v_cmp_gt_i32_e64 s6, s34, v7
	s_mov_b32 s46, s26
	v_mad_u64_u32 v[1:2], null, s14, s80, v[193:194]
	s_mov_b32 s47, s27
	s_load_b64 s[20:21], s[0:1], 0x28
	v_mad_u64_u32 v[2:3], null, v44, s14, v[1:2]
	v_mad_u64_u32 v[3:4], null, v42, s14, v[1:2]
	v_mad_u64_u32 v[4:5], null, v40, s14, v[1:2]
	v_mad_u64_u32 v[5:6], null, v0, s14, v[1:2]
	v_add_lshl_u32 v13, s7, v2, 1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s21, s21, 0xffff
	v_add_lshl_u32 v14, s7, v3, 1
	v_mad_u64_u32 v[2:3], null, v9, s14, v[1:2]
	v_add_lshl_u32 v15, s7, v4, 1
	v_add_lshl_u32 v5, s7, v5, 1
	v_cndmask_b32_e32 v24, 0x80000000, v13, vcc_lo
	v_cndmask_b32_e64 v18, 0x80000000, v14, s3
	v_cndmask_b32_e64 v15, 0x80000000, v15, s5
	v_mad_u64_u32 v[3:4], null, v41, s14, v[1:2]
	v_mad_u64_u32 v[10:11], null, v43, s14, v[1:2]
	v_mad_u64_u32 v[11:12], null, v45, s14, v[1:2]
	v_add_lshl_u32 v1, s7, v2, 1
	v_cndmask_b32_e64 v2, 0x80000000, v5, s6
	v_cndmask_b32_e64 v5, 0x80000000, v1, s6
	v_add_lshl_u32 v12, s7, v3, 1
	v_add_lshl_u32 v10, s7, v10, 1
	v_add_lshl_u32 v11, s7, v11, 1
	s_clause 0x1
	buffer_load_b128 v[1:4], v2, s[48:51], 0 offen
	buffer_load_b128 v[5:8], v5, s[48:51], 0 offen
	s_mul_i32 s7, s30, s4
	v_cndmask_b32_e64 v16, 0x80000000, v12, s5
	v_cndmask_b32_e64 v23, 0x80000000, v10, s3
	v_cndmask_b32_e32 v33, 0x80000000, v11, vcc_lo
	s_clause 0x5
	buffer_load_b128 v[10:13], v15, s[48:51], 0 offen
	buffer_load_b128 v[14:17], v16, s[48:51], 0 offen
	buffer_load_b128 v[18:21], v18, s[48:51], 0 offen
	buffer_load_b128 v[25:28], v23, s[48:51], 0 offen
	buffer_load_b128 v[29:32], v24, s[48:51], 0 offen
	buffer_load_b128 v[33:36], v33, s[48:51], 0 offen
	v_and_b32_e32 v24, 0x70, v22
	v_mad_u64_u32 v[22:23], null, s83, s80, v[193:194]
	s_add_i32 s12, s12, s7
	v_xor_b32_e32 v23, v37, v24
	v_mad_u64_u32 v[37:38], null, v0, s83, v[22:23]
	v_mad_u64_u32 v[38:39], null, v9, s83, v[22:23]
	v_mad_u64_u32 v[39:40], null, v40, s83, v[22:23]
	v_mad_u64_u32 v[40:41], null, v41, s83, v[22:23]
	v_mad_u64_u32 v[41:42], null, v42, s83, v[22:23]
	v_mad_u64_u32 v[42:43], null, v43, s83, v[22:23]
	v_mad_u64_u32 v[43:44], null, v44, s83, v[22:23]
	v_add_nc_u32_e32 v24, 0, v23
	v_xor_b32_e32 v46, 0x80, v23
	v_mad_u64_u32 v[22:23], null, v45, s83, v[22:23]
	v_add_lshl_u32 v23, s12, v37, 1
	v_add_lshl_u32 v37, s12, v38, 1
	v_add_lshl_u32 v38, s12, v39, 1
	v_add_lshl_u32 v39, s12, v40, 1
	v_add_nc_u32_e32 v255, 0, v46
	v_add_lshl_u32 v40, s12, v41, 1
	v_add_lshl_u32 v41, s12, v42, 1
	v_add_lshl_u32 v42, s12, v43, 1
	v_add_lshl_u32 v22, s12, v22, 1
	v_cndmask_b32_e64 v23, 0x80000000, v23, s6
	v_cndmask_b32_e64 v37, 0x80000000, v37, s6
	v_cndmask_b32_e64 v43, 0x80000000, v38, s5
	v_cndmask_b32_e64 v44, 0x80000000, v39, s5
	v_cndmask_b32_e64 v48, 0x80000000, v40, s3
	v_cndmask_b32_e64 v52, 0x80000000, v41, s3
	v_cndmask_b32_e32 v56, 0x80000000, v42, vcc_lo
	s_lshl_b32 s6, s82, 7
	s_lshr_b32 s5, s82, 1
	s_add_i32 s3, s35, 15
	v_or_b32_e32 v190, s5, v64
	s_mov_b32 s12, 0
	s_cmp_lt_i32 s3, 16
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v24, v[1:4]
	ds_store_b128 v24, v[10:13] offset:4096
	ds_store_b128 v24, v[18:21] offset:8192
	ds_store_b128 v24, v[29:32] offset:12288
	ds_store_b128 v255, v[5:8] offset:2048
	ds_store_b128 v255, v[14:17] offset:6144
	ds_store_b128 v255, v[25:28] offset:10240
	ds_store_b128 v255, v[33:36] offset:14336
	v_mov_b32_e32 v8, 0
	v_cndmask_b32_e32 v22, 0x80000000, v22, vcc_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_lshlrev_b32_e32 v11, 4, v64
	v_mov_b32_e32 v3, v8
	s_clause 0x7
	buffer_load_b128 v[32:35], v23, s[44:47], 0 offen
	buffer_load_b128 v[36:39], v37, s[44:47], 0 offen
	buffer_load_b128 v[40:43], v43, s[44:47], 0 offen
	buffer_load_b128 v[44:47], v44, s[44:47], 0 offen
	buffer_load_b128 v[48:51], v48, s[44:47], 0 offen
	buffer_load_b128 v[52:55], v52, s[44:47], 0 offen
	buffer_load_b128 v[56:59], v56, s[44:47], 0 offen
	buffer_load_b128 v[60:63], v22, s[44:47], 0 offen
	v_dual_mov_b32 v1, v8 :: v_dual_lshlrev_b32 v10, 8, v64
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v5, v8
	v_or3_b32 v13, s6, v10, v11
	v_mov_b32_e32 v79, v8
	v_mov_b32_e32 v84, v8
	v_mov_b32_e32 v82, v8
	v_mov_b32_e32 v96, v8
	v_xor_b32_e32 v14, 16, v13
	v_xor_b32_e32 v15, 32, v13
	v_xor_b32_e32 v16, 48, v13
	v_xor_b32_e32 v17, 64, v13
	v_add_nc_u32_e32 v12, 0, v13
	v_xor_b32_e32 v18, 0x50, v13
	v_xor_b32_e32 v19, 0x60, v13
	v_xor_b32_e32 v20, 0x70, v13
	v_xor_b32_e32 v21, 0x80, v13
	v_xor_b32_e32 v22, 0x90, v13
	v_xor_b32_e32 v23, 0xa0, v13
	v_xor_b32_e32 v25, 0xb0, v13
	v_xor_b32_e32 v26, 0xc0, v13
	v_xor_b32_e32 v29, 0xd0, v13
	v_xor_b32_e32 v30, 0xe0, v13
	v_xor_b32_e32 v31, 0xf0, v13
	v_dual_mov_b32 v4, v8 :: v_dual_add_nc_u32 v13, 0, v14
	v_dual_mov_b32 v77, v8 :: v_dual_add_nc_u32 v14, 0, v15
	v_dual_mov_b32 v2, v8 :: v_dual_add_nc_u32 v15, 0, v16
	v_dual_mov_b32 v75, v8 :: v_dual_add_nc_u32 v16, 0, v17
	v_dual_mov_b32 v80, v8 :: v_dual_add_nc_u32 v17, 0, v18
	v_mov_b32_e32 v78, v8
	v_mov_b32_e32 v76, v8
	v_dual_mov_b32 v74, v8 :: v_dual_add_nc_u32 v27, 0, v25
	v_dual_mov_b32 v73, v8 :: v_dual_add_nc_u32 v18, 0, v19
	v_dual_mov_b32 v88, v8 :: v_dual_add_nc_u32 v29, 0, v29
	v_mov_b32_e32 v87, v8
	v_dual_mov_b32 v86, v8 :: v_dual_add_nc_u32 v31, 0, v31
	v_mov_b32_e32 v85, v8
	v_dual_mov_b32 v83, v8 :: v_dual_add_nc_u32 v28, 0, v26
	v_dual_mov_b32 v81, v8 :: v_dual_add_nc_u32 v30, 0, v30
	v_add_nc_u32_e32 v19, 0, v20
	v_add_nc_u32_e32 v20, 0, v21
	v_add_nc_u32_e32 v21, 0, v22
	v_add_nc_u32_e32 v22, 0, v23
	ds_load_b128 v[64:67], v12
	ds_load_b128 v[68:71], v13
	ds_load_b128 v[157:160], v14
	ds_load_b128 v[161:164], v15
	ds_load_b128 v[165:168], v16
	ds_load_b128 v[169:172], v17
	ds_load_b128 v[173:176], v18
	ds_load_b128 v[177:180], v19
	ds_load_b128 v[181:184], v20
	ds_load_b128 v[185:188], v21
	ds_load_b128 v[129:132], v22
	ds_load_b128 v[133:136], v27
	ds_load_b128 v[137:140], v28
	ds_load_b128 v[141:144], v29
	ds_load_b128 v[145:148], v30
	ds_load_b128 v[149:152], v31
	v_mov_b32_e32 v95, v8
	v_mov_b32_e32 v94, v8
	v_mov_b32_e32 v93, v8
	v_mov_b32_e32 v92, v8
	v_mov_b32_e32 v91, v8
	v_mov_b32_e32 v90, v8
	v_mov_b32_e32 v89, v8
	v_mov_b32_e32 v104, v8
	v_mov_b32_e32 v103, v8
	v_mov_b32_e32 v102, v8
	v_mov_b32_e32 v101, v8
	v_mov_b32_e32 v100, v8
	v_mov_b32_e32 v99, v8
	v_mov_b32_e32 v98, v8
	v_mov_b32_e32 v97, v8
	v_mov_b32_e32 v120, v8
	v_mov_b32_e32 v119, v8
	v_mov_b32_e32 v118, v8
	v_mov_b32_e32 v117, v8
	v_mov_b32_e32 v116, v8
	v_mov_b32_e32 v115, v8
	v_mov_b32_e32 v114, v8
	v_mov_b32_e32 v113, v8
	v_mov_b32_e32 v128, v8
	v_mov_b32_e32 v127, v8
	v_mov_b32_e32 v126, v8
	v_mov_b32_e32 v125, v8
	v_mov_b32_e32 v124, v8
	v_mov_b32_e32 v123, v8
	v_mov_b32_e32 v122, v8
	v_mov_b32_e32 v121, v8
	v_mov_b32_e32 v112, v8
	v_mov_b32_e32 v111, v8
	v_mov_b32_e32 v110, v8
	v_mov_b32_e32 v109, v8
	v_or_b32_e32 v23, s80, v190
	v_mov_b32_e32 v108, v8
	v_mov_b32_e32 v107, v8
	v_mov_b32_e32 v106, v8
	v_mov_b32_e32 v105, v8
	v_cmp_gt_i32_e32 vcc_lo, s34, v23
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v24, v[32:35]
	ds_store_b128 v24, v[40:43] offset:4096
	ds_store_b128 v24, v[48:51] offset:8192
	ds_store_b128 v24, v[56:59] offset:12288
	ds_store_b128 v255, v[36:39] offset:2048
	ds_store_b128 v255, v[44:47] offset:6144
	ds_store_b128 v255, v[52:55] offset:10240
	ds_store_b128 v255, v[60:63] offset:14336
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_13
; %bb.10:                               ; %.lr.ph190
	ds_load_b128 v[32:35], v30
	ds_load_b128 v[36:39], v31
	s_mul_i32 s5, s40, s4
	s_mul_i32 s6, s2, s41
	s_add_i32 s5, s5, s80
	v_dual_mov_b32 v189, v154 :: v_dual_lshlrev_b32 v4, 3, v154
	s_add_i32 s6, s6, s5
	s_mul_i32 s5, s42, s4
	v_add_lshl_u32 v1, s6, v190, 2
	s_mul_i32 s6, s2, s43
	s_add_i32 s5, s5, s80
	v_mov_b32_e32 v105, 0
	s_add_i32 s6, s6, s5
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_lshl_u32 v2, s6, v190, 2
	s_and_b32 s17, s9, 0xffff
	s_mov_b32 s16, s8
	s_mov_b32 s18, s26
	s_mov_b32 s19, s27
	s_and_b32 s9, s11, 0xffff
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[32:35], off   ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[36:39], off offset:16 ; 16-byte Folded Spill
	ds_load_b128 v[30:33], v28
	ds_load_b128 v[34:37], v29
	buffer_load_b32 v23, v1, s[16:19], 0 offen
	s_mov_b32 s8, s10
	s_mov_b32 s10, s26
	s_mov_b32 s11, s27
	s_ashr_i32 s22, s3, 31
	s_mul_i32 s6, s15, s4
	s_lshr_b32 s22, s22, 28
	v_or_b32_e32 v26, v10, v11
	s_lshl_b32 s5, s82, 2
	s_clause 0x5                            ; 96-byte Folded Spill
	scratch_store_b128 off, v[64:67], off offset:288
	scratch_store_b128 off, v[68:71], off offset:304
	scratch_store_b128 off, v[157:160], off offset:256
	scratch_store_b128 off, v[161:164], off offset:272
	scratch_store_b128 off, v[145:148], off offset:320
	scratch_store_b128 off, v[149:152], off offset:336
	v_mov_b32_e32 v153, v133
	v_mov_b32_e32 v149, v129
	v_xor_b32_e32 v38, 0xa0, v26
	v_xor_b32_e32 v39, 0xb0, v26
	v_xor_b32_e32 v40, 0xc0, v26
	v_xor_b32_e32 v41, 0xd0, v26
	v_xor_b32_e32 v42, 0xe0, v26
	v_xor_b32_e32 v43, 0xf0, v26
	s_and_b32 s25, s25, 0xffff
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[30:33], off offset:32 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[34:37], off offset:48 ; 16-byte Folded Spill
	ds_load_b128 v[28:31], v22
	ds_load_b128 v[32:35], v27
	v_xor_b32_e32 v22, 0x60, v26
	v_xor_b32_e32 v36, 0x80, v26
	v_xor_b32_e32 v37, 0x90, v26
	s_and_b32 s29, s29, 0xffff
	s_lshl_b32 s7, s37, 4
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	s_mov_b32 s16, s12
	s_mov_b32 s17, s12
	s_mov_b32 s18, s12
	s_mov_b32 s19, s12
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[137:140], off offset:352
	scratch_store_b128 off, v[141:144], off offset:368
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[28:31], off offset:64 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[32:35], off offset:80 ; 16-byte Folded Spill
	ds_load_b128 v[27:30], v20
	ds_load_b128 v[31:34], v21
	v_xor_b32_e32 v35, 0x70, v26
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[27:30], off offset:96 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[31:34], off offset:112 ; 16-byte Folded Spill
	ds_load_b128 v[27:30], v18
	ds_load_b128 v[31:34], v19
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[27:30], off offset:128 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[31:34], off offset:144 ; 16-byte Folded Spill
	ds_load_b128 v[27:30], v16
	ds_load_b128 v[31:34], v17
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[27:30], off offset:160 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[31:34], off offset:176 ; 16-byte Folded Spill
	ds_load_b128 v[27:30], v14
	ds_load_b128 v[31:34], v15
	ds_load_b128 v[14:17], v12
	ds_load_b128 v[18:21], v13
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[14:17], off offset:224 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[18:21], off offset:240 ; 16-byte Folded Spill
	v_and_b32_e32 v16, 64, v4
	v_dual_mov_b32 v106, v105 :: v_dual_and_b32 v3, 7, v154
	v_cndmask_b32_e32 v1, 0x80000000, v2, vcc_lo
	v_dual_mov_b32 v108, v105 :: v_dual_and_b32 v5, 16, v154
	v_lshlrev_b32_e32 v14, 9, v3
	v_mov_b32_e32 v6, 0x5410
	buffer_load_b32 v25, v1, s[8:11], 0 offen
	s_mul_i32 s9, s36, s2
	v_lshlrev_b32_e32 v1, 1, v154
	v_add3_u32 v8, s9, s6, v193
	v_mov_b32_e32 v11, 0x7632
	s_add_i32 s6, s3, s22
	v_cmp_eq_u32_e64 s3, 0, v5
	s_mul_i32 s10, s38, s4
	s_mul_i32 s11, s39, s2
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[27:30], off offset:192
	scratch_store_b128 off, v[31:34], off offset:208
	v_add3_u32 v10, s11, s10, v193
	v_mad_u64_u32 v[201:202], null, v0, s37, v[8:9]
	v_lshlrev_b32_e32 v2, 6, v154
	v_and_b32_e32 v12, 60, v1
	v_cndmask_b32_e64 v29, 0x1054, v6, s3
	v_mad_u64_u32 v[202:203], null, v9, s37, v[8:9]
	v_cndmask_b32_e64 v8, 0x3276, v11, s3
	v_mad_u64_u32 v[203:204], null, v0, s81, v[10:11]
	v_dual_mov_b32 v110, v105 :: v_dual_and_b32 v13, 64, v2
	v_dual_mov_b32 v112, v105 :: v_dual_lshlrev_b32 v15, 2, v3
	v_mad_u64_u32 v[204:205], null, v9, s81, v[10:11]
	v_lshl_or_b32 v9, v29, 8, v29
	v_lshl_or_b32 v8, v8, 8, v8
	v_xor_b32_e32 v17, 16, v26
	v_xor_b32_e32 v18, 32, v26
	v_xor_b32_e32 v19, 48, v26
	v_xor_b32_e32 v20, 64, v26
	v_xor_b32_e32 v21, 0x50, v26
	v_dual_mov_b32 v113, v105 :: v_dual_and_b32 v8, 0x760076, v8
	v_dual_mov_b32 v98, v105 :: v_dual_and_b32 v9, 0x540054, v9
	v_or3_b32 v27, s5, v13, v12
	v_or3_b32 v28, v14, v16, v15
	v_dual_mov_b32 v107, v105 :: v_dual_add_nc_u32 v30, 0, v18
	v_dual_mov_b32 v109, v105 :: v_dual_add_nc_u32 v32, 0, v20
	v_dual_mov_b32 v111, v105 :: v_dual_add_nc_u32 v34, 0, v22
	v_dual_mov_b32 v122, v105 :: v_dual_add_nc_u32 v29, 0, v17
	v_dual_mov_b32 v124, v105 :: v_dual_add_nc_u32 v31, 0, v19
	v_dual_mov_b32 v126, v105 :: v_dual_add_nc_u32 v33, 0, v21
	v_xor_b32_e32 v10, 4, v27
	v_xor_b32_e32 v11, 8, v27
	v_xor_b32_e32 v12, 12, v27
	v_xor_b32_e32 v13, 16, v27
	v_xor_b32_e32 v14, 20, v27
	v_xor_b32_e32 v15, 24, v27
	v_xor_b32_e32 v16, 28, v27
	v_xor_b32_e32 v17, 4, v28
	v_xor_b32_e32 v18, 8, v28
	v_xor_b32_e32 v19, 12, v28
	v_xor_b32_e32 v20, 16, v28
	v_xor_b32_e32 v21, 20, v28
	v_xor_b32_e32 v22, 24, v28
	v_xor_b32_e32 v57, 28, v28
	v_lshl_or_b32 v9, v9, 4, v9
	v_lshl_or_b32 v8, v8, 4, v8
	v_dual_mov_b32 v121, v105 :: v_dual_add_nc_u32 v36, 0, v36
	v_dual_mov_b32 v123, v105 :: v_dual_add_nc_u32 v38, 0, v38
	v_dual_mov_b32 v125, v105 :: v_dual_add_nc_u32 v40, 0, v40
	v_dual_mov_b32 v127, v105 :: v_dual_add_nc_u32 v42, 0, v42
	v_dual_mov_b32 v128, v105 :: v_dual_add_nc_u32 v35, 0, v35
	v_dual_mov_b32 v114, v105 :: v_dual_add_nc_u32 v37, 0, v37
	v_dual_mov_b32 v115, v105 :: v_dual_add_nc_u32 v44, 0, v10
	v_dual_mov_b32 v116, v105 :: v_dual_add_nc_u32 v39, 0, v39
	v_dual_mov_b32 v117, v105 :: v_dual_add_nc_u32 v46, 0, v12
	v_dual_mov_b32 v118, v105 :: v_dual_add_nc_u32 v41, 0, v41
	v_dual_mov_b32 v119, v105 :: v_dual_add_nc_u32 v48, 0, v14
	v_dual_mov_b32 v120, v105 :: v_dual_add_nc_u32 v43, 0, v43
	v_dual_mov_b32 v97, v105 :: v_dual_add_nc_u32 v50, 0, v16
	v_dual_mov_b32 v99, v105 :: v_dual_add_nc_u32 v52, 0, v18
	v_dual_mov_b32 v100, v105 :: v_dual_add_nc_u32 v45, 0, v11
	v_dual_mov_b32 v101, v105 :: v_dual_add_nc_u32 v54, 0, v20
	v_dual_mov_b32 v102, v105 :: v_dual_add_nc_u32 v47, 0, v13
	v_dual_mov_b32 v103, v105 :: v_dual_add_nc_u32 v56, 0, v22
	v_dual_mov_b32 v104, v105 :: v_dual_add_nc_u32 v49, 0, v15
	v_dual_mov_b32 v89, v105 :: v_dual_and_b32 v58, 0x5040504, v9
	v_dual_mov_b32 v90, v105 :: v_dual_add_nc_u32 v51, 0, v17
	v_dual_mov_b32 v91, v105 :: v_dual_mov_b32 v156, v136
	v_dual_mov_b32 v92, v105 :: v_dual_add_nc_u32 v53, 0, v19
	v_dual_mov_b32 v93, v105 :: v_dual_mov_b32 v154, v134
	v_dual_mov_b32 v94, v105 :: v_dual_add_nc_u32 v55, 0, v21
	v_dual_mov_b32 v95, v105 :: v_dual_mov_b32 v152, v132
	v_dual_mov_b32 v96, v105 :: v_dual_add_nc_u32 v57, 0, v57
	v_dual_mov_b32 v81, v105 :: v_dual_mov_b32 v150, v130
	v_dual_mov_b32 v82, v105 :: v_dual_and_b32 v59, 0x7060706, v8
	v_mov_b32_e32 v83, v105
	v_dual_mov_b32 v84, v105 :: v_dual_mov_b32 v155, v135
	v_mov_b32_e32 v85, v105
	v_dual_mov_b32 v86, v105 :: v_dual_mov_b32 v151, v131
	v_mov_b32_e32 v87, v105
	v_mov_b32_e32 v88, v105
	v_mov_b32_e32 v73, v105
	v_mov_b32_e32 v74, v105
	v_mov_b32_e32 v75, v105
	v_mov_b32_e32 v76, v105
	v_mov_b32_e32 v77, v105
	v_mov_b32_e32 v78, v105
	v_mov_b32_e32 v79, v105
	v_mov_b32_e32 v80, v105
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v105
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v105
	v_mov_b32_e32 v5, v105
	v_mov_b32_e32 v6, v105
	v_mov_b32_e32 v7, v105
	v_mov_b32_e32 v8, v105
	s_lshl_b32 s8, s81, 4
	s_ashr_i32 s9, s6, 4
	s_mov_b32 s10, 0x76543210
	s_mov_b32 s11, s12
	s_mov_b32 s22, s12
	s_waitcnt vmcnt(1)
	v_cmp_eq_f32_e64 s3, 0xff800000, v23
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v9, s11, v0
	v_dual_mov_b32 v135, s18 :: v_dual_lshlrev_b32 v10, 1, v202
	s_mov_b32 s30, s26
	s_mov_b32 s31, s27
	v_cmp_gt_i32_e64 s5, s35, v9
	v_dual_mov_b32 v136, s19 :: v_dual_lshlrev_b32 v9, 1, v201
	v_mov_b32_e32 v129, s12
	v_add_nc_u32_e32 v201, s7, v201
	v_cndmask_b32_e64 v10, 0x80000000, v10, s5
	v_cndmask_b32_e64 v9, 0x80000000, v9, s5
	s_add_i32 s22, s22, 1
	s_add_i32 s11, s11, 16
	s_cmp_lg_u32 s22, s9
	s_clause 0x1
	buffer_load_b128 v[60:63], v9, s[24:27], 0 offen
	buffer_load_b128 v[64:67], v10, s[24:27], 0 offen
	v_dual_mov_b32 v133, s16 :: v_dual_add_nc_u32 v10, 0, v27
	v_mov_b32_e32 v134, s17
	v_mov_b32_e32 v132, s15
	v_dual_mov_b32 v130, s13 :: v_dual_mov_b32 v131, s14
	v_add_nc_u32_e32 v202, s7, v202
	s_waitcnt vmcnt(1)
	v_mov_b16_e32 v9.l, v60.l
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v9.h, v64.l
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	v_lshrrev_b32_e32 v11, 16, v61
	ds_store_b32 v10, v9
	v_lshrrev_b32_e32 v9, 16, v64
	v_lshrrev_b32_e32 v10, 16, v60
	v_lshrrev_b32_e32 v12, 16, v62
	v_lshrrev_b32_e32 v13, 16, v63
	v_mov_b16_e32 v10.h, v9.l
	v_lshrrev_b32_e32 v9, 16, v65
	v_mov_b16_e32 v11.h, v9.l
	v_lshrrev_b32_e32 v9, 16, v66
	v_mov_b16_e32 v12.h, v9.l
	v_lshrrev_b32_e32 v9, 16, v67
	v_mov_b16_e32 v9.h, v65.l
	v_mov_b16_e32 v13.h, v9.l
	v_mov_b16_e32 v9.l, v61.l
	ds_store_b32 v45, v9 offset:1024
	v_mov_b16_e32 v9.l, v62.l
	v_mov_b16_e32 v9.h, v66.l
	ds_store_b32 v47, v9 offset:2048
	v_mov_b16_e32 v9.l, v63.l
	v_mov_b16_e32 v9.h, v67.l
	ds_store_b32 v49, v9 offset:3072
	ds_store_b32 v44, v10 offset:512
	ds_store_b32 v46, v11 offset:1536
	ds_store_b32 v48, v12 offset:2560
	ds_store_b32 v50, v13 offset:3584
	v_lshlrev_b32_e32 v9, 1, v203
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_add_nc_u32_e32 v203, s8, v203
	v_cndmask_b32_e64 v68, 0x80000000, v9, s5
	v_lshlrev_b32_e32 v9, 1, v204
	v_add_nc_u32_e32 v204, s8, v204
	v_cndmask_b32_e64 v72, 0x80000000, v9, s5
	s_clause 0x1
	buffer_load_b128 v[68:71], v68, s[28:31], 0 offen
	buffer_load_b128 v[145:148], v72, s[28:31], 0 offen
	v_add_nc_u32_e32 v9, 0, v28
	ds_load_2addr_b32 v[21:22], v9 offset1:8
	ds_load_2addr_b32 v[19:20], v9 offset0:32 offset1:40
	ds_load_2addr_b32 v[17:18], v9 offset0:64 offset1:72
	ds_load_2addr_b32 v[15:16], v9 offset0:96 offset1:104
	ds_load_2addr_b32 v[13:14], v51 offset1:8
	ds_load_2addr_b32 v[11:12], v51 offset0:32 offset1:40
	ds_load_2addr_b32 v[9:10], v51 offset0:64 offset1:72
	ds_load_2addr_b32 v[253:254], v51 offset0:96 offset1:104
	ds_load_2addr_b32 v[251:252], v52 offset1:8
	ds_load_2addr_b32 v[249:250], v52 offset0:32 offset1:40
	ds_load_2addr_b32 v[247:248], v52 offset0:64 offset1:72
	ds_load_2addr_b32 v[245:246], v52 offset0:96 offset1:104
	ds_load_2addr_b32 v[243:244], v53 offset1:8
	ds_load_2addr_b32 v[241:242], v53 offset0:32 offset1:40
	ds_load_2addr_b32 v[239:240], v53 offset0:64 offset1:72
	ds_load_2addr_b32 v[237:238], v53 offset0:96 offset1:104
	ds_load_2addr_b32 v[235:236], v54 offset1:8
	ds_load_2addr_b32 v[233:234], v54 offset0:32 offset1:40
	ds_load_2addr_b32 v[231:232], v54 offset0:64 offset1:72
	ds_load_2addr_b32 v[229:230], v54 offset0:96 offset1:104
	ds_load_2addr_b32 v[227:228], v55 offset1:8
	ds_load_2addr_b32 v[225:226], v55 offset0:32 offset1:40
	ds_load_2addr_b32 v[223:224], v55 offset0:64 offset1:72
	ds_load_2addr_b32 v[221:222], v55 offset0:96 offset1:104
	ds_load_2addr_b32 v[219:220], v56 offset1:8
	ds_load_2addr_b32 v[217:218], v56 offset0:32 offset1:40
	ds_load_2addr_b32 v[215:216], v56 offset0:64 offset1:72
	ds_load_2addr_b32 v[213:214], v56 offset0:96 offset1:104
	ds_load_2addr_b32 v[211:212], v57 offset1:8
	ds_load_2addr_b32 v[209:210], v57 offset0:32 offset1:40
	ds_load_2addr_b32 v[207:208], v57 offset0:64 offset1:72
	ds_load_2addr_b32 v[205:206], v57 offset0:96 offset1:104
	v_add_nc_u32_e32 v72, 0, v26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v24, v[60:63]
	ds_store_b128 v255, v[64:67] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[157:160], off, off offset:288
	scratch_load_b128 v[161:164], off, off offset:304
	ds_load_b128 v[193:196], v72
	ds_load_b128 v[197:200], v29
	ds_load_b128 v[60:63], v30
	ds_load_b128 v[64:67], v31
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[137:144], v[193:200], v[157:164], v[129:136]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[157:160], off, off offset:256
	scratch_load_b128 v[161:164], off, off offset:272
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[137:144], v[60:67], v[157:164], v[137:144]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[157:160], off, off offset:352
	scratch_load_b128 v[161:164], off, off offset:368
	ds_load_b128 v[60:63], v32
	ds_load_b128 v[64:67], v33
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[137:144], v[60:67], v[165:172], v[137:144]
	ds_load_b128 v[60:63], v34
	ds_load_b128 v[64:67], v35
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[137:144], v[60:67], v[173:180], v[137:144]
	ds_load_b128 v[60:63], v36
	ds_load_b128 v[64:67], v37
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[137:144], v[60:67], v[181:188], v[137:144]
	ds_load_b128 v[60:63], v38
	ds_load_b128 v[64:67], v39
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[137:144], v[60:67], v[149:156], v[137:144]
	ds_load_b128 v[60:63], v40
	ds_load_b128 v[64:67], v41
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[137:144], v[60:67], v[157:164], v[137:144]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[157:160], off, off offset:320
	scratch_load_b128 v[161:164], off, off offset:336
	ds_load_b128 v[60:63], v42
	ds_load_b128 v[64:67], v43
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[137:144], v[60:67], v[157:164], v[137:144]
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v24, v[68:71]
	ds_store_b128 v255, v[145:148] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[157:160], off, off offset:224
	scratch_load_b128 v[161:164], off, off offset:240
	ds_load_b128 v[60:63], v72
	ds_load_b128 v[64:67], v29
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[60:67], v[157:164], v[129:136]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[129:132], off, off offset:192
	scratch_load_b128 v[133:136], off, off offset:208
	ds_load_b128 v[60:63], v30
	ds_load_b128 v[64:67], v31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[60:67], v[129:136], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[129:132], off, off offset:160
	scratch_load_b128 v[133:136], off, off offset:176
	ds_load_b128 v[60:63], v32
	ds_load_b128 v[64:67], v33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[60:67], v[129:136], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[129:132], off, off offset:128
	scratch_load_b128 v[133:136], off, off offset:144
	ds_load_b128 v[60:63], v34
	ds_load_b128 v[64:67], v35
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[60:67], v[129:136], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[129:132], off, off offset:96
	scratch_load_b128 v[133:136], off, off offset:112
	ds_load_b128 v[60:63], v36
	ds_load_b128 v[64:67], v37
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[60:67], v[129:136], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[129:132], off, off offset:64
	scratch_load_b128 v[133:136], off, off offset:80
	ds_load_b128 v[60:63], v38
	ds_load_b128 v[64:67], v39
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[60:67], v[129:136], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[129:132], off, off offset:32
	scratch_load_b128 v[133:136], off, off offset:48
	ds_load_b128 v[60:63], v40
	ds_load_b128 v[64:67], v41
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[60:67], v[129:136], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[129:132], off, off
	scratch_load_b128 v[133:136], off, off offset:16
	ds_load_b128 v[60:63], v42
	ds_load_b128 v[64:67], v43
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[193:200], v[60:67], v[129:136], v[193:200]
	v_fma_f32 v60, s33, v137, -v23
	v_fma_f32 v61, s33, v138, -v23
	v_fma_f32 v63, s33, v140, -v23
	v_fma_f32 v67, s33, v144, -v23
	v_dual_sub_f32 v69, v194, v25 :: v_dual_mul_f32 v60, 0x3fb8aa3b, v60
	v_sub_f32_e32 v70, v195, v25
	v_mul_f32_e32 v61, 0x3fb8aa3b, v61
	v_sub_f32_e32 v68, v193, v25
	v_sub_f32_e32 v72, v197, v25
	v_cndmask_b32_e64 v60, v60, 0xff800000, s3
	v_fma_f32 v62, s33, v139, -v23
	v_cndmask_b32_e64 v61, v61, 0xff800000, s3
	v_sub_f32_e32 v71, v196, v25
	v_fma_f32 v64, s33, v141, -v23
	v_exp_f32_e32 v60, v60
	v_sub_f32_e32 v129, v198, v25
	v_exp_f32_e32 v61, v61
	v_fma_f32 v65, s33, v142, -v23
	v_sub_f32_e32 v131, v200, v25
	v_fma_f32 v66, s33, v143, -v23
	v_dual_mul_f32 v60, v60, v68 :: v_dual_mul_f32 v61, v61, v69
	v_bfe_u32 v68, v60, 16, 1
	v_cmp_o_f32_e64 s5, v60, v60
	v_cmp_o_f32_e64 s6, v61, v61
	v_add3_u32 v60, v60, v68, 0x7fff
	v_bfe_u32 v68, v61, 16, 1
	v_lshrrev_b32_e32 v60, 16, v60
	v_add3_u32 v61, v61, v68, 0x7fff
	v_cndmask_b16 v60.l, 0x7fff, v60.l, s5
	v_lshrrev_b32_e32 v61, 16, v61
	v_cndmask_b16 v60.h, 0x7fff, v61.l, s6
	v_permlanex16_b32 v61, v60, s10, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v193, v61, v60, v58
	v_perm_b32 v194, v61, v60, v59
	v_dual_mul_f32 v60, 0x3fb8aa3b, v62 :: v_dual_mul_f32 v61, 0x3fb8aa3b, v63
	v_mov_b16_e32 v63.l, v15.l
	v_mov_b16_e32 v63.h, v16.l
	v_cndmask_b32_e64 v60, v60, 0xff800000, s3
	v_cndmask_b32_e64 v61, v61, 0xff800000, s3
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_sub_f32_e32 v130, v199, v25
	v_dual_mul_f32 v60, v60, v70 :: v_dual_mul_f32 v61, v61, v71
	v_bfe_u32 v62, v60, 16, 1
	v_cmp_o_f32_e64 s5, v60, v60
	v_cmp_o_f32_e64 s6, v61, v61
	v_add3_u32 v60, v60, v62, 0x7fff
	v_bfe_u32 v62, v61, 16, 1
	v_lshrrev_b32_e32 v60, 16, v60
	v_add3_u32 v61, v61, v62, 0x7fff
	v_cndmask_b16 v60.l, 0x7fff, v60.l, s5
	v_lshrrev_b32_e32 v61, 16, v61
	v_cndmask_b16 v60.h, 0x7fff, v61.l, s6
	v_permlanex16_b32 v61, v60, s10, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v195, v61, v60, v58
	v_perm_b32 v196, v61, v60, v59
	v_dual_mul_f32 v60, 0x3fb8aa3b, v64 :: v_dual_mul_f32 v61, 0x3fb8aa3b, v65
	v_lshrrev_b32_e32 v64, 16, v21
	v_lshrrev_b32_e32 v65, 16, v19
	v_cndmask_b32_e64 v60, v60, 0xff800000, s3
	v_cndmask_b32_e64 v61, v61, 0xff800000, s3
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_dual_mul_f32 v60, v60, v72 :: v_dual_mul_f32 v61, v61, v129
	v_bfe_u32 v62, v60, 16, 1
	v_cmp_o_f32_e64 s5, v60, v60
	v_cmp_o_f32_e64 s6, v61, v61
	v_add3_u32 v60, v60, v62, 0x7fff
	v_bfe_u32 v62, v61, 16, 1
	v_lshrrev_b32_e32 v60, 16, v60
	v_add3_u32 v61, v61, v62, 0x7fff
	v_cndmask_b16 v60.l, 0x7fff, v60.l, s5
	v_lshrrev_b32_e32 v61, 16, v61
	v_cndmask_b16 v60.h, 0x7fff, v61.l, s6
	v_permlanex16_b32 v61, v60, s10, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v197, v61, v60, v58
	v_perm_b32 v198, v61, v60, v59
	v_dual_mul_f32 v60, 0x3fb8aa3b, v66 :: v_dual_mul_f32 v61, 0x3fb8aa3b, v67
	v_lshrrev_b32_e32 v66, 16, v17
	v_lshrrev_b32_e32 v67, 16, v15
	v_lshrrev_b32_e32 v15, 16, v16
	v_cndmask_b32_e64 v60, v60, 0xff800000, s3
	v_cndmask_b32_e64 v61, v61, 0xff800000, s3
	v_mov_b16_e32 v16.l, v11.l
	v_mov_b16_e32 v15.h, v14.l
	v_mov_b16_e32 v67.h, v15.l
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_mov_b16_e32 v15.l, v13.l
	v_mov_b16_e32 v16.h, v12.l
	v_dual_mul_f32 v60, v60, v130 :: v_dual_mul_f32 v61, v61, v131
	v_bfe_u32 v62, v60, 16, 1
	v_cmp_o_f32_e64 s5, v60, v60
	v_cmp_o_f32_e64 s6, v61, v61
	v_add3_u32 v60, v60, v62, 0x7fff
	v_bfe_u32 v62, v61, 16, 1
	v_lshrrev_b32_e32 v60, 16, v60
	v_add3_u32 v61, v61, v62, 0x7fff
	v_mov_b16_e32 v62.l, v17.l
	v_lshrrev_b32_e32 v17, 16, v18
	v_mov_b16_e32 v17.h, v10.l
	v_cndmask_b16 v60.l, 0x7fff, v60.l, s5
	v_lshrrev_b32_e32 v61, 16, v61
	v_mov_b16_e32 v62.h, v18.l
	v_mov_b16_e32 v66.h, v17.l
	v_mov_b16_e32 v17.l, v9.l
	v_mov_b16_e64 v18.l, v253.l
	v_cndmask_b16 v60.h, 0x7fff, v61.l, s6
	v_mov_b16_e64 v18.h, v254.l
	v_permlanex16_b32 v61, v60, s10, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v199, v61, v60, v58
	v_perm_b32 v200, v61, v60, v59
	v_mov_b16_e32 v60.l, v21.l
	v_lshrrev_b32_e32 v21, 16, v22
	v_mov_b16_e32 v61.l, v19.l
	v_lshrrev_b32_e32 v19, 16, v20
	v_mov_b16_e32 v61.h, v20.l
	v_lshrrev_b32_e32 v20, 16, v11
	v_mov_b16_e32 v64.h, v21.l
	v_lshrrev_b32_e32 v11, 16, v12
	v_mov_b16_e32 v65.h, v19.l
	v_lshrrev_b32_e32 v19, 16, v13
	v_lshrrev_b32_e32 v13, 16, v14
	v_lshrrev_b32_e32 v21, 16, v9
	v_lshrrev_b32_e32 v9, 16, v10
	v_lshrrev_b32_e32 v10, 16, v254
	v_mov_b16_e32 v60.h, v22.l
	v_lshrrev_b32_e32 v22, 16, v253
	v_mov_b16_e32 v19.h, v13.l
	v_mov_b16_e32 v20.h, v11.l
	v_mov_b16_e32 v21.h, v9.l
	v_mov_b16_e32 v22.h, v10.l
	v_lshrrev_b32_e32 v13, 16, v251
	v_lshrrev_b32_e32 v14, 16, v249
	v_mov_b16_e64 v9.l, v251.l
	v_mov_b16_e64 v9.h, v252.l
	v_wmma_f32_16x16x16_bf16 v[121:128], v[15:22], v[193:200], v[121:128]
	v_lshrrev_b32_e32 v17, 16, v252
	v_lshrrev_b32_e32 v18, 16, v250
	v_lshrrev_b32_e32 v19, 16, v248
	v_lshrrev_b32_e32 v20, 16, v246
	v_lshrrev_b32_e32 v15, 16, v247
	v_lshrrev_b32_e32 v16, 16, v245
	v_mov_b16_e64 v10.l, v249.l
	v_mov_b16_e64 v10.h, v250.l
	v_mov_b16_e64 v11.l, v247.l
	v_mov_b16_e64 v11.h, v248.l
	v_mov_b16_e64 v12.l, v245.l
	v_mov_b16_e64 v12.h, v246.l
	v_mov_b16_e32 v13.h, v17.l
	v_mov_b16_e32 v14.h, v18.l
	v_mov_b16_e32 v15.h, v19.l
	v_mov_b16_e32 v16.h, v20.l
	v_lshrrev_b32_e32 v17, 16, v244
	v_lshrrev_b32_e32 v18, 16, v242
	v_lshrrev_b32_e32 v19, 16, v240
	v_lshrrev_b32_e32 v20, 16, v238
	v_wmma_f32_16x16x16_bf16 v[113:120], v[9:16], v[193:200], v[113:120]
	v_lshrrev_b32_e32 v13, 16, v243
	v_lshrrev_b32_e32 v14, 16, v241
	v_lshrrev_b32_e32 v15, 16, v239
	v_lshrrev_b32_e32 v16, 16, v237
	v_mov_b16_e64 v9.l, v243.l
	v_mov_b16_e64 v9.h, v244.l
	v_mov_b16_e64 v10.l, v241.l
	v_mov_b16_e64 v10.h, v242.l
	v_mov_b16_e64 v11.l, v239.l
	v_mov_b16_e64 v11.h, v240.l
	v_mov_b16_e64 v12.l, v237.l
	v_mov_b16_e64 v12.h, v238.l
	v_mov_b16_e32 v13.h, v17.l
	v_mov_b16_e32 v14.h, v18.l
	v_mov_b16_e32 v15.h, v19.l
	v_mov_b16_e32 v16.h, v20.l
	v_lshrrev_b32_e32 v17, 16, v236
	v_lshrrev_b32_e32 v18, 16, v234
	v_lshrrev_b32_e32 v19, 16, v232
	v_lshrrev_b32_e32 v20, 16, v230
	v_wmma_f32_16x16x16_bf16 v[97:104], v[9:16], v[193:200], v[97:104]
	v_lshrrev_b32_e32 v13, 16, v235
	v_lshrrev_b32_e32 v14, 16, v233
	v_lshrrev_b32_e32 v15, 16, v231
	v_lshrrev_b32_e32 v16, 16, v229
	v_mov_b16_e64 v9.l, v235.l
	v_mov_b16_e64 v9.h, v236.l
	v_mov_b16_e64 v10.l, v233.l
	v_mov_b16_e64 v10.h, v234.l
	v_mov_b16_e64 v11.l, v231.l
	v_mov_b16_e64 v11.h, v232.l
	v_mov_b16_e64 v12.l, v229.l
	v_mov_b16_e64 v12.h, v230.l
	v_mov_b16_e32 v13.h, v17.l
	v_mov_b16_e32 v14.h, v18.l
	v_mov_b16_e32 v15.h, v19.l
	v_mov_b16_e32 v16.h, v20.l
	v_lshrrev_b32_e32 v17, 16, v228
	v_lshrrev_b32_e32 v18, 16, v226
	v_lshrrev_b32_e32 v19, 16, v224
	v_lshrrev_b32_e32 v20, 16, v222
	v_wmma_f32_16x16x16_bf16 v[89:96], v[9:16], v[193:200], v[89:96]
	v_lshrrev_b32_e32 v13, 16, v227
	v_lshrrev_b32_e32 v14, 16, v225
	v_lshrrev_b32_e32 v15, 16, v223
	v_lshrrev_b32_e32 v16, 16, v221
	v_mov_b16_e64 v9.l, v227.l
	v_mov_b16_e64 v9.h, v228.l
	v_mov_b16_e64 v10.l, v225.l
	v_mov_b16_e64 v10.h, v226.l
	v_mov_b16_e64 v11.l, v223.l
	v_mov_b16_e64 v11.h, v224.l
	v_mov_b16_e64 v12.l, v221.l
	v_mov_b16_e64 v12.h, v222.l
	v_mov_b16_e32 v13.h, v17.l
	v_mov_b16_e32 v14.h, v18.l
	v_mov_b16_e32 v15.h, v19.l
	v_mov_b16_e32 v16.h, v20.l
	v_lshrrev_b32_e32 v17, 16, v220
	v_lshrrev_b32_e32 v18, 16, v218
	v_lshrrev_b32_e32 v19, 16, v216
	v_lshrrev_b32_e32 v20, 16, v214
	v_wmma_f32_16x16x16_bf16 v[81:88], v[9:16], v[193:200], v[81:88]
	v_lshrrev_b32_e32 v13, 16, v219
	v_lshrrev_b32_e32 v14, 16, v217
	v_lshrrev_b32_e32 v15, 16, v215
	v_lshrrev_b32_e32 v16, 16, v213
	v_mov_b16_e64 v9.l, v219.l
	v_mov_b16_e64 v9.h, v220.l
	v_mov_b16_e64 v10.l, v217.l
	v_mov_b16_e64 v10.h, v218.l
	v_mov_b16_e64 v11.l, v215.l
	v_mov_b16_e64 v11.h, v216.l
	v_mov_b16_e64 v12.l, v213.l
	v_mov_b16_e64 v12.h, v214.l
	v_mov_b16_e32 v13.h, v17.l
	v_mov_b16_e32 v14.h, v18.l
	v_mov_b16_e32 v15.h, v19.l
	v_mov_b16_e32 v16.h, v20.l
	v_lshrrev_b32_e32 v17, 16, v212
	v_lshrrev_b32_e32 v18, 16, v210
	v_lshrrev_b32_e32 v19, 16, v208
	v_lshrrev_b32_e32 v20, 16, v206
	v_wmma_f32_16x16x16_bf16 v[73:80], v[9:16], v[193:200], v[73:80]
	v_lshrrev_b32_e32 v13, 16, v211
	v_lshrrev_b32_e32 v14, 16, v209
	v_lshrrev_b32_e32 v15, 16, v207
	v_lshrrev_b32_e32 v16, 16, v205
	v_mov_b16_e64 v9.l, v211.l
	v_mov_b16_e64 v9.h, v212.l
	v_mov_b16_e64 v10.l, v209.l
	v_mov_b16_e64 v10.h, v210.l
	v_mov_b16_e64 v11.l, v207.l
	v_mov_b16_e64 v11.h, v208.l
	v_mov_b16_e64 v12.l, v205.l
	v_mov_b16_e64 v12.h, v206.l
	v_mov_b16_e32 v13.h, v17.l
	v_mov_b16_e32 v14.h, v18.l
	v_mov_b16_e32 v15.h, v19.l
	v_mov_b16_e32 v16.h, v20.l
	v_wmma_f32_16x16x16_bf16 v[105:112], v[60:67], v[193:200], v[105:112]
	v_wmma_f32_16x16x16_bf16 v[1:8], v[9:16], v[193:200], v[1:8]
	s_cbranch_scc1 .LBB0_11
; %bb.12:                               ; %Flow
	v_mov_b32_e32 v154, v189
.LBB0_13:                               ; %Flow603
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x7c
	s_load_b64 s[0:1], s[0:1], 0x74
	v_bfe_u32 v0, v154, 4, 1
	v_lshrrev_b32_e32 v9, 4, v154
	v_dual_mul_f32 v106, s33, v106 :: v_dual_mul_f32 v35, s33, v92
	v_mul_f32_e32 v23, s33, v86
	v_mul_f32_e32 v19, s33, v74
	v_dual_mul_f32 v40, s33, v90 :: v_dual_mul_f32 v5, s33, v5
	v_mul_f32_e32 v47, s33, v102
	v_mul_f32_e32 v68, s33, v118
	v_dual_mul_f32 v122, s33, v122 :: v_dual_mul_f32 v29, s33, v96
	v_mul_f32_e32 v31, s33, v94
	v_mul_f32_e32 v58, s33, v98
	v_dual_mul_f32 v126, s33, v126 :: v_dual_mul_f32 v25, s33, v84
	v_mul_f32_e32 v27, s33, v82
	v_dual_mul_f32 v110, s33, v110 :: v_dual_mul_f32 v33, s33, v93
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v10, v190, s3
	s_mul_i32 s3, s3, s80
	s_mul_i32 s0, s0, s4
	v_or_b32_e32 v11, s3, v0
	v_or_b32_e32 v12, s3, v9
	v_or_b32_e32 v9, 0x7e, v9
	s_mul_i32 s1, s2, s1
	v_dual_mul_f32 v138, s33, v105 :: v_dual_add_nc_u32 v129, v11, v10
	v_or_b32_e32 v13, 2, v11
	v_or_b32_e32 v14, 4, v11
	v_or_b32_e32 v15, 6, v12
	v_or_b32_e32 v16, 8, v11
	v_or_b32_e32 v17, 10, v11
	v_dual_mul_f32 v107, s33, v107 :: v_dual_add_nc_u32 v130, v13, v10
	v_dual_mul_f32 v108, s33, v108 :: v_dual_add_nc_u32 v131, v14, v10
	v_dual_mul_f32 v109, s33, v109 :: v_dual_add_nc_u32 v132, v15, v10
	v_or_b32_e32 v13, 14, v12
	v_or_b32_e32 v14, 16, v11
	v_or_b32_e32 v15, 18, v11
	v_dual_mul_f32 v112, s33, v112 :: v_dual_add_nc_u32 v133, v16, v10
	v_dual_mul_f32 v111, s33, v111 :: v_dual_add_nc_u32 v134, v17, v10
	v_or_b32_e32 v16, 20, v11
	v_or_b32_e32 v17, 22, v12
	v_dual_mul_f32 v121, s33, v121 :: v_dual_add_nc_u32 v136, v13, v10
	v_dual_mul_f32 v128, s33, v128 :: v_dual_add_nc_u32 v137, v14, v10
	v_dual_mul_f32 v70, s33, v117 :: v_dual_add_nc_u32 v71, v15, v10
	v_or_b32_e32 v13, 24, v11
	v_or_b32_e32 v14, 26, v11
	v_or_b32_e32 v15, 28, v11
	v_dual_mul_f32 v64, s33, v119 :: v_dual_add_nc_u32 v69, v16, v10
	v_dual_mul_f32 v123, s33, v123 :: v_dual_add_nc_u32 v66, v17, v10
	v_or_b32_e32 v16, 30, v12
	v_or_b32_e32 v17, 32, v11
	v_dual_mul_f32 v60, s33, v97 :: v_dual_add_nc_u32 v67, v13, v10
	v_dual_mul_f32 v54, s33, v100 :: v_dual_add_nc_u32 v65, v14, v10
	v_dual_mul_f32 v125, s33, v125 :: v_dual_add_nc_u32 v62, v15, v10
	v_or_b32_e32 v13, 34, v11
	v_or_b32_e32 v14, 36, v11
	v_or_b32_e32 v15, 38, v12
	v_dual_mul_f32 v52, s33, v101 :: v_dual_add_nc_u32 v61, v16, v10
	v_dual_mul_f32 v46, s33, v103 :: v_dual_add_nc_u32 v57, v17, v10
	v_or_b32_e32 v16, 40, v11
	v_or_b32_e32 v17, 42, v11
	v_dual_mul_f32 v42, s33, v89 :: v_dual_add_nc_u32 v59, v13, v10
	v_dual_mul_f32 v127, s33, v127 :: v_dual_add_nc_u32 v56, v14, v10
	v_dual_mul_f32 v30, s33, v95 :: v_dual_add_nc_u32 v53, v15, v10
	v_or_b32_e32 v13, 44, v11
	v_or_b32_e32 v14, 46, v12
	v_or_b32_e32 v15, 48, v11
	v_or_b32_e32 v18, 12, v11
	v_dual_mul_f32 v28, s33, v81 :: v_dual_add_nc_u32 v51, v16, v10
	v_dual_mul_f32 v26, s33, v83 :: v_dual_add_nc_u32 v49, v17, v10
	v_or_b32_e32 v16, 50, v11
	v_or_b32_e32 v17, 52, v11
	v_dual_mul_f32 v113, s33, v113 :: v_dual_add_nc_u32 v50, v13, v10
	v_dual_mul_f32 v115, s33, v115 :: v_dual_add_nc_u32 v48, v14, v10
	v_dual_mul_f32 v105, s33, v116 :: v_dual_add_nc_u32 v44, v15, v10
	v_or_b32_e32 v13, 54, v12
	v_or_b32_e32 v14, 56, v11
	v_or_b32_e32 v15, 58, v11
	v_or_b32_e32 v11, 60, v11
	v_or_b32_e32 v12, 62, v12
	v_dual_mul_f32 v124, s33, v124 :: v_dual_add_nc_u32 v135, v18, v10
	v_dual_mul_f32 v24, s33, v85 :: v_dual_add_nc_u32 v43, v16, v10
	v_dual_mul_f32 v22, s33, v87 :: v_dual_add_nc_u32 v39, v17, v10
	v_dual_mul_f32 v20, s33, v73 :: v_dual_add_nc_u32 v41, v13, v10
	v_dual_mul_f32 v63, s33, v120 :: v_dual_add_nc_u32 v38, v14, v10
	v_dual_mul_f32 v55, s33, v99 :: v_dual_add_nc_u32 v36, v15, v10
	v_dual_mul_f32 v45, s33, v104 :: v_dual_add_nc_u32 v34, v11, v10
	v_dual_mul_f32 v37, s33, v91 :: v_dual_add_nc_u32 v32, v12, v10
	v_add3_u32 v72, s3, v0, v10
	v_add3_u32 v0, s3, v9, v10
	v_mul_f32_e32 v12, s33, v1
	v_mul_f32_e32 v10, s33, v3
	v_bfe_u32 v1, v138, 16, 1
	v_bfe_u32 v3, v106, 16, 1
	s_add_i32 s3, s1, s0
	v_mul_f32_e32 v15, s33, v78
	v_dual_mul_f32 v9, s33, v4 :: v_dual_mul_f32 v4, s33, v6
	v_add3_u32 v6, v138, v1, 0x7fff
	v_mul_f32_e32 v1, s33, v8
	v_add3_u32 v8, v106, v3, 0x7fff
	v_add_lshl_u32 v3, v72, s3, 1
	v_dual_mul_f32 v11, s33, v2 :: v_dual_mul_f32 v2, s33, v7
	v_bfe_u32 v7, v107, 16, 1
	v_lshrrev_b32_e32 v74, 16, v6
	v_mul_f32_e32 v18, s33, v75
	v_lshrrev_b32_e32 v75, 16, v8
	v_bfe_u32 v8, v109, 16, 1
	v_add3_u32 v6, v107, v7, 0x7fff
	v_bfe_u32 v7, v108, 16, 1
	v_mul_f32_e32 v17, s33, v76
	v_bfe_u32 v73, v112, 16, 1
	v_add3_u32 v8, v109, v8, 0x7fff
	v_lshrrev_b32_e32 v76, 16, v6
	v_add3_u32 v6, v108, v7, 0x7fff
	v_bfe_u32 v7, v111, 16, 1
	v_mul_f32_e32 v16, s33, v77
	v_lshrrev_b32_e32 v78, 16, v8
	v_bfe_u32 v8, v121, 16, 1
	v_lshrrev_b32_e32 v77, 16, v6
	v_add3_u32 v6, v111, v7, 0x7fff
	v_add3_u32 v7, v112, v73, 0x7fff
	v_mul_f32_e32 v13, s33, v80
	v_bfe_u32 v73, v125, 16, 1
	v_dual_mul_f32 v114, s33, v114 :: v_dual_mul_f32 v21, s33, v88
	v_lshrrev_b32_e32 v80, 16, v6
	v_bfe_u32 v6, v122, 16, 1
	v_lshrrev_b32_e32 v81, 16, v7
	v_add3_u32 v7, v121, v8, 0x7fff
	v_bfe_u32 v8, v124, 16, 1
	v_bfe_u32 v72, v110, 16, 1
	v_add3_u32 v6, v122, v6, 0x7fff
	v_cmp_o_f32_e64 s0, v138, v138
	v_lshrrev_b32_e32 v82, 16, v7
	v_add3_u32 v7, v124, v8, 0x7fff
	v_bfe_u32 v8, v126, 16, 1
	v_lshrrev_b32_e32 v83, 16, v6
	v_add3_u32 v6, v125, v73, 0x7fff
	v_bfe_u32 v73, v114, 16, 1
	v_lshrrev_b32_e32 v85, 16, v7
	v_bfe_u32 v7, v127, 16, 1
	v_cmp_o_f32_e64 s1, v106, v106
	v_lshrrev_b32_e32 v86, 16, v6
	v_add3_u32 v6, v126, v8, 0x7fff
	v_bfe_u32 v8, v113, 16, 1
	v_add3_u32 v7, v127, v7, 0x7fff
	v_add_lshl_u32 v129, s3, v129, 1
	v_add3_u32 v72, v110, v72, 0x7fff
	v_lshrrev_b32_e32 v87, 16, v6
	v_add3_u32 v6, v113, v8, 0x7fff
	v_lshrrev_b32_e32 v88, 16, v7
	v_add3_u32 v7, v114, v73, 0x7fff
	v_bfe_u32 v8, v115, 16, 1
	v_cndmask_b16 v74.l, 0x7fff, v74.l, s0
	v_cndmask_b16 v75.l, 0x7fff, v75.l, s1
	v_cmp_o_f32_e64 s0, v107, v107
	v_cmp_o_f32_e64 s1, v108, v108
	v_add_lshl_u32 v107, s3, v131, 1
	v_cndmask_b32_e32 v106, 0x80000000, v129, vcc_lo
	v_add_lshl_u32 v129, s3, v130, 1
	v_lshrrev_b32_e32 v90, 16, v6
	v_bfe_u32 v6, v105, 16, 1
	v_add_lshl_u32 v108, s3, v132, 1
	v_mul_f32_e32 v14, s33, v79
	v_lshrrev_b32_e32 v79, 16, v72
	v_bfe_u32 v72, v123, 16, 1
	v_lshrrev_b32_e32 v91, 16, v7
	v_add3_u32 v7, v115, v8, 0x7fff
	v_bfe_u32 v8, v68, 16, 1
	v_cndmask_b16 v76.l, 0x7fff, v76.l, s0
	v_cndmask_b16 v77.l, 0x7fff, v77.l, s1
	v_cmp_o_f32_e64 s0, v109, v109
	v_cmp_o_f32_e64 s1, v110, v110
	v_dual_cndmask_b32 v129, 0x80000000, v129 :: v_dual_cndmask_b32 v108, 0x80000000, v108
	v_add3_u32 v6, v105, v6, 0x7fff
	v_bfe_u32 v73, v64, 16, 1
	v_cndmask_b32_e32 v107, 0x80000000, v107, vcc_lo
	s_mov_b32 s22, s26
	s_mov_b32 s23, s27
	v_cmp_o_f32_e64 s2, v111, v111
	v_add3_u32 v72, v123, v72, 0x7fff
	v_lshrrev_b32_e32 v92, 16, v7
	v_add3_u32 v7, v68, v8, 0x7fff
	s_clause 0x3
	buffer_store_b16 v74, v106, s[20:23], 0 offen
	buffer_store_b16 v75, v129, s[20:23], 0 offen
	buffer_store_b16 v76, v107, s[20:23], 0 offen
	buffer_store_b16 v77, v108, s[20:23], 0 offen
	v_add_lshl_u32 v74, s3, v133, 1
	v_cndmask_b16 v76.l, 0x7fff, v78.l, s0
	v_cndmask_b16 v77.l, 0x7fff, v79.l, s1
	v_cmp_o_f32_e64 s0, v112, v112
	v_cmp_o_f32_e64 s1, v121, v121
	v_add_lshl_u32 v75, s3, v134, 1
	v_lshrrev_b32_e32 v93, 16, v6
	v_add3_u32 v6, v64, v73, 0x7fff
	v_bfe_u32 v8, v63, 16, 1
	v_add_lshl_u32 v79, s3, v135, 1
	v_cndmask_b16 v78.l, 0x7fff, v80.l, s2
	v_add_lshl_u32 v80, s3, v136, 1
	v_add_lshl_u32 v106, s3, v137, 1
	v_lshrrev_b32_e32 v84, 16, v72
	v_bfe_u32 v72, v128, 16, 1
	v_lshrrev_b32_e32 v95, 16, v7
	v_bfe_u32 v7, v60, 16, 1
	v_dual_cndmask_b32 v74, 0x80000000, v74 :: v_dual_cndmask_b32 v75, 0x80000000, v75
	v_cndmask_b16 v81.l, 0x7fff, v81.l, s0
	v_cndmask_b16 v82.l, 0x7fff, v82.l, s1
	v_cmp_o_f32_e64 s0, v122, v122
	v_add_lshl_u32 v71, s3, v71, 1
	v_cmp_o_f32_e64 s1, v123, v123
	v_lshrrev_b32_e32 v96, 16, v6
	v_add3_u32 v6, v63, v8, 0x7fff
	v_bfe_u32 v8, v55, 16, 1
	v_dual_cndmask_b32 v79, 0x80000000, v79 :: v_dual_cndmask_b32 v80, 0x80000000, v80
	v_dual_cndmask_b32 v106, 0x80000000, v106 :: v_dual_cndmask_b32 v71, 0x80000000, v71
	v_add3_u32 v72, v128, v72, 0x7fff
	v_add3_u32 v7, v60, v7, 0x7fff
	v_bfe_u32 v73, v54, 16, 1
	s_clause 0x4
	buffer_store_b16 v76, v74, s[20:23], 0 offen
	buffer_store_b16 v77, v75, s[20:23], 0 offen
	buffer_store_b16 v78, v79, s[20:23], 0 offen
	buffer_store_b16 v81, v80, s[20:23], 0 offen
	buffer_store_b16 v82, v106, s[20:23], 0 offen
	v_cndmask_b16 v74.l, 0x7fff, v83.l, s0
	v_cndmask_b16 v75.l, 0x7fff, v84.l, s1
	v_cmp_o_f32_e64 s0, v125, v125
	v_cmp_o_f32_e64 s1, v126, v126
	v_add_lshl_u32 v69, s3, v69, 1
	v_lshrrev_b32_e32 v97, 16, v6
	v_add3_u32 v6, v55, v8, 0x7fff
	v_cmp_o_f32_e64 s2, v124, v124
	v_add_lshl_u32 v66, s3, v66, 1
	v_add_lshl_u32 v67, s3, v67, 1
	v_add_lshl_u32 v65, s3, v65, 1
	v_lshrrev_b32_e32 v89, 16, v72
	v_bfe_u32 v72, v70, 16, 1
	v_lshrrev_b32_e32 v98, 16, v7
	v_add3_u32 v7, v54, v73, 0x7fff
	v_bfe_u32 v8, v52, 16, 1
	v_cndmask_b16 v77.l, 0x7fff, v86.l, s0
	v_cndmask_b16 v78.l, 0x7fff, v87.l, s1
	v_cmp_o_f32_e64 s0, v127, v127
	v_add_lshl_u32 v62, s3, v62, 1
	v_cmp_o_f32_e64 s1, v128, v128
	v_add_lshl_u32 v56, s3, v56, 1
	v_dual_cndmask_b32 v69, 0x80000000, v69 :: v_dual_cndmask_b32 v66, 0x80000000, v66
	v_lshrrev_b32_e32 v100, 16, v6
	v_bfe_u32 v6, v47, 16, 1
	v_cndmask_b16 v76.l, 0x7fff, v85.l, s2
	v_dual_cndmask_b32 v67, 0x80000000, v67 :: v_dual_cndmask_b32 v62, 0x80000000, v62
	v_dual_cndmask_b32 v65, 0x80000000, v65 :: v_dual_cndmask_b32 v56, 0x80000000, v56
	v_add3_u32 v72, v70, v72, 0x7fff
	v_lshrrev_b32_e32 v101, 16, v7
	v_add3_u32 v7, v52, v8, 0x7fff
	v_bfe_u32 v8, v45, 16, 1
	s_clause 0x4
	buffer_store_b16 v74, v71, s[20:23], 0 offen
	buffer_store_b16 v75, v69, s[20:23], 0 offen
	buffer_store_b16 v76, v66, s[20:23], 0 offen
	buffer_store_b16 v77, v67, s[20:23], 0 offen
	buffer_store_b16 v78, v65, s[20:23], 0 offen
	v_cndmask_b16 v65.l, 0x7fff, v88.l, s0
	v_cndmask_b16 v66.l, 0x7fff, v89.l, s1
	v_cmp_o_f32_e64 s0, v114, v114
	v_cmp_o_f32_e64 s1, v115, v115
	v_add_lshl_u32 v61, s3, v61, 1
	v_add3_u32 v6, v47, v6, 0x7fff
	v_bfe_u32 v73, v42, 16, 1
	v_cmp_o_f32_e64 s2, v113, v113
	v_add_lshl_u32 v57, s3, v57, 1
	v_add_lshl_u32 v59, s3, v59, 1
	v_lshrrev_b32_e32 v94, 16, v72
	v_bfe_u32 v72, v58, 16, 1
	v_lshrrev_b32_e32 v102, 16, v7
	v_add3_u32 v7, v45, v8, 0x7fff
	v_cndmask_b16 v69.l, 0x7fff, v91.l, s0
	v_cndmask_b16 v71.l, 0x7fff, v92.l, s1
	v_cmp_o_f32_e64 s0, v105, v105
	v_cmp_o_f32_e64 s1, v70, v70
	v_add_lshl_u32 v50, s3, v50, 1
	v_add_lshl_u32 v48, s3, v48, 1
	v_add_lshl_u32 v44, s3, v44, 1
	v_cndmask_b32_e32 v61, 0x80000000, v61, vcc_lo
	v_lshrrev_b32_e32 v103, 16, v6
	v_add3_u32 v6, v42, v73, 0x7fff
	v_bfe_u32 v8, v40, 16, 1
	v_cndmask_b16 v67.l, 0x7fff, v90.l, s2
	v_dual_cndmask_b32 v57, 0x80000000, v57 :: v_dual_cndmask_b32 v48, 0x80000000, v48
	v_dual_cndmask_b32 v59, 0x80000000, v59 :: v_dual_cndmask_b32 v44, 0x80000000, v44
	v_add3_u32 v72, v58, v72, 0x7fff
	v_lshrrev_b32_e32 v116, 16, v7
	v_bfe_u32 v7, v37, 16, 1
	v_add_lshl_u32 v53, s3, v53, 1
	v_cndmask_b32_e32 v50, 0x80000000, v50, vcc_lo
	s_clause 0x4
	buffer_store_b16 v65, v62, s[20:23], 0 offen
	buffer_store_b16 v66, v61, s[20:23], 0 offen
	buffer_store_b16 v67, v57, s[20:23], 0 offen
	buffer_store_b16 v69, v59, s[20:23], 0 offen
	buffer_store_b16 v71, v56, s[20:23], 0 offen
	v_cndmask_b16 v56.l, 0x7fff, v93.l, s0
	v_cndmask_b16 v57.l, 0x7fff, v94.l, s1
	v_cmp_o_f32_e64 s0, v64, v64
	v_cmp_o_f32_e64 s1, v63, v63
	v_add_lshl_u32 v51, s3, v51, 1
	v_lshrrev_b32_e32 v117, 16, v6
	v_add3_u32 v6, v40, v8, 0x7fff
	v_bfe_u32 v8, v33, 16, 1
	v_cmp_o_f32_e64 s2, v68, v68
	v_add_lshl_u32 v49, s3, v49, 1
	v_lshrrev_b32_e32 v99, 16, v72
	v_bfe_u32 v72, v46, 16, 1
	v_add3_u32 v7, v37, v7, 0x7fff
	v_bfe_u32 v73, v31, 16, 1
	v_cndmask_b16 v61.l, 0x7fff, v96.l, s0
	v_cndmask_b16 v62.l, 0x7fff, v97.l, s1
	v_cmp_o_f32_e64 s0, v60, v60
	v_cmp_o_f32_e64 s1, v58, v58
	v_add_lshl_u32 v38, s3, v38, 1
	v_cndmask_b32_e32 v53, 0x80000000, v53, vcc_lo
	v_add_lshl_u32 v36, s3, v36, 1
	v_add_lshl_u32 v34, s3, v34, 1
	v_cndmask_b32_e32 v51, 0x80000000, v51, vcc_lo
	v_lshrrev_b32_e32 v118, 16, v6
	v_add3_u32 v6, v33, v8, 0x7fff
	v_cndmask_b16 v59.l, 0x7fff, v95.l, s2
	v_dual_cndmask_b32 v49, 0x80000000, v49 :: v_dual_cndmask_b32 v34, 0x80000000, v34
	v_add3_u32 v72, v46, v72, 0x7fff
	v_lshrrev_b32_e32 v119, 16, v7
	v_add3_u32 v7, v31, v73, 0x7fff
	v_bfe_u32 v8, v30, 16, 1
	v_cndmask_b32_e32 v38, 0x80000000, v38, vcc_lo
	v_cndmask_b32_e32 v36, 0x80000000, v36, vcc_lo
	s_clause 0x4
	buffer_store_b16 v56, v53, s[20:23], 0 offen
	buffer_store_b16 v57, v51, s[20:23], 0 offen
	buffer_store_b16 v59, v49, s[20:23], 0 offen
	buffer_store_b16 v61, v50, s[20:23], 0 offen
	buffer_store_b16 v62, v48, s[20:23], 0 offen
	v_cndmask_b16 v48.l, 0x7fff, v98.l, s0
	v_cndmask_b16 v49.l, 0x7fff, v99.l, s1
	v_cmp_o_f32_e64 s0, v54, v54
	v_cmp_o_f32_e64 s1, v52, v52
	v_add_lshl_u32 v43, s3, v43, 1
	v_lshrrev_b32_e32 v139, 16, v6
	v_bfe_u32 v6, v29, 16, 1
	v_cmp_o_f32_e64 s2, v55, v55
	v_add_lshl_u32 v39, s3, v39, 1
	v_add_lshl_u32 v41, s3, v41, 1
	v_lshrrev_b32_e32 v104, 16, v72
	v_bfe_u32 v72, v35, 16, 1
	v_lshrrev_b32_e32 v140, 16, v7
	v_add3_u32 v7, v30, v8, 0x7fff
	v_bfe_u32 v8, v27, 16, 1
	v_cndmask_b16 v51.l, 0x7fff, v101.l, s0
	v_cndmask_b16 v52.l, 0x7fff, v102.l, s1
	v_cmp_o_f32_e64 s0, v47, v47
	v_cmp_o_f32_e64 s1, v46, v46
	v_add_lshl_u32 v32, s3, v32, 1
	v_cndmask_b32_e32 v43, 0x80000000, v43, vcc_lo
	v_add3_u32 v6, v29, v6, 0x7fff
	v_bfe_u32 v73, v26, 16, 1
	v_cndmask_b16 v50.l, 0x7fff, v100.l, s2
	v_cndmask_b32_e32 v39, 0x80000000, v39, vcc_lo
	v_cndmask_b32_e32 v41, 0x80000000, v41, vcc_lo
	v_add3_u32 v72, v35, v72, 0x7fff
	v_lshrrev_b32_e32 v141, 16, v7
	v_add3_u32 v7, v27, v8, 0x7fff
	v_cndmask_b32_e32 v32, 0x80000000, v32, vcc_lo
	s_clause 0x4
	buffer_store_b16 v48, v44, s[20:23], 0 offen
	buffer_store_b16 v49, v43, s[20:23], 0 offen
	buffer_store_b16 v50, v39, s[20:23], 0 offen
	buffer_store_b16 v51, v41, s[20:23], 0 offen
	buffer_store_b16 v52, v38, s[20:23], 0 offen
	v_cndmask_b16 v38.l, 0x7fff, v103.l, s0
	v_cndmask_b16 v39.l, 0x7fff, v104.l, s1
	v_cmp_o_f32_e64 s0, v42, v42
	v_cmp_o_f32_e64 s1, v40, v40
	v_lshrrev_b32_e32 v142, 16, v6
	v_add3_u32 v6, v26, v73, 0x7fff
	v_bfe_u32 v8, v25, 16, 1
	v_cmp_o_f32_e64 s2, v45, v45
	v_add_nc_u32_e32 v42, 0x80, v3
	v_add_nc_u32_e32 v40, 0x84, v3
	v_lshrrev_b32_e32 v120, 16, v72
	v_bfe_u32 v72, v28, 16, 1
	v_lshrrev_b32_e32 v144, 16, v7
	v_bfe_u32 v7, v24, 16, 1
	v_cndmask_b16 v43.l, 0x7fff, v117.l, s0
	v_cndmask_b16 v44.l, 0x7fff, v118.l, s1
	v_cmp_o_f32_e64 s0, v37, v37
	v_cmp_o_f32_e64 s1, v35, v35
	v_lshrrev_b32_e32 v145, 16, v6
	v_add3_u32 v6, v25, v8, 0x7fff
	v_bfe_u32 v8, v22, 16, 1
	v_cndmask_b16 v41.l, 0x7fff, v116.l, s2
	v_cndmask_b32_e32 v42, 0x80000000, v42, vcc_lo
	v_cndmask_b32_e32 v40, 0x80000000, v40, vcc_lo
	v_add3_u32 v72, v28, v72, 0x7fff
	v_add3_u32 v7, v24, v7, 0x7fff
	v_bfe_u32 v73, v21, 16, 1
	s_clause 0x4
	buffer_store_b16 v38, v36, s[20:23], 0 offen
	buffer_store_b16 v39, v34, s[20:23], 0 offen
	buffer_store_b16 v41, v32, s[20:23], 0 offen
	buffer_store_b16 v43, v42, s[20:23], 0 offen
	buffer_store_b16 v44, v40, s[20:23], 0 offen
	v_add_nc_u32_e32 v32, 0x88, v3
	v_cmp_o_f32_e64 s2, v33, v33
	v_cndmask_b16 v33.l, 0x7fff, v119.l, s0
	v_cndmask_b16 v35.l, 0x7fff, v120.l, s1
	v_cmp_o_f32_e64 s0, v31, v31
	v_cmp_o_f32_e64 s1, v30, v30
	v_add_nc_u32_e32 v34, 0x8c, v3
	v_lshrrev_b32_e32 v146, 16, v6
	v_add3_u32 v6, v22, v8, 0x7fff
	v_add_nc_u32_e32 v37, 0x90, v3
	v_add_nc_u32_e32 v31, 0x94, v3
	v_add_nc_u32_e32 v30, 0x98, v3
	v_lshrrev_b32_e32 v143, 16, v72
	v_bfe_u32 v72, v23, 16, 1
	v_lshrrev_b32_e32 v147, 16, v7
	v_add3_u32 v7, v21, v73, 0x7fff
	v_bfe_u32 v8, v20, 16, 1
	v_dual_cndmask_b32 v32, 0x80000000, v32 :: v_dual_cndmask_b32 v37, 0x80000000, v37
	v_cndmask_b16 v38.l, 0x7fff, v140.l, s0
	v_cndmask_b16 v39.l, 0x7fff, v141.l, s1
	v_cmp_o_f32_e64 s0, v29, v29
	v_add_nc_u32_e32 v29, 0x9c, v3
	v_cmp_o_f32_e64 s1, v28, v28
	v_dual_cndmask_b32 v34, 0x80000000, v34 :: v_dual_cndmask_b32 v31, 0x80000000, v31
	v_lshrrev_b32_e32 v149, 16, v6
	v_bfe_u32 v6, v19, 16, 1
	v_cndmask_b16 v36.l, 0x7fff, v139.l, s2
	v_dual_cndmask_b32 v30, 0x80000000, v30 :: v_dual_cndmask_b32 v29, 0x80000000, v29
	v_add3_u32 v72, v23, v72, 0x7fff
	v_lshrrev_b32_e32 v150, 16, v7
	v_add3_u32 v7, v20, v8, 0x7fff
	v_bfe_u32 v8, v17, 16, 1
	s_clause 0x4
	buffer_store_b16 v33, v32, s[20:23], 0 offen
	buffer_store_b16 v35, v34, s[20:23], 0 offen
	buffer_store_b16 v36, v37, s[20:23], 0 offen
	buffer_store_b16 v38, v31, s[20:23], 0 offen
	buffer_store_b16 v39, v30, s[20:23], 0 offen
	v_cmp_o_f32_e64 s2, v27, v27
	v_cndmask_b16 v27.l, 0x7fff, v142.l, s0
	v_cndmask_b16 v30.l, 0x7fff, v143.l, s1
	v_cmp_o_f32_e64 s0, v26, v26
	v_cmp_o_f32_e64 s1, v25, v25
	v_add_nc_u32_e32 v28, 0xa0, v3
	v_add3_u32 v6, v19, v6, 0x7fff
	v_bfe_u32 v73, v16, 16, 1
	v_add_nc_u32_e32 v32, 0xa4, v3
	v_add_nc_u32_e32 v26, 0xa8, v3
	v_add_nc_u32_e32 v25, 0xac, v3
	v_lshrrev_b32_e32 v148, 16, v72
	v_bfe_u32 v72, v18, 16, 1
	v_lshrrev_b32_e32 v151, 16, v7
	v_add3_u32 v7, v17, v8, 0x7fff
	v_cndmask_b16 v33.l, 0x7fff, v145.l, s0
	v_cndmask_b16 v34.l, 0x7fff, v146.l, s1
	v_cmp_o_f32_e64 s0, v24, v24
	v_cmp_o_f32_e64 s1, v23, v23
	v_add_nc_u32_e32 v23, 0xb4, v3
	v_dual_cndmask_b32 v28, 0x80000000, v28 :: v_dual_cndmask_b32 v25, 0x80000000, v25
	v_lshrrev_b32_e32 v152, 16, v6
	v_add3_u32 v6, v16, v73, 0x7fff
	v_bfe_u32 v8, v15, 16, 1
	v_cndmask_b16 v31.l, 0x7fff, v144.l, s2
	v_dual_cndmask_b32 v32, 0x80000000, v32 :: v_dual_cndmask_b32 v23, 0x80000000, v23
	v_cndmask_b32_e32 v26, 0x80000000, v26, vcc_lo
	v_add3_u32 v72, v18, v72, 0x7fff
	v_lshrrev_b32_e32 v154, 16, v7
	v_bfe_u32 v7, v14, 16, 1
	s_clause 0x4
	buffer_store_b16 v27, v29, s[20:23], 0 offen
	buffer_store_b16 v30, v28, s[20:23], 0 offen
	buffer_store_b16 v31, v32, s[20:23], 0 offen
	buffer_store_b16 v33, v26, s[20:23], 0 offen
	buffer_store_b16 v34, v25, s[20:23], 0 offen
	v_add_nc_u32_e32 v24, 0xb0, v3
	v_cmp_o_f32_e64 s2, v22, v22
	v_cndmask_b16 v22.l, 0x7fff, v147.l, s0
	v_cndmask_b16 v25.l, 0x7fff, v148.l, s1
	v_cmp_o_f32_e64 s0, v21, v21
	v_cmp_o_f32_e64 s1, v20, v20
	v_lshrrev_b32_e32 v155, 16, v6
	v_add3_u32 v6, v15, v8, 0x7fff
	v_bfe_u32 v8, v12, 16, 1
	v_add_nc_u32_e32 v27, 0xb8, v3
	v_add_nc_u32_e32 v21, 0xbc, v3
	v_add_nc_u32_e32 v20, 0xc0, v3
	v_lshrrev_b32_e32 v153, 16, v72
	v_bfe_u32 v72, v13, 16, 1
	v_add3_u32 v7, v14, v7, 0x7fff
	v_bfe_u32 v73, v11, 16, 1
	v_dual_cndmask_b32 v24, 0x80000000, v24 :: v_dual_cndmask_b32 v21, 0x80000000, v21
	v_cndmask_b16 v28.l, 0x7fff, v150.l, s0
	v_cndmask_b16 v29.l, 0x7fff, v151.l, s1
	v_cmp_o_f32_e64 s0, v19, v19
	v_add_nc_u32_e32 v19, 0xc4, v3
	v_cmp_o_f32_e64 s1, v18, v18
	v_lshrrev_b32_e32 v156, 16, v6
	v_add3_u32 v6, v12, v8, 0x7fff
	v_cndmask_b16 v26.l, 0x7fff, v149.l, s2
	v_dual_cndmask_b32 v27, 0x80000000, v27 :: v_dual_cndmask_b32 v20, 0x80000000, v20
	v_cndmask_b32_e32 v19, 0x80000000, v19, vcc_lo
	v_add3_u32 v72, v13, v72, 0x7fff
	v_lshrrev_b32_e32 v157, 16, v7
	v_add3_u32 v7, v11, v73, 0x7fff
	v_bfe_u32 v8, v10, 16, 1
	s_clause 0x4
	buffer_store_b16 v22, v24, s[20:23], 0 offen
	buffer_store_b16 v25, v23, s[20:23], 0 offen
	buffer_store_b16 v26, v27, s[20:23], 0 offen
	buffer_store_b16 v28, v21, s[20:23], 0 offen
	buffer_store_b16 v29, v20, s[20:23], 0 offen
	v_cndmask_b16 v20.l, 0x7fff, v153.l, s1
	v_cmp_o_f32_e64 s1, v15, v15
	v_add_nc_u32_e32 v18, 0xc8, v3
	v_cmp_o_f32_e64 s2, v17, v17
	v_cndmask_b16 v17.l, 0x7fff, v152.l, s0
	v_cmp_o_f32_e64 s0, v16, v16
	v_lshrrev_b32_e32 v159, 16, v6
	v_bfe_u32 v6, v9, 16, 1
	v_add_nc_u32_e32 v22, 0xcc, v3
	v_add_nc_u32_e32 v16, 0xd0, v3
	v_add_nc_u32_e32 v15, 0xd4, v3
	v_lshrrev_b32_e32 v158, 16, v72
	v_lshrrev_b32_e32 v73, 16, v7
	v_add3_u32 v7, v10, v8, 0x7fff
	v_cndmask_b16 v24.l, 0x7fff, v156.l, s1
	v_cmp_o_f32_e64 s1, v13, v13
	v_add_nc_u32_e32 v13, 0xdc, v3
	v_dual_cndmask_b32 v18, 0x80000000, v18 :: v_dual_cndmask_b32 v15, 0x80000000, v15
	v_cndmask_b16 v23.l, 0x7fff, v155.l, s0
	v_cmp_o_f32_e64 s0, v14, v14
	v_bfe_u32 v72, v5, 16, 1
	v_bfe_u32 v8, v4, 16, 1
	v_add3_u32 v6, v9, v6, 0x7fff
	v_bfe_u32 v160, v2, 16, 1
	v_cndmask_b16 v21.l, 0x7fff, v154.l, s2
	v_dual_cndmask_b32 v22, 0x80000000, v22 :: v_dual_cndmask_b32 v13, 0x80000000, v13
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	v_lshrrev_b32_e32 v161, 16, v7
	s_clause 0x4
	buffer_store_b16 v17, v19, s[20:23], 0 offen
	buffer_store_b16 v20, v18, s[20:23], 0 offen
	buffer_store_b16 v21, v22, s[20:23], 0 offen
	buffer_store_b16 v23, v16, s[20:23], 0 offen
	buffer_store_b16 v24, v15, s[20:23], 0 offen
	v_add_nc_u32_e32 v14, 0xd8, v3
	v_cndmask_b16 v15.l, 0x7fff, v158.l, s1
	v_cmp_o_f32_e64 s1, v10, v10
	v_cmp_o_f32_e64 s2, v12, v12
	v_cndmask_b16 v12.l, 0x7fff, v157.l, s0
	v_cmp_o_f32_e64 s0, v11, v11
	v_add3_u32 v72, v5, v72, 0x7fff
	v_add3_u32 v162, v4, v8, 0x7fff
	v_lshrrev_b32_e32 v8, 16, v6
	v_add3_u32 v6, v2, v160, 0x7fff
	v_bfe_u32 v160, v1, 16, 1
	v_add_nc_u32_e32 v17, 0xe0, v3
	v_add_nc_u32_e32 v11, 0xe4, v3
	v_add_nc_u32_e32 v10, 0xe8, v3
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_cndmask_b16 v19.l, 0x7fff, v161.l, s1
	v_cmp_o_f32_e64 s1, v5, v5
	v_add_nc_u32_e32 v5, 0xf0, v3
	v_cndmask_b16 v18.l, 0x7fff, v73.l, s0
	v_cmp_o_f32_e64 s0, v9, v9
	v_lshrrev_b32_e32 v7, 16, v72
	v_add3_u32 v138, v1, v160, 0x7fff
	v_cndmask_b16 v16.l, 0x7fff, v159.l, s2
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_add_nc_u32_e32 v9, 0xec, v3
	v_dual_cndmask_b32 v10, 0x80000000, v10 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	v_lshrrev_b32_e32 v72, 16, v162
	s_clause 0x4
	buffer_store_b16 v12, v14, s[20:23], 0 offen
	buffer_store_b16 v15, v13, s[20:23], 0 offen
	buffer_store_b16 v16, v17, s[20:23], 0 offen
	buffer_store_b16 v18, v11, s[20:23], 0 offen
	buffer_store_b16 v19, v10, s[20:23], 0 offen
	v_cmp_o_f32_e64 s2, v4, v4
	v_add_nc_u32_e32 v10, 0xf4, v3
	v_lshrrev_b32_e32 v6, 16, v6
	v_cndmask_b16 v4.l, 0x7fff, v8.l, s0
	v_cmp_o_f32_e64 s0, v2, v2
	v_add_nc_u32_e32 v2, 0xf8, v3
	v_lshrrev_b32_e32 v130, 16, v138
	v_cndmask_b16 v7.l, 0x7fff, v7.l, s1
	v_cmp_o_f32_e64 s1, v1, v1
	v_add_lshl_u32 v0, s3, v0, 1
	v_dual_cndmask_b32 v8, 0x80000000, v9 :: v_dual_cndmask_b32 v1, 0x80000000, v10
	v_cndmask_b16 v9.l, 0x7fff, v72.l, s2
	v_cndmask_b16 v3.l, 0x7fff, v6.l, s0
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_cndmask_b16 v6.l, 0x7fff, v130.l, s1
	v_cndmask_b32_e32 v0, 0x80000000, v0, vcc_lo
	s_clause 0x4
	buffer_store_b16 v4, v8, s[20:23], 0 offen
	buffer_store_b16 v7, v5, s[20:23], 0 offen
	buffer_store_b16 v9, v1, s[20:23], 0 offen
	buffer_store_b16 v3, v2, s[20:23], 0 offen
	buffer_store_b16 v6, v0, s[20:23], 0 offen
.LBB0_14:                               ; %.loopexit
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel bwd_kernel_fused_noncausal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 1036
		.amdhsa_kernarg_size 232
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
		.amdhsa_next_free_sgpr 84
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
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-bwd_kernel_fused_noncausal)<<4)&1008)>>4
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
; ScratchSize: 1036
; Occupancy: 5
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 1036
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .symbol:         bwd_kernel_fused_noncausal.kd
    .vgpr_count:     256
    .vgpr_spill_count: 322
    .wavefront_size: 32
