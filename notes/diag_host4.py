"""Time pieces of FeatherAttn's backward as they run on the autograd engine's CUDA device
thread (inside a Function.backward) against the same pieces on the main thread."""
import os
import sys
import time
from collections import defaultdict

import torch
import triton
import triton.language as tl

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import featherattn as fa  # noqa: E402

B, H, N, D = 1, 16, 256, 128
q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(4))
out, lse = fa._native_forward(q, k, v, D ** -0.5, True)
grads = [torch.empty_like(t) for t in (q, k, v)]
x = torch.empty(16, device="cuda")


@triton.jit
def _k5(X, Y, N, A: tl.constexpr):
    pass


PIECES = {
    "torch.empty": lambda: torch.empty(B, H, N, device="cuda"),
    "empty triton launch": lambda: _k5[(1,)](x, x, 16, A=1),
    "torch.cuda.current_device": lambda: torch.cuda.current_device(),
    "_configs": lambda: fa._configs(q.device, D),
    "_native_backward": lambda: fa._native_backward(do, q, k, v, out, lse, *grads, D ** -0.5, True),
    "_bwd_impl": lambda: fa._bwd_impl(do, q, k, v, out, lse, None, None, N, N, D ** -0.5, True, -1, -1, 0.0, None, None),
}
TIMES = defaultdict(list)


def measure(tag, reps=20):
    for name, fn in PIECES.items():
        if reps > 1:
            fn()
        t0 = time.perf_counter()
        for _ in range(reps):
            fn()
        TIMES[f"{name} [{tag}]"].append((time.perf_counter() - t0) / reps * 1e6)


class Probe(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a):
        return a * 1

    @staticmethod
    def backward(ctx, g):
        measure("engine thread, 20 per call")
        return g


class FirstCall(torch.autograd.Function):
    """Each piece once per backward call: a fresh Python thread state every time."""
    @staticmethod
    def forward(ctx, a):
        return a * 1

    @staticmethod
    def backward(ctx, g):
        import threading
        TIMES["thread ident"].append(threading.get_ident() % 1000)
        measure("engine thread, once per call", reps=1)
        return g


a = torch.randn(4, device="cuda", requires_grad=True)
for _ in range(5):
    measure("main thread")
    torch.autograd.grad(Probe.apply(a), a, torch.ones(4, device="cuda"))
for _ in range(30):
    torch.autograd.grad(FirstCall.apply(a), a, torch.ones(4, device="cuda"))
torch.cuda.synchronize()
for name, ts in sorted(TIMES.items()):
    print(f"{name:>45} {sorted(ts)[len(ts) // 2]:8.1f} us")
