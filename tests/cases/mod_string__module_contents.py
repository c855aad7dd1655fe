import string

public = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords", "digits", "hexdigits",
          "octdigits", "printable", "punctuation", "whitespace", "Template"]
print([n for n in public if not hasattr(string, n)])
print(type(string.Template("x")).__name__, string.Template.__name__)
print(string.digits.isdigit(), string.ascii_letters.isalpha())

# ---- expected stdout ----
# []
# Template Template
# True True
