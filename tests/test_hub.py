"""FeatherAttn as a Hugging Face kernel (tools/hub_kernel.py's output), offline.

(a) kernels loads the generated folder (get_local_kernel; LOCAL_KERNELS for a repo id) and its
    flash_attn_func / flash_attn_varlen_func equal featherattn's bit for bit, forward and
    backward; (b) transformers takes it as attn_implementation="<org>/<name>" and tiny random
    Llama, Qwen3, Qwen3.5 (D256) and Gemma 3 (D256, windows) models' logits, loss and
    gradients match eager attention. Triton's interpreter runs the
    kernels (TRITON_INTERPRET=1, set before featherattn imports); the Hub is never reached
    (HF_HUB_OFFLINE=1, and LOCAL_KERNELS maps the repo id to the folder).
"""

import os

import torch

if not torch.cuda.is_available():  # (featherattn and Triton read it at import)
    os.environ.setdefault("TRITON_INTERPRET", "1")
os.environ["HF_HUB_OFFLINE"] = "1"
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")

import json  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import textwrap  # noqa: E402
from pathlib import Path  # noqa: E402
from types import SimpleNamespace  # noqa: E402

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tools"), str(ROOT)]

import featherattn  # noqa: E402
import hub_kernel  # noqa: E402

kernels = pytest.importorskip("kernels")
transformers = pytest.importorskip("transformers")

NAME = hub_kernel.DEFAULT_NAME
REPO_ID = f"featherattn/{NAME}"  # "flash" in it: transformers' flash-attention paths
DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")
# the variant kernels picks: by how torch was built (cuda, rocm, cpu), not by the GPU present
VARIANT = "torch-" + ("rocm" if torch.version.hip else "cuda" if torch.version.cuda else "cpu")


@pytest.fixture(scope="module")
def kernel_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("hub") / NAME
    hub_kernel.generate(out, NAME, REPO_ID, quiet=True)
    return out


@pytest.fixture(autouse=True)
def offline(monkeypatch, kernel_dir):
    """No Hub: offline mode (read per call by kernels), and the repo id is the local folder."""
    import huggingface_hub.constants
    monkeypatch.setattr(huggingface_hub.constants, "HF_HUB_OFFLINE", True)
    monkeypatch.setenv("LOCAL_KERNELS", f"{REPO_ID}={kernel_dir}")
    monkeypatch.setenv("FEATHERATTN_TUNE", "0")


@pytest.fixture(scope="module")
def kernel(kernel_dir):
    return kernels.get_local_kernel(kernel_dir)


# -- the generated folder and how kernels resolves it


