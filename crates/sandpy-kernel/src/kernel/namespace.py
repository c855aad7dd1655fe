# The code's namespace: one dict of globals that persists across runs (`__name__` is
# "__main__"), builtins with the import check, `final_answer` and a stub per tool, and
# smolagents' import policy. The policy is not a wall (CPython has many ways around it);
# the sandbox is.

import sys
import builtins

from _sandpy_kernel.stopping import final_answer
from _sandpy_kernel.tools import make_stub

real_import = builtins.__import__


class _Policy:
    def __init__(self, patterns):
        self.patterns = patterns
        self.tree = {}
        for pattern in patterns or ():
            node = self.tree
            for part in pattern.split("."):
                node = node.setdefault(part, {})

    def allows(self, module):
        if self.patterns is None:
            return True
        node = self.tree
        for part in module.split("."):
            if "*" in node:
                return True
            if part not in node:
                return False
            node = node[part]
        return True


_policy = _Policy(None)


def set_policy(patterns):
    """The authorized import patterns (None: no check)."""
    global _policy
    _policy = _Policy(None if patterns is None else [str(p) for p in patterns])


_import_name = []  # IMPORT_NAME's opcode, looked up at the first refused import (start-up cost)


def _is_code_import_statement():
    """Whether the import in progress is an `import` statement of the code itself.

    smolagents checks the code's import statements. Here every import passes through the
    code's builtins: a module imported by the code executes with them (numpy importing
    numpy._core), and C code that imports while the code's frame is current (numpy's
    lazy `numpy._core._methods`) calls `__import__` from that frame. So an import is the
    code's own only when the calling frame belongs to the code's namespace and is
    executing an IMPORT_NAME instruction."""
    frame = sys._getframe(2)
    if frame.f_globals is not user_globals:
        return False
    if not _import_name:
        _import_name.append(real_import("opcode").opmap["IMPORT_NAME"])
    code = frame.f_code.co_code
    return 0 <= frame.f_lasti < len(code) and code[frame.f_lasti] == _import_name[0]


def _user_import(name, globals=None, locals=None, fromlist=(), level=0):
    if level == 0 and not _policy.allows(name) and _is_code_import_statement():
        raise ImportError("Import of %s is not allowed. Authorized imports are: %r" % (name, _policy.patterns))
    return real_import(name, globals, locals, fromlist, level)


_user_builtins = {}
_tool_names = []
# Names the code may not rebind: the tools and final_answer.
protected = frozenset()


def _install_builtins():
    global protected
    _user_builtins.clear()
    _user_builtins.update(builtins.__dict__)
    _user_builtins["__import__"] = _user_import
    _user_builtins["final_answer"] = final_answer
    for name in _tool_names:
        _user_builtins[name] = make_stub(name)
    protected = frozenset(_tool_names) | {"final_answer"}


def set_tools(names):
    del _tool_names[:]
    _tool_names.extend(str(n) for n in names)
    _install_builtins()


def _fresh_globals():
    return {"__name__": "__main__", "__builtins__": _user_builtins}


user_globals = _fresh_globals()


def reset():
    """Forgets every variable (the tools stay)."""
    global user_globals
    user_globals = _fresh_globals()


_install_builtins()
