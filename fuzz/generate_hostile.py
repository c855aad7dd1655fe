#!/usr/bin/env python3
"""Writes the big generated hostile programs (deep nesting, long expressions, many
statements) that fuzz/run_hostile.sh (and scripts/fuzz.sh with FUZZ_EXTRA_SEEDS=1) use next to the
hand-written ones in fuzz/hostile/; both write them into target/hostile-generated/.
They are generated rather than committed (about 23 MB of repetitive text).

    python3 fuzz/generate_hostile.py DIR      writes every program into DIR (created)
    python3 fuzz/generate_hostile.py --list   prints their file names

The content is fixed: the same bytes on every run (no randomness, no clock).
"""

import os
import sys


def nested_blocks(header, body, depth, indent):
    """`depth` nested `header(i)` lines, each indented `indent` more, around `body`."""
    lines = [indent * i + header(i) for i in range(depth)]
    lines.append(indent * depth + body)
    return "\n".join(lines) + "\n"


def deep_try():
    depth = 1000
    lines = [" " * i + "try:" for i in range(depth)]
    lines.append(" " * depth + "x = 1")
    for i in reversed(range(depth)):
        lines.append(" " * i + "finally:")
        lines.append(" " * (i + 1) + "pass")
    return "\n".join(lines) + "\nprint(x)\n"


def nest(opening, inner, closing, depth):
    return opening * depth + inner + closing * depth


PROGRAMS = {
    "deep_and.py": lambda: "x = " + " and ".join(["1"] * 100000) + "\nprint(x)\n",
    "deep_attr_chain.py": lambda: "x = 1" + ".real" * 100000 + "\nprint(x)\n",
    "deep_augassign.py": lambda: "x = 0\n" + "x += 1\n" * 100000 + "print(x)\n",
    "deep_call_chain.py": lambda: "x = " + nest("abs(", "1", ")", 20000) + "\nprint(x)\n",
    "deep_classes.py": lambda: nested_blocks(lambda i: "class C%d:" % i, "x = 1", 500, "    ") + "print(C0)\n",
    "deep_comp.py": lambda: "x = " + "[" * 2000 + "1" + " for _ in [1]]" * 2000 + "\nprint(len(x))\n",
    "deep_compare.py": lambda: "x = " + " < ".join(["1"] * 100000) + "\nprint(x)\n",
    "deep_defs.py": lambda: nested_blocks(lambda i: "def f%d():" % i, "return 1", 500, "    ") + "print(f0)\n",
    "deep_dict_literal.py": lambda: "x = " + nest("{1:", "1", "}", 20000) + "\nprint(len(x))\n",
    "deep_for.py": lambda: nested_blocks(lambda i: "for i%d in [1]:" % i, "x = 1", 1000, " ") + "print(x)\n",
    "deep_genexp.py": lambda: "x = " + "list(" * 2000 + "1" + " for _ in [1])" * 2000 + "\nprint(x)\n",
    "deep_ifs.py": lambda: nested_blocks(lambda i: "if 1:", "x = 1", 5000, " ") + "print(x)\n",
    "deep_lambda.py": lambda: "f = " + "lambda: " * 5000 + "1\nprint(f)\n",
    "deep_lists_literal.py": lambda: "x = " + nest("[", "", "]", 20000) + "\nprint(len(x))\n",
    "deep_minus.py": lambda: "x = " + "-" * 100000 + "1\nprint(x)\n",
    "deep_not.py": lambda: "x = " + "not " * 50000 + "1\nprint(x)\n",
    "deep_power.py": lambda: "x = " + "**".join(["1"] * 100000) + "\nprint(x)\n",
    "deep_slice.py": lambda: "x = [1]" + "[::1]" * 100000 + "\nprint(x)\n",
    "deep_subscript.py": lambda: "x = [1]\nx[0] = x\ny = x" + "[0]" * 100000 + "\nprint(y is x)\n",
    "deep_ternary.py": lambda: "x = " + "1 if 0 else " * 20000 + "2\nprint(x)\n",
    "deep_try.py": deep_try,
    "deep_walrus.py": lambda: "x = " + nest("(y := ", "1", ")", 5000) + "\nprint(x)\n",
    "deep_with.py": lambda: "class M:\n def __enter__(s): return s\n def __exit__(s, *a): return False\n"
    + nested_blocks(lambda i: "with M():", "x = 1", 1000, " ")
    + "print(x)\n",
    "long_concat_str.py": lambda: "x = " + "+".join(["'a'"] * 100000) + "\nprint(len(x))\n",
    "long_sum.py": lambda: "x = " + "+".join(["1"] * 100000) + "\nprint(x)\n",
    "many_args.py": lambda: "def f(*a):\n    return len(a)\nprint(f(" + ",".join(["1"] * 100000) + "))\n",
    "many_constants.py": lambda: "x = [" + ",".join(str(i) for i in range(100000)) + "]\nprint(len(x))\n",
    # Once a hang (resolving names was quadratic in compile/symtable.rs); it was committed
    # as fuzz/regressions/compile_many_locals.py, 70,000 lines, before it moved here.
    "many_names_func.py": lambda: "def f():\n"
    + "".join("    v%d = %d\n" % (i, i) for i in range(70000))
    + "    return v69999\nprint(f())\n",
    "many_statements.py": lambda: "".join("v%d = %d\n" % (i, i) for i in range(50000)) + "print(v49999)\n",
}


def main(argv):
    if argv == ["--list"]:
        for name in sorted(PROGRAMS):
            print(name)
        return 0
    if len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = argv[0]
    os.makedirs(out, exist_ok=True)
    for name, make in sorted(PROGRAMS.items()):
        with open(os.path.join(out, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(make())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
