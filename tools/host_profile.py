"""Host cost of one attention call (issue 30), on a GPU: microseconds per call at a tiny
shape, where they go, a step of eight small attention blocks, the batch-1 fine-tune's
kernels, and CUDA graph capture.

    python tools/host_profile.py                 # everything, printed
    python tools/host_profile.py percall profile # some sections

Sections:
  percall  us per forward and per forward + backward, B1 H16 N256 D128 causal bf16, GPU
           otherwise idle: FeatherAttn (AITER's forward where it loads, and the native one),
           SDPA flash and cuDNN; 3 rounds in alternating order, 200 calls each, the median.
  profile  cProfile of 300 forward + backward calls with the backward on the calling
           thread (cProfile sees one thread), and torch.profiler's ops and kernels per call.
  blocks   eight attention blocks (LayerNorm, qkv, attention, projection) at 1 x 256 tokens,
           8 heads x 64: ms per forward + backward step, eager and torch.compile'd, beside
           SDPA and SDPA's kernels behind a Python autograd node; each Python backward
           node's time on the engine's thread and the calling one (see blocks()).
  kernels  the kernels of bench.py train's batch-1 step (GPU time per step by kernel), for
           FeatherAttn and SDPA.
  graph    torch.cuda.graph capture of forward + backward at dropout 0 and 0.1, each in a
           fresh process: capture, replay against eager, the generator afterwards.
  kernelcheck  the three kernels' registers, spills and times at four training shapes (a
           plumbing refactor must leave them alone; FEATHERATTN_MODULE_DIR: an older copy).
  cpu      (any machine, TRITON_INTERPRET=1; not in the default set) the host Python alone:
           the launches stubbed out, the general path against the fast path.
"""

import cProfile
import io
import os
import pstats
import subprocess
import sys
import time

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
if os.environ.get("FEATHERATTN_MODULE_DIR"):  # an older commit's featherattn.py (blocks)
    sys.path.insert(0, os.environ["FEATHERATTN_MODULE_DIR"])
import featherattn as fa  # noqa: E402

B, H, N, D = 1, 16, 256, 128


def _inputs(dtype=torch.bfloat16):
    g = torch.Generator(device="cuda").manual_seed(0)
    q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=dtype, generator=g) for _ in range(4))
    return [t.requires_grad_() for t in (q, k, v)], do


def _sdpa(backend):
    from torch.nn.attention import sdpa_kernel

    def run(q, k, v):
        with sdpa_kernel(backend):
            return torch.nn.functional.scaled_dot_product_attention(
                q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), is_causal=True).transpose(1, 2)
    return run


def _feather(forward):
    def run(q, k, v):
        old = os.environ.get("FEATHERATTN_FORWARD")
        os.environ["FEATHERATTN_FORWARD"] = forward
        try:
            return fa.flash_attn_func(q, k, v, causal=True)
        finally:
            if old is None:
                del os.environ["FEATHERATTN_FORWARD"]
            else:
                os.environ["FEATHERATTN_FORWARD"] = old
    return run


def impls():
    from torch.nn.attention import SDPBackend
    out = {}
    if fa.aiter_available()[0]:
        out["featherattn (AITER fwd)"] = _feather("aiter")
    out["featherattn (native fwd)"] = _feather("native")
    out["sdpa flash"] = _sdpa(SDPBackend.FLASH_ATTENTION)
    out["sdpa cudnn"] = _sdpa(SDPBackend.CUDNN_ATTENTION)
    return out


