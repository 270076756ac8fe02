	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 5
_ZN12feather_attn12_GLOBAL__N_111D128QKernelILb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_iiiif: ; @_ZN12feather_attn12_GLOBAL__N_111D128QKernelILb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_iiiif
; %bb.0:
	s_load_b64 s[24:25], s[0:1], 0x38
	s_abs_i32 s7, s2
	v_and_b32_e32 v211, 15, v0
	v_dual_mov_b32 v213, 0 :: v_dual_mov_b32 v214, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s24, 0xff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s4, s3, 31
	s_lshr_b32 s4, s4, 24
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s3, s3, s4
	s_ashr_i32 s4, s3, 8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_abs_i32 s3, s4
	s_cvt_f32_u32 s5, s3
	s_sub_i32 s6, 0, s3
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v1, s5
	v_readfirstlane_b32 s5, v1
	v_lshrrev_b32_e32 v1, 1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mul_f32 s5, s5, 0x4f7ffffe
	v_and_b32_e32 v1, 0xf0, v1
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_u32_f32 s5, s5
	s_mul_i32 s6, s6, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s6, s5, s6
	s_add_i32 s5, s5, s6
	s_xor_b32 s6, s2, s4
	s_mul_hi_u32 s5, s7, s5
	s_ashr_i32 s6, s6, 31
	s_mul_i32 s8, s5, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s7, s7, s8
	s_add_i32 s8, s5, 1
	s_sub_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s5, s8, s5
	s_cselect_b32 s7, s9, s7
	s_add_i32 s8, s5, 1
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s3, s8, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s6
	s_sub_i32 s3, s3, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s4, s3, s4
	s_sub_i32 s2, s2, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v212, s2, 8, v1
	v_or_b32_e32 v1, v212, v211
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s24, v1
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_load_b64 s[6:7], s[0:1], 0x20
	v_mad_u64_u32 v[2:3], null, s3, s24, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s6, v2
	v_add_co_ci_u32_e64 v3, s2, s7, v3, s2
	global_load_b32 v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v214, 0x3fb8aa3b, v2
.LBB6_2:
	s_or_b32 exec_lo, exec_lo, s4
	s_clause 0x1
	s_load_b64 s[6:7], s[0:1], 0x0
	s_load_b64 s[4:5], s[0:1], 0x18
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_4
; %bb.3:
	s_load_b64 s[10:11], s[0:1], 0x28
	v_mad_u64_u32 v[2:3], null, s3, s24, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s10, v2
	v_add_co_ci_u32_e64 v3, s2, s11, v3, s2
	global_load_b32 v213, v[2:3], off
.LBB6_4:
	s_or_b32 exec_lo, exec_lo, s8
	s_lshl_b32 s3, s3, 7
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v34, 0
	s_mul_i32 s9, s3, s24
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v36, 0
	v_lshl_add_u32 v1, v1, 7, s9
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v38, 0
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v40, 0
	v_dual_mov_b32 v39, 0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v44, 0
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v46, 0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v48, 0
	v_mov_b32_e32 v47, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_6
; %bb.5:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, s2, s7, v3, s2
	v_add_co_u32 v2, s2, s4, v2
	v_add_co_ci_u32_e64 v3, s2, s5, v3, s2
	s_clause 0x1
	global_load_b128 v[33:36], v[4:5], off
	global_load_b128 v[37:40], v[4:5], off offset:16
	s_clause 0x1
	global_load_b128 v[41:44], v[2:3], off
	global_load_b128 v[45:48], v[2:3], off offset:16
.LBB6_6:
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v29, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v57, 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v61, 0
	v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v63, 0
	v_mov_b32_e32 v64, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_8
; %bb.7:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, s2, s7, v3, s2
	v_add_co_u32 v2, s2, s4, v2
	v_add_co_ci_u32_e64 v3, s2, s5, v3, s2
	s_clause 0x1
	global_load_b128 v[25:28], v[4:5], off offset:32
	global_load_b128 v[29:32], v[4:5], off offset:48
	s_clause 0x1
	global_load_b128 v[57:60], v[2:3], off offset:32
	global_load_b128 v[61:64], v[2:3], off offset:48
.LBB6_8:
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v74, 0
	v_dual_mov_b32 v73, 0 :: v_dual_mov_b32 v76, 0
	v_dual_mov_b32 v75, 0 :: v_dual_mov_b32 v78, 0
	v_dual_mov_b32 v77, 0 :: v_dual_mov_b32 v80, 0
	v_dual_mov_b32 v79, 0 :: v_dual_mov_b32 v82, 0
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v84, 0
	v_dual_mov_b32 v83, 0 :: v_dual_mov_b32 v86, 0
	v_dual_mov_b32 v85, 0 :: v_dual_mov_b32 v88, 0
	v_mov_b32_e32 v87, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_10
; %bb.9:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, s2, s7, v3, s2
	v_add_co_u32 v2, s2, s4, v2
	v_add_co_ci_u32_e64 v3, s2, s5, v3, s2
	s_clause 0x1
	global_load_b128 v[73:76], v[4:5], off offset:64
	global_load_b128 v[77:80], v[4:5], off offset:80
	s_clause 0x1
	global_load_b128 v[81:84], v[2:3], off offset:64
	global_load_b128 v[85:88], v[2:3], off offset:80
.LBB6_10:
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v66, 0 :: v_dual_mov_b32 v67, 0
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v69, 0
	v_dual_mov_b32 v70, 0 :: v_dual_mov_b32 v71, 0
	v_dual_mov_b32 v72, 0 :: v_dual_mov_b32 v97, 0
	v_dual_mov_b32 v98, 0 :: v_dual_mov_b32 v99, 0
	v_dual_mov_b32 v100, 0 :: v_dual_mov_b32 v101, 0
	v_dual_mov_b32 v102, 0 :: v_dual_mov_b32 v103, 0
	v_mov_b32_e32 v104, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_12
; %bb.11:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, s2, s7, v3, s2
	v_add_co_u32 v2, s2, s4, v2
	v_add_co_ci_u32_e64 v3, s2, s5, v3, s2
	s_clause 0x1
	global_load_b128 v[65:68], v[4:5], off offset:96
	global_load_b128 v[69:72], v[4:5], off offset:112
	s_clause 0x1
	global_load_b128 v[97:100], v[2:3], off offset:96
	global_load_b128 v[101:104], v[2:3], off offset:112
