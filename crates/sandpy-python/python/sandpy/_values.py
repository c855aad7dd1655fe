"""Values that cross between the host and the sandbox but are not plain data.

- `Foreign`: what comes back for a sandbox object that has no host equivalent (an
  instance of a class the code defined, a function, a generator…): a read-only stand-in
  that knows the object's type name, `repr()` and `str()`, never a live sandbox object.
- `Opaque`: wraps a host object so the sandbox can hold it and pass it to tools without
  reading it (an image, a data frame). Inside, the code sees a numbered handle; a tool
  that receives the handle receives the original object. Tool results that have no
  sandbox form become handles on their own.
- `from_tagged_json`: rebuilds values a CPython sandbox tagged the way smolagents'
  SafeSerializer does (numpy arrays, PIL images, dataclasses) when the host can.
"""

from __future__ import annotations

import base64
import json
from typing import Any

__all__ = ["Foreign", "Opaque", "from_tagged_json"]


class Foreign:
    """A read-only stand-in for a sandbox object with no host equivalent."""

    __slots__ = ("_type_name", "_repr", "_str")

    def __init__(self, type_name: str, repr: str, str: str | None = None) -> None:
        object.__setattr__(self, "_type_name", type_name)
        object.__setattr__(self, "_repr", repr)
        object.__setattr__(self, "_str", repr if str is None else str)

    @property
    def type_name(self) -> str:
        """The name of the object's type in the sandbox."""
        return self._type_name

    def __repr__(self) -> str:
        return self._repr

    def __str__(self) -> str:
        return self._str

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Foreign):
            return NotImplemented
        return (self._type_name, self._repr) == (other._type_name, other._repr)

    def __hash__(self) -> int:
        return hash((self._type_name, self._repr))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("sandpy.Foreign stand-ins are read-only")

    def __reduce__(self):
        return (Foreign, (self._type_name, self._repr, self._str))


class Opaque:
    """Wraps a host object the sandbox may hold and pass to tools but not read."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __repr__(self) -> str:
        return f"sandpy.Opaque({self.value!r})"


def _rebuild(obj: Any) -> Any:
    if isinstance(obj, list):
        return [_rebuild(x) for x in obj]
    if not isinstance(obj, dict):
        return obj
    kind = obj.get("__type__")
    if kind == "ndarray":
        try:
            import numpy as np
        except ImportError:
            return obj["data"]
        return np.array(_rebuild(obj["data"]), dtype=_array_dtype(np, obj.get("dtype")))
    if kind == "PIL.Image":
        try:
            import io

            import PIL.Image

            return PIL.Image.open(io.BytesIO(base64.b64decode(obj["data"])))
        except ImportError:
            return obj
    if kind == "dataclass":
        fields = {k: _rebuild(v) for k, v in obj.get("data", {}).items()}
        return {"__dataclass__": obj.get("class_name"), "__module__": obj.get("module"), **fields}
    return {k: _rebuild(v) for k, v in obj.items()}


def _array_dtype(np: Any, name: Any) -> Any:
    """The dtype to rebuild an array with. The name comes from the sandbox, which is not
    trusted: a wide string or sub-array dtype (`U100000000`, `(10**8,)f8`) would make a
    few elements of data cost the host gigabytes. Numbers, booleans and dates keep their
    dtype; strings get the width their data needs; anything else is numpy's own guess."""
    try:
        dtype = np.dtype(name)
    except (TypeError, ValueError):
        return None
    if dtype.kind in "biufcmM" and dtype.itemsize <= 32:
        return dtype
    if dtype.kind in "US":
        return dtype.kind
    if dtype.kind == "O":
        return object
    return None


def from_tagged_json(text: str) -> Any:
    """A tagged value sandpy's host side does not model, rebuilt like smolagents would."""
    return _rebuild(json.loads(text))
