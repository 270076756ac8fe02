	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
bwd_kernel_fused_noncausal:             ; @bwd_kernel_fused_noncausal
.Lfunc_begin0:
; %bb.0:
	v_readfirstlane_b32 s83, v0
	s_clause 0x1
	s_load_b128 s[48:51], s[0:1], 0x0
	s_load_b64 s[28:29], s[0:1], 0x10
	v_and_b32_e32 v186, 31, v0
	s_clause 0x8
	s_load_b32 s33, s[0:1], 0x18
	s_load_b64 s[44:45], s[0:1], 0x20
	s_load_b64 s[34:35], s[0:1], 0xcc
	s_load_b32 s46, s[0:1], 0xb0
	s_load_b64 s[30:31], s[0:1], 0xa8
	s_load_b128 s[40:43], s[0:1], 0x98
	s_load_b32 s81, s[0:1], 0x70
	s_load_b128 s[36:39], s[0:1], 0x60
	s_load_b256 s[8:15], s[0:1], 0x40
	s_and_b32 s82, s83, 0x60
	v_and_b32_e32 v187, 15, v0
	v_or_b32_e32 v188, s82, v186
	s_lshr_b32 s5, s82, 1
	s_lshl_b32 s80, s3, 6
	v_or_b32_e32 v185, s5, v187
	v_lshrrev_b32_e32 v189, 3, v188
	v_or_b32_e32 v190, 16, v189
	v_or_b32_e32 v191, 32, v189
	v_or_b32_e32 v192, 48, v189
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s80, s35
	s_mov_b64 s[24:25], s[50:51]
	s_cbranch_scc1 .LBB0_9
; %bb.1:
	v_or_b32_e32 v2, s80, v189
	s_mul_i32 s7, s38, s4
	s_mul_i32 s16, s39, s2
	v_mul_lo_u32 v20, v189, s81
	s_mul_i32 s17, s81, s80
	v_cmp_gt_i32_e32 vcc_lo, s35, v2
	v_and_b32_e32 v3, 7, v0
	s_add_i32 s16, s16, s7
	s_mul_i32 s3, s15, s4
	s_mul_i32 s5, s36, s2
	v_mul_lo_u32 v7, v189, s37
	v_lshlrev_b32_e32 v1, 3, v3
	s_add_i32 s5, s5, s3
	s_mul_i32 s3, s37, s80
	v_mul_lo_u32 v8, v190, s37
	v_mul_lo_u32 v10, v191, s37
	v_add3_u32 v25, s16, s17, v1
	v_mul_lo_u32 v11, v192, s37
	v_or_b32_e32 v4, s80, v190
	v_or_b32_e32 v5, s80, v191
	v_or_b32_e32 v6, s80, v192
	v_add_lshl_u32 v20, v25, v20, 1
	s_and_b32 s57, s25, 0xffff
	s_mov_b32 s59, 0x31027000
	s_mov_b32 s58, 0x7ffffffe
	v_cmp_gt_i32_e64 s6, s35, v6
	v_cndmask_b32_e32 v20, 0x80000000, v20, vcc_lo
	v_add3_u32 v9, s5, s3, v1
	v_cmp_gt_i32_e64 s3, s35, v4
	v_cmp_gt_i32_e64 s5, s35, v5
	s_mov_b32 s56, s24
	v_mul_lo_u32 v21, v190, s81
	v_add_lshl_u32 v7, v9, v7, 1
	v_add_lshl_u32 v8, v9, v8, 1
	v_mul_lo_u32 v22, v191, s81
	v_lshlrev_b32_e32 v194, 4, v188
	v_mul_lo_u32 v23, v192, s81
	v_cndmask_b32_e32 v2, 0x80000000, v7, vcc_lo
	v_add_lshl_u32 v7, v9, v10, 1
	v_add_lshl_u32 v9, v9, v11, 1
	v_cndmask_b32_e64 v8, 0x80000000, v8, s3
	v_add_lshl_u32 v21, v25, v21, 1
	v_add_lshl_u32 v22, v25, v22, 1
	v_cndmask_b32_e64 v12, 0x80000000, v7, s5
	v_cndmask_b32_e64 v16, 0x80000000, v9, s6
	s_clause 0x3
	buffer_load_b128 v[4:7], v2, s[56:59], 0 offen
	buffer_load_b128 v[8:11], v8, s[56:59], 0 offen
	buffer_load_b128 v[12:15], v12, s[56:59], 0 offen
	buffer_load_b128 v[16:19], v16, s[56:59], 0 offen
	v_and_b32_e32 v2, 56, v188
	v_add_lshl_u32 v23, v25, v23, 1
	v_cndmask_b32_e64 v21, 0x80000000, v21, s3
	v_cndmask_b32_e64 v22, 0x80000000, v22, s5
	s_and_b32 s57, s29, 0xffff
	v_lshlrev_b32_e32 v24, 1, v2
	v_cndmask_b32_e64 v26, 0x80000000, v23, s6
	s_mov_b32 s56, s28
	s_lshl_b32 s3, s82, 6
	s_clause 0x2
	s_load_b64 s[6:7], s[0:1], 0x90
	s_load_b128 s[60:63], s[0:1], 0x80
	s_load_b128 s[52:55], s[0:1], 0x30
	v_xor_b32_e32 v24, v24, v194
	v_bfe_u32 v193, v0, 4, 1
	s_cmp_eq_u32 s2, 0x7fffffff
	v_add_nc_u32_e32 v195, 0, v24
	s_waitcnt vmcnt(3)
	ds_store_b128 v195, v[4:7]
	s_waitcnt vmcnt(2)
	ds_store_b128 v195, v[8:11] offset:2048
	s_waitcnt vmcnt(1)
	ds_store_b128 v195, v[12:15] offset:4096
	s_waitcnt vmcnt(0)
	ds_store_b128 v195, v[16:19] offset:6144
	v_lshlrev_b32_e32 v5, 7, v187
	v_lshlrev_b32_e32 v4, 4, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x3
	buffer_load_b128 v[14:17], v20, s[56:59], 0 offen
	buffer_load_b128 v[18:21], v21, s[56:59], 0 offen
	buffer_load_b128 v[22:25], v22, s[56:59], 0 offen
	buffer_load_b128 v[26:29], v26, s[56:59], 0 offen
	v_or3_b32 v7, s3, v5, v4
	v_xor_b32_e32 v8, 16, v7
	v_xor_b32_e32 v9, 32, v7
	v_xor_b32_e32 v10, 48, v7
	v_xor_b32_e32 v11, 64, v7
	v_add_nc_u32_e32 v6, 0, v7
	v_xor_b32_e32 v12, 0x50, v7
	v_xor_b32_e32 v13, 0x60, v7
	v_xor_b32_e32 v30, 0x70, v7
	v_add_nc_u32_e32 v7, 0, v8
	v_add_nc_u32_e32 v8, 0, v9
	v_add_nc_u32_e32 v9, 0, v10
	v_add_nc_u32_e32 v10, 0, v11
	v_add_nc_u32_e32 v11, 0, v12
	v_add_nc_u32_e32 v12, 0, v13
	v_add_nc_u32_e32 v13, 0, v30
	ds_load_b128 v[33:36], v6
	ds_load_b128 v[37:40], v7
	ds_load_b128 v[41:44], v8
	ds_load_b128 v[45:48], v9
	ds_load_b128 v[49:52], v10
	ds_load_b128 v[53:56], v11
	ds_load_b128 v[57:60], v12
	ds_load_b128 v[61:64], v13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v195, v[14:17]
	ds_store_b128 v195, v[18:21] offset:2048
	ds_store_b128 v195, v[22:25] offset:4096
	ds_store_b128 v195, v[26:29] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_6
; %bb.2:                                ; %.lr.ph111
	s_add_i32 s3, s34, 15
	s_cmp_lt_i32 s3, 16
	s_cbranch_scc1 .LBB0_7
