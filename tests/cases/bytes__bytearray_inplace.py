ba = bytearray(b"ab")
alias = ba
ba += b"cd"
ba += bytearray(b"e")
ba *= 2
print(ba, alias is ba, alias)
print(ba * 0, 2 * bytearray(b"xy"), bytearray(b"xy") * -1, bytearray(b"z") + b"!", b"z" + bytearray(b"!"))
print(type(bytearray(b"a") + b"b").__name__, type(b"a" + bytearray(b"b")).__name__, bytearray(b"%d-%d") % (5, 6))
b = b"ab"
b += b"c"
b *= 2
print(b)


def iadd(x, y):
    x += y


def imul(x, y):
    x *= y


def isub(x, y):
    x -= y


checks = [
    lambda: iadd(ba, "x"), lambda: iadd(ba, [1]), lambda: imul(ba, 1.5), lambda: ba + "x",
    lambda: bytearray() * "x", lambda: 1.5 * bytearray(), lambda: iadd(b, 1), lambda: isub(b, 1),
    lambda: b * b, lambda: b + None, lambda: b"" + 1, lambda: 1 + b"", lambda: None + bytearray(),
]
for f in checks:
    try:
        f()
    except TypeError as e:
        print(e)
print(ba)

# ---- expected stdout ----
# bytearray(b'abcdeabcde') True bytearray(b'abcdeabcde')
# bytearray(b'') bytearray(b'xyxy') bytearray(b'') bytearray(b'z!') b'z!'
# bytearray bytes bytearray(b'5-6')
# b'abcabc'
# can't concat str to bytearray
# can't concat list to bytearray
# can't multiply sequence by non-int of type 'float'
# can't concat str to bytearray
# can't multiply sequence by non-int of type 'str'
# can't multiply sequence by non-int of type 'float'
# can't concat int to bytes
# unsupported operand type(s) for -=: 'bytes' and 'int'
# can't multiply sequence by non-int of type 'bytes'
# can't concat NoneType to bytes
# can't concat int to bytes
# unsupported operand type(s) for +: 'int' and 'bytes'
# unsupported operand type(s) for +: 'NoneType' and 'bytearray'
# bytearray(b'abcdeabcde')
