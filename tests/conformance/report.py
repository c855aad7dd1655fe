"""Summaries of a conformance run: totals, per package and per module numbers, modules that
do not load, and failures grouped by cause; as plain text and as docs/conformance.md."""

import datetime
import subprocess
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent


def pct(passed, scored):
    return 100.0 * passed / scored if scored else 0.0


def tally(records):
    t = {"found": len(records), "excluded": 0, "scored": 0, "passed": 0}
    for r in records:
        if r["status"] == "excluded":
            t["excluded"] += 1
        else:
            t["scored"] += 1
            t["passed"] += r["status"] == "pass"
    t["percent"] = pct(t["passed"], t["scored"])
    return t


def summarize(packages, modules, records, top):
    by_pkg = defaultdict(list)
    by_mod = defaultdict(list)
    for r in records:
        by_pkg[r["package"]].append(r)
        by_mod[r["module"]].append(r)
    groups = Counter(r["key"] for r in records if r["status"] == "fail")
    first = {}
    for r in records:
        if r["status"] == "fail" and r["key"] not in first:
            first[r["key"]] = r
    # The acceptance scope: code that uses only modules the engine provides, i.e. modules
    # with no unconditional import of a standard module the engine lacks.
    in_scope = {m["module"] for m in modules if not m["missing_imports"]}
    return {
        "total": tally(records),
        "in_scope": dict(tally([r for r in records if r["module"] in in_scope]), modules=len(in_scope),
                         all_modules=len(modules)),
        "excluded": dict(Counter(r["reason"] for r in records if r["status"] == "excluded").most_common()),
        "packages": [
            dict(tally(by_pkg[p["name"]]), name=p["name"], version=p["version"],
                 not_loading=sum(1 for m in modules if m["package"] == p["name"] and m["load_error"]))
            for p in packages if p["name"] in by_pkg
        ],
        "modules": [
            dict(tally(by_mod[m["module"]]), module=m["module"], package=m["package"],
                 load_error=m["load_error"], seconds=round(m["seconds"], 2), missing_imports=m["missing_imports"])
            for m in sorted(modules, key=lambda m: m["module"])
        ],
        "missing_imports": missing_imports(modules, by_mod),
        "groups": [
            {"key": k, "count": c, "example": example_of(first[k])} for k, c in groups.most_common(top)
        ],
        "group_count": len(groups),
    }


def missing_imports(modules, by_mod):
    """For each standard module the engine lacks: the modules under test (that do not load)
    importing it unconditionally, and their scored examples; most examples first."""
    table = defaultdict(lambda: {"modules": [], "examples": 0})
    for m in modules:
        if not m["load_error"]:
            continue
        scored = tally(by_mod[m["module"]])["scored"]
        for name in m["missing_imports"]:
            table[name]["modules"].append(m["module"])
            table[name]["examples"] += scored
    rows = [dict(v, name=k, only=sum(1 for m in v["modules"] if len(next(x for x in modules if x["module"] == m)["missing_imports"]) == 1))
            for k, v in table.items()]
    return sorted(rows, key=lambda r: (-r["examples"], r["name"]))


def scope_line(scope):
    return (f"Modules using only what the engine provides ({scope['modules']} of {scope['all_modules']}): "
            f"{scope['passed']} of {scope['scored']} examples pass ({scope['percent']:.1f}%).")


def example_of(r):
    sp = r.get("sandpy") or {}
    return {
        "module": r["module"], "test": r["test"], "line": r["line"], "source": r["source"],
        "cpython": r["cpython"],
        "sandpy": {"out": sp.get("out"), "exc": sp.get("exc") or sp.get("load_error")},
    }


def shown(out, exc):
    text = out or ""
    if exc:
        text += f"raises {exc}"
    return text.rstrip("\n") or "(nothing)"


