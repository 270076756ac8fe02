"""D256 tile search on RDNA (a developer tool, not part of the package; chose the D256 rows of
featherattn's gfx11 / gfx12 tables, docs/perf.md).

  screen: each candidate of one kernel at the heaviest variants (bf16, causal, packed: plain,
          softcap+window, dropout) of D256 (and optionally D192), plus the model's estimate at
          the Qwen3.5 shape (B1 N2048 Hq16 Hk2 D256 causal bf16) and at B1 H16 N4096 D256 fp16
          non-causal (the table comments' shape).
  verify: candidates of one kernel over every launch variant bench.py isa compiles
          (bf16/fp16 x causal x packed + softcap/window and dropout, D192 and D256).
Model estimates, never timings.
"""
import argparse
import json
import os
import sys
import time

os.environ.pop("TRITON_INTERPRET", None)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))
import torch  # noqa: E402
import triton  # noqa: E402

import amdisa  # noqa: E402
import featherattn as fa  # noqa: E402
import rdna_model  # noqa: E402

NAMES = {"fwd": "_fwd_kernel", "dkdv": "_bwd_dkdv_kernel", "dq": "_bwd_dq_kernel"}


SOFTCAP_TILE = None  # verify: a separate dkdv_softcap tile (None: the candidate itself)


def _table(family, kernel, cfg):
    base = dict(fa._CONFIGS[family][256])
    base[kernel] = fa.Tile(*cfg)
    if kernel == "dkdv":  # the candidate in every variant, softcap too, unless SOFTCAP_TILE
        base["dkdv_softcap"] = fa.Tile(*(SOFTCAP_TILE or cfg))
    return {256: base}


def compile_one(arch, family, table, kernel, D, dtype, causal, varlen, mods=None,
                B=1, N=None, H=None, Hk=None):
    """[(compiled, grid)] of `kernel` for one launch variant (only that kernel compiled)."""
    N = N or amdisa.ISA_SHAPE["N"]
    H = H or amdisa.ISA_SHAPE["H"]
    Hk = Hk or H
    if varlen:
        lens = [1031, N - 3 - 1031]
        cu = torch.tensor([0, lens[0], sum(lens)], dtype=torch.int32)
        qs, ks = (sum(lens), H, D), (sum(lens), Hk, D)
        kw = dict(cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=max(lens), max_seqlen_k=max(lens))
        lse = torch.zeros(H, sum(lens))
    else:
        qs, ks, kw, lse = (B, N, H, D), (B, N, Hk, D), {}, torch.zeros(B, H, N)
    q, o, do = (torch.zeros(qs, dtype=dtype) for _ in range(3))
    k, v = (torch.zeros(ks, dtype=dtype) for _ in range(2))
    kw = dict(kw, **(mods or {}))
    cfgs = table[256]
    call = fa._call(q, k, D ** -0.5, causal, **kw)
    if call.dropout_p:
        call = call._replace(dropout_seed=torch.zeros(2, dtype=torch.int32))
    jits = [fa._fwd_kernel, fa._bwd_dkdv_kernel, fa._bwd_dq_kernel]
    with amdisa.compile_only(*jits) as captured:
        if kernel == "fwd":
            fa._native_forward(q, k, v, call, config=cfgs)
        else:
            fa._native_backward(do, q, k, v, o, lse, torch.empty_like(q), torch.empty_like(k),
                                torch.empty_like(v), call, config=cfgs, only=kernel)
    return [(c, g) for (name, c, _), g in zip(captured, captured.grids) if name == NAMES[kernel]]


def stats_row(arch, kernel, cfg, compiled, D, dtype, causal, varlen, mods):
    if kernel == "dkdv" and mods and mods.get("softcap") and SOFTCAP_TILE:
        cfg = tuple(SOFTCAP_TILE)
    row = dict(arch=arch, kernel=kernel, config=list(cfg), head_dim=D,
               dtype="bf16" if dtype == torch.bfloat16 else "fp16", causal=causal, varlen=varlen,
               features="+".join(sorted(mods)) if mods else "", triton=triton.__version__)
    row.update(amdisa._isa_stats(compiled))
    row.update(amdisa._wmma_row(compiled, kernel, cfg, D, amdisa.ISA_SHAPE["N"],
                                amdisa.ISA_SHAPE["N"], group=1))
    return row


