"""The kernels against the float64 reference (forward, backward, block ranges, packed sequences,
features), argument validation, routing, logging, the tuning cache, torch.compile, GPU-only cases."""

import logging
import os
import warnings
import subprocess
import sys

import pytest
import torch

# conftest first: without a GPU it sets TRITON_INTERPRET=1, which featherattn reads at import.
from conftest import (BF16, DEVICE, F16, assert_close_to_ref, attention_ref, check_forward,
                      check_grads, chunked_ref_attention, make_inputs, needs_gpu,
                      packed_inputs, packed_ref_grads, ref_grads, rel_err)

import featherattn as fa

HERE = os.path.dirname(os.path.abspath(__file__))


# ---- the kernels: forward and backward ----

def case(B, Nq, Nk, H, Hk, D, causal, dtype):
    tag = "bf16" if dtype == torch.bfloat16 else "fp16"
    return pytest.param(B, Nq, Nk, H, Hk, D, causal, dtype,
                        id=f"B{B}-Nq{Nq}-Nk{Nk}-H{H}/{Hk}-D{D}-{'causal' if causal else 'full'}-{tag}")


CASES = [
    case(1, 1, 1, 1, 1, 32, True, F16),
    case(2, 61, 61, 4, 1, 72, True, BF16),       # GQA 4:1, head dim not a power of two
    case(2, 61, 61, 4, 1, 72, False, F16),
    case(1, 63, 130, 2, 2, 64, True, BF16),      # Nq < Nk
    case(1, 130, 63, 4, 2, 64, True, F16),       # Nq > Nk: 67 rows see no key
    case(1, 130, 63, 2, 1, 128, False, BF16),    # MQA
    case(1, 63, 97, 3, 1, 96, True, F16),
    case(1, 33, 17, 2, 1, 256, True, BF16),
    case(1, 33, 17, 2, 2, 256, False, F16),
    case(2, 64, 64, 2, 2, 32, False, BF16),      # exact block multiples
    case(1, 17, 130, 2, 1, 128, True, F16),
    case(1, 1, 97, 2, 2, 64, True, BF16),        # one query row
    case(1, 97, 1, 2, 2, 64, True, F16),         # one key: 96 rows see nothing
    case(1, 97, 63, 2, 2, 40, False, F16),
]


@pytest.mark.parametrize("B, Nq, Nk, H, Hk, D, causal, dtype", CASES)
def test_native_forward_and_backward_match_reference(B, Nq, Nk, H, Hk, D, causal, dtype, poisoned):
    q, k, v, do = make_inputs(B, Nq, Nk, H, Hk, D, dtype)
    scale = D ** -0.5
    call = fa._call(q, k, scale, causal)
    out, lse = fa._native_forward(q, k, v, call)
    check_forward(out, lse, q, k, v, causal, scale)
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]  # poisoned
    fa._native_backward(do, q, k, v, out, lse, *grads, call)
    check_grads(grads, q, k, v, do, causal, scale)
    # The public autograd path runs the same kernels: bit-identical, and so deterministic.
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("FEATHERATTN_FORWARD", "native")
        public = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=causal), leaves, do)
    for g, p in zip(grads, public):
        assert torch.equal(g, p)


def shipped_configs():
    """Every distinct shipped config set, with the Triton-version tables too, and whether
    its family runs the dK/dV kernel as one masked loop (RDNA) or split (the others)."""
    seen = []
    tables = [(f, t) for f, t in fa._CONFIGS.items()]
    tables += [(f"{f}-before-{'.'.join(map(str, v))}", t) for (f, v), t in fa._OLDER_TRITON_CONFIGS.items()]
    for family, table in tables:
        for bucket, cfg in table.items():
            split = fa._family_splits_dkdv(family.split("-")[0], bucket)
            # dropout's own dK/dV tiles run in test_dropout.py (a call without dropout never
            # takes them)
            key = ({n: t for n, t in cfg.items() if n != "dkdv_dropout"}, split)
            if key not in seen:
                seen.append(key)
                yield pytest.param(cfg, split, id=f"{family}-D{bucket}-" + "-".join(
                    f"{n}{c[0]}x{c[1]}c{c[4]}" for n, c in cfg.items()))


@pytest.mark.parametrize("cfg, split", list(shipped_configs()))
@pytest.mark.parametrize("Nq, Nk", [(200, 137), (137, 200)])
def test_every_shipped_config_is_correct(cfg, split, Nq, Nk, poisoned, monkeypatch):
    # Block logic (causal and window bounds, diagonal masks) depends on BLOCK_M vs BLOCK_N.
    # Head dim 80: sliced reductions take a partial last slice (80 = 32 + 32 + 16).
    monkeypatch.setattr(fa, "_split_dkdv", lambda device, head_dim: split)
    q, k, v, do = make_inputs(1, Nq, Nk, 2, 1, 80, F16, seed=2)
    # Nq < Nk: a window and softcap too (tables may give dK/dV its own softcap tile).
    mods = dict(window=(70, -1), softcap=20.0) if Nq < Nk else {}
    call = fa._call(q, k, 0.125, True, **mods)
    out, lse = fa._native_forward(q, k, v, call, config=cfg)
    check_forward(out, lse, q, k, v, True, 0.125, **mods)
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]
    fa._native_backward(do, q, k, v, out, lse, *grads, call, config=cfg)
    check_grads(grads, q, k, v, do, True, 0.125, **mods)


@pytest.mark.skipif(not fa._INTERPRET, reason="the interpreter reads the flag per call")
def test_opaque_head_dim_loop_gives_the_same_results(monkeypatch):
    # Before Triton 3.6 the sliced reductions loop to HEAD_DIM + program_id(2)
    # (_OPAQUE_D_LOOP): the same slices as the constant bound, forward and backward.
    q, k, v, do = make_inputs(1, 45, 38, 2, 1, 80, F16, seed=3)
    call = fa._call(q, k, 0.125, True)
    cfg = fa._CONFIGS["interpret"][128]  # sliced: 80 = 32 + 32 + 16
    results = []
    for opaque in (False, True):
        monkeypatch.setattr(fa, "_OPAQUE_D_LOOP", fa.tl.constexpr(opaque))
        out, lse = fa._native_forward(q, k, v, call, config=cfg)
        grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]
        fa._native_backward(do, q, k, v, out, lse, *grads, call, config=cfg)
        results.append([out, lse, *grads])
    check_grads(results[1][2:], q, k, v, do, True, 0.125)
    for a, b in zip(*results):
        assert torch.equal(a, b)


# Window x causal x GQA, softcap with window, ALiBi with causal and Nq != Nk, sinks with
# window; odd sizes, both dtypes, the resident (D <= 64) and sliced (D > 64) interpreter
# tiles. window=(left, right) as flash-attn: -1 unbounded; causal makes right 0.
FEATURES = [
    pytest.param(dict(B=1, Nq=37, Nk=50, H=4, Hk=2, D=40, causal=False, window=(5, 3)),
                 F16, id="window-5-3-gqa-nq<nk"),
    pytest.param(dict(B=2, Nq=50, Nk=37, H=2, Hk=1, D=64, causal=True, window=(7, -1)),
                 BF16, id="window-7-causal-nq>nk"),
    pytest.param(dict(B=1, Nq=33, Nk=33, H=2, Hk=2, D=72, causal=False, window=(-1, 4)),
                 F16, id="window-right-only"),
    pytest.param(dict(B=1, Nq=41, Nk=41, H=2, Hk=1, D=96, causal=False, window=(0, 0)),
                 BF16, id="window-diagonal-only"),
    pytest.param(dict(B=1, Nq=45, Nk=60, H=3, Hk=1, D=96, causal=False, window=(9, 2),
                      softcap=5.0), BF16, id="softcap-window"),
    pytest.param(dict(B=1, Nq=33, Nk=29, H=2, Hk=2, D=128, causal=True, softcap=2.0),
                 F16, id="softcap-causal-sliced"),
    pytest.param(dict(B=2, Nq=29, Nk=47, H=4, Hk=2, D=64, causal=True, alibi="batch"),
                 F16, id="alibi-causal-nq<nk"),
    pytest.param(dict(B=1, Nq=47, Nk=29, H=2, Hk=1, D=48, causal=False, alibi="heads"),
                 BF16, id="alibi-full-nq>nk"),
    pytest.param(dict(B=1, Nq=39, Nk=39, H=4, Hk=2, D=64, causal=True, window=(6, -1),
                      sinks=True), BF16, id="sinks-window-gqa"),
    pytest.param(dict(B=1, Nq=40, Nk=17, H=2, Hk=2, D=32, causal=True, sinks=True),
                 F16, id="sinks-rows-without-keys"),
    pytest.param(dict(B=1, Nq=35, Nk=44, H=2, Hk=1, D=256, causal=True, window=(11, -1),
                      softcap=8.0, alibi="heads", sinks=True), BF16, id="everything-d256"),
]


