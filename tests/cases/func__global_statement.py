total = 0
def add(n):
    global total
    total += n
add(5)
add(7)
print(total)
def make_global():
    global created
    created = "yes"
make_global()
print(created)

# ---- expected stdout ----
# 12
# yes
