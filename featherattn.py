"""FeatherAttn: AITER's Triton FlashAttention forward with a backward that fits RDNA3.

A drop-in for flash-attn 2's ``flash_attn_func``. The forward is AMD AITER's Triton
kernel; the backward is FeatherAttn's own Triton kernels (preprocess, dK/dV, dQ), written
to fit RDNA3's 256 VGPRs where AITER's one-kernel backward spills thousands of them.
Calls the native backward cannot serve are handed whole to AITER's ``flash_attn_func``.

Support matrix
    native backward      fp16 / bf16, head dim 1..256 (any, not only powers of two),
                         causal (bottom-right aligned) or not, MHA / GQA / MQA,
                         seqlen_q != seqlen_k, packed sequences (varlen), non-contiguous
                         inputs; deterministic (no atomics), O(B*H*N) extra memory.
    AITER's backward     dropout_p > 0, alibi_slopes (AITER's forward and backward).
    ValueError           other dtypes, head dim > 256 or q/k/v head dims that differ,
                         sliding window, softcap, H not divisible by H_k, bad shapes.
    CPU                  forward in PyTorch; backward through Triton's interpreter when
                         TRITON_INTERPRET=1 (how CI tests the kernels), else in PyTorch.
    arches               gfx11 (RDNA3 / RDNA3.5): configs that compile with no VGPR spill
                         on gfx1100 / gfx1151 at head dims up to 256 (Triton 3.6 and 3.9);
                         any other GPU Triton supports (timed on an NVIDIA H200).

Differences: from AITER, only the backward kernels (and configs for arches AITER ships
none for, such as gfx1100 and NVIDIA GPUs). From flash-attn, rows with no visible key get
out = 0 and softmax_lse = 0 (flash-attn's CUDA kernel writes +inf), and S_dmask is None
unless dropout is on.

Usage::

    from featherattn import flash_attn_func
    out = flash_attn_func(q, k, v, causal=True)   # q: (B, Nq, H, D), k/v: (B, Nk, Hk, D)
    out.sum().backward()                          # native Triton backward
    # FEATHERATTN_LOG=1 logs which backward ran, and why, once per call signature.
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
import os
import sys
import types
from typing import Optional

import torch
import triton
import triton.language as tl

__version__ = "0.1.0"

__all__ = ["flash_attn_func", "flash_attn_varlen_func", "flash_attn_qkvpacked_func",
           "flash_attn_kvpacked_func", "flash_attn_varlen_qkvpacked_func",
           "flash_attn_varlen_kvpacked_func", "can_use_native_backward", "patch_flash_attn",
           "unpatch_flash_attn", "scaled_dot_product_attention", "patch_sdpa", "unpatch_sdpa",
           "patch_diffusers", "unpatch_diffusers", "register_transformers", "__version__"]

LN2 = math.log(2.0)
LOG2E = 1.0 / LN2

# Triton decides at decoration time whether kernels run in its interpreter.
_INTERPRET = os.environ.get("TRITON_INTERPRET", "0") == "1"

_MAX_HEAD_DIM = 256

# ---- configs ----
# Backward launch configs: (BLOCK_M1, BLOCK_N1, warps1, stages1, D_CHUNK1) for the dK/dV
# kernel and (BLOCK_M2, BLOCK_N2, warps2, stages2, D_CHUNK2) for the dQ kernel, by arch family
# and padded head dim (the next power of two, at least 64). Kernel 1 holds [BLOCK_N1, D] dK,
# dV and streams queries; kernel 2 holds [BLOCK_M2, D] dQ and streams keys. D_CHUNK = 0 keeps
# K, V (kernel 1) or Q, dO (kernel 2) resident over the whole head dim; D_CHUNK > 0 reads them
# in slices of that width inside the loop instead (the RDNA3 register budget).
_BWD_CONFIGS = {
    # Hopper: best of 20 configs per kernel on an H200, 4x16x4096 (D128) / 4x32x4096 (D64)
    # bf16 (notes/perf.md): D128 3.60 ms = 382 TFLOP/s full, 325 causal; D64 351 / 324.
    # D256 is unswept: half the D128 tiles so that K, V, dK, dV fit the register file.
    "sm90": {
        64: ((32, 128, 4, 3, 0), (128, 64, 8, 3, 0)),
        128: ((64, 128, 8, 3, 0), (128, 64, 8, 3, 0)),
        256: ((32, 64, 8, 2, 0), (64, 32, 8, 2, 0)),
    },
    # RDNA3 / RDNA3.5: 256 VGPRs per lane is the whole budget; one stage, 16-wide slices.
    # Chosen from 336 candidates per Triton version compiled for gfx1151 with Triton 3.6 and
    # 3.9 (bench.py isa --configs all, bf16; no AMD GPU timed them): the largest tile that
    # is spill-free on both versions, causal and not, at every head dim of its bucket; among
    # equal areas the larger streamed-over side (BLOCK_N for dK/dV, BLOCK_M for dQ), since
    # DRAM re-reads of the other operand scale with its inverse. Resident (D_CHUNK=0) tiles
    # spilled 155-720 VGPRs at D128; AITER's backward spills 1260-4600 there.
    "gfx11": {
        # dK/dV <= 254 VGPRs, occupancy >= 5; dQ <= 220 VGPRs, occupancy >= 6.
        64: ((16, 128, 8, 1, 16), (128, 32, 8, 1, 16)),
        # D96 and D128: dK/dV <= 247 VGPRs (16x128 spills), dQ <= 217, occupancy >= 5 / 6.
        128: ((16, 64, 8, 1, 16), (128, 16, 8, 1, 16)),
        # dK/dV <= 238 VGPRs (32x16 spills 20-42 on Triton 3.6), dQ <= 214.
        256: ((16, 32, 8, 1, 16), (64, 16, 8, 1, 16)),
    },
    # Anything else (Ampere, Ada, CDNA): conservative tiles that fit 100 KB of shared memory.
    "default": {
        64: ((32, 64, 4, 2, 0), (64, 32, 4, 2, 0)),
        128: ((32, 64, 4, 2, 0), (64, 32, 4, 2, 0)),
        256: ((16, 32, 4, 1, 0), (32, 16, 4, 1, 0)),
    },
    # Triton's interpreter: asymmetric tiles so CI walks the same block logic as the GPU
    # configs (BLOCK_M != BLOCK_N both ways), resident and sliced reductions both.
    "interpret": {
        64: ((16, 32, 4, 1, 0), (32, 16, 4, 1, 0)),
        128: ((16, 32, 4, 1, 32), (32, 16, 4, 1, 32)),
        256: ((16, 32, 4, 1, 64), (32, 16, 4, 1, 0)),
    },
}

# AITER forward configs for arches AITER ships no table for (it raises on gfx1100 and on
# NVIDIA GPUs). gfx11 copies AITER's own gfx1151 entry; CUDA takes AITER's MI300X shape
# without the AMD-only launch options.
_AITER_FWD_CONFIGS = {
    "gfx11": {"BLOCK_M": 64, "BLOCK_N": 32, "PRELOAD_V": False, "num_warps": 4,
              "num_stages": 2, "waves_per_eu": 1},
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


def _arch_family(device):
    """'interpret', 'gfx11', 'sm90', or 'default' for a tensor's device."""
    if _INTERPRET or device.type == "cpu":
        return "interpret"
    return _gpu_family(device.index if device.index is not None else torch.cuda.current_device())


@functools.lru_cache(maxsize=None)
def _gpu_family(device_index):
    props = torch.cuda.get_device_properties(device_index)
    if torch.version.hip is not None:
        arch = getattr(props, "gcnArchName", "").split(":")[0]
        return "gfx11" if arch.startswith("gfx11") else "default"
    return "sm90" if props.major == 9 else "default"


def _bwd_config(device, head_dim):
    bucket = max(64, triton.next_power_of_2(head_dim))
    return _BWD_CONFIGS[_arch_family(device)][bucket]


