xs = [1]
xs.append(2)
xs.extend([3, 4])
xs.extend("ab")
xs.insert(0, 0)
xs.insert(-1, "mid")
xs.insert(100, "end")
print(xs)
xs.append([5, 6])
print(xs, len(xs))

# ---- expected stdout ----
# [0, 1, 2, 3, 4, 'a', 'mid', 'b', 'end']
# [0, 1, 2, 3, 4, 'a', 'mid', 'b', 'end', [5, 6]] 10
