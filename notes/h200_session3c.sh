#!/usr/bin/env bash
# Session 3 (2026-11-30), third H200 run: backward variants (dK/dV split, dQ tiles at D64)
# against v0.1, and the batch-1 train step with the autograd engine's threads on and off.
set -u
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site || exit 1
export PYTHONUNBUFFERED=1
for v in v01 cur nosplit; do
  timeout 240 python notes/diag_bwd_variants.py /dev/null --warm $v > $OUT/warm-$v.log 2>&1 &
done
wait
timeout 150 python notes/diag_bwd_variants.py $OUT/variants.json 2>&1 | grep -v Warn | tee $OUT/variants.log
FEATHERATTN_CACHE_DIR=/tmp/empty timeout 200 python notes/diag_train_threads.py $OUT/train_threads.json 2>&1 | grep "^{" | tee $OUT/train_threads.log
