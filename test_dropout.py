"""Dropout in the native kernels (issue 18): outputs and gradients against the float64
reference given the mask the call returns (S_dmask's sign, flash-attn 2's encoding), S_dmask's
probabilities decoded as flash-attn's tests decode them, the dropped fraction, every feature
together, packed sequences, the seed, and the PyTorch reference path's mask."""

import math

import pytest
import torch

from conftest import (BF16, DEVICE, F16, assert_close_to_ref, attention_ref, check_grads,
                      make_inputs, packed_inputs, packed_ref_grads)

import featherattn as fa

P = 0.17  # flash-attn's tests use 0.17


def probabilities(q, k, causal, scale, dtype, **mods):
    """The attention probabilities [B, H, Nq, Nk] and lse of attention_ref (every feature), in
    `dtype`: attention with the identity as values (one value column per key)."""
    B, Nk, Hk = k.shape[0], k.shape[1], k.shape[2]
    eye = torch.eye(Nk, dtype=q.dtype).expand(B, Hk, Nk, Nk).permute(0, 2, 1, 3)
    mods = {n: (t.cpu() if isinstance(t, torch.Tensor) else t) for n, t in mods.items()}
    p, lse = attention_ref(q.cpu(), k.cpu(), eye, causal, scale, dtype=dtype, **mods)
    return p.permute(0, 2, 1, 3).double(), lse.double()


def decode(S, p, lse, block):
    """flash-attn's tests' decoding (normalize_flash_attn_S) of S_dmask's magnitude, given the
    true probabilities' scores: |S| * exp(m - lse), m the max score of the key block and all
    after it. Returns (probabilities, keep)."""
    s = torch.where(p > 0, p.log() + lse[..., None], torch.full_like(p, float("-inf")))
    maxes = torch.stack([c.amax(-1) for c in s.split(block, dim=-1)], dim=-1)
    m = torch.cummax(maxes.flip(-1), dim=-1).values.flip(-1).repeat_interleave(block, -1)
    m = m[..., :p.shape[-1]]
    scale = torch.where(torch.isfinite(m), torch.exp(m - lse[..., None]), torch.zeros_like(m))
    return S.abs().double() * scale, S >= 0


def check_fraction(keep, visible):
    n = visible.sum().item()
    dropped = (~keep & visible).sum().item() / n
    assert abs(dropped - P) <= 5 * math.sqrt(P * (1 - P) / n) + 1 / n, (dropped, n)


def run(q, k, v, do, causal, scale, **kw):
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    sinks = kw.get("sinks")
    if sinks is not None:
        kw["sinks"] = sinks = sinks.clone().requires_grad_()
        leaves.append(sinks)
    out, lse, S = fa.flash_attn_func(*leaves[:3], P, scale, causal, return_attn_probs=True, **kw)
    grads = torch.autograd.grad(out, leaves, do)
    return out, lse, S, grads


CASES = {
    # B, Nq, Nk, H, Hk, D, dtype, causal, features
    "gqa": (2, 37, 45, 4, 2, 24, F16, False, {}),
    "causal-nq>nk": (1, 45, 37, 2, 1, 40, BF16, True, {}),
    "everything": (1, 40, 40, 2, 2, 16, F16, False, dict(window_size=(5, 3), softcap=4.0,
                                                          alibi=True, sinks=True)),
    "column-blocks": (1, 33, 33, 1, 1, 136, BF16, True, dict(window_size=(9, -1))),
    # D128: flash-attn's S_dmask key blocks are 32 wide, so 75 keys span three of them
    "key-blocks": (1, 20, 75, 1, 1, 128, F16, False, {}),
}


