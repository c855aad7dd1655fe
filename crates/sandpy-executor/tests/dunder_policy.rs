//! `DunderPolicy::Smolagents` (smolagents' dunder rule, the Python package's default): every
//! `obj.__x__` read refused before `obj` is evaluated, with smolagents' message; calls of
//! `obj.__x__(...)`, dunder definitions in classes, the protocols, f-strings, getattr and the
//! engine's own modules (dataclasses, namedtuple, Enum) unaffected; `DunderPolicy::Harmless`
//! (the builder's default) unchanged.

mod common;

use common::{err, value};
use sandpy_executor::{DunderPolicy, ExecutorBuilder, LocalSession};
use serde_json::json;

fn smolagents() -> LocalSession {
    ExecutorBuilder::new().dunder_policy(DunderPolicy::Smolagents).authorized_imports(["dataclasses", "enum"]).build_session()
}

fn refused(code: &str) -> String {
    let e = err(&mut smolagents(), code);
    assert_eq!(e.type_name, "AttributeError", "{}: {}", code, e.rendered);
    e.message
}

#[test]
fn dunder_reads_are_refused_with_smolagents_words() {
    assert_eq!(refused("a = (); b = a.__class__"), "Forbidden access to dunder attribute: __class__");
    assert_eq!(refused("class A:\n    attr = 1\nx = A()\nx_dict = x.__dict__"), "Forbidden access to dunder attribute: __dict__");
    assert_eq!(refused("import random\nrandom.__dict__['_os']"), "Forbidden access to dunder attribute: __dict__");
    assert_eq!(refused("f = lambda: 1\nf.__name__"), "Forbidden access to dunder attribute: __name__");
    assert_eq!(refused("x = 3\nf'{x.__class__}'"), "Forbidden access to dunder attribute: __class__");
    // Blocked names keep their refusal; the wording is the same.
    assert_eq!(
        refused("try:\n    1/0\nexcept Exception as e:\n    e.__traceback__"),
        "Forbidden access to dunder attribute: __traceback__"
    );
}

#[test]
fn the_outermost_dunder_is_refused_first_and_the_callee_is_not_a_read() {
    // smolagents evaluates the callee `X.__subclasses__` without the check, then X, whose
    // outer attribute `__base__` is refused before `{}.__class__` is evaluated.
    assert_eq!(refused("classes = {}.__class__.__base__.__subclasses__()"), "Forbidden access to dunder attribute: __base__");
    assert_eq!(refused("[c for c in ().__class__.__base__.__subclasses__()]"), "Forbidden access to dunder attribute: __base__");
    assert_eq!(refused("x = ().__class__.__base__.__subclasses__(1, k=2)"), "Forbidden access to dunder attribute: __base__");
}

#[test]
fn the_object_expression_is_not_evaluated() {
    let mut s = smolagents();
    let got = value(
        &mut s,
        "calls = []\ndef f():\n    calls.append(1)\n    return 1\ntry:\n    f().__class__\nexcept AttributeError as e:\n    m = str(e)\n[len(calls), m]",
    );
    assert_eq!(got, json!([0, "Forbidden access to dunder attribute: __class__"]));
}

#[test]
fn getattr_hasattr_setattr_keep_the_harmless_policy() {
    // The rule covers attribute syntax. getattr/hasattr/setattr with dunder strings keep
    // sandpy's own policy (internals refused on every path), as documented in
    // docs/smolagents-compat.md.
    let mut s = smolagents();
    assert_eq!(
        value(&mut s, "[getattr((), '__class__').__name__ if False else 'ok', hasattr([], '__len__'), getattr(1, 'nope', 7)]"),
        json!(["ok", true, 7])
    );
    assert_eq!(value(&mut s, "t = getattr((), '__class__')\nt is tuple"), json!(true));
    assert_eq!(refused("getattr(getattr((), '__class__'), '__subclasses__')"), "Forbidden access to dunder attribute: __subclasses__");
    assert_eq!(refused("class B: pass\nsetattr(B(), '__class__', int)"), "cannot set '__class__' attribute of 'B' object");
}

#[test]
fn classes_calls_and_protocols_keep_working() {
    let mut s = smolagents();
    let code = r#"
class Base:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return f"Base({self.x!r})"
    def __str__(self):
        return "base"
    def __eq__(self, other):
        return isinstance(other, Base) and self.x == other.x
    def __len__(self):
        return self.x
    def __getitem__(self, i):
        return i * 2
class Child(Base):
    def __init__(self, x, y=0):
        super().__init__(x)
        self.y = y
class Kw(Base):
    def __init__(self, x):
        super().__init__(x=x)
c = Child(3, y=4)
k = Kw(5)
b = Base.__new__(Base)
b.__init__(9)
[repr(c), str(c), c == Child(3), len(c), c[5], k.x, f"{c!r} {c}", b.x, "{0.x}".format(c), "a".__repr__()]
"#;
    assert_eq!(value(&mut s, code), json!(["Base(3)", "base", true, 3, 10, 5, "Base(3) base", 9, "3", "'a'"]));
}

#[test]
fn engine_modules_use_dunders_internally() {
    let mut s = smolagents();
    let code = r#"
from dataclasses import dataclass, field, asdict, fields
from collections import namedtuple
from enum import Enum
@dataclass(order=True)
class P:
    x: int
    y: list = field(default_factory=list)
P2 = namedtuple("P2", "a b")
class Color(Enum):
    RED = 1
    GREEN = 2
[repr(P(1)), asdict(P(2, [3])), [f.name for f in fields(P)], P(1) < P(2), P2(1, 2)._asdict(), repr(P2(1, b=2)), Color.RED.name, Color(2).name, [c.value for c in Color]]
"#;
    assert_eq!(
        value(&mut s, code),
        json!(["P(x=1, y=[])", {"x": 2, "y": [3]}, ["x", "y"], true, {"a": 1, "b": 2}, "P2(a=1, b=2)", "RED", "GREEN", [1, 2]])
    );
}

#[test]
fn dunder_definitions_and_writes_are_not_reads() {
    let mut s = smolagents();
    // A class body binds names; `obj.__x__ = v` is a write (smolagents' setattr has no rule;
    // sandpy keeps refusing the blocked names and `__class__`).
    assert_eq!(value(&mut s, "class A:\n    __slots__ = ()\n    __doc__ = 'd'\nclass B: pass\nb = B()\nb.__note__ = 1\n1"), json!(1));
    let e = err(&mut s, "b.__class__ = A");
    assert_eq!(e.type_name, "AttributeError");
}

#[test]
fn the_builder_default_is_the_harmless_policy() {
    let mut s = ExecutorBuilder::new().build_session();
    assert_eq!(
        value(&mut s, "class A: pass\n[().__class__.__name__, A().__dict__, getattr((), '__class__').__name__]"),
        json!(["tuple", {}, "tuple"])
    );
    assert_eq!(err(&mut s, "().__class__.__base__.__subclasses__()").message, "Forbidden access to dunder attribute: __subclasses__");
}
