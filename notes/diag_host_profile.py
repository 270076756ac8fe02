"""cProfile of 300 FeatherAttn forward + autograd.grad calls at a tiny shape (H200): which
Python functions the host time goes to."""
import cProfile
import os
import pstats
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import featherattn as fa  # noqa: E402

os.environ["FEATHERATTN_FORWARD"] = sys.argv[1] if len(sys.argv) > 1 else "native"
B, H, N, D = 1, 16, 256, 128
q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(4))
leaves = [t.clone().requires_grad_() for t in (q, k, v)]


def calls(n):
    for _ in range(n):
        torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)
    torch.cuda.synchronize()


calls(30)
prof = cProfile.Profile()
prof.enable()
calls(300)
prof.disable()
stats = pstats.Stats(prof).sort_stats("tottime")
stats.print_stats(25)
