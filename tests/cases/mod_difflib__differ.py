import difflib

d = difflib.Differ()
a = ["apple\n", "banana\n", "cherry\n", "date\n", "elderberry\n"]
b = ["apple\n", "bananas\n", "cherry\n", "fig\n", "grape\n", "elderberry\n"]
for line in d.compare(a, b):
    print(repr(line))
# identical lines inside a replaced block synchronise the diff
print(list(difflib.Differ().compare(["x\n", "same\n", "y\n"], ["p\n", "same\n", "q\n"])))
# dissimilar replacement: the shorter side is dumped first
print(list(difflib.Differ().compare(["aaa\n", "bbb\n"], ["zzz\n"])))
print(list(difflib.Differ().compare(["aaa\n"], ["zzz\n", "yyy\n"])))
d2 = difflib.Differ(linejunk=difflib.IS_LINE_JUNK, charjunk=difflib.IS_CHARACTER_JUNK)
print(list(d2.compare(["def f(x):\n", "    return x\n"], ["def f(y):\n", "\n", "    return  y\n"])))
gen = difflib.Differ().compare(["a"], ["b"])
print(type(gen).__name__, list(gen))

# ---- expected stdout ----
# '  apple\n'
# '- banana\n'
# '+ bananas\n'
# '?       +\n'
# '  cherry\n'
# '- date\n'
# '+ fig\n'
# '+ grape\n'
# '  elderberry\n'
# ['- x\n', '+ p\n', '  same\n', '- y\n', '+ q\n']
# ['+ zzz\n', '- aaa\n', '- bbb\n']
# ['- aaa\n', '+ zzz\n', '+ yyy\n']
# ['- def f(x):\n', '?       ^\n', '+ def f(y):\n', '?       ^\n', '+ \n', '-     return x\n', '?            ^\n', '+     return  y\n', '?            ^^\n']
# generator ['- a', '+ b']
