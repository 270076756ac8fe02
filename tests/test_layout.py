"""The repository's shape: every test file is collected by the README's command, and
test_featherattn.py runs on its own beside featherattn.py (what a vendoring user copies)."""

import ast
import fnmatch
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIP_DIRS = {".git", "__pycache__", "node_modules", ".venv", "venv", "build", "dist", ".whl"}


def _testpaths():
    """pyproject's [tool.pytest.ini_options] testpaths (read by hand: tomllib is 3.11+)."""
    with open(os.path.join(ROOT, "pyproject.toml")) as f:
        text = f.read()
    line = next(l for l in text.splitlines() if l.startswith("testpaths"))
    return ast.literal_eval(line.split("=", 1)[1].strip())


def _repository_files():
    """The repository's files, relative to ROOT: in a git clone, what git tracks or would
    track (ignored files are left out: a developer's run folders and venvs, which CI's fresh
    clone lacks); elsewhere (an unpacked sdist), every file outside SKIP_DIRS."""
    if os.path.isdir(os.path.join(ROOT, ".git")) and shutil.which("git"):
        listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"],
                                cwd=ROOT, capture_output=True, text=True)
        if listed.returncode == 0:  # (else, e.g. a clone git calls unsafe: the walk)
            return [os.path.normpath(p) for p in listed.stdout.splitlines()
                    if os.path.isfile(os.path.join(ROOT, p))]
    files = []
    for top, dirs, names in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.startswith(".")]
        files += [os.path.relpath(os.path.join(top, n), ROOT) for n in names]
    return files


def _test_files():
    return [f for f in _repository_files()
            if os.path.basename(f).startswith("test_") and f.endswith(".py")]


def test_every_test_file_is_collected():
    """pyproject's testpaths (the README's `python -m pytest`) reach every test_*.py in the
    repository: a file outside them is a file CI never runs."""
    paths = [os.path.normpath(p) for p in _testpaths()]
    missed = [f for f in _test_files()
              if not any(f == p or f.startswith(p + os.sep) for p in paths)]
    assert not missed, f"test files outside pyproject's testpaths {paths}: {missed}"
    assert "test_featherattn.py" in paths and "tests" in paths


def test_test_featherattn_imports_only_what_a_user_has():
    """The vendored test file needs featherattn.py, torch and pytest: no conftest, nothing of
    tests/ or tools/."""
    with open(os.path.join(ROOT, "test_featherattn.py")) as f:
        tree = ast.parse(f.read())
    # numpy: one argument-type case, skipped where it is not installed
    allowed = {"featherattn", "torch", "pytest", "triton", "numpy"} | set(sys.stdlib_module_names)
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module.split(".")[0])
    # test_featherattn: its own subprocess scripts import it by name
    assert names - allowed <= {"test_featherattn"}, names - allowed


def _interpreter_refuses_numpy():
    import numpy
    import triton
    older = tuple(int(x) for x in triton.__version__.split(".")[:2]) < (3, 7)
    return older and tuple(int(x) for x in numpy.__version__.split(".")[:2]) >= (2, 4)


@pytest.mark.parametrize("case", ["interpreter", "no-interpreter", "no-numpy"])
def test_test_featherattn_collects_alone(tmp_path, case):
    """Copied alone beside featherattn.py (no conftest.py, no pyproject), the file collects
    its cases; where it cannot run them (no GPU and no TRITON_INTERPRET; the interpreter
    without numpy) it fails at collection with one line saying what to do, not exit status 5
    with "1 skipped". It never sets TRITON_INTERPRET itself (featherattn reads it at import,
    for the user's whole process)."""
    import torch
    if torch.cuda.is_available() and case != "interpreter":
        pytest.skip("a GPU runs the file without the interpreter")
    for name in ("featherattn.py", "test_featherattn.py"):
        shutil.copy(os.path.join(ROOT, name), tmp_path / name)
    env = {k: v for k, v in os.environ.items() if k not in ("TRITON_INTERPRET", "PYTHONPATH")}
    if case != "no-interpreter":
        env["TRITON_INTERPRET"] = "1"
    if case == "no-numpy":  # numpy unimportable, as on a machine without it
        (tmp_path / "sitecustomize.py").write_text("import sys\nsys.modules['numpy'] = None\n")
        env["PYTHONPATH"] = str(tmp_path)
    res = subprocess.run([sys.executable, "-m", "pytest", "-q", "--co", "-p", "no:cacheprovider",
                          "test_featherattn.py"], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=300)
    out = res.stdout + res.stderr
    if case == "interpreter" and _interpreter_refuses_numpy():
        # Triton 3.4-3.6's interpreter with numpy >= 2.4 (the H200's image): one line saying
        # what to install.
        assert res.returncode not in (0, 5) and "pip install 'numpy<2.4'" in out, out[-3000:]
    elif case == "interpreter":
        assert res.returncode == 0, out[-3000:]
        count = re.search(r"(\d+) tests? collected", out)
        assert count and int(count.group(1)) > 300, out[-500:]
    else:
        why = "TRITON_INTERPRET=1 python -m pytest" if case == "no-interpreter" else "needs numpy"
        assert res.returncode not in (0, 5) and why in out and "Traceback" not in out, out[-3000:]
    with open(os.path.join(ROOT, "test_featherattn.py")) as f:
        source = f.read()
    assert 'environ.setdefault("TRITON_INTERPRET"' not in source
    assert 'environ["TRITON_INTERPRET"] =' not in source


