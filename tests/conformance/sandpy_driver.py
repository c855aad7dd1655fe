"""The sandpy side of the conformance run: one `sandpy session` per module; for every
docstring the session is reset, the shim prelude, the sibling modules and the module itself
are run, then each example as its own snippet (see shim.py for how)."""

import json
import os
import select
import subprocess
import time

import shim


class SessionDied(Exception):
    pass


class Session:
    """A `sandpy session` subprocess spoken to one JSON line at a time."""

    def __init__(self, sandpy, timeout):
        self.sandpy = sandpy
        self.timeout = timeout
        self.proc = None
        self.buf = b""
        self.start()

    def start(self):
        cmd = [
            self.sandpy, "session",
            "--authorized-imports", "*",
            "--timeout", str(self.timeout),
            "--max-operations", "none",
            "--max-print-outputs-length", "100000000",
        ]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.buf = b""

    def close(self):
        if self.proc and self.proc.poll() is None:
            try:
                self.proc.stdin.close()
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()

    def restart(self):
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.start()

    def request(self, obj):
        """Sends one request and returns its response; raises SessionDied when the process
        crashes or stops answering (it is then restarted)."""
        try:
            self.proc.stdin.write((json.dumps(obj) + "\n").encode("ascii"))
            self.proc.stdin.flush()
        except OSError:
            return self._died("the session's stdin closed")
        deadline = time.monotonic() + self.timeout + 20
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                return self._died(f"no answer within {self.timeout + 20} s")
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                return self._died("the session exited")
            self.buf += chunk
        line, _, self.buf = self.buf.partition(b"\n")
        return json.loads(line)

    def _died(self, why):
        stderr = b""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        try:
            stderr = self.proc.stderr.read() or b""
        except OSError:
            pass
        self.start()
        tail = stderr.decode("utf-8", "replace").strip().splitlines()[-3:]
        raise SessionDied(f"sandpy session died ({why})" + (": " + " | ".join(tail) if tail else ""))

    def run(self, code):
        return self.request({"op": "run", "code": code})


def error_line(resp):
    e = resp.get("error") or {}
    return f"{e.get('type', '?')}: {e.get('message', '')}"


def import_error_message(resp):
    """The message of the ImportError an import of a sibling that failed with `resp` raises:
    the sibling's own message when it failed on an import, else its `Type: message`."""
    e = resp.get("error") or {}
    if e.get("type") in ("ImportError", "ModuleNotFoundError"):
        return e.get("message", "")
    return error_line(resp)


class ModuleRunner:
    """Runs the doctests of one module (as found under CPython) in one sandpy session."""

    def __init__(self, session, index, modname, tests):
        self.s = session
        self.index = index
        self.modname = modname
        self.tests = tests
        self.target = index.module(modname)
        extra = set()
        self.prepared = []
        for test in tests:
            prepared = []
            for ex in test["examples"]:
                if ex.get("skip") == "doctest SKIP directive":
                    prepared.append(None)
                    continue
                code, mode, deps = shim.prepare_example(ex["source"], modname, self.target.is_package, index)
                extra |= deps
                prepared.append((code, mode))
            self.prepared.append(prepared)
        # Siblings the module imports run before it; those only its examples import run
        # after it (they may import the module itself, as a package's __init__ does).
        self.order = index.load_order(modname)
        self.after = index.load_order(modname, extra, self.order) if extra else []

    def load(self):
        """Fresh namespace with the module loaded. Returns (error line or None, the sibling
        whose failure caused it or None)."""
        s = self.s
        s.request({"op": "reset"})
        r = s.run(shim.PRELUDE)
        if not r.get("ok"):
            return "[harness] prelude failed: " + error_line(r), None
        failed = {}
        for dep in self.order:
            self._load_sibling(dep, failed)
        s.request({"op": "send_variables", "variables": {"__name__": self.modname}})
        r = s.run(self.target.source)
        if not r.get("ok"):
            err = error_line(r)
            culprit = next((d for d in failed if failed[d].split(": ", 1)[-1] in err), None)
            if culprit:
                return failed[culprit], culprit
            return err, None
        s.run(self.target.capture_code())
        for dep in self.after:
            self._load_sibling(dep, failed)
        s.request({"op": "send_variables", "variables": {"__name__": self.modname}})
        return None, None

    def _load_sibling(self, dep, failed):
        s = self.s
        m = self.index.module(dep)
        s.request({"op": "send_variables", "variables": {"__name__": dep}})
        r = s.run(m.source)
        if r.get("ok"):
            s.run(m.capture_code())
        else:
            failed[dep] = error_line(r)
            s.run(f"_spc_fail({dep!r}, {import_error_message(r)!r})")

    def run(self):
        """Per test, per example: a dict with sandpy's output and exception line (None for
        examples not run). Also returns the module's load error (None when it loads): a
        module that does not load fails the same way for every docstring, so it is tried
        once and all its examples count as failed."""
        results = []
        for test, prepared in zip(self.tests, self.prepared):
            if all(p is None for p in prepared):
                results.append([None] * len(prepared))
                continue
            load_error = self._load_or_error()
            if load_error is not None:
                return self._all_failed(load_error), load_error
            out = []
            for p in prepared:
                if p is None:
                    out.append(None)
                    continue
                res = self.run_example(*p)
                out.append(res)
                if res.get("died"):
                    # The rest of this docstring runs in a new session, without the
                    # state the earlier examples built.
                    self._load_or_error()
            results.append(out)
        return results, None

    def _load_or_error(self):
        try:
            err, culprit = self.load()
        except SessionDied as e:
            err, culprit = f"[harness] {e}", None
        return None if err is None else {"error": err, "via": culprit}

    def _all_failed(self, load_error):
        return [[None if p is None else {"load_error": load_error["error"]} for p in prepared] for prepared in self.prepared]

    def run_example(self, code, mode):
        try:
            r = self.s.run(code)
        except SessionDied as e:
            return {"out": "", "exc": str(e), "mode": mode, "died": True}
        logs = r.get("logs") or ""
        if not r.get("ok"):
            return {"out": logs, "exc": error_line(r), "mode": mode, "kind": (r.get("error") or {}).get("kind")}
        if mode == "repr" and r.get("output_repr") not in (None, "None"):
            logs += r["output_repr"] + "\n"
        return {"out": logs, "exc": None, "mode": mode}


def probe_imports(sandpy, names):
    """{module name: None when `import name` works in a session, else the error line}."""
    session = Session(sandpy, 5)
    found = {}
    try:
        for name in sorted(names):
            session.request({"op": "reset"})
            r = session.run(f"import {name}")
            found[name] = None if r.get("ok") else error_line(r)
    finally:
        session.close()
    return found
