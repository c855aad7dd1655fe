from decimal import Decimal as D
print(D('1.10') ** 2, D(2) ** 10, D(2) ** -2, D(10) ** -3, D('0.5') ** 3)
print(D(2) ** D('0.5'), D(4) ** D('0.5'), D(2) ** D('1.5'), D('2.5') ** D('-1.5'))
print(D(3) ** 100, D(7) ** 77)
print(D(-2) ** 3, D(-2) ** 4, D(0) ** 5, D(5) ** 0, 2 ** D(8), D('1.5') ** 1)
print(D('inf') ** 2, D('inf') ** -1, D(0) ** -1, D(2) ** D('inf'), D('0.5') ** D('inf'))
print(D(100) ** 50, D('1.0001') ** 10000)
for bad in [lambda: D(0) ** 0, lambda: D(-2) ** D('0.5')]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(pow(D(3), 4, 5), pow(D(-3), 3, 7))

# ---- expected stdout ----
# 1.2100 1024 0.25 0.001 0.125
# 1.414213562373095048801688724 2.000000000000000000000000000 2.828427124746190097603377448 0.2529822128134703465599114836
# 5.153775207320113310364611298E+47 1.181813865805958799768684143E+65
# -8 16 0 1 256 1.5
# Infinity 0 Infinity Infinity 0
# 1.000000000000000000000000000E+100 2.718145926825224864037664675
# InvalidOperation [<class 'decimal.InvalidOperation'>]
# InvalidOperation [<class 'decimal.InvalidOperation'>]
# 1 -6
