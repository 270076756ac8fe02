	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
bwd_kernel_fused_noncausal:             ; @bwd_kernel_fused_noncausal
.Lfunc_begin0:
; %bb.0:
	s_clause 0xa
	s_load_b64 s[34:35], s[0:1], 0xcc
	s_load_b32 s63, s[0:1], 0xb0
	s_load_b64 s[50:51], s[0:1], 0xa8
	s_load_b128 s[56:59], s[0:1], 0x98
	s_load_b32 s93, s[0:1], 0x70
	s_load_b128 s[52:55], s[0:1], 0x60
	s_load_b256 s[24:31], s[0:1], 0x40
	s_load_b128 s[64:67], s[0:1], 0x0
	s_load_b64 s[48:49], s[0:1], 0x10
	s_load_b32 s33, s[0:1], 0x18
	s_load_b64 s[60:61], s[0:1], 0x20
	v_readfirstlane_b32 s94, v0
	s_lshl_b32 s92, s3, 5
	s_and_b32 s62, s94, 0x60
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s92, s35
	s_mov_b64 s[44:45], s[66:67]
	s_cbranch_scc1 .LBB0_9
; %bb.1:
	v_and_or_b32 v20, v0, 31, s62
	s_mul_i32 s3, s31, s4
	s_mul_i32 s5, s52, s2
	s_mul_i32 s6, s53, s92
	s_add_i32 s5, s5, s3
	v_lshrrev_b32_e32 v38, 4, v20
	s_and_b32 s21, s45, 0xffff
	s_mov_b32 s23, 0x31027000
	s_mov_b32 s22, 0x7ffffffe
	s_mov_b32 s20, s44
	v_or_b32_e32 v4, s92, v38
	v_or_b32_e32 v39, 16, v38
	v_or_b32_e32 v1, 8, v38
	v_or_b32_e32 v2, 24, v38
	v_mul_lo_u32 v3, v38, s53
	v_cmp_gt_i32_e32 vcc_lo, s35, v4
	v_and_b32_e32 v41, 15, v0
	v_mul_lo_u32 v5, v39, s53
	v_mul_lo_u32 v8, v1, s53
	v_mul_lo_u32 v9, v2, s53
	v_or_b32_e32 v7, s92, v39
	v_lshlrev_b32_e32 v37, 3, v41
	v_mul_lo_u32 v23, v1, s93
	s_mul_i32 s7, s93, s92
	v_mul_lo_u32 v21, v38, s93
	v_cmp_gt_i32_e64 s3, s35, v7
	v_add3_u32 v6, s5, s6, v37
	s_mul_i32 s5, s54, s4
	s_mul_i32 s6, s55, s2
	v_mul_lo_u32 v24, v39, s93
	s_add_i32 s6, s6, s5
	v_add_lshl_u32 v3, v6, v3, 1
	v_add_lshl_u32 v4, v6, v5, 1
	v_add_lshl_u32 v5, v6, v8, 1
	v_add_lshl_u32 v6, v6, v9, 1
	v_add3_u32 v22, s6, s7, v37
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_cndmask_b32_e64 v8, 0x80000000, v4, s3
	v_cndmask_b32_e32 v12, 0x80000000, v5, vcc_lo
	v_cndmask_b32_e64 v16, 0x80000000, v6, s3
	s_clause 0x3
	buffer_load_b128 v[4:7], v3, s[20:23], 0 offen
	buffer_load_b128 v[8:11], v8, s[20:23], 0 offen
	buffer_load_b128 v[12:15], v12, s[20:23], 0 offen
	buffer_load_b128 v[16:19], v16, s[20:23], 0 offen
	v_and_b32_e32 v3, 0x70, v20
	v_lshlrev_b32_e32 v20, 4, v20
	v_mul_lo_u32 v25, v2, s93
	v_add_lshl_u32 v23, v22, v23, 1
	v_mul_u32_u24_e32 v61, 0x110, v41
	s_and_b32 s66, s94, 32
	v_xor_b32_e32 v20, v20, v3
	v_add_lshl_u32 v21, v22, v21, 1
	v_add_lshl_u32 v24, v22, v24, 1
	s_and_b32 s21, s49, 0xffff
	v_add_lshl_u32 v22, v22, v25, 1
	v_dual_cndmask_b32 v25, 0x80000000, v23 :: v_dual_add_nc_u32 v48, 0, v20
	v_xor_b32_e32 v20, 0x80, v20
	v_cndmask_b32_e64 v28, 0x80000000, v24, s3
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v32, 0x80000000, v22, s3
	s_mov_b32 s20, s48
	s_clause 0x2
	s_load_b64 s[46:47], s[0:1], 0x90
	s_load_b128 s[72:75], s[0:1], 0x80
	s_load_b128 s[68:71], s[0:1], 0x30
	v_add_nc_u32_e32 v66, 0, v20
	v_bfe_u32 v45, v0, 4, 1
	s_and_b32 s67, s94, 64
	s_cmp_eq_u32 s2, 0x7fffffff
	s_waitcnt vmcnt(3)
	ds_store_b128 v48, v[4:7]
	s_waitcnt vmcnt(2)
	ds_store_b128 v48, v[8:11] offset:4096
	s_waitcnt vmcnt(1)
	ds_store_b128 v66, v[12:15] offset:2048
	s_waitcnt vmcnt(0)
	ds_store_b128 v66, v[16:19] offset:6144
	v_lshl_or_b32 v5, s66, 7, v61
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_xor_b32_e32 v6, 16, v5
	v_cndmask_b32_e32 v20, 0x80000000, v21, vcc_lo
	v_add_nc_u32_e32 v4, 0, v5
	v_xor_b32_e32 v7, 32, v5
	v_xor_b32_e32 v8, 48, v5
	v_xor_b32_e32 v9, 64, v5
	v_xor_b32_e32 v10, 0x50, v5
	v_xor_b32_e32 v11, 0x60, v5
	v_xor_b32_e32 v12, 0x70, v5
	v_xor_b32_e32 v13, 0x80, v5
	v_xor_b32_e32 v14, 0x90, v5
	v_xor_b32_e32 v15, 0xa0, v5
	v_xor_b32_e32 v16, 0xb0, v5
	v_xor_b32_e32 v17, 0xc0, v5
	v_xor_b32_e32 v18, 0xd0, v5
	v_xor_b32_e32 v19, 0xe0, v5
	v_xor_b32_e32 v36, 0xf0, v5
	v_add_nc_u32_e32 v5, 0, v6
	s_clause 0x3
	buffer_load_b128 v[20:23], v20, s[20:23], 0 offen
	buffer_load_b128 v[24:27], v25, s[20:23], 0 offen
	buffer_load_b128 v[28:31], v28, s[20:23], 0 offen
	buffer_load_b128 v[32:35], v32, s[20:23], 0 offen
	v_add_nc_u32_e32 v6, 0, v7
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
	v_add_nc_u32_e32 v19, 0, v36
	ds_load_b128 v[201:204], v12
	ds_load_b128 v[205:208], v13
	ds_load_b128 v[209:212], v14
	ds_load_b128 v[213:216], v15
	ds_load_b128 v[217:220], v16
	ds_load_b128 v[221:224], v17
	ds_load_b128 v[225:228], v18
	ds_load_b128 v[229:232], v19
	ds_load_b128 v[140:143], v6
	ds_load_b128 v[144:147], v7
	ds_load_b128 v[148:151], v8
	ds_load_b128 v[152:155], v9
	ds_load_b128 v[68:71], v10
	ds_load_b128 v[72:75], v11
	ds_load_b128 v[49:52], v4
	ds_load_b128 v[53:56], v5
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[49:52], off offset:492 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_clause 0x2                            ; 48-byte Folded Spill
	scratch_store_b128 off, v[53:56], off offset:508
	scratch_store_b128 off, v[68:71], off offset:524
	scratch_store_b128 off, v[72:75], off offset:540
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v48, v[20:23]
	ds_store_b128 v48, v[28:31] offset:4096
	ds_store_b128 v66, v[24:27] offset:2048
	ds_store_b128 v66, v[32:35] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_6
; %bb.2:                                ; %.lr.ph337
	s_add_i32 s3, s34, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_i32 s3, 32
	s_cbranch_scc1 .LBB0_7
; %bb.3:                                ; %.lr.ph.preheader
	ds_load_b128 v[20:23], v18
	ds_load_b128 v[24:27], v19
	s_lshl_b32 s5, s66, 1
	s_and_b32 s77, s65, 0xffff
	s_and_b32 s81, s25, 0xffff
	s_and_b32 s85, s61, 0xffff
	s_lshr_b32 s95, s67, 1
	s_cmp_eq_u32 s66, 0
	scratch_store_b32 off, v0, off offset:1248 ; 4-byte Folded Spill
	v_mul_lo_u32 v1, v1, s30
	s_mul_i32 s6, s50, s4
	s_mul_i32 s7, s28, s4
	v_mul_lo_u32 v2, v2, s30
	s_mov_b32 s36, 0
	s_mov_b32 s79, 0x31027000
	s_mov_b32 s78, 0x7ffffffe
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[20:23], off offset:760 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[24:27], off offset:776 ; 16-byte Folded Spill
	ds_load_b128 v[18:21], v16
	ds_load_b128 v[22:25], v17
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	s_mov_b32 s76, s64
	s_mov_b32 s80, s24
	s_mov_b32 s82, s78
	s_mov_b32 s83, s79
	s_mov_b32 s84, s60
	s_mov_b32 s86, s78
	s_mov_b32 s87, s79
	s_mov_b32 s88, s26
	s_mov_b32 s90, s78
	s_mov_b32 s91, s79
	s_mov_b32 s99, s36
	s_mov_b32 s100, s36
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[18:21], off offset:792 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[22:25], off offset:808 ; 16-byte Folded Spill
	ds_load_b128 v[16:19], v14
	ds_load_b128 v[20:23], v15
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[16:19], off offset:824 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[20:23], off offset:840 ; 16-byte Folded Spill
	ds_load_b128 v[14:17], v12
	ds_load_b128 v[18:21], v13
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[14:17], off offset:856 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[18:21], off offset:872 ; 16-byte Folded Spill
	ds_load_b128 v[12:15], v10
	ds_load_b128 v[16:19], v11
	v_dual_mov_b32 v161, 0 :: v_dual_and_b32 v10, 7, v0
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[12:15], off offset:888 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[16:19], off offset:904 ; 16-byte Folded Spill
	ds_load_b128 v[11:14], v8
	ds_load_b128 v[15:18], v9
	v_dual_mov_b32 v165, v161 :: v_dual_lshlrev_b32 v8, 2, v0
	v_dual_mov_b32 v164, v161 :: v_dual_lshlrev_b32 v9, 1, v0
	v_mov_b32_e32 v189, v161
	v_mov_b32_e32 v191, v161
	v_mov_b32_e32 v115, v161
	v_mov_b32_e32 v117, v161
	v_mov_b32_e32 v119, v161
	v_mov_b32_e32 v121, v161
	v_mov_b32_e32 v123, v161
	v_mov_b32_e32 v125, v161
	v_mov_b32_e32 v127, v161
	v_mov_b32_e32 v129, v161
	v_mov_b32_e32 v75, v161
	v_mov_b32_e32 v77, v161
	v_mov_b32_e32 v79, v161
	v_mov_b32_e32 v81, v161
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[11:14], off offset:920 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[15:18], off offset:936 ; 16-byte Folded Spill
	ds_load_b128 v[11:14], v6
	ds_load_b128 v[15:18], v7
	v_dual_mov_b32 v162, v161 :: v_dual_and_b32 v7, 16, v0
	v_dual_mov_b32 v163, v161 :: v_dual_lshlrev_b32 v6, 4, v10
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[11:14], off offset:952 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[15:18], off offset:968 ; 16-byte Folded Spill
	ds_load_b128 v[11:14], v4
	ds_load_b128 v[15:18], v5
	v_cmp_eq_u32_e32 vcc_lo, 0, v7
	v_lshl_or_b32 v4, s62, 2, v6
	v_dual_mov_b32 v167, v161 :: v_dual_and_b32 v6, 56, v8
	v_bfe_i32 v8, v0, 0, 1
	v_cndmask_b32_e64 v5, 0x1040, 0, vcc_lo
	v_mov_b32_e32 v168, v161
	v_mov_b32_e32 v169, v161
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[11:14], off offset:984 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[15:18], off offset:1000 ; 16-byte Folded Spill
	v_dual_mov_b32 v166, v161 :: v_dual_and_b32 v11, 3, v0
	v_xor_b32_e32 v4, v4, v5
	v_and_b32_e32 v5, 8, v0
	v_and_or_b32 v6, 0x440, v8, v6
	v_and_b32_e32 v8, 24, v9
	v_dual_mov_b32 v170, v161 :: v_dual_lshlrev_b32 v9, 4, v11
	v_lshrrev_b32_e32 v12, 1, v3
	v_lshl_or_b32 v16, v5, 6, v4
	v_dual_mov_b32 v171, v161 :: v_dual_and_b32 v4, 6, v0
	v_lshl_or_b32 v5, v11, 5, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v8, v12, v9
	v_bfe_i32 v11, v0, 3, 1
	v_dual_mov_b32 v172, v161 :: v_dual_lshlrev_b32 v9, 3, v4
	v_lshrrev_b32_e32 v0, 2, v3
	v_xor_b32_e32 v6, s5, v6
	v_dual_mov_b32 v173, v161 :: v_dual_lshlrev_b32 v12, 4, v41
	s_cselect_b32 s5, 0, 0x420
	v_lshl_or_b32 v9, v10, 6, v9
	v_and_or_b32 v11, 0x210, v11, s5
	v_or_b32_e32 v13, 3, v0
	s_mul_i32 s5, s2, s51
	v_lshl_or_b32 v10, v10, 10, v12
	v_lshl_or_b32 v12, v3, 3, v5
	s_add_i32 s5, s5, s6
	s_mul_i32 s6, s2, s29
	v_xor_b32_e32 v11, v11, v9
	v_or_b32_e32 v9, 1, v0
	s_add_i32 s6, s6, s7
	v_lshl_or_b32 v15, v4, 10, v6
	v_mul_lo_u32 v4, v13, s63
	v_add3_u32 v18, v37, v1, s6
	v_xor_b32_e32 v1, 64, v12
	v_mul_lo_u32 v3, v9, s63
	v_add3_u32 v19, v37, v2, s6
	v_xor_b32_e32 v2, 8, v12
	s_clause 0x3                            ; 16-byte Folded Spill
	scratch_store_b32 off, v0, off offset:1016
	scratch_store_b32 off, v15, off offset:1048
	scratch_store_b32 off, v12, off offset:1060
	scratch_store_b32 off, v16, off offset:1056
	v_dual_mov_b32 v174, v161 :: v_dual_add_nc_u32 v1, 0, v1
	v_add3_u32 v67, v37, v4, s5
	v_mul_lo_u32 v4, v0, s63
	v_add3_u32 v83, v37, v3, s5
	v_xor_b32_e32 v3, 0x48, v12
	scratch_store_b32 off, v1, off offset:1072 ; 4-byte Folded Spill
	v_dual_mov_b32 v176, v161 :: v_dual_add_nc_u32 v1, 0, v2
	v_mul_lo_u32 v5, v39, s30
	v_mov_b32_e32 v178, v161
	v_add3_u32 v82, v37, v4, s5
	v_xor_b32_e32 v4, 16, v12
	scratch_store_b32 off, v1, off offset:1076 ; 4-byte Folded Spill
	v_dual_mov_b32 v180, v161 :: v_dual_add_nc_u32 v1, 0, v3
	v_mov_b32_e32 v182, v161
	v_add3_u32 v17, v37, v5, s6
	v_xor_b32_e32 v5, 0x50, v12
	scratch_store_b32 off, v1, off offset:1080 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	v_xor_b32_e32 v2, 0x58, v12
	v_xor_b32_e32 v3, 8, v15
	v_mov_b32_e32 v184, v161
	v_xor_b32_e32 v4, 16, v15
	scratch_store_b32 off, v1, off offset:1084 ; 4-byte Folded Spill
	v_dual_mov_b32 v186, v161 :: v_dual_add_nc_u32 v1, 0, v5
	v_xor_b32_e32 v5, 24, v15
	v_mov_b32_e32 v188, v161
	v_mov_b32_e32 v190, v161
	scratch_store_b32 off, v1, off offset:1088 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 24, v12
	v_or_b32_e32 v14, 2, v0
	v_mov_b32_e32 v192, v161
	v_dual_mov_b32 v175, v161 :: v_dual_lshlrev_b32 v0, 2, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v1, 0, v1
	v_mul_lo_u32 v6, v14, s63
	v_lshl_or_b32 v7, v41, 9, v8
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v0, 0, s66, v0
	s_ashr_i32 s7, s3, 31
	scratch_store_b32 off, v1, off offset:1092 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v2
	v_xor_b32_e32 v2, 32, v61
	s_lshr_b32 s8, s7, 27
	v_add3_u32 v68, v37, v6, s5
	v_mul_lo_u32 v6, v38, s30
	scratch_store_b32 off, v1, off offset:1096 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v3
	v_xor_b32_e32 v3, 48, v61
	v_mov_b32_e32 v12, v161
	s_mul_i32 s5, s56, s4
	s_add_i32 s8, s3, s8
	scratch_store_b32 off, v1, off offset:1100 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	v_xor_b32_e32 v4, 64, v61
	v_mov_b32_e32 v14, v161
	s_mul_i32 s3, s2, s57
	v_add3_u32 v6, v37, v6, s6
	scratch_store_b32 off, v1, off offset:1104 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	v_xor_b32_e32 v5, 0x50, v61
	s_mul_i32 s6, s58, s4
	v_mov_b32_e32 v116, v161
	s_mul_i32 s7, s2, s59
	scratch_store_b32 off, v1, off offset:1108 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 16, v61
	v_mov_b32_e32 v9, v161
	v_mov_b32_e32 v13, v161
	v_mov_b32_e32 v15, v161
	s_and_b32 s89, s27, 0xffff
	v_add_nc_u32_e32 v1, 0, v1
	s_ashr_i32 s96, s8, 5
	v_mov_b32_e32 v118, v161
	s_lshl_b32 s97, s30, 5
	s_lshl_b32 s98, s63, 5
	scratch_store_b32 off, v1, off offset:1112 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v2
	v_xor_b32_e32 v2, 0x70, v61
	v_mov_b32_e32 v120, v161
	v_mov_b32_e32 v122, v161
	v_mov_b32_e32 v124, v161
	scratch_store_b32 off, v1, off offset:1116 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v3
	v_xor_b32_e32 v3, 0x80, v61
	v_mov_b32_e32 v126, v161
	v_mov_b32_e32 v128, v161
	v_mov_b32_e32 v130, v161
	scratch_store_b32 off, v1, off offset:1120 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	v_xor_b32_e32 v4, 0x90, v61
	v_mov_b32_e32 v74, v161
	v_mov_b32_e32 v76, v161
	v_mov_b32_e32 v78, v161
	scratch_store_b32 off, v1, off offset:1124 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	v_xor_b32_e32 v5, 0xa0, v61
	v_mov_b32_e32 v80, v161
	v_mov_b32_e32 v177, v161
	v_mov_b32_e32 v179, v161
	scratch_store_b32 off, v1, off offset:1128 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 0x60, v61
	v_mov_b32_e32 v181, v161
	v_mov_b32_e32 v183, v161
	v_mov_b32_e32 v185, v161
	v_mov_b32_e32 v187, v161
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1132 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v2
	v_xor_b32_e32 v2, 0xc0, v61
	scratch_store_b32 off, v1, off offset:1136 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v3
	v_xor_b32_e32 v3, 0xd0, v61
	scratch_store_b32 off, v1, off offset:1140 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	v_xor_b32_e32 v4, 0xe0, v61
	scratch_store_b32 off, v1, off offset:1144 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	v_xor_b32_e32 v5, 0xf0, v61
	scratch_store_b32 off, v1, off offset:1148 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 0xb0, v61
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1152 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v2
	v_xor_b32_e32 v2, 32, v16
	scratch_store_b32 off, v1, off offset:1156 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v3
	v_xor_b32_e32 v3, 48, v16
	scratch_store_b32 off, v1, off offset:1160 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	v_xor_b32_e32 v4, 16, v10
	scratch_store_b32 off, v1, off offset:1164 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	v_xor_b32_e32 v5, 32, v10
	scratch_store_b32 off, v1, off offset:1168 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 16, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v16, v161 :: v_dual_add_nc_u32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1172 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v2
	scratch_store_b32 off, v1, off offset:1176 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v3
	scratch_store_b32 off, v1, off offset:1180 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	scratch_store_b32 off, v1, off offset:1184 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	scratch_store_b32 off, v1, off offset:1188 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 48, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1192 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 64, v10
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1196 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 0x50, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1200 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 0x60, v10
	v_add_nc_u32_e32 v1, 0, v1
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v1, off offset:1204
	scratch_store_b32 off, v10, off offset:1052
	v_xor_b32_e32 v1, 0x70, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, v161 :: v_dual_add_nc_u32 v1, 0, v1
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v1, off offset:1208
	scratch_store_b32 off, v41, off offset:1252
	v_lshlrev_b32_e32 v1, 1, v41
	v_add_nc_u32_e32 v255, v0, v1
	v_xor_b32_e32 v0, 16, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0, v0
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v1, off offset:1212
	scratch_store_b32 off, v0, off offset:1216
	v_xor_b32_e32 v0, 32, v7
	v_add_nc_u32_e32 v0, 0, v0
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v0, off offset:1220
	scratch_store_b32 off, v7, off offset:1068
	v_xor_b32_e32 v0, 48, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0, v0
	scratch_store_b32 off, v0, off offset:1224 ; 4-byte Folded Spill
	v_xor_b32_e32 v0, 16, v11
	v_add_nc_u32_e32 v0, 0, v0
	scratch_store_b32 off, v0, off offset:1228 ; 4-byte Folded Spill
	v_xor_b32_e32 v0, 32, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0, v0
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v0, off offset:1232
	scratch_store_b32 off, v11, off offset:1064
	v_xor_b32_e32 v0, 48, v11
	v_dual_mov_b32 v11, v161 :: v_dual_add_nc_u32 v0, 0, v0
	scratch_store_b32 off, v0, off offset:1236 ; 4-byte Folded Spill
	v_add3_u32 v0, s3, s5, v45
	scratch_store_b32 off, v0, off offset:1240 ; 4-byte Folded Spill
	v_add3_u32 v0, s7, s6, v45
	s_clause 0xf                            ; 208-byte Folded Spill
	scratch_store_b32 off, v0, off offset:1244
	scratch_store_b32 off, v45, off offset:556
	scratch_store_b32 off, v38, off offset:560
	scratch_store_b32 off, v39, off offset:564
	scratch_store_b128 off, v[140:143], off offset:568
	scratch_store_b128 off, v[144:147], off offset:584
	scratch_store_b128 off, v[148:151], off offset:600
	scratch_store_b128 off, v[152:155], off offset:616
	scratch_store_b128 off, v[201:204], off offset:632
	scratch_store_b128 off, v[205:208], off offset:648
	scratch_store_b128 off, v[209:212], off offset:664
	scratch_store_b128 off, v[213:216], off offset:680
	scratch_store_b128 off, v[217:220], off offset:696
	scratch_store_b128 off, v[221:224], off offset:712
	scratch_store_b128 off, v[225:228], off offset:728
	scratch_store_b128 off, v[229:232], off offset:744
