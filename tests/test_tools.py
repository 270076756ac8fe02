"""The developer tools that reach into featherattn's private names, run against today's module:
a renamed private function breaks them here, not on the next developer's machine."""

import json
import os
import subprocess
import sys

import pytest
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _has_backend(name):
    try:
        from triton.backends import backends
    except ImportError:
        return False
    return name in backends


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


def test_every_mutant_still_applies():
    """tools/mutate.py stops at a mutant whose old string is not exactly once inside the
    function WHERE anchors it to (or, at module level, in featherattn.py): a change to the
    module that breaks one fails here, not at the next mutation run. Every mutant whose edit
    lies inside a function is anchored to it (the failure names the function)."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import mutate
    with open(os.path.join(ROOT, "featherattn.py")) as f:
        source = f.read()
    stale = []
    for m in mutate.MUTANTS:
        try:
            mutate.mutated_source(source, m)
        except SystemExit as e:
            stale.append(f"{m.id}: {str(e).splitlines()[0]}")
    assert not stale, stale
    spans = mutate.function_spans(source)
    loose = {m.id: mutate.enclosing_function(source, source.index(m.old), spans)
             for m in mutate.MUTANTS if m.id not in mutate.WHERE}
    assert not {i: f for i, f in loose.items() if f}, "anchor these in WHERE: " + str(loose)


def test_an_anchored_mutant_survives_its_function_moving():
    """A mutant anchored to a function applies inside it alone: the same line in another
    function, or the function moved below it, changes nothing; a function defined twice, or
    the line twice in its function, stops the harness."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import mutate
    m = mutate.Mutant("Z1", "x = 1\n", "x = 2\n", "test", ())
    a = "def f():\n    x = 1\n    return x\n"
    b = "def g():\n    x = 1\n    return x\n"
    mutate.WHERE["Z1"] = "f"
    try:
        for source in (a + b, b + a, "@dec\n" + a + "\n\n" + b):
            got = mutate.mutated_source(source, m)
            assert "def f():\n    x = 2\n" in got and "def g():\n    x = 1\n" in got
        for source in (a + a, "def f():\n    x = 1\n    x = 1\n"):
            with pytest.raises(SystemExit):
                mutate.mutated_source(source, m)
        del mutate.WHERE["Z1"]  # module level: the line twice in the module stops it
        with pytest.raises(SystemExit, match="occurs 2 times in featherattn.py"):
            mutate.mutated_source(a + b, m)
    finally:
        mutate.WHERE.pop("Z1", None)


def test_bench_report_lists_every_tuning_pick(tmp_path):
    """bench.py report's tuning section (what an AMD user attaches to an issue) reads the
    picks featherattn's tuning left in Triton's cache, in the layout Triton's autotuner
    writes ({"key": [...], "configs_timings": [[config, [ms, ...]], ...]}): each kernel's key
    and each candidate's measured time beside the model's prediction, the pick marked."""
    import json
    sys.path.insert(0, ROOT)
    import bench
    import featherattn as fa
    key = [16, 16, 4096, 4096, 128, False, False, 0, "torch.float16", "torch.float16"]
    rows = [[dict(kwargs=dict(BLOCK_M=128, BLOCK_N=16, D_CHUNK=16, D_OUT=128), num_warps=8,
                  num_stages=1, num_ctas=1, maxnreg=None, pre_hook=None), [10.5, 10.4, 10.6]],
            [dict(kwargs=dict(BLOCK_M=64, BLOCK_N=64, D_CHUNK=64, D_OUT=128), num_warps=8,
                  num_stages=1, num_ctas=1, maxnreg=None, pre_hook=None), [6.25, 6.2, 6.3]]]
    (tmp_path / "abc").mkdir()
    (tmp_path / "abc" / "_bwd_dq_kernel.autotune.json").write_text(json.dumps(dict(key=key, configs_timings=rows)))
    (tmp_path / "abc" / "other_kernel.autotune.json").write_text("{}")
    lines = bench.tuning_picks("gfx11", str(tmp_path))
    text = "\n".join(lines)
    assert ": 1 (" in lines[0] and "dq key (16, 16, 4096, 4096, 128" in text, text
    assert "(128, 16, 8, 1) slices 16 cols 128: measured 10.5000 ms, predicted 12.18 ms" in text, text
    assert "(64, 64, 8, 1) slices 64 cols 128: measured 6.2500 ms, predicted 5.96 ms <- picked" in text, text
    assert fa._TUNE_KEY[4] == "HEAD_DIM"


