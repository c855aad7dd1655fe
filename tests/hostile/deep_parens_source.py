# expect: SyntaxError RecursionError MemoryError
# generate: x = |(|300000|
