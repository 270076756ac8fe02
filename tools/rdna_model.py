"""A cycle model of a compiled AMD RDNA3 / RDNA3.5 / RDNA4 kernel, from its AMDGCN text
(a developer tool of FeatherAttn; docs/rdna-model.md has the parameters, the fit against
measured kernels and the limits). Its numbers are model estimates, never timings.

Input: the kernel's AMDGCN assembly (what Triton leaves in `compiled.asm["amdgcn"]`, or any
LLVM AMDGPU `.s`), its launch metadata (grid, num_warps, LDS bytes, optional DRAM bytes),
and the trip counts of its loops (per loop, keyed by header label, by ordinal, or by depth;
the loop structure itself is read from the asm). Output: predicted time on each target
(gfx1100 RX 7900 XTX, gfx1151 Radeon 8060S, gfx1201 RX 9070 XT; gfx1200 too), with a
per-loop-iteration breakdown of what one wave spends on each resource.

Nothing here knows what the kernel computes: every instruction is priced by its opcode, every
loop by its trip count, so AITER's kernels, FeatherAttn's or any other Triton kernel are priced
the same way.

How it prices a launch
----------------------
1. The kernel is the symbol its descriptor names (`.amdhsa_kernel`, or the metadata's
   `.symbol: NAME.kd`), not the first function of the text (a helper left ahead of it is
   skipped; a helper's instructions, reached by s_swappc_b64, are not priced).
   Basic blocks are split at `.LBB` labels and `; %bb.N:` annotations; the CFG comes from
   s_branch / s_cbranch_* targets and fall-through. Loops are natural loops of the CFG (back
   edges u->h with h dominating u), so a loop whose latch block sits above its header, and
   loops nested 3 deep, are found as they are. LLVM's `; Loop Header: Depth=N` /
   `; in Loop: Header=BBx_y` annotations, when present, are cross-checked (`Kernel.warnings`).
2. Every block runs (product of the trip counts of the loops around it) times per wave. A
   branch inside a loop body is assumed taken both ways (every block of the body runs each
   iteration): an overestimate for bodies with rarely-run paths; give `block_weights` to
   correct it.
3. Per wave and per execution, each instruction charges resources of the SIMD, the CU or the
   GPU (PARAMETERS below): matrix cycles (WMMA), VALU issue cycles, transcendental-pipe
   cycles, SALU cycles, LDS bytes and instructions (per CU), vector-memory bytes through the
   L0/TA (per CU), L2 bytes and DRAM bytes (GPU-wide), scratch (spill) bytes.
4. One wave's latency for one iteration of each loop (and for straight-line code) is found by
   an in-order issue simulation: loads complete `lat_*` cycles after issue, s_waitcnt waits for
   them (gfx11's vmcnt/lgkmcnt/vscnt; gfx12's loadcnt/storecnt/dscnt/kmcnt and the combined
   s_wait_loadcnt_dscnt / s_wait_storecnt_dscnt), WMMA holds the wave for its matrix cycles,
   s_barrier / s_nop / s_delay_alu / taken branches add their cycles. The body is simulated
   twice and the second pass is kept, so loads issued for the next iteration (software
   pipelining, num_stages > 1) overlap as they do on the hardware.
5. Occupancy (waves per SIMD) from VGPRs (1536 per SIMD, granule 24 for wave32 on these
   parts), LDS (128 KB per WGP, WGP mode), and the 16-wave slot limit; the asm's own
   `; Occupancy:` (LLVM's, from registers) is a cross-check.
6. Per region (each loop's own blocks, and the code outside loops): time per SIMD =
   combine(resource time, latency time) where resource time is the busiest resource for all
   the waves that SIMD runs (W waves x per-wave cycles; CU resources shared by the CU's 2 SIMDs;
   L2 and DRAM shared by the GPU) and latency time is rounds x one wave's latency (O waves of a
   round run together). combine(a, b) = max(a, b) + overlap_penalty * min(a, b). Regions are
   summed; the launch time adds `launch_overhead_us`.

The costs no tool knows are the PARAMETERS entries; each one names its source.
docs/rdna-model.md has the table, the fit and the validation set (tools/rdna_validate.py:
30 measured points on gfx1100 / gfx1151 / gfx1201 priced from saved asm, fit on 4 of them) and
what is not pinned down; MEASURED_ERROR below is the held-out error.

CLI
---
  python tools/rdna_model.py KERNEL.s --meta KERNEL.json [--trips BB0_4=128,L1=128,*=1]
                            [--arch gfx1100,gfx1151,gfx1201] [--flops F] [--json out.json]
`--meta` is a JSON with at least grid (list of 3) and num_warps; optional lds_bytes,
dram_bytes, wave_size, trips (same syntax as --trips, as a dict), flops.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

# ---------------------------------------------------------------------------------------------
# Targets
# ---------------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Arch:
    name: str
    family: str          # "gfx11" or "gfx12"
    cus: int
    clock_ghz: float     # sustained shader clock
    dram_gbs: float      # DRAM bandwidth, GB/s
    l2_bytes: int        # L2 size (spill footprint test)
    mall_bytes: int      # Infinity Cache / MALL size (0: none)
    wmma_flop_per_cu_clk: dict  # dense, by operand type
    simds_per_cu: int = 2
    vgprs_per_simd: int = 1536
    vgpr_granule: int = 24       # wave32
    max_waves_per_simd: int = 16
    lds_per_wgp: int = 131072
    lds_per_wg_max: int = 65536


# WMMA dense FLOP per CU per clock: RDNA3/3.5 fp16 = bf16 = iu8 = 512, iu4 = 1024, no fp8;
# RDNA4 fp16 = bf16 = 1024, fp8 = bf8 = iu8 = 2048, iu4 4096 (GPUOpen, "Using the Matrix Cores
# of AMD RDNA 4 architecture GPUs"; AMD RDNA3 ISA guide, WMMA). One 16x16x16 f16 WMMA
# (8192 FLOP) therefore holds a SIMD (2 per CU) for 32 cycles on RDNA3, 16 on RDNA4.
_WMMA_RDNA3 = {"f16": 512, "bf16": 512, "iu8": 512, "iu4": 1024}
_WMMA_RDNA4 = {"f16": 1024, "bf16": 1024, "fp8": 2048, "bf8": 2048, "iu8": 2048, "iu4": 4096}

ARCHS = {
    # RX 7900 XTX (Navi 31): 96 CUs, 2.5 GHz boost, 960 GB/s, 6 MB L2 (AMD product page).
    "gfx1100": Arch("gfx1100", "gfx11", 96, 2.5, 960.0, 6 << 20, 96 << 20, _WMMA_RDNA3),
    # Radeon 8060S (Strix Halo): 40 CUs, 2.9 GHz, LPDDR5X-8000 256-bit = 256 GB/s, 2 MB L2
    # (woct0rdho/ComfyUI-FeatherOps docs/gfx1151_reference.md; AMD product page), 32 MB MALL.
    "gfx1151": Arch("gfx1151", "gfx11", 40, 2.9, 256.0, 2 << 20, 32 << 20, _WMMA_RDNA3),
    # RX 9070 XT (Navi 48): 64 CUs, ~2.97 GHz boost, 640 GB/s, 8 MB L2, 64 MB Infinity Cache
    # (AMD product page).
    "gfx1201": Arch("gfx1201", "gfx12", 64, 2.97, 640.0, 8 << 20, 64 << 20, _WMMA_RDNA4),
    # RX 9060 XT (Navi 44): 32 CUs, ~3.13 GHz, 320 GB/s, 4 MB L2, 32 MB Infinity Cache.
    "gfx1200": Arch("gfx1200", "gfx12", 32, 3.13, 320.0, 4 << 20, 32 << 20, _WMMA_RDNA4),
}

# ---------------------------------------------------------------------------------------------
# Parameters: the costs no tool knows. Each value names its source; "fit" ones were set by the
# fit in tools/rdna_reproduce.py (docs/rdna-model.md has the fit set and the held-out error).
# ---------------------------------------------------------------------------------------------

PARAMETERS = {
    # VALU: a wave32 VALU op issues in 1 cycle per SIMD (32 lanes; FP32 FMA single issue is
    # 128 FLOP/CU/clk), a VOPD (v_dual_*) pair in 1 cycle (doubles it), FP64 at 1/32 rate
    # (ROCm rocprofiler-compute docs, "RDNA3.5 Workgroup processor (WGP)" roofline table).
    "valu_cycles": 1.0,
    "vopd_cycles": 1.0,
    "f64_cycles": 32.0,
    # Transcendentals (v_exp/log/rcp/rsq/sqrt/sin/cos) are quarter rate and run on a separate
    # pipeline from the normal VALU (LLVM AMDGPU SISchedule.td: "F16 or F32 transcendental
    # instructions (these are quarter rate)"; D92042: TRANS "execute on a separate pipeline").
    "trans_cycles": 4.0,
    # 64-bit integer multiply-add and other quarter-rate VALU (SISchedule.td WriteQuarterRate32).
    "quarter_rate_cycles": 4.0,
    # Fraction of the documented WMMA peak a loop of WMMAs sustains (clock droop under a
    # matrix load, register-bank and issue gaps). The best measured gfx1151 fp16 GEMM reaches
    # 45.7 of 59.4 TFLOP/s = 0.77 (woct0rdho's HIP scaled_mm, FeatherOps
    # docs/benchmark_tracking.md), an upper bound for a kernel that also does other work.
    "wmma_efficiency": 0.77,  # set from the measured GEMM above, not fitted
    # RDNA3/RDNA4 run WMMA on the SIMD's own VALU datapaths (no separate matrix core): the
    # WMMA cycles and the other VALU issue cycles share one pipe. 0 = serialized (default),
    # 1 = fully concurrent.
    "wmma_valu_concurrency": 0.0,
    # SALU: 1 op per cycle per SIMD (each RDNA SIMD has its own scalar unit).
    "salu_cycles": 1.0,
    # LDS: 64 KB and 32 banks of 4 bytes per CU (half a WGP's 128 KB): 128 bytes per clock per
    # CU (RDNA3 ISA guide, "Local Data Share"); an LDS instruction takes at least one pass of
    # the banks even when it moves fewer bytes (ds_load_u16: 64 B in a 128 B pass).
    # ds_bpermute/permute/swizzle go through the same crossbar.
    "lds_bytes_per_clk_cu": 128.0,
    # Efficiency of the LDS pipe (bank conflicts, and the gaps between dependent passes):
    # 1.0 = every pass useful (FeatherOps' rocprof: 0-2.9 % LDS bank conflicts on attention).
    "lds_efficiency": 1.0,
    # Vector memory through the texture addresser / L0: 64 bytes per clock per CU (one 64 B
    # cache line per clock; RDNA whitepaper's L0 line size). Estimate, not documented.
    "vmem_bytes_per_clk_cu": 64.0,
    # L2 (GL2) bandwidth GPU-wide, bytes per clock per CU. Estimate, not documented for these
    # parts; chipsandcheese's RDNA3 microbenchmarks put 7900 XTX L2 near 2-2.5 KB/clk total.
    "l2_bytes_per_clk_cu": 24.0,
    # Infinity Cache (MALL) bandwidth, bytes per clock per CU, for spill traffic whose footprint
    # is larger than L2 but fits the MALL. AMD quotes 5.3 TB/s peak Infinity Cache bandwidth
    # for the 7900 XTX (RDNA3 launch), 22 B/clk/CU; other parts: not documented, same assumed.
    "mall_bytes_per_clk_cu": 22.0,
    # Latencies, cycles (load issue to data usable). LDS: 106.7 cycles measured by rocprof on
    # gfx1151 under a FlashAttention backward (FeatherOps d1a5fc7 bwd plan, counter pass).
    # Vector memory (L2 hit) and scalar memory: estimates (chipsandcheese RDNA3: vector L2 hit
    # ~ 120-150 ns class at ~2.5 GHz); fit.
    "lat_lds": 106.7,
    "lat_vmem": 400.0,      # fit (prior 600)
    # A spill reload that misses L2 (footprint of the resident waves' scratch > L2) is served
    # by the MALL / Infinity Cache, or by DRAM when it misses that too: chipsandcheese measured
    # 150 ns vector Infinity Cache latency on a 7900 XTX; gfx1151's MALL: not documented. fit.
    "lat_mall": 1500.0,     # default only: every arch sets its own in ARCH_PARAMETERS
    "lat_dram": 1500.0,
    "lat_smem": 200.0,
    # A cache-control op (gfx12 global_inv, gfx11 buffer_gl0_inv / gl1_inv): no data moves, the
    # L0's valid bits are cleared; it is priced as 1 issue cycle and, on gfx12 where loadcnt
    # counts it (the s_wait_loadcnt_dscnt after the barrier waits for it), completes
    # lat_cache_inv cycles after issue. 64 = about one trip down the vector-memory pipe to the
    # L0 and back without data: an estimate, not documented by AMD. gfx11's invalidates are
    # assumed counted by no wait counter (nothing waits for them).
    "lat_cache_inv": 64.0,
    # Exposed cost of one s_barrier (the waves of a workgroup meet). Estimate.
    "barrier_cycles": 32.0,
    # s_delay_alu: a dependent-issue stall of a few cycles (RDNA3 ISA guide, S_DELAY_ALU).
    "delay_alu_cycles": 2.0,
    # A taken branch refills the instruction buffer. Estimate.
    "branch_cycles": 4.0,
    # combine(resource, latency) = max + overlap_penalty * min: 0 = perfect overlap of the
    # waves' latency with other waves' work. fit.
    "overlap_penalty": 0.4,  # fit (prior 0)
    # Host-side cost per kernel launch (microseconds), added once per launch. Estimate.
    "launch_overhead_us": 10.0,
}


# Per-arch values of PARAMETERS entries, where a source documents a difference (or a fit was
# made on that arch only). predict() reads PARAMETERS, then these, then the caller's params (a
# caller's key "NAME@ARCH" applies to that arch only). Anything not here is shared by the archs;
# docs/rdna-model.md says why each shared one is assumed to carry.
ARCH_PARAMETERS = {
    # RX 7900 XTX: vector Infinity Cache latency 150.3 ns measured by chipsandcheese with the card
    # in its high power state ("Latency Testing is Hard (RDNA 3 Power Saving)", 2023-06-14; 199 ns
    # in the low state) = 376 cycles at the 2.5 GHz shader clock.
    "gfx1100": {"lat_mall": 376.0},
    # Radeon 8060S: no published MALL latency; lat_mall is fitted on gfx1151's spilling AITER
    # backward rows (tools/rdna_validate.py --fit, the 4 gfx1151 fit points) and used on gfx1151
    # only.
    "gfx1151": {"lat_mall": 1500.0},
    # RX 9070 XT: no published Infinity Cache latency; assumed Navi 31's 150.3 ns (same
    # Infinity Cache generation class, on-die here, so likely an overestimate) = 446 cycles at
    # 2.97 GHz. No gfx1201 point of the validation set spills: this value is not tested.
    "gfx1201": {"lat_mall": 446.0},
    "gfx1200": {"lat_mall": 470.0},  # the same 150.3 ns at 3.13 GHz; not tested
}


def arch_params(arch_name, params=None):
    """PARAMETERS for one arch: the shared values, ARCH_PARAMETERS[arch], then `params` (keys
    NAME apply to every arch, NAME@ARCH to that arch only)."""
    P = dict(PARAMETERS, **ARCH_PARAMETERS.get(arch_name, {}))
    for key, v in (params or {}).items():
        name, _, only = key.partition("@")
        if not only:
            P[name] = v
    for key, v in (params or {}).items():
        name, _, only = key.partition("@")
        if only == arch_name:
            P[name] = v
    return P


# The model's measured error, held out: predicted ms / measured ms - 1 over the validation set's
# held-out points (tools/rdna_model_data/validation/validation.json, priced by
# tools/rdna_validate.py; tests/test_rdna_validation.py checks this against the set), by arch and
# spilling / spill-free: n, median |error|, worst (signed). The fit (4 gfx1151 AITER points) is
# not in it. Spill-free AITER forward on gfx1151 and short sequences everywhere are missed badly
# (docs/rdna-model.md, "What the model still gets wrong").
MEASURED_ERROR = dict(
    definition="predicted ms / measured ms - 1, held-out points only",
    fit_points=4, fit_rms_log=0.061,
    held_out={
    'all': dict(n=22, median_abs=0.199, worst=-0.947),
    'gfx1100': dict(n=5, median_abs=0.198, worst=-0.667),
    'gfx1100/spill-free': dict(n=5, median_abs=0.198, worst=-0.667),
    'gfx1151': dict(n=12, median_abs=0.124, worst=-0.947),
    'gfx1151/spilling': dict(n=4, median_abs=0.086, worst=0.14),
    'gfx1151/spill-free': dict(n=8, median_abs=0.498, worst=-0.947),
    'gfx1201': dict(n=5, median_abs=0.323, worst=-0.692),
    'gfx1201/spill-free': dict(n=5, median_abs=0.323, worst=-0.692),
    'spilling': dict(n=4, median_abs=0.086, worst=0.14),
    'spill-free': dict(n=18, median_abs=0.359, worst=-0.947),
    })


def constant_trips(k, lp):
    """A loop's trip count when its exit compare is against a literal and its induction
    register counts by 1 (what LLVM emits for a constant-trip loop); else None."""
    blocks = [k.blocks[i] for i in lp.blocks]
    for b in blocks:
        for ins in b.instrs:
            m = _CMP_LIT.match(ins.text)
            if m:
                reg, lit = m.group(1), int(m.group(2), 0)
                steps = [i2 for b2 in blocks for i2 in b2.instrs
                         if re.match(rf"^s_add_[ui]32\s+{reg},\s*{reg},\s*(1|0x1|-1)$", i2.text)]
                if steps and 0 < lit <= 64:
                    return lit
    return None


# ---------------------------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------------------------

_LABEL = re.compile(r"^(\.L[\w$.]+):")
_BB_COMMENT = re.compile(r"^; %bb\.(\d+):")
_KERNEL_SYM = re.compile(r"^([A-Za-z_][\w$.]*):\s*(?:;.*)?$")
_BRANCH = re.compile(r"^\s*(s_branch|s_cbranch_\w+)\s+(\.L[\w$.]+)")
_LOOP_HEADER = re.compile(r"Loop Header: Depth=(\d+)")
_IN_LOOP = re.compile(r"in Loop: Header=(BB\d+_\d+) Depth=(\d+)")

TRANS_OPS = re.compile(r"^v_(exp|log|rcp|rsq|sqrt|sin|cos)(_iflag|_legacy)?_(f16|f32)")
QUARTER_OPS = re.compile(r"^v_(mad|mul)_(u64_u32|i64_i32|hi_u32|hi_i32|lo_u32)|^v_mul_(lo|hi)_(u|i)32")
F64_OPS = re.compile(r"^v_\w*_f64")
_CMP_LIT = re.compile(r"^s_cmp(?:k)?_(?:lg|eq|lt|le|gt|ge)_[ui]32\s+(s\d+),\s*(0x[0-9a-f]+|\d+)$")
WMMA_OPS = re.compile(r"^v_s?wmmac?_(\w+?)_16x16x(\d+)_(\w+)")


@dataclasses.dataclass
class Instr:
    line: int
    op: str
    text: str


@dataclasses.dataclass
class Block:
    index: int
    label: str | None          # "BB0_4" for .LBB0_4, else None
    first_line: int
    instrs: list
    succs: list = dataclasses.field(default_factory=list)
    ann_header_depth: int | None = None   # "Loop Header: Depth=N" annotation
    ann_in_loop: str | None = None         # "in Loop: Header=BBx_y"


@dataclasses.dataclass
class Loop:
    header: int                 # block index
    label: str
    blocks: set
    depth: int = 1
    parent: "Loop | None" = None
    ordinal: int = 0
    latch_above_header: bool = False

    @property
    def name(self):
        return self.label


def _strip(line):
    return line.split(";", 1)[0].rstrip() if not line.lstrip().startswith(";") else ""


# The kernel's name: its descriptor (`.amdhsa_kernel NAME`), else the code-object metadata's
# `.symbol: NAME.kd`. Triton 3.5 leaves some noinline helpers as functions of their own ahead of
# the kernel (`.type helper,@function` too, but no descriptor): the first symbol is not the kernel.
_AMDHSA_KERNEL = re.compile(r"^\s*\.amdhsa_kernel\s+([A-Za-z_.$][\w$.]*)\s*$", re.M)
_KD_SYMBOL = re.compile(r"^\s*\.symbol:\s+'?([A-Za-z_.$][\w$.]*?)\.kd'?\s*$", re.M)


def kernel_name(asm):
    """The name of the (first) kernel in `asm`, or None when no descriptor names one."""
    m = _AMDHSA_KERNEL.search(asm) or _KD_SYMBOL.search(asm)
    return m.group(1) if m else None


def kernel_text(asm):
    """The kernel function's lines (from its symbol to .Lfunc_end), and the metadata lines:
    (lines, start, end). The kernel is the symbol its descriptor names; without one, the first
    symbol of the text."""
    lines = asm.splitlines()
    start, end = 0, len(lines)
    name = kernel_name(asm)
    label = re.compile(rf"^{re.escape(name)}:\s*(?:;.*)?$") if name else None
    named = [i for i, l in enumerate(lines) if label is not None and label.match(l)]
    if named:
        start = named[0]
    else:  # no descriptor, or it names a symbol not in this text
        for i, l in enumerate(lines):
            m = _KERNEL_SYM.match(l)
            if m and not l.startswith(".") and not l.startswith("__"):
                start = i
                break
    for i in range(start, len(lines)):
        if lines[i].startswith(".Lfunc_end"):
            end = i
            break
    return lines, start, end


def parse_blocks(asm):
    lines, start, end = kernel_text(asm)
    blocks = []
    cur = None

    def new_block(label, i):
        b = Block(index=len(blocks), label=label, first_line=i, instrs=[])
        blocks.append(b)
        return b
    i = start + 1
    cur = new_block("entry", start)
    while i < end:
        line = lines[i]
        m = _LABEL.match(line)
        mb = _BB_COMMENT.match(line)
        if m or mb:
            label = m.group(1)[2:] if m else None  # ".LBB0_4" -> "BB0_4"
            if label is not None and not label.startswith("BB"):
                i += 1
                continue
            if cur.instrs or cur.label not in ("entry",) or m:
                cur = new_block(label, i)
            # annotations: on the label line and the comment lines after it
            j = i
            text = line
            while j + 1 < end and lines[j + 1].lstrip().startswith(";") and not _BB_COMMENT.match(lines[j + 1]):
                j += 1
                text += "\n" + lines[j]
            h = _LOOP_HEADER.search(text)
            if h:
                cur.ann_header_depth = int(h.group(1))
            il = _IN_LOOP.search(text)
            if il:
                cur.ann_in_loop = il.group(1)
            i = j + 1
            continue
        s = _strip(line)
        if s and line[:1] in ("\t", " ") and not s.lstrip().startswith("."):
            op = s.split()[0]
            cur.instrs.append(Instr(i, op, s.strip()))
            if op == "s_endpgm":
                pass
        i += 1
    # CFG
    by_label = {b.label: b.index for b in blocks if b.label}
    for b in blocks:
        fall = True
        for ins in b.instrs:
            m = _BRANCH.match("\t" + ins.text)
            if m:
                tgt = m.group(2)[2:]
                if tgt in by_label:
                    b.succs.append(by_label[tgt])
                if m.group(1) == "s_branch":
                    fall = False
            if ins.op in ("s_endpgm", "s_setpc_b64", "s_trap"):
                fall = False
        if fall and b.index + 1 < len(blocks):
            b.succs.append(b.index + 1)
    return blocks


def _dominators(blocks):
    n = len(blocks)
    preds = [[] for _ in range(n)]
    for b in blocks:
        for s in b.succs:
            preds[s].append(b.index)
    reach = set()
    stack = [0]
    while stack:
        x = stack.pop()
        if x in reach:
            continue
        reach.add(x)
        stack.extend(blocks[x].succs)
    dom = {i: set(reach) for i in reach}
    dom[0] = {0}
    changed = True
    while changed:
        changed = False
        for i in sorted(reach):
            if i == 0:
                continue
            ps = [p for p in preds[i] if p in reach]
            new = set.intersection(*(dom[p] for p in ps)) if ps else set()
            new = new | {i}
            if new != dom[i]:
                dom[i] = new
                changed = True
    return dom, preds


def find_loops(blocks):
    """Natural loops (merged per header), nested by containment."""
    dom, preds = _dominators(blocks)
    bodies = {}
    for b in blocks:
        if b.index not in dom:
            continue
        for h in b.succs:
            if h in dom.get(b.index, ()):  # back edge b -> h
                body = {h, b.index}
                stack = [b.index]
                while stack:
                    x = stack.pop()
                    if x == h:
                        continue
                    for p in preds[x]:
                        if p not in body and p in dom:
                            body.add(p)
                            stack.append(p)
                bodies.setdefault(h, set()).update(body)
    loops = []
    for h, body in bodies.items():
        lab = blocks[h].label or f"bb{h}"
        loops.append(Loop(header=h, label=lab, blocks=body,
                          latch_above_header=min(body) < h))
    loops.sort(key=lambda lp: len(lp.blocks))
    for i, lp in enumerate(loops):  # parent = smallest strictly larger loop containing it
        for big in loops[i + 1:]:
            if lp.blocks < big.blocks or (lp.blocks <= big.blocks and big.header != lp.header):
                lp.parent = big
                break
    for lp in loops:
        d, p = 1, lp.parent
        while p is not None:
            d, p = d + 1, p.parent
        lp.depth = d
    loops.sort(key=lambda lp: blocks[lp.header].first_line)
    for i, lp in enumerate(loops):
        lp.ordinal = i
    return loops


def innermost_loop_of(blocks, loops):
    own = {}
    for lp in sorted(loops, key=lambda x: len(x.blocks), reverse=True):
        for bi in lp.blocks:
            own[bi] = lp
    return own


def check_annotations(blocks, loops):
    """Differences between the CFG's loops and LLVM's loop comments (empty when they agree)."""
    warnings = []
    ann = {b.label: b.ann_header_depth for b in blocks if b.ann_header_depth is not None}
    found = {lp.label: lp.depth for lp in loops}
    for lab, d in ann.items():
        if lab not in found:
            warnings.append(f"annotated loop header {lab} (depth {d}) not found in the CFG")
        elif found[lab] != d:
            warnings.append(f"loop {lab}: CFG depth {found[lab]} vs annotated depth {d}")
    for lab in found:
        if ann and lab not in ann:
            warnings.append(f"CFG loop {lab} has no LLVM loop annotation")
    own = innermost_loop_of(blocks, loops)
    for b in blocks:
        if b.ann_in_loop and b.index in own and own[b.index].label != b.ann_in_loop:
            warnings.append(f"block {b.label or b.index}: CFG loop {own[b.index].label} vs annotated {b.ann_in_loop}")
    return warnings


# Scratch (private segment) bytes per lane, in the order they are read: LLVM's `; ScratchSize:`
# comment, else the kernel descriptor's `.amdhsa_private_segment_fixed_size` (older LLVM prints
# no comment; the same per-lane size), else the code-object metadata's
# `.private_segment_fixed_size:`. A descriptor whose size is an expression (a call graph's
# `max(...)`) is no number: the next source is read.
_SCRATCH_SOURCES = (r"^; ScratchSize: (\d+)",
                    r"^\s*\.amdhsa_private_segment_fixed_size\s+(\d+)\s*(?:;.*)?$",
                    r"^\s*\.private_segment_fixed_size:\s+(\d+)\s*$")


def scratch_size(asm):
    """Scratch bytes per lane of the kernel in `asm`, or None when the asm says nothing."""
    for pattern in _SCRATCH_SOURCES:
        m = re.search(pattern, _from_kernel(asm), re.M)
        if m:
            return int(m.group(1))
    return None


def _from_kernel(asm):
    """The text from the kernel's symbol on: LLVM prints each function's `; ScratchSize:` after
    its end, so a helper ahead of the kernel has its own comment first."""
    lines, start, _ = kernel_text(asm)
    return "\n".join(lines[start:])


def parse_metadata(asm):
    def field(pattern, cast=int):
        m = re.search(pattern, asm)
        return cast(m.group(1)) if m else None
    scratch = scratch_size(asm)
    target = re.search(r'\.amdgcn_target\s+"[^"]*?(gfx\w+?)(?:[:"])', asm)
    return dict(
        target=target.group(1) if target else None,
        vgprs=field(r"\.vgpr_count:\s+(\d+)"),
        sgprs=field(r"\.sgpr_count:\s+(\d+)"),
        vgpr_spills=field(r"\.vgpr_spill_count:\s+(\d+)") or 0,
        sgpr_spills=field(r"\.sgpr_spill_count:\s+(\d+)") or 0,
        scratch_bytes=scratch or 0,
        scratch_known=scratch is not None,
        occupancy=field(r"; Occupancy: (\d+)"),
        wave_size=32 if re.search(r"\.amdhsa_wavefront_size32 1|\.wavefront_size:\s+32", asm) else (
            64 if re.search(r"\.wavefront_size:\s+64", asm) else 32),
        max_workgroup=field(r"\.max_flat_workgroup_size:\s+(\d+)"),
        lds_static=field(r"\.group_segment_fixed_size:\s+(\d+)") or 0,
    )


# ---------------------------------------------------------------------------------------------
# Instruction classes
# ---------------------------------------------------------------------------------------------

_WIDTH = {"b32": 4, "b64": 8, "b96": 12, "b128": 16, "u8": 1, "i8": 1, "u16": 2, "i16": 2,
          "d16": 2, "b16": 2, "dword": 4, "dwordx2": 8, "dwordx3": 12, "dwordx4": 16,
          "ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "short": 2, "byte": 1}


def mem_width(op):
    """Bytes per lane of a memory instruction (x2 for ds *_2addr_*)."""
    m = re.search(r"_(b32|b64|b96|b128|u8|i8|u16|i16|b16|dwordx[234]|dword|ubyte|sbyte|ushort|sshort|short|byte)\b", op)
    w = _WIDTH[m.group(1)] if m else 4
    if "d16" in op and not m:
        w = 2
    if "_2addr" in op:
        w *= 2
    m2 = re.search(r"format_xyzw|format_xyz|format_xy|format_x", op)
    if m2:
        w = 4 * len(m2.group(0).split("_")[1])
    return w


def wmma_cycles(op, arch: Arch):
    m = WMMA_OPS.match(op)
    if not m:
        return None
    k = int(m.group(2))
    srcty = m.group(3)
    ty = "f16"
    for t in ("bf16", "f16", "fp8", "bf8", "iu8", "iu4"):
        if t in srcty:
            ty = t
            break
    rate = arch.wmma_flop_per_cu_clk.get(ty)
    if rate is None:  # e.g. fp8 on gfx11 does not exist: price as f16
        rate = arch.wmma_flop_per_cu_clk["f16"]
    flop = 2 * 16 * 16 * k
    if op.startswith("v_swmmac"):
        flop //= 2  # sparse: half the products are skipped
    return flop / (rate / arch.simds_per_cu), flop


def classify(ins: Instr, arch: Arch, wave: int, P):
    """-> dict of per-wave resource charges for one execution, plus the kind for latency."""
    op = ins.op
    lanes = wave
    c = {}
    kind = "other"
    if op.startswith(("v_wmma", "v_swmmac")):
        cyc, flop = wmma_cycles(op, arch)
        c["wmma"] = cyc * (wave / 32) / P["wmma_efficiency"]
        c["wmma_flop"] = flop * (wave / 32)
        c["n_wmma"] = 1
        kind = "wmma"
    elif op.startswith("ds_") or op.startswith("lds_"):
        if op in ("ds_nop",):
            return c, kind
        w = mem_width(op)
        if any(x in op for x in ("bpermute", "permute", "swizzle")):
            w = 4
        nbytes = w * lanes
        c["lds_bytes"] = nbytes
        c["lds_cycles"] = max(1.0, nbytes / P["lds_bytes_per_clk_cu"]) * (wave / 32 if wave > 32 else 1)
        c["n_lds"] = 1
        is_load = ("load" in op or "read" in op or "permute" in op or "swizzle" in op
                   or op.startswith("ds_append") or "_rtn" in op)
        kind = "lds_load" if is_load else "lds_store"
    elif op.startswith(("buffer_", "global_", "flat_", "scratch_", "tbuffer_")):
        if (op.startswith(("buffer_gl", "buffer_wbinvl", "buffer_inv", "buffer_wbl2"))
                or op in ("global_inv", "global_wb", "global_wbinv")):
            # cache control (gfx11's buffer_gl0_inv / buffer_gl1_inv, gfx12's global_inv after
            # a barrier): no bytes move; _simulate gives it lat_cache_inv where a counter
            # counts it (gfx12's loadcnt)
            c["n_cache_inv"] = 1
            return c, "cache_inv"
        w = mem_width(op)
        nbytes = w * lanes
        is_store = "store" in op or "atomic" in op and "_rtn" not in op
        is_scratch = op.startswith("scratch_") or (op.startswith("buffer_") and "off, s[0:3]" in ins.text)
        c["vmem_bytes"] = nbytes
        c["vmem_cycles"] = max(1.0, nbytes / P["vmem_bytes_per_clk_cu"])
        c["n_vmem"] = 1
        if is_scratch:
            c["scratch_bytes"] = nbytes
            c["n_scratch"] = 1
        elif is_store:
            c["global_store_bytes"] = nbytes
        else:
            c["global_load_bytes"] = nbytes
        if "atomic" in op:
            c["n_atomic"] = 1
        kind = "vmem_store" if is_store and "_rtn" not in op else "vmem_load"
    elif op.startswith("s_"):
        if op.startswith(("s_load", "s_buffer_load", "s_scratch_load")):
            c["n_smem"] = 1
            kind = "smem"
        elif op.startswith("s_waitcnt") or op == "s_wait_idle" or op.startswith("s_wait_"):
            kind = "wait"
        elif op == "s_barrier_signal" or op == "s_barrier_signal_isfirst":
            # gfx12 splits one barrier into s_barrier_signal + s_barrier_wait: the pair is one
            # barrier, charged at its wait (the signal only issues)
            kind = "other"
        elif op == "s_barrier" or op.startswith("s_barrier"):
            c["n_barrier"] = 1
            kind = "barrier"
        elif op == "s_nop":
            kind = "nop"
        elif op == "s_delay_alu":
            kind = "delay"
        elif op.startswith(("s_branch", "s_cbranch")):
            c["salu"] = P["salu_cycles"]
            c["n_branch"] = 1
            kind = "branch"
        elif op in ("s_endpgm", "s_clause", "s_setprio", "s_sendmsg", "s_sleep", "s_code_end",
                    "s_inst_prefetch", "s_set_inst_prefetch_distance", "s_waitcnt_depctr",
                    "s_singleuse_vdst", "s_icache_inv"):
            kind = "other"
        else:
            c["salu"] = P["salu_cycles"]
            c["n_salu"] = 1
            kind = "salu"
    elif op.startswith("v_"):
        base = op.split("_e32")[0].split("_e64")[0].split("_dpp")[0].split("_sdwa")[0]
        mult = wave / 32
        if op.startswith("v_dual_"):
            c["valu"] = P["vopd_cycles"] * mult
            c["n_valu"] = 2
            c["n_vopd"] = 1
            if "::" in ins.text:
                second = ins.text.split("::", 1)[1].split()[0]
                if TRANS_OPS.match(second.replace("v_dual_", "v_")):
                    c["trans"] = P["trans_cycles"] * mult
        elif TRANS_OPS.match(base):
            c["valu"] = P["valu_cycles"] * mult
            c["trans"] = P["trans_cycles"] * mult
            c["n_trans"] = 1
            c["n_valu"] = 1
            kind = "trans"
        elif F64_OPS.match(base):
            c["valu"] = P["f64_cycles"] * mult
            c["n_valu"] = 1
        elif QUARTER_OPS.match(base):
            c["valu"] = P["quarter_rate_cycles"] * mult
            c["n_valu"] = 1
        else:
            c["valu"] = P["valu_cycles"] * mult
            c["n_valu"] = 1
        if kind == "other":
            kind = "valu"
    return c, kind


_WAIT = re.compile(r"(vmcnt|lgkmcnt|vscnt|expcnt)\((\d+)\)")
_IMM = r"\s+(0x[0-9a-fA-F]+|\d+)"
# gfx12 (RDNA4) splits gfx11's counters and waits on each with its own instruction, plus two
# combined forms whose 16-bit immediate packs two counters: loadcnt or storecnt in bits [13:8]
# (6 bits), dscnt in bits [5:0] (LLVM AMDGPUBaseInfo.cpp: getLoadcntStorecntBitShift = 8,
# getDscntBitShift = 0, widths 6; decodeLoadcntDscnt / decodeStorecntDscnt). LLVM emits
# `s_wait_loadcnt_dscnt 0x0` before nearly every barrier of a Triton loop.
_GFX12_WAIT = re.compile(r"^s_wait_(loadcnt|storecnt|dscnt|kmcnt|samplecnt|bvhcnt|expcnt)" + _IMM)
_GFX12_WAIT2 = re.compile(r"^s_wait_(loadcnt|storecnt)_dscnt" + _IMM)


def _wait_targets(ins: Instr):
    """{counter: N} of a wait instruction: gfx11's vmcnt / lgkmcnt / vscnt / expcnt, or gfx12's
    loadcnt / storecnt / dscnt / kmcnt / samplecnt / bvhcnt / expcnt by their own names
    (_simulate maps them onto its queues)."""
    t = ins.text
    out = {}
    if ins.op == "s_waitcnt_vscnt":
        m = re.search(r",\s*(0x[0-9a-f]+|\d+)", t)
        out["vscnt"] = int(m.group(1), 0) if m else 0
        return out
    if ins.op == "s_waitcnt_vmcnt":
        m = re.search(r",\s*(0x[0-9a-f]+|\d+)", t)
        out["vmcnt"] = int(m.group(1), 0) if m else 0
        return out
    if ins.op == "s_waitcnt_lgkmcnt":
        m = re.search(r",\s*(0x[0-9a-f]+|\d+)", t)
        out["lgkmcnt"] = int(m.group(1), 0) if m else 0
        return out
    for name, n in _WAIT.findall(t):
        out[name] = int(n)
    m = _GFX12_WAIT.match(t)
    if m:
        out[m.group(1)] = int(m.group(2), 0)
    m = _GFX12_WAIT2.match(t)
    if m:
        imm = int(m.group(2), 0)
        out[m.group(1)] = (imm >> 8) & 0x3F
        out["dscnt"] = imm & 0x3F
    return out


# The queues each counter counts (_simulate's lists): vm = vector-memory loads (scratch reloads
# included), vs = vector-memory stores, ds = LDS ops, km = scalar-memory loads. gfx11's lgkmcnt
# counts LDS and SMEM together; gfx12 counts them apart (dscnt, kmcnt). samplecnt / bvhcnt
# (image samples, BVH) and expcnt (exports) count ops the model does not issue: nothing to wait.
_WAIT_QUEUES = {"vmcnt": ("vm",), "loadcnt": ("vm",), "vscnt": ("vs",), "storecnt": ("vs",),
                "lgkmcnt": ("ds", "km"), "dscnt": ("ds",), "kmcnt": ("km",)}


# ---------------------------------------------------------------------------------------------
# The model
# ---------------------------------------------------------------------------------------------

RES_SIMD = ("pipe", "trans", "salu")        # per SIMD ("pipe": VALU issue + WMMA)
RES_CU = ("lds", "vmem")                    # per CU (2 SIMDs)
RES_GPU = ("l2", "mall", "dram")                    # GPU-wide


class Kernel:
    """A parsed kernel: blocks, CFG loops, metadata. Arch-independent."""

    def __init__(self, asm: str, name: str = "kernel"):
        self.asm = asm
        self.name = name
        self.blocks = parse_blocks(asm)
        self.loops = find_loops(self.blocks)
        self.meta = parse_metadata(asm)
        self.warnings = check_annotations(self.blocks, self.loops)
        if not self.meta["scratch_known"]:
            self.warnings.append("no `; ScratchSize:`, `.amdhsa_private_segment_fixed_size` or "
                                 "`.private_segment_fixed_size:` in the asm: scratch unknown, "
                                 "priced as 0 (spill-free)")
        self.own = innermost_loop_of(self.blocks, self.loops)

    def loop_table(self):
        rows = []
        for lp in self.loops:
            n_wmma = sum(1 for bi in lp.blocks if self.own.get(bi) is lp
                         for ins in self.blocks[bi].instrs if ins.op.startswith("v_wmma"))
            rows.append(dict(label=lp.label, ordinal=lp.ordinal, depth=lp.depth,
                             parent=lp.parent.label if lp.parent else None,
                             blocks=len(lp.blocks), latch_above_header=lp.latch_above_header,
                             wmma_own=n_wmma))
        return rows

    def resolve_trips(self, trips):
        """trips: {key: count}; key = header label ("BB0_4"), "L<ordinal>", "depth<N>", "*"."""
        trips = dict(trips or {})
        out = {}
        for lp in self.loops:
            for key in (lp.label, f"L{lp.ordinal}", f"depth{lp.depth}", "*"):
                if key in trips:
                    out[lp.label] = float(trips[key])
                    break
            else:
                out[lp.label] = 1.0
        unknown = [k for k in trips if k != "*" and not k.startswith("depth")
                   and k not in {lp.label for lp in self.loops}
                   and k not in {f"L{lp.ordinal}" for lp in self.loops}]
        if unknown:
            raise KeyError(f"trip counts for loops not in the kernel: {unknown}; loops: "
                           f"{[(lp.label, 'L%d' % lp.ordinal, lp.depth) for lp in self.loops]}")
        return out


def _add(d, c, k=1.0):
    for key, v in c.items():
        d[key] = d.get(key, 0.0) + v * k


def _simulate(instrs, arch, wave, P, carry=None, weights=None):
    """In-order issue of one wave over `instrs`; returns (cycles, state).

    `weights` (one per instruction, default 1) is the fraction of iterations the instruction's
    block runs (build_regions' block_weights): the wave's expected time, so each instruction's
    issue cycles are scaled by its weight, and a wait stalls weight(wait) x weight(load) x the
    gap to that load's completion (a load from a block run half the time is waited for half
    the time). A load's own latency is not scaled. With every weight 1 this is plain in-order
    issue."""
    t = 0.0
    st = carry or dict(vm=[], ds=[], km=[], vs=[], trans_free=0.0)
    qs = {name: list(st[name]) for name in ("vm", "ds", "km", "vs")}
    vm, ds, km, vs = qs["vm"], qs["ds"], qs["km"], qs["vs"]
    trans_free = st["trans_free"]
    weights = weights or [1.0] * len(instrs)
    for ins, w in zip(instrs, weights):
        c, kind = classify(ins, arch, wave, P)
        t0 = t
        if kind == "wait":
            for name, n in _wait_targets(ins).items():
                counted = [qs[q] for q in _WAIT_QUEUES.get(name, ())]
                # wait until at most n of the counted ops are outstanding: the earliest to
                # complete retire first (lgkmcnt: LDS and SMEM together)
                while sum(map(len, counted)) > n:
                    q = min((q for q in counted if q), key=_done)
                    q.sort(key=_done)
                    done, wl = _entry(q.pop(0))
                    t = max(t, t + w * wl * (done - t))
            continue
        if kind == "wmma":
            t += c["wmma"]
        elif kind == "trans":
            t = max(t, trans_free)
            trans_free = t + c.get("trans", 0.0)
            t += c.get("valu", 1.0)
        elif kind == "valu":
            t += c.get("valu", 1.0)
        elif kind == "salu":
            t += c.get("salu", 1.0)
        elif kind == "branch":
            t += P["branch_cycles"]
        elif kind == "barrier":
            t += P["barrier_cycles"]
        elif kind == "delay":
            t += P["delay_alu_cycles"]
        elif kind == "nop":
            m = re.search(r"(\d+)", ins.text[5:])
            t += (int(m.group(1)) if m else 0) + 1
        elif kind == "lds_load":
            t += 1
            ds.append((t + P["lat_lds"] + c["lds_cycles"], w))
        elif kind == "lds_store":
            t += 1
            ds.append((t + c["lds_cycles"], w))
        elif kind == "smem":
            t += 1
            km.append((t + P["lat_smem"], w))
        elif kind == "cache_inv":
            # no bytes; gfx12's global_inv counts in loadcnt (the s_wait_loadcnt after it waits
            # for it); gfx11's buffer_gl0_inv / gl1_inv are assumed counted by no wait counter
            t += 1
            if arch.family == "gfx12":
                vm.append((t + P["lat_cache_inv"], w))
        elif kind == "vmem_load":
            t += 1
            lat = P["lat_vmem"]
            if c.get("n_scratch"):
                miss, dram = P.get("_scratch_l2_miss", 0.0), P.get("_scratch_dram_frac", 0.0)
                lat = (1 - miss) * P["lat_vmem"] + (miss - dram) * P["lat_mall"] + dram * P["lat_dram"]
            vm.append((t + lat + c["vmem_cycles"], w))
        elif kind == "vmem_store":
            t += 1
            (vs if arch.family in ("gfx11", "gfx12") else vm).append((t + c["vmem_cycles"] + 64, w))
        if w != 1.0:  # a block run in a fraction w of the iterations: w of its issue time
            t = t0 + w * (t - t0)
    # shift outstanding completion times to the next region's clock
    state = dict({name: [(_done(x) - t, _entry(x)[1]) for x in q] for name, q in qs.items()},
                 trans_free=trans_free - t)
    return t, state


def _entry(x):
    """A queue entry: (completion time, weight of the block that issued it); a bare number is
    a completion time of weight 1."""
    return x if isinstance(x, tuple) else (x, 1.0)


def _done(x):
    return _entry(x)[0]


@dataclasses.dataclass
class Region:
    """One loop's own blocks (exclusive of nested loops), or the code outside all loops."""
    name: str
    depth: int
    execs: float                 # executions per wave (product of enclosing trip counts)
    trips: float                 # this loop's trip count (1 for straight-line code)
    per_exec: dict               # per-wave resource charges for one execution
    latency: float               # one wave, one execution (cycles)
    instrs: int


