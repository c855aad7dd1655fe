import csv


class Out:
    def __init__(self):
        self.text = ''

    def write(self, s):
        self.text += s
        return len(s)


print(list(csv.reader(['1,"2",3.5,,-4e2'], quoting=csv.QUOTE_NONNUMERIC)))
try:
    list(csv.reader(['1,abc'], quoting=csv.QUOTE_NONNUMERIC))
except ValueError as e:
    print('ValueError:', e)
out = Out()
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC)
w.writerow(['a', 1, 2.5, None, True, '', 10**20, 3+4j])
print(repr(out.text))

# ---- expected stdout ----
# [[1.0, '2', 3.5, '', -400.0]]
# ValueError: could not convert string to float: 'abc'
# '"a",1,2.5,"",True,"",100000000000000000000,(3+4j)\r\n'
