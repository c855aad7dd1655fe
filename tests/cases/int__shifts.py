print(1 << 70, (1 << 70) >> 68)
print(-16 >> 2, -1 >> 100, 5 >> 1)
try:
    1 << -1
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 1180591620717411303424 4
# -4 -1 2
# negative shift count
