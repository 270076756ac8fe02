"""The full RDNA machine-code sweep a kernel or tile change runs (CI compiles a sample:
tests/test_isa.py): every row of bench.py isa in bf16 and fp16 on gfx1100, gfx1151, gfx1200 and
gfx1201 (864 kernels), checked as the ISA test checks them (tools/amdisa.py's row_problems),
recorded in docs/results/isa-sweep-DATE.txt under the kernels' fingerprint, which CI looks for.

    python tools/isa_sweep.py [--jobs N] [--out FILE]

About 28 CPU-minutes with a cold Triton cache (Triton 3.9); --jobs runs arches side by side.
"""
import argparse
import datetime
import os
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
ARCHES = ("gfx1100", "gfx1151", "gfx1200", "gfx1201")


def summary(arch, rows):
    """Per kernel and head dim: rows, most VGPRs, lowest occupancy, most executed / useful."""
    lines = []
    for kern in ("fwd", "dq", "dkdv"):
        for d in sorted({r["head_dim"] for r in rows}):
            rs = [r for r in rows if r["kernel"] == kern and r["head_dim"] == d]
            lines.append(f"| {arch} | {kern} | {d} | {len(rs)} | {max(r['vgprs'] for r in rs)} | "
                         f"{max(r['vgpr_spills'] for r in rs)} | {max(r['scratch_bytes'] for r in rs)} | "
                         f"{min(r['occupancy'] for r in rs)} | {max(r['replication'] for r in rs)} |")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", default=os.path.join(
        ROOT, "docs", "results", f"isa-sweep-{datetime.date.today().isoformat()}.txt"))
    args = parser.parse_args()
    import triton
    import amdisa
    with tempfile.TemporaryDirectory() as folder, ThreadPoolExecutor(args.jobs) as pool:
        rows = dict(zip(ARCHES, pool.map(lambda a: amdisa.rows_in_child(
            a, ("bf16", "fp16"), os.path.join(folder, f"{a}.json")), ARCHES)))
    problems = [p for a in ARCHES for p in amdisa.row_problems(rows[a], a)]
    fingerprint = amdisa.kernel_fingerprint()
    verdict = "clean" if not problems else f"{len(problems)} problems"
    text = [f"# Full RDNA machine-code sweep (python tools/isa_sweep.py), "
            f"{datetime.date.today().isoformat()}, Triton {triton.__version__}",
            f"kernels {fingerprint}: {verdict}",
            f"{sum(len(r) for r in rows.values())} kernels: bf16 and fp16, every head dim, "
            f"variant and feature row of bench.py isa on {', '.join(ARCHES)}.", "",
            "| arch | kernel | D | rows | VGPRs max | spills max | scratch max | occupancy min | "
            "executed / useful max |", "|---|---|---|---|---|---|---|---|---|"]
    for a in ARCHES:
        text += summary(a, rows[a])
    text += [""] + problems
    with open(args.out, "w") as f:
        f.write("\n".join(text) + "\n")
    print("\n".join(text[:3] + problems[:20]))
    print(f"written: {os.path.relpath(args.out, ROOT)}")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
