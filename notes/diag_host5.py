"""torch.profiler view of 50 FeatherAttn fwd + autograd.grad calls at a tiny shape (H200):
CPU time per op on every thread, and the CUDA kernels."""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import featherattn as fa  # noqa: E402

os.environ["FEATHERATTN_FORWARD"] = "native"
B, H, N, D = 1, 16, 256, 128
q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(4))
leaves = [t.clone().requires_grad_() for t in (q, k, v)]
for _ in range(30):
    torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)
torch.cuda.synchronize()
acts = [torch.profiler.ProfilerActivity.CPU, torch.profiler.ProfilerActivity.CUDA]
with torch.profiler.profile(activities=acts) as prof:
    for _ in range(50):
        torch.autograd.grad(fa.flash_attn_func(*leaves, causal=True), leaves, do)
    torch.cuda.synchronize()
print(prof.key_averages().table(sort_by="cpu_time_total", row_limit=25, max_name_column_width=60))
