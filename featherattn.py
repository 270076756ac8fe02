"""FeatherAttn: Triton FlashAttention for AMD RDNA3 / RDNA3.5 / RDNA4 training, one file.

A drop-in for flash-attn 2's ``flash_attn_func``. The backward is FeatherAttn's own Triton
kernels (dQ, then dK/dV), written to fit RDNA3's 256 VGPRs where AITER's one-kernel
backward spills thousands of them. The forward is AMD AITER's Triton kernel where amd-aiter
is installed and serves the call, else FeatherAttn's own Triton forward. Dropout is handed
whole to AITER's ``flash_attn_func``.

Support matrix
    native (forward and backward)
                         fp16 / bf16, head dim 1..256 (any, not only powers of two),
                         causal (bottom-right aligned) or not, sliding window
                         ``window_size=(left, right)``, ``softcap``, ``alibi_slopes``,
                         attention sinks (``sinks``, gpt-oss), MHA / GQA / MQA,
                         seqlen_q != seqlen_k, packed sequences (varlen), non-contiguous
                         inputs; deterministic (no atomics), O(B*H*N) extra memory.
    forward              AITER's when amd-aiter imports and the call is not packed and has no
                         window, softcap or sinks; FEATHERATTN_FORWARD=native|aiter forces one.
    AITER's whole call   dropout_p > 0 (no window, softcap or sinks with it).
    ValueError           other dtypes, head dim > 256 or q/k/v head dims that differ,
                         H not divisible by H_k, bad shapes, types or values.
    CPU                  with TRITON_INTERPRET=1 the Triton kernels run in Triton's
                         interpreter (how CI tests them); else PyTorch reference paths, which
                         also serve a torch without Triton.
    arches               gfx11 (RDNA3 / RDNA3.5) and gfx12 (RDNA4): configs that compile at
                         launch with no VGPR spill and no scratch at head dims up to 256 on
                         Triton 3.6 and 3.9, no WMMA tile repeated across warps on 3.9
                         (per-version tables for older Tritons; notes/perf.md lists what
                         Triton 3.4 still spills); sm90 (timed on an NVIDIA H200); any other
                         GPU Triton supports with conservative tiles. ``python bench.py tune``
                         times candidates on your GPU and caches the winners.

Differences from flash-attn: rows with no visible key get out = 0 and softmax_lse = 0
(flash-attn's CUDA kernel writes +inf; with sinks, softmax_lse is the sink's logit), and
S_dmask is None unless dropout is on.

Usage::

    from featherattn import flash_attn_func
    out = flash_attn_func(q, k, v, causal=True)   # q: (B, Nq, H, D), k/v: (B, Nk, Hk, D)
    out.sum().backward()                          # native Triton backward
    # FEATHERATTN_LOG=1 logs which forward, backward and config ran, once per signature.
    # Also: flash_attn_varlen_func, flash_attn_{,varlen_}{qkv,kv}packed_func, and for
    # trainers patch_flash_attn(), patch_sdpa() / scaled_dot_product_attention,
    # patch_diffusers(), register_transformers().

SPDX-License-Identifier: MIT
"""

import functools
import importlib
import importlib.machinery
import importlib.util
import json
import logging
import math
import operator
import os
import sys
import types
import warnings
from typing import Optional

import torch

__version__ = "0.2.0"

__all__ = ["flash_attn_func", "flash_attn_varlen_func", "flash_attn_qkvpacked_func",
           "flash_attn_kvpacked_func", "flash_attn_varlen_qkvpacked_func",
           "flash_attn_varlen_kvpacked_func", "can_use_native_backward", "patch_flash_attn",
           "unpatch_flash_attn", "scaled_dot_product_attention", "patch_sdpa", "unpatch_sdpa",
           "patch_diffusers", "unpatch_diffusers", "register_transformers", "__version__"]


def _no_triton():
    """Stand-ins for `triton` and `triton.language` when a torch ships without Triton (the
    CPU wheels): the module imports, the PyTorch reference paths run, and launching a kernel
    raises ImportError with the install command."""
    class Unavailable:
        def __init__(self, fn):
            self.fn = fn

        def __getitem__(self, grid):
            raise ImportError(f"featherattn: {self.fn.__name__} is a Triton kernel and Triton "
                              f"is not installed; `pip install triton` (ROCm torch ships "
                              f"pytorch-triton-rocm).")

    def constexpr(value=None):
        return value
    return (types.SimpleNamespace(jit=Unavailable, __version__="0.0.0"),
            types.SimpleNamespace(constexpr=constexpr))


try:
    import triton
    import triton.language as tl
    _HAS_TRITON = True
except ImportError:
    triton, tl = _no_triton()
    _HAS_TRITON = False

LN2 = math.log(2.0)
LOG2E = 1.0 / LN2

# Triton decides at decoration time whether kernels run in its interpreter.
_INTERPRET = os.environ.get("TRITON_INTERPRET", "0") == "1"
_INTERPRET_C = tl.constexpr(_INTERPRET)

_MAX_HEAD_DIM = 256

# ---- configs ----
# Launch configs of the three kernels, (BLOCK_M, BLOCK_N, num_warps, num_stages, D_CHUNK
# [, D_OUT]), by arch family and head-dim bucket (the next power of two of the head dim, at
# least 64).
# BLOCK_M always tiles queries and BLOCK_N keys. "fwd" and "dq" hold a [BLOCK_M, D]
# accumulator and stream keys; "dkdv" holds [BLOCK_N, D] dK and dV and streams queries.
# D_CHUNK = 0 keeps the operands of the score-shaped dots (Q.K^T, dO.V^T) resident over the
# whole head dim; D_CHUNK > 0 reads them in slices of that width inside the loop instead (the
# RDNA register budget). D_OUT (backward kernels, sliced only) gives each program that many
# of the head dim's output columns. Each family's reason and measured numbers sit beside it.
_CONFIGS = {
    # Hopper (H200): backward tiles from a 20-config sweep per kernel at 4x16x4096 (D128) /
    # 4x32x4096 (D64), bf16 (notes/perf.md): D128 3.60 ms = 382 TFLOP/s full, 325 causal;
    # D64 351 / 324. D256 is unswept: half the D128 tiles. Forward: bench.py tune's pick over
    # 37 configs (2026-11-30): D64 0.254 ms vs 0.269 for 128x64, D128 0.603 vs 0.660 for
    # 128x64 w8 (summed over 1x24x4096 full and 2x32/8x2048 causal), D256 0.146 vs 0.155.
    # D64 dQ: 64x64 w4 from bench.py tune on the four headline shapes (2026-11-30, session
    # 3): dQ at 4x32x4096 causal 0.78 ms vs 0.99 for 128x64 w8, full 1.49 vs 1.42.
    "sm90": {
        64: dict(fwd=(64, 64, 4, 3, 0), dkdv=(32, 128, 4, 3, 0), dq=(64, 64, 4, 3, 0)),
        128: dict(fwd=(64, 64, 4, 3, 0), dkdv=(64, 128, 8, 3, 0), dq=(128, 64, 8, 3, 0)),
        256: dict(fwd=(64, 32, 4, 3, 0), dkdv=(32, 64, 8, 2, 0), dq=(64, 32, 8, 2, 0)),
    },
    # RDNA3 / RDNA3.5 (gfx11): 256 VGPRs per lane is the whole budget, one stage. Chosen by
    # the cost in notes/rdna_sweep.py (WMMA issue cycles + cache-read cycles per CU) among the
    # configs that compile at launch (bench.py isa) with no spill, no scratch, no WMMA tile
    # repeated across warps and occupancy >= 5 (AITER's), for every variant (bf16 / fp16,
    # causal or not, packed or not, head dims 64-256) on gfx1100 / gfx1151, Triton 3.4-3.9.
    # VGPRs / occupancy below: gfx1151, Triton 3.9, over all variants. No AMD GPU timed them.
    # v0.1's dK/dV tiles (16 rows, 8 warps) made 4 warps repeat each score tile: 2.5x the WMMA
    # work at D80-256 (the 2026-11-30 audit).
    "gfx11": {
        # fwd 128x16 w8 resident: 179-222 VGPRs, occupancy 6-8, K/V read once per 128 rows;
        # dK/dV 32x128 w8 sliced: 205-238, occupancy 6-7; dQ 64x32 w8: 121-231, 6-10.
        # "dkdv_softcap": with softcap the dK/dV kernel holds one more score-shaped tile;
        # 32x128 then spilled 16 VGPRs packed with a window; 32x64 w8 fits with softcap,
        # window, ALiBi and sinks together (occupancy 8).
        64: dict(fwd=(128, 16, 8, 1, 0), dkdv=(32, 128, 8, 1, 16), dq=(64, 32, 8, 1, 16),
                 dkdv_softcap=(32, 64, 8, 1, 16)),
        # fwd 64x32 w8 (64x64 costs 3% less but spills 4 VGPRs packed on Triton 3.6); dK/dV
        # 32x64 w8: 191-251, 5-8 (the only repetition-free one that fits at D128 on the packed
        # path); dQ 128x16 w8: 148-238, 6-9 (64x64 was cheaper but spills 85-117 VGPRs at D80
        # and D96 packed).
        128: dict(fwd=(64, 32, 8, 1, 16), dkdv=(32, 64, 8, 1, 16), dq=(128, 16, 8, 1, 16)),
        # D > 128: [rows, 256] fp32 dK / dV / dQ and their Q, dO operands spill at every tile
        # tried (42 dK/dV configs: 11-3407 VGPR spills). Two column blocks of 128 per program
        # fit (the scores are recomputed per block: 1.5x / 1.67x the useful WMMA work, v0.1
        # executed 2.5x / 3.0x): dK/dV 32x64 w8: 207-251 VGPRs, 5-7; dQ 64x64 w8: 222-240, 6;
        # fwd 32x64 w8: 215-233, 6-7. With softcap, dK/dV 32x64 spilled 3 VGPRs packed with
        # a window (Gemma 2's case) and every repetition-free tile tried spills (5-233);
        # 32x32 w8 fits with every feature on (occupancy 7), its warps repeating score tiles.
        256: dict(fwd=(32, 64, 8, 1, 16), dkdv=(32, 64, 8, 1, 32, 128),
                  dq=(64, 64, 8, 1, 16, 128), dkdv_softcap=(32, 32, 8, 1, 32, 128)),
    },
    # RDNA4 (gfx12: RX 9070 / 9070 XT): the gfx11 table, checked the same way on gfx1200 /
    # gfx1201. Its WMMA keeps no duplicate of each operand across half-waves, so the same
    # tiles need fewer VGPRs (gfx1201, Triton 3.9: 105-220, occupancy 6-12) and leave room
    # for larger tiles that a gfx12 sweep has yet to pick.
    "gfx12": {
        64: dict(fwd=(128, 16, 8, 1, 0), dkdv=(32, 128, 8, 1, 16), dq=(64, 32, 8, 1, 16)),
        128: dict(fwd=(64, 32, 8, 1, 16), dkdv=(32, 64, 8, 1, 16), dq=(128, 16, 8, 1, 16)),
        256: dict(fwd=(32, 64, 8, 1, 16), dkdv=(32, 64, 8, 1, 32, 128),
                  dq=(64, 64, 8, 1, 16, 128)),
    },
    # Anything else (Ampere, Ada, CDNA): conservative tiles that fit 100 KB of shared memory.
    "default": {
        64: dict(fwd=(64, 32, 4, 2, 0), dkdv=(32, 64, 4, 2, 0), dq=(64, 32, 4, 2, 0)),
        128: dict(fwd=(64, 32, 4, 2, 0), dkdv=(32, 64, 4, 2, 0), dq=(64, 32, 4, 2, 0)),
        256: dict(fwd=(32, 16, 4, 1, 0), dkdv=(16, 32, 4, 1, 0), dq=(32, 16, 4, 1, 0)),
    },
    # Triton's interpreter: asymmetric tiles so CI walks the same block logic as the GPU
    # configs (BLOCK_M != BLOCK_N both ways), resident and sliced reductions both.
    "interpret": {
        64: dict(fwd=(16, 32, 4, 1, 0), dkdv=(16, 32, 4, 1, 0), dq=(32, 16, 4, 1, 0)),
        128: dict(fwd=(32, 16, 4, 1, 32), dkdv=(16, 32, 4, 1, 32), dq=(32, 16, 4, 1, 32)),
        256: dict(fwd=(16, 32, 4, 1, 64), dkdv=(16, 32, 4, 1, 64, 128), dq=(32, 16, 4, 1, 64, 128)),
    },
}

# Older Tritons allocate registers differently (RDNA tiles that fit on 3.9 spill on 3.5):
# (family, (major, minor)) -> buckets that replace the family's for every Triton before that
# version; of several, the nearest bound above the running version wins.
_OLDER_TRITON_CONFIGS = {
    # Triton 3.6: the D256 dK/dV of the newest table spills 2-8 VGPRs; 32x32 w8 fits (warps
    # repeat score tiles 1.67x on top of the 1.5x recompute).
    # With softcap and a window, packed, its D128 dK/dV spills 2-8 VGPRs at D96 / D128;
    # 64x32 w8 fits (occupancy 5, repetition-free).
    ("gfx11", (3, 9)): {128: dict(_CONFIGS["gfx11"][128], dkdv_softcap=(64, 32, 8, 1, 16)),
                        256: dict(fwd=(32, 64, 8, 1, 16), dkdv=(32, 32, 8, 1, 16, 128),
                                  dq=(64, 64, 8, 1, 16, 128))},
    # Triton 3.4 / 3.5 (torch 2.8 / 2.9): the newest tiles spill 55-980 VGPRs. Spill-free
    # first: repetition-free at D64; at D128 and D256 only tiles whose warps repeat score
    # tiles fit (fwd 1.5x / 4.5x, dK/dV 2.5x / 4.5x), screened at the heaviest variant on
    # gfx1151 (notes/perf.md lists what still spills: dQ at D80 / D96 packed).
    ("gfx11", (3, 6)): {
        64: dict(fwd=(128, 16, 8, 1, 0), dkdv=(32, 64, 8, 1, 16), dq=(64, 32, 8, 1, 16)),
        128: dict(fwd=(32, 16, 4, 1, 16), dkdv=(16, 32, 8, 1, 16), dq=(128, 16, 8, 1, 16)),
        256: dict(fwd=(16, 64, 8, 1, 16), dkdv=(16, 32, 8, 1, 16, 128),
                  dq=(128, 16, 8, 1, 16, 128)),
    },
}
# RDNA4 gets RDNA3's older-Triton tables (checked on gfx1151 only).
_OLDER_TRITON_CONFIGS.update({("gfx12", v): t for (f, v), t in list(_OLDER_TRITON_CONFIGS.items())
                              if f == "gfx11"})

# AITER forward configs for arches AITER ships no table for (it raises on gfx1100 and on
# NVIDIA GPUs). CUDA takes AITER's MI300X shape without the AMD-only launch options.
_AITER_FWD_CONFIGS = {
    # gfx11, per head-dim bucket, chosen at launch on gfx1151 (Triton 3.9) from 36 configs
    # each: no scratch in the main loop where any config has none, no repeated WMMA tile,
    # fewest spills. AITER's own 64x32 w4 s2 (used for every head dim until FeatherAttn 0.2)
    # spills 175 / 81 VGPRs at D128 (full / causal) with 20 B/lane of scratch per loop
    # iteration, and 973 / 766 with 760 / 636 B/lane at D256.
    "gfx11": {
        64: {"BLOCK_M": 128, "BLOCK_N": 32, "PRELOAD_V": False, "num_warps": 8, "num_stages": 1,
             "waves_per_eu": 1},  # 0 spills, occupancy 6-7
        128: {"BLOCK_M": 128, "BLOCK_N": 16, "PRELOAD_V": False, "num_warps": 8, "num_stages": 1,
              "waves_per_eu": 1},  # 0 / 4 spills, no scratch in the loop
        # Every D256 config spills; this one keeps 48-68 B/lane of scratch per iteration (about
        # a tenth), its warps repeating score tiles 2x. The native forward fits (FEATHERATTN_
        # FORWARD=native): 215-233 VGPRs, no spill.
        256: {"BLOCK_M": 32, "BLOCK_N": 16, "PRELOAD_V": False, "num_warps": 4, "num_stages": 1,
              "waves_per_eu": 1},
    },
    "cuda": {"BLOCK_M": 128, "BLOCK_N": 64, "PRELOAD_V": False, "num_warps": 4,
             "num_stages": 2},
    # Head dims above 128: half the tiles, so K/V tiles of 256 columns fit shared memory.
    "cuda-d256": {"BLOCK_M": 64, "BLOCK_N": 32, "PRELOAD_V": False, "num_warps": 4,
                  "num_stages": 2},
}
_AMD_ONLY_LAUNCH_OPTIONS = ("waves_per_eu", "matrix_instr_nonkdim")

# AITER's backward table for arches it ships none for: its MI300X entry (the one anchors.md
# measured on the H200), with AMD-only launch options removed off ROCm.
_AITER_BWD_TABLE = {
    "bkwd_onekernel": {
        "preprocess_kernel": {"PRE_BLOCK": 128},
        "onekernel": {"BLOCK_M1": 32, "BLOCK_N1": 128, "BLOCK_M2": 128, "BLOCK_N2": 32,
                      "BLK_SLICE_FACTOR": 2, "waves_per_eu": 1, "matrix_instr_nonkdim": 16,
                      "num_warps": 4, "num_ctas": 1, "num_stages": 1},
    },
}
_KERNELS = ("fwd", "dkdv", "dq")


def _device_index(device):
    return device.index if device.index is not None else torch.cuda.current_device()


@functools.lru_cache(maxsize=None)
def _gpu_arch(device_index):
    """The GPU's arch name: 'gfx1151' on ROCm, 'sm90' on CUDA."""
    props = torch.cuda.get_device_properties(device_index)
    if torch.version.hip is not None:
        return getattr(props, "gcnArchName", "").split(":")[0]
    return f"sm{props.major}{props.minor}"


@functools.lru_cache(maxsize=None)
def _gpu_family(device_index):
    arch = _gpu_arch(device_index)
    for family in ("gfx11", "gfx12"):
        if arch.startswith(family):
            return family
    return "sm90" if arch == "sm90" else "default"


def _triton_version():
    return tuple(int(x) for x in triton.__version__.split(".")[:2] if x.isdigit())


def _shipped_table(family, version=None):
    """The shipped configs of a family for a Triton version (default: the running one)."""
    version = version or _triton_version()
    bounds = sorted(bound for name, bound in _OLDER_TRITON_CONFIGS if name == family and version < bound)
    if not bounds:
        return _CONFIGS[family]
    return {**_CONFIGS[family], **_OLDER_TRITON_CONFIGS[(family, bounds[0])]}


