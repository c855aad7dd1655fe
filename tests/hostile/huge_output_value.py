# expect: ok
x = 'b' * 3 * 10**8
# ---
x
# ---
[x, x]
# ---
final_answer(x)
