print([x if x % 2 else -x for x in range(6)])
print(["fizz" * (i % 3 == 0) + "buzz" * (i % 5 == 0) or str(i) for i in range(1, 16)])

# ---- expected stdout ----
# [0, 1, -2, 3, -4, 5]
# ['1', '2', 'fizz', '4', 'buzz', 'fizz', '7', '8', 'fizz', 'buzz', '11', 'fizz', '13', '14', 'fizzbuzz']
