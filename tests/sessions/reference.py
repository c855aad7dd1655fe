#!/usr/bin/env python3
"""CPython reference for the agent-session suite (tests/sessions/README.md).

Runs every step of a session under CPython with the semantics of a `sandpy session`
(docs/protocol.md): one shared globals dict per session, each step's prints captured, the
step's output is the value of its last top-level statement when that is an expression or
an assignment (else None), `final_answer(x)` ends the step, errors are reported as type,
message, line and smolagents' rendered text. Tool calls are answered from the session's
scripted replies.

    python3 tests/sessions/reference.py                 # bless every session
    python3 tests/sessions/reference.py FILE...         # bless only these files
    python3 tests/sessions/reference.py --check [FILE...]   # verify, rewrite nothing
    python3 tests/sessions/reference.py --against BIN [FILE...]  # diff BIN's sessions

Sessions under tests/sessions/escapes/ are not blessed: CPython is no sandbox, so their
expected blocks are written by hand (they describe what sandpy must refuse).
"""

import ast
import builtins
import contextlib
import io
import json
import math
import subprocess
import sys
import traceback
from pathlib import Path

STEP_MARK = "# ---- step ----"
EXPECTED_MARK = "# ---- expected ----"
OPTIONS_PREFIX = "# options: "

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
ESCAPES = HERE / "escapes"
# Flags every session runs under (mirrored by crates/sandpy-cli/tests/agent_sessions.rs).
SANDPY_FLAGS = ["--authorized-imports", "*", "--timeout", "20"]
# The reply to a tool call the session did not script.
NO_REPLY = {"error": {"type": "LookupError", "message": "no scripted reply"}}
# Name the reference uses for an assignment's value while it binds the targets.
VALUE_SLOT = "__sandpy_reference_value__"


class SessionFileError(Exception):
    pass


# ------------------------------------------------------------------ session files


def parse_session(text):
    """Split a session file into (header lines, options, step codes, expected list or None)."""
    lines = text.split("\n")
    header, steps, expected = [], [], None
    current = None
    for i, line in enumerate(lines):
        if line == STEP_MARK:
            current = []
            steps.append(current)
        elif line == EXPECTED_MARK:
            expected = []
            for rest in lines[i + 1 :]:
                if not rest.strip():
                    continue
                if not rest.startswith("# "):
                    raise SessionFileError(f"not a comment line in the expected block: {rest!r}")
                expected.append(json.loads(rest[2:]))
            break
        elif current is None:
            header.append(line)
        else:
            current.append(line)
    options = {}
    for line in header:
        if line.startswith(OPTIONS_PREFIX):
            options = json.loads(line[len(OPTIONS_PREFIX) :])
    if not steps:
        raise SessionFileError("no steps")
    codes = ["\n".join(step).strip("\n") for step in steps]
    return header, options, codes, expected


