# String formatting of a table: alignment, padding, thousands separators, percentages.
# ---- step ----
rows = [("Widgets", 1234567, 0.1234), ("Gadgets", 98765, 0.5), ("Doohickeys", 42, 0.00912)]
header = f"{'Product':<12}|{'Units':>12}|{'Share':>8}"
print(header)
print("-" * len(header))
for name, units, share in rows:
    print(f"{name:<12}|{units:>12,}|{share:>8.1%}")
# ---- step ----
print("{:^20}".format("centered"), "|")
print("{0}-{1}-{0}".format("a", "b"), "%s has %d items (%.2f%%)" % ("cart", 3, 12.5))
print(f"{3.14159:.3f} {255:#x} {255:08b} {1e6:.2e} {-42:+d} {0.5:g}")
"{name} is {age} years old".format(name="Ada", age=36)
# ---- step ----
s = "  The Quick  Brown Fox  "
print(repr(s.strip()), s.split(), s.title().strip(), s.count("o"))
print(s.strip().replace("Quick", "slow").upper().center(30, "*"))
" ".join(reversed(s.split()))
# ---- step ----
width = 12
print(f"{'x':*^{width}}", f"{'left':<{width}}|", f"{12.5:{width}.3f}|")
print("abc".zfill(6), "tab\tsep".expandtabs(4), "a,b,,c".split(","), "a b".partition(" "))
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "None", "logs": "Product     |       Units|   Share\n----------------------------------\nWidgets     |   1,234,567|   12.3%\nGadgets     |      98,765|   50.0%\nDoohickeys  |          42|    0.9%\n", "is_final_answer": false}
# {"ok": true, "output": "Ada is 36 years old", "output_repr": "'Ada is 36 years old'", "logs": "      centered       |\na-b-a cart has 3 items (12.50%)\n3.142 0xff 11111111 1.00e+06 -42 0.5\n", "is_final_answer": false}
# {"ok": true, "output": "Fox Brown Quick The", "output_repr": "'Fox Brown Quick The'", "logs": "'The Quick  Brown Fox' ['The', 'Quick', 'Brown', 'Fox'] The Quick  Brown Fox 2\n*****THE SLOW  BROWN FOX******\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "*****x****** left        |       12.500|\n000abc tab sep ['a', 'b', '', 'c'] ('a', ' ', 'b')\n", "is_final_answer": false}
