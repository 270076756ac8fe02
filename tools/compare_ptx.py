"""Compare FeatherAttn's NVIDIA code of two trees without a GPU: compile the forward, dQ and
dK/dV kernels of each tree for sm90 (the H100 / H200) with the sm90 table's tiles, as a
launch of a (1, 4096, 16, D) bf16 call compiles them, at D64, D128 and D256, causal and not,
and say per kernel whether the code (the PTX before its debug sections, labels renumbered)
is the same. The gate for a change that must leave the NVIDIA kernels alone: the same code
runs at the same speed, where a timing needs a GPU.

    python tools/compare_ptx.py OLD_DIR [NEW_DIR]   # NEW_DIR: this tree; exit 1 on a difference
    python tools/compare_ptx.py --spills dkdv 256 64x64x8x2x32 [TILE ...] [--causal]

--spills: the registers and spill bytes ptxas (this Triton's, `-v`, sm_90a) reports for one
kernel ("fwd", "dq" or "dkdv") of this tree at one head dim, per tile (BLOCK_M x BLOCK_N x
warps x stages x D_CHUNK[ x D_OUT]), at B1 N4096 Hq16 Hk2 bf16, the other kernels' tiles as
the sm90 table ships them: the first look at an NVIDIA tile, before a GPU times it.

OLD_DIR holds an older featherattn.py (`git show C:featherattn.py > DIR/featherattn.py`).
A kernel launched twice per pass (the forward's exact pass) is compared as its own entry.
"""

import hashlib
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def _code(ptx):
    """The PTX's instructions: up to its debug sections, without line info and comments, with
    temporary and block labels renumbered away."""
    ptx = ptx.split(".section\t.debug")[0].split(".section .debug")[0]
    lines = [ln for ln in ptx.splitlines()
             if not ln.strip().startswith((".loc", ".file", "//"))
             and not re.fullmatch(r"\$L__tmp\d+:", ln.strip())]
    return re.sub(r"\$L__(tmp|BB)[0-9_]+", "L", "\n".join(lines))


def as_sm90(fa):
    """Make this process's launches of featherattn (`fa`) compile for sm90 without a GPU (the
    CPU tensors' launches then compile only, under amdisa.compile_only)."""
    import amdisa
    from triton.backends.compiler import GPUTarget
    from triton.runtime import driver

    class Sm90(amdisa.FakeHipDriver):
        def __init__(self):
            self.target = GPUTarget("cuda", 90, 32)
    driver.set_active(Sm90())
    fa._device_index = lambda device: 0
    fa._gpu_family = lambda index: "sm90"
    fa._gpu_arch = lambda index: "sm90"


def _compile(fa, amdisa, q, k, v, causal, cfg, forward=True, backward=True):
    """Compile, without launching, the kernels a forward and / or backward of (q, k, v) with
    the tiles `cfg` launches; [(kernel name, compiled kernel, num_warps)] in launch order."""
    import torch
    call = fa._call(q, k, q.shape[-1] ** -0.5, causal)
    with amdisa.compile_only(fa._fwd_kernel, fa._bwd_dkdv_kernel, fa._bwd_dq_kernel) as cap:
        if forward:
            fa._native_forward(q, k, v, call, config=cfg)
        if backward:
            o, do = torch.zeros_like(q), torch.zeros_like(q)
            lse = torch.zeros(q.shape[0], q.shape[2], q.shape[1])
            fa._native_backward(do, q, k, v, o, lse, torch.empty_like(q), torch.empty_like(k),
                                torch.empty_like(v), call, config=cfg)
    return cap


def _worker(tree):
    """In a process of its own: {entry: md5 of the code} of `tree`'s kernels."""
    sys.path[:0] = [tree, HERE]
    import torch
    import featherattn as fa
    import amdisa
    as_sm90(fa)
    out = {}
    for D in (64, 128, 256):
        for causal in (False, True):
            q, k, v = (torch.zeros(1, 4096, 16, D, dtype=torch.bfloat16) for _ in range(3))
            cap = _compile(fa, amdisa, q, k, v, causal, fa._CONFIGS["sm90"][D])
            seen = {}
            for name, compiled, _ in cap:
                seen[name] = seen.get(name, 0) + 1
                entry = f"D{D} {'causal' if causal else 'full'} {name}#{seen[name]}"
                out[entry] = hashlib.md5(_code(compiled.asm["ptx"]).encode()).hexdigest()
    print(json.dumps(out))


