def parse(s):
    try:
        return int(s)
    except ValueError:
        raise TypeError(f"cannot parse {s!r}")
print(parse("4"))
parse("four")

# ---- expected stdout ----
# 4
# ---- expected exception ----
# TypeError: cannot parse 'four'
