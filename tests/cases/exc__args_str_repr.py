e = ValueError("a", 2)
print(e.args, str(e), repr(e))
e1 = ValueError("single")
print(e1.args, str(e1), repr(e1))
e0 = ValueError()
print(e0.args, repr(str(e0)), repr(e0))

# ---- expected stdout ----
# ('a', 2) ('a', 2) ValueError('a', 2)
# ('single',) single ValueError('single')
# () '' ValueError()
