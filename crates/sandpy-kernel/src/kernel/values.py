# Values as tagged JSON, the kernel protocol's value encoding (docs/protocol.md, "Value
# encodings"): JSON's own types carry themselves, the rest are objects tagged the way
# smolagents' SafeSerializer tags them (tuple, set, bytes, datetime, Decimal, numpy
# arrays, ...), plus sandpy's own (big ints, non-finite floats, host handles, stand-ins for
# objects with no form on the other side).

import sys
import binascii as _binascii

from _sandpy_kernel.capture import truncate
from _sandpy_kernel.state import MAX_DEPTH, TYPE_KEY
from _sandpy_kernel.stopping import FinalAnswer


class HostHandle:
    """A host object the code may hold and pass back to tools, but not read."""

    __slots__ = ("_sandpy_id", "_sandpy_type")

    def __init__(self, ident, type_name):
        self._sandpy_id = ident
        self._sandpy_type = type_name

    def __repr__(self):
        return "<%s handle %d>" % (self._sandpy_type, self._sandpy_id)


class ForeignValue:
    """A read-only stand-in for a value with no form in this interpreter."""

    __slots__ = ("_sandpy_type", "_sandpy_repr", "_sandpy_str")

    def __init__(self, type_name, text_repr, text_str):
        self._sandpy_type = type_name
        self._sandpy_repr = text_repr
        self._sandpy_str = text_str

    def __repr__(self):
        return self._sandpy_repr

    def __str__(self):
        return self._sandpy_str


def _tag(name, data):
    return {TYPE_KEY: name, "data": data}


def _float(f):
    if f != f:
        return _tag("float", "nan")
    if f in (float("inf"), float("-inf")):
        return _tag("float", "inf" if f > 0 else "-inf")
    return f


def safe_text(fn, value, limit):
    try:
        text = fn(value)
        if type(text) is not str:
            text = str.__str__(text)
    except BaseException as e:  # a user __repr__ may raise anything
        if isinstance(e, (KeyboardInterrupt, FinalAnswer)):
            raise
        text = "<%s failed>" % fn.__name__
    if limit is not None and len(text) > limit:
        text = truncate(text, limit)
    return text


def foreign(v, limit=None, text_repr=None):
    if text_repr is None:
        text_repr = safe_text(repr, v, limit)
    # str() falls back to repr() unless the type says otherwise: no second rendering.
    same = getattr(type(v), "__str__", None) is object.__str__
    return {
        TYPE_KEY: "sandpy.foreign",
        "type": type(v).__name__,
        "repr": text_repr,
        "str": text_repr if same else safe_text(str, v, limit),
    }


class Oversized(Exception):
    """The value's encoding would pass the size budget."""


