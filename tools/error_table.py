"""The measured errors behind the tests' bounds: run tests with FEATHERATTN_TEST_ERRORS=FILE
(test_featherattn.record_error appends one JSON line per bound checked), then

    python tools/error_table.py FILE [SUBSTRING ...]

prints one row per test (those whose id holds a SUBSTRING, or all): the checks made, and the
worst ratio of our max error to PyTorch's own at the same precision against float64 (the
bound is 2, plus 1e-5 absolute), with the check it came from.
"""
import json
import sys


def table(lines, wanted=()):
    rows = {}
    for line in lines:
        r = json.loads(line)
        if wanted and not any(w in r["test"] for w in wanted):
            continue
        ratio = r["err"] / r["torch_err"] if r["torch_err"] else (0.0 if r["err"] == 0 else float("inf"))
        n, worst, what = rows.get(r["test"], (0, -1.0, ""))
        rows[r["test"]] = (n + 1, max(worst, ratio), what if worst >= ratio else r["what"])
    out = ["| test | checks | worst error / PyTorch's | in |", "|---|---|---|---|"]
    for test, (n, worst, what) in sorted(rows.items()):
        out.append(f"| {test} | {n} | {worst:.3f} | {what} |")
    return out


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        print("\n".join(table(f, sys.argv[2:])))
