#!/usr/bin/env bash
# Session 3 (2026-11-30), final runs on nvidia-h200-x2: "tests" = the GPU test suite, then the
# two-GPU tests (ring-flash-attn, FSDP2); "bench" = bench.py --headline, train at batch 1
# (3 alternating rounds, with one-thread rows) and batch 4.
set -u
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site || exit 1
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
case "$1" in
  tests)
    timeout 300 python -m pytest -q -n 8 -p no:cacheprovider test_featherattn.py -k "not rdna and not two_gpus" 2>&1 | tee $OUT/tests.log | tail -8
    timeout 240 python -m pytest -q -s -rs -p no:cacheprovider test_featherattn.py -k two_gpus 2>&1 | grep -v Warn | tee $OUT/tests-2gpu.log | tail -25 ;;
  bench)
    FEATHERATTN_CACHE_DIR=/tmp/empty timeout 330 python bench.py --headline --json $OUT/bench.json 2>&1 | grep -v Warn | tee $OUT/bench.log | tail -60
    FEATHERATTN_CACHE_DIR=/tmp/empty timeout 200 python bench.py train --one-thread --json $OUT/train1.json 2>&1 | grep -v Warn | tail -12 | tee $OUT/train1.log
    FEATHERATTN_CACHE_DIR=/tmp/empty timeout 120 python bench.py train --batch 4 --rounds 1 --json $OUT/train4.json 2>&1 | grep -v Warn | tail -8 | tee $OUT/train4.log ;;
esac
