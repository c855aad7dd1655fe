import uuid

for ns_name in ['NAMESPACE_DNS', 'NAMESPACE_URL', 'NAMESPACE_OID', 'NAMESPACE_X500']:
    ns = getattr(uuid, ns_name)
    print(ns_name, ns)
    print(uuid.uuid3(ns, 'python.org'), uuid.uuid5(ns, 'python.org'))
u = uuid.uuid5(uuid.NAMESPACE_DNS, 'example.com')
print(u.version, u.variant)
print(uuid.uuid3(uuid.NAMESPACE_URL, 'https://example.com/caf\u00e9'))
print(uuid.uuid5(uuid.NAMESPACE_DNS, '') == uuid.uuid5(uuid.NAMESPACE_DNS, ''))
try:
    uuid.uuid3(uuid.NAMESPACE_DNS, b'bytes')
except TypeError as e:
    print('TypeError:', e)

# ---- expected stdout ----
# NAMESPACE_DNS 6ba7b810-9dad-11d1-80b4-00c04fd430c8
# 6fa459ea-ee8a-3ca4-894e-db77e160355e 886313e1-3b8a-5372-9b90-0c9aee199e5d
# NAMESPACE_URL 6ba7b811-9dad-11d1-80b4-00c04fd430c8
# 22fe6191-c161-3d86-a432-a81f343eda08 7af94e2b-4dd9-50f0-9c9a-8a48519bdef0
# NAMESPACE_OID 6ba7b812-9dad-11d1-80b4-00c04fd430c8
# edc9f521-7078-3737-aeed-76056ffc7959 cd5d0bff-2444-5d26-ab53-4f7db1cb733d
# NAMESPACE_X500 6ba7b814-9dad-11d1-80b4-00c04fd430c8
# 94c1b751-792a-3c8b-8eb7-95ea2c6645bb e9246a06-296f-5b50-be57-0519806c97e8
# 5 specified in RFC 4122
# 539eecae-ce42-331b-9ecd-dc3887edcdae
# True
# TypeError: encoding without a string argument
