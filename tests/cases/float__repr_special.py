inf = float("inf")
nan = float("nan")
print(inf, -inf, nan, repr(-inf))
print(-0.0, 0.0 * -1, repr(-0.0))
print(inf + 1, inf - inf, inf * 0)
print(nan == nan, nan != nan, inf == inf)

# ---- expected stdout ----
# inf -inf nan -inf
# -0.0 -0.0 -0.0
# inf nan nan
# False True True
