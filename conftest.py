"""Shared by the test files: the float64 reference with flash-attn semantics, error bounds, inputs,
the `poisoned` fixture. pytest loads it first; without a GPU it sets TRITON_INTERPRET=1, so the
Triton kernels run through Triton's interpreter on CPU tensors (with a GPU the same cases run on
it). A script in the repo root may import it too: `from conftest import chunked_ref_attention`."""

import os

import pytest
import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")

import featherattn as fa  # noqa: E402

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
needs_gpu = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")
F16, BF16 = torch.float16, torch.bfloat16


# ---- float64 reference ----

def attention_ref(q, k, v, causal, scale, alibi_slopes=None, dtype=torch.float64,
                  window=(-1, -1), softcap=0.0, sinks=None, keep=None, dropout_p=0.0):
    """flash-attn semantics, written independently of featherattn: GQA by head index,
    bottom-right causal and windows, softcap before ALiBi, sinks in the denominator, rows
    with no visible key give out = 0 and lse = 0 (the sink's logit with sinks). Dropout:
    keep, a bool [B, H, Nq, Nk] mask, scales the kept probabilities by 1 / (1 - dropout_p)
    after the softmax (lse is the softmax's)."""
    B, Nq, H, D = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    kv_head = torch.arange(H, device=q.device) // (H // Hk)
    qd, kd, vd = q.to(dtype), k.to(dtype)[:, :, kv_head], v.to(dtype)[:, :, kv_head]
    s = torch.einsum("bihd,bjhd->bhij", qd, kd) * scale
    if softcap:
        s = softcap * torch.tanh(s / softcap)
    i = torch.arange(Nq, device=q.device).view(-1, 1)
    j = torch.arange(Nk, device=q.device).view(1, -1)
    diag = i + Nk - Nq
    if alibi_slopes is not None:
        s = s - alibi_slopes.to(dtype).view(-1, H, 1, 1) * (diag - j).abs().to(dtype)
    left, right = window
    if causal:
        right = 0
    hidden = torch.zeros(Nq, Nk, dtype=torch.bool, device=q.device)
    if right >= 0:
        hidden |= j > diag + right
    if left >= 0:
        hidden |= j < diag - left
    s = s.masked_fill(hidden, float("-inf"))
    m = s.amax(-1, keepdim=True)
    if sinks is not None:
        sink = sinks.to(dtype).view(1, H, 1, 1)
        m = torch.maximum(m, sink)
    m = torch.where(torch.isfinite(m), m, torch.zeros_like(m))
    e = torch.exp(s - m)
    l = e.sum(-1, keepdim=True)
    if sinks is not None:
        l = l + torch.exp(sink - m)
    p = e / torch.where(l > 0, l, torch.ones_like(l))
    if keep is not None:
        p = torch.where(keep.to(p.device), p / (1.0 - dropout_p), torch.zeros_like(p))
    out = torch.einsum("bhij,bjhd->bihd", p.to(dtype), vd)
    lse = torch.where(l > 0, m + torch.log(l), torch.zeros_like(l)).squeeze(-1)
    return out.to(q.dtype if dtype != torch.float64 else dtype), lse


def ref_grads(q, k, v, do, causal, scale, alibi_slopes=None, dtype=torch.float64, **mods):
    """Gradients of attention_ref in `dtype` (float64: the truth; q.dtype: PyTorch's own
    low-precision error), computed on the CPU: (dq, dk, dv), and dsinks with sinks."""
    low = dtype != torch.float64
    leaves = [t.detach().cpu().to(t.dtype if low else dtype).requires_grad_() for t in (q, k, v)]
    if mods.get("sinks") is not None:
        mods["sinks"] = mods["sinks"].detach().cpu().to(q.dtype if low else dtype).requires_grad_()
        leaves.append(mods["sinks"])
    slopes = None if alibi_slopes is None else alibi_slopes.cpu()
    out, _ = attention_ref(*leaves[:3], causal, scale, slopes, dtype, **mods)
    return torch.autograd.grad(out, leaves, do.cpu().to(out.dtype))


def packed_ref_grads(q, k, v, do, cu_q, cu_k, causal, scale, dtype, **mods):
    """ref_grads of each packed sequence, in float64 and in `dtype`, packed back."""
    cq, ck = cu_q.tolist(), cu_k.tolist()
    truth = [torch.zeros(t.shape, dtype=torch.float64) for t in (q, k, v)]
    low = [torch.zeros(t.shape, dtype=dtype) for t in (q, k, v)]
    for i in range(len(cq) - 1):
        rq, rk = slice(cq[i], cq[i + 1]), slice(ck[i], ck[i + 1])
        if rq.start == rq.stop or rk.start == rk.stop:
            continue  # no query or no key: every gradient of the sequence is 0
        seq = [t[None, r] for t, r in zip((q, k, v, do), (rq, rk, rk, rq))]
        # keep: one dropout mask per sequence ([1, H, nq, nk] each)
        seq_mods = dict(mods, keep=mods["keep"][i]) if mods.get("keep") is not None else mods
        for out, grads in ((truth, ref_grads(*seq, causal, scale, **seq_mods)),
                           (low, ref_grads(*seq, causal, scale, dtype=dtype, **seq_mods))):
            for o, g, r in zip(out, grads, (rq, rk, rk)):
                o[r] = g[0]
    return truth, low