def truncate(text, max_len):
    """smolagents' truncate_content: head, a marker line, tail."""
    if len(text) <= max_len:
        return text
    marker = f"\n..._This content has been truncated to stay below {max_len} characters_...\n"
    return text[: max_len // 2] + marker + text[-(max_len - max_len // 2) :]


def session_flags(options):
    flags = list(SANDPY_FLAGS)
    if "max_print_outputs_length" in options:
        flags += ["--max-print-outputs-length", str(options["max_print_outputs_length"])]
    return flags


def render_file(header, codes, results):
    out = list(header)
    while out and not out[-1].strip():
        out.pop()
    for code in codes:
        out.append(STEP_MARK)
        out.append(code)
    out.append(EXPECTED_MARK)
    for r in results:
        out.append("# " + json.dumps(r, ensure_ascii=False))
    return "\n".join(out) + "\n"


# ------------------------------------------------------------------ values


class NotJson(Exception):
    pass


def to_json(v, depth=0):
    """The value's plain JSON form, like sandpy_executor's value::plain::to_plain of the
    engine's host value: builtin types, and subclasses of them as their builtin value (a
    Counter is a dict, a namedtuple a list)."""
    if depth > 200:
        raise NotJson()
    if v is None or type(v) is bool:
        return v
    if isinstance(v, str):
        return str.__str__(v)
    if isinstance(v, int):
        if -(2**63) <= v < 2**64:
            return int.__int__(v)
        raise NotJson()
    if isinstance(v, float):
        if math.isfinite(v):
            return float.__float__(v)
        raise NotJson()
    if isinstance(v, (list, tuple)):
        return [to_json(x, depth + 1) for x in v]
    if isinstance(v, dict):
        out = {}
        for k, x in v.items():
            if type(k) is not str:
                raise NotJson()
            out[k] = to_json(x, depth + 1)
        return out
    raise NotJson()


def output_json(v):
    try:
        return to_json(v)
    except NotJson:
        return None


def from_json(j):
    return j  # json.loads already gives dicts, lists, ints, floats


# ------------------------------------------------------------------ running


class FinalAnswer(BaseException):
    def __init__(self, value):
        super().__init__()
        self.value = value


def final_answer(answer):
    raise FinalAnswer(answer)


class Session:
    def __init__(self, options):
        self.globals = {"__name__": "__main__"}
        self.runs = 0
        self.replies = list(options.get("tool_replies", []))
        self.max_len = options.get("max_print_outputs_length", 50000)
        self.calls = []
        for name, value in options.get("variables", {}).items():
            self.globals[name] = from_json(value)
        self.globals["final_answer"] = final_answer
        for name in options.get("tools", []):
            self.globals[name] = self.make_tool(name)

    def make_tool(self, name):
        def tool(*args, **kwargs):
            try:
                call = {"name": name, "args": to_json(list(args)), "kwargs": to_json(kwargs)}
            except NotJson:
                raise TypeError(f"arguments of tool '{name}' must be JSON values")
            self.calls.append(call)
            reply = self.replies.pop(0) if self.replies else NO_REPLY
            if "error" in reply:
                err = reply["error"]
                cls = getattr(builtins, err["type"], None)
                if isinstance(cls, type) and issubclass(cls, BaseException):
                    raise cls(err["message"])
                if err["type"].isidentifier():
                    raise type(err["type"], (Exception,), {"__module__": "builtins"})(err["message"])
                raise RuntimeError(f"{err['type']}: {err['message']}")
            return from_json(reply.get("value"))

        tool.__name__ = name
        return tool

    def run(self, code):
        self.runs += 1
        filename = f"<code-{self.runs}>"
        self.calls = []
        out = io.StringIO()
        result = None
        try:
            with contextlib.redirect_stdout(out):
                value = self.execute(code, filename)
            result = {"ok": True, "output": output_json(value), "output_repr": repr(value), "is_final_answer": False}
        except FinalAnswer as fa:
            result = {"ok": True, "output": output_json(fa.value), "output_repr": repr(fa.value), "is_final_answer": True}
        except SyntaxError as e:
            if e.filename != filename:
                raise
            result = {"ok": False, "error": {"type": type(e).__name__, "message": e.msg, "line": e.lineno}}
        except Exception as e:
            result = {"ok": False, "error": error_fields(e, code, filename)}
        if "output_repr" in result:
            result["output_repr"] = truncate(result["output_repr"], self.max_len)
        result["logs"] = truncate(out.getvalue(), self.max_len)
        if not result["ok"]:
            result["is_final_answer"] = False
        if self.calls:
            result["tool_calls"] = self.calls
        return order(result)

    def execute(self, code, filename):
        """Runs a step and returns its value with smolagents' rules (what the engine's
        ModuleMode::LastValue compiles, crates/sandpy-engine/src/compile/last_value.rs)."""
        tree = ast.parse(code, filename)
        body = tree.body
        g = self.globals
        if not body:
            return None
        last = body[-1]
        if isinstance(last, ast.Expr):
            body[-1] = ast.copy_location(ast.Assign(targets=[ast.Name(id=VALUE_SLOT, ctx=ast.Store())], value=last.value), last)
        elif isinstance(last, ast.Assign):
            last.targets.insert(0, ast.Name(id=VALUE_SLOT, ctx=ast.Store()))
        elif isinstance(last, ast.AugAssign):
            stmts, target = _evaluated_once(last)
            body[-1:] = stmts
            body.append(ast.copy_location(_set_slot(target), last))
        elif isinstance(last, ast.AnnAssign) and last.value is not None:
            body.append(ast.copy_location(_set_slot(load_form(last.target)), last))
        elif isinstance(last, (ast.FunctionDef, ast.ClassDef)):
            body.append(ast.copy_location(_set_slot(ast.Name(id=last.name, ctx=ast.Load())), last))
        elif isinstance(last, (ast.If, ast.For)):
            body[-1] = _Tracker().visit(last)
        g[VALUE_SLOT] = None
        try:
            exec(compile(ast.fix_missing_locations(tree), filename, "exec"), g)
            return g.get(VALUE_SLOT)
        finally:
            g.pop(VALUE_SLOT, None)
            for suffix in ("_tmp", "_obj", "_key"):
                g.pop(VALUE_SLOT + suffix, None)


def _evaluated_once(aug):
    """`target op= value` rewritten so the target's parts are evaluated once, and a load
    of the updated target that evaluates nothing again."""
    t = aug.target
    pre = []

    def hold(expr, name):
        pre.append(ast.copy_location(ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=expr), aug))
        return ast.Name(id=name, ctx=ast.Load())

    if isinstance(t, ast.Subscript):
        container = hold(t.value, VALUE_SLOT + "_obj")
        key = hold(t.slice, VALUE_SLOT + "_key")
        store = ast.Subscript(value=container, slice=key, ctx=ast.Store())
        load = ast.Subscript(value=container, slice=key, ctx=ast.Load())
    elif isinstance(t, ast.Attribute):
        obj = hold(t.value, VALUE_SLOT + "_obj")
        store = ast.Attribute(value=obj, attr=t.attr, ctx=ast.Store())
        load = ast.Attribute(value=obj, attr=t.attr, ctx=ast.Load())
    else:
        return [aug], load_form(t)
    pre.append(ast.copy_location(ast.AugAssign(target=store, op=aug.op, value=aug.value), aug))
    return pre, load


