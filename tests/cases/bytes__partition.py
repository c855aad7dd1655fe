b = b"key=value=more"
print(b.partition(b"="), b.rpartition(b"="))
print(b.partition(b"#"), b.rpartition(b"#"))
print(b.partition(b"key"), b.rpartition(b"more"))
print(bytearray(b"a,b").partition(b","), bytearray(b"a,b").rpartition(b"x"))
for f in [lambda: b.partition(b""), lambda: b.partition("="), lambda: b.rpartition(b"=", 1),
          lambda: b.partition(), lambda: bytearray(b).partition(61)]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# (b'key', b'=', b'value=more') (b'key=value', b'=', b'more')
# (b'key=value=more', b'', b'') (b'', b'', b'key=value=more')
# (b'', b'key', b'=value=more') (b'key=value=', b'more', b'')
# (bytearray(b'a'), bytearray(b','), bytearray(b'b')) (bytearray(b''), bytearray(b''), bytearray(b'a,b'))
# ValueError empty separator
# TypeError a bytes-like object is required, not 'str'
# TypeError bytes.rpartition() takes exactly one argument (2 given)
# TypeError bytes.partition() takes exactly one argument (0 given)
# TypeError a bytes-like object is required, not 'int'
