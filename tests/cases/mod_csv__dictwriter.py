import csv


class Out:
    def __init__(self):
        self.text = ''

    def write(self, s):
        self.text += s
        return len(s)


out = Out()
dw = csv.DictWriter(out, ['a', 'b'])
print(dw.writeheader())
dw.writerow({'a': 1})
dw.writerows([{'b': 2, 'a': 'x,y'}, {'a': None, 'b': 'q"q'}])
print(repr(out.text))
try:
    csv.DictWriter(Out(), ['a']).writerow({'a': 1, 'z': 2})
except ValueError as e:
    print('ValueError:', e)
try:
    csv.DictWriter(Out(), ['a'], extrasaction='bad')
except ValueError as e:
    print('ValueError:', e)
out = Out()
dw = csv.DictWriter(out, ['a', 'b'], extrasaction='ignore', restval='R', dialect='unix')
dw.writerow({'z': 1, 'b': 2})
print(repr(out.text))

# ---- expected stdout ----
# 5
# 'a,b\r\n1,\r\n"x,y",2\r\n,"q""q"\r\n'
# ValueError: dict contains fields not in fieldnames: 'z'
# ValueError: extrasaction (bad) must be 'raise' or 'ignore'
# '"R","2"\n'
