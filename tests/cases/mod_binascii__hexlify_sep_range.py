import binascii

data = bytes(range(1, 8))
for n in [1, 2, 3, 7, 8, 100, -1, -3, -7, -100, 0]:
    print(n, binascii.hexlify(data, '.', n), binascii.hexlify(data, b'-', n))
for n in [2**31, -2**31, 2**62, 2**64]:
    try:
        print(binascii.hexlify(b'abc', ':', n))
    except OverflowError as e:
        print('OverflowError:', e)
print(binascii.hexlify(b'abc', ':', 2**31 - 1))

# ---- expected stdout ----
# 1 b'01.02.03.04.05.06.07' b'01-02-03-04-05-06-07'
# 2 b'01.0203.0405.0607' b'01-0203-0405-0607'
# 3 b'01.020304.050607' b'01-020304-050607'
# 7 b'01020304050607' b'01020304050607'
# 8 b'01020304050607' b'01020304050607'
# 100 b'01020304050607' b'01020304050607'
# -1 b'01.02.03.04.05.06.07' b'01-02-03-04-05-06-07'
# -3 b'010203.040506.07' b'010203-040506-07'
# -7 b'01020304050607' b'01020304050607'
# -100 b'01020304050607' b'01020304050607'
# 0 b'01020304050607' b'01020304050607'
# OverflowError: Python int too large to convert to C int
# b'616263'
# OverflowError: Python int too large to convert to C int
# OverflowError: Python int too large to convert to C int
# b'616263'
