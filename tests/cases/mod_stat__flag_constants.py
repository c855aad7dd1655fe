import stat

for name in ["UF_NODUMP", "UF_IMMUTABLE", "UF_APPEND", "UF_OPAQUE", "UF_NOUNLINK",
             "UF_COMPRESSED", "UF_HIDDEN", "SF_ARCHIVED", "SF_IMMUTABLE", "SF_APPEND",
             "SF_NOUNLINK", "SF_SNAPSHOT"]:
    print(name, hex(getattr(stat, name)))
print(hasattr(stat, "SF_SETTABLE"), hasattr(stat, "UF_SETTABLE"))

# ---- expected stdout ----
# UF_NODUMP 0x1
# UF_IMMUTABLE 0x2
# UF_APPEND 0x4
# UF_OPAQUE 0x8
# UF_NOUNLINK 0x10
# UF_COMPRESSED 0x20
# UF_HIDDEN 0x8000
# SF_ARCHIVED 0x10000
# SF_IMMUTABLE 0x20000
# SF_APPEND 0x40000
# SF_NOUNLINK 0x100000
# SF_SNAPSHOT 0x200000
# False False
