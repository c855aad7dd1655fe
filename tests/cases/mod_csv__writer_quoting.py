import csv


class Out:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)


def show(rows, **kw):
    out = Out()
    w = csv.writer(out, **kw)
    try:
        for row in rows:
            w.writerow(row)
    except csv.Error as e:
        out.parts.append('Error: ' + str(e))
    print(repr(''.join(out.parts)))


show([['a', 'b,c', 'd"e', 'f\ng', 'h\ri', 1, 2.5, None, True, '']])
show([['a', 1, None, '']], quoting=csv.QUOTE_ALL)
show([['a,b']], quoting=csv.QUOTE_NONE)
show([['a,b', 'c"d', 'e\\f']], quoting=csv.QUOTE_NONE, escapechar='\\')
show([['c"d']], doublequote=False)
show([['c"d'], ['e\\f']], doublequote=False, escapechar='\\')
show([['a\rb']], lineterminator='\n')
show([['a!b']], lineterminator='!')
show([[''], [None], [], ['', '']])
show([['']], quoting=csv.QUOTE_NONE)

# ---- expected stdout ----
# 'a,"b,c","d""e","f\ng","h\ri",1,2.5,,True,\r\n'
# '"a","1","",""\r\n'
# 'Error: need to escape, but no escapechar set'
# 'a\\,b,c\\"d,e\\\\f\r\n'
# 'Error: need to escape, but no escapechar set'
# 'c\\"d\r\ne\\\\f\r\n'
# 'a\rb\n'
# '"a!b"!'
# '""\r\n""\r\n\r\n,\r\n'
# 'Error: single empty field record must be quoted'