def _set_slot(value):
    return ast.Assign(targets=[ast.Name(id=VALUE_SLOT, ctx=ast.Store())], value=value)


def _record(value_node, at):
    """`__v = value; if __v is not None: VALUE_SLOT = __v` (statements)."""
    tmp = ast.Name(id=VALUE_SLOT + "_tmp", ctx=ast.Store())
    keep = ast.Assign(targets=[tmp], value=value_node)
    check = ast.If(
        test=ast.Compare(left=ast.Name(id=VALUE_SLOT + "_tmp", ctx=ast.Load()), ops=[ast.IsNot()], comparators=[ast.Constant(None)]),
        body=[_set_slot(ast.Name(id=VALUE_SLOT + "_tmp", ctx=ast.Load()))],
        orelse=[],
    )
    return [ast.copy_location(keep, at), ast.copy_location(check, at)]


class _Tracker(ast.NodeTransformer):
    """Inside a last `if`/`for`: every statement smolagents takes a value from records it."""

    def _body(self, stmts):
        out = []
        for st in stmts:
            if isinstance(st, ast.Expr):
                out.extend(_record(st.value, st))
            elif isinstance(st, ast.Assign):
                tmp = ast.Name(id=VALUE_SLOT + "_tmp", ctx=ast.Store())
                out.append(ast.copy_location(ast.Assign(targets=[tmp], value=st.value), st))
                out.append(ast.copy_location(ast.Assign(targets=st.targets, value=ast.Name(id=VALUE_SLOT + "_tmp", ctx=ast.Load())), st))
                out.extend(_record(ast.Name(id=VALUE_SLOT + "_tmp", ctx=ast.Load()), st))
            elif isinstance(st, ast.AugAssign):
                stmts, target = _evaluated_once(st)
                out.extend(stmts)
                out.extend(_record(target, st))
            elif isinstance(st, ast.AnnAssign) and st.value is not None:
                out.append(st)
                out.extend(_record(load_form(st.target), st))
            elif isinstance(st, (ast.FunctionDef, ast.ClassDef)):
                out.append(st)
                out.extend(_record(ast.Name(id=st.name, ctx=ast.Load()), st))
            elif isinstance(st, (ast.If, ast.For)):
                out.append(self.visit(st))
            else:
                out.append(st)
        return out

    def visit_If(self, node):
        node.body = self._body(node.body)
        node.orelse = self._body(node.orelse)
        return node

    def visit_For(self, node):
        node.body = self._body(node.body)
        node.orelse = self._body(node.orelse)
        return node


def load_form(target):
    node = ast.parse(ast.unparse(target), mode="eval").body
    return ast.copy_location(node, target)


def error_fields(e, code, filename):
    frames = [f for f in traceback.extract_tb(e.__traceback__) if f.filename == filename]
    line = frames[-1].lineno if frames else None
    module = [f for f in frames if f.name == "<module>"]
    message = str(e)
    statement = top_level_statement(code, module[0].lineno) if module else None
    name = type(e).__name__
    if statement is not None:
        rendered = f"Code execution failed at line '{statement}' due to: {name}: {message}"
    else:
        rendered = f"Code execution failed due to: {name}: {message}"
    return {"type": name, "message": message, "line": line, "rendered": rendered}


def top_level_statement(code, line):
    found = None
    for stmt in ast.parse(code).body:
        if stmt.lineno <= line <= stmt.end_lineno:
            found = ast.get_source_segment(code, stmt)
    return found


