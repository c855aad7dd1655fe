from contextlib import AbstractContextManager, contextmanager, suppress, ExitStack, nullcontext


class Managed(AbstractContextManager):
    def __exit__(self, *exc):
        print("exit", exc[0])


with Managed() as m:
    print(type(m).__name__)


class Incomplete(AbstractContextManager):
    pass


try:
    Incomplete()
except TypeError as e:
    print("TypeError:", e)


class DuckTyped:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass


class NotAManager:
    pass


@contextmanager
def gen():
    yield


print(isinstance(DuckTyped(), AbstractContextManager), isinstance(NotAManager(), AbstractContextManager))
print([isinstance(x, AbstractContextManager) for x in (gen(), suppress(), ExitStack(), nullcontext())])
print(isinstance(Managed(), AbstractContextManager), AbstractContextManager.__enter__(5))

# ---- expected stdout ----
# Managed
# exit None
# TypeError: Can't instantiate abstract class Incomplete with abstract method __exit__
# True False
# [True, True, True, True]
# True 5
