a, b = 1, 2
msg = (f"a={a} "
       f"b={b} "
       "plain "
       f"sum={a + b}")
print(msg)

# ---- expected stdout ----
# a=1 b=2 plain sum=3
