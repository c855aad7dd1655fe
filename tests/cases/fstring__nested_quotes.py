names = ["ann", "ben"]
print(f"{', '.join(names)}", f'{"-".join(n.upper() for n in names)}')
print(f"""{'triple'} {"quoted"}""")

# ---- expected stdout ----
# ann, ben ANN-BEN
# triple quoted
