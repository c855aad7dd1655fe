import uuid

# Stable ids derived from names: the same input always gives the same id.
users = ["alice@example.com", "bob@example.com", "alice@example.com"]
ids = [uuid.uuid5(uuid.NAMESPACE_URL, "mailto:" + u) for u in users]
for u, i in zip(users, ids):
    print(u, i, i.hex[:8])
print(ids[0] == ids[2], ids[0] == ids[1])

# Custom namespace built from a parsed string.
app_ns = uuid.UUID("3f2504e0-4f89-11d3-9a0c-0305e82c3301")
for key in ["config", "cache", ""]:
    v = uuid.uuid5(app_ns, key)
    print(repr(key), v, v.version, uuid.uuid3(app_ns, key).version)

# Round-trips through the text forms an agent would store.
x = uuid.uuid5(uuid.NAMESPACE_DNS, "sandpy.dev")
print(uuid.UUID(str(x)) == x, uuid.UUID(x.hex) == x, uuid.UUID(x.urn) == x, uuid.UUID("{%s}" % x) == x)
print(str(x).upper(), uuid.UUID(str(x).upper()) == x)
table = {str(i): n for n, i in enumerate(sorted(set(ids)))}
print(sorted(table.values()))
print(f"{x}", "%s" % x, format(x), len(str(x)))

# ---- expected stdout ----
# alice@example.com 6613a3fd-c2c4-5bc2-a6de-3dc0b2527dd6 6613a3fd
# bob@example.com b1c51b78-4720-546f-b8b4-b7d925d6b1b9 b1c51b78
# alice@example.com 6613a3fd-c2c4-5bc2-a6de-3dc0b2527dd6 6613a3fd
# True False
# 'config' 3d9a7111-b190-52cb-a24e-dd22c3bc673a 5 3
# 'cache' f0b5ef39-66f7-52e2-897a-ee90b1c11a4b 5 3
# '' 0cbd5ddc-15c6-52f6-9bf6-8dc2af838402 5 3
# True True True True
# 711DE5AE-18D3-53EA-A66F-A11F04FBAF39 True
# [0, 1]
# 711de5ae-18d3-53ea-a66f-a11f04fbaf39 711de5ae-18d3-53ea-a66f-a11f04fbaf39 711de5ae-18d3-53ea-a66f-a11f04fbaf39 36
