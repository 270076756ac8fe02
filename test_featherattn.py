"""Tests for featherattn. On a machine without a GPU the Triton kernels run through Triton's
interpreter on CPU tensors; with a GPU the same cases run on it (AITER's forward needed)."""

import logging
import os

import pytest
import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")

import featherattn as fa  # noqa: E402

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
needs_gpu = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")


def attention_ref(q, k, v, causal, scale, alibi_slopes=None, dtype=torch.float64):
    """flash-attn semantics, written independently of featherattn: GQA by head index,
    bottom-right causal, rows with no visible key give out = 0 and lse = 0."""
    B, Nq, H, D = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    kv_head = torch.arange(H, device=q.device) // (H // Hk)
    qd, kd, vd = q.to(dtype), k.to(dtype)[:, :, kv_head], v.to(dtype)[:, :, kv_head]
    s = torch.einsum("bihd,bjhd->bhij", qd, kd) * scale
    i = torch.arange(Nq, device=q.device).view(-1, 1)
    j = torch.arange(Nk, device=q.device).view(1, -1)
    if alibi_slopes is not None:
        s = s - alibi_slopes.to(dtype).view(-1, H, 1, 1) * (i + Nk - Nq - j).abs().to(dtype)
    if causal:
        s = s.masked_fill(j > i + Nk - Nq, float("-inf"))
    m = s.amax(-1, keepdim=True)
    m = torch.where(torch.isfinite(m), m, torch.zeros_like(m))
    e = torch.exp(s - m)
    l = e.sum(-1, keepdim=True)
    p = e / torch.where(l > 0, l, torch.ones_like(l))
    out = torch.einsum("bhij,bjhd->bihd", p.to(dtype), vd)
    lse = torch.where(l > 0, m + torch.log(l), torch.zeros_like(l)).squeeze(-1)
    return out.to(q.dtype if dtype != torch.float64 else dtype), lse


def ref_grads(q, k, v, do, causal, scale, alibi_slopes=None, dtype=torch.float64):
    """Gradients of attention_ref in `dtype` (float64: the truth; q.dtype: PyTorch's own
    low-precision error), computed on the CPU."""
    leaves = [t.detach().cpu().to(dtype if dtype == torch.float64 else t.dtype).requires_grad_()
              for t in (q, k, v)]
    slopes = None if alibi_slopes is None else alibi_slopes.cpu()
    out, _ = attention_ref(*leaves, causal, scale, slopes, dtype)
    return torch.autograd.grad(out, leaves, do.cpu().to(out.dtype))


def assert_close_to_ref(got, truth, low, name):
    """flash-attn's bound: error at most twice PyTorch's own error in the same precision,
    plus a small constant for results that are exactly representable."""
    got = got.detach().cpu().double()
    assert not torch.isnan(got).any(), f"{name}: NaN"
    err = (got - truth).abs().max().item()
    pt_err = (low.double() - truth).abs().max().item()
    assert err <= 2 * pt_err + 1e-5, f"{name}: max error {err:.3e} > 2 x PyTorch's {pt_err:.3e}"


def make_inputs(B, Nq, Nk, H, Hk, D, dtype, device=DEVICE, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(B, Nq, H, D, generator=g, dtype=dtype)
    k = torch.randn(B, Nk, Hk, D, generator=g, dtype=dtype)
    v = torch.randn(B, Nk, Hk, D, generator=g, dtype=dtype)
    do = torch.randn(B, Nq, H, D, generator=g, dtype=dtype)
    return [t.to(device) for t in (q, k, v, do)]


def case(B, Nq, Nk, H, Hk, D, causal, dtype):
    tag = "bf16" if dtype == torch.bfloat16 else "fp16"
    return pytest.param(B, Nq, Nk, H, Hk, D, causal, dtype,
                        id=f"B{B}-Nq{Nq}-Nk{Nk}-H{H}/{Hk}-D{D}-{'causal' if causal else 'full'}-{tag}")


F16, BF16 = torch.float16, torch.bfloat16
CASES = [
    case(1, 1, 1, 1, 1, 32, True, F16),
    case(2, 97, 97, 4, 1, 72, True, BF16),       # GQA 4:1, head dim not a power of two
    case(2, 97, 97, 4, 1, 72, False, F16),
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
def test_native_backward_matches_reference(B, Nq, Nk, H, Hk, D, causal, dtype):
    q, k, v, do = make_inputs(B, Nq, Nk, H, Hk, D, dtype)
    scale = D ** -0.5
    out, lse = torch.ops.featherattn.fwd(q, k, v, None, None, q.shape[1], k.shape[1], scale, causal)
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]  # poisoned
    fa._native_backward(do, q, k, v, out, lse, *grads, scale, causal)
    truth = ref_grads(q, k, v, do, causal, scale)
    low = ref_grads(q, k, v, do, causal, scale, dtype=dtype)
    for name, g, t, lo in zip(("dq", "dk", "dv"), grads, truth, low):
        assert_close_to_ref(g, t, lo, name)
    # The public autograd path runs the same kernels: bit-identical, and so deterministic.
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    public = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=causal), leaves, do)
    for g, p in zip(grads, public):
        assert torch.equal(g, p)


@pytest.mark.parametrize("B, Nq, Nk, H, Hk, D, causal, dtype", CASES[1:8])
def test_forward_matches_reference(B, Nq, Nk, H, Hk, D, causal, dtype):
    q, k, v, _ = make_inputs(B, Nq, Nk, H, Hk, D, dtype, seed=1)
    out, lse, s_dmask = fa.flash_attn_func(q, k, v, causal=causal, return_attn_probs=True)
    assert s_dmask is None and lse.dtype == torch.float32 and lse.shape == (B, H, Nq)
    truth, lse_truth = attention_ref(q.cpu(), k.cpu(), v.cpu(), causal, D ** -0.5)
    low, _ = attention_ref(q.cpu(), k.cpu(), v.cpu(), causal, D ** -0.5, dtype=dtype)
    assert_close_to_ref(out, truth, low, "out")
    assert (lse.cpu().double() - lse_truth).abs().max().item() < 1e-2


def shipped_configs():
    seen = []
    for family, table in fa._BWD_CONFIGS.items():
        for bucket, cfg in table.items():
            if cfg not in seen:
                seen.append(cfg)
                yield pytest.param(cfg, id=f"{family}-D{bucket}-" + "-".join(
                    f"{m}x{n}c{c}" for m, n, _, _, c in cfg))


