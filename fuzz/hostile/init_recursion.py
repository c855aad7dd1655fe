class I:
    def __init__(self):
        I()
try:
    I()
except RecursionError:
    print("RecursionError")
