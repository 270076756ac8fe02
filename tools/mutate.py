"""Mutation test of the CPU kernel suite (issue 20): put one plausible bug into a COPY of
featherattn.py, run the kernel tests against the copy, and see whether they notice.

    python tools/mutate.py --list            # the mutants and the tests each runs
    python tools/mutate.py                   # baseline, then every mutant
    python tools/mutate.py --only Q2 --only D2
    python tools/mutate.py --jobs 2          # two mutants at a time

Each mutant is one exact edit (old -> new; the old string must occur exactly once inside the
function WHERE anchors it to, or in the module for the few at module level, else the run
stops), so moving a function, or writing the same line in another one, leaves it applying. The copy lives in a temporary directory with conftest.py and test_featherattn.py
beside it, so the worktree's featherattn.py is never touched (Triton's interpreter re-reads
a kernel's source file when the kernel is first called). Each mutant runs only the tests
that reach its code (`tests`: pytest node ids / -k expressions), `-x`, with a timeout. The
unmutated file must pass the same selection first (the baseline). See docs/mutation.md.
"""

import argparse
import ast
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from typing import NamedTuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUPPORT = ("conftest.py", "test_featherattn.py", "bench.py", "tests/test_dropin.py",
           "tests/test_hub.py", "tools/hub_kernel.py")


class Mutant(NamedTuple):
    id: str
    old: str
    new: str
    why: str
    tests: tuple  # pytest arguments: node ids, files, ("-k", expr) pairs inline
    equivalent: str = ""  # non-empty: why no test can catch it (run, but not counted)
    gpu: bool = False  # only reachable on a GPU (skipped on the CPU)


E = K = "test_featherattn.py"
WIN = (f"{E}::test_block_ranges_at_every_edge", f"{E}::test_window_gradients")
WIN_GRAD = (f"{E}::test_window_gradients", f"{K}::test_features_forward_and_backward")
SINKS = (f"{E}::test_sinks_whole_and_partial_blocks", f"{E}::test_packed_rows_outside_every_sequence",
         f"{K}::test_features_forward_and_backward")
PACKED = (f"{E}::test_packed_small_max_seqlen_column_blocks",
          f"{E}::test_packed_rows_outside_every_sequence",
          f"{E}::test_packed_forward_zeroes_rows_outside_every_sequence",
          f"{E}::test_packed_decreasing_offsets_give_empty_sequences",
          f"{K}::test_varlen_max_seqlen_too_small_and_rows_outside_sequences",
          f"{K}::test_varlen_bad_offsets_raise_or_are_clamped",
          f"{K}::test_varlen_grid_is_bounded_by_the_tokens")
BASIC = (f"{K}::test_native_forward_and_backward_match_reference",)
STRIDES = (f"{E}::test_independent_strides",)
GRID = (f"{E}::test_largest_grid_is_accepted", f"{E}::test_grid_past_the_bound_is_rejected",
        f"{E}::test_packed_grid_bound_counts_sequences")
# Issue 29's second round: each selection is the neighbouring tests the mutant survived
# (docs/mutation.md) and the new test written for its class.
ROUTE = (f"{K}::test_route_picks_the_forward", f"{K}::test_routing_table_every_feature_combination",
         f"{K}::test_the_nvidia_route_reads_no_feature")
FALLBACK = (f"{K}::test_a_failing_native_kernel_falls_back_with_one_warning",
            f"{K}::test_a_value_error_on_the_native_path_is_raised_not_fallen_back")
THRESH = (f"{K}::test_dropout_threshold_boundary_against_an_independent_hash",)
SDMASK = (f"{K}::test_s_dmask_block_width_is_flash_attns", f"{K}::test_dropout_packed")
REFERENCE = (f"{K}::test_dropout_packed", f"{K}::test_softmax_lse_is_differentiable")
GRIDS = (f"{K}::test_launches_use_the_tables_tiles_and_grids",)
PRIVATE = (f"{K}::test_private_functions_honour_or_refuse_every_argument",)
OFFSETS = (f"{K}::test_packed_offsets_never_give_overlapping_sequences",)
LAYOUT = (f"{K}::test_every_tensor_argument_in_every_layout",)
MINF = (f"{K}::test_a_sink_of_minus_inf_is_no_sink",)
SINK39 = (f"{K}::test_sinks_at_every_value", f"{K}::test_packed_feature_grid_on_both_paths",
          f"{K}::test_a_sink_of_minus_inf_is_no_sink",
          f"{K}::test_sinks_gradient_is_an_fp32_sum_on_both_paths")
NAN39 = (f"{K}::test_a_nan_spreads_no_wider_than_float64",)
COMPILE39 = (f"{K}::test_compile_fullgraph_whole_surface",)
ARGS = (f"{K}::test_every_bad_argument_raises_a_value_error_naming_it",
        f"{K}::test_predicate_reports_bad_calls")
FEAT = (f"{K}::test_features_forward_and_backward",)
LSE = (f"{K}::test_softmax_lse_is_differentiable",)
ALIBI = (f"{E}::test_alibi_bottom_right_offset", f"{E}::test_alibi_packed_nq_ne_nk")
COLS = (f"{E}::test_packed_small_max_seqlen_column_blocks",
        f"{K}::test_native_forward_and_backward_match_reference", "-k", "packed or D256")
DROP = ("test_featherattn.py", "-k", "dropout")
PLANKEY = (f"{K}::test_a_plan_is_keyed_on_every_field_its_launch_reads",)
TUNE = (f"{K}::test_tuning_times_the_candidates_and_keeps_the_fastest",)
TUNEB = (f"{K}::test_tuning_keys_on_length_buckets_not_lengths",)
SCAP = (f"{K}::test_softcap_over_every_finite_cap",)
RDNAFWD = (f"{K}::test_rdna_wide_heads_take_the_native_forward",)
NANROW = (f"{K}::test_a_nan_row_keeps_its_nan",)
NANPLACE = (f"{K}::test_nan_lands_where_float64_puts_it",)
AITERARGS = (f"{K}::test_aiter_gets_every_argument_right",)
SWPATHS = (f"{K}::test_every_switch_is_checked_at_every_call",
           f"{K}::test_blank_and_padded_switch_values_read_as_written")
DISKCACHE = (f"{K}::test_a_pick_read_back_from_tritons_disk_cache_runs_its_tile",)
DIRECT = (f"{K}::test_the_direct_launch_gives_a_plain_launchs_bits",
          f"{K}::test_plans_are_bounded_and_keep_no_tensor_alive")
CHIPS = (f"{K}::test_every_chip_runs_its_familys_tables",
         f"{K}::test_an_unlisted_rdna_chip_runs_its_numbers_tiles_with_one_warning",
         f"{K}::test_a_triton_that_cannot_compile_the_chip_runs_no_triton_kernel")
HANDBACK = (f"{K}::test_a_patched_sdpa_says_which_calls_it_hands_to_pytorch",
            f"{K}::test_route_is_logged_once_per_signature",
            "tests/test_dropin.py::test_bench_report_writes_one_file")
LIMITS = (f"{K}::test_score_parameters_from_ordinary_to_the_float_limits",
          f"{K}::test_the_backward_keeps_p_at_most_1_under_an_lse_rounded_below_a_score")
CPACK = (f"{K}::test_compiled_packed_training_step_compiles_at_most_twice",)
TUNEMODE = (f"{K}::test_tuning_is_on_for_amd_gpus_and_follows_featherattn_tune",)
TUNECAP = (f"{K}::test_no_timing_during_capture_or_tracing_and_the_next_eager_call_tunes",)
TUNECFG = (f"{K}::test_the_tuners_configs_are_the_candidate_tiles",)
AITERCFG = (f"{K}::test_aiter_gets_featherattns_configs_where_it_ships_none",)
AITERCALL = (f"{K}::test_aiter_is_called_by_its_public_names_with_the_configs",)
CACHE = (f"{E}::test_gpu_launch_cache_keys_on_alignment_only",
         f"{K}::test_gpu_cached_launch_matches_triton_launch")

