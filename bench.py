"""Attention benchmark: FeatherAttn against AITER's Triton kernels and PyTorch SDPA.

    python bench.py [--headline] [--json F]  # GPU: every table; no GPU: a CPU check of the kernels
    python bench.py bwd|fwd|features|host|dropout [--json F]   # one table
    python bench.py isa --arch gfx1151 [--dims 64,128] [--json F] [--no-aiter] [--no-model]
                                    # compile for an AMD GPU on any machine, as a launch does:
                                    # VGPRs, spills (each with a verdict), scratch, occupancy, WMMA
    python bench.py tune [--heads 24 --seqlen 4096 --head-dim 128 [--batch --kv-heads --causal]]
                                    # time a wide set of tiles with Triton's autotuner on this GPU
    python bench.py train [--batch N]  # LoRA fine-tune of a DiT-like model: step, GPU-busy, loss
    python bench.py report [--out F]   # one file for an issue: versions, tables, checks, and on
                                    # an RDNA GPU measured beside the cycle model's estimate
    python bench.py COMMAND --help  # a command's options and their defaults

Needs only what `pip install .` brings (torch, and Triton where your torch has it; numpy for
Triton's interpreter on the CPU); amd-aiter adds AITER's rows. What a command needs and this
machine lacks is said in one line, exit status 2.

Backward time = the lower of two medians of triton.testing.do_bench (spread = their gap) over torch.autograd.grad on a recorded
forward. TFLOP/s counts the backward as 2.5 x the forward's 4*B*H*Nq*Nk*D (halved when
causal with Nq == Nk). Error = max over dq, dk, dv of ||g - g_ref|| / ||g_ref||, g_ref in
float64.
"""

import argparse
import contextlib
import importlib
import importlib.metadata
import importlib.util
import itertools
import json
import math
import os
import subprocess
import sys
import warnings

# numpy is optional (Triton's interpreter needs it): torch's warning at import without it is
# noise beside the one line main() prints.
warnings.filterwarnings("ignore", message="Failed to initialize NumPy")

import torch  # noqa: E402

import featherattn as fa  # noqa: E402

try:
    import triton
except ImportError:  # the CPU torch wheels: main() says so before anything needs it
    triton = None


TOOLS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tools")


def _tool(name):
    """A module of tools/: amdisa (the AMD machine code: isa, tune's precompile, report's
    RDNA estimate) or rdna_model (the RDNA cycle model, whose arches isa accepts). bench.py
    copied alone (or beside a pip-installed featherattn) has no tools/: an ImportError that
    says where they are; every command but isa runs without them."""
    if TOOLS not in sys.path:
        sys.path.insert(0, TOOLS)
    try:
        return importlib.import_module(name)
    except ImportError as e:
        raise ImportError(f"bench.py: tools/{name}.py is not beside this bench.py ({TOOLS}); "
                          f"it comes with a clone of the FeatherAttn repository ({e})") from e


def _amdisa():
    return _tool("amdisa")


# (B, H, H_k, Nq, Nk, D, causal)
SHAPES = [
    (4, 16, 16, 4096, 4096, 128, False),
    (4, 16, 16, 4096, 4096, 128, True),
    (4, 32, 32, 4096, 4096, 64, False),
    (4, 32, 32, 4096, 4096, 64, True),
    (8, 16, 16, 1024, 1024, 128, False),
    (8, 16, 16, 1024, 1024, 128, True),
    (1, 24, 24, 4096, 4096, 128, False),
    # diffusion LoRA training: one image, 4096-16384 tokens
    (1, 16, 16, 16384, 16384, 128, False),
    (1, 24, 24, 8192, 8192, 64, False),
    (1, 16, 16, 4096, 4096, 64, False),
    # GQA 4:1, and cross-attention (4096 image tokens x 512 text tokens)
    (2, 32, 8, 4096, 4096, 128, True),
    (1, 16, 16, 4096, 512, 128, False),
]


# The forward table: the four headline shapes and the long diffusion one.
FWD_SHAPES = SHAPES[:4] + [SHAPES[7]]


def header():
    dev = torch.cuda.get_device_name() if torch.cuda.is_available() else "CPU"
    driver = "n/a"
    if torch.version.hip:
        driver = f"HIP {torch.version.hip}"
    elif torch.cuda.is_available():
        try:
            driver = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                                    capture_output=True, text=True).stdout.strip() or "n/a"
        except OSError:
            pass
    try:
        aiter = importlib.metadata.version("amd-aiter")
    except importlib.metadata.PackageNotFoundError:
        aiter = "not installed"
    return (f"# {dev} | driver {driver} | torch {torch.__version__} | triton "
            f"{triton.__version__ if triton else 'not installed'}"
            f" | amd-aiter {aiter} | featherattn {fa.__version__}")


def flops(B, H, Nq, Nk, D, causal):
    f = 2.5 * 4 * B * H * Nq * Nk * D
    return f / 2 if causal and Nq == Nk else f


# ---- float64 reference ----
# bench.py's own: the README's install has no pytest, which test_featherattn.py (and its
# reference) needs.

