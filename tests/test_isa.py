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

# CI compiles a sample: every kernel, head dim, causal / packed variant and feature row of each
# table, one dtype per arch: the gfx11 table in bf16 on gfx1151 and in fp16 on gfx1100, the
# gfx12 table in bf16 on gfx1201 (gfx1200 compiles to the same figures: docs/results/
# isa-gfx1200-vs-gfx1201-2026-12-07.txt). Half the rows, half the CPU time. The full sweep
# (both dtypes on all four arches, 864 kernels) is what a kernel change runs and records:
# `python tools/isa_sweep.py` (FEATHERATTN_ISA_ALL=1 runs it here, unrecorded), and
# test_the_last_full_sweep_is_of_these_kernels holds CI to it.
ISA_ALL = os.environ.get("FEATHERATTN_ISA_ALL", "0").lower() in ("1", "true", "yes", "on")
ISA_SAMPLE = {"gfx1151": ("bf16",), "gfx1100": ("fp16",), "gfx1201": ("bf16",)}
ISA_RUNS = ({a: ("bf16", "fp16") for a in ("gfx1100", "gfx1151", "gfx1200", "gfx1201")}
            if ISA_ALL else ISA_SAMPLE)


def _amdisa():
    sys.path.insert(0, os.path.join(HERE, "tools"))
    import amdisa
    return amdisa


@pytest.mark.parametrize("arch", list(ISA_RUNS))
def test_rdna_configs_compile_clean_at_launch(arch, tmp_path):
    """Every shipped gfx11 / gfx12 config, compiled through the real launchers with real
    argument specialization (bench.py isa): for every variant a launch produces (causal or
    not, packed or not, head dims 64-256, and softcap with a window, causal and packed), and
    dropout, causal and packed, in the dtypes above: no VGPR spill, no scratch, no WMMA work
    repeated across warps (softcap's wide dK/dV excepted) and occupancy at least AITER's (5)
    (tools/amdisa.py's row_problems)."""
    amdisa = _amdisa()
    rows = amdisa.rows_in_child(arch, ISA_RUNS[arch], tmp_path / "isa.json")
    problems = amdisa.row_problems(rows, arch, dtypes=ISA_RUNS[arch])
    assert not problems, "\n".join(problems[:20])


def test_the_last_full_sweep_is_of_these_kernels():
    """CI compiles a sample; the full sweep's record (tools/isa_sweep.py: every row of both
    dtypes on gfx1100, gfx1151, gfx1200 and gfx1201, checked clean) must name today's kernels
    and tables. A kernel or tile change runs the sweep and commits its record."""
    fingerprint = _amdisa().kernel_fingerprint()
    results = os.path.join(HERE, "docs", "results")
    records = [f for f in sorted(os.listdir(results)) if f.startswith("isa-sweep-")]
    named = [f for f in records if f"kernels {fingerprint}: clean" in open(os.path.join(results, f)).read()]
    assert named, (f"no docs/results/isa-sweep-*.txt records a clean full sweep of kernels "
                   f"{fingerprint} (the @triton.jit functions or tile tables changed since "
                   f"{records[-1] if records else 'ever'}): run python tools/isa_sweep.py")


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
