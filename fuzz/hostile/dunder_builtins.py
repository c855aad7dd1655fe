print(type(__builtins__).__name__ if '__builtins__' in dir() else 'none')
try:
    print(__builtins__.len)
except Exception as e:
    print(type(e).__name__)
