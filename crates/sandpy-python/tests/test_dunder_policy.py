"""The dunder rule: `sandpy.LocalPythonExecutor` refuses `obj.__x__` reads as smolagents'
executor does (its default), `dunder_policy="cpython"` keeps sandpy's permissive policy;
both in process and in a child process."""

from __future__ import annotations

import pytest
from smolagents.local_python_executor import InterpreterError

import sandpy

CHAIN = "classes = {}.__class__.__base__.__subclasses__()"


@pytest.mark.parametrize("subprocess", [False, True])
def test_the_smolagents_rule_is_the_default(subprocess):
    ex = sandpy.LocalPythonExecutor([], subprocess=subprocess)
    try:
        with pytest.raises(InterpreterError, match="AttributeError: Forbidden access to dunder attribute: __base__"):
            ex(CHAIN)
        with pytest.raises(InterpreterError, match="Forbidden access to dunder attribute: __dict__"):
            ex("class A:\n    attr = 1\nx = A()\nx_dict = x.__dict__")
        # What ordinary code needs keeps working.
        code = (
            "class P:\n    def __init__(self, x):\n        self.x = x\n    def __repr__(self):\n        return f'P({self.x})'\n"
            "class Q(P):\n    def __init__(self, x):\n        super().__init__(x=x)\n"
            "[repr(Q(2)), str(P(1))]"
        )
        assert ex(code).output == ["P(2)", "P(1)"]
    finally:
        ex.cleanup()


@pytest.mark.parametrize("subprocess", [False, True])
def test_the_cpython_policy_allows_harmless_dunders(subprocess):
    ex = sandpy.LocalPythonExecutor([], dunder_policy="cpython", subprocess=subprocess)
    try:
        assert ex("().__class__.__name__").output == "tuple"
        with pytest.raises(InterpreterError, match="Forbidden access to dunder attribute: __subclasses__"):
            ex(CHAIN)
    finally:
        ex.cleanup()


def test_an_unknown_policy_is_a_value_error():
    with pytest.raises(ValueError, match="dunder_policy must be 'smolagents' or 'cpython'"):
        sandpy.LocalPythonExecutor([], dunder_policy="strict")
