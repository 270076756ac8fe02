"""FeatherAttn as a drop-in under trainers: patch_flash_attn, flash-attn's private functions, FA3,
SDPA, transformers, PEFT, diffusers and gradient checkpointing."""

import re
import sys

import pytest
import torch

# The root conftest.py sets TRITON_INTERPRET=1 without a GPU, before featherattn is imported.
from test_featherattn import (BF16, DEVICE, F16, assert_close_to_ref, make_inputs, packed_inputs,
                      packed_ref_grads, ref_grads)

import featherattn as fa


# ---- drop-in patching ----

def test_bert_padding_matches_flash_attn_27():
    """flash_attn.bert_padding's functions, as flash-attn 2.7 returns them, differentiable."""
    fa.patch_flash_attn()
    try:
        from flash_attn.bert_padding import (index_first_axis, index_put_first_axis, pad_input,
                                             unpad_input, unpad_input_for_concatenated_sequences)
    finally:
        fa.unpatch_flash_attn()
    g = torch.Generator().manual_seed(40)
    x = torch.randn(3, 7, 4, 5, generator=g, dtype=torch.float64).requires_grad_()
    mask = torch.tensor([[1] * 7, [1] * 4 + [0] * 3, [0, 0, 1, 1, 1, 0, 0]])
    unused = torch.tensor([[0] * 7, [0] * 4 + [1, 0, 0], [0] * 7])
    tokens, idx, cu, max_len, used = unpad_input(x, mask, unused)
    keep = (mask + unused).flatten().nonzero().flatten()
    assert torch.equal(idx, keep) and idx.dtype == torch.int64
    assert cu.tolist() == [0, 7, 12, 15] and cu.dtype == torch.int32
    assert max_len == 7 and isinstance(max_len, int)
    assert used.tolist() == [7, 4, 3] and used.dtype == torch.int32
    assert torch.equal(tokens, x.reshape(21, 4, 5)[keep])
    back = pad_input(tokens, idx, 3, 7)
    assert torch.equal(back, x * (mask + unused)[..., None, None])
    (gx,) = torch.autograd.grad((back * back).sum(), x)
    assert torch.equal(gx, 2 * x.detach() * (mask + unused)[..., None, None])
    assert torch.equal(index_first_axis(x.reshape(21, 4, 5), idx), tokens)
    assert index_put_first_axis(tokens, idx, 21).shape == (21, 4, 5)
    lens = torch.tensor([[2, 3, 0, 0, 0, 0, 0], [4, 0, 0, 0, 0, 0, 0], [1, 1, 1, 0, 0, 0, 0]])
    t2, i2, cu2, m2 = unpad_input_for_concatenated_sequences(x, lens)
    assert cu2.tolist() == [0, 2, 5, 9, 10, 11, 12] and m2 == 4 and t2.shape == (12, 4, 5)


def write_fake_flash_attn(root):
    """A stand-in 'real' flash-attn on disk: the package, its interface and a submodule that
    imports from the package (as flash_attn.layers.rotary does)."""
    pkg = root / "flash_attn"
    (pkg / "layers").mkdir(parents=True)
    (pkg / "__init__.py").write_text(
        "__version__ = '2.8.3'\nfrom flash_attn.flash_attn_interface import flash_attn_func, "
        "flash_attn_varlen_func\n")
    (pkg / "flash_attn_interface.py").write_text(
        "def flash_attn_func(*a, **k): return 'real'\n"
        "def flash_attn_varlen_func(*a, **k): return 'real'\n"
        "def _flash_attn_forward(*a, **k): return 'real'\n"
        "def flash_attn_with_kvcache(*a, **k): return 'real kvcache'\n")
    (pkg / "bert_padding.py").write_text("def pad_input(*a): return 'real pad'\n")
    (pkg / "layers" / "__init__.py").write_text("")
    (pkg / "layers" / "rotary.py").write_text("from flash_attn.bert_padding import pad_input\nROTARY = 1\n")


