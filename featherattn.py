"""FeatherAttn: Triton FlashAttention for AMD RDNA3 / RDNA3.5 / RDNA4 training, one file.

A drop-in for flash-attn 2's ``flash_attn_func``. The backward is FeatherAttn's own Triton
kernels (dQ, then dK/dV), written to fit RDNA3's 256 VGPRs where AITER's one-kernel
backward spills thousands of them. On AMD GPUs the forward is AMD AITER's Triton kernel where
amd-aiter is installed and serves the call, else (and on NVIDIA GPUs) FeatherAttn's own. Dropout runs in
FeatherAttn's kernels, with a mask the backward regenerates.

Support matrix
    native (forward and backward): fp16 / bf16, head dim 1..256 (any), causal (bottom-right)
        or not, sliding window ``window_size=(left, right)``, ``softcap``, ``alibi_slopes``,
        attention sinks (``sinks``), MHA / GQA / MQA, seqlen_q != seqlen_k, packed sequences
        (varlen), non-contiguous inputs, dropout with all of these (a counter-based mask the
        backward regenerates; S_dmask in flash-attn 2's encoding); deterministic (no
        atomics), O(B*H*N) extra memory.
    forward: AITER's on an AMD GPU when amd-aiter imports and the call is not packed and has
        no window, softcap or sinks; FEATHERATTN_FORWARD=native|aiter forces one (aiter with
        dropout: AITER's whole call). A call signature's launches are planned once and
        later launched through Triton's compiled launcher (less host time).
    ValueError: other dtypes, head dim > 256 or unequal, H not divisible by H_k, bad shapes,
        types or values, a strided cu_seqlens. Offsets outside [0, total] or decreasing are
        made non-decreasing and clamped (empty or truncated sequences that never overlap,
        never an access outside the tensors); FEATHERATTN_CHECK=1
        checks them instead, with one synchronization.
    warnings: one RuntimeWarning for each slower path (AITER's whole call, the reference
        without Triton, a GPU with only the default tiles, a native kernel that failed to
        compile or launch here and falls back; FEATHERATTN_STRICT=1 raises).
    CPU: with TRITON_INTERPRET=1 the Triton kernels run in Triton's interpreter (how CI tests
        them); else the PyTorch reference paths, which also serve a torch without Triton.
    arches: gfx11 (RDNA3 / 3.5) and gfx12 (RDNA4) with tiles that compile at launch with no
        VGPR spill, no scratch and no WMMA tile repeated across warps (per-Triton tables),
        chosen by an RDNA cycle model (estimates, not timings); sm90 (timed on an H200); any
        other GPU Triton supports with conservative tiles. On AMD GPUs each kernel's first
        launch at a new key runs Triton's autotuner over the shipped tile and the model's
        runners-up, and Triton's cache keeps the pick (FEATHERATTN_TUNE=0: off; =1: on any
        GPU); ``python bench.py tune`` times a wider set on your shapes.

Differences from flash-attn: rows with no visible key get out = 0 and softmax_lse = 0
(flash-attn's CUDA kernel writes +inf; with sinks, softmax_lse is the sink's logit),
softmax_lse is differentiable (flash-attn drops its gradient), double backward raises, and
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
import logging
import math
import operator
import os
import sys
import types
import typing
import warnings
from typing import Optional

import torch

__version__ = "0.2.0"

__all__ = ["flash_attn_func", "flash_attn_varlen_func", "flash_attn_qkvpacked_func",
           "flash_attn_kvpacked_func", "flash_attn_varlen_qkvpacked_func",
           "flash_attn_varlen_kvpacked_func", "can_use_native_backward", "patch_flash_attn",
           "unpatch_flash_attn", "scaled_dot_product_attention", "patch_sdpa", "unpatch_sdpa",
           "patch_diffusers", "unpatch_diffusers", "register_transformers", "configs_for",
           "aiter_available", "sdpa_handbacks", "Tile", "__version__"]


def _no_triton():
    """Stand-ins for `triton` and `triton.language` when Triton does not import (the CPU
    wheels ship none; its interpreter needs numpy): the module imports, the PyTorch reference
    paths run, and launching a kernel raises ImportError saying why."""
    class Unavailable:
        def __init__(self, fn):
            self.fn = fn

        def __getitem__(self, grid):
            raise ImportError(f"featherattn: {self.fn.__name__} is a Triton kernel and "
                              f"{_TRITON_MISSING}.")

    def jit(fn=None, **options):  # @triton.jit, or triton.jit(do_not_specialize=...)(fn)
        return Unavailable(fn) if fn is not None else Unavailable

    def constexpr(value=None):
        return value
    return (types.SimpleNamespace(jit=jit, __version__="0.0.0"),
            types.SimpleNamespace(constexpr=constexpr))


try:
    import triton
    import triton.language as tl
    _HAS_TRITON, _TRITON_MISSING = True, ""
except ImportError as e:
    triton, tl = _no_triton()
    _HAS_TRITON = False
    _TRITON_MISSING = ("Triton is not installed; `pip install triton` (ROCm torch ships "
                       "pytorch-triton-rocm)" if e.name == "triton" else
                       f"Triton did not import ({e}; TRITON_INTERPRET=1 needs numpy: "
                       f"`pip install numpy`)")

LN2 = math.log(2.0)
LOG2E = 1.0 / LN2


def _triton_interprets():
    """Whether Triton runs kernels in its interpreter, read as Triton reads TRITON_INTERPRET
    (its knobs; without them, 1 / true / yes / on / y in any case, as Triton 3.4's parser).
    Triton decides at decoration time, so this is read once, at import."""
    runtime = getattr(getattr(triton, "knobs", None), "runtime", None)
    if _HAS_TRITON and runtime is not None:
        return bool(runtime.interpret)
    return os.environ.get("TRITON_INTERPRET", "0").lower() in ("1", "true", "yes", "on", "y")


_INTERPRET = _triton_interprets()
_ROCM = torch.version.hip is not None
_INTERPRET_C = tl.constexpr(_INTERPRET)

_MAX_HEAD_DIM = 256
# The largest |softmax_scale| served: the backward recomputes p = exp2(score - lse) in fp32,
# and score - lse carries |score| * 2^-24 of rounding times the scale (gradients off by
# 0.2 to 4 at 1e5 to 1e30 in the tests; within flash-attn's bound at 1e4). ALiBi's term
# has the same limit, unchecked (the slopes live on the device): past |slope| * the
# farthest visible distance of about 1e5 the backward's p loses accuracy (finite still).
_MAX_SCALE = 1e3

# ---- configs ----
class Tile(typing.NamedTuple):
    """A launch config of one kernel, named as the kernels' launch arguments. BLOCK_M always
    tiles queries and BLOCK_N keys: "fwd" and "dq" hold a [BLOCK_M, D] accumulator and stream
    keys; "dkdv" holds [BLOCK_N, D] dK and dV and streams queries. D_CHUNK = 0 keeps the
    operands of the score-shaped dots (Q.K^T, dO.V^T) resident over the whole head dim;
    D_CHUNK > 0 reads them in slices of that width inside the loop instead (the RDNA register
    budget). D_OUT > 0 (backward kernels, sliced only) gives each program that many of the
    head dim's output columns; 0: all of them. Still a tuple: tables compare and serialize
    as plain data."""
    BLOCK_M: int
    BLOCK_N: int
    num_warps: int
    num_stages: int
    D_CHUNK: int
    D_OUT: int = 0


# Configs of the three kernels by arch family and head-dim bucket (the next power of two of
# the head dim, at least 64); "dkdv_softcap" / "dkdv_dropout", where present, replace "dkdv"
# when softcap / dropout is on. RDNA figures are read from code compiled as a launch compiles
# it (VGPRs, occupancy) or are the RDNA cycle model's estimates (ms, B1 H16 N4096 fp16
# non-causal): model estimates, not timings.
_CONFIGS = {
    # Hopper: the fastest of a sweep per kernel on an H200 (bf16; backward 3.60 ms = 382
    # TFLOP/s at 4x16x4096 D128, 351 at 4x32x4096 D64). D256: the fastest of `bench.py
    # tune`'s D256 grid on an H100 (2026-12-07, Triton 3.6) at 8x16/2x2048 causal and
    # 4x8/4x4096 full: fwd 0.640 / 1.141 ms (the earlier 64x32 w4: 0.888 / 1.507), dQ
    # 1.060 / 1.762 (64x32 w8 s2: 2.347 / 4.462; ptxas: 248 registers, no spill), dK/dV
    # 2.846 / 4.114 (32x64 w8: 3.217 / 5.289); every resident dK/dV tile spills there
    # (ptxas, sm_90a: 36-8352 bytes; two [BLOCK_N, 256] fp32 accumulators). Backward at
    # 8x16/2x2048 causal 3.89 ms, 0.85x FA2's 3.31 (was 5.47, 0.60x).
    "sm90": {
        64: dict(fwd=Tile(64, 64, 4, 3, 0), dkdv=Tile(32, 128, 4, 3, 0), dq=Tile(64, 64, 4, 3, 0)),
        128: dict(fwd=Tile(64, 64, 4, 3, 0), dkdv=Tile(64, 128, 8, 3, 0),
                  dq=Tile(128, 64, 8, 3, 0)),
        256: dict(fwd=Tile(128, 64, 8, 2, 0), dkdv=Tile(64, 64, 8, 2, 0), dq=Tile(64, 32, 4, 3, 0)),
    },
    # RDNA3 / RDNA3.5: 256 VGPRs per lane is the whole budget, so one stage and sliced
    # reductions. Each tile: the cycle model's fastest (gfx1151) among those with no spill,
    # no scratch, no WMMA tile repeated across warps and occupancy >= 5 in every variant on
    # gfx1100 and gfx1151 (Triton 3.9).
    "gfx11": {
        # fwd 163-215 VGPRs, occupancy 7-9, 2.25 ms; dK/dV 183-237, 6-8, 4.18 ms; dQ 114-238,
        # 6-12, 3.28 ms. Softcap + window: 64x128 dK/dV has 19 SGPR spills, 32x128 fits.
        64: dict(fwd=Tile(128, 32, 8, 1, 32), dkdv=Tile(64, 128, 16, 1, 32),
                 dq=Tile(64, 32, 8, 1, 32), dkdv_softcap=Tile(32, 128, 16, 1, 32)),
        # fwd 167-244 VGPRs, 5-9, 4.42 ms; dK/dV 234-256, 5-6, 8.92 ms; dQ 148-239, 6-9, 12.16
        # ms (every faster dQ tile spills at D80-128). Softcap + window: 64x32 dK/dV spills 12,
        # 64x64 w16 fits (243 VGPRs).
        128: dict(fwd=Tile(128, 32, 16, 1, 64), dkdv=Tile(64, 32, 8, 1, 64),
                  dq=Tile(128, 16, 8, 1, 16), dkdv_softcap=Tile(64, 64, 16, 1, 64)),
        # D > 128: a [rows, 256] fp32 accumulator spills at every tile, so the backward
        # kernels take two column blocks of 128 (scores recomputed per block). Model at B1
        # N2048 Hq16 Hk2 D256 causal (Qwen3.5; 8 query heads per KV head): fwd 1.24 ms,
        # dQ 5.98, dK/dV 3.70 (the previous 32x64 tiles: 6.83, 14.44, 5.57). fwd 216-250
        # VGPRs, occupancy 5-7; dQ 148-239, 6-9 (every dQ sliced wider than 16 spills
        # 348-1299 at D192 packed); dK/dV 199-246, 5-7, softcap too (64x64 w16 is 14% slower
        # than 32x64 at B1 H16 N4096 non-causal, 39.7 against 34.7 ms: a tuning candidate).
        256: dict(fwd=Tile(32, 64, 8, 1, 64), dkdv=Tile(64, 64, 16, 1, 64, 128),
                  dq=Tile(128, 16, 8, 1, 16, 128)),
    },
    # RDNA4: its WMMA keeps no duplicate of each operand across half-waves, so larger tiles
    # fit than on gfx11. Chosen as gfx11's by the model's gfx1201 estimate (the model that
    # reads gfx12's combined waits), checked on gfx1200 and gfx1201: no VGPR or SGPR spill on
    # Triton 3.9 (VGPRs and occupancy below: gfx1201 over the bucket's variants).
    "gfx12": {
        # fwd 140-214 VGPRs, occupancy 7-10, 0.74 ms; dK/dV 164-183, 8-9, 1.41 ms; dQ 169-205,
        # 7-8, 0.96 ms (fwd 256x32 w8: 0.72 ms, 2 SGPR spills with softcap + window).
        64: dict(fwd=Tile(256, 64, 16, 1, 0), dkdv=Tile(64, 128, 16, 1, 32),
                 dq=Tile(256, 32, 16, 1, 0)),
        # fwd 189-255 VGPRs, 5-8, 1.31 ms; dK/dV 163-192, 8-9, 2.98 ms; dQ 203-256 (256 on bf16
        # packed, no spill), 5-7, 1.90 ms. (256x32 fwd, 1.29 ms, and 64x128 sliced-32 dK/dV,
        # 3.63 ms, spilled 3-4 and 14-16 SGPRs with softcap + window.)
        128: dict(fwd=Tile(128, 32, 8, 1, 0), dkdv=Tile(64, 64, 16, 1, 64),
                  dq=Tile(128, 16, 8, 1, 0)),
        # Model at the Qwen3.5 shape (above): fwd 0.42 ms, dQ 0.72 (all 256 columns in one
        # program, no score recomputed), dK/dV 1.89 (the gfx11 32x64 tiles: 3.21, 6.39,
        # 3.11). fwd 182-222 VGPRs, occupancy 6-8; dQ 191-229, 6-8; dK/dV 160-198, 7-9,
        # softcap too. (64x32 sliced-128 dK/dV, 1.46 ms, spills 3 SGPRs at D192 softcap.)
        256: dict(fwd=Tile(64, 32, 8, 1, 64), dkdv=Tile(64, 64, 16, 1, 64, 128),
                  dq=Tile(64, 32, 8, 1, 64)),
    },
    # Anything else (Ampere, Ada, CDNA): conservative tiles that fit 100 KB of shared memory.
    "default": {
        64: dict(fwd=Tile(64, 32, 4, 2, 0), dkdv=Tile(32, 64, 4, 2, 0), dq=Tile(64, 32, 4, 2, 0)),
        128: dict(fwd=Tile(64, 32, 4, 2, 0), dkdv=Tile(32, 64, 4, 2, 0), dq=Tile(64, 32, 4, 2, 0)),
        256: dict(fwd=Tile(32, 16, 4, 1, 0), dkdv=Tile(16, 32, 4, 1, 0), dq=Tile(32, 16, 4, 1, 0)),
    },
    # Triton's interpreter: asymmetric tiles so CI walks the same block logic as the GPU
    # configs (BLOCK_M != BLOCK_N both ways), resident and sliced reductions both.
    "interpret": {
        64: dict(fwd=Tile(16, 32, 4, 1, 0), dkdv=Tile(16, 32, 4, 1, 0), dq=Tile(32, 16, 4, 1, 0)),
        128: dict(fwd=Tile(32, 16, 4, 1, 32), dkdv=Tile(16, 32, 4, 1, 32),
                  dq=Tile(32, 16, 4, 1, 32)),
        256: dict(fwd=Tile(16, 32, 4, 1, 64), dkdv=Tile(16, 32, 4, 1, 64, 128),
                  dq=Tile(32, 16, 4, 1, 64, 128)),
    },
}

# Older Tritons allocate registers differently (RDNA tiles that fit on 3.9 spill on 3.5):
# (family, (major, minor)) -> buckets that replace the family's for every Triton before that
# version; of several, the nearest bound above the running version wins. Each entry: the
# fastest tiles that compile with no VGPR spill in every variant on that Triton (gfx1151,
# and gfx12 where it has its own), with _OPAQUE_D_LOOP below 3.6. Triton 3.8 takes the
# tables above: 0 VGPR spills, 0 scratch in all 216 rows on gfx1100, gfx1151, gfx1200 and
# gfx1201 (bench.py isa, 2026-12-03; 3.6's table spilled 1 VGPR there, D128 softcap dK/dV).
# The D256 tiles Triton 3.8 runs on gfx11 and gfx12 (the tables' before 2026-12-07).
_D256_TRITON38 = dict(fwd=Tile(32, 64, 8, 1, 16), dkdv=Tile(32, 64, 8, 1, 32, 128),
                      dq=Tile(64, 64, 8, 1, 16, 128))
_OLDER_TRITON_CONFIGS = {
    # Triton 3.6 and 3.7 (3.7: no ROCm torch ships it): the D256 dK/dV above spills 4-26
    # VGPRs; 64x32 with 64-wide slices fits (206-255 VGPRs, occupancy 5-7). D128 dK/dV with
    # softcap + window and D64 / D128 with dropout spill 2-8; 32x64 / 64x32 sliced 16 fit.
    ("gfx11", (3, 8)): {64: dict(_CONFIGS["gfx11"][64], dkdv_dropout=Tile(32, 64, 8, 1, 16)),
                        128: dict(_CONFIGS["gfx11"][128], dkdv_softcap=Tile(64, 32, 8, 1, 16),
                                  dkdv_dropout=Tile(64, 32, 8, 1, 16)),
                        # (softcap + window dK/dV, packed: 64x32 spilled 13 VGPRs after issue
                        # 45's kernels, 2026-12-07; 32x32 sliced 32, gfx11's softcap tile above)
                        256: dict(fwd=Tile(32, 64, 8, 1, 16), dkdv=Tile(64, 32, 8, 1, 64, 128),
                                  dq=Tile(64, 32, 8, 1, 16, 128),
                                  dkdv_softcap=Tile(32, 32, 8, 1, 32, 128))},
    # Triton 3.5 (torch 2.9): the newest tiles spill 55-980 VGPRs. At D128 / D256 only
    # dK/dV tiles whose warps repeat score tiles fit; fwd 128x16 w8 is repetition-free
    # (200-226 VGPRs, occupancy 6-7).
    ("gfx11", (3, 6)): {
        64: dict(fwd=Tile(128, 16, 8, 1, 0), dkdv=Tile(32, 64, 8, 1, 16),
                 dq=Tile(64, 32, 8, 1, 16)),
        128: dict(fwd=Tile(128, 16, 8, 1, 16), dkdv=Tile(16, 32, 8, 1, 16),
                  dq=Tile(128, 16, 8, 1, 16)),
        256: dict(fwd=Tile(16, 64, 8, 1, 16), dkdv=Tile(16, 32, 8, 1, 16, 128),
                  dq=Tile(128, 16, 8, 1, 16, 128)),
    },
    # Triton 3.4 (torch 2.8): the 3.5 table spills in 72 rows. D64 softcap dK/dV 32x32 w8
    # (219 VGPRs); D128 dK/dV and dQ in column blocks of 64 / 32 (180-249 VGPRs).
    ("gfx11", (3, 5)): {
        64: dict(fwd=Tile(128, 16, 8, 1, 0), dkdv=Tile(32, 64, 8, 1, 16),
                 dq=Tile(64, 32, 8, 1, 16), dkdv_softcap=Tile(32, 32, 8, 1, 16)),
        128: dict(fwd=Tile(32, 16, 4, 1, 16), dkdv=Tile(16, 32, 8, 1, 16, 64),
                  dq=Tile(128, 16, 8, 1, 16, 32)),
        256: dict(fwd=Tile(16, 64, 8, 1, 16), dkdv=Tile(16, 32, 8, 1, 16, 128),
                  dq=Tile(64, 32, 8, 1, 16, 128)),
    },
    # Triton 3.8: the D256 tiles the 3.8 machine-code table checked (0 VGPR spills in every
    # variant, 2026-12-03); the faster ones above were checked on Triton 3.9 only.
    ("gfx11", (3, 9)): {256: dict(_D256_TRITON38, dkdv_softcap=Tile(32, 32, 8, 1, 32, 128))},
}
# RDNA4 gets RDNA3's older-Triton tables, except where gfx1201 differs.
_OLDER_TRITON_CONFIGS.update({("gfx12", v): t for (f, v), t in list(_OLDER_TRITON_CONFIGS.items())
                              if f == "gfx11"})
# Triton 3.5 on gfx12: the gfx11 fwd D256 spills 132-153 VGPRs at D192, 128x16 w8 fits
# (238-247); dQ D128 spills 9-18, two column blocks of 64 fit (192-245).
_OLDER_TRITON_CONFIGS[("gfx12", (3, 6))] = {
    **_OLDER_TRITON_CONFIGS[("gfx11", (3, 6))],
    128: dict(_OLDER_TRITON_CONFIGS[("gfx11", (3, 6))][128], dq=Tile(128, 16, 8, 1, 16, 64)),
    256: dict(_OLDER_TRITON_CONFIGS[("gfx11", (3, 6))][256], fwd=Tile(128, 16, 8, 1, 16)),
}
# Triton 3.4 on gfx12: the gfx11 fwd D256 spills 1-19 VGPRs at D192 / D256; 32x64 w8 fits
# (226-251).
_OLDER_TRITON_CONFIGS[("gfx12", (3, 5))] = {
    **_OLDER_TRITON_CONFIGS[("gfx11", (3, 5))],
    256: dict(_OLDER_TRITON_CONFIGS[("gfx11", (3, 5))][256], fwd=Tile(32, 64, 8, 1, 16)),
}
# Triton 3.8 on gfx12: the previous D256 tiles, without gfx11's softcap one.
_OLDER_TRITON_CONFIGS[("gfx12", (3, 9))] = {256: _D256_TRITON38}
# Triton 3.6 on gfx12, D64: the gfx11 tiles without their dropout one (gfx1201 fits it with
# dropout too); the gfx12 D64 tiles above were checked on 3.8 and 3.9 only.
_OLDER_TRITON_CONFIGS[("gfx12", (3, 8))] = {
    **_OLDER_TRITON_CONFIGS[("gfx11", (3, 8))],
    64: dict(fwd=Tile(128, 16, 8, 1, 0), dkdv=Tile(32, 128, 8, 1, 16), dq=Tile(64, 32, 8, 1, 16))}

# AITER forward configs for arches AITER ships no table for (it raises on gfx1100 and on
# NVIDIA GPUs). CUDA takes AITER's MI300X shape without the AMD-only launch options.
_AITER_FWD_CONFIGS = {
    # gfx11: per bucket, the config with no scratch in the main loop, no repeated WMMA tile
    # and the fewest spills at launch (gfx1151, Triton 3.9). AITER's own 64x32 w4 s2
    # spills 175 VGPRs at D128 and 973 at D256.
    "gfx11": {
        64: {"BLOCK_M": 128, "BLOCK_N": 32, "PRELOAD_V": False, "num_warps": 8, "num_stages": 1,
             "waves_per_eu": 1},  # 0 spills, occupancy 6-7
        128: {"BLOCK_M": 128, "BLOCK_N": 16, "PRELOAD_V": False, "num_warps": 8, "num_stages": 1,
              "waves_per_eu": 1},  # 0 / 4 spills, no scratch in the loop
        # Every D256 config spills; this one keeps 48-68 B/lane of scratch per iteration.
        # The native forward fits (FEATHERATTN_FORWARD=native).
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

# AITER's backward table for arches it ships none for: its MI300X entry (measured on an H200
# at 130 TFLOP/s, 4x16x4096 D128, 2026-11-29), with AMD-only launch options removed off ROCm.
_AITER_BWD_TABLE = {
    "preprocess_kernel": {"PRE_BLOCK": 128},
    "onekernel": {"BLOCK_M1": 32, "BLOCK_N1": 128, "BLOCK_M2": 128, "BLOCK_N2": 32,
                  "BLK_SLICE_FACTOR": 2, "waves_per_eu": 1, "matrix_instr_nonkdim": 16,
                  "num_warps": 4, "num_ctas": 1, "num_stages": 1},
}
def _ranked(*rows):
    """((Tile, ms), ...) of (BLOCK_M, BLOCK_N, num_warps, num_stages, D_CHUNK[, D_OUT], ms)."""
    return tuple((Tile(*row[:-1]), row[-1]) for row in rows)


# Tuning candidates per family, bucket and kernel: the shipped tile (Triton 3.9's table), then
# the cycle model's next best three that compile with no spill, no scratch and no repeated
# WMMA tile at its headline launch (fp16, non-causal, dense; Triton 3.9), each with the
# model's estimate in ms at B1 H16 N4096 on the family's reference arch (gfx1151, gfx1201;
# model estimates, not timings: on 22 public RDNA measurements it was not fit on, the model
# missed by a median 20% and at worst 95%). Triton's autotuner times them on the user's GPU
# (_run). NVIDIA families have no model: bench.py tune's runners-up, for FEATHERATTN_TUNE=1.
_TUNE_CANDIDATES = {
    "gfx11": {  # gfx1151
        64: dict(fwd=_ranked((128, 32, 8, 1, 32, 2.25), (128, 64, 8, 1, 32, 2.13),
                             (128, 64, 8, 1, 0, 2.15), (128, 32, 8, 1, 0, 2.15)),
                 dkdv=_ranked((64, 128, 16, 1, 32, 4.19), (32, 128, 8, 1, 32, 4.30),
                              (32, 64, 4, 1, 32, 4.33), (16, 64, 4, 1, 0, 4.40)),
                 dq=_ranked((64, 32, 8, 1, 32, 3.28), (128, 64, 16, 1, 32, 2.96),
                            (128, 32, 8, 1, 32, 3.03), (32, 64, 4, 1, 32, 3.07))),
        128: dict(fwd=_ranked((128, 32, 16, 1, 64, 4.42), (64, 64, 8, 1, 64, 4.24),
                              (128, 32, 8, 1, 32, 4.28), (64, 32, 4, 1, 32, 4.34)),
                  dkdv=_ranked((64, 32, 8, 1, 64, 8.93), (64, 128, 16, 1, 64, 8.54),
                               (64, 128, 16, 1, 32, 9.21), (32, 64, 8, 1, 64, 9.22)),
                  dq=_ranked((128, 16, 8, 1, 16, 12.18), (64, 64, 8, 1, 64, 5.96),
                             (64, 32, 8, 1, 64, 5.97), (128, 64, 16, 1, 64, 6.09))),
        256: dict(fwd=_ranked((32, 64, 8, 1, 64, 8.74), (64, 32, 8, 1, 64, 8.47),
                              (64, 32, 8, 1, 32, 9.32), (32, 64, 8, 1, 16, 50.66)),
                  dkdv=_ranked((64, 64, 16, 1, 64, 128, 39.73), (32, 64, 8, 1, 64, 128, 26.29),
                               (64, 32, 8, 1, 32, 128, 31.55), (32, 64, 8, 1, 32, 128, 34.73)),
                  dq=_ranked((128, 16, 8, 1, 16, 128, 42.04), (64, 64, 8, 1, 32, 128, 19.92),
                             (64, 64, 8, 1, 64, 128, 20.53), (64, 32, 8, 1, 64, 128, 23.15))),
    },
    "gfx12": {  # gfx1201
        64: dict(fwd=_ranked((256, 64, 16, 1, 0, 0.74), (256, 32, 8, 1, 0, 0.72),
                             (128, 64, 8, 1, 0, 0.74), (128, 32, 8, 1, 0, 0.75)),
                 dkdv=_ranked((64, 128, 16, 1, 32, 1.41), (32, 64, 4, 1, 0, 1.43),
                              (32, 128, 8, 1, 0, 1.44), (64, 64, 8, 1, 32, 1.60)),
                 dq=_ranked((256, 32, 16, 1, 0, 0.96), (128, 64, 8, 1, 0, 0.95),
                            (256, 32, 8, 1, 0, 0.96), (256, 64, 16, 1, 0, 0.97))),
        128: dict(fwd=_ranked((128, 32, 8, 1, 0, 1.31), (256, 32, 16, 1, 0, 1.29),
                              (128, 16, 8, 1, 0, 1.39), (128, 64, 8, 1, 64, 1.40)),
                  dkdv=_ranked((64, 64, 16, 1, 64, 2.98), (64, 128, 16, 1, 32, 3.63),
                               (32, 128, 16, 1, 32, 3.95), (64, 64, 16, 1, 32, 3.98)),
                  dq=_ranked((128, 16, 8, 1, 0, 1.90), (256, 32, 16, 1, 0, 1.82),
                             (128, 32, 8, 1, 0, 1.97), (128, 64, 16, 1, 64, 2.00))),
        256: dict(fwd=_ranked((64, 32, 8, 1, 64, 3.02), (32, 64, 8, 1, 64, 3.25),
                              (64, 32, 8, 1, 32, 3.88), (32, 64, 8, 1, 16, 24.34)),
                  dkdv=_ranked((64, 64, 16, 1, 64, 128, 9.47), (32, 64, 8, 1, 64, 128, 13.36),
                               (64, 32, 8, 1, 64, 128, 13.40), (32, 64, 8, 1, 32, 128, 18.44)),
                  dq=_ranked((64, 32, 8, 1, 64, 4.71), (64, 64, 8, 1, 32, 128, 6.94),
                             (64, 64, 8, 1, 64, 128, 7.78), (64, 32, 8, 1, 64, 128, 9.05))),
    },
    "sm90": {
        64: dict(fwd=_ranked((128, 64, 4, 3, 0, None), (64, 128, 4, 3, 0, None)),
                 dkdv=_ranked((64, 128, 8, 3, 0, None), (32, 64, 4, 3, 0, None)),
                 dq=_ranked((128, 64, 8, 3, 0, None), (64, 32, 4, 3, 0, None))),
        128: dict(fwd=_ranked((128, 64, 8, 3, 0, None), (64, 32, 4, 3, 0, None)),
                  dkdv=_ranked((32, 128, 4, 3, 0, None), (64, 64, 4, 3, 0, None)),
                  dq=_ranked((64, 64, 4, 3, 0, None), (128, 32, 8, 3, 0, None))),
        # dK/dV with the scores' operands in slices, dK and dV whole: no spill in ptxas
        # (sm_90a; D_CHUNK 32: Triton 3.4-3.9, 128: 3.6-3.9) where the shipped tile spills
        # 252-560 bytes (tools/compare_ptx.py --spills). Not yet timed on a GPU.
        256: dict(dkdv=_ranked((64, 64, 8, 2, 32, None), (64, 64, 8, 2, 128, None),
                               (32, 64, 8, 2, 128, None))),
    },
}


def _device_index(device):
    return device.index if device.index is not None else torch.cuda.current_device()


@functools.lru_cache(maxsize=None)
def _gpu_arch(device_index):
    """The GPU's arch name: 'gfx1151' on ROCm, 'sm90' on CUDA."""
    props = torch.cuda.get_device_properties(device_index)
    if _ROCM:
        return getattr(props, "gcnArchName", "").split(":")[0]
    return f"sm{props.major}{props.minor}"


# The RDNA tables' families, and the family each RDNA chip runs, chosen by its WMMA (the
# operand layout the tiles were fit to) rather than its number: gfx1170 ("RDNA 4m") has
# gfx12's WMMA under a gfx11 number, and Triton 3.9 compiles gfx12-style WMMA for it (4 VGPRs
# per operand where gfx11's take 8), so it takes the tiles fit to that: gfx12's.
_RDNA_FAMILIES = ("gfx11", "gfx12")
_RDNA_CHIPS = {
    "gfx1100": "gfx11", "gfx1101": "gfx11", "gfx1102": "gfx11", "gfx1103": "gfx11",  # RDNA3
    "gfx1150": "gfx11", "gfx1151": "gfx11", "gfx1152": "gfx11", "gfx1153": "gfx11",  # 3.5
    "gfx1170": "gfx12", "gfx1200": "gfx12", "gfx1201": "gfx12"}  # RDNA 4m, RDNA4
# The first Triton that compiles a chip's WMMA: before 3.9, LLVM aborts the whole process on
# gfx1170 ("Cannot select: intrinsic llvm.amdgcn.wmma"; Triton 3.8, compiled on a CPU), which
# no fallback can catch, so no Triton kernel (native or AITER's) is compiled for it there.
_CHIP_TRITON = {"gfx1170": (3, 9)}


def _chip_family(arch):
    """The table family of an arch name: an RDNA chip's by _RDNA_CHIPS (one not listed: its
    number's, with one warning), 'sm90', or 'default'."""
    if arch in _RDNA_CHIPS:
        return _RDNA_CHIPS[arch]
    if arch.startswith(_RDNA_FAMILIES):
        _warn_once(("unlisted chip", arch), (
            f"featherattn: {arch} is not among the RDNA chips FeatherAttn was checked for "
            f"({', '.join(_RDNA_CHIPS)}); it runs the {arch[:5]} tiles, whose machine code "
            f"was not checked on it. `python bench.py isa --arch {arch}` compiles them here; "
            f"please report what it prints."))
        return arch[:5]
    return "sm90" if arch == "sm90" else "default"


@functools.lru_cache(maxsize=None)
def _gpu_family(device_index):
    return _chip_family(_gpu_arch(device_index))


def _triton_version():
    return tuple(int(x) for x in triton.__version__.split(".")[:2] if x.isdigit())


def _shipped_table(family, version=None):
    """The shipped configs of a family for a Triton version (default: the running one)."""
    version = version or _triton_version()
    bounds = sorted(bound for name, bound in _OLDER_TRITON_CONFIGS if name == family and version < bound)
    if not bounds:
        return _CONFIGS[family]
    return {**_CONFIGS[family], **_OLDER_TRITON_CONFIGS[(family, bounds[0])]}


# Before Triton 3.6, LLVM fully unrolls _rows_dot's sliced head-dim loop where its trip count
# is a constant (D80 / D96) and hoists every slice's loads out of it, all live at once: with
# this set the loop's bound is HEAD_DIM + tl.program_id(2) (0: the grids are 2-D), which LLVM
# cannot fold (Triton 3.4 / 3.5: every spilling RDNA row -> 0). 3.6 and 3.9 keep the loop
# without it, and the opaque bound costs them registers, so there it stays a constant.
_OPAQUE_D_LOOP = tl.constexpr(_HAS_TRITON and _triton_version() < (3, 6))


def _bucket(head_dim):
    return max(64, _next_pow2(head_dim))


def _next_pow2(n):
    return 1 << max(0, n - 1).bit_length()


def _cdiv(a, b):
    return -(-a // b)


@functools.lru_cache(maxsize=None)
def _gpu_configs(device_index, bucket):
    arch, family = _gpu_arch(device_index), _gpu_family(device_index)
    if family == "default":
        _warn_once(("default configs", arch), (
            f"featherattn: no configs were chosen for this GPU ({arch}); the conservative "
            f"'default' tiles run, which can be much slower than tuned ones. `python bench.py "
            f"tune` times candidates here; please report what it prints."))
    return _shipped_table(family)[bucket], f"shipped table {family!r}"


def _configs(device, head_dim):
    """({kernel: Tile}, where it came from) for a call on `device` at this head dim."""
    if _INTERPRET or device.type == "cpu":
        return _CONFIGS["interpret"][_bucket(head_dim)], "shipped table 'interpret'"
    return _gpu_configs(_device_index(device), _bucket(head_dim))


_WARNED = set()


def _warn_once(key, message):
    """A RuntimeWarning the first time `key` comes up in this process: a slower path is
    never silent (FEATHERATTN_LOG=1 adds the per-signature detail)."""
    if key not in _WARNED:
        _WARNED.add(key)
        warnings.warn(message, RuntimeWarning, stacklevel=3)


def configs_for(device, head_dim):
    """The shipped launch configs for `device` (a torch.device or a tensor's) at this head
    dim: ({"fwd" / "dkdv" / "dq" [/ "dkdv_softcap" / "dkdv_dropout"]: Tile}, where from).
    Where tuning is on (FEATHERATTN_TUNE), Triton's autotuner may run another candidate
    (_TUNE_CANDIDATES) at a key; FEATHERATTN_LOG=1 logs the tile each launch ran."""
    return _configs(torch.device(device), head_dim)


# ---- support predicate ----

def _switch(name):
    """An on/off environment variable, read one way everywhere: 1 / true / yes / on, or
    0 / false / no / off (any case; unset or empty: off); anything else is a ValueError."""
    value = os.environ.get(name, "")
    word = value.strip().lower()
    if word in ("", "0", "false", "no", "off"):
        return False
    if word in ("1", "true", "yes", "on"):
        return True
    raise ValueError(f"featherattn: {name} must be 1, true, yes, on or 0, false, no, off; "
                     f"got {value!r}.")


def _forward_choice():
    """FEATHERATTN_FORWARD: '' (the route's choice), 'native' or 'aiter'."""
    choice = os.environ.get("FEATHERATTN_FORWARD", "").strip().lower()
    if choice not in ("", "native", "aiter"):
        raise ValueError(f"featherattn: FEATHERATTN_FORWARD must be 'native', 'aiter' or unset; "
                         f"got {os.environ['FEATHERATTN_FORWARD']!r}.")
    return choice


def _check_switches(device):
    """Every FEATHERATTN_* switch, checked at each call whatever its path reads; on the CPU
    FEATHERATTN_FORWARD=aiter (AITER's forward needs a GPU) is refused."""
    for name in ("FEATHERATTN_LOG", "FEATHERATTN_CHECK", "FEATHERATTN_STRICT", "FEATHERATTN_TUNE"):
        _switch(name)
    if _forward_choice() == "aiter" and device.type == "cpu":
        raise ValueError("featherattn: FEATHERATTN_FORWARD=aiter forces AITER's forward, which "
                         "runs on a GPU only; unset it on the CPU.")


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
    if not -math.inf < value < math.inf:  # (not math.isfinite: Dynamo cannot trace it)
        raise ValueError(f"featherattn: {name} must be {rule}; got {value}.")
    return value


def _integer(name, value, minimum):
    """An integer argument of any integer type (Python, numpy, a 0-d integer tensor)."""
    try:
        if isinstance(value, bool):
            raise TypeError
        if not isinstance(value, int):  # (an int traced by Dynamo stays symbolic: no
            value = operator.index(value)  # recompile per value)
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


def _no_functorch(*tensors):
    """torch.func's transforms (grad, vmap, jvp, jacrev, ...) wrap the tensors, and forward-
    mode AD gives them tangents: the kernels run neither, and torch's own messages
    ("setup_context", "implement the jvp", or a 3-D q under vmap) would not say why."""
    if torch.compiler.is_compiling():
        return
    if torch._C._are_functorch_transforms_active():
        raise RuntimeError("featherattn: torch.func transforms (grad, vmap, jvp, jacrev, ...) "
                           "are not supported; take gradients with torch.autograd.grad or "
                           ".backward(), and loop instead of vmap.")
    forward_ad = torch.autograd.forward_ad
    if forward_ad._current_level >= 0 and any(
            isinstance(t, torch.Tensor) and forward_ad.unpack_dual(t).tangent is not None
            for t in tensors):
        raise RuntimeError("featherattn: forward-mode AD (torch.autograd.forward_ad dual "
                           "tensors) is not supported; use reverse mode (.backward(), "
                           "torch.autograd.grad).")


def _check_args(q, k, v, dropout_p, softmax_scale, causal, window_size, softcap, alibi_slopes,
                deterministic, return_attn_probs, sinks):
    """Raise ValueError for a call that cannot be served; return its _Call (batched: the
    packed-sequence fields are filled in by _check_varlen_args)."""
    _no_functorch(q, k, v, sinks)
    _check_switches(getattr(q, "device", torch.device("cpu")))
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
            f"featherattn: nheads of q ({H}) must be a positive multiple of nheads of k/v ({Hk})"
            f"; q, k, v are (batch, seqlen, nheads, headdim): SDPA's (batch, nheads, seqlen, "
            f"headdim) tensors need .transpose(1, 2).")
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
        if not -_MAX_SCALE <= softmax_scale <= _MAX_SCALE:
            raise ValueError(
                f"featherattn: softmax_scale must be at most {_MAX_SCALE:g} in magnitude (or "
                f"None); got {softmax_scale}. Past it the backward's p, recomputed in fp32 "
                "from the stored lse, loses the softmax (the default is head_dim ** -0.5).")
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
    if sinks is not None and _switch("FEATHERATTN_CHECK") and not torch.compiler.is_compiling():
        _no_capture("FEATHERATTN_CHECK=1 reads sinks on the host", q.device)
        bad = sinks[torch.isnan(sinks) | (sinks == float("inf"))].tolist()
        if bad:
            raise ValueError(f"featherattn: sinks must be finite, or -inf for no sink; got "
                             f"{bad[:4]} (FEATHERATTN_CHECK=1).")
    _check_grid(B, H)
    scale = D ** -0.5 if softmax_scale is None else softmax_scale  # symbolic where D is
    return _call(q, k, scale, causal, window, softcap, alibi_slopes, sinks, dropout_p=dropout_p)


class _Call(typing.NamedTuple):
    """One call's settings, each in one canonical form: built once by the argument checks
    (or by _call, for a direct kernel call) and passed through the host code."""
    softmax_scale: float
    # (left, right): query i sees keys i + diag - left ..= i + diag + right, with diag =
    # seqlen_k - seqlen_q (bottom-right aligned); -1: that side is unbounded. Causal is
    # right == 0; a side as wide as both sequences together is -1 (_band).
    window: tuple
    softcap: float = 0.0  # 0: off
    alibi_slopes: Optional[torch.Tensor] = None  # fp32 (H,) or (B, H), contiguous
    sinks: Optional[torch.Tensor] = None  # (H,)
    # Packed sequences: (batch + 1,) int32 offsets and the longest sequence (0: batched).
    cu_seqlens_q: Optional[torch.Tensor] = None
    cu_seqlens_k: Optional[torch.Tensor] = None
    max_seqlen_q: int = 0
    max_seqlen_k: int = 0
    dropout_p: float = 0.0
    # With dropout: the mask's seed, int32 (2,) on the tensors' device (_dropout_seed).
    dropout_seed: Optional[torch.Tensor] = None

    @property
    def causal(self):
        return self.window[1] == 0

    @property
    def sliding(self):
        """Whether the band has an edge beyond causal's (a sliding window)."""
        return self.window[0] >= 0 or self.window[1] > 0

    @property
    def varlen(self):
        return self.cu_seqlens_q is not None


def _band(causal, window, span):
    """(left, right) of _Call.window for flash-attn's (causal, window_size): causal makes
    right 0 (flash-attn does the same), and a side at least `span` (seqlen_q + seqlen_k)
    wide has no edge."""
    left, right = (-1 if w >= span else w for w in window)
    return left, 0 if causal else right


def _call(q, k, softmax_scale, causal=False, window=(-1, -1), softcap=0.0, alibi_slopes=None,
          sinks=None, cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=0, max_seqlen_k=0,
          dropout_p=0.0):
    """The _Call of validated arguments; q, k: the call's (B, N, H, D) or packed (total, H,
    D) tensors, whose lengths bound the band."""
    return _Call(softmax_scale, _band(causal, window, q.shape[-3] + k.shape[-3]), softcap,
                 None if alibi_slopes is None else alibi_slopes.contiguous(),
                 None if sinks is None else sinks.contiguous(),  # the kernels read sinks[h]
                 cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, dropout_p)


def _check_offsets(name, cu, total):
    """FEATHERATTN_CHECK=1: cu_seqlens' values, at the cost of one synchronization. Without
    it the kernels clamp each sequence into [0, total] (_seq_span), so bad offsets give empty
    or truncated sequences, never a read or write outside the tensors."""
    values = cu.tolist()
    bad = values[0] != 0 or values[-1] > total or any(b < a for a, b in zip(values, values[1:]))
    if bad:
        shown = values if len(values) <= 12 else values[:6] + ["..."] + values[-5:]
        raise ValueError(f"featherattn: {name} must start at 0, never decrease and end at most "
                         f"at the {total} packed rows; got {shown} (FEATHERATTN_CHECK=1).")


def _capturing(device):
    """Whether a CUDA/HIP graph is being captured on `device`'s current stream."""
    return device.type == "cuda" and torch.cuda.is_current_stream_capturing()


def _no_capture(what, device):
    """ValueError before a host synchronization that a CUDA/HIP graph capture cannot take
    (the capture would fail later with the driver's "operation not permitted")."""
    if _capturing(device):
        raise ValueError(f"featherattn: {what}, which cannot happen during CUDA graph capture; "
                         f"capture without it.")


def _check_grid(batch, nheads):
    # Programs of one launch are (blocks, batch * heads): CUDA's second grid axis is 16-bit.
    if batch * nheads > 65535:
        raise ValueError(f"featherattn: batch_size * nheads must be at most 65535; got "
                         f"{batch} * {nheads} = {batch * nheads}.")


def _check_alibi(alibi_slopes, nheads, batch, device):
    if alibi_slopes is not None and (
            not isinstance(alibi_slopes, torch.Tensor) or alibi_slopes.dtype != torch.float32
            or alibi_slopes.dim() not in (1, 2) or alibi_slopes.shape[-1] != nheads
            or (alibi_slopes.dim() == 2 and alibi_slopes.shape[0] != batch)  # (symbolic sizes)
            or alibi_slopes.device != device):
        got = (f"{tuple(alibi_slopes.shape)} {alibi_slopes.dtype} on {alibi_slopes.device}"
               if isinstance(alibi_slopes, torch.Tensor) else type(alibi_slopes).__name__)
        raise ValueError(f"featherattn: alibi_slopes must be a float32 tensor of shape "
                         f"({nheads},) or ({batch}, {nheads}) on {device}; got {got}.")


def _check_varlen_args(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                       block_table, dropout_p, softmax_scale, causal, window_size, softcap,
                       alibi_slopes, deterministic, return_attn_probs, sinks):
    """_check_args for a packed-sequence call: raise ValueError for arguments
    flash_attn_varlen_func cannot take; return its _Call."""
    _no_functorch(q, k, v, sinks)
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
        if cu.stride(0) != 1:  # the kernels read it as contiguous
            raise ValueError(f"featherattn: {name} must be contiguous; got stride "
                             f"{cu.stride(0)} (pass {name}.contiguous()).")
    if cu_seqlens_q.shape != cu_seqlens_k.shape:
        raise ValueError(f"featherattn: cu_seqlens_q and cu_seqlens_k must have the same length; "
                         f"got {cu_seqlens_q.shape[0]} and {cu_seqlens_k.shape[0]}.")
    if _switch("FEATHERATTN_CHECK") and not torch.compiler.is_compiling():
        _no_capture("FEATHERATTN_CHECK=1 reads cu_seqlens on the host", q.device)
        for name, cu, total in (("cu_seqlens_q", cu_seqlens_q, q.shape[0]),
                                ("cu_seqlens_k", cu_seqlens_k, k.shape[0])):
            _check_offsets(name, cu, total)
    if block_table is not None:
        raise ValueError("featherattn: block_table must be None (paged KV caches are not supported).")
    # No sequence is longer than the rows present: a larger max_seqlen (2**70 included, which
    # torch.compile's int64 op arguments cannot hold) means the same as the total.
    max_q = min(_integer("max_seqlen_q", max_seqlen_q, 0), q.shape[0])
    max_k = min(_integer("max_seqlen_k", max_seqlen_k, 0), k.shape[0])
    # The packed tensors are one batch entry; alibi_slopes and the grid count sequences.
    call = _check_args(q.unsqueeze(0), k.unsqueeze(0), v.unsqueeze(0), dropout_p, softmax_scale,
                       causal, window_size, softcap, None, deterministic, return_attn_probs, sinks)
    batch = cu_seqlens_q.shape[0] - 1
    _check_alibi(alibi_slopes, q.shape[1], batch, q.device)
    _check_grid(batch, q.shape[1])
    # Unchecked offsets are made non-decreasing (a running max) and clamped into [0, total]
    # on the device (no synchronization): the kernels then clamp each sequence into its
    # offsets, so decreasing ones give empty or truncated sequences that never overlap.
    cu_q = _monotone_offsets(cu_seqlens_q, q.shape[0])
    cu_k = cu_q if cu_seqlens_k is cu_seqlens_q else _monotone_offsets(cu_seqlens_k, k.shape[0])
    return call._replace(alibi_slopes=None if alibi_slopes is None else alibi_slopes.contiguous(),
                         cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, max_seqlen_q=max_q,
                         max_seqlen_k=max_k)


def _monotone_offsets(cu, total):
    """Packed offsets as every path reads them: the running max of cu, clamped into
    [0, total] (int32, on cu's device; a no-op for offsets a collator got right)."""
    return torch.cummax(cu.clamp(0, total), 0).values.to(torch.int32)


_log = logging.getLogger("featherattn")
_LOGGED = set()


def _route(q, call):
    """(forward, backward, reason) of a validated call, each 'native', 'aiter' or 'reference'.

    The forward is AITER's on an AMD GPU where amd-aiter loads and serves the call (not
    packed, no window, softcap or sinks, and on RDNA a head dim of at most 128), else the
    native one; FEATHERATTN_FORWARD=native|aiter forces one.
    Dropout runs the native kernels (AITER's whole call with FEATHERATTN_FORWARD=aiter). On
    the CPU: the Triton kernels in the interpreter with TRITON_INTERPRET=1, else the PyTorch
    reference."""
    dropout_p = call.dropout_p
    choice = _forward_choice()
    if not _HAS_TRITON:
        return "reference", "reference", (
            f"{_TRITON_MISSING}: the PyTorch reference runs (slower, O(N^2) memory)")
    if q.device.type == "cpu":
        if not _INTERPRET:
            return "reference", "reference", (
                "CPU tensors without TRITON_INTERPRET=1: the PyTorch reference runs (set "
                "TRITON_INTERPRET=1 before import to run the Triton kernels)")
        return "native", "native", ""
    arch = _ROCM and _gpu_arch(_device_index(q.device))
    if arch in _CHIP_TRITON and _triton_version() < _CHIP_TRITON[arch]:
        return "reference", "reference", (
            f"Triton {triton.__version__} cannot compile for {arch} (Triton "
            f"{'.'.join(map(str, _CHIP_TRITON[arch]))} and newer can; older ones abort the "
            f"process): the PyTorch reference runs (slower, O(N^2) memory)")
    def aiter_lacks():  # (asked only where the route turns on it: torch.compile guards on
        # each feature tested, and a softcap of 0 after 5.0 then compiles again)
        return [name for name, used in (("sliding window", call.sliding),
                                        ("softcap", call.softcap > 0.0),
                                        ("sinks", call.sinks is not None)) if used]
    if dropout_p > 0.0:
        if choice != "aiter":
            return "native", "native", f"dropout_p={dropout_p}: the native kernels' dropout"
        lacks = aiter_lacks() + (["packed sequences"] if call.varlen else [])  # batched only
        if lacks:
            raise ValueError(f"featherattn: FEATHERATTN_FORWARD=aiter with dropout_p > 0 runs "
                             f"AITER's whole call, which has no {' or '.join(lacks)}; unset "
                             f"FEATHERATTN_FORWARD to run the native kernels' dropout.")
        ok, why = _aiter_available()
        if not ok:
            raise ImportError(f"featherattn: FEATHERATTN_FORWARD=aiter, but {why}")
        if _aiter_config(_device_index(q.device)):
            # AITER's autograd backward takes no config, and it ships none for this GPU.
            raise ValueError(
                f"featherattn: FEATHERATTN_FORWARD=aiter with dropout_p > 0 runs AITER's whole "
                f"call, whose backward has no config for this GPU "
                f"({_gpu_arch(_device_index(q.device))}; AITER ships them for "
                f"{', '.join(_AITER_SHIPS_CONFIGS)}); unset FEATHERATTN_FORWARD to run the "
                f"native kernels' dropout.")
        return "aiter", "aiter", (f"dropout_p={dropout_p} with FEATHERATTN_FORWARD=aiter: "
                                  f"AITER's forward and backward run")
    # AITER's packed forward sizes its grid by max_seqlen: a smaller value than the longest
    # sequence leaves rows wrong (H200, 2026-11-30). The native one walks the rest.
    packed_reason = "AITER's packed-sequence forward trusts max_seqlen" if call.varlen else ""
    if choice == "native":
        return "native", "native", "FEATHERATTN_FORWARD=native"
    if not _ROCM and choice != "aiter":  # measured on the H200: bench.py forward table, host row
        return "native", "native", ("an NVIDIA GPU: the native forward (as fast as AITER's on "
                                    "the H200, without its Python wrapper's host time)")
    lacks = aiter_lacks()
    if choice == "aiter":
        if lacks:
            raise ValueError(f"featherattn: FEATHERATTN_FORWARD=aiter, but AITER's forward has no "
                             f"{' or '.join(lacks)}; unset FEATHERATTN_FORWARD to run the native one.")
        ok, why = _aiter_available()
        if not ok:
            raise ImportError(f"featherattn: FEATHERATTN_FORWARD=aiter, but {why}")
        return "aiter", "native", "FEATHERATTN_FORWARD=aiter"
    if lacks:
        return "native", "native", f"AITER's forward has no {' or '.join(lacks)}"
    if packed_reason:
        return "native", "native", packed_reason
    if q.shape[-1] > 128 and _gpu_family(_device_index(q.device)) in _RDNA_FAMILIES:
        # Every AITER D256 config spills there; the model (tools/rdna_model.py, an estimate)
        # at B1 N2048 Hq16 Hk2 D256 causal on gfx1151: native 1.24 ms, AITER's 4.6.
        return "native", "native", ("head dim > 128 on RDNA: the native forward (AITER's "
                                    "spills there)")
    ok, why = _aiter_available()
    if not ok:
        return "native", "native", why
    return "aiter", "native", ""


def _first_log(key):
    """Whether `key` is new to FEATHERATTN_LOG's lines (then noted, and a handler set up
    where the application set none): each route or hand-back logs once per signature."""
    if key in _LOGGED:
        return False
    _LOGGED.add(key)
    if not _log.handlers and not logging.getLogger().handlers:
        _log.addHandler(logging.StreamHandler())
        _log.setLevel(logging.INFO)
    return True


def _log_route(forward, backward, reason, q, k, call):
    """With FEATHERATTN_LOG=1, one line per call signature (not per sequence length, so a
    generate() loop logs once): which forward, backward (or none: no gradient) and configs."""
    if not _switch("FEATHERATTN_LOG"):
        return
    features = ", ".join(name for name, on in (
        ("causal", call.causal), (f"window={call.window}", call.sliding),
        (f"softcap={call.softcap}", call.softcap > 0), ("alibi", call.alibi_slopes is not None),
        ("sinks", call.sinks is not None), ("varlen", call.varlen)) if on) or "full"
    key = (forward, backward, reason, q.dtype, q.device.type, q.shape[-2], k.shape[-2],
           q.shape[-1], features)
    if not _first_log(key):
        return
    route = f"{forward} forward + {backward} backward" if backward else \
        f"{forward} forward only (no gradient needed)"
    if "native" in (forward, backward):
        cfgs, source = _configs(q.device, q.shape[-1])
        used = [n for n in ("fwd", "dkdv", "dq") if n != "fwd" or forward == "native"] \
            if backward == "native" else ["fwd"]
        route += " [" + ", ".join(f"{n}={cfgs[n]}" for n in used) + f" from the {source}]"
    _log.warning("featherattn: %s for q%s k%s %s %s%s", route, tuple(q.shape), tuple(k.shape),
                 str(q.dtype).replace("torch.", ""), features, f" ({reason})" if reason else "")


# ---- Triton kernels ----
# Map: shared pieces first (dot, cast, tanh, the score step, block ranges, the prologue's
# pieces, sliced dots, loop starts), then the forward kernel, then the backward kernels in
# the order they run: dQ (which also writes Delta = rowsum(dO * O)), then dK/dV. Each kernel
# is three layers: the kernel (prologue, grid-stride loop when packed), a block (one row
# block's loads, loops and stores) and an inner loop over the blocks of the other side.
# The prologue's small helpers (_program, _rows_of, _lse_offset, _out_offset, _head_slope)
# stay separate: each kernel calls them in its own order, and Triton's AMD backend schedules
# the scalar prologue by that order (one merged helper changed 5 of 18 kernels on gfx1151).
# Query row i sees key j of its sequence iff i + diag - win_left <= j <= i + diag + win_right,
# diag = n_k - n_q (bottom-right); MASK_LEFT / MASK_RIGHT say whether each edge exists
# (causal: MASK_RIGHT, win_right = 0). Scores are in log2 units: exp2 is one instruction.
# jit-to-jit calls pass arguments by keyword: a swapped pair of same-typed positional
# arguments (win_left / win_right, BEFORE / AFTER) would compile and mask wrongly.

_LOG2E = tl.constexpr(LOG2E)
_LN2 = tl.constexpr(LN2)


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
        # with it, 1.23x with this (4x16x4096, D128, bf16), at the same error.
        return tl.inline_asm_elementwise("tanh.approx.f32 $0, $1;", "=r,r", [x],
                                         dtype=tl.float32, is_pure=True, pack=1)
    else:
        # Through exp2, which every Triton backend has: e = exp(-2|x|),
        # tanh|x| = (1 - e) / (1 + e).
        e = tl.math.exp2(tl.abs(x) * (-2.0 * _LOG2E))
        t = (1.0 - e) / (1.0 + e)
        return tl.where(x < 0, -t, t)


@triton.jit
def _score(s, i, j, n_k, diag, score, slope, shift, MASK: tl.constexpr,
           MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
           ALIBI: tl.constexpr, KEY_BOUND: tl.constexpr = True):
    # The score step every kernel shares, so forward and backward cannot disagree. score:
    # the call's (qk_scale, cap, win_left, win_right), one tuple from the kernel down (its
    # switches stay separate constexprs: a constexpr put in a tuple arrives as a tensor,
    # Triton 3.4-3.9, and `if` on it compiles both branches).
    # s = q.k in fp32 at query rows i and key columns j (broadcast to s's shape). Returns the
    # score in log2 units minus `shift` (the backward passes the row's LSE: one FMA per
    # score instead of a multiply and a subtract, which the H200 feels at D64) and tanh of
    # the softcapped score (the backward's derivative needs 1 - tanh^2; without softcap the
    # second value is unused). qk_scale is softmax_scale * log2(e) and cap softcap * log2(e)
    # (inf past the float range); slope is the ALiBi slope * log2(e). SOFTCAP: 0 off, 1 tanh
    # through exp2, 2 the hardware's tanh. MASK applies the band and, with KEY_BOUND, the sequence's last key
    # (the dK/dV kernel needs no key bound: a padded key only feeds its own dK / dV row,
    # which is never stored; dropping the compare there was 14% of that kernel's time at
    # D128 causal on an H200).
    qk_scale, cap, win_left, win_right = score
    if SOFTCAP:
        y = s * qk_scale  # the uncapped score
        x = y * (1.0 / cap)  # tanh's argument, s * softmax_scale / softcap
        # |x| < 1/8: tanh(x) = x * g, g = 1 - x^2/3 + 2x^4/15 - 17x^6/315 (to 1e-9), and
        # the score is y * g: exp2's 1 - e cancels there (a cap of 1e7 made every score 0),
        # and a cap past 8.5e37 (1 / cap flushed to 0, or cap = inf) gives y itself.
        x2 = x * x
        g = 1.0 + x2 * (-1.0 / 3.0 + x2 * (2.0 / 15.0 - x2 * (17.0 / 315.0)))
        small = tl.abs(x) < 0.125
        th = tl.where(small, x * g, _tanh(x, HARDWARE=SOFTCAP == 2))
        t = tl.where(small, y * g, th * cap) - shift
    else:
        t = s * qk_scale - shift
        th = t
    if ALIBI:
        t = t - slope * tl.abs(i + diag - j).to(tl.float32)
    if MASK:
        keep = _visible_keys(i=i, j=j, n_k=n_k, diag=diag, win_left=win_left,
                             win_right=win_right, MASK_LEFT=MASK_LEFT, MASK_RIGHT=MASK_RIGHT,
                             KEY_BOUND=KEY_BOUND)
        t = tl.where(keep, t, float("-inf"))
    return t, th


@triton.jit
def _at_most_0(t, ALIBI: tl.constexpr):
    # The backward's log2 p = score - lse is <= 0, but both sides are rounded in fp32: past a
    # score of about 2^30 the gap can exceed exp2's range, and p = inf made every gradient
    # NaN where the forward was right (softmax_scale 1e10; ALiBi slopes of -1e30). With
    # ALiBi, p <= 1 exactly (NaN stays NaN); without it _MAX_SCALE keeps scores far below
    # (the select cost 8-14% of the backward on an H100 at D64 / D128).
    if ALIBI:
        return tl.where(t > 0.0, 0.0, t)
    else:
        return t


@triton.jit
def _visible_keys(i, j, n_k, diag, win_left, win_right, MASK_LEFT: tl.constexpr,
                  MASK_RIGHT: tl.constexpr, KEY_BOUND: tl.constexpr):
    # Whether query row i sees key column j in a masked block (see _score's MASK).
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
    return keep


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
def _seq_span(CU_SEQLENS, seq, N):
    # (first row, length) of sequence `seq`: from CU_SEQLENS where given (packed), else all N.
    # Packed, N is the total and each span is clamped into [0, N] with start <= end: offsets
    # a data collator got wrong (unchecked, as flash-attn leaves them) give an empty or
    # truncated sequence, never an access outside the tensors (_clamped_spans on the host).
    if CU_SEQLENS is not None:
        start = tl.minimum(tl.maximum(tl.load(CU_SEQLENS + seq), 0), N)
        end = tl.minimum(tl.maximum(tl.load(CU_SEQLENS + seq + 1), start), N)
        return start, end - start
    else:
        return 0, N


@triton.jit
def _program(CU_Q, CU_K, H, H_K, N_Q, N_K, BLOCK_D: tl.constexpr, D_OUT: tl.constexpr,
             KV_HEADS: tl.constexpr):
    # What every kernel does first: decode the program id and find its sequence. The grid
    # is (row blocks x column blocks of D_OUT head-dim columns, sequences x heads): query
    # heads, or KV heads with KV_HEADS (the dK/dV kernel, which loops over the query heads of
    # its group itself; off_h is then 0). Returns the row block, the first owned column, the
    # sequence, the query and KV head, the batch offset (0 when packed: packed sequences sit
    # in one batch entry, and N_Q, N_K are the totals) and both sequences' (start, length).
    pid = tl.program_id(0) // (BLOCK_D // D_OUT)
    d0 = (tl.program_id(0) % (BLOCK_D // D_OUT)) * D_OUT
    if KV_HEADS:
        seq = tl.program_id(1) // H_K
        off_hk = tl.program_id(1) % H_K
        off_h = 0
    else:
        seq = tl.program_id(1) // H
        off_h = tl.program_id(1) % H
        off_hk = off_h // (H // H_K)
    q_start, n_q = _seq_span(CU_SEQLENS=CU_Q, seq=seq, N=N_Q)
    k_start, n_k = _seq_span(CU_SEQLENS=CU_K, seq=seq, N=N_K)
    if CU_Q is not None:  # packed
        off_b = 0
    else:
        off_b = seq.to(tl.int64)
    return pid, d0, seq, off_h, off_hk, off_b, q_start, n_q, k_start, n_k


@triton.jit
def _lse_offset(off_b, off_h, q_start, H, N_Q):
    # LSE, Delta and the sinks' p.dp sums are (B, H, N_Q), or (H, total_q) packed: the offset
    # of head off_h's row q_start (the dK/dV kernel passes head 0 and adds each query head's
    # offset in its group loop).
    return (off_b * H + off_h) * N_Q + q_start


@triton.jit
def _out_offset(off_b, start, head, N, HEADS, HEAD_DIM: tl.constexpr):
    # Out, dQ, dK and dV are contiguous (B, N, HEADS, HEAD_DIM): the offset of row `start`
    # of one head.
    return ((off_b * N + start) * HEADS + head) * HEAD_DIM


@triton.jit
def _rows_of(X, off_b, start, head, strides):
    # Row `start` of one head of batch entry off_b in a (B, N, H, D) tensor X; strides: X's
    # (batch, row, head) strides.
    return X + (off_b * strides[0] + start * strides[1] + head * strides[2])


@triton.jit
def _kv_rows(K, V, off_b, k_start, off_hk, stride_k, stride_v):
    # K and V at their sequence's first key row, of KV head off_hk (_rows_of for both).
    return (_rows_of(X=K, off_b=off_b, start=k_start, head=off_hk, strides=stride_k),
            _rows_of(X=V, off_b=off_b, start=k_start, head=off_hk, strides=stride_v))


@triton.jit
def _head_slope(Slopes, slope_base, off_h):
    # The ALiBi slope of one head, in log2 units (callers without ALiBi pass the constant 0.0
    # instead: a returned 0.0 would be a tensor, and the forward's registers came out
    # differently with it on gfx1151).
    return tl.load(Slopes + slope_base + off_h) * _LOG2E


# Dropout: a counter-based hash of (seed, sequence x head, query row, key column), so every
# kernel (and the PyTorch reference, _dropout_keep_ref) regenerates the same mask with no
# state and no stored mask; the seed is a device tensor, drawn by torch's generator per call
# (CUDA graphs replay a fresh one). Rows and columns count from the sequence's start.
@triton.jit
def _mix32(x):
    # murmur3's 32-bit finalizer: a bijection of uint32 whose output bits each depend on
    # every input bit.
    x ^= x >> 16
    x *= 0x85EBCA6B
    x ^= x >> 13
    x *= 0xC2B2AE35
    x ^= x >> 16
    return x


@triton.jit
def _dropout_rows(Seed, seq_head, rows):
    # Per-row keys of query rows `rows` of (sequence x H + head) `seq_head`.
    s0 = tl.load(Seed).to(tl.uint32, bitcast=True)
    s1 = tl.load(Seed + 1).to(tl.uint32, bitcast=True)
    head_key = _mix32(s1 ^ (seq_head.to(tl.uint32) * 0x9E3779B9))
    return _mix32((head_key + rows.to(tl.uint32) * 0x27D4EB2F) ^ s0)


@triton.jit
def _dropout_keep(row_keys, cols, drop_thresh):
    # True where score (row, col) is kept: 24 hash bits against round(dropout_p * 2^24).
    bits = _mix32(row_keys ^ (cols.to(tl.uint32) * 0x165667B1)) >> 8
    return bits.to(tl.int32) >= drop_thresh


@triton.jit
def _rows_dot(A, B, a_rows, b_rows, stride_a, stride_b, a_ok, b_ok,
              HEAD_DIM: tl.constexpr, D_CHUNK: tl.constexpr):
    # A[a_rows, :HEAD_DIM] @ B[b_rows, :HEAD_DIM]^T in fp32, reading D_CHUNK columns at a time.
    # On RDNA3 each warp holds a dot's A operand over the whole reduction, duplicated across
    # the half-waves (a 16x16 bf16 tile is 8 VGPRs per lane): a resident [16, 128] K costs 64
    # VGPRs. Slices from L1/L2 keep the reduction's operands to one chunk at a time. A real
    # loop, not tl.static_range: unrolled, Triton 3.6 hoisted every slice's loads and spilled
    # 62-168 VGPRs at D128 on gfx1151 (0 as a loop; Triton 3.9 needs 161 instead of 244).
    # Older Tritons unroll the loop anyway where its trip count is a constant: _OPAQUE_D_LOOP.
    acc = tl.zeros([a_rows.shape[0], b_rows.shape[0]], dtype=tl.float32)
    hi = HEAD_DIM
    if _OPAQUE_D_LOOP:
        hi = HEAD_DIM + tl.program_id(2)  # program_id(2) is 0 (2-D grids), unknown to LLVM
    for c in range(0, hi, D_CHUNK):
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
               row_ok, first, count, n_before, jump, n_k, diag, score, slope, drop,
               drop_keys, BLOCK_N: tl.constexpr,
               HEAD_DIM: tl.constexpr, BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr,
               MASK: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr,
               SOFTCAP: tl.constexpr, ALIBI: tl.constexpr, DROPOUT: tl.constexpr,
               EXACT_V: tl.constexpr):
    # Online softmax over `count` key blocks: running row max m_i and sum l_i in log2 units.
    # DROPOUT: dropped p leave acc but not l_i (the softmax is normalized before dropout).
    # drop: (seq_head, drop_thresh, drop_scale), one tuple from the kernel down. EXACT_V:
    # the exact pass (see _fwd_kernel), for masked blocks.
    drop_thresh = drop[1]
    offs_nb = tl.arange(0, BLOCK_N)
    dmask = offs_d[None, :] < HEAD_DIM
    for it in range(count):
        offs_n = _block_start(it=it, first=first, n_before=n_before, jump=jump, BLOCK=BLOCK_N,
                              BEFORE=not MASK, AFTER=MASK and not MASK_LEFT) + offs_nb
        col_ok = offs_n < n_k
        if D_CHUNK < BLOCK_D:
            s = _rows_dot(A=Q, B=K, a_rows=offs_m, b_rows=offs_n, stride_a=stride_qm,
                          stride_b=stride_kn, a_ok=row_ok, b_ok=col_ok, HEAD_DIM=HEAD_DIM,
                          D_CHUNK=D_CHUNK)  # [BLOCK_M, BLOCK_N]
        else:
            k = tl.load(K + offs_n[:, None] * stride_kn + offs_d[None, :],
                        mask=col_ok[:, None] & dmask, other=0.0)  # [BLOCK_N, BLOCK_D]
            s = _mma(q, tl.trans(k), None)  # [BLOCK_M, BLOCK_N]
        t, _ = _score(s=s, i=offs_m[:, None], j=offs_n[None, :], n_k=n_k, diag=diag,
                      score=score, slope=slope, shift=0.0, MASK=MASK, MASK_LEFT=MASK_LEFT,
                      MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, ALIBI=ALIBI)
        m_new = tl.maximum(m_i, tl.max(t, 1))
        m_use = tl.where(m_new == float("-inf"), 0.0, m_new)  # a row with nothing visible yet
        p = tl.math.exp2(t - m_use[:, None])  # [BLOCK_M, BLOCK_N]
        alpha = tl.math.exp2(m_i - m_use)
        l_i = l_i * alpha + tl.sum(p, 1)
        if DROPOUT:
            p = tl.where(_dropout_keep(row_keys=drop_keys[:, None], cols=offs_n[None, :],
                                       drop_thresh=drop_thresh), p, 0.0)
        v = tl.load(V + offs_n[:, None] * stride_vn + offs_d[None, :],
                    mask=col_ok[:, None] & dmask, other=0.0)  # [BLOCK_N, BLOCK_D]
        if MASK and EXACT_V:
            # The dot multiplies a hidden key's NaN or inf value by its p = 0: NaN in rows
            # that never see it. The exact pass leaves those values out of the dot and adds
            # them key by key where visible.
            finite = v * 0.0 == 0.0  # False at NaN and +-inf
            acc = _mma(_lowp(p, v.dtype), tl.where(finite, v, 0.0), acc * alpha[:, None])
            acc = _fwd_nonfinite_values(
                acc=acc, p=p, V=V, stride_vn=stride_vn, offs_m=offs_m, offs_n=offs_n,
                offs_d=offs_d, n_k=n_k, diag=diag, score=score, BLOCK_N=BLOCK_N,
                HEAD_DIM=HEAD_DIM, MASK_LEFT=MASK_LEFT, MASK_RIGHT=MASK_RIGHT)
        else:
            acc = _mma(_lowp(p, v.dtype), v, acc * alpha[:, None])  # [BLOCK_M, BLOCK_D]
        m_i = m_new
    return acc, m_i, l_i


@triton.jit
def _masked_values_finite(V, stride_vn, offs_d, first, count, n_before, jump, n_k,
                          BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr,
                          BLOCK_D: tl.constexpr, MASK_LEFT: tl.constexpr):
    # Whether every value of the masked key blocks (_fwd_inner's MASK loop) is finite.
    bad = 0
    offs_nb = tl.arange(0, BLOCK_N)
    for it in range(count):
        offs_n = _block_start(it=it, first=first, n_before=n_before, jump=jump, BLOCK=BLOCK_N,
                              BEFORE=False, AFTER=not MASK_LEFT) + offs_nb
        v = tl.load(V + offs_n[:, None] * stride_vn + offs_d[None, :],
                    mask=(offs_n < n_k)[:, None] & (offs_d < HEAD_DIM)[None, :], other=0.0)
        bad += tl.sum(tl.where(v * 0.0 == 0.0, 0, 1))
    return bad == 0


@triton.jit
def _fwd_nonfinite_values(acc, p, V, stride_vn, offs_m, offs_n, offs_d, n_k, diag, score,
                          BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr, MASK_LEFT: tl.constexpr,
                          MASK_RIGHT: tl.constexpr):
    # acc += p @ v's NaN / inf entries (finite ones are in acc), over visible keys only, one
    # key at a time: p * inf = inf, 0 * inf = NaN, as float64's sum over the visible keys.
    keep = _visible_keys(i=offs_m[:, None], j=offs_n[None, :], n_k=n_k, diag=diag,
                         win_left=score[2], win_right=score[3], MASK_LEFT=MASK_LEFT,
                         MASK_RIGHT=MASK_RIGHT, KEY_BOUND=True)
    cols = tl.arange(0, BLOCK_N)
    for c in range(BLOCK_N):
        pick = cols[None, :] == c
        p_c = tl.sum(tl.where(pick & keep, p, 0.0), 1)  # [BLOCK_M]
        seen = tl.max(tl.where(pick & keep, 1, 0), 1) > 0  # [BLOCK_M]
        key = tl.sum(tl.where(cols == c, offs_n, 0)) + 0 * offs_d  # [BLOCK_D], all equal
        v_c = tl.load(V + key * stride_vn + offs_d, mask=(offs_d < HEAD_DIM) & (key < n_k),
                      other=0.0).to(tl.float32)  # [BLOCK_D]
        bad = tl.where(v_c * 0.0 == 0.0, 0.0, v_c)
        acc += tl.where(seen[:, None], p_c[:, None] * bad[None, :], 0.0)
    return acc


@triton.jit
def _add_sink(lse, seen, sink):
    # A sink is one more logit in every row's softmax denominator, with no value: the row's
    # lse with it (natural units) and the share of the row's mass its keys keep. Added once
    # after the keys, in natural units, so any finite sink works in fp32 (a sink scaled to
    # log2 units overflows above 2.4e38). A sink of -inf is no sink; NaN gives NaN, +inf
    # lse = inf and out = 0 (FEATHERATTN_CHECK=1 refuses both).
    own = tl.where(seen, lse, float("-inf"))
    hi = tl.where(own > sink, own, sink)  # NaN: hi = NaN
    lo = tl.where(own > sink, sink, own)
    lse = hi + tl.log(1.0 + tl.exp(tl.where(hi > float("-inf"), lo - hi, float("-inf"))))
    share = tl.where(seen, tl.exp(own - lse), tl.where(lse == lse, 0.0, lse))  # (NaN: NaN)
    return tl.where(lse == float("-inf"), 0.0, lse), share


@triton.jit
def _fwd_block(start_m, Q, K, V, Out, LSE, Seed, stride_qm, stride_kn, stride_vn, out_base,
               lse_base, H, n_q, n_k, score, slope, sink, drop, HEAD_DIM: tl.constexpr,
               BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr,
               D_CHUNK: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr,
               SOFTCAP: tl.constexpr, ALIBI: tl.constexpr, SINK: tl.constexpr,
               EXACT_V: tl.constexpr):
    DROPOUT: tl.constexpr = Seed is not None
    offs_m = start_m + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_D)
    row_ok = offs_m < n_q
    q_mask = row_ok[:, None] & (offs_d[None, :] < HEAD_DIM)
    if D_CHUNK < BLOCK_D:
        q = 0  # read in D_CHUNK slices inside the loop
    else:
        q = tl.load(Q + offs_m[:, None] * stride_qm + offs_d[None, :], mask=q_mask, other=0.0)  # [BLOCK_M, BLOCK_D]
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_D], dtype=tl.float32)
    diag = n_k - n_q
    drop_keys = 0
    if DROPOUT:
        drop_keys = _dropout_rows(Seed=Seed, seq_head=drop[0], rows=offs_m)
    lo, hi, full_lo, full_hi = _key_blocks(start_m=start_m, n_q=n_q, n_k=n_k, win_left=score[2],
                                           win_right=score[3], BLOCK_M=BLOCK_M,
                                           BLOCK_N=BLOCK_N, MASK_LEFT=MASK_LEFT,
                                           MASK_RIGHT=MASK_RIGHT)
    if EXACT_V:  # the exact pass: only a block whose masked keys hold a NaN or inf value
        if _masked_values_finite(V=V, stride_vn=stride_vn, offs_d=offs_d, first=lo,
                                 count=(full_lo - lo) + (hi - full_hi), n_before=full_lo - lo,
                                 jump=full_hi - full_lo, n_k=n_k, BLOCK_N=BLOCK_N,
                                 HEAD_DIM=HEAD_DIM, BLOCK_D=BLOCK_D, MASK_LEFT=MASK_LEFT):
            row_ok = row_ok & False  # stores nothing, and every loop below runs 0 times
            q_mask = q_mask & False
            lo, hi, full_lo, full_hi = lo, lo, lo, lo
    # Blocks every row sees whole, unmasked; then the masked ones on either side.
    acc, m_i, l_i = _fwd_inner(
        acc=acc, m_i=m_i, l_i=l_i, q=q, Q=Q, K=K, V=V, stride_qm=stride_qm, stride_kn=stride_kn,
        stride_vn=stride_vn, offs_m=offs_m, offs_d=offs_d, row_ok=row_ok, first=full_lo,
        count=full_hi - full_lo, n_before=full_hi - full_lo, jump=0, n_k=n_k, diag=diag,
        score=score, slope=slope, drop=drop, drop_keys=drop_keys, BLOCK_N=BLOCK_N,
        HEAD_DIM=HEAD_DIM, BLOCK_D=BLOCK_D, D_CHUNK=D_CHUNK, MASK=False, MASK_LEFT=MASK_LEFT,
        MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, ALIBI=ALIBI, DROPOUT=DROPOUT, EXACT_V=EXACT_V)
    acc, m_i, l_i = _fwd_inner(
        acc=acc, m_i=m_i, l_i=l_i, q=q, Q=Q, K=K, V=V, stride_qm=stride_qm, stride_kn=stride_kn,
        stride_vn=stride_vn, offs_m=offs_m, offs_d=offs_d, row_ok=row_ok, first=lo,
        count=(full_lo - lo) + (hi - full_hi), n_before=full_lo - lo, jump=full_hi - full_lo,
        n_k=n_k, diag=diag, score=score, slope=slope, drop=drop, drop_keys=drop_keys,
        BLOCK_N=BLOCK_N, HEAD_DIM=HEAD_DIM, BLOCK_D=BLOCK_D, D_CHUNK=D_CHUNK, MASK=True,
        MASK_LEFT=MASK_LEFT,
        MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, ALIBI=ALIBI, DROPOUT=DROPOUT, EXACT_V=EXACT_V)
    # A row with no visible key (and no sink) gives out = 0 and lse = 0; a NaN row (a NaN
    # score or slope) keeps NaN in both, as float64 does (l_i > 0 made its lse 0).
    seen = l_i != 0.0
    l_i = tl.where(seen, l_i, 1.0)
    lse = tl.where(seen, (m_i + tl.log2(l_i)) * _LN2, 0.0)
    if SINK:
        lse, share = _add_sink(lse=lse, seen=seen, sink=sink)
        if DROPOUT:
            share = share * drop[2]
        out = acc * (share / l_i)[:, None]
    elif DROPOUT:
        out = acc * (drop[2] / l_i)[:, None]  # kept p / (1 - dropout_p)
    else:
        out = acc / l_i[:, None]
    tl.store(Out + out_base + offs_m[:, None] * (H * HEAD_DIM) + offs_d[None, :],
             _lowp(out, Out.dtype.element_ty), mask=q_mask)
    tl.store(LSE + lse_base + offs_m, lse, mask=row_ok)


