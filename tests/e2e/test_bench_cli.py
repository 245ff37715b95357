"""The `seq2seq-bench` command (`seq2seq.commands.bench`): help with examples, the pipeline and a
tiny training benchmark writing sane figures, and one-line usage errors with exit status 2."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, TINY_SIZES, set_args

CI = ROOT / "data" / "ci-subset"
SCRIPT = Path(sys.executable).parent / "seq2seq-bench"
TINY = TINY_SIZES


def bench(*args, cwd, timeout=300):
    """Runs the installed console script (or the module, where it is not installed) in ``cwd``."""
    command = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "seq2seq.commands.bench"]
    env = dict(os.environ, TF_NUM_INTRAOP_THREADS="1", TF_NUM_INTEROP_THREADS="1")
    return subprocess.run(
        command + [str(a) for a in args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def bench_tiny(benchmark, out, corpus, *extra):
    """``seq2seq-bench <benchmark>``: 3 steps (1 warm-up) of the tiny model on ``corpus``, figures
    written to ``out``, run in ``out``'s folder; it must succeed."""
    sets = set_args(*TINY, f"data.corpus={corpus}")
    steps = ["--steps", "3", "--warmup", "1", *extra, "--json", out]
    result = bench(benchmark, "--config", "bench-small", *sets, *steps, cwd=out.parent)
    assert result.returncode == 0, result.stderr[-3000:]
    return result