def feature_inputs(p, dtype, seed):
    q, k, v, do = make_inputs(p["B"], p["Nq"], p["Nk"], p["H"], p["Hk"], p["D"], dtype, seed=seed)
    g = torch.Generator().manual_seed(seed + 1)
    slopes = {None: None, "heads": torch.rand(p["H"], generator=g),
              "batch": torch.rand(p["B"], p["H"], generator=g)}[p.get("alibi")]
    mods = dict(window=p.get("window", (-1, -1)), softcap=p.get("softcap", 0.0))
    if p.get("sinks"):
        mods["sinks"] = torch.randn(p["H"], generator=g).to(DEVICE)
    return q, k, v, do, None if slopes is None else slopes.to(DEVICE), mods


@pytest.mark.parametrize("p, dtype", FEATURES)
def test_features_forward_and_backward(p, dtype, poisoned):
    q, k, v, do, slopes, mods = feature_inputs(p, dtype, seed=30)
    scale, causal = p["D"] ** -0.5, p["causal"]
    call = fa._call(q, k, scale, causal, alibi_slopes=slopes, **mods)
    out, lse = fa._native_forward(q, k, v, call)
    check_forward(out, lse, q, k, v, causal, scale, slopes, **mods)
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]
    dsinks = fa._native_backward(do, q, k, v, out, lse, *grads, call)
    names = ("dq", "dk", "dv")
    if "sinks" in mods:
        grads, names = grads + [dsinks], names + ("dsinks",)
    check_grads(grads, q, k, v, do, causal, scale, slopes, names=names, **mods)
    # The public function: the same numbers, the sinks' gradient through autograd.
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    sinks = mods.pop("sinks", None)
    if sinks is not None:
        sinks = sinks.clone().requires_grad_()
        leaves.append(sinks)
    public_out = fa.flash_attn_func(*leaves[:3], causal=causal, window_size=mods["window"],
                                    softcap=mods["softcap"], alibi_slopes=slopes, sinks=sinks)
    public = torch.autograd.grad(public_out, leaves, do)
    if DEVICE == "cpu":  # on a GPU AITER's forward may pair with the backward instead
        assert torch.equal(public_out, out)
        for g, pub in zip(grads, public):
            assert torch.equal(g.to(pub.dtype), pub)


@pytest.fixture(scope="module")
def block_probe():
    """A kernel that returns what the block-range helpers compute, so they can be checked
    against a brute-force enumeration of visible (query, key) pairs."""
    import triton
    import triton.language as tl

    @triton.jit
    def probe(Out, start, n_q, n_k, win_left, win_right, BLOCK_M: tl.constexpr,
              BLOCK_N: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr):
        lo, hi, full_lo, full_hi = fa._key_blocks(start, n_q, n_k, win_left, win_right, BLOCK_M,
                                                  BLOCK_N, MASK_LEFT, MASK_RIGHT)
        q_lo, q_hi, q_full_lo, q_full_hi = fa._query_blocks(
            start, n_q, n_k, win_left, win_right, BLOCK_M, BLOCK_N, MASK_LEFT, MASK_RIGHT)
        tl.store(Out + 0, lo)
        tl.store(Out + 1, hi)
        tl.store(Out + 2, full_lo)
        tl.store(Out + 3, full_hi)
        tl.store(Out + 4, q_lo)
        tl.store(Out + 5, q_hi)
        tl.store(Out + 6, q_full_lo)
        tl.store(Out + 7, q_full_hi)

    def run(start, n_q, n_k, left, right, bm, bn):
        out = torch.zeros(8, dtype=torch.int32, device=DEVICE)
        probe[(1,)](out, start, n_q, n_k, max(left, 0), max(right, 0), BLOCK_M=bm, BLOCK_N=bn,
                    MASK_LEFT=left >= 0, MASK_RIGHT=right >= 0)
        return out.tolist()
    return run


@pytest.mark.parametrize("n_q, n_k, left, right", [
    (50, 50, -1, -1), (37, 70, -1, 0), (70, 37, -1, 0), (64, 64, 16, 0), (50, 90, 5, 3),
    (90, 50, 0, 0), (45, 45, -1, 7), (33, 80, 12, -1), (80, 33, 3, 40)])
def test_block_ranges_are_exact(block_probe, n_q, n_k, left, right):
    """The forward and dQ visit key blocks [lo, hi) and skip the mask on [full_lo, full_hi);
    dK/dV visits query blocks the same way. Check them against brute force: every block
    with a visible pair is visited, none without; an unmasked block is visible whole. This
    is what makes a window cost O(N * window)."""
    def in_band(i, j):
        d = i + n_k - n_q
        return (right < 0 or j <= d + right) and (left < 0 or j >= d - left)

    def visible(i, j):
        return 0 <= i < n_q and 0 <= j < n_k and in_band(i, j)
    for bm, bn in ((16, 32), (32, 16)):
        for start in range(0, n_q, bm):
            lo, hi, full_lo, full_hi, *_ = block_probe(start, n_q, n_k, left, right, bm, bn)
            rows = range(start, min(start + bm, n_q))
            seen = [b for b in range(-(-n_k // bn)) if any(visible(i, j) for i in rows
                                                         for j in range(b * bn, (b + 1) * bn))]
            whole = [b for b in seen if all(visible(i, j) for i in rows
                                            for j in range(b * bn, (b + 1) * bn))]
            assert (seen == list(range(lo, hi))) or (not seen and lo == hi), (start, bm, bn)
            assert list(range(full_lo, full_hi)) == whole, (start, bm, bn)
        for start in range(0, n_k, bn):
            *_, lo, hi, full_lo, full_hi = block_probe(start, n_q, n_k, left, right, bm, bn)
            cols = range(start, start + bn)
            seen = [b for b in range(-(-n_q // bm)) if any(visible(i, j) for i in range(b * bm, (b + 1) * bm)
                                                         for j in cols)]
            # dK/dV has no key bound (a padded key's dK / dV row is never stored): a whole
            # block keeps every column of the key block in the band, padded ones included.
            whole = [b for b in seen if all(in_band(i, j) for i in range(b * bm, (b + 1) * bm)
                                            for j in cols)]
            assert (seen == list(range(lo, hi))) or (not seen and lo == hi), (start, bm, bn)
            assert list(range(full_lo, full_hi)) == whole, (start, bm, bn)


# ---- packed sequences and packed tensors ----
# Per sequence: Nq > Nk and Nq < Nk (causal rows with no key), a single row, one key; and
# empty sequences, as sd-scripts and musubi-tuner pack them (a padding segment after each
# caption, empty when the caption fills its slot): keys without queries, queries without keys.
VARLEN = [([37, 1, 64, 20], [50, 3, 64, 1]), ([97], [33]), ([12, 0, 7, 5], [12, 9, 0, 5])]


@pytest.mark.parametrize("lens_q, lens_k", VARLEN, ids=["4seqs", "1seq", "empty-seqs"])
@pytest.mark.parametrize("causal", [True, False], ids=["causal", "full"])
@pytest.mark.parametrize("dtype", [F16, BF16], ids=["fp16", "bf16"])
def test_varlen_native_forward_and_backward_match_reference(lens_q, lens_k, causal, dtype, poisoned):
    q, k, v, do, cu_q, cu_k = packed_inputs(lens_q, lens_k, 4, 2, 72, dtype, seed=13)
    scale = 72 ** -0.5
    args = (cu_q, cu_k, max(lens_q), max(lens_k))
    call = fa._call(q, k, scale, causal, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k,
                    max_seqlen_q=max(lens_q), max_seqlen_k=max(lens_k))
    out, lse = fa._native_forward(q, k, v, call)
    assert lse.shape == (4, sum(lens_q))
    cq, ck = cu_q.tolist(), cu_k.tolist()
    for i in range(len(lens_q)):
        seq = [t[None, a:b] for t, (a, b) in zip((q, k, v), [cq[i:i + 2], ck[i:i + 2], ck[i:i + 2]])]
        if lens_q[i] and lens_k[i]:
            check_forward(out[None, cq[i]:cq[i + 1]], lse[None, :, cq[i]:cq[i + 1]], *seq, causal, scale)
        else:  # a sequence without keys gives zeros
            assert not out[cq[i]:cq[i + 1]].any() and not lse[:, cq[i]:cq[i + 1]].any()
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]  # poisoned
    fa._native_backward(do, q, k, v, out, lse, *grads, call)
    truth, low = packed_ref_grads(q, k, v, do, cu_q, cu_k, causal, scale, dtype)
    for name, g, t, lo in zip(("dq", "dk", "dv"), grads, truth, low):
        assert_close_to_ref(g, t, lo, name)  # over the packed tensor, as flash-attn's tests
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("FEATHERATTN_FORWARD", "native")
        out2, lse2, _ = fa.flash_attn_varlen_func(*leaves, *args, causal=causal,
                                                  return_attn_probs=True)
    assert torch.equal(out2, out) and torch.equal(lse2, lse)
    for g, p in zip(grads, torch.autograd.grad(out2, leaves, do)):
        assert torch.equal(g, p)


@pytest.mark.parametrize("dtype", [F16, BF16], ids=["fp16", "bf16"])
def test_varlen_features(dtype, poisoned):
    """Window, softcap, ALiBi per sequence and sinks, packed, against each sequence alone."""
    lens_q, lens_k = [29, 1, 40], [35, 6, 22]
    q, k, v, do, cu_q, cu_k = packed_inputs(lens_q, lens_k, 4, 2, 48, dtype, seed=31)
    g = torch.Generator().manual_seed(32)
    slopes = torch.rand(3, 4, generator=g).to(DEVICE)
    sinks = torch.randn(4, generator=g).to(DEVICE).requires_grad_()
    mods = dict(window_size=(9, 4), softcap=6.0, alibi_slopes=slopes)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)] + [sinks]
    out = fa.flash_attn_varlen_func(*leaves[:3], cu_q, cu_k, 40, 35, causal=True, sinks=sinks, **mods)
    got = torch.autograd.grad(out, leaves, do)
    cq, ck = cu_q.tolist(), cu_k.tolist()
    dsinks_truth = dsinks_low = 0
    for i in range(3):
        rq, rk = slice(cq[i], cq[i + 1]), slice(ck[i], ck[i + 1])
        seq = [t[None, r] for t, r in zip((q, k, v, do), (rq, rk, rk, rq))]
        ref_mods = dict(window=(9, 4), softcap=6.0, sinks=sinks.detach())
        truth = ref_grads(*seq, True, 48 ** -0.5, slopes[i], **ref_mods)
        low = ref_grads(*seq, True, 48 ** -0.5, slopes[i], dtype=dtype, **ref_mods)
        for name, gr, r, tr, lo in zip(("dq", "dk", "dv"), got, (rq, rk, rk), truth, low):
            assert_close_to_ref(gr[None, r], tr, lo, f"sequence {i} {name}")
        dsinks_truth, dsinks_low = dsinks_truth + truth[3], dsinks_low + low[3].double()
    assert_close_to_ref(got[3], dsinks_truth, dsinks_low, "dsinks")