def test_patch_flash_attn_patches_a_real_flash_attn_in_place(tmp_path, monkeypatch):
    """With flash-attn installed, its modules stay and keep their other contents; only the
    attention functions are FeatherAttn's, and unpatching restores them exactly."""
    import importlib
    write_fake_flash_attn(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in [n for n in sys.modules if n == "flash_attn" or n.startswith("flash_attn.")]:
        monkeypatch.delitem(sys.modules, name)  # restored after the test
    real = importlib.import_module("flash_attn")
    iface = importlib.import_module("flash_attn.flash_attn_interface")
    originals = {n: getattr(iface, n) for n in ("flash_attn_func", "_flash_attn_forward")}
    fa.patch_flash_attn()
    try:
        import flash_attn
        from flash_attn import flash_attn_func
        from flash_attn.flash_attn_interface import (_flash_attn_varlen_backward,
                                                     flash_attn_with_kvcache)
        from flash_attn.layers.rotary import ROTARY  # other submodules still import
        assert flash_attn is real and flash_attn.__version__ == "2.8.3"
        assert flash_attn_func is fa.flash_attn_func and iface._flash_attn_forward is fa._flash_attn_forward
        assert _flash_attn_varlen_backward is fa._flash_attn_varlen_backward
        assert flash_attn_with_kvcache() == "real kvcache" and ROTARY == 1
    finally:
        fa.unpatch_flash_attn()
        for name in [n for n in sys.modules if n == "flash_attn" or n.startswith("flash_attn.")]:
            del sys.modules[name]  # the fake's modules leave with the test
    assert {n: getattr(iface, n) for n in originals} == originals
    assert real.flash_attn_func is originals["flash_attn_func"]
    assert not hasattr(iface, "_flash_attn_varlen_backward")


def test_patch_flash_attn_round_trip_without_flash_attn():
    import importlib
    names = ("flash_attn", "flash_attn.flash_attn_interface", "flash_attn.bert_padding",
             "flash_attn_interface")
    had = {name: sys.modules.get(name) for name in names}
    try:
        fa.patch_flash_attn()
        fa.patch_flash_attn()  # twice is harmless
        import flash_attn
        from flash_attn import flash_attn_func, flash_attn_varlen_func
        from flash_attn.bert_padding import pad_input, unpad_input  # noqa: F401
        from flash_attn.flash_attn_interface import flash_attn_func as iface_func
        from flash_attn.flash_attn_interface import (_flash_attn_varlen_forward,  # noqa: F401
                                                     _flash_attn_varlen_backward)
        assert flash_attn_func is fa.flash_attn_func and iface_func is fa.flash_attn_func
        assert flash_attn_varlen_func is fa.flash_attn_varlen_func
        assert flash_attn.__version__ == "2.7.4"
        assert "flash_attn_interface" not in sys.modules or had["flash_attn_interface"]
        # sd-scripts / musubi-tuner call it positionally: (q, k, v, dropout_p, softmax_scale, causal)
        q, k, v, do = make_inputs(1, 23, 23, 2, 2, 64, F16, seed=17)
        assert torch.equal(flash_attn_func(q, k, v, 0.0, None, True),
                           fa.flash_attn_func(q, k, v, causal=True))
    finally:
        fa.unpatch_flash_attn()
        fa.unpatch_flash_attn()
    assert all(sys.modules.get(name) is mod for name, mod in had.items())
    if had["flash_attn"] is None:
        with pytest.raises(ImportError):
            importlib.import_module("flash_attn")  # not installed here: gone again


def test_private_varlen_forward_backward_as_ring_flash_attn_calls_them():
    """ring-flash-attn calls flash-attn's private varlen pair by keyword and reads the
    in-place gradients."""
    fa.patch_flash_attn()
    try:
        from flash_attn.flash_attn_interface import (_flash_attn_varlen_backward,
                                                     _flash_attn_varlen_forward)
    finally:
        fa.unpatch_flash_attn()
    q, k, v, do, cu_q, cu_k = packed_inputs([13, 30], [20, 9], 4, 2, 48, BF16, seed=41)
    kw = dict(cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, max_seqlen_q=30, max_seqlen_k=20,
              dropout_p=0.0, softmax_scale=0.2, causal=True, window_size_left=-1,
              window_size_right=-1, softcap=0.0, alibi_slopes=None)
    out, lse, _, _ = _flash_attn_varlen_forward(q, k, v, return_softmax=False, **kw)
    want_out, want_lse, _ = fa.flash_attn_varlen_func(q, k, v, cu_q, cu_k, 30, 20, softmax_scale=0.2,
                                                      causal=True, return_attn_probs=True)
    assert torch.equal(out, want_out) and torch.equal(lse, want_lse)
    grads = [torch.full_like(t, float("nan")) for t in (q, k, v)]
    softmax_d = _flash_attn_varlen_backward(do, q, k, v, out, lse, *grads, deterministic=False,
                                            rng_state=None, **kw)
    truth, low = packed_ref_grads(q, k, v, do, cu_q, cu_k, True, 0.2, BF16)
    for name, g, t, lo in zip(("dq", "dk", "dv"), grads, truth, low):
        assert_close_to_ref(g, t, lo, name)
    assert softmax_d.shape == (4, 43)


PRIVATE_BAD = [  # (argument, spoil): the same spoiling fits the batched and packed layouts
    pytest.param("softmax_lse", lambda t: t.transpose(-1, -2).contiguous(), id="lse-transposed"),
    pytest.param("softmax_lse", lambda t: t[..., :-1], id="lse-short"),
    pytest.param("softmax_lse", lambda t: t.bfloat16(), id="lse-bf16"),
    pytest.param("dout", lambda t: t[..., :-1, :, :], id="dout-shape"),
    pytest.param("out", lambda t: t.float(), id="out-dtype"),
    pytest.param("dq", lambda t: t.float(), id="dq-dtype"),
    pytest.param("dk", lambda t: t[..., :8], id="dk-shape"),
    # an expanded buffer: the kernels ran, then torch's copy_ into it failed
    pytest.param("dv", lambda t: t[:1].expand(t.shape), id="dv-expanded"),
]


@pytest.mark.parametrize("name, spoil", PRIVATE_BAD)
@pytest.mark.parametrize("packed", [False, True], ids=["batched", "varlen"])
def test_private_backward_checks_every_tensor(name, spoil, packed):
    """Ring and context-parallel code calls flash-attn's private backward with its own
    buffers: a wrong layout, length or dtype is a ValueError naming the argument before any
    kernel runs (it gave gradients 5-10x off, NaN, or a bare broadcast error)."""
    q, k, v, do = make_inputs(2, 12, 12, 2, 1, 16, F16, seed=41)
    cu = torch.tensor([0, 12, 24], dtype=torch.int32, device=DEVICE)
    if packed:
        q, k, v, do = (t.reshape(24, *t.shape[2:]) for t in (q, k, v, do))
        out, lse, _, _ = fa._flash_attn_varlen_forward(q, k, v, cu, cu, 12, 12, 0.0, None, True)
    else:
        out, lse, _, _ = fa._flash_attn_forward(q, k, v, 0.0, None, True)
    args = dict(dout=do, q=q, k=k, v=v, out=out, softmax_lse=lse, dq=torch.full_like(q, 7.0),
                dk=torch.full_like(k, 7.0), dv=torch.full_like(v, 7.0))
    args[name] = spoil(args[name])
    with pytest.raises(ValueError, match=f"'s {name} must be"):
        if packed:
            fa._flash_attn_varlen_backward(*args.values(), cu, cu, 12, 12, 0.0, None, True)
        else:
            fa._flash_attn_backward(*args.values(), 0.0, None, True)
    assert all((args[t] == 7.0).all() for t in ("dq", "dk", "dv") if t != name)  # untouched


def test_patch_flash_attn_adds_fa3_to_an_existing_patch():
    """A launcher that patches first, then a --flash3 script that asks for FA3: the second
    call adds flash_attn_interface (it was a silent no-op); unpatch restores exactly."""
    import importlib
    names = ("flash_attn", "flash_attn.flash_attn_interface", "flash_attn.bert_padding",
             "flash_attn_interface")
    had = {name: sys.modules.get(name) for name in names}
    try:
        fa.patch_flash_attn()
        assert sys.modules.get("flash_attn_interface") is had["flash_attn_interface"]
        fa.patch_flash_attn(flash_attn_3=True)
        fa3 = importlib.import_module("flash_attn_interface")
        assert fa3.flash_attn_func is fa._fa3_flash_attn_func
        fa.patch_flash_attn(flash_attn_3=True)  # again: nothing more
    finally:
        fa.unpatch_flash_attn()
    assert all(sys.modules.get(name) is mod for name, mod in had.items())


def test_flash_attn_3_interface():
    """FA3's top-level flash_attn_interface (opt-in): FA3's signatures and return values; the
    varlen call as musubi-tuner's --flash3 (Wan) makes it."""
    import inspect
    fa.patch_flash_attn(flash_attn_3=True)
    try:
        import flash_attn_interface as fa3
    finally:
        fa.unpatch_flash_attn()
    assert list(inspect.signature(fa3.flash_attn_func).parameters) == [
        "q", "k", "v", "softmax_scale", "causal", "qv", "q_descale", "k_descale", "v_descale",
        "window_size", "attention_chunk", "softcap", "num_splits", "pack_gqa", "deterministic",
        "sm_margin", "return_attn_probs"]
    assert list(inspect.signature(fa3.flash_attn_varlen_func).parameters)[:9] == [
        "q", "k", "v", "cu_seqlens_q", "cu_seqlens_k", "max_seqlen_q", "max_seqlen_k",
        "seqused_q", "seqused_k"]
    q, k, v, do = make_inputs(2, 19, 19, 4, 2, 32, BF16, seed=42)
    out = fa3.flash_attn_func(q, k, v, causal=True)
    assert torch.equal(out, fa.flash_attn_func(q, k, v, causal=True))
    out2, lse = fa3.flash_attn_func(q, k, v, causal=True, return_attn_probs=True)
    assert torch.equal(out2, out) and lse.shape == (2, 4, 19)
    b, lq = 2, 19  # musubi-tuner's Wan: keyword call, then unflatten the packed output
    cu = torch.tensor([0, 19, 38], dtype=torch.int32, device=DEVICE)
    packed = fa3.flash_attn_varlen_func(q=q.flatten(0, 1), k=k.flatten(0, 1), v=v.flatten(0, 1),
                                        cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=lq,
                                        max_seqlen_k=lq, softmax_scale=None, causal=True,
                                        deterministic=False).unflatten(0, (b, lq))
    assert torch.equal(packed, out)
    v16 = v[..., :16].contiguous()  # FA3 takes a value head dim other than q's
    assert fa3.flash_attn_func(q, k, v16).shape == (2, 19, 4, 16)
    with pytest.raises(ValueError, match="FA3's q_descale is not supported"):
        fa3.flash_attn_func(q, k, v, q_descale=torch.ones(1))
    with pytest.raises(ValueError, match="attention_chunk"):
        fa3.flash_attn_func(q, k, v, attention_chunk=64)


def with_lora(model, seed):
    """`model` with PEFT LoRA adapters (rank 4) on q/k/v/o, drawn from torch seed `seed`."""
    peft = pytest.importorskip("peft")
    lora = peft.LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "k_proj", "v_proj", "o_proj"],
                           lora_dropout=0.0, init_lora_weights=False)
    torch.manual_seed(seed)
    return peft.get_peft_model(model, lora)


