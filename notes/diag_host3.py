"""Split FeatherAttn's fwd + autograd.grad host time (H200, tiny shape): forward alone with
grad on, the backward body called directly, the autograd engine with a trivial Python
Function, and the same with the engine's device threads off."""
import os
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import featherattn as fa  # noqa: E402


def us(fn, n=300):
    for _ in range(20):
        fn()
    torch.cuda.synchronize()
    runs = []
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        torch.cuda.synchronize()
        runs.append((time.perf_counter() - t0) / n * 1e6)
    return sorted(runs)[1]


class Identity(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q, k, v):
        return q * 1

    @staticmethod
    def backward(ctx, g):
        return g, None, None


os.environ["FEATHERATTN_FORWARD"] = "native"
B, H, N, D = 1, 16, 256, 128
q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(4))
leaves = [t.clone().requires_grad_() for t in (q, k, v)]
out, lse = fa._native_forward(q, k, v, D ** -0.5, True)
args = (None, None, N, N, D ** -0.5, True, -1, -1, 0.0, None, None)
rows = {
    "fwd, grad enabled (no backward)": lambda: fa.flash_attn_func(*leaves, causal=True),
    "fwd + autograd.grad": lambda: torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do),
    "_bwd_impl called directly": lambda: fa._bwd_impl(do, q, k, v, out, lse, *args),
    "trivial Function fwd + grad": lambda: torch.autograd.grad(Identity.apply(*leaves), leaves[:1], do),
    "q * 1 fwd + grad (C++ node)": lambda: torch.autograd.grad(leaves[0] * 1, leaves[:1], do),
}
for name, fn in rows.items():
    print(f"{name:>40} {us(fn):8.1f} us", flush=True)
with torch.autograd.set_multithreading_enabled(False):
    for name in ("fwd + autograd.grad", "trivial Function fwd + grad"):
        print(f"{name + ' (1 thread)':>40} {us(rows[name]):8.1f} us", flush=True)
from torch.nn.attention import SDPBackend, sdpa_kernel
qt, kt, vt = (t.transpose(1, 2) for t in leaves)
with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
    f = lambda: torch.autograd.grad(torch.nn.functional.scaled_dot_product_attention(qt, kt, vt, is_causal=True), leaves, do.transpose(1, 2))  # noqa: E731
    print(f"{'SDPA flash fwd + grad':>40} {us(f):8.1f} us")
    with torch.autograd.set_multithreading_enabled(False):
        print(f"{'SDPA flash fwd + grad (1 thread)':>40} {us(f):8.1f} us")