@pytest.mark.parametrize("cfg", list(shipped_configs()))
@pytest.mark.parametrize("Nq, Nk", [(200, 137), (137, 200)])
def test_every_shipped_config_is_correct(cfg, Nq, Nk):
    # Block logic (causal skip bounds, diagonal masks) depends on BLOCK_M vs BLOCK_N.
    # Head dim 80: sliced reductions take a partial last slice (80 = 32 + 32 + 16).
    q, k, v, do = make_inputs(1, Nq, Nk, 2, 1, 80, F16, seed=2)
    out, lse = torch.ops.featherattn.fwd(q, k, v, None, None, q.shape[1], k.shape[1], 0.125, True)
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]
    fa._native_backward(do, q, k, v, out, lse, *grads, 0.125, True, config=cfg)
    truth = ref_grads(q, k, v, do, True, 0.125)
    low = ref_grads(q, k, v, do, True, 0.125, dtype=F16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), grads, truth, low):
        assert_close_to_ref(g, t, lo, name)


def test_rows_without_keys_give_zeros():
    q, k, v, do = make_inputs(1, 50, 20, 2, 1, 64, BF16, seed=3)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out, lse, _ = fa.flash_attn_func(*leaves, causal=True, return_attn_probs=True)
    dq, dk, dv = torch.autograd.grad(out, leaves, do)
    assert torch.equal(out[:, :30], torch.zeros_like(out[:, :30]))
    assert torch.equal(lse[:, :, :30], torch.zeros_like(lse[:, :, :30]))
    assert torch.equal(dq[:, :30], torch.zeros_like(dq[:, :30]))
    assert not torch.isnan(dk).any() and not torch.isnan(dv).any()


@pytest.mark.parametrize("layout", ["bhnd-transposed", "qkv-packed"])
def test_non_contiguous_inputs(layout):
    B, N, H, D = 2, 45, 4, 64
    g = torch.Generator().manual_seed(4)
    if layout == "qkv-packed":
        qkv = torch.randn(B, N, 3, H, D, generator=g, dtype=F16).to(DEVICE)
        q, k, v = qkv.unbind(2)
    else:
        q, k, v = (torch.randn(B, H, N, D, generator=g, dtype=F16).to(DEVICE).transpose(1, 2)
                   for _ in range(3))
    assert not q.is_contiguous()
    do = torch.randn(B, H, N, D, generator=g, dtype=F16).to(DEVICE).transpose(1, 2)
    leaves = [t.detach().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_func(*leaves, causal=True)
    got = torch.autograd.grad(out, leaves, do)
    dense = [t.detach().contiguous().requires_grad_() for t in (q, k, v)]
    want = torch.autograd.grad(fa.flash_attn_func(*dense, causal=True), dense, do.contiguous())
    for a, b in zip(got, want):
        assert torch.equal(a, b)


def test_default_scale_and_explicit_scale():
    q, k, v, do = make_inputs(1, 40, 40, 2, 2, 80, F16, seed=5)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_func(*leaves, softmax_scale=0.3), leaves, do)
    truth = ref_grads(q, k, v, do, False, 0.3)
    low = ref_grads(q, k, v, do, False, 0.3, dtype=F16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
        assert_close_to_ref(g, t, lo, name)
    a = fa.flash_attn_func(q, k, v)
    b = fa.flash_attn_func(q, k, v, softmax_scale=80 ** -0.5)
    assert torch.equal(a, b)


# ---- packed sequences and packed tensors ----

def packed_inputs(lens_q, lens_k, H, Hk, D, dtype, seed):
    g = torch.Generator().manual_seed(seed)
    tq, tk = sum(lens_q), sum(lens_k)
    q = torch.randn(tq, H, D, generator=g, dtype=dtype)
    k = torch.randn(tk, Hk, D, generator=g, dtype=dtype)
    v = torch.randn(tk, Hk, D, generator=g, dtype=dtype)
    do = torch.randn(tq, H, D, generator=g, dtype=dtype)
    cu = [torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32)
          for lens in (lens_q, lens_k)]
    return [t.to(DEVICE) for t in (q, k, v, do, *cu)]


def packed_ref_grads(q, k, v, do, cu_q, cu_k, causal, scale, dtype):
    """ref_grads of each packed sequence, in float64 and in `dtype`, packed back."""
    cq, ck = cu_q.tolist(), cu_k.tolist()
    truth = [torch.zeros(t.shape, dtype=torch.float64) for t in (q, k, v)]
    low = [torch.zeros(t.shape, dtype=dtype) for t in (q, k, v)]
    for i in range(len(cq) - 1):
        rq, rk = slice(cq[i], cq[i + 1]), slice(ck[i], ck[i + 1])
        if rq.start == rq.stop or rk.start == rk.stop:
            continue  # no query or no key: every gradient of the sequence is 0
        seq = [t[None, r] for t, r in zip((q, k, v, do), (rq, rk, rk, rq))]
        for out, grads in ((truth, ref_grads(*seq, causal, scale)),
                           (low, ref_grads(*seq, causal, scale, dtype=dtype))):
            for o, g, r in zip(out, grads, (rq, rk, rk)):
                o[r] = g[0]
    return truth, low


# Per sequence: Nq > Nk and Nq < Nk (causal rows with no key), a single row, one key; and
# empty sequences, as sd-scripts and musubi-tuner pack them (a padding segment after each
# caption, empty when the caption fills its slot): keys without queries, queries without keys.
VARLEN = [([37, 1, 64, 20], [50, 3, 64, 1]), ([97], [33]), ([12, 0, 7, 5], [12, 9, 0, 5])]


