import random
for s in ["hello", "", "caf\u00e9", b"bytes", bytearray(b"ba"), 1.5, -1.5, 3.0, True, 10**30]:
    random.seed(s)
    print(repr(s), random.random())
random.seed("abc", version=1)
print(random.random())
try:
    random.seed([1, 2])
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# 'hello' 0.3537754404730722
# '' 0.9602256525641875
# 'café' 0.3161450824789953
# b'bytes' 0.37075677971469856
# bytearray(b'ba') 0.6102644558390378
# 1.5 0.551763726942059
# -1.5 0.7101153317194698
# 3.0 0.23796462709189137
# True 0.13436424411240122
# 1000000000000000000000000000000 0.9341508484568806
# 0.09639374978773074
# TypeError: The only supported seed types are: None,
# int, float, str, bytes, and bytearray.