MUTANTS = [
    # ---- the score step (_score) ----
    Mutant("S1", "keep = keep & (j <= i + diag + win_right)", "keep = keep & (j < i + diag + win_right)",
           "right band edge one key short (forward / dQ)", WIN_GRAD),
    Mutant("S2", "            keep = keep & (j >= i + diag - win_left)\n    elif MASK_RIGHT:",
           "            keep = keep & (j > i + diag - win_left)\n    elif MASK_RIGHT:",
           "left band edge one key short (forward / dQ)", WIN_GRAD),
    Mutant("S3", "            keep = keep & (j >= i + diag - win_left)\n    else:",
           "            keep = keep & (j > i + diag - win_left)\n    else:",
           "left edge one key short in dK/dV when the band has a right edge too", WIN_GRAD),
    Mutant("S4", "        keep = j >= i + diag - win_left\n    return keep",
           "        keep = j > i + diag - win_left\n    return keep",
           "dK/dV left edge off by one for a left-only window (issue 20: window (3, -1))", WIN_GRAD),
    Mutant("S5", "keep = j < n_k", "keep = j <= n_k", "key bound admits one padded key", BASIC),
    Mutant("S6", "t = t - slope * tl.abs(i + diag - j).to(tl.float32)",
           "t = t - slope * tl.abs(i - j).to(tl.float32)",
           "ALiBi without the bottom-right offset (only differs when Nq != Nk)", ALIBI),
    Mutant("S7", "        t = tl.where(small, y * g, th * cap) - shift\n",
           "        t = tl.where(small, y * g, th * cap)\n",
           "softcap score loses the backward's LSE shift", FEAT),
    # ---- block ranges ----
    Mutant("K1", "tl.cdiv(tl.maximum(last + win_right + 1, 0), BLOCK_N)",
           "tl.cdiv(tl.maximum(last + win_right, 0), BLOCK_N)",
           "_key_blocks hi one key short at the right edge", WIN),
    Mutant("K2", "tl.maximum(first + win_right + 1, 0) // BLOCK_N",
           "tl.maximum(first + win_right + 2, 0) // BLOCK_N",
           "_key_blocks full_hi one key long: a partly masked block runs unmasked", WIN),
    Mutant("K3", "lo = tl.maximum(first - win_left, 0) // BLOCK_N",
           "lo = tl.maximum(first - win_left + 1, 0) // BLOCK_N",
           "_key_blocks lo one key late at the left edge", WIN),
    Mutant("K4", "full_lo = tl.cdiv(tl.maximum(last - win_left, 0), BLOCK_N)",
           "full_lo = tl.cdiv(tl.maximum(last - win_left - 1, 0), BLOCK_N)",
           "_key_blocks full_lo one key early: a partly masked block runs unmasked", WIN),
    Mutant("K5", "full_hi = n_k // BLOCK_N", "full_hi = tl.cdiv(n_k, BLOCK_N)",
           "the partial last key block counted whole (padded keys unmasked)", WIN + BASIC),
    Mutant("Q1", "lo = tl.minimum(tl.maximum(start_n - diag - win_right, 0), n_q) // BLOCK_M",
           "lo = tl.minimum(tl.maximum(start_n - diag - win_right + 1, 0), n_q) // BLOCK_M",
           "_query_blocks lo one row late at the right edge", WIN),
    Mutant("Q2", "tl.maximum(start_n + BLOCK_N - diag + win_left, 0)",
           "tl.maximum(start_n + BLOCK_N - 1 - diag + win_left, 0)",
           "_query_blocks hi one row short (issue 20: causal window (1, 0) at N40)", WIN),
    Mutant("Q3", "full_hi = tl.maximum(start_n - diag + win_left + 1, 0) // BLOCK_M",
           "full_hi = tl.maximum(start_n - diag + win_left + 2, 0) // BLOCK_M",
           "_query_blocks full_hi one row long", WIN),
    Mutant("Q4", "tl.cdiv(tl.maximum(start_n + BLOCK_N - 1 - diag - win_right, 0), BLOCK_M)",
           "tl.cdiv(tl.maximum(start_n + BLOCK_N - 2 - diag - win_right, 0), BLOCK_M)",
           "_query_blocks full_lo one row early", WIN),
    # ---- online softmax (_fwd_inner, _fwd_block) ----
    Mutant("F1", "l_i = l_i * alpha + tl.sum(p, 1)", "l_i = l_i + tl.sum(p, 1)",
           "running sum not rescaled when the max grows", BASIC),
    Mutant("F2", "acc = _mma(_lowp(p, v.dtype), v, acc * alpha[:, None])",
           "acc = _mma(_lowp(p, v.dtype), v, acc)", "accumulator not rescaled", BASIC),
    Mutant("F3", 'm_use = tl.where(m_new == float("-inf"), 0.0, m_new)', "m_use = m_new",
           "rows with nothing visible yet give NaN (-inf - -inf)", BASIC),
    Mutant("F4", "    lse = hi + tl.log(1.0 + tl.exp(", "    lse = hi + tl.log(0.0 + tl.exp(",
           "the larger logit's exp(0) missing from the sink's sum", SINKS),
    Mutant("F5", "lse = tl.where(seen, (m_i + tl.log2(l_i)) * _LN2, 0.0)",
           "lse = tl.where(seen, (m_i + tl.log2(l_i)), 0.0)",
           "LSE left in log2 units", BASIC),
    # ---- dQ (_dq_inner, _dq_block) and Delta ----
    Mutant("D1", "ds = p * (dp - delta[:, None])", "ds = p * dp", "dQ without Delta", BASIC),
    Mutant("D2", "        if SINK:\n            pdp += tl.sum(p * dp, 1)",
           "        if SINK and MASK:\n            pdp += tl.sum(p * dp, 1)",
           "sinks' p*dp skipped in whole key blocks (issue 20: non-causal N16)", SINKS),
    Mutant("D3", "_lowp(dq * sm_scale, DQ.dtype.element_ty)", "_lowp(dq, DQ.dtype.element_ty)",
           "dQ without softmax_scale", BASIC),
    Mutant("D4", "o = tl.load(O + offs_m[:, None] * stride_om + offs_d[None, :], mask=q_mask",
           "o = tl.load(O + offs_m[:, None] * stride_dom + offs_d[None, :], mask=q_mask",
           "Delta reads O with dO's row stride, resident path (issue 20)", STRIDES),
    Mutant("D5", "o = tl.load(O + offs_m[:, None] * stride_om + offs_c[None, :]",
           "o = tl.load(O + offs_m[:, None] * stride_dom + offs_c[None, :]",
           "Delta reads O with dO's row stride, sliced path (D > 64)", STRIDES),
    Mutant("D6", "delta -= tl.load(DLSE", "delta += tl.load(DLSE",
           "softmax_lse's gradient with the wrong sign", LSE),
    Mutant("D7", "step = tl.num_programs(0) // (BLOCK_D // D_OUT) * BLOCK_M",
           "step = tl.num_programs(0) * BLOCK_M",
           "packed dQ grid stride ignores column blocks (issue 20: D256, max_seqlen 8)", COLS),
    # ---- dK/dV (_dkdv_inner, _dkdv_block, _bwd_dkdv_kernel) ----
    Mutant("V1", "dsT = pT * (dpT - delta[None, :])", "dsT = pT * dpT", "dK without Delta", BASIC),
    Mutant("V2", "dsT = dsT * (1.0 - thT * thT)", "dsT = dsT * (1.0 - thT)",
           "softcap derivative wrong in dK", FEAT),
    Mutant("V3", "_lowp(dk * sm_scale, DK.dtype.element_ty)", "_lowp(dk, DK.dtype.element_ty)",
           "dK without softmax_scale", BASIC),
    Mutant("V4", "MASK=MASK_LEFT or MASK_RIGHT,", "MASK=MASK_RIGHT,",
           "dK/dV's masked loop skips the mask of a left-only window", WIN_GRAD),
    Mutant("V5", "step = tl.num_programs(0) // (BLOCK_D // D_OUT) * BLOCK_N",
           "step = tl.num_programs(0) * BLOCK_N",
           "packed dK/dV grid stride ignores column blocks", COLS),
    Mutant("V6", 'lse2 = tl.load(LSE + offs_m, mask=row_ok, other=float("inf")) * _LOG2E',
           "lse2 = tl.load(LSE + offs_m, mask=row_ok, other=0.0) * _LOG2E",
           "padded query rows get p = exp2(0 - 0) = 1 instead of 0 in dK/dV", BASIC,
           equivalent="padded rows load q = dO = 0 and Delta = 0: p = 1 multiplies zero dO "
                      "(dV) and dS = p * (0 - 0) = 0 (dK); no bit of dK / dV changes"),
    # ---- sinks' gradient (host) ----
    Mutant("H1", "pdp = torch.zeros_like(delta) if call.sinks", "pdp = torch.empty_like(delta) if call.sinks",
           "the p*dp buffer unzeroed: rows outside every sequence (issue 20: dsinks NaN)", SINKS),
    Mutant("H2", "(pdp if dlse is None else pdp - dlse)", "(pdp if dlse is None else pdp + dlse)",
           "sinks' gradient with softmax_lse's gradient of the wrong sign", LSE),
    # ---- packed spans (_seq_span, _program) and packed grids ----
    Mutant("P1", "start = tl.minimum(tl.maximum(tl.load(CU_SEQLENS + seq), 0), N)",
           "start = tl.minimum(tl.load(CU_SEQLENS + seq), N)",
           "a negative offset no longer clamped", PACKED),
    Mutant("P2", "end = tl.minimum(tl.maximum(tl.load(CU_SEQLENS + seq + 1), start), N)",
           "end = tl.minimum(tl.load(CU_SEQLENS + seq + 1), N)",
           "a decreasing offset gives a negative length", PACKED,
           equivalent="a negative length empties every loop like length 0 does: range(start, n) "
                      "with n < 0, and the block ranges collapse to hi = lo; the same bits as the "
                      "clamped empty sequence (test_packed_decreasing_offsets_give_empty_sequences "
                      "passes under it, queries or keys decreasing, causal or windowed)"),
    Mutant("P3", "    alloc = torch.zeros if call.varlen else torch.empty\n    out = alloc(",
           "    alloc = torch.empty\n    out = alloc(",
           "packed forward output and lse unzeroed outside every sequence", PACKED),
    Mutant("P4", "range(pid_m * BLOCK_M, n_q, tl.num_programs(0) * BLOCK_M)",
           "range(pid_m * BLOCK_M, n_q, 2 * tl.num_programs(0) * BLOCK_M)",
           "packed forward grid stride skips every other round", PACKED),
    Mutant("P5", "        return min(max(call.max_seqlen_q, 1), n_q), min(",
           "        return max(call.max_seqlen_q, 1), min(",
           "packed grids' query rows no longer bounded by the tokens present",
           (f"{E}::test_packed_grid_is_bounded_by_the_tokens_without_running",) + PACKED),
    Mutant("P6", "        off_b = 0\n    else:\n        off_b = seq.to(tl.int64)",
           "        off_b = seq.to(tl.int64)\n    else:\n        off_b = seq.to(tl.int64)",
           "packed sequences read as batch entries", PACKED),
    # ---- column blocks (D_OUT, d0) ----
    Mutant("C1", "d0 = (tl.program_id(0) % (BLOCK_D // D_OUT)) * D_OUT", "d0 = 0 * D_OUT",
           "every column block writes columns [0, D_OUT)", COLS),
    Mutant("C2", "return block_d // min(tile.D_OUT or block_d, block_d)", "return 1",
           "one column block launched when D > D_OUT", COLS),
    Mutant("C3", "offs_d = d0 + tl.arange(0, D_OUT)\n    kv_mask",
           "offs_d = tl.arange(0, D_OUT)\n    kv_mask", "dK/dV ignores d0", COLS),
    # ---- GQA mapping ----
    Mutant("G1", "off_hk = off_h // (H // H_K)", "off_hk = off_h % H_K",
           "query head -> KV head by modulo", BASIC),
    Mutant("G2", "off_h = off_hk * group + g", "off_h = off_hk + g * H_K",
           "dK/dV's group loop visits interleaved heads", BASIC),
    # ---- validation bounds ----
    Mutant("A1", "if batch * nheads > 65535:", "if batch * nheads >= 65535:",
           "the largest legal grid rejected (issue 20)", GRID),
    Mutant("A2", "if batch * nheads > 65535:", "if batch * nheads > 65536:",
           "a grid past the bound accepted", GRID),
    Mutant("A3", "    _check_grid(batch, q.shape[1])\n", "    _check_grid(1, q.shape[1])\n",
           "packed grid bound counts one sequence", GRID),
    Mutant("A4", "if H < 1 or Hk < 1 or H % Hk != 0:", "if H < 1 or Hk < 1:",
           "heads not a multiple of KV heads accepted", ARGS),
    # ---- the launch cache (_launch; GPU only: the interpreter never takes the fast path) ----
    # ---- dropout ----
    Mutant("R1", "head_key + rows.to(tl.uint32) * 0x27D4EB2F", "head_key + rows.to(tl.uint32) * 0x27D4EB2D",
           "the kernels' mask hash differs from the reference's (_mix32_ref)", DROP),
    Mutant("R2", "        l_i = l_i * alpha + tl.sum(p, 1)\n        if DROPOUT:\n            p = tl.where(",
           "        if DROPOUT:\n            p = tl.where(",
           "the forward normalizes by the kept probabilities only (l_i after dropout)", DROP),
    Mutant("R3", "        out = acc * (drop[2] / l_i)[:, None]  # kept p / (1 - dropout_p)",
           "        out = acc / l_i[:, None]  # kept p / (1 - dropout_p)",
           "the forward forgets 1 / (1 - dropout_p)", DROP),
    Mutant("R4", "                                        drop_thresh=drop_thresh), dp * drop_scale, 0.0)",
           "                                        drop_thresh=drop_thresh), dp, 0.0)",
           "dQ's dp forgets the rescale", DROP),
    Mutant("R5", "            dv = _mma(_lowp(tl.where(keepT, pT * drop_scale, 0.0), do.dtype), do, dv)",
           "            dv = _mma(_lowp(pT * drop_scale, do.dtype), do, dv)",
           "dV ignores the mask", DROP),
    Mutant("R6", "            dpT = tl.where(keepT, dpT * drop_scale, 0.0)", "            dpT = dpT * drop_scale",
           "dK's dp ignores the mask", DROP),
    Mutant("R7", "        drop_h = (drop[0] + off_h, drop[1], drop[2])",
           "        drop_h = (drop[0], drop[1], drop[2])",
           "dK/dV's masked blocks use the group's first head's mask (GQA)", DROP),
    Mutant("R8", "    running = torch.cummax(maxes.flip(-1), dim=-1).values.flip(-1)",
           "    running = maxes.amax(-1, keepdim=True).expand_as(maxes)",
           "S_dmask scaled by the row max, not flash-attn's running max per key block", DROP),
    Mutant("R9", "    return torch.where(_reference_keep(q, Nk, call, seq0), a, -a)",
           "    return torch.where(_reference_keep(q, Nk, call, 0), a, -a)",
           "packed S_dmask uses sequence 0's mask for every sequence", DROP),
    Mutant("R10", "        keep = _reference_keep(q, Nk, call, seq0)\n        dp = torch.where(keep, dp / (1.0 - call.dropout_p), 0.0)",
           "        keep = _reference_keep(q, Nk, call, seq0)\n        dp = torch.where(keep, dp, 0.0)",
           "the reference backward forgets the rescale", DROP),
    Mutant("O1", "        hi = HEAD_DIM + tl.program_id(2)  # program_id(2) is 0 (2-D grids), unknown to LLVM",
           "        hi = HEAD_DIM - D_CHUNK + tl.program_id(2)",
           "the older Tritons' opaque slice loop drops the last slice",
           (f"{K}::test_opaque_head_dim_loop_gives_the_same_results",)),
    # ---- host logic: switches, the forward choice, patch arguments, second order (issue 29) ----
    Mutant("W1", '    if word in ("", "0", "false", "no", "off"):',
           '    if word in ("", "0"):',
           "a switch set to false / no / off counts as on", (f"{K}::test_log_off_values_log_nothing",
                                                              f"{K}::test_check_off_values_clamp_instead_of_raising")),
    Mutant("W2", '    if word in ("1", "true", "yes", "on"):\n        return True',
           '    if True:\n        return True',
           "a switch with an unknown value counts as on", (f"{K}::test_a_switch_with_another_value_raises_naming_it",)),
    Mutant("W3", '    if choice not in ("", "native", "aiter"):', '    if False:',
           "FEATHERATTN_FORWARD=bogus is ignored", (f"{K}::test_forward_choice_is_checked_on_every_call",)),
    Mutant("W4", '    choice = _forward_choice()\n    if not _HAS_TRITON:',
           '    choice = "" if q.device.type == "cpu" else _forward_choice()\n    if not _HAS_TRITON:',
           "the forward choice is read only on a GPU (a bogus value passes on the CPU)",
           (f"{K}::test_forward_choice_is_checked_on_every_call",),
           equivalent="_check_switches validates FEATHERATTN_FORWARD at every call, before the "
                      "route reads it (issue 39)"),
    Mutant("W5", "        inputs = (q, k, v) if sinks is None else (q, k, v, sinks)",
           "        inputs = (q, k, v)",
           "a penalty through the sinks' gradient is silently unused",
           (f"{K}::test_double_backward_through_sinks_raises_naming_featherattn",)),
    Mutant("W6", '    flash_attn_3 = _flag("flash_attn_3", flash_attn_3)\n', "",
           "patch_flash_attn(flash_attn_3='no') counts as true",
           ("tests/test_dropin.py::test_patch_arguments_are_type_checked",)),
    Mutant("W7", '            if (_switch("FEATHERATTN_STRICT") or _INTERPRET',
           '            if (_INTERPRET',
           "FEATHERATTN_STRICT is read only after the interpreter check",
           (f"{K}::test_a_switch_with_another_value_raises_naming_it",)),
    Mutant("W8", "            if _SDPA_HOLDS[0] <= 0:", "            if True:",
           "a with patch_sdpa() block's exit undoes a patch_sdpa() made inside it",
           ("tests/test_dropin.py::test_patch_sdpa_inside_a_with_block_outlives_it",)),
    Mutant("W9", "    except (ImportError, ValueError):\n        return None\n    try:", "    except ImportError:\n        return None\n    try:",
           "patch_flash_attn over a flash_attn module without __spec__ raises torch's error",
           ("tests/test_dropin.py::test_patch_flash_attn_over_a_module_without_spec",)),
    Mutant("W10", "        if optional and any(st == 0 and n > 1 for st, n in zip(t.stride(), t.shape)):",
           "        if False:",
           "an expanded dq / dk / dv buffer is accepted, and fails after the kernels ran",
           ("tests/test_dropin.py::test_private_backward_checks_every_tensor",)),
    Mutant("W11", "    if torch._C._are_functorch_transforms_active():", "    if False:",
           "torch.func transforms reach the kernels (torch's setup_context message, or a 3-D q)",
           (f"{K}::test_torch_func_transforms_raise_one_clear_error",)),
    Mutant("W12", "            for t in tensors):", "            for t in tensors[1:]):",
           "a dual q passes into the kernels (forward-mode AD on q alone)",
           (f"{K}::test_torch_func_transforms_raise_one_clear_error",)),
    Mutant("W13", "    longest_q = max([call.max_seqlen_q] + [rq.stop - rq.start for _, _, rq, _ in seqs])",
           "    longest_q = call.max_seqlen_q",
           "packed S_dmask sized by a max_seqlen shorter than the sequences (empty, mask applied)",
           (f"{K}::test_dropout_packed_s_dmask_covers_sequences_past_max_seqlen",)),
    # ---- issue 29, second round: routing, fallbacks, reference paths, boundaries, grids,
    # tiles, arguments and layouts. Written before the tests that catch them; the score with
    # the neighbouring tests of the day (before) and with the new ones is in docs/mutation.md.
    Mutant("X1", "        return self.window[0] >= 0 or self.window[1] > 0",
           "        return self.window[0] >= 0",
           "a window bounded only on the right counts as no window: AITER's forward (no window) serves it",
           ROUTE),
    Mutant("X2", '                                        ("sinks", call.sinks is not None)) if used]',
           '                                        ("sinks", False)) if used]',
           "a call with sinks is routed to AITER's forward, which has none", ROUTE),
    Mutant("X3", '    packed_reason = "AITER\'s packed-sequence forward trusts max_seqlen" if call.varlen else ""',
           '    packed_reason = ""', "packed calls go to AITER's forward, which trusts max_seqlen", ROUTE),
    Mutant("X4", "                    or isinstance(e, ValueError)):", "                    ):",
           "a ValueError from the native path (bad input) becomes a silent fallback on a GPU", FALLBACK),
    Mutant("X5", "    use_aiter = lambda: aiter is not None and _aiter_available()[0]  # noqa: E731",
           "    use_aiter = lambda: aiter is not None  # noqa: E731",
           "a failed native backward falls back to AITER's where amd-aiter does not load", FALLBACK),
    Mutant("X6", "    return bits.to(tl.int32) >= drop_thresh", "    return bits.to(tl.int32) > drop_thresh",
           "the kernels drop a score whose hash equals the threshold (1 in 2^24)", THRESH),
    Mutant("X7", "    return (_mix32_ref(row_keys ^ cols) >> 8) >= _dropout_threshold(dropout_p)",
           "    return (_mix32_ref(row_keys ^ cols) >> 8) > _dropout_threshold(dropout_p)",
           "the reference drops a score whose hash equals the threshold", THRESH),
    Mutant("X8", "        o, l = _reference_attention(q[None, rq], k[None, rk], v[None, rk], seq_call, seq0=i)",
           "        o, l = _reference_attention(q[None, rq], k[None, rk], v[None, rk], seq_call, seq0=0)",
           "the packed reference forward draws every sequence's dropout mask as sequence 0's", REFERENCE),
    Mutant("X9", "(pdp if dlse is None else pdp - dlse.to(acc))).sum(dim=(0, 2))",
           "pdp).sum(dim=(0, 2))",
           "the reference sinks' gradient leaves out the lse gradient", REFERENCE),
    Mutant("X10", "             lambda tile: (_cdiv(rows_q, tile.BLOCK_M) * _column_blocks(tile, D), batch * H),",
           "             lambda tile: (_cdiv(rows_k, tile.BLOCK_M) * _column_blocks(tile, D), batch * H),",
           "the packed dQ grid is sized by max_seqlen_k (only slower or faster: the kernel walks the rest)",
           GRIDS),
    Mutant("X11", "    shipped = _table_tile(cfgs, kernel, call.softcap, call.dropout_p)",
           "    shipped = cfgs[kernel]",
           "the dK/dV kernel launches the plain tile where the table has a softcap or dropout one",
           GRIDS),
    Mutant("X12", "        return 32 if is_dropout else 64", "        return 64",
           "S_dmask encoded with 64-wide key blocks at D128 with dropout (flash-attn: 32)", SDMASK),
    Mutant("X13", "(window_size_left, window_size_right), softcap, alibi_slopes,\n        False, False, None))\n    _check_private_tensors(\"_flash_attn_varlen_backward\"",
           "(window_size_left, window_size_right), 0.0, alibi_slopes,\n        False, False, None))\n    _check_private_tensors(\"_flash_attn_varlen_backward\"",
           "_flash_attn_varlen_backward accepts softcap and ignores it", PRIVATE),
    Mutant("X14", "    return t if t.stride(-1) == 1 else t.contiguous()", "    return t",
           "a q / k / v whose last dim is strided is read as contiguous", STRIDES + LAYOUT),
    Mutant("X21", "    for c in range(0, hi, D_CHUNK):", "    for c in range(0, hi - 1, D_CHUNK):",
           "a head dim one past a slice boundary loses its last column (the sliced dots)",
           (f"{K}::test_head_dims_around_every_slice_and_block_boundary",)),
    # The fixes of this round, undone (their tests failed on the code before the fix):
    Mutant("X15", "    cu_q = _monotone_offsets(cu_seqlens_q, q.shape[0])\n    cu_k = cu_q if cu_seqlens_k is cu_seqlens_q else _monotone_offsets(cu_seqlens_k, k.shape[0])",
           "    cu_q, cu_k = cu_seqlens_q, cu_seqlens_k",
           "unchecked offsets reach the kernels and the reference as given: decreasing ones overlap", OFFSETS),
    Mutant("X16", "    return torch.cummax(cu.clamp(0, total), 0).values.to(torch.int32)",
           "    return cu.clamp(0, total)",
           "offsets clamped but not made non-decreasing: sequences after a dip overlap earlier ones", OFFSETS),
    Mutant("X17", "                 None if sinks is None else sinks.contiguous(),  # the kernels read sinks[h]",
           "                 sinks,", "a strided or expanded sinks is read as contiguous", LAYOUT),
    Mutant("X18", '    return tl.where(lse == float("-inf"), 0.0, lse), share',
           "    return lse, share", "a sink of -inf leaves a keyless row lse -inf", MINF),
    Mutant("X19", '                lse[:, rq] = torch.where(sink == float("-inf"), 0.0, sink)  # as _reference_lse',
           "                lse[:, rq] = sink", "the packed reference gives a keyless row lse -inf under a sink of -inf", MINF),
    Mutant("X20", '    max_q = min(_integer("max_seqlen_q", max_seqlen_q, 0), q.shape[0])',
           '    max_q = _integer("max_seqlen_q", max_seqlen_q, 0)',
           "a max_seqlen past int64 reaches the op (torch.compile fails)",
           (f"{K}::test_compile_takes_a_max_seqlen_past_int64",)),
    Mutant("X49", "to(tl.float32)\n    score = (qk_scale, cap, win_left, win_right)",
           "to(tl.float32)\n    score = (qk_scale, cap, win_right, win_left)",
           "the forward's score tuple packs the window's sides swapped", WIN),
    Mutant("X50", "    drop_thresh, drop_scale = drop[1], drop[2]\n",
           "    drop_thresh, drop_scale = drop[2], drop[1]\n",
           "dQ reads the dropout tuple's threshold and scale swapped", DROP),
    Mutant("X51", "O = _rows_of(X=O, off_b=off_b, start=q_start, head=off_h, strides=stride_o)",
           "O = _rows_of(X=O, off_b=off_b, start=q_start, head=off_h, strides=stride_do)",
           "dQ's kernel finds O's rows with dO's stride tuple", STRIDES + LAYOUT),
    Mutant("X52", "(t.stride(0), t.stride(1), t.stride(2))", "(t.stride(0), t.stride(2), t.stride(1))",
           "the host packs each stride tuple's row and head strides swapped", BASIC),
    Mutant("X53", "DO = _rows_of(X=DO, off_b=off_b, start=q_start, head=0, strides=stride_do)",
           "DO = _rows_of(X=DO, off_b=off_b, start=q_start, head=0, strides=stride_q)",
           "dK/dV's kernel finds dO's rows with q's stride tuple", STRIDES + LAYOUT),
    Mutant("X54", "stride_v[1]\n    out_base", "stride_k[1]\n    out_base",
           "the forward walks V's rows with K's row stride", STRIDES + LAYOUT),
    Mutant("X55", "    SINK: tl.constexpr = PdP is not None", "    SINK: tl.constexpr = DLSE is not None",
           "dQ's sink switch keyed on the lse gradient's tensor", SINKS),
    Mutant("X56", "    ALIBI: tl.constexpr = Slopes is not None\n    DROPOUT: tl.constexpr = Seed is not None\n    offs_n",
           "    ALIBI: tl.constexpr = Seed is not None\n    DROPOUT: tl.constexpr = Seed is not None\n    offs_n",
           "dK/dV's ALiBi switch keyed on dropout's seed", ALIBI + FEAT),
    Mutant("X57", "    if (call.dropout_p > 0.0) != (call.dropout_seed is not None):", "    if False:",
           "a kernel call with dropout_p and no seed runs, keeping every probability",
           (f"{K}::test_kernel_calls_refuse_dropout_without_its_seed",)),
    # ---- issue 38: plans keyed by _signature, tuning through Triton's autotuner, AITER by
    # its public names (T1-T29, written before their tests) ----
    Mutant("T1", "(value.shape, value.stride(), value.storage_offset()", "(value.shape, value.storage_offset()",
           "a plan's key forgets the tensors' strides", PLANKEY),
    Mutant("T2", "value.storage_offset(), value.dtype,\n", "value.storage_offset(),\n",
           "a plan's key forgets dtypes (the direct launch replays another dtype's kernel)", CACHE,
           gpu=True),
    Mutant("T3", "            key.append((kind, *_signature(*value)))",
           "            key.append((type(value), len(value)))",
           "a plan's key takes a tuple (the call record) by its length only", PLANKEY),
    Mutant("T4", "            key.append(_signature(*value.values()))",
           "            key.append(tuple(value))",
           "a plan's key takes the launch's tensors by name only", PLANKEY),
    Mutant("T5", "            key.append((kind, value))\n        elif isinstance(value, torch.Tensor):",
           "            key.append(kind)\n        elif isinstance(value, torch.Tensor):",
           "a plan's key takes scalars by type only (a new scale replays the old one)", PLANKEY),
    Mutant("T6", "    key = _signature(name, tensors, call)", "    key = _signature(name, tensors)",
           "a plan's key forgets the call's settings", PLANKEY),
    Mutant("T7", "            key.append((value.shape, value.stride(),", "            key.append((value.stride(),",
           "a plan's key forgets shapes (a new batch size with the same strides)", PLANKEY),
    Mutant("T8", "    return _ROCM\n", "    return True\n",
           "NVIDIA GPUs tune by default (their tiles are measured)", TUNEMODE),
    Mutant("T9", '        return _switch("FEATHERATTN_TUNE")', "        return True",
           "FEATHERATTN_TUNE=0 does not turn tuning off", TUNEMODE),
    Mutant("T10", "    return (shipped, *(t for t, _ in rows.get(kernel, ())\n                       if t != shipped and (not t.D_OUT or bucket > 128)))",
           "    return (*(t for t, _ in rows.get(kernel, ())\n                       if t != shipped and (not t.D_OUT or bucket > 128)), shipped)",
           "the shipped tile is not first (capture and tracing run a candidate)", TUNECAP),
    Mutant("T12", '("BLOCK_M", "BLOCK_N", "D_CHUNK", "D_OUT")', '("BLOCK_M", "BLOCK_N", "D_OUT")',
           "the tuner's configs lose the slice width", TUNECFG),
    Mutant("T13", "num_warps=tile.num_warps, num_stages=tile.num_stages))",
           "num_warps=4, num_stages=tile.num_stages))",
           "the tuner times every candidate at 4 warps", TUNECFG),
    Mutant("T14", "    return next(tile for tile, config in zip(tiles, tuner.configs) if (",
           "    return next(tiles[0] for tile, config in zip(tiles, tuner.configs) if (",
           "the tuner's choice is read back as the shipped tile", TUNE),
    Mutant("T15", "        config.kwargs, config.num_warps, config.num_stages) == (\n        best.kwargs, best.num_warps, best.num_stages))",
           "        config.num_warps,) == (\n        best.num_warps,))",
           "the tuner's choice is matched by its warps only", TUNE),
    Mutant("T16", "        elif torch.compiler.is_compiling() or _capturing(device):  # no timing, nothing kept",
           "        elif torch.compiler.is_compiling():  # no timing, nothing kept",
           "the tuner times (and synchronizes) during graph capture", TUNECAP),
    Mutant("T17", "            tile = _tuned_tile(tuner, tiles)", "            tile = tiles[0]",
           "the plan after tuning runs the shipped tile, not the pick", TUNE),
    Mutant("T18", 'meta.get("D_OUT", 0)))', "0))",
           "the tuner's grid forgets a candidate's column blocks (columns left unwritten)", TUNE),
    Mutant("T19", "BLOCK_D=max(16, _next_pow2(head_dim)), HEAD_DIM=head_dim)", "BLOCK_D=max(16, _next_pow2(head_dim)))",
           "the tuner's launch misses the head dim", TUNE),
    Mutant("T20", "key=list(_TUNE_KEY), cache_results=not", 'key=["HEAD_DIM"], cache_results=not',
           "the tuner's key holds the head dim only: a new length reuses another's pick", TUNE),
    Mutant("T21", '"MASK_LEFT", "MASK_RIGHT", "SOFTCAP")', '"MASK_LEFT", "MASK_RIGHT")',
           "the tuner's key forgets softcap", TUNE),
    Mutant("B1", "    return max(16, _next_pow2(n))\n", "    return n\n",
           "the tuner keys on exact lengths: a run with changing lengths tunes at each", TUNEB),
    Mutant("B2", "BUCKET_Q=_length_bucket(rows),", "BUCKET_Q=_length_bucket(Nq),",
           "a packed forward's tuner keys on the token total, not max_seqlen_q", TUNEB),
    Mutant("B3", "BUCKET_Q=_length_bucket(rows_q),", "BUCKET_Q=_length_bucket(Nq),",
           "a packed backward's tuner keys on the token total, not max_seqlen_q", TUNEB),
    Mutant("B4", "                            BUCKET_K=_length_bucket(rows_k),",
           "                            BUCKET_K=_length_bucket(rows_q),",
           "the backward's tuner keys on the query length twice (keys' bucket ignored)", TUNEB),
    Mutant("B5", "BUCKET_K=_length_bucket(rows_k), **_strides(q=q, k=k, v=v),",
           "BUCKET_K=_length_bucket(Nk), **_strides(q=q, k=k, v=v),",
           "a packed forward's tuner keys on the key total, not max_seqlen_k", TUNEB),
    Mutant("CP1", "        if not isinstance(value, int):  # (an int traced by Dynamo stays symbolic: no",
           "        if True:  # (an int traced by Dynamo stays symbolic: no",
           "an int argument is specialized under torch.compile: a recompile per max_seqlen", CPACK),
    Mutant("CP2", "              softmax_scale: _Number, window_left: int,",
           "              softmax_scale: float, window_left: int,",
           "the backward op's schema takes the scale as a float: a recompile per scale", CPACK),
    Mutant("CP3", "window_left: int, window_right: int, softcap: _Number,",
           "window_left: int, window_right: int, softcap: float,",
           "the forward op's schema takes softcap as a float: a recompile per softcap", CPACK),
    Mutant("SC1", "        small = tl.abs(x) < 0.125", "        small = tl.abs(x) < 0.0",
           "softcap's tanh through exp2 at every argument (1 - e cancels for large caps)", SCAP),
    Mutant("SC2", "        t = tl.where(small, y * g, th * cap) - shift",
           "        t = th * cap - shift",
           "the capped score as tanh * cap everywhere (0 * inf past fp32's range)", SCAP),
    Mutant("SC3", "g = 1.0 + x2 * (-1.0 / 3.0 + x2", "g = 1.0 + x2 * (1.0 / 3.0 + x2",
           "tanh's series with the x^3 term's sign flipped", SCAP),
    Mutant("SC4", "    qk_scale, cap = call.softmax_scale * LOG2E, call.softcap * LOG2E",
           "    qk_scale, cap = call.softmax_scale * LOG2E, call.softcap",
           "the cap passed in natural units where the kernels work in log2 units", SCAP),
    Mutant("RT1", '    if q.shape[-1] > 128 and _gpu_family(_device_index(q.device)) in _RDNA_FAMILIES:',
           '    if q.shape[-1] > 256 and _gpu_family(_device_index(q.device)) in _RDNA_FAMILIES:',
           "RDNA's D256 calls default to AITER's spilling forward", RDNAFWD),
    Mutant("RT3", '    if not _ROCM and choice != "aiter":', '    if False:',
           "no NVIDIA default: its calls read the features (a compiled step guards on each)", ROUTE),
    Mutant("RT4", '    if choice == "native":\n        return "native", "native", "FEATHERATTN_FORWARD=native"\n',
           '    aiter_lacks()\n    if choice == "native":\n        return "native", "native", "FEATHERATTN_FORWARD=native"\n',
           "the features are read before the NVIDIA default (softcap 0 after 5.0 recompiles)", ROUTE),
    Mutant("RT2", '    if q.shape[-1] > 128 and _gpu_family(_device_index(q.device)) in _RDNA_FAMILIES:',
           '    if q.shape[-1] > 128:',
           "every wide head dim takes the native forward, CDNA's too", RDNAFWD),
    Mutant("NR1", "    seen = l_i != 0.0\n", "    seen = l_i > 0.0\n",
           "a NaN row's lse becomes 0 and its l 1: a NaN hidden from the trainer", NANROW),
    Mutant("NR2", "    l_i = tl.where(seen, l_i, 1.0)\n    lse = tl.where(seen, (m_i + tl.log2(l_i)) * _LN2, 0.0)",
           "    l_i = tl.where(seen, l_i, 1.0)\n    lse = tl.where(l_i > 0.0, (m_i + tl.log2(l_i)) * _LN2, 0.0)",
           "the lse select tests l > 0 again (a NaN row's lse 0)", NANROW),
    # A NaN or inf in v reaches only the rows that see its key; scores at the float limits.
    Mutant("NV1", '    for name in ("fwd", "fwd-exact"):  # (see _fwd_kernel\'s EXACT_V)',
           '    for name in ("fwd",):  # (see _fwd_kernel\'s EXACT_V)',
           "no exact pass after the forward (a hidden NaN in v spreads)", NANPLACE),
    Mutant("NV8", "        bad += tl.sum(tl.where(v * 0.0 == 0.0, 0, 1))", "        bad += 0",
           "the exact pass never finds a NaN or inf value", NANPLACE),
    Mutant("NV2", "        seen = tl.max(tl.where(pick & keep, 1, 0), 1) > 0",
           "        seen = tl.max(tl.where(pick, 1, 0), 1) > 0",
           "the exact path adds a hidden key's NaN value to every row", NANPLACE),
    Mutant("NV3", "            finite = v * 0.0 == 0.0  # False at NaN and +-inf",
           "            finite = v == v  # False at NaN and +-inf",
           "an inf value counts as finite (0 * inf spreads NaN)", NANPLACE),
    Mutant("NV4", "        bad = tl.where(v_c * 0.0 == 0.0, 0.0, v_c)", "        bad = v_c",
           "the exact path adds the finite values a second time", NANPLACE),
    Mutant("NV5", "    nan = sees(visible, torch.isnan(v)) | sees(zero, torch.isinf(v))  # 0 * inf",
           "    nan = sees(visible, torch.isnan(v))  # 0 * inf",
           "the reference: a visible key's inf times p = 0 gives inf, not NaN", NANPLACE),
    Mutant("NV6", "    if v.device.type == \"cpu\" and bool(finite.all()):",
           "    if v.device.type == \"cpu\":", "the reference skips nonfinite values on the CPU",
           NANPLACE),
    Mutant("NV7", "    pos, neg = sees(seen, v == float(\"inf\")), sees(seen, v == float(\"-inf\"))",
           "    pos, neg = sees(visible, v == float(\"inf\")), sees(visible, v == float(\"-inf\"))",
           "the reference: +inf at a visible key with p = 0 gives inf (float64: NaN)", NANPLACE,
           equivalent="a visible key with p = 0 and an inf value already sets nan (the line "
           "above), and the final where puts NaN over pos / neg; a NaN p is in neither set "
           "and makes the row's matmul NaN"),
    Mutant("BS1", "        if not -_MAX_SCALE <= softmax_scale <= _MAX_SCALE:",
           "        if not softmax_scale <= _MAX_SCALE:",
           "a huge negative softmax_scale passes the check", ARGS),
    Mutant("BS2", "_MAX_SCALE = 1e3\n", "_MAX_SCALE = 1e30\n",
           "softmax_scale up to 1e30 is served (the backward's p loses the softmax)", ARGS),
    Mutant("AZ1", "    if ALIBI:\n        return tl.where(t > 0.0, 0.0, t)",
           "    if False:\n        return tl.where(t > 0.0, 0.0, t)",
           "the backward's p may exceed 1 (slopes of -1e30: inf * 0 = NaN gradients)", LIMITS),
    Mutant("AZ2", "        return tl.where(t > 0.0, 0.0, t)", "        return tl.where(t >= 0.0, t, 0.0)",
           "the clamp keeps p > 1 and zeroes p <= 1 (every gradient wrong under ALiBi)",
           LIMITS),
    Mutant("AZ3", "    log_p = torch.where(log_p > 0, 0.0, log_p)  # p <= 1 (see _at_most_0)\n", "",
           "the reference's backward p may exceed 1", LIMITS),
    # Every RDNA chip (issue 46): its family, the unlisted one, the Triton that cannot
    # compile it.
    Mutant("CH1", '    "gfx1170": "gfx12", "gfx1200": "gfx12"', '    "gfx1170": "gfx11", "gfx1200": "gfx12"',
           "gfx1170 runs the tiles fit to gfx11's WMMA layout", CHIPS),
    Mutant("CH2", '    "gfx1100": "gfx11", "gfx1101": "gfx11", "gfx1102": "gfx11", "gfx1103": "gfx11",',
           '    "gfx1100": "gfx11", "gfx1101": "gfx11", "gfx1102": "gfx11",',
           "the 780M (gfx1103) is an unlisted chip: a warning at every run", CHIPS),
    Mutant("CH3", "    if arch.startswith(_RDNA_FAMILIES):\n        _warn_once((\"unlisted chip\"",
           "    if False:\n        _warn_once((\"unlisted chip\"",
           "an unlisted RDNA chip runs the conservative default tiles", CHIPS),
    Mutant("CH4", "    if arch in _CHIP_TRITON and _triton_version() < _CHIP_TRITON[arch]:",
           "    if arch in _CHIP_TRITON and _triton_version() <= _CHIP_TRITON[arch]:",
           "gfx1170 on Triton 3.9, which compiles it, runs no Triton kernel", CHIPS),
    Mutant("CH5", '_CHIP_TRITON = {"gfx1170": (3, 9)}', '_CHIP_TRITON = {"gfx1170": (3, 8)}',
           "Triton 3.8 compiles for gfx1170 (and aborts the process)", CHIPS),
    # The Hub kernel's copy beside an installed featherattn (issue 46).
    Mutant("NS1", "        except RuntimeError:\n            if i == 8:\n                raise",
           "        except RuntimeError:\n            raise",
           "a second copy of the module (the Hub kernel's) cannot import beside the first",
           ("tests/test_hub.py::test_the_kernel_and_featherattn_import_side_by_side",)),
    # TRITON_INTERPRET read as Triton reads it (issue 47, item 6).
    Mutant("IN1", "        return bool(runtime.interpret)",
           '        return os.environ.get("TRITON_INTERPRET", "0") == "1"',
           "TRITON_INTERPRET=true runs Triton's interpreter but featherattn's reference",
           (f"{K}::test_triton_interpret_is_read_as_triton_reads_it",)),
    # What a patched SDPA hands to PyTorch (issue 46): counted, logged once, reported.
    Mutant("HB1", "    _HANDBACKS[reason] = _HANDBACKS.get(reason, 0) + 1",
           "    _HANDBACKS[reason] = 1", "a reason's count stops at 1", HANDBACK),
    Mutant("HB2", "    if not _first_log((\"sdpa\", reason, shape(query), shape(key), dtype, attn_mask is not None)):\n        return\n",
           "    _first_log((\"sdpa\", reason, shape(query), shape(key), dtype, attn_mask is not None))\n",
           "a hand-back is logged at every call", HANDBACK),
    Mutant("HB3", "        _note_handback(reason, query, key, attn_mask)\n", "",
           "calls handed back silently (the defect the issue found)", HANDBACK),
    Mutant("HB4", '    if not _switch("FEATHERATTN_LOG"):\n        return\n    shape = lambda',
           '    if _switch("FEATHERATTN_LOG"):\n        return\n    shape = lambda',
           "hand-backs logged only without FEATHERATTN_LOG", HANDBACK),
    Mutant("HB5", "        return \"a torch.func transform or dual tensors (PyTorch's SDPA serves them)\"",
           "        return \"\"", "a torch.func call served as if servable (no reason given)", HANDBACK),
    Mutant("HB6", '        route += " [" + ", ".join(f"{n}={cfgs[n]}" for n in used)',
           '        route += " [" + ", ".join(f"{n}={tuple(cfgs[n])}" for n in used)',
           "tiles logged as bare tuples", HANDBACK),
    # Where two features meet: AITER's arguments, switches on every path, the tuner's disk
    # cache, the plans' direct launch.
    Mutant("AT1", "        k.shape[1], 0.0, config=_aiter_bwd_config(_device_index(q.device)))",
           "        q.shape[1], 0.0, config=_aiter_bwd_config(_device_index(q.device)))",
           "AITER's backward gets the query length as the key length", AITERARGS),
    Mutant("AT2", "                  window_size=(-1, -1), alibi_slopes=_batch_slopes(call.alibi_slopes, batch),",
           "                  window_size=(-1, -1), alibi_slopes=call.alibi_slopes,",
           "AITER's forward gets (H,) slopes where it reads (B, H)", AITERARGS),
    Mutant("AT3", "        do, q, k, v, out, lse.contiguous(), dq, dk, dv, None, call.softmax_scale,",
           "        do, q, k, v, out, lse.contiguous(), dq, dk, dv, None, q.shape[-1] ** -0.5,",
           "AITER's backward gets the padded head dim's default scale", AITERARGS),
    Mutant("AT4", "    kwargs = dict(dropout_p=0.0, softmax_scale=call.softmax_scale, causal=call.causal,",
           "    kwargs = dict(dropout_p=0.0, softmax_scale=call.softmax_scale, causal=True,",
           "AITER's forward always causal", AITERARGS),
    Mutant("SW1", '    _check_switches(query.device if isinstance(query, torch.Tensor) else torch.device("cpu"))\n',
           "", "a patched SDPA hands calls to PyTorch with a bad switch unread", SWPATHS),
    Mutant("SW2", "    word = value.strip().lower()", "    word = value.lower()",
           "a switch padded with spaces is an error", SWPATHS),
    Mutant("SW3", '    choice = os.environ.get("FEATHERATTN_FORWARD", "").strip().lower()',
           '    choice = os.environ.get("FEATHERATTN_FORWARD", "").lower()',
           "FEATHERATTN_FORWARD padded with spaces is an error", SWPATHS),
    Mutant("DC1", "    return next(tile for tile, config in zip(tiles, tuner.configs) if (\n"
           "        config.kwargs, config.num_warps, config.num_stages) == (\n"
           "        best.kwargs, best.num_warps, best.num_stages))",
           "    return next(tile for tile, config in zip(tiles, tuner.configs) if (\n"
           "        config.kwargs) == (\n        best.kwargs))",
           "a pick read back matches the first tile of its block sizes, any warps", DISKCACHE),
    Mutant("DC2", "            num_warps=tile.num_warps, num_stages=tile.num_stages))",
           "            num_warps=tile.num_warps, num_stages=1))",
           "the tuner's configs lose their stages (two tiles, one config)", DISKCACHE),
    Mutant("DL1", "    return _Direct(compiled, tuple(None if n in tensors else bound[n] for n in names),",
           "    return _Direct(compiled, tuple(bound[n] for n in names),",
           "a plan keeps its first call's tensors alive", DIRECT),
    Mutant("DL2", "                   {n: names.index(n) for n in tensors}, (*grid, 1, 1)[:3],",
           "                   {n: names.index(n) for n in tensors}, (grid[0], 1, 1),",
           "the direct launch runs the grid's first axis only", DIRECT),
    Mutant("DL3", "        if len(_PLANS) > 4096:", "        if len(_PLANS) > 1 << 30:",
           "the plans' bound bounds nothing", DIRECT),
    Mutant("DL4", '                   {n: names.index(n) for n in tensors}, (*grid, 1, 1)[:3],',
           '                   {n: names.index({"K": "V", "V": "K"}.get(n, n)) for n in tensors}, (*grid, 1, 1)[:3],',
           "the direct launch puts K in V's slot and V in K's", DIRECT),
    Mutant("T22", "        plan = _PLANS[key] = [grid(tile),", "        plan = {}[key] = [grid(tile),",
           "a tuned signature keeps no plan (every call goes through the tuner)", TUNE),
    Mutant("T23", "    return not (_ROCM and _gpu_arch(device_index) in _AITER_SHIPS_CONFIGS)",
           '    return _ROCM and _gpu_family(device_index) in _RDNA_FAMILIES',
           "NVIDIA and CDNA2 GPUs get no config for AITER (whose lookup raises there)", AITERCFG),
    Mutant("T24", "    return {part: _strip_amd_options(cfg) for part, cfg in _AITER_BWD_TABLE.items()}",
           '    return {"bkwd_onekernel": _AITER_BWD_TABLE}',
           "AITER's backward gets its config file's layout, not the config its keyword takes", AITERCFG),
    Mutant("T25", "            lse = lse.t()  # AITER's packed LSE", "            lse = lse  # AITER's packed LSE",
           "AITER's packed lse kept in its (total, H) layout", AITERCALL),
    Mutant("T26", "return_lse=True, config=_aiter_fwd_config(_device_index(q.device), D))",
           "return_lse=True)", "AITER's forward called without FeatherAttn's config", AITERCALL),
    Mutant("T27", ", config=_aiter_bwd_config(_device_index(q.device)))", ")",
           "AITER's backward called without FeatherAttn's config (FileNotFoundError on RDNA)",
           AITERCALL),
    Mutant("T28", "    with torch.no_grad():\n        if call.varlen:", "    if True:\n        if call.varlen:",
           "AITER's forward called with grad on: its own autograd node saves the inputs",
           AITERCALL),
    Mutant("T29", "    return kind, q.device, q.dtype, q.shape[-1], _signature(call)",
           "    return kind, q.device, q.dtype, _signature(call)",
           "the failure memo ignores the head dim: one failing head dim sends every other to the fallback",
           FALLBACK),
    # ---- issue 39, first part: switches checked at every call, patch_sdpa and torch.func
    # (written after their tests, which the issue asked to fail on the code before) ----
    Mutant("W14", '"FEATHERATTN_STRICT", "FEATHERATTN_TUNE"):', '"FEATHERATTN_STRICT"):',
           "FEATHERATTN_TUNE checked only where it is read (a bad value passes on the CPU)",
           (f"{K}::test_every_switch_is_checked_at_every_call",)),
    Mutant("W15", '    if _forward_choice() == "aiter" and device.type == "cpu":', "    if False:",
           "FEATHERATTN_FORWARD=aiter accepted on the CPU, where it does nothing",
           (f"{K}::test_forcing_aiters_forward_on_the_cpu_raises",)),
    Mutant("W16", "        _no_functorch(query, key, value)\n    except RuntimeError:",
           "        pass\n    except RuntimeError:",
           "patch_sdpa raises FeatherAttn's 'not supported' under torch.func instead of handing over",
           (f"{K}::test_patch_sdpa_hands_torch_func_to_pytorch",)),
    Mutant("W17", "    _check_switches(query.device if isinstance(query, torch.Tensor) else torch.device(\"cpu\"))\n",
           "    if isinstance(query, torch.Tensor) and attn_mask is None:\n        _check_switches(query.device)\n",
           "a patched SDPA hands a call with a bad switch to PyTorch silently",
           (f"{K}::test_every_switch_is_checked_at_every_call",)),
    Mutant("W18", "    _check_switches(getattr(q, \"device\", torch.device(\"cpu\")))\n", "",
           "switches checked only where their path reads them",
           (f"{K}::test_every_switch_is_checked_at_every_call",)),
    Mutant("L1", "                        value.device, value.data_ptr() % 16))", "                        value.device, 0))",
           "a plan forgets alignment (its direct launch is specialized on it)", CACHE, gpu=True),
    Mutant("L2", "        values[slots[name]] = t\n", "        pass\n",
           "a cached launch reuses the first call's tensors", CACHE, gpu=True),
    # Issue 39's second part: sinks at every value, NaN no wider than float64, the reference
    # path's sinks gradient, torch.compile's floats and aliases (written before the tests).
    Mutant("N1", "        sink = tl.load(Sinks + off_h).to(tl.float32)\n",
           "        sink = tl.load(Sinks + off_h).to(tl.float32) * _LOG2E\n",
           "the sink taken in log2 units (as the scores are)", SINK39),
    Mutant("N2", "    lo = tl.where(own > sink, sink, own)", "    lo = tl.where(own > sink, own, sink)",
           "the sink's sum adds the larger logit twice", SINK39),
    Mutant("N3", "    hi = tl.where(own > sink, own, sink)  # NaN: hi = NaN",
           "    hi = tl.where(sink > own, sink, own)  # NaN: hi = NaN",
           "a NaN sink dropped by the compare: a finite, wrong lse", SINK39),
    Mutant("N4", "tl.where(lse == lse, 0.0, lse))  # (NaN: NaN)", "0.0)  # (NaN: NaN)",
           "a NaN sink leaves keyless rows' out 0", SINK39),
    Mutant("N5", "    share = tl.where(seen, tl.exp(own - lse),", "    share = tl.where(True, tl.exp(own - lse),",
           "keyless rows' share exp(-inf - lse): NaN under a sink of -inf", SINK39 + MINF),
    Mutant("N6", "        if MASK:  # a hidden score's p is 0 exactly: a NaN Delta (q or dO) stays in its row\n"
           "            dsT = tl.where(pT == 0.0, 0.0, dsT)\n", "",
           "dK/dV: a hidden score's p = 0 times a NaN Delta (the whole head's dK NaN)", NAN39),
    Mutant("N7", "        if MASK:  # as _dkdv_inner's\n            ds = tl.where(p == 0.0, 0.0, ds)\n", "",
           "dQ: a hidden score's p = 0 times a NaN Delta", NAN39),
    Mutant("N8", "    p = torch.exp(torch.where(hidden, s, log_p))",
           "    p = torch.exp(log_p)",
           "the reference's hidden p = exp(-inf - NaN) under a NaN lse", NAN39),
    Mutant("N9", "    ds = torch.where(hidden, 0.0, p * (dp - delta))", "    ds = p * (dp - delta)",
           "the reference: a hidden score's p = 0 times a NaN Delta", NAN39),
    Mutant("N10", "        pdp = (p * dp).sum(-1)\n",
           "        pdp = delta[..., 0] + (0.0 if dlse is None else dlse.to(acc))\n",
           "the reference's sinks gradient from the rounded output (dO.O)", SINK39),
    Mutant("N11", "            if call.sinks is not None and dlse is not None and rq.start < rq.stop:",
           "            if False:", "the packed reference: keyless rows give a sink no gradient",
           SINK39),
    Mutant("N12", '    return torch.where(lse == float("-inf"), torch.zeros_like(lse), lse)',
           "    return torch.where(torch.isinf(lse), torch.zeros_like(lse), lse)",
           "the reference maps a sink of +inf to lse 0 (a finite, wrong answer)", SINK39),
    Mutant("N13", "        k, v = (k.view_as(k) if k is q else k), (v.view_as(v) if v is q or v is k else v)\n",
           "", "one tensor as k and v reaches the autograd.Function twice", COMPILE39),
    Mutant("N15", '    if sinks is not None and _switch("FEATHERATTN_CHECK") and not torch.compiler.is_compiling():',
           "    if False:", "FEATHERATTN_CHECK=1 lets a NaN or +inf sink through", SINK39),
    Mutant("N16", "            or (alibi_slopes.dim() == 2 and alibi_slopes.shape[0] != batch)",
           "            or (alibi_slopes.dim() == 2 and alibi_slopes.shape[0] < batch)",
           "(B, H) slopes with more rows than the batch accepted", (f"{K}::test_every_bad_argument_raises_a_value_error_naming_it",)),
]

