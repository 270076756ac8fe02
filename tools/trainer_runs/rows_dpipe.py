"""tdrussell/diffusion-pipe rows (8f83dbf2 and its pinned submodules)."""
import os
import sys
import math
import torch
from harness import SRC, CNT, check, observe, fresh_import, load_file, patched, dout_maker, reset, skip
import stubs

SUB = os.path.join(SRC, "dp_sub")
DP = os.path.join(SRC, "diffusion-pipe")
T = "diffusion-pipe"
QKV = {"d0": "dq", "d1": "dk", "d2": "dv"}


def rnd(*shape, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g)


def sdpa_varlen(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q=None, max_seqlen_k=None, dropout_p=0.0,
                softmax_scale=None, causal=False, **_):
    """Baseline only: flash_attn_varlen_func's meaning via PyTorch SDPA per packed sequence
    (GQA by repeat). Installed in place of a module's flash-attn global for the unpatched
    low-precision / float64 runs of code that has no SDPA path of its own."""
    outs = []
    for i in range(len(cu_seqlens_q) - 1):
        a, b = int(cu_seqlens_q[i]), int(cu_seqlens_q[i + 1])
        c, d = int(cu_seqlens_k[i]), int(cu_seqlens_k[i + 1])
        qi, ki, vi = q[a:b].transpose(0, 1), k[c:d].transpose(0, 1), v[c:d].transpose(0, 1)
        r = qi.shape[0] // ki.shape[0]
        ki, vi = ki.repeat_interleave(r, 0), vi.repeat_interleave(r, 0)
        if b > a:
            outs.append(torch.nn.functional.scaled_dot_product_attention(qi, ki, vi, scale=softmax_scale).transpose(0, 1))
    out = torch.cat(outs)
    if out.shape[0] < q.shape[0]:
        out = torch.cat([out, out.new_zeros(q.shape[0] - out.shape[0], *out.shape[1:])])
    return out


def sdpa_varlen_qkvpacked(qkv, cu_seqlens, max_seqlen, dropout_p=0.0, softmax_scale=None, causal=False, **_):
    return sdpa_varlen(qkv[:, 0], qkv[:, 1], qkv[:, 2], cu_seqlens, cu_seqlens, softmax_scale=softmax_scale)


def lumina2(dtype):
    COMMIT = "diffusion-pipe@8f83dbf2 -> Lumina_2@09362957 models/model.py"
    B, L, C, H, HKV = 2, 40, 128, 4, 2
    D = C // H
    x = rnd(B, L, C, seed=50)
    lens = torch.tensor([40, 29])
    x_mask = (torch.arange(L)[None] < lens[:, None])
    pos = torch.arange(L, dtype=torch.float64)
    freqs = torch.outer(pos, 1.0 / (10000 ** (torch.arange(0, D, 2, dtype=torch.float64) / D)))
    freqs_cis = torch.polar(torch.ones_like(freqs), freqs).to(torch.complex64)[None].expand(B, -1, -1)
    rows = dout_maker(row_mask=lambda s: x_mask[:, :, None])

    def build(baseline):
        def b(dt):
            with patched("flash"):  # unguarded top-level flash_attn imports: the module only imports with the patch
                M = fresh_import("models.model", SUB, ["models"])
            if baseline:
                M.flash_attn_varlen_func = sdpa_varlen
            torch.manual_seed(51)
            m = M.JointAttention(C, H, HKV, qk_norm=True).to(dt)
            return (lambda x: m(x, x_mask, freqs_cis)), list(m.named_parameters())
        return b

    def ours(dt):
        with patched("flash"):
            return build(False)(dt)
    import harness
    # ours: patched module; sdpa (bf16): the module's flash global replaced by per-sequence SDPA;
    # f64: the module's own float branch (SDPA with the padding mask), reached with float64 inputs
    check(T, "Lumina 2: Lumina_2 models/model.py JointAttention (bf16 -> varlen flash path)", "flash",
          "bert_padding unpad -> flash_attn_varlen_func (GQA 4:2) -> pad_input; x [2,40,128] valid 40/29, 4 heads x 32",
          build(False), build(True), [x], dtype, COMMIT, dout_fn=rows, build_f64=build(False), names={"d0": "dx"},
          note="import needs the patch (unguarded); bf16 ref = flash global -> per-sequence SDPA; f64 = module's own masked-SDPA branch")