def _bucket(head_dim):
    return max(64, _next_pow2(head_dim))


def _next_pow2(n):
    return 1 << max(0, n - 1).bit_length()


def _cdiv(a, b):
    return -(-a // b)


# ---- tuning cache ----
# `python bench.py tune` writes the configs it timed fastest on the user's GPU to one JSON
# file per GPU arch. A call reads it where it reads the shipped table; nothing is tuned
# inside a call. A file written by another Triton or FeatherAttn version is stale.

def _cache_dir():
    return os.environ.get("FEATHERATTN_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"),
        "featherattn")


def _cache_path(arch):
    return os.path.join(_cache_dir(), f"tuned-{arch}.json")


def _cache_key(arch):
    return dict(arch=arch, triton=triton.__version__, featherattn=__version__)


@functools.lru_cache(maxsize=None)
def _tuned_table(arch):
    """{bucket: {kernel: config}} from the tuning cache for this arch, or {} (with one
    warning when the file is there but stale or unreadable)."""
    path = _cache_path(arch)
    if not os.path.exists(path):
        return {}
    try:
        with open(path) as f:
            data = json.load(f)
        key = {k: data[k] for k in ("arch", "triton", "featherattn")}
        table = {int(b): {name: tuple(int(x) for x in cfgs[name]) for name in _KERNELS}
                 for b, cfgs in data["configs"].items()}
        if any(len(c) not in (5, 6) for cfgs in table.values() for c in cfgs.values()):
            raise ValueError("a config is not (BLOCK_M, BLOCK_N, num_warps, num_stages, "
                             "D_CHUNK[, D_OUT])")
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        warnings.warn(f"featherattn: ignoring the unreadable tuning cache {path} "
                      f"({type(e).__name__}: {e}); run `python bench.py tune` again.")
        return {}
    if key != _cache_key(arch):
        warnings.warn(f"featherattn: ignoring the stale tuning cache {path}: written for "
                      f"{key}, running {_cache_key(arch)}; run `python bench.py tune` again.")
        return {}
    return table


@functools.lru_cache(maxsize=None)
def _gpu_configs(device_index, bucket):
    arch = _gpu_arch(device_index)
    tuned = _tuned_table(arch).get(bucket)
    if tuned is not None:
        return tuned, f"tuning cache {_cache_path(arch)}"
    family = _gpu_family(device_index)
    return _shipped_table(family)[bucket], f"shipped table {family!r}"


def _configs(device, head_dim):
    """({kernel: config}, where it came from) for a call on `device` at this head dim."""
    if _INTERPRET or device.type == "cpu":
        return _CONFIGS["interpret"][_bucket(head_dim)], "shipped table 'interpret'"
    return _gpu_configs(_device_index(device), _bucket(head_dim))


# ---- support predicate ----

def _flag(name, value):
    """A bool argument (numpy's bool and the ints 0 / 1 pass too)."""
    if isinstance(value, bool) or (type(value).__module__ == "numpy"
                                   and type(value).__name__ in ("bool", "bool_")):
        return bool(value)
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise ValueError(f"featherattn: {name} must be a bool; got {value!r} ({type(value).__name__}).")


def _real(name, value, rule):
    """A finite real-number argument (any int or float type, or a one-element tensor)."""
    try:
        if isinstance(value, (bool, str, bytes)):
            raise TypeError
        value = float(value)
    except (TypeError, ValueError, RuntimeError):
        raise ValueError(f"featherattn: {name} must be {rule}; got {value!r} "
                         f"({type(value).__name__}).") from None
    if not math.isfinite(value):
        raise ValueError(f"featherattn: {name} must be {rule}; got {value}.")
    return value


def _integer(name, value, minimum):
    """An integer argument of any integer type (Python, numpy, a 0-d integer tensor)."""
    try:
        if isinstance(value, bool):
            raise TypeError
        value = operator.index(value)
    except TypeError:
        raise ValueError(f"featherattn: {name} must be an integer >= {minimum}; got {value!r} "
                         f"({type(value).__name__}).") from None
    if value < minimum:
        raise ValueError(f"featherattn: {name} must be an integer >= {minimum}; got {value}.")
    return value


def _window(window_size):
    """window_size as two ints >= -1 (-1: unbounded on that side)."""
    try:
        left, right = (_integer("window_size", w, -1) for w in window_size)
    except (TypeError, ValueError):
        raise ValueError(f"featherattn: window_size must be a pair of ints >= -1 (left, right), "
                         f"-1 for unbounded; got {window_size!r}.") from None
    return left, right


def _check_args(q, k, v, dropout_p, softmax_scale, causal, window_size, softcap, alibi_slopes,
                deterministic, return_attn_probs, sinks):
    """Raise ValueError for a call that cannot be served; return the arguments normalized:
    (dropout_p, softmax_scale, causal, (window_left, window_right), softcap)."""
    for name, t in (("q", q), ("k", k), ("v", v)):
        if not isinstance(t, torch.Tensor):
            raise ValueError(f"featherattn: {name} must be a torch.Tensor; got {type(t).__name__}.")
        if t.dim() != 4:
            raise ValueError(
                f"featherattn: {name} must be 4-D (batch, seqlen, nheads, headdim); "
                f"got shape {tuple(t.shape)}.")
    if q.dtype not in (torch.float16, torch.bfloat16):
        raise ValueError(f"featherattn: q.dtype must be torch.float16 or torch.bfloat16; got {q.dtype}.")
    if k.dtype != q.dtype or v.dtype != q.dtype:
        raise ValueError(
            f"featherattn: q, k, v must share one dtype; got {q.dtype}, {k.dtype}, {v.dtype}.")
    if not (q.device == k.device == v.device):
        raise ValueError(
            f"featherattn: q, k, v must be on one device; got {q.device}, {k.device}, {v.device}.")
    B, Nq, H, D = q.shape
    if k.shape != v.shape:
        raise ValueError(f"featherattn: k and v must have the same shape; got {tuple(k.shape)} and {tuple(v.shape)}.")
    Bk, Nk, Hk, Dk = k.shape
    if B < 1:
        raise ValueError(f"featherattn: batch_size (q.shape[0]) must be >= 1; got {B}.")
    if Bk != B:
        raise ValueError(f"featherattn: k.shape[0] (batch) must equal q.shape[0]={B}; got {Bk}.")
    if Dk != D:
        raise ValueError(f"featherattn: k/v head dim must equal q's head dim {D}; got {Dk}.")
    if not 1 <= D <= _MAX_HEAD_DIM:
        raise ValueError(f"featherattn: head_dim must be between 1 and {_MAX_HEAD_DIM}; got {D}.")
    if Nq < 1 or Nk < 1:
        raise ValueError(f"featherattn: seqlen_q and seqlen_k must be >= 1; got {Nq} and {Nk}.")
    if H < 1 or Hk < 1 or H % Hk != 0:
        raise ValueError(
            f"featherattn: nheads of q ({H}) must be a positive multiple of nheads of k/v ({Hk}).")
    for name, t in (("q", q), ("k", k), ("v", v)):
        # Batch offsets are 64-bit in the kernels; offsets within one sequence are 32-bit.
        span = (t.shape[1] - 1) * t.stride(1) + (t.shape[2] - 1) * t.stride(2) + t.shape[3]
        if span >= 2**31:
            raise ValueError(
                f"featherattn: {name} spans {span} elements within one batch entry "
                f"(seqlen x nheads x headdim); at most 2**31 - 1 are supported.")
    if q.device.type not in ("cuda", "cpu"):
        raise ValueError(f"featherattn: q, k, v are on device {q.device.type!r}; supported: a GPU "
                         f"('cuda', which ROCm torch uses too) or 'cpu'.")
    dropout_p = _real("dropout_p", dropout_p, "a real number in [0, 1)")
    if not 0.0 <= dropout_p < 1.0:
        raise ValueError(f"featherattn: dropout_p must be in [0, 1); got {dropout_p}.")
    if softmax_scale is not None:
        softmax_scale = _real("softmax_scale", softmax_scale, "a finite real number or None")
    causal = _flag("causal", causal)
    window = _window(window_size)
    softcap = _real("softcap", softcap, "a real number >= 0 (0: off)")
    if softcap < 0:
        raise ValueError(f"featherattn: softcap must be >= 0 (0: off); got {softcap}.")
    _flag("deterministic", deterministic)
    _flag("return_attn_probs", return_attn_probs)
    _check_alibi(alibi_slopes, H, B, q.device)
    if sinks is not None and (not isinstance(sinks, torch.Tensor) or tuple(sinks.shape) != (H,)
                              or not sinks.dtype.is_floating_point or sinks.device != q.device):
        got = (f"{tuple(sinks.shape)} {sinks.dtype} on {sinks.device}"
               if isinstance(sinks, torch.Tensor) else type(sinks).__name__)
        raise ValueError(f"featherattn: sinks must be a floating-point tensor of shape ({H},) "
                         f"(one logit per query head) on {q.device}; got {got}.")
    if dropout_p > 0 and (window != (-1, -1) or softcap or sinks is not None):
        raise ValueError("featherattn: dropout_p > 0 runs AITER's attention, which has no sliding "
                         "window, softcap or sinks; use dropout_p=0 with them.")
    _check_grid(B, H)
    scale = float(D ** -0.5) if softmax_scale is None else softmax_scale
    causal, window = _band(causal, window, Nq + Nk)
    return dropout_p, scale, causal, window, softcap


def _band(causal, window, span):
    """(causal, (left, right)) with the same meaning and no redundant edge: a side at least
    `span` (seqlen_q + seqlen_k) wide is unbounded, causal carries the right edge at 0
    (flash-attn: causal makes right 0), and (left, 0) is causal with a left edge."""
    left, right = (-1 if w >= span else w for w in window)
    if right == 0:
        causal = True
    return causal, (left, -1 if causal else right)


def _check_grid(batch, nheads):
    # Programs of one launch are (blocks, batch * heads): CUDA's second grid axis is 16-bit.
    if batch * nheads > 65535:
        raise ValueError(f"featherattn: batch_size * nheads must be at most 65535; got "
                         f"{batch} * {nheads} = {batch * nheads}.")


def _check_alibi(alibi_slopes, nheads, batch, device):
    if alibi_slopes is not None and (
            not isinstance(alibi_slopes, torch.Tensor) or alibi_slopes.dtype != torch.float32
            or tuple(alibi_slopes.shape) not in ((nheads,), (batch, nheads))
            or alibi_slopes.device != device):
        got = (f"{tuple(alibi_slopes.shape)} {alibi_slopes.dtype} on {alibi_slopes.device}"
               if isinstance(alibi_slopes, torch.Tensor) else type(alibi_slopes).__name__)
        raise ValueError(f"featherattn: alibi_slopes must be a float32 tensor of shape "
                         f"({nheads},) or ({batch}, {nheads}) on {device}; got {got}.")


def _check_varlen_args(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                       block_table, dropout_p, softmax_scale, causal, window_size, softcap,
                       alibi_slopes, deterministic, return_attn_probs, sinks):
    """_check_args for a packed-sequence call: raise ValueError for arguments
    flash_attn_varlen_func cannot take; return (max_seqlen_q, max_seqlen_k) as ints followed
    by _check_args's normalized (dropout_p, softmax_scale, causal, window, softcap)."""
    for name, t in (("q", q), ("k", k), ("v", v)):
        if not isinstance(t, torch.Tensor) or t.dim() != 3:
            got = tuple(t.shape) if isinstance(t, torch.Tensor) else type(t).__name__
            raise ValueError(f"featherattn: varlen {name} must be 3-D (total, nheads, headdim); got {got}.")
    for name, cu in (("cu_seqlens_q", cu_seqlens_q), ("cu_seqlens_k", cu_seqlens_k)):
        if (not isinstance(cu, torch.Tensor) or cu.dtype != torch.int32 or cu.dim() != 1
                or cu.shape[0] < 2 or cu.device != q.device):
            got = (f"{cu.dtype} of shape {tuple(cu.shape)} on {cu.device}"
                   if isinstance(cu, torch.Tensor) else type(cu).__name__)
            raise ValueError(f"featherattn: {name} must be a 1-D int32 tensor of batch_size + 1 "
                             f"(>= 2) offsets on {q.device}; got {got}.")
    if cu_seqlens_q.shape != cu_seqlens_k.shape:
        raise ValueError(f"featherattn: cu_seqlens_q and cu_seqlens_k must have the same length; "
                         f"got {cu_seqlens_q.shape[0]} and {cu_seqlens_k.shape[0]}.")
    if block_table is not None:
        raise ValueError("featherattn: block_table must be None (paged KV caches are not supported).")
    max_seqlens = _integer("max_seqlen_q", max_seqlen_q, 0), _integer("max_seqlen_k", max_seqlen_k, 0)
    # The packed tensors are one batch entry; alibi_slopes and the grid count sequences.
    normalized = _check_args(q.unsqueeze(0), k.unsqueeze(0), v.unsqueeze(0), dropout_p,
                             softmax_scale, causal, window_size, softcap, None, deterministic,
                             return_attn_probs, sinks)
    batch = cu_seqlens_q.shape[0] - 1
    _check_alibi(alibi_slopes, q.shape[1], batch, q.device)
    _check_grid(batch, q.shape[1])
    return max_seqlens + normalized


# ---- Triton kernels ----
# Shared pieces first (dot, cast, score step, block ranges), then the forward kernel, then the
# backward's preprocess, dK/dV and dQ kernels. Inside the kernels, query row i sees key j of
# its sequence iff  i + diag - win_left <= j <= i + diag + win_right  with diag = n_k - n_q
# (bottom-right alignment); MASK_LEFT / MASK_RIGHT say whether each edge exists (causal is
# MASK_RIGHT with win_right = 0). Scores are kept in log2 units: exp2 is one instruction.

@triton.jit
def _mma(a, b, acc):
    # Triton's interpreter multiplies bf16 bit patterns in tl.dot (triton#11584). Products of
    # fp16/bf16 values are exact in fp32, so upcasting matches the GPU's dot with fp32 sums.
    if _INTERPRET_C:
        return tl.dot(a.to(tl.float32), b.to(tl.float32), acc, input_precision="ieee")
    else:
        return tl.dot(a, b, acc)


@triton.jit
def _lowp(x, dtype: tl.constexpr):
    # Triton's interpreter truncates fp32 -> bf16 (a bias that shows in long dV sums); the
    # GPU rounds to nearest even, so do that by hand there.
    if _INTERPRET_C and dtype == tl.bfloat16:
        bits = x.to(tl.uint32, bitcast=True)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return bits.to(tl.float32, bitcast=True).to(dtype)
    else:
        return x.to(dtype)


@triton.jit
def _tanh(x, HARDWARE: tl.constexpr):
    if HARDWARE:
        # NVIDIA (sm_75+): one special-function op. Through exp2 it is two (exp2 and the
        # reciprocal), and on an H200 the softcap backward took 1.55x the plain one's time
        # with it, 1.23x with this (4x16x4096, D128, bf16), at the same error (notes/perf.md).
        return tl.inline_asm_elementwise("tanh.approx.f32 $0, $1;", "=r,r", [x],
                                         dtype=tl.float32, is_pure=True, pack=1)
    else:
        # Through exp2, which every Triton backend has: e = exp(-2|x|),
        # tanh|x| = (1 - e) / (1 + e).
        e = tl.math.exp2(-2.8853900817779268 * tl.abs(x))
        t = (1.0 - e) / (1.0 + e)
        return tl.where(x < 0, -t, t)


@triton.jit
def _score(s, i, j, n_k, diag, win_left, win_right, qk_scale, cap, slope, shift,
           MASK: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr,
           SOFTCAP: tl.constexpr, ALIBI: tl.constexpr, KEY_BOUND: tl.constexpr = True):
    # The score step every kernel shares, so forward and backward cannot disagree.
    # s = q.k in fp32 at query rows i and key columns j (broadcast to s's shape). Returns the
    # score in log2 units minus `shift` (the backward passes the row's LSE: one FMA per
    # score instead of a multiply and a subtract, which the H200 feels at D64) and tanh of
    # the softcapped score (the backward's derivative needs 1 - tanh^2; without softcap the
    # second value is unused). qk_scale is
    # softmax_scale * log2(e), or softmax_scale / softcap with SOFTCAP (cap = softcap * log2(e));
    # slope is the ALiBi slope * log2(e). SOFTCAP: 0 off, 1 tanh through exp2, 2 the
    # hardware's tanh. MASK applies the band and, with KEY_BOUND, the sequence's last key
    # (the dK/dV kernel needs no key bound: a padded key only feeds its own dK / dV row,
    # which is never stored; dropping the compare there was 14% of that kernel's time at
    # D128 causal on an H200).
    if SOFTCAP:
        th = _tanh(s * qk_scale, SOFTCAP == 2)
        t = th * cap - shift
    else:
        t = s * qk_scale - shift
        th = t
    if ALIBI:
        t = t - slope * tl.abs(i + diag - j).to(tl.float32)
    if MASK:
        if KEY_BOUND:
            keep = j < n_k
            if MASK_RIGHT:
                keep = keep & (j <= i + diag + win_right)
            if MASK_LEFT:
                keep = keep & (j >= i + diag - win_left)
        elif MASK_RIGHT:
            keep = j <= i + diag + win_right
            if MASK_LEFT:
                keep = keep & (j >= i + diag - win_left)
        else:  # without KEY_BOUND, MASK means a band edge
            keep = j >= i + diag - win_left
        t = tl.where(keep, t, float("-inf"))
    return t, th


