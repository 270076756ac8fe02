"""bench.py train's batch-1 step with the autograd engine's device threads on (PyTorch's
default) and off (torch.autograd.set_multithreading_enabled(False): the backward runs on the
thread that calls it), for FeatherAttn and SDPA in one process (H200, 2026-11-30).

    python notes/diag_train_threads.py OUT.json
"""
import json
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import bench  # noqa: E402


def main(path):
    cfg = dict(bench.TRAIN_GPU, batch=1)
    attns = bench.train_attentions("cuda")
    rows = []
    for threads in (True, False):
        torch.autograd.set_multithreading_enabled(threads)
        for name in ("featherattn-native", "featherattn", "sdpa"):
            losses, times, peak, busy = bench.train_run(attns[name], cfg, "cuda")
            row = dict(threads=threads, impl=name, step_ms=round(sorted(times)[len(times) // 2], 2),
                       gpu_busy_ms=busy and round(busy, 2), last_loss=losses[-1])
            print("\n" + json.dumps(row), flush=True)
            rows.append(row)
    torch.autograd.set_multithreading_enabled(True)
    json.dump(rows, open(path, "w"), indent=1)


if __name__ == "__main__":
    main(sys.argv[1])
