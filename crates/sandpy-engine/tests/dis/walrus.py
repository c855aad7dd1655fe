data = [1, 2, 3]
if (n := len(data)) > 2:
    print(n)
ys = [y for x in data if (y := x * 2) > 2]
