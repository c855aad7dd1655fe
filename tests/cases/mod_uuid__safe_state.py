import uuid

print(uuid.SafeUUID.safe, uuid.SafeUUID.unsafe, uuid.SafeUUID.unknown)
print(repr(uuid.SafeUUID.safe), uuid.SafeUUID.unsafe.value, uuid.SafeUUID.unknown.name)
print(uuid.SafeUUID(0) is uuid.SafeUUID.safe)
u = uuid.UUID(int=7, is_safe=uuid.SafeUUID.safe)
print(u.is_safe, u.__getstate__())
print(uuid.UUID(int=7).__getstate__())
print(uuid.UUID.__slots__)
print(uuid.RESERVED_NCS, '|', uuid.RFC_4122, '|', uuid.RESERVED_MICROSOFT, '|', uuid.RESERVED_FUTURE)
print(uuid.UUID(int=0).variant, uuid.UUID(int=(1 << 128) - 1).variant, uuid.UUID(int=0xc << 60).variant)
print(uuid.UUID(int=0).version)

# ---- expected stdout ----
# SafeUUID.safe SafeUUID.unsafe SafeUUID.unknown
# <SafeUUID.safe: 0> -1 unknown
# True
# SafeUUID.safe {'int': 7, 'is_safe': 0}
# {'int': 7}
# ('int', 'is_safe', '__weakref__')
# reserved for NCS compatibility | specified in RFC 4122 | reserved for Microsoft compatibility | reserved for future definition
# reserved for NCS compatibility reserved for future definition reserved for Microsoft compatibility
# None
