# isinstance/issubclass consult a metaclass's __instancecheck__/__subclasscheck__.
class DuckMeta(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, 'quack')

    def __subclasscheck__(cls, sub):
        return hasattr(sub, 'quack')


class Duck(metaclass=DuckMeta):
    pass


class Robot:
    def quack(self):
        return 'beep'


print(isinstance(Robot(), Duck), isinstance(1, Duck), isinstance(Robot(), (int, Duck)))
print(issubclass(Robot, Duck), issubclass(int, Duck), issubclass(Robot, (str, Duck)))
print(isinstance(Duck(), Duck), issubclass(Duck, Duck), issubclass(bool, int))
try:
    issubclass(1, int)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# True False True
# True False True
# True False True
# TypeError: issubclass() arg 1 must be a class
