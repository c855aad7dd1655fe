# int(text) takes a shortcut for short plain decimal text; every other form (spaces,
# underscores, non-ASCII digits, leading zeros, signs, 19+ digits, bad text) must parse or
# fail exactly as CPython does.

texts = ["7", "-0", "+12", " 5 ", "1_000", "\u0663", "007", "123456789012345678",
         "-999999999999999999", "9223372036854775807", "-9223372036854775808",
         "9223372036854775808", "12345678901234567890", "0"]
print([int(t) for t in texts])
print([type(int(t)).__name__ for t in texts[:3]], int("10", 10), int("10", 0), int("ff", 16))
for bad in ["", "1.5", "+-1", "0x10", "1 2", "_1", "1__0", "--1", "9" * 19 + "x"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError", e)
print(sum(int(c) for c in str(2 ** 200)))

# ---- expected stdout ----
# [7, 0, 12, 5, 1000, 3, 7, 123456789012345678, -999999999999999999, 9223372036854775807, -9223372036854775808, 9223372036854775808, 12345678901234567890, 0]
# ['int', 'int', 'int'] 10 10 255
# ValueError invalid literal for int() with base 10: ''
# ValueError invalid literal for int() with base 10: '1.5'
# ValueError invalid literal for int() with base 10: '+-1'
# ValueError invalid literal for int() with base 10: '0x10'
# ValueError invalid literal for int() with base 10: '1 2'
# ValueError invalid literal for int() with base 10: '_1'
# ValueError invalid literal for int() with base 10: '1__0'
# ValueError invalid literal for int() with base 10: '--1'
# ValueError invalid literal for int() with base 10: '9999999999999999999x'
# 256
