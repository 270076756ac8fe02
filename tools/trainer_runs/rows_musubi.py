"""kohya-ss/musubi-tuner rows (src/ extracted from 30c658c4)."""
import contextlib
import os
import torch
from harness import SRC, CNT, check, observe, fresh_import, load_file, patched, dout_maker, reset

ROOT = os.path.join(SRC, "musubi-tuner", "src")
PKG = os.path.join(ROOT, "musubi_tuner")
COMMIT = "musubi-tuner@30c658c4"
T = "musubi-tuner"
QKV = {"d0": "dq", "d1": "dk", "d2": "dv"}


def mt(name):
    return fresh_import("musubi_tuner." + name, ROOT, ["musubi_tuner"])


def rnd(*shape, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g)


@contextlib.contextmanager
def cuda_zeros_on_cpu():
    """hunyuan_model/attention.py get_cu_seqlens hardcodes torch.zeros(..., device="cuda");
    run that real function with device="cuda" mapped to the CPU."""
    z = torch.zeros

    def zeros(*a, **k):
        if k.get("device") == "cuda":
            k["device"] = "cpu"
        return z(*a, **k)
    torch.zeros = zeros
    try:
        yield
    finally:
        torch.zeros = z


def hunyuan_video(dtype):
    B, H, D, img, txt = 2, 2, 64, 24, 12
    L = img + txt
    q, k, v = (rnd(B, L, H, D, seed=s) for s in (21, 22, 23))
    lens = torch.tensor([12, 7])
    text_mask = (torch.arange(txt)[None] < lens[:, None]).long()
    total_len = img + text_mask.sum(1)
    valid = torch.cat([torch.ones(B, img, dtype=torch.bool), text_mask.bool()], 1)
    rows = dout_maker(row_mask=lambda s: valid[:, :, None])

    def build(mode, split):
        def b(dt):
            A = mt("hunyuan_model.attention")
            if mode == "flash" and not split:  # as hunyuan_model/models.py lines 809-812
                with cuda_zeros_on_cpu():
                    cu = A.get_cu_seqlens(text_mask, img)
                return (lambda q, k, v: A.attention([q, k, v], mode="flash", cu_seqlens_q=cu, cu_seqlens_kv=cu,
                                                    max_seqlen_q=L, max_seqlen_kv=L, batch_size=B)), []
            return (lambda q, k, v: A.attention([q, k, v], mode=mode, total_len=total_len if split else None)), []
        return b

    shp = f"q,k,v [2,{L},2,64] ({img} img + 12/7 text)"
    check(T, "HunyuanVideo: hunyuan_model/attention.py attention()", "flash",
          f"--flash_attn: cu_seqlens from get_cu_seqlens -> flash_attn_varlen_func; {shp}",
          build("flash", False), build("torch", True), [q, k, v], dtype, COMMIT, dout_fn=rows, names=QKV,
          note="ref = mode torch + split (total_len): the non-split torch mask fully masks padding query rows")
    check(T, "HunyuanVideo: attention()", "flash", f"--flash_attn --split_attn -> flash_attn_func per sample; {shp}",
          build("flash", True), build("torch", True), [q, k, v], dtype, COMMIT, dout_fn=rows, names=QKV)
    check(T, "HunyuanVideo: attention()", "sdpa", f"--sdpa --split_attn -> per-sample SDPA, no mask; {shp}",
          build("torch", True), build("torch", True), [q, k, v], dtype, COMMIT, dout_fn=rows, names=QKV)

    def masked():
        # bool mask exactly as hunyuan_model/models.py lines 816-822
        attn_mask = torch.zeros((B, 1, L, L), dtype=torch.bool)
        for i in range(B):
            attn_mask[i, :, : total_len[i], : total_len[i]] = True
        with patched("sdpa"):
            A = mt("hunyuan_model.attention")
            reset()
            A.attention([q.to(dtype), k.to(dtype), v.to(dtype)], mode="torch", attn_mask=attn_mask)
            c = dict(CNT)
        return f"{c['fallback']} PyTorch call(s), {c['fwd']} FeatherAttn", c["fwd"] == 0 and c["fallback"] > 0
    observe(T, "HunyuanVideo: attention()", "sdpa", "--sdpa without --split_attn (bool mask)", masked, COMMIT,
            "masked: PyTorch runs")

    def flash3():
        with patched("flash3"):
            A = mt("hunyuan_model.attention")
            try:
                A.attention([q.to(dtype), k.to(dtype), v.to(dtype)], mode="flash3")
            except KeyError as e:
                return f"KeyError {e}", True
        return "no error", False
    observe(T, "HunyuanVideo: attention()", "flash3", "--flash3", flash3, COMMIT, "KeyError (MEMORY_LAYOUT)")