.LBB6_12:
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v105, 0 :: v_dual_mov_b32 v114, 0
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v116, 0
	v_dual_mov_b32 v115, 0 :: v_dual_mov_b32 v118, 0
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v120, 0
	v_dual_mov_b32 v119, 0 :: v_dual_mov_b32 v130, 0
	v_dual_mov_b32 v129, 0 :: v_dual_mov_b32 v132, 0
	v_dual_mov_b32 v131, 0 :: v_dual_mov_b32 v134, 0
	v_dual_mov_b32 v133, 0 :: v_dual_mov_b32 v136, 0
	v_mov_b32_e32 v135, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_14
; %bb.13:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, s2, s7, v3, s2
	v_add_co_u32 v2, s2, s4, v2
	v_add_co_ci_u32_e64 v3, s2, s5, v3, s2
	s_clause 0x1
	global_load_b128 v[113:116], v[4:5], off offset:128
	global_load_b128 v[117:120], v[4:5], off offset:144
	s_clause 0x1
	global_load_b128 v[129:132], v[2:3], off offset:128
	global_load_b128 v[133:136], v[2:3], off offset:144
.LBB6_14:
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v107, 0
	v_dual_mov_b32 v108, 0 :: v_dual_mov_b32 v109, 0
	v_dual_mov_b32 v110, 0 :: v_dual_mov_b32 v111, 0
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v137, 0
	v_dual_mov_b32 v138, 0 :: v_dual_mov_b32 v139, 0
	v_dual_mov_b32 v140, 0 :: v_dual_mov_b32 v141, 0
	v_dual_mov_b32 v142, 0 :: v_dual_mov_b32 v143, 0
	v_mov_b32_e32 v144, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_16
; %bb.15:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, s2, s7, v3, s2
	v_add_co_u32 v2, s2, s4, v2
	v_add_co_ci_u32_e64 v3, s2, s5, v3, s2
	s_clause 0x1
	global_load_b128 v[105:108], v[4:5], off offset:160
	global_load_b128 v[109:112], v[4:5], off offset:176
	s_clause 0x1
	global_load_b128 v[137:140], v[2:3], off offset:160
	global_load_b128 v[141:144], v[2:3], off offset:176
.LBB6_16:
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v153, 0 :: v_dual_mov_b32 v162, 0
	v_dual_mov_b32 v161, 0 :: v_dual_mov_b32 v164, 0
	v_dual_mov_b32 v163, 0 :: v_dual_mov_b32 v166, 0
	v_dual_mov_b32 v165, 0 :: v_dual_mov_b32 v168, 0
	v_dual_mov_b32 v167, 0 :: v_dual_mov_b32 v170, 0
	v_dual_mov_b32 v169, 0 :: v_dual_mov_b32 v172, 0
	v_dual_mov_b32 v171, 0 :: v_dual_mov_b32 v174, 0
	v_dual_mov_b32 v173, 0 :: v_dual_mov_b32 v176, 0
	v_mov_b32_e32 v175, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_18
; %bb.17:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, s2, s6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, s2, s7, v3, s2
	v_add_co_u32 v2, s2, s4, v2
	v_add_co_ci_u32_e64 v3, s2, s5, v3, s2
	s_clause 0x1
	global_load_b128 v[161:164], v[4:5], off offset:192
	global_load_b128 v[165:168], v[4:5], off offset:208
	s_clause 0x1
	global_load_b128 v[169:172], v[2:3], off offset:192
	global_load_b128 v[173:176], v[2:3], off offset:208
.LBB6_18:
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v155, 0
	v_dual_mov_b32 v156, 0 :: v_dual_mov_b32 v157, 0
	v_dual_mov_b32 v158, 0 :: v_dual_mov_b32 v159, 0
	v_dual_mov_b32 v160, 0 :: v_dual_mov_b32 v177, 0
	v_dual_mov_b32 v178, 0 :: v_dual_mov_b32 v179, 0
	v_dual_mov_b32 v180, 0 :: v_dual_mov_b32 v181, 0
	v_dual_mov_b32 v182, 0 :: v_dual_mov_b32 v183, 0
	v_mov_b32_e32 v184, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_20
; %bb.19:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, s2, s6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, s2, s7, v2, s2
	v_add_co_u32 v1, s2, s4, v1
	v_add_co_ci_u32_e64 v2, s2, s5, v2, s2
	s_clause 0x1
	global_load_b128 v[153:156], v[3:4], off offset:224
	global_load_b128 v[157:160], v[3:4], off offset:240
	s_clause 0x1
	global_load_b128 v[177:180], v[1:2], off offset:224
	global_load_b128 v[181:184], v[1:2], off offset:240
