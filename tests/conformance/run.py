#!/usr/bin/env python3
"""Conformance of sandpy on third-party doctests: runs the doctest examples of pinned
pure-Python PyPI packages (packages.json, fetched by fetch.py) under CPython and under
`sandpy session`, and counts the examples whose output is exactly CPython's.

    python3 tests/conformance/fetch.py          # once: download + unpack (cached)
    python3 tests/conformance/run.py [--stubs] [--markdown docs/conformance.md]

An example passes when sandpy prints exactly what CPython prints for it (printed output
plus the echoed repr of expression statements, and `Type: message` of an exception that
escapes), whatever doctest's expected text says. Examples are left out when CPython's own
output is not reproducible (two CPython runs with different hash seeds disagree), shows a
memory address, or is skipped by a doctest directive. A module that fails to load under
sandpy fails all its examples. See docs/conformance.md.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))

import report  # noqa: E402
import shim  # noqa: E402
from stubs import STUBS  # noqa: E402
from sandpy_driver import ModuleRunner, Session, probe_imports  # noqa: E402

DEFAULT_CACHE = REPO / "target" / "conformance-cache"
DEFAULT_SANDPY = REPO / "target" / "release" / "sandpy"
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
CASCADE = "[follows an earlier failure in the same docstring]"


def load_manifest():
    return json.loads((HERE / "packages.json").read_text())["packages"]


def package_root(cache, pkg):
    root = cache / f"{pkg['name']}-{pkg['version']}" / pkg["path"]
    if not root.is_dir():
        sys.exit(f"run: {root} is missing; run tests/conformance/fetch.py first")
    return root


def run_cpython(root, modules, seed):
    """The CPython worker's findings for `modules` of one package, with hash seed `seed`."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = f.name
    env = dict(os.environ, PYTHONHASHSEED=str(seed), PYTHONDONTWRITEBYTECODE="1")
    try:
        r = subprocess.run(
            [sys.executable, str(HERE / "cpython_worker.py"), str(root), out, *modules],
            env=env, capture_output=True, text=True, cwd=tempfile.gettempdir(),
        )
        if r.returncode != 0:
            sys.exit(f"run: the CPython worker failed on {modules}:\n{r.stderr}")
        return {m["module"]: m for m in json.loads(Path(out).read_text())}
    finally:
        os.unlink(out)


def classify_cpython(first, second):
    """Marks each example of `first` with why it is left out ("skip") when it is; adds
    nothing for examples that are scored."""
    for t1, t2 in zip(first["tests"], second["tests"]):
        for e1, e2 in zip(t1["examples"], t2["examples"]):
            if e1.get("skip"):
                continue
            if (e1["out"], e1["exc"]) != (e2.get("out"), e2.get("exc")):
                e1["skip"] = "output differs between two CPython runs"
            elif ADDRESS.search(e1["out"]) or ADDRESS.search(e1["exc"] or ""):
                e1["skip"] = "memory address in the output"


def failure_key(cpy, sp):
    """The group a failing example is counted in: the first line of sandpy's error, or
    what differs."""
    if "load_error" in sp:
        return "[module does not load] " + sp["load_error"]
    if sp.get("died"):
        return "[session died] " + sp["exc"]
    if sp["exc"] is not None:
        s_type = sp["exc"].split(":", 1)[0]
        c_type = (cpy["exc"] or "").split(":", 1)[0]
        if cpy["exc"] is not None and s_type == c_type:
            return f"{s_type} raised with a different message" if sp["out"] == cpy["out"] else f"{s_type} raised, different output before it"
        return sp["exc"].splitlines()[0][:160] if sp["exc"].strip() else s_type
    if cpy["exc"] is not None:
        return f"no exception raised (CPython: {cpy['exc'].split(':', 1)[0]})"
    return "different output"


