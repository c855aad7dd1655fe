def bad():
    return bad()
try:
    bad()
except RecursionError:
    print("recovered")
print(sum(range(10)))

# ---- expected stdout ----
# recovered
# 45
