import csv

print(sorted(csv.list_dialects()))
d = csv.get_dialect('excel')
print(d.delimiter, repr(d.escapechar), d.quotechar, d.doublequote, d.skipinitialspace, repr(d.lineterminator), d.quoting, d.strict)
u = csv.get_dialect('unix')
print(repr(u.lineterminator), u.quoting, csv.get_dialect('excel-tab').delimiter == '\t')
csv.register_dialect('semi', delimiter=';', quoting=csv.QUOTE_ALL)
print(csv.get_dialect('semi').delimiter, csv.get_dialect('semi').quoting)
csv.register_dialect('semi2', 'semi', quotechar="'")
print(csv.get_dialect('semi2').delimiter, csv.get_dialect('semi2').quotechar)
print(list(csv.reader(["'a;b';c"], 'semi2')))
print(sorted(csv.list_dialects()))
csv.unregister_dialect('semi')
print(sorted(csv.list_dialects()))
for f in [lambda: csv.get_dialect('nope'), lambda: csv.unregister_dialect('nope'), lambda: csv.register_dialect(5),
          lambda: csv.reader([], 'nope')]:
    try:
        f()
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)
print(csv.get_dialect('excel') is csv.get_dialect('excel'))

# ---- expected stdout ----
# ['excel', 'excel-tab', 'unix']
# , None " True False '\r\n' 0 False
# '\n' 1 True
# ; 1
# ; '
# [['a;b', 'c']]
# ['excel', 'excel-tab', 'semi', 'semi2', 'unix']
# ['excel', 'excel-tab', 'semi2', 'unix']
# Error unknown dialect
# Error unknown dialect
# TypeError dialect name must be a string
# Error unknown dialect
# True