def block_weight(k: Kernel, block_weights, bi):
    """The weight of block `bi`: the fraction of its loop's iterations (of the wave's
    executions, outside loops) in which the block runs. Keyed by the block's label ("BB5_26"),
    else by its index in Kernel.blocks (an int, or its decimal string as JSON keeps it); 1.0
    when not given."""
    if not block_weights:
        return 1.0
    b = k.blocks[bi]
    for key in (b.label, bi, str(bi)):
        if key is not None and key in block_weights:
            return float(block_weights[key])
    return 1.0


def build_regions(k: Kernel, arch: Arch, trips: dict, P, wave: int, block_weights=None):
    """One Region per loop (its own blocks) and one for the code outside loops. A block weight
    w (block_weight) means the block runs in a fraction w of the executions of its region: its
    instructions' resource charges and its share of the one-wave latency are both scaled by w,
    once; the region's execution count is the product of the enclosing trip counts, whatever
    the weight of its first block."""
    block_weights = block_weights or {}
    tr = k.resolve_trips(trips)
    own = k.own
    regions = []
    # execution count per block
    def execs_of(bi):
        lp = own.get(bi)
        n = 1.0
        while lp is not None:
            n *= tr[lp.label]
            lp = lp.parent
        return n
    groups = {}
    for b in k.blocks:
        lp = own.get(b.index)
        groups.setdefault(lp.label if lp else None, []).append(b.index)
    # inner loops first, so a parent's latency can include its children
    child_lat = {}
    order = sorted(k.loops, key=lambda lp: -lp.depth)
    for lp in order + [None]:
        key = lp.label if lp else None
        bis = sorted(groups.get(key, []), key=lambda i: k.blocks[i].first_line)
        per_exec = {}
        instrs = []
        weights = []
        for bi in bis:
            w = block_weight(k, block_weights, bi)
            for ins in k.blocks[bi].instrs:
                c, _ = classify(ins, arch, wave, P)
                _add(per_exec, c, w)
                instrs.append(ins)
                weights.append(w)
        # latency of one execution: two passes, keep the second (loop-carried loads); a block's
        # weight scales its share of the latency as it scales its resource charges (once)
        t1, st = _simulate(instrs, arch, wave, P, weights=weights)
        if lp is not None:
            t2, _ = _simulate(instrs, arch, wave, P, carry=st, weights=weights)
        else:
            t2 = t1
        kids = [c for c in k.loops if c.parent is lp]
        lat = t2 + sum(child_lat[c.label] * tr[c.label] for c in kids)
        if lp is not None:
            child_lat[lp.label] = lat
        name = lp.label if lp else "(outside loops)"
        execs = execs_of(bis[0]) if bis else (1.0 if lp is None else math.prod(
            tr[x.label] for x in _ancestors(lp)))
        if lp is not None and not bis:
            execs = math.prod(tr[x.label] for x in _ancestors(lp))
        regions.append(Region(name=name, depth=lp.depth if lp else 0, execs=execs,
                              trips=tr[lp.label] if lp else 1.0, per_exec=per_exec,
                              latency=t2, instrs=len(instrs)))
    regions.sort(key=lambda r: (r.depth, r.name))
    return regions