def test_varlen_max_seqlen_too_small_and_rows_outside_sequences(poisoned):
    """A max_seqlen below the longest sequence costs speed, never correctness (the kernels
    walk a long sequence with the grid's stride); rows after cu_seqlens[-1] get zeros."""
    lens = [70, 133, 21]
    q, k, v, do, cu, _ = packed_inputs(lens, lens, 2, 1, 64, BF16, seed=33)
    cu = cu[:3]  # the last 21 rows are outside every sequence
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    want_out = fa.flash_attn_varlen_func(*leaves, cu, cu, 133, 133, causal=True)
    want = torch.autograd.grad(want_out, leaves, do)
    for max_seqlen in (40, 8, 0):
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        out = fa.flash_attn_varlen_func(*leaves, cu, cu, max_seqlen, max_seqlen, causal=True)
        got = torch.autograd.grad(out, leaves, do)
        assert torch.equal(out, want_out), max_seqlen
        for a, b in zip(got, want):
            assert torch.equal(a, b), max_seqlen
    assert not want_out[203:].any() and not any(g[203:].any() for g in want)
    truth, low = packed_ref_grads(q[:203], k[:203], v[:203], do[:203], cu, cu, True, 0.125, BF16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), want, truth, low):
        assert_close_to_ref(g[:203], t, lo, name)


def lse_loss_grads(q, k, v, do, w, causal, dtype, sinks=None, **mods):
    """Gradients of (out * do).sum() + (softmax_lse * w).sum() through the float reference in
    `dtype` (float64: the truth), for q, k, v (and sinks)."""
    leaves = [t.detach().to(dtype).requires_grad_() for t in (q, k, v)]
    if sinks is not None:
        leaves.append(sinks.detach().to(dtype).requires_grad_())
    out, lse = attention_ref(*leaves[:3], causal, q.shape[-1] ** -0.5, dtype=dtype,
                             sinks=leaves[3] if sinks is not None else None, **mods)
    loss = (out.to(dtype) * do.to(dtype)).sum() + (lse.to(dtype) * w.to(dtype)).sum()
    return torch.autograd.grad(loss, leaves)