def estimate(arch, family, kernel, cfg, D=256, B=1, N=4096, H=16, Hk=16, causal=False,
             dtype=torch.float16):
    """The model's ms for one launch of `kernel` at (B, N, H, Hk, D), dense."""
    table = _table(family, kernel, cfg)
    (compiled, grid), = compile_one(arch, family, table, kernel, D, dtype, causal, False,
                                    B=B, N=N, H=H, Hk=Hk)
    k = rdna_model.Kernel(compiled.asm["amdgcn"], kernel)
    trips = amdisa._model_trips(k, kernel, cfg, D, causal, n=N)
    group = H // Hk
    if kernel == "dkdv" and group > 1:
        # the loop around the WMMA loops in the dense dK/dV kernel is the GQA group loop
        def wmma_own(lp):
            return any(ins.op.startswith("v_wmma") for bi in lp.blocks if k.own.get(bi) is lp
                       for ins in k.blocks[bi].instrs)
        outer = [lp for lp in k.loops if not wmma_own(lp) and any(
            ins.op.startswith("v_wmma") for bi in lp.blocks for ins in k.blocks[bi].instrs)]
        for lp in outer:
            trips[lp.label] = group
    elems = lambda h: B * N * h * D * 2  # noqa: E731
    dram = {"fwd": 2 * elems(H) + 2 * elems(Hk), "dq": 4 * elems(H) + 2 * elems(Hk),
            "dkdv": 2 * elems(H) + 4 * elems(Hk)}[kernel]
    launch = dict(kernel=k, grid=grid, num_warps=compiled.metadata.num_warps,
                  lds_bytes=compiled.metadata.shared, trips=trips, dram_bytes=dram)
    return round(rdna_model.predict_launches([launch], arch)["ms"], 3)


HEAVY = [(None, "plain"), (amdisa.ISA_FEATURES, "softcap+window"), (amdisa.ISA_DROPOUT, "dropout")]


def screen(arch, kernel, cands, out, dims=(256,), qwen=True):
    family = fa._chip_family(arch)
    rows = []
    if os.path.exists(out):
        with open(out) as f:
            rows = json.load(f)
    done = {tuple(r["config"]) for r in rows}
    for cfg in cands:
        cfg = tuple(cfg)
        if cfg in done:
            continue
        t0 = time.time()
        rec = dict(kernel=kernel, arch=arch, config=list(cfg), variants=[])
        try:
            with amdisa.amd_target(arch):
                table = _table(family, kernel, cfg)
                for D in dims:
                    for mods, name in HEAVY:
                        (c, g), = compile_one(arch, family, table, kernel, D, torch.bfloat16,
                                              True, True, mods)
                        r = stats_row(arch, kernel, cfg, c, D, torch.bfloat16, True, True, mods)
                        rec["variants"].append(r)
                rec["vgprs_max"] = max(r["vgprs"] for r in rec["variants"])
                rec["vgpr_spills"] = sum(r["vgpr_spills"] or 0 for r in rec["variants"])
                rec["sgpr_spills"] = sum(r["sgpr_spills"] or 0 for r in rec["variants"])
                rec["scratch"] = max(r["scratch_bytes"] or 0 for r in rec["variants"])
                rec["occ_min"] = min(r["occupancy"] for r in rec["variants"])
                rec["replication"] = max(r["replication"] for r in rec["variants"])
                rec["warp_replication"] = max(r["warp_replication"] for r in rec["variants"])
                if qwen:
                    rec["qwen_ms"] = estimate(arch, family, kernel, cfg, B=1, N=2048, H=16, Hk=2,
                                              causal=True, dtype=torch.bfloat16)
                    rec["h16n4096_ms"] = estimate(arch, family, kernel, cfg)
        except Exception as e:  # noqa: BLE001
            rec["error"] = f"{type(e).__name__}: {str(e).splitlines()[0][:160]}"
        rec["seconds"] = round(time.time() - t0, 1)
        rows.append(rec)
        print(json.dumps({k: rec.get(k) for k in ("kernel", "config", "vgprs_max", "vgpr_spills",
                                                  "sgpr_spills", "scratch", "occ_min",
                                                  "warp_replication", "qwen_ms", "h16n4096_ms",
                                                  "error", "seconds")}), flush=True)
        with open(out, "w") as f:
            json.dump(rows, f)


