def nothing():
    pass
def early(x):
    if x:
        return
    return "late"
print(nothing(), early(True), early(False))

# ---- expected stdout ----
# None None late
