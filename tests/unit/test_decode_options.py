"""The decoding options of translate and export (`commands.decode_options`): an option the chosen
decoding would not read is refused in one line naming it, not silently ignored."""

import argparse

import pytest

from seq2seq.commands.decode_options import add_decode_arguments, decode_spec
from seq2seq.decoding.spec import SAMPLING_ONLY, SEARCH_ONLY, DecodeSpec


def spec_of(argv, tmp_path, run_config="{}\n"):
    (tmp_path / "config.yaml").write_text(run_config)
    parser = argparse.ArgumentParser()
    add_decode_arguments(parser)
    return decode_spec(parser.parse_args(argv), tmp_path)


@pytest.mark.parametrize(
    "argv,error",
    [
        (["--sample", "--top-k", "5", "--temperature", "0.7", "--seed", "3"], None),
        (["--beam-size", "3", "--length-penalty", "0.6", "--coverage-penalty", "0.2"], None),
        (["--sample", "--min-length", "2", "--max-length-a", "2"], None),  # both read lengths
        (
            ["--sample", "--beam-size", "4"],
            "--beam-size 4: unused by sampling (--sample); leave it",
        ),
        (
            ["--sample", "--length-penalty", "1", "--coverage-penalty", "0.2"],
            "--length-penalty 1.0, --coverage-penalty 0.2: unused by sampling (--sample); leave "
            "them out",
        ),
        (["--temperature", "0.5"], "--temperature 0.5: unused by beam search (without --sample)"),
        (["--beam-size", "1", "--top-k", "3"], "--top-k 3: unused by greedy search"),
        (["--no-sample", "--seed", "1"], "--seed 1: unused by beam search"),
    ],
)
def test_an_option_the_decoding_never_reads_is_refused(argv, error, tmp_path):
    if error is None:
        assert isinstance(spec_of(argv, tmp_path), DecodeSpec)
    else:
        with pytest.raises(ValueError) as caught:
            spec_of(argv, tmp_path)
        assert str(caught.value).startswith(error), caught.value


def test_the_runs_own_sampling_counts_as_chosen(tmp_path):
    """A run whose decode config samples: a search option typed alone is refused, naming why."""
    config = "decode:\n  sample: true\n"
    with pytest.raises(
        ValueError,
        match=r"--beam-size 2: unused by sampling \(the run's decode.sample; --no-sample search",
    ):
        spec_of(["--beam-size", "2"], tmp_path, config)
    assert spec_of(["--no-sample", "--beam-size", "2"], tmp_path, config).beam_size == 2


def test_every_option_is_read_by_one_kind_of_decoding_at_least():
    assert not set(SAMPLING_ONLY) & set(SEARCH_ONLY)
    assert set(SAMPLING_ONLY) | set(SEARCH_ONLY) <= {f for f in DecodeSpec.__dataclass_fields__}
