import re
print(re.escape('a.b*c'))
print(re.escape('hello world'))
print(re.escape('1+1=2?'))
print(re.escape('tab\there\nnl'))
print(re.escape('über_ä-ö'))
print(re.escape('#&~'))
print(re.escape(b'a.b\xff'))
s = 'price: $5.00 (approx) [x]'
print(re.search(re.escape(s), 'text ' + s + ' end').span())
print(re.escape(''))
try:
    re.escape(5)
except TypeError as e:
    print('TypeError:', e)

# ---- expected stdout ----
# a\.b\*c
# hello\ world
# 1\+1=2\?
# tab\	here\
# nl
# über_ä\-ö
# \#\&\~
# b'a\\.b\xff'
# (5, 30)
#
# TypeError: decoding to str: need a bytes-like object, int found
