import html
print(html.unescape("&#65;&#66&#x43;&#X44&#x65;"))
print(html.unescape("&#8364; &#x20AC; &#x1F600; &#0000065;"))
print(ascii(html.unescape("&#0; &#13; &#128; &#x81; &#150; &#159;")))
print(ascii(html.unescape("&#xD800; &#1114112; &#99999999999999999999999; &#x110000;")))
print(ascii(html.unescape("&#1;&#8;&#11;&#127;&#xFDD0;&#xFFFE;&#x1FFFF;&#x10FFFF;|")))
print(ascii(html.unescape("&#9;&#10;&#12;&#32;&#x7E;&#160;")))

# ---- expected stdout ----
# ABCDe
# € € 😀 A
# '\ufffd \r \u20ac \x81 \u2013 \u0178'
# '\ufffd \ufffd \ufffd \ufffd'
# '|'
# '\t\n\x0c ~\xa0'
