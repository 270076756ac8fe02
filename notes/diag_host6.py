"""Host time per fwd + autograd.grad at B1 H16 N256 D128 causal (bench.py's host row), with
the cached direct launch (featherattn._launch) on and off, and with the autograd engine's
device threads off (torch.autograd.set_multithreading_enabled(False)). Run it under
different CPU affinities (taskset) to see what the engine thread's hand-off costs.

    python notes/diag_host6.py OUT.json LABEL
"""
import json
import os
import sys
import time

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import featherattn as fa  # noqa: E402
import bench  # noqa: E402


def per_call(fn, leaves, do, calls=200, reps=5):
    runs = []
    for _ in range(reps + 1):  # the first is warm-up
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for _ in range(calls):
            torch.autograd.grad(fn(*leaves, True), leaves, do)
        torch.cuda.synchronize()
        runs.append((time.perf_counter() - t0) / calls * 1e6)
    runs = sorted(runs[1:])
    return round(runs[len(runs) // 2], 1), [round(x) for x in runs]


def main(path, label):
    B, H, N, D, _ = bench.HOST_SHAPE
    q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(4))
    leaves = [t.requires_grad_() for t in (q, k, v)]
    impls = bench.implementations()
    fns = {"featherattn": lambda q, k, v, c: fa.flash_attn_func(q, k, v, causal=c),
           "sdpa-flash": impls["sdpa-flash"][0], "sdpa-cudnn": impls["sdpa-cudnn"][0]}
    rows = []
    for mode in ("fast", "slow", "fast-1thread", "slow-1thread"):
        fa._FAST_LAUNCH = mode.startswith("fast")
        torch.autograd.set_multithreading_enabled("1thread" not in mode)
        for name, fn in fns.items():
            for provider in (("aiter", "native") if name == "featherattn" else ("",)):
                if provider == "aiter" and not fa._aiter_available()[0]:
                    continue
                if name != "featherattn" and mode.startswith("slow"):
                    continue
                with bench.forward_provider(provider):
                    us, runs = per_call(fn, leaves, do)
                row = dict(label=label, mode=mode, impl=name, forward=provider, us=us, runs=runs)
                print(json.dumps(row), flush=True)
                rows.append(row)
    torch.autograd.set_multithreading_enabled(True)
    res = dict(label=label, affinity=sorted(os.sched_getaffinity(0)), rows=rows,
               torch=torch.__version__, fast_launch_entries=len(fa._LAUNCHES))
    json.dump(res, open(path, "w"), indent=1)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