def encode(v, depth=0, limit=None, budget=None):
    """A value as tagged JSON (the kernel protocol's value encoding). `limit` bounds the
    reprs of stand-ins; `budget` (a one-item list of bytes left) bounds the whole
    encoding: Oversized when it runs out."""
    if budget is not None:
        budget[0] -= len(v) + 2 if type(v) is str else 8
        if budget[0] < 0:
            raise Oversized()
    t = type(v)
    if v is None or t is bool or t is str:
        return v
    if t is int:
        return v if -(1 << 63) <= v < (1 << 64) else _tag("int", str(v))
    if t is float:
        return _float(v)
    if depth > MAX_DEPTH:
        return foreign(v, limit)
    d = depth + 1
    if t is list:
        return [encode(x, d, limit, budget) for x in v]
    if t is tuple:
        return _tag("tuple", [encode(x, d, limit, budget) for x in v])
    if t is dict:
        if all(type(k) is str and k != TYPE_KEY for k in v):
            return {k: encode(x, d, limit, budget) for k, x in v.items()}
        return _tag("dict_with_complex_keys", [[encode(k, d, limit, budget), encode(x, d, limit, budget)] for k, x in v.items()])
    if t is set:
        return _tag("set", [encode(x, d, limit, budget) for x in v])
    if t is frozenset:
        return _tag("frozenset", [encode(x, d, limit, budget) for x in v])
    if t is bytes:
        return _tag("bytes", _binascii.b2a_base64(v, newline=False).decode("ascii"))
    if t is complex:
        return {TYPE_KEY: "complex", "real": _float(v.real), "imag": _float(v.imag)}
    if t is HostHandle:
        return {TYPE_KEY: "sandpy.handle", "id": v._sandpy_id, "type": v._sandpy_type}
    if t is ForeignValue:
        return {TYPE_KEY: "sandpy.foreign", "type": v._sandpy_type, "repr": v._sandpy_repr, "str": v._sandpy_str}
    module = getattr(t, "__module__", "")
    name = t.__name__
    if module == "datetime":
        if name in ("datetime", "date", "time"):
            return _tag(name, v.isoformat())
        if name == "timedelta":
            return {
                TYPE_KEY: "timedelta",
                "total_seconds": v.total_seconds(),
                "days": v.days,
                "seconds": v.seconds,
                "microseconds": v.microseconds,
            }
    if module == "decimal" and name == "Decimal":
        return _tag("Decimal", str(v))
    if module.startswith("pathlib") and "Path" in name:
        return _tag("Path", str(v))
    if module == "numpy" or module.startswith("numpy."):
        numpy = sys.modules.get("numpy")
        if numpy is not None:
            if t is numpy.ndarray:
                return {TYPE_KEY: "ndarray", "data": encode(v.tolist(), d, limit, budget), "dtype": str(v.dtype)}
            if isinstance(v, (numpy.integer, numpy.floating, numpy.bool_)):
                return encode(v.item(), d, limit, budget)
    image = sys.modules.get("PIL.Image")
    if image is not None and isinstance(v, image.Image):
        import io

        buffer = io.BytesIO()
        v.save(buffer, format="PNG")
        return _tag("PIL.Image", _binascii.b2a_base64(buffer.getvalue(), newline=False).decode("ascii"))
    dataclasses = sys.modules.get("dataclasses")
    if dataclasses is not None and dataclasses.is_dataclass(v) and not isinstance(v, type):
        fields = {f.name: encode(getattr(v, f.name), d, limit, budget) for f in dataclasses.fields(v)}
        return {TYPE_KEY: "dataclass", "class_name": name, "module": module, "data": fields}
    # Subclasses of builtin types cross as their builtin value (a Counter as a dict).
    for base in (bool, int, float, str, list, tuple, dict, set, frozenset, bytes):
        if isinstance(v, base):
            return encode(base(v), depth, limit, budget)
    return foreign(v, limit)


def decode(j, depth=0):
    """Tagged JSON as a value."""
    t = type(j)
    if t is list:
        return [decode(x, depth + 1) for x in j]
    if t is not dict:
        return j
    if depth > MAX_DEPTH:
        raise ValueError("value nested too deeply")
    tag = j.get(TYPE_KEY)
    if type(tag) is not str:
        return {k: decode(x, depth + 1) for k, x in j.items()}
    d = depth + 1
    if tag == "tuple":
        return tuple(decode(x, d) for x in j["data"])
    if tag == "set":
        return set(decode(x, d) for x in j["data"])
    if tag == "frozenset":
        return frozenset(decode(x, d) for x in j["data"])
    if tag == "bytes":
        return _binascii.a2b_base64(j["data"])
    if tag == "complex":
        return complex(_decode_float(j["real"]), _decode_float(j["imag"]))
    if tag == "dict_with_complex_keys":
        return {decode(k, d): decode(x, d) for k, x in j["data"]}
    if tag in ("datetime", "date", "time"):
        import datetime

        return getattr(datetime, tag).fromisoformat(j["data"])
    if tag == "timedelta":
        import datetime

        if all(type(j.get(k)) is int for k in ("days", "seconds", "microseconds")):
            return datetime.timedelta(days=j["days"], seconds=j["seconds"], microseconds=j["microseconds"])
        return datetime.timedelta(seconds=j["total_seconds"])
    if tag == "Decimal":
        import decimal

        return decimal.Decimal(j["data"])
    if tag == "Path":
        import pathlib

        return pathlib.Path(j["data"])
    if tag == "int":
        return int(j["data"])
    if tag == "float":
        return _decode_float(j["data"])
    if tag == "sandpy.handle":
        return HostHandle(int(j["id"]), str(j.get("type", "object")))
    if tag == "sandpy.foreign":
        text = str(j.get("repr", ""))
        return ForeignValue(str(j.get("type", "object")), text, str(j.get("str", text)))
    if tag == "ndarray" and "numpy" in sys.modules:
        return sys.modules["numpy"].array(decode(j["data"], d), dtype=j.get("dtype"))
    return j  # a tag this kernel does not know stays as its JSON object


def _decode_float(x):
    if type(x) is dict:
        x = x.get("data")
    if type(x) is str:
        return float(x)
    return float(x)
