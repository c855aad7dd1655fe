class P:
    def __eq__(self, other):
        return True
print(P() == 1, P.__hash__)
s = {P()}

# ---- expected stdout ----
# True None
# ---- expected exception ----
# TypeError: unhashable type: 'P'
