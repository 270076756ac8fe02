"""ComfyUI rows: comfy/ from the newest stored Comfy-Org/ComfyUI snapshot (a125cd84, 2025-10-12;
05080f60 / 0271a469 cited in docs/trainers.md are not in the mirror)."""
import os
import sys
import torch
from harness import SRC, CNT, check, observe, fresh_import, patched, reset

ROOT = os.path.join(SRC, "comfy")
COMMIT = "ComfyUI@a125cd84 (newest stored; cited 05080f60 absent)"
T = "ComfyUI"
QKV = {"d0": "dq", "d1": "dk", "d2": "dv"}


def comfy_attention(*flags):
    """Import comfy.ldm.modules.attention as ComfyUI's main.py would with these CLI flags."""
    argv = sys.argv
    sys.argv = ["main.py", "--cpu", *flags]
    try:
        for m in list(sys.modules):
            if m == "comfy" or m.startswith("comfy."):
                del sys.modules[m]
        if ROOT not in sys.path:
            sys.path.insert(0, ROOT)
        import comfy.options
        comfy.options.enable_args_parsing()
        import importlib
        return importlib.import_module("comfy.ldm.modules.attention")
    finally:
        sys.argv = argv


def rnd(*shape, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g)


def run(dtype=torch.bfloat16):
    B, L, H, D = 2, 40, 2, 64
    q, k, v = (rnd(B, L, H * D, seed=s) for s in (70, 71, 72))

    def build(dt):
        A = comfy_attention("--use-pytorch-cross-attention")
        assert A.optimized_attention.__name__ == "attention_pytorch"
        return (lambda q, k, v: A.optimized_attention(q, k, v, H)), []
    check(T, "comfy/ldm/modules/attention.py optimized_attention = attention_pytorch -> comfy.ops.scaled_dot_product_attention",
          "sdpa", "--use-pytorch-cross-attention (CPU default is sub-quadratic), mask None; q,k,v [2,40,128] = 2 heads x 64",
          build, build, [q, k, v], dtype, COMMIT, names=QKV)

    def default_cpu():
        with patched("sdpa"):
            A = comfy_attention()
            reset()
            A.optimized_attention(q.to(dtype), k.to(dtype), v.to(dtype), H)
            c = dict(CNT)
        return (f"without the flag on this CPU machine optimized_attention = {A.optimized_attention.__name__}; "
                f"{c['fwd']} FeatherAttn calls"), c["fwd"] == 0
    observe(T, "default attention on a machine where PyTorch attention is not ComfyUI's default", "sdpa", "no flag",
            default_cpu, COMMIT, "FeatherAttn does not run: pass --use-pytorch-cross-attention")

    def masked():
        mask = torch.ones(B, L, L, dtype=torch.bool)
        mask[1, :, 30:] = False
        with patched("sdpa"):
            A = comfy_attention("--use-pytorch-cross-attention")
            reset()
            A.optimized_attention(q.to(dtype), k.to(dtype), v.to(dtype), H, mask=mask)
            c = dict(CNT)
        return f"{c['fallback']} PyTorch call(s), {c['fwd']} FeatherAttn", c["fwd"] == 0 and c["fallback"] > 0
    observe(T, "attention_pytorch with a mask", "sdpa", "--use-pytorch-cross-attention, mask given", masked, COMMIT,
            "masked: PyTorch runs")

    def flash():
        with patched("flash"):
            A = comfy_attention("--use-flash-attention")
            name = A.optimized_attention.__name__
            xs = [t.to(dtype).requires_grad_(True) for t in (q, k, v)]
            reset()
            out = A.optimized_attention(*xs, H)
            fwd = CNT["fwd"]
            try:
                out.sum().backward()
                return f"{name}: forward ran FeatherAttn ({fwd} call); backward did NOT raise", False
            except RuntimeError as e:
                msg = str(e).split(".")[0]
                return (f"{name}: forward ran FeatherAttn ({fwd} call, through the custom op); backward raised "
                        f"RuntimeError: {msg}"), fwd == 1 and "autograd" in str(e)
    observe(T, "--use-flash-attention: attention_flash -> custom op flash_attention::flash_attn (this snapshot's name)",
            "flash", "--use-flash-attention, inputs require grad", flash, COMMIT,
            "forward runs FeatherAttn; backward raises (no register_autograd): inference-only")
