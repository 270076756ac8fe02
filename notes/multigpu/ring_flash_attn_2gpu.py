"""Draft: ring-flash-attn (zhuzilin/ring-flash-attention) on FeatherAttn, 2 ranks, vs one
full-sequence FeatherAttn call.

featherattn.patch_flash_attn() makes ``flash_attn.flash_attn_interface._flash_attn_forward`` /
``_flash_attn_backward`` FeatherAttn's; ring-flash-attn's ring and zigzag functions call those
once per ring step and merge the blocks with the returned softmax_lse. This script checks that
the merged output, lse and the gradients of each rank's shard match one featherattn.flash_attn_func
call over the whole sequence, and bounds both against an fp32 reference (torch SDPA on the
same bf16 inputs upcast): ring's error must be at most 2x the full call's.

Usage (featherattn is imported from sys.path: put the directory holding featherattn.py on
PYTHONPATH; ring-flash-attn must be importable too):
    PYTHONPATH=/path/to/featherattn_dir torchrun --nproc_per_node=2 ring_test_draft.py out.json
    python ring_test_draft.py out.json                    # spawns 2 processes itself
    python ring_test_draft.py out.json --device cpu --seqlen 512 --heads 4 --head-dim 64
        # gloo on the CPU: a small smoke run of the same code (FeatherAttn's CPU paths)

Import note: ``import ring_flash_attn`` (0.1.7, 0.1.8) runs its __init__, which imports the
varlen modules (they need flash_attn_interface._flash_attn_varlen_forward/_backward) and the
HF adapter (it needs names transformers 5.x removed). Either failure is recorded in the JSON and
the script then loads only ring_flash_attn.ring_flash_attn and .zigzag_ring_flash_attn, which
need nothing but _flash_attn_forward/_flash_attn_backward.

Verified only on the CPU (gloo, 2 processes, seqlen 256, GQA 4:2): ok=True, ring errors within
1.0-1.5x of the full call's; a backward that ignores the merged lse fails it. The NCCL run at
N=32768 has not been made.
"""

import argparse
import importlib
import importlib.machinery
import importlib.util
import json
import os
import socket
import sys
import time
import traceback

import torch
import torch.distributed as dist
import torch.nn.functional as F


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("out_json", help="where rank 0 writes the results (JSON)")
    p.add_argument("--device", choices=["cuda", "cpu"], default=None,
                   help="default: cuda when available (NCCL), else cpu (gloo)")
    p.add_argument("--nproc", type=int, default=2, help="ranks to spawn when not under torchrun")
    p.add_argument("--batch", type=int, default=1)
    p.add_argument("--seqlen", type=int, default=32768)
    p.add_argument("--heads", type=int, default=16)
    p.add_argument("--kv-heads", type=int, default=None, help="default: --heads (GQA when fewer)")
    p.add_argument("--head-dim", type=int, default=128)
    p.add_argument("--dtype", choices=["bf16", "fp16"], default="bf16",
                   help="bf16: ring_flash_attn_backward casts dq to bf16 whatever the input dtype")
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


# ---- loading ring-flash-attn on the patched flash_attn ----

def load_ring_flash_attn():
    """(ring_flash_attn_func, zigzag_ring_flash_attn_func, info)."""
    info = {}
    try:
        import ring_flash_attn as rfa
        info["import"] = "package"
        info["version"] = _dist_version("ring-flash-attn")
        return rfa.ring_flash_attn_func, rfa.zigzag_ring_flash_attn_func, info
    except ImportError as e:
        info["package_import_error"] = f"{type(e).__name__}: {e}"
    for name in [m for m in sys.modules if m == "ring_flash_attn" or m.startswith("ring_flash_attn.")]:
        del sys.modules[name]
    spec = importlib.util.find_spec("ring_flash_attn")  # finds the package without running __init__
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("ring-flash-attn is not installed (pip install ring-flash-attn)")
    pkg = importlib.util.module_from_spec(
        importlib.machinery.ModuleSpec("ring_flash_attn", None, is_package=True))
    pkg.__path__ = list(spec.submodule_search_locations)
    sys.modules["ring_flash_attn"] = pkg  # an empty package: submodules import one by one
    ring = importlib.import_module("ring_flash_attn.ring_flash_attn")
    zigzag = importlib.import_module("ring_flash_attn.zigzag_ring_flash_attn")
    info["import"] = "submodules (package __init__ skipped)"
    info["version"] = _dist_version("ring-flash-attn")
    return ring.ring_flash_attn_func, zigzag.zigzag_ring_flash_attn_func, info