# The function each mutant's old string must occur once inside (module-level ones: absent).
# tests/test_tools.py names the function of a mutant left out.
WHERE = {
    "IN1": "_triton_interprets",
    "CH3": "_chip_family",
    **dict.fromkeys(("W1", "W2", "SW2"), "_switch"),
    **dict.fromkeys(("W3", "SW3"), "_forward_choice"),
    **dict.fromkeys(("W14", "W15"), "_check_switches"),
    "CP1": "_integer",
    **dict.fromkeys(("W11", "W12"), "_no_functorch"),
    **dict.fromkeys(("A4", "BS1", "W18", "N15"), "_check_args"),
    "X1": "sliding",
    "X17": "_call",
    **dict.fromkeys(("A1", "A2"), "_check_grid"),
    "N16": "_check_alibi",
    **dict.fromkeys(("A3", "X15", "X20"), "_check_varlen_args"),
    "X16": "_monotone_offsets",
    **dict.fromkeys(("W4", "X2", "X3", "RT1", "RT2", "RT3", "RT4", "CH4"), "_route"),
    "HB6": "_log_route",
    **dict.fromkeys(("S6", "S7", "SC1", "SC2", "SC3"), "_score"),
    **dict.fromkeys(("AZ1", "AZ2"), "_at_most_0"),
    **dict.fromkeys(("S1", "S2", "S3", "S4", "S5"), "_visible_keys"),
    **dict.fromkeys(("K1", "K2", "K3", "K4", "K5"), "_key_blocks"),
    **dict.fromkeys(("Q1", "Q2", "Q3", "Q4"), "_query_blocks"),
    **dict.fromkeys(("P1", "P2"), "_seq_span"),
    **dict.fromkeys(("P6", "C1", "G1"), "_program"),
    "R1": "_dropout_rows",
    "X6": "_dropout_keep",
    **dict.fromkeys(("O1", "X21"), "_rows_dot"),
    **dict.fromkeys(("F1", "F2", "F3", "R2", "NV3"), "_fwd_inner"),
    "NV8": "_masked_values_finite",
    **dict.fromkeys(("NV2", "NV4"), "_fwd_nonfinite_values"),
    **dict.fromkeys(("F4", "X18", "N2", "N3", "N4", "N5"), "_add_sink"),
    **dict.fromkeys(("F5", "R3", "NR1", "NR2"), "_fwd_block"),
    **dict.fromkeys(("P4", "X49", "X54", "N1"), "_fwd_kernel"),
    **dict.fromkeys(("D1", "D2", "R4", "X50", "N7"), "_dq_inner"),
    **dict.fromkeys(("D3", "D4", "D5", "D6", "X55"), "_dq_block"),
    **dict.fromkeys(("D7", "X51"), "_bwd_dq_kernel"),
    **dict.fromkeys(("V1", "V2", "V6", "R5", "R6", "N6"), "_dkdv_inner"),
    **dict.fromkeys(("V3", "V4", "C3", "G2", "R7", "X56"), "_dkdv_block"),
    **dict.fromkeys(("V5", "X53"), "_bwd_dkdv_kernel"),
    **dict.fromkeys(("DL1", "DL2", "DL4"), "_direct_of"),
    "L2": "_direct",
    **dict.fromkeys(("X57", "SC4"), "_score_args"),
    "X52": "_strides",
    "C2": "_column_blocks",
    **dict.fromkeys(("T1", "T2", "T3", "T4", "T5", "T7", "L1"), "_signature"),
    "B1": "_length_bucket",
    **dict.fromkeys(("T8", "T9"), "_tune_wanted"),
    **dict.fromkeys(("X11", "T10"), "_tile_choices"),
    **dict.fromkeys(("T12", "T13", "T20", "DC2"), "_tuner"),
    **dict.fromkeys(("T14", "T15", "DC1"), "_tuned_tile"),
    **dict.fromkeys(("T6", "T16", "T17", "T18", "T19", "DL3", "T22"), "_run"),
    "P5": "_grid_rows",
    **dict.fromkeys(("P3", "B2", "B5", "NV1"), "_native_forward"),
    **dict.fromkeys(("H1", "H2", "X10"), "_native_backward"),
    **dict.fromkeys(("B3", "B4"), "scalars"),
    "N12": "_reference_lse",
    "X7": "_dropout_keep_ref",
    **dict.fromkeys(("NV5", "NV6", "NV7"), "_reference_pv"),
    **dict.fromkeys(("R10", "X9", "AZ3", "N8", "N9", "N10"), "_reference_backward"),
    **dict.fromkeys(("X8", "X19"), "_reference_forward"),
    "N11": "_reference_backward_packed",
    "X12": "_get_block_size_n",
    **dict.fromkeys(("R8", "R9"), "_s_dmask_one"),
    "W13": "_s_dmask",
    "T23": "_aiter_config",
    "T24": "_aiter_bwd_config",
    **dict.fromkeys(("AT2", "AT4", "T25", "T26", "T28"), "_aiter_forward"),
    **dict.fromkeys(("AT1", "AT3", "T27"), "_aiter_backward"),
    "X14": "_last_dim_contiguous",
    "T29": "_failure_key",
    **dict.fromkeys(("W7", "X4", "X5"), "_native_or_reference"),
    "CP3": "_fwd_impl",
    "NS1": "_ops_library",
    "CP2": "_bwd_impl",
    "N13": "_attention",
    "W10": "_check_private_tensors",
    "X13": "_flash_attn_varlen_backward",
    "W9": "_real_flash_attn",
    "W6": "patch_flash_attn",
    **dict.fromkeys(("HB5", "SW1", "W16", "W17"), "_sdpa_handback"),
    **dict.fromkeys(("HB1", "HB2", "HB4"), "_note_handback"),
    "HB3": "scaled_dot_product_attention",
    "W8": "__exit__",
}

