"""How the conformance run feeds a package's modules and doctest examples to a sandpy session.

sandpy only imports its own (native) modules and a session is one global namespace, so a
module of a third-party package is run as a snippet, and its imports of sibling modules of
the same package are served by a small shim:

- Every sibling module the target imports (directly or through other siblings, or that one
  of its examples imports) is run first, in the same namespace, with `__name__` set to its
  own name; the names it binds at top level (found statically) are then collected into a
  module-like object registered in `_spc_mods`.
- Import statements that name the package (`from .utils import x`, `import toolz.utils`,
  `from toolz import curry`) are rewritten, in the module and in examples, into lookups in
  those objects (`x = _spc_from('toolz.utils', 'x')`). Nothing else in the source changes.
- A sibling that fails to run is recorded; importing from it raises ImportError with its
  error, so `try: ... except ImportError:` fallbacks behave as they would.

Parent packages' `__init__` modules run only when something imports them. Names of the
siblings stay visible in the shared namespace (CPython would keep them in their own
modules); examples rarely notice.

Examples: doctest compiles each example in "single" mode, which prints the repr of every
expression statement outside function and class bodies. When an example's only such
statement is its last top-level statement, the example is sent as it is and the session's
`output_repr` gives the echo; otherwise each of those expressions is wrapped textually in
`_spc_display((...))`, which prints the repr unless the value is None.
"""

import ast
from pathlib import Path

PRELUDE = '''\
class _spc_module:
    def __init__(self, name, ns):
        for k, v in ns.items():
            setattr(self, k, v)
        self.__name__ = name

    def __repr__(self):
        return "<module %r>" % self.__name__


_spc_mods = {}
_spc_failed = {}


def _spc_register(name, ns):
    m = _spc_mods.get(name)
    if m is None:
        m = _spc_module(name, ns)
        _spc_mods[name] = m
    else:
        for k, v in ns.items():
            setattr(m, k, v)
    parent, _, leaf = name.rpartition(".")
    if parent and parent in _spc_mods:
        setattr(_spc_mods[parent], leaf, m)
    for child, cm in _spc_mods.items():
        cparent, _, cleaf = child.rpartition(".")
        if cparent == name:
            setattr(m, cleaf, cm)


def _spc_fail(name, message):
    _spc_failed[name] = message


def _spc_get(name):
    if name in _spc_failed:
        raise ImportError(_spc_failed[name])
    if name not in _spc_mods:
        raise ModuleNotFoundError("No module named %r" % name)
    return _spc_mods[name]


def _spc_from(name, attr):
    if name in _spc_mods and hasattr(_spc_mods[name], attr):
        return getattr(_spc_mods[name], attr)
    sub = name + "." + attr
    if sub in _spc_mods or sub in _spc_failed:
        return _spc_get(sub)
    if name in _spc_failed:
        raise ImportError(_spc_failed[name])
    raise ImportError("cannot import name %r from %r" % (attr, name))


def _spc_top(name):
    m = _spc_get(name)
    parts = name.split(".")
    for i in range(len(parts) - 1, 0, -1):
        parent = ".".join(parts[:i])
        if parent not in _spc_mods:
            _spc_mods[parent] = _spc_module(parent, {})
        setattr(_spc_mods[parent], parts[i], m)
        m = _spc_mods[parent]
    return m


def _spc_display(value):
    if value is not None:
        print(repr(value))
'''


class PackageIndex:
    """Finds the source files of one package's modules under `root`."""

    def __init__(self, root, top, stubs=None):
        self.root = Path(root)
        self.top = top
        self.stubs = stubs or {}
        self._cache = {}

    def internal(self, name):
        return name == self.top or name.startswith(self.top + ".") or name in self.stubs

    def path_of(self, name):
        """(path, is_package) of module `name`, or None when no such file exists; the path
        is None for a stub (see stubs.py)."""
        if name in self.stubs:
            return None, False
        rel = Path(*name.split("."))
        init = self.root / rel / "__init__.py"
        if init.is_file():
            return init, True
        file = self.root / rel.with_suffix(".py")
        if file.is_file():
            return file, False
        return None

    def exists(self, name):
        return self.path_of(name) is not None

    def module(self, name):
        """The prepared module `name` (rewritten source, deps, names), cached."""
        if name not in self._cache:
            self._cache[name] = PreparedModule(self, name)
        return self._cache[name]

    def load_order(self, target, extra_deps=(), loaded=()):
        """Sibling modules to run before `target` (or, with `extra_deps`, the ones those
        need), dependencies first, leaving out `loaded`."""
        order, seen = [], {target, *loaded}

        def visit(name):
            if name in seen or not self.exists(name):
                return
            seen.add(name)
            for dep in sorted(self.module(name).deps):
                visit(dep)
            order.append(name)

        for dep in sorted(extra_deps) if extra_deps else sorted(self.module(target).deps):
            visit(dep)
        return order


