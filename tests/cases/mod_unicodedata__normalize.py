import unicodedata

samples = ["caf\u00e9", "cafe\u0301", "\u212b", "A\u030a", "\ufb01ne", "\u1e9b\u0323",
           "x\u0323\u0307", "q\u0307\u0323", "\u00bd", "\u2460\u2461", "\uff21\uff22",
           "\u01c4", "\u0958", "\u3300", "\ufdfa", "a\u0346\u0301", "\u0f73", "\u0344",
           "\u00c5\u0316", "\u0300a", "", "plain ascii", "\U0001d15e"]
for s in samples:
    print(ascii(s), [ascii(unicodedata.normalize(f, s)) for f in ("NFC", "NFD", "NFKC", "NFKD")])

print(len(unicodedata.normalize("NFKD", "\ufdfa")))
s = "".join(chr(c) for c in range(0xC0, 0x180))
print(unicodedata.normalize("NFC", unicodedata.normalize("NFD", s)) == s)
print(len(unicodedata.normalize("NFD", s)))

for form in ["nfc", "NFX", "", "NFC "]:
    try:
        unicodedata.normalize(form, "a")
    except ValueError as e:
        print(repr(form), "ValueError:", e)

# ---- expected stdout ----
# 'caf\xe9' ["'caf\\xe9'", "'cafe\\u0301'", "'caf\\xe9'", "'cafe\\u0301'"]
# 'cafe\u0301' ["'caf\\xe9'", "'cafe\\u0301'", "'caf\\xe9'", "'cafe\\u0301'"]
# '\u212b' ["'\\xc5'", "'A\\u030a'", "'\\xc5'", "'A\\u030a'"]
# 'A\u030a' ["'\\xc5'", "'A\\u030a'", "'\\xc5'", "'A\\u030a'"]
# '\ufb01ne' ["'\\ufb01ne'", "'\\ufb01ne'", "'fine'", "'fine'"]
# '\u1e9b\u0323' ["'\\u1e9b\\u0323'", "'\\u017f\\u0323\\u0307'", "'\\u1e69'", "'s\\u0323\\u0307'"]
# 'x\u0323\u0307' ["'\\u1e8b\\u0323'", "'x\\u0323\\u0307'", "'\\u1e8b\\u0323'", "'x\\u0323\\u0307'"]
# 'q\u0307\u0323' ["'q\\u0323\\u0307'", "'q\\u0323\\u0307'", "'q\\u0323\\u0307'", "'q\\u0323\\u0307'"]
# '\xbd' ["'\\xbd'", "'\\xbd'", "'1\\u20442'", "'1\\u20442'"]
# '\u2460\u2461' ["'\\u2460\\u2461'", "'\\u2460\\u2461'", "'12'", "'12'"]
# '\uff21\uff22' ["'\\uff21\\uff22'", "'\\uff21\\uff22'", "'AB'", "'AB'"]
# '\u01c4' ["'\\u01c4'", "'\\u01c4'", "'D\\u017d'", "'DZ\\u030c'"]
# '\u0958' ["'\\u0915\\u093c'", "'\\u0915\\u093c'", "'\\u0915\\u093c'", "'\\u0915\\u093c'"]
# '\u3300' ["'\\u3300'", "'\\u3300'", "'\\u30a2\\u30d1\\u30fc\\u30c8'", "'\\u30a2\\u30cf\\u309a\\u30fc\\u30c8'"]
# '\ufdfa' ["'\\ufdfa'", "'\\ufdfa'", "'\\u0635\\u0644\\u0649 \\u0627\\u0644\\u0644\\u0647 \\u0639\\u0644\\u064a\\u0647 \\u0648\\u0633\\u0644\\u0645'", "'\\u0635\\u0644\\u0649 \\u0627\\u0644\\u0644\\u0647 \\u0639\\u0644\\u064a\\u0647 \\u0648\\u0633\\u0644\\u0645'"]
# 'a\u0346\u0301' ["'a\\u0346\\u0301'", "'a\\u0346\\u0301'", "'a\\u0346\\u0301'", "'a\\u0346\\u0301'"]
# '\u0f73' ["'\\u0f71\\u0f72'", "'\\u0f71\\u0f72'", "'\\u0f71\\u0f72'", "'\\u0f71\\u0f72'"]
# '\u0344' ["'\\u0308\\u0301'", "'\\u0308\\u0301'", "'\\u0308\\u0301'", "'\\u0308\\u0301'"]
# '\xc5\u0316' ["'\\xc5\\u0316'", "'A\\u0316\\u030a'", "'\\xc5\\u0316'", "'A\\u0316\\u030a'"]
# '\u0300a' ["'\\u0300a'", "'\\u0300a'", "'\\u0300a'", "'\\u0300a'"]
# '' ["''", "''", "''", "''"]
# 'plain ascii' ["'plain ascii'", "'plain ascii'", "'plain ascii'", "'plain ascii'"]
# '\U0001d15e' ["'\\U0001d157\\U0001d165'", "'\\U0001d157\\U0001d165'", "'\\U0001d157\\U0001d165'", "'\\U0001d157\\U0001d165'"]
# 18
# True
# 353
# 'nfc' ValueError: invalid normalization form
# 'NFX' ValueError: invalid normalization form
# '' ValueError: invalid normalization form
# 'NFC ' ValueError: invalid normalization form