@pytest.mark.parametrize("lens_q, lens_k", VARLEN, ids=["4seqs", "1seq", "empty-seqs"])
@pytest.mark.parametrize("causal", [True, False], ids=["causal", "full"])
@pytest.mark.parametrize("dtype", [F16, BF16], ids=["fp16", "bf16"])
def test_varlen_native_backward_matches_reference(lens_q, lens_k, causal, dtype):
    q, k, v, do, cu_q, cu_k = packed_inputs(lens_q, lens_k, 4, 2, 72, dtype, seed=13)
    scale = 72 ** -0.5
    args = (cu_q, cu_k, max(lens_q), max(lens_k))
    out, lse = torch.ops.featherattn.fwd(q, k, v, *args, scale, causal)
    assert lse.shape == (4, sum(lens_q))
    assert torch.isfinite(out).all()
    for i, n_k in enumerate(lens_k):  # a sequence without keys gives zeros
        if n_k == 0:
            assert not out[sum(lens_q[:i]):sum(lens_q[:i + 1])].any()
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]  # poisoned
    fa._native_backward(do, q, k, v, out, lse, *grads, scale, causal, cu_seqlens_q=cu_q,
                        cu_seqlens_k=cu_k, max_seqlen_q=max(lens_q), max_seqlen_k=max(lens_k))
    truth, low = packed_ref_grads(q, k, v, do, cu_q, cu_k, causal, scale, dtype)
    for name, g, t, lo in zip(("dq", "dk", "dv"), grads, truth, low):
        assert_close_to_ref(g, t, lo, name)  # over the packed tensor, as flash-attn's tests
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out2, lse2, _ = fa.flash_attn_varlen_func(*leaves, *args, causal=causal, return_attn_probs=True)
    assert torch.equal(out2, out) and torch.equal(lse2, lse)
    for g, p in zip(grads, torch.autograd.grad(out2, leaves, do)):
        assert torch.equal(g, p)


def test_varlen_alibi_takes_fallback_and_is_correct():
    q, k, v, do, cu_q, cu_k = packed_inputs([21, 9], [14, 30], 2, 1, 32, F16, seed=20)
    slopes = torch.tensor([0.5, 0.25], device=DEVICE)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_varlen_func(*leaves, cu_q, cu_k, 21, 30, causal=True, alibi_slopes=slopes)
    got = torch.autograd.grad(out, leaves, do)
    cq, ck = cu_q.tolist(), cu_k.tolist()
    for i in range(2):
        rq, rk = slice(cq[i], cq[i + 1]), slice(ck[i], ck[i + 1])
        seq = [t[None, r] for t, r in zip((q, k, v, do), (rq, rk, rk, rq))]
        truth = ref_grads(*seq, True, 32 ** -0.5, alibi_slopes=slopes)
        low = ref_grads(*seq, True, 32 ** -0.5, alibi_slopes=slopes, dtype=F16)
        for name, g, r, tr, lo in zip(("dq", "dk", "dv"), got, (rq, rk, rk), truth, low):
            assert_close_to_ref(g[None, r], tr, lo, f"sequence {i} {name}")


def test_varlen_cpu_reference_backward(monkeypatch):
    monkeypatch.setattr(fa, "_INTERPRET", False)
    q, k, v, do, cu_q, cu_k = (t.cpu() for t in packed_inputs([9, 30], [12, 5], 2, 1, 32, F16, 14))
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_varlen_func(*leaves, cu_q, cu_k, 30, 12, causal=True),
                              leaves, do)
    truth, low = packed_ref_grads(q, k, v, do, cu_q, cu_k, True, 32 ** -0.5, F16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
        assert_close_to_ref(g, t, lo, name)


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


@pytest.mark.parametrize("name", ["3d", "cu-dtype", "cu-length", "max", "block-table", "qkv-shape",
                                  "varlen-kv-shape"])
def test_packed_bad_input_raises_value_error(name):
    q, k, v, _, cu_q, cu_k = packed_inputs([5, 7], [6, 6], 2, 2, 16, F16, 16)
    call = {
        "3d": (lambda: fa.flash_attn_varlen_func(q[None], k, v, cu_q, cu_k, 7, 6),
               r"varlen q must be 3-D \(total, nheads, headdim\); got \(1, 12, 2, 16\)"),
        "cu-dtype": (lambda: fa.flash_attn_varlen_func(q, k, v, cu_q.long(), cu_k, 7, 6),
                     r"cu_seqlens_q must be a 1-D int32 tensor .* got torch.int64"),
        "cu-length": (lambda: fa.flash_attn_varlen_func(q, k, v, cu_q, cu_k[:2], 7, 6),
                      r"cu_seqlens_q and cu_seqlens_k must have the same length; got 3 and 2"),
        "max": (lambda: fa.flash_attn_varlen_func(q, k, v, cu_q, cu_k, 0, 6),
                r"max_seqlen_q must be an int >= 1; got 0"),
        "block-table": (lambda: fa.flash_attn_varlen_func(q, k, v, cu_q, cu_k, 7, 6,
                                                          block_table=cu_q),
                        r"block_table must be None"),
        "qkv-shape": (lambda: fa.flash_attn_qkvpacked_func(q),
                      r"qkv must have shape \(batch_size, seqlen, 3, nheads, headdim\); got \(12, 2, 16\)"),
        "varlen-kv-shape": (lambda: fa.flash_attn_varlen_kvpacked_func(q, k, cu_q, cu_k, 7, 6),
                            r"kv must have shape \(total_k, 2, nheads_k, headdim\); got \(12, 2, 16\)"),
    }[name]
    with pytest.raises(ValueError, match="featherattn: " + call[1]):
        call[0]()


# ---- drop-in patching ----

def test_patch_flash_attn_round_trip():
    import importlib
    import sys
    had = {name: sys.modules.get(name) for name in ("flash_attn", "flash_attn.flash_attn_interface")}
    try:
        fa.patch_flash_attn()
        fa.patch_flash_attn()  # twice is harmless
        import flash_attn
        from flash_attn import flash_attn_func, flash_attn_varlen_func
        from flash_attn.flash_attn_interface import flash_attn_func as iface_func
        from flash_attn.flash_attn_interface import flash_attn_varlen_func as iface_varlen
        from flash_attn import flash_attn_varlen_kvpacked_func, flash_attn_varlen_qkvpacked_func
        assert flash_attn_varlen_qkvpacked_func is fa.flash_attn_varlen_qkvpacked_func
        assert flash_attn_varlen_kvpacked_func is fa.flash_attn_varlen_kvpacked_func
        assert flash_attn_func is fa.flash_attn_func and iface_func is fa.flash_attn_func
        assert flash_attn_varlen_func is fa.flash_attn_varlen_func is iface_varlen
        assert importlib.import_module("flash_attn.flash_attn_interface").flash_attn_kvpacked_func \
            is fa.flash_attn_kvpacked_func
        major, minor = (int(x) for x in flash_attn.__version__.split(".")[:2])
        assert (major, minor) >= (2, 1)
        # sd-scripts / musubi-tuner call it positionally: (q, k, v, dropout_p, softmax_scale, causal)
        q, k, v, do = make_inputs(1, 23, 23, 2, 2, 64, F16, seed=17)
        positional = flash_attn_func(q, k, v, 0.0, None, True)
        assert torch.equal(positional, fa.flash_attn_func(q, k, v, causal=True))
    finally:
        fa.unpatch_flash_attn()
        fa.unpatch_flash_attn()
    assert all(sys.modules.get(name) is mod for name, mod in had.items())
    if had["flash_attn"] is None:
        with pytest.raises(ImportError):
            importlib.import_module("flash_attn")  # not installed here: gone again


def test_patched_private_forward_backward_musubi_style():
    """musubi-tuner imports _flash_attn_forward in the same try block as flash_attn_func: a
    patch without it would leave the trainer thinking flash-attn is missing."""
    fa.patch_flash_attn()
    try:
        from flash_attn.flash_attn_interface import _flash_attn_backward, _flash_attn_forward
    finally:
        fa.unpatch_flash_attn()
    q, k, v, do = make_inputs(2, 45, 30, 4, 2, 40, BF16, seed=22)
    scale = 0.3
    out, lse, s_dmask, rng_state = _flash_attn_forward(q, k, v, 0.0, scale, True, -1, -1, 0.0,
                                                       None, False)
    want_out, want_lse, _ = fa.flash_attn_func(q, k, v, softmax_scale=scale, causal=True,
                                               return_attn_probs=True)
    assert torch.equal(out, want_out) and torch.equal(lse, want_lse)
    assert s_dmask is None and rng_state is None
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]  # poisoned, written in place
    softmax_d = _flash_attn_backward(do, q, k, v, out, lse, *grads, 0.0, scale, True, -1, -1,
                                     0.0, None, False, None)
    truth = ref_grads(q, k, v, do, True, scale)
    low = ref_grads(q, k, v, do, True, scale, dtype=BF16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), grads, truth, low):
        assert_close_to_ref(g, t, lo, name)
    delta = (do.double() * out.double()).sum(-1).transpose(1, 2)
    assert softmax_d.shape == (2, 4, 45) and softmax_d.dtype == torch.float32
    assert torch.allclose(softmax_d.double(), delta, rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match="featherattn: _flash_attn_forward supports no dropout "
                                         "or ALiBi; got dropout_p=0.1"):
        _flash_attn_forward(q, k, v, 0.1, scale, True, -1, -1, 0.0, None, False)
    with pytest.raises(ValueError, match=r"featherattn: _flash_attn_backward supports no dropout "
                                         r"or ALiBi; got dropout_p=0.0, alibi_slopes=\(4,\)"):
        _flash_attn_backward(do, q, k, v, out, lse, None, None, None, 0.0, scale, True, -1, -1,
                             0.0, torch.ones(4, device=DEVICE), False, None)
    with pytest.raises(ValueError, match=r"return_softmax=True"):
        _flash_attn_forward(q, k, v, 0.0, scale, True, -1, -1, 0.0, None, True)


