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
	v_mov_b32_e32 v131, v0
	s_lshl_b32 s80, s3, 6
	v_readfirstlane_b32 s5, v131
	s_and_b32 s82, s5, 0x60
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s80, s35
	s_mov_b64 s[24:25], s[50:51]
	s_cbranch_scc1 .LBB0_9
; %bb.1:
	v_and_or_b32 v0, v131, 31, s82
	v_and_b32_e32 v63, 15, v131
	s_mul_i32 s3, s15, s4
	s_mul_i32 s5, s36, s2
	s_and_b32 s57, s25, 0xffff
	v_lshrrev_b32_e32 v64, 4, v0
	s_add_i32 s5, s5, s3
	s_mul_i32 s3, s37, s80
	s_mov_b32 s59, 0x31027000
	s_mov_b32 s58, 0x7ffffffe
	v_or_b32_e32 v3, s80, v64
	v_or_b32_e32 v38, 32, v64
	v_or_b32_e32 v40, 48, v64
	v_or_b32_e32 v1, 8, v64
	v_or_b32_e32 v36, 16, v64
	v_cmp_gt_i32_e32 vcc_lo, s35, v3
	v_lshlrev_b32_e32 v2, 3, v63
	v_or_b32_e32 v37, 24, v64
	v_mul_lo_u32 v5, v64, s37
	v_mul_lo_u32 v8, v38, s37
	v_or_b32_e32 v39, 40, v64
	v_or_b32_e32 v41, 56, v64
	v_or_b32_e32 v12, s80, v38
	v_add3_u32 v15, s5, s3, v2
	v_mul_lo_u32 v17, v40, s37
	v_mul_lo_u32 v6, v1, s37
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
	s_mov_b32 s56, s24
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
	v_and_b32_e32 v3, 0x70, v0
	s_mul_i32 s7, s38, s4
	s_mul_i32 s16, s39, s2
	v_mul_lo_u32 v43, v64, s81
	s_mul_i32 s17, s81, s80
	s_add_i32 s16, s16, s7
	v_xor_b32_e32 v42, v42, v3
	v_add3_u32 v44, s16, s17, v2
	v_mul_lo_u32 v45, v1, s81
	v_mul_lo_u32 v36, v36, s81
	v_mul_lo_u32 v37, v37, s81
	v_add_nc_u32_e32 v108, 0, v42
	v_xor_b32_e32 v42, 0x80, v42
	v_mul_lo_u32 v38, v38, s81
	v_add_lshl_u32 v43, v44, v43, 1
	v_mul_lo_u32 v39, v39, s81
	v_mul_lo_u32 v40, v40, s81
	v_mul_lo_u32 v41, v41, s81
	v_dual_cndmask_b32 v42, 0x80000000, v43 :: v_dual_add_nc_u32 v113, 0, v42
	v_add_lshl_u32 v43, v44, v45, 1
	v_add_lshl_u32 v36, v44, v36, 1
	v_add_lshl_u32 v37, v44, v37, 1
	v_add_lshl_u32 v38, v44, v38, 1
	v_add_lshl_u32 v39, v44, v39, 1
	v_add_lshl_u32 v40, v44, v40, 1
	v_add_lshl_u32 v41, v44, v41, 1
	v_cndmask_b32_e32 v43, 0x80000000, v43, vcc_lo
	v_cndmask_b32_e64 v36, 0x80000000, v36, s3
	v_cndmask_b32_e64 v37, 0x80000000, v37, s3
	s_and_b32 s57, s29, 0xffff
	s_mov_b32 s56, s28
	v_cndmask_b32_e64 v38, 0x80000000, v38, s5
	v_cndmask_b32_e64 v44, 0x80000000, v39, s5
	v_cndmask_b32_e64 v46, 0x80000000, v40, s6
	v_cndmask_b32_e64 v50, 0x80000000, v41, s6
	s_lshl_b32 s3, s82, 7
	s_clause 0x2
	s_load_b64 s[6:7], s[0:1], 0x90
	s_load_b128 s[60:63], s[0:1], 0x80
	s_load_b128 s[52:55], s[0:1], 0x30
	v_bfe_u32 v255, v131, 4, 1
	s_cmp_eq_u32 s2, 0x7fffffff
	s_waitcnt vmcnt(7)
	ds_store_b128 v108, v[4:7]
	s_waitcnt vmcnt(0)
	ds_store_b128 v108, v[8:11] offset:4096
	ds_store_b128 v108, v[12:15] offset:8192
	ds_store_b128 v108, v[16:19] offset:12288
	ds_store_b128 v113, v[20:23] offset:2048
	ds_store_b128 v113, v[24:27] offset:6144
	ds_store_b128 v113, v[28:31] offset:10240
	ds_store_b128 v113, v[32:35] offset:14336
	v_lshlrev_b32_e32 v5, 8, v63
	v_lshlrev_b32_e32 v4, 4, v63
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x7
	buffer_load_b128 v[22:25], v42, s[56:59], 0 offen
	buffer_load_b128 v[26:29], v43, s[56:59], 0 offen
	buffer_load_b128 v[30:33], v36, s[56:59], 0 offen
	buffer_load_b128 v[34:37], v37, s[56:59], 0 offen
	buffer_load_b128 v[38:41], v38, s[56:59], 0 offen
	buffer_load_b128 v[42:45], v44, s[56:59], 0 offen
	buffer_load_b128 v[46:49], v46, s[56:59], 0 offen
	buffer_load_b128 v[50:53], v50, s[56:59], 0 offen
	v_or3_b32 v7, s3, v5, v4
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
	v_xor_b32_e32 v54, 0xf0, v7
	v_add_nc_u32_e32 v7, 0, v8
	v_add_nc_u32_e32 v8, 0, v9
	v_add_nc_u32_e32 v9, 0, v10
	v_add_nc_u32_e32 v10, 0, v11
	v_add_nc_u32_e32 v11, 0, v12
	v_add_nc_u32_e32 v12, 0, v13
	v_add_nc_u32_e32 v13, 0, v14
	v_add_nc_u32_e32 v14, 0, v15
	v_add_nc_u32_e32 v15, 0, v16
	v_add_nc_u32_e32 v16, 0, v17
	v_add_nc_u32_e32 v17, 0, v18
	v_add_nc_u32_e32 v18, 0, v19
	v_add_nc_u32_e32 v19, 0, v20
	v_add_nc_u32_e32 v20, 0, v21
	v_add_nc_u32_e32 v21, 0, v54
	ds_load_b128 v[115:118], v6
	ds_load_b128 v[119:122], v7
	ds_load_b128 v[201:204], v8
	ds_load_b128 v[205:208], v9
	ds_load_b128 v[209:212], v10
	ds_load_b128 v[213:216], v11
	ds_load_b128 v[217:220], v12
	ds_load_b128 v[221:224], v13
	ds_load_b128 v[225:228], v14
	ds_load_b128 v[229:232], v15
	ds_load_b128 v[233:236], v16
	ds_load_b128 v[237:240], v17
	ds_load_b128 v[241:244], v18
	ds_load_b128 v[245:248], v19
	ds_load_b128 v[123:126], v20
	ds_load_b128 v[127:130], v21
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v108, v[22:25]
	ds_store_b128 v108, v[30:33] offset:4096
	ds_store_b128 v108, v[38:41] offset:8192
	ds_store_b128 v108, v[46:49] offset:12288
	ds_store_b128 v113, v[26:29] offset:2048
	ds_store_b128 v113, v[34:37] offset:6144
	ds_store_b128 v113, v[42:45] offset:10240
	ds_store_b128 v113, v[50:53] offset:14336
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_6
; %bb.2:                                ; %.lr.ph173
	s_add_i32 s3, s34, 15
	s_cmp_lt_i32 s3, 16
	s_cbranch_scc1 .LBB0_7
; %bb.3:                                ; %.lr.ph.preheader
	ds_load_b128 v[22:25], v20
	ds_load_b128 v[26:29], v21
	v_bfe_i32 v44, v131, 2, 1
	s_mul_i32 s17, s40, s4
	s_mul_i32 s19, s2, s41
	s_lshl_b32 s18, s82, 2
	s_ashr_i32 s20, s3, 31
	v_lshrrev_b32_e32 v43, 2, v3
	s_mul_i32 s5, s42, s4
	v_mul_lo_u32 v1, v1, s14
	v_or_b32_e32 v37, v5, v4
	s_mov_b32 s16, 0
	s_mov_b32 s67, 0x31027000
	s_mov_b32 s66, 0x7ffffffe
	s_and_b32 s65, s49, 0xffff
	v_xor_b32_e32 v30, 0x70, v37
	v_xor_b32_e32 v32, 0x90, v37
	v_xor_b32_e32 v33, 0xa0, v37
	v_xor_b32_e32 v34, 0xb0, v37
	v_xor_b32_e32 v35, 0xd0, v37
	v_xor_b32_e32 v36, 0xe0, v37
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[22:25], off offset:460 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[26:29], off offset:476 ; 16-byte Folded Spill
	ds_load_b128 v[20:23], v18
	ds_load_b128 v[24:27], v19
	v_xor_b32_e32 v28, 0x50, v37
	v_xor_b32_e32 v29, 0x60, v37
	s_and_b32 s69, s9, 0xffff
	s_and_b32 s73, s45, 0xffff
	s_and_b32 s77, s11, 0xffff
	s_lshl_b32 s27, s14, 4
	s_lshl_b32 s46, s83, 4
	s_mov_b32 s21, s16
	s_mov_b32 s22, s16
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
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[20:23], off offset:492 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[24:27], off offset:508 ; 16-byte Folded Spill
	ds_load_b128 v[18:21], v16
	ds_load_b128 v[22:25], v17
	v_xor_b32_e32 v26, 48, v37
	v_xor_b32_e32 v27, 64, v37
	s_mov_b32 s78, s66
	s_mov_b32 s79, s67
	s_mov_b32 s50, s16
	s_mov_b32 s51, s16
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[123:126], off offset:908
	scratch_store_b128 off, v[127:130], off offset:924
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[18:21], off offset:524 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[22:25], off offset:540 ; 16-byte Folded Spill
	ds_load_b128 v[16:19], v14
	ds_load_b128 v[20:23], v15
	v_xor_b32_e32 v24, 16, v37
	v_xor_b32_e32 v25, 32, v37
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[16:19], off offset:556 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[20:23], off offset:572 ; 16-byte Folded Spill
	ds_load_b128 v[14:17], v12
	ds_load_b128 v[18:21], v13
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[14:17], off offset:588 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[18:21], off offset:604 ; 16-byte Folded Spill
	ds_load_b128 v[12:15], v10
	ds_load_b128 v[16:19], v11
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[12:15], off offset:620 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[16:19], off offset:636 ; 16-byte Folded Spill
	ds_load_b128 v[10:13], v8
	ds_load_b128 v[14:17], v9
	v_lshlrev_b32_e32 v8, 1, v131
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[10:13], off offset:652 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[14:17], off offset:668 ; 16-byte Folded Spill
	ds_load_b128 v[10:13], v6
	ds_load_b128 v[14:17], v7
	v_and_b32_e32 v6, 60, v8
	v_dual_mov_b32 v193, 0 :: v_dual_and_b32 v8, 7, v131
	v_lshlrev_b32_e32 v42, 5, v131
	v_and_b32_e32 v9, 1, v131
	v_lshlrev_b32_e32 v31, 1, v3
	v_dual_mov_b32 v195, v193 :: v_dual_lshlrev_b32 v0, 6, v0
	v_and_b32_e32 v42, 0x60, v42
	v_dual_mov_b32 v194, v193 :: v_dual_lshlrev_b32 v7, 6, v9
	v_dual_mov_b32 v196, v193 :: v_dual_and_b32 v9, 8, v131
	v_mov_b32_e32 v198, v193
	v_and_or_b32 v42, 0x90, v44, v42
	v_lshlrev_b32_e32 v45, 8, v131
	v_mov_b32_e32 v55, v193
	v_mov_b32_e32 v57, v193
	v_mov_b32_e32 v59, v193
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[10:13], off offset:684 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[14:17], off offset:700 ; 16-byte Folded Spill
	v_bfe_i32 v17, v131, 3, 1
	v_or3_b32 v16, s18, v7, v6
	v_lshlrev_b32_e32 v7, 9, v8
	v_lshlrev_b32_e32 v10, 2, v8
	v_dual_mov_b32 v197, v193 :: v_dual_lshlrev_b32 v8, 4, v8
	v_and_b32_e32 v17, 0x110, v17
	s_mul_i32 s18, s2, s43
	v_xor_b32_e32 v12, 4, v16
	v_and_or_b32 v0, 0xc00, v0, v8
	v_xor_b32_e32 v13, 8, v16
	v_xor_b32_e32 v17, v42, v17
	v_lshrrev_b32_e32 v42, 3, v3
	v_add3_u32 v3, s19, s17, v255
	s_lshr_b32 s17, s20, 28
	scratch_store_b32 off, v131, off offset:940 ; 4-byte Folded Spill
	s_add_i32 s3, s3, s17
	s_mul_i32 s17, s12, s4
	scratch_store_b32 off, v3, off offset:748 ; 4-byte Folded Spill
	v_add3_u32 v3, s18, s5, v255
	s_ashr_i32 s26, s3, 4
	s_mul_i32 s3, s2, s31
	s_mul_i32 s5, s30, s4
	v_xor_b32_e32 v0, v0, v31
	s_add_i32 s3, s3, s5
	s_mul_i32 s5, s2, s13
	v_xor_b32_e32 v14, 12, v16
	s_add_i32 s5, s5, s17
	v_lshl_or_b32 v38, v9, 5, v0
	v_add3_u32 v47, v2, v1, s5
	v_add_nc_u32_e32 v1, 0, v12
	v_dual_mov_b32 v199, v193 :: v_dual_and_b32 v0, 16, v131
	s_clause 0x2                            ; 12-byte Folded Spill
	scratch_store_b32 off, v3, off offset:752
	scratch_store_b32 off, v63, off offset:944
	scratch_store_b32 off, v1, off offset:756
	v_dual_mov_b32 v12, v193 :: v_dual_add_nc_u32 v1, 0, v13
	v_dual_mov_b32 v200, v193 :: v_dual_lshlrev_b32 v11, 3, v9
	v_xor_b32_e32 v15, 16, v16
	v_mov_b32_e32 v9, 0x5410
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	scratch_store_b32 off, v1, off offset:760 ; 4-byte Folded Spill
	v_dual_mov_b32 v14, v193 :: v_dual_add_nc_u32 v1, 0, v14
	v_bfe_i32 v6, v131, 0, 1
	v_cndmask_b32_e32 v0, 0x1054, v9, vcc_lo
	v_or3_b32 v23, v11, v10, v7
	v_xor_b32_e32 v10, 20, v16
	scratch_store_b32 off, v1, off offset:764 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v15
	v_xor_b32_e32 v11, 24, v16
	s_clause 0x5                            ; 24-byte Folded Spill
	scratch_store_b32 off, v16, off offset:716
	scratch_store_b32 off, v23, off offset:720
	scratch_store_b32 off, v37, off offset:724
	scratch_store_b32 off, v17, off offset:740
	scratch_store_b32 off, v42, off offset:744
	scratch_store_b32 off, v1, off offset:768
	v_add_nc_u32_e32 v1, 0, v10
	v_xor_b32_e32 v16, 28, v16
	v_xor_b32_e32 v18, 4, v23
	v_xor_b32_e32 v19, 8, v23
	v_xor_b32_e32 v20, 12, v23
	scratch_store_b32 off, v1, off offset:772 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v11
	v_xor_b32_e32 v21, 16, v23
	v_xor_b32_e32 v5, 20, v23
	v_and_b32_e32 v6, 0x110, v6
	v_xor_b32_e32 v22, 24, v23
	scratch_store_b32 off, v1, off offset:776 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v16
	v_or_b32_e32 v46, v7, v4
	v_xor_b32_e32 v23, 28, v23
	scratch_store_b32 off, v38, off offset:728 ; 4-byte Folded Spill
	v_xor_b32_e32 v4, 16, v38
	scratch_store_b32 off, v1, off offset:780 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v18
	v_xor_b32_e32 v9, 16, v46
	v_xor_b32_e32 v38, 32, v46
	v_xor_b32_e32 v39, 48, v46
	v_xor_b32_e32 v40, 64, v46
	scratch_store_b32 off, v1, off offset:784 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v19
	v_xor_b32_e32 v41, 0x50, v46
	v_mov_b32_e32 v56, v193
	v_mov_b32_e32 v58, v193
	v_xor_b32_e32 v8, 0x80, v37
	scratch_store_b32 off, v1, off offset:788 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v20
	v_xor_b32_e32 v31, 0xc0, v37
	v_mov_b32_e32 v60, v193
	v_xor_b32_e32 v37, 0xf0, v37
	v_mov_b32_e32 v7, 0x7632
	scratch_store_b32 off, v1, off offset:792 ; 4-byte Folded Spill
	v_dual_mov_b32 v62, v193 :: v_dual_add_nc_u32 v1, 0, v21
	v_or_b32_e32 v3, 1, v42
	v_cndmask_b32_e32 v7, 0x3276, v7, vcc_lo
	v_lshl_or_b32 v0, v0, 8, v0
	scratch_store_b32 off, v1, off offset:796 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	v_mov_b32_e32 v5, v193
	v_xor_b32_e32 v6, v43, v6
	v_xor_b32_e32 v43, 0x60, v46
	v_mov_b32_e32 v150, v193
	v_mov_b32_e32 v152, v193
	v_lshl_or_b32 v7, v7, 8, v7
	v_and_or_b32 v44, 0xe00, v45, v6
	scratch_store_b32 off, v46, off offset:732 ; 4-byte Folded Spill
	v_xor_b32_e32 v6, 0x70, v46
	v_mov_b32_e32 v46, v193
	scratch_store_b32 off, v1, off offset:800 ; 4-byte Folded Spill
	v_dual_mov_b32 v154, v193 :: v_dual_add_nc_u32 v1, 0, v22
	v_dual_mov_b32 v156, v193 :: v_dual_and_b32 v7, 0x760076, v7
	v_mul_lo_u32 v3, v3, s83
	scratch_store_b32 off, v1, off offset:804 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v23
	v_and_b32_e32 v0, 0x540054, v0
	v_mov_b32_e32 v158, v193
	scratch_store_b32 off, v44, off offset:736 ; 4-byte Folded Spill
	v_mul_lo_u32 v42, v42, s83
	scratch_store_b32 off, v1, off offset:808 ; 4-byte Folded Spill
	v_dual_mov_b32 v160, v193 :: v_dual_add_nc_u32 v1, 0, v24
	v_xor_b32_e32 v17, 16, v17
	v_add3_u32 v63, v2, v3, s3
	v_mov_b32_e32 v3, v193
	scratch_store_b32 off, v1, off offset:812 ; 4-byte Folded Spill
	v_dual_mov_b32 v162, v193 :: v_dual_add_nc_u32 v1, 0, v25
	v_lshl_or_b32 v0, v0, 4, v0
	v_dual_mov_b32 v13, v193 :: v_dual_add_nc_u32 v110, 0, v17
	scratch_store_b32 off, v1, off offset:816 ; 4-byte Folded Spill
	v_dual_mov_b32 v164, v193 :: v_dual_add_nc_u32 v1, 0, v26
	v_and_b32_e32 v114, 0x5040504, v0
	v_add3_u32 v0, v2, v42, s3
	v_mov_b32_e32 v166, v193
	scratch_store_b32 off, v1, off offset:820 ; 4-byte Folded Spill
	v_dual_mov_b32 v10, v193 :: v_dual_add_nc_u32 v1, 0, v27
	v_mov_b32_e32 v15, v193
	v_mov_b32_e32 v168, v193
	v_mov_b32_e32 v16, v193
	scratch_store_b32 off, v1, off offset:824 ; 4-byte Folded Spill
	v_dual_mov_b32 v42, v193 :: v_dual_add_nc_u32 v1, 0, v28
	v_mov_b32_e32 v170, v193
	v_mov_b32_e32 v45, v193
	v_mov_b32_e32 v61, v193
	scratch_store_b32 off, v1, off offset:828 ; 4-byte Folded Spill
	v_dual_mov_b32 v172, v193 :: v_dual_add_nc_u32 v1, 0, v29
	v_mov_b32_e32 v151, v193
	v_mov_b32_e32 v153, v193
	v_mov_b32_e32 v155, v193
	scratch_store_b32 off, v1, off offset:832 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v30
	v_mov_b32_e32 v157, v193
	v_mov_b32_e32 v159, v193
	v_mov_b32_e32 v161, v193
	v_mov_b32_e32 v163, v193
	scratch_store_b32 off, v1, off offset:836 ; 4-byte Folded Spill
	v_dual_mov_b32 v8, v193 :: v_dual_add_nc_u32 v1, 0, v8
	v_mov_b32_e32 v165, v193
	v_mov_b32_e32 v167, v193
	v_mov_b32_e32 v11, v193
	scratch_store_b32 off, v1, off offset:840 ; 4-byte Folded Spill
	v_dual_mov_b32 v32, v193 :: v_dual_add_nc_u32 v1, 0, v32
	v_mov_b32_e32 v169, v193
	v_mov_b32_e32 v171, v193
	v_mov_b32_e32 v173, v193
	scratch_store_b32 off, v1, off offset:844 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v33
	v_mov_b32_e32 v33, v193
	s_mov_b32 s17, s16
	s_mov_b32 s18, s16
	s_mov_b32 s19, s16
	scratch_store_b32 off, v1, off offset:848 ; 4-byte Folded Spill
	v_dual_mov_b32 v34, v193 :: v_dual_add_nc_u32 v1, 0, v34
	s_mov_b32 s20, s16
	scratch_store_b32 off, v1, off offset:852 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v31
	v_mov_b32_e32 v31, v193
	scratch_store_b32 off, v1, off offset:856 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v35
	v_mov_b32_e32 v35, v193
	scratch_store_b32 off, v1, off offset:860 ; 4-byte Folded Spill
	v_dual_mov_b32 v36, v193 :: v_dual_add_nc_u32 v1, 0, v36
	scratch_store_b32 off, v1, off offset:864 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v37
	v_mov_b32_e32 v37, v193
	scratch_store_b32 off, v1, off offset:868 ; 4-byte Folded Spill
	v_dual_mov_b32 v4, v193 :: v_dual_add_nc_u32 v1, 0, v4
	v_lshl_or_b32 v7, v7, 4, v7
	scratch_store_b32 off, v1, off offset:872 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v9
	v_and_b32_e32 v112, 0x7060706, v7
	v_xor_b32_e32 v7, 16, v44
	v_mul_lo_u32 v44, v64, s14
	v_mov_b32_e32 v9, v193
	scratch_store_b32 off, v1, off offset:876 ; 4-byte Folded Spill
	v_dual_mov_b32 v38, v193 :: v_dual_add_nc_u32 v1, 0, v38
	scratch_store_b32 off, v1, off offset:880 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v39
	v_add3_u32 v48, v2, v44, s5
	v_mov_b32_e32 v2, v193
	v_mov_b32_e32 v39, v193
	v_mov_b32_e32 v44, v193
	scratch_store_b32 off, v1, off offset:884 ; 4-byte Folded Spill
	v_dual_mov_b32 v40, v193 :: v_dual_add_nc_u32 v1, 0, v40
	scratch_store_b32 off, v1, off offset:888 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v41
	v_mov_b32_e32 v41, v193
	scratch_store_b32 off, v1, off offset:892 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v43
	v_mov_b32_e32 v43, v193
	scratch_store_b32 off, v1, off offset:896 ; 4-byte Folded Spill
	v_dual_mov_b32 v6, v193 :: v_dual_add_nc_u32 v1, 0, v6
	scratch_store_b32 off, v1, off offset:900 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v7
	v_mov_b32_e32 v7, v193
	scratch_store_b32 off, v1, off offset:904 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, v193
	s_clause 0xd                            ; 224-byte Folded Spill
	scratch_store_b128 off, v[1:4], off
	scratch_store_b128 off, v[5:8], off offset:16
	scratch_store_b128 off, v[1:4], off offset:32
	scratch_store_b128 off, v[5:8], off offset:48
	scratch_store_b128 off, v[1:4], off offset:64
	scratch_store_b128 off, v[5:8], off offset:80
	scratch_store_b128 off, v[1:4], off offset:96
	scratch_store_b128 off, v[5:8], off offset:112
	scratch_store_b128 off, v[1:4], off offset:128
	scratch_store_b128 off, v[5:8], off offset:144
	scratch_store_b128 off, v[1:4], off offset:160
	scratch_store_b128 off, v[5:8], off offset:176
	scratch_store_b128 off, v[1:4], off offset:192
	scratch_store_b128 off, v[5:8], off offset:208