def percall(calls=200, rounds=3):
    leaves, do = _inputs()
    fns = impls()
    res = {name: {"fwd": [], "fwd+bwd": []} for name in fns}
    for r in range(rounds + 1):  # the first round warms up
        order = list(fns.items()) if r % 2 == 0 else list(fns.items())[::-1]
        for name, fn in order:
            for what in ("fwd", "fwd+bwd"):
                torch.cuda.synchronize()
                t0 = time.perf_counter()
                for _ in range(calls):
                    out = fn(*leaves)
                    if what == "fwd+bwd":
                        torch.autograd.grad(out, leaves, do)
                torch.cuda.synchronize()
                if r:
                    res[name][what].append((time.perf_counter() - t0) / calls * 1e6)
    print(f"## percall: us per call, B{B} H{H} N{N} D{D} causal bf16, {calls} calls, median of {rounds} rounds")
    print(f"{'impl':>26} {'fwd':>8} {'fwd+bwd':>8}   rounds fwd | fwd+bwd")
    rows = {}
    for name, r in res.items():
        med = {w: sorted(x)[len(x) // 2] for w, x in r.items()}
        rows[name] = med
        print(f"{name:>26} {med['fwd']:8.0f} {med['fwd+bwd']:8.0f}   "
              f"{', '.join(f'{x:.0f}' for x in r['fwd'])} | {', '.join(f'{x:.0f}' for x in r['fwd+bwd'])}")
    return rows


def profile(calls=300):
    leaves, do = _inputs()
    for name, fn in impls().items():
        if not name.startswith("featherattn"):
            continue
        for _ in range(20):
            torch.autograd.grad(fn(*leaves), leaves, do)
        torch.cuda.synchronize()
        torch.autograd.set_multithreading_enabled(False)
        prof = cProfile.Profile()
        try:
            prof.enable()
            for _ in range(calls):
                torch.autograd.grad(fn(*leaves), leaves, do)
            prof.disable()
        finally:
            torch.autograd.set_multithreading_enabled(True)
        torch.cuda.synchronize()
        s = io.StringIO()
        pstats.Stats(prof, stream=s).sort_stats("tottime").print_stats(28)
        print(f"## profile: cProfile, {name}, {calls} forward + backward calls on one thread (tottime)")
        print("\n".join(line for line in s.getvalue().splitlines() if line.strip())[:9000])
    from torch.profiler import ProfilerActivity, profile as tprofile
    for name, fn in impls().items():
        with tprofile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as p:
            for _ in range(20):
                torch.autograd.grad(fn(*leaves), leaves, do)
            torch.cuda.synchronize()
        print(f"## profile: torch.profiler, {name}, 20 forward + backward calls (counts are per 20)")
        print(p.key_averages().table(sort_by="self_cpu_time_total", row_limit=22, max_name_column_width=60))


class Block(torch.nn.Module):
    def __init__(self, attention, dim=512, heads=8):
        super().__init__()
        self.norm, self.qkv, self.proj = (torch.nn.LayerNorm(dim), torch.nn.Linear(dim, 3 * dim),
                                          torch.nn.Linear(dim, dim))
        self.heads, self.attention = heads, attention

    def forward(self, x):
        q, k, v = self.qkv(self.norm(x)).unflatten(-1, (3, self.heads, -1)).unbind(2)
        return x + self.proj(self.attention(q, k, v).flatten(-2))


class PySDPA(torch.autograd.Function):
    """SDPA's own flash kernels behind a Python autograd node: what a Python node costs,
    beside FeatherAttn's (same kernels as SDPA's C++ node)."""

    @staticmethod
    def forward(ctx, q, k, v):
        qt, kt, vt = (t.transpose(1, 2) for t in (q, k, v))
        r = torch.ops.aten._scaled_dot_product_flash_attention(qt, kt, vt, 0.0, True, False)
        ctx.save_for_backward(qt, kt, vt, r[0], r[1], r[6], r[7])
        ctx.m = (r[4], r[5])
        return r[0].transpose(1, 2)

    @staticmethod
    def backward(ctx, do):
        qt, kt, vt, out, lse, seed, off = ctx.saved_tensors
        dq, dk, dv = torch.ops.aten._scaled_dot_product_flash_attention_backward(
            do.transpose(1, 2), qt, kt, vt, out, lse, None, None, ctx.m[0], ctx.m[1], 0.0, True,
            seed, off)
        return dq.transpose(1, 2), dk.transpose(1, 2), dv.transpose(1, 2)


def blocks(steps=60, rounds=6):
    """Eight blocks, ms per forward + backward step: FeatherAttn, SDPA and PySDPA, eager and
    compiled, and eager with the backward on the calling thread (1thread); `rounds` rounds
    in alternating order, the median. Then the time inside each Python backward node (the
    engine's device thread, and the calling thread), FeatherAttn's no-grad call beside
    SDPA's, and torch.profiler's host table of 10 compiled and 10 eager FeatherAttn steps.
    FEATHERATTN_MODULE_DIR=DIR imports DIR/featherattn.py instead (an older commit's)."""
    attns = dict(featherattn=lambda q, k, v: fa.flash_attn_func(q, k, v, causal=True),
                 sdpa=lambda q, k, v: torch.nn.functional.scaled_dot_product_attention(
                     q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2),
                     is_causal=True).transpose(1, 2),
                 pysdpa=PySDPA.apply)
    models = {}

    def model(name, compiled):
        if (name, compiled) not in models:
            torch.manual_seed(0)
            m = torch.nn.Sequential(*(Block(attns[name]) for _ in range(8))).cuda().bfloat16()
            models[(name, compiled)] = torch.compile(m) if compiled else m
        return models[(name, compiled)]
    x = torch.randn(1, 256, 512, device="cuda", dtype=torch.bfloat16, requires_grad=True)

    def run(m, n):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for _ in range(n):
            m(x).float().square().mean().backward()
        torch.cuda.synchronize()
        return (time.perf_counter() - t0) / n * 1e3
    variants = [(name, c) for name in attns for c in (False, True)]
    for name, c in variants:
        run(model(name, c), 9)
    res = {}
    for r in range(rounds):
        for name, c in (variants if r % 2 == 0 else variants[::-1]):
            res.setdefault(f"{name} {'compiled' if c else 'eager'}", []).append(run(model(name, c), steps))
        torch.autograd.set_multithreading_enabled(False)
        for name in attns:
            res.setdefault(f"{name} eager 1thread", []).append(run(model(name, False), steps))
        torch.autograd.set_multithreading_enabled(True)
    print(f"## blocks: ms per forward + backward step, 8 blocks 1x256 tokens 8x64 bf16 causal, "
          f"median of {rounds} rounds of {steps} steps (rounds listed)")
    for key, v in res.items():
        print(f"{key:>28} {sorted(v)[len(v) // 2]:7.3f}  ({', '.join(f'{t:.2f}' for t in v)})")
    times = {}

    def timed(cls, label):
        real = cls.backward

        def backward(ctx, *grads):
            t0 = time.perf_counter()
            out = real(ctx, *grads)
            times.setdefault(label, []).append(time.perf_counter() - t0)
            return out
        cls.backward = staticmethod(backward)
        return real
    for threads in (True, False):
        torch.autograd.set_multithreading_enabled(threads)
        times.clear()
        reals = timed(fa._FeatherAttnFunc, "featherattn"), timed(PySDPA, "pysdpa")
        for name in ("featherattn", "pysdpa"):
            run(model(name, False), 40)
        fa._FeatherAttnFunc.backward, PySDPA.backward = (staticmethod(r) for r in reals)
        for label, ts in times.items():
            print(f"{label} backward node ({'engine' if threads else 'calling'} thread): "
                  f"median {sorted(ts)[len(ts) // 2] * 1e6:.1f} us over {len(ts)} calls")
    torch.autograd.set_multithreading_enabled(True)
    q, k, v = torch.randn(1, 256, 3, 8, 64, device="cuda", dtype=torch.bfloat16).unbind(2)
    for label, fn in (("featherattn no-grad", lambda: attns["featherattn"](q, k, v)),
                      ("sdpa no-grad", lambda: attns["sdpa"](q, k, v))):
        for _ in range(50):
            fn()
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for _ in range(1000):
            fn()
        torch.cuda.synchronize()
        print(f"{label}: {(time.perf_counter() - t0) * 1e3:.1f} us per call (1000 calls)")
    for name in ("featherattn", "sdpa"):  # eager: GPU-busy per step
        m = model(name, False)
        rows = _device_time(lambda: m(x).float().square().mean().backward(), 5, 10)
        print(f"{name:>14} eager GPU-busy {sum(r[0] for r in rows) / 10 / 1e3:.2f} ms per step")
    from torch.profiler import ProfilerActivity, profile as tprofile
    for compiled in (True, False):
        m = model("featherattn", compiled)
        with tprofile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as p:
            for _ in range(10):
                m(x).float().square().mean().backward()
            torch.cuda.synchronize()
        print(f"## blocks: torch.profiler, featherattn {'compiled' if compiled else 'eager'}, 10 steps")
        print(p.key_averages().table(sort_by="self_cpu_time_total", row_limit=25,
                                     max_name_column_width=55))
    return res


def _device_time(step, warmup, steps):
    """[(self device us, calls, op name)] of `steps` runs of step() after `warmup`, under
    torch.profiler, largest first."""
    from torch.profiler import ProfilerActivity, profile as tprofile
    for _ in range(warmup):
        step()
    torch.cuda.synchronize()
    with tprofile(activities=[ProfilerActivity.CUDA]) as p:
        for _ in range(steps):
            step()
        torch.cuda.synchronize()
    return sorted(((getattr(e, "self_device_time_total", 0), e.count, e.key) for e in p.key_averages()
                   if getattr(e, "self_device_time_total", 0) > 0), reverse=True)


def kernels():
    sys.path.insert(0, ROOT)
    import bench
    cfg = dict(bench.TRAIN_GPU, batch=1)
    for name, attention in bench.train_attentions("cuda").items():
        if name not in ("featherattn", "featherattn-native", "sdpa"):
            continue
        torch.manual_seed(0)
        model = torch.nn.ModuleList(bench.DiTBlock(cfg["hidden"], cfg["heads"], cfg["rank"], attention)
                                    for _ in range(cfg["depth"])).to("cuda", torch.bfloat16)
        opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
        x = torch.randn(1, cfg["tokens"], cfg["hidden"], device="cuda", dtype=torch.bfloat16)
        text = torch.randn(1, cfg["text"], cfg["hidden"], device="cuda", dtype=torch.bfloat16)

        def step():
            h = x
            for block in model:
                h = block(h, text)
            h.float().square().mean().backward()
            opt.step()
            opt.zero_grad(set_to_none=True)
        rows = _device_time(step, 3, 3)
        total = sum(r[0] for r in rows) / 3 / 1e3
        print(f"## kernels: bench.py train batch 1, {name}: GPU-busy {total:.2f} ms per step")
        for us, count, key in rows[:14]:
            print(f"  {us / 3 / 1e3:7.3f} ms {count // 3:5d}x  {key[:90]}")


GRAPH_SCRIPT = r"""
import sys, torch
sys.path.insert(0, sys.argv[1])
import featherattn as fa
p = float(sys.argv[2])
g = torch.Generator(device="cuda").manual_seed(0)
q, k, v, do = (torch.randn(1, 256, 16, 128, device="cuda", dtype=torch.bfloat16, generator=g) for _ in range(4))
leaves = [t.clone().requires_grad_() for t in (q, k, v)]
def step():
    out = fa.flash_attn_func(*leaves, dropout_p=p, causal=True)
    return [out, *torch.autograd.grad(out, leaves, do)]
s = torch.cuda.Stream()
s.wait_stream(torch.cuda.current_stream())
with torch.cuda.stream(s):
    for _ in range(3):
        step()
torch.cuda.current_stream().wait_stream(s)
graph = torch.cuda.CUDAGraph()
try:
    with torch.cuda.graph(graph):
        static = step()
except Exception as e:
    print("capture FAILED:", type(e).__name__, str(e).splitlines()[0][:200])
    try:
        torch.randn(3, device="cuda"); torch.cuda.synchronize()
        print("process usable after the failed capture: yes")
    except Exception as e2:
        print("process usable after the failed capture: NO:", type(e2).__name__, str(e2)[:120])
    sys.exit(0)
graph.replay(); first = [t.clone() for t in static]
graph.replay(); second = [t.clone() for t in static]
torch.cuda.synchronize()
if p == 0:
    eager = step()
    print("capture ok; replay equals eager bit for bit:", all(torch.equal(a, b) for a, b in zip(first, eager)))
else:
    print("capture ok; two replays differ (fresh masks):", not torch.equal(first[0], second[0]))
torch.randn(3, device="cuda"); torch.cuda.synchronize(); print("generator usable afterwards: yes")
"""


def graph():
    print("## graph: torch.cuda.graph capture of forward + backward (fresh process each)")
    for p in (0.0, 0.1):
        for attempt in (1, 2):
            res = subprocess.run([sys.executable, "-c", GRAPH_SCRIPT, ROOT, str(p)],
                                 capture_output=True, text=True, timeout=300)
            lines = (res.stdout + res.stderr).strip().splitlines()
            print(f"  dropout {p} try {attempt}: rc {res.returncode}: " + " | ".join(
                line for line in lines if not line.startswith(" ") and "Warning" not in line)[-600:])


def cpu(calls=300, rounds=5):
    """The host Python alone, on any machine: the CPU with the launches stubbed out (nothing
    runs), the backward on the calling thread; each call making its plans (cleared before
    each call) against calls served by the plans. Run with TRITON_INTERPRET=1."""
    assert fa._INTERPRET, "run with TRITON_INTERPRET=1"
    fa._launch = lambda kernel, grid, tensors, args: None
    torch.autograd.set_multithreading_enabled(False)
    q, k, v, do = (torch.randn(B, N, H, D, dtype=torch.bfloat16) for _ in range(4))
    leaves = [t.requires_grad_() for t in (q, k, v)]
    steps = {"fwd": lambda: fa.flash_attn_func(*leaves, causal=True),
             "fwd+bwd": lambda: torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)}
    print(f"## cpu: host Python per call (us), launches stubbed, B{B} H{H} N{N} D{D} causal bf16, "
          f"median of {rounds} x {calls}")
    for mode in ("no plans", "plans"):
        for what, step in steps.items():
            runs = []
            for _ in range(rounds):
                t0 = time.perf_counter()
                for _ in range(calls):
                    if mode == "no plans":
                        fa._PLANS.clear()
                    step()
                runs.append((time.perf_counter() - t0) / calls * 1e6)
            print(f"{mode:>8} {what:>8} {sorted(runs)[rounds // 2]:7.1f}")


