from contextlib import contextmanager


@contextmanager
def tag(name):
    """Wrap output in a tag."""
    print(f"<{name}>")
    yield name.upper()
    print(f"</{name}>")


with tag("h1") as value:
    print("inside", value)
with tag("p"):
    pass
print(tag.__name__, tag.__doc__)
cm = tag("x")
print(type(cm).__name__, cm.__doc__)


@contextmanager
def opened(log):
    log.append('open')
    try:
        yield log
    finally:
        log.append('close')


log = []
try:
    with opened(log) as l:
        l.append('work')
        raise KeyError('boom')
except KeyError as e:
    print("KeyError:", e)
print(log)

# ---- expected stdout ----
# <h1>
# inside H1
# </h1>
# <p>
# </p>
# tag Wrap output in a tag.
# _GeneratorContextManager Wrap output in a tag.
# KeyError: 'boom'
# ['open', 'work', 'close']
