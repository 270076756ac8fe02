"""tools/rdna_model.py (the RDNA cycle model) and tools/amdisa.py's blind spots, on small saved
or synthetic asm snippets: no compiler, no GPU, a few seconds.

tools/rdna_model_data/featherattn_dkdv_gfx1151_skeleton.s: FeatherAttn's dK/dV kernel compiled
for gfx1151 (Triton 3.9) cut down to its labels, LLVM loop comments, branches and WMMAs: its
query-block loop's latch block (BB0_2) sits above the loop header (BB0_3).
tools/rdna_model_data/aiter_bwd_preprocess_gfx1151.s: AITER flash_attn_triton_amd's
_bwd_preprocess (ROCm/aiter af02117fbc) compiled for gfx1151 as a launch compiles it, with its
launch metadata.
tools/rdna_model_data/featherattn_dkdv_gfx1201_loop.s: FeatherAttn's dK/dV kernel (D64 fp16,
the gfx12 table) compiled for gfx1201 (Triton 3.9, tools/amdisa.py) cut to its two loops
(.loc/.Ltmp/.cfi lines dropped) and its metadata; the .json beside it is that launch's grid,
warps, LDS and trip counts at B1 H16 N4096.
"""
import json
import os
import re
import sys

import pytest

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the repository root
sys.path.insert(0, os.path.join(HERE, "tools"))
import rdna_model as acm  # noqa: E402

DATA = os.path.join(HERE, "tools", "rdna_model_data")


def read(name):
    with open(os.path.join(DATA, name)) as f:
        return f.read()


def loops_by_label(k):
    return {lp.label: lp for lp in k.loops}


# three loops nested 3 deep, LLVM-style: the middle loop's latch (BB0_2) sits above its
# header (BB0_3), entered by a jump from the outer loop's header
NESTED3 = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
k:
; %bb.0:
\ts_mov_b32 s4, 0
.LBB0_1:                                ; =>This Loop Header: Depth=1
\ts_mov_b32 s5, 0
\ts_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=2
\ts_add_i32 s5, s5, 1
\ts_cmp_lg_u32 s5, 3
\ts_cbranch_scc0 .LBB0_5
.LBB0_3:                                ;   Parent Loop BB0_1 Depth=1
                                        ; =>  This Loop Header: Depth=2
\ts_mov_b32 s6, 0
.LBB0_4:                                ;   Parent Loop BB0_1 Depth=1
                                        ;     Parent Loop BB0_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
\tv_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
\ts_add_i32 s6, s6, 1
\ts_cmp_lg_u32 s6, 4
\ts_cbranch_scc1 .LBB0_4
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=2
\ts_branch .LBB0_2
.LBB0_5:                                ;   in Loop: Header=BB0_1 Depth=1
\ts_add_i32 s4, s4, 1
\ts_cmp_lg_u32 s4, 2
\ts_cbranch_scc1 .LBB0_1
; %bb.7:
\ts_endpgm
.Lfunc_end0:
; ScratchSize: 0
    .vgpr_count:     64
