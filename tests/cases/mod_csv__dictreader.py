import csv

rows = csv.DictReader(['name,age', 'ann,3', '', 'bob,4,extra', 'cy'])
for row in rows:
    print(row, rows.line_num)
dr = csv.DictReader(['x;y', '1;2'], delimiter=';', restval='?')
print(dr.fieldnames, list(dr), dr.line_num)
dr = csv.DictReader(['1,2,3', '4'], fieldnames=['a', 'b'], restkey='more', restval='-')
print(list(dr))
print(list(csv.DictReader([])), csv.DictReader([]).fieldnames)
dr = csv.DictReader(['a,b', '1,2'], fieldnames=iter(['p', 'q']))
print(dr.fieldnames, list(dr))

# ---- expected stdout ----
# {'name': 'ann', 'age': '3'} 2
# {'name': 'bob', 'age': '4', None: ['extra']} 4
# {'name': 'cy', 'age': None} 5
# ['x', 'y'] [{'x': '1', 'y': '2'}] 2
# [{'a': '1', 'b': '2', 'more': ['3']}, {'a': '4', 'b': '-'}]
# [] None
# ---- expected exception ----
# TypeError: object of type 'list_iterator' has no len()
