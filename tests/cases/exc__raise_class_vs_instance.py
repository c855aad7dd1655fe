for thing in (ValueError, ValueError("inst")):
    try:
        raise thing
    except ValueError as e:
        print(repr(e))
try:
    raise 42
except TypeError as e:
    print(e)

# ---- expected stdout ----
# ValueError()
# ValueError('inst')
# exceptions must derive from BaseException
