"""The 8-bit mode (issue 19): outputs and gradients against float64 with accuracy bounds, the
features through it, smoothing of a shared key offset, rows with no visible key, the
quantizers against torch's own FP8 rounding, the fallback where the GPU has no 8-bit matrix
instructions, the argument checks and the patches' keyword.

Bounds. At B2 H8 N2048 D128 on an H200 (2026-12-01) the mode measured out cosine 0.9993-0.9994
(rel-L2 0.034-0.037) and dq / dk / dv cosine 0.99987-0.99997 against float64, with or without
a 5-sigma key offset; ideal quantization in float64 gives the same output error (e4m3's 3
mantissa bits in P and V set it). Here (CPU: gradients' cosine 0.99974-0.99998 on these
cases): cosine >= 0.999 and rel-L2 <= 0.05 for the output, cosine >= 0.999 for each gradient
(the issue asks 0.997; since the gradient products became 16-bit, session 7, the margin
allows the tighter bound); and the error must exceed the 16-bit kernels' by far, or the call
did not run 8-bit."""

import pytest
import torch

from conftest import DEVICE, attention_ref, make_inputs, packed_inputs, ref_grads

import featherattn as fa

OUT_COS, OUT_REL, GRAD_COS = 0.999, 0.05, 0.999


def cosine(got, ref):
    a, b = got.double().flatten().cpu(), ref.double().flatten().cpu()
    return (a @ b / (a.norm() * b.norm())).item()


def rel(got, ref):
    a, b = got.double().cpu(), ref.double().cpu()
    return ((a - b).norm() / b.norm()).item()


def check(out, grads, truth_out, truth_grads, names=("dq", "dk", "dv")):
    assert cosine(out, truth_out) >= OUT_COS and rel(out, truth_out) <= OUT_REL, (
        cosine(out, truth_out), rel(out, truth_out))
    assert rel(out, truth_out) > 5e-3, "no 8-bit error: the call ran the 16-bit kernels"
    for name, g, t in zip(names, grads, truth_grads):
        assert torch.isfinite(g).all(), name
        assert cosine(g, t) >= GRAD_COS, (name, cosine(g, t))


CASES = [
    pytest.param(dict(B=1, N=203, H=4, Hk=2, D=64, causal=False), id="B1-N203-H4/2-D64"),
    pytest.param(dict(B=2, N=131, H=2, Hk=1, D=72, causal=True, offset=5.0),
                 id="B2-N131-H2/1-D72-causal-koffset5"),
    pytest.param(dict(B=1, N=150, H=2, Hk=2, D=128, causal=True, window=(40, 0),
                      alibi=True, offset=3.0), id="B1-N150-H2-D128-window-alibi-koffset3"),
    pytest.param(dict(B=1, N=97, H=3, Hk=1, D=40, causal=False, softcap=20.0, sinks=True),
                 id="B1-N97-H3/1-D40-softcap-sinks"),
]


@pytest.mark.parametrize("case", CASES)
def test_eight_bit_against_float64(case, poisoned):
    B, N, H, Hk, D = (case[n] for n in ("B", "N", "H", "Hk", "D"))
    q, k, v, do = make_inputs(B, N, N, H, Hk, D, torch.float16, seed=N)
    k = (k.float() + case.get("offset", 0.0) * torch.randn(D, generator=torch.Generator().manual_seed(1)).to(k.device)).half()
    scale = D ** -0.5
    mods = {}
    slopes = None
    if case.get("alibi"):
        slopes = (torch.rand(H, generator=torch.Generator().manual_seed(2)) * 0.1).to(DEVICE)
    if case.get("window"):
        mods["window"] = case["window"]
    if case.get("softcap"):
        mods["softcap"] = case["softcap"]
    sinks = None
    if case.get("sinks"):
        sinks = torch.randn(H, generator=torch.Generator().manual_seed(3)).to(DEVICE).requires_grad_()
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out, lse, _ = fa.flash_attn_func(*leaves, causal=case["causal"], window_size=mods.get("window", (-1, -1)),
                                     softcap=mods.get("softcap", 0.0), alibi_slopes=slopes, sinks=sinks,
                                     return_attn_probs=True, eight_bit=True)
    grads = torch.autograd.grad(out, leaves, do)
    ref_mods = dict(mods, sinks=None if sinks is None else sinks.detach())
    truth_out, truth_lse = attention_ref(q.cpu(), k.cpu(), v.cpu(), case["causal"], scale,
                                         None if slopes is None else slopes.cpu(),
                                         **{n: (t.cpu() if isinstance(t, torch.Tensor) else t)
                                            for n, t in ref_mods.items()})
    truth_grads = ref_grads(q, k, v, do, case["causal"], scale, slopes, **ref_mods)
    check(out, grads, truth_out, truth_grads[:3])
    # The LSE is the true one: smoothing's shift is given back (scores err by ~1%).
    assert (lse.double().cpu() - truth_lse).abs().max().item() < 0.05