@triton.jit
def _fwd_kernel(Q, K, V, Out, LSE, CU_Q, CU_K, Slopes, Sinks, Seed, stride_q, stride_k,
                stride_v, stride_slope_b, H, H_K, N_Q, N_K, BUCKET_Q, BUCKET_K, qk_scale, cap,
                win_left, win_right, drop_thresh, drop_scale, HEAD_DIM: tl.constexpr,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr,
                D_CHUNK: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr,
                SOFTCAP: tl.constexpr, EXACT_V: tl.constexpr):
    # One program per (query block, sequence, query head): out and the LSE the backward uses.
    # EXACT_V: the exact pass, launched after the plain one (_native_forward): a block whose
    # masked key blocks hold a NaN or inf value (a diverging run) computes again with those
    # values added over visible keys only (the plain dot spreads them to rows that never see
    # them: p = 0 times NaN); every other block stops after one read of those values. A
    # separate specialization, so the plain kernel's registers are untouched (the RDNA D256
    # forward has none to spare: 12 of 108 variants spilled with the path inlined).
    # stride_q, stride_k, stride_v: (batch, row, head) strides. A feature is on where its
    # tensor is given (None: off, a compile-time constant): CU_Q / CU_K packed sequences,
    # Slopes ALiBi, Sinks sinks, Seed dropout. BUCKET_Q, BUCKET_K: the tuner's key, unused
    # here (_length_bucket; the kernels of the backward take them too).
    ALIBI: tl.constexpr = Slopes is not None
    SINK: tl.constexpr = Sinks is not None
    pid_m, _, seq, off_h, off_hk, off_b, q_start, n_q, k_start, n_k = \
        _program(CU_Q=CU_Q, CU_K=CU_K, H=H, H_K=H_K, N_Q=N_Q, N_K=N_K, BLOCK_D=BLOCK_D,
                 D_OUT=BLOCK_D, KV_HEADS=False)
    Q = _rows_of(X=Q, off_b=off_b, start=q_start, head=off_h, strides=stride_q)
    K, V = _kv_rows(K=K, V=V, off_b=off_b, k_start=k_start, off_hk=off_hk, stride_k=stride_k,
                    stride_v=stride_v)
    stride_qm, stride_kn, stride_vn = stride_q[1], stride_k[1], stride_v[1]
    out_base = _out_offset(off_b=off_b, start=q_start, head=off_h, N=N_Q, HEADS=H,
                           HEAD_DIM=HEAD_DIM)
    lse_base = _lse_offset(off_b=off_b, off_h=off_h, q_start=q_start, H=H, N_Q=N_Q)
    slope = 0.0
    if ALIBI:
        slope = _head_slope(Slopes=Slopes, slope_base=seq * stride_slope_b, off_h=off_h)
    sink = 0.0
    if SINK:
        sink = tl.load(Sinks + off_h).to(tl.float32)
    score = (qk_scale, cap, win_left, win_right)
    drop = (seq * H + off_h, drop_thresh, drop_scale)
    if CU_Q is not None:
        # The grid covers max_seqlen_q; a longer sequence is walked with the grid's stride,
        # so a too-small max_seqlen costs speed, never correctness.
        for start_m in range(pid_m * BLOCK_M, n_q, tl.num_programs(0) * BLOCK_M):
            _fwd_block(start_m=start_m, Q=Q, K=K, V=V, Out=Out, LSE=LSE, Seed=Seed,
                       stride_qm=stride_qm, stride_kn=stride_kn, stride_vn=stride_vn,
                       out_base=out_base, lse_base=lse_base, H=H, n_q=n_q, n_k=n_k,
                       score=score, slope=slope, sink=sink, drop=drop, HEAD_DIM=HEAD_DIM,
                       BLOCK_M=BLOCK_M,
                       BLOCK_N=BLOCK_N, BLOCK_D=BLOCK_D, D_CHUNK=D_CHUNK, MASK_LEFT=MASK_LEFT,
                       MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, ALIBI=ALIBI, SINK=SINK,
                       EXACT_V=EXACT_V)
    else:
        _fwd_block(start_m=pid_m * BLOCK_M, Q=Q, K=K, V=V, Out=Out, LSE=LSE, Seed=Seed,
                   stride_qm=stride_qm, stride_kn=stride_kn, stride_vn=stride_vn,
                   out_base=out_base, lse_base=lse_base, H=H, n_q=n_q, n_k=n_k,
                   score=score, slope=slope, sink=sink, drop=drop, HEAD_DIM=HEAD_DIM,
                   BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N,
                   BLOCK_D=BLOCK_D, D_CHUNK=D_CHUNK, MASK_LEFT=MASK_LEFT,
                   MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, ALIBI=ALIBI, SINK=SINK,
                   EXACT_V=EXACT_V)


