import uuid

u = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(uuid.UUID(bytes=u.bytes) == u)
print(uuid.UUID(bytes_le=u.bytes_le) == u)
print(uuid.UUID(fields=u.fields) == u)
print(uuid.UUID(int=u.int) == u)
print(uuid.UUID(int=0), uuid.UUID(int=(1 << 128) - 1))
print(uuid.UUID(bytes=bytes(16), version=4))
print(uuid.UUID(int=0, version=1).version, uuid.UUID(int=0, version=5).variant)
print(uuid.UUID(fields=(1, 2, 3, 4, 5, 6)))
print(uuid.UUID(hex='ABCDEF01-2345-6789-ABCD-EF0123456789'))

# ---- expected stdout ----
# True
# True
# True
# True
# 00000000-0000-0000-0000-000000000000 ffffffff-ffff-ffff-ffff-ffffffffffff
# 00000000-0000-4000-8000-000000000000
# 1 specified in RFC 4122
# 00000001-0002-0003-0405-000000000006
# abcdef01-2345-6789-abcd-ef0123456789
