"""Config sweep for FeatherAttn's RDNA kernels, compiled as a launch compiles them (bench.py's
isa machinery), on any machine. Not part of the package: the notes' record of how the gfx11 /
gfx12 tables were chosen (notes/perf.md, "RDNA configs by cost").

  python notes/rdna_sweep.py screen --arch gfx1151 --out screen.json
      every candidate of each kernel at the heaviest variant (bf16, causal, packed) of each
      head-dim bucket, the other kernels fixed;
  python notes/rdna_sweep.py verify --arch gfx1100 --table cand.json --out verify.json
      a full table of candidates over every launch variant (bench.py isa's rows).
Run with PYTHONPATH pointing at another Triton to check that version.
"""
import argparse
import itertools
import json
import os
import sys
import time

os.environ.pop("TRITON_INTERPRET", None)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
_argv, sys.argv = sys.argv, ["bench.py", "isa"]  # bench.py turns the interpreter on otherwise
import bench  # noqa: E402
import featherattn as fa  # noqa: E402
sys.argv = _argv

TILES = {
    "fwd": [(32, 32), (32, 64), (64, 16), (64, 32), (64, 64), (128, 16), (128, 32)],
    "dkdv": [(16, 32), (16, 64), (16, 128), (32, 32), (32, 64), (32, 128), (64, 64)],
    "dq": [(32, 32), (64, 16), (64, 32), (64, 64), (128, 16), (128, 32), (128, 64)],
}
CANDIDATES = {kernel: [(m, n, w, 1, c) for (m, n), w, c in itertools.product(tiles, (4, 8), (0, 16, 32))]
              for kernel, tiles in TILES.items()}


def screen(arch, out):
    rows = []
    base = fa._CONFIGS["gfx11"]
    for bucket in (64, 128, 256):
        for kernel, cands in CANDIDATES.items():
            for cfg in cands:
                if cfg[4] and cfg[4] >= bucket:
                    continue  # a slice as wide as the head dim is the resident case
                table = {bucket: dict(base[bucket], **{kernel: cfg})}
                t0 = time.time()
                try:
                    got = bench.isa_table(arch, dims=(bucket,), with_aiter=False, configs=table,
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


def verify(arch, table_path, out, dims):
    with open(table_path) as f:
        table = {int(b): {k: tuple(v) for k, v in cfgs.items()} for b, cfgs in json.load(f).items()}
    rows = bench.isa_table(arch, dims=dims, with_aiter=False, configs=table, quiet=True)
    with open(out, "w") as f:
        json.dump(rows, f)
    bad = [r for r in rows if r["vgpr_spills"] or r["scratch_bytes"] or r["replication"] != 1.0
           or r["occupancy"] < bench.AITER_OCCUPANCY]
    print(f"{arch} triton {bench.triton.__version__}: {len(rows)} kernels, {len(bad)} failing")
    for r in bad:
        print("  ", {k: r[k] for k in ("kernel", "head_dim", "dtype", "causal", "varlen", "config",
                                       "vgprs", "vgpr_spills", "occupancy", "replication")})


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("stage", choices=["screen", "verify"])
    ap.add_argument("--arch", default="gfx1151")
    ap.add_argument("--out", required=True)
    ap.add_argument("--table")
    ap.add_argument("--dims", default="64,80,96,128,192,256")
    a = ap.parse_args()
    if a.stage == "screen":
        screen(a.arch, a.out)
    else:
        verify(a.arch, a.table, a.out, [int(d) for d in a.dims.split(",")])
