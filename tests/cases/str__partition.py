print("key=value=x".partition("="), "key=value=x".rpartition("="))
print("novalue".partition("="), "novalue".rpartition("="))

# ---- expected stdout ----
# ('key', '=', 'value=x') ('key=value', '=', 'x')
# ('novalue', '', '') ('', '', 'novalue')
