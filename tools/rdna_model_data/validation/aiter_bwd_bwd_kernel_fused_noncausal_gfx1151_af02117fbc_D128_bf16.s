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
	s_cbranch_scc1 .LBB0_7
; %bb.1:
	v_and_or_b32 v20, v0, 31, s62
	s_mul_i32 s3, s31, s4
	s_mul_i32 s5, s52, s2
	s_mul_i32 s6, s53, s92
	s_add_i32 s5, s5, s3
	v_lshrrev_b32_e32 v86, 4, v20
	s_and_b32 s21, s45, 0xffff
	s_mov_b32 s23, 0x31027000
	s_mov_b32 s22, 0x7ffffffe
	s_mov_b32 s20, s44
	v_or_b32_e32 v4, s92, v86
	v_or_b32_e32 v87, 16, v86
	v_or_b32_e32 v1, 8, v86
	v_or_b32_e32 v2, 24, v86
	v_mul_lo_u32 v3, v86, s53
	v_cmp_gt_i32_e32 vcc_lo, s35, v4
	v_and_b32_e32 v85, 15, v0
	v_mul_lo_u32 v5, v87, s53
	v_mul_lo_u32 v8, v1, s53
	v_mul_lo_u32 v9, v2, s53
	v_or_b32_e32 v7, s92, v87
	v_lshlrev_b32_e32 v84, 3, v85
	v_mul_lo_u32 v23, v1, s93
	s_mul_i32 s7, s93, s92
	v_mul_lo_u32 v21, v86, s93
	v_cmp_gt_i32_e64 s3, s35, v7
	v_add3_u32 v6, s5, s6, v84
	s_mul_i32 s5, s54, s4
	s_mul_i32 s6, s55, s2
	v_mul_lo_u32 v24, v87, s93
	s_add_i32 s6, s6, s5
	v_add_lshl_u32 v3, v6, v3, 1
	v_add_lshl_u32 v4, v6, v5, 1
	v_add_lshl_u32 v5, v6, v8, 1
	v_add_lshl_u32 v6, v6, v9, 1
	v_mul_lo_u32 v25, v2, s93
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	v_cndmask_b32_e64 v8, 0x80000000, v4, s3
	v_cndmask_b32_e32 v12, 0x80000000, v5, vcc_lo
	v_cndmask_b32_e64 v16, 0x80000000, v6, s3
	s_clause 0x3
	buffer_load_b128 v[4:7], v3, s[20:23], 0 offen
	buffer_load_b128 v[8:11], v8, s[20:23], 0 offen
	buffer_load_b128 v[12:15], v12, s[20:23], 0 offen
	buffer_load_b128 v[16:19], v16, s[20:23], 0 offen
	v_add3_u32 v22, s6, s7, v84
	v_dual_mov_b32 v148, 0 :: v_dual_and_b32 v3, 0x70, v20
	s_and_b32 s21, s49, 0xffff
	s_mov_b32 s20, s48
	s_delay_alu instid0(VALU_DEP_2)
	v_add_lshl_u32 v23, v22, v23, 1
	v_lshlrev_b32_e32 v20, 4, v20
	v_add_lshl_u32 v21, v22, v21, 1
	v_add_lshl_u32 v24, v22, v24, 1
	v_add_lshl_u32 v22, v22, v25, 1
	v_mov_b32_e32 v147, 0
	v_xor_b32_e32 v20, v20, v3
	v_mul_u32_u24_e32 v100, 0x110, v85
	s_and_b32 s66, s94, 32
	v_cndmask_b32_e64 v22, 0x80000000, v22, s3
	s_clause 0x2
	s_load_b64 s[46:47], s[0:1], 0x90
	s_load_b128 s[72:75], s[0:1], 0x80
	s_load_b128 s[68:71], s[0:1], 0x30
	v_add_nc_u32_e32 v94, 0, v20
	v_xor_b32_e32 v20, 0x80, v20
	v_dual_mov_b32 v149, 0 :: v_dual_mov_b32 v150, 0
	v_dual_mov_b32 v151, 0 :: v_dual_mov_b32 v152, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_cndmask_b32 v20, 0x80000000, v21 :: v_dual_add_nc_u32 v99, 0, v20
	v_cndmask_b32_e32 v21, 0x80000000, v23, vcc_lo
	v_cndmask_b32_e64 v23, 0x80000000, v24, s3
	v_dual_mov_b32 v153, 0 :: v_dual_mov_b32 v154, 0
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v32, 0
	v_dual_mov_b32 v155, 0 :: v_dual_mov_b32 v156, 0
	v_dual_mov_b32 v157, 0 :: v_dual_mov_b32 v158, 0
	v_dual_mov_b32 v159, 0 :: v_dual_mov_b32 v160, 0
	v_dual_mov_b32 v161, 0 :: v_dual_mov_b32 v162, 0
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v58, 0
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v60, 0
	v_dual_mov_b32 v61, 0 :: v_dual_mov_b32 v62, 0
	v_dual_mov_b32 v63, 0 :: v_dual_mov_b32 v64, 0
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v50, 0
	v_dual_mov_b32 v51, 0 :: v_dual_mov_b32 v52, 0
	v_dual_mov_b32 v53, 0 :: v_dual_mov_b32 v54, 0
	v_bfe_u32 v93, v0, 4, 1
	s_and_b32 s67, s94, 64
	s_cmp_eq_u32 s2, 0x7fffffff
	s_waitcnt vmcnt(3)
	ds_store_b128 v94, v[4:7]
	s_waitcnt vmcnt(2)
	ds_store_b128 v94, v[8:11] offset:4096
	s_waitcnt vmcnt(1)
	ds_store_b128 v99, v[12:15] offset:2048
	s_waitcnt vmcnt(0)
	ds_store_b128 v99, v[16:19] offset:6144
	v_lshl_or_b32 v5, s66, 7, v100
	v_mov_b32_e32 v55, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x3
	buffer_load_b128 v[68:71], v20, s[20:23], 0 offen
	buffer_load_b128 v[72:75], v21, s[20:23], 0 offen
	buffer_load_b128 v[76:79], v23, s[20:23], 0 offen
	buffer_load_b128 v[80:83], v22, s[20:23], 0 offen
	v_xor_b32_e32 v6, 16, v5
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
	v_xor_b32_e32 v33, 0xc0, v5
	v_xor_b32_e32 v34, 0xd0, v5
	v_xor_b32_e32 v35, 0xe0, v5
	v_xor_b32_e32 v36, 0xf0, v5
	v_dual_mov_b32 v56, 0 :: v_dual_add_nc_u32 v5, 0, v6
	v_dual_mov_b32 v41, 0 :: v_dual_add_nc_u32 v6, 0, v7
	v_dual_mov_b32 v42, 0 :: v_dual_add_nc_u32 v7, 0, v8
	v_dual_mov_b32 v43, 0 :: v_dual_add_nc_u32 v8, 0, v9
	v_dual_mov_b32 v44, 0 :: v_dual_add_nc_u32 v9, 0, v10
	v_dual_mov_b32 v45, 0 :: v_dual_add_nc_u32 v10, 0, v11
	v_dual_mov_b32 v46, 0 :: v_dual_add_nc_u32 v11, 0, v12
	v_dual_mov_b32 v47, 0 :: v_dual_add_nc_u32 v12, 0, v13
	v_dual_mov_b32 v48, 0 :: v_dual_add_nc_u32 v13, 0, v14
	v_add_nc_u32_e32 v14, 0, v15
	v_add_nc_u32_e32 v15, 0, v16
	v_add_nc_u32_e32 v16, 0, v33
	v_add_nc_u32_e32 v65, 0, v34
	v_add_nc_u32_e32 v66, 0, v35
	v_add_nc_u32_e32 v67, 0, v36
	ds_load_b128 v[33:36], v4
	ds_load_b128 v[37:40], v5
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[33:36], off offset:360 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[37:40], off offset:376 ; 16-byte Folded Spill
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v34, 0
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v36, 0
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v38, 0
	ds_load_b128 v[117:120], v6
	ds_load_b128 v[121:124], v7
	ds_load_b128 v[163:166], v8
	ds_load_b128 v[167:170], v9
	ds_load_b128 v[171:174], v10
	ds_load_b128 v[175:178], v11
	ds_load_b128 v[179:182], v12
	ds_load_b128 v[183:186], v13
	ds_load_b128 v[187:190], v14
	ds_load_b128 v[191:194], v15
	ds_load_b128 v[195:198], v16
	ds_load_b128 v[199:202], v65
	ds_load_b128 v[203:206], v66
	ds_load_b128 v[207:210], v67
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v39, 0 :: v_dual_mov_b32 v40, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v94, v[68:71]
	ds_store_b128 v94, v[76:79] offset:4096
	ds_store_b128 v99, v[72:75] offset:2048
	ds_store_b128 v99, v[80:83] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_6
; %bb.2:                                ; %.lr.ph337
	v_mov_b32_e32 v40, 0
	s_add_i32 s3, s34, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_lt_i32 s3, 32
	v_mov_b32_e32 v39, v40
	v_mov_b32_e32 v38, v40
	v_mov_b32_e32 v37, v40
	v_mov_b32_e32 v36, v40
	v_mov_b32_e32 v35, v40
	v_mov_b32_e32 v34, v40
	v_mov_b32_e32 v33, v40
	v_mov_b32_e32 v48, v40
	v_mov_b32_e32 v47, v40
	v_mov_b32_e32 v46, v40
	v_mov_b32_e32 v45, v40
	v_mov_b32_e32 v44, v40
	v_mov_b32_e32 v43, v40
	v_mov_b32_e32 v42, v40
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v56, v40
	v_mov_b32_e32 v55, v40
	v_mov_b32_e32 v54, v40
	v_mov_b32_e32 v53, v40
	v_mov_b32_e32 v52, v40
	v_mov_b32_e32 v51, v40
	v_mov_b32_e32 v50, v40
	v_mov_b32_e32 v49, v40
	v_mov_b32_e32 v64, v40
	v_mov_b32_e32 v63, v40
	v_mov_b32_e32 v62, v40
	v_mov_b32_e32 v61, v40
	v_mov_b32_e32 v60, v40
	v_mov_b32_e32 v59, v40
	v_mov_b32_e32 v58, v40
	v_mov_b32_e32 v57, v40
	v_mov_b32_e32 v162, v40
	v_mov_b32_e32 v161, v40
	v_mov_b32_e32 v160, v40
	v_mov_b32_e32 v159, v40
	v_mov_b32_e32 v158, v40
	v_mov_b32_e32 v157, v40
	v_mov_b32_e32 v156, v40
	v_mov_b32_e32 v155, v40
	v_mov_b32_e32 v32, v40
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v30, v40
	v_mov_b32_e32 v29, v40
	v_mov_b32_e32 v28, v40
	v_mov_b32_e32 v27, v40
	v_mov_b32_e32 v26, v40
	v_mov_b32_e32 v25, v40
	v_mov_b32_e32 v24, v40
	v_mov_b32_e32 v23, v40
	v_mov_b32_e32 v22, v40
	v_mov_b32_e32 v21, v40
	v_mov_b32_e32 v20, v40
	v_mov_b32_e32 v19, v40
	v_mov_b32_e32 v18, v40
	v_mov_b32_e32 v17, v40
	v_mov_b32_e32 v154, v40
	v_mov_b32_e32 v153, v40
	v_mov_b32_e32 v152, v40
	v_mov_b32_e32 v151, v40
	v_mov_b32_e32 v150, v40
	v_mov_b32_e32 v149, v40
	v_mov_b32_e32 v148, v40
	v_mov_b32_e32 v147, v40
	s_cbranch_scc1 .LBB0_6
; %bb.3:                                ; %.lr.ph.preheader
	ds_load_b128 v[17:20], v66
	ds_load_b128 v[21:24], v67
	s_lshl_b32 s5, s66, 1
	s_and_b32 s77, s65, 0xffff
	s_and_b32 s81, s25, 0xffff
	s_and_b32 s85, s61, 0xffff
	s_lshr_b32 s95, s67, 1
	s_cmp_eq_u32 s66, 0
	scratch_store_b32 off, v0, off offset:1240 ; 4-byte Folded Spill
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
	scratch_store_b128 off, v[17:20], off offset:724 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[21:24], off offset:740 ; 16-byte Folded Spill
	ds_load_b128 v[16:19], v16
	ds_load_b128 v[20:23], v65
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
	scratch_store_b128 off, v[16:19], off offset:756 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[20:23], off offset:772 ; 16-byte Folded Spill
	ds_load_b128 v[16:19], v14
	ds_load_b128 v[20:23], v15
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[16:19], off offset:788 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[20:23], off offset:804 ; 16-byte Folded Spill
	ds_load_b128 v[14:17], v12
	ds_load_b128 v[18:21], v13
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[14:17], off offset:820 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[18:21], off offset:836 ; 16-byte Folded Spill
	ds_load_b128 v[12:15], v10
	ds_load_b128 v[16:19], v11
	v_dual_mov_b32 v57, 0 :: v_dual_and_b32 v10, 7, v0
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[12:15], off offset:852 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[16:19], off offset:868 ; 16-byte Folded Spill
	ds_load_b128 v[11:14], v8
	ds_load_b128 v[15:18], v9
	v_dual_mov_b32 v61, v57 :: v_dual_lshlrev_b32 v8, 2, v0
	v_dual_mov_b32 v60, v57 :: v_dual_lshlrev_b32 v9, 1, v0
	v_mov_b32_e32 v43, v57
	v_mov_b32_e32 v45, v57
	v_mov_b32_e32 v47, v57
	v_mov_b32_e32 v33, v57
	v_mov_b32_e32 v35, v57
	v_mov_b32_e32 v37, v57
	v_mov_b32_e32 v39, v57
	v_mov_b32_e32 v147, v57
	v_mov_b32_e32 v149, v57
	v_mov_b32_e32 v151, v57
	v_mov_b32_e32 v153, v57
	v_mov_b32_e32 v19, v57
	v_mov_b32_e32 v21, v57
	v_mov_b32_e32 v23, v57
	v_mov_b32_e32 v25, v57
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[11:14], off offset:884 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[15:18], off offset:900 ; 16-byte Folded Spill
	ds_load_b128 v[11:14], v6
	ds_load_b128 v[15:18], v7
	v_dual_mov_b32 v58, v57 :: v_dual_and_b32 v7, 16, v0
	v_dual_mov_b32 v59, v57 :: v_dual_lshlrev_b32 v6, 4, v10
	v_mov_b32_e32 v27, v57
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 0, v7
	v_mov_b32_e32 v29, v57
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v155, v57
	v_mov_b32_e32 v157, v57
	v_mov_b32_e32 v159, v57
	v_mov_b32_e32 v161, v57
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[11:14], off offset:916 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[15:18], off offset:932 ; 16-byte Folded Spill
	ds_load_b128 v[11:14], v4
	ds_load_b128 v[15:18], v5
	v_lshl_or_b32 v4, s62, 2, v6
	v_cndmask_b32_e64 v5, 0x1040, 0, vcc_lo
	v_dual_mov_b32 v63, v57 :: v_dual_and_b32 v6, 56, v8
	v_bfe_i32 v8, v0, 0, 1
	v_mov_b32_e32 v64, v57
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v4, v4, v5
	v_and_b32_e32 v5, 8, v0
	v_mov_b32_e32 v49, v57
	v_and_or_b32 v6, 0x440, v8, v6
	v_and_b32_e32 v8, 24, v9
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[11:14], off offset:948 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[15:18], off offset:964 ; 16-byte Folded Spill
	v_dual_mov_b32 v62, v57 :: v_dual_and_b32 v11, 3, v0
	v_lshrrev_b32_e32 v12, 1, v3
	v_lshl_or_b32 v15, v5, 6, v4
	v_dual_mov_b32 v51, v57 :: v_dual_and_b32 v4, 6, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v50, v57 :: v_dual_lshlrev_b32 v9, 4, v11
	v_lshl_or_b32 v5, v11, 5, v8
	v_bfe_i32 v11, v0, 3, 1
	v_lshrrev_b32_e32 v0, 2, v3
	v_xor_b32_e32 v8, v12, v9
	v_dual_mov_b32 v52, v57 :: v_dual_lshlrev_b32 v9, 3, v4
	v_xor_b32_e32 v6, s5, v6
	v_dual_mov_b32 v53, v57 :: v_dual_lshlrev_b32 v12, 4, v85
	s_cselect_b32 s5, 0, 0x420
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v9, v10, 6, v9
	v_and_or_b32 v11, 0x210, v11, s5
	v_or_b32_e32 v13, 3, v0
	s_mul_i32 s5, s2, s51
	v_or_b32_e32 v14, 2, v0
	v_lshl_or_b32 v10, v10, 10, v12
	v_lshl_or_b32 v12, v3, 3, v5
	s_add_i32 s5, s5, s6
	s_mul_i32 s6, s2, s29
	v_xor_b32_e32 v11, v11, v9
	v_or_b32_e32 v9, 1, v0
	s_add_i32 s6, s6, s7
	v_lshl_or_b32 v16, v4, 10, v6
	v_mul_lo_u32 v4, v13, s63
	v_mul_lo_u32 v6, v14, s63
	v_add3_u32 v14, v84, v1, s6
	v_xor_b32_e32 v1, 64, v12
	v_mul_lo_u32 v3, v9, s63
	v_add3_u32 v9, v84, v2, s6
	v_xor_b32_e32 v2, 8, v12
	s_clause 0x3                            ; 16-byte Folded Spill
	scratch_store_b32 off, v0, off offset:984
	scratch_store_b32 off, v12, off offset:1000
	scratch_store_b32 off, v16, off offset:988
	scratch_store_b32 off, v15, off offset:980
	v_dual_mov_b32 v54, v57 :: v_dual_add_nc_u32 v1, 0, v1
	v_add3_u32 v101, v84, v4, s5
	v_mul_lo_u32 v4, v0, s63
	v_add3_u32 v103, v84, v3, s5
	v_xor_b32_e32 v3, 0x48, v12
	scratch_store_b32 off, v1, off offset:1008 ; 4-byte Folded Spill
	v_dual_mov_b32 v56, v57 :: v_dual_add_nc_u32 v1, 0, v2
	v_mul_lo_u32 v5, v87, s30
	v_mov_b32_e32 v42, v57
	v_add3_u32 v104, v84, v4, s5
	v_xor_b32_e32 v4, 16, v12
	scratch_store_b32 off, v1, off offset:1012 ; 4-byte Folded Spill
	v_dual_mov_b32 v44, v57 :: v_dual_add_nc_u32 v1, 0, v3
	v_mov_b32_e32 v46, v57
	v_add3_u32 v13, v84, v5, s6
	v_xor_b32_e32 v5, 0x50, v12
	scratch_store_b32 off, v1, off offset:1016 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	v_xor_b32_e32 v2, 0x58, v12
	v_xor_b32_e32 v3, 8, v16
	v_mov_b32_e32 v48, v57
	v_xor_b32_e32 v4, 16, v16
	scratch_store_b32 off, v1, off offset:1048 ; 4-byte Folded Spill
	v_dual_mov_b32 v34, v57 :: v_dual_add_nc_u32 v1, 0, v5
	v_xor_b32_e32 v5, 24, v16
	v_mov_b32_e32 v36, v57
	v_dual_mov_b32 v55, v57 :: v_dual_lshlrev_b32 v0, 2, v7
	scratch_store_b32 off, v1, off offset:1080 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 24, v12
	v_mov_b32_e32 v38, v57
	v_lshl_or_b32 v7, v85, 9, v8
	v_mov_b32_e32 v40, v57
	v_add3_u32 v0, 0, s66, v0
	v_add_nc_u32_e32 v1, 0, v1
	s_ashr_i32 s7, s3, 31
	v_add3_u32 v102, v84, v6, s5
	v_mul_lo_u32 v6, v86, s30
	s_lshr_b32 s8, s7, 27
	scratch_store_b32 off, v1, off offset:1084 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v2
	v_xor_b32_e32 v2, 32, v100
	v_mov_b32_e32 v148, v57
	s_mul_i32 s5, s56, s4
	s_add_i32 s8, s3, s8
	scratch_store_b32 off, v1, off offset:1088 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v3
	v_xor_b32_e32 v3, 48, v100
	v_mov_b32_e32 v150, v57
	s_mul_i32 s3, s2, s57
	v_add3_u32 v6, v84, v6, s6
	scratch_store_b32 off, v1, off offset:1092 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	v_xor_b32_e32 v4, 64, v100
	v_mov_b32_e32 v152, v57
	s_mul_i32 s6, s58, s4
	s_mul_i32 s7, s2, s59
	scratch_store_b32 off, v1, off offset:1096 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	v_xor_b32_e32 v5, 0x50, v100
	v_mov_b32_e32 v154, v57
	v_mov_b32_e32 v17, v57
	v_mov_b32_e32 v18, v57
	scratch_store_b32 off, v1, off offset:1100 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 16, v100
	s_and_b32 s89, s27, 0xffff
	s_ashr_i32 s96, s8, 5
	s_lshl_b32 s97, s30, 5
	s_lshl_b32 s98, s63, 5
	v_dual_mov_b32 v20, v57 :: v_dual_add_nc_u32 v1, 0, v1
	v_mov_b32_e32 v22, v57
	v_mov_b32_e32 v24, v57
	v_mov_b32_e32 v26, v57
	scratch_store_b32 off, v1, off offset:1104 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v2
	v_xor_b32_e32 v2, 0x70, v100
	v_mov_b32_e32 v28, v57
	v_mov_b32_e32 v30, v57
	v_mov_b32_e32 v32, v57
	scratch_store_b32 off, v1, off offset:1108 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v3
	v_xor_b32_e32 v3, 0x80, v100
	v_mov_b32_e32 v156, v57
	v_mov_b32_e32 v158, v57
	v_mov_b32_e32 v160, v57
	scratch_store_b32 off, v1, off offset:1112 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	v_xor_b32_e32 v4, 0x90, v100
	v_mov_b32_e32 v162, v57
	v_mov_b32_e32 v41, v57
	scratch_store_b32 off, v1, off offset:1116 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	v_xor_b32_e32 v5, 0xa0, v100
	scratch_store_b32 off, v1, off offset:1120 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 0x60, v100
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1124 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v2
	v_xor_b32_e32 v2, 0xc0, v100
	scratch_store_b32 off, v1, off offset:1128 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v3
	v_xor_b32_e32 v3, 0xd0, v100
	scratch_store_b32 off, v1, off offset:1132 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	v_xor_b32_e32 v4, 0xe0, v100
	scratch_store_b32 off, v1, off offset:1136 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	v_xor_b32_e32 v5, 0xf0, v100
	scratch_store_b32 off, v1, off offset:1140 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 0xb0, v100
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1144 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v2
	v_xor_b32_e32 v2, 32, v15
	scratch_store_b32 off, v1, off offset:1148 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v3
	v_xor_b32_e32 v3, 48, v15
	scratch_store_b32 off, v1, off offset:1152 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	v_xor_b32_e32 v4, 16, v10
	scratch_store_b32 off, v1, off offset:1156 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	v_xor_b32_e32 v5, 32, v10
	scratch_store_b32 off, v1, off offset:1160 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 16, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1164 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v2
	scratch_store_b32 off, v1, off offset:1168 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v3
	scratch_store_b32 off, v1, off offset:1172 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v4
	scratch_store_b32 off, v1, off offset:1176 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v1, 0, v5
	scratch_store_b32 off, v1, off offset:1180 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 48, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1184 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 64, v10
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1188 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 0x50, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1192 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 0x60, v10
	v_add_nc_u32_e32 v1, 0, v1
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v1, off offset:1196
	scratch_store_b32 off, v10, off offset:992
	v_xor_b32_e32 v1, 0x70, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v1, off offset:1200
	scratch_store_b32 off, v85, off offset:1244
	v_lshlrev_b32_e32 v1, 1, v85
	scratch_store_b32 off, v1, off offset:1204 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, v0, v1
	v_xor_b32_e32 v1, 16, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1208 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 32, v7
	v_add_nc_u32_e32 v1, 0, v1
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v1, off offset:1212
	scratch_store_b32 off, v7, off offset:1004
	v_xor_b32_e32 v1, 48, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1216 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 16, v11
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1220 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 32, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0, v1
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v1, off offset:1224
	scratch_store_b32 off, v11, off offset:996
	v_xor_b32_e32 v1, 48, v11
	v_add_nc_u32_e32 v1, 0, v1
	scratch_store_b32 off, v1, off offset:1228 ; 4-byte Folded Spill
	v_add3_u32 v1, s3, s5, v93
	scratch_store_b32 off, v1, off offset:1232 ; 4-byte Folded Spill
	v_add3_u32 v1, s7, s6, v93
	s_clause 0x14                           ; 252-byte Folded Spill
	scratch_store_b32 off, v1, off offset:1236
	scratch_store_b32 off, v86, off offset:392
	scratch_store_b32 off, v87, off offset:424
	scratch_store_b32 off, v93, off offset:456
	scratch_store_b32 off, v94, off offset:488
	scratch_store_b32 off, v99, off offset:492
	scratch_store_b32 off, v100, off offset:496
	scratch_store_b128 off, v[117:120], off offset:500
	scratch_store_b128 off, v[121:124], off offset:516
	scratch_store_b128 off, v[163:166], off offset:532
	scratch_store_b128 off, v[167:170], off offset:548
	scratch_store_b128 off, v[171:174], off offset:564
	scratch_store_b128 off, v[175:178], off offset:580
	scratch_store_b128 off, v[179:182], off offset:596
	scratch_store_b128 off, v[183:186], off offset:612
	scratch_store_b128 off, v[187:190], off offset:628
	scratch_store_b128 off, v[191:194], off offset:644
	scratch_store_b128 off, v[195:198], off offset:660
	scratch_store_b128 off, v[199:202], off offset:676
	scratch_store_b128 off, v[203:206], off offset:692
	scratch_store_b128 off, v[207:210], off offset:708