@triton.jit
def _key_blocks(start_m, n_q, n_k, win_left, win_right, BLOCK_M: tl.constexpr,
                BLOCK_N: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr):
    # Key blocks (in BLOCK_N units) a query block [start_m, start_m + BLOCK_M) visits:
    # [lo, hi) holds every key some row sees, [full_lo, full_hi) the blocks every row sees
    # whole, which need no mask. Both are empty when no key is visible.
    diag = n_k - n_q
    first = start_m + diag                                   # the block's first row, shifted
    last = tl.minimum(start_m + BLOCK_M, n_q) - 1 + diag     # its last real row, shifted
    lo = 0
    hi = tl.cdiv(n_k, BLOCK_N)
    full_lo = 0
    full_hi = n_k // BLOCK_N
    if MASK_RIGHT:
        hi = tl.minimum(hi, tl.cdiv(tl.maximum(last + win_right + 1, 0), BLOCK_N))
        full_hi = tl.minimum(full_hi, tl.maximum(first + win_right + 1, 0) // BLOCK_N)
    if MASK_LEFT:
        lo = tl.maximum(first - win_left, 0) // BLOCK_N
        full_lo = tl.cdiv(tl.maximum(last - win_left, 0), BLOCK_N)
    hi = tl.maximum(hi, lo)
    full_lo = tl.minimum(tl.maximum(full_lo, lo), hi)
    full_hi = tl.maximum(tl.minimum(full_hi, hi), full_lo)
    return lo, hi, full_lo, full_hi


@triton.jit
def _query_blocks(start_n, n_q, n_k, win_left, win_right, BLOCK_M: tl.constexpr,
                  BLOCK_N: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr):
    # Query blocks (in BLOCK_M units) that a key block [start_n, start_n + BLOCK_N) meets,
    # the mirror of _key_blocks: [lo, hi) holds every row that sees one of its keys,
    # [full_lo, full_hi) the blocks whose rows all see every column of it (padded columns
    # past n_k included), which need no mask.
    diag = n_k - n_q
    lo = 0
    hi = tl.cdiv(n_q, BLOCK_M)
    full_lo = 0
    full_hi = hi
    if MASK_RIGHT:
        lo = tl.minimum(tl.maximum(start_n - diag - win_right, 0), n_q) // BLOCK_M
        full_lo = tl.cdiv(tl.maximum(start_n + BLOCK_N - 1 - diag - win_right, 0), BLOCK_M)
    if MASK_LEFT:
        hi = tl.cdiv(tl.minimum(tl.maximum(start_n + BLOCK_N - diag + win_left, 0), n_q), BLOCK_M)
        full_hi = tl.maximum(start_n - diag + win_left + 1, 0) // BLOCK_M
    hi = tl.maximum(hi, lo)
    full_lo = tl.minimum(tl.maximum(full_lo, lo), hi)
    full_hi = tl.maximum(tl.minimum(full_hi, hi), full_lo)
    return lo, hi, full_lo, full_hi


@triton.jit
def _seq_span(CU_SEQLENS, seq, N, IS_VARLEN: tl.constexpr):
    # (first row, length) of sequence `seq`: from cu_seqlens when packed, else all N rows.
    if IS_VARLEN:
        start = tl.load(CU_SEQLENS + seq)
        return start, tl.load(CU_SEQLENS + seq + 1) - start
    else:
        return 0, N


@triton.jit
def _rows_dot(A, B, a_rows, b_rows, stride_a, stride_b, a_ok, b_ok,
              HEAD_DIM: tl.constexpr, D_CHUNK: tl.constexpr):
    # A[a_rows, :HEAD_DIM] @ B[b_rows, :HEAD_DIM]^T in fp32, reading D_CHUNK columns at a time.
    # On RDNA3 each warp holds a dot's A operand over the whole reduction, duplicated across
    # the half-waves (a 16x16 bf16 tile is 8 VGPRs per lane): a resident [16, 128] K costs 64
    # VGPRs. Slices from L1/L2 keep the reduction's operands to one chunk at a time. A real
    # loop, not tl.static_range: unrolled, Triton 3.6 hoisted every slice's loads and spilled
    # 62-168 VGPRs at D128 on gfx1151 (0 as a loop; Triton 3.9 needs 161 instead of 244).
    acc = tl.zeros([a_rows.shape[0], b_rows.shape[0]], dtype=tl.float32)
    for c in range(0, HEAD_DIM, D_CHUNK):
        offs_c = c + tl.arange(0, D_CHUNK)
        c_ok = offs_c[None, :] < HEAD_DIM
        a = tl.load(A + a_rows[:, None] * stride_a + offs_c[None, :],
                    mask=a_ok[:, None] & c_ok, other=0.0)  # [rows of A, D_CHUNK]
        b = tl.load(B + b_rows[:, None] * stride_b + offs_c[None, :],
                    mask=b_ok[:, None] & c_ok, other=0.0)  # [rows of B, D_CHUNK]
        acc = _mma(a, tl.trans(b), acc)
    return acc


@triton.jit
def _block_start(it, first, n_before, jump, BLOCK: tl.constexpr, BEFORE: tl.constexpr,
                 AFTER: tl.constexpr):
    # Iteration `it` of a loop over blocks [first, first + n_before) then, `jump` blocks
    # further, the rest: how one loop body visits the masked blocks on both sides of the
    # unmasked ones (a second inlined body costs registers on RDNA3). BEFORE / AFTER: the
    # caller knows every block is on one side (no band edge on the other), so the start is
    # affine in `it` and the compiler steps the addresses instead of recomputing them.
    if BEFORE:
        return (first + it) * BLOCK
    elif AFTER:
        return (first + jump + it) * BLOCK
    else:
        return (first + it + tl.where(it < n_before, 0, jump)) * BLOCK


@triton.jit
def _fwd_inner(acc, m_i, l_i, q, Q, K, V, stride_qm, stride_kn, stride_vn, offs_m, offs_d,
               row_ok, first, count, n_before, jump, n_k, diag, win_left, win_right,
               qk_scale, cap, slope, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr,
               BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr, MASK: tl.constexpr,
               MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
               ALIBI: tl.constexpr):
    # Online softmax over `count` key blocks: running row max m_i and sum l_i in log2 units.
    offs_nb = tl.arange(0, BLOCK_N)
    dmask = offs_d[None, :] < HEAD_DIM
    for it in range(count):
        offs_n = _block_start(it, first, n_before, jump, BLOCK_N, not MASK,
                              MASK and not MASK_LEFT) + offs_nb
        col_ok = offs_n < n_k
        if D_CHUNK < BLOCK_D:
            s = _rows_dot(Q, K, offs_m, offs_n, stride_qm, stride_kn, row_ok, col_ok,
                          HEAD_DIM, D_CHUNK)  # [BLOCK_M, BLOCK_N]
        else:
            k = tl.load(K + offs_n[:, None] * stride_kn + offs_d[None, :],
                        mask=col_ok[:, None] & dmask, other=0.0)  # [BLOCK_N, BLOCK_D]
            s = _mma(q, tl.trans(k), None)  # [BLOCK_M, BLOCK_N]
        t, _ = _score(s, offs_m[:, None], offs_n[None, :], n_k, diag, win_left, win_right,
                      qk_scale, cap, slope, 0.0, MASK, MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI)
        m_new = tl.maximum(m_i, tl.max(t, 1))
        m_use = tl.where(m_new == float("-inf"), 0.0, m_new)  # a row with nothing visible yet
        p = tl.math.exp2(t - m_use[:, None])  # [BLOCK_M, BLOCK_N]
        alpha = tl.math.exp2(m_i - m_use)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(V + offs_n[:, None] * stride_vn + offs_d[None, :],
                    mask=col_ok[:, None] & dmask, other=0.0)  # [BLOCK_N, BLOCK_D]
        acc = _mma(_lowp(p, v.dtype), v, acc * alpha[:, None])  # [BLOCK_M, BLOCK_D]
        m_i = m_new
    return acc, m_i, l_i


@triton.jit
def _fwd_block(start_m, Q, K, V, Out, LSE, stride_qm, stride_kn, stride_vn, out_base,
               lse_base, H, n_q, n_k, qk_scale, cap, slope, sink, win_left, win_right,
               HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
               BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr, MASK_LEFT: tl.constexpr,
               MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr, ALIBI: tl.constexpr,
               SINK: tl.constexpr):
    offs_m = start_m + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_D)
    row_ok = offs_m < n_q
    q_mask = row_ok[:, None] & (offs_d[None, :] < HEAD_DIM)
    if D_CHUNK < BLOCK_D:
        q = 0  # read in D_CHUNK slices inside the loop
    else:
        q = tl.load(Q + offs_m[:, None] * stride_qm + offs_d[None, :], mask=q_mask, other=0.0)  # [BLOCK_M, BLOCK_D]
    # A sink is one more logit in every row's softmax denominator, with no value.
    if SINK:
        m_i = tl.zeros([BLOCK_M], dtype=tl.float32) + sink
        l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    else:
        m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
        l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_D], dtype=tl.float32)
    diag = n_k - n_q
    lo, hi, full_lo, full_hi = _key_blocks(start_m, n_q, n_k, win_left, win_right, BLOCK_M,
                                           BLOCK_N, MASK_LEFT, MASK_RIGHT)
    # Blocks every row sees whole, unmasked; then the masked ones on either side.
    acc, m_i, l_i = _fwd_inner(acc, m_i, l_i, q, Q, K, V, stride_qm, stride_kn, stride_vn,
                               offs_m, offs_d, row_ok, full_lo, full_hi - full_lo,
                               full_hi - full_lo, 0, n_k, diag, win_left, win_right, qk_scale,
                               cap, slope, BLOCK_N, HEAD_DIM, BLOCK_D, D_CHUNK, False,
                               MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI)
    acc, m_i, l_i = _fwd_inner(acc, m_i, l_i, q, Q, K, V, stride_qm, stride_kn, stride_vn,
                               offs_m, offs_d, row_ok, lo, (full_lo - lo) + (hi - full_hi),
                               full_lo - lo, full_hi - full_lo, n_k, diag, win_left, win_right,
                               qk_scale, cap, slope, BLOCK_N, HEAD_DIM, BLOCK_D, D_CHUNK, True,
                               MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI)
    # A row with no visible key (and no sink) gives out = 0 and lse = 0.
    seen = l_i > 0.0
    out = acc / tl.where(seen, l_i, 1.0)[:, None]
    lse = tl.where(seen, (m_i + tl.log2(tl.where(seen, l_i, 1.0))) * 0.6931471805599453, 0.0)
    tl.store(Out + out_base + offs_m[:, None] * (H * HEAD_DIM) + offs_d[None, :],
             _lowp(out, Out.dtype.element_ty), mask=q_mask)
    tl.store(LSE + lse_base + offs_m, lse, mask=row_ok)


@triton.jit
def _fwd_kernel(Q, K, V, Out, LSE, CU_Q, CU_K, Slopes, Sinks,
                stride_qb, stride_qm, stride_qh, stride_kb, stride_kn, stride_kh,
                stride_vb, stride_vn, stride_vh, stride_slope_b,
                H, H_K, N_Q, N_K, qk_scale, cap, win_left, win_right,
                HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr, IS_VARLEN: tl.constexpr,
                MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
                ALIBI: tl.constexpr, SINK: tl.constexpr):
    # One program per (query block, sequence, query head): out and the LSE the backward uses.
    pid_m = tl.program_id(0)
    pid_bh = tl.program_id(1)
    seq = pid_bh // H
    off_h = pid_bh % H
    off_hk = off_h // (H // H_K)
    q_start, n_q = _seq_span(CU_Q, seq, N_Q, IS_VARLEN)
    k_start, n_k = _seq_span(CU_K, seq, N_K, IS_VARLEN)
    if IS_VARLEN:
        off_b = 0
    else:
        off_b = seq.to(tl.int64)
    Q += off_b * stride_qb + q_start * stride_qm + off_h * stride_qh
    K += off_b * stride_kb + k_start * stride_kn + off_hk * stride_kh
    V += off_b * stride_vb + k_start * stride_vn + off_hk * stride_vh
    # Out is contiguous (B, N_Q, H, HEAD_DIM); LSE is (B, H, N_Q), or (H, total_q) packed.
    out_base = ((off_b * N_Q + q_start) * H + off_h) * HEAD_DIM
    lse_base = (off_b * H + off_h) * N_Q + q_start
    slope = 0.0
    if ALIBI:
        slope = tl.load(Slopes + seq * stride_slope_b + off_h) * 1.4426950408889634
    sink = 0.0
    if SINK:
        sink = tl.load(Sinks + off_h).to(tl.float32) * 1.4426950408889634
    if IS_VARLEN:
        # The grid covers max_seqlen_q; a longer sequence is walked with the grid's stride,
        # so a too-small max_seqlen costs speed, never correctness.
        for start_m in range(pid_m * BLOCK_M, n_q, tl.num_programs(0) * BLOCK_M):
            _fwd_block(start_m, Q, K, V, Out, LSE, stride_qm, stride_kn, stride_vn, out_base,
                       lse_base, H, n_q, n_k, qk_scale, cap, slope, sink, win_left, win_right,
                       HEAD_DIM, BLOCK_M, BLOCK_N, BLOCK_D, D_CHUNK, MASK_LEFT, MASK_RIGHT,
                       SOFTCAP, ALIBI, SINK)
    else:
        _fwd_block(pid_m * BLOCK_M, Q, K, V, Out, LSE, stride_qm, stride_kn, stride_vn,
                   out_base, lse_base, H, n_q, n_k, qk_scale, cap, slope, sink, win_left,
                   win_right, HEAD_DIM, BLOCK_M, BLOCK_N, BLOCK_D, D_CHUNK, MASK_LEFT,
                   MASK_RIGHT, SOFTCAP, ALIBI, SINK)


@triton.jit
def _dkdv_inner(dk, dv, k, v, K, V, Q, DO, LSE, Delta, stride_kn, stride_vn, stride_qm,
                stride_dom, offs_n, offs_d, first, count, n_before, jump, n_q, n_k, win_left,
                win_right, qk_scale, cap, slope, BLOCK_M: tl.constexpr, HEAD_DIM: tl.constexpr,
                BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr, MASK: tl.constexpr,
                MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
                ALIBI: tl.constexpr, BEFORE: tl.constexpr, AFTER: tl.constexpr):
    # offs_d: the dK / dV columns this program owns (all of them, or a block of them).
    # Stream `count` query blocks of one head past a key block (see _block_start). Rows >=
    # n_q load lse = +inf, so their p is 0. MASK applies the band (no key bound: see _score).
    offs_mb = tl.arange(0, BLOCK_M)
    dmask = offs_d[None, :] < HEAD_DIM
    col_ok = offs_n < n_k
    diag = n_k - n_q
    for it in range(count):
        offs_m = _block_start(it, first, n_before, jump, BLOCK_M, BEFORE, AFTER) + offs_mb
        row_ok = offs_m < n_q
        q = tl.load(Q + offs_m[:, None] * stride_qm + offs_d[None, :],
                    mask=row_ok[:, None] & dmask, other=0.0)  # [BLOCK_M, BLOCK_D]
        do = tl.load(DO + offs_m[:, None] * stride_dom + offs_d[None, :],
                     mask=row_ok[:, None] & dmask, other=0.0)  # [BLOCK_M, BLOCK_D]
        lse2 = tl.load(LSE + offs_m, mask=row_ok, other=float("inf")) * 1.4426950408889634  # [BLOCK_M]
        delta = tl.load(Delta + offs_m, mask=row_ok, other=0.0)  # [BLOCK_M]
        if D_CHUNK < BLOCK_D:
            sT = _rows_dot(K, Q, offs_n, offs_m, stride_kn, stride_qm, col_ok, row_ok,
                           HEAD_DIM, D_CHUNK)  # [BLOCK_N, BLOCK_M]
        else:
            sT = _mma(k, tl.trans(q), None)  # [BLOCK_N, BLOCK_M]
        tT, thT = _score(sT, offs_m[None, :], offs_n[:, None], n_k, diag, win_left, win_right,
                         qk_scale, cap, slope, lse2[None, :], MASK, MASK_LEFT, MASK_RIGHT,
                         SOFTCAP, ALIBI, False)
        pT = tl.math.exp2(tT)  # [BLOCK_N, BLOCK_M]
        dv = _mma(_lowp(pT, do.dtype), do, dv)  # [BLOCK_N, BLOCK_D]
        if D_CHUNK < BLOCK_D:
            dpT = _rows_dot(V, DO, offs_n, offs_m, stride_vn, stride_dom, col_ok, row_ok,
                            HEAD_DIM, D_CHUNK)  # [BLOCK_N, BLOCK_M]
        else:
            dpT = _mma(v, tl.trans(do), None)  # [BLOCK_N, BLOCK_M]
        dsT = pT * (dpT - delta[None, :])
        if SOFTCAP:
            dsT = dsT * (1.0 - thT * thT)
        dk = _mma(_lowp(dsT, q.dtype), q, dk)  # [BLOCK_N, BLOCK_D]
    return dk, dv


@triton.jit
def _dkdv_block(start_n, d0, Q, K, V, DO, LSE, Delta, DK, DV, Slopes, slope_base,
                stride_qm, stride_qh, stride_kn, stride_vn, stride_dom, stride_doh,
                off_hk, group, lse_base, out_base, N_Q, H_K, n_q, n_k, qk_scale, cap,
                sm_scale, win_left, win_right,
                HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                BLOCK_D: tl.constexpr, BLOCK_DO: tl.constexpr, D_CHUNK: tl.constexpr,
                MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
                ALIBI: tl.constexpr, SPLIT: tl.constexpr):
    # dK, dV columns [d0, d0 + BLOCK_DO) of key block [start_n, start_n + BLOCK_N).
    offs_n = start_n + tl.arange(0, BLOCK_N)
    offs_d = d0 + tl.arange(0, BLOCK_DO)
    kv_mask = (offs_n[:, None] < n_k) & (offs_d[None, :] < HEAD_DIM)
    if D_CHUNK < BLOCK_D:
        k = 0  # read in D_CHUNK slices inside the loop
        v = 0
    else:
        k = tl.load(K + offs_n[:, None] * stride_kn + offs_d[None, :], mask=kv_mask, other=0.0)  # [BLOCK_N, BLOCK_D]
        v = tl.load(V + offs_n[:, None] * stride_vn + offs_d[None, :], mask=kv_mask, other=0.0)  # [BLOCK_N, BLOCK_D]
    dk = tl.zeros([BLOCK_N, BLOCK_DO], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, BLOCK_DO], dtype=tl.float32)
    lo, hi, full_lo, full_hi = _query_blocks(start_n, n_q, n_k, win_left, win_right, BLOCK_M,
                                             BLOCK_N, MASK_LEFT, MASK_RIGHT)
    # SPLIT: the blocks every row sees whole, unmasked, then the masked ones on either side
    # (H200, D128 causal: 8% of this kernel's time). Without it one loop masks every block
    # when the band has an edge: on gfx1151 the second inlined loop body spilled 145 VGPRs
    # at D=128 (v0.1; 0 with one loop).
    if not SPLIT:
        full_lo = hi
        full_hi = hi
    # The query heads of this KV head's GQA group, summed in registers: no atomics.
    for g in range(group):
        off_h = off_hk * group + g
        slope = 0.0
        if ALIBI:
            slope = tl.load(Slopes + slope_base + off_h) * 1.4426950408889634
        rows = lse_base + off_h * N_Q  # LSE, Delta: (B, H, N_Q)
        if SPLIT:
            dk, dv = _dkdv_inner(dk, dv, k, v, K, V, Q + off_h * stride_qh,
                                 DO + off_h * stride_doh, LSE + rows, Delta + rows, stride_kn,
                                 stride_vn, stride_qm, stride_dom, offs_n, offs_d, full_lo,
                                 full_hi - full_lo, full_hi - full_lo, 0, n_q, n_k, win_left,
                                 win_right, qk_scale, cap, slope, BLOCK_M, HEAD_DIM, BLOCK_D,
                                 D_CHUNK, False, MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI, True,
                                 False)
        dk, dv = _dkdv_inner(dk, dv, k, v, K, V, Q + off_h * stride_qh, DO + off_h * stride_doh,
                             LSE + rows, Delta + rows, stride_kn, stride_vn, stride_qm,
                             stride_dom, offs_n, offs_d, lo, (full_lo - lo) + (hi - full_hi),
                             full_lo - lo, full_hi - full_lo, n_q, n_k, win_left, win_right,
                             qk_scale, cap, slope, BLOCK_M, HEAD_DIM, BLOCK_D, D_CHUNK,
                             MASK_LEFT or MASK_RIGHT, MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI,
                             not SPLIT or not MASK_LEFT, SPLIT and MASK_LEFT and not MASK_RIGHT)
    # DK and DV are contiguous (B, N_K, H_K, HEAD_DIM).
    out_offs = out_base + offs_n[:, None] * (H_K * HEAD_DIM) + offs_d[None, :]
    tl.store(DK + out_offs, _lowp(dk * sm_scale, DK.dtype.element_ty), mask=kv_mask)
    tl.store(DV + out_offs, _lowp(dv, DV.dtype.element_ty), mask=kv_mask)


