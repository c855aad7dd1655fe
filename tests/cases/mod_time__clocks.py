import time
a = time.time()
b = time.time()
print(type(a).__name__, a <= b, a > 1.6e9)
n = time.time_ns()
print(type(n).__name__, n > 1.6e18)
m1, m2 = time.monotonic(), time.monotonic()
print(type(m1).__name__, m1 <= m2)
p1, p2 = time.perf_counter(), time.perf_counter()
print(type(p1).__name__, p1 <= p2)
print(type(time.perf_counter_ns()).__name__, type(time.monotonic_ns()).__name__, type(time.process_time()).__name__)
print(time.perf_counter_ns() <= time.perf_counter_ns(), time.monotonic_ns() <= time.monotonic_ns())
print(abs(time.time() - time.mktime(time.localtime())) < 5)

# ---- expected stdout ----
# float True True
# int True
# float True
# float True
# int int float
# True True
# True
