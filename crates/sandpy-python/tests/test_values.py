"""Values crossing between the host and the sandbox as real Python objects."""

from __future__ import annotations

import collections
import datetime
import decimal
import enum
import pathlib

import pytest

import sandpy


ROUND_TRIP = [
    None,
    True,
    0,
    -(2**200),
    2**64,
    1.5,
    float("inf"),
    1 + 2j,
    "héllo \x00",
    b"\x00\xff",
    [1, [2, [3]]],
    (1, "a", None),
    {"a": 1, (1, 2): [3]},
    {1, 2, 3},
    frozenset({"x"}),
    datetime.date(2024, 2, 29),
    datetime.time(23, 59, 58, 123456),
    datetime.datetime(2024, 1, 2, 3, 4, 5, 6),
    datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone(datetime.timedelta(hours=-3))),
    datetime.timedelta(days=-3, seconds=5, microseconds=7),
    int,
    ValueError,
]


@pytest.mark.parametrize("value", ROUND_TRIP, ids=repr)
def test_values_go_in_and_come_back_as_themselves(executor, value):
    executor.send_variables({"v": value})
    back = executor("v").output
    assert type(back) is type(value)
    assert back == value or (back is value)


def test_decimal_round_trips():
    ex = sandpy.LocalPythonExecutor(["decimal"])
    ex.send_variables({"d": decimal.Decimal("1.10")})
    out = ex("d * 2").output
    assert out == decimal.Decimal("2.20") and type(out) is decimal.Decimal


def test_subclasses_of_builtins_go_in_as_the_builtin(executor):
    class Color(enum.IntEnum):
        RED = 1

    Point = collections.namedtuple("Point", "x y")
    executor.send_variables({"c": Color.RED, "p": Point(1, 2), "cnt": collections.Counter("aab"), "path": pathlib.Path("/tmp/x")})
    assert executor("[c + 1, p[1], cnt['a'], path]").output == [2, 2, 2, "/tmp/x"]


def test_code_values_come_back_as_builtin_objects(executor):
    out = executor("import collections\n(collections.Counter('aab'), collections.OrderedDict(a=1), bytearray(b'z'))").output
    assert out == ({"a": 2, "b": 1}, {"a": 1}, b"z")


def test_objects_without_a_host_form_come_back_as_read_only_stand_ins(executor):
    out = executor("class P:\n    def __repr__(self):\n        return 'P(1)'\n    def __str__(self):\n        return 'a point'\nP()").output
    assert isinstance(out, sandpy.Foreign)
    assert (repr(out), str(out), out.type_name) == ("P(1)", "a point", "P")
    with pytest.raises(AttributeError):
        out.anything = 1
    assert not hasattr(out, "__dict__")
    gen = executor("(i for i in range(3))").output
    assert isinstance(gen, sandpy.Foreign) and gen.type_name == "generator"


def test_host_objects_with_no_sandbox_form_are_refused_with_their_type(executor):
    class Thing:
        pass

    with pytest.raises(TypeError, match=r"variable 'thing': .*Thing object cannot be sent to the sandbox"):
        executor.send_variables({"thing": Thing()})
    with pytest.raises(TypeError, match="function"):
        executor.send_variables({"f": lambda: 1})


def test_opaque_handles_reach_tools_but_not_the_code(executor):
    class Image:
        def __init__(self, pixels):
            self.pixels = pixels

    img = Image([1, 2, 3])
    seen = []

    def width(image):
        seen.append(image)
        return len(image.pixels)

    executor.send_tools({"width": width})
    executor.send_variables({"img": sandpy.Opaque(img)})
    assert executor("width(img)").output == 3
    assert seen == [img]
    # The code sees a numbered stand-in and nothing of the object.
    assert executor("repr(img)").output.startswith("<sandpy handle #")
    assert "pixels" not in executor("str(dir(img))").output
    # The handle comes back out as the original object.
    assert executor("img").output is img


def test_tool_results_without_a_sandbox_form_become_handles(executor):
    class Frame:
        pass

    frame = Frame()
    executor.send_tools({"load": lambda: frame, "identity": lambda x: x})
    # `str(type(f))` rather than `type(f).__name__`: the default dunder rule refuses `__name__`.
    out = executor("f = load()\nsame = identity(f)\n(str(type(f)), same)").output
    assert out[0] == "<class 'sandpy.Handle'>" and out[1] is frame


def test_self_containing_values_are_refused_not_looped(executor):
    loop = []
    loop.append(loop)
    with pytest.raises(TypeError, match="nested too deeply"):
        executor.send_variables({"loop": loop})
    out = executor("x = []\nx.append(x)\nx").output
    assert isinstance(out, list)  # cut at the depth limit into a stand-in


def test_tagged_arrays_from_a_sandbox_cannot_make_the_host_allocate_gigabytes():
    np = pytest.importorskip("numpy")
    from sandpy._values import from_tagged_json

    assert from_tagged_json('{"__type__": "ndarray", "data": [1, 2], "dtype": "int16"}').dtype == np.int16
    words = from_tagged_json('{"__type__": "ndarray", "data": ["ab", "c"], "dtype": "<U100000000"}')
    assert words.tolist() == ["ab", "c"] and words.dtype.itemsize <= 8
    wide = from_tagged_json('{"__type__": "ndarray", "data": [1, 2], "dtype": "(100000000,)f8"}')
    assert wide.nbytes <= 16
    assert from_tagged_json('{"__type__": "ndarray", "data": [1], "dtype": "no such dtype"}').tolist() == [1]
