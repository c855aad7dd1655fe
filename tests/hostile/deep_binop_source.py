# expect: SyntaxError RecursionError MemoryError ok
# generate: x = 1|+1|2000000|
