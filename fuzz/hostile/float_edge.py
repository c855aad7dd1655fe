vals = [0.0, -0.0, 1e308, -1e308, 5e-324, float('inf'), float('-inf'), float('nan'), 10**308, 2**1023 * 2]
for a in vals:
    for b in vals[:8]:
        for op in ['+', '-', '*', '/', '//', '%', '**']:
            try:
                r = eval if False else None
                r = {'+': lambda: a + b, '-': lambda: a - b, '*': lambda: a * b, '/': lambda: a / b, '//': lambda: a // b, '%': lambda: a % b, '**': lambda: a ** b}[op]()
                print(repr(r))
            except Exception as e:
                print(type(e).__name__)