.LBB6_20:
	s_or_b32 exec_lo, exec_lo, s8
	s_clause 0x1
	s_load_b64 s[10:11], s[0:1], 0x30
	s_load_b32 s26, s[0:1], 0x48
	v_mov_b32_e32 v192, 0
	v_bfe_u32 v215, v0, 4, 1
	s_cmp_gt_i32 s25, 0
	s_mov_b32 s12, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v191, v192
	v_mov_b32_e32 v190, v192
	v_mov_b32_e32 v189, v192
	v_mov_b32_e32 v188, v192
	v_mov_b32_e32 v187, v192
	v_mov_b32_e32 v186, v192
	v_mov_b32_e32 v185, v192
	v_mov_b32_e32 v152, v192
	v_mov_b32_e32 v151, v192
	v_mov_b32_e32 v150, v192
	v_mov_b32_e32 v149, v192
	v_mov_b32_e32 v148, v192
	v_mov_b32_e32 v147, v192
	v_mov_b32_e32 v146, v192
	v_mov_b32_e32 v145, v192
	v_mov_b32_e32 v128, v192
	v_mov_b32_e32 v127, v192
	v_mov_b32_e32 v126, v192
	v_mov_b32_e32 v125, v192
	v_mov_b32_e32 v124, v192
	v_mov_b32_e32 v123, v192
	v_mov_b32_e32 v122, v192
	v_mov_b32_e32 v121, v192
	v_mov_b32_e32 v96, v192
	v_mov_b32_e32 v95, v192
	v_mov_b32_e32 v94, v192
	v_mov_b32_e32 v93, v192
	v_mov_b32_e32 v92, v192
	v_mov_b32_e32 v91, v192
	v_mov_b32_e32 v90, v192
	v_mov_b32_e32 v89, v192
	v_mov_b32_e32 v56, v192
	v_mov_b32_e32 v55, v192
	v_mov_b32_e32 v54, v192
	v_mov_b32_e32 v53, v192
	v_mov_b32_e32 v52, v192
	v_mov_b32_e32 v51, v192
	v_mov_b32_e32 v50, v192
	v_mov_b32_e32 v49, v192
	v_mov_b32_e32 v24, v192
	v_mov_b32_e32 v23, v192
	v_mov_b32_e32 v22, v192
	v_mov_b32_e32 v21, v192
	v_mov_b32_e32 v20, v192
	v_mov_b32_e32 v19, v192
	v_mov_b32_e32 v18, v192
	v_mov_b32_e32 v17, v192
	v_mov_b32_e32 v16, v192
	v_mov_b32_e32 v15, v192
	v_mov_b32_e32 v14, v192
	v_mov_b32_e32 v13, v192
	v_mov_b32_e32 v12, v192
	v_mov_b32_e32 v11, v192
	v_mov_b32_e32 v10, v192
	v_mov_b32_e32 v9, v192
	v_mov_b32_e32 v8, v192
	v_mov_b32_e32 v7, v192
	v_mov_b32_e32 v6, v192
	v_mov_b32_e32 v5, v192
	v_mov_b32_e32 v4, v192
	v_mov_b32_e32 v3, v192
	v_mov_b32_e32 v2, v192
	v_mov_b32_e32 v1, v192
	s_cbranch_scc0 .LBB6_27
; %bb.21:
	v_lshrrev_b32_e32 v216, 4, v0
	v_and_b32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v3, 3, v211
	s_load_b128 s[20:23], s[0:1], 0x8
	v_cmp_gt_u32_e64 s0, 0x100, v0
	v_xor_b32_e32 v2, v216, v211
	v_dual_mov_b32 v5, 0x7060302 :: v_dual_lshlrev_b32 v4, 7, v216
	v_mov_b32_e32 v0, 0x5040100
	v_cmp_gt_u32_e64 s1, 16, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b32_e32 v2, 3, v2
	v_mul_u32_u24_e32 v1, 0x88, v211
	s_mul_i32 s3, s3, s25
	v_mul_u32_u24_e32 v219, 40, v211
	v_cndmask_b32_e64 v218, 0x3020706, v5, s1
	v_add_lshl_u32 v217, v2, v4, 1
	v_lshl_or_b32 v2, v211, 7, v3
	v_lshlrev_b32_e32 v220, 1, v1
	v_mul_u32_u24_e32 v5, 0x140, v211
	v_cndmask_b32_e64 v0, 0x1000504, v0, s1
	s_waitcnt lgkmcnt(0)
	s_mul_f32 s27, s26, 0x3fb8aa3b
	v_xor_b32_e32 v1, 8, v2
	v_xor_b32_e32 v7, 16, v2
	v_xor_b32_e32 v8, 24, v2
	v_xor_b32_e32 v9, 32, v2
	v_xor_b32_e32 v10, 40, v2
	v_lshlrev_b32_e32 v221, 1, v1
	v_xor_b32_e32 v1, 48, v2
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	s_mov_b32 s16, s12
	v_lshlrev_b32_e32 v226, 1, v1
	v_xor_b32_e32 v1, 0x58, v2
	s_mov_b32 s17, s12
	s_mov_b32 s18, s12
	s_mov_b32 s19, s12
	s_mov_b32 s28, 0x76543210
	v_lshlrev_b32_e32 v231, 1, v1
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v222, 1, v7
	v_lshlrev_b32_e32 v223, 1, v8
	v_lshlrev_b32_e32 v224, 1, v9
	v_xor_b32_e32 v7, 56, v2
	v_xor_b32_e32 v8, 64, v2
	v_xor_b32_e32 v9, 0x48, v2
	v_lshlrev_b32_e32 v6, 1, v216
	v_lshlrev_b32_e32 v225, 1, v10
	v_xor_b32_e32 v10, 0x50, v2
	v_lshlrev_b32_e32 v227, 1, v7
	v_dual_mov_b32 v13, v1 :: v_dual_lshlrev_b32 v228, 1, v8
	v_dual_mov_b32 v12, v1 :: v_dual_lshlrev_b32 v229, 1, v9
	v_xor_b32_e32 v7, 0x60, v2
	v_xor_b32_e32 v8, 0x68, v2
	v_xor_b32_e32 v9, 0x70, v2
	v_xor_b32_e32 v2, 0x78, v2
	v_dual_mov_b32 v15, v1 :: v_dual_lshlrev_b32 v230, 1, v10
	v_dual_mov_b32 v17, v1 :: v_dual_lshlrev_b32 v232, 1, v7
	v_dual_mov_b32 v16, v1 :: v_dual_lshlrev_b32 v233, 1, v8
	v_dual_mov_b32 v19, v1 :: v_dual_lshlrev_b32 v234, 1, v9
	v_dual_mov_b32 v18, v1 :: v_dual_lshlrev_b32 v235, 1, v2
	v_mov_b32_e32 v2, v1
	v_add3_u32 v209, s3, v4, v3
	v_dual_mov_b32 v3, v1 :: v_dual_add_nc_u32 v236, v6, v5
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v14, v1
	v_mov_b32_e32 v20, v1
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v24, v1
	v_mov_b32_e32 v49, v1
	v_mov_b32_e32 v50, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v52, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v54, v1
	v_mov_b32_e32 v55, v1
	v_mov_b32_e32 v56, v1
	v_mov_b32_e32 v89, v1
	v_mov_b32_e32 v90, v1
	v_mov_b32_e32 v91, v1
	v_mov_b32_e32 v92, v1
	v_mov_b32_e32 v93, v1
	v_mov_b32_e32 v94, v1
	v_mov_b32_e32 v95, v1
	v_mov_b32_e32 v96, v1
	v_mov_b32_e32 v121, v1
	v_mov_b32_e32 v122, v1
	v_mov_b32_e32 v123, v1
	v_mov_b32_e32 v124, v1
	v_mov_b32_e32 v125, v1
	v_mov_b32_e32 v126, v1
	v_mov_b32_e32 v127, v1
	v_mov_b32_e32 v128, v1
	v_mov_b32_e32 v145, v1
	v_mov_b32_e32 v146, v1
	v_mov_b32_e32 v147, v1
	v_mov_b32_e32 v148, v1
	v_mov_b32_e32 v149, v1
	v_mov_b32_e32 v150, v1
	v_mov_b32_e32 v151, v1
	v_mov_b32_e32 v152, v1
	v_mov_b32_e32 v185, v1
	v_mov_b32_e32 v186, v1
	v_mov_b32_e32 v187, v1
	v_mov_b32_e32 v188, v1
	v_mov_b32_e32 v189, v1
	v_mov_b32_e32 v190, v1
	v_mov_b32_e32 v191, v1
	v_mov_b32_e32 v192, v1
	s_mov_b32 s29, s12
	s_branch .LBB6_24