"""


def test_latch_above_header_and_nesting_from_real_kernel():
    k = acm.Kernel(read("featherattn_dkdv_gfx1151_skeleton.s"))
    lps = loops_by_label(k)
    assert set(lps) == {"BB0_3", "BB0_5"}
    outer, inner = lps["BB0_3"], lps["BB0_5"]
    assert outer.depth == 1 and inner.depth == 2 and inner.parent is outer
    assert outer.latch_above_header  # BB0_2 (the latch) precedes the header BB0_3
    assert k.blocks[min(outer.blocks)].label == "BB0_2"
    assert k.warnings == []          # the CFG's loops are LLVM's loops
    assert k.meta["vgprs"] == 165 and k.meta["occupancy"] == 9
    own = {lp.label: sum(ins.op.startswith("v_wmma") for bi in lp.blocks if k.own[bi] is lp
                         for ins in k.blocks[bi].instrs) for lp in k.loops}
    assert own == {"BB0_3": 0, "BB0_5": 12}


def test_three_deep_loops_latch_above_header_and_trip_products():
    k = acm.Kernel(NESTED3)
    d = {lp.label: (lp.depth, lp.parent.label if lp.parent else None, lp.latch_above_header)
         for lp in k.loops}
    assert d == {"BB0_1": (1, None, False), "BB0_3": (2, "BB0_1", True), "BB0_4": (3, "BB0_3", False)}
    assert k.warnings == []  # agrees with LLVM's annotations
    r = acm.predict(k, "gfx1100", (1, 1, 1), 1, trips={"BB0_1": 2, "BB0_3": 3, "BB0_4": 4},
                    params={"wmma_efficiency": 1})
    assert r["wmma_flop_executed"] == pytest.approx(2 * 3 * 4 * 8192)
    # the WMMA loop's own region runs 2*3 times per wave, 4 trips each
    inner = next(x for x in r["regions"] if x["region"] == "BB0_4")
    assert inner["execs_per_wave"] == 24 and inner["per_iter"]["wmma_cycles"] == 32


NESTED3_DISTINCT = """k:
; %bb.0:
\ts_mov_b32 s4, 0
.LBB0_1:
\ts_mov_b32 s5, 0
.LBB0_2:
\ts_mov_b32 s6, 0
.LBB0_3:
\tv_wmma_f32_16x16x16_bf16 v[0:7], v[8:15], v[16:23], v[0:7]
\ts_add_i32 s6, s6, 1
\ts_cmp_lg_u32 s6, 4
\ts_cbranch_scc1 .LBB0_3
\ts_add_i32 s5, s5, 1
\ts_cmp_lg_u32 s5, 3
\ts_cbranch_scc1 .LBB0_2
\ts_add_i32 s4, s4, 1
\ts_cmp_lg_u32 s4, 2
\ts_cbranch_scc1 .LBB0_1
\ts_endpgm
.Lfunc_end0:
"""


def test_three_deep_without_annotations():
    k = acm.Kernel(NESTED3_DISTINCT)
    d = {lp.label: (lp.depth, lp.parent.label if lp.parent else None) for lp in k.loops}
    assert d == {"BB0_1": (1, None), "BB0_2": (2, "BB0_1"), "BB0_3": (3, "BB0_2")}
    # trips by ordinal, depth and default
    r = acm.predict(k, "gfx1151", (1, 1, 1), 1, trips={"L0": 2, "depth2": 3, "*": 4},
                    params={"wmma_efficiency": 1})
    assert r["wmma_flop_executed"] == pytest.approx(2 * 3 * 4 * 8192)
    with pytest.raises(KeyError):
        acm.predict(k, "gfx1151", (1, 1, 1), 1, trips={"BB9_9": 2})


@pytest.mark.parametrize("arch,op,cycles", [
    ("gfx1100", "v_wmma_f32_16x16x16_f16", 32),
    ("gfx1151", "v_wmma_f32_16x16x16_bf16", 32),
    ("gfx1151", "v_wmma_i32_16x16x16_iu8", 32),
    ("gfx1151", "v_wmma_i32_16x16x16_iu4", 16),
    ("gfx1201", "v_wmma_f32_16x16x16_f16", 16),
    ("gfx1201", "v_wmma_f32_16x16x16_fp8_fp8", 8),
    ("gfx1201", "v_wmma_i32_16x16x32_iu4", 8),
])
def test_wmma_cycles(arch, op, cycles):
    cyc, flop = acm.wmma_cycles(op, acm.ARCHS[arch])
    assert cyc == cycles


def charge(text, arch="gfx1151", **params):
    P = dict(acm.PARAMETERS, **params)
    ins = acm.Instr(0, text.split()[0], text)
    return acm.classify(ins, acm.ARCHS[arch], 32, P)


def test_valu_vopd_trans_f64():
    c, kind = charge("v_dual_mul_f32 v40, v41, v42 :: v_dual_mov_b32 v43, v44")
    assert c["valu"] == 1 and c["n_valu"] == 2 and kind == "valu"
    c, kind = charge("v_exp_f32_e32 v30, v31")
    assert c["valu"] == 1 and c["trans"] == 4 and kind == "trans"
    c, _ = charge("v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]")
    assert c["valu"] == 32
    c, _ = charge("v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]", wmma_efficiency=0.5)
    assert c["wmma"] == 64


@pytest.mark.parametrize("text,width", [
    ("buffer_load_b128 v[0:3], v4, s[0:3], 0 offen", 16),
    ("ds_load_2addr_b32 v[0:1], v2 offset1:4", 8),
    ("scratch_load_b32 v1, off, off offset:16", 4),
    ("ds_load_u16_d16 v1, v2", 2),
    ("global_load_b64 v[0:1], v[2:3], off", 8),
])
def test_memory_widths(text, width):
    assert acm.mem_width(text.split()[0]) == width


def test_lds_and_scratch_charges():
    c, kind = charge("ds_load_b128 v[0:3], v4")
    assert c["lds_bytes"] == 512 and c["lds_cycles"] == 4 and kind == "lds_load"
    c, _ = charge("ds_load_u16_d16 v1, v2")
    assert c["lds_cycles"] == 1  # a sub-dword load still takes a full pass
    c, kind = charge("scratch_store_b32 off, v1, off offset:8")
    assert c["scratch_bytes"] == 128 and kind == "vmem_store"


def test_waitcnt_latency():
    P = dict(acm.PARAMETERS, lat_vmem=500)
    arch = acm.ARCHS["gfx1151"]
    text = ["buffer_load_b32 v1, v0, s[0:3], 0 offen", "buffer_load_b32 v2, v0, s[0:3], 0 offen",
            "s_waitcnt vmcnt(1)", "v_add_f32_e32 v3, v1, v1", "s_waitcnt vmcnt(0)",
            "v_add_f32_e32 v4, v2, v2"]
    instrs = [acm.Instr(i, t.split()[0], t) for i, t in enumerate(text)]
    t, _ = acm._simulate(instrs, arch, 32, P)
    # first load done at 1 + 500 + 2 (128 B through 64 B/clk), second one a cycle later
    assert t == pytest.approx(2 + 500 + 2 + 1)
    no_wait = [i for i in instrs if not i.op.startswith("s_waitcnt")]
    t2, st = acm._simulate(no_wait, arch, 32, P)
    assert t2 == 4 and len(st["vm"]) == 2  # loads left in flight for the next region



def wait_targets(text):
    return acm._wait_targets(acm.Instr(0, text.split()[0], text))


def test_gfx12_wait_targets():
    """gfx12's split counters, and the combined forms whose immediate packs loadcnt / storecnt
    in bits [13:8] and dscnt in [5:0] (LLVM decodeLoadcntDscnt): the old code read
    `s_wait_loadcnt_dscnt` as no wait at all, and dscnt / kmcnt as gfx11's lumped lgkmcnt."""
    asm = read("featherattn_dkdv_gfx1201_loop.s")
    lines = [line.strip() for line in asm.splitlines()]
    for text, want in [("s_wait_loadcnt_dscnt 0x0", {"loadcnt": 0, "dscnt": 0}),
                       ("s_wait_dscnt 0xf", {"dscnt": 15}),
                       ("s_wait_loadcnt 0x0", {"loadcnt": 0}),
                       ("s_wait_alu depctr_sa_sdst(0)", {})]:
        assert text in lines  # a line of the real gfx1201 code
        assert wait_targets(text) == want, text
    assert wait_targets("s_wait_loadcnt_dscnt 0x302") == {"loadcnt": 3, "dscnt": 2}
    assert wait_targets("s_wait_storecnt_dscnt 0x105") == {"storecnt": 1, "dscnt": 5}
    assert wait_targets("s_wait_kmcnt 0x0") == {"kmcnt": 0}
    assert wait_targets("s_wait_storecnt 0x1") == {"storecnt": 1}
    # gfx11's forms are unchanged
    assert wait_targets("s_waitcnt vmcnt(1) lgkmcnt(0)") == {"vmcnt": 1, "lgkmcnt": 0}
    assert wait_targets("s_waitcnt_vscnt null, 0x0") == {"vscnt": 0}