.LBB0_4:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v1, s99, v86
	v_lshlrev_b32_e32 v3, 1, v6
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[109:112], off, off offset:360
	scratch_load_b128 v[113:116], off, off offset:376
	s_clause 0x7                            ; 80-byte Folded Spill
	scratch_store_b32 off, v6, off offset:104
	scratch_store_b32 off, v14, off offset:88
	scratch_store_b32 off, v13, off offset:72
	scratch_store_b32 off, v9, off offset:64
	scratch_store_b128 off, v[155:158], off offset:32
	scratch_store_b128 off, v[159:162], off offset:48
	scratch_store_b128 off, v[147:150], off
	scratch_store_b128 off, v[151:154], off offset:16
	v_cmp_gt_i32_e32 vcc_lo, s34, v1
	v_or_b32_e32 v1, s99, v87
	v_lshlrev_b32_e32 v2, 1, v13
	s_add_i32 s100, s100, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s34, v1
	v_cndmask_b32_e64 v1, 0x80000000, v2, s3
	v_lshlrev_b32_e32 v2, 1, v9
	buffer_load_b128 v[77:80], v1, s[76:79], 0 offen
	v_cndmask_b32_e64 v2, 0x80000000, v2, s3
	v_cndmask_b32_e32 v1, 0x80000000, v3, vcc_lo
	v_lshlrev_b32_e32 v3, 1, v14
	buffer_load_b128 v[73:76], v2, s[76:79], 0 offen
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	s_clause 0x1
	buffer_load_b128 v[85:88], v1, s[76:79], 0 offen
	buffer_load_b128 v[89:92], v3, s[76:79], 0 offen
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v2, 16, v77
	v_mov_b16_e32 v6.l, v79.l
	v_mov_b16_e32 v8.l, v80.l
	v_mov_b16_e32 v10.l, v78.l
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e32 v4, 16, v73
	v_mov_b16_e32 v4.h, v73.l
	v_mov_b16_e32 v6.h, v75.l
	v_mov_b16_e32 v8.h, v76.l
	v_mov_b16_e32 v10.h, v74.l
	v_mov_b16_e32 v2.h, v4.l
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v1, 16, v85
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v3, 16, v89
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_clause 0x3                            ; 16-byte Folded Reload
	scratch_load_b32 v5, off, off offset:1000
	scratch_load_b32 v7, off, off offset:1048
	scratch_load_b32 v9, off, off offset:1084
	scratch_load_b32 v11, off, off offset:1012
	v_mov_b16_e32 v1.h, v3.l
	v_mov_b16_e32 v4.l, v77.l
	v_mov_b16_e32 v3.l, v85.l
	v_mov_b16_e32 v3.h, v89.l
	s_waitcnt vmcnt(3)
	v_add_nc_u32_e32 v5, 0, v5
	ds_store_b64 v5, v[3:4]
	v_lshrrev_b32_e32 v3, 16, v75
	v_lshrrev_b32_e32 v5, 16, v91
	v_lshrrev_b32_e32 v4, 16, v79
	v_mov_b16_e32 v5.h, v91.l
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b16_e32 v4.h, v3.l
	v_lshrrev_b32_e32 v3, 16, v87
	v_mov_b16_e32 v3.h, v5.l
	v_mov_b16_e32 v5.l, v87.l
	s_waitcnt vmcnt(2)
	ds_store_b64 v7, v[5:6] offset:4096
	v_lshrrev_b32_e32 v5, 16, v76
	v_lshrrev_b32_e32 v7, 16, v92
	v_lshrrev_b32_e32 v6, 16, v80
	v_mov_b16_e32 v7.h, v92.l
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b16_e32 v6.h, v5.l
	v_lshrrev_b32_e32 v5, 16, v88
	v_mov_b16_e32 v5.h, v7.l
	v_mov_b16_e32 v7.l, v88.l
	s_waitcnt vmcnt(1)
	ds_store_b64 v9, v[7:8] offset:6144
	v_lshrrev_b32_e32 v7, 16, v74
	v_lshrrev_b32_e32 v9, 16, v90
	v_lshrrev_b32_e32 v8, 16, v78
	v_mov_b16_e32 v9.h, v90.l
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b16_e32 v8.h, v7.l
	v_lshrrev_b32_e32 v7, 16, v86
	v_mov_b16_e32 v7.h, v9.l
	v_mov_b16_e32 v9.l, v86.l
	s_waitcnt vmcnt(0)
	ds_store_b64 v11, v[9:10] offset:2048
	scratch_load_b32 v9, off, off offset:1008 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v9, v[1:2] offset:1024
	scratch_load_b32 v1, off, off offset:1016 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 16, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, s99, v2
	v_cmp_gt_i32_e32 vcc_lo, s34, v2
	v_or_b32_e32 v2, s99, v93
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s34, v2
	s_waitcnt vmcnt(0)
	ds_store_b64 v1, v[7:8] offset:3072
	scratch_load_b32 v1, off, off offset:1080 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v1, v[3:4] offset:5120
	scratch_load_b32 v1, off, off offset:1088 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v1, v[5:6] offset:7168
	scratch_load_b32 v1, off, off offset:1232 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v1, s99, v1, 2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_add_nc_u32_e32 v12, 0x58, v1
	v_add_nc_u32_e32 v3, 64, v1
	v_add_nc_u32_e32 v11, 0x50, v1
	v_add_nc_u32_e32 v4, 16, v1
	v_add_nc_u32_e32 v15, 0x70, v1
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_add_nc_u32 v2, 8, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_cndmask_b32 v66, 0x80000000, v15 :: v_dual_add_nc_u32 v5, 24, v1
	v_add_nc_u32_e32 v7, 40, v1
	v_add_nc_u32_e32 v9, 56, v1
	v_add_nc_u32_e32 v14, 0x68, v1
	v_add_nc_u32_e32 v6, 32, v1
	v_add_nc_u32_e32 v16, 0x78, v1
	v_add_nc_u32_e32 v8, 48, v1
	v_add_nc_u32_e32 v10, 0x48, v1
	v_add_nc_u32_e32 v13, 0x60, v1
	v_cndmask_b32_e64 v1, 0x80000000, v1, s3
	v_cndmask_b32_e64 v2, 0x80000000, v2, s3
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_cndmask_b32_e64 v4, 0x80000000, v4, s3
	v_cndmask_b32_e64 v5, 0x80000000, v5, s3
	v_cndmask_b32_e64 v7, 0x80000000, v7, s3
	v_cndmask_b32_e64 v9, 0x80000000, v9, s3
	v_cndmask_b32_e32 v65, 0x80000000, v14, vcc_lo
	v_cndmask_b32_e64 v6, 0x80000000, v6, s3
	v_cndmask_b32_e32 v81, 0x80000000, v16, vcc_lo
	v_cndmask_b32_e64 v8, 0x80000000, v8, s3
	v_dual_cndmask_b32 v10, 0x80000000, v10 :: v_dual_cndmask_b32 v13, 0x80000000, v13
	s_clause 0xf
	buffer_load_b32 v72, v1, s[80:83], 0 offen
	buffer_load_b32 v71, v2, s[80:83], 0 offen
	buffer_load_b32 v70, v4, s[80:83], 0 offen
	buffer_load_b32 v69, v5, s[80:83], 0 offen
	buffer_load_b32 v68, v6, s[80:83], 0 offen
	buffer_load_b32 v16, v7, s[80:83], 0 offen
	buffer_load_b32 v15, v8, s[80:83], 0 offen
	buffer_load_b32 v14, v9, s[80:83], 0 offen
	buffer_load_b32 v9, v3, s[80:83], 0 offen
	buffer_load_b32 v8, v10, s[80:83], 0 offen
	buffer_load_b32 v7, v11, s[80:83], 0 offen
	buffer_load_b32 v6, v12, s[80:83], 0 offen
	buffer_load_b32 v1, v13, s[80:83], 0 offen
	buffer_load_b32 v67, v65, s[80:83], 0 offen
	buffer_load_b32 v66, v66, s[80:83], 0 offen
	buffer_load_b32 v65, v81, s[80:83], 0 offen
	scratch_load_b32 v2, off, off offset:988 ; 4-byte Folded Reload
	s_waitcnt vmcnt(16)
	v_cmp_neq_f32_e64 s10, 0xff800000, v72
	s_waitcnt vmcnt(15)
	v_cmp_neq_f32_e64 s12, 0xff800000, v71
	s_waitcnt vmcnt(14)
	v_cmp_neq_f32_e64 s6, 0xff800000, v70
	s_waitcnt vmcnt(13)
	v_cmp_neq_f32_e64 s7, 0xff800000, v69
	s_waitcnt vmcnt(12)
	v_cmp_neq_f32_e64 s8, 0xff800000, v68
	s_waitcnt vmcnt(11)
	v_cmp_neq_f32_e64 s9, 0xff800000, v16
	s_waitcnt vmcnt(10)
	v_cmp_neq_f32_e64 s11, 0xff800000, v15
	s_waitcnt vmcnt(9)
	v_cmp_neq_f32_e64 s13, 0xff800000, v14
	s_waitcnt vmcnt(8)
	v_cmp_neq_f32_e64 s14, 0xff800000, v9
	s_waitcnt vmcnt(7)
	v_cmp_neq_f32_e64 s15, 0xff800000, v8
	s_waitcnt vmcnt(6)
	v_cmp_neq_f32_e64 s16, 0xff800000, v7
	s_waitcnt vmcnt(5)
	v_cmp_neq_f32_e64 s17, 0xff800000, v6
	s_waitcnt vmcnt(4)
	v_cmp_neq_f32_e64 s18, 0xff800000, v1
	s_waitcnt vmcnt(3)
	v_cmp_neq_f32_e64 s19, 0xff800000, v67
	s_waitcnt vmcnt(2)
	v_cmp_neq_f32_e64 s20, 0xff800000, v66
	s_waitcnt vmcnt(1)
	v_cmp_neq_f32_e64 s21, 0xff800000, v65
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v93, 0, v2
	scratch_load_b32 v2, off, off offset:1092 ; 4-byte Folded Reload
	ds_load_2addr_b64 v[81:84], v93 offset1:16
	ds_load_2addr_b64 v[10:13], v93 offset0:32 offset1:48
	ds_load_2addr_b64 v[95:98], v93 offset0:64 offset1:80
	ds_load_2addr_b64 v[125:128], v93 offset0:96 offset1:112
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[105:108], v2 offset1:16
	ds_load_2addr_b64 v[249:252], v2 offset0:32 offset1:48
	ds_load_2addr_b64 v[129:132], v2 offset0:64 offset1:80
	ds_load_2addr_b64 v[2:5], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[129:132], off offset:296 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[2:5], off offset:264 ; 16-byte Folded Spill
	scratch_load_b32 v2, off, off offset:1096 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[129:132], v2 offset1:16
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[129:132], off offset:232 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[129:132], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[129:132], off offset:216 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[129:132], v2 offset0:64 offset1:80
	ds_load_2addr_b64 v[2:5], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[129:132], off offset:200 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[2:5], off offset:184 ; 16-byte Folded Spill
	scratch_load_b32 v2, off, off offset:1100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[129:132], v2 offset1:16
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[129:132], off offset:168 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[129:132], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[129:132], off offset:152 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[129:132], v2 offset0:64 offset1:80
	ds_load_2addr_b64 v[2:5], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[129:132], off offset:136 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[2:5], off offset:120 ; 16-byte Folded Spill
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v94, v[85:88]
	ds_store_b128 v94, v[77:80] offset:4096
	ds_store_b128 v99, v[89:92] offset:2048
	ds_store_b128 v99, v[73:76] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x2                            ; 12-byte Folded Reload
	scratch_load_b32 v2, off, off offset:1104
	scratch_load_b32 v3, off, off offset:1108
	scratch_load_b32 v4, off, off offset:1112
	v_dual_mov_b32 v92, s43 :: v_dual_add_nc_u32 v85, 0, v100
	v_dual_mov_b32 v91, s42 :: v_dual_mov_b32 v90, s41
	v_mov_b32_e32 v89, s40
	ds_load_b128 v[73:76], v85
	v_dual_mov_b32 v88, s39 :: v_dual_mov_b32 v87, s38
	v_mov_b32_e32 v86, s37
	s_waitcnt vmcnt(0)
	ds_load_b128 v[133:136], v4
	ds_load_b128 v[137:140], v85 offset:4096
	ds_load_b128 v[141:144], v2 offset:4096
	ds_load_b128 v[145:148], v3 offset:4096
	ds_load_b128 v[149:152], v4 offset:4096
	ds_load_b128 v[77:80], v2
	ds_load_b128 v[129:132], v3
	v_mov_b32_e32 v85, s36
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v3, off, off offset:1120
	scratch_load_b32 v2, off, off offset:1116
	v_mov_b32_e32 v5, v104
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_bf16 v[153:160], v[73:80], v[109:116], v[85:92]
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[85:88], off offset:328
	scratch_store_b128 off, v[89:92], off offset:344
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[153:160], v[129:136], v[117:124], v[153:160]
	s_waitcnt vmcnt(1)
	ds_load_b128 v[77:80], v3
	v_wmma_f32_16x16x16_bf16 v[129:136], v[137:144], v[109:116], v[85:92]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[73:76], v2
	ds_load_b128 v[137:140], v2 offset:4096
	ds_load_b128 v[141:144], v3 offset:4096
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v3, off, off offset:1128
	scratch_load_b32 v2, off, off offset:1124
	v_wmma_f32_16x16x16_bf16 v[129:136], v[145:152], v[117:124], v[129:136]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[153:160], v[73:80], v[163:170], v[153:160]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_bf16 v[129:136], v[137:144], v[163:170], v[129:136]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[73:76], v2
	ds_load_b128 v[137:140], v2 offset:4096
	ds_load_b128 v[141:144], v3 offset:4096
	ds_load_b128 v[77:80], v3
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v3, off, off offset:1136
	scratch_load_b32 v2, off, off offset:1132
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_bf16 v[129:136], v[137:144], v[171:178], v[129:136]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[153:160], v[73:80], v[171:178], v[153:160]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[73:76], v2
	ds_load_b128 v[137:140], v2 offset:4096
	ds_load_b128 v[141:144], v3 offset:4096
	ds_load_b128 v[77:80], v3
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v3, off, off offset:1144
	scratch_load_b32 v2, off, off offset:1140
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_bf16 v[129:136], v[137:144], v[179:186], v[129:136]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[153:160], v[73:80], v[179:186], v[153:160]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[73:76], v2
	ds_load_b128 v[137:140], v2 offset:4096
	ds_load_b128 v[141:144], v3 offset:4096
	ds_load_b128 v[77:80], v3
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v3, off, off offset:1152
	scratch_load_b32 v2, off, off offset:1148
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_bf16 v[129:136], v[137:144], v[187:194], v[129:136]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[153:160], v[73:80], v[187:194], v[153:160]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[73:76], v2
	ds_load_b128 v[137:140], v2 offset:4096
	ds_load_b128 v[141:144], v3 offset:4096
	ds_load_b128 v[77:80], v3
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v3, off, off offset:1160
	scratch_load_b32 v2, off, off offset:1156
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_bf16 v[129:136], v[137:144], v[195:202], v[129:136]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[153:160], v[73:80], v[195:202], v[153:160]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[73:76], v2
	ds_load_b128 v[137:140], v2 offset:4096
	ds_load_b128 v[141:144], v3 offset:4096
	ds_load_b128 v[77:80], v3
	v_mov_b32_e32 v2, v101
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_bf16 v[129:136], v[137:144], v[203:210], v[129:136]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[153:160], v[73:80], v[203:210], v[153:160]
	scratch_load_b32 v80, off, off offset:984 ; 4-byte Folded Reload
	v_fma_f32 v78, s33, v131, -v7
	v_lshlrev_b32_e32 v7, 1, v101
	v_fma_f32 v77, s33, v132, -v6
	v_lshlrev_b32_e32 v6, 1, v103
	v_fma_f32 v79, s33, v130, -v8
	v_lshlrev_b32_e32 v8, 1, v102
	v_fma_f32 v76, s33, v133, -v1
	v_fma_f32 v73, s33, v136, -v65
	v_fma_f32 v99, s33, v159, -v15
	v_fma_f32 v94, s33, v160, -v14
	v_fma_f32 v93, s33, v129, -v9
	v_fma_f32 v75, s33, v134, -v67
	v_fma_f32 v74, s33, v135, -v66
	v_fma_f32 v100, s33, v158, -v16
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mul_f32 v16, 0x3fb8aa3b, v99 :: v_dual_mul_f32 v91, 0x3fb8aa3b, v93
	v_dual_mul_f32 v92, 0x3fb8aa3b, v79 :: v_dual_mul_f32 v93, 0x3fb8aa3b, v78
	v_mul_f32_e32 v99, 0x3fb8aa3b, v76
	v_mul_f32_e32 v109, 0x3fb8aa3b, v74
	v_fma_f32 v85, s33, v153, -v72
	v_fma_f32 v86, s33, v154, -v71
	v_fma_f32 v87, s33, v155, -v70
	v_fma_f32 v88, s33, v156, -v69
	v_fma_f32 v89, s33, v157, -v68
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v85, 0x3fb8aa3b, v85 :: v_dual_mul_f32 v72, 0x3fb8aa3b, v86
	v_dual_mul_f32 v86, 0x3fb8aa3b, v87 :: v_dual_mul_f32 v87, 0x3fb8aa3b, v88
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v88, 0x3fb8aa3b, v89 :: v_dual_mul_f32 v89, 0x3fb8aa3b, v100
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v90, s99, v80
	v_lshlrev_b32_e32 v80, 1, v104
	v_mul_f32_e32 v104, 0x3fb8aa3b, v75
	v_cmp_gt_i32_e64 s5, s34, v90
	v_mul_f32_e32 v90, 0x3fb8aa3b, v94
	v_mul_f32_e32 v94, 0x3fb8aa3b, v77
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v7, 0x80000000, v7, s5
	v_cndmask_b32_e64 v6, 0x80000000, v6, s5
	v_cndmask_b32_e64 v1, 0x80000000, v80, s5
	v_cndmask_b32_e64 v8, 0x80000000, v8, s5
	s_clause 0x3
	buffer_load_b128 v[193:196], v7, s[84:87], 0 offen
	buffer_load_b128 v[197:200], v6, s[84:87], 0 offen
	buffer_load_b128 v[116:119], v1, s[84:87], 0 offen
	buffer_load_b128 v[121:124], v8, s[84:87], 0 offen
	v_cndmask_b32_e64 v6, 0xff800000, v72, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v253, v6
	v_bfe_u32 v6, v253, 16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v6, v253, v6, 0x7fff
	v_lshrrev_b32_e32 v6, 16, v6
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v100, 16, v116
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v101, 16, v121
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v1, off, off offset:980
	scratch_load_b32 v3, off, off offset:1164
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v1, 0, v1
	ds_store_b128 v1, v[116:119]
	s_waitcnt vmcnt(0)
	ds_store_b128 v3, v[197:200] offset:1024
	scratch_load_b32 v3, off, off offset:1168 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v1, 16, v193
	v_mov_b16_e64 v116.h, v197.l
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mov_b16_e32 v101.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v197
	v_mov_b32_e32 v120, v116
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mov_b16_e32 v100.h, v1.l
	v_cndmask_b32_e64 v1, 0xff800000, v85, s10
	v_cmp_o_f32_e64 s10, v253, v253
	v_exp_f32_e32 v255, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cndmask_b16 v6.l, 0x7fff, v6.l, s10
	v_bfe_u32 v1, v255, 16, 1
	v_cmp_o_f32_e64 s5, v255, v255
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v1, v255, v1, 0x7fff
	v_lshrrev_b32_e32 v1, 16, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b16 v1.l, 0x7fff, v1.l, s5
	s_waitcnt vmcnt(0)
	ds_store_b128 v3, v[121:124] offset:2048
	scratch_load_b32 v3, off, off offset:1172 ; 4-byte Folded Reload
	v_mov_b16_e64 v121.h, v193.l
	s_waitcnt vmcnt(0)
	ds_store_b128 v3, v[193:196] offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x2                            ; 12-byte Folded Reload
	scratch_load_b32 v7, off, off offset:992
	scratch_load_b32 v3, off, off offset:1176
	scratch_load_b32 v4, off, off offset:1184
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v110, 0x3fb8aa3b, v73 :: v_dual_add_nc_u32 v7, 0, v7
	s_waitcnt vmcnt(1)
	ds_load_b128 v[77:80], v3
	ds_load_b128 v[73:76], v7
	ds_load_b128 v[177:180], v7 offset:256
	ds_load_b128 v[181:184], v3 offset:256
	ds_load_b128 v[141:144], v3 offset:512
	ds_load_b128 v[137:140], v7 offset:512
	ds_load_b128 v[233:236], v7 offset:768
	ds_load_b128 v[237:240], v3 offset:768
	scratch_load_b32 v3, off, off offset:1180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	ds_load_b128 v[69:72], v4
	s_waitcnt vmcnt(0)
	ds_load_b128 v[65:68], v3
	ds_load_b128 v[161:164], v3 offset:256
	ds_load_b128 v[165:168], v4 offset:256
	ds_load_b128 v[133:136], v4 offset:512
	ds_load_b128 v[129:132], v3 offset:512
	ds_load_b128 v[217:220], v3 offset:768
	ds_load_b128 v[221:224], v4 offset:768
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v4, off, off offset:1192
	scratch_load_b32 v3, off, off offset:1188
	s_waitcnt vmcnt(0)
	ds_load_b128 v[185:188], v3
	ds_load_b128 v[153:156], v3 offset:256
	ds_load_b128 v[157:160], v4 offset:256
	ds_load_b128 v[245:248], v4 offset:512
	ds_load_b128 v[241:244], v3 offset:512
	ds_load_b128 v[209:212], v3 offset:768
	ds_load_b128 v[213:216], v4 offset:768
	ds_load_b128 v[189:192], v4
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v4, off, off offset:1200
	scratch_load_b32 v3, off, off offset:1196
	s_waitcnt vmcnt(0)
	ds_load_b128 v[169:172], v3
	ds_load_b128 v[145:148], v3 offset:256
	ds_load_b128 v[149:152], v4 offset:256
	ds_load_b128 v[229:232], v4 offset:512
	ds_load_b128 v[225:228], v3 offset:512
	ds_load_b128 v[201:204], v3 offset:768
	ds_load_b128 v[205:208], v4 offset:768
	ds_load_b128 v[173:176], v4
	v_dual_mov_b32 v3, v102 :: v_dual_mov_b32 v4, v103
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v0, v1
	v_cndmask_b32_e64 v1, 0xff800000, v86, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v1, v1
	v_bfe_u32 v7, v1, 16, 1
	v_cmp_o_f32_e64 s5, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v7, v1, v7, 0x7fff
	v_lshrrev_b32_e32 v7, 16, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, 0x7fff, v7.l, s5
	ds_store_b16 v0, v6 offset:128
	v_cndmask_b32_e64 v6, 0xff800000, v87, s7
	v_exp_f32_e32 v6, v6
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_u32 v8, v6, 16, 1
	v_cmp_o_f32_e64 s5, v6, v6
	v_add3_u32 v8, v6, v8, 0x7fff
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v8, 16, v8
	v_cndmask_b16 v8.l, 0x7fff, v8.l, s5
	ds_store_b16 v0, v7 offset:256
	v_cndmask_b32_e64 v7, 0xff800000, v88, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v7, v7
	v_bfe_u32 v9, v7, 16, 1
	v_cmp_o_f32_e64 s5, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v9, v7, v9, 0x7fff
	v_lshrrev_b32_e32 v9, 16, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b16 v9.l, 0x7fff, v9.l, s5
	ds_store_b16 v0, v8 offset:384
	v_cndmask_b32_e64 v8, 0xff800000, v89, s9
	v_exp_f32_e32 v8, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_u32 v14, v8, 16, 1
	v_cmp_o_f32_e64 s5, v8, v8
	v_add3_u32 v14, v8, v14, 0x7fff
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v14, 16, v14
	v_cndmask_b16 v14.l, 0x7fff, v14.l, s5
	ds_store_b16 v0, v9 offset:512
	v_cndmask_b32_e64 v9, 0xff800000, v16, s11
	ds_store_b16 v0, v14 offset:640
	v_cndmask_b32_e64 v14, 0xff800000, v90, s13
	v_exp_f32_e32 v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_exp_f32_e32 v14, v14
	v_bfe_u32 v15, v9, 16, 1
	v_cmp_o_f32_e64 s5, v9, v9
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_bfe_u32 v16, v14, 16, 1
	v_add3_u32 v15, v9, v15, 0x7fff
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v16, v14, v16, 0x7fff
	v_lshrrev_b32_e32 v15, 16, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v16, 16, v16
	v_cndmask_b16 v15.l, 0x7fff, v15.l, s5
	v_cmp_o_f32_e64 s5, v14, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b16 v15.h, 0x7fff, v16.l, s5
	v_cndmask_b32_e64 v16, 0xff800000, v92, s15
	ds_store_b16 v0, v15 offset:768
	ds_store_b16_d16_hi v0, v15 offset:896
	v_cndmask_b32_e64 v15, 0xff800000, v91, s14
	v_exp_f32_e32 v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_exp_f32_e32 v15, v15
	v_bfe_u32 v86, v16, 16, 1
	v_cmp_o_f32_e64 s6, v16, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_bfe_u32 v85, v15, 16, 1
	v_add3_u32 v86, v16, v86, 0x7fff
	v_cmp_o_f32_e64 s5, v15, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add3_u32 v85, v15, v85, 0x7fff
	v_lshrrev_b32_e32 v86, 16, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v85, 16, v85
	v_cndmask_b16 v85.h, 0x7fff, v86.l, s6
	v_cndmask_b32_e64 v86, 0xff800000, v93, s16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b16 v85.l, 0x7fff, v85.l, s5
	v_exp_f32_e32 v93, v86
	ds_store_b16 v0, v85 offset:1024
	v_bfe_u32 v86, v93, 16, 1
	v_cmp_o_f32_e64 s5, v93, v93
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v86, v93, v86, 0x7fff
	v_lshrrev_b32_e32 v86, 16, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_cndmask_b16 v85.l, 0x7fff, v86.l, s5
	v_cndmask_b32_e64 v86, 0xff800000, v94, s17
	ds_store_b16_d16_hi v0, v85 offset:1152
	v_exp_f32_e32 v102, v86
	v_bfe_u32 v86, v102, 16, 1
	v_cmp_o_f32_e64 s5, v102, v102
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v86, v102, v86, 0x7fff
	v_lshrrev_b32_e32 v86, 16, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_cndmask_b16 v85.h, 0x7fff, v86.l, s5
	v_cndmask_b32_e64 v86, 0xff800000, v99, s18
	ds_store_b16 v0, v85 offset:1280
	v_exp_f32_e32 v103, v86
	v_bfe_u32 v86, v103, 16, 1
	v_cmp_o_f32_e64 s5, v103, v103
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v86, v103, v86, 0x7fff
	v_lshrrev_b32_e32 v86, 16, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_cndmask_b16 v85.l, 0x7fff, v86.l, s5
	v_cndmask_b32_e64 v86, 0xff800000, v104, s19
	ds_store_b16_d16_hi v0, v85 offset:1408
	v_exp_f32_e32 v104, v86
	v_bfe_u32 v86, v104, 16, 1
	v_cmp_o_f32_e64 s5, v104, v104
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v86, v104, v86, 0x7fff
	v_lshrrev_b32_e32 v86, 16, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(TRANS32_DEP_1)
	v_cndmask_b16 v85.h, 0x7fff, v86.l, s5
	v_cndmask_b32_e64 v86, 0xff800000, v109, s20
	ds_store_b16 v0, v85 offset:1536
	ds_store_b16_d16_hi v0, v85 offset:1664
	v_exp_f32_e32 v94, v86
	v_bfe_u32 v86, v94, 16, 1
	v_cmp_o_f32_e64 s5, v94, v94
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v86, v94, v86, 0x7fff
	v_lshrrev_b32_e32 v86, 16, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b16 v85.l, 0x7fff, v86.l, s5
	v_cndmask_b32_e64 v86, 0xff800000, v110, s21
	v_exp_f32_e32 v99, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_u32 v86, v99, 16, 1
	v_cmp_o_f32_e64 s5, v99, v99
	v_add3_u32 v86, v99, v86, 0x7fff
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v86, 16, v86
	v_cndmask_b16 v85.h, 0x7fff, v86.l, s5
	ds_store_b16 v0, v85 offset:1792
	ds_store_b16_d16_hi v0, v85 offset:1920
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v85, off, off offset:1204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v254, s95, v85
	ds_load_u16_d16 v109, v254
	ds_load_u16_d16 v110, v254 offset:128
	ds_load_u16_d16 v111, v254 offset:256
	ds_load_u16_d16 v112, v254 offset:384
	ds_load_u16_d16 v113, v254 offset:512
	ds_load_u16_d16 v114, v254 offset:640
	ds_load_u16_d16 v115, v254 offset:768
	ds_load_u16_d16 v116, v254 offset:896
	ds_load_u16_d16 v85, v254 offset:1024
	ds_load_u16_d16 v86, v254 offset:1152
	ds_load_u16_d16 v87, v254 offset:1280
	ds_load_u16_d16 v88, v254 offset:1408
	ds_load_u16_d16 v89, v254 offset:1536
	ds_load_u16_d16 v90, v254 offset:1664
	ds_load_u16_d16 v91, v254 offset:1792
	ds_load_u16_d16 v92, v254 offset:1920
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v109, v254 offset:64
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v110, v254 offset:192
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v111, v254 offset:320
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v112, v254 offset:448
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v113, v254 offset:576
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v114, v254 offset:704
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v115, v254 offset:832
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v116, v254 offset:960
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v85, v254 offset:1088
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v86, v254 offset:1216
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v87, v254 offset:1344
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v88, v254 offset:1472
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v89, v254 offset:1600
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v90, v254 offset:1728
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v91, v254 offset:1856
	s_waitcnt lgkmcnt(15)
	ds_load_u16_d16_hi v92, v254 offset:1984
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v193, off, off offset:1004 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v193, 0, v193
	ds_store_2addr_b64 v193, v[120:121], v[100:101] offset1:8
	v_lshrrev_b32_e32 v100, 16, v194
	v_lshrrev_b32_e32 v101, 16, v122
	v_lshrrev_b32_e32 v120, 16, v198
	v_mov_b16_e64 v122.h, v194.l
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mov_b16_e32 v101.h, v100.l
	v_lshrrev_b32_e32 v100, 16, v117
	v_mov_b16_e64 v117.h, v198.l
	v_mov_b16_e32 v100.h, v120.l
	v_mov_b32_e32 v121, v117
	scratch_load_b32 v117, off, off offset:1208 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_2addr_b64 v117, v[121:122], v[100:101] offset0:16 offset1:24
	v_lshrrev_b32_e32 v100, 16, v195
	v_lshrrev_b32_e32 v117, 16, v199
	v_lshrrev_b32_e32 v101, 16, v123
	v_mov_b16_e64 v123.h, v195.l
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v101.h, v100.l
	v_lshrrev_b32_e32 v100, 16, v118
	v_mov_b16_e32 v100.h, v117.l
	scratch_load_b32 v117, off, off offset:1212 ; 4-byte Folded Reload
	v_mov_b16_e64 v118.h, v199.l
	v_mov_b32_e32 v122, v118
	v_lshrrev_b32_e32 v118, 16, v200
	s_waitcnt vmcnt(0)
	ds_store_2addr_b64 v117, v[122:123], v[100:101] offset0:32 offset1:40
	v_lshrrev_b32_e32 v117, 16, v196
	v_lshrrev_b32_e32 v101, 16, v124
	v_mov_b16_e64 v124.h, v196.l
	v_lshrrev_b32_e32 v100, 16, v119
	v_mov_b16_e64 v119.h, v200.l
	v_mov_b16_e32 v101.h, v117.l
	scratch_load_b32 v117, off, off offset:1216 ; 4-byte Folded Reload
	v_mov_b32_e32 v120, v124
	v_mov_b16_e32 v100.h, v118.l
	s_waitcnt vmcnt(0)
	ds_store_2addr_b64 v117, v[119:120], v[100:101] offset0:48 offset1:56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v100, off, off offset:996 ; 4-byte Folded Reload
	v_mov_b32_e32 v101, v2
	scratch_load_b32 v2, off, off offset:1220 ; 4-byte Folded Reload
	v_add_nc_u32_e32 v101, s98, v101
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v100, 0, v100
	s_waitcnt vmcnt(0)
	ds_load_b128 v[121:124], v2
	ds_load_b128 v[117:120], v100
	ds_load_b128 v[193:196], v100 offset:2048
	ds_load_b128 v[197:200], v2 offset:2048
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[57:64], v[117:124], v[109:116], v[57:64]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[49:56], v[193:200], v[109:116], v[49:56]
	ds_load_b128 v[121:124], v2 offset:4096
	ds_load_b128 v[117:120], v100 offset:4096
	ds_load_b128 v[193:196], v100 offset:6144
	ds_load_b128 v[197:200], v2 offset:6144
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v100, off, off offset:1228
	scratch_load_b32 v2, off, off offset:1224
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[41:48], v[117:124], v[109:116], v[41:48]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[33:40], v[193:200], v[109:116], v[33:40]
	s_waitcnt vmcnt(0)
	ds_load_b128 v[109:112], v2
	ds_load_b128 v[117:120], v2 offset:2048
	ds_load_b128 v[121:124], v100 offset:2048
	ds_load_b128 v[113:116], v100
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_bf16 v[49:56], v[117:124], v[85:92], v[49:56]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[57:64], v[109:116], v[85:92], v[57:64]
	ds_load_b128 v[113:116], v100 offset:4096
	ds_load_b128 v[109:112], v2 offset:4096
	ds_load_b128 v[117:120], v2 offset:6144
	ds_load_b128 v[121:124], v100 offset:6144
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[41:48], v[109:116], v[85:92], v[41:48]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[33:40], v[117:124], v[85:92], v[33:40]
	s_clause 0x5                            ; 96-byte Folded Reload
	scratch_load_b128 v[117:120], off, off offset:500
	scratch_load_b128 v[121:124], off, off offset:516
	scratch_load_b128 v[193:196], off, off offset:948
	scratch_load_b128 v[197:200], off, off offset:964
	scratch_load_b128 v[109:112], off, off offset:328
	scratch_load_b128 v[113:116], off, off offset:344
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[85:92], v[73:80], v[193:200], v[109:116]
	v_wmma_f32_16x16x16_bf16 v[73:80], v[177:184], v[193:200], v[109:116]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[177:180], off, off offset:916
	scratch_load_b128 v[181:184], off, off offset:932
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[85:92], v[65:72], v[177:184], v[85:92]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[65:68], off, off offset:884
	scratch_load_b128 v[69:72], off, off offset:900
	v_wmma_f32_16x16x16_bf16 v[73:80], v[161:168], v[177:184], v[73:80]
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[85:92], v[185:192], v[65:72], v[85:92]
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_bf16 v[73:80], v[153:160], v[65:72], v[73:80]
	s_clause 0x7                            ; 128-byte Folded Reload
	scratch_load_b128 v[155:158], off, off offset:32
	scratch_load_b128 v[159:162], off, off offset:48
	scratch_load_b128 v[65:68], off, off offset:852
	scratch_load_b128 v[69:72], off, off offset:868
	scratch_load_b128 v[187:190], off, off offset:628
	scratch_load_b128 v[191:194], off, off offset:644
	scratch_load_b128 v[179:182], off, off offset:596
	scratch_load_b128 v[183:186], off, off offset:612
	s_waitcnt vmcnt(4)
	v_wmma_f32_16x16x16_bf16 v[85:92], v[169:176], v[65:72], v[85:92]
	v_wmma_f32_16x16x16_bf16 v[73:80], v[145:152], v[65:72], v[73:80]
	s_clause 0x7                            ; 128-byte Folded Reload
	scratch_load_b128 v[147:150], off, off
	scratch_load_b128 v[151:154], off, off offset:16
	scratch_load_b128 v[65:68], off, off offset:820
	scratch_load_b128 v[69:72], off, off offset:836
	scratch_load_b128 v[171:174], off, off offset:564
	scratch_load_b128 v[175:178], off, off offset:580
	scratch_load_b128 v[163:166], off, off offset:532
	scratch_load_b128 v[167:170], off, off offset:548
	s_waitcnt vmcnt(4)
	v_wmma_f32_16x16x16_bf16 v[85:92], v[137:144], v[65:72], v[85:92]
	v_wmma_f32_16x16x16_bf16 v[73:80], v[233:240], v[65:72], v[73:80]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[65:68], off, off offset:788
	scratch_load_b128 v[69:72], off, off offset:804
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[85:92], v[129:136], v[65:72], v[85:92]
	v_wmma_f32_16x16x16_bf16 v[73:80], v[217:224], v[65:72], v[73:80]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[65:68], off, off offset:756
	scratch_load_b128 v[69:72], off, off offset:772
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[85:92], v[241:248], v[65:72], v[85:92]
	v_wmma_f32_16x16x16_bf16 v[73:80], v[209:216], v[65:72], v[73:80]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[65:68], off, off offset:724
	scratch_load_b128 v[69:72], off, off offset:740
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[73:80], v[201:208], v[65:72], v[73:80]
	s_clause 0x4                            ; 68-byte Folded Reload
	scratch_load_b128 v[203:206], off, off offset:692
	scratch_load_b128 v[207:210], off, off offset:708
	scratch_load_b128 v[195:198], off, off offset:660
	scratch_load_b128 v[199:202], off, off offset:676
	scratch_load_b32 v2, off, off offset:1236
	v_wmma_f32_16x16x16_bf16 v[85:92], v[225:232], v[65:72], v[85:92]
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v65, s99, v2, 2
	s_add_i32 s99, s99, 32
	s_cmp_lg_u32 s100, s96
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v66, 8, v65
	v_add_nc_u32_e32 v67, 16, v65
	v_add_nc_u32_e32 v68, 24, v65
	v_add_nc_u32_e32 v69, 32, v65
	v_add_nc_u32_e32 v70, 40, v65
	v_add_nc_u32_e32 v71, 48, v65
	v_add_nc_u32_e32 v72, 56, v65
	v_cndmask_b32_e64 v100, 0x80000000, v65, s3
	v_cndmask_b32_e64 v66, 0x80000000, v66, s3
	v_cndmask_b32_e64 v67, 0x80000000, v67, s3
	v_cndmask_b32_e64 v68, 0x80000000, v68, s3
	v_cndmask_b32_e64 v69, 0x80000000, v69, s3
	v_cndmask_b32_e64 v70, 0x80000000, v70, s3
	v_cndmask_b32_e64 v71, 0x80000000, v71, s3
	v_cndmask_b32_e64 v72, 0x80000000, v72, s3
	s_clause 0x7
	buffer_load_b32 v100, v100, s[88:91], 0 offen
	buffer_load_b32 v66, v66, s[88:91], 0 offen
	buffer_load_b32 v67, v67, s[88:91], 0 offen
	buffer_load_b32 v68, v68, s[88:91], 0 offen
	buffer_load_b32 v69, v69, s[88:91], 0 offen
	buffer_load_b32 v70, v70, s[88:91], 0 offen
	buffer_load_b32 v71, v71, s[88:91], 0 offen
	buffer_load_b32 v72, v72, s[88:91], 0 offen
	s_waitcnt vmcnt(6)
	v_dual_sub_f32 v85, v85, v100 :: v_dual_sub_f32 v66, v86, v66
	s_waitcnt vmcnt(4)
	v_dual_sub_f32 v67, v87, v67 :: v_dual_sub_f32 v68, v88, v68
	s_waitcnt vmcnt(2)
	v_dual_sub_f32 v86, v89, v69 :: v_dual_sub_f32 v87, v90, v70
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v88, v91, v71 :: v_dual_sub_f32 v89, v92, v72
	v_add_nc_u32_e32 v90, 0x60, v65
	v_dual_mul_f32 v1, v1, v67 :: v_dual_add_nc_u32 v70, 0x48, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v9, v9, v88
	v_dual_cndmask_b32 v90, 0x80000000, v90 :: v_dual_add_nc_u32 v69, 64, v65
	v_dual_mul_f32 v66, v253, v66 :: v_dual_add_nc_u32 v71, 0x50, v65
	v_dual_mul_f32 v7, v7, v86 :: v_dual_add_nc_u32 v72, 0x58, v65
	v_dual_mul_f32 v6, v6, v68 :: v_dual_add_nc_u32 v91, 0x68, v65
	v_add_nc_u32_e32 v92, 0x70, v65
	v_dual_mul_f32 v8, v8, v87 :: v_dual_add_nc_u32 v65, 0x78, v65
	v_dual_cndmask_b32 v69, 0x80000000, v69 :: v_dual_cndmask_b32 v70, 0x80000000, v70
	v_dual_cndmask_b32 v71, 0x80000000, v71 :: v_dual_cndmask_b32 v72, 0x80000000, v72
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v91, 0x80000000, v91 :: v_dual_cndmask_b32 v92, 0x80000000, v92
	v_cndmask_b32_e32 v65, 0x80000000, v65, vcc_lo
	s_clause 0x7
	buffer_load_b32 v69, v69, s[88:91], 0 offen
	buffer_load_b32 v70, v70, s[88:91], 0 offen
	buffer_load_b32 v71, v71, s[88:91], 0 offen
	buffer_load_b32 v72, v72, s[88:91], 0 offen
	buffer_load_b32 v90, v90, s[88:91], 0 offen
	buffer_load_b32 v91, v91, s[88:91], 0 offen
	buffer_load_b32 v92, v92, s[88:91], 0 offen
	buffer_load_b32 v65, v65, s[88:91], 0 offen
	s_clause 0x2                            ; 12-byte Folded Reload
	scratch_load_b32 v100, off, off offset:496
	scratch_load_b32 v86, off, off offset:392
	scratch_load_b32 v87, off, off offset:424
	v_cmp_o_f32_e64 s3, v66, v66
	v_cmp_o_f32_e64 s5, v1, v1
	v_cmp_o_f32_e64 s6, v6, v6
	v_cmp_o_f32_e64 s7, v7, v7
	v_cmp_o_f32_e64 s8, v8, v8
	v_cmp_o_f32_e64 s9, v9, v9
	v_mul_f32_e32 v14, v14, v89
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_o_f32_e64 s10, v14, v14
	s_waitcnt vmcnt(9)
	v_dual_sub_f32 v73, v73, v69 :: v_dual_sub_f32 v74, v74, v70
	v_lshrrev_b32_e32 v70, 16, v83
	s_waitcnt vmcnt(7)
	v_dual_sub_f32 v75, v75, v71 :: v_dual_sub_f32 v76, v76, v72
	v_lshrrev_b32_e32 v71, 16, v12
	v_lshrrev_b32_e32 v72, 16, v97
	s_waitcnt vmcnt(5)
	v_dual_sub_f32 v77, v77, v90 :: v_dual_sub_f32 v78, v78, v91
	s_waitcnt vmcnt(4)
	v_sub_f32_e32 v79, v79, v92
	s_waitcnt vmcnt(3)
	v_dual_sub_f32 v65, v80, v65 :: v_dual_mul_f32 v68, v102, v76
	v_lshrrev_b32_e32 v80, 16, v127
	v_lshrrev_b32_e32 v69, 16, v81
	v_mov_b16_e32 v69.h, v70.l
	v_lshrrev_b32_e32 v70, 16, v10
	v_mov_b16_e32 v70.h, v71.l
	v_lshrrev_b32_e32 v71, 16, v95
	v_mov_b16_e32 v71.h, v72.l
	v_lshrrev_b32_e32 v72, 16, v125
	v_mov_b16_e32 v72.h, v80.l
	v_dual_mul_f32 v80, v255, v85 :: v_dual_mul_f32 v67, v93, v75
	v_dual_mul_f32 v15, v15, v73 :: v_dual_mul_f32 v16, v16, v74
	scratch_load_b32 v93, off, off offset:456 ; 4-byte Folded Reload
	v_dual_mul_f32 v73, v103, v77 :: v_dual_mul_f32 v74, v104, v78
	v_dual_mov_b32 v104, v5 :: v_dual_mul_f32 v75, v94, v79
	scratch_load_b32 v94, off, off offset:488 ; 4-byte Folded Reload
	v_mul_f32_e32 v65, v99, v65
	scratch_load_b32 v99, off, off offset:492 ; 4-byte Folded Reload
	v_bfe_u32 v77, v66, 16, 1
	v_cmp_o_f32_e64 s11, v15, v15
	v_cmp_o_f32_e64 s12, v16, v16
	v_cmp_o_f32_e64 s13, v67, v67
	v_cmp_o_f32_e64 s14, v68, v68
	v_add3_u32 v66, v66, v77, 0x7fff
	v_bfe_u32 v77, v1, 16, 1
	v_cmp_o_f32_e64 s15, v73, v73
	v_bfe_u32 v76, v80, 16, 1
	v_cmp_o_f32_e64 s16, v74, v74
	v_add_nc_u32_e32 v104, s98, v104
	v_add3_u32 v77, v1, v77, 0x7fff
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v76, v80, v76, 0x7fff
	v_cmp_o_f32_e64 s17, v75, v75
	v_cmp_o_f32_e32 vcc_lo, v80, v80
	v_cmp_o_f32_e64 s18, v65, v65
	v_add3_u32 v6, v6, v1, 0x7fff
	v_bfe_u32 v1, v7, 16, 1
	v_lshrrev_b32_e32 v66, 16, v66
	v_dual_mov_b32 v102, v3 :: v_dual_mov_b32 v103, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v6, 16, v6
	v_add3_u32 v7, v7, v1, 0x7fff
	v_bfe_u32 v1, v8, 16, 1
	v_mov_b16_e64 v10.h, v252.l
	v_add_nc_u32_e32 v103, s98, v103
	v_add_nc_u32_e32 v102, s98, v102
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v8, v1, 0x7fff
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v9, v9, v1, 0x7fff
	v_bfe_u32 v1, v14, 16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add3_u32 v14, v14, v1, 0x7fff
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v15, v15, v1, 0x7fff
	v_bfe_u32 v1, v16, 16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add3_u32 v16, v16, v1, 0x7fff
	v_bfe_u32 v1, v67, 16, 1
	v_add3_u32 v67, v67, v1, 0x7fff
	v_bfe_u32 v1, v68, 16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add3_u32 v68, v68, v1, 0x7fff
	v_bfe_u32 v1, v73, 16, 1
	v_add3_u32 v73, v73, v1, 0x7fff
	v_bfe_u32 v1, v74, 16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add3_u32 v74, v74, v1, 0x7fff
	v_bfe_u32 v1, v75, 16, 1
	v_add3_u32 v75, v75, v1, 0x7fff
	v_bfe_u32 v1, v65, 16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add3_u32 v65, v65, v1, 0x7fff
	v_lshrrev_b32_e32 v1, 16, v76
	v_cndmask_b16 v1.h, 0x7fff, v66.l, s3
	v_lshrrev_b32_e32 v66, 16, v77
	v_mov_b16_e32 v66.h, v12.l
	v_cndmask_b16 v1.l, 0x7fff, v1.l, vcc_lo
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v0, v1
	v_cndmask_b16 v1.l, 0x7fff, v66.l, s5
	ds_store_b16_d16_hi v0, v1 offset:128
	v_cndmask_b16 v1.h, 0x7fff, v6.l, s6
	v_lshrrev_b32_e32 v6, 16, v7
	v_mov_b16_e32 v66.l, v10.l
	ds_store_b16 v0, v1 offset:256
	v_mov_b16_e64 v10.l, v250.l
	v_cndmask_b16 v1.l, 0x7fff, v6.l, s7
	v_lshrrev_b32_e32 v6, 16, v8
	ds_store_b16_d16_hi v0, v1 offset:384
	v_cndmask_b16 v1.h, 0x7fff, v6.l, s8
	v_lshrrev_b32_e32 v6, 16, v9
	ds_store_b16 v0, v1 offset:512
	ds_store_b16_d16_hi v0, v1 offset:640
	v_cndmask_b16 v1.l, 0x7fff, v6.l, s9
	v_lshrrev_b32_e32 v6, 16, v14
	v_lshrrev_b32_e32 v14, 16, v250
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cndmask_b16 v1.h, 0x7fff, v6.l, s10
	ds_store_b16 v0, v1 offset:768
	ds_store_b16_d16_hi v0, v1 offset:896
	v_lshrrev_b32_e32 v1, 16, v15
	v_lshrrev_b32_e32 v6, 16, v16
	v_cndmask_b16 v1.l, 0x7fff, v1.l, s11
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b16 v1.h, 0x7fff, v6.l, s12
	v_lshrrev_b32_e32 v6, 16, v67
	v_mov_b16_e32 v67.l, v95.l
	v_mov_b16_e32 v67.h, v97.l
	ds_store_b16 v0, v1 offset:1024
	v_cndmask_b16 v1.l, 0x7fff, v6.l, s13
	v_lshrrev_b32_e32 v6, 16, v68
	ds_store_b16_d16_hi v0, v1 offset:1152
	v_mov_b16_e32 v68.l, v125.l
	v_mov_b16_e32 v68.h, v127.l
	v_cndmask_b16 v1.h, 0x7fff, v6.l, s14
	v_lshrrev_b32_e32 v6, 16, v73
	ds_store_b16 v0, v1 offset:1280
	v_cndmask_b16 v1.l, 0x7fff, v6.l, s15
	v_lshrrev_b32_e32 v6, 16, v74
	ds_store_b16_d16_hi v0, v1 offset:1408
	v_cndmask_b16 v1.h, 0x7fff, v6.l, s16
	v_lshrrev_b32_e32 v6, 16, v75
	ds_store_b16 v0, v1 offset:1536
	ds_store_b16_d16_hi v0, v1 offset:1664
	v_cndmask_b16 v1.l, 0x7fff, v6.l, s17
	v_lshrrev_b32_e32 v6, 16, v65
	v_mov_b16_e32 v65.l, v81.l
	v_mov_b16_e32 v65.h, v83.l
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b16 v1.h, 0x7fff, v6.l, s18
	ds_store_b16 v0, v1 offset:1792
	ds_store_b16_d16_hi v0, v1 offset:1920
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:296
	scratch_load_b128 v[2:5], off, off offset:264
	ds_load_u16_d16 v73, v254
	ds_load_u16_d16 v74, v254 offset:128
	ds_load_u16_d16 v75, v254 offset:256
	ds_load_u16_d16 v76, v254 offset:384
	ds_load_u16_d16 v77, v254 offset:512
	ds_load_u16_d16 v78, v254 offset:640
	ds_load_u16_d16 v79, v254 offset:768
	ds_load_u16_d16 v80, v254 offset:896
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v73, v254 offset:64
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v74, v254 offset:192
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v75, v254 offset:320
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v76, v254 offset:448
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v77, v254 offset:576
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v78, v254 offset:704
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v79, v254 offset:832
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v80, v254 offset:960
	v_lshrrev_b32_e32 v1, 16, v107
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[147:154], v[65:72], v[73:80], v[147:154]
	v_lshrrev_b32_e32 v69, 16, v105
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b16_e32 v69.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v251
	v_lshrrev_b32_e32 v70, 16, v249
	v_mov_b16_e32 v65.l, v105.l
	v_mov_b16_e32 v65.h, v107.l
	v_mov_b16_e64 v66.l, v249.l
	v_mov_b16_e32 v70.h, v1.l
	v_mov_b16_e64 v66.h, v251.l
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v1, 16, v8
	v_lshrrev_b32_e32 v71, 16, v6
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v72, 16, v2
	v_dual_mov_b32 v140, v7 :: v_dual_mov_b32 v127, v5
	v_mov_b16_e32 v71.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v4
	v_mov_b16_e32 v68.l, v2.l
	v_mov_b16_e32 v68.h, v4.l
	v_mov_b32_e32 v125, v3
	scratch_load_b128 v[2:5], off, off offset:232 ; 16-byte Folded Reload
	v_mov_b16_e32 v72.h, v1.l
	v_mov_b16_e32 v67.l, v6.l
	v_mov_b16_e32 v67.h, v8.l
	v_mov_b32_e32 v142, v9
	scratch_load_b128 v[6:9], off, off offset:200 ; 16-byte Folded Reload
	v_wmma_f32_16x16x16_bf16 v[17:24], v[65:72], v[73:80], v[17:24]
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v1, 16, v4
	v_lshrrev_b32_e32 v69, 16, v2
	v_mov_b32_e32 v137, v3
	v_mov_b32_e32 v139, v5
	v_mov_b16_e64 v136.l, v2.l
	v_mov_b16_e64 v138.l, v4.l
	scratch_load_b128 v[2:5], off, off offset:216 ; 16-byte Folded Reload
	v_mov_b16_e32 v69.h, v1.l
	v_mov_b16_e64 v65.l, v136.l
	v_mov_b16_e64 v65.h, v138.l
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v70, 16, v2
	v_lshrrev_b32_e32 v1, 16, v4
	v_mov_b32_e32 v133, v3
	v_mov_b32_e32 v135, v5
	v_mov_b16_e64 v132.l, v2.l
	v_mov_b16_e64 v134.l, v4.l
	scratch_load_b128 v[2:5], off, off offset:184 ; 16-byte Folded Reload
	v_mov_b16_e32 v70.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v8
	v_lshrrev_b32_e32 v71, 16, v6
	v_mov_b16_e64 v66.l, v132.l
	v_mov_b16_e64 v66.h, v134.l
	v_mov_b16_e32 v67.l, v6.l
	v_mov_b16_e32 v71.h, v1.l
	v_mov_b16_e32 v67.h, v8.l
	v_mov_b32_e32 v105, v7
	v_mov_b32_e32 v107, v9
	scratch_load_b128 v[6:9], off, off offset:136 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v72, 16, v2
	v_lshrrev_b32_e32 v1, 16, v4
	v_mov_b16_e32 v68.l, v2.l
	v_mov_b16_e32 v68.h, v4.l
	v_mov_b32_e32 v95, v3
	v_mov_b32_e32 v97, v5
	scratch_load_b128 v[2:5], off, off offset:168 ; 16-byte Folded Reload
	v_mov_b16_e32 v72.h, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_bf16 v[25:32], v[65:72], v[73:80], v[25:32]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v1, 16, v4
	v_lshrrev_b32_e32 v69, 16, v2
	v_mov_b32_e32 v89, v3
	v_mov_b32_e32 v91, v5
	v_mov_b16_e32 v88.l, v2.l
	v_mov_b16_e32 v90.l, v4.l
	scratch_load_b128 v[2:5], off, off offset:152 ; 16-byte Folded Reload
	v_mov_b16_e32 v69.h, v1.l
	v_mov_b16_e32 v65.l, v88.l
	v_mov_b16_e32 v65.h, v90.l
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v70, 16, v2
	v_lshrrev_b32_e32 v1, 16, v4
	v_mov_b32_e32 v130, v3
	v_mov_b32_e32 v132, v5
	v_mov_b16_e64 v129.l, v2.l
	v_mov_b16_e64 v131.l, v4.l
	scratch_load_b128 v[2:5], off, off offset:120 ; 16-byte Folded Reload
	v_mov_b16_e32 v70.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v8
	v_lshrrev_b32_e32 v71, 16, v6
	v_mov_b16_e64 v66.l, v129.l
	v_mov_b16_e64 v66.h, v131.l
	v_mov_b16_e32 v67.l, v6.l
	v_mov_b16_e32 v71.h, v1.l
	v_mov_b16_e32 v67.h, v8.l
	v_mov_b32_e32 v88, v7
	v_mov_b32_e32 v90, v9
	v_mov_b16_e32 v9.l, v106.l
	v_mov_b16_e32 v9.h, v108.l
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v1, 16, v4
	v_lshrrev_b32_e32 v72, 16, v2
	v_mov_b16_e32 v68.l, v2.l
	v_mov_b16_e32 v68.h, v4.l
	v_mov_b32_e32 v81, v3
	v_mov_b16_e32 v72.h, v1.l
	v_lshrrev_b32_e32 v1, 16, v84
	v_lshrrev_b32_e32 v2, 16, v13
	v_lshrrev_b32_e32 v3, 16, v98
	v_lshrrev_b32_e32 v4, 16, v128
	v_wmma_f32_16x16x16_bf16 v[155:162], v[65:72], v[73:80], v[155:162]
	v_lshrrev_b32_e32 v69, 16, v82
	v_lshrrev_b32_e32 v70, 16, v11
	v_lshrrev_b32_e32 v71, 16, v96
	v_lshrrev_b32_e32 v72, 16, v126
	v_mov_b32_e32 v83, v5
	v_mov_b16_e32 v69.h, v1.l
	v_mov_b16_e32 v70.h, v2.l
	v_mov_b16_e32 v71.h, v3.l
	v_mov_b16_e32 v72.h, v4.l
	ds_load_u16_d16 v1, v254 offset:1024
	ds_load_u16_d16 v2, v254 offset:1152
	ds_load_u16_d16 v3, v254 offset:1280
	ds_load_u16_d16 v4, v254 offset:1408
	ds_load_u16_d16 v5, v254 offset:1536
	ds_load_u16_d16 v6, v254 offset:1664
	ds_load_u16_d16 v7, v254 offset:1792
	ds_load_u16_d16 v8, v254 offset:1920
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v1, v254 offset:1088
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v2, v254 offset:1216
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v3, v254 offset:1344
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v4, v254 offset:1472
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v5, v254 offset:1600
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v6, v254 offset:1728
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v7, v254 offset:1856
	s_waitcnt lgkmcnt(7)
	ds_load_u16_d16_hi v8, v254 offset:1984
	v_mov_b16_e32 v65.l, v82.l
	v_mov_b16_e32 v65.h, v84.l
	v_mov_b16_e32 v66.l, v11.l
	v_mov_b16_e32 v66.h, v13.l
	v_mov_b16_e32 v67.l, v96.l
	v_mov_b16_e32 v67.h, v98.l
	v_mov_b16_e32 v68.l, v126.l
	v_mov_b16_e64 v68.h, v128.l
	v_lshrrev_b32_e32 v13, 16, v106
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_bf16 v[147:154], v[65:72], v[1:8], v[147:154]
	v_mov_b32_e32 v67, v140
	v_dual_mov_b32 v69, v142 :: v_dual_mov_b32 v68, v125
	v_mov_b32_e32 v70, v127
	v_lshrrev_b32_e32 v65, 16, v108
	v_lshrrev_b32_e32 v66, 16, v252
	v_mov_b16_e32 v11.l, v67.l
	v_lshrrev_b32_e32 v15, 16, v67
	v_lshrrev_b32_e32 v67, 16, v69
	v_mov_b16_e32 v12.l, v68.l
	v_lshrrev_b32_e32 v16, 16, v68
	v_lshrrev_b32_e32 v68, 16, v70
	v_mov_b16_e32 v11.h, v69.l
	v_mov_b16_e32 v12.h, v70.l
	v_mov_b16_e32 v13.h, v65.l
	v_mov_b16_e32 v14.h, v66.l
	v_mov_b16_e32 v15.h, v67.l
	v_mov_b16_e32 v16.h, v68.l
	v_mov_b32_e32 v69, v107
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_bf16 v[17:24], v[9:16], v[1:8], v[17:24]
	v_mov_b32_e32 v10, v137
	v_mov_b32_e32 v12, v139
	v_mov_b32_e32 v14, v133
	v_mov_b32_e32 v16, v135
	v_dual_mov_b32 v68, v95 :: v_dual_mov_b32 v67, v105
	v_mov_b32_e32 v70, v97
	v_mov_b16_e32 v9.h, v12.l
	v_lshrrev_b32_e32 v13, 16, v10
	v_lshrrev_b32_e32 v65, 16, v12
	v_mov_b16_e32 v10.h, v16.l
	v_lshrrev_b32_e32 v66, 16, v16
	v_mov_b16_e32 v12.l, v68.l
	v_mov_b16_e32 v12.h, v70.l
	v_lshrrev_b32_e32 v16, 16, v68
	v_lshrrev_b32_e32 v68, 16, v70
	v_mov_b32_e32 v70, v83
	v_mov_b16_e32 v11.l, v67.l
	v_lshrrev_b32_e32 v15, 16, v67
	v_lshrrev_b32_e32 v67, 16, v69
	v_mov_b16_e32 v9.l, v10.l
	v_mov_b16_e32 v10.l, v14.l
	v_lshrrev_b32_e32 v14, 16, v14
	v_mov_b16_e32 v11.h, v69.l
	v_mov_b16_e32 v13.h, v65.l
	v_mov_b16_e32 v14.h, v66.l
	v_mov_b16_e32 v15.h, v67.l
	v_mov_b16_e32 v16.h, v68.l
	v_mov_b32_e32 v67, v88
	v_mov_b32_e32 v69, v90
	v_lshrrev_b32_e32 v65, 16, v91
	s_delay_alu instid0(VALU_DEP_4)
	v_wmma_f32_16x16x16_bf16 v[25:32], v[9:16], v[1:8], v[25:32]
	v_mov_b32_e32 v14, v130
	v_mov_b32_e32 v16, v132
	v_mov_b32_e32 v68, v81
	v_mov_b16_e32 v11.l, v67.l
	v_lshrrev_b32_e32 v15, 16, v67
	v_lshrrev_b32_e32 v67, 16, v69
	v_mov_b16_e32 v10.h, v16.l
	v_lshrrev_b32_e32 v66, 16, v16
	v_mov_b16_e32 v12.l, v68.l
	v_lshrrev_b32_e32 v16, 16, v68
	v_lshrrev_b32_e32 v68, 16, v70
	v_lshrrev_b32_e32 v13, 16, v89
	v_mov_b16_e32 v10.l, v14.l
	v_lshrrev_b32_e32 v14, 16, v14
	v_mov_b16_e32 v9.l, v89.l
	v_mov_b16_e32 v9.h, v91.l
	v_mov_b16_e32 v11.h, v69.l
	v_mov_b16_e32 v12.h, v70.l
	v_mov_b16_e32 v13.h, v65.l
	v_mov_b16_e32 v14.h, v66.l
	v_mov_b16_e32 v15.h, v67.l
	v_mov_b16_e32 v16.h, v68.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_bf16 v[155:162], v[9:16], v[1:8], v[155:162]
	s_clause 0x3                            ; 16-byte Folded Reload
	scratch_load_b32 v6, off, off offset:104
	scratch_load_b32 v14, off, off offset:88
	scratch_load_b32 v13, off, off offset:72
	scratch_load_b32 v9, off, off offset:64
	s_waitcnt vmcnt(3)
	v_add_nc_u32_e32 v6, s97, v6
	s_waitcnt vmcnt(2)
	v_add_nc_u32_e32 v14, s97, v14
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v13, s97, v13
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v9, s97, v9
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %Flow683
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v0, off, off offset:1240
	scratch_load_b32 v85, off, off offset:1244