def spills(kernel, head_dim, tiles, causal):
    """[(tile, registers, spill store bytes, spill load bytes)] of `kernel` per tile (see
    --spills), from ptxas -v on the PTX this Triton writes for sm_90a."""
    import tempfile
    import torch
    import triton
    sys.path[:0] = [os.path.dirname(HERE), HERE]
    import featherattn as fa
    import amdisa
    as_sm90(fa)
    bin_dir = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin")
    q = torch.zeros(1, 4096, 16, head_dim, dtype=torch.bfloat16)
    k, v = (torch.zeros(1, 4096, 2, head_dim, dtype=torch.bfloat16) for _ in range(2))
    jit = dict(fwd=fa._fwd_kernel, dq=fa._bwd_dq_kernel, dkdv=fa._bwd_dkdv_kernel)[kernel]
    rows = []
    for tile in tiles:
        cfg = dict(fa._CONFIGS["sm90"][fa._bucket(head_dim)], **{kernel: fa.Tile(*tile)})
        cap = _compile(fa, amdisa, q, k, v, causal, cfg, forward=kernel == "fwd",
                       backward=kernel != "fwd")
        ptx = next(c for name, c, _ in cap if name == jit.fn.__name__).asm["ptx"]
        with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as f:
            f.write(ptx)
        for ptxas in ("ptxas", "ptxas-blackwell"):  # (Triton 3.9's PTX needs the newer one)
            res = subprocess.run([os.path.join(bin_dir, ptxas), "-v", "-arch=sm_90a", f.name,
                                  "-o", os.devnull], capture_output=True, text=True)
            used = re.search(r"Used (\d+) registers", res.stdout + res.stderr)
            if used:
                break
        os.unlink(f.name)
        if not used:
            raise RuntimeError(f"ptxas read no {kernel} {tile}: "
                               f"{(res.stdout + res.stderr)[-300:]}")
        spill = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads",
                          res.stdout + res.stderr)
        rows.append((tuple(tile), int(used.group(1)), int(spill.group(1)), int(spill.group(2))))
    return rows


def main(argv):
    if argv[:1] == ["--worker"]:
        return _worker(argv[1])
    if argv[:1] == ["--spills"]:
        import triton
        causal = "--causal" in argv
        words = [a for a in argv[1:] if a != "--causal"]
        kernel, head_dim = words[0], int(words[1])
        tiles = [tuple(int(x) for x in w.split("x")) for w in words[2:]]
        print(f"# {kernel} D{head_dim} {'causal' if causal else 'full'}, B1 N4096 Hq16 Hk2 bf16, "
              f"sm_90a, Triton {triton.__version__}: tile, registers, spill stores / loads (bytes)")
        for tile, regs, st, ld in spills(kernel, head_dim, tiles, causal):
            print(f"{'x'.join(map(str, tile)):>16} {regs:4d} {st:6d} / {ld}")
        return 0
    if not argv:
        print(__doc__)
        return 2
    old, new = argv[0], argv[1] if len(argv) > 1 else os.path.dirname(HERE)
    env = dict(os.environ, TRITON_DEFAULT_FP_FUSION=os.environ.get("TRITON_DEFAULT_FP_FUSION", "1"))
    env.pop("TRITON_INTERPRET", None)
    found = [json.loads(subprocess.run([sys.executable, __file__, "--worker", tree], env=env,
                                       check=True, capture_output=True, text=True)
                        .stdout.splitlines()[-1]) for tree in (old, new)]
    differ = 0
    for entry in sorted(set(found[0]) | set(found[1])):
        a, b = found[0].get(entry), found[1].get(entry)
        verdict = "same" if a == b else ("new" if a is None else "gone" if b is None else "DIFFERS")
        differ += verdict != "same" and a is not None
        print(f"{entry:<32} {verdict}")
    print(f"{len(found[1])} kernels compiled for sm90; {differ} of those in both trees differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
