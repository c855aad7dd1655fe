try:
    1.0 / 0
except ZeroDivisionError as e:
    print(e)
try:
    1.0 // 0.0
except ZeroDivisionError as e:
    print(e)
try:
    1.0 % 0
except ZeroDivisionError as e:
    print(e)

# ---- expected stdout ----
# float division by zero
# float floor division by zero
# float modulo