def lora_params(model):
    return [p for n, p in model.named_parameters() if "lora_" in n]


def test_peft_lora_with_gradient_checkpointing_on_a_tiny_llama():
    """A real LoRA stack: PEFT LoRA adapters on a tiny Llama with attn_implementation=
    'featherattn' and gradient checkpointing, three steps; every LoRA gradient within 2x of
    bf16 SDPA's error against float64 (the same adapters on the same weights)."""
    pytest.importorskip("peft")
    cfg = tiny_llama_config()
    ids = torch.randint(0, 128, (2, 24), generator=torch.Generator().manual_seed(43)).to(DEVICE)
    mask = torch.ones_like(ids)
    mask[0, :5] = 0
    models = []
    for model in ours_sdpa_float64(cfg):
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=dict(use_reentrant=False))
        model.train()
        models.append(with_lora(model, 44))

    def loss_fn(model):
        return model(input_ids=ids, attention_mask=mask, labels=ids.masked_fill(mask == 0, -100)).loss

    def lora_grads(model):
        loss = loss_fn(model)
        return loss.item(), torch.autograd.grad(loss, lora_params(model))

    for step in range(3):
        state = {n: p for n, p in models[0].named_parameters() if "lora_" in n}
        for m in models[1:]:
            with torch.no_grad():
                for n, p in m.named_parameters():
                    if "lora_" in n:
                        p.copy_(state[n])
        (loss, ours), (_, sdpa), (_, truth) = (lora_grads(m) for m in models)
        assert_close_to_ref(flat(ours), flat(truth), flat(sdpa), f"step {step} LoRA gradients")
        with torch.no_grad():
            for p, g in zip(state.values(), ours):
                p -= 0.05 * g


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
    with pytest.raises(ValueError, match="featherattn: _flash_attn_forward supports no dropout; "
                                         "got dropout_p=0.1"):
        _flash_attn_forward(q, k, v, 0.1, scale, True, -1, -1, 0.0, None, False)
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


