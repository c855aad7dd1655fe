print("{{}} {{{}}} {{x}}".format(5))
print("{{{0}}}".format("a"))

# ---- expected stdout ----
# {} {5} {x}
# {a}