def text(summary):
    t = summary["total"]
    lines = [
        f"conformance: {t['passed']}/{t['scored']} examples behave as under CPython ({t['percent']:.1f}%); "
        f"{t['found']} found, {t['excluded']} left out, {summary['seconds']:.0f} s",
        scope_line(summary["in_scope"]),
        "",
        f"{'package':<18}{'version':<10}{'scored':>8}{'passed':>8}{'%':>8}  modules not loading",
    ]
    for p in summary["packages"]:
        lines.append(f"{p['name']:<18}{p['version']:<10}{p['scored']:>8}{p['passed']:>8}{p['percent']:>7.1f}%  {p['not_loading']}")
    lines += ["", "left out:"] + [f"  {n:5d}  {why}" for why, n in summary["excluded"].items()]
    lines += ["", "modules:"]
    for m in summary["modules"]:
        note = f"  DOES NOT LOAD: {m['load_error']['error'][:100]}" if m["load_error"] else ""
        if m["load_error"] and m["load_error"]["via"]:
            note += f" (in {m['load_error']['via']})"
        if m["load_error"] and m["missing_imports"]:
            note += f"; lacks {', '.join(m['missing_imports'])}"
        lines.append(f"  {m['module']:<32}{m['passed']:>5}/{m['scored']:<5}{m['percent']:>6.1f}%  {m['seconds']:>6.1f}s{note}")
    lines += ["", "standard modules the engine lacks (unconditional imports of modules that do not load):"]
    for r in summary["missing_imports"]:
        lines.append(f"  {r['name']:<22}{r['examples']:>5} examples in {len(r['modules'])} modules ({r['only']} blocked by it alone)")
    lines += ["", f"failures by cause (top {len(summary['groups'])} of {summary['group_count']}):"]
    for g in summary["groups"]:
        ex = g["example"]
        src = ex["source"].rstrip("\n").replace("\n", "\n" + " " * 14 + "... ")
        lines.append(f"  {g['count']:5d}  {g['key']}")
        lines.append(f"         e.g. {ex['module']} ({ex['test']}):")
        lines.append(f"           >>> {src}")
        lines.append(f"           CPython: {shown(ex['cpython']['out'], ex['cpython']['exc'])[:300]!r}")
        lines.append(f"           sandpy:  {shown(ex['sandpy']['out'], ex['sandpy']['exc'])[:300]!r}")
    return "\n".join(lines)


def cell(s, limit=120):
    s = s if len(s) <= limit else s[: limit - 1] + "…"
    return s.replace("|", "\\|").replace("\n", "⏎")


def code_cell(s, limit=120):
    s = s.rstrip("\n")
    s = s if len(s) <= limit else s[: limit - 1] + "…"
    s = s.replace("\n", " ⏎ ").replace("|", "\\|")
    return f"`{s}`" if "`" not in s else s


