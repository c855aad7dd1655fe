# Argument errors of natives bound through Signature, with CPython's wording.
import time

calls = [
    lambda: time.strptime(),
    lambda: time.strptime("a", "b", "c"),
    lambda: time.strptime("a", format="b"),
    lambda: time.struct_time(),
    lambda: time.struct_time((1,) * 9, {}, 3),
    lambda: time.struct_time(x=1),
    lambda: time.struct_time(sequence=(1,) * 9),
    lambda: time.clock_gettime(),
    lambda: time.clock_gettime(1, 2),
    lambda: time.clock_gettime(x=1),
    lambda: time.clock_gettime_ns(),
    lambda: time.clock_getres(),
    lambda: time.get_clock_info(),
    lambda: time.get_clock_info(name='time'),
    lambda: time.pthread_getcpuclockid(),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: _strptime_time() missing 1 required positional argument: 'data_string'
# TypeError: _strptime_time() takes from 1 to 2 positional arguments but 3 were given
# TypeError: strptime() takes no keyword arguments
# TypeError: structseq() missing required argument 'sequence' (pos 1)
# TypeError: structseq() takes at most 2 arguments (3 given)
# TypeError: structseq() missing required argument 'sequence' (pos 1)
# ok
# TypeError: clock_gettime() takes exactly 1 argument (0 given)
# TypeError: clock_gettime() takes exactly 1 argument (2 given)
# TypeError: clock_gettime() takes no keyword arguments
# TypeError: clock_gettime() takes exactly 1 argument (0 given)
# TypeError: clock_getres() takes exactly 1 argument (0 given)
# TypeError: get_clock_info() takes exactly 1 argument (0 given)
# TypeError: get_clock_info() takes no keyword arguments
# TypeError: pthread_getcpuclockid() takes exactly 1 argument (0 given)