# The forward for one key on NVIDIA: Triton specializes an int argument equal to 1, and the
# ptxas of Triton 3.4, 3.6 and 3.8 crashes (error -11) on the causal forward so specialized for
# sm_90a. This copy takes N_K as any int; every other call runs _fwd_kernel's code unchanged.
_fwd_kernel_any_nk = triton.jit(do_not_specialize=["N_K"])(_fwd_kernel.fn)


@triton.jit
def _dq_inner(dq, pdp, q, do, lse2, delta, Q, DO, K, V, stride_qm, stride_dom, stride_kn,
              stride_vn, offs_m, offs_d, row_ok, first, count, n_before, jump, n_k, diag,
              score, slope, drop, drop_keys, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr,
              BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr, MASK: tl.constexpr,
              MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
              ALIBI: tl.constexpr, SINK: tl.constexpr, DROPOUT: tl.constexpr):
    # Stream `count` key blocks past a query block (see _block_start). MASK applies the key
    # bound and the band: without it a padded key could give p = inf * 0. With SINK, pdp
    # sums p * dp per row: the sinks' gradient, in fp32 (Delta comes from the rounded O).
    # DROPOUT: dp is the gradient of the kept, rescaled p (0 where dropped); Delta =
    # rowsum(dO * O) is still sum_j p * dp.
    drop_thresh, drop_scale = drop[1], drop[2]
    offs_nb = tl.arange(0, BLOCK_N)
    dmask = offs_d[None, :] < HEAD_DIM
    for it in range(count):
        offs_n = _block_start(it=it, first=first, n_before=n_before, jump=jump, BLOCK=BLOCK_N,
                              BEFORE=not MASK, AFTER=MASK and not MASK_LEFT) + offs_nb
        col_ok = offs_n < n_k
        k = tl.load(K + offs_n[:, None] * stride_kn + offs_d[None, :],
                    mask=col_ok[:, None] & dmask, other=0.0)  # [BLOCK_N, BLOCK_D]
        if D_CHUNK < BLOCK_D:
            s = _rows_dot(A=Q, B=K, a_rows=offs_m, b_rows=offs_n, stride_a=stride_qm,
                          stride_b=stride_kn, a_ok=row_ok, b_ok=col_ok, HEAD_DIM=HEAD_DIM,
                          D_CHUNK=D_CHUNK)  # [BLOCK_M, BLOCK_N]
        else:
            s = _mma(q, tl.trans(k), None)  # [BLOCK_M, BLOCK_N]
        t, th = _score(s=s, i=offs_m[:, None], j=offs_n[None, :], n_k=n_k, diag=diag,
                       score=score, slope=slope, shift=lse2[:, None], MASK=MASK,
                       MASK_LEFT=MASK_LEFT,
                       MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, ALIBI=ALIBI)
        p = tl.math.exp2(_at_most_0(t, ALIBI))  # [BLOCK_M, BLOCK_N]
        if D_CHUNK < BLOCK_D:
            dp = _rows_dot(A=DO, B=V, a_rows=offs_m, b_rows=offs_n, stride_a=stride_dom,
                           stride_b=stride_vn, a_ok=row_ok, b_ok=col_ok, HEAD_DIM=HEAD_DIM,
                           D_CHUNK=D_CHUNK)  # [BLOCK_M, BLOCK_N]
        else:
            v = tl.load(V + offs_n[:, None] * stride_vn + offs_d[None, :],
                        mask=col_ok[:, None] & dmask, other=0.0)  # [BLOCK_N, BLOCK_D]
            dp = _mma(do, tl.trans(v), None)  # [BLOCK_M, BLOCK_N]
        if DROPOUT:
            dp = tl.where(_dropout_keep(row_keys=drop_keys[:, None], cols=offs_n[None, :],
                                        drop_thresh=drop_thresh), dp * drop_scale, 0.0)
        if SINK:
            pdp += tl.sum(p * dp, 1)
        ds = p * (dp - delta[:, None])
        if MASK:  # as _dkdv_inner's
            ds = tl.where(p == 0.0, 0.0, ds)
        if SOFTCAP:
            ds = ds * (1.0 - th * th)
        dq = _mma(_lowp(ds, k.dtype), k, dq)  # [BLOCK_M, BLOCK_D]
    return dq, pdp


