class B(bytes):
    def shout(self):
        return self.upper() + b"!"


class BA(bytearray):
    pass


x = B(b"hey")
print(x, len(x), x.shout(), type(x.upper()).__name__, x.decode(), x.hex(), x[1])
print(x == b"hey", x + b"?", b"-".join([x, x]), x.startswith(B(b"h")), type(B.fromhex("6869")).__name__)
y = BA(b"abc")
y.append(100)
y.extend(b"e")
print(bytearray(y), len(y), type(y.upper()).__name__, y.pop(), y.find(b"c"), y == b"abcd")
print(bytes(x), bytearray(y), bytes(B(b"zz")).split(b"z"), B(3), bytearray(BA([1, 2])), type(BA([1, 2])).__name__)

# ---- expected stdout ----
# b'hey' 3 b'HEY!' bytes hey 686579 101
# True b'hey?' b'hey-hey' True B
# bytearray(b'abcde') 5 bytearray 101 2 True
# b'hey' bytearray(b'abcd') [b'', b'', b''] b'\x00\x00\x00' bytearray(b'\x01\x02') BA