.LBB6_22:                               ;   in Loop: Header=BB6_24 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt vmcnt(1)
	ds_store_b128 v217, v[193:196]
	s_waitcnt vmcnt(0)
	ds_store_b128 v217, v[197:200] offset:4096
	ds_store_b16 v236, v193 offset:8192
	ds_store_b16_d16_hi v236, v193 offset:8232
	ds_store_b16 v236, v194 offset:8272
	ds_store_b16_d16_hi v236, v194 offset:8312
	ds_store_b16 v236, v195 offset:8352
	ds_store_b16_d16_hi v236, v195 offset:8392
	ds_store_b16 v236, v196 offset:8432
	ds_store_b16_d16_hi v236, v196 offset:8472
.LBB6_23:                               ;   in Loop: Header=BB6_24 Depth=1
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[237:240], v220
	ds_load_b128 v[241:244], v221
	v_dual_mov_b32 v200, s19 :: v_dual_mov_b32 v199, s18
	v_dual_mov_b32 v198, s17 :: v_dual_mov_b32 v197, s16
	v_dual_mov_b32 v196, s15 :: v_dual_mov_b32 v195, s14
	v_dual_mov_b32 v194, s13 :: v_dual_mov_b32 v193, s12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v208, v200 :: v_dual_mov_b32 v207, v199
	v_dual_mov_b32 v206, v198 :: v_dual_mov_b32 v205, v197
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v204, v196 :: v_dual_mov_b32 v203, v195
	v_dual_mov_b32 v202, v194 :: v_dual_mov_b32 v201, v193
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[201:208], v[237:244], v[33:40], v[201:208]
	;;#ASMEND
	ds_load_b128 v[237:240], v220 offset:4096
	ds_load_b128 v[241:244], v221 offset:4096
	v_or_b32_e32 v245, 0x2000, v219
	v_add_nc_u32_e32 v209, 0x800, v209
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[193:200], v[237:244], v[41:48], v[193:200]
	;;#ASMEND
	ds_load_b128 v[237:240], v222
	ds_load_b128 v[241:244], v223
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[201:208], v[237:244], v[25:32], v[201:208]
	;;#ASMEND
	ds_load_b128 v[237:240], v222 offset:4096
	ds_load_b128 v[241:244], v223 offset:4096
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[193:200], v[237:244], v[57:64], v[193:200]
	;;#ASMEND
	ds_load_b128 v[237:240], v224
	ds_load_b128 v[241:244], v225
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[201:208], v[237:244], v[73:80], v[201:208]
	;;#ASMEND
	ds_load_b128 v[237:240], v224 offset:4096
	ds_load_b128 v[241:244], v225 offset:4096
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[193:200], v[237:244], v[81:88], v[193:200]
	;;#ASMEND
	ds_load_b128 v[237:240], v226
	ds_load_b128 v[241:244], v227
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[201:208], v[237:244], v[65:72], v[201:208]
	;;#ASMEND
	ds_load_b128 v[237:240], v226 offset:4096
	ds_load_b128 v[241:244], v227 offset:4096
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[193:200], v[237:244], v[97:104], v[193:200]
	;;#ASMEND
	ds_load_b128 v[237:240], v228
	ds_load_b128 v[241:244], v229
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[201:208], v[237:244], v[113:120], v[201:208]
	;;#ASMEND
	ds_load_b128 v[237:240], v228 offset:4096
	ds_load_b128 v[241:244], v229 offset:4096
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[193:200], v[237:244], v[129:136], v[193:200]
	;;#ASMEND
	ds_load_b128 v[237:240], v230
	ds_load_b128 v[241:244], v231
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[201:208], v[237:244], v[105:112], v[201:208]
	;;#ASMEND
	ds_load_b128 v[237:240], v230 offset:4096
	ds_load_b128 v[241:244], v231 offset:4096
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[193:200], v[237:244], v[137:144], v[193:200]
	;;#ASMEND
	ds_load_b128 v[237:240], v232
	ds_load_b128 v[241:244], v233
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[201:208], v[237:244], v[161:168], v[201:208]
	;;#ASMEND
	ds_load_b128 v[237:240], v232 offset:4096
	ds_load_b128 v[241:244], v233 offset:4096
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[193:200], v[237:244], v[169:176], v[193:200]
	;;#ASMEND
	ds_load_b128 v[237:240], v234
	ds_load_b128 v[241:244], v235
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[201:208], v[237:244], v[153:160], v[201:208]
	;;#ASMEND
	ds_load_b128 v[237:240], v234 offset:4096
	ds_load_b128 v[241:244], v235 offset:4096
	v_fma_f32 v201, s27, v201, -v214
	v_fma_f32 v202, s27, v202, -v214
	v_fma_f32 v203, s27, v203, -v214
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[193:200], v[237:244], v[177:184], v[193:200]
	;;#ASMEND
	v_dual_sub_f32 v193, v193, v213 :: v_dual_add_nc_u32 v210, s29, v215
	v_exp_f32_e32 v201, v201
	v_fma_f32 v204, s27, v204, -v214
	v_exp_f32_e32 v202, v202
	v_fma_f32 v205, s27, v205, -v214
	v_exp_f32_e32 v203, v203
	v_dual_sub_f32 v194, v194, v213 :: v_dual_add_nc_u32 v247, 2, v210
	v_fma_f32 v206, s27, v206, -v214
	v_exp_f32_e32 v204, v204
	v_dual_sub_f32 v197, v197, v213 :: v_dual_add_nc_u32 v248, 4, v210
	v_fma_f32 v207, s27, v207, -v214
	v_cmp_gt_i32_e64 s1, s25, v210
	v_exp_f32_e32 v205, v205
	v_dual_sub_f32 v195, v195, v213 :: v_dual_add_nc_u32 v246, 0x2010, v219
	v_dual_sub_f32 v196, v196, v213 :: v_dual_add_nc_u32 v249, 6, v210
	v_fma_f32 v208, s27, v208, -v214
	v_cmp_gt_i32_e64 s2, s25, v247
	v_exp_f32_e32 v206, v206
	v_fma_mixlo_f16 v193, v193, v201, 0
	v_dual_sub_f32 v199, v199, v213 :: v_dual_add_nc_u32 v250, 8, v210
	v_cmp_gt_i32_e64 s3, s25, v248
	v_exp_f32_e32 v207, v207
	v_fma_mixlo_f16 v194, v194, v202, 0
	v_dual_sub_f32 v198, v198, v213 :: v_dual_add_nc_u32 v251, 10, v210
	s_and_b32 s1, vcc_lo, s1
	v_cmp_gt_i32_e64 s4, s25, v249
	v_exp_f32_e32 v208, v208
	v_fma_mixlo_f16 v195, v195, v203, 0
	v_add_nc_u32_e32 v252, 12, v210
	v_cndmask_b32_e64 v193, 0, v193, s1
	s_and_b32 s1, vcc_lo, s2
	v_cmp_gt_i32_e64 s5, s25, v250
	v_fma_mixlo_f16 v196, v196, v204, 0
	v_add_nc_u32_e32 v210, 14, v210
	v_cndmask_b32_e64 v194, 0, v194, s1
	s_and_b32 s1, vcc_lo, s3
	v_cmp_gt_i32_e64 s6, s25, v251
	v_fma_mixlo_f16 v197, v197, v205, 0
	v_sub_f32_e32 v200, v200, v213
	v_cndmask_b32_e64 v201, 0, v195, s1
	s_and_b32 s1, vcc_lo, s4
	v_cmp_gt_i32_e64 s7, s25, v252
	v_fma_mixlo_f16 v198, v198, v206, 0
	v_cndmask_b32_e64 v202, 0, v196, s1
	s_and_b32 s1, vcc_lo, s5
	v_cmp_gt_i32_e64 s8, s25, v210
	v_fma_mixlo_f16 v199, v199, v207, 0
	v_cndmask_b32_e64 v203, 0, v197, s1
	s_and_b32 s1, vcc_lo, s6
	v_fma_mixlo_f16 v200, v200, v208, 0
	v_cndmask_b32_e64 v204, 0, v198, s1
	s_and_b32 s1, vcc_lo, s7
	v_pack_b32_f16 v207, v193, v194
	v_cndmask_b32_e64 v205, 0, v199, s1
	s_and_b32 s1, vcc_lo, s8
	v_pack_b32_f16 v210, v203, v204
	v_cndmask_b32_e64 v206, 0, v200, s1
	ds_load_2addr_b64 v[193:196], v245 offset1:1
	ds_load_2addr_b64 v[197:200], v246 offset1:1
	v_pack_b32_f16 v208, v201, v202
	v_permlanex16_b32 v202, v207, s28, 0xfedcba98 op_sel:[0,1]
	s_add_i32 s29, s29, 16
	v_pack_b32_f16 v237, v205, v206
	v_permlanex16_b32 v206, v210, s28, 0xfedcba98 op_sel:[0,1]
	v_permlanex16_b32 v204, v208, s28, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v201, v202, v207, v0
	v_perm_b32 v202, v202, v207, v218
	v_permlanex16_b32 v238, v237, s28, 0xfedcba98 op_sel:[0,1]
	v_perm_b32 v205, v206, v210, v0
	v_perm_b32 v206, v206, v210, v218
	v_add_nc_u32_e32 v210, 0x2280, v219
	v_perm_b32 v203, v204, v208, v0
	v_perm_b32 v204, v204, v208, v218
	v_perm_b32 v207, v238, v237, v0
	v_perm_b32 v208, v238, v237, v218
	v_add_nc_u32_e32 v237, 0x2290, v219
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[185:192], v[201:208], v[193:200], v[185:192]
	;;#ASMEND
	ds_load_2addr_b64 v[193:196], v210 offset1:1
	ds_load_2addr_b64 v[197:200], v237 offset1:1
	v_add_nc_u32_e32 v210, 0x2500, v219
	v_add_nc_u32_e32 v237, 0x2510, v219
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[145:152], v[201:208], v[193:200], v[145:152]
	;;#ASMEND
	ds_load_2addr_b64 v[193:196], v210 offset1:1
	ds_load_2addr_b64 v[197:200], v237 offset1:1
	v_add_nc_u32_e32 v210, 0x2780, v219
	v_add_nc_u32_e32 v237, 0x2790, v219
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[121:128], v[201:208], v[193:200], v[121:128]
	;;#ASMEND
	ds_load_2addr_b64 v[193:196], v210 offset1:1
	ds_load_2addr_b64 v[197:200], v237 offset1:1
	v_add_nc_u32_e32 v210, 0x2a00, v219
	v_add_nc_u32_e32 v237, 0x2a10, v219
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[89:96], v[201:208], v[193:200], v[89:96]
	;;#ASMEND
	ds_load_2addr_b64 v[193:196], v210 offset1:1
	ds_load_2addr_b64 v[197:200], v237 offset1:1
	v_add_nc_u32_e32 v210, 0x2c80, v219
	v_add_nc_u32_e32 v237, 0x2c90, v219
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[49:56], v[201:208], v[193:200], v[49:56]
	;;#ASMEND
	ds_load_2addr_b64 v[193:196], v210 offset1:1
	ds_load_2addr_b64 v[197:200], v237 offset1:1
	v_add_nc_u32_e32 v210, 0x2f00, v219
	v_add_nc_u32_e32 v237, 0x2f10, v219
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[17:24], v[201:208], v[193:200], v[17:24]
	;;#ASMEND
	ds_load_2addr_b64 v[193:196], v210 offset1:1
	ds_load_2addr_b64 v[197:200], v237 offset1:1
	v_add_nc_u32_e32 v210, 0x3180, v219
	v_add_nc_u32_e32 v237, 0x3190, v219
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[9:16], v[201:208], v[193:200], v[9:16]
	;;#ASMEND
	ds_load_2addr_b64 v[193:196], v210 offset1:1
	ds_load_2addr_b64 v[197:200], v237 offset1:1
	s_cmp_ge_i32 s29, s25
	s_waitcnt lgkmcnt(0)
	;;#ASMSTART
	v_wmma_f32_16x16x16_f16 v[1:8], v[201:208], v[193:200], v[1:8]
	;;#ASMEND
	s_cbranch_scc1 .LBB6_27
