"""The decoding options of the commands that decode (translate, export): one argparse group whose
options are the `DecodeSpec` fields, and the spec they give over a run's ``decode`` config,
checked before any model is loaded (errors name the option: ``--beam-size: 0 is outside ...``)."""

from __future__ import annotations

import argparse
import glob
from pathlib import Path

from seq2seq.decoding.spec import DecodeSpec, DecodeSpecError, unused_options
from seq2seq.models.precision import INFERENCE_PRECISIONS
from seq2seq.run_layout import SELECT_BEST, SELECT_FINAL, SELECT_LATEST, SELECTORS, named_twice

# (option, type, help); an option left out keeps the run's ``decode.<field>``.
_OPTIONS = (
    ("beam_size", int, "hypotheses kept per sentence; 1: greedy search"),
    ("n_best", int, "hypotheses per sentence (default 1)"),
    ("length_penalty", float, "GNMT length penalty alpha (0: none)"),
    ("coverage_penalty", float, "GNMT coverage penalty beta (0: none)"),
    ("min_length", int, "no end of sentence before this many pieces"),
    ("max_length_a", float, "at most a x source pieces + b output pieces: a"),
    ("max_length_b", int, "... and b"),
    ("temperature", float, "with --sample: below 1 sharpens, above 1 flattens"),
    ("top_k", int, "with --sample: only among the k most probable pieces (0: all)"),
    ("seed", int, "with --sample: the same seed gives the same samples"),
)
FIELDS = ("sample", *(name for name, _, _ in _OPTIONS))