def verify(arch, kernel, cands, out, dims=(192, 256)):
    """Every variant bench.py isa compiles, for `kernel` only."""
    family = fa._chip_family(arch)
    allrows = []
    for cfg in cands:
        cfg = tuple(cfg)
        t0 = time.time()
        rows = []
        with amdisa.amd_target(arch):
            table = _table(family, kernel, cfg)
            for D in dims:
                for dt in (torch.bfloat16, torch.float16):
                    variants = [(c, v, None) for c, v in ((False, False), (False, True),
                                                           (True, False), (True, True))]
                    variants += [(True, True, amdisa.ISA_FEATURES), (True, True, amdisa.ISA_DROPOUT)]
                    for causal, varlen, mods in variants:
                        (c, g), = compile_one(arch, family, table, kernel, D, dt, causal, varlen, mods)
                        rows.append(stats_row(arch, kernel, cfg, c, D, dt, causal, varlen, mods))
        bad = [r for r in rows if r["vgpr_spills"] or r["scratch_bytes"] or r["sgpr_spills"]]
        summ = dict(arch=arch, kernel=kernel, config=list(cfg), n=len(rows),
                    vgprs=[min(r["vgprs"] for r in rows), max(r["vgprs"] for r in rows)],
                    occupancy=[min(r["occupancy"] for r in rows), max(r["occupancy"] for r in rows)],
                    vgpr_spills=sum(r["vgpr_spills"] or 0 for r in rows),
                    sgpr_spills=sum(r["sgpr_spills"] or 0 for r in rows),
                    scratch=max(r["scratch_bytes"] or 0 for r in rows),
                    warp_replication=max(r["warp_replication"] for r in rows),
                    bad=[(r["head_dim"], r["dtype"], r["causal"], r["varlen"], r["features"],
                          r["vgprs"], r["vgpr_spills"], r["sgpr_spills"], r["scratch_bytes"])
                         for r in bad],
                    seconds=round(time.time() - t0, 1))
        print(json.dumps(summ), flush=True)
        allrows.append(dict(summary=summ, rows=rows))
        with open(out, "w") as f:
            json.dump(allrows, f)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("stage", choices=["screen", "verify", "estimate"])
    ap.add_argument("--arch", default="gfx1151")
    ap.add_argument("--kernel", required=True)
    ap.add_argument("--cands", required=True, help="JSON list of tile tuples")
    ap.add_argument("--out")
    ap.add_argument("--dims", default="")
    ap.add_argument("--no-qwen", action="store_true")
    ap.add_argument("--softcap-tile", help="dkdv verify: the dkdv_softcap tile (JSON)")
    a = ap.parse_args()
    if a.softcap_tile:
        SOFTCAP_TILE = tuple(json.loads(a.softcap_tile))
    cands = json.loads(a.cands)
    if a.stage == "screen":
        screen(a.arch, a.kernel, cands, a.out,
               dims=tuple(int(d) for d in a.dims.split(",")) if a.dims else (256,),
               qwen=not a.no_qwen)
    elif a.stage == "verify":
        verify(a.arch, a.kernel, cands, a.out,
               dims=tuple(int(d) for d in a.dims.split(",")) if a.dims else (192, 256))
    else:
        family = fa._chip_family(a.arch)
        for cfg in cands:
            with amdisa.amd_target(a.arch):
                print(cfg, "qwen", estimate(a.arch, family, a.kernel, tuple(cfg), N=2048, H=16, Hk=2,
                                            causal=True, dtype=torch.bfloat16),
                      "h16n4096", estimate(a.arch, family, a.kernel, tuple(cfg)), flush=True)
