import html
print(html.unescape("&lt;p&gt;Fish &amp; Chips&lt;/p&gt;"))
print(html.unescape("&copy; 2024 &mdash; &euro;5 &hellip; &nbsp;|"))
print(html.unescape("&quot;q&quot; &apos;a&apos; &AMP; &LT;&GT;"))
print(html.unescape("&Aacute;&aacute;&Ouml;&szlig;&alpha;&Omega;&rarr;&hearts;"))
print(html.unescape("&NotNestedGreaterGreater; &bne; &fjlig; &ThickSpace;|"))
print(ascii(html.unescape("&nbsp;&ensp;&emsp;&thinsp;&zwnj;&zwj;&lrm;&rlm;")))

# ---- expected stdout ----
# <p>Fish & Chips</p>
# © 2024 — €5 …  |
# "q" 'a' & <>
# ÁáÖßαΩ→♥
# ⪢̸ =⃥ fj   |
# '\xa0\u2002\u2003\u2009\u200c\u200d\u200e\u200f'
