import keyword


class Record:
    pass


# Keywords cannot be written as attribute or argument names, but they can
# still be used through getattr/setattr and ** unpacking.
payload = {"class": "A", "from": "x@y", "id": 7, "match": True}
r = Record()
for k, v in payload.items():
    setattr(r, k, v)
print(getattr(r, "class"), getattr(r, "from"), r.id, r.match)
print(sorted(k for k in r.__dict__ if keyword.iskeyword(k)))


def show(**kw):
    return sorted(kw.items())


print(show(**payload))
print(dict(**{"if": 1, "else": 2}))
renamed = {(k + "_" if keyword.iskeyword(k) else k): v for k, v in payload.items()}
print(renamed)
print(getattr(r, "import"))

# ---- expected stdout ----
# A x@y 7 True
# ['class', 'from']
# [('class', 'A'), ('from', 'x@y'), ('id', 7), ('match', True)]
# {'if': 1, 'else': 2}
# {'class_': 'A', 'from_': 'x@y', 'id': 7, 'match': True}
# ---- expected exception ----
# AttributeError: 'Record' object has no attribute 'import'
