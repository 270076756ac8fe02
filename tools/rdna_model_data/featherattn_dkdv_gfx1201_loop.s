	.amdgcn_target "amdgpu12.01-amd-amdhsa-unknown-gfx1201"
	.amdhsa_code_object_version 5
	.text
	.globl	_bwd_dkdv_kernel                ; -- Begin function _bwd_dkdv_kernel
	.p2align	8
	.type	_bwd_dkdv_kernel,@function
_bwd_dkdv_kernel:                       ; @_bwd_dkdv_kernel
; %bb.0:
	s_mov_b32 s44, 0
	s_branch .LBB0_3
.LBB0_2:                                ; %._crit_edge
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u32_e32 v100, s16, v100
	v_add_nc_u32_e32 v101, s16, v101
	s_add_co_i32 s44, s44, 1
	s_add_co_i32 s19, s19, s17
	s_add_co_i32 s51, s51, s14
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s44, s50
	s_cbranch_scc0 .LBB0_5
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_4 Depth 2
	s_and_b32 s2, s15, exec_lo
	v_dual_mov_b32 v121, v96 :: v_dual_mov_b32 v122, v95
	v_dual_mov_b32 v123, v101 :: v_dual_mov_b32 v124, v100
	s_cselect_b32 s2, 1, 0
	s_mov_b32 s45, s51
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s2, 1
	s_mov_b32 s46, s19
	s_mov_b32 s47, s12
	s_cbranch_scc1 .LBB0_2
