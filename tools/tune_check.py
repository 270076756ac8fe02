"""FEATHERATTN_TUNE=1 on a GPU at the four headline shapes (bf16): each first call's seconds
(tuning included), its benchmark calls, and each kernel's shipped and picked tile with the
autotuner's own times (one run). Run it twice with the same folder: the second process
should read every pick back from Triton's cache (0 benchmark calls).

    python tools/tune_check.py DIR first; python tools/tune_check.py DIR second
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ["FEATHERATTN_TUNE"] = "1"
os.environ["FEATHERATTN_FORWARD"] = "native"
os.environ["TRITON_CACHE_DIR"] = sys.argv[1]
import torch  # noqa: E402
import triton  # noqa: E402
import triton.testing  # noqa: E402

calls = []
real = triton.testing.do_bench
triton.testing.do_bench = lambda *a, **k: calls.append(1) or real(*a, **k)
import featherattn as fa  # noqa: E402

print(f"# {sys.argv[2]} process: {torch.cuda.get_device_name()}, torch {torch.__version__}, triton {triton.__version__}")
for B, H, N, D, causal in [(4, 16, 4096, 128, True), (4, 16, 4096, 128, False),
                           (4, 32, 4096, 64, True), (4, 32, 4096, 64, False)]:
    torch.manual_seed(0)
    q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(4))
    leaves = [t.requires_grad_() for t in (q, k, v)]
    fa._PLANS.clear()
    n0 = len(calls)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    out = fa.flash_attn_func(*leaves, causal=causal)
    grads = torch.autograd.grad(out, leaves, do)
    torch.cuda.synchronize()
    sec = time.perf_counter() - t0
    call = fa._call(q, k, D ** -0.5, causal)
    line = [f"{B}x{H}x{N} D{D} {'causal' if causal else 'full'}: first call {sec:.1f} s, {len(calls) - n0} benchmark calls"]
    for name, kernel in (("fwd", fa._fwd_kernel), ("dq", fa._bwd_dq_kernel), ("dkdv", fa._bwd_dkdv_kernel)):
        tiles = fa._tile_choices(name, q.device, D, call)
        tuner = fa._tuner(kernel, tiles, D, name != "fwd")
        timings = {(c.kwargs.get("BLOCK_M"), c.kwargs.get("BLOCK_N"), c.num_warps, c.num_stages): ms
                   for c, ms in (getattr(tuner, "configs_timings", None) or {}).items()}
        best = tuner.best_config
        pick = (best.kwargs["BLOCK_M"], best.kwargs["BLOCK_N"], best.num_warps, best.num_stages)
        ship = tuple(tiles[0])[:4]
        ms = lambda t: (timings.get(t) or [float("nan")])[0]
        line.append(f"  {name}: shipped {ship} {ms(ship):.3f} ms, picked {pick} {ms(pick):.3f} ms, "
                    f"{len(tiles)} candidates")
    print("\n".join(line), flush=True)
