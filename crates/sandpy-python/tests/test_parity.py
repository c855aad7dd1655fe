"""What the model is shown: the same snippets through smolagents' own LocalPythonExecutor
and through sandpy's give the same output, logs and error text. (Where sandpy differs on
purpose, docs/smolagents-compat.md says so; those snippets are not here: smolagents' own
rewordings of attribute, subscript and name errors, and its unordered list of authorized
imports.)"""

from __future__ import annotations

import pytest
from smolagents.local_python_executor import LocalPythonExecutor as SmolagentsExecutor

import sandpy

SYNTAX_ERRORS = [
    "x = = 1", "a = ;", "x = (", "def f(:\n  pass", "if True:\nprint(1)", "print('a'\nprint(2)", "x = 'abc",
    "  x = 1", "x = )", "x = ]\n", "x = '''abc", "f(a for a in b, c)", "x = 1 +", "x $ 1", "x = 1\n  y = 2",
    "if x:\n    a\n  b", "x = [1, 2", "x = {1: 2", "x = 1 if 2", "print 'a'", "def f():\nreturn", "x = 0777",
    "x = 1__0", "class A\n pass", "f'{'", "x = (1,\n2", "x = 1\nx = = 2\nx = 3", "a b", "import",
    "x = [i for i in]", "del f()", "f() = 1", "None = 1", "x = yield = 1", "x = €",
]

RUNS = [
    "x = 6 * 7",
    "print('hello', 3)\n'done'",
    "total = 0\nfor i in range(5):\n    total += i\ntotal",
    "if 3 > 2:\n    verdict = 'yes'",
    "for w in ['a', 'bb']:\n    len(w)",
    "1 / 0",
    "x = 1\ny = x + 'a'",
    "int('abc')",
    "def f(a):\n    return a / 0\nresult = f(2)",
    "raise ValueError('custom message')",
    "import math\nmath.sqrt(-1)",
    "print('before')\nassert 1 == 2, 'not equal'",
    "import collections\nc = collections.Counter('hello')\nc.most_common(1)",
    "s = 'a,b,c'.split(',')\n' | '.join(s)",
]


def pair():
    theirs = SmolagentsExecutor([])
    theirs.send_tools({})
    ours = sandpy.LocalPythonExecutor([])
    ours.send_tools({})
    return theirs, ours


def outcome(executor, code):
    try:
        out = executor(code)
        return ("ok", repr(out.output), out.logs, out.is_final_answer)
    except Exception as e:
        return ("error", type(e).__mro__[1].__name__ if type(e).__module__ == "sandpy" else type(e).__name__, str(e),
                str(executor.state.get("_print_outputs", "")))


@pytest.mark.parametrize("code", SYNTAX_ERRORS)
def test_syntax_errors_read_the_same(code):
    theirs, ours = pair()
    assert outcome(ours, code) == outcome(theirs, code)


@pytest.mark.parametrize("code", RUNS)
def test_runs_read_the_same(code):
    theirs, ours = pair()
    assert outcome(ours, code) == outcome(theirs, code)
