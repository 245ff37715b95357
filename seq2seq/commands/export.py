"""The `seq2seq-export` command: a trained run directory (or an ensemble) -> a TensorFlow
SavedModel (`seq2seq.export`)."""

from __future__ import annotations

import sys

from seq2seq.commands.common import console, make_parser

PROG = "export.py"

EXAMPLES = """examples:
  export.py --run-dir runs/small --out exports/small --beam-size 5
  export.py --run-dir runs/a --run-dir runs/b --out exports/ensemble   # an ensemble
  export.py --run-dir runs/small --out exports/nbest --n-best 3"""


@console(PROG, expected=(ImportError,))
def export_main(argv: list[str] | None = None) -> int:
    parser = make_parser(
        PROG,
        "Export a trained run directory as a TensorFlow SavedModel (signature "
        "serving_default: sentences tf.string [None] -> translations, scores).",
        EXAMPLES,
    )
    parser.add_argument(
        "--run-dir",
        required=True,
        action="append",
        help="a trained run directory; repeat it to export an ensemble of the runs",
    )
    parser.add_argument("--out", required=True, help="the SavedModel directory to write")
    parser.add_argument(
        "--checkpoint",
        default="final",
        help="final (the chosen model), best, latest or a checkpoint path",
    )
    parser.add_argument("--beam-size", type=int, help="default: the run's decode.beam_size")
    parser.add_argument("--length-penalty", type=float)
    parser.add_argument("--coverage-penalty", type=float)
    parser.add_argument(
        "--n-best",
        type=int,
        default=1,
        help="hypotheses per sentence (outputs become [None, n_best] when > 1)",
    )
    args = parser.parse_args(argv)

    from seq2seq.export import export

    out = export(
        args.run_dir,
        args.out,
        checkpoint=args.checkpoint,
        beam_size=args.beam_size,
        length_penalty=args.length_penalty,
        n_best=args.n_best,
        coverage_penalty=args.coverage_penalty,
    )
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(export_main())
