"""kohya-ss/sd-scripts rows (library/ extracted from 48d368fa)."""
import os
import torch
from harness import SRC, CNT, check, observe, fresh_import, patched, dout_maker, reset, ORIG_SDPA

ROOT = os.path.join(SRC, "sd-scripts")
COMMIT = "sd-scripts@48d368fa"
T = "sd-scripts"


def lib(name):
    return fresh_import("library." + name, ROOT, ["library"])


def rnd(*shape, seed=0, scale=1.0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g) * scale


# ---------------------------------------------------------------- library/attention.py
def _attn_params(A, mode, split, img_len, text_mask):
    # exactly as hunyuan_image_models.py line 356
    return A.AttentionParams.create_attention_params_from_mask(mode, split, img_len, text_mask)


def hunyuan_image(dtype):
    B, H, D, img, txt = 2, 2, 64, 24, 12
    L = img + txt
    q, k, v = (rnd(B, L, H, D, seed=s) for s in (1, 2, 3))
    lens = torch.tensor([12, 7])
    text_mask = (torch.arange(txt)[None] < lens[:, None]).long()
    eq_mask = torch.ones(B, txt, dtype=torch.long)
    valid = torch.cat([torch.ones(B, img, dtype=torch.bool), text_mask.bool()], 1)  # [B, L]
    rows = dout_maker(row_mask=lambda s: valid[:, :, None])

    def build(mode, split, mask):
        def b(dt):
            A = lib("attention")
            return (lambda q, k, v: A.attention([q, k, v], attn_params=_attn_params(A, mode, split, img, mask))), []
        return b

    names = {"d0": "dq", "d1": "dk", "d2": "dv"}
    shp = f"q,k,v [2,{L},2,64] ({img} img + 12/7 text tokens)"
    # flash varlen (padding segments in cu_seqlens) vs torch mode with the bool padding mask
    check(T, "HunyuanImage 2.1: library/attention.py attention(), params from create_attention_params_from_mask",
          "flash", f"attn_mode=flash, text lengths differ -> flash_attn_varlen_func; {shp}",
          build("flash", False, text_mask), build("torch", False, text_mask), [q, k, v], dtype, COMMIT,
          dout_fn=rows, names=names,
          note="ref = attn_mode torch (masked SDPA); padding rows excluded from out and given zero upstream grad")
    check(T, "HunyuanImage 2.1: attention()", "flash", f"attn_mode=flash --split_attn -> flash_attn_func per sample; {shp}",
          build("flash", True, text_mask), build("torch", True, text_mask), [q, k, v], dtype, COMMIT,
          dout_fn=rows, names=names, note="ref = attn_mode torch --split_attn")
    check(T, "HunyuanImage 2.1: attention()", "flash", f"attn_mode=flash, equal text lengths (trimmed) -> flash_attn_func; q,k,v [2,{L},2,64]",
          build("flash", False, eq_mask), build("torch", False, eq_mask), [q, k, v], dtype, COMMIT, names=names)
    check(T, "HunyuanImage 2.1: attention()", "sdpa", f"attn_mode=torch (default), equal text lengths -> unmasked SDPA; q,k,v [2,{L},2,64]",
          build("torch", False, eq_mask), build("torch", False, eq_mask), [q, k, v], dtype, COMMIT, names=names)
    check(T, "HunyuanImage 2.1: attention()", "sdpa", f"attn_mode=torch --split_attn -> per-sample SDPA; {shp}",
          build("torch", True, text_mask), build("torch", True, text_mask), [q, k, v], dtype, COMMIT,
          dout_fn=rows, names=names)

    def masked():
        A = None
        with patched("sdpa"):
            A = lib("attention")
            reset()
            x = A.attention([q.to(dtype), k.to(dtype), v.to(dtype)], attn_params=_attn_params(A, "torch", False, img, text_mask))
            c = dict(CNT)
        A = lib("attention")
        y = A.attention([q.to(dtype), k.to(dtype), v.to(dtype)], attn_params=_attn_params(A, "torch", False, img, text_mask))
        CNT.update(c)
        same = torch.equal(x, y)
        return (f"masked SDPA call went to PyTorch ({c['fallback']} fallback call(s), 0 FeatherAttn); "
                f"output bit-identical to unpatched: {same}"), c["fwd"] == 0 and c["fallback"] > 0 and same
    observe(T, "HunyuanImage 2.1: attention()", "sdpa", "attn_mode=torch, text lengths differ (bool padding mask)",
            masked, COMMIT, "PyTorch runs, FeatherAttn does not")