def test_eight_bit_lse_gradient_with_smoothing(poisoned):
    # A loss on softmax_lse: the kernels see the smoothed scores, so dq gains the shift's
    # own gradient (softmax_scale * mean key, per row).
    q, k, v, do = make_inputs(1, 96, 96, 2, 2, 64, torch.float16, seed=7)
    k = (k.float() + 4.0).half()  # a large shared offset: a missed term shows in dq
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out, lse, _ = fa.flash_attn_func(*leaves, causal=True, return_attn_probs=True, eight_bit=True)
    dlse = torch.randn(lse.shape, generator=torch.Generator().manual_seed(8)).to(lse.device)
    grads = torch.autograd.grad((out * do).sum() + (lse * dlse).sum(), leaves)
    ref = [t.detach().cpu().double().requires_grad_() for t in (q, k, v)]
    o, l = attention_ref(*ref, True, 64 ** -0.5)
    truth = torch.autograd.grad((o * do.cpu().double()).sum() + (l * dlse.cpu().double()).sum(), ref)
    for name, g, t in zip(("dq", "dk", "dv"), grads, truth):
        assert cosine(g, t) >= GRAD_COS, (name, cosine(g, t))


def test_eight_bit_packed(poisoned):
    lens_q, lens_k = [37, 0, 90, 64], [50, 12, 90, 31]
    q, k, v, do, cu_q, cu_k = packed_inputs(lens_q, lens_k, 4, 2, 64, torch.bfloat16, seed=5)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out = fa.flash_attn_varlen_func(*leaves, cu_q.to(DEVICE), cu_k.to(DEVICE), max(lens_q),
                                    max(lens_k), causal=True, eight_bit=True)
    grads = torch.autograd.grad(out, leaves, do)
    cq, ck = cu_q.tolist(), cu_k.tolist()
    truth_out = torch.zeros(q.shape, dtype=torch.float64)
    truth = [torch.zeros(t.shape, dtype=torch.float64) for t in (q, k, v)]
    for i in range(len(lens_q)):
        rq, rk = slice(cq[i], cq[i + 1]), slice(ck[i], ck[i + 1])
        if rq.start == rq.stop or rk.start == rk.stop:
            continue
        seq = [t[None, r].cpu() for t, r in zip((q, k, v, do), (rq, rk, rk, rq))]
        truth_out[rq] = attention_ref(*seq[:3], True, 64 ** -0.5)[0][0]
        for t, g, r in zip(truth, ref_grads(*seq, True, 64 ** -0.5), (rq, rk, rk)):
            t[r] = g[0]
    check(out, grads, truth_out, truth)


def test_eight_bit_rows_without_keys_give_zeros(poisoned):
    # causal with Nq > Nk: the first Nq - Nk rows see no key (flash-attn: out 0, lse 0,
    # zero gradients), under smoothing's shift and the lse gradient too.
    q, k, v, do = make_inputs(1, 80, 30, 2, 2, 64, torch.float16, seed=9)
    k = (k.float() + 2.0).half()
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    out, lse, _ = fa.flash_attn_func(*leaves, causal=True, return_attn_probs=True, eight_bit=True)
    dq, = torch.autograd.grad((out * do).sum() + lse.sum(), leaves[:1])
    assert (out[:, :50] == 0).all() and (lse[:, :, :50] == 0).all() and (dq[:, :50] == 0).all()
    assert torch.isfinite(out).all() and torch.isfinite(dq).all()


def test_eight_bit_dropout_matches_the_16_bit_mask(poisoned):
    # One seed, one mask: the 8-bit call drops what the 16-bit call drops.
    q, k, v, do = make_inputs(1, 120, 120, 2, 2, 64, torch.float16, seed=11)
    results = []
    for eight in (False, True):
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        torch.manual_seed(123)
        out = fa.flash_attn_func(*leaves, dropout_p=0.2, eight_bit=eight)
        results.append((out, torch.autograd.grad(out, leaves, do)))
    (o16, g16), (o8, g8) = results
    assert cosine(o8, o16) >= OUT_COS and rel(o8, o16) > 5e-3
    for a, b in zip(g8, g16):
        assert cosine(a, b) >= GRAD_COS


