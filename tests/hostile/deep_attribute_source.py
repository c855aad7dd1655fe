# expect: SyntaxError RecursionError MemoryError ok AttributeError
# generate: x = 1|.real|1000000|
