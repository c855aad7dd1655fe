try:
    [].pop()
except IndexError as e:
    print(e.args, e.__class__.__name__, isinstance(e, LookupError), e.__cause__, e.__context__)

# ---- expected stdout ----
# ('pop from empty list',) IndexError True None None
