print(float(10**17) in range(10**18))
