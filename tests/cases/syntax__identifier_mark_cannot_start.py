# U+0711 (a Syriac mark) continues a name but cannot start one.
print(aܑb := 3)
print("never printed")
ܑb = 3

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid character 'ܑ' (U+0711)