.LBB0_4:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v17, s50, v64
	s_clause 0x10                           ; 236-byte Folded Spill
	scratch_store_b32 off, v0, off offset:456
	scratch_store_b32 off, v48, off offset:452
	scratch_store_b32 off, v47, off offset:448
	scratch_store_b128 off, v[1:4], off offset:416
	scratch_store_b128 off, v[5:8], off offset:432
	scratch_store_b128 off, v[166:169], off offset:384
	scratch_store_b128 off, v[170:173], off offset:400
	scratch_store_b128 off, v[158:161], off offset:352
	scratch_store_b128 off, v[162:165], off offset:368
	scratch_store_b128 off, v[150:153], off offset:320
	scratch_store_b128 off, v[154:157], off offset:336
	scratch_store_b128 off, v[55:58], off offset:288
	scratch_store_b128 off, v[59:62], off offset:304
	scratch_store_b128 off, v[39:42], off offset:256
	scratch_store_b128 off, v[43:46], off offset:272
	scratch_store_b128 off, v[31:34], off offset:224
	scratch_store_b128 off, v[35:38], off offset:240
	v_dual_mov_b32 v138, s17 :: v_dual_mov_b32 v137, s16
	v_mov_b32_e32 v107, v108
	v_cmp_gt_i32_e32 vcc_lo, s34, v17
	v_dual_mov_b32 v144, s23 :: v_dual_lshlrev_b32 v17, 1, v48
	v_mov_b32_e32 v131, v243
	v_dual_mov_b32 v133, v245 :: v_dual_lshlrev_b32 v18, 1, v47
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
	v_mov_b32_e32 v135, v247
	s_add_i32 s51, s51, 1
	v_mov_b32_e32 v141, s20
	v_cndmask_b32_e32 v21, 0x80000000, v18, vcc_lo
	s_clause 0x1
	buffer_load_b128 v[17:20], v17, s[64:67], 0 offen
	buffer_load_b128 v[21:24], v21, s[64:67], 0 offen
	v_mov_b32_e32 v143, s22
	v_dual_mov_b32 v139, s18 :: v_dual_mov_b32 v142, s21
	v_mov_b32_e32 v140, s19
	v_mov_b32_e32 v132, v244
	v_mov_b32_e32 v134, v246
	v_mov_b32_e32 v136, v248
	s_waitcnt vmcnt(1)
	v_mov_b16_e32 v25.l, v17.l
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v25.h, v21.l
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v1, off, off offset:716 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v27, 16, v18
	v_lshrrev_b32_e32 v28, 16, v19
	v_lshrrev_b32_e32 v29, 16, v20
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v26, 0, v1
	scratch_load_b32 v1, off, off offset:760 ; 4-byte Folded Reload
	ds_store_b32 v26, v25
	v_or_b32_e32 v25, s50, v255
	v_lshrrev_b32_e32 v26, 16, v17
	v_cmp_gt_i32_e32 vcc_lo, s34, v25
	v_lshrrev_b32_e32 v25, 16, v21
	v_mov_b16_e32 v26.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v22
	v_mov_b16_e32 v27.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v23
	v_mov_b16_e32 v28.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v24
	v_mov_b16_e32 v25.h, v22.l
	v_mov_b16_e32 v29.h, v25.l
	v_mov_b16_e32 v25.l, v18.l
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v25 offset:1024
	scratch_load_b32 v1, off, off offset:768 ; 4-byte Folded Reload
	v_mov_b16_e32 v25.l, v19.l
	v_mov_b16_e32 v25.h, v23.l
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v25 offset:2048
	scratch_load_b32 v1, off, off offset:776 ; 4-byte Folded Reload
	v_mov_b16_e32 v25.l, v20.l
	v_mov_b16_e32 v25.h, v24.l
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v25 offset:3072
	scratch_load_b32 v1, off, off offset:756 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v26 offset:512
	scratch_load_b32 v1, off, off offset:764 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v27 offset:1536
	scratch_load_b32 v1, off, off offset:772 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v28 offset:2560
	scratch_load_b32 v1, off, off offset:780 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v29 offset:3584
	scratch_load_b32 v1, off, off offset:748 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v25, s50, v1, 2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v1, off, off offset:720 ; 4-byte Folded Reload
	v_add_nc_u32_e32 v30, 40, v25
	v_add_nc_u32_e32 v31, 48, v25
	v_add_nc_u32_e32 v28, 24, v25
	v_add_nc_u32_e32 v29, 32, v25
	v_add_nc_u32_e32 v32, 56, v25
	v_cndmask_b32_e32 v30, 0x80000000, v30, vcc_lo
	v_dual_cndmask_b32 v31, 0x80000000, v31 :: v_dual_add_nc_u32 v26, 8, v25
	v_add_nc_u32_e32 v27, 16, v25
	v_dual_cndmask_b32 v25, 0x80000000, v25 :: v_dual_cndmask_b32 v32, 0x80000000, v32
	v_cndmask_b32_e32 v26, 0x80000000, v26, vcc_lo
	v_dual_cndmask_b32 v28, 0x80000000, v28 :: v_dual_cndmask_b32 v27, 0x80000000, v27
	v_cndmask_b32_e32 v29, 0x80000000, v29, vcc_lo
	s_clause 0x7
	buffer_load_b32 v41, v25, s[68:71], 0 offen
	buffer_load_b32 v42, v26, s[68:71], 0 offen
	buffer_load_b32 v43, v27, s[68:71], 0 offen
	buffer_load_b32 v44, v28, s[68:71], 0 offen
	buffer_load_b32 v45, v29, s[68:71], 0 offen
	buffer_load_b32 v46, v30, s[68:71], 0 offen
	buffer_load_b32 v47, v31, s[68:71], 0 offen
	buffer_load_b32 v48, v32, s[68:71], 0 offen
	s_waitcnt vmcnt(8)
	v_add_nc_u32_e32 v25, 0, v1
	scratch_load_b32 v1, off, off offset:784 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[97:98], v1 offset1:8
	ds_load_2addr_b32 v[95:96], v1 offset0:32 offset1:40
	ds_load_2addr_b32 v[93:94], v1 offset0:64 offset1:72
	ds_load_2addr_b32 v[91:92], v1 offset0:96 offset1:104
	scratch_load_b32 v1, off, off offset:788 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[89:90], v1 offset1:8
	ds_load_2addr_b32 v[87:88], v1 offset0:32 offset1:40
	ds_load_2addr_b32 v[85:86], v1 offset0:64 offset1:72
	ds_load_2addr_b32 v[83:84], v1 offset0:96 offset1:104
	scratch_load_b32 v1, off, off offset:792 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[81:82], v1 offset1:8
	ds_load_2addr_b32 v[79:80], v1 offset0:32 offset1:40
	ds_load_2addr_b32 v[77:78], v1 offset0:64 offset1:72
	ds_load_2addr_b32 v[75:76], v1 offset0:96 offset1:104
	scratch_load_b32 v1, off, off offset:796 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[73:74], v1 offset1:8
	ds_load_2addr_b32 v[71:72], v1 offset0:32 offset1:40
	ds_load_2addr_b32 v[69:70], v1 offset0:64 offset1:72
	ds_load_2addr_b32 v[67:68], v1 offset0:96 offset1:104
	scratch_load_b32 v1, off, off offset:800 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[65:66], v1 offset1:8
	ds_load_2addr_b32 v[191:192], v1 offset0:32 offset1:40
	ds_load_2addr_b32 v[189:190], v1 offset0:64 offset1:72
	ds_load_2addr_b32 v[187:188], v1 offset0:96 offset1:104
	scratch_load_b32 v1, off, off offset:804 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[185:186], v1 offset1:8
	ds_load_2addr_b32 v[183:184], v1 offset0:32 offset1:40
	ds_load_2addr_b32 v[181:182], v1 offset0:64 offset1:72
	ds_load_2addr_b32 v[179:180], v1 offset0:96 offset1:104
	scratch_load_b32 v1, off, off offset:808 ; 4-byte Folded Reload
	ds_load_2addr_b32 v[105:106], v25 offset1:8
	ds_load_2addr_b32 v[103:104], v25 offset0:32 offset1:40
	ds_load_2addr_b32 v[101:102], v25 offset0:64 offset1:72
	ds_load_2addr_b32 v[99:100], v25 offset0:96 offset1:104
	s_waitcnt vmcnt(0)
	ds_load_2addr_b32 v[177:178], v1 offset1:8
	ds_load_2addr_b32 v[253:254], v1 offset0:32 offset1:40
	ds_load_2addr_b32 v[251:252], v1 offset0:64 offset1:72
	ds_load_2addr_b32 v[249:250], v1 offset0:96 offset1:104
	v_cmp_neq_f32_e64 s5, 0xff800000, v41
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v108, v[17:20]
	ds_store_b128 v113, v[21:24] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v1, off, off offset:724 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v18, 1, v63
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v17, 0, v1
	scratch_load_b32 v1, off, off offset:812 ; 4-byte Folded Reload
	ds_load_b128 v[145:148], v17
	s_waitcnt vmcnt(0)
	ds_load_b128 v[149:152], v1
	scratch_load_b32 v1, off, off offset:816 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[145:152], v[115:122], v[137:144]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[153:156], v1
	scratch_load_b32 v1, off, off offset:820 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[157:160], v1
	scratch_load_b32 v1, off, off offset:824 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[153:160], v[201:208], v[161:168]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[145:148], v1
	scratch_load_b32 v1, off, off offset:828 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[149:152], v1
	scratch_load_b32 v1, off, off offset:832 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[145:152], v[209:216], v[161:168]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[145:148], v1
	scratch_load_b32 v1, off, off offset:836 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[149:152], v1
	scratch_load_b32 v1, off, off offset:840 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[145:152], v[217:224], v[161:168]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[145:148], v1
	scratch_load_b32 v1, off, off offset:844 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[149:152], v1
	scratch_load_b32 v1, off, off offset:848 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[145:152], v[225:232], v[161:168]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[145:148], v1
	scratch_load_b32 v1, off, off offset:852 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[149:152], v1
	scratch_load_b32 v1, off, off offset:856 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[145:152], v[233:240], v[161:168]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[145:148], v1
	scratch_load_b32 v1, off, off offset:860 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[149:152], v1
	scratch_load_b32 v1, off, off offset:864 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[145:152], v[241:248], v[161:168]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[145:148], v1
	scratch_load_b32 v1, off, off offset:868 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[149:152], v1
	scratch_load_b32 v1, off, off offset:744 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[145:152], v[123:130], v[161:168]
	v_dual_mov_b32 v129, v241 :: v_dual_mov_b32 v130, v242
	v_dual_mov_b32 v248, v240 :: v_dual_mov_b32 v247, v239
	v_fma_f32 v50, s33, v162, -v42
	v_fma_f32 v52, s33, v164, -v44
	v_fma_f32 v54, s33, v166, -v46
	v_fma_f32 v56, s33, v168, -v48
	v_dual_mov_b32 v246, v238 :: v_dual_mov_b32 v245, v237
	v_dual_mov_b32 v244, v236 :: v_dual_mov_b32 v243, v235
	v_dual_mov_b32 v242, v234 :: v_dual_mov_b32 v241, v233
	v_dual_mov_b32 v240, v232 :: v_dual_mov_b32 v239, v231
	v_dual_mov_b32 v238, v230 :: v_dual_mov_b32 v237, v229
	v_dual_mov_b32 v236, v228 :: v_dual_mov_b32 v235, v227
	v_dual_mov_b32 v234, v226 :: v_dual_mov_b32 v233, v225
	v_dual_mov_b32 v232, v224 :: v_dual_mov_b32 v231, v223
	v_dual_mov_b32 v230, v222 :: v_dual_mov_b32 v229, v221
	v_dual_mov_b32 v228, v220 :: v_dual_mov_b32 v227, v219
	v_dual_mov_b32 v226, v218 :: v_dual_mov_b32 v225, v217
	v_dual_mov_b32 v224, v216 :: v_dual_mov_b32 v223, v215
	v_dual_mov_b32 v222, v214 :: v_dual_mov_b32 v221, v213
	v_dual_mov_b32 v220, v212 :: v_dual_mov_b32 v219, v211
	v_dual_mov_b32 v218, v210 :: v_dual_mov_b32 v217, v209
	v_dual_mov_b32 v216, v208 :: v_dual_mov_b32 v215, v207
	v_dual_mov_b32 v214, v206 :: v_dual_mov_b32 v213, v205
	v_dual_mov_b32 v212, v204 :: v_dual_mov_b32 v211, v203
	v_dual_mov_b32 v210, v202 :: v_dual_mov_b32 v209, v201
	v_dual_mov_b32 v208, v122 :: v_dual_mov_b32 v207, v121
	v_dual_mov_b32 v206, v120 :: v_dual_mov_b32 v205, v119
	v_dual_mov_b32 v204, v118 :: v_dual_mov_b32 v203, v117
	v_dual_mov_b32 v202, v116 :: v_dual_mov_b32 v201, v115
	v_fma_f32 v49, s33, v161, -v41
	v_fma_f32 v51, s33, v163, -v43
	v_fma_f32 v53, s33, v165, -v45
	v_fma_f32 v55, s33, v167, -v47
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v17, s50, v1
	v_cmp_gt_i32_e64 s3, s34, v17
	v_lshlrev_b32_e32 v17, 1, v0
	v_cndmask_b32_e64 v21, 0x80000000, v18, s3
	v_cndmask_b32_e64 v17, 0x80000000, v17, s3
	s_clause 0x1
	buffer_load_b128 v[17:20], v17, s[72:75], 0 offen
	buffer_load_b128 v[21:24], v21, s[72:75], 0 offen
	v_cmp_neq_f32_e64 s3, 0xff800000, v42
	v_mul_f32_e32 v42, 0x3fb8aa3b, v50
	v_cndmask_b32_e64 v42, 0xff800000, v42, s3
	v_cmp_neq_f32_e64 s3, 0xff800000, v44
	v_mul_f32_e32 v44, 0x3fb8aa3b, v52
	v_cndmask_b32_e64 v44, 0xff800000, v44, s3
	v_cmp_neq_f32_e64 s3, 0xff800000, v46
	v_mul_f32_e32 v46, 0x3fb8aa3b, v54
	v_cndmask_b32_e64 v46, 0xff800000, v46, s3
	v_cmp_neq_f32_e64 s3, 0xff800000, v48
	v_dual_mul_f32 v48, 0x3fb8aa3b, v56 :: v_dual_mul_f32 v41, 0x3fb8aa3b, v49
	v_exp_f32_e32 v62, v46
	v_cndmask_b32_e64 v48, 0xff800000, v48, s3
	v_cndmask_b32_e64 v41, 0xff800000, v41, s5
	v_cmp_neq_f32_e64 s5, 0xff800000, v43
	v_mul_f32_e32 v43, 0x3fb8aa3b, v51
	v_cndmask_b32_e64 v43, 0xff800000, v43, s5
	v_cmp_neq_f32_e64 s5, 0xff800000, v45
	v_mul_f32_e32 v45, 0x3fb8aa3b, v53
	v_cvt_f16_f32_e32 v46.h, v62
	v_cndmask_b32_e64 v45, 0xff800000, v45, s5
	v_cmp_neq_f32_e64 s5, 0xff800000, v47
	v_mul_f32_e32 v47, 0x3fb8aa3b, v55
	v_exp_f32_e32 v61, v45
	v_cndmask_b32_e64 v47, 0xff800000, v47, s5
	v_cvt_f16_f32_e32 v46.l, v61
	s_waitcnt vmcnt(1)
	v_mov_b16_e32 v123.l, v17.l
	v_lshrrev_b32_e32 v127, 16, v17
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v1, off, off offset:728 ; 4-byte Folded Reload
	v_mov_b16_e32 v108.l, v18.l
	v_lshrrev_b32_e32 v128, 16, v18
	v_mov_b16_e32 v123.h, v21.l
	v_mov_b16_e32 v108.h, v22.l
	v_lshrrev_b32_e32 v111, 16, v22
	v_mov_b16_e32 v109.h, v23.l
	v_lshrrev_b32_e32 v124, 16, v23
	v_mov_b16_e32 v125.h, v24.l
	v_lshrrev_b32_e32 v126, 16, v24
	v_mov_b16_e32 v109.l, v19.l
	v_mov_b16_e32 v125.l, v20.l
	v_lshrrev_b32_e32 v57, 16, v19
	v_lshrrev_b32_e32 v58, 16, v20
	v_mov_b16_e64 v128.h, v111.l
	v_mov_b16_e32 v57.h, v124.l
	v_mov_b16_e32 v58.h, v126.l
	v_mov_b32_e32 v111, v63
	v_exp_f32_e32 v63, v47
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v25, 0, v1
	scratch_load_b32 v1, off, off offset:872 ; 4-byte Folded Reload
	ds_store_b128 v25, v[17:20]
	s_waitcnt vmcnt(0)
	ds_store_b128 v1, v[21:24] offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x7                            ; 32-byte Folded Reload
	scratch_load_b32 v17, off, off offset:732
	scratch_load_b32 v18, off, off offset:876
	scratch_load_b32 v26, off, off offset:884
	scratch_load_b32 v34, off, off offset:892
	scratch_load_b32 v60, off, off offset:900
	scratch_load_b32 v59, off, off offset:896
	scratch_load_b32 v33, off, off offset:888
	scratch_load_b32 v25, off, off offset:880
	v_lshrrev_b32_e32 v21, 16, v21
	v_mov_b16_e32 v127.h, v21.l
	s_waitcnt vmcnt(7)
	v_add_nc_u32_e32 v17, 0, v17
	s_waitcnt vmcnt(6)
	ds_load_b128 v[119:122], v18
	ds_load_b128 v[115:118], v17
	ds_load_b128 v[169:172], v17 offset:256
	ds_load_b128 v[173:176], v18 offset:256
	s_waitcnt vmcnt(5)
	ds_load_b128 v[21:24], v26
	s_waitcnt vmcnt(4)
	ds_load_b128 v[29:32], v34
	s_waitcnt vmcnt(0)
	ds_load_b128 v[17:20], v25
	ds_load_b128 v[161:164], v25 offset:256
	ds_load_b128 v[165:168], v26 offset:256
	ds_load_b128 v[25:28], v33
	ds_load_b128 v[153:156], v33 offset:256
	ds_load_b128 v[157:160], v34 offset:256
	ds_load_b128 v[33:36], v59
	ds_load_b128 v[145:148], v59 offset:256
	ds_load_b128 v[149:152], v60 offset:256
	ds_load_b128 v[37:40], v60
	v_exp_f32_e32 v60, v44
	v_cvt_f16_f32_e32 v44.h, v60
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v59, off, off offset:736 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v59, 0, v59
	ds_store_2addr_b32 v59, v123, v127 offset1:8
	ds_store_2addr_b32 v59, v108, v128 offset0:16 offset1:24
	scratch_load_b32 v59, off, off offset:904 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_2addr_b32 v59, v109, v57 offset0:32 offset1:40
	ds_store_2addr_b32 v59, v125, v58 offset0:48 offset1:56
	v_exp_f32_e32 v57, v41
	v_exp_f32_e32 v58, v42
	v_exp_f32_e32 v59, v43
	v_mov_b32_e32 v109, v64
	v_exp_f32_e32 v64, v48
	v_cvt_f16_f32_e32 v48.l, v63
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[0:3], off, off
	scratch_load_b128 v[4:7], off, off offset:16
	v_cvt_f16_f32_e32 v42.l, v57
	v_cvt_f16_f32_e32 v42.h, v58
	v_cvt_f16_f32_e32 v44.l, v59
	v_cvt_f16_f32_e32 v48.h, v64
	v_permlanex16_b32 v49, v42, s47, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v41, v49, v42, v114
	v_perm_b32 v42, v49, v42, v112
	v_permlanex16_b32 v49, v44, s47, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v43, v49, v44, v114
	v_perm_b32 v44, v49, v44, v112
	v_permlanex16_b32 v49, v46, s47, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v45, v49, v46, v114
	v_perm_b32 v46, v49, v46, v112
	v_permlanex16_b32 v49, v48, s47, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v47, v49, v48, v114
	v_perm_b32 v48, v49, v48, v112
	scratch_load_b32 v49, off, off offset:740 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v108, 0, v49
	ds_load_b128 v[53:56], v110
	ds_load_b128 v[49:52], v108
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[193:200], v[49:56], v[41:48], v[193:200]
	ds_load_b128 v[49:52], v108 offset:512
	ds_load_b128 v[53:56], v110 offset:512
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[49:56], v[41:48], v[0:7]
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[0:3], off
	scratch_store_b128 off, v[4:7], off offset:16
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[0:3], off, off offset:32
	scratch_load_b128 v[4:7], off, off offset:48
	ds_load_b128 v[53:56], v110 offset:1024
	ds_load_b128 v[49:52], v108 offset:1024
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[49:56], v[41:48], v[0:7]
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[0:3], off offset:32
	scratch_store_b128 off, v[4:7], off offset:48
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[0:3], off, off offset:64
	scratch_load_b128 v[4:7], off, off offset:80
	ds_load_b128 v[49:52], v108 offset:1536
	ds_load_b128 v[53:56], v110 offset:1536
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[49:56], v[41:48], v[0:7]
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[0:3], off offset:64
	scratch_store_b128 off, v[4:7], off offset:80
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[0:3], off, off offset:96
	scratch_load_b128 v[4:7], off, off offset:112
	ds_load_b128 v[53:56], v110 offset:2048
	ds_load_b128 v[49:52], v108 offset:2048
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[49:56], v[41:48], v[0:7]
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[0:3], off offset:96
	scratch_store_b128 off, v[4:7], off offset:112
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[0:3], off, off offset:128
	scratch_load_b128 v[4:7], off, off offset:144
	ds_load_b128 v[49:52], v108 offset:2560
	ds_load_b128 v[53:56], v110 offset:2560
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[49:56], v[41:48], v[0:7]
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[0:3], off offset:128
	scratch_store_b128 off, v[4:7], off offset:144
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[0:3], off, off offset:160
	scratch_load_b128 v[4:7], off, off offset:176
	ds_load_b128 v[53:56], v110 offset:3072
	ds_load_b128 v[49:52], v108 offset:3072
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[49:56], v[41:48], v[0:7]
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[0:3], off offset:160
	scratch_store_b128 off, v[4:7], off offset:176
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[0:3], off, off offset:192
	scratch_load_b128 v[4:7], off, off offset:208
	ds_load_b128 v[49:52], v108 offset:3584
	ds_load_b128 v[53:56], v110 offset:3584
	v_mov_b32_e32 v108, v107
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[49:56], v[41:48], v[0:7]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[49:52], off, off offset:684
	scratch_load_b128 v[53:56], off, off offset:700
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[0:3], off offset:192
	scratch_store_b128 off, v[4:7], off offset:208
	scratch_load_b32 v0, off, off offset:456 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_wmma_f32_16x16x16_f16 v[41:48], v[115:122], v[49:56], v[137:144]
	v_dual_mov_b32 v115, v201 :: v_dual_mov_b32 v116, v202
	v_dual_mov_b32 v117, v203 :: v_dual_mov_b32 v118, v204
	v_dual_mov_b32 v119, v205 :: v_dual_mov_b32 v120, v206
	v_dual_mov_b32 v121, v207 :: v_dual_mov_b32 v122, v208
	v_dual_mov_b32 v201, v209 :: v_dual_mov_b32 v202, v210
	v_dual_mov_b32 v203, v211 :: v_dual_mov_b32 v204, v212
	v_dual_mov_b32 v205, v213 :: v_dual_mov_b32 v206, v214
	v_dual_mov_b32 v207, v215 :: v_dual_mov_b32 v208, v216
	v_dual_mov_b32 v209, v217 :: v_dual_mov_b32 v210, v218
	v_dual_mov_b32 v211, v219 :: v_dual_mov_b32 v212, v220
	v_dual_mov_b32 v213, v221 :: v_dual_mov_b32 v214, v222
	v_dual_mov_b32 v215, v223 :: v_dual_mov_b32 v216, v224
	v_dual_mov_b32 v217, v225 :: v_dual_mov_b32 v218, v226
	v_dual_mov_b32 v219, v227 :: v_dual_mov_b32 v220, v228
	v_dual_mov_b32 v221, v229 :: v_dual_mov_b32 v222, v230
	v_dual_mov_b32 v223, v231 :: v_dual_mov_b32 v224, v232
	v_dual_mov_b32 v225, v233 :: v_dual_mov_b32 v226, v234
	v_dual_mov_b32 v227, v235 :: v_dual_mov_b32 v228, v236
	v_dual_mov_b32 v229, v237 :: v_dual_mov_b32 v230, v238
	v_dual_mov_b32 v231, v239 :: v_dual_mov_b32 v232, v240
	v_dual_mov_b32 v233, v241 :: v_dual_mov_b32 v234, v242
	v_dual_mov_b32 v235, v243 :: v_dual_mov_b32 v236, v244
	v_dual_mov_b32 v237, v245 :: v_dual_mov_b32 v238, v246
	v_dual_mov_b32 v239, v247 :: v_dual_mov_b32 v240, v248
	v_dual_mov_b32 v248, v136 :: v_dual_mov_b32 v247, v135
	v_dual_mov_b32 v246, v134 :: v_dual_mov_b32 v245, v133
	v_dual_mov_b32 v244, v132 :: v_dual_mov_b32 v243, v131
	v_dual_mov_b32 v242, v130 :: v_dual_mov_b32 v241, v129
	s_clause 0x3                            ; 64-byte Folded Reload
	scratch_load_b128 v[123:126], off, off offset:908
	scratch_load_b128 v[127:130], off, off offset:924
	scratch_load_b128 v[1:4], off, off offset:652
	scratch_load_b128 v[5:8], off, off offset:668
	s_waitcnt vmcnt(4)
	v_add_nc_u32_e32 v0, s46, v0
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[17:24], v[1:8], v[41:48]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[1:4], off, off offset:620
	scratch_load_b128 v[5:8], off, off offset:636
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[25:32], v[1:8], v[41:48]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[1:4], off, off offset:588
	scratch_load_b128 v[5:8], off, off offset:604
	v_lshrrev_b32_e32 v25, 16, v106
	v_lshrrev_b32_e32 v26, 16, v104
	v_lshrrev_b32_e32 v27, 16, v102
	v_lshrrev_b32_e32 v28, 16, v100
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[33:40], v[1:8], v[41:48]
	s_clause 0x3                            ; 64-byte Folded Reload
	scratch_load_b128 v[31:34], off, off offset:224
	scratch_load_b128 v[35:38], off, off offset:240
	scratch_load_b128 v[1:4], off, off offset:556
	scratch_load_b128 v[5:8], off, off offset:572
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[169:176], v[1:8], v[41:48]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[1:4], off, off offset:524
	scratch_load_b128 v[5:8], off, off offset:540
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[161:168], v[1:8], v[41:48]
	s_clause 0x3                            ; 64-byte Folded Reload
	scratch_load_b128 v[166:169], off, off offset:384
	scratch_load_b128 v[170:173], off, off offset:400
	scratch_load_b128 v[1:4], off, off offset:492
	scratch_load_b128 v[5:8], off, off offset:508
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[153:160], v[1:8], v[41:48]
	s_clause 0x3                            ; 64-byte Folded Reload
	scratch_load_b128 v[158:161], off, off offset:352
	scratch_load_b128 v[162:165], off, off offset:368
	scratch_load_b128 v[1:4], off, off offset:460
	scratch_load_b128 v[5:8], off, off offset:476
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[145:152], v[1:8], v[41:48]
	s_clause 0x2                            ; 36-byte Folded Reload
	scratch_load_b128 v[150:153], off, off offset:320
	scratch_load_b128 v[154:157], off, off offset:336
	scratch_load_b32 v1, off, off offset:752
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v17, s50, v1, 2
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[1:4], off, off offset:416
	scratch_load_b128 v[5:8], off, off offset:432
	s_add_i32 s50, s50, 16
	s_cmp_lg_u32 s51, s26
	v_add_nc_u32_e32 v18, 8, v17
	v_add_nc_u32_e32 v22, 40, v17
	v_add_nc_u32_e32 v19, 16, v17
	v_add_nc_u32_e32 v20, 24, v17
	v_add_nc_u32_e32 v23, 48, v17
	v_add_nc_u32_e32 v24, 56, v17
	v_add_nc_u32_e32 v21, 32, v17
	v_dual_cndmask_b32 v17, 0x80000000, v17 :: v_dual_cndmask_b32 v18, 0x80000000, v18
	v_dual_cndmask_b32 v22, 0x80000000, v22 :: v_dual_cndmask_b32 v19, 0x80000000, v19
	v_dual_cndmask_b32 v20, 0x80000000, v20 :: v_dual_cndmask_b32 v23, 0x80000000, v23
	v_dual_cndmask_b32 v24, 0x80000000, v24 :: v_dual_cndmask_b32 v21, 0x80000000, v21
	s_clause 0x7
	buffer_load_b32 v17, v17, s[76:79], 0 offen
	buffer_load_b32 v18, v18, s[76:79], 0 offen
	buffer_load_b32 v19, v19, s[76:79], 0 offen
	buffer_load_b32 v20, v20, s[76:79], 0 offen
	buffer_load_b32 v21, v21, s[76:79], 0 offen
	buffer_load_b32 v22, v22, s[76:79], 0 offen
	buffer_load_b32 v23, v23, s[76:79], 0 offen
	buffer_load_b32 v24, v24, s[76:79], 0 offen
	s_waitcnt vmcnt(6)
	v_dual_sub_f32 v17, v41, v17 :: v_dual_sub_f32 v18, v42, v18
	s_waitcnt vmcnt(4)
	v_dual_sub_f32 v19, v43, v19 :: v_dual_sub_f32 v20, v44, v20
	s_waitcnt vmcnt(2)
	v_dual_sub_f32 v21, v45, v21 :: v_dual_sub_f32 v22, v46, v22
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[39:42], off, off offset:256
	scratch_load_b128 v[43:46], off, off offset:272
	v_fma_mixlo_f16 v17, v57, v17, neg(0)
	v_fma_mixhi_f16 v17, v58, v18, neg(0)
	v_fma_mixlo_f16 v18, v59, v19, neg(0)
	v_fma_mixhi_f16 v18, v60, v20, neg(0)
	v_fma_mixlo_f16 v19, v61, v21, neg(0)
	v_fma_mixhi_f16 v19, v62, v22, neg(0)
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[55:58], off, off offset:288
	scratch_load_b128 v[59:62], off, off offset:304
	s_waitcnt vmcnt(4)
	v_dual_sub_f32 v23, v47, v23 :: v_dual_sub_f32 v24, v48, v24
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v47, off, off offset:448
	scratch_load_b32 v48, off, off offset:452
	v_permlanex16_b32 v21, v17, s47, 0xfedcba98 op_sel:[1,0]
	v_fma_mixlo_f16 v20, v63, v23, neg(0)
	v_fma_mixhi_f16 v20, v64, v24, neg(0)
	v_lshrrev_b32_e32 v22, 16, v103
	v_lshrrev_b32_e32 v23, 16, v101
	v_perm_b32 v137, v21, v17, v114
	v_perm_b32 v138, v21, v17, v112
	v_permlanex16_b32 v17, v18, s47, 0xfedcba98 op_sel:[1,0]
	v_lshrrev_b32_e32 v21, 16, v105
	v_lshrrev_b32_e32 v24, 16, v99
	v_mov_b16_e32 v21.h, v25.l
	v_mov_b16_e32 v22.h, v26.l
	v_perm_b32 v139, v17, v18, v114
	v_perm_b32 v140, v17, v18, v112
	v_permlanex16_b32 v17, v19, s47, 0xfedcba98 op_sel:[1,0]
	v_mov_b16_e32 v18.l, v103.l
	v_mov_b16_e32 v18.h, v104.l
	v_mov_b16_e32 v23.h, v27.l
	v_mov_b16_e32 v24.h, v28.l
	v_perm_b32 v141, v17, v19, v114
	v_perm_b32 v142, v17, v19, v112
	v_permlanex16_b32 v17, v20, s47, 0xfedcba98 op_sel:[1,0]
	v_mov_b16_e32 v19.l, v101.l
	v_mov_b16_e32 v19.h, v102.l
	v_lshrrev_b32_e32 v25, 16, v98
	v_lshrrev_b32_e32 v26, 16, v96
	v_perm_b32 v143, v17, v20, v114
	v_perm_b32 v144, v17, v20, v112
	v_mov_b16_e32 v17.l, v105.l
	v_mov_b16_e32 v17.h, v106.l
	v_mov_b16_e32 v20.l, v99.l
	v_mov_b16_e32 v20.h, v100.l
	v_lshrrev_b32_e32 v27, 16, v94
	v_lshrrev_b32_e32 v28, 16, v92
	v_dual_mov_b32 v63, v111 :: v_dual_mov_b32 v64, v109
	v_wmma_f32_16x16x16_f16 v[9:16], v[17:24], v[137:144], v[9:16]
	v_lshrrev_b32_e32 v21, 16, v97
	v_lshrrev_b32_e32 v22, 16, v95
	v_lshrrev_b32_e32 v23, 16, v93
	v_lshrrev_b32_e32 v24, 16, v91
	v_mov_b16_e32 v17.l, v97.l
	v_mov_b16_e32 v17.h, v98.l
	v_mov_b16_e32 v18.l, v95.l
	v_mov_b16_e32 v18.h, v96.l
	v_mov_b16_e32 v19.l, v93.l
	v_mov_b16_e32 v19.h, v94.l
	v_mov_b16_e32 v20.l, v91.l
	v_mov_b16_e32 v20.h, v92.l
	v_mov_b16_e32 v21.h, v25.l
	v_mov_b16_e32 v22.h, v26.l
	v_mov_b16_e32 v23.h, v27.l
	v_mov_b16_e32 v24.h, v28.l
	v_lshrrev_b32_e32 v25, 16, v90
	v_lshrrev_b32_e32 v26, 16, v88
	v_lshrrev_b32_e32 v27, 16, v86
	v_lshrrev_b32_e32 v28, 16, v84
	v_wmma_f32_16x16x16_f16 v[31:38], v[17:24], v[137:144], v[31:38]
	v_lshrrev_b32_e32 v21, 16, v89
	v_lshrrev_b32_e32 v22, 16, v87
	v_lshrrev_b32_e32 v23, 16, v85
	v_lshrrev_b32_e32 v24, 16, v83
	v_mov_b16_e32 v17.l, v89.l
	v_mov_b16_e32 v17.h, v90.l
	v_mov_b16_e32 v18.l, v87.l
	v_mov_b16_e32 v18.h, v88.l
	v_mov_b16_e32 v19.l, v85.l
	v_mov_b16_e32 v19.h, v86.l
	v_mov_b16_e32 v20.l, v83.l
	v_mov_b16_e32 v20.h, v84.l
	v_mov_b16_e32 v21.h, v25.l
	v_mov_b16_e32 v22.h, v26.l
	v_mov_b16_e32 v23.h, v27.l
	v_mov_b16_e32 v24.h, v28.l
	v_lshrrev_b32_e32 v25, 16, v82
	v_lshrrev_b32_e32 v26, 16, v80
	v_lshrrev_b32_e32 v27, 16, v78
	v_lshrrev_b32_e32 v28, 16, v76
	s_waitcnt vmcnt(4)
	v_wmma_f32_16x16x16_f16 v[39:46], v[17:24], v[137:144], v[39:46]
	v_lshrrev_b32_e32 v21, 16, v81
	v_lshrrev_b32_e32 v22, 16, v79
	v_lshrrev_b32_e32 v23, 16, v77
	v_lshrrev_b32_e32 v24, 16, v75
	v_mov_b16_e32 v17.l, v81.l
	v_mov_b16_e32 v17.h, v82.l
	v_mov_b16_e32 v18.l, v79.l
	v_mov_b16_e32 v18.h, v80.l
	v_mov_b16_e32 v19.l, v77.l
	v_mov_b16_e32 v19.h, v78.l
	v_mov_b16_e32 v20.l, v75.l
	v_mov_b16_e32 v20.h, v76.l
	v_mov_b16_e32 v21.h, v25.l
	v_mov_b16_e32 v22.h, v26.l
	v_mov_b16_e32 v23.h, v27.l
	v_mov_b16_e32 v24.h, v28.l
	v_lshrrev_b32_e32 v25, 16, v74
	v_lshrrev_b32_e32 v26, 16, v72
	v_lshrrev_b32_e32 v27, 16, v70
	v_lshrrev_b32_e32 v28, 16, v68
	s_waitcnt vmcnt(2)
	v_wmma_f32_16x16x16_f16 v[55:62], v[17:24], v[137:144], v[55:62]
	v_lshrrev_b32_e32 v21, 16, v73
	v_lshrrev_b32_e32 v22, 16, v71
	v_lshrrev_b32_e32 v23, 16, v69
	v_lshrrev_b32_e32 v24, 16, v67
	v_mov_b16_e32 v17.l, v73.l
	v_mov_b16_e32 v17.h, v74.l
	v_mov_b16_e32 v18.l, v71.l
	v_mov_b16_e32 v18.h, v72.l
	v_mov_b16_e32 v19.l, v69.l
	v_mov_b16_e32 v19.h, v70.l
	v_mov_b16_e32 v20.l, v67.l
	v_mov_b16_e32 v20.h, v68.l
	v_mov_b16_e32 v21.h, v25.l
	v_mov_b16_e32 v22.h, v26.l
	v_mov_b16_e32 v23.h, v27.l
	v_mov_b16_e32 v24.h, v28.l
	v_lshrrev_b32_e32 v25, 16, v66
	v_lshrrev_b32_e32 v26, 16, v192
	v_lshrrev_b32_e32 v27, 16, v190
	v_lshrrev_b32_e32 v28, 16, v188
	v_wmma_f32_16x16x16_f16 v[150:157], v[17:24], v[137:144], v[150:157]
	v_lshrrev_b32_e32 v21, 16, v65
	v_lshrrev_b32_e32 v22, 16, v191
	v_lshrrev_b32_e32 v23, 16, v189
	v_lshrrev_b32_e32 v24, 16, v187
	v_mov_b16_e32 v17.l, v65.l
	v_mov_b16_e32 v17.h, v66.l
	v_mov_b16_e64 v18.l, v191.l
	v_mov_b16_e64 v18.h, v192.l
	v_mov_b16_e64 v19.l, v189.l
	v_mov_b16_e64 v19.h, v190.l
	v_mov_b16_e64 v20.l, v187.l
	v_mov_b16_e64 v20.h, v188.l
	v_mov_b16_e32 v21.h, v25.l
	v_mov_b16_e32 v22.h, v26.l
	v_mov_b16_e32 v23.h, v27.l
	v_mov_b16_e32 v24.h, v28.l
	v_lshrrev_b32_e32 v25, 16, v186
	v_lshrrev_b32_e32 v26, 16, v184
	v_lshrrev_b32_e32 v27, 16, v182
	v_lshrrev_b32_e32 v28, 16, v180
	v_wmma_f32_16x16x16_f16 v[158:165], v[17:24], v[137:144], v[158:165]
	v_lshrrev_b32_e32 v21, 16, v185
	v_lshrrev_b32_e32 v22, 16, v183
	v_lshrrev_b32_e32 v23, 16, v181
	v_lshrrev_b32_e32 v24, 16, v179
	v_mov_b16_e64 v17.l, v185.l
	v_mov_b16_e64 v17.h, v186.l
	v_mov_b16_e64 v18.l, v183.l
	v_mov_b16_e64 v18.h, v184.l
	v_mov_b16_e64 v19.l, v181.l
	v_mov_b16_e64 v19.h, v182.l
	v_mov_b16_e64 v20.l, v179.l
	v_mov_b16_e64 v20.h, v180.l
	v_mov_b16_e32 v21.h, v25.l
	v_mov_b16_e32 v22.h, v26.l
	v_mov_b16_e32 v23.h, v27.l
	v_mov_b16_e32 v24.h, v28.l
	v_lshrrev_b32_e32 v25, 16, v178
	v_lshrrev_b32_e32 v26, 16, v254
	v_lshrrev_b32_e32 v27, 16, v252
	v_lshrrev_b32_e32 v28, 16, v250
	v_wmma_f32_16x16x16_f16 v[166:173], v[17:24], v[137:144], v[166:173]
	v_lshrrev_b32_e32 v21, 16, v177
	v_lshrrev_b32_e32 v22, 16, v253
	v_lshrrev_b32_e32 v23, 16, v251
	v_lshrrev_b32_e32 v24, 16, v249
	v_mov_b16_e64 v17.l, v177.l
	v_mov_b16_e64 v17.h, v178.l
	v_mov_b16_e64 v18.l, v253.l
	v_mov_b16_e64 v18.h, v254.l
	v_mov_b16_e64 v19.l, v251.l
	v_mov_b16_e64 v19.h, v252.l
	v_mov_b16_e64 v20.l, v249.l
	v_mov_b16_e64 v20.h, v250.l
	v_mov_b16_e32 v21.h, v25.l
	v_mov_b16_e32 v22.h, v26.l
	v_mov_b16_e32 v23.h, v27.l
	v_mov_b16_e32 v24.h, v28.l
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v48, s27, v48
	v_add_nc_u32_e32 v47, s27, v47
	v_add_nc_u32_e32 v63, s46, v63
	v_wmma_f32_16x16x16_f16 v[1:8], v[17:24], v[137:144], v[1:8]
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %._crit_edge174.loopexit
	s_clause 0x3                            ; 40-byte Folded Reload
	scratch_load_b128 v[17:20], off, off
	scratch_load_b128 v[21:24], off, off offset:16
	scratch_load_b32 v131, off, off offset:940
	scratch_load_b32 v63, off, off offset:944
	v_cvt_f16_f32_e64 v111.l, v193
	v_cvt_f16_f32_e64 v125.l, v194
	v_cvt_f16_f32_e64 v126.l, v195
	v_cvt_f16_f32_e64 v127.l, v196
	v_cvt_f16_f32_e64 v123.l, v197
	v_cvt_f16_f32_e64 v124.l, v198
	v_cvt_f16_f32_e64 v122.l, v199
	v_cvt_f16_f32_e64 v121.l, v200
	s_waitcnt vmcnt(3)
	v_cvt_f16_f32_e32 v120.l, v17
	v_cvt_f16_f32_e32 v118.l, v18
	v_cvt_f16_f32_e32 v119.l, v19
	v_cvt_f16_f32_e32 v117.l, v20
	s_waitcnt vmcnt(2)
	v_cvt_f16_f32_e32 v116.l, v21
	v_cvt_f16_f32_e32 v115.l, v22
	v_cvt_f16_f32_e32 v113.l, v23
	v_cvt_f16_f32_e32 v114.l, v24
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[17:20], off, off offset:32
	scratch_load_b128 v[21:24], off, off offset:48
	s_waitcnt vmcnt(1)
	v_cvt_f16_f32_e32 v112.l, v17
	v_cvt_f16_f32_e32 v110.l, v18
	v_cvt_f16_f32_e32 v109.l, v19
	v_cvt_f16_f32_e32 v107.l, v20
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v108.l, v21
	v_cvt_f16_f32_e32 v106.l, v22
	v_cvt_f16_f32_e32 v105.l, v23
	v_cvt_f16_f32_e32 v104.l, v24
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[17:20], off, off offset:64
	scratch_load_b128 v[21:24], off, off offset:80
	s_waitcnt vmcnt(1)
	v_cvt_f16_f32_e32 v102.l, v17
	v_cvt_f16_f32_e32 v103.l, v18
	v_cvt_f16_f32_e32 v101.l, v19
	v_cvt_f16_f32_e32 v100.l, v20
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v99.l, v21
	v_cvt_f16_f32_e32 v97.l, v22
	v_cvt_f16_f32_e32 v98.l, v23
	v_cvt_f16_f32_e32 v96.l, v24
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[17:20], off, off offset:96
	scratch_load_b128 v[21:24], off, off offset:112
	s_waitcnt vmcnt(1)
	v_cvt_f16_f32_e32 v95.l, v17
	v_cvt_f16_f32_e32 v94.l, v18
	v_cvt_f16_f32_e32 v92.l, v19
	v_cvt_f16_f32_e32 v93.l, v20
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v91.l, v21
	v_cvt_f16_f32_e32 v90.l, v22
	v_cvt_f16_f32_e32 v89.l, v23
	v_cvt_f16_f32_e32 v87.l, v24
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[17:20], off, off offset:128
	scratch_load_b128 v[21:24], off, off offset:144
	s_waitcnt vmcnt(1)
	v_cvt_f16_f32_e32 v88.l, v17
	v_cvt_f16_f32_e32 v86.l, v18
	v_cvt_f16_f32_e32 v85.l, v19
	v_cvt_f16_f32_e32 v84.l, v20
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v82.l, v21
	v_cvt_f16_f32_e32 v83.l, v22
	v_cvt_f16_f32_e32 v81.l, v23
	v_cvt_f16_f32_e32 v80.l, v24
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[17:20], off, off offset:160
	scratch_load_b128 v[21:24], off, off offset:176
	s_waitcnt vmcnt(1)
	v_cvt_f16_f32_e32 v79.l, v17
	v_cvt_f16_f32_e32 v77.l, v18
	v_cvt_f16_f32_e32 v78.l, v19
	v_cvt_f16_f32_e32 v76.l, v20
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v75.l, v21
	v_cvt_f16_f32_e32 v74.l, v22
	v_cvt_f16_f32_e32 v72.l, v23
	v_cvt_f16_f32_e32 v73.l, v24
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[17:20], off, off offset:192
	scratch_load_b128 v[21:24], off, off offset:208
	s_waitcnt vmcnt(1)
	v_cvt_f16_f32_e32 v71.l, v17
	v_cvt_f16_f32_e32 v70.l, v18
	v_cvt_f16_f32_e32 v69.l, v19
	v_cvt_f16_f32_e32 v67.l, v20
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v68.l, v21
	v_cvt_f16_f32_e32 v66.l, v22
	v_cvt_f16_f32_e32 v65.l, v23
	v_cvt_f16_f32_e32 v0.l, v24
	s_branch .LBB0_8
