for name in ['os', 'sys', 'builtins', '', '.', '__main__', 'a' * 10000, 'math', 'subprocess']:
    try:
        __import__ if False else None
        exec_ = None
        m = __builtins__
    except Exception as e:
        pass
try:
    import os
except ImportError as e:
    print(type(e).__name__)
try:
    from . import x
except ImportError as e:
    print(type(e).__name__)
