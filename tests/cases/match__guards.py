def grade(score):
    match score:
        case n if n >= 90:
            return "A"
        case n if n >= 80:
            return "B"
        case n if n < 0:
            return "invalid"
        case _:
            return "C"
print([grade(s) for s in [95, 85, 50, -1]])

# ---- expected stdout ----
# ['A', 'B', 'C', 'invalid']