def test_layout(kernel_dir):
    module = NAME.replace("-", "_")
    files = sorted(p.relative_to(kernel_dir).as_posix() for p in kernel_dir.rglob("*")
                   if p.is_file())
    variant = ["__init__.py", "featherattn.py", f"{module}/__init__.py", "metadata.json",
               "symbols.json"]
    assert files == sorted(
        ["README.md", "build.toml", f"torch-ext/{module}/__init__.py",
         f"torch-ext/{module}/featherattn.py"]
        + [f"build/torch-{b}/{f}" for b in ("cpu", "cuda", "rocm") for f in variant])
    for backend in ("cpu", "cuda", "rocm"):
        vdir = kernel_dir / "build" / f"torch-{backend}"
        meta = kernels.Metadata.read_from_file(vdir / "metadata.json")
        assert str(meta.name) == NAME and meta.version == 1 and meta.license == "MIT"
        assert meta.id.startswith(f"_{module}_{backend}_") and meta.id.isidentifier()
        assert str(meta.backend.backend_type).lower() == backend and meta.backend.archs is None
        # (its digest: kernels verifies it at every local load, test_loaders' too)
    # `kernels describe-api` (it reads symbols.json) lists what the kernel exports
    cli = Path(sys.executable).with_name("kernels")
    if not cli.exists():
        pytest.skip("no `kernels` command beside this Python")
    done = subprocess.run([str(cli), "describe-api", str(kernel_dir), "--json"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    listed = json.loads(done.stdout)
    assert listed["variant"] == VARIANT
    assert {f["name"] for f in listed["functions"]} == set(hub_kernel.FUNCTIONS)
    # the copy is featherattn.py, unchanged
    source = (ROOT / "featherattn.py").read_text()
    copy = (kernel_dir / "build/torch-cpu/featherattn.py").read_text()
    assert copy == source
    assert copy == (kernel_dir / f"torch-ext/{module}/featherattn.py").read_text()


def test_loaders(kernel, kernel_dir):
    """get_local_kernel(path) and get_kernel(repo_id) through LOCAL_KERNELS: one module,
    sys.modules[metadata id], beside an imported featherattn with its own ops namespace."""
    meta = json.loads((kernel_dir / "build" / VARIANT / "metadata.json").read_text())
    assert kernel.__name__ == meta["id"] and sys.modules[meta["id"]] is kernel
    assert kernel.__file__ == str(kernel_dir / "build" / VARIANT / "__init__.py")
    assert kernels.get_kernel(REPO_ID, version=1) is kernel
    assert kernels.has_kernel(REPO_ID, version=1)
    assert kernel.featherattn.__name__ == meta["id"] + ".featherattn"
    assert kernel.featherattn is not featherattn and kernel.__version__ == featherattn.__version__
    namespace = kernel.featherattn._OPS_NAMESPACE
    assert namespace == meta["id"] + "_featherattn" and featherattn.__name__ == "featherattn"
    assert torch.ops.featherattn.fwd is not getattr(torch.ops, namespace).fwd
    for name in ("flash_attn_func", "flash_attn_varlen_func"):
        assert "s_aux" in kernel.__dict__[name].__code__.co_varnames
    assert set(hub_kernel.FUNCTIONS) <= set(kernel.__all__)
    assert not hasattr(kernel, "flash_attn_with_kvcache")  # transformers: the varlen path


def test_ops_namespace_under_fake_tensors(kernel):
    """A FakeTensor call takes the registered ops (not the eager bodies): the copy's own."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    with FakeTensorMode():
        q = torch.empty(2, 8, 4, 16, dtype=torch.bfloat16)
        k = torch.empty(2, 8, 2, 16, dtype=torch.bfloat16)
        out, lse, _ = kernel.flash_attn_func(q, k, k, causal=True, return_attn_probs=True)
    assert out.shape == (2, 8, 4, 16) and lse.shape == (2, 4, 8)


def test_compat_package(kernel, kernel_dir):
    """build/<variant>/<module>/__init__.py, imported alone as older kernels do, is the kernel."""
    import importlib.util
    path = kernel_dir / "build" / VARIANT / NAME.replace("-", "_") / "__init__.py"
    spec = importlib.util.spec_from_file_location("featherattn_compat_check", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    q, k, v = _qkv(torch.bfloat16, 1, 6, 6, 2, 2, 8, grad=False)
    assert torch.equal(module.flash_attn_func(q, k, v, causal=True),
                       kernel.flash_attn_func(q, k, v, causal=True))
    # and as a subpackage of the loaded kernel, it is the kernel itself
    sub = __import__(kernel.__name__ + "." + NAME.replace("-", "_"), fromlist=["x"])
    assert sub._kernel is kernel


def test_the_kernel_and_featherattn_import_side_by_side(kernel_dir):
    """The kernel's copy of featherattn.py and an installed featherattn, imported in one
    process in either order, each work: the second takes a torch.library namespace of its
    own (one definition per namespace; "featherattn" twice raised RuntimeError)."""
    script = textwrap.dedent(f"""
        import sys; sys.path.insert(0, {str(ROOT)!r})
        import torch, kernels, pathlib
        def load(what):
            if what == "featherattn":
                return __import__("featherattn")
            return kernels.get_local_kernel(pathlib.Path({str(kernel_dir)!r})).featherattn
        mods = [load(w) for w in sys.argv[1:]]
        q = torch.randn(1, 5, 2, 8, dtype=torch.bfloat16)
        with torch.no_grad():
            outs = [torch.compile(lambda t, m=m: m.flash_attn_func(t, t, t))(q) for m in mods]
        print(*[m._OPS_NAMESPACE for m in mods], torch.equal(*outs))
    """)
    env = dict(os.environ, HF_HUB_OFFLINE="1")
    for order in (("featherattn", "kernel"), ("kernel", "featherattn")):
        run = subprocess.run([sys.executable, "-c", script, *order], capture_output=True,
                             text=True, env=env, timeout=600)
        assert run.returncode == 0, run.stderr[-2000:]
        first, second, same = run.stdout.split()
        assert first == "featherattn" and second != first and same == "True", run.stdout


# -- (a) bit for bit: the kernel's functions are featherattn's


def _qkv(dtype, B, Nq, Nk, H, Hk, D, grad=True, seed=0):
    g = torch.Generator().manual_seed(seed)
    make = lambda *s: torch.randn(*s, generator=g).to(DEVICE, dtype).requires_grad_(grad)  # noqa: E731
    return make(B, Nq, H, D), make(B, Nk, Hk, D), make(B, Nk, Hk, D)


def _leaves(*ts):
    return [t.detach().clone().requires_grad_(t.requires_grad) if t is not None else None
            for t in ts]


def _run(fn, tensors, args, sinks_kw, sinks, kwargs, seed):
    """fn's outputs (out [, lse]) and the gradients of q, k, v (and sinks) of a fixed loss."""
    tensors = _leaves(*tensors)
    sinks = _leaves(sinks)[0]
    torch.manual_seed(seed)  # dropout's seed comes from torch's generator
    kw = dict(kwargs, **({sinks_kw: sinks} if sinks is not None else {}))
    res = fn(*tensors, *args, **kw)
    outs = [r for r in (res if isinstance(res, tuple) else (res,)) if r is not None]
    w = torch.Generator().manual_seed(1)
    loss = sum((o.float() * torch.randn(o.shape, generator=w).to(o.device)).sum() for o in outs)
    inputs = [t for t in [*tensors, sinks] if t is not None and t.requires_grad]
    grads = torch.autograd.grad(loss, inputs)
    return [o.detach() for o in outs], list(grads)


def _assert_same(a, b):
    for x, y in zip(a[0] + a[1], b[0] + b[1]):
        assert x.dtype == y.dtype and x.shape == y.shape
        assert torch.equal(x, y), (x - y).abs().max()
    assert len(a[0]) == len(b[0]) and len(a[1]) == len(b[1])


CASES = {  # name: (B, Nq, Nk, H, Hk, D, flash_attn_func's keyword arguments, sinks)
    "plain": (2, 7, 7, 2, 2, 16, {}, False),
    "causal-gqa": (2, 5, 9, 4, 2, 16, {"causal": True}, False),
    "window": (1, 9, 9, 4, 2, 8, {"window_size": (3, 1)}, False),
    "causal-window-softcap-sinks": (2, 8, 8, 4, 2, 16, {"causal": True, "window_size": (4, 0),
                                                        "softcap": 5.0, "softmax_scale": 0.3},
                                    True),
    "mqa-sinks-lse": (1, 6, 10, 4, 1, 24, {"causal": True, "return_attn_probs": True}, True),
    "dropout-alibi-deterministic": (1, 8, 8, 2, 2, 16, {"dropout_p": 0.2, "deterministic": True,
                                                        "alibi_slopes": "slopes"}, False),
}


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("case", list(CASES))
def test_flash_attn_func_bitwise(kernel, dtype, case):
    B, Nq, Nk, H, Hk, D, kwargs, with_sinks = CASES[case]
    q, k, v = _qkv(dtype, B, Nq, Nk, H, Hk, D)
    if kwargs.get("alibi_slopes") == "slopes":
        kwargs = dict(kwargs, alibi_slopes=torch.tensor([0.5, 0.25], device=DEVICE)[:H])
    sinks = torch.linspace(-1.0, 1.5, H, device=DEVICE, requires_grad=True) if with_sinks else None
    ref = _run(featherattn.flash_attn_func, (q, k, v), (), "sinks", sinks, kwargs, seed=3)
    hub = _run(kernel.flash_attn_func, (q, k, v), (), "s_aux", sinks, kwargs, seed=3)
    _assert_same(ref, hub)
    if with_sinks:  # FeatherAttn's own keyword name works too
        _assert_same(ref, _run(kernel.flash_attn_func, (q, k, v), (), "sinks", sinks, kwargs,
                               seed=3))


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["fp16", "bf16"])
def test_flash_attn_varlen_func_bitwise(kernel, dtype):
    g = torch.Generator().manual_seed(5)
    cu_q = torch.tensor([0, 3, 8, 12], dtype=torch.int32, device=DEVICE)
    cu_k = torch.tensor([0, 5, 9, 14], dtype=torch.int32, device=DEVICE)
    make = lambda *s: torch.randn(*s, generator=g).to(DEVICE, dtype).requires_grad_()  # noqa: E731
    q, k, v = make(12, 4, 16), make(14, 2, 16), make(14, 2, 16)
    sinks = torch.tensor([0.5, -1.0, 2.0, 0.0], device=DEVICE, requires_grad=True)
    for kwargs, with_sinks in (({"causal": True}, False),
                               ({"causal": True, "window_size": (2, 0), "softcap": 8.0}, True),
                               ({"return_attn_probs": True, "softmax_scale": 0.2}, True)):
        args = (cu_q, cu_k, 5, 5)
        s = sinks if with_sinks else None
        ref = _run(featherattn.flash_attn_varlen_func, (q, k, v), args, "sinks", s, kwargs, 0)
        hub = _run(kernel.flash_attn_varlen_func, (q, k, v), args, "s_aux", s, kwargs, 0)
        _assert_same(ref, hub)
        # as transformers calls it: cu_seqlens and max_seqlen by keyword
        kw = dict(kwargs, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, max_seqlen_q=5, max_seqlen_k=5)
        _assert_same(ref, _run(kernel.flash_attn_varlen_func, (q, k, v), (), "s_aux", s, kw, 0))


def test_sinks_twice_is_an_error(kernel):
    q, k, v = _qkv(torch.bfloat16, 1, 4, 4, 2, 2, 8, grad=False)
    with pytest.raises(ValueError, match="s_aux or as sinks"):
        kernel.flash_attn_func(q, k, v, s_aux=q.new_zeros(2), sinks=q.new_zeros(2))


# -- (b) transformers


def transformers_refuses_kernels():
    """Why transformers here loads no Hub kernel through the installed kernels (each
    transformers release takes one kernels range: 5.17 0.16.x, 5.25 0.19.x), or ''."""
    from importlib.metadata import version
    from transformers.utils import is_kernels_available
    return "" if is_kernels_available() else (
        f"transformers {transformers.__version__} refuses kernels {version('kernels')} (its "
        f"hub-kernel loader takes one kernels range): install the kernels version it names")


HUB_ROUTE_REFUSED = transformers_refuses_kernels()
needs_hub_route = pytest.mark.skipif(bool(HUB_ROUTE_REFUSED), reason=HUB_ROUTE_REFUSED or "-")


@pytest.fixture
def flash_spy(monkeypatch):
    """Loads the kernel as transformers does for attn_implementation=REPO_ID and records each
    call transformers makes to its flash_attn_func / flash_attn_varlen_func."""
    if HUB_ROUTE_REFUSED:
        pytest.skip(HUB_ROUTE_REFUSED)
    from transformers import modeling_flash_attention_utils as mfau
    mfau.lazy_import_flash_attention(REPO_ID)
    calls = []

    def spy(kind, fn):
        def wrapped(*args, **kwargs):
            calls.append((kind, args, kwargs))
            return fn(*args, **kwargs)
        return wrapped
    monkeypatch.setattr(mfau, "_flash_fn", spy("func", mfau._flash_fn))
    monkeypatch.setattr(mfau, "_flash_varlen_fn", spy("varlen", mfau._flash_varlen_fn))
    return calls


def test_transformers_call_surface(kernel, flash_spy):
    """transformers' flash_attention_forward (what a hub flash kernel is registered as) calls
    the kernel with these keywords; s_aux arrives as featherattn's sinks (in q's dtype)."""
    from transformers import modeling_flash_attention_utils as mfau
    from transformers.integrations.flash_attention import flash_attention_forward
    from transformers.masking_utils import ALL_MASK_ATTENTION_FUNCTIONS, flash_attention_mask
    from transformers.modeling_utils import ALL_ATTENTION_FUNCTIONS
    from transformers.utils.generic import is_flash_attention_requested

    assert mfau._loaded_implementation == REPO_ID
    assert flash_spy == [] and is_flash_attention_requested(
        requested_attention_implementation=REPO_ID)
    assert ALL_ATTENTION_FUNCTIONS[REPO_ID] is flash_attention_forward
    assert ALL_MASK_ATTENTION_FUNCTIONS[REPO_ID] is flash_attention_mask

    module = torch.nn.Module()
    module.config = SimpleNamespace(_attn_implementation=REPO_ID)
    module.is_causal, module.layer_idx = True, 0
    g = torch.Generator().manual_seed(2)
    B, H, Hk, L, D = 2, 4, 2, 8, 16
    query, key, value = (torch.randn(B, h, L, D, generator=g).to(DEVICE, torch.bfloat16)
                         for h in (H, Hk, Hk))  # transformers' (B, H, L, D)
    s_aux = torch.randn(H, generator=g).to(DEVICE)  # a float32 parameter in gpt-oss
    common = {"causal": True, "softmax_scale": 0.25, "dropout_p": 0.0, "deterministic": False}

    # no padding: flash_attn_func
    out, _ = flash_attention_forward(module, query, key, value, None, scaling=0.25,
                                     sliding_window=4, softcap=20.0, s_aux=s_aux)
    kind, args, kwargs = flash_spy[-1]
    assert kind == "func" and len(args) == 3 and set(kwargs) == {
        *common, "window_size", "softcap", "s_aux"}
    assert {n: kwargs[n] for n in common} == common
    assert kwargs["window_size"] == (3, 3) and kwargs["softcap"] == 20.0
    assert kwargs["s_aux"].dtype == torch.bfloat16
    want = featherattn.flash_attn_func(*(t.transpose(1, 2) for t in (query, key, value)),
                                       softmax_scale=0.25, causal=True, window_size=(3, 3),
                                       softcap=20.0, sinks=s_aux.bfloat16())
    assert torch.equal(out, want)

    # a padded batch: flash_attn_varlen_func on the unpadded tokens
    mask = torch.ones(B, L, dtype=torch.long, device=DEVICE)
    mask[1, -3:] = 0
    out, _ = flash_attention_forward(module, query, key, value, mask, scaling=0.25, s_aux=s_aux)
    kind, args, kwargs = flash_spy[-1]
    assert kind == "varlen" and len(args) == 3 and set(kwargs) == {
        *common, "s_aux", "cu_seqlens_q", "cu_seqlens_k", "max_seqlen_q", "max_seqlen_k"}
    assert kwargs["cu_seqlens_q"].tolist() == [0, 8, 13] and kwargs["max_seqlen_q"] == 8
    assert kwargs["cu_seqlens_q"].dtype == torch.int32
    rows = [featherattn.flash_attn_func(*(t[b:b + 1, :, :n].transpose(1, 2)
                                          for t in (query, key, value)),
                                        softmax_scale=0.25, causal=True, sinks=s_aux.bfloat16())
            for b, n in ((0, 8), (1, 5))]
    torch.testing.assert_close(out[0], rows[0][0], rtol=0, atol=2e-2)
    torch.testing.assert_close(out[1, :5], rows[1][0], rtol=0, atol=2e-2)
    assert not out[1, 5:].any()
    hub_args = dict(kwargs)
    sinks = hub_args.pop("s_aux")
    assert torch.equal(out[mask.bool()], featherattn.flash_attn_varlen_func(
        *args, **hub_args, sinks=sinks))

    # one packed row (position_ids restart): varlen, max_seqlen a 0-d tensor
    pos = torch.tensor([[0, 1, 2, 0, 1, 2, 3, 4]], device=DEVICE)
    flash_attention_forward(module, query[:1], key[:1], value[:1], None, position_ids=pos)
    kind, args, kwargs = flash_spy[-1]
    assert kind == "varlen" and kwargs["cu_seqlens_q"].tolist() == [0, 3, 8]
    assert int(kwargs["max_seqlen_q"]) == 5


# Tiny configs (random weights, no download) of the models the Hub route serves: Llama, Qwen3
# (GQA), Qwen3.5 (its full-attention layers at head dim 256 with GQA, beside Gated DeltaNet)
# and Gemma 3 (sliding-window layers, head dim 256).
MODELS = {
    "llama": ("LlamaConfig", "LlamaForCausalLM", dict(head_dim=16)),
    "qwen3": ("Qwen3Config", "Qwen3ForCausalLM", dict(head_dim=16)),
    "qwen3.5-d256": ("Qwen3_5TextConfig", "Qwen3_5ForCausalLM",
                     dict(head_dim=256, linear_key_head_dim=16, linear_value_head_dim=16,
                          linear_num_key_heads=2, linear_num_value_heads=4,
                          layer_types=["linear_attention", "full_attention"])),
    "gemma3-d256-window": ("Gemma3TextConfig", "Gemma3ForCausalLM",
                           dict(head_dim=256, query_pre_attn_scalar=256, sliding_window=4,
                                layer_types=["sliding_attention", "full_attention"])),
}


def _tiny_model(attn_implementation, name="llama"):
    config_name, model_name, extra = MODELS[name]
    config_cls = getattr(transformers, config_name, None)
    if config_cls is None:
        pytest.skip(f"transformers {transformers.__version__} has no {config_name}")
    config = config_cls(vocab_size=128, hidden_size=64, intermediate_size=128,
                        num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                        max_position_embeddings=64, pad_token_id=0, **extra)
    torch.manual_seed(0)
    return getattr(transformers, model_name)._from_config(
        config, attn_implementation=attn_implementation).to(DEVICE)


def _step(model, batch, autocast):
    model.zero_grad(set_to_none=True)
    with torch.autocast(DEVICE.type, dtype=torch.bfloat16, enabled=autocast):
        out = model(**batch)
    out.loss.backward()
    grads = {n: p.grad.detach().clone() for n, p in model.named_parameters()}
    return out.logits.detach().float(), out.loss.detach().float(), grads


def _rel(a, b):
    return ((a.double() - b.double()).norm() / b.double().norm()).item()


@pytest.mark.parametrize("name, batch_kind", [
    ("llama", "padded"), ("llama", "full"), ("llama", "packed"), ("qwen3", "padded"),
    ("qwen3.5-d256", "padded"), ("gemma3-d256-window", "padded"), ("gemma3-d256-window", "full")])
def test_transformers_models_match_eager(kernel, flash_spy, name, batch_kind):
    """A tiny random model (float32) with attn_implementation=REPO_ID: the flash path runs the
    kernel (FeatherAttn needs fp16 / bf16: transformers' flash path casts q, k, v to autocast's
    dtype, so the run is under bf16 autocast) and its logits, loss and gradients are as close
    to float32 eager attention as eager attention under the same autocast (x 2, + 1e-3)."""
    from transformers.utils.generic import is_flash_attention_requested

    model = _tiny_model(REPO_ID, name)
    assert model.config._attn_implementation == REPO_ID
    assert is_flash_attention_requested(model.config)
    g = torch.Generator().manual_seed(7)
    ids = torch.randint(1, 128, (2, 12), generator=g).to(DEVICE)
    labels = ids.clone()
    batch = {"input_ids": ids, "labels": labels}
    keep = torch.ones_like(ids, dtype=torch.bool)
    if batch_kind == "padded":  # right padding in row 1: the varlen path
        mask = torch.ones_like(ids)
        mask[1, 8:] = 0
        labels[1, 8:] = -100
        batch["attention_mask"] = mask
        keep = mask.bool()
    elif batch_kind == "packed":  # two sequences in one row (position_ids restart): varlen
        ids, labels = ids[:1], labels[:1].clone()
        labels[0, 5] = -100  # (the first token of sequence 2 has no previous token)
        batch = {"input_ids": ids, "labels": labels,
                 "position_ids": torch.tensor([[0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 5, 6]],
                                              device=DEVICE)}
        keep = keep[:1]
    flash = _step(model, batch, autocast=True)
    kinds = {c[0] for c in flash_spy}
    assert kinds == ({"func"} if batch_kind == "full" else {"varlen"}), kinds
    layer_types = getattr(model.config, "layer_types", None) or ["full_attention"] * 2
    assert len(flash_spy) == sum(t != "linear_attention" for t in layer_types)
    windows = {c[2].get("window_size", (-1, -1)) for c in flash_spy}
    if "sliding_attention" in layer_types:  # the local layer's window reached the kernel
        assert any(w[0] in (model.config.sliding_window - 1, model.config.sliding_window)
                   for w in windows), windows
    model.set_attn_implementation("eager")
    if batch_kind == "packed":  # eager has no packed sequences: a block-diagonal mask
        seq = torch.tensor([0] * 5 + [1] * 7)
        block = (seq[:, None] == seq[None, :]) & torch.ones(12, 12).tril().bool()
        mask4d = torch.where(block, 0.0, -torch.inf)[None, None].to(DEVICE)
        batch = dict(batch, attention_mask=mask4d)
    eager32 = _step(model, batch, autocast=False)
    eager16 = _step(model, batch, autocast=True)
    report = {}
    pairs = [("logits", flash[0][keep], eager16[0][keep], eager32[0][keep]),
             ("loss", flash[1], eager16[1], eager32[1])]
    pairs += [(n, flash[2][n], eager16[2][n], eager32[2][n]) for n in eager32[2]]
    for name, f, e16, e32 in pairs:
        err, base = _rel(f, e32), _rel(e16, e32)
        report[name] = (err, base)
        assert err <= 2 * base + 1e-3, (name, err, base)
    worst = max(report, key=lambda n: report[n][0])
    print(f"\n{batch_kind}: worst rel err {worst} flash {report[worst][0]:.2e} vs eager-bf16 "
          f"{report[worst][1]:.2e}; logits {report['logits'][0]:.2e} / {report['logits'][1]:.2e}")


def test_transformers_float32_without_autocast_is_refused(kernel, flash_spy):
    """Without autocast a float32 model hands float32 q, k, v to the kernel (flash-attn 2 and
    FeatherAttn take fp16 / bf16 only): a clear ValueError."""
    model = _tiny_model(REPO_ID)
    with pytest.raises(ValueError, match="float16 or torch.bfloat16"):
        model(input_ids=torch.tensor([[1, 2, 3, 4]], device=DEVICE))


@needs_hub_route
def test_transformers_models_with_their_own_flash_list_swap_it_out(kernel):
    """A model that lists its flash implementations (gpt-oss: sinks) replaces any other
    attn_implementation with "flash" in it by the first of its list (here, offline, that
    kernel is not in the cache): FeatherAttn under a flash name is not used there."""
    from transformers import GptOssConfig, GptOssForCausalLM
    config = GptOssConfig(vocab_size=128, hidden_size=64, intermediate_size=64,
                          num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                          head_dim=16, num_local_experts=2, num_experts_per_tok=1,
                          layer_types=["sliding_attention", "full_attention"], sliding_window=4)
    assert REPO_ID not in GptOssForCausalLM._compatible_flash_implementations
    with pytest.raises(ValueError, match="kernels-community/vllm-flash-attn3"):
        GptOssForCausalLM._from_config(config, attn_implementation=REPO_ID)
