try:
    {{1}}
except TypeError as e:
    print(e)
print({frozenset({1})})

# ---- expected stdout ----
# unhashable type: 'set'
# {frozenset({1})}
