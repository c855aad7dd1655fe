# Exactly 20 nested blocks compile (CPython's limit), an except body counting twice.
import contextlib
c = contextlib.nullcontext()
for x0 in range(1):
    for x1 in range(1):
        for x2 in range(1):
            for x3 in range(1):
                for x4 in range(1):
                    for x5 in range(1):
                        for x6 in range(1):
                            for x7 in range(1):
                                for x8 in range(1):
                                    for x9 in range(1):
                                        for x10 in range(1):
                                            for x11 in range(1):
                                                for x12 in range(1):
                                                    for x13 in range(1):
                                                        for x14 in range(1):
                                                            for x15 in range(1):
                                                                try:
                                                                    1 / 0
                                                                except ZeroDivisionError:
                                                                    with c, c:
                                                                        print("deep")

# ---- expected stdout ----
# deep
