width, prec = 10, 3
val = 3.14159
print(f"[{val:{width}.{prec}f}]", f"[{'x':{'>'}{width}}]")
for w in range(3, 6):
    print(f"[{w:{w}}]")

# ---- expected stdout ----
# [     3.142] [         x]
# [  3]
# [   4]
# [    5]