def ours_sdpa_float64(cfg, reference="sdpa"):
    """Three causal LMs from `cfg` with the same weights: FeatherAttn bf16, and the
    `reference` attention (SDPA, or eager where SDPA lacks a feature) in bf16 and float64,
    the last two given the first one's weights (built one after another from one seed, each
    drew its own). Each gets its own copy of cfg: models built from one config object share
    its attention implementation (the last one set)."""
    import copy
    transformers = pytest.importorskip("transformers")
    fa.register_transformers()
    torch.manual_seed(0)
    models = [transformers.AutoModelForCausalLM.from_config(
        copy.deepcopy(cfg), attn_implementation=impl, dtype=dtype).to(DEVICE)
        for impl, dtype in (("featherattn", BF16), (reference, BF16), (reference, torch.float64))]
    for model in models[1:]:
        model.load_state_dict(models[0].state_dict())
    return models


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


def tiny(name, **extra):
    """A 2-layer config of a transformers model family (GQA 2:1, 4 heads of 16)."""
    transformers = pytest.importorskip("transformers")
    base = dict(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)
    cls = getattr(transformers, name, None)
    if cls is None:
        pytest.skip(f"transformers {transformers.__version__} has no {name}")
    return cls(**base, **extra)


def give_sinks_values(model):
    """gpt-oss's sinks start at zero: give them values that matter (the same in every model
    built from one config). Models without sinks are left alone."""
    with torch.no_grad():
        for n, p in model.named_parameters():
            if n.endswith("sinks"):
                p.copy_(torch.randn(p.shape, generator=torch.Generator().manual_seed(4)))


