import string

t = string.Template("$who likes $what and ${food}, costs $$5, bad $ and $1")
print(t.safe_substitute(who="tim"))
print(t.safe_substitute({"what": "x"}, food="y"))
print(string.Template("${unclosed").safe_substitute(unclosed=1))
print(string.Template("$").safe_substitute())

class Loud(dict):
    def __missing__(self, key):
        return key.upper()

print(string.Template("$a and $b").safe_substitute(Loud(a=1)))
print(string.Template("$a and $b").substitute(Loud(a=1)))

# ---- expected stdout ----
# tim likes $what and ${food}, costs $5, bad $ and $1
# $who likes x and y, costs $5, bad $ and $1
# ${unclosed
# $
# 1 and B
# 1 and B
