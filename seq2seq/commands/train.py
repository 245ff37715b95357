"""The `seq2seq-train` command: train a preset (or a YAML config) into a run directory.

Exit statuses beside the convention's 0, 2 and 130: 128 + the signal number after SIGINT, SIGTERM
or SIGHUP saved an exact checkpoint (`Interrupted`; or stopped a worker still waiting for its
cluster, in one line), 75 when a worker of a cluster was lost (start it again).
A failure leaves no run directory behind that this call made and that holds nothing trained.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path

from seq2seq.commands.common import (
    EXPECTED_ERRORS,
    check_output_dir,
    console,
    output_path,
)
from seq2seq.commands.parser import (
    add_override_argument,
    int_between,
    make_parser,
)
from seq2seq.config import preset_names
from seq2seq.errors import Interrupted, WorkerLost
from seq2seq.quiet import say
from seq2seq.run_layout import is_run_directory
from seq2seq.training.cluster import ClusterError, ClusterRole

PROG = "train.py"

# The most worker processes `--local-workers` starts on this one machine.
MAX_LOCAL_WORKERS = 64

EXAMPLES = """examples:
  train.py --config ci-tiny --run-dir runs/ci              # minutes (after seq2seq-prepare-data)
  train.py --config bench-small --set train.seed=1235 --record docs/results
  train.py --config best --set train.time_budget=3600     # one hour of training
  train.py --config ci-tiny --run-dir runs/ci              # again: resumes where it stopped"""


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = make_parser(PROG, "Train an attentional seq2seq model into a run directory.", EXAMPLES)
    parser.add_argument(
        "--config",
        required=True,
        help=f"a preset name ({', '.join(preset_names())}) or a YAML file",
    )
    add_override_argument(parser)
    parser.add_argument(
        "--run-dir",
        type=output_path,
        help="where everything goes (default: runs/<config name>)",
    )
    parser.add_argument(
        "--record",
        type=output_path,
        metavar="DIR",
        help="also copy results.json and config.yaml to DIR/<preset>-seed<N>.*",
    )
    parser.add_argument(
        "--local-workers",
        type=int_between(0, MAX_LOCAL_WORKERS),
        default=0,
        metavar="N",
        help="train as a cluster of N worker processes on this machine "
        "(train.strategy=multi_worker; see docs/scaling.md)",
    )
    return parser.parse_args(argv)


@console(PROG, expected=(ClusterError,))
def train_main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    run_dir = Path(args.run_dir or f"runs/{Path(args.config).stem}")
    existed = run_dir.exists()
    made = [folder for folder in run_dir.absolute().parents if not folder.exists()]
    try:
        return _train(args, run_dir)
    except Interrupted as stop:
        if stop.path is None:  # stopped before training (a worker waiting for its cluster)
            say(f"{PROG}: {stop}", sys.stderr)
            _remove_untrained(run_dir, existed, made)
        return 128 + stop.signum
    except WorkerLost as err:
        say(f"{PROG}: error: {err}", sys.stderr)
        return 75  # EX_TEMPFAIL: run it again
    except (ClusterError, *EXPECTED_ERRORS):
        _remove_untrained(run_dir, existed, made)
        raise


def _train(args: argparse.Namespace, run_dir: Path) -> int:
    from seq2seq import config as config_lib

    config = config_lib.load(args.config, args.set)  # before TensorFlow is even imported
    corpus = {f"the corpus data.corpus={config.data.corpus}": config.data.corpus}
    check_output_dir(
        "--run-dir",
        run_dir,
        inputs=corpus,
        replaceable=is_run_directory,
        what="a run directory (config.yaml, checkpoints/, ...) or empty",
        replaced=False,
        default=args.run_dir is None,
    )
    if args.record:
        check_output_dir("--record", args.record)
    if args.local_workers:
        return _local_cluster(args, config, run_dir)
    role = (
        ClusterRole.from_environment() if config.train.strategy == "multi_worker" else ClusterRole()
    )
    from seq2seq.training.results import check_record_target
    from seq2seq.training.trainer import default_log, record_results, train

    preset = Path(args.config).stem
    if args.record and role.is_chief:
        check_record_target(args.record, f"{preset}-seed{config.train.seed}")
    log = default_log(run_dir) if role.is_chief else _worker_log
    results = train(config, run_dir, log, preset=preset)
    if args.record and role.is_chief:
        record_results(run_dir, args.record, f"{preset}-seed{config.train.seed}")
    if results:  # a non-chief worker has none
        print(json.dumps(results.get("test", {}), indent=2))
    return 0


def _remove_untrained(run_dir: Path, existed: bool, made: list[Path]) -> None:
    """Removes ``run_dir`` if this call made it and it holds nothing trained (not on a non-chief
    worker of a cluster: the run directory is the chief's), and the folders on the way to it that
    this call made (``made``, innermost first), if they are left empty."""
    if existed or (run_dir / "checkpoints").is_dir():
        return
    try:
        if ClusterRole.from_environment().is_chief:
            shutil.rmtree(run_dir, ignore_errors=True)
            for folder in made:  # the folders made on the way (runs/), innermost first
                try:
                    folder.rmdir()
                except OSError:
                    break
    except ClusterError:
        pass


def _worker_log(message: str) -> None:
    """A non-chief worker's log: printed only (the run directory is the chief's)."""
    say(f"[{time.strftime('%H:%M:%S')}] {message}")


def _local_cluster(args: argparse.Namespace, config, run_dir: Path) -> int:
    """``--local-workers N``: the same command as N workers (`seq2seq.training.local_cluster`)."""
    import dataclasses

    from seq2seq.config import ConfigError, validate
    from seq2seq.training.local_cluster import run_local_cluster

    if config.train.strategy not in ("default", "multi_worker"):
        raise ConfigError(
            f"--local-workers runs train.strategy=multi_worker, not {config.train.strategy}"
        )
    validate(config.replace(train=dataclasses.replace(config.train, strategy="multi_worker")))
    main = "import sys; from seq2seq.commands.train import train_main; sys.exit(train_main())"
    command = [sys.executable, "-c", main, "--config", args.config]
    for override in [*args.set, "train.strategy=multi_worker"]:
        command += ["--set", override]
    command += ["--run-dir", str(run_dir)]
    if args.record:
        command += ["--record", args.record]
    package_root = str(Path(__file__).resolve().parents[2])  # this checkout's seq2seq
    return run_local_cluster(
        command, args.local_workers, pythonpath=package_root, run_dir=str(run_dir)
    )


if __name__ == "__main__":
    sys.exit(train_main())