def markdown(summary, packages, stubbed=None):
    t = summary["total"]
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True).stdout.strip()
    except OSError:
        commit = "?"
    out = [
        "# Conformance on third-party doctests",
        "",
        "How much real-world pure-Python code behaves under sandpy exactly as under CPython 3.11,",
        "measured on the doctests of pinned PyPI packages that nobody on this project wrote. The",
        "target is **at least 90% of examples behaving exactly as under CPython**.",
        "",
        "## What is measured",
        "",
        "- `tests/conformance/fetch.py` downloads the exact sdists below from PyPI (sha256-checked)",
        "  into `target/conformance-cache/`. Their code is never committed here.",
        "- `tests/conformance/run.py` finds each module's doctests with CPython's",
        "  `doctest.DocTestFinder` and runs every example twice:",
        "  - under CPython, as doctest does: a fresh copy of the module's globals per docstring,",
        "    each example compiled in `single` mode (expression statements echo their repr);",
        "  - under `sandpy session --authorized-imports '*'`: one session per module; per",
        "    docstring a `reset`, then the module's source as one snippet, then each example as",
        "    a snippet. The echo is the session's `output_repr` when the example's only echoed",
        "    expression is its last statement; otherwise the echoed expressions are wrapped in a",
        "    helper that prints their repr.",
        "- An example **passes** when sandpy's output is exactly CPython's *actual* output (printed",
        "  text, echoed reprs, and `Type: message` of an exception that escapes) — not doctest's",
        "  expected text, which is sometimes stale.",
        "- **Left out**: examples skipped by a doctest directive, examples whose CPython output",
        "  differs between two runs with different hash seeds (random numbers, str-set order),",
        "  outputs with memory addresses, and the rare example that is not one interactive",
        "  statement.",
        "- A module that fails to load under sandpy fails **all** its examples.",
        "- Imports between modules of one package go through a small shim (sandpy has no",
        "  file-based imports): the sibling modules a module imports are run first in the same",
        "  session and their import statements are rewritten into lookups; nothing else in the",
        "  third-party source changes. See `tests/conformance/shim.py`.",
        "",
        "## Packages",
        "",
        "| package | version | licence | modules |",
        "| --- | --- | --- | --- |",
    ]
    for p in packages:
        mods = ", ".join(m.split(".", 1)[1] if "." in m else m for m in p["modules"])
        out.append(f"| {p['name']} | {p['version']} | {p['license']} | {mods} |")
    skipped = [p for p in packages if p.get("skipped")]
    if skipped:
        out += ["", "Left out on purpose: " + "; ".join(f"{p['name']}: {p['skipped']}" for p in skipped) + "."]
    out += [
        "",
        "## How to run",
        "",
        "```sh",
        "cargo build --release -p sandpy-cli",
        "python3 tests/conformance/fetch.py            # once; cached in target/conformance-cache",
        "python3 tests/conformance/run.py --stubs --markdown docs/conformance.md",
        "```",
        "",
        "`--stubs` adds the diagnostic pass below; `--package NAME` / `--module NAME` narrow the run;",
        "every example with both outputs is written to `target/conformance-results.json`.",
        "",
        "## Results",
        "",
        f"Measured {datetime.date.today().isoformat()} at commit `{commit}`: "
        f"**{t['passed']} of {t['scored']} examples pass ({t['percent']:.1f}%)**; "
        f"{t['found']} examples found, {t['excluded']} left out.",
        "",
        "**" + scope_line(summary["in_scope"]) + "** A module is in scope when it has no",
        "unconditional import of a standard module the engine does not provide (the acceptance",
        "criterion counts code \"using only modules the engine provides\"); the total above",
        "also counts modules that import `sys`, `os`, `inspect` and the like, which the local",
        "executor never loads by design.",
        "",
        "| package | examples | left out | scored | passed | % | modules not loading |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for p in summary["packages"]:
        out.append(f"| {p['name']} {p['version']} | {p['found']} | {p['excluded']} | {p['scored']} | {p['passed']} | {p['percent']:.1f} | {p['not_loading']} |")
    out.append(f"| **total** | {t['found']} | {t['excluded']} | {t['scored']} | {t['passed']} | **{t['percent']:.1f}** | "
               f"{sum(p['not_loading'] for p in summary['packages'])} |")
    out += ["", "Left out: " + "; ".join(f"{n} {why}" for why, n in summary["excluded"].items()) + "."]
    failing = [m for m in summary["modules"] if m["load_error"]]
    out += ["", "### Modules that do not load", ""]
    if failing:
        out += ["| module | examples | first error | lacks |", "| --- | ---: | --- | --- |"]
        for m in failing:
            via = f" (in `{m['load_error']['via']}`)" if m["load_error"]["via"] else ""
            lacks = ", ".join(f"`{i}`" for i in m["missing_imports"])
            out.append(f"| {m['module']} | {m['scored']} | {cell(m['load_error']['error'])}{via} | {lacks} |")
    else:
        out.append("None.")
    if summary["missing_imports"]:
        out += ["", "### Standard modules the engine lacks", "",
                "Unconditional imports (outside `if` and outside `try` blocks that handle ImportError)",
                "of the modules that do not load, in the module or the sibling modules it imports.",
                "\"Alone\": modules for which this is the only missing import.", "",
                "| module | examples blocked | modules | alone |", "| --- | ---: | ---: | ---: |"]
        for r in summary["missing_imports"]:
            out.append(f"| `{r['name']}` | {r['examples']} | {len(r['modules'])} | {r['only']} |")
    out += ["", "### Per module", "", "| module | scored | passed | % |", "| --- | ---: | ---: | ---: |"]
    for m in summary["modules"]:
        out.append(f"| {m['module']} | {m['scored']} | {m['passed']} | {m['percent']:.1f} |")
    out += ["", f"### Failures by cause (top {len(summary['groups'])} of {summary['group_count']})", ""]
    out += groups_table(summary)
    if stubbed:
        st = stubbed["total"]
        out += [
            "",
            "## Diagnostic: with stand-ins for the missing modules",
            "",
            "Most modules stop at their first import of a standard module the engine lacks, which",
            "hides everything behind it. `run.py --stubs` runs a second pass in which small",
            "stand-ins written for this harness (`tests/conformance/stubs.py`, covering only what",
            "these packages use) replace the missing modules "
            + ", ".join(f"`{n}`" for n in stubbed["stubs"]) + ".",
            "This is **not** the score; it shows what fails once those modules exist.",
            "",
            f"With stand-ins: **{st['passed']} of {st['scored']} examples pass ({st['percent']:.1f}%)**.",
            "",
            "| package | scored | passed | % | modules not loading |",
            "| --- | ---: | ---: | ---: | ---: |",
        ]
        for p in stubbed["packages"]:
            out.append(f"| {p['name']} | {p['scored']} | {p['passed']} | {p['percent']:.1f} | {p['not_loading']} |")
        out += ["", f"### Failures by cause with stand-ins (top {len(stubbed['groups'])} of {stubbed['group_count']})", ""]
        out += groups_table(stubbed)
    out.append("")
    return "\n".join(out)


def groups_table(summary):
    out = [
        "Grouped by the first line of sandpy's error, or by what differs when sandpy raised",
        "nothing; a failure after an earlier failure in the same docstring is counted apart",
        "(it usually uses what the failed example should have built). One example each.",
        "",
        "| count | cause | example | CPython | sandpy |",
        "| ---: | --- | --- | --- | --- |",
    ]
    for g in summary["groups"]:
        ex = g["example"]
        out.append(
            f"| {g['count']} | {cell(g['key'])} | {ex['module']}: {code_cell(ex['source'], 80)} | "
            f"{code_cell(shown(ex['cpython']['out'], ex['cpython']['exc']), 60)} | "
            f"{code_cell(shown(ex['sandpy']['out'], ex['sandpy']['exc']), 60)} |"
        )
    return out
