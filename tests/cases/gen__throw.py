def resilient():
    while True:
        try:
            yield "ok"
        except ValueError as e:
            print("handled", e)
            yield "recovered"
g = resilient()
print(next(g))
print(g.throw(ValueError("bad")))
print(next(g))
try:
    g.throw(KeyError("fatal"))
except KeyError as e:
    print("propagated", e)

# ---- expected stdout ----
# ok
# handled bad
# recovered
# ok
# propagated 'fatal'