; %bb.3:                                ; %.lr.ph.preheader
	ds_load_b128 v[14:17], v12
	ds_load_b128 v[18:21], v13
	ds_load_b128 v[81:84], v8
	ds_load_b128 v[85:88], v9
	ds_load_b128 v[89:92], v6
	ds_load_b128 v[93:96], v7
	v_lshlrev_b32_e32 v8, 3, v0
	s_lshr_b32 s18, s83, 4
	v_or_b32_e32 v198, v5, v4
	s_and_b32 s18, s18, 2
	v_lshl_or_b32 v2, v2, 5, v4
	s_ashr_i32 s19, s3, 31
	v_mul_lo_u32 v66, v189, s46
	s_lshr_b32 s19, s19, 28
	v_xor_b32_e32 v22, 32, v198
	v_xor_b32_e32 v23, 48, v198
	v_xor_b32_e32 v24, 64, v198
	v_xor_b32_e32 v26, 0x50, v198
	v_xor_b32_e32 v27, 0x60, v198
	v_xor_b32_e32 v28, 0x70, v198
	s_mul_i32 s5, s40, s4
	s_mul_i32 s20, s2, s41
	s_add_i32 s3, s3, s19
	s_mul_i32 s17, s42, s4
	s_waitcnt lgkmcnt(5)
	scratch_store_b128 off, v[14:17], off   ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(4)
	scratch_store_b128 off, v[18:21], off offset:16 ; 16-byte Folded Spill
	ds_load_b128 v[12:15], v10
	ds_load_b128 v[16:19], v11
	v_dual_mov_b32 v25, 0x5410 :: v_dual_lshlrev_b32 v10, 1, v188
	v_xor_b32_e32 v21, 16, v198
	v_add3_u32 v203, s20, s5, v193
	v_dual_mov_b32 v97, 0 :: v_dual_and_b32 v6, 0xbc, v10
	v_lshlrev_b32_e32 v11, 6, v0
	v_and_b32_e32 v10, 0xf0, v10
	s_ashr_i32 s26, s3, 4
	v_mov_b32_e32 v98, v97
	v_dual_mov_b32 v100, v97 :: v_dual_and_b32 v7, 64, v11
	v_mov_b32_e32 v99, v97
	s_mul_i32 s3, s2, s31
	v_mov_b32_e32 v102, v97
	v_mov_b32_e32 v104, v97
	v_or3_b32 v196, v7, s18, v6
	v_lshlrev_b32_e32 v6, 8, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_dual_mov_b32 v106, v97 :: v_dual_and_b32 v7, 64, v8
	v_xor_b32_e32 v9, 8, v196
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[12:15], off offset:32 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[16:19], off offset:48 ; 16-byte Folded Spill
	v_xor_b32_e32 v8, 4, v196
	v_or3_b32 v197, v7, v3, v6
	v_and_b32_e32 v3, 16, v0
	v_xor_b32_e32 v11, 12, v196
	v_xor_b32_e32 v7, 16, v196
	v_xor_b32_e32 v12, 20, v196
	v_add_nc_u32_e32 v208, 0, v9
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_mov_b32_e32 v3, 0x7632
	v_xor_b32_e32 v13, 24, v196
	v_xor_b32_e32 v14, 28, v196
	v_xor_b32_e32 v15, 16, v197
	v_cndmask_b32_e32 v25, 0x1054, v25, vcc_lo
	v_cndmask_b32_e32 v3, 0x3276, v3, vcc_lo
	v_lshl_or_b32 v199, v187, 4, v6
	v_xor_b32_e32 v6, v2, v10
	v_mov_b32_e32 v101, v97
	v_lshl_or_b32 v4, v25, 8, v25
	v_lshl_or_b32 v3, v3, 8, v3
	v_mov_b32_e32 v108, v97
	v_xor_b32_e32 v16, 4, v197
	v_xor_b32_e32 v17, 20, v197
	v_and_b32_e32 v2, 0x540054, v4
	v_and_b32_e32 v3, 0x760076, v3
	v_xor_b32_e32 v18, 8, v197
	v_xor_b32_e32 v5, 24, v197
	v_xor_b32_e32 v19, 12, v197
	v_lshl_or_b32 v2, v2, 4, v2
	v_lshl_or_b32 v3, v3, 4, v3
	v_xor_b32_e32 v20, 28, v197
	v_xor_b32_e32 v10, 16, v199
	v_xor_b32_e32 v25, 32, v199
	v_dual_mov_b32 v103, v97 :: v_dual_and_b32 v200, 0x5040504, v2
	v_dual_mov_b32 v110, v97 :: v_dual_and_b32 v201, 0x7060706, v3
	v_mad_u64_u32 v[2:3], null, s30, s4, v[1:2]
	v_xor_b32_e32 v29, 48, v199
	v_xor_b32_e32 v30, 64, v199
	v_xor_b32_e32 v31, 0x50, v199
	v_xor_b32_e32 v32, 0x60, v199
	v_xor_b32_e32 v65, 0x70, v199
	s_mul_i32 s18, s2, s43
	s_mul_i32 s5, s2, s13
	v_mad_u64_u32 v[3:4], null, s12, s4, v[1:2]
	v_mul_lo_u32 v1, v189, s14
	v_lshl_add_u32 v202, v187, 1, 0
	v_add3_u32 v204, s18, s17, v193
	v_add3_u32 v205, v2, v66, s3
	v_dual_mov_b32 v112, v97 :: v_dual_add_nc_u32 v207, 0, v8
	v_dual_mov_b32 v114, v97 :: v_dual_add_nc_u32 v209, 0, v11
	v_add3_u32 v206, v3, v1, s5
	v_dual_mov_b32 v105, v97 :: v_dual_add_nc_u32 v210, 0, v7
	v_dual_mov_b32 v116, v97 :: v_dual_add_nc_u32 v211, 0, v12
	v_dual_mov_b32 v107, v97 :: v_dual_add_nc_u32 v212, 0, v13
	v_dual_mov_b32 v118, v97 :: v_dual_add_nc_u32 v213, 0, v14
	v_dual_mov_b32 v109, v97 :: v_dual_add_nc_u32 v214, 0, v15
	v_dual_mov_b32 v120, v97 :: v_dual_add_nc_u32 v215, 0, v16
	v_dual_mov_b32 v111, v97 :: v_dual_add_nc_u32 v216, 0, v17
	v_dual_mov_b32 v122, v97 :: v_dual_add_nc_u32 v217, 0, v18
	v_dual_mov_b32 v113, v97 :: v_dual_add_nc_u32 v218, 0, v5
	v_dual_mov_b32 v124, v97 :: v_dual_add_nc_u32 v219, 0, v19
	v_dual_mov_b32 v115, v97 :: v_dual_add_nc_u32 v220, 0, v20
	v_dual_mov_b32 v126, v97 :: v_dual_add_nc_u32 v221, 0, v21
	v_dual_mov_b32 v117, v97 :: v_dual_add_nc_u32 v222, 0, v22
	v_dual_mov_b32 v128, v97 :: v_dual_add_nc_u32 v223, 0, v23
	v_dual_mov_b32 v119, v97 :: v_dual_add_nc_u32 v224, 0, v24
	v_add_nc_u32_e32 v225, 0, v26
	v_dual_mov_b32 v121, v97 :: v_dual_add_nc_u32 v226, 0, v27
	v_dual_mov_b32 v12, v97 :: v_dual_add_nc_u32 v227, 0, v28
	v_dual_mov_b32 v123, v97 :: v_dual_add_nc_u32 v228, 0, v6
	v_dual_mov_b32 v14, v97 :: v_dual_add_nc_u32 v229, 0, v10
	v_dual_mov_b32 v125, v97 :: v_dual_add_nc_u32 v230, 0, v25
	v_dual_mov_b32 v16, v97 :: v_dual_add_nc_u32 v231, 0, v29
	v_dual_mov_b32 v127, v97 :: v_dual_add_nc_u32 v232, 0, v30
	v_dual_mov_b32 v18, v97 :: v_dual_add_nc_u32 v233, 0, v31
	v_dual_mov_b32 v9, v97 :: v_dual_add_nc_u32 v234, 0, v32
	v_dual_mov_b32 v20, v97 :: v_dual_add_nc_u32 v235, 0, v65
	v_mov_b32_e32 v10, v97
	v_mov_b32_e32 v11, v97
	v_mov_b32_e32 v13, v97
	v_mov_b32_e32 v15, v97
	v_mov_b32_e32 v17, v97
	v_mov_b32_e32 v19, v97
	v_mov_b32_e32 v21, v97
	v_mov_b32_e32 v22, v97
	v_mov_b32_e32 v23, v97
	v_mov_b32_e32 v24, v97
	v_mov_b32_e32 v25, v97
	v_mov_b32_e32 v26, v97
	v_mov_b32_e32 v27, v97
	v_mov_b32_e32 v28, v97
	v_mov_b32_e32 v29, v97
	v_mov_b32_e32 v30, v97
	v_mov_b32_e32 v31, v97
	v_mov_b32_e32 v32, v97
	v_mov_b32_e32 v1, v97
	v_mov_b32_e32 v2, v97
	v_mov_b32_e32 v3, v97
	v_mov_b32_e32 v4, v97
	v_mov_b32_e32 v5, v97
	v_mov_b32_e32 v6, v97
	v_mov_b32_e32 v7, v97
	v_mov_b32_e32 v8, v97
	s_mov_b32 s16, 0
	s_mov_b32 s67, 0x31027000
	s_mov_b32 s66, 0x7ffffffe
	s_and_b32 s65, s49, 0xffff
	s_and_b32 s69, s9, 0xffff
	s_and_b32 s73, s45, 0xffff
	s_and_b32 s77, s11, 0xffff
	s_lshl_b32 s27, s14, 4
	s_lshl_b32 s47, s46, 4
	s_mov_b32 s17, s16
	s_mov_b32 s18, s16
	s_mov_b32 s19, s16
	s_mov_b32 s20, s16
	s_mov_b32 s21, s16
	s_mov_b32 s22, s16
	s_mov_b32 s23, s16
	s_mov_b32 s50, 0x76543210
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
	s_mov_b32 s51, s16
	s_mov_b32 s56, s16
