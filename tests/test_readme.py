"""The README says only what the code does: its Python examples run (on the CPU too), and every
function, custom op, environment switch, bench.py subcommand and flag, link and results file it
names exists. A renamed function or switch fails here until the README follows."""

import ast
import os
import re
import subprocess
import sys

import pytest
import torch

import featherattn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

with open(os.path.join(ROOT, "README.md")) as f:
    README = f.read()
with open(os.path.join(ROOT, "featherattn.py")) as f:
    MODULE_SOURCE = f.read()

# A ```python block runs unless the line before it is <!-- no-run: reason -->; those compile.
_BLOCK = re.compile(r"(?:^(<!--[^\n]*-->)\n)?^```python\n(.*?)^```", re.S | re.M)


def _python_blocks():
    blocks = []
    for m in _BLOCK.finditer(README):
        line = README.count("\n", 0, m.start(2))  # the block's first line, 1-based after the fence
        comment = m.group(1) or ""
        if comment.startswith("<!-- no-run") and not re.match(r"<!-- no-run: \S.*-->$", comment):
            raise AssertionError(f"README line {line}: a no-run comment needs a reason: {comment}")
        blocks.append((line, m.group(2), comment.startswith("<!-- no-run")))
    return blocks


def test_readme_has_python_examples_that_run():
    blocks = _python_blocks()
    assert sum(not skip for _, _, skip in blocks) >= 2, blocks
    # The first example is the one that states the layout.
    assert "(batch, seqlen, nheads, headdim)" in blocks[0][1] and not blocks[0][2]


def test_readme_python_blocks_compile():
    for line, code, _ in _python_blocks():
        compile(code, f"README.md:{line}", "exec")


def test_readme_python_blocks_run(tmp_path):
    """The runnable blocks, in order, in one fresh process (they share names, as a reader
    running them one after the other would; a patch they make cannot leak into other tests).
    On a machine without a GPU they run on the CPU: the reference, or the Triton kernels in
    the interpreter where TRITON_INTERPRET=1 is set."""
    parts = []
    for line, code, skip in _python_blocks():
        if not skip:
            parts.append(f"# README.md:{line}\n" + code)
    script = tmp_path / "readme_blocks.py"
    script.write_text("\n".join(parts))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([ROOT, os.environ.get("PYTHONPATH", "")]))
    res = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, (res.stdout + res.stderr)[-4000:]


def _names(pattern):
    return sorted(set(re.findall(pattern, README)))


def test_every_featherattn_name_in_the_readme_exists():
    attrs = _names(r"\b(?:featherattn|fa)\.([A-Za-z_]\w*)")
    imported = [n.strip() for group in re.findall(r"from featherattn import ([\w ,]+)", README)
                for n in group.split(",") if n.strip()]
    names = sorted((set(attrs) - {"py"}) | set(imported))
    assert "flash_attn_func" in names and "patch_sdpa" in names, names
    missing = [n for n in names if not hasattr(featherattn, n)]
    assert not missing, f"README names featherattn.{missing}, which the module does not have"
    public = set(featherattn.__all__)
    private = [n for n in names if n not in public]
    assert not private, f"README names {private}, which are not in featherattn.__all__"


def test_every_custom_op_in_the_readme_exists():
    ops = _names(r"featherattn::(\w+)")
    assert ops, "the README names the custom ops torch.compile goes through"
    for op in ops:
        assert hasattr(torch.ops.featherattn, op), f"README names featherattn::{op}"


SWITCHES = _names(r"\b(FEATHERATTN_[A-Z0-9_]*[A-Z0-9])\b")


def test_readme_names_every_switch_of_the_module():
    """Both ways: every switch the README names is read by featherattn.py, and every switch
    the module reads is in the README's table."""
    in_module = set(re.findall(r"[\"'](FEATHERATTN_[A-Z0-9_]+)[\"']", MODULE_SOURCE))
    assert set(SWITCHES) - in_module == set(), \
        f"README names {sorted(set(SWITCHES) - in_module)}; featherattn.py reads {sorted(in_module)}"
    table = README.split("## Environment switches", 1)[1].split("\n## ", 1)[0]
    missing = [n for n in sorted(in_module) if f"`{n}" not in table]
    assert not missing, f"featherattn.py reads {missing}; the README's switch table lacks them"


