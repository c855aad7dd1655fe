# Argument errors of time's clocks and broken-down time functions, with CPython's wording.
import time

calls = [
    lambda: time.time(1),
    lambda: time.time_ns(1),
    lambda: time.monotonic(1),
    lambda: time.monotonic_ns(x=1),
    lambda: time.perf_counter(1),
    lambda: time.perf_counter_ns(1),
    lambda: time.process_time(1),
    lambda: time.process_time_ns(x=1),
    lambda: time.thread_time(1),
    lambda: time.thread_time_ns(1),
    lambda: time.sleep(),
    lambda: time.sleep(1, 2),
    lambda: time.sleep(secs=1),
    lambda: time.mktime(),
    lambda: time.mktime(1, 2),
    lambda: time.mktime(t=1),
    lambda: time.strftime(),
    lambda: time.strftime("%Y", 1, 2),
    lambda: time.strftime(format="%Y"),
    lambda: time.strftime(1),
    lambda: time.asctime(1, 2),
    lambda: time.asctime(x=1),
    lambda: time.gmtime(1, 2),
    lambda: time.gmtime(x=1),
    lambda: time.localtime(1, 2),
    lambda: time.localtime(x=1),
    lambda: time.ctime(1, 2),
    lambda: time.ctime(x=1),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)
print(time.strftime("%Y", time.gmtime(0)), time.asctime(time.gmtime(0)), time.gmtime(None).tm_year > 2000)

# ---- expected stdout ----
# TypeError: time.time() takes no arguments (1 given)
# TypeError: time.time_ns() takes no arguments (1 given)
# TypeError: time.monotonic() takes no arguments (1 given)
# TypeError: time.monotonic_ns() takes no keyword arguments
# TypeError: time.perf_counter() takes no arguments (1 given)
# TypeError: time.perf_counter_ns() takes no arguments (1 given)
# TypeError: time.process_time() takes no arguments (1 given)
# TypeError: time.process_time_ns() takes no keyword arguments
# TypeError: time.thread_time() takes no arguments (1 given)
# TypeError: time.thread_time_ns() takes no arguments (1 given)
# TypeError: time.sleep() takes exactly one argument (0 given)
# TypeError: time.sleep() takes exactly one argument (2 given)
# TypeError: time.sleep() takes no keyword arguments
# TypeError: time.mktime() takes exactly one argument (0 given)
# TypeError: time.mktime() takes exactly one argument (2 given)
# TypeError: time.mktime() takes no keyword arguments
# TypeError: strftime() takes at least 1 argument (0 given)
# TypeError: strftime() takes at most 2 arguments (3 given)
# TypeError: strftime() takes no keyword arguments
# TypeError: strftime() argument 1 must be str, not int
# TypeError: asctime expected at most 1 argument, got 2
# TypeError: asctime() takes no keyword arguments
# TypeError: gmtime() takes at most 1 argument (2 given)
# TypeError: gmtime() takes no keyword arguments
# TypeError: localtime() takes at most 1 argument (2 given)
# TypeError: localtime() takes no keyword arguments
# TypeError: ctime() takes at most 1 argument (2 given)
# TypeError: ctime() takes no keyword arguments
# 1970 Thu Jan  1 00:00:00 1970 True
