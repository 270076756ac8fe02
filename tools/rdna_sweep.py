"""Config sweep for FeatherAttn's RDNA kernels, compiled as a launch compiles them (bench.py's
isa machinery), on any machine. A developer tool, not part of the package: it chose the gfx11
/ gfx12 tables (docs/perf.md, "The cost (tools/rdna_sweep.py)").

  python tools/rdna_sweep.py screen --arch gfx1151 --out screen.json
      every candidate of each kernel at the heaviest variant (bf16, causal, packed) of each
      head-dim bucket, the other kernels fixed;
  python tools/rdna_sweep.py verify --arch gfx1100 --table cand.json --out verify.json
      a full table of candidates over every launch variant (bench.py isa's rows).
Run with PYTHONPATH pointing at another Triton to check that version.
"""
import argparse
import itertools
import json
import os
import sys
import time

os.environ.pop("TRITON_INTERPRET", None)  # compile for the AMD target, not the interpreter
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import torch  # noqa: E402

import amdisa as bench  # noqa: E402  (tools/amdisa.py: isa_table, amd_target, rows)
import featherattn as fa  # noqa: E402

TILES = {
    "fwd": [(32, 32), (32, 64), (64, 16), (64, 32), (64, 64), (128, 16), (128, 32)],
    "dkdv": [(16, 32), (16, 64), (16, 128), (32, 32), (32, 64), (32, 128), (64, 64)],
    "dq": [(32, 32), (64, 16), (64, 32), (64, 64), (128, 16), (128, 32), (128, 64)],
}
CANDIDATES = {kernel: [(m, n, w, 1, c) for (m, n), w, c in itertools.product(tiles, (4, 8), (0, 16, 32))]
              for kernel, tiles in TILES.items()}


# Head dim 256: the fp32 accumulators ([BLOCK_N, 256] dK and dV, [BLOCK_M, 256] dQ) leave
# little room; smaller warp counts and one-tile-wide blocks.
D256 = {  # with the output columns split in two blocks of 128 (D_OUT)
    "dkdv": [(m, n, w, 1, c, 128) for (m, n), w, c in itertools.product(
        [(16, 64), (32, 32), (32, 64), (16, 128), (64, 64), (32, 128)], (4, 8), (16, 32))],
    "dq": [(m, n, w, 1, c, 128) for (m, n), w, c in itertools.product(
        [(64, 32), (128, 16), (64, 64), (32, 32), (128, 32), (64, 16)], (4, 8), (16, 32))],
}


# Triton 3.4 / 3.5 allocate registers worse: smaller, repetition-free tiles with 16-wide
# slices, screened at every head dim that bit on 3.9 (D80 and D192 too).
OLD_TRITON = {
    64: {"fwd": [(64, 16, 4, 1, 0), (32, 32, 4, 1, 0), (64, 32, 8, 1, 0), (128, 16, 8, 1, 0),
                 (32, 32, 4, 1, 16), (64, 16, 4, 1, 16), (64, 32, 8, 1, 16), (32, 64, 8, 1, 16)],
         "dkdv": [(16, 64, 4, 1, 16), (32, 32, 4, 1, 16), (16, 128, 8, 1, 16), (32, 64, 8, 1, 16),
                  (64, 32, 8, 1, 16), (16, 32, 2, 1, 16)],
         "dq": [(64, 16, 4, 1, 16), (32, 32, 4, 1, 16), (16, 64, 4, 1, 16), (128, 16, 8, 1, 16),
                (64, 32, 8, 1, 16), (32, 64, 8, 1, 16), (32, 16, 2, 1, 16)]},
}
OLD_TRITON[128] = OLD_TRITON[64] | {"fwd": [c for c in OLD_TRITON[64]["fwd"] if c[4]]}
OLD_TRITON[256] = {k: [c + (128,) if k != "fwd" else c for c in v] for k, v in OLD_TRITON[128].items()}
OLD_DIMS = {64: (64,), 128: (80, 128), 256: (192, 256)}
# Where nothing repetition-free fits on Triton 3.5 (D128, D256): small tiles, warps allowed
# to repeat score tiles; spill-free comes first.
OLD_FALLBACK = {
    128: {"fwd": [(32, 32, 8, 1, 16), (16, 32, 4, 1, 16), (32, 16, 4, 1, 16), (64, 16, 8, 1, 16)],
          "dkdv": [(16, 32, 8, 1, 16), (16, 64, 8, 1, 16), (16, 32, 4, 1, 16), (32, 32, 8, 1, 16)],
          "dq": [(64, 16, 8, 1, 16), (32, 32, 8, 1, 16), (32, 16, 4, 1, 16), (16, 32, 4, 1, 16)]},
    256: {"fwd": [(32, 32, 8, 1, 16), (16, 32, 4, 1, 16), (32, 16, 4, 1, 16), (16, 64, 8, 1, 16)],
          "dkdv": [(16, 32, 8, 1, 16, 128), (32, 32, 8, 1, 16, 128), (16, 64, 8, 1, 16, 128),
                   (16, 32, 4, 1, 16, 128)],
          "dq": [(128, 16, 8, 1, 16, 128), (64, 16, 4, 1, 16, 128)]},
}


