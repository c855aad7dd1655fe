try:
    (1 + 1j) < (2 + 2j)
except TypeError as e:
    print(e)
try:
    int(1j)
except TypeError as e:
    print(e)
print((1 + 1j) / 0)

# ---- expected stdout ----
# '<' not supported between instances of 'complex' and 'complex'
# int() argument must be a string, a bytes-like object or a real number, not 'complex'
# ---- expected exception ----
# ZeroDivisionError: complex division by zero
