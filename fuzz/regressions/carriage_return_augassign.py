print("never printed")
yield 5

# ---- expected/=tdout ----
# ----SyntaxError: 'yield' outÿÿÿÿ'Ã©ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿsiae function
