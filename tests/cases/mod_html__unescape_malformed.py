import html
print(html.unescape("& &# &#; &#x; &#xg; &#a; &&amp; &;"))
print(html.unescape("a&b c&d&e"))
print(html.unescape("&&&&lt;&&"))
print(html.unescape("&amp;amp; &amp;lt;"))
print(html.unescape("&lt\t&gt\n&amp x"))
print(html.unescape("no refs here"))

# ---- expected stdout ----
# & &# &#; &#x; &#xg; &#a; && &;
# a&b c&d&e
# &&&<&&
# &amp; &lt;
# <	>
# & x
# no refs here