.LBB0_4:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v65, s51, v189
	v_or_b32_e32 v66, s51, v193
	v_add_lshl_u32 v68, s51, v203, 2
	s_add_i32 s56, s56, 1
	v_lshlrev_b32_e32 v137, 1, v205
	v_cmp_gt_i32_e64 s3, s34, v65
	v_cmp_gt_i32_e32 vcc_lo, s34, v66
	v_add_nc_u32_e32 v65, 8, v68
	v_lshlrev_b32_e32 v67, 1, v206
	v_add_nc_u32_e32 v73, 32, v68
	v_add_nc_u32_e32 v66, 16, v68
	v_dual_cndmask_b32 v77, 0x80000000, v68 :: v_dual_add_nc_u32 v70, 0, v197
	v_cndmask_b32_e32 v78, 0x80000000, v65, vcc_lo
	v_cndmask_b32_e64 v67, 0x80000000, v67, s3
	v_add_nc_u32_e32 v75, 48, v68
	v_add_nc_u32_e32 v74, 40, v68
	v_dual_cndmask_b32 v73, 0x80000000, v73 :: v_dual_add_nc_u32 v76, 56, v68
	v_dual_cndmask_b32 v79, 0x80000000, v66 :: v_dual_add_nc_u32 v72, 24, v68
	buffer_load_b128 v[65:68], v67, s[64:67], 0 offen
	v_cndmask_b32_e32 v75, 0x80000000, v75, vcc_lo
	v_dual_cndmask_b32 v74, 0x80000000, v74 :: v_dual_add_nc_u32 v69, 0, v196
	v_dual_cndmask_b32 v72, 0x80000000, v72 :: v_dual_add_nc_u32 v71, 0, v198
	v_cndmask_b32_e32 v76, 0x80000000, v76, vcc_lo
	v_cndmask_b32_e64 v137, 0x80000000, v137, s3
	v_add_nc_u32_e32 v205, s47, v205
	v_add_nc_u32_e32 v206, s27, v206
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v69, v65
	ds_store_b16_d16_hi v207, v65 offset:256
	ds_store_b16 v208, v66 offset:512
	ds_store_b16_d16_hi v209, v66 offset:768
	ds_store_b16 v210, v67 offset:1024
	ds_store_b16_d16_hi v211, v67 offset:1280
	ds_store_b16 v212, v68 offset:1536
	ds_store_b16_d16_hi v213, v68 offset:1792
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x7
	buffer_load_b32 v129, v77, s[68:71], 0 offen
	buffer_load_b32 v130, v78, s[68:71], 0 offen
	buffer_load_b32 v131, v79, s[68:71], 0 offen
	buffer_load_b32 v132, v72, s[68:71], 0 offen
	buffer_load_b32 v133, v73, s[68:71], 0 offen
	buffer_load_b32 v134, v74, s[68:71], 0 offen
	buffer_load_b32 v135, v75, s[68:71], 0 offen
	buffer_load_b32 v136, v76, s[68:71], 0 offen
	ds_load_2addr_b32 v[139:140], v70 offset1:8
	ds_load_2addr_b32 v[143:144], v70 offset0:32 offset1:40
	ds_load_2addr_b32 v[183:184], v214 offset1:8
	ds_load_2addr_b32 v[181:182], v214 offset0:32 offset1:40
	ds_load_2addr_b32 v[147:148], v215 offset1:8
	ds_load_2addr_b32 v[151:152], v215 offset0:32 offset1:40
	ds_load_2addr_b32 v[179:180], v216 offset1:8
	ds_load_2addr_b32 v[177:178], v216 offset0:32 offset1:40
	ds_load_2addr_b32 v[155:156], v217 offset1:8
	ds_load_2addr_b32 v[159:160], v217 offset0:32 offset1:40
	ds_load_2addr_b32 v[175:176], v218 offset1:8
	ds_load_2addr_b32 v[173:174], v218 offset0:32 offset1:40
	ds_load_2addr_b32 v[163:164], v219 offset1:8
	ds_load_2addr_b32 v[167:168], v219 offset0:32 offset1:40
	ds_load_2addr_b32 v[171:172], v220 offset1:8
	ds_load_2addr_b32 v[169:170], v220 offset0:32 offset1:40
	v_mov_b32_e32 v72, s23
	v_dual_mov_b32 v70, s21 :: v_dual_mov_b32 v69, s20
	s_waitcnt lgkmcnt(15)
	v_mov_b16_e64 v138.l, v140.l
	v_lshrrev_b32_e32 v140, 16, v140
	s_waitcnt lgkmcnt(13)
	v_mov_b16_e64 v138.h, v184.l
	v_lshrrev_b32_e32 v184, 16, v184
	s_waitcnt lgkmcnt(12)
	v_mov_b16_e64 v141.h, v181.l
	v_mov_b16_e64 v142.h, v182.l
	v_lshrrev_b32_e32 v181, 16, v181
	v_lshrrev_b32_e32 v182, 16, v182
	s_waitcnt lgkmcnt(9)
	v_mov_b16_e64 v145.h, v179.l
	v_mov_b16_e64 v146.h, v180.l
	v_lshrrev_b32_e32 v179, 16, v179
	v_lshrrev_b32_e32 v180, 16, v180
	s_waitcnt lgkmcnt(8)
	v_mov_b16_e64 v149.h, v177.l
	v_mov_b16_e64 v150.h, v178.l
	v_lshrrev_b32_e32 v177, 16, v177
	v_lshrrev_b32_e32 v178, 16, v178
	v_mov_b16_e64 v141.l, v143.l
	v_mov_b16_e64 v142.l, v144.l
	v_lshrrev_b32_e32 v143, 16, v143
	v_lshrrev_b32_e32 v144, 16, v144
	v_mov_b16_e64 v145.l, v147.l
	v_mov_b16_e64 v146.l, v148.l
	v_lshrrev_b32_e32 v147, 16, v147
	v_lshrrev_b32_e32 v148, 16, v148
	v_mov_b16_e64 v149.l, v151.l
	v_mov_b16_e64 v150.l, v152.l
	v_lshrrev_b32_e32 v151, 16, v151
	v_lshrrev_b32_e32 v152, 16, v152
	v_mov_b16_e64 v140.h, v184.l
	v_mov_b16_e64 v143.h, v181.l
	v_mov_b16_e64 v144.h, v182.l
	v_mov_b16_e64 v147.h, v179.l
	v_mov_b16_e64 v148.h, v180.l
	v_mov_b16_e64 v151.h, v177.l
	v_mov_b16_e64 v152.h, v178.l
	s_waitcnt lgkmcnt(5)
	v_mov_b16_e64 v153.h, v175.l
	v_mov_b16_e64 v154.h, v176.l
	v_lshrrev_b32_e32 v175, 16, v175
	v_lshrrev_b32_e32 v176, 16, v176
	s_waitcnt lgkmcnt(4)
	v_mov_b16_e64 v157.h, v173.l
	v_mov_b16_e64 v158.h, v174.l
	v_lshrrev_b32_e32 v173, 16, v173
	v_lshrrev_b32_e32 v174, 16, v174
	s_waitcnt lgkmcnt(1)
	v_mov_b16_e64 v161.h, v171.l
	v_mov_b16_e64 v162.h, v172.l
	v_lshrrev_b32_e32 v171, 16, v171
	v_lshrrev_b32_e32 v172, 16, v172
	s_waitcnt lgkmcnt(0)
	v_mov_b16_e64 v165.h, v169.l
	v_lshrrev_b32_e32 v169, 16, v169
	v_mov_b16_e64 v153.l, v155.l
	v_mov_b16_e64 v154.l, v156.l
	v_lshrrev_b32_e32 v155, 16, v155
	v_lshrrev_b32_e32 v156, 16, v156
	v_mov_b16_e64 v157.l, v159.l
	v_mov_b16_e64 v158.l, v160.l
	v_lshrrev_b32_e32 v159, 16, v159
	v_lshrrev_b32_e32 v160, 16, v160
	v_mov_b16_e64 v161.l, v163.l
	v_mov_b16_e64 v162.l, v164.l
	v_lshrrev_b32_e32 v163, 16, v163
	v_lshrrev_b32_e32 v164, 16, v164
	v_mov_b16_e64 v165.l, v167.l
	v_mov_b16_e64 v166.l, v168.l
	v_lshrrev_b32_e32 v167, 16, v167
	v_lshrrev_b32_e32 v168, 16, v168
	v_mov_b16_e64 v166.h, v170.l
	v_mov_b16_e64 v155.h, v175.l
	v_mov_b16_e64 v156.h, v176.l
	v_mov_b16_e64 v159.h, v173.l
	v_mov_b16_e64 v160.h, v174.l
	v_mov_b16_e64 v163.h, v171.l
	v_mov_b16_e64 v164.h, v172.l
	v_mov_b16_e64 v167.h, v169.l
	s_waitcnt vmcnt(7)
	v_cmp_neq_f32_e64 s5, 0xff800000, v129
	s_waitcnt vmcnt(6)
	v_cmp_neq_f32_e64 s3, 0xff800000, v130
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v195, v[65:68]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	buffer_load_b128 v[252:255], v137, s[72:75], 0 offen
	ds_load_b128 v[236:239], v71
	ds_load_b128 v[240:243], v221
	ds_load_b128 v[244:247], v222
	ds_load_b128 v[248:251], v223
	v_dual_mov_b32 v71, s22 :: v_dual_mov_b32 v68, s19
	v_dual_mov_b32 v67, s18 :: v_dual_mov_b32 v66, s17
	v_mov_b32_e32 v65, s16
	v_add_nc_u32_e32 v137, 0, v199
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[73:80], v[236:243], v[33:40], v[65:72]
	ds_load_b128 v[236:239], v224
	ds_load_b128 v[240:243], v225
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[73:80], v[244:251], v[41:48], v[73:80]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[73:80], v[236:243], v[49:56], v[73:80]
	ds_load_b128 v[236:239], v226
	ds_load_b128 v[240:243], v227
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[73:80], v[236:243], v[57:64], v[73:80]
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v228, v[252:255]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[236:239], v137
	ds_load_b128 v[240:243], v229
	v_mov_b16_e64 v137.h, v183.l
	v_lshrrev_b32_e32 v183, 16, v183
	v_mov_b16_e64 v137.l, v139.l
	v_lshrrev_b32_e32 v139, 16, v139
	v_mov_b16_e64 v139.h, v183.l
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[244:251], v[236:243], v[89:96], v[65:72]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[236:239], off, off offset:32
	scratch_load_b128 v[240:243], off, off offset:48
	ds_load_b128 v[65:68], v230
	ds_load_b128 v[69:72], v231
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[244:251], v[65:72], v[81:88], v[244:251]
	ds_load_b128 v[65:68], v232
	ds_load_b128 v[69:72], v233
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[244:251], v[65:72], v[236:243], v[244:251]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[236:239], off, off
	scratch_load_b128 v[240:243], off, off offset:16
	ds_load_b128 v[65:68], v234
	ds_load_b128 v[69:72], v235
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[244:251], v[65:72], v[236:243], v[244:251]
	v_fma_f32 v65, s33, v73, -v129
	v_fma_f32 v66, s33, v74, -v130
	v_fma_f32 v72, s33, v80, -v136
	v_add_nc_u32_e32 v73, 0, v194
	v_dual_mul_f32 v65, 0x3fb8aa3b, v65 :: v_dual_mul_f32 v66, 0x3fb8aa3b, v66
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v73, v[252:255]
	v_cndmask_b32_e64 v65, 0xff800000, v65, s5
	v_cndmask_b32_e64 v66, 0xff800000, v66, s3
	v_fma_f32 v67, s33, v75, -v131
	v_fma_f32 v68, s33, v76, -v132
	v_cmp_neq_f32_e64 s3, 0xff800000, v132
	v_exp_f32_e32 v73, v65
	v_exp_f32_e32 v74, v66
	v_cmp_neq_f32_e64 s5, 0xff800000, v131
	v_fma_f32 v69, s33, v77, -v133
	v_fma_f32 v70, s33, v78, -v134
	v_fma_f32 v71, s33, v79, -v135
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_u16_d16 v178, v202 offset:352
	ds_load_u16_d16 v177, v202 offset:96
	ds_load_u16_d16 v179, v202 offset:608
	ds_load_u16_d16 v180, v202 offset:864
	ds_load_u16_d16 v181, v202 offset:1120
	ds_load_u16_d16 v182, v202 offset:1376
	ds_load_u16_d16 v183, v202 offset:1632
	ds_load_u16_d16 v184, v202 offset:1888
	v_cvt_f16_f32_e32 v65.l, v73
	v_cvt_f16_f32_e32 v65.h, v74
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v178, v202 offset:480
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v177, v202 offset:224
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v179, v202 offset:736
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v180, v202 offset:992
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v181, v202 offset:1248
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v182, v202 offset:1504
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v183, v202 offset:1760
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v184, v202 offset:2016
	v_permlanex16_b32 v66, v65, s50, 0xfedcba98 op_sel:[1,0]
	v_lshrrev_b32_e32 v236, 16, v170
	v_perm_b32 v129, v66, v65, v200
	v_perm_b32 v130, v66, v65, v201
	v_dual_mul_f32 v65, 0x3fb8aa3b, v67 :: v_dual_mul_f32 v66, 0x3fb8aa3b, v68
	v_mov_b16_e64 v168.h, v236.l
	v_cndmask_b32_e64 v65, 0xff800000, v65, s5
	v_cndmask_b32_e64 v66, 0xff800000, v66, s3
	v_cmp_neq_f32_e64 s3, 0xff800000, v134
	v_cmp_neq_f32_e64 s5, 0xff800000, v133
	v_exp_f32_e32 v75, v65
	v_exp_f32_e32 v76, v66
	v_cvt_f16_f32_e32 v65.l, v75
	v_cvt_f16_f32_e32 v65.h, v76
	v_permlanex16_b32 v66, v65, s50, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v131, v66, v65, v200
	v_perm_b32 v132, v66, v65, v201
	v_dual_mul_f32 v65, 0x3fb8aa3b, v69 :: v_dual_mul_f32 v66, 0x3fb8aa3b, v70
	v_cndmask_b32_e64 v65, 0xff800000, v65, s5
	v_cndmask_b32_e64 v66, 0xff800000, v66, s3
	v_cmp_neq_f32_e64 s3, 0xff800000, v136
	v_cmp_neq_f32_e64 s5, 0xff800000, v135
	v_exp_f32_e32 v77, v65
	v_exp_f32_e32 v78, v66
	v_cvt_f16_f32_e32 v65.l, v77
	v_cvt_f16_f32_e32 v65.h, v78
	v_permlanex16_b32 v66, v65, s50, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v133, v66, v65, v200
	v_perm_b32 v134, v66, v65, v201
	v_dual_mul_f32 v65, 0x3fb8aa3b, v71 :: v_dual_mul_f32 v66, 0x3fb8aa3b, v72
	v_cndmask_b32_e64 v65, 0xff800000, v65, s5
	v_cndmask_b32_e64 v66, 0xff800000, v66, s3
	v_exp_f32_e32 v79, v65
	v_exp_f32_e32 v80, v66
	v_cvt_f16_f32_e32 v65.l, v79
	v_cvt_f16_f32_e32 v65.h, v80
	v_permlanex16_b32 v66, v65, s50, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v135, v66, v65, v200
	v_perm_b32 v136, v66, v65, v201
	ds_load_u16_d16 v65, v202
	ds_load_u16_d16 v68, v202 offset:768
	ds_load_u16_d16 v69, v202 offset:1024
	ds_load_u16_d16 v70, v202 offset:1280
	ds_load_u16_d16 v71, v202 offset:1536
	ds_load_u16_d16 v72, v202 offset:1792
	ds_load_u16_d16 v67, v202 offset:512
	ds_load_u16_d16 v66, v202 offset:256
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v65, v202 offset:128
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v68, v202 offset:896
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v69, v202 offset:1152
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v70, v202 offset:1408
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v71, v202 offset:1664
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v72, v202 offset:1920
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v67, v202 offset:640
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v66, v202 offset:384
	v_wmma_f32_16x16x16_f16 v[121:128], v[177:184], v[129:136], v[121:128]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[97:104], v[65:72], v[129:136], v[97:104]
	ds_load_u16_d16 v65, v202 offset:32
	ds_load_u16_d16 v66, v202 offset:288
	ds_load_u16_d16 v67, v202 offset:544
	ds_load_u16_d16 v68, v202 offset:800
	ds_load_u16_d16 v69, v202 offset:1056
	ds_load_u16_d16 v70, v202 offset:1312
	ds_load_u16_d16 v71, v202 offset:1568
	ds_load_u16_d16 v72, v202 offset:1824
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v65, v202 offset:160
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v66, v202 offset:416
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v67, v202 offset:672
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v68, v202 offset:928
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v69, v202 offset:1184
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v70, v202 offset:1440
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v71, v202 offset:1696
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v72, v202 offset:1952
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[105:112], v[65:72], v[129:136], v[105:112]
	ds_load_u16_d16 v67, v202 offset:576
	ds_load_u16_d16 v68, v202 offset:832
	ds_load_u16_d16 v69, v202 offset:1088
	ds_load_u16_d16 v70, v202 offset:1344
	ds_load_u16_d16 v71, v202 offset:1600
	ds_load_u16_d16 v72, v202 offset:1856
	ds_load_u16_d16 v65, v202 offset:64
	ds_load_u16_d16 v66, v202 offset:320
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v67, v202 offset:704
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v68, v202 offset:960
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v69, v202 offset:1216
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v70, v202 offset:1472
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v71, v202 offset:1728
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v72, v202 offset:1984
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v65, v202 offset:192
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v66, v202 offset:448
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[113:120], v[65:72], v[129:136], v[113:120]
	v_add_lshl_u32 v65, s51, v204, 2
	s_add_i32 s51, s51, 16
	s_cmp_lg_u32 s56, s26
	v_add_nc_u32_e32 v70, 40, v65
	v_add_nc_u32_e32 v71, 48, v65
	v_add_nc_u32_e32 v67, 16, v65
	v_add_nc_u32_e32 v66, 8, v65
	v_add_nc_u32_e32 v72, 56, v65
	v_cndmask_b32_e32 v70, 0x80000000, v70, vcc_lo
	v_dual_cndmask_b32 v71, 0x80000000, v71 :: v_dual_add_nc_u32 v68, 24, v65
	v_add_nc_u32_e32 v69, 32, v65
	v_dual_cndmask_b32 v65, 0x80000000, v65 :: v_dual_cndmask_b32 v72, 0x80000000, v72
	v_dual_cndmask_b32 v67, 0x80000000, v67 :: v_dual_cndmask_b32 v66, 0x80000000, v66
	v_dual_cndmask_b32 v68, 0x80000000, v68 :: v_dual_cndmask_b32 v69, 0x80000000, v69
	s_clause 0x7
	buffer_load_b32 v65, v65, s[76:79], 0 offen
	buffer_load_b32 v66, v66, s[76:79], 0 offen
	buffer_load_b32 v67, v67, s[76:79], 0 offen
	buffer_load_b32 v68, v68, s[76:79], 0 offen
	buffer_load_b32 v69, v69, s[76:79], 0 offen
	buffer_load_b32 v70, v70, s[76:79], 0 offen
	buffer_load_b32 v71, v71, s[76:79], 0 offen
	buffer_load_b32 v72, v72, s[76:79], 0 offen
	s_waitcnt vmcnt(6)
	v_dual_sub_f32 v65, v244, v65 :: v_dual_sub_f32 v66, v245, v66
	s_waitcnt vmcnt(4)
	v_dual_sub_f32 v67, v246, v67 :: v_dual_sub_f32 v68, v247, v68
	s_waitcnt vmcnt(2)
	v_dual_sub_f32 v69, v248, v69 :: v_dual_sub_f32 v70, v249, v70
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v71, v250, v71 :: v_dual_sub_f32 v72, v251, v72
	v_fma_mixlo_f16 v65, v73, v65, neg(0)
	v_fma_mixhi_f16 v65, v74, v66, neg(0)
	v_fma_mixlo_f16 v66, v75, v67, neg(0)
	v_fma_mixhi_f16 v66, v76, v68, neg(0)
	v_fma_mixlo_f16 v67, v77, v69, neg(0)
	v_fma_mixhi_f16 v67, v78, v70, neg(0)
	v_fma_mixlo_f16 v68, v79, v71, neg(0)
	v_fma_mixhi_f16 v68, v80, v72, neg(0)
	v_permlanex16_b32 v69, v65, s50, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v70, v66, s50, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v71, v67, s50, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v72, v68, s50, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v169, v69, v65, v200
	v_perm_b32 v170, v69, v65, v201
	v_perm_b32 v171, v70, v66, v200
	v_perm_b32 v172, v70, v66, v201
	v_perm_b32 v173, v71, v67, v200
	v_perm_b32 v174, v71, v67, v201
	v_perm_b32 v175, v72, v68, v200
	v_perm_b32 v176, v72, v68, v201
	v_wmma_f32_16x16x16_f16 v[9:16], v[137:144], v[169:176], v[9:16]
	v_wmma_f32_16x16x16_f16 v[17:24], v[145:152], v[169:176], v[17:24]
	v_wmma_f32_16x16x16_f16 v[25:32], v[153:160], v[169:176], v[25:32]
	v_wmma_f32_16x16x16_f16 v[1:8], v[161:168], v[169:176], v[1:8]
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %._crit_edge112.loopexit
	v_cvt_f16_f32_e32 v55.l, v97
	v_cvt_f16_f32_e32 v62.l, v98
	v_cvt_f16_f32_e32 v63.l, v99
	v_cvt_f16_f32_e32 v64.l, v100
	v_cvt_f16_f32_e32 v61.l, v101
	v_cvt_f16_f32_e32 v60.l, v102
	v_cvt_f16_f32_e32 v59.l, v103
	v_cvt_f16_f32_e32 v57.l, v104
	v_cvt_f16_f32_e32 v58.l, v105
	v_cvt_f16_f32_e32 v56.l, v106
	v_cvt_f16_f32_e32 v54.l, v107
	v_cvt_f16_f32_e32 v53.l, v108
	v_cvt_f16_f32_e32 v51.l, v109
	v_cvt_f16_f32_e32 v52.l, v110
	v_cvt_f16_f32_e32 v50.l, v111
	v_cvt_f16_f32_e32 v49.l, v112
	v_cvt_f16_f32_e32 v48.l, v113
	v_cvt_f16_f32_e32 v46.l, v114
	v_cvt_f16_f32_e32 v47.l, v115
	v_cvt_f16_f32_e32 v45.l, v116
	v_cvt_f16_f32_e32 v44.l, v117
	v_cvt_f16_f32_e32 v43.l, v118
	v_cvt_f16_f32_e32 v41.l, v119
	v_cvt_f16_f32_e32 v42.l, v120
	v_cvt_f16_f32_e32 v40.l, v121
	v_cvt_f16_f32_e32 v39.l, v122
	v_cvt_f16_f32_e32 v38.l, v123
	v_cvt_f16_f32_e32 v36.l, v124
	v_cvt_f16_f32_e32 v37.l, v125
	v_cvt_f16_f32_e32 v35.l, v126
	v_cvt_f16_f32_e32 v34.l, v127
	v_cvt_f16_f32_e64 v33.l, v128
	s_branch .LBB0_8