def test_quantizers_match_torch_rounding():
    # int8 rows: within one step of torch's rounding of x / scale; FP8 columns: torch's
    # float8_e4m3fn of x * 448 / amax except on exact ties (the interpreter's rounding is by
    # hand).
    g = torch.Generator().manual_seed(4)
    x = (torch.randn(2, 77, 3, 40, generator=g) * torch.logspace(-3, 2, 40)).half().to(DEVICE)
    x8, s, _ = fa._int8_rows(x)
    want = x.float() / s.transpose(1, 2)[..., None]
    assert (x8.float() - want).abs().max().item() <= 0.5 + 1e-4
    assert x8.abs().max().item() == 127
    # The smoothed copy (the backward's dS.K operand): x - mean in x's dtype, with the same
    # int8 rows as x - mean quantized.
    mean = x.float().mean(1)  # (B, H, D)
    k8, ks, smoothed = fa._int8_rows(x, mean=mean, keep=True)
    assert smoothed.dtype == x.dtype and smoothed.is_contiguous()
    assert torch.equal(smoothed.cpu(), (x.float() - mean[:, None]).to(x.dtype).cpu())
    assert torch.equal(k8.cpu(), fa._int8_rows((x.float() - mean[:, None]))[0].cpu())
    xt, sc = fa._fp8_columns(x)
    amax = x.float().abs().amax(1)  # (B, H, D)
    y = (x.float() * (448.0 / amax)[:, None]).cpu()
    ref, got = y.to(torch.float8_e4m3fn).float(), xt.float().cpu()
    # Where they differ, y sits on a rounding tie to within the scale's last bit (the kernel
    # divides 448 / amax itself: one ulp apart from torch's quotient).
    bad = got != ref
    assert bad.sum().item() <= 2, bad.sum().item()
    assert ((y[bad] - (got[bad] + ref[bad]) / 2).abs() <= 1e-6 * y[bad].abs()).all()
    assert torch.allclose(sc, amax / 448.0)


def test_eight_bit_off_where_the_gpu_has_no_8bit_mma(monkeypatch):
    # No 8-bit matrix instructions (gfx11, sm_80): one warning, then the 16-bit kernels,
    # bit for bit.
    monkeypatch.setattr(fa, "_eight_bit_here", lambda device: (False, "gfx1151 has none"))
    monkeypatch.setattr(fa, "_WARNED", set())
    q, k, v, _ = make_inputs(1, 64, 64, 2, 2, 64, torch.float16, seed=3)
    with pytest.warns(RuntimeWarning, match="gfx1151 has none"):
        out = fa.flash_attn_func(q, k, v, eight_bit=True)
    assert torch.equal(out, fa.flash_attn_func(q, k, v))


def test_eight_bit_argument_checks():
    q, k, v, _ = make_inputs(1, 32, 32, 2, 2, 64, torch.float16, seed=3)
    with pytest.raises(ValueError, match="eight_bit must be a bool"):
        fa.flash_attn_func(q, k, v, eight_bit="yes")
    with pytest.raises(ValueError, match="return_attn_probs and dropout_p"):
        fa.flash_attn_func(q, k, v, dropout_p=0.1, return_attn_probs=True, eight_bit=True)


def test_patches_set_the_default(monkeypatch):
    q, k, v, _ = make_inputs(1, 48, 48, 2, 2, 64, torch.float16, seed=6)
    eight = fa.flash_attn_func(q, k, v, eight_bit=True)
    sixteen = fa.flash_attn_func(q, k, v)
    assert not torch.equal(eight, sixteen)
    try:
        fa.patch_flash_attn(eight_bit=True)
        assert torch.equal(fa.flash_attn_func(q, k, v), eight)
        assert torch.equal(fa.flash_attn_func(q, k, v, eight_bit=False), sixteen)
    finally:
        fa.unpatch_flash_attn()
    assert torch.equal(fa.flash_attn_func(q, k, v), sixteen)
    qs, ks, vs = (t.transpose(1, 2) for t in (q, k, v))
    with fa.patch_sdpa(eight_bit=True):
        got = torch.nn.functional.scaled_dot_product_attention(qs, ks, vs)
    assert torch.equal(got.transpose(1, 2), eight)
    assert fa._EIGHT_BIT["sdpa"] is False