.LBB6_24:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB6_23
; %bb.25:                               ;   in Loop: Header=BB6_24 Depth=1
	v_dual_mov_b32 v198, 0 :: v_dual_add_nc_u32 v193, s29, v216
	v_dual_mov_b32 v197, 0 :: v_dual_mov_b32 v200, 0
	v_dual_mov_b32 v199, 0 :: v_dual_mov_b32 v194, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_gt_i32_e64 s1, s25, v193
	v_dual_mov_b32 v193, 0 :: v_dual_mov_b32 v196, 0
	v_mov_b32_e32 v195, 0
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB6_22
; %bb.26:                               ;   in Loop: Header=BB6_24 Depth=1
	v_ashrrev_i32_e32 v210, 31, v209
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[193:194], 1, v[209:210]
	v_add_co_u32 v195, s1, s20, v193
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v196, s1, s21, v194, s1
	v_add_co_u32 v197, s1, s22, v193
	v_add_co_ci_u32_e64 v198, s1, s23, v194, s1
	global_load_b128 v[193:196], v[195:196], off
	global_load_b128 v[197:200], v[197:198], off
	s_branch .LBB6_22
.LBB6_27:
	v_or_b32_e32 v0, v215, v212
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s24, v0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB6_29
; %bb.28:
	s_waitcnt vmcnt(3)
	v_lshl_add_u32 v25, v0, 7, s9
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v27, v185, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v25, v25, v211
	v_ashrrev_i32_e32 v26, 31, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	v_add_co_u32 v25, s0, s10, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, s0, s11, v26, s0
	global_store_b16 v[25:26], v27, off
