for key in ["x", 5, (1, 2), ""]:
    try:
        {}[key]
    except KeyError as e:
        print(repr(e), str(e), e.args)

# ---- expected stdout ----
# KeyError('x') 'x' ('x',)
# KeyError(5) 5 (5,)
# KeyError((1, 2)) (1, 2) ((1, 2),)
# KeyError('') '' ('',)
