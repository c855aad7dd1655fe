import uuid

u = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(u.hex, u.int, int(u))
print(u.bytes)
print(u.bytes_le)
print(u.fields)
print(u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node)
print(u.time, u.clock_seq)
print(u.urn)
print(u.variant, u.version)
print(u.is_safe, repr(u.is_safe))
v = uuid.UUID('6ba7b810-9dad-11d1-80b4-00c04fd430c8')
print(v.variant, v.version, v.time, v.clock_seq, hex(v.node))

# ---- expected stdout ----
# 12345678123456781234567812345678 24197857161011715162171839636988778104 24197857161011715162171839636988778104
# b'\x124Vx\x124Vx\x124Vx\x124Vx'
# b'xV4\x124\x12xV\x124Vx\x124Vx'
# (305419896, 4660, 22136, 18, 52, 95073701484152)
# 305419896 4660 22136 18 52 95073701484152
# 466142576285865592 4660
# urn:uuid:12345678-1234-5678-1234-567812345678
# reserved for NCS compatibility None
# SafeUUID.unknown <SafeUUID.unknown: None>
# specified in RFC 4122 1 131059232331511824 180 0xc04fd430c8
