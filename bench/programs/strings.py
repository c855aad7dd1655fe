"""String building: join, +=, f-strings, slicing and common str methods."""


def build_with_join(n):
    parts = []
    for i in range(n):
        parts.append(f"item-{i:05d}:{i * 7 % 13}")
    return ",".join(parts)


def build_with_concat(n):
    s = ""
    for i in range(n):
        s += str(i % 10)
        if i % 50 == 49:
            s += "\n"
    return s


def caesar(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + shift) % 26 + 97))
        else:
            out.append(ch)
    return "".join(out)


def format_table(n):
    lines = []
    for i in range(n):
        name = "row" + str(i)
        lines.append(f"|{name:<10}|{i * 3.5:>10.2f}|{hex(i):>8}|{i % 7!r:^5}|")
    return "\n".join(lines)


joined = build_with_join(400000)
concat = build_with_concat(1000000)
text = "the quick brown fox jumps over the lazy dog " * 20000
shifted = caesar(text, 3)
back = caesar(shifted, 23)
table = format_table(150000)
words = text.split()
upper_count = sum(1 for w in words if w.upper().startswith("T"))
checksum = 0
for i, ch in enumerate(joined[::97]):
    checksum = (checksum * 131 + ord(ch) + i) % 1000000007
print(table.splitlines()[1234])
print(f"strings checksum: {len(joined)} {concat.count(chr(10))} {back == text} "
      f"{shifted[:20]!r} {len(table)} {upper_count} {checksum}")
