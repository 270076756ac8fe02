"""The RDNA machine code: every shipped gfx11 / gfx12 config compiled as a launch compiles it
(bench.py isa), checked for spills, scratch, repeated WMMA work and occupancy."""

import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the repository root


def _no_amd_backend():
    """Why this machine cannot compile for an AMD GPU (no Triton, or one without its AMD
    backend: triton-windows, some CUDA builds), or ''."""
    try:
        from triton.backends import backends
    except ImportError:
        return "Triton is not installed"
    return "" if "amd" in backends else "this Triton has no AMD backend"


pytestmark = pytest.mark.skipif(bool(_no_amd_backend()), reason=_no_amd_backend() + (
    ": the machine-code tests compile through it (PyPI's triton wheel has it)"))


# ---- RDNA machine code, compiled as a launch compiles it ----

# gfx1200 compiles to the same figures as gfx1201 in all 216 rows (Triton 3.9, 2026-12-07:
# docs/results/isa-gfx1200-vs-gfx1201-2026-12-07.txt; and 2026-12-03 on 3.8 and 3.9), so the
# default run compiles gfx1201 for both, 7 CPU-minutes less cold. FEATHERATTN_ISA_ALL=1 (the
# sweep a kernel change runs) compiles gfx1200 as well. gfx1100 and gfx1151 differ in 2 rows:
# both always run.
ISA_ARCHES = ["gfx1100", "gfx1151", "gfx1201"] + (
    ["gfx1200"] if os.environ.get("FEATHERATTN_ISA_ALL", "0").lower() in ("1", "true", "yes", "on")
    else [])


@pytest.mark.parametrize("arch", ISA_ARCHES)
def test_rdna_configs_compile_clean_at_launch(arch, tmp_path):
    """Every shipped gfx11 / gfx12 config, compiled through the real launchers with real
    argument specialization (bench.py isa): for every variant a launch produces (bf16 and fp16,
    causal or not, packed or not, head dims 64-256, and softcap with a window, causal and
    packed), and dropout, causal and packed: no VGPR spill, no scratch, no WMMA work repeated
    across warps (one documented exception below), and occupancy at least AITER's (5)."""
    import json
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    out = tmp_path / "isa.json"
    subprocess.run([sys.executable, os.path.join(HERE, "bench.py"), "isa", "--arch", arch,
                    "--no-aiter", "--no-model", "--json", str(out)], check=True, env=env, cwd=HERE,
                   capture_output=True)
    rows = json.loads(out.read_text())
    import triton
    # Before Triton 3.6 the tables are the older ones (featherattn's _OLDER_TRITON_CONFIGS):
    # small tiles chosen when only they fitted, whose warps repeat score tiles (2-4.5x, 84-158
    # of 216 rows on Triton 3.4 / 3.5, 2026-12-01). There spills, scratch and occupancy are
    # checked, not repetition.
    old_triton = tuple(int(x) for x in triton.__version__.split(".")[:2]) < (3, 6)
    dims, dtypes = (64, 80, 96, 128, 192, 256), ("bf16", "fp16")
    seen = {(r["kernel"], r["head_dim"], r["dtype"], r["causal"], r["varlen"]) for r in rows
            if r["impl"] == "featherattn" and "features" not in r}
    assert seen == {(kern, d, dt, c, vl) for kern in ("fwd", "dkdv", "dq") for d in dims
                    for dt in dtypes for c in (False, True) for vl in (False, True)}
    for features in ("softcap+window", "dropout_p"):  # Gemma 2's heaviest case; dropout
        assert {(r["kernel"], r["head_dim"], r["dtype"]) for r in rows
                if r.get("features") == features} == {
            (kern, d, dt) for kern in ("fwd", "dkdv", "dq") for d in dims for dt in dtypes}
    for r in rows:
        where = (f"{arch} {r['kernel']} D{r['head_dim']} {r['dtype']} causal={r['causal']} "
                 f"varlen={r['varlen']} {r.get('features', '')} {r['config']}")
        assert r["vgpr_spills"] == 0, f"{where}: {r['vgpr_spills']} VGPR spills"
        assert r["scratch_bytes"] == 0, f"{where}: {r['scratch_bytes']} bytes of scratch"
        assert r["wmma_useful"] > 0, f"{where}: no WMMA work"
        if old_triton:
            assert r["occupancy"] >= 5, f"{where}: occupancy {r['occupancy']} < AITER's 5"
            continue
        # The exception: softcap's dK/dV above D128, where every repetition-free tile tried
        # spills (featherattn's gfx11 table, "dkdv_softcap"); its warps repeat score tiles.
        softcap_wide = "softcap" in r.get("features", "") and r["kernel"] == "dkdv" and r["head_dim"] > 128
        if softcap_wide:
            assert r["warp_replication"] <= 1.67, f"{where}: warps repeat {r['warp_replication']}x"
            assert r["replication"] <= 2.5, f"{where}: executed / useful {r['replication']}"
            continue
        assert r["warp_replication"] == 1.0, f"{where}: warps repeat WMMA tiles {r['warp_replication']}x"
        # Head dims above 128 split dK/dV and dQ into two column blocks, each recomputing the
        # scores (the only spill-free layout found at D=256): at most 1.5x (dK/dV) and 1.67x
        # (dQ) the useful work at D=256, less at D=192. Elsewhere executed work is useful work.
        if r["head_dim"] > 128 and r["kernel"] != "fwd":
            bound = {"dkdv": 1.5, "dq": 1.667}[r["kernel"]]
            assert r["replication"] <= bound, f"{where}: executed / useful {r['replication']} > {bound}"
        else:
            assert r["replication"] == 1.0, f"{where}: executed / useful {r['replication']}"
        assert r["occupancy"] >= 5, f"{where}: occupancy {r['occupancy']} < AITER's 5"


