import re
s = 'Grüße aus Köln, naïve café — 東京 2024'
print(re.findall(r'\w+', s))
print([m.span() for m in re.finditer(r'\w+', s)])
print(re.sub(r'[äöüß]', '?', s))
print(re.split(r'\s+', s))
print(re.search(r'東(.)', s).span(1), re.search(r'東(.)', s).group(1))
print(re.findall(r'(?i)KÖLN|Café', s))
print(re.findall(r'[\u4e00-\u9fff]+', s))
print(re.findall(r'\d+', s), re.findall(r'.', 'é\u0301'))
print(re.sub(r'(?<=ü)ß', 'ss', s))
print(re.fullmatch(r'\w+', 'naïve'), re.fullmatch(r'\w+', 'nai\u0308ve'))

# ---- expected stdout ----
# ['Grüße', 'aus', 'Köln', 'naïve', 'café', '東京', '2024']
# [(0, 5), (6, 9), (10, 14), (16, 21), (22, 26), (29, 31), (32, 36)]
# Gr??e aus K?ln, naïve café — 東京 2024
# ['Grüße', 'aus', 'Köln,', 'naïve', 'café', '—', '東京', '2024']
# (30, 31) 京
# ['Köln', 'café']
# ['東京']
# ['2024'] ['é', '́']
# Grüsse aus Köln, naïve café — 東京 2024
# <re.Match object; span=(0, 5), match='naïve'> None