# Tiny configs (tiny()) of the model families the tests train, by test id.
MODEL_CASES = {case.id: case for case in [
    pytest.param("MistralConfig", dict(sliding_window=16), id="mistral-window-16"),
    pytest.param("Gemma2Config", dict(sliding_window=8, attn_logit_softcapping=50.0,
                                      query_pre_attn_scalar=16, head_dim=16), id="gemma2-softcap-window"),
    pytest.param("Gemma3TextConfig", dict(sliding_window=8, head_dim=16, query_pre_attn_scalar=16,
                                          layer_types=["sliding_attention", "full_attention"]),
                 id="gemma3-window-layers"),
    pytest.param("Qwen3Config", dict(head_dim=16), id="qwen3-gqa"),
    pytest.param("Qwen3_5TextConfig", dict(head_dim=256, linear_key_head_dim=16,
                                           linear_value_head_dim=16, linear_num_key_heads=2,
                                           linear_num_value_heads=4,
                                           layer_types=["linear_attention", "full_attention"]),
                 id="qwen3.5-d256-gqa"),
    pytest.param("Gemma3TextConfig", dict(sliding_window=8, head_dim=256, query_pre_attn_scalar=256,
                                          layer_types=["sliding_attention", "full_attention"]),
                 id="gemma3-d256-window"),
    pytest.param("GptOssConfig", dict(sliding_window=8, head_dim=16, num_local_experts=2,
                                      num_experts_per_tok=1, experts_implementation="eager",
                                      layer_types=["sliding_attention", "full_attention"]),
                 id="gpt-oss-sinks-window"),
]}