def test_host_profile_cpu_section_and_blocks_names(tmp_path):
    """tools/host_profile.py's cpu section stubs featherattn's _launch and clears _PLANS: it
    runs here (a few calls, interpreter). Its GPU sections time
    featherattn._FeatherAttnFunc.backward (blocks) and call _call, _native_forward and
    _native_backward (kernelcheck): those names must exist."""
    out = _run(f"""
import sys
sys.path.insert(0, {os.path.join(ROOT, 'tools')!r})
import host_profile
host_profile.cpu(calls=3, rounds=1)
print("backward" in vars(host_profile.fa._FeatherAttnFunc) and all(
    callable(getattr(host_profile.fa, n)) for n in ("_call", "_native_forward", "_native_backward")))
""", tmp_path, interpret=True)
    assert "no plans      fwd" in out and "   plans  fwd+bwd" in out and out.strip().endswith("True"), out


def test_recorded_errors_are_tabulated_per_test(tmp_path, monkeypatch):
    """FEATHERATTN_TEST_ERRORS: every bound assert_close_to_ref checks, failing ones too, is
    written down, and tools/error_table.py gives each test its worst ratio and where."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import error_table
    from test_featherattn import assert_close_to_ref
    path = tmp_path / "errors.jsonl"
    monkeypatch.setenv("FEATHERATTN_TEST_ERRORS", str(path))
    truth = torch.zeros(4, dtype=torch.float64)
    assert_close_to_ref(torch.tensor([0.0, 0.0, 0.0, 0.1]), truth, torch.tensor([0.0, 0.2, 0, 0]), "dq")
    with pytest.raises(AssertionError):
        assert_close_to_ref(torch.tensor([0.5, 0, 0, 0]), truth, torch.tensor([0.0, 0.2, 0, 0]), "dk")
    monkeypatch.setenv("PYTEST_CURRENT_TEST", "other (call)")
    assert_close_to_ref(torch.zeros(4), truth, torch.zeros(4), "out")
    rows = error_table.table(path.read_text().splitlines())
    assert rows[2:] == ["| other | 1 | 0.000 | out |",
                        "| tests/test_tools.py::test_recorded_errors_are_tabulated_per_test | 2 | 2.500 | dk |"]
    assert error_table.table(path.read_text().splitlines(), ["nothing"]) == rows[:2]


def test_the_sweep_fingerprint_moves_with_kernels_and_tables_only(tmp_path, monkeypatch):
    """tools/amdisa.py's kernel_fingerprint, which CI's machine-code record is checked by: an
    edit inside a @triton.jit function or a shipped tile changes it; an edit of host code
    does not."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import amdisa
    import featherattn as fa
    src = open(fa.__file__).read()
    base = amdisa.kernel_fingerprint()

    def with_edit(old, new):
        assert src.count(old) == 1, old
        path = tmp_path / "featherattn.py"
        path.write_text(src.replace(old, new))
        return amdisa.kernel_fingerprint(str(path))

    assert with_edit("def _fwd_inner(", "def _fwd_inner(  ") != base
    assert with_edit("def _route(", "def _route(  ") == base
    table = fa._CONFIGS["gfx11"]
    monkeypatch.setitem(fa._CONFIGS, "gfx11", {**table, 64: {**table[64], "fwd": fa.Tile(16, 16, 1, 1, 0)}})
    assert amdisa.kernel_fingerprint() != base


