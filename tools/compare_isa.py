"""Compare two sets of `bench.py isa --json` rows: the machine-code figures of every launch
variant, before and after a change that must leave them alone (a refactor).

    python tools/compare_isa.py BEFORE.json AFTER.json      # exit 1 on any difference
    python tools/compare_isa.py --compact ROWS.json OUT.json # keep only what is compared
    python tools/compare_isa.py --across-arches A.json B.json  # two arches' rows, arch aside

A row is keyed by (impl, kernel, arch, head dim, dtype, causal, varlen, features); the compared
figures are FIGURES below and the config (a 5-element config is a Tile with D_OUT = 0). The
compiled code itself is not compared instruction by instruction: Triton's AMD compile is not
reproducible to the instruction (the same source compiled twice, in two processes, scheduled
5 of 180 kernels differently on gfx1151, Triton 3.9, 2026-12-01, with the same figures). Some
figures move too: packed dK/dV at D192 / D256 on gfx1200 / gfx1201 under Triton 3.9 by 1-5
VGPRs between unseeded compiles of one source (2026-12-02); set PYTHONHASHSEED on both sides
(each source then repeats itself) before reading a difference there as the change's.
"""

import argparse
import json
import sys

KEY = ("impl", "kernel", "arch", "head_dim", "dtype", "causal", "varlen", "features")
FIGURES = ("vgprs", "vgpr_spills", "scratch_bytes", "loop_scratch_bytes", "lds_bytes",
           "occupancy", "wmma", "wmma_useful", "wmma_executed", "replication",
           "warp_replication", "recompute", "error")


def _config(row):
    config = list(row.get("config") or [])
    return config + [0] * (6 - len(config)) if len(config) == 5 else config


def compact(rows):
    """Each row as its key, config and figures only."""
    return [dict({k: r.get(k) for k in KEY}, config=_config(r),
                 **{f: r[f] for f in FIGURES if f in r}) for r in rows]


def compare(before, after, across_arches=False):
    """Lines describing every difference between two row lists (empty: the same); with
    across_arches, rows of two arches matched with the arch left out of the key."""
    index = {}
    key = tuple(k for k in KEY if not (across_arches and k == "arch"))
    for name, rows in (("before", before), ("after", after)):
        for r in compact(rows):
            index.setdefault(tuple(r[k] for k in key), {})[name] = r
    problems = []
    for key, pair in sorted(index.items(), key=str):
        if len(pair) < 2:
            problems.append(f"{key}: only {next(iter(pair))}")
            continue
        b, a = pair["before"], pair["after"]
        diffs = [f"{f}: {b.get(f)} -> {a.get(f)}" for f in ("config",) + FIGURES
                 if b.get(f) != a.get(f)]
        if diffs:
            problems.append(f"{key}: " + "; ".join(diffs))
    return problems


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compact", action="store_true",
                        help="write the first file's rows, compacted, to the second path")
    parser.add_argument("--across-arches", action="store_true",
                        help="compare two arches' rows (the arch left out of the key)")
    parser.add_argument("first")
    parser.add_argument("second")
    args = parser.parse_args(argv)
    with open(args.first) as f:
        first = json.load(f)
    if args.compact:
        with open(args.second, "w") as f:
            f.write("[\n" + ",\n".join(json.dumps(r) for r in compact(first)) + "\n]\n")
        return 0
    with open(args.second) as f:
        second = json.load(f)
    problems = compare(first, second, args.across_arches)
    for line in problems:
        print(line)
    print(f"{len(compact(first))} rows before, {len(compact(second))} after: "
          + ("the same figures" if not problems else f"{len(problems)} differ"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
