"""A run whose lengths change every step, on a GPU: 40 forward + backward steps (B4 H16 D128
bf16 causal) over 12 distinct lengths in [256, 2048], batched or packed, in a fresh Triton
cache folder; prints the wall time and the tunings met (the keys Triton's autotuners timed,
summed over the three kernels' autotuners). Run it with FEATHERATTN_TUNE=0 and =1. Before
tuning keyed on length buckets: 4.2x / 5.0x the untuned time (issue 44); H100, 2026-12-07,
with buckets: 12 keys (4 buckets x 3 kernels), 2.2x / 2.0x
(docs/results/h100-2026-12-07-tune-lengths.txt).

    FEATHERATTN_TUNE=1 python tools/tune_lengths.py DIR batched   # or packed
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ["TRITON_CACHE_DIR"] = sys.argv[1]
import torch  # noqa: E402

import bench  # noqa: E402
import featherattn as fa  # noqa: E402

LENGTHS = [256, 300, 384, 500, 640, 777, 900, 1024, 1100, 1500, 1800, 2048]


def main(packed):
    t0 = time.time()
    with bench.tunings_met() as tunings:
        run(packed)
        print(f"{'packed' if packed else 'batched'}: 40 steps in {time.time() - t0:.1f} s, "
              f"FEATHERATTN_TUNE={os.environ.get('FEATHERATTN_TUNE', '')!r}, tunings met "
              f"{tunings()}")


def run(packed):
    torch.manual_seed(0)
    for i in range(40):
        n = LENGTHS[(i * 5) % len(LENGTHS)]
        if packed:
            seqs = [n, n // 2, n // 3, 100]
            q, k, v = (torch.randn(sum(seqs), 16, 128, device="cuda", dtype=torch.bfloat16,
                                   requires_grad=True) for _ in range(3))
            cu = torch.tensor([0] + torch.tensor(seqs).cumsum(0).tolist(), dtype=torch.int32,
                              device="cuda")
            out = fa.flash_attn_varlen_func(q, k, v, cu, cu, max(seqs), max(seqs), causal=True)
        else:
            q, k, v = (torch.randn(4, n, 16, 128, device="cuda", dtype=torch.bfloat16,
                                   requires_grad=True) for _ in range(3))
            out = fa.flash_attn_func(q, k, v, causal=True)
        out.sum().backward()
    torch.cuda.synchronize()


if __name__ == "__main__":
    main(len(sys.argv) > 2 and sys.argv[2] == "packed")