.LBB0_6:
	v_mov_b32_e32 v9, 0
	v_mov_b16_e32 v111.l, 0
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v31, v9
	v_mov_b32_e32 v32, v9
	v_mov_b32_e32 v33, v9
	v_mov_b32_e32 v34, v9
	v_mov_b32_e32 v35, v9
	v_mov_b32_e32 v36, v9
	v_mov_b32_e32 v37, v9
	v_mov_b32_e32 v38, v9
	v_mov_b32_e32 v39, v9
	v_mov_b32_e32 v40, v9
	v_mov_b32_e32 v41, v9
	v_mov_b32_e32 v42, v9
	v_mov_b32_e32 v43, v9
	v_mov_b32_e32 v44, v9
	v_mov_b32_e32 v45, v9
	v_mov_b32_e32 v46, v9
	v_mov_b32_e32 v55, v9
	v_mov_b32_e32 v56, v9
	v_mov_b32_e32 v57, v9
	v_mov_b32_e32 v58, v9
	v_mov_b32_e32 v59, v9
	v_mov_b32_e32 v60, v9
	v_mov_b32_e32 v61, v9
	v_mov_b32_e32 v62, v9
	v_mov_b32_e32 v150, v9
	v_mov_b32_e32 v151, v9
	v_mov_b32_e32 v152, v9
	v_mov_b32_e32 v153, v9
	v_mov_b32_e32 v154, v9
	v_mov_b32_e32 v155, v9
	v_mov_b32_e32 v156, v9
	v_mov_b32_e32 v157, v9
	v_mov_b32_e32 v158, v9
	v_mov_b32_e32 v159, v9
	v_mov_b32_e32 v160, v9
	v_mov_b32_e32 v161, v9
	v_mov_b32_e32 v162, v9
	v_mov_b32_e32 v163, v9
	v_mov_b32_e32 v164, v9
	v_mov_b32_e32 v165, v9
	v_mov_b32_e32 v166, v9
	v_mov_b32_e32 v167, v9
	v_mov_b32_e32 v168, v9
	v_mov_b32_e32 v169, v9
	v_mov_b32_e32 v170, v9
	v_mov_b32_e32 v171, v9
	v_mov_b32_e32 v172, v9
	v_mov_b32_e32 v173, v9
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v8, v9
	v_mov_b16_e32 v125.l, v111.l
	v_mov_b16_e32 v126.l, v111.l
	v_mov_b16_e32 v127.l, v111.l
	v_mov_b16_e32 v123.l, v111.l
	v_mov_b16_e32 v124.l, v111.l
	v_mov_b16_e32 v122.l, v111.l
	v_mov_b16_e32 v121.l, v111.l
	v_mov_b16_e32 v120.l, v111.l
	v_mov_b16_e32 v118.l, v111.l
	v_mov_b16_e32 v119.l, v111.l
	v_mov_b16_e32 v117.l, v111.l
	v_mov_b16_e32 v116.l, v111.l
	v_mov_b16_e32 v115.l, v111.l
	v_mov_b16_e32 v113.l, v111.l
	v_mov_b16_e32 v114.l, v111.l
	v_mov_b16_e32 v112.l, v111.l
	v_mov_b16_e32 v110.l, v111.l
	v_mov_b16_e32 v109.l, v111.l
	v_mov_b16_e32 v107.l, v111.l
	v_mov_b16_e32 v108.l, v111.l
	v_mov_b16_e32 v106.l, v111.l
	v_mov_b16_e32 v105.l, v111.l
	v_mov_b16_e32 v104.l, v111.l
	v_mov_b16_e32 v102.l, v111.l
	v_mov_b16_e32 v103.l, v111.l
	v_mov_b16_e32 v101.l, v111.l
	v_mov_b16_e32 v100.l, v111.l
	v_mov_b16_e32 v99.l, v111.l
	v_mov_b16_e32 v97.l, v111.l
	v_mov_b16_e32 v98.l, v111.l
	v_mov_b16_e32 v96.l, v111.l
	v_mov_b16_e32 v95.l, v111.l
	v_mov_b16_e32 v94.l, v111.l
	v_mov_b16_e32 v92.l, v111.l
	v_mov_b16_e32 v93.l, v111.l
	v_mov_b16_e32 v91.l, v111.l
	v_mov_b16_e32 v90.l, v111.l
	v_mov_b16_e32 v89.l, v111.l
	v_mov_b16_e32 v87.l, v111.l
	v_mov_b16_e32 v88.l, v111.l
	v_mov_b16_e32 v86.l, v111.l
	v_mov_b16_e32 v85.l, v111.l
	v_mov_b16_e32 v84.l, v111.l
	v_mov_b16_e32 v82.l, v111.l
	v_mov_b16_e32 v83.l, v111.l
	v_mov_b16_e32 v81.l, v111.l
	v_mov_b16_e32 v80.l, v111.l
	v_mov_b16_e32 v79.l, v111.l
	v_mov_b16_e32 v77.l, v111.l
	v_mov_b16_e32 v78.l, v111.l
	v_mov_b16_e32 v76.l, v111.l
	v_mov_b16_e32 v75.l, v111.l
	v_mov_b16_e32 v74.l, v111.l
	v_mov_b16_e32 v72.l, v111.l
	v_mov_b16_e32 v73.l, v111.l
	v_mov_b16_e32 v71.l, v111.l
	v_mov_b16_e32 v70.l, v111.l
	v_mov_b16_e32 v69.l, v111.l
	v_mov_b16_e32 v67.l, v111.l
	v_mov_b16_e32 v68.l, v111.l
	v_mov_b16_e32 v66.l, v111.l
	v_mov_b16_e32 v65.l, v111.l
	v_mov_b16_e32 v0.l, v111.l
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b16_e32 v0.l, 0
	v_mov_b32_e32 v8, 0
	v_mov_b16_e32 v65.l, v0.l
	v_mov_b16_e32 v66.l, v0.l
	v_mov_b16_e32 v68.l, v0.l
	v_mov_b16_e32 v67.l, v0.l
	v_mov_b16_e32 v69.l, v0.l
	v_mov_b16_e32 v70.l, v0.l
	v_mov_b16_e32 v71.l, v0.l
	v_mov_b16_e32 v73.l, v0.l
	v_mov_b16_e32 v72.l, v0.l
	v_mov_b16_e32 v74.l, v0.l
	v_mov_b16_e32 v75.l, v0.l
	v_mov_b16_e32 v76.l, v0.l
	v_mov_b16_e32 v78.l, v0.l
	v_mov_b16_e32 v77.l, v0.l
	v_mov_b16_e32 v79.l, v0.l
	v_mov_b16_e32 v80.l, v0.l
	v_mov_b16_e32 v81.l, v0.l
	v_mov_b16_e32 v83.l, v0.l
	v_mov_b16_e32 v82.l, v0.l
	v_mov_b16_e32 v84.l, v0.l
	v_mov_b16_e32 v85.l, v0.l
	v_mov_b16_e32 v86.l, v0.l
	v_mov_b16_e32 v88.l, v0.l
	v_mov_b16_e32 v87.l, v0.l
	v_mov_b16_e32 v89.l, v0.l
	v_mov_b16_e32 v90.l, v0.l
	v_mov_b16_e32 v91.l, v0.l
	v_mov_b16_e32 v93.l, v0.l
	v_mov_b16_e32 v92.l, v0.l
	v_mov_b16_e32 v94.l, v0.l
	v_mov_b16_e32 v95.l, v0.l
	v_mov_b16_e32 v96.l, v0.l
	v_mov_b16_e32 v98.l, v0.l
	v_mov_b16_e32 v97.l, v0.l
	v_mov_b16_e32 v99.l, v0.l
	v_mov_b16_e32 v100.l, v0.l
	v_mov_b16_e32 v101.l, v0.l
	v_mov_b16_e32 v103.l, v0.l
	v_mov_b16_e32 v102.l, v0.l
	v_mov_b16_e32 v104.l, v0.l
	v_mov_b16_e32 v105.l, v0.l
	v_mov_b16_e32 v106.l, v0.l
	v_mov_b16_e32 v108.l, v0.l
	v_mov_b16_e32 v107.l, v0.l
	v_mov_b16_e32 v109.l, v0.l
	v_mov_b16_e32 v110.l, v0.l
	v_mov_b16_e32 v112.l, v0.l
	v_mov_b16_e32 v114.l, v0.l
	v_mov_b16_e32 v113.l, v0.l
	v_mov_b16_e32 v115.l, v0.l
	v_mov_b16_e32 v116.l, v0.l
	v_mov_b16_e32 v117.l, v0.l
	v_mov_b16_e32 v119.l, v0.l
	v_mov_b16_e32 v118.l, v0.l
	v_mov_b16_e32 v120.l, v0.l
	v_mov_b16_e32 v121.l, v0.l
	v_mov_b16_e32 v122.l, v0.l
	v_mov_b16_e32 v124.l, v0.l
	v_mov_b16_e32 v123.l, v0.l
	v_mov_b16_e32 v127.l, v0.l
	v_mov_b16_e32 v126.l, v0.l
	v_mov_b16_e32 v125.l, v0.l
	v_mov_b16_e32 v111.l, v0.l
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v173, v8
	v_mov_b32_e32 v172, v8
	v_mov_b32_e32 v171, v8
	v_mov_b32_e32 v170, v8
	v_mov_b32_e32 v169, v8
	v_mov_b32_e32 v168, v8
	v_mov_b32_e32 v167, v8
	v_mov_b32_e32 v166, v8
	v_mov_b32_e32 v165, v8
	v_mov_b32_e32 v164, v8
	v_mov_b32_e32 v163, v8
	v_mov_b32_e32 v162, v8
	v_mov_b32_e32 v161, v8
	v_mov_b32_e32 v160, v8
	v_mov_b32_e32 v159, v8
	v_mov_b32_e32 v158, v8
	v_mov_b32_e32 v157, v8
	v_mov_b32_e32 v156, v8
	v_mov_b32_e32 v155, v8
	v_mov_b32_e32 v154, v8
	v_mov_b32_e32 v153, v8
	v_mov_b32_e32 v152, v8
	v_mov_b32_e32 v151, v8
	v_mov_b32_e32 v150, v8
	v_mov_b32_e32 v62, v8
	v_mov_b32_e32 v61, v8
	v_mov_b32_e32 v60, v8
	v_mov_b32_e32 v59, v8
	v_mov_b32_e32 v58, v8
	v_mov_b32_e32 v57, v8
	v_mov_b32_e32 v56, v8
	v_mov_b32_e32 v55, v8
	v_mov_b32_e32 v46, v8
	v_mov_b32_e32 v45, v8
	v_mov_b32_e32 v44, v8
	v_mov_b32_e32 v43, v8
	v_mov_b32_e32 v42, v8
	v_mov_b32_e32 v41, v8
	v_mov_b32_e32 v40, v8
	v_mov_b32_e32 v39, v8
	v_mov_b32_e32 v38, v8
	v_mov_b32_e32 v37, v8
	v_mov_b32_e32 v36, v8
	v_mov_b32_e32 v35, v8
	v_mov_b32_e32 v34, v8
	v_mov_b32_e32 v33, v8
	v_mov_b32_e32 v32, v8
	v_mov_b32_e32 v31, v8
	v_mov_b32_e32 v16, v8
	v_mov_b32_e32 v15, v8
	v_mov_b32_e32 v14, v8
	v_mov_b32_e32 v13, v8
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v11, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v9, v8
.LBB0_8:                                ; %._crit_edge174
	s_lshr_b32 s3, s82, 1
	s_mul_i32 s5, s63, s4
	v_or_b32_e32 v17, s3, v63
	s_mul_i32 s3, s6, s2
	s_mul_i32 s6, s7, s80
	s_add_i32 s3, s3, s5
	s_and_b32 s57, s55, 0xffff
	v_mul_lo_u32 v19, v17, s7
	s_add_i32 s6, s6, s3
	v_or_b32_e32 v22, s80, v17
	v_add_nc_u32_e32 v20, s6, v255
	s_mov_b32 s56, s54
	v_lshrrev_b32_e32 v18, 4, v131
	s_mul_i32 s3, s60, s4
	v_cmp_gt_i32_e32 vcc_lo, s35, v22
	v_add_lshl_u32 v20, v20, v19, 1
	s_mul_i32 s5, s61, s2
	v_or_b32_e32 v21, 62, v18
	v_or_b32_e32 v18, 0x7e, v18
	s_add_i32 s5, s5, s3
	v_add_nc_u32_e32 v27, 12, v20
	v_add_nc_u32_e32 v26, 8, v20
	v_add_nc_u32_e32 v29, 20, v20
	v_add_nc_u32_e32 v28, 16, v20
	v_add_nc_u32_e32 v23, s6, v21
	v_cndmask_b32_e32 v27, 0x80000000, v27, vcc_lo
	v_dual_cndmask_b32 v26, 0x80000000, v26 :: v_dual_add_nc_u32 v25, 4, v20
	v_cndmask_b32_e32 v22, 0x80000000, v20, vcc_lo
	v_add_nc_u32_e32 v24, s6, v18
	s_mul_i32 s3, s62, s80
	v_cndmask_b32_e32 v25, 0x80000000, v25, vcc_lo
	s_add_i32 s3, s3, s5
	v_fma_mixlo_f16 v9, s33, v9, neg(0)
	s_clause 0x3
	buffer_store_b16 v111, v22, s[56:59], 0 offen
	buffer_store_b16 v125, v25, s[56:59], 0 offen
	buffer_store_b16 v126, v26, s[56:59], 0 offen
	buffer_store_b16 v127, v27, s[56:59], 0 offen
	v_dual_cndmask_b32 v25, 0x80000000, v29 :: v_dual_cndmask_b32 v22, 0x80000000, v28
	v_add_nc_u32_e32 v26, 28, v20
	s_clause 0x1
	buffer_store_b16 v123, v22, s[56:59], 0 offen
	buffer_store_b16 v124, v25, s[56:59], 0 offen
	v_cndmask_b32_e32 v22, 0x80000000, v26, vcc_lo
	v_add_nc_u32_e32 v26, 36, v20
	v_add_nc_u32_e32 v30, 24, v20
	v_add_nc_u32_e32 v28, 32, v20
	v_fma_mixlo_f16 v10, s33, v10, neg(0)
	v_fma_mixlo_f16 v11, s33, v11, neg(0)
	v_fma_mixlo_f16 v12, s33, v12, neg(0)
	v_cndmask_b32_e32 v27, 0x80000000, v30, vcc_lo
	s_and_b32 s53, s53, 0xffff
	s_mov_b32 s54, s58
	s_mov_b32 s55, s59
	v_fma_mixlo_f16 v13, s33, v13, neg(0)
	buffer_store_b16 v122, v27, s[56:59], 0 offen
	v_add_nc_u32_e32 v27, 40, v20
	buffer_store_b16 v121, v22, s[56:59], 0 offen
	v_add_nc_u32_e32 v22, 44, v20
	v_cndmask_b32_e32 v25, 0x80000000, v28, vcc_lo
	v_add_nc_u32_e32 v28, 52, v20
	v_fma_mixlo_f16 v14, s33, v14, neg(0)
	v_fma_mixlo_f16 v15, s33, v15, neg(0)
	v_cndmask_b32_e32 v22, 0x80000000, v22, vcc_lo
	buffer_store_b16 v120, v25, s[56:59], 0 offen
	v_dual_cndmask_b32 v25, 0x80000000, v26 :: v_dual_cndmask_b32 v26, 0x80000000, v27
	v_add_nc_u32_e32 v27, 48, v20
	s_clause 0x2
	buffer_store_b16 v118, v25, s[56:59], 0 offen
	buffer_store_b16 v119, v26, s[56:59], 0 offen
	buffer_store_b16 v117, v22, s[56:59], 0 offen
	v_dual_cndmask_b32 v25, 0x80000000, v27 :: v_dual_cndmask_b32 v22, 0x80000000, v28
	v_add_nc_u32_e32 v26, 56, v20
	v_add_nc_u32_e32 v27, 60, v20
	v_add_nc_u32_e32 v28, 0x48, v20
	buffer_store_b16 v116, v25, s[56:59], 0 offen
	v_add_nc_u32_e32 v25, 64, v20
	buffer_store_b16 v115, v22, s[56:59], 0 offen
	v_cndmask_b32_e32 v22, 0x80000000, v26, vcc_lo
	v_cndmask_b32_e32 v26, 0x80000000, v27, vcc_lo
	v_add_nc_u32_e32 v27, 0x44, v20
	v_cndmask_b32_e32 v25, 0x80000000, v25, vcc_lo
	s_clause 0x1
	buffer_store_b16 v113, v22, s[56:59], 0 offen
	buffer_store_b16 v114, v26, s[56:59], 0 offen
	v_add_nc_u32_e32 v26, 0x4c, v20
	v_cndmask_b32_e32 v22, 0x80000000, v27, vcc_lo
	buffer_store_b16 v112, v25, s[56:59], 0 offen
	v_cndmask_b32_e32 v25, 0x80000000, v28, vcc_lo
	v_add_nc_u32_e32 v27, 0x50, v20
	v_add_nc_u32_e32 v28, 0x5c, v20
	buffer_store_b16 v110, v22, s[56:59], 0 offen
	v_add_nc_u32_e32 v22, 0x54, v20
	buffer_store_b16 v109, v25, s[56:59], 0 offen
	v_dual_cndmask_b32 v25, 0x80000000, v26 :: v_dual_cndmask_b32 v26, 0x80000000, v27
	v_add_nc_u32_e32 v27, 0x58, v20
	v_cndmask_b32_e32 v22, 0x80000000, v22, vcc_lo
	s_clause 0x1
	buffer_store_b16 v107, v25, s[56:59], 0 offen
	buffer_store_b16 v108, v26, s[56:59], 0 offen
	v_add_nc_u32_e32 v26, 0x60, v20
	v_cndmask_b32_e32 v25, 0x80000000, v27, vcc_lo
	buffer_store_b16 v106, v22, s[56:59], 0 offen
	v_cndmask_b32_e32 v22, 0x80000000, v28, vcc_lo
	v_add_nc_u32_e32 v27, 0x64, v20
	v_add_nc_u32_e32 v28, 0x70, v20
	buffer_store_b16 v105, v25, s[56:59], 0 offen
	v_add_nc_u32_e32 v25, 0x68, v20
	buffer_store_b16 v104, v22, s[56:59], 0 offen
	v_cndmask_b32_e32 v22, 0x80000000, v26, vcc_lo
	v_cndmask_b32_e32 v26, 0x80000000, v27, vcc_lo
	v_add_nc_u32_e32 v27, 0x6c, v20
	v_cndmask_b32_e32 v25, 0x80000000, v25, vcc_lo
	s_clause 0x1
	buffer_store_b16 v102, v22, s[56:59], 0 offen
	buffer_store_b16 v103, v26, s[56:59], 0 offen
	v_add_nc_u32_e32 v26, 0x74, v20
	v_cndmask_b32_e32 v22, 0x80000000, v27, vcc_lo
	buffer_store_b16 v101, v25, s[56:59], 0 offen
	v_cndmask_b32_e32 v25, 0x80000000, v28, vcc_lo
	v_add_nc_u32_e32 v27, 0x78, v20
	v_fma_mixlo_f16 v16, s33, v16, neg(0)
	buffer_store_b16 v100, v22, s[56:59], 0 offen
	v_add_lshl_u32 v22, v23, v19, 1
	buffer_store_b16 v99, v25, s[56:59], 0 offen
	v_cndmask_b32_e32 v23, 0x80000000, v26, vcc_lo
	v_cndmask_b32_e32 v25, 0x80000000, v27, vcc_lo
	v_add_nc_u32_e32 v26, 0x80, v20
	v_cndmask_b32_e32 v22, 0x80000000, v22, vcc_lo
	v_add_nc_u32_e32 v27, 0x84, v20
	s_clause 0x1
	buffer_store_b16 v97, v23, s[56:59], 0 offen
	buffer_store_b16 v98, v25, s[56:59], 0 offen
	v_add_nc_u32_e32 v25, 0x88, v20
	v_cndmask_b32_e32 v23, 0x80000000, v26, vcc_lo
	buffer_store_b16 v96, v22, s[56:59], 0 offen
	v_cndmask_b32_e32 v22, 0x80000000, v27, vcc_lo
	v_add_nc_u32_e32 v26, 0x8c, v20
	v_add_nc_u32_e32 v27, 0x98, v20
	buffer_store_b16 v95, v23, s[56:59], 0 offen
	v_add_nc_u32_e32 v23, 0x90, v20
	buffer_store_b16 v94, v22, s[56:59], 0 offen
	v_dual_cndmask_b32 v22, 0x80000000, v25 :: v_dual_cndmask_b32 v25, 0x80000000, v26
	v_add_nc_u32_e32 v26, 0x94, v20
	v_cndmask_b32_e32 v23, 0x80000000, v23, vcc_lo
	s_clause 0x1
	buffer_store_b16 v92, v22, s[56:59], 0 offen
	buffer_store_b16 v93, v25, s[56:59], 0 offen
	v_add_nc_u32_e32 v25, 0x9c, v20
	v_cndmask_b32_e32 v22, 0x80000000, v26, vcc_lo
	buffer_store_b16 v91, v23, s[56:59], 0 offen
	v_cndmask_b32_e32 v23, 0x80000000, v27, vcc_lo
	v_add_nc_u32_e32 v26, 0xa0, v20
	v_add_nc_u32_e32 v27, 0xac, v20
	buffer_store_b16 v90, v22, s[56:59], 0 offen
	v_add_nc_u32_e32 v22, 0xa4, v20
	buffer_store_b16 v89, v23, s[56:59], 0 offen
	v_cndmask_b32_e32 v23, 0x80000000, v25, vcc_lo
	v_cndmask_b32_e32 v25, 0x80000000, v26, vcc_lo
	v_add_nc_u32_e32 v26, 0xa8, v20
	v_cndmask_b32_e32 v22, 0x80000000, v22, vcc_lo
	s_clause 0x1
	buffer_store_b16 v87, v23, s[56:59], 0 offen
	buffer_store_b16 v88, v25, s[56:59], 0 offen
	v_add_nc_u32_e32 v25, 0xb0, v20
	v_cndmask_b32_e32 v23, 0x80000000, v26, vcc_lo
	buffer_store_b16 v86, v22, s[56:59], 0 offen
	v_cndmask_b32_e32 v22, 0x80000000, v27, vcc_lo
	v_add_nc_u32_e32 v26, 0xb4, v20
	v_add_nc_u32_e32 v27, 0xc0, v20
	buffer_store_b16 v85, v23, s[56:59], 0 offen
	v_add_nc_u32_e32 v23, 0xb8, v20
	buffer_store_b16 v84, v22, s[56:59], 0 offen
	v_dual_cndmask_b32 v22, 0x80000000, v25 :: v_dual_cndmask_b32 v25, 0x80000000, v26
	v_add_nc_u32_e32 v26, 0xbc, v20
	v_cndmask_b32_e32 v23, 0x80000000, v23, vcc_lo
	s_clause 0x1
	buffer_store_b16 v82, v22, s[56:59], 0 offen
	buffer_store_b16 v83, v25, s[56:59], 0 offen
	v_add_nc_u32_e32 v25, 0xc4, v20
	v_cndmask_b32_e32 v22, 0x80000000, v26, vcc_lo
	buffer_store_b16 v81, v23, s[56:59], 0 offen
	v_cndmask_b32_e32 v23, 0x80000000, v27, vcc_lo
	v_add_nc_u32_e32 v26, 0xc8, v20
	v_add_nc_u32_e32 v27, 0xd4, v20
	buffer_store_b16 v80, v22, s[56:59], 0 offen
	v_add_nc_u32_e32 v22, 0xcc, v20
	buffer_store_b16 v79, v23, s[56:59], 0 offen
	v_cndmask_b32_e32 v23, 0x80000000, v25, vcc_lo
	v_cndmask_b32_e32 v25, 0x80000000, v26, vcc_lo
	v_add_nc_u32_e32 v26, 0xd0, v20
	v_cndmask_b32_e32 v22, 0x80000000, v22, vcc_lo
	s_clause 0x1
	buffer_store_b16 v77, v23, s[56:59], 0 offen
	buffer_store_b16 v78, v25, s[56:59], 0 offen
	v_add_nc_u32_e32 v25, 0xd8, v20
	v_cndmask_b32_e32 v23, 0x80000000, v26, vcc_lo
	buffer_store_b16 v76, v22, s[56:59], 0 offen
	v_cndmask_b32_e32 v22, 0x80000000, v27, vcc_lo
	v_add_nc_u32_e32 v26, 0xdc, v20
	v_add_nc_u32_e32 v27, 0xe8, v20
	buffer_store_b16 v75, v23, s[56:59], 0 offen
	v_add_nc_u32_e32 v23, 0xe0, v20
	buffer_store_b16 v74, v22, s[56:59], 0 offen
	v_dual_cndmask_b32 v22, 0x80000000, v25 :: v_dual_cndmask_b32 v25, 0x80000000, v26
	v_add_nc_u32_e32 v26, 0xe4, v20
	v_cndmask_b32_e32 v23, 0x80000000, v23, vcc_lo
	s_clause 0x1
	buffer_store_b16 v72, v22, s[56:59], 0 offen
	buffer_store_b16 v73, v25, s[56:59], 0 offen
	v_add_nc_u32_e32 v25, 0xec, v20
	v_cndmask_b32_e32 v22, 0x80000000, v26, vcc_lo
	buffer_store_b16 v71, v23, s[56:59], 0 offen
	v_cndmask_b32_e32 v23, 0x80000000, v27, vcc_lo
	v_add_nc_u32_e32 v26, 0xf0, v20
	v_add_lshl_u32 v19, v24, v19, 1
	buffer_store_b16 v70, v22, s[56:59], 0 offen
	v_add_nc_u32_e32 v22, 0xf4, v20
	v_add_nc_u32_e32 v20, 0xf8, v20
	buffer_store_b16 v69, v23, s[56:59], 0 offen
	v_cndmask_b32_e32 v23, 0x80000000, v25, vcc_lo
	v_dual_cndmask_b32 v19, 0x80000000, v19 :: v_dual_cndmask_b32 v22, 0x80000000, v22
	v_dual_cndmask_b32 v20, 0x80000000, v20 :: v_dual_cndmask_b32 v25, 0x80000000, v26
	s_clause 0x4
	buffer_store_b16 v67, v23, s[56:59], 0 offen
	buffer_store_b16 v68, v25, s[56:59], 0 offen
	buffer_store_b16 v66, v22, s[56:59], 0 offen
	buffer_store_b16 v65, v20, s[56:59], 0 offen
	buffer_store_b16 v0, v19, s[56:59], 0 offen
	v_mul_lo_u32 v0, v17, s62
	v_add_nc_u32_e32 v17, s3, v255
	v_fma_mixlo_f16 v20, s33, v31, neg(0)
	v_add_nc_u32_e32 v19, s3, v21
	v_fma_mixlo_f16 v21, s33, v32, neg(0)
	v_fma_mixlo_f16 v22, s33, v33, neg(0)
	v_fma_mixlo_f16 v23, s33, v34, neg(0)
	v_fma_mixlo_f16 v24, s33, v35, neg(0)
	v_add_lshl_u32 v17, v17, v0, 1
	v_fma_mixlo_f16 v25, s33, v36, neg(0)
	v_fma_mixlo_f16 v26, s33, v37, neg(0)
	v_fma_mixlo_f16 v27, s33, v38, neg(0)
	v_fma_mixlo_f16 v28, s33, v39, neg(0)
	v_add_nc_u32_e32 v68, 4, v17
	v_add_nc_u32_e32 v69, 8, v17
	v_add_nc_u32_e32 v70, 12, v17
	v_cndmask_b32_e32 v71, 0x80000000, v17, vcc_lo
	v_fma_mixlo_f16 v29, s33, v40, neg(0)
	v_dual_cndmask_b32 v68, 0x80000000, v68 :: v_dual_cndmask_b32 v69, 0x80000000, v69
	v_cndmask_b32_e32 v70, 0x80000000, v70, vcc_lo
	s_clause 0x3
	buffer_store_b16 v9, v71, s[52:55], 0 offen
	buffer_store_b16 v10, v68, s[52:55], 0 offen
	buffer_store_b16 v11, v69, s[52:55], 0 offen
	buffer_store_b16 v12, v70, s[52:55], 0 offen
	v_add_nc_u32_e32 v68, 32, v17
	v_add_nc_u32_e32 v12, 28, v17
	v_add_nc_u32_e32 v9, 16, v17
	v_add_nc_u32_e32 v11, 24, v17
	v_fma_mixlo_f16 v30, s33, v41, neg(0)
	v_cndmask_b32_e32 v68, 0x80000000, v68, vcc_lo
	v_add_nc_u32_e32 v10, 20, v17
	v_dual_cndmask_b32 v12, 0x80000000, v12 :: v_dual_cndmask_b32 v9, 0x80000000, v9
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v31, s33, v42, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	s_clause 0x4
	buffer_store_b16 v13, v9, s[52:55], 0 offen
	buffer_store_b16 v14, v10, s[52:55], 0 offen
	buffer_store_b16 v15, v11, s[52:55], 0 offen
	buffer_store_b16 v16, v12, s[52:55], 0 offen
	buffer_store_b16 v20, v68, s[52:55], 0 offen
	v_add_nc_u32_e32 v12, 48, v17
	v_add_nc_u32_e32 v9, 36, v17
	v_add_nc_u32_e32 v10, 40, v17
	v_add_nc_u32_e32 v11, 44, v17
	v_dual_cndmask_b32 v12, 0x80000000, v12 :: v_dual_add_nc_u32 v13, 52, v17
	v_dual_cndmask_b32 v9, 0x80000000, v9 :: v_dual_cndmask_b32 v10, 0x80000000, v10
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v21, v9, s[52:55], 0 offen
	buffer_store_b16 v22, v10, s[52:55], 0 offen
	buffer_store_b16 v23, v11, s[52:55], 0 offen
	buffer_store_b16 v24, v12, s[52:55], 0 offen
	buffer_store_b16 v25, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 56, v17
	v_add_nc_u32_e32 v10, 60, v17
	v_add_nc_u32_e32 v11, 64, v17
	v_add_nc_u32_e32 v12, 0x44, v17
	v_add_nc_u32_e32 v13, 0x48, v17
	v_dual_cndmask_b32 v9, 0x80000000, v9 :: v_dual_cndmask_b32 v10, 0x80000000, v10
	v_dual_cndmask_b32 v11, 0x80000000, v11 :: v_dual_cndmask_b32 v12, 0x80000000, v12
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v26, v9, s[52:55], 0 offen
	buffer_store_b16 v27, v10, s[52:55], 0 offen
	buffer_store_b16 v28, v11, s[52:55], 0 offen
	buffer_store_b16 v29, v12, s[52:55], 0 offen
	buffer_store_b16 v30, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 0x4c, v17
	v_add_nc_u32_e32 v10, 0x50, v17
	v_add_nc_u32_e32 v11, 0x54, v17
	v_add_nc_u32_e32 v12, 0x58, v17
	v_add_nc_u32_e32 v13, 0x5c, v17
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_fma_mixlo_f16 v32, s33, v43, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v33, s33, v44, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v34, s33, v45, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v35, s33, v46, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v31, v9, s[52:55], 0 offen
	buffer_store_b16 v32, v10, s[52:55], 0 offen
	buffer_store_b16 v33, v11, s[52:55], 0 offen
	buffer_store_b16 v34, v12, s[52:55], 0 offen
	buffer_store_b16 v35, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 0x60, v17
	v_add_nc_u32_e32 v10, 0x64, v17
	v_add_nc_u32_e32 v11, 0x68, v17
	v_add_nc_u32_e32 v12, 0x6c, v17
	v_add_nc_u32_e32 v13, 0x70, v17
	v_fma_mixlo_f16 v36, s33, v55, neg(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_fma_mixlo_f16 v37, s33, v56, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v38, s33, v57, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v39, s33, v58, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v40, s33, v59, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v36, v9, s[52:55], 0 offen
	buffer_store_b16 v37, v10, s[52:55], 0 offen
	buffer_store_b16 v38, v11, s[52:55], 0 offen
	buffer_store_b16 v39, v12, s[52:55], 0 offen
	buffer_store_b16 v40, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 0x74, v17
	v_add_nc_u32_e32 v10, 0x78, v17
	v_add_lshl_u32 v11, v19, v0, 1
	v_add_nc_u32_e32 v12, 0x80, v17
	v_add_nc_u32_e32 v13, 0x84, v17
	v_fma_mixlo_f16 v41, s33, v60, neg(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_fma_mixlo_f16 v42, s33, v61, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v43, s33, v62, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v44, s33, v150, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v45, s33, v151, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v41, v9, s[52:55], 0 offen
	buffer_store_b16 v42, v10, s[52:55], 0 offen
	buffer_store_b16 v43, v11, s[52:55], 0 offen
	buffer_store_b16 v44, v12, s[52:55], 0 offen
	buffer_store_b16 v45, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 0x88, v17
	v_add_nc_u32_e32 v10, 0x8c, v17
	v_add_nc_u32_e32 v11, 0x90, v17
	v_add_nc_u32_e32 v12, 0x94, v17
	v_add_nc_u32_e32 v13, 0x98, v17
	v_fma_mixlo_f16 v46, s33, v152, neg(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_fma_mixlo_f16 v47, s33, v153, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v48, s33, v154, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v49, s33, v155, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v50, s33, v156, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_add_nc_u32_e32 v18, s3, v18
	s_clause 0x4
	buffer_store_b16 v46, v9, s[52:55], 0 offen
	buffer_store_b16 v47, v10, s[52:55], 0 offen
	buffer_store_b16 v48, v11, s[52:55], 0 offen
	buffer_store_b16 v49, v12, s[52:55], 0 offen
	buffer_store_b16 v50, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 0x9c, v17
	v_add_nc_u32_e32 v10, 0xa0, v17
	v_add_nc_u32_e32 v11, 0xa4, v17
	v_add_nc_u32_e32 v12, 0xa8, v17
	v_add_nc_u32_e32 v13, 0xac, v17
	v_fma_mixlo_f16 v51, s33, v157, neg(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_add_lshl_u32 v0, v18, v0, 1
	v_fma_mixlo_f16 v52, s33, v158, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v53, s33, v159, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v54, s33, v160, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v55, s33, v161, neg(0)
	v_dual_cndmask_b32 v13, 0x80000000, v13 :: v_dual_cndmask_b32 v0, 0x80000000, v0
	s_clause 0x4
	buffer_store_b16 v51, v9, s[52:55], 0 offen
	buffer_store_b16 v52, v10, s[52:55], 0 offen
	buffer_store_b16 v53, v11, s[52:55], 0 offen
	buffer_store_b16 v54, v12, s[52:55], 0 offen
	buffer_store_b16 v55, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 0xb0, v17
	v_add_nc_u32_e32 v10, 0xb4, v17
	v_add_nc_u32_e32 v11, 0xb8, v17
	v_add_nc_u32_e32 v12, 0xbc, v17
	v_add_nc_u32_e32 v13, 0xc0, v17
	v_fma_mixlo_f16 v56, s33, v162, neg(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_fma_mixlo_f16 v57, s33, v163, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v58, s33, v164, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v59, s33, v165, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v60, s33, v166, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v56, v9, s[52:55], 0 offen
	buffer_store_b16 v57, v10, s[52:55], 0 offen
	buffer_store_b16 v58, v11, s[52:55], 0 offen
	buffer_store_b16 v59, v12, s[52:55], 0 offen
	buffer_store_b16 v60, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 0xc4, v17
	v_add_nc_u32_e32 v10, 0xc8, v17
	v_add_nc_u32_e32 v11, 0xcc, v17
	v_add_nc_u32_e32 v12, 0xd0, v17
	v_add_nc_u32_e32 v13, 0xd4, v17
	v_fma_mixlo_f16 v61, s33, v167, neg(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_fma_mixlo_f16 v62, s33, v168, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v63, s33, v169, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v64, s33, v170, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v65, s33, v171, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v61, v9, s[52:55], 0 offen
	buffer_store_b16 v62, v10, s[52:55], 0 offen
	buffer_store_b16 v63, v11, s[52:55], 0 offen
	buffer_store_b16 v64, v12, s[52:55], 0 offen
	buffer_store_b16 v65, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v9, 0xd8, v17
	v_add_nc_u32_e32 v10, 0xdc, v17
	v_add_nc_u32_e32 v11, 0xe0, v17
	v_add_nc_u32_e32 v12, 0xe4, v17
	v_add_nc_u32_e32 v13, 0xe8, v17
	v_fma_mixlo_f16 v66, s33, v172, neg(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_fma_mixlo_f16 v67, s33, v173, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v1, s33, v1, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v2, s33, v2, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v3, s33, v3, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v66, v9, s[52:55], 0 offen
	buffer_store_b16 v67, v10, s[52:55], 0 offen
	buffer_store_b16 v1, v11, s[52:55], 0 offen
	buffer_store_b16 v2, v12, s[52:55], 0 offen
	buffer_store_b16 v3, v13, s[52:55], 0 offen
	v_add_nc_u32_e32 v1, 0xec, v17
	v_add_nc_u32_e32 v2, 0xf0, v17
	v_add_nc_u32_e32 v3, 0xf4, v17
	v_add_nc_u32_e32 v9, 0xf8, v17
	v_fma_mixlo_f16 v4, s33, v4, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_fma_mixlo_f16 v5, s33, v5, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_fma_mixlo_f16 v6, s33, v6, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_fma_mixlo_f16 v7, s33, v7, neg(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_fma_mixlo_f16 v8, s33, v8, neg(0)
	s_clause 0x4
	buffer_store_b16 v4, v1, s[52:55], 0 offen
	buffer_store_b16 v5, v2, s[52:55], 0 offen
	buffer_store_b16 v6, v3, s[52:55], 0 offen
	buffer_store_b16 v7, v9, s[52:55], 0 offen
	buffer_store_b16 v8, v0, s[52:55], 0 offen
.LBB0_9:
	s_cmp_ge_i32 s80, s34
	s_cbranch_scc1 .LBB0_16
; %bb.10:
	s_cmp_eq_u32 s2, 0x7fffffff
	s_cbranch_scc1 .LBB0_16
; %bb.11:                               ; %.lr.ph316
	v_and_or_b32 v36, v131, 31, s82
	s_mul_i32 s3, s12, s4
	s_mul_i32 s5, s2, s13
	s_mov_b32 s27, 0x31027000
	s_add_i32 s7, s5, s3
	v_lshrrev_b32_e32 v0, 4, v36
	s_mov_b32 s26, 0x7ffffffe
	s_and_b32 s49, s49, 0xffff
	s_mov_b32 s50, s26
	s_mov_b32 s51, s27
	v_or_b32_e32 v43, 48, v0
	v_or_b32_e32 v41, 32, v0
	v_or_b32_e32 v39, 16, v0
	v_or_b32_e32 v11, 8, v0
	v_or_b32_e32 v40, 24, v0
	v_or_b32_e32 v8, s80, v43
	v_or_b32_e32 v9, s80, v41
	v_or_b32_e32 v10, s80, v39
	v_or_b32_e32 v42, 40, v0
	v_or_b32_e32 v44, 56, v0
	v_cmp_gt_i32_e32 vcc_lo, s34, v8
	v_and_b32_e32 v61, 15, v131
	v_cmp_gt_i32_e64 s3, s34, v9
	v_cmp_gt_i32_e64 s5, s34, v10
	v_or_b32_e32 v7, s80, v0
	v_and_b32_e32 v37, 0x70, v36
	v_lshlrev_b32_e32 v193, 3, v61
	v_lshlrev_b32_e32 v36, 4, v36
	s_mul_i32 s12, s2, s31
	v_cmp_gt_i32_e64 s6, s34, v7
	s_and_b32 s45, s45, 0xffff
	v_mad_u64_u32 v[1:2], null, s14, s80, v[193:194]
	s_mov_b32 s46, s26
	s_mov_b32 s47, s27
	s_load_b64 s[20:21], s[0:1], 0x28
	v_mad_u64_u32 v[2:3], null, v43, s14, v[1:2]
	v_mad_u64_u32 v[3:4], null, v41, s14, v[1:2]
	v_mad_u64_u32 v[4:5], null, v39, s14, v[1:2]
	v_mad_u64_u32 v[5:6], null, v0, s14, v[1:2]
	v_add_lshl_u32 v14, s7, v2, 1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s21, s21, 0xffff
	v_add_lshl_u32 v15, s7, v3, 1
	v_mad_u64_u32 v[2:3], null, v11, s14, v[1:2]
	v_add_lshl_u32 v16, s7, v4, 1
	v_add_lshl_u32 v5, s7, v5, 1
	v_cndmask_b32_e32 v28, 0x80000000, v14, vcc_lo
	v_cndmask_b32_e64 v20, 0x80000000, v15, s3
	v_mad_u64_u32 v[3:4], null, v40, s14, v[1:2]
	v_mad_u64_u32 v[9:10], null, v42, s14, v[1:2]
	v_mad_u64_u32 v[12:13], null, v44, s14, v[1:2]
	v_add_lshl_u32 v1, s7, v2, 1
	v_cndmask_b32_e64 v13, 0x80000000, v16, s5
	v_cndmask_b32_e64 v2, 0x80000000, v5, s6
	v_add_lshl_u32 v10, s7, v3, 1
	v_add_lshl_u32 v9, s7, v9, 1
	v_add_lshl_u32 v12, s7, v12, 1
	v_cndmask_b32_e64 v5, 0x80000000, v1, s6
	s_clause 0x1
	buffer_load_b128 v[1:4], v2, s[48:51], 0 offen
	buffer_load_b128 v[5:8], v5, s[48:51], 0 offen
	v_cndmask_b32_e64 v10, 0x80000000, v10, s5
	v_cndmask_b32_e64 v9, 0x80000000, v9, s3
	v_cndmask_b32_e32 v32, 0x80000000, v12, vcc_lo
	s_clause 0x5
	buffer_load_b128 v[12:15], v13, s[48:51], 0 offen
	buffer_load_b128 v[16:19], v10, s[48:51], 0 offen
	buffer_load_b128 v[20:23], v20, s[48:51], 0 offen
	buffer_load_b128 v[24:27], v9, s[48:51], 0 offen
	buffer_load_b128 v[28:31], v28, s[48:51], 0 offen
	buffer_load_b128 v[32:35], v32, s[48:51], 0 offen
	v_mad_u64_u32 v[9:10], null, s83, s80, v[193:194]
	v_xor_b32_e32 v10, v36, v37
	s_mul_i32 s7, s30, s4
	s_add_i32 s12, s12, s7
	v_add_nc_u32_e32 v254, 0, v10
	v_xor_b32_e32 v45, 0x80, v10
	v_mad_u64_u32 v[36:37], null, v0, s83, v[9:10]
	v_mad_u64_u32 v[37:38], null, v11, s83, v[9:10]
	v_mad_u64_u32 v[38:39], null, v39, s83, v[9:10]
	v_mad_u64_u32 v[39:40], null, v40, s83, v[9:10]
	v_mad_u64_u32 v[40:41], null, v41, s83, v[9:10]
	v_mad_u64_u32 v[41:42], null, v42, s83, v[9:10]
	v_mad_u64_u32 v[42:43], null, v43, s83, v[9:10]
	v_mad_u64_u32 v[9:10], null, v44, s83, v[9:10]
	v_add_lshl_u32 v10, s12, v36, 1
	v_add_lshl_u32 v36, s12, v37, 1
	v_add_lshl_u32 v37, s12, v38, 1
	v_add_lshl_u32 v38, s12, v39, 1
	v_add_lshl_u32 v39, s12, v40, 1
	v_add_lshl_u32 v40, s12, v41, 1
	v_add_lshl_u32 v41, s12, v42, 1
	v_add_lshl_u32 v9, s12, v9, 1
	v_cndmask_b32_e64 v10, 0x80000000, v10, s6
	v_cndmask_b32_e64 v36, 0x80000000, v36, s6
	v_cndmask_b32_e64 v37, 0x80000000, v37, s5
	v_cndmask_b32_e64 v42, 0x80000000, v38, s5
	v_add_nc_u32_e32 v255, 0, v45
	v_cndmask_b32_e64 v45, 0x80000000, v39, s3
	v_cndmask_b32_e64 v49, 0x80000000, v40, s3
	v_cndmask_b32_e32 v53, 0x80000000, v41, vcc_lo
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	s_lshl_b32 s6, s82, 7
	s_lshr_b32 s5, s82, 1
	s_add_i32 s3, s35, 15
	v_or_b32_e32 v69, s5, v61
	s_mov_b32 s12, 0
	s_cmp_lt_i32 s3, 16
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v254, v[1:4]
	ds_store_b128 v254, v[12:15] offset:4096
	ds_store_b128 v254, v[20:23] offset:8192
	ds_store_b128 v254, v[28:31] offset:12288
	ds_store_b128 v255, v[5:8] offset:2048
	ds_store_b128 v255, v[16:19] offset:6144
	ds_store_b128 v255, v[24:27] offset:10240
	ds_store_b128 v255, v[32:35] offset:14336
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x7
	buffer_load_b128 v[29:32], v10, s[44:47], 0 offen
	buffer_load_b128 v[33:36], v36, s[44:47], 0 offen
	buffer_load_b128 v[37:40], v37, s[44:47], 0 offen
	buffer_load_b128 v[41:44], v42, s[44:47], 0 offen
	buffer_load_b128 v[45:48], v45, s[44:47], 0 offen
	buffer_load_b128 v[49:52], v49, s[44:47], 0 offen
	buffer_load_b128 v[53:56], v53, s[44:47], 0 offen
	buffer_load_b128 v[57:60], v9, s[44:47], 0 offen
	v_mov_b32_e32 v8, 0
	v_lshlrev_b32_e32 v10, 8, v61
	v_dual_mov_b32 v5, v8 :: v_dual_lshlrev_b32 v12, 4, v61
	v_mov_b32_e32 v7, v8
	v_or3_b32 v9, s6, v10, v12
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v84, v8
	v_mov_b32_e32 v83, v8
	v_xor_b32_e32 v14, 16, v9
	v_xor_b32_e32 v15, 32, v9
	v_xor_b32_e32 v16, 48, v9
	v_xor_b32_e32 v17, 64, v9
	v_add_nc_u32_e32 v13, 0, v9
	v_xor_b32_e32 v18, 0x50, v9
	v_xor_b32_e32 v19, 0x60, v9
	v_xor_b32_e32 v20, 0x70, v9
	v_xor_b32_e32 v21, 0x80, v9
	v_xor_b32_e32 v22, 0x90, v9
	v_xor_b32_e32 v23, 0xa0, v9
	v_xor_b32_e32 v24, 0xb0, v9
	v_xor_b32_e32 v25, 0xc0, v9
	v_xor_b32_e32 v26, 0xd0, v9
	v_xor_b32_e32 v27, 0xe0, v9
	v_xor_b32_e32 v9, 0xf0, v9
	v_dual_mov_b32 v3, v8 :: v_dual_add_nc_u32 v14, 0, v14
	v_dual_mov_b32 v2, v8 :: v_dual_add_nc_u32 v15, 0, v15
	v_dual_mov_b32 v1, v8 :: v_dual_add_nc_u32 v16, 0, v16
	v_dual_mov_b32 v80, v8 :: v_dual_add_nc_u32 v17, 0, v17
	v_dual_mov_b32 v79, v8 :: v_dual_add_nc_u32 v18, 0, v18
	v_dual_mov_b32 v78, v8 :: v_dual_add_nc_u32 v19, 0, v19
	v_dual_mov_b32 v77, v8 :: v_dual_add_nc_u32 v20, 0, v20
	v_dual_mov_b32 v76, v8 :: v_dual_add_nc_u32 v21, 0, v21
	v_dual_mov_b32 v75, v8 :: v_dual_add_nc_u32 v22, 0, v22
	v_dual_mov_b32 v74, v8 :: v_dual_add_nc_u32 v23, 0, v23
	v_dual_mov_b32 v73, v8 :: v_dual_add_nc_u32 v24, 0, v24
	v_dual_mov_b32 v88, v8 :: v_dual_add_nc_u32 v25, 0, v25
	v_dual_mov_b32 v87, v8 :: v_dual_add_nc_u32 v26, 0, v26
	v_dual_mov_b32 v86, v8 :: v_dual_add_nc_u32 v27, 0, v27
	v_dual_mov_b32 v85, v8 :: v_dual_add_nc_u32 v28, 0, v9
	ds_load_b128 v[149:152], v13
	ds_load_b128 v[153:156], v14
	ds_load_b128 v[157:160], v15
	ds_load_b128 v[161:164], v16
	ds_load_b128 v[165:168], v17
	ds_load_b128 v[169:172], v18
	ds_load_b128 v[173:176], v19
	ds_load_b128 v[177:180], v20
	ds_load_b128 v[181:184], v21
	ds_load_b128 v[185:188], v22
	ds_load_b128 v[61:64], v23
	ds_load_b128 v[65:68], v24
	ds_load_b128 v[132:135], v25
	ds_load_b128 v[136:139], v26
	ds_load_b128 v[140:143], v27
	ds_load_b128 v[144:147], v28
	v_mov_b32_e32 v82, v8
	v_mov_b32_e32 v81, v8
	v_mov_b32_e32 v96, v8
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
	v_or_b32_e32 v9, s80, v69
	v_mov_b32_e32 v108, v8
	v_mov_b32_e32 v107, v8
	v_mov_b32_e32 v106, v8
	v_mov_b32_e32 v105, v8
	v_cmp_gt_i32_e32 vcc_lo, s34, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v254, v[29:32]
	ds_store_b128 v254, v[37:40] offset:4096
	ds_store_b128 v254, v[45:48] offset:8192
	ds_store_b128 v254, v[53:56] offset:12288
	ds_store_b128 v255, v[33:36] offset:2048
	ds_store_b128 v255, v[41:44] offset:6144
	ds_store_b128 v255, v[49:52] offset:10240
	ds_store_b128 v255, v[57:60] offset:14336
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_15
; %bb.12:                               ; %.lr.ph190
	s_mul_i32 s5, s40, s4
	s_mul_i32 s6, s2, s41
	s_add_i32 s5, s5, s80
	s_and_b32 s17, s9, 0xffff
	s_add_i32 s6, s6, s5
	s_mul_i32 s5, s42, s4
	v_add_lshl_u32 v1, s6, v69, 2
	s_mul_i32 s6, s2, s43
	s_add_i32 s5, s5, s80
	s_mov_b32 s16, s8
	s_add_i32 s6, s6, s5
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_lshl_u32 v2, s6, v69, 2
	s_mov_b32 s18, s26
	s_mov_b32 s19, s27
	s_and_b32 s9, s11, 0xffff
	buffer_load_b32 v253, v1, s[16:19], 0 offen
	v_dual_cndmask_b32 v1, 0x80000000, v2 :: v_dual_lshlrev_b32 v4, 3, v131
	s_mov_b32 s8, s10
	s_mov_b32 s10, s26
	s_mov_b32 s11, s27
	ds_load_b128 v[30:33], v27
	ds_load_b128 v[34:37], v28
	buffer_load_b32 v9, v1, s[8:11], 0 offen
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[30:33], off   ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[34:37], off offset:16 ; 16-byte Folded Spill
	ds_load_b128 v[30:33], v25
	ds_load_b128 v[34:37], v26
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[30:33], off offset:32 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[34:37], off offset:48 ; 16-byte Folded Spill
	ds_load_b128 v[30:33], v23
	ds_load_b128 v[34:37], v24
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[30:33], off offset:64 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[34:37], off offset:80 ; 16-byte Folded Spill
	ds_load_b128 v[30:33], v21
	ds_load_b128 v[34:37], v22
	ds_load_b128 v[21:24], v19
	ds_load_b128 v[25:28], v20
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[21:24], off offset:128 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[25:28], off offset:144 ; 16-byte Folded Spill
	ds_load_b128 v[19:22], v17
	ds_load_b128 v[23:26], v18
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[19:22], off offset:160 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[23:26], off offset:176 ; 16-byte Folded Spill
	ds_load_b128 v[17:20], v15
	ds_load_b128 v[21:24], v16
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[17:20], off offset:192 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[21:24], off offset:208 ; 16-byte Folded Spill
	ds_load_b128 v[15:18], v13
	ds_load_b128 v[19:22], v14
	v_mov_b32_e32 v105, 0
	v_and_b32_e32 v3, 7, v131
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[15:18], off offset:224 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[19:22], off offset:240 ; 16-byte Folded Spill
	v_mov_b32_e32 v106, v105
	v_lshlrev_b32_e32 v16, 2, v3
	v_dual_mov_b32 v108, v105 :: v_dual_and_b32 v5, 16, v131
	s_ashr_i32 s22, s3, 31
	s_mul_i32 s8, s15, s4
	s_mul_i32 s9, s36, s2
	s_lshr_b32 s22, s22, 28
	v_add3_u32 v8, s9, s8, v193
	v_dual_mov_b32 v6, 0x5410 :: v_dual_lshlrev_b32 v1, 1, v131
	v_dual_mov_b32 v29, 0x7632 :: v_dual_lshlrev_b32 v2, 6, v131
	s_add_i32 s8, s3, s22
	v_cmp_eq_u32_e64 s3, 0, v5
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[30:33], off offset:96
	scratch_store_b128 off, v[34:37], off offset:112
	v_and_b32_e32 v14, 64, v2
	s_mul_i32 s10, s38, s4
	s_mul_i32 s11, s39, s2
	v_cndmask_b32_e64 v34, 0x1054, v6, s3
	v_or_b32_e32 v10, v10, v12
	v_add3_u32 v12, s11, s10, v193
	v_dual_mov_b32 v110, v105 :: v_dual_and_b32 v13, 60, v1
	v_dual_mov_b32 v112, v105 :: v_dual_lshlrev_b32 v15, 9, v3
	v_dual_mov_b32 v122, v105 :: v_dual_and_b32 v17, 64, v4
	s_lshl_b32 s5, s82, 2
	v_xor_b32_e32 v18, 16, v10
	v_xor_b32_e32 v19, 32, v10
	v_xor_b32_e32 v20, 48, v10
	v_xor_b32_e32 v21, 64, v10
	v_xor_b32_e32 v22, 0x50, v10
	v_xor_b32_e32 v23, 0x60, v10
	v_xor_b32_e32 v24, 0x70, v10
	v_xor_b32_e32 v25, 0x80, v10
	v_xor_b32_e32 v26, 0x90, v10
	v_xor_b32_e32 v27, 0xa0, v10
	v_xor_b32_e32 v28, 0xb0, v10
	v_xor_b32_e32 v30, 0xc0, v10
	v_xor_b32_e32 v31, 0xd0, v10
	v_xor_b32_e32 v32, 0xe0, v10
	v_xor_b32_e32 v33, 0xf0, v10
	v_mov_b32_e32 v107, v105
	v_mov_b32_e32 v109, v105
	v_mov_b32_e32 v111, v105
	v_mov_b32_e32 v121, v105
	v_mov_b32_e32 v123, v105
	v_mov_b32_e32 v124, v105
	v_mov_b32_e32 v125, v105
	v_mov_b32_e32 v126, v105
	v_mov_b32_e32 v127, v105
	v_mov_b32_e32 v128, v105
	v_mov_b32_e32 v114, v105
	v_mov_b32_e32 v116, v105
	v_mov_b32_e32 v118, v105
	v_mov_b32_e32 v120, v105
	v_mov_b32_e32 v98, v105
	s_clause 0x5                            ; 96-byte Folded Spill
	scratch_store_b128 off, v[149:152], off offset:288
	scratch_store_b128 off, v[153:156], off offset:304
	scratch_store_b128 off, v[157:160], off offset:256
	scratch_store_b128 off, v[161:164], off offset:272
	scratch_store_b128 off, v[181:184], off offset:320
	scratch_store_b128 off, v[185:188], off offset:336
	v_dual_mov_b32 v91, v105 :: v_dual_mov_b32 v192, v68
	v_dual_mov_b32 v93, v105 :: v_dual_mov_b32 v190, v66
	v_dual_mov_b32 v95, v105 :: v_dual_mov_b32 v188, v64
	v_dual_mov_b32 v81, v105 :: v_dual_mov_b32 v186, v62
	v_dual_mov_b32 v83, v105 :: v_dual_mov_b32 v156, v147
	v_dual_mov_b32 v85, v105 :: v_dual_mov_b32 v152, v143
	v_dual_mov_b32 v86, v105 :: v_dual_mov_b32 v191, v67
	v_mov_b32_e32 v87, v105
	v_dual_mov_b32 v88, v105 :: v_dual_mov_b32 v187, v63
	v_mov_b32_e32 v73, v105
	v_dual_mov_b32 v74, v105 :: v_dual_mov_b32 v155, v146
	v_mov_b32_e32 v75, v105
	v_dual_mov_b32 v76, v105 :: v_dual_mov_b32 v153, v144
	v_mov_b32_e32 v77, v105
	v_dual_mov_b32 v78, v105 :: v_dual_mov_b32 v151, v142
	v_mov_b32_e32 v79, v105
	v_dual_mov_b32 v80, v105 :: v_dual_mov_b32 v149, v140
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v105
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v105
	v_mov_b32_e32 v5, v105
	v_mov_b32_e32 v6, v105
	v_mov_b32_e32 v7, v105
	v_mov_b32_e32 v189, v65
	v_mov_b32_e32 v185, v61
	v_mov_b32_e32 v154, v145
	v_mov_b32_e32 v150, v141
	s_and_b32 s25, s25, 0xffff
	s_and_b32 s29, s29, 0xffff
	s_lshl_b32 s6, s37, 4
	s_lshl_b32 s7, s81, 4
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	s_mov_b32 s16, s12
	s_mov_b32 s17, s12
	s_mov_b32 s18, s12
	s_mov_b32 s19, s12
	s_ashr_i32 s8, s8, 4
	s_mov_b32 s9, 0x76543210
	s_mov_b32 s10, s12
	s_mov_b32 s11, s12
	s_clause 0x3                            ; 40-byte Folded Spill
	scratch_store_b32 off, v69, off offset:384
	scratch_store_b32 off, v131, off offset:940
	scratch_store_b128 off, v[132:135], off offset:352
	scratch_store_b128 off, v[136:139], off offset:368
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[201:202], null, v0, s37, v[8:9]
	v_mad_u64_u32 v[202:203], null, v11, s37, v[8:9]
	v_cndmask_b32_e64 v8, 0x3276, v29, s3
	v_lshl_or_b32 v29, v34, 8, v34
	v_mad_u64_u32 v[203:204], null, v0, s81, v[12:13]
	v_mov_b32_e32 v100, v105
	v_mad_u64_u32 v[204:205], null, v11, s81, v[12:13]
	v_lshl_or_b32 v8, v8, 8, v8
	v_mov_b32_e32 v113, v105
	v_or3_b32 v11, s5, v14, v13
	v_or3_b32 v12, v15, v17, v16
	v_and_b32_e32 v29, 0x540054, v29
	v_and_b32_e32 v8, 0x760076, v8
	v_add_nc_u32_e32 v13, 0, v18
	v_add_nc_u32_e32 v14, 0, v19
	v_add_nc_u32_e32 v15, 0, v20
	v_add_nc_u32_e32 v16, 0, v21
	v_add_nc_u32_e32 v17, 0, v22
	v_add_nc_u32_e32 v18, 0, v23
	v_add_nc_u32_e32 v19, 0, v24
	v_add_nc_u32_e32 v20, 0, v25
	v_add_nc_u32_e32 v21, 0, v26
	v_add_nc_u32_e32 v22, 0, v27
	v_add_nc_u32_e32 v23, 0, v28
	v_add_nc_u32_e32 v24, 0, v30
	v_add_nc_u32_e32 v25, 0, v31
	v_add_nc_u32_e32 v26, 0, v32
	v_add_nc_u32_e32 v27, 0, v33
	v_xor_b32_e32 v28, 4, v11
	v_xor_b32_e32 v30, 8, v11
	v_xor_b32_e32 v31, 12, v11
	v_xor_b32_e32 v32, 16, v11
	v_xor_b32_e32 v33, 20, v11
	v_xor_b32_e32 v34, 24, v11
	v_xor_b32_e32 v35, 28, v11
	v_xor_b32_e32 v36, 4, v12
	v_xor_b32_e32 v37, 8, v12
	v_xor_b32_e32 v38, 12, v12
	v_xor_b32_e32 v39, 16, v12
	v_xor_b32_e32 v40, 20, v12
	v_xor_b32_e32 v41, 24, v12
	v_xor_b32_e32 v42, 28, v12
	v_lshl_or_b32 v43, v29, 4, v29
	v_lshl_or_b32 v8, v8, 4, v8
	v_dual_mov_b32 v115, v105 :: v_dual_add_nc_u32 v28, 0, v28
	v_mov_b32_e32 v117, v105
	v_mov_b32_e32 v119, v105
	v_mov_b32_e32 v97, v105
	v_mov_b32_e32 v99, v105
	v_mov_b32_e32 v101, v105
	v_dual_mov_b32 v102, v105 :: v_dual_add_nc_u32 v29, 0, v30
	v_mov_b32_e32 v103, v105
	v_mov_b32_e32 v104, v105
	v_mov_b32_e32 v89, v105
	v_mov_b32_e32 v90, v105
	v_mov_b32_e32 v92, v105
	v_mov_b32_e32 v94, v105
	v_mov_b32_e32 v96, v105
	v_mov_b32_e32 v82, v105
	v_mov_b32_e32 v84, v105
	v_add_nc_u32_e32 v30, 0, v31
	v_add_nc_u32_e32 v31, 0, v32
	v_add_nc_u32_e32 v32, 0, v33
	v_add_nc_u32_e32 v33, 0, v34
	v_add_nc_u32_e32 v34, 0, v35
	v_add_nc_u32_e32 v35, 0, v36
	v_add_nc_u32_e32 v36, 0, v37
	v_add_nc_u32_e32 v37, 0, v38
	v_add_nc_u32_e32 v38, 0, v39
	v_add_nc_u32_e32 v39, 0, v40
	v_add_nc_u32_e32 v40, 0, v41
	v_add_nc_u32_e32 v41, 0, v42
	v_and_b32_e32 v42, 0x5040504, v43
	v_and_b32_e32 v43, 0x7060706, v8
	v_cmp_eq_f32_e64 s3, 0xff800000, v253
	v_mov_b32_e32 v8, v105
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v44, s10, v0
	v_dual_mov_b32 v58, s18 :: v_dual_lshlrev_b32 v45, 1, v202
	v_add_nc_u32_e32 v53, 0, v11
	s_mov_b32 s30, s26
	v_cmp_gt_i32_e64 s5, s35, v44
	v_dual_mov_b32 v59, s19 :: v_dual_lshlrev_b32 v44, 1, v201
	s_mov_b32 s31, s27
	v_add_nc_u32_e32 v72, 0, v10
	v_cndmask_b32_e64 v48, 0x80000000, v45, s5
	v_cndmask_b32_e64 v44, 0x80000000, v44, s5
	v_add_nc_u32_e32 v201, s6, v201
	s_add_i32 s11, s11, 1
	s_add_i32 s10, s10, 16
	s_clause 0x1
	buffer_load_b128 v[44:47], v44, s[24:27], 0 offen
	buffer_load_b128 v[48:51], v48, s[24:27], 0 offen
	s_cmp_lg_u32 s11, s8
	v_dual_mov_b32 v57, s17 :: v_dual_add_nc_u32 v202, s6, v202
	s_waitcnt vmcnt(1)
	v_mov_b16_e32 v52.l, v44.l
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v52.h, v48.l
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	v_lshrrev_b32_e32 v54, 16, v45
	ds_store_b32 v53, v52
	v_lshrrev_b32_e32 v52, 16, v48
	v_lshrrev_b32_e32 v53, 16, v44
	v_lshrrev_b32_e32 v55, 16, v46
	v_lshrrev_b32_e32 v56, 16, v47
	v_mov_b16_e32 v53.h, v52.l
	v_lshrrev_b32_e32 v52, 16, v49
	v_mov_b16_e32 v54.h, v52.l
	v_lshrrev_b32_e32 v52, 16, v50
	v_mov_b16_e32 v55.h, v52.l
	v_lshrrev_b32_e32 v52, 16, v51
	v_mov_b16_e32 v52.h, v49.l
	v_mov_b16_e32 v56.h, v52.l
	v_mov_b16_e32 v52.l, v45.l
	ds_store_b32 v29, v52 offset:1024
	v_mov_b16_e32 v52.l, v46.l
	v_mov_b16_e32 v52.h, v50.l
	ds_store_b32 v31, v52 offset:2048
	v_mov_b16_e32 v52.l, v47.l
	v_mov_b16_e32 v52.h, v51.l
	ds_store_b32 v33, v52 offset:3072
	ds_store_b32 v28, v53 offset:512
	ds_store_b32 v30, v54 offset:1536
	ds_store_b32 v32, v55 offset:2560
	ds_store_b32 v34, v56 offset:3584
	v_lshlrev_b32_e32 v52, 1, v203
	v_lshlrev_b32_e32 v53, 1, v204
	v_dual_mov_b32 v55, s15 :: v_dual_add_nc_u32 v54, 0, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v52, 0x80000000, v52, s5
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[133:134], v54 offset1:8
	ds_load_2addr_b32 v[135:136], v54 offset0:32 offset1:40
	ds_load_2addr_b32 v[137:138], v54 offset0:64 offset1:72
	ds_load_2addr_b32 v[139:140], v54 offset0:96 offset1:104
	ds_load_2addr_b32 v[141:142], v35 offset1:8
	ds_load_2addr_b32 v[143:144], v35 offset0:32 offset1:40
	ds_load_2addr_b32 v[145:146], v35 offset0:64 offset1:72
	ds_load_2addr_b32 v[147:148], v35 offset0:96 offset1:104
	ds_load_2addr_b32 v[251:252], v36 offset1:8
	ds_load_2addr_b32 v[249:250], v36 offset0:32 offset1:40
	ds_load_2addr_b32 v[247:248], v36 offset0:64 offset1:72
	ds_load_2addr_b32 v[245:246], v36 offset0:96 offset1:104
	ds_load_2addr_b32 v[243:244], v37 offset1:8
	ds_load_2addr_b32 v[241:242], v37 offset0:32 offset1:40
	ds_load_2addr_b32 v[239:240], v37 offset0:64 offset1:72
	ds_load_2addr_b32 v[237:238], v37 offset0:96 offset1:104
	ds_load_2addr_b32 v[235:236], v38 offset1:8
	ds_load_2addr_b32 v[233:234], v38 offset0:32 offset1:40
	ds_load_2addr_b32 v[231:232], v38 offset0:64 offset1:72
	ds_load_2addr_b32 v[229:230], v38 offset0:96 offset1:104
	ds_load_2addr_b32 v[227:228], v39 offset1:8
	ds_load_2addr_b32 v[225:226], v39 offset0:32 offset1:40
	ds_load_2addr_b32 v[223:224], v39 offset0:64 offset1:72
	ds_load_2addr_b32 v[221:222], v39 offset0:96 offset1:104
	ds_load_2addr_b32 v[219:220], v40 offset1:8
	ds_load_2addr_b32 v[217:218], v40 offset0:32 offset1:40
	ds_load_2addr_b32 v[215:216], v40 offset0:64 offset1:72
	ds_load_2addr_b32 v[213:214], v40 offset0:96 offset1:104
	ds_load_2addr_b32 v[211:212], v41 offset1:8
	ds_load_2addr_b32 v[209:210], v41 offset0:32 offset1:40
	ds_load_2addr_b32 v[207:208], v41 offset0:64 offset1:72
	ds_load_2addr_b32 v[205:206], v41 offset0:96 offset1:104
	v_mov_b32_e32 v54, s14
	v_cndmask_b32_e64 v53, 0x80000000, v53, s5
	s_clause 0x1
	buffer_load_b128 v[68:71], v52, s[28:31], 0 offen
	buffer_load_b128 v[129:132], v53, s[28:31], 0 offen
	v_dual_mov_b32 v53, s13 :: v_dual_mov_b32 v56, s16
	v_dual_mov_b32 v52, s12 :: v_dual_add_nc_u32 v203, s7, v203
	v_add_nc_u32_e32 v204, s7, v204
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v254, v[44:47]
	ds_store_b128 v255, v[48:51] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[157:160], off, off offset:288
	scratch_load_b128 v[161:164], off, off offset:304
	ds_load_b128 v[193:196], v72
	ds_load_b128 v[197:200], v13
	ds_load_b128 v[44:47], v14
	ds_load_b128 v[48:51], v15
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[60:67], v[193:200], v[157:164], v[52:59]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[157:160], off, off offset:256
	scratch_load_b128 v[161:164], off, off offset:272
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[60:67], v[44:51], v[157:164], v[60:67]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[157:160], off, off offset:320
	scratch_load_b128 v[161:164], off, off offset:336
	ds_load_b128 v[44:47], v16
	ds_load_b128 v[48:51], v17
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[60:67], v[44:51], v[165:172], v[60:67]
	ds_load_b128 v[44:47], v18
	ds_load_b128 v[48:51], v19
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[60:67], v[44:51], v[173:180], v[60:67]
	ds_load_b128 v[44:47], v20
	ds_load_b128 v[48:51], v21
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[60:67], v[44:51], v[157:164], v[60:67]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[157:160], off, off offset:352
	scratch_load_b128 v[161:164], off, off offset:368
	ds_load_b128 v[44:47], v22
	ds_load_b128 v[48:51], v23
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[60:67], v[44:51], v[185:192], v[60:67]
	ds_load_b128 v[44:47], v24
	ds_load_b128 v[48:51], v25
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[60:67], v[44:51], v[157:164], v[60:67]
	ds_load_b128 v[44:47], v26
	ds_load_b128 v[48:51], v27
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[60:67], v[44:51], v[149:156], v[60:67]
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v254, v[68:71]
	ds_store_b128 v255, v[129:132] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[157:160], off, off offset:224
	scratch_load_b128 v[161:164], off, off offset:240
	ds_load_b128 v[44:47], v72
	ds_load_b128 v[48:51], v13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[193:200], v[44:51], v[157:164], v[52:59]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[52:55], off, off offset:192
	scratch_load_b128 v[56:59], off, off offset:208
	ds_load_b128 v[44:47], v14
	ds_load_b128 v[48:51], v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[193:200], v[44:51], v[52:59], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[52:55], off, off offset:160
	scratch_load_b128 v[56:59], off, off offset:176
	ds_load_b128 v[44:47], v16
	ds_load_b128 v[48:51], v17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[193:200], v[44:51], v[52:59], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[52:55], off, off offset:128
	scratch_load_b128 v[56:59], off, off offset:144
	ds_load_b128 v[44:47], v18
	ds_load_b128 v[48:51], v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[193:200], v[44:51], v[52:59], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[52:55], off, off offset:96
	scratch_load_b128 v[56:59], off, off offset:112
	ds_load_b128 v[44:47], v20
	ds_load_b128 v[48:51], v21
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[193:200], v[44:51], v[52:59], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[52:55], off, off offset:64
	scratch_load_b128 v[56:59], off, off offset:80
	ds_load_b128 v[44:47], v22
	ds_load_b128 v[48:51], v23
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[193:200], v[44:51], v[52:59], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[52:55], off, off offset:32
	scratch_load_b128 v[56:59], off, off offset:48
	ds_load_b128 v[44:47], v24
	ds_load_b128 v[48:51], v25
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[193:200], v[44:51], v[52:59], v[193:200]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[52:55], off, off
	scratch_load_b128 v[56:59], off, off offset:16
	ds_load_b128 v[44:47], v26
	ds_load_b128 v[48:51], v27
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[193:200], v[44:51], v[52:59], v[193:200]
	v_fma_f32 v44, s33, v60, -v253
	v_fma_f32 v45, s33, v61, -v253
	v_fma_f32 v51, s33, v67, -v253
	v_fma_f32 v46, s33, v62, -v253
	v_dual_sub_f32 v55, v196, v9 :: v_dual_mul_f32 v44, 0x3fb8aa3b, v44
	v_mul_f32_e32 v45, 0x3fb8aa3b, v45
	v_fma_f32 v47, s33, v63, -v253
	v_sub_f32_e32 v52, v193, v9
	v_sub_f32_e32 v53, v194, v9
	v_cndmask_b32_e64 v44, v44, 0xff800000, s3
	v_cndmask_b32_e64 v45, v45, 0xff800000, s3
	v_sub_f32_e32 v57, v198, v9
	v_fma_f32 v48, s33, v64, -v253
	v_fma_f32 v49, s33, v65, -v253
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_fma_f32 v50, s33, v66, -v253
	v_sub_f32_e32 v54, v195, v9
	v_sub_f32_e32 v59, v200, v9
	v_sub_f32_e32 v56, v197, v9
	v_sub_f32_e32 v58, v199, v9
	v_fma_mixlo_f16 v44, v44, v52, neg(0)
	v_fma_mixhi_f16 v44, v45, v53, neg(0)
	v_dual_mul_f32 v45, 0x3fb8aa3b, v46 :: v_dual_mul_f32 v46, 0x3fb8aa3b, v47
	v_mul_f32_e32 v47, 0x3fb8aa3b, v49
	v_lshrrev_b32_e32 v52, 16, v134
	v_lshrrev_b32_e32 v53, 16, v136
	v_cndmask_b32_e64 v45, v45, 0xff800000, s3
	v_cndmask_b32_e64 v46, v46, 0xff800000, s3
	v_cndmask_b32_e64 v47, v47, 0xff800000, s3
	v_lshrrev_b32_e32 v49, 16, v135
	v_mov_b16_e32 v49.h, v53.l
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_lshrrev_b32_e32 v53, 16, v144
	v_fma_mixlo_f16 v45, v45, v54, neg(0)
	v_fma_mixhi_f16 v45, v46, v55, neg(0)
	v_mul_f32_e32 v46, 0x3fb8aa3b, v48
	v_mul_f32_e32 v48, 0x3fb8aa3b, v51
	v_lshrrev_b32_e32 v54, 16, v138
	v_lshrrev_b32_e32 v55, 16, v140
	v_lshrrev_b32_e32 v51, 16, v139
	v_cndmask_b32_e64 v46, v46, 0xff800000, s3
	v_cndmask_b32_e64 v48, v48, 0xff800000, s3
	v_mov_b16_e32 v51.h, v55.l
	v_lshrrev_b32_e32 v55, 16, v148
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v48, v48
	v_fma_mixlo_f16 v46, v46, v56, neg(0)
	v_fma_mixhi_f16 v46, v47, v57, neg(0)
	v_mul_f32_e32 v47, 0x3fb8aa3b, v50
	v_lshrrev_b32_e32 v50, 16, v137
	v_mov_b16_e32 v50.h, v54.l
	v_lshrrev_b32_e32 v54, 16, v146
	v_cndmask_b32_e64 v47, v47, 0xff800000, s3
	v_exp_f32_e32 v47, v47
	v_fma_mixlo_f16 v47, v47, v58, neg(0)
	v_fma_mixhi_f16 v47, v48, v59, neg(0)
	v_permlanex16_b32 v48, v44, s9, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v193, v48, v44, v42
	v_perm_b32 v194, v48, v44, v43
	v_permlanex16_b32 v44, v45, s9, 0xfedcba98 op_sel:[1,0]
	v_lshrrev_b32_e32 v48, 16, v133
	v_mov_b16_e32 v48.h, v52.l
	v_lshrrev_b32_e32 v52, 16, v142
	v_perm_b32 v195, v44, v45, v42
	v_perm_b32 v196, v44, v45, v43
	v_permlanex16_b32 v44, v46, s9, 0xfedcba98 op_sel:[1,0]
	v_mov_b16_e64 v45.l, v135.l
	v_mov_b16_e64 v45.h, v136.l
	v_perm_b32 v197, v44, v46, v42
	v_perm_b32 v198, v44, v46, v43
	v_permlanex16_b32 v44, v47, s9, 0xfedcba98 op_sel:[1,0]
	v_mov_b16_e64 v46.l, v137.l
	v_mov_b16_e64 v46.h, v138.l
	v_perm_b32 v199, v44, v47, v42
	v_perm_b32 v200, v44, v47, v43
	v_mov_b16_e64 v44.l, v133.l
	v_mov_b16_e64 v44.h, v134.l
	v_mov_b16_e64 v47.l, v139.l
	v_mov_b16_e64 v47.h, v140.l
	v_wmma_f32_16x16x16_f16 v[105:112], v[44:51], v[193:200], v[105:112]
	v_lshrrev_b32_e32 v48, 16, v141
	v_lshrrev_b32_e32 v49, 16, v143
	v_lshrrev_b32_e32 v50, 16, v145
	v_lshrrev_b32_e32 v51, 16, v147
	v_mov_b16_e64 v44.l, v141.l
	v_mov_b16_e64 v44.h, v142.l
	v_mov_b16_e64 v45.l, v143.l
	v_mov_b16_e64 v45.h, v144.l
	v_mov_b16_e64 v46.l, v145.l
	v_mov_b16_e64 v46.h, v146.l
	v_mov_b16_e64 v47.l, v147.l
	v_mov_b16_e64 v47.h, v148.l
	v_mov_b16_e32 v48.h, v52.l
	v_mov_b16_e32 v49.h, v53.l
	v_mov_b16_e32 v50.h, v54.l
	v_mov_b16_e32 v51.h, v55.l
	v_lshrrev_b32_e32 v52, 16, v252
	v_lshrrev_b32_e32 v53, 16, v250
	v_lshrrev_b32_e32 v54, 16, v248
	v_lshrrev_b32_e32 v55, 16, v246
	v_wmma_f32_16x16x16_f16 v[121:128], v[44:51], v[193:200], v[121:128]
	v_lshrrev_b32_e32 v48, 16, v251
	v_lshrrev_b32_e32 v49, 16, v249
	v_lshrrev_b32_e32 v50, 16, v247
	v_lshrrev_b32_e32 v51, 16, v245
	v_mov_b16_e64 v44.l, v251.l
	v_mov_b16_e64 v44.h, v252.l
	v_mov_b16_e64 v45.l, v249.l
	v_mov_b16_e64 v45.h, v250.l
	v_mov_b16_e64 v46.l, v247.l
	v_mov_b16_e64 v46.h, v248.l
	v_mov_b16_e64 v47.l, v245.l
	v_mov_b16_e64 v47.h, v246.l
	v_mov_b16_e32 v48.h, v52.l
	v_mov_b16_e32 v49.h, v53.l
	v_mov_b16_e32 v50.h, v54.l
	v_mov_b16_e32 v51.h, v55.l
	v_lshrrev_b32_e32 v52, 16, v244
	v_lshrrev_b32_e32 v53, 16, v242
	v_lshrrev_b32_e32 v54, 16, v240
	v_lshrrev_b32_e32 v55, 16, v238
	v_wmma_f32_16x16x16_f16 v[113:120], v[44:51], v[193:200], v[113:120]
	v_lshrrev_b32_e32 v48, 16, v243
	v_lshrrev_b32_e32 v49, 16, v241
	v_lshrrev_b32_e32 v50, 16, v239
	v_lshrrev_b32_e32 v51, 16, v237
	v_mov_b16_e64 v44.l, v243.l
	v_mov_b16_e64 v44.h, v244.l
	v_mov_b16_e64 v45.l, v241.l
	v_mov_b16_e64 v45.h, v242.l
	v_mov_b16_e64 v46.l, v239.l
	v_mov_b16_e64 v46.h, v240.l
	v_mov_b16_e64 v47.l, v237.l
	v_mov_b16_e64 v47.h, v238.l
	v_mov_b16_e32 v48.h, v52.l
	v_mov_b16_e32 v49.h, v53.l
	v_mov_b16_e32 v50.h, v54.l
	v_mov_b16_e32 v51.h, v55.l
	v_lshrrev_b32_e32 v52, 16, v236
	v_lshrrev_b32_e32 v53, 16, v234
	v_lshrrev_b32_e32 v54, 16, v232
	v_lshrrev_b32_e32 v55, 16, v230
	v_wmma_f32_16x16x16_f16 v[97:104], v[44:51], v[193:200], v[97:104]
	v_lshrrev_b32_e32 v48, 16, v235
	v_lshrrev_b32_e32 v49, 16, v233
	v_lshrrev_b32_e32 v50, 16, v231
	v_lshrrev_b32_e32 v51, 16, v229
	v_mov_b16_e64 v44.l, v235.l
	v_mov_b16_e64 v44.h, v236.l
	v_mov_b16_e64 v45.l, v233.l
	v_mov_b16_e64 v45.h, v234.l
	v_mov_b16_e64 v46.l, v231.l
	v_mov_b16_e64 v46.h, v232.l
	v_mov_b16_e64 v47.l, v229.l
	v_mov_b16_e64 v47.h, v230.l
	v_mov_b16_e32 v48.h, v52.l
	v_mov_b16_e32 v49.h, v53.l
	v_mov_b16_e32 v50.h, v54.l
	v_mov_b16_e32 v51.h, v55.l
	v_lshrrev_b32_e32 v52, 16, v228
	v_lshrrev_b32_e32 v53, 16, v226
	v_lshrrev_b32_e32 v54, 16, v224
	v_lshrrev_b32_e32 v55, 16, v222
	v_wmma_f32_16x16x16_f16 v[89:96], v[44:51], v[193:200], v[89:96]
	v_lshrrev_b32_e32 v48, 16, v227
	v_lshrrev_b32_e32 v49, 16, v225
	v_lshrrev_b32_e32 v50, 16, v223
	v_lshrrev_b32_e32 v51, 16, v221
	v_mov_b16_e64 v44.l, v227.l
	v_mov_b16_e64 v44.h, v228.l
	v_mov_b16_e64 v45.l, v225.l
	v_mov_b16_e64 v45.h, v226.l
	v_mov_b16_e64 v46.l, v223.l
	v_mov_b16_e64 v46.h, v224.l
	v_mov_b16_e64 v47.l, v221.l
	v_mov_b16_e64 v47.h, v222.l
	v_mov_b16_e32 v48.h, v52.l
	v_mov_b16_e32 v49.h, v53.l
	v_mov_b16_e32 v50.h, v54.l
	v_mov_b16_e32 v51.h, v55.l
	v_lshrrev_b32_e32 v52, 16, v220
	v_lshrrev_b32_e32 v53, 16, v218
	v_lshrrev_b32_e32 v54, 16, v216
	v_lshrrev_b32_e32 v55, 16, v214
	v_wmma_f32_16x16x16_f16 v[81:88], v[44:51], v[193:200], v[81:88]
	v_lshrrev_b32_e32 v48, 16, v219
	v_lshrrev_b32_e32 v49, 16, v217
	v_lshrrev_b32_e32 v50, 16, v215
	v_lshrrev_b32_e32 v51, 16, v213
	v_mov_b16_e64 v44.l, v219.l
	v_mov_b16_e64 v44.h, v220.l
	v_mov_b16_e64 v45.l, v217.l
	v_mov_b16_e64 v45.h, v218.l
	v_mov_b16_e64 v46.l, v215.l
	v_mov_b16_e64 v46.h, v216.l
	v_mov_b16_e64 v47.l, v213.l
	v_mov_b16_e64 v47.h, v214.l
	v_mov_b16_e32 v48.h, v52.l
	v_mov_b16_e32 v49.h, v53.l
	v_mov_b16_e32 v50.h, v54.l
	v_mov_b16_e32 v51.h, v55.l
	v_lshrrev_b32_e32 v52, 16, v212
	v_lshrrev_b32_e32 v53, 16, v210
	v_lshrrev_b32_e32 v54, 16, v208
	v_lshrrev_b32_e32 v55, 16, v206
	v_wmma_f32_16x16x16_f16 v[73:80], v[44:51], v[193:200], v[73:80]
	v_lshrrev_b32_e32 v48, 16, v211
	v_lshrrev_b32_e32 v49, 16, v209
	v_lshrrev_b32_e32 v50, 16, v207
	v_lshrrev_b32_e32 v51, 16, v205
	v_mov_b16_e64 v44.l, v211.l
	v_mov_b16_e64 v44.h, v212.l
	v_mov_b16_e64 v45.l, v209.l
	v_mov_b16_e64 v45.h, v210.l
	v_mov_b16_e64 v46.l, v207.l
	v_mov_b16_e64 v46.h, v208.l
	v_mov_b16_e64 v47.l, v205.l
	v_mov_b16_e64 v47.h, v206.l
	v_mov_b16_e32 v48.h, v52.l
	v_mov_b16_e32 v49.h, v53.l
	v_mov_b16_e32 v50.h, v54.l
	v_mov_b16_e32 v51.h, v55.l
	v_wmma_f32_16x16x16_f16 v[1:8], v[44:51], v[193:200], v[1:8]
	s_cbranch_scc1 .LBB0_13
; %bb.14:                               ; %Flow
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v131, off, off offset:940
	scratch_load_b32 v69, off, off offset:384
.LBB0_15:                               ; %Flow603
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x7c
	s_load_b64 s[0:1], s[0:1], 0x74
	s_waitcnt vmcnt(1)
	v_bfe_u32 v0, v131, 4, 1
	v_lshrrev_b32_e32 v9, 4, v131
	v_fma_mixlo_f16 v43, s33, v106, neg(0)
	v_fma_mixlo_f16 v44, s33, v107, neg(0)
	v_fma_mixlo_f16 v45, s33, v108, neg(0)
	s_mov_b32 s22, s26
	s_mov_b32 s23, s27
	v_fma_mixlo_f16 v46, s33, v109, neg(0)
	v_fma_mixlo_f16 v47, s33, v110, neg(0)
	v_fma_mixlo_f16 v48, s33, v111, neg(0)
	v_fma_mixlo_f16 v49, s33, v112, neg(0)
	v_fma_mixlo_f16 v50, s33, v121, neg(0)
	v_fma_mixlo_f16 v51, s33, v122, neg(0)
	v_fma_mixlo_f16 v52, s33, v123, neg(0)
	v_fma_mixlo_f16 v53, s33, v124, neg(0)
	v_fma_mixlo_f16 v54, s33, v125, neg(0)
	v_fma_mixlo_f16 v55, s33, v126, neg(0)
	v_fma_mixlo_f16 v56, s33, v127, neg(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v10, v69, s3
	s_mul_i32 s3, s3, s80
	s_mul_i32 s0, s0, s4
	v_or_b32_e32 v11, s3, v0
	v_or_b32_e32 v12, s3, v9
	s_mul_i32 s1, s2, s1
	v_or_b32_e32 v9, 0x7e, v9
	s_add_i32 s0, s1, s0
	v_or_b32_e32 v15, 4, v11
	v_or_b32_e32 v16, 6, v12
	v_or_b32_e32 v14, 2, v11
	v_or_b32_e32 v17, 8, v11
	v_or_b32_e32 v18, 10, v11
	v_add_nc_u32_e32 v15, v15, v10
	v_or_b32_e32 v19, 12, v11
	v_or_b32_e32 v20, 14, v12
	v_or_b32_e32 v21, 16, v11
	v_or_b32_e32 v22, 18, v11
	v_add_lshl_u32 v15, s0, v15, 1
	v_add_nc_u32_e32 v16, v16, v10
	v_or_b32_e32 v23, 20, v11
	v_or_b32_e32 v24, 22, v12
	v_or_b32_e32 v25, 24, v11
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	v_add_lshl_u32 v16, s0, v16, 1
	v_add_nc_u32_e32 v13, v11, v10
	v_or_b32_e32 v26, 26, v11
	v_or_b32_e32 v27, 28, v11
	v_or_b32_e32 v28, 30, v12
	v_or_b32_e32 v29, 32, v11
	v_or_b32_e32 v30, 34, v11
	v_or_b32_e32 v31, 36, v11
	v_or_b32_e32 v32, 38, v12
	v_or_b32_e32 v33, 40, v11
	v_or_b32_e32 v34, 42, v11
	v_or_b32_e32 v35, 44, v11
	v_or_b32_e32 v36, 46, v12
	v_or_b32_e32 v37, 48, v11
	v_or_b32_e32 v38, 50, v11
	v_or_b32_e32 v39, 52, v11
	v_or_b32_e32 v40, 54, v12
	v_or_b32_e32 v41, 56, v11
	v_or_b32_e32 v42, 58, v11
	v_or_b32_e32 v11, 60, v11
	v_or_b32_e32 v12, 62, v12
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	v_add_lshl_u32 v13, s0, v13, 1
	v_add_nc_u32_e32 v14, v14, v10
	v_add_nc_u32_e32 v11, v11, v10
	v_add_nc_u32_e32 v12, v12, v10
	v_add_nc_u32_e32 v17, v17, v10
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_add_lshl_u32 v14, s0, v14, 1
	v_add_nc_u32_e32 v18, v18, v10
	v_add_nc_u32_e32 v19, v19, v10
	v_add_nc_u32_e32 v20, v20, v10
	v_add_nc_u32_e32 v21, v21, v10
	v_add_nc_u32_e32 v22, v22, v10
	v_add_nc_u32_e32 v23, v23, v10
	v_add_nc_u32_e32 v24, v24, v10
	v_add_nc_u32_e32 v26, v26, v10
	v_add_nc_u32_e32 v27, v27, v10
	v_add_nc_u32_e32 v28, v28, v10
	v_add_nc_u32_e32 v29, v29, v10
	v_add_nc_u32_e32 v30, v30, v10
	v_add_nc_u32_e32 v31, v31, v10
	v_add_nc_u32_e32 v32, v32, v10
	v_add_nc_u32_e32 v33, v33, v10
	v_add_nc_u32_e32 v34, v34, v10
	v_add_nc_u32_e32 v35, v35, v10
	v_add_nc_u32_e32 v36, v36, v10
	v_add_nc_u32_e32 v37, v37, v10
	v_add_nc_u32_e32 v39, v39, v10
	v_add_nc_u32_e32 v40, v40, v10
	v_add_nc_u32_e32 v41, v41, v10
	v_add_nc_u32_e32 v42, v42, v10
	v_add3_u32 v0, s3, v0, v10
	v_add3_u32 v9, s3, v9, v10
	v_add_lshl_u32 v11, s0, v11, 1
	v_add_nc_u32_e32 v38, v38, v10
	v_add_lshl_u32 v12, s0, v12, 1
	v_add_nc_u32_e32 v25, v25, v10
	v_fma_mixlo_f16 v10, s33, v105, neg(0)
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	s_clause 0x3
	buffer_store_b16 v10, v13, s[20:23], 0 offen
	buffer_store_b16 v43, v14, s[20:23], 0 offen
	buffer_store_b16 v44, v15, s[20:23], 0 offen
	buffer_store_b16 v45, v16, s[20:23], 0 offen
	v_add_lshl_u32 v10, s0, v17, 1
	v_add_lshl_u32 v13, s0, v18, 1
	v_add_lshl_u32 v14, s0, v19, 1
	v_add_lshl_u32 v15, s0, v20, 1
	v_add_lshl_u32 v16, s0, v21, 1
	v_dual_cndmask_b32 v10, 0x80000000, v10 :: v_dual_cndmask_b32 v13, 0x80000000, v13
	v_dual_cndmask_b32 v14, 0x80000000, v14 :: v_dual_cndmask_b32 v15, 0x80000000, v15
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	s_clause 0x4
	buffer_store_b16 v46, v10, s[20:23], 0 offen
	buffer_store_b16 v47, v13, s[20:23], 0 offen
	buffer_store_b16 v48, v14, s[20:23], 0 offen
	buffer_store_b16 v49, v15, s[20:23], 0 offen
	buffer_store_b16 v50, v16, s[20:23], 0 offen
	v_add_lshl_u32 v13, s0, v23, 1
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_add_lshl_u32 v15, s0, v25, 1
	v_add_lshl_u32 v16, s0, v26, 1
	v_fma_mixlo_f16 v57, s33, v128, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_add_lshl_u32 v10, s0, v22, 1
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	v_add_lshl_u32 v14, s0, v24, 1
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	v_fma_mixlo_f16 v58, s33, v113, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v59, s33, v114, neg(0)
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	s_clause 0x4
	buffer_store_b16 v51, v10, s[20:23], 0 offen
	buffer_store_b16 v52, v13, s[20:23], 0 offen
	buffer_store_b16 v53, v14, s[20:23], 0 offen
	buffer_store_b16 v54, v15, s[20:23], 0 offen
	buffer_store_b16 v55, v16, s[20:23], 0 offen
	v_add_lshl_u32 v15, s0, v30, 1
	v_add_lshl_u32 v10, s0, v27, 1
	v_add_lshl_u32 v14, s0, v29, 1
	v_add_lshl_u32 v16, s0, v31, 1
	v_fma_mixlo_f16 v60, s33, v115, neg(0)
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	v_add_lshl_u32 v13, s0, v28, 1
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	v_fma_mixlo_f16 v61, s33, v116, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v56, v10, s[20:23], 0 offen
	buffer_store_b16 v57, v13, s[20:23], 0 offen
	buffer_store_b16 v58, v14, s[20:23], 0 offen
	buffer_store_b16 v59, v15, s[20:23], 0 offen
	buffer_store_b16 v60, v16, s[20:23], 0 offen
	v_add_lshl_u32 v15, s0, v35, 1
	v_add_lshl_u32 v13, s0, v33, 1
	v_add_lshl_u32 v14, s0, v34, 1
	v_add_lshl_u32 v16, s0, v36, 1
	v_fma_mixlo_f16 v62, s33, v117, neg(0)
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	v_add_lshl_u32 v10, s0, v32, 1
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_fma_mixlo_f16 v63, s33, v118, neg(0)
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_fma_mixlo_f16 v64, s33, v119, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v65, s33, v120, neg(0)
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	s_clause 0x4
	buffer_store_b16 v61, v10, s[20:23], 0 offen
	buffer_store_b16 v62, v13, s[20:23], 0 offen
	buffer_store_b16 v63, v14, s[20:23], 0 offen
	buffer_store_b16 v64, v15, s[20:23], 0 offen
	buffer_store_b16 v65, v16, s[20:23], 0 offen
	v_add_lshl_u32 v10, s0, v37, 1
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_add_lshl_u32 v13, s0, v38, 1
	v_add_lshl_u32 v14, s0, v39, 1
	v_add_lshl_u32 v15, s0, v40, 1
	v_add_lshl_u32 v16, s0, v41, 1
	v_fma_mixlo_f16 v66, s33, v97, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_add_lshl_u32 v9, s0, v9, 1
	v_fma_mixlo_f16 v67, s33, v98, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_fma_mixlo_f16 v68, s33, v99, neg(0)
	v_dual_cndmask_b32 v14, 0x80000000, v14 :: v_dual_cndmask_b32 v9, 0x80000000, v9
	v_add_lshl_u32 v0, v0, s0, 1
	v_fma_mixlo_f16 v69, s33, v100, neg(0)
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	v_fma_mixlo_f16 v70, s33, v101, neg(0)
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	s_clause 0x4
	buffer_store_b16 v66, v10, s[20:23], 0 offen
	buffer_store_b16 v67, v13, s[20:23], 0 offen
	buffer_store_b16 v68, v14, s[20:23], 0 offen
	buffer_store_b16 v69, v15, s[20:23], 0 offen
	buffer_store_b16 v70, v16, s[20:23], 0 offen
	v_add_lshl_u32 v10, s0, v42, 1
	v_add_nc_u32_e32 v13, 0x80, v0
	v_add_nc_u32_e32 v14, 0x84, v0
	v_fma_mixlo_f16 v71, s33, v102, neg(0)
	v_fma_mixlo_f16 v72, s33, v103, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v97, s33, v104, neg(0)
	v_fma_mixlo_f16 v89, s33, v89, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_fma_mixlo_f16 v90, s33, v90, neg(0)
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	s_clause 0x4
	buffer_store_b16 v71, v10, s[20:23], 0 offen
	buffer_store_b16 v72, v11, s[20:23], 0 offen
	buffer_store_b16 v97, v12, s[20:23], 0 offen
	buffer_store_b16 v89, v13, s[20:23], 0 offen
	buffer_store_b16 v90, v14, s[20:23], 0 offen
	v_add_nc_u32_e32 v10, 0x88, v0
	v_add_nc_u32_e32 v11, 0x8c, v0
	v_add_nc_u32_e32 v12, 0x90, v0
	v_add_nc_u32_e32 v13, 0x94, v0
	v_add_nc_u32_e32 v14, 0x98, v0
	v_fma_mixlo_f16 v91, s33, v91, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v92, s33, v92, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v93, s33, v93, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v94, s33, v94, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_fma_mixlo_f16 v95, s33, v95, neg(0)
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	s_clause 0x4
	buffer_store_b16 v91, v10, s[20:23], 0 offen
	buffer_store_b16 v92, v11, s[20:23], 0 offen
	buffer_store_b16 v93, v12, s[20:23], 0 offen
	buffer_store_b16 v94, v13, s[20:23], 0 offen
	buffer_store_b16 v95, v14, s[20:23], 0 offen
	v_add_nc_u32_e32 v10, 0x9c, v0
	v_add_nc_u32_e32 v11, 0xa0, v0
	v_add_nc_u32_e32 v12, 0xa4, v0
	v_add_nc_u32_e32 v13, 0xa8, v0
	v_add_nc_u32_e32 v14, 0xac, v0
	v_fma_mixlo_f16 v96, s33, v96, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v81, s33, v81, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v82, s33, v82, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v83, s33, v83, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_fma_mixlo_f16 v84, s33, v84, neg(0)
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	s_clause 0x4
	buffer_store_b16 v96, v10, s[20:23], 0 offen
	buffer_store_b16 v81, v11, s[20:23], 0 offen
	buffer_store_b16 v82, v12, s[20:23], 0 offen
	buffer_store_b16 v83, v13, s[20:23], 0 offen
	buffer_store_b16 v84, v14, s[20:23], 0 offen
	v_add_nc_u32_e32 v10, 0xb0, v0
	v_add_nc_u32_e32 v11, 0xb4, v0
	v_add_nc_u32_e32 v12, 0xb8, v0
	v_add_nc_u32_e32 v13, 0xbc, v0
	v_add_nc_u32_e32 v14, 0xc0, v0
	v_fma_mixlo_f16 v85, s33, v85, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v86, s33, v86, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v87, s33, v87, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v88, s33, v88, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_fma_mixlo_f16 v73, s33, v73, neg(0)
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	s_clause 0x4
	buffer_store_b16 v85, v10, s[20:23], 0 offen
	buffer_store_b16 v86, v11, s[20:23], 0 offen
	buffer_store_b16 v87, v12, s[20:23], 0 offen
	buffer_store_b16 v88, v13, s[20:23], 0 offen
	buffer_store_b16 v73, v14, s[20:23], 0 offen
	v_add_nc_u32_e32 v10, 0xc4, v0
	v_add_nc_u32_e32 v11, 0xc8, v0
	v_add_nc_u32_e32 v12, 0xcc, v0
	v_add_nc_u32_e32 v13, 0xd0, v0
	v_add_nc_u32_e32 v14, 0xd4, v0
	v_fma_mixlo_f16 v74, s33, v74, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v75, s33, v75, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v76, s33, v76, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v77, s33, v77, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_fma_mixlo_f16 v78, s33, v78, neg(0)
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	s_clause 0x4
	buffer_store_b16 v74, v10, s[20:23], 0 offen
	buffer_store_b16 v75, v11, s[20:23], 0 offen
	buffer_store_b16 v76, v12, s[20:23], 0 offen
	buffer_store_b16 v77, v13, s[20:23], 0 offen
	buffer_store_b16 v78, v14, s[20:23], 0 offen
	v_add_nc_u32_e32 v10, 0xd8, v0
	v_add_nc_u32_e32 v11, 0xdc, v0
	v_add_nc_u32_e32 v12, 0xe0, v0
	v_add_nc_u32_e32 v13, 0xe4, v0
	v_add_nc_u32_e32 v14, 0xe8, v0
	v_fma_mixlo_f16 v79, s33, v79, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_fma_mixlo_f16 v80, s33, v80, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_fma_mixlo_f16 v1, s33, v1, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_fma_mixlo_f16 v2, s33, v2, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_fma_mixlo_f16 v3, s33, v3, neg(0)
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	s_clause 0x4
	buffer_store_b16 v79, v10, s[20:23], 0 offen
	buffer_store_b16 v80, v11, s[20:23], 0 offen
	buffer_store_b16 v1, v12, s[20:23], 0 offen
	buffer_store_b16 v2, v13, s[20:23], 0 offen
	buffer_store_b16 v3, v14, s[20:23], 0 offen
	v_add_nc_u32_e32 v1, 0xec, v0
	v_add_nc_u32_e32 v2, 0xf0, v0
	v_add_nc_u32_e32 v3, 0xf4, v0
	v_add_nc_u32_e32 v0, 0xf8, v0
	v_fma_mixlo_f16 v4, s33, v4, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_fma_mixlo_f16 v5, s33, v5, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_fma_mixlo_f16 v6, s33, v6, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_fma_mixlo_f16 v7, s33, v7, neg(0)
	v_cndmask_b32_e32 v0, 0x80000000, v0, vcc_lo
	v_fma_mixlo_f16 v8, s33, v8, neg(0)
	s_clause 0x4
	buffer_store_b16 v4, v1, s[20:23], 0 offen
	buffer_store_b16 v5, v2, s[20:23], 0 offen
	buffer_store_b16 v6, v3, s[20:23], 0 offen
	buffer_store_b16 v7, v0, s[20:23], 0 offen
	buffer_store_b16 v8, v9, s[20:23], 0 offen
.LBB0_16:                               ; %.loopexit
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel bwd_kernel_fused_noncausal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 952
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
; ScratchSize: 952
; Occupancy: 5
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 952
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .symbol:         bwd_kernel_fused_noncausal.kd
    .vgpr_count:     256
    .vgpr_spill_count: 391
    .wavefront_size: 32
