# html.escape on str subclasses: escaped like their string value, the result a plain str.
import html


class Markup(str):
    pass


for value in [Markup("<b>Tom & 'Jerry'</b>"), Markup("plain"), Markup("")]:
    out = html.escape(value)
    print(repr(out), type(out).__name__)
print(html.escape(Markup('"q"'), quote=False), html.unescape(Markup("&lt;x&gt;")))

# ---- expected stdout ----
# '&lt;b&gt;Tom &amp; &#x27;Jerry&#x27;&lt;/b&gt;' str
# 'plain' str
# '' str
# "q" <x>