def reference(q, k, v, do=None, *, causal=False, scale=None, window=(-1, -1), softcap=0.0,
              alibi_slopes=None, sinks=None, keep=None, dropout_p=0.0, dtype=torch.float64,
              budget=1 << 25):
    """flash-attn's attention in `dtype` (float64: the truth; q.dtype: PyTorch's own error at
    that precision) on q's device, a block of query rows at a time (at most `budget` scores
    held): (out, lse, dq, dk, dv), the gradients None without `do`. GQA by head index; query
    i sees key j when i + Nk - Nq - left <= j <= i + Nk - Nq + right (causal: right = 0, a
    negative bound: none); softcap, then ALiBi's -slope * |i + Nk - Nq - j|; sinks add
    exp(sink) to the denominator; keep, a bool (B, H, Nq, Nk) dropout mask, scales the kept
    probabilities by 1 / (1 - dropout_p). A row that sees no key gives out = 0, lse = 0
    (the sink with sinks) and no gradient."""
    B, Nq, H, D = q.shape
    Nk, G = k.shape[1], H // k.shape[2]
    scale = D ** -0.5 if scale is None else scale
    left, right = (window[0], 0) if causal else window
    dev, grads = q.device, do is not None
    heads = torch.arange(H, device=dev) // G  # each query head's KV head
    kx, vx = (t.detach().to(dev, dtype)[:, :, heads] for t in (k, v))  # [B, Nk, H, D]
    out, dq = torch.zeros(q.shape, dtype=dtype, device=dev), torch.zeros(q.shape, dtype=dtype, device=dev)
    lse = torch.zeros(B, H, Nq, dtype=dtype, device=dev)
    dkx, dvx = torch.zeros_like(kx), torch.zeros_like(vx)
    rows = max(1, budget // (B * H * max(Nk, 1)))
    for m0 in range(0, Nq, rows):
        m1 = min(m0 + rows, Nq)
        # the keys some row of the block sees (all of them where none does: the mask hides them)
        n0 = max(0, m0 + Nk - Nq - left) if left >= 0 else 0
        n1 = min(Nk, m1 + Nk - Nq + right) if right >= 0 else Nk
        n0, n1 = (n0, n1) if n0 < n1 else (0, Nk)
        qb = q[:, m0:m1].detach().to(dev, dtype).requires_grad_(grads)
        kb, vb = (t[:, n0:n1].requires_grad_(grads) for t in (kx, vx))
        with torch.set_grad_enabled(grads):
            s = torch.einsum("bihd,bjhd->bhij", qb, kb) * scale  # [B, H, rows, keys]
            if softcap:
                s = softcap * torch.tanh(s / softcap)
            diag = torch.arange(m0, m1, device=dev)[:, None] + Nk - Nq
            j = torch.arange(n0, n1, device=dev)[None]
            if alibi_slopes is not None:
                s = s - alibi_slopes.to(dev, dtype).view(-1, H, 1, 1) * (diag - j).abs().to(dtype)
            hidden = torch.zeros(s.shape[-2:], dtype=torch.bool, device=dev)
            if right >= 0:
                hidden |= j > diag + right
            if left >= 0:
                hidden |= j < diag - left
            s = s.masked_fill(hidden, float("-inf"))
            m = s.amax(-1, keepdim=True)
            if sinks is not None:
                sink = sinks.detach().to(dev, dtype).view(1, H, 1, 1)
                m = torch.maximum(m, sink)
            m = torch.where(torch.isfinite(m), m, torch.zeros_like(m))
            e = torch.exp(s - m)
            l = e.sum(-1, keepdim=True) + (torch.exp(sink - m) if sinks is not None else 0)
            p = e / torch.where(l > 0, l, torch.ones_like(l))
            if keep is not None:
                p = torch.where(keep[:, :, m0:m1, n0:n1].to(dev), p / (1.0 - dropout_p),
                                torch.zeros_like(p))
            o = torch.einsum("bhij,bjhd->bihd", p, vb)  # [B, rows, H, D]
        out[:, m0:m1] = o.detach()
        lse[:, :, m0:m1] = torch.where(l > 0, m + torch.log(l), torch.zeros_like(l)).squeeze(-1).detach()
        if grads:
            g = torch.autograd.grad(o, (qb, kb, vb), do[:, m0:m1].to(dev, dtype))
            dq[:, m0:m1] = g[0]
            dkx[:, n0:n1] += g[1]
            dvx[:, n0:n1] += g[2]
        del s, e, p, o
    if not grads:
        return out, lse, None, None, None
    # the query heads of one KV head add up (heads h = kv * G + g)
    dk, dv = (t.view(B, Nk, H // G, G, D).sum(3) for t in (dkx, dvx))
    return out, lse, dq, dk, dv


def rel_err(got, ref):
    return max(((g.double() - r).norm() / r.norm()).item() for g, r in zip(got, ref))


# ---- backward table: FeatherAttn against AITER and SDPA ----

def _featherattn(q, k, v, causal):
    return fa.flash_attn_func(q, k, v, causal=causal)


class _AiterAttention(torch.autograd.Function):
    """AITER's forward and its one-kernel backward through their public functions, the
    backward with a config by AITER's config= keyword (FeatherAttn's table where AITER ships
    none, or AITER_TUNED): AITER's own autograd backward takes no config."""

    @staticmethod
    def forward(ctx, q, k, v, causal, tuned):
        call = fa._call(q, k, q.shape[-1] ** -0.5, causal)
        out, lse = fa._aiter_forward(q, k, v, call)
        ctx.save_for_backward(q, k, v, out, lse)
        ctx.call, ctx.tuned = call, tuned
        return out

    @staticmethod
    def backward(ctx, do):
        q, k, v, out, lse = ctx.saved_tensors
        cfg = fa._aiter_bwd_config(fa._device_index(q.device))
        if ctx.tuned:
            cfg = dict(cfg, onekernel=dict(cfg["onekernel"], **AITER_TUNED[max(
                64, triton.next_power_of_2(q.shape[-1]))]))
        mha = fa._aiter_mha()
        D = q.shape[-1]
        size = max(16, triton.next_power_of_2(D))
        do, q, k, v, out = (fa._pad_head_dim(t, size).contiguous() for t in (do, q, k, v, out))
        dq, dk, dv = (torch.zeros_like(t) for t in (q, k, v))
        mha.flash_attn_onekernel_backward(
            do, q, k, v, out, lse, dq, dk, dv, None, ctx.call.softmax_scale, None,
            ctx.call.causal, None, None, q.shape[1], k.shape[1], 0.0, config=cfg)
        return dq[..., :D], dk[..., :D], dv[..., :D], None, None


def _aiter(tuned):
    return lambda q, k, v, causal: _AiterAttention.apply(q, k, v, causal, tuned)


def _sdpa(backend, dropout_p=0.0):
    from torch.nn.attention import sdpa_kernel

    def run(q, k, v, causal):
        if causal and q.shape[1] != k.shape[1]:
            raise ValueError("SDPA's causal mask is top-left aligned")
        with sdpa_kernel(backend):
            out = torch.nn.functional.scaled_dot_product_attention(
                q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), dropout_p=dropout_p,
                is_causal=causal, enable_gqa=q.shape[2] != k.shape[2])
        return out.transpose(1, 2)
    return run


# AITER's one-kernel backward at the best of anchors.md's 30-config sweep on an H200.
AITER_TUNED = {
    64: dict(BLOCK_M1=32, BLOCK_N1=128, BLOCK_M2=128, BLOCK_N2=32, num_warps=8, num_stages=3),
    128: dict(BLOCK_M1=64, BLOCK_N1=128, BLOCK_M2=128, BLOCK_N2=64, num_warps=8, num_stages=3),
}


def implementations():
    """name -> (forward fn, context manager factory taking the head dim, or None)."""
    impls = {"featherattn": (_featherattn, None)}
    try:
        fa._aiter_mha()
        impls["aiter"] = (_aiter(False), None)
        impls["aiter-tuned"] = (_aiter(True), None)
    except ImportError:
        pass
    from torch.nn.attention import SDPBackend
    impls["sdpa-flash"] = (_sdpa(SDPBackend.FLASH_ATTENTION), None)
    impls["sdpa-cudnn"] = (_sdpa(SDPBackend.CUDNN_ATTENTION), None)
    impls["sdpa-efficient"] = (_sdpa(SDPBackend.EFFICIENT_ATTENTION), None)
    return impls


def time_backward(fn, q, k, v, do, causal):
    """(ms, grads, extra peak bytes) of autograd.grad over one recorded forward."""
    leaves = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    out = fn(*leaves, causal)
    grads = torch.autograd.grad(out, leaves, do, retain_graph=True)
    torch.cuda.synchronize()
    base = torch.cuda.memory_allocated()
    torch.cuda.reset_peak_memory_stats()
    torch.autograd.grad(out, leaves, do, retain_graph=True)
    torch.cuda.synchronize()
    extra = torch.cuda.max_memory_allocated() - base
    times = [triton.testing.do_bench(lambda: torch.autograd.grad(out, leaves, do, retain_graph=True),
                                     warmup=50, rep=300, return_mode="median") for _ in range(2)]
    return times, grads, extra


def run_table(shapes, dtype=torch.bfloat16):
    impls = implementations()
    rows = []
    print(header())
    print(f"{'B,H/Hk,Nq,Nk,D':>24} {'causal':>6} {'impl':>15} {'ms':>8} {'TFLOP/s':>8} "
          f"{'vs best':>7} {'spread':>6} {'rel err':>8} {'extra MiB':>9}")
    for B, H, Hk, Nq, Nk, D, causal in shapes:
        torch.manual_seed(0)
        q = torch.randn(B, Nq, H, D, device="cuda", dtype=dtype)
        k = torch.randn(B, Nk, Hk, D, device="cuda", dtype=dtype)
        v = torch.randn(B, Nk, Hk, D, device="cuda", dtype=dtype)
        do = torch.randn(B, Nq, H, D, device="cuda", dtype=dtype)
        ref = reference(q, k, v, do, causal=causal)[2:]
        shape_rows = []
        for name, (fn, ctx) in impls.items():
            row = dict(impl=name, B=B, H=H, H_k=Hk, Nq=Nq, Nk=Nk, D=D, causal=causal,
                       dtype=str(dtype).replace("torch.", ""))
            try:
                with ctx(D) if ctx else contextlib.nullcontext():
                    times, grads, extra = time_backward(fn, q, k, v, do, causal)
                ms = min(times)
                row.update(ms=ms, spread=(max(times) - ms) / ms, tflops=flops(B, H, Nq, Nk, D, causal) / ms * 1e-9,
                           rel_err=rel_err(grads, ref), extra_mib=extra / 2**20)
                del grads
            except Exception as e:  # a peer that cannot run this shape
                row.update(error=f"{type(e).__name__}: {str(e).splitlines()[0][:80]}")
            shape_rows.append(row)
            torch.cuda.empty_cache()
        best = min((r["ms"] for r in shape_rows if "ms" in r and r["impl"] != "featherattn"),
                   default=None)
        for r in shape_rows:
            if "ms" in r and best:
                r["vs_best_peer"] = best / r["ms"]
        for r in shape_rows:
            tag = f"{B},{H}/{Hk},{Nq},{Nk},{D}"
            if "ms" in r:
                ratio = f"{best / r['ms']:.2f}x" if best else "-"
                print(f"{tag:>24} {str(causal):>6} {r['impl']:>15} {r['ms']:8.3f} {r['tflops']:8.1f} "
                      f"{ratio:>7} {r['spread']:6.1%} {r['rel_err']:8.1e} {r['extra_mib']:9.0f}")
            else:
                print(f"{tag:>24} {str(causal):>6} {r['impl']:>15}  n/a ({r['error']})")
        rows += shape_rows
        del q, k, v, do, ref
    return rows


# ---- forward table, feature rows, host overhead ----

@contextlib.contextmanager
def forward_provider(name):
    """FEATHERATTN_FORWARD for the block ('' = the default route)."""
    saved = os.environ.get("FEATHERATTN_FORWARD")
    os.environ["FEATHERATTN_FORWARD"] = name
    try:
        yield
    finally:
        if saved is None:
            del os.environ["FEATHERATTN_FORWARD"]
        else:
            os.environ["FEATHERATTN_FORWARD"] = saved


def forward_implementations():
    """name -> forward fn(q, k, v, causal) under no_grad."""
    def feather(provider):
        def run(q, k, v, causal):
            with forward_provider(provider):
                return fa.flash_attn_func(q, k, v, causal=causal)
        return run
    impls = {"featherattn": feather("native")}
    if fa.aiter_available()[0]:
        impls["aiter"] = feather("aiter")
    from torch.nn.attention import SDPBackend
    impls["sdpa-flash"] = _sdpa(SDPBackend.FLASH_ATTENTION)
    impls["sdpa-cudnn"] = _sdpa(SDPBackend.CUDNN_ATTENTION)
    return impls


def forward_table(shapes, dtype=torch.bfloat16):
    """Forward time alone (no autograd), FeatherAttn's native kernel against AITER's and SDPA's;
    TFLOP/s counts 4*B*H*Nq*Nk*D, halved when causal."""
    impls = forward_implementations()
    rows = []
    print(f"# forward | {'B,H/Hk,Nq,Nk,D':>22} {'causal':>6} {'impl':>12} {'ms':>8} {'TFLOP/s':>8} "
          f"{'vs best':>7} {'spread':>6} {'rel err':>8}")
    for B, H, Hk, Nq, Nk, D, causal in shapes:
        torch.manual_seed(0)
        q = torch.randn(B, Nq, H, D, device="cuda", dtype=dtype)
        k, v = (torch.randn(B, Nk, Hk, D, device="cuda", dtype=dtype) for _ in range(2))
        ref = None
        shape_rows = []
        for name, fn in impls.items():
            row = dict(impl=name, pass_="fwd", B=B, H=H, H_k=Hk, Nq=Nq, Nk=Nk, D=D, causal=causal)
            try:
                with torch.no_grad():
                    out = fn(q, k, v, causal)
                    if ref is None:  # float64 on a slice of heads (the reference is O(N^2))
                        g = H // Hk  # the first KV head and its query heads
                        ref = reference(q[:, :, :g], k[:, :, :1], v[:, :, :1], causal=causal)[0]
                    times = [triton.testing.do_bench(lambda: fn(q, k, v, causal), warmup=50,
                                                     rep=200, return_mode="median") for _ in range(2)]
                ms = min(times)
                f = flops(B, H, Nq, Nk, D, causal) / 2.5
                err = ((out[:, :, :H // Hk].double() - ref).norm() / ref.norm()).item()
                row.update(ms=ms, spread=(max(times) - ms) / ms, tflops=f / ms * 1e-9, rel_err=err)
            except Exception as e:  # noqa: BLE001 - a peer that cannot run this shape
                row.update(error=f"{type(e).__name__}: {str(e).splitlines()[0][:80]}")
            shape_rows.append(row)
        best = min((r["ms"] for r in shape_rows if "ms" in r and r["impl"] != "featherattn"), default=None)
        for r in shape_rows:
            tag = f"{B},{H}/{Hk},{Nq},{Nk},{D}"
            if "ms" in r:
                r["vs_best_peer"] = best / r["ms"] if best else None
                print(f"# forward | {tag:>22} {str(causal):>6} {r['impl']:>12} {r['ms']:8.3f} "
                      f"{r['tflops']:8.1f} {(best / r['ms'] if best else 0):6.2f}x {r['spread']:6.1%} "
                      f"{r['rel_err']:8.1e}")
            else:
                print(f"# forward | {tag:>22} {str(causal):>6} {r['impl']:>12}  n/a ({r['error']})")
        rows += shape_rows
    return rows


def dropout_table(shapes, p=0.1, dtype=torch.bfloat16):
    """Forward and backward ms with dropout: FeatherAttn at p = 0 and p, FA2 (SDPA flash) and
    cuDNN at p, in one run. The backward is autograd.grad over one recorded forward (the same
    mask each time, as in training)."""
    from torch.nn.attention import SDPBackend

    def feather(p_):
        return lambda q, k, v, causal: fa.flash_attn_func(q, k, v, dropout_p=p_, causal=causal)
    impls = {"featherattn p=0": feather(0.0), f"featherattn p={p}": feather(p),
             f"sdpa-flash p={p}": _sdpa(SDPBackend.FLASH_ATTENTION, p),
             f"sdpa-cudnn p={p}": _sdpa(SDPBackend.CUDNN_ATTENTION, p)}
    rows = []
    print(f"# dropout | {'B,H,N,D':>16} {'causal':>6} {'impl':>20} {'fwd ms':>8} {'bwd ms':>8}")
    for B, H, _, N, _, D, causal in shapes:
        torch.manual_seed(0)
        q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=dtype) for _ in range(4))
        for name, fn in impls.items():
            row = dict(impl=name, B=B, H=H, N=N, D=D, causal=causal)
            try:
                with torch.no_grad():
                    fwd = triton.testing.do_bench(lambda: fn(q, k, v, causal), warmup=50, rep=200,
                                                  return_mode="median")
                bwd, _, _ = time_backward(fn, q, k, v, do, causal)
                row.update(fwd_ms=fwd, bwd_ms=min(bwd))
                print(f"# dropout | {f'{B},{H},{N},{D}':>16} {str(causal):>6} {name:>20} "
                      f"{fwd:8.3f} {min(bwd):8.3f}")
            except Exception as e:  # noqa: BLE001 - a peer that cannot run this shape
                row.update(error=f"{type(e).__name__}: {str(e).splitlines()[0][:80]}")
                print(f"# dropout | {f'{B},{H},{N},{D}':>16} {str(causal):>6} {name:>20}  n/a ({row['error']})")
            rows.append(row)
            torch.cuda.empty_cache()
    return rows


# (label, B, H, N, D, causal, flash_attn_func keyword arguments)
FEATURE_ROWS = [
    ("plain", 4, 16, 4096, 128, False, {}),
    ("softcap 50", 4, 16, 4096, 128, False, dict(softcap=50.0)),
    ("alibi", 4, 16, 4096, 128, False, dict(alibi=True)),
    ("sinks", 4, 16, 4096, 128, False, dict(sinks=True)),
    ("causal", 1, 16, 16384, 128, True, {}),
    ("causal, window 1024", 1, 16, 16384, 128, True, dict(window_size=(1024, 0))),
]


def feature_table(dtype=torch.bfloat16):
    """Backward and forward + backward times of the native path with each feature, against
    the same call without it (FeatherAttn only: no peer runs them all)."""
    rows = []
    print(f"# features | {'feature':>20} {'B,H,N,D':>16} {'bwd ms':>8} {'fwd+bwd ms':>10} {'spread':>6}")
    for label, B, H, N, D, causal, extra in FEATURE_ROWS:
        torch.manual_seed(0)
        q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=dtype) for _ in range(4))
        kw = dict(extra)
        if kw.pop("alibi", False):
            kw["alibi_slopes"] = torch.rand(H, device="cuda")
        sinks = torch.randn(H, device="cuda", requires_grad=True) if kw.pop("sinks", False) else None
        leaves = [t.detach().clone().requires_grad_() for t in (q, k, v)]
        with forward_provider("native"):
            out = fa.flash_attn_func(*leaves, causal=causal, sinks=sinks, **kw)
            bwd = [triton.testing.do_bench(
                lambda: torch.autograd.grad(out, leaves, do, retain_graph=True), warmup=25, rep=150,
                return_mode="median") for _ in range(2)]
            both = triton.testing.do_bench(lambda: torch.autograd.grad(
                fa.flash_attn_func(*leaves, causal=causal, sinks=sinks, **kw), leaves, do),
                warmup=25, rep=150, return_mode="median")
        row = dict(feature=label, B=B, H=H, N=N, D=D, causal=causal, bwd_ms=min(bwd),
                   fwd_bwd_ms=both, spread=(max(bwd) - min(bwd)) / min(bwd))
        rows.append(row)
        print(f"# features | {label:>20} {f'{B},{H},{N},{D}':>16} {row['bwd_ms']:8.3f} "
              f"{both:10.3f} {row['spread']:6.1%}")
    return rows


HOST_SHAPE = (1, 16, 256, 128, True)  # B, H, N, D, causal: an LLM layer at batch 1


def host_overhead(calls=200, dtype=torch.bfloat16, rounds=3):
    """Microseconds per forward and per forward + backward call at a tiny shape, GPU otherwise
    idle, synchronized once per `calls` calls: the host cost a batch-1 training step pays per
    attention layer. FeatherAttn beside SDPA in one run, `rounds` rounds in alternating order
    (the host's load drifts), the median."""
    import time
    B, H, N, D, causal = HOST_SHAPE
    impls = {"featherattn": ("", None)}
    if fa.aiter_available()[0]:
        impls["featherattn aiter fwd"] = ("aiter", None)
    impls["featherattn native fwd"] = ("native", None)
    for name, (fn, _) in implementations().items():
        if name not in ("featherattn", "aiter-tuned", "sdpa-efficient"):
            impls[name] = (None, fn)
    q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=dtype) for _ in range(4))
    leaves = [t.requires_grad_() for t in (q, k, v)]
    runs = {name: {"fwd": [], "fwd+bwd": []} for name in impls}
    for rep in range(rounds + 1):  # the first round warms up
        order = list(impls.items()) if rep % 2 == 0 else list(impls.items())[::-1]
        for name, (provider, fn) in order:
            fn = fn or (lambda q, k, v, c: fa.flash_attn_func(q, k, v, causal=c))
            with forward_provider(provider or ""):
                for what in ("fwd", "fwd+bwd"):
                    torch.cuda.synchronize()
                    t0 = time.perf_counter()
                    for _ in range(calls):
                        out = fn(*leaves, causal)
                        if what == "fwd+bwd":
                            torch.autograd.grad(out, leaves, do)
                    torch.cuda.synchronize()
                    if rep:
                        runs[name][what].append((time.perf_counter() - t0) / calls * 1e6)
    print(f"# host | {'impl':>22} {'us / fwd':>9} {'us / fwd+bwd':>12}  (B{B} H{H} N{N} D{D} causal, "
          f"{calls} calls, median of {rounds} alternating rounds)")
    rows = []
    for name, r in runs.items():
        fwd, both = (sorted(r[w])[len(r[w]) // 2] for w in ("fwd", "fwd+bwd"))
        rows.append(dict(impl=name, us_fwd=fwd, us=both, runs_fwd=r["fwd"], runs=r["fwd+bwd"]))
        print(f"# host | {name:>22} {fwd:9.0f} {both:12.0f}  (rounds {', '.join(f'{x:.0f}' for x in r['fwd'])}"
              f" | {', '.join(f'{x:.0f}' for x in r['fwd+bwd'])})")
    return rows


# ---- tune: time candidate configs on this GPU, print the winners ----
# For the people who own the hardware. Candidates are the family's grid plus the shipped
# config and featherattn's own tuning candidates; Triton's autotuner times them at each shape
# (see tune()). The module keeps its tables: a faster tile printed here is reported so it can
# be shipped.

# (B, H, H_k, N, D, causal): LoRA / fine-tuning shapes, one image or one packed batch.
TUNE_SHAPES = [
    (1, 24, 24, 4096, 128, False), (2, 32, 8, 2048, 128, True),
    (1, 16, 16, 4096, 64, False), (4, 32, 32, 1024, 64, True),
    (1, 16, 16, 2048, 256, True),
]


def tune_candidates(family):
    """{kernel: [config, ...]}: (BLOCK_M, BLOCK_N, warps, stages, D_CHUNK) grids per family,
    with every candidate featherattn's tuning times for the family (so its pick and this
    sweep's can be compared on the same shapes)."""
    grids = _tune_grids(family)
    for bucket in fa._TUNE_CANDIDATES.get(family, {}).values():
        for kernel, cands in bucket.items():
            for tile, _ in cands:
                config = tuple(tile) if tile.D_OUT else tuple(tile)[:5]  # the grids' form
                if config not in grids[kernel]:
                    grids[kernel].append(config)
    return grids


def _tune_grids(family):
    P = itertools.product
    if family in fa._RDNA_FAMILIES:  # one stage, sliced or resident reductions; head dims
        # above 128 also with two column blocks per program (D_OUT=128)
        dkdv = [(m, n, w, 1, c) for m, n, w, c in P((16, 32, 64), (32, 64, 128), (4, 8), (0, 16, 32))]
        dq = [(m, n, w, 1, c) for m, n, w, c in P((32, 64, 128), (16, 32, 64), (4, 8), (0, 16, 32))]
        return {"fwd": [(m, n, w, 1, c) for m, n, w, c in P((32, 64, 128), (16, 32, 64), (4, 8), (0, 16, 32))],
                "dkdv": dkdv + [c + (128,) for c in dkdv if c[4]],
                "dq": dq + [c + (128,) for c in dq if c[4]]}
    # NVIDIA and others: resident tiles, software-pipelined loads (stages); head dims above
    # 128 have their own grid (below), the resident [rows, 256] accumulators being the limit.
    return {"fwd": [(64, 64, 4, 3, 0), (128, 64, 4, 3, 0), (128, 64, 8, 3, 0), (64, 128, 4, 3, 0),
                    (128, 128, 8, 3, 0), (64, 32, 4, 3, 0), (128, 32, 4, 3, 0), (64, 64, 4, 4, 0)],
            "dkdv": [(32, 128, 4, 3, 0), (64, 128, 8, 3, 0), (64, 128, 8, 2, 0), (32, 128, 8, 2, 0),
                     (64, 64, 4, 3, 0), (32, 64, 4, 3, 0), (128, 128, 8, 2, 0), (64, 64, 8, 3, 0),
                     (32, 128, 8, 3, 0), (64, 64, 8, 2, 0)],
            "dq": [(128, 64, 8, 3, 0), (128, 64, 8, 2, 0), (64, 64, 4, 3, 0), (128, 128, 8, 2, 0),
                   (64, 128, 8, 3, 0), (128, 32, 8, 3, 0), (64, 32, 4, 3, 0), (128, 64, 4, 3, 0)]}


def _tune_grids_d256(family):
    """NVIDIA grids for head dims above 128: smaller row tiles, fewer stages, sliced score
    operands (D_CHUNK) and, for the backward, two column blocks of 128 (D_OUT)."""
    if family in fa._RDNA_FAMILIES:
        return None
    P = itertools.product
    fwd = [(m, n, w, 2, 0) for m, n, w in P((64, 128), (32, 64), (4, 8))]
    fwd += [(64, 32, 4, 3, 0), (64, 64, 4, 3, 0), (128, 32, 8, 3, 0), (64, 64, 4, 1, 0)]
    fwd += [(m, n, w, 2, 64) for m, n, w in ((64, 64, 4), (128, 64, 8), (128, 32, 8))]
    dkdv = [(m, n, w, 2, 0) for m, n, w in P((16, 32, 64), (64, 128), (4, 8))]
    dkdv += [(32, 64, 8, 1, 0), (64, 64, 8, 1, 0), (32, 128, 8, 1, 0), (32, 64, 4, 3, 0)]
    dkdv += [(m, n, 8, 2, 64, 128) for m, n in P((32, 64), (64, 128))]
    # the scores' operands read in slices, dK and dV whole (64x64 with D_CHUNK 32: no spill
    # in ptxas under Triton 3.4-3.9; docs/results/ptx-sm90-2026-12-08-d256-dkdv.txt)
    dkdv += [(m, 64, 8, s, c) for m, s, c in P((32, 64), (2, 3), (32, 64, 128))]
    dq = [(m, n, w, 2, 0) for m, n, w in P((64, 128), (16, 32, 64), (4, 8))]
    dq += [(64, 32, 4, 3, 0), (64, 64, 8, 1, 0)]
    dq += [(m, n, 8, 2, 64, 128) for m, n in P((64, 128), (32, 64))]
    dq += [(64, 64, 8, s, c) for s, c in P((2, 3), (64, 128))]
    return {"fwd": fwd, "dkdv": dkdv, "dq": dq}


def _tune_inputs(shape, dtype, device):
    B, H, Hk, N, D, causal = shape
    g = torch.Generator(device="cpu").manual_seed(0)
    q, do = (torch.randn(B, N, H, D, generator=g, dtype=dtype).to(device) for _ in range(2))
    k, v = (torch.randn(B, N, Hk, D, generator=g, dtype=dtype).to(device) for _ in range(2))
    return q, k, v, do


def _tune_launch(kernel, cfgs, q, k, v, do, out, lse, causal):
    """Run the kernel(s) that `kernel` names with configs `cfgs`."""
    call = fa._call(q, k, q.shape[-1] ** -0.5, causal)
    if kernel == "fwd":
        return fa._native_forward(q, k, v, call, config=cfgs)
    grads = [torch.empty_like(t) for t in (q, k, v)]
    return fa._native_backward(do, q, k, v, out, lse, *grads, call, config=cfgs)


def _precompile(job):
    """Worker: compile one (shape, kernel, configs) on this GPU without running it, so that
    the timing loop finds it in Triton's cache."""
    shape, kernel, cfgs, dtype = job
    q, k, v, do = _tune_inputs(shape, dtype, "cuda")
    out, lse = torch.empty_like(q), torch.empty(shape[0], shape[1], shape[3], device="cuda")
    try:
        with _amdisa().compile_only(fa._fwd_kernel, fa._bwd_dkdv_kernel, fa._bwd_dq_kernel):
            _tune_launch(kernel, cfgs, q, k, v, do, out, lse, shape[5])
    except Exception:  # noqa: BLE001 - reported when the main process compiles it
        pass


def tune(shapes=None, dtype=torch.bfloat16, jobs=None, kernels=("fwd", "dkdv", "dq")):
    """Time a wide set of tiles on this GPU at `shapes` with Triton's autotuner, as
    featherattn's tuning does with its few candidates (each kernel's first launch at a key
    times them all, the shipped tile first; Triton caches the timings). Prints each kernel's
    shipped and fastest tile with both times from the same run, and returns
    {(shape, kernel): [(Tile, ms), ...]} fastest first. The module keeps its shipped tables and
    candidates: report a faster tile (this output) so it can be shipped."""
    import concurrent.futures
    import multiprocessing
    import time
    device = torch.device("cuda", torch.cuda.current_device())
    arch, family = fa._gpu_arch(device.index), fa._gpu_family(device.index)
    jits = {"fwd": fa._fwd_kernel, "dkdv": fa._bwd_dkdv_kernel, "dq": fa._bwd_dq_kernel}
    shapes = shapes or TUNE_SHAPES
    grids, wide_grids = tune_candidates(family), _tune_grids_d256(family)

    def grid(kern, bucket):
        if bucket > 128 and wide_grids:
            return wide_grids[kern]
        return [c for c in grids[kern] if len(c) < 6 or bucket > 128]
    print(header())
    buckets = sorted({fa._bucket(s[4]) for s in shapes})
    print(f"# tune: {arch} ({family} table), {len(shapes)} shapes, candidates (per head-dim "
          f"bucket {', '.join(map(str, buckets))}) " + ", ".join(
              f"{k} {'/'.join(str(len(grid(k, b))) for b in buckets)}" for k in kernels))
    # Compile every candidate in parallel first: one compile costs more than its timing.
    t0 = time.time()
    shipped = fa._shipped_table(family)
    work = [(s, kern, dict(shipped[fa._bucket(s[4])], **{kern: fa.Tile(*c)}), dtype)
            for kern in kernels for s in shapes for c in grid(kern, fa._bucket(s[4]))]
    ctx = multiprocessing.get_context("spawn")
    jobs = jobs or max(1, min(16, (os.cpu_count() or 2) - 1))
    with concurrent.futures.ProcessPoolExecutor(jobs, mp_context=ctx) as pool:
        list(pool.map(_precompile, work, chunksize=2))
    print(f"# compiled {len(work)} kernels on {jobs} processes in {time.time() - t0:.0f} s", flush=True)
    results = {}
    saved = (os.environ.get("FEATHERATTN_TUNE"), fa._TUNE_CANDIDATES.get(family))
    os.environ["FEATHERATTN_TUNE"] = "1"
    try:
        for s in shapes:
            bucket = fa._bucket(s[4])
            wide = {k: tuple((fa.Tile(*c), None) for c in grid(k, bucket)) for k in kernels}
            fa._TUNE_CANDIDATES[family] = {bucket: wide}
            fa._PLANS.clear()
            q, k, v, do = _tune_inputs(s, dtype, device)
            leaves = [t.requires_grad_() for t in (q, k, v)]
            out = fa.flash_attn_func(*leaves, causal=s[5])
            if set(kernels) & {"dq", "dkdv"}:
                torch.autograd.grad(out, leaves, do)
            torch.cuda.synchronize()
            for kern in kernels:
                cfgs = shipped[bucket]
                ship = fa._table_tile(cfgs, kern)
                tiles = fa._tile_choices(kern, device, s[4], fa._call(q, k, 1.0, s[5]))
                tuner = fa._tuner(jits[kern], tiles, s[4], kern != "fwd")
                timings = getattr(tuner, "configs_timings", None) or {}
                rows = sorted(((tiles[i], ms[0] if isinstance(ms, (list, tuple)) else ms)
                               for i, c in enumerate(tuner.configs)
                               for cfg, ms in timings.items()
                               if (cfg.kwargs, cfg.num_warps, cfg.num_stages)
                               == (c.kwargs, c.num_warps, c.num_stages)), key=lambda r: r[1])
                results[(s, kern)] = rows
                base = dict(rows).get(ship)
                best = rows[0] if rows else (ship, None)
                print(f"  {'%d,%d/%d,%d,D%d' % s[:5]:>18} {'causal' if s[5] else 'full':>6} "
                      f"{kern:>4}: shipped {tuple(ship)} {base or float('nan'):.3f} ms, fastest "
                      f"{tuple(best[0])} {best[1] or float('nan'):.3f} ms ({len(rows)} timed)",
                      flush=True)
    finally:
        fa._TUNE_CANDIDATES[family] = saved[1]
        if saved[1] is None:
            del fa._TUNE_CANDIDATES[family]
        if saved[0] is None:
            os.environ.pop("FEATHERATTN_TUNE")
        else:
            os.environ["FEATHERATTN_TUNE"] = saved[0]
        fa._PLANS.clear()
    return results


# ---- end-to-end: a LoRA fine-tune of a small DiT-like model ----

# Anima-like attention at 1024x1024: 16 heads of 128, 4096 image tokens, 512 text tokens.
TRAIN_GPU = dict(hidden=2048, heads=16, tokens=4096, text=512, depth=4, rank=16, steps=30, warmup=5)
TRAIN_CPU = dict(hidden=64, heads=2, tokens=48, text=16, depth=1, rank=4, steps=3, warmup=1)


class LoRALinear(torch.nn.Module):
    """A frozen linear layer plus a trainable rank-r update (B starts at zero, as in LoRA)."""

    def __init__(self, d_in, d_out, rank):
        super().__init__()
        self.base = torch.nn.Linear(d_in, d_out, bias=False).requires_grad_(False)
        self.lora_a = torch.nn.Parameter(torch.randn(rank, d_in) / d_in ** 0.5)
        self.lora_b = torch.nn.Parameter(torch.zeros(d_out, rank))

    def forward(self, x):
        return self.base(x) + (x @ self.lora_a.t()) @ self.lora_b.t()


class DiTBlock(torch.nn.Module):
    def __init__(self, hidden, heads, rank, attention):
        super().__init__()
        self.heads, self.attention = heads, attention
        self.norm1, self.norm2, self.norm3 = (torch.nn.LayerNorm(hidden) for _ in range(3))
        self.qkv = LoRALinear(hidden, 3 * hidden, rank)
        self.proj = LoRALinear(hidden, hidden, rank)
        self.q_cross = LoRALinear(hidden, hidden, rank)
        self.kv_cross = LoRALinear(hidden, 2 * hidden, rank)
        self.proj_cross = LoRALinear(hidden, hidden, rank)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(hidden, 4 * hidden), torch.nn.GELU(),
                                       torch.nn.Linear(4 * hidden, hidden)).requires_grad_(False)

    def _heads(self, t):  # (B, N, C) -> (B, N, H, D)
        return t.unflatten(-1, (self.heads, -1))

    def forward(self, x, text):
        q, k, v = self.qkv(self.norm1(x)).chunk(3, dim=-1)
        x = x + self.proj(self.attention(*map(self._heads, (q, k, v))).flatten(-2))
        q = self.q_cross(self.norm2(x))
        k, v = self.kv_cross(text).chunk(2, dim=-1)
        x = x + self.proj_cross(self.attention(*map(self._heads, (q, k, v))).flatten(-2))
        return x + self.mlp(self.norm3(x))


def train_attentions(device):
    """name -> attention(q, k, v) on (B, N, H, D), non-causal."""
    def feather(provider):
        def run(q, k, v):
            with forward_provider(provider):
                return fa.flash_attn_func(q, k, v)
        return run
    attns = {"featherattn": feather("")}
    if device == "cuda":
        attns["featherattn-native"] = feather("native")  # the native forward, not AITER's
        if fa.aiter_available()[0]:
            attns["aiter"] = lambda q, k, v: _aiter(False)(q, k, v, False)
    attns["sdpa"] = lambda q, k, v: torch.nn.functional.scaled_dot_product_attention(
        q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)).transpose(1, 2)
    return attns