@triton.jit
def _bwd_dkdv_kernel(Q, K, V, DO, LSE, Delta, DK, DV, CU_Q, CU_K, Slopes,
                     stride_qb, stride_qm, stride_qh, stride_kb, stride_kn, stride_kh,
                     stride_vb, stride_vn, stride_vh, stride_dob, stride_dom, stride_doh,
                     stride_slope_b, H, H_K, N_Q, N_K, qk_scale, cap, sm_scale,
                     win_left, win_right,
                     HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                     BLOCK_D: tl.constexpr, BLOCK_DO: tl.constexpr, D_CHUNK: tl.constexpr,
                     IS_VARLEN: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr,
                     SOFTCAP: tl.constexpr, ALIBI: tl.constexpr, SPLIT: tl.constexpr):
    # One program per (key block, block of BLOCK_DO head-dim columns, sequence, KV head): dK
    # and dV of the block, looping over the query heads of its GQA group. Deterministic.
    # Runs after the dQ kernel, which writes Delta. Packed (varlen) sequences sit in one batch
    # entry; N_Q, N_K are then the totals. Column blocks (RDNA, head dim > 128) recompute the
    # scores per block: [BLOCK_N, 256] fp32 dK, dV and their Q / dO operands spill at D=256.
    tl.static_assert(BLOCK_DO == BLOCK_D or D_CHUNK < BLOCK_D, "column blocks need sliced scores")
    pid_n = tl.program_id(0) // (BLOCK_D // BLOCK_DO)
    d0 = (tl.program_id(0) % (BLOCK_D // BLOCK_DO)) * BLOCK_DO
    pid_bhk = tl.program_id(1)
    seq = pid_bhk // H_K
    off_hk = pid_bhk % H_K
    q_start, n_q = _seq_span(CU_Q, seq, N_Q, IS_VARLEN)
    k_start, n_k = _seq_span(CU_K, seq, N_K, IS_VARLEN)
    if IS_VARLEN:
        off_b = 0
    else:
        off_b = seq.to(tl.int64)
    Q += off_b * stride_qb + q_start * stride_qm
    DO += off_b * stride_dob + q_start * stride_dom
    K += off_b * stride_kb + k_start * stride_kn + off_hk * stride_kh
    V += off_b * stride_vb + k_start * stride_vn + off_hk * stride_vh
    lse_base = off_b * H * N_Q + q_start
    out_base = ((off_b * N_K + k_start) * H_K + off_hk) * HEAD_DIM
    group = H // H_K
    if IS_VARLEN:
        # The grid covers max_seqlen_k; a longer sequence is walked with the grid's stride.
        step = tl.num_programs(0) // (BLOCK_D // BLOCK_DO) * BLOCK_N
        for start_n in range(pid_n * BLOCK_N, n_k, step):
            _dkdv_block(start_n, d0, Q, K, V, DO, LSE, Delta, DK, DV, Slopes,
                        seq * stride_slope_b, stride_qm, stride_qh, stride_kn, stride_vn,
                        stride_dom, stride_doh, off_hk, group, lse_base, out_base, N_Q, H_K,
                        n_q, n_k, qk_scale, cap, sm_scale, win_left, win_right, HEAD_DIM,
                        BLOCK_M, BLOCK_N, BLOCK_D, BLOCK_DO, D_CHUNK, MASK_LEFT, MASK_RIGHT,
                        SOFTCAP, ALIBI, SPLIT)
    else:
        _dkdv_block(pid_n * BLOCK_N, d0, Q, K, V, DO, LSE, Delta, DK, DV, Slopes,
                    seq * stride_slope_b, stride_qm, stride_qh, stride_kn, stride_vn,
                    stride_dom, stride_doh, off_hk, group, lse_base, out_base, N_Q, H_K, n_q,
                    n_k, qk_scale, cap, sm_scale, win_left, win_right, HEAD_DIM, BLOCK_M,
                    BLOCK_N, BLOCK_D, BLOCK_DO, D_CHUNK, MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI,
                    SPLIT)


@triton.jit
def _dq_inner(dq, pdp, q, do, lse2, delta, Q, DO, K, V, stride_qm, stride_dom, stride_kn,
              stride_vn, offs_m, offs_d, row_ok, first, count, n_before, jump, n_k, diag,
              win_left, win_right, qk_scale, cap, slope, BLOCK_N: tl.constexpr,
              HEAD_DIM: tl.constexpr, BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr,
              MASK: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr,
              SOFTCAP: tl.constexpr, ALIBI: tl.constexpr, SINK: tl.constexpr):
    # Stream `count` key blocks past a query block (see _block_start). MASK applies the key
    # bound and the band: without it a padded key could give p = inf * 0. With SINK, pdp
    # sums p * dp per row: the sinks' gradient, in fp32 (Delta comes from the rounded O).
    offs_nb = tl.arange(0, BLOCK_N)
    dmask = offs_d[None, :] < HEAD_DIM
    for it in range(count):
        offs_n = _block_start(it, first, n_before, jump, BLOCK_N, not MASK,
                              MASK and not MASK_LEFT) + offs_nb
        col_ok = offs_n < n_k
        k = tl.load(K + offs_n[:, None] * stride_kn + offs_d[None, :],
                    mask=col_ok[:, None] & dmask, other=0.0)  # [BLOCK_N, BLOCK_D]
        if D_CHUNK < BLOCK_D:
            s = _rows_dot(Q, K, offs_m, offs_n, stride_qm, stride_kn, row_ok, col_ok,
                          HEAD_DIM, D_CHUNK)  # [BLOCK_M, BLOCK_N]
        else:
            s = _mma(q, tl.trans(k), None)  # [BLOCK_M, BLOCK_N]
        t, th = _score(s, offs_m[:, None], offs_n[None, :], n_k, diag, win_left, win_right,
                       qk_scale, cap, slope, lse2[:, None], MASK, MASK_LEFT, MASK_RIGHT,
                       SOFTCAP, ALIBI)
        p = tl.math.exp2(t)  # [BLOCK_M, BLOCK_N]
        if D_CHUNK < BLOCK_D:
            dp = _rows_dot(DO, V, offs_m, offs_n, stride_dom, stride_vn, row_ok, col_ok,
                           HEAD_DIM, D_CHUNK)  # [BLOCK_M, BLOCK_N]
        else:
            v = tl.load(V + offs_n[:, None] * stride_vn + offs_d[None, :],
                        mask=col_ok[:, None] & dmask, other=0.0)  # [BLOCK_N, BLOCK_D]
            dp = _mma(do, tl.trans(v), None)  # [BLOCK_M, BLOCK_N]
        if SINK:
            pdp += tl.sum(p * dp, 1)
        ds = p * (dp - delta[:, None])
        if SOFTCAP:
            ds = ds * (1.0 - th * th)
        dq = _mma(_lowp(ds, k.dtype), k, dq)  # [BLOCK_M, BLOCK_D]
    return dq, pdp


@triton.jit
def _dq_block(start_m, d0, Q, K, V, O, DO, LSE, Delta, DQ, PdP, stride_qm, stride_kn, stride_vn,
              stride_om, stride_dom, lse_base, out_base, H, n_q, n_k, qk_scale, cap, sm_scale, slope,
              win_left, win_right, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
              BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr, BLOCK_DO: tl.constexpr,
              D_CHUNK: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr,
              SOFTCAP: tl.constexpr, ALIBI: tl.constexpr, SINK: tl.constexpr):
    # dQ columns [d0, d0 + BLOCK_DO) of query block [start_m, start_m + BLOCK_M).
    offs_m = start_m + tl.arange(0, BLOCK_M)
    offs_d = d0 + tl.arange(0, BLOCK_DO)
    row_ok = offs_m < n_q
    q_mask = row_ok[:, None] & (offs_d[None, :] < HEAD_DIM)
    if D_CHUNK < BLOCK_D:
        q = 0  # read in D_CHUNK slices inside the loop
        do = 0
    else:
        q = tl.load(Q + offs_m[:, None] * stride_qm + offs_d[None, :], mask=q_mask, other=0.0)  # [BLOCK_M, BLOCK_D]
        do = tl.load(DO + offs_m[:, None] * stride_dom + offs_d[None, :], mask=q_mask, other=0.0)  # [BLOCK_M, BLOCK_D]
    lse2 = tl.load(LSE + lse_base + offs_m, mask=row_ok, other=float("inf")) * 1.4426950408889634  # [BLOCK_M]
    # Delta = rowsum(dO * O) (with the resident dO, or in D_CHUNK slices); stored for the
    # dK/dV kernel that runs next.
    if D_CHUNK < BLOCK_D:
        delta = tl.zeros([BLOCK_M], dtype=tl.float32)
        for c in range(0, HEAD_DIM, D_CHUNK):
            offs_c = c + tl.arange(0, D_CHUNK)
            c_mask = row_ok[:, None] & (offs_c[None, :] < HEAD_DIM)
            o = tl.load(O + offs_m[:, None] * stride_om + offs_c[None, :], mask=c_mask, other=0.0)  # [BLOCK_M, D_CHUNK]
            do_c = tl.load(DO + offs_m[:, None] * stride_dom + offs_c[None, :], mask=c_mask, other=0.0)  # [BLOCK_M, D_CHUNK]
            delta += tl.sum(o.to(tl.float32) * do_c.to(tl.float32), 1)
    else:
        o = tl.load(O + offs_m[:, None] * stride_om + offs_d[None, :], mask=q_mask, other=0.0)  # [BLOCK_M, BLOCK_D]
        delta = tl.sum(o.to(tl.float32) * do.to(tl.float32), 1)
    tl.store(Delta + lse_base + offs_m, delta, mask=row_ok)
    dq = tl.zeros([BLOCK_M, BLOCK_DO], dtype=tl.float32)
    pdp = tl.zeros([BLOCK_M], dtype=tl.float32)
    diag = n_k - n_q
    lo, hi, full_lo, full_hi = _key_blocks(start_m, n_q, n_k, win_left, win_right, BLOCK_M,
                                           BLOCK_N, MASK_LEFT, MASK_RIGHT)
    # Blocks every row sees whole, unmasked; then the masked ones on either side.
    dq, pdp = _dq_inner(dq, pdp, q, do, lse2, delta, Q, DO, K, V, stride_qm, stride_dom, stride_kn,
                   stride_vn, offs_m, offs_d, row_ok, full_lo, full_hi - full_lo,
                   full_hi - full_lo, 0, n_k, diag, win_left, win_right, qk_scale, cap, slope,
                   BLOCK_N, HEAD_DIM, BLOCK_D, D_CHUNK, False, MASK_LEFT, MASK_RIGHT, SOFTCAP,
                   ALIBI, SINK)
    dq, pdp = _dq_inner(dq, pdp, q, do, lse2, delta, Q, DO, K, V, stride_qm, stride_dom, stride_kn,
                   stride_vn, offs_m, offs_d, row_ok, lo, (full_lo - lo) + (hi - full_hi),
                   full_lo - lo, full_hi - full_lo, n_k, diag, win_left, win_right, qk_scale,
                   cap, slope, BLOCK_N, HEAD_DIM, BLOCK_D, D_CHUNK, True, MASK_LEFT, MASK_RIGHT,
                   SOFTCAP, ALIBI, SINK)
    if SINK:
        tl.store(PdP + lse_base + offs_m, pdp, mask=row_ok)
    # DQ is contiguous (B, N_Q, H, HEAD_DIM).
    tl.store(DQ + out_base + offs_m[:, None] * (H * HEAD_DIM) + offs_d[None, :],
             _lowp(dq * sm_scale, DQ.dtype.element_ty), mask=q_mask)


@triton.jit
def _bwd_dq_kernel(Q, K, V, O, DO, LSE, Delta, DQ, PdP, CU_Q, CU_K, Slopes,
                   stride_qb, stride_qm, stride_qh, stride_kb, stride_kn, stride_kh,
                   stride_vb, stride_vn, stride_vh, stride_ob, stride_om, stride_oh,
                   stride_dob, stride_dom, stride_doh,
                   stride_slope_b, H, H_K, N_Q, N_K, qk_scale, cap, sm_scale,
                   win_left, win_right,
                   HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                   BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr, IS_VARLEN: tl.constexpr,
                   MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
                   ALIBI: tl.constexpr, SINK: tl.constexpr, BLOCK_DO: tl.constexpr):
    # One program per (query block, block of BLOCK_DO head-dim columns, sequence, query
    # head), streaming the keys it can see; it also writes Delta (the dK/dV kernel's input)
    # and, with sinks, sum_j p * dp per row (every column block writes the same values).
    tl.static_assert(BLOCK_DO == BLOCK_D or D_CHUNK < BLOCK_D, "column blocks need sliced scores")
    pid_m = tl.program_id(0) // (BLOCK_D // BLOCK_DO)
    d0 = (tl.program_id(0) % (BLOCK_D // BLOCK_DO)) * BLOCK_DO
    pid_bh = tl.program_id(1)
    seq = pid_bh // H
    off_h = pid_bh % H
    off_hk = off_h // (H // H_K)
    q_start, n_q = _seq_span(CU_Q, seq, N_Q, IS_VARLEN)
    k_start, n_k = _seq_span(CU_K, seq, N_K, IS_VARLEN)
    if IS_VARLEN:
        off_b = 0
    else:
        off_b = seq.to(tl.int64)
    Q += off_b * stride_qb + q_start * stride_qm + off_h * stride_qh
    DO += off_b * stride_dob + q_start * stride_dom + off_h * stride_doh
    O += off_b * stride_ob + q_start * stride_om + off_h * stride_oh
    K += off_b * stride_kb + k_start * stride_kn + off_hk * stride_kh
    V += off_b * stride_vb + k_start * stride_vn + off_hk * stride_vh
    lse_base = (off_b * H + off_h) * N_Q + q_start
    out_base = ((off_b * N_Q + q_start) * H + off_h) * HEAD_DIM
    slope = 0.0
    if ALIBI:
        slope = tl.load(Slopes + seq * stride_slope_b + off_h) * 1.4426950408889634
    if IS_VARLEN:
        # The grid covers max_seqlen_q; a longer sequence is walked with the grid's stride.
        step = tl.num_programs(0) // (BLOCK_D // BLOCK_DO) * BLOCK_M
        for start_m in range(pid_m * BLOCK_M, n_q, step):
            _dq_block(start_m, d0, Q, K, V, O, DO, LSE, Delta, DQ, PdP, stride_qm, stride_kn,
                      stride_vn, stride_om, stride_dom, lse_base, out_base, H, n_q, n_k,
                      qk_scale, cap, sm_scale, slope, win_left, win_right, HEAD_DIM, BLOCK_M,
                      BLOCK_N, BLOCK_D, BLOCK_DO, D_CHUNK, MASK_LEFT, MASK_RIGHT, SOFTCAP,
                      ALIBI, SINK)
    else:
        _dq_block(pid_m * BLOCK_M, d0, Q, K, V, O, DO, LSE, Delta, DQ, PdP, stride_qm, stride_kn,
                  stride_vn, stride_om, stride_dom, lse_base, out_base, H, n_q, n_k, qk_scale,
                  cap, sm_scale, slope, win_left, win_right, HEAD_DIM, BLOCK_M, BLOCK_N, BLOCK_D,
                  BLOCK_DO, D_CHUNK, MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI, SINK)


# ---- host launchers ----

def _hardware_tanh(device):
    """Whether kernels for `device` compute tanh with NVIDIA's tanh.approx.f32 (sm_75+)."""
    if _INTERPRET or device.type != "cuda" or torch.version.hip is not None:
        return False
    arch = _gpu_arch(_device_index(device))
    return arch.startswith("sm") and arch[2:].isdigit() and int(arch[2:]) >= 75


def _family_splits_dkdv(family, head_dim):
    """Whether a family's dK/dV kernel runs its unmasked query blocks in a loop of their own
    (see _dkdv_block). Not on RDNA, whose 256 VGPRs cannot hold two loop bodies (gfx1151:
    7-25 VGPR spills when packed); elsewhere up to head dim 64. H200, dK/dV at causal
    4x32x4096 D64: 1.36 ms split vs 1.47 one loop; at 4x16x4096 D128 1.32 vs 1.26, where the
    second body spills (ptxas: 264 vs 112 bytes)."""
    return family not in ("gfx11", "gfx12") and _bucket(head_dim) <= 64


def _split_dkdv(device, head_dim):
    """_family_splits_dkdv for the device; the interpreter runs it split at every head dim."""
    return _INTERPRET or _family_splits_dkdv(_gpu_family(_device_index(device)), head_dim)


def _dkdv_config(cfgs, softcap):
    """The dK/dV config of a table entry: its softcap tile where it has one (softcap keeps
    one more score-shaped tile live; see the gfx11 table)."""
    return cfgs["dkdv_softcap"] if softcap > 0.0 and "dkdv_softcap" in cfgs else cfgs["dkdv"]


def _score_args(softmax_scale, causal, window, softcap, alibi_slopes, n_q, n_k, device):
    """Kernel arguments of the score step (_score), one definition for the forward and the
    backward launches. n_q, n_k: the longest possible sequences (totals when packed)."""
    # A band as wide as both sequences together has no edge (and keeps offsets in int32).
    causal, (left, right) = _band(causal, window, n_q + n_k)
    right = 0 if causal else right
    if softcap > 0.0:
        qk_scale, cap = softmax_scale / softcap, softcap * LOG2E
    else:
        qk_scale, cap = softmax_scale * LOG2E, 0.0
    alibi_2d = alibi_slopes is not None and alibi_slopes.dim() == 2
    return dict(qk_scale=qk_scale, cap=cap, win_left=max(left, 0), win_right=max(right, 0),
                stride_slope_b=alibi_slopes.stride(0) if alibi_2d else 0,
                MASK_LEFT=left >= 0, MASK_RIGHT=right >= 0,
                SOFTCAP=(2 if _hardware_tanh(device) else 1) if softcap > 0.0 else 0,
                ALIBI=alibi_slopes is not None)


def _strides(**tensors):
    """stride_{name}b, stride_{name}m / n, stride_{name}h of (B, N, H, D) tensors."""
    out = {}
    for name, t in tensors.items():
        row = "n" if name in ("k", "v") else "m"
        out.update({f"stride_{name}b": t.stride(0), f"stride_{name}{row}": t.stride(1),
                    f"stride_{name}h": t.stride(2)})
    return out


def _tiles(cfg, head_dim):
    """Launch arguments of one (BLOCK_M, BLOCK_N, warps, stages, D_CHUNK[, D_OUT]) config."""
    m, n, warps, stages, chunk = cfg[:5]
    block_d = max(16, _next_pow2(head_dim))
    args = dict(BLOCK_M=m, BLOCK_N=n, BLOCK_D=block_d, D_CHUNK=min(chunk or block_d, block_d),
                HEAD_DIM=head_dim, num_warps=warps, num_stages=stages)
    if len(cfg) > 5:  # the backward kernels: output columns per program
        args["BLOCK_DO"] = min(cfg[5] or block_d, block_d)
    return args


def _column_blocks(cfg, head_dim):
    """Programs per row block of a backward kernel: one per D_OUT columns of the head dim."""
    block_d = max(16, _next_pow2(head_dim))
    return block_d // min(cfg[5] or block_d, block_d) if len(cfg) > 5 else 1


# The scalar launch arguments of each call signature (grids, strides, tiles, score step),
# built once. A training step repeats a few signatures, and the backward runs on the autograd
# engine's device thread, where each Python step costs 2-5x what it costs on the main thread
# (H200, torch 2.11: a backward of two launches took 580 us of CPU there, 250 us in a loop).
_PLANS = {}


def _plan(key, config, build):
    if config is not None:  # explicit configs (tests, tune, bench.py isa): not cached
        return build()
    plan = _PLANS.get(key)
    if plan is None:
        if len(_PLANS) > 4096:
            _PLANS.clear()
        plan = _PLANS[key] = build()
    return plan


# A launch through JITFunction.run binds ~40 keyword arguments, specializes each and builds
# a cache key: 15-20 us of host time per launch on an H200 host (Triton 3.6), more on the
# autograd engine's thread. A repeated call signature instead calls the compiled kernel's
# launcher directly, with the arguments Triton bound the first time (the launcher's API,
# CompiledKernel.run(grid, stream, function, metadata, hooks, *args), is the one
# CompiledKernel[grid](...) uses, the same in Triton 3.4 to 3.9). The key holds what Triton
# specializes on beyond the plan's scalars: each tensor's dtype and 16-byte alignment.
_LAUNCHES = {}
_FAST_LAUNCH = _HAS_TRITON and not _INTERPRET and hasattr(triton, "knobs")


def _launch(kernel, grid, key, tensors, args):
    """kernel[grid](**tensors, **args); with a plan key, later calls of the same signature
    skip Triton's binder. tensors: {name: tensor or None}, the only arguments that vary."""
    global _FAST_LAUNCH
    if key is None or not _FAST_LAUNCH:
        kernel[grid](**tensors, **args)
        return
    spec = tuple(None if t is None else (t.dtype, t.data_ptr() % 16 == 0)
                 for t in tensors.values())
    key = (kernel, key, spec)
    hit = _LAUNCHES.get(key)
    if hit is not None:
        compiled, values, slots = hit
        values = list(values)
        for slot, t in zip(slots, tensors.values()):
            values[slot] = t
        stream = triton.runtime.driver.active.get_current_stream(tensors["Q"].device.index)
        runtime = triton.knobs.runtime  # profilers' launch hooks, as Triton passes them
        compiled.run(grid[0], grid[1], 1, stream, compiled.function, compiled.packed_metadata,
                     compiled.launch_metadata(grid, stream, *values), runtime.launch_enter_hook,
                     runtime.launch_exit_hook, *values)
        return
    compiled = kernel[grid](**tensors, **args)
    names = getattr(kernel, "arg_names", None)
    if not (names and all(hasattr(compiled, a) for a in ("run", "function", "packed_metadata",
                                                          "launch_metadata"))):
        _FAST_LAUNCH = False  # a Triton whose launch API differs: always the normal path
        return
    bound = dict(args, **tensors)
    if len(_LAUNCHES) > 4096:
        _LAUNCHES.clear()
    _LAUNCHES[key] = (compiled, tuple(bound[n] for n in names),
                      tuple(names.index(n) for n in tensors))


def _mods_key(softmax_scale, causal, window, softcap, alibi_slopes):
    return (softmax_scale, causal, window, softcap,
            None if alibi_slopes is None else (alibi_slopes.dim(), alibi_slopes.stride(0)))


def _native_forward(q, k, v, softmax_scale, causal, window=(-1, -1), softcap=0.0,
                    alibi_slopes=None, sinks=None, cu_seqlens_q=None, cu_seqlens_k=None,
                    max_seqlen_q=0, max_seqlen_k=0, config=None):
    """FeatherAttn's forward kernel; returns (out, lse).

    Batched: (B, N, H, D) tensors, lse (B, H, Nq). Varlen: (total, H, D) tensors packed by
    int32 cu_seqlens_q/k, lse (H, total_q); rows outside every sequence get zeros.
    """
    varlen = cu_seqlens_q is not None
    if varlen:
        q, k, v = (t.unsqueeze(0) for t in (q, k, v))
    B, Nq, H, D = q.shape
    batch = cu_seqlens_q.shape[0] - 1 if varlen else B

    def build():
        Nk, Hk = k.shape[1], k.shape[2]
        cfg = (config or _configs(q.device, D)[0])["fwd"]
        rows = max(max_seqlen_q, 1) if varlen else Nq
        return (_cdiv(rows, cfg[0]), batch * H), dict(
            H=H, H_K=Hk, N_Q=Nq, N_K=Nk, IS_VARLEN=varlen, SINK=sinks is not None,
            **_strides(q=q, k=k, v=v), **_tiles(cfg, D),
            **_score_args(softmax_scale, causal, window, softcap, alibi_slopes, Nq, Nk,
                          q.device))
    key = ("fwd", q.device, q.shape, k.shape, q.stride(), k.stride(), v.stride(), batch,
           max_seqlen_q if varlen else 0, sinks is not None,
           _mods_key(softmax_scale, causal, window, softcap, alibi_slopes))
    grid, args = _plan(key, config, build)
    alloc = torch.zeros if varlen else torch.empty
    out = alloc(q.shape, dtype=q.dtype, device=q.device)
    lse = alloc((B, H, Nq), dtype=torch.float32, device=q.device)
    _launch(_fwd_kernel, grid, None if config else key,
            dict(Q=q, K=k, V=v, Out=out, LSE=lse, CU_Q=cu_seqlens_q, CU_K=cu_seqlens_k,
                 Slopes=alibi_slopes, Sinks=sinks), args)
    return (out[0], lse[0]) if varlen else (out, lse)


def _native_backward(do, q, k, v, out, lse, dq, dk, dv, softmax_scale, causal, window=(-1, -1),
                     softcap=0.0, alibi_slopes=None, sinks=None, cu_seqlens_q=None,
                     cu_seqlens_k=None, max_seqlen_q=0, max_seqlen_k=0, config=None):
    """Run the two backward kernels, writing dq, dk, dv (contiguous, shapes of q, k, v);
    return the sinks' gradient (fp32, (H,)) or None.

    Batched: (B, N, H, D) tensors and lse (B, H, Nq). Varlen: (total, H, D) tensors packed
    by int32 cu_seqlens_q/k and lse (H, total_q); dq, dk, dv rows outside every sequence are
    left as they are (pass zeros).
    """
    varlen = cu_seqlens_q is not None
    if varlen:
        do, q, k, v, out, dq, dk, dv = (t.unsqueeze(0) for t in (do, q, k, v, out, dq, dk, dv))
        lse = lse.unsqueeze(0)
    B, Nq, H, D = q.shape
    batch = cu_seqlens_q.shape[0] - 1 if varlen else B

    def build():
        Nk, Hk = k.shape[1], k.shape[2]
        cfg = config or _configs(q.device, D)[0]
        rows_q, rows_k = (max(max_seqlen_q, 1), max(max_seqlen_k, 1)) if varlen else (Nq, Nk)
        common = dict(H=H, H_K=Hk, N_Q=Nq, N_K=Nk, sm_scale=softmax_scale, IS_VARLEN=varlen,
                      **_strides(q=q, k=k, v=v, do=do),
                      **_score_args(softmax_scale, causal, window, softcap, alibi_slopes, Nq, Nk,
                                    q.device))
        dq_cfg, dkdv_cfg = (tuple(c) + (0,) * (6 - len(c))
                            for c in (cfg["dq"], _dkdv_config(cfg, softcap)))
        dq_args = dict(common, SINK=sinks is not None, stride_ob=out.stride(0),
                       stride_om=out.stride(1), stride_oh=out.stride(2), **_tiles(dq_cfg, D))
        return ((_cdiv(rows_q, dq_cfg[0]) * _column_blocks(dq_cfg, D), batch * H), dq_args,
                (_cdiv(rows_k, dkdv_cfg[1]) * _column_blocks(dkdv_cfg, D), batch * Hk),
                dict(common, SPLIT=_split_dkdv(q.device, D), **_tiles(dkdv_cfg, D)))
    key = ("bwd", q.device, q.shape, k.shape, q.stride(), k.stride(), v.stride(), do.stride(),
           out.stride(), batch, (max_seqlen_q, max_seqlen_k) if varlen else 0,
           sinks is not None, _mods_key(softmax_scale, causal, window, softcap, alibi_slopes))
    dq_grid, dq_args, dkdv_grid, dkdv_args = _plan(key, config, build)
    key = None if config else key
    lse = lse.contiguous()
    delta = torch.empty((B, H, Nq), dtype=torch.float32, device=q.device)
    # dQ first: it writes Delta = rowsum(dO * O), which the dK/dV kernel reads (and, with
    # sinks, sums p * dp per row; zero outside every sequence).
    pdp = torch.zeros_like(delta) if sinks is not None else None
    tensors = dict(Q=q, K=k, V=v, DO=do, LSE=lse, Delta=delta, CU_Q=cu_seqlens_q,
                   CU_K=cu_seqlens_k, Slopes=alibi_slopes)
    _launch(_bwd_dq_kernel, dq_grid, key, dict(tensors, DQ=dq, O=out, PdP=pdp), dq_args)
    _launch(_bwd_dkdv_kernel, dkdv_grid, key, dict(tensors, DK=dk, DV=dv), dkdv_args)
    if sinks is None:
        return None
    # d loss / d sink_h = -sum_i exp(sink_h - lse_i) * sum_j p_ij dp_ij: a sink has no value,
    # so it only takes probability away from each row. (sum_j p_ij dp_ij is Delta_i = dO_i.O_i
    # in exact arithmetic; from the rounded O it was 2.2x PyTorch's fp16 error.)
    p_sink = torch.exp(sinks.float()[None, :, None] - lse)
    return -(p_sink * pdp).sum(dim=(0, 2))


# ---- forward providers: AITER, and the PyTorch reference ----

def _visible(Nq, Nk, causal, window, device):
    """[Nq, Nk] bool: query i sees key j, the kernels' rule (_score) in PyTorch."""
    left, right = window
    right = 0 if causal else right
    rel = (torch.arange(Nk, device=device)[None, :]
           - torch.arange(Nq, device=device)[:, None] - (Nk - Nq))  # j - (i + diag)
    keep = torch.ones(Nq, Nk, dtype=torch.bool, device=device)
    if right >= 0:
        keep &= rel <= right
    if left >= 0:
        keep &= rel >= -left
    return keep, rel


def _reference_scores(q, k, softmax_scale, causal, window, softcap, alibi_slopes):
    """Scores of the PyTorch reference in fp32 [B, H, Nq, Nk] (GQA expanded), masked with
    -inf, and tanh of the softcapped scores (or None)."""
    B, Nq, H, _ = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    qf = q.float().transpose(1, 2)
    kf = k.float().transpose(1, 2).repeat_interleave(H // Hk, dim=1)
    s = torch.matmul(qf, kf.transpose(-1, -2)) * softmax_scale
    th = None
    if softcap > 0.0:
        th = torch.tanh(s / softcap)
        s = th * softcap
    keep, rel = _visible(Nq, Nk, causal, window, q.device)
    if alibi_slopes is not None:
        s = s - alibi_slopes.float().reshape(-1, H)[:, :, None, None] * rel.abs().float()
    return s.masked_fill(~keep, float("-inf")), th


def _reference_lse(s, sinks):
    """Row log-sum-exp with the sink logit in the denominator; rows with nothing give 0."""
    if sinks is not None:
        s = torch.cat([s, sinks.float()[None, :, None, None].expand(*s.shape[:3], 1)], dim=-1)
    lse = torch.logsumexp(s, dim=-1)
    return torch.where(torch.isinf(lse), torch.zeros_like(lse), lse)


def _reference_attention(q, k, v, softmax_scale, causal, window=(-1, -1), softcap=0.0,
                         alibi_slopes=None, sinks=None, dropout_p=0.0):
    """Attention in plain fp32 PyTorch with flash-attn's semantics; returns (out, lse).
    (B, N, H, D) layouts; rows with no visible key give out = 0 and lse = 0 (the sink's
    logit with sinks). Differentiable."""
    H, Hk = q.shape[2], k.shape[2]
    s, _ = _reference_scores(q, k, softmax_scale, causal, window, softcap, alibi_slopes)
    lse = _reference_lse(s, sinks)
    p = torch.exp(s - lse[..., None])
    if dropout_p > 0.0:
        p = torch.nn.functional.dropout(p, dropout_p)
    vf = v.float().transpose(1, 2).repeat_interleave(H // Hk, dim=1)
    return torch.matmul(p, vf).transpose(1, 2).to(q.dtype), lse


def _reference_backward(do, q, k, v, out, lse, softmax_scale, causal, window=(-1, -1),
                        softcap=0.0, alibi_slopes=None, sinks=None):
    """The native backward's math in plain fp32 PyTorch (custom-op bodies run below
    autograd, so no autograd.grad here); returns (dq, dk, dv, dsinks or None)."""
    B, Nq, H, D = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    s, th = _reference_scores(q, k, softmax_scale, causal, window, softcap, alibi_slopes)
    p = torch.exp(s - lse[..., None])  # [B, H, Nq, Nk]
    do_, q_, o_ = (t.float().transpose(1, 2) for t in (do, q, out))
    k_, v_ = (t.float().transpose(1, 2).repeat_interleave(H // Hk, dim=1) for t in (k, v))
    delta = (do_ * o_).sum(-1, keepdim=True)
    ds = p * (torch.matmul(do_, v_.transpose(-1, -2)) - delta)
    if th is not None:
        ds = ds * (1.0 - th * th)
    dq = torch.matmul(ds, k_) * softmax_scale
    dk = torch.matmul(ds.transpose(-1, -2), q_) * softmax_scale
    dv = torch.matmul(p.transpose(-1, -2), do_)
    dk, dv = (t.view(B, Hk, H // Hk, Nk, D).sum(2) for t in (dk, dv))
    dsinks = None
    if sinks is not None:
        dsinks = -(torch.exp(sinks.float()[None, :, None] - lse) * delta[..., 0]).sum(dim=(0, 2))
    grads = tuple(t.transpose(1, 2).to(q.dtype).contiguous() for t in (dq, dk, dv))
    return grads + (dsinks,)


def _sequences(cu_seqlens_q, cu_seqlens_k):
    """(index, query rows, key rows) of each packed sequence (host-side; CPU paths only)."""
    cq, ck = cu_seqlens_q.tolist(), cu_seqlens_k.tolist()
    return [(i, slice(cq[i], cq[i + 1]), slice(ck[i], ck[i + 1])) for i in range(len(cq) - 1)]


def _per_sequence_slopes(alibi_slopes, i):
    return alibi_slopes if alibi_slopes is None or alibi_slopes.dim() == 1 else alibi_slopes[i]


def _reference_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, softmax_scale, causal,
                       window=(-1, -1), softcap=0.0, alibi_slopes=None, sinks=None,
                       dropout_p=0.0):
    """_reference_attention, batched or one packed sequence at a time (lse (H, total_q);
    rows outside every sequence get zeros)."""
    mods = (softmax_scale, causal, window, softcap)
    if cu_seqlens_q is None:
        return _reference_attention(q, k, v, *mods, alibi_slopes, sinks, dropout_p)
    out = torch.zeros_like(q)
    lse = q.new_zeros((q.shape[1], q.shape[0]), dtype=torch.float32)
    for i, rq, rk in _sequences(cu_seqlens_q, cu_seqlens_k):
        if rq.start == rq.stop:
            continue
        if rk.start == rk.stop:  # no key: out = 0; lse = 0, or the sink's logit
            if sinks is not None:
                lse[:, rq] = sinks.float()[:, None]
            continue
        o, l = _reference_attention(q[None, rq], k[None, rk], v[None, rk], *mods,
                                    _per_sequence_slopes(alibi_slopes, i), sinks, dropout_p)
        out[rq], lse[:, rq] = o[0], l[0]
    return out, lse


def _reference_backward_packed(do, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, *mods,
                               alibi_slopes, sinks):
    """_reference_backward one packed sequence at a time."""
    grads = [torch.zeros_like(t) for t in (q, k, v)]
    dsinks = None if sinks is None else torch.zeros_like(sinks, dtype=torch.float32)
    for i, rq, rk in _sequences(cu_seqlens_q, cu_seqlens_k):
        if rq.start == rq.stop or rk.start == rk.stop:
            continue  # no query or no key: zero gradients (and a sink gets dO.O = 0 there)
        parts = _reference_backward(do[None, rq], q[None, rq], k[None, rk], v[None, rk],
                                    out[None, rq], lse[None, :, rq], *mods,
                                    _per_sequence_slopes(alibi_slopes, i), sinks)
        for g, part, rows in zip(grads, parts, (rq, rk, rk)):
            g[rows] = part[0]
        if sinks is not None:
            dsinks += parts[3]
    return (*grads, dsinks)


_AITER = {}


def _aiter_mha():
    """AITER's Triton mha module, importing only its Triton modules off ROCm; raises
    ImportError with the reason when amd-aiter is missing or does not load."""
    if "module" not in _AITER:
        try:
            _aiter_package()
            mha = _import_aiter_mha()
            _seed_aiter_bwd_table(mha)
            _AITER["module"] = mha
        except Exception as e:  # noqa: BLE001 - any failure means: no AITER here
            _AITER["module"] = None
            _AITER["error"] = e if isinstance(e, ImportError) else ImportError(
                f"featherattn: amd-aiter is installed but its Triton attention failed to load: "
                f"{type(e).__name__}: {e}")
    if _AITER["module"] is None:
        raise _AITER["error"]
    return _AITER["module"]


def _aiter_available():
    """(True, '') or (False, why) for AITER's forward, loading it on first use."""
    try:
        _aiter_mha()
        return True, ""
    except ImportError as e:
        return False, str(e).replace("featherattn: ", "")


def _aiter_package():
    """Make AITER's Triton modules importable; off ROCm, without running `import aiter`."""
    if "aiter" in sys.modules:
        return
    spec = importlib.util.find_spec("aiter")
    if spec is None:
        raise ImportError(
            "featherattn: amd-aiter is not installed (`pip install amd-aiter`, or "
            "`pip install 'featherattn[aiter]'`).")
    if torch.version.hip is None:
        # `import aiter` needs ROCm (its JIT set-up looks for hipconfig). Register a bare
        # package so that only its pure-Triton modules load, and give its arch probe a
        # string (it returns an int on CUDA, which AITER's `arch in "gfx950"` rejects).
        pkg = types.ModuleType("aiter")
        pkg.__path__ = list(spec.submodule_search_locations)
        pkg.__spec__ = spec
        sys.modules["aiter"] = pkg
        arch_info = importlib.import_module("aiter.ops.triton.utils._triton.arch_info")
        arch = f"sm{torch.cuda.get_device_capability()[0]}{torch.cuda.get_device_capability()[1]}" \
            if torch.cuda.is_available() else "cpu"
        arch_info.get_arch = lambda: arch


# AITER's mha imports this subpackage for flash_attn_with_kvcache alone. In amd-aiter 0.1.7
# one of its @triton.autotune keys (ACTUAL_HEAD_DIM) is not a kernel argument, which Triton
# 3.9's Autotuner rejects with ValueError at import, taking the forward down with it.
_AITER_KVCACHE = "aiter.ops.triton._triton_kernels.flash_attn_triton_amd"


def _import_aiter_mha():
    try:
        importlib.import_module(_AITER_KVCACHE)
    except ModuleNotFoundError:
        pass
    except Exception as e:  # noqa: BLE001 - a subpackage FeatherAttn never calls
        for name in [n for n in sys.modules if n.startswith(_AITER_KVCACHE)]:
            del sys.modules[name]
        stub = types.ModuleType(_AITER_KVCACHE, f"FeatherAttn's stand-in: the real module "
                                f"failed to import ({type(e).__name__}: {e}).")
        stub.flash_attn_2 = stub.flash_attn_3 = None
        sys.modules[_AITER_KVCACHE] = stub
        _log.info("featherattn: AITER's flash_attn_triton_amd (kv-cache attention) does not "
                  "import under Triton %s (%s: %s); its forward is loaded without it.",
                  triton.__version__, type(e).__name__, e)
    for name in ("aiter.ops.triton.attention.mha", "aiter.ops.triton.mha"):
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name not in (name, name.rsplit(".", 1)[0]):
                raise
    raise ImportError("featherattn: found aiter but not its Triton mha module "
                      "(aiter.ops.triton.mha); install a current amd-aiter.")


def _strip_amd_options(cfg):
    if torch.version.hip is not None:
        return dict(cfg)
    return {k: v for k, v in cfg.items() if k not in _AMD_ONLY_LAUNCH_OPTIONS}


def _seed_aiter_bwd_table(mha):
    """Give AITER's backward a config table where it ships none (gfx1100, NVIDIA)."""
    bwd_mod = sys.modules[mha.flash_attn_onekernel_backward.__module__]
    kernels = sys.modules.get(bwd_mod.__name__.replace("mha_onekernel_bwd", "_triton_kernels.mha_onekernel_bwd"))
    get_config = getattr(kernels, "_get_config", None) or getattr(bwd_mod, "_get_config")
    try:
        get_config()
    except (KeyError, FileNotFoundError, TypeError):
        table = {name: {part: _strip_amd_options(cfg) for part, cfg in parts.items()}
                 for name, parts in _AITER_BWD_TABLE.items()}
        get_config._config_dict = table


@functools.lru_cache(maxsize=None)
def _aiter_fwd_config(device_index, head_dim):
    """None where AITER ships a forward table for this GPU, else FeatherAttn's config."""
    mha = _aiter_mha()
    try:
        mha._get_config(False, torch.float16)
        return None
    except (KeyError, FileNotFoundError, TypeError):
        family = _gpu_family(device_index)
        if family in ("gfx11", "gfx12"):  # RDNA4: RDNA3's table (unchecked on gfx12)
            return _strip_amd_options(_AITER_FWD_CONFIGS["gfx11"][_bucket(head_dim)])
        return _strip_amd_options(_AITER_FWD_CONFIGS["cuda" if head_dim <= 128 else "cuda-d256"])


def _pad_head_dim(t, size):
    """Zero-pad the last dim up to `size`."""
    pad = size - t.shape[-1]
    return torch.nn.functional.pad(t, [0, pad]) if pad > 0 else t


def _batch_slopes(alibi_slopes, batch):
    """AITER indexes alibi_slopes as (batch, nheads); flash-attn also takes (nheads,)."""
    if alibi_slopes is not None and alibi_slopes.dim() == 1:
        return alibi_slopes.expand(batch, -1)
    return alibi_slopes


def _aiter_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                   softmax_scale, causal, alibi_slopes):
    mha = _aiter_mha()
    D = q.shape[-1]
    batch = q.shape[0] if cu_seqlens_q is None else cu_seqlens_q.shape[0] - 1
    # AITER's forward (like flash-attn) wants a head dim that is a multiple of 8.
    padded = -(-D // 8) * 8
    out, lse = mha._flash_attn_forward(
        *(_pad_head_dim(t, padded) for t in (q, k, v)), 0.0, softmax_scale,
        causal=causal, window_size_left=-1, window_size_right=-1, bias=None,
        alibi_slopes=_batch_slopes(alibi_slopes, batch), return_lse=True, return_softmax=False,
        max_seqlen_q=max_seqlen_q, max_seqlen_k=max_seqlen_k,
        cu_seqlens_q=cu_seqlens_q, cu_seqlens_k=cu_seqlens_k,
        config=_aiter_fwd_config(_device_index(q.device), D))[:2]
    if cu_seqlens_q is not None:
        lse = lse.t()  # AITER's packed LSE is (total_q, H); flash-attn's is (H, total_q)
    return out[..., :D].contiguous(), lse.contiguous()


def _aiter_fallback(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                    dropout_p, softmax_scale, causal, alibi_slopes, deterministic,
                    return_attn_probs):
    """The whole call through AITER's flash_attn(_varlen)_func, its backward included."""
    mha = _aiter_mha()
    D = q.shape[-1]
    batch = q.shape[0] if cu_seqlens_q is None else cu_seqlens_q.shape[0] - 1
    # AITER's backward kernel takes tl.arange(0, head_dim): it compiles only for powers of
    # two. Zero columns change no score (the scale is explicit), so pad and slice.
    q, k, v = (_pad_head_dim(t, max(16, _next_pow2(D))) for t in (q, k, v))
    kwargs = dict(dropout_p=dropout_p, softmax_scale=softmax_scale, causal=causal,
                  window_size=(-1, -1), bias=None, alibi_slopes=_batch_slopes(alibi_slopes, batch),
                  deterministic=deterministic, return_lse=True,
                  return_attn_probs=return_attn_probs,
                  config=_aiter_fwd_config(_device_index(q.device), D))
    if cu_seqlens_q is None:
        res = mha.flash_attn_func(q, k, v, **kwargs)
        lse = res[1]
    else:
        res = mha.flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                         max_seqlen_k, **kwargs)
        lse = res[1].t()
    return res[0][..., :D], lse, (res[2] if return_attn_probs else None)


# ---- custom ops, autograd, public API ----

def _last_dim_contiguous(t):
    return t if t.stride(-1) == 1 else t.contiguous()


def _fwd_impl(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
              cu_seqlens_q: Optional[torch.Tensor], cu_seqlens_k: Optional[torch.Tensor],
              max_seqlen_q: int, max_seqlen_k: int, softmax_scale: float, causal: bool,
              window_left: int, window_right: int, softcap: float,
              alibi_slopes: Optional[torch.Tensor], sinks: Optional[torch.Tensor],
              aiter_forward: bool) -> tuple[torch.Tensor, torch.Tensor]:
    window = (window_left, window_right)
    if q.device.type == "cpu" and not _INTERPRET:
        out, lse = _reference_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, softmax_scale, causal,
                                      window, softcap, alibi_slopes, sinks)
        return out.contiguous(), lse.contiguous()
    if aiter_forward:
        return _aiter_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                              softmax_scale, causal, alibi_slopes)
    return _native_forward(q, k, v, softmax_scale, causal, window, softcap, alibi_slopes, sinks,
                           cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k)


_fwd_op = torch.library.custom_op("featherattn::fwd", mutates_args=())(_fwd_impl)


@_fwd_op.register_fake
def _fwd_fake(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, softmax_scale,
              causal, window_left, window_right, softcap, alibi_slopes, sinks, aiter_forward):
    if cu_seqlens_q is not None:  # (total_q, H, D) -> lse (H, total_q)
        return q.new_empty(q.shape), q.new_empty((q.shape[1], q.shape[0]), dtype=torch.float32)
    B, Nq, H, _ = q.shape
    return q.new_empty(q.shape), q.new_empty((B, H, Nq), dtype=torch.float32)


def _bwd_impl(do: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
              out: torch.Tensor, lse: torch.Tensor, cu_seqlens_q: Optional[torch.Tensor],
              cu_seqlens_k: Optional[torch.Tensor], max_seqlen_q: int, max_seqlen_k: int,
              softmax_scale: float, causal: bool, window_left: int, window_right: int,
              softcap: float, alibi_slopes: Optional[torch.Tensor],
              sinks: Optional[torch.Tensor]) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor,
                                                      torch.Tensor]:
    mods = (softmax_scale, causal, (window_left, window_right), softcap)
    if q.device.type == "cpu" and not _INTERPRET:
        if cu_seqlens_q is None:
            dq, dk, dv, dsinks = _reference_backward(do, q, k, v, out, lse, *mods, alibi_slopes,
                                                     sinks)
        else:
            dq, dk, dv, dsinks = _reference_backward_packed(
                do, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, *mods,
                alibi_slopes=alibi_slopes, sinks=sinks)
    else:
        # Packed: rows outside every sequence get zero gradients.
        alloc = torch.empty if cu_seqlens_q is None else torch.zeros
        dq, dk, dv = (alloc(t.shape, dtype=t.dtype, device=t.device) for t in (q, k, v))
        dsinks = _native_backward(_last_dim_contiguous(do), q, k, v, out, lse, dq, dk, dv, *mods,
                                  alibi_slopes, sinks, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                  max_seqlen_k)
    if dsinks is None:
        dsinks = q.new_empty((0,), dtype=torch.float32)
    return dq, dk, dv, dsinks


_bwd_op = torch.library.custom_op("featherattn::bwd", mutates_args=())(_bwd_impl)


@_bwd_op.register_fake
def _bwd_fake(do, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
              softmax_scale, causal, window_left, window_right, softcap, alibi_slopes, sinks):
    return (q.new_empty(q.shape), k.new_empty(k.shape), v.new_empty(v.shape),
            q.new_empty((0 if sinks is None else sinks.shape[0],), dtype=torch.float32))


def _eager(*tensors):
    """Whether to call the ops' Python bodies directly. The dispatcher costs ~60 us of host
    time per op (H200, torch 2.11), which a training step of small attention calls feels.
    torch.compile, functorch transforms and tensor subclasses (fake, functional, DTensor)
    go through the registered ops."""
    return (not torch.compiler.is_compiling() and not torch._C._are_functorch_transforms_active()
            and all(type(t) is torch.Tensor for t in tensors if t is not None))


class _FeatherAttnFunc(torch.autograd.Function):
    """A forward (native, AITER's, or the CPU reference) paired with the native backward."""

    @staticmethod
    def forward(ctx, q, k, v, sinks, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                softmax_scale, causal, window_left, window_right, softcap, alibi_slopes,
                aiter_forward):
        ctx.eager = _eager(q, k, v, sinks)
        fwd = _fwd_impl if ctx.eager else torch.ops.featherattn.fwd
        out, lse = fwd(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                       softmax_scale, causal, window_left, window_right, softcap, alibi_slopes,
                       sinks, aiter_forward)
        ctx.save_for_backward(q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, alibi_slopes, sinks)
        ctx.args = (max_seqlen_q, max_seqlen_k, softmax_scale, causal, window_left,
                    window_right, softcap)
        ctx.mark_non_differentiable(lse)
        ctx.set_materialize_grads(False)  # no zero-filled gradient for lse
        return out, lse

    @staticmethod
    def backward(ctx, dout, dlse):
        q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, alibi_slopes, sinks = ctx.saved_tensors
        if dout is None:  # only lse was used, and it is not differentiable
            return (None,) * 15
        bwd = _bwd_impl if ctx.eager and _eager(dout) else torch.ops.featherattn.bwd
        (max_q, max_k, scale, causal, wl, wr, softcap) = ctx.args
        dq, dk, dv, dsinks = bwd(dout, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, max_q,
                                 max_k, scale, causal, wl, wr, softcap, alibi_slopes, sinks)
        dsinks = dsinks.to(sinks.dtype) if sinks is not None and ctx.needs_input_grad[3] else None
        return (dq, dk, dv, dsinks) + (None,) * 11


_log = logging.getLogger("featherattn")
_LOGGED = set()


def _log_route(forward, backward, reason, q, k, causal, window, softcap, alibi_slopes, sinks,
               varlen):
    """With FEATHERATTN_LOG=1, one line per call signature (not per sequence length, so a
    generate() loop logs once): which forward, backward (or none: no gradient) and configs."""
    if os.environ.get("FEATHERATTN_LOG", "0") in ("", "0"):
        return
    features = ", ".join(name for name, on in (
        ("causal", causal), (f"window={window}", window != (-1, -1)),
        (f"softcap={softcap}", softcap > 0), ("alibi", alibi_slopes is not None),
        ("sinks", sinks is not None), ("varlen", varlen)) if on) or "full"
    key = (forward, backward, reason, q.dtype, q.device.type, q.shape[-2], k.shape[-2],
           q.shape[-1], features)
    if key in _LOGGED:
        return
    _LOGGED.add(key)
    if not _log.handlers and not logging.getLogger().handlers:
        _log.addHandler(logging.StreamHandler())
        _log.setLevel(logging.INFO)
    route = f"{forward} forward + {backward} backward" if backward else \
        f"{forward} forward only (no gradient needed)"
    if "native" in (forward, backward):
        cfgs, source = _configs(q.device, q.shape[-1])
        used = [n for n in _KERNELS if n != "fwd" or forward == "native"] \
            if backward == "native" else ["fwd"]
        route += " [" + ", ".join(f"{n}={cfgs[n]}" for n in used) + f" from the {source}]"
    _log.warning("featherattn: %s for q%s k%s %s %s%s", route, tuple(q.shape), tuple(k.shape),
                 str(q.dtype).replace("torch.", ""), features, f" ({reason})" if reason else "")


def _route(q, dropout_p, window, softcap, sinks, varlen=False):
    """(forward, backward, reason) of a validated call, each 'native', 'aiter' or 'reference'.

    The forward is AITER's where amd-aiter loads and serves the call (not packed, no window,
    softcap or sinks), else the native one; FEATHERATTN_FORWARD=native|aiter forces one.
    Dropout runs AITER's whole call. On the CPU: the Triton kernels in the interpreter with
    TRITON_INTERPRET=1, else the PyTorch reference."""
    if q.device.type == "cpu":
        if dropout_p > 0.0:
            return "reference", "reference", f"dropout_p={dropout_p} on the CPU: the PyTorch reference runs"
        if not _INTERPRET:
            return "reference", "reference", (
                "CPU tensors without TRITON_INTERPRET=1: the PyTorch reference runs (set "
                "TRITON_INTERPRET=1 before import to run the Triton kernels)")
        return "native", "native", ""
    if dropout_p > 0.0:
        ok, why = _aiter_available()
        if not ok:
            raise ValueError(f"featherattn: dropout_p={dropout_p} needs AMD AITER's attention (the "
                             f"native kernels have no dropout), and {why}")
        return "aiter", "aiter", (f"dropout_p={dropout_p}: the native kernels have no dropout; "
                                  f"AITER's forward and backward run")
    lacks = [name for name, used in (("sliding window", window != (-1, -1)),
                                     ("softcap", softcap > 0.0), ("sinks", sinks is not None)) if used]
    choice = os.environ.get("FEATHERATTN_FORWARD", "").lower()
    # AITER's packed forward sizes its grid by max_seqlen: a smaller value than the longest
    # sequence leaves rows wrong (H200, 2026-11-30). The native one walks the rest.
    packed_reason = "AITER's packed-sequence forward trusts max_seqlen" if varlen else ""
    if choice == "native":
        return "native", "native", "FEATHERATTN_FORWARD=native"
    if choice == "aiter":
        if lacks:
            raise ValueError(f"featherattn: FEATHERATTN_FORWARD=aiter, but AITER's forward has no "
                             f"{' or '.join(lacks)}; unset FEATHERATTN_FORWARD to run the native one.")
        ok, why = _aiter_available()
        if not ok:
            raise ImportError(f"featherattn: FEATHERATTN_FORWARD=aiter, but {why}")
        return "aiter", "native", "FEATHERATTN_FORWARD=aiter"
    if choice not in ("", "auto"):
        raise ValueError(f"featherattn: FEATHERATTN_FORWARD must be 'native', 'aiter' or unset; "
                         f"got {choice!r}.")
    if lacks:
        return "native", "native", f"AITER's forward has no {' or '.join(lacks)}"
    if packed_reason:
        return "native", "native", packed_reason
    ok, why = _aiter_available()
    if not ok:
        return "native", "native", why
    return "aiter", "native", ""


def _attention(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, dropout_p,
               softmax_scale, causal, window, softcap, alibi_slopes, deterministic,
               return_attn_probs, sinks):
    """Route a validated call (see _route)."""
    forward, backward, reason = _route(q, dropout_p, window, softcap, sinks,
                                       cu_seqlens_q is not None)
    trains = torch.is_grad_enabled() and any(
        t is not None and t.requires_grad for t in (q, k, v, sinks))
    _log_route(forward, backward if trains else None, reason, q, k, causal, window, softcap,
               alibi_slopes, sinks, cu_seqlens_q is not None)
    q, k, v = (_last_dim_contiguous(t) for t in (q, k, v))
    if alibi_slopes is not None:
        alibi_slopes = alibi_slopes.contiguous()
    varlen = (cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k)
    s_dmask = None
    if backward == "aiter":
        out, lse, s_dmask = _aiter_fallback(q, k, v, *varlen, dropout_p, softmax_scale, causal,
                                            alibi_slopes, deterministic, return_attn_probs)
    elif dropout_p > 0.0:  # the CPU: the PyTorch reference under autograd
        out, lse = _reference_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, softmax_scale, causal,
                                      window, softcap, alibi_slopes, sinks, dropout_p)
    else:
        out, lse = _FeatherAttnFunc.apply(q, k, v, sinks, *varlen, softmax_scale, causal,
                                          *window, softcap, alibi_slopes, forward == "aiter")
    return (out, lse, s_dmask) if return_attn_probs else out


def can_use_native_backward(q, k, v, dropout_p=0.0, softmax_scale=None, causal=False,
                            window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                            deterministic=False, return_attn_probs=False, sinks=None):
    """Whether ``flash_attn_func`` with these arguments runs FeatherAttn's native backward.

    Returns ``(True, which forward pairs with it)`` or ``(False, reason)``, in words a user
    understands. Arguments are ``flash_attn_func``'s.
    """
    try:
        dropout_p, _, causal, window, softcap = _check_args(
            q, k, v, dropout_p, softmax_scale, causal, window_size, softcap, alibi_slopes,
            deterministic, return_attn_probs, sinks)
        forward, backward, reason = _route(q, dropout_p, window, softcap, sinks)
    except (ValueError, ImportError) as e:
        return False, f"unsupported call, raises {type(e).__name__}: {e}"
    if backward != "native":
        return False, reason
    names = {"aiter": "AITER's forward", "native": "FeatherAttn's native forward"}
    return True, names[forward] + (f" ({reason})" if reason else "")


def flash_attn_func(q, k, v, dropout_p=0.0, softmax_scale=None, causal=False,
                    window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                    deterministic=False, return_attn_probs=False, sinks=None):
    """flash-attn 2's ``flash_attn_func``, with FeatherAttn's backward.

    Arguments:
        q: (batch_size, seqlen_q, nheads, headdim), fp16 or bf16.
        k, v: (batch_size, seqlen_k, nheads_k, headdim); nheads % nheads_k == 0 (GQA/MQA:
            query heads 0..nheads/nheads_k-1 use KV head 0, and so on).
        dropout_p: dropout probability (> 0 runs AITER's forward and backward).
        softmax_scale: scale of QK^T before the softmax; default headdim ** -0.5.
        causal: causal mask aligned to the bottom-right corner of the score matrix. With
            seqlen_q=2, seqlen_k=5 (1 = keep):   With seqlen_q=5, seqlen_k=2:
                1 1 1 1 0                            0 0
                1 1 1 1 1                            0 0
                                                     0 0
                                                     1 0
                                                     1 1
            A row with nothing to keep gives zeros (and zero gradients).
        window_size: (left, right): query i sees keys j with
            i + seqlen_k - seqlen_q - left <= j <= i + seqlen_k - seqlen_q + right;
            -1 leaves that side unbounded; causal makes right 0.
        softcap: > 0 caps the scores: softcap * tanh(scores / softcap), before the softmax.
        alibi_slopes: (nheads,) or (batch_size, nheads) fp32; adds
            -slope * |i + seqlen_k - seqlen_q - j| to the scores.
        deterministic: accepted for compatibility; the native backward is always
            deterministic.
        return_attn_probs: also return softmax_lse and S_dmask.
        sinks: (nheads,) attention-sink logits (gpt-oss): one more entry in each row's
            softmax denominator, with no value; differentiable. FeatherAttn only.
    Returns:
        out: (batch_size, seqlen_q, nheads, headdim), or with return_attn_probs the tuple
        (out, softmax_lse (batch_size, nheads, seqlen_q) fp32 natural log, S_dmask or None).
    """
    dropout_p, scale, causal, window, softcap = _check_args(
        q, k, v, dropout_p, softmax_scale, causal, window_size, softcap, alibi_slopes,
        deterministic, return_attn_probs, sinks)
    return _attention(q, k, v, None, None, q.shape[1], k.shape[1], dropout_p, scale, causal,
                      window, softcap, alibi_slopes, deterministic, return_attn_probs, sinks)


def flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                           dropout_p=0.0, softmax_scale=None, causal=False, window_size=(-1, -1),
                           softcap=0.0, alibi_slopes=None, deterministic=False,
                           return_attn_probs=False, block_table=None, sinks=None):
    """flash-attn 2's ``flash_attn_varlen_func``: packed sequences, native backward.

    Arguments:
        q: (total_q, nheads, headdim); k, v: (total_k, nheads_k, headdim): the sequences of
            the batch packed one after another.
        cu_seqlens_q, cu_seqlens_k: (batch_size + 1,) int32 on q's device, cumulative
            sequence lengths starting at 0 (sequence i is rows cu[i]:cu[i+1]). Like
            flash-attn, their contents are not checked (that would synchronize the GPU).
            Rows past cu[-1] get out = 0 and zero gradients.
        max_seqlen_q, max_seqlen_k: the longest sequence of each (any integer type). A
            smaller value than the truth costs speed, never correctness.
        The rest as ``flash_attn_func``; causal and windows align each sequence's mask
        bottom-right; alibi_slopes is (nheads,) or (batch_size, nheads); block_table must
        be None.
    Returns:
        out: (total_q, nheads, headdim), or with return_attn_probs the tuple
        (out, softmax_lse (nheads, total_q) fp32, S_dmask or None).
    """
    max_seqlen_q, max_seqlen_k, dropout_p, scale, causal, window, softcap = _check_varlen_args(
        q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, block_table, dropout_p,
        softmax_scale, causal, window_size, softcap, alibi_slopes, deterministic,
        return_attn_probs, sinks)
    return _attention(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                      dropout_p, scale, causal, window, softcap, alibi_slopes, deterministic,
                      return_attn_probs, sinks)


def _unpack(packed, name, count, shape, axis=2):
    """Split q/k/v packed along `axis` (2: batched (B, N, n, H, D); 1: varlen (T, n, H, D))."""
    if (not isinstance(packed, torch.Tensor) or packed.dim() != axis + 3
            or packed.shape[axis] != count):
        got = tuple(packed.shape) if isinstance(packed, torch.Tensor) else type(packed).__name__
        raise ValueError(f"featherattn: {name} must have shape {shape}; got {got}.")
    return packed.unbind(axis)


def flash_attn_qkvpacked_func(qkv, dropout_p=0.0, softmax_scale=None, causal=False,
                              window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                              deterministic=False, return_attn_probs=False, sinks=None):
    """flash-attn 2's ``flash_attn_qkvpacked_func``: qkv (batch, seqlen, 3, nheads, headdim).
    Other arguments and the return as ``flash_attn_func``."""
    q, k, v = _unpack(qkv, "qkv", 3, "(batch_size, seqlen, 3, nheads, headdim)")
    return flash_attn_func(q, k, v, dropout_p, softmax_scale, causal, window_size, softcap,
                           alibi_slopes, deterministic, return_attn_probs, sinks)


def flash_attn_kvpacked_func(q, kv, dropout_p=0.0, softmax_scale=None, causal=False,
                             window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                             deterministic=False, return_attn_probs=False, sinks=None):
    """flash-attn 2's ``flash_attn_kvpacked_func``: kv (batch, seqlen_k, 2, nheads_k,
    headdim). Other arguments and the return as ``flash_attn_func``."""
    k, v = _unpack(kv, "kv", 2, "(batch_size, seqlen_k, 2, nheads_k, headdim)")
    return flash_attn_func(q, k, v, dropout_p, softmax_scale, causal, window_size, softcap,
                           alibi_slopes, deterministic, return_attn_probs, sinks)


def flash_attn_varlen_qkvpacked_func(qkv, cu_seqlens, max_seqlen, dropout_p=0.0,
                                     softmax_scale=None, causal=False, window_size=(-1, -1),
                                     softcap=0.0, alibi_slopes=None, deterministic=False,
                                     return_attn_probs=False, sinks=None):
    """flash-attn 2's ``flash_attn_varlen_qkvpacked_func``: qkv (total, 3, nheads, headdim),
    one cu_seqlens and max_seqlen for queries and keys. The rest as
    ``flash_attn_varlen_func``."""
    q, k, v = _unpack(qkv, "qkv", 3, "(total, 3, nheads, headdim)", axis=1)
    return flash_attn_varlen_func(q, k, v, cu_seqlens, cu_seqlens, max_seqlen, max_seqlen,
                                  dropout_p, softmax_scale, causal, window_size, softcap,
                                  alibi_slopes, deterministic, return_attn_probs, sinks=sinks)


def flash_attn_varlen_kvpacked_func(q, kv, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                                    dropout_p=0.0, softmax_scale=None, causal=False,
                                    window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                                    deterministic=False, return_attn_probs=False, sinks=None):
    """flash-attn 2's ``flash_attn_varlen_kvpacked_func``: kv (total_k, 2, nheads_k, headdim).
    The rest as ``flash_attn_varlen_func``."""
    k, v = _unpack(kv, "kv", 2, "(total_k, 2, nheads_k, headdim)", axis=1)
    return flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                  max_seqlen_k, dropout_p, softmax_scale, causal, window_size,
                                  softcap, alibi_slopes, deterministic, return_attn_probs,
                                  sinks=sinks)


# ---- drop-in for trainers ----

def _private_args(fn_name, normalized):
    """_check_args's normalized arguments of a call of flash-attn's private forward or
    backward, which serve no dropout; returns (softmax_scale, causal, window, softcap)."""
    dropout_p, scale, causal, window, softcap = normalized
    if dropout_p:
        raise ValueError(f"featherattn: {fn_name} supports no dropout; got dropout_p={dropout_p}. "
                         f"flash_attn_func serves it.")
    return scale, causal, window, softcap


def _flash_attn_forward(q, k, v, dropout_p, softmax_scale, causal, window_size_left=-1,
                        window_size_right=-1, softcap=0.0, alibi_slopes=None,
                        return_softmax=False):
    """flash-attn 2.7's private ``_flash_attn_forward``, which some trainers import (musubi-tuner
    imports it beside flash_attn_func): no autograd; returns (out, softmax_lse, None, None).
    Dropout and return_softmax raise ValueError here."""
    scale, causal, window, softcap = _private_args("_flash_attn_forward", _check_args(
        q, k, v, dropout_p, softmax_scale, causal, (window_size_left, window_size_right),
        softcap, alibi_slopes, False, False, None))
    if return_softmax:
        raise ValueError("featherattn: _flash_attn_forward cannot return the attention matrix "
                         "(return_softmax=True); only return_softmax=False is supported.")
    forward, _, _ = _route(q, 0.0, window, softcap, None)
    q, k, v = (_last_dim_contiguous(t) for t in (q, k, v))
    out, lse = _fwd_impl(q, k, v, None, None, q.shape[1], k.shape[1], scale, causal, *window,
                         softcap, alibi_slopes, None, forward == "aiter")
    return out, lse, None, None


def _flash_attn_backward(dout, q, k, v, out, softmax_lse, dq, dk, dv, dropout_p, softmax_scale,
                         causal, window_size_left=-1, window_size_right=-1, softcap=0.0,
                         alibi_slopes=None, deterministic=False, rng_state=None):
    """flash-attn 2.7's private ``_flash_attn_backward``: writes dq, dk, dv (each may be None)
    from the forward's out and softmax_lse; returns softmax_d = rowsum(dout * out), shape
    (batch, nheads, seqlen_q) fp32. Dropout raises ValueError."""
    scale, causal, window, softcap = _private_args("_flash_attn_backward", _check_args(
        q, k, v, dropout_p, softmax_scale, causal, (window_size_left, window_size_right),
        softcap, alibi_slopes, False, False, None))
    dout, q, k, v, out = (_last_dim_contiguous(t) for t in (dout, q, k, v, out))
    grads = _bwd_impl(dout, q, k, v, out, softmax_lse.contiguous(), None, None, q.shape[1],
                      k.shape[1], scale, causal, *window, softcap, alibi_slopes, None)[:3]
    for dst, grad in zip((dq, dk, dv), grads):
        if dst is not None:
            dst.copy_(grad)
    return (dout.float() * out.float()).sum(-1).transpose(1, 2).contiguous()


_MISSING = object()


def _flash_attn_varlen_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                               dropout_p, softmax_scale, causal, window_size_left=-1,
                               window_size_right=-1, softcap=0.0, alibi_slopes=None,
                               return_softmax=False, block_table=None, leftpad_k=None,
                               seqused_k=None, zero_tensors=False):
    """flash-attn 2.7's private ``_flash_attn_varlen_forward`` (ring-flash-attn imports it):
    no autograd; returns (out, softmax_lse (H, total_q), None, None)."""
    max_q, max_k, *normalized = _check_varlen_args(
        q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, block_table, dropout_p,
        softmax_scale, causal, (window_size_left, window_size_right), softcap, alibi_slopes,
        False, False, None)
    if return_softmax or leftpad_k is not None or seqused_k is not None:
        raise ValueError("featherattn: _flash_attn_varlen_forward supports no return_softmax, "
                         "leftpad_k or seqused_k.")
    scale, causal, window, softcap = _private_args("_flash_attn_varlen_forward", normalized)
    forward, _, _ = _route(q, 0.0, window, softcap, None, varlen=True)
    q, k, v = (_last_dim_contiguous(t) for t in (q, k, v))
    out, lse = _fwd_impl(q, k, v, cu_seqlens_q, cu_seqlens_k, max_q, max_k, scale, causal,
                         *window, softcap, alibi_slopes, None, forward == "aiter")
    return out, lse, None, None


def _flash_attn_varlen_backward(dout, q, k, v, out, softmax_lse, dq, dk, dv, cu_seqlens_q,
                                cu_seqlens_k, max_seqlen_q, max_seqlen_k, dropout_p,
                                softmax_scale, causal, window_size_left=-1, window_size_right=-1,
                                softcap=0.0, alibi_slopes=None, deterministic=False,
                                rng_state=None, zero_tensors=False):
    """flash-attn 2.7's private ``_flash_attn_varlen_backward``: writes dq, dk, dv (each may be
    None); returns softmax_d = rowsum(dout * out), shape (nheads, total_q) fp32."""
    max_q, max_k, *normalized = _check_varlen_args(
        q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, None, dropout_p,
        softmax_scale, causal, (window_size_left, window_size_right), softcap, alibi_slopes,
        False, False, None)
    scale, causal, window, softcap = _private_args("_flash_attn_varlen_backward", normalized)
    dout, q, k, v, out = (_last_dim_contiguous(t) for t in (dout, q, k, v, out))
    grads = _bwd_impl(dout, q, k, v, out, softmax_lse.contiguous(), cu_seqlens_q, cu_seqlens_k,
                      max_q, max_k, scale, causal, *window, softcap, alibi_slopes, None)[:3]
    for dst, grad in zip((dq, dk, dv), grads):
        if dst is not None:
            dst.copy_(grad)
    return (dout.float() * out.float()).sum(-1).t().contiguous()


# flash-attn 2.7's flash_attn.bert_padding, which trainers import beside the attention
# functions (sd-scripts' Lumina, Lumina-Image-2.0 and HunyuanImage-2.1 in diffusion-pipe,
# transformers' flash_attention_2 path): the same return values, in plain PyTorch indexing,
# so autograd, torch.compile and every device work.

def index_first_axis(input, indices):
    """Rows ``indices`` of ``input`` (first_axis_dim, ...) along dim 0: (nnz, ...)."""
    return input[indices]


def index_put_first_axis(values, indices, first_axis_dim):
    """Zeros (first_axis_dim, ...) with rows ``indices`` set to ``values`` (nnz, ...)."""
    return values.new_zeros((first_axis_dim, *values.shape[1:])).index_put((indices,), values)


def index_first_axis_residual(input, indices):
    """``(input[indices], input)``: the gathered rows and the input itself."""
    return input[indices], input


def unpad_input(hidden_states, attention_mask, unused_mask=None):
    """Drop the padding tokens of hidden_states (batch, seqlen, ...) by attention_mask (batch,
    seqlen), 1 = keep; unused_mask marks tokens kept but not counted in seqused. Returns
    (tokens (total, ...), indices (total,) int64, cu_seqlens (batch + 1,) int32,
    max_seqlen_in_batch int, seqused (batch,) int32), as flash-attn 2.7."""
    masks = attention_mask if unused_mask is None else attention_mask + unused_mask
    seqlens = masks.sum(dim=-1, dtype=torch.int32)
    indices = torch.nonzero(masks.flatten(), as_tuple=False).flatten()
    cu_seqlens = _cu_seqlens(seqlens)
    tokens = hidden_states.reshape(-1, *hidden_states.shape[2:])[indices]
    return (tokens, indices, cu_seqlens, int(seqlens.max()),
            attention_mask.sum(dim=-1, dtype=torch.int32))


def unpad_input_for_concatenated_sequences(hidden_states, attention_mask_in_length):
    """Unpad rows that each hold several samples: attention_mask_in_length (batch, seqlen)
    lists each row's sample lengths, left-aligned, then zeros. Returns (tokens, indices,
    cu_seqlens with one entry per sample, max_seqlen_in_batch)."""
    lengths = attention_mask_in_length
    keep = torch.arange(lengths.shape[-1], device=lengths.device) < lengths.sum(-1, keepdim=True)
    sample_lens = lengths.flatten()[lengths.flatten() != 0]
    indices = torch.nonzero(keep.flatten(), as_tuple=False).flatten()
    tokens = hidden_states.reshape(-1, *hidden_states.shape[2:])[indices]
    return tokens, indices, _cu_seqlens(sample_lens), int(sample_lens.max())


def pad_input(hidden_states, indices, batch, seqlen):
    """Inverse of ``unpad_input``: tokens (total, ...) back into zeros (batch, seqlen, ...)."""
    out = index_put_first_axis(hidden_states, indices, batch * seqlen)
    return out.view(batch, seqlen, *out.shape[1:])


# FlashAttention-3's top-level flash_attn_interface (Dao-AILab/flash-attention, hopper/), as
# it stands since 2025-08-29: out, or (out, softmax_lse) with return_attn_probs. Opt-in
# (patch_flash_attn(flash_attn_3=True)): code written for the older FA3 that returned a tuple
# indexes [0] and would take the first batch entry instead.

def _fa3_args(qv, q_descale, k_descale, v_descale, attention_chunk, num_splits, pack_gqa,
              sm_margin, seqused=()):
    """ValueError for FA3 arguments FeatherAttn cannot honour (the speed-only num_splits,
    pack_gqa and sm_margin are accepted and ignored)."""
    unsupported = [n for n, val in (("qv", qv), ("q_descale", q_descale),
                                    ("k_descale", k_descale), ("v_descale", v_descale))
                   + tuple(seqused) if val is not None]
    if unsupported or attention_chunk:
        raise ValueError(f"featherattn: FA3's {', '.join(unsupported) or 'attention_chunk'} is "
                         f"not supported (no FP8, MLA qv, seqused or chunked attention); got "
                         f"{unsupported or f'attention_chunk={attention_chunk}'}.")
    del num_splits, pack_gqa, sm_margin


def _fa3_value_dim(q, k, v):
    """FA3 allows a value head dim other than q's: zero-pad to one head dim (no score
    changes; the scale stays q's) and return the output width."""
    d, dv = q.shape[-1], v.shape[-1]
    if dv < d:
        v = _pad_head_dim(v, d)
    elif dv > d:
        q, k = _pad_head_dim(q, dv), _pad_head_dim(k, dv)
    return q, k, v, d, dv


def _fa3_flash_attn_func(q, k, v, softmax_scale=None, causal=False, qv=None, q_descale=None,
                         k_descale=None, v_descale=None, window_size=(-1, -1), attention_chunk=0,
                         softcap=0.0, num_splits=1, pack_gqa=None, deterministic=False,
                         sm_margin=0, return_attn_probs=False):
    """FA3's ``flash_attn_func``: q (B, Nq, H, D), k (B, Nk, Hk, D), v (B, Nk, Hk, Dv).
    Returns out (B, Nq, H, Dv), or (out, softmax_lse (B, H, Nq)) with return_attn_probs."""
    _fa3_args(qv, q_descale, k_descale, v_descale, attention_chunk, num_splits, pack_gqa,
              sm_margin)
    q, k, v, d, dv = _fa3_value_dim(q, k, v)
    res = flash_attn_func(q, k, v, 0.0, d ** -0.5 if softmax_scale is None else softmax_scale,
                          causal, window_size, softcap, None, deterministic, return_attn_probs)
    return (res[0][..., :dv], res[1]) if return_attn_probs else res[..., :dv]


def _fa3_flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                                seqused_q=None, seqused_k=None, softmax_scale=None, causal=False,
                                qv=None, q_descale=None, k_descale=None, v_descale=None,
                                window_size=(-1, -1), attention_chunk=0, softcap=0.0,
                                num_splits=1, pack_gqa=None, deterministic=False, sm_margin=0,
                                return_attn_probs=False):
    """FA3's ``flash_attn_varlen_func``: (total, H, D) tensors packed by cu_seqlens. Returns
    out (total_q, H, Dv), or (out, softmax_lse (H, total_q)) with return_attn_probs."""
    _fa3_args(qv, q_descale, k_descale, v_descale, attention_chunk, num_splits, pack_gqa,
              sm_margin, (("seqused_q", seqused_q), ("seqused_k", seqused_k)))
    q, k, v, d, dv = _fa3_value_dim(q, k, v)
    res = flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                                 0.0, d ** -0.5 if softmax_scale is None else softmax_scale,
                                 causal, window_size, softcap, None, deterministic,
                                 return_attn_probs)
    return (res[0][..., :dv], res[1]) if return_attn_probs else res[..., :dv]