# ---- support predicate ----

def _check_args(q, k, v, dropout_p, softmax_scale, window_size, softcap, alibi_slopes):
    """Raise ValueError for a call that neither backward can serve."""
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
    if Bk != B:
        raise ValueError(f"featherattn: k.shape[0] (batch) must equal q.shape[0]={B}; got {Bk}.")
    if Dk != D:
        raise ValueError(f"featherattn: k/v head dim must equal q's head dim {D}; got {Dk}.")
    if not 1 <= D <= _MAX_HEAD_DIM:
        raise ValueError(f"featherattn: head_dim must be between 1 and {_MAX_HEAD_DIM}; got {D}.")
    if Nq < 1 or Nk < 1:
        raise ValueError(f"featherattn: seqlen_q and seqlen_k must be >= 1; got {Nq} and {Nk}.")
    for name, t in (("q", q), ("k", k), ("v", v)):
        # Batch offsets are 64-bit in the kernels; offsets within one sequence are 32-bit.
        span = (t.shape[1] - 1) * t.stride(1) + (t.shape[2] - 1) * t.stride(2) + t.shape[3]
        if span >= 2**31:
            raise ValueError(
                f"featherattn: {name} spans {span} elements within one batch entry "
                f"(seqlen x nheads x headdim); at most 2**31 - 1 are supported.")
    if B < 1 or Hk < 1 or H % Hk != 0:
        raise ValueError(
            f"featherattn: nheads of q ({H}) must be a positive multiple of nheads of k/v ({Hk}).")
    if not 0.0 <= dropout_p < 1.0:
        raise ValueError(f"featherattn: dropout_p must be in [0, 1); got {dropout_p}.")
    if softmax_scale is not None and not math.isfinite(softmax_scale):
        raise ValueError(f"featherattn: softmax_scale must be a finite float or None; got {softmax_scale}.")
    if tuple(window_size) != (-1, -1):
        raise ValueError(
            f"featherattn: window_size must be (-1, -1) (sliding-window attention is not "
            f"supported); got {tuple(window_size)}.")
    if softcap != 0.0:
        raise ValueError(f"featherattn: softcap must be 0.0 (not supported); got {softcap}.")
    _check_alibi(alibi_slopes, H, B)


def _check_alibi(alibi_slopes, nheads, batch):
    if alibi_slopes is not None and (
            not isinstance(alibi_slopes, torch.Tensor) or alibi_slopes.dtype != torch.float32
            or tuple(alibi_slopes.shape) not in ((nheads,), (batch, nheads))):
        got = (f"{tuple(alibi_slopes.shape)} {alibi_slopes.dtype}"
               if isinstance(alibi_slopes, torch.Tensor) else type(alibi_slopes).__name__)
        raise ValueError(f"featherattn: alibi_slopes must be a float32 tensor of shape "
                         f"({nheads},) or ({batch}, {nheads}); got {got}.")


def _check_varlen_args(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                       alibi_slopes, block_table):
    """Raise ValueError for packed-sequence arguments flash_attn_varlen_func cannot take."""
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
    for name, m in (("max_seqlen_q", max_seqlen_q), ("max_seqlen_k", max_seqlen_k)):
        if isinstance(m, bool) or not isinstance(m, int) or m < 1:
            raise ValueError(f"featherattn: {name} must be an int >= 1; got {m!r}.")
    if block_table is not None:
        raise ValueError("featherattn: block_table must be None (paged KV caches are not supported).")
    _check_alibi(alibi_slopes, q.shape[1], cu_seqlens_q.shape[0] - 1)


def _native_reason(q, dropout_p, alibi_slopes):
    """'' when validated arguments run the native backward, else why not."""
    if dropout_p > 0.0:
        return f"dropout_p={dropout_p}: the native backward has no dropout; AITER's backward runs"
    if alibi_slopes is not None:
        return "alibi_slopes is set: the native backward has no ALiBi; AITER's backward runs"
    if q.device.type == "cpu" and not _INTERPRET:
        return ("CPU tensors without TRITON_INTERPRET=1: the PyTorch reference backward runs "
                "(set TRITON_INTERPRET=1 before import to run the Triton kernels)")
    return ""


def can_use_native_backward(q, k, v, dropout_p=0.0, softmax_scale=None, causal=False,
                            window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                            deterministic=False, return_attn_probs=False):
    """Whether ``flash_attn_func`` with these arguments runs FeatherAttn's native backward.

    Returns ``(True, "")`` or ``(False, reason)``, the reason in words a user understands.
    Arguments are ``flash_attn_func``'s.
    """
    try:
        _check_args(q, k, v, dropout_p, softmax_scale, window_size, softcap, alibi_slopes)
    except ValueError as e:
        return False, f"unsupported call, raises ValueError: {e}"
    reason = _native_reason(q, dropout_p, alibi_slopes)
    return not reason, reason


# ---- Triton kernels ----

@triton.jit
def _mma(a, b, acc, EMULATE_BF16: tl.constexpr):
    # Triton's interpreter multiplies bf16 bit patterns in tl.dot (triton#11584). Products of
    # bf16 values are exact in fp32, so upcasting matches the GPU's bf16 dot.
    if EMULATE_BF16:
        return tl.dot(a.to(tl.float32), b.to(tl.float32), acc, input_precision="ieee")
    else:
        return tl.dot(a, b, acc)


@triton.jit
def _lowp(x, dtype: tl.constexpr, EMULATE_BF16: tl.constexpr):
    # Triton's interpreter truncates fp32 -> bf16 (a bias that shows in long dV sums); the
    # GPU rounds to nearest even, so do that by hand there.
    if EMULATE_BF16:
        bits = x.to(tl.uint32, bitcast=True)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return bits.to(tl.float32, bitcast=True).to(dtype)
    else:
        return x.to(dtype)


@triton.jit
def _bwd_preprocess(O, DO, LSE, Delta, LSE2,
                    stride_ob, stride_om, stride_oh,
                    stride_dob, stride_dom, stride_doh,
                    H, N_Q,
                    HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_D: tl.constexpr):
    # Delta = rowsum(dO * O) and LSE2 = LSE * log2(e), one [BLOCK_M] row block per program.
    pid_m = tl.program_id(0)
    pid_bh = tl.program_id(1)
    off_b = (pid_bh // H).to(tl.int64)
    off_h = pid_bh % H
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_D)
    mask = (offs_m[:, None] < N_Q) & (offs_d[None, :] < HEAD_DIM)
    o = tl.load(O + off_b * stride_ob + off_h * stride_oh
                + offs_m[:, None] * stride_om + offs_d[None, :], mask=mask, other=0.0)  # [BLOCK_M, BLOCK_D]
    do = tl.load(DO + off_b * stride_dob + off_h * stride_doh
                 + offs_m[:, None] * stride_dom + offs_d[None, :], mask=mask, other=0.0)  # [BLOCK_M, BLOCK_D]
    delta = tl.sum(o.to(tl.float32) * do.to(tl.float32), axis=1)  # [BLOCK_M]
    rows = pid_bh.to(tl.int64) * N_Q + offs_m
    lse = tl.load(LSE + rows, mask=offs_m < N_Q, other=0.0)
    tl.store(Delta + rows, delta, mask=offs_m < N_Q)
    tl.store(LSE2 + rows, lse * 1.4426950408889634, mask=offs_m < N_Q)


@triton.jit
def _rows_dot(A, B, a_rows, b_rows, stride_a, stride_b, a_ok, b_ok,
              HEAD_DIM: tl.constexpr, D_CHUNK: tl.constexpr, EMULATE_BF16: tl.constexpr):
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
        acc = _mma(a, tl.trans(b), acc, EMULATE_BF16)
    return acc


