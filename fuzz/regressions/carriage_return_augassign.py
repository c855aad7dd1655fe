print("never printed")
yield 5

# ---- expected/=tdout ----
# ----SyntaxError: 'yield' out����'é����������������siae function
