# expect: TimeoutError ok
pow(7**100000, -1, 10**250000 + 1)
