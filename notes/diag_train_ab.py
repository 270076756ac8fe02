"""A/B of bench.py train's step: the eager custom-op bypass on and off, batch 1 and 4, and the
GPU-busy time per step. Diagnostic; on a GPU, from the repo root: PYTHONPATH=. python notes/diag_train_ab.py"""
import featherattn as fa, bench
from torch.profiler import profile, ProfilerActivity
attns = bench.train_attentions("cuda")
eager = fa._eager
runs = [("featherattn", attns["featherattn"], False), ("featherattn-ops", attns["featherattn"], True),
        ("aiter", attns["aiter"], False), ("sdpa", attns["sdpa"], False), ("featherattn#2", attns["featherattn"], False)]
for batch in (1, 4):
    cfg = dict(bench.TRAIN_GPU, batch=batch, steps=25, warmup=5)
    for name, attn, ops in runs:
        fa._eager = (lambda *t: False) if ops else eager
        losses, times, peak = bench.train_run(attn, cfg, "cuda")
        times.sort()
        busy = ""
        if batch == 1 and not name.endswith("#2"):
            with profile(activities=[ProfilerActivity.CUDA]) as prof:
                bench.train_run(attn, dict(cfg, steps=3, warmup=0), "cuda")
            ev = prof.key_averages()
            total = sum(e.self_device_time_total for e in ev if "Memcpy HtoD" not in e.key) / 1e3
            busy = f"GPU busy {total / 3:.2f} ms/step (kernels, host-to-device copies excluded)"
        print(f"B{batch} {name:16} median {times[len(times) // 2]:.2f} ms  min {times[0]:.2f}  max {times[-1]:.2f}  peak {peak:.2f} GiB {busy}", flush=True)
    fa._eager = eager