def flux_kontext(dtype):
    B, H, L, D = 2, 2, 48, 64
    q, k, v = (rnd(B, H, L, D, seed=s) for s in (24, 25, 26))
    M0 = mt("flux.flux_models")
    pos = torch.arange(L, dtype=torch.float64)[None].expand(B, -1)
    pe = M0.rope(pos, D, 10000).unsqueeze(1)

    def build(mode, split=False):
        def b(dt):
            M = mt("flux.flux_models")
            return (lambda q, k, v: M.attention(q, k, v, pe=pe, attn_mode=mode, split_attn=split)), []
        return b
    for patch, mode, split in (("flash", "flash", False), ("flash", "flash", True), ("sdpa", "torch", False)):
        check(T, "FLUX.1 Kontext: flux/flux_models.py attention() -> hunyuan_attention", patch,
              f"attn_mode={mode}{' --split_attn' if split else ''}; q,k,v [2,2,48,64] + RoPE",
              build(mode, split), build("torch", split), [q, k, v], dtype, COMMIT, names=QKV)


def wan(dtype):
    path = os.path.join(PKG, "wan", "modules", "attention.py")  # loaded as a file: the wan package imports ftfy
    B, L, Lc, H, D = 2, 48, 20, 2, 64
    q, k, v = (rnd(B, L, H, D, seed=s) for s in (27, 28, 29))
    kc, vc = rnd(B, Lc, H, D, seed=30), rnd(B, Lc, H, D, seed=31)

    def build(mode, split=False):
        def b(dt):
            A = load_file(path, "wan_attention_musubi")
            return (lambda q, k, v: A.flash_attention([q, k, v], attn_mode=mode, split_attn=split)), []
        return b

    def f64(dt):  # the torch path casts non-half inputs to bf16 (half()); f64 = the same SDPA call in float64
        return (lambda q, k, v: torch.nn.functional.scaled_dot_product_attention(
            q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)).transpose(1, 2)), []
    for patch, mode, split in (("flash", "flash", False), ("flash", "flash", True), ("flash3", "flash3", False),
                               ("sdpa", "sdpa", False)):
        for name, ins in (("self", [q, k, v]), ("cross", [q, kc, vc])):
            check(T, f"Wan 2.1/2.2: wan/modules/attention.py flash_attention() ({name}-attn)", patch,
                  f"attn_mode={mode}{' --split_attn' if split else ''}; q [2,48,2,64], k,v [2,{ins[1].shape[1]},2,64]",
                  build(mode, split), build("torch", split), ins, dtype, COMMIT, build_f64=f64, names=QKV,
                  note="f64 = SDPA on float64 inputs (Wan's torch path casts to bf16)")


def modules_attention(dtype):
    B, H, D, img, txt = 2, 2, 64, 24, 12
    L = img + txt
    q, k, v = (rnd(B, L, H, D, seed=s) for s in (32, 33, 34))
    lens = torch.tensor([12, 7])
    text_mask = (torch.arange(txt)[None] < lens[:, None]).long()
    valid = torch.cat([torch.ones(B, img, dtype=torch.bool), text_mask.bool()], 1)
    rows = dout_maker(row_mask=lambda s: valid[:, :, None])

    def build(mode, mask):
        def b(dt):
            A = mt("modules.attention")
            p = (A.AttentionParams.create_attention_params(mode, False) if mask is None else
                 A.AttentionParams.create_attention_params_from_mask(mode, False, img, mask))
            return (lambda q, k, v: A.attention([q, k, v], attn_params=p)), []
        return b
    fam = "FLUX.2 / HV 1.5 / Z-Image / Krea 2 / Ideogram 4: modules/attention.py attention()"
    check(T, fam, "flash", "--flash_attn, no mask (FLUX.2) -> flash_attn_func; q,k,v [2,36,2,64]",
          build("flash", None), build("torch", None), [q, k, v], dtype, COMMIT, names=QKV)
    check(T, fam, "flash", "--flash_attn, text lengths 12/7 -> flash_attn_varlen_func; q,k,v [2,36,2,64]",
          build("flash", text_mask), build("torch", text_mask), [q, k, v], dtype, COMMIT, dout_fn=rows, names=QKV,
          note="ref = torch mode with bool padding mask; padding rows excluded")
    check(T, fam, "sdpa", "--sdpa, no mask -> unmasked SDPA; q,k,v [2,36,2,64]",
          build("torch", None), build("torch", None), [q, k, v], dtype, COMMIT, names=QKV)

    def flash3():
        with patched("flash3"):
            A = mt("modules.attention")
            try:
                A.attention([q.to(dtype), k.to(dtype), v.to(dtype)],
                            attn_params=A.AttentionParams.create_attention_params("flash3", False))
            except ValueError as e:
                return f"ValueError: {e}", True
        return "no error", False
    observe(T, fam, "flash3", "--flash3", flash3, COMMIT, "ValueError")


