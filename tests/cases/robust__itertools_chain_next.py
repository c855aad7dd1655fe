# Pulling a value through thousands of nested itertools objects must not crash the interpreter:
# either the value comes through or a RecursionError is raised (CPython gets the value).
import itertools
for kind in ["chain", "islice", "chain.from_iterable", "accumulate", "takewhile", "compress"]:
    g = [1]
    for _ in range(100000):
        if kind == "chain":
            g = itertools.chain(g)
        elif kind == "islice":
            g = itertools.islice(g, None)
        elif kind == "chain.from_iterable":
            g = itertools.chain.from_iterable([g])
        elif kind == "accumulate":
            g = itertools.accumulate(g)
        elif kind == "takewhile":
            g = itertools.takewhile(bool, g)
        else:
            g = itertools.compress(g, itertools.repeat(1))
    try:
        next(g)
        print(kind, "done")
    except RecursionError:
        print(kind, "done")

# ---- expected stdout ----
# chain done
# islice done
# chain.from_iterable done
# accumulate done
# takewhile done
# compress done