@pytest.mark.parametrize("Lq, Lk, H, Hk, causal, gqa", [
    pytest.param(45, 45, 4, 4, True, False, id="causal"),
    pytest.param(33, 70, 4, 2, False, True, id="gqa-cross"),
])
def test_sdpa_wrapper_matches_reference(Lq, Lk, H, Hk, causal, gqa):
    q, k, v, do = (t.transpose(1, 2) for t in make_inputs(2, Lq, Lk, H, Hk, 64, BF16, seed=18))
    leaves = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    out = fa.scaled_dot_product_attention(*leaves, is_causal=causal, enable_gqa=gqa)
    assert out.shape == (2, H, Lq, 64)
    got = torch.autograd.grad(out, leaves, do)
    blhd = [t.transpose(1, 2) for t in (q, k, v, do)]
    truth = ref_grads(*blhd, causal, 0.125)
    low = ref_grads(*blhd, causal, 0.125, dtype=BF16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
        assert_close_to_ref(g.transpose(1, 2), t, lo, name)


@pytest.mark.parametrize("kind", ["mask", "fp32", "causal-top-left", "gqa-without-flag"])
def test_sdpa_wrapper_leaves_other_calls_to_torch(kind, monkeypatch):
    q, k, v = (torch.randn(1, 2, 9, 16, dtype=BF16).to(DEVICE) for _ in range(3))
    kwargs = {}
    if kind == "mask":
        kwargs["attn_mask"] = torch.ones(9, 9, dtype=torch.bool, device=DEVICE).tril()
    elif kind == "fp32":
        q, k, v = q.float(), k.float(), v.float()
    elif kind == "causal-top-left":
        k, v, kwargs["is_causal"] = k[:, :, :5], v[:, :, :5], True
    else:  # without enable_gqa, SDPA broadcasts a size-1 head dim as a batch dim
        k, v = k[:, :1], v[:, :1]
    calls = []
    monkeypatch.setattr(fa, "flash_attn_func", lambda *a, **kw: calls.append(a))
    got = fa.scaled_dot_product_attention(q, k, v, **kwargs)
    assert torch.equal(got, torch.nn.functional.scaled_dot_product_attention(q, k, v, **kwargs))
    assert not calls


def test_patch_sdpa_call_and_context_manager():
    F = torch.nn.functional
    original = F.scaled_dot_product_attention
    with fa.patch_sdpa():
        assert F.scaled_dot_product_attention is fa.scaled_dot_product_attention
        with fa.patch_sdpa():  # nested: the inner exit leaves the outer patch in place
            pass
        assert F.scaled_dot_product_attention is fa.scaled_dot_product_attention
    assert F.scaled_dot_product_attention is original
    fa.patch_sdpa()
    try:
        q, k, v = (t.transpose(1, 2) for t in make_inputs(1, 20, 20, 2, 2, 32, F16, seed=19)[:3])
        assert torch.equal(F.scaled_dot_product_attention(q, k, v, is_causal=True),
                           fa.flash_attn_func(*(t.transpose(1, 2) for t in (q, k, v)),
                                              causal=True).transpose(1, 2))
    finally:
        fa.unpatch_sdpa()
    assert F.scaled_dot_product_attention is original


def grads_of(model, loss_fn):
    """(loss, gradients of every parameter of the model)."""
    params = list(model.parameters())
    loss = loss_fn(model)
    return loss.item(), torch.autograd.grad(loss, params)


def flat(grads):
    return torch.cat([g.flatten() for g in grads]).double().cpu()


def ours_sdpa_float64(cfg):
    """Three causal LMs from `cfg` with the same weights: FeatherAttn bf16, SDPA bf16, SDPA
    float64. Each gets its own copy of cfg: models built from one config object share its
    attention implementation (the last one set)."""
    import copy
    transformers = pytest.importorskip("transformers")
    fa.register_transformers()
    torch.manual_seed(0)
    return [transformers.AutoModelForCausalLM.from_config(
        copy.deepcopy(cfg), attn_implementation=impl, dtype=dtype).to(DEVICE)
        for impl, dtype in (("featherattn", BF16), ("sdpa", BF16), ("sdpa", torch.float64))]


def assert_model_grads_close(models, loss_fn, what):
    """Give the SDPA models FeatherAttn's current weights, then bound every parameter
    gradient of FeatherAttn's model by 2x bf16 SDPA's error against float64. Returns
    FeatherAttn's (loss, gradients)."""
    for model in models[1:]:
        model.load_state_dict(models[0].state_dict())
    (loss, ours), (_, sdpa), (_, truth) = (grads_of(m, loss_fn) for m in models)
    assert_close_to_ref(flat(ours), flat(truth), flat(sdpa), what)
    return loss, ours


def tiny_llama_config():
    transformers = pytest.importorskip("transformers")
    return transformers.LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128,
                                    num_hidden_layers=2, num_attention_heads=4,
                                    num_key_value_heads=2, max_position_embeddings=64)