@pytest.mark.parametrize("case", CASES)
def test_dropout_against_float64_with_its_mask(case, poisoned):
    B, Nq, Nk, H, Hk, D, dtype, causal, feats = CASES[case]
    q, k, v, do = make_inputs(B, Nq, Nk, H, Hk, D, dtype, seed=3)
    scale = D ** -0.5
    kw, mods = {}, {}
    if "window_size" in feats:
        kw["window_size"] = mods["window"] = feats["window_size"]
    if feats.get("softcap"):
        kw["softcap"] = mods["softcap"] = feats["softcap"]
    slopes = None
    if feats.get("alibi"):
        slopes = kw["alibi_slopes"] = torch.rand(H, device=DEVICE) * 0.3
    if feats.get("sinks"):
        kw["sinks"] = torch.randn(H, device=DEVICE)
        mods["sinks"] = kw["sinks"].cpu()
    torch.manual_seed(11)
    out, lse, S, grads = run(q, k, v, do, causal, scale, **kw)
    assert S.shape == (B, H, -(-Nq // 128) * 128, -(-Nk // 128) * 128)
    assert S.dtype == dtype and not S[:, :, Nq:].any() and not S[:, :, :, Nk:].any()
    p, lse_ref = probabilities(q, k, causal, scale, torch.float64, alibi_slopes=slopes, **mods)
    p_low, _ = probabilities(q, k, causal, scale, dtype, alibi_slopes=slopes, **mods)
    attn, keep = decode(S[:, :, :Nq, :Nk].cpu(), p, lse_ref, fa._get_block_size_n(q.device, D, True, causal))
    assert_close_to_ref(attn, p, p_low, "S_dmask probabilities")
    check_fraction(keep, p > 0)
    # out and the gradients, with that mask, against float64 (2x PyTorch's own error)
    if slopes is not None:
        mods["alibi_slopes"] = slopes.cpu()
    ref = dict(mods, keep=keep, dropout_p=P)
    truth, lse_truth = attention_ref(q.cpu(), k.cpu(), v.cpu(), causal, scale, **ref)
    low, _ = attention_ref(q.cpu(), k.cpu(), v.cpu(), causal, scale, dtype=dtype, **ref)
    assert_close_to_ref(out, truth, low, "out")
    assert (lse.cpu().double() - lse_truth).abs().max() <= 1e-4 * (1 + lse_truth.abs().max())
    ref.pop("alibi_slopes", None)
    names = ("dq", "dk", "dv", "dsinks") if feats.get("sinks") else ("dq", "dk", "dv")
    check_grads(grads, q, k, v, do, causal, scale, slopes, names=names, **ref)


def test_dropout_packed(poisoned):
    """Packed sequences (one empty, GQA, causal with Nq != Nk per sequence): S_dmask is
    (sequences, H, max_seqlen_q, max_seqlen_k) rounded up to 128, each sequence at its top
    left, and out / gradients match float64 with it."""
    lens_q, lens_k = [5, 0, 29, 17], [7, 3, 29, 12]
    q, k, v, do, cu_q, cu_k = packed_inputs(lens_q, lens_k, 4, 2, 24, F16, seed=5)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    torch.manual_seed(2)
    out, lse, S = fa.flash_attn_varlen_func(*leaves, cu_q, cu_k, 29, 29, P, causal=True,
                                            return_attn_probs=True)
    grads = torch.autograd.grad(out, leaves, do)
    assert S.shape == (4, 4, 128, 128)
    keeps, cq, ck = [], cu_q.tolist(), cu_k.tolist()
    truth = torch.zeros(q.shape, dtype=torch.float64)
    low = torch.zeros(q.shape, dtype=F16)
    for i, (nq, nk) in enumerate(zip(lens_q, lens_k)):
        rq, rk = slice(cq[i], cq[i + 1]), slice(ck[i], ck[i + 1])
        seq = S[i:i + 1, :, :nq, :nk].cpu()
        assert not S[i, :, nq:].any() and not S[i, :, :, nk:].any()
        if nq == 0 or nk == 0:
            keeps.append(None)
            continue
        p, lse_ref = probabilities(q[None, rq], k[None, rk], True, 24 ** -0.5, torch.float64)
        p_low, _ = probabilities(q[None, rq], k[None, rk], True, 24 ** -0.5, F16)
        attn, keep = decode(seq, p, lse_ref, fa._get_block_size_n(q.device, 24, True, True))
        assert_close_to_ref(attn, p, p_low, f"S_dmask of sequence {i}")
        keeps.append(keep)
        for dst, dt in ((truth, torch.float64), (low, F16)):
            o, _ = attention_ref(q[None, rq].cpu(), k[None, rk].cpu(), v[None, rk].cpu(), True,
                                 24 ** -0.5, dtype=dt, keep=keep, dropout_p=P)
            dst[rq] = o[0].to(dst.dtype)
    assert_close_to_ref(out, truth, low, "out")
    truth_g, low_g = packed_ref_grads(q, k, v, do, cu_q, cu_k, True, 24 ** -0.5, F16,
                                      keep=keeps, dropout_p=P)
    for name, g, t, lo in zip(("dq", "dk", "dv"), grads, truth_g, low_g):
        assert_close_to_ref(g, t, lo, name)


def test_dropout_seed_follows_torch_generator():
    """The mask comes from torch's generator: torch.manual_seed repeats a call exactly, the
    next call draws another mask, and dropout_p=0 is the plain attention."""
    q, k, v, _ = make_inputs(1, 24, 24, 2, 2, 16, F16, seed=1)
    torch.manual_seed(4)
    a = fa.flash_attn_func(q, k, v, 0.3)
    b = fa.flash_attn_func(q, k, v, 0.3)
    torch.manual_seed(4)
    assert torch.equal(a, fa.flash_attn_func(q, k, v, 0.3))
    assert not torch.equal(a, b)
    assert not torch.equal(a, fa.flash_attn_func(q, k, v))


def test_reference_path_draws_the_kernels_mask():
    """The PyTorch reference (CPU without the interpreter, a torch without Triton, the
    fallback after a failed launch) regenerates the kernels' mask: forward and backward
    agree with the native ones for one seed."""
    q, k, v, do = make_inputs(2, 21, 30, 2, 1, 16, F16, seed=7)
    call = fa._call(q, k, 0.25, causal=True, window=(6, -1), dropout_p=0.4)._replace(
        dropout_seed=torch.tensor([123456789, -987654321], dtype=torch.int32, device=DEVICE))
    out, lse = fa._native_forward(q, k, v, call)
    ref_out, ref_lse = fa._reference_forward(q, k, v, call)
    assert (out.double() - ref_out.double()).abs().max() < 2e-3
    grads = [torch.empty_like(t) for t in (q, k, v)]
    fa._native_backward(do, q, k, v, out, lse, *grads, call)
    ref = fa._reference_backward(do, q, k, v, out, lse, call)
    for g, r in zip(grads, ref[:3]):
        assert (g.double() - r.double()).abs().max() < 5e-3 * (1 + r.abs().max().item())


def dropout_tiles():
    """Every distinct dK/dV tile a shipped table gives dropout ("dkdv_dropout")."""
    tables = list(fa._CONFIGS.values()) + list(fa._OLDER_TRITON_CONFIGS.values())
    seen = []
    for table in tables:
        for cfg in table.values():
            if "dkdv_dropout" in cfg and cfg["dkdv_dropout"] not in seen:
                seen.append(cfg["dkdv_dropout"])
    return seen


@pytest.mark.parametrize("tile", dropout_tiles(), ids=lambda t: f"{t.BLOCK_M}x{t.BLOCK_N}w{t.num_warps}c{t.D_CHUNK}")
def test_dropout_dkdv_tiles_of_the_tables(tile, poisoned):
    """The dK/dV tiles the tables give dropout alone (older Tritons on RDNA3), run with
    the interpreter's other tiles: gradients against float64 with the call's mask."""
    B, Nq, Nk, H, Hk, D = 1, 45, 70, 2, 1, 80
    q, k, v, do = make_inputs(B, Nq, Nk, H, Hk, D, F16, seed=9)
    cfg = dict(fa._CONFIGS["interpret"][128], dkdv_dropout=tile)
    assert fa._dkdv_config(cfg, 0.0, P) is tile
    call = fa._call(q, k, D ** -0.5, True, dropout_p=P)._replace(
        dropout_seed=torch.tensor([5, 6], dtype=torch.int32, device=DEVICE))
    out, lse = fa._native_forward(q, k, v, call, config=cfg)
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]
    fa._native_backward(do, q, k, v, out, lse, *grads, call, config=cfg)
    keep = (fa._s_dmask(q, k, call)[:, :, :Nq, :Nk] >= 0).cpu()
    check_grads(grads, q, k, v, do, True, D ** -0.5, keep=keep, dropout_p=P)



def test_dropout_under_torch_compile():
    """torch.compile (fullgraph) traces the per-call seed (a torch.randint the graph owns)
    into the custom ops: with the same torch seed, the compiled call and its backward give
    the eager ones bit for bit, and a second call draws a new mask."""
    q, k, v, do = make_inputs(1, 29, 29, 2, 1, 16, F16, seed=12)

    def attn(q, k, v):
        return fa.flash_attn_func(q, k, v, 0.25, causal=True)
    torch._dynamo.reset()
    compiled = torch.compile(attn, fullgraph=True, backend="aot_eager")
    results = []
    for fn in (attn, compiled):
        torch.manual_seed(21)
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        out = fn(*leaves)
        out.backward(do)
        results.append([out] + [t.grad for t in leaves] + [fn(q, k, v)])
    for a, b in zip(*results):
        assert torch.equal(a, b)
    assert not torch.equal(results[1][0], results[1][-1])  # the next call's mask differs
