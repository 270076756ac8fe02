"""Host time of one attention fwd+bwd at the DiT cross-attention shape with an idle GPU, and
its parts. Diagnostic; on a GPU, from the repo root: PYTHONPATH=. python notes/diag_host.py"""
import time, collections, torch, featherattn as fa
dev, bf = "cuda", torch.bfloat16
acc = collections.defaultdict(float)
def timed(name, fn):
    def w(*a, **kw):
        t0 = time.perf_counter(); r = fn(*a, **kw); acc[name] += time.perf_counter() - t0; return r
    return w
mha = fa._aiter_mha()
q = torch.randn(1, 4096, 16, 128, device=dev, dtype=bf, requires_grad=True)
k = torch.randn(1, 512, 16, 128, device=dev, dtype=bf, requires_grad=True)
v = torch.randn(1, 512, 16, 128, device=dev, dtype=bf, requires_grad=True)
do = torch.randn(1, 4096, 16, 128, device=dev, dtype=bf)
def sdpa(q, k, v):
    return torch.nn.functional.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)).transpose(1, 2)
def measure(label, fn, n=100):
    for _ in range(10): fn()
    acc.clear(); ts = []
    for _ in range(n):
        torch.cuda.synchronize(); t0 = time.perf_counter(); fn(); ts.append(time.perf_counter() - t0)
    torch.cuda.synchronize(); ts.sort()
    print(f"{label:40} median {ts[n // 2] * 1e6:7.1f} us  " + "  ".join(f"{k} {v / n * 1e6:.1f}" for k, v in acc.items()), flush=True)
measure("sdpa fwd+bwd", lambda: torch.autograd.grad(sdpa(q, k, v), (q, k, v), do))
measure("feather fwd+bwd (uninstrumented)", lambda: torch.autograd.grad(fa.flash_attn_func(q, k, v), (q, k, v), do))
measure("feather fwd only", lambda: fa.flash_attn_func(q, k, v))
out = fa.flash_attn_func(q, k, v)
measure("feather bwd only (retain_graph)", lambda: torch.autograd.grad(out, (q, k, v), do, retain_graph=True))
fa._fwd_impl = timed("fwd_impl", fa._fwd_impl)
fa._bwd_impl = timed("bwd_impl", fa._bwd_impl)
fa._native_backward = timed("native_bwd", fa._native_backward)
mha._flash_attn_forward = timed("aiter_fwd", mha._flash_attn_forward)
fa._check_args = timed("check", fa._check_args)
for kern in (fa._bwd_preprocess, fa._bwd_dkdv_kernel, fa._bwd_dq_kernel):
    kern.run = timed(kern.fn.__name__, kern.run)
orig_bwd = fa._FeatherAttnFunc.backward
fa._FeatherAttnFunc.backward = staticmethod(timed("Function.backward", orig_bwd))
measure("feather fwd+bwd (instrumented)", lambda: torch.autograd.grad(fa.flash_attn_func(q, k, v), (q, k, v), do))
dq, dk, dv = (torch.empty_like(t) for t in (q, k, v))
o2, lse2 = fa._fwd_impl(q.detach(), k.detach(), v.detach(), None, None, 4096, 512, 0.088, False)
measure("native_backward direct", lambda: fa._native_backward(do, q.detach(), k.detach(), v.detach(), o2, lse2, dq, dk, dv, 0.088, False))
import threading
def in_thread():
    th = threading.Thread(target=lambda: fa._native_backward(do, q.detach(), k.detach(), v.detach(), o2, lse2, dq, dk, dv, 0.088, False)); th.start(); th.join()
measure("native_backward in a new thread", in_thread)
