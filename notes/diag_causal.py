"""H200 diagnostics of 2026-11-30 (session 3): where v0.2's causal backward lost 8-10% against
v0.1, what a masked/unmasked split of the dK/dV loop gains, and what a hardware tanh does to
the softcap backward (time and error against the float64 reference).

Per kernel device times come from torch.profiler (mean over ITERS calls); whole backward
times from triton.testing.do_bench (median). Variants are text patches of featherattn.py,
imported as separate modules (own custom-op namespace); v0.1 is the file from commit 737abe8
(.scratch/v01_featherattn.py, not in the repo).

    python notes/diag_causal.py OUT.json [--warm VARIANT]

--warm compiles (Triton's disk cache) one variant's kernels with one call each, no timing:
run one per variant in parallel first, then the timed run starts warm.
"""
import importlib.util
import json
import os
import sys
import time

import torch
import triton

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
ITERS = 30
WARM = None  # a variant name: compile only that one


def bench(fn):
    if WARM:
        fn()
        return 1.0
    return triton.testing.do_bench(fn, warmup=50, rep=300, return_mode="median")


def load(name, path, patches=()):
    src = open(path).read()
    for old, new in patches:
        assert old in src, (name, old[:60])
        src = src.replace(old, new)
    src = src.replace('"featherattn::', f'"{name}::').replace("torch.ops.featherattn.",
                                                              f"torch.ops.{name}.")
    fname = f"/tmp/{name}.py"
    open(fname, "w").write(src)
    spec = importlib.util.spec_from_file_location(name, fname)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


CUR = os.path.join(ROOT, "featherattn.py")
V01 = os.path.join(ROOT, ".scratch", "v01_featherattn.py")

SPLIT = [  # dK/dV: rows that see the whole key block skip the mask (right edge only)
    ("""                MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr, ALIBI: tl.constexpr):
    # offs_d: the dK / dV columns""",
     """                MASK_RIGHT: tl.constexpr, SOFTCAP: tl.constexpr, ALIBI: tl.constexpr,
                MASK: tl.constexpr):
    # offs_d: the dK / dV columns"""),
    ("qk_scale, cap, slope, MASK_LEFT or MASK_RIGHT, MASK_LEFT, MASK_RIGHT,",
     "qk_scale, cap, slope, MASK, MASK_LEFT, MASK_RIGHT,"),
    ("""        dk, dv = _dkdv_inner(dk, dv, k, v, K, V, Q + off_h * stride_qh, DO + off_h * stride_doh,
                             LSE + rows, Delta + rows, stride_kn, stride_vn, stride_qm,
                             stride_dom, offs_n, offs_d, lo, hi, n_q, n_k, win_left, win_right,
                             qk_scale, cap, slope, BLOCK_M, HEAD_DIM, BLOCK_D, D_CHUNK,
                             MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI)""",
     """        if MASK_RIGHT and not MASK_LEFT:
            mid = lo + tl.cdiv(tl.maximum(start_n + BLOCK_N - 1 - (n_k - n_q) - win_right - lo, 0), BLOCK_M) * BLOCK_M
            mid = tl.minimum(mid, hi)
            dk, dv = _dkdv_inner(dk, dv, k, v, K, V, Q + off_h * stride_qh, DO + off_h * stride_doh,
                                 LSE + rows, Delta + rows, stride_kn, stride_vn, stride_qm,
                                 stride_dom, offs_n, offs_d, lo, mid, n_q, n_k, win_left, win_right,
                                 qk_scale, cap, slope, BLOCK_M, HEAD_DIM, BLOCK_D, D_CHUNK,
                                 MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI, True)
            dk, dv = _dkdv_inner(dk, dv, k, v, K, V, Q + off_h * stride_qh, DO + off_h * stride_doh,
                                 LSE + rows, Delta + rows, stride_kn, stride_vn, stride_qm,
                                 stride_dom, offs_n, offs_d, mid, hi, n_q, n_k, win_left, win_right,
                                 qk_scale, cap, slope, BLOCK_M, HEAD_DIM, BLOCK_D, D_CHUNK,
                                 MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI, False)
        else:
            dk, dv = _dkdv_inner(dk, dv, k, v, K, V, Q + off_h * stride_qh, DO + off_h * stride_doh,
                                 LSE + rows, Delta + rows, stride_kn, stride_vn, stride_qm,
                                 stride_dom, offs_n, offs_d, lo, hi, n_q, n_k, win_left, win_right,
                                 qk_scale, cap, slope, BLOCK_M, HEAD_DIM, BLOCK_D, D_CHUNK,
                                 MASK_LEFT, MASK_RIGHT, SOFTCAP, ALIBI, MASK_LEFT or MASK_RIGHT)"""),
]
NODELTA = [("    for c in range(0, HEAD_DIM, D_CHUNK):\n        offs_c = c + tl.arange(0, D_CHUNK)\n        c_mask",
            "    for c in range(0, 0, D_CHUNK):\n        offs_c = c + tl.arange(0, D_CHUNK)\n        c_mask")]
