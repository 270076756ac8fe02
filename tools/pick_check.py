"""Issue 31 on the H200: FEATHERATTN_TUNE=1 first-use picks at the headline shapes.
  python tools/pick_check.py first CACHE    # fresh cache: the first fwd+bwd call per shape, timed
  python tools/pick_check.py compare CACHE  # a new process: reads the picks; picked vs shipped, same run
"""
import json, os, statistics, sys, time
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
mode, cache = sys.argv[1], sys.argv[2]
os.environ.update(FEATHERATTN_CACHE_DIR=cache, FEATHERATTN_TUNE="1", FEATHERATTN_FORWARD="native")
import torch, triton
import featherattn as fa
SHAPES = [(4, 16, 4096, 128, False), (4, 16, 4096, 128, True), (4, 32, 4096, 64, False), (4, 32, 4096, 64, True)]

def inputs(B, H, N, D):
    g = torch.Generator(device="cuda").manual_seed(0)
    return [torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16, generator=g) for _ in range(4)]

if mode == "first":
    for B, H, N, D, causal in SHAPES:
        q, k, v, do = inputs(B, H, N, D)
        leaves = [t.clone().requires_grad_() for t in (q, k, v)]
        torch.cuda.synchronize(); t0 = time.monotonic()
        out = fa.flash_attn_func(*leaves, causal=causal)
        torch.autograd.grad(out, leaves, do); torch.cuda.synchronize()
        print(f"FIRST B{B} H{H} N{N} D{D} causal={causal}: first fwd+bwd call {time.monotonic() - t0:.1f} s", flush=True)
    data = json.load(open(os.path.join(cache, f"tuned-{fa._gpu_arch(0)}.json")))
    for key, e in data["picks"].items():
        kerns = [k for k in ("fwd", "dq", "dkdv") if k in e]
        print(f"PICK {key}: {e['seconds']} s capped={e['capped']} " + " | ".join(
            f"{k} {tuple(e[k])}: " + ", ".join(f"{tuple(r['tile'])[:5]}{'*' if r['shipped'] else ''} "
                                               f"{r.get('measured_ms') if r.get('measured_ms') is None else round(r['measured_ms'], 4)}"
                                               f"{' ' + r['check'] if r.get('check') and r['check'] != 'passed' else ''}"
                                               for r in e["candidates"][k]) for k in kerns))
else:
    shipped_tables = fa._shipped_table("sm90")
    for B, H, N, D, causal in SHAPES:
        q, k, v, do = inputs(B, H, N, D)
        call = fa._call(q, k, D ** -0.5, causal)
        fwd, _ = fa._call_configs(("fwd",), q, call, False)
        bwd, _ = fa._call_configs(("dq", "dkdv"), q, call, False)
        picked = dict(bwd, fwd=fwd["fwd"])
        shipped = shipped_tables[fa._bucket(D)]
        def step(cfgs):
            out, lse = fa._native_forward(q, k, v, call, config=cfgs)
            grads = [torch.empty_like(t) for t in (q, k, v)]
            fa._native_backward(do, q, k, v, out, lse, *grads, call, config=cfgs)
        times = {"shipped": [], "picked": []}
        for r in range(5):
            for name, cfgs in (("shipped", shipped), ("picked", picked))[:: 1 if r % 2 == 0 else -1]:
                times[name].append(triton.testing.do_bench(lambda: step(cfgs), warmup=25, rep=100, return_mode="median"))
        s, p = statistics.median(times["shipped"]), statistics.median(times["picked"])
        print(f"COMPARE B{B} H{H} N{N} D{D} causal={causal}: fwd+bwd shipped {s:.3f} ms, picked {p:.3f} ms, "
              f"shipped/picked {s / p:.3f} (rounds shipped {', '.join(f'{t:.3f}' for t in times['shipped'])}; "
              f"picked {', '.join(f'{t:.3f}' for t in times['picked'])}) picked={ {k: tuple(t)[:5] for k, t in picked.items() if k in ('fwd', 'dq', 'dkdv')} }", flush=True)