def test_transformers_llama_trains_like_sdpa(monkeypatch):
    """A tiny Llama (GQA 2:1, left-padded batch) trains 4 SGD steps with FeatherAttn. At each
    step the same weights run in bf16 with SDPA and in float64: every parameter gradient of
    the whole model must be within 2x of bf16 SDPA's error. Measured on the CPU, the ratio is
    0.9-1.15; ignoring the padding mask or the causal mask gives 110-200."""
    cfg = tiny_llama_config()
    ids = torch.randint(0, 128, (2, 24), generator=torch.Generator().manual_seed(1)).to(DEVICE)
    mask = torch.ones_like(ids)
    mask[1, :7] = 0  # left padding: a model that ignored it would attend to pad tokens
    labels = ids.masked_fill(mask == 0, -100)
    varlen_calls = []
    real_varlen = fa.flash_attn_varlen_func
    monkeypatch.setattr(fa, "flash_attn_varlen_func",
                        lambda *a, **kw: varlen_calls.append(1) or real_varlen(*a, **kw))
    models = ours_sdpa_float64(cfg)

    def loss_fn(model):
        return model(input_ids=ids, attention_mask=mask, labels=labels).loss

    losses = []
    for step in range(4):
        loss, ours = assert_model_grads_close(models, loss_fn, f"step {step} gradients")
        losses.append(loss)
        with torch.no_grad():  # SGD on FeatherAttn's own gradients
            for p, g in zip(models[0].parameters(), ours):
                p -= 0.1 * g
    assert varlen_calls  # the padded batch ran the packed-sequence path
    assert losses[-1] < losses[0], losses


def tiny_flux():
    """A 2-block Flux transformer (one joint-attention block, one single block), 2 heads of 16."""
    diffusers = pytest.importorskip("diffusers", minversion="0.35")
    diffusers.utils.logging.set_verbosity_error()
    torch.manual_seed(0)
    return diffusers.FluxTransformer2DModel(
        patch_size=1, in_channels=8, num_layers=1, num_single_layers=1, attention_head_dim=16,
        num_attention_heads=2, joint_attention_dim=24, pooled_projection_dim=12,
        axes_dims_rope=(4, 6, 6))


