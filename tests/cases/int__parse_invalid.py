for s in ["12a", "", "1__0", "_1", "0x10", "1.5", " "]:
    try:
        int(s)
    except ValueError as e:
        print(e)

# ---- expected stdout ----
# invalid literal for int() with base 10: '12a'
# invalid literal for int() with base 10: ''
# invalid literal for int() with base 10: '1__0'
# invalid literal for int() with base 10: '_1'
# invalid literal for int() with base 10: '0x10'
# invalid literal for int() with base 10: '1.5'
# invalid literal for int() with base 10: ' '
