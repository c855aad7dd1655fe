print("%s is %d years" % ("Ann", 30))
print("%r %s" % ("x", "x"), "%5.2f|%-10s|" % (3.14159, "left"))
print("%x %X %o %e" % (255, 255, 8, 12345.678))
print("100%% sure, %i%%" % 50)

# ---- expected stdout ----
# Ann is 30 years
# 'x' x  3.14|left      |
# ff FF 10 1.234568e+04
# 100% sure, 50%