.LBB6_29:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v25, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s24, v25
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB6_31
; %bb.30:
	v_lshl_add_u32 v26, v25, 7, s9
	s_waitcnt lgkmcnt(0)
	v_fma_mixlo_f16 v28, v186, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v26, v26, v211
	v_ashrrev_i32_e32 v27, 31, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	v_add_co_u32 v26, s1, s10, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, s1, s11, v27, s1
	global_store_b16 v[26:27], v28, off
.LBB6_31:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v26, 4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s24, v26
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB6_33
; %bb.32:
	v_lshl_add_u32 v27, v26, 7, s9
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_fma_mixlo_f16 v29, v187, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v27, v27, v211
	v_ashrrev_i32_e32 v28, 31, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[27:28], 1, v[27:28]
	v_add_co_u32 v27, s2, s10, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v28, s2, s11, v28, s2
	global_store_b16 v[27:28], v29, off
.LBB6_33:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v27, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s24, v27
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB6_35
; %bb.34:
	v_lshl_add_u32 v28, v27, 7, s9
	s_waitcnt vmcnt(2)
	v_fma_mixlo_f16 v30, v188, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v28, v28, v211
	v_ashrrev_i32_e32 v29, 31, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[28:29], 1, v[28:29]
	v_add_co_u32 v28, s3, s10, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v29, s3, s11, v29, s3
	global_store_b16 v[28:29], v30, off
.LBB6_35:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v28, 8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s24, v28
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB6_37
; %bb.36:
	s_waitcnt vmcnt(2)
	v_lshl_add_u32 v29, v28, 7, s9
	v_fma_mixlo_f16 v31, v189, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v29, v29, v211
	v_ashrrev_i32_e32 v30, 31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[29:30], 1, v[29:30]
	v_add_co_u32 v29, s4, s10, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v30, s4, s11, v30, s4
	global_store_b16 v[29:30], v31, off
.LBB6_37:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v29, 10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s24, v29
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB6_39
; %bb.38:
	v_lshl_add_u32 v30, v29, 7, s9
	v_fma_mixlo_f16 v32, v190, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v30, v30, v211
	v_ashrrev_i32_e32 v31, 31, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[30:31], 1, v[30:31]
	v_add_co_u32 v30, s5, s10, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, s5, s11, v31, s5
	global_store_b16 v[30:31], v32, off
.LBB6_39:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v30, 12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s24, v30
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB6_41
; %bb.40:
	v_lshl_add_u32 v31, v30, 7, s9
	v_fma_mixlo_f16 v33, v191, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v31, v31, v211
	v_ashrrev_i32_e32 v32, 31, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[31:32], 1, v[31:32]
	v_add_co_u32 v31, s6, s10, v31
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v32, s6, s11, v32, s6
	global_store_b16 v[31:32], v33, off