def kernelcheck():
    """The three kernels' registers, spills and times (triton.testing.do_bench, median) at
    four training shapes: a refactor of the kernels' plumbing must leave them alone (run it
    again with FEATHERATTN_MODULE_DIR pointing at the older commit's featherattn.py)."""
    import triton
    os.environ["FEATHERATTN_FORWARD"] = "native"
    print("## kernelcheck: ms per forward / backward (bf16), then (kernel, registers, spills)")
    seen = set()
    for (b, h, n, d, causal) in ((4, 16, 4096, 128, False), (4, 16, 4096, 128, True),
                                 (4, 32, 4096, 64, True), (2, 16, 2048, 96, True)):
        q, k, v, do = (torch.randn(b, n, h, d, device="cuda", dtype=torch.bfloat16)
                       for _ in range(4))
        call = fa._call(q, k, d ** -0.5, causal)
        out, lse = fa._native_forward(q, k, v, call)
        grads = [torch.empty_like(t) for t in (q, k, v)]
        tf = triton.testing.do_bench(lambda: fa._native_forward(q, k, v, call), warmup=25,
                                     rep=200, return_mode="median")
        tb = triton.testing.do_bench(lambda: fa._native_backward(do, q, k, v, out, lse, *grads,
                                                                 call),
                                     warmup=25, rep=200, return_mode="median")
        print(f"B{b} H{h} N{n} D{d} causal={causal}: fwd {tf:.4f} ms, bwd {tb:.4f} ms")
        for kernel in (fa._fwd_kernel, fa._bwd_dq_kernel, fa._bwd_dkdv_kernel):
            for cache in kernel.device_caches.values():
                for compiled in (cache[0] if isinstance(cache, tuple) else cache).values():
                    seen.add((kernel.__name__, compiled.n_regs, compiled.n_spills))
    print(sorted(seen))


SECTIONS = dict(percall=percall, profile=profile, blocks=blocks, kernels=kernels, graph=graph,
                cpu=cpu, kernelcheck=kernelcheck)

if __name__ == "__main__":
    chosen = sys.argv[1:] or [name for name in SECTIONS if name != "cpu"]  # the GPU ones
    machine = torch.cuda.get_device_name() if torch.cuda.is_available() else "CPU"
    print(f"# host_profile: {machine}, torch {torch.__version__}, Triton {fa.triton.__version__}, "
          f"amd-aiter {'loads' if fa.aiter_available()[0] else 'absent'}, {time.strftime('%Y-%m-%d %H:%M')}")
    for name in chosen:
        SECTIONS[name]()
        sys.stdout.flush()
