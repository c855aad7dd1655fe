print({"a": 1, "b": 2} == {"b": 2, "a": 1}, {1: 1} == {1: 1.0}, {} == {})
print({"a": [1]} != {"a": [1]}, list({"b": 1, "a": 2}.items()) == [("b", 1), ("a", 2)])

# ---- expected stdout ----
# True True True
# False True