@triton.jit
def _dq_block(start_m, d0, Q, K, V, O, DO, LSE, DLSE, Delta, DQ, PdP, Seed, stride_qm, stride_kn,
              stride_vn, stride_om, stride_dom, lse_base, out_base, H, n_q, n_k, sm_scale,
              score, slope, drop, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
              BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr, D_OUT: tl.constexpr,
              D_CHUNK: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr,
              SOFTCAP: tl.constexpr, ALIBI: tl.constexpr):
    # dQ columns [d0, d0 + D_OUT) of query block [start_m, start_m + BLOCK_M).
    SINK: tl.constexpr = PdP is not None
    DROPOUT: tl.constexpr = Seed is not None
    offs_m = start_m + tl.arange(0, BLOCK_M)
    offs_d = d0 + tl.arange(0, D_OUT)
    row_ok = offs_m < n_q
    q_mask = row_ok[:, None] & (offs_d[None, :] < HEAD_DIM)
    if D_CHUNK < BLOCK_D:
        q = 0  # read in D_CHUNK slices inside the loop
        do = 0
    else:
        q = tl.load(Q + offs_m[:, None] * stride_qm + offs_d[None, :], mask=q_mask, other=0.0)  # [BLOCK_M, BLOCK_D]
        do = tl.load(DO + offs_m[:, None] * stride_dom + offs_d[None, :], mask=q_mask, other=0.0)  # [BLOCK_M, BLOCK_D]
    lse2 = tl.load(LSE + lse_base + offs_m, mask=row_ok, other=float("inf")) * _LOG2E  # [BLOCK_M]
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
    if DLSE is not None:
        # The gradient through softmax_lse: d lse_i / d s_ij = p_ij, so dS gains p * dlse,
        # which is p * (dp - Delta) with Delta - dlse in place of Delta (dK/dV reads it too).
        delta -= tl.load(DLSE + lse_base + offs_m, mask=row_ok, other=0.0)
    tl.store(Delta + lse_base + offs_m, delta, mask=row_ok)
    dq = tl.zeros([BLOCK_M, D_OUT], dtype=tl.float32)
    pdp = tl.zeros([BLOCK_M], dtype=tl.float32)
    diag = n_k - n_q
    drop_keys = 0
    if DROPOUT:
        drop_keys = _dropout_rows(Seed=Seed, seq_head=drop[0], rows=offs_m)
    lo, hi, full_lo, full_hi = _key_blocks(start_m=start_m, n_q=n_q, n_k=n_k, win_left=score[2],
                                           win_right=score[3], BLOCK_M=BLOCK_M,
                                           BLOCK_N=BLOCK_N, MASK_LEFT=MASK_LEFT,
                                           MASK_RIGHT=MASK_RIGHT)
    # Blocks every row sees whole, unmasked; then the masked ones on either side.
    dq, pdp = _dq_inner(
        dq=dq, pdp=pdp, q=q, do=do, lse2=lse2, delta=delta, Q=Q, DO=DO, K=K, V=V,
        stride_qm=stride_qm, stride_dom=stride_dom, stride_kn=stride_kn, stride_vn=stride_vn,
        offs_m=offs_m, offs_d=offs_d, row_ok=row_ok, first=full_lo, count=full_hi - full_lo,
        n_before=full_hi - full_lo, jump=0, n_k=n_k, diag=diag, score=score, slope=slope,
        drop=drop, drop_keys=drop_keys, BLOCK_N=BLOCK_N, HEAD_DIM=HEAD_DIM,
        BLOCK_D=BLOCK_D, D_CHUNK=D_CHUNK, MASK=False, MASK_LEFT=MASK_LEFT,
        MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, ALIBI=ALIBI, SINK=SINK, DROPOUT=DROPOUT)
    dq, pdp = _dq_inner(
        dq=dq, pdp=pdp, q=q, do=do, lse2=lse2, delta=delta, Q=Q, DO=DO, K=K, V=V,
        stride_qm=stride_qm, stride_dom=stride_dom, stride_kn=stride_kn, stride_vn=stride_vn,
        offs_m=offs_m, offs_d=offs_d, row_ok=row_ok, first=lo,
        count=(full_lo - lo) + (hi - full_hi), n_before=full_lo - lo, jump=full_hi - full_lo,
        n_k=n_k, diag=diag, score=score, slope=slope, drop=drop, drop_keys=drop_keys,
        BLOCK_N=BLOCK_N, HEAD_DIM=HEAD_DIM, BLOCK_D=BLOCK_D, D_CHUNK=D_CHUNK, MASK=True,
        MASK_LEFT=MASK_LEFT, MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, ALIBI=ALIBI, SINK=SINK,
        DROPOUT=DROPOUT)
    if SINK:
        tl.store(PdP + lse_base + offs_m, pdp, mask=row_ok)
    # DQ is contiguous (B, N_Q, H, HEAD_DIM).
    tl.store(DQ + out_base + offs_m[:, None] * (H * HEAD_DIM) + offs_d[None, :],
             _lowp(dq * sm_scale, DQ.dtype.element_ty), mask=q_mask)


