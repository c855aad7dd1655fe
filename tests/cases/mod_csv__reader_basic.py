import csv

lines = ['name,age,city\r\n', 'Ann,31,"New York, NY"\n', 'Bob,"4""2",Paris\n', '\n', '', 'last,row']
r = csv.reader(lines)
for row in r:
    print(row, r.line_num)
print(list(csv.reader(['"multi\n', 'line",x\n', 'y'])))
print(list(csv.reader(['a,b,', ',', '""', '"",""'])))
print(list(csv.reader(iter(['1,2', '3,4']))))

# ---- expected stdout ----
# ['name', 'age', 'city'] 1
# ['Ann', '31', 'New York, NY'] 2
# ['Bob', '4"2', 'Paris'] 3
# [] 4
# [] 5
# ['last', 'row'] 6
# [['multi\nline', 'x'], ['y']]
# [['a', 'b', ''], ['', ''], [''], ['', '']]
# [['1', '2'], ['3', '4']]
