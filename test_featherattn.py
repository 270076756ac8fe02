"""FeatherAttn's tests: the one file to copy beside featherattn.py. It needs nothing else of the
repository (its own float64 reference with flash-attn's semantics, error bounds, inputs and
poisoned buffers).

    python -m pytest -q test_featherattn.py                      # on your GPU (CUDA or ROCm)
    TRITON_INTERPRET=1 python -m pytest -q test_featherattn.py   # no GPU: Triton's interpreter

On a GPU every case runs there. Without one the Triton kernels run through Triton's
interpreter, which featherattn reads at import: set TRITON_INTERPRET=1 in the environment
(this file does not set it); without it, or without what the interpreter
needs (numpy; numpy < 2.4 before Triton 3.7), collection fails with one line saying so.
Sections follow featherattn.py's order: configs and tuning, arguments and the support
predicate, routing and fallbacks, the kernels (block ranges, forward and backward, features),
packed sequences, dropout, the softmax_lse gradient, the PyTorch reference paths, torch.compile
and the custom ops, the public functions, GPU-only cases.
"""

import inspect
import itertools
import logging
import math
import os
import subprocess
import sys
import types
import warnings

import pytest
import torch

import featherattn as fa

def _why_it_cannot_run():
    """Why this file cannot run its cases here, or None: then it fails at collection with that
    line (a skipped file, exit status 5, reads as a pass)."""
    if not torch.cuda.is_available() and not fa._INTERPRET:
        return ("no GPU, and TRITON_INTERPRET is not set: run `TRITON_INTERPRET=1 python -m "
                "pytest test_featherattn.py` to check the Triton kernels through Triton's "
                "interpreter (featherattn reads it at import)")
    if fa._INTERPRET and not fa._HAS_TRITON:
        return f"TRITON_INTERPRET=1, but {fa._TRITON_MISSING}"
    # Triton 3.4-3.6's interpreter turns one-element arrays into Python ints at every loop
    # bound, which numpy 2.4 refuses ("only 0-dimensional arrays can be converted to Python
    # scalars"; Triton 3.6 with numpy 2.4.6: 284 of this file's tests failed, with 2.3.5
    # none); Triton 3.7.1, 3.8.0 and 3.9.0 run it with numpy 2.4.6 (2026-12-03).
    if fa._INTERPRET and fa._triton_version() < (3, 7):
        import numpy
        if tuple(map(int, numpy.__version__.split(".")[:2])) >= (2, 4):
            return (f"Triton {fa.triton.__version__}'s interpreter cannot run with numpy "
                    f"{numpy.__version__} (2.4 stopped turning one-element arrays into Python "
                    f"scalars): pip install 'numpy<2.4', or run on a GPU")
    return None


_WHY_NOT = _why_it_cannot_run()
if _WHY_NOT:
    pytest.fail(_WHY_NOT, pytrace=False)

HERE = os.path.dirname(os.path.abspath(__file__))
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
    # A NaN row (a NaN score, slope or sink) is NaN at every key it sees, as softmax, and a
    # hidden key gets nothing from it (not 0 / NaN).
    p = torch.where(hidden, 0.0, e / torch.where(l != 0, l, torch.ones_like(l)))
    if keep is not None:
        p = torch.where(keep.to(p.device), p / (1.0 - dropout_p), torch.zeros_like(p))
    if torch.isfinite(vd).all():
        out = torch.einsum("bhij,bjhd->bihd", p.to(dtype), vd)
    else:  # a sum over each row's visible keys: a hidden NaN or inf value reaches no row
        # (p @ v multiplies it by p = 0); both factors masked, so autograd adds no 0 * NaN
        vv = torch.where(hidden[..., None], 0.0, vd.permute(0, 2, 1, 3)[:, :, None])
        pv = torch.where(hidden, 0.0, p.to(dtype))[..., None] * vv  # [B, H, Nq, Nk, D]
        out = pv.sum(-2).permute(0, 2, 1, 3)
    # (l != 0: a NaN row's lse is NaN, as its output is; only a keyless row gives 0.)
    lse = torch.where(l != 0, m + torch.log(l), torch.zeros_like(l)).squeeze(-1)
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
    record_error(name, err, pt_err)
    assert err <= 2 * pt_err + 1e-5, f"{name}: max error {err:.3e} > 2 x PyTorch's {pt_err:.3e}"


def record_error(name, err, pt_err):
    """With FEATHERATTN_TEST_ERRORS=FILE, append one JSON line per bound checked: the test,
    what was checked, our max error and PyTorch's (the measured errors a note or results file
    quotes: tools/error_table.py tabulates them)."""
    path = os.environ.get("FEATHERATTN_TEST_ERRORS")
    if path:
        import json
        with open(path, "a") as f:
            f.write(json.dumps(dict(test=os.environ.get("PYTEST_CURRENT_TEST", "").split(" ")[0],
                                    what=name, err=err, torch_err=pt_err)) + "\n")


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


# ---- inputs and poisoned buffers ----

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


@pytest.fixture(autouse=True)
def fresh_plans(monkeypatch):
    """Each test starts without launch plans (featherattn._PLANS), and without tuning unless
    it asks (an AMD GPU would otherwise tune at every new key of the suite): a test that
    replaces an internal (a launch, a table, a failing kernel) must not see an earlier
    test's plans."""
    monkeypatch.setattr(fa, "_PLANS", {})
    monkeypatch.setenv("FEATHERATTN_TUNE", "0")


@pytest.fixture
def poisoned(monkeypatch):
    """Every buffer featherattn allocates with torch.empty starts as NaN, so an element a
    kernel fails to write shows."""
    empty = torch.empty

    def nan_empty(*shape, **kw):
        t = empty(*shape, **kw)
        return t.fill_(float("nan")) if t.dtype.is_floating_point else t
    empty_like = torch.empty_like

    def nan_empty_like(t, **kw):  # (keeps empty_like's layout: a strided t gives a strided one)
        out = empty_like(t, **kw)
        return out.fill_(float("nan")) if out.dtype.is_floating_point else out
    monkeypatch.setattr(fa.torch, "empty", nan_empty)
    monkeypatch.setattr(fa.torch, "empty_like", nan_empty_like)

@pytest.fixture(params=["kernels", "reference"])
def path(request, monkeypatch):
    """Run a public-API test on the kernels and again on the PyTorch reference: what a CPU
    user without the interpreter, a torch without Triton and every fallback gets."""
    if request.param == "reference":
        monkeypatch.setattr(fa, "_HAS_TRITON", False)
        monkeypatch.setattr(fa, "_WARNED", {("route", "reference", "reference")})
    return request.param


def small(dtype=F16, **shape):
    B, Nq, Nk, H, Hk, D = (shape.get(n, d) for n, d in
                           (("B", 1), ("Nq", 8), ("Nk", 8), ("H", 2), ("Hk", 2), ("D", 16)))
    q, k, v, _ = make_inputs(B, Nq, Nk, H, Hk, D, dtype)
    return q, k, v


# ---- configs and tuning ----

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


BOUNDARY_DIMS = sorted({d + e for d in (16, 32, 64, 96, 128, 160, 192, 256) for e in (-1, 0, 1)
                        if 1 <= d + e <= fa._MAX_HEAD_DIM} | {1})
if DEVICE == "cuda":  # each dim compiles 6 kernels there: the dims one past a boundary
    BOUNDARY_DIMS = [1, 33, 129]


@pytest.mark.parametrize("D", BOUNDARY_DIMS)
def test_head_dims_around_every_slice_and_block_boundary(D, monkeypatch):
    """Head dims one before, at and one after each slice (D_CHUNK) and block (power of two)
    boundary of the interpreter's tables, on both Triton paths of the sliced loop (the
    constant bound and the older Tritons' opaque one): forward and backward against
    float64. A loop that lost its last slice was off only at D = 32k + 1. (The bound is a
    max over few elements: one draw shared by all dims came 3% over it at D = 1, while five
    other draws gave 0.15-0.6 of it; each dim draws its own.)"""
    q, k, v, do = make_inputs(1, 29, 37, 2, 1, D, F16, seed=100 + D)  # a draw per dim
    call = fa._call(q, k, D ** -0.5, True)
    # On a GPU, the bound this Triton uses: Triton refuses to launch a kernel whose global
    # changed after its first compile in the process.
    for opaque in (False, True) if fa._INTERPRET else (bool(fa._OPAQUE_D_LOOP.value),):
        monkeypatch.setattr(fa, "_OPAQUE_D_LOOP", fa.tl.constexpr(opaque))
        monkeypatch.setattr(fa, "_PLANS", {})
        out, lse = fa._native_forward(q, k, v, call)
        check_forward(out, lse, q, k, v, True, D ** -0.5)
        grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]
        fa._native_backward(do, q, k, v, out, lse, *grads, call)
        check_grads(grads, q, k, v, do, True, D ** -0.5)


def test_older_triton_tables_replace_buckets_below_their_bound(monkeypatch):
    older = {("gfx11", (3, 6)): {64: "for 3.5 and 3.4"}, ("gfx11", (3, 5)): {64: "for 3.4"}}
    monkeypatch.setattr(fa, "_OLDER_TRITON_CONFIGS", older)
    assert fa._shipped_table("gfx11", (3, 9)) is fa._CONFIGS["gfx11"]
    assert fa._shipped_table("gfx11", (3, 6)) is fa._CONFIGS["gfx11"]
    assert fa._shipped_table("gfx11", (3, 5))[64] == "for 3.5 and 3.4"
    assert fa._shipped_table("gfx11", (3, 4))[64] == "for 3.4"
    assert fa._shipped_table("gfx11", (3, 4))[128] is fa._CONFIGS["gfx11"][128]
    assert fa._shipped_table("sm90", (3, 4)) is fa._CONFIGS["sm90"]


def test_triton_38_takes_the_newest_rdna_tables_but_d256():
    """Triton 3.8 compiles the newest gfx11 / gfx12 D64 / D128 tiles with no VGPR spill or
    scratch (bench.py isa, four arches), so it takes them; at D256 it keeps the tiles checked
    on 3.8 (the newest D256 tiles were checked on 3.9 only); 3.9 takes the newest table
    whole; 3.6 and 3.7 keep 3.6's table."""
    for family in ("gfx11", "gfx12"):
        t38 = fa._shipped_table(family, (3, 8))
        assert all(t38[b] == fa._CONFIGS[family][b] for b in (64, 128))
        assert t38[256] != fa._CONFIGS[family][256]
        assert fa._shipped_table(family, (3, 9)) is fa._CONFIGS[family]
        assert fa._shipped_table(family, (3, 7)) == fa._shipped_table(family, (3, 6))
        assert fa._shipped_table(family, (3, 7)) != fa._CONFIGS[family]



# ---- launch plans and tuning ----

PLAN_VARIANTS = {  # name -> (inputs, keyword arguments): one field changed from "base"
    "base": ((2, 21, 27, 4, 2, 24, F16), {}),
    "batch": ((3, 21, 27, 4, 2, 24, F16), {}),  # the same strides: only the shape tells
    "seqlen-q": ((2, 22, 27, 4, 2, 24, F16), {}),
    "seqlen-k": ((2, 21, 28, 4, 2, 24, F16), {}),
    "heads": ((2, 21, 27, 2, 2, 24, F16), {}),
    "kv-heads": ((2, 21, 27, 4, 1, 24, F16), {}),
    "head-dim": ((2, 21, 27, 4, 2, 40, F16), {}),
    "dtype": ((2, 21, 27, 4, 2, 24, BF16), {}),
    "strides-q": ("q", "transposed"), "strides-k": ("k", "transposed"),
    "strides-v": ("v", "transposed"), "strides-do": ("do", "transposed"),
    "offset-q": ("q", 8), "offset-k": ("k", 8), "misaligned-v": ("v", 1),
    "scale": (None, dict(softmax_scale=0.3)), "causal": (None, dict(causal=True)),
    "window": (None, dict(window_size=(3, 5))), "window-swapped": (None, dict(window_size=(5, 3))),
    "softcap": (None, dict(softcap=2.0)), "alibi": (None, dict(alibi_slopes=[0.1, 0.2, 0.3, 0.4])),
    "alibi-batched": (None, dict(alibi_slopes="batched")), "sinks": (None, dict(sinks=[0.5, -1.0, 2.0, 0.0])),
    "dropout": (None, dict(dropout_p=0.2)), "lse-gradient": (None, dict(lse_loss=True)),
}


def _plan_case(name):
    """(q, k, v, do, kwargs) of a PLAN_VARIANTS entry."""
    spec, how = PLAN_VARIANTS[name]
    shape = spec if isinstance(spec, tuple) else PLAN_VARIANTS["base"][0]
    tensors = dict(zip("q k v do".split(), make_inputs(*shape, seed=61)))
    kw = {}
    if isinstance(spec, str):
        t = tensors[spec]
        if how == "transposed":
            tensors[spec] = t.transpose(1, 2).contiguous().transpose(1, 2)
        else:  # the same layout, `how` elements into a larger buffer
            buf = torch.empty(t.numel() + 16, dtype=t.dtype, device=t.device)
            tensors[spec] = buf[how:how + t.numel()].view(t.shape).copy_(t)
    else:
        kw = dict(how)
    if kw.get("alibi_slopes") == "batched":
        kw["alibi_slopes"] = torch.rand(2, 4, device=DEVICE)
    for arg in ("alibi_slopes", "sinks"):
        if isinstance(kw.get(arg), list):
            kw[arg] = torch.tensor(kw[arg], device=DEVICE)
    return tensors["q"], tensors["k"], tensors["v"], tensors["do"], kw


def _plan_run(q, k, v, do, lse_loss=False, **kw):
    leaves = [t.detach().requires_grad_() for t in (q, k, v)]
    torch.manual_seed(5)  # dropout's seed
    out, lse, _ = fa.flash_attn_func(*leaves, return_attn_probs=True, **kw)
    loss = (out * do).sum() + (lse.square().sum() if lse_loss else 0)
    return [out, lse, *torch.autograd.grad(loss, leaves)]


def test_a_plan_is_keyed_on_every_field_its_launch_reads(poisoned):
    """One test over every field: after a first call made its plans, a call that differs in
    one field alone (a tensor's shape, strides, storage offset, alignment or dtype, or a
    setting) gives the bits of the same call made with no plans, forward and backward. A
    plan's key (_signature) is built from everything the launch reads; a field it forgot
    would replay the first call's layout or setting."""
    _plan_run(*_plan_case("base")[:4], **_plan_case("base")[4])
    made = dict(fa._PLANS)
    assert len(made) == 4  # fwd, its exact pass, dq, dkdv
    for name in PLAN_VARIANTS:
        q, k, v, do, kw = _plan_case(name)
        fa._PLANS.clear()
        fa._PLANS.update(made)
        got = _plan_run(q, k, v, do, **kw)
        fa._PLANS.clear()
        want = _plan_run(q, k, v, do, **kw)
        for i, (a, b) in enumerate(zip(got, want)):
            assert torch.equal(a, b), (name, i)


@pytest.fixture
def direct_launches(monkeypatch):
    """The plans' direct launch (_Direct, _direct) wherever the suite runs: on a GPU Triton's
    own; on the CPU an emulated compiled kernel whose run() takes the values in the slots
    _direct filled and launches the interpreter's kernel with them by name, so tensors put
    in the wrong slots, a stale value or a wrong grid give wrong answers here too. Yields
    the list of emulated runs (empty on a GPU)."""
    runs = []
    triton = pytest.importorskip("triton")
    if DEVICE != "cpu":
        if not fa._FAST_LAUNCH:
            pytest.skip("this Triton has no direct launch")
        yield runs
        return
    if not hasattr(triton, "knobs"):
        pytest.skip("this Triton has no launch hooks (the direct path is off)")
    real = fa._launch

    class Compiled:
        function = packed_metadata = "emulated"

        def __init__(self, kernel):
            self.kernel = kernel

        def launch_metadata(self, grid, stream, *values):
            return None

        def run(self, gx, gy, gz, stream, function, packed, metadata, enter, exit_, *values):
            assert (function, packed) == ("emulated", "emulated") and len(values) == len(
                self.kernel.arg_names)
            runs.append(self.kernel)
            self.kernel[(gx, gy, gz)](**dict(zip(self.kernel.arg_names, values)))

    monkeypatch.setattr(fa, "_FAST_LAUNCH", True)
    monkeypatch.setattr(fa, "_STREAM", [lambda index: None])
    monkeypatch.setattr(fa, "_launch", lambda kernel, grid, tensors, args: (
        real(kernel, grid, tensors, args), Compiled(kernel))[1])
    fa._PLANS.clear()
    yield runs
    fa._PLANS.clear()


def test_the_direct_launch_gives_a_plain_launchs_bits(direct_launches, poisoned):
    """Each PLAN_VARIANTS call twice: the first launches through Triton and makes its plans,
    the second replays them through the direct launch with new tensors. Forward and
    backward give the first call's bits, for every field alone (alignment included)."""
    for name in PLAN_VARIANTS:
        q, k, v, do, kw = _plan_case(name)
        fa._PLANS.clear()
        want = _plan_run(q, k, v, do, **kw)
        before = len(direct_launches)
        got = _plan_run(*_plan_case(name)[:4], **kw)  # new tensors of the same layout
        assert DEVICE != "cpu" or len(direct_launches) >= before + 3, name  # fwd, dq, dkdv
        for i, (a, b) in enumerate(zip(got, want)):
            assert torch.equal(a, b), (name, i)


def test_plans_are_bounded_and_keep_no_tensor_alive(direct_launches, poisoned):
    """A process cycling through signatures keeps at most 4096 plans (then starts again), and
    a plan holds none of its call's tensors: once the caller drops q, k, v, the output and
    the gradients, they are freed (activation memory a training loop expects back)."""
    import gc
    import weakref
    fa._PLANS.clear()
    fa._PLANS.update({("filler", i): None for i in range(5000)})
    q, k, v, do, kw = _plan_case("causal")
    _plan_run(q, k, v, do, **kw)
    assert len(fa._PLANS) <= 4096 and ("filler", 0) not in fa._PLANS
    q, k, v, do, kw = _plan_case("causal")
    results = _plan_run(q, k, v, do, **kw)  # a replay: direct launches
    refs = [weakref.ref(t) for t in (q, k, v, do, *results)]
    del q, k, v, do, results
    gc.collect()
    assert all(r() is None for r in refs), [i for i, r in enumerate(refs) if r() is not None]
    assert fa._PLANS and all(plan is None or plan[2] is None or all(
        not isinstance(x, torch.Tensor) for x in plan[2].values) for plan in fa._PLANS.values())


class _Recorder:
    """A kernel as Triton's autotuner sees it, noting the tile of each launch."""

    def __init__(self, kernel, seen):
        self.fn, self.arg_names, self.seen = kernel, kernel.arg_names, seen
        self.name = getattr(kernel, "__name__", None) or kernel.fn.__name__

    def run(self, *args, **kwargs):
        self.seen.append((self.name, kwargs["BLOCK_M"], kwargs["BLOCK_N"], kwargs["D_CHUNK"],
                          kwargs.get("D_OUT")))
        return self.fn.run(*args, **kwargs)


T = fa.Tile
CANDIDATES = {  # against the interpreter's table (fwd 16x32, dq 32x16, dkdv 16x32 at 64)
    64: dict(fwd=((T(16, 32, 4, 1, 0), 1.0), (T(32, 16, 4, 1, 16), 2.0), (T(16, 16, 8, 1, 0), 3.0)),
             dq=((T(32, 16, 4, 1, 0), 1.0), (T(16, 16, 4, 1, 0), 2.0)),
             dkdv=((T(16, 32, 4, 1, 0), 1.0), (T(32, 32, 4, 1, 0), 2.0))),
    256: dict(fwd=((T(16, 32, 4, 1, 64), 1.0), (T(16, 16, 4, 1, 32), 2.0)),
              dq=((T(32, 16, 4, 1, 64, 128), 1.0), (T(16, 16, 4, 1, 32, 128), 2.0)),
              dkdv=((T(16, 32, 4, 1, 64, 128), 1.0), (T(16, 16, 4, 1, 32, 128), 2.0))),
}


@pytest.fixture
def tuning(monkeypatch):
    """Tuning on for this device (the CPU: the interpreter's kernels, which run for real),
    CANDIDATES as the model's list, and a stand-in for the autotuner's timing: a config's
    time is tuning.ms[(kernel, BLOCK_M, BLOCK_N, D_CHUNK, D_OUT)] (1.0 otherwise).
    tuning.timed: the configs timed; tuning.runs: every launch through a tuner."""
    state = types.SimpleNamespace(ms={}, timed=[], runs=[])
    real = fa.triton.autotune

    def autotune(configs, key, **kw):
        def bench(fn, quantiles):
            fn()
            state.timed.append(state.runs[-1])
            return [state.ms.get(state.runs[-1], 1.0)] * 3
        kw["cache_results"] = False  # (stand-in timings stay out of Triton's cache)
        return lambda kernel: real(configs, key, do_bench=bench, **kw)(_Recorder(kernel, state.runs))
    monkeypatch.setattr(fa.triton, "autotune", autotune)
    monkeypatch.setattr(fa, "_configs", lambda device, head_dim: (
        fa._CONFIGS["interpret"][fa._bucket(head_dim)], "shipped table 'interpret'"))
    monkeypatch.setattr(fa, "_tune_wanted", lambda device: True)
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    monkeypatch.setattr(fa, "_gpu_family", lambda index: "gfx11")
    monkeypatch.setattr(fa, "_TUNE_CANDIDATES", {"gfx11": CANDIDATES})
    fa._tuner.cache_clear()
    yield state
    fa._tuner.cache_clear()


def _plan_tiles():
    """{kernel name: (BLOCK_M, BLOCK_N, D_CHUNK, D_OUT)} of the plans made."""
    return {key[0][1]: (p[1]["BLOCK_M"], p[1]["BLOCK_N"], p[1]["D_CHUNK"], p[1].get("D_OUT"))
            for key, p in fa._PLANS.items()}