.LBB0_6:
	v_mov_b32_e32 v9, 0
	v_mov_b16_e32 v55.l, 0
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v17, v9
	v_mov_b32_e32 v18, v9
	v_mov_b32_e32 v19, v9
	v_mov_b32_e32 v20, v9
	v_mov_b32_e32 v21, v9
	v_mov_b32_e32 v22, v9
	v_mov_b32_e32 v23, v9
	v_mov_b32_e32 v24, v9
	v_mov_b32_e32 v25, v9
	v_mov_b32_e32 v26, v9
	v_mov_b32_e32 v27, v9
	v_mov_b32_e32 v28, v9
	v_mov_b32_e32 v29, v9
	v_mov_b32_e32 v30, v9
	v_mov_b32_e32 v31, v9
	v_mov_b32_e32 v32, v9
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v8, v9
	v_mov_b16_e32 v62.l, v55.l
	v_mov_b16_e32 v63.l, v55.l
	v_mov_b16_e32 v64.l, v55.l
	v_mov_b16_e32 v61.l, v55.l
	v_mov_b16_e32 v60.l, v55.l
	v_mov_b16_e32 v59.l, v55.l
	v_mov_b16_e32 v57.l, v55.l
	v_mov_b16_e32 v58.l, v55.l
	v_mov_b16_e32 v56.l, v55.l
	v_mov_b16_e32 v54.l, v55.l
	v_mov_b16_e32 v53.l, v55.l
	v_mov_b16_e32 v51.l, v55.l
	v_mov_b16_e32 v52.l, v55.l
	v_mov_b16_e32 v50.l, v55.l
	v_mov_b16_e32 v49.l, v55.l
	v_mov_b16_e32 v48.l, v55.l
	v_mov_b16_e32 v46.l, v55.l
	v_mov_b16_e32 v47.l, v55.l
	v_mov_b16_e32 v45.l, v55.l
	v_mov_b16_e32 v44.l, v55.l
	v_mov_b16_e32 v43.l, v55.l
	v_mov_b16_e32 v41.l, v55.l
	v_mov_b16_e32 v42.l, v55.l
	v_mov_b16_e32 v40.l, v55.l
	v_mov_b16_e32 v39.l, v55.l
	v_mov_b16_e32 v38.l, v55.l
	v_mov_b16_e32 v36.l, v55.l
	v_mov_b16_e32 v37.l, v55.l
	v_mov_b16_e32 v35.l, v55.l
	v_mov_b16_e32 v34.l, v55.l
	v_mov_b16_e32 v33.l, v55.l
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b16_e32 v33.l, 0
	v_mov_b32_e32 v8, 0
	v_mov_b16_e32 v34.l, v33.l
	v_mov_b16_e32 v35.l, v33.l
	v_mov_b16_e32 v37.l, v33.l
	v_mov_b16_e32 v36.l, v33.l
	v_mov_b16_e32 v38.l, v33.l
	v_mov_b16_e32 v39.l, v33.l
	v_mov_b16_e32 v40.l, v33.l
	v_mov_b16_e32 v42.l, v33.l
	v_mov_b16_e32 v41.l, v33.l
	v_mov_b16_e32 v43.l, v33.l
	v_mov_b16_e32 v44.l, v33.l
	v_mov_b16_e32 v45.l, v33.l
	v_mov_b16_e32 v47.l, v33.l
	v_mov_b16_e32 v46.l, v33.l
	v_mov_b16_e32 v48.l, v33.l
	v_mov_b16_e32 v49.l, v33.l
	v_mov_b16_e32 v50.l, v33.l
	v_mov_b16_e32 v52.l, v33.l
	v_mov_b16_e32 v51.l, v33.l
	v_mov_b16_e32 v53.l, v33.l
	v_mov_b16_e32 v54.l, v33.l
	v_mov_b16_e32 v56.l, v33.l
	v_mov_b16_e32 v58.l, v33.l
	v_mov_b16_e32 v57.l, v33.l
	v_mov_b16_e32 v59.l, v33.l
	v_mov_b16_e32 v60.l, v33.l
	v_mov_b16_e32 v61.l, v33.l
	v_mov_b16_e32 v64.l, v33.l
	v_mov_b16_e32 v63.l, v33.l
	v_mov_b16_e32 v62.l, v33.l
	v_mov_b16_e32 v55.l, v33.l
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v32, v8
	v_mov_b32_e32 v31, v8
	v_mov_b32_e32 v30, v8
	v_mov_b32_e32 v29, v8
	v_mov_b32_e32 v28, v8
	v_mov_b32_e32 v27, v8
	v_mov_b32_e32 v26, v8
	v_mov_b32_e32 v25, v8
	v_mov_b32_e32 v24, v8
	v_mov_b32_e32 v23, v8
	v_mov_b32_e32 v22, v8
	v_mov_b32_e32 v21, v8
	v_mov_b32_e32 v20, v8
	v_mov_b32_e32 v19, v8
	v_mov_b32_e32 v18, v8
	v_mov_b32_e32 v17, v8
	v_mov_b32_e32 v16, v8
	v_mov_b32_e32 v15, v8
	v_mov_b32_e32 v14, v8
	v_mov_b32_e32 v13, v8
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v11, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v9, v8
.LBB0_8:                                ; %._crit_edge112
	s_mul_i32 s3, s63, s4
	s_mul_i32 s5, s6, s2
	v_mul_lo_u32 v65, v185, s7
	s_add_i32 s5, s5, s3
	s_mul_i32 s3, s7, s80
	v_or_b32_e32 v68, s80, v185
	s_add_i32 s3, s3, s5
	s_and_b32 s57, s55, 0xffff
	v_add_nc_u32_e32 v67, s3, v193
	s_mov_b32 s56, s54
	v_cmp_gt_i32_e32 vcc_lo, s35, v68
	v_lshrrev_b32_e32 v66, 4, v0
	s_mul_i32 s5, s61, s2
	v_add_lshl_u32 v67, v67, v65, 1
	v_fma_mixlo_f16 v9, s33, v9, neg(0)
	v_fma_mixlo_f16 v10, s33, v10, neg(0)
	v_or_b32_e32 v66, 62, v66
	s_and_b32 s53, s53, 0xffff
	v_add_nc_u32_e32 v70, 4, v67
	v_add_nc_u32_e32 v72, 12, v67
	v_add_nc_u32_e32 v71, 8, v67
	v_add_nc_u32_e32 v73, 16, v67
	v_add_nc_u32_e32 v74, 20, v67
	v_cndmask_b32_e32 v70, 0x80000000, v70, vcc_lo
	v_cndmask_b32_e32 v72, 0x80000000, v72, vcc_lo
	v_cndmask_b32_e32 v68, 0x80000000, v67, vcc_lo
	v_cndmask_b32_e32 v71, 0x80000000, v71, vcc_lo
	v_add_nc_u32_e32 v75, 24, v67
	v_add_nc_u32_e32 v69, s3, v66
	s_mul_i32 s3, s60, s4
	buffer_store_b16 v55, v68, s[56:59], 0 offen
	v_cndmask_b32_e32 v55, 0x80000000, v73, vcc_lo
	s_clause 0x2
	buffer_store_b16 v62, v70, s[56:59], 0 offen
	buffer_store_b16 v63, v71, s[56:59], 0 offen
	buffer_store_b16 v64, v72, s[56:59], 0 offen
	v_dual_cndmask_b32 v62, 0x80000000, v74 :: v_dual_add_nc_u32 v63, 32, v67
	s_add_i32 s5, s5, s3
	buffer_store_b16 v61, v55, s[56:59], 0 offen
	v_add_nc_u32_e32 v61, 28, v67
	buffer_store_b16 v60, v62, s[56:59], 0 offen
	v_add_nc_u32_e32 v62, 44, v67
	v_cndmask_b32_e32 v55, 0x80000000, v75, vcc_lo
	s_mul_i32 s3, s62, s80
	s_mov_b32 s54, s58
	s_add_i32 s3, s3, s5
	s_mov_b32 s55, s59
	buffer_store_b16 v59, v55, s[56:59], 0 offen
	v_cndmask_b32_e32 v55, 0x80000000, v61, vcc_lo
	v_cndmask_b32_e32 v59, 0x80000000, v63, vcc_lo
	s_clause 0x1
	buffer_store_b16 v57, v55, s[56:59], 0 offen
	buffer_store_b16 v58, v59, s[56:59], 0 offen
	v_add_nc_u32_e32 v58, 52, v67
	v_add_nc_u32_e32 v60, 36, v67
	v_add_nc_u32_e32 v61, 40, v67
	v_add_nc_u32_e32 v57, 48, v67
	v_fma_mixlo_f16 v11, s33, v11, neg(0)
	v_fma_mixlo_f16 v12, s33, v12, neg(0)
	v_dual_cndmask_b32 v60, 0x80000000, v60 :: v_dual_cndmask_b32 v55, 0x80000000, v61
	v_fma_mixlo_f16 v13, s33, v13, neg(0)
	v_fma_mixlo_f16 v14, s33, v14, neg(0)
	v_fma_mixlo_f16 v15, s33, v15, neg(0)
	buffer_store_b16 v56, v60, s[56:59], 0 offen
	v_cndmask_b32_e32 v56, 0x80000000, v62, vcc_lo
	buffer_store_b16 v54, v55, s[56:59], 0 offen
	v_dual_cndmask_b32 v55, 0x80000000, v58 :: v_dual_add_nc_u32 v54, 56, v67
	v_fma_mixlo_f16 v16, s33, v16, neg(0)
	buffer_store_b16 v53, v56, s[56:59], 0 offen
	v_dual_cndmask_b32 v53, 0x80000000, v57 :: v_dual_add_nc_u32 v56, 60, v67
	v_dual_cndmask_b32 v54, 0x80000000, v54 :: v_dual_add_nc_u32 v57, 64, v67
	s_clause 0x1
	buffer_store_b16 v51, v53, s[56:59], 0 offen
	buffer_store_b16 v52, v55, s[56:59], 0 offen
	v_cndmask_b32_e32 v51, 0x80000000, v56, vcc_lo
	buffer_store_b16 v50, v54, s[56:59], 0 offen
	v_cndmask_b32_e32 v50, 0x80000000, v57, vcc_lo
	v_add_nc_u32_e32 v52, 0x44, v67
	v_add_nc_u32_e32 v53, 0x48, v67
	buffer_store_b16 v49, v51, s[56:59], 0 offen
	v_add_nc_u32_e32 v49, 0x4c, v67
	buffer_store_b16 v48, v50, s[56:59], 0 offen
	v_cndmask_b32_e32 v48, 0x80000000, v52, vcc_lo
	v_add_nc_u32_e32 v51, 0x50, v67
	v_add_nc_u32_e32 v52, 0x54, v67
	v_cndmask_b32_e32 v49, 0x80000000, v49, vcc_lo
	v_cndmask_b32_e32 v50, 0x80000000, v53, vcc_lo
	s_clause 0x1
	buffer_store_b16 v46, v48, s[56:59], 0 offen
	buffer_store_b16 v47, v50, s[56:59], 0 offen
	v_cndmask_b32_e32 v46, 0x80000000, v51, vcc_lo
	buffer_store_b16 v45, v49, s[56:59], 0 offen
	v_cndmask_b32_e32 v45, 0x80000000, v52, vcc_lo
	v_add_nc_u32_e32 v47, 0x58, v67
	v_add_nc_u32_e32 v48, 0x5c, v67
	buffer_store_b16 v44, v46, s[56:59], 0 offen
	v_add_nc_u32_e32 v44, 0x60, v67
	buffer_store_b16 v43, v45, s[56:59], 0 offen
	v_cndmask_b32_e32 v43, 0x80000000, v47, vcc_lo
	v_add_nc_u32_e32 v46, 0x64, v67
	v_cndmask_b32_e32 v45, 0x80000000, v48, vcc_lo
	v_cndmask_b32_e32 v44, 0x80000000, v44, vcc_lo
	v_add_nc_u32_e32 v47, 0x68, v67
	s_clause 0x1
	buffer_store_b16 v41, v43, s[56:59], 0 offen
	buffer_store_b16 v42, v45, s[56:59], 0 offen
	v_cndmask_b32_e32 v41, 0x80000000, v46, vcc_lo
	buffer_store_b16 v40, v44, s[56:59], 0 offen
	v_cndmask_b32_e32 v40, 0x80000000, v47, vcc_lo
	v_add_nc_u32_e32 v42, 0x6c, v67
	v_add_nc_u32_e32 v43, 0x70, v67
	buffer_store_b16 v39, v41, s[56:59], 0 offen
	v_add_nc_u32_e32 v39, 0x74, v67
	buffer_store_b16 v38, v40, s[56:59], 0 offen
	v_cndmask_b32_e32 v38, 0x80000000, v42, vcc_lo
	v_add_nc_u32_e32 v41, 0x78, v67
	v_add_lshl_u32 v42, v69, v65, 1
	v_cndmask_b32_e32 v39, 0x80000000, v39, vcc_lo
	v_cndmask_b32_e32 v40, 0x80000000, v43, vcc_lo
	s_clause 0x1
	buffer_store_b16 v36, v38, s[56:59], 0 offen
	buffer_store_b16 v37, v40, s[56:59], 0 offen
	v_cndmask_b32_e32 v36, 0x80000000, v41, vcc_lo
	buffer_store_b16 v35, v39, s[56:59], 0 offen
	v_cndmask_b32_e32 v35, 0x80000000, v42, vcc_lo
	v_fma_mixlo_f16 v17, s33, v17, neg(0)
	v_fma_mixlo_f16 v18, s33, v18, neg(0)
	buffer_store_b16 v34, v36, s[56:59], 0 offen
	v_add_nc_u32_e32 v34, s3, v193
	buffer_store_b16 v33, v35, s[56:59], 0 offen
	v_mul_lo_u32 v33, v185, s62
	v_fma_mixlo_f16 v19, s33, v19, neg(0)
	v_fma_mixlo_f16 v20, s33, v20, neg(0)
	v_fma_mixlo_f16 v21, s33, v21, neg(0)
	v_fma_mixlo_f16 v22, s33, v22, neg(0)
	v_fma_mixlo_f16 v23, s33, v23, neg(0)
	v_fma_mixlo_f16 v24, s33, v24, neg(0)
	v_fma_mixlo_f16 v25, s33, v25, neg(0)
	v_add_lshl_u32 v34, v34, v33, 1
	v_fma_mixlo_f16 v26, s33, v26, neg(0)
	v_fma_mixlo_f16 v27, s33, v27, neg(0)
	v_fma_mixlo_f16 v28, s33, v28, neg(0)
	v_fma_mixlo_f16 v29, s33, v29, neg(0)
	v_add_nc_u32_e32 v36, 4, v34
	v_cndmask_b32_e32 v37, 0x80000000, v34, vcc_lo
	v_add_nc_u32_e32 v38, 24, v34
	v_fma_mixlo_f16 v30, s33, v30, neg(0)
	v_fma_mixlo_f16 v31, s33, v31, neg(0)
	v_cndmask_b32_e32 v36, 0x80000000, v36, vcc_lo
	s_clause 0x1
	buffer_store_b16 v9, v37, s[52:55], 0 offen
	buffer_store_b16 v10, v36, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 8, v34
	v_add_nc_u32_e32 v10, 12, v34
	v_add_nc_u32_e32 v37, 20, v34
	v_add_nc_u32_e32 v36, 16, v34
	v_dual_cndmask_b32 v38, 0x80000000, v38 :: v_dual_cndmask_b32 v9, 0x80000000, v9
	v_dual_cndmask_b32 v10, 0x80000000, v10 :: v_dual_cndmask_b32 v37, 0x80000000, v37
	v_cndmask_b32_e32 v36, 0x80000000, v36, vcc_lo
	s_clause 0x4
	buffer_store_b16 v11, v9, s[52:55], 0 offen
	buffer_store_b16 v12, v10, s[52:55], 0 offen
	buffer_store_b16 v13, v36, s[52:55], 0 offen
	buffer_store_b16 v14, v37, s[52:55], 0 offen
	buffer_store_b16 v15, v38, s[52:55], 0 offen
	v_add_nc_u32_e32 v12, 40, v34
	v_add_nc_u32_e32 v9, 28, v34
	v_add_nc_u32_e32 v10, 32, v34
	v_add_nc_u32_e32 v11, 36, v34
	v_dual_cndmask_b32 v12, 0x80000000, v12 :: v_dual_add_nc_u32 v13, 44, v34
	v_dual_cndmask_b32 v9, 0x80000000, v9 :: v_dual_cndmask_b32 v10, 0x80000000, v10
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v16, v9, s[52:55], 0 offen
	buffer_store_b16 v17, v10, s[52:55], 0 offen
	buffer_store_b16 v18, v11, s[52:55], 0 offen
	buffer_store_b16 v19, v12, s[52:55], 0 offen
	buffer_store_b16 v20, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 48, v34
	v_add_nc_u32_e32 v10, 52, v34
	v_add_nc_u32_e32 v11, 56, v34
	v_add_nc_u32_e32 v12, 60, v34
	v_add_nc_u32_e32 v13, 64, v34
	v_dual_cndmask_b32 v9, 0x80000000, v9 :: v_dual_cndmask_b32 v10, 0x80000000, v10
	v_dual_cndmask_b32 v11, 0x80000000, v11 :: v_dual_cndmask_b32 v12, 0x80000000, v12
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v21, v9, s[52:55], 0 offen
	buffer_store_b16 v22, v10, s[52:55], 0 offen
	buffer_store_b16 v23, v11, s[52:55], 0 offen
	buffer_store_b16 v24, v12, s[52:55], 0 offen
	buffer_store_b16 v25, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 0x44, v34
	v_add_nc_u32_e32 v10, 0x48, v34
	v_add_nc_u32_e32 v11, 0x4c, v34
	v_add_nc_u32_e32 v12, 0x50, v34
	v_add_nc_u32_e32 v13, 0x54, v34
	v_dual_cndmask_b32 v9, 0x80000000, v9 :: v_dual_cndmask_b32 v10, 0x80000000, v10
	v_dual_cndmask_b32 v11, 0x80000000, v11 :: v_dual_cndmask_b32 v12, 0x80000000, v12
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v26, v9, s[52:55], 0 offen
	buffer_store_b16 v27, v10, s[52:55], 0 offen
	buffer_store_b16 v28, v11, s[52:55], 0 offen
	buffer_store_b16 v29, v12, s[52:55], 0 offen
	buffer_store_b16 v30, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 0x58, v34
	v_add_nc_u32_e32 v10, 0x5c, v34
	v_add_nc_u32_e32 v11, 0x60, v34
	v_add_nc_u32_e32 v12, 0x64, v34
	v_add_nc_u32_e32 v13, 0x68, v34
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_fma_mixlo_f16 v32, s33, v32, neg(0)
	v_dual_cndmask_b32 v10, 0x80000000, v10 :: v_dual_cndmask_b32 v11, 0x80000000, v11
	v_fma_mixlo_f16 v1, s33, v1, neg(0)
	v_fma_mixlo_f16 v2, s33, v2, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_add_nc_u32_e32 v35, s3, v66
	v_fma_mixlo_f16 v3, s33, v3, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v31, v9, s[52:55], 0 offen
	buffer_store_b16 v32, v10, s[52:55], 0 offen
	buffer_store_b16 v1, v11, s[52:55], 0 offen
	buffer_store_b16 v2, v12, s[52:55], 0 offen
	buffer_store_b16 v3, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v1, 0x6c, v34
	v_add_nc_u32_e32 v2, 0x70, v34
	v_add_nc_u32_e32 v3, 0x74, v34
	v_add_nc_u32_e32 v9, 0x78, v34
	v_add_lshl_u32 v10, v35, v33, 1
	v_fma_mixlo_f16 v4, s33, v4, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_fma_mixlo_f16 v5, s33, v5, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_fma_mixlo_f16 v6, s33, v6, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_fma_mixlo_f16 v7, s33, v7, neg(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_fma_mixlo_f16 v8, s33, v8, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	s_clause 0x4
	buffer_store_b16 v4, v1, s[52:55], 0 offen
	buffer_store_b16 v5, v2, s[52:55], 0 offen
	buffer_store_b16 v6, v3, s[52:55], 0 offen
	buffer_store_b16 v7, v9, s[52:55], 0 offen
	buffer_store_b16 v8, v10, s[52:55], 0 offen
.LBB0_9:
	s_cmp_ge_i32 s80, s34
	s_cbranch_scc1 .LBB0_15
; %bb.10:
	s_cmp_eq_u32 s2, 0x7fffffff
	s_cbranch_scc1 .LBB0_15
; %bb.11:                               ; %.lr.ph186
	v_and_b32_e32 v65, 7, v0
	s_mul_i32 s3, s12, s4
	s_mul_i32 s12, s46, s80
	v_or_b32_e32 v10, s80, v189
	s_mul_i32 s7, s30, s4
	v_lshlrev_b32_e32 v97, 3, v65
	v_lshlrev_b32_e32 v23, 4, v188
	s_mul_i32 s5, s14, s80
	v_cmp_gt_i32_e32 vcc_lo, s34, v10
	v_or_b32_e32 v9, s80, v190
	v_or_b32_e32 v17, s12, v97
	s_mul_i32 s12, s2, s31
	v_or_b32_e32 v8, s80, v191
	s_add_i32 s12, s12, s7
	v_or_b32_e32 v7, s80, v192
	v_mad_u64_u32 v[18:19], null, v189, s46, v[17:18]
	s_mov_b32 s27, 0x31027000
	s_mov_b32 s26, 0x7ffffffe
	s_and_b32 s49, s49, 0xffff
	v_cmp_gt_i32_e64 s6, s34, v7
	s_mov_b32 s50, s26
	s_mov_b32 s51, s27
	s_and_b32 s45, s45, 0xffff
	v_mad_u64_u32 v[19:20], null, v190, s46, v[17:18]
	v_mad_u64_u32 v[20:21], null, v191, s46, v[17:18]
	v_mad_u64_u32 v[21:22], null, v192, s46, v[17:18]
	v_add_lshl_u32 v18, s12, v18, 1
	v_lshlrev_b32_e32 v66, 1, v188
	s_mov_b32 s46, s26
	s_mov_b32 s47, s27
	s_load_b64 s[20:21], s[0:1], 0x28
	v_add_lshl_u32 v19, s12, v19, 1
	v_and_b32_e32 v24, 0x70, v66
	v_add_lshl_u32 v20, s12, v20, 1
	v_add_lshl_u32 v21, s12, v21, 1
	s_mov_b32 s12, 0
	v_xor_b32_e32 v17, v24, v23
	v_dual_mov_b32 v24, 0 :: v_dual_lshlrev_b32 v67, 7, v187
	v_lshlrev_b32_e32 v68, 4, v65
	v_dual_mov_b32 v56, v24 :: v_dual_add_nc_u32 v113, 0, v17
	v_mov_b32_e32 v22, v24
	v_or_b32_e32 v1, s5, v97
	s_mul_i32 s5, s2, s13
	v_cndmask_b32_e32 v17, 0x80000000, v18, vcc_lo
	s_add_i32 s5, s5, s3
	v_cmp_gt_i32_e64 s3, s34, v9
	v_mad_u64_u32 v[2:3], null, v189, s14, v[1:2]
	v_mov_b32_e32 v23, v24
	v_mov_b32_e32 v54, v24
	v_mov_b32_e32 v55, v24
	v_cndmask_b32_e64 v18, 0x80000000, v19, s3
	v_mov_b32_e32 v53, v24
	v_mov_b32_e32 v51, v24
	v_mov_b32_e32 v49, v24
	v_mad_u64_u32 v[3:4], null, v190, s14, v[1:2]
	v_mad_u64_u32 v[4:5], null, v191, s14, v[1:2]
	v_mad_u64_u32 v[5:6], null, v192, s14, v[1:2]
	v_add_lshl_u32 v1, s5, v2, 1
	v_mov_b32_e32 v63, v24
	v_mov_b32_e32 v61, v24
	v_mov_b32_e32 v59, v24
	v_mov_b32_e32 v57, v24
	v_add_lshl_u32 v2, s5, v3, 1
	v_add_lshl_u32 v3, s5, v4, 1
	v_add_lshl_u32 v4, s5, v5, 1
	v_cmp_gt_i32_e64 s5, s34, v8
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_cndmask_b32_e64 v5, 0x80000000, v2, s3
	v_mov_b32_e32 v47, v24
	v_cndmask_b32_e64 v13, 0x80000000, v4, s6
	v_cndmask_b32_e64 v9, 0x80000000, v3, s5
	s_clause 0x3
	buffer_load_b128 v[1:4], v1, s[48:51], 0 offen
	buffer_load_b128 v[5:8], v5, s[48:51], 0 offen
	buffer_load_b128 v[9:12], v9, s[48:51], 0 offen
	buffer_load_b128 v[13:16], v13, s[48:51], 0 offen
	v_cndmask_b32_e64 v19, 0x80000000, v20, s5
	v_cndmask_b32_e64 v20, 0x80000000, v21, s6
	s_lshl_b32 s5, s82, 6
	v_mov_b32_e32 v46, v24
	v_mov_b32_e32 v45, v24
	v_mov_b32_e32 v44, v24
	v_mov_b32_e32 v43, v24
	v_mov_b32_e32 v42, v24
	v_mov_b32_e32 v41, v24
	s_add_i32 s3, s35, 15
	s_waitcnt lgkmcnt(0)
	s_and_b32 s21, s21, 0xffff
	s_cmp_lt_i32 s3, 16
	v_mov_b32_e32 v64, v24
	v_mov_b32_e32 v62, v24
	v_mov_b32_e32 v60, v24
	v_mov_b32_e32 v58, v24
	v_mov_b32_e32 v48, v24
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v113, v[1:4]
	ds_store_b128 v113, v[5:8] offset:2048
	ds_store_b128 v113, v[9:12] offset:4096
	ds_store_b128 v113, v[13:16] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x3
	buffer_load_b128 v[98:101], v17, s[44:47], 0 offen
	buffer_load_b128 v[102:105], v18, s[44:47], 0 offen
	buffer_load_b128 v[106:109], v19, s[44:47], 0 offen
	buffer_load_b128 v[114:117], v20, s[44:47], 0 offen
	v_or_b32_e32 v1, s80, v185
	v_mov_b32_e32 v20, v24
	v_mov_b32_e32 v19, v24
	v_mov_b32_e32 v18, v24
	v_mov_b32_e32 v17, v24
	v_cmp_gt_i32_e32 vcc_lo, s34, v1
	v_or3_b32 v1, s5, v67, v68
	v_dual_mov_b32 v52, v24 :: v_dual_add_nc_u32 v89, 0, v1
	v_xor_b32_e32 v2, 16, v1
	v_xor_b32_e32 v3, 32, v1
	v_xor_b32_e32 v4, 48, v1
	v_xor_b32_e32 v5, 64, v1
	v_xor_b32_e32 v6, 0x50, v1
	v_xor_b32_e32 v7, 0x60, v1
	v_xor_b32_e32 v1, 0x70, v1
	v_dual_mov_b32 v50, v24 :: v_dual_add_nc_u32 v93, 0, v2
	v_add_nc_u32_e32 v81, 0, v3
	v_add_nc_u32_e32 v85, 0, v4
	v_add_nc_u32_e32 v73, 0, v5
	v_dual_mov_b32 v21, v24 :: v_dual_add_nc_u32 v70, 0, v1
	v_add_nc_u32_e32 v77, 0, v6
	v_add_nc_u32_e32 v69, 0, v7
	ds_load_b128 v[1:4], v89
	ds_load_b128 v[5:8], v93
	ds_load_b128 v[9:12], v81
	ds_load_b128 v[13:16], v85
	ds_load_b128 v[25:28], v73
	ds_load_b128 v[29:32], v77
	ds_load_b128 v[33:36], v69
	ds_load_b128 v[37:40], v70
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v113, v[98:101]
	ds_store_b128 v113, v[102:105] offset:2048
	ds_store_b128 v113, v[106:109] offset:4096
	ds_store_b128 v113, v[114:117] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_14
; %bb.12:                               ; %.lr.ph122
	s_mul_i32 s5, s40, s4
	s_mul_i32 s6, s2, s41
	s_add_i32 s5, s5, s80
	s_and_b32 s17, s9, 0xffff
	s_add_i32 s6, s6, s5
	s_mul_i32 s5, s42, s4
	v_add_lshl_u32 v17, s6, v185, 2
	s_mul_i32 s6, s2, s43
	s_add_i32 s5, s5, s80
	s_mov_b32 s16, s8
	s_add_i32 s6, s6, s5
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
	v_add_lshl_u32 v18, s6, v185, 2
	s_mov_b32 s18, s26
	s_mov_b32 s19, s27
	s_and_b32 s9, s11, 0xffff
	buffer_load_b32 v114, v17, s[16:19], 0 offen
	v_dual_cndmask_b32 v17, 0x80000000, v18 :: v_dual_lshlrev_b32 v98, 8, v65
	s_mov_b32 s8, s10
	s_mov_b32 s10, s26
	s_mov_b32 s11, s27
	v_dual_mov_b32 v41, 0 :: v_dual_and_b32 v24, 0xbc, v66
	buffer_load_b32 v115, v17, s[8:11], 0 offen
	v_dual_mov_b32 v20, 0x5410 :: v_dual_lshlrev_b32 v17, 6, v0
	v_dual_mov_b32 v42, v41 :: v_dual_and_b32 v19, 16, v0
	s_ashr_i32 s8, s3, 31
	v_dual_mov_b32 v100, 0x7632 :: v_dual_lshlrev_b32 v99, 2, v65
	s_lshr_b32 s8, s8, 28
	v_lshlrev_b32_e32 v18, 3, v0
	s_add_i32 s8, s3, s8
	v_dual_mov_b32 v46, v41 :: v_dual_and_b32 v101, 64, v17
	v_cmp_eq_u32_e64 s3, 0, v19
	s_lshr_b32 s5, s83, 4
	v_dual_mov_b32 v44, v41 :: v_dual_add_nc_u32 v21, s82, v186
	s_and_b32 s5, s5, 2
	v_or_b32_e32 v116, v67, v68
	ds_load_b128 v[65:68], v69
	ds_load_b128 v[69:72], v70
	ds_load_b128 v[73:76], v73
	ds_load_b128 v[77:80], v77
	ds_load_b128 v[81:84], v81
	ds_load_b128 v[85:88], v85
	ds_load_b128 v[89:92], v89
	ds_load_b128 v[93:96], v93
	v_dual_mov_b32 v43, v41 :: v_dual_and_b32 v102, 64, v18
	v_cndmask_b32_e64 v110, 0x1054, v20, s3
	v_or3_b32 v118, v101, s5, v24
	v_cndmask_b32_e64 v24, 0x3276, v100, s3
	v_lshrrev_b32_e32 v117, 3, v21
	v_or3_b32 v119, v98, v102, v99
	v_lshl_or_b32 v98, v110, 8, v110
	v_xor_b32_e32 v103, 16, v116
	v_lshl_or_b32 v24, v24, 8, v24
	v_mul_lo_u32 v99, s81, v117
	v_mul_lo_u32 v100, s37, v117
	v_xor_b32_e32 v104, 32, v116
	v_xor_b32_e32 v105, 48, v116
	v_xor_b32_e32 v106, 64, v116
	v_xor_b32_e32 v107, 0x50, v116
	v_xor_b32_e32 v108, 0x60, v116
	v_xor_b32_e32 v109, 0x70, v116
	v_dual_mov_b32 v61, v41 :: v_dual_and_b32 v98, 0x540054, v98
	v_dual_mov_b32 v63, v41 :: v_dual_and_b32 v24, 0x760076, v24
	s_mul_i32 s9, s15, s4
	s_mul_i32 s10, s36, s2
	s_mul_i32 s11, s38, s4
	s_mul_i32 s18, s39, s2
	v_dual_mov_b32 v45, v41 :: v_dual_add_nc_u32 v120, 0, v103
	v_dual_mov_b32 v47, v41 :: v_dual_add_nc_u32 v122, 0, v105
	v_dual_mov_b32 v48, v41 :: v_dual_add_nc_u32 v121, 0, v104
	v_dual_mov_b32 v57, v41 :: v_dual_add_nc_u32 v124, 0, v107
	v_dual_mov_b32 v58, v41 :: v_dual_add_nc_u32 v123, 0, v106
	v_dual_mov_b32 v59, v41 :: v_dual_add_nc_u32 v126, 0, v109
	v_dual_mov_b32 v60, v41 :: v_dual_add_nc_u32 v125, 0, v108
	v_xor_b32_e32 v101, 4, v118
	v_xor_b32_e32 v102, 8, v118
	v_xor_b32_e32 v103, 12, v118
	v_xor_b32_e32 v104, 16, v118
	v_xor_b32_e32 v105, 20, v118
	v_xor_b32_e32 v106, 24, v118
	v_xor_b32_e32 v107, 28, v118
	v_xor_b32_e32 v108, 16, v119
	v_xor_b32_e32 v109, 4, v119
	v_xor_b32_e32 v110, 20, v119
	v_xor_b32_e32 v111, 8, v119
	v_xor_b32_e32 v112, 24, v119
	v_xor_b32_e32 v139, 12, v119
	v_xor_b32_e32 v140, 28, v119
	v_add3_u32 v99, s18, s11, v99
	v_add3_u32 v100, s10, s9, v100
	v_lshl_or_b32 v98, v98, 4, v98
	v_lshl_or_b32 v24, v24, 4, v24
	v_dual_mov_b32 v62, v41 :: v_dual_add_nc_u32 v127, 0, v101
	v_dual_mov_b32 v64, v41 :: v_dual_add_nc_u32 v129, 0, v103
	v_dual_mov_b32 v49, v41 :: v_dual_add_nc_u32 v128, 0, v102
	v_dual_mov_b32 v50, v41 :: v_dual_add_nc_u32 v131, 0, v105
	v_dual_mov_b32 v51, v41 :: v_dual_add_nc_u32 v130, 0, v104
	v_dual_mov_b32 v52, v41 :: v_dual_add_nc_u32 v133, 0, v107
	v_dual_mov_b32 v53, v41 :: v_dual_add_nc_u32 v132, 0, v106
	v_dual_mov_b32 v54, v41 :: v_dual_add_nc_u32 v135, 0, v109
	v_dual_mov_b32 v55, v41 :: v_dual_add_nc_u32 v134, 0, v108
	v_dual_mov_b32 v56, v41 :: v_dual_add_nc_u32 v137, 0, v111
	v_dual_mov_b32 v17, v41 :: v_dual_add_nc_u32 v136, 0, v110
	v_dual_mov_b32 v18, v41 :: v_dual_add_nc_u32 v139, 0, v139
	v_dual_mov_b32 v19, v41 :: v_dual_add_nc_u32 v138, 0, v112
	v_dual_mov_b32 v20, v41 :: v_dual_and_b32 v143, 0x5040504, v98
	v_dual_mov_b32 v21, v41 :: v_dual_add_nc_u32 v140, 0, v140
	v_mov_b32_e32 v22, v41
	v_dual_mov_b32 v23, v41 :: v_dual_and_b32 v144, 0x7060706, v24
	v_add_lshl_u32 v141, v99, v97, 1
	v_add_lshl_u32 v142, v100, v97, 1
	v_mov_b32_e32 v24, v41
	s_and_b32 s25, s25, 0xffff
	s_and_b32 s29, s29, 0xffff
	s_lshl_b32 s6, s81, 5
	s_lshl_b32 s7, s37, 5
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	s_mov_b32 s16, s12
	s_mov_b32 s17, s12
	s_ashr_i32 s8, s8, 4
	s_mov_b32 s18, s12
	s_mov_b32 s19, s12
	s_mov_b32 s9, 0x76543210
	s_waitcnt vmcnt(1)
	v_cmp_eq_f32_e64 s3, 0xff800000, v114
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e64 s5, s35, v117
	s_mov_b32 s30, s26
	s_mov_b32 s31, s27
	v_dual_mov_b32 v103, s18 :: v_dual_add_nc_u32 v146, 0, v119
	v_cndmask_b32_e64 v97, 0x80000000, v142, s5
	v_cndmask_b32_e64 v98, 0x80000000, v141, s5
	v_dual_mov_b32 v102, s17 :: v_dual_add_nc_u32 v145, 0, v116
	v_dual_mov_b32 v101, s16 :: v_dual_mov_b32 v100, s15
	buffer_load_b128 v[105:108], v97, s[24:27], 0 offen
	v_dual_mov_b32 v104, s19 :: v_dual_add_nc_u32 v97, 0, v118
	v_mov_b32_e32 v99, s14
	s_add_i32 s8, s8, -1
	v_add_nc_u32_e32 v142, s7, v142
	s_cmp_lg_u32 s8, 0
	v_add_nc_u32_e32 v141, s6, v141
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v97, v105
	ds_store_b16_d16_hi v127, v105 offset:256
	ds_store_b16 v128, v106 offset:512
	ds_store_b16_d16_hi v129, v106 offset:768
	ds_store_b16 v130, v107 offset:1024
	ds_store_b16_d16_hi v131, v107 offset:1280
	ds_store_b16 v132, v108 offset:1536
	ds_store_b16_d16_hi v133, v108 offset:1792
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	buffer_load_b128 v[109:112], v98, s[28:31], 0 offen
	ds_load_2addr_b32 v[148:149], v146 offset1:8
	ds_load_2addr_b32 v[150:151], v134 offset1:8
	ds_load_2addr_b32 v[152:153], v146 offset0:32 offset1:40
	ds_load_2addr_b32 v[154:155], v134 offset0:32 offset1:40
	ds_load_2addr_b32 v[156:157], v135 offset1:8
	ds_load_2addr_b32 v[160:161], v135 offset0:32 offset1:40
	ds_load_2addr_b32 v[158:159], v136 offset1:8
	ds_load_2addr_b32 v[162:163], v136 offset0:32 offset1:40
	ds_load_2addr_b32 v[164:165], v137 offset1:8
	ds_load_2addr_b32 v[168:169], v137 offset0:32 offset1:40
	ds_load_2addr_b32 v[166:167], v138 offset1:8
	ds_load_2addr_b32 v[170:171], v138 offset0:32 offset1:40
	ds_load_2addr_b32 v[172:173], v139 offset1:8
	ds_load_2addr_b32 v[176:177], v139 offset0:32 offset1:40
	ds_load_2addr_b32 v[174:175], v140 offset1:8
	ds_load_2addr_b32 v[178:179], v140 offset0:32 offset1:40
	v_dual_mov_b32 v98, s13 :: v_dual_mov_b32 v97, s12
	s_waitcnt lgkmcnt(15)
	v_mov_b16_e64 v146.l, v148.l
	s_waitcnt lgkmcnt(14)
	v_lshrrev_b32_e32 v181, 16, v151
	v_lshrrev_b32_e32 v180, 16, v150
	s_waitcnt lgkmcnt(12)
	v_mov_b16_e64 v151.h, v155.l
	v_lshrrev_b32_e32 v182, 16, v154
	v_lshrrev_b32_e32 v183, 16, v155
	s_waitcnt lgkmcnt(9)
	v_lshrrev_b32_e32 v186, 16, v159
	s_waitcnt lgkmcnt(8)
	v_lshrrev_b32_e32 v187, 16, v162
	v_lshrrev_b32_e32 v188, 16, v163
	v_mov_b16_e64 v154.h, v158.l
	s_waitcnt lgkmcnt(5)
	v_lshrrev_b32_e32 v189, 16, v166
	v_lshrrev_b32_e32 v190, 16, v167
	s_waitcnt lgkmcnt(4)
	v_lshrrev_b32_e32 v191, 16, v170
	v_lshrrev_b32_e32 v192, 16, v171
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v193, 16, v174
	v_lshrrev_b32_e32 v194, 16, v175
	v_mov_b16_e64 v155.l, v157.l
	v_mov_b16_e64 v155.h, v159.l
	v_lshrrev_b32_e32 v184, 16, v158
	v_lshrrev_b32_e32 v157, 16, v157
	v_mov_b16_e64 v158.l, v160.l
	v_mov_b16_e64 v158.h, v162.l
	v_mov_b16_e64 v159.l, v161.l
	v_mov_b16_e64 v159.h, v163.l
	v_lshrrev_b32_e32 v160, 16, v160
	v_lshrrev_b32_e32 v161, 16, v161
	v_mov_b16_e64 v162.l, v164.l
	v_mov_b16_e64 v162.h, v166.l
	v_mov_b16_e64 v163.l, v165.l
	v_mov_b16_e64 v163.h, v167.l
	v_lshrrev_b32_e32 v164, 16, v164
	v_lshrrev_b32_e32 v165, 16, v165
	v_mov_b16_e64 v166.l, v168.l
	v_mov_b16_e64 v166.h, v170.l
	v_mov_b16_e64 v167.l, v169.l
	v_mov_b16_e64 v167.h, v171.l
	v_lshrrev_b32_e32 v168, 16, v168
	v_lshrrev_b32_e32 v169, 16, v169
	v_mov_b16_e64 v170.l, v172.l
	v_mov_b16_e64 v171.l, v173.l
	v_lshrrev_b32_e32 v172, 16, v172
	v_lshrrev_b32_e32 v173, 16, v173
	v_mov_b16_e64 v157.h, v186.l
	v_mov_b16_e64 v160.h, v187.l
	v_mov_b16_e64 v161.h, v188.l
	v_mov_b16_e64 v164.h, v189.l
	v_mov_b16_e64 v165.h, v190.l
	v_mov_b16_e64 v168.h, v191.l
	v_mov_b16_e64 v169.h, v192.l
	v_mov_b16_e64 v172.h, v193.l
	v_mov_b16_e64 v173.h, v194.l
	s_waitcnt lgkmcnt(0)
	v_mov_b16_e64 v174.h, v178.l
	v_mov_b16_e64 v175.h, v179.l
	v_lshrrev_b32_e32 v178, 16, v178
	v_lshrrev_b32_e32 v179, 16, v179
	v_mov_b16_e64 v146.h, v150.l
	v_mov_b16_e64 v147.l, v149.l
	v_mov_b16_e64 v147.h, v151.l
	v_lshrrev_b32_e32 v148, 16, v148
	v_lshrrev_b32_e32 v149, 16, v149
	v_mov_b16_e64 v150.l, v152.l
	v_mov_b16_e64 v150.h, v154.l
	v_mov_b16_e64 v151.l, v153.l
	v_lshrrev_b32_e32 v152, 16, v152
	v_lshrrev_b32_e32 v153, 16, v153
	v_mov_b16_e64 v154.l, v156.l
	v_lshrrev_b32_e32 v156, 16, v156
	v_mov_b16_e64 v170.h, v174.l
	v_mov_b16_e64 v171.h, v175.l
	v_mov_b16_e64 v174.l, v176.l
	v_mov_b16_e64 v175.l, v177.l
	v_lshrrev_b32_e32 v176, 16, v176
	v_lshrrev_b32_e32 v177, 16, v177
	v_mov_b16_e64 v148.h, v180.l
	v_mov_b16_e64 v149.h, v181.l
	v_mov_b16_e64 v152.h, v182.l
	v_mov_b16_e64 v153.h, v183.l
	v_mov_b16_e64 v156.h, v184.l
	v_mov_b16_e64 v176.h, v178.l
	v_mov_b16_e64 v177.h, v179.l
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v113, v[105:108]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[186:189], v145
	ds_load_b128 v[190:193], v120
	ds_load_b128 v[194:197], v121
	ds_load_b128 v[198:201], v122
	ds_load_b128 v[202:205], v123
	ds_load_b128 v[206:209], v124
	ds_load_b128 v[210:213], v125
	ds_load_b128 v[214:217], v126
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[218:225], v[186:193], v[1:8], v[97:104]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[218:225], v[194:201], v[9:16], v[218:225]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[218:225], v[202:209], v[25:32], v[218:225]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v113, v[109:112]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[105:108], v145
	ds_load_b128 v[109:112], v120
	ds_load_b128 v[186:189], v121
	ds_load_b128 v[190:193], v122
	ds_load_b128 v[226:229], v123
	ds_load_b128 v[230:233], v124
	ds_load_b128 v[234:237], v125
	ds_load_b128 v[238:241], v126
	v_wmma_f32_16x16x16_f16 v[218:225], v[210:217], v[33:40], v[218:225]
	v_fma_f32 v145, s33, v218, -v114
	v_fma_f32 v178, s33, v219, -v114
	v_fma_f32 v179, s33, v220, -v114
	v_fma_f32 v180, s33, v221, -v114
	v_fma_f32 v181, s33, v222, -v114
	v_fma_f32 v182, s33, v223, -v114
	v_fma_f32 v183, s33, v224, -v114
	v_fma_f32 v184, s33, v225, -v114
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[194:201], v[105:112], v[89:96], v[97:104]
	v_dual_mul_f32 v98, 0x3fb8aa3b, v178 :: v_dual_add_nc_u32 v117, 16, v117
	v_dual_mul_f32 v97, 0x3fb8aa3b, v145 :: v_dual_mul_f32 v100, 0x3fb8aa3b, v180
	v_dual_mul_f32 v99, 0x3fb8aa3b, v179 :: v_dual_mul_f32 v102, 0x3fb8aa3b, v182
	v_dual_mul_f32 v101, 0x3fb8aa3b, v181 :: v_dual_mul_f32 v104, 0x3fb8aa3b, v184
	v_mul_f32_e32 v103, 0x3fb8aa3b, v183
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[194:201], v[186:193], v[81:88], v[194:201]
	v_cndmask_b32_e64 v97, v97, 0xff800000, s3
	v_cndmask_b32_e64 v98, v98, 0xff800000, s3
	v_cndmask_b32_e64 v99, v99, 0xff800000, s3
	v_cndmask_b32_e64 v100, v100, 0xff800000, s3
	v_cndmask_b32_e64 v101, v101, 0xff800000, s3
	v_cndmask_b32_e64 v102, v102, 0xff800000, s3
	v_cndmask_b32_e64 v103, v103, 0xff800000, s3
	v_cndmask_b32_e64 v104, v104, 0xff800000, s3
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[194:201], v[226:233], v[73:80], v[194:201]
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v100, v100
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[194:201], v[234:241], v[65:72], v[194:201]
	v_exp_f32_e32 v101, v101
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v104, v104
	v_sub_f32_e32 v105, v194, v115
	v_sub_f32_e32 v106, v195, v115
	v_sub_f32_e32 v107, v196, v115
	v_sub_f32_e32 v108, v197, v115
	v_sub_f32_e32 v109, v198, v115
	v_sub_f32_e32 v110, v199, v115
	v_sub_f32_e32 v111, v200, v115
	v_sub_f32_e32 v112, v201, v115
	v_fma_mixlo_f16 v105, v97, v105, neg(0)
	v_fma_mixhi_f16 v105, v98, v106, neg(0)
	v_fma_mixlo_f16 v106, v99, v107, neg(0)
	v_fma_mixhi_f16 v106, v100, v108, neg(0)
	v_fma_mixlo_f16 v107, v101, v109, neg(0)
	v_fma_mixhi_f16 v107, v102, v110, neg(0)
	v_fma_mixlo_f16 v108, v103, v111, neg(0)
	v_fma_mixhi_f16 v108, v104, v112, neg(0)
	v_permlanex16_b32 v98, v105, s9, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v100, v106, s9, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v102, v107, s9, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v104, v108, s9, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v97, v98, v105, v143
	v_perm_b32 v98, v98, v105, v144
	v_perm_b32 v99, v100, v106, v143
	v_perm_b32 v100, v100, v106, v144
	v_perm_b32 v101, v102, v107, v143
	v_perm_b32 v102, v102, v107, v144
	v_perm_b32 v103, v104, v108, v143
	v_perm_b32 v104, v104, v108, v144
	v_wmma_f32_16x16x16_f16 v[41:48], v[146:153], v[97:104], v[41:48]
	v_wmma_f32_16x16x16_f16 v[57:64], v[154:161], v[97:104], v[57:64]
	v_wmma_f32_16x16x16_f16 v[49:56], v[162:169], v[97:104], v[49:56]
	v_wmma_f32_16x16x16_f16 v[17:24], v[170:177], v[97:104], v[17:24]
	s_cbranch_scc1 .LBB0_13
.LBB0_14:                               ; %Flow350
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x7c
	s_load_b64 s[0:1], s[0:1], 0x74
	v_lshrrev_b32_e32 v0, 4, v0
	s_mov_b32 s22, s26
	s_mov_b32 s23, s27
	v_fma_mixlo_f16 v49, s33, v49, neg(0)
	v_fma_mixlo_f16 v50, s33, v50, neg(0)
	v_fma_mixlo_f16 v51, s33, v51, neg(0)
	v_fma_mixlo_f16 v52, s33, v52, neg(0)
	v_fma_mixlo_f16 v53, s33, v53, neg(0)
	v_fma_mixlo_f16 v54, s33, v54, neg(0)
	v_fma_mixlo_f16 v55, s33, v55, neg(0)
	v_fma_mixlo_f16 v56, s33, v56, neg(0)
	v_fma_mixlo_f16 v17, s33, v17, neg(0)
	v_fma_mixlo_f16 v18, s33, v18, neg(0)
	v_fma_mixlo_f16 v19, s33, v19, neg(0)
	v_fma_mixlo_f16 v20, s33, v20, neg(0)
	v_fma_mixlo_f16 v21, s33, v21, neg(0)
	v_fma_mixlo_f16 v22, s33, v22, neg(0)
	v_fma_mixlo_f16 v23, s33, v23, neg(0)
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v185, s3
	s_mul_i32 s3, s3, s80
	s_mul_i32 s0, s0, s4
	v_and_or_b32 v2, v0, 1, s3
	v_or_b32_e32 v0, s3, v0
	s_mul_i32 s1, s2, s1
	v_fma_mixlo_f16 v24, s33, v24, neg(0)
	s_add_i32 s1, s1, s0
	v_or_b32_e32 v4, 2, v2
	v_or_b32_e32 v5, 4, v2
	v_or_b32_e32 v6, 6, v0
	v_or_b32_e32 v7, 8, v2
	v_or_b32_e32 v8, 10, v2
	v_add_nc_u32_e32 v4, v4, v1
	v_or_b32_e32 v9, 12, v2
	v_or_b32_e32 v10, 14, v0
	v_or_b32_e32 v11, 16, v2
	v_or_b32_e32 v12, 18, v2
	v_or_b32_e32 v13, 20, v2
	v_or_b32_e32 v14, 22, v0
	v_or_b32_e32 v15, 24, v2
	v_or_b32_e32 v16, 26, v2
	v_or_b32_e32 v25, 28, v2
	v_or_b32_e32 v26, 30, v0
	v_or_b32_e32 v27, 32, v2
	v_or_b32_e32 v28, 34, v2
	v_or_b32_e32 v29, 36, v2
	v_or_b32_e32 v30, 38, v0
	v_or_b32_e32 v31, 40, v2
	v_or_b32_e32 v32, 42, v2
	v_or_b32_e32 v33, 44, v2
	v_or_b32_e32 v34, 46, v0
	v_or_b32_e32 v35, 48, v2
	v_or_b32_e32 v36, 50, v2
	v_or_b32_e32 v37, 52, v2
	v_or_b32_e32 v38, 54, v0
	v_or_b32_e32 v39, 56, v2
	v_or_b32_e32 v40, 58, v2
	v_or_b32_e32 v0, 62, v0
	v_add_lshl_u32 v4, s1, v4, 1
	v_add_nc_u32_e32 v3, v2, v1
	v_or_b32_e32 v2, 60, v2
	v_add_nc_u32_e32 v5, v5, v1
	v_add_nc_u32_e32 v0, v0, v1
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_add_lshl_u32 v3, s1, v3, 1
	v_add_nc_u32_e32 v2, v2, v1
	v_add_nc_u32_e32 v6, v6, v1
	v_add_nc_u32_e32 v7, v7, v1
	v_add_nc_u32_e32 v8, v8, v1
	v_add_nc_u32_e32 v9, v9, v1
	v_add_nc_u32_e32 v10, v10, v1
	v_add_nc_u32_e32 v11, v11, v1
	v_add_nc_u32_e32 v12, v12, v1
	v_add_nc_u32_e32 v13, v13, v1
	v_add_nc_u32_e32 v14, v14, v1
	v_add_nc_u32_e32 v15, v15, v1
	v_add_nc_u32_e32 v16, v16, v1
	v_add_nc_u32_e32 v25, v25, v1
	v_add_nc_u32_e32 v26, v26, v1
	v_add_nc_u32_e32 v27, v27, v1
	v_add_nc_u32_e32 v28, v28, v1
	v_add_nc_u32_e32 v29, v29, v1
	v_add_nc_u32_e32 v30, v30, v1
	v_add_nc_u32_e32 v31, v31, v1
	v_add_nc_u32_e32 v32, v32, v1
	v_add_nc_u32_e32 v33, v33, v1
	v_add_nc_u32_e32 v34, v34, v1
	v_add_nc_u32_e32 v36, v36, v1
	v_add_nc_u32_e32 v38, v38, v1
	v_add_nc_u32_e32 v39, v39, v1
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_add_nc_u32 v40, v40, v1
	v_add_lshl_u32 v2, s1, v2, 1
	v_add_nc_u32_e32 v35, v35, v1
	v_add_lshl_u32 v0, s1, v0, 1
	v_add_nc_u32_e32 v37, v37, v1
	v_fma_mixlo_f16 v1, s33, v41, neg(0)
	v_fma_mixlo_f16 v41, s33, v42, neg(0)
	s_clause 0x1
	buffer_store_b16 v1, v3, s[20:23], 0 offen
	buffer_store_b16 v41, v4, s[20:23], 0 offen
	v_add_lshl_u32 v3, s1, v6, 1
	v_add_lshl_u32 v6, s1, v9, 1
	v_fma_mixlo_f16 v42, s33, v43, neg(0)
	v_fma_mixlo_f16 v43, s33, v44, neg(0)
	v_fma_mixlo_f16 v44, s33, v45, neg(0)
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v6, 0x80000000, v6
	v_add_lshl_u32 v4, s1, v7, 1
	v_fma_mixlo_f16 v45, s33, v46, neg(0)
	v_fma_mixlo_f16 v46, s33, v47, neg(0)
	v_fma_mixlo_f16 v47, s33, v48, neg(0)
	v_fma_mixlo_f16 v48, s33, v57, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_add_lshl_u32 v1, s1, v5, 1
	v_add_lshl_u32 v5, s1, v8, 1
	v_fma_mixlo_f16 v57, s33, v58, neg(0)
	v_fma_mixlo_f16 v58, s33, v59, neg(0)
	v_fma_mixlo_f16 v59, s33, v60, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v42, v1, s[20:23], 0 offen
	buffer_store_b16 v43, v3, s[20:23], 0 offen
	buffer_store_b16 v44, v4, s[20:23], 0 offen
	buffer_store_b16 v45, v5, s[20:23], 0 offen
	buffer_store_b16 v46, v6, s[20:23], 0 offen
	v_add_lshl_u32 v6, s1, v14, 1
	v_add_lshl_u32 v1, s1, v10, 1
	v_add_lshl_u32 v4, s1, v12, 1
	v_add_lshl_u32 v5, s1, v13, 1
	v_fma_mixlo_f16 v60, s33, v61, neg(0)
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	v_add_lshl_u32 v3, s1, v11, 1
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	v_fma_mixlo_f16 v61, s33, v62, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	s_clause 0x4
	buffer_store_b16 v47, v1, s[20:23], 0 offen
	buffer_store_b16 v48, v3, s[20:23], 0 offen
	buffer_store_b16 v57, v4, s[20:23], 0 offen
	buffer_store_b16 v58, v5, s[20:23], 0 offen
	buffer_store_b16 v59, v6, s[20:23], 0 offen
	v_add_lshl_u32 v6, s1, v27, 1
	v_add_lshl_u32 v3, s1, v16, 1
	v_add_lshl_u32 v4, s1, v25, 1
	v_add_lshl_u32 v5, s1, v26, 1
	v_fma_mixlo_f16 v62, s33, v63, neg(0)
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	v_add_lshl_u32 v1, s1, v15, 1
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	v_fma_mixlo_f16 v63, s33, v64, neg(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	s_clause 0x4
	buffer_store_b16 v60, v1, s[20:23], 0 offen
	buffer_store_b16 v61, v3, s[20:23], 0 offen
	buffer_store_b16 v62, v4, s[20:23], 0 offen
	buffer_store_b16 v63, v5, s[20:23], 0 offen
	buffer_store_b16 v49, v6, s[20:23], 0 offen
	v_add_lshl_u32 v1, s1, v28, 1
	v_add_lshl_u32 v3, s1, v29, 1
	v_add_lshl_u32 v4, s1, v30, 1
	v_add_lshl_u32 v5, s1, v31, 1
	v_add_lshl_u32 v6, s1, v32, 1
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_cndmask_b32 v6, 0x80000000, v6
	s_clause 0x4
	buffer_store_b16 v50, v1, s[20:23], 0 offen
	buffer_store_b16 v51, v3, s[20:23], 0 offen
	buffer_store_b16 v52, v4, s[20:23], 0 offen
	buffer_store_b16 v53, v5, s[20:23], 0 offen
	buffer_store_b16 v54, v6, s[20:23], 0 offen
	v_add_lshl_u32 v1, s1, v33, 1
	v_add_lshl_u32 v3, s1, v34, 1
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_add_lshl_u32 v4, s1, v35, 1
	v_add_lshl_u32 v5, s1, v36, 1
	v_cndmask_b32_e32 v0, 0x80000000, v0, vcc_lo
	v_add_lshl_u32 v6, s1, v37, 1
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_cndmask_b32 v6, 0x80000000, v6
	s_clause 0x4
	buffer_store_b16 v55, v1, s[20:23], 0 offen
	buffer_store_b16 v56, v3, s[20:23], 0 offen
	buffer_store_b16 v17, v4, s[20:23], 0 offen
	buffer_store_b16 v18, v5, s[20:23], 0 offen
	buffer_store_b16 v19, v6, s[20:23], 0 offen
	v_add_lshl_u32 v1, s1, v38, 1
	v_add_lshl_u32 v3, s1, v39, 1
	v_add_lshl_u32 v4, s1, v40, 1
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_clause 0x4
	buffer_store_b16 v20, v1, s[20:23], 0 offen
	buffer_store_b16 v21, v3, s[20:23], 0 offen
	buffer_store_b16 v22, v4, s[20:23], 0 offen
	buffer_store_b16 v23, v2, s[20:23], 0 offen
	buffer_store_b16 v24, v0, s[20:23], 0 offen
.LBB0_15:                               ; %.loopexit
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel bwd_kernel_fused_noncausal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 68
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
; ScratchSize: 68
; Occupancy: 5
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 68
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .symbol:         bwd_kernel_fused_noncausal.kd
    .vgpr_count:     256
    .vgpr_spill_count: 16
    .wavefront_size: 32
