# 21 blocks nested in one function: past CPython's limit of 20 (loops, try, except, with).
print('never printed')
for x0 in range(1):
    while True:
        for x2 in range(1):
            while True:
                for x4 in range(1):
                    while True:
                        for x6 in range(1):
                            while True:
                                for x8 in range(1):
                                    while True:
                                        for x10 in range(1):
                                            while True:
                                                for x12 in range(1):
                                                    while True:
                                                        for x14 in range(1):
                                                            while True:
                                                                for x16 in range(1):
                                                                    while True:
                                                                        for x18 in range(1):
                                                                            while True:
                                                                                for x20 in range(1):
                                                                                    print("deep")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: too many statically nested blocks
