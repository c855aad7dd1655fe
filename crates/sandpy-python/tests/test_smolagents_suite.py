"""smolagents' own executor tests (tests/test_local_python_executor.py of the 1.26.0 source
distribution, downloaded at test time) run against sandpy through adapter.py. Every failure
must be listed in smolagents_suite/expected_failures.txt with its reason, and every listed
test must fail (so the list stays true). The pass counts are printed."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent / "smolagents_suite"


def test_smolagents_executor_suite_against_sandpy(capsys):
    spec = importlib.util.spec_from_file_location("run_suite", HERE / "run_suite.py")
    assert spec and spec.loader
    run_suite = importlib.util.module_from_spec(spec)
    sys.modules["run_suite"] = run_suite
    spec.loader.exec_module(run_suite)
    status = run_suite.run(None)
    report = capsys.readouterr().out
    with capsys.disabled():
        print("\n" + report)
    assert status == 0, report
