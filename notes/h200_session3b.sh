#!/usr/bin/env bash
# Session 3 (2026-11-30), second H200 run: per-kernel backward times (v0.1, v0.2, working
# tree), dK/dV and dQ tile tuning on the headline shapes, host time and the batch-1 train step.
set -u
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site || exit 1
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
for v in v01 v02 cur; do
  timeout 240 python notes/diag_bwd_kernels.py /dev/null --warm $v > $OUT/warm-$v.log 2>&1 &
done
wait
timeout 150 python notes/diag_bwd_kernels.py $OUT/kernels.json 2>&1 | grep -v Warn | tee $OUT/kernels.log
FEATHERATTN_CACHE_DIR=/tmp/tuned timeout 300 python -c "
import bench
shapes = [(B, H, Hk, Nq, D, c) for B, H, Hk, Nq, Nk, D, c in bench.SHAPES[:4]]
bench.tune(shapes, jobs=15, kernels=('dkdv', 'dq'))
" 2>&1 | grep -v Warn | tee $OUT/tune.log
timeout 80 python notes/diag_host6.py $OUT/host.json all 2>&1 | tee $OUT/host.log
FEATHERATTN_CACHE_DIR=/tmp/empty timeout 150 python bench.py train --json $OUT/train1.json 2>&1 | grep -v Warn | tail -12 | tee $OUT/train1.log