@pytest.mark.parametrize("name", SWITCHES)
def test_each_switch_in_the_readme_is_checked_at_a_call(name, monkeypatch):
    """The README's promise for each switch: a bad value raises a ValueError naming it."""
    monkeypatch.setenv(name, "bogus")
    q = torch.randn(1, 8, 2, 16, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match=name):
        featherattn.flash_attn_func(q, q, q)


def _bench_cli():
    """bench.py's commands (its COMMANDS table) and its --flags, read from its argparse calls (a flag made by
    f"--{name}" in a loop: each name of the tuple the loop walks)."""
    with open(os.path.join(ROOT, "bench.py")) as f:
        tree = ast.parse(f.read())

    def add_arguments(node):
        return [n for n in ast.walk(node) if isinstance(n, ast.Call)
                and getattr(n.func, "attr", "") == "add_argument"]

    commands, flags = set(), {"--help"}  # (argparse's own)
    for call in add_arguments(tree):
        for arg in call.args:
            if isinstance(arg, ast.Constant) and str(arg.value).startswith("--"):
                flags.add(arg.value)
            elif isinstance(arg, ast.Constant) and arg.value == "command":
                commands |= {c for kw in call.keywords if kw.arg == "choices"
                             for c in ast.literal_eval(kw.value)}
    for node in tree.body:  # COMMANDS = {name: help, ...}: the subcommands
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "COMMANDS":
            commands |= {k.value for k in node.value.keys}
    for loop in ast.walk(tree):
        if isinstance(loop, ast.For) and isinstance(loop.iter, ast.Tuple) and any(
                isinstance(a, ast.JoinedStr) for c in add_arguments(loop) for a in c.args):
            flags |= {"--" + ast.literal_eval(elt.elts[0]) for elt in loop.iter.elts}
    return commands, flags


def test_every_bench_subcommand_and_flag_in_the_readme_exists():
    commands, flags = _bench_cli()
    assert {"report", "tune", "isa"} <= commands, commands
    used = _names(r"bench\.py\s+([a-z]\w*)")
    assert "report" in used, "the README asks AMD users for `python bench.py report`"
    assert not set(used) - commands, f"README names bench.py {sorted(set(used) - commands)}"
    # Flags: those in a `...` span that runs bench.py, and the tune paragraph's flags.
    spans = [s for s in re.findall(r"`([^`\n]+)`", README) if "bench.py" in s]
    tune = README.split("`python bench.py tune`", 1)[1].split("\n\n", 1)[0]
    used_flags = set(re.findall(r"(?<![\w-])(--[a-z][\w-]*)", " ".join(spans) + tune))
    assert not used_flags - flags, f"README gives bench.py {sorted(used_flags - flags)}"


def test_every_test_the_readme_selects_exists():
    """`pytest -k NAME` in the README selects at least one test function."""
    sources = []
    for path in [os.path.join(ROOT, "test_featherattn.py")] + [
            os.path.join(ROOT, "tests", n) for n in os.listdir(os.path.join(ROOT, "tests"))
            if n.startswith("test_") and n.endswith(".py")]:
        with open(path) as f:
            sources.append(f.read())
    tests = set(re.findall(r"^def (test_\w+)", "\n".join(sources), re.M))
    for name in _names(r"pytest[^`\n]*?-k (\w+)"):
        assert any(name in t for t in tests), f"README's `-k {name}` selects no test"


def test_readme_links_and_results_exist():
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", README):
        if "://" in target:
            continue
        assert os.path.exists(os.path.join(ROOT, target)), f"README links to {target}"
    for name in re.findall(r"docs/results/([\w.-]+[\w])", README):
        assert os.path.exists(os.path.join(ROOT, "docs", "results", name)), name
    for path in re.findall(r"\b((?:docs|tools|tests)/[\w/.-]+\.(?:md|py))\b", README):
        assert os.path.exists(os.path.join(ROOT, path)), f"README names {path}"


def test_readme_is_short_and_answers_the_speed_question_early():
    lines = README.splitlines()
    assert len(lines) <= 300, f"README is {len(lines)} lines; history belongs in docs/perf.md"
    head = "\n".join(lines[:60])
    assert "## What speed to expect" in head
    for arch in ("gfx1100", "gfx1151", "gfx1201"):
        assert re.search(rf"^\|[^\n]*{arch}[^\n]*\|", head, re.M), f"no {arch} row in the first 60 lines"
    assert "estimate" in head and "No AMD GPU has timed FeatherAttn" in head