def split_tests(tests):
    """pytest argument list of a selection (inline "-k", expr pairs stay together)."""
    return list(tests)


def function_spans(source):
    """{function name: (start, end) character offsets of its def, decorators included} for
    every function of `source`, nested ones too; a name defined twice maps to None (no
    anchor: ambiguous)."""
    offsets = [0]
    for line in source.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(line))
    spans = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = min([node.lineno] + [d.lineno for d in node.decorator_list])
            span = (offsets[first - 1], offsets[node.end_lineno])
            spans[node.name] = None if node.name in spans else span
    return spans


def enclosing_function(source, index, spans=None):
    """The innermost uniquely named function of `source` holding character `index`, or None
    (module level)."""
    spans = function_spans(source) if spans is None else spans
    holding = [(hi - lo, name) for name, span in spans.items() if span
               for lo, hi in [span] if lo <= index < hi]
    return min(holding)[1] if holding else None


def mutated_source(source, m):
    """`source` with mutant m's edit: its old string must occur exactly once inside the
    function WHERE anchors it to (anywhere in the module for one at module level), so a
    function moved, or the same line written in another function, leaves it applying."""
    where = WHERE.get(m.id)
    lo, hi, scope = 0, len(source), "featherattn.py"
    if where:
        span = function_spans(source).get(where)
        if span is None:
            raise SystemExit(f"mutant {m.id}: featherattn.py has no single function {where}")
        (lo, hi), scope = span, f"{where}()"
    n = source[lo:hi].count(m.old)
    if n != 1:
        raise SystemExit(f"mutant {m.id}: its old string occurs {n} times in {scope} "
                         f"(must be exactly once):\n{m.old}")
    return source[:lo] + source[lo:hi].replace(m.old, m.new) + source[hi:]