@pytest.mark.parametrize("D", [40, 144])
def test_tuning_times_the_candidates_and_keeps_the_fastest(D, tuning, poisoned):
    """Each kernel's first launch at a new key times the shipped tile and the candidates
    through Triton's autotuner (the shipped tile first), runs the fastest (right against
    float64, columns split where the pick splits them), and its plan keeps it: the next call
    of the signature times and tunes nothing and gives the same bits. A length in another
    bucket (_length_bucket) or a softcap is a new key, timed again."""
    bucket = fa._bucket(D)
    fast = {"fwd": CANDIDATES[bucket]["fwd"][1][0], "dq": CANDIDATES[bucket]["dq"][1][0],
            "dkdv": CANDIDATES[bucket]["dkdv"][1][0]}
    names = {"fwd": "_fwd_kernel", "dq": "_bwd_dq_kernel", "dkdv": "_bwd_dkdv_kernel"}

    def entry(kernel, tile):
        args = fa._tiles(tile, D, kernel != "fwd")
        return (names[kernel], tile.BLOCK_M, tile.BLOCK_N, args["D_CHUNK"], args.get("D_OUT"))
    for kernel, tile in fast.items():  # (dq's pick shares its warps with the shipped tile)
        tuning.ms[entry(kernel, tile)] = 0.5
    # (Lengths of several row blocks of every tile: the timing runs write the outputs too, so a
    # tile that covers all rows in one block would hide a final launch's missing programs.)
    q, k, v, do = make_inputs(1, 71, 78, 2, 1, D, F16, seed=62)
    first = _plan_run(q, k, v, do, causal=True)
    check_forward(first[0], first[1], q, k, v, True, D ** -0.5)
    check_grads(first[2:], q, k, v, do, True, D ** -0.5)
    shipped = fa._CONFIGS["interpret"][bucket]
    assert tuning.timed[0] == entry("fwd", shipped["fwd"])
    assert sorted(tuning.timed) == sorted(entry(n, t) for n in ("fwd", "dq", "dkdv")
                                          for t, _ in CANDIDATES[bucket][n])
    assert _plan_tiles() == dict({n: entry(n, t)[1:] for n, t in fast.items()},
                                 **{"fwd-exact": entry("fwd", shipped["fwd"])[1:]})  # untuned
    timed, runs = len(tuning.timed), len(tuning.runs)
    for a, b in zip(_plan_run(q, k, v, do, causal=True), first):
        assert torch.equal(a, b)
    assert (len(tuning.timed), len(tuning.runs)) == (timed, runs)  # the plans served
    _plan_run(*make_inputs(1, 140, 78, 2, 1, D, F16, seed=63), causal=True)
    assert len(tuning.timed) == 2 * timed  # a new bucket of the query length: a new key
    _plan_run(q, k, v, do, causal=True, softcap=3.0)
    assert len(tuning.timed) == 3 * timed  # softcap: a new key


def test_a_pick_read_back_from_tritons_disk_cache_runs_its_tile():
    """A second process on an AMD GPU reads the autotuner's pick from Triton's disk cache: a
    Config rebuilt from JSON (Triton's check_disk_cache: Config(**config.__dict__)), not the
    object it timed. For every tuned kernel, family and head-dim bucket, each candidate read
    back that way maps to its own tile, so a later process runs what this one picked."""
    import json
    triton = pytest.importorskip("triton")
    jits = {"fwd": fa._fwd_kernel, "dq": fa._bwd_dq_kernel, "dkdv": fa._bwd_dkdv_kernel}
    checked = 0
    for family, buckets in fa._TUNE_CANDIDATES.items():
        table = fa._shipped_table(family) if family in ("gfx11", "gfx12") else fa._CONFIGS[family]
        for bucket, kernels in buckets.items():
            for kernel, rows in kernels.items():
                shipped = fa._table_tile(table[bucket], kernel)
                tiles = tuple(dict.fromkeys([shipped] + [t for t, _ in rows
                                                         if not t.D_OUT or bucket > 128]))
                tuner = fa._tuner(jits[kernel], tiles, bucket, kernel != "fwd")
                assert len(tuner.configs) == len(tiles)
                for i, config in enumerate(tuner.configs):
                    # (the config launches the tile's warps and stages, not a default's)
                    assert (config.num_warps, config.num_stages) == (
                        tiles[i].num_warps, tiles[i].num_stages), (family, bucket, kernel, i)
                    stored = json.loads(json.dumps(config.__dict__))  # what the cache file holds
                    tuner.best_config = triton.Config(**stored)
                    assert fa._tuned_tile(tuner, tiles) == tiles[i], (family, bucket, kernel, i)
                    checked += 1
    assert checked >= 60


def test_tuning_keys_on_length_buckets_not_lengths(tuning, poisoned):
    """A run whose lengths change every step tunes once per bucket of the lengths (the next
    power of two, at least 16) and feature set, not once per length; packed calls on the
    bucket of max_seqlen, never on the token total. A call at a new length in a tuned
    bucket runs the bucket's pick (a new plan), right against float64."""
    D = 40
    per_key = sum(len(CANDIDATES[64][n]) for n in ("fwd", "dq", "dkdv"))
    fast = CANDIDATES[64]["dkdv"][1][0]
    tuning.ms[("_bwd_dkdv_kernel", fast.BLOCK_M, fast.BLOCK_N, 64, 64)] = 0.5
    for i, n in enumerate((20, 31, 33, 47)):  # buckets 32, 32, 64, 64
        _plan_run(*make_inputs(1, n, n, 2, 1, D, F16, seed=80 + i), causal=True)
    assert len(tuning.timed) == 2 * per_key
    q, k, v, do = make_inputs(1, 26, 29, 2, 1, D, F16, seed=86)  # bucket 32 both ways
    got = _plan_run(q, k, v, do, causal=True)
    assert len(tuning.timed) == 2 * per_key
    check_grads(got[2:], q, k, v, do, True, D ** -0.5)
    assert _plan_tiles()["dkdv"][:2] == (fast.BLOCK_M, fast.BLOCK_N)  # (the newest plan)
    _plan_run(*make_inputs(1, 20, 40, 2, 1, D, F16, seed=87), causal=True)
    assert len(tuning.timed) == 3 * per_key  # the keys' bucket alone is new
    tuning.timed.clear()
    # Packed: 44 tokens then 115, in sequences of at most 30 (bucket 32): one key whatever
    # the total; a sequence of 40 is the next bucket.
    for lens, timings in (((9, 30, 5), per_key), ((30, 30, 25, 30), per_key),
                          ((40, 3), 2 * per_key)):
        q, k, v, do, cu, _ = packed_inputs(lens, lens, 2, 1, D, F16, seed=sum(lens))
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        out = fa.flash_attn_varlen_func(*leaves, cu, cu, max(lens), max(lens), causal=True)
        got = torch.autograd.grad(out, leaves, do)
        assert len(tuning.timed) == timings, lens
    truth, low = packed_ref_grads(q, k, v, do, cu, cu, True, D ** -0.5, F16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
        assert_close_to_ref(g, t, lo, name)


def test_the_tuners_configs_are_the_candidate_tiles():
    """The autotuner's configs are the tiles as launches pass them (slices and column
    blocks resolved at the head dim, warps and stages the tile's)."""
    tiles = (T(64, 32, 8, 1, 64), T(128, 16, 4, 2, 0), T(32, 64, 16, 1, 16, 128))
    for D, columns in ((128, False), (200, True)):
        tuner = fa._tuner(fa._bwd_dq_kernel if columns else fa._fwd_kernel, tiles, D, columns)
        assert len(tuner.configs) == len(tiles)
        for tile, config in zip(tiles, tuner.configs):
            args = fa._tiles(tile, D, columns)
            assert config.kwargs == {n: args[n] for n in ("BLOCK_M", "BLOCK_N", "D_CHUNK", "D_OUT")
                                     if n in args}
            assert (config.num_warps, config.num_stages) == (tile.num_warps, tile.num_stages)


@pytest.mark.parametrize("hip", [False, True], ids=["cuda", "rocm"])
def test_tuning_is_on_for_amd_gpus_and_follows_featherattn_tune(hip, monkeypatch):
    """Unset: AMD GPUs tune (their tiles are estimates), NVIDIA ones (the H200's measured
    table) do not; FEATHERATTN_TUNE=1 forces it, =0 stops it, another value is a ValueError;
    never off a GPU or under the interpreter. A tuned launch chooses among the shipped tile
    (first: the softcap or dropout one where the table has it) and the family's candidates."""
    monkeypatch.setattr(fa, "_ROCM", hip)
    monkeypatch.setattr(fa, "_INTERPRET", False)
    gpu = torch.device("cuda", 0)
    monkeypatch.delenv("FEATHERATTN_TUNE")
    assert fa._tune_wanted(gpu) == hip
    assert not fa._tune_wanted(torch.device("cpu"))
    for value, want in (("1", True), ("on", True), ("0", False), ("off", False)):
        monkeypatch.setenv("FEATHERATTN_TUNE", value)
        assert fa._tune_wanted(gpu) == want
    monkeypatch.setenv("FEATHERATTN_TUNE", "sometimes")
    with pytest.raises(ValueError, match="FEATHERATTN_TUNE"):
        fa._tune_wanted(gpu)
    monkeypatch.setenv("FEATHERATTN_TUNE", "1")
    monkeypatch.setattr(fa, "_gpu_family", lambda index: "gfx11")
    monkeypatch.setattr(fa, "_gpu_configs", lambda index, bucket: (fa._shipped_table("gfx11")[bucket], ""))
    q = torch.zeros(1, 4, 1, 128)
    table = fa._shipped_table("gfx11")[128]
    for kw, kernel, shipped in ((dict(), "dq", table["dq"]), (dict(softcap=2.0), "dkdv", table["dkdv_softcap"])):
        choices = fa._tile_choices(kernel, gpu, 128, fa._call(q, q, 1.0, **kw))
        assert choices[0] == shipped and len(choices) == len(set(choices)) > 1
        assert set(choices[1:]) <= {t for t, _ in fa._TUNE_CANDIDATES["gfx11"][128][kernel]}
    monkeypatch.setattr(fa, "_INTERPRET", True)
    assert not fa._tune_wanted(gpu)


@pytest.mark.parametrize("where", ["capture", "tracing"])
def test_no_timing_during_capture_or_tracing_and_the_next_eager_call_tunes(where, tuning,
                                                                          monkeypatch, poisoned):
    """During CUDA / HIP graph capture (timing synchronizes) and while torch.compile traces,
    the shipped tiles run, nothing is timed and no plan is kept; the next eager call tunes."""
    launched = []
    real = fa._launch
    monkeypatch.setattr(fa, "_launch", lambda kernel, grid, tensors, args: launched.append(
        (args["BLOCK_M"], args["BLOCK_N"])) or real(kernel, grid, tensors, args))
    if where == "capture":
        monkeypatch.setattr(fa, "_capturing", lambda device: True)
    else:
        monkeypatch.setattr(torch.compiler, "is_compiling", lambda: True)
    q, k, v, do = make_inputs(1, 19, 21, 2, 2, 40, F16, seed=64)
    call = fa._call(q, k, 40 ** -0.5)
    out, lse = fa._native_forward(q, k, v, call)
    check_forward(out, lse, q, k, v, False, 40 ** -0.5)
    shipped = fa._CONFIGS["interpret"][64]["fwd"]
    # (the forward, then its exact pass: never tuned, so its plan is kept as any untuned one)
    assert launched == [(shipped.BLOCK_M, shipped.BLOCK_N)] * 2 and not tuning.timed
    assert [key[0][1] for key in fa._PLANS] == ["fwd-exact"]
    if where == "capture":
        monkeypatch.setattr(fa, "_capturing", lambda device: False)
    else:
        monkeypatch.setattr(torch.compiler, "is_compiling", lambda: False)
    fa._native_forward(q, k, v, call)
    assert tuning.timed and sorted(key[0][1] for key in fa._PLANS) == ["fwd", "fwd-exact"]


TUNED_FAMILIES = (list(fa._TUNE_CANDIDATES) if DEVICE == "cpu" else  # (the CPU: every family's)
                  [fa._gpu_family(fa._device_index(torch.device("cuda")))])


@pytest.mark.parametrize("D", [72, 128, 200])
def test_every_tuning_candidate_matches_float64(D, poisoned):
    """Every tile the autotuner may choose (every candidate of every tuned kernel, for this
    GPU's family; on the CPU, every family's in the interpreter, each tile once), forward,
    dQ and dK/dV each, against float64 with the suite's bound. On your GPU this is the check
    the tuner itself does not make."""
    tiles = []
    for family in TUNED_FAMILIES:
        for kernel, cands in fa._TUNE_CANDIDATES.get(family, {}).get(fa._bucket(D), {}).items():
            tiles += [(kernel, tile) for tile, _ in cands if (kernel, tile) not in tiles
                      and not (tile.D_OUT and fa._bucket(D) <= 128)]
    if not tiles:
        pytest.skip(f"no tuning candidates for {TUNED_FAMILIES} at head dim {D}")
    q, k, v, do = make_inputs(1, 45, 52, 2, 1, D, F16, seed=65)
    call = fa._call(q, k, D ** -0.5, True)
    out, lse = fa._native_forward(q, k, v, call)
    check_forward(out, lse, q, k, v, True, D ** -0.5)  # the shipped forward, for the backward
    truth = [attention_ref(q.cpu(), k.cpu(), v.cpu(), True, D ** -0.5, dtype=t)[0] for t in
             (torch.float64, F16)]
    grads = [ref_grads(q, k, v, do, True, D ** -0.5, dtype=t) for t in (torch.float64, F16)]
    for kernel, tile in tiles:
        cfg = dict(fa._configs(q.device, D)[0], **{kernel: tile})
        cfg.pop("dkdv_softcap", None), cfg.pop("dkdv_dropout", None)
        if kernel == "fwd":
            got, _ = fa._native_forward(q, k, v, call, config=cfg)
            assert_close_to_ref(got, *truth, f"fwd {tile}")
            continue
        got = [torch.full_like(t, float("nan")) for t in (q, k, v)]
        fa._native_backward(do, q, k, v, out, lse, *got, call, config=cfg,
                            only="dq" if kernel == "dq" else None)
        for name, g, t, lo in zip(("dq", "dk", "dv"), got, *grads):
            if kernel == "dq" and name != "dq":
                continue
            assert_close_to_ref(g, t, lo, f"{kernel} {tile} {name}")


def test_aiter_gets_featherattns_configs_where_it_ships_none(monkeypatch):
    """AITER's forward and one-kernel backward get FeatherAttn's configs by their config=
    keyword on arches AITER ships no table for (RDNA3 / RDNA4, CDNA2, NVIDIA; its lookup
    raises there), in the layout that keyword takes, without AMD-only options off ROCm;
    on gfx942 / gfx950 AITER's own."""
    for rocm, arch, ours in ((False, "sm90", True), (False, "sm80", True), (True, "gfx1151", True),
                             (True, "gfx1201", True), (True, "gfx90a", True), (True, "gfx942", False),
                             (True, "gfx950", False)):
        monkeypatch.setattr(fa, "_ROCM", rocm)
        monkeypatch.setattr(fa, "_gpu_arch", lambda index: arch)
        monkeypatch.setattr(fa, "_gpu_family", lambda index: arch[:5] if arch[3:5] in ("11", "12") else "default")
        fa._aiter_fwd_config.cache_clear()
        fwd, bwd = fa._aiter_fwd_config(0, 128), fa._aiter_bwd_config(0)
        assert fa._aiter_config(0) == ours
        if not ours:
            assert fwd is None and bwd is None
            continue
        assert set(bwd) == {"preprocess_kernel", "onekernel"}, bwd
        assert {"BLOCK_M", "BLOCK_N", "num_warps"} <= set(fwd)
        assert {"BLOCK_M1", "BLOCK_N1", "BLOCK_M2", "BLOCK_N2"} <= set(bwd["onekernel"])
        amd = ("waves_per_eu", "matrix_instr_nonkdim")
        assert any(a in bwd["onekernel"] for a in amd) == rocm
        assert any(a in fwd for a in amd) == (rocm and arch.startswith(("gfx11", "gfx12")))
    fa._aiter_fwd_config.cache_clear()


def test_aiter_is_called_by_its_public_names_with_the_configs(monkeypatch):
    """AITER through a stand-in module that has only AITER's public functions: the forward
    (batched and packed) through flash_attn(_varlen)_func without grad, with return_lse and
    FeatherAttn's config; the packed lse turned from AITER's (total, H) into flash-attn's
    (H, total); the backward through flash_attn_onekernel_backward with config=."""
    calls = []

    def forward(q, k, v, *cu, dropout_p, softmax_scale, causal, window_size, alibi_slopes,
                return_lse, config):
        calls.append(dict(grad=torch.is_grad_enabled(), config=config, lse=return_lse))
        call = fa._Call(softmax_scale, (-1, 0 if causal else -1), 0.0, alibi_slopes, None,
                        *(cu[:2] or (None, None)), *(cu[2:] or (0, 0)))
        out, lse = fa._reference_forward(q, k, v, call)
        return out, (lse.t() if cu else lse)  # AITER's packed lse: (total_q, H)

    def backward(do, q, k, v, o, lse, dq, dk, dv, dbias, sm_scale, alibi, causal, cu_q, cu_k,
                 max_q, max_k, dropout_p, *, config):
        calls.append(dict(config=config))
    stand_in = types.SimpleNamespace(
        flash_attn_func=forward, flash_attn_onekernel_backward=backward,
        flash_attn_varlen_func=lambda q, k, v, cu_q, cu_k, mq, mk, **kw: forward(q, k, v, cu_q, cu_k, mq, mk, **kw))
    monkeypatch.setattr(fa, "_aiter_mha", lambda: stand_in)
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    monkeypatch.setattr(fa, "_gpu_family", lambda index: "gfx11")
    monkeypatch.setattr(fa, "_gpu_arch", lambda index: "gfx1151")
    monkeypatch.setattr(fa, "_ROCM", True)
    fa._aiter_fwd_config.cache_clear()
    q, k, v, do = make_inputs(2, 9, 11, 2, 1, 32, F16, seed=66)
    q.requires_grad_()
    call = fa._call(q, k, 0.2, True)
    out, lse = fa._aiter_forward(q, k, v, call)
    want = fa._reference_forward(q.detach(), k, v, call)
    assert torch.equal(out, want[0]) and torch.equal(lse, want[1])
    qp, kp, vp, dop, cu_q, cu_k = packed_inputs([4, 7], [5, 3], 2, 1, 32, F16, seed=67)
    pcall = fa._call(qp, kp, 0.2, True, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, max_seqlen_q=7,
                     max_seqlen_k=5)
    out, lse = fa._aiter_forward(qp, kp, vp, pcall)
    assert lse.shape == (2, qp.shape[0]) and torch.equal(lse, fa._reference_forward(qp, kp, vp, pcall)[1])
    fa._aiter_backward(do, q.detach(), k, v, out[:0].new_zeros(q.shape), want[1], call)
    cfg = fa._aiter_fwd_config(0, 32)
    assert calls[:2] == [dict(grad=False, config=cfg, lse=True)] * 2
    assert calls[2] == dict(config=fa._aiter_bwd_config(0)) and calls[2]["config"] is not None
    fa._aiter_fwd_config.cache_clear()


def _aiter_stand_in(calls):
    """AITER's public forward and backward, computed from every argument they receive (the
    reference path's math): a wrong scale, mask, slope, length, offset or tensor passed to
    AITER gives a wrong answer here, not a recorded config only."""
    def call_of(q, k, scale, causal, window, slopes, cu=(), max_lens=(0, 0)):
        assert window == (-1, -1) or not causal, window
        left, right = window
        return fa._Call(scale, (left, 0) if causal else (left, right), 0.0, slopes, None,
                        *(cu or (None, None)), *max_lens)

    def forward(q, k, v, *packed, dropout_p, softmax_scale, causal, window_size, alibi_slopes,
                return_lse, config):
        assert dropout_p == 0.0 and return_lse is True and not torch.is_grad_enabled()
        assert config == fa._aiter_fwd_config(0, q.shape[-1]) and config is not None
        assert alibi_slopes is None or alibi_slopes.dim() == 2  # (batch, nheads)
        if packed:
            cu_q, cu_k, max_q, max_k = packed
            assert cu_q.dtype == torch.int32 and max_q == int((cu_q[1:] - cu_q[:-1]).max())
            assert max_k == int((cu_k[1:] - cu_k[:-1]).max())
            call = call_of(q, k, softmax_scale, causal, window_size, alibi_slopes,
                           (cu_q, cu_k), (max_q, max_k))
        else:
            call = call_of(q, k, softmax_scale, causal, window_size, alibi_slopes)
        calls.append("forward")
        out, lse = fa._reference_forward(q, k, v, call)
        return out, (lse.t() if packed else lse)  # AITER's packed lse: (total_q, H)

    def backward(do, q, k, v, o, lse, dq, dk, dv, dbias, sm_scale, alibi, causal, cu_q, cu_k,
                 max_q, max_k, dropout_p, *, config):
        assert dbias is None and cu_q is None and cu_k is None and dropout_p == 0.0
        assert (max_q, max_k) == (q.shape[1], k.shape[1]), (max_q, max_k)
        assert config == fa._aiter_bwd_config(0) and config is not None
        assert alibi is None or alibi.shape == (q.shape[0], q.shape[2])  # (batch, nheads)
        assert all(t.is_contiguous() for t in (do, q, k, v, o, lse, dq, dk, dv))
        call = call_of(q, k, sm_scale, causal, (-1, -1), alibi)
        for buf, g in zip((dq, dk, dv), fa._reference_backward(do, q, k, v, o, lse, call)):
            buf.copy_(g)
        calls.append("backward")

    return types.SimpleNamespace(
        flash_attn_func=forward, flash_attn_onekernel_backward=backward,
        flash_attn_varlen_func=lambda q, k, v, cu_q, cu_k, mq, mk, **kw: forward(
            q, k, v, cu_q, cu_k, mq, mk, **kw))


@pytest.mark.parametrize("case", ["causal-gqa-alibi", "full-d24", "packed-alibi"])
def test_aiter_gets_every_argument_right(case, monkeypatch):
    """FeatherAttn's calls of AITER's forward and backward, through stand-ins that compute
    their answers from every argument (_aiter_stand_in), give the reference's answers:
    batched causal GQA with per-batch ALiBi slopes, a head dim AITER's kernels pad (24 ->
    32) and packed sequences (AITER's forward only: its backward serves no packed call)."""
    calls = []
    monkeypatch.setattr(fa, "_aiter_mha", lambda: _aiter_stand_in(calls))
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    monkeypatch.setattr(fa, "_gpu_family", lambda index: "gfx11")
    monkeypatch.setattr(fa, "_gpu_arch", lambda index: "gfx1151")
    monkeypatch.setattr(fa, "_ROCM", True)
    fa._aiter_fwd_config.cache_clear()
    try:
        D = 24 if case == "full-d24" else 32
        slopes = None if case == "full-d24" else torch.tensor([0.3, 0.1, 0.6, 0.2], device=DEVICE)
        if case == "packed-alibi":
            q, k, v, do, cu_q, cu_k = packed_inputs([4, 9, 6], [7, 3, 8], 4, 2, D, F16, seed=68)
            call = fa._call(q, k, 0.3, True, alibi_slopes=slopes, cu_seqlens_q=cu_q,
                            cu_seqlens_k=cu_k, max_seqlen_q=9, max_seqlen_k=8)
        else:
            q, k, v, do = make_inputs(2, 13, 17, 4, 2, D, F16, seed=69)
            if slopes is not None:
                slopes = torch.stack([slopes, slopes.flip(0)])  # (B, H)
            call = fa._call(q, k, 0.3, case != "full-d24", alibi_slopes=slopes)
        out, lse = fa._aiter_forward(q, k, v, call)
        want = fa._reference_forward(q, k, v, call)
        assert torch.equal(out, want[0]) and torch.equal(lse, want[1])
        if case != "packed-alibi":
            got = fa._aiter_backward(do, q, k, v, out, lse, call)
            for g, w in zip(got[:3], fa._reference_backward(do, q, k, v, out, lse, call)):
                assert (g.float() - w.float()).abs().max() <= 1e-3, case
        assert calls == ["forward"] + (["backward"] if case != "packed-alibi" else [])
    finally:
        fa._aiter_fwd_config.cache_clear()


def test_the_module_has_no_clock_file_or_unbounded_loop():
    """What touches files or time belongs to Triton (its autotuner and cache) or bench.py:
    featherattn.py opens no file, reads no clock, sleeps nowhere and has no while loop."""
    import ast
    tree = ast.parse(open(fa.__file__).read())
    bad = []
    for node in ast.walk(tree):
        if isinstance(node, ast.While):
            bad.append(f"while loop at line {node.lineno}")
        if isinstance(node, ast.Call):
            f = ast.unparse(node.func)
            if f in ("open", "os.open", "os.replace", "os.remove", "os.makedirs") or f.startswith("time."):
                bad.append(f"{f}() at line {node.lineno}")
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] + [getattr(node, "module", None)]
            bad += [f"import {n} at line {node.lineno}" for n in names if n in ("time", "json", "tempfile")]
    assert not bad, bad