@pytest.mark.parametrize("dtype", [F16, BF16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("causal, mods", [
    pytest.param(False, {}, id="full"),
    pytest.param(True, dict(window=(6, -1), softcap=5.0), id="causal-window-softcap"),
    pytest.param(True, dict(sinks=True), id="causal-sinks"),
])
def test_softmax_lse_is_differentiable(dtype, causal, mods, poisoned):
    """A loss on softmax_lse (z-loss, merging attention chunks in autograd, as
    context-parallel code does) gets the true gradient: flash-attn drops it, and FeatherAttn
    dropped it silently (dq 0.39 relative off). dS gains p * dlse: Delta - dlse in the
    kernels. Against float64, within twice PyTorch's own error."""
    q, k, v, do = make_inputs(1, 37, 45, 4, 2, 40, dtype, seed=36)
    w = torch.randn(1, 4, 37, device=DEVICE)
    sinks = torch.randn(4, device=DEVICE) if mods.pop("sinks", False) else None
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    if sinks is not None:
        leaves.append(sinks.clone().requires_grad_())
    out, lse, _ = fa.flash_attn_func(*leaves[:3], causal=causal, return_attn_probs=True,
                                     sinks=leaves[3] if sinks is not None else None,
                                     window_size=mods.get("window", (-1, -1)),
                                     softcap=mods.get("softcap", 0.0))
    got = torch.autograd.grad((out.float() * do.float()).sum() + (lse * w).sum(), leaves)
    truth = lse_loss_grads(q, k, v, do, w, causal, torch.float64, sinks, **mods)
    low = lse_loss_grads(q, k, v, do, w, causal, dtype, sinks, **mods)
    for name, g, t, lo in zip(("dq", "dk", "dv", "dsinks"), got, truth, low):
        assert_close_to_ref(g, t.cpu(), lo.cpu(), name)
    # softmax_lse alone: dv is exactly zero (lse does not depend on v).
    out, lse, _ = fa.flash_attn_func(*leaves[:3], causal=causal, return_attn_probs=True)
    got = torch.autograd.grad((lse * w).sum(), leaves[:3])
    assert not got[2].any()
    truth = lse_loss_grads(q, k, v, torch.zeros_like(do), w, causal, torch.float64)
    low = lse_loss_grads(q, k, v, torch.zeros_like(do), w, causal, dtype)
    for name, g, t, lo in zip(("dq", "dk"), got, truth, low):
        assert_close_to_ref(g, t.cpu(), lo.cpu(), f"lse only {name}")


def test_softmax_lse_gradient_packed_and_compiled():
    """The same through the packed path (lse (H, total_q)), under torch.compile, and on the
    CPU reference path (no interpreter)."""
    lens = [11, 0, 20]
    q, k, v, do, cu, _ = packed_inputs(lens, lens, 2, 1, 32, F16, seed=37)
    w = torch.randn(2, sum(lens), device=DEVICE)

    def loss(fn, leaves):
        out, lse, _ = fn(*leaves, cu, cu, 20, 20, causal=True, return_attn_probs=True)
        return (out.float() * do.float()).sum() + (lse * w).sum()
    truth, low = [], []
    for dtype, grads in ((torch.float64, truth), (F16, low)):
        parts = [lse_loss_grads(*(t[None, a:b] for t in (q, k, v, do)), w[None, :, a:b], True, dtype)
                 for a, b in ((0, 11), (11, 31))]
        grads.extend(torch.cat([p[i][0] for p in parts]) for i in range(3))
    for fn in (fa.flash_attn_varlen_func, torch.compile(fa.flash_attn_varlen_func, fullgraph=True)):
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        got = torch.autograd.grad(loss(fn, leaves), leaves)
        for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
            assert_close_to_ref(g, t.cpu(), lo.cpu(), f"{getattr(fn, '__name__', 'compiled')} {name}")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(fa, "_INTERPRET", False)
        leaves = [t.cpu().clone().requires_grad_() for t in (q, k, v)]
        out, lse, _ = fa.flash_attn_varlen_func(*leaves, cu.cpu(), cu.cpu(), 20, 20, causal=True,
                                                return_attn_probs=True)
        got = torch.autograd.grad((out.float() * do.cpu().float()).sum() + (lse * w.cpu()).sum(),
                                  leaves)
        for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
            assert_close_to_ref(g, t.cpu(), lo.cpu(), f"reference path {name}")


BAD_OFFSETS_SCRIPT = r"""
import os, sys, torch
sys.path.insert(0, sys.argv[1])
from conftest import DEVICE, attention_ref
import featherattn as fa
torch.manual_seed(0)
q, k, v = (torch.randn(20, 2, 16, dtype=torch.float16, device=DEVICE) for _ in range(3))
# A strided view: the kernels would read it as contiguous (flash-attn checks too).
cu = torch.tensor([0, 99, 5, 99, 12, 99, 20], dtype=torch.int32, device=DEVICE)[::2]
try:
    fa.flash_attn_varlen_func(q, k, v, cu, cu, 8, 8)
    raise SystemExit("a strided cu_seqlens ran")
except ValueError as e:
    assert "cu_seqlens_q must be contiguous" in str(e), e
for offsets in ([0, 5, 12, 30], [-4, 5, 12, 20], [0, 5, 25, 30], [0, 12, 5, 20]):
    cu = torch.tensor(offsets, dtype=torch.int32, device=DEVICE)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_varlen_func(*leaves, cu, cu, 12, 12, causal=True)
    out.float().sum().backward()
    assert torch.isfinite(out).all() and all(torch.isfinite(t.grad).all() for t in leaves)
    spans = fa._clamped_spans(offsets, 20)
    if all(a.stop <= b.start for a, b in zip(spans, spans[1:])):  # no rows shared
        covered = torch.zeros(20, dtype=torch.bool)
        for rows in spans:
            covered[rows] = True
            if rows.stop > rows.start:
                seq = [t[None, rows] for t in (q, k, v)]
                ref = attention_ref(*seq, True, 0.25)[0][0]
                low = attention_ref(*seq, True, 0.25, dtype=torch.float16)[0][0]
                err = (out[rows].double() - ref).abs().max().item()
                bound = 2 * (low.double() - ref).abs().max().item() + 1e-6  # 2x PyTorch fp16
                assert err <= bound, (offsets, rows, err, bound)
        assert not out[~covered.to(out.device)].any(), offsets  # rows outside: zeros
    os.environ["FEATHERATTN_CHECK"] = "1"
    try:
        fa.flash_attn_varlen_func(q, k, v, cu, cu, 12, 12, causal=True)
        raise SystemExit(f"FEATHERATTN_CHECK=1 let {offsets} through")
    except ValueError as e:
        assert "cu_seqlens_q must start at 0" in str(e) and "FEATHERATTN_CHECK=1" in str(e), e
    del os.environ["FEATHERATTN_CHECK"]
print("OK")
"""


def test_varlen_bad_offsets_raise_or_are_clamped(tmp_path):
    """cu_seqlens as a data collator can get them wrong: a strided tensor raises; values
    outside [0, total] or decreasing give clamped (empty or truncated) sequences, never an
    access outside the tensors; FEATHERATTN_CHECK=1 raises instead. In a subprocess: the
    unclamped kernels corrupted the heap and aborted the process."""
    script = tmp_path / "bad_offsets.py"
    script.write_text(BAD_OFFSETS_SCRIPT)
    res = subprocess.run([sys.executable, str(script), os.path.dirname(os.path.abspath(__file__))],
                         capture_output=True, text=True, timeout=600)
    assert res.returncode == 0 and res.stdout.strip().endswith("OK"), res.stderr[-3000:]


def test_varlen_grid_is_bounded_by_the_tokens(monkeypatch):
    """max_seqlen sizes the packed grid, but never past the tokens present: 10**6 on 20 rows
    launched ~15k empty programs per head."""
    grids = []
    real = fa._launch
    monkeypatch.setattr(fa, "_launch", lambda kernel, grid, *a: grids.append(grid) or real(kernel, grid, *a))
    q, k, v, do, cu, _ = packed_inputs([20], [20], 2, 2, 32, F16, seed=34)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_varlen_func(*leaves, cu, cu, 10**6, 10**6)
    torch.autograd.grad(out, leaves, do)
    assert len(grids) == 3 and all(g[0] <= 20 for g in grids), grids


def test_double_backward_raises_naming_featherattn():
    """A gradient penalty differentiates the gradients again: that raises (it was silently
    zero), while create_graph=True alone still gives the first-order gradients."""
    q, k, v, _ = make_inputs(1, 9, 9, 2, 2, 16, F16, seed=35)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    g = torch.autograd.grad(fa.flash_attn_func(*leaves).sum(), leaves[0], create_graph=True)[0]
    plain = torch.autograd.grad(fa.flash_attn_func(*leaves).sum(), leaves[0])[0]
    assert torch.equal(g, plain)
    with pytest.raises(RuntimeError, match="featherattn: double backward"):
        torch.autograd.grad((g ** 2).sum() + (leaves[0] ** 2).sum(), leaves[0])


def test_varlen_cpu_reference_backward(monkeypatch):
    monkeypatch.setattr(fa, "_INTERPRET", False)
    q, k, v, do, cu_q, cu_k = (t.cpu() for t in packed_inputs([9, 30], [12, 5], 2, 1, 32, F16, 14))
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_varlen_func(*leaves, cu_q, cu_k, 30, 12, causal=True),
                              leaves, do)
    truth, low = packed_ref_grads(q, k, v, do, cu_q, cu_k, True, 32 ** -0.5, F16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
        assert_close_to_ref(g, t, lo, name)


@pytest.mark.parametrize("p, dtype", FEATURES[4:5] + FEATURES[-1:])
def test_cpu_reference_path_features(p, dtype, monkeypatch):
    """Without the interpreter the CPU runs the PyTorch reference: the same features."""
    monkeypatch.setattr(fa, "_INTERPRET", False)
    q, k, v, do, slopes, mods = (t.cpu() if isinstance(t, torch.Tensor) else t
                                 for t in feature_inputs(p, dtype, seed=34))
    sinks = mods.pop("sinks", None)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    names = ("dq", "dk", "dv")
    if sinks is not None:
        sinks = sinks.cpu().requires_grad_()
        leaves.append(sinks)
        names += ("dsinks",)
    out = fa.flash_attn_func(*leaves[:3], causal=p["causal"], window_size=mods["window"],
                             softcap=mods["softcap"], alibi_slopes=slopes, sinks=sinks)
    ref_mods = dict(window=mods["window"], softcap=mods["softcap"],
                    sinks=None if sinks is None else sinks.detach())
    check_grads(torch.autograd.grad(out, leaves, do), q, k, v, do, p["causal"], p["D"] ** -0.5,
                slopes, names=names, **ref_mods)


def test_packed_tensors_match_unpacked():
    g = torch.Generator().manual_seed(15)
    qkv = torch.randn(2, 41, 3, 4, 64, generator=g, dtype=BF16).to(DEVICE).requires_grad_()
    do = torch.randn(2, 41, 4, 64, generator=g, dtype=BF16).to(DEVICE)
    (dqkv,) = torch.autograd.grad(fa.flash_attn_qkvpacked_func(qkv, causal=True), qkv, do)
    leaves = [t.detach().clone().requires_grad_() for t in qkv.unbind(2)]
    want = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)
    assert torch.equal(dqkv, torch.stack(want, dim=2))
    q = leaves[0].detach().clone().requires_grad_()
    kv = qkv.detach()[:, :, 1:].clone().requires_grad_()
    dq, dkv = torch.autograd.grad(fa.flash_attn_kvpacked_func(q, kv, causal=True), (q, kv), do)
    assert torch.equal(dq, want[0]) and torch.equal(dkv, torch.stack(want[1:], dim=2))


def test_varlen_packed_tensors_match_unpacked():
    q, k, v, do, cu_q, cu_k = packed_inputs([13, 1, 30], [20, 5, 9], 4, 2, 48, BF16, seed=23)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_varlen_func(*leaves, cu_q, cu_k, 30, 20, causal=True)
    want = torch.autograd.grad(out, leaves, do)
    kv = torch.stack((k, v), dim=1).requires_grad_()
    q1 = q.clone().requires_grad_()
    out2 = fa.flash_attn_varlen_kvpacked_func(q1, kv, cu_q, cu_k, 30, 20, causal=True)
    dq, dkv = torch.autograd.grad(out2, (q1, kv), do)
    assert torch.equal(out2, out) and torch.equal(dq, want[0])
    assert torch.equal(dkv, torch.stack(want[1:], dim=1))
    q, k, v, do, cu, _ = packed_inputs([13, 1, 30], [13, 1, 30], 4, 4, 48, BF16, seed=24)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    want = torch.autograd.grad(fa.flash_attn_varlen_func(*leaves, cu, cu, 30, 30), leaves, do)
    qkv = torch.stack((q, k, v), dim=1).requires_grad_()
    out3, lse3, _ = fa.flash_attn_varlen_qkvpacked_func(qkv, cu, 30, return_attn_probs=True)
    (dqkv,) = torch.autograd.grad(out3, qkv, do)
    assert lse3.shape == (4, 44) and torch.equal(dqkv, torch.stack(want, dim=1))


# ---- arguments: every public one validated, by type and value ----

def small(dtype=F16, **shape):
    B, Nq, Nk, H, Hk, D = (shape.get(n, d) for n, d in
                           (("B", 1), ("Nq", 8), ("Nk", 8), ("H", 2), ("Hk", 2), ("D", 16)))
    q, k, v, _ = make_inputs(B, Nq, Nk, H, Hk, D, dtype)
    return q, k, v


def _bad_calls():
    """(id, call, message pattern): one row per way a public argument can be wrong."""
    import numpy as np
    q, k, v = small()
    qp, kp, vp, _, cu_q, cu_k = packed_inputs([5, 7], [6, 6], 2, 2, 16, F16, 16)
    f = fa.flash_attn_func

    def batched(pattern, *args, **kw):
        return lambda: f(*(args or (q, k, v)), **kw), pattern

    def packed(pattern, *args, **kw):
        return lambda: fa.flash_attn_varlen_func(*(args or (qp, kp, vp, cu_q, cu_k, 7, 6)), **kw), pattern

    meta = [t.to("meta") for t in (q, k, v)]
    return {
        "dtype": batched(r"q.dtype must be .* got torch.float32", q.float(), k.float(), v.float()),
        "mixed-dtype": batched(r"share one dtype", q, k.bfloat16(), v),
        "3d": batched(r"q must be 4-D .* got shape \(8, 2, 16\)", q[0], k, v),
        "head-dim": batched(r"head_dim must be between 1 and 256; got 320", *small(D=320)),
        "kv-head-dim": batched(r"head dim must equal q's head dim 16; got 8", q, k[..., :8], v[..., :8]),
        "gqa": batched(r"nheads of q \(3\) must be a positive multiple of nheads of k/v \(2\)", *small(H=3, Hk=2)),
        "batch-mismatch": batched(r"batch\) must equal q.shape\[0\]=1; got 2", q, k.expand(2, -1, -1, -1), v.expand(2, -1, -1, -1)),
        "batch-0": batched(r"batch_size \(q.shape\[0\]\) must be >= 1; got 0", q[:0], k[:0], v[:0]),
        "heads-0": batched(r"nheads of q \(0\) must be a positive multiple", q[:, :, :0], k[:, :, :0], v[:, :, :0]),
        "kv-shape": batched(r"k and v must have the same shape", q, k, v[:, :4]),
        "empty-seq": batched(r"seqlen_q and seqlen_k must be >= 1; got 0 and 8", *small(Nq=0)),
        "not-tensor": batched(r"q must be a torch.Tensor; got list", q.tolist(), k, v),
        "too-long": batched(r"q spans 2147483648 elements within one batch entry",
                            torch.empty(1, 2**26, 2, 16, dtype=F16, device="meta"), *meta[1:]),
        "meta-device": batched(r"q, k, v are on device 'meta'; supported: a GPU", *meta),
        "dropout-value": batched(r"dropout_p must be in \[0, 1\); got 1.0", dropout_p=1.0),
        "dropout-none": batched(r"dropout_p must be a real number in \[0, 1\); got None", dropout_p=None),
        "dropout-str": batched(r"dropout_p must be a real number .* got '0.1' \(str\)", dropout_p="0.1"),
        "scale-nan": batched(r"softmax_scale must be a finite", softmax_scale=float("nan")),
        "scale-str": batched(r"softmax_scale must be a finite real number or None; got '0.1'", softmax_scale="0.1"),
        "causal-str": batched(r"causal must be a bool; got 'yes'", causal="yes"),
        "causal-2": batched(r"causal must be a bool; got 2", causal=2),
        "window-none": batched(r"window_size must be a pair of ints >= -1 .* got None", window_size=None),
        "window-int": batched(r"window_size must be a pair .* got 128", window_size=128),
        "window-3": batched(r"window_size must be a pair .* got \(1, 2, 3\)", window_size=(1, 2, 3)),
        "window-negative": batched(r"window_size must be a pair of ints >= -1 .* got \(-2, 0\)", window_size=(-2, 0)),
        "window-float": batched(r"window_size must be a pair .* got \(4.5, 0\)", window_size=(4.5, 0)),
        "softcap-negative": batched(r"softcap must be >= 0 \(0: off\); got -1.0", softcap=-1.0),
        "softcap-str": batched(r"softcap must be a real number >= 0 .* got 'big'", softcap="big"),
        "deterministic": batched(r"deterministic must be a bool; got 'no'", deterministic="no"),
        "return-attn-probs": batched(r"return_attn_probs must be a bool; got None", return_attn_probs=None),
        "alibi-shape": batched(r"alibi_slopes must be a float32 tensor of shape \(2,\) or \(1, 2\) on .*; got \(3,\)",
                               alibi_slopes=torch.ones(3, device=DEVICE)),
        "alibi-dtype": batched(r"alibi_slopes must be a float32 tensor .* got \(2,\) torch.float16",
                               alibi_slopes=torch.ones(2, dtype=F16, device=DEVICE)),
        "alibi-list": batched(r"alibi_slopes must be a float32 tensor .* got list", alibi_slopes=[1.0, 2.0]),
        "sinks-shape": batched(r"sinks must be a floating-point tensor of shape \(2,\)", sinks=torch.zeros(3, device=DEVICE)),
        "sinks-int": batched(r"sinks must be a floating-point tensor .* torch.int64", sinks=torch.zeros(2, dtype=torch.long, device=DEVICE)),
        "varlen-3d": packed(r"varlen q must be 3-D \(total, nheads, headdim\); got \(1, 12, 2, 16\)",
                            qp[None], kp, vp, cu_q, cu_k, 7, 6),
        "cu-dtype": packed(r"cu_seqlens_q must be a 1-D int32 tensor .* got torch.int64",
                           qp, kp, vp, cu_q.long(), cu_k, 7, 6),
        "cu-none": packed(r"cu_seqlens_k must be a 1-D int32 tensor .* got NoneType",
                          qp, kp, vp, cu_q, None, 7, 6),
        "cu-length": packed(r"cu_seqlens_q and cu_seqlens_k must have the same length; got 3 and 2",
                            qp, kp, vp, cu_q, cu_k[:2], 7, 6),
        "max-negative": packed(r"max_seqlen_q must be an integer >= 0; got -1", qp, kp, vp, cu_q, cu_k, -1, 6),
        "max-float": packed(r"max_seqlen_k must be an integer >= 0; got 6.0 \(float\)", qp, kp, vp, cu_q, cu_k, 7, 6.0),
        "max-bool": packed(r"max_seqlen_q must be an integer >= 0; got True", qp, kp, vp, cu_q, cu_k, True, 6),
        "block-table": packed(r"block_table must be None", block_table=cu_q),
        "varlen-alibi": packed(r"alibi_slopes must be a float32 tensor of shape \(2,\) or \(2, 2\)",
                               alibi_slopes=torch.ones(3, 2, device=DEVICE)),
        "varlen-causal": packed(r"causal must be a bool; got 'true'", causal="true"),
        "qkv-shape": (lambda: fa.flash_attn_qkvpacked_func(qp),
                      r"qkv must have shape \(batch_size, seqlen, 3, nheads, headdim\); got \(12, 2, 16\)"),
        "varlen-kv-shape": (lambda: fa.flash_attn_varlen_kvpacked_func(qp, kp, cu_q, cu_k, 7, 6),
                            r"kv must have shape \(total_k, 2, nheads_k, headdim\); got \(12, 2, 16\)"),
        "numpy-ok": (lambda: fa.flash_attn_varlen_func(qp, kp, vp, cu_q, cu_k, np.int64(7),
                                                       torch.tensor(6), causal=np.bool_(True),
                                                       softmax_scale=np.float32(0.25)), None),
    }


BAD_CALLS = list(_bad_calls())


@pytest.mark.parametrize("name", BAD_CALLS)
def test_every_bad_argument_raises_a_value_error_naming_it(name):
    call, pattern = _bad_calls()[name]
    if pattern is None:  # integer and bool types of other libraries are integers and bools
        assert torch.isfinite(call()).all()
        return
    with pytest.raises(ValueError, match="featherattn: .*" + pattern):
        call()


@pytest.mark.parametrize("name", ["dtype", "gqa", "dropout-value", "window-none", "sinks-shape",
                                  "meta-device"])
def test_predicate_reports_bad_calls(name):
    q, k, v = small()
    kwargs = {"dropout-value": dict(dropout_p=1.0), "window-none": dict(window_size=None),
              "sinks-shape": dict(sinks=torch.zeros(3, device=DEVICE))}.get(name, {})
    args = {"dtype": (q.float(), k.float(), v.float()), "gqa": small(H=3, Hk=2),
            "meta-device": tuple(t.to("meta") for t in (q, k, v))}.get(name, (q, k, v))
    ok, why = fa.can_use_native_backward(*args, **kwargs)
    assert not ok and "ValueError" in why


def test_predicate_native_and_the_forward_it_pairs_with(monkeypatch):
    ok, why = fa.can_use_native_backward(*small(), causal=True, window_size=(3, 0), softcap=4.0)
    assert ok and "forward" in why
    monkeypatch.setattr(fa, "_INTERPRET", False)
    q, k, v = (t.cpu() for t in small())
    ok, why = fa.can_use_native_backward(q, k, v)
    assert not ok and "TRITON_INTERPRET" in why


def test_cpu_reference_backward_without_interpreter(monkeypatch):
    monkeypatch.setattr(fa, "_INTERPRET", False)
    q, k, v, do = (t.cpu() for t in make_inputs(1, 37, 29, 4, 2, 48, BF16, seed=6))
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)
    check_grads(got, q, k, v, do, True, 48 ** -0.5)


