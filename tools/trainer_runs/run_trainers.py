"""Run each README trainer-table row's attention code with FeatherAttn patched in, on the CPU
(TRITON_INTERPRET=1: FeatherAttn's Triton kernels run in Triton's interpreter).
Usage: python run_trainers.py [sd-scripts musubi diffusion-pipe comfyui]"""
import sys
import time
import warnings

import harness  # noqa: F401  (sets TRITON_INTERPRET=1, imports featherattn, installs counters)
import stubs

warnings.filterwarnings("ignore")
stubs.install_common()
import torch  # noqa: E402

torch.set_num_threads(1)
GROUPS = ["sd-scripts", "musubi", "diffusion-pipe", "comfyui"]
want = sys.argv[1:] or GROUPS
t0 = time.time()
print("trainer | model family / function | patch | mode, shapes | FeatherAttn calls | "
      "ratio = max|ours-f64| / (2 max|sdpa-f64| + 1e-5) per tensor (ours err/sdpa err) | verdict | source | time")
for g in want:
    try:
        if g == "sd-scripts":
            import rows_sdscripts as m
        elif g == "musubi":
            import rows_musubi as m
        elif g == "diffusion-pipe":
            import rows_dpipe as m
        elif g == "comfyui":
            import rows_comfy as m
        m.run()
    except Exception as e:  # noqa: BLE001
        import traceback
        traceback.print_exc()
        harness.skip(g, "group crashed", f"{type(e).__name__}: {e}")
print("\nstubs:", *stubs.STUBS, sep="\n  ")
print("\nsummary:")
for trainer, fam, verdict, _ in harness.RESULTS:
    print(f"  {verdict:9s} {trainer}: {fam}")
print(f"total {time.time() - t0:.0f}s, torch {torch.__version__}, dtype bf16, CPU, TRITON_INTERPRET=1")