def _fa3_flash_attn_with_kvcache(*args, **kwargs):
    raise ValueError("featherattn: flash_attn_with_kvcache (KV cache, inference) is not supported.")


# What `flash_attn.__version__` reads after patch_flash_attn() without a real flash-attn:
# trainers gate features on flash-attn >= 2.x; 2.7.4 is the release this module mirrors.
FLASH_ATTN_VERSION = "2.7.4"
_FLASH_ATTN_FUNCS = ("flash_attn_func", "flash_attn_varlen_func", "flash_attn_qkvpacked_func",
                     "flash_attn_kvpacked_func", "flash_attn_varlen_qkvpacked_func",
                     "flash_attn_varlen_kvpacked_func")
_FLASH_ATTN_PRIVATE = ("_flash_attn_forward", "_flash_attn_backward",
                       "_flash_attn_varlen_forward", "_flash_attn_varlen_backward")
_BERT_PADDING = ("index_first_axis", "index_put_first_axis", "index_first_axis_residual",
                 "unpad_input", "unpad_input_for_concatenated_sequences", "pad_input")
_saved_flash_attn = None


def _module(name, names, doc, package=False, version=None):
    module = types.ModuleType(name, doc)
    if package:
        module.__path__ = []
    module.__spec__ = importlib.machinery.ModuleSpec(name, None, is_package=package)
    if version:
        module.__version__ = version
    for n in names:
        setattr(module, n.replace("_fa3_", ""), globals()[n])
    return module


