"""Shared machinery for run_trainers.py: counters on FeatherAttn's Triton launches, patch
contexts, fresh imports of trainer modules, and the error-bound check."""
import contextlib
import importlib
import importlib.util
import os
import sys
import time

os.environ["TRITON_INTERPRET"] = "1"  # before featherattn: Triton kernels run in the interpreter on CPU tensors
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))  # the repo
import torch  # noqa: E402
import featherattn as fa  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "src")
ORIG_SDPA = torch.nn.functional.scaled_dot_product_attention

# (a) counters: FeatherAttn's Triton forward / backward launchers (module globals looked up at
# call time by _fwd_impl / _bwd_impl), and PyTorch SDPA calls made *through* the patched
# featherattn.scaled_dot_product_attention fallback (masked calls etc.).
CNT = {"fwd": 0, "bwd": 0, "fallback": 0}
_nf, _nb, _ts = fa._native_forward, fa._native_backward, fa._torch_sdpa


def _count_fwd(*a, **k):
    CNT["fwd"] += 1
    return _nf(*a, **k)


def _count_bwd(*a, **k):
    CNT["bwd"] += 1
    return _nb(*a, **k)


def _count_fallback(*a, **k):
    CNT["fallback"] += 1
    return _ts(*a, **k)


fa._native_forward, fa._native_backward, fa._torch_sdpa = _count_fwd, _count_bwd, _count_fallback


def reset():
    for k in CNT:
        CNT[k] = 0


@contextlib.contextmanager
def patched(kind):
    """kind: None, 'sdpa', 'flash', 'flash3', 'sdpa+flash'. Exactly the public calls."""
    if kind and "sdpa" in kind:
        fa.patch_sdpa()
    if kind and "flash3" in kind:
        fa.patch_flash_attn(flash_attn_3=True)
    elif kind and "flash" in kind:
        fa.patch_flash_attn()
    try:
        yield
    finally:
        fa.unpatch_sdpa()
        torch.nn.functional.scaled_dot_product_attention = ORIG_SDPA  # (fa._torch_sdpa is our counter)
        fa.unpatch_flash_attn()


def fresh_import(modname, root, purge):
    """Import `modname` from `root` anew (so module-level `from flash_attn import ...` and
    `try: import flash_attn` see the current patch state)."""
    for m in list(sys.modules):
        if any(m == p or m.startswith(p + ".") for p in purge):
            del sys.modules[m]
    if root in sys.path:
        sys.path.remove(root)
    sys.path.insert(0, root)
    return importlib.import_module(modname)


def load_file(path, name):
    """Import one source file as a fresh module named `name`."""
    sys.modules.pop(name, None)
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def _run(build, inputs, dtype, patch, dout_fn):
    reset()
    with patched(patch):
        f, params = build(dtype)
        xs = [t.detach().to(dtype).requires_grad_(True) for t in inputs]
        out = f(*xs)
        dout, keep = dout_fn(out.shape)
        out.backward(dout.to(out.dtype))
    grads = {f"d{i}": x.grad.detach().double() if x.grad is not None else torch.zeros_like(x, dtype=torch.float64)
             for i, x in enumerate(xs)}
    for n, p in params:
        grads["d" + n] = p.grad.detach().double() if p.grad is not None else torch.zeros_like(p, dtype=torch.float64)
    return out.detach().double(), keep, grads, dict(CNT)


def dout_maker(seed=1234, row_mask=None):
    """Random upstream gradient of out's shape; row_mask(shape)->bool tensor broadcastable to out
    selects the rows that count (padding rows get zero gradient and are not compared)."""
    def make(shape):
        g = torch.Generator().manual_seed(seed)
        d = torch.randn(shape, generator=g, dtype=torch.float64)
        keep = torch.ones(shape, dtype=torch.bool) if row_mask is None else row_mask(shape).expand(shape)
        return d * keep, keep
    return make


RESULTS = []