def screen(arch, out, buckets=(64, 128, 256), candidates=None, dims=None):
    rows = []
    base = fa._CONFIGS["gfx11"]
    for bucket in buckets:
        per_bucket = candidates.get(bucket, candidates) if candidates else CANDIDATES
        if bucket in per_bucket:
            per_bucket = per_bucket[bucket]
        for kernel, cands in per_bucket.items():
            for cfg in cands:
                if cfg[4] and cfg[4] >= bucket:
                    continue  # a slice as wide as the head dim is the resident case
                table = {bucket: dict(base[bucket], **{kernel: cfg})}
                t0 = time.time()
                try:
                    got = bench.isa_table(arch, dims=(dims or {}).get(bucket, (bucket,)),
                                          with_aiter=False, configs=table,
                                          dtypes=("bf16",), quiet=True, variants=[(True, True)],
                                          kernels=(kernel,))
                except Exception as e:  # noqa: BLE001 - a config that does not compile
                    got = [dict(kernel=kernel, head_dim=bucket, config=list(cfg),
                                error=f"{type(e).__name__}: {str(e).splitlines()[0][:120]}")]
                for r in got:
                    r["seconds"] = round(time.time() - t0, 1)
                    rows.append(r)
                    print(json.dumps({k: r.get(k) for k in ("kernel", "head_dim", "config", "vgprs",
                                      "vgpr_spills", "occupancy", "replication", "error")}), flush=True)
                with open(out, "w") as f:
                    json.dump(rows, f)


# The cost that ranks candidates (RDNA3, per CU, one head, non-causal, N = 4096): WMMA issue
# cycles plus cache-read cycles, an upper bound that assumes no overlap. A v_wmma 16x16x16
# (fp16/bf16) keeps one SIMD 32 cycles and a CU has 2 SIMDs (512 FLOP/clk/CU); the vector
# caches deliver 128 B/clk/CU (an assumption: no AMD GPU here to measure it). Bytes read
# from cache are what the kernel's loads fetch: slices re-read inside the loop count.
WMMA_CYCLES, SIMDS, CACHE_BYTES_PER_CLK = 32, 2, 128


def cache_bytes(kernel, cfg, D, N=4096):
    """Bytes one head's programs read from cache (every load, re-reads included)."""
    m, n, _, _, chunk = cfg[:5]
    block_d = max(16, 1 << (D - 1).bit_length())
    sliced = bool(chunk) and chunk < block_d
    split = block_d // min(cfg[5] or block_d, block_d) if len(cfg) > 5 else 1
    if kernel == "fwd":  # per key block: K, V (and the Q slices); N/m programs of N/n steps
        per_step = (2 * n + (m if sliced else 0)) * D
        return 2 * (N / m) * (N / n) * per_step + 2 * N * D * (0 if sliced else 1)
    if kernel == "dkdv":  # per query block: Q, dO (its columns), the K, V and Q, dO slices
        per_step = (2 * m / split + (2 * n + 2 * m if sliced else 0)) * D
        return 2 * (N / n) * split * (N / m) * per_step
    per_step = (n / split + n + (n + 2 * m if sliced else 0)) * D  # dq: K (its columns), V; slices
    return 2 * (N / m) * split * (N / n) * per_step


def cost(row, N=4096):
    """Estimated cycles per CU-head for one kernel row of bench.py isa (replication counted)."""
    D, cfg = row["head_dim"], row["config"]
    m, n = cfg[0], cfg[1]
    block_d = max(16, 1 << (D - 1).bit_length())
    split = block_d // min(cfg[5] or block_d, block_d) if len(cfg) > 5 else 1
    programs = N / (n if row["kernel"] == "dkdv" else m) * (split if row["kernel"] != "fwd" else 1)
    wmma = row["wmma_useful"] * row["replication"] * programs * WMMA_CYCLES / SIMDS
    return wmma + cache_bytes(row["kernel"], cfg, D, N) / CACHE_BYTES_PER_CLK


