import base64

for data in [b'', b'h', b'hello', b'hello world!', b'\x00\x00\x00\x00', b'    x']:
    a = base64.a85encode(data)
    b = base64.b85encode(data)
    print(a, b, base64.a85decode(a) == data, base64.b85decode(b) == data)
print(base64.a85encode(b'\x00\x00\x00\x00    ', foldspaces=True))
print(base64.a85encode(b'hello world', adobe=True, wrapcol=5))
print(base64.a85decode(b'<~87cURD]i,"Ebo80~>', adobe=True))
print(base64.a85encode(b'ab', pad=True), base64.b85encode(b'hi', pad=True))
for f in [lambda: base64.a85decode(b'87cURD]i', adobe=True), lambda: base64.a85decode(b'az'),
          lambda: base64.a85decode(b'uuuuu'), lambda: base64.b85decode(b'ab"cd'), lambda: base64.b85decode(b'~~~~~')]:
    try:
        print(f())
    except ValueError as e:
        print('ValueError:', e)

# ---- expected stdout ----
# b'' b'' True True
# b'BE' b'Xa' True True
# b'BOu!rDZ' b'Xk~0{Zv' True True
# b'BOu!rD]j7BEbo80' b'Xk~0{Zy<MXa%^NF' True True
# b'z' b'00000' True True
# b'+<VdLGQ' b'ARr(hcm' True True
# b'zy'
# b'<~BOu\n!rD]j\n7BEbo\n7~>'
# b'Hello World!'
# b'@:B3:' b'XlVcd'
# ValueError: Ascii85 encoded byte sequences must end with b'~>'
# ValueError: z inside Ascii85 5-tuple
# ValueError: Ascii85 overflow
# ValueError: bad base85 character at position 2
# ValueError: base85 overflow in hunk starting at byte 0
