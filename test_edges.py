"""Edge cases a kernel author breaks (issue 20): each class of input the mutation test
(tools/mutate.py, docs/mutation.md) found unguarded, closed for the class, not one input.

- windows of every shape (left-only, right-only, both, causal with a window, Nq != Nk), their
  edges at, one before and one after a block boundary of each interpreter tile: block ranges
  against brute force, gradients against float64;
- dO, O, q, k, v with independent strides (the private backward takes any layout);
- sinks with key blocks every row sees whole and partial ones;
- packed sequences with a small max_seqlen at head dims with column blocks (D > 128);
- packed rows outside every sequence (with sinks, the p*dp buffer; the forward's zeros);
- ALiBi with Nq != Nk (bottom-right offset), batched and packed;
- the grid bound: batch * heads == 65535 accepted, 65536 rejected;
- the GPU launch cache: the same shapes and strides, only the byte offset changed.

Cheap by design: one or two heads, small N, D 16 except where the head dim matters."""

import pytest
import torch

from conftest import (BF16, DEVICE, F16, assert_close_to_ref, attention_ref, check_forward,
                      check_grads, make_inputs, needs_gpu, packed_inputs, packed_ref_grads,
                      ref_grads)

import featherattn as fa

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


# ---- block ranges against brute force ----

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


# ---- window gradients against float64 ----

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


# ---- sinks with whole and partial key blocks ----

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


# ---- packed sequences: small max_seqlen, column blocks, rows outside every sequence ----

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


# ---- ALiBi with Nq != Nk ----

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


# ---- the grid bound ----

@pytest.fixture
def launches(monkeypatch):
    """Record launches instead of running them: an accepted call's grid, cheaply."""
    seen = []
    monkeypatch.setattr(fa, "_launch", lambda kernel, grid, key, tensors, args: seen.append(grid))
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


# ---- the GPU launch cache ----

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


# ---- decreasing packed offsets (clamped to empty sequences) ----

@pytest.mark.parametrize("cu_q, cu_k, causal, window", [
    pytest.param([0, 12, 20, 15], [0, 9, 14, 22], True, (-1, -1), id="q-decreasing-causal"),
    pytest.param([0, 12, 20, 15], [0, 9, 14, 22], False, (3, 2), id="q-decreasing-win3-2"),
    pytest.param([0, 12, 16, 20], [0, 9, 22, 17], True, (-1, -1), id="k-decreasing-causal"),
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
    spans_q, spans_k = fa._clamped_spans(cu_q, tq), fa._clamped_spans(cu_k, tk)
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
    assert launches == [(-(-20 // fwd.BLOCK_M), 2), (-(-20 // dq.BLOCK_M), 2),
                        (-(-20 // dkdv.BLOCK_N), 2)], launches
