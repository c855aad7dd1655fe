x = 1
y = x
a = b = "s"
del y