# ---- docs/results: only cited evidence, each file indexed with its producer ----

RESULTS = os.path.join(ROOT, "docs", "results")


def _index_rows():
    """docs/results/README.md's table: file name -> (its "made by" cell, the whole row)."""
    rows = {}
    with open(os.path.join(RESULTS, "README.md")) as f:
        for line in f:
            if line.startswith("| ["):
                cells = line.split("|")
                for name in re.findall(r"\[([^\]]+)\]\(", cells[1]):
                    rows[name] = (cells[6], line)
    return rows


def _cited_text():
    text = []
    for path in [os.path.join(ROOT, "README.md")] + [
            os.path.join(ROOT, "docs", n) for n in os.listdir(os.path.join(ROOT, "docs"))
            if n.endswith(".md")]:
        with open(path) as f:
            text.append(f.read())
    return "\n".join(text)


def test_every_results_file_is_cited_and_indexed():
    """A file in docs/results is evidence for something the README (or a docs page) says:
    cited there by name (a `*` pattern counts), and indexed in docs/results/README.md."""
    cited = _cited_text()
    patterns = set(re.findall(r"docs/results/([\w.*-]+)", cited))
    index = _index_rows()
    for name in sorted(os.listdir(RESULTS)):
        if name == "README.md" or (os.path.isdir(os.path.join(RESULTS, name))
                                   and not os.listdir(os.path.join(RESULTS, name))):
            continue  # (an empty folder git does not hold)
        assert any(fnmatch.fnmatch(name, p) for p in patterns), \
            f"docs/results/{name} is cited by neither README.md nor docs/*.md"
        assert name in index, f"docs/results/{name} has no row in docs/results/README.md"
    missing = [n for n in index if not os.path.exists(os.path.join(RESULTS, n))]
    assert not missing, f"docs/results/README.md indexes files that are not there: {missing}"


def test_every_results_producer_is_in_the_repository():
    """Each index row names the command that made its file and a commit; every script it
    names is in the repository (not a developer's device folder)."""
    files = set(_repository_files())
    for name, (made, row) in _index_rows().items():
        assert re.search(r"\b[0-9a-f]{7,40}\b", row), f"{name}: no commit in its row {row!r}"
        assert ".device/" not in made, f"{name}: made by a script outside the repository"
        for script in re.findall(r"(?:^|[\s`])((?:tools/|\.\./)?[\w/]+\.(?:py|sh))\b", made):
            if script.startswith("tests/test_flash_attn.py") or script == "test_flash_attn.py":
                continue  # flash-attn's own test file, pinned by its commit
            assert os.path.normpath(script) in files, f"{name}: {script} is not in the repository"


def test_tools_are_listed_and_point_at_no_developer_machine():
    """Every tool is in docs/README.md with its use, and none defaults to a path of one
    developer's machine."""
    with open(os.path.join(ROOT, "docs", "README.md")) as f:
        listing = f.read()
    for path in _repository_files():
        if not path.startswith("tools" + os.sep) or not path.endswith((".py", ".sh")):
            continue
        rel = os.path.relpath(path, "tools")
        folder = os.path.dirname(rel)  # (a tool in a folder of its own: the folder listed)
        assert f"tools/{rel}" in listing or (folder and f"tools/{folder}/" in listing), \
            f"tools/{rel} is not listed in docs/README.md"
        with open(os.path.join(ROOT, path)) as f:
            source = f.read()
        for home in ("/work/", "/home/", "/tmp/spill", "/Users/"):
            assert home not in source, f"tools/{rel} names a developer's path ({home})"


def test_every_script_parses():
    """Every shell script and Python file in the repository parses (`bash -n`, `compile`):
    a results file's producer that cannot run (tools/h200_compare.sh once had an apostrophe
    inside ${OLD:?...}, an unterminated quote) fails here, not on the next GPU lease."""
    bash = shutil.which("bash")
    for path in _repository_files():
        full = os.path.join(ROOT, path)
        if path.endswith(".sh") and bash:
            done = subprocess.run([bash, "-n", full], capture_output=True, text=True)
            assert done.returncode == 0, f"{path} does not parse: {done.stderr.strip()}"
        elif path.endswith(".py"):
            with open(full, encoding="utf-8") as f:
                compile(f.read(), path, "exec")
