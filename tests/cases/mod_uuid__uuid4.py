import uuid

seen = set()
for _ in range(20):
    u = uuid.uuid4()
    seen.add(u)
    assert u.version == 4 and u.variant == uuid.RFC_4122
    assert str(u)[14] == '4' and str(u)[19] in '89ab'
print(len(seen))
u = uuid.uuid4()
print(type(u).__name__, u.version, u.variant, len(str(u)), len(u.hex), len(u.bytes))
print(isinstance(u, uuid.UUID), uuid.UUID(str(u)) == u)

# ---- expected stdout ----
# 20
# UUID 4 specified in RFC 4122 36 32 16
# True True
