# time's clock-id API. (No clock is set here: the oracle may run with the right to.)
import time

names = sorted(n for n in dir(time) if n.startswith("CLOCK_"))
print(names)
print([getattr(time, n) for n in names], time._STRUCT_TM_ITEMS)
for n in names:
    clock = getattr(time, n)
    value, ns = time.clock_gettime(clock), time.clock_gettime_ns(clock)
    print(n, type(value).__name__, type(ns).__name__, value >= 0, ns >= 0, time.clock_getres(clock))
print(abs(time.clock_gettime(time.CLOCK_REALTIME) - time.time()) < 5)
print(abs(time.clock_gettime(time.CLOCK_MONOTONIC) - time.monotonic()) < 5)
for name in ["time", "monotonic", "perf_counter", "process_time", "thread_time"]:
    info = time.get_clock_info(name)
    print(name, info, type(info).__name__, info.resolution)
print(time.tzset(), type(time.timezone).__name__, type(time.tzname).__name__, len(time.tzname))

def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ": " + str(e))

attempt(lambda: time.clock_gettime(99))
attempt(lambda: time.clock_gettime("a"))
attempt(lambda: time.clock_gettime(2**40))
attempt(lambda: time.clock_gettime(-2**40))
attempt(lambda: time.clock_gettime(1.5))
attempt(lambda: time.clock_gettime())
attempt(lambda: time.clock_gettime_ns(2**31))
attempt(lambda: time.clock_getres(99))
attempt(lambda: time.clock_settime(99, 1.0))
attempt(lambda: time.clock_settime(99, "x"))
attempt(lambda: time.clock_settime(99, float("nan")))
attempt(lambda: time.clock_settime(99, 2**70))
attempt(lambda: time.clock_settime("a", 1))
attempt(lambda: time.clock_settime(99))
attempt(lambda: time.clock_settime_ns(99, "x"))
attempt(lambda: time.clock_settime_ns(99, 1.5))
attempt(lambda: time.clock_settime_ns(99, 2**70))
attempt(lambda: time.get_clock_info("x"))
attempt(lambda: time.get_clock_info(1))
attempt(lambda: time.get_clock_info())
attempt(lambda: time.tzset(1))
attempt(lambda: time.pthread_getcpuclockid(1.5))
attempt(lambda: time.pthread_getcpuclockid("a"))
attempt(lambda: time.pthread_getcpuclockid())

# ---- expected stdout ----
# ['CLOCK_BOOTTIME', 'CLOCK_MONOTONIC', 'CLOCK_MONOTONIC_RAW', 'CLOCK_PROCESS_CPUTIME_ID', 'CLOCK_REALTIME', 'CLOCK_TAI', 'CLOCK_THREAD_CPUTIME_ID']
# [7, 1, 4, 2, 0, 11, 3] 11
# CLOCK_BOOTTIME float int True True 1e-09
# CLOCK_MONOTONIC float int True True 1e-09
# CLOCK_MONOTONIC_RAW float int True True 1e-09
# CLOCK_PROCESS_CPUTIME_ID float int True True 1e-09
# CLOCK_REALTIME float int True True 1e-09
# CLOCK_TAI float int True True 1e-09
# CLOCK_THREAD_CPUTIME_ID float int True True 1e-09
# True
# True
# time namespace(implementation='clock_gettime(CLOCK_REALTIME)', monotonic=False, adjustable=True, resolution=1e-09) SimpleNamespace 1e-09
# monotonic namespace(implementation='clock_gettime(CLOCK_MONOTONIC)', monotonic=True, adjustable=False, resolution=1e-09) SimpleNamespace 1e-09
# perf_counter namespace(implementation='clock_gettime(CLOCK_MONOTONIC)', monotonic=True, adjustable=False, resolution=1e-09) SimpleNamespace 1e-09
# process_time namespace(implementation='clock_gettime(CLOCK_PROCESS_CPUTIME_ID)', monotonic=True, adjustable=False, resolution=1e-09) SimpleNamespace 1e-09
# thread_time namespace(implementation='clock_gettime(CLOCK_THREAD_CPUTIME_ID)', monotonic=True, adjustable=False, resolution=1e-09) SimpleNamespace 1e-09
# None int tuple 2
# OSError: [Errno 22] Invalid argument
# TypeError: 'str' object cannot be interpreted as an integer
# OverflowError: signed integer is greater than maximum
# OverflowError: signed integer is less than minimum
# TypeError: 'float' object cannot be interpreted as an integer
# TypeError: clock_gettime() takes exactly 1 argument (0 given)
# OverflowError: signed integer is greater than maximum
# OSError: [Errno 22] Invalid argument
# OSError: [Errno 22] Invalid argument
# TypeError: 'str' object cannot be interpreted as an integer
# ValueError: Invalid value NaN (not a number)
# OverflowError: timestamp too large to convert to C _PyTime_t
# TypeError: 'str' object cannot be interpreted as an integer
# TypeError: clock_settime() takes exactly 2 arguments (1 given)
# TypeError: expect int, got str
# TypeError: expect int, got float
# OverflowError: timestamp too large to convert to C _PyTime_t
# ValueError: unknown clock
# TypeError: get_clock_info() argument 1 must be str, not int
# TypeError: get_clock_info() takes exactly 1 argument (0 given)
# TypeError: time.tzset() takes no arguments (1 given)
# TypeError: pthread_getcpuclockid() argument 1 must be int, not float
# TypeError: pthread_getcpuclockid() argument 1 must be int, not str
# TypeError: pthread_getcpuclockid() takes exactly 1 argument (0 given)