def test_row_problems_names_each_broken_figure_and_missing_row():
    """tools/amdisa.py's row_problems (the ISA test's and the sweep's check) on a synthetic
    clean set of rows, then with one figure broken at a time, and a row missing."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import amdisa
    clean = dict(impl="featherattn", config=[64, 32, 4, 1, 0], vgpr_spills=0, scratch_bytes=0,
                 wmma_useful=8, occupancy=6, warp_replication=1.0, replication=1.0, dtype="bf16",
                 triton="3.9.0")
    rows = [dict(clean, kernel=k, head_dim=d, causal=c, varlen=v) for k in ("fwd", "dkdv", "dq")
            for d in (64, 256) for c in (False, True) for v in (False, True)]
    rows += [dict(clean, kernel=k, head_dim=d, causal=True, varlen=True, features=f)
             for k in ("fwd", "dkdv", "dq") for d in (64, 256) for f in ("softcap+window", "dropout_p")]
    check = lambda rs: amdisa.row_problems(rs, "gfx1151", dims=(64, 256), dtypes=("bf16",))
    assert check(rows) == []
    for field, value, said in [("vgpr_spills", 2, "2 VGPR spills"), ("scratch_bytes", 64, "64 bytes"),
                               ("wmma_useful", 0, "no WMMA"), ("occupancy", 4, "occupancy 4"),
                               ("warp_replication", 2.0, "warps repeat"), ("replication", 1.2, "executed")]:
        broken = [dict(r, **{field: value}) if i == 3 else r for i, r in enumerate(rows)]
        assert len(check(broken)) == 1 and said in check(broken)[0], (field, check(broken))
    # D256's backward may recompute scores (1.5x dK/dV), softcap's wide dK/dV repeat warps
    wide = [dict(r, replication=1.5) if r["kernel"] == "dkdv" and r["head_dim"] == 256 else r for r in rows]
    assert check(wide) == []
    over = [dict(r, replication=1.6) if r["kernel"] == "dkdv" and r["head_dim"] == 256
            and "features" not in r else r for r in rows]
    assert len(check(over)) == 4 and all("> 1.5" in p for p in check(over))
    softcap = [dict(r, warp_replication=1.5, replication=2.0) if r["kernel"] == "dkdv"
               and r["head_dim"] == 256 and r.get("features") == "softcap+window" else r for r in rows]
    assert check(softcap) == [] and check([dict(r, warp_replication=1.5) for r in rows])
    assert check(rows[1:]) and check(rows[:-1])
    # Rows compiled by a Triton before 3.6: repetition is not checked; spills are
    old = [dict(r, triton="3.5.1") for r in rows]
    assert check([dict(r, warp_replication=3.0) for r in old]) == []
    assert check([dict(r, vgpr_spills=1) if i == 0 else r for i, r in enumerate(old)])


@pytest.mark.skipif(not _has_backend("nvidia"), reason="this Triton has no NVIDIA backend")
def test_the_one_key_causal_forward_compiles_for_sm90(tmp_path):
    # Triton specializes N_K == 1; the ptxas of Triton 3.4, 3.6 and 3.8 then crashed on the
    # causal forward for sm_90a, so _native_forward launches a copy that does not specialize it.
    out = _run("""
import os, sys; sys.path[:0] = [os.getcwd(), "tools"]
import torch, featherattn as fa, amdisa, compare_ptx
compare_ptx.as_sm90(fa)
q = torch.zeros(1, 97, 2, 64, dtype=torch.float16)
k = torch.zeros(1, 1, 2, 64, dtype=torch.float16)
with amdisa.compile_only(fa._fwd_kernel, fa._fwd_kernel_any_nk) as cap:
    fa._native_forward(q, k, k, fa._call(q, k, 0.125, True), config=fa._CONFIGS["sm90"][64])
print(len(cap), all("ptx" in c.asm for _, c, _ in cap))
""", tmp_path, interpret=False)
    assert out.split()[-2:] == ["2", "True"]


@pytest.mark.skipif(not _has_backend("nvidia"), reason="this Triton has no NVIDIA backend")
def test_ptx_spills_reads_ptxas(tmp_path):
    # tools/compare_ptx.py --spills: D256 dK/dV with its Q.K^T / dO.V^T operands resident
    # spills in ptxas (sm_90a) under Triton 3.4, 3.6, 3.8 and 3.9; read in 32-column slices,
    # none does (two [64, 256] fp32 accumulators stay)
    out = _run("""
import sys; sys.path.insert(0, "tools")
import compare_ptx
print(compare_ptx.spills("dkdv", 256, [(64, 64, 8, 2, 0), (64, 64, 8, 2, 32)], True))
""", tmp_path, interpret=False)
    resident, sliced = eval(out.splitlines()[-1])
    assert resident[0] == (64, 64, 8, 2, 0) and resident[2] > 0 and resident[3] > 0
    assert sliced[0] == (64, 64, 8, 2, 32) and sliced[2:] == (0, 0) and 0 < sliced[1] <= 255