def chunked_ref_attention(q, k, v, do, causal, scale, chunk=2048):
    """float64 attention on q's device, one query head and `chunk` query rows at a time (at
    most chunk x N_k scores held): out, lse (B, H, N_q), dq, dk, dv. GQA by head index; causal
    bottom-right; a causal chunk reads only the keys it can see. Every row must see a key
    (N_q <= N_k when causal)."""
    B, Nq, H, D = q.shape
    Nk, Hk = k.shape[1], k.shape[2]
    G = H // Hk
    f64 = dict(dtype=torch.float64, device=q.device)
    out, dq = torch.empty(q.shape, **f64), torch.empty(q.shape, **f64)
    lse = torch.empty(B, H, Nq, **f64)
    dk, dv = torch.zeros(k.shape, **f64), torch.zeros(v.shape, **f64)
    for b in range(B):
        for h in range(H):
            kd, vd = k[b, :, h // G].double(), v[b, :, h // G].double()
            for m0 in range(0, Nq, chunk):
                m1 = min(m0 + chunk, Nq)
                n1 = min(Nk, m1 + Nk - Nq) if causal else Nk
                qd, dod = q[b, m0:m1, h].double(), do[b, m0:m1, h].double()
                s = qd @ kd[:n1].T * scale
                if causal:
                    i = torch.arange(m0, m1, device=q.device)[:, None] + Nk - Nq
                    s.masked_fill_(torch.arange(n1, device=q.device)[None] > i, float("-inf"))
                m = s.amax(-1, keepdim=True)
                p = torch.exp_(s.sub_(m))
                l = p.sum(-1, keepdim=True)
                p.div_(l)
                o = p @ vd[:n1]
                out[b, m0:m1, h], lse[b, h, m0:m1] = o, (m + l.log()).squeeze(-1)
                dv[b, :n1, h // G] += p.T @ dod
                ds = p.mul_(dod @ vd[:n1].T - (dod * o).sum(-1, keepdim=True))  # p becomes ds
                dq[b, m0:m1, h] = ds @ kd[:n1] * scale
                dk[b, :n1, h // G] += ds.T @ qd * scale
                del s, ds
    return out, lse, dq, dk, dv


# ---- error bounds ----

def assert_close_to_ref(got, truth, low, name):
    """flash-attn's bound: error at most twice PyTorch's own error in the same precision,
    plus a small constant for results that are exactly representable."""
    got = got.detach().cpu().double()
    assert not torch.isnan(got).any(), f"{name}: NaN"
    err = (got - truth).abs().max().item()
    pt_err = (low.double() - truth).abs().max().item()
    assert err <= 2 * pt_err + 1e-5, f"{name}: max error {err:.3e} > 2 x PyTorch's {pt_err:.3e}"


def check_forward(out, lse, q, k, v, causal, scale, slopes=None, **mods):
    if mods.get("sinks") is not None:
        mods["sinks"] = mods["sinks"].cpu()
    truth, lse_truth = attention_ref(q.cpu(), k.cpu(), v.cpu(), causal, scale,
                                     None if slopes is None else slopes.cpu(), **mods)
    low, _ = attention_ref(q.cpu(), k.cpu(), v.cpu(), causal, scale,
                           None if slopes is None else slopes.cpu(), dtype=q.dtype, **mods)
    assert_close_to_ref(out, truth, low, "out")
    # lse is fp32 arithmetic on either side: 1e-4 relative is far above fp32 rounding and
    # far below any masking or scaling mistake.
    assert (lse.cpu().double() - lse_truth).abs().max().item() <= 1e-4 * (1 + lse_truth.abs().max().item())


def check_grads(grads, q, k, v, do, causal, scale, slopes=None, names=("dq", "dk", "dv"), **mods):
    truth = ref_grads(q, k, v, do, causal, scale, slopes, **mods)
    low = ref_grads(q, k, v, do, causal, scale, slopes, dtype=q.dtype, **mods)
    for name, g, t, lo in zip(names, grads, truth, low):
        assert_close_to_ref(g, t, lo, name)


def rel_err(got, ref):
    return ((got.double() - ref).norm() / ref.norm()).item()


# ---- inputs ----

def make_inputs(B, Nq, Nk, H, Hk, D, dtype, device=DEVICE, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(B, Nq, H, D, generator=g, dtype=dtype)
    k = torch.randn(B, Nk, Hk, D, generator=g, dtype=dtype)
    v = torch.randn(B, Nk, Hk, D, generator=g, dtype=dtype)
    do = torch.randn(B, Nq, H, D, generator=g, dtype=dtype)
    return [t.to(device) for t in (q, k, v, do)]


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


# ---- fixtures ----

@pytest.fixture
def poisoned(monkeypatch):
    """Every buffer featherattn allocates with torch.empty starts as NaN, so an element a
    kernel fails to write shows."""
    empty = torch.empty

    def nan_empty(*shape, **kw):
        t = empty(*shape, **kw)
        return t.fill_(float("nan")) if t.dtype.is_floating_point else t
    monkeypatch.setattr(fa.torch, "empty", nan_empty)
    monkeypatch.setattr(fa.torch, "empty_like", lambda t, **kw: nan_empty(t.shape, dtype=kw.get(
        "dtype", t.dtype), device=kw.get("device", t.device)))
