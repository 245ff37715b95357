"""The terminal training display and the TensorBoard dev summaries."""

import io

import numpy as np
import pytest
import tensorflow as tf
from rich.console import Console
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

from seq2seq.training.display import ProgressDisplay
from seq2seq.training.summaries import sample_indices, write_dev_samples
from seq2seq.translator import Hypothesis, Translation


def test_the_display_shows_both_bars_with_etas_from_step_time():
    out = io.StringIO()
    display = ProgressDisplay(3, console=Console(file=out, force_terminal=True, width=160))
    display.update(
        epoch=1,
        batch_in_epoch=50,
        steps_per_epoch=200,
        step=250,
        total_steps=600,
        loss=2.345,
        tokens_per_second=5123.0,
        learning_rate=1e-3,
        seconds_per_step=0.2,
        run_seconds_left=70.0,
    )
    display.progress.refresh()
    display.close()
    text = out.getvalue()
    assert "epoch 2/3" in text and "50/200" in text and "250/600" in text
    assert "ETA 0.5 min" in text  # the epoch: 150 steps x 0.2 s
    assert "ETA 1.2 min" in text  # the run: as given (evaluations excluded by the caller)
    assert "loss 2.345" in text and "5,123 tok/s" in text and "lr 1.00e-03" in text


def test_no_display_off_a_terminal(capsys):
    assert ProgressDisplay.for_terminal(3) is None  # pytest captures stdout: not a terminal


def test_sample_indices_are_fixed_and_spread():
    assert sample_indices(1421) == [0, 473, 947, 1420]  # round(473.33), round(946.67)
    assert sample_indices(2) == [0, 1]
    assert sample_indices(0) == []


def test_dev_samples_are_a_text_table_and_one_heatmap_per_translation(tmp_path):
    translations = [
        Translation(
            "Hola.",
            ["▁Hola", ".", "</s>"],
            [Hypothesis("Hello.", -0.1, ["▁Hello", "."], np.full((2, 3), 1 / 3, np.float32))],
        ),
        Translation("a | b", ["▁a", "</s>"], [Hypothesis("x", -1.0, ["▁x"], None)]),
    ]
    writer = tf.summary.create_file_writer(str(tmp_path))
    with writer.as_default():
        write_dev_samples(7, ["Hola.", "a | b"], ["Hello.", "ref"], translations)
    writer.flush()
    events = EventAccumulator(str(tmp_path), size_guidance={"tensors": 0})
    events.Reload()
    assert set(events.Tags()["tensors"]) == {"dev/samples", "dev/attention/0"}
    table = events.Tensors("dev/samples")[0]
    assert table.step == 7
    text = tf.make_ndarray(table.tensor_proto).item().decode()
    assert "| Hola. | Hello. | Hello. |" in text and "a \\| b" in text
    image = events.Tensors("dev/attention/0")[0]
    width, height = tf.make_ndarray(image.tensor_proto)[:2]
    assert int(width) > 100 and int(height) > 100


class _Stream(io.StringIO):
    def __init__(self, tty):
        super().__init__()
        self.tty = tty

    def isatty(self):
        return self.tty


def test_translation_progress_redraws_on_a_terminal_and_prints_plain_lines_elsewhere():
    from seq2seq.commands.translate import TranslationProgress as _TranslationProgress

    terminal = _Stream(tty=True)
    progress = _TranslationProgress(100, terminal)
    progress(40)
    progress(60)
    progress.close()
    assert terminal.getvalue().startswith("\r40/100 lines, ")
    assert "\r100/100 lines, " in terminal.getvalue() and "ETA 0 s" in terminal.getvalue()

    log = _Stream(tty=False)
    progress = _TranslationProgress(100, log, every=0.0)
    progress(40)
    progress(60)  # the end is not announced: the output itself follows
    progress.close()
    lines = log.getvalue().splitlines()
    assert len(lines) == 1 and lines[0].startswith("translate.py: 40/100 lines, ")
    assert "sentences/s, ETA " in lines[0]
    quiet = _Stream(tty=False)
    progress = _TranslationProgress(100, quiet)  # every 10 s: a short job prints nothing
    progress(100)
    progress.close()
    assert quiet.getvalue() == ""


