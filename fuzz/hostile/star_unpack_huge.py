try:
    print(len([*range(10**12)]))
except MemoryError:
    print("MemoryError")
