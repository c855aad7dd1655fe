import csv

def attempt(lines, **kw):
    try:
        print(list(csv.reader(lines, **kw)))
    except csv.Error as e:
        print('csv.Error:', e)

attempt(['"unterminated\n'])
attempt(['"unterminated\n'], strict=True)
attempt(['"a"b,c'])
attempt(['"a"b,c'], strict=True)
attempt(['a\rb'])
attempt(['a\nb'])
attempt([b'a,b'])
attempt([5])
attempt(['x' * 131073])
r = csv.reader(['"a"x,"b', 'c"'], strict=True)
try:
    next(r)
except csv.Error as e:
    print('csv.Error:', e)
print(next(r), r.line_num)

# ---- expected stdout ----
# [['unterminated\n']]
# csv.Error: unexpected end of data
# [['ab', 'c']]
# csv.Error: ',' expected after '"'
# csv.Error: new-line character seen in unquoted field - do you need to open the file in universal-newline mode?
# csv.Error: new-line character seen in unquoted field - do you need to open the file in universal-newline mode?
# csv.Error: iterator should return strings, not bytes (the file should be opened in text mode)
# csv.Error: iterator should return strings, not int (the file should be opened in text mode)
# csv.Error: field larger than field limit (131072)
# csv.Error: ',' expected after '"'
# ['c"'] 2