def _ancestors(lp):
    out = []
    while lp is not None:
        out.append(lp)
        lp = lp.parent
    return out


def occupancy(k: Kernel, arch: Arch, num_warps: int, lds_bytes: int):
    """Waves per SIMD: min over VGPRs, LDS (per WGP, WGP mode), wave slots; and the limiter."""
    wave = k.meta["wave_size"] or 32
    vg = k.meta["vgprs"] or 256
    granule = arch.vgpr_granule if wave == 32 else arch.vgpr_granule // 2
    per_simd_regs = arch.vgprs_per_simd if wave == 32 else arch.vgprs_per_simd // 2
    alloc = math.ceil(vg / granule) * granule
    by_vgpr = min(arch.max_waves_per_simd, per_simd_regs // alloc)
    lds = max(lds_bytes or 0, k.meta["lds_static"] or 0)
    simds_per_wgp = 2 * arch.simds_per_cu
    # a workgroup's waves spread over the WGP's 4 SIMDs; whole workgroups only
    wg_by_vgpr = (by_vgpr * simds_per_wgp) // num_warps
    wg_by_lds = arch.lds_per_wgp // lds if lds else 10 ** 6
    wg_by_slots = (arch.max_waves_per_simd * simds_per_wgp) // num_warps
    wgs = max(1, min(wg_by_vgpr, wg_by_lds, wg_by_slots))
    limiter = min((wg_by_vgpr, "vgpr"), (wg_by_lds, "lds"), (wg_by_slots, "slots"))[1]
    waves = wgs * num_warps / simds_per_wgp
    asm_occ = k.meta.get("occupancy")
    return dict(waves_per_simd=waves, workgroups_per_wgp=wgs, limiter=limiter,
                vgpr_alloc=alloc, by_vgpr=by_vgpr, asm_occupancy=asm_occ,
                lds_bytes=lds)


def combine(res, lat, P):
    return max(res, lat) + P["overlap_penalty"] * min(res, lat)


def predict(k: Kernel, arch_name: str, grid, num_warps, trips=None, lds_bytes=0, dram_bytes=None,
            flops=None, params=None, block_weights=None):
    """Predicted time of one launch of `k` on `arch_name`. Returns a dict (see keys)."""
    P = arch_params(arch_name, params)
    arch = ARCHS[arch_name]
    wave = k.meta["wave_size"] or 32
    programs = int(grid[0]) * int(grid[1] if len(grid) > 1 else 1) * int(grid[2] if len(grid) > 2 else 1)
    occ = occupancy(k, arch, num_warps, lds_bytes)
    n_wgp = arch.cus // 2
    simds_per_wgp = 2 * arch.simds_per_cu
    progs_per_wgp = math.ceil(programs / n_wgp)
    waves_per_simd_total = progs_per_wgp * num_warps / simds_per_wgp  # busiest SIMD
    rounds = math.ceil(progs_per_wgp / occ["workgroups_per_wgp"])
    total_waves = programs * num_warps
    clk = arch.clock_ghz * 1e9
    # scratch spill traffic: does the spill footprint of the resident waves fit in L2?
    scratch_lane = k.meta["scratch_bytes"] or 0
    resident_waves = occ["waves_per_simd"] * arch.cus * arch.simds_per_cu
    footprint = scratch_lane * wave * resident_waves
    # the part of the spill traffic that misses L2 goes to the MALL if the footprint fits it,
    # else (the part that misses the MALL too) to DRAM
    scratch_miss = 0.0 if footprint <= arch.l2_bytes else 1.0 - arch.l2_bytes / footprint
    scratch_dram_frac = 0.0 if footprint <= arch.l2_bytes + arch.mall_bytes else \
        1.0 - (arch.l2_bytes + arch.mall_bytes) / footprint
    scratch_mall_frac = scratch_miss - scratch_dram_frac
    P["_scratch_l2_miss"], P["_scratch_dram_frac"] = scratch_miss, scratch_dram_frac
    regions = build_regions(k, arch, trips, P, wave, block_weights)
    total_dram = 0.0
    out_regions = []
    t_total = 0.0
    tot = {}
    for r in regions:
        pe = r.per_exec
        n = r.execs
        pipe = pe.get("wmma", 0.0) + pe.get("valu", 0.0)
        if P["wmma_valu_concurrency"]:
            pipe = max(pe.get("wmma", 0.0), pe.get("valu", 0.0)) + (1 - P["wmma_valu_concurrency"]) * min(
                pe.get("wmma", 0.0), pe.get("valu", 0.0))
        simd = dict(pipe=pipe, trans=pe.get("trans", 0.0), salu=pe.get("salu", 0.0))
        lds_cyc = pe.get("lds_cycles", 0.0) / max(P["lds_efficiency"], 1e-6)
        vmem_cyc = pe.get("vmem_cycles", 0.0)
        # per SIMD time for all its waves (CU resources: 2 SIMDs' waves share one CU)
        t_simd = {key: waves_per_simd_total * n * v for key, v in simd.items()}
        t_cu = {"lds": waves_per_simd_total * arch.simds_per_cu * n * lds_cyc,
                "vmem": waves_per_simd_total * arch.simds_per_cu * n * vmem_cyc}
        l2_bytes = (pe.get("global_load_bytes", 0.0) + pe.get("global_store_bytes", 0.0)
                    + pe.get("scratch_bytes", 0.0)) * n * total_waves
        dram = pe.get("scratch_bytes", 0.0) * n * total_waves * scratch_dram_frac
        mall = pe.get("scratch_bytes", 0.0) * n * total_waves * scratch_mall_frac
        total_dram += dram
        t_gpu = {"l2": l2_bytes / (P["l2_bytes_per_clk_cu"] * arch.cus),
                 "mall": mall / (P["mall_bytes_per_clk_cu"] * arch.cus),
                 "dram": dram / (arch.dram_gbs * 1e9 / clk)}
        res_all = dict(t_simd, **t_cu, **t_gpu)
        bott = max(res_all, key=res_all.get)
        t_res = res_all[bott]
        t_lat = rounds * n * r.latency
        t_reg = combine(t_res, t_lat, P)
        t_total += t_reg
        _add(tot, pe, n)
        out_regions.append(dict(
            region=r.name, depth=r.depth, execs_per_wave=n, trips=r.trips, instrs=r.instrs,
            per_iter=dict(wmma_cycles=pe.get("wmma", 0.0), n_wmma=pe.get("n_wmma", 0.0),
                          valu_cycles=pe.get("valu", 0.0), n_valu=pe.get("n_valu", 0.0),
                          n_vopd=pe.get("n_vopd", 0.0), trans_cycles=pe.get("trans", 0.0),
                          salu_cycles=pe.get("salu", 0.0), lds_bytes=pe.get("lds_bytes", 0.0),
                          n_lds=pe.get("n_lds", 0.0), lds_cycles=lds_cyc,
                          global_load_bytes=pe.get("global_load_bytes", 0.0),
                          global_store_bytes=pe.get("global_store_bytes", 0.0),
                          scratch_bytes=pe.get("scratch_bytes", 0.0),
                          n_scratch=pe.get("n_scratch", 0.0), vmem_cycles=vmem_cyc,
                          n_barrier=pe.get("n_barrier", 0.0),
                          latency_one_wave=r.latency),
            time_cycles=t_reg, bound=bott if t_res >= t_lat else "latency",
            resource_cycles=res_all, latency_cycles=t_lat))
    # compulsory DRAM traffic given by the caller (tensors read/written once)
    t_dram_given = 0.0
    if dram_bytes:
        t_dram_given = dram_bytes / (arch.dram_gbs * 1e9 / clk)
        if t_dram_given > t_total:
            t_total = t_dram_given
    seconds = t_total / clk + P["launch_overhead_us"] * 1e-6
    res = dict(kernel=k.name, arch=arch_name, programs=programs, num_warps=num_warps,
               waves_per_simd_total=waves_per_simd_total, rounds=rounds, occupancy=occ,
               scratch_lane_bytes=scratch_lane, scratch_footprint=footprint,
               scratch_dram_fraction=scratch_dram_frac, scratch_mall_fraction=scratch_mall_frac, regions=out_regions,
               cycles=t_total, ms=seconds * 1e3, dram_bytes_compulsory=dram_bytes,
               dram_bound_cycles=t_dram_given, wmma_flop_executed=tot.get("wmma_flop", 0.0) * total_waves)
    if flops:
        res["tflops"] = flops / seconds / 1e12
    if k.meta.get("target") and ARCHS.get(k.meta["target"]) and ARCHS[k.meta["target"]].family != arch.family:
        res["warning"] = (f"asm compiled for {k.meta['target']} priced as {arch_name} "
                          f"(another ISA family): compile for {arch_name} instead")
    return res


def predict_launches(launches, arch_name, params=None):
    """Sum of several launches (e.g. a preprocess kernel and a main kernel):
    launches = [dict(kernel=Kernel, grid=..., num_warps=..., trips=..., lds_bytes=..., dram_bytes=...)]"""
    parts = [predict(l["kernel"], arch_name, l["grid"], l["num_warps"], trips=l.get("trips"),
                     lds_bytes=l.get("lds_bytes", 0), dram_bytes=l.get("dram_bytes"),
                     params=params, block_weights=l.get("block_weights")) for l in launches]
    return dict(ms=sum(p["ms"] for p in parts), parts=parts)


# ---------------------------------------------------------------------------------------------
# llvm-mca cross-check (optional)
# ---------------------------------------------------------------------------------------------

def llvm_mca_cycles(k: Kernel, loop_label, mcpu="gfx1100", iterations=100,
                    mca=os.environ.get("LLVM_MCA", "/usr/lib/llvm-19/bin/llvm-mca")):
    """llvm-mca's cycles per iteration of one loop's own blocks (one wave, no other waves, no
    memory system). Lines llvm-mca 19 cannot take (buffer_* crashes it; labels, directives)
    are dropped and counted. Returns (cycles_per_iter, dropped) or None if llvm-mca is absent."""
    if not shutil.which(mca) and not os.path.exists(mca):
        return None
    lp = next(x for x in k.loops if x.label == loop_label)
    body = [ins.text for bi in sorted(lp.blocks, key=lambda i: k.blocks[i].first_line)
            if k.own.get(bi) is lp for ins in k.blocks[bi].instrs]
    keep = [t for t in body if not t.startswith(("buffer_", "s_cbranch", "s_branch", "s_endpgm"))]
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(keep) + "\n")
        path = f.name
    try:
        r = subprocess.run([mca, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
                            f"-iterations={iterations}", "-skip-unsupported-instructions=parse-failure",
                            path], capture_output=True, text=True, timeout=120)
        m = re.search(r"Total Cycles:\s+(\d+)", r.stdout)
        if not m:
            return dict(error=(r.stderr or r.stdout)[-300:], dropped=len(body) - len(keep))
        return dict(cycles_per_iter=int(m.group(1)) / iterations, dropped=len(body) - len(keep),
                    kept=len(keep))
    finally:
        os.unlink(path)


