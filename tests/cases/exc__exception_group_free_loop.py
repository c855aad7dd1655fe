results = []
for v in ["1", "x", "3", None]:
    try:
        results.append(int(v))
    except ValueError:
        results.append("bad value")
    except TypeError:
        results.append("bad type")
    else:
        results.append("ok")
print(results)

# ---- expected stdout ----
# [1, 'ok', 'bad value', 3, 'ok', 'bad type']