def test_diffusers_flash_backend_runs_featherattn(monkeypatch):
    """diffusers' "flash" backend, patched, computes every parameter gradient of a Flux model
    within 2x of bf16 SDPA's error against float64. Measured on the CPU: ratio 1.0; a causal
    mask slipped into the flash calls gives 10.8. The default backend under patch_sdpa() runs
    the same FeatherAttn calls."""
    import copy
    base = tiny_flux()
    N, T = 20, 7
    g = torch.Generator().manual_seed(1)
    inputs = dict(hidden_states=torch.randn(2, N, 8, generator=g),
                  encoder_hidden_states=torch.randn(2, T, 24, generator=g),
                  pooled_projections=torch.randn(2, 12, generator=g),
                  timestep=torch.tensor([0.3, 0.8]))
    img_ids = torch.stack([torch.zeros(N), torch.arange(N) // 5, torch.arange(N) % 5], 1)
    target = torch.randn(2, N, 8, generator=g).to(DEVICE)
    calls = []
    real_attention = fa._attention
    monkeypatch.setattr(fa, "_attention", lambda *a: calls.append(1) or real_attention(*a))

    def gradients(dtype, backend):
        model = copy.deepcopy(base).to(DEVICE, dtype)
        model.set_attention_backend(backend)
        out = model(**{k: t.to(DEVICE, dtype) for k, t in inputs.items()},
                    img_ids=img_ids.to(DEVICE), txt_ids=torch.zeros(T, 3, device=DEVICE)).sample
        loss = torch.nn.functional.mse_loss(out.double(), target.double())
        return flat(torch.autograd.grad(loss, list(model.parameters())))

    fa.patch_diffusers()
    try:
        ours = gradients(BF16, "flash")
    finally:
        fa.unpatch_diffusers()
    assert len(calls) == 2  # one joint and one single block, both through FeatherAttn
    sdpa, truth = gradients(BF16, "native"), gradients(torch.float64, "native")
    assert_close_to_ref(ours, truth, sdpa, "Flux parameter gradients")
    with fa.patch_sdpa():  # the default backend calls SDPA: the same computation
        assert torch.equal(gradients(BF16, "native"), ours) and len(calls) == 4


def test_diffusers_patch_round_trip_and_flash_varlen():
    pytest.importorskip("diffusers", minversion="0.35")
    from diffusers.models import attention_dispatch as dispatch
    names = ("flash_attn_func", "flash_attn_varlen_func", "_wrapped_flash_attn_forward",
             "_wrapped_flash_attn_backward", "_CAN_USE_FLASH_ATTN")
    missing = object()
    before = {n: getattr(dispatch, n, missing) for n in names}
    fa.patch_diffusers()
    fa.patch_diffusers()  # twice is harmless
    try:
        assert dispatch.flash_attn_func is fa.flash_attn_func and dispatch._CAN_USE_FLASH_ATTN
        with pytest.raises(ValueError, match="context parallelism"):
            dispatch._wrapped_flash_attn_forward()
        # "flash_varlen" unpads a (B, Lk) key mask: keys are a prefix of each row.
        q, k, v, do = make_inputs(2, 19, 26, 2, 2, 32, F16, seed=21)
        lens = [26, 11]
        keep = (torch.arange(26)[None] < torch.tensor(lens)[:, None]).to(DEVICE)
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        out = dispatch.dispatch_attention_fn(*leaves, attn_mask=keep, backend="flash_varlen")
        got = torch.autograd.grad(out, leaves, do)
        for b, n in enumerate(lens):
            seq = (q[b:b + 1], k[b:b + 1, :n], v[b:b + 1, :n], do[b:b + 1])
            truth = ref_grads(*seq, False, 32 ** -0.5)
            low = ref_grads(*seq, False, 32 ** -0.5, dtype=F16)
            for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
                assert_close_to_ref(g[b:b + 1, :t.shape[1]], t, lo, f"row {b} {name}")
            assert not got[1][b, n:].any() and not got[2][b, n:].any()  # masked keys
    finally:
        fa.unpatch_diffusers()
        fa.unpatch_diffusers()
    assert {n: getattr(dispatch, n, missing) for n in names} == before


def test_transformers_sliding_window_no_longer_than_the_keys_is_ignored():
    """Mistral passes sliding_window on every call. Like transformers' flash-attention-2 path,
    a window at least as long as the keys changes nothing and runs; a shorter one raises."""
    transformers = pytest.importorskip("transformers")
    cfg = transformers.MistralConfig(vocab_size=128, hidden_size=64, intermediate_size=128,
                                     num_hidden_layers=2, num_attention_heads=4,
                                     num_key_value_heads=2, max_position_embeddings=64,
                                     sliding_window=16)
    ids = torch.randint(0, 128, (2, 24), generator=torch.Generator().manual_seed(3)).to(DEVICE)
    models = ours_sdpa_float64(cfg)

    def loss_fn(model):
        return model(input_ids=ids[:, :16], labels=ids[:, :16]).loss

    assert_model_grads_close(models, loss_fn, "gradients, 16 tokens, sliding_window=16")
    with pytest.raises(ValueError, match="featherattn: sliding windows are not supported; got "
                                         "sliding_window=16 with key sequences of up to 24"):
        models[0](input_ids=ids)


def test_transformers_attention_function_edge_cases():
    """Called as transformers calls it: (B, H, L, D) tensors and the attention module."""
    import types

    class Attn(torch.nn.Module):
        is_causal = True

        def __init__(self, dtype):
            super().__init__()
            self.o_proj = torch.nn.Linear(4, 4, dtype=dtype)

    module = Attn(F16).eval()
    q, k, v, do = make_inputs(2, 19, 19, 4, 2, 32, F16, seed=25)
    v16, do16 = v[..., :16].contiguous(), do[..., :16].contiguous()  # MLA: value dim < query dim
    leaves = [t.transpose(1, 2).clone().requires_grad_() for t in (q, k, v16)]
    out, weights = fa._transformers_attention(module, *leaves, None)
    assert weights is None and out.shape == (2, 19, 4, 16)
    got = torch.autograd.grad(out, leaves, do16)
    truth = ref_grads(q, k, v16, do16, True, 32 ** -0.5)
    low = ref_grads(q, k, v16, do16, True, 32 ** -0.5, dtype=F16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
        assert_close_to_ref(g.transpose(1, 2), t, lo, name)
    # fp32 activations (layer norms kept in fp32) run in the dtype of the module's linears,
    # or in the config's dtype when the weights are quantized (QLoRA)
    fp32 = [t.transpose(1, 2).float() for t in (q, k, v)]
    assert fa._transformers_attention(module, *fp32, None)[0].dtype == F16
    module.o_proj.weight = torch.nn.Parameter(torch.zeros(4, 4, dtype=torch.uint8),
                                              requires_grad=False)
    module.config = types.SimpleNamespace(_is_quantized=True, dtype=BF16)
    assert fa._transformers_attention(module, *fp32, None)[0].dtype == BF16
    with pytest.raises(ValueError, match=r"attention sinks \(s_aux\) are not supported; got "
                                         r"softcap=None, s_aux=\(4,\)"):
        fa._transformers_attention(module, *leaves, None, s_aux=torch.zeros(4))
    with pytest.raises(ValueError, match="value head dim 64 must not exceed the query head dim 32"):
        fa._transformers_attention(module, *leaves[:2], torch.cat([leaves[2]] * 4, -1), None)


@pytest.mark.skipif(DEVICE == "cuda", reason="bit-equality across GEMM shapes not checked on GPUs")
def test_transformers_padding_free_packing():
    transformers = pytest.importorskip("transformers")
    fa.register_transformers()
    torch.manual_seed(0)
    model = transformers.AutoModelForCausalLM.from_config(
        tiny_llama_config(), attn_implementation="featherattn", dtype=torch.bfloat16)
    lens, starts = [7, 11, 6], [0, 7, 18]
    ids = torch.randint(0, 128, (1, 24), generator=torch.Generator().manual_seed(2))
    position_ids = torch.cat([torch.arange(n) for n in lens])[None]
    separate = torch.cat([model(input_ids=ids[:, a:a + n]).logits[0] for a, n in zip(starts, lens)])
    by_positions = model(input_ids=ids, position_ids=position_ids).logits[0]
    cu = torch.tensor([0, 7, 18, 24], dtype=torch.int32)
    by_cu_seqlens = model(input_ids=ids, position_ids=position_ids, cu_seq_lens_q=cu,
                          cu_seq_lens_k=cu, max_length_q=11, max_length_k=11).logits[0]
    assert torch.equal(by_positions, separate)  # each sequence sees only itself
    assert torch.equal(by_cu_seqlens, separate)


# ---- predicate and errors ----

def small(dtype=F16, **shape):
    B, Nq, Nk, H, Hk, D = (shape.get(n, d) for n, d in
                           (("B", 1), ("Nq", 8), ("Nk", 8), ("H", 2), ("Hk", 2), ("D", 16)))
    q, k, v, _ = make_inputs(B, Nq, Nk, H, Hk, D, dtype)
    return q, k, v


def test_predicate_native():
    ok, why = fa.can_use_native_backward(*small(), causal=True)
    assert ok and why == ""


@pytest.mark.parametrize("kwargs, words", [
    pytest.param(dict(dropout_p=0.1), "dropout_p=0.1", id="dropout"),
    pytest.param(dict(alibi_slopes=torch.ones(2)), "alibi_slopes", id="alibi"),
    pytest.param(dict(window_size=(4, 0)), "window_size", id="window-raises"),
    pytest.param(dict(softcap=30.0), "softcap", id="softcap-raises"),
])
def test_predicate_refuses(kwargs, words):
    if "alibi_slopes" in kwargs:
        kwargs = dict(alibi_slopes=kwargs["alibi_slopes"].to(DEVICE))
    ok, why = fa.can_use_native_backward(*small(), **kwargs)
    assert not ok and words in why


def test_predicate_cpu_without_interpreter(monkeypatch):
    monkeypatch.setattr(fa, "_INTERPRET", False)
    q, k, v = (t.cpu() for t in small())
    ok, why = fa.can_use_native_backward(q, k, v)
    assert not ok and "TRITON_INTERPRET" in why


def test_cpu_reference_backward_without_interpreter(monkeypatch):
    monkeypatch.setattr(fa, "_INTERPRET", False)
    q, k, v, do = (t.cpu() for t in make_inputs(1, 37, 29, 4, 2, 48, BF16, seed=6))
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)
    truth = ref_grads(q, k, v, do, True, 48 ** -0.5)
    low = ref_grads(q, k, v, do, True, 48 ** -0.5, dtype=BF16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
        assert_close_to_ref(g, t, lo, name)


def _bad(name):
    q, k, v = small()
    calls = {
        "dtype": (lambda: (q.float(), k.float(), v.float()), {}, r"q.dtype must be .* got torch.float32"),
        "mixed-dtype": (lambda: (q, k.bfloat16(), v), {}, r"share one dtype"),
        "3d": (lambda: (q[0], k, v), {}, r"q must be 4-D .* got shape \(8, 2, 16\)"),
        "head-dim": (lambda: small(D=320), {}, r"head_dim must be between 1 and 256; got 320"),
        "kv-head-dim": (lambda: (q, k[..., :8], v[..., :8]), {}, r"head dim must equal q's head dim 16; got 8"),
        "gqa": (lambda: small(H=3, Hk=2), {}, r"nheads of q \(3\) must be a positive multiple of nheads of k/v \(2\)"),
        "batch": (lambda: (q, k.expand(2, -1, -1, -1), v.expand(2, -1, -1, -1)), {}, r"batch\) must equal q.shape\[0\]=1; got 2"),
        "kv-shape": (lambda: (q, k, v[:, :4]), {}, r"k and v must have the same shape"),
        "dropout": (lambda: (q, k, v), dict(dropout_p=1.0), r"dropout_p must be in \[0, 1\); got 1.0"),
        "window": (lambda: (q, k, v), dict(window_size=(128, 0)), r"window_size must be \(-1, -1\).*got \(128, 0\)"),
        "softcap": (lambda: (q, k, v), dict(softcap=50.0), r"softcap must be 0.0 .*got 50.0"),
        "scale": (lambda: (q, k, v), dict(softmax_scale=float("nan")), r"softmax_scale must be a finite"),
        "alibi": (lambda: (q, k, v), dict(alibi_slopes=torch.ones(3)), r"alibi_slopes must be a float32 tensor of shape \(2,\) or \(1, 2\); got \(3,\)"),
        "empty": (lambda: small(Nq=0), {}, r"seqlen_q and seqlen_k must be >= 1; got 0 and 8"),
        "not-tensor": (lambda: (q.tolist(), k, v), {}, r"q must be a torch.Tensor; got list"),
        "too-long": (lambda: (torch.empty(1, 2**26, 2, 16, dtype=F16, device="meta"),
                              k.to("meta"), v.to("meta")), {},
                     r"q spans 2147483648 elements within one batch entry"),
    }
    return calls[name]


@pytest.mark.parametrize("name", ["dtype", "mixed-dtype", "3d", "head-dim", "kv-head-dim", "gqa",
                                  "batch", "kv-shape", "dropout", "window", "softcap", "scale",
                                  "alibi", "empty", "not-tensor", "too-long"])
def test_bad_input_raises_value_error(name):
    make, kwargs, pattern = _bad(name)
    with pytest.raises(ValueError, match="featherattn: .*" + pattern):
        fa.flash_attn_func(*make(), **kwargs)
    ok, why = fa.can_use_native_backward(*make(), **kwargs)
    assert not ok and "ValueError" in why


# ---- fallback routes ----

@pytest.mark.parametrize("D", [64, 72])  # AITER's backward compiles only powers of two
def test_alibi_takes_fallback_and_is_correct(D):
    q, k, v, do = make_inputs(1, 41, 53, 4, 2, D, F16, seed=7)
    slopes = torch.tensor([0.5, 0.25, 0.125, 0.0625], device=DEVICE)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_func(*leaves, causal=True, alibi_slopes=slopes)
    got = torch.autograd.grad(out, leaves, do)
    truth = ref_grads(q, k, v, do, True, D ** -0.5, alibi_slopes=slopes)
    low = ref_grads(q, k, v, do, True, D ** -0.5, alibi_slopes=slopes, dtype=F16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
        assert_close_to_ref(g, t, lo, name)


def test_dropout_takes_fallback():
    q, k, v, do = make_inputs(1, 33, 33, 2, 2, 64, F16, seed=8)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_func(*leaves, dropout_p=0.5)
    grads = torch.autograd.grad(out, leaves, do)
    no_drop = fa.flash_attn_func(q, k, v)
    assert not torch.equal(out, no_drop)
    assert all(torch.isfinite(g).all() for g in grads)


def test_route_is_logged_once(monkeypatch, caplog):
    monkeypatch.setenv("FEATHERATTN_LOG", "1")
    monkeypatch.setattr(fa, "_LOGGED", set())
    q, k, v = small()
    with caplog.at_level(logging.INFO, logger="featherattn"):
        fa.flash_attn_func(q, k, v, causal=True)
        fa.flash_attn_func(q, k, v, causal=True)
        fa.flash_attn_func(q, k, v, dropout_p=0.2)
    lines = [r.getMessage() for r in caplog.records if r.name == "featherattn"]
    native = "native" if DEVICE == "cuda" or fa._INTERPRET else "reference"
    assert sum(f"{native} backward" in m and "causal=True" in m for m in lines) == 1
    fallback = "aiter" if DEVICE == "cuda" else "reference"
    assert any(f"{fallback} backward" in m and "dropout_p=0.2" in m for m in lines)


def test_no_log_by_default(monkeypatch, caplog):
    monkeypatch.delenv("FEATHERATTN_LOG", raising=False)
    monkeypatch.setattr(fa, "_LOGGED", set())
    with caplog.at_level(logging.INFO, logger="featherattn"):
        fa.flash_attn_func(*small())
    assert not [r for r in caplog.records if r.name == "featherattn"]


def test_signature_matches_flash_attn():
    """flash-attn 2.7's parameter lists (trainers call these positionally)."""
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
        assert list(inspect.signature(fn).parameters) == params, fn.__name__


# ---- torch.compile and custom ops ----

def test_opcheck_ops():
    q, k, v, do = make_inputs(1, 19, 23, 2, 1, 32, F16, seed=9)
    out, lse = torch.ops.featherattn.fwd(q, k, v, None, None, q.shape[1], k.shape[1], 0.2, True)
    torch.library.opcheck(torch.ops.featherattn.fwd.default, (q, k, v, None, None, 19, 23, 0.2, True))
    torch.library.opcheck(torch.ops.featherattn.bwd.default,
                           (do, q, k, v, out, lse, None, None, 19, 23, 0.2, True))


@pytest.mark.parametrize("entry", ["flash_attn_func", "patched-sdpa"])
def test_compile_fullgraph_matches_eager(entry):
    q, k, v, do = make_inputs(1, 37, 37, 4, 2, 64, BF16, seed=10)

    def attn(q, k, v):
        if entry == "flash_attn_func":
            return fa.flash_attn_func(q, k, v, causal=True)
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


@pytest.mark.parametrize("reentrant", [True, False], ids=["reentrant", "non-reentrant"])
def test_gradient_checkpointing_matches_plain(reentrant):
    """Trainers checkpoint their blocks by default: the forward runs again in the backward."""
    from torch.utils.checkpoint import checkpoint
    q, k, v, do = make_inputs(1, 33, 33, 2, 2, 32, BF16, seed=26)
    results = []
    for checkpointed in (False, True):
        w = torch.eye(32, dtype=BF16, device=DEVICE).add(0.1).requires_grad_()
        x = q.clone().requires_grad_()

        def block(x):
            return fa.flash_attn_func(x @ w, k, v, causal=True) @ w

        out = checkpoint(block, x, use_reentrant=reentrant) if checkpointed else block(x)
        out.backward(do)
        results.append((out, x.grad, w.grad))
    for a, b in zip(*results):
        assert torch.equal(a, b)


# ---- GPU only ----

def chunked_ref_grads(q, k, v, do, causal, scale, chunk=4096):
    """float64 gradients on the GPU, one (batch, KV head) and one block of query rows at a
    time, for sequences whose full score matrix would not fit."""
    B, Nq, H, D = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    G = H // Hk
    dq = torch.empty(q.shape, dtype=torch.float64, device=q.device)
    dk = torch.zeros(k.shape, dtype=torch.float64, device=q.device)
    dv = torch.zeros(v.shape, dtype=torch.float64, device=q.device)
    j = torch.arange(Nk, device=q.device)[None, :]
    for b in range(B):
        for hk in range(Hk):
            kd, vd = k[b, :, hk].double(), v[b, :, hk].double()
            for h in range(hk * G, (hk + 1) * G):
                for m0 in range(0, Nq, chunk):
                    qd = q[b, m0:m0 + chunk, h].double()
                    dod = do[b, m0:m0 + chunk, h].double()
                    s = qd @ kd.T * scale
                    if causal:
                        i = torch.arange(m0, m0 + qd.shape[0], device=q.device)[:, None]
                        s = s.masked_fill(j > i + Nk - Nq, float("-inf"))
                    m = s.amax(-1, keepdim=True).nan_to_num(0.0, neginf=0.0)
                    e = torch.exp(s - m)
                    p = e / e.sum(-1, keepdim=True).clamp_min(1e-300)
                    ds = p * (dod @ vd.T - (dod * (p @ vd)).sum(-1, keepdim=True))
                    dq[b, m0:m0 + chunk, h] = ds @ kd * scale
                    dk[b, :, hk] += ds.T @ qd * scale
                    dv[b, :, hk] += p.T @ dod
                    del s, e, p, ds
    return dq, dk, dv


def rel_err(got, ref):
    return ((got.double() - ref).norm() / ref.norm()).item()


@needs_gpu
def test_gpu_sequence_of_65536():
    q, k, v, do = make_inputs(1, 65536, 65536, 16, 16, 128, BF16, seed=12)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)
    h = slice(0, 2)  # the float64 reference for two heads; heads are independent
    ref = chunked_ref_grads(q[:, :, h], k[:, :, h], v[:, :, h], do[:, :, h], True, 128 ** -0.5)
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
        ref = chunked_ref_grads(*(t.detach()[sl] for t in (q, k, v, do)), False, D ** -0.5)
        for name, g, r in zip(("dq", "dk", "dv"), got, ref):
            assert rel_err(g[sl], r) < 1e-2, f"batch {b} {name}: {rel_err(g[sl], r):.2e}"

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


# ---- RDNA3 machine code ----

@pytest.mark.parametrize("arch", ["gfx1100", "gfx1151"])
def test_rdna3_configs_never_spill(arch, tmp_path):
    """Compile every shipped gfx11 config (head dims 64, 96, 128, 256; causal and not) for RDNA3
    on this machine and read the ISA: no VGPR spills, no scratch, WMMA present."""
    import json
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    out = tmp_path / "isa.json"
    here = os.path.dirname(os.path.abspath(__file__))
    subprocess.run([sys.executable, os.path.join(here, "bench.py"), "isa", "--arch", arch,
                    "--no-aiter", "--json", str(out)], check=True, env=env, cwd=here,
                   capture_output=True)
    rows = json.loads(out.read_text())
    seen = {(r["kernel"], r["head_dim"], r["causal"]) for r in rows}
    assert seen == {(k, d, c) for k in ("bwd_dkdv_kernel", "bwd_dq_kernel")
                    for d in (64, 96, 128, 256) for c in (False, True)}
    for r in rows:
        where = f"{arch} {r['kernel']} D{r['head_dim']} causal={r['causal']} {r['config']}"
        assert r["vgpr_spills"] == 0, f"{where}: {r['vgpr_spills']} VGPR spills"
        assert r["scratch_bytes"] == 0, f"{where}: {r['scratch_bytes']} bytes of scratch"
        assert r["wmma"] > 0, f"{where}: no WMMA instructions"
        assert r["occupancy"] >= 5, f"{where}: occupancy {r['occupancy']} < AITER's 5"
