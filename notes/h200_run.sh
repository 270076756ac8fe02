#!/usr/bin/env bash
# One H200 session's measurements (device tool): install the wheels carried in .whl (amd-aiter,
# pytest-xdist), then the step named by $1. Everything lands in $OUT.
set -u
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site || exit 1
export PYTHONUNBUFFERED=1 TRITON_DEFAULT_FP_FUSION=1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv,noheader
case "$1" in
  tests)  timeout 500 python -m pytest -q -n 8 -p no:cacheprovider test_featherattn.py -k "not rdna" 2>&1 | tee $OUT/tests.log | tail -15 ;;
  host)   python notes/diag_host2.py 2>&1 | tee $OUT/host.log ;;
  bench)  FEATHERATTN_CACHE_DIR=/tmp/empty timeout 570 python bench.py --headline --json $OUT/bench.json 2>&1 | tee $OUT/bench.log | grep -v Warn ;;
  tune-train)
          FEATHERATTN_CACHE_DIR=/tmp/tuned timeout 300 python bench.py tune --shapes bench --jobs 15 2>&1 | tee $OUT/tune.log | grep -v Warn
          FEATHERATTN_CACHE_DIR=/tmp/empty timeout 150 python bench.py train --json $OUT/train1.json 2>&1 | tee $OUT/train1.log | tail -9
          FEATHERATTN_CACHE_DIR=/tmp/empty timeout 120 python bench.py train --batch 4 --json $OUT/train4.json 2>&1 | tee $OUT/train4.log | tail -7 ;;
esac
