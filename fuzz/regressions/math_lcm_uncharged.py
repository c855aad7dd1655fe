# hang: math.lcm over 10**5 arguments does ~cubic big-int work in one operation without charging
# the budget (20000 arguments: 16 s in the debug CLI; 10**5: many minutes). CPython: 2 s.
import math
print(math.lcm(*range(1, 10**5)).bit_length())