def check(trainer, family, patch, mode, build_ours, build_ref, inputs, dtype, commit, dout_fn=None,
          build_f64=None, names=None, note=""):
    """Run ours (patched, low precision), sdpa (unpatched trainer path, low precision) and f64
    (unpatched trainer path or build_f64, float64); bound per tensor:
    max|ours-f64| <= 2*max|sdpa-f64| + 1e-5."""
    t0 = time.time()
    dout_fn = dout_fn or dout_maker()
    o_ours, keep, g_ours, c_ours = _run(build_ours, inputs, dtype, patch, dout_fn)
    o_sdpa, _, g_sdpa, c_sdpa = _run(build_ref, inputs, dtype, None, dout_fn)
    o_64, _, g_64, _ = _run(build_f64 or build_ref, inputs, torch.float64, None, dout_fn)
    parts = [("out", o_ours, o_sdpa, o_64, keep)]
    for k in g_ours:
        parts.append((k, g_ours[k], g_sdpa[k], g_64[k], None))
    ratios = []
    worst_param = None
    for name, a, b, r, m in parts:
        if m is not None:
            a, b, r = a[m], b[m], r[m]
        e1 = (a - r).abs().max().item()
        e2 = (b - r).abs().max().item()
        ratio = e1 / (2 * e2 + 1e-5)
        if not torch.isfinite(a).all():
            ratio = float("inf")
        ratios.append((name, ratio, e1, e2))
    diff = (o_ours - o_sdpa)[keep].abs().max().item()  # shows ours is a different computation
    ok = c_ours["fwd"] > 0 and c_ours["bwd"] > 0 and c_sdpa["fwd"] == 0 and all(r <= 1.0 for _, r, _, _ in ratios)
    # compact: out, input grads individually, parameter grads as max
    names = names or {}
    shown = []
    pmax = None
    for name, ratio, e1, e2 in ratios:
        if name == "out" or name[1:].isdigit():
            label = names.get(name, name)
            shown.append(f"{label} {ratio:.2f} ({e1:.1e}/{e2:.1e})")
        elif pmax is None or ratio > pmax[1]:
            pmax = (name, ratio, e1, e2)
    if pmax:
        shown.append(f"params(max:{pmax[0]}) {pmax[1]:.2f} ({pmax[2]:.1e}/{pmax[3]:.1e})")
    line = (f"{trainer} | {family} | {patch} | {mode} | FA fwd={c_ours['fwd']} bwd={c_ours['bwd']} "
            f"torch-fallback={c_ours['fallback']} (unpatched run: fwd={c_sdpa['fwd']}) | "
            + "; ".join(shown) + f"; max|out_ours-out_sdpa|={diff:.1e}" + f" | {'PASS' if ok else 'FAIL'} | {commit} | {time.time() - t0:.1f}s"
            + (f" | {note}" if note else ""))
    print(line, flush=True)
    RESULTS.append((trainer, family, "PASS" if ok else "FAIL", line))
    return ok


def observe(trainer, family, patch, mode, fn, commit, expect):
    """A row where FeatherAttn by design does not run: fn() returns (observed, ok)."""
    t0 = time.time()
    reset()
    try:
        observed, ok = fn()
    except Exception as e:  # noqa: BLE001
        observed, ok = f"unexpected {type(e).__name__}: {e}", False
    line = (f"{trainer} | {family} | {patch} | {mode} | FA fwd={CNT['fwd']} bwd={CNT['bwd']} "
            f"torch-fallback={CNT['fallback']} | observed: {observed} (expected: {expect}) | "
            f"{'AS-STATED' if ok else 'FAIL'} | {commit} | {time.time() - t0:.1f}s")
    print(line, flush=True)
    RESULTS.append((trainer, family, "AS-STATED" if ok else "FAIL", line))
    return ok


def skip(trainer, family, why):
    line = f"{trainer} | {family} | - | - | NOT RUN: {why}"
    print(line, flush=True)
    RESULTS.append((trainer, family, "NOT RUN", line))