@triton.jit
def _bwd_dq_kernel(Q, K, V, O, DO, LSE, DLSE, Delta, DQ, PdP, CU_Q, CU_K, Slopes, Seed,
                   stride_q, stride_k, stride_v, stride_o, stride_do, stride_slope_b, H, H_K,
                   N_Q, N_K, BUCKET_Q, BUCKET_K, qk_scale, cap, sm_scale, win_left, win_right,
                   drop_thresh, drop_scale, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
                   BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr,
                   MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
                   D_OUT: tl.constexpr):
    # One program per (query block, block of D_OUT head-dim columns, sequence, query head),
    # streaming the keys it can see; it also writes Delta (the dK/dV kernel's input; minus
    # the lse gradient DLSE where given) and, with sinks (PdP given), sum_j p * dp per row
    # (every column block writes the same values). Strides and switches as _fwd_kernel's.
    tl.static_assert(D_OUT == BLOCK_D or D_CHUNK < BLOCK_D, "column blocks need sliced scores")
    ALIBI: tl.constexpr = Slopes is not None
    pid_m, d0, seq, off_h, off_hk, off_b, q_start, n_q, k_start, n_k = \
        _program(CU_Q=CU_Q, CU_K=CU_K, H=H, H_K=H_K, N_Q=N_Q, N_K=N_K, BLOCK_D=BLOCK_D,
                 D_OUT=D_OUT, KV_HEADS=False)
    Q = _rows_of(X=Q, off_b=off_b, start=q_start, head=off_h, strides=stride_q)
    DO = _rows_of(X=DO, off_b=off_b, start=q_start, head=off_h, strides=stride_do)
    O = _rows_of(X=O, off_b=off_b, start=q_start, head=off_h, strides=stride_o)
    K, V = _kv_rows(K=K, V=V, off_b=off_b, k_start=k_start, off_hk=off_hk, stride_k=stride_k,
                    stride_v=stride_v)
    stride_qm, stride_kn, stride_vn = stride_q[1], stride_k[1], stride_v[1]
    stride_om, stride_dom = stride_o[1], stride_do[1]
    lse_base = _lse_offset(off_b=off_b, off_h=off_h, q_start=q_start, H=H, N_Q=N_Q)
    out_base = _out_offset(off_b=off_b, start=q_start, head=off_h, N=N_Q, HEADS=H,
                           HEAD_DIM=HEAD_DIM)
    slope = 0.0
    if ALIBI:
        slope = _head_slope(Slopes=Slopes, slope_base=seq * stride_slope_b, off_h=off_h)
    score = (qk_scale, cap, win_left, win_right)
    drop = (seq * H + off_h, drop_thresh, drop_scale)
    if CU_Q is not None:
        # The grid covers max_seqlen_q; a longer sequence is walked with the grid's stride.
        step = tl.num_programs(0) // (BLOCK_D // D_OUT) * BLOCK_M
        for start_m in range(pid_m * BLOCK_M, n_q, step):
            _dq_block(start_m=start_m, d0=d0, Q=Q, K=K, V=V, O=O, DO=DO, LSE=LSE, DLSE=DLSE,
                      Delta=Delta, DQ=DQ, PdP=PdP, Seed=Seed, stride_qm=stride_qm,
                      stride_kn=stride_kn, stride_vn=stride_vn, stride_om=stride_om,
                      stride_dom=stride_dom, lse_base=lse_base, out_base=out_base, H=H,
                      n_q=n_q, n_k=n_k, sm_scale=sm_scale, score=score, slope=slope, drop=drop,
                      HEAD_DIM=HEAD_DIM, BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, BLOCK_D=BLOCK_D,
                      D_OUT=D_OUT, D_CHUNK=D_CHUNK, MASK_LEFT=MASK_LEFT, MASK_RIGHT=MASK_RIGHT,
                      SOFTCAP=SOFTCAP, ALIBI=ALIBI)
    else:
        _dq_block(start_m=pid_m * BLOCK_M, d0=d0, Q=Q, K=K, V=V, O=O, DO=DO, LSE=LSE, DLSE=DLSE,
                  Delta=Delta, DQ=DQ, PdP=PdP, Seed=Seed, stride_qm=stride_qm,
                  stride_kn=stride_kn, stride_vn=stride_vn, stride_om=stride_om,
                  stride_dom=stride_dom, lse_base=lse_base, out_base=out_base, H=H, n_q=n_q,
                  n_k=n_k, sm_scale=sm_scale, score=score, slope=slope, drop=drop,
                  HEAD_DIM=HEAD_DIM,
                  BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, BLOCK_D=BLOCK_D, D_OUT=D_OUT,
                  D_CHUNK=D_CHUNK, MASK_LEFT=MASK_LEFT, MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP,
                  ALIBI=ALIBI)


@triton.jit
def _dkdv_inner(dk, dv, k, v, K, V, Q, DO, LSE, Delta, stride_kn, stride_vn, stride_qm,
                stride_dom, offs_n, offs_d, first, count, n_before, jump, n_q, n_k, score,
                slope, Seed, drop, BLOCK_M: tl.constexpr, HEAD_DIM: tl.constexpr,
                BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr, MASK: tl.constexpr,
                MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
                ALIBI: tl.constexpr, BEFORE: tl.constexpr, AFTER: tl.constexpr,
                DROPOUT: tl.constexpr):
    # offs_d: the dK / dV columns this program owns (all of them, or a block of them).
    # Stream `count` query blocks of one head past a key block (see _block_start). Rows >=
    # n_q load lse = +inf, so their p is 0. MASK applies the band (no key bound: see _score).
    seq_head, drop_thresh, drop_scale = drop
    offs_mb = tl.arange(0, BLOCK_M)
    dmask = offs_d[None, :] < HEAD_DIM
    col_ok = offs_n < n_k
    diag = n_k - n_q
    for it in range(count):
        offs_m = _block_start(it=it, first=first, n_before=n_before, jump=jump, BLOCK=BLOCK_M,
                              BEFORE=BEFORE, AFTER=AFTER) + offs_mb
        row_ok = offs_m < n_q
        q = tl.load(Q + offs_m[:, None] * stride_qm + offs_d[None, :],
                    mask=row_ok[:, None] & dmask, other=0.0)  # [BLOCK_M, BLOCK_D]
        do = tl.load(DO + offs_m[:, None] * stride_dom + offs_d[None, :],
                     mask=row_ok[:, None] & dmask, other=0.0)  # [BLOCK_M, BLOCK_D]
        lse2 = tl.load(LSE + offs_m, mask=row_ok, other=float("inf")) * _LOG2E  # [BLOCK_M]
        delta = tl.load(Delta + offs_m, mask=row_ok, other=0.0)  # [BLOCK_M]
        if D_CHUNK < BLOCK_D:
            sT = _rows_dot(A=K, B=Q, a_rows=offs_n, b_rows=offs_m, stride_a=stride_kn,
                           stride_b=stride_qm, a_ok=col_ok, b_ok=row_ok, HEAD_DIM=HEAD_DIM,
                           D_CHUNK=D_CHUNK)  # [BLOCK_N, BLOCK_M]
        else:
            sT = _mma(k, tl.trans(q), None)  # [BLOCK_N, BLOCK_M]
        tT, thT = _score(s=sT, i=offs_m[None, :], j=offs_n[:, None], n_k=n_k, diag=diag,
                         score=score, slope=slope, shift=lse2[None, :], MASK=MASK,
                         MASK_LEFT=MASK_LEFT,
                         MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, ALIBI=ALIBI, KEY_BOUND=False)
        pT = tl.math.exp2(_at_most_0(tT, ALIBI))  # [BLOCK_N, BLOCK_M]
        if DROPOUT:  # dV takes the kept, rescaled p; dp is the gradient of those (_dq_inner)
            keepT = _dropout_keep(row_keys=_dropout_rows(Seed=Seed, seq_head=seq_head,
                                                         rows=offs_m)[None, :],
                                  cols=offs_n[:, None], drop_thresh=drop_thresh)
            dv = _mma(_lowp(tl.where(keepT, pT * drop_scale, 0.0), do.dtype), do, dv)
        else:
            dv = _mma(_lowp(pT, do.dtype), do, dv)  # [BLOCK_N, BLOCK_D]
        if D_CHUNK < BLOCK_D:
            dpT = _rows_dot(A=V, B=DO, a_rows=offs_n, b_rows=offs_m, stride_a=stride_vn,
                            stride_b=stride_dom, a_ok=col_ok, b_ok=row_ok, HEAD_DIM=HEAD_DIM,
                            D_CHUNK=D_CHUNK)  # [BLOCK_N, BLOCK_M]
        else:
            dpT = _mma(v, tl.trans(do), None)  # [BLOCK_N, BLOCK_M]
        if DROPOUT:
            dpT = tl.where(keepT, dpT * drop_scale, 0.0)
        dsT = pT * (dpT - delta[None, :])
        if MASK:  # a hidden score's p is 0 exactly: a NaN Delta (q or dO) stays in its row
            dsT = tl.where(pT == 0.0, 0.0, dsT)
        if SOFTCAP:
            dsT = dsT * (1.0 - thT * thT)
        dk = _mma(_lowp(dsT, q.dtype), q, dk)  # [BLOCK_N, BLOCK_D]
    return dk, dv


@triton.jit
def _dkdv_block(start_n, d0, Q, K, V, DO, LSE, Delta, DK, DV, Slopes, Seed, slope_base,
                stride_qm, stride_qh, stride_kn, stride_vn, stride_dom, stride_doh,
                off_hk, group, lse_base, out_base, N_Q, H_K, n_q, n_k, sm_scale, score, drop,
                HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                BLOCK_D: tl.constexpr, D_OUT: tl.constexpr, D_CHUNK: tl.constexpr,
                MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
                SPLIT: tl.constexpr):
    # dK, dV columns [d0, d0 + D_OUT) of key block [start_n, start_n + BLOCK_N).
    ALIBI: tl.constexpr = Slopes is not None
    DROPOUT: tl.constexpr = Seed is not None
    offs_n = start_n + tl.arange(0, BLOCK_N)
    offs_d = d0 + tl.arange(0, D_OUT)
    kv_mask = (offs_n[:, None] < n_k) & (offs_d[None, :] < HEAD_DIM)
    if D_CHUNK < BLOCK_D:
        k = 0  # read in D_CHUNK slices inside the loop
        v = 0
    else:
        k = tl.load(K + offs_n[:, None] * stride_kn + offs_d[None, :], mask=kv_mask, other=0.0)  # [BLOCK_N, BLOCK_D]
        v = tl.load(V + offs_n[:, None] * stride_vn + offs_d[None, :], mask=kv_mask, other=0.0)  # [BLOCK_N, BLOCK_D]
    dk = tl.zeros([BLOCK_N, D_OUT], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, D_OUT], dtype=tl.float32)
    lo, hi, full_lo, full_hi = _query_blocks(start_n=start_n, n_q=n_q, n_k=n_k,
                                             win_left=score[2], win_right=score[3],
                                             BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N,
                                             MASK_LEFT=MASK_LEFT, MASK_RIGHT=MASK_RIGHT)
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
            slope = _head_slope(Slopes=Slopes, slope_base=slope_base, off_h=off_h)
        rows = lse_base + off_h * N_Q  # LSE, Delta: (B, H, N_Q)
        # (Packed dK/dV at D192 / D256 on gfx1200 / gfx1201 under Triton 3.9 is the one launch
        # variant the plumbing tuples move, by 1-5 VGPRs (173-174, 177-178, 206-207, 214-219;
        # occupancy 6-7), never to a spill; the same source moves as much from one fresh
        # compile to the next. Every other variant of the four RDNA arches under Triton 3.4,
        # 3.6 and 3.9 compiles to the same figures.)
        drop_h = (drop[0] + off_h, drop[1], drop[2])  # drop[0]: the sequence's first head
        if SPLIT:
            dk, dv = _dkdv_inner(
                dk=dk, dv=dv, k=k, v=v, K=K, V=V, Q=Q + off_h * stride_qh,
                DO=DO + off_h * stride_doh, LSE=LSE + rows, Delta=Delta + rows,
                stride_kn=stride_kn, stride_vn=stride_vn, stride_qm=stride_qm,
                stride_dom=stride_dom, offs_n=offs_n, offs_d=offs_d, first=full_lo,
                count=full_hi - full_lo, n_before=full_hi - full_lo, jump=0, n_q=n_q, n_k=n_k,
                score=score, slope=slope, Seed=Seed, drop=drop_h, BLOCK_M=BLOCK_M,
                HEAD_DIM=HEAD_DIM, BLOCK_D=BLOCK_D,
                D_CHUNK=D_CHUNK, MASK=False, MASK_LEFT=MASK_LEFT, MASK_RIGHT=MASK_RIGHT,
                SOFTCAP=SOFTCAP, ALIBI=ALIBI, BEFORE=True, AFTER=False, DROPOUT=DROPOUT)
        dk, dv = _dkdv_inner(
            dk=dk, dv=dv, k=k, v=v, K=K, V=V, Q=Q + off_h * stride_qh, DO=DO + off_h * stride_doh,
            LSE=LSE + rows, Delta=Delta + rows, stride_kn=stride_kn, stride_vn=stride_vn,
            stride_qm=stride_qm, stride_dom=stride_dom, offs_n=offs_n, offs_d=offs_d, first=lo,
            count=(full_lo - lo) + (hi - full_hi), n_before=full_lo - lo,
            jump=full_hi - full_lo, n_q=n_q, n_k=n_k, score=score, slope=slope, Seed=Seed,
            drop=drop_h, BLOCK_M=BLOCK_M, HEAD_DIM=HEAD_DIM,
            BLOCK_D=BLOCK_D, D_CHUNK=D_CHUNK, MASK=MASK_LEFT or MASK_RIGHT,
            MASK_LEFT=MASK_LEFT, MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, ALIBI=ALIBI,
            BEFORE=not SPLIT or not MASK_LEFT, AFTER=SPLIT and MASK_LEFT and not MASK_RIGHT,
            DROPOUT=DROPOUT)
    # DK and DV are contiguous (B, N_K, H_K, HEAD_DIM).
    out_offs = out_base + offs_n[:, None] * (H_K * HEAD_DIM) + offs_d[None, :]
    tl.store(DK + out_offs, _lowp(dk * sm_scale, DK.dtype.element_ty), mask=kv_mask)
    tl.store(DV + out_offs, _lowp(dv, DV.dtype.element_ty), mask=kv_mask)


@triton.jit
def _bwd_dkdv_kernel(Q, K, V, DO, LSE, Delta, DK, DV, CU_Q, CU_K, Slopes, Seed, stride_q,
                     stride_k, stride_v, stride_do, stride_slope_b, H, H_K, N_Q, N_K, BUCKET_Q,
                     BUCKET_K, qk_scale, cap, sm_scale, win_left, win_right, drop_thresh,
                     drop_scale,
                     HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                     BLOCK_D: tl.constexpr, D_OUT: tl.constexpr, D_CHUNK: tl.constexpr,
                     MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr,
                     SPLIT: tl.constexpr):
    # One program per (key block, block of D_OUT head-dim columns, sequence, KV head): dK
    # and dV of the block, looping over the query heads of its GQA group. Deterministic.
    # Runs after the dQ kernel, which writes Delta. Column blocks (RDNA, head dim > 128)
    # recompute the scores per block: [BLOCK_N, 256] fp32 dK, dV and their Q / dO operands
    # spill at D=256. Strides and switches as _fwd_kernel's.
    tl.static_assert(D_OUT == BLOCK_D or D_CHUNK < BLOCK_D, "column blocks need sliced scores")
    pid_n, d0, seq, _, off_hk, off_b, q_start, n_q, k_start, n_k = \
        _program(CU_Q=CU_Q, CU_K=CU_K, H=H, H_K=H_K, N_Q=N_Q, N_K=N_K, BLOCK_D=BLOCK_D,
                 D_OUT=D_OUT, KV_HEADS=True)
    # Q and dO at the sequence's first row; the head is added per query head of the group.
    Q = _rows_of(X=Q, off_b=off_b, start=q_start, head=0, strides=stride_q)
    DO = _rows_of(X=DO, off_b=off_b, start=q_start, head=0, strides=stride_do)
    K, V = _kv_rows(K=K, V=V, off_b=off_b, k_start=k_start, off_hk=off_hk, stride_k=stride_k,
                    stride_v=stride_v)
    stride_qm, stride_qh, stride_kn, stride_vn = stride_q[1], stride_q[2], stride_k[1], stride_v[1]
    stride_dom, stride_doh = stride_do[1], stride_do[2]
    lse_base = _lse_offset(off_b=off_b, off_h=0, q_start=q_start, H=H, N_Q=N_Q)
    out_base = _out_offset(off_b=off_b, start=k_start, head=off_hk, N=N_K, HEADS=H_K,
                           HEAD_DIM=HEAD_DIM)
    group = H // H_K
    score = (qk_scale, cap, win_left, win_right)
    drop = (seq * H, drop_thresh, drop_scale)
    if CU_Q is not None:
        # The grid covers max_seqlen_k; a longer sequence is walked with the grid's stride.
        step = tl.num_programs(0) // (BLOCK_D // D_OUT) * BLOCK_N
        for start_n in range(pid_n * BLOCK_N, n_k, step):
            _dkdv_block(start_n=start_n, d0=d0, Q=Q, K=K, V=V, DO=DO, LSE=LSE, Delta=Delta,
                        DK=DK, DV=DV, Slopes=Slopes, Seed=Seed, slope_base=seq * stride_slope_b,
                        stride_qm=stride_qm, stride_qh=stride_qh, stride_kn=stride_kn,
                        stride_vn=stride_vn, stride_dom=stride_dom, stride_doh=stride_doh,
                        off_hk=off_hk, group=group, lse_base=lse_base, out_base=out_base,
                        N_Q=N_Q, H_K=H_K, n_q=n_q, n_k=n_k, sm_scale=sm_scale, score=score,
                        drop=drop, HEAD_DIM=HEAD_DIM, BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N,
                        BLOCK_D=BLOCK_D, D_OUT=D_OUT, D_CHUNK=D_CHUNK, MASK_LEFT=MASK_LEFT,
                        MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, SPLIT=SPLIT)
    else:
        _dkdv_block(start_n=pid_n * BLOCK_N, d0=d0, Q=Q, K=K, V=V, DO=DO, LSE=LSE, Delta=Delta,
                    DK=DK, DV=DV, Slopes=Slopes, Seed=Seed, slope_base=seq * stride_slope_b,
                    stride_qm=stride_qm, stride_qh=stride_qh, stride_kn=stride_kn,
                    stride_vn=stride_vn, stride_dom=stride_dom, stride_doh=stride_doh,
                    off_hk=off_hk, group=group, lse_base=lse_base, out_base=out_base,
                    N_Q=N_Q, H_K=H_K, n_q=n_q, n_k=n_k, sm_scale=sm_scale, score=score,
                    drop=drop, HEAD_DIM=HEAD_DIM, BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N,
                    BLOCK_D=BLOCK_D, D_OUT=D_OUT, D_CHUNK=D_CHUNK, MASK_LEFT=MASK_LEFT,
                    MASK_RIGHT=MASK_RIGHT, SOFTCAP=SOFTCAP, SPLIT=SPLIT)


# ---- shim: Triton's compiled-kernel launcher ----
# A launch through JITFunction.run binds ~40 keyword arguments, specializes each and builds
# a cache key: 15-20 us of host time per launch on an H200 host (Triton 3.6), more on the
# autograd engine's thread. A plan's later launches call the compiled kernel's launcher
# directly, with the arguments Triton bound the first time. Private names, checked on
# Triton 3.4, 3.5, 3.6, 3.8 and 3.9 (CUDA and HIP): CompiledKernel.run(grid_0, grid_1,
# grid_2, stream, function, packed_metadata, launch_metadata, enter_hook, exit_hook, *args),
# CompiledKernel.function / packed_metadata / launch_metadata(grid, stream, *args),
# JITFunction.arg_names, triton.knobs.runtime.launch_enter_hook / launch_exit_hook,
# triton.runtime.driver.active.get_current_stream. A Triton without them (or any failure to
# bind) launches through kernel[grid](...), silently: nothing is lost but host time.
_FAST_LAUNCH = (_HAS_TRITON and not _INTERPRET and hasattr(triton, "knobs")
                and hasattr(triton.knobs, "runtime"))


class _Direct(typing.NamedTuple):
    """A compiled kernel's launch with its bound arguments (slots: tensor name -> position)."""
    compiled: object
    values: tuple
    slots: dict
    grid: tuple
    device_index: int


def _direct_of(kernel, compiled, grid, tensors, args):
    """The _Direct of a launch Triton just made, or None where this Triton's API differs."""
    names = getattr(kernel, "arg_names", None)
    bound = dict(args, **tensors)
    if not (_FAST_LAUNCH and names and all(n in bound for n in names) and all(
            hasattr(compiled, a) for a in ("run", "function", "packed_metadata",
                                           "launch_metadata"))):
        return None
    # The tensors' slots hold None: the plan keeps no call's tensors alive.
    return _Direct(compiled, tuple(None if n in tensors else bound[n] for n in names),
                   {n: names.index(n) for n in tensors}, (*grid, 1, 1)[:3],
                   tensors["Q"].device.index)


_STREAM = []  # [driver.active.get_current_stream], looked up at the first direct launch


def _direct(d, tensors):
    """Launch d with `tensors` ({name: tensor or None} of its slots)."""
    values = list(d.values)
    slots = d.slots
    for name, t in tensors.items():
        values[slots[name]] = t
    compiled, grid = d.compiled, d.grid
    if not _STREAM:
        _STREAM.append(triton.runtime.driver.active.get_current_stream)
    stream = _STREAM[0](d.device_index)
    runtime = triton.knobs.runtime  # profilers' launch hooks, as Triton passes them
    enter = runtime.launch_enter_hook  # (without one, launch_metadata is None)
    compiled.run(grid[0], grid[1], grid[2], stream, compiled.function, compiled.packed_metadata,
                 None if enter is None else compiled.launch_metadata(grid, stream, *values),
                 enter, runtime.launch_exit_hook, *values)


# ---- host launchers ----

def _hardware_tanh(device):
    """Whether kernels for `device` compute tanh with NVIDIA's tanh.approx.f32 (sm_75+)."""
    if _INTERPRET or device.type != "cuda" or _ROCM:
        return False
    arch = _gpu_arch(_device_index(device))
    return arch.startswith("sm") and arch[2:].isdigit() and int(arch[2:]) >= 75


def _family_splits_dkdv(family, head_dim):
    """Whether a family's dK/dV kernel runs its unmasked query blocks in a loop of their own
    (see _dkdv_block). Not on RDNA, whose 256 VGPRs cannot hold two loop bodies (gfx1151:
    7-25 VGPR spills when packed); elsewhere up to head dim 64. H200, dK/dV at causal
    4x32x4096 D64: 1.36 ms split vs 1.47 one loop; at 4x16x4096 D128 1.32 vs 1.26, where the
    second body spills (ptxas: 264 vs 112 bytes)."""
    return family not in _RDNA_FAMILIES and _bucket(head_dim) <= 64


def _split_dkdv(device, head_dim):
    """_family_splits_dkdv for the device; the interpreter runs it split at every head dim."""
    return _INTERPRET or _family_splits_dkdv(_gpu_family(_device_index(device)), head_dim)


def _table_tile(cfgs, kernel, softcap=0.0, dropout_p=0.0):
    """`kernel`'s tile in a table entry; dK/dV's is its softcap tile where it has one (softcap
    keeps one more score-shaped tile live; see the gfx11 table), else its dropout tile where
    it has one (the mask is one more), else its plain one."""
    if kernel == "dkdv" and softcap > 0.0 and "dkdv_softcap" in cfgs:
        return cfgs["dkdv_softcap"]
    if kernel == "dkdv" and dropout_p > 0.0 and "dkdv_dropout" in cfgs:
        return cfgs["dkdv_dropout"]
    return cfgs["fwd" if kernel == "fwd-exact" else kernel]


def _score_args(call, device):
    """Kernel arguments of the score step (_score), one definition for the forward and the
    backward launches."""
    # The kernels drop where a Seed is given: without one a dropout call would keep every p.
    if (call.dropout_p > 0.0) != (call.dropout_seed is not None):
        raise RuntimeError(
            f"featherattn: dropout_p={call.dropout_p} with "
            f"{'no' if call.dropout_seed is None else 'a'} dropout seed; a kernel call needs "
            "a seed (_dropout_seed) exactly when dropout_p > 0")
    left, right = call.window
    # (cap past fp32's range arrives as inf, which _score takes as no cap.)
    qk_scale, cap = call.softmax_scale * LOG2E, call.softcap * LOG2E
    slopes = call.alibi_slopes
    return dict(qk_scale=qk_scale, cap=cap, win_left=max(left, 0), win_right=max(right, 0),
                stride_slope_b=slopes.stride(0) if slopes is not None and slopes.dim() == 2 else 0,
                MASK_LEFT=left >= 0, MASK_RIGHT=right >= 0,
                SOFTCAP=(2 if _hardware_tanh(device) else 1) if call.softcap > 0.0 else 0,
                **_dropout_args(call.dropout_p))