def hunyuan_image(dtype):
    COMMIT = "diffusion-pipe@8f83dbf2 -> HunyuanImage-2.1@0c44d1ed flash_attn_no_pad.py"
    B, L, H, D = 2, 40, 2, 64
    qkv = rnd(B, L, 3, H, D, seed=52)
    lens = torch.tensor([40, 27])
    kpm = (torch.arange(L)[None] < lens[:, None])
    rows = dout_maker(row_mask=lambda s: kpm[:, :, None, None])
    path = os.path.join(SUB, "hyimage/models/hunyuan/modules/flash_attn_no_pad.py")

    def build(baseline):
        def b(dt):
            with patched("flash"):
                M = load_file(path, "dp_flash_attn_no_pad")
            if baseline:
                M.flash_attn_varlen_qkvpacked_func = sdpa_varlen_qkvpacked
            return (lambda qkv: M.flash_attn_no_pad(qkv, kpm, causal=False, dropout_p=0.0, softmax_scale=None)), []
        return b
    check(T, "HunyuanImage 2.1: flash_attn_no_pad() (as hunyuan_image_modeling.py attention() line 44 calls it)", "flash",
          "unpad_input(...)[:4] -> flash_attn_varlen_qkvpacked_func -> pad_input; qkv [2,40,3,2,64], valid 40/27",
          build(False), build(True), [qkv], dtype, COMMIT, dout_fn=rows, names={"d0": "dqkv"},
          note="no SDPA path in this code: ref (bf16 and f64) = same function, varlen-packed flash global -> per-sequence SDPA")


def hunyuan_video(dtype):
    COMMIT = "diffusion-pipe@8f83dbf2 -> HunyuanVideo@c4a9d770 hyvideo/modules/attenion.py"
    B, H, D, img, txt = 2, 2, 64, 24, 12
    L = img + txt
    q, k, v = (rnd(B, L, H, D, seed=s) for s in (53, 54, 55))
    text_mask = (torch.arange(txt)[None] < torch.tensor([12, 7])[:, None]).long()
    path = os.path.join(SUB, "hyvideo/modules/attenion.py")
    # block-diagonal mask = the segments get_cu_seqlens makes (valid tokens; padding tokens among themselves)
    bd = torch.zeros(B, 1, L, L, dtype=torch.bool)
    for i, n in enumerate((img + text_mask.sum(1)).tolist()):
        bd[i, :, :n, :n] = True
        bd[i, :, n:, n:] = True

    def build(mode):
        def b(dt):
            with patched("flash" if mode == "flash" else None):
                A = load_file(path, "dp_hyvideo_attention")
            if mode == "flash":
                from rows_musubi import cuda_zeros_on_cpu
                with cuda_zeros_on_cpu():  # its get_cu_seqlens also hardcodes device="cuda"
                    cu = A.get_cu_seqlens(text_mask, img)
                return (lambda q, k, v: A.attention(q, k, v, cu_seqlens_q=cu, cu_seqlens_kv=cu, max_seqlen_q=L,
                                                    max_seqlen_kv=L, batch_size=B)), []
            return (lambda q, k, v: A.attention(q, k, v, mode="torch", attn_mask=bd)), []
        return b

    def ours(dt):
        with patched("flash"):
            return build("flash")(dt)
    check(T, "HunyuanVideo: hyvideo attention() default mode='flash' (models.py lines 204/368)", "flash",
          f"flash_attn_varlen_func, cu_seqlens from get_cu_seqlens (12/7 text); q,k,v [2,{L},2,64]",
          build("flash"), build("torch"), [q, k, v], dtype, COMMIT, names=QKV,
          note="ref = same function mode='torch' with the block-diagonal bool mask equal to the cu_seqlens segments (all rows compared)")


