import html
print(html.unescape("&amp &lt &gt &copy &nbspX"))
print(html.unescape("&notit; &notin; &not &notx"))
print(html.unescape("&ampfoo; &ltx &copyright"))
print(html.unescape("&Eacutex &eacute; &eacut"))
print(html.unescape("&unknown; &zz; &a; &x"))
print(html.unescape("&" + "a" * 40 + ";"))

# ---- expected stdout ----
# & < > ©  X
# ¬it; ∉ ¬ ¬x
# &foo; <x ©right
# Éx é &eacut
# &unknown; &zz; &a; &x
# &aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa;