@pytest.mark.slow  # starts the command in a fresh interpreter: make test-all
def test_translate_shows_its_progress_on_a_terminal(tiny_run, tmp_path):
    """The start-up noise filter turns file descriptor 2 into a pipe; the program's own stderr
    must still be the terminal, so the progress line is redrawn there (with ``\\r``)."""
    import os
    import pty
    import subprocess
    import sys

    source = tmp_path / "in.es"
    source.write_text("Hola.\nGracias.\n", "utf-8")
    main, child = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "seq2seq.commands.translate", "--run-dir", str(tiny_run)],
        stdin=source.open("rb"),
        stdout=subprocess.PIPE,
        stderr=child,
        env={**os.environ, "SEQ2SEQ_TF_LOGS": "0"},
    )
    os.close(child)
    out, _ = proc.communicate(timeout=300)
    seen = b""
    while True:
        try:
            chunk = os.read(main, 4096)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        seen += chunk
    os.close(main)
    assert proc.returncode == 0, seen.decode("utf-8", "replace")
    assert len(out.decode().splitlines()) == 2
    assert b"\r2/2 lines" in seen, seen.decode("utf-8", "replace")
    assert b"cuInit" not in seen and b"Traceback" not in seen


@pytest.mark.parametrize(
    "line, noise",
    [
        ("W0000 00:00:1795707450.734115    9020 cudart_stub.cc:31] Could not find cuda drivers", 1),
        ("E0000 00:00:1795707450.7 9020 cuda_executor.cc:1] failed call to cuInit: UNKNOWN", 1),
        ("WARNING: All log messages before absl::InitializeLog() is called are written to", 1),
        ("normalizer.cc(51) LOG(INFO) precompiled_charsmap is empty. use identity normalizati", 1),
        ("E0000 00:00:1795707450.7 9020 op_kernel.cc:1] OP_REQUIRES failed: out of memory", 0),
        ("normalizer.cc(51) LOG(ERROR) cannot load the model", 0),
        ("error: data/train.es: line 3 is not valid UTF-8", 0),
    ],
)
def test_the_start_up_filter_drops_known_noise_only(line, noise):
    from seq2seq.quiet import KNOWN_NOISE

    assert bool(KNOWN_NOISE.match(line)) == bool(noise)


@pytest.mark.parametrize(
    "text, shown",
    [
        ("plain ó text", "plain ó text"),
        ("a\x00b\x01{{{", "a\\x00b\\x01{{{"),  # a damaged file's bytes quoted by a message
        ("\x1b[31mred", "\\x1b[31mred"),  # a terminal escape
        ("del\x7f c1\x9b", "del\\x7f c1\\x9b"),
    ],
)
def test_an_error_line_shows_control_characters_as_escapes(text, shown, capsys):
    from seq2seq.commands.common import fail

    assert fail("x.py", ValueError(text)) == 2
    assert capsys.readouterr().err == f"x.py: error: {shown}\n"


@pytest.mark.parametrize(
    "n_best, expected",
    [
        (1, ["Hi.", "", "Bye."]),
        (
            2,
            [
                "0 ||| Hi. ||| -0.5000",
                "0 ||| Hello. ||| -1.2500",
                "1 |||  ||| 0.0000",
                "2 ||| Bye. ||| -0.1000",
                "2 ||| Goodbye. ||| -2.0000",
            ],
        ),
    ],
)
def test_every_input_line_has_an_entry_in_the_output_empty_ones_included(n_best, expected):
    import argparse

    from seq2seq.commands.translate import format_translations
    from seq2seq.decoding.spec import DecodeSpec

    def hyps(*pairs):
        return [Hypothesis(text, score, []) for text, score in pairs][:n_best]

    translations = [
        Translation("Hola.", [], hyps(("Hi.", -0.5), ("Hello.", -1.25))),
        Translation("", [], []),  # an empty input line is not translated
        Translation("Adiós.", [], hyps(("Bye.", -0.1), ("Goodbye.", -2.0))),
    ]
    args = argparse.Namespace(spec=DecodeSpec(beam_size=2, n_best=n_best))
    assert format_translations(args, translations).splitlines() == expected
