from collections import Counter
print(Counter(a=1) == Counter(a=1, b=0))
print(Counter(a=1) == {"a": 1}, Counter(a=1) != Counter(a=2))
print(Counter(a=1) <= Counter(a=2, b=1), Counter(a=3) < Counter(a=3))
print(Counter(a=3, b=2) >= Counter(a=1), Counter(a=3) > Counter(a=3))
print(isinstance(Counter(), dict))

# ---- expected stdout ----
# True
# True True
# True False
# True False
# True