def test_aiter_names_featherattn_uses_exist():
    """Every AITER name FeatherAttn calls, with the keywords it passes, exists in the
    installed amd-aiter: an AITER that renames one fails here, naming it."""
    import importlib.util
    if importlib.util.find_spec("aiter") is None:
        pytest.skip("amd-aiter is not installed")
    mha = fa._aiter_mha()
    uses = {"flash_attn_func": ("dropout_p", "softmax_scale", "causal", "window_size", "bias",
                                "alibi_slopes", "deterministic", "return_lse",
                                "return_attn_probs", "config"),
            "flash_attn_varlen_func": ("dropout_p", "softmax_scale", "causal", "window_size",
                                       "bias", "alibi_slopes", "deterministic", "return_lse",
                                       "return_attn_probs", "config"),
            "flash_attn_onekernel_backward": ("config",)}
    for name, keywords in uses.items():
        fn = getattr(mha, name, None)
        assert callable(fn), f"AITER's mha has no {name}"
        params = inspect.signature(fn).parameters
        missing = [kw for kw in keywords if kw not in params]
        assert not missing, f"AITER's {name} takes no {missing}"
    assert len(inspect.signature(mha.flash_attn_onekernel_backward).parameters) >= 19
    import re  # the config keys AITER's backward reads: FeatherAttn's config has them
    source = inspect.getsource(sys.modules[mha.flash_attn_onekernel_backward.__module__])
    read = set(re.findall(r'config\["(\w+)"\]', source))
    assert read and read <= set(fa._AITER_BWD_TABLE) | {"onekernel_pe"}, read
    arch_info = sys.modules.get("aiter.ops.triton.utils._triton.arch_info")
    assert arch_info is None or callable(arch_info.get_arch), "AITER's arch_info.get_arch"

# ---- arguments: every public one validated, by type and value ----

def _bad_calls():
    """(id, call, message pattern): one row per way a public argument can be wrong."""
    try:
        import numpy as np
    except ImportError:  # the numpy-typed arguments' row needs it
        np = None
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
        "scale-big": batched(r"softmax_scale must be at most 1000 in magnitude \(or None\); "
                             r"got -1e\+30", softmax_scale=-1e30),
        "scale-past": batched(r"softmax_scale must be at most 1000 .* got 1000.5", softmax_scale=1000.5),
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
    } | ({} if np is None else {
        "numpy-ok": (lambda: fa.flash_attn_varlen_func(qp, kp, vp, cu_q, cu_k, np.int64(7),
                                                       torch.tensor(6), causal=np.bool_(True),
                                                       softmax_scale=np.float32(0.25)), None),
    })


BAD_CALLS = list(_bad_calls())


def test_sdpa_layout_is_named(monkeypatch):
    """SDPA's (batch, nheads, seqlen, headdim) tensors given to flash_attn_func: where the head
    counts do not divide, the error says to transpose. Where they fit, nothing can tell the
    layouts apart (300 heads over 2 positions is a valid flash-attn call), so nothing warns:
    a warning that can be wrong teaches users to ignore it."""
    monkeypatch.setattr(fa, "_WARNED", set())
    def check(qshape, kshape):
        q = torch.zeros(qshape, dtype=BF16, device=DEVICE)
        k = torch.zeros(kshape, dtype=BF16, device=DEVICE)
        return fa.can_use_native_backward(q, k, k)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for shape in ((1, 2, 300, 16), (1, 8, 320, 16), (1, 320, 8, 16), (1, 1, 256, 16),
                      (2, 300, 300, 16), (1, 4096, 32, 16)):
            assert check(shape, shape)[0]
    ok, why = check((1, 8, 40, 16), (1, 2, 37, 16))  # GQA in SDPA's layout: 40 and 37 heads
    assert not ok and "SDPA's (batch, nheads, seqlen, headdim) tensors need .transpose(1, 2)" in why


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


# ---- the grid bound ----

@pytest.fixture
def launches(monkeypatch):
    """Record launches instead of running them: an accepted call's grid, cheaply."""
    seen = []
    monkeypatch.setattr(fa, "_launch", lambda kernel, grid, tensors, args: seen.append(grid))
    monkeypatch.setenv("FEATHERATTN_FORWARD", "native")
    return seen


@pytest.mark.parametrize("B, H", [pytest.param(b, h, id=f"B{b}-H{h}") for b, h in (
    (65535, 1), (1, 65535), (5, 13107), (3, 21845))])
def test_largest_grid_is_accepted(B, H, launches):
    q = torch.zeros(B, 1, H, 8, dtype=F16, device=DEVICE)
    fa.flash_attn_func(q, q, q)
    assert launches and launches[0][1] == 65535
    fa._check_grid(B, H)


@pytest.mark.parametrize("B, H", [pytest.param(b, h, id=f"B{b}-H{h}") for b, h in (
    (65536, 1), (1, 65536), (2, 32768), (65535, 2))])
def test_grid_past_the_bound_is_rejected(B, H, launches):
    q = torch.zeros(B, 1, H, 8, dtype=F16, device=DEVICE)
    with pytest.raises(ValueError, match="65535"):
        fa.flash_attn_func(q, q, q)
    assert not launches
    with pytest.raises(ValueError, match="65535"):
        fa._check_grid(B, H)


@pytest.mark.parametrize("seqs, accepted", [(65535, True), (65536, False)])
def test_packed_grid_bound_counts_sequences(seqs, accepted, launches):
    q = torch.zeros(4, 1, 8, dtype=F16, device=DEVICE)
    cu = torch.zeros(seqs + 1, dtype=torch.int32, device=DEVICE)
    cu[-1] = 4
    if accepted:
        fa.flash_attn_varlen_func(q, q, q, cu, cu, 4, 4)
        assert launches and launches[0][1] == 65535
    else:
        with pytest.raises(ValueError, match="65535"):
            fa.flash_attn_varlen_func(q, q, q, cu, cu, 4, 4)
        assert not launches

@pytest.fixture
def launched(monkeypatch):
    """Record launches (kernel, grid, scalar arguments) instead of running them."""
    seen = []
    monkeypatch.setattr(fa, "_launch", lambda kernel, grid, tensors, args: seen.append(
        (kernel, grid, args)))
    monkeypatch.setattr(fa, "_PLANS", {})
    monkeypatch.setenv("FEATHERATTN_FORWARD", "native")
    return seen


