"""Machine code of FeatherAttn's (and AITER's) Triton kernels for AMD GPUs, compiled on any
machine as a real launch compiles them: VGPRs, spills, scratch (per main-loop iteration too),
LDS, occupancy and WMMA work per program.

    python tools/amdisa.py --arch gfx1151 [--dims 64,128] [--json rows.json] [--no-aiter]
    python bench.py isa --arch gfx1151 ...          # the same, from the repository root

How: a fake HIP driver reports the target, the kernels' `run` compiles instead of launching
(compile_only), and FeatherAttn's own host launchers are called with CPU tensors of a real
shape, so Triton specializes the arguments as on a GPU (16-divisible pointers and ints,
ints equal to 1). A developer tool: it reaches into featherattn's private launchers, and the
ISA test (test_isa.py), bench.py tune's spill filter and tools/rdna_sweep.py use it.

Each FeatherAttn row of the dense layout (not packed, no extra features) also carries
`model_ms`: tools/rdna_model.py's estimate of that one launch on the row's arch at the ISA
shape (causal rows: mean trip counts over the programs), and after the table the whole
backward's estimated time and TFLOP/s at the headline shapes on gfx1100, gfx1151 and gfx1201.
Model estimates, never timings: docs/rdna-model.md has the model and its measured error.
"""

import argparse
import contextlib
import importlib
import json
import os
import re
import subprocess
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import triton  # noqa: E402

import featherattn as fa  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rdna_model  # noqa: E402  (tools/rdna_model.py)

# A fake active HIP driver reports the target, and the kernels' launches only compile
# (JITFunction.run with warmup=True). The real host launchers then run with CPU tensors of a
# real shape, so Triton's binder specializes the arguments exactly as a GPU launch does
# (16-divisible pointers and ints, the AMD buffer-load pointer attribute).

ISA_HEAD_DIMS = (64, 80, 96, 128, 192, 256)
ISA_SHAPE = dict(H=16, N=4096)  # B=1; packed: two sequences of 1031 and 3062 tokens
AITER_OCCUPANCY = 5  # AITER's one-kernel backward and forward on gfx11 at launch (Triton 3.9)


class FakeHipDriver:
    """The active Triton driver of a machine with one AMD GPU of `arch`, minus the GPU."""

    def __init__(self, arch):
        from triton.backends.compiler import GPUTarget
        self.target = GPUTarget("hip", arch, 32)

    def get_current_target(self):
        return self.target

    def get_current_device(self):
        return 0

    def set_current_device(self, device):
        pass

    def get_current_stream(self, device=None):
        return 0

    def get_active_torch_device(self):
        return torch.device("cpu")

    def is_active(self):
        return True


class _Captured(list):
    """compile_only's list of (name, compiled, num_warps); .grids: each launch's grid."""

    def __init__(self):
        super().__init__()
        self.grids = []


@contextlib.contextmanager
def compile_only(*kernels):
    """Within the block, launching one of `kernels` compiles it (no launch); yields the list
    of (kernel name, compiled kernel, num_warps) in launch order."""
    captured = _Captured()
    for k in kernels:
        def run(*args, grid, warmup, _k=k, **kwargs):
            compiled = type(_k).run(_k, *args, grid=grid, warmup=True, **kwargs)
            captured.append((_k.fn.__name__, compiled, kwargs.get("num_warps", 4)))
            g = grid(kwargs) if callable(grid) else grid
            captured.grids.append(tuple(int(x) for x in g))
            return compiled
        k.run = run
    try:
        yield captured
    finally:
        for k in kernels:
            del k.run


def _isa_stats(compiled):
    """Registers, spills, scratch, LDS, occupancy, static WMMA count, and the scratch bytes
    per lane that one iteration of the main (WMMA) loop moves."""
    asm = compiled.asm["amdgcn"]
    k = rdna_model.Kernel(asm)

    def field(pattern):
        m = re.search(pattern, asm)
        return int(m.group(1)) if m else None
    return dict(vgprs=field(r"\.vgpr_count:\s+(\d+)"),
                vgpr_spills=field(r"\.vgpr_spill_count:\s+(\d+)"),
                sgpr_spills=field(r"\.sgpr_spill_count:\s+(\d+)"),
                scratch_bytes=rdna_model.scratch_size(asm),  # None: the asm does not say
                lds_bytes=compiled.metadata.shared,
                occupancy=field(r"; Occupancy: (\d+)"),
                wmma=len(re.findall(r"^\s*v_wmma", asm, re.M)),
                loop_scratch_bytes=_loop_scratch(k),
                any_loop_scratch_bytes=_loop_scratch(k, every_loop=True),
                loop_lane_moves=_loop_lane_moves(k),
                any_loop_lane_moves=_loop_lane_moves(k, every_loop=True))


_SCRATCH_WIDTH = {"b32": 4, "b64": 8, "b96": 12, "b128": 16, "u8": 1, "i8": 1, "u16": 2,
                  "i16": 2, "short": 2, "byte": 1, "dword": 4, "dwordx2": 8, "dwordx3": 12,
                  "dwordx4": 16}


