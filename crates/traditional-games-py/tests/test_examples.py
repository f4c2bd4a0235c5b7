"""The package's examples run (all but the Ray one, whose dependency CI does not install)."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

EXAMPLES = pathlib.Path(__file__).resolve().parent.parent / "examples"


def test_bot_vs_random_runs_and_the_bot_wins_on_average() -> None:
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / "bot_vs_random.py"), "bashnya", "russian", "2"],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    line = done.stdout.strip().splitlines()[-1]
    assert line.startswith("bashnya (russian), 2 games: mean utility per seat")
    bot, other = ast.literal_eval(line.split("seat", 1)[1].strip())
    assert bot > other, line
