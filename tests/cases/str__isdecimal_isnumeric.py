for s in ["42", "٣", "½", "²", "4.2"]:
    print(s.isdecimal(), s.isdigit(), s.isnumeric())

# ---- expected stdout ----
# True True True
# True True True
# False False True
# False True True
# False False False
