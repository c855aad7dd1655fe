import keyword
import re

# Turn arbitrary column headers into safe Python attribute names.
headers = ["class", "Order ID", "2nd place", "from", "match", "lambda", "", "None", "naïve", "pass-through", "_"]


def to_identifier(text):
    name = re.sub(r"\W", "_", text.strip()) or "field"
    if name[0].isdigit():
        name = "_" + name
    if keyword.iskeyword(name):
        name += "_"
    return name


for h in headers:
    ident = to_identifier(h)
    print(repr(h), "->", ident, ident.isidentifier(), keyword.iskeyword(ident), keyword.issoftkeyword(ident))

# ---- expected stdout ----
# 'class' -> class_ True False False
# 'Order ID' -> Order_ID True False False
# '2nd place' -> _2nd_place True False False
# 'from' -> from_ True False False
# 'match' -> match True False True
# 'lambda' -> lambda_ True False False
# '' -> field True False False
# 'None' -> None_ True False False
# 'naïve' -> naïve True False False
# 'pass-through' -> pass_through True False False
# '_' -> _ True False True
