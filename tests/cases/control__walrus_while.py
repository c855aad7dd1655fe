data = [5, 3, 0, 7]
i = 0
while (item := data[i]) != 0:
    print("item", item)
    i += 1
print("stopped at index", i)
if (n := len(data)) > 3:
    print(f"list is long ({n} elements)")

# ---- expected stdout ----
# item 5
# item 3
# stopped at index 2
# list is long (4 elements)
