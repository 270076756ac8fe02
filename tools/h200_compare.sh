#!/usr/bin/env bash
# On the device machine (the `run` tool, one H200): GPU tests, then bench.py's backward headline
# and feature tables for this tree and an older commit's, alternating, results under $OUT.
#   OLD    folder holding the older commit's featherattn.py, bench.py, test_featherattn.py
#          (made here with `git show C:featherattn.py > DIR/featherattn.py` etc.; carried
#          with `.whl`, the amd-aiter wheel from `pip download --no-deps amd-aiter -d .whl`)
#   TESTS  pytest arguments (default: the three GPU test files); TESTS=none skips the tests
#   TEST_TIMEOUT seconds for the tests (default 280)
#   ROUNDS backward headline rounds, new then old (default 2)
#   FEATURES=0 skips the feature tables
# Issue 39's run 1 was `OLD=h200run/old bash tools/h200_compare.sh`; its run 2
# `OLD=h200run/old ROUNDS=1 FEATURES=0 TESTS='-n 4 test_featherattn.py -k "reduce_overhead or
# whole_surface or compile or sinks or nan_spreads or feature_grid or sdpa_layout"'`.
set -x
OLD=${OLD:?OLD: the folder of the older commit}
TESTS=${TESTS:--n 14 test_featherattn.py tests/test_dropin.py tests/test_tools.py}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/machine.txt"
python -c "import torch, triton, numpy; print(torch.__version__, triton.__version__, numpy.__version__)" \
    | tee -a "$OUT/machine.txt"
if [ "$TESTS" != none ]; then
    eval "timeout ${TEST_TIMEOUT:-280} python -m pytest -q -p no:cacheprovider $TESTS" 2>&1 \
        | tail -40 | tee "$OUT/gpu-tests.txt"
fi
for ((i = 0; i < ${ROUNDS:-2}; i++)); do
    echo "## new" | tee -a "$OUT/bwd.txt"
    timeout 100 python bench.py bwd --headline 2>&1 | tee -a "$OUT/bwd.txt"
    echo "## old ($OLD)" | tee -a "$OUT/bwd.txt"
    (cd "$OLD" && timeout 100 python bench.py bwd --headline) 2>&1 | tee -a "$OUT/bwd.txt"
done
if [ "${FEATURES:-1}" != 0 ]; then
    timeout 60 python bench.py features 2>&1 | tee -a "$OUT/features.txt"
    (cd "$OLD" && timeout 60 python bench.py features) 2>&1 | tee -a "$OUT/features.txt"
    timeout 60 python bench.py features 2>&1 | tee -a "$OUT/features.txt"
fi
