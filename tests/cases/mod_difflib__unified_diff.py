import difflib

for line in difflib.unified_diff('one two three four'.split(), 'zero one tree four'.split(),
                                 'Original', 'Current', '2005-01-26 23:30:50',
                                 '2010-04-02 10:20:52', lineterm=''):
    print(line)
a = ["line %d\n" % i for i in range(1, 21)]
b = a[:]
b[2] = "changed 3\n"
b[15:17] = []
b.append("extra\n")
print("".join(difflib.unified_diff(a, b, fromfile="a.txt", tofile="b.txt")), end="")
for line in difflib.unified_diff(a, b, n=0):
    print(repr(line))
print("".join(difflib.unified_diff(a, b, "f", "g", n=10, fromfiledate="today")), end="")
print(list(difflib.unified_diff(a, a)))
print(list(difflib.unified_diff([], ["x"], lineterm="")))
print(list(difflib.unified_diff(["x"], [], lineterm="")))
g = difflib.unified_diff(["a"], ["b"])
print(type(g).__name__, repr(next(g)))

# ---- expected stdout ----
# --- Original	2005-01-26 23:30:50
# +++ Current	2010-04-02 10:20:52
# @@ -1,4 +1,4 @@
# +zero
#  one
# -two
# -three
# +tree
#  four
# --- a.txt
# +++ b.txt
# @@ -1,6 +1,6 @@
#  line 1
#  line 2
# -line 3
# +changed 3
#  line 4
#  line 5
#  line 6
# @@ -13,8 +13,7 @@
#  line 13
#  line 14
#  line 15
# -line 16
# -line 17
#  line 18
#  line 19
#  line 20
# +extra
# '--- \n'
# '+++ \n'
# '@@ -3 +3 @@\n'
# '-line 3\n'
# '+changed 3\n'
# '@@ -16,2 +15,0 @@\n'
# '-line 16\n'
# '-line 17\n'
# '@@ -20,0 +19 @@\n'
# '+extra\n'
# --- f	today
# +++ g
# @@ -1,20 +1,19 @@
#  line 1
#  line 2
# -line 3
# +changed 3
#  line 4
#  line 5
#  line 6
#  line 7
#  line 8
#  line 9
#  line 10
#  line 11
#  line 12
#  line 13
#  line 14
#  line 15
# -line 16
# -line 17
#  line 18
#  line 19
#  line 20
# +extra
# []
# ['--- ', '+++ ', '@@ -0,0 +1 @@', '+x']
# ['--- ', '+++ ', '@@ -1 +0,0 @@', '-x']
# generator '--- \n'
