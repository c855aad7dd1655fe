try:
    try:
        {}["key"]
    except KeyError as e:
        raise ValueError("bad config") from e
except ValueError as err:
    print(repr(err), repr(err.__cause__), err.__suppress_context__)
    print(type(err.__context__).__name__)

# ---- expected stdout ----
# ValueError('bad config') KeyError('key') True
# KeyError
