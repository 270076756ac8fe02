"""bench.py from the README's install (`pip install .`: no pytest): its CPU run and report with
pytest unimportable, one line and exit status 2 for what a command lacks, each command's
--help, arches refused at parsing, its own float64 reference, and isa's spill verdicts."""

import os
import subprocess
import sys
import types

import pytest
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import bench  # noqa: E402

on_gpu = pytest.mark.skipif(torch.cuda.is_available(),
                            reason="on a GPU bench.py runs the GPU tables, not the CPU check")

# A sitecustomize that makes the modules named in BLOCK_MODULES unimportable, in the process and
# in the one bench.py starts again with TRITON_INTERPRET=1 (both read PYTHONPATH).
BLOCKER = '''import os, sys
class _Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in os.environ.get("BLOCK_MODULES", "").split(","):
            raise ModuleNotFoundError(f"No module named {name!r}")
sys.meta_path.insert(0, _Blocker())
'''


def _bench(tmp_path, *args, block=(), timeout=300):
    """bench.py ARGS in a new process with the `block` modules unimportable: (status, output)."""
    (tmp_path / "sitecustomize.py").write_text(BLOCKER)
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}  # bench.py's own restart
    env.update(PYTHONPATH=os.pathsep.join([str(tmp_path), ROOT]), BLOCK_MODULES=",".join(block),
               OMP_NUM_THREADS="1")  # beside the other test worker on a small machine
    res = subprocess.run([sys.executable, os.path.join(ROOT, "bench.py"), *args], cwd=tmp_path,
                         env=env, capture_output=True, text=True, timeout=timeout)
    return res.returncode, res.stdout + res.stderr


@on_gpu
def test_cpu_run_without_pytest(tmp_path):
    """`python bench.py` (the CI's) with pytest unimportable: it imported its float64 reference
    from test_featherattn.py, which imports pytest. (Its report twin is last in this file, so
    that the two slow runs go to different test workers.)"""
    rc, out = _bench(tmp_path, block=["pytest"])
    assert rc == 0 and "Traceback" not in out, out[-3000:]
    assert out.count(": OK") == 2, out[-3000:]


def test_without_triton_one_line(tmp_path):
    """The CPU torch wheels have no Triton: `python bench.py` says so in one line, exit status
    2, no traceback (bench.py imported Triton at its top)."""
    rc, out = _bench(tmp_path, block=["triton"])
    assert rc == 2 and "Traceback" not in out, out[-3000:]
    assert out.strip().splitlines() == ["bench.py all: Triton is not installed (the CPU torch "
                                        "wheels have none): pip install triton; a ROCm or CUDA "
                                        "build of torch brings its own"], out


@pytest.mark.parametrize("command, lacks, words", [
    (["isa"], "triton", "Triton is not installed"),
    (["report", "--out", "{tmp}/r.txt"], "triton", "Triton is not installed"),
    pytest.param(["train"], "numpy", "pip install numpy", marks=on_gpu),
    pytest.param(["fwd"], "", "needs a GPU", marks=on_gpu),
], ids=["isa-no-triton", "report-no-triton", "train-no-numpy", "fwd-no-gpu"])
def test_a_missing_piece_is_one_line(tmp_path, monkeypatch, capsys, command, lacks, words):
    """What a command needs and lacks: one line naming it and how to get it, exit status 2;
    report still writes its file, its checks marked not run."""
    if lacks == "triton":
        monkeypatch.setattr(bench, "triton", None)
    if lacks == "numpy":
        monkeypatch.setitem(sys.modules, "numpy", None)  # import numpy: ImportError
    assert bench.main([a.format(tmp=tmp_path) for a in command]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"bench.py {command[0]}: ") and words in err[0], err
    assert "pip install" in err[0] or lacks == ""
    if command[0] == "report":
        assert "correctness: not run: Triton" in (tmp_path / "r.txt").read_text()


@pytest.mark.parametrize("triton_version, numpy_version, refused", [
    ("3.6.0", "2.4.1", True), ("3.6.0", "2.3.5", False), ("3.7.0", "2.4.6", False),
    ("3.9.0", "2.4.6", False)])
