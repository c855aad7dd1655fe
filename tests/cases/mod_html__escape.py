import html
print(html.escape("<a href=\"x\">Tom & 'Jerry'</a>"))
print(html.escape("<a href=\"x\">Tom & 'Jerry'</a>", quote=False))
print(html.escape("<b>", False), html.escape("plain"), repr(html.escape("")))
print(html.escape("&amp;"), html.escape("ünïcödé <✓>"))
print(html.unescape(html.escape("a < b & c > 'd' \"e\"")))

# ---- expected stdout ----
# &lt;a href=&quot;x&quot;&gt;Tom &amp; &#x27;Jerry&#x27;&lt;/a&gt;
# &lt;a href="x"&gt;Tom &amp; 'Jerry'&lt;/a&gt;
# &lt;b&gt; plain ''
# &amp;amp; ünïcödé &lt;✓&gt;
# a < b & c > 'd' "e"