class PreparedModule:
    def __init__(self, index, name):
        self.name = name
        path, self.is_package = index.path_of(name)
        original = index.stubs[name] if path is None else path.read_text(encoding="utf-8")
        self.source, self.deps = rewrite_imports(original, name, self.is_package, index)
        tree = ast.parse(original)
        self.names = bound_names(tree.body, index, name, self.is_package)
        self.exports = exported_names(tree.body, self.names)
        self.imports = load_time_imports(original, index)

    def capture_code(self):
        """A snippet registering this module's top-level names as module `self.name`."""
        lines = ["_spc_ns = {}"]
        for n in self.names:
            lines += ["try:", f"    _spc_ns[{n!r}] = {n}", "except NameError:", "    pass"]
        lines.append(f"_spc_register({self.name!r}, _spc_ns)")
        return "\n".join(lines) + "\n"


def resolve_from(node, current, is_package):
    """The absolute module name an ImportFrom names, or None for a bad relative import."""
    if node.level == 0:
        return node.module
    parts = current.split(".")
    if not is_package:
        parts = parts[:-1]
    up = node.level - 1
    if up > len(parts) - 1:
        return None
    if up:
        parts = parts[:-up]
    base = ".".join(parts)
    return f"{base}.{node.module}" if node.module else base


def rewrite_imports(source, current, is_package, index):
    """`source` with every import of the package rewritten to shim lookups, and the set of
    sibling modules those imports need."""
    tree = ast.parse(source)
    edits, deps = [], set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            if not any(index.internal(a.name) for a in node.names):
                continue
            parts = []
            for a in node.names:
                if not index.internal(a.name):
                    parts.append(f"import {a.name}" + (f" as {a.asname}" if a.asname else ""))
                    continue
                deps.add(a.name)
                if a.asname:
                    parts.append(f"{a.asname} = _spc_get({a.name!r})")
                else:
                    parts.append(f"{a.name.split('.')[0]} = _spc_top({a.name!r})")
            edits.append((node, "; ".join(parts)))
        elif isinstance(node, ast.ImportFrom):
            base = resolve_from(node, current, is_package)
            if base is None or not index.internal(base):
                continue
            parts = []
            for a in node.names:
                if a.name == "*":
                    deps.add(base)
                    exports = index.module(base).exports if index.exists(base) else []
                    parts += [f"{n} = _spc_from({base!r}, {n!r})" for n in exports]
                    continue
                sub = f"{base}.{a.name}"
                deps.add(sub if index.exists(sub) else base)
                parts.append(f"{a.asname or a.name} = _spc_from({base!r}, {a.name!r})")
            edits.append((node, "; ".join(parts) or "pass"))
    return apply_edits(source, [(n.lineno, n.col_offset, n.end_lineno, n.end_col_offset, t) for n, t in edits]), deps


def apply_edits(source, edits):
    """Replaces spans given as (line, byte column, end line, end byte column, text)."""
    lines = [line.encode("utf-8") for line in source.splitlines(keepends=True)]
    for line, col, end_line, end_col, text in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        head = lines[line - 1][:col]
        tail = lines[end_line - 1][end_col:]
        lines[line - 1 : end_line] = [head + text.encode("utf-8") + tail]
    return b"".join(lines).decode("utf-8")


