# Products, divisions, powers, gcds, modular powers and inverses of big random integers
# (sizes around and past the sizes where the engine splits the work into steps) agree with
# CPython. Each result is summarized by its bit length and its residue modulo a prime.
import math

state = 12345


def rand_bits(bits):
    global state
    out = 0
    for _ in range(bits // 61 + 1):
        state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
        out = (out << 61) | (state >> 3)
    out >>= (bits // 61 + 1) * 61 - bits
    return out | (1 << (bits - 1))


def show(label, x):
    print(label, x.bit_length(), x % 1000000007)


for bits_a, bits_b in [(300000, 290000), (700000, 20000), (600000, 5000000 // 16), (40, 900000)]:
    a, b = rand_bits(bits_a), rand_bits(bits_b)
    show("mul", a * b)
    show("neg mul", -a * b)
    q, r = divmod(a * 7 + 3, b)
    show("floordiv", q)
    show("mod", r)
    q, r = divmod(-a, b)
    print("neg divmod", q.bit_length(), r % 1000000007, 0 <= r < b)
    g = rand_bits(5000)
    show("gcd", math.gcd(a * g, b * g))
print("truediv", rand_bits(300000) / rand_bits(299990), -rand_bits(299990) / rand_bits(300000))
show("pow", 3 ** 600001)
show("pow neg", (-rand_bits(100)) ** 4001)
n = rand_bits(400000)
r = math.isqrt(n)
print("isqrt", r * r <= n < (r + 1) * (r + 1), r % 1000000007)
m = rand_bits(4096) | 1
base, exp = rand_bits(5000), rand_bits(4100)
show("modpow", pow(base, exp, m))
show("modpow neg mod", pow(base, exp, -m))
inv = pow(base, -1, m)
print("modinv", inv * base % m == 1, inv % 1000000007)
big_m = rand_bits(200000) | 1
show("modinv big", pow(rand_bits(150000), -1, big_m))
show("lcm", math.lcm(rand_bits(50000) * 6, rand_bits(60000) * 10))
print(math.gcd(7 ** 3000, 5 ** 4000 + 2), math.gcd(2 ** 5000 * 3, 6 ** 2000))
print(math.comb(30000, 15000) % 1000000007, math.factorial(20000) % 1000000007)

# ---- expected stdout ----
# mul 590000 547917580
# neg mul 590000 452082427
# floordiv 10003 640567990
# mod 290000 725411315
# neg divmod 10000 444519137 True
# gcd 5004 927633092
# mul 720000 758449962
# neg mul 720000 241550045
# floordiv 680003 38214994
# mod 19996 62105399
# neg divmod 680001 498480887 True
# gcd 5000 457348041
# mul 912500 65446128
# neg mul 912500 934553879
# floordiv 287503 300055816
# mod 312500 180190766
# neg divmod 287500 303742379 True
# gcd 5000 490758778
# mul 900039 46629142
# neg mul 900039 953370865
# floordiv 0 0
# mod 43 790291152
# neg divmod 1 641226613 True
# gcd 5001 607693755
# truediv 1240.9283360176485 -0.0006212806457763736
# pow 950980 527542401
# pow neg 398340 138293211
# isqrt True 562427501
# modpow 4095 958784813
# modpow neg mod 4095 536420772
# ---- expected exception ----
# ValueError: base is not invertible for the given modulus
