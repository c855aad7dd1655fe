import uuid

attempts = [
    ("UUID(int as positional)", lambda: uuid.UUID(123)),
    ("UUID(empty)", lambda: uuid.UUID("")),
    ("UUID(two args)", lambda: uuid.UUID("12345678123456781234567812345678", b"x" * 16)),
    ("uuid5(str namespace)", lambda: uuid.uuid5("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "x")),
    ("uuid3(None name)", lambda: uuid.uuid3(uuid.NAMESPACE_DNS, None)),
    ("UUID(bytes 17)", lambda: uuid.UUID(bytes=b"x" * 17)),
    ("UUID(hex spaces)", lambda: uuid.UUID("1234 5678 1234 5678 1234 5678 1234 5678")),
]
for label, f in attempts:
    try:
        print(label, f())
    except (ValueError, TypeError, AttributeError) as e:
        print(label, type(e).__name__ + ":", e)
u = uuid.UUID(int=42)
print(u == "00000000-0000-0000-0000-00000000002a", str(u) == "00000000-0000-0000-0000-00000000002a")
uuid.UUID("not-a-uuid")

# ---- expected stdout ----
# UUID(int as positional) AttributeError: 'int' object has no attribute 'replace'
# UUID(empty) ValueError: badly formed hexadecimal UUID string
# UUID(two args) TypeError: one of the hex, bytes, bytes_le, fields, or int arguments must be given
# uuid5(str namespace) AttributeError: 'str' object has no attribute 'bytes'
# uuid3(None name) TypeError: encoding without a string argument
# UUID(bytes 17) ValueError: bytes is not a 16-char string
# UUID(hex spaces) ValueError: badly formed hexadecimal UUID string
# False True
# ---- expected exception ----
# ValueError: badly formed hexadecimal UUID string
