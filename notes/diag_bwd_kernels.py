"""H200, session 3 (2026-11-30), second run: per-kernel backward times of v0.1 (737abe8), v0.2
as committed (3ef40a7) and the working tree, at the four headline shapes; and the softcap
backward with the working tree's hardware tanh. Kernel times: torch.profiler means over 30
calls after do_bench's warm-up (notes/diag_causal.py).

    python notes/diag_bwd_kernels.py OUT.json [--warm VARIANT]
"""
import json
import os
import sys
import time

import torch
import triton

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diag_causal as d  # noqa: E402

ROOT = d.ROOT
FILES = {"v01": d.V01, "v02": os.path.join(ROOT, ".scratch", "v02_featherattn.py"), "cur": d.CUR}
SHAPES = [(4, 16, 4096, 128, True), (4, 16, 4096, 128, False), (4, 32, 4096, 64, True),
          (4, 32, 4096, 64, False)]


def main(path, warm=None):
    d.WARM = warm
    res = {"torch": torch.__version__, "triton": triton.__version__,
           "gpu": torch.cuda.get_device_name(), "date": time.strftime("%Y-%m-%d %H:%M"), "rows": []}
    mods = {n: d.load("fb_" + n, f) for n, f in FILES.items() if not warm or n == warm}
    for B, H, N, D, causal in SHAPES:
        g = torch.Generator(device="cuda").manual_seed(0)
        q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16, generator=g)
                       for _ in range(4))
        scale = D ** -0.5
        fwd_mod = mods.get("cur") or mods.get("v02") or d.load("fb_cur", d.CUR)  # v0.1 has none
        out, lse = fwd_mod._native_forward(q, k, v, scale, causal)
        flops = 2.5 * 4 * B * H * N * N * D / (2 if causal else 1)
        ref = None
        for name, m in mods.items():
            dq, dk, dv = (torch.empty_like(t) for t in (q, k, v))
            fn = lambda: m._native_backward(do, q, k, v, out, lse, dq, dk, dv, scale, causal)
            ms = d.bench(fn)
            row = dict(shape=[B, H, N, D, causal], variant=name, ms=round(ms, 4),
                       tflops=round(flops / ms / 1e9, 1), kernels=d.kernel_times(fn))
            if ref is None:
                ref = (dq.clone(), dk.clone(), dv.clone())
            else:
                row["max_diff_vs_first"] = max((a.float() - b.float()).abs().max().item()
                                               for a, b in zip((dq, dk, dv), ref))
            print(json.dumps(row), flush=True)
            res["rows"].append(row)
    # Softcap, the working tree (hardware tanh on NVIDIA) against its plain backward.
    if "cur" in mods:
        m = mods["cur"]
        B, H, N, D = 4, 16, 4096, 128
        g = torch.Generator(device="cuda").manual_seed(1)
        q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16, generator=g)
                       for _ in range(4))
        for causal in (False, True):
            for cap in (0.0, 30.0):
                out, lse = m._native_forward(q, k, v, D ** -0.5, causal, softcap=cap)
                dq, dk, dv = (torch.empty_like(t) for t in (q, k, v))
                bwd = d.bench(lambda: m._native_backward(do, q, k, v, out, lse, dq, dk, dv,
                                                         D ** -0.5, causal, softcap=cap))
                fwd = d.bench(lambda: m._native_forward(q, k, v, D ** -0.5, causal, softcap=cap))
                row = dict(softcap=cap, causal=causal, fwd_ms=round(fwd, 4), bwd_ms=round(bwd, 4))
                print(json.dumps(row), flush=True)
                res["rows"].append(row)
    if not warm:
        json.dump(res, open(path, "w"), indent=1)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[sys.argv.index("--warm") + 1] if "--warm" in sys.argv else None)
