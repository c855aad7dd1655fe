"""Tools run on the host: arguments in, results out, exceptions as exceptions."""

from __future__ import annotations

import pytest
from smolagents import Tool, tool
from smolagents.local_python_executor import InterpreterError


@tool
def lookup(city: str, unit: str = "C") -> dict:
    """Looks up the weather.

    Args:
        city: the city.
        unit: C or F.
    """
    if city == "Atlantis":
        raise ValueError("no such city")
    return {"city": city, "temp": 21 if unit == "C" else 70, "when": (2024, 1)}


class QuotaError(Exception):
    pass


def test_smolagents_tools_take_positional_and_keyword_arguments(executor):
    executor.send_tools({"lookup": lookup})
    out = executor("r = lookup('Paris', unit='F')\nr['temp'], r['when']").output
    assert out == (70, (2024, 1))


def test_tool_exceptions_keep_their_type_name_and_can_be_caught(executor):
    def flaky():
        raise QuotaError("quota exhausted")

    executor.send_tools({"lookup": lookup, "flaky": flaky})
    out = executor("try:\n    lookup('Atlantis')\nexcept ValueError as e:\n    print('caught', e)")
    assert out.logs == "caught no such city\n"
    # `type(e)` rather than `type(e).__name__`: the default dunder rule refuses `__name__`.
    out = executor("try:\n    flaky()\nexcept Exception as e:\n    print(type(e), e)")
    assert out.logs == "<class 'QuotaError'> quota exhausted\n"
    with pytest.raises(InterpreterError) as info:
        executor("flaky()")
    assert str(info.value) == "Code execution failed at line 'flaky()' due to: QuotaError: quota exhausted"


def test_a_key_error_from_a_tool_reads_as_smolagents_shows_it(executor):
    def find(key):
        raise KeyError(key)

    executor.send_tools({"find": find})
    assert executor("try:\n    find('k')\nexcept KeyError as e:\n    m = str(e)\nm").output == "'k'"
    with pytest.raises(InterpreterError) as info:
        executor("find('k')")
    assert str(info.value) == "Code execution failed at line 'find('k')' due to: KeyError: 'k'"


def test_tools_cannot_be_rebound_and_expose_nothing_of_the_host(executor):
    secret = {"token": "s3cr3t"}

    def uses_secret(x):
        return x + len(secret["token"])

    executor.send_tools({"uses_secret": uses_secret})
    assert executor("uses_secret(1)").output == 7
    with pytest.raises(InterpreterError, match="Cannot assign to name 'uses_secret'"):
        executor("uses_secret = 1")
    for attr in ("__globals__", "__closure__", "__code__", "__self__", "__wrapped__", "__dict__"):
        with pytest.raises(InterpreterError):
            executor(f"uses_secret.{attr}")


def test_a_final_answer_tool_gives_the_final_output(executor):
    from smolagents.default_tools import FinalAnswerTool

    executor.send_tools({"final_answer": FinalAnswerTool()})
    out = executor("final_answer(answer=[1, 2])")
    assert out.is_final_answer and out.output == [1, 2]


def test_managed_agent_style_callables_are_tools(executor):
    class Agent:
        name = "researcher"

        def __call__(self, task, additional_args=None):
            return f"report on {task}"

    executor.send_tools({"researcher": Agent()})
    assert executor("researcher(task='bees')").output == "report on bees"


def test_additional_functions_stay_after_send_tools():
    import sandpy

    ex = sandpy.LocalPythonExecutor([], additional_functions={"triple": lambda x: 3 * x})
    ex.send_tools({})
    assert ex("triple(2)").output == 6


class Shout(Tool):
    name = "shout"
    description = "Upper-cases text."
    inputs = {"text": {"type": "string", "description": "the text"}}
    output_type = "string"

    def forward(self, text: str) -> str:
        return text.upper()


def test_tool_subclasses_work(executor):
    executor.send_tools({"shout": Shout()})
    assert executor("shout(text='hi')").output == "HI"