def anima(dtype):
    B, L, Lc, C, Cc, H, D = 2, 48, 20, 64, 48, 2, 32
    x, ctx = rnd(B, L, C, seed=4), rnd(B, Lc, Cc, seed=5)

    def build(mode, cross):
        def b(dt):
            M = lib("anima_models")
            A = M.attention
            torch.manual_seed(7)
            m = M.Attention(C, Cc if cross else None, n_heads=H, head_dim=D).to(dt)
            p = A.AttentionParams.create_attention_params(mode, False)  # as anima_models.py line 1330
            if cross:
                return (lambda x, c: m(x, p, context=c)), list(m.named_parameters())
            return (lambda x: m(x, p)), list(m.named_parameters())
        return b

    for patch, mode in (("flash", "flash"), ("sdpa", "torch")):
        check(T, "Anima: anima_models.Attention (self-attn) -> attention.attention()", patch,
              f"attn_mode={mode} -> {'flash_attn_func' if mode == 'flash' else 'unmasked SDPA'}; x [2,48,64], 2 heads x 32",
              build(mode, False), build("torch", False), [x], dtype, COMMIT, names={"d0": "dx"})
        check(T, "Anima: anima_models.Attention (cross-attn)", patch,
              f"attn_mode={mode}; x [2,48,64], context [2,20,48], 2 heads x 32",
              build(mode, True), build("torch", True), [x, ctx], dtype, COMMIT, names={"d0": "dx", "d1": "dctx"})


def lumina(dtype):
    B, L, C, H, HKV = 2, 40, 128, 4, 2  # head dim 32, GQA 4:2 as Lumina 2 (24:8)
    D = C // H
    x = rnd(B, L, C, seed=8)
    lens = torch.tensor([40, 29])
    x_mask = (torch.arange(L)[None] < lens[:, None])
    pos = torch.arange(L, dtype=torch.float64)
    freqs = torch.outer(pos, 1.0 / (10000 ** (torch.arange(0, D, 2, dtype=torch.float64) / D)))
    freqs_cis = torch.polar(torch.ones_like(freqs), freqs).to(torch.complex64)[None].expand(B, -1, -1)
    rows = dout_maker(row_mask=lambda s: x_mask[:, :, None])

    def build(flash):
        def b(dt):
            M = lib("lumina_models")
            torch.manual_seed(9)
            m = M.JointAttention(C, H, HKV, qk_norm=True, use_flash_attn=flash).to(dt)
            return (lambda x: m(x, x_mask, freqs_cis)), list(m.named_parameters())
        return b

    check(T, "Lumina 2: lumina_models.JointAttention", "flash",
          "use_flash_attn=True (--use_flash_attn): bert_padding unpad -> flash_attn_varlen_func (GQA 4:2) -> pad_input; "
          "x [2,40,128] valid 40/29, 4 heads x 32",
          build(True), build(False), [x], dtype, COMMIT, dout_fn=rows, names={"d0": "dx"},
          note="ref = same module, use_flash_attn=False (masked SDPA); padding rows excluded/zero grad")

    def sdpa_masked():
        with patched("sdpa"):
            M = lib("lumina_models")
            torch.manual_seed(9)
            m = M.JointAttention(C, H, HKV, qk_norm=True, use_flash_attn=False).to(dtype)
            reset()
            m(x.to(dtype), x_mask, freqs_cis).sum()
            c = dict(CNT)
        return (f"JointAttention's SDPA call passes attn_mask -> {c['fallback']} PyTorch call(s), "
                f"{c['fwd']} FeatherAttn"), c["fwd"] == 0 and c["fallback"] > 0
    observe(T, "Lumina 2: JointAttention default (SDPA)", "sdpa", "no --use_flash_attn", sdpa_masked, COMMIT,
            "masked SDPA: FeatherAttn never runs")


