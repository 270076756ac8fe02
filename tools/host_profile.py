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
           8 heads x 64: ms per forward + backward step, eager and torch.compile'd.
  kernels  the kernels of bench.py train's batch-1 step (GPU time per step by kernel), for
           FeatherAttn and SDPA.
  graph    torch.cuda.graph capture of forward + backward at dropout 0 and 0.1, each in a
           fresh process: capture, replay against eager, the generator afterwards.
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


def blocks(steps=60):
    def feather(q, k, v):
        return fa.flash_attn_func(q, k, v, causal=True)

    def sdpa(q, k, v):
        return torch.nn.functional.scaled_dot_product_attention(
            q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), is_causal=True).transpose(1, 2)
    print("## blocks: ms per forward + backward step, 8 blocks, 1 x 256 tokens, 8 heads x 64, bf16"
          " (median of 3 rounds of 60 steps)")
    res = {}
    for r in range(4):
        for name, attn in (("featherattn", feather), ("sdpa", sdpa))[::(1 if r % 2 == 0 else -1)]:
            for compiled in (False, True):
                torch.manual_seed(0)
                model = torch.nn.Sequential(*(Block(attn) for _ in range(8))).cuda().bfloat16()
                run = torch.compile(model) if compiled else model
                x = torch.randn(1, 256, 512, device="cuda", dtype=torch.bfloat16, requires_grad=True)
                for _ in range(5):
                    run(x).float().square().mean().backward()
                torch.cuda.synchronize()
                t0 = time.perf_counter()
                for _ in range(steps):
                    run(x).float().square().mean().backward()
                torch.cuda.synchronize()
                if r:
                    res.setdefault((name, compiled), []).append((time.perf_counter() - t0) / steps * 1e3)
        torch._dynamo.reset()
    for (name, compiled), x in res.items():
        print(f"{name:>14} {'compiled' if compiled else 'eager':>9} {sorted(x)[1]:7.2f} ms  "
              f"({', '.join(f'{t:.2f}' for t in x)})")
    for name, attn in (("featherattn", feather), ("sdpa", sdpa)):  # eager: GPU-busy per step
        torch.manual_seed(0)
        model = torch.nn.Sequential(*(Block(attn) for _ in range(8))).cuda().bfloat16()
        x = torch.randn(1, 256, 512, device="cuda", dtype=torch.bfloat16, requires_grad=True)
        rows = _device_time(lambda: model(x).float().square().mean().backward(), 5, 10)
        print(f"{name:>14} eager GPU-busy {sum(r[0] for r in rows) / 10 / 1e3:.2f} ms per step; "
              + ", ".join(f"{key[:40]} {us / 10 / 1e3:.3f}" for us, _, key in rows[:5]))
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
    runs), the backward on the calling thread; the general path (the fast path's records
    cleared before each call) against the fast path. Run with TRITON_INTERPRET=1."""
    assert fa._INTERPRET, "run with TRITON_INTERPRET=1"
    fa._FAST_DEVICES, fa._FAST_LAUNCH = ("cuda", "cpu"), True

    def launch(kernel, grid, key, tensors, args):
        recording = getattr(fa._RECORDING, "launches", None)
        if recording is not None:
            recording.append(fa._Direct(None, (), {}, tuple(grid), 0))
    fa._launch, fa._direct = launch, (lambda d, tensors: None)
    torch.autograd.set_multithreading_enabled(False)
    q, k, v, do = (torch.randn(B, N, H, D, dtype=torch.bfloat16) for _ in range(4))
    leaves = [t.requires_grad_() for t in (q, k, v)]
    steps = {"fwd": lambda: fa.flash_attn_func(*leaves, causal=True),
             "fwd+bwd": lambda: torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)}
    print(f"## cpu: host Python per call (us), launches stubbed, B{B} H{H} N{N} D{D} causal bf16, "
          f"median of {rounds} x {calls}")
    for mode in ("general", "fast"):
        for what, step in steps.items():
            runs = []
            for _ in range(rounds):
                t0 = time.perf_counter()
                for _ in range(calls):
                    if mode == "general":
                        fa._FAST.clear()
                    step()
                runs.append((time.perf_counter() - t0) / calls * 1e6)
            print(f"{mode:>8} {what:>8} {sorted(runs)[rounds // 2]:7.1f}")


SECTIONS = dict(percall=percall, profile=profile, blocks=blocks, kernels=kernels, graph=graph,
                cpu=cpu)

if __name__ == "__main__":
    chosen = sys.argv[1:] or [name for name in SECTIONS if name != "cpu"]  # the GPU ones
    machine = torch.cuda.get_device_name() if torch.cuda.is_available() else "CPU"
    print(f"# host_profile: {machine}, torch {torch.__version__}, Triton {fa.triton.__version__}, "
          f"amd-aiter {'loads' if fa.aiter_available()[0] else 'absent'}, {time.strftime('%Y-%m-%d %H:%M')}")
    for name in chosen:
        SECTIONS[name]()
        sys.stdout.flush()