def hidream(dtype):
    COMMIT = "diffusion-pipe@8f83dbf2 -> HiDream@26586241 hi_diffusers/models/attention_processor.py"
    path = os.path.join(SUB, "hi_diffusers/models/attention_processor.py")
    stubs.stub("hi_diffusers", "package shell for loading attention_processor.py")
    stubs.stub("hi_diffusers.models", "package shell")
    stubs.stub("hi_diffusers.models.attention", "HiDreamAttention class only used as a type hint",
               HiDreamAttention=object)
    B, L, H, D = 2, 40, 2, 64
    q, k, v = (rnd(B, L, H, D, seed=s) for s in (56, 57, 58))

    def load(kind):
        with patched(kind):
            src = open(path).read().replace("from .attention import", "from hi_diffusers.models.attention import")
            import types
            m = types.ModuleType("dp_hidream_ap")
            exec(compile(src, path, "exec"), m.__dict__)  # relative import made absolute (stub package)
            return m

    def build(baseline):
        def b(dt):
            M = load("flash")
            if baseline:
                M.flash_attn_func = lambda q, k, v, dropout_p=0.0, causal=False: torch.nn.functional.scaled_dot_product_attention(
                    q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)).transpose(1, 2)
            return (lambda q, k, v: M.attention(q, k, v)), []
        return b
    check(T, "HiDream: attention_processor.py attention() (FA2 branch)", "flash",
          "flash_attn_func(q, k, v, dropout_p=0., causal=False); q,k,v [2,40,2,64]",
          build(False), build(True), [q, k, v], dtype, COMMIT, names=QKV,
          note="no SDPA path: ref = same function with flash_attn_func -> SDPA; '.attention' import made absolute to a stub")

    def fa3():
        M = load("flash3")
        try:
            out = M.attention(q.to(dtype), k.to(dtype), v.to(dtype))
            return f"USE_FLASH_ATTN3={M.USE_FLASH_ATTN3}; output shape {tuple(out.shape)} (should be (2, 40, 128))", \
                tuple(out.shape) != (2, 40, 128)
        except Exception as e:  # noqa: BLE001
            return f"USE_FLASH_ATTN3={M.USE_FLASH_ATTN3}; {type(e).__name__}: {e}", True
    observe(T, "HiDream with patch_flash_attn(flash_attn_3=True)", "flash3", "FA3 shim present", fa3, COMMIT,
            "wrong result / error: it indexes the old FA3 tuple ([0] takes batch 0)")


def wan(dtype):
    path = os.path.join(DP, "models/wan/attention.py")
    with patched("flash"):
        A = load_file(path, "dp_wan_attention")
    q = rnd(1, 16, 2, 64).to(dtype)
    try:
        A.flash_attention(q, q, q)
        why = "ran?"
    except AssertionError:
        why = ("models/wan/attention.py flash_attention() asserts q.device.type == 'cuda' (line 50), so it cannot "
               "run on the CPU (checked: AssertionError with the patch in); needs a GPU run")
    skip(T, "Wan: models/wan/attention.py flash_attention() (diffusion-pipe@8f83dbf2)", why)


def diffusers_native(dtype):
    import diffusers
    from diffusers.models.attention_dispatch import dispatch_attention_fn
    COMMIT = f"diffusers {diffusers.__version__} (installed; diffusion-pipe requires >=0.35.1)"
    B, L, H, D = 2, 40, 2, 64
    q, k, v = (rnd(B, L, H, D, seed=s) for s in (59, 60, 61))

    def b(dt):
        return (lambda q, k, v: dispatch_attention_fn(q, k, v, attn_mask=None)), []
    check(T, "SDXL/SD3/FLUX.1/AuraFlow (diffusers models): attention_dispatch.dispatch_attention_fn, backend native",
          "sdpa", "default 'native' backend -> torch.nn.functional.scaled_dot_product_attention; q,k,v [2,40,2,64]",
          b, b, [q, k, v], dtype, COMMIT, names=QKV)


def run(dtype=torch.bfloat16):
    lumina2(dtype)
    hunyuan_image(dtype)
    hunyuan_video(dtype)
    hidream(dtype)
    wan(dtype)
    diffusers_native(dtype)