NOKEYBOUND = [("        keep = j < n_k\n", "        keep = j >= -2147483647\n")]
FASTTANH = [("""    e = tl.math.exp2(-2.8853900817779268 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    return tl.where(x < 0, -t, t)""",
             """    return tl.inline_asm_elementwise("tanh.approx.f32 $0, $1;", "=r,r", [x],
                                     dtype=tl.float32, is_pure=True, pack=1)""")]


def kernel_times(fn, iters=ITERS):
    """{kernel name: mean device us} over `iters` calls of fn()."""
    if WARM:
        return {}
    fn()
    torch.cuda.synchronize()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
        for _ in range(iters):
            fn()
        torch.cuda.synchronize()
    out = {}
    for e in prof.key_averages():
        if e.device_type == torch.autograd.DeviceType.CUDA and "kernel" in e.key:
            t = getattr(e, "device_time_total", None) or e.cuda_time_total
            out[e.key] = round(t / iters, 1)
    return out


def main(path):
    res = {"torch": torch.__version__, "triton": triton.__version__,
           "gpu": torch.cuda.get_device_name(), "date": time.strftime("%Y-%m-%d %H:%M")}
    mods = {"v02": load("fa_v02", CUR), "split": load("fa_split", CUR, SPLIT),
            "nodelta": load("fa_nodelta", CUR, NODELTA),
            "nokeybound": load("fa_nokeybound", CUR, NOKEYBOUND),
            "fasttanh": load("fa_fasttanh", CUR, FASTTANH),
            "v01": load("fa_v01", V01)}
    shapes = [(4, 16, 4096, 128, True), (4, 16, 4096, 128, False), (4, 32, 4096, 64, True)]
    timing = []
    for B, H, N, D, causal in shapes:
        g = torch.Generator(device="cuda").manual_seed(0)
        q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16, generator=g)
                       for _ in range(4))
        scale = D ** -0.5
        out, lse = mods["v02"]._native_forward(q, k, v, scale, causal)
        flops = 2.5 * 4 * B * H * N * N * D / (2 if causal else 1)
        for name in ("v01", "v02", "split", "nodelta", "nokeybound"):
            if WARM and name != WARM:
                continue
            m = mods[name]
            dq, dk, dv = (torch.empty_like(t) for t in (q, k, v))
            fn = lambda: m._native_backward(do, q, k, v, out, lse, dq, dk, dv, scale, causal)
            try:
                ms = bench(fn)
                kt = kernel_times(fn)
                row = dict(shape=[B, H, N, D, causal], variant=name, ms=round(ms, 4),
                           tflops=round(flops / ms / 1e9, 1), kernels=kt)
                if name in ("split", "nodelta", "nokeybound", "v01"):
                    ref = [torch.empty_like(t) for t in (q, k, v)]
                    mods["v02"]._native_backward(do, q, k, v, out, lse, *ref, scale, causal)
                    row["max_diff_vs_v02"] = max((a.float() - b.float()).abs().max().item()
                                                 for a, b in zip((dq, dk, dv), ref))
            except Exception as e:  # noqa
                row = dict(shape=[B, H, N, D, causal], variant=name, error=repr(e)[:400])
            print(json.dumps(row), flush=True)
            timing.append(row)
    res["causal"] = timing

    # Softcap: time and error of the exp2 tanh vs tanh.approx.f32 (and a fast division).
    soft = []
    B, H, N, D = 4, 16, 4096, 128
    g = torch.Generator(device="cuda").manual_seed(1)
    q, k, v, do = (torch.randn(B, N, H, D, device="cuda", dtype=torch.bfloat16, generator=g)
                   for _ in range(4))
    for causal in (False,):
        for name in ("v02", "fasttanh"):
            if WARM and name != WARM:
                continue
            m = mods[name]
            for cap in (0.0, 30.0):
                try:
                    out, lse = m._native_forward(q, k, v, D ** -0.5, causal, softcap=cap)
                    dq, dk, dv = (torch.empty_like(t) for t in (q, k, v))
                    fn = lambda: m._native_backward(do, q, k, v, out, lse, dq, dk, dv, D ** -0.5,
                                                    causal, softcap=cap)
                    bwd = bench(fn)
                    fwd = bench(lambda: m._native_forward(q, k, v, D ** -0.5, causal, softcap=cap))
                    row = dict(variant=name, causal=causal, softcap=cap, fwd_ms=round(fwd, 4),
                               bwd_ms=round(bwd, 4))
                except Exception as e:  # noqa
                    row = dict(variant=name, causal=causal, softcap=cap, error=repr(e)[:400])
                print(json.dumps(row), flush=True)
                soft.append(row)
    # Accuracy against float64 (test_featherattn's reference), bounded like the tests.
    import test_featherattn as T
    for name in ("v02", "fasttanh"):
        if WARM and name != WARM:
            continue
        m = mods[name]
        for dtype in (torch.bfloat16, torch.float16):
            for causal in (True,):
                q, k, v, do = T.make_inputs(1, 509, 517, 4, 2, 128, dtype, device="cuda", seed=3)
                q, k, v = (t * 3 for t in (q, k, v))  # scores big enough for the cap to act
                cap, scale = 20.0, 128 ** -0.5
                try:
                    out, lse = m._native_forward(q, k, v, scale, causal, softcap=cap)
                    grads = [torch.empty_like(t) for t in (q, k, v)]
                    m._native_backward(do, q, k, v, out, lse, *grads, scale, causal, softcap=cap)
                    truth = T.ref_grads(q, k, v, do, causal, scale, softcap=cap)
                    low = T.ref_grads(q, k, v, do, causal, scale, dtype=dtype, softcap=cap)
                    o_truth, _ = T.attention_ref(*(t.cpu().double() for t in (q, k, v)), causal,
                                                 scale, None, torch.float64, softcap=cap)
                    o_low, _ = T.attention_ref(*(t.cpu() for t in (q, k, v)), causal, scale,
                                               None, dtype, softcap=cap)
                    ratios = {}
                    for nm, got, tr, lo in (("out", out, o_truth, o_low),) + tuple(
                            zip(("dq", "dk", "dv"), grads, truth, low)):
                        err = (got.cpu().double() - tr).abs().max().item()
                        pt = (lo.double() - tr).abs().max().item()
                        ratios[nm] = [err, pt, round(err / pt, 3)]
                    row = dict(variant=name, dtype=str(dtype), causal=causal, softcap=cap,
                               err_ptErr_ratio=ratios)
                except Exception as e:  # noqa
                    row = dict(variant=name, dtype=str(dtype), causal=causal, error=repr(e)[:400])
                print(json.dumps(row), flush=True)
                soft.append(row)
    res["softcap"] = soft
    if not WARM:
        json.dump(res, open(path, "w"), indent=1)


if __name__ == "__main__":
    if "--warm" in sys.argv:
        WARM = sys.argv[sys.argv.index("--warm") + 1]
    main(sys.argv[1])
