print(chr(65), chr(0x263A), ord("Z"), ord("\u263a"), [ord(c) for c in "az"])
try:
    chr(-1)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# A ☺ 90 9786 [97, 122]
# chr() arg not in range(0x110000)
