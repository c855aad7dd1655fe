import csv

for kw in [dict(delimiter='ab'), dict(delimiter=1), dict(delimiter=''), dict(delimiter=None), dict(quotechar='ab'),
           dict(quotechar=5), dict(escapechar='ab'), dict(escapechar=5), dict(lineterminator=None),
           dict(lineterminator=5), dict(quoting=7), dict(quoting='a'), dict(quoting=True), dict(foo=1),
           dict(quotechar=None, quoting=csv.QUOTE_MINIMAL)]:
    try:
        csv.reader([], **kw)
        print('ok', kw)
    except TypeError as e:
        print('TypeError:', e)
print(csv.reader([], quotechar=None).dialect.quoting)
try:
    csv.reader([], 'excel', quotechar=None)
except TypeError as e:
    print('TypeError:', e)

# ---- expected stdout ----
# TypeError: "delimiter" must be a 1-character string
# TypeError: "delimiter" must be string, not int
# TypeError: "delimiter" must be a 1-character string
# TypeError: "delimiter" must be string, not NoneType
# TypeError: "quotechar" must be a 1-character string
# TypeError: "quotechar" must be string or None, not int
# TypeError: "escapechar" must be a 1-character string
# TypeError: "escapechar" must be string or None, not int
# TypeError: lineterminator must be set
# TypeError: "lineterminator" must be a string
# TypeError: bad "quoting" value
# TypeError: "quoting" must be an integer
# TypeError: "quoting" must be an integer
# TypeError: 'foo' is an invalid keyword argument for this function
# TypeError: quotechar must be set if quoting enabled
# 3
# TypeError: quotechar must be set if quoting enabled
