import uuid

u = uuid.uuid1(node=0x123456789abc, clock_seq=0x1234)
print(u.version, u.variant, hex(u.node), hex(u.clock_seq))
a = uuid.uuid1(node=1, clock_seq=2)
b = uuid.uuid1(node=1, clock_seq=2)
print(a != b, b.time > a.time)
print(a.time > 0x01b21dd213814000 + 10**15 * 5)
n = uuid.getnode()
print(type(n).__name__, 0 <= n < 2 ** 48, uuid.getnode() == n)
print(uuid.uuid1().version)

# ---- expected stdout ----
# 1 specified in RFC 4122 0x123456789abc 0x1234
# True True
# True
# int True True
# 1
