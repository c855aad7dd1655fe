def todo():
    pass
class Empty:
    ...
if True:
    pass
print(todo(), Empty.__name__, ..., Ellipsis is ..., type(...).__name__)

# ---- expected stdout ----
# None Empty Ellipsis True ellipsis