@pytest.mark.parametrize("feature", ["plain", "softcap", "dropout"])
@pytest.mark.parametrize("packed", [False, True], ids=["batched", "packed"])
def test_launches_use_the_tables_tiles_and_grids(feature, packed, launched, monkeypatch):
    """What outputs cannot show: each kernel launches its table tile (the dK/dV kernel the
    softcap or dropout one where the entry has it) over a grid of (row blocks x column
    blocks, sequences x heads), rows from max_seqlen when packed (max_seqlen_q for the
    forward and dQ, max_seqlen_k for dK/dV), at most the tokens present."""
    cfg = dict(fa._CONFIGS["gfx11"][128], fwd=fa.Tile(32, 32, 8, 1, 64),
               dq=fa.Tile(16, 16, 4, 1, 16, 64), dkdv_softcap=fa.Tile(64, 32, 8, 1, 16),
               dkdv_dropout=fa.Tile(32, 16, 4, 1, 16, 64))
    monkeypatch.setattr(fa, "_configs", lambda device, head_dim: (cfg, "a test table"))
    H, Hk, D = 4, 2, 72
    opts = dict(softcap=2.0) if feature == "softcap" else {}
    p = 0.2 if feature == "dropout" else 0.0
    if packed:
        lens_q, lens_k = [5, 40, 3], [9, 2, 70]
        q, k, v, do, cu_q, cu_k = packed_inputs(lens_q, lens_k, H, Hk, D, F16, seed=50)
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        out = fa.flash_attn_varlen_func(*leaves, cu_q, cu_k, 40, 70, p, **opts)
        seqs, rows_q, rows_k = 3, 40, 70
    else:
        q, k, v, do = make_inputs(2, 37, 53, H, Hk, D, F16, seed=50)
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        out = fa.flash_attn_func(*leaves, p, **opts)
        seqs, rows_q, rows_k = 2, 37, 53
    torch.autograd.grad(out, leaves, do)
    dkdv = {"plain": cfg["dkdv"], "softcap": cfg["dkdv_softcap"], "dropout": cfg["dkdv_dropout"]}[feature]

    def columns(tile):  # programs per row block: one per D_OUT of the 128 padded columns
        return 128 // (tile.D_OUT or 128)
    want = [(fa._fwd_kernel, (-(-rows_q // cfg["fwd"].BLOCK_M), seqs * H), cfg["fwd"])] * 2 + [
            (fa._bwd_dq_kernel, (-(-rows_q // cfg["dq"].BLOCK_M) * columns(cfg["dq"]), seqs * H),
             cfg["dq"]),
            (fa._bwd_dkdv_kernel, (-(-rows_k // dkdv.BLOCK_N) * columns(dkdv), seqs * Hk), dkdv)]
    assert len(launched) == 4  # the forward, its exact pass (the same tile), dQ, dK/dV
    assert [args["EXACT_V"] for _, _, args in launched[:2]] == [False, True]
    for (kernel, grid, args), (want_kernel, want_grid, tile) in zip(launched, want):
        assert kernel is want_kernel and tuple(grid) == want_grid, (kernel, grid, want_grid)
        assert (args["BLOCK_M"], args["BLOCK_N"], args["num_warps"]) == (
            tile.BLOCK_M, tile.BLOCK_N, tile.num_warps), (kernel, args, tile)


# ---- routing: which forward runs, fallbacks, logging ----

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
    monkeypatch.setattr(fa, "_ROCM", True)  # an AMD GPU (the routing table covers NVIDIA's)
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    monkeypatch.setattr(fa, "_gpu_arch", lambda index: "gfx942")  # (AITER ships its configs)
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


def test_the_nvidia_route_reads_no_feature(monkeypatch):
    """On NVIDIA a call without dropout runs the native forward whatever its features, and
    _route decides so before reading the window, softcap or sinks: torch.compile guards on
    each value a traced call tests, and a softcap of 0 after 5.0 compiled the packed training
    step a third time (H100, 2026-12-07; the CPU route never read them)."""
    monkeypatch.setattr(fa, "_ROCM", False)
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    monkeypatch.setenv("FEATHERATTN_FORWARD", "")
    q = gpu_like(small()[0])
    for kwargs in ({}, dict(window=(8, -1), softcap=3.0), dict(varlen=True)):
        call = fa._call(q, q, 1.0, window=kwargs.get("window", (-1, -1)),
                        softcap=kwargs.get("softcap", 0.0))
        if kwargs.get("varlen"):
            call = call._replace(cu_seqlens_q=q.new_tensor([0, q.shape[1]], dtype=torch.int32))

        class Watched:
            def __getattr__(self, name, call=call):
                assert name not in ("softcap", "sliding", "sinks", "window"), f"read call.{name}"
                return getattr(call, name)
        assert fa._route(q, Watched())[:2] == ("native", "native"), kwargs


# Every chip and the table family it runs, written from AMD's and LLVM's lists (not from the
# module): RDNA3 / 3.5 the gfx11 tiles, RDNA4 and gfx1170 (RDNA 4m: gfx12's WMMA under a gfx11
# number) the gfx12 tiles, Hopper its own, anything else the conservative defaults.
CHIP_FAMILIES = [("gfx1100", "gfx11"), ("gfx1101", "gfx11"), ("gfx1102", "gfx11"),
                 ("gfx1103", "gfx11"), ("gfx1150", "gfx11"), ("gfx1151", "gfx11"),
                 ("gfx1152", "gfx11"), ("gfx1153", "gfx11"), ("gfx1170", "gfx12"),
                 ("gfx1200", "gfx12"), ("gfx1201", "gfx12"), ("gfx942", "default"),
                 ("gfx90a", "default"), ("gfx1030", "default"), ("sm90", "sm90"),
                 ("sm80", "default"), ("sm100", "default")]


@pytest.mark.parametrize("arch, family", CHIP_FAMILIES)
def test_every_chip_runs_its_familys_tables(monkeypatch, arch, family):
    """Each chip maps to its family's tables, silently (a listed chip is a checked one), and
    `bench.py isa` compiles for every RDNA chip of the list."""
    monkeypatch.setattr(fa, "_WARNED", set())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert fa._chip_family(arch) == family
    if family in ("gfx11", "gfx12"):
        assert arch in fa._RDNA_CHIPS


def test_an_unlisted_rdna_chip_runs_its_numbers_tiles_with_one_warning(monkeypatch):
    monkeypatch.setattr(fa, "_WARNED", set())
    with pytest.warns(RuntimeWarning, match="gfx1160 is not among the RDNA chips.*gfx11 tiles"):
        assert fa._chip_family("gfx1160") == "gfx11"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert fa._chip_family("gfx1160") == "gfx11"  # (once)


@pytest.mark.parametrize("version, want", [((3, 8), "reference"), ((3, 9), "aiter"),
                                           ((3, 10), "aiter")])
def test_a_triton_that_cannot_compile_the_chip_runs_no_triton_kernel(monkeypatch, version, want):
    """gfx1170 before Triton 3.9: LLVM aborts the process compiling its WMMA (no exception a
    fallback could catch), so neither the native kernels nor AITER's run; the PyTorch
    reference does, with the reason (the router's warning names it). Other chips are not
    affected (at D16 with amd-aiter loaded: AITER's forward, the native backward)."""
    monkeypatch.setattr(fa, "_ROCM", True)
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    monkeypatch.setattr(fa, "_triton_version", lambda: version)
    monkeypatch.setattr(fa, "_aiter_available", lambda: (True, ""))
    q = gpu_like(small()[0])
    for arch, expect in (("gfx1170", want), ("gfx1151", "aiter")):
        monkeypatch.setattr(fa, "_gpu_arch", lambda index, a=arch: a)
        forward, backward, reason = route(q)
        assert forward == expect and backward == ("reference" if expect == "reference"
                                                  else "native"), (arch, version)
        if expect == "reference":
            assert "cannot compile for gfx1170" in reason and "Triton 3.9" in reason


@pytest.mark.parametrize("arch, D, want", [("gfx1151", 256, "native"), ("gfx1201", 192, "native"),
                                           ("gfx1100", 128, "aiter"), ("gfx942", 256, "aiter")])
def test_rdna_wide_heads_take_the_native_forward(monkeypatch, arch, D, want):
    """On RDNA a head dim above 128 runs the native forward by default (every AITER D256
    config spills there; the model's estimate at the Qwen3.5 shape: 1.24 against 4.6 ms on
    gfx1151); at 128 and on CDNA, AITER's where it loads; FEATHERATTN_FORWARD=aiter forces
    AITER's."""
    monkeypatch.setattr(fa, "_ROCM", True)
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    monkeypatch.setattr(fa, "_gpu_arch", lambda index: arch)
    monkeypatch.setattr(fa, "_gpu_family", lambda index: arch[:5] if arch[:5] in ("gfx11", "gfx12") else "default")
    monkeypatch.setattr(fa, "_aiter_available", lambda: (True, ""))
    q = gpu_like(torch.zeros(1, 4, 2, D, dtype=F16))
    assert route(q)[:2] == (want, "native")
    monkeypatch.setenv("FEATHERATTN_FORWARD", "aiter")
    assert route(q)[:2] == ("aiter", "native")


@pytest.mark.parametrize("env, aiter, kwargs, error, words", [
    ("aiter", True, dict(window=(8, -1)), ValueError, "AITER's forward has no sliding window"),
    ("aiter", False, {}, ImportError, "FEATHERATTN_FORWARD=aiter, but amd-aiter is not installed"),
    ("fast", True, {}, ValueError, "FEATHERATTN_FORWARD must be 'native', 'aiter' or unset; got 'fast'"),
    ("aiter", True, dict(dropout_p=0.1, window=(8, -1)), ValueError,
     "FEATHERATTN_FORWARD=aiter with dropout_p > 0 runs AITER's whole call, which has no sliding window"),
    ("aiter", False, dict(dropout_p=0.1), ImportError, "FEATHERATTN_FORWARD=aiter, but amd-aiter"),
    ("aiter", True, dict(dropout_p=0.1, arch="gfx1151"), ValueError,
     "whose backward has no config for this GPU .gfx1151"),
])
def test_route_errors(monkeypatch, env, aiter, kwargs, error, words):
    kwargs = dict(kwargs)
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    monkeypatch.setattr(fa, "_gpu_arch", lambda index, arch=kwargs.pop("arch", "gfx942"): arch)
    monkeypatch.setattr(fa, "_ROCM", True)
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
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    monkeypatch.setattr(fa, "_gpu_arch", lambda index: "gfx942")  # (AITER's whole call: CDNA3)
    monkeypatch.setattr(fa, "_ROCM", True)
    q = gpu_like(small()[0])
    monkeypatch.setattr(fa, "_aiter_fallback", lambda q, k, v, call, *a: (q, None, None))
    with pytest.warns(RuntimeWarning, match="AITER's forward and backward run. It is slower"):
        fa._attention(q, q, q, fa._call(q, q, 1.0, dropout_p=0.1), False, False)
    monkeypatch.setenv("FEATHERATTN_FORWARD", "")
    monkeypatch.setattr(fa, "_HAS_TRITON", False)
    monkeypatch.setattr(fa, "_TRITON_MISSING", "Triton is not installed; `pip install triton`")
    assert route(q)[:2] == ("reference", "reference") and "Triton is not installed" in route(q)[2]
    monkeypatch.setattr(fa, "_FeatherAttnFunc", type("F", (), {"apply": staticmethod(lambda q, *a: q)}))
    with pytest.warns(RuntimeWarning, match="Triton is not installed"):
        fa._attention(q, q, q, fa._call(q, q, 1.0), False, False)
    with pytest.warns(RuntimeWarning) as again:
        fa._attention(q, q, q, fa._call(q, q, 1.0), False, False)
        warnings.warn("marker", RuntimeWarning)
    assert [str(w.message) for w in again] == ["marker"]  # once per process
    monkeypatch.setattr(fa, "_gpu_arch", lambda index: "sm80")
    monkeypatch.setattr(fa, "_gpu_family", lambda index: "default")
    fa._gpu_configs.cache_clear()
    with pytest.warns(RuntimeWarning, match="no configs were chosen for this GPU .sm80.*bench.py tune"):
        fa._gpu_configs(0, 128)
    fa._gpu_configs.cache_clear()


@pytest.fixture
def unchecked_gpu(monkeypatch):
    """_native_or_reference as on an untested GPU (gfx1999, compiled, not the interpreter),
    no warning or failure recorded yet: (a call, a stand-in q on a device of that type)."""
    monkeypatch.delenv("FEATHERATTN_STRICT", raising=False)  # (a suite run with it set)
    monkeypatch.setattr(fa, "_WARNED", set())
    monkeypatch.setattr(fa, "_FAILED", {})
    monkeypatch.setattr(fa, "_INTERPRET", False)
    monkeypatch.setattr(fa, "_gpu_arch", lambda index: "gfx1999")
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    q = torch.zeros(1, 4, 1, 8)

    def like_q(device_type="cuda"):
        device = torch.device(device_type, 0) if device_type == "cuda" else torch.device(device_type)
        return type("Q", (), {"device": device, "dtype": F16, "shape": q.shape})()
    return fa._call(q, q, 1.0), like_q


def test_a_failing_native_kernel_falls_back_with_one_warning(unchecked_gpu, monkeypatch):
    """A native kernel that fails to compile or launch on the user's GPU (an arch or a Triton
    nothing here checked) warns once, naming the error, and the reference runs instead of a
    failed training step; FEATHERATTN_STRICT=1 and the interpreter raise."""
    call, like_q = unchecked_gpu
    q = torch.zeros(1, 4, 1, 8)
    cuda_q = like_q()
    tries = []

    def broken():
        tries.append(1)
        raise RuntimeError("out of resources: shared memory, required 98304")
    with pytest.warns(RuntimeWarning, match="native forward kernels failed on this GPU .gfx1999.*"
                                            "RuntimeError: out of resources"):
        assert fa._native_or_reference("forward", cuda_q, call, broken, lambda: "reference") == "reference"
    assert fa._native_or_reference("forward", cuda_q, call, broken, lambda: "reference") == "reference"
    assert len(tries) == 1  # not compiled again for the same signature
    other = type("Q", (), {"device": cuda_q.device, "dtype": F16, "shape": (1, 4, 1, 16)})()
    assert fa._native_or_reference("forward", other, call, lambda: "native",
                                   lambda: "reference") == "native"  # another head dim
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

WINDOWS = {"none": (-1, -1), "left": (8, -1), "right": (-1, 3), "causal-left": (4, 0),
           "both": (2, 3)}


def expected_route(env, aiter, window, softcap, sinks, varlen, dropout, rocm=True, arch="gfx942"):
    """The routing rule as the README states it, written apart from _route: (forward,
    backward) or the exception type. ALiBi and causal change nothing; on an NVIDIA GPU the
    default forward is the native one; AITER's whole call (dropout with
    FEATHERATTN_FORWARD=aiter) only where AITER ships its configs (gfx942, gfx950)."""
    banded = window not in ("none",) and WINDOWS[window] != (-1, 0)
    lacks = banded or softcap or sinks
    if dropout:
        if env != "aiter":
            return "native", "native"
        if lacks or varlen:
            return ValueError
        if not aiter:
            return ImportError
        return ("aiter", "aiter") if rocm and arch in ("gfx942", "gfx950") else ValueError
    if env == "native":
        return "native", "native"
    if env == "aiter":
        if lacks:
            return ValueError
        return ("aiter", "native") if aiter else ImportError
    if lacks or varlen or not aiter or not rocm:
        return "native", "native"
    return "aiter", "native"


def test_routing_table_every_feature_combination(monkeypatch):
    """Every combination of band shape, softcap, sinks, ALiBi, packing and dropout, with
    FEATHERATTN_FORWARD unset / native / aiter, on an AMD or NVIDIA GPU with and without
    amd-aiter (stubbed):
    the forward and backward _route picks, or the error, against expected_route; and which
    calls AITER's backward may take after a failed native one."""
    q = gpu_like(small()[0])
    wrong = []
    monkeypatch.setattr(fa, "_device_index", lambda device: 0)
    for (rocm, arch), env, aiter, window, softcap, sinks, alibi, varlen, dropout in itertools.product(
            ((True, "gfx942"), (True, "gfx1151"), (False, "sm90")), ("", "native", "aiter"),
            (True, False), WINDOWS, (False, True), (False, True), (False, True), (False, True),
            (False, True)):
        monkeypatch.setattr(fa, "_ROCM", rocm)
        monkeypatch.setattr(fa, "_gpu_arch", lambda index, arch=arch: arch)
        monkeypatch.setenv("FEATHERATTN_FORWARD", env)
        monkeypatch.setattr(fa, "_aiter_available",
                            lambda: (True, "") if aiter else (False, "amd-aiter is not installed"))
        call = fa._call(q, q, 1.0, window=WINDOWS[window], softcap=3.0 if softcap else 0.0,
                        alibi_slopes=torch.ones(2, device="meta") if alibi else None,
                        sinks=torch.zeros(2, device="meta") if sinks else None,
                        dropout_p=0.1 if dropout else 0.0)
        if varlen:
            call = call._replace(cu_seqlens_q=q.new_tensor([0, q.shape[1]], dtype=torch.int32))
        want = expected_route(env, aiter, window, softcap, sinks, varlen, dropout, rocm, arch)
        try:
            got = fa._route(q, call)[:2]
        except (ValueError, ImportError) as e:
            got = type(e)
        if got != want:
            wrong.append((rocm, env, aiter, window, softcap, sinks, alibi, varlen, dropout, got,
                          want))
        serves = fa._aiter_backward_serves(call, None)
        plain = not (window not in ("none",) and WINDOWS[window] != (-1, 0)) and not (
            softcap or sinks or varlen or dropout)
        if serves != plain:
            wrong.append(("AITER's backward serves", window, softcap, sinks, varlen, dropout, serves))
    assert not wrong, wrong[:5]


def test_a_value_error_on_the_native_path_is_raised_not_fallen_back(unchecked_gpu):
    """A ValueError from the native path is a bad input, never a reason to fall back (which
    would hide it behind a slower path), on a GPU too; any error off a GPU is raised."""
    call, fake = unchecked_gpu

    def bad():
        raise ValueError("featherattn: something about the input")

    def broken():
        raise RuntimeError("out of resources")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # and no warning on the way
        with pytest.raises(ValueError, match="something about the input"):
            fa._native_or_reference("forward", fake("cuda"), call, bad, lambda: "reference")
        with pytest.raises(RuntimeError, match="out of resources"):
            fa._native_or_reference("forward", fake("cpu"), call, broken, lambda: "reference")
    assert not fa._FAILED


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
    assert callable(mha.flash_attn_func) and callable(mha.flash_attn_onekernel_backward)


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
        assert "dkdv=Tile(BLOCK_M=" in trained[0] and "from the shipped table" in trained[0]
    assert sum("forward only (no gradient needed)" in m for m in lines) == 1, lines


def test_a_backward_is_logged_after_a_no_grad_first_call(monkeypatch, caplog):
    """FEATHERATTN_LOG=1: a signature first called under no_grad (an evaluation step) logs
    its backward when a later call trains (the eager fast path once served that call
    without logging)."""
    monkeypatch.setenv("FEATHERATTN_LOG", "1")
    monkeypatch.setattr(fa, "_LOGGED", set())
    q, k, v = small()
    with caplog.at_level(logging.INFO, logger="featherattn"):
        with torch.no_grad():
            fa.flash_attn_func(q, k, v)
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        for _ in range(2):
            fa.flash_attn_func(*leaves).sum().backward()
    lines = [r.getMessage() for r in caplog.records if r.name == "featherattn"]
    assert sum("forward only" in m for m in lines) == 1 and sum(
        "forward + " in m and " backward" in m for m in lines) == 1, lines


def test_no_log_by_default(monkeypatch, caplog):
    monkeypatch.delenv("FEATHERATTN_LOG", raising=False)
    monkeypatch.setattr(fa, "_LOGGED", set())
    with caplog.at_level(logging.INFO, logger="featherattn"):
        fa.flash_attn_func(*small())
    assert not [r for r in caplog.records if r.name == "featherattn"]



def test_a_patched_sdpa_says_which_calls_it_hands_to_pytorch(monkeypatch, caplog):
    """A patched SDPA hands masked, fp32, over-wide, causal cross-attention and (on the CPU
    without the interpreter) CPU calls to PyTorch: each is counted by its reason
    (sdpa_handbacks) and, with FEATHERATTN_LOG=1, logged once per signature with that reason,
    and gives PyTorch's bits. A call FeatherAttn serves is neither counted nor logged as one
    handed back. (A patched training run once matched plain SDPA bit for bit with nothing
    in the log: a masked trainer could not tell FeatherAttn never ran.)"""
    monkeypatch.setenv("FEATHERATTN_LOG", "1")
    monkeypatch.setattr(fa, "_LOGGED", set())
    monkeypatch.setattr(fa, "_HANDBACKS", {})
    g = torch.Generator().manual_seed(3)
    x = lambda *shape, dtype=F16: torch.randn(*shape, generator=g).to(DEVICE, dtype)  # noqa: E731
    q, k = x(1, 4, 9, 16), x(1, 2, 9, 16)
    cases = [("attn_mask", (q, q, q), dict(attn_mask=torch.ones(9, 9, dtype=torch.bool,
                                                                device=DEVICE))),
             ("float16 or torch.bfloat16", (q.float(), q.float(), q.float()), {}),
             ("Lq != Lk", (q, q[:, :, :5], q[:, :, :5]), dict(is_causal=True)),
             ("head_dim", (x(1, 2, 3, 320),) * 3, {}),
             ("torch.func", None, {})]
    with caplog.at_level(logging.INFO, logger="featherattn"), fa.patch_sdpa():
        sdpa = torch.nn.functional.scaled_dot_product_attention
        served = sdpa(q, k, k, enable_gqa=True)  # FeatherAttn's
        for words, args, kw in cases:
            for _ in range(2):  # counted twice, logged once
                if args is None:
                    torch.func.vmap(lambda t: sdpa(t, t, t))(x(2, 1, 2, 5, 16))
                    continue
                got = sdpa(*args, **kw)
                assert torch.equal(got, fa._torch_sdpa(*args, **kw)), words
    lines = [r.getMessage() for r in caplog.records if r.name == "featherattn"
             and "handed to PyTorch's SDPA" in r.getMessage()]
    counts = fa.sdpa_handbacks()
    assert len(lines) == len(cases) == len(counts), (lines, counts)
    for words, _, _ in cases:
        assert sum(words in m for m in lines) == 1, (words, lines)
        assert [n for reason, n in counts.items() if words in reason] == [2], (words, counts)
    assert served.shape == q.shape
    monkeypatch.setattr(fa, "_INTERPRET", False)  # the CPU without the interpreter
    if DEVICE == "cpu":
        fa.scaled_dot_product_attention(q, q, q)
        assert fa.sdpa_handbacks()["CPU tensors without TRITON_INTERPRET=1"] == 1


# ---- environment variables: one parser for every switch ----

SWITCHES = ("FEATHERATTN_LOG", "FEATHERATTN_CHECK", "FEATHERATTN_STRICT")


def test_log_off_values_log_nothing(monkeypatch, caplog):
    """FEATHERATTN_LOG=false / no / off mean off, as 0 does (they turned logging on)."""
    for value in ("0", "false", "No", "OFF", ""):
        monkeypatch.setenv("FEATHERATTN_LOG", value)
        monkeypatch.setattr(fa, "_LOGGED", set())
        with caplog.at_level(logging.INFO, logger="featherattn"):
            fa.flash_attn_func(*small())
        assert not [r for r in caplog.records if r.name == "featherattn"], value
    for value in ("1", "true", "Yes", "on"):
        monkeypatch.setenv("FEATHERATTN_LOG", value)
        monkeypatch.setattr(fa, "_LOGGED", set())
        caplog.clear()
        with caplog.at_level(logging.INFO, logger="featherattn"):
            fa.flash_attn_func(*small())
        assert [r for r in caplog.records if r.name == "featherattn"], value


def test_check_off_values_clamp_instead_of_raising(monkeypatch):
    """FEATHERATTN_CHECK=false leaves decreasing offsets to the clamp, as 0 does; true checks."""
    q, k, v = (torch.randn(20, 2, 16, dtype=torch.float16, device=DEVICE) for _ in range(3))
    cu = torch.tensor([0, 5, 12, 20], dtype=torch.int32, device=DEVICE)
    bad = torch.tensor([-4, 5, 12, 20], dtype=torch.int32, device=DEVICE)
    monkeypatch.setenv("FEATHERATTN_CHECK", "false")
    fa.flash_attn_varlen_func(q, k, v, bad, cu, 12, 12)
    monkeypatch.setenv("FEATHERATTN_CHECK", "true")
    with pytest.raises(ValueError, match="cu_seqlens_q must start at 0"):
        fa.flash_attn_varlen_func(q, k, v, bad, cu, 12, 12)


@pytest.mark.parametrize("name", SWITCHES)
def test_a_switch_with_another_value_raises_naming_it(monkeypatch, name):
    """A value that is neither on nor off is a ValueError naming the variable and the value,
    not a guess."""
    monkeypatch.setenv(name, "maybe")
    monkeypatch.setattr(fa, "_LOGGED", set())
    monkeypatch.setattr(fa, "_FAILED", {})
    with pytest.raises(ValueError, match=f"{name} must be .*got 'maybe'"):
        if name == "FEATHERATTN_STRICT":  # read where a native kernel fails
            q, k, _ = small()
            fa._native_or_reference("forward", q, fa._call(q, k, 0.25),
                                    native=lambda: (_ for _ in ()).throw(RuntimeError("x")),
                                    reference=lambda: None)
        elif name == "FEATHERATTN_CHECK":  # read by the packed calls
            q = torch.randn(8, 2, 16, dtype=F16, device=DEVICE)
            cu = torch.tensor([0, 8], dtype=torch.int32, device=DEVICE)
            fa.flash_attn_varlen_func(q, q, q, cu, cu, 8, 8)
        else:
            fa.flash_attn_func(*small())


BAD_SWITCHES = [(name, "maybe") for name in SWITCHES + ("FEATHERATTN_TUNE",)] + [
    ("FEATHERATTN_TUNE", "sometimes"), ("FEATHERATTN_FORWARD", "auto"),
    ("FEATHERATTN_FORWARD", "bogus")]


def _call_on_path(path, q, k, v):
    """One call of the public surface the way `path` reaches it (the feature-pair grid):
    batched, packed, a patched SDPA (plain, with an attn_mask it hands to PyTorch, under
    torch.func.grad), fake tensors (FakeTensorMode) and a decode shape with many heads."""
    import torch.nn.functional as F
    bhnd = [t.transpose(1, 2) for t in (q, k, v)]
    if path == "batched":
        return fa.flash_attn_func(q, k, v)
    if path == "packed":
        cu = torch.tensor([0, q.shape[1]], dtype=torch.int32, device=DEVICE)
        return fa.flash_attn_varlen_func(q[0], k[0], v[0], cu, cu, q.shape[1], k.shape[1])
    if path == "sdpa":
        return fa.scaled_dot_product_attention(*bhnd, enable_gqa=True)
    if path == "sdpa-mask":
        mask = torch.ones(q.shape[1], k.shape[1], dtype=torch.bool, device=DEVICE).tril()
        with fa.patch_sdpa():
            return F.scaled_dot_product_attention(*bhnd[:1], *(t.repeat_interleave(
                q.shape[2] // k.shape[2], 1) for t in bhnd[1:]), attn_mask=mask)
    if path == "sdpa-func":
        with fa.patch_sdpa():
            return torch.func.grad(lambda x: F.scaled_dot_product_attention(
                x, bhnd[1], bhnd[2], enable_gqa=True).float().sum())(bhnd[0])
    if path == "fake":
        from torch._subclasses.fake_tensor import FakeTensorMode
        with FakeTensorMode() as mode:
            return fa.flash_attn_func(*(mode.from_tensor(t) for t in (q, k, v)))
    if path == "decode":
        qd = torch.randn(1, 1, 64, q.shape[3], dtype=q.dtype, device=DEVICE)
        kd, vd = (torch.randn(1, 40, 8, q.shape[3], dtype=q.dtype, device=DEVICE) for _ in "kv")
        return fa.flash_attn_func(qd, kd, vd, causal=True)
    raise AssertionError(path)


PATHS = ["batched", "packed", "sdpa", "sdpa-mask", "sdpa-func", "fake", "decode"]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("name, value", BAD_SWITCHES, ids=[f"{n[12:]}={v}" for n, v in BAD_SWITCHES])
def test_every_switch_is_checked_at_every_call(monkeypatch, name, value, path):
    """Every FEATHERATTN_* switch is read and checked at each call, whatever that call's path
    reads (FEATHERATTN_TUNE and FEATHERATTN_STRICT do nothing on the CPU, FEATHERATTN_CHECK
    is read by packed calls only), where two features meet too: a bad value raises a
    ValueError naming it, and a patched SDPA raises it too instead of handing the call to
    PyTorch silently (an attn_mask call, torch.func), under fake tensors and at decode."""
    monkeypatch.setenv(name, value)
    with pytest.raises(ValueError, match=f"{name} must be .*got '{value}'"):
        _call_on_path(path, *small())


GOOD_SWITCH_VALUES = ["", "  ", " 1 ", "TRUE", "\tyes\n", "On", "0 ", " False", "NO", "off\n"]


@pytest.mark.parametrize("path", ["batched", "packed", "sdpa-mask", "fake"])
@pytest.mark.parametrize("name", SWITCHES + ("FEATHERATTN_TUNE", "FEATHERATTN_FORWARD"))
def test_blank_and_padded_switch_values_read_as_written(monkeypatch, name, path):
    """A switch set blank, padded with spaces or in any case is read as its word (a blank one
    as unset), on every path: never an error for a value that means on or off, never the
    other meaning (the meaning is checked through _switch, the one reader)."""
    values = (["", " ", " Native ", "AITER\n"] if name == "FEATHERATTN_FORWARD"
              else GOOD_SWITCH_VALUES)
    for value in values:
        monkeypatch.setenv(name, value)
        if name == "FEATHERATTN_FORWARD":
            want = value.strip().lower()
            if want == "aiter" and DEVICE == "cpu":
                with pytest.raises(ValueError, match="FEATHERATTN_FORWARD=aiter"):
                    _call_on_path(path, *small())
                continue
            assert fa._forward_choice() == want
        else:
            assert fa._switch(name) == (value.strip().lower() in ("1", "true", "yes", "on"))
        if name == "FEATHERATTN_STRICT" or (name == "FEATHERATTN_TUNE" and path == "fake"):
            continue  # (read where a native kernel fails; tuning needs real tensors)
        _call_on_path(path, *small())


@pytest.mark.skipif(DEVICE != "cpu", reason="the CPU's meaning of FEATHERATTN_FORWARD=aiter")
def test_forcing_aiters_forward_on_the_cpu_raises(monkeypatch):
    """FEATHERATTN_FORWARD=aiter on the CPU, where AITER's forward never runs, is refused (it
    ran the interpreter's or the reference's forward silently)."""
    monkeypatch.setenv("FEATHERATTN_FORWARD", "aiter")
    with pytest.raises(ValueError, match="FEATHERATTN_FORWARD=aiter .*CPU"):
        fa.flash_attn_func(*small())


def test_patch_sdpa_hands_torch_func_to_pytorch():
    """Under patch_sdpa(), torch.func.grad and vmap of SDPA get PyTorch's SDPA (FeatherAttn
    serves neither), with PyTorch's answers, as every other call the patch cannot serve
    (forward-mode AD takes the same way; PyTorch's CPU SDPA has none to compare with)."""
    import torch.nn.functional as F
    q, k, v = (torch.randn(2, 2, 9, 16, dtype=BF16, device=DEVICE) for _ in range(3))

    def loss(sdpa):
        return lambda q: sdpa(q, k, v).float().sum()
    want_grad = torch.func.grad(loss(F.scaled_dot_product_attention))(q)
    want_vmap = torch.func.vmap(lambda q: F.scaled_dot_product_attention(q, k[0], v[0]))(q)
    with fa.patch_sdpa():
        assert F.scaled_dot_product_attention is fa.scaled_dot_product_attention
        assert torch.equal(torch.func.grad(loss(F.scaled_dot_product_attention))(q), want_grad)
        assert torch.equal(torch.func.vmap(
            lambda q: F.scaled_dot_product_attention(q, k[0], v[0]))(q), want_vmap)


@pytest.mark.parametrize("kwargs", [{}, dict(dropout_p=0.1), dict(window_size=(3, 0))],
                         ids=["plain", "dropout", "window"])
def test_forward_choice_is_checked_on_every_call(monkeypatch, kwargs):
    """FEATHERATTN_FORWARD=bogus raises whatever the call (dropout and windows returned
    before the check and ran silently)."""
    monkeypatch.setenv("FEATHERATTN_FORWARD", "bogus")
    with pytest.raises(ValueError, match="FEATHERATTN_FORWARD must be"):
        fa.flash_attn_func(*small(), **kwargs)

# ---- block ranges against brute force ----

INTERP = fa._CONFIGS["interpret"]


# Every (BLOCK_M, BLOCK_N) of the interpreter table, in both roles.
TILES = sorted({(t.BLOCK_M, t.BLOCK_N) for cfg in INTERP.values() for t in cfg.values()})


TILES = sorted(set(TILES) | {(n, m) for m, n in TILES})


SIDES = sorted({b for t in TILES for b in t})  # 16, 32


def edges(diag=0):
    """Window widths w with w + diag at, one before and one after each block size (and 1)."""
    out = {1 - diag}
    for b in SIDES:
        out |= {b - 1 - diag, b - diag, b + 1 - diag}
    return sorted(w for w in out if w >= 0)


@pytest.fixture(scope="module")
def probe():
    """All blocks' (_key_blocks, _query_blocks) ranges of one shape in one launch."""
    import triton
    import triton.language as tl

    @triton.jit
    def kernel(Out, n_q, n_k, win_left, win_right, BLOCK_M: tl.constexpr,
               BLOCK_N: tl.constexpr, MASK_LEFT: tl.constexpr, MASK_RIGHT: tl.constexpr):
        b = tl.program_id(0)
        lo, hi, full_lo, full_hi = fa._key_blocks(b * BLOCK_M, n_q, n_k, win_left, win_right,
                                                  BLOCK_M, BLOCK_N, MASK_LEFT, MASK_RIGHT)
        q_lo, q_hi, q_full_lo, q_full_hi = fa._query_blocks(
            b * BLOCK_N, n_q, n_k, win_left, win_right, BLOCK_M, BLOCK_N, MASK_LEFT, MASK_RIGHT)
        tl.store(Out + b * 8 + 0, lo)
        tl.store(Out + b * 8 + 1, hi)
        tl.store(Out + b * 8 + 2, full_lo)
        tl.store(Out + b * 8 + 3, full_hi)
        tl.store(Out + b * 8 + 4, q_lo)
        tl.store(Out + b * 8 + 5, q_hi)
        tl.store(Out + b * 8 + 6, q_full_lo)
        tl.store(Out + b * 8 + 7, q_full_hi)

    def run(n_q, n_k, left, right, bm, bn):
        blocks = max(-(-n_q // bm), -(-n_k // bn))
        out = torch.full((blocks, 8), -99, dtype=torch.int32, device=DEVICE)
        kernel[(blocks,)](out, n_q, n_k, max(left, 0), max(right, 0), BLOCK_M=bm, BLOCK_N=bn,
                          MASK_LEFT=left >= 0, MASK_RIGHT=right >= 0)
        return out.cpu().tolist()
    return run


def check_ranges(run, n_q, n_k, left, right, bm, bn):
    rows_pad = (-(-n_q // bm) + 1) * bm
    cols_pad = (-(-n_k // bn) + 1) * bn
    i = torch.arange(rows_pad)[:, None]
    j = torch.arange(cols_pad)[None, :]
    d = i + n_k - n_q
    band = torch.ones(rows_pad, cols_pad, dtype=torch.bool)
    if right >= 0:
        band &= j <= d + right
    if left >= 0:
        band &= j >= d - left
    vis = band & (i < n_q) & (j < n_k)
    res = run(n_q, n_k, left, right, bm, bn)
    where = f"n_q={n_q} n_k={n_k} window=({left}, {right}) BLOCK_M={bm} BLOCK_N={bn}"
    for mb in range(-(-n_q // bm)):
        lo, hi, full_lo, full_hi = res[mb][:4]
        rows = slice(mb * bm, min(mb * bm + bm, n_q))
        seen = [b for b in range(-(-n_k // bn)) if vis[rows, b * bn:(b + 1) * bn].any()]
        whole = [b for b in seen if vis[rows, b * bn:(b + 1) * bn].all()]
        assert seen == list(range(lo, hi)) or (not seen and lo == hi), \
            f"key blocks of query block {mb}: {where}: got [{lo}, {hi}), want {seen}"
        assert list(range(full_lo, full_hi)) == whole, \
            f"whole key blocks of query block {mb}: {where}: got [{full_lo}, {full_hi}), want {whole}"
    for nb in range(-(-n_k // bn)):
        lo, hi, full_lo, full_hi = res[nb][4:]
        cols = slice(nb * bn, nb * bn + bn)
        seen = [b for b in range(-(-n_q // bm)) if vis[b * bm:(b + 1) * bm, cols].any()]
        # No key bound in dK/dV: padded columns of the key block count (see test_kernels).
        whole = [b for b in seen if band[b * bm:(b + 1) * bm, cols].all()]
        assert seen == list(range(lo, hi)) or (not seen and lo == hi), \
            f"query blocks of key block {nb}: {where}: got [{lo}, {hi}), want {seen}"
        assert list(range(full_lo, full_hi)) == whole, \
            f"whole query blocks of key block {nb}: {where}: got [{full_lo}, {full_hi}), want {whole}"


@pytest.mark.parametrize("n_q, n_k", [pytest.param(a, b, id=f"Nq{a}-Nk{b}") for a, b in (
    (40, 40), (40, 47), (47, 40), (16, 16), (33, 80), (80, 33))])
def test_block_ranges_at_every_edge(probe, n_q, n_k):
    """Every window shape (none, left-only, right-only, both, causal with a window) with each
    edge at, one before and one after a block boundary of each interpreter tile."""
    diag = n_k - n_q
    widths = sorted(set(edges(diag)) | set(edges(-diag)) | set(edges()))
    windows = [(-1, -1), (-1, 0)] + [(w, -1) for w in widths] + [(-1, w) for w in widths] \
        + [(w, 0) for w in widths] + [(w, r) for w in widths for r in (1, 16, 17)]
    for bm, bn in TILES:
        for left, right in windows:
            check_ranges(probe, n_q, n_k, left, right, bm, bn)


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


# ---- windows ----

def run_case(q, k, v, do, causal, scale, config=None, slopes=None, out_layout=None, **mods):
    call = fa._call(q, k, scale, causal, alibi_slopes=slopes, **mods)
    out, lse = fa._native_forward(q, k, v, call, config=config)
    check_forward(out, lse, q, k, v, causal, scale, slopes, **mods)
    if out_layout is not None:
        out = out_layout(out)
    grads = [torch.full(t.shape, float("nan"), dtype=t.dtype, device=t.device) for t in (q, k, v)]
    dsinks = fa._native_backward(do, q, k, v, out, lse, *grads, call, config=config)
    names = ("dq", "dk", "dv")
    if mods.get("sinks") is not None:
        grads, names = grads + [dsinks], names + ("dsinks",)
    check_grads(grads, q, k, v, do, causal, scale, slopes, names=names, **mods)


# Interpreter configs by their tiles (D16 runs resident at any of them), and one with the
# backward tiles swapped so dK/dV also runs BLOCK_M > BLOCK_N and dQ BLOCK_M < BLOCK_N.
SWAPPED = dict(fwd=INTERP[64]["fwd"], dkdv=fa.Tile(32, 16, 4, 1, 0), dq=fa.Tile(16, 32, 4, 1, 0))


CONFIGS = {"t64": INTERP[64], "t128": INTERP[128], "swapped": SWAPPED}


def window_cases():
    cases = [("B1-N20-win3--1", 20, 20, (3, -1), False, "t64")]  # issue 20's dK/dV left edge
    for n_q, n_k in ((40, 40), (40, 47), (47, 40)):
        diag = n_k - n_q
        for w in edges(diag):
            cases.append((f"B1-Nq{n_q}-Nk{n_k}-win{w}-0-causal", n_q, n_k, (w, 0), True, "t64"))
            cases.append((f"B1-Nq{n_q}-Nk{n_k}-win{w}--1", n_q, n_k, (w, -1), False, "t64"))
        for w in edges(-diag):
            cases.append((f"B1-Nq{n_q}-Nk{n_k}-win-1-{w}", n_q, n_k, (-1, w), False, "t64"))
    for w in edges():
        cases.append((f"B1-N40-win{w}-3-swapped", 40, 40, (w, 3), False, "swapped"))
        cases.append((f"B1-N40-win3-{w}-t128", 40, 40, (3, w), False, "t128"))
        cases.append((f"B1-N40-win{w}-0-causal-swapped", 40, 40, (w, 0), True, "swapped"))
    return [pytest.param(*c[1:], id=c[0]) for c in cases]


@pytest.mark.parametrize("n_q, n_k, window, causal, cfg", window_cases())
def test_window_gradients(n_q, n_k, window, causal, cfg, poisoned):
    q, k, v, do = make_inputs(1, n_q, n_k, 1, 1, 16, F16, seed=n_q * 100 + sum(window))
    run_case(q, k, v, do, causal, 0.25, config=CONFIGS[cfg], window=window)


# ---- independent strides ----

def layout(t, kind):
    """A copy of t with the same values in another memory layout (last dim contiguous)."""
    B, N, H, D = t.shape
    if kind == "bhnd":  # transposed, then contiguous: row stride D
        return t.transpose(1, 2).contiguous().transpose(1, 2)
    if kind == "nbhd":  # batch-minor
        return t.transpose(0, 1).contiguous().transpose(0, 1)
    if kind == "padded":  # each row padded by 8 columns
        buf = torch.full((B, N, H, D + 8), float("nan"), dtype=t.dtype, device=t.device)
        buf[..., :D] = t
        return buf[..., :D]
    if kind == "heads":  # one spare head per row
        buf = torch.full((B, N, H + 1, D), float("nan"), dtype=t.dtype, device=t.device)
        buf[:, :, :H] = t
        return buf[:, :, :H]
    raise ValueError(kind)


STRIDES = [  # q, k, v, dO, O
    ("contig", "contig", "contig", "bhnd", "contig"),      # issue 20: dO transposed, O not
    ("contig", "contig", "contig", "contig", "bhnd"),
    ("heads", "nbhd", "padded", "bhnd", "padded"),
    ("bhnd", "padded", "heads", "padded", "heads"),
    ("padded", "bhnd", "nbhd", "heads", "nbhd"),
]


@pytest.mark.parametrize("D", [16, 80], ids=["D16-resident", "D80-sliced"])
@pytest.mark.parametrize("kinds", STRIDES, ids=lambda k: "q-{}-k-{}-v-{}-do-{}-o-{}".format(*k))
def test_independent_strides(kinds, D, poisoned):
    q, k, v, do = make_inputs(2, 37, 29, 4, 2, D, BF16, seed=7)
    relayout = [(lambda t, kind=kind: t if kind == "contig" else layout(t, kind)) for kind in kinds]
    q, k, v, do = (f(t) for f, t in zip(relayout, (q, k, v, do)))
    run_case(q, k, v, do, True, D ** -0.5, out_layout=relayout[4], window=(9, -1))


# ---- features: softcap, ALiBi, sinks ----

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


@pytest.mark.parametrize("softcap", [0.25, 3.0, 50.0, 1e4, 1e7, 1e12, 1e30, 1e37, 3e38,
                                     torch.finfo(torch.float32).max, 1e300])
def test_softcap_over_every_finite_cap(softcap, poisoned):
    """softcap * tanh(s / softcap) from caps that bite to caps far past every score (some
    configs spell "no cap" with a huge one) up to fp32's maximum and past it: forward, lse and
    every gradient within flash-attn's bound of float64, on the kernels (the reference path
    is the model). tanh's argument is tiny for large caps, where exp2's 1 - e cancels to 0
    (every score 0: uniform attention), and softcap * log2(e) overflows fp32 past 2.4e38."""
    # bf16: PyTorch's own error (the bound) in fp16 is inf / NaN past fp16's range.
    q, k, v, do = make_inputs(1, 37, 41, 2, 1, 64, BF16, seed=31)
    q = q * 4  # scores of tens: a small cap bites
    scale = 64 ** -0.5
    call = fa._call(q, k, scale, True, window=(20, -1), softcap=softcap)
    out, lse = fa._native_forward(q, k, v, call)
    # (Past 1e37 the float64 truth is the same to 1e-70, and PyTorch's bf16 backward, the
    # bound, is NaN there.)
    mods = dict(window=(20, -1), softcap=min(softcap, 1e37))
    check_forward(out, lse, q, k, v, True, scale, **mods)
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]
    fa._native_backward(do, q, k, v, out, lse, *grads, call)
    check_grads(grads, q, k, v, do, True, scale, **mods)


SINK_CASES = [
    pytest.param(1, 16, 16, False, (-1, -1), id="B1-N16-full"),       # one whole key block
    pytest.param(1, 32, 32, False, (-1, -1), id="B1-N32-full"),       # whole blocks only
    pytest.param(1, 48, 48, False, (-1, -1), id="B1-N48-full"),       # whole + partial (BLOCK_N 32)
    pytest.param(2, 40, 40, False, (-1, -1), id="B2-N40-full"),       # partial last block
    pytest.param(1, 40, 40, True, (-1, -1), id="B1-N40-causal"),
    pytest.param(1, 33, 48, False, (17, 16), id="B1-Nq33-Nk48-win17-16"),
]


@pytest.mark.parametrize("B, n_q, n_k, causal, window", SINK_CASES)
def test_sinks_whole_and_partial_blocks(B, n_q, n_k, causal, window, poisoned):
    q, k, v, do = make_inputs(B, n_q, n_k, 2, 1, 16, F16, seed=n_q + n_k)
    sinks = torch.tensor([0.7, -0.4], device=DEVICE)
    run_case(q, k, v, do, causal, 0.25, window=window, sinks=sinks)


@pytest.mark.parametrize("n_q, n_k, causal", [
    pytest.param(a, b, c, id=f"B1-Nq{a}-Nk{b}-{'causal' if c else 'full'}")
    for a, b, c in ((29, 47, True), (47, 29, False), (20, 52, False), (52, 20, True))])
def test_alibi_bottom_right_offset(n_q, n_k, causal, poisoned):
    q, k, v, do = make_inputs(1, n_q, n_k, 2, 1, 16, F16, seed=n_q)
    slopes = torch.tensor([0.3, 0.9], device=DEVICE)
    run_case(q, k, v, do, causal, 0.25, slopes=slopes)


def test_alibi_packed_nq_ne_nk(poisoned):
    lens_q, lens_k = [9, 30], [20, 13]
    q, k, v, do, cu_q, cu_k = packed_inputs(lens_q, lens_k, 2, 2, 16, F16, seed=44)
    slopes = torch.tensor([[0.3, 0.9], [0.5, 0.2]], device=DEVICE)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_varlen_func(*leaves, cu_q, cu_k, 30, 20, causal=False, alibi_slopes=slopes)
    got = torch.autograd.grad(out, leaves, do)
    cq, ck = cu_q.tolist(), cu_k.tolist()
    for i in range(2):
        rq, rk = slice(cq[i], cq[i + 1]), slice(ck[i], ck[i + 1])
        seq = [t[None, r].cpu() for t, r in zip((q, k, v, do), (rq, rk, rk, rq))]
        want, _ = attention_ref(*seq[:3], False, 0.25, slopes[i].cpu())
        low, _ = attention_ref(*seq[:3], False, 0.25, slopes[i].cpu(), dtype=F16)
        assert_close_to_ref(out[None, rq], want, low, f"sequence {i} out")
        truth = ref_grads(*seq, False, 0.25, slopes[i])
        lowg = ref_grads(*seq, False, 0.25, slopes[i], dtype=F16)
        for name, gr, r, t, lo in zip(("dq", "dk", "dv"), got, (rq, rk, rk), truth, lowg):
            assert_close_to_ref(gr[None, r], t, lo, f"sequence {i} {name}")


# ---- packed sequences ----

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


PACKED = [  # lens_q, lens_k, D, max_seqlen, causal
    pytest.param([70], [70], 256, 8, True, id="D256-1seq70-max8-causal"),
    pytest.param([23, 41, 6], [23, 41, 6], 160, 8, False, id="D160-3seqs-max8-full"),
    pytest.param([5, 40], [9, 33], 256, 0, True, id="D256-nq!=nk-max0-causal"),
    pytest.param([37, 3], [37, 3], 200, 16, False, id="D200-2seqs-max16-full"),
]


@pytest.mark.parametrize("lens_q, lens_k, D, max_seqlen, causal", PACKED)
def test_packed_small_max_seqlen_column_blocks(lens_q, lens_k, D, max_seqlen, causal, poisoned):
    q, k, v, do, cu_q, cu_k = packed_inputs(lens_q, lens_k, 1, 1, D, BF16, seed=D)
    scale = D ** -0.5
    call = fa._call(q, k, scale, causal, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k,
                    max_seqlen_q=max_seqlen, max_seqlen_k=max_seqlen)
    out, lse = fa._native_forward(q, k, v, call)
    cq, ck = cu_q.tolist(), cu_k.tolist()
    for i in range(len(lens_q)):
        seq = [t[None, a:b] for t, (a, b) in zip((q, k, v), [cq[i:i + 2], ck[i:i + 2], ck[i:i + 2]])]
        check_forward(out[None, cq[i]:cq[i + 1]], lse[None, :, cq[i]:cq[i + 1]], *seq, causal, scale)
    grads = [torch.zeros_like(t) for t in (q, k, v)]
    fa._native_backward(do, q, k, v, out, lse, *grads, call)
    truth, low = packed_ref_grads(q, k, v, do, cu_q, cu_k, causal, scale, BF16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), grads, truth, low):
        assert_close_to_ref(g, t, lo, name)


@pytest.mark.parametrize("D", [16, 160], ids=["D16", "D160-columns"])
def test_packed_rows_outside_every_sequence(D, poisoned):
    """Rows after cu_seqlens[-1]: zero output, lse and gradients; the sinks' gradient sums
    only rows inside a sequence (the p*dp buffer starts at zero)."""
    lens = [20, 11, 9]
    q, k, v, do, cu, _ = packed_inputs(lens, lens, 2, 1, D, F16, seed=41)
    cu = cu[:3]  # the last 9 rows are outside every sequence
    g = torch.Generator().manual_seed(42)
    sinks = torch.randn(2, generator=g).to(DEVICE)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)] + [sinks.clone().requires_grad_()]
    out, lse, _ = fa.flash_attn_varlen_func(*leaves[:3], cu, cu, 8, 8, causal=True,
                                            sinks=leaves[3], return_attn_probs=True)
    got = torch.autograd.grad(out, leaves, do)
    assert not out[31:].any() and not lse[:, 31:].any()
    assert not any(t[31:].any() for t in got[:3])
    truth_dsinks = low_dsinks = 0
    for i in range(2):
        r = slice(cu[i].item(), cu[i + 1].item())
        seq = [t[None, r] for t in (q, k, v, do)]
        truth = ref_grads(*seq, True, D ** -0.5, sinks=sinks)
        low = ref_grads(*seq, True, D ** -0.5, dtype=F16, sinks=sinks)
        for name, gr, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
            assert_close_to_ref(gr[None, r], t, lo, f"sequence {i} {name}")
        truth_dsinks, low_dsinks = truth_dsinks + truth[3], low_dsinks + low[3].double()
    assert_close_to_ref(got[3], truth_dsinks, low_dsinks, "dsinks")


def test_packed_forward_zeroes_rows_outside_every_sequence(poisoned):
    lens = [13, 0, 7]
    q, k, v, _, cu, _ = packed_inputs(lens + [6], lens + [6], 1, 1, 16, F16, seed=43)
    cu = cu[:4]
    call = fa._call(q, k, 0.25, False, cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=13,
                    max_seqlen_k=13)
    out, lse = fa._native_forward(q, k, v, call)
    assert not out[20:].isnan().any() and not out[20:].any() and not lse[:, 20:].any()
    for a, b in ((0, 13), (13, 20)):
        check_forward(out[None, a:b], lse[None, :, a:b], q[None, a:b], k[None, a:b],
                      v[None, a:b], False, 0.25)


@pytest.mark.parametrize("cu_q, cu_k, causal, window", [
    pytest.param([0, 12, 20, 15], [0, 9, 14, 22], True, (-1, -1), id="q-decreasing-causal"),
    pytest.param([0, 12, 20, 15], [0, 9, 14, 22], False, (3, 2), id="q-decreasing-win3-2"),
    pytest.param([0, 12, 16, 20], [0, 9, 22, 17], True, (-1, -1), id="k-decreasing-causal"),
    # The kernels' own clamp, which the public functions' monotone offsets never reach:
    pytest.param([-3, 12, 20, 15], [0, 9, 14, 22], True, (-1, -1), id="q-negative-start"),
])
def test_packed_decreasing_offsets_give_empty_sequences(cu_q, cu_k, causal, window, poisoned):
    """A sequence whose end offset is below its start is empty (_seq_span clamps end to
    start): its keys get zero dK / dV, its queries zero output, and the others are exact."""
    tq, tk = max(cu_q), max(cu_k)
    g = torch.Generator().manual_seed(45)
    q, do = (torch.randn(tq, 2, 16, generator=g, dtype=F16).to(DEVICE) for _ in range(2))
    k, v = (torch.randn(tk, 1, 16, generator=g, dtype=F16).to(DEVICE) for _ in range(2))
    cq, ck = (torch.tensor(c, dtype=torch.int32, device=DEVICE) for c in (cu_q, cu_k))
    call = fa._call(q, k, 0.25, causal, window=window, cu_seqlens_q=cq, cu_seqlens_k=ck,
                    max_seqlen_q=12, max_seqlen_k=12)
    out, lse = fa._native_forward(q, k, v, call)
    grads = [torch.zeros_like(t) for t in (q, k, v)]
    fa._native_backward(do, q, k, v, out, lse, *grads, call)
    spans_q, spans_k = running_spans(cu_q, tq), running_spans(cu_k, tk)
    eff_q = torch.tensor([0] + [s.stop for s in spans_q], dtype=torch.int32)
    eff_k = torch.tensor([0] + [s.stop for s in spans_k], dtype=torch.int32)
    assert [s.start for s in spans_q] == eff_q[:-1].tolist()  # the spans tile the rows
    assert [s.start for s in spans_k] == eff_k[:-1].tolist()
    truth, low = packed_ref_grads(q, k, v, do, eff_q, eff_k, causal, 0.25, F16, window=window)
    for name, gr, t, lo in zip(("dq", "dk", "dv"), grads, truth, low):
        assert_close_to_ref(gr, t, lo, name)
    for rq, rk in zip(spans_q, spans_k):
        if rq.stop > rq.start and rk.stop > rk.start:
            check_forward(out[None, rq], lse[None, :, rq], q[None, rq], k[None, rk], v[None, rk],
                          causal, 0.25, window=window)
        else:
            assert not out[rq].any() and not lse[:, rq].any()


def test_packed_grid_is_bounded_by_the_tokens_without_running(launches):
    """max_seqlen far past the tokens present sizes no grid past them (recorded, not run: a
    grid of max_seqlen rows takes the interpreter minutes)."""
    q, k, v, do, cu, _ = packed_inputs([20], [20], 2, 2, 16, F16, seed=46)
    call = fa._call(q, k, 0.25, False, cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=10**6,
                    max_seqlen_k=10**6)
    out, lse = fa._native_forward(q, k, v, call)
    fa._native_backward(do, q, k, v, out, lse, *(torch.zeros_like(t) for t in (q, k, v)), call)
    cfgs = fa._configs(q.device, 16)[0]  # the interpreter's table on the CPU, the GPU's there
    fwd, dq, dkdv = cfgs["fwd"], cfgs["dq"], cfgs["dkdv"]
    assert launches == [(-(-20 // fwd.BLOCK_M), 2)] * 2 + [(-(-20 // dq.BLOCK_M), 2),
                                                          (-(-20 // dkdv.BLOCK_N), 2)], launches


BAD_OFFSETS_SCRIPT = r"""
import os, sys, torch
sys.path.insert(0, sys.argv[1])
from test_featherattn import DEVICE, attention_ref, running_spans
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
    spans = running_spans(offsets, 20)
    assert all(a.stop <= b.start for a, b in zip(spans, spans[1:]))  # no rows shared
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
    assert len(grids) == 4 and all(g[0] <= 20 for g in grids), grids  # fwd, its exact pass

def running_spans(offsets, total):
    """Each packed sequence's rows as the README defines them for unchecked offsets:
    [c_i, c_i+1) of the offsets made non-decreasing (c_i = the largest of offsets 0..i) and
    clamped into [0, total]. Written apart from featherattn's _clamped_spans."""
    c = [min(max(max(offsets[:i + 1]), 0), total) for i in range(len(offsets))]
    return [slice(a, b) for a, b in zip(c, c[1:])]


@pytest.mark.parametrize("cu_q, cu_k", [
    pytest.param([0, 12, 5, 20], [0, 12, 5, 20], id="q-k-overlapping"),
    pytest.param([0, 6, 15, 4, 9, 20], [0, 9, 14, 2, 16, 22], id="dip-and-recover"),
    pytest.param([-3, 8, 30, 11, 20], [0, 7, 3, 25, 22], id="outside-and-decreasing"),
])
def test_packed_offsets_never_give_overlapping_sequences(cu_q, cu_k, path, poisoned):
    """Decreasing offsets are made non-decreasing, not clamped one sequence at a time:
    [0, 12, 5, 20] gave sequences [0, 12) and [5, 20), whose shared rows got dk and dv off
    by 129 and 110 (true values at most 1.35). Each sequence's rows come from running_spans;
    out, lse and every gradient match float64 on the kernels and the reference."""
    tq, tk = 20, 22
    g = torch.Generator().manual_seed(64)
    q, do = (torch.randn(tq, 2, 16, generator=g, dtype=F16).to(DEVICE) for _ in range(2))
    k, v = (torch.randn(tk, 1, 16, generator=g, dtype=F16).to(DEVICE) for _ in range(2))
    cq, ck = (torch.tensor(c, dtype=torch.int32, device=DEVICE) for c in (cu_q, cu_k))
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out, lse, _ = fa.flash_attn_varlen_func(*leaves, cq, ck, 12, 12, causal=True,
                                            return_attn_probs=True)
    grads = torch.autograd.grad(out, leaves, do)
    spans_q, spans_k = running_spans(cu_q, tq), running_spans(cu_k, tk)
    for spans in (spans_q, spans_k):
        assert all(a.stop <= b.start for a, b in zip(spans, spans[1:]))
    eff_q = torch.tensor([spans_q[0].start] + [s.stop for s in spans_q], dtype=torch.int32)
    eff_k = torch.tensor([spans_k[0].start] + [s.stop for s in spans_k], dtype=torch.int32)
    truth, low = packed_ref_grads(q, k, v, do, eff_q, eff_k, True, 0.25, F16)
    for name, gr, t, lo in zip(("dq", "dk", "dv"), grads, truth, low):
        assert_close_to_ref(gr, t, lo, name)
    covered = torch.zeros(tq, dtype=torch.bool)
    for rq, rk in zip(spans_q, spans_k):
        covered[rq] = True
        if rq.stop > rq.start and rk.stop > rk.start:
            check_forward(out[None, rq], lse[None, :, rq], q[None, rq], k[None, rk], v[None, rk],
                          True, 0.25)
        else:
            assert not out[rq].any() and not lse[:, rq].any()
    assert not out[~covered.to(out.device)].any() and not lse[:, ~covered.to(out.device)].any()


@pytest.mark.parametrize("tile_m", [16, 32])
def test_a_sink_of_minus_inf_is_no_sink(tile_m, path, poisoned, monkeypatch):
    """A sink logit of -inf has no mass: the call equals the same call without sinks, rows
    with no visible key included (out 0, lse 0), whatever the tile (it gave lse -inf or 0
    by whether the row's block had run a masked key block); finite sinks beside it still
    act. Batched causal with Nq > Nk (rows before the diagonal see nothing) and packed
    with an empty key sequence."""
    cfg = dict(fa._CONFIGS["interpret"][64], fwd=fa.Tile(tile_m, 16, 4, 1, 0))
    monkeypatch.setattr(fa, "_configs", lambda device, head_dim: (cfg, "a test table"))
    monkeypatch.setattr(fa, "_PLANS", {})
    sinks = torch.tensor([float("-inf"), 0.7], device=DEVICE)
    q, k, v, do = make_inputs(1, 40, 9, 2, 2, 16, F16, seed=65)
    lens_q, lens_k = [7, 20], [0, 9]
    pq, pk, pv, pdo, cu_q, cu_k = packed_inputs(lens_q, lens_k, 2, 2, 16, F16, seed=66)
    for run in (lambda s: fa.flash_attn_func(q, k, v, causal=True, sinks=s, return_attn_probs=True),
                lambda s: fa.flash_attn_varlen_func(pq, pk, pv, cu_q, cu_k, 20, 9, causal=True,
                                                    sinks=s, return_attn_probs=True)):
        out, lse, _ = run(sinks)
        none_out, none_lse, _ = run(None)
        finite_out, finite_lse, _ = run(torch.tensor([0.0, 0.7], device=DEVICE))
        head = (slice(None), slice(None), 0) if out.dim() == 4 else (slice(None), 0)
        assert torch.isfinite(lse).all() and torch.isfinite(out).all()
        # (one fp16 rounding: the kernels with and without sinks are compiled apart)
        assert torch.allclose(out[head].float(), none_out[head].float(), rtol=2 ** -10, atol=1e-6)
        lse0 = lse[:, 0] if lse.dim() == 3 else lse[0]
        none0 = none_lse[:, 0] if lse.dim() == 3 else none_lse[0]
        assert torch.allclose(lse0, none0, atol=1e-6, rtol=0), (lse0 - none0).abs().max()
        other = (slice(None), slice(None), 1) if out.dim() == 4 else (slice(None), 1)
        assert torch.equal(out[other], finite_out[other])


def packed_truth(q, k, v, do, dlse, cu_q, cu_k, causal, scale, sinks, keeps, dtype):
    """(out, lse, dq, dk, dv, dsinks) of a packed call with the loss out.do + lse.dlse, by
    autograd through attention_ref one sequence at a time in `dtype` (float64: the truth).
    A sequence with no key: out 0 and lse its sink's logit (0 with no sink or -inf)."""
    leaves = [t.detach().cpu().to(dtype).requires_grad_() for t in (q, k, v)]
    if sinks is not None:
        leaves.append(sinks.detach().cpu().to(dtype).requires_grad_())
    H = q.shape[1]
    outs, lses = [], []
    cq, ck = cu_q.tolist(), cu_k.tolist()
    for i in range(len(cq) - 1):
        rq, rk = slice(cq[i], cq[i + 1]), slice(ck[i], ck[i + 1])
        nq = rq.stop - rq.start
        if rk.start == rk.stop:
            outs.append(leaves[0][rq] * 0)
            lse = torch.zeros(H, nq, dtype=dtype)
            if sinks is not None:
                lse = torch.where(leaves[3] == float("-inf"), 0.0, leaves[3])[:, None].expand(H, nq)
            lses.append(lse)
            continue
        keep = None if keeps is None else keeps[i]
        o, l = attention_ref(leaves[0][None, rq], leaves[1][None, rk], leaves[2][None, rk], causal,
                             scale, dtype=dtype, sinks=None if sinks is None else leaves[3],
                             keep=keep, dropout_p=P if keep is not None else 0.0)
        outs.append(o[0])
        lses.append(l[0])
    out, lse = torch.cat(outs), torch.cat(lses, 1)
    loss = (out.double() * do.cpu().double()).sum()
    if dlse is not None:
        loss = loss + (lse.double() * dlse.cpu().double()).sum()
    grads = torch.autograd.grad(loss, leaves)
    return (out.detach(), lse.detach(), *grads) + (() if sinks is not None else (None,))


@pytest.mark.parametrize("features", ["sinks", "sinks-lse", "dropout-lse", "sinks-dropout-lse",
                                      "lse"])
def test_packed_feature_grid_on_both_paths(features, path, poisoned, monkeypatch):
    """The feature grid on the kernels and on the PyTorch reference alike, against float64
    with the same bound: packed sequences (one with no key, one with no query, Nq != Nk,
    GQA, causal), sinks (finite, and -inf on one head), dropout, a loss on softmax_lse. The
    reference path gave a sinks gradient of 0 for rows with no key (truth: their lse
    gradient)."""
    lens_q, lens_k = [6, 5, 0, 9], [7, 0, 4, 11]
    q, k, v, do, cu_q, cu_k = packed_inputs(lens_q, lens_k, 4, 2, 24, BF16, seed=71)
    sinks = (torch.tensor([0.5, float("-inf"), -1.0, 2.0], device=DEVICE)
             if "sinks" in features else None)
    dropout_p = P if "dropout" in features else 0.0
    seed = torch.tensor([12345, -678], dtype=torch.int32, device=DEVICE)
    monkeypatch.setattr(fa, "_dropout_seed", lambda device: seed.to(device))
    keeps = None
    if dropout_p:  # the kernels' mask (test_dropout_reference_path_draws_the_kernels_mask)
        keeps = [fa._dropout_keep_ref(seed.cpu(), torch.arange(H := 4)[None] + i * H, nq, nk, P)
                 for i, (nq, nk) in enumerate(zip(lens_q, lens_k))]
    leaves = [t.clone().requires_grad_() for t in (q, k, v)] + (
        [sinks.clone().requires_grad_()] if sinks is not None else [])
    out, lse, _ = fa.flash_attn_varlen_func(*leaves[:3], cu_q, cu_k, 9, 11, dropout_p,
                                            causal=True, sinks=leaves[3] if sinks is not None
                                            else None, return_attn_probs=True)
    dlse = torch.randn(lse.shape, generator=torch.Generator().manual_seed(3)).to(DEVICE) \
        if "lse" in features else None
    loss = (out.float() * do.float()).sum() + ((lse * dlse).sum() if dlse is not None else 0)
    got = torch.autograd.grad(loss, leaves)
    truth = packed_truth(q, k, v, do, dlse, cu_q, cu_k, True, 24 ** -0.5, sinks, keeps,
                         torch.float64)
    low = packed_truth(q, k, v, do, dlse, cu_q, cu_k, True, 24 ** -0.5, sinks, keeps, BF16)
    assert_close_to_ref(out, truth[0], low[0], "out")
    assert (lse.cpu().double() - truth[1]).abs().max() <= 1e-4 * (1 + truth[1].abs().max())
    for name, g, t, lo in zip(("dq", "dk", "dv", "dsinks"), got, truth[2:], low[2:]):
        assert_close_to_ref(g, t, lo, name)


def test_sinks_at_every_value(path, poisoned, monkeypatch):
    """Finite sinks of any size are computed in fp32 without overflow (3.3e38 gave NaN in the
    kernels: the sink scaled to log2 units), against float64 with a loss on softmax_lse,
    batched causal with rows that see no key. -inf is no sink. +inf and NaN are refused under
    FEATHERATTN_CHECK=1; without it NaN gives NaN (it left lse and dv finite in the kernels)
    and +inf takes all the mass (out 0, lse inf), on both paths."""
    q, k, v, do = make_inputs(2, 21, 13, 4, 2, 16, BF16, seed=72)
    sinks = torch.tensor([3.3e38, -3.3e38, float("-inf"), 1.5], device=DEVICE)
    dlse = torch.randn(2, 4, 21, generator=torch.Generator().manual_seed(4)).to(DEVICE)
    leaves = [t.clone().requires_grad_() for t in (q, k, v, sinks)]
    out, lse, _ = fa.flash_attn_func(*leaves[:3], causal=True, sinks=leaves[3],
                                     return_attn_probs=True)
    got = torch.autograd.grad((out.float() * do.float()).sum() + (lse * dlse).sum(), leaves)
    results = []
    for dtype in (torch.float64, BF16):
        ref = [t.detach().cpu().to(dtype).requires_grad_() for t in (q, k, v, sinks)]
        o, l = attention_ref(*ref[:3], True, 16 ** -0.5, dtype=dtype, sinks=ref[3])
        loss = (o.double() * do.cpu().double()).sum() + (l.double() * dlse.cpu().double()).sum()
        results.append([o.detach(), l.detach(), *torch.autograd.grad(loss, ref)])
    truth, low = results
    for r in results:  # the -inf sink: the reference's autograd gives NaN at rows with no key
        r[5][2] = 0.0  # (maximum(-inf, -inf)); no mass, so no gradient
    assert_close_to_ref(out, truth[0], low[0], "out")
    assert torch.equal(lse[:, 0].cpu().double(), truth[1][:, 0])  # the sink's logit
    assert ((lse.cpu().double() - truth[1]).abs() <= 1e-4 * (1 + truth[1].abs())).all()
    for name, g, t, lo in zip(("dq", "dk", "dv", "dsinks"), got, truth[2:], low[2:]):
        assert_close_to_ref(g, t, lo, name)
    for bad in (float("nan"), float("inf")):
        odd = torch.tensor([0.5, bad, 0.0, 1.0], device=DEVICE)
        monkeypatch.setenv("FEATHERATTN_CHECK", "1")
        with pytest.raises(ValueError, match=r"sinks must be finite, or -inf .*(nan|inf)"):
            fa.flash_attn_func(q, k, v, causal=True, sinks=odd)
        monkeypatch.delenv("FEATHERATTN_CHECK")
        out, lse, _ = fa.flash_attn_func(q, k, v, causal=True, sinks=odd, return_attn_probs=True)
        others = torch.isfinite(out[:, :, [0, 2, 3]]).all() and torch.isfinite(lse[:, [0, 2, 3]]).all()
        assert others
        if bad != bad:
            assert torch.isnan(out[:, :, 1]).all() and torch.isnan(lse[:, 1]).all()
        else:
            assert not out[:, :, 1].any() and (lse[:, 1] == float("inf")).all()


@pytest.mark.parametrize("dtype", [F16, BF16], ids=["fp16", "bf16"])
def test_sinks_gradient_is_an_fp32_sum_on_both_paths(dtype, path):
    """The sinks' gradient is sum_i exp(sink - lse_i) * sum_j p * dp in fp32 on both paths,
    within fp32 accumulation of float64 (1e-5 relative), not taken from the rounded output
    (dO . O: 2.6e-5 fp16 and 9.5e-5 bf16 off here; the reference path did that, inside
    flash-attn's bound, which is loose for a sum over every row)."""
    N = 64 if dtype == F16 else 128
    q, k, v, do = make_inputs(2, N, N, 2, 2, 64, dtype, seed=81)
    sinks = torch.tensor([0.5, -0.3], device=DEVICE)
    leaves = [t.clone().requires_grad_() for t in (q, k, v, sinks)]
    got = torch.autograd.grad(fa.flash_attn_func(*leaves[:3], sinks=leaves[3]), leaves, do)[3]
    truth = ref_grads(q, k, v, do, False, 64 ** -0.5, sinks=sinks)[3]
    err = (got.cpu().double() - truth).abs()
    assert (err <= 1e-5 * (1 + truth.abs())).all(), (err, truth)


@pytest.mark.parametrize("where", ["q", "do", "do-keyless"])
def test_a_nan_spreads_no_wider_than_float64(where, path, poisoned):
    """One NaN in q (or dO; or dO of a row that sees no key) under a causal window: every
    output and gradient is NaN only where float64 autograd gives NaN (the kernels made all
    of the head's dK NaN: a hidden score's p = 0 times the row's NaN Delta; a keyless row's
    dQ NaN), and NaN where the row's visible math is."""
    n_k = 16 if where == "do-keyless" else 24  # (Nq 24 > Nk 16: rows 0-7 see no key)
    q, k, v, do = make_inputs(1, 24, n_k, 2, 2, 16, F16, seed=73)
    row = 2 if where == "do-keyless" else 11
    (q if where == "q" else do)[0, row, 1, 3] = float("nan")
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_func(*leaves, causal=True, window_size=(5, 0))
    got = (out,) + torch.autograd.grad(out, leaves, do)
    ref = [t.detach().cpu().double().requires_grad_() for t in (q, k, v)]
    o, _ = attention_ref(*ref, True, 0.25, window=(5, 0))
    truth = (o,) + torch.autograd.grad(o, ref, do.cpu().double())
    for name, g, t in zip(("out", "dq", "dk", "dv"), got, truth):
        wider = torch.isnan(g.cpu()) & ~torch.isnan(t)
        assert not wider.any(), f"{name}: NaN at {wider.nonzero().tolist()[:4]}"
    if where == "do-keyless":
        assert not got[1][0, row].any()  # no key, so no gradient: 0
        return
    dk = got[2].cpu()
    assert torch.isnan(dk[0, 6:12, 1]).all() and not torch.isnan(dk[0, :, 0]).any()
    assert torch.isnan(got[1 if where == "q" else 3].cpu()[0, 11 if where == "q" else 6, 1]).any()


@pytest.mark.parametrize("where", ["q", "slope"])
def test_a_nan_row_keeps_its_nan(where, path, poisoned):
    """A row whose softmax is NaN (a NaN in q: its scores; or a NaN ALiBi slope: its head's)
    gives NaN out and lse exactly where float64 does, and gradients NaN where float64's are:
    never a finite value that hides a diverging run from the trainer's NaN check (the kernels
    gave such a row lse 0 and finite dV), never NaN where float64 is finite."""
    q, k, v, do = make_inputs(1, 24, 24, 2, 2, 16, F16, seed=74)
    slopes = torch.tensor([0.1, 0.2])
    if where == "q":
        q[0, 11, 1, 3] = float("nan")
    else:
        slopes[1] = float("nan")
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out, lse, _ = fa.flash_attn_func(*leaves, causal=True, window_size=(5, 0),
                                     alibi_slopes=slopes.to(q.device), return_attn_probs=True)
    got = (out, lse) + torch.autograd.grad(out, leaves, do)
    ref = [t.detach().cpu().double().requires_grad_() for t in (q, k, v)]
    o, l = attention_ref(*ref, True, 0.25, slopes.double(), window=(5, 0))
    truth = (o, l) + torch.autograd.grad(o, ref, do.cpu().double())
    for name, g, t in zip(("out", "lse", "dq", "dk", "dv"), got, truth):
        g = torch.isnan(g.detach().cpu())
        assert torch.isnan(t).any() and torch.equal(g, torch.isnan(t)), (
            name, (g & ~torch.isnan(t)).nonzero().tolist()[:4],
            (torch.isnan(t) & ~g).nonzero().tolist()[:4])


@pytest.mark.parametrize("where", ["q", "k", "v", "v-inf", "v-inf-far", "do", "slope", "sink"])
def test_nan_lands_where_float64_puts_it(where, path, poisoned):
    """One NaN (or inf in v) in each input of a GQA call with a causal window, ALiBi and
    sinks, at odd sizes: out, lse and every gradient are NaN exactly where float64's are
    (a NaN that turns finite hides a diverging run; a NaN where float64 is finite is a
    wrong answer), and finite values stay within flash-attn's bound. The v case is the one
    a plain p @ v gets wrong: a hidden key's value times p = 0 is NaN."""
    q, k, v, do = make_inputs(1, 19, 23, 4, 2, 16, F16, seed=75)
    slopes, sinks = torch.tensor([0.3, 0.1, 0.2, 0.05]), torch.tensor([0.5, -1.0, 0.2, 1.5])
    bad = float("inf") if where.startswith("v-inf") else float("nan")
    if where == "v-inf-far":  # head 2 sees the inf key at p = 0 beyond distance 0: NaN
        slopes[2] = 1000.0  # (e^-1000 is 0 in float64 as in fp32)
    point = {"q": (q, (0, 9, 3, 5)), "k": (k, (0, 12, 1, 2)), "v": (v, (0, 12, 1, 7)),
             "v-inf": (v, (0, 12, 1, 7)), "v-inf-far": (v, (0, 12, 1, 7)), "do": (do, (0, 9, 2, 4)), "slope": (slopes, (2,)),
             "sink": (sinks, (1,))}[where]
    point[0][point[1]] = bad
    dlse = torch.randn(1, 4, 19, generator=torch.Generator().manual_seed(5))
    leaves = [t.clone().to(DEVICE).requires_grad_() for t in (q, k, v, sinks)]
    out, lse, _ = fa.flash_attn_func(*leaves[:3], causal=True, window_size=(6, 0),
                                     alibi_slopes=slopes.to(DEVICE), sinks=leaves[3],
                                     return_attn_probs=True)
    loss = (out.float() * do.float()).sum() + (lse * dlse.to(DEVICE)).sum()
    got = [out, lse] + list(torch.autograd.grad(loss, leaves))
    results = []
    for dtype in (torch.float64, F16):
        ref = [t.detach().cpu().to(dtype).requires_grad_() for t in (q, k, v, sinks)]
        o, l = attention_ref(*ref[:3], True, 0.25, slopes.to(dtype), dtype=dtype,
                             window=(6, 0), sinks=ref[3])
        loss = (o.double() * do.cpu().double()).sum() + (l.double() * dlse.double()).sum()
        results.append([o.detach(), l.detach(), *torch.autograd.grad(loss, ref)])
    truth, low = results
    names = ("out", "lse", "dq", "dk", "dv", "dsinks")
    for name, g, t, lo in zip(names, got, truth, low):
        g = g.detach().cpu()
        # (Past an inf value the gradients are inf - inf in some order: which nonfinite
        # value lands is the formula's; that one does is float64's.)
        odd = (torch.isnan if not where.startswith("v-inf") or name in ("out", "lse")
               else torch.isfinite)
        assert torch.equal(odd(g), odd(t)), (
            name, "NaN where float64 is not", (odd(g) & ~odd(t)).nonzero().tolist()[:4],
            "not NaN where float64 is", (odd(t) & ~odd(g)).nonzero().tolist()[:4])
        finite = torch.isfinite(t)
        assert torch.equal(torch.isinf(g[torch.isnan(g) == torch.isnan(t)]),
                           torch.isinf(t[torch.isnan(g) == torch.isnan(t)])), (name, "inf")
        assert_close_to_ref(g[finite], t[finite], lo[finite], name)
    assert any(torch.isnan(t).any() for t in truth)  # a case where something is NaN


SCORE_EXTREMES = [("scale", x) for x in (1e-30, 1e-6, 4.0, -30.0, 1e3, -1e3)] + [
    ("softcap", x) for x in (1e-3, 1.0, 1e7, 1e30, 3e38)] + [
    ("slope", x) for x in (-1e30, -1e4, -30.0, 1e-6, 30.0, 1e4, 1e30)] + [
    ("sink", x) for x in (-3e38, -1e4, 30.0, 1e4, 3e38)]


@pytest.mark.parametrize("param, value", [pytest.param(*c, id=f"{c[0]}={c[1]:g}")
                                          for c in SCORE_EXTREMES])
def test_score_parameters_from_ordinary_to_the_float_limits(param, value, path, poisoned):
    """Each score parameter (softmax_scale, softcap, an ALiBi slope, a sink) from tiny to
    fp32's limits, with the others ordinary, in bf16 (fp16's range is PyTorch's own limit):
    out, lse and every gradient finite wherever float64's are and within flash-attn's bound
    of it. The kernels' backward recomputes p from the stored lse; past a score of 2^30 fp32
    rounds the two apart by more than exp2's range (softmax_scale 1e30 gave NaN gradients).
    dQ and dK add one term: dS = p * (dp - Delta) carries Delta's fp32 rounding (Delta is
    rowsum(dO * O), flash-attn's, against dp's dot), a D-term dot's 2^-16 or less of
    |dO| |v|, which softmax_scale multiplies (PyTorch's autograd has no Delta: at a one-hot
    softmax its dS is 0 exactly and its bound 0). A slope times the farthest distance past
    1e5 has the same fp32 limit as the scale (_MAX_SCALE): there gradients are only finite."""
    q, k, v, do = make_inputs(1, 21, 26, 4, 2, 32, BF16, seed=76)
    kw = dict(softmax_scale=0.2, softcap=0.0, alibi_slopes=torch.tensor([0.1, 0.5, 0.0, 0.2]),
              sinks=torch.tensor([0.3, -0.5, 1.0, 0.0]))
    if param in ("slope", "sink"):
        name = "alibi_slopes" if param == "slope" else "sinks"
        kw[name] = kw[name].clone()
        kw[name][1] = value
    else:
        kw["softmax_scale" if param == "scale" else "softcap"] = value
    leaves = [t.clone().to(DEVICE).requires_grad_() for t in (q, k, v, kw["sinks"])]
    out, lse, _ = fa.flash_attn_func(*leaves[:3], causal=True, window_size=(9, 0),
                                     softmax_scale=kw["softmax_scale"], softcap=kw["softcap"],
                                     alibi_slopes=kw["alibi_slopes"].to(DEVICE), sinks=leaves[3],
                                     return_attn_probs=True)
    got = [out, lse] + list(torch.autograd.grad(out, leaves, do.to(DEVICE)))
    results = []
    for dtype in (torch.float64, BF16):
        ref = [t.detach().cpu().to(dtype).requires_grad_() for t in (q, k, v, kw["sinks"])]
        o, l = attention_ref(*ref[:3], True, kw["softmax_scale"], kw["alibi_slopes"].to(dtype),
                             dtype=dtype, window=(9, 0), softcap=min(kw["softcap"], 1e37),
                             sinks=ref[3])
        results.append([o.detach(), l.detach(), *torch.autograd.grad(o, ref, do.cpu().to(dtype))])
    truth, low = results
    for name, g, t, lo in zip(("out", "lse", "dq", "dk", "dv", "dsinks"), got, truth, low):
        g, finite = g.detach().cpu(), torch.isfinite(t)
        assert torch.isfinite(g[finite]).all(), (name, "not finite where float64 is")
        if param == "slope" and value * 26 < -1e5:  # past fp32's limit: finite only
            continue
        if name == "lse":  # fp32 on both sides: 1e-4 relative (see check_forward)
            assert ((g.double() - t).abs() <= 1e-4 * (1 + t.abs()))[finite].all()
        elif name == "dq" or name == "dk":  # (see the docstring)
            scale = abs(kw["softmax_scale"])
            pt_err = (lo.double() - t).abs()[finite].max().item()
            amp = scale * 2.0 ** -16 * 32 * max(x.abs().max().item() for x in (q, k, v, do))**3
            err = (g.double() - t).abs()[finite].max().item()
            assert err <= 2 * pt_err + 1e-5 + amp, (name, err, pt_err, amp)
        else:
            assert_close_to_ref(g[finite], t[finite], lo[finite], name)


def test_the_backward_keeps_p_at_most_1_under_an_lse_rounded_below_a_score(path, poisoned):
    """The backward recomputes p = exp(score - lse) from the lse a forward stored, and another
    forward (AITER's, on AMD) rounds its lse its own way. Under ALiBi a score can be 2^100
    (slopes of -1e30), where one fp32 ulp of lse is 2^77: an lse rounded one way below the
    row's largest score made p = inf and every gradient NaN. With lse nudged down by 2^-22
    of itself: every gradient finite (past fp32's limit, as in the test above, finite is
    all there is to check), and the heads of ordinary scores (query heads 0, 2, 3; the
    second KV head's keys) equal to those of the stored lse within a bf16 rounding (2^-7 of
    their largest: the nudge moves p by 1e-6, which can flip an output's last bit)."""
    q, k, v, do = make_inputs(1, 21, 26, 4, 2, 32, BF16, seed=77)
    slopes = torch.tensor([0.1, -1e30, 0.0, 0.2], device=DEVICE)
    q, k, v, do = (t.to(DEVICE) for t in (q, k, v, do))
    out, lse, _ = fa.flash_attn_func(q, k, v, softmax_scale=0.2, causal=True,
                                     window_size=(9, 0), alibi_slopes=slopes,
                                     return_attn_probs=True)
    assert torch.isfinite(lse).all() and lse.abs().max() > 2.0 ** 90  # (the case is reached)
    args = (0.2, 9, 0, 0.0, slopes, None, None, None, 21, 26, 0.0, None)
    grads = [torch.ops.featherattn.bwd(do, q, k, v, out, l, None, *args)[:3]
             for l in (lse, lse - lse.abs() * 2.0 ** -22)]
    for name, exact, nudged in zip(("dq", "dk", "dv"), *grads):
        exact, nudged = exact.float().cpu(), nudged.float().cpu()
        assert torch.isfinite(exact).all() and torch.isfinite(nudged).all(), name
        heads = [0, 2, 3] if name == "dq" else [1]
        exact, nudged = exact[:, :, heads], nudged[:, :, heads]
        err = (nudged - exact).abs().max().item()
        assert err <= 2.0 ** -7 * exact.abs().max().item(), (name, err)

# ---- dropout ----

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


def run_dropout(q, k, v, do, causal, scale, **kw):
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    sinks = kw.get("sinks")
    if sinks is not None:
        kw["sinks"] = sinks = sinks.clone().requires_grad_()
        leaves.append(sinks)
    out, lse, S = fa.flash_attn_func(*leaves[:3], P, scale, causal, return_attn_probs=True, **kw)
    grads = torch.autograd.grad(out, leaves, do)
    return out, lse, S, grads


DROPOUT_CASES = {
    # B, Nq, Nk, H, Hk, D, dtype, causal, features
    "gqa": (2, 37, 45, 4, 2, 24, F16, False, {}),
    "causal-nq>nk": (1, 45, 37, 2, 1, 40, BF16, True, {}),
    "everything": (1, 40, 40, 2, 2, 16, F16, False, dict(window_size=(5, 3), softcap=4.0,
                                                          alibi=True, sinks=True)),
    "column-blocks": (1, 33, 33, 1, 1, 136, BF16, True, dict(window_size=(9, -1))),
    # D128: flash-attn's S_dmask key blocks are 32 wide, so 75 keys span three of them
    "key-blocks": (1, 20, 75, 1, 1, 128, F16, False, {}),
}


@pytest.mark.parametrize("case", DROPOUT_CASES)
def test_dropout_against_float64_with_its_mask(case, poisoned):
    B, Nq, Nk, H, Hk, D, dtype, causal, feats = DROPOUT_CASES[case]
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
    out, lse, S, grads = run_dropout(q, k, v, do, causal, scale, **kw)
    assert S.shape == (B, H, -(-Nq // 128) * 128, -(-Nk // 128) * 128)
    assert S.dtype == dtype and not S[:, :, Nq:].any() and not S[:, :, :, Nk:].any()
    p, lse_ref = probabilities(q, k, causal, scale, torch.float64, alibi_slopes=slopes, **mods)
    p_low, _ = probabilities(q, k, causal, scale, dtype, alibi_slopes=slopes, **mods)
    attn, keep = decode(S[:, :, :Nq, :Nk].cpu(), p, lse_ref, block_n(q.device, D, causal))
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


def test_dropout_packed(path, poisoned):
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
        attn, keep = decode(seq, p, lse_ref, block_n(q.device, 24, True))
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



@pytest.mark.parametrize("max_seqlen", [0, 5], ids=["zero", "short"])
def test_dropout_packed_s_dmask_covers_sequences_past_max_seqlen(max_seqlen):
    """Any max_seqlen is correct (the kernels walk every row and key), so S_dmask covers every
    sequence too: with max_seqlen 0 it came back empty though the mask had been applied.
    It equals the S_dmask of the same call given the true max_seqlen (same torch seed)."""
    lens_q, lens_k = [5, 29, 17], [7, 29, 12]
    q, k, v, _, cu_q, cu_k = packed_inputs(lens_q, lens_k, 2, 2, 16, F16, seed=6)
    torch.manual_seed(3)
    out, _, S = fa.flash_attn_varlen_func(q, k, v, cu_q, cu_k, max_seqlen, max_seqlen, P,
                                          return_attn_probs=True)
    torch.manual_seed(3)
    out_true, _, S_true = fa.flash_attn_varlen_func(q, k, v, cu_q, cu_k, 29, 29, P,
                                                    return_attn_probs=True)
    assert torch.equal(out, out_true)
    assert S.shape == S_true.shape == (3, 2, 128, 128)
    assert torch.equal(S, S_true) and (S < 0).any()

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


def test_dropout_reference_path_draws_the_kernels_mask():
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

M32 = 0xFFFFFFFF


def fmix32(x):
    """murmur3's 32-bit finalizer on a Python int."""
    x ^= x >> 16
    x = (x * 0x85EBCA6B) & M32
    x ^= x >> 13
    x = (x * 0xC2B2AE35) & M32
    return x ^ (x >> 16)


def dropout_bits(seed, seq_head, row, col):
    """The 24 hash bits of score (row, col) of (sequence x H + head) `seq_head`, from the
    mask's definition (README, Dropout), in Python integers apart from featherattn's code."""
    s0, s1 = (int(s) & M32 for s in seed)
    head = fmix32(s1 ^ ((seq_head * 0x9E3779B9) & M32))
    row_key = fmix32(((head + row * 0x27D4EB2F) & M32) ^ s0)
    return fmix32(row_key ^ ((col * 0x165667B1) & M32)) >> 8


@pytest.mark.parametrize("where", ["kernels", "reference"])
def test_dropout_threshold_boundary_against_an_independent_hash(where):
    """A score is kept where its 24 hash bits are >= round(dropout_p * 2^24). With dropout_p
    chosen so the threshold equals one score's bits exactly (1 score in 2^24 in training),
    the kept set is the independent hash's, that score kept, on the kernels and the
    reference. Values are the identity and scores equal, so out[i, h, j] != 0 iff kept."""
    N, H = 11, 2
    seed = (1234567, -7654321)
    bits = {(h, i, j): dropout_bits(seed, h, i, j) for h in range(H) for i in range(N)
            for j in range(N)}
    at, b = sorted(((x, y) for x, y in bits.items() if 0.3 * 2 ** 24 < y < 0.7 * 2 ** 24),
                   key=lambda e: e[1])[len(bits) // 8]
    p = b / 2 ** 24
    assert fa._dropout_threshold(p) == b
    q = torch.zeros(1, N, H, 16, dtype=F16, device=DEVICE)
    v = torch.eye(N, 16, dtype=F16, device=DEVICE)[None, :, None].expand(1, N, H, 16).contiguous()
    call = fa._call(q, q, 1.0, dropout_p=p)._replace(
        dropout_seed=torch.tensor(seed, dtype=torch.int32, device=DEVICE))
    run = fa._native_forward if where == "kernels" else fa._reference_attention
    out = run(q, q, v, call)[0][0, :, :, :N].cpu()  # [i, h, j]
    kept = {(h, i, j): bool(out[i, h, j] != 0) for h, i, j in bits}
    assert kept[at], f"the score at {at} whose bits equal the threshold was dropped"
    assert kept == {key: y >= b for key, y in bits.items()}


def flash_attn_block_n(capability, head_dim, is_dropout, is_causal):
    """flash-attn 2's key-block width of S_dmask (flash_attn_interface._get_block_size_n),
    written here from its definition so S_dmask is decoded apart from how it was encoded."""
    sm8x = capability[0] == 8 and capability[1] > 0
    if head_dim <= 32:
        return 128
    if head_dim <= 64:
        return 64 if is_dropout else 128
    if head_dim <= 96:
        return 64
    if head_dim <= 128:
        if sm8x:
            return 64 if (not is_dropout and is_causal) else 32
        return 32 if is_dropout else 64
    return 64


def block_n(device, head_dim, causal):
    cap = torch.cuda.get_device_capability(device) if torch.device(device).type == "cuda" else (0, 0)
    return flash_attn_block_n(cap, head_dim, True, causal)


def test_s_dmask_block_width_is_flash_attns(monkeypatch):
    """_get_block_size_n against flash-attn's table on every capability it names."""
    for cap in ((8, 0), (8, 6), (8, 9), (9, 0), (10, 0)):
        monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device=None: cap)
        for d in (8, 32, 33, 64, 65, 96, 97, 128, 129, 192, 256):
            for drop, causal in itertools.product((False, True), repeat=2):
                assert (fa._get_block_size_n(torch.device("cuda", 0), d, drop, causal)
                        == flash_attn_block_n(cap, d, drop, causal)), (cap, d, drop, causal)
    for d in (8, 64, 65, 128, 256):
        assert fa._get_block_size_n(torch.device("cpu"), d, True, False) == flash_attn_block_n(
            (0, 0), d, True, False)


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
    assert fa._table_tile(cfg, "dkdv", 0.0, P) is tile
    call = fa._call(q, k, D ** -0.5, True, dropout_p=P)._replace(
        dropout_seed=torch.tensor([5, 6], dtype=torch.int32, device=DEVICE))
    out, lse = fa._native_forward(q, k, v, call, config=cfg)
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]
    fa._native_backward(do, q, k, v, out, lse, *grads, call, config=cfg)
    keep = (fa._s_dmask(q, k, call)[:, :, :Nq, :Nk] >= 0).cpu()
    check_grads(grads, q, k, v, do, True, D ** -0.5, keep=keep, dropout_p=P)


def test_kernel_calls_refuse_dropout_without_its_seed():
    """The kernels drop where a Seed tensor is given: a direct kernel call whose dropout_p
    and seed disagree raises before any launch (it would otherwise keep every probability,
    or drop with p = 0), forward and backward."""
    q, k, v, do = make_inputs(1, 20, 20, 2, 2, 64, F16, seed=3)
    seed = torch.tensor([5, 6], dtype=torch.int32, device=DEVICE)
    grads = [torch.empty_like(t) for t in (q, k, v)]
    plain = fa._call(q, k, 0.125)  # its plans first: a seed must not reuse them
    out, lse = fa._native_forward(q, k, v, plain)
    fa._native_backward(do, q, k, v, out, lse, *grads, plain)
    for call in (fa._call(q, k, 0.125, dropout_p=P), plain._replace(dropout_seed=seed)):
        with pytest.raises(RuntimeError, match="dropout seed"):
            fa._native_forward(q, k, v, call)
        with pytest.raises(RuntimeError, match="dropout seed"):
            fa._native_backward(do, q, k, v, out, lse, *grads, call)


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


# ---- the softmax_lse gradient, double backward ----

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
def test_softmax_lse_is_differentiable(dtype, causal, mods, path, poisoned):
    """A loss on softmax_lse (z-loss, merging attention chunks in autograd, as
    context-parallel code does) gets the true gradient: flash-attn drops it, and FeatherAttn
    dropped it silently (dq 0.39 relative off). dS gains p * dlse: Delta - dlse in the
    kernels. Against float64, within twice PyTorch's own error."""
    q, k, v, do = make_inputs(1, 37, 45, 4, 2, 40, dtype, seed=36)
    w = torch.randn(1, 4, 37, device=DEVICE)
    mods = dict(mods)  # (the parameter's dict is shared by every run of the test)
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



def test_double_backward_through_sinks_raises_naming_featherattn():
    """A penalty on the sinks' gradient (or on dq, differentiated by the sinks) raises as
    for q, k, v: the sinks' gradient depends on the sinks, it was returned as None."""
    q, k, v, _ = make_inputs(1, 9, 9, 2, 2, 16, F16, seed=36)
    sinks = torch.randn(2, device=DEVICE, requires_grad=True)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_func(*leaves, sinks=sinks)
    dsinks, dq = torch.autograd.grad((out.float() ** 2).sum(), [sinks, leaves[0]], create_graph=True)
    with pytest.raises(RuntimeError, match="featherattn: double backward"):
        torch.autograd.grad((dsinks ** 2).sum(), sinks)
    with pytest.raises(RuntimeError, match="featherattn: double backward"):
        torch.autograd.grad((dq.float() ** 2).sum(), sinks)


@pytest.mark.parametrize("transform", ["grad", "vmap", "jvp", "jacrev", "forward_ad", "varlen-grad"])
def test_torch_func_transforms_raise_one_clear_error(transform):
    """torch.func's transforms and forward-mode AD cannot run the kernels: each raises one
    FeatherAttn error saying what to use (torch's said "setup_context", "implement the jvp",
    or under vmap reported a 3-D q)."""
    q, k, v = small()

    def f(x):
        return fa.flash_attn_func(x, k, v).float().sum()
    with pytest.raises(RuntimeError, match="featherattn: (torch.func transforms|forward-mode AD)"):
        if transform == "grad":
            torch.func.grad(f)(q)
        elif transform == "vmap":
            torch.func.vmap(lambda x: fa.flash_attn_func(x[None], k, v))(q)
        elif transform == "jvp":
            torch.func.jvp(f, (q,), (torch.ones_like(q),))
        elif transform == "jacrev":
            torch.func.jacrev(f)(q)
        elif transform == "forward_ad":
            import torch.autograd.forward_ad as fwAD
            with fwAD.dual_level():
                fa.flash_attn_func(fwAD.make_dual(q, torch.ones_like(q)), k, v)
        else:
            qp = q.reshape(-1, *q.shape[2:])
            cu = torch.tensor([0, q.shape[1]], dtype=torch.int32, device=DEVICE)
            torch.func.grad(lambda x: fa.flash_attn_varlen_func(
                x, qp, qp, cu, cu, q.shape[1], q.shape[1]).float().sum())(qp)

# ---- the PyTorch reference paths ----

def test_varlen_cpu_reference_backward(monkeypatch):
    monkeypatch.setattr(fa, "_INTERPRET", False)
    q, k, v, do, cu_q, cu_k = (t.cpu() for t in packed_inputs([9, 30], [12, 5], 2, 1, 32, F16, 14))
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_varlen_func(*leaves, cu_q, cu_k, 30, 12, causal=True),
                              leaves, do)
    truth, low = packed_ref_grads(q, k, v, do, cu_q, cu_k, True, 32 ** -0.5, F16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), got, truth, low):
        assert_close_to_ref(g, t, lo, name)


@pytest.mark.parametrize("p, dtype", FEATURES)
def test_cpu_reference_path_features(p, dtype, monkeypatch):
    """Without the interpreter the CPU runs the PyTorch reference (as a torch without Triton
    and every fallback do): every feature case of the kernels' test, held to the same
    float64 bound, output and gradients."""
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
    truth, _ = attention_ref(q, k, v, p["causal"], p["D"] ** -0.5, slopes, **ref_mods)
    low, _ = attention_ref(q, k, v, p["causal"], p["D"] ** -0.5, slopes, dtype=dtype, **ref_mods)
    assert_close_to_ref(out, truth, low, "out")
    check_grads(torch.autograd.grad(out, leaves, do), q, k, v, do, p["causal"], p["D"] ** -0.5,
                slopes, names=names, **ref_mods)


@pytest.mark.parametrize("value", ["1", "true", "True", "on", "YES", "y", "0", "false", "off", ""])
def test_triton_interpret_is_read_as_triton_reads_it(value):
    """featherattn's interpreter flag is Triton's own reading of TRITON_INTERPRET: `true` ran
    the kernels in the interpreter while featherattn, reading only "1", took CPU tensors to
    the PyTorch reference (or, on a GPU machine, launched interpreted kernels as compiled)."""
    script = ("import featherattn as fa, triton; knobs = getattr(triton, 'knobs', None); "
              "print(fa._INTERPRET, bool(knobs.runtime.interpret) if knobs else None)")
    env = dict(os.environ, TRITON_INTERPRET=value)
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, cwd=os.path.dirname(os.path.abspath(fa.__file__)))
    ours, triton_ = done.stdout.split()
    assert ours == str(value.lower() in ("1", "true", "on", "yes", "y")), done.stderr[-500:]
    assert triton_ in (ours, "None")


def test_cpu_reference_backward_without_interpreter(monkeypatch):
    monkeypatch.setattr(fa, "_INTERPRET", False)
    q, k, v, do = (t.cpu() for t in make_inputs(1, 37, 29, 4, 2, 48, BF16, seed=6))
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    got = torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)
    check_grads(got, q, k, v, do, True, 48 ** -0.5)


# ---- torch.compile and the custom ops ----

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


def _surface(q, k, v, qp, kp, vp, cu, scale, cap):
    """Every public form in one graph: features on (window, softcap, ALiBi, sinks, the lse
    returned) with Python-float scale and cap, and off; one tensor as k and v, and as q, k
    and v; packed, qkv-packed and kv-packed; the patched SDPA."""
    H = q.shape[2]
    slopes, sinks = torch.linspace(0.1, 0.5, H, device=q.device), torch.linspace(-1, 1, H, device=q.device)
    out, lse, _ = fa.flash_attn_func(q, k, v, softmax_scale=scale, causal=True, window_size=(7, 2),
                                     softcap=cap, alibi_slopes=slopes, sinks=sinks,
                                     return_attn_probs=True)
    outs = [out, lse, fa.flash_attn_func(q, k, k, softmax_scale=scale), fa.flash_attn_func(v, v, v)]
    outs.append(fa.flash_attn_varlen_func(qp, kp, vp, cu, cu, 9, 9, softmax_scale=scale,
                                          softcap=cap, causal=True))
    outs.append(fa.flash_attn_qkvpacked_func(torch.stack([v, v, v], 2), causal=True))
    outs.append(fa.flash_attn_kvpacked_func(q, torch.stack([k, v], 2), softcap=cap))
    with fa.patch_sdpa():
        outs.append(torch.nn.functional.scaled_dot_product_attention(
            q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), scale=scale, is_causal=True,
            enable_gqa=True).transpose(1, 2))
    return outs


@pytest.mark.parametrize("dynamic", [None, True, False], ids=["default", "dynamic", "static"])
def test_compile_fullgraph_whole_surface(dynamic):
    """torch.compile(fullgraph=True) over _surface (no graph break: fullgraph raises), outputs
    and gradients equal to eager at two float values (and a second length), and no more
    compiled variants than PyTorch's own SDPA given the same float scale in the same mode
    (FeatherAttn's ops take their floats as Scalar, which Dynamo keeps symbolic: fewer where
    SDPA's float `scale` is a constant of the graph)."""
    torch._dynamo.reset()
    compiled = torch.compile(_surface, fullgraph=True, dynamic=dynamic, backend="aot_eager")
    sdpa = torch.nn.functional.scaled_dot_product_attention
    def plain_fn(q, k, v, qp, kp, vp, cu, scale, cap):
        qt = q.transpose(1, 2)
        return sdpa(qt, qt, qt, scale=scale) * cap + qp.sum()
    plain = torch.compile(plain_fn, fullgraph=True, dynamic=dynamic, backend="aot_eager")
    calls = ((13, 0.3, 5.0), (13, 0.2, 7.0), (17, 0.25, 3.0))  # two floats, then a new length
    for n, scale, cap in calls[:2] if dynamic is False else calls:  # (static: a compile each)
        q, k, v, _ = make_inputs(1, n, n, 4, 2, 16, BF16, seed=n)
        qp, kp, vp, _, cu, _ = packed_inputs([4, 5], [4, 5], 4, 2, 16, BF16, seed=n)
        results = []
        for fn in (_surface, compiled):
            leaves = [t.clone().requires_grad_() for t in (q, k, v, qp, kp, vp)]
            outs = fn(*leaves, cu, scale, cap)
            loss = sum((o.float() * torch.linspace(-1, 1, o.numel(), device=o.device).view(o.shape)).sum()
                       for o in outs)
            results.append(outs + list(torch.autograd.grad(loss, leaves)))
        for i, (a, b) in enumerate(zip(*results)):
            assert torch.equal(a, b), (dynamic, n, i)
        plain(q, k, v, qp, kp, vp, cu, scale, cap)
    # Compiled variants kept (Dynamo's cache entries: a recompile adds one; a restart inside
    # one compile, which a compile counter counts, does not), the length change included.
    entries = torch._dynamo.eval_frame._debug_get_cache_entry_list
    assert len(entries(_surface.__code__)) <= len(entries(plain_fn.__code__)), (
        len(entries(_surface.__code__)), len(entries(plain_fn.__code__)))


@pytest.mark.parametrize("dynamic", [None, True], ids=["default", "dynamic"])
def test_compiled_packed_training_step_compiles_at_most_twice(dynamic):
    """A packed training step under torch.compile(fullgraph=True), fed 20 packed batches of
    distinct max lengths, with the window's edge, 3 scales and 3 softcaps changing between
    calls (what a trainer's collator gives): compiled at most twice (the first call's shapes,
    then symbolic ones), counted by a backend that counts its calls, never the recompile
    limit; each step's gradients equal to the eager step's bits."""
    compiles = []

    def counting(gm, example_inputs):
        compiles.append(len(example_inputs))
        return gm.forward

    def step(q, k, v, weight, cu, max_len, window, scale, cap):
        out = fa.flash_attn_varlen_func(q, k, v, cu, cu, max_len, max_len, softmax_scale=scale,
                                        causal=True, window_size=(window, 0), softcap=cap)
        return (out.float() * weight).sum()
    torch._dynamo.reset()
    compiled = torch.compile(step, backend=counting, fullgraph=True, dynamic=dynamic)
    for i, n in enumerate(range(5, 25)):
        lens = [n, 3 + i % 4]
        q, k, v, _, cu, _ = packed_inputs(lens, lens, 2, 1, 16, BF16, seed=100 + i)
        weight = torch.linspace(-1, 1, q.numel(), device=DEVICE).view(q.shape)
        args = (weight, cu, n, n // 2, (0.3, 0.2, 0.25)[i % 3], (5.0, 0.0, 30.0)[i % 3])
        grads = []
        for fn in (step, compiled):
            leaves = [t.clone().requires_grad_() for t in (q, k, v)]
            grads.append(torch.autograd.grad(fn(*leaves, *args), leaves))
        for a, b in zip(*grads):
            assert torch.equal(a, b), (n, args)
    assert 1 <= len(compiles) <= 2, compiles


def test_compile_takes_a_max_seqlen_past_int64():
    """max_seqlen = 2**70 works eagerly (the grid is bounded by the tokens) and failed under
    torch.compile ("Expected a value of type 'int' ... found type 'int'": the op's int64
    argument); it means the same as the total rows, compiled or not."""
    q, k, v, do, cu, _ = packed_inputs([5, 9], [5, 9], 2, 2, 16, F16, seed=67)

    def attn(q, k, v):
        return fa.flash_attn_varlen_func(q, k, v, cu, cu, 2 ** 70, 2 ** 70, causal=True)
    torch._dynamo.reset()
    results = []
    for fn in (attn, torch.compile(attn, fullgraph=True)):
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        out = fn(*leaves)
        results.append([out, *torch.autograd.grad(out, leaves, do)])
    for a, b in zip(*results):
        assert torch.equal(a, b)


# ---- the public functions ----

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

def private_runs():
    """(function, runner(**overrides) -> tensors, public(**overrides) -> tensors) of each
    private flash-attn function, on one small GQA call (packed for the varlen ones)."""
    q, k, v, do = make_inputs(1, 13, 17, 2, 1, 8, F16, seed=60)
    lens = [6, 7], [8, 9]
    pq, pk, pv, pdo, cu_q, cu_k = packed_inputs(*lens, 2, 1, 8, F16, seed=61)

    def public(packed, kw):
        kw = dict(kw)
        window = (kw.pop("window_size_left", -1), kw.pop("window_size_right", -1))
        for name in ("max_seqlen_q", "max_seqlen_k", "deterministic", "rng_state", "zero_tensors",
                     "return_softmax", "block_table", "leftpad_k", "seqused_k"):
            kw.pop(name, None)
        tensors = (pq, pk, pv) if packed else (q, k, v)
        leaves = [t.clone().requires_grad_() for t in tensors]
        args = (cu_q, cu_k, 7, 9) if packed else ()
        fn = fa.flash_attn_varlen_func if packed else fa.flash_attn_func
        out, lse, _ = fn(*leaves, *args, window_size=window, return_attn_probs=True, **kw)
        return [out, lse, *torch.autograd.grad(out, leaves, pdo if packed else do)]

    def forward(packed, kw):
        kw = dict(dict(dropout_p=0.0, softmax_scale=None, causal=False), **kw)
        if packed:
            kw.setdefault("max_seqlen_q", 7)
            kw.setdefault("max_seqlen_k", 9)
            return list(fa._flash_attn_varlen_forward(pq, pk, pv, cu_q, cu_k, **kw)[:2])
        return list(fa._flash_attn_forward(q, k, v, **kw)[:2])

    def backward(packed, kw):
        kw = dict(dict(dropout_p=0.0, softmax_scale=None, causal=False), **kw)
        fkw = {n: x for n, x in kw.items() if n in ("dropout_p", "softmax_scale", "causal",
                                                    "window_size_left", "window_size_right",
                                                    "softcap", "alibi_slopes")}
        fkw["dropout_p"] = 0.0
        out, lse = forward(packed, fkw)
        t = (pq, pk, pv) if packed else (q, k, v)
        grads = [torch.full_like(x, float("nan")) for x in t]
        if packed:
            kw.setdefault("max_seqlen_q", 7)
            kw.setdefault("max_seqlen_k", 9)
            fa._flash_attn_varlen_backward(pdo, *t, out, lse, *grads, cu_q, cu_k, **kw)
        else:
            fa._flash_attn_backward(do, *t, out, lse, *grads, **kw)
        return [out, lse, *grads]
    return [("_flash_attn_forward", lambda **kw: forward(False, kw), lambda **kw: public(False, kw)[:2]),
            ("_flash_attn_varlen_forward", lambda **kw: forward(True, kw), lambda **kw: public(True, kw)[:2]),
            ("_flash_attn_backward", lambda **kw: backward(False, kw), lambda **kw: public(False, kw)),
            ("_flash_attn_varlen_backward", lambda **kw: backward(True, kw), lambda **kw: public(True, kw))]


# Each argument of the private functions, beside the tensors the layout test covers: a
# value other than the default, and what FeatherAttn does with it: "honoured" (the result
# is the public function's with that setting), "same" (flash-attn's meaning gives the
# default's result here: the native backward is deterministic, rng_state matters only with
# dropout, every output element is written) or "refused" (ValueError).
PRIVATE_ARGS = {
    "softmax_scale": (0.3, "honoured"), "causal": (True, "honoured"),
    "window_size_left": (3, "honoured"), "window_size_right": (2, "honoured"),
    "softcap": (2.0, "honoured"), "alibi_slopes": ("slopes", "honoured"),
    "max_seqlen_q": (1, "same"), "max_seqlen_k": (10 ** 6, "same"),
    "deterministic": (True, "same"), "rng_state": ("rng", "same"), "zero_tensors": (True, "same"),
    "dropout_p": (0.1, "refused"), "return_softmax": (True, "refused"),
    "block_table": ("table", "refused"), "leftpad_k": ("table", "refused"),
    "seqused_k": ("table", "refused"),
}
PRIVATE_TENSORS = {"q", "k", "v", "dout", "out", "softmax_lse", "dq", "dk", "dv", "cu_seqlens_q",
                   "cu_seqlens_k"}


@pytest.mark.parametrize("name", [r[0] for r in private_runs()])
def test_private_functions_honour_or_refuse_every_argument(name):
    """flash-attn's private functions (ring-flash-attn and musubi-tuner call them): every
    argument of the signature is honoured, means the same as its default, or is refused;
    none is accepted and silently ignored. A new argument fails until it is classified."""
    import inspect
    fn_name, run, public = next(r for r in private_runs() if r[0] == name)
    params = set(inspect.signature(getattr(fa, fn_name)).parameters)
    unclassified = params - set(PRIVATE_ARGS) - PRIVATE_TENSORS
    assert not unclassified, f"{fn_name}: classify {sorted(unclassified)} in PRIVATE_ARGS"
    base = run()
    for arg in sorted(params & set(PRIVATE_ARGS)):
        value, kind = PRIVATE_ARGS[arg]
        value = {"slopes": torch.tensor([0.3, 0.7], device=DEVICE),
                 "rng": torch.zeros(2, dtype=torch.int64, device=DEVICE),
                 "table": torch.zeros(2, 1, dtype=torch.int32, device=DEVICE)}.get(value, value) \
            if isinstance(value, str) else value
        if kind == "refused":
            with pytest.raises(ValueError, match=r"featherattn"):
                run(**{arg: value})
            continue
        got = run(**{arg: value})
        want = public(**{arg: value}) if kind == "honoured" else base
        for i, (a, b) in enumerate(zip(got, want)):
            assert torch.equal(a, b), (fn_name, arg, i, (a.float() - b.float()).abs().max())
        if kind == "honoured":
            assert any(not torch.equal(a, b) for a, b in zip(got, base)), (fn_name, arg, "no effect")


def relayouts(t, repeated_dim=None):
    """(name, view) of t's values in other layouts: a storage offset, reversed strides, a
    strided last dim, and (where t repeats along repeated_dim) stride 0 there."""
    big = torch.empty(t.numel() + 3, dtype=t.dtype, device=t.device)
    big[3:] = t.flatten()
    yield "offset", big[3:].view(t.shape)
    if t.dim() > 1:
        yield "reversed-strides", t.permute(*range(t.dim() - 1, -1, -1)).contiguous().permute(
            *range(t.dim() - 1, -1, -1))
    yield "strided-last", torch.stack([t, t + 7], -1)[..., 0]
    if repeated_dim is not None:
        yield "expanded", t.narrow(repeated_dim, 0, 1).expand(t.shape)


def layout_cases():
    """(case, inputs(repeated) -> {name: tensor}, run(inputs) -> result tensors, the
    arguments to lay out, each with the dim it repeats along in the repeated inputs)."""
    def batched(rep):
        # rep: two identical batch entries and one value for every head of the vectors
        q, k, v, do = make_inputs(1 if not rep else 2, 7, 9, 2, 1, 8, F16, seed=62)
        if rep:
            q, k, v, do = (t[:1].expand(t.shape).contiguous() for t in (q, k, v, do))
        slopes = torch.full((2,), 0.4, device=DEVICE) if rep else torch.tensor([0.2, 0.5], device=DEVICE)
        sinks = torch.full((2,), 0.3, device=DEVICE) if rep else torch.tensor([0.3, -1.0], device=DEVICE)
        return dict(q=q, k=k, v=v, do=do, alibi_slopes=slopes, sinks=sinks)

    def run_public(t):
        leaves = [t[n].requires_grad_() for n in ("q", "k", "v", "sinks")]
        out = fa.flash_attn_func(*leaves[:3], causal=True, alibi_slopes=t["alibi_slopes"],
                                 sinks=leaves[3])
        return [out, *torch.autograd.grad(out, leaves, t["do"])]

    def packed(rep):
        q, k, v, do, cu_q, cu_k = packed_inputs([3, 4], [5, 4], 2, 2, 8, F16, seed=63)
        if rep:  # one value for every head
            q, k, v, do = (t[:, :1].expand(t.shape).contiguous() for t in (q, k, v, do))
        slopes = (torch.full((2, 2), 0.4, device=DEVICE) if rep
                  else torch.tensor([[0.2, 0.5], [0.1, 0.9]], device=DEVICE))
        return dict(q=q, k=k, v=v, do=do, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k,
                    alibi_slopes=slopes)

    def run_packed(t):
        leaves = [t[n].requires_grad_() for n in ("q", "k", "v")]
        out = fa.flash_attn_varlen_func(*leaves, t["cu_seqlens_q"], t["cu_seqlens_k"], 4, 5,
                                        causal=True, alibi_slopes=t["alibi_slopes"])
        return [out, *torch.autograd.grad(out, leaves, t["do"])]

    def private(rep):
        t = batched(rep)
        out, lse, _, _ = fa._flash_attn_forward(t["q"], t["k"], t["v"], 0.0, None, True)
        t.update(out=out, softmax_lse=lse, dq=torch.zeros_like(t["q"]),
                 dk=torch.zeros_like(t["k"]), dv=torch.zeros_like(t["v"]))
        return t

    def run_private(t):
        d = fa._flash_attn_backward(t["do"], t["q"], t["k"], t["v"], t["out"], t["softmax_lse"],
                                    t["dq"], t["dk"], t["dv"], 0.0, None, True)
        return [t["dq"], t["dk"], t["dv"], d]
    return [("flash_attn_func", batched, run_public,
             dict(q=0, k=0, v=0, do=0, alibi_slopes=0, sinks=0)),
            ("flash_attn_varlen_func", packed, run_packed,
             dict(q=1, k=1, v=1, do=1, cu_seqlens_q=None, cu_seqlens_k=None, alibi_slopes=1)),
            ("_flash_attn_backward", private, run_private,
             dict(do=0, q=0, k=0, v=0, out=0, softmax_lse=0, dq=None, dk=None, dv=None))]


@pytest.mark.parametrize("case", [c[0] for c in layout_cases()])
def test_every_tensor_argument_in_every_layout(case, path):
    """Every tensor argument read in a layout it does not have is a silently wrong answer
    (sinks were read as contiguous: a strided sinks gave an output off by 0.7). Each tensor
    of the public functions and the private backward, one at a time, as a view with a
    storage offset, reversed strides, a strided last dim and stride 0: the same results as
    the contiguous call, on the kernels and the reference; or a ValueError naming it (a
    strided cu_seqlens; an expanded buffer to write)."""
    _, make, run, args = next(c for c in layout_cases() if c[0] == case)
    for rep in (False, True):
        base = make(rep)
        want = run({n: t.clone() for n, t in base.items()})
        for name, dim in args.items():
            if rep and dim is None:
                continue
            for layout, view in relayouts(base[name], dim if rep else None):
                if rep and layout != "expanded":
                    continue
                inputs = {n: t.clone() for n, t in base.items()}
                if name in ("dq", "dk", "dv"):  # a buffer: the view is what gets written
                    view.zero_() if layout != "expanded" else None
                inputs[name] = view
                refused = ((name.startswith("cu_seqlens") and layout != "offset")
                           or (name in ("dq", "dk", "dv") and layout == "expanded"))
                if refused:
                    with pytest.raises(ValueError, match=name):
                        run(inputs)
                    continue
                got = run(inputs)
                for i, (a, b) in enumerate(zip(got, want)):
                    # The kernels read the same values: bit for bit. The reference's fp32
                    # matmuls may reassociate by layout: one fp16 rounding (a misread: > 0.1).
                    ok = (torch.equal(a, b) if path == "kernels" else
                          torch.allclose(a.float(), b.float(), rtol=2 ** -10, atol=1e-6))
                    assert ok, (case, name, layout, i, (a.float() - b.float()).abs().max())


# ---- GPU only ----

@needs_gpu
@pytest.mark.parametrize("dtype", [BF16, F16], ids=["bf16", "fp16"])
def test_gpu_launch_cache_keys_on_alignment_only(dtype, monkeypatch, poisoned):
    """Two calls of one signature (shapes, strides, dtype) whose tensors differ only in their
    byte offset (16-byte aligned, then 2 bytes off): the second must not reuse the aligned
    launch (Triton specializes on alignment)."""
    monkeypatch.setattr(fa, "_FAST_LAUNCH", True)
    monkeypatch.setenv("FEATHERATTN_FORWARD", "native")
    n = 1 * 200 * 2 * 64
    g = torch.Generator().manual_seed(23)
    bufs = [torch.randn(8 + n, generator=g, dtype=dtype).cuda() for _ in range(4)]

    def views(offset):
        return [b[offset:offset + n].view(1, 200, 2, 64) for b in bufs]

    def run(q, k, v, do):
        leaves = [t.detach().requires_grad_() for t in (q, k, v)]
        out = fa.flash_attn_func(*leaves, causal=True)
        return (out,) + torch.autograd.grad(out, leaves, do)

    aligned, shifted = views(8), views(1)  # 16 bytes in, then 2 bytes in
    assert all(a.data_ptr() % 16 == 0 for a in aligned) and all(s.data_ptr() % 16 for s in shifted)
    assert all(a.stride() == s.stride() and a.shape == s.shape for a, s in zip(aligned, shifted))
    for inputs in (aligned, aligned, shifted, shifted):
        q, k, v, do = inputs
        got = run(q, k, v, do)
        truth_out, _ = attention_ref(q.cpu(), k.cpu(), v.cpu(), True, 64 ** -0.5)
        low_out, _ = attention_ref(q.cpu(), k.cpu(), v.cpu(), True, 64 ** -0.5, dtype=dtype)
        assert_close_to_ref(got[0], truth_out, low_out, "out")
        truth = ref_grads(q, k, v, do, True, 64 ** -0.5)
        low = ref_grads(q, k, v, do, True, 64 ** -0.5, dtype=dtype)
        for name, gr, t, lo in zip(("dq", "dk", "dv"), got[1:], truth, low):
            assert_close_to_ref(gr, t, lo, name)


def graph_step(leaves, do, p):
    """Forward and backward; with dropout also S_dmask (at p = 0: the fast path's call)."""
    if not p:
        out = fa.flash_attn_func(*leaves, causal=True)
        return [out, *torch.autograd.grad(out, leaves, do)]
    out, lse, S = fa.flash_attn_func(*leaves, dropout_p=p, causal=True, return_attn_probs=True)
    return [out, *torch.autograd.grad(out, leaves, do), S]


@needs_gpu
def test_gpu_cuda_graph_capture_and_replay(monkeypatch):
    """Forward and backward captured with torch.cuda.graph (warmed up on a side stream, as
    PyTorch's docs do): at p = 0 a replay equals eager bit for bit; with dropout each replay
    draws a fresh mask from the generator's graph-safe state (two replays differ), and each
    replay's out and gradients match float64 with the mask its S_dmask shows. A capture that
    fails (FEATHERATTN_CHECK=1 synchronizes) raises a clear error and leaves the process
    usable: the next capture works."""
    q, k, v, do = make_inputs(1, 200, 200, 4, 2, 64, BF16, seed=70)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    for p in (0.0, P):
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):
            for _ in range(3):
                graph_step(leaves, do, p)
        torch.cuda.current_stream().wait_stream(side)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            static = graph_step(leaves, do, p)
        replays = []
        for _ in range(2):
            graph.replay()
            torch.cuda.synchronize()
            replays.append([t.clone() for t in static])
        if p == 0.0:
            for a, b in zip(replays[0], graph_step(leaves, do, 0.0)):
                assert torch.equal(a, b)
            continue
        assert not torch.equal(replays[0][-1], replays[1][-1])  # fresh masks
        for out, dq, dk, dv, S in replays:
            keep = (S[:, :, :200, :200] >= 0).cpu()
            truth, _ = attention_ref(q.cpu(), k.cpu(), v.cpu(), True, 0.125, keep=keep, dropout_p=p)
            low, _ = attention_ref(q.cpu(), k.cpu(), v.cpu(), True, 0.125, dtype=BF16, keep=keep,
                                   dropout_p=p)
            assert_close_to_ref(out, truth, low, "out")
            check_grads((dq, dk, dv), q, k, v, do, True, 0.125, keep=keep, dropout_p=p)
    # A capture that cannot be done: a clear error, and the process goes on.
    pq, pk, pv, pdo, cu, _ = packed_inputs([30, 40], [30, 40], 4, 2, 64, BF16, seed=71)
    monkeypatch.setenv("FEATHERATTN_CHECK", "1")
    graph = torch.cuda.CUDAGraph()
    with pytest.raises(ValueError, match="FEATHERATTN_CHECK=1.*graph capture"):
        with torch.cuda.graph(graph):
            fa.flash_attn_varlen_func(pq, pk, pv, cu, cu, 40, 40)
    monkeypatch.delenv("FEATHERATTN_CHECK")
    torch.randn(4, device="cuda").sum().item()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        static = graph_step(leaves, do, 0.0)
    graph.replay()
    for a, b in zip(static, graph_step(leaves, do, 0.0)):
        assert torch.equal(a, b)


@needs_gpu
def test_gpu_compiled_reduce_overhead_training_matches_eager():
    """torch.compile(mode="reduce-overhead") (CUDA graphs) over a small model's training
    steps: the same losses and gradients as eager, step after step."""
    torch.manual_seed(0)

    class Block(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.qkv, self.proj = torch.nn.Linear(256, 768), torch.nn.Linear(256, 256)

        def forward(self, x):
            q, k, v = self.qkv(x).unflatten(-1, (3, 4, 64)).unbind(2)
            return x + self.proj(fa.flash_attn_func(q, k, v, causal=True).flatten(-2))
    model = torch.nn.Sequential(Block(), Block()).cuda().bfloat16()
    x = torch.randn(2, 128, 256, device="cuda", dtype=BF16)

    def step(fn):
        model.zero_grad(set_to_none=True)
        loss = fn(x).float().square().mean()
        loss.backward()
        return loss.detach(), [p.grad.clone() for p in model.parameters()]
    torch._dynamo.reset()
    compiled = torch.compile(model, mode="reduce-overhead")
    for _ in range(4):
        want, want_grads = step(model)
        got, got_grads = step(compiled)
        assert torch.allclose(got, want, rtol=1e-2, atol=0), (got, want)
        for a, b in zip(got_grads, want_grads):
            assert (a.float() - b.float()).abs().max() <= 0.02 * b.float().abs().max() + 1e-3

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
        direct = [p[2] for p in fa._PLANS.values() if p[2] is not None]
        assert len(direct) >= 3
        for got, want in zip(run(q, k, v, do), slow):
            assert torch.equal(got, want)
        assert [p[2] for p in fa._PLANS.values() if p[2] is not None][:len(direct)] == direct
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
