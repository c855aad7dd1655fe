import html
samples = ["<script>alert('x')</script>", "a&b", "\"quoted\"", "&lt;already&gt;", "ü & ö", ""]
for s in samples:
    e = html.escape(s)
    print(repr(e), html.unescape(e) == s)
print(html.__all__)
print(html.escape("'", quote=True), html.escape('"', quote=0), html.escape("'", quote=[]))

# ---- expected stdout ----
# '&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;' True
# 'a&amp;b' True
# '&quot;quoted&quot;' True
# '&amp;lt;already&amp;gt;' True
# 'ü &amp; ö' True
# '' True
# ['escape', 'unescape']
# &#x27; " '
