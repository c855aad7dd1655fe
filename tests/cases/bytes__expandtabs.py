b = b"a\tbc\tdef\tg\n\tx\r\ty"
print(b.expandtabs())
print(b.expandtabs(4))
print(b.expandtabs(tabsize=1), b.expandtabs(0), b.expandtabs(-3))
print(bytearray(b"\t|").expandtabs(2))
try:
    b.expandtabs("4")
except TypeError as e:
    print(e)
b.expandtabs(4, 5)

# ---- expected stdout ----
# b'a       bc      def     g\n        x\r        y'
# b'a   bc  def g\n    x\r    y'
# b'a bc def g\n x\r y' b'abcdefg\nx\ry' b'abcdefg\nx\ry'
# bytearray(b'  |')
# 'str' object cannot be interpreted as an integer
# ---- expected exception ----
# TypeError: expandtabs() takes at most 1 argument (2 given)
