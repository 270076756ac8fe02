"""The RDNA validation set (tools/rdna_model_data/validation/): every point re-priced from its
saved asm (no compiler, no GPU, a few seconds). A model change that moves any point's prediction
by more than 2 percentage points of error fails here: re-run `python tools/rdna_validate.py
--update`, and update MEASURED_ERROR and docs/rdna-model.md with the new held-out errors."""
import os
import sys

import pytest

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(HERE, "tools"))
import rdna_model as acm  # noqa: E402
import rdna_validate as rv  # noqa: E402

TOL = 0.02  # percentage points of error (predicted ms / measured ms - 1)

MAN = rv.load()
POINTS = MAN["points"]


@pytest.fixture(scope="module")
def results():
    return {r["id"]: r for r in rv.evaluate(POINTS)}


def test_manifest_complete():
    ids = [p["id"] for p in POINTS]
    assert len(ids) == len(set(ids))
    for p in POINTS:
        for key in ("arch", "source", "config", "compiler", "shape", "dtype", "causal", "measured",
                    "launches", "role", "confidence", "predicted"):
            assert key in p, (p["id"], key)
        assert p["role"] in ("fit", "held-out", "check")
        assert p["measured"]["ms"] > 0 and p["measured"]["unit"] and p["measured"]["conversion"]
        for l in p["launches"]:
            assert os.path.exists(os.path.join(rv.DATA, l["asm_file"])), l["asm_file"]
            for key in ("grid", "num_warps", "lds_bytes", "trips", "block_weights", "dram_bytes"):
                assert key in l
    held = [p for p in POINTS if p["role"] == "held-out"]
    assert len(held) >= 10 and {p["arch"] for p in held} >= {"gfx1100", "gfx1151", "gfx1201"}
    assert any(not rv.spills(p) for p in held)
    # every saved file is used by some launch, and the folder stays small
    used = {l["asm_file"] for p in POINTS for l in p["launches"]}
    files = {f for f in os.listdir(rv.DATA) if f.endswith(".s")}
    assert used == files
    assert sum(os.path.getsize(os.path.join(rv.DATA, f)) for f in os.listdir(rv.DATA)) < 2.6e6


@pytest.mark.parametrize("pid", [p["id"] for p in POINTS])
def test_point_prediction_is_documented(results, pid):
    p = next(x for x in POINTS if x["id"] == pid)
    got = results[pid]["error"]
    assert got == pytest.approx(p["predicted"]["error"], abs=TOL), (
        f"{pid}: error {got:+.1%} vs documented {p['predicted']['error']:+.1%}")


def test_measured_error_is_the_held_out_error(results):
    """MEASURED_ERROR holds the held-out error of the set (by arch; spilling and spill-free
    apart; median and worst), not the fit error."""
    summ = rv.summary(list(results.values()))
    got = acm.MEASURED_ERROR["held_out"]
    assert set(got) == set(summ)
    for name, s in summ.items():
        assert got[name]["n"] == s["n"], name
        assert got[name]["median_abs"] == pytest.approx(s["median_abs"], abs=TOL), name
        assert got[name]["worst"] == pytest.approx(s["worst"], abs=TOL), name
    assert acm.MEASURED_ERROR["fit_points"] == sum(p["role"] == "fit" for p in POINTS)
