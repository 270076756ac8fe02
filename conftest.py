"""The repository's pytest set-up, and nothing else: without a GPU the Triton kernels run through
Triton's interpreter, which featherattn reads at import, so TRITON_INTERPRET=1 is set before
any test file imports it. test_featherattn.py does not need this file (a vendored copy is run
with TRITON_INTERPRET=1 on the command line, or on a GPU)."""

import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def no_tuning(monkeypatch):
    """On an AMD GPU, no repository test runs Triton's autotuner at each new key it reaches;
    test_featherattn.py sets the same for itself, and its tuning tests turn it back on."""
    monkeypatch.setenv("FEATHERATTN_TUNE", "0")


# tests/test_isa.py compiles a sample of the shipped RDNA configs on three arches: ~3.5
# CPU-minutes an arch when Triton's cache is cold (every kernel change), seconds warm. Run
# last on one worker, as collection order and xdist's default scheduler left them, the full
# set was 28 of a 43-minute CI run (2026-12-03); first, with idle workers taking queued tests
# from busy ones, the other tests run beside them. On a GPU machine they go last: the GPU tests are what it is there for.
def pytest_collection_modifyitems(items):
    gpu = torch.cuda.is_available()
    items.sort(key=lambda item: item.nodeid.startswith("tests/test_isa.py") == gpu)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """`-n auto` (xdist's "load"): work stealing instead (xdist >= 3.2); other --dist kept."""
    try:
        from xdist.scheduler import WorkStealingScheduling
    except ImportError:
        return None
    return WorkStealingScheduling(config, log) if config.getvalue("dist") == "load" else None