@pytest.mark.parametrize("name, extra", list(MODEL_CASES.values()))
def test_transformers_models_with_windows_softcap_and_sinks(name, extra):
    """Mistral (a window shorter than the sequence), Gemma 2 (softcap 50 and a window),
    Gemma 3 (sliding-window layers; and at head dim 256), Qwen3 (GQA), Qwen3.5 (its full
    attention layers at head dim 256 with GQA, beside Gated DeltaNet layers) and gpt-oss
    (attention sinks and a window) train two
    SGD steps; every parameter gradient within 2x the error of transformers' eager attention
    in bf16 against float64 (SDPA has no softcap or sinks)."""
    cfg = tiny(name, **extra)
    ids = torch.randint(0, 128, (2, 24), generator=torch.Generator().manual_seed(3)).to(DEVICE)
    models = ours_sdpa_float64(cfg, reference="eager")
    for m in models:
        give_sinks_values(m)

    def loss_fn(model):
        return model(input_ids=ids, labels=ids).loss

    for step in range(2):
        loss, ours = assert_model_grads_close(models, loss_fn, f"{name} step {step} gradients")
        with torch.no_grad():
            for p, g in zip(models[0].parameters(), ours):
                p -= 0.1 * g


@pytest.mark.parametrize("name, extra", [MODEL_CASES[i] for i in (
    "qwen3-gqa", "qwen3.5-d256-gqa", "gemma3-d256-window", "gpt-oss-sinks-window")])
def test_peft_lora_step_on_a_padded_batch(name, extra):
    """A LoRA fine-tune step as trainers run one: PEFT adapters on q/k/v/o of a tiny Qwen3,
    Qwen3.5 (D256), Gemma 3 (D256, window) or gpt-oss (sinks), a right-padded batch as
    trainers' collators pad (row 0 ends 7 tokens early; float64 eager gives NaN on a
    left-padded row's blank queries), labels masked at the pads. Every LoRA gradient within
    2x eager bf16's error against float64 eager (the three models on the same weights), then
    one SGD step and again (the adapters moved, so the second step checks other scores)."""
    pytest.importorskip("peft")
    cfg = tiny(name, **extra)
    ids = torch.randint(0, 128, (2, 24), generator=torch.Generator().manual_seed(45)).to(DEVICE)
    mask = torch.ones_like(ids)
    mask[0, 17:] = 0
    models = []
    for model in ours_sdpa_float64(cfg, reference="eager"):
        give_sinks_values(model)
        models.append(with_lora(model, 46))

    def lora_grads(model):
        loss = model(input_ids=ids, attention_mask=mask,
                     labels=ids.masked_fill(mask == 0, -100)).loss
        return loss.item(), torch.autograd.grad(loss, lora_params(model))

    for step in range(2):
        (loss, ours), (_, ref16), (_, truth) = (lora_grads(m) for m in models)
        assert loss == loss, f"step {step}: loss is NaN"
        assert_close_to_ref(flat(ours), flat(truth), flat(ref16), f"{name} step {step} LoRA grads")
        with torch.no_grad():
            for m in models:
                for p, g in zip(lora_params(m), ours):
                    p -= 0.1 * g.to(p.dtype)


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


@pytest.mark.skipif(DEVICE == "cuda", reason="bit-equality across GEMM shapes not checked on GPUs")
@pytest.mark.parametrize("name, extra", [
    pytest.param("Qwen3Config", dict(head_dim=16), id="qwen3-gqa"),
    pytest.param("Gemma3TextConfig", dict(sliding_window=4, head_dim=16, query_pre_attn_scalar=16,
                                          layer_types=["sliding_attention", "full_attention"]),
                 id="gemma3-window"),
    pytest.param("GptOssConfig", dict(sliding_window=4, head_dim=16, num_local_experts=2,
                                      num_experts_per_tok=1, experts_implementation="eager",
                                      layer_types=["sliding_attention", "full_attention"]),
                 id="gpt-oss-sinks-window"),
])
def test_a_flattened_batch_gives_each_sequence_what_it_gives_alone(name, extra):
    """transformers' DataCollatorWithFlattening (padding-free packing: one row, position_ids
    restarting, its cu_seq_lens / max_length kwargs) through register_transformers() on
    Qwen3 (GQA), Gemma 3 (a window shorter than a sequence) and gpt-oss (sinks, a window):
    each sequence's logits in the packed row are bit for bit its logits alone (a sequence
    that saw its neighbours, or a window or sink applied across a boundary, would differ)."""
    transformers = pytest.importorskip("transformers")
    fa.register_transformers()
    torch.manual_seed(0)
    model = transformers.AutoModelForCausalLM.from_config(
        tiny(name, **extra), attn_implementation="featherattn", dtype=torch.bfloat16)
    give_sinks_values(model)
    g = torch.Generator().manual_seed(5)
    seqs = [torch.randint(0, 128, (n,), generator=g).tolist() for n in (7, 11, 6)]
    batch = transformers.DataCollatorWithFlattening(return_flash_attn_kwargs=True)(
        [{"input_ids": s} for s in seqs])
    assert batch["cu_seq_lens_q"].tolist() == [0, 7, 18, 24]
    packed = model(**batch).logits[0]
    alone = torch.cat([model(input_ids=torch.tensor([s])).logits[0] for s in seqs])
    assert torch.equal(packed, alone)


