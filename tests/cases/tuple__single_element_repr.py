print((5,), ((5,),), tuple([None]), (("a",),))
print(type((5)).__name__, type((5,)).__name__)

# ---- expected stdout ----
# (5,) ((5,),) (None,) (('a',),)
# int tuple