.LBB0_6:                                ; %._crit_edge338
	s_lshr_b32 s3, s67, 2
	s_lshr_b32 s5, s66, 1
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v146, s3, v85
	v_or_b32_e32 v1, s5, v93
	s_mul_i32 s3, s75, s4
	s_mul_i32 s6, s46, s2
	v_bfe_u32 v107, v57, 16, 1
	v_or_b32_e32 v6, s92, v146
	s_add_i32 s6, s6, s3
	s_mul_i32 s3, s47, s92
	v_or_b32_e32 v2, 2, v1
	v_bfe_u32 v113, v58, 16, 1
	v_mul_lo_u32 v4, v146, s47
	s_add_i32 s3, s3, s6
	v_or_b32_e32 v3, 4, v1
	v_add_nc_u32_e32 v5, s3, v1
	v_cmp_gt_i32_e32 vcc_lo, s35, v6
	v_or_b32_e32 v6, 6, v1
	v_or_b32_e32 v7, 8, v1
	v_or_b32_e32 v8, 10, v1
	v_or_b32_e32 v9, 12, v1
	v_or_b32_e32 v10, 14, v1
	v_or_b32_e32 v11, 32, v1
	v_or_b32_e32 v12, 34, v1
	v_or_b32_e32 v13, 36, v1
	v_or_b32_e32 v14, 38, v1
	v_or_b32_e32 v15, 40, v1
	v_or_b32_e32 v16, 42, v1
	v_or_b32_e32 v65, 44, v1
	v_or_b32_e32 v66, 46, v1
	v_or_b32_e32 v67, 64, v1
	v_or_b32_e32 v68, 0x42, v1
	v_or_b32_e32 v69, 0x44, v1
	v_or_b32_e32 v70, 0x46, v1
	v_or_b32_e32 v71, 0x48, v1
	v_or_b32_e32 v72, 0x4a, v1
	v_or_b32_e32 v73, 0x4c, v1
	v_or_b32_e32 v74, 0x4e, v1
	v_or_b32_e32 v75, 0x60, v1
	v_or_b32_e32 v76, 0x62, v1
	v_or_b32_e32 v77, 0x64, v1
	v_or_b32_e32 v78, 0x66, v1
	v_or_b32_e32 v79, 0x68, v1
	v_or_b32_e32 v80, 0x6a, v1
	v_or_b32_e32 v81, 0x6c, v1
	v_or_b32_e32 v82, 0x6e, v1
	v_add3_u32 v107, v57, v107, 0x7fff
	v_bfe_u32 v116, v59, 16, 1
	v_add_nc_u32_e32 v83, s3, v2
	v_add3_u32 v113, v58, v113, 0x7fff
	v_add_lshl_u32 v5, v5, v4, 1
	v_add_nc_u32_e32 v84, s3, v3
	v_dual_mul_f32 v20, s33, v20 :: v_dual_add_nc_u32 v85, s3, v6
	v_add_nc_u32_e32 v86, s3, v7
	v_add_nc_u32_e32 v87, s3, v8
	v_add_nc_u32_e32 v88, s3, v9
	v_dual_mul_f32 v24, s33, v24 :: v_dual_add_nc_u32 v89, s3, v10
	v_add_nc_u32_e32 v90, s3, v11
	v_add_nc_u32_e32 v91, s3, v12
	v_dual_mul_f32 v19, s33, v19 :: v_dual_add_nc_u32 v92, s3, v13
	v_dual_mul_f32 v28, s33, v28 :: v_dual_add_nc_u32 v93, s3, v14
	v_dual_mul_f32 v17, s33, v17 :: v_dual_add_nc_u32 v94, s3, v15
	v_dual_mul_f32 v18, s33, v18 :: v_dual_add_nc_u32 v95, s3, v16
	v_dual_mul_f32 v23, s33, v23 :: v_dual_add_nc_u32 v96, s3, v65
	v_dual_mul_f32 v32, s33, v32 :: v_dual_add_nc_u32 v97, s3, v66
	v_dual_mul_f32 v21, s33, v21 :: v_dual_add_nc_u32 v98, s3, v67
	v_dual_mul_f32 v22, s33, v22 :: v_dual_add_nc_u32 v99, s3, v68
	v_dual_mul_f32 v27, s33, v27 :: v_dual_add_nc_u32 v100, s3, v69
	v_add_nc_u32_e32 v101, s3, v70
	v_dual_mul_f32 v25, s33, v25 :: v_dual_add_nc_u32 v102, s3, v71
	v_dual_mul_f32 v26, s33, v26 :: v_dual_add_nc_u32 v103, s3, v72
	v_dual_mul_f32 v31, s33, v31 :: v_dual_add_nc_u32 v104, s3, v73
	v_add_nc_u32_e32 v105, s3, v74
	v_dual_mul_f32 v29, s33, v29 :: v_dual_add_nc_u32 v106, s3, v75
	v_add_nc_u32_e32 v108, s3, v76
	v_dual_mul_f32 v30, s33, v30 :: v_dual_add_nc_u32 v109, s3, v77
	v_add_nc_u32_e32 v110, s3, v78
	v_add_nc_u32_e32 v111, s3, v79
	v_add_nc_u32_e32 v112, s3, v80
	v_add_nc_u32_e32 v114, s3, v81
	v_add_nc_u32_e32 v115, s3, v82
	v_lshrrev_b32_e32 v107, 16, v107
	v_bfe_u32 v117, v60, 16, 1
	v_add3_u32 v116, v59, v116, 0x7fff
	v_cmp_o_f32_e64 s3, v57, v57
	v_lshrrev_b32_e32 v113, 16, v113
	v_cmp_o_f32_e64 s5, v58, v58
	v_add_lshl_u32 v58, v83, v4, 1
	v_bfe_u32 v118, v61, 16, 1
	v_bfe_u32 v119, v62, 16, 1
	v_add3_u32 v117, v60, v117, 0x7fff
	v_lshrrev_b32_e32 v116, 16, v116
	v_cndmask_b16 v83.l, 0x7fff, v107.l, s3
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_cndmask_b32 v58, 0x80000000, v58
	v_cmp_o_f32_e64 s3, v59, v59
	v_cndmask_b16 v107.l, 0x7fff, v113.l, s5
	v_add3_u32 v118, v61, v118, 0x7fff
	s_and_b32 s21, s71, 0xffff
	s_mov_b32 s20, s70
	v_add3_u32 v119, v62, v119, 0x7fff
	v_bfe_u32 v120, v63, 16, 1
	v_lshrrev_b32_e32 v117, 16, v117
	s_clause 0x1
	buffer_store_b16 v83, v5, s[20:23], 0 offen
	buffer_store_b16 v107, v58, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v116.l, s3
	v_add_lshl_u32 v58, v84, v4, 1
	v_cmp_o_f32_e64 s3, v60, v60
	v_bfe_u32 v121, v64, 16, 1
	v_add_lshl_u32 v59, v85, v4, 1
	v_lshrrev_b32_e32 v118, 16, v118
	v_cmp_o_f32_e64 s5, v61, v61
	v_add_lshl_u32 v60, v86, v4, 1
	v_lshrrev_b32_e32 v119, 16, v119
	v_add3_u32 v120, v63, v120, 0x7fff
	v_bfe_u32 v122, v49, 16, 1
	v_dual_cndmask_b32 v58, 0x80000000, v58 :: v_dual_cndmask_b32 v59, 0x80000000, v59
	v_cndmask_b16 v61.l, 0x7fff, v117.l, s3
	v_cmp_o_f32_e64 s3, v62, v62
	v_add_lshl_u32 v62, v87, v4, 1
	v_add3_u32 v121, v64, v121, 0x7fff
	v_cndmask_b16 v83.l, 0x7fff, v118.l, s5
	v_cndmask_b32_e32 v60, 0x80000000, v60, vcc_lo
	v_bfe_u32 v123, v50, 16, 1
	v_bfe_u32 v124, v51, 16, 1
	v_lshrrev_b32_e32 v120, 16, v120
	v_add3_u32 v122, v49, v122, 0x7fff
	s_clause 0x2
	buffer_store_b16 v5, v58, s[20:23], 0 offen
	buffer_store_b16 v61, v59, s[20:23], 0 offen
	buffer_store_b16 v83, v60, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v119.l, s3
	v_cndmask_b32_e32 v58, 0x80000000, v62, vcc_lo
	v_cmp_o_f32_e64 s3, v63, v63
	v_add_lshl_u32 v59, v88, v4, 1
	v_lshrrev_b32_e32 v121, 16, v121
	v_cmp_o_f32_e64 s5, v64, v64
	v_add_lshl_u32 v60, v89, v4, 1
	v_add3_u32 v123, v50, v123, 0x7fff
	v_bfe_u32 v125, v52, 16, 1
	v_add3_u32 v124, v51, v124, 0x7fff
	v_lshrrev_b32_e32 v122, 16, v122
	v_bfe_u32 v126, v53, 16, 1
	buffer_store_b16 v5, v58, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v120.l, s3
	v_cndmask_b32_e32 v58, 0x80000000, v59, vcc_lo
	v_cmp_o_f32_e64 s3, v49, v49
	v_cndmask_b16 v59.l, 0x7fff, v121.l, s5
	v_cndmask_b32_e32 v60, 0x80000000, v60, vcc_lo
	v_lshrrev_b32_e32 v123, 16, v123
	v_add3_u32 v125, v52, v125, 0x7fff
	v_cmp_o_f32_e64 s5, v50, v50
	v_lshrrev_b32_e32 v124, 16, v124
	v_bfe_u32 v127, v54, 16, 1
	v_add3_u32 v126, v53, v126, 0x7fff
	v_add_lshl_u32 v49, v90, v4, 1
	s_clause 0x1
	buffer_store_b16 v5, v58, s[20:23], 0 offen
	buffer_store_b16 v59, v60, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v122.l, s3
	v_cmp_o_f32_e64 s3, v51, v51
	v_add_lshl_u32 v58, v91, v4, 1
	v_bfe_u32 v128, v55, 16, 1
	v_add_lshl_u32 v51, v92, v4, 1
	v_lshrrev_b32_e32 v125, 16, v125
	v_cndmask_b16 v50.l, 0x7fff, v123.l, s5
	v_cmp_o_f32_e64 s5, v52, v52
	v_add_lshl_u32 v52, v93, v4, 1
	v_bfe_u32 v129, v56, 16, 1
	v_add3_u32 v127, v54, v127, 0x7fff
	v_lshrrev_b32_e32 v126, 16, v126
	v_cndmask_b32_e32 v49, 0x80000000, v49, vcc_lo
	v_cndmask_b16 v59.l, 0x7fff, v124.l, s3
	v_cmp_o_f32_e64 s3, v53, v53
	v_cndmask_b32_e32 v58, 0x80000000, v58, vcc_lo
	v_add3_u32 v128, v55, v128, 0x7fff
	v_cndmask_b32_e32 v51, 0x80000000, v51, vcc_lo
	v_cndmask_b16 v60.l, 0x7fff, v125.l, s5
	v_cndmask_b32_e32 v52, 0x80000000, v52, vcc_lo
	v_add3_u32 v129, v56, v129, 0x7fff
	v_bfe_u32 v130, v41, 16, 1
	v_lshrrev_b32_e32 v127, 16, v127
	s_clause 0x3
	buffer_store_b16 v5, v49, s[20:23], 0 offen
	buffer_store_b16 v50, v58, s[20:23], 0 offen
	buffer_store_b16 v59, v51, s[20:23], 0 offen
	buffer_store_b16 v60, v52, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v126.l, s3
	v_add_lshl_u32 v49, v94, v4, 1
	v_cmp_o_f32_e64 s3, v54, v54
	v_bfe_u32 v131, v42, 16, 1
	v_add_lshl_u32 v50, v95, v4, 1
	v_lshrrev_b32_e32 v128, 16, v128
	v_cmp_o_f32_e64 s5, v55, v55
	v_add_lshl_u32 v51, v96, v4, 1
	v_lshrrev_b32_e32 v129, 16, v129
	v_add3_u32 v130, v41, v130, 0x7fff
	v_bfe_u32 v132, v43, 16, 1
	v_cndmask_b32_e32 v49, 0x80000000, v49, vcc_lo
	v_cndmask_b16 v52.l, 0x7fff, v127.l, s3
	v_cmp_o_f32_e64 s3, v56, v56
	v_add_lshl_u32 v54, v97, v4, 1
	v_add3_u32 v131, v42, v131, 0x7fff
	v_cndmask_b32_e32 v50, 0x80000000, v50, vcc_lo
	v_cndmask_b16 v53.l, 0x7fff, v128.l, s5
	v_cndmask_b32_e32 v51, 0x80000000, v51, vcc_lo
	v_bfe_u32 v133, v44, 16, 1
	v_bfe_u32 v134, v45, 16, 1
	v_lshrrev_b32_e32 v130, 16, v130
	v_add3_u32 v132, v43, v132, 0x7fff
	s_clause 0x2
	buffer_store_b16 v5, v49, s[20:23], 0 offen
	buffer_store_b16 v52, v50, s[20:23], 0 offen
	buffer_store_b16 v53, v51, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v129.l, s3
	v_cndmask_b32_e32 v49, 0x80000000, v54, vcc_lo
	v_cmp_o_f32_e64 s3, v41, v41
	v_add_lshl_u32 v41, v98, v4, 1
	v_lshrrev_b32_e32 v131, 16, v131
	v_cmp_o_f32_e64 s5, v42, v42
	v_add_lshl_u32 v42, v99, v4, 1
	v_add3_u32 v133, v44, v133, 0x7fff
	v_bfe_u32 v135, v46, 16, 1
	v_add3_u32 v134, v45, v134, 0x7fff
	v_lshrrev_b32_e32 v132, 16, v132
	v_bfe_u32 v136, v47, 16, 1
	buffer_store_b16 v5, v49, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v130.l, s3
	v_cndmask_b32_e32 v41, 0x80000000, v41, vcc_lo
	v_cmp_o_f32_e64 s3, v43, v43
	v_cndmask_b16 v49.l, 0x7fff, v131.l, s5
	v_cndmask_b32_e32 v42, 0x80000000, v42, vcc_lo
	v_add_lshl_u32 v43, v100, v4, 1
	v_lshrrev_b32_e32 v133, 16, v133
	v_add3_u32 v135, v46, v135, 0x7fff
	v_cmp_o_f32_e64 s5, v44, v44
	v_lshrrev_b32_e32 v134, 16, v134
	v_bfe_u32 v137, v48, 16, 1
	v_bfe_u32 v138, v33, 16, 1
	v_add3_u32 v136, v47, v136, 0x7fff
	s_clause 0x1
	buffer_store_b16 v5, v41, s[20:23], 0 offen
	buffer_store_b16 v49, v42, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v132.l, s3
	v_cmp_o_f32_e64 s3, v45, v45
	v_cndmask_b32_e32 v41, 0x80000000, v43, vcc_lo
	v_add_lshl_u32 v43, v101, v4, 1
	v_add_lshl_u32 v44, v102, v4, 1
	v_lshrrev_b32_e32 v135, 16, v135
	v_cndmask_b16 v42.l, 0x7fff, v133.l, s5
	v_cmp_o_f32_e64 s5, v46, v46
	v_add_lshl_u32 v45, v103, v4, 1
	v_bfe_u32 v139, v34, 16, 1
	v_add3_u32 v137, v48, v137, 0x7fff
	v_add3_u32 v138, v33, v138, 0x7fff
	v_lshrrev_b32_e32 v136, 16, v136
	v_cndmask_b16 v46.l, 0x7fff, v134.l, s3
	v_cmp_o_f32_e64 s3, v47, v47
	v_dual_cndmask_b32 v43, 0x80000000, v43 :: v_dual_cndmask_b32 v44, 0x80000000, v44
	v_cndmask_b32_e32 v45, 0x80000000, v45, vcc_lo
	v_cndmask_b16 v49.l, 0x7fff, v135.l, s5
	v_add3_u32 v139, v34, v139, 0x7fff
	v_bfe_u32 v140, v35, 16, 1
	v_lshrrev_b32_e32 v137, 16, v137
	v_lshrrev_b32_e32 v138, 16, v138
	s_clause 0x3
	buffer_store_b16 v5, v41, s[20:23], 0 offen
	buffer_store_b16 v42, v43, s[20:23], 0 offen
	buffer_store_b16 v46, v44, s[20:23], 0 offen
	buffer_store_b16 v49, v45, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v136.l, s3
	v_add_lshl_u32 v41, v104, v4, 1
	v_cmp_o_f32_e64 s3, v48, v48
	v_cmp_o_f32_e64 s5, v33, v33
	v_add_lshl_u32 v33, v106, v4, 1
	v_add_lshl_u32 v42, v105, v4, 1
	v_lshrrev_b32_e32 v139, 16, v139
	v_bfe_u32 v141, v36, 16, 1
	v_add3_u32 v140, v35, v140, 0x7fff
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v41, 0x80000000, v41 :: v_dual_cndmask_b32 v42, 0x80000000, v42
	v_cndmask_b16 v43.l, 0x7fff, v137.l, s3
	v_cndmask_b16 v44.l, 0x7fff, v138.l, s5
	v_cmp_o_f32_e64 s3, v34, v34
	v_add_lshl_u32 v34, v109, v4, 1
	v_cndmask_b32_e32 v33, 0x80000000, v33, vcc_lo
	v_bfe_u32 v142, v37, 16, 1
	v_bfe_u32 v143, v38, 16, 1
	v_add3_u32 v141, v36, v141, 0x7fff
	v_lshrrev_b32_e32 v140, 16, v140
	s_clause 0x1
	buffer_store_b16 v5, v41, s[20:23], 0 offen
	buffer_store_b16 v43, v42, s[20:23], 0 offen
	v_add_lshl_u32 v5, v108, v4, 1
	v_cndmask_b32_e32 v34, 0x80000000, v34, vcc_lo
	buffer_store_b16 v44, v33, s[20:23], 0 offen
	v_cndmask_b16 v33.l, 0x7fff, v139.l, s3
	v_cmp_o_f32_e64 s3, v35, v35
	v_add3_u32 v142, v37, v142, 0x7fff
	v_add3_u32 v143, v38, v143, 0x7fff
	v_lshrrev_b32_e32 v141, 16, v141
	v_bfe_u32 v145, v40, 16, 1
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	v_cmp_o_f32_e64 s5, v36, v36
	v_cndmask_b16 v36.l, 0x7fff, v140.l, s3
	v_mul_f32_e32 v41, s33, v157
	v_add_lshl_u32 v35, v110, v4, 1
	v_bfe_u32 v144, v39, 16, 1
	v_lshrrev_b32_e32 v142, 16, v142
	v_lshrrev_b32_e32 v143, 16, v143
	v_add3_u32 v57, v40, v145, 0x7fff
	buffer_store_b16 v33, v5, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v141.l, s5
	v_cmp_o_f32_e64 s3, v37, v37
	buffer_store_b16 v36, v34, s[20:23], 0 offen
	v_cmp_o_f32_e64 s5, v38, v38
	v_add_lshl_u32 v36, v114, v4, 1
	v_cndmask_b32_e32 v33, 0x80000000, v35, vcc_lo
	v_mul_f32_e32 v42, s33, v158
	v_add_lshl_u32 v34, v111, v4, 1
	v_add3_u32 v144, v39, v144, 0x7fff
	v_lshrrev_b32_e32 v57, 16, v57
	v_cndmask_b16 v35.l, 0x7fff, v143.l, s5
	v_cmp_o_f32_e64 s5, v40, v40
	v_cndmask_b32_e32 v34, 0x80000000, v34, vcc_lo
	v_cndmask_b32_e32 v36, 0x80000000, v36, vcc_lo
	buffer_store_b16 v5, v33, s[20:23], 0 offen
	v_cndmask_b16 v5.l, 0x7fff, v142.l, s3
	v_mul_f32_e32 v43, s33, v159
	v_add_lshl_u32 v33, v112, v4, 1
	v_add_lshl_u32 v4, v115, v4, 1
	v_lshrrev_b32_e32 v144, 16, v144
	v_cmp_o_f32_e64 s3, v39, v39
	buffer_store_b16 v5, v34, s[20:23], 0 offen
	v_dual_cndmask_b32 v33, 0x80000000, v33 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	v_cndmask_b16 v5.l, 0x7fff, v57.l, s5
	v_cndmask_b16 v37.l, 0x7fff, v144.l, s3
	s_clause 0x2
	buffer_store_b16 v35, v33, s[20:23], 0 offen
	buffer_store_b16 v37, v36, s[20:23], 0 offen
	buffer_store_b16 v5, v4, s[20:23], 0 offen
	v_dual_mul_f32 v4, s33, v147 :: v_dual_mul_f32 v5, s33, v148
	s_mul_i32 s3, s72, s4
	s_mul_i32 s5, s73, s2
	v_mul_lo_u32 v97, v146, s74
	s_delay_alu instid0(VALU_DEP_2)
	v_bfe_u32 v58, v4, 16, 1
	s_add_i32 s5, s5, s3
	s_mul_i32 s3, s74, s92
	v_bfe_u32 v63, v5, 16, 1
	v_mul_f32_e32 v33, s33, v149
	s_add_i32 s3, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mul_f32 v34, s33, v150 :: v_dual_add_nc_u32 v1, s3, v1
	v_add3_u32 v58, v4, v58, 0x7fff
	v_add_nc_u32_e32 v2, s3, v2
	v_add3_u32 v63, v5, v63, 0x7fff
	v_dual_mul_f32 v35, s33, v151 :: v_dual_mul_f32 v36, s33, v152
	v_add_nc_u32_e32 v49, s3, v67
	v_bfe_u32 v67, v33, 16, 1
	v_dual_mul_f32 v37, s33, v153 :: v_dual_add_nc_u32 v50, s3, v68
	v_bfe_u32 v68, v34, 16, 1
	v_add_nc_u32_e32 v3, s3, v3
	v_add_nc_u32_e32 v6, s3, v6
	v_add_nc_u32_e32 v7, s3, v7
	v_add_nc_u32_e32 v8, s3, v8
	v_add_nc_u32_e32 v9, s3, v9
	v_add_nc_u32_e32 v10, s3, v10
	v_add_nc_u32_e32 v11, s3, v11
	v_add_nc_u32_e32 v12, s3, v12
	v_add_nc_u32_e32 v13, s3, v13
	v_add_nc_u32_e32 v14, s3, v14
	v_add_nc_u32_e32 v15, s3, v15
	v_add_nc_u32_e32 v16, s3, v16
	v_add_nc_u32_e32 v47, s3, v65
	v_add_nc_u32_e32 v48, s3, v66
	v_add_nc_u32_e32 v51, s3, v69
	v_add_nc_u32_e32 v52, s3, v70
	v_add_nc_u32_e32 v53, s3, v71
	v_add_nc_u32_e32 v54, s3, v72
	v_add_nc_u32_e32 v55, s3, v73
	v_add_nc_u32_e32 v56, s3, v74
	v_add_nc_u32_e32 v57, s3, v75
	v_add_nc_u32_e32 v59, s3, v76
	v_add_nc_u32_e32 v60, s3, v77
	v_add_nc_u32_e32 v61, s3, v78
	v_add_nc_u32_e32 v62, s3, v79
	v_add_nc_u32_e32 v64, s3, v80
	v_add_nc_u32_e32 v65, s3, v81
	v_add_nc_u32_e32 v66, s3, v82
	v_lshrrev_b32_e32 v58, 16, v58
	v_cmp_o_f32_e64 s3, v4, v4
	v_add_lshl_u32 v1, v1, v97, 1
	v_lshrrev_b32_e32 v63, 16, v63
	v_cmp_o_f32_e64 s5, v5, v5
	v_add_lshl_u32 v2, v2, v97, 1
	v_bfe_u32 v69, v35, 16, 1
	v_mul_f32_e32 v38, s33, v154
	v_bfe_u32 v70, v36, 16, 1
	v_add3_u32 v67, v33, v67, 0x7fff
	v_add3_u32 v68, v34, v68, 0x7fff
	v_bfe_u32 v71, v37, 16, 1
	v_cndmask_b16 v4.l, 0x7fff, v58.l, s3
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_cndmask_b16 v5.l, 0x7fff, v63.l, s5
	v_add3_u32 v69, v35, v69, 0x7fff
	v_add3_u32 v70, v36, v70, 0x7fff
	v_lshrrev_b32_e32 v67, 16, v67
	v_bfe_u32 v72, v38, 16, 1
	s_and_b32 s69, s69, 0xffff
	s_mov_b32 s70, s22
	s_mov_b32 s71, s23
	v_cmp_o_f32_e64 s3, v33, v33
	v_lshrrev_b32_e32 v68, 16, v68
	v_add3_u32 v71, v37, v71, 0x7fff
	v_bfe_u32 v73, v17, 16, 1
	v_cmp_o_f32_e64 s5, v34, v34
	s_clause 0x1
	buffer_store_b16 v4, v1, s[68:71], 0 offen
	buffer_store_b16 v5, v2, s[68:71], 0 offen
	v_add_lshl_u32 v1, v3, v97, 1
	v_add_lshl_u32 v2, v6, v97, 1
	v_lshrrev_b32_e32 v69, 16, v69
	v_bfe_u32 v74, v18, 16, 1
	v_cmp_o_f32_e64 s6, v35, v35
	v_add_lshl_u32 v6, v7, v97, 1
	v_lshrrev_b32_e32 v70, 16, v70
	v_bfe_u32 v75, v19, 16, 1
	v_add3_u32 v72, v38, v72, 0x7fff
	v_cndmask_b16 v3.l, 0x7fff, v67.l, s3
	v_cmp_o_f32_e64 s3, v36, v36
	v_add_lshl_u32 v7, v8, v97, 1
	v_lshrrev_b32_e32 v71, 16, v71
	v_add3_u32 v73, v17, v73, 0x7fff
	v_bfe_u32 v76, v20, 16, 1
	v_cndmask_b16 v4.l, 0x7fff, v68.l, s5
	v_cmp_o_f32_e64 s5, v37, v37
	v_add_lshl_u32 v8, v9, v97, 1
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_add3_u32 v74, v18, v74, 0x7fff
	v_cndmask_b16 v5.l, 0x7fff, v69.l, s6
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_cndmask_b32 v7, 0x80000000, v7
	v_add3_u32 v75, v19, v75, 0x7fff
	v_lshrrev_b32_e32 v72, 16, v72
	v_bfe_u32 v77, v21, 16, 1
	v_cndmask_b16 v9.l, 0x7fff, v70.l, s3
	v_cmp_o_f32_e64 s3, v38, v38
	v_lshrrev_b32_e32 v73, 16, v73
	v_add3_u32 v76, v20, v76, 0x7fff
	v_bfe_u32 v78, v22, 16, 1
	v_cndmask_b16 v33.l, 0x7fff, v71.l, s5
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_cmp_o_f32_e64 s5, v17, v17
	s_clause 0x4
	buffer_store_b16 v3, v1, s[68:71], 0 offen
	buffer_store_b16 v4, v2, s[68:71], 0 offen
	buffer_store_b16 v5, v6, s[68:71], 0 offen
	buffer_store_b16 v9, v7, s[68:71], 0 offen
	buffer_store_b16 v33, v8, s[68:71], 0 offen
	v_add_lshl_u32 v1, v10, v97, 1
	v_add_lshl_u32 v2, v11, v97, 1
	v_lshrrev_b32_e32 v74, 16, v74
	v_bfe_u32 v79, v23, 16, 1
	v_cmp_o_f32_e64 s6, v18, v18
	v_add_lshl_u32 v6, v12, v97, 1
	v_lshrrev_b32_e32 v75, 16, v75
	v_bfe_u32 v80, v24, 16, 1
	v_add3_u32 v77, v21, v77, 0x7fff
	v_cndmask_b16 v3.l, 0x7fff, v72.l, s3
	v_cmp_o_f32_e64 s3, v19, v19
	v_add_lshl_u32 v7, v13, v97, 1
	v_lshrrev_b32_e32 v76, 16, v76
	v_add3_u32 v78, v22, v78, 0x7fff
	v_bfe_u32 v81, v25, 16, 1
	v_cndmask_b16 v4.l, 0x7fff, v73.l, s5
	v_cmp_o_f32_e64 s5, v20, v20
	v_add_lshl_u32 v8, v14, v97, 1
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_cndmask_b32_e32 v7, 0x80000000, v7, vcc_lo
	v_add3_u32 v79, v23, v79, 0x7fff
	v_cndmask_b16 v5.l, 0x7fff, v74.l, s6
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	v_add3_u32 v80, v24, v80, 0x7fff
	v_lshrrev_b32_e32 v77, 16, v77
	v_bfe_u32 v82, v26, 16, 1
	v_cndmask_b16 v9.l, 0x7fff, v75.l, s3
	v_cmp_o_f32_e64 s3, v21, v21
	v_lshrrev_b32_e32 v78, 16, v78
	v_add3_u32 v81, v25, v81, 0x7fff
	v_bfe_u32 v83, v27, 16, 1
	v_cndmask_b16 v10.l, 0x7fff, v76.l, s5
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_cmp_o_f32_e64 s5, v22, v22
	s_clause 0x4
	buffer_store_b16 v3, v1, s[68:71], 0 offen
	buffer_store_b16 v4, v2, s[68:71], 0 offen
	buffer_store_b16 v5, v6, s[68:71], 0 offen
	buffer_store_b16 v9, v7, s[68:71], 0 offen
	buffer_store_b16 v10, v8, s[68:71], 0 offen
	v_add_lshl_u32 v1, v15, v97, 1
	v_add_lshl_u32 v2, v16, v97, 1
	v_lshrrev_b32_e32 v79, 16, v79
	v_bfe_u32 v84, v28, 16, 1
	v_cmp_o_f32_e64 s6, v23, v23
	v_add_lshl_u32 v6, v47, v97, 1
	v_lshrrev_b32_e32 v80, 16, v80
	v_bfe_u32 v85, v29, 16, 1
	v_add3_u32 v82, v26, v82, 0x7fff
	v_cndmask_b16 v3.l, 0x7fff, v77.l, s3
	v_cmp_o_f32_e64 s3, v24, v24
	v_add_lshl_u32 v7, v48, v97, 1
	v_lshrrev_b32_e32 v81, 16, v81
	v_add3_u32 v83, v27, v83, 0x7fff
	v_bfe_u32 v86, v30, 16, 1
	v_cndmask_b16 v4.l, 0x7fff, v78.l, s5
	v_cmp_o_f32_e64 s5, v25, v25
	v_add_lshl_u32 v8, v49, v97, 1
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_mul_f32_e32 v39, s33, v155
	v_add3_u32 v84, v28, v84, 0x7fff
	v_cndmask_b16 v5.l, 0x7fff, v79.l, s6
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	v_mul_f32_e32 v40, s33, v156
	v_add3_u32 v85, v29, v85, 0x7fff
	v_lshrrev_b32_e32 v82, 16, v82
	v_bfe_u32 v87, v31, 16, 1
	v_cndmask_b16 v9.l, 0x7fff, v80.l, s3
	v_cndmask_b32_e32 v7, 0x80000000, v7, vcc_lo
	v_cmp_o_f32_e64 s3, v26, v26
	v_lshrrev_b32_e32 v83, 16, v83
	v_add3_u32 v86, v30, v86, 0x7fff
	v_bfe_u32 v88, v32, 16, 1
	v_cndmask_b16 v10.l, 0x7fff, v81.l, s5
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_cmp_o_f32_e64 s5, v27, v27
	s_clause 0x4
	buffer_store_b16 v3, v1, s[68:71], 0 offen
	buffer_store_b16 v4, v2, s[68:71], 0 offen
	buffer_store_b16 v5, v6, s[68:71], 0 offen
	buffer_store_b16 v9, v7, s[68:71], 0 offen
	buffer_store_b16 v10, v8, s[68:71], 0 offen
	v_add_lshl_u32 v1, v50, v97, 1
	v_add_lshl_u32 v2, v51, v97, 1
	v_lshrrev_b32_e32 v84, 16, v84
	v_bfe_u32 v89, v39, 16, 1
	v_cmp_o_f32_e64 s6, v28, v28
	v_add_lshl_u32 v6, v52, v97, 1
	v_lshrrev_b32_e32 v85, 16, v85
	v_bfe_u32 v90, v40, 16, 1
	v_add3_u32 v87, v31, v87, 0x7fff
	v_cndmask_b16 v3.l, 0x7fff, v82.l, s3
	v_cmp_o_f32_e64 s3, v29, v29
	v_add_lshl_u32 v7, v53, v97, 1
	v_lshrrev_b32_e32 v86, 16, v86
	v_add3_u32 v88, v32, v88, 0x7fff
	v_bfe_u32 v91, v41, 16, 1
	v_cndmask_b16 v4.l, 0x7fff, v83.l, s5
	v_cmp_o_f32_e64 s5, v30, v30
	v_add_lshl_u32 v8, v54, v97, 1
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_mul_f32_e32 v44, s33, v160
	v_add3_u32 v89, v39, v89, 0x7fff
	v_cndmask_b16 v5.l, 0x7fff, v84.l, s6
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	v_dual_mul_f32 v45, s33, v161 :: v_dual_mul_f32 v46, s33, v162
	v_add3_u32 v90, v40, v90, 0x7fff
	v_lshrrev_b32_e32 v87, 16, v87
	v_bfe_u32 v92, v42, 16, 1
	v_cndmask_b16 v9.l, 0x7fff, v85.l, s3
	v_cndmask_b32_e32 v7, 0x80000000, v7, vcc_lo
	v_cmp_o_f32_e64 s3, v31, v31
	v_lshrrev_b32_e32 v88, 16, v88
	v_add3_u32 v91, v41, v91, 0x7fff
	v_bfe_u32 v93, v43, 16, 1
	v_cndmask_b16 v10.l, 0x7fff, v86.l, s5
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_cmp_o_f32_e64 s5, v32, v32
	s_clause 0x4
	buffer_store_b16 v3, v1, s[68:71], 0 offen
	buffer_store_b16 v4, v2, s[68:71], 0 offen
	buffer_store_b16 v5, v6, s[68:71], 0 offen
	buffer_store_b16 v9, v7, s[68:71], 0 offen
	buffer_store_b16 v10, v8, s[68:71], 0 offen
	v_add_lshl_u32 v1, v55, v97, 1
	v_add_lshl_u32 v2, v56, v97, 1
	v_lshrrev_b32_e32 v89, 16, v89
	v_bfe_u32 v94, v44, 16, 1
	v_cmp_o_f32_e64 s6, v39, v39
	v_add_lshl_u32 v6, v57, v97, 1
	v_lshrrev_b32_e32 v90, 16, v90
	v_bfe_u32 v95, v45, 16, 1
	v_add3_u32 v92, v42, v92, 0x7fff
	v_cndmask_b16 v3.l, 0x7fff, v87.l, s3
	v_cmp_o_f32_e64 s3, v40, v40
	v_add_lshl_u32 v7, v59, v97, 1
	v_lshrrev_b32_e32 v91, 16, v91
	v_add3_u32 v93, v43, v93, 0x7fff
	v_bfe_u32 v96, v46, 16, 1
	v_cndmask_b16 v4.l, 0x7fff, v88.l, s5
	v_cmp_o_f32_e64 s5, v41, v41
	v_add_lshl_u32 v8, v60, v97, 1
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_add3_u32 v94, v44, v94, 0x7fff
	v_cndmask_b16 v5.l, 0x7fff, v89.l, s6
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	v_add3_u32 v95, v45, v95, 0x7fff
	v_lshrrev_b32_e32 v92, 16, v92
	v_cndmask_b16 v9.l, 0x7fff, v90.l, s3
	v_cndmask_b32_e32 v7, 0x80000000, v7, vcc_lo
	v_cmp_o_f32_e64 s3, v42, v42
	v_lshrrev_b32_e32 v93, 16, v93
	v_add3_u32 v96, v46, v96, 0x7fff
	v_cndmask_b16 v10.l, 0x7fff, v91.l, s5
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_cmp_o_f32_e64 s5, v43, v43
	s_clause 0x4
	buffer_store_b16 v3, v1, s[68:71], 0 offen
	buffer_store_b16 v4, v2, s[68:71], 0 offen
	buffer_store_b16 v5, v6, s[68:71], 0 offen
	buffer_store_b16 v9, v7, s[68:71], 0 offen
	buffer_store_b16 v10, v8, s[68:71], 0 offen
	v_add_lshl_u32 v1, v61, v97, 1
	v_add_lshl_u32 v2, v62, v97, 1
	v_lshrrev_b32_e32 v94, 16, v94
	v_cmp_o_f32_e64 s6, v44, v44
	v_add_lshl_u32 v6, v64, v97, 1
	v_lshrrev_b32_e32 v95, 16, v95
	v_cndmask_b16 v3.l, 0x7fff, v92.l, s3
	v_cmp_o_f32_e64 s3, v45, v45
	v_add_lshl_u32 v7, v65, v97, 1
	v_lshrrev_b32_e32 v58, 16, v96
	v_cndmask_b16 v4.l, 0x7fff, v93.l, s5
	v_cmp_o_f32_e64 s5, v46, v46
	v_add_lshl_u32 v10, v66, v97, 1
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v2, 0x80000000, v2
	v_cndmask_b16 v5.l, 0x7fff, v94.l, s6
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc_lo
	v_cndmask_b16 v8.l, 0x7fff, v95.l, s3
	v_cndmask_b32_e32 v7, 0x80000000, v7, vcc_lo
	v_cndmask_b16 v9.l, 0x7fff, v58.l, s5
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	s_clause 0x4
	buffer_store_b16 v3, v1, s[68:71], 0 offen
	buffer_store_b16 v4, v2, s[68:71], 0 offen
	buffer_store_b16 v5, v6, s[68:71], 0 offen
	buffer_store_b16 v8, v7, s[68:71], 0 offen
	buffer_store_b16 v9, v10, s[68:71], 0 offen
