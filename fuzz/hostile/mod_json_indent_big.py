import json
x = [[[[[[[[[[1]]]]]]]]]]
try:
    print(len(json.dumps(x, indent=10**8)))
except MemoryError:
    print("MemoryError")
try:
    print(len(json.dumps(x, indent=' ' * 10**7)))
except MemoryError:
    print("MemoryError")