.LBB0_4:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v0, s99, v38
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v2, 1, v6
	s_clause 0x4                            ; 20-byte Folded Spill
	scratch_store_b32 off, v82, off offset:328
	scratch_store_b32 off, v19, off offset:296
	scratch_store_b32 off, v6, off offset:88
	scratch_store_b32 off, v18, off offset:72
	scratch_store_b32 off, v17, off offset:64
	s_clause 0x3                            ; 64-byte Folded Reload
	scratch_load_b128 v[193:196], off, off offset:524
	scratch_load_b128 v[197:200], off, off offset:540
	scratch_load_b128 v[53:56], off, off offset:492
	scratch_load_b128 v[57:60], off, off offset:508
	s_clause 0x3                            ; 64-byte Folded Spill
	scratch_store_b128 off, v[123:126], off offset:32
	scratch_store_b128 off, v[127:130], off offset:48
	scratch_store_b128 off, v[115:118], off
	scratch_store_b128 off, v[119:122], off offset:16
	v_cmp_gt_i32_e32 vcc_lo, s34, v0
	v_or_b32_e32 v0, s99, v39
	v_lshlrev_b32_e32 v1, 1, v17
	s_add_i32 s100, s100, 1
	v_mov_b32_e32 v73, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s34, v0
	v_cndmask_b32_e64 v0, 0x80000000, v1, s3
	v_lshlrev_b32_e32 v1, 1, v19
	buffer_load_b128 v[25:28], v0, s[76:79], 0 offen
	v_cndmask_b32_e64 v1, 0x80000000, v1, s3
	v_cndmask_b32_e32 v0, 0x80000000, v2, vcc_lo
	v_lshlrev_b32_e32 v2, 1, v18
	buffer_load_b128 v[5:8], v1, s[76:79], 0 offen
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	s_clause 0x1
	buffer_load_b128 v[29:32], v0, s[76:79], 0 offen
	buffer_load_b128 v[41:44], v2, s[76:79], 0 offen
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v1, 16, v25
	v_mov_b16_e32 v18.l, v27.l
	v_mov_b16_e32 v20.l, v28.l
	v_mov_b16_e32 v22.l, v26.l
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e32 v3, 16, v5
	v_mov_b16_e32 v3.h, v5.l
	v_mov_b16_e32 v18.h, v7.l
	v_mov_b16_e32 v20.h, v8.l
	v_mov_b16_e32 v22.h, v6.l
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v0, 16, v29
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v41
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v4, off, off offset:1060 ; 4-byte Folded Reload
	v_mov_b16_e32 v1.h, v3.l
	v_mov_b16_e32 v0.h, v2.l
	v_mov_b16_e32 v3.l, v25.l
	v_mov_b16_e32 v2.l, v29.l
	v_mov_b16_e32 v2.h, v41.l
	v_mov_b16_e32 v17.l, v31.l
	v_mov_b16_e32 v17.h, v43.l
	v_mov_b16_e32 v19.l, v32.l
	v_mov_b16_e32 v19.h, v44.l
	v_mov_b16_e32 v21.l, v30.l
	v_mov_b16_e32 v21.h, v42.l
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v4, 0, v4
	ds_store_b64 v4, v[2:3]
	v_lshrrev_b32_e32 v2, 16, v7
	v_lshrrev_b32_e32 v4, 16, v43
	v_lshrrev_b32_e32 v3, 16, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mov_b16_e32 v3.h, v2.l
	v_lshrrev_b32_e32 v2, 16, v31
	v_mov_b16_e32 v2.h, v4.l
	scratch_load_b32 v4, off, off offset:1084 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v4, v[17:18] offset:4096
	v_lshrrev_b32_e32 v4, 16, v8
	v_lshrrev_b32_e32 v18, 16, v28
	v_lshrrev_b32_e32 v17, 16, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v18.h, v4.l
	v_lshrrev_b32_e32 v4, 16, v44
	v_mov_b16_e32 v17.h, v4.l
	scratch_load_b32 v4, off, off offset:1092 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v4, v[19:20] offset:6144
	v_lshrrev_b32_e32 v4, 16, v6
	v_lshrrev_b32_e32 v20, 16, v26
	v_lshrrev_b32_e32 v19, 16, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v20.h, v4.l
	v_lshrrev_b32_e32 v4, 16, v42
	v_mov_b16_e32 v19.h, v4.l
	scratch_load_b32 v4, off, off offset:1076 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v4, v[21:22] offset:2048
	scratch_load_b32 v4, off, off offset:1072 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v4, v[0:1] offset:1024
	scratch_load_b32 v0, off, off offset:1080 ; 4-byte Folded Reload
	v_or_b32_e32 v1, 16, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s99, v1
	v_cmp_gt_i32_e32 vcc_lo, s34, v1
	v_or_b32_e32 v1, s99, v45
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s34, v1
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[19:20] offset:3072
	scratch_load_b32 v0, off, off offset:1088 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[2:3] offset:5120
	scratch_load_b32 v0, off, off offset:1096 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[17:18] offset:7168
	scratch_load_b32 v0, off, off offset:1240 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v0, s99, v0, 2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_add_nc_u32_e32 v23, 0x58, v0
	v_add_nc_u32_e32 v2, 64, v0
	v_add_nc_u32_e32 v22, 0x50, v0
	v_add_nc_u32_e32 v3, 16, v0
	v_add_nc_u32_e32 v33, 0x68, v0
	v_cndmask_b32_e32 v23, 0x80000000, v23, vcc_lo
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_add_nc_u32 v1, 8, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_cndmask_b32 v45, 0x80000000, v33 :: v_dual_add_nc_u32 v4, 24, v0
	v_add_nc_u32_e32 v34, 0x70, v0
	v_add_nc_u32_e32 v17, 32, v0
	v_add_nc_u32_e32 v19, 48, v0
	v_add_nc_u32_e32 v20, 56, v0
	v_add_nc_u32_e32 v21, 0x48, v0
	v_add_nc_u32_e32 v24, 0x60, v0
	v_add_nc_u32_e32 v35, 0x78, v0
	v_add_nc_u32_e32 v18, 40, v0
	v_cndmask_b32_e64 v0, 0x80000000, v0, s3
	v_cndmask_b32_e64 v1, 0x80000000, v1, s3
	v_cndmask_b32_e32 v22, 0x80000000, v22, vcc_lo
	v_cndmask_b32_e64 v3, 0x80000000, v3, s3
	v_cndmask_b32_e64 v4, 0x80000000, v4, s3
	v_cndmask_b32_e32 v46, 0x80000000, v34, vcc_lo
	v_cndmask_b32_e64 v17, 0x80000000, v17, s3
	v_cndmask_b32_e64 v19, 0x80000000, v19, s3
	v_cndmask_b32_e64 v20, 0x80000000, v20, s3
	v_dual_cndmask_b32 v21, 0x80000000, v21 :: v_dual_cndmask_b32 v24, 0x80000000, v24
	v_cndmask_b32_e32 v47, 0x80000000, v35, vcc_lo
	v_cndmask_b32_e64 v18, 0x80000000, v18, s3
	s_clause 0xf
	buffer_load_b32 v99, v0, s[80:83], 0 offen
	buffer_load_b32 v98, v1, s[80:83], 0 offen
	buffer_load_b32 v97, v3, s[80:83], 0 offen
	buffer_load_b32 v40, v4, s[80:83], 0 offen
	buffer_load_b32 v39, v17, s[80:83], 0 offen
	buffer_load_b32 v38, v18, s[80:83], 0 offen
	buffer_load_b32 v37, v19, s[80:83], 0 offen
	buffer_load_b32 v36, v20, s[80:83], 0 offen
	buffer_load_b32 v35, v2, s[80:83], 0 offen
	buffer_load_b32 v34, v21, s[80:83], 0 offen
	buffer_load_b32 v33, v22, s[80:83], 0 offen
	buffer_load_b32 v4, v23, s[80:83], 0 offen
	buffer_load_b32 v3, v24, s[80:83], 0 offen
	buffer_load_b32 v2, v45, s[80:83], 0 offen
	buffer_load_b32 v1, v46, s[80:83], 0 offen
	buffer_load_b32 v0, v47, s[80:83], 0 offen
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v17, off, off offset:1048
	scratch_load_b32 v45, off, off offset:1100
	s_waitcnt vmcnt(17)
	v_cmp_neq_f32_e64 s6, 0xff800000, v99
	s_waitcnt vmcnt(16)
	v_cmp_neq_f32_e64 s7, 0xff800000, v98
	s_waitcnt vmcnt(15)
	v_cmp_neq_f32_e64 s8, 0xff800000, v97
	s_waitcnt vmcnt(14)
	v_cmp_neq_f32_e64 s9, 0xff800000, v40
	s_waitcnt vmcnt(13)
	v_cmp_neq_f32_e64 s10, 0xff800000, v39
	s_waitcnt vmcnt(12)
	v_cmp_neq_f32_e64 s11, 0xff800000, v38
	s_waitcnt vmcnt(11)
	v_cmp_neq_f32_e64 s12, 0xff800000, v37
	s_waitcnt vmcnt(10)
	v_cmp_neq_f32_e64 s13, 0xff800000, v36
	s_waitcnt vmcnt(9)
	v_cmp_neq_f32_e64 s14, 0xff800000, v35
	s_waitcnt vmcnt(8)
	v_cmp_neq_f32_e64 s15, 0xff800000, v34
	s_waitcnt vmcnt(7)
	v_cmp_neq_f32_e64 s16, 0xff800000, v33
	s_waitcnt vmcnt(6)
	v_cmp_neq_f32_e64 s17, 0xff800000, v4
	s_waitcnt vmcnt(5)
	v_cmp_neq_f32_e64 s18, 0xff800000, v3
	s_waitcnt vmcnt(4)
	v_cmp_neq_f32_e64 s19, 0xff800000, v2
	s_waitcnt vmcnt(3)
	v_cmp_neq_f32_e64 s20, 0xff800000, v1
	s_waitcnt vmcnt(2)
	v_cmp_neq_f32_e64 s21, 0xff800000, v0
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v21, 0, v17
	ds_load_2addr_b64 v[17:20], v21 offset1:16
	ds_load_2addr_b64 v[93:96], v21 offset0:32 offset1:48
	ds_load_2addr_b64 v[89:92], v21 offset0:64 offset1:80
	ds_load_2addr_b64 v[85:88], v21 offset0:96 offset1:112
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[21:24], v45 offset1:16
	ds_load_2addr_b64 v[49:52], v45 offset0:32 offset1:48
	ds_load_2addr_b64 v[62:65], v45 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[62:65], off offset:232 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[62:65], v45 offset0:96 offset1:112
	scratch_load_b32 v45, off, off offset:1104 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[62:65], off offset:200 ; 16-byte Folded Spill
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[62:65], v45 offset1:16
	ds_load_2addr_b64 v[249:252], v45 offset0:32 offset1:48
	ds_load_2addr_b64 v[69:72], v45 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:184 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[69:72], v45 offset0:96 offset1:112
	scratch_load_b32 v45, off, off offset:1108 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:168 ; 16-byte Folded Spill
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[69:72], v45 offset1:16
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:152 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[69:72], v45 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:136 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[69:72], v45 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:120 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[69:72], v45 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:104 ; 16-byte Folded Spill
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v48, v[29:32]
	ds_store_b128 v48, v[25:28] offset:4096
	ds_store_b128 v66, v[41:44] offset:2048
	ds_store_b128 v66, v[5:8] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x3                            ; 16-byte Folded Reload
	scratch_load_b32 v6, off, off offset:1112
	scratch_load_b32 v7, off, off offset:1116
	scratch_load_b32 v8, off, off offset:1120
	scratch_load_b32 v45, off, off offset:1016
	v_add_nc_u32_e32 v5, 0, v61
	v_dual_mov_b32 v25, s36 :: v_dual_mov_b32 v26, s37
	v_dual_mov_b32 v27, s38 :: v_dual_mov_b32 v28, s39
	ds_load_b128 v[100:103], v5
	v_dual_mov_b32 v29, s40 :: v_dual_mov_b32 v30, s41
	v_dual_mov_b32 v31, s42 :: v_dual_mov_b32 v32, s43
	v_mov_b32_e32 v66, v68
	s_waitcnt vmcnt(1)
	ds_load_b128 v[112:115], v8
	ds_load_b128 v[116:119], v5 offset:4096
	ds_load_b128 v[120:123], v6 offset:4096
	ds_load_b128 v[124:127], v7 offset:4096
	ds_load_b128 v[128:131], v8 offset:4096
	ds_load_b128 v[104:107], v6
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v6, off, off offset:1128
	scratch_load_b32 v5, off, off offset:1124
	ds_load_b128 v[108:111], v7
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v45, s99, v45
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s34, v45
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[132:139], v[100:107], v[53:60], v[25:32]
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[25:28], off offset:264
	scratch_store_b128 off, v[29:32], off offset:280
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[132:139], v[108:115], v[140:147], v[132:139]
	s_waitcnt vmcnt(1)
	ds_load_b128 v[112:115], v6
	v_wmma_f32_16x16x16_f16 v[100:107], v[116:123], v[53:60], v[25:32]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[108:111], v5
	ds_load_b128 v[116:119], v5 offset:4096
	ds_load_b128 v[120:123], v6 offset:4096
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v6, off, off offset:1136
	scratch_load_b32 v5, off, off offset:1132
	v_wmma_f32_16x16x16_f16 v[100:107], v[124:131], v[140:147], v[100:107]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[132:139], v[108:115], v[148:155], v[132:139]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[100:107], v[116:123], v[148:155], v[100:107]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[108:111], v5
	ds_load_b128 v[116:119], v5 offset:4096
	ds_load_b128 v[120:123], v6 offset:4096
	ds_load_b128 v[112:115], v6
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v6, off, off offset:1144
	scratch_load_b32 v5, off, off offset:1140
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[100:107], v[116:123], v[193:200], v[100:107]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[132:139], v[108:115], v[193:200], v[132:139]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[108:111], v5
	ds_load_b128 v[116:119], v5 offset:4096
	ds_load_b128 v[120:123], v6 offset:4096
	ds_load_b128 v[112:115], v6
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v6, off, off offset:1152
	scratch_load_b32 v5, off, off offset:1148
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[100:107], v[116:123], v[201:208], v[100:107]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[132:139], v[108:115], v[201:208], v[132:139]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[108:111], v5
	ds_load_b128 v[116:119], v5 offset:4096
	ds_load_b128 v[120:123], v6 offset:4096
	ds_load_b128 v[112:115], v6
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v6, off, off offset:1160
	scratch_load_b32 v5, off, off offset:1156
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[100:107], v[116:123], v[209:216], v[100:107]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[132:139], v[108:115], v[209:216], v[132:139]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[108:111], v5
	ds_load_b128 v[116:119], v5 offset:4096
	ds_load_b128 v[120:123], v6 offset:4096
	ds_load_b128 v[112:115], v6
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v6, off, off offset:1168
	scratch_load_b32 v5, off, off offset:1164
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[100:107], v[116:123], v[217:224], v[100:107]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[132:139], v[108:115], v[217:224], v[132:139]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[108:111], v5
	ds_load_b128 v[116:119], v5 offset:4096
	ds_load_b128 v[120:123], v6 offset:4096
	ds_load_b128 v[112:115], v6
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[100:107], v[116:123], v[225:232], v[100:107]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[132:139], v[108:115], v[225:232], v[132:139]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v43, s33, v106, -v1
	v_fma_f32 v26, s33, v137, -v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v8, s33, v135, -v40
	v_fma_f32 v25, s33, v136, -v39
	v_fma_f32 v27, s33, v138, -v37
	v_fma_f32 v42, s33, v105, -v2
	v_mul_f32_e32 v60, 0x3fb8aa3b, v26
	v_lshlrev_b32_e32 v26, 1, v67
	v_dual_mul_f32 v8, 0x3fb8aa3b, v8 :: v_dual_mul_f32 v53, 0x3fb8aa3b, v25
	v_mul_f32_e32 v193, 0x3fb8aa3b, v27
	v_dual_mul_f32 v2, 0x3fb8aa3b, v43 :: v_dual_lshlrev_b32 v27, 1, v68
	v_dual_mov_b32 v68, v67 :: v_dual_mov_b32 v67, v61
	v_mov_b32_e32 v61, v48
	v_lshlrev_b32_e32 v25, 1, v83
	v_fma_f32 v5, s33, v132, -v99
	v_lshlrev_b32_e32 v46, 1, v82
	v_fma_f32 v32, s33, v103, -v4
	v_fma_f32 v41, s33, v104, -v3
	v_fma_f32 v44, s33, v107, -v0
	v_cndmask_b32_e64 v26, 0x80000000, v26, s5
	v_cndmask_b32_e64 v25, 0x80000000, v25, s5
	v_mul_f32_e32 v5, 0x3fb8aa3b, v5
	v_cndmask_b32_e64 v0, 0x80000000, v46, s5
	v_cndmask_b32_e64 v27, 0x80000000, v27, s5
	v_dual_mul_f32 v198, 0x3fb8aa3b, v32 :: v_dual_mul_f32 v3, 0x3fb8aa3b, v42
	v_dual_mul_f32 v4, 0x3fb8aa3b, v41 :: v_dual_mul_f32 v1, 0x3fb8aa3b, v44
	s_clause 0x3
	buffer_load_b128 v[45:48], v26, s[84:87], 0 offen
	buffer_load_b128 v[69:72], v25, s[84:87], 0 offen
	buffer_load_b128 v[41:44], v0, s[84:87], 0 offen
	buffer_load_b128 v[54:57], v27, s[84:87], 0 offen
	v_fma_f32 v6, s33, v133, -v98
	v_fma_f32 v7, s33, v134, -v97
	v_fma_f32 v28, s33, v139, -v36
	v_fma_f32 v29, s33, v100, -v35
	v_fma_f32 v30, s33, v101, -v34
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v6, 0x3fb8aa3b, v6 :: v_dual_mul_f32 v7, 0x3fb8aa3b, v7
	v_fma_f32 v31, s33, v102, -v33
	v_dual_mul_f32 v194, 0x3fb8aa3b, v28 :: v_dual_mul_f32 v195, 0x3fb8aa3b, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v196, 0x3fb8aa3b, v30
	v_cndmask_b32_e64 v3, 0xff800000, v3, s19
	v_mul_f32_e32 v197, 0x3fb8aa3b, v31
	v_cndmask_b32_e64 v2, 0xff800000, v2, s20
	v_cndmask_b32_e64 v4, 0xff800000, v4, s18
	v_cndmask_b32_e64 v1, 0xff800000, v1, s21
	v_exp_f32_e32 v3, v3
	v_add_nc_u32_e32 v83, s98, v83
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v253, v4
	v_exp_f32_e32 v84, v1
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v58, 16, v41
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v59, 16, v54
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v0, off, off offset:1056 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v0, 0, v0
	ds_store_b128 v0, v[41:44]
	v_lshrrev_b32_e32 v0, 16, v45
	v_mov_b16_e32 v41.h, v69.l
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v59.h, v0.l
	v_lshrrev_b32_e32 v0, 16, v69
	v_mov_b16_e32 v58.h, v0.l
	v_cndmask_b32_e64 v0, 0xff800000, v5, s6
	v_cndmask_b32_e64 v5, 0xff800000, v6, s7
	s_delay_alu instid0(VALU_DEP_2)
	v_exp_f32_e32 v82, v0
	scratch_load_b32 v0, off, off offset:1172 ; 4-byte Folded Reload
	v_exp_f32_e32 v6, v5
	scratch_store_b32 off, v6, off offset:360 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	ds_store_b128 v0, v[69:72] offset:1024
	scratch_load_b32 v0, off, off offset:1176 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b128 v0, v[54:57] offset:2048
	scratch_load_b32 v0, off, off offset:1180 ; 4-byte Folded Reload
	v_mov_b16_e32 v54.h, v45.l
	s_waitcnt vmcnt(0)
	ds_store_b128 v0, v[45:48] offset:3072
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v0, off, off offset:1052
	scratch_load_b32 v5, off, off offset:1184
	v_lshrrev_b32_e32 v45, 16, v71
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v0, 0, v0
	s_waitcnt vmcnt(0)
	ds_load_b128 v[29:32], v5
	ds_load_b128 v[25:28], v0
	ds_load_b128 v[145:148], v0 offset:256
	ds_load_b128 v[149:152], v5 offset:256
	ds_load_b128 v[109:112], v5 offset:512
	ds_load_b128 v[105:108], v0 offset:512
	ds_load_b128 v[233:236], v0 offset:768
	ds_load_b128 v[237:240], v5 offset:768
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v5, off, off offset:1192
	scratch_load_b32 v0, off, off offset:1188
	s_waitcnt vmcnt(0)
	ds_load_b128 v[33:36], v0
	ds_load_b128 v[129:132], v0 offset:256
	ds_load_b128 v[133:136], v5 offset:256
	ds_load_b128 v[101:104], v5 offset:512
	ds_load_b128 v[97:100], v0 offset:512
	ds_load_b128 v[217:220], v0 offset:768
	ds_load_b128 v[221:224], v5 offset:768
	ds_load_b128 v[37:40], v5
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v5, off, off offset:1200
	scratch_load_b32 v0, off, off offset:1196
	s_waitcnt vmcnt(0)
	ds_load_b128 v[153:156], v0
	ds_load_b128 v[121:124], v0 offset:256
	ds_load_b128 v[125:128], v5 offset:256
	ds_load_b128 v[245:248], v5 offset:512
	ds_load_b128 v[241:244], v0 offset:512
	ds_load_b128 v[209:212], v0 offset:768
	ds_load_b128 v[213:216], v5 offset:768
	ds_load_b128 v[157:160], v5
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v5, off, off offset:1208
	scratch_load_b32 v0, off, off offset:1204
	s_waitcnt vmcnt(0)
	ds_load_b128 v[137:140], v0
	ds_load_b128 v[113:116], v0 offset:256
	ds_load_b128 v[117:120], v5 offset:256
	ds_load_b128 v[229:232], v5 offset:512
	ds_load_b128 v[225:228], v0 offset:512
	ds_load_b128 v[201:204], v0 offset:768
	ds_load_b128 v[205:208], v5 offset:768
	ds_load_b128 v[141:144], v5
	v_cndmask_b32_e64 v5, 0xff800000, v7, s8
	v_cvt_f16_f32_e32 v0.l, v82
	v_cvt_f16_f32_e32 v0.h, v6
	s_delay_alu instid0(VALU_DEP_3)
	v_exp_f32_e32 v5, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v255, v0
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v5, off offset:392
	scratch_store_b32 off, v3, off offset:484
	v_cvt_f16_f32_e32 v0.l, v5
	v_cndmask_b32_e64 v5, 0xff800000, v8, s9
	ds_store_b16_d16_hi v255, v0 offset:128
	scratch_store_b32 off, v2, off offset:488 ; 4-byte Folded Spill
	v_exp_f32_e32 v5, v5
	scratch_store_b32 off, v5, off offset:424 ; 4-byte Folded Spill
	v_cvt_f16_f32_e32 v0.h, v5
	v_cndmask_b32_e64 v5, 0xff800000, v53, s10
	ds_store_b16 v255, v0 offset:256
	v_mov_b32_e32 v53, v41
	v_exp_f32_e32 v5, v5
	scratch_store_b32 off, v5, off offset:456 ; 4-byte Folded Spill
	v_cvt_f16_f32_e32 v0.l, v5
	v_cndmask_b32_e64 v5, 0xff800000, v60, s11
	ds_store_b16_d16_hi v255, v0 offset:384
	v_exp_f32_e32 v5, v5
	scratch_store_b32 off, v5, off offset:460 ; 4-byte Folded Spill
	v_cvt_f16_f32_e32 v0.h, v5
	v_cndmask_b32_e64 v5, 0xff800000, v193, s12
	ds_store_b16 v255, v0 offset:512
	ds_store_b16_d16_hi v255, v0 offset:640
	v_exp_f32_e32 v5, v5
	scratch_store_b32 off, v5, off offset:464 ; 4-byte Folded Spill
	v_cvt_f16_f32_e32 v0.l, v5
	v_cndmask_b32_e64 v5, 0xff800000, v194, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v0.h, v5
	ds_store_b16 v255, v0 offset:768
	ds_store_b16_d16_hi v255, v0 offset:896
	v_cndmask_b32_e64 v0, 0xff800000, v195, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v0, v0
	scratch_store_b32 off, v5, off offset:468 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v5, 0xff800000, v196, s15
	v_exp_f32_e32 v5, v5
	scratch_store_b32 off, v0, off offset:476 ; 4-byte Folded Spill
	v_cvt_f16_f32_e32 v0.l, v0
	scratch_store_b32 off, v5, off offset:472 ; 4-byte Folded Spill
	v_cvt_f16_f32_e32 v0.h, v5
	v_cndmask_b32_e64 v5, 0xff800000, v197, s16
	ds_store_b16 v255, v0 offset:1024
	v_exp_f32_e32 v5, v5
	scratch_store_b32 off, v5, off offset:480 ; 4-byte Folded Spill
	v_cvt_f16_f32_e32 v0.l, v5
	v_cndmask_b32_e64 v5, 0xff800000, v198, s17
	ds_store_b16_d16_hi v255, v0 offset:1152
	v_exp_f32_e32 v254, v5
	s_delay_alu instid0(TRANS32_DEP_1)
	v_cvt_f16_f32_e64 v0.h, v254
	ds_store_b16 v255, v0 offset:1280
	v_cvt_f16_f32_e64 v0.l, v253
	ds_store_b16_d16_hi v255, v0 offset:1408
	v_cvt_f16_f32_e32 v0.h, v3
	ds_store_b16 v255, v0 offset:1536
	v_cvt_f16_f32_e32 v0.l, v2
	ds_store_b16_d16_hi v255, v0 offset:1664
	v_cvt_f16_f32_e32 v0.h, v84
	ds_store_b16 v255, v0 offset:1792
	ds_store_b16_d16_hi v255, v0 offset:1920
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v0, off, off offset:1212 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v0, s95, v0
	ds_load_u16_d16 v193, v0
	ds_load_u16_d16 v194, v0 offset:128
	ds_load_u16_d16 v195, v0 offset:256
	ds_load_u16_d16 v196, v0 offset:384
	ds_load_u16_d16 v197, v0 offset:512
	ds_load_u16_d16 v198, v0 offset:640
	ds_load_u16_d16 v199, v0 offset:768
	ds_load_u16_d16 v200, v0 offset:896
	ds_load_u16_d16 v1, v0 offset:1024
	ds_load_u16_d16 v2, v0 offset:1152
	ds_load_u16_d16 v3, v0 offset:1280
	ds_load_u16_d16 v4, v0 offset:1408
	ds_load_u16_d16 v5, v0 offset:1536
	ds_load_u16_d16 v6, v0 offset:1664
	ds_load_u16_d16 v7, v0 offset:1792
	ds_load_u16_d16 v8, v0 offset:1920
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v193, v0 offset:64
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v194, v0 offset:192
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v195, v0 offset:320
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v196, v0 offset:448
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v197, v0 offset:576
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v198, v0 offset:704
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v199, v0 offset:832
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v200, v0 offset:960
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v1, v0 offset:1088
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v2, v0 offset:1216
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v3, v0 offset:1344
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v4, v0 offset:1472
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v5, v0 offset:1600
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v6, v0 offset:1728
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v7, v0 offset:1856
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v8, v0 offset:1984
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v41, off, off offset:1068 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v41, 0, v41
	ds_store_2addr_b64 v41, v[53:54], v[58:59] offset1:8
	v_lshrrev_b32_e32 v41, 16, v46
	v_lshrrev_b32_e32 v59, 16, v55
	v_lshrrev_b32_e32 v58, 16, v42
	v_mov_b16_e32 v42.h, v70.l
	v_mov_b16_e32 v55.h, v46.l
	v_mov_b16_e32 v59.h, v41.l
	v_lshrrev_b32_e32 v41, 16, v70
	v_lshrrev_b32_e32 v46, 16, v72
	v_mov_b32_e32 v54, v42
	v_lshrrev_b32_e32 v42, 16, v56
	v_mov_b16_e32 v56.h, v47.l
	v_mov_b16_e32 v58.h, v41.l
	scratch_load_b32 v41, off, off offset:1216 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_2addr_b64 v41, v[54:55], v[58:59] offset0:16 offset1:24
	v_lshrrev_b32_e32 v41, 16, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mov_b16_e32 v42.h, v41.l
	v_lshrrev_b32_e32 v41, 16, v43
	v_mov_b16_e32 v43.h, v71.l
	v_mov_b16_e32 v41.h, v45.l
	v_mov_b32_e32 v55, v43
	scratch_load_b32 v43, off, off offset:1220 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_2addr_b64 v43, v[55:56], v[41:42] offset0:32 offset1:40
	v_lshrrev_b32_e32 v43, 16, v48
	v_lshrrev_b32_e32 v42, 16, v57
	v_mov_b16_e32 v57.h, v48.l
	v_lshrrev_b32_e32 v41, 16, v44
	v_mov_b16_e32 v44.h, v72.l
	v_mov_b16_e32 v42.h, v43.l
	scratch_load_b32 v43, off, off offset:1224 ; 4-byte Folded Reload
	v_mov_b32_e32 v45, v57
	v_mov_b16_e32 v41.h, v46.l
	s_waitcnt vmcnt(0)
	ds_store_2addr_b64 v43, v[44:45], v[41:42] offset0:48 offset1:56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v41, off, off offset:1064
	scratch_load_b32 v70, off, off offset:1228
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v69, 0, v41
	s_waitcnt vmcnt(0)
	ds_load_b128 v[45:48], v70
	ds_load_b128 v[41:44], v69
	ds_load_b128 v[53:56], v69 offset:2048
	ds_load_b128 v[57:60], v70 offset:2048
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[161:168], v[41:48], v[193:200], v[161:168]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[169:176], v[53:60], v[193:200], v[169:176]
	ds_load_b128 v[45:48], v70 offset:4096
	ds_load_b128 v[41:44], v69 offset:4096
	ds_load_b128 v[53:56], v69 offset:6144
	ds_load_b128 v[57:60], v70 offset:6144
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v70, off, off offset:1236
	scratch_load_b32 v69, off, off offset:1232
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[177:184], v[41:48], v[193:200], v[177:184]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[185:192], v[53:60], v[193:200], v[185:192]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[41:44], v69
	ds_load_b128 v[53:56], v69 offset:2048
	ds_load_b128 v[57:60], v70 offset:2048
	ds_load_b128 v[45:48], v70
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[169:176], v[53:60], v[1:8], v[169:176]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[41:48], v[1:8], v[161:168]
	ds_load_b128 v[45:48], v70 offset:4096
	ds_load_b128 v[41:44], v69 offset:4096
	ds_load_b128 v[53:56], v69 offset:6144
	ds_load_b128 v[57:60], v70 offset:6144
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[177:184], v[41:48], v[1:8], v[177:184]
	v_mov_b32_e32 v48, v61
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[185:192], v[53:60], v[1:8], v[185:192]
	s_clause 0x3                            ; 64-byte Folded Reload
	scratch_load_b128 v[193:196], off, off offset:984
	scratch_load_b128 v[197:200], off, off offset:1000
	scratch_load_b128 v[53:56], off, off offset:264
	scratch_load_b128 v[57:60], off, off offset:280
	v_mov_b32_e32 v61, v67
	scratch_load_b32 v45, off, off offset:556 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_wmma_f32_16x16x16_f16 v[1:8], v[25:32], v[193:200], v[53:60]
	v_wmma_f32_16x16x16_f16 v[25:32], v[145:152], v[193:200], v[53:60]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[145:148], off, off offset:952
	scratch_load_b128 v[149:152], off, off offset:968
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[33:40], v[145:152], v[1:8]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[33:36], off, off offset:920
	scratch_load_b128 v[37:40], off, off offset:936
	v_wmma_f32_16x16x16_f16 v[25:32], v[129:136], v[145:152], v[25:32]
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[153:160], v[33:40], v[1:8]
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[25:32], v[121:128], v[33:40], v[25:32]
	s_clause 0x5                            ; 96-byte Folded Reload
	scratch_load_b128 v[123:126], off, off offset:32
	scratch_load_b128 v[127:130], off, off offset:48
	scratch_load_b128 v[33:36], off, off offset:888
	scratch_load_b128 v[37:40], off, off offset:904
	scratch_load_b128 v[148:151], off, off offset:600
	scratch_load_b128 v[152:155], off, off offset:616
	s_waitcnt vmcnt(2)
	v_wmma_f32_16x16x16_f16 v[1:8], v[137:144], v[33:40], v[1:8]
	v_wmma_f32_16x16x16_f16 v[25:32], v[113:120], v[33:40], v[25:32]
	s_clause 0x5                            ; 96-byte Folded Reload
	scratch_load_b128 v[115:118], off, off
	scratch_load_b128 v[119:122], off, off offset:16
	scratch_load_b128 v[33:36], off, off offset:856
	scratch_load_b128 v[37:40], off, off offset:872
	scratch_load_b128 v[140:143], off, off offset:568
	scratch_load_b128 v[144:147], off, off offset:584
	s_waitcnt vmcnt(2)
	v_wmma_f32_16x16x16_f16 v[1:8], v[105:112], v[33:40], v[1:8]
	v_wmma_f32_16x16x16_f16 v[25:32], v[233:240], v[33:40], v[25:32]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[33:36], off, off offset:824
	scratch_load_b128 v[37:40], off, off offset:840
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[97:104], v[33:40], v[1:8]
	v_wmma_f32_16x16x16_f16 v[25:32], v[217:224], v[33:40], v[25:32]
	s_clause 0x3                            ; 64-byte Folded Reload
	scratch_load_b128 v[217:220], off, off offset:696
	scratch_load_b128 v[221:224], off, off offset:712
	scratch_load_b128 v[33:36], off, off offset:792
	scratch_load_b128 v[37:40], off, off offset:808
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[241:248], v[33:40], v[1:8]
	v_wmma_f32_16x16x16_f16 v[25:32], v[209:216], v[33:40], v[25:32]
	s_clause 0x3                            ; 64-byte Folded Reload
	scratch_load_b128 v[209:212], off, off offset:664
	scratch_load_b128 v[213:216], off, off offset:680
	scratch_load_b128 v[33:36], off, off offset:760
	scratch_load_b128 v[37:40], off, off offset:776
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[225:232], v[33:40], v[1:8]
	v_wmma_f32_16x16x16_f16 v[25:32], v[201:208], v[33:40], v[25:32]
	s_clause 0x4                            ; 68-byte Folded Reload
	scratch_load_b128 v[201:204], off, off offset:632
	scratch_load_b128 v[205:208], off, off offset:648
	scratch_load_b32 v33, off, off offset:1244
	scratch_load_b128 v[225:228], off, off offset:728
	scratch_load_b128 v[229:232], off, off offset:744
	s_waitcnt vmcnt(2)
	v_add_lshl_u32 v33, s99, v33, 2
	v_dual_mov_b32 v67, v68 :: v_dual_mov_b32 v68, v66
	v_mov_b32_e32 v66, v73
	s_add_i32 s99, s99, 32
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v34, 8, v33
	v_add_nc_u32_e32 v35, 16, v33
	v_add_nc_u32_e32 v36, 24, v33
	v_add_nc_u32_e32 v37, 32, v33
	v_add_nc_u32_e32 v38, 40, v33
	v_add_nc_u32_e32 v39, 48, v33
	v_add_nc_u32_e32 v40, 56, v33
	v_cndmask_b32_e64 v41, 0x80000000, v33, s3
	v_cndmask_b32_e64 v34, 0x80000000, v34, s3
	v_cndmask_b32_e64 v35, 0x80000000, v35, s3
	v_cndmask_b32_e64 v36, 0x80000000, v36, s3
	v_cndmask_b32_e64 v37, 0x80000000, v37, s3
	v_cndmask_b32_e64 v38, 0x80000000, v38, s3
	v_cndmask_b32_e64 v39, 0x80000000, v39, s3
	v_cndmask_b32_e64 v40, 0x80000000, v40, s3
	s_clause 0x7
	buffer_load_b32 v41, v41, s[88:91], 0 offen
	buffer_load_b32 v34, v34, s[88:91], 0 offen
	buffer_load_b32 v35, v35, s[88:91], 0 offen
	buffer_load_b32 v36, v36, s[88:91], 0 offen
	buffer_load_b32 v37, v37, s[88:91], 0 offen
	buffer_load_b32 v38, v38, s[88:91], 0 offen
	buffer_load_b32 v39, v39, s[88:91], 0 offen
	buffer_load_b32 v40, v40, s[88:91], 0 offen
	v_add_nc_u32_e32 v67, s98, v67
	v_add_nc_u32_e32 v68, s98, v68
	s_cmp_lg_u32 s100, s96
	s_waitcnt vmcnt(6)
	v_dual_sub_f32 v1, v1, v41 :: v_dual_sub_f32 v2, v2, v34
	s_waitcnt vmcnt(4)
	v_dual_sub_f32 v3, v3, v35 :: v_dual_sub_f32 v4, v4, v36
	s_waitcnt vmcnt(2)
	v_dual_sub_f32 v34, v5, v37 :: v_dual_sub_f32 v35, v6, v38
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v36, v7, v39 :: v_dual_sub_f32 v37, v8, v40
	v_add_nc_u32_e32 v40, 0x70, v33
	v_add_nc_u32_e32 v5, 64, v33
	v_add_nc_u32_e32 v6, 0x48, v33
	v_add_nc_u32_e32 v7, 0x50, v33
	v_add_nc_u32_e32 v8, 0x58, v33
	v_add_nc_u32_e32 v38, 0x60, v33
	v_add_nc_u32_e32 v39, 0x68, v33
	v_add_nc_u32_e32 v33, 0x78, v33
	v_dual_cndmask_b32 v40, 0x80000000, v40 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_cndmask_b32 v7, 0x80000000, v7
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_dual_cndmask_b32 v38, 0x80000000, v38 :: v_dual_cndmask_b32 v39, 0x80000000, v39
	v_cndmask_b32_e32 v33, 0x80000000, v33, vcc_lo
	s_clause 0x7
	buffer_load_b32 v5, v5, s[88:91], 0 offen
	buffer_load_b32 v6, v6, s[88:91], 0 offen
	buffer_load_b32 v7, v7, s[88:91], 0 offen
	buffer_load_b32 v8, v8, s[88:91], 0 offen
	buffer_load_b32 v38, v38, s[88:91], 0 offen
	buffer_load_b32 v39, v39, s[88:91], 0 offen
	buffer_load_b32 v40, v40, s[88:91], 0 offen
	buffer_load_b32 v33, v33, s[88:91], 0 offen
	v_fma_mixlo_f16 v1, v82, v1, neg(0)
	s_waitcnt vmcnt(6)
	v_dual_sub_f32 v25, v25, v5 :: v_dual_sub_f32 v26, v26, v6
	v_lshrrev_b32_e32 v6, 16, v19
	s_waitcnt vmcnt(4)
	v_dual_sub_f32 v27, v27, v7 :: v_dual_sub_f32 v28, v28, v8
	v_lshrrev_b32_e32 v7, 16, v95
	v_lshrrev_b32_e32 v8, 16, v91
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v31, v31, v40 :: v_dual_sub_f32 v32, v32, v33
	v_lshrrev_b32_e32 v33, 16, v87
	v_lshrrev_b32_e32 v5, 16, v17
	v_mov_b16_e32 v5.h, v6.l
	v_lshrrev_b32_e32 v6, 16, v93
	v_mov_b16_e32 v6.h, v7.l
	v_lshrrev_b32_e32 v7, 16, v89
	v_mov_b16_e32 v7.h, v8.l
	v_lshrrev_b32_e32 v8, 16, v85
	v_mov_b16_e32 v8.h, v33.l
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v82, off, off offset:328
	scratch_load_b32 v33, off, off offset:360
	v_dual_sub_f32 v29, v29, v38 :: v_dual_sub_f32 v30, v30, v39
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v38, off, off offset:560
	scratch_load_b32 v39, off, off offset:564
	s_waitcnt vmcnt(3)
	v_add_nc_u32_e32 v82, s98, v82
	s_waitcnt vmcnt(2)
	v_fma_mixhi_f16 v1, v33, v2, neg(0)
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v2, off, off offset:392
	scratch_load_b32 v33, off, off offset:468
	s_waitcnt vmcnt(1)
	v_fma_mixlo_f16 v2, v2, v3, neg(0)
	scratch_load_b32 v3, off, off offset:424 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_mixhi_f16 v2, v3, v4, neg(0)
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v3, off, off offset:456
	scratch_load_b32 v4, off, off offset:460
	s_waitcnt vmcnt(1)
	v_fma_mixlo_f16 v3, v3, v34, neg(0)
	s_waitcnt vmcnt(0)
	v_fma_mixhi_f16 v3, v4, v35, neg(0)
	scratch_load_b32 v4, off, off offset:464 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_mixlo_f16 v4, v4, v36, neg(0)
	v_fma_mixhi_f16 v4, v33, v37, neg(0)
	scratch_load_b32 v33, off, off offset:476 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_mixhi_f16 v17, v33, v25, neg(0)
	scratch_load_b32 v25, off, off offset:472 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_mixhi_f16 v19, v25, v26, neg(0)
	scratch_load_b32 v25, off, off offset:480 ; 4-byte Folded Reload
	v_fma_mixlo_f16 v26, v253, v29, neg(0)
	s_waitcnt vmcnt(0)
	v_fma_mixlo_f16 v25, v25, v27, neg(0)
	scratch_load_b32 v27, off, off offset:484 ; 4-byte Folded Reload
	v_fma_mixhi_f16 v25, v254, v28, neg(0)
	s_waitcnt vmcnt(0)
	v_fma_mixhi_f16 v26, v27, v30, neg(0)
	scratch_load_b32 v27, off, off offset:488 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_mixlo_f16 v27, v27, v31, neg(0)
	v_fma_mixhi_f16 v27, v84, v32, neg(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v255, v1
	ds_store_b16_d16_hi v255, v1 offset:128
	ds_store_b16 v255, v2 offset:256
	ds_store_b16_d16_hi v255, v2 offset:384
	ds_store_b16 v255, v3 offset:512
	ds_store_b16_d16_hi v255, v3 offset:640
	ds_store_b16 v255, v4 offset:768
	ds_store_b16_d16_hi v255, v4 offset:896
	ds_store_b16_d16_hi v255, v17 offset:1024
	ds_store_b16_d16_hi v255, v19 offset:1152
	ds_store_b16 v255, v25 offset:1280
	ds_store_b16_d16_hi v255, v25 offset:1408
	ds_store_b16 v255, v26 offset:1536
	ds_store_b16_d16_hi v255, v26 offset:1664
	ds_store_b16 v255, v27 offset:1792
	ds_store_b16_d16_hi v255, v27 offset:1920
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[40:43], off, off offset:232
	scratch_load_b128 v[33:36], off, off offset:200
	ds_load_u16_d16 v25, v0
	ds_load_u16_d16 v26, v0 offset:128
	ds_load_u16_d16 v27, v0 offset:256
	ds_load_u16_d16 v28, v0 offset:384
	ds_load_u16_d16 v29, v0 offset:512
	ds_load_u16_d16 v30, v0 offset:640
	ds_load_u16_d16 v31, v0 offset:768
	ds_load_u16_d16 v32, v0 offset:896
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v25, v0 offset:64
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v26, v0 offset:192
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v27, v0 offset:320
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v28, v0 offset:448
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v29, v0 offset:576
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v30, v0 offset:704
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v31, v0 offset:832
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v32, v0 offset:960
	v_mov_b16_e32 v1.l, v17.l
	v_mov_b16_e32 v1.h, v19.l
	v_mov_b16_e32 v2.l, v93.l
	v_mov_b16_e32 v2.h, v95.l
	v_mov_b16_e32 v3.l, v89.l
	v_mov_b16_e32 v3.h, v91.l
	v_mov_b16_e32 v4.l, v85.l
	v_mov_b16_e32 v4.h, v87.l
	v_lshrrev_b32_e32 v17, 16, v20
	v_lshrrev_b32_e32 v19, 16, v92
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[9:16], v[1:8], v[25:32], v[9:16]
	v_lshrrev_b32_e32 v1, 16, v23
	v_lshrrev_b32_e32 v5, 16, v21
	v_lshrrev_b32_e32 v6, 16, v49
	v_mov_b16_e32 v2.l, v49.l
	v_mov_b16_e32 v2.h, v51.l
	v_mov_b16_e32 v5.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b16_e32 v6.h, v1.l
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v7, 16, v40
	v_lshrrev_b32_e32 v1, 16, v42
	v_mov_b16_e32 v3.l, v40.l
	v_mov_b16_e32 v3.h, v42.l
	v_mov_b32_e32 v85, v41
	v_mov_b32_e32 v87, v43
	scratch_load_b128 v[40:43], off, off offset:184 ; 16-byte Folded Reload
	v_mov_b16_e32 v7.h, v1.l
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v8, 16, v33
	v_lshrrev_b32_e32 v1, 16, v35
	v_mov_b16_e32 v4.l, v33.l
	v_mov_b16_e32 v4.h, v35.l
	v_mov_b32_e32 v47, v34
	v_mov_b32_e32 v49, v36
	scratch_load_b128 v[33:36], off, off offset:168 ; 16-byte Folded Reload
	v_mov_b16_e32 v8.h, v1.l
	v_mov_b16_e32 v1.l, v21.l
	v_mov_b16_e32 v1.h, v23.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[115:122], v[1:8], v[25:32], v[115:122]
	v_lshrrev_b32_e32 v1, 16, v64
	v_lshrrev_b32_e32 v5, 16, v62
	v_lshrrev_b32_e32 v6, 16, v249
	v_mov_b16_e64 v2.l, v249.l
	v_mov_b16_e64 v2.h, v251.l
	v_mov_b16_e32 v5.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v251
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b16_e32 v6.h, v1.l
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v1, 16, v42
	v_lshrrev_b32_e32 v7, 16, v40
	v_mov_b16_e32 v3.l, v40.l
	v_mov_b16_e32 v3.h, v42.l
	v_mov_b32_e32 v44, v41
	v_mov_b16_e32 v7.h, v1.l
	v_mov_b32_e32 v46, v43
	scratch_load_b128 v[40:43], off, off offset:120 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v8, 16, v33
	v_lshrrev_b32_e32 v1, 16, v35
	v_mov_b16_e32 v4.l, v33.l
	v_mov_b16_e32 v4.h, v35.l
	v_mov_b32_e32 v21, v34
	v_mov_b32_e32 v23, v36
	scratch_load_b128 v[33:36], off, off offset:152 ; 16-byte Folded Reload
	v_mov_b16_e32 v8.h, v1.l
	v_mov_b16_e32 v1.l, v62.l
	v_mov_b16_e32 v1.h, v64.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[123:130], v[1:8], v[25:32], v[123:130]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v1, 16, v35
	v_lshrrev_b32_e32 v5, 16, v33
	v_mov_b32_e32 v70, v34
	v_mov_b32_e32 v72, v36
	v_mov_b16_e32 v69.l, v33.l
	v_mov_b16_e32 v71.l, v35.l
	scratch_load_b128 v[33:36], off, off offset:136 ; 16-byte Folded Reload
	v_mov_b16_e32 v5.h, v1.l
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v6, 16, v33
	v_lshrrev_b32_e32 v1, 16, v35
	v_mov_b32_e32 v98, v34
	v_mov_b32_e32 v100, v36
	v_mov_b16_e32 v97.l, v33.l
	v_mov_b16_e32 v99.l, v35.l
	scratch_load_b128 v[33:36], off, off offset:104 ; 16-byte Folded Reload
	v_mov_b16_e32 v6.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v42
	v_lshrrev_b32_e32 v7, 16, v40
	v_mov_b16_e32 v2.l, v97.l
	v_mov_b16_e32 v2.h, v99.l
	v_mov_b16_e32 v3.l, v40.l
	v_mov_b16_e32 v7.h, v1.l
	v_mov_b16_e32 v3.h, v42.l
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v1, 16, v35
	v_lshrrev_b32_e32 v8, 16, v33
	v_mov_b16_e32 v1.h, v71.l
	v_mov_b16_e32 v4.l, v33.l
	v_mov_b16_e32 v4.h, v35.l
	v_mov_b16_e32 v8.h, v1.l
	v_mov_b16_e32 v1.l, v69.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[74:81], v[1:8], v[25:32], v[74:81]
	ds_load_u16_d16 v25, v0 offset:1024
	ds_load_u16_d16 v26, v0 offset:1152
	ds_load_u16_d16 v27, v0 offset:1280
	ds_load_u16_d16 v28, v0 offset:1408
	ds_load_u16_d16 v29, v0 offset:1536
	ds_load_u16_d16 v30, v0 offset:1664
	ds_load_u16_d16 v31, v0 offset:1792
	ds_load_u16_d16 v32, v0 offset:1920
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v25, v0 offset:1088
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v26, v0 offset:1216
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v27, v0 offset:1344
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v28, v0 offset:1472
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v29, v0 offset:1600
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v30, v0 offset:1728
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v31, v0 offset:1856
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v32, v0 offset:1984
	v_mov_b16_e32 v1.l, v18.l
	v_mov_b16_e32 v1.h, v20.l
	v_lshrrev_b32_e32 v5, 16, v18
	v_lshrrev_b32_e32 v18, 16, v96
	v_lshrrev_b32_e32 v20, 16, v88
	v_lshrrev_b32_e32 v6, 16, v94
	v_lshrrev_b32_e32 v7, 16, v90
	v_lshrrev_b32_e32 v8, 16, v86
	v_mov_b16_e32 v2.l, v94.l
	v_mov_b16_e32 v2.h, v96.l
	v_mov_b16_e32 v3.l, v90.l
	v_mov_b16_e32 v3.h, v92.l
	v_mov_b16_e32 v4.l, v86.l
	v_mov_b16_e32 v4.h, v88.l
	v_mov_b16_e32 v5.h, v17.l
	v_mov_b16_e32 v6.h, v18.l
	v_mov_b16_e32 v7.h, v19.l
	v_mov_b16_e32 v8.h, v20.l
	v_mov_b32_e32 v18, v85
	v_mov_b32_e32 v20, v87
	v_mov_b16_e32 v0.l, v22.l
	v_lshrrev_b32_e32 v17, 16, v52
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[9:16], v[1:8], v[25:32], v[9:16]
	v_lshrrev_b32_e32 v4, 16, v22
	v_mov_b32_e32 v22, v49
	v_mov_b16_e32 v2.l, v18.l
	v_mov_b16_e32 v2.h, v20.l
	v_lshrrev_b32_e32 v6, 16, v18
	v_lshrrev_b32_e32 v18, 16, v20
	v_mov_b32_e32 v20, v47
	v_lshrrev_b32_e32 v8, 16, v24
	v_lshrrev_b32_e32 v19, 16, v22
	v_lshrrev_b32_e32 v5, 16, v50
	v_mov_b16_e32 v0.h, v24.l
	v_lshrrev_b32_e32 v7, 16, v20
	v_mov_b16_e32 v1.l, v50.l
	v_mov_b16_e32 v1.h, v52.l
	v_mov_b16_e32 v3.l, v20.l
	v_mov_b16_e32 v3.h, v22.l
	v_mov_b16_e32 v4.h, v8.l
	v_mov_b16_e32 v5.h, v17.l
	v_mov_b16_e32 v6.h, v18.l
	v_mov_b16_e32 v7.h, v19.l
	v_mov_b32_e32 v18, v44
	v_dual_mov_b32 v20, v46 :: v_dual_mov_b32 v19, v21
	v_mov_b32_e32 v21, v23
	s_delay_alu instid0(VALU_DEP_4)
	v_wmma_f32_16x16x16_f16 v[115:122], v[0:7], v[25:32], v[115:122]
	v_lshrrev_b32_e32 v8, 16, v65
	v_lshrrev_b32_e32 v17, 16, v252
	v_mov_b16_e32 v2.l, v18.l
	v_lshrrev_b32_e32 v6, 16, v18
	v_lshrrev_b32_e32 v18, 16, v20
	v_mov_b16_e32 v3.l, v19.l
	v_lshrrev_b32_e32 v7, 16, v19
	v_lshrrev_b32_e32 v19, 16, v21
	v_lshrrev_b32_e32 v4, 16, v63
	v_lshrrev_b32_e32 v5, 16, v250
	v_mov_b16_e32 v0.l, v63.l
	v_mov_b16_e32 v0.h, v65.l
	v_mov_b16_e64 v1.l, v250.l
	v_mov_b16_e64 v1.h, v252.l
	v_mov_b16_e32 v2.h, v20.l
	v_mov_b16_e32 v3.h, v21.l
	v_mov_b16_e32 v4.h, v8.l
	v_mov_b16_e32 v5.h, v17.l
	v_mov_b16_e32 v6.h, v18.l
	v_mov_b16_e32 v7.h, v19.l
	v_mov_b32_e32 v18, v41
	v_mov_b32_e32 v20, v43
	v_lshrrev_b32_e32 v8, 16, v72
	v_lshrrev_b32_e32 v19, 16, v36
	v_wmma_f32_16x16x16_f16 v[123:130], v[0:7], v[25:32], v[123:130]
	v_mov_b32_e32 v7, v100
	v_mov_b32_e32 v5, v98
	v_mov_b16_e32 v2.l, v18.l
	v_lshrrev_b32_e32 v6, 16, v18
	v_lshrrev_b32_e32 v18, 16, v20
	v_lshrrev_b32_e32 v17, 16, v7
	v_lshrrev_b32_e32 v4, 16, v70
	v_mov_b16_e32 v1.l, v5.l
	v_mov_b16_e32 v1.h, v7.l
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v7, 16, v34
	v_mov_b16_e32 v0.l, v70.l
	v_mov_b16_e32 v0.h, v72.l
	v_mov_b16_e32 v2.h, v20.l
	v_mov_b16_e32 v3.l, v34.l
	v_mov_b16_e32 v3.h, v36.l
	v_mov_b16_e32 v4.h, v8.l
	v_mov_b16_e32 v5.h, v17.l
	v_mov_b16_e32 v6.h, v18.l
	v_mov_b16_e32 v7.h, v19.l
	s_clause 0x2                            ; 12-byte Folded Reload
	scratch_load_b32 v17, off, off offset:64
	scratch_load_b32 v18, off, off offset:72
	scratch_load_b32 v19, off, off offset:296
	v_wmma_f32_16x16x16_f16 v[74:81], v[0:7], v[25:32], v[74:81]
	scratch_load_b32 v6, off, off offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_add_nc_u32_e32 v17, s97, v17
	s_waitcnt vmcnt(2)
	v_add_nc_u32_e32 v18, s97, v18
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v19, s97, v19
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v6, s97, v6
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %._crit_edge338.loopexit
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v0, off, off offset:1248
	scratch_load_b32 v41, off, off offset:1252
	v_cvt_f16_f32_e64 v49.l, v161
	v_cvt_f16_f32_e64 v27.l, v162
	v_cvt_f16_f32_e64 v25.l, v163
	v_cvt_f16_f32_e64 v26.l, v164
	v_cvt_f16_f32_e64 v52.l, v165
	v_cvt_f16_f32_e64 v51.l, v166
	v_cvt_f16_f32_e64 v50.l, v167
	v_cvt_f16_f32_e64 v7.l, v168
	v_cvt_f16_f32_e64 v8.l, v169
	v_cvt_f16_f32_e64 v6.l, v170
	v_cvt_f16_f32_e64 v5.l, v171
	v_cvt_f16_f32_e64 v4.l, v172
	v_cvt_f16_f32_e64 v2.l, v173
	v_cvt_f16_f32_e64 v3.l, v174
	v_cvt_f16_f32_e64 v1.l, v175
	v_cvt_f16_f32_e64 v40.l, v176
	v_cvt_f16_f32_e64 v39.l, v177
	v_cvt_f16_f32_e64 v37.l, v178
	v_cvt_f16_f32_e64 v38.l, v179
	v_cvt_f16_f32_e64 v36.l, v180
	v_cvt_f16_f32_e64 v35.l, v181
	v_cvt_f16_f32_e64 v34.l, v182
	v_cvt_f16_f32_e64 v24.l, v183
	v_cvt_f16_f32_e64 v33.l, v184
	v_cvt_f16_f32_e64 v23.l, v185
	v_cvt_f16_f32_e64 v22.l, v186
	v_cvt_f16_f32_e64 v21.l, v187
	v_cvt_f16_f32_e64 v19.l, v188
	v_cvt_f16_f32_e64 v20.l, v189
	v_cvt_f16_f32_e64 v18.l, v190
	v_cvt_f16_f32_e64 v17.l, v191
	v_cvt_f16_f32_e64 v114.l, v192
	s_branch .LBB0_8
.LBB0_6:
	v_mov_b32_e32 v9, 0
	v_mov_b16_e32 v49.l, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v115, v9
	v_mov_b32_e32 v116, v9
	v_mov_b32_e32 v117, v9
	v_mov_b32_e32 v118, v9
	v_mov_b32_e32 v119, v9
	v_mov_b32_e32 v120, v9
	v_mov_b32_e32 v121, v9
	v_mov_b32_e32 v122, v9
	v_mov_b32_e32 v123, v9
	v_mov_b32_e32 v124, v9
	v_mov_b32_e32 v125, v9
	v_mov_b32_e32 v126, v9
	v_mov_b32_e32 v127, v9
	v_mov_b32_e32 v128, v9
	v_mov_b32_e32 v129, v9
	v_mov_b32_e32 v130, v9
	v_mov_b32_e32 v74, v9
	v_mov_b32_e32 v75, v9
	v_mov_b32_e32 v76, v9
	v_mov_b32_e32 v77, v9
	v_mov_b32_e32 v78, v9
	v_mov_b32_e32 v79, v9
	v_mov_b32_e32 v80, v9
	v_mov_b32_e32 v81, v9
	v_mov_b16_e32 v27.l, v49.l
	v_mov_b16_e32 v25.l, v49.l
	v_mov_b16_e32 v26.l, v49.l
	v_mov_b16_e32 v52.l, v49.l
	v_mov_b16_e32 v51.l, v49.l
	v_mov_b16_e32 v50.l, v49.l
	v_mov_b16_e32 v7.l, v49.l
	v_mov_b16_e32 v8.l, v49.l
	v_mov_b16_e32 v6.l, v49.l
	v_mov_b16_e32 v5.l, v49.l
	v_mov_b16_e32 v4.l, v49.l
	v_mov_b16_e32 v2.l, v49.l
	v_mov_b16_e32 v3.l, v49.l
	v_mov_b16_e32 v1.l, v49.l
	v_mov_b16_e32 v40.l, v49.l
	v_mov_b16_e32 v39.l, v49.l
	v_mov_b16_e32 v37.l, v49.l
	v_mov_b16_e32 v38.l, v49.l
	v_mov_b16_e32 v36.l, v49.l
	v_mov_b16_e32 v35.l, v49.l
	v_mov_b16_e32 v34.l, v49.l
	v_mov_b16_e32 v24.l, v49.l
	v_mov_b16_e32 v33.l, v49.l
	v_mov_b16_e32 v23.l, v49.l
	v_mov_b16_e32 v22.l, v49.l
	v_mov_b16_e32 v21.l, v49.l
	v_mov_b16_e32 v19.l, v49.l
	v_mov_b16_e32 v20.l, v49.l
	v_mov_b16_e32 v18.l, v49.l
	v_mov_b16_e32 v17.l, v49.l
	v_mov_b16_e32 v114.l, v49.l
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b16_e32 v114.l, 0
	v_mov_b32_e32 v81, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b16_e32 v17.l, v114.l
	v_mov_b16_e32 v18.l, v114.l
	v_mov_b16_e32 v20.l, v114.l
	v_mov_b16_e32 v19.l, v114.l
	v_mov_b16_e32 v21.l, v114.l
	v_mov_b16_e32 v22.l, v114.l
	v_mov_b16_e32 v23.l, v114.l
	v_mov_b16_e32 v33.l, v114.l
	v_mov_b16_e32 v24.l, v114.l
	v_mov_b16_e32 v34.l, v114.l
	v_mov_b16_e32 v35.l, v114.l
	v_mov_b16_e32 v36.l, v114.l
	v_mov_b16_e32 v38.l, v114.l
	v_mov_b16_e32 v37.l, v114.l
	v_mov_b16_e32 v39.l, v114.l
	v_mov_b16_e32 v40.l, v114.l
	v_mov_b16_e32 v1.l, v114.l
	v_mov_b16_e32 v3.l, v114.l
	v_mov_b16_e32 v2.l, v114.l
	v_mov_b16_e32 v4.l, v114.l
	v_mov_b16_e32 v5.l, v114.l
	v_mov_b16_e32 v6.l, v114.l
	v_mov_b16_e32 v8.l, v114.l
	v_mov_b16_e32 v7.l, v114.l
	v_mov_b16_e32 v50.l, v114.l
	v_mov_b16_e32 v51.l, v114.l
	v_mov_b16_e32 v52.l, v114.l
	v_mov_b16_e32 v26.l, v114.l
	v_mov_b16_e32 v25.l, v114.l
	v_mov_b16_e32 v27.l, v114.l
	v_mov_b16_e32 v49.l, v114.l
	v_mov_b32_e32 v80, v81
	v_mov_b32_e32 v79, v81
	v_mov_b32_e32 v78, v81
	v_mov_b32_e32 v77, v81
	v_mov_b32_e32 v76, v81
	v_mov_b32_e32 v75, v81
	v_mov_b32_e32 v74, v81
	v_mov_b32_e32 v130, v81
	v_mov_b32_e32 v129, v81
	v_mov_b32_e32 v128, v81
	v_mov_b32_e32 v127, v81
	v_mov_b32_e32 v126, v81
	v_mov_b32_e32 v125, v81
	v_mov_b32_e32 v124, v81
	v_mov_b32_e32 v123, v81
	v_mov_b32_e32 v122, v81
	v_mov_b32_e32 v121, v81
	v_mov_b32_e32 v120, v81
	v_mov_b32_e32 v119, v81
	v_mov_b32_e32 v118, v81
	v_mov_b32_e32 v117, v81
	v_mov_b32_e32 v116, v81
	v_mov_b32_e32 v115, v81
	v_mov_b32_e32 v16, v81
	v_mov_b32_e32 v15, v81
	v_mov_b32_e32 v14, v81
	v_mov_b32_e32 v13, v81
	v_mov_b32_e32 v12, v81
	v_mov_b32_e32 v11, v81
	v_mov_b32_e32 v10, v81
	v_mov_b32_e32 v9, v81
.LBB0_8:                                ; %._crit_edge338
	s_lshr_b32 s5, s66, 1
	s_lshr_b32 s3, s67, 2
	v_or_b32_e32 v29, s5, v45
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v28, s3, v41
	s_mul_i32 s3, s75, s4
	s_mul_i32 s6, s46, s2
	s_and_b32 s21, s71, 0xffff
	s_add_i32 s6, s6, s3
	s_mul_i32 s3, s47, s92
	v_or_b32_e32 v41, 2, v29
	v_mul_lo_u32 v30, v28, s47
	v_or_b32_e32 v32, s92, v28
	s_add_i32 s3, s3, s6
	v_or_b32_e32 v42, 4, v29
	v_add_nc_u32_e32 v31, s3, v29
	v_add_nc_u32_e32 v83, s3, v41
	v_cmp_gt_i32_e32 vcc_lo, s35, v32
	v_or_b32_e32 v32, 6, v29
	v_or_b32_e32 v43, 8, v29
	v_add_lshl_u32 v31, v31, v30, 1
	v_or_b32_e32 v44, 10, v29
	v_add_nc_u32_e32 v84, s3, v42
	v_add_lshl_u32 v83, v83, v30, 1
	v_add_nc_u32_e32 v85, s3, v32
	v_or_b32_e32 v45, 12, v29
	v_add_nc_u32_e32 v86, s3, v43
	v_cndmask_b32_e32 v31, 0x80000000, v31, vcc_lo
	v_add_nc_u32_e32 v87, s3, v44
	v_cndmask_b32_e32 v83, 0x80000000, v83, vcc_lo
	v_add_lshl_u32 v84, v84, v30, 1
	v_add_lshl_u32 v85, v85, v30, 1
	s_mov_b32 s20, s70
	v_or_b32_e32 v46, 14, v29
	v_or_b32_e32 v47, 32, v29
	v_add_nc_u32_e32 v88, s3, v45
	buffer_store_b16 v49, v31, s[20:23], 0 offen
	v_add_lshl_u32 v31, v86, v30, 1
	v_or_b32_e32 v48, 34, v29
	buffer_store_b16 v27, v83, s[20:23], 0 offen
	v_cndmask_b32_e32 v27, 0x80000000, v84, vcc_lo
	v_add_lshl_u32 v83, v87, v30, 1
	v_cndmask_b32_e32 v49, 0x80000000, v85, vcc_lo
	v_or_b32_e32 v53, 36, v29
	v_add_nc_u32_e32 v89, s3, v46
	v_add_nc_u32_e32 v90, s3, v47
	v_cndmask_b32_e32 v31, 0x80000000, v31, vcc_lo
	v_add_lshl_u32 v84, v88, v30, 1
	v_or_b32_e32 v54, 38, v29
	v_add_nc_u32_e32 v91, s3, v48
	s_clause 0x1
	buffer_store_b16 v25, v27, s[20:23], 0 offen
	buffer_store_b16 v26, v49, s[20:23], 0 offen
	v_cndmask_b32_e32 v25, 0x80000000, v83, vcc_lo
	v_add_nc_u32_e32 v92, s3, v53
	buffer_store_b16 v52, v31, s[20:23], 0 offen
	v_cndmask_b32_e32 v26, 0x80000000, v84, vcc_lo
	v_add_lshl_u32 v27, v89, v30, 1
	v_add_lshl_u32 v31, v90, v30, 1
	v_or_b32_e32 v55, 40, v29
	v_add_nc_u32_e32 v93, s3, v54
	buffer_store_b16 v51, v25, s[20:23], 0 offen
	v_add_lshl_u32 v25, v91, v30, 1
	v_or_b32_e32 v56, 42, v29
	v_or_b32_e32 v57, 44, v29
	buffer_store_b16 v50, v26, s[20:23], 0 offen
	v_cndmask_b32_e32 v26, 0x80000000, v27, vcc_lo
	v_cndmask_b32_e32 v27, 0x80000000, v31, vcc_lo
	v_add_lshl_u32 v31, v92, v30, 1
	v_or_b32_e32 v58, 46, v29
	v_add_nc_u32_e32 v94, s3, v55
	v_cndmask_b32_e32 v25, 0x80000000, v25, vcc_lo
	v_add_lshl_u32 v49, v93, v30, 1
	v_add_nc_u32_e32 v95, s3, v56
	v_or_b32_e32 v59, 64, v29
	v_add_nc_u32_e32 v96, s3, v57
	s_clause 0x1
	buffer_store_b16 v7, v26, s[20:23], 0 offen
	buffer_store_b16 v8, v27, s[20:23], 0 offen
	v_cndmask_b32_e32 v7, 0x80000000, v31, vcc_lo
	v_add_nc_u32_e32 v97, s3, v58
	buffer_store_b16 v6, v25, s[20:23], 0 offen
	v_cndmask_b32_e32 v6, 0x80000000, v49, vcc_lo
	v_add_lshl_u32 v8, v94, v30, 1
	v_add_lshl_u32 v25, v95, v30, 1
	v_or_b32_e32 v60, 0x42, v29
	v_or_b32_e32 v69, 0x44, v29
	v_add_nc_u32_e32 v98, s3, v59
	buffer_store_b16 v5, v7, s[20:23], 0 offen
	v_add_lshl_u32 v5, v96, v30, 1
	v_or_b32_e32 v70, 0x46, v29
	buffer_store_b16 v4, v6, s[20:23], 0 offen
	v_cndmask_b32_e32 v4, 0x80000000, v8, vcc_lo
	v_add_lshl_u32 v7, v97, v30, 1
	v_cndmask_b32_e32 v6, 0x80000000, v25, vcc_lo
	v_or_b32_e32 v71, 0x48, v29
	v_add_nc_u32_e32 v99, s3, v60
	v_add_nc_u32_e32 v100, s3, v69
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	v_add_lshl_u32 v8, v98, v30, 1
	v_or_b32_e32 v72, 0x4a, v29
	v_add_nc_u32_e32 v101, s3, v70
	s_clause 0x1
	buffer_store_b16 v2, v4, s[20:23], 0 offen
	buffer_store_b16 v3, v6, s[20:23], 0 offen
	v_cndmask_b32_e32 v2, 0x80000000, v7, vcc_lo
	v_add_nc_u32_e32 v102, s3, v71
	buffer_store_b16 v1, v5, s[20:23], 0 offen
	v_cndmask_b32_e32 v1, 0x80000000, v8, vcc_lo
	v_add_lshl_u32 v3, v99, v30, 1
	v_add_lshl_u32 v4, v100, v30, 1
	v_or_b32_e32 v61, 0x4c, v29
	v_or_b32_e32 v62, 0x4e, v29
	v_add_nc_u32_e32 v103, s3, v72
	buffer_store_b16 v40, v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v101, v30, 1
	v_or_b32_e32 v63, 0x60, v29
	buffer_store_b16 v39, v1, s[20:23], 0 offen
	v_cndmask_b32_e32 v1, 0x80000000, v3, vcc_lo
	v_cndmask_b32_e32 v3, 0x80000000, v4, vcc_lo
	v_add_lshl_u32 v4, v102, v30, 1
	v_or_b32_e32 v64, 0x62, v29
	v_add_nc_u32_e32 v104, s3, v61
	v_add_nc_u32_e32 v105, s3, v62
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_add_lshl_u32 v5, v103, v30, 1
	v_or_b32_e32 v65, 0x64, v29
	v_add_nc_u32_e32 v106, s3, v63
	s_clause 0x1
	buffer_store_b16 v37, v1, s[20:23], 0 offen
	buffer_store_b16 v38, v3, s[20:23], 0 offen
	v_cndmask_b32_e32 v1, 0x80000000, v4, vcc_lo
	v_add_nc_u32_e32 v107, s3, v64
	buffer_store_b16 v36, v2, s[20:23], 0 offen
	v_cndmask_b32_e32 v2, 0x80000000, v5, vcc_lo
	v_add_lshl_u32 v3, v104, v30, 1
	v_add_lshl_u32 v4, v105, v30, 1
	v_or_b32_e32 v66, 0x66, v29
	v_or_b32_e32 v67, 0x68, v29
	v_add_nc_u32_e32 v108, s3, v65
	buffer_store_b16 v35, v1, s[20:23], 0 offen
	v_add_lshl_u32 v1, v106, v30, 1
	v_or_b32_e32 v68, 0x6a, v29
	buffer_store_b16 v34, v2, s[20:23], 0 offen
	v_dual_cndmask_b32 v2, 0x80000000, v3 :: v_dual_cndmask_b32 v3, 0x80000000, v4
	v_add_lshl_u32 v4, v107, v30, 1
	v_or_b32_e32 v73, 0x6c, v29
	v_add_nc_u32_e32 v109, s3, v66
	v_add_nc_u32_e32 v110, s3, v67
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_lshl_u32 v5, v108, v30, 1
	v_or_b32_e32 v82, 0x6e, v29
	v_add_nc_u32_e32 v111, s3, v68
	s_clause 0x1
	buffer_store_b16 v24, v2, s[20:23], 0 offen
	buffer_store_b16 v33, v3, s[20:23], 0 offen
	v_cndmask_b32_e32 v2, 0x80000000, v4, vcc_lo
	v_add_nc_u32_e32 v112, s3, v73
	buffer_store_b16 v23, v1, s[20:23], 0 offen
	v_cndmask_b32_e32 v1, 0x80000000, v5, vcc_lo
	v_add_lshl_u32 v3, v109, v30, 1
	v_add_lshl_u32 v4, v110, v30, 1
	v_add_nc_u32_e32 v113, s3, v82
	buffer_store_b16 v22, v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v111, v30, 1
	buffer_store_b16 v21, v1, s[20:23], 0 offen
	v_cndmask_b32_e32 v1, 0x80000000, v3, vcc_lo
	v_cndmask_b32_e32 v3, 0x80000000, v4, vcc_lo
	v_add_lshl_u32 v4, v112, v30, 1
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_add_lshl_u32 v5, v113, v30, 1
	s_mul_i32 s3, s72, s4
	s_mul_i32 s5, s73, s2
	s_clause 0x1
	buffer_store_b16 v19, v1, s[20:23], 0 offen
	buffer_store_b16 v20, v3, s[20:23], 0 offen
	v_cndmask_b32_e32 v1, 0x80000000, v4, vcc_lo
	buffer_store_b16 v18, v2, s[20:23], 0 offen
	v_cndmask_b32_e32 v2, 0x80000000, v5, vcc_lo
	s_add_i32 s5, s5, s3
	s_mul_i32 s3, s74, s92
	v_mul_lo_u32 v83, v28, s74
	s_add_i32 s3, s3, s5
	buffer_store_b16 v17, v1, s[20:23], 0 offen
	v_add_nc_u32_e32 v1, s3, v29
	buffer_store_b16 v114, v2, s[20:23], 0 offen
	v_add_nc_u32_e32 v2, s3, v41
	v_add_nc_u32_e32 v3, s3, v42
	v_fma_mixlo_f16 v9, s33, v9, neg(0)
	v_add_lshl_u32 v1, v1, v83, 1
	v_add_nc_u32_e32 v4, s3, v32
	v_add_lshl_u32 v2, v2, v83, 1
	v_fma_mixlo_f16 v10, s33, v10, neg(0)
	v_add_nc_u32_e32 v5, s3, v43
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_nc_u32_e32 v6, s3, v44
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	s_and_b32 s69, s69, 0xffff
	s_mov_b32 s70, s22
	s_mov_b32 s71, s23
	v_add_nc_u32_e32 v7, s3, v45
	s_clause 0x1
	buffer_store_b16 v9, v1, s[68:71], 0 offen
	buffer_store_b16 v10, v2, s[68:71], 0 offen
	v_add_lshl_u32 v1, v3, v83, 1
	v_add_lshl_u32 v2, v4, v83, 1
	v_add_lshl_u32 v3, v5, v83, 1
	v_add_lshl_u32 v4, v6, v83, 1
	v_add_lshl_u32 v5, v7, v83, 1
	v_add_nc_u32_e32 v8, s3, v46
	v_fma_mixlo_f16 v11, s33, v11, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_nc_u32_e32 v17, s3, v47
	v_fma_mixlo_f16 v12, s33, v12, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_add_nc_u32_e32 v18, s3, v48
	v_fma_mixlo_f16 v13, s33, v13, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_add_nc_u32_e32 v19, s3, v53
	v_fma_mixlo_f16 v14, s33, v14, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_add_nc_u32_e32 v20, s3, v54
	v_fma_mixlo_f16 v15, s33, v15, neg(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v11, v1, s[68:71], 0 offen
	buffer_store_b16 v12, v2, s[68:71], 0 offen
	buffer_store_b16 v13, v3, s[68:71], 0 offen
	buffer_store_b16 v14, v4, s[68:71], 0 offen
	buffer_store_b16 v15, v5, s[68:71], 0 offen
	v_add_lshl_u32 v1, v8, v83, 1
	v_add_lshl_u32 v2, v17, v83, 1
	v_add_lshl_u32 v3, v18, v83, 1
	v_add_lshl_u32 v4, v19, v83, 1
	v_add_lshl_u32 v5, v20, v83, 1
	v_add_nc_u32_e32 v21, s3, v55
	v_fma_mixlo_f16 v16, s33, v16, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_nc_u32_e32 v22, s3, v56
	v_fma_mixlo_f16 v41, s33, v115, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_add_nc_u32_e32 v23, s3, v57
	v_fma_mixlo_f16 v42, s33, v116, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_add_nc_u32_e32 v24, s3, v58
	v_fma_mixlo_f16 v43, s33, v117, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_add_nc_u32_e32 v25, s3, v59
	v_fma_mixlo_f16 v44, s33, v118, neg(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v16, v1, s[68:71], 0 offen
	buffer_store_b16 v41, v2, s[68:71], 0 offen
	buffer_store_b16 v42, v3, s[68:71], 0 offen
	buffer_store_b16 v43, v4, s[68:71], 0 offen
	buffer_store_b16 v44, v5, s[68:71], 0 offen
	v_add_lshl_u32 v1, v21, v83, 1
	v_add_lshl_u32 v2, v22, v83, 1
	v_add_lshl_u32 v3, v23, v83, 1
	v_add_lshl_u32 v4, v24, v83, 1
	v_add_lshl_u32 v5, v25, v83, 1
	v_add_nc_u32_e32 v26, s3, v60
	v_fma_mixlo_f16 v45, s33, v119, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_nc_u32_e32 v27, s3, v69
	v_fma_mixlo_f16 v46, s33, v120, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_add_nc_u32_e32 v28, s3, v70
	v_fma_mixlo_f16 v47, s33, v121, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_add_nc_u32_e32 v29, s3, v71
	v_fma_mixlo_f16 v48, s33, v122, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_add_nc_u32_e32 v30, s3, v72
	v_fma_mixlo_f16 v49, s33, v123, neg(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v45, v1, s[68:71], 0 offen
	buffer_store_b16 v46, v2, s[68:71], 0 offen
	buffer_store_b16 v47, v3, s[68:71], 0 offen
	buffer_store_b16 v48, v4, s[68:71], 0 offen
	buffer_store_b16 v49, v5, s[68:71], 0 offen
	v_add_lshl_u32 v1, v26, v83, 1
	v_add_lshl_u32 v2, v27, v83, 1
	v_add_lshl_u32 v3, v28, v83, 1
	v_add_lshl_u32 v4, v29, v83, 1
	v_add_lshl_u32 v5, v30, v83, 1
	v_add_nc_u32_e32 v31, s3, v61
	v_fma_mixlo_f16 v50, s33, v124, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_nc_u32_e32 v32, s3, v62
	v_fma_mixlo_f16 v51, s33, v125, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_add_nc_u32_e32 v33, s3, v63
	v_fma_mixlo_f16 v52, s33, v126, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_add_nc_u32_e32 v34, s3, v64
	v_fma_mixlo_f16 v53, s33, v127, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_add_nc_u32_e32 v35, s3, v65
	v_fma_mixlo_f16 v54, s33, v128, neg(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v50, v1, s[68:71], 0 offen
	buffer_store_b16 v51, v2, s[68:71], 0 offen
	buffer_store_b16 v52, v3, s[68:71], 0 offen
	buffer_store_b16 v53, v4, s[68:71], 0 offen
	buffer_store_b16 v54, v5, s[68:71], 0 offen
	v_add_lshl_u32 v1, v31, v83, 1
	v_add_lshl_u32 v2, v32, v83, 1
	v_add_lshl_u32 v3, v33, v83, 1
	v_add_lshl_u32 v4, v34, v83, 1
	v_add_lshl_u32 v5, v35, v83, 1
	v_add_nc_u32_e32 v36, s3, v66
	v_fma_mixlo_f16 v55, s33, v129, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_nc_u32_e32 v37, s3, v67
	v_fma_mixlo_f16 v56, s33, v130, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_add_nc_u32_e32 v38, s3, v68
	v_fma_mixlo_f16 v57, s33, v74, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_add_nc_u32_e32 v39, s3, v73
	v_fma_mixlo_f16 v58, s33, v75, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_add_nc_u32_e32 v40, s3, v82
	v_fma_mixlo_f16 v59, s33, v76, neg(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v55, v1, s[68:71], 0 offen
	buffer_store_b16 v56, v2, s[68:71], 0 offen
	buffer_store_b16 v57, v3, s[68:71], 0 offen
	buffer_store_b16 v58, v4, s[68:71], 0 offen
	buffer_store_b16 v59, v5, s[68:71], 0 offen
	v_add_lshl_u32 v1, v36, v83, 1
	v_add_lshl_u32 v2, v37, v83, 1
	v_add_lshl_u32 v3, v38, v83, 1
	v_add_lshl_u32 v4, v39, v83, 1
	v_add_lshl_u32 v5, v40, v83, 1
	v_fma_mixlo_f16 v60, s33, v77, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_fma_mixlo_f16 v61, s33, v78, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_fma_mixlo_f16 v62, s33, v79, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_fma_mixlo_f16 v63, s33, v80, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_fma_mixlo_f16 v64, s33, v81, neg(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v60, v1, s[68:71], 0 offen
	buffer_store_b16 v61, v2, s[68:71], 0 offen
	buffer_store_b16 v62, v3, s[68:71], 0 offen
	buffer_store_b16 v63, v4, s[68:71], 0 offen
	buffer_store_b16 v64, v5, s[68:71], 0 offen
.LBB0_9:
	s_cmp_ge_i32 s92, s34
	s_cbranch_scc1 .LBB0_16
; %bb.10:
	s_cmp_eq_u32 s2, 0x7fffffff
	s_cbranch_scc1 .LBB0_16
; %bb.11:                               ; %.lr.ph434
	v_and_or_b32 v21, v0, 31, s62
	v_dual_mov_b32 v72, 0 :: v_dual_and_b32 v45, 15, v0
	s_mul_i32 s3, s28, s4
	s_mul_i32 s5, s2, s29
	s_delay_alu instid0(VALU_DEP_2)
	v_lshrrev_b32_e32 v23, 4, v21
	s_add_i32 s5, s5, s3
	s_mov_b32 s47, 0x31027000
	s_mov_b32 s46, 0x7ffffffe
	s_and_b32 s65, s65, 0xffff
	v_or_b32_e32 v9, s92, v23
	v_or_b32_e32 v46, 8, v23
	v_or_b32_e32 v26, 16, v23
	s_mov_b32 s66, s46
	s_mov_b32 s67, s47
	v_cmp_gt_i32_e32 vcc_lo, s34, v9
	v_lshlrev_b32_e32 v1, 3, v45
	v_dual_mov_b32 v71, v72 :: v_dual_and_b32 v48, 0x70, v21
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v23, off offset:104
	scratch_store_b32 off, v26, off offset:120
	v_mad_u64_u32 v[3:4], null, s30, s92, v[1:2]
	v_or_b32_e32 v2, 24, v23
	s_mul_i32 s6, s2, s51
	s_and_b32 s61, s61, 0xffff
	s_mov_b32 s62, s46
	s_load_b64 s[16:17], s[0:1], 0x28
	v_dual_mov_b32 v66, v72 :: v_dual_and_b32 v47, 16, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[4:5], null, v23, s30, v[3:4]
	v_mov_b32_e32 v157, v72
	v_mov_b32_e32 v155, v72
	v_mov_b32_e32 v153, v72
	v_mov_b32_e32 v80, v72
	v_mov_b32_e32 v79, v72
	v_mov_b32_e32 v78, v72
	v_mov_b32_e32 v77, v72
	v_mad_u64_u32 v[5:6], null, v46, s30, v[3:4]
	v_mad_u64_u32 v[6:7], null, v26, s30, v[3:4]
	v_mad_u64_u32 v[7:8], null, v2, s30, v[3:4]
	v_or_b32_e32 v3, s92, v26
	v_add_lshl_u32 v4, s5, v4, 1
	v_mov_b32_e32 v76, v72
	v_mov_b32_e32 v75, v72
	v_mov_b32_e32 v74, v72
	v_add_lshl_u32 v5, s5, v5, 1
	v_add_lshl_u32 v6, s5, v6, 1
	v_cmp_gt_i32_e64 s3, s34, v3
	v_add_lshl_u32 v3, s5, v7, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_cndmask_b32 v7, 0x80000000, v5
	s_mul_i32 s5, s50, s4
	v_cndmask_b32_e64 v8, 0x80000000, v6, s3
	v_cndmask_b32_e64 v17, 0x80000000, v3, s3
	s_clause 0x3
	buffer_load_b128 v[3:6], v4, s[64:67], 0 offen
	buffer_load_b128 v[9:12], v7, s[64:67], 0 offen
	buffer_load_b128 v[13:16], v8, s[64:67], 0 offen
	buffer_load_b128 v[17:20], v17, s[64:67], 0 offen
	v_mad_u64_u32 v[7:8], null, s63, s92, v[1:2]
	v_lshlrev_b32_e32 v8, 4, v21
	s_add_i32 s6, s6, s5
	v_mov_b32_e32 v73, v72
	s_add_i32 s5, s35, 31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s17, s17, 0xffff
	v_xor_b32_e32 v8, v8, v48
	s_mov_b32 s8, 0
	v_mov_b32_e32 v70, v72
	v_mov_b32_e32 v68, v72
	v_mov_b32_e32 v81, v72
	v_mad_u64_u32 v[23:24], null, v23, s63, v[7:8]
	v_mad_u64_u32 v[24:25], null, v46, s63, v[7:8]
	v_mad_u64_u32 v[25:26], null, v26, s63, v[7:8]
	v_mad_u64_u32 v[26:27], null, v2, s63, v[7:8]
	v_add_nc_u32_e32 v7, 0, v8
	v_xor_b32_e32 v8, 0x80, v8
	s_mov_b32 s63, s47
	v_mov_b32_e32 v160, v72
	v_add_lshl_u32 v21, s6, v23, 1
	v_add_lshl_u32 v23, s6, v24, 1
	v_add_lshl_u32 v24, s6, v25, 1
	v_add_lshl_u32 v25, s6, v26, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v21, 0x80000000, v21 :: v_dual_add_nc_u32 v22, 0, v8
	v_cndmask_b32_e32 v23, 0x80000000, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v32, 0x80000000, v24, s3
	v_cndmask_b32_e64 v36, 0x80000000, v25, s3
	s_and_b32 s3, s94, 32
	v_mov_b32_e32 v159, v72
	v_mov_b32_e32 v158, v72
	v_mov_b32_e32 v156, v72
	v_mov_b32_e32 v154, v72
	s_and_b32 s6, s94, 64
	s_lshr_b32 s7, s3, 1
	s_cmp_lt_i32 s5, 32
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v7, v[3:6]
	ds_store_b128 v7, v[13:16] offset:4096
	ds_store_b128 v22, v[9:12] offset:2048
	ds_store_b128 v22, v[17:20] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x3
	buffer_load_b128 v[24:27], v21, s[60:63], 0 offen
	buffer_load_b128 v[28:31], v23, s[60:63], 0 offen
	buffer_load_b128 v[32:35], v32, s[60:63], 0 offen
	buffer_load_b128 v[36:39], v36, s[60:63], 0 offen
	v_mul_u32_u24_e32 v3, 0x110, v45
	scratch_store_b32 off, v3, off offset:136 ; 4-byte Folded Spill
	v_lshl_or_b32 v3, s3, 7, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v69, v72 :: v_dual_add_nc_u32 v4, 0, v3
	v_xor_b32_e32 v5, 16, v3
	v_xor_b32_e32 v9, 32, v3
	v_xor_b32_e32 v10, 48, v3
	v_xor_b32_e32 v11, 64, v3
	v_xor_b32_e32 v12, 0x50, v3
	v_xor_b32_e32 v13, 0x60, v3
	v_xor_b32_e32 v14, 0x70, v3
	v_xor_b32_e32 v15, 0x80, v3
	v_xor_b32_e32 v16, 0x90, v3
	v_xor_b32_e32 v17, 0xa0, v3
	v_xor_b32_e32 v18, 0xb0, v3
	v_xor_b32_e32 v19, 0xc0, v3
	v_xor_b32_e32 v20, 0xd0, v3
	v_xor_b32_e32 v21, 0xe0, v3
	v_xor_b32_e32 v3, 0xf0, v3
	v_dual_mov_b32 v67, v72 :: v_dual_add_nc_u32 v6, 0, v5
	v_dual_mov_b32 v88, v72 :: v_dual_add_nc_u32 v9, 0, v9
	v_dual_mov_b32 v65, v72 :: v_dual_add_nc_u32 v10, 0, v10
	v_dual_mov_b32 v86, v72 :: v_dual_add_nc_u32 v11, 0, v11
	v_dual_mov_b32 v87, v72 :: v_dual_add_nc_u32 v12, 0, v12
	v_dual_mov_b32 v85, v72 :: v_dual_add_nc_u32 v14, 0, v14
	v_dual_mov_b32 v84, v72 :: v_dual_add_nc_u32 v13, 0, v13
	v_dual_mov_b32 v83, v72 :: v_dual_add_nc_u32 v16, 0, v16
	v_dual_mov_b32 v82, v72 :: v_dual_add_nc_u32 v15, 0, v15
	v_add_nc_u32_e32 v17, 0, v17
	v_add_nc_u32_e32 v18, 0, v18
	v_add_nc_u32_e32 v19, 0, v19
	v_add_nc_u32_e32 v20, 0, v20
	v_add_nc_u32_e32 v21, 0, v21
	v_add_nc_u32_e32 v23, 0, v3
	ds_load_b128 v[89:92], v4
	ds_load_b128 v[93:96], v6
	ds_load_b128 v[97:100], v9
	ds_load_b128 v[101:104], v10
	ds_load_b128 v[137:140], v11
	ds_load_b128 v[141:144], v12
	ds_load_b128 v[145:148], v13
	ds_load_b128 v[149:152], v14
	ds_load_b128 v[122:125], v15
	ds_load_b128 v[126:129], v16
	ds_load_b128 v[241:244], v17
	ds_load_b128 v[245:248], v18
	ds_load_b128 v[49:52], v19
	ds_load_b128 v[53:56], v20
	ds_load_b128 v[57:60], v21
	ds_load_b128 v[61:64], v23
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v7, v[24:27]
	ds_store_b128 v7, v[32:35] offset:4096
	ds_store_b128 v22, v[28:31] offset:2048
	ds_store_b128 v22, v[36:39] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_15
; %bb.12:                               ; %.lr.ph368
	ds_load_b128 v[65:68], v21
	ds_load_b128 v[69:72], v23
	v_or_b32_e32 v3, s7, v45
	s_mul_i32 s9, s56, s4
	s_mul_i32 s10, s2, s57
	s_add_i32 s9, s9, s92
	v_dual_mov_b32 v73, 0 :: v_dual_lshlrev_b32 v26, 1, v0
	v_or_b32_e32 v5, s92, v3
	s_add_i32 s10, s10, s9
	s_mul_i32 s9, s58, s4
	v_add_lshl_u32 v24, s10, v3, 2
	v_dual_mov_b32 v74, v73 :: v_dual_lshlrev_b32 v25, 5, v0
	v_cmp_gt_i32_e32 vcc_lo, s34, v5
	v_dual_mov_b32 v76, v73 :: v_dual_lshlrev_b32 v27, 10, v0
	v_dual_mov_b32 v75, v73 :: v_dual_lshlrev_b32 v28, 2, v0
	v_bfe_i32 v29, v0, 0, 1
	v_mul_u32_u24_e32 v0, 0x110, v45
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[65:68], off offset:200 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:216 ; 16-byte Folded Spill
	ds_load_b128 v[65:68], v19
	ds_load_b128 v[69:72], v20
	s_add_i32 s9, s9, s92
	s_mul_i32 s10, s2, s59
	v_xor_b32_e32 v30, 16, v0
	s_add_i32 s10, s10, s9
	v_cndmask_b32_e32 v5, 0x80000000, v24, vcc_lo
	v_add_lshl_u32 v24, s10, v3, 2
	s_and_b32 s13, s25, 0xffff
	s_mov_b32 s12, s24
	s_mov_b32 s14, s46
	s_mov_b32 s15, s47
	v_xor_b32_e32 v31, 32, v0
	v_xor_b32_e32 v32, 48, v0
	v_xor_b32_e32 v33, 64, v0
	v_xor_b32_e32 v34, 0x50, v0
	v_xor_b32_e32 v35, 0x60, v0
	v_xor_b32_e32 v36, 0x70, v0
	v_xor_b32_e32 v37, 0x80, v0
	v_xor_b32_e32 v38, 0x90, v0
	v_xor_b32_e32 v39, 0xa0, v0
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[65:68], off offset:232 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_clause 0x2                            ; 24-byte Folded Spill
	scratch_store_b128 off, v[69:72], off offset:248
	scratch_store_b32 off, v22, off offset:152
	scratch_store_b32 off, v7, off offset:168
	v_xor_b32_e32 v40, 0xb0, v0
	v_xor_b32_e32 v41, 0xc0, v0
	v_xor_b32_e32 v42, 0xd0, v0
	v_xor_b32_e32 v43, 0xe0, v0
	v_xor_b32_e32 v44, 0xf0, v0
	ds_load_b128 v[65:68], v17
	ds_load_b128 v[69:72], v18
	v_add_nc_u32_e32 v0, 0, v30
	buffer_load_b32 v3, v5, s[12:15], 0 offen
	v_cndmask_b32_e32 v5, 0x80000000, v24, vcc_lo
	ds_load_b128 v[17:20], v15
	ds_load_b128 v[21:24], v16
	s_and_b32 s21, s27, 0xffff
	s_mov_b32 s20, s26
	s_mov_b32 s22, s46
	s_mov_b32 s23, s47
	s_mul_i32 s24, s55, s2
	buffer_load_b32 v5, v5, s[20:23], 0 offen
	s_mul_i32 s21, s31, s4
	s_mul_i32 s22, s52, s2
	s_mul_i32 s23, s54, s4
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[17:20], off offset:296 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[21:24], off offset:312 ; 16-byte Folded Spill
	ds_load_b128 v[15:18], v13
	ds_load_b128 v[19:22], v14
	v_dual_mov_b32 v78, v73 :: v_dual_lshlrev_b32 v7, 1, v45
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[65:68], off offset:264
	scratch_store_b128 off, v[69:72], off offset:280
	s_lshl_b32 s15, s3, 1
	s_ashr_i32 s25, s5, 31
	v_mov_b32_e32 v156, v73
	s_lshr_b32 s25, s25, 27
	v_mov_b32_e32 v158, v73
	v_mov_b32_e32 v160, v73
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[15:18], off offset:328 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[19:22], off offset:344 ; 16-byte Folded Spill
	ds_load_b128 v[13:16], v11
	ds_load_b128 v[17:20], v12
	v_mov_b32_e32 v82, v73
	v_mov_b32_e32 v84, v73
	v_mov_b32_e32 v86, v73
	v_mov_b32_e32 v88, v73
	v_mov_b32_e32 v66, v73
	v_mov_b32_e32 v68, v73
	v_mov_b32_e32 v70, v73
	v_mov_b32_e32 v72, v73
	s_add_i32 s5, s5, s25
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[13:16], off offset:360 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[17:20], off offset:376 ; 16-byte Folded Spill
	ds_load_b128 v[11:14], v9
	ds_load_b128 v[15:18], v10
	s_and_b32 s45, s45, 0xffff
	s_and_b32 s49, s49, 0xffff
	s_lshr_b32 s18, s6, 1
	s_lshl_b32 s19, s53, 5
	s_lshl_b32 s20, s93, 5
	s_mov_b32 s9, s8
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	s_mov_b32 s12, s8
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[11:14], off offset:392 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[15:18], off offset:408 ; 16-byte Folded Spill
	ds_load_b128 v[8:11], v4
	ds_load_b128 v[12:15], v6
	v_add3_u32 v4, s22, s21, v1
	v_add3_u32 v6, s24, s23, v1
	v_dual_mov_b32 v154, v73 :: v_dual_and_b32 v1, 24, v26
	v_dual_mov_b32 v79, v73 :: v_dual_and_b32 v26, 56, v28
	v_mov_b32_e32 v77, v73
	s_delay_alu instid0(VALU_DEP_3)
	v_and_or_b32 v1, 0x60, v25, v1
	v_mov_b32_e32 v80, v73
	v_mov_b32_e32 v153, v73
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[8:11], off offset:424 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[12:15], off offset:440 ; 16-byte Folded Spill
	v_lshl_or_b32 v1, v48, 3, v1
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v0, off offset:456
	scratch_store_b32 off, v7, off offset:184
	v_add_nc_u32_e32 v0, 0, v31
	scratch_store_b32 off, v45, off offset:1052 ; 4-byte Folded Spill
	v_mov_b32_e32 v155, v73
	v_mov_b32_e32 v157, v73
	v_mov_b32_e32 v159, v73
	scratch_store_b32 off, v0, off offset:460 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v32
	scratch_store_b32 off, v47, off offset:1056 ; 4-byte Folded Spill
	v_mov_b32_e32 v81, v73
	v_lshlrev_b32_e32 v45, 2, v47
	v_xor_b32_e32 v25, 8, v1
	scratch_store_b32 off, v0, off offset:464 ; 4-byte Folded Spill
	v_dual_mov_b32 v83, v73 :: v_dual_add_nc_u32 v0, 0, v33
	v_add3_u32 v28, 0, s3, v45
	scratch_store_b32 off, v1, off offset:1048 ; 4-byte Folded Spill
	v_mov_b32_e32 v85, v73
	scratch_store_b32 off, v0, off offset:468 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v34
	s_mov_b32 s13, s8
	s_mov_b32 s14, s8
	v_mov_b32_e32 v87, v73
	s_ashr_i32 s21, s5, 5
	scratch_store_b32 off, v0, off offset:472 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v35
	s_mov_b32 s22, s8
	v_mov_b32_e32 v65, v73
	s_mov_b32 s23, s8
	s_clause 0x6                            ; 100-byte Folded Spill
	scratch_store_b128 off, v[49:52], off offset:984
	scratch_store_b128 off, v[53:56], off offset:1000
	scratch_store_b128 off, v[57:60], off offset:1016
	scratch_store_b128 off, v[61:64], off offset:1032
	scratch_store_b128 off, v[241:244], off offset:600
	scratch_store_b128 off, v[245:248], off offset:616
	scratch_store_b32 off, v0, off offset:476
	v_dual_mov_b32 v67, v73 :: v_dual_add_nc_u32 v0, 0, v36
	v_mov_b32_e32 v69, v73
	v_mov_b32_e32 v71, v73
	scratch_load_b32 v30, off, off offset:120 ; 4-byte Folded Reload
	scratch_store_b32 off, v0, off offset:480 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v37
	scratch_store_b32 off, v0, off offset:484 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v38
	scratch_store_b32 off, v0, off offset:488 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v39
	scratch_store_b32 off, v0, off offset:524 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v40
	scratch_store_b32 off, v0, off offset:556 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v41
	scratch_store_b32 off, v0, off offset:560 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v42
	scratch_store_b32 off, v0, off offset:492 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v43
	scratch_store_b32 off, v0, off offset:568 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v44
	scratch_store_b32 off, v0, off offset:564 ; 4-byte Folded Spill
	scratch_load_b32 v0, off, off offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_waitcnt vmcnt(2)
	v_mad_u64_u32 v[190:191], null, v46, s53, v[4:5]
	v_mad_u64_u32 v[184:185], null, v2, s53, v[4:5]
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[182:183], null, v30, s53, v[4:5]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[177:178], null, v0, s53, v[4:5]
	v_and_or_b32 v4, 0x440, v29, v26
	v_mad_u64_u32 v[12:13], null, v0, s93, v[6:7]
	v_mad_u64_u32 v[13:14], null, v46, s93, v[6:7]
	v_mad_u64_u32 v[14:15], null, v30, s93, v[6:7]
	v_mad_u64_u32 v[15:16], null, v2, s93, v[6:7]
	v_xor_b32_e32 v4, s15, v4
	v_add_nc_u32_e32 v2, v28, v7
	v_xor_b32_e32 v6, 64, v1
	v_xor_b32_e32 v26, 0x48, v1
	v_xor_b32_e32 v28, 24, v1
	v_and_or_b32 v0, 0x1800, v27, v4
	v_xor_b32_e32 v4, 16, v1
	v_xor_b32_e32 v27, 0x50, v1
	v_xor_b32_e32 v29, 0x58, v1
	s_clause 0x9                            ; 40-byte Folded Reload
	scratch_load_b32 v255, off, off offset:460
	scratch_load_b32 v253, off, off offset:472
	scratch_load_b32 v24, off, off offset:468
	scratch_load_b32 v254, off, off offset:476
	scratch_load_b32 v169, off, off offset:488
	scratch_load_b32 v1, off, off offset:484
	scratch_load_b32 v176, off, off offset:556
	scratch_load_b32 v175, off, off offset:524
	scratch_load_b32 v174, off, off offset:492
	scratch_load_b32 v192, off, off offset:568
	v_xor_b32_e32 v30, 8, v0
	v_xor_b32_e32 v31, 16, v0
	scratch_store_b32 off, v0, off offset:632 ; 4-byte Folded Spill
	v_xor_b32_e32 v32, 24, v0
	v_add_nc_u32_e32 v0, 0, v6
	s_mov_b32 s15, s8
	scratch_store_b32 off, v0, off offset:664 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v25
	scratch_store_b32 off, v0, off offset:696 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v26
	scratch_store_b32 off, v0, off offset:728 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v4
	scratch_store_b32 off, v0, off offset:760 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v27
	scratch_store_b32 off, v0, off offset:792 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v28
	scratch_store_b32 off, v0, off offset:824 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v29
	scratch_store_b32 off, v0, off offset:856 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v30
	scratch_store_b32 off, v0, off offset:888 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v31
	scratch_store_b32 off, v0, off offset:920 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v32
	scratch_store_b32 off, v0, off offset:952 ; 4-byte Folded Spill
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	scratch_load_b32 v25, off, off offset:104 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v26, 1, v182
	v_lshlrev_b32_e32 v33, 1, v177
	s_clause 0x2                            ; 24-byte Folded Spill
	scratch_store_b64 off, v[15:16], off offset:64
	scratch_store_b64 off, v[14:15], off offset:32
	scratch_store_b64 off, v[13:14], off
	s_mov_b32 s50, s46
	s_mov_b32 s51, s47
	v_dual_mov_b32 v63, s14 :: v_dual_mov_b32 v58, s9
	v_dual_mov_b32 v61, s12 :: v_dual_mov_b32 v6, v122
	v_dual_mov_b32 v59, s10 :: v_dual_mov_b32 v8, v124
	v_dual_mov_b32 v57, s8 :: v_dual_mov_b32 v10, v126
	v_mov_b32_e32 v183, v12
	v_mov_b32_e32 v7, v123
	v_mov_b32_e32 v9, v125
	v_mov_b32_e32 v11, v127
	v_dual_mov_b32 v121, v89 :: v_dual_mov_b32 v130, v98
	v_add_nc_u32_e32 v177, s19, v177
	s_add_i32 s23, s23, 1
	v_dual_mov_b32 v17, v84 :: v_dual_mov_b32 v18, v85
	v_dual_mov_b32 v20, v87 :: v_dual_mov_b32 v19, v86
	v_dual_mov_b32 v64, s15 :: v_dual_mov_b32 v21, v88
	v_mov_b32_e32 v62, s13
	v_mov_b32_e32 v60, s11
	v_mov_b32_e32 v136, v104
	v_mov_b32_e32 v134, v102
	v_mov_b32_e32 v132, v100
	v_add_nc_u32_e32 v182, s19, v182
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v25, s22, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s35, v25
	scratch_load_b32 v25, off, off offset:120 ; 4-byte Folded Reload
	v_cndmask_b32_e64 v33, 0x80000000, v33, s3
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v25, s22, v25
	s_add_i32 s22, s22, 32
	s_cmp_lg_u32 s23, s21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_gt_i32_e64 s5, s35, v25
	v_lshlrev_b32_e32 v25, 1, v184
	v_add_nc_u32_e32 v184, s19, v184
	v_cndmask_b32_e64 v29, 0x80000000, v26, s5
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v25, 0x80000000, v25, s5
	s_clause 0x1
	buffer_load_b128 v[29:32], v29, s[44:47], 0 offen
	buffer_load_b128 v[25:28], v25, s[44:47], 0 offen
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v42, 16, v29
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v34, 16, v25
	v_mov_b16_e32 v44.l, v29.l
	v_mov_b16_e32 v44.h, v25.l
	v_mov_b16_e32 v46.l, v31.l
	v_mov_b16_e32 v46.h, v27.l
	v_mov_b16_e32 v42.h, v34.l
	v_lshlrev_b32_e32 v34, 1, v190
	v_mov_b16_e32 v48.l, v32.l
	v_mov_b16_e32 v48.h, v28.l
	v_mov_b16_e32 v50.l, v30.l
	v_mov_b16_e32 v50.h, v26.l
	v_cndmask_b32_e64 v37, 0x80000000, v34, s3
	s_clause 0x1
	buffer_load_b128 v[33:36], v33, s[44:47], 0 offen
	buffer_load_b128 v[37:40], v37, s[44:47], 0 offen
	v_add_nc_u32_e32 v190, s19, v190
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v41, 16, v33
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v43, 16, v37
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v0, off, off offset:1048 ; 4-byte Folded Reload
	v_mov_b16_e32 v41.h, v43.l
	v_mov_b16_e32 v43.l, v33.l
	v_mov_b16_e32 v43.h, v37.l
	v_lshrrev_b32_e32 v47, 16, v40
	v_mov_b16_e32 v47.h, v40.l
	v_lshrrev_b32_e32 v49, 16, v38
	v_mov_b16_e32 v49.h, v38.l
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v45, 0, v0
	scratch_load_b32 v0, off, off offset:760 ; 4-byte Folded Reload
	ds_store_b64 v45, v[43:44]
	v_lshrrev_b32_e32 v43, 16, v27
	v_lshrrev_b32_e32 v45, 16, v39
	v_lshrrev_b32_e32 v44, 16, v31
	v_mov_b16_e32 v45.h, v39.l
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b16_e32 v44.h, v43.l
	v_lshrrev_b32_e32 v43, 16, v35
	v_mov_b16_e32 v43.h, v45.l
	v_mov_b16_e32 v45.l, v35.l
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[45:46] offset:4096
	scratch_load_b32 v0, off, off offset:824 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v45, 16, v28
	v_lshrrev_b32_e32 v46, 16, v32
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b16_e32 v46.h, v45.l
	v_lshrrev_b32_e32 v45, 16, v36
	v_mov_b16_e32 v45.h, v47.l
	v_mov_b16_e32 v47.l, v36.l
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[47:48] offset:6144
	scratch_load_b32 v0, off, off offset:696 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v47, 16, v26
	v_lshrrev_b32_e32 v48, 16, v30
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b16_e32 v48.h, v47.l
	v_lshrrev_b32_e32 v47, 16, v34
	v_mov_b16_e32 v47.h, v49.l
	v_mov_b16_e32 v49.l, v34.l
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[49:50] offset:2048
	scratch_load_b32 v0, off, off offset:664 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[41:42] offset:1024
	scratch_load_b32 v0, off, off offset:728 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v41, 1, v12
	v_lshlrev_b32_e32 v42, 1, v13
	v_mov_b32_e32 v12, v128
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v41, 0x80000000, v41, s3
	v_cndmask_b32_e64 v42, 0x80000000, v42, s3
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[47:48] offset:3072
	scratch_load_b32 v0, off, off offset:792 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[43:44] offset:5120
	scratch_load_b32 v0, off, off offset:856 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v43, 1, v14
	v_lshlrev_b32_e32 v44, 1, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v43, 0x80000000, v43, s5
	v_cndmask_b32_e64 v44, 0x80000000, v44, s5
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[45:46] offset:7168
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v0, off, off offset:632 ; 4-byte Folded Reload
	s_clause 0x3
	buffer_load_b128 v[237:240], v41, s[48:51], 0 offen
	buffer_load_b128 v[233:236], v42, s[48:51], 0 offen
	buffer_load_b128 v[245:248], v43, s[48:51], 0 offen
	buffer_load_b128 v[241:244], v44, s[48:51], 0 offen
	s_waitcnt vmcnt(4)
	v_add_nc_u32_e32 v45, 0, v0
	scratch_load_b32 v0, off, off offset:888 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[213:216], v0 offset1:16
	ds_load_2addr_b64 v[209:212], v0 offset0:32 offset1:48
	ds_load_2addr_b64 v[205:208], v0 offset0:64 offset1:80
	ds_load_2addr_b64 v[201:204], v0 offset0:96 offset1:112
	scratch_load_b32 v0, off, off offset:920 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[197:200], v0 offset1:16
	ds_load_2addr_b64 v[193:196], v0 offset0:32 offset1:48
	ds_load_2addr_b64 v[249:252], v0 offset0:64 offset1:80
	ds_load_2addr_b64 v[178:181], v0 offset0:96 offset1:112
	scratch_load_b32 v0, off, off offset:952 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[170:173], v0 offset1:16
	ds_load_2addr_b64 v[186:189], v0 offset0:32 offset1:48
	ds_load_2addr_b64 v[13:16], v0 offset0:64 offset1:80
	ds_load_2addr_b64 v[229:232], v45 offset1:16
	ds_load_2addr_b64 v[225:228], v45 offset0:32 offset1:48
	ds_load_2addr_b64 v[221:224], v45 offset0:64 offset1:80
	ds_load_2addr_b64 v[217:220], v45 offset0:96 offset1:112
	s_waitcnt lgkmcnt(4)
	scratch_store_b128 off, v[13:16], off offset:88 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[13:16], v0 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[13:16], off offset:72 ; 16-byte Folded Spill
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v4, off, off offset:168
	scratch_load_b32 v22, off, off offset:152
	s_waitcnt vmcnt(1)
	ds_store_b128 v4, v[33:36]
	ds_store_b128 v4, v[29:32] offset:4096
	s_waitcnt vmcnt(0)
	ds_store_b128 v22, v[37:40] offset:2048
	ds_store_b128 v22, v[25:28] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x4                            ; 20-byte Folded Reload
	scratch_load_b32 v25, off, off offset:136
	scratch_load_b32 v23, off, off offset:464
	scratch_load_b32 v0, off, off offset:480
	scratch_load_b32 v185, off, off offset:560
	scratch_load_b32 v191, off, off offset:564
	v_dual_mov_b32 v14, v81 :: v_dual_mov_b32 v15, v82
	v_mov_b32_e32 v16, v83
	scratch_load_b32 v81, off, off offset:456 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_b128 v[29:32], v81
	ds_load_b128 v[33:36], v255
	v_add_nc_u32_e32 v113, 0, v25
	ds_load_b128 v[37:40], v23
	ds_load_b128 v[41:44], v113 offset:4096
	ds_load_b128 v[45:48], v81 offset:4096
	ds_load_b128 v[49:52], v255 offset:4096
	ds_load_b128 v[53:56], v23 offset:4096
	ds_load_b128 v[25:28], v113
	v_mov_b32_e32 v13, v129
	v_mov_b32_e32 v135, v103
	v_mov_b32_e32 v133, v101
	v_mov_b32_e32 v131, v99
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[25:32], v[89:96], v[57:64]
	v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[89:96], v[57:64]
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[161:168], v[33:40], v[97:104], v[161:168]
	ds_load_b128 v[37:40], v253
	ds_load_b128 v[33:36], v24
	ds_load_b128 v[41:44], v24 offset:4096
	ds_load_b128 v[45:48], v253 offset:4096
	v_wmma_f32_16x16x16_f16 v[25:32], v[49:56], v[97:104], v[25:32]
	ds_load_b128 v[49:52], v185
	s_waitcnt lgkmcnt(3)
	v_wmma_f32_16x16x16_f16 v[161:168], v[33:40], v[137:144], v[161:168]
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[137:144], v[25:32]
	ds_load_b128 v[37:40], v0
	ds_load_b128 v[33:36], v254
	ds_load_b128 v[41:44], v254 offset:4096
	ds_load_b128 v[45:48], v0 offset:4096
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[161:168], v[33:40], v[145:152], v[161:168]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[145:152], v[25:32]
	ds_load_b128 v[37:40], v169
	ds_load_b128 v[33:36], v1
	ds_load_b128 v[41:44], v1 offset:4096
	ds_load_b128 v[45:48], v169 offset:4096
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[161:168], v[33:40], v[122:129], v[161:168]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[122:129], v[25:32]
	ds_load_b128 v[37:40], v176
	ds_load_b128 v[33:36], v175
	ds_load_b128 v[41:44], v175 offset:4096
	ds_load_b128 v[45:48], v176 offset:4096
	ds_load_b128 v[53:56], v174
	v_mov_b32_e32 v127, v95
	v_mov_b32_e32 v125, v93
	v_mov_b32_e32 v123, v91
	v_mov_b32_e32 v129, v97
	ds_load_b128 v[101:104], v191
	ds_load_b128 v[97:100], v192
	ds_load_b128 v[105:108], v192 offset:4096
	ds_load_b128 v[109:112], v191 offset:4096
	v_mov_b32_e32 v128, v96
	v_mov_b32_e32 v126, v94
	v_mov_b32_e32 v124, v92
	v_mov_b32_e32 v122, v90
	ds_load_b128 v[89:92], v185 offset:4096
	ds_load_b128 v[93:96], v174 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v4, v[237:240]
	ds_store_b128 v4, v[245:248] offset:4096
	ds_store_b128 v22, v[233:236] offset:2048
	ds_store_b128 v22, v[241:244] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[237:240], v81
	ds_load_b128 v[233:236], v113
	ds_load_b128 v[241:244], v113 offset:4096
	ds_load_b128 v[245:248], v81 offset:4096
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[81:84], off, off offset:424
	scratch_load_b128 v[85:88], off, off offset:440
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[113:120], v[233:240], v[81:88], v[57:64]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[233:240], v[241:248], v[81:88], v[57:64]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[241:244], off, off offset:600
	scratch_load_b128 v[245:248], off, off offset:616
	v_dual_mov_b32 v88, v21 :: v_dual_mov_b32 v87, v20
	v_dual_mov_b32 v86, v19 :: v_dual_mov_b32 v85, v18
	v_dual_mov_b32 v84, v17 :: v_dual_mov_b32 v83, v16
	v_dual_mov_b32 v82, v15 :: v_dual_mov_b32 v81, v14
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[14:17], off, off offset:392
	scratch_load_b128 v[18:21], off, off offset:408
	v_lshrrev_b32_e32 v61, 16, v219
	s_waitcnt vmcnt(2)
	v_wmma_f32_16x16x16_f16 v[161:168], v[33:40], v[241:248], v[161:168]
	v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[241:248], v[25:32]
	ds_load_b128 v[37:40], v23
	ds_load_b128 v[33:36], v255
	ds_load_b128 v[41:44], v255 offset:4096
	ds_load_b128 v[45:48], v23 offset:4096
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[113:120], v[33:40], v[14:21], v[113:120]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[233:240], v[41:48], v[14:21], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[14:17], off, off offset:984
	scratch_load_b128 v[18:21], off, off offset:1000
	ds_load_b128 v[37:40], v253
	ds_load_b128 v[33:36], v24
	ds_load_b128 v[41:44], v24 offset:4096
	ds_load_b128 v[45:48], v253 offset:4096
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[49:56], v[14:21], v[161:168]
	v_wmma_f32_16x16x16_f16 v[25:32], v[89:96], v[14:21], v[25:32]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[14:17], off, off offset:360
	scratch_load_b128 v[18:21], off, off offset:376
	v_dual_mov_b32 v89, v121 :: v_dual_mov_b32 v90, v122
	v_dual_mov_b32 v91, v123 :: v_dual_mov_b32 v92, v124
	v_dual_mov_b32 v93, v125 :: v_dual_mov_b32 v94, v126
	v_dual_mov_b32 v95, v127 :: v_dual_mov_b32 v96, v128
	v_dual_mov_b32 v128, v12 :: v_dual_mov_b32 v127, v11
	v_dual_mov_b32 v126, v10 :: v_dual_mov_b32 v125, v9
	v_dual_mov_b32 v124, v8 :: v_dual_mov_b32 v123, v7
	v_mov_b32_e32 v122, v6
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[113:120], v[33:40], v[14:21], v[113:120]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[233:240], v[41:48], v[14:21], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[14:17], off, off offset:1016
	scratch_load_b128 v[18:21], off, off offset:1032
	ds_load_b128 v[37:40], v0
	ds_load_b128 v[33:36], v254
	ds_load_b128 v[41:44], v254 offset:4096
	ds_load_b128 v[45:48], v0 offset:4096
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[161:168], v[97:104], v[14:21], v[161:168]
	v_dual_mov_b32 v97, v129 :: v_dual_mov_b32 v98, v130
	v_dual_mov_b32 v99, v131 :: v_dual_mov_b32 v100, v132
	v_dual_mov_b32 v101, v133 :: v_dual_mov_b32 v102, v134
	v_dual_mov_b32 v103, v135 :: v_dual_mov_b32 v104, v136
	v_mov_b32_e32 v129, v13
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:328
	scratch_load_b128 v[10:13], off, off offset:344
	v_wmma_f32_16x16x16_f16 v[25:32], v[105:112], v[14:21], v[25:32]
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[113:120], v[33:40], v[6:13], v[113:120]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[233:240], v[41:48], v[6:13], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:296
	scratch_load_b128 v[10:13], off, off offset:312
	ds_load_b128 v[37:40], v169
	ds_load_b128 v[33:36], v1
	ds_load_b128 v[41:44], v1 offset:4096
	ds_load_b128 v[45:48], v169 offset:4096
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[113:120], v[33:40], v[6:13], v[113:120]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[233:240], v[41:48], v[6:13], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:264
	scratch_load_b128 v[10:13], off, off offset:280
	ds_load_b128 v[37:40], v176
	ds_load_b128 v[33:36], v175
	ds_load_b128 v[41:44], v175 offset:4096
	ds_load_b128 v[45:48], v176 offset:4096
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[113:120], v[33:40], v[6:13], v[113:120]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[233:240], v[41:48], v[6:13], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:232
	scratch_load_b128 v[10:13], off, off offset:248
	ds_load_b128 v[37:40], v174
	ds_load_b128 v[33:36], v185
	ds_load_b128 v[41:44], v185 offset:4096
	ds_load_b128 v[45:48], v174 offset:4096
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[113:120], v[33:40], v[6:13], v[113:120]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[233:240], v[41:48], v[6:13], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:200
	scratch_load_b128 v[10:13], off, off offset:216
	ds_load_b128 v[37:40], v191
	ds_load_b128 v[33:36], v192
	ds_load_b128 v[41:44], v192 offset:4096
	ds_load_b128 v[45:48], v191 offset:4096
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[113:120], v[33:40], v[6:13], v[113:120]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[233:240], v[41:48], v[6:13], v[233:240]
	s_clause 0x2                            ; 24-byte Folded Reload
	scratch_load_b64 v[13:14], off, off
	scratch_load_b64 v[14:15], off, off offset:32
	scratch_load_b64 v[15:16], off, off offset:64
	v_fma_f32 v33, s33, v161, -v3
	v_fma_f32 v34, s33, v162, -v3
	v_fma_f32 v35, s33, v163, -v3
	v_fma_f32 v41, s33, v25, -v3
	v_sub_f32_e32 v25, v113, v5
	v_mul_f32_e32 v33, 0x3fb8aa3b, v33
	v_sub_f32_e32 v52, v120, v5
	v_fma_f32 v42, s33, v26, -v3
	v_sub_f32_e32 v26, v114, v5
	v_fma_f32 v36, s33, v164, -v3
	v_cndmask_b32_e64 v33, v33, 0xff800000, vcc_lo
	v_fma_f32 v38, s33, v166, -v3
	v_fma_f32 v43, s33, v27, -v3
	v_sub_f32_e32 v27, v115, v5
	v_sub_f32_e32 v54, v234, v5
	v_exp_f32_e32 v33, v33
	v_fma_f32 v37, s33, v165, -v3
	v_fma_f32 v44, s33, v28, -v3
	v_sub_f32_e32 v28, v116, v5
	v_fma_f32 v39, s33, v167, -v3
	v_fma_f32 v40, s33, v168, -v3
	v_sub_f32_e32 v49, v117, v5
	v_sub_f32_e32 v50, v118, v5
	v_sub_f32_e32 v56, v236, v5
	v_sub_f32_e32 v51, v119, v5
	v_fma_mixlo_f16 v25, v33, v25, neg(0)
	v_dual_mul_f32 v33, 0x3fb8aa3b, v34 :: v_dual_mov_b32 v12, v183
	v_dual_mul_f32 v34, 0x3fb8aa3b, v42 :: v_dual_sub_f32 v53, v233, v5
	v_sub_f32_e32 v58, v238, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v33, v33, 0xff800000, vcc_lo
	v_fma_f32 v45, s33, v29, -v3
	v_cndmask_b32_e64 v34, v34, 0xff800000, vcc_lo
	v_add_nc_u32_e32 v12, s20, v12
	v_fma_f32 v46, s33, v30, -v3
	v_exp_f32_e32 v33, v33
	v_sub_f32_e32 v55, v235, v5
	v_exp_f32_e32 v34, v34
	v_fma_f32 v47, s33, v31, -v3
	v_fma_f32 v48, s33, v32, -v3
	v_sub_f32_e32 v57, v237, v5
	v_sub_f32_e32 v60, v240, v5
	v_sub_f32_e32 v59, v239, v5
	v_lshrrev_b32_e32 v30, 16, v231
	v_lshrrev_b32_e32 v31, 16, v227
	v_fma_mixhi_f16 v25, v33, v26, neg(0)
	v_dual_mul_f32 v26, 0x3fb8aa3b, v35 :: v_dual_mul_f32 v33, 0x3fb8aa3b, v40
	v_mul_f32_e32 v35, 0x3fb8aa3b, v44
	v_lshrrev_b32_e32 v32, 16, v223
	v_lshrrev_b32_e32 v29, 16, v229
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v26, v26, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v33, v33, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v35, v35, 0xff800000, vcc_lo
	v_mov_b16_e32 v29.h, v30.l
	v_lshrrev_b32_e32 v30, 16, v225
	v_exp_f32_e32 v26, v26
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v35, v35
	v_mov_b16_e32 v30.h, v31.l
	v_lshrrev_b32_e32 v31, 16, v221
	v_mov_b16_e32 v31.h, v32.l
	v_lshrrev_b32_e32 v32, 16, v217
	v_mov_b16_e32 v32.h, v61.l
	v_lshrrev_b32_e32 v42, 16, v212
	v_lshrrev_b32_e32 v44, 16, v204
	v_fma_mixlo_f16 v26, v26, v27, neg(0)
	v_dual_mul_f32 v27, 0x3fb8aa3b, v36 :: v_dual_mul_f32 v36, 0x3fb8aa3b, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v27, v27, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v36, v36, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v27, v27
	v_exp_f32_e32 v36, v36
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_mixhi_f16 v26, v27, v28, neg(0)
	v_dual_mul_f32 v27, 0x3fb8aa3b, v37 :: v_dual_mul_f32 v28, 0x3fb8aa3b, v38
	v_mul_f32_e32 v37, 0x3fb8aa3b, v48
	v_cndmask_b32_e64 v27, v27, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v28, v28, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v37, v37, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v27, v27
	v_exp_f32_e32 v28, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_3)
	v_exp_f32_e32 v37, v37
	v_fma_mixlo_f16 v27, v27, v49, neg(0)
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_mixhi_f16 v27, v28, v50, neg(0)
	v_mul_f32_e32 v28, 0x3fb8aa3b, v39
	v_cndmask_b32_e64 v28, v28, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v28, v28
	v_fma_mixlo_f16 v28, v28, v51, neg(0)
	v_fma_mixhi_f16 v28, v33, v52, neg(0)
	v_mul_f32_e32 v33, 0x3fb8aa3b, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v33, v33, 0xff800000, vcc_lo
	v_exp_f32_e32 v33, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v33, v33, v53, neg(0)
	v_fma_mixhi_f16 v33, v34, v54, neg(0)
	v_mul_f32_e32 v34, 0x3fb8aa3b, v43
	v_lshrrev_b32_e32 v43, 16, v208
	v_cndmask_b32_e64 v34, v34, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v34, v34
	v_fma_mixlo_f16 v34, v34, v55, neg(0)
	v_fma_mixhi_f16 v34, v35, v56, neg(0)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v45
	s_waitcnt vmcnt(2)
	v_add_nc_u32_e32 v13, s20, v13
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v14, s20, v14
	v_cndmask_b32_e64 v35, v35, 0xff800000, vcc_lo
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_add_nc_u32_e32 v15, s20, v15
	v_exp_f32_e32 v35, v35
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_mixlo_f16 v35, v35, v57, neg(0)
	v_fma_mixhi_f16 v35, v36, v58, neg(0)
	v_mul_f32_e32 v36, 0x3fb8aa3b, v47
	v_cndmask_b32_e64 v36, v36, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v36, v36
	v_fma_mixlo_f16 v36, v36, v59, neg(0)
	v_fma_mixhi_f16 v36, v37, v60, neg(0)
	ds_store_b16 v2, v25
	ds_store_b16_d16_hi v2, v25 offset:128
	ds_store_b16 v2, v26 offset:256
	ds_store_b16_d16_hi v2, v26 offset:384
	ds_store_b16 v2, v27 offset:512
	ds_store_b16_d16_hi v2, v27 offset:640
	ds_store_b16 v2, v28 offset:768
	ds_store_b16_d16_hi v2, v28 offset:896
	ds_store_b16 v2, v33 offset:1024
	ds_store_b16_d16_hi v2, v33 offset:1152
	ds_store_b16 v2, v34 offset:1280
	ds_store_b16_d16_hi v2, v34 offset:1408
	ds_store_b16 v2, v35 offset:1536
	ds_store_b16_d16_hi v2, v35 offset:1664
	ds_store_b16 v2, v36 offset:1792
	ds_store_b16_d16_hi v2, v36 offset:1920
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x2                            ; 36-byte Folded Reload
	scratch_load_b32 v4, off, off offset:184
	scratch_load_b128 v[20:23], off, off offset:88
	scratch_load_b128 v[16:19], off, off offset:72
	v_mov_b16_e64 v25.l, v229.l
	v_mov_b16_e64 v25.h, v231.l
	v_mov_b16_e64 v26.l, v225.l
	v_mov_b16_e64 v26.h, v227.l
	v_mov_b16_e64 v27.l, v221.l
	v_mov_b16_e64 v27.h, v223.l
	v_mov_b16_e64 v28.l, v217.l
	v_mov_b16_e64 v28.h, v219.l
	s_waitcnt vmcnt(2)
	v_add_nc_u32_e32 v41, s18, v4
	ds_load_u16_d16 v33, v41
	ds_load_u16_d16 v34, v41 offset:128
	ds_load_u16_d16 v35, v41 offset:256
	ds_load_u16_d16 v36, v41 offset:384
	ds_load_u16_d16 v37, v41 offset:512
	ds_load_u16_d16 v38, v41 offset:640
	ds_load_u16_d16 v39, v41 offset:768
	ds_load_u16_d16 v40, v41 offset:896
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v33, v41 offset:64
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v34, v41 offset:192
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v35, v41 offset:320
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v36, v41 offset:448
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v37, v41 offset:576
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v38, v41 offset:704
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v39, v41 offset:832
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v40, v41 offset:960
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[73:80], v[25:32], v[33:40], v[73:80]
	v_lshrrev_b32_e32 v25, 16, v215
	v_lshrrev_b32_e32 v29, 16, v213
	v_lshrrev_b32_e32 v30, 16, v209
	v_lshrrev_b32_e32 v31, 16, v205
	v_lshrrev_b32_e32 v32, 16, v201
	v_mov_b16_e32 v29.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v211
	v_mov_b16_e64 v26.l, v209.l
	v_mov_b16_e64 v26.h, v211.l
	v_mov_b16_e64 v27.l, v205.l
	v_mov_b16_e64 v27.h, v207.l
	v_mov_b16_e32 v30.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v207
	v_mov_b16_e64 v28.l, v201.l
	v_mov_b16_e64 v28.h, v203.l
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mov_b16_e32 v31.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v203
	v_mov_b16_e64 v25.h, v215.l
	v_mov_b16_e32 v32.h, v25.l
	v_mov_b16_e64 v25.l, v213.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[153:160], v[25:32], v[33:40], v[153:160]
	v_lshrrev_b32_e32 v25, 16, v199
	v_lshrrev_b32_e32 v29, 16, v197
	v_lshrrev_b32_e32 v30, 16, v193
	v_lshrrev_b32_e32 v31, 16, v249
	v_lshrrev_b32_e32 v32, 16, v178
	v_mov_b16_e32 v29.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v195
	v_mov_b16_e64 v26.l, v193.l
	v_mov_b16_e64 v26.h, v195.l
	v_mov_b16_e64 v27.l, v249.l
	v_mov_b16_e64 v27.h, v251.l
	v_mov_b16_e32 v30.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v251
	v_mov_b16_e64 v28.l, v178.l
	v_mov_b16_e64 v28.h, v180.l
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mov_b16_e32 v31.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v180
	v_mov_b16_e64 v25.h, v199.l
	v_mov_b16_e32 v32.h, v25.l
	v_mov_b16_e64 v25.l, v197.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[81:88], v[25:32], v[33:40], v[81:88]
	v_lshrrev_b32_e32 v25, 16, v172
	v_lshrrev_b32_e32 v29, 16, v170
	v_lshrrev_b32_e32 v30, 16, v186
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v31, 16, v20
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v32, 16, v16
	v_mov_b16_e32 v29.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v188
	v_mov_b16_e64 v26.l, v186.l
	v_mov_b16_e64 v26.h, v188.l
	v_mov_b16_e32 v27.l, v20.l
	v_mov_b16_e32 v27.h, v22.l
	v_mov_b16_e32 v30.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v22
	v_mov_b16_e32 v28.l, v16.l
	v_mov_b16_e32 v28.h, v18.l
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mov_b16_e32 v31.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v18
	v_mov_b16_e64 v25.h, v172.l
	v_mov_b16_e32 v32.h, v25.l
	v_mov_b16_e64 v25.l, v170.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[65:72], v[25:32], v[33:40], v[65:72]
	v_lshrrev_b32_e32 v33, 16, v232
	v_lshrrev_b32_e32 v34, 16, v228
	v_lshrrev_b32_e32 v35, 16, v224
	v_lshrrev_b32_e32 v36, 16, v220
	v_lshrrev_b32_e32 v29, 16, v230
	v_lshrrev_b32_e32 v30, 16, v226
	v_lshrrev_b32_e32 v31, 16, v222
	v_lshrrev_b32_e32 v32, 16, v218
	v_mov_b16_e32 v29.h, v33.l
	v_mov_b16_e32 v30.h, v34.l
	v_mov_b16_e32 v31.h, v35.l
	v_mov_b16_e32 v32.h, v36.l
	ds_load_u16_d16 v33, v41 offset:1024
	ds_load_u16_d16 v34, v41 offset:1152
	ds_load_u16_d16 v35, v41 offset:1280
	ds_load_u16_d16 v36, v41 offset:1408
	ds_load_u16_d16 v37, v41 offset:1536
	ds_load_u16_d16 v38, v41 offset:1664
	ds_load_u16_d16 v39, v41 offset:1792
	ds_load_u16_d16 v40, v41 offset:1920
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v33, v41 offset:1088
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v34, v41 offset:1216
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v35, v41 offset:1344
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v36, v41 offset:1472
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v37, v41 offset:1600
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v38, v41 offset:1728
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v39, v41 offset:1856
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v40, v41 offset:1984
	v_mov_b16_e64 v25.l, v230.l
	v_mov_b16_e64 v25.h, v232.l
	v_mov_b16_e64 v26.l, v226.l
	v_mov_b16_e64 v26.h, v228.l
	v_mov_b16_e64 v27.l, v222.l
	v_mov_b16_e64 v27.h, v224.l
	v_mov_b16_e64 v28.l, v218.l
	v_mov_b16_e64 v28.h, v220.l
	v_lshrrev_b32_e32 v41, 16, v216
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[73:80], v[25:32], v[33:40], v[73:80]
	v_lshrrev_b32_e32 v29, 16, v214
	v_lshrrev_b32_e32 v30, 16, v210
	v_lshrrev_b32_e32 v31, 16, v206
	v_lshrrev_b32_e32 v32, 16, v202
	v_mov_b16_e64 v25.l, v214.l
	v_mov_b16_e64 v25.h, v216.l
	v_mov_b16_e64 v26.l, v210.l
	v_mov_b16_e64 v26.h, v212.l
	v_mov_b16_e64 v27.l, v206.l
	v_mov_b16_e64 v27.h, v208.l
	v_mov_b16_e64 v28.l, v202.l
	v_mov_b16_e64 v28.h, v204.l
	v_mov_b16_e32 v29.h, v41.l
	v_mov_b16_e32 v30.h, v42.l
	v_mov_b16_e32 v31.h, v43.l
	v_mov_b16_e32 v32.h, v44.l
	v_lshrrev_b32_e32 v41, 16, v200
	v_lshrrev_b32_e32 v42, 16, v196
	v_lshrrev_b32_e32 v43, 16, v252
	v_lshrrev_b32_e32 v44, 16, v181
	v_wmma_f32_16x16x16_f16 v[153:160], v[25:32], v[33:40], v[153:160]
	v_lshrrev_b32_e32 v29, 16, v198
	v_lshrrev_b32_e32 v30, 16, v194
	v_lshrrev_b32_e32 v31, 16, v250
	v_lshrrev_b32_e32 v32, 16, v179
	v_mov_b16_e64 v25.l, v198.l
	v_mov_b16_e64 v25.h, v200.l
	v_mov_b16_e64 v26.l, v194.l
	v_mov_b16_e64 v26.h, v196.l
	v_mov_b16_e64 v27.l, v250.l
	v_mov_b16_e64 v27.h, v252.l
	v_mov_b16_e64 v28.l, v179.l
	v_mov_b16_e64 v28.h, v181.l
	v_mov_b16_e32 v29.h, v41.l
	v_mov_b16_e32 v30.h, v42.l
	v_mov_b16_e32 v31.h, v43.l
	v_mov_b16_e32 v32.h, v44.l
	v_mov_b32_e32 v181, v23
	v_mov_b32_e32 v179, v21
	v_lshrrev_b32_e32 v41, 16, v173
	v_lshrrev_b32_e32 v42, 16, v189
	v_wmma_f32_16x16x16_f16 v[81:88], v[25:32], v[33:40], v[81:88]
	v_mov_b16_e64 v27.h, v181.l
	v_lshrrev_b32_e32 v43, 16, v181
	v_mov_b32_e32 v181, v19
	v_mov_b16_e64 v27.l, v179.l
	v_lshrrev_b32_e32 v31, 16, v179
	v_mov_b32_e32 v179, v17
	v_lshrrev_b32_e32 v29, 16, v171
	v_lshrrev_b32_e32 v44, 16, v181
	v_lshrrev_b32_e32 v30, 16, v187
	v_mov_b16_e64 v25.l, v171.l
	v_lshrrev_b32_e32 v32, 16, v179
	v_mov_b16_e64 v25.h, v173.l
	v_mov_b16_e64 v26.l, v187.l
	v_mov_b16_e64 v26.h, v189.l
	v_mov_b16_e64 v28.l, v179.l
	v_mov_b16_e64 v28.h, v181.l
	v_mov_b16_e32 v29.h, v41.l
	v_mov_b16_e32 v30.h, v42.l
	v_mov_b16_e32 v31.h, v43.l
	v_mov_b16_e32 v32.h, v44.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[65:72], v[25:32], v[33:40], v[65:72]
	s_cbranch_scc1 .LBB0_13
; %bb.14:                               ; %Flow
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v45, off, off offset:1052
	scratch_load_b32 v47, off, off offset:1056
.LBB0_15:                               ; %Flow681
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x7c
	s_load_b64 s[0:1], s[0:1], 0x74
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, 4, v47
	s_lshr_b32 s5, s6, 2
	s_mov_b32 s18, s46
	v_or_b32_e32 v1, s5, v45
	s_mov_b32 s19, s47
	v_or_b32_e32 v0, s7, v0
	v_fma_mixlo_f16 v11, s33, v75, neg(0)
	v_fma_mixlo_f16 v12, s33, v76, neg(0)
	v_fma_mixlo_f16 v13, s33, v77, neg(0)
	v_fma_mixlo_f16 v14, s33, v78, neg(0)
	v_fma_mixlo_f16 v15, s33, v79, neg(0)
	v_fma_mixlo_f16 v16, s33, v80, neg(0)
	v_fma_mixlo_f16 v17, s33, v153, neg(0)
	v_fma_mixlo_f16 v18, s33, v154, neg(0)
	v_fma_mixlo_f16 v19, s33, v155, neg(0)
	v_fma_mixlo_f16 v20, s33, v156, neg(0)
	v_fma_mixlo_f16 v21, s33, v157, neg(0)
	v_fma_mixlo_f16 v22, s33, v158, neg(0)
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v1, s3
	s_mul_i32 s3, s3, s92
	v_or_b32_e32 v1, s92, v1
	v_or_b32_e32 v3, s3, v0
	s_mul_i32 s0, s0, s4
	s_mul_i32 s1, s2, s1
	v_fma_mixlo_f16 v23, s33, v159, neg(0)
	v_cmp_gt_i32_e32 vcc_lo, s34, v1
	v_or_b32_e32 v5, 2, v3
	v_add_nc_u32_e32 v4, v3, v2
	v_or_b32_e32 v6, 4, v3
	v_or_b32_e32 v7, 6, v3
	v_or_b32_e32 v8, 8, v3
	v_or_b32_e32 v9, 10, v3
	v_or_b32_e32 v10, 12, v3
	v_or_b32_e32 v3, 14, v3
	v_add_nc_u32_e32 v5, v5, v2
	s_add_i32 s1, s1, s0
	v_add_nc_u32_e32 v7, v7, v2
	v_add_nc_u32_e32 v8, v8, v2
	v_add_nc_u32_e32 v9, v9, v2
	v_add_nc_u32_e32 v10, v10, v2
	v_add3_u32 v0, s3, v0, v2
	v_add_lshl_u32 v5, s1, v5, 1
	v_add_nc_u32_e32 v6, v6, v2
	v_add_nc_u32_e32 v2, v3, v2
	v_add_lshl_u32 v3, s1, v4, 1
	v_fma_mixlo_f16 v1, s33, v73, neg(0)
	v_fma_mixlo_f16 v4, s33, v74, neg(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	v_add_lshl_u32 v0, v0, s1, 1
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	s_clause 0x1
	buffer_store_b16 v1, v3, s[16:19], 0 offen
	buffer_store_b16 v4, v5, s[16:19], 0 offen
	v_add_lshl_u32 v1, s1, v6, 1
	v_add_lshl_u32 v3, s1, v7, 1
	v_add_lshl_u32 v5, s1, v9, 1
	v_fma_mixlo_f16 v24, s33, v160, neg(0)
	v_fma_mixlo_f16 v25, s33, v81, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_add_lshl_u32 v4, s1, v8, 1
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_add_lshl_u32 v6, s1, v10, 1
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	v_fma_mixlo_f16 v26, s33, v82, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_fma_mixlo_f16 v27, s33, v83, neg(0)
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	s_clause 0x4
	buffer_store_b16 v11, v1, s[16:19], 0 offen
	buffer_store_b16 v12, v3, s[16:19], 0 offen
	buffer_store_b16 v13, v4, s[16:19], 0 offen
	buffer_store_b16 v14, v5, s[16:19], 0 offen
	buffer_store_b16 v15, v6, s[16:19], 0 offen
	v_add_lshl_u32 v1, s1, v2, 1
	v_add_nc_u32_e32 v3, 0x44, v0
	v_add_nc_u32_e32 v2, 64, v0
	v_add_nc_u32_e32 v4, 0x48, v0
	v_add_nc_u32_e32 v5, 0x4c, v0
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	s_clause 0x4
	buffer_store_b16 v16, v1, s[16:19], 0 offen
	buffer_store_b16 v17, v2, s[16:19], 0 offen
	buffer_store_b16 v18, v3, s[16:19], 0 offen
	buffer_store_b16 v19, v4, s[16:19], 0 offen
	buffer_store_b16 v20, v5, s[16:19], 0 offen
	v_add_nc_u32_e32 v1, 0x50, v0
	v_add_nc_u32_e32 v2, 0x54, v0
	v_add_nc_u32_e32 v3, 0x58, v0
	v_add_nc_u32_e32 v4, 0x5c, v0
	v_add_nc_u32_e32 v5, 0x80, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v21, v1, s[16:19], 0 offen
	buffer_store_b16 v22, v2, s[16:19], 0 offen
	buffer_store_b16 v23, v3, s[16:19], 0 offen
	buffer_store_b16 v24, v4, s[16:19], 0 offen
	buffer_store_b16 v25, v5, s[16:19], 0 offen
	v_add_nc_u32_e32 v1, 0x84, v0
	v_add_nc_u32_e32 v2, 0x88, v0
	v_add_nc_u32_e32 v3, 0x8c, v0
	v_add_nc_u32_e32 v4, 0x90, v0
	v_add_nc_u32_e32 v5, 0x94, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_fma_mixlo_f16 v28, s33, v84, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_fma_mixlo_f16 v29, s33, v85, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_fma_mixlo_f16 v30, s33, v86, neg(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v26, v1, s[16:19], 0 offen
	buffer_store_b16 v27, v2, s[16:19], 0 offen
	buffer_store_b16 v28, v3, s[16:19], 0 offen
	buffer_store_b16 v29, v4, s[16:19], 0 offen
	buffer_store_b16 v30, v5, s[16:19], 0 offen
	v_add_nc_u32_e32 v1, 0x98, v0
	v_add_nc_u32_e32 v2, 0x9c, v0
	v_add_nc_u32_e32 v3, 0xc0, v0
	v_add_nc_u32_e32 v4, 0xc4, v0
	v_add_nc_u32_e32 v5, 0xc8, v0
	v_fma_mixlo_f16 v31, s33, v87, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_fma_mixlo_f16 v32, s33, v88, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_fma_mixlo_f16 v33, s33, v65, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_fma_mixlo_f16 v34, s33, v66, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_fma_mixlo_f16 v35, s33, v67, neg(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v31, v1, s[16:19], 0 offen
	buffer_store_b16 v32, v2, s[16:19], 0 offen
	buffer_store_b16 v33, v3, s[16:19], 0 offen
	buffer_store_b16 v34, v4, s[16:19], 0 offen
	buffer_store_b16 v35, v5, s[16:19], 0 offen
	v_add_nc_u32_e32 v1, 0xcc, v0
	v_add_nc_u32_e32 v2, 0xd0, v0
	v_add_nc_u32_e32 v3, 0xd4, v0
	v_add_nc_u32_e32 v4, 0xd8, v0
	v_add_nc_u32_e32 v0, 0xdc, v0
	v_fma_mixlo_f16 v36, s33, v68, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_fma_mixlo_f16 v37, s33, v69, neg(0)
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_fma_mixlo_f16 v38, s33, v70, neg(0)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_fma_mixlo_f16 v39, s33, v71, neg(0)
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_fma_mixlo_f16 v40, s33, v72, neg(0)
	v_cndmask_b32_e32 v0, 0x80000000, v0, vcc_lo
	s_clause 0x4
	buffer_store_b16 v36, v1, s[16:19], 0 offen
	buffer_store_b16 v37, v2, s[16:19], 0 offen
	buffer_store_b16 v38, v3, s[16:19], 0 offen
	buffer_store_b16 v39, v4, s[16:19], 0 offen
	buffer_store_b16 v40, v0, s[16:19], 0 offen
.LBB0_16:                               ; %.loopexit
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel bwd_kernel_fused_noncausal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 1260
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
		.amdhsa_next_free_sgpr 101
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
; ScratchSize: 1260
; Occupancy: 5
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 1260
    .sgpr_count:     103
    .sgpr_spill_count: 0
    .symbol:         bwd_kernel_fused_noncausal.kd
    .vgpr_count:     256
    .vgpr_spill_count: 394
    .wavefront_size: 32