@triton.jit
def _dkdv_inner(dk, dv, k, v, K, V, Q, DO, LSE2, Delta,
                stride_kn, stride_vn, stride_qm, stride_dom,
                offs_n, offs_d, lo, hi, N_Q, N_K, diag, qk_scale,
                BLOCK_M: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_D: tl.constexpr,
                D_CHUNK: tl.constexpr, MASK: tl.constexpr, EMULATE_BF16: tl.constexpr):
    # Stream query blocks [lo, hi) of one head past a key block. MASK applies the causal
    # mask. Rows >= N_Q load lse2 = +inf, so their p is 0. With
    # D_CHUNK < BLOCK_D, k and v are not resident and K.Q^T, V.dO^T read slices.
    offs_mb = tl.arange(0, BLOCK_M)
    dmask = offs_d[None, :] < HEAD_DIM
    col_ok = offs_n < N_K
    for start_m in range(lo, hi, BLOCK_M):
        offs_m = start_m + offs_mb
        row_ok = offs_m < N_Q
        q = tl.load(Q + offs_m[:, None] * stride_qm + offs_d[None, :],
                    mask=row_ok[:, None] & dmask, other=0.0)  # [BLOCK_M, BLOCK_D]
        do = tl.load(DO + offs_m[:, None] * stride_dom + offs_d[None, :],
                     mask=row_ok[:, None] & dmask, other=0.0)  # [BLOCK_M, BLOCK_D]
        lse2 = tl.load(LSE2 + offs_m, mask=row_ok, other=float("inf"))  # [BLOCK_M]
        delta = tl.load(Delta + offs_m, mask=row_ok, other=0.0)  # [BLOCK_M]
        if D_CHUNK < BLOCK_D:
            sT = _rows_dot(K, Q, offs_n, offs_m, stride_kn, stride_qm, col_ok, row_ok,
                           HEAD_DIM, D_CHUNK, EMULATE_BF16)  # [BLOCK_N, BLOCK_M]
        else:
            sT = _mma(k, tl.trans(q), None, EMULATE_BF16)  # [BLOCK_N, BLOCK_M]
        pT = tl.math.exp2(sT * qk_scale - lse2[None, :])
        if MASK:
            pT = tl.where(offs_n[:, None] <= offs_m[None, :] + diag, pT, 0.0)
        dv = _mma(_lowp(pT, do.dtype, EMULATE_BF16), do, dv, EMULATE_BF16)  # [BLOCK_N, BLOCK_D]
        if D_CHUNK < BLOCK_D:
            dpT = _rows_dot(V, DO, offs_n, offs_m, stride_vn, stride_dom, col_ok, row_ok,
                            HEAD_DIM, D_CHUNK, EMULATE_BF16)  # [BLOCK_N, BLOCK_M]
        else:
            dpT = _mma(v, tl.trans(do), None, EMULATE_BF16)  # [BLOCK_N, BLOCK_M]
        dsT = pT * (dpT - delta[None, :])
        dk = _mma(_lowp(dsT, q.dtype, EMULATE_BF16), q, dk, EMULATE_BF16)  # [BLOCK_N, BLOCK_D]
    return dk, dv


@triton.jit
def _dq_inner(dq, q, do, lse2, delta, Q, DO, K, V, stride_qm, stride_dom, stride_kn, stride_vn,
              offs_m, offs_d, lo, hi, N_Q, N_K, diag, qk_scale,
              BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_D: tl.constexpr,
              D_CHUNK: tl.constexpr, IS_CAUSAL: tl.constexpr, MASK: tl.constexpr,
              EMULATE_BF16: tl.constexpr):
    # Stream key blocks [lo, hi) past a query block. MASK applies the key bound and, if
    # causal, the causal mask: without it a padded key could give p = inf * 0. With
    # D_CHUNK < BLOCK_D, q and do are not resident and Q.K^T, dO.V^T read slices.
    offs_nb = tl.arange(0, BLOCK_N)
    dmask = offs_d[None, :] < HEAD_DIM
    row_ok = offs_m < N_Q
    for start_n in range(lo, hi, BLOCK_N):
        offs_n = start_n + offs_nb
        col_ok = offs_n < N_K
        k = tl.load(K + offs_n[:, None] * stride_kn + offs_d[None, :],
                    mask=col_ok[:, None] & dmask, other=0.0)  # [BLOCK_N, BLOCK_D]
        if D_CHUNK < BLOCK_D:
            s = _rows_dot(Q, K, offs_m, offs_n, stride_qm, stride_kn, row_ok, col_ok,
                          HEAD_DIM, D_CHUNK, EMULATE_BF16)  # [BLOCK_M, BLOCK_N]
        else:
            s = _mma(q, tl.trans(k), None, EMULATE_BF16)  # [BLOCK_M, BLOCK_N]
        p = tl.math.exp2(s * qk_scale - lse2[:, None])
        if MASK:
            keep = col_ok[None, :]
            if IS_CAUSAL:
                keep = keep & (offs_n[None, :] <= offs_m[:, None] + diag)
            p = tl.where(keep, p, 0.0)
        if D_CHUNK < BLOCK_D:
            dp = _rows_dot(DO, V, offs_m, offs_n, stride_dom, stride_vn, row_ok, col_ok,
                           HEAD_DIM, D_CHUNK, EMULATE_BF16)  # [BLOCK_M, BLOCK_N]
        else:
            v = tl.load(V + offs_n[:, None] * stride_vn + offs_d[None, :],
                        mask=col_ok[:, None] & dmask, other=0.0)  # [BLOCK_N, BLOCK_D]
            dp = _mma(do, tl.trans(v), None, EMULATE_BF16)  # [BLOCK_M, BLOCK_N]
        ds = p * (dp - delta[:, None])
        dq = _mma(_lowp(ds, k.dtype, EMULATE_BF16), k, dq, EMULATE_BF16)  # [BLOCK_M, BLOCK_D]
    return dq


@triton.jit
def _seq_span(CU_SEQLENS, seq, N, IS_VARLEN: tl.constexpr):
    # (first row, length) of sequence `seq`: from cu_seqlens when packed, else all N rows.
    if IS_VARLEN:
        start = tl.load(CU_SEQLENS + seq)
        return start, tl.load(CU_SEQLENS + seq + 1) - start
    else:
        return 0, N


