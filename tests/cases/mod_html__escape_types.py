import html


r = html.escape("<b>")
print(r, type(r).__name__, type(html.unescape("&lt;")).__name__)
print(html.escape("x", quote=None), html.escape("'\"", quote=""), html.escape("'\"", quote="no"))
print(repr(html.unescape("")), repr(html.unescape("&")), html.unescape("&amp;") is not None)
for bad in [None, 3.5, ["<"], b"<b>"]:
    try:
        print(html.escape(bad))
    except (AttributeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
for bad in [None, 7]:
    try:
        print(html.unescape(bad))
    except (AttributeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
html.escape(None)

# ---- expected stdout ----
# &lt;b&gt; str str
# x '" &#x27;&quot;
# '' '&' True
# AttributeError: 'NoneType' object has no attribute 'replace'
# AttributeError: 'float' object has no attribute 'replace'
# AttributeError: 'list' object has no attribute 'replace'
# TypeError: a bytes-like object is required, not 'str'
# TypeError: argument of type 'NoneType' is not iterable
# TypeError: argument of type 'int' is not iterable
# ---- expected exception ----
# AttributeError: 'NoneType' object has no attribute 'replace'
