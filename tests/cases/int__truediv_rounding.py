# int / int is correctly rounded for big operands, and the machine word's edge is fine.
print(-2**63 / 3)
print((-2**63) / (-2**63))
print(9318733011899453552 / 1079)
print(9375351255259659569 / 1113)
print(-9467568815482915260 / 1267)
print(2**1100 / 3**600)
print((10**400 + 1) / 10**399)

# ---- expected stdout ----
# -3.0744573456182584e+18
# 1.0
# 8636453208433229.0
# 8423496186217125.0
# -7472430004327479.0
# 7.24840412057269e+44
# 10.0
