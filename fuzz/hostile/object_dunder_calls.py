for name in ['__init__', '__new__', '__repr__', '__hash__', '__eq__', '__setattr__', '__getattribute__', '__delattr__', '__str__', '__format__', '__subclasshook__', '__init_subclass__', '__reduce__', '__sizeof__', '__dir__', '__class__']:
    try:
        a = getattr(object, name)
        print(name, type(a).__name__)
        try:
            a()
        except Exception as e:
            print(' ', type(e).__name__)
        try:
            a(object(), object(), object())
        except Exception as e:
            print(' ', type(e).__name__)
    except AttributeError:
        print(name, 'missing')
