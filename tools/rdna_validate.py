"""Price the RDNA validation set (tools/rdna_model_data/validation/validation.json) from its saved
asm with tools/rdna_model.py, print predicted against measured, the held-out error by arch, and
(--fit / --loo) rerun the fit on the stated fit subset. No compiler, no GPU: a few seconds.

  python tools/rdna_validate.py                  # the table and the held-out summary
  python tools/rdna_validate.py --fit --loo      # + grid search on the fit points, leave-one-out
  python tools/rdna_validate.py --json out.json
  python tools/rdna_validate.py --update         # rewrite each point's documented prediction

error = predicted ms / measured ms - 1 (negative: the model predicts faster than measured).
Roles: "fit" (the fit's 4 gfx1151 AITER points), "held-out" (every other point; none of them
was looked at by the fit), "check" (a measurement whose config is not recorded: priced under
each candidate, in no statistic).
"""
import argparse
import itertools
import json
import math
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import rdna_model as acm  # noqa: E402

DATA = os.path.join(HERE, "rdna_model_data", "validation")
MANIFEST = os.path.join(DATA, "validation.json")

# The fit: a grid over these parameters (others keep their documented values). lat_mall is
# fitted for gfx1151 only (the fit points are gfx1151's); lat_vmem and overlap_penalty are shared
# by the archs (docs/rdna-model.md, "Parameters per arch", says why).
FIT_GRID = {
    "lat_vmem": [300, 400, 500, 600, 700, 800],
    "lat_mall@gfx1151": [600, 1000, 1500, 2000, 2500, 3000, 4000],
    "overlap_penalty": [0.0, 0.1, 0.2, 0.3, 0.4, 0.5],
}

_KERNELS = {}


def load(path=MANIFEST):
    with open(path) as f:
        return json.load(f)


def kernel(asm_file):
    if asm_file not in _KERNELS:
        with open(os.path.join(DATA, asm_file)) as f:
            _KERNELS[asm_file] = acm.Kernel(f.read(), asm_file)
    return _KERNELS[asm_file]


def price(point, params=None):
    """Predicted ms of one point (the sum of its launches) and the parts."""
    launches = [dict(kernel=kernel(l["asm_file"]), grid=l["grid"], num_warps=l["num_warps"],
                     trips=l["trips"], lds_bytes=l["lds_bytes"], dram_bytes=l["dram_bytes"],
                     block_weights=l.get("block_weights") or None) for l in point["launches"]]
    return acm.predict_launches(launches, point["arch"], params=params)


def spills(point):
    return any(kernel(l["asm_file"]).meta["scratch_bytes"] > 0 for l in point["launches"])


def evaluate(points, params=None):
    out = []
    for p in points:
        pred = price(p, params)
        out.append(dict(id=p["id"], arch=p["arch"], role=p["role"], spills=spills(p),
                        measured_ms=p["measured"]["ms"], predicted_ms=pred["ms"],
                        error=pred["ms"] / p["measured"]["ms"] - 1, config=p["config"],
                        confidence=p["confidence"].split(":")[0], pair=p.get("pair")))
    return out


def loss(res, roles=("fit",)):
    xs = [math.log(1 + r["error"]) ** 2 for r in res if r["role"] in roles]
    return math.sqrt(sum(xs) / len(xs)) if xs else 0.0


def fit(points, roles=("fit",)):
    best = None
    keys = list(FIT_GRID)
    fit_points = [p for p in points if p["role"] in roles]
    for vals in itertools.product(*(FIT_GRID[k] for k in keys)):
        prm = dict(zip(keys, vals))
        l = loss(evaluate(fit_points, prm))
        if best is None or l < best[0]:
            best = (l, prm)
    return best


def summary(res):
    """Held-out |error| by arch and spilling / spill-free: n, median, worst (signed)."""
    out = {}
    held = [r for r in res if r["role"] == "held-out"]
    groups = {"all": held}
    for arch in sorted({r["arch"] for r in held}):
        for name, sel in (("", None), ("spilling", True), ("spill-free", False)):
            rs = [r for r in held if r["arch"] == arch and (sel is None or r["spills"] == sel)]
            if rs:
                groups[arch + ("/" + name if name else "")] = rs
    for name in ("spilling", "spill-free"):
        groups[name] = [r for r in held if r["spills"] == (name == "spilling")]
    for name, rs in groups.items():
        if not rs:
            continue
        worst = max(rs, key=lambda r: abs(r["error"]))
        out[name] = dict(n=len(rs), median_abs=round(statistics.median(abs(r["error"]) for r in rs), 3),
                         worst=round(worst["error"], 3), worst_id=worst["id"])
    return out