def test_gfx12_dscnt_and_kmcnt_count_apart():
    """gfx12 counts LDS (dscnt) and SMEM (kmcnt) apart; gfx11's lgkmcnt counts both."""
    arch = acm.ARCHS["gfx1201"]

    def run(lines, **params):
        P = dict(acm.PARAMETERS, **params)
        return acm._simulate([acm.Instr(i, t.split()[0], t) for i, t in enumerate(lines)],
                             arch, 32, P)[0]
    lds, smem = "ds_load_b32 v1, v0", "s_load_b32 s4, s[0:1], 0x0"
    # an SMEM wait does not wait for the LDS load (106.7 + 1 cycles): 2 + 10
    assert run([lds, smem, "s_wait_kmcnt 0x0"], lat_smem=10) == pytest.approx(12)
    # an LDS wait does not wait for the SMEM load: 1 + 106.7 + 1
    assert run([lds, smem, "s_wait_dscnt 0x0"], lat_smem=1000) == pytest.approx(108.7)
    # gfx11's lgkmcnt(0) waits for both; lgkmcnt(1) for the earlier to complete (the LDS load)
    assert run([lds, smem, "s_waitcnt lgkmcnt(0)"], lat_smem=1000) == pytest.approx(1002)
    assert run([lds, smem, "s_waitcnt lgkmcnt(1)"], lat_smem=1000) == pytest.approx(108.7)


def test_gfx12_combined_waits_count_in_real_loop():
    """FeatherAttn's gfx1201 dK/dV loop waits with `s_wait_loadcnt_dscnt 0x0` before its
    barriers (20 per iteration): the old code priced the loop as if they were not there."""
    asm = read("featherattn_dkdv_gfx1201_loop.s")
    meta = json.loads(read("featherattn_dkdv_gfx1201_loop.json"))
    stripped = "\n".join(line for line in asm.splitlines()
                         if line.strip() != "s_wait_loadcnt_dscnt 0x0")

    def loop(text):
        k = acm.Kernel(text)
        assert k.warnings == [] and k.meta["target"] == "gfx1201"
        r = acm.predict(k, "gfx1201", meta["grid"], meta["num_warps"], trips=meta["trips"],
                        lds_bytes=meta["lds_bytes"])
        return k, next(x for x in r["regions"] if x["region"] == "BB0_4")
    k, inner = loop(asm)
    _, inner_stripped = loop(stripped)
    body = [ins.text for bi in loops_by_label(k)["BB0_4"].blocks for ins in k.blocks[bi].instrs]
    assert body.count("s_wait_loadcnt_dscnt 0x0") == 20
    lat, lat_stripped = (x["per_iter"]["latency_one_wave"] for x in (inner, inner_stripped))
    # each combined wait waits for the LDS ops (and the loads) before it: one wave's
    # iteration is over 1.3x longer with them than without (1.5x while global_inv was priced
    # as a 400-cycle vector load that every one of these waits waited for)
    assert lat > 1.3 * lat_stripped
    # and the loop's time with them (1.2x before global_inv stopped being a vector load;
    # the loop is now nearer its resource bound)
    assert inner["time_cycles"] > 1.05 * inner_stripped["time_cycles"]

