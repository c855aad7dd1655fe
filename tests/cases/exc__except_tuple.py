def classify(v):
    try:
        return int(v)
    except (TypeError, ValueError) as e:
        return type(e).__name__
print(classify("1"), classify("x"), classify(None), classify([1]))

# ---- expected stdout ----
# 1 ValueError TypeError TypeError
