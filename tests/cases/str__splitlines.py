s = "one\ntwo\r\nthree\rfour\n\nsix"
print(s.splitlines())
print(s.splitlines(True))
print("".splitlines(), "x\n".splitlines())

# ---- expected stdout ----
# ['one', 'two', 'three', 'four', '', 'six']
# ['one\n', 'two\r\n', 'three\r', 'four\n', '\n', 'six']
# [] ['x']
