"""The `seq2seq-average` command: average checkpoints of a run directory into one."""

from __future__ import annotations

import sys
from pathlib import Path

from seq2seq.commands.common import (
    check_output_dir,
    console,
    output_path,
    run_folders,
)
from seq2seq.commands.parser import make_parser

PROG = "average.py"

EXAMPLES = "example: average.py --run-dir runs/small --last 5  (writes runs/small/averaged/)"


@console(PROG)
def average_main(argv: list[str] | None = None) -> int:
    parser = make_parser(PROG, "Average checkpoints of a run directory into one.", EXAMPLES)
    parser.add_argument("--run-dir", required=True)
    parser.add_argument(
        "--last", type=int, default=0, help="average the last N kept checkpoints of checkpoints/"
    )
    parser.add_argument(
        "--checkpoints",
        nargs="+",
        default=[],
        metavar="PREFIX",
        help="or these checkpoint prefixes (e.g. runs/small/checkpoints/ckpt-3000)",
    )
    parser.add_argument("--out", type=output_path, help="output folder (default: RUN_DIR/averaged)")
    args = parser.parse_args(argv)
    if bool(args.last) == bool(args.checkpoints):
        raise ValueError("give either --last N (N >= 1) or --checkpoints")
    from seq2seq.training.averaging import average_run, check_checkpoints, is_model_folder

    check_checkpoints(args.checkpoints)  # before the output's checks, which name their folders
    inputs = run_folders(args.run_dir)
    for prefix in args.checkpoints:  # its folder: replacing it would delete the checkpoint
        folder = Path(prefix).parent
        if (folder.parent / "config.yaml").is_file():  # another run's: its folders too
            inputs = {**run_folders(folder.parent, "--checkpoints"), **inputs}
        inputs[f"the folder of --checkpoints {prefix}"] = folder
    check_output_dir(
        "--out",
        args.out or Path(args.run_dir) / "averaged",
        inputs=inputs,
        replaceable=is_model_folder,
        what="a checkpoint folder of average.py",
        default=args.out is None,
    )

    path = average_run(args.run_dir, last=args.last, checkpoints=args.checkpoints, out=args.out)
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(average_main())