def train_run(attention, cfg, device, dtype=torch.bfloat16):
    """Fixed-seed LoRA fine-tune; returns (losses, step times in ms, peak memory in GiB or
    None, GPU-busy ms per step or None)."""
    import time
    torch.manual_seed(0)
    model = torch.nn.ModuleList(DiTBlock(cfg["hidden"], cfg["heads"], cfg["rank"], attention)
                                for _ in range(cfg["depth"])).to(device, dtype)
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
    g = torch.Generator(device="cpu").manual_seed(1)
    x = torch.randn(cfg["batch"], cfg["tokens"], cfg["hidden"], generator=g).to(device, dtype)
    text = torch.randn(cfg["batch"], cfg["text"], cfg["hidden"], generator=g).to(device, dtype)
    target = torch.randn(cfg["batch"], cfg["tokens"], cfg["hidden"], generator=g).to(device, dtype)
    if device == "cuda":
        torch.cuda.reset_peak_memory_stats()
    losses, times = [], []

    def step():
        h = x
        for block in model:
            h = block(h, text)
        loss = torch.nn.functional.mse_loss(h.float(), target.float())
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        return loss.item()  # synchronizes

    for i in range(cfg["steps"]):
        t0 = time.perf_counter()
        losses.append(step())
        times.append((time.perf_counter() - t0) * 1e3)
        print(f"\r  step {i + 1}/{cfg['steps']} loss {losses[-1]:.5f}", end="", flush=True)
    print()
    if device != "cuda":
        return losses, times[cfg["warmup"]:], None, None
    peak = torch.cuda.max_memory_allocated() / 2**30
    # GPU-busy time: the kernels' own durations in a step (profiler), against the wall step.
    saved = [p.detach().clone() for p in model.parameters()]
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
        for _ in range(3):
            step()
    with torch.no_grad():  # the profiled steps leave the reported losses untouched
        for p, s in zip(model.parameters(), saved):
            p.copy_(s)
    busy = sum(getattr(e, "self_device_time_total", getattr(e, "self_cuda_time_total", 0))
               for e in prof.key_averages()) / 3 / 1e3
    return losses, times[cfg["warmup"]:], peak, busy


