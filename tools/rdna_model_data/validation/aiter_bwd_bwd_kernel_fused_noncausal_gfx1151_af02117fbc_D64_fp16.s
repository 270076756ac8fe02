	.amdgcn_target "amdgpu11.51-amd-amdhsa-unknown-gfx1151"
	.amdhsa_code_object_version 5
bwd_kernel_fused_noncausal:             ; @bwd_kernel_fused_noncausal
.Lfunc_begin0:
; %bb.0:
	s_clause 0xa
	s_load_b64 s[34:35], s[0:1], 0xcc
	s_load_b32 s62, s[0:1], 0xb0
	s_load_b64 s[50:51], s[0:1], 0xa8
	s_load_b128 s[56:59], s[0:1], 0x98
	s_load_b32 s93, s[0:1], 0x70
	s_load_b128 s[52:55], s[0:1], 0x60
	s_load_b256 s[24:31], s[0:1], 0x40
	s_load_b128 s[64:67], s[0:1], 0x0
	s_load_b64 s[48:49], s[0:1], 0x10
	s_load_b32 s33, s[0:1], 0x18
	s_load_b64 s[60:61], s[0:1], 0x20
	v_readfirstlane_b32 s95, v0
	s_lshl_b32 s92, s3, 5
	s_and_b32 s94, s95, 0x60
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s92, s35
	s_mov_b64 s[44:45], s[66:67]
	s_cbranch_scc1 .LBB0_9
; %bb.1:
	v_and_or_b32 v3, v0, 31, s94
	v_and_b32_e32 v2, 7, v0
	s_mul_i32 s3, s31, s4
	s_mul_i32 s5, s52, s2
	s_mul_i32 s6, s53, s92
	v_lshrrev_b32_e32 v163, 3, v3
	s_add_i32 s5, s5, s3
	s_and_b32 s21, s45, 0xffff
	s_mov_b32 s23, 0x31027000
	s_mov_b32 s22, 0x7ffffffe
	v_or_b32_e32 v7, s92, v163
	v_or_b32_e32 v207, 16, v163
	v_mul_lo_u32 v4, v163, s53
	s_mov_b32 s20, s44
	v_mul_lo_u32 v14, v163, s93
	v_cmp_gt_i32_e32 vcc_lo, s35, v7
	v_lshlrev_b32_e32 v1, 3, v2
	v_mul_lo_u32 v5, v207, s53
	v_or_b32_e32 v8, s92, v207
	s_mul_i32 s7, s93, s92
	v_mul_lo_u32 v15, v207, s93
	v_add3_u32 v6, s5, s6, v1
	s_mul_i32 s5, s54, s4
	v_cmp_gt_i32_e64 s3, s35, v8
	s_mul_i32 s6, s55, s2
	v_and_b32_e32 v98, 15, v0
	v_add_lshl_u32 v4, v6, v4, 1
	v_add_lshl_u32 v5, v6, v5, 1
	s_add_i32 s6, s6, s5
	s_clause 0x2
	s_load_b64 s[46:47], s[0:1], 0x90
	s_load_b128 s[72:75], s[0:1], 0x80
	s_load_b128 s[68:71], s[0:1], 0x30
	v_bfe_u32 v206, v0, 4, 1
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_cndmask_b32_e64 v5, 0x80000000, v5, s3
	v_add3_u32 v17, s6, s7, v1
	s_and_b32 s63, s95, 64
	s_clause 0x1
	buffer_load_b128 v[6:9], v4, s[20:23], 0 offen
	buffer_load_b128 v[10:13], v5, s[20:23], 0 offen
	v_lshlrev_b32_e32 v4, 4, v3
	v_add_lshl_u32 v14, v17, v14, 1
	v_lshlrev_b32_e32 v5, 1, v3
	v_add_lshl_u32 v15, v17, v15, 1
	s_and_b32 s21, s49, 0xffff
	s_mov_b32 s20, s48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x70, v5
	v_xor_b32_e32 v4, v16, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_cndmask_b32 v4, 0x80000000, v14 :: v_dual_add_nc_u32 v165, 0, v4
	v_cndmask_b32_e64 v14, 0x80000000, v15, s3
	s_waitcnt vmcnt(1)
	ds_store_b128 v165, v[6:9]
	s_waitcnt vmcnt(0)
	ds_store_b128 v165, v[10:13] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1
	buffer_load_b128 v[49:52], v4, s[20:23], 0 offen
	buffer_load_b128 v[53:56], v14, s[20:23], 0 offen
	v_lshlrev_b32_e32 v4, 4, v2
	s_and_b32 s21, s95, 32
	s_cmp_eq_u32 s2, 0x7fffffff
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v166, v98, 7, v4
	v_lshl_or_b32 v7, s21, 6, v166
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v8, 16, v7
	v_xor_b32_e32 v9, 32, v7
	v_xor_b32_e32 v10, 48, v7
	v_xor_b32_e32 v11, 64, v7
	v_add_nc_u32_e32 v6, 0, v7
	v_xor_b32_e32 v12, 0x50, v7
	v_xor_b32_e32 v13, 0x60, v7
	v_xor_b32_e32 v14, 0x70, v7
	v_add_nc_u32_e32 v7, 0, v8
	v_add_nc_u32_e32 v8, 0, v9
	v_add_nc_u32_e32 v9, 0, v10
	v_add_nc_u32_e32 v10, 0, v11
	v_add_nc_u32_e32 v11, 0, v12
	v_add_nc_u32_e32 v12, 0, v13
	v_add_nc_u32_e32 v13, 0, v14
	ds_load_b128 v[17:20], v6
	ds_load_b128 v[21:24], v7
	ds_load_b128 v[25:28], v8
	ds_load_b128 v[29:32], v9
	ds_load_b128 v[33:36], v10
	ds_load_b128 v[37:40], v11
	ds_load_b128 v[41:44], v12
	ds_load_b128 v[45:48], v13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v165, v[49:52]
	ds_store_b128 v165, v[53:56] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_6
; %bb.2:                                ; %.lr.ph205
	s_add_i32 s6, s34, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_i32 s6, 32
	s_cbranch_scc1 .LBB0_7
; %bb.3:                                ; %.lr.ph.preheader
	ds_load_b128 v[49:52], v12
	ds_load_b128 v[53:56], v13
	ds_load_b128 v[57:60], v10
	ds_load_b128 v[61:64], v11
	ds_load_b128 v[65:68], v8
	ds_load_b128 v[69:72], v9
	v_and_b32_e32 v8, 3, v0
	v_and_b32_e32 v9, 28, v0
	ds_load_b128 v[73:76], v6
	ds_load_b128 v[77:80], v7
	v_bfe_i32 v6, v0, 0, 1
	v_and_b32_e32 v5, 0x4c, v5
	v_and_b32_e32 v10, 8, v0
	v_lshl_or_b32 v7, v8, 5, v9
	v_and_b32_e32 v9, 6, v0
	v_and_b32_e32 v6, 0x240, v6
	v_lshlrev_b32_e32 v102, 1, v98
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshl_or_b32 v167, s94, 2, v7
	v_lshlrev_b32_e32 v7, 9, v9
	v_xor_b32_e32 v5, v5, v6
	v_dual_mov_b32 v168, v102 :: v_dual_and_b32 v3, 0x78, v3
	v_lshlrev_b32_e32 v8, 4, v8
	s_and_b32 s77, s65, 0xffff
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or3_b32 v81, v7, v10, v5
	v_lshrrev_b32_e32 v96, 1, v3
	v_bfe_i32 v15, v0, 3, 1
	s_and_b32 s81, s25, 0xffff
	s_and_b32 s85, s61, 0xffff
	v_xor_b32_e32 v16, 8, v81
	v_xor_b32_e32 v82, 4, v81
	scratch_store_b32 off, v81, off offset:4 ; 4-byte Folded Spill
	v_xor_b32_e32 v83, 12, v81
	v_lshlrev_b32_e32 v81, 7, v0
	v_lshlrev_b32_e32 v9, 3, v9
	s_lshr_b32 s66, s63, 1
	s_cmp_eq_u32 s21, 0
	v_xor_b32_e32 v8, v96, v8
	v_and_or_b32 v4, 0xc00, v81, v4
	v_lshlrev_b32_e32 v81, 9, v2
	v_lshrrev_b32_e32 v174, 2, v3
	s_cselect_b32 s7, 0, 0x420
	v_lshl_or_b32 v2, v2, 6, v9
	v_and_or_b32 v9, 0x210, v15, s7
	s_ashr_i32 s7, s6, 31
	v_lshl_or_b32 v170, v98, 4, v81
	v_or_b32_e32 v171, v8, v81
	s_lshr_b32 s7, s7, 27
	v_mul_lo_u32 v81, v174, s62
	s_add_i32 s6, s6, s7
	s_mul_i32 s7, s50, s4
	s_ashr_i32 s67, s6, 5
	s_mul_i32 s6, s2, s51
	v_and_b32_e32 v14, 16, v0
	s_add_i32 s6, s6, s7
	v_mul_lo_u32 v100, v207, s30
	v_add3_u32 v176, v1, v81, s6
	v_dual_mov_b32 v81, 0 :: v_dual_lshlrev_b32 v86, 2, v3
	v_or_b32_e32 v3, 1, v174
	v_mul_lo_u32 v101, v163, s30
	v_xor_b32_e32 v6, 64, v167
	v_xor_b32_e32 v91, 16, v170
	s_mul_i32 s7, s2, s29
	v_mul_lo_u32 v3, v3, s62
	s_mul_i32 s10, s28, s4
	v_xor_b32_e32 v11, 4, v167
	s_add_i32 s7, s7, s10
	v_xor_b32_e32 v92, 32, v170
	v_add3_u32 v177, v1, v100, s7
	v_add3_u32 v178, v1, v101, s7
	v_add_nc_u32_e32 v197, 0, v91
	v_add3_u32 v175, v1, v3, s6
	v_add_nc_u32_e32 v1, 0, v6
	v_mov_b32_e32 v91, v81
	v_xor_b32_e32 v90, v86, v4
	v_xor_b32_e32 v12, 0x44, v167
	v_xor_b32_e32 v94, 64, v170
	v_xor_b32_e32 v173, v9, v2
	v_add_nc_u32_e32 v198, 0, v92
	v_mov_b32_e32 v92, v81
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v90, off
	scratch_store_b32 off, v1, off offset:8
	v_add_nc_u32_e32 v1, 0, v11
	v_xor_b32_e32 v13, 8, v167
	v_xor_b32_e32 v96, 16, v173
	v_add_nc_u32_e32 v200, 0, v94
	v_mov_b32_e32 v94, v81
	scratch_store_b32 off, v1, off offset:12 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v12
	v_xor_b32_e32 v5, 0x48, v167
	v_add_nc_u32_e32 v208, 0, v96
	v_mov_b32_e32 v96, v81
	v_xor_b32_e32 v7, 12, v167
	scratch_store_b32 off, v1, off offset:16 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v13
	v_xor_b32_e32 v10, 0x4c, v167
	v_mov_b32_e32 v12, v81
	v_xor_b32_e32 v90, 16, v90
	v_xor_b32_e32 v95, 0x50, v170
	scratch_store_b32 off, v1, off offset:20 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	v_lshlrev_b32_e32 v14, 2, v14
	v_xor_b32_e32 v9, 16, v171
	v_dual_mov_b32 v11, v81 :: v_dual_add_nc_u32 v186, 0, v16
	scratch_store_b32 off, v1, off offset:24 ; 4-byte Folded Spill
	v_dual_mov_b32 v16, v81 :: v_dual_add_nc_u32 v1, 0, v7
	v_add_nc_u32_e32 v201, 0, v95
	v_mov_b32_e32 v95, v81
	v_add3_u32 v2, 0, s21, v14
	scratch_store_b32 off, v1, off offset:28 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v10
	v_xor_b32_e32 v14, 32, v171
	v_xor_b32_e32 v15, 48, v171
	v_xor_b32_e32 v84, 16, v166
	v_xor_b32_e32 v85, 32, v166
	scratch_store_b32 off, v1, off offset:32 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v90
	v_xor_b32_e32 v87, 48, v166
	v_xor_b32_e32 v88, 64, v166
	v_xor_b32_e32 v89, 0x50, v166
	v_xor_b32_e32 v4, 0x60, v166
	scratch_store_b32 off, v1, off offset:36 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v9
	v_xor_b32_e32 v86, 0x70, v166
	v_xor_b32_e32 v93, 48, v170
	v_xor_b32_e32 v97, 0x60, v170
	v_xor_b32_e32 v8, 0x70, v170
	scratch_store_b32 off, v1, off offset:40 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v14
	v_xor_b32_e32 v98, 32, v173
	v_xor_b32_e32 v99, 48, v173
	s_mul_i32 s3, s56, s4
	s_mul_i32 s5, s58, s4
	scratch_store_b32 off, v1, off offset:44 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v15
	s_mul_i32 s8, s2, s59
	s_mul_i32 s9, s2, s57
	v_add_nc_u32_e32 v187, 0, v82
	v_dual_mov_b32 v13, v81 :: v_dual_add_nc_u32 v188, 0, v83
	v_add_nc_u32_e32 v189, 0, v84
	v_dual_mov_b32 v15, v81 :: v_dual_add_nc_u32 v190, 0, v85
	v_dual_mov_b32 v6, v81 :: v_dual_add_nc_u32 v191, 0, v87
	v_add_nc_u32_e32 v192, 0, v88
	v_add_nc_u32_e32 v193, 0, v89
	v_dual_mov_b32 v3, v81 :: v_dual_add_nc_u32 v194, 0, v4
	v_add_nc_u32_e32 v195, 0, v86
	v_add_nc_u32_e32 v199, 0, v93
	v_add_nc_u32_e32 v202, 0, v97
	v_add_nc_u32_e32 v203, 0, v8
	scratch_store_b32 off, v1, off offset:48 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v209, 0, v98
	v_add_nc_u32_e32 v210, 0, v99
	v_mov_b32_e32 v82, v81
	v_mov_b32_e32 v83, v81
	v_mov_b32_e32 v84, v81
	v_mov_b32_e32 v85, v81
	v_mov_b32_e32 v86, v81
	v_mov_b32_e32 v87, v81
	v_mov_b32_e32 v88, v81
	v_mov_b32_e32 v89, v81
	v_mov_b32_e32 v90, v81
	v_mov_b32_e32 v93, v81
	v_dual_mov_b32 v9, v81 :: v_dual_add_nc_u32 v204, v2, v102
	v_mov_b32_e32 v10, v81
	v_mov_b32_e32 v14, v81
	v_mov_b32_e32 v1, v81
	v_mov_b32_e32 v2, v81
	v_mov_b32_e32 v4, v81
	v_mov_b32_e32 v5, v81
	v_mov_b32_e32 v7, v81
	v_mov_b32_e32 v8, v81
	v_add3_u32 v211, s9, s3, v206
	v_add3_u32 v212, s8, s5, v206
	s_mov_b32 s36, 0
	s_mov_b32 s79, 0x31027000
	s_mov_b32 s78, 0x7ffffffe
	s_and_b32 s89, s27, 0xffff
	s_lshl_b32 s96, s30, 5
	s_lshl_b32 s97, s62, 5
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
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
	s_mov_b32 s98, s36
	s_mov_b32 s99, s36