def test_interpreter_and_numpy(monkeypatch, triton_version, numpy_version, refused):
    """Triton 3.4-3.6's interpreter cannot run with numpy 2.4: the CPU run says which numpy
    to install; a GPU run needs no interpreter."""
    monkeypatch.setattr(bench, "triton", types.SimpleNamespace(__version__=triton_version))
    monkeypatch.setitem(sys.modules, "numpy", types.SimpleNamespace(__version__=numpy_version))
    for command in ("all", "bwd", "train", "report"):
        why = bench.missing(command, gpu=False)
        assert (why is not None and "pip install 'numpy<2.4'" in why) == refused, why
        assert bench.missing(command, gpu=True) is None


def test_isa_without_amd_backend(monkeypatch):
    """A Triton without its AMD backend cannot compile for RDNA: isa says so."""
    backends = pytest.importorskip("triton.backends")
    monkeypatch.setattr(backends, "backends", {"nvidia": None})
    why = bench.missing("isa", gpu=False)
    assert why and "no AMD backend" in why and "pip install triton" in why, why


OPTIONS = {  # command -> the options its --help must show (defaults where it has them)
    "all": ["--json", "--headline"], "bwd": ["--json", "--headline"], "fwd": ["--json"],
    "features": ["--json"], "host": ["--json"], "dropout": ["--json"],
    "isa": ["--arch", "--dims", "--json", "--no-aiter", "--no-model", "default: gfx1151",
            "default: 64,80,96,128,192,256", "gfx1100", "gfx1201"],
    "tune": ["--heads", "--kv-heads", "--seqlen", "--head-dim", "--batch", "--causal", "--shapes",
             "--jobs", "--json", "default: training"],
    "train": ["--batch", "--rounds", "--one-thread", "--json", "default: 1", "--model",
              "qwen3.5", "gemma3", "--batching", "default: packed"],
    "report": ["--out", "default: featherattn-report.txt"],
}


def test_help_lists_every_command(capsys):
    with pytest.raises(SystemExit) as exit_:
        bench.main(["--help"])
    text = capsys.readouterr().out
    assert exit_.value.code == 0 and set(OPTIONS) == set(bench.COMMANDS)
    for name, what in bench.COMMANDS.items():
        assert f"    {name} " in text and what.split()[0] in text, name


@pytest.mark.parametrize("command", list(OPTIONS))
def test_command_help_shows_its_options(capsys, command):
    for argv in ([command, "--help"], ["--help", command]):
        with pytest.raises(SystemExit) as exit_:
            bench.main(argv)
        text = " ".join(capsys.readouterr().out.split())  # argparse wraps lines
        assert exit_.value.code == 0 and " ".join(bench.COMMANDS[command].split()) in text
        missing = [o for o in OPTIONS[command] if o not in text]
        assert not missing, f"bench.py {command} --help lacks {missing}: {text}"


def test_unknown_arch_is_refused_at_parsing(capsys):
    """An arch Triton cannot compile for ended in an MLIR dump; one the cycle model does not
    know is refused with the list, before anything compiles."""
    with pytest.raises(SystemExit) as exit_:
        bench.main(["isa", "--arch", "gfx9999", "--no-aiter"])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and "Traceback" not in err, err
    assert "invalid choice: 'gfx9999'" in err, err
    assert all(a in err for a in ("gfx1100", "gfx1151", "gfx1200", "gfx1201")), err


@pytest.mark.parametrize("argv, command, values", [
    # every form the repository's docs, tests and tools call bench.py with
    ([], "all", dict(json=None, headline=False)),
    (["--headline"], "all", dict(headline=True)),
    (["--json", "out.json"], "all", dict(json="out.json")),
    (["bwd", "--headline"], "bwd", dict(headline=True)),
    (["--json", "x.json", "bwd"], "bwd", dict(json="x.json")),
    (["isa", "--arch", "gfx1100", "--no-aiter", "--no-model", "--json", "rows.json"], "isa",
     dict(arch="gfx1100", no_aiter=True, no_model=True, json="rows.json", dims="64,80,96,128,192,256")),
    (["isa", "--json", "r.json", "--no-aiter", "--dims", "64,128"], "isa", dict(dims="64,128")),
    (["tune", "--heads", "24", "--seqlen", "4096", "--head-dim", "128", "--causal"], "tune",
     dict(heads=24, seqlen=4096, head_dim=128, causal=True, batch=1, kv_heads=None)),
    (["tune", "--shapes", "bench", "--jobs", "4"], "tune", dict(shapes="bench", jobs=4)),
    (["train", "--batch", "4", "--rounds", "1"], "train", dict(batch=4, rounds=1, one_thread=False)),
    (["train", "--one-thread"], "train", dict(batch=1, rounds=None, one_thread=True)),
    (["train", "--model", "gemma3", "--batching", "padded"], "train",
     dict(model="gemma3", batching="padded")),
    (["report", "--out", "isa"], "report", dict(out="isa")),
    (["--out", "f.txt", "report"], "report", dict(out="f.txt")),
    (["host"], "host", {}), (["dropout"], "dropout", {}), (["fwd"], "fwd", {}),
    (["features"], "features", {}),
])
def test_every_invocation_parses_as_before(argv, command, values):
    top = bench.parser()
    args = top.parse_args(bench._command_first(argv, top))
    assert args.command == command
    assert {k: getattr(args, k) for k in values} == values


