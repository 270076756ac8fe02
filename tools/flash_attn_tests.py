"""flash-attn 2's tests/test_flash_attn.py output tests, called directly with sampled
parameters (pytest's collection of the whole file's ~10^5 cases takes minutes per worker),
against FeatherAttn's stand-in modules, in 8 spawned workers sharing one GPU. A developer
tool (the test file itself is not vendored):

    FA_TESTS_DIR=<folder with test_flash_attn.py> PYTHONPATH=<this repo> \
        python tools/flash_attn_tests.py N_DROPOUT N_PLAIN SECONDS

writes $OUT/fa_results.json (or ./fa_results.json) and prints the counts (README, "Dropout").
"""
import json, os, random, sys, time, types
import multiprocessing as mp

HERE = os.environ.get("FA_TESTS_DIR", "fa_tests")
FUNCS = ("test_flash_attn_output", "test_flash_attn_varlen_output", "test_flash_attn_qkvpacked",
         "test_flash_attn_varlen_qkvpacked")


def setup():
    import pytest
    import featherattn
    featherattn.patch_flash_attn()
    import flash_attn, flash_attn.flash_attn_interface as fi
    fi.USE_TRITON_ROCM = False
    def no(*a, **k):
        pytest.skip("not FeatherAttn's")
    flash_attn.flash_attn_with_kvcache = no
    layers = types.ModuleType("flash_attn.layers"); layers.__path__ = []
    rotary = types.ModuleType("flash_attn.layers.rotary"); rotary.apply_rotary_emb = no
    sys.modules["flash_attn.layers"] = layers; sys.modules["flash_attn.layers.rotary"] = rotary
    sys.path.insert(0, HERE)
    import test_flash_attn
    return test_flash_attn


def cases(mod, n_drop, n_plain, seed):
    rng = random.Random(seed)
    out = []
    for want, n in ((0.17, n_drop), (0.0, n_plain)):
        for _ in range(n):
            name = rng.choice(FUNCS)
            fn = getattr(mod, name)
            kw = {}
            for mark in fn.pytestmark:
                if mark.name != "parametrize":
                    continue
                names = [s.strip() for s in mark.args[0].split(",")]
                val = rng.choice(list(mark.args[1]))
                vals = val if len(names) > 1 else (val,)
                kw.update(zip(names, vals))
            if "dropout_p" in kw:
                kw["dropout_p"] = want
            out.append((name, kw))
    return out


def work(args):
    wid, todo, deadline = args
    mod = setup()
    import pytest, torch
    res = []
    for name, kw in todo:
        if time.time() > deadline:
            res.append(dict(test=name, params=kw, status="not run"))
            continue
        t0 = time.time()
        try:
            getattr(mod, name)(**kw)
            st, msg = "passed", ""
        except pytest.skip.Exception as e:
            st, msg = "skipped", str(e)[:100]
        except Exception as e:  # noqa
            st, msg = "failed", f"{type(e).__name__}: {str(e)[:300]}"
        torch.cuda.empty_cache()
        res.append(dict(test=name, params={k: (v if isinstance(v, (int, float, str, bool, type(None))) else str(v))
                                          for k, v in kw.items()}, status=st, msg=msg, s=round(time.time() - t0, 1)))
    return res


if __name__ == "__main__":
    n_drop, n_plain, budget = (int(x) for x in sys.argv[1:4])
    mp.set_start_method("spawn")
    mod = setup()
    todo = cases(mod, n_drop, n_plain, int(os.environ.get("FA_SEED", "0")))
    W = 8
    deadline = time.time() + budget
    with mp.Pool(W) as pool:
        parts = pool.map(work, [(w, todo[w::W], deadline) for w in range(W)])
    res = [r for p in parts for r in p]
    json.dump(res, open(os.path.join(os.environ.get("OUT", "."), "fa_results.json"), "w"), indent=0)
    for want in (0.17, 0.0):
        sub = [r for r in res if r["params"].get("dropout_p") == want]
        counts = {s: sum(r["status"] == s for r in sub) for s in ("passed", "failed", "skipped", "not run")}
        print(f"dropout_p={want}: {counts}")
    for r in res:
        if r["status"] == "failed":
            print("FAILED", r["test"], r["params"], r["msg"][:200])