# ---- which forward runs ----

def gpu_like(t):
    """A tensor _route sees as a GPU one (routing only: nothing runs on it)."""
    return t.to("meta")


def route(q, dropout_p=0.0, window=(-1, -1), softcap=0.0, varlen=False):
    """_route of a call with these settings (packed: one sequence of all of q's rows)."""
    call = fa._call(q, q, 1.0, window=window, softcap=softcap, dropout_p=dropout_p)
    if varlen:
        call = call._replace(cu_seqlens_q=q.new_tensor([0, q.shape[1]], dtype=torch.int32))
    return fa._route(q, call)


@pytest.mark.parametrize("env, kwargs, aiter, want", [
    ("", {}, True, ("aiter", "native")),
    ("", {}, False, ("native", "native")),
    ("", dict(window=(8, -1)), True, ("native", "native")),
    ("", dict(softcap=3.0), True, ("native", "native")),
    ("native", {}, True, ("native", "native")),
    ("aiter", {}, True, ("aiter", "native")),
    ("", dict(dropout_p=0.1), True, ("native", "native")),
    ("", dict(dropout_p=0.1, window=(8, -1), softcap=3.0), False, ("native", "native")),
    ("aiter", dict(dropout_p=0.1), True, ("aiter", "aiter")),
    ("", dict(varlen=True), True, ("native", "native")),
    ("aiter", dict(varlen=True), True, ("aiter", "native")),
])
def test_route_picks_the_forward(monkeypatch, env, kwargs, aiter, want):
    monkeypatch.setenv("FEATHERATTN_FORWARD", env)
    monkeypatch.setattr(fa, "_aiter_available",
                        lambda: (True, "") if aiter else (False, "amd-aiter is not installed"))
    q = gpu_like(small()[0])
    forward, backward, reason = route(q, **kwargs)
    assert (forward, backward) == want
    if not aiter and not kwargs.get("dropout_p"):
        assert "amd-aiter is not installed" in reason
    if kwargs.get("window") and not kwargs.get("dropout_p"):
        assert "sliding window" in reason
    if kwargs.get("varlen") and not env:
        assert "trusts max_seqlen" in reason