def _dist_version(name):
    try:
        from importlib.metadata import version
        return version(name)
    except Exception:
        return None


# ---- sharding as ring-flash-attn's own tests shard ----

def shard(x, rank, world, mode, dim=1):
    """Contiguous ("ring"): chunk rank. Zigzag: chunks rank and 2*world-1-rank of 2*world."""
    if mode == "ring":
        return x.chunk(world, dim=dim)[rank].contiguous()
    chunks = x.chunk(2 * world, dim=dim)
    return torch.cat([chunks[rank], chunks[2 * world - 1 - rank]], dim=dim).contiguous()


def errors(got, want, ref):
    """Max-abs and relative-L2 errors (fp64) of got vs want, and of got and want vs ref."""
    g, w, r = (t.detach().double() for t in (got, want, ref))

    def rel(a, b):
        return ((a - b).norm() / b.norm().clamp_min(1e-30)).item()
    return {"max_abs_vs_full": (g - w).abs().max().item(), "rel_l2_vs_full": rel(g, w),
            "rel_l2_vs_fp32": rel(g, r), "full_rel_l2_vs_fp32": rel(w, r)}


def fp32_reference(q, k, v, dout, causal):
    """out, lse (B, H, N) and grads in fp32 from the bf16/fp16 inputs (torch SDPA; on CUDA its
    efficient backend keeps memory O(N) at N = 32768). GQA by repeating K/V heads inside the
    graph, so dk/dv come back summed over each group."""
    H, Hk = q.shape[2], k.shape[2]
    qf, kf, vf = (t.detach().float().transpose(1, 2).requires_grad_() for t in (q, k, v))
    kr, vr = (t.repeat_interleave(H // Hk, dim=1) for t in (kf, vf))
    out = F.scaled_dot_product_attention(qf, kr, vr, is_causal=causal)
    out.backward(dout.float().transpose(1, 2))
    with torch.no_grad():  # lse, one head and 4096 query rows at a time
        scale = q.shape[-1] ** -0.5
        lse = torch.empty(q.shape[0], H, q.shape[1], dtype=torch.float32, device=q.device)
        cols = torch.arange(k.shape[1], device=q.device)[None]
        for b in range(q.shape[0]):
            for h in range(H):
                for i in range(0, q.shape[1], 4096):
                    s = qf[b, h, i:i + 4096] @ kr[b, h].T * scale
                    if causal:  # Nq == Nk: top-left and bottom-right alignment agree
                        rows = torch.arange(i, i + s.shape[0], device=q.device)[:, None]
                        s = s.masked_fill(cols > rows, float("-inf"))
                    lse[b, h, i:i + s.shape[0]] = torch.logsumexp(s, dim=-1)
    return (out.detach().transpose(1, 2), lse, qf.grad.transpose(1, 2),
            kf.grad.transpose(1, 2), vf.grad.transpose(1, 2))


# ---- one rank ----

def run_rank(rank, world, args, device):
    import featherattn
    featherattn.patch_flash_attn()  # before ring-flash-attn imports flash_attn
    ring_func, zigzag_func, info = load_ring_flash_attn()
    ring_mod = sys.modules[ring_func.__module__]
    info["patched"] = (ring_mod._flash_attn_forward is featherattn._flash_attn_forward
                       and ring_mod._flash_attn_backward is featherattn._flash_attn_backward)
    if not info["patched"]:
        raise RuntimeError("ring-flash-attn did not pick up FeatherAttn's private functions")

    dtype = {"bf16": torch.bfloat16, "fp16": torch.float16}[args.dtype]
    B, N, H, D = args.batch, args.seqlen, args.heads, args.head_dim
    Hk = args.kv_heads or H
    if N % (2 * world):
        raise ValueError(f"seqlen {N} must be divisible by 2 * world_size = {2 * world}")
    gen = torch.Generator(device=device).manual_seed(args.seed)
    q, k, v, dout = (torch.randn(B, N, h, D, device=device, dtype=dtype, generator=gen)
                     for h in (H, Hk, Hk, H))
    for t in (q, k, v, dout):
        dist.broadcast(t, src=0)  # identical inputs on every rank whatever the RNG does

    results = {"rank": rank, "cases": []}
    refs = {}  # causal -> fp32 reference
    for mode, causal in (("ring", False), ("ring", True), ("zigzag", True)):
        case = {"func": f"{mode}_flash_attn_func" if mode == "ring" else "zigzag_ring_flash_attn_func",
                "causal": causal}
        try:
            # one full-sequence FeatherAttn call
            qf, kf, vf = (t.clone().requires_grad_() for t in (q, k, v))
            t0 = time.perf_counter()
            out, lse, _ = featherattn.flash_attn_func(qf, kf, vf, causal=causal,
                                                      return_attn_probs=True)
            out.backward(dout)
            _sync(device)
            case["full_s"] = time.perf_counter() - t0
            # the ring over `world` ranks, each holding its shard
            lq, lk, lv = (shard(t, rank, world, mode).requires_grad_() for t in (q, k, v))
            ldout = shard(dout, rank, world, mode)
            fn = ring_func if mode == "ring" else zigzag_func
            dist.barrier()
            t0 = time.perf_counter()
            r_out, r_lse, _ = fn(lq, lk, lv, causal=causal, return_attn_probs=True)
            r_out.backward(ldout)
            _sync(device)
            case["ring_s"] = time.perf_counter() - t0
            if causal not in refs:
                refs[causal] = fp32_reference(q, k, v, dout, causal)
            ref = refs[causal]
            names = ("out", "lse", "dq", "dk", "dv")
            got = (r_out, r_lse, lq.grad, lk.grad, lv.grad)
            full = (out, lse, qf.grad, kf.grad, vf.grad)
            case["dtypes"] = {n: str(t.dtype) for n, t in zip(names, got)}
            case["errors"] = {}
            for name, g, w, r in zip(names, got, full, ref):
                dim = 2 if name == "lse" else 1  # lse is (B, H, N): shard along N
                e = errors(g, shard(w, rank, world, mode, dim), shard(r, rank, world, mode, dim))
                e["ok"] = e["rel_l2_vs_fp32"] <= 2 * e["full_rel_l2_vs_fp32"] + 1e-6
                case["errors"][name] = e
            case["ok"] = all(e["ok"] for e in case["errors"].values())
        except Exception as e:  # record and go on to the next case
            case["ok"] = False
            case["error"] = f"{type(e).__name__}: {e}"
            case["traceback"] = traceback.format_exc()
        results["cases"].append(case)
    results["ring_flash_attn"] = info
    return results


def _sync(device):
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def worker(rank, world, args, port):
    if "RANK" not in os.environ:  # spawned by us rather than torchrun
        os.environ.update(RANK=str(rank), WORLD_SIZE=str(world), LOCAL_RANK=str(rank),
                          MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    use_cuda = (args.device or ("cuda" if torch.cuda.is_available() else "cpu")) == "cuda"
    local = int(os.environ.get("LOCAL_RANK", rank))
    device = torch.device("cuda", local) if use_cuda else torch.device("cpu")
    if use_cuda:
        torch.cuda.set_device(device)
    dist.init_process_group("nccl" if use_cuda else "gloo", rank=rank, world_size=world,
                            **({"device_id": device} if use_cuda else {}))
    try:
        try:
            res = run_rank(rank, world, args, device)
        except Exception as e:
            res = {"rank": rank, "error": f"{type(e).__name__}: {e}",
                   "traceback": traceback.format_exc()}
        gathered = [None] * world
        dist.all_gather_object(gathered, res)
        if rank == 0:
            import featherattn
            summary = {
                "ok": all(r.get("cases") and all(c["ok"] for c in r["cases"]) for r in gathered),
                "world_size": world, "device": str(device),
                "gpu": torch.cuda.get_device_name(device) if use_cuda else None,
                "torch": torch.__version__, "featherattn": featherattn.__file__,
                "config": {k: v for k, v in vars(args).items() if k != "out_json"},
                "ranks": gathered,
            }
            with open(args.out_json, "w") as f:
                json.dump(summary, f, indent=1)
            print(f"ring_test_draft: ok={summary['ok']} -> {args.out_json}")
    finally:
        dist.destroy_process_group()


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main(argv=None):
    args = parse_args(argv)
    if "RANK" in os.environ:  # torchrun
        worker(int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"]), args, None)
    else:
        torch.multiprocessing.spawn(worker, args=(args.nproc, args, _free_port()),
                                    nprocs=args.nproc, join=True)


if __name__ == "__main__":
    main()