@pytest.mark.parametrize(
    "command", [[], ["pipeline"], ["train"], ["profile"], ["decode"], ["serve"]]
)
def test_help_shows_examples(command, tmp_path):
    result = bench(*command, "--help", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    examples = result.stdout.split("examples:\n", 1)[1]
    lines = [line for line in examples.splitlines() if line.startswith("  seq2seq-bench ")]
    assert len(lines) >= 3
    for line in lines if command else ():
        assert line.startswith(f"  seq2seq-bench {command[0]} ")


@pytest.mark.parametrize(
    "args",
    [
        ["train", "--steps", "0"],
        ["decode"],  # --run-dir is required
        ["nonsense"],
        ["pipeline", "--data", "no-such-folder"],
        ["decode", "--run-dir", "no-such-run"],
        ["train", "--config", "no-such-preset"],
        ["serve", "--run-dir", "no-such-run"],
        ["serve", "--run-dir", ".", "--clients", "0"],
    ],
)
def test_bad_arguments_are_one_line_with_exit_status_2(args, tmp_path):
    result = bench(*args, cwd=tmp_path, timeout=120)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("seq2seq-bench"), result.stderr
    assert "error:" in lines[0] and result.stdout == ""


@pytest.mark.slow  # trains, exports or starts a server process: make test-all
def test_pipeline_writes_sane_figures(tmp_path):
    out = tmp_path / "pipeline.json"
    result = bench(
        "pipeline", "--data", CI, "--vocab-size", "500", "--repeats", "2", "--json", out,
        cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "sentences / s" in result.stdout and "padding" in result.stdout
    figures = json.loads(out.read_text(encoding="utf-8"))
    ours = figures["ours"]
    assert figures["benchmark"] == "pipeline" and figures["repeats"] == 2
    assert ours["sentences"] == 20000  # every CI pair is far below 50 pieces
    assert ours["sentences_per_second"] > 0 and len(ours["sentences_per_second_runs"]) == 2
    assert ours["sentences_per_second"] in ours["sentences_per_second_runs"]  # the median run
    assert 0 < ours["padding"] < 1 and ours["tgt_tokens"] < ours["padded_positions"]
    machine = figures["machine"]
    assert machine["cores"] >= 1 and machine["cpu"] and machine["tensorflow"].startswith("2.")


@pytest.mark.slow  # trains, exports or starts a server process: make test-all
def test_a_tiny_training_benchmark_reports_positive_seconds_per_step(tmp_path, tiny_corpus):
    out = tmp_path / "train.json"
    result = bench_tiny("train", out, tiny_corpus, "--repeats", "1")
    assert "seconds / step" in result.stdout
    figures = json.loads(out.read_text(encoding="utf-8"))
    ours = figures["ours"]
    assert figures["benchmark"] == "train" and figures["steps"] == 3 and len(figures["runs"]) == 1
    assert ours["seconds_per_step"] > 0 and ours["seconds_per_step_runs"] == [
        ours["seconds_per_step"]
    ]
    assert ours["tgt_tokens_per_second"] > 0 and ours["threads"] == 1
    assert 0 < ours["private_rss_mb"] < ours["peak_rss_mb"]
    assert 0 < ours["file_rss_mb"] < ours["peak_rss_mb"]
    assert "at the end: private (MB)" in result.stdout
    assert figures["machine"]["tensorflow"] == ours["tensorflow"]
    assert not (tmp_path / "runs").exists()  # a temporary run directory only


@pytest.mark.slow  # trains, exports or starts a server process: make test-all
def test_a_tiny_profile_accounts_for_the_wall_time_by_part(tmp_path, tiny_corpus):
    from seq2seq.benchmarks.profile import PARTS

    out = tmp_path / "profile.json"
    result = bench_tiny("profile", out, tiny_corpus)
    assert "executor overhead" in result.stdout
    ours = json.loads(out.read_text(encoding="utf-8"))["ours"]
    parts = ours["parts_ms_per_step"]
    assert list(parts) == list(PARTS)
    # Every part of a step runs kernels, and kernels plus overhead make the wall time.
    assert all(ms > 0 for ms in parts.values()), parts
    assert sum(parts.values()) == pytest.approx(ours["kernel_ms_per_step"], rel=1e-9)
    assert ours["kernel_ms_per_step"] + ours["executor_overhead_ms_per_step"] == pytest.approx(
        ours["wall_ms_per_step"], rel=1e-9
    )
    assert 0 < ours["kernel_ms_per_step"] < ours["wall_ms_per_step"]
    assert any("MatMul" in op for op in ours["top_op_types_ms_per_step"])


def test_profile_parts_follow_the_op_names():
    from seq2seq.benchmarks.profile import part_of

    assert part_of("seq2_seq_1/decoder_1/projection_1/BiasAdd") == "output layer"
    assert part_of("gradient_tape/projection_1/MatMul/MatMul") == "output layer"
    assert part_of("while/body/_447/while/lstm_cell_1/MatMul") == "decoder loop, forward"
    assert part_of("gradient_tape/while/while_grad/body/_706/x/MatMul") == (
        "decoder loop, backward"
    )
    assert part_of("seq2_seq_1/encoder_1/bilstm_0_1/forward_lstm_0_1/while/x") == (
        "encoder, forward"
    )
    assert part_of("fused_decoder/while/body/_3/while/MatMul") == "decoder loop, forward"
    assert part_of("fused_decoder_backward/MatMul_2") == "decoder loop, backward"
    assert part_of("fused_lstm_backward/while/body/_306/Mul") == "encoder, backward"
    assert part_of("gradient_tape/seq2_seq_1/encoder_1/x/MatMul") == "encoder, backward"
    assert part_of("cond/then/_1415/cond/fused_adam/ResourceApplyAdam") == (
        "update (clipping, Adam, EMA)"
    )
    assert part_of("Softmax") == "loss, dropout, embeddings, other"


@pytest.mark.slow
def test_decoding_benchmark_of_a_tiny_run(tmp_path, tiny_corpus):
    from seq2seq import config as C
    from seq2seq.training.trainer import Trainer

    run_dir = tmp_path / "run"
    settings = TINY + [f"data.corpus={tiny_corpus}", "train.max_steps=3", "train.eval_every=1000"]
    Trainer(C.load("bench-small", settings), run_dir, log=lambda _: None).train()
    out = tmp_path / "decode.json"
    result = bench(
        "decode", "--run-dir", run_dir, "--beam-size", "3", "--limit", "8", "--repeats", "1",
        "--json", out, cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    assert "greedy sentences / s" in result.stdout and "beam 3 BLEU" in result.stdout
    figures = json.loads(out.read_text(encoding="utf-8"))
    assert figures["sentences"] == 8 and figures["references"].endswith("test.en")
    for search in ("greedy", "beam"):
        assert figures["ours"][search]["sentences_per_second"] > 0
        assert "ids" not in figures["ours"][search]
    assert figures["precision"] == figures["ours"]["precision"] == "float32"

    # The opt-in fast path: the model computes in bfloat16.
    out = tmp_path / "decode-fast.json"
    result = bench(
        "decode", "--run-dir", run_dir, "--beam-size", "3", "--limit", "8", "--repeats", "1",
        "--precision", "bfloat16", "--json", out, cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    figures = json.loads(out.read_text(encoding="utf-8"))
    assert figures["precision"] == figures["ours"]["precision"] == "bfloat16"

    # Batches of one: the XLA-compiled search, or the graph with --no-xla; the same translations.
    bleu = {}
    for flag, xla in (([], True), (["--no-xla"], False)):
        out = tmp_path / f"decode-b1-{xla}.json"
        result = bench(
            "decode", "--run-dir", run_dir, "--beam-size", "3", "--limit", "4", "--repeats", "1",
            "--batch-size", "1", "--json", out, *flag, cwd=tmp_path,
        )  # fmt: skip
        assert result.returncode == 0, result.stderr[-3000:]
        assert ("XLA" if xla else "graph") in result.stdout.splitlines()[0]
        figures = json.loads(out.read_text(encoding="utf-8"))
        assert figures["ours"]["xla"] is xla
        bleu[xla] = [figures["ours"][search]["bleu"] for search in ("greedy", "beam")]
    assert bleu[True] == bleu[False]


@pytest.mark.slow
def test_the_serving_load_test_reports_latency_throughput_and_the_gain(trained_run, tmp_path):
    """A real server process over the trained run, 4 clients x 3 one-sentence requests: the
    figures are sane and the concurrent phase was batched (more than one sentence a batch)."""
    source = tmp_path / "in.es"
    source.write_text("".join(f"Hola {i}.\n" for i in range(12)), "utf-8")
    out = tmp_path / "serve.json"
    result = bench(
        "serve", "--run-dir", trained_run, "-i", source, "--clients", "4", "--requests", "3",
        "--repeats", "1", "--server-option=--batch-wait=0.05", "--json", out, cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    assert "concurrency gain" in result.stdout and "latency p95 (ms)" in result.stdout
    figures = json.loads(out.read_text(encoding="utf-8"))
    for phase in ("one_by_one", "concurrent"):
        assert figures[phase]["requests"] == 12
        assert 0 < figures[phase]["p50_ms"] <= figures[phase]["p95_ms"]
        assert figures[phase]["requests_per_second"] > 0
    assert figures["one_by_one"]["sentences_per_batch"] == 1
    assert figures["concurrent"]["sentences_per_batch"] > 1
    assert figures["concurrency_gain"] > 0 and figures["server_args"] == ["--batch-wait=0.05"]


@pytest.mark.slow  # decodes in measured processes
def test_the_exact_and_fast_paths_alternate_in_one_pass(trained_run, monkeypatch):
    """`scripts/bench.py` measures the exact and the fast path in one alternation (with tfa's
    runs when there is a reference), so that both ratios divide by the same reference runs."""
    from lab.benchmarks import tfa_decoding
    from seq2seq.benchmarks.decoding import DecodeBench

    alternations = []

    def recorded(commands, labels, **how):
        alternations.append(list(commands))
        return real(commands, labels, **how)

    real = tfa_decoding.alternate
    monkeypatch.setattr(tfa_decoding, "alternate", recorded)
    same = dict(batch_size=4, limit=8, beam_size=3, repeats=1)
    variants = {
        "b64": DecodeBench(**same),
        "b64_fast": DecodeBench(**same, precision="bfloat16", shortlist=True),
    }
    results = tfa_decoding.bench_tfa_decoding_variants(trained_run, variants, reference=None)
    assert alternations == [["b64", "b64_fast"]]
    assert results["b64"]["ours"]["precision"] == "float32"
    assert results["b64_fast"]["ours"]["precision"] == "bfloat16"
    for result in results.values():
        assert result["sentences"] == 8 and result["reference"] is None
        assert all(result["ours"][s]["sentences_per_second"] > 0 for s in ("greedy", "beam"))


def tfa_bench(*args, cwd):
    """Runs ``scripts/bench.py`` (our benchmarks against tensorflow-addons) in ``cwd``."""
    command = [sys.executable, str(ROOT / "scripts" / "bench.py"), *map(str, args)]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize(
    "args,named",
    [
        (["decode", "--run-dir", "nope"], "nope: not a run directory"),
        (["--run-dir", "nope"], "nope: not a run directory"),  # before the training's minutes
        (["train", "--config", "nope"], "config nope: not a file nor a preset"),
        (["decode", "--run-dir", "nope", "--json", "."], "--json .: is a directory"),
    ],
)
def test_the_tfa_benchmark_follows_the_commands_convention(args, named, tmp_path):
    """`scripts/bench.py` ended in tracebacks (exit 1) for a missing run or preset."""
    result = tfa_bench(*args, cwd=tmp_path)
    err = result.stderr.strip()
    assert result.returncode == 2 and len(err.splitlines()) == 1, err
    assert err.startswith("bench.py: error: ") and named in err, err


@pytest.mark.slow  # reads a trained run
def test_the_tfa_benchmark_refuses_a_model_the_reference_cannot_build(trained_run, tmp_path):
    """The reference builds bench-small only: another model was measured, then failed in the
    reference's process with its output's last lines (exit 1)."""
    result = tfa_bench("decode", "--run-dir", trained_run, cwd=tmp_path)
    err = result.stderr.strip()
    assert result.returncode == 2 and len(err.splitlines()) == 1, err
    assert f"{trained_run}: model.embedding_size is " in err and "bench-small only" in err, err
