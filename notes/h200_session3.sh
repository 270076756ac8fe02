#!/usr/bin/env bash
# Session 3 (2026-11-30) H200 run: GPU tests in the background while the diagnostic
# variants compile, then the timed causal/softcap diagnostics and the host-time matrix.
set -u
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site || exit 1
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,clocks.sm --format=csv,noheader | tee $OUT/gpu.txt
lscpu | grep -i "numa\|socket\|model name\|^CPU(s)" >> $OUT/gpu.txt; nproc >> $OUT/gpu.txt
step=${1:-all}
if [ "$step" = all ] || [ "$step" = diag ]; then
  (timeout 420 python -m pytest -q -n 6 -p no:cacheprovider test_featherattn.py -k "not rdna" > $OUT/tests.log 2>&1; echo "tests rc $?" >> $OUT/tests.log) &
  for v in v01 v02 split nodelta nokeybound fasttanh; do
    timeout 300 python notes/diag_causal.py /dev/null --warm $v > $OUT/warm-$v.log 2>&1 &
  done
  wait  # the tests too: nothing else on the GPU while timing
  echo "warm and tests done $(date +%T)"; tail -3 $OUT/tests.log
  timeout 240 python notes/diag_causal.py $OUT/causal.json 2>&1 | grep -v Warn | tee $OUT/causal.log
fi
if [ "$step" = all ] || [ "$step" = host ]; then
  timeout 90 python notes/diag_host6.py $OUT/host-all.json all 2>&1 | tee $OUT/host.log
  timeout 90 taskset -c 2 python notes/diag_host6.py $OUT/host-1core.json 1core 2>&1 | tee -a $OUT/host.log
  timeout 90 taskset -c 2,3 python notes/diag_host6.py $OUT/host-2core.json 2core 2>&1 | tee -a $OUT/host.log
fi