def _real_flash_attn():
    """flash-attn's own (package, interface) modules when installed and importable, else None."""
    if importlib.util.find_spec("flash_attn") is None:
        return None
    try:
        return (importlib.import_module("flash_attn"),
                importlib.import_module("flash_attn.flash_attn_interface"))
    except Exception:  # noqa: BLE001 - installed but broken (no compiled extension): stand in
        return None


def patch_flash_attn(flash_attn_3=False):
    """Make ``flash_attn``'s attention functions FeatherAttn's.

    With flash-attn installed, its ``flash_attn_func``, ``flash_attn_varlen_func``, the packed
    forms and the private ``_flash_attn(_varlen)_forward/_backward`` are replaced in place on
    its own modules, so every other submodule (``flash_attn.layers.rotary``, ``.bert_padding``,
    ``.ops``) keeps working. Without it, stand-in ``flash_attn``, ``flash_attn.flash_attn_interface``
    and ``flash_attn.bert_padding`` modules are registered (``__version__`` reads 2.7.4).
    ``flash_attn_3=True`` also registers FlashAttention-3's top-level ``flash_attn_interface``
    (its ``flash_attn_func`` / ``flash_attn_varlen_func`` signatures and return values), for
    musubi-tuner's ``--flash3``. Call it before the trainer imports flash_attn; calling it
    again does nothing. ``unpatch_flash_attn()`` restores exactly what was there."""
    global _saved_flash_attn
    if _saved_flash_attn is not None:
        return
    names = _FLASH_ATTN_FUNCS + _FLASH_ATTN_PRIVATE
    modules = {"flash_attn_interface": None} if flash_attn_3 else {}
    real = _real_flash_attn()
    if real is not None:
        attrs = [(m, n, getattr(m, n, _MISSING)) for m in real for n in names
                 if m is real[1] or hasattr(m, n)]
        for m, n, _ in attrs:
            setattr(m, n, globals()[n])
    else:
        attrs = []
        interface = _module("flash_attn.flash_attn_interface", names,
                            "FeatherAttn standing in for flash-attn 2's interface.")
        bert_padding = _module("flash_attn.bert_padding", _BERT_PADDING,
                               "FeatherAttn standing in for flash-attn 2.7's bert_padding.")
        package = _module("flash_attn", _FLASH_ATTN_FUNCS, "FeatherAttn standing in for flash-attn 2.",
                          package=True, version=FLASH_ATTN_VERSION)
        package.flash_attn_interface, package.bert_padding = interface, bert_padding
        modules.update({"flash_attn": package, "flash_attn.flash_attn_interface": interface,
                        "flash_attn.bert_padding": bert_padding})
    if flash_attn_3:
        modules["flash_attn_interface"] = _module(
            "flash_attn_interface", ("_fa3_flash_attn_func", "_fa3_flash_attn_varlen_func",
                                     "_fa3_flash_attn_with_kvcache"),
            "FeatherAttn standing in for FlashAttention-3's interface.")
    _saved_flash_attn = (attrs, {name: sys.modules.get(name) for name in modules})
    sys.modules.update(modules)