# ---- gradient checkpointing ----

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


def test_bench_report_writes_one_file(tmp_path):
    """`python bench.py report`: versions, the tables, and correctness checks (dropout
    included) in one file a user attaches to an issue; it fails on a wrong result."""
    import bench
    path = tmp_path / "report.txt"
    assert bench.report(str(path)) == 0
    text = path.read_text()
    for words in ("featherattn.py", "torch", "triton", "## shipped tables", "gfx11 D128",
                  "dropout 0.1", "correctness: all OK", "fwd=Tile(BLOCK_M=",
                  "## patched SDPA on", "fp16, a boolean attn_mask          PyTorch",
                  "an attn_mask (flash-attn has none)"):
        assert words in text, words
    served = "PyTorch" if "CPU tensors without" in text else "FeatherAttn"
    assert f"fp16, self-attention               {served}" in text
    assert re.search(r"calls handed to PyTorch's SDPA in this process: [1-9]", text)


@pytest.mark.parametrize("value", ["no", 0.0, None, "yes"])
def test_patch_arguments_are_type_checked(value):
    """patch_flash_attn(flash_attn_3=...) takes a bool like the public functions' flags ("no"
    counted as true), and register_transformers a non-empty name."""
    try:
        with pytest.raises(ValueError, match="flash_attn_3 must be a bool"):
            fa.patch_flash_attn(flash_attn_3=value)
        assert "flash_attn" not in fa._PATCHES
    finally:
        if "flash_attn" in fa._PATCHES:
            fa.unpatch_flash_attn()
    with pytest.raises(ValueError, match="name must be a non-empty str"):
        fa.register_transformers(name=value if not isinstance(value, str) else "")


def test_patch_sdpa_inside_a_with_block_outlives_it():
    """patch_sdpa() called inside `with patch_sdpa():` patches until unpatch_sdpa(), as it
    does outside one (the block's exit undid it); the block alone still undoes its own."""
    torch_sdpa = torch.nn.functional.scaled_dot_product_attention
    try:
        with fa.patch_sdpa():
            fa.patch_sdpa()
        assert torch.nn.functional.scaled_dot_product_attention is fa.scaled_dot_product_attention
        with fa.patch_sdpa():
            pass
        assert torch.nn.functional.scaled_dot_product_attention is fa.scaled_dot_product_attention
    finally:
        fa.unpatch_sdpa()
    assert torch.nn.functional.scaled_dot_product_attention is torch_sdpa
    with fa.patch_sdpa():
        assert torch.nn.functional.scaled_dot_product_attention is fa.scaled_dot_product_attention
    assert torch.nn.functional.scaled_dot_product_attention is torch_sdpa


def test_patch_flash_attn_over_a_module_without_spec(monkeypatch):
    """A `flash_attn` in sys.modules with no __spec__ (a stub some launcher registered) is
    stood in for and restored, not "flash_attn.__spec__ is None"."""
    import types
    stub = types.ModuleType("flash_attn")
    stub.__spec__ = None
    monkeypatch.setitem(sys.modules, "flash_attn", stub)
    try:
        fa.patch_flash_attn()
        import flash_attn
        assert flash_attn.flash_attn_func is fa.flash_attn_func
    finally:
        fa.unpatch_flash_attn()
    assert sys.modules["flash_attn"] is stub
