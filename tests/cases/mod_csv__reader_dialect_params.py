import csv

print(list(csv.reader(['a;b;"c;d"'], delimiter=';')))
print(list(csv.reader(["'a;b';c"], delimiter=';', quotechar="'")))
print(list(csv.reader(['a, b,  "c"'], skipinitialspace=True)), list(csv.reader(['a, b,  "c"'])))
print(list(csv.reader(['a\\,b,c'], escapechar='\\')), list(csv.reader(['"a\\"b",c'], escapechar='\\')))
print(list(csv.reader(['"a""b"'], doublequote=False)), list(csv.reader(['"a\\"b"'], doublequote=False, escapechar='\\')))
print(list(csv.reader(['a,"b",c'], quoting=csv.QUOTE_NONE)))
print(list(csv.reader(['a\tb\tc'], dialect='excel-tab')), list(csv.reader(['a\tb'], csv.excel_tab)))
print(list(csv.reader(['a,"b', 'c"'], strict=False)))
print(list(csv.reader(['a,b', 'c'], quotechar=None)))

# ---- expected stdout ----
# [['a', 'b', 'c;d']]
# [['a;b', 'c']]
# [['a', 'b', 'c']] [['a', ' b', '  "c"']]
# [['a,b', 'c']] [['a"b', 'c']]
# [['a"b"']] [['a"b']]
# [['a', '"b"', 'c']]
# [['a', 'b', 'c']] [['a', 'b']]
# [['a', 'bc']]
# [['a', 'b'], ['c']]