def _dropout_args(dropout_p):
    """The kernels' dropout arguments: a score is dropped where its 24 hash bits fall below
    drop_thresh (_dropout_keep); kept ones are scaled by drop_scale = 1 / (1 - dropout_p)."""
    return dict(drop_thresh=_dropout_threshold(dropout_p), drop_scale=1.0 / (1.0 - dropout_p))


def _dropout_threshold(dropout_p):
    return int(round(dropout_p * (1 << 24)))


def _strides(**tensors):
    """stride_{name}: the (batch, row, head) strides of (B, N, H, D) tensors."""
    return {f"stride_{name}": (t.stride(0), t.stride(1), t.stride(2))
            for name, t in tensors.items()}


def _tiles(tile, head_dim, columns=False):
    """Launch arguments of one Tile at this head dim; `columns`: a backward kernel, which
    takes D_OUT."""
    block_d = max(16, _next_pow2(head_dim))
    args = dict(BLOCK_M=tile.BLOCK_M, BLOCK_N=tile.BLOCK_N, BLOCK_D=block_d,
                D_CHUNK=min(tile.D_CHUNK or block_d, block_d), HEAD_DIM=head_dim,
                num_warps=tile.num_warps, num_stages=tile.num_stages)
    if columns:
        args["D_OUT"] = min(tile.D_OUT or block_d, block_d)
    return args


def _column_blocks(tile, head_dim):
    """Programs per row block of a backward kernel: one per D_OUT columns of the head dim."""
    block_d = max(16, _next_pow2(head_dim))
    return block_d // min(tile.D_OUT or block_d, block_d)


# A plan: a call signature's launch of one kernel (grid, scalar arguments, tile), built once:
# a training step repeats a few signatures, and the backward runs on the autograd engine's
# thread, where Python costs 2-5x (H200). Its key (_signature) is derived from everything the
# launch reads, so a later call can never replay an earlier call's layout or features.
_PLANS = {}
_PLAIN = frozenset((type(None), bool, int, float, str))


def _signature(*values):
    """A hashable key of `values` for the plans: a tensor by its shape, strides, storage
    offset, dtype, device and 16-byte alignment (what Triton specializes on); a tuple or
    dict (a _Call, the launch's tensors) item by item; anything else by type and value."""
    key = []
    for value in values:
        kind = type(value)
        if kind in _PLAIN:
            key.append((kind, value))
        elif isinstance(value, torch.Tensor):
            key.append((value.shape, value.stride(), value.storage_offset(), value.dtype,
                        value.device, value.data_ptr() % 16))
        elif isinstance(value, dict):
            key.append(_signature(*value.values()))
        elif isinstance(value, (tuple, list)):
            key.append((kind, *_signature(*value)))
        else:  # (hashable values: a dtype, a device)
            key.append((kind, value))
    return tuple(key)


# Tuning (AMD GPUs: their tiles are the model's estimates): a kernel's first launch at a new
# key (_TUNE_KEY and dtypes) runs Triton's autotuner over the shipped tile and the model's
# candidates; Triton's cache keeps the pick for later processes. FEATHERATTN_TUNE=0: off,
# =1: any GPU. Not during graph capture or tracing (the shipped tile; the next call tunes).
_TUNE_KEY = ("H", "H_K", "BUCKET_Q", "BUCKET_K", "HEAD_DIM",
             "MASK_LEFT", "MASK_RIGHT", "SOFTCAP")


def _length_bucket(n):
    """The tuner's key for a sequence length (BUCKET_Q, BUCKET_K, which the kernels take and
    ignore): its next power of two, at least 16, so a run whose lengths change every step
    tunes once per bucket (256, 512, 1024, 2048: four over [256, 2048]), not per length."""
    return max(16, _next_pow2(n))


def _tune_wanted(device):
    if _INTERPRET or device.type != "cuda":
        return False
    if os.environ.get("FEATHERATTN_TUNE", "").strip():
        return _switch("FEATHERATTN_TUNE")
    return _ROCM


def _tile_choices(kernel, device, head_dim, call):
    """The tiles a launch of `kernel` may run: the shipped one first, then, where tuning is
    on, the model's candidates for the GPU's family and the head dim's bucket."""
    cfgs = _configs(device, head_dim)[0]
    shipped = _table_tile(cfgs, kernel, call.softcap, call.dropout_p)
    if kernel == "fwd-exact" or not _tune_wanted(device):  # (a pass that rarely computes)
        return (shipped,)
    bucket = _bucket(head_dim)
    rows = _TUNE_CANDIDATES.get(_gpu_family(_device_index(device)), {}).get(bucket, {})
    return (shipped, *(t for t, _ in rows.get(kernel, ())
                       if t != shipped and (not t.D_OUT or bucket > 128)))


@functools.lru_cache(maxsize=None)
def _tuner(kernel, tiles, head_dim, columns):
    """Triton's autotuner over `tiles` for `kernel` at this head dim."""
    configs = []
    for tile in tiles:
        args = _tiles(tile, head_dim, columns)
        configs.append(triton.Config(
            {n: args[n] for n in ("BLOCK_M", "BLOCK_N", "D_CHUNK", "D_OUT") if n in args},
            num_warps=tile.num_warps, num_stages=tile.num_stages))
    # (No disk cache in the interpreter: Triton 3.4 / 3.5 fail there with one.)
    return triton.autotune(configs, key=list(_TUNE_KEY), cache_results=not _INTERPRET)(kernel)


def _tuned_tile(tuner, tiles):
    """The tile of tiles the tuner's last run chose."""
    best = tuner.best_config
    return next(tile for tile, config in zip(tiles, tuner.configs) if (
        config.kwargs, config.num_warps, config.num_stages) == (
        best.kwargs, best.num_warps, best.num_stages))


def _run(kernel, name, tensors, call, head_dim, grid, scalars, config=None):
    """Launch `kernel` ("fwd", "dq" or "dkdv": `name`) on `tensors` ({argument: tensor or
    None}) with grid(tile) and scalars(). The tile: config[name] where given (never kept),
    else the signature's plan, made from the shipped tile or by Triton's autotuner."""
    columns = name in ("dq", "dkdv")
    if config is not None:
        # (bench.py and the tools pass plain tuples)
        tile = Tile(*_table_tile(config, name, call.softcap, call.dropout_p))
        return _launch(kernel, grid(tile), tensors, dict(scalars(), **_tiles(tile, head_dim,
                                                                              columns)))
    key = _signature(name, tensors, call)
    plan = _PLANS.get(key)
    if plan is None:
        device, args = tensors["Q"].device, scalars()
        tiles = _tile_choices(name, device, head_dim, call)
        if len(tiles) == 1:
            tile = tiles[0]
        elif torch.compiler.is_compiling() or _capturing(device):  # no timing, nothing kept
            return _launch(kernel, grid(tiles[0]), tensors,
                           dict(args, **_tiles(tiles[0], head_dim, columns)))
        else:  # the tuner times the tiles (or reads Triton's cache) and runs the fastest
            tuner = _tuner(kernel, tiles, head_dim, columns)
            compiled = tuner[lambda meta: grid(Tile(meta["BLOCK_M"], meta["BLOCK_N"], 0, 0, 0,
                                                    meta.get("D_OUT", 0)))](
                **tensors, **args, BLOCK_D=max(16, _next_pow2(head_dim)), HEAD_DIM=head_dim)
            tile = _tuned_tile(tuner, tiles)
        if len(_PLANS) > 4096:  # (a process cycling through signatures: bounded)
            _PLANS.clear()
        plan = _PLANS[key] = [grid(tile), dict(args, **_tiles(tile, head_dim, columns)), None]
        if len(tiles) > 1:  # (the tuner launched it)
            return compiled
    grid, args, direct = plan
    if direct is not None:
        return _direct(direct, tensors)
    compiled = _launch(kernel, grid, tensors, args)
    plan[2] = _direct_of(kernel, compiled, grid, tensors, args)
    return compiled


def _launch(kernel, grid, tensors, args):
    """kernel[grid](**tensors, **args): a launch through Triton's binder."""
    return kernel[grid](**tensors, **args)


def _grid_rows(call, n_q, n_k):
    """(query rows, key rows) the grids cover and the tuner's buckets are taken of: the
    lengths, or packed, max_seqlen_q / _k, at most the tokens present (a larger max_seqlen
    launched empty programs); the kernels walk longer sequences."""
    if call.varlen:
        return min(max(call.max_seqlen_q, 1), n_q), min(max(call.max_seqlen_k, 1), n_k)
    return n_q, n_k


def _native_forward(q, k, v, call, config=None):
    """FeatherAttn's forward kernel; returns (out, lse). config: {kernel: Tile} in place of
    the table's (tests, bench.py). Batched: (B, N, H, D) tensors, lse (B, H, Nq). Packed
    (call.varlen): (total, H, D) tensors, lse (H, total_q); rows outside every sequence: 0."""
    if call.varlen:
        q, k, v = (t.unsqueeze(0) for t in (q, k, v))
    B, Nq, H, D = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    batch = call.cu_seqlens_q.shape[0] - 1 if call.varlen else B
    alloc = torch.zeros if call.varlen else torch.empty
    out = alloc(q.shape, dtype=q.dtype, device=q.device)
    lse = alloc((B, H, Nq), dtype=torch.float32, device=q.device)
    rows, rows_k = _grid_rows(call, Nq, Nk)
    tensors = dict(Q=q, K=k, V=v, Out=out, LSE=lse, CU_Q=call.cu_seqlens_q,
                   CU_K=call.cu_seqlens_k, Slopes=call.alibi_slopes, Sinks=call.sinks,
                   Seed=call.dropout_seed)
    kernel = _fwd_kernel_any_nk if Nk == 1 and not _ROCM else _fwd_kernel
    for name in ("fwd", "fwd-exact"):  # (see _fwd_kernel's EXACT_V)
        _run(kernel, name, tensors, call, D, lambda tile: (_cdiv(rows, tile.BLOCK_M), batch * H),
             lambda: dict(H=H, H_K=Hk, N_Q=Nq, N_K=Nk, BUCKET_Q=_length_bucket(rows),
                          BUCKET_K=_length_bucket(rows_k), **_strides(q=q, k=k, v=v),
                          **_score_args(call, q.device), EXACT_V=name == "fwd-exact"),
             config)
    return (out[0], lse[0]) if call.varlen else (out, lse)


def _native_backward(do, q, k, v, out, lse, dq, dk, dv, call, config=None, dlse=None,
                     only=None):
    """Run the two backward kernels, writing dq, dk, dv (contiguous, shapes of q, k, v);
    return the sinks' gradient (fp32, (H,)) or None. config as _native_forward's; dlse: the
    gradient of softmax_lse (lse's layout), or None; only: "dq" or "dkdv" launches that
    kernel alone (without the dQ kernel, Delta holds garbage). Layouts as _native_forward's;
    packed dq, dk, dv rows outside every sequence are left as they are (pass zeros)."""
    if call.varlen:
        do, q, k, v, out, dq, dk, dv = (t.unsqueeze(0) for t in (do, q, k, v, out, dq, dk, dv))
        lse = lse.unsqueeze(0)
        dlse = None if dlse is None else dlse.unsqueeze(0)
    B, Nq, H, D = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    batch = call.cu_seqlens_q.shape[0] - 1 if call.varlen else B
    rows_q, rows_k = _grid_rows(call, Nq, Nk)
    lse = lse.contiguous()
    delta = torch.empty((B, H, Nq), dtype=torch.float32, device=q.device)
    # dQ first: it writes Delta = rowsum(dO * O), which the dK/dV kernel reads (and, with
    # sinks, sums p * dp per row; zero outside every sequence).
    pdp = torch.zeros_like(delta) if call.sinks is not None else None
    tensors = dict(Q=q, K=k, V=v, DO=do, LSE=lse, Delta=delta, CU_Q=call.cu_seqlens_q,
                   CU_K=call.cu_seqlens_k, Slopes=call.alibi_slopes, Seed=call.dropout_seed)
    if dlse is not None:
        dlse = dlse.float().contiguous()

    def scalars(**more):
        return lambda: dict(H=H, H_K=Hk, N_Q=Nq, N_K=Nk, BUCKET_Q=_length_bucket(rows_q),
                            BUCKET_K=_length_bucket(rows_k), sm_scale=call.softmax_scale,
                            **_strides(q=q, k=k, v=v, do=do), **_score_args(call, q.device),
                            **more)
    if only != "dkdv":
        _run(_bwd_dq_kernel, "dq", dict(tensors, DQ=dq, O=out, PdP=pdp, DLSE=dlse), call, D,
             lambda tile: (_cdiv(rows_q, tile.BLOCK_M) * _column_blocks(tile, D), batch * H),
             scalars(**_strides(o=out)), config)
    if only != "dq":
        _run(_bwd_dkdv_kernel, "dkdv", dict(tensors, DK=dk, DV=dv), call, D,
             lambda tile: (_cdiv(rows_k, tile.BLOCK_N) * _column_blocks(tile, D), batch * Hk),
             scalars(SPLIT=_split_dkdv(q.device, D)), config)
    if call.sinks is None:
        return None
    # d loss / d sink_h = -sum_i exp(sink_h - lse_i) * (sum_j p_ij dp_ij - dlse_i): a sink has
    # no value, so it only takes probability away from each row (and adds to its lse).
    # (sum_j p_ij dp_ij is Delta_i = dO_i.O_i in exact arithmetic; from the rounded O it was
    # 2.2x PyTorch's fp16 error.)
    p_sink = torch.exp(call.sinks.float()[None, :, None] - lse)
    return -(p_sink * (pdp if dlse is None else pdp - dlse)).sum(dim=(0, 2))


# ---- forward providers: AITER, and the PyTorch reference ----

def _visible(Nq, Nk, window, device):
    """[Nq, Nk] bool: query i sees key j, the kernels' rule (_score) in PyTorch; and j - i -
    diag."""
    left, right = window
    rel = (torch.arange(Nk, device=device)[None, :]
           - torch.arange(Nq, device=device)[:, None] - (Nk - Nq))  # j - (i + diag)
    keep = torch.ones(Nq, Nk, dtype=torch.bool, device=device)
    if right >= 0:
        keep &= rel <= right
    if left >= 0:
        keep &= rel >= -left
    return keep, rel