# Each RDNA chip's WMMA: the VGPRs of one A operand of a 16x16x16 f16 / bf16 WMMA (8 on
# RDNA3 / 3.5, 4 on gfx12-style WMMA: RDNA4 and gfx1170, "RDNA 4m", a gfx11 number). Written
# from LLVM's AMDGPU target list, not from featherattn's table.
CHIP_WMMA_VGPRS = {"gfx1100": 8, "gfx1101": 8, "gfx1102": 8, "gfx1103": 8, "gfx1150": 8,
                   "gfx1151": 8, "gfx1152": 8, "gfx1153": 8, "gfx1170": 4, "gfx1200": 4,
                   "gfx1201": 4}

_CHIP_SCRIPT = r"""
import re, sys, torch
sys.path.insert(0, "tools")
import amdisa, featherattn as fa
for arch in sys.argv[1:]:
    with amdisa.amd_target(arch) as family:
        (q, k, v, o, do), lse, kw = amdisa._isa_inputs(64, torch.float16, False)
        call = fa._call(q, k, 0.125, True, **kw)
        with amdisa.compile_only(fa._fwd_kernel) as captured:
            fa._native_forward(q, k, v, call, config=fa._shipped_table(family)[64])
        asm = captured[0][1].asm["amdgcn"]
        widths = {int(b) - int(a) + 1 for a, b in re.findall(
            r"v_wmma_f32_16x16x16_b?f16 v\[\d+:\d+\], v\[(\d+):(\d+)\]", asm)}
        print(arch, family, ",".join(map(str, sorted(widths))), flush=True)
"""


def test_every_rdna_chip_compiles_the_wmma_it_has():
    """Every RDNA chip FeatherAttn routes (gfx1100-1103, gfx1150-1153, gfx1170, gfx1200 /
    1201) compiles its family's forward through the real launcher here, and the code's WMMA
    operands are the chip's own width: gfx1170 never gets gfx11 WMMA code. A Triton that
    cannot compile a chip (gfx1170 before 3.9: LLVM aborts the process) is not asked to;
    the router sends such calls to the PyTorch reference (test_featherattn.py)."""
    import triton
    import featherattn as fa
    assert set(CHIP_WMMA_VGPRS) == set(fa._RDNA_CHIPS)
    version = tuple(int(x) for x in triton.__version__.split(".")[:2])
    chips = [c for c in CHIP_WMMA_VGPRS if version >= fa._CHIP_TRITON.get(c, (0,))]
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    done = subprocess.run([sys.executable, "-c", _CHIP_SCRIPT, *chips], env=env, cwd=HERE,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    got = {line.split()[0]: line.split()[1:] for line in done.stdout.splitlines()}
    assert set(got) == set(chips)
    for chip in chips:
        family, widths = got[chip]
        assert family == fa._RDNA_CHIPS[chip] and widths == str(CHIP_WMMA_VGPRS[chip]), (
            chip, family, widths)
