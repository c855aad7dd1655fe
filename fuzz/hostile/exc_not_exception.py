class C: pass
try:
    raise C
except TypeError as e:
    print(e)
try:
    raise 5
except TypeError as e:
    print(e)