def unpatch_flash_attn():
    """Undo ``patch_flash_attn()``; harmless when nothing is patched."""
    global _saved_flash_attn
    if _saved_flash_attn is None:
        return
    attrs, saved = _saved_flash_attn
    for module, name, value in attrs:
        if value is _MISSING:
            delattr(module, name)
        else:
            setattr(module, name, value)
    for name, module in saved.items():
        if module is None:
            sys.modules.pop(name, None)
        else:
            sys.modules[name] = module
    _saved_flash_attn = None


_torch_sdpa = torch.nn.functional.scaled_dot_product_attention


def _sdpa_servable(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa):
    """Whether an SDPA call means exactly what flash_attn_func computes."""
    if attn_mask is not None or not all(isinstance(t, torch.Tensor) and t.dim() == 4
                                        for t in (query, key, value)):
        return False
    (H, Lq), (Hk, Lk) = query.shape[1:3], key.shape[1:3]
    if query.device.type == "cpu" and not _INTERPRET:
        return False
    if is_causal and Lq != Lk:  # SDPA aligns its causal mask top-left, flash-attn bottom-right
        return False
    if H != Hk and not (enable_gqa and H % Hk == 0):
        return False
    try:
        _check_args(query.transpose(1, 2), key.transpose(1, 2), value.transpose(1, 2),
                    dropout_p, scale, is_causal, (-1, -1), 0.0, None, False, False, None)
    except ValueError:
        return False
    return dropout_p == 0.0 or _aiter_available()[0]  # dropout runs AITER's attention


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0,
                                 is_causal=False, scale=None, enable_gqa=False):
    """``torch.nn.functional.scaled_dot_product_attention`` with SDPA's (B, H, L, E) layout,
    computed by FeatherAttn where it means the same thing: no attn_mask, fp16/bf16 4-D
    tensors of one head dim <= 256, a GPU (or the CPU under TRITON_INTERPRET=1), causal only
    with Lq == Lk, and Hq != Hk only with enable_gqa. Every other call goes to PyTorch."""
    if not _sdpa_servable(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa):
        return _torch_sdpa(query, key, value, attn_mask=attn_mask, dropout_p=dropout_p,
                           is_causal=is_causal, scale=scale, enable_gqa=enable_gqa)
    out = flash_attn_func(query.transpose(1, 2), key.transpose(1, 2), value.transpose(1, 2),
                          dropout_p=dropout_p, softmax_scale=scale, causal=is_causal)
    return out.transpose(1, 2)


