import csv


class Collect:
    def __init__(self):
        self.lines = []

    def write(self, s):
        self.lines.append(s)
        return len(s)


c = Collect()
w = csv.writer(c)
print(w.writerow(['a', 'b']))
print(w.writerows([['c'], ['d', 'e'], ('f', 'g'), 'hi', {'k': 1}]))
print(c.lines)
w.writerow(x * 2 for x in range(3))
print(c.lines[-1:])
print(w.dialect.delimiter, repr(w.dialect.lineterminator))
for bad in [lambda: csv.writer(5), lambda: w.writerow(5), lambda: w.writerows(5), lambda: w.writerow(['a'], 1)]:
    try:
        bad()
    except (TypeError, csv.Error) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 5
# None
# ['a,b\r\n', 'c\r\n', 'd,e\r\n', 'f,g\r\n', 'h,i\r\n', 'k\r\n']
# ['0,2,4\r\n']
# , '\r\n'
# TypeError argument 1 must have a "write" method
# Error iterable expected, not int
# TypeError 'int' object is not iterable
# TypeError writer.writerow() takes exactly one argument (2 given)
