b = b'abc'
print(b[10**30:], b * -1, b.find(b'', 10**30), b.center(7, b'x'), bytes([255, 0]), bytearray(b'ab') * 2)
for arg in [-1, 256, 10**30, 'x', [1.5], [-1], [256], 2**63]:
    try:
        print(bytes(arg) if not isinstance(arg, int) or arg < 100 else bytes([arg]))
    except Exception as e:
        print(type(e).__name__)
ba = bytearray(b'abc')
ba[0] = 255
try:
    ba[0] = 256
except ValueError as e:
    print(e)
ba[1:2] = b'xyzxyz'
ba.extend(ba)
print(ba)
for x in ba:
    if len(ba) < 50:
        ba.append(x)
print(len(ba))
