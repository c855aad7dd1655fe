from contextlib import contextmanager, ContextDecorator


@contextmanager
def traced(label):
    print("enter", label)
    yield
    print("exit", label)


@traced("compute")
def compute(a, b):
    """Adds."""
    print("computing")
    return a + b


print(compute(1, 2), compute(3, 4), compute.__name__, compute.__doc__)


class timer(ContextDecorator):
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("start", self.name)
        return self

    def __exit__(self, *exc):
        print("stop", self.name, exc[0].__name__ if exc[0] else None)
        return False


@timer("job")
def job(x):
    if x < 0:
        raise ValueError("negative")
    return x * 10


print(job(2))
try:
    job(-1)
except ValueError as e:
    print("ValueError:", e)
with timer("block") as t:
    print(type(t).__name__)

# ---- expected stdout ----
# enter compute
# computing
# exit compute
# enter compute
# computing
# exit compute
# 3 7 compute Adds.
# start job
# stop job None
# 20
# start job
# stop job ValueError
# ValueError: negative
# start block
# timer
# stop block None
