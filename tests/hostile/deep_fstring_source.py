# expect: SyntaxError RecursionError MemoryError
# generate: x = |f'{|100000|