def framepack(dtype):
    B, L, H, D = 2, 40, 2, 64
    q, k, v = (rnd(B, L, H, D, seed=s) for s in (35, 36, 37))
    seq_len = torch.tensor([40, 31])
    cu = torch.tensor([0, 40, 80], dtype=torch.int32)  # batch > 1 varlen: each sample its own full sequence
    rows = dout_maker(row_mask=lambda s: (torch.arange(L)[None] < seq_len[:, None])[:, :, None, None])

    def build(mode, kind, b1=False):
        def b(dt):
            M = mt("frame_pack.hunyuan_video_packed")
            if kind == "plain":
                if b1:
                    return (lambda q, k, v: M.attn_varlen_func(q[:1], k[:1], v[:1], None, None, None, None, None, attn_mode=mode)), []
                return (lambda q, k, v: M.attn_varlen_func(q, k, v, None, None, None, None, None, attn_mode=mode)), []
            if kind == "split":
                return (lambda q, k, v: M.attn_varlen_func(q, k, v, cu, cu, L, L, seq_len, attn_mode=mode, split_attn=True)), []
            return (lambda q, k, v: M.attn_varlen_func(q, k, v, cu, cu, L, L, seq_len, attn_mode=mode)), []
        return b
    fam = "FramePack: frame_pack/hunyuan_video_packed.py attn_varlen_func()"
    check(T, fam, "flash", "--flash_attn, batch 1 (no varlen data) -> flash_attn_func; q,k,v [1,40,2,64]",
          build("flash", "plain", True), build("torch", "plain", True), [q, k, v], dtype, COMMIT, names=QKV)
    check(T, fam, "flash", "--flash_attn, batch 2 cu_seqlens [0,40,80] -> flash_attn_varlen_func; q,k,v [2,40,2,64]",
          build("flash", "varlen"), build("torch", "plain"), [q, k, v], dtype, COMMIT, names=QKV,
          note="ref = torch mode without varlen data (same full-length sequences)")
    check(T, fam, "flash", "--flash_attn --split_attn, seq_len 40/31 -> flash_attn_func per sample",
          build("flash", "split"), build("torch", "split"), [q, k, v], dtype, COMMIT, dout_fn=rows, names=QKV)
    check(T, fam, "sdpa", "--sdpa, batch 1 -> unmasked SDPA; q,k,v [1,40,2,64]",
          build("torch", "plain", True), build("torch", "plain", True), [q, k, v], dtype, COMMIT, names=QKV)
    check(T, fam, "sdpa", "--sdpa --split_attn, seq_len 40/31 -> per-sample SDPA",
          build("torch", "split"), build("torch", "split"), [q, k, v], dtype, COMMIT, dout_fn=rows, names=QKV)
    check(T, fam, "flash", "attn_mode=None (model default) with the patch: picks flash_attn_func; batch 1",
          build(None, "plain", True), build("torch", "plain", True), [q, k, v], dtype, COMMIT, names=QKV)

    def torch_b2():
        M = mt("frame_pack.hunyuan_video_packed")
        try:
            M.attn_varlen_func(q.to(dtype), k.to(dtype), v.to(dtype), cu, cu, L, L, seq_len, attn_mode="torch")
        except NotImplementedError as e:
            return f"NotImplementedError: {str(e)[:60]}...", True
        return "no error", False
    observe(T, fam, "sdpa", "--sdpa, batch 2 without --split_attn", torch_b2, COMMIT, "NotImplementedError")


def kandinsky(dtype):
    B, L, H, D = 1, 40, 2, 64
    q, k, v = (rnd(B, L, H, D, seed=s) for s in (38, 39, 40))

    def build(engine, patch_for_import=None):
        def b(dt):
            A = mt("kandinsky5.models.attention")
            fn = A.SelfAttentionEngine(engine).get_attention()
            # the call expression of kandinsky5/models/nn.py line 249 / 422
            return (lambda q, k, v: fn(q=q, k=k, v=v)[0]), []
        return b
    fam = "Kandinsky 5: kandinsky5/models/attention.py SelfAttentionEngine, called as nn.py does (attn_fn(q=,k=,v=)[0])"
    for patch, engine in (("flash", "flash_attention_2"), ("flash3", "flash_attention_3"), ("sdpa", "sdpa"),
                          ("flash", "auto")):
        check(T, fam, patch, f"engine={engine}; q,k,v [1,40,2,64]", build(engine), build("sdpa"), [q, k, v], dtype,
              COMMIT, names=QKV)


def run(dtype=torch.bfloat16):
    hunyuan_video(dtype)
    wan(dtype)
    framepack(dtype)
    flux_kontext(dtype)
    modules_attention(dtype)
    kandinsky(dtype)
