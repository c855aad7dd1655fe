for i in range(10**18):
    pass
