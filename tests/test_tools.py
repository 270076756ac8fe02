"""The developer tools that reach into featherattn's private names, run against today's module:
a renamed private function breaks them here, not on the next developer's machine."""

import json
import os
import subprocess
import sys

import pytest
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run(script, tmp_path, interpret):
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    if interpret:
        env["TRITON_INTERPRET"] = "1"
    path = tmp_path / "run.py"
    path.write_text(script)
    res = subprocess.run([sys.executable, str(path)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=600)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-3000:]
    return res.stdout


def test_rdna_sweep_screens_one_candidate(tmp_path):
    """tools/rdna_sweep.py screen (it reads featherattn's _CONFIGS and compiles through
    tools/amdisa.py) on one dQ candidate at D64 for gfx1151: its rows (the heaviest variant,
    bf16 causal packed, plain, with softcap + window and with dropout), compiled as a launch
    compiles them, with their VGPRs and spills."""
    out = tmp_path / "screen.json"
    _run(f"""
import sys
sys.path.insert(0, {os.path.join(ROOT, 'tools')!r})
import rdna_sweep
rdna_sweep.screen("gfx1151", {str(out)!r}, buckets=(64,),
                  candidates={{"dq": [(64, 32, 8, 1, 32)]}})
""", tmp_path, interpret=False)
    rows = json.loads(out.read_text())
    assert len(rows) == 3 and all(r["kernel"] == "dq" and "error" not in r for r in rows), rows
    assert all(r["vgprs"] > 0 and r["vgpr_spills"] == 0 and r["config"][:2] == [64, 32]
               for r in rows), rows


def test_rdna_sweep_aiter_forward_names_exist():
    """aiter-forward swaps featherattn._aiter_fwd_config and calls amdisa's AITER row
    builder; both must exist with the arguments it passes (its sweep needs amd-aiter and
    minutes, so only the names are checked here)."""
    import inspect
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import featherattn as fa
    assert list(inspect.signature(fa._aiter_fwd_config).parameters) == ["device_index", "head_dim"]
    src = open(os.path.join(ROOT, "tools", "amdisa.py")).read()
    assert "def _aiter_forward_row(arch, family, head_dim, dtype, causal" in src


@pytest.mark.skipif(torch.cuda.is_available(), reason="the harness runs the interpreter on CPU tensors")
def test_trainer_harness_counts_featherattn_launches(tmp_path):
    """tools/trainer_runs/harness.py wraps featherattn's _native_forward, _native_backward
    and _torch_sdpa with counters (the trainer table's evidence that a row ran FeatherAttn's
    kernels): a native call counts one forward and one backward, a masked SDPA call one
    fallback."""
    out = _run(f"""
import sys
sys.path.insert(0, {os.path.join(ROOT, 'tools', 'trainer_runs')!r})
import harness, torch
fa = harness.fa
q, k, v = (torch.randn(1, 9, 2, 16, dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
fa.flash_attn_func(q, k, v, causal=True).sum().backward()
mask = torch.ones(9, 9, dtype=torch.bool)
fa.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2),
                                attn_mask=mask)
print(harness.CNT)
""", tmp_path, interpret=True)
    counts = eval(out.strip().splitlines()[-1])
    assert counts == {"fwd": 1, "bwd": 1, "fallback": 1}, counts


def test_pick_check_names_exist():
    """tools/pick_check.py (GPU only) reads picks through featherattn's _call_configs without
    inputs (a look-up), times explicit configs through _native_forward / _native_backward and
    compares with _shipped_table: those names and arguments must exist."""
    import inspect
    import featherattn as fa
    assert list(inspect.signature(fa._call_configs).parameters) == ["kernels", "q", "call",
                                                                    "has_dlse", "inputs"]
    assert inspect.signature(fa._call_configs).parameters["inputs"].default is None
    assert "config" in inspect.signature(fa._native_forward).parameters
    assert "config" in inspect.signature(fa._native_backward).parameters
    assert callable(fa._shipped_table) and callable(fa._gpu_arch) and callable(fa._bucket)
    src = open(os.path.join(ROOT, "tools", "pick_check.py")).read()
    assert "fa._call_configs((\"fwd\",), q, call, False)" in src