def _is_scratch(ins):
    return ins.op.startswith("scratch_") or (ins.op.startswith("buffer_store_dword")
                                              and "off, s[0:3]" in ins.text)


def _main_loop(k):
    """The loop of a parsed kernel (tools/rdna_model.py: natural loops of the CFG, so a latch
    above its header and nests of any depth count) with the most WMMAs of its own (the
    first in the text on a tie), or None."""
    best, most = None, 0
    for lp in k.loops:
        n = sum(ins.op.startswith("v_wmma") for bi in lp.blocks if k.own.get(bi) is lp
                for ins in k.blocks[bi].instrs)
        if n > most:
            best, most = lp, n
    return best


def _main_loop_scratch(asm):
    return _loop_scratch(rdna_model.Kernel(asm))


def _loop_scratch(k, every_loop=False):
    """Scratch bytes per lane in one iteration of the parsed kernel's loop with the most WMMAs
    of its own (nested loops counted apart); every_loop: in one pass over every loop's body."""
    lp = _main_loop(k)
    if lp is None and not every_loop:
        return 0
    total = 0
    for bi, block in enumerate(k.blocks):
        if k.own.get(bi) is None or (not every_loop and k.own.get(bi) is not lp):
            continue
        for ins in block.instrs:
            if _is_scratch(ins):
                width = re.search(r"_(b32|b64|b96|b128|u8|i8|u16|i16|short|byte|dwordx?\d?)\b", ins.op)
                total += _SCRATCH_WIDTH.get(width.group(1) if width else "b32", 4)
    return total


def _loop_lane_moves(k, every_loop=False):
    """v_writelane / v_readlane instructions in one iteration of the main loop (nested loops
    counted apart; every_loop: in one pass over every loop's body): where LLVM keeps spilled
    SGPRs, in VGPR lanes, each spill and reload is one of these (no memory traffic, unless
    scratch_bytes says so)."""
    lp = _main_loop(k)
    if lp is None and not every_loop:
        return 0
    return sum(ins.op.startswith(("v_writelane", "v_readlane"))
               for bi, block in enumerate(k.blocks)
               if k.own.get(bi) is not None and (every_loop or k.own.get(bi) is lp)
               for ins in block.instrs)


