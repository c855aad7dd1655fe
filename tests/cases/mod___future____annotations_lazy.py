# Comments and a docstring may precede the future import.
"""Module docstring."""
from __future__ import annotations


def handler(request: Request, *, retries: NotDefinedYet = 3) -> Response | None:
    return retries


class Request:
    pass


class Response:
    pass


print(handler(None))
print(handler.__annotations__)
known = {"Request": Request, "Response": Response}
hints = {k: known.get(v.split(" |")[0], v) for k, v in handler.__annotations__.items()}
print({k: getattr(v, "__name__", v) for k, v in hints.items()})


class Model:
    id: int
    parent: Model | None = None
    items: list[Item] = []

    def method(self, other: Model) -> dict[str, Model]:
        def nested(x: Model) -> Model:
            return x
        return nested.__annotations__


print(Model.__annotations__)
print(Model().method(None))
print((lambda x: x).__annotations__ if hasattr(lambda: 0, "__annotations__") else "none")

# ---- expected stdout ----
# 3
# {'request': 'Request', 'retries': 'NotDefinedYet', 'return': 'Response | None'}
# {'request': 'Request', 'retries': 'NotDefinedYet', 'return': 'Response'}
# {'id': 'int', 'parent': 'Model | None', 'items': 'list[Item]'}
# {'x': 'Model', 'return': 'Model'}
# {}