def _reference_scores(q, k, call):
    """Scores of the PyTorch reference [B, H, Nq, Nk] in fp32, GQA expanded, masked with
    -inf, and tanh of the softcapped scores (or None)."""
    acc = torch.float32
    B, Nq, H, _ = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    qf = q.to(acc).transpose(1, 2)
    kf = k.to(acc).transpose(1, 2).repeat_interleave(H // Hk, dim=1)
    s = torch.matmul(qf, kf.transpose(-1, -2)) * call.softmax_scale
    th = None
    if call.softcap > 0.0:
        th = torch.tanh(s / call.softcap)
        s = th * call.softcap
    keep, rel = _visible(Nq, Nk, call.window, q.device)
    if call.alibi_slopes is not None:
        s = s - call.alibi_slopes.to(acc).reshape(-1, H)[:, :, None, None] * rel.abs().to(acc)
    return s.masked_fill(~keep, float("-inf")), th


def _reference_lse(s, sinks):
    """Row log-sum-exp with the sink logit in the denominator; rows with nothing (no key and
    no sink, or a sink of -inf) give 0 (as _add_sink: +inf gives inf, NaN NaN)."""
    if sinks is not None:
        s = torch.cat([s, sinks.to(s.dtype)[None, :, None, None].expand(*s.shape[:3], 1)], dim=-1)
    lse = torch.logsumexp(s, dim=-1)
    return torch.where(lse == float("-inf"), torch.zeros_like(lse), lse)


def _dropout_seed(device):
    """A fresh dropout seed: int32 (2,) drawn by torch's generator of `device` (so
    torch.manual_seed repeats it, and a CUDA graph replay draws a new one)."""
    return torch.randint(-2 ** 31, 2 ** 31 - 1, (2,), dtype=torch.int32, device=device)


def _mul32(x, c):
    # x * c mod 2^32 for int64 x in [0, 2^32), in two 16-bit halves of c (no int64 overflow).
    return (x * (c & 0xFFFF) + (((x * (c >> 16)) & 0xFFFF) << 16)) & 0xFFFFFFFF


def _mix32_ref(x):
    x = x ^ (x >> 16)
    x = _mul32(x, 0x85EBCA6B)
    x = x ^ (x >> 13)
    x = _mul32(x, 0xC2B2AE35)
    return x ^ (x >> 16)


def _dropout_keep_ref(seed, seq_heads, Nq, Nk, dropout_p):
    """The kernels' dropout mask (_dropout_rows, _dropout_keep) in PyTorch: bool [*shape of
    seq_heads, Nq, Nk], True where kept. seq_heads: int64 sequence x H + head indices."""
    s0, s1 = (seed.long() & 0xFFFFFFFF).unbind()
    device = seq_heads.device
    head_key = _mix32_ref(s1 ^ _mul32(seq_heads & 0xFFFFFFFF, 0x9E3779B9))[..., None, None]
    rows = _mul32(torch.arange(Nq, device=device), 0x27D4EB2F)[:, None]
    cols = _mul32(torch.arange(Nk, device=device), 0x165667B1)[None, :]
    row_keys = _mix32_ref(((head_key + rows) & 0xFFFFFFFF) ^ s0)
    return (_mix32_ref(row_keys ^ cols) >> 8) >= _dropout_threshold(dropout_p)


def _reference_keep(q, Nk, call, seq0=0):
    """The dropout mask [B, H, Nq, Nk] of a (B, Nq, H, D) reference call whose batch entries
    are sequences seq0, seq0 + 1, ... (packed: one sequence at a time)."""
    B, Nq, H, _ = q.shape
    seq_heads = ((torch.arange(B, device=q.device)[:, None] + seq0) * H
                 + torch.arange(H, device=q.device))
    return _dropout_keep_ref(call.dropout_seed.to(q.device), seq_heads, Nq, Nk, call.dropout_p)


def _reference_attention(q, k, v, call, seq0=0):
    """Attention in plain PyTorch (fp32) with flash-attn's
    semantics (call.dropout_p included, with the kernels' mask; batch entries are sequences
    seq0, ...); returns (out, lse). (B, N, H, D) layouts; rows with no visible key give out =
    0 and lse = 0 (the sink's logit with sinks). Differentiable."""
    H, Hk = q.shape[2], k.shape[2]
    s, _ = _reference_scores(q, k, call)
    lse = _reference_lse(s, call.sinks)
    p = torch.exp(s - lse[..., None])
    if call.dropout_p > 0.0:
        keep = _reference_keep(q, k.shape[1], call, seq0)
        p = torch.where(keep, p / (1.0 - call.dropout_p), 0.0)
    vf = v.to(s.dtype).transpose(1, 2).repeat_interleave(H // Hk, dim=1)
    visible = _visible(q.shape[1], k.shape[1], call.window, q.device)[0]
    return _reference_pv(p, vf, visible).transpose(1, 2).to(q.dtype), lse


def _reference_pv(p, v, visible):
    """p @ v over each row's visible keys only, as float64's sum and the kernels'
    (_fwd_nonfinite_values): p @ v would multiply a hidden key's NaN or inf value by p = 0
    and make every row NaN. Nonfinite values cost four more products (on the CPU only when
    v has one: no device sync on a GPU)."""
    finite = torch.isfinite(v)
    out = torch.matmul(p, torch.where(finite, v, 0.0))
    if v.device.type == "cpu" and bool(finite.all()):
        return out
    sees = lambda rows, cols: torch.matmul(rows.to(p.dtype), cols.to(p.dtype)) > 0  # noqa: E731
    seen, zero = visible & (p > 0), visible & ~(p > 0)  # (p NaN: neither, the row is NaN)
    nan = sees(visible, torch.isnan(v)) | sees(zero, torch.isinf(v))  # 0 * inf
    pos, neg = sees(seen, v == float("inf")), sees(seen, v == float("-inf"))
    nan = nan | (pos & neg) | torch.isnan(out)
    out = torch.where(pos, float("inf"), torch.where(neg, float("-inf"), out))
    return torch.where(nan, float("nan"), out)


def _reference_backward(do, q, k, v, out, lse, call, dlse=None, seq0=0):
    """The native backward's math in plain PyTorch (fp32; custom-op bodies run below
    autograd, so no autograd.grad here); returns (dq, dk, dv,
    dsinks or None). seq0 as _reference_attention's."""
    B, Nq, H, D = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    s, th = _reference_scores(q, k, call)
    acc = s.dtype
    hidden = s == float("-inf")  # (their p is 0 whatever the row's lse, as in _score)
    log_p = s - lse.to(acc)[..., None]
    log_p = torch.where(log_p > 0, 0.0, log_p)  # p <= 1 (see _at_most_0)
    p = torch.exp(torch.where(hidden, s, log_p))  # [B, H, Nq, Nk]
    do_, q_, o_ = (t.to(acc).transpose(1, 2) for t in (do, q, out))
    k_, v_ = (t.to(acc).transpose(1, 2).repeat_interleave(H // Hk, dim=1) for t in (k, v))
    delta = (do_ * o_).sum(-1, keepdim=True)
    if dlse is not None:  # the lse gradient (see _dq_block)
        delta = delta - dlse.to(acc)[..., None]
    dp = torch.matmul(do_, v_.transpose(-1, -2))
    p_kept = p
    if call.dropout_p > 0.0:  # dp: the gradient of the kept, rescaled p (see _dq_inner)
        keep = _reference_keep(q, Nk, call, seq0)
        dp = torch.where(keep, dp / (1.0 - call.dropout_p), 0.0)
        p_kept = torch.where(keep, p / (1.0 - call.dropout_p), 0.0)
    ds = torch.where(hidden, 0.0, p * (dp - delta))  # as _dkdv_inner's
    if th is not None:
        ds = ds * (1.0 - th * th)
    dq = torch.matmul(ds, k_) * call.softmax_scale
    dk = torch.matmul(ds.transpose(-1, -2), q_) * call.softmax_scale
    dv = torch.matmul(p_kept.transpose(-1, -2), do_)
    dk, dv = (t.view(B, Hk, H // Hk, Nk, D).sum(2) for t in (dk, dv))
    dsinks = None
    if call.sinks is not None:  # as _native_backward's, from sum_j p * dp (not the rounded O)
        pdp = (p * dp).sum(-1)
        dsinks = -(torch.exp(call.sinks.to(acc)[None, :, None] - lse.to(acc))
                   * (pdp if dlse is None else pdp - dlse.to(acc))).sum(dim=(0, 2))
    grads = tuple(t.transpose(1, 2).to(q.dtype).contiguous() for t in (dq, dk, dv))
    return grads + (dsinks,)


def _sequences(call, total_q, total_k):
    """(call of sequence i, query rows, key rows) of each packed sequence (host-side; CPU
    paths only): the sequence's own ALiBi slopes."""
    rq = _clamped_spans(call.cu_seqlens_q.tolist(), total_q)
    rk = _clamped_spans(call.cu_seqlens_k.tolist(), total_k)
    slopes = call.alibi_slopes
    return [(i, call._replace(alibi_slopes=slopes if slopes is None or slopes.dim() == 1
                              else slopes[i]), rq[i], rk[i]) for i in range(len(rq))]


def _clamped_spans(offsets, total):
    """The kernels' rule (_seq_span) for each sequence's rows: [start, end) clamped into
    [0, total] with start <= end."""
    spans = []
    for a, b in zip(offsets, offsets[1:]):
        start = min(max(a, 0), total)
        spans.append(slice(start, min(max(b, start), total)))
    return spans


def _reference_forward(q, k, v, call):
    """_reference_attention, batched or one packed sequence at a time (lse (H, total_q);
    rows outside every sequence get zeros)."""
    if not call.varlen:
        return _reference_attention(q, k, v, call)
    out = torch.zeros_like(q)
    lse = q.new_zeros((q.shape[1], q.shape[0]), dtype=torch.float32)
    for i, seq_call, rq, rk in _sequences(call, q.shape[0], k.shape[0]):
        if rq.start == rq.stop:
            continue
        if rk.start == rk.stop:  # no key: out = 0; lse = 0, or the sink's logit
            if call.sinks is not None:
                sink = call.sinks.float()[:, None]
                lse[:, rq] = torch.where(sink == float("-inf"), 0.0, sink)  # as _reference_lse
            continue
        o, l = _reference_attention(q[None, rq], k[None, rk], v[None, rk], seq_call, seq0=i)
        out[rq], lse[:, rq] = o[0], l[0]
    return out, lse


def _reference_backward_packed(do, q, k, v, out, lse, call, dlse=None):
    """_reference_backward one packed sequence at a time."""
    grads = [torch.zeros_like(t) for t in (q, k, v)]
    dsinks = None if call.sinks is None else torch.zeros_like(call.sinks, dtype=torch.float32)
    for i, seq_call, rq, rk in _sequences(call, q.shape[0], k.shape[0]):
        if rq.start == rq.stop or rk.start == rk.stop:
            # No query or no key: zero gradients; a sink gets the lse gradient of the rows
            # whose lse is its logit.
            if call.sinks is not None and dlse is not None and rq.start < rq.stop:
                dsinks += (torch.exp(call.sinks.float()[:, None] - lse[:, rq].float())
                           * dlse[:, rq].float()).sum(1)
            continue
        parts = _reference_backward(do[None, rq], q[None, rq], k[None, rk], v[None, rk],
                                    out[None, rq], lse[None, :, rq], seq_call,
                                    None if dlse is None else dlse[None, :, rq], seq0=i)
        for g, part, rows in zip(grads, parts, (rq, rk, rk)):
            g[rows] = part[0]
        if call.sinks is not None:
            dsinks += parts[3]
    return (*grads, dsinks)


def _get_block_size_n(device, head_dim, is_dropout, is_causal):
    """flash-attn 2's key-block width for S_dmask's encoding (flash_attn_interface's function
    of this name, which its tests import): the block size of its CUDA kernels."""
    major, minor = (torch.cuda.get_device_capability(device) if torch.device(device).type == "cuda"
                    else (0, 0))
    if head_dim <= 32:
        return 128
    if head_dim <= 64:
        return 64 if is_dropout else 128
    if head_dim <= 96:
        return 64
    if head_dim <= 128:
        if major == 8 and minor > 0:  # sm86 / sm89
            return 64 if (not is_dropout and is_causal) else 32
        return 32 if is_dropout else 64
    return 64


def _s_dmask_one(q, k, call, seq0):
    """S_dmask of one batched (B, N, H, D) call: flash-attn 2's encoding of the probabilities
    and the dropout mask. Its kernels walk key blocks from the last and store exp(s - m),
    m the running row max when the block ran (the max over this block and those after it),
    negated where dropped; its tests decode that with _get_block_size_n's blocks."""
    s, _ = _reference_scores(q, k, call)  # [B, H, Nq, Nk], natural log units
    block = _get_block_size_n(q.device, q.shape[-1], True, call.causal)
    Nk = s.shape[-1]
    maxes = torch.stack([c.amax(-1) for c in s.split(block, dim=-1)], dim=-1)
    running = torch.cummax(maxes.flip(-1), dim=-1).values.flip(-1)  # [B, H, Nq, blocks]
    m = running.repeat_interleave(block, dim=-1)[..., :Nk]
    a = torch.where(torch.isfinite(s), torch.exp(s - torch.where(torch.isfinite(m), m, 0.0)), 0.0)
    return torch.where(_reference_keep(q, Nk, call, seq0), a, -a)


def _s_dmask(q, k, call):
    """S_dmask for return_attn_probs=True with dropout: (B, H, Nq, Nk) rounded up to
    multiples of 128, or (sequences, H, max_seqlen_q, max_seqlen_k) rounded so when packed
    (the longest sequence where max_seqlen is smaller); zero outside each sequence.
    Materializes the scores: for tests, as in flash-attn."""
    rnd = lambda n: _cdiv(n, 128) * 128  # noqa: E731
    if not call.varlen:
        B, Nq, H, _ = q.shape
        out = q.new_zeros((B, H, rnd(Nq), rnd(k.shape[1])))
        out[:, :, :Nq, :k.shape[1]] = _s_dmask_one(q, k, call, 0)
        return out
    H = q.shape[1]
    _no_capture("packed S_dmask (return_attn_probs=True with dropout) reads cu_seqlens on the "
                "host", q.device)
    seqs = _sequences(call, q.shape[0], k.shape[0])
    # Any max_seqlen is correct (the kernels walk every row), so S_dmask covers every sequence.
    longest_q = max([call.max_seqlen_q] + [rq.stop - rq.start for _, _, rq, _ in seqs])
    longest_k = max([call.max_seqlen_k] + [rk.stop - rk.start for _, _, _, rk in seqs])
    out = q.new_zeros((len(seqs), H, rnd(longest_q), rnd(longest_k)))
    for i, seq_call, rq, rk in seqs:
        nq, nk = min(rq.stop - rq.start, out.shape[2]), min(rk.stop - rk.start, out.shape[3])
        if nq and nk:
            part = _s_dmask_one(q[None, rq], k[None, rk], seq_call, i)[0]
            out[i, :, :nq, :nk] = part[:, :nq, :nk]
    return out


_AITER = {}


def _aiter_mha():
    """AITER's Triton mha module, importing only its Triton modules off ROCm; raises
    ImportError with the reason when amd-aiter is missing or does not load."""
    if "module" not in _AITER:
        try:
            _aiter_package()
            _AITER["module"] = _import_aiter_mha()
        except Exception as e:  # noqa: BLE001 - any failure means: no AITER here
            _AITER["module"] = None
            _AITER["error"] = e if isinstance(e, ImportError) else ImportError(
                f"featherattn: amd-aiter is installed but its Triton attention failed to load: "
                f"{type(e).__name__}: {e}")
            _AITER["why"] = str(_AITER["error"]).replace("featherattn: ", "")
    if _AITER["module"] is None:
        raise _AITER["error"]
    return _AITER["module"]


def aiter_available():
    """(True, '') when AMD AITER's Triton attention loads here (FeatherAttn then runs its
    forward where it serves the call), else (False, why)."""
    return _aiter_available()


def _aiter_available():
    """(True, '') or (False, why) for AITER's forward, loading it on first use. Raises
    nothing once loaded or failed (torch.compile traces this: a re-raised exception there
    broke fullgraph compiles on a GPU without amd-aiter)."""
    if "module" not in _AITER:
        try:
            _aiter_mha()
        except ImportError:
            pass
    if _AITER["module"] is not None:
        return True, ""
    return False, _AITER["why"]


def _aiter_package():
    """Make AITER's Triton modules importable; off ROCm, without running `import aiter`."""
    if "aiter" in sys.modules:
        return
    spec = importlib.util.find_spec("aiter")
    if spec is None:
        raise ImportError(
            "featherattn: amd-aiter is not installed (`pip install amd-aiter`, or "
            "`pip install 'featherattn[aiter]'`).")
    if not _ROCM:
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
    if _ROCM:
        return dict(cfg)
    return {k: v for k, v in cfg.items() if k not in _AMD_ONLY_LAUNCH_OPTIONS}


# The arches AITER ships its Triton attention configs for (CDNA3 / CDNA4: its config files);
# elsewhere its lookup raises (KeyError in amd-aiter 0.1.7, FileNotFoundError in AITER's main
# since its August 2026 config loading) and FeatherAttn passes its own by the config= keyword.
_AITER_SHIPS_CONFIGS = ("gfx942", "gfx950")


def _aiter_config(device_index):
    """Whether FeatherAttn passes AITER its own configs (every arch AITER ships none for)."""
    return not (_ROCM and _gpu_arch(device_index) in _AITER_SHIPS_CONFIGS)


@functools.lru_cache(maxsize=None)
def _aiter_fwd_config(device_index, head_dim):
    """FeatherAttn's config for AITER's forward, or None (_aiter_config)."""
    if not _aiter_config(device_index):
        return None
    if _gpu_family(device_index) in _RDNA_FAMILIES:  # RDNA4: RDNA3's (unchecked on gfx12)
        return _strip_amd_options(_AITER_FWD_CONFIGS["gfx11"][_bucket(head_dim)])
    return _strip_amd_options(_AITER_FWD_CONFIGS["cuda" if head_dim <= 128 else "cuda-d256"])


def _aiter_bwd_config(device_index):
    """FeatherAttn's config for AITER's one-kernel backward, or None (_aiter_config)."""
    if not _aiter_config(device_index):
        return None
    return {part: _strip_amd_options(cfg) for part, cfg in _AITER_BWD_TABLE.items()}


def _pad_head_dim(t, size):
    """Zero-pad the last dim up to `size`."""
    pad = size - t.shape[-1]
    return torch.nn.functional.pad(t, [0, pad]) if pad > 0 else t


def _batch_slopes(alibi_slopes, batch):
    """AITER indexes alibi_slopes as (batch, nheads); flash-attn also takes (nheads,)."""
    if alibi_slopes is not None and alibi_slopes.dim() == 1:
        return alibi_slopes.expand(batch, -1)
    return alibi_slopes


def _aiter_forward(q, k, v, call):
    """AITER's forward for a call it serves (_route), through its public flash_attn(_varlen)
    _func without grad (no autograd node of AITER's); returns (out, lse)."""
    mha = _aiter_mha()
    D = q.shape[-1]
    batch = call.cu_seqlens_q.shape[0] - 1 if call.varlen else q.shape[0]
    kwargs = dict(dropout_p=0.0, softmax_scale=call.softmax_scale, causal=call.causal,
                  window_size=(-1, -1), alibi_slopes=_batch_slopes(call.alibi_slopes, batch),
                  return_lse=True, config=_aiter_fwd_config(_device_index(q.device), D))
    with torch.no_grad():
        if call.varlen:
            out, lse = mha.flash_attn_varlen_func(q, k, v, call.cu_seqlens_q, call.cu_seqlens_k,
                                                  call.max_seqlen_q, call.max_seqlen_k, **kwargs)
            lse = lse.t()  # AITER's packed LSE is (total_q, H); flash-attn's is (H, total_q)
        else:
            out, lse = mha.flash_attn_func(q, k, v, **kwargs)
    return out.contiguous(), lse.contiguous()


def _aiter_backward_serves(call, dlse):
    """Whether AITER's backward computes this call's gradients (its features: causal, ALiBi,
    GQA; batched, no lse gradient)."""
    return (not call.sliding and call.softcap == 0.0 and call.sinks is None and not call.varlen
            and call.dropout_p == 0.0 and dlse is None)


def _aiter_backward(do, q, k, v, out, lse, call):
    """AITER's one-kernel backward (batched (B, N, H, D)); returns (dq, dk, dv, None)."""
    mha = _aiter_mha()
    D = q.shape[-1]
    size = max(16, _next_pow2(D))  # its kernel takes tl.arange(0, head_dim): zero-pad
    do, q, k, v, out = (_pad_head_dim(t, size).contiguous() for t in (do, q, k, v, out))
    dq, dk, dv = (torch.zeros_like(t) for t in (q, k, v))
    mha.flash_attn_onekernel_backward(
        do, q, k, v, out, lse.contiguous(), dq, dk, dv, None, call.softmax_scale,
        _batch_slopes(call.alibi_slopes, q.shape[0]), call.causal, None, None, q.shape[1],
        k.shape[1], 0.0, config=_aiter_bwd_config(_device_index(q.device)))
    return dq[..., :D].contiguous(), dk[..., :D].contiguous(), dv[..., :D].contiguous(), None


def _aiter_fallback(q, k, v, call, deterministic, return_attn_probs):
    """The whole call through AITER's flash_attn(_varlen)_func, its backward included."""
    mha = _aiter_mha()
    D = q.shape[-1]
    batch = call.cu_seqlens_q.shape[0] - 1 if call.varlen else q.shape[0]
    # AITER's backward kernel takes tl.arange(0, head_dim): it compiles only for powers of
    # two. Zero columns change no score (the scale is explicit), so pad and slice.
    q, k, v = (_pad_head_dim(t, max(16, _next_pow2(D))) for t in (q, k, v))
    kwargs = dict(dropout_p=call.dropout_p, softmax_scale=call.softmax_scale, causal=call.causal,
                  window_size=(-1, -1), bias=None,
                  alibi_slopes=_batch_slopes(call.alibi_slopes, batch),
                  deterministic=deterministic, return_lse=True,
                  return_attn_probs=return_attn_probs,
                  config=_aiter_fwd_config(_device_index(q.device), D))
    if not call.varlen:
        res = mha.flash_attn_func(q, k, v, **kwargs)
        lse = res[1]
    else:
        res = mha.flash_attn_varlen_func(q, k, v, call.cu_seqlens_q, call.cu_seqlens_k,
                                         call.max_seqlen_q, call.max_seqlen_k, **kwargs)
        lse = res[1].t()
    return res[0][..., :D], lse, (res[2] if return_attn_probs else None)


# ---- custom ops, autograd, public API ----

def _last_dim_contiguous(t):
    return t if t.stride(-1) == 1 else t.contiguous()


# The custom ops take a _Call flat, as torch.library schemas need: these two convert. Its
# ints are SymInt and its floats Scalar in the schema (a float is specialized per value), so
# torch.compile traces a max_seqlen, window, scale or softcap that changes between calls
# once, not once per value (20 packed max lengths and 3 scales: 20 -> 1 compile). One
# tensor passed twice (cu_seqlens_k is cu_seqlens_q: self-attention) travels once, as
# cu_seqlens_k = None: torch.compile cannot trace an autograd.Function given a duplicate.
_Number = torch.types.Number  # "Scalar" in a schema


def _op_args(call):
    """call's fields in the ops' order."""
    cu_k = None if call.cu_seqlens_k is call.cu_seqlens_q else call.cu_seqlens_k
    return (call.softmax_scale, *call.window, call.softcap, call.alibi_slopes, call.sinks,
            call.cu_seqlens_q, cu_k, call.max_seqlen_q, call.max_seqlen_k, call.dropout_p,
            call.dropout_seed)


def _op_call(softmax_scale, window_left, window_right, softcap, alibi_slopes, sinks,
             cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, dropout_p, dropout_seed):
    return _Call(softmax_scale, (window_left, window_right), softcap, alibi_slopes, sinks,
                 cu_seqlens_q, cu_seqlens_q if cu_seqlens_k is None else cu_seqlens_k,
                 max_seqlen_q, max_seqlen_k, dropout_p, dropout_seed)


def _reference_here(device):
    """Whether calls on `device` run the PyTorch reference: the CPU without TRITON_INTERPRET=1,
    and any device when Triton is missing."""
    return not _HAS_TRITON or (device.type == "cpu" and not _INTERPRET)


_FAILED = {}  # (pass, device, dtype, head dim, call key) -> the native kernels' error


def _failure_key(kind, q, call):
    return kind, q.device, q.dtype, q.shape[-1], _signature(call)


def _native_or_reference(kind, q, call, native, reference, aiter=None):
    """native(); on a GPU, if the native kernels fail to compile or launch there (an arch or a
    Triton version nothing here checked), one warning naming the error and, from then on
    for that signature, aiter() where given (AITER's backward, for a call it serves) and
    amd-aiter loads, else reference(), instead of a failed training step. Raises instead
    under the interpreter (the tests) and with FEATHERATTN_STRICT=1."""
    key = _FAILED and _failure_key(kind, q, call)
    # Asked only once the native kernels have failed: the check imports amd-aiter.
    use_aiter = lambda: aiter is not None and _aiter_available()[0]  # noqa: E731
    if not key or key not in _FAILED:
        try:
            return native()
        except Exception as e:  # noqa: BLE001 - any compile or launch error, reported below
            if (_switch("FEATHERATTN_STRICT") or _INTERPRET or q.device.type != "cuda"
                    or isinstance(e, ValueError)):
                raise
            _FAILED[_failure_key(kind, q, call)] = e
            _warn_once(("native failed", kind, type(e).__name__), (
                f"featherattn: the native {kind} kernels failed on this GPU "
                f"({_gpu_arch(_device_index(q.device))}, Triton {triton.__version__}): "
                f"{type(e).__name__}: {str(e).strip()[:300]}. "
                + ("AITER's backward runs instead (slower on RDNA, where it spills). "
                   if use_aiter() else f"The PyTorch reference {kind} runs instead (slower, "
                   f"O(N^2) memory). ")
                + "Please report it to FeatherAttn with your GPU, torch and Triton versions; "
                "FEATHERATTN_STRICT=1 raises instead."))
    return aiter() if use_aiter() else reference()


def _fwd_impl(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, softmax_scale: _Number,
              window_left: int, window_right: int, softcap: _Number,
              alibi_slopes: Optional[torch.Tensor], sinks: Optional[torch.Tensor],
              cu_seqlens_q: Optional[torch.Tensor], cu_seqlens_k: Optional[torch.Tensor],
              max_seqlen_q: int, max_seqlen_k: int, dropout_p: _Number,
              dropout_seed: Optional[torch.Tensor],
              aiter_forward: bool) -> tuple[torch.Tensor, torch.Tensor]:
    call = _op_call(float(softmax_scale), window_left, window_right, float(softcap),
                    alibi_slopes, sinks, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                    max_seqlen_k, float(dropout_p), dropout_seed)
    def reference():
        out, lse = _reference_forward(q, k, v, call)
        return out.contiguous(), lse.contiguous()
    if _reference_here(q.device):
        return reference()
    if aiter_forward:
        return _aiter_forward(q, k, v, call)
    return _native_or_reference("forward", q, call, lambda: _native_forward(q, k, v, call),
                                reference)


# The ops are defined through torch.library's lower-level API: torch.library.custom_op puts
# a Python autograd kernel in front of each call (the ops need none: they run without grad),
# 13 us of host time per call against 3 here (2-core CPU, torch 2.13), and torch.compile's
# graphs call the ops at each step.
def _ops_library():
    """(namespace, Library) of the ops: "featherattn", or, where another copy of this module
    registered that first in this process (a Hub kernel's copy, imported as
    "<id>.featherattn", beside an installed featherattn), one named after this copy's module:
    torch.library allows one definition per namespace."""
    own = "".join(c if c.isalnum() else "_" for c in __name__)
    for i, namespace in enumerate(["featherattn", own] + [f"{own}_{n}" for n in range(2, 9)]):
        try:
            return namespace, torch.library.Library(namespace, "DEF")
        except RuntimeError:
            if i == 8:
                raise


_OPS_NAMESPACE, _LIB = _ops_library()


def _define_op(name, impl, fake):
    """<namespace>::<name> (featherattn::fwd, ...): impl's signature as the schema, impl on
    every device, fake the shapes for tracing."""
    _LIB.define(name + torch.library.infer_schema(impl, mutates_args=()),
                tags=(torch.Tag.pt2_compliant_tag,))
    _LIB.impl(name, impl, "CompositeExplicitAutograd")
    torch.library.register_fake(f"{_OPS_NAMESPACE}::{name}", fake, lib=_LIB)


def _fwd_fake(q, k, v, *args):
    if args[6] is not None:  # cu_seqlens_q: (total_q, H, D) -> lse (H, total_q)
        return q.new_empty(q.shape), q.new_empty((q.shape[1], q.shape[0]), dtype=torch.float32)
    B, Nq, H, _ = q.shape
    return q.new_empty(q.shape), q.new_empty((B, H, Nq), dtype=torch.float32)


def _bwd_impl(do: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
              out: torch.Tensor, lse: torch.Tensor, dlse: Optional[torch.Tensor],
              softmax_scale: _Number, window_left: int,
              window_right: int, softcap: _Number, alibi_slopes: Optional[torch.Tensor],
              sinks: Optional[torch.Tensor], cu_seqlens_q: Optional[torch.Tensor],
              cu_seqlens_k: Optional[torch.Tensor], max_seqlen_q: int,
              max_seqlen_k: int, dropout_p: _Number, dropout_seed: Optional[torch.Tensor]
              ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    call = _op_call(float(softmax_scale), window_left, window_right, float(softcap),
                    alibi_slopes, sinks, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                    max_seqlen_k, float(dropout_p), dropout_seed)
    def reference():
        backward = _reference_backward_packed if call.varlen else _reference_backward
        return backward(do, q, k, v, out, lse, call, dlse)

    def native():
        # Packed: rows outside every sequence get zero gradients.
        alloc = torch.zeros if call.varlen else torch.empty
        dq, dk, dv = (alloc(t.shape, dtype=t.dtype, device=t.device) for t in (q, k, v))
        dsinks = _native_backward(_last_dim_contiguous(do), q, k, v, out, lse, dq, dk, dv, call,
                                  dlse=dlse)
        return dq, dk, dv, dsinks
    if _reference_here(q.device):
        dq, dk, dv, dsinks = reference()
    else:
        aiter = ((lambda: _aiter_backward(do, q, k, v, out, lse, call))
                 if _aiter_backward_serves(call, dlse) else None)
        dq, dk, dv, dsinks = _native_or_reference("backward", q, call, native, reference, aiter)
    if dsinks is None:
        dsinks = q.new_empty((0,), dtype=torch.float32)
    return dq, dk, dv, dsinks


def _bwd_fake(do, q, k, v, out, lse, dlse, *args):
    sinks = args[5]
    return (q.new_empty(q.shape), k.new_empty(k.shape), v.new_empty(v.shape),
            q.new_empty((0 if sinks is None else sinks.shape[0],), dtype=torch.float32))


_define_op("fwd", _fwd_impl, _fwd_fake)
_define_op("bwd", _bwd_impl, _bwd_fake)
_OPS = getattr(torch.ops, _OPS_NAMESPACE)


def _eager(*tensors):
    """Whether to call the ops' Python bodies directly. The dispatcher cost ~60 us of host
    time per op as torch.library.custom_op defined them (H200, torch 2.11), which a training
    step of small attention calls feels.
    torch.compile, functorch transforms and tensor subclasses (fake, functional, DTensor)
    go through the registered ops."""
    return (not torch.compiler.is_compiling() and not torch._C._are_functorch_transforms_active()
            and all(type(t) is torch.Tensor for t in tensors if t is not None))


_SINKS_ARG = 8  # the position of sinks in _FeatherAttnFunc.apply's arguments


class _FeatherAttnFunc(torch.autograd.Function):
    """A forward (native, AITER's, or the CPU reference) paired with the native backward:
    apply(q, k, v, *_op_args(call), aiter_forward, returns_lse); sinks is the one
    differentiable argument after q, k, v. It returns (out, softmax_lse) where the caller
    gets softmax_lse (returns_lse), else out alone: torch.compile's backward is handed a zero
    gradient for every output, and one for lse ran the dQ kernel's lse-gradient variant."""

    @staticmethod
    def forward(ctx, q, k, v, *args):
        *op_args, aiter_forward, returns_lse = args
        call = _op_call(*op_args)
        ctx.eager = _eager(q, k, v, call.sinks)
        fwd = _fwd_impl if ctx.eager else _OPS.fwd
        out, lse = fwd(q, k, v, *op_args, aiter_forward)
        ctx.save_for_backward(q, k, v, out, lse, call.alibi_slopes, call.sinks,
                              call.cu_seqlens_q, op_args[7], call.dropout_seed)
        ctx.call = call._replace(alibi_slopes=None, sinks=None, cu_seqlens_q=None,
                                 cu_seqlens_k=None, dropout_seed=None)  # saved above
        ctx.same_cu = call.cu_seqlens_k is call.cu_seqlens_q
        ctx.set_materialize_grads(False)  # None, not zeros, for an output the loss skips
        return (out, lse) if returns_lse else out

    @staticmethod
    def backward(ctx, dout, dlse=None):
        (q, k, v, out, lse, alibi_slopes, sinks, cu_seqlens_q, cu_seqlens_k,
         dropout_seed) = ctx.saved_tensors
        grads = [None] * len(ctx.needs_input_grad)
        if dout is None and dlse is None:
            return tuple(grads)
        if dout is None:  # only softmax_lse reached the loss
            dout = torch.zeros_like(out)
        call = ctx.call._replace(alibi_slopes=alibi_slopes, sinks=sinks,
                                 cu_seqlens_q=cu_seqlens_q,
                                 cu_seqlens_k=cu_seqlens_q if ctx.same_cu else cu_seqlens_k,
                                 dropout_seed=dropout_seed)
        bwd = _bwd_impl if ctx.eager and _eager(dout, dlse) else _OPS.bwd
        with torch.no_grad():  # create_graph=True: no graph through the kernels (below)
            dq, dk, dv, dsinks = bwd(dout, q, k, v, out, lse, dlse, *_op_args(call))
        grads[:3] = dq, dk, dv
        if sinks is not None and ctx.needs_input_grad[_SINKS_ARG]:
            grads[_SINKS_ARG] = dsinks.to(sinks.dtype)
        inputs = (q, k, v) if sinks is None else (q, k, v, sinks)  # what they depend on
        return _first_order(grads, inputs)


def _first_order(grads, inputs):
    """The backward's gradients, as a tuple; under create_graph=True (a graph of the
    gradients is wanted) each is wrapped so a second order raises (_NoDoubleBackward)."""
    if torch.is_grad_enabled():
        return tuple(g if g is None else _NoDoubleBackward.apply(g, *inputs) for g in grads)
    return tuple(grads)


class _NoDoubleBackward(torch.autograd.Function):
    """FeatherAttn's gradients under create_graph=True: usable as values, and a clear error
    (not a silent zero) when differentiated again, as gradient penalties (R1, WGAN-GP) do."""

    @staticmethod
    def forward(ctx, grad, *inputs):  # inputs: what the gradient depends on (q, k, v, sinks)
        return grad.view_as(grad)

    @staticmethod
    def backward(ctx, *_):
        raise RuntimeError("featherattn: double backward (differentiating FeatherAttn's "
                           "gradients, e.g. a gradient penalty) is not supported; compute that "
                           "term with PyTorch's scaled_dot_product_attention instead.")


def _attention(q, k, v, call, deterministic, return_attn_probs):
    """Route a validated call (see _route)."""
    forward, backward, reason = _route(q, call)
    if q.device.type != "cpu" and "native" not in (forward, backward):
        _warn_once(("route", forward, backward), f"featherattn: {reason}. It is slower than "
                   f"FeatherAttn's native kernels (on RDNA, AITER's backward spills).")
    trains = torch.is_grad_enabled() and any(
        t is not None and t.requires_grad for t in (q, k, v, call.sinks))
    _log_route(forward, backward if trains else None, reason, q, k, call)
    q, k, v = (_last_dim_contiguous(t) for t in (q, k, v))
    s_dmask = None
    if backward == "aiter":
        out, lse, s_dmask = _aiter_fallback(q, k, v, call, deterministic, return_attn_probs)
    else:
        if call.dropout_p > 0.0:
            call = call._replace(dropout_seed=_dropout_seed(q.device))
        # One tensor as two of q, k, v (self-attention code does this) travels as a view:
        # torch.compile cannot trace an autograd.Function given a duplicate.
        k, v = (k.view_as(k) if k is q else k), (v.view_as(v) if v is q or v is k else v)
        res = _FeatherAttnFunc.apply(q, k, v, *_op_args(call), forward == "aiter",
                                     return_attn_probs)
        out, lse = res if return_attn_probs else (res, None)
        if return_attn_probs and call.dropout_p > 0.0:
            with torch.no_grad():
                s_dmask = _s_dmask(q, k, call)
    return (out, lse, s_dmask) if return_attn_probs else out


def can_use_native_backward(q, k, v, dropout_p=0.0, softmax_scale=None, causal=False,
                            window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                            deterministic=False, return_attn_probs=False, sinks=None):
    """Whether ``flash_attn_func`` with these arguments runs FeatherAttn's native backward.

    Returns ``(True, which forward pairs with it)`` or ``(False, reason)``, in words a user
    understands. Arguments are ``flash_attn_func``'s.
    """
    try:
        call = _check_args(q, k, v, dropout_p, softmax_scale, causal, window_size, softcap,
                           alibi_slopes, deterministic, return_attn_probs, sinks)
        forward, backward, reason = _route(q, call)
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
        dropout_p: dropout probability of the attention probabilities (native kernels; the
            mask comes from a seed torch's generator draws per call).
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
        softmax_lse is differentiable (flash-attn drops its gradient): a loss on it (z-loss,
        merging attention chunks) gets the true gradient.
    """
    call = _check_args(q, k, v, dropout_p, softmax_scale, causal, window_size, softcap,
                       alibi_slopes, deterministic, return_attn_probs, sinks)
    return _attention(q, k, v, call, deterministic, return_attn_probs)


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
    call = _check_varlen_args(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                              block_table, dropout_p, softmax_scale, causal, window_size, softcap,
                              alibi_slopes, deterministic, return_attn_probs, sinks)
    return _attention(q, k, v, call, deterministic, return_attn_probs)


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
# Sub-sections: flash-attn 2's private functions; flash-attn's bert_padding; FlashAttention-3's
# interface; patch_flash_attn and its stand-in modules; PyTorch SDPA; diffusers; transformers.
# Every patch records what it replaces in a _Saved and puts exactly that back.

_MISSING = object()


class _Saved:
    """What a patch replaced: module attributes (absent ones are deleted again) and
    sys.modules entries (absent ones are removed again)."""

    def __init__(self):
        self.attrs, self.modules = [], {}

    def set(self, obj, name, value):
        self.attrs.append((obj, name, getattr(obj, name, _MISSING)))
        setattr(obj, name, value)

    def set_module(self, name, module):
        self.modules.setdefault(name, sys.modules.get(name))
        sys.modules[name] = module

    def restore(self):
        """Put back exactly what was replaced."""
        for obj, name, value in reversed(self.attrs):
            if value is _MISSING:
                delattr(obj, name)
            else:
                setattr(obj, name, value)
        for name, module in self.modules.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module


_PATCHES = {}  # "flash_attn" / "sdpa" / "diffusers" -> the _Saved of the patch in force


def _unpatch(name):
    saved = _PATCHES.pop(name, None)
    if saved is not None:
        saved.restore()


# -- flash-attn 2.7's private functions (musubi-tuner, ring-flash-attn): no autograd, no
# dropout; one forward and one backward body for the batched and the packed pair.

def _private_call(fn_name, call):
    if call.dropout_p:
        raise ValueError(f"featherattn: {fn_name} supports no dropout; got "
                         f"dropout_p={call.dropout_p}. flash_attn_func serves it.")
    return call


def _private_forward(q, k, v, call):
    forward, _, _ = _route(q, call)
    q, k, v = (_last_dim_contiguous(t) for t in (q, k, v))
    out, lse = _fwd_impl(q, k, v, *_op_args(call), forward == "aiter")
    return out, lse, None, None


def _check_private_tensors(fn_name, q, k, v, dout, out, softmax_lse, dq, dk, dv):
    """ValueError for a tensor of flash-attn's private backward that does not fit its
    q, k, v (they are checked already): before any kernel runs, naming the argument. Ring and
    context-parallel code passes its own out / lse / dq buffers here."""
    packed = q.dim() == 3
    lse_shape = (q.shape[1], q.shape[0]) if packed else (q.shape[0], q.shape[2], q.shape[1])
    lse_layout = "(nheads, total_q)" if packed else "(batch, nheads, seqlen_q)"
    expected = (("dout", dout, q, False), ("out", out, q, False), ("dq", dq, q, True),
                ("dk", dk, k, True), ("dv", dv, v, True))
    for name, t, like, optional in expected:
        if t is None and optional:
            continue
        if (not isinstance(t, torch.Tensor) or t.shape != like.shape or t.dtype != like.dtype
                or t.device != like.device):
            got = (f"{tuple(t.shape)} {t.dtype} on {t.device}" if isinstance(t, torch.Tensor)
                   else type(t).__name__)
            raise ValueError(f"featherattn: {fn_name}'s {name} must be a tensor of shape "
                             f"{tuple(like.shape)}, {like.dtype} on {like.device}"
                             f"{' (or None)' if optional else ''}; got {got}.")
        if optional and any(st == 0 and n > 1 for st, n in zip(t.stride(), t.shape)):
            raise ValueError(f"featherattn: {fn_name}'s {name} must be a buffer it can write; got "
                             f"an expanded view (strides {tuple(t.stride())}): pass "
                             f"{name}.contiguous() or None.")
    if (not isinstance(softmax_lse, torch.Tensor) or tuple(softmax_lse.shape) != lse_shape
            or softmax_lse.dtype != torch.float32 or softmax_lse.device != q.device):
        got = (f"{tuple(softmax_lse.shape)} {softmax_lse.dtype} on {softmax_lse.device}"
               if isinstance(softmax_lse, torch.Tensor) else type(softmax_lse).__name__)
        raise ValueError(f"featherattn: {fn_name}'s softmax_lse must be the forward's float32 "
                         f"{lse_layout} = {lse_shape} tensor on {q.device}; got {got}.")


def _private_backward(dout, q, k, v, out, softmax_lse, dq, dk, dv, call):
    """Write dq, dk, dv (each may be None); return softmax_d = rowsum(dout * out) in
    softmax_lse's layout, fp32."""
    dout, q, k, v, out = (_last_dim_contiguous(t) for t in (dout, q, k, v, out))
    grads = _bwd_impl(dout, q, k, v, out, softmax_lse.contiguous(), None, *_op_args(call))[:3]
    for dst, grad in zip((dq, dk, dv), grads):
        if dst is not None:
            dst.copy_(grad)
    # (B, Nq, H) -> (B, H, Nq); packed (total_q, H) -> (H, total_q)
    return (dout.float() * out.float()).sum(-1).transpose(-1, -2).contiguous()


def _flash_attn_forward(q, k, v, dropout_p, softmax_scale, causal, window_size_left=-1,
                        window_size_right=-1, softcap=0.0, alibi_slopes=None,
                        return_softmax=False):
    """flash-attn 2.7's private ``_flash_attn_forward``, which some trainers import (musubi-tuner
    imports it beside flash_attn_func): no autograd; returns (out, softmax_lse, None, None).
    Dropout and return_softmax raise ValueError here."""
    call = _private_call("_flash_attn_forward", _check_args(
        q, k, v, dropout_p, softmax_scale, causal, (window_size_left, window_size_right),
        softcap, alibi_slopes, False, False, None))
    if return_softmax:
        raise ValueError("featherattn: _flash_attn_forward cannot return the attention matrix "
                         "(return_softmax=True); only return_softmax=False is supported.")
    return _private_forward(q, k, v, call)


def _flash_attn_backward(dout, q, k, v, out, softmax_lse, dq, dk, dv, dropout_p, softmax_scale,
                         causal, window_size_left=-1, window_size_right=-1, softcap=0.0,
                         alibi_slopes=None, deterministic=False, rng_state=None):
    """flash-attn 2.7's private ``_flash_attn_backward``: writes dq, dk, dv (each may be None)
    from the forward's out and softmax_lse; returns softmax_d = rowsum(dout * out), shape
    (batch, nheads, seqlen_q) fp32. Dropout raises ValueError."""
    call = _private_call("_flash_attn_backward", _check_args(
        q, k, v, dropout_p, softmax_scale, causal, (window_size_left, window_size_right),
        softcap, alibi_slopes, False, False, None))
    _check_private_tensors("_flash_attn_backward", q, k, v, dout, out, softmax_lse, dq, dk, dv)
    return _private_backward(dout, q, k, v, out, softmax_lse, dq, dk, dv, call)


def _flash_attn_varlen_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                               dropout_p, softmax_scale, causal, window_size_left=-1,
                               window_size_right=-1, softcap=0.0, alibi_slopes=None,
                               return_softmax=False, block_table=None, leftpad_k=None,
                               seqused_k=None, zero_tensors=False):
    """flash-attn 2.7's private ``_flash_attn_varlen_forward`` (ring-flash-attn imports it):
    no autograd; returns (out, softmax_lse (H, total_q), None, None)."""
    call = _private_call("_flash_attn_varlen_forward", _check_varlen_args(
        q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, block_table, dropout_p,
        softmax_scale, causal, (window_size_left, window_size_right), softcap, alibi_slopes,
        False, False, None))
    if return_softmax or leftpad_k is not None or seqused_k is not None:
        raise ValueError("featherattn: _flash_attn_varlen_forward supports no return_softmax, "
                         "leftpad_k or seqused_k.")
    return _private_forward(q, k, v, call)


def _flash_attn_varlen_backward(dout, q, k, v, out, softmax_lse, dq, dk, dv, cu_seqlens_q,
                                cu_seqlens_k, max_seqlen_q, max_seqlen_k, dropout_p,
                                softmax_scale, causal, window_size_left=-1, window_size_right=-1,
                                softcap=0.0, alibi_slopes=None, deterministic=False,
                                rng_state=None, zero_tensors=False):
    """flash-attn 2.7's private ``_flash_attn_varlen_backward``: writes dq, dk, dv (each may be
    None); returns softmax_d = rowsum(dout * out), shape (nheads, total_q) fp32."""
    call = _private_call("_flash_attn_varlen_backward", _check_varlen_args(
        q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, None, dropout_p,
        softmax_scale, causal, (window_size_left, window_size_right), softcap, alibi_slopes,
        False, False, None))
    _check_private_tensors("_flash_attn_varlen_backward", q, k, v, dout, out, softmax_lse, dq, dk,
                           dv)
    return _private_backward(dout, q, k, v, out, softmax_lse, dq, dk, dv, call)


# -- flash-attn 2.7's flash_attn.bert_padding, which trainers import beside the attention
# functions (sd-scripts' Lumina, Lumina-Image-2.0 and HunyuanImage-2.1 in diffusion-pipe,
# transformers' flash_attention_2 path): the same return values, in plain PyTorch indexing,
# so autograd, torch.compile and every device work.

def _cu_seqlens(lengths):
    """int32 cu_seqlens (batch + 1,) of a (batch,) tensor of lengths."""
    return torch.nn.functional.pad(lengths.cumsum(0, dtype=torch.int32), (1, 0))


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


# -- FlashAttention-3's top-level flash_attn_interface (Dao-AILab/flash-attention, hopper/), as
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


# -- patch_flash_attn: flash-attn's functions made FeatherAttn's, on a real flash-attn's own
# modules or on stand-in modules.

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
    try:  # (ValueError: a registered flash_attn module without __spec__, a stub)
        if importlib.util.find_spec("flash_attn") is None:
            return None
    except (ImportError, ValueError):
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
    again changes nothing, except that ``flash_attn_3=True`` then adds FA3's module.
    ``unpatch_flash_attn()`` restores exactly what was there."""
    flash_attn_3 = _flag("flash_attn_3", flash_attn_3)
    if "flash_attn" in _PATCHES:  # patched already: only add FA3's module if asked
        if flash_attn_3 and "flash_attn_interface" not in _PATCHES["flash_attn"].modules:
            _PATCHES["flash_attn"].set_module("flash_attn_interface", _fa3_module())
        return
    saved = _Saved()
    names = _FLASH_ATTN_FUNCS + _FLASH_ATTN_PRIVATE
    real = _real_flash_attn()
    if real is not None:
        for m in real:
            for n in names:
                if m is real[1] or hasattr(m, n):
                    saved.set(m, n, globals()[n])
    else:
        interface = _module("flash_attn.flash_attn_interface", names + ("_get_block_size_n",),
                            "FeatherAttn standing in for flash-attn 2's interface.")
        bert_padding = _module("flash_attn.bert_padding", _BERT_PADDING,
                               "FeatherAttn standing in for flash-attn 2.7's bert_padding.")
        package = _module("flash_attn", _FLASH_ATTN_FUNCS, "FeatherAttn standing in for flash-attn 2.",
                          package=True, version=FLASH_ATTN_VERSION)
        package.flash_attn_interface, package.bert_padding = interface, bert_padding
        for module in (package, interface, bert_padding):
            saved.set_module(module.__name__, module)
    if flash_attn_3:
        saved.set_module("flash_attn_interface", _fa3_module())
    _PATCHES["flash_attn"] = saved


def _fa3_module():
    return _module("flash_attn_interface", ("_fa3_flash_attn_func", "_fa3_flash_attn_varlen_func",
                                            "_fa3_flash_attn_with_kvcache"),
                   "FeatherAttn standing in for FlashAttention-3's interface.")


def unpatch_flash_attn():
    """Undo ``patch_flash_attn()``; harmless when nothing is patched."""
    _unpatch("flash_attn")


# -- PyTorch SDPA

_torch_sdpa = torch.nn.functional.scaled_dot_product_attention


def _sdpa_handback(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa):
    """Why an SDPA call goes to PyTorch's SDPA, in words; '' where it means exactly what
    flash_attn_func computes (a bad FEATHERATTN_* switch raises all the same, first: a
    masked call handed to PyTorch checked none)."""
    _check_switches(query.device if isinstance(query, torch.Tensor) else torch.device("cpu"))
    if attn_mask is not None:
        return "an attn_mask (flash-attn has none)"
    if not all(isinstance(t, torch.Tensor) and t.dim() == 4 for t in (query, key, value)):
        return "not three 4-D tensors"
    try:
        _no_functorch(query, key, value)
    except RuntimeError:
        return "a torch.func transform or dual tensors (PyTorch's SDPA serves them)"
    (H, Lq), (Hk, Lk) = query.shape[1:3], key.shape[1:3]
    if query.device.type == "cpu" and not _INTERPRET:
        return "CPU tensors without TRITON_INTERPRET=1"
    if is_causal and Lq != Lk:
        return "is_causal with Lq != Lk (SDPA aligns its mask top-left, flash-attn bottom-right)"
    if H != Hk and not (enable_gqa and H % Hk == 0):
        return (f"{H} query heads over {Hk} key heads without enable_gqa=True" if H % Hk == 0
                else f"{H} query heads over {Hk} key heads")
    try:
        _check_args(query.transpose(1, 2), key.transpose(1, 2), value.transpose(1, 2),
                    dropout_p, scale, is_causal, (-1, -1), 0.0, None, False, False, None)
    except ValueError as e:  # (fp32, a head dim past 256, ...: the check's own words)
        return str(e).removeprefix("featherattn: ").split("; ")[0][:200]
    return ""


_HANDBACKS = {}  # reason -> calls the patched SDPA handed to PyTorch in this process


def sdpa_handbacks():
    """{reason: number of calls} that ``scaled_dot_product_attention`` (and so a patched
    SDPA) handed to PyTorch's SDPA in this process: a masked or fp32 model runs PyTorch's
    attention, not FeatherAttn's. ``FEATHERATTN_LOG=1`` also logs each once per signature."""
    return dict(_HANDBACKS)


def _note_handback(reason, query, key, attn_mask):
    _HANDBACKS[reason] = _HANDBACKS.get(reason, 0) + 1
    if not _switch("FEATHERATTN_LOG"):
        return
    shape = lambda t: tuple(t.shape) if isinstance(t, torch.Tensor) else type(t).__name__  # noqa: E731
    dtype = str(getattr(query, "dtype", "")).replace("torch.", "")
    if not _first_log(("sdpa", reason, shape(query), shape(key), dtype, attn_mask is not None)):
        return
    _log.warning("featherattn: SDPA call q%s k%s %s handed to PyTorch's SDPA: %s",
                 shape(query), shape(key), dtype, reason)


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0,
                                 is_causal=False, scale=None, enable_gqa=False):
    """``torch.nn.functional.scaled_dot_product_attention`` with SDPA's (B, H, L, E) layout,
    computed by FeatherAttn where it means the same thing: no attn_mask, fp16/bf16 4-D
    tensors of one head dim <= 256, a GPU (or the CPU under TRITON_INTERPRET=1), causal only
    with Lq == Lk, and Hq != Hk only with enable_gqa. Every other call goes to PyTorch,
    counted by its reason (sdpa_handbacks()) and, with FEATHERATTN_LOG=1, logged."""
    reason = _sdpa_handback(query, key, value, attn_mask, dropout_p, is_causal, scale,
                            enable_gqa)
    if reason:
        _note_handback(reason, query, key, attn_mask)
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
        # Each call holds the patch; a block's exit releases its own hold, and the patch goes
        # when none is left. A plain call's hold lasts until unpatch_sdpa(), even one made
        # inside a block.
        if "sdpa" not in _PATCHES:
            _PATCHES["sdpa"] = _Saved()
            _PATCHES["sdpa"].set(torch.nn.functional, "scaled_dot_product_attention",
                                 scaled_dot_product_attention)
            _SDPA_HOLDS[0] = 0
        _SDPA_HOLDS[0] += 1
        self._held = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self._held and "sdpa" in _PATCHES:
            _SDPA_HOLDS[0] -= 1
            if _SDPA_HOLDS[0] <= 0:
                unpatch_sdpa()
        self._held = False


_SDPA_HOLDS = [0]


def unpatch_sdpa():
    """Restore PyTorch's scaled_dot_product_attention; harmless when nothing is patched."""
    _SDPA_HOLDS[0] = 0
    _unpatch("sdpa")


# -- diffusers (0.35 or newer): its flash attention backends

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
    if "diffusers" in _PATCHES:
        return
    try:
        from diffusers.models import attention_dispatch
    except ImportError as e:
        raise ImportError("featherattn.patch_diffusers() needs diffusers 0.35 or newer (its "
                          "attention backends); with older diffusers use "
                          "featherattn.patch_sdpa().") from e
    # diffusers binds these names once, at import, when it finds flash-attn installed; its
    # flash backends look them up at call time.
    saved = _Saved()
    for name, value in dict(flash_attn_func=flash_attn_func,
                            flash_attn_varlen_func=flash_attn_varlen_func,
                            _wrapped_flash_attn_forward=_diffusers_context_parallel,
                            _wrapped_flash_attn_backward=_diffusers_context_parallel,
                            _CAN_USE_FLASH_ATTN=True).items():
        saved.set(attention_dispatch, name, value)
    _PATCHES["diffusers"] = saved


def unpatch_diffusers():
    """Undo ``patch_diffusers()``; harmless when nothing is patched."""
    _unpatch("diffusers")


# -- transformers (4.48 or newer): an attention function for attn_implementation

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


def register_transformers(name="featherattn"):
    """Register FeatherAttn with HF transformers as ``attn_implementation=name``, with
    flash-attention-2's mask handling (causal models stay causal; padded batches run the
    packed-sequence path). Needs a transformers with AttentionInterface (4.48 or newer)."""
    if not isinstance(name, str) or not name:
        raise ValueError(f"featherattn: name must be a non-empty str; got {name!r}.")
    from transformers import AttentionInterface
    from transformers.masking_utils import ALL_MASK_ATTENTION_FUNCTIONS, AttentionMaskInterface
    AttentionInterface.register(name, _transformers_attention)
    AttentionMaskInterface.register(name, ALL_MASK_ATTENTION_FUNCTIONS["flash_attention_2"])
