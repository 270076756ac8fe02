"""Where a small attention call's host time goes (H200, GPU otherwise idle): each piece of
FeatherAttn's path timed alone over many calls, synchronized once per batch of calls."""
import os
import sys
import time

import torch
import triton
import triton.language as tl

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import featherattn as fa  # noqa: E402


@triton.jit
def _k5(X, Y, N, A: tl.constexpr, B: tl.constexpr):
    pass


@triton.jit
def _k40(X0, X1, X2, X3, X4, X5, X6, X7, X8, X9, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10,
         a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27,
         C0: tl.constexpr, C1: tl.constexpr):
    pass


def us(fn, n=300):
    for _ in range(20):
        fn()
    torch.cuda.synchronize()
    best = []
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        torch.cuda.synchronize()
        best.append((time.perf_counter() - t0) / n * 1e6)
    return sorted(best)[1]


def main():
    B, H, N, D = 1, 16, 256, 128
    q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(4))
    scale = D ** -0.5
    out, lse = fa._native_forward(q, k, v, scale, True)
    grads = [torch.empty_like(t) for t in (q, k, v)]
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    x = torch.empty(16, device="cuda")
    rows = {
        "empty launch, 5 args": lambda: _k5[(1,)](x, x, 16, A=1, B=2),
        "empty launch, 40 args": lambda: _k40[(1,)](*([x] * 10), *range(28), C0=1, C1=2),
        "torch.empty x5": lambda: [torch.empty(B, H, N, device="cuda") for _ in range(5)],
        "_check_args": lambda: fa._check_args(q, k, v, 0.0, None, True, (-1, -1), 0.0, None,
                                             False, False, None),
        "_route": lambda: fa._route(q, 0.0, (-1, -1), 0.0, None),
        "_native_forward": lambda: fa._native_forward(q, k, v, scale, True),
        "_native_backward": lambda: fa._native_backward(do, q, k, v, out, lse, *grads, scale, True),
    }
    if fa._aiter_available()[0]:
        rows["_aiter_forward"] = lambda: fa._aiter_forward(q, k, v, None, None, N, N, scale, True, None)
    for provider in ("native", "aiter"):
        if provider == "aiter" and not fa._aiter_available()[0]:
            continue
        os.environ["FEATHERATTN_FORWARD"] = provider
        with torch.no_grad():
            t = us(lambda: fa.flash_attn_func(q, k, v, causal=True))
        print(f"{'flash_attn_func fwd only, ' + provider:>40} {t:8.1f} us", flush=True)
        t = us(lambda: torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do))
        print(f"{'fwd + autograd.grad, ' + provider:>40} {t:8.1f} us", flush=True)
    os.environ.pop("FEATHERATTN_FORWARD")
    from torch.nn.attention import SDPBackend, sdpa_kernel
    for backend in (SDPBackend.FLASH_ATTENTION, SDPBackend.CUDNN_ATTENTION):
        qt, kt, vt = (t.transpose(1, 2) for t in leaves)
        with sdpa_kernel(backend):
            t = us(lambda: torch.autograd.grad(torch.nn.functional.scaled_dot_product_attention(
                qt, kt, vt, is_causal=True), leaves, do.transpose(1, 2)))
        print(f"{'SDPA ' + backend.name + ' fwd + grad':>40} {t:8.1f} us", flush=True)
    for name, fn in rows.items():
        if fn is not None:
            print(f"{name:>40} {us(fn):8.1f} us", flush=True)


if __name__ == "__main__":
    main()