def eight_bit_tiles():
    """Every distinct 8-bit tile ("fwd_eight", "dq_eight", "dkdv_eight") a shipped table has."""
    seen = []
    tables = list(fa._CONFIGS.values()) + list(fa._OLDER_TRITON_CONFIGS.values())
    for table in tables:
        for cfg in table.values():
            for kernel in ("fwd", "dq", "dkdv"):
                tile = cfg.get(f"{kernel}_eight")
                if tile is not None and (kernel, tile) not in seen:
                    seen.append((kernel, tile))
    return seen


@pytest.mark.parametrize("kernel,tile", eight_bit_tiles(),
                         ids=lambda x: x if isinstance(x, str) else f"{x.BLOCK_M}x{x.BLOCK_N}w{x.num_warps}c{x.D_CHUNK}")
def test_eight_bit_tiles_of_the_tables(kernel, tile, poisoned):
    """The tiles the tables give the 8-bit mode, run with this device's other tiles (the
    interpreter's on the CPU): outputs and gradients against float64."""
    B, N, H, Hk, D = 1, 150, 2, 1, 80
    q, k, v, do = make_inputs(B, N, N, H, Hk, D, torch.float16, seed=12)
    cfg = dict(fa._configs(q.device, D)[0], **{f"{kernel}_eight": tile})  # this device's others
    call = fa._call(q, k, D ** -0.5, True)._replace(eight_bit=True)
    assert fa._kernel_config(cfg, kernel, call) is tile
    out, lse = fa._native_forward(q, k, v, call, config=cfg)
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]
    fa._native_backward(do, q, k, v, out, lse, *grads, call, config=cfg)
    truth_out, _ = attention_ref(q.cpu(), k.cpu(), v.cpu(), True, D ** -0.5)
    check(out, grads, truth_out, ref_grads(q, k, v, do, True, D ** -0.5))


def test_transformers_llama_gradients_in_eight_bit():
    """A tiny Llama (GQA 2:1, head dim 32, left-padded batch: the packed path) with register_transformers(
    eight_bit=True): every parameter gradient of the whole model against the float64 model's,
    cosine >= 0.9995 and rel-L2 <= 0.04 over all parameters together (measured on the CPU,
    2026-12-01: cosine 0.99977, rel-L2 0.022 with 16-bit gradient products; 0.99946 / 0.033
    with FP8 dS; the 16-bit kernels' rel-L2 0.0053), and the 8-bit model must differ from the
    16-bit one (it ran)."""
    import copy
    transformers = pytest.importorskip("transformers")
    from test_dropin import flat, grads_of
    # head dim 32 (NVIDIA's 8-bit products need a reduction of 32; the 16-bit tiny Llama's is 16)
    cfg = transformers.LlamaConfig(vocab_size=128, hidden_size=128, intermediate_size=128,
                                   num_hidden_layers=2, num_attention_heads=4,
                                   num_key_value_heads=2, max_position_embeddings=64)
    ids = torch.randint(0, 128, (2, 24), generator=torch.Generator().manual_seed(1)).to(DEVICE)
    mask = torch.ones_like(ids)
    mask[1, :7] = 0
    labels = ids.masked_fill(mask == 0, -100)

    def loss_fn(model):
        return model(input_ids=ids, attention_mask=mask, labels=labels).loss
    try:
        fa.register_transformers(eight_bit=True)
        torch.manual_seed(0)
        ours = transformers.AutoModelForCausalLM.from_config(
            copy.deepcopy(cfg), attn_implementation="featherattn", dtype=torch.bfloat16).to(DEVICE)
        _, g8 = grads_of(ours, loss_fn)
        fa.register_transformers(eight_bit=False)
        _, g16 = grads_of(ours, loss_fn)
    finally:
        fa.register_transformers()
    truth_model = transformers.AutoModelForCausalLM.from_config(
        copy.deepcopy(cfg), attn_implementation="sdpa", dtype=torch.float64).to(DEVICE)
    truth_model.load_state_dict(ours.state_dict())
    _, truth = grads_of(truth_model, loss_fn)
    a, b, t = flat(g8), flat(g16), flat(truth)
    assert not torch.equal(a, b)
    got = (cosine(a, t), rel(a, t), rel(b, t))
    print("tiny Llama, 8-bit / 16-bit against float64 (cosine, rel-L2, 16-bit rel-L2):", got)
    assert got[0] >= 0.9995 and got[1] <= 0.04, got