def _ttgir_dots(ttgir):
    """(M, N, K) -> WMMA replication of each tt.dot: with warps laid (wm, wn) over a tile grid
    of (M/16, N/16), a side with fewer tiles than warps makes warps compute copies."""
    layouts = {}
    for m in re.finditer(r"^(#\w+) = #ttg\.amd_wmma<\{(.*)\}>", ttgir, re.M):
        w = re.search(r"warpsPerCTA = \[(\d+), (\d+)\]", m.group(2))
        if w:  # Triton <= 3.6
            layouts[m.group(1)] = (int(w.group(1)), int(w.group(2)))
            continue
        # Triton 3.9: linear warp bases, one [rows, cols] step per warp-id bit; a [0, 0]
        # basis is a warp that repeats another's tiles.
        bases = re.search(r"warp = \[(.*?)\]\}", m.group(2)).group(1)
        wm = wn = 1
        for rows, cols in re.findall(r"\[(\d+), (\d+)\]", bases):
            wm, wn = wm * (2 if int(rows) else 1), wn * (2 if int(cols) else 1)
        layouts[m.group(1)] = (wm, wn)
    dots = {}
    for m in re.finditer(r"tt\.dot \S+, \S+, \S+(?: \{[^}]*\})? : tensor<(\d+)x(\d+)x\w+, [^>]*>> "
                         r"\* tensor<(\d+)x(\d+)x\w+, [^>]*>> -> tensor<\d+x\d+xf32, (#\w+)>", ttgir):
        M, K, N = int(m.group(1)), int(m.group(2)), int(m.group(4))
        wm, wn = layouts[m.group(5)]
        tm, tn = max(M // 16, 1), max(N // 16, 1)
        per_warp = -(-tm // wm) * -(-tn // wn)
        dots[(M, N, K)] = max(dots.get((M, N, K), 0), per_warp * wm * wn / (tm * tn))
    return dots


def _wmma_model(kernel, cfg, head_dim, n_q, n_k, group):
    """(steps per program, [(M, N, K, trips per step, programs sharing it)]) of FeatherAttn's
    kernels: the dots one step of the main loop does (a query block for dK/dV, a key block for
    fwd and dQ), for a full (non-causal) program of the launch shape. A backward kernel whose
    programs own a block of the head-dim columns (D_OUT) recomputes the score-shaped dots in
    every column block: they are useful once, executed `split` times."""
    tile = fa.Tile(*cfg)
    m, n, chunk = tile.BLOCK_M, tile.BLOCK_N, tile.D_CHUNK
    block_d = max(16, fa._next_pow2(head_dim))
    block_do = min(tile.D_OUT or block_d, block_d)
    split = block_d // block_do
    chunk = min(chunk or block_d, block_d)
    trips = -(-head_dim // chunk)  # the sliced D-reduction loop
    if kernel == "fwd":
        return -(-n_k // n), [(m, n, chunk, trips, 1), (m, block_d, n, 1, 1)]
    if kernel == "dkdv":
        return group * -(-n_q // m), [(n, m, chunk, 2 * trips, split), (n, block_do, m, 2, 1)]
    return -(-n_k // n), [(m, n, chunk, 2 * trips, split), (m, block_do, n, 1, 1)]


def _wmma_row(compiled, kernel, cfg, head_dim, n_q, n_k, group):
    """wmma_useful, wmma_executed (per program, all warps) and replication (executed /
    useful: warps computing the same tile, and scores recomputed per column block)."""
    dots = _ttgir_dots(compiled.asm["ttgir"])
    steps, model = _wmma_model(kernel, cfg, head_dim, n_q, n_k, group)
    useful = tiles = executed = 0
    for M, N, K, trips, shared in model:
        if (M, N, K) not in dots:
            raise RuntimeError(f"{kernel}: no {M}x{N}x{K} dot in the compiled code: {sorted(dots)}")
        u = max(M // 16, 1) * max(N // 16, 1) * max(K // 16, 1) * trips
        useful += u / shared
        tiles += u
        executed += u * dots[(M, N, K)]
    return dict(wmma_useful=round(steps * useful), wmma_executed=round(steps * executed),
                replication=round(executed / useful, 3),
                warp_replication=round(executed / tiles, 3),  # warps computing the same tile
                recompute=round(tiles / useful, 3))  # scores redone per column block


_ISA_KERNELS = {"_fwd_kernel": "fwd", "_bwd_dkdv_kernel": "dkdv", "_bwd_dq_kernel": "dq"}


def _isa_inputs(head_dim, dtype, varlen):
    H, N = ISA_SHAPE["H"], ISA_SHAPE["N"]
    if varlen:
        lens = [1031, N - 3 - 1031]  # an odd total: no 16-divisibility to lean on
        cu = torch.tensor([0, lens[0], sum(lens)], dtype=torch.int32)
        shape = (sum(lens), H, head_dim)
        kw = dict(cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=max(lens), max_seqlen_k=max(lens))
        lse = torch.zeros(H, sum(lens))
    else:
        shape, kw, lse = (1, N, H, head_dim), {}, torch.zeros(1, H, N)
    return [torch.zeros(shape, dtype=dtype) for _ in range(5)], lse, kw


# The feature variant bench.py isa adds per head dim and dtype: the heaviest combination a
# model uses (Gemma 2: softcap with a sliding window), causal and packed.
ISA_FEATURES = dict(softcap=50.0, window=(511, -1))
# And dropout (its mask's hash in every kernel), causal and packed too.
ISA_DROPOUT = dict(dropout_p=0.1)


def _featherattn_rows(arch, family, configs, head_dim, dtype, causal, varlen,
                      kernels=("fwd", "dkdv", "dq"), mods=None):
    """Compile FeatherAttn's forward and backward kernels as a launch on `arch` compiles them
    (with `mods`: window / softcap / ALiBi / sinks arguments of both passes)."""
    (q, k, v, o, do), lse, kw = _isa_inputs(head_dim, dtype, varlen)
    kw = dict(kw, **(mods or {}))
    cfgs = configs[max(64, fa._next_pow2(head_dim))]
    jits = [fa._fwd_kernel, fa._bwd_dkdv_kernel, fa._bwd_dq_kernel]
    call = fa._call(q, k, head_dim ** -0.5, causal, **kw)
    if call.dropout_p:
        call = call._replace(dropout_seed=torch.zeros(2, dtype=torch.int32))
    with compile_only(*jits) as captured:
        if "fwd" in kernels:
            fa._native_forward(q, k, v, call, config=cfgs)
        if "dkdv" in kernels or "dq" in kernels:
            fa._native_backward(do, q, k, v, o, lse, torch.empty_like(q), torch.empty_like(k),
                                torch.empty_like(v), call, config=cfgs)
    n = ISA_SHAPE["N"]
    rows = []
    forwards = 0
    for (name, compiled, _), grid in zip(captured, captured.grids):
        kernel = _ISA_KERNELS[name]
        if kernel == "fwd":  # the forward's second launch is its exact pass (EXACT_V: a rare
            forwards += 1    # path, see _fwd_kernel), not audited with the three kernels
            kernel = "fwd" if forwards == 1 else "fwd-exact"
        if kernel not in kernels:
            continue
        cfg = fa._table_tile(cfgs, kernel, (mods or {}).get("softcap", 0.0),
                             (mods or {}).get("dropout_p", 0.0))
        row = dict(impl="featherattn", kernel=kernel, arch=arch, family=family, head_dim=head_dim,
                   dtype="bf16" if dtype == torch.bfloat16 else "fp16", causal=causal, varlen=varlen,
                   config=list(cfg), triton=triton.__version__)
        if mods:
            row["features"] = "+".join(sorted(mods))
        row.update(_isa_stats(compiled))
        row.update(_wmma_row(compiled, kernel, cfg, head_dim, n, n, group=1))
        if not varlen and not mods and arch in rdna_model.ARCHS:  # (the arches it prices)
            launch = model_launch(compiled, kernel, cfg, grid, head_dim, causal)
            _MODEL_LAUNCHES[(arch, kernel, head_dim, row["dtype"], causal)] = launch
            row["model_ms"] = round(rdna_model.predict_launches([launch], arch)["ms"], 4)
        rows.append(row)
    return rows


# The launches priced per (arch, kernel, head_dim, dtype, causal) by the last isa_table run
# on that arch: the backward summary after the table prices them again on other archs.
_MODEL_LAUNCHES = {}


def _model_trips(k, kernel, cfg, head_dim, causal, n=ISA_SHAPE["N"]):
    """Trip counts of FeatherAttn's loops for one program of the dense ISA shape (knowledge
    of featherattn's source, not of the model): the first loop with WMMAs of its own and no
    WMMA loop around it walks the unmasked blocks of the other sequence; a later sibling of it
    walks the masked ones (none without causal; with causal the blocks on the diagonal, and
    the unmasked ones are their mean over the programs); a WMMA loop inside a WMMA loop is the
    D_CHUNK slices (its literal trip count); a loop around WMMA loops (GQA group, packed
    stride) runs once; any other loop: its literal trip count, else once."""
    tile = fa.Tile(*cfg)
    blk, own_blk = (tile.BLOCK_M, tile.BLOCK_N) if kernel == "dkdv" else (tile.BLOCK_N, tile.BLOCK_M)
    if causal:
        full = max(0.0, (n / own_blk - 1) / 2 * own_blk / blk)
        masked = -(-own_blk // blk)
    else:
        full, masked = -(-n // blk), 0

    def wmma(lp, own=True):
        return any(ins.op.startswith("v_wmma") for bi in lp.blocks
                   if not own or k.own.get(bi) is lp for ins in k.blocks[bi].instrs)

    def wmma_above(lp):
        p = lp.parent
        while p is not None:
            if wmma(p):
                return True
            p = p.parent
        return False
    trips, seen = {}, {}
    for lp in k.loops:  # text order
        if wmma(lp) and not wmma_above(lp):
            i = seen[lp.parent.label if lp.parent else None] = seen.get(
                lp.parent.label if lp.parent else None, -1) + 1
            trips[lp.label] = full if i == 0 else masked if i == 1 else 0
        elif wmma(lp):
            trips[lp.label] = rdna_model.constant_trips(k, lp) or max(
                1, -(-max(16, fa._next_pow2(head_dim)) // (tile.D_CHUNK or head_dim)))
        elif wmma(lp, own=False):
            trips[lp.label] = 1
        else:
            trips[lp.label] = rdna_model.constant_trips(k, lp) or 1
    return trips


def model_launch(compiled, kernel, cfg, grid, head_dim, causal):
    """One launch of a FeatherAttn kernel at the dense ISA shape, as tools/rdna_model.py
    takes it: the parsed code, grid, warps, LDS, trip counts and compulsory DRAM bytes."""
    k = rdna_model.Kernel(compiled.asm["amdgcn"], kernel)
    bhnd = ISA_SHAPE["H"] * ISA_SHAPE["N"] * head_dim * 2
    return dict(kernel=k, grid=grid, num_warps=compiled.metadata.num_warps,
                lds_bytes=compiled.metadata.shared, trips=_model_trips(k, kernel, cfg, head_dim, causal),
                dram_bytes=4 * bhnd)


HEADLINE_ARCHS = (("gfx1100", "RX 7900 XTX"), ("gfx1151", "Radeon 8060S"),
                  ("gfx1201", "RX 9070 XT"))


def backward_tflops(head_dim, causal=False, B=1, H=ISA_SHAPE["H"], N=ISA_SHAPE["N"]):
    """bench.py's backward FLOP count: 2.5 x the forward's 4*B*H*N^2*D, halved when causal."""
    return 2.5 * 4 * B * H * N * N * head_dim / (2 if causal else 1)


def model_summary(arch, dims=(64, 128), compile_missing=True):
    """The whole backward (dQ + dK/dV launches) estimated by tools/rdna_model.py at B1 H16
    N4096 fp16 non-causal on gfx1100, gfx1151 and gfx1201, each priced on its own code
    (compiled here unless `arch`'s table run just did): list of dicts."""
    out = []
    for target, name in HEADLINE_ARCHS:
        src = target  # each arch's own code (gfx1100's differs from gfx1151's)
        for D in dims:
            keys = [(src, kern, D, "fp16", False) for kern in ("dq", "dkdv")]
            if any(key not in _MODEL_LAUNCHES for key in keys):
                if not compile_missing:
                    continue
                isa_table(src, dims=(D,), with_aiter=False, dtypes=("fp16",), quiet=True,
                          variants=((False, False),), kernels=("dkdv", "dq"), features=False)
            pred = rdna_model.predict_launches([_MODEL_LAUNCHES[key] for key in keys], target)
            out.append(dict(arch=target, name=name, code=src, head_dim=D, ms=pred["ms"],
                            tflops=backward_tflops(D) / (pred["ms"] * 1e-3) / 1e12,
                            parts={kern: p["ms"] for kern, p in zip(("dq", "dkdv"), pred["parts"])}))
    return out


def print_model_summary(summary):
    err = rdna_model.MEASURED_ERROR["held_out"]
    by_arch = ", ".join(f"{a} median {err[a]['median_abs']:.0%} worst {err[a]['worst']:+.0%}"
                        for a in ("gfx1100", "gfx1151", "gfx1201") if a in err)
    print(f"# MODEL ESTIMATE, not a timing (tools/rdna_model.py; held-out error over "
          f"{err['all']['n']} measured points: {by_arch}; docs/rdna-model.md)")
    print("# whole backward (dQ + dK/dV), B1 H16 N4096 fp16 non-causal, TFLOP/s = "
          "2.5 x 4*B*H*N^2*D / time")
    for r in summary:
        print(f"#   {r['arch']} ({r['name']:>12}) D{r['head_dim']:<4} {r['ms']:8.2f} ms "
              f"{r['tflops']:6.1f} TFLOP/s  (dQ {r['parts']['dq']:.2f} + dK/dV "
              f"{r['parts']['dkdv']:.2f} ms; {r['code']} code)")


def _aiter_forward_row(arch, family, head_dim, dtype, causal):
    """AITER's forward kernel with the config FeatherAttn passes on `arch`, as it launches."""
    try:
        mha = fa._aiter_mha()
    except ImportError as e:  # a row of the same keys as a compiled one, marked unavailable
        return dict(impl="aiter", kernel="fwd", arch=arch, family=family, head_dim=head_dim,
                    dtype="bf16" if dtype == torch.bfloat16 else "fp16", causal=causal,
                    varlen=False, error=f"amd-aiter unavailable: {e}")
    importlib.import_module("aiter.ops.triton.utils._triton.arch_info").get_arch = lambda: arch
    (q, k, v, _, _), _, _ = _isa_inputs(head_dim, dtype, False)
    cfg = fa._aiter_fwd_config(0, head_dim)
    row = dict(impl="aiter", kernel="fwd", arch=arch, family=family, head_dim=head_dim,
               dtype="bf16" if dtype == torch.bfloat16 else "fp16", causal=causal, varlen=False,
               config=[cfg["BLOCK_M"], cfg["BLOCK_N"], cfg["num_warps"], cfg["num_stages"],
                       cfg.get("waves_per_eu", 0)], triton=triton.__version__)
    try:
        with compile_only(mha._attn_fwd) as captured:
            fa._aiter_forward(q, k, v, fa._call(q, k, head_dim ** -0.5, causal))
    except Exception as e:  # noqa: BLE001 - a kernel that does not compile is a row too
        row["error"] = f"{type(e).__name__}: {str(e).strip().splitlines()[-1][:100]}"
        return row
    compiled = captured[0][1]
    row.update(_isa_stats(compiled))
    dots = _ttgir_dots(compiled.asm["ttgir"])
    row["replication"] = round(max(dots.values()), 3) if dots else None
    return row


def _forget_compiled():
    """Drop FeatherAttn's compiled kernels and launch plans: Triton caches a JITFunction's
    binaries per device index (0 here for every target), so a second target compiled in the
    same process was handed the first target's code."""
    for k in (fa._fwd_kernel, fa._bwd_dkdv_kernel, fa._bwd_dq_kernel):
        getattr(k, "device_caches", {}).clear()  # none under Triton's interpreter
    fa._PLANS.clear()


@contextlib.contextmanager
def amd_target(arch):
    """Compile for `arch` through FeatherAttn's own host code, as on a GPU of that arch."""
    from triton.runtime import driver
    saved = (fa._configs, fa._device_index, fa._gpu_family, fa._aiter_fwd_config)
    family = fa._chip_family(arch)
    try:
        previous = driver.active if torch.cuda.is_available() else None
    except RuntimeError:  # no GPU driver on this machine
        previous = None
    driver.set_active(FakeHipDriver(arch))
    _forget_compiled()  # Triton keys its kernel cache by device index, not by target
    fa._device_index = lambda device: 0
    fa._gpu_family = lambda index: family
    fa._aiter_fwd_config = fa._aiter_fwd_config.__wrapped__
    try:
        yield family
    finally:
        fa._configs, fa._device_index, fa._gpu_family, fa._aiter_fwd_config = saved
        _forget_compiled()
        if previous is not None:
            driver.set_active(previous)


def isa_table(arch, dims=ISA_HEAD_DIMS, with_aiter=True, configs=None, dtypes=("bf16", "fp16"),
              quiet=False, variants=((False, False), (False, True), (True, False), (True, True)),
              kernels=("fwd", "dkdv", "dq"), features=True):
    """Rows for every launch variant ((causal, varlen) x dtype x head dim) of the shipped (or
    given) configs on `arch`."""
    rows = []
    with amd_target(arch) as family:
        configs = configs or fa._shipped_table(family)
        if not quiet:
            print(f"# {arch} ({family} table) | triton {triton.__version__} | featherattn "
                  f"{fa.__version__} | kernels {kernel_fingerprint()} | B1 H{ISA_SHAPE['H']} N{ISA_SHAPE['N']} "
                  f"(packed: 1031 + 3062)")
            print(f"{'impl':>11} {'kernel':>5} {'D':>4} {'dt':>4} {'causal':>6} {'varlen':>6} "
                  f"{'config':>22} {'VGPRs':>5} {'spill':>5} {'scratch':>7} {'loop scr':>8} "
                  f"{'LDS':>6} {'occ':>3} {'wmma':>4} {'useful/prog':>11} {'repl':>5} {'model ms':>8}")
            print(f"# model ms: tools/rdna_model.py's estimate of the launch on {arch} (not a "
                  f"timing; dense rows only)")
        for D in dims:
            for dt in dtypes:
                dtype = torch.bfloat16 if dt == "bf16" else torch.float16
                for causal, varlen in variants:
                    for row in _featherattn_rows(arch, family, configs, D, dtype, causal, varlen,
                                                 kernels):
                        rows.append(row)
                        if not quiet:
                            _print_isa_row(row)
                for mods in ((ISA_FEATURES, ISA_DROPOUT) if features else ()):
                    for row in _featherattn_rows(arch, family, configs, D, dtype, True, True,
                                                 kernels, mods):
                        rows.append(row)
                        if not quiet:
                            _print_isa_row(row)
                # AITER's forward (dense layout only), both causal flags, once per head dim
                # (this once read `varlen` left over from the variants loop: never emitted)
                if with_aiter and dt == "bf16":
                    for causal in (False, True):
                        row = _aiter_forward_row(arch, family, D, dtype, causal)
                        rows.append(row)
                        if not quiet:
                            _print_isa_row(row)
        if not quiet and "dkdv" in kernels and "dq" in kernels:
            for D in dims:
                ratio = backward_wmma_ratio(rows, D)
                if ratio:
                    print(f"# D{D}: the backward executes {ratio:.2f}x the useful WMMA work "
                          f"(S and dP in both kernels: 1.40x; scores per column block above)")
    return rows


def backward_wmma_ratio(rows, head_dim, N=ISA_SHAPE["N"], H=ISA_SHAPE["H"]):
    """The whole backward's executed WMMA work over the useful math (five N x N x D matrix
    products: S, dP, dV, dK, dQ) for a full bf16 batched launch of the ISA shape; the two
    kernels' programs times their executed work per program."""
    total = 0
    for r in rows:
        # FeatherAttn's rows only: an AITER row, or one that failed (no config or WMMA count),
        # has none of the keys this reads (an amd-aiter-less machine's error row had no dtype)
        if r.get("impl") != "featherattn" or "error" in r or (
                r["head_dim"], r["dtype"], r["causal"], r["varlen"]) != (
                head_dim, "bf16", False, False) or r["kernel"] == "fwd":
            continue
        tile = fa.Tile(*r["config"])
        m, n = tile.BLOCK_M, tile.BLOCK_N
        split = fa._column_blocks(tile, head_dim)
        programs = -(-N // (n if r["kernel"] == "dkdv" else m)) * split * H
        total += programs * r["wmma_executed"]
    useful = 5 * (N // 16) ** 2 * -(-head_dim // 16) * H
    return total / useful if total else None


def _print_isa_row(row):
    head = (f"{row['impl']:>11} {row['kernel']:>5} {row['head_dim']:>4} {row.get('dtype', ''):>4} "
            f"{str(row['causal']):>6} {str(row.get('varlen', '')):>6} "
            f"{str(tuple(row.get('config', ()))):>22}")
    if "error" in row:
        print(f"{head}  {row['error']}", flush=True)
        return
    useful = row.get("wmma_useful", "-")
    model = f"{row['model_ms']:.3f}" if row.get("model_ms") is not None else "-"
    print(f"{head} {row['vgprs']:>5} {row['vgpr_spills']:>5} {row['scratch_bytes']:>7} "
          f"{row['loop_scratch_bytes']:>8} {row['lds_bytes']:>6} {row['occupancy']:>3} "
          f"{row['wmma']:>4} {useful:>11} {row.get('replication', '-'):>5} {model:>8}"
          + (f"  [{row['features']}]" if row.get("features") else ""), flush=True)


def spill_lines(rows):
    """A line for every row with a spill (VGPR or SGPR) or scratch, saying where its spill
    traffic is and so what it costs, then a summary line; each such row gains `spill_verdict`.
    The rule, from the row's own figures: scratch in the main (WMMA) loop is paid at every
    block of the loop, a slower kernel; scratch in another loop (the row's
    any_loop_scratch_bytes) at every iteration of that loop; none in any loop, once per
    program (the prologue or epilogue), minor beside the loop. SGPRs spilled with no scratch
    live in VGPR lanes: a lane move per spill or reload (loop_lane_moves of them in each
    main-loop iteration), no memory traffic. Occupancy is given beside it, marked below
    AITER's."""
    lines, spilling, in_loop, sgpr_only = [], 0, 0, 0
    compiled = [r for r in rows if "error" not in r]
    for r in compiled:
        scratch = r.get("scratch_bytes")
        if not r.get("vgpr_spills") and not scratch and not r.get("sgpr_spills"):
            continue
        spilling += 1
        loop, any_loop = r.get("loop_scratch_bytes"), r.get("any_loop_scratch_bytes")
        if not r.get("vgpr_spills") and scratch == 0:
            sgpr_only += 1
            moves, any_moves = r.get("loop_lane_moves"), r.get("any_loop_lane_moves")
            verdict = "SGPRs kept in VGPR lanes, no scratch: " + (
                f"{moves} lane moves (v_writelane / v_readlane) per main-loop iteration, a "
                f"few cycles each beside the loop's WMMAs; time it" if moves else
                f"no lane move in the main loop, {any_moves} in a loop around or beside it "
                f"(per pass of that loop): minor" if moves == 0 and any_moves else
                "no lane move in any loop, paid once per program: minor"
                if moves == 0 and any_moves == 0 else
                "whether in a loop is not recorded: time it")
        elif loop:
            in_loop += 1
            verdict = (f"costly: {loop} B of scratch traffic per lane at every iteration of "
                       f"the main loop, every block pays it: pick a tile that does not spill")
        elif any_loop:
            verdict = (f"in a loop around or beside the main one ({any_loop} B per lane per "
                       f"pass): paid at each of its iterations; time it")
        elif loop == 0 and any_loop == 0:
            verdict = "outside every loop: paid once per program, minor beside the main loop"
        else:
            verdict = "not in the main loop; whether in another loop is not recorded: time it"
        occupancy = r.get("occupancy")
        if occupancy is not None:
            low = occupancy < AITER_OCCUPANCY
            verdict += f"; occupancy {occupancy}" + (f" (below AITER's {AITER_OCCUPANCY})" if low else "")
        if r.get("sgpr_spills"):
            verdict += f"; {r['sgpr_spills']} SGPR spilled"
        r["spill_verdict"] = verdict
        where = " ".join(str(x) for x in (
            r.get("arch", ""), "" if r.get("impl", "featherattn") == "featherattn" else r["impl"],
            r.get("kernel", ""), f"D{r.get('head_dim')}", r.get("dtype", ""),
            "causal" if r.get("causal") else "", "packed" if r.get("varlen") else "",
            r.get("features", ""), tuple(r.get("config") or ())) if x not in ("", ()))
        lines.append(f"spill: {where}: {r.get('vgpr_spills') or 0} VGPR spilled, "
                     f"{'unknown' if scratch is None else scratch} B scratch — {verdict}")
    failed = len(rows) - len(compiled)
    summary = (f"{spilling} of {len(compiled)} rows spill"
               + (f" ({in_loop} in the main loop)" if spilling else "")
               + (f", {sgpr_only} only SGPRs into VGPR lanes" if sgpr_only else "")
               + (f"; {failed} rows did not compile" if failed else ""))
    return lines + [summary]


def spills(compiled):
    """VGPR spills of a kernel compiled for an AMD GPU; None elsewhere (an NVIDIA kernel's
    local-memory size also counts its stack frame, so it is no spill count to filter on)."""
    if "amdgcn" in compiled.asm:
        m = re.search(r"\.vgpr_spill_count:\s+(\d+)", compiled.asm["amdgcn"])
        return int(m.group(1)) if m else 0
    return None


def kernel_fingerprint(path=None):
    """12 hex digits naming what the machine-code sweep compiles: the source of every
    @triton.jit function in featherattn.py and the shipped tile tables (host launchers are
    checked by CI's sample, not named here). A full sweep (tools/isa_sweep.py) records it."""
    import ast
    import hashlib
    with open(path or fa.__file__) as f:
        src = f.read()
    parts = [ast.get_source_segment(src, node) for node in ast.walk(ast.parse(src))
             if isinstance(node, ast.FunctionDef) and any(
                 "triton.jit" in ast.unparse(d) for d in node.decorator_list)]
    parts += [repr(sorted(fa._CONFIGS.items())), repr(sorted(fa._OLDER_TRITON_CONFIGS.items()))]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:12]


def rows_in_child(arch, dtypes, path):
    """bench.py isa's rows for `arch` and `dtypes` (every head dim, variant and feature row,
    no AITER rows), compiled in a child process without Triton's interpreter, via `path`."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    subprocess.run([sys.executable, os.path.join(root, "bench.py"), "isa", "--arch", arch,
                    "--dtypes", ",".join(dtypes), "--no-aiter", "--no-model", "--json", str(path)],
                   check=True, env=env, cwd=root, capture_output=True)
    with open(path) as f:
        return json.load(f)


def row_problems(rows, arch, dims=ISA_HEAD_DIMS, dtypes=("bf16", "fp16")):
    """What is wrong with `arch`'s rows from isa_table (FeatherAttn's only), as lines; [] when
    every variant of `dims` x `dtypes` is there and compiles clean: no VGPR spill, no scratch,
    WMMA work in every kernel, no WMMA work repeated across warps and occupancy at least
    AITER's (the exceptions below). A row compiled by a Triton before 3.6 (its "triton") ran
    the older tables (featherattn's _OLDER_TRITON_CONFIGS), small tiles chosen when only they
    fitted, whose warps repeat score tiles (2-4.5x, 84-158 of 216 rows on Triton 3.4 / 3.5,
    2026-12-01): there spills, scratch and occupancy are checked, not repetition."""
    out = []
    rows = [r for r in rows if r["impl"] == "featherattn"]
    seen = {(r["kernel"], r["head_dim"], r["dtype"], r["causal"], r["varlen"]) for r in rows
            if "features" not in r}
    want = {(kern, d, dt, c, vl) for kern in ("fwd", "dkdv", "dq") for d in dims
            for dt in dtypes for c in (False, True) for vl in (False, True)}
    if seen != want:
        out.append(f"{arch}: variants missing {sorted(want - seen)[:4]}, unasked {sorted(seen - want)[:4]}")
    for features in ("softcap+window", "dropout_p"):  # Gemma 2's heaviest case; dropout
        got = {(r["kernel"], r["head_dim"], r["dtype"]) for r in rows if r.get("features") == features}
        if got != {(kern, d, dt) for kern in ("fwd", "dkdv", "dq") for d in dims for dt in dtypes}:
            out.append(f"{arch}: {features} rows are not every kernel x head dim x dtype")
    for r in rows:
        where = (f"{arch} {r['kernel']} D{r['head_dim']} {r['dtype']} causal={r['causal']} "
                 f"varlen={r['varlen']} {r.get('features', '')} {r['config']}")
        bad = [f"{r['vgpr_spills']} VGPR spills" if r["vgpr_spills"] else "",
               f"{r['scratch_bytes']} bytes of scratch" if r["scratch_bytes"] else "",
               "no WMMA work" if r["wmma_useful"] <= 0 else "",
               f"occupancy {r['occupancy']} < AITER's {AITER_OCCUPANCY}"
               if r["occupancy"] < AITER_OCCUPANCY else ""]
        if tuple(int(x) for x in r["triton"].split(".")[:2]) >= (3, 6):
            # The exception: softcap's dK/dV above D128, where every repetition-free tile tried
            # spills (featherattn's gfx11 table, "dkdv_softcap"); its warps repeat score tiles.
            if "softcap" in r.get("features", "") and r["kernel"] == "dkdv" and r["head_dim"] > 128:
                bad += [f"warps repeat {r['warp_replication']}x" if r["warp_replication"] > 1.67 else "",
                        f"executed / useful {r['replication']}" if r["replication"] > 2.5 else ""]
            else:
                bad.append(f"warps repeat WMMA tiles {r['warp_replication']}x"
                           if r["warp_replication"] != 1.0 else "")
                # Head dims above 128 split dK/dV and dQ into two column blocks, each
                # recomputing the scores (the only spill-free layout found at D=256): at most
                # 1.5x (dK/dV) and 1.67x (dQ) the useful work at D=256, less at D=192.
                # Elsewhere executed work is useful work.
                bound = ({"dkdv": 1.5, "dq": 1.667}[r["kernel"]]
                         if r["head_dim"] > 128 and r["kernel"] != "fwd" else 1.0)
                bad.append(f"executed / useful {r['replication']} > {bound}"
                           if r["replication"] > bound else "")
        out += [f"{where}: {b}" for b in bad if b]
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", default="gfx1151", choices=list(fa._RDNA_CHIPS), metavar="ARCH",
                        help=f"AMD target: {', '.join(fa._RDNA_CHIPS)} (RDNA3, 3.5, 4m, 4; the "
                        f"cycle model prices {', '.join(sorted(rdna_model.ARCHS))} only)")
    parser.add_argument("--dims", default=",".join(map(str, ISA_HEAD_DIMS)),
                        help="head dims to compile")
    parser.add_argument("--dtypes", default="bf16,fp16", help="dtypes to compile (bf16, fp16)")
    parser.add_argument("--json", help="write the rows to this path")
    parser.add_argument("--no-aiter", action="store_true", help="skip AITER's forward kernel rows")
    parser.add_argument("--no-model", action="store_true",
                        help="skip the model's backward estimate after the table (it compiles "
                        "the other arch family's headline backward)")
    args = parser.parse_args(argv)
    rows = isa_table(args.arch, [int(d) for d in args.dims.split(",")],
                     with_aiter=not args.no_aiter, dtypes=tuple(args.dtypes.split(",")))
    if not args.no_model:
        print_model_summary(model_summary(args.arch))
    print("\n".join(spill_lines(rows)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
