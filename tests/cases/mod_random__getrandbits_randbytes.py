import random
random.seed(99)
print([random.getrandbits(k) for k in (1, 8, 31, 32, 33, 64, 65, 100)])
print(random.getrandbits(0), random.randbytes(5), random.randbytes(0))
print(random.getrandbits(300))
try:
    random.getrandbits(-1)
except ValueError as e:
    print("ValueError:", e)

# ---- expected stdout ----
# [0, 97, 429658751, 2574571355, 767950141, 2457925259611419118, 1597091074114278392, 834336932321315319672125638385]
# 0 b'\xce1S\xb3\x89' b''
# 441418339253213385941012485157205577379623331163595425006367273064667731533578831002567395
# ValueError: number of bits must be non-negative
