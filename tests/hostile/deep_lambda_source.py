# expect: SyntaxError RecursionError MemoryError
# generate: f = |lambda: |200000|0