@pytest.mark.parametrize("env, aiter, kwargs, error, words", [
    ("aiter", True, dict(window=(8, -1)), ValueError, "AITER's forward has no sliding window"),
    ("aiter", False, {}, ImportError, "FEATHERATTN_FORWARD=aiter, but amd-aiter is not installed"),
    ("fast", True, {}, ValueError, "FEATHERATTN_FORWARD must be 'native', 'aiter' or unset; got 'fast'"),
    ("aiter", True, dict(dropout_p=0.1, window=(8, -1)), ValueError,
     "FEATHERATTN_FORWARD=aiter with dropout_p > 0 runs AITER's whole call, which has no sliding window"),
    ("aiter", False, dict(dropout_p=0.1), ImportError, "FEATHERATTN_FORWARD=aiter, but amd-aiter"),
])
def test_route_errors(monkeypatch, env, aiter, kwargs, error, words):
    monkeypatch.setenv("FEATHERATTN_FORWARD", env)
    monkeypatch.setattr(fa, "_aiter_available",
                        lambda: (True, "") if aiter else (False, "amd-aiter is not installed"))
    with pytest.raises(error, match=words):
        route(gpu_like(small()[0]), **kwargs)


def test_slower_paths_warn_once(monkeypatch):
    """No silent slow path: a GPU call that runs AITER's whole call (dropout, forced) or the
    PyTorch reference (no Triton), or a GPU family with only the default tiles, warns once
    with what to do."""
    monkeypatch.setattr(fa, "_WARNED", set())
    monkeypatch.setenv("FEATHERATTN_FORWARD", "aiter")
    monkeypatch.setattr(fa, "_aiter_available", lambda: (True, ""))
    q = gpu_like(small()[0])
    monkeypatch.setattr(fa, "_aiter_fallback", lambda q, k, v, call, *a: (q, None, None))
    with pytest.warns(RuntimeWarning, match="AITER's forward and backward run. It is slower"):
        fa._attention(q, q, q, fa._call(q, q, 1.0, dropout_p=0.1), False, False)
    monkeypatch.setenv("FEATHERATTN_FORWARD", "")
    monkeypatch.setattr(fa, "_HAS_TRITON", False)
    assert route(q)[:2] == ("reference", "reference") and "Triton is not installed" in route(q)[2]
    monkeypatch.setattr(fa, "_FeatherAttnFunc", type("F", (), {"apply": staticmethod(lambda q, *a: (q, None))}))
    with pytest.warns(RuntimeWarning, match="Triton is not installed"):
        fa._attention(q, q, q, fa._call(q, q, 1.0), False, False)
    with pytest.warns(RuntimeWarning) as again:
        fa._attention(q, q, q, fa._call(q, q, 1.0), False, False)
        warnings.warn("marker", RuntimeWarning)
    assert [str(w.message) for w in again] == ["marker"]  # once per process
    monkeypatch.setattr(fa, "_gpu_arch", lambda index: "sm80")
    monkeypatch.setattr(fa, "_gpu_family", lambda index: "default")
    fa._gpu_configs.cache_clear()
    monkeypatch.setattr(fa, "_tuned_table", lambda arch: {})
    with pytest.warns(RuntimeWarning, match="no configs were chosen for this GPU .sm80.*bench.py tune"):
        fa._gpu_configs(0, 128)
    fa._gpu_configs.cache_clear()


def test_a_failing_native_kernel_falls_back_with_one_warning(monkeypatch):
    """A native kernel that fails to compile or launch on the user's GPU (an arch or a Triton
    nothing here checked) warns once, naming the error, and the reference runs instead of a
    failed training step; FEATHERATTN_STRICT=1 and the interpreter raise."""
    monkeypatch.delenv("FEATHERATTN_STRICT", raising=False)  # (a suite run with it set)
    monkeypatch.setattr(fa, "_WARNED", set())
    monkeypatch.setattr(fa, "_FAILED", {})
    monkeypatch.setattr(fa, "_INTERPRET", False)
    monkeypatch.setattr(fa, "_gpu_arch", lambda index: "gfx1999")
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    q = torch.zeros(1, 4, 1, 8)
    call = fa._call(q, q, 1.0)
    cuda_q = type("Q", (), {"device": torch.device("cuda", 0), "dtype": F16, "shape": q.shape})()
    tries = []

    def broken():
        tries.append(1)
        raise RuntimeError("out of resources: shared memory, required 98304")
    with pytest.warns(RuntimeWarning, match="native forward kernels failed on this GPU .gfx1999.*"
                                            "RuntimeError: out of resources"):
        assert fa._native_or_reference("forward", cuda_q, call, broken, lambda: "reference") == "reference"
    assert fa._native_or_reference("forward", cuda_q, call, broken, lambda: "reference") == "reference"
    assert len(tries) == 1  # not compiled again for the same signature
    monkeypatch.setenv("FEATHERATTN_STRICT", "1")
    with pytest.raises(RuntimeError, match="out of resources"):
        fa._native_or_reference("backward", cuda_q, call, broken, lambda: "reference")
    monkeypatch.delenv("FEATHERATTN_STRICT")
    # A backward AITER serves falls back to AITER's where amd-aiter loads, else the reference.
    for aiter, want, words in ((True, "aiter", "AITER's backward runs instead"),
                               (False, "reference", "The PyTorch reference backward runs")):
        monkeypatch.setattr(fa, "_FAILED", {})
        monkeypatch.setattr(fa, "_WARNED", set())
        monkeypatch.setattr(fa, "_aiter_available", lambda: (aiter, ""))
        with pytest.warns(RuntimeWarning, match=words):
            assert fa._native_or_reference("backward", cuda_q, call, broken, lambda: "reference",
                                           lambda: "aiter") == want
    assert fa._aiter_backward_serves(call, None)
    assert not fa._aiter_backward_serves(call, torch.zeros(1))  # no lse gradient in AITER's
    assert not fa._aiter_backward_serves(fa._call(q, q, 1.0, window=(2, -1)), None)
    monkeypatch.setattr(fa, "_INTERPRET", True)
    monkeypatch.setattr(fa, "_FAILED", {})
    with pytest.raises(RuntimeError, match="out of resources"):
        fa._native_or_reference("backward", cuda_q, call, broken, lambda: "reference")