.LBB0_7:
	s_cmp_ge_i32 s92, s34
	s_cbranch_scc1 .LBB0_14
; %bb.8:
	s_cmp_eq_u32 s2, 0x7fffffff
	s_cbranch_scc1 .LBB0_14
; %bb.9:                                ; %.lr.ph434
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
	scratch_store_b32 off, v23, off offset:136
	scratch_store_b32 off, v26, off offset:152
	v_mad_u64_u32 v[3:4], null, s30, s92, v[1:2]
	v_or_b32_e32 v2, 24, v23
	s_mul_i32 s6, s2, s51
	s_and_b32 s61, s61, 0xffff
	s_mov_b32 s62, s46
	s_load_b64 s[28:29], s[0:1], 0x28
	v_dual_mov_b32 v66, v72 :: v_dual_and_b32 v47, 16, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[4:5], null, v23, s30, v[3:4]
	v_mov_b32_e32 v93, v72
	v_mov_b32_e32 v91, v72
	v_mov_b32_e32 v89, v72
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
	s_and_b32 s30, s94, 64
	v_xor_b32_e32 v8, v8, v48
	s_waitcnt lgkmcnt(0)
	s_and_b32 s29, s29, 0xffff
	s_mov_b32 s20, 0
	v_mov_b32_e32 v70, v72
	v_mov_b32_e32 v68, v72
	v_mad_u64_u32 v[23:24], null, v23, s63, v[7:8]
	v_mad_u64_u32 v[24:25], null, v46, s63, v[7:8]
	v_mad_u64_u32 v[25:26], null, v26, s63, v[7:8]
	v_mad_u64_u32 v[26:27], null, v2, s63, v[7:8]
	v_add_nc_u32_e32 v7, 0, v8
	v_xor_b32_e32 v8, 0x80, v8
	s_mov_b32 s63, s47
	v_mov_b32_e32 v201, v72
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
	v_mov_b32_e32 v96, v72
	v_mov_b32_e32 v95, v72
	v_mov_b32_e32 v94, v72
	v_mov_b32_e32 v92, v72
	v_mov_b32_e32 v90, v72
	s_lshr_b32 s36, s3, 1
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
	scratch_store_b32 off, v3, off offset:168 ; 4-byte Folded Spill
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
	v_dual_mov_b32 v208, v72 :: v_dual_add_nc_u32 v9, 0, v9
	v_dual_mov_b32 v65, v72 :: v_dual_add_nc_u32 v10, 0, v10
	v_dual_mov_b32 v206, v72 :: v_dual_add_nc_u32 v11, 0, v11
	v_dual_mov_b32 v207, v72 :: v_dual_add_nc_u32 v12, 0, v12
	v_dual_mov_b32 v205, v72 :: v_dual_add_nc_u32 v14, 0, v14
	v_dual_mov_b32 v204, v72 :: v_dual_add_nc_u32 v13, 0, v13
	v_dual_mov_b32 v203, v72 :: v_dual_add_nc_u32 v16, 0, v16
	v_dual_mov_b32 v202, v72 :: v_dual_add_nc_u32 v15, 0, v15
	v_add_nc_u32_e32 v17, 0, v17
	v_add_nc_u32_e32 v18, 0, v18
	v_add_nc_u32_e32 v19, 0, v19
	v_add_nc_u32_e32 v20, 0, v20
	v_add_nc_u32_e32 v21, 0, v21
	v_add_nc_u32_e32 v23, 0, v3
	ds_load_b128 v[97:100], v4
	ds_load_b128 v[101:104], v6
	ds_load_b128 v[105:108], v9
	ds_load_b128 v[109:112], v10
	ds_load_b128 v[145:148], v11
	ds_load_b128 v[149:152], v12
	ds_load_b128 v[153:156], v13
	ds_load_b128 v[157:160], v14
	ds_load_b128 v[130:133], v15
	ds_load_b128 v[134:137], v16
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
	s_cbranch_scc1 .LBB0_13
