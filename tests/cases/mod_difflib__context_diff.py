import difflib

print(''.join(difflib.context_diff('one\ntwo\nthree\nfour\n'.splitlines(True),
                                   'zero\none\ntree\nfour\n'.splitlines(True),
                                   'Original', 'Current')), end="")
a = ["line %d\n" % i for i in range(1, 21)]
b = a[:]
b[2] = "changed 3\n"
b[15:17] = []
b.insert(10, "new\n")
print("".join(difflib.context_diff(a, b, "a.txt", "b.txt", "2020-01-01", "2020-01-02")), end="")
print("".join(difflib.context_diff(a, b, "x", "y", n=1)), end="")
print(list(difflib.context_diff(["a", "b"], ["a"], lineterm="")))
print(list(difflib.context_diff(["a"], ["a", "b"], lineterm="")))
print(list(difflib.context_diff([], [])))

# ---- expected stdout ----
# *** Original
# --- Current
# ***************
# *** 1,4 ****
#   one
# ! two
# ! three
#   four
# --- 1,4 ----
# + zero
#   one
# ! tree
#   four
# *** a.txt	2020-01-01
# --- b.txt	2020-01-02
# ***************
# *** 1,6 ****
#   line 1
#   line 2
# ! line 3
#   line 4
#   line 5
#   line 6
# --- 1,6 ----
#   line 1
#   line 2
# ! changed 3
#   line 4
#   line 5
#   line 6
# ***************
# *** 8,20 ****
#   line 8
#   line 9
#   line 10
#   line 11
#   line 12
#   line 13
#   line 14
#   line 15
# - line 16
# - line 17
#   line 18
#   line 19
#   line 20
# --- 8,19 ----
#   line 8
#   line 9
#   line 10
# + new
#   line 11
#   line 12
#   line 13
#   line 14
#   line 15
#   line 18
#   line 19
#   line 20
# *** x
# --- y
# ***************
# *** 2,4 ****
#   line 2
# ! line 3
#   line 4
# --- 2,4 ----
#   line 2
# ! changed 3
#   line 4
# ***************
# *** 10,11 ****
# --- 10,12 ----
#   line 10
# + new
#   line 11
# ***************
# *** 15,18 ****
#   line 15
# - line 16
# - line 17
#   line 18
# --- 16,17 ----
# ['*** ', '--- ', '***************', '*** 1,2 ****', '  a', '- b', '--- 1 ----']
# ['*** ', '--- ', '***************', '*** 1 ****', '--- 1,2 ----', '  a', '+ b']
# []