def order(result):
    keys = ["ok", "output", "output_repr", "error", "logs", "is_final_answer", "tool_calls"]
    return {k: result[k] for k in keys if k in result}


def reference_results(options, codes):
    session = Session(options)
    return [session.run(code) for code in codes]


# ------------------------------------------------------------------ sandpy


def sandpy_results(binary, options, codes):
    """Drive `BIN session` like the Rust test does; reduce responses to the compared fields."""
    proc = subprocess.Popen(
        [binary, "session", *session_flags(options)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    replies = list(options.get("tool_replies", []))

    def send(obj):
        proc.stdin.write(json.dumps(obj) + "\n")
        proc.stdin.flush()

    def recv():
        line = proc.stdout.readline()
        if not line:
            raise SessionFileError("sandpy closed its output")
        return json.loads(line)

    if options.get("variables"):
        send({"op": "send_variables", "variables": options["variables"]})
        recv()
    if options.get("tools"):
        send({"op": "send_tools", "tools": options["tools"]})
        recv()
    results = []
    for code in codes:
        send({"op": "run", "code": code})
        calls = []
        while True:
            msg = recv()
            if msg.get("event") == "tool_call":
                calls.append({"name": msg["name"], "args": msg["args"], "kwargs": msg["kwargs"]})
                reply = replies.pop(0) if replies else NO_REPLY
                if "error" in reply:
                    send({"op": "tool_error", "id": msg["id"], **reply["error"]})
                else:
                    send({"op": "tool_result", "id": msg["id"], "value": reply.get("value")})
                continue
            break
        results.append(reduce(msg, calls))
    proc.stdin.close()
    proc.wait()
    return results


def reduce(msg, calls):
    r = {"ok": msg["ok"]}
    if msg["ok"]:
        r["output"] = msg["output"]
        r["output_repr"] = msg["output_repr"]
    else:
        e = msg["error"]
        r["error"] = {"type": e["type"], "message": e["message"], "line": e.get("line")}
        if e.get("kind") != "syntax":
            r["error"]["rendered"] = e.get("rendered")
    r["logs"] = msg.get("logs", "")
    r["is_final_answer"] = msg.get("is_final_answer", False)
    if calls:
        r["tool_calls"] = calls
    return order(r)


def subset_diff(expected, got, path=""):
    """Differences where `got` does not carry `expected`'s keys and values."""
    if isinstance(expected, dict) and isinstance(got, dict):
        diffs = []
        for k, v in expected.items():
            if k not in got:
                diffs.append(f"{path}{k}: missing (expected {v!r})")
            else:
                diffs += subset_diff(v, got[k], f"{path}{k}.")
        return diffs
    if expected != got or type(expected) is not type(got):
        return [f"{path.rstrip('.')}: expected {expected!r}, got {got!r}"]
    return []


# ------------------------------------------------------------------ main


def session_files(args):
    if args:
        return [Path(a) for a in args]
    return sorted(HERE.glob("*.py"), key=lambda p: p.name)


def main(argv):
    check = "--check" in argv
    argv = [a for a in argv if a != "--check"]
    binary = None
    if "--against" in argv:
        i = argv.index("--against")
        binary = argv[i + 1]
        del argv[i : i + 2]
    files = session_files(argv)
    if binary and not argv:
        files += sorted(ESCAPES.glob("*.py"), key=lambda p: p.name)
    bad = 0
    for path in files:
        if path.name == "reference.py":
            continue
        text = path.read_text(encoding="utf-8")
        header, options, codes, expected = parse_session(text)
        if binary:
            got = sandpy_results(binary, options, codes)
            exp = expected or []
            problems = []
            for n, (e, g) in enumerate(zip(exp, got), 1):
                problems += [f"step {n}: {d}" for d in subset_diff(e, g)]
            if len(exp) != len(got):
                problems.append(f"{len(exp)} expected results for {len(got)} steps")
            if problems:
                bad += 1
                print(f"--- {path.name}")
                for p in problems:
                    print("   ", p)
            continue
        if path.resolve().parent == ESCAPES:
            print(f"skip {path}: escape sessions are written by hand")
            continue
        results = reference_results(options, codes)
        new = render_file(header, codes, results)
        if check:
            if new != text:
                bad += 1
                print(f"MISMATCH {path}")
        elif new != text:
            path.write_text(new, encoding="utf-8")
            print(f"blessed {path}")
    if bad:
        print(f"{bad} session(s) differ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