# ---- the trainer-shaped step ----

def test_lm_lengths_fill_each_steps_budget():
    """Each step's lengths lie in [max_len / 16, max_len], sum to at most the token budget
    (one sequence at least), change from step to step and repeat for the same seed."""
    cfg = dict(bench.LM_GPU)
    steps = bench.lm_lengths(40, cfg)
    assert steps == bench.lm_lengths(40, cfg)
    for lens in steps:
        assert lens and all(cfg["max_len"] // 16 <= n <= cfg["max_len"] for n in lens)
        assert sum(lens) <= cfg["tokens"] < sum(lens) + cfg["max_len"]
    assert len({max(lens) for lens in steps}) > 20  # a new max length at most steps


def test_tunings_met_counts_the_keys_timed_in_the_block(monkeypatch):
    """tunings_met counts the keys timed by every tuner FeatherAttn hands out in the block
    (one tuner handed out twice counted once), and puts fa._tuner back, on error too."""
    tuners = {name: types.SimpleNamespace(cache={}) for name in ("a", "b")}
    monkeypatch.setattr(bench.fa, "_tuner", lambda name: tuners[name])
    real = bench.fa._tuner
    with bench.tunings_met() as tunings:
        bench.fa._tuner("a").cache.update(k1=1, k2=2)
        bench.fa._tuner("a")
        assert tunings() == 2
        bench.fa._tuner("b").cache.update(k3=3)
        assert tunings() == 3
    assert bench.fa._tuner is real
    with pytest.raises(RuntimeError), bench.tunings_met():
        raise RuntimeError
    assert bench.fa._tuner is real


@pytest.mark.parametrize("batching", ["packed", "padded"])
def test_lm_bench_runs_a_step_of_each_backend(monkeypatch, batching):
    """bench.py train --model on the CPU (the kernels in the interpreter; a small model of
    the same layout): every backend runs its steps, and the CPU tunes nothing."""
    if not bench.fa._INTERPRET:
        pytest.skip("the kernels run on the CPU only under TRITON_INTERPRET=1")
    monkeypatch.setitem(bench.LM_MODELS, "tiny", dict(heads=4, kv_heads=2, head_dim=32,
                                                      window=8, global_every=2))
    monkeypatch.setattr(bench, "LM_CPU", dict(hidden=16, layers=2, rank=2, tokens=40, max_len=32,
                                              steps=3, warmup=1))
    results = bench.lm_bench("cpu", "tiny", batching)
    assert set(results) == {"featherattn"} | ({"sdpa"} if batching == "padded" else set())
    for r in results.values():
        assert r["step_ms"] > 0 and r["tokens_per_s"] > 0 and r["tunings"] == 0


# ---- the float64 reference ----

@pytest.mark.parametrize("Nq, Nk, case", [
    (37, 53, dict(causal=True)), (53, 37, dict(causal=True, alibi=True)),
    (53, 37, dict(window=(5, 3), softcap=20.0)), (37, 53, dict(window=(4, -1), sinks=True)),
    (53, 37, dict(window=(-1, 2), drop=True))],
    ids=["Nq37-Nk53-causal", "Nq53-Nk37-causal-alibi", "Nq53-Nk37-window-softcap",
         "Nq37-Nk53-left-window-sinks", "Nq53-Nk37-right-window-dropout"])
def test_reference_matches_the_tests_reference(Nq, Nk, case):
    """bench.reference, in blocks of a few query rows, against test_featherattn.py's (one
    block, written apart): out, lse and gradients, GQA 4/2, rows that see no key included."""
    tf = pytest.importorskip("test_featherattn")
    g = torch.Generator().manual_seed(0)
    q = torch.randn(2, Nq, 4, 16, generator=g, dtype=torch.float16)
    k, v = (torch.randn(2, Nk, 2, 16, generator=g, dtype=torch.float16) for _ in range(2))
    do = torch.randn(q.shape, generator=g, dtype=torch.float16)
    causal = case.get("causal", False)
    mods = {m: case[m] for m in ("window", "softcap") if m in case}
    if case.get("drop"):
        mods.update(keep=torch.rand(2, 4, Nq, Nk, generator=g) > 0.2, dropout_p=0.2)
    if case.get("sinks"):
        mods["sinks"] = torch.randn(4, generator=g)
    slopes = torch.rand(2, 4, generator=g) if case.get("alibi") else None
    for dtype, tol in ((torch.float64, 1e-12), (torch.float16, 1e-2)):
        out, lse = tf.attention_ref(q, k, v, causal, 0.25, slopes, dtype=dtype, **mods)
        grads = tf.ref_grads(q, k, v, do, causal, 0.25, slopes, dtype=dtype, **mods)[:3]
        mine = bench.reference(q, k, v, do, causal=causal, scale=0.25, alibi_slopes=slopes,
                               dtype=dtype, budget=2 * 4 * 53 * 5, **mods)
        for name, a, b in zip(("out", "lse", "dq", "dk", "dv"), [out, lse, *grads], mine):
            err = (a.double() - b.double()).abs().max().item()
            assert err <= tol * (1 + a.double().abs().max().item()), (name, dtype, err)


# ---- isa: spill verdicts ----

def _amdisa():
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import amdisa
    return amdisa


def _row(**kw):
    row = dict(impl="featherattn", arch="gfx1201", kernel="dkdv", head_dim=128, dtype="bf16",
               causal=True, varlen=True, config=[64, 64, 16, 1, 64, 0], vgprs=256, vgpr_spills=0,
               sgpr_spills=0, scratch_bytes=0, loop_scratch_bytes=0, any_loop_scratch_bytes=0,
               occupancy=8)
    return dict(row, **kw)


def test_spill_lines_none():
    rows = [_row(), _row(kernel="dq"), dict(impl="aiter", kernel="fwd", head_dim=64, causal=False,
                                          error="amd-aiter unavailable")]
    assert _amdisa().spill_lines(rows) == ["0 of 2 rows spill; 1 rows did not compile"]
    assert not any("spill_verdict" in r for r in rows)


def test_spill_lines_say_where_and_what_it_costs():
    """Each spilling row gets a line (where its scratch traffic is: main loop, another loop,
    outside every loop, or not recorded; occupancy) and the verdict in its JSON; the last line
    counts them."""
    amdisa = _amdisa()
    rows = [_row(),
            _row(features="softcap+window", vgpr_spills=1, scratch_bytes=8),
            _row(kernel="dq", vgpr_spills=40, scratch_bytes=160, loop_scratch_bytes=96,
                 any_loop_scratch_bytes=96, occupancy=4, sgpr_spills=3),
            _row(kernel="fwd", varlen=False, scratch_bytes=16, any_loop_scratch_bytes=16),
            _row(impl="aiter", kernel="fwd", causal=False, varlen=False, config=[128, 16, 8, 1, 0],
                 vgpr_spills=2, scratch_bytes=None, any_loop_scratch_bytes=None)]
    lines = amdisa.spill_lines(rows)
    assert lines[0] == ("spill: gfx1201 dkdv D128 bf16 causal packed softcap+window "
                        "(64, 64, 16, 1, 64, 0): 1 VGPR spilled, 8 B scratch — outside every "
                        "loop: paid once per program, minor beside the main loop; occupancy 8")
    assert lines[1].startswith("spill: gfx1201 dq D128 bf16 causal packed (64, 64, 16, 1, 64, 0): "
                               "40 VGPR spilled, 160 B scratch — costly: 96 B of scratch traffic")
    assert "occupancy 4 (below AITER's 5); 3 SGPR spilled" in lines[1]
    assert "0 VGPR spilled, 16 B scratch — in a loop around or beside the main one (16 B" in lines[2]
    assert lines[3].startswith("spill: gfx1201 aiter fwd D128 bf16 (128, 16, 8, 1, 0): 2 VGPR "
                               "spilled, unknown B scratch — not in the main loop; whether")
    assert lines[4] == "4 of 5 rows spill (1 in the main loop)" and len(lines) == 5
    assert [("spill_verdict" in r) for r in rows] == [False, True, True, True, True]
    assert rows[2]["spill_verdict"].startswith("costly")


def test_sgpr_spills_get_a_verdict_too():
    """A row whose only spill is SGPRs (Triton 3.8's newest tables have 2-4 such rows per
    arch) gets a line and a verdict: kept in VGPR lanes, and how many lane moves each
    main-loop iteration makes; SGPRs that went to scratch take the scratch verdict."""
    amdisa = _amdisa()
    rows = [_row(sgpr_spills=2, loop_lane_moves=0, any_loop_lane_moves=0),
            _row(kernel="dq", sgpr_spills=5, loop_lane_moves=6, any_loop_lane_moves=6),
            _row(kernel="fwd", sgpr_spills=1),
            _row(kernel="fwd", sgpr_spills=4, loop_lane_moves=0, any_loop_lane_moves=3),
            _row(kernel="fwd", head_dim=64, sgpr_spills=4, scratch_bytes=16, loop_scratch_bytes=16,
                 any_loop_scratch_bytes=16)]
    lines = amdisa.spill_lines(rows)
    assert lines[0].startswith("spill: gfx1201 dkdv D128 bf16 causal packed (64, 64, 16, 1, 64, 0): "
                               "0 VGPR spilled, 0 B scratch — SGPRs kept in VGPR lanes, no "
                               "scratch: no lane move in any loop, paid once per program")
    assert lines[0].endswith("; occupancy 8; 2 SGPR spilled")
    assert "6 lane moves (v_writelane / v_readlane) per main-loop iteration" in lines[1]
    assert "whether in a loop is not recorded" in lines[2]
    assert "no lane move in the main loop, 3 in a loop around or beside it" in lines[3]
    assert "costly: 16 B of scratch traffic" in lines[4] and "4 SGPR spilled" in lines[4]
    assert lines[5] == "5 of 5 rows spill (1 in the main loop), 4 only SGPRs into VGPR lanes"


def test_lane_moves_are_counted_in_the_main_loop_only():
    """loop_lane_moves: v_writelane / v_readlane in the WMMA loop's own blocks; with
    every_loop, in every loop's (an outer loop's too), never outside a loop."""
    amdisa = _amdisa()
    asm = """\t.text
kern:
\tv_writelane_b32 v200, s4, 0
.LBB0_1:
\tv_readlane_b32 s7, v200, 3
.LBB0_2:
\tv_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]
\tv_readlane_b32 s5, v200, 1
\tv_writelane_b32 v200, s6, 2
\ts_cbranch_scc1 .LBB0_2
; %bb.3:
\ts_cbranch_scc1 .LBB0_1
; %bb.4:
\tv_readlane_b32 s4, v200, 0
\ts_endpgm
"""
    k = amdisa.rdna_model.Kernel(asm)
    assert amdisa._loop_lane_moves(k) == 2
    assert amdisa._loop_lane_moves(k, every_loop=True) == 3


@on_gpu
def test_report_without_pytest(tmp_path):
    """`python bench.py report` with pytest unimportable: its correctness checks ran on
    test_featherattn.py's reference."""
    rc, out = _bench(tmp_path, "report", block=["pytest"])
    assert rc == 0 and "Traceback" not in out, out[-3000:]
    assert out.count(": OK") == 6, out[-3000:]
    assert "correctness: all OK" in (tmp_path / "featherattn-report.txt").read_text()


class _Nudge(torch.autograd.Function):
    """Identity forward; the backward adds `delta` to the gradient (a wrong dQ, dK or dV)."""

    @staticmethod
    def forward(ctx, t, delta):
        ctx.delta = delta
        return t.view_as(t)

    @staticmethod
    def backward(ctx, g):
        return g + ctx.delta.to(g.dtype), None


@pytest.mark.parametrize("wrong", ["out", "dq", "dk", "dv", "lse"])
def test_bench_verdicts_catch_a_wrong_kernel(wrong, monkeypatch, tmp_path):
    """bench.py's verdicts (the CPU check, the report's correctness lines and exit status)
    against a kernel wrong by 0.05 at one value of one result: each says so. A verdict that
    says OK about a wrong kernel tells the user who runs it that all is well. (The right
    kernel's OK is test_dropin's test_bench_report_writes_one_file; lse, which no verdict
    reads, must leave them OK.)"""
    real = bench.fa.flash_attn_func

    def wrong_kernel(q, k, v, *args, **kw):
        at = (0, 5, 1, 3)
        if wrong in ("dq", "dk", "dv"):
            t = {"dq": q, "dk": k, "dv": v}[wrong]
            delta = torch.zeros_like(t, dtype=torch.float32)
            delta[at] = 0.05
            q, k, v = (_Nudge.apply(x, delta) if x is t else x for x in (q, k, v))
        res = real(q, k, v, *args, **kw)
        if wrong == "out":
            out = res[0] if isinstance(res, tuple) else res
            bump = torch.zeros_like(out)
            bump[at] = 0.05
            res = (out + bump, *res[1:]) if isinstance(res, tuple) else out + bump
        elif wrong == "lse" and isinstance(res, tuple):
            res = (res[0], res[1] + 0.05, *res[2:])
        return res
    monkeypatch.setattr(bench.fa, "_HAS_TRITON", False)  # the reference path: quick
    monkeypatch.setattr(bench.fa, "_WARNED", {("route", "reference", "reference")})
    monkeypatch.setattr(bench.fa, "flash_attn_func", wrong_kernel)
    right = wrong == "lse"
    lines, ok = bench.correctness_checks(torch.device("cpu"))
    assert ok == right and (("TOO LARGE" in "\n".join(lines)) != right), lines
    assert (bench.cpu_sanity() == 0) == right
    path = tmp_path / "report.txt"
    assert (bench.report(str(path)) == 0) == right
    assert ("correctness: all OK" in path.read_text()) == right


@pytest.mark.parametrize("os_name", ["posix", "nt"])
def test_the_cpu_run_starts_again_in_the_interpreter(monkeypatch, os_name):
    """Without a GPU or TRITON_INTERPRET, bench.py starts itself again with TRITON_INTERPRET=1
    and the same arguments: by exec on POSIX; on Windows, whose exec leaves a detached
    process behind a returned prompt, as a child whose exit status it returns."""
    import types
    import bench
    calls = []
    monkeypatch.setattr(bench.fa, "_INTERPRET", False)
    monkeypatch.setattr(bench.torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(bench, "missing", lambda command, gpu: None)
    monkeypatch.setattr(bench.os, "name", os_name)
    monkeypatch.setattr(bench.subprocess, "run", lambda argv, env: calls.append(
        ("child", argv, env)) or types.SimpleNamespace(returncode=3))

    def execve(path, argv, env):
        calls.append(("exec", argv, env))
        raise SystemExit(0)
    monkeypatch.setattr(bench.os, "execve", execve)
    try:
        status = bench.main(["bwd", "--headline"])
    except SystemExit:
        status = None
    (how, argv, env), = calls
    assert how == ("child" if os_name == "nt" else "exec") and status == (3 if how == "child" else None)
    assert argv[-2:] == ["bwd", "--headline"] and env["TRITON_INTERPRET"] == "1"



def test_bench_without_tools_says_where_they_are(monkeypatch, tmp_path):
    """bench.py copied alone (or beside a pip-installed featherattn) has no tools/: report's
    RDNA estimate gives a line naming the missing tool in place of the estimate, never an
    ImportError out of `bench.py report`; a non-RDNA arch asks for no tool."""
    monkeypatch.setattr(bench, "TOOLS", str(tmp_path))
    monkeypatch.setattr(sys, "path", [p for p in sys.path if os.path.basename(p) != "tools"])
    monkeypatch.delitem(sys.modules, "amdisa", raising=False)
    got = bench._rdna_predictions("gfx1151")
    assert set(got) == {"error"} and "tools/amdisa.py is not beside this bench.py" in got["error"]
    assert bench._rdna_predictions("sm90") == {}
    with pytest.raises(ImportError, match="clone of the FeatherAttn repository"):
        bench._amdisa()
