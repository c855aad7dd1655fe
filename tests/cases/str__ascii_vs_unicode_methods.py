print("ÀÉÎ".lower(), "àéî".upper(), "ﬀ".upper(), len("ﬀ".upper()))
print("Σ".lower(), "ΌΣΟΣ".lower())

# ---- expected stdout ----
# àéî ÀÉÎ FF 2
# σ όσος