def unet(dtype):
    for modname, fam, C, H, D, Cc in (("original_unet", "SD 1.x/2.x", 80, 2, 40, 96),
                                       ("sdxl_original_unet", "SDXL", 128, 2, 64, 96)):
        x, ctx = rnd(2, 64, C, seed=10), rnd(2, 16, Cc, seed=11)

        def build(sdpa, cross, modname=modname, C=C, H=H, D=D, Cc=Cc):
            def b(dt):
                M = lib(modname)
                torch.manual_seed(12)
                m = M.CrossAttention(C, Cc if cross else None, heads=H, dim_head=D).to(dt)
                m.set_use_sdpa(sdpa)  # what train_util.replace_unet_modules does for --sdpa
                if cross:
                    return (lambda x, c: m(x, c)), list(m.named_parameters())
                return (lambda x: m(x)), list(m.named_parameters())
            return b

        check(T, f"{fam}: library/{modname}.py CrossAttention (self-attn)", "sdpa",
              f"--sdpa (set_use_sdpa(True)) -> forward_sdpa; x [2,64,{C}], {H} heads x {D}",
              build(True, False), build(True, False), [x], dtype, COMMIT, names={"d0": "dx"})
        check(T, f"{fam}: CrossAttention (cross-attn)", "sdpa",
              f"--sdpa; x [2,64,{C}], context [2,16,{Cc}], {H} heads x {D}",
              build(True, True), build(True, True), [x, ctx], dtype, COMMIT, names={"d0": "dx", "d1": "dctx"})

        def nosdpa(build=build, x=x):
            with patched("sdpa"):
                f, _ = build(False, False)(dtype)
                reset()
                f(x.to(dtype))
                c = dict(CNT)
            return f"without --sdpa: {c['fwd']} FeatherAttn calls (bmm/softmax path)", c["fwd"] == 0 and c["fallback"] == 0
        observe(T, f"{fam}: CrossAttention without --sdpa", "sdpa", "no attention flag", nosdpa, COMMIT,
                "patch_sdpa alone does nothing; --sdpa is needed")


def sd3(dtype):
    B, L, H, D = 2, 48, 2, 64
    q, k, v = (rnd(B, L, H * D, seed=s) for s in (13, 14, 15))

    def b(dt):
        M = lib("sd3_models")
        return (lambda q, k, v: M.attention(q, k, v, D, mode="torch")), []
    check(T, "SD3: library/sd3_models.py attention()", "sdpa",
          f"mode='torch' (load_mmdit default), mask None; q,k,v [2,48,128] = 2 heads x 64",
          b, b, [q, k, v], dtype, COMMIT, names={"d0": "dq", "d1": "dk", "d2": "dv"})


def flux(dtype):
    B, H, L, D, txt = 2, 2, 48, 64, 16
    q, k, v = (rnd(B, H, L, D, seed=s) for s in (16, 17, 18))
    M0 = lib("flux_models")
    pos = torch.arange(L, dtype=torch.float64)[None].expand(B, -1)
    pe = M0.rope(pos, D, 10000).unsqueeze(1)  # as EmbedND: [B, 1, L, D/2, 2, 2]

    def b(dt):
        M = lib("flux_models")
        return (lambda q, k, v: M.attention(q, k, v, pe=pe)), []
    check(T, "FLUX.1: library/flux_models.py attention() (RoPE + SDPA)", "sdpa",
          "no --apply_t5_attn_mask (attn_mask None); q,k,v [2,2,48,64]",
          b, b, [q, k, v], dtype, COMMIT, names={"d0": "dq", "d1": "dk", "d2": "dv"})

    tmask = torch.ones(B, txt, dtype=torch.bool)
    tmask[1, 10:] = False
    attn_mask = torch.cat([tmask, torch.ones(B, L - txt, dtype=torch.bool)], 1)[:, None, None, :].expand(-1, H, L, -1)

    def masked():
        with patched("sdpa"):
            M = lib("flux_models")
            reset()
            x = M.attention(q.to(dtype), k.to(dtype), v.to(dtype), pe=pe, attn_mask=attn_mask)
            c = dict(CNT)
        y = lib("flux_models").attention(q.to(dtype), k.to(dtype), v.to(dtype), pe=pe, attn_mask=attn_mask)
        same = torch.equal(x, y)
        return (f"{c['fallback']} PyTorch call(s), {c['fwd']} FeatherAttn; bit-identical to unpatched: {same}",
                c["fwd"] == 0 and c["fallback"] > 0 and same)
    observe(T, "FLUX.1 / Chroma: attention() with the T5 mask", "sdpa",
            "--apply_t5_attn_mask (Chroma always): bool mask as flux_models.py lines 716-725", masked, COMMIT,
            "masked calls stay PyTorch's")


def run(dtype=torch.bfloat16):
    hunyuan_image(dtype)
    anima(dtype)
    lumina(dtype)
    unet(dtype)
    sd3(dtype)
    flux(dtype)