def test_every_mutant_still_applies():
    """tools/mutate.py stops at a mutant whose old string is not in featherattn.py exactly
    once: a change to the module that moves one breaks the harness here, not at the next
    mutation run."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import mutate
    with open(os.path.join(ROOT, "featherattn.py")) as f:
        source = f.read()
    stale = [m.id for m in mutate.MUTANTS if source.count(m.old) != 1]
    assert not stale, f"mutants whose old string is not in featherattn.py exactly once: {stale}"


def test_bench_report_lists_every_cached_pick(tmp_path, monkeypatch):
    """bench.py report's first-use pick section (what an AMD user attaches to an issue): each
    key with its seconds, device and versions, and each candidate's measured and predicted
    time, scratch, error or check."""
    sys.path.insert(0, ROOT)
    import bench
    import featherattn as fa
    monkeypatch.setenv("FEATHERATTN_CACHE_DIR", str(tmp_path))
    entry = dict(dq=[64, 64, 8, 1, 64, 0], dkdv=[64, 32, 8, 1, 64, 0], seconds=21.5, capped=False,
                 device="AMD Radeon 8060S", runtime="6.4.1", torch="2.9.0",
                 timing_shape="q (1, 4096, 16, 128), k (1, 4096, 16, 128)",
                 predicted_for="gfx1151, B1 H16 N4096 fp16 non-causal (model estimate)",
                 candidates=dict(
                     dq=[dict(tile=[128, 16, 8, 1, 16, 0], shipped=True, predicted_ms=12.18,
                              measured_ms=10.5, spills=0, error=None),
                         dict(tile=[64, 64, 8, 1, 64, 0], shipped=False, predicted_ms=5.96,
                              measured_ms=6.25, spills=0, error=None, check="passed"),
                         dict(tile=[64, 32, 8, 1, 64, 0], shipped=False, predicted_ms=5.97,
                              spills=12, error=None)],
                     dkdv=[dict(tile=[64, 32, 8, 1, 64, 0], shipped=True, predicted_ms=8.93,
                                measured_ms=9.0, spills=0, error=None)]))
    fa._update_cache("gfx1151", picks={"bwd float16 D128": entry})
    lines = bench.first_use_picks("gfx1151")
    text = "\n".join(lines)
    assert "1 in" in lines[0] and "bwd float16 D128: 21.5 s" in text and "AMD Radeon 8060S" in text
    assert "(128, 16, 8, 1, 16, 0) shipped: measured 10.5 ms, predicted 12.18 ms" in text
    assert "(64, 64, 8, 1, 64, 0): measured 6.25 ms, predicted 5.96 ms passed" in text
    assert "(64, 32, 8, 1, 64, 0): measured None ms, predicted 5.97 ms spills 12" in text
    assert bench.first_use_picks("gfx1100")[0].startswith("## first-use picks: none")


def test_host_profile_cpu_section_and_blocks_names(tmp_path):
    """tools/host_profile.py's cpu section stubs featherattn's _launch / _direct and reads
    _RECORDING, _Direct, _FAST and _FAST_DEVICES: it runs here (a few calls, interpreter).
    Its GPU sections time featherattn._FastFunc.backward (blocks) and call _call,
    _native_forward and _native_backward (kernelcheck): those names must exist."""
    out = _run(f"""
import sys
sys.path.insert(0, {os.path.join(ROOT, 'tools')!r})
import host_profile
host_profile.cpu(calls=3, rounds=1)
print("backward" in vars(host_profile.fa._FastFunc) and all(
    callable(getattr(host_profile.fa, n)) for n in ("_call", "_native_forward", "_native_backward")))
""", tmp_path, interpret=True)
    assert "general      fwd" in out and "fast  fwd+bwd" in out and out.strip().endswith("True"), out