def run_tests(source, tests, timeout, label):
    """Run `tests` against a copy of featherattn.py holding `source`; (status, first failure,
    seconds). status: 'passed', 'failed', 'timeout', or 'broken' (pytest found no such test or
    file: a harness error, never a catch)."""
    tmp = tempfile.mkdtemp(prefix=f"mutate-{label}-")
    try:
        with open(os.path.join(tmp, "featherattn.py"), "w") as f:
            f.write(source)
        for name in SUPPORT:
            os.makedirs(os.path.dirname(os.path.join(tmp, name)), exist_ok=True)
            shutil.copy(os.path.join(ROOT, name), os.path.join(tmp, name))
        env = dict(os.environ, PYTHONPATH=tmp, PYTHONDONTWRITEBYTECODE="1")  # conftest sets TRITON_INTERPRET=1 without a GPU
        cmd = ["nice", "-n", "10", sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
               "-p", "no:xdist", "-p", "no:randomly", "--tb=line", "-rf", *split_tests(tests)]
        t0 = time.time()
        try:
            p = subprocess.run(cmd, cwd=tmp, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "timeout", f"no result in {timeout} s", time.time() - t0
        dt = time.time() - t0
        out = p.stdout + p.stderr
        if p.returncode == 0:
            return "passed", "", dt
        if p.returncode in (4, 5):  # usage error (no such file or test) / nothing collected
            return "broken", out.strip().splitlines()[-1][:200] if out.strip() else "", dt
        failed = re.findall(r"^(?:FAILED|ERROR) (\S+)(?: - (.*))?$", out, re.M)
        if failed:
            node, msg = failed[0]
            return "failed", f"{node} - {(msg or '').strip()[:160]}", dt
        return "failed", out.strip().splitlines()[-1][:200] if out.strip() else f"rc {p.returncode}", dt
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--list", action="store_true", help="list the mutants and exit")
    ap.add_argument("--only", action="append", default=[], metavar="ID", help="run this mutant (repeatable)")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per mutant (default 900)")
    ap.add_argument("--jobs", type=int, default=1, help="mutants run at a time (default 1)")
    ap.add_argument("--gpu", action="store_true", help="also run the GPU-only mutants (needs a GPU)")
    ap.add_argument("--tests", nargs="+", metavar="ARG",
                    help="run these pytest arguments instead of each mutant's selection "
                         "(e.g. one exposing input's node id)")
    ap.add_argument("--skip-baseline", action="store_true",
                    help="skip the unmutated run (for iterating only; a score in a note needs it)")
    a = ap.parse_args()
    source = open(os.path.join(ROOT, "featherattn.py")).read()
    ids = [m.id for m in MUTANTS]
    assert len(set(ids)) == len(ids), "duplicate mutant ids"
    for m in MUTANTS:  # every edit must apply, even when listing
        mutated_source(source, m)
    if a.list:
        for m in MUTANTS:
            tag = " [equivalent: " + m.equivalent + "]" if m.equivalent else ""
            tag += " [GPU only]" if m.gpu else ""
            print(f"{m.id:4} {m.why}{tag}\n     tests: {' '.join(m.tests)}")
        print(f"{len(MUTANTS)} mutants; featherattn.py sha1 {hashlib.sha1(source.encode()).hexdigest()[:12]}")
        return 0
    unknown = set(a.only) - set(ids)
    if unknown:
        raise SystemExit(f"unknown mutant ids: {sorted(unknown)}")
    chosen = [m for m in MUTANTS if (not a.only or m.id in a.only) and (a.gpu or not m.gpu)]
    skipped = [m for m in MUTANTS if m not in chosen and (not a.only or m.id in a.only)]
    if a.tests:
        chosen = [m._replace(tests=tuple(a.tests)) for m in chosen]
    t_all = time.time()
    if not a.skip_baseline:
        tests = []
        for m in chosen:
            for t in m.tests:
                if t not in tests or t in ("-k",):
                    tests.append(t)
        # -k pairs narrow a whole selection; the baseline runs every selected test unnarrowed.
        tests = [t for i, t in enumerate(tests) if t != "-k" and (i == 0 or tests[i - 1] != "-k")]
        status, first, dt = run_tests(source, tests, a.timeout * 4, "baseline")
        print(f"baseline (unmutated): {status} in {dt:.0f} s {first}", flush=True)
        if status != "passed":
            raise SystemExit("the unmutated featherattn.py must pass its tests first")

    def one(m):
        status, first, dt = run_tests(mutated_source(source, m), m.tests, a.timeout, m.id)
        return m, status, first, dt

    results = []
    with ThreadPoolExecutor(max(1, a.jobs)) as pool:
        for m, status, first, dt in pool.map(one, chosen):
            verdict = {"failed": "caught", "timeout": "caught (timeout)", "passed": "SURVIVED",
                       "broken": "NOT RUN (harness)"}[status]
            if m.equivalent:
                verdict += " (equivalent)"
            print(f"{m.id:4} {verdict:24} {dt:5.0f} s  {m.why}" + (f"\n     first failure: {first}" if first else ""),
                  flush=True)
            results.append((m, status))
    counted = [(m, s) for m, s in results if not m.equivalent]
    caught = sum(s in ("failed", "timeout") for _, s in counted)
    print(f"\nscore: {caught}/{len(counted)} non-equivalent mutants caught "
          f"({len(results) - len(counted)} equivalent, {len(skipped)} GPU-only not run) in "
          f"{time.time() - t_all:.0f} s")
    survivors = [m.id for m, s in counted if s not in ("failed", "timeout")]
    if survivors:
        print("survived: " + " ".join(survivors))
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
