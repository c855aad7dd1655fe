import csv


class Semi(csv.Dialect):
    delimiter = ';'
    quotechar = "'"
    lineterminator = '\n'
    quoting = csv.QUOTE_MINIMAL
    doublequote = True
    skipinitialspace = False


print(list(csv.reader(["a;'b;c'"], Semi)), Semi()._valid, Semi.escapechar)
print(list(csv.reader(["a;'b;c'"], Semi(), delimiter=',')))


class OnlyDelim:
    delimiter = '|'


print(list(csv.reader(['a|b'], OnlyDelim)))
print(csv.excel.delimiter, csv.unix_dialect.quoting, csv.excel.quoting, csv.Dialect.delimiter)
try:
    csv.Dialect()
except csv.Error as e:
    print('csv.Error:', e)


class Bad(csv.excel):
    quoting = 9


try:
    Bad()
except csv.Error as e:
    print('csv.Error:', e)

# ---- expected stdout ----
# [['a', 'b;c']] True None
# [["a;'b;c'"]]
# [['a', 'b']]
# , 1 0 None
# csv.Error: "delimiter" must be string, not NoneType
# csv.Error: bad "quoting" value