; %bb.10:                               ; %.lr.ph368
	v_or_b32_e32 v3, s36, v45
	s_mul_i32 s6, s56, s4
	v_dual_mov_b32 v73, 0 :: v_dual_lshlrev_b32 v26, 1, v0
	v_lshlrev_b32_e32 v25, 5, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_or_b32_e32 v5, s92, v3
	v_lshlrev_b32_e32 v27, 10, v0
	v_dual_mov_b32 v75, v73 :: v_dual_lshlrev_b32 v28, 2, v0
	v_bfe_i32 v29, v0, 0, 1
	v_mul_u32_u24_e32 v0, 0x110, v45
	s_mul_i32 s7, s2, s57
	s_add_i32 s6, s6, s92
	v_cmp_gt_i32_e32 vcc_lo, s34, v5
	s_add_i32 s7, s7, s6
	s_mul_i32 s6, s58, s4
	v_add_lshl_u32 v24, s7, v3, 2
	v_xor_b32_e32 v30, 16, v0
	s_add_i32 s6, s6, s92
	s_mul_i32 s7, s2, s59
	ds_load_b128 v[65:68], v21
	ds_load_b128 v[69:72], v23
	s_add_i32 s7, s7, s6
	v_cndmask_b32_e32 v5, 0x80000000, v24, vcc_lo
	v_add_lshl_u32 v24, s7, v3, 2
	v_xor_b32_e32 v31, 32, v0
	v_xor_b32_e32 v32, 48, v0
	v_xor_b32_e32 v33, 64, v0
	v_xor_b32_e32 v34, 0x50, v0
	v_xor_b32_e32 v35, 0x60, v0
	v_xor_b32_e32 v36, 0x70, v0
	v_xor_b32_e32 v37, 0x80, v0
	v_xor_b32_e32 v38, 0x90, v0
	v_xor_b32_e32 v39, 0xa0, v0
	v_xor_b32_e32 v40, 0xb0, v0
	v_xor_b32_e32 v41, 0xc0, v0
	v_xor_b32_e32 v42, 0xd0, v0
	v_xor_b32_e32 v43, 0xe0, v0
	v_xor_b32_e32 v44, 0xf0, v0
	v_add_nc_u32_e32 v0, 0, v30
	s_and_b32 s9, s25, 0xffff
	s_mov_b32 s8, s24
	s_mov_b32 s10, s46
	s_mov_b32 s11, s47
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v22, off offset:184
	scratch_store_b32 off, v7, off offset:200
	buffer_load_b32 v3, v5, s[8:11], 0 offen
	v_cndmask_b32_e32 v5, 0x80000000, v24, vcc_lo
	v_dual_mov_b32 v78, v73 :: v_dual_lshlrev_b32 v7, 1, v45
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v45, off offset:1080
	scratch_store_b32 off, v0, off offset:488
	v_add_nc_u32_e32 v0, 0, v31
	scratch_store_b32 off, v47, off offset:1084 ; 4-byte Folded Spill
	v_mov_b32_e32 v79, v73
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[65:68], off offset:232 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[69:72], off offset:248 ; 16-byte Folded Spill
	ds_load_b128 v[65:68], v19
	ds_load_b128 v[69:72], v20
	scratch_store_b32 off, v0, off offset:492 ; 4-byte Folded Spill
	v_dual_mov_b32 v89, v73 :: v_dual_add_nc_u32 v0, 0, v32
	v_mov_b32_e32 v91, v73
	v_mov_b32_e32 v93, v73
	v_mov_b32_e32 v95, v73
	scratch_store_b32 off, v0, off offset:496 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v33
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[65:68], off offset:264 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_clause 0x1                            ; 20-byte Folded Spill
	scratch_store_b128 off, v[69:72], off offset:280
	scratch_store_b32 off, v0, off offset:500
	v_add_nc_u32_e32 v0, 0, v34
	ds_load_b128 v[65:68], v17
	ds_load_b128 v[69:72], v18
	v_mov_b32_e32 v201, v73
	v_mov_b32_e32 v203, v73
	v_mov_b32_e32 v205, v73
	scratch_store_b32 off, v0, off offset:532 ; 4-byte Folded Spill
	v_dual_mov_b32 v207, v73 :: v_dual_add_nc_u32 v0, 0, v35
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[65:68], off offset:296 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_clause 0x1                            ; 20-byte Folded Spill
	scratch_store_b128 off, v[69:72], off offset:312
	scratch_store_b32 off, v0, off offset:564
	v_dual_mov_b32 v65, v73 :: v_dual_add_nc_u32 v0, 0, v36
	v_mov_b32_e32 v67, v73
	v_mov_b32_e32 v69, v73
	s_and_b32 s13, s27, 0xffff
	scratch_store_b32 off, v0, off offset:596 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v37
	s_mov_b32 s12, s26
	s_mov_b32 s14, s46
	s_mov_b32 s15, s47
	v_mov_b32_e32 v71, v73
	scratch_store_b32 off, v0, off offset:628 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v38
	buffer_load_b32 v5, v5, s[12:15], 0 offen
	scratch_load_b32 v30, off, off offset:152 ; 4-byte Folded Reload
	ds_load_b128 v[17:20], v15
	ds_load_b128 v[21:24], v16
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[17:20], off offset:328 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_clause 0x1                            ; 20-byte Folded Spill
	scratch_store_b128 off, v[21:24], off offset:344
	scratch_store_b32 off, v0, off offset:660
	v_add_nc_u32_e32 v0, 0, v39
	ds_load_b128 v[15:18], v13
	ds_load_b128 v[19:22], v14
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[15:18], off offset:360 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_clause 0x1                            ; 20-byte Folded Spill
	scratch_store_b128 off, v[19:22], off offset:376
	scratch_store_b32 off, v0, off offset:724
	v_add_nc_u32_e32 v0, 0, v40
	ds_load_b128 v[13:16], v11
	ds_load_b128 v[17:20], v12
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[13:16], off offset:392 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_clause 0x1                            ; 20-byte Folded Spill
	scratch_store_b128 off, v[17:20], off offset:408
	scratch_store_b32 off, v0, off offset:756
	v_add_nc_u32_e32 v0, 0, v41
	ds_load_b128 v[11:14], v9
	ds_load_b128 v[15:18], v10
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[11:14], off offset:424 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_clause 0x1                            ; 20-byte Folded Spill
	scratch_store_b128 off, v[15:18], off offset:440
	scratch_store_b32 off, v0, off offset:788
	v_add_nc_u32_e32 v0, 0, v42
	ds_load_b128 v[8:11], v4
	ds_load_b128 v[12:15], v6
	s_mul_i32 s7, s31, s4
	s_mul_i32 s8, s52, s2
	s_mul_i32 s9, s54, s4
	scratch_store_b32 off, v0, off offset:692 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v43
	s_mul_i32 s10, s55, s2
	v_add3_u32 v4, s8, s7, v1
	v_add3_u32 v6, s10, s9, v1
	v_dual_mov_b32 v90, v73 :: v_dual_and_b32 v1, 24, v26
	scratch_store_b32 off, v0, off offset:852 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v44
	s_clause 0x9                            ; 40-byte Folded Reload
	scratch_load_b32 v255, off, off offset:492
	scratch_load_b32 v23, off, off offset:496
	scratch_load_b32 v253, off, off offset:532
	scratch_load_b32 v24, off, off offset:500
	scratch_load_b32 v254, off, off offset:564
	scratch_load_b32 v169, off, off offset:660
	scratch_load_b32 v176, off, off offset:756
	scratch_load_b32 v175, off, off offset:724
	scratch_load_b32 v174, off, off offset:692
	scratch_load_b32 v192, off, off offset:852
	v_dual_mov_b32 v77, v73 :: v_dual_and_b32 v26, 56, v28
	v_mov_b32_e32 v74, v73
	scratch_store_b32 off, v0, off offset:820 ; 4-byte Folded Spill
	scratch_load_b32 v0, off, off offset:136 ; 4-byte Folded Reload
	v_and_or_b32 v1, 0x60, v25, v1
	s_waitcnt lgkmcnt(1)
	scratch_store_b128 off, v[8:11], off offset:456 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[12:15], off offset:472 ; 16-byte Folded Spill
	v_dual_mov_b32 v80, v73 :: v_dual_lshlrev_b32 v45, 2, v47
	s_lshl_b32 s6, s3, 1
	v_mad_u64_u32 v[11:12], null, v46, s93, v[6:7]
	v_mov_b32_e32 v76, v73
	s_delay_alu instid0(VALU_DEP_3)
	v_add3_u32 v28, 0, s3, v45
	scratch_store_b32 off, v7, off offset:216 ; 4-byte Folded Spill
	s_ashr_i32 s11, s5, 31
	v_mov_b32_e32 v92, v73
	s_lshr_b32 s11, s11, 27
	v_mov_b32_e32 v94, v73
	v_mov_b32_e32 v96, v73
	v_mov_b32_e32 v202, v73
	v_mov_b32_e32 v204, v73
	v_mov_b32_e32 v206, v73
	v_mov_b32_e32 v208, v73
	v_mov_b32_e32 v66, v73
	v_mov_b32_e32 v68, v73
	v_mov_b32_e32 v70, v73
	v_mov_b32_e32 v72, v73
	s_add_i32 s5, s5, s11
	s_and_b32 s45, s45, 0xffff
	s_and_b32 s49, s49, 0xffff
	s_lshr_b32 s37, s30, 1
	s_lshl_b32 s31, s53, 5
	s_lshl_b32 s38, s93, 5
	s_mov_b32 s21, s20
	s_mov_b32 s22, s20
	s_mov_b32 s23, s20
	s_mov_b32 s24, s20
	s_mov_b32 s25, s20
	s_mov_b32 s26, s20
	s_ashr_i32 s39, s5, 5
	s_mov_b32 s27, s20
	s_mov_b32 s40, s20
	s_mov_b32 s41, s20
	s_clause 0x3                            ; 64-byte Folded Spill
	scratch_store_b128 off, v[49:52], off offset:1016
	scratch_store_b128 off, v[53:56], off offset:1032
	scratch_store_b128 off, v[57:60], off offset:1048
	scratch_store_b128 off, v[61:64], off offset:1064
	s_waitcnt vmcnt(13)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_waitcnt vmcnt(12)
	v_mad_u64_u32 v[190:191], null, v46, s53, v[4:5]
	s_waitcnt vmcnt(11)
	v_mad_u64_u32 v[183:184], null, v30, s53, v[4:5]
	v_mad_u64_u32 v[13:14], null, v2, s53, v[4:5]
	v_mad_u64_u32 v[14:15], null, v30, s93, v[6:7]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[177:178], null, v0, s53, v[4:5]
	v_mad_u64_u32 v[184:185], null, v0, s93, v[6:7]
	v_and_or_b32 v4, 0x440, v29, v26
	v_lshl_or_b32 v0, v48, 3, v1
	v_mad_u64_u32 v[1:2], null, v2, s93, v[6:7]
	v_add_nc_u32_e32 v2, v28, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v4, s6, v4
	v_xor_b32_e32 v6, 64, v0
	v_xor_b32_e32 v25, 8, v0
	v_xor_b32_e32 v26, 0x48, v0
	v_xor_b32_e32 v28, 24, v0
	v_and_or_b32 v7, 0x1800, v27, v4
	v_xor_b32_e32 v4, 16, v0
	v_xor_b32_e32 v27, 0x50, v0
	scratch_store_b32 off, v0, off offset:884 ; 4-byte Folded Spill
	v_xor_b32_e32 v29, 0x58, v0
	v_add_nc_u32_e32 v0, 0, v6
	scratch_store_b32 off, v7, off offset:916 ; 4-byte Folded Spill
	v_xor_b32_e32 v30, 8, v7
	v_xor_b32_e32 v31, 16, v7
	v_xor_b32_e32 v32, 24, v7
	scratch_store_b32 off, v0, off offset:948 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v25
	scratch_store_b32 off, v0, off offset:980 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v26
	scratch_store_b32 off, v0, off offset:984 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v4
	scratch_store_b32 off, v0, off offset:988 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v27
	scratch_store_b32 off, v0, off offset:992 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v28
	scratch_store_b32 off, v0, off offset:996 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v29
	scratch_store_b32 off, v0, off offset:1000 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v30
	scratch_store_b32 off, v0, off offset:1004 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v31
	scratch_store_b32 off, v0, off offset:1008 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v0, 0, v32
	scratch_store_b32 off, v0, off offset:1012 ; 4-byte Folded Spill
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	scratch_load_b32 v25, off, off offset:136 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v26, 1, v183
	s_clause 0x2                            ; 24-byte Folded Spill
	scratch_store_b64 off, v[1:2], off offset:64
	scratch_store_b64 off, v[14:15], off offset:32
	scratch_store_b64 off, v[13:14], off
	v_mov_b32_e32 v15, v242
	v_lshlrev_b32_e32 v33, 1, v177
	s_mov_b32 s50, s46
	s_mov_b32 s51, s47
	v_dual_mov_b32 v63, s26 :: v_dual_mov_b32 v58, s21
	v_dual_mov_b32 v61, s24 :: v_dual_mov_b32 v182, v11
	v_dual_mov_b32 v59, s22 :: v_dual_mov_b32 v6, v130
	v_dual_mov_b32 v57, s20 :: v_dual_mov_b32 v8, v132
	v_dual_mov_b32 v7, v131 :: v_dual_mov_b32 v10, v134
	v_dual_mov_b32 v9, v133 :: v_dual_mov_b32 v12, v136
	v_dual_mov_b32 v129, v97 :: v_dual_mov_b32 v142, v110
	v_dual_mov_b32 v143, v111 :: v_dual_mov_b32 v140, v108
	v_dual_mov_b32 v141, v109 :: v_dual_mov_b32 v138, v106
	s_add_i32 s41, s41, 1
	v_dual_mov_b32 v16, v243 :: v_dual_mov_b32 v17, v244
	v_mov_b32_e32 v18, v245
	v_dual_mov_b32 v20, v247 :: v_dual_mov_b32 v19, v246
	v_dual_mov_b32 v64, s27 :: v_dual_mov_b32 v21, v248
	v_mov_b32_e32 v62, s25
	v_mov_b32_e32 v60, s23
	v_dual_mov_b32 v144, v112 :: v_dual_add_nc_u32 v183, s31, v183
	v_add_nc_u32_e32 v177, s31, v177
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v25, s40, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s35, v25
	scratch_load_b32 v25, off, off offset:152 ; 4-byte Folded Reload
	v_cndmask_b32_e64 v33, 0x80000000, v33, s3
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v25, s40, v25
	s_add_i32 s40, s40, 32
	s_cmp_lg_u32 s41, s39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_gt_i32_e64 s5, s35, v25
	v_lshlrev_b32_e32 v25, 1, v13
	v_mov_b32_e32 v13, v137
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
	v_add_nc_u32_e32 v190, s31, v190
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v41, 16, v33
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v43, 16, v37
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v0, off, off offset:884 ; 4-byte Folded Reload
	v_mov_b16_e32 v41.h, v43.l
	v_mov_b16_e32 v43.l, v33.l
	v_mov_b16_e32 v43.h, v37.l
	v_lshrrev_b32_e32 v47, 16, v40
	v_mov_b16_e32 v47.h, v40.l
	v_lshrrev_b32_e32 v49, 16, v38
	v_mov_b16_e32 v49.h, v38.l
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v45, 0, v0
	scratch_load_b32 v0, off, off offset:988 ; 4-byte Folded Reload
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
	scratch_load_b32 v0, off, off offset:996 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v45, 16, v28
	v_lshrrev_b32_e32 v46, 16, v32
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b16_e32 v46.h, v45.l
	v_lshrrev_b32_e32 v45, 16, v36
	v_mov_b16_e32 v45.h, v47.l
	v_mov_b16_e32 v47.l, v36.l
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[47:48] offset:6144
	scratch_load_b32 v0, off, off offset:980 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v47, 16, v26
	v_lshrrev_b32_e32 v48, 16, v30
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b16_e32 v48.h, v47.l
	v_lshrrev_b32_e32 v47, 16, v34
	v_mov_b16_e32 v47.h, v49.l
	v_mov_b16_e32 v49.l, v34.l
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[49:50] offset:2048
	scratch_load_b32 v0, off, off offset:948 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[41:42] offset:1024
	scratch_load_b32 v0, off, off offset:984 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v41, 1, v184
	v_dual_mov_b32 v11, v135 :: v_dual_lshlrev_b32 v42, 1, v11
	v_add_nc_u32_e32 v184, s38, v184
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v41, 0x80000000, v41, s3
	v_cndmask_b32_e64 v42, 0x80000000, v42, s3
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[47:48] offset:3072
	scratch_load_b32 v0, off, off offset:992 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[43:44] offset:5120
	scratch_load_b32 v0, off, off offset:1000 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v43, 1, v14
	v_lshlrev_b32_e32 v44, 1, v1
	v_dual_mov_b32 v14, v241 :: v_dual_mov_b32 v139, v107
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v43, 0x80000000, v43, s5
	v_cndmask_b32_e64 v44, 0x80000000, v44, s5
	s_waitcnt vmcnt(0)
	ds_store_b64 v0, v[45:46] offset:7168
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v0, off, off offset:916 ; 4-byte Folded Reload
	s_clause 0x3
	buffer_load_b128 v[237:240], v41, s[48:51], 0 offen
	buffer_load_b128 v[233:236], v42, s[48:51], 0 offen
	buffer_load_b128 v[245:248], v43, s[48:51], 0 offen
	buffer_load_b128 v[241:244], v44, s[48:51], 0 offen
	s_waitcnt vmcnt(4)
	v_add_nc_u32_e32 v45, 0, v0
	scratch_load_b32 v0, off, off offset:1004 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[213:216], v0 offset1:16
	ds_load_2addr_b64 v[209:212], v0 offset0:32 offset1:48
	ds_load_2addr_b64 v[170:173], v0 offset0:64 offset1:80
	ds_load_2addr_b64 v[178:181], v0 offset0:96 offset1:112
	scratch_load_b32 v0, off, off offset:1008 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[197:200], v0 offset1:16
	ds_load_2addr_b64 v[193:196], v0 offset0:32 offset1:48
	ds_load_2addr_b64 v[41:44], v0 offset0:64 offset1:80
	ds_load_2addr_b64 v[229:232], v45 offset1:16
	ds_load_2addr_b64 v[225:228], v45 offset0:32 offset1:48
	ds_load_2addr_b64 v[221:224], v45 offset0:64 offset1:80
	ds_load_2addr_b64 v[217:220], v45 offset0:96 offset1:112
	s_waitcnt lgkmcnt(4)
	scratch_store_b128 off, v[41:44], off offset:120 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[41:44], v0 offset0:96 offset1:112
	scratch_load_b32 v0, off, off offset:1012 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[41:44], off offset:104 ; 16-byte Folded Spill
	s_waitcnt vmcnt(0)
	ds_load_2addr_b64 v[186:189], v0 offset1:16
	ds_load_2addr_b64 v[249:252], v0 offset0:32 offset1:48
	ds_load_2addr_b64 v[41:44], v0 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[41:44], off offset:88 ; 16-byte Folded Spill
	ds_load_2addr_b64 v[41:44], v0 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	scratch_store_b128 off, v[41:44], off offset:72 ; 16-byte Folded Spill
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v4, off, off offset:200
	scratch_load_b32 v22, off, off offset:184
	s_waitcnt vmcnt(1)
	ds_store_b128 v4, v[33:36]
	ds_store_b128 v4, v[29:32] offset:4096
	s_waitcnt vmcnt(0)
	ds_store_b128 v22, v[37:40] offset:2048
	ds_store_b128 v22, v[25:28] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x5                            ; 24-byte Folded Reload
	scratch_load_b32 v25, off, off offset:168
	scratch_load_b32 v81, off, off offset:488
	scratch_load_b32 v0, off, off offset:596
	scratch_load_b32 v1, off, off offset:628
	scratch_load_b32 v185, off, off offset:788
	scratch_load_b32 v191, off, off offset:820
	s_waitcnt vmcnt(5)
	v_add_nc_u32_e32 v121, 0, v25
	s_waitcnt vmcnt(4)
	ds_load_b128 v[29:32], v81
	ds_load_b128 v[33:36], v255
	ds_load_b128 v[37:40], v23
	ds_load_b128 v[41:44], v121 offset:4096
	ds_load_b128 v[45:48], v81 offset:4096
	ds_load_b128 v[49:52], v255 offset:4096
	ds_load_b128 v[53:56], v23 offset:4096
	ds_load_b128 v[25:28], v121
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[161:168], v[25:32], v[97:104], v[57:64]
	v_wmma_f32_16x16x16_bf16 v[25:32], v[41:48], v[97:104], v[57:64]
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_bf16 v[161:168], v[33:40], v[105:112], v[161:168]
	ds_load_b128 v[37:40], v253
	ds_load_b128 v[33:36], v24
	ds_load_b128 v[41:44], v24 offset:4096
	ds_load_b128 v[45:48], v253 offset:4096
	v_wmma_f32_16x16x16_bf16 v[25:32], v[49:56], v[105:112], v[25:32]
	s_waitcnt vmcnt(1)
	ds_load_b128 v[49:52], v185
	s_waitcnt lgkmcnt(3)
	v_wmma_f32_16x16x16_bf16 v[161:168], v[33:40], v[145:152], v[161:168]
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_bf16 v[25:32], v[41:48], v[145:152], v[25:32]
	ds_load_b128 v[37:40], v0
	ds_load_b128 v[33:36], v254
	ds_load_b128 v[41:44], v254 offset:4096
	ds_load_b128 v[45:48], v0 offset:4096
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[161:168], v[33:40], v[153:160], v[161:168]
	ds_load_b128 v[37:40], v169
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_bf16 v[25:32], v[41:48], v[153:160], v[25:32]
	ds_load_b128 v[33:36], v1
	ds_load_b128 v[41:44], v1 offset:4096
	ds_load_b128 v[45:48], v169 offset:4096
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[161:168], v[33:40], v[130:137], v[161:168]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[25:32], v[41:48], v[130:137], v[25:32]
	ds_load_b128 v[37:40], v176
	ds_load_b128 v[33:36], v175
	ds_load_b128 v[41:44], v175 offset:4096
	ds_load_b128 v[45:48], v176 offset:4096
	ds_load_b128 v[53:56], v174
	v_mov_b32_e32 v131, v99
	v_mov_b32_e32 v137, v105
	s_waitcnt vmcnt(0)
	ds_load_b128 v[109:112], v191
	ds_load_b128 v[105:108], v192
	ds_load_b128 v[113:116], v192 offset:4096
	ds_load_b128 v[117:120], v191 offset:4096
	v_dual_mov_b32 v136, v104 :: v_dual_mov_b32 v135, v103
	v_mov_b32_e32 v132, v100
	v_dual_mov_b32 v134, v102 :: v_dual_mov_b32 v133, v101
	v_mov_b32_e32 v130, v98
	ds_load_b128 v[97:100], v185 offset:4096
	ds_load_b128 v[101:104], v174 offset:4096
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
	ds_load_b128 v[233:236], v121
	ds_load_b128 v[241:244], v121 offset:4096
	ds_load_b128 v[245:248], v81 offset:4096
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[81:84], off, off offset:456
	scratch_load_b128 v[85:88], off, off offset:472
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[121:128], v[233:240], v[81:88], v[57:64]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[233:240], v[241:248], v[81:88], v[57:64]
	v_dual_mov_b32 v248, v21 :: v_dual_mov_b32 v247, v20
	v_mov_b32_e32 v244, v17
	v_dual_mov_b32 v246, v19 :: v_dual_mov_b32 v245, v18
	v_dual_mov_b32 v242, v15 :: v_dual_mov_b32 v243, v16
	v_mov_b32_e32 v241, v14
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[14:17], off, off offset:424
	scratch_load_b128 v[18:21], off, off offset:440
	v_lshrrev_b32_e32 v61, 16, v219
	v_wmma_f32_16x16x16_bf16 v[161:168], v[33:40], v[241:248], v[161:168]
	v_wmma_f32_16x16x16_bf16 v[25:32], v[41:48], v[241:248], v[25:32]
	ds_load_b128 v[37:40], v23
	ds_load_b128 v[33:36], v255
	ds_load_b128 v[41:44], v255 offset:4096
	ds_load_b128 v[45:48], v23 offset:4096
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[121:128], v[33:40], v[14:21], v[121:128]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[233:240], v[41:48], v[14:21], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[14:17], off, off offset:1016
	scratch_load_b128 v[18:21], off, off offset:1032
	ds_load_b128 v[37:40], v253
	ds_load_b128 v[33:36], v24
	ds_load_b128 v[41:44], v24 offset:4096
	ds_load_b128 v[45:48], v253 offset:4096
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[161:168], v[49:56], v[14:21], v[161:168]
	v_wmma_f32_16x16x16_bf16 v[25:32], v[97:104], v[14:21], v[25:32]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[14:17], off, off offset:392
	scratch_load_b128 v[18:21], off, off offset:408
	v_dual_mov_b32 v97, v129 :: v_dual_mov_b32 v102, v134
	v_dual_mov_b32 v98, v130 :: v_dual_mov_b32 v99, v131
	v_mov_b32_e32 v104, v136
	v_dual_mov_b32 v100, v132 :: v_dual_mov_b32 v101, v133
	v_dual_mov_b32 v103, v135 :: v_dual_mov_b32 v136, v12
	v_dual_mov_b32 v135, v11 :: v_dual_mov_b32 v130, v6
	v_dual_mov_b32 v134, v10 :: v_dual_mov_b32 v133, v9
	v_dual_mov_b32 v132, v8 :: v_dual_mov_b32 v131, v7
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[121:128], v[33:40], v[14:21], v[121:128]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[233:240], v[41:48], v[14:21], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[14:17], off, off offset:1048
	scratch_load_b128 v[18:21], off, off offset:1064
	ds_load_b128 v[37:40], v0
	ds_load_b128 v[33:36], v254
	ds_load_b128 v[41:44], v254 offset:4096
	ds_load_b128 v[45:48], v0 offset:4096
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[161:168], v[105:112], v[14:21], v[161:168]
	v_dual_mov_b32 v105, v137 :: v_dual_mov_b32 v110, v142
	v_dual_mov_b32 v106, v138 :: v_dual_mov_b32 v107, v139
	v_mov_b32_e32 v112, v144
	v_dual_mov_b32 v108, v140 :: v_dual_mov_b32 v109, v141
	v_mov_b32_e32 v111, v143
	v_mov_b32_e32 v137, v13
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:360
	scratch_load_b128 v[10:13], off, off offset:376
	v_wmma_f32_16x16x16_bf16 v[25:32], v[113:120], v[14:21], v[25:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v26, s33, v26, -v3
	v_fma_f32 v28, s33, v28, -v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v25, s33, v25, -v3
	v_fma_f32 v27, s33, v27, -v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v26, 0x3fb8aa3b, v26
	v_mul_f32_e32 v28, 0x3fb8aa3b, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v26, v26, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v28, v28, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v26, v26
	v_exp_f32_e32 v28, v28
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[121:128], v[33:40], v[6:13], v[121:128]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[233:240], v[41:48], v[6:13], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:328
	scratch_load_b128 v[10:13], off, off offset:344
	ds_load_b128 v[37:40], v169
	ds_load_b128 v[33:36], v1
	ds_load_b128 v[41:44], v1 offset:4096
	ds_load_b128 v[45:48], v169 offset:4096
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[121:128], v[33:40], v[6:13], v[121:128]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[233:240], v[41:48], v[6:13], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:296
	scratch_load_b128 v[10:13], off, off offset:312
	ds_load_b128 v[37:40], v176
	ds_load_b128 v[33:36], v175
	ds_load_b128 v[41:44], v175 offset:4096
	ds_load_b128 v[45:48], v176 offset:4096
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[121:128], v[33:40], v[6:13], v[121:128]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[233:240], v[41:48], v[6:13], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:264
	scratch_load_b128 v[10:13], off, off offset:280
	ds_load_b128 v[37:40], v174
	ds_load_b128 v[33:36], v185
	ds_load_b128 v[41:44], v185 offset:4096
	ds_load_b128 v[45:48], v174 offset:4096
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[121:128], v[33:40], v[6:13], v[121:128]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[233:240], v[41:48], v[6:13], v[233:240]
	s_clause 0x1                            ; 32-byte Folded Reload
	scratch_load_b128 v[6:9], off, off offset:232
	scratch_load_b128 v[10:13], off, off offset:248
	ds_load_b128 v[37:40], v191
	ds_load_b128 v[33:36], v192
	ds_load_b128 v[41:44], v192 offset:4096
	ds_load_b128 v[45:48], v191 offset:4096
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_wmma_f32_16x16x16_bf16 v[121:128], v[33:40], v[6:13], v[121:128]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[233:240], v[41:48], v[6:13], v[233:240]
	s_clause 0x2                            ; 24-byte Folded Reload
	scratch_load_b64 v[13:14], off, off
	scratch_load_b64 v[14:15], off, off offset:32
	scratch_load_b64 v[0:1], off, off offset:64
	v_fma_f32 v33, s33, v161, -v3
	v_fma_f32 v34, s33, v162, -v3
	v_fma_f32 v35, s33, v163, -v3
	v_sub_f32_e32 v45, v121, v5
	v_fma_f32 v36, s33, v164, -v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v33, 0x3fb8aa3b, v33 :: v_dual_mul_f32 v34, 0x3fb8aa3b, v34
	v_dual_sub_f32 v54, v234, v5 :: v_dual_mul_f32 v35, 0x3fb8aa3b, v35
	v_fma_f32 v37, s33, v165, -v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v33, v33, 0xff800000, vcc_lo
	v_cndmask_b32_e64 v34, v34, 0xff800000, vcc_lo
	v_dual_sub_f32 v49, v125, v5 :: v_dual_mul_f32 v36, 0x3fb8aa3b, v36
	v_cndmask_b32_e64 v35, v35, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v34, v34
	v_fma_f32 v38, s33, v166, -v3
	v_sub_f32_e32 v46, v122, v5
	v_exp_f32_e32 v35, v35
	v_cndmask_b32_e64 v36, v36, 0xff800000, vcc_lo
	v_mul_f32_e32 v37, 0x3fb8aa3b, v37
	v_fma_f32 v39, s33, v167, -v3
	v_sub_f32_e32 v47, v123, v5
	v_dual_sub_f32 v53, v233, v5 :: v_dual_mul_f32 v38, 0x3fb8aa3b, v38
	v_dual_mul_f32 v33, v33, v45 :: v_dual_mul_f32 v26, v26, v54
	v_mul_f32_e32 v34, v34, v46
	v_exp_f32_e32 v36, v36
	v_cndmask_b32_e64 v37, v37, 0xff800000, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_bfe_u32 v45, v33, 16, 1
	v_fma_f32 v40, s33, v168, -v3
	v_sub_f32_e32 v48, v124, v5
	v_dual_sub_f32 v56, v236, v5 :: v_dual_mul_f32 v35, v35, v47
	v_dual_sub_f32 v58, v238, v5 :: v_dual_mul_f32 v39, 0x3fb8aa3b, v39
	v_exp_f32_e32 v37, v37
	v_cndmask_b32_e64 v38, v38, 0xff800000, vcc_lo
	v_cmp_o_f32_e64 s3, v33, v33
	v_add3_u32 v33, v33, v45, 0x7fff
	v_bfe_u32 v45, v34, 16, 1
	v_dual_sub_f32 v51, v127, v5 :: v_dual_mul_f32 v36, v36, v48
	v_dual_sub_f32 v57, v237, v5 :: v_dual_mul_f32 v40, 0x3fb8aa3b, v40
	v_exp_f32_e32 v38, v38
	v_cndmask_b32_e64 v39, v39, 0xff800000, vcc_lo
	v_cmp_o_f32_e64 s5, v34, v34
	v_add3_u32 v34, v34, v45, 0x7fff
	v_bfe_u32 v45, v35, 16, 1
	v_fma_f32 v42, s33, v30, -v3
	v_sub_f32_e32 v50, v126, v5
	v_dual_mul_f32 v37, v37, v49 :: v_dual_mul_f32 v28, v28, v56
	v_exp_f32_e32 v39, v39
	v_cndmask_b32_e64 v40, v40, 0xff800000, vcc_lo
	v_dual_mul_f32 v25, 0x3fb8aa3b, v25 :: v_dual_mul_f32 v42, 0x3fb8aa3b, v42
	v_cmp_o_f32_e64 s6, v35, v35
	v_add3_u32 v35, v35, v45, 0x7fff
	v_bfe_u32 v45, v36, 16, 1
	v_dual_sub_f32 v55, v235, v5 :: v_dual_mul_f32 v38, v38, v50
	v_exp_f32_e32 v40, v40
	v_cndmask_b32_e64 v25, v25, 0xff800000, vcc_lo
	v_cmp_o_f32_e64 s7, v36, v36
	v_add3_u32 v36, v36, v45, 0x7fff
	v_bfe_u32 v45, v37, 16, 1
	v_dual_mov_b32 v11, v182 :: v_dual_sub_f32 v52, v128, v5
	v_fma_f32 v44, s33, v32, -v3
	v_dual_sub_f32 v60, v240, v5 :: v_dual_mul_f32 v39, v39, v51
	v_exp_f32_e32 v25, v25
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mul_f32 v27, 0x3fb8aa3b, v27 :: v_dual_mul_f32 v44, 0x3fb8aa3b, v44
	v_cndmask_b32_e64 v42, v42, 0xff800000, vcc_lo
	v_cmp_o_f32_e64 s8, v37, v37
	v_add3_u32 v37, v37, v45, 0x7fff
	v_bfe_u32 v45, v38, 16, 1
	v_fma_f32 v41, s33, v29, -v3
	v_dual_sub_f32 v59, v239, v5 :: v_dual_mul_f32 v40, v40, v52
	v_cndmask_b32_e64 v27, v27, 0xff800000, vcc_lo
	v_exp_f32_e32 v42, v42
	v_cmp_o_f32_e64 s9, v38, v38
	v_add3_u32 v38, v38, v45, 0x7fff
	v_bfe_u32 v45, v39, 16, 1
	v_mul_f32_e32 v25, v25, v53
	v_exp_f32_e32 v27, v27
	v_mul_f32_e32 v41, 0x3fb8aa3b, v41
	v_cndmask_b32_e64 v44, v44, 0xff800000, vcc_lo
	v_cmp_o_f32_e64 s10, v39, v39
	v_add3_u32 v39, v39, v45, 0x7fff
	v_bfe_u32 v45, v40, 16, 1
	v_fma_f32 v43, s33, v31, -v3
	v_cndmask_b32_e64 v41, v41, 0xff800000, vcc_lo
	v_mul_f32_e32 v42, v42, v58
	v_exp_f32_e32 v44, v44
	v_cmp_o_f32_e64 s11, v40, v40
	v_add3_u32 v40, v40, v45, 0x7fff
	v_bfe_u32 v45, v25, 16, 1
	v_mul_f32_e32 v27, v27, v55
	v_exp_f32_e32 v41, v41
	v_mul_f32_e32 v43, 0x3fb8aa3b, v43
	v_cmp_o_f32_e64 s12, v25, v25
	v_add3_u32 v45, v25, v45, 0x7fff
	v_bfe_u32 v25, v26, 16, 1
	v_mul_f32_e32 v44, v44, v60
	v_cndmask_b32_e64 v43, v43, 0xff800000, vcc_lo
	v_cmp_o_f32_e64 s13, v26, v26
	v_cmp_o_f32_e64 s14, v27, v27
	v_add3_u32 v26, v26, v25, 0x7fff
	v_bfe_u32 v25, v27, 16, 1
	v_mul_f32_e32 v41, v41, v57
	v_exp_f32_e32 v43, v43
	v_cmp_o_f32_e64 s15, v28, v28
	v_cmp_o_f32_e64 s17, v42, v42
	v_add3_u32 v27, v27, v25, 0x7fff
	v_bfe_u32 v25, v28, 16, 1
	v_cmp_o_f32_e64 s16, v41, v41
	v_cmp_o_f32_e64 s19, v44, v44
	v_lshrrev_b32_e32 v26, 16, v26
	v_lshrrev_b32_e32 v30, 16, v231
	v_add3_u32 v28, v28, v25, 0x7fff
	v_bfe_u32 v25, v41, 16, 1
	v_mul_f32_e32 v43, v43, v59
	v_lshrrev_b32_e32 v31, 16, v227
	v_lshrrev_b32_e32 v32, 16, v223
	v_lshrrev_b32_e32 v29, 16, v229
	v_add3_u32 v41, v41, v25, 0x7fff
	v_bfe_u32 v25, v42, 16, 1
	v_cmp_o_f32_e64 s18, v43, v43
	v_mov_b16_e32 v29.h, v30.l
	v_lshrrev_b32_e32 v30, 16, v225
	v_mov_b16_e32 v30.h, v31.l
	v_add3_u32 v42, v42, v25, 0x7fff
	v_bfe_u32 v25, v43, 16, 1
	v_lshrrev_b32_e32 v31, 16, v221
	v_mov_b16_e32 v31.h, v32.l
	v_lshrrev_b32_e32 v32, 16, v217
	v_mov_b16_e32 v32.h, v61.l
	v_add3_u32 v43, v43, v25, 0x7fff
	v_bfe_u32 v25, v44, 16, 1
	v_add_nc_u32_e32 v11, s38, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add3_u32 v44, v44, v25, 0x7fff
	v_lshrrev_b32_e32 v25, 16, v33
	v_lshrrev_b32_e32 v33, 16, v34
	v_cndmask_b16 v25.l, 0x7fff, v25.l, s3
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b16 v25.h, 0x7fff, v33.l, s5
	v_lshrrev_b32_e32 v33, 16, v35
	s_waitcnt vmcnt(2)
	v_add_nc_u32_e32 v13, s31, v13
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v0
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v2, v25
	v_cndmask_b16 v25.l, 0x7fff, v33.l, s6
	v_lshrrev_b32_e32 v33, 16, v36
	ds_store_b16_d16_hi v2, v25 offset:128
	v_add_nc_u32_e32 v14, s38, v14
	v_add_nc_u32_e32 v1, s38, v1
	v_cndmask_b16 v25.h, 0x7fff, v33.l, s7
	v_lshrrev_b32_e32 v33, 16, v37
	ds_store_b16 v2, v25 offset:256
	v_cndmask_b16 v25.l, 0x7fff, v33.l, s8
	v_lshrrev_b32_e32 v33, 16, v38
	ds_store_b16_d16_hi v2, v25 offset:384
	v_cndmask_b16 v25.h, 0x7fff, v33.l, s9
	v_lshrrev_b32_e32 v33, 16, v39
	ds_store_b16 v2, v25 offset:512
	ds_store_b16_d16_hi v2, v25 offset:640
	v_cndmask_b16 v25.l, 0x7fff, v33.l, s10
	v_lshrrev_b32_e32 v33, 16, v40
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b16 v25.h, 0x7fff, v33.l, s11
	ds_store_b16 v2, v25 offset:768
	ds_store_b16_d16_hi v2, v25 offset:896
	v_lshrrev_b32_e32 v25, 16, v45
	v_cndmask_b16 v25.h, 0x7fff, v26.l, s13
	v_lshrrev_b32_e32 v26, 16, v27
	v_mov_b16_e64 v27.l, v221.l
	v_mov_b16_e64 v27.h, v223.l
	v_cndmask_b16 v25.l, 0x7fff, v25.l, s12
	ds_store_b16 v2, v25 offset:1024
	v_cndmask_b16 v25.l, 0x7fff, v26.l, s14
	v_lshrrev_b32_e32 v26, 16, v28
	ds_store_b16_d16_hi v2, v25 offset:1152
	v_mov_b16_e64 v28.l, v217.l
	v_mov_b16_e64 v28.h, v219.l
	v_cndmask_b16 v25.h, 0x7fff, v26.l, s15
	v_lshrrev_b32_e32 v26, 16, v41
	ds_store_b16 v2, v25 offset:1280
	v_cndmask_b16 v25.l, 0x7fff, v26.l, s16
	v_lshrrev_b32_e32 v26, 16, v42
	ds_store_b16_d16_hi v2, v25 offset:1408
	v_lshrrev_b32_e32 v42, 16, v212
	v_cndmask_b16 v25.h, 0x7fff, v26.l, s17
	v_lshrrev_b32_e32 v26, 16, v43
	ds_store_b16 v2, v25 offset:1536
	v_lshrrev_b32_e32 v43, 16, v173
	ds_store_b16_d16_hi v2, v25 offset:1664
	v_cndmask_b16 v25.l, 0x7fff, v26.l, s18
	v_lshrrev_b32_e32 v26, 16, v44
	v_mov_b16_e64 v26.h, v227.l
	v_lshrrev_b32_e32 v44, 16, v181
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b16 v25.h, 0x7fff, v26.l, s19
	ds_store_b16 v2, v25 offset:1792
	ds_store_b16_d16_hi v2, v25 offset:1920
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x2                            ; 36-byte Folded Reload
	scratch_load_b32 v4, off, off offset:216
	scratch_load_b128 v[19:22], off, off offset:120
	scratch_load_b128 v[15:18], off, off offset:104
	v_mov_b16_e64 v25.l, v229.l
	v_mov_b16_e64 v25.h, v231.l
	v_mov_b16_e64 v26.l, v225.l
	s_waitcnt vmcnt(2)
	v_add_nc_u32_e32 v41, s37, v4
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
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v20
	v_mov_b32_e32 v6, v22
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[73:80], v[25:32], v[33:40], v[73:80]
	v_lshrrev_b32_e32 v25, 16, v215
	v_lshrrev_b32_e32 v29, 16, v213
	v_lshrrev_b32_e32 v30, 16, v209
	v_lshrrev_b32_e32 v31, 16, v170
	v_lshrrev_b32_e32 v32, 16, v178
	v_mov_b16_e32 v29.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v211
	v_mov_b16_e64 v26.l, v209.l
	v_mov_b16_e64 v26.h, v211.l
	v_mov_b16_e64 v27.l, v170.l
	v_mov_b16_e64 v27.h, v172.l
	v_mov_b16_e32 v30.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v172
	v_mov_b16_e64 v28.l, v178.l
	v_mov_b16_e64 v28.h, v180.l
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mov_b16_e32 v31.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v180
	v_mov_b16_e64 v25.h, v215.l
	v_mov_b16_e32 v32.h, v25.l
	v_mov_b16_e64 v25.l, v213.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_bf16 v[89:96], v[25:32], v[33:40], v[89:96]
	v_lshrrev_b32_e32 v25, 16, v199
	v_lshrrev_b32_e32 v29, 16, v197
	v_lshrrev_b32_e32 v30, 16, v193
	v_lshrrev_b32_e32 v31, 16, v19
	v_mov_b16_e32 v27.l, v19.l
	v_mov_b16_e32 v29.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v195
	v_mov_b16_e32 v27.h, v21.l
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v32, 16, v15
	v_mov_b16_e32 v28.l, v15.l
	v_mov_b16_e32 v28.h, v17.l
	v_mov_b16_e32 v30.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v21
	scratch_load_b128 v[19:22], off, off offset:88 ; 16-byte Folded Reload
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v9, v18
	v_mov_b16_e64 v26.l, v193.l
	v_mov_b16_e32 v31.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v17
	scratch_load_b128 v[15:18], off, off offset:72 ; 16-byte Folded Reload
	v_mov_b16_e64 v25.h, v199.l
	v_mov_b16_e64 v26.h, v195.l
	v_mov_b16_e32 v32.h, v25.l
	v_mov_b16_e64 v25.l, v197.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_bf16 v[201:208], v[25:32], v[33:40], v[201:208]
	v_lshrrev_b32_e32 v25, 16, v188
	v_lshrrev_b32_e32 v29, 16, v186
	v_lshrrev_b32_e32 v30, 16, v249
	v_mov_b16_e64 v26.l, v249.l
	v_mov_b16_e64 v26.h, v251.l
	v_mov_b16_e32 v29.h, v25.l
	v_lshrrev_b32_e32 v25, 16, v251
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b16_e32 v30.h, v25.l
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v25, 16, v21
	v_lshrrev_b32_e32 v31, 16, v19
	v_mov_b16_e32 v27.l, v19.l
	v_mov_b16_e32 v27.h, v21.l
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b16_e32 v31.h, v25.l
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v25, 16, v17
	v_lshrrev_b32_e32 v32, 16, v15
	v_mov_b16_e64 v25.h, v188.l
	v_mov_b16_e32 v28.l, v15.l
	v_mov_b16_e32 v28.h, v17.l
	v_mov_b16_e32 v32.h, v25.l
	v_mov_b16_e64 v25.l, v186.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_bf16 v[65:72], v[25:32], v[33:40], v[65:72]
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
	v_wmma_f32_16x16x16_bf16 v[73:80], v[25:32], v[33:40], v[73:80]
	v_lshrrev_b32_e32 v29, 16, v214
	v_lshrrev_b32_e32 v30, 16, v210
	v_lshrrev_b32_e32 v31, 16, v171
	v_lshrrev_b32_e32 v32, 16, v179
	v_mov_b16_e64 v25.l, v214.l
	v_mov_b16_e64 v25.h, v216.l
	v_mov_b16_e64 v26.l, v210.l
	v_mov_b16_e64 v26.h, v212.l
	v_mov_b16_e64 v27.l, v171.l
	v_mov_b16_e64 v27.h, v173.l
	v_mov_b16_e64 v28.l, v179.l
	v_mov_b16_e64 v28.h, v181.l
	v_mov_b16_e32 v29.h, v41.l
	v_mov_b16_e32 v30.h, v42.l
	v_mov_b16_e32 v31.h, v43.l
	v_mov_b16_e32 v32.h, v44.l
	v_lshrrev_b32_e32 v43, 16, v6
	v_lshrrev_b32_e32 v41, 16, v200
	v_lshrrev_b32_e32 v42, 16, v196
	s_delay_alu instid0(VALU_DEP_4)
	v_wmma_f32_16x16x16_bf16 v[89:96], v[25:32], v[33:40], v[89:96]
	v_mov_b16_e32 v27.h, v6.l
	v_mov_b32_e32 v6, v9
	v_mov_b16_e32 v27.l, v4.l
	v_lshrrev_b32_e32 v31, 16, v4
	v_lshrrev_b32_e32 v29, 16, v198
	v_lshrrev_b32_e32 v30, 16, v194
	v_mov_b16_e32 v28.h, v6.l
	v_lshrrev_b32_e32 v44, 16, v6
	v_mov_b32_e32 v6, v22
	v_mov_b32_e32 v4, v7
	v_mov_b16_e64 v25.l, v198.l
	v_mov_b16_e64 v25.h, v200.l
	v_mov_b16_e64 v26.l, v194.l
	v_mov_b16_e64 v26.h, v196.l
	v_lshrrev_b32_e32 v32, 16, v4
	v_mov_b16_e32 v28.l, v4.l
	v_mov_b16_e32 v29.h, v41.l
	v_mov_b16_e32 v30.h, v42.l
	v_mov_b16_e32 v31.h, v43.l
	v_mov_b16_e32 v32.h, v44.l
	v_mov_b32_e32 v4, v20
	v_lshrrev_b32_e32 v43, 16, v6
	v_lshrrev_b32_e32 v41, 16, v189
	v_lshrrev_b32_e32 v42, 16, v252
	v_wmma_f32_16x16x16_bf16 v[201:208], v[25:32], v[33:40], v[201:208]
	v_mov_b16_e32 v27.h, v6.l
	v_mov_b32_e32 v6, v18
	v_mov_b16_e32 v27.l, v4.l
	v_lshrrev_b32_e32 v31, 16, v4
	v_mov_b32_e32 v4, v16
	v_lshrrev_b32_e32 v29, 16, v187
	v_lshrrev_b32_e32 v44, 16, v6
	v_lshrrev_b32_e32 v30, 16, v250
	v_mov_b16_e64 v25.l, v187.l
	v_lshrrev_b32_e32 v32, 16, v4
	v_mov_b16_e64 v25.h, v189.l
	v_mov_b16_e64 v26.l, v250.l
	v_mov_b16_e64 v26.h, v252.l
	v_mov_b16_e32 v28.l, v4.l
	v_mov_b16_e32 v28.h, v6.l
	v_mov_b16_e32 v29.h, v41.l
	v_mov_b16_e32 v30.h, v42.l
	v_mov_b16_e32 v31.h, v43.l
	v_mov_b16_e32 v32.h, v44.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_bf16 v[65:72], v[25:32], v[33:40], v[65:72]
	s_cbranch_scc1 .LBB0_11
; %bb.12:                               ; %Flow
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v45, off, off offset:1080
	scratch_load_b32 v47, off, off offset:1084
.LBB0_13:                               ; %Flow681
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x7c
	s_load_b64 s[0:1], s[0:1], 0x74
	s_lshr_b32 s5, s30, 2
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, 4, v47
	v_or_b32_e32 v1, s5, v45
	v_dual_mul_f32 v14, s33, v78 :: v_dual_mul_f32 v19, s33, v91
	v_dual_mul_f32 v18, s33, v90 :: v_dual_mul_f32 v21, s33, v93
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v0, s36, v0
	v_bfe_u32 v46, v14, 16, 1
	s_mov_b32 s30, s46
	s_mov_b32 s31, s47
	v_bfe_u32 v50, v18, 16, 1
	v_bfe_u32 v51, v19, 16, 1
	v_add3_u32 v46, v14, v46, 0x7fff
	v_dual_mul_f32 v22, s33, v94 :: v_dual_mul_f32 v23, s33, v95
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add3_u32 v50, v18, v50, 0x7fff
	v_add3_u32 v51, v19, v51, 0x7fff
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v1, s3
	s_mul_i32 s5, s3, s92
	v_or_b32_e32 v1, s92, v1
	v_or_b32_e32 v3, s5, v0
	s_mul_i32 s0, s0, s4
	s_mul_i32 s3, s2, s1
	v_lshrrev_b32_e32 v46, 16, v46
	s_add_i32 s3, s3, s0
	v_add_nc_u32_e32 v4, v3, v2
	v_or_b32_e32 v5, 2, v3
	v_or_b32_e32 v6, 4, v3
	v_or_b32_e32 v7, 6, v3
	v_or_b32_e32 v8, 8, v3
	v_or_b32_e32 v9, 10, v3
	v_or_b32_e32 v10, 12, v3
	v_or_b32_e32 v3, 14, v3
	v_cmp_gt_i32_e32 vcc_lo, s34, v1
	v_mul_f32_e32 v1, s33, v73
	v_dual_mul_f32 v12, s33, v76 :: v_dual_add_nc_u32 v5, v5, v2
	v_dual_mul_f32 v11, s33, v75 :: v_dual_add_nc_u32 v6, v6, v2
	v_dual_mul_f32 v16, s33, v80 :: v_dual_add_nc_u32 v7, v7, v2
	v_dual_mul_f32 v13, s33, v77 :: v_dual_add_nc_u32 v8, v8, v2
	v_dual_mul_f32 v20, s33, v92 :: v_dual_add_nc_u32 v9, v9, v2
	v_dual_mul_f32 v15, s33, v79 :: v_dual_add_nc_u32 v10, v10, v2
	v_dual_mul_f32 v24, s33, v96 :: v_dual_add_nc_u32 v3, v3, v2
	v_add3_u32 v0, s5, v0, v2
	v_add_lshl_u32 v2, s3, v4, 1
	v_dual_mul_f32 v4, s33, v74 :: v_dual_mul_f32 v17, s33, v89
	v_bfe_u32 v36, v1, 16, 1
	v_bfe_u32 v43, v11, 16, 1
	v_bfe_u32 v44, v12, 16, 1
	s_delay_alu instid0(VALU_DEP_4)
	v_bfe_u32 v42, v4, 16, 1
	v_cmp_o_f32_e64 s0, v1, v1
	v_add3_u32 v36, v1, v36, 0x7fff
	v_cmp_o_f32_e64 s1, v4, v4
	v_bfe_u32 v45, v13, 16, 1
	v_add3_u32 v42, v4, v42, 0x7fff
	v_add_lshl_u32 v4, s3, v5, 1
	v_lshrrev_b32_e32 v36, 16, v36
	v_add3_u32 v43, v11, v43, 0x7fff
	v_add3_u32 v44, v12, v44, 0x7fff
	v_lshrrev_b32_e32 v42, 16, v42
	v_bfe_u32 v47, v15, 16, 1
	v_cndmask_b16 v36.l, 0x7fff, v36.l, s0
	v_add_lshl_u32 v9, s3, v9, 1
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_cndmask_b16 v42.l, 0x7fff, v42.l, s1
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_add3_u32 v45, v13, v45, 0x7fff
	v_lshrrev_b32_e32 v43, 16, v43
	v_bfe_u32 v48, v16, 16, 1
	v_cmp_o_f32_e64 s0, v11, v11
	v_lshrrev_b32_e32 v44, 16, v44
	v_bfe_u32 v49, v17, 16, 1
	v_add3_u32 v47, v15, v47, 0x7fff
	v_cmp_o_f32_e64 s1, v12, v12
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	s_clause 0x1
	buffer_store_b16 v36, v2, s[28:31], 0 offen
	buffer_store_b16 v42, v4, s[28:31], 0 offen
	v_add_lshl_u32 v2, s3, v6, 1
	v_add_lshl_u32 v4, s3, v7, 1
	v_lshrrev_b32_e32 v45, 16, v45
	v_cmp_o_f32_e64 s2, v13, v13
	v_add_lshl_u32 v8, s3, v8, 1
	v_add3_u32 v48, v16, v48, 0x7fff
	v_cndmask_b16 v6.l, 0x7fff, v43.l, s0
	v_cmp_o_f32_e64 s0, v14, v14
	v_add3_u32 v49, v17, v49, 0x7fff
	v_lshrrev_b32_e32 v47, 16, v47
	v_bfe_u32 v52, v20, 16, 1
	v_cndmask_b16 v7.l, 0x7fff, v44.l, s1
	v_cmp_o_f32_e64 s1, v15, v15
	v_add_lshl_u32 v10, s3, v10, 1
	v_add_lshl_u32 v0, v0, s3, 1
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	v_cndmask_b16 v11.l, 0x7fff, v45.l, s2
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_lshrrev_b32_e32 v48, 16, v48
	v_bfe_u32 v53, v21, 16, 1
	v_cndmask_b16 v12.l, 0x7fff, v46.l, s0
	v_cmp_o_f32_e64 s0, v16, v16
	v_dual_mul_f32 v25, s33, v201 :: v_dual_mul_f32 v26, s33, v202
	v_lshrrev_b32_e32 v49, 16, v49
	v_bfe_u32 v54, v22, 16, 1
	v_add3_u32 v52, v20, v52, 0x7fff
	v_cndmask_b16 v13.l, 0x7fff, v47.l, s1
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_cmp_o_f32_e64 s1, v17, v17
	s_clause 0x4
	buffer_store_b16 v6, v2, s[28:31], 0 offen
	buffer_store_b16 v7, v4, s[28:31], 0 offen
	buffer_store_b16 v11, v8, s[28:31], 0 offen
	buffer_store_b16 v12, v9, s[28:31], 0 offen
	buffer_store_b16 v13, v10, s[28:31], 0 offen
	v_add_lshl_u32 v2, s3, v3, 1
	v_add_nc_u32_e32 v3, 64, v0
	v_dual_mul_f32 v39, s33, v70 :: v_dual_add_nc_u32 v8, 0x44, v0
	v_lshrrev_b32_e32 v50, 16, v50
	v_bfe_u32 v55, v23, 16, 1
	v_cmp_o_f32_e64 s2, v18, v18
	v_lshrrev_b32_e32 v51, 16, v51
	v_add3_u32 v53, v21, v53, 0x7fff
	v_bfe_u32 v56, v24, 16, 1
	v_cndmask_b16 v4.l, 0x7fff, v48.l, s0
	v_cmp_o_f32_e64 s0, v19, v19
	v_add_nc_u32_e32 v9, 0x48, v0
	v_dual_mul_f32 v27, s33, v203 :: v_dual_mul_f32 v28, s33, v204
	v_add3_u32 v54, v22, v54, 0x7fff
	v_lshrrev_b32_e32 v52, 16, v52
	v_bfe_u32 v57, v25, 16, 1
	v_cndmask_b16 v6.l, 0x7fff, v49.l, s1
	v_cmp_o_f32_e64 s1, v20, v20
	v_add_nc_u32_e32 v10, 0x4c, v0
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	v_add3_u32 v55, v23, v55, 0x7fff
	v_cndmask_b16 v7.l, 0x7fff, v50.l, s2
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_dual_mul_f32 v29, s33, v205 :: v_dual_mul_f32 v30, s33, v206
	v_lshrrev_b32_e32 v53, 16, v53
	v_add3_u32 v56, v24, v56, 0x7fff
	v_bfe_u32 v58, v26, 16, 1
	v_cndmask_b16 v11.l, 0x7fff, v51.l, s0
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_cmp_o_f32_e64 s0, v21, v21
	v_lshrrev_b32_e32 v54, 16, v54
	v_bfe_u32 v59, v27, 16, 1
	v_add3_u32 v57, v25, v57, 0x7fff
	v_cndmask_b16 v12.l, 0x7fff, v52.l, s1
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_cmp_o_f32_e64 s1, v22, v22
	s_clause 0x4
	buffer_store_b16 v4, v2, s[28:31], 0 offen
	buffer_store_b16 v6, v3, s[28:31], 0 offen
	buffer_store_b16 v7, v8, s[28:31], 0 offen
	buffer_store_b16 v11, v9, s[28:31], 0 offen
	buffer_store_b16 v12, v10, s[28:31], 0 offen
	v_add_nc_u32_e32 v2, 0x50, v0
	v_add_nc_u32_e32 v3, 0x54, v0
	v_lshrrev_b32_e32 v55, 16, v55
	v_bfe_u32 v60, v28, 16, 1
	v_cmp_o_f32_e64 s2, v23, v23
	v_dual_mul_f32 v31, s33, v207 :: v_dual_add_nc_u32 v8, 0x58, v0
	v_mul_f32_e32 v32, s33, v208
	v_lshrrev_b32_e32 v56, 16, v56
	v_add3_u32 v58, v26, v58, 0x7fff
	v_bfe_u32 v61, v29, 16, 1
	v_cndmask_b16 v4.l, 0x7fff, v53.l, s0
	v_cmp_o_f32_e64 s0, v24, v24
	v_add_nc_u32_e32 v9, 0x5c, v0
	v_add3_u32 v59, v27, v59, 0x7fff
	v_lshrrev_b32_e32 v57, 16, v57
	v_bfe_u32 v62, v30, 16, 1
	v_cndmask_b16 v6.l, 0x7fff, v54.l, s1
	v_cmp_o_f32_e64 s1, v25, v25
	v_add_nc_u32_e32 v10, 0x80, v0
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	v_dual_mul_f32 v33, s33, v65 :: v_dual_mul_f32 v34, s33, v66
	v_add3_u32 v60, v28, v60, 0x7fff
	v_cndmask_b16 v7.l, 0x7fff, v55.l, s2
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_lshrrev_b32_e32 v58, 16, v58
	v_add3_u32 v61, v29, v61, 0x7fff
	v_bfe_u32 v63, v31, 16, 1
	v_cndmask_b16 v11.l, 0x7fff, v56.l, s0
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_cmp_o_f32_e64 s0, v26, v26
	v_dual_mul_f32 v35, s33, v67 :: v_dual_mul_f32 v38, s33, v69
	v_lshrrev_b32_e32 v59, 16, v59
	v_bfe_u32 v64, v32, 16, 1
	v_add3_u32 v62, v30, v62, 0x7fff
	v_cndmask_b16 v12.l, 0x7fff, v57.l, s1
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_cmp_o_f32_e64 s1, v27, v27
	s_clause 0x4
	buffer_store_b16 v4, v2, s[28:31], 0 offen
	buffer_store_b16 v6, v3, s[28:31], 0 offen
	buffer_store_b16 v7, v8, s[28:31], 0 offen
	buffer_store_b16 v11, v9, s[28:31], 0 offen
	buffer_store_b16 v12, v10, s[28:31], 0 offen
	v_add_nc_u32_e32 v2, 0x84, v0
	v_add_nc_u32_e32 v3, 0x88, v0
	v_lshrrev_b32_e32 v60, 16, v60
	v_bfe_u32 v65, v33, 16, 1
	v_cmp_o_f32_e64 s2, v28, v28
	v_add_nc_u32_e32 v8, 0x8c, v0
	v_dual_mul_f32 v37, s33, v68 :: v_dual_mul_f32 v40, s33, v71
	v_lshrrev_b32_e32 v61, 16, v61
	v_add3_u32 v63, v31, v63, 0x7fff
	v_bfe_u32 v66, v34, 16, 1
	v_cndmask_b16 v4.l, 0x7fff, v58.l, s0
	v_cmp_o_f32_e64 s0, v29, v29
	v_add_nc_u32_e32 v9, 0x90, v0
	v_add3_u32 v64, v32, v64, 0x7fff
	v_lshrrev_b32_e32 v62, 16, v62
	v_bfe_u32 v67, v35, 16, 1
	v_cndmask_b16 v6.l, 0x7fff, v59.l, s1
	v_cmp_o_f32_e64 s1, v30, v30
	v_add_nc_u32_e32 v10, 0x94, v0
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	v_add3_u32 v65, v33, v65, 0x7fff
	v_cndmask_b16 v7.l, 0x7fff, v60.l, s2
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_lshrrev_b32_e32 v63, 16, v63
	v_add3_u32 v66, v34, v66, 0x7fff
	v_bfe_u32 v68, v37, 16, 1
	v_cndmask_b16 v11.l, 0x7fff, v61.l, s0
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_cmp_o_f32_e64 s0, v31, v31
	v_mul_f32_e32 v41, s33, v72
	v_lshrrev_b32_e32 v64, 16, v64
	v_bfe_u32 v69, v38, 16, 1
	v_add3_u32 v67, v35, v67, 0x7fff
	v_cndmask_b16 v12.l, 0x7fff, v62.l, s1
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_cmp_o_f32_e64 s1, v32, v32
	s_clause 0x4
	buffer_store_b16 v4, v2, s[28:31], 0 offen
	buffer_store_b16 v6, v3, s[28:31], 0 offen
	buffer_store_b16 v7, v8, s[28:31], 0 offen
	buffer_store_b16 v11, v9, s[28:31], 0 offen
	buffer_store_b16 v12, v10, s[28:31], 0 offen
	v_add_nc_u32_e32 v2, 0x98, v0
	v_add_nc_u32_e32 v3, 0x9c, v0
	v_lshrrev_b32_e32 v65, 16, v65
	v_bfe_u32 v70, v39, 16, 1
	v_cmp_o_f32_e64 s2, v33, v33
	v_add_nc_u32_e32 v8, 0xc0, v0
	v_lshrrev_b32_e32 v66, 16, v66
	v_add3_u32 v68, v37, v68, 0x7fff
	v_bfe_u32 v71, v40, 16, 1
	v_cndmask_b16 v4.l, 0x7fff, v63.l, s0
	v_cmp_o_f32_e64 s0, v34, v34
	v_add_nc_u32_e32 v9, 0xc4, v0
	v_add3_u32 v69, v38, v69, 0x7fff
	v_lshrrev_b32_e32 v67, 16, v67
	v_bfe_u32 v72, v41, 16, 1
	v_cndmask_b16 v6.l, 0x7fff, v64.l, s1
	v_cmp_o_f32_e64 s1, v35, v35
	v_add_nc_u32_e32 v10, 0xc8, v0
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	v_add3_u32 v70, v39, v70, 0x7fff
	v_cndmask_b16 v7.l, 0x7fff, v65.l, s2
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_lshrrev_b32_e32 v68, 16, v68
	v_add3_u32 v71, v40, v71, 0x7fff
	v_cndmask_b16 v11.l, 0x7fff, v66.l, s0
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_cmp_o_f32_e64 s0, v37, v37
	v_lshrrev_b32_e32 v69, 16, v69
	v_add3_u32 v5, v41, v72, 0x7fff
	v_cndmask_b16 v12.l, 0x7fff, v67.l, s1
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	v_cmp_o_f32_e64 s1, v38, v38
	s_clause 0x4
	buffer_store_b16 v4, v2, s[28:31], 0 offen
	buffer_store_b16 v6, v3, s[28:31], 0 offen
	buffer_store_b16 v7, v8, s[28:31], 0 offen
	buffer_store_b16 v11, v9, s[28:31], 0 offen
	buffer_store_b16 v12, v10, s[28:31], 0 offen
	v_add_nc_u32_e32 v2, 0xcc, v0
	v_add_nc_u32_e32 v3, 0xd0, v0
	v_lshrrev_b32_e32 v70, 16, v70
	v_cmp_o_f32_e64 s2, v39, v39
	v_add_nc_u32_e32 v8, 0xd4, v0
	v_lshrrev_b32_e32 v1, 16, v71
	v_cndmask_b16 v4.l, 0x7fff, v68.l, s0
	v_cmp_o_f32_e64 s0, v40, v40
	v_add_nc_u32_e32 v9, 0xd8, v0
	v_lshrrev_b32_e32 v5, 16, v5
	v_cndmask_b16 v6.l, 0x7fff, v69.l, s1
	v_cmp_o_f32_e64 s1, v41, v41
	v_add_nc_u32_e32 v0, 0xdc, v0
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	v_cndmask_b16 v7.l, 0x7fff, v70.l, s2
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	v_cndmask_b16 v1.l, 0x7fff, v1.l, s0
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_cndmask_b16 v5.l, 0x7fff, v5.l, s1
	v_cndmask_b32_e32 v0, 0x80000000, v0, vcc_lo
	s_clause 0x4
	buffer_store_b16 v4, v2, s[28:31], 0 offen
	buffer_store_b16 v6, v3, s[28:31], 0 offen
	buffer_store_b16 v7, v8, s[28:31], 0 offen
	buffer_store_b16 v1, v9, s[28:31], 0 offen
	buffer_store_b16 v5, v0, s[28:31], 0 offen
.LBB0_14:                               ; %.loopexit
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel bwd_kernel_fused_noncausal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 1252
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
; ScratchSize: 1252
; Occupancy: 5
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 128
    .private_segment_fixed_size: 1252
    .sgpr_count:     103
    .sgpr_spill_count: 0
    .symbol:         bwd_kernel_fused_noncausal.kd
    .vgpr_count:     256
    .vgpr_spill_count: 392
    .wavefront_size: 32
