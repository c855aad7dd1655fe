import csv


class Lines:
    def __init__(self):
        self.buf = ''

    def write(self, s):
        self.buf += s


data = [['id', 'text', 'value'], [1, 'plain', 2.5], [2, 'comma, inside', -1], [3, 'quote " inside', 0],
        [4, 'new\nline', None], [5, '', 'caf\u00e9']]
for dialect in ['excel', 'unix', 'excel-tab']:
    out = Lines()
    csv.writer(out, dialect=dialect).writerows(data)
    print(repr(out.buf))
    back = list(csv.reader(out.buf.splitlines(keepends=True), dialect=dialect))
    print(back)

# ---- expected stdout ----
# 'id,text,value\r\n1,plain,2.5\r\n2,"comma, inside",-1\r\n3,"quote "" inside",0\r\n4,"new\nline",\r\n5,,café\r\n'
# [['id', 'text', 'value'], ['1', 'plain', '2.5'], ['2', 'comma, inside', '-1'], ['3', 'quote " inside', '0'], ['4', 'new\nline', ''], ['5', '', 'café']]
# '"id","text","value"\n"1","plain","2.5"\n"2","comma, inside","-1"\n"3","quote "" inside","0"\n"4","new\nline",""\n"5","","café"\n'
# [['id', 'text', 'value'], ['1', 'plain', '2.5'], ['2', 'comma, inside', '-1'], ['3', 'quote " inside', '0'], ['4', 'new\nline', ''], ['5', '', 'café']]
# 'id\ttext\tvalue\r\n1\tplain\t2.5\r\n2\tcomma, inside\t-1\r\n3\t"quote "" inside"\t0\r\n4\t"new\nline"\t\r\n5\t\tcafé\r\n'
# [['id', 'text', 'value'], ['1', 'plain', '2.5'], ['2', 'comma, inside', '-1'], ['3', 'quote " inside', '0'], ['4', 'new\nline', ''], ['5', '', 'café']]
