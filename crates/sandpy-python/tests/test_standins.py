"""The walled stand-ins for host modules (os, sys, builtins, importlib…) through the Python
package: they load only when authorized, hold nothing of the host, and refuse the
host-reaching parts in smolagents' words; host builtins passed as tools are the user's
explicit choice and work (they run on the host)."""

from __future__ import annotations

import os

import pytest
from smolagents.local_python_executor import InterpreterError

import sandpy


def run(imports, code, tools=None):
    ex = sandpy.LocalPythonExecutor(imports)
    try:
        if tools is not None:
            ex.send_tools(tools)
        return ex(code)
    finally:
        ex.cleanup()


def test_os_needs_authorization_and_then_holds_nothing_of_the_host():
    with pytest.raises(InterpreterError, match="Import of os is not allowed"):
        run([], "import os")
    out = run(["os"], "import os\n(os.listdir('./'), os.getcwd(), os.environ, os.path.join('a', 'b'))")
    assert out.output == ([], "/", {}, "a/b")
    assert os.listdir("/"), "the host's root is not empty: the stand-in's answer is its own"


@pytest.mark.parametrize(
    "imports, code, name",
    [
        (["os"], "import os; os.popen", "popen"),
        (["os"], "import os; os.system('true')", "system"),
        (["posix"], "import posix; posix.system", "system"),
        (["builtins"], "import builtins; builtins.exec", "exec"),
        (["sys"], "import sys; sys._getframe()", "_getframe"),
    ],
)
def test_host_reaching_functions_are_refused_in_smolagents_words(imports, code, name):
    with pytest.raises(InterpreterError, match=f"AttributeError: Forbidden access to function: {name}$"):
        run(imports, code)


def test_modules_reached_through_attributes_follow_the_allow_list():
    with pytest.raises(InterpreterError, match="Forbidden access to module: os"):
        run([], "import random; random._os")
    with pytest.raises(InterpreterError, match="Forbidden access to module: os"):
        run(["sys"], "import sys; sys.modules['os']")
    with pytest.raises(InterpreterError, match="Forbidden access to module: os"):
        run(["importlib"], "import importlib; importlib.import_module('os')")
    assert run(["os", "sys"], "import sys, random; random._os is sys.modules['os']").output is True


def test_a_tool_named_like_a_refused_function_is_handed_out():
    calls = []

    def popen(cmd):
        calls.append(cmd)
        return "fake output"

    out = run(["os"], "import os\nos.popen('ls')", tools={"popen": popen})
    assert out.output == "fake output" and calls == ["ls"]


def test_host_builtins_passed_as_tools_run_on_the_host():
    code = "a = eval('1 + 1')\nexec(compile('b = 2', 'f', 'exec'))\na"
    assert run([], code, tools={"eval": eval, "exec": exec, "compile": compile}).output == 2
