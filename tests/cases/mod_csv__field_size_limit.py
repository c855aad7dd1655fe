import csv

print(csv.field_size_limit())
print(csv.field_size_limit(10))
print(csv.field_size_limit())
try:
    list(csv.reader(['abcdefghijkl']))
except csv.Error as e:
    print('csv.Error:', e)
print(list(csv.reader(['abcdefghij'])))
print(csv.field_size_limit(131072))
for bad in [('a',), (1, 2)]:
    try:
        csv.field_size_limit(*bad)
    except TypeError as e:
        print('TypeError:', e)
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE, csv.__version__)
print(csv.Error.__mro__)

# ---- expected stdout ----
# 131072
# 131072
# 10
# csv.Error: field larger than field limit (10)
# [['abcdefghij']]
# 10
# TypeError: limit must be an integer
# TypeError: field_size_limit() takes at most 1 argument (2 given)
# 0 1 2 3 1.0
# (<class '_csv.Error'>, <class 'Exception'>, <class 'BaseException'>, <class 'object'>)