def test_loop_carried_prefetch_overlaps():
    """A load for the next iteration issued at the top of the body and waited at the top of the
    next one (num_stages=2 pipelining): the second simulated pass hides what the body covers."""
    P = dict(acm.PARAMETERS, lat_vmem=400)
    arch = acm.ARCHS["gfx1151"]
    body = ["s_waitcnt vmcnt(0)", "buffer_load_b32 v2, v0, s[0:3], 0 offen"] + [
        "v_fma_f32 v1, v2, v3, v4"] * 300
    instrs = [acm.Instr(i, t.split()[0], t) for i, t in enumerate(body)]
    t1, st = acm._simulate(instrs, arch, 32, P)
    t2, _ = acm._simulate(instrs, arch, 32, P, carry=st)
    assert t1 == 301
    # the load issued at t=1 completes at 1 + 400 + 2: the next pass waits 403 - 301 = 102
    assert t2 == pytest.approx(102 + 301)
    serial = [instrs[1], instrs[0]] + instrs[2:]  # wait right after the load: nothing hidden
    t3, _ = acm._simulate(serial, arch, 32, P)
    assert t3 == pytest.approx(403 + 300)


def test_occupancy_rules():
    k = acm.Kernel(NESTED3_DISTINCT.replace(".Lfunc_end0:", ".Lfunc_end0:\n    .vgpr_count:     256"))
    occ = acm.occupancy(k, acm.ARCHS["gfx1151"], 4, 0)
    assert occ["vgpr_alloc"] == 264 and occ["waves_per_simd"] == 5
    k.meta["vgprs"] = 168
    assert acm.occupancy(k, acm.ARCHS["gfx1100"], 4, 0)["waves_per_simd"] == 9
    occ = acm.occupancy(k, acm.ARCHS["gfx1100"], 4, 65536)  # 2 x 64 KB workgroups per WGP
    assert occ["waves_per_simd"] == 2 and occ["limiter"] == "lds"
    occ = acm.occupancy(k, acm.ARCHS["gfx1100"], 8, 0)  # whole 8-wave workgroups: 36/8 -> 4
    assert occ["workgroups_per_wgp"] == 4 and occ["waves_per_simd"] == 8


def test_real_preprocess_kernel_prediction():
    k = acm.Kernel(read("aiter_bwd_preprocess_gfx1151.s"), "preprocess")
    meta = json.loads(read("aiter_bwd_preprocess_gfx1151.json"))
    assert k.loops == [] and k.meta["target"] == "gfx1151"
    r = acm.predict(k, "gfx1151", meta["grid"], meta["num_warps"], lds_bytes=meta["lds_bytes"])
    assert r["occupancy"]["waves_per_simd"] == 16 == r["occupancy"]["asm_occupancy"]
    assert r["programs"] == 2048 and 0.001 < r["ms"] < 1.0
    # priced on the other family it warns
    assert "warning" in acm.predict(k, "gfx1201", meta["grid"], meta["num_warps"])


def test_spill_footprint_goes_to_mall_then_dram():
    asm = NESTED3_DISTINCT.replace(
        ".LBB0_3:\n", ".LBB0_3:\n\tscratch_load_b128 v[30:33], off, off offset:16\n").replace(
        ".Lfunc_end0:", ".Lfunc_end0:\n    .vgpr_count:     256\n; ScratchSize: 2048")
    k = acm.Kernel(asm)
    r = acm.predict(k, "gfx1151", (4096, 1, 1), 4, trips={"*": 2})
    # 2048 B/lane x 32 lanes x 5 waves x 80 SIMDs = 26 MB: over 2 MB L2, within 32 MB MALL
    assert r["scratch_dram_fraction"] == 0 and 0.9 < r["scratch_mall_fraction"] < 1
    r = acm.predict(k, "gfx1151", (4096, 1, 1), 4, trips={"*": 2}, params={})
    k.meta["scratch_bytes"] = 8192
    r = acm.predict(k, "gfx1151", (4096, 1, 1), 4, trips={"*": 2})
    assert r["scratch_dram_fraction"] > 0.6



# A spilling loop as older LLVM prints it: the kernel descriptor gives the scratch size, no
# `; ScratchSize:` comment follows the function.
OLD_LLVM_SPILL = NESTED3_DISTINCT.replace(
    ".LBB0_3:\n", ".LBB0_3:\n\tscratch_load_b128 v[30:33], off, off offset:16\n").replace(
    ".Lfunc_end0:", """.Lfunc_end0:
\t.section\t.rodata,#alloc
\t.p2align\t6, 0x0
\t.amdhsa_kernel k
\t\t.amdhsa_group_segment_fixed_size 0
\t\t.amdhsa_private_segment_fixed_size 2048
\t\t.amdhsa_next_free_vgpr 256
\t\t.amdhsa_wavefront_size32 1
\t.end_amdhsa_kernel
    .vgpr_count:     256""")


