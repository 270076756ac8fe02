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
