out = []
for i in range(4):
    try:
        if i % 2:
            raise ValueError(i)
        out.append(i)
    except ValueError as e:
        out.append(f"err{e}")
        continue
    finally:
        out.append("f")
print(out)

# ---- expected stdout ----
# [0, 'f', 'err1', 'f', 2, 'f', 'err3', 'f']