class patch_sdpa:
    """Route ``torch.nn.functional.scaled_dot_product_attention`` to FeatherAttn's.

    ``featherattn.patch_sdpa()`` patches until ``featherattn.unpatch_sdpa()``;
    ``with featherattn.patch_sdpa(): ...`` patches inside the block only. Code that bound the
    function before patching (``from torch.nn.functional import scaled_dot_product_attention``)
    keeps PyTorch's.
    """

    def __init__(self):
        self._patched_here = torch.nn.functional.scaled_dot_product_attention is _torch_sdpa
        torch.nn.functional.scaled_dot_product_attention = scaled_dot_product_attention

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self._patched_here:
            unpatch_sdpa()


def unpatch_sdpa():
    """Restore PyTorch's scaled_dot_product_attention."""
    torch.nn.functional.scaled_dot_product_attention = _torch_sdpa


_saved_diffusers = None


def _diffusers_context_parallel(*args, **kwargs):
    raise ValueError("featherattn: diffusers' context parallelism (ring / Ulysses attention) is "
                     "not supported by the patched 'flash' backend; run without a parallel "
                     "config, or unpatch_diffusers() and use a backend that supports it.")


def patch_diffusers():
    """Route diffusers' ``flash`` and ``flash_varlen`` attention backends (diffusers 0.35 or
    newer) to FeatherAttn, whether or not flash-attn is installed. Pick the backend as
    diffusers documents it: ``model.set_attention_backend("flash")``. Calling it again does
    nothing; ``unpatch_diffusers()`` restores what was there. diffusers' default ``native``
    backend calls PyTorch SDPA: ``patch_sdpa()`` covers that one, and older diffusers."""
    global _saved_diffusers
    if _saved_diffusers is not None:
        return
    try:
        from diffusers.models import attention_dispatch
    except ImportError as e:
        raise ImportError("featherattn.patch_diffusers() needs diffusers 0.35 or newer (its "
                          "attention backends); with older diffusers use "
                          "featherattn.patch_sdpa().") from e
    # diffusers binds these names once, at import, when it finds flash-attn installed; its
    # flash backends look them up at call time.
    ours = dict(flash_attn_func=flash_attn_func, flash_attn_varlen_func=flash_attn_varlen_func,
                _wrapped_flash_attn_forward=_diffusers_context_parallel,
                _wrapped_flash_attn_backward=_diffusers_context_parallel,
                _CAN_USE_FLASH_ATTN=True)
    _saved_diffusers = attention_dispatch, {n: getattr(attention_dispatch, n, _MISSING)
                                            for n in ours}
    for name, value in ours.items():
        setattr(attention_dispatch, name, value)


def unpatch_diffusers():
    """Undo ``patch_diffusers()``; harmless when nothing is patched."""
    global _saved_diffusers
    if _saved_diffusers is None:
        return
    module, saved = _saved_diffusers
    for name, value in saved.items():
        if value is _MISSING:
            delattr(module, name)
        else:
            setattr(module, name, value)
    _saved_diffusers = None


def _transformers_attention(module, query, key, value, attention_mask, dropout=0.0, scaling=None,
                            sliding_window=None, softcap=None, is_causal=None, s_aux=None,
                            **kwargs):
    """HF transformers attention function: (B, H, L, D) in, (B, L, H, D) and no weights out.

    Packed sequences are found as transformers' flash-attention-2 path finds them: a (B, L_k)
    padding mask (the tokens are unpadded), cu_seq_lens_q/k with max_length_q/k in kwargs
    (DataCollatorWithFlattening), or, for one flattened row, position_ids that restart.
    Those run flash_attn_varlen_func; anything else runs flash_attn_func. As in that path, a
    value head dim below the query's (MLA) is zero-padded and the output cropped, a sliding
    window of W tokens is flash-attn's window_size (W - 1, W - 1) when a key sequence is
    longer than W, softcap passes through, and s_aux (gpt-oss) are the attention sinks.
    """
    head_dim, v_head_dim = query.shape[-1], value.shape[-1]
    if v_head_dim > head_dim:
        raise ValueError(f"featherattn: value head dim {v_head_dim} must not exceed the query "
                         f"head dim {head_dim}.")
    is_causal = module.is_causal if is_causal is None else is_causal
    q, k, v = (t.transpose(1, 2) for t in (query, key, value))  # (B, L, H, D)
    v = _pad_head_dim(v, head_dim)
    if q.dtype == torch.float32:  # layer norms kept in fp32 upcast activations (as in HF)
        config = getattr(module, "config", None)
        if torch.is_autocast_enabled(q.device.type):
            dtype = torch.get_autocast_dtype(q.device.type)
        elif getattr(config, "_is_quantized", False):  # QLoRA: weights are packed integers
            dtype = config.dtype
        else:  # the dtype the model's linear layers compute in
            dtype = next((m.weight.dtype for m in module.modules()
                          if isinstance(m, torch.nn.Linear)), torch.bfloat16)
        q, k, v = (t.to(dtype) for t in (q, k, v))
    dropout = dropout if module.training else 0.0
    B, Lq, H, D = q.shape
    varlen = rows = None
    if attention_mask is not None:
        keep_k = attention_mask.bool()
        keep_q = keep_k[:, -Lq:]
        rows = keep_q.flatten().nonzero()[:, 0], keep_k.flatten().nonzero()[:, 0]
        varlen = _cu_seqlens(keep_q.sum(1)), _cu_seqlens(keep_k.sum(1))
    elif all(kwargs.get(n) is not None for n in ("cu_seq_lens_q", "cu_seq_lens_k")):
        varlen = kwargs["cu_seq_lens_q"].to(torch.int32), kwargs["cu_seq_lens_k"].to(torch.int32)
    elif B == 1 and Lq > 1 and kwargs.get("position_ids") is not None:
        pos = kwargs["position_ids"].reshape(-1)
        starts = (pos == pos.min()).nonzero()[:, 0]
        if starts.numel() > 1:  # several sequences restart their positions in one row
            cu = torch.cat([starts, starts.new_tensor([pos.numel()])]).to(torch.int32)
            varlen = cu, cu
    if varlen is not None:
        max_q, max_k = (int((cu[1:] - cu[:-1]).max()) for cu in varlen)
    longest_k = k.shape[1] if varlen is None else max_k
    window = (-1, -1)
    if sliding_window is not None and longest_k > sliding_window:
        # transformers' window counts the query's own token: W - 1 keys on each side.
        window = (sliding_window - 1, sliding_window - 1)
    mods = dict(window_size=window, softcap=softcap or 0.0, sinks=s_aux)
    if varlen is None:
        out = flash_attn_func(q, k, v, dropout, scaling, is_causal, **mods)
    else:
        flat = [t.reshape(-1, t.shape[2], D) for t in (q, k, v)]  # (total, H, D)
        if rows is not None:  # drop the padding tokens
            flat = [flat[0][rows[0]], flat[1][rows[1]], flat[2][rows[1]]]
        out = flash_attn_varlen_func(*flat, *varlen, max_q, max_k, dropout, scaling, is_causal,
                                     **mods)
        if rows is not None:
            out = out.new_zeros(B * Lq, H, D).index_put((rows[0],), out)
        out = out.view(B, Lq, H, D)
    return out[..., :v_head_dim], None


def _cu_seqlens(lengths):
    return torch.nn.functional.pad(lengths.cumsum(0, dtype=torch.int32), (1, 0))


def register_transformers(name="featherattn"):
    """Register FeatherAttn with HF transformers as ``attn_implementation=name``, with
    flash-attention-2's mask handling (causal models stay causal; padded batches run the
    packed-sequence path). Needs a transformers with AttentionInterface (4.48 or newer)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import ALL_MASK_ATTENTION_FUNCTIONS, AttentionMaskInterface
    AttentionInterface.register(name, _transformers_attention)
    AttentionMaskInterface.register(name, ALL_MASK_ATTENTION_FUNCTIONS["flash_attention_2"])
