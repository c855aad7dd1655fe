from contextlib import ExitStack, contextmanager


@contextmanager
def managed(name, log):
    log.append(f"enter {name}")
    yield name
    log.append(f"exit {name}")


log = []
with ExitStack() as stack:
    names = [stack.enter_context(managed(n, log)) for n in "abc"]
    stack.callback(log.append, "callback 1")
    stack.callback(lambda: log.append("callback 2"))
    log.append(f"body {names}")
print(log)
with ExitStack() as stack:
    def on_exit(exc_type, exc, tb):
        print("push saw", exc_type)
    stack.push(on_exit)
print("done")
returned = ExitStack().callback(print)
print(returned is print)
try:
    ExitStack().enter_context(42)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# ['enter a', 'enter b', 'enter c', "body ['a', 'b', 'c']", 'callback 2', 'callback 1', 'exit c', 'exit b', 'exit a']
# push saw None
# done
# True
# TypeError: 'builtins.int' object does not support the context manager protocol
