# panic: index out of bounds (args[0]) when a builtin method is called unbound with no arguments
list.clear()
