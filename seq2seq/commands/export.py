"""The `seq2seq-export` command: a trained run directory (or an ensemble) -> a TensorFlow
SavedModel (`seq2seq.export`)."""

from __future__ import annotations

import sys

from seq2seq.commands.common import (
    check_output_dir,
    console,
    output_path,
    run_folders,
)
from seq2seq.commands.decode_options import (
    add_checkpoint_argument,
    add_decode_arguments,
    add_precision_argument,
    add_shortlist_argument,
    check_run_dirs,
    check_shortlist,
    checkpoint_inputs,
    decode_spec,
    precision_note,
)
from seq2seq.commands.parser import make_parser

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
    parser.add_argument(
        "--out", type=output_path, required=True, help="the SavedModel directory to write"
    )
    add_checkpoint_argument(parser)
    add_decode_arguments(parser)  # --n-best > 1: outputs [None, n_best]
    add_precision_argument(parser, before="what the SavedModel computes in: ")
    add_shortlist_argument(parser, before="in the SavedModel: ")
    args = parser.parse_args(argv)
    check_run_dirs(args.run_dir, args.checkpoint)
    spec = decode_spec(args, args.run_dir[0])
    check_shortlist(args.shortlist, spec.sample, args.run_dir)

    from seq2seq.export import export, is_export_folder

    inputs = {}
    for run_dir in args.run_dir:
        inputs.update(run_folders(run_dir))
    inputs.update(checkpoint_inputs(args.checkpoint))
    check_output_dir(
        "--out",
        args.out,
        inputs=inputs,
        replaceable=is_export_folder,
        what="a SavedModel or an empty directory",
    )

    if note := precision_note(args.precision):
        print(f"{PROG}: {note}", file=sys.stderr)
    out = export(
        args.run_dir,
        args.out,
        checkpoint=args.checkpoint,
        spec=spec,
        precision=args.precision,
        shortlist=args.shortlist,
    )
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(export_main())