@needs_gpu
def test_gpu_failed_native_backward_falls_back_to_aiters(monkeypatch):
    """On a GPU with amd-aiter, a native backward that fails to launch hands the gradients to
    AITER's backward: they match float64 (causal, GQA, ALiBi, an odd head dim)."""
    if not fa._aiter_available()[0]:
        pytest.skip("needs amd-aiter")
    monkeypatch.delenv("FEATHERATTN_STRICT", raising=False)  # (a suite run with it set)
    monkeypatch.setattr(fa, "_WARNED", set())
    monkeypatch.setattr(fa, "_FAILED", {})

    def broken(*a, **k):
        raise RuntimeError("out of resources: shared memory")
    monkeypatch.setattr(fa, "_native_backward", broken)
    q, k, v, do = make_inputs(2, 77, 77, 4, 2, 72, F16, seed=13)
    slopes = torch.rand(4, device=DEVICE) * 0.3
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    with pytest.warns(RuntimeWarning, match="AITER's backward runs instead"):
        grads = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True, alibi_slopes=slopes),
                                    leaves, do)
    check_grads(grads, q, k, v, do, True, 72 ** -0.5, slopes)


def test_aiter_forward_loads_with_this_triton():
    """amd-aiter 0.1.7's kv-cache subpackage does not import under Triton 3.9 (an autotune key
    that is not a kernel argument); FeatherAttn loads AITER's forward without it."""
    import importlib.util
    if importlib.util.find_spec("aiter") is None:  # `import aiter` itself needs ROCm
        pytest.skip("amd-aiter is not installed")
    ok, why = fa._aiter_available()
    assert ok, why
    mha = fa._aiter_mha()
    assert callable(mha._flash_attn_forward) and callable(mha.flash_attn_func)


def test_imports_and_runs_without_triton(tmp_path):
    """CPU torch wheels ship no Triton: the module imports, the PyTorch reference paths run,
    and a call that needs a kernel says what to install."""
    script = tmp_path / "no_triton.py"
    script.write_text(f"""
import sys, importlib.abc
class NoTriton(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name == "triton" or name.startswith("triton."):
            raise ModuleNotFoundError("No module named 'triton'", name="triton")
sys.meta_path.insert(0, NoTriton())
sys.path.insert(0, {HERE!r})
import torch, featherattn as fa
q, k, v = (torch.randn(1, 9, 2, 16, dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
out = fa.flash_attn_func(q, k, v, causal=True, window_size=(3, 0), softcap=5.0)
out.sum().backward()
assert torch.isfinite(q.grad).all() and "triton" not in sys.modules
try:
    fa._native_forward(q.detach(), k.detach(), v.detach(), fa._call(q, k, 0.25, True))
except ImportError as e:
    assert "pip install triton" in str(e), e
    print("OK")
""")
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    res = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env)
    assert res.returncode == 0 and res.stdout.strip() == "OK", res.stderr[-2000:]


def test_route_is_logged_once_per_signature(monkeypatch, caplog):
    monkeypatch.setenv("FEATHERATTN_LOG", "1")
    monkeypatch.setattr(fa, "_LOGGED", set())
    q, k, v = small()
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    with caplog.at_level(logging.INFO, logger="featherattn"):
        fa.flash_attn_func(*leaves, causal=True)
        fa.flash_attn_func(*leaves, causal=True)
        with torch.no_grad():
            for n in range(3, 9):  # a decode loop: the keys grow, one line in all
                fa.flash_attn_func(q[:, :1], k[:, :n], v[:, :n], causal=True)
    lines = [r.getMessage() for r in caplog.records if r.name == "featherattn"]
    native = "native" if DEVICE == "cuda" or fa._INTERPRET else "reference"
    trained = [m for m in lines if f"{native} backward" in m]
    assert len(trained) == 1 and "causal" in trained[0]
    if native == "native":
        assert "dkdv=(" in trained[0] and "from the shipped table" in trained[0]
    assert sum("forward only (no gradient needed)" in m for m in lines) == 1, lines


def test_no_log_by_default(monkeypatch, caplog):
    monkeypatch.delenv("FEATHERATTN_LOG", raising=False)
    monkeypatch.setattr(fa, "_LOGGED", set())
    with caplog.at_level(logging.INFO, logger="featherattn"):
        fa.flash_attn_func(*small())
    assert not [r for r in caplog.records if r.name == "featherattn"]


def test_signature_matches_flash_attn():
    """flash-attn 2.7's parameter lists (trainers call these positionally), plus FeatherAttn's
    trailing `sinks` keyword."""
    import inspect
    rest = ["dropout_p", "softmax_scale", "causal", "window_size", "softcap", "alibi_slopes",
            "deterministic", "return_attn_probs"]
    varlen = ["cu_seqlens_q", "cu_seqlens_k", "max_seqlen_q", "max_seqlen_k"]
    expected = {
        fa.flash_attn_func: ["q", "k", "v"] + rest,
        fa.flash_attn_qkvpacked_func: ["qkv"] + rest,
        fa.flash_attn_kvpacked_func: ["q", "kv"] + rest,
        fa.flash_attn_varlen_func: ["q", "k", "v"] + varlen + rest + ["block_table"],
        fa.flash_attn_varlen_qkvpacked_func: ["qkv", "cu_seqlens", "max_seqlen"] + rest,
        fa.flash_attn_varlen_kvpacked_func: ["q", "kv"] + varlen + rest,
    }
    for fn, params in expected.items():
        assert list(inspect.signature(fn).parameters) == params + ["sinks"], fn.__name__




# ---- tuning cache ----