# ---------------------------------------------------------------------------------------------
# CLI
# ---------------------------------------------------------------------------------------------

def parse_trips(spec):
    if not spec:
        return {}
    if isinstance(spec, dict):
        return spec
    out = {}
    for item in spec.split(","):
        key, val = item.split("=")
        out[key.strip()] = float(val)
    return out


def format_table(results):
    lines = []
    for res in results:
        occ = res["occupancy"]
        lines.append(f"== {res['kernel']} on {res['arch']}: {res['ms']:.3f} ms"
                     + (f", {res['tflops']:.2f} TFLOP/s" if "tflops" in res else "")
                     + f" | {res['programs']} programs x {res['num_warps']} waves, "
                       f"{res['waves_per_simd_total']:.1f} waves/SIMD in {res['rounds']} rounds, "
                       f"occupancy {occ['waves_per_simd']:.2f} waves/SIMD ({occ['limiter']}; "
                       f"asm says {occ['asm_occupancy']}), scratch {res['scratch_lane_bytes']} B/lane "
                       f"({res['scratch_mall_fraction']:.0%} to MALL, {res['scratch_dram_fraction']:.0%} to DRAM)")
        if res.get("warning"):
            lines.append("   WARNING " + res["warning"])
        lines.append(f"   {'region':>16} {'trips':>7} {'wmma':>6} {'valu':>6} {'trans':>6} {'salu':>5} "
                     f"{'lds cyc':>7} {'ldsB':>7} {'vmemB':>7} {'scrB':>6} {'lat1w':>7} {'bound':>7} {'ms':>8}")
        for r in res["regions"]:
            p = r["per_iter"]
            lines.append(f"   {r['region']:>16} {r['trips']:>7.0f} {p['wmma_cycles']:>6.0f} {p['valu_cycles']:>6.0f} "
                         f"{p['trans_cycles']:>6.0f} {p['salu_cycles']:>5.0f} {p['lds_cycles']:>7.0f} "
                         f"{p['lds_bytes']:>7.0f} {p['global_load_bytes'] + p['global_store_bytes']:>7.0f} "
                         f"{p['scratch_bytes']:>6.0f} {p['latency_one_wave']:>7.0f} {r['bound']:>7} "
                         f"{r['time_cycles'] / (ARCHS[res['arch']].clock_ghz * 1e6):>8.3f}")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("asm")
    ap.add_argument("--meta", required=True, help="JSON: grid, num_warps, [lds_bytes, dram_bytes, trips, flops]")
    ap.add_argument("--trips", help="e.g. BB0_4=128,L1=128,*=1 (overrides meta's trips)")
    ap.add_argument("--arch", default="gfx1100,gfx1151,gfx1201")
    ap.add_argument("--flops", type=float)
    ap.add_argument("--param", action="append", default=[], help="NAME=VALUE (a PARAMETERS entry)")
    ap.add_argument("--loops", action="store_true", help="print the loop structure and exit")
    ap.add_argument("--json")
    a = ap.parse_args(argv)
    with open(a.asm) as f:
        k = Kernel(f.read(), os.path.basename(a.asm))
    if a.loops:
        for row in k.loop_table():
            print(row)
        for w in k.warnings:
            print("warning:", w)
        return 0
    with open(a.meta) as f:
        meta = json.load(f)
    trips = parse_trips(a.trips) if a.trips else parse_trips(meta.get("trips"))
    params = {}
    for p in a.param:
        key, val = p.split("=")
        if key not in PARAMETERS:
            raise SystemExit(f"unknown parameter {key}")
        params[key] = float(val)
    results = [predict(k, arch, meta["grid"], meta["num_warps"], trips=trips,
                       lds_bytes=meta.get("lds_bytes", 0), dram_bytes=meta.get("dram_bytes"),
                       flops=a.flops or meta.get("flops"), params=params)
               for arch in a.arch.split(",")]
    print(format_table(results))
    for w in k.warnings:
        print("warning:", w)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(results, f, indent=1, default=str)
    return 0


if __name__ == "__main__":
    sys.exit(main())