.LBB0_4:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_cmp_gt_i32_e64 s2, s52, v122
	v_add_nc_u32_e32 v32, s45, v105
	v_cmp_gt_i32_e32 vcc_lo, s52, v121
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v33, s46, v103
	v_add_nc_u32_e32 v58, s45, v104
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v34, 0x80000000, v123, s2
	s_mov_b32 s26, s6
	s_wait_alu depctr_va_vcc(0)
	v_dual_cndmask_b32 v32, 0x80000000, v32 :: v_dual_cndmask_b32 v33, 0x80000000, v33
	s_mov_b32 s27, s7
	v_cndmask_b32_e64 v35, 0x80000000, v124, s2
	s_mov_b32 s42, s6
	s_mov_b32 s43, s7
	v_cndmask_b32_e32 v56, 0x80000000, v58, vcc_lo
	s_mov_b32 s38, s6
	s_mov_b32 s39, s7
	buffer_load_b128 v[48:51], v34, s[24:27], null offen
	buffer_load_b128 v[40:43], v34, s[40:43], null offen
	buffer_load_b128 v[76:79], v33, s[36:39], null offen
	buffer_load_b128 v[52:55], v35, s[24:27], null offen
	buffer_load_b128 v[36:39], v35, s[40:43], null offen
	s_clause 0x1
	buffer_load_b64 v[56:57], v56, s[4:7], null offen
	buffer_load_b128 v[32:35], v32, s[4:7], null offen
	s_mov_b32 s30, s6
	s_mov_b32 s31, s7
	s_mov_b32 s10, s6
	buffer_load_b128 v[44:47], v97, s[28:31], null offen
	s_mov_b32 s11, s7
	v_add_nc_u32_e32 v122, 64, v122
	v_add_nc_u32_e32 v124, 0x100, v124
	s_add_co_i32 s47, s47, -1
	s_add_co_i32 s45, s45, s13
	v_add_nc_u32_e32 v121, 64, v121
	v_add_nc_u32_e32 v123, 0x100, v123
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b64 v106, v[56:57]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b64 v[60:61], v107
	ds_load_b64 v[62:63], v108
	ds_load_b64 v[64:65], v109
	ds_load_b64 v[66:67], v110
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v111, v[44:47]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cndmask_b32_e64 v47, 0x7f800000, v48, s2
	v_add_nc_u32_e32 v58, 64, v58
	v_cndmask_b32_e64 v44, 0x7f800000, v51, s2
	v_cndmask_b32_e64 v45, 0x7f800000, v50, s2
	v_cndmask_b32_e64 v46, 0x7f800000, v49, s2
	v_mul_f32_e32 v125, 0x3fb8aa3b, v47
	v_cndmask_b32_e32 v58, 0x80000000, v58, vcc_lo
	v_cndmask_b32_e64 v48, 0x7f800000, v55, s2
	v_cndmask_b32_e64 v49, 0x7f800000, v54, s2
	v_cndmask_b32_e64 v50, 0x7f800000, v53, s2
	v_cndmask_b32_e64 v51, 0x7f800000, v52, s2
	v_dual_mul_f32 v127, 0x3fb8aa3b, v45 :: v_dual_add_nc_u32 v90, s46, v102
	v_mul_f32_e32 v126, 0x3fb8aa3b, v46
	v_dual_mul_f32 v128, 0x3fb8aa3b, v44 :: v_dual_mul_f32 v131, 0x3fb8aa3b, v49
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mul_f32 v129, 0x3fb8aa3b, v51 :: v_dual_mul_f32 v130, 0x3fb8aa3b, v50
	v_mul_f32_e32 v132, 0x3fb8aa3b, v48
	v_cndmask_b32_e32 v91, 0x80000000, v90, vcc_lo
	s_add_co_i32 s46, s46, s18
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s47, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	buffer_load_b64 v[88:89], v58, s[4:7], null offen
	buffer_load_b128 v[68:71], v98, s[28:31], null offen
	ds_load_b128 v[52:55], v112
	ds_load_b128 v[72:75], v112 offset:4096
	ds_load_b128 v[80:83], v113
	ds_load_b128 v[84:87], v113 offset:4096
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[44:51], v[60:63], v[52:55], 0
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[52:59], v[60:63], v[72:75], 0
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[44:51], v[64:67], v[80:83], v[44:51]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[52:59], v[64:67], v[84:87], v[52:59]
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b64 v106, v[88:89]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b64 v[60:61], v107
	ds_load_b64 v[62:63], v108
	ds_load_b64 v[64:65], v109
	ds_load_b64 v[66:67], v110
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v111, v[68:71]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[68:71], v112
	ds_load_b128 v[72:75], v112 offset:4096
	ds_load_b128 v[80:83], v113
	ds_load_b128 v[84:87], v113 offset:4096
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[44:51], v[60:63], v[68:71], v[44:51]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[52:59], v[60:63], v[72:75], v[52:59]
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[44:51], v[64:67], v[80:83], v[44:51]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x16_f16 v[52:59], v[64:67], v[84:87], v[52:59]
	v_fma_f32 v44, s53, v44, -v125
	v_fma_f32 v45, s53, v45, -v126
	v_fma_f32 v46, s53, v46, -v127
	v_fma_f32 v47, s53, v47, -v128
	v_fma_f32 v48, s53, v48, -v129
	v_fma_f32 v49, s53, v49, -v130
	v_fma_f32 v50, s53, v50, -v131
	v_fma_f32 v51, s53, v51, -v132
	v_fma_f32 v52, s53, v52, -v125
	v_fma_f32 v53, s53, v53, -v126
	v_fma_f32 v54, s53, v54, -v127
	v_fma_f32 v55, s53, v55, -v128
	v_fma_f32 v56, s53, v56, -v129
	v_fma_f32 v57, s53, v57, -v130
	v_fma_f32 v58, s53, v58, -v131
	v_fma_f32 v59, s53, v59, -v132
	v_exp_f32_e32 v125, v44
	v_exp_f32_e32 v126, v45
	v_exp_f32_e32 v127, v46
	v_exp_f32_e32 v128, v47
	v_exp_f32_e32 v129, v48
	v_exp_f32_e32 v130, v49
	v_exp_f32_e32 v131, v50
	v_exp_f32_e32 v132, v51
	v_exp_f32_e32 v133, v52
	v_exp_f32_e32 v134, v53
	v_exp_f32_e32 v135, v54
	v_exp_f32_e32 v136, v55
	v_exp_f32_e32 v137, v56
	v_exp_f32_e32 v138, v57
	v_exp_f32_e32 v139, v58
	v_exp_f32_e32 v140, v59
	v_cvt_f16_f32_e32 v44.l, v125
	v_cvt_f16_f32_e32 v44.h, v126
	v_cvt_f16_f32_e32 v45.l, v127
	v_cvt_f16_f32_e64 v45.h, v128
	v_cvt_f16_f32_e64 v46.l, v129
	v_cvt_f16_f32_e64 v46.h, v130
	v_cvt_f16_f32_e64 v47.l, v131
	v_cvt_f16_f32_e64 v47.h, v132
	v_cvt_f16_f32_e64 v48.l, v133
	v_cvt_f16_f32_e64 v48.h, v134
	v_cvt_f16_f32_e64 v49.l, v135
	v_cvt_f16_f32_e64 v49.h, v136
	v_cvt_f16_f32_e64 v50.l, v137
	v_cvt_f16_f32_e64 v50.h, v138
	v_cvt_f16_f32_e64 v51.l, v139
	v_cvt_f16_f32_e64 v51.h, v140
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v114, v[44:47]
	ds_store_b128 v114, v[48:51] offset:8192
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[68:71], v115
	ds_load_b128 v[72:75], v115 offset:8192
	ds_load_b128 v[60:63], v116
	ds_load_b128 v[64:67], v116 offset:8192
	ds_load_b128 v[52:55], v117
	ds_load_b128 v[56:59], v117 offset:8192
	ds_load_b128 v[44:47], v118
	ds_load_b128 v[48:51], v118 offset:8192
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v119, v[76:79]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v76, 64, v90
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v147, 0x80000000, v76, vcc_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	buffer_load_b64 v[145:146], v91, s[36:39], null offen
	buffer_load_b128 v[141:144], v94, s[8:11], null offen
	ds_load_u16_d16 v88, v120
	ds_load_u16_d16 v89, v120 offset:256
	ds_load_u16_d16 v90, v120 offset:512
	ds_load_u16_d16 v91, v120 offset:768
	ds_load_u16_d16 v84, v120 offset:2048
	ds_load_u16_d16 v85, v120 offset:2304
	ds_load_u16_d16 v86, v120 offset:2560
	ds_load_u16_d16 v87, v120 offset:2816
	ds_load_u16_d16 v80, v120 offset:4096
	ds_load_u16_d16 v81, v120 offset:4352
	ds_load_u16_d16 v82, v120 offset:4608
	ds_load_u16_d16 v83, v120 offset:4864
	ds_load_u16_d16 v76, v120 offset:6144
	ds_load_u16_d16 v77, v120 offset:6400
	ds_load_u16_d16 v78, v120 offset:6656
	ds_load_u16_d16 v79, v120 offset:6912
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v88, v120 offset:128
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v89, v120 offset:384
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v90, v120 offset:640
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v91, v120 offset:896
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v84, v120 offset:2176
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v85, v120 offset:2432
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v86, v120 offset:2688
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v87, v120 offset:2944
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v80, v120 offset:4224
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v81, v120 offset:4480
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v82, v120 offset:4736
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v83, v120 offset:4992
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v76, v120 offset:6272
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v77, v120 offset:6528
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v78, v120 offset:6784
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v79, v120 offset:7040
	s_wait_dscnt 0xc
	v_wmma_f32_16x16x16_f16 v[16:23], v[88:91], v[68:71], v[16:23]
	v_wmma_f32_16x16x16_f16 v[24:31], v[88:91], v[72:75], v[24:31]
	s_wait_dscnt 0x8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[16:23], v[84:87], v[60:63], v[16:23]
	v_wmma_f32_16x16x16_f16 v[24:31], v[84:87], v[64:67], v[24:31]
	s_wait_dscnt 0x4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[16:23], v[80:83], v[52:55], v[16:23]
	v_wmma_f32_16x16x16_f16 v[24:31], v[80:83], v[56:59], v[24:31]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[16:23], v[76:79], v[44:47], v[16:23]
	v_wmma_f32_16x16x16_f16 v[24:31], v[76:79], v[48:51], v[24:31]
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b64 v106, v[145:146]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b64 v[157:158], v107
	ds_load_b64 v[159:160], v108
	ds_load_b64 v[161:162], v109
	ds_load_b64 v[163:164], v110
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v111, v[141:144]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	buffer_load_b64 v[181:182], v147, s[36:39], null offen
	buffer_load_b128 v[165:168], v99, s[8:11], null offen
	ds_load_b128 v[149:152], v112
	ds_load_b128 v[169:172], v112 offset:4096
	ds_load_b128 v[173:176], v113
	ds_load_b128 v[177:180], v113 offset:4096
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[141:148], v[157:160], v[149:152], 0
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[149:156], v[157:160], v[169:172], 0
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[141:148], v[161:164], v[173:176], v[141:148]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[149:156], v[161:164], v[177:180], v[149:156]
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b64 v106, v[181:182]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b64 v[157:158], v107
	ds_load_b64 v[159:160], v108
	ds_load_b64 v[161:162], v109
	ds_load_b64 v[163:164], v110
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v111, v[165:168]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[165:168], v112
	ds_load_b128 v[169:172], v112 offset:4096
	ds_load_b128 v[173:176], v113
	ds_load_b128 v[177:180], v113 offset:4096
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[141:148], v[157:160], v[165:168], v[141:148]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[149:156], v[157:160], v[169:172], v[149:156]
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[141:148], v[161:164], v[173:176], v[141:148]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x16_f16 v[149:156], v[161:164], v[177:180], v[149:156]
	v_dual_sub_f32 v141, v141, v40 :: v_dual_sub_f32 v142, v142, v41
	v_sub_f32_e32 v145, v145, v36
	v_dual_sub_f32 v143, v143, v42 :: v_dual_sub_f32 v144, v144, v43
	v_dual_sub_f32 v147, v147, v38 :: v_dual_sub_f32 v146, v146, v37
	v_sub_f32_e32 v43, v152, v43
	v_dual_sub_f32 v148, v148, v39 :: v_dual_sub_f32 v41, v150, v41
	v_sub_f32_e32 v40, v149, v40
	v_dual_sub_f32 v42, v151, v42 :: v_dual_sub_f32 v149, v153, v36
	v_dual_sub_f32 v150, v154, v37 :: v_dual_sub_f32 v151, v155, v38
	v_sub_f32_e32 v152, v156, v39
	v_fma_mixlo_f16 v36, v125, v141, neg(0)
	v_fma_mixhi_f16 v36, v126, v142, neg(0)
	v_fma_mixlo_f16 v37, v127, v143, neg(0)
	v_fma_mixhi_f16 v37, v128, v144, neg(0)
	v_fma_mixlo_f16 v38, v129, v145, neg(0)
	v_fma_mixhi_f16 v38, v130, v146, neg(0)
	v_fma_mixlo_f16 v39, v131, v147, neg(0)
	v_fma_mixhi_f16 v39, v132, v148, neg(0)
	v_fma_mixlo_f16 v40, v133, v40, neg(0)
	v_fma_mixhi_f16 v40, v134, v41, neg(0)
	v_fma_mixlo_f16 v41, v135, v42, neg(0)
	v_fma_mixhi_f16 v41, v136, v43, neg(0)
	v_fma_mixlo_f16 v42, v137, v149, neg(0)
	v_fma_mixhi_f16 v42, v138, v150, neg(0)
	v_fma_mixlo_f16 v43, v139, v151, neg(0)
	v_fma_mixhi_f16 v43, v140, v152, neg(0)
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v114, v[36:39]
	ds_store_b128 v114, v[40:43] offset:8192
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[36:39], v115
	ds_load_b128 v[40:43], v115 offset:8192
	ds_load_b128 v[125:128], v116
	ds_load_b128 v[129:132], v116 offset:8192
	ds_load_b128 v[133:136], v117
	ds_load_b128 v[137:140], v117 offset:8192
	ds_load_b128 v[141:144], v118
	ds_load_b128 v[145:148], v118 offset:8192
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v119, v[32:35]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_u16_d16 v32, v120
	ds_load_u16_d16 v33, v120 offset:256
	ds_load_u16_d16 v34, v120 offset:512
	ds_load_u16_d16 v35, v120 offset:768
	ds_load_u16_d16 v149, v120 offset:2048
	ds_load_u16_d16 v150, v120 offset:2304
	ds_load_u16_d16 v151, v120 offset:2560
	ds_load_u16_d16 v152, v120 offset:2816
	ds_load_u16_d16 v153, v120 offset:4096
	ds_load_u16_d16 v154, v120 offset:4352
	ds_load_u16_d16 v155, v120 offset:4608
	ds_load_u16_d16 v156, v120 offset:4864
	ds_load_u16_d16 v157, v120 offset:6144
	ds_load_u16_d16 v158, v120 offset:6400
	ds_load_u16_d16 v159, v120 offset:6656
	ds_load_u16_d16 v160, v120 offset:6912
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v32, v120 offset:128
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v33, v120 offset:384
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v34, v120 offset:640
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v35, v120 offset:896
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v149, v120 offset:2176
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v150, v120 offset:2432
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v151, v120 offset:2688
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v152, v120 offset:2944
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v153, v120 offset:4224
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v154, v120 offset:4480
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v155, v120 offset:4736
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v156, v120 offset:4992
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v157, v120 offset:6272
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v158, v120 offset:6528
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v159, v120 offset:6784
	s_wait_dscnt 0xf
	ds_load_u16_d16_hi v160, v120 offset:7040
	s_wait_dscnt 0xc
	v_wmma_f32_16x16x16_f16 v[8:15], v[32:35], v[36:39], v[8:15]
	v_wmma_f32_16x16x16_f16 v[0:7], v[32:35], v[40:43], v[0:7]
	s_wait_dscnt 0x8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[8:15], v[149:152], v[125:128], v[8:15]
	v_wmma_f32_16x16x16_f16 v[0:7], v[149:152], v[129:132], v[0:7]
	s_wait_dscnt 0x4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[8:15], v[153:156], v[133:136], v[8:15]
	v_wmma_f32_16x16x16_f16 v[0:7], v[153:156], v[137:140], v[0:7]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[8:15], v[157:160], v[141:144], v[8:15]
	v_wmma_f32_16x16x16_f16 v[0:7], v[157:160], v[145:148], v[0:7]
	s_cbranch_scc1 .LBB0_4
	s_branch .LBB0_2
.LBB0_5:                                ; %._crit_edge35.loopexit
	s_endpgm
.Lfunc_end0:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _bwd_dkdv_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_next_free_vgpr 183
	.end_amdhsa_kernel
	.text
; ScratchSize: 0
; Occupancy: 8
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           _bwd_dkdv_kernel
    .group_segment_fixed_size: 0
    .max_flat_workgroup_size: 512
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .vgpr_count:     183
    .vgpr_spill_count: 0
    .wavefront_size: 32
...
	.end_amdgpu_metadata
