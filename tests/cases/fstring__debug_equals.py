x = 10
name = "bob"
print(f"{x=}", f"{x * 2=}", f"{name=}", f"{name=!s}", f"{x=:05}")
print(f"{x = }")

# ---- expected stdout ----
# x=10 x * 2=20 name='bob' name=bob x=00010
# x = 10