.LBB0_4:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v107, s98, v207
	v_or_b32_e32 v105, s98, v163
	v_dual_mov_b32 v101, s40 :: v_dual_lshlrev_b32 v108, 1, v177
	v_or_b32_e32 v110, 16, v206
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_gt_i32_e32 vcc_lo, s34, v107
	v_or_b32_e32 v111, s98, v206
	v_dual_mov_b32 v103, s42 :: v_dual_lshlrev_b32 v106, 1, v178
	v_add_lshl_u32 v109, s98, v211, 2
	v_cndmask_b32_e32 v107, 0x80000000, v108, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s34, v105
	v_or_b32_e32 v116, s98, v110
	v_cmp_gt_i32_e64 s3, s34, v111
	v_dual_mov_b32 v98, s37 :: v_dual_add_nc_u32 v117, 64, v109
	v_cndmask_b32_e32 v112, 0x80000000, v106, vcc_lo
	v_add_nc_u32_e32 v125, 0x48, v109
	v_add_nc_u32_e32 v126, 0x50, v109
	v_add_nc_u32_e32 v127, 0x58, v109
	v_add_nc_u32_e32 v128, 0x60, v109
	v_add_nc_u32_e32 v129, 0x68, v109
	v_add_nc_u32_e32 v130, 0x70, v109
	v_add_nc_u32_e32 v131, 0x78, v109
	v_cndmask_b32_e64 v132, 0x80000000, v109, s3
	v_cmp_gt_i32_e32 vcc_lo, s34, v116
	v_add_nc_u32_e32 v118, 8, v109
	v_add_nc_u32_e32 v119, 16, v109
	v_add_nc_u32_e32 v120, 24, v109
	v_add_nc_u32_e32 v121, 32, v109
	v_add_nc_u32_e32 v122, 40, v109
	v_add_nc_u32_e32 v123, 48, v109
	v_add_nc_u32_e32 v124, 56, v109
	s_clause 0x1
	buffer_load_b128 v[105:108], v107, s[76:79], 0 offen
	buffer_load_b128 v[109:112], v112, s[76:79], 0 offen
	scratch_load_b32 v97, off, off offset:4 ; 4-byte Folded Reload
	v_dual_mov_b32 v104, s43 :: v_dual_add_nc_u32 v113, 0, v167
	v_cndmask_b32_e64 v116, 0x80000000, v118, s3
	v_cndmask_b32_e64 v118, 0x80000000, v119, s3
	v_cndmask_b32_e64 v119, 0x80000000, v120, s3
	v_cndmask_b32_e64 v120, 0x80000000, v121, s3
	v_cndmask_b32_e64 v121, 0x80000000, v122, s3
	v_cndmask_b32_e64 v122, 0x80000000, v123, s3
	v_cndmask_b32_e64 v123, 0x80000000, v124, s3
	v_dual_cndmask_b32 v124, 0x80000000, v125 :: v_dual_cndmask_b32 v125, 0x80000000, v126
	v_dual_cndmask_b32 v126, 0x80000000, v127 :: v_dual_cndmask_b32 v127, 0x80000000, v128
	v_dual_cndmask_b32 v128, 0x80000000, v129 :: v_dual_cndmask_b32 v129, 0x80000000, v130
	v_dual_cndmask_b32 v130, 0x80000000, v131 :: v_dual_cndmask_b32 v117, 0x80000000, v117
	v_dual_mov_b32 v102, s41 :: v_dual_add_nc_u32 v115, 0, v166
	v_mov_b32_e32 v100, s39
	v_or_b32_e32 v214, s98, v174
	v_add_nc_u32_e32 v178, s96, v178
	v_add_nc_u32_e32 v177, s96, v177
	s_add_i32 s99, s99, 1
	v_mov_b32_e32 v99, s38
	v_cmp_gt_i32_e64 s5, s34, v214
	s_waitcnt vmcnt(2)
	v_mov_b16_e64 v134.h, v105.l
	s_waitcnt vmcnt(1)
	v_mov_b16_e64 v134.l, v109.l
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	v_mov_b16_e64 v141.l, v110.l
	ds_store_b32 v113, v134
	scratch_load_b32 v113, off, off offset:12 ; 4-byte Folded Reload
	v_mov_b16_e64 v141.h, v106.l
	v_mov_b16_e64 v142.l, v111.l
	v_mov_b16_e64 v142.h, v107.l
	v_mov_b16_e64 v143.l, v112.l
	v_mov_b16_e64 v143.h, v108.l
	v_lshrrev_b32_e32 v131, 16, v105
	v_lshrrev_b32_e32 v133, 16, v109
	v_lshrrev_b32_e32 v135, 16, v106
	v_lshrrev_b32_e32 v136, 16, v110
	v_lshrrev_b32_e32 v137, 16, v107
	v_mov_b16_e64 v133.h, v131.l
	v_lshrrev_b32_e32 v138, 16, v111
	v_mov_b16_e64 v136.h, v135.l
	v_lshrrev_b32_e32 v139, 16, v108
	v_mov_b16_e64 v138.h, v137.l
	v_lshrrev_b32_e32 v140, 16, v112
	v_dual_mov_b32 v97, s36 :: v_dual_add_nc_u32 v114, 0, v97
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b16_e64 v140.h, v139.l
	s_waitcnt vmcnt(0)
	ds_store_b32 v113, v141 offset:1024
	scratch_load_b32 v113, off, off offset:20 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v113, v142 offset:2048
	scratch_load_b32 v113, off, off offset:28 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v113, v143 offset:3072
	scratch_load_b32 v113, off, off offset:8 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v113, v133 offset:512
	scratch_load_b32 v113, off, off offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v113, v136 offset:1536
	scratch_load_b32 v113, off, off offset:24 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v113, v138 offset:2560
	scratch_load_b32 v113, off, off offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b32 v113, v140 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0xf
	buffer_load_b32 v215, v132, s[80:83], 0 offen
	buffer_load_b32 v230, v116, s[80:83], 0 offen
	buffer_load_b32 v229, v118, s[80:83], 0 offen
	buffer_load_b32 v228, v119, s[80:83], 0 offen
	buffer_load_b32 v227, v120, s[80:83], 0 offen
	buffer_load_b32 v226, v121, s[80:83], 0 offen
	buffer_load_b32 v225, v122, s[80:83], 0 offen
	buffer_load_b32 v224, v123, s[80:83], 0 offen
	buffer_load_b32 v223, v117, s[80:83], 0 offen
	buffer_load_b32 v222, v124, s[80:83], 0 offen
	buffer_load_b32 v221, v125, s[80:83], 0 offen
	buffer_load_b32 v220, v126, s[80:83], 0 offen
	buffer_load_b32 v219, v127, s[80:83], 0 offen
	buffer_load_b32 v218, v128, s[80:83], 0 offen
	buffer_load_b32 v217, v129, s[80:83], 0 offen
	buffer_load_b32 v216, v130, s[80:83], 0 offen
	ds_load_2addr_b32 v[159:160], v114 offset1:4
	ds_load_2addr_b32 v[157:158], v114 offset0:32 offset1:36
	ds_load_2addr_b32 v[155:156], v114 offset0:64 offset1:68
	ds_load_2addr_b32 v[153:154], v114 offset0:96 offset1:100
	ds_load_2addr_b32 v[143:144], v186 offset1:4
	ds_load_2addr_b32 v[141:142], v186 offset0:32 offset1:36
	ds_load_2addr_b32 v[139:140], v186 offset0:64 offset1:68
	ds_load_2addr_b32 v[135:136], v186 offset0:96 offset1:100
	ds_load_2addr_b32 v[151:152], v187 offset1:4
	ds_load_2addr_b32 v[149:150], v187 offset0:32 offset1:36
	ds_load_2addr_b32 v[147:148], v187 offset0:64 offset1:68
	ds_load_2addr_b32 v[145:146], v187 offset0:96 offset1:100
	ds_load_2addr_b32 v[137:138], v188 offset1:4
	ds_load_2addr_b32 v[133:134], v188 offset0:32 offset1:36
	ds_load_2addr_b32 v[131:132], v188 offset0:64 offset1:68
	ds_load_2addr_b32 v[129:130], v188 offset0:96 offset1:100
	s_waitcnt lgkmcnt(3)
	v_lshrrev_b32_e32 v180, 16, v137
	v_lshrrev_b32_e32 v181, 16, v138
	s_waitcnt lgkmcnt(2)
	v_lshrrev_b32_e32 v182, 16, v133
	v_lshrrev_b32_e32 v183, 16, v134
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v184, 16, v131
	v_lshrrev_b32_e32 v185, 16, v132
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v196, 16, v129
	v_lshrrev_b32_e32 v205, 16, v130
	s_waitcnt vmcnt(15)
	v_cmp_neq_f32_e64 s20, 0xff800000, v215
	s_waitcnt vmcnt(13)
	v_cmp_neq_f32_e64 s6, 0xff800000, v229
	s_waitcnt vmcnt(12)
	v_cmp_neq_f32_e64 s7, 0xff800000, v228
	s_waitcnt vmcnt(11)
	v_cmp_neq_f32_e64 s8, 0xff800000, v227
	s_waitcnt vmcnt(10)
	v_cmp_neq_f32_e64 s9, 0xff800000, v226
	s_waitcnt vmcnt(9)
	v_cmp_neq_f32_e64 s10, 0xff800000, v225
	s_waitcnt vmcnt(8)
	v_cmp_neq_f32_e64 s11, 0xff800000, v224
	s_waitcnt vmcnt(7)
	v_cmp_neq_f32_e64 s12, 0xff800000, v223
	s_waitcnt vmcnt(6)
	v_cmp_neq_f32_e64 s13, 0xff800000, v222
	s_waitcnt vmcnt(5)
	v_cmp_neq_f32_e64 s14, 0xff800000, v221
	s_waitcnt vmcnt(4)
	v_cmp_neq_f32_e64 s15, 0xff800000, v220
	s_waitcnt vmcnt(3)
	v_cmp_neq_f32_e64 s16, 0xff800000, v219
	s_waitcnt vmcnt(2)
	v_cmp_neq_f32_e64 s17, 0xff800000, v218
	s_waitcnt vmcnt(1)
	v_cmp_neq_f32_e64 s18, 0xff800000, v217
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e64 s19, 0xff800000, v216
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v165, v[109:112]
	ds_store_b128 v165, v[105:108] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[105:108], v115
	ds_load_b128 v[109:112], v189
	ds_load_b128 v[121:124], v190
	ds_load_b128 v[125:128], v191
	ds_load_b128 v[231:234], v115 offset:2048
	ds_load_b128 v[235:238], v189 offset:2048
	ds_load_b128 v[239:242], v190 offset:2048
	ds_load_b128 v[243:246], v191 offset:2048
	scratch_load_b32 v161, off, off         ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[113:120], v[105:112], v[17:24], v[97:104]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[105:112], v[231:238], v[17:24], v[97:104]
	ds_load_b128 v[231:234], v192 offset:2048
	ds_load_b128 v[235:238], v193 offset:2048
	v_wmma_f32_16x16x16_f16 v[113:120], v[121:128], v[25:32], v[113:120]
	ds_load_b128 v[125:128], v193
	ds_load_b128 v[121:124], v192
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[105:112], v[239:246], v[25:32], v[105:112]
	ds_load_b128 v[243:246], v195
	ds_load_b128 v[239:242], v194
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[105:112], v[231:238], v[33:40], v[105:112]
	v_lshlrev_b32_e32 v232, 1, v176
	v_lshlrev_b32_e32 v233, 1, v175
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[113:120], v[121:128], v[33:40], v[113:120]
	ds_load_b128 v[121:124], v194 offset:2048
	ds_load_b128 v[125:128], v195 offset:2048
	v_add_nc_u32_e32 v176, s97, v176
	v_cndmask_b32_e64 v214, 0x80000000, v232, s5
	v_cndmask_b32_e64 v232, 0x80000000, v233, s5
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[113:120], v[239:246], v[41:48], v[113:120]
	v_cmp_neq_f32_e64 s5, 0xff800000, v230
	v_add_nc_u32_e32 v175, s97, v175
	s_clause 0x1
	buffer_load_b128 v[246:249], v214, s[84:87], 0 offen
	buffer_load_b128 v[250:253], v232, s[84:87], 0 offen
	v_fma_f32 v113, s33, v113, -v215
	v_fma_f32 v114, s33, v114, -v230
	v_fma_f32 v115, s33, v115, -v229
	v_fma_f32 v116, s33, v116, -v228
	v_fma_f32 v117, s33, v117, -v227
	v_fma_f32 v118, s33, v118, -v226
	v_fma_f32 v119, s33, v119, -v225
	v_fma_f32 v120, s33, v120, -v224
	v_dual_mul_f32 v113, 0x3fb8aa3b, v113 :: v_dual_add_nc_u32 v234, 0, v170
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v118, 0x3fb8aa3b, v118 :: v_dual_add_nc_u32 v213, s66, v168
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[105:112], v[121:128], v[41:48], v[105:112]
	v_dual_mul_f32 v115, 0x3fb8aa3b, v115 :: v_dual_mul_f32 v116, 0x3fb8aa3b, v116
	v_dual_mul_f32 v117, 0x3fb8aa3b, v117 :: v_dual_mul_f32 v120, 0x3fb8aa3b, v120
	v_fma_f32 v105, s33, v105, -v223
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fma_f32 v108, s33, v108, -v220
	v_fma_f32 v106, s33, v106, -v222
	v_fma_f32 v107, s33, v107, -v221
	v_fma_f32 v109, s33, v109, -v219
	v_dual_mul_f32 v105, 0x3fb8aa3b, v105 :: v_dual_mul_f32 v108, 0x3fb8aa3b, v108
	v_fma_f32 v110, s33, v110, -v218
	v_fma_f32 v111, s33, v111, -v217
	v_fma_f32 v112, s33, v112, -v216
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v105, 0xff800000, v105, s12
	v_dual_mul_f32 v119, 0x3fb8aa3b, v119 :: v_dual_mul_f32 v106, 0x3fb8aa3b, v106
	v_dual_mul_f32 v107, 0x3fb8aa3b, v107 :: v_dual_mul_f32 v110, 0x3fb8aa3b, v110
	v_exp_f32_e32 v214, v105
	v_dual_mul_f32 v109, 0x3fb8aa3b, v109 :: v_dual_mul_f32 v112, 0x3fb8aa3b, v112
	v_mul_f32_e32 v111, 0x3fb8aa3b, v111
	v_cndmask_b32_e64 v113, 0xff800000, v113, s20
	v_cndmask_b32_e64 v115, 0xff800000, v115, s6
	v_cndmask_b32_e64 v116, 0xff800000, v116, s7
	v_cndmask_b32_e64 v117, 0xff800000, v117, s8
	v_cndmask_b32_e64 v118, 0xff800000, v118, s9
	v_cndmask_b32_e64 v119, 0xff800000, v119, s10
	v_cndmask_b32_e64 v120, 0xff800000, v120, s11
	v_cndmask_b32_e64 v106, 0xff800000, v106, s13
	v_cndmask_b32_e64 v107, 0xff800000, v107, s14
	v_cndmask_b32_e64 v108, 0xff800000, v108, s15
	v_cndmask_b32_e64 v109, 0xff800000, v109, s16
	v_cndmask_b32_e64 v110, 0xff800000, v110, s17
	v_cndmask_b32_e64 v111, 0xff800000, v111, s18
	v_cndmask_b32_e64 v112, 0xff800000, v112, s19
	v_exp_f32_e32 v121, v113
	v_exp_f32_e32 v123, v115
	v_exp_f32_e32 v124, v116
	v_exp_f32_e32 v125, v117
	v_exp_f32_e32 v126, v118
	v_exp_f32_e32 v127, v119
	v_exp_f32_e32 v128, v120
	v_exp_f32_e32 v215, v106
	v_exp_f32_e32 v216, v107
	v_exp_f32_e32 v217, v108
	v_exp_f32_e32 v218, v109
	v_exp_f32_e32 v219, v110
	v_exp_f32_e32 v220, v111
	v_exp_f32_e32 v221, v112
	v_mul_f32_e32 v114, 0x3fb8aa3b, v114
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v114, 0xff800000, v114, s5
	v_exp_f32_e32 v122, v114
	s_waitcnt vmcnt(2)
	v_add_nc_u32_e32 v231, 0, v161
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v105, off, off offset:36 ; 4-byte Folded Reload
	ds_store_b128 v231, v[246:249]
	s_waitcnt vmcnt(0)
	ds_store_b128 v105, v[250:253] offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[109:112], v197
	ds_load_b128 v[105:108], v234
	ds_load_b128 v[113:116], v234 offset:256
	ds_load_b128 v[117:120], v197 offset:256
	ds_load_b128 v[226:229], v199
	ds_load_b128 v[222:225], v198
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[230:237], v[105:112], v[73:80], v[97:104]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[238:245], v[113:120], v[73:80], v[97:104]
	ds_load_b128 v[97:100], v198 offset:256
	ds_load_b128 v[101:104], v199 offset:256
	ds_load_b128 v[109:112], v201
	ds_load_b128 v[105:108], v200
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[230:237], v[222:229], v[65:72], v[230:237]
	v_lshrrev_b32_e32 v120, 16, v246
	v_lshrrev_b32_e32 v115, 16, v251
	v_lshrrev_b32_e32 v222, 16, v247
	v_mov_b16_e64 v113.h, v250.l
	v_mov_b16_e64 v114.h, v251.l
	v_mov_b16_e64 v113.l, v246.l
	v_mov_b16_e64 v222.h, v115.l
	v_mov_b16_e64 v114.l, v247.l
	v_add_nc_u32_e32 v225, 0, v171
	v_lshrrev_b32_e32 v117, 16, v252
	v_lshrrev_b32_e32 v223, 16, v248
	v_mov_b16_e64 v116.h, v252.l
	v_mov_b16_e64 v116.l, v248.l
	v_lshrrev_b32_e32 v119, 16, v253
	v_mov_b16_e64 v223.h, v117.l
	v_lshrrev_b32_e32 v224, 16, v249
	v_mov_b16_e64 v118.h, v253.l
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[238:245], v[97:104], v[65:72], v[238:245]
	ds_load_b128 v[97:100], v200 offset:256
	ds_load_b128 v[101:104], v201 offset:256
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[230:237], v[105:112], v[57:64], v[230:237]
	ds_load_b128 v[109:112], v203
	ds_load_b128 v[105:108], v202
	v_mov_b16_e64 v118.l, v249.l
	v_mov_b16_e64 v224.h, v119.l
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[238:245], v[97:104], v[57:64], v[238:245]
	ds_load_b128 v[97:100], v202 offset:256
	ds_load_b128 v[101:104], v203 offset:256
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[230:237], v[105:112], v[49:56], v[230:237]
	v_lshrrev_b32_e32 v107, 16, v250
	v_cvt_f16_f32_e32 v105.l, v121
	v_cvt_f16_f32_e32 v105.h, v122
	v_cvt_f16_f32_e32 v106.l, v123
	v_cvt_f16_f32_e32 v106.h, v124
	v_mov_b16_e32 v120.h, v107.l
	v_cvt_f16_f32_e32 v107.l, v125
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[238:245], v[97:104], v[49:56], v[238:245]
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v204, v105
	ds_store_b16_d16_hi v204, v105 offset:128
	ds_store_b16 v204, v106 offset:256
	ds_store_b16_d16_hi v204, v106 offset:384
	v_cvt_f16_f32_e32 v105.l, v126
	v_cvt_f16_f32_e32 v105.h, v127
	v_cvt_f16_f32_e64 v106.l, v128
	v_cvt_f16_f32_e64 v106.h, v214
	ds_store_b16 v204, v107 offset:512
	ds_store_b16 v204, v105 offset:640
	ds_store_b16_d16_hi v204, v105 offset:768
	ds_store_b16 v204, v106 offset:896
	v_cvt_f16_f32_e64 v107.l, v215
	v_cvt_f16_f32_e64 v105.l, v216
	v_cvt_f16_f32_e64 v105.h, v217
	v_cvt_f16_f32_e64 v106.l, v218
	ds_store_b16_d16_hi v204, v106 offset:1024
	ds_store_b16 v204, v107 offset:1152
	ds_store_b16 v204, v105 offset:1280
	v_cvt_f16_f32_e64 v106.h, v219
	v_cvt_f16_f32_e64 v107.l, v220
	v_cvt_f16_f32_e64 v105.l, v221
	ds_store_b16_d16_hi v204, v105 offset:1408
	ds_store_b16 v204, v106 offset:1536
	ds_store_b16_d16_hi v204, v106 offset:1664
	ds_store_b16 v204, v107 offset:1792
	ds_store_b16 v204, v105 offset:1920
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_u16_d16 v97, v213
	ds_load_u16_d16 v98, v213 offset:128
	ds_load_u16_d16 v99, v213 offset:256
	ds_load_u16_d16 v100, v213 offset:384
	ds_load_u16_d16 v101, v213 offset:512
	ds_load_u16_d16 v102, v213 offset:640
	ds_load_u16_d16 v103, v213 offset:768
	ds_load_u16_d16 v104, v213 offset:896
	ds_load_u16_d16 v105, v213 offset:1024
	ds_load_u16_d16 v106, v213 offset:1152
	ds_load_u16_d16 v107, v213 offset:1280
	ds_load_u16_d16 v108, v213 offset:1408
	ds_load_u16_d16 v109, v213 offset:1536
	ds_load_u16_d16 v110, v213 offset:1664
	ds_load_u16_d16 v111, v213 offset:1792
	ds_load_u16_d16 v112, v213 offset:1920
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v97, v213 offset:64
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v98, v213 offset:192
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v99, v213 offset:320
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v100, v213 offset:448
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v101, v213 offset:576
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v102, v213 offset:704
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v103, v213 offset:832
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v104, v213 offset:960
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v105, v213 offset:1088
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v106, v213 offset:1216
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v107, v213 offset:1344
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v108, v213 offset:1472
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v109, v213 offset:1600
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v110, v213 offset:1728
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v111, v213 offset:1856
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v112, v213 offset:1984
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v115, off, off offset:40 ; 4-byte Folded Reload
	ds_store_2addr_b32 v225, v113, v120 offset1:16
	v_add_nc_u32_e32 v113, 0, v173
	s_waitcnt vmcnt(0)
	ds_store_2addr_b32 v115, v114, v222 offset0:32 offset1:48
	scratch_load_b32 v114, off, off offset:44 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_2addr_b32 v114, v116, v223 offset0:64 offset1:80
	scratch_load_b32 v114, off, off offset:48 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_2addr_b32 v114, v118, v224 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[226:229], v208
	ds_load_b128 v[222:225], v113
	ds_load_b128 v[113:116], v113 offset:2048
	ds_load_b128 v[117:120], v208 offset:2048
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[81:88], v[222:229], v[97:104], v[81:88]
	v_add_lshl_u32 v222, s98, v212, 2
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[89:96], v[113:120], v[97:104], v[89:96]
	s_add_i32 s98, s98, 32
	s_cmp_lg_u32 s99, s67
	v_add_nc_u32_e32 v223, 8, v222
	v_add_nc_u32_e32 v224, 16, v222
	v_add_nc_u32_e32 v225, 24, v222
	v_add_nc_u32_e32 v226, 32, v222
	v_add_nc_u32_e32 v227, 40, v222
	v_add_nc_u32_e32 v228, 48, v222
	v_add_nc_u32_e32 v229, 56, v222
	v_cndmask_b32_e64 v246, 0x80000000, v222, s3
	v_cndmask_b32_e64 v223, 0x80000000, v223, s3
	v_cndmask_b32_e64 v224, 0x80000000, v224, s3
	v_cndmask_b32_e64 v225, 0x80000000, v225, s3
	v_cndmask_b32_e64 v226, 0x80000000, v226, s3
	v_cndmask_b32_e64 v227, 0x80000000, v227, s3
	v_cndmask_b32_e64 v228, 0x80000000, v228, s3
	v_cndmask_b32_e64 v229, 0x80000000, v229, s3
	s_clause 0x7
	buffer_load_b32 v246, v246, s[88:91], 0 offen
	buffer_load_b32 v223, v223, s[88:91], 0 offen
	buffer_load_b32 v224, v224, s[88:91], 0 offen
	buffer_load_b32 v225, v225, s[88:91], 0 offen
	buffer_load_b32 v226, v226, s[88:91], 0 offen
	buffer_load_b32 v227, v227, s[88:91], 0 offen
	buffer_load_b32 v228, v228, s[88:91], 0 offen
	buffer_load_b32 v229, v229, s[88:91], 0 offen
	s_waitcnt vmcnt(6)
	v_dual_sub_f32 v246, v230, v246 :: v_dual_sub_f32 v247, v231, v223
	s_waitcnt vmcnt(5)
	v_dual_sub_f32 v248, v232, v224 :: v_dual_add_nc_u32 v223, 64, v222
	s_waitcnt vmcnt(4)
	v_dual_sub_f32 v249, v233, v225 :: v_dual_add_nc_u32 v224, 0x48, v222
	v_add_nc_u32_e32 v225, 0x50, v222
	s_waitcnt vmcnt(2)
	v_dual_sub_f32 v250, v234, v226 :: v_dual_sub_f32 v251, v235, v227
	v_add_nc_u32_e32 v226, 0x58, v222
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v252, v236, v228 :: v_dual_sub_f32 v253, v237, v229
	v_add_nc_u32_e32 v227, 0x60, v222
	v_add_nc_u32_e32 v228, 0x68, v222
	v_add_nc_u32_e32 v229, 0x70, v222
	v_add_nc_u32_e32 v222, 0x78, v222
	v_dual_cndmask_b32 v223, 0x80000000, v223 :: v_dual_cndmask_b32 v224, 0x80000000, v224
	v_dual_cndmask_b32 v225, 0x80000000, v225 :: v_dual_cndmask_b32 v226, 0x80000000, v226
	v_dual_cndmask_b32 v227, 0x80000000, v227 :: v_dual_cndmask_b32 v228, 0x80000000, v228
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v229, 0x80000000, v229 :: v_dual_cndmask_b32 v222, 0x80000000, v222
	s_clause 0x7
	buffer_load_b32 v223, v223, s[88:91], 0 offen
	buffer_load_b32 v224, v224, s[88:91], 0 offen
	buffer_load_b32 v225, v225, s[88:91], 0 offen
	buffer_load_b32 v226, v226, s[88:91], 0 offen
	buffer_load_b32 v227, v227, s[88:91], 0 offen
	buffer_load_b32 v228, v228, s[88:91], 0 offen
	buffer_load_b32 v229, v229, s[88:91], 0 offen
	buffer_load_b32 v222, v222, s[88:91], 0 offen
	v_lshrrev_b32_e32 v234, 16, v155
	v_lshrrev_b32_e32 v235, 16, v156
	v_lshrrev_b32_e32 v236, 16, v153
	v_lshrrev_b32_e32 v237, 16, v154
	v_lshrrev_b32_e32 v230, 16, v159
	v_lshrrev_b32_e32 v231, 16, v160
	v_lshrrev_b32_e32 v232, 16, v157
	v_lshrrev_b32_e32 v233, 16, v158
	v_mov_b16_e64 v153.h, v137.l
	v_mov_b16_e64 v154.h, v138.l
	v_mov_b16_e64 v155.h, v133.l
	v_mov_b16_e64 v156.h, v134.l
	v_mov_b16_e64 v157.h, v131.l
	v_mov_b16_e64 v158.h, v132.l
	v_mov_b16_e64 v159.h, v129.l
	v_mov_b16_e64 v160.h, v130.l
	v_fma_mixlo_f16 v137, v121, v246, neg(0)
	v_fma_mixhi_f16 v137, v122, v247, neg(0)
	v_fma_mixlo_f16 v138, v123, v248, neg(0)
	v_fma_mixhi_f16 v138, v124, v249, neg(0)
	s_waitcnt vmcnt(6)
	v_dual_sub_f32 v254, v238, v223 :: v_dual_sub_f32 v255, v239, v224
	s_waitcnt vmcnt(4)
	v_dual_sub_f32 v161, v240, v225 :: v_dual_sub_f32 v172, v241, v226
	s_waitcnt vmcnt(3)
	v_sub_f32_e32 v164, v242, v227
	s_waitcnt vmcnt(1)
	v_dual_sub_f32 v162, v243, v228 :: v_dual_sub_f32 v169, v244, v229
	v_mov_b16_e64 v226.h, v139.l
	v_mov_b16_e64 v227.h, v140.l
	v_lshrrev_b32_e32 v139, 16, v139
	v_lshrrev_b32_e32 v140, 16, v140
	v_mov_b16_e64 v228.h, v135.l
	v_mov_b16_e64 v229.h, v136.l
	v_lshrrev_b32_e32 v135, 16, v135
	v_lshrrev_b32_e32 v136, 16, v136
	v_mov_b16_e64 v234.h, v139.l
	v_mov_b16_e64 v235.h, v140.l
	v_fma_mixlo_f16 v139, v125, v250, neg(0)
	v_mov_b16_e64 v236.h, v135.l
	v_mov_b16_e64 v237.h, v136.l
	v_fma_mixhi_f16 v139, v126, v251, neg(0)
	v_fma_mixlo_f16 v140, v127, v252, neg(0)
	v_fma_mixhi_f16 v140, v128, v253, neg(0)
	ds_load_b128 v[125:128], v210
	ds_load_b128 v[121:124], v209
	ds_load_b128 v[129:132], v209 offset:2048
	ds_load_b128 v[133:136], v210 offset:2048
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v179, v245, v222
	v_mov_b16_e64 v222.h, v143.l
	v_mov_b16_e64 v223.h, v144.l
	v_lshrrev_b32_e32 v143, 16, v143
	v_lshrrev_b32_e32 v144, 16, v144
	v_mov_b16_e64 v224.h, v141.l
	v_mov_b16_e64 v225.h, v142.l
	v_lshrrev_b32_e32 v141, 16, v141
	v_lshrrev_b32_e32 v142, 16, v142
	v_mov_b16_e64 v230.h, v143.l
	v_mov_b16_e64 v231.h, v144.l
	v_fma_mixlo_f16 v143, v218, v164, neg(0)
	v_mov_b16_e64 v232.h, v141.l
	v_mov_b16_e64 v233.h, v142.l
	v_fma_mixlo_f16 v141, v214, v254, neg(0)
	v_fma_mixlo_f16 v142, v216, v161, neg(0)
	v_fma_mixlo_f16 v144, v220, v169, neg(0)
	v_mov_b16_e64 v222.l, v159.l
	v_mov_b16_e64 v223.l, v160.l
	v_mov_b16_e64 v224.l, v157.l
	v_mov_b16_e64 v225.l, v158.l
	v_mov_b16_e64 v226.l, v155.l
	v_mov_b16_e64 v227.l, v156.l
	v_mov_b16_e64 v228.l, v153.l
	v_mov_b16_e64 v229.l, v154.l
	v_mov_b16_e64 v153.l, v151.l
	v_mov_b16_e64 v154.l, v152.l
	v_lshrrev_b32_e32 v238, 16, v151
	v_lshrrev_b32_e32 v239, 16, v152
	v_mov_b16_e64 v155.l, v149.l
	v_mov_b16_e64 v156.l, v150.l
	v_lshrrev_b32_e32 v240, 16, v149
	v_lshrrev_b32_e32 v241, 16, v150
	v_mov_b16_e64 v157.l, v147.l
	v_mov_b16_e64 v158.l, v148.l
	v_lshrrev_b32_e32 v242, 16, v147
	v_lshrrev_b32_e32 v243, 16, v148
	v_mov_b16_e64 v159.l, v145.l
	v_mov_b16_e64 v160.l, v146.l
	v_lshrrev_b32_e32 v244, 16, v145
	v_lshrrev_b32_e32 v245, 16, v146
	v_fma_mixhi_f16 v141, v215, v255, neg(0)
	v_fma_mixhi_f16 v142, v217, v172, neg(0)
	v_fma_mixhi_f16 v143, v219, v162, neg(0)
	v_fma_mixhi_f16 v144, v221, v179, neg(0)
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v204, v137
	ds_store_b16_d16_hi v204, v137 offset:128
	ds_store_b16 v204, v138 offset:256
	ds_store_b16_d16_hi v204, v138 offset:384
	ds_store_b16 v204, v139 offset:512
	ds_store_b16_d16_hi v204, v139 offset:640
	ds_store_b16 v204, v140 offset:768
	ds_store_b16_d16_hi v204, v140 offset:896
	ds_store_b16 v204, v141 offset:1024
	ds_store_b16_d16_hi v204, v141 offset:1152
	ds_store_b16 v204, v142 offset:1280
	ds_store_b16_d16_hi v204, v142 offset:1408
	ds_store_b16 v204, v143 offset:1536
	ds_store_b16_d16_hi v204, v143 offset:1664
	ds_store_b16 v204, v144 offset:1792
	ds_store_b16_d16_hi v204, v144 offset:1920
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_u16_d16 v137, v213
	ds_load_u16_d16 v138, v213 offset:128
	ds_load_u16_d16 v139, v213 offset:256
	ds_load_u16_d16 v140, v213 offset:384
	ds_load_u16_d16 v141, v213 offset:512
	ds_load_u16_d16 v142, v213 offset:640
	ds_load_u16_d16 v143, v213 offset:768
	ds_load_u16_d16 v144, v213 offset:896
	ds_load_u16_d16 v145, v213 offset:1024
	ds_load_u16_d16 v146, v213 offset:1152
	ds_load_u16_d16 v147, v213 offset:1280
	ds_load_u16_d16 v148, v213 offset:1408
	ds_load_u16_d16 v149, v213 offset:1536
	ds_load_u16_d16 v150, v213 offset:1664
	ds_load_u16_d16 v151, v213 offset:1792
	ds_load_u16_d16 v152, v213 offset:1920
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v137, v213 offset:64
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v138, v213 offset:192
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v139, v213 offset:320
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v140, v213 offset:448
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v141, v213 offset:576
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v142, v213 offset:704
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v143, v213 offset:832
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v144, v213 offset:960
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v145, v213 offset:1088
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v146, v213 offset:1216
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v147, v213 offset:1344
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v148, v213 offset:1472
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v149, v213 offset:1600
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v150, v213 offset:1728
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v151, v213 offset:1856
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v152, v213 offset:1984
	v_mov_b16_e64 v238.h, v180.l
	v_mov_b16_e64 v239.h, v181.l
	v_mov_b16_e64 v240.h, v182.l
	v_mov_b16_e64 v241.h, v183.l
	v_mov_b16_e64 v242.h, v184.l
	v_mov_b16_e64 v243.h, v185.l
	v_mov_b16_e64 v244.h, v196.l
	v_mov_b16_e64 v245.h, v205.l
	v_wmma_f32_16x16x16_f16 v[81:88], v[121:128], v[105:112], v[81:88]
	v_wmma_f32_16x16x16_f16 v[89:96], v[129:136], v[105:112], v[89:96]
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[9:16], v[222:229], v[137:144], v[9:16]
	v_wmma_f32_16x16x16_f16 v[1:8], v[153:160], v[137:144], v[1:8]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[9:16], v[230:237], v[145:152], v[9:16]
	v_wmma_f32_16x16x16_f16 v[1:8], v[238:245], v[145:152], v[1:8]
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %._crit_edge206.loopexit
	v_cvt_f16_f32_e32 v29.l, v81
	v_cvt_f16_f32_e32 v31.l, v82
	v_cvt_f16_f32_e32 v32.l, v83
	v_cvt_f16_f32_e32 v30.l, v84
	v_cvt_f16_f32_e32 v28.l, v85
	v_cvt_f16_f32_e32 v27.l, v86
	v_cvt_f16_f32_e32 v25.l, v87
	v_cvt_f16_f32_e32 v26.l, v88
	v_cvt_f16_f32_e32 v24.l, v89
	v_cvt_f16_f32_e32 v23.l, v90
	v_cvt_f16_f32_e32 v22.l, v91
	v_cvt_f16_f32_e32 v20.l, v92
	v_cvt_f16_f32_e32 v21.l, v93
	v_cvt_f16_f32_e32 v19.l, v94
	v_cvt_f16_f32_e32 v18.l, v95
	v_cvt_f16_f32_e32 v17.l, v96
	v_and_b32_e32 v98, 15, v0
	s_branch .LBB0_8
