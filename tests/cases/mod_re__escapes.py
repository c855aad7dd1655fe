import re
print(re.findall(r'\N{EM DASH}|[\N{LATIN SMALL LETTER E WITH ACUTE}x]', 'a\u2014b\u00e9x'))
print(re.findall(r'\x41\u00e9\U0001F600', 'Aé\U0001F600'), re.findall(r'\101\0\07', 'A\x00\x07'))
print(re.findall(r'[\a\f\n\r\t\v]', '\a\f\n\r\t\v x'), re.findall(r'\-\#\ \!', '-# !'))
print(re.match(r'\N{latin small letter a}', 'a'))
for p in [r'\N{NOPE}', r'\N', r'\N{', r'\N{}', r'\u12', r'\U00110000', r'\x', r'\777', b'\\N{EM DASH}', b'\\u1234']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e)

# ---- expected stdout ----
# ['—', 'é', 'x']
# ['Aé😀'] ['A\x00\x07']
# ['\x07', '\x0c', '\n', '\r', '\t', '\x0b'] ['-# !']
# <re.Match object; span=(0, 1), match='a'>
# '\\N{NOPE}' undefined character name 'NOPE' at position 0
# '\\N' missing { at position 2
# '\\N{' missing character name at position 3
# '\\N{}' missing character name at position 3
# '\\u12' incomplete escape \u12 at position 0
# '\\U00110000' bad escape \U00110000 at position 0
# '\\x' incomplete escape \x at position 0
# '\\777' octal escape value \777 outside of range 0-0o377 at position 0
# b'\\N{EM DASH}' bad escape \N at position 0
# b'\\u1234' bad escape \u at position 0