def test_scratch_size_without_the_llvm_comment():
    """Without `; ScratchSize:` (older LLVM) the spill size comes from the kernel descriptor;
    with no size anywhere the Kernel warns. The old code priced both as spill-free, silently."""
    assert "ScratchSize" not in OLD_LLVM_SPILL
    k = acm.Kernel(OLD_LLVM_SPILL)
    assert k.meta["scratch_bytes"] == 2048 and k.warnings == []
    r = acm.predict(k, "gfx1151", (4096, 1, 1), 4, trips={"*": 2})
    # 2048 B/lane x 32 lanes x 5 waves x 80 SIMDs = 26 MB: over the 2 MB L2
    assert r["scratch_lane_bytes"] == 2048 and r["scratch_mall_fraction"] > 0.9
    # the code-object metadata's size when there is no descriptor either
    yaml_only = NESTED3_DISTINCT + "    .private_segment_fixed_size: 96\n"
    assert acm.Kernel(yaml_only).meta["scratch_bytes"] == 96
    # nothing says: 0, and a warning
    k = acm.Kernel(NESTED3_DISTINCT)
    assert k.meta["scratch_bytes"] == 0
    assert any("scratch unknown" in w for w in k.warnings)
    # a descriptor size that is an expression is not read as a number
    expr = OLD_LLVM_SPILL.replace("fixed_size 2048", "fixed_size max(16, .Lhelper.private_seg_size)")
    assert acm.scratch_size(expr) is None


# A noinline helper left as a function of its own ahead of the kernel (Triton 3.5 does this
# for some helpers), as LLVM prints the pair: each function's `; ScratchSize:` after its end,
# the kernel's descriptor and metadata last.
HELPER_FIRST = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
\t.amdhsa_code_object_version 5
\t.text
\t.p2align\t2                               ; -- Begin function _scale_helper
\t.type\t_scale_helper,@function
_scale_helper:                          ; @_scale_helper
; %bb.0:
\ts_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
\tv_exp_f32_e32 v0, v0
\tscratch_store_b32 off, v1, s32
\ts_setpc_b64 s[30:31]
.Lfunc_end0:
\t.size\t_scale_helper, .Lfunc_end0-_scale_helper
                                        ; -- End function
\t.section\t.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 24
; NumVgprs: 2
; ScratchSize: 16
\t.text
\t.globl\tk                               ; -- Begin function k
\t.p2align\t8
\t.type\tk,@function
k:                                      ; @k
; %bb.0:
\ts_mov_b32 s4, 0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
\tscratch_load_b128 v[40:43], off, off offset:16
\tv_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
\ts_add_i32 s4, s4, 1
\ts_cmp_lg_u32 s4, 8
\ts_cbranch_scc1 .LBB1_1
; %bb.2:
\ts_swappc_b64 s[30:31], s[0:1]
\ts_endpgm
.Lfunc_end1:
\t.size\tk, .Lfunc_end1-k
\t.section\t.rodata,"a",@progbits
\t.p2align\t6, 0x0
\t.amdhsa_kernel k
\t\t.amdhsa_private_segment_fixed_size 272
\t\t.amdhsa_next_free_vgpr 128
\t.end_amdhsa_kernel
\t.text
; Kernel info:
; codeLenInByte = 64
; NumVgprs: 128
; ScratchSize: 272
; Occupancy: 12
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           k
    .private_segment_fixed_size: 272
    .symbol:         k.kd
    .vgpr_count:     128
    .wavefront_size: 32
