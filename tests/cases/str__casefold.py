print("Straße".casefold(), "HELLO".casefold() == "hello".casefold())
print("Straße".casefold() == "STRASSE".casefold(), "Straße".lower() == "strasse")

# ---- expected stdout ----
# strasse True
# True False
