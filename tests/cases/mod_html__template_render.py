import html

rows = [
    {"name": "Alice <admin>", "note": 'says "hi" & waves'},
    {"name": "O'Brien", "note": "<script>alert(1)</script>"},
    {"name": "Plain", "note": ""},
]
out = ["<table>"]
for r in rows:
    out.append("  <tr title=\"%s\"><td>%s</td><td>%s</td></tr>" % (
        html.escape(r["name"]), html.escape(r["name"], quote=False), html.escape(r["note"])))
out.append("</table>")
print("\n".join(out))

# Escaping twice is a classic bug: the ampersands get escaped again.
once = html.escape("a & b")
twice = html.escape(once)
print(once, twice, html.unescape(html.unescape(twice)))

# Extract plain text from a tiny snippet with entities.
snippet = "Price: &pound;10 &ndash; &quot;deal&quot; &#x2713;"
print(html.unescape(snippet))
print(len(html.escape("<" * 5)), ascii(html.escape("\u00a0 \t\n")))

# ---- expected stdout ----
# <table>
#   <tr title="Alice &lt;admin&gt;"><td>Alice &lt;admin&gt;</td><td>says &quot;hi&quot; &amp; waves</td></tr>
#   <tr title="O&#x27;Brien"><td>O'Brien</td><td>&lt;script&gt;alert(1)&lt;/script&gt;</td></tr>
#   <tr title="Plain"><td>Plain</td><td></td></tr>
# </table>
# a &amp; b a &amp;amp; b a & b
# Price: £10 – "deal" ✓
# 20 '\xa0 \t\n'
