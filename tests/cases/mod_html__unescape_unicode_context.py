import html
print(html.unescape("café &amp; crème brûlée &ndash; 5&euro;"))
print(html.unescape("日本&amp;語 &#26085;&#x672C;"))
print(html.unescape("&ü; &amp;ü &éacute;"))
print(html.unescape("tab&Tab;nl&NewLine;end"))
print(len(html.unescape("&lang;&rang;&lceil;&rfloor;")))

# ---- expected stdout ----
# café & crème brûlée – 5€
# 日本&語 日本
# &ü; &ü &éacute;
# tab	nl
# end
# 4