.LBB0_6:
	v_mov_b32_e32 v9, 0
	v_mov_b16_e32 v29.l, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v8, v9
	v_mov_b16_e32 v31.l, v29.l
	v_mov_b16_e32 v32.l, v29.l
	v_mov_b16_e32 v30.l, v29.l
	v_mov_b16_e32 v28.l, v29.l
	v_mov_b16_e32 v27.l, v29.l
	v_mov_b16_e32 v25.l, v29.l
	v_mov_b16_e32 v26.l, v29.l
	v_mov_b16_e32 v24.l, v29.l
	v_mov_b16_e32 v23.l, v29.l
	v_mov_b16_e32 v22.l, v29.l
	v_mov_b16_e32 v20.l, v29.l
	v_mov_b16_e32 v21.l, v29.l
	v_mov_b16_e32 v19.l, v29.l
	v_mov_b16_e32 v18.l, v29.l
	v_mov_b16_e32 v17.l, v29.l
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b16_e32 v17.l, 0
	v_mov_b32_e32 v8, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b16_e32 v18.l, v17.l
	v_mov_b16_e32 v19.l, v17.l
	v_mov_b16_e32 v21.l, v17.l
	v_mov_b16_e32 v20.l, v17.l
	v_mov_b16_e32 v22.l, v17.l
	v_mov_b16_e32 v23.l, v17.l
	v_mov_b16_e32 v24.l, v17.l
	v_mov_b16_e32 v26.l, v17.l
	v_mov_b16_e32 v25.l, v17.l
	v_mov_b16_e32 v27.l, v17.l
	v_mov_b16_e32 v28.l, v17.l
	v_mov_b16_e32 v30.l, v17.l
	v_mov_b16_e32 v32.l, v17.l
	v_mov_b16_e32 v31.l, v17.l
	v_mov_b16_e32 v29.l, v17.l
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v16, v8
	v_mov_b32_e32 v15, v8
	v_mov_b32_e32 v14, v8
	v_mov_b32_e32 v13, v8
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v11, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v9, v8
.LBB0_8:                                ; %._crit_edge206
	s_lshr_b32 s3, s63, 2
	s_lshr_b32 s5, s21, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v33, s3, v98
	v_or_b32_e32 v34, s5, v206
	s_mul_i32 s3, s75, s4
	s_mul_i32 s5, s46, s2
	s_and_b32 s21, s71, 0xffff
	s_add_i32 s5, s5, s3
	s_mul_i32 s3, s47, s92
	v_mul_lo_u32 v51, v33, s47
	s_add_i32 s3, s3, s5
	v_or_b32_e32 v35, s92, v33
	v_or_b32_e32 v36, 2, v34
	v_or_b32_e32 v37, 4, v34
	v_or_b32_e32 v38, 6, v34
	v_add_nc_u32_e32 v52, s3, v34
	v_or_b32_e32 v39, 8, v34
	v_or_b32_e32 v40, 10, v34
	v_add_nc_u32_e32 v53, s3, v36
	v_add_nc_u32_e32 v54, s3, v37
	v_add_nc_u32_e32 v55, s3, v38
	v_add_lshl_u32 v52, v52, v51, 1
	v_cmp_gt_i32_e32 vcc_lo, s35, v35
	v_or_b32_e32 v41, 12, v34
	v_add_nc_u32_e32 v56, s3, v39
	v_add_nc_u32_e32 v57, s3, v40
	v_or_b32_e32 v42, 14, v34
	v_cndmask_b32_e32 v35, 0x80000000, v52, vcc_lo
	v_add_lshl_u32 v52, v53, v51, 1
	v_add_lshl_u32 v53, v54, v51, 1
	v_add_lshl_u32 v54, v55, v51, 1
	s_mov_b32 s20, s70
	v_or_b32_e32 v43, 32, v34
	v_or_b32_e32 v44, 34, v34
	v_add_nc_u32_e32 v58, s3, v41
	buffer_store_b16 v29, v35, s[20:23], 0 offen
	v_cndmask_b32_e32 v29, 0x80000000, v52, vcc_lo
	v_cndmask_b32_e32 v35, 0x80000000, v53, vcc_lo
	v_add_lshl_u32 v52, v56, v51, 1
	v_cndmask_b32_e32 v53, 0x80000000, v54, vcc_lo
	v_add_lshl_u32 v54, v57, v51, 1
	v_add_nc_u32_e32 v59, s3, v42
	v_or_b32_e32 v45, 36, v34
	v_add_nc_u32_e32 v60, s3, v43
	v_add_nc_u32_e32 v61, s3, v44
	s_clause 0x1
	buffer_store_b16 v31, v29, s[20:23], 0 offen
	buffer_store_b16 v32, v35, s[20:23], 0 offen
	v_cndmask_b32_e32 v29, 0x80000000, v52, vcc_lo
	buffer_store_b16 v30, v53, s[20:23], 0 offen
	v_cndmask_b32_e32 v30, 0x80000000, v54, vcc_lo
	v_add_lshl_u32 v31, v58, v51, 1
	v_add_lshl_u32 v32, v59, v51, 1
	v_or_b32_e32 v46, 38, v34
	v_or_b32_e32 v48, 42, v34
	v_add_nc_u32_e32 v62, s3, v45
	buffer_store_b16 v28, v29, s[20:23], 0 offen
	v_add_lshl_u32 v28, v60, v51, 1
	buffer_store_b16 v27, v30, s[20:23], 0 offen
	v_cndmask_b32_e32 v27, 0x80000000, v31, vcc_lo
	v_add_lshl_u32 v30, v61, v51, 1
	v_or_b32_e32 v47, 40, v34
	v_cndmask_b32_e32 v29, 0x80000000, v32, vcc_lo
	v_or_b32_e32 v49, 44, v34
	v_or_b32_e32 v50, 46, v34
	v_add_nc_u32_e32 v63, s3, v46
	v_add_nc_u32_e32 v65, s3, v48
	v_cndmask_b32_e32 v28, 0x80000000, v28, vcc_lo
	v_add_lshl_u32 v31, v62, v51, 1
	s_clause 0x1
	buffer_store_b16 v25, v27, s[20:23], 0 offen
	buffer_store_b16 v26, v29, s[20:23], 0 offen
	v_cndmask_b32_e32 v25, 0x80000000, v30, vcc_lo
	v_add_nc_u32_e32 v64, s3, v47
	v_add_nc_u32_e32 v66, s3, v49
	v_add_nc_u32_e32 v67, s3, v50
	buffer_store_b16 v24, v28, s[20:23], 0 offen
	v_cndmask_b32_e32 v24, 0x80000000, v31, vcc_lo
	v_add_lshl_u32 v26, v63, v51, 1
	buffer_store_b16 v23, v25, s[20:23], 0 offen
	v_add_lshl_u32 v23, v65, v51, 1
	v_add_lshl_u32 v27, v64, v51, 1
	buffer_store_b16 v22, v24, s[20:23], 0 offen
	v_cndmask_b32_e32 v22, 0x80000000, v26, vcc_lo
	v_add_lshl_u32 v25, v66, v51, 1
	v_cndmask_b32_e32 v23, 0x80000000, v23, vcc_lo
	v_add_lshl_u32 v26, v67, v51, 1
	v_cndmask_b32_e32 v24, 0x80000000, v27, vcc_lo
	s_clause 0x1
	buffer_store_b16 v20, v22, s[20:23], 0 offen
	buffer_store_b16 v21, v24, s[20:23], 0 offen
	v_cndmask_b32_e32 v20, 0x80000000, v25, vcc_lo
	buffer_store_b16 v19, v23, s[20:23], 0 offen
	v_cndmask_b32_e32 v19, 0x80000000, v26, vcc_lo
	s_mul_i32 s3, s72, s4
	s_mul_i32 s5, s73, s2
	buffer_store_b16 v18, v20, s[20:23], 0 offen
	s_add_i32 s5, s5, s3
	s_mul_i32 s3, s74, s92
	buffer_store_b16 v17, v19, s[20:23], 0 offen
	v_mul_lo_u32 v17, v33, s74
	s_add_i32 s3, s3, s5
	v_fma_mixlo_f16 v9, s33, v9, neg(0)
	v_add_nc_u32_e32 v18, s3, v34
	v_add_nc_u32_e32 v19, s3, v36
	v_add_nc_u32_e32 v20, s3, v37
	v_add_nc_u32_e32 v21, s3, v38
	v_add_nc_u32_e32 v22, s3, v39
	v_add_lshl_u32 v18, v18, v17, 1
	s_and_b32 s69, s69, 0xffff
	s_mov_b32 s70, s22
	s_mov_b32 s71, s23
	v_add_nc_u32_e32 v23, s3, v40
	v_cndmask_b32_e32 v18, 0x80000000, v18, vcc_lo
	v_add_nc_u32_e32 v24, s3, v41
	v_fma_mixlo_f16 v10, s33, v10, neg(0)
	v_add_nc_u32_e32 v25, s3, v42
	v_fma_mixlo_f16 v11, s33, v11, neg(0)
	buffer_store_b16 v9, v18, s[68:71], 0 offen
	v_add_lshl_u32 v9, v19, v17, 1
	v_add_lshl_u32 v18, v20, v17, 1
	v_add_lshl_u32 v19, v21, v17, 1
	v_add_lshl_u32 v20, v22, v17, 1
	v_add_lshl_u32 v21, v23, v17, 1
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v9, 0x80000000, v9 :: v_dual_cndmask_b32 v18, 0x80000000, v18
	v_add_nc_u32_e32 v26, s3, v43
	v_fma_mixlo_f16 v12, s33, v12, neg(0)
	v_cndmask_b32_e32 v19, 0x80000000, v19, vcc_lo
	v_add_nc_u32_e32 v27, s3, v44
	v_fma_mixlo_f16 v13, s33, v13, neg(0)
	v_cndmask_b32_e32 v20, 0x80000000, v20, vcc_lo
	v_add_nc_u32_e32 v28, s3, v45
	v_fma_mixlo_f16 v14, s33, v14, neg(0)
	v_cndmask_b32_e32 v21, 0x80000000, v21, vcc_lo
	s_clause 0x4
	buffer_store_b16 v10, v9, s[68:71], 0 offen
	buffer_store_b16 v11, v18, s[68:71], 0 offen
	buffer_store_b16 v12, v19, s[68:71], 0 offen
	buffer_store_b16 v13, v20, s[68:71], 0 offen
	buffer_store_b16 v14, v21, s[68:71], 0 offen
	v_add_lshl_u32 v9, v24, v17, 1
	v_add_lshl_u32 v10, v25, v17, 1
	v_add_lshl_u32 v11, v26, v17, 1
	v_add_lshl_u32 v12, v27, v17, 1
	v_add_lshl_u32 v13, v28, v17, 1
	v_add_nc_u32_e32 v29, s3, v46
	v_fma_mixlo_f16 v15, s33, v15, neg(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_add_nc_u32_e32 v30, s3, v47
	v_fma_mixlo_f16 v16, s33, v16, neg(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_add_nc_u32_e32 v31, s3, v48
	v_fma_mixlo_f16 v1, s33, v1, neg(0)
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_add_nc_u32_e32 v32, s3, v49
	v_fma_mixlo_f16 v2, s33, v2, neg(0)
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_add_nc_u32_e32 v33, s3, v50
	v_fma_mixlo_f16 v3, s33, v3, neg(0)
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	s_clause 0x4
	buffer_store_b16 v15, v9, s[68:71], 0 offen
	buffer_store_b16 v16, v10, s[68:71], 0 offen
	buffer_store_b16 v1, v11, s[68:71], 0 offen
	buffer_store_b16 v2, v12, s[68:71], 0 offen
	buffer_store_b16 v3, v13, s[68:71], 0 offen
	v_add_lshl_u32 v1, v29, v17, 1
	v_add_lshl_u32 v2, v30, v17, 1
	v_add_lshl_u32 v3, v31, v17, 1
	v_add_lshl_u32 v9, v32, v17, 1
	v_add_lshl_u32 v10, v33, v17, 1
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
	buffer_store_b16 v4, v1, s[68:71], 0 offen
	buffer_store_b16 v5, v2, s[68:71], 0 offen
	buffer_store_b16 v6, v3, s[68:71], 0 offen
	buffer_store_b16 v7, v9, s[68:71], 0 offen
	buffer_store_b16 v8, v10, s[68:71], 0 offen
.LBB0_9:
	s_cmp_ge_i32 s92, s34
	s_cbranch_scc1 .LBB0_15
; %bb.10:
	s_cmp_eq_u32 s2, 0x7fffffff
	s_cbranch_scc1 .LBB0_15
; %bb.11:                               ; %.lr.ph258
	v_dual_mov_b32 v48, 0 :: v_dual_and_b32 v13, 7, v0
	v_and_or_b32 v11, v0, 31, s94
	s_mul_i32 s3, s28, s4
	s_mul_i32 s5, s2, s29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v46, v48 :: v_dual_lshlrev_b32 v81, 3, v13
	v_lshrrev_b32_e32 v97, 3, v11
	s_add_i32 s5, s5, s3
	s_mov_b32 s47, 0x31027000
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, s30, s92, v[81:82]
	s_mov_b32 s46, 0x7ffffffe
	v_or_b32_e32 v98, 16, v97
	s_and_b32 s65, s65, 0xffff
	s_mov_b32 s66, s46
	s_mov_b32 s67, s47
	v_mad_u64_u32 v[9:10], null, s62, s92, v[81:82]
	v_dual_mov_b32 v44, v48 :: v_dual_lshlrev_b32 v49, 1, v11
	v_mad_u64_u32 v[2:3], null, v97, s30, v[1:2]
	s_mul_i32 s6, s2, s51
	s_and_b32 s61, s61, 0xffff
	s_mov_b32 s63, s47
	v_dual_mov_b32 v38, v48 :: v_dual_and_b32 v99, 15, v0
	s_load_b64 s[16:17], s[0:1], 0x28
	v_mov_b32_e32 v45, v48
	v_mad_u64_u32 v[3:4], null, v98, s30, v[1:2]
	v_or_b32_e32 v1, s92, v97
	v_or_b32_e32 v4, s92, v98
	v_add_lshl_u32 v2, s5, v2, 1
	v_mov_b32_e32 v43, v48
	v_mov_b32_e32 v41, v48
	v_cmp_gt_i32_e32 vcc_lo, s34, v1
	v_cmp_gt_i32_e64 s3, s34, v4
	v_add_lshl_u32 v3, s5, v3, 1
	v_lshlrev_b32_e32 v14, 4, v11
	v_mad_u64_u32 v[10:11], null, v97, s62, v[9:10]
	v_cndmask_b32_e32 v1, 0x80000000, v2, vcc_lo
	s_mul_i32 s5, s50, s4
	v_cndmask_b32_e64 v5, 0x80000000, v3, s3
	s_add_i32 s6, s6, s5
	v_mov_b32_e32 v39, v48
	s_clause 0x1
	buffer_load_b128 v[1:4], v1, s[64:67], 0 offen
	buffer_load_b128 v[5:8], v5, s[64:67], 0 offen
	v_mad_u64_u32 v[11:12], null, v98, s62, v[9:10]
	v_dual_mov_b32 v42, v48 :: v_dual_and_b32 v9, 0x70, v49
	v_add_lshl_u32 v10, s6, v10, 1
	s_mov_b32 s62, s46
	v_mov_b32_e32 v37, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, v9, v14
	v_mov_b32_e32 v35, v48
	v_add_lshl_u32 v11, s6, v11, 1
	v_and_b32_e32 v100, 16, v0
	v_dual_mov_b32 v40, v48 :: v_dual_add_nc_u32 v101, 0, v9
	v_cndmask_b32_e32 v9, 0x80000000, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v10, 0x80000000, v11, s3
	s_and_b32 s3, s95, 32
	v_mov_b32_e32 v33, v48
	s_add_i32 s5, s35, 31
	s_and_b32 s6, s95, 64
	s_lshr_b32 s7, s3, 1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s17, s17, 0xffff
	s_mov_b32 s8, 0
	s_cmp_lt_i32 s5, 32
	v_mov_b32_e32 v36, v48
	v_mov_b32_e32 v34, v48
	v_mov_b32_e32 v47, v48
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v101, v[1:4]
	ds_store_b128 v101, v[5:8] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1
	buffer_load_b128 v[82:85], v9, s[60:63], 0 offen
	buffer_load_b128 v[86:89], v10, s[60:63], 0 offen
	v_lshlrev_b32_e32 v1, 4, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v102, v99, 7, v1
	v_lshl_or_b32 v1, s3, 6, v102
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v2, 16, v1
	v_xor_b32_e32 v3, 32, v1
	v_xor_b32_e32 v4, 48, v1
	v_xor_b32_e32 v5, 64, v1
	v_add_nc_u32_e32 v73, 0, v1
	v_xor_b32_e32 v6, 0x50, v1
	v_xor_b32_e32 v7, 0x60, v1
	v_xor_b32_e32 v1, 0x70, v1
	v_add_nc_u32_e32 v77, 0, v2
	v_add_nc_u32_e32 v65, 0, v3
	v_add_nc_u32_e32 v69, 0, v4
	v_add_nc_u32_e32 v57, 0, v5
	v_add_nc_u32_e32 v61, 0, v6
	v_add_nc_u32_e32 v50, 0, v7
	v_add_nc_u32_e32 v53, 0, v1
	ds_load_b128 v[1:4], v73
	ds_load_b128 v[5:8], v77
	ds_load_b128 v[9:12], v65
	ds_load_b128 v[13:16], v69
	ds_load_b128 v[17:20], v57
	ds_load_b128 v[21:24], v61
	ds_load_b128 v[25:28], v50
	ds_load_b128 v[29:32], v53
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v101, v[82:85]
	ds_store_b128 v101, v[86:89] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_14
; %bb.12:                               ; %.lr.ph224
	v_or_b32_e32 v33, s7, v99
	s_mul_i32 s9, s56, s4
	s_mul_i32 s10, s2, s57
	s_add_i32 s9, s9, s92
	s_and_b32 s13, s25, 0xffff
	s_add_i32 s10, s10, s9
	s_mul_i32 s9, s58, s4
	v_or_b32_e32 v34, s92, v33
	v_add_lshl_u32 v35, s10, v33, 2
	s_add_i32 s9, s9, s92
	s_mul_i32 s10, s2, s59
	s_mov_b32 s12, s24
	s_add_i32 s10, s10, s9
	v_cmp_gt_i32_e32 vcc_lo, s34, v34
	v_add_lshl_u32 v33, s10, v33, 2
	s_mov_b32 s14, s46
	s_mov_b32 s15, s47
	s_and_b32 s21, s27, 0xffff
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_cndmask_b32 v34, 0x80000000, v35 :: v_dual_cndmask_b32 v33, 0x80000000, v33
	s_mov_b32 s20, s26
	s_mov_b32 s22, s46
	s_mov_b32 s23, s47
	buffer_load_b32 v103, v34, s[12:15], 0 offen
	buffer_load_b32 v104, v33, s[20:23], 0 offen
	v_dual_mov_b32 v33, 0 :: v_dual_lshlrev_b32 v34, 5, v0
	v_and_b32_e32 v82, 0x4c, v49
	ds_load_b128 v[49:52], v50
	ds_load_b128 v[53:56], v53
	ds_load_b128 v[57:60], v57
	ds_load_b128 v[61:64], v61
	ds_load_b128 v[65:68], v65
	ds_load_b128 v[69:72], v69
	ds_load_b128 v[73:76], v73
	ds_load_b128 v[77:80], v77
	v_bfe_i32 v36, v0, 0, 1
	s_mul_i32 s15, s31, s4
	s_mul_i32 s21, s52, s2
	v_lshlrev_b32_e32 v35, 2, v0
	v_add3_u32 v48, s21, s15, v81
	v_xor_b32_e32 v38, 32, v102
	v_xor_b32_e32 v40, 64, v102
	v_and_b32_e32 v83, 0x60, v34
	v_and_b32_e32 v85, 0x240, v36
	v_xor_b32_e32 v37, 16, v102
	v_lshlrev_b32_e32 v44, 2, v100
	v_add_nc_u32_e32 v107, 0, v38
	s_waitcnt lgkmcnt(7)
	v_mad_u64_u32 v[89:90], null, v97, s53, v[48:49]
	v_dual_mov_b32 v34, v33 :: v_dual_add_nc_u32 v109, 0, v40
	v_lshl_or_b32 v84, v0, 9, v35
	v_mov_b32_e32 v35, v33
	v_mov_b32_e32 v38, v33
	v_mov_b32_e32 v40, v33
	v_and_or_b32 v0, v0, 28, v83
	v_mad_u64_u32 v[90:91], null, v98, s53, v[48:49]
	v_xor_b32_e32 v48, v82, v85
	s_mul_i32 s22, s54, s4
	s_mul_i32 s23, s55, s2
	v_dual_mov_b32 v36, v33 :: v_dual_lshlrev_b32 v105, 1, v99
	v_add3_u32 v81, s23, s22, v81
	v_dual_mov_b32 v37, v33 :: v_dual_add_nc_u32 v106, 0, v37
	v_add3_u32 v86, 0, s3, v44
	v_lshl_or_b32 v0, s94, 2, v0
	v_and_or_b32 v114, 0xc20, v84, v48
	v_mad_u64_u32 v[91:92], null, v97, s93, v[81:82]
	v_mad_u64_u32 v[92:93], null, v98, s93, v[81:82]
	v_xor_b32_e32 v39, 48, v102
	v_xor_b32_e32 v41, 0x50, v102
	v_xor_b32_e32 v42, 0x60, v102
	v_xor_b32_e32 v43, 0x70, v102
	v_add_nc_u32_e32 v113, v86, v105
	v_xor_b32_e32 v48, 64, v0
	v_xor_b32_e32 v81, 4, v0
	v_xor_b32_e32 v82, 0x44, v0
	v_xor_b32_e32 v83, 8, v0
	v_xor_b32_e32 v84, 0x48, v0
	v_xor_b32_e32 v85, 12, v0
	v_xor_b32_e32 v86, 0x4c, v0
	v_xor_b32_e32 v87, 8, v114
	v_xor_b32_e32 v88, 4, v114
	v_xor_b32_e32 v93, 12, v114
	s_ashr_i32 s24, s5, 31
	v_add_nc_u32_e32 v108, 0, v39
	s_lshr_b32 s24, s24, 27
	v_add_nc_u32_e32 v110, 0, v41
	v_dual_mov_b32 v46, v33 :: v_dual_add_nc_u32 v111, 0, v42
	v_dual_mov_b32 v45, v33 :: v_dual_add_nc_u32 v112, 0, v43
	v_mov_b32_e32 v39, v33
	v_mov_b32_e32 v41, v33
	v_mov_b32_e32 v42, v33
	v_mov_b32_e32 v43, v33
	v_mov_b32_e32 v44, v33
	v_dual_mov_b32 v47, v33 :: v_dual_add_nc_u32 v116, 0, v81
	v_add_nc_u32_e32 v115, 0, v48
	v_add_nc_u32_e32 v117, 0, v82
	v_add_nc_u32_e32 v118, 0, v83
	v_add_nc_u32_e32 v119, 0, v84
	v_add_nc_u32_e32 v120, 0, v85
	v_add_nc_u32_e32 v121, 0, v86
	v_add_nc_u32_e32 v122, 0, v87
	v_add_nc_u32_e32 v123, 0, v88
	v_add_nc_u32_e32 v124, 0, v93
	v_mov_b32_e32 v48, v33
	s_add_i32 s5, s5, s24
	s_and_b32 s45, s45, 0xffff
	s_and_b32 s49, s49, 0xffff
	s_lshr_b32 s18, s6, 1
	s_lshl_b32 s19, s53, 5
	s_lshl_b32 s20, s93, 5
	s_mov_b32 s9, s8
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	s_mov_b32 s12, s8
	s_mov_b32 s13, s8
	s_mov_b32 s14, s8
	s_ashr_i32 s21, s5, 5
	s_mov_b32 s15, s8
	s_mov_b32 s22, s8
	s_mov_b32 s23, s8
	s_waitcnt vmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v103
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v81, s22, v97
	v_dual_mov_b32 v156, s15 :: v_dual_lshlrev_b32 v83, 1, v90
	v_dual_mov_b32 v155, s14 :: v_dual_lshlrev_b32 v82, 1, v89
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cmp_gt_i32_e64 s3, s35, v81
	v_or_b32_e32 v81, s22, v98
	v_dual_mov_b32 v154, s13 :: v_dual_add_nc_u32 v95, 0, v0
	s_mov_b32 s50, s46
	v_cndmask_b32_e64 v85, 0x80000000, v82, s3
	v_cmp_gt_i32_e64 s5, s35, v81
	s_mov_b32 s51, s47
	v_add_nc_u32_e32 v201, 0, v102
	v_mov_b32_e32 v153, s12
	v_mov_b32_e32 v151, s10
	v_cndmask_b32_e64 v81, 0x80000000, v83, s5
	v_mov_b32_e32 v149, s8
	v_add_nc_u32_e32 v89, s19, v89
	s_add_i32 s23, s23, 1
	s_clause 0x1
	buffer_load_b128 v[85:88], v85, s[44:47], 0 offen
	buffer_load_b128 v[81:84], v81, s[44:47], 0 offen
	s_add_i32 s22, s22, 32
	s_cmp_lg_u32 s23, s21
	v_mov_b32_e32 v152, s11
	v_mov_b32_e32 v150, s9
	v_add_nc_u32_e32 v90, s19, v90
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v94, 16, v85
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v93, 16, v81
	v_mov_b16_e32 v93.h, v81.l
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_mov_b16_e32 v94.h, v93.l
	v_mov_b16_e32 v93.l, v85.l
	v_lshrrev_b32_e32 v96, 16, v87
	v_lshrrev_b32_e32 v125, 16, v88
	ds_store_b32 v95, v93
	v_lshrrev_b32_e32 v93, 16, v82
	v_lshrrev_b32_e32 v95, 16, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v95.h, v93.l
	v_lshrrev_b32_e32 v93, 16, v83
	v_mov_b16_e32 v96.h, v93.l
	v_lshrrev_b32_e32 v93, 16, v84
	v_mov_b16_e32 v93.h, v82.l
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b16_e32 v125.h, v93.l
	v_mov_b16_e32 v93.l, v86.l
	ds_store_b32 v116, v93 offset:1024
	v_mov_b16_e32 v93.l, v87.l
	v_mov_b16_e32 v93.h, v83.l
	ds_store_b32 v118, v93 offset:2048
	v_mov_b16_e32 v93.l, v88.l
	v_mov_b16_e32 v93.h, v84.l
	ds_store_b32 v120, v93 offset:3072
	ds_store_b32 v115, v94 offset:512
	ds_store_b32 v117, v95 offset:1536
	ds_store_b32 v119, v96 offset:2560
	ds_store_b32 v121, v125 offset:3584
	v_lshlrev_b32_e32 v93, 1, v91
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_add_nc_u32_e32 v91, s20, v91
	v_cndmask_b32_e64 v125, 0x80000000, v93, s3
	v_lshlrev_b32_e32 v93, 1, v92
	v_add_nc_u32_e32 v92, s20, v92
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v126, 0x80000000, v93, s5
	s_clause 0x1
	buffer_load_b128 v[165:168], v125, s[48:51], 0 offen
	buffer_load_b128 v[169:172], v126, s[48:51], 0 offen
	v_add_nc_u32_e32 v93, 0, v114
	ds_load_2addr_b32 v[173:174], v93 offset1:4
	ds_load_2addr_b32 v[175:176], v93 offset0:32 offset1:36
	ds_load_2addr_b32 v[177:178], v93 offset0:64 offset1:68
	ds_load_2addr_b32 v[179:180], v93 offset0:96 offset1:100
	ds_load_2addr_b32 v[181:182], v122 offset1:4
	ds_load_2addr_b32 v[183:184], v122 offset0:32 offset1:36
	ds_load_2addr_b32 v[185:186], v122 offset0:64 offset1:68
	ds_load_2addr_b32 v[187:188], v122 offset0:96 offset1:100
	ds_load_2addr_b32 v[189:190], v123 offset1:4
	ds_load_2addr_b32 v[191:192], v123 offset0:32 offset1:36
	ds_load_2addr_b32 v[193:194], v123 offset0:64 offset1:68
	ds_load_2addr_b32 v[195:196], v123 offset0:96 offset1:100
	ds_load_2addr_b32 v[197:198], v124 offset1:4
	ds_load_2addr_b32 v[199:200], v124 offset0:32 offset1:36
	ds_load_2addr_b32 v[95:96], v124 offset0:64 offset1:68
	ds_load_2addr_b32 v[93:94], v124 offset0:96 offset1:100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v101, v[85:88]
	ds_store_b128 v101, v[81:84] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[81:84], v201
	ds_load_b128 v[85:88], v106
	ds_load_b128 v[125:128], v107
	ds_load_b128 v[129:132], v108
	ds_load_b128 v[133:136], v201 offset:2048
	ds_load_b128 v[137:140], v106 offset:2048
	ds_load_b128 v[141:144], v107 offset:2048
	ds_load_b128 v[145:148], v108 offset:2048
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[157:164], v[81:88], v[1:8], v[149:156]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[81:88], v[133:140], v[1:8], v[149:156]
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[157:164], v[125:132], v[9:16], v[157:164]
	ds_load_b128 v[129:132], v110
	ds_load_b128 v[125:128], v109
	ds_load_b128 v[133:136], v109 offset:2048
	ds_load_b128 v[137:140], v110 offset:2048
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[81:88], v[141:148], v[9:16], v[81:88]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[157:164], v[125:132], v[17:24], v[157:164]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[81:88], v[133:140], v[17:24], v[81:88]
	ds_load_b128 v[129:132], v112
	ds_load_b128 v[125:128], v111
	ds_load_b128 v[133:136], v111 offset:2048
	ds_load_b128 v[137:140], v112 offset:2048
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[157:164], v[125:132], v[25:32], v[157:164]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[81:88], v[133:140], v[25:32], v[81:88]
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v101, v[165:168]
	ds_store_b128 v101, v[169:172] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[129:132], v106
	ds_load_b128 v[125:128], v201
	ds_load_b128 v[133:136], v201 offset:2048
	ds_load_b128 v[137:140], v106 offset:2048
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[141:148], v[125:132], v[73:80], v[149:156]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[125:132], v[133:140], v[73:80], v[149:156]
	ds_load_b128 v[137:140], v108
	ds_load_b128 v[133:136], v107
	ds_load_b128 v[149:152], v107 offset:2048
	ds_load_b128 v[153:156], v108 offset:2048
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[141:148], v[133:140], v[65:72], v[141:148]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[125:132], v[149:156], v[65:72], v[125:132]
	ds_load_b128 v[137:140], v110
	ds_load_b128 v[133:136], v109
	ds_load_b128 v[149:152], v109 offset:2048
	ds_load_b128 v[153:156], v110 offset:2048
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[141:148], v[133:140], v[57:64], v[141:148]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[125:132], v[149:156], v[57:64], v[125:132]
	ds_load_b128 v[137:140], v112
	ds_load_b128 v[133:136], v111
	ds_load_b128 v[149:152], v111 offset:2048
	ds_load_b128 v[153:156], v112 offset:2048
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[141:148], v[133:140], v[49:56], v[141:148]
	v_fma_f32 v133, s33, v157, -v103
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[125:132], v[149:156], v[49:56], v[125:132]
	v_fma_f32 v156, s33, v88, -v103
	v_fma_f32 v134, s33, v158, -v103
	v_dual_sub_f32 v88, v148, v104 :: v_dual_mul_f32 v133, 0x3fb8aa3b, v133
	v_fma_f32 v135, s33, v159, -v103
	v_fma_f32 v149, s33, v81, -v103
	v_sub_f32_e32 v81, v141, v104
	v_sub_f32_e32 v126, v126, v104
	v_cndmask_b32_e64 v133, v133, 0xff800000, vcc_lo
	v_fma_f32 v150, s33, v82, -v103
	v_sub_f32_e32 v82, v142, v104
	v_fma_f32 v136, s33, v160, -v103
	v_fma_f32 v138, s33, v162, -v103
	v_exp_f32_e32 v133, v133
	v_fma_f32 v151, s33, v83, -v103
	v_sub_f32_e32 v83, v143, v104
	v_fma_f32 v137, s33, v161, -v103
	v_fma_f32 v152, s33, v84, -v103
	v_sub_f32_e32 v84, v144, v104
	v_sub_f32_e32 v128, v128, v104
	v_fma_f32 v139, s33, v163, -v103
	v_fma_f32 v140, s33, v164, -v103
	v_fma_f32 v153, s33, v85, -v103
	v_fma_mixlo_f16 v81, v133, v81, neg(0)
	v_mul_f32_e32 v133, 0x3fb8aa3b, v134
	v_fma_f32 v154, s33, v86, -v103
	v_sub_f32_e32 v85, v145, v104
	v_sub_f32_e32 v86, v146, v104
	v_fma_f32 v155, s33, v87, -v103
	v_cndmask_b32_e64 v133, v133, 0xff800000, vcc_lo
	v_sub_f32_e32 v87, v147, v104
	v_sub_f32_e32 v130, v130, v104
	v_sub_f32_e32 v125, v125, v104
	v_sub_f32_e32 v127, v127, v104
	v_exp_f32_e32 v133, v133
	v_sub_f32_e32 v132, v132, v104
	v_sub_f32_e32 v129, v129, v104
	v_sub_f32_e32 v131, v131, v104
	s_barrier
	buffer_gl0_inv
	v_lshrrev_b32_e32 v134, 16, v198
	v_fma_mixhi_f16 v81, v133, v82, neg(0)
	v_dual_mul_f32 v82, 0x3fb8aa3b, v135 :: v_dual_add_nc_u32 v133, s18, v105
	v_lshrrev_b32_e32 v135, 16, v199
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v82, v82, 0xff800000, vcc_lo
	v_exp_f32_e32 v82, v82
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v82, v82, v83, neg(0)
	v_mul_f32_e32 v83, 0x3fb8aa3b, v136
	v_lshrrev_b32_e32 v136, 16, v200
	v_cndmask_b32_e64 v83, v83, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v83, v83
	v_fma_mixhi_f16 v82, v83, v84, neg(0)
	v_dual_mul_f32 v83, 0x3fb8aa3b, v137 :: v_dual_mul_f32 v84, 0x3fb8aa3b, v138
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v83, v83, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v84, v84, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v83, v83
	v_exp_f32_e32 v84, v84
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_mixlo_f16 v83, v83, v85, neg(0)
	v_fma_mixhi_f16 v83, v84, v86, neg(0)
	v_dual_mul_f32 v84, 0x3fb8aa3b, v139 :: v_dual_mul_f32 v85, 0x3fb8aa3b, v140
	v_mul_f32_e32 v86, 0x3fb8aa3b, v150
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v84, v84, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v85, v85, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v86, v86, 0xff800000, vcc_lo
	v_exp_f32_e32 v84, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v85, v85
	v_exp_f32_e32 v86, v86
	s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_fma_mixlo_f16 v84, v84, v87, neg(0)
	v_fma_mixhi_f16 v84, v85, v88, neg(0)
	v_mul_f32_e32 v85, 0x3fb8aa3b, v149
	v_dual_mul_f32 v87, 0x3fb8aa3b, v152 :: v_dual_mul_f32 v88, 0x3fb8aa3b, v154
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v85, v85, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v87, v87, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v88, v88, 0xff800000, vcc_lo
	v_exp_f32_e32 v85, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v87, v87
	v_exp_f32_e32 v88, v88
	s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_mixlo_f16 v85, v85, v125, neg(0)
	v_fma_mixhi_f16 v85, v86, v126, neg(0)
	v_dual_mul_f32 v86, 0x3fb8aa3b, v151 :: v_dual_mul_f32 v125, 0x3fb8aa3b, v156
	v_cndmask_b32_e64 v86, v86, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v125, v125, 0xff800000, vcc_lo
	v_exp_f32_e32 v86, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_exp_f32_e32 v125, v125
	v_fma_mixlo_f16 v86, v86, v127, neg(0)
	v_fma_mixhi_f16 v86, v87, v128, neg(0)
	v_mul_f32_e32 v87, 0x3fb8aa3b, v153
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v87, v87, 0xff800000, vcc_lo
	v_exp_f32_e32 v87, v87
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_mixlo_f16 v87, v87, v129, neg(0)
	v_fma_mixhi_f16 v87, v88, v130, neg(0)
	v_mul_f32_e32 v88, 0x3fb8aa3b, v155
	v_cndmask_b32_e64 v88, v88, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v88, v88
	v_fma_mixlo_f16 v88, v88, v131, neg(0)
	v_fma_mixhi_f16 v88, v125, v132, neg(0)
	ds_store_b16 v113, v81
	ds_store_b16_d16_hi v113, v81 offset:128
	ds_store_b16 v113, v82 offset:256
	ds_store_b16_d16_hi v113, v82 offset:384
	ds_store_b16 v113, v83 offset:512
	ds_store_b16_d16_hi v113, v83 offset:640
	ds_store_b16 v113, v84 offset:768
	ds_store_b16_d16_hi v113, v84 offset:896
	ds_store_b16 v113, v85 offset:1024
	ds_store_b16_d16_hi v113, v85 offset:1152
	ds_store_b16 v113, v86 offset:1280
	ds_store_b16_d16_hi v113, v86 offset:1408
	ds_store_b16 v113, v87 offset:1536
	ds_store_b16_d16_hi v113, v87 offset:1664
	ds_store_b16 v113, v88 offset:1792
	ds_store_b16_d16_hi v113, v88 offset:1920
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_u16_d16 v125, v133
	ds_load_u16_d16 v126, v133 offset:128
	ds_load_u16_d16 v127, v133 offset:256
	ds_load_u16_d16 v128, v133 offset:384
	ds_load_u16_d16 v129, v133 offset:512
	ds_load_u16_d16 v130, v133 offset:640
	ds_load_u16_d16 v131, v133 offset:768
	ds_load_u16_d16 v132, v133 offset:896
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v125, v133 offset:64
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v126, v133 offset:192
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v127, v133 offset:320
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v128, v133 offset:448
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v129, v133 offset:576
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v130, v133 offset:704
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v131, v133 offset:832
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v132, v133 offset:960
	v_mov_b16_e64 v81.l, v173.l
	v_mov_b16_e64 v81.h, v181.l
	v_mov_b16_e64 v82.l, v174.l
	v_mov_b16_e64 v82.h, v182.l
	v_mov_b16_e64 v83.l, v175.l
	v_mov_b16_e64 v83.h, v183.l
	v_mov_b16_e64 v84.l, v176.l
	v_mov_b16_e64 v84.h, v184.l
	v_mov_b16_e64 v85.l, v177.l
	v_mov_b16_e64 v85.h, v185.l
	v_mov_b16_e64 v86.l, v178.l
	v_mov_b16_e64 v86.h, v186.l
	v_mov_b16_e64 v87.l, v179.l
	v_mov_b16_e64 v87.h, v187.l
	v_mov_b16_e64 v88.l, v180.l
	v_mov_b16_e64 v88.h, v188.l
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[81:88], v[125:132], v[33:40]
	v_mov_b16_e64 v81.l, v189.l
	v_mov_b16_e64 v81.h, v197.l
	v_mov_b16_e64 v82.l, v190.l
	v_mov_b16_e64 v82.h, v198.l
	v_mov_b16_e64 v83.l, v191.l
	v_mov_b16_e64 v83.h, v199.l
	v_mov_b16_e64 v84.l, v192.l
	v_mov_b16_e64 v84.h, v200.l
	v_mov_b16_e64 v85.l, v193.l
	v_mov_b16_e32 v85.h, v95.l
	v_mov_b16_e64 v86.l, v194.l
	v_mov_b16_e32 v86.h, v96.l
	v_mov_b16_e64 v87.l, v195.l
	v_mov_b16_e32 v87.h, v93.l
	v_mov_b16_e64 v88.l, v196.l
	v_mov_b16_e32 v88.h, v94.l
	v_lshrrev_b32_e32 v95, 16, v95
	v_lshrrev_b32_e32 v96, 16, v96
	v_lshrrev_b32_e32 v93, 16, v93
	v_lshrrev_b32_e32 v94, 16, v94
	v_wmma_f32_16x16x16_f16 v[41:48], v[81:88], v[125:132], v[41:48]
	v_lshrrev_b32_e32 v125, 16, v181
	v_lshrrev_b32_e32 v126, 16, v182
	v_lshrrev_b32_e32 v127, 16, v183
	v_lshrrev_b32_e32 v128, 16, v184
	v_lshrrev_b32_e32 v129, 16, v185
	v_lshrrev_b32_e32 v130, 16, v186
	v_lshrrev_b32_e32 v131, 16, v187
	v_lshrrev_b32_e32 v132, 16, v188
	v_lshrrev_b32_e32 v81, 16, v173
	v_lshrrev_b32_e32 v82, 16, v174
	v_lshrrev_b32_e32 v83, 16, v175
	v_lshrrev_b32_e32 v84, 16, v176
	v_lshrrev_b32_e32 v85, 16, v177
	v_lshrrev_b32_e32 v86, 16, v178
	v_lshrrev_b32_e32 v87, 16, v179
	v_lshrrev_b32_e32 v88, 16, v180
	v_mov_b16_e32 v81.h, v125.l
	v_mov_b16_e32 v82.h, v126.l
	v_mov_b16_e32 v83.h, v127.l
	v_mov_b16_e64 v84.h, v128.l
	v_mov_b16_e64 v85.h, v129.l
	v_mov_b16_e64 v86.h, v130.l
	v_mov_b16_e64 v87.h, v131.l
	v_mov_b16_e64 v88.h, v132.l
	ds_load_u16_d16 v125, v133 offset:1024
	ds_load_u16_d16 v126, v133 offset:1152
	ds_load_u16_d16 v127, v133 offset:1280
	ds_load_u16_d16 v128, v133 offset:1408
	ds_load_u16_d16 v129, v133 offset:1536
	ds_load_u16_d16 v130, v133 offset:1664
	ds_load_u16_d16 v131, v133 offset:1792
	ds_load_u16_d16 v132, v133 offset:1920
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v125, v133 offset:1088
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v126, v133 offset:1216
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v127, v133 offset:1344
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v128, v133 offset:1472
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v129, v133 offset:1600
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v130, v133 offset:1728
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v131, v133 offset:1856
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v132, v133 offset:1984
	v_lshrrev_b32_e32 v133, 16, v197
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[33:40], v[81:88], v[125:132], v[33:40]
	v_lshrrev_b32_e32 v81, 16, v189
	v_lshrrev_b32_e32 v82, 16, v190
	v_lshrrev_b32_e32 v83, 16, v191
	v_lshrrev_b32_e32 v84, 16, v192
	v_lshrrev_b32_e32 v85, 16, v193
	v_lshrrev_b32_e32 v86, 16, v194
	v_lshrrev_b32_e32 v87, 16, v195
	v_lshrrev_b32_e32 v88, 16, v196
	v_mov_b16_e64 v81.h, v133.l
	v_mov_b16_e64 v82.h, v134.l
	v_mov_b16_e64 v83.h, v135.l
	v_mov_b16_e64 v84.h, v136.l
	v_mov_b16_e32 v85.h, v95.l
	v_mov_b16_e32 v86.h, v96.l
	v_mov_b16_e32 v87.h, v93.l
	v_mov_b16_e32 v88.h, v94.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[41:48], v[81:88], v[125:132], v[41:48]
	s_cbranch_scc1 .LBB0_13
.LBB0_14:                               ; %Flow509
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x7c
	s_load_b64 s[0:1], s[0:1], 0x74
	s_lshr_b32 s5, s6, 2
	v_lshrrev_b32_e32 v0, 4, v100
	v_or_b32_e32 v1, s5, v99
	s_mov_b32 s18, s46
	s_mov_b32 s19, s47
	v_fma_mixlo_f16 v11, s33, v34, neg(0)
	v_or_b32_e32 v0, s7, v0
	v_fma_mixlo_f16 v12, s33, v35, neg(0)
	v_fma_mixlo_f16 v13, s33, v36, neg(0)
	v_fma_mixlo_f16 v14, s33, v37, neg(0)
	v_fma_mixlo_f16 v15, s33, v38, neg(0)
	v_fma_mixlo_f16 v16, s33, v39, neg(0)
	v_fma_mixlo_f16 v17, s33, v40, neg(0)
	v_fma_mixlo_f16 v18, s33, v41, neg(0)
	v_fma_mixlo_f16 v19, s33, v42, neg(0)
	v_fma_mixlo_f16 v20, s33, v43, neg(0)
	v_fma_mixlo_f16 v21, s33, v44, neg(0)
	v_fma_mixlo_f16 v22, s33, v45, neg(0)
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v1, s3
	s_mul_i32 s3, s3, s92
	v_or_b32_e32 v1, s92, v1
	v_or_b32_e32 v3, s3, v0
	s_mul_i32 s0, s0, s4
	s_mul_i32 s1, s2, s1
	v_fma_mixlo_f16 v23, s33, v46, neg(0)
	v_cmp_gt_i32_e32 vcc_lo, s34, v1
	v_add_nc_u32_e32 v4, v3, v2
	s_add_i32 s1, s1, s0
	v_or_b32_e32 v5, 2, v3
	v_or_b32_e32 v6, 4, v3
	v_or_b32_e32 v7, 6, v3
	v_or_b32_e32 v8, 8, v3
	v_or_b32_e32 v9, 10, v3
	v_or_b32_e32 v10, 12, v3
	v_or_b32_e32 v3, 14, v3
	v_add_lshl_u32 v4, s1, v4, 1
	v_add_nc_u32_e32 v5, v5, v2
	v_add_nc_u32_e32 v6, v6, v2
	v_add_nc_u32_e32 v7, v7, v2
	v_add_nc_u32_e32 v8, v8, v2
	v_add_nc_u32_e32 v9, v9, v2
	v_add_nc_u32_e32 v10, v10, v2
	v_add3_u32 v0, s3, v0, v2
	v_add_nc_u32_e32 v2, v3, v2
	v_fma_mixlo_f16 v3, s33, v33, neg(0)
	v_cndmask_b32_e32 v1, 0x80000000, v4, vcc_lo
	v_fma_mixlo_f16 v4, s33, v47, neg(0)
	v_add_lshl_u32 v0, v0, s1, 1
	v_fma_mixlo_f16 v24, s33, v48, neg(0)
	buffer_store_b16 v3, v1, s[16:19], 0 offen
	v_add_lshl_u32 v3, s1, v6, 1
	v_add_lshl_u32 v1, s1, v5, 1
	v_add_lshl_u32 v5, s1, v7, 1
	v_add_lshl_u32 v7, s1, v9, 1
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_add_lshl_u32 v6, s1, v8, 1
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	v_cndmask_b32_e32 v7, 0x80000000, v7, vcc_lo
	v_add_lshl_u32 v2, s1, v2, 1
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	s_clause 0x4
	buffer_store_b16 v11, v1, s[16:19], 0 offen
	buffer_store_b16 v12, v3, s[16:19], 0 offen
	buffer_store_b16 v13, v5, s[16:19], 0 offen
	buffer_store_b16 v14, v6, s[16:19], 0 offen
	buffer_store_b16 v15, v7, s[16:19], 0 offen
	v_add_lshl_u32 v1, s1, v10, 1
	v_add_nc_u32_e32 v3, 64, v0
	v_add_nc_u32_e32 v5, 0x44, v0
	v_add_nc_u32_e32 v6, 0x48, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v1, 0x80000000, v1
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_cndmask_b32 v6, 0x80000000, v6
	s_clause 0x4
	buffer_store_b16 v16, v1, s[16:19], 0 offen
	buffer_store_b16 v17, v2, s[16:19], 0 offen
	buffer_store_b16 v18, v3, s[16:19], 0 offen
	buffer_store_b16 v19, v5, s[16:19], 0 offen
	buffer_store_b16 v20, v6, s[16:19], 0 offen
	v_add_nc_u32_e32 v1, 0x4c, v0
	v_add_nc_u32_e32 v2, 0x50, v0
	v_add_nc_u32_e32 v3, 0x54, v0
	v_add_nc_u32_e32 v5, 0x58, v0
	v_add_nc_u32_e32 v0, 0x5c, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_cndmask_b32 v0, 0x80000000, v0
	s_clause 0x4
	buffer_store_b16 v21, v1, s[16:19], 0 offen
	buffer_store_b16 v22, v2, s[16:19], 0 offen
	buffer_store_b16 v23, v3, s[16:19], 0 offen
	buffer_store_b16 v4, v5, s[16:19], 0 offen
	buffer_store_b16 v24, v0, s[16:19], 0 offen
.LBB0_15:                               ; %.loopexit
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel bwd_kernel_fused_noncausal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 56
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
		.amdhsa_next_free_sgpr 100
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
; ScratchSize: 56
; Occupancy: 5
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 56
    .sgpr_count:     102
    .sgpr_spill_count: 0
    .symbol:         bwd_kernel_fused_noncausal.kd
    .vgpr_count:     256
    .vgpr_spill_count: 13
    .wavefront_size: 32