def ranking(res):
    """Points sharing a `pair` key (one kernel, two configs, one shape): measured and predicted
    order of their times."""
    groups = {}
    for r in res:
        if r.get("pair"):
            groups.setdefault(r["pair"], []).append(r)
    out = []
    for key, rs in sorted(groups.items()):
        if len(rs) != 2:
            continue
        a, b = rs
        out.append(dict(pair=key, ids=(a["id"], b["id"]),
                        measured_faster=a["id"] if a["measured_ms"] < b["measured_ms"] else b["id"],
                        predicted_faster=a["id"] if a["predicted_ms"] < b["predicted_ms"] else b["id"],
                        measured_ratio=round(max(a["measured_ms"], b["measured_ms"]) / min(a["measured_ms"], b["measured_ms"]), 2),
                        predicted_ratio=round(max(a["predicted_ms"], b["predicted_ms"]) / min(a["predicted_ms"], b["predicted_ms"]), 2)))
    for o in out:
        o["ranked_right"] = o["measured_faster"] == o["predicted_faster"]
    return out


def print_table(res, title):
    print(f"\n{title}")
    print(f"{'point':<52} {'arch':<8} {'role':<8} {'spill':<5} {'meas ms':>9} {'pred ms':>9} {'error':>7}  conf")
    for r in res:
        print(f"{r['id']:<52} {r['arch']:<8} {r['role']:<8} {'yes' if r['spills'] else 'no':<5} "
              f"{r['measured_ms']:>9.3f} {r['predicted_ms']:>9.3f} {r['error']:>+7.1%}  {r['confidence']}")


def print_summary(res):
    print("\nheld-out |error| (predicted ms / measured ms - 1): n, median, worst")
    for name, s in summary(res).items():
        print(f"  {name:<22} n={s['n']:<3} median {s['median_abs']:.1%}  worst {s['worst']:+.1%} ({s['worst_id']})")
    print(f"  fit points: rms log error {loss(res):.3f}")
    print("\nranking of two configs of one kernel at one shape (measured vs predicted order):")
    for o in ranking(res):
        print(f"  {o['pair']:<34} {'right' if o['ranked_right'] else 'WRONG'}: measured {o['measured_ratio']}x, "
              f"predicted {o['predicted_ratio']}x ({o['measured_faster']} faster)")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fit", action="store_true")
    ap.add_argument("--loo", action="store_true", help="leave-one-out over the fit points")
    ap.add_argument("--param", action="append", default=[], help="NAME=VALUE or NAME@ARCH=VALUE")
    ap.add_argument("--json")
    ap.add_argument("--update", action="store_true",
                    help="write each point's prediction and error into validation.json")
    a = ap.parse_args(argv)
    man = load()
    points = man["points"]
    params = {}
    for p in a.param:
        key, val = p.split("=")
        params[key] = float(val)
    res = evaluate(points, params)
    print_table(res, "RDNA validation set, PARAMETERS as documented"
                + (f" + {params}" if params else "") + " (model estimates against measurements)")
    print_summary(res)
    out = dict(documented=res, summary=summary(res), ranking=ranking(res))
    if a.fit:
        l, prm = fit(points)
        res1 = evaluate(points, dict(params, **prm))
        print_table(res1, f"refit on the fit points: {prm} (rms log error {l:.3f})")
        print_summary(res1)
        out.update(fitted_params=prm, fitted=res1)
    if a.loo:
        print("\nleave-one-out over the fit points (refit on the others, predict the one left out):")
        loo = []
        for left in [p for p in points if p["role"] == "fit"]:
            rest = [dict(p, role="out") if p is left else p for p in points]
            l, prm = fit(rest)
            r = evaluate([left], dict(params, **prm))[0]
            loo.append(dict(id=left["id"], params=prm, error=round(r["error"], 3)))
            print(f"  {left['id']:<44} refit {prm} -> error {r['error']:+.1%}", flush=True)
        out["leave_one_out"] = loo
    if a.update:
        by_id = {r["id"]: r for r in res}
        for p in points:
            r = by_id[p["id"]]
            p["predicted"] = dict(ms=round(r["predicted_ms"], 4), error=round(r["error"], 4),
                                  note="documented model estimate (tools/rdna_validate.py --update); "
                                       "tests/test_rdna_validation.py fails if it moves by more than 2 points")
        man["summary"] = summary(res)
        with open(MANIFEST, "w") as f:
            json.dump(man, f, indent=1)
            f.write("\n")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