def rank(screen_path, top=6):
    """The passing candidates of a screen, cheapest first, per kernel and bucket."""
    with open(screen_path) as f:
        rows = json.load(f)
    ok = [r for r in rows if "error" not in r and not r["vgpr_spills"] and not r["scratch_bytes"]
          and r["replication"] == 1.0 and r["occupancy"] >= bench.AITER_OCCUPANCY]
    out = {}
    for r in sorted(ok, key=lambda r: (cost(r), -r["occupancy"])):
        out.setdefault((r["kernel"], r["head_dim"]), []).append(r)
    for (kernel, D), rs in sorted(out.items()):
        print(f"{kernel} D{D}: " + "; ".join(
            f"{tuple(r['config'])} cost {cost(r) / 1e6:.2f}M occ {r['occupancy']} vgpr {r['vgprs']}"
            for r in rs[:top]))
    return out


def verify(arch, table_path, out, dims):
    with open(table_path) as f:
        table = {int(b): {k: tuple(v) for k, v in cfgs.items()} for b, cfgs in json.load(f).items()}
    rows = bench.isa_table(arch, dims=dims, with_aiter=False, configs=table, quiet=True)
    with open(out, "w") as f:
        json.dump(rows, f)
    bad = [r for r in rows if r["vgpr_spills"] or r["scratch_bytes"] or r["warp_replication"] != 1.0
           or (r["recompute"] != 1.0 and r["head_dim"] <= 128) or r["occupancy"] < bench.AITER_OCCUPANCY]
    print(f"{arch} triton {bench.triton.__version__}: {len(rows)} kernels, {len(bad)} failing")
    for r in bad:
        print("  ", {k: r[k] for k in ("kernel", "head_dim", "dtype", "causal", "varlen", "config",
                                       "vgprs", "vgpr_spills", "occupancy", "replication")})


def aiter_forward(arch, out, dims=(64, 128, 256)):
    """AITER's forward kernel at launch on `arch` with candidate configs: spills, and the
    scratch bytes per lane in one iteration of its main loop (bench.py's rows)."""
    configs = [dict(BLOCK_M=m, BLOCK_N=n, PRELOAD_V=False, num_warps=w, num_stages=s, waves_per_eu=1)
               for m, n, w, s in itertools.product((32, 64, 128), (16, 32, 64), (4, 8), (1, 2))]
    rows = []
    for D in dims:
        for cfg in configs:
            saved = fa._aiter_fwd_config
            try:
                with bench.amd_target(arch) as family:
                    fa._aiter_fwd_config = lambda index, head_dim, _c=cfg: dict(_c)
                    for causal in (False, True):
                        r = bench._aiter_forward_row(arch, family, D, torch.bfloat16, causal)
                        rows.append(r)
                        print(json.dumps({k: r.get(k) for k in ("head_dim", "causal", "config", "vgprs",
                                          "vgpr_spills", "loop_scratch_bytes", "occupancy",
                                          "replication", "error")}), flush=True)
            finally:
                fa._aiter_fwd_config = saved
            with open(out, "w") as f:
                json.dump(rows, f)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("stage", choices=["screen", "screen256", "screen-old", "screen-old-fallback",
                                      "rank", "verify", "aiter-forward"])
    ap.add_argument("--arch", default="gfx1151")
    ap.add_argument("--out", required=True)
    ap.add_argument("--table")
    ap.add_argument("--dims", default="64,80,96,128,192,256")
    a = ap.parse_args()
    if a.stage == "screen":
        screen(a.arch, a.out)
    elif a.stage == "screen-old":
        screen(a.arch, a.out, candidates=OLD_TRITON, dims=OLD_DIMS)
    elif a.stage == "screen-old-fallback":
        screen(a.arch, a.out, buckets=(128, 256), candidates=OLD_FALLBACK, dims=OLD_DIMS)
    elif a.stage == "screen256":
        screen(a.arch, a.out, buckets=(256,), candidates=D256)
    elif a.stage == "aiter-forward":
        aiter_forward(a.arch, a.out)
    elif a.stage == "rank":
        rank(a.out)
    else:
        verify(a.arch, a.table, a.out, [int(d) for d in a.dims.split(",")])
