range(10**18).count(-1)