.LBB6_41:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v31, 14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s24, v31
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB6_99
; %bb.42:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB6_100
.LBB6_43:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB6_101
.LBB6_44:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB6_102
.LBB6_45:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB6_103
.LBB6_46:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB6_104
.LBB6_47:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB6_105
.LBB6_48:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execnz .LBB6_106
.LBB6_49:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB6_107
.LBB6_50:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB6_108
.LBB6_51:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB6_109
.LBB6_52:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB6_110
.LBB6_53:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB6_111
.LBB6_54:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB6_112
.LBB6_55:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB6_113
.LBB6_56:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execnz .LBB6_114
.LBB6_57:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB6_115
.LBB6_58:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB6_116
.LBB6_59:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB6_117
.LBB6_60:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB6_118
.LBB6_61:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB6_119
.LBB6_62:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB6_120
.LBB6_63:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB6_121
.LBB6_64:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execnz .LBB6_122
.LBB6_65:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB6_123
.LBB6_66:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB6_124
.LBB6_67:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB6_125
.LBB6_68:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB6_126
.LBB6_69:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB6_127
.LBB6_70:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB6_128
.LBB6_71:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB6_129
.LBB6_72:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execnz .LBB6_130
.LBB6_73:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB6_131
.LBB6_74:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB6_132
.LBB6_75:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB6_133
.LBB6_76:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB6_134
.LBB6_77:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB6_135
.LBB6_78:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB6_136
.LBB6_79:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB6_137
.LBB6_80:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execnz .LBB6_138
.LBB6_81:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB6_139
.LBB6_82:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB6_140
.LBB6_83:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB6_141
.LBB6_84:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execnz .LBB6_142
.LBB6_85:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB6_143
.LBB6_86:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB6_144
.LBB6_87:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB6_145
.LBB6_88:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execnz .LBB6_146
.LBB6_89:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB6_147
.LBB6_90:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB6_148
.LBB6_91:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB6_149
.LBB6_92:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB6_150
.LBB6_93:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB6_151
.LBB6_94:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB6_152
.LBB6_95:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB6_153
.LBB6_96:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB6_154
.LBB6_97:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB6_155
.LBB6_98:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB6_99:
	v_lshl_add_u32 v32, v31, 7, s9
	v_fma_mixlo_f16 v34, v192, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_43
.LBB6_100:
	v_lshl_add_u32 v32, v0, 7, s9
	v_fma_mixlo_f16 v34, v145, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB6_44
.LBB6_101:
	v_lshl_add_u32 v32, v25, 7, s9
	v_fma_mixlo_f16 v34, v146, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB6_45
.LBB6_102:
	v_lshl_add_u32 v32, v26, 7, s9
	v_fma_mixlo_f16 v34, v147, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB6_46
.LBB6_103:
	v_lshl_add_u32 v32, v27, 7, s9
	v_fma_mixlo_f16 v34, v148, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB6_47
.LBB6_104:
	v_lshl_add_u32 v32, v28, 7, s9
	v_fma_mixlo_f16 v34, v149, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB6_48
.LBB6_105:
	v_lshl_add_u32 v32, v29, 7, s9
	v_fma_mixlo_f16 v34, v150, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_49
.LBB6_106:
	v_lshl_add_u32 v32, v30, 7, s9
	v_fma_mixlo_f16 v34, v151, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB6_50
.LBB6_107:
	v_lshl_add_u32 v32, v31, 7, s9
	v_fma_mixlo_f16 v34, v152, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:32
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_51
.LBB6_108:
	v_lshl_add_u32 v32, v0, 7, s9
	v_fma_mixlo_f16 v34, v121, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB6_52
.LBB6_109:
	v_lshl_add_u32 v32, v25, 7, s9
	v_fma_mixlo_f16 v34, v122, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB6_53
.LBB6_110:
	v_lshl_add_u32 v32, v26, 7, s9
	v_fma_mixlo_f16 v34, v123, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB6_54
.LBB6_111:
	v_lshl_add_u32 v32, v27, 7, s9
	v_fma_mixlo_f16 v34, v124, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB6_55
.LBB6_112:
	v_lshl_add_u32 v32, v28, 7, s9
	v_fma_mixlo_f16 v34, v125, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB6_56
.LBB6_113:
	v_lshl_add_u32 v32, v29, 7, s9
	v_fma_mixlo_f16 v34, v126, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_57
.LBB6_114:
	v_lshl_add_u32 v32, v30, 7, s9
	v_fma_mixlo_f16 v34, v127, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB6_58
.LBB6_115:
	v_lshl_add_u32 v32, v31, 7, s9
	v_fma_mixlo_f16 v34, v128, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_59