def bound_names(body, index, current, is_package):
    """Names a module binds at top level (also inside if/try/for/while/with/match blocks)."""
    names = []

    def add(n):
        if n not in names and not n.startswith("_spc_"):
            names.append(n)

    def target(t):
        if isinstance(t, ast.Name):
            add(t.id)
        elif isinstance(t, (ast.Tuple, ast.List)):
            for e in t.elts:
                target(e)
        elif isinstance(t, ast.Starred):
            target(t.value)

    def block(stmts):
        for s in stmts:
            if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                add(s.name)
            elif isinstance(s, ast.Assign):
                for t in s.targets:
                    target(t)
            elif isinstance(s, (ast.AugAssign, ast.AnnAssign)):
                if not isinstance(s, ast.AnnAssign) or s.value is not None:
                    target(s.target)
            elif isinstance(s, (ast.For, ast.AsyncFor)):
                target(s.target)
                block(s.body)
                block(s.orelse)
            elif isinstance(s, (ast.While, ast.If)):
                block(s.body)
                block(s.orelse)
            elif isinstance(s, (ast.With, ast.AsyncWith)):
                for item in s.items:
                    if item.optional_vars is not None:
                        target(item.optional_vars)
                block(s.body)
            elif isinstance(s, ast.Try) or type(s).__name__ == "TryStar":
                block(s.body)
                for h in s.handlers:
                    block(h.body)
                block(s.orelse)
                block(s.finalbody)
            elif isinstance(s, ast.Match):
                for case in s.cases:
                    block(case.body)
            elif isinstance(s, ast.Import):
                for a in s.names:
                    add(a.asname or a.name.split(".")[0])
            elif isinstance(s, ast.ImportFrom):
                for a in s.names:
                    if a.name != "*":
                        add(a.asname or a.name)
                        continue
                    base = resolve_from(s, current, is_package)
                    if base and index.internal(base) and index.exists(base) and base != current:
                        for n in index.module(base).exports:
                            add(n)

    block(body)
    return names


def exported_names(body, names):
    """What `from module import *` binds: a literal `__all__`, else the public names."""
    for s in body:
        if isinstance(s, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in s.targets):
            if isinstance(s.value, (ast.List, ast.Tuple)) and all(
                isinstance(e, ast.Constant) and isinstance(e.value, str) for e in s.value.elts
            ):
                return [e.value for e in s.value.elts]
    return [n for n in names if not n.startswith("_")]


def interactive_exprs(body):
    """Expression statements doctest's "single" mode echoes: outside def/class bodies."""
    found = []
    for s in body:
        if isinstance(s, ast.Expr):
            found.append(s)
        elif isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        else:
            for field in ("body", "orelse", "finalbody"):
                found += interactive_exprs(getattr(s, field, None) or [])
            for h in getattr(s, "handlers", None) or []:
                found += interactive_exprs(h.body)
            for case in getattr(s, "cases", None) or []:
                found += interactive_exprs(case.body)
    return found


def prepare_example(source, current, is_package, index):
    """(code to send, mode, sibling deps) for one example. mode is "repr" when the session's
    output_repr is the echo, "plain" when nothing is echoed, "wrapped" when the echoes are
    printed by _spc_display, "unparsed" when the host parser rejects the source (sent as is,
    so sandpy reports its own SyntaxError)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source, "unparsed", set()
    code, deps = rewrite_imports(source, current, is_package, index)
    if deps:
        tree = ast.parse(code)
    exprs = interactive_exprs(tree.body)
    if not exprs:
        return code, "plain", deps
    if len(exprs) == 1 and tree.body and exprs[0] is tree.body[-1]:
        return code, "repr", deps
    edits = []
    for e in exprs:
        v = e.value
        edits.append((v.lineno, v.col_offset, v.lineno, v.col_offset, "_spc_display(("))
        edits.append((v.end_lineno, v.end_col_offset, v.end_lineno, v.end_col_offset, "))"))
    return apply_edits(code, edits), "wrapped", deps


def _guarded(handlers):
    """Whether an except clause list catches ImportError (so a failed import is handled)."""
    for h in handlers:
        if h.type is None:
            return True
        types = h.type.elts if isinstance(h.type, ast.Tuple) else [h.type]
        if any(isinstance(t, ast.Name) and t.id in ("ImportError", "ModuleNotFoundError", "Exception", "BaseException") for t in types):
            return True
    return False


def load_time_imports(source, index):
    """Modules outside the package that `source` imports while it loads, outside any
    `try` that handles ImportError and any `if`: each must exist for the module to load."""
    found = []

    def block(stmts):
        for s in stmts:
            if isinstance(s, ast.Import):
                for a in s.names:
                    if not index.internal(a.name) and a.name not in found:
                        found.append(a.name)
            elif isinstance(s, ast.ImportFrom):
                if s.level == 0 and s.module and not index.internal(s.module) and s.module not in found:
                    found.append(s.module)
            elif isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            elif isinstance(s, ast.Try) or type(s).__name__ == "TryStar":
                if not _guarded(s.handlers):
                    block(s.body)
                for h in s.handlers:
                    block(h.body)
                block(s.orelse)
                block(s.finalbody)
            elif isinstance(s, (ast.With, ast.For, ast.While)):
                block(s.body)
            # `if` blocks are left out: they mostly pick imports by Python version.

    block(ast.parse(source).body)
    return found
