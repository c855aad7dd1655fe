s = "héllo wörld"
print(len(s), s[1], s[7], s.upper())
e = "a😀b"
print(len(e), e[1], e[2], e[::-1])
print(len("日本語"), "日本語"[1], ord("€"), chr(8364))

# ---- expected stdout ----
# 11 é ö HÉLLO WÖRLD
# 3 😀 b b😀a
# 3 本 8364 €
