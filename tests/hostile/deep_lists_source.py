# expect: SyntaxError RecursionError MemoryError
# generate: x = |[|500000|