@pytest.fixture
def fake_gfx1151(monkeypatch, tmp_path):
    """Config lookups as on a gfx1151 GPU, with the tuning cache in a fresh folder."""
    monkeypatch.setenv("FEATHERATTN_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(fa, "_gpu_arch", lambda index: "gfx1151")
    monkeypatch.setattr(fa, "_gpu_family", lambda index: "gfx11")
    for fn in (fa._tuned_table, fa._gpu_configs):
        fn.cache_clear()
    yield tmp_path
    for fn in (fa._tuned_table, fa._gpu_configs):
        fn.cache_clear()


def write_cache(path, **override):
    import json
    data = dict(arch="gfx1151", triton=fa.triton.__version__, featherattn=fa.__version__,
                configs={"128": dict(fwd=[32, 32, 4, 1, 16], dkdv=[32, 64, 8, 1, 16],
                                     dq=[64, 32, 4, 1, 16])})
    data.update(override)
    (path / "tuned-gfx1151.json").write_text(json.dumps(data) if "raw" not in override else override["raw"])


def test_tuning_cache_is_used(fake_gfx1151, recwarn):
    write_cache(fake_gfx1151)
    cfgs, source = fa._gpu_configs(0, 128)
    assert cfgs == dict(fwd=fa.Tile(32, 32, 4, 1, 16), dkdv=fa.Tile(32, 64, 8, 1, 16),
                        dq=fa.Tile(64, 32, 4, 1, 16))
    assert all(type(c) is fa.Tile for c in cfgs.values())
    assert "tuning cache" in source and str(fake_gfx1151) in source
    cfgs, source = fa._gpu_configs(0, 64)  # a bucket the tuner did not time: the table
    assert cfgs == fa._shipped_table("gfx11")[64] and source == "shipped table 'gfx11'"
    assert not recwarn.list


def test_tuning_cache_writer_round_trips(fake_gfx1151, recwarn):
    """bench.py tune writes through _write_tuned_table; what it writes is what a call reads."""
    table = {128: dict(fwd=fa.Tile(64, 16, 4, 1, 32), dkdv=fa.Tile(16, 64, 8, 1, 16, 64),
                       dq=fa.Tile(32, 32, 8, 1, 0))}
    path = fa._write_tuned_table("gfx1151", table, measured=dict(ms={"D128 fwd": [1.0, 0.9]}))
    assert path == str(fake_gfx1151 / "tuned-gfx1151.json")
    cfgs, source = fa._gpu_configs(0, 128)
    assert cfgs == table[128] and str(fake_gfx1151) in source
    assert not recwarn.list


def test_older_triton_tables_replace_buckets_below_their_bound(monkeypatch):
    older = {("gfx11", (3, 6)): {64: "for 3.5 and 3.4"}, ("gfx11", (3, 5)): {64: "for 3.4"}}
    monkeypatch.setattr(fa, "_OLDER_TRITON_CONFIGS", older)
    assert fa._shipped_table("gfx11", (3, 9)) is fa._CONFIGS["gfx11"]
    assert fa._shipped_table("gfx11", (3, 6)) is fa._CONFIGS["gfx11"]
    assert fa._shipped_table("gfx11", (3, 5))[64] == "for 3.5 and 3.4"
    assert fa._shipped_table("gfx11", (3, 4))[64] == "for 3.4"
    assert fa._shipped_table("gfx11", (3, 4))[128] is fa._CONFIGS["gfx11"][128]
    assert fa._shipped_table("sm90", (3, 4)) is fa._CONFIGS["sm90"]


@pytest.mark.parametrize("kind", ["stale-triton", "stale-featherattn", "corrupt-json", "bad-config"])
def test_stale_or_corrupt_tuning_cache_is_ignored_with_one_warning(fake_gfx1151, kind):
    write_cache(fake_gfx1151, **{
        "stale-triton": dict(triton="3.1.0"), "stale-featherattn": dict(featherattn="0.0.1"),
        "corrupt-json": dict(raw="{not json"),
        "bad-config": dict(configs={"128": dict(fwd=[32, 32], dkdv=[1], dq=[])})}[kind])
    with pytest.warns(UserWarning, match="featherattn: ignoring the (stale|unreadable) tuning cache") as record:
        for bucket in (64, 128, 256):
            cfgs, source = fa._gpu_configs(0, bucket)
            assert cfgs == fa._shipped_table("gfx11")[bucket] and source.startswith("shipped")
    assert len(record) == 1


# ---- torch.compile and custom ops ----

@pytest.mark.parametrize("features", [False, True], ids=["plain", "window-softcap-alibi-sinks"])
def test_opcheck_ops(features):
    q, k, v, do = make_inputs(1, 19, 23, 2, 1, 32, F16, seed=9)
    mods = dict(window=(5, -1), softcap=4.0, alibi_slopes=torch.rand(2, device=DEVICE),
                sinks=torch.randn(2, device=DEVICE)) if features else {}
    args = (q, k, v, *fa._op_args(fa._call(q, k, 0.2, True, **mods)))
    out, lse = torch.ops.featherattn.fwd(*args, False)
    torch.library.opcheck(torch.ops.featherattn.fwd.default, args + (False,))
    dlse = torch.randn_like(lse) if features else None  # the gradient through softmax_lse
    torch.library.opcheck(torch.ops.featherattn.bwd.default,
                          (do, *args[:3], out, lse, dlse, *args[3:]))


def test_missing_aiter_traces_fullgraph(monkeypatch):
    """torch.compile traces the route's AITER check: without amd-aiter (any GPU but a ROCm one
    with it) the check must answer, not re-raise its cached ImportError (which broke the
    patched-SDPA fullgraph compile on the H200, 2026-12-01)."""
    monkeypatch.setattr(fa, "_AITER", {"module": None, "error": ImportError(
        "featherattn: amd-aiter is not installed"), "why": "amd-aiter is not installed"})
    torch._dynamo.reset()
    f = torch.compile(lambda x: x + (1.0 if fa._aiter_available()[0] else 2.0), fullgraph=True,
                      backend="eager")
    assert torch.equal(f(torch.zeros(2)), torch.full((2,), 2.0))
    assert fa._aiter_available() == (False, "amd-aiter is not installed")


@pytest.mark.parametrize("entry", ["flash_attn_func", "patched-sdpa"])
def test_compile_fullgraph_matches_eager(entry):
    q, k, v, do = make_inputs(1, 37, 37, 4, 2, 64, BF16, seed=10)

    sinks = torch.randn(4, device=DEVICE)

    def attn(q, k, v):
        if entry == "flash_attn_func":
            return fa.flash_attn_func(q, k, v, causal=True, window_size=(9, 0), softcap=7.0,
                                      sinks=sinks)
        return torch.nn.functional.scaled_dot_product_attention(  # (B, H, L, D) layout
            q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), is_causal=True,
            enable_gqa=True).transpose(1, 2)

    torch._dynamo.reset()
    compiled = torch.compile(attn, fullgraph=True)
    results = []
    with fa.patch_sdpa():
        for fn in (attn, compiled):
            leaves = [t.clone().requires_grad_() for t in (q, k, v)]
            out = fn(*leaves)
            out.backward(do)
            results.append([out] + [t.grad for t in leaves])
    for a, b in zip(*results):
        assert torch.equal(a, b)
    if entry == "patched-sdpa":  # FeatherAttn computed it, not PyTorch
        assert torch.equal(results[0][0], fa.flash_attn_func(q, k, v, causal=True))


# ---- GPU only ----

@needs_gpu
def test_gpu_sequence_of_65536():
    q, k, v, do = make_inputs(1, 65536, 65536, 16, 16, 128, BF16, seed=12)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)
    h = slice(0, 2)  # the float64 reference for two heads; heads are independent
    ref = chunked_ref_attention(q[:, :, h], k[:, :, h], v[:, :, h], do[:, :, h], True, 128 ** -0.5)[2:]
    for name, g, r in zip(("dq", "dk", "dv"), got, ref):
        assert not torch.isnan(g).any(), name
        assert rel_err(g[:, :, h], r) < 1e-2, f"{name}: {rel_err(g[:, :, h], r):.2e}"


@needs_gpu
def test_gpu_more_than_2_31_elements():
    # 65 x 4096 x 64 x 128 = 2.18e9 elements per tensor: batch offsets need 64 bits.
    B, N, H, D = 65, 4096, 64, 128
    q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=BF16) for _ in range(4))
    assert q.numel() > 2**31
    leaves = [t.requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=False), leaves, do)
    for b in (0, B - 1):  # the last batch entry starts past 2**31
        sl = (slice(b, b + 1), slice(None), slice(0, 2))
        ref = chunked_ref_attention(*(t.detach()[sl] for t in (q, k, v, do)), False, D ** -0.5)[2:]
        for name, g, r in zip(("dq", "dk", "dv"), got, ref):
            assert rel_err(g[sl], r) < 1e-2, f"batch {b} {name}: {rel_err(g[sl], r):.2e}"

@needs_gpu
def test_gpu_cached_launch_matches_triton_launch(monkeypatch, poisoned):
    """The cached direct launch (a repeated call signature skips Triton's binder) gives the
    bits the normal launch gives, and a change Triton specializes on (dtype, a buffer that
    is not 16-byte aligned) takes a launch of its own instead of the cached one."""
    def run(q, k, v, do):
        leaves = [t.detach().requires_grad_() for t in (q, k, v)]
        out = fa.flash_attn_func(*leaves, causal=True)
        return (out,) + torch.autograd.grad(out, leaves, do)

    for dtype in (BF16, F16):
        q, k, v, do = make_inputs(1, 200, 200, 4, 2, 64, dtype, seed=21)
        monkeypatch.setattr(fa, "_FAST_LAUNCH", False)
        slow = run(q, k, v, do)
        monkeypatch.setattr(fa, "_FAST_LAUNCH", True)
        run(q, k, v, do)  # records the launches
        cached = len(fa._LAUNCHES)
        for got, want in zip(run(q, k, v, do), slow):
            assert torch.equal(got, want)
        assert len(fa._LAUNCHES) == cached  # the second call reused them
    # 2-byte offsets: q, k, v and do start off a 16-byte boundary.
    buf = [torch.randn(1 + 200 * 4 * 64, device="cuda", dtype=BF16) for _ in range(4)]
    q, k, v, do = (b[1:].view(1, 200, 4, 64) for b in buf)
    k, v = k[:, :, :2], v[:, :, :2]
    assert q.data_ptr() % 16
    got = run(q, k, v, do)
    truth = ref_grads(q, k, v, do, True, 64 ** -0.5)
    low = ref_grads(q, k, v, do, True, 64 ** -0.5, dtype=BF16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got[1:], truth, low):
        assert_close_to_ref(g, t, lo, name)


@needs_gpu
@pytest.mark.parametrize("N, D, causal", [(1024, 128, True), (1000, 64, False), (777, 72, True)])
def test_gpu_long_sequences(N, D, causal):
    q, k, v, do = make_inputs(2, N, N, 8, 2, D, BF16, seed=11)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=causal), leaves, do)
    truth = ref_grads(q, k, v, do, causal, D ** -0.5)
    low = ref_grads(q, k, v, do, causal, D ** -0.5, dtype=BF16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
        assert_close_to_ref(g, t, lo, name)
