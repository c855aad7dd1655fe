# expect: KeyError
x = 'a' * 5 * 10**8
# ---
{}[x]
# ---
{}[(x, x)]