...
\t.end_amdgpu_metadata
"""


@pytest.mark.parametrize("named_by", ["descriptor", "metadata"])
def test_kernel_after_a_helper_function(named_by):
    """The kernel is the symbol its descriptor (or its metadata's `.symbol: NAME.kd`) names,
    not the first symbol: the old code parsed the helper (no loop, ScratchSize 16)."""
    asm = HELPER_FIRST
    if named_by == "metadata":  # no .amdhsa_kernel block
        asm = re.sub(r"\t\.amdhsa_kernel k\n.*?\.end_amdhsa_kernel\n", "", asm, flags=re.S)
        assert ".amdhsa_kernel" not in asm
    k = acm.Kernel(asm)
    ops = [ins.op for b in k.blocks for ins in b.instrs]
    assert "s_setpc_b64" not in ops and "v_exp_f32_e32" not in ops  # the helper's code
    assert [lp.label for lp in k.loops] == ["BB1_1"] and k.warnings == []
    assert ops.count("v_wmma_f32_16x16x16_f16") == 1 and ops[-1] == "s_endpgm"
    assert k.meta["scratch_bytes"] == 272 and k.meta["occupancy"] == 12
    r = acm.predict(k, "gfx1151", (64, 1, 1), 4, trips={"BB1_1": 8}, params={"wmma_efficiency": 1})
    assert r["wmma_flop_executed"] == 64 * 4 * 8 * 8192 and r["scratch_lane_bytes"] == 272
    assert acm.kernel_name(asm) == "k"


def test_kernel_without_descriptor_is_the_first_symbol():
    """(A guard, not a fix: a snippet with no descriptor is still read from its first symbol.)"""
    assert [lp.depth for lp in acm.Kernel(NESTED3_DISTINCT).loops] == [1, 2, 3]
    assert acm.kernel_name(NESTED3_DISTINCT) is None

def test_cli(capsys, tmp_path):
    out = tmp_path / "r.json"
    rc = acm.main([os.path.join(DATA, "aiter_bwd_preprocess_gfx1151.s"), "--meta",
                   os.path.join(DATA, "aiter_bwd_preprocess_gfx1151.json"), "--arch",
                   "gfx1151,gfx1100", "--json", str(out)])
    assert rc == 0
    text = capsys.readouterr().out
    assert "on gfx1151" in text and "on gfx1100" in text
    assert len(json.loads(out.read_text())) == 2


def test_reproduce_skips_cleanly_without_aiter_source(monkeypatch, tmp_path, capsys):
    import rdna_reproduce
    monkeypatch.setattr(rdna_reproduce, "CACHE", str(tmp_path))
    monkeypatch.setattr(rdna_reproduce, "AITER_GIT", str(tmp_path / "no-clone"))
    assert rdna_reproduce.main([]) == 0
    assert "skipped" in capsys.readouterr().out


# ---- tools/amdisa.py's blind spots (each test failed on the old code) ----

@pytest.fixture(scope="module")
def amdisa():
    # Import with TRITON_INTERPRET unset, then put it back: Triton reads it when a kernel is
    # decorated, and a test after this one that defines a kernel must still be interpreted.
    saved = os.environ.pop("TRITON_INTERPRET", None)
    try:
        import amdisa
    finally:
        if saved is not None:
            os.environ["TRITON_INTERPRET"] = saved
    return amdisa


# The WMMA loop's latch block (BB0_1) sits above its header (BB0_2), as LLVM lays out a
# rotated loop entered by a jump: the last branch back to the header is above it.
LATCH_ABOVE = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
k:
; %bb.0:
\ts_mov_b32 s4, 0
\ts_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
\ts_add_i32 s4, s4, 1
\ts_cmp_eq_u32 s4, 8
\ts_cbranch_scc1 .LBB0_3
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
\tscratch_load_b128 v[40:43], off, off offset:16
\tv_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
\tscratch_store_b32 off, v44, off offset:32
\ts_branch .LBB0_1
.LBB0_3:
\ts_endpgm
.Lfunc_end0:
"""


def _nested(depth):
    """Loops nested `depth` deep with LLVM's annotations (the innermost header's runs over
    `depth` comment lines); the innermost holds two WMMAs and 8 bytes of scratch, its parent one
    WMMA and 4 bytes of its own, after the inner loop."""
    lines = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"', "k:", "; %bb.0:", "\ts_mov_b32 s4, 0"]
    for d in range(1, depth + 1):
        ann = [f"; Parent Loop BB0_{p} Depth={p}" for p in range(1, d)] + [
            f"; =>This {'Inner ' if d == depth else ''}Loop Header: Depth={d}"]
        lines.append(f".LBB0_{d}:" + " " * 30 + ann[0])
        lines += [" " * 40 + a for a in ann[1:]]
        lines.append(f"\ts_mov_b32 s{4 + d}, 0")
    lines += ["\tv_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]"] * 2 + [
              "\tscratch_load_b64 v[40:41], off, off offset:16"]
    for d in range(depth, 0, -1):
        lines += [f"\ts_add_i32 s{4 + d}, s{4 + d}, 1", f"\ts_cmp_lg_u32 s{4 + d}, 2",
                  f"\ts_cbranch_scc1 .LBB0_{d}"]
        if d == depth and depth > 1:
            lines += [f"; %bb.{depth + 1}:", "\tv_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]",
                      "\tscratch_load_b32 v42, off, off offset:32"]
    lines += ["\ts_endpgm", ".Lfunc_end0:", "; ScratchSize: 0", ""]
    return "\n".join(lines)


def test_main_loop_scratch_latch_above_header(amdisa):
    assert amdisa._main_loop_scratch(LATCH_ABOVE) == 16 + 4


@pytest.mark.parametrize("depth", [1, 2, 3, 4, 5])
def test_main_loop_scratch_nested_headers(amdisa, depth):
    """A header with three or more loops around it carries its 'Loop Header' comment on the
    4th line or later: the old scan (3 lines) missed it and charged the inner loop's scratch
    and WMMAs to its parent."""
    assert rdna_model_depths(_nested(depth)) == list(range(1, depth + 1))
    assert acm.Kernel(_nested(depth)).warnings == []
    assert amdisa._main_loop_scratch(_nested(depth)) == 8


def rdna_model_depths(asm):
    return [lp.depth for lp in acm.Kernel(asm).loops]


def test_sgpr_spills_are_read(amdisa):
    import types
    asm = LATCH_ABOVE + "    .sgpr_count:     108\n    .sgpr_spill_count: 7\n" \
        "    .vgpr_count:     256\n    .vgpr_spill_count: 3\n; ScratchSize: 64\n; Occupancy: 5\n"
    compiled = types.SimpleNamespace(asm={"amdgcn": asm}, metadata=types.SimpleNamespace(shared=0))
    stats = amdisa._isa_stats(compiled)
    assert stats["sgpr_spills"] == 7 and stats["vgpr_spills"] == 3
    assert stats["loop_scratch_bytes"] == 20
    # older LLVM: no `; ScratchSize:`, the kernel descriptor's size (was None: read as 0)
    compiled.asm["amdgcn"] = OLD_LLVM_SPILL
    assert amdisa._isa_stats(compiled)["scratch_bytes"] == 2048


def test_aiter_forward_rows_emitted_causal_and_not(amdisa, monkeypatch):
    """isa_table emits AITER's forward rows once per head dim (bf16), causal and not; the old
    guard read `varlen` left over from the variants loop and never emitted them."""
    calls = []

    @__import__("contextlib").contextmanager
    def target(arch):
        yield "gfx11"
    monkeypatch.setattr(amdisa, "amd_target", target)
    monkeypatch.setattr(amdisa, "_featherattn_rows", lambda *a, **k: [])
    monkeypatch.setattr(amdisa, "_aiter_forward_row", lambda arch, family, D, dtype, causal: (
        calls.append((D, str(dtype), causal)) or dict(impl="aiter", head_dim=D, causal=causal)))
    rows = amdisa.isa_table("gfx1151", dims=(64, 128), configs={"x": 1}, quiet=True)
    assert sorted(calls) == sorted((D, "torch.bfloat16", c) for D in (64, 128) for c in (False, True))
    assert len(rows) == 4
    assert amdisa.isa_table("gfx1151", dims=(64,), configs={"x": 1}, quiet=True,
                            with_aiter=False) == []


def test_model_trips_of_featherattn_loops(amdisa):
    """The FeatherAttn trip counts tools/amdisa.py gives the model: the first outer WMMA loop
    walks N / block blocks, its sibling (the masked blocks) none without causal."""
    k = acm.Kernel(read("featherattn_dkdv_gfx1151_skeleton.s"))
    trips = amdisa._model_trips(k, "dkdv", (16, 32, 4, 1, 32), 128, False)
    assert trips == {"BB0_3": 1, "BB0_5": 4096 // 16}
    assert amdisa.backward_tflops(128) == 2.5 * 4 * 16 * 4096 ** 2 * 128


def test_amd_target_forgets_another_targets_binaries(amdisa, monkeypatch):
    """Triton caches binaries per device index (0 for every fake target): without clearing,
    a second arch compiled in one process got the first arch's code."""
    import featherattn as fa
    # (under Triton's interpreter the kernel has no cache of its own: give it one)
    monkeypatch.setattr(fa._bwd_dq_kernel, "device_caches", {0: "stale"}, raising=False)
    with amdisa.amd_target("gfx1151"):
        assert 0 not in fa._bwd_dq_kernel.device_caches
    assert 0 not in fa._bwd_dq_kernel.device_caches


def test_isa_table_without_aiter(amdisa, monkeypatch, capsys):
    """`bench.py isa` on a machine without amd-aiter: AITER's rows say unavailable and the
    backward's WMMA ratio is still printed. The old error row had no dtype, and
    backward_wmma_ratio's KeyError: 'dtype' ended the command. AITER is made unavailable here
    whether or not amd-aiter is installed, and FeatherAttn's rows are stubs (no compile)."""
    import featherattn as fa

    def no_aiter():
        raise ImportError("featherattn: amd-aiter is not installed (test stub)")
    monkeypatch.setattr(fa, "_aiter_mha", no_aiter)

    @__import__("contextlib").contextmanager
    def target(arch):
        yield "gfx11"
    monkeypatch.setattr(amdisa, "amd_target", target)
    # D64 bf16 dense: dK/dV 128-key blocks (512 programs), dQ 256-query blocks (256), the
    # per-program WMMA work of the gfx12 table's rows: 1.40x the five useful products
    stats = dict(vgprs=183, vgpr_spills=0, scratch_bytes=0, loop_scratch_bytes=0, lds_bytes=16384,
                 occupancy=8, wmma=32, replication=1.0)
    rows = [dict(stats, impl="featherattn", kernel=kern, head_dim=64, dtype="bf16", causal=False,
                 varlen=False, config=cfg, wmma_useful=w, wmma_executed=w)
            for kern, cfg, w in (("dkdv", [64, 128, 16, 1, 32, 0], 32768),
                                 ("dq", [256, 32, 16, 1, 0, 0], 49152))]
    monkeypatch.setattr(amdisa, "_featherattn_rows",
                        lambda arch, family, configs, D, dtype, causal, varlen, kernels, mods=None:
                        [dict(r) for r in rows] if (dtype, causal, varlen, mods) == (
                            fa.torch.bfloat16, False, False, None) else [])
    out = amdisa.isa_table("gfx1151", dims=(64,), configs={"x": 1})
    text = capsys.readouterr().out
    aiter = [r for r in out if r["impl"] == "aiter"]
    assert len(aiter) == 2 and all("amd-aiter unavailable" in r["error"] for r in aiter)
    assert text.count("amd-aiter unavailable") == 2
    assert "# D64: the backward executes 1.40x the useful WMMA work" in text
    assert amdisa.backward_wmma_ratio(out, 64) == pytest.approx(1.4)


# a loop whose body branches one way or the other (waves 0-3 take BB0_2, waves 4-7 BB0_3, as
# woct0rdho's HIP KV-owner kernel splits its dK and dV paths); BB0_1 is the header
DIVERGENT = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
k:
; %bb.0:
\ts_mov_b32 s4, 0
.LBB0_1:
""" + "\tv_fma_f32 v1, v2, v3, v4\n" * 100 + """\ts_cmp_lt_u32 s5, 4
\ts_cbranch_scc0 .LBB0_3
.LBB0_2:
""" + "\tv_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n" * 10 + """\ts_branch .LBB0_4
.LBB0_3:
""" + "\tv_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]\n" * 10 + """.LBB0_4:
\ts_add_i32 s4, s4, 1
\ts_cmp_lg_u32 s4, 64
\ts_cbranch_scc1 .LBB0_1
\ts_endpgm
.Lfunc_end0:
; ScratchSize: 0
    .vgpr_count:     64
"""


def _loop_region(k, arch="gfx1151", **kw):
    P = dict(acm.PARAMETERS)
    regs = acm.build_regions(k, acm.ARCHS[arch], {"*": 64}, P, 32, **kw)
    return next(r for r in regs if r.name == "BB0_1")


def test_block_weights_applied_once_to_resources_and_latency():
    """A block weight is the fraction of iterations the block runs, applied once. The old code
    multiplied the region's execution count by its first block's weight (on top of the
    per-block weights: the header's weight counted twice, and scaled the latency term too) and
    simulated both sides of a divergent branch in series (weights ignored by the latency)."""
    k = acm.Kernel(DIVERGENT)
    full = _loop_region(k)
    half = _loop_region(k, block_weights={"BB0_1": 0.5})
    assert half.execs == full.execs == 64              # old: 32
    assert half.per_exec["valu"] == pytest.approx(full.per_exec["valu"] - 50)
    # the header's latency (100 VALU + s_cmp 1 + s_cbranch 4 cycles) counts half
    assert half.latency == pytest.approx(full.latency - 105 / 2)  # old: full.latency
    # both sides of the branch half the time each: one wave's iteration costs the header, the
    # latch and one side's 10 WMMAs, not both sides' 20
    div = _loop_region(k, block_weights={"BB0_2": 0.5, 3: 0.5})  # by label and by index
    wmma10 = 10 * 32 / acm.PARAMETERS["wmma_efficiency"]
    assert div.per_exec["wmma"] == pytest.approx(full.per_exec["wmma"] - wmma10)
    assert div.latency == pytest.approx(full.latency - wmma10 - 4 / 2)  # and half BB0_2's s_branch
    assert acm.block_weight(k, {"3": 0.5}, 3) == 0.5  # JSON keeps index keys as strings


def test_gfx12_barrier_pair_is_one_barrier():
    """gfx12's s_barrier_signal + s_barrier_wait are one barrier: barrier_cycles once per pair,
    one n_barrier (the old code charged both halves)."""
    arch = acm.ARCHS["gfx1201"]
    P = dict(acm.PARAMETERS)
    pair = [acm.Instr(i, t.split()[0], t) for i, t in enumerate(["s_barrier_signal -1", "s_barrier_wait -1"])]
    t, _ = acm._simulate(pair, arch, 32, P)
    assert t == pytest.approx(P["barrier_cycles"])
    assert sum(acm.classify(i, arch, 32, P)[0].get("n_barrier", 0) for i in pair) == 1
    # the real gfx1201 loop: as many barriers counted as there are pairs
    k = acm.Kernel(read("featherattn_dkdv_gfx1201_loop.s"))
    body = [i for bi in loops_by_label(k)["BB0_4"].blocks for i in k.blocks[bi].instrs]
    n_wait = sum(i.op == "s_barrier_wait" for i in body)
    assert n_wait == sum(i.op == "s_barrier_signal" for i in body) > 0
    assert sum(acm.classify(i, arch, 32, P)[0].get("n_barrier", 0) for i in body) == n_wait
    # gfx11's single s_barrier is unchanged
    assert acm._simulate([acm.Instr(0, "s_barrier", "s_barrier")], acm.ARCHS["gfx1100"], 32, P)[0] == P["barrier_cycles"]


def test_cache_invalidates_move_no_bytes():
    """gfx12's global_inv and gfx11's buffer_gl0_inv are cache-control ops priced the same way:
    no bytes (the old code priced global_inv as a 128-byte vector load, with lat_vmem for the
    s_wait_loadcnt after it, while buffer_gl0_inv cost nothing); on gfx12 loadcnt counts it, so
    a wait after it waits lat_cache_inv."""
    P = dict(acm.PARAMETERS)
    for text, arch in (("global_inv scope:SCOPE_SE", "gfx1201"), ("buffer_gl0_inv", "gfx1151"),
                       ("buffer_gl1_inv", "gfx1100")):
        c, kind = charge(text, arch)
        assert kind == "cache_inv" and c == {"n_cache_inv": 1}, text
    seq = ["s_barrier_wait -1", "global_inv scope:SCOPE_SE", "s_wait_loadcnt_dscnt 0x0"]
    instrs = [acm.Instr(i, t.split()[0], t) for i, t in enumerate(seq)]
    t, _ = acm._simulate(instrs, acm.ARCHS["gfx1201"], 32, P)
    assert t == pytest.approx(P["barrier_cycles"] + 1 + P["lat_cache_inv"])
    seq11 = ["s_barrier", "buffer_gl0_inv", "s_waitcnt vmcnt(0)"]
    t11, _ = acm._simulate([acm.Instr(i, x.split()[0], x) for i, x in enumerate(seq11)],
                           acm.ARCHS["gfx1151"], 32, P)
    assert t11 == pytest.approx(P["barrier_cycles"] + 1)
