s = """line one
  line two
line three"""
print(s)
print(s.count("\n"))
t = ("implicit "
     "concatenation " 'works')
print(t)

# ---- expected stdout ----
# line one
#   line two
# line three
# 2
# implicit concatenation works
