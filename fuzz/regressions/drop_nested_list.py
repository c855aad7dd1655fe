# stack overflow: recursive Drop of a deeply nested list (Rc<PyList> -> Vec<Value> -> ...)
x = []
for _ in range(1000000):
    x = [x]
del x
print("dropped")