def run_sandpy_module(args, index, modname, tests):
    session = Session(str(args.sandpy), args.timeout)
    try:
        runner = ModuleRunner(session, index, modname, tests)
        start = time.monotonic()
        results, load_error = runner.run()
        return results, load_error, time.monotonic() - start
    finally:
        session.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sandpy", type=Path, default=DEFAULT_SANDPY, help="sandpy binary (default: target/release/sandpy)")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    ap.add_argument("--jobs", type=int, default=2, help="modules run in parallel (default 2)")
    ap.add_argument("--timeout", type=float, default=5.0, help="sandpy seconds per snippet (default 5)")
    ap.add_argument("--package", action="append", help="only these packages (repeatable)")
    ap.add_argument("--module", action="append", help="only these modules (repeatable)")
    ap.add_argument("--markdown", type=Path, help="write the summary into this file (docs/conformance.md)")
    ap.add_argument("--json", type=Path, default=REPO / "target" / "conformance-results.json",
                    help="every example with both outputs (default target/conformance-results.json)")
    ap.add_argument("--top", type=int, default=30, help="failure groups listed (default 30)")
    ap.add_argument("--stubs", action="store_true",
                    help="also run a diagnostic pass with stand-ins (stubs.py) for missing standard modules")
    args = ap.parse_args()
    if not args.sandpy.exists():
        sys.exit(f"run: no sandpy binary at {args.sandpy} (cargo build --release -p sandpy-cli)")

    packages = [p for p in load_manifest() if not args.package or p["name"] in args.package]
    started = time.monotonic()

    # CPython, twice per package (different hash seeds), in parallel.
    jobs = []
    for pkg in packages:
        mods = [m for m in pkg["modules"] if not args.module or m in args.module]
        if mods:
            jobs.append((pkg, package_root(args.cache, pkg), mods))
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [(pkg, root, mods, pool.submit(run_cpython, root, mods, 0), pool.submit(run_cpython, root, mods, 1))
                   for pkg, root, mods in jobs]
        cpython = [(pkg, root, mods, a.result(), b.result()) for pkg, root, mods, a, b in futures]

    checked = []
    for pkg, root, mods, first, second in cpython:
        for m in mods:
            if first[m]["error"]:
                sys.exit(f"run: {m} does not import under CPython: {first[m]['error']}\n{first[m].get('traceback', '')}")
            classify_cpython(first[m], second[m])
            checked.append((pkg, root, m, first[m]))

    summary, records = sandpy_pass(args, packages, checked, {})
    summary["seconds"] = time.monotonic() - started
    stubbed = None
    if args.stubs:
        probe = probe_imports(str(args.sandpy), set(STUBS))
        used = {name: src for name, src in STUBS.items() if probe[name] is not None}
        stubbed, stub_records = sandpy_pass(args, packages, checked, used)
        stubbed["stubs"] = sorted(used)
        records += [dict(r, pass_="stubs") for r in stub_records]

    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps({"summary": summary, "stubbed": stubbed, "examples": records}, indent=1))
    print(report.text(summary))
    if stubbed:
        print("\n==== diagnostic pass with stand-ins for missing modules (" + ", ".join(stubbed["stubs"]) + ")")
        print(report.text(stubbed))
    print(f"details: {args.json}")
    if args.markdown:
        args.markdown.write_text(report.markdown(summary, packages, stubbed))
        print(f"wrote {args.markdown}")


def sandpy_pass(args, packages, checked, stubs):
    """Runs every checked module under sandpy (one session per module, biggest first) and
    scores it; `stubs` are stand-ins for missing standard modules (diagnostic pass)."""
    started = time.monotonic()
    indexes = {}
    work = []
    for pkg, root, modname, cpy_mod in checked:
        top = modname.split(".")[0]
        index = indexes.setdefault((str(root), top), shim.PackageIndex(root, top, stubs))
        n = sum(len(t["examples"]) for t in cpy_mod["tests"])
        work.append((n, pkg, index, modname, cpy_mod))
    work.sort(key=lambda w: -w[0])
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [(w, pool.submit(run_sandpy_module, args, w[2], w[3], w[4]["tests"])) for w in work]
        done = [(w, f.result()) for w, f in futures]

    # Which unconditional imports of standard modules the engine does not provide.
    needs = {}
    for (n, pkg, index, modname, cpy_mod), _ in done:
        needs[modname] = []
        for m in index.load_order(modname) + [modname]:
            needs[modname] += [i for i in index.module(m).imports if i not in needs[modname]]
    available = probe_imports(str(args.sandpy), {i for v in needs.values() for i in v})

    records = []
    modules = []
    for (n, pkg, index, modname, cpy_mod), (results, load_error, seconds) in done:
        missing = [i for i in needs[modname] if available[i] is not None]
        modules.append({"package": pkg["name"], "module": modname, "load_error": load_error, "seconds": seconds,
                        "missing_imports": missing})
        for test, sp_test in zip(cpy_mod["tests"], results):
            earlier_failure = False
            for i, (ex, sp) in enumerate(zip(test["examples"], sp_test)):
                rec = {"package": pkg["name"], "module": modname, "test": test["name"], "index": i,
                       "line": None if test["lineno"] is None else test["lineno"] + ex["lineno"] + 1,
                       "source": ex["source"], "cpython": {"out": ex.get("out"), "exc": ex.get("exc")}}
                if ex.get("skip"):
                    rec["status"] = "excluded"
                    rec["reason"] = ex["skip"]
                else:
                    rec["sandpy"] = sp
                    ok = "load_error" not in sp and not sp.get("died") and (sp["out"], sp["exc"]) == (ex["out"], ex["exc"])
                    rec["status"] = "pass" if ok else "fail"
                    if not ok:
                        rec["cause"] = failure_key(rec["cpython"], sp)
                        # Later examples usually use what a failed one should have built.
                        rec["key"] = CASCADE if earlier_failure and "load_error" not in sp else rec["cause"]
                        earlier_failure = True
                records.append(rec)
    summary = report.summarize(packages, modules, records, args.top)
    summary["seconds"] = time.monotonic() - started
    return summary, records


if __name__ == "__main__":
    main()
