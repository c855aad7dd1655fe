import textwrap
text = "Ünïcödé wörds wrap by code points: 日本語のテキスト and émoji 😀😀😀 too — α-β γ-δ-ε"
print(textwrap.wrap(text, 12))
print(textwrap.wrap("é-à naïve-café ab-cd", 6))
print(textwrap.wrap("non\u00a0breaking\u00a0space stays together", 10))

# ---- expected stdout ----
# ['Ünïcödé', 'wörds wrap', 'by code', 'points:', '日本語のテキスト and', 'émoji 😀😀😀', 'too — α-β', 'γ-δ-ε']
# ['é-à', 'naïve-', 'café', 'ab-cd']
# ['non\xa0breaki', 'ng\xa0space', 'stays', 'together']
