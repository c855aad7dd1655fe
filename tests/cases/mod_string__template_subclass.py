import string

class Percent(string.Template):
    delimiter = "%"

print(Percent("%name is %%100 sure, $not").substitute(name="Ann"))

class Hash(string.Template):
    delimiter = "#"

h = Hash("#{x}#y ##")
print(h.substitute(x=1, y=2), h.get_identifiers())
print(isinstance(h, string.Template), type(h).__name__)

# ---- expected stdout ----
# Ann is %100 sure, $not
# 12 # ['x', 'y']
# True Hash