def train_bench(device, batch=1, rounds=None, one_thread=False):
    """Each backend's fine-tune, `rounds` times in alternating order (a shared host's load
    drifts between runs: the same backend's median step moved 15-30 ms between two runs on
    the H200's host, 2026-11-30); the step time reported is the median of the rounds'."""
    cfg = dict(TRAIN_GPU if device == "cuda" else TRAIN_CPU, batch=batch)
    rounds = rounds or (3 if device == "cuda" else 1)
    print(header())
    print(f"# LoRA fine-tune, batch {cfg['batch']}, {cfg['depth']} DiT blocks, hidden {cfg['hidden']} = {cfg['heads']} heads "
          f"x {cfg['hidden'] // cfg['heads']}, {cfg['tokens']} image + {cfg['text']} text tokens, "
          f"rank {cfg['rank']}, {cfg['steps']} steps (first {cfg['warmup']} untimed), bf16")
    results = {}
    attns = [(name, fn, True) for name, fn in train_attentions(device).items()]
    if one_thread:  # the backward on the calling thread, not the autograd engine's
        attns += [(name + " 1thr", fn, False) for name, fn, _ in attns
                  if name in ("featherattn", "featherattn-native", "sdpa")]
    for r in range(rounds):
        for name, attention, threads in (attns if r % 2 == 0 else attns[::-1]):
            print(f"{name} (round {r + 1} of {rounds})")
            torch.autograd.set_multithreading_enabled(threads)
            try:
                losses, times, peak, busy = train_run(attention, cfg, device)
            finally:
                torch.autograd.set_multithreading_enabled(True)
            step = sorted(times)[len(times) // 2]
            if name not in results:
                results[name] = dict(losses=losses, peak_gib=peak, gpu_busy_ms=busy, rounds_ms=[])
            results[name]["rounds_ms"].append(round(step, 2))
    for r in results.values():
        r["step_ms"] = sorted(r["rounds_ms"])[len(r["rounds_ms"]) // 2]
    names = list(results)
    print("loss curves\n  step " + " ".join(f"{n:>12}" for n in names))
    for step in range(cfg["steps"]):
        print(f"  {step:4d} " + " ".join(f"{results[n]['losses'][step]:12.6f}" for n in names))
    if device != "cuda":
        print("# CPU: the kernels ran in Triton's interpreter; these step times measure nothing "
              "about speed and peak memory is not tracked. This checks that training runs.")
    print(f"{'impl':>24} {'median step ms':>15} {'GPU-busy ms':>12} {'peak GiB':>9}  loss first -> last"
          f"  (per round)")
    for name, r in results.items():
        busy = "n/a" if r["gpu_busy_ms"] is None else f"{r['gpu_busy_ms']:.1f}"
        peak = "n/a" if r["peak_gib"] is None else f"{r['peak_gib']:.2f}"
        print(f"{name:>24} {r['step_ms']:15.1f} {busy:>12} {peak:>9}  "
              f"{r['losses'][0]:.5f} -> {r['losses'][-1]:.5f}  ({', '.join(map(str, r['rounds_ms']))})")
    if device == "cuda":
        print("# GPU-busy: the step's kernel time (profiler). A step much longer than it is "
              "host-bound: the CPU cannot issue work as fast as the GPU runs it.")
    if "aiter" in results:
        # bf16 noise: FeatherAttn may differ from AITER by at most twice what an independent
        # implementation (SDPA) does at the same step, plus 1e-3 relative.
        ours, theirs, sdpa = (results[n]["losses"] for n in ("featherattn", "aiter", "sdpa"))
        bad = [i for i, (a, b, c) in enumerate(zip(ours, theirs, sdpa))
               if abs(a - b) > 2 * abs(c - b) + 1e-3 * abs(b)]
        ratio = results["aiter"]["step_ms"] / results["featherattn"]["step_ms"]
        print(f"FeatherAttn step time: {ratio:.2f}x faster than AITER's backward; losses "
              + ("agree at every step" if not bad else f"DISAGREE at steps {bad}"))
    return results


# ---- trainer-shaped: a decoder's LoRA attention layers over changing lengths ----

# Per model: query heads, KV heads, head dim, the sliding window of local layers (None: every
# layer global) and how often a global layer comes. Qwen3.5 / Qwen3.6: D256 GQA 8:1, causal;
# Gemma 3 4B: D256 GQA 2:1, a 1024-token window on five layers of six.
LM_MODELS = {
    "qwen3.5": dict(heads=16, kv_heads=2, head_dim=256, window=None, global_every=1),
    "gemma3": dict(heads=8, kv_heads=4, head_dim=256, window=1024, global_every=6),
}
LM_GPU = dict(hidden=1024, layers=6, rank=16, tokens=8192, max_len=2048, steps=40, warmup=5)
LM_CPU = dict(hidden=32, layers=1, rank=4, tokens=48, max_len=32, steps=2, warmup=1)


class LoRAAttention(torch.nn.Module):
    """q, k, v, o projections with LoRA around one attention call: attend(q, k, v, window)
    on (..., H, D) tensors, the layout the batching gives."""

    def __init__(self, hidden, heads, kv_heads, head_dim, rank, window, attend):
        super().__init__()
        self.shape = heads, kv_heads, head_dim
        self.q = LoRALinear(hidden, heads * head_dim, rank)
        self.k = LoRALinear(hidden, kv_heads * head_dim, rank)
        self.v = LoRALinear(hidden, kv_heads * head_dim, rank)
        self.o = LoRALinear(heads * head_dim, hidden, rank)
        self.window, self.attend = window, attend

    def forward(self, x, batch):
        H, Hk, D = self.shape
        q = self.q(x).unflatten(-1, (H, D))
        k, v = (p(x).unflatten(-1, (Hk, D)) for p in (self.k, self.v))
        return x + self.o(self.attend(q, k, v, self.window, batch).flatten(-2))


def lm_lengths(steps, cfg, seed=0):
    """Per step, the sequence lengths of one batch: lengths drawn log-uniformly in
    [max_len / 16, max_len] until the step's token budget is full (what a packing collator
    with a length-varied dataset gives)."""
    g = torch.Generator().manual_seed(seed)
    lo, hi = math.log(cfg["max_len"] / 16), math.log(cfg["max_len"])
    out = []
    for _ in range(steps):
        lens, total = [], 0
        while True:
            n = int(math.exp(lo + (hi - lo) * torch.rand((), generator=g).item()))
            if total + n > cfg["tokens"] and lens:
                break
            lens.append(n)
            total += n
        out.append(lens)
    return out


def lm_attentions(device, batching):
    """name -> attend(q, k, v, window, batch); batch: (cu_seqlens, max_len) packed, else the
    padded length. Causal, bottom-right; window: the local layers' left edge or None."""
    def feather(provider):
        def run(q, k, v, window, batch):
            w = (-1, -1) if window is None else (window - 1, 0)
            with forward_provider(provider):
                if batching == "packed":
                    cu, n = batch
                    return fa.flash_attn_varlen_func(q, k, v, cu, cu, n, n, causal=True,
                                                     window_size=w)
                return fa.flash_attn_func(q, k, v, causal=True, window_size=w)
        return run

    def sdpa(q, k, v, window, batch):  # padded only: (B, N, H, D)
        n = q.shape[1]
        mask = None
        if window is not None:  # causal band of `window` keys, as a boolean mask
            i = torch.arange(n, device=q.device)
            mask = (i[None, :] <= i[:, None]) & (i[None, :] > i[:, None] - window)
        return torch.nn.functional.scaled_dot_product_attention(
            q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), attn_mask=mask,
            is_causal=mask is None, enable_gqa=True).transpose(1, 2)
    attns = {"featherattn": feather("")}
    if device == "cuda":
        attns["featherattn-native"] = feather("native")
        if fa.aiter_available()[0]:
            attns["featherattn-aiter-fwd"] = feather("aiter")
    if batching == "padded":
        attns["sdpa"] = sdpa
    return attns


@contextlib.contextmanager
def tunings_met():
    """Inside the block, count the tunings FeatherAttn runs: yields a function giving the
    keys the autotuners made (or reused) in the block have timed so far."""
    tuners, real = [], fa._tuner

    def counted(*args):
        tuner = real(*args)
        if tuner not in tuners:
            tuners.append(tuner)
        return tuner
    fa._tuner = counted
    try:
        yield lambda: sum(len(getattr(t, "cache", ())) for t in tuners)
    finally:
        fa._tuner = real


def lm_bench(device, model="qwen3.5", batching="packed", dtype=torch.bfloat16):
    """A LoRA step of a decoder's attention layers (`model`'s heads, GQA, D256, windows) over
    batches whose lengths change every step (lm_lengths), packed into one row of tokens or
    padded to each batch's longest: step time, real tokens per second, the tunings met
    (FEATHERATTN_TUNE) and the distinct max lengths seen, per attention backend."""
    import time
    spec, cfg = LM_MODELS[model], dict(LM_GPU if device == "cuda" else LM_CPU)
    steps = lm_lengths(cfg["steps"], cfg)
    print(header())
    print(f"# {model}-like LoRA step, {batching}: {cfg['layers']} layers, Hq{spec['heads']} "
          f"Hk{spec['kv_heads']} D{spec['head_dim']}, window {spec['window']} "
          f"(global every {spec['global_every']}), {cfg['tokens']} tokens a step in sequences "
          f"of {cfg['max_len'] // 16}-{cfg['max_len']}, {cfg['steps']} steps (first "
          f"{cfg['warmup']} untimed), bf16; {len({max(s) for s in steps})} distinct max lengths")
    results = {}
    with tunings_met() as tunings:
        for name, attend in lm_attentions(device, batching).items():
            torch.manual_seed(0)
            layers = torch.nn.ModuleList(
                LoRAAttention(cfg["hidden"], spec["heads"], spec["kv_heads"], spec["head_dim"],
                              cfg["rank"], None if (i + 1) % spec["global_every"] == 0
                              else spec["window"], attend) for i in range(cfg["layers"]))
            layers = layers.to(device, dtype)
            opt = torch.optim.AdamW([p for p in layers.parameters() if p.requires_grad], lr=1e-4)
            tuned0, times, tokens = tunings(), [], 0
            for i, lens in enumerate(steps):
                g = torch.Generator().manual_seed(i)
                if batching == "packed":
                    x = torch.randn(sum(lens), cfg["hidden"], generator=g).to(device, dtype)
                    cu = torch.tensor([0] + list(itertools.accumulate(lens)), dtype=torch.int32,
                                      device=device)
                    batch = (cu, max(lens))
                else:
                    x = torch.randn(len(lens), max(lens), cfg["hidden"], generator=g).to(device, dtype)
                    batch = max(lens)
                t0 = time.perf_counter()
                h = x
                for layer in layers:
                    h = layer(h, batch)
                h.float().square().mean().backward()
                opt.step()
                opt.zero_grad(set_to_none=True)
                if device == "cuda":
                    torch.cuda.synchronize()
                if i >= cfg["warmup"]:
                    times.append((time.perf_counter() - t0) * 1e3)
                    tokens += sum(lens)
            step = sorted(times)[len(times) // 2]
            results[name] = dict(step_ms=step, tokens_per_s=tokens / (sum(times) / 1e3),
                                 tunings=tunings() - tuned0)
            print(f"{name:>24} median step {step:9.2f} ms  {results[name]['tokens_per_s']:10.0f} "
                  f"tokens/s  tunings {results[name]['tunings']}", flush=True)
    if device != "cuda":
        print("# CPU: the kernels ran in Triton's interpreter; these times measure nothing "
              "about speed. This checks that the step runs.")
    return results


def cpu_sanity():
    """No GPU: the forward and backward kernels through Triton's interpreter against float64
    (the output and every gradient), with the bound the tests use: at most 2x PyTorch's own
    error at the same precision."""
    print("No GPU found: a small CPU check of the native forward and backward through Triton's "
          "interpreter (TRITON_INTERPRET=1). It checks arithmetic, not speed.")
    print(header())
    torch.manual_seed(0)
    ok_all = True
    for dtype in (torch.float16, torch.bfloat16):
        q = torch.randn(1, 77, 4, 64, dtype=dtype)
        k, v = torch.randn(1, 50, 2, 64, dtype=dtype), torch.randn(1, 50, 2, 64, dtype=dtype)
        do = torch.randn_like(q)
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        ok, why = fa.can_use_native_backward(q, k, v, causal=True)
        out = fa.flash_attn_func(*leaves, causal=True)
        got = [out] + list(torch.autograd.grad(out, leaves, do))
        truth = reference(q, k, v, do, causal=True)
        low = reference(q, k, v, do, causal=True, dtype=dtype)
        truth, low = truth[:1] + truth[2:], low[:1] + low[2:]  # out, dq, dk, dv (not lse)
        err = max((g.double() - t).abs().max().item() for g, t in zip(got, truth))
        bound = 2 * max((g.double() - t).abs().max().item() for g, t in zip(low, truth)) + 1e-5
        ok_all &= err <= bound
        print(f"B1 Nq77 Nk50 H4/2 D64 causal {str(dtype).replace('torch.', '')}: native={ok} "
              f"max error vs float64 {err:.1e}, bound (2x PyTorch's {dtype}) {bound:.1e}: "
              f"{'OK' if err <= bound else 'TOO LARGE'}")
    return 0 if ok_all else 1


def correctness_checks(device):
    """Forward and backward against float64 on `device` (the tests' bound: 2x PyTorch's own
    error at the same precision): plain causal GQA, a window with softcap, and dropout (its
    mask read back from S_dmask). Returns (lines, all ok)."""
    lines, ok_all = [], True
    torch.manual_seed(0)
    cases = (("causal GQA", dict(causal=True), {}),
             ("window + softcap", dict(window_size=(24, 0), softcap=30.0), dict(window=(24, 0), softcap=30.0)),
             ("dropout 0.1", dict(causal=True, dropout_p=0.1, return_attn_probs=True), {}))
    for dtype in (torch.float16, torch.bfloat16):
        for name, kw, mods in cases:
            q = torch.randn(1, 77, 4, 64, dtype=dtype)
            k, v = torch.randn(1, 50, 2, 64, dtype=dtype), torch.randn(1, 50, 2, 64, dtype=dtype)
            do = torch.randn_like(q)
            causal = kw.get("causal", False)
            leaves = [t.to(device).requires_grad_() for t in (q, k, v)]
            res = fa.flash_attn_func(*leaves, **kw)
            out = res[0] if isinstance(res, tuple) else res
            if kw.get("dropout_p"):
                mods = dict(keep=(res[2][:, :, :77, :50] >= 0).cpu(), dropout_p=kw["dropout_p"])
            grads = torch.autograd.grad(out, leaves, do.to(device))
            o_truth, _, *truth = reference(q, k, v, do, causal=causal, **mods)
            o_low, _, *low = reference(q, k, v, do, causal=causal, dtype=dtype, **mods)
            errs = [(g.cpu().double() - t).abs().max().item() for g, t in zip([out] + list(grads), [o_truth] + truth)]
            bounds = [2 * (lo.double() - t).abs().max().item() + 1e-5
                      for lo, t in zip([o_low] + low, [o_truth] + truth)]
            ok = all(e <= b for e, b in zip(errs, bounds))
            ok_all &= ok
            lines.append(f"{name:>16} {str(dtype).replace('torch.', ''):>8} B1 Nq77 Nk50 H4/2 D64: "
                         f"max error out/dq/dk/dv {' '.join(f'{e:.1e}' for e in errs)}, bounds "
                         f"{' '.join(f'{b:.1e}' for b in bounds)}: {'OK' if ok else 'TOO LARGE'}")
    return lines, ok_all


def _rdna_predictions(arch):
    """{head dim: the RDNA model's summary row} for an RDNA arch ({} otherwise), or
    {"error": why not} (no tools/ beside bench.py, or the model failed)."""
    predicted = {}
    if arch.startswith(fa._RDNA_FAMILIES):
        try:
            for r in _amdisa().model_summary(arch, compile_missing=True):
                if r["arch"] == arch:
                    predicted[r["head_dim"]] = r
        except Exception as e:  # noqa: BLE001 - report the model's failure, keep the rest
            predicted["error"] = f"{type(e).__name__}: {e}"
    return predicted


def measured_vs_predicted(device):
    """On a GPU: FeatherAttn's backward at the RDNA model's headline shape (B1 H16 N4096 fp16
    non-causal, D64 and D128), measured here, beside tools/rdna_model.py's estimate of this
    arch's compiled code where the arch is RDNA (gfx11 / gfx12). Returns lines."""
    arch = fa._gpu_arch(fa._device_index(device))
    predicted = _rdna_predictions(arch)
    lines = [f"backward, B1 H16 N4096 fp16 non-causal on {arch}; predicted = MODEL ESTIMATE "
             f"(tools/rdna_model.py, docs/rdna-model.md), not a timing"]
    for D in (64, 128):
        q, k, v, do = (torch.randn(1, 4096, 16, D, device=device, dtype=torch.float16) for _ in range(4))
        times, _, _ = time_backward(_featherattn, q, k, v, do, False)
        ms = min(times)
        tf = flops(1, 16, 4096, 4096, D, False) / (ms * 1e-3) / 1e12
        line = f"  D{D}: measured {ms:8.2f} ms {tf:6.1f} TFLOP/s"
        if D in predicted:
            p = predicted[D]
            line += (f" | predicted {p['ms']:8.2f} ms {p['tflops']:6.1f} TFLOP/s | measured / "
                     f"predicted time {ms / p['ms']:.2f}")
        elif "error" in predicted:
            line += f" | no prediction: {predicted['error'][:200]}"
        else:
            line += " | no model for this arch"
        lines.append(line)
    return lines


def _triton_cache_dir():
    cache = getattr(getattr(triton, "knobs", None), "cache", None)
    return (getattr(cache, "dir", None) or os.environ.get("TRITON_CACHE_DIR")
            or os.path.join(os.path.expanduser("~"), ".triton", "cache"))


def tuning_picks(family, folder=None):
    """Lines: every pick featherattn's tuning left in Triton's cache (`folder`, default
    Triton's): the kernel, its key (heads, lengths, head dim, flags, dtypes) and each
    candidate's measured time, beside the RDNA model's prediction where the candidate has one
    (a MODEL ESTIMATE at B1 H16 N4096 fp16 non-causal on gfx1151 / gfx1201)."""
    import glob
    folder = folder or _triton_cache_dir()
    files = sorted(glob.glob(os.path.join(folder, "*", "_*_kernel.autotune.json")))
    files = [f for f in files if os.path.basename(f).split(".")[0] in
             ("_fwd_kernel", "_bwd_dq_kernel", "_bwd_dkdv_kernel")]
    lines = [f"## tuning picks in Triton's cache {folder}: {len(files)} (featherattn's keys: "
             f"{', '.join(fa._TUNE_KEY)}, dtypes; measured ms on this GPU, predicted = MODEL "
             f"ESTIMATE)"]
    for path in files:
        try:
            with open(path) as f:
                data = json.load(f)
            key, timings = data["key"], data["configs_timings"]
            kernel = os.path.basename(path).split(".")[0]
            head_dim = key[fa._TUNE_KEY.index("HEAD_DIM")]
            name = {"_fwd_kernel": "fwd", "_bwd_dq_kernel": "dq", "_bwd_dkdv_kernel": "dkdv"}[kernel]
            model = {tuple(t)[:4]: ms for t, ms in fa._TUNE_CANDIDATES.get(family, {}).get(
                fa._bucket(head_dim), {}).get(name, ())}
            best = min(timings, key=lambda row: row[1][0] if isinstance(row[1], list) else row[1])
            lines.append(f"  {name} key {tuple(key)}")
            for config, ms in timings:
                kw = config["kwargs"]
                tile = (kw["BLOCK_M"], kw["BLOCK_N"], config["num_warps"], config["num_stages"])
                measured = ms[0] if isinstance(ms, list) else ms
                lines.append(f"    {tile} slices {kw.get('D_CHUNK')} cols {kw.get('D_OUT')}: "
                             f"measured {measured:.4f} ms, predicted {model.get(tile)} ms"
                             + (" <- picked" if config is best[0] else ""))
        except (OSError, ValueError, KeyError, TypeError, IndexError) as e:
            lines.append(f"  {path}: unreadable ({type(e).__name__}: {e})")
    return lines


def sdpa_routes(device):
    """Lines: where a patched SDPA sends the calls trainers make, on `device`, and every call
    this process handed to PyTorch's SDPA, by reason (featherattn.sdpa_handbacks)."""
    x = lambda *shape, dtype=torch.float16: torch.zeros(*shape, device=device, dtype=dtype)  # noqa: E731
    q, kv = x(1, 4, 8, 64), x(1, 2, 8, 64)
    probes = [("fp16, self-attention", (q, q, q), {}),
              ("fp16, GQA with enable_gqa=True", (q, kv, kv), dict(enable_gqa=True)),
              ("fp16, a boolean attn_mask", (q, q, q),
               dict(attn_mask=torch.ones(8, 8, dtype=torch.bool, device=device))),
              ("fp32", (q.float(),) * 3, {}),
              ("fp16, causal with Lq != Lk", (q, q[:, :, :4], q[:, :, :4]), dict(is_causal=True)),
              ("fp16, head dim 320", (x(1, 2, 8, 320),) * 3, {})]
    out = [f"## patched SDPA on {device}: where each call goes"]
    for name, args, kw in probes:
        before = sum(fa.sdpa_handbacks().values())
        try:
            fa.scaled_dot_product_attention(*args, **kw)
        except Exception as e:  # noqa: BLE001 - a probe that fails is reported, not fatal
            out.append(f"  {name:34} failed: {type(e).__name__}: {str(e)[:120]}")
            continue
        handed = sum(fa.sdpa_handbacks().values()) > before
        out.append(f"  {name:34} {'PyTorch' if handed else 'FeatherAttn'}")
    counts = fa.sdpa_handbacks()
    out.append(f"calls handed to PyTorch's SDPA in this process: {sum(counts.values())}"
               + "".join(f"\n  {n:6} {reason}" for reason, n in counts.items()))
    return out


def report(path, missing=None):
    """One file for an issue: machine, versions, every table, predicted vs measured, the
    correctness checks; `missing` (what the kernels need and this machine lacks) stands in
    for what needs the kernels. Returns 0, 1 (a check failed) or 2 (missing)."""
    import datetime
    import hashlib
    cuda = torch.cuda.is_available()
    device = torch.device("cuda" if cuda else "cpu")
    out = [f"# FeatherAttn report, {datetime.datetime.now().isoformat(timespec='seconds')}", header()]
    src = fa.__file__
    with open(src, "rb") as f:
        out.append(f"featherattn.py: {src} (md5 {hashlib.md5(f.read()).hexdigest()})")
    out.append(f"python {sys.version.split()[0]} | torch.version.hip {torch.version.hip} | "
               f"torch.version.cuda {torch.version.cuda}")
    if cuda:
        arch = fa._gpu_arch(fa._device_index(device))
        props = torch.cuda.get_device_properties(device)
        out.append(f"GPU: {props.name} | arch {arch} | family {fa._gpu_family(fa._device_index(device))} "
                   f"| {props.multi_processor_count} CUs/SMs | {props.total_memory / 2**30:.1f} GiB")
        for tool in (["rocm-smi", "--showdriverversion"], ["nvidia-smi", "--query-gpu=driver_version",
                                                           "--format=csv,noheader"]):
            try:
                text = subprocess.run(tool, capture_output=True, text=True, timeout=20).stdout.strip()
            except (OSError, subprocess.TimeoutExpired):
                continue
            if text:
                out.append(f"{tool[0]}: " + " ".join(text.split())[:300])
        if not missing:
            out.append("## configs in use (per head-dim bucket: kernel -> Tile, and where from)")
            for D in (64, 128, 256):
                cfgs, where = fa.configs_for(device, D)
                out.append(f"  D{D}: {where}: " + ", ".join(f"{k}={t}" for k, t in cfgs.items()))
            out += tuning_picks(fa._gpu_family(fa._device_index(device)))
    out.append(f"## shipped tables for Triton {triton.__version__}" if triton else
               "## shipped tables: Triton is not installed")
    for family in (fa._CONFIGS if triton else ()):
        table = fa._shipped_table(family) if family in fa._RDNA_FAMILIES else fa._CONFIGS[family]
        for D, cfgs in table.items():
            out.append(f"  {family} D{D}: " + ", ".join(f"{k}={t}" for k, t in cfgs.items()))
    out.append("## correctness against float64 on " + str(device))
    if missing:
        out.append(f"correctness: not run: {missing}")
    else:
        lines, ok = correctness_checks(device)
        out += lines + [f"correctness: {'all OK' if ok else 'FAILED'}"]
    out += sdpa_routes(device)
    if cuda and not missing:
        out.append("## measured vs predicted")
        out += measured_vs_predicted(device)
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")
    print("\n".join(out))
    print(f"\nwritten to {path}: attach it to your issue.")
    if missing:
        return _refuse("report", missing)
    return 0 if ok else 1


# ---- command line ----

COMMANDS = {  # name -> what it does (its --help line)
    "all": "every table on a GPU (bwd, fwd, features, host); without one, a CPU check of the "
           "kernels through Triton's interpreter (the default command)",
    "bwd": "the backward table: FeatherAttn, AITER and SDPA in one run (no GPU: the CPU check)",
    "fwd": "the forward table: FeatherAttn's native forward, AITER's and SDPA's (GPU)",
    "features": "the backward with softcap, ALiBi, sinks, causal and a window (GPU)",
    "host": "host microseconds per call at a tiny shape, beside SDPA (GPU)",
    "dropout": "forward and backward with dropout, beside SDPA's flash and cuDNN (GPU)",
    "isa": "compile for an AMD GPU on any machine, as a launch does: VGPRs, spills (with a "
           "verdict), scratch, occupancy, WMMA work",
    "tune": "time a wide set of tiles with Triton's autotuner on this GPU (GPU)",
    "train": "a LoRA fine-tune of a DiT-like model per attention backend: step, GPU-busy, loss",
    "report": "one file for an issue: versions, configs, correctness against float64, and on "
              "an RDNA GPU measured beside the cycle model's estimate",
}
GPU_ONLY = ("fwd", "features", "host", "dropout", "tune")
KERNELS = ("all", "bwd", "train", "report")  # run the kernels, in the interpreter without a GPU


class _Help(argparse.ArgumentDefaultsHelpFormatter):
    """Defaults shown, except where an option has none (its help says what happens)."""

    def _get_help_string(self, action):
        if action.default in (None, False):
            return action.help
        return super()._get_help_string(action)


def parser():
    top = argparse.ArgumentParser(
        prog="bench.py", description=__doc__.splitlines()[0],
        epilog="`python bench.py COMMAND --help`: a command's options. Exit status: 0 done, 1 a "
               "correctness check failed, 2 a bad argument or a missing piece (one line says "
               "which and how to get it).")
    sub = top.add_subparsers(dest="command", metavar="COMMAND", title="commands (default: all)")
    cmds = {name: sub.add_parser(name, help=what, description=what, formatter_class=_Help)
            for name, what in COMMANDS.items()}
    for name in ("all", "bwd", "fwd", "features", "host", "dropout", "isa", "tune", "train"):
        cmds[name].add_argument("--json", metavar="PATH", help="also write the rows to this file")
    for name in ("all", "bwd"):
        cmds[name].add_argument("--headline", action="store_true",
                                help="backward table: the four headline shapes, the 16384-token "
                                     "and the cross-attention one only")
    isa = cmds["isa"]
    isa.add_argument("--arch", default="gfx1151", choices=list(fa._RDNA_CHIPS), metavar="ARCH",
                     help=f"AMD target: {', '.join(fa._RDNA_CHIPS)} (RDNA3, 3.5, 4m, 4; the "
                     f"cycle model prices gfx1100, gfx1151, gfx1200, gfx1201)")
    isa.add_argument("--dims", default="64,80,96,128,192,256", help="head dims to compile")
    isa.add_argument("--dtypes", default="bf16,fp16", help="dtypes to compile (bf16, fp16)")
    isa.add_argument("--no-aiter", action="store_true", help="skip AITER's forward kernel rows")
    isa.add_argument("--no-model", action="store_true",
                     help="skip the RDNA cycle model's backward estimate after the table")
    tune = cmds["tune"]
    for name, what in (("heads", "query heads of one shape"),
                       ("kv-heads", "KV heads of one shape (default: --heads)"),
                       ("seqlen", "sequence length of one shape"), ("head-dim", "head dim of one shape")):
        tune.add_argument(f"--{name}", type=int, help=what)
    tune.add_argument("--batch", type=int, default=1, help="batch of the one shape")
    tune.add_argument("--causal", action="store_true", help="the one shape is causal")
    tune.add_argument("--shapes", choices=["training", "bench"], default="training",
                      help="without --heads/--seqlen/--head-dim: LoRA training shapes, or the "
                           "backward table's four headline shapes")
    tune.add_argument("--jobs", type=int,
                      help="compile processes (default: the CPU count less one, at most 16)")
    train = cmds["train"]
    train.add_argument("--batch", type=int, default=1, help="images per step")
    train.add_argument("--rounds", type=int,
                       help="runs of each backend, alternating; the median of their step times "
                            "is reported (default: 3 on a GPU, 1 on the CPU)")
    train.add_argument("--model", choices=sorted(LM_MODELS),
                       help="in place of the DiT fine-tune: a decoder's LoRA attention layers "
                            "shaped as this model's (D256, GQA, windows) over batches whose "
                            "lengths change every step")
    train.add_argument("--batching", choices=["packed", "padded"], default="packed",
                       help="with --model: sequences packed into one row (flash_attn_varlen_func)"
                            " or padded to each batch's longest (SDPA joins)")
    train.add_argument("--one-thread", action="store_true",
                       help="also run FeatherAttn and SDPA with the autograd engine's device "
                            "threads off (torch.autograd.set_multithreading_enabled(False))")
    cmds["report"].add_argument("--out", default="featherattn-report.txt", help="the file to write")
    return top


def _command_first(argv, top):
    """argv with its command in front ("all" where none is given), so that options may stand
    before or after the command, as bench.py always took them. A first word that is no
    command stays where it is, for argparse to refuse with the list."""
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    takes_value = {opt for p in sub.choices.values() for a in p._actions if a.nargs != 0
                   for opt in a.option_strings}
    i = 0
    while i < len(argv):
        word = argv[i]
        if not word.startswith("-"):
            return [word] + argv[:i] + argv[i + 1:] if word in sub.choices else argv
        i += 2 if word in takes_value else 1
    return argv if {"-h", "--help"} & set(argv) else ["all"] + argv


def _version(module):
    return tuple(int(x) for x in module.__version__.split(".")[:2] if x.isdigit())


def missing(command, gpu):
    """One line: what `command` needs that this machine lacks, and how to get it; or None."""
    if command in GPU_ONLY and not gpu:
        return ("needs a GPU (a ROCm or CUDA build of torch that sees one); without one, "
                "`python bench.py` checks the kernels on the CPU and `python bench.py isa` "
                "compiles them for an AMD GPU")
    if triton is None:
        return ("Triton is not installed (the CPU torch wheels have none): pip install triton; "
                "a ROCm or CUDA build of torch brings its own")
    if command == "isa":
        from triton.backends import backends
        if "amd" not in backends:
            return (f"Triton {triton.__version__} here has no AMD backend, which bench.py isa "
                    f"compiles through: pip install triton (PyPI's wheel has it), or "
                    f"pytorch-triton-rocm")
        return None
    if command in KERNELS and not gpu:  # Triton's interpreter runs the kernels
        try:
            import numpy
        except ImportError:
            return "numpy is not installed; Triton's interpreter (the CPU run) needs it: pip install numpy"
        # Triton 3.4-3.6's interpreter turns one-element arrays into Python ints at every loop
        # bound, which numpy 2.4 refuses (the README's "With Triton 3.4-3.6")
        if _version(triton) < (3, 7) and _version(numpy) >= (2, 4):
            return (f"Triton {triton.__version__}'s interpreter cannot run with numpy "
                    f"{numpy.__version__}: pip install 'numpy<2.4' (or run on a GPU)")
    return None


def _refuse(command, why):
    print(f"bench.py {command}: {why}", file=sys.stderr)
    return 2


def main(argv=None):
    top = parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    args = top.parse_args(_command_first(argv, top))
    gpu = torch.cuda.is_available()
    why = missing(args.command, gpu)
    if why and args.command != "report":  # a report without them says so inside
        return _refuse(args.command, why)
    if args.command == "isa":
        if not args.no_aiter and not importlib.util.find_spec("aiter"):
            print("# amd-aiter is not installed: AITER's rows say unavailable (pip install "
                  "amd-aiter, or pip install '.[aiter]'; --no-aiter leaves them out)")
        return _amdisa().main(["--arch", args.arch, "--dims", args.dims, "--dtypes", args.dtypes]
                              + (["--json", args.json] if args.json else [])
                              + (["--no-aiter"] if args.no_aiter else [])
                              + (["--no-model"] if args.no_model else []))
    if not gpu and not why and not fa._INTERPRET and args.command in KERNELS:
        # No GPU: run the Triton kernels through Triton's interpreter, which featherattn
        # chooses at import; so start again with TRITON_INTERPRET=1.
        again = [sys.executable, os.path.abspath(__file__)] + argv
        env = dict(os.environ, TRITON_INTERPRET="1")
        if os.name == "nt":  # Windows' exec starts a detached process: run a child instead
            return subprocess.run(again, env=env).returncode
        os.execve(sys.executable, again, env)
    if args.command == "report":
        return report(args.out, why)
    if args.command == "train" and args.model:
        results = lm_bench("cuda" if gpu else "cpu", args.model, args.batching)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(dict(header=header(), results=results), f, indent=1)
        return 0
    if args.command == "train":
        results = train_bench("cuda" if gpu else "cpu", args.batch, args.rounds, args.one_thread)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(dict(header=header(), results=results), f, indent=1)
        return 0
    if not gpu:
        return cpu_sanity()
    if not fa.aiter_available()[0] and args.command in ("all", "bwd", "fwd", "host"):
        print(f"# no AITER rows: {fa.aiter_available()[1]} (pip install amd-aiter, or "
              f"pip install '.[aiter]')")
    if args.command == "tune":
        shapes = None
        if args.seqlen or args.head_dim or args.heads:
            if not (args.seqlen and args.head_dim and args.heads):
                top.error("tune: give --heads, --seqlen and --head-dim together (and optionally "
                          "--batch, --kv-heads, --causal), or none for the default shapes")
            shapes = [(args.batch, args.heads, args.kv_heads or args.heads, args.seqlen,
                       args.head_dim, args.causal)]
        elif args.shapes == "bench":
            shapes = [(B, H, Hk, Nq, D, c) for B, H, Hk, Nq, Nk, D, c in SHAPES[:4]]
        results = tune(shapes, jobs=args.jobs)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(dict(header=header(), rows=[
                    dict(shape=list(s), kernel=k, timings=[[list(t), ms] for t, ms in rows])
                    for (s, k), rows in results.items()]), f, indent=1)
        return 0
    rows = {}
    if args.command in ("all", "bwd"):
        rows["bwd"] = run_table(SHAPES[:4] + [SHAPES[7], SHAPES[11]] if args.headline else SHAPES)
    if args.command in ("all", "fwd"):
        rows["fwd"] = forward_table(FWD_SHAPES)
    if args.command in ("all", "features"):
        rows["features"] = feature_table()
    if args.command in ("all", "host"):
        rows["host"] = host_overhead()
    if args.command == "dropout":
        rows["dropout"] = dropout_table(SHAPES[:4])
    if args.command == "all" and fa._gpu_family(fa._device_index(torch.device("cuda"))) in fa._RDNA_FAMILIES:
        print("\n# FeatherAttn on this RDNA GPU: measured beside the model's estimate")
        print("\n".join(measured_vs_predicted(torch.device("cuda"))))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(dict(header=header(), **rows), f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