@triton.jit
def _bwd_dkdv_kernel(Q, K, V, DO, LSE2, Delta, DK, DV, CU_Q, CU_K,
                     stride_qb, stride_qm, stride_qh,
                     stride_kb, stride_kn, stride_kh,
                     stride_vb, stride_vn, stride_vh,
                     stride_dob, stride_dom, stride_doh,
                     H, H_K, N_Q, N_K, qk_scale, sm_scale,
                     HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                     BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr, IS_CAUSAL: tl.constexpr,
                     IS_VARLEN: tl.constexpr, EMULATE_BF16: tl.constexpr):
    # One program per (key block, sequence, KV head). It loops over the query heads of its
    # GQA group, so dK and dV are summed in registers: no atomics, deterministic. Packed
    # (varlen) sequences sit in one batch entry; N_Q, N_K are then the packed totals.
    pid_n = tl.program_id(0)
    pid_bhk = tl.program_id(1)
    seq = pid_bhk // H_K
    off_hk = pid_bhk % H_K
    group = H // H_K
    q_start, n_q = _seq_span(CU_Q, seq, N_Q, IS_VARLEN)
    k_start, n_k = _seq_span(CU_K, seq, N_K, IS_VARLEN)
    start_n = pid_n * BLOCK_N
    if IS_VARLEN:
        off_b = 0
        if start_n >= n_k:  # the grid covers the longest sequence
            return
    else:
        off_b = seq.to(tl.int64)
    offs_n = start_n + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_D)
    kv_mask = (offs_n[:, None] < n_k) & (offs_d[None, :] < HEAD_DIM)
    K += off_b * stride_kb + k_start * stride_kn + off_hk * stride_kh
    V += off_b * stride_vb + k_start * stride_vn + off_hk * stride_vh
    if D_CHUNK < BLOCK_D:
        k = 0  # streamed in D_CHUNK slices inside the loop
        v = 0
    else:
        k = tl.load(K + offs_n[:, None] * stride_kn + offs_d[None, :], mask=kv_mask, other=0.0)  # [BLOCK_N, BLOCK_D]
        v = tl.load(V + offs_n[:, None] * stride_vn + offs_d[None, :], mask=kv_mask, other=0.0)  # [BLOCK_N, BLOCK_D]
    dk = tl.zeros([BLOCK_N, BLOCK_D], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, BLOCK_D], dtype=tl.float32)
    # Bottom-right causal: query i sees key j iff j <= i + diag. Rows before lo see no key of
    # this block and are skipped. One loop masks every block it visits: splitting off the
    # diagonal blocks into a second unmasked loop doubled the inlined body and spilled 145
    # VGPRs on gfx1151 at D=128 (0 with one loop).
    diag = n_k - n_q
    if IS_CAUSAL:
        lo = (tl.maximum(start_n - diag, 0) // BLOCK_M) * BLOCK_M
    else:
        lo = 0
    for g in range(group):
        off_h = off_hk * group + g
        q_base = Q + off_b * stride_qb + q_start * stride_qm + off_h * stride_qh
        do_base = DO + off_b * stride_dob + q_start * stride_dom + off_h * stride_doh
        rows = (off_b * H + off_h) * N_Q + q_start  # LSE2, Delta: (B, H, N_Q)
        dk, dv = _dkdv_inner(dk, dv, k, v, K, V, q_base, do_base, LSE2 + rows, Delta + rows,
                             stride_kn, stride_vn, stride_qm, stride_dom, offs_n, offs_d,
                             lo, n_q, n_q, n_k, diag, qk_scale, BLOCK_M=BLOCK_M,
                             HEAD_DIM=HEAD_DIM, BLOCK_D=BLOCK_D, D_CHUNK=D_CHUNK,
                             MASK=IS_CAUSAL, EMULATE_BF16=EMULATE_BF16)
    # DK and DV are contiguous (B, N_K, H_K, HEAD_DIM).
    out_offs = ((off_b * N_K + k_start) * H_K + off_hk) * HEAD_DIM \
        + offs_n[:, None] * (H_K * HEAD_DIM) + offs_d[None, :]
    tl.store(DK + out_offs, _lowp(dk * sm_scale, DK.dtype.element_ty, EMULATE_BF16), mask=kv_mask)
    tl.store(DV + out_offs, _lowp(dv, DV.dtype.element_ty, EMULATE_BF16), mask=kv_mask)


@triton.jit
def _bwd_dq_kernel(Q, K, V, DO, LSE2, Delta, DQ, CU_Q, CU_K,
                   stride_qb, stride_qm, stride_qh,
                   stride_kb, stride_kn, stride_kh,
                   stride_vb, stride_vn, stride_vh,
                   stride_dob, stride_dom, stride_doh,
                   H, H_K, N_Q, N_K, qk_scale, sm_scale,
                   HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                   BLOCK_D: tl.constexpr, D_CHUNK: tl.constexpr, IS_CAUSAL: tl.constexpr,
                   IS_VARLEN: tl.constexpr, EMULATE_BF16: tl.constexpr):
    # One program per (query block, sequence, query head), streaming the keys it can see.
    pid_m = tl.program_id(0)
    pid_bh = tl.program_id(1)
    seq = pid_bh // H
    off_h = pid_bh % H
    off_hk = off_h // (H // H_K)
    q_start, n_q = _seq_span(CU_Q, seq, N_Q, IS_VARLEN)
    k_start, n_k = _seq_span(CU_K, seq, N_K, IS_VARLEN)
    start_m = pid_m * BLOCK_M
    if IS_VARLEN:
        off_b = 0
        if start_m >= n_q:  # the grid covers the longest sequence
            return
    else:
        off_b = seq.to(tl.int64)
    offs_m = start_m + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_D)
    q_mask = (offs_m[:, None] < n_q) & (offs_d[None, :] < HEAD_DIM)
    Q += off_b * stride_qb + q_start * stride_qm + off_h * stride_qh
    DO += off_b * stride_dob + q_start * stride_dom + off_h * stride_doh
    if D_CHUNK < BLOCK_D:
        q = 0  # streamed in D_CHUNK slices inside the loop
        do = 0
    else:
        q = tl.load(Q + offs_m[:, None] * stride_qm + offs_d[None, :], mask=q_mask, other=0.0)  # [BLOCK_M, BLOCK_D]
        do = tl.load(DO + offs_m[:, None] * stride_dom + offs_d[None, :], mask=q_mask, other=0.0)  # [BLOCK_M, BLOCK_D]
    rows = (off_b * H + off_h) * N_Q + q_start + offs_m  # LSE2, Delta: (B, H, N_Q)
    lse2 = tl.load(LSE2 + rows, mask=offs_m < n_q, other=float("inf"))  # [BLOCK_M]
    delta = tl.load(Delta + rows, mask=offs_m < n_q, other=0.0)  # [BLOCK_M]
    dq = tl.zeros([BLOCK_M, BLOCK_D], dtype=tl.float32)
    diag = n_k - n_q
    if IS_CAUSAL:
        # Keys before mid are seen by every row of the block; keys from hi on by none.
        hi = tl.minimum(n_k, start_m + BLOCK_M + diag)
        mid = (tl.maximum(start_m + diag + 1, 0) // BLOCK_N) * BLOCK_N
        mid = tl.minimum(mid, (n_k // BLOCK_N) * BLOCK_N)
    else:
        hi = n_k
        mid = (n_k // BLOCK_N) * BLOCK_N
    K += off_b * stride_kb + k_start * stride_kn + off_hk * stride_kh
    V += off_b * stride_vb + k_start * stride_vn + off_hk * stride_vh
    dq = _dq_inner(dq, q, do, lse2, delta, Q, DO, K, V, stride_qm, stride_dom, stride_kn,
                   stride_vn, offs_m, offs_d, 0, mid, n_q, n_k, diag, qk_scale,
                   BLOCK_N=BLOCK_N, HEAD_DIM=HEAD_DIM, BLOCK_D=BLOCK_D, D_CHUNK=D_CHUNK,
                   IS_CAUSAL=IS_CAUSAL, MASK=False, EMULATE_BF16=EMULATE_BF16)
    dq = _dq_inner(dq, q, do, lse2, delta, Q, DO, K, V, stride_qm, stride_dom, stride_kn,
                   stride_vn, offs_m, offs_d, mid, hi, n_q, n_k, diag, qk_scale,
                   BLOCK_N=BLOCK_N, HEAD_DIM=HEAD_DIM, BLOCK_D=BLOCK_D, D_CHUNK=D_CHUNK,
                   IS_CAUSAL=IS_CAUSAL, MASK=True, EMULATE_BF16=EMULATE_BF16)
    # DQ is contiguous (B, N_Q, H, HEAD_DIM).
    out_offs = ((off_b * N_Q + q_start) * H + off_h) * HEAD_DIM \
        + offs_m[:, None] * (H * HEAD_DIM) + offs_d[None, :]
    tl.store(DQ + out_offs, _lowp(dq * sm_scale, DQ.dtype.element_ty, EMULATE_BF16), mask=q_mask)


def _native_backward(do, q, k, v, out, lse, dq, dk, dv, softmax_scale, causal, config=None,
                     cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=0, max_seqlen_k=0):
    """Run the three backward kernels, writing dq, dk, dv (contiguous, shapes of q, k, v).

    Batched: (B, N, H, D) tensors and lse (B, H, Nq). Varlen: (total, H, D) tensors packed
    by int32 cu_seqlens_q/k, lse (H, total_q), and the longest sequence lengths.
    """
    varlen = cu_seqlens_q is not None
    if varlen:
        do, q, k, v, out, dq, dk, dv = (t.unsqueeze(0) for t in (do, q, k, v, out, dq, dk, dv))
        lse = lse.unsqueeze(0)
    B, Nq, H, D = q.shape
    _, Nk, Hk, _ = k.shape
    (m1, n1, w1, s1, c1), (m2, n2, w2, s2, c2) = config or _bwd_config(q.device, D)
    block_d = max(16, triton.next_power_of_2(D))
    lse = lse.contiguous()
    delta = torch.empty((B, H, Nq), dtype=torch.float32, device=q.device)
    lse2 = torch.empty_like(delta)
    emulate_bf16 = _INTERPRET and q.dtype == torch.bfloat16
    pre_m = 64
    # Delta and LSE2 are row-wise: packed sequences need no special case here.
    _bwd_preprocess[(triton.cdiv(Nq, pre_m), B * H)](
        O=out, DO=do, LSE=lse, Delta=delta, LSE2=lse2,
        stride_ob=out.stride(0), stride_om=out.stride(1), stride_oh=out.stride(2),
        stride_dob=do.stride(0), stride_dom=do.stride(1), stride_doh=do.stride(2),
        H=H, N_Q=Nq, HEAD_DIM=D, BLOCK_M=pre_m, BLOCK_D=block_d)
    if varlen:
        B = cu_seqlens_q.shape[0] - 1
        grid_q, grid_k = max_seqlen_q, max_seqlen_k
    else:
        grid_q, grid_k = Nq, Nk
    common = dict(
        Q=q, K=k, V=v, DO=do, LSE2=lse2, Delta=delta, CU_Q=cu_seqlens_q, CU_K=cu_seqlens_k,
        stride_qb=q.stride(0), stride_qm=q.stride(1), stride_qh=q.stride(2),
        stride_kb=k.stride(0), stride_kn=k.stride(1), stride_kh=k.stride(2),
        stride_vb=v.stride(0), stride_vn=v.stride(1), stride_vh=v.stride(2),
        stride_dob=do.stride(0), stride_dom=do.stride(1), stride_doh=do.stride(2),
        H=H, H_K=Hk, N_Q=Nq, N_K=Nk, qk_scale=softmax_scale * LOG2E, sm_scale=softmax_scale,
        HEAD_DIM=D, BLOCK_D=block_d, IS_CAUSAL=causal, IS_VARLEN=varlen,
        EMULATE_BF16=emulate_bf16)
    _bwd_dkdv_kernel[(triton.cdiv(grid_k, n1), B * Hk)](
        DK=dk, DV=dv, BLOCK_M=m1, BLOCK_N=n1, D_CHUNK=min(c1 or block_d, block_d),
        num_warps=w1, num_stages=s1, **common)
    _bwd_dq_kernel[(triton.cdiv(grid_q, m2), B * H)](
        DQ=dq, BLOCK_M=m2, BLOCK_N=n2, D_CHUNK=min(c2 or block_d, block_d),
        num_warps=w2, num_stages=s2, **common)


# ---- forward providers ----

def _causal_offsets(Nq, Nk, device):
    """[Nq, Nk] of i + (Nk - Nq) - j: query i sees key j (bottom-right causal) iff >= 0."""
    return (torch.arange(Nq, device=device)[:, None] + (Nk - Nq)
            - torch.arange(Nk, device=device)[None, :])


def _reference_attention(q, k, v, softmax_scale, causal, alibi_slopes=None, dropout_p=0.0,
                         compute_dtype=torch.float32):
    """Attention in plain PyTorch with flash-attn's semantics; returns (out, lse).

    (B, N, H, D) layouts, GQA, bottom-right causal, ALiBi, dropout on the probabilities.
    Rows with no visible key give out = 0 and lse = 0. Differentiable.
    """
    B, Nq, H, D = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    qf = q.to(compute_dtype).transpose(1, 2)
    kf = k.to(compute_dtype).transpose(1, 2).repeat_interleave(H // Hk, dim=1)
    vf = v.to(compute_dtype).transpose(1, 2).repeat_interleave(H // Hk, dim=1)
    s = torch.matmul(qf, kf.transpose(-1, -2)) * softmax_scale  # [B, H, Nq, Nk]
    rel = _causal_offsets(Nq, Nk, q.device)
    if alibi_slopes is not None:
        slopes = alibi_slopes.to(compute_dtype).reshape(-1, H)[:, :, None, None]
        s = s - slopes * rel.abs().to(compute_dtype)
    if causal:
        s = s.masked_fill(rel < 0, float("-inf"))
    lse = torch.logsumexp(s, dim=-1)
    lse = torch.where(torch.isinf(lse), torch.zeros_like(lse), lse)
    p = torch.exp(s - lse[..., None])
    if dropout_p > 0.0:
        p = torch.nn.functional.dropout(p, dropout_p)
    out = torch.matmul(p.to(compute_dtype), vf).transpose(1, 2)
    return out.to(q.dtype), lse.float()


def _reference_backward(do, q, k, v, out, lse, softmax_scale, causal):
    """The native backward's math in plain fp32 PyTorch (custom-op bodies run below
    autograd, so no autograd.grad here); returns (dq, dk, dv) in the input dtype."""
    B, Nq, H, D = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    do_, q_, k_, v_, o_ = (t.float().transpose(1, 2) for t in (do, q, k, v, out))  # [B, H or Hk, N, D]
    k_, v_ = (t.repeat_interleave(H // Hk, dim=1) for t in (k_, v_))
    s = torch.matmul(q_, k_.transpose(-1, -2)) * softmax_scale  # [B, H, Nq, Nk]
    p = torch.exp(s - lse[..., None])
    if causal:
        p = p.masked_fill(_causal_offsets(Nq, Nk, q.device) < 0, 0.0)
    delta = (do_ * o_).sum(-1, keepdim=True)
    ds = p * (torch.matmul(do_, v_.transpose(-1, -2)) - delta)
    dq = torch.matmul(ds, k_) * softmax_scale
    dk = torch.matmul(ds.transpose(-1, -2), q_) * softmax_scale
    dv = torch.matmul(p.transpose(-1, -2), do_)
    dk, dv = (t.view(B, Hk, H // Hk, Nk, D).sum(2) for t in (dk, dv))
    return tuple(t.transpose(1, 2).to(q.dtype).contiguous() for t in (dq, dk, dv))


_AITER_MHA = None


def _aiter_mha():
    """AITER's Triton mha module, importing only its Triton modules off ROCm."""
    global _AITER_MHA
    if _AITER_MHA is None:
        _aiter_package()
        _AITER_MHA = _import_aiter_mha()
        _seed_aiter_bwd_table(_AITER_MHA)
    return _AITER_MHA


def _aiter_package():
    """Make AITER's Triton modules importable; off ROCm, without running `import aiter`."""
    if "aiter" in sys.modules:
        return
    spec = importlib.util.find_spec("aiter")
    if spec is None:
        raise ImportError(
            "featherattn: this call needs AMD AITER's Triton forward; install it with "
            "`pip install amd-aiter` (or `pip install 'featherattn[aiter]'`).")
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


def _import_aiter_mha():
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
        family = _arch_family(torch.device("cuda", device_index))
        if family != "gfx11":
            family = "cuda" if head_dim <= 128 else "cuda-d256"
        return _strip_amd_options(_AITER_FWD_CONFIGS[family])


def _pad_head_dim(t, size):
    """Zero-pad the last dim up to `size`."""
    pad = size - t.shape[-1]
    return torch.nn.functional.pad(t, [0, pad]) if pad > 0 else t


def _aiter_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                   softmax_scale, causal):
    mha = _aiter_mha()
    D = q.shape[-1]
    # AITER's forward (like flash-attn) wants a head dim that is a multiple of 8.
    padded = -(-D // 8) * 8
    out, lse = mha._flash_attn_forward(
        *(_pad_head_dim(t, padded) for t in (q, k, v)), 0.0, softmax_scale,
        causal=causal, window_size_left=-1, window_size_right=-1, bias=None,
        alibi_slopes=None, return_lse=True, return_softmax=False,
        max_seqlen_q=max_seqlen_q, max_seqlen_k=max_seqlen_k,
        cu_seqlens_q=cu_seqlens_q, cu_seqlens_k=cu_seqlens_k,
        config=_aiter_fwd_config(q.device.index, D))[:2]
    if cu_seqlens_q is not None:
        lse = lse.t()  # AITER's packed LSE is (total_q, H); flash-attn's is (H, total_q)
    return out[..., :D].contiguous(), lse.contiguous()


def _sequences(cu_seqlens_q, cu_seqlens_k):
    """(index, query rows, key rows) of each packed sequence (host-side; CPU paths only)."""
    cq, ck = cu_seqlens_q.tolist(), cu_seqlens_k.tolist()
    return [(i, slice(cq[i], cq[i + 1]), slice(ck[i], ck[i + 1])) for i in range(len(cq) - 1)]


def _reference_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, softmax_scale, causal,
                       alibi_slopes=None, dropout_p=0.0):
    """_reference_attention, batched or one packed sequence at a time; lse (H, total_q)."""
    if cu_seqlens_q is None:
        return _reference_attention(q, k, v, softmax_scale, causal, alibi_slopes, dropout_p)
    outs, lses = [], []
    for i, rq, rk in _sequences(cu_seqlens_q, cu_seqlens_k):
        slopes = alibi_slopes if alibi_slopes is None or alibi_slopes.dim() == 1 else alibi_slopes[i]
        out, lse = _reference_attention(q[None, rq], k[None, rk], v[None, rk], softmax_scale,
                                        causal, slopes, dropout_p)
        outs.append(out[0])
        lses.append(lse[0])
    return torch.cat(outs), torch.cat(lses, dim=1)


# ---- custom ops, autograd, public API ----

def _last_dim_contiguous(t):
    return t if t.stride(-1) == 1 else t.contiguous()


def _fwd_impl(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
            cu_seqlens_q: Optional[torch.Tensor], cu_seqlens_k: Optional[torch.Tensor],
            max_seqlen_q: int, max_seqlen_k: int, softmax_scale: float,
            causal: bool) -> tuple[torch.Tensor, torch.Tensor]:
    if q.device.type == "cpu":
        out, lse = _reference_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, softmax_scale, causal)
        return out.contiguous(), lse.contiguous()
    return _aiter_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                          softmax_scale, causal)


_fwd_op = torch.library.custom_op("featherattn::fwd", mutates_args=())(_fwd_impl)


@_fwd_op.register_fake
def _fwd_fake(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, softmax_scale,
              causal):
    if cu_seqlens_q is not None:  # (total_q, H, D) -> lse (H, total_q)
        return q.new_empty(q.shape), q.new_empty((q.shape[1], q.shape[0]), dtype=torch.float32)
    B, Nq, H, _ = q.shape
    return q.new_empty(q.shape), q.new_empty((B, H, Nq), dtype=torch.float32)


def _bwd_impl(do: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
            out: torch.Tensor, lse: torch.Tensor, cu_seqlens_q: Optional[torch.Tensor],
            cu_seqlens_k: Optional[torch.Tensor], max_seqlen_q: int, max_seqlen_k: int,
            softmax_scale: float, causal: bool) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    if q.device.type == "cpu" and not _INTERPRET:
        if cu_seqlens_q is None:
            return _reference_backward(do, q, k, v, out, lse, softmax_scale, causal)
        grads = [torch.empty_like(t) for t in (q, k, v)]
        for _, rq, rk in _sequences(cu_seqlens_q, cu_seqlens_k):
            parts = _reference_backward(do[None, rq], q[None, rq], k[None, rk], v[None, rk],
                                        out[None, rq], lse[None, :, rq], softmax_scale, causal)
            for g, part, rows in zip(grads, parts, (rq, rk, rk)):
                g[rows] = part[0]
        return tuple(grads)
    dq = torch.empty(q.shape, dtype=q.dtype, device=q.device)
    dk = torch.empty(k.shape, dtype=k.dtype, device=k.device)
    dv = torch.empty(v.shape, dtype=v.dtype, device=v.device)
    _native_backward(_last_dim_contiguous(do), q, k, v, out, lse, dq, dk, dv, softmax_scale,
                     causal, cu_seqlens_q=cu_seqlens_q, cu_seqlens_k=cu_seqlens_k,
                     max_seqlen_q=max_seqlen_q, max_seqlen_k=max_seqlen_k)
    return dq, dk, dv


_bwd_op = torch.library.custom_op("featherattn::bwd", mutates_args=())(_bwd_impl)


@_bwd_op.register_fake
def _bwd_fake(do, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
              softmax_scale, causal):
    return q.new_empty(q.shape), k.new_empty(k.shape), v.new_empty(v.shape)


def _eager(*tensors):
    """Whether to call the ops' Python bodies directly. The dispatcher costs ~60 us of host
    time per op (H200, torch 2.11), which a training step of small attention calls feels.
    torch.compile, functorch transforms and tensor subclasses (fake, functional, DTensor)
    go through the registered ops."""
    return (not torch.compiler.is_compiling() and not torch._C._are_functorch_transforms_active()
            and all(type(t) is torch.Tensor for t in tensors))


class _FeatherAttnFunc(torch.autograd.Function):
    """AITER's forward (or the CPU reference) paired with the native backward."""

    @staticmethod
    def forward(ctx, q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                softmax_scale, causal):
        fwd = _fwd_impl if _eager(q, k, v) else torch.ops.featherattn.fwd
        out, lse = fwd(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                       softmax_scale, causal)
        ctx.save_for_backward(q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k)
        ctx.args = (max_seqlen_q, max_seqlen_k, softmax_scale, causal)
        ctx.mark_non_differentiable(lse)
        ctx.set_materialize_grads(False)  # no zero-filled gradient for lse
        return out, lse

    @staticmethod
    def backward(ctx, dout, dlse):
        q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k = ctx.saved_tensors
        bwd = _bwd_impl if _eager(dout, q, k, v) else torch.ops.featherattn.bwd
        dq, dk, dv = bwd(dout, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, *ctx.args)
        return dq, dk, dv, None, None, None, None, None, None


_log = logging.getLogger("featherattn")
_LOGGED = set()


def _log_route(route, reason, q, k, causal):
    if os.environ.get("FEATHERATTN_LOG", "0") in ("", "0"):
        return
    key = (route, reason, tuple(q.shape), tuple(k.shape), q.dtype, q.device.type, causal)
    if key in _LOGGED:
        return
    _LOGGED.add(key)
    if not _log.handlers and not logging.getLogger().handlers:
        _log.addHandler(logging.StreamHandler())
        _log.setLevel(logging.INFO)
    _log.warning("featherattn: %s backward for q%s k%s %s causal=%s%s", route,
                 tuple(q.shape), tuple(k.shape), str(q.dtype).replace("torch.", ""), causal,
                 f" ({reason})" if reason else "")


def _aiter_fallback(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                    dropout_p, softmax_scale, causal, alibi_slopes, deterministic,
                    return_attn_probs):
    """The whole call through AITER's flash_attn(_varlen)_func, its backward included."""
    mha = _aiter_mha()
    D = q.shape[-1]
    if alibi_slopes is not None and alibi_slopes.dim() == 1:
        # AITER indexes alibi_slopes as (batch, nheads); flash-attn also takes (nheads,).
        batch = q.shape[0] if cu_seqlens_q is None else cu_seqlens_q.shape[0] - 1
        alibi_slopes = alibi_slopes.expand(batch, -1)
    # AITER's backward kernel takes tl.arange(0, head_dim): it compiles only for powers of
    # two. Zero columns change no score (the scale is explicit), so pad and slice.
    q, k, v = (_pad_head_dim(t, max(16, triton.next_power_of_2(D))) for t in (q, k, v))
    kwargs = dict(dropout_p=dropout_p, softmax_scale=softmax_scale, causal=causal,
                  window_size=(-1, -1), bias=None, alibi_slopes=alibi_slopes,
                  deterministic=deterministic, return_lse=True,
                  return_attn_probs=return_attn_probs, config=_aiter_fwd_config(q.device.index, D))
    if cu_seqlens_q is None:
        res = mha.flash_attn_func(q, k, v, **kwargs)
        lse = res[1]
    else:
        res = mha.flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                         max_seqlen_k, **kwargs)
        lse = res[1].t()
    return res[0][..., :D], lse, (res[2] if return_attn_probs else None)


def _softmax_scale(q, softmax_scale):
    """flash-attn's default: headdim ** -0.5."""
    return float(q.shape[-1] ** -0.5 if softmax_scale is None else softmax_scale)


def _attention(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, dropout_p,
               softmax_scale, causal, alibi_slopes, deterministic, return_attn_probs):
    """Route a validated call: native backward, PyTorch reference (CPU), or AITER."""
    softmax_scale, causal = _softmax_scale(q, softmax_scale), bool(causal)
    reason = _native_reason(q, dropout_p, alibi_slopes)
    q, k, v = (_last_dim_contiguous(t) for t in (q, k, v))
    varlen = (cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k)
    s_dmask = None
    if not reason or (q.device.type == "cpu" and dropout_p == 0.0 and alibi_slopes is None):
        _log_route("reference" if reason else "native", reason, q, k, causal)
        out, lse = _FeatherAttnFunc.apply(q, k, v, *varlen, softmax_scale, causal)
    elif q.device.type == "cpu":
        _log_route("reference", reason, q, k, causal)
        out, lse = _reference_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, softmax_scale,
                                      causal, alibi_slopes, dropout_p)
    else:
        _log_route("aiter", reason, q, k, causal)
        out, lse, s_dmask = _aiter_fallback(q, k, v, *varlen, dropout_p, softmax_scale, causal,
                                            alibi_slopes, deterministic, return_attn_probs)
    return (out, lse, s_dmask) if return_attn_probs else out


def flash_attn_func(q, k, v, dropout_p=0.0, softmax_scale=None, causal=False,
                    window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                    deterministic=False, return_attn_probs=False):
    """flash-attn 2's ``flash_attn_func``: AITER's forward, FeatherAttn's backward.

    Arguments:
        q: (batch_size, seqlen_q, nheads, headdim), fp16 or bf16.
        k, v: (batch_size, seqlen_k, nheads_k, headdim); nheads % nheads_k == 0 (GQA/MQA:
            query heads 0..nheads/nheads_k-1 use KV head 0, and so on).
        dropout_p: dropout probability (> 0 runs AITER's backward).
        softmax_scale: scale of QK^T before the softmax; default headdim ** -0.5.
        causal: causal mask aligned to the bottom-right corner of the score matrix. With
            seqlen_q=2, seqlen_k=5 (1 = keep):   With seqlen_q=5, seqlen_k=2:
                1 1 1 1 0                            0 0
                1 1 1 1 1                            0 0
                                                     0 0
                                                     1 0
                                                     1 1
            A row with nothing to keep gives zeros (and zero gradients).
        window_size: must be (-1, -1); sliding windows raise ValueError.
        softcap: must be 0.0.
        alibi_slopes: (nheads,) or (batch_size, nheads) fp32 (runs AITER's backward).
        deterministic: accepted for compatibility; the native backward is always
            deterministic.
        return_attn_probs: also return softmax_lse and S_dmask.
    Returns:
        out: (batch_size, seqlen_q, nheads, headdim), or with return_attn_probs the tuple
        (out, softmax_lse (batch_size, nheads, seqlen_q) fp32 natural log, S_dmask or None).
    """
    _check_args(q, k, v, dropout_p, softmax_scale, window_size, softcap, alibi_slopes)
    return _attention(q, k, v, None, None, q.shape[1], k.shape[1], dropout_p, softmax_scale,
                      causal, alibi_slopes, deterministic, return_attn_probs)


def flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                           dropout_p=0.0, softmax_scale=None, causal=False, window_size=(-1, -1),
                           softcap=0.0, alibi_slopes=None, deterministic=False,
                           return_attn_probs=False, block_table=None):
    """flash-attn 2's ``flash_attn_varlen_func``: packed sequences, native backward.

    Arguments:
        q: (total_q, nheads, headdim); k, v: (total_k, nheads_k, headdim): the sequences of
            the batch packed one after another.
        cu_seqlens_q, cu_seqlens_k: (batch_size + 1,) int32 on q's device, cumulative
            sequence lengths starting at 0 (sequence i is rows cu[i]:cu[i+1]). Like
            flash-attn, their contents are not checked (that would synchronize the GPU).
        max_seqlen_q, max_seqlen_k: int, the longest sequence of each.
        The rest as ``flash_attn_func``; causal aligns each sequence's mask bottom-right;
        alibi_slopes is (nheads,) or (batch_size, nheads); block_table must be None.
    Returns:
        out: (total_q, nheads, headdim), or with return_attn_probs the tuple
        (out, softmax_lse (nheads, total_q) fp32, S_dmask or None).
    """
    _check_varlen_args(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                       alibi_slopes, block_table)
    _check_args(q.unsqueeze(0), k.unsqueeze(0), v.unsqueeze(0), dropout_p, softmax_scale,
                window_size, softcap, None)
    return _attention(q, k, v, cu_seqlens_q, cu_seqlens_k, int(max_seqlen_q), int(max_seqlen_k),
                      dropout_p, softmax_scale, causal, alibi_slopes, deterministic,
                      return_attn_probs)


def _unpack(packed, name, count, shape, axis=2):
    """Split q/k/v packed along `axis` (2: batched (B, N, n, H, D); 1: varlen (T, n, H, D))."""
    if (not isinstance(packed, torch.Tensor) or packed.dim() != axis + 3
            or packed.shape[axis] != count):
        got = tuple(packed.shape) if isinstance(packed, torch.Tensor) else type(packed).__name__
        raise ValueError(f"featherattn: {name} must have shape {shape}; got {got}.")
    return packed.unbind(axis)


def flash_attn_qkvpacked_func(qkv, dropout_p=0.0, softmax_scale=None, causal=False,
                              window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                              deterministic=False, return_attn_probs=False):
    """flash-attn 2's ``flash_attn_qkvpacked_func``: qkv (batch, seqlen, 3, nheads, headdim).
    Other arguments and the return as ``flash_attn_func``."""
    q, k, v = _unpack(qkv, "qkv", 3, "(batch_size, seqlen, 3, nheads, headdim)")
    return flash_attn_func(q, k, v, dropout_p, softmax_scale, causal, window_size, softcap,
                           alibi_slopes, deterministic, return_attn_probs)


def flash_attn_kvpacked_func(q, kv, dropout_p=0.0, softmax_scale=None, causal=False,
                             window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                             deterministic=False, return_attn_probs=False):
    """flash-attn 2's ``flash_attn_kvpacked_func``: kv (batch, seqlen_k, 2, nheads_k,
    headdim). Other arguments and the return as ``flash_attn_func``."""
    k, v = _unpack(kv, "kv", 2, "(batch_size, seqlen_k, 2, nheads_k, headdim)")
    return flash_attn_func(q, k, v, dropout_p, softmax_scale, causal, window_size, softcap,
                           alibi_slopes, deterministic, return_attn_probs)


def flash_attn_varlen_qkvpacked_func(qkv, cu_seqlens, max_seqlen, dropout_p=0.0,
                                     softmax_scale=None, causal=False, window_size=(-1, -1),
                                     softcap=0.0, alibi_slopes=None, deterministic=False,
                                     return_attn_probs=False):
    """flash-attn 2's ``flash_attn_varlen_qkvpacked_func``: qkv (total, 3, nheads, headdim),
    one cu_seqlens and max_seqlen for queries and keys. The rest as
    ``flash_attn_varlen_func``."""
    q, k, v = _unpack(qkv, "qkv", 3, "(total, 3, nheads, headdim)", axis=1)
    return flash_attn_varlen_func(q, k, v, cu_seqlens, cu_seqlens, max_seqlen, max_seqlen,
                                  dropout_p, softmax_scale, causal, window_size, softcap,
                                  alibi_slopes, deterministic, return_attn_probs)


def flash_attn_varlen_kvpacked_func(q, kv, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                                    dropout_p=0.0, softmax_scale=None, causal=False,
                                    window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                                    deterministic=False, return_attn_probs=False):
    """flash-attn 2's ``flash_attn_varlen_kvpacked_func``: kv (total_k, 2, nheads_k, headdim).
    The rest as ``flash_attn_varlen_func``."""
    k, v = _unpack(kv, "kv", 2, "(total_k, 2, nheads_k, headdim)", axis=1)
    return flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                  max_seqlen_k, dropout_p, softmax_scale, causal, window_size,
                                  softcap, alibi_slopes, deterministic, return_attn_probs)


# ---- drop-in for trainers ----

def _private_scale(fn_name, q, k, v, dropout_p, softmax_scale, window_size, softcap,
                   alibi_slopes):
    """Validate a call of flash-attn's private forward or backward; return the softmax scale."""
    _check_args(q, k, v, dropout_p, softmax_scale, window_size, softcap, alibi_slopes)
    if dropout_p or alibi_slopes is not None:
        raise ValueError(f"featherattn: {fn_name} supports no dropout or ALiBi; got "
                         f"dropout_p={dropout_p}, alibi_slopes="
                         f"{None if alibi_slopes is None else tuple(alibi_slopes.shape)}. "
                         f"flash_attn_func serves them.")
    return _softmax_scale(q, softmax_scale)


def _flash_attn_forward(q, k, v, dropout_p, softmax_scale, causal, window_size_left=-1,
                        window_size_right=-1, softcap=0.0, alibi_slopes=None,
                        return_softmax=False):
    """flash-attn 2.7's private ``_flash_attn_forward``, which some trainers import (musubi-tuner
    imports it beside flash_attn_func): no autograd; returns (out, softmax_lse, None, None).
    Dropout, ALiBi and return_softmax raise ValueError here."""
    scale = _private_scale("_flash_attn_forward", q, k, v, dropout_p, softmax_scale,
                           (window_size_left, window_size_right), softcap, alibi_slopes)
    if return_softmax:
        raise ValueError("featherattn: _flash_attn_forward cannot return the attention matrix "
                         "(return_softmax=True); only return_softmax=False is supported.")
    q, k, v = (_last_dim_contiguous(t) for t in (q, k, v))
    out, lse = _fwd_impl(q, k, v, None, None, q.shape[1], k.shape[1], scale, bool(causal))
    return out, lse, None, None


def _flash_attn_backward(dout, q, k, v, out, softmax_lse, dq, dk, dv, dropout_p, softmax_scale,
                         causal, window_size_left=-1, window_size_right=-1, softcap=0.0,
                         alibi_slopes=None, deterministic=False, rng_state=None):
    """flash-attn 2.7's private ``_flash_attn_backward``: writes dq, dk, dv (each may be None)
    from the forward's out and softmax_lse; returns softmax_d = rowsum(dout * out), shape
    (batch, nheads, seqlen_q) fp32. Dropout and ALiBi raise ValueError."""
    scale = _private_scale("_flash_attn_backward", q, k, v, dropout_p, softmax_scale,
                           (window_size_left, window_size_right), softcap, alibi_slopes)
    dout, q, k, v, out = (_last_dim_contiguous(t) for t in (dout, q, k, v, out))
    grads = _bwd_impl(dout, q, k, v, out, softmax_lse.contiguous(), None, None, q.shape[1],
                      k.shape[1], scale, bool(causal))
    for dst, grad in zip((dq, dk, dv), grads):
        if dst is not None:
            dst.copy_(grad)
    return (dout.float() * out.float()).sum(-1).transpose(1, 2).contiguous()


# What `flash_attn.__version__` reads after patch_flash_attn(): trainers gate features on
# flash-attn >= 2.x; 2.7.4 is the flash-attn 2 release whose interface this module mirrors.
FLASH_ATTN_VERSION = "2.7.4"
_FLASH_ATTN_MODULES = ("flash_attn", "flash_attn.flash_attn_interface")
_saved_flash_attn = None


def patch_flash_attn():
    """Make ``import flash_attn`` and ``from flash_attn(.flash_attn_interface) import
    flash_attn_func, flash_attn_varlen_func, ...`` (and the interface's private
    ``_flash_attn_forward``/``_flash_attn_backward``) resolve to FeatherAttn, whether or not
    flash-attn is installed. Call it before the trainer imports flash_attn; calling it again
    does nothing. ``unpatch_flash_attn()`` restores what was there."""
    global _saved_flash_attn
    if _saved_flash_attn is not None:
        return
    _saved_flash_attn = {name: sys.modules.get(name) for name in _FLASH_ATTN_MODULES}
    package = types.ModuleType("flash_attn", "FeatherAttn standing in for flash-attn 2.")
    package.__path__ = []
    package.__spec__ = importlib.machinery.ModuleSpec("flash_attn", None, is_package=True)
    package.__version__ = FLASH_ATTN_VERSION
    interface = types.ModuleType("flash_attn.flash_attn_interface")
    for fn in (flash_attn_func, flash_attn_varlen_func, flash_attn_qkvpacked_func,
               flash_attn_kvpacked_func, flash_attn_varlen_qkvpacked_func,
               flash_attn_varlen_kvpacked_func):
        setattr(package, fn.__name__, fn)
        setattr(interface, fn.__name__, fn)
    interface._flash_attn_forward = _flash_attn_forward
    interface._flash_attn_backward = _flash_attn_backward
    package.flash_attn_interface = interface
    sys.modules["flash_attn"] = package
    sys.modules["flash_attn.flash_attn_interface"] = interface


def unpatch_flash_attn():
    """Undo ``patch_flash_attn()``; harmless when nothing is patched."""
    global _saved_flash_attn
    if _saved_flash_attn is None:
        return
    for name, module in _saved_flash_attn.items():
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
                    dropout_p, scale, (-1, -1), 0.0, None)
    except ValueError:
        return False
    return True


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
_MISSING = object()


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
    value head dim below the query's (MLA) is zero-padded and the output cropped, and a
    sliding window no longer than the longest key sequence changes nothing and is ignored.
    """
    if softcap or s_aux is not None:
        raise ValueError(f"featherattn: softcap and attention sinks (s_aux) are not supported; "
                         f"got softcap={softcap}, s_aux="
                         f"{None if s_aux is None else tuple(s_aux.shape)}.")
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
    if sliding_window is not None and longest_k > sliding_window:
        raise ValueError(f"featherattn: sliding windows are not supported; got "
                         f"sliding_window={sliding_window} with key sequences of up to "
                         f"{longest_k} tokens (a window at least that long would be ignored).")
    if varlen is None:
        out = flash_attn_func(q, k, v, dropout, scaling, is_causal)
    else:
        flat = [t.reshape(-1, t.shape[2], D) for t in (q, k, v)]  # (total, H, D)
        if rows is not None:  # drop the padding tokens
            flat = [flat[0][rows[0]], flat[1][rows[1]], flat[2][rows[1]]]
        out = flash_attn_varlen_func(*flat, *varlen, max_q, max_k, dropout, scaling, is_causal)
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
