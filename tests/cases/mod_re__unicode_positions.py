import re
# Long non-ASCII subjects: positions are code points, also far into the text.
text = ('naïve café x = 3.5 * (y + 42) # ünïcödé\n' * 300).rstrip()
TOK = re.compile(r'\s*(?:(\d+(?:\.\d+)?)|(\w+)|(#.*)|(.))')
pos = 0
kinds = [0, 0, 0, 0, 0]
last = None
while pos < len(text):
    m = TOK.match(text, pos)
    kinds[m.lastindex] += 1
    last = m
    pos = m.end()
print(kinds, pos == len(text), last.span(), last.span(last.lastindex))
ms = list(re.finditer(r'é\w*', text))
print(len(ms), ms[0].span(), ms[-1].span(), ms[301].group())
p = re.compile(r'\w+')
print(p.search(text, 6000, 6100).span(), p.findall(text, 11990, 12010))
print(re.sub(r'(?<=ï)v', lambda m: str(m.start()), text)[-50:])
print(re.split(r'#', text)[150][:20], len(re.split(r'#', text)))
print([m.start() for m in re.finditer('ü', text)][-3:])

# ---- expected stdout ----
# [0, 600, 1200, 300, 1500] True (11989, 11999) (11990, 11999)
# 600 (9, 10) (11998, 11999) é
# (6000, 6005) ['ünïcödé']
# nïcödé
# naï11963e café x = 3.5 * (y + 42) # ünïcödé
#  ünïcödé
# naïve café  301
# [11912, 11952, 11992]
