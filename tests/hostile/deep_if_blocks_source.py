# expect: SyntaxError IndentationError RecursionError MemoryError
# generate: |if 1:\n |100|pass
