import difflib

for kwargs in [{"n": 0}, {"n": -2}, {"cutoff": 1.5}, {"cutoff": -0.1}]:
    try:
        difflib.get_close_matches("a", ["a"], **kwargs)
    except ValueError as e:
        print("ValueError:", e)
difflib.get_close_matches("a")

# ---- expected stdout ----
# ValueError: n must be > 0: 0
# ValueError: n must be > 0: -2
# ValueError: cutoff must be in [0.0, 1.0]: 1.5
# ValueError: cutoff must be in [0.0, 1.0]: -0.1
# ---- expected exception ----
# TypeError: get_close_matches() missing 1 required positional argument: 'possibilities'
