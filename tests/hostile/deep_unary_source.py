# expect: SyntaxError RecursionError MemoryError
# generate: x=|-|1100000|1
