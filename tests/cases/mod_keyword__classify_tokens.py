import keyword

BUILTINS = {"print", "len", "type", "int", "str", "list", "dict", "range"}
line = "match value : case x if x is not None : print ( len ( x ) ) ; async def _ ( ) : await type"
kinds = []
for tok in line.split():
    if keyword.iskeyword(tok):
        kind = "keyword"
    elif keyword.issoftkeyword(tok):
        kind = "soft"
    elif tok in BUILTINS:
        kind = "builtin"
    elif tok.isidentifier():
        kind = "name"
    else:
        kind = "op"
    kinds.append(f"{tok}:{kind}")
print(" ".join(kinds))
counts = {}
for k in kinds:
    kind = k.rsplit(":", 1)[1]
    counts[kind] = counts.get(kind, 0) + 1
print(sorted(counts.items()))

# ---- expected stdout ----
# match:soft value:name ::op case:soft x:name if:keyword x:name is:keyword not:keyword None:keyword ::op print:builtin (:op len:builtin (:op x:name ):op ):op ;:op async:keyword def:keyword _:soft (:op ):op ::op await:keyword type:builtin
# [('builtin', 3), ('keyword', 7), ('name', 4), ('op', 10), ('soft', 3)]
