def read(lines):
    for line in lines:
        yield line.strip()
def nonblank(lines):
    return (l for l in lines if l)
def numbered(lines):
    for i, l in enumerate(lines, 1):
        yield f"{i}: {l}"
raw = ["  alpha ", "", "beta", "   ", "gamma"]
for row in numbered(nonblank(read(raw))):
    print(row)

# ---- expected stdout ----
# 1: alpha
# 2: beta
# 3: gamma
