"""H200, session 3 (2026-11-30), third run: the working tree's backward against v0.1 per
kernel, with the dK/dV loop split on and off and two dQ tiles at D64 (torch.profiler means
over 30 calls after do_bench's warm-up; see notes/diag_causal.py).

    python notes/diag_bwd_variants.py OUT.json [--warm VARIANT]
"""
import json
import os
import sys
import time

import torch
import triton

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diag_causal as d  # noqa: E402

NOSPLIT = [("    return _INTERPRET or _gpu_family(_device_index(device)) not in (\"gfx11\", \"gfx12\")",
            "    return False")]
VARIANTS = {"v01": (d.V01, []), "cur": (d.CUR, []), "nosplit": (d.CUR, NOSPLIT)}
SHAPES = [(4, 16, 4096, 128, True), (4, 16, 4096, 128, False), (4, 32, 4096, 64, True),
          (4, 32, 4096, 64, False)]
DQ64 = [(128, 64, 8, 3, 0), (64, 64, 4, 3, 0), (64, 32, 4, 3, 0), (128, 32, 8, 3, 0)]


def main(path, warm=None):
    d.WARM = warm
    res = {"torch": torch.__version__, "triton": triton.__version__,
           "gpu": torch.cuda.get_device_name(), "date": time.strftime("%Y-%m-%d %H:%M"), "rows": []}
    mods = {n: d.load("fv_" + n, f, p) for n, (f, p) in VARIANTS.items() if not warm or n == warm}
    cur = mods.get("cur") or d.load("fv_cur", d.CUR)
    for B, H, N, D, causal in SHAPES:
        g = torch.Generator(device="cuda").manual_seed(0)
        q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16, generator=g)
                       for _ in range(4))
        scale = D ** -0.5
        out, lse = cur._native_forward(q, k, v, scale, causal)
        flops = 2.5 * 4 * B * H * N * N * D / (2 if causal else 1)
        runs = [(n, m, None) for n, m in mods.items()]
        if D == 64 and "cur" in mods:
            for c in DQ64[1:]:
                cfg = dict(cur._CONFIGS["sm90"][64], dq=c)
                runs.append((f"cur dq={c}", cur, cfg))
        for name, m, cfg in runs:
            dq, dk, dv = (torch.empty_like(t) for t in (q, k, v))
            kw = {} if cfg is None else dict(config=cfg)
            fn = lambda: m._native_backward(do, q, k, v, out, lse, dq, dk, dv, scale, causal, **kw)
            ms = d.bench(fn)
            row = dict(shape=[B, H, N, D, causal], variant=name, ms=round(ms, 4),
                       tflops=round(flops / ms / 1e9, 1), kernels=d.kernel_times(fn))
            print(json.dumps(row), flush=True)
            res["rows"].append(row)
    if not warm:
        json.dump(res, open(path, "w"), indent=1)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[sys.argv.index("--warm") + 1] if "--warm" in sys.argv else None)