def add_decode_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``--beam-size``, ``--n-best``, ..., ``--sample/--no-sample`` options (default: the
    run's ``decode`` config)."""
    group = parser.add_argument_group("decoding (default: the run's decode config)")
    for name, kind, text in _OPTIONS:
        group.add_argument("--" + name.replace("_", "-"), type=kind, help=text)
    group.add_argument(
        "--sample",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="sample translations instead of searching (see --temperature, --top-k, --seed)",
    )


def add_precision_argument(
    parser: argparse.ArgumentParser, before: str = "", default: str | None = "float32"
) -> None:
    """``--precision float32|bfloat16`` (default float32, exact); ``before`` starts its help;
    ``default`` None tells whether it was given."""
    parser.add_argument(
        "--precision",
        choices=INFERENCE_PRECISIONS,
        default=default,
        help=before + "bfloat16: the model computes in bfloat16 (its float32 weights rounded "
        "once), faster on CPUs with AVX512_BF16 or AMX, slower elsewhere, results slightly "
        "different; float32 (default): exact",
    )


def add_shortlist_argument(parser: argparse.ArgumentParser, before: str = "") -> None:
    """``--shortlist``: each batch's search scores only the target pieces its sources make likely
    (`seq2seq.decoding.shortlist`)."""
    parser.add_argument(
        "--shortlist",
        action="store_true",
        help=before + "score only the target pieces that the batch's sources make likely (a "
        "lexical shortlist learned from the run's training pairs, written to RUN/shortlist.npz "
        "on first use): faster, results slightly different and dependent on the batch; greedy "
        "and beam search only",
    )


def check_shortlist(shortlist: bool, sample: bool, run_dirs: list[str]) -> None:
    """``--shortlist`` with a search it restricts (not ``--sample``), on runs whose encoded
    training pairs it is learned from (checked before any model is loaded)."""
    from seq2seq.decoding.shortlist import missing_training_ids

    if not shortlist:
        return
    if sample:
        raise ValueError("--shortlist: not with --sample (it restricts greedy and beam search)")
    if run_dirs and (problem := missing_training_ids(run_dirs[0])):  # an ensemble uses the first
        raise ValueError(f"--shortlist: {problem}")


def precision_note(precision: str) -> str | None:
    """A warning line for ``--precision bfloat16`` on a CPU that emulates it, else None."""
    from seq2seq.models.precision import BF16_CPU_FLAGS, cpu_has_bf16

    if precision == "bfloat16" and cpu_has_bf16() is False:
        return (
            "warning: --precision bfloat16: this CPU has none of "
            f"{', '.join(BF16_CPU_FLAGS)}: its bfloat16 products are emulated, likely slower "
            "than float32"
        )
    return None


def check_run_dirs(run_dirs: list[str], checkpoint: str = SELECT_FINAL) -> None:
    """The ``--run-dir`` values of a command that decodes (one run, or an ensemble): each a run
    directory whose config.yaml reads (checked before any model is loaded), none named twice (an
    ensemble of a run with itself decodes as the run alone, at twice the cost), and for an
    ensemble a ``--checkpoint`` that selects each run's own (one checkpoint path would be loaded
    into every model)."""
    from seq2seq import config as config_lib

    for run_dir in run_dirs:
        if not (Path(run_dir) / "config.yaml").is_file():
            raise FileNotFoundError(f"{run_dir}: no such run directory (no config.yaml)")
    if twice := named_twice(run_dirs):
        first, again = twice
        raise ValueError(
            f"--run-dir {run_dirs[again]}: the same run as --run-dir {run_dirs[first]}, named "
            "twice (an ensemble of a run with itself decodes as the run alone)"
        )
    if len(run_dirs) > 1 and checkpoint not in SELECTORS:
        raise ValueError(
            f"--checkpoint {checkpoint}: one checkpoint for an ensemble of {len(run_dirs)} runs "
            f"(it would be loaded into every model); use {SELECT_FINAL}, {SELECT_BEST} or "
            f"{SELECT_LATEST}, each run's own"
        )
    for run_dir in run_dirs:
        config_lib.load_run(run_dir)


def checkpoint_inputs(checkpoint: str) -> dict[str, str]:
    """What a ``--checkpoint`` path reads (nothing for a selector), as inputs that no output may
    overwrite (`commands.common.check_output_path`): the prefix and its ``.index`` and
    ``.data-*`` files."""
    if checkpoint in SELECTORS:
        return {}
    name = f"the input --checkpoint {checkpoint}"
    files = [checkpoint + ".index", *sorted(glob.glob(glob.escape(checkpoint) + ".data-*"))]
    return {name: checkpoint} | {f"{name}'s file {path}": path for path in files}


def add_checkpoint_argument(
    parser: argparse.ArgumentParser, before: str = "", default: str | None = SELECT_FINAL
) -> None:
    """``--checkpoint`` (default final): which checkpoint of a run directory is loaded; ``before``
    starts its help; ``default`` None tells whether it was given (final when it was not)."""
    parser.add_argument(
        "--checkpoint",
        default=default,
        help=before
        + f"{SELECT_FINAL} (the chosen model), {SELECT_BEST}, {SELECT_LATEST} or a checkpoint path",
    )


def option_name(field: str) -> str:
    return "--" + field.replace("_", "-")


def decode_spec(args: argparse.Namespace, run_dir: str | Path) -> DecodeSpec:
    """The spec of ``args`` over ``run_dir``'s ``decode`` config (read, not the model), checked:
    `ValueError` naming the option, also one given that this decoding would not use
    (`unused_options`: ``--beam-size`` with ``--sample``, ``--temperature`` without)."""
    from seq2seq import config as config_lib

    base = config_lib.load_run(run_dir).decode
    options = {name: getattr(args, name) for name in FIELDS}
    try:
        spec = DecodeSpec.of(base, **options)
    except DecodeSpecError as err:
        raise ValueError(err.labelled(option_name(err.key))) from None
    given = [name for name, value in options.items() if value is not None]
    unused = unused_options(spec, given)
    if unused:
        if not spec.sample:
            how = f"{spec.strategy} search (without --sample)"
        elif args.sample:
            how = "sampling (--sample)"
        else:
            how = "sampling (the run's decode.sample; --no-sample searches)"
        named = ", ".join(f"{option_name(name)} {options[name]}" for name in unused)
        raise ValueError(
            f"{named}: unused by {how}; leave {'them' if len(unused) > 1 else 'it'} out"
        )
    return spec


def check_vocabulary(spec: DecodeSpec, translator) -> None:
    """The options that depend on the model's vocabulary, once it is loaded."""
    try:
        translator.decode_spec(spec)
    except DecodeSpecError as err:
        raise ValueError(err.labelled(option_name(err.key))) from None