.LBB6_116:
	v_lshl_add_u32 v32, v0, 7, s9
	v_fma_mixlo_f16 v34, v89, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:96
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB6_60
.LBB6_117:
	v_lshl_add_u32 v32, v25, 7, s9
	v_fma_mixlo_f16 v34, v90, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:96
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB6_61
.LBB6_118:
	v_lshl_add_u32 v32, v26, 7, s9
	v_fma_mixlo_f16 v34, v91, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:96
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB6_62
.LBB6_119:
	v_lshl_add_u32 v32, v27, 7, s9
	v_fma_mixlo_f16 v34, v92, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:96
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB6_63
.LBB6_120:
	v_lshl_add_u32 v32, v28, 7, s9
	v_fma_mixlo_f16 v34, v93, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:96
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB6_64
.LBB6_121:
	v_lshl_add_u32 v32, v29, 7, s9
	v_fma_mixlo_f16 v34, v94, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:96
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_65
.LBB6_122:
	v_lshl_add_u32 v32, v30, 7, s9
	v_fma_mixlo_f16 v34, v95, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:96
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB6_66
.LBB6_123:
	v_lshl_add_u32 v32, v31, 7, s9
	v_fma_mixlo_f16 v34, v96, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:96
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_67
.LBB6_124:
	v_lshl_add_u32 v32, v0, 7, s9
	v_fma_mixlo_f16 v34, v49, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:128
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB6_68
.LBB6_125:
	v_lshl_add_u32 v32, v25, 7, s9
	v_fma_mixlo_f16 v34, v50, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:128
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB6_69
.LBB6_126:
	v_lshl_add_u32 v32, v26, 7, s9
	v_fma_mixlo_f16 v34, v51, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:128
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB6_70
.LBB6_127:
	v_lshl_add_u32 v32, v27, 7, s9
	v_fma_mixlo_f16 v34, v52, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:128
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB6_71
.LBB6_128:
	v_lshl_add_u32 v32, v28, 7, s9
	v_fma_mixlo_f16 v34, v53, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:128
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB6_72
.LBB6_129:
	v_lshl_add_u32 v32, v29, 7, s9
	v_fma_mixlo_f16 v34, v54, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:128
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_73
.LBB6_130:
	v_lshl_add_u32 v32, v30, 7, s9
	v_fma_mixlo_f16 v34, v55, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:128
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB6_74
.LBB6_131:
	v_lshl_add_u32 v32, v31, 7, s9
	v_fma_mixlo_f16 v34, v56, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v34, off offset:128
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_75
.LBB6_132:
	v_lshl_add_u32 v32, v0, 7, s9
	v_fma_mixlo_f16 v17, v17, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v32, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v32, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, s7, s11, v33, s7
	global_store_b16 v[32:33], v17, off offset:160
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB6_76
.LBB6_133:
	v_lshl_add_u32 v17, v25, 7, s9
	v_fma_mixlo_f16 v34, v18, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v32, v17, v211
	v_ashrrev_i32_e32 v33, 31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_u32 v17, s7, s10, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s7, s11, v33, s7
	global_store_b16 v[17:18], v34, off offset:160
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB6_77
.LBB6_134:
	v_lshl_add_u32 v17, v26, 7, s9
	v_fma_mixlo_f16 v19, v19, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v211
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s7, s10, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s7, s11, v18, s7
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB6_78
.LBB6_135:
	v_lshl_add_u32 v17, v27, 7, s9
	v_fma_mixlo_f16 v19, v20, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v211
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s7, s10, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s7, s11, v18, s7
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB6_79
.LBB6_136:
	v_lshl_add_u32 v17, v28, 7, s9
	v_fma_mixlo_f16 v19, v21, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v211
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s7, s10, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s7, s11, v18, s7
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB6_80
.LBB6_137:
	v_lshl_add_u32 v17, v29, 7, s9
	v_fma_mixlo_f16 v19, v22, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v211
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s7, s10, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s7, s11, v18, s7
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_81
.LBB6_138:
	v_lshl_add_u32 v17, v30, 7, s9
	v_fma_mixlo_f16 v19, v23, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v211
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s7, s10, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s7, s11, v18, s7
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB6_82
.LBB6_139:
	v_lshl_add_u32 v17, v31, 7, s9
	v_fma_mixlo_f16 v19, v24, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v211
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s7, s10, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s7, s11, v18, s7
	global_store_b16 v[17:18], v19, off offset:160
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB6_83
.LBB6_140:
	v_lshl_add_u32 v17, v0, 7, s9
	v_fma_mixlo_f16 v9, v9, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v17, v211
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v17, s7, s10, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, s7, s11, v18, s7
	global_store_b16 v[17:18], v9, off offset:192
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB6_84
.LBB6_141:
	v_lshl_add_u32 v9, v25, 7, s9
	v_fma_mixlo_f16 v19, v10, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v9, v211
	v_ashrrev_i32_e32 v18, 31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v9, s7, s10, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s7, s11, v18, s7
	global_store_b16 v[9:10], v19, off offset:192
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB6_85
.LBB6_142:
	v_lshl_add_u32 v9, v26, 7, s9
	v_fma_mixlo_f16 v11, v11, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v9, v9, v211
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s7, s10, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s7, s11, v10, s7
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB6_86
.LBB6_143:
	v_lshl_add_u32 v9, v27, 7, s9
	v_fma_mixlo_f16 v11, v12, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v9, v9, v211
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s7, s10, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s7, s11, v10, s7
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB6_87
.LBB6_144:
	v_lshl_add_u32 v9, v28, 7, s9
	v_fma_mixlo_f16 v11, v13, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v9, v9, v211
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s7, s10, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s7, s11, v10, s7
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB6_88
.LBB6_145:
	v_lshl_add_u32 v9, v29, 7, s9
	v_fma_mixlo_f16 v11, v14, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v9, v9, v211
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s7, s10, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s7, s11, v10, s7
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_89
.LBB6_146:
	v_lshl_add_u32 v9, v30, 7, s9
	v_fma_mixlo_f16 v11, v15, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v9, v9, v211
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s7, s10, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s7, s11, v10, s7
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB6_90
.LBB6_147:
	v_lshl_add_u32 v9, v31, 7, s9
	v_fma_mixlo_f16 v11, v16, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v9, v9, v211
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v9, s7, s10, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, s7, s11, v10, s7
	global_store_b16 v[9:10], v11, off offset:192
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB6_91
.LBB6_148:
	v_lshl_add_u32 v0, v0, 7, s9
	v_fma_mixlo_f16 v11, v1, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v9, v0, v211
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	v_add_co_u32 v0, vcc_lo, s10, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v10, vcc_lo
	global_store_b16 v[0:1], v11, off offset:224
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB6_92
.LBB6_149:
	v_lshl_add_u32 v0, v25, 7, s9
	v_fma_mixlo_f16 v2, v2, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v211
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s10, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB6_93
.LBB6_150:
	v_lshl_add_u32 v0, v26, 7, s9
	v_fma_mixlo_f16 v2, v3, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v211
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s10, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB6_94
.LBB6_151:
	v_lshl_add_u32 v0, v27, 7, s9
	v_fma_mixlo_f16 v2, v4, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v211
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s10, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB6_95
.LBB6_152:
	v_lshl_add_u32 v0, v28, 7, s9
	v_fma_mixlo_f16 v2, v5, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v211
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s10, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB6_96
.LBB6_153:
	v_lshl_add_u32 v0, v29, 7, s9
	v_fma_mixlo_f16 v2, v6, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v211
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s10, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB6_97
.LBB6_154:
	v_lshl_add_u32 v0, v30, 7, s9
	v_fma_mixlo_f16 v2, v7, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v211
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s10, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:224
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB6_98
.LBB6_155:
	v_lshl_add_u32 v0, v31, 7, s9
	v_fma_mixlo_f16 v2, v8, s26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v211
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32 v0, vcc_lo, s10, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	global_store_b16 v[0:1], v2, off offset:224
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.amdhsa_kernel _ZN12feather_attn12_GLOBAL__N_111D128QKernelILb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_iiiif
		.amdhsa_group_segment_fixed_size 13312
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 76
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 253
		.amdhsa_next_free_sgpr 30
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
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._ZN12feather_attn12_GLOBAL__N_111D128QKernelILb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_iiiif,"axG",@progbits,_ZN12feather_attn12_GLOBAL__N_111D128QKernelILb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_iiiif,comdat
.Lfunc_end6:
; ScratchSize: 0
; Occupancy: 5
    .group_segment_fixed_size: 13312
    .max_flat_workgroup_size: 512
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         _ZN12feather_attn12_GLOBAL__N_111D128QKernelILb0EEEvPK6__halfS4_S4_S4_PKfS6_PS2_iiiif.kd
    .vgpr_count:     253
    .vgpr_spill_count: 0
    .wavefront_size: 32
