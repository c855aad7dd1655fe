# expect: TimeoutError ok
# flags: --max-operations 0
pow(7**200000, 10**200000, 10**300000 + 7)
