from dataclasses import dataclass, field


def check(label, build):
    try:
        build()
        print(label, 'ok')
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__, e)


def order():
    @dataclass
    class A:
        x: int = 0
        y: int


def mutable_list():
    @dataclass
    class A:
        items: list = []


def mutable_set():
    @dataclass
    class A:
        items: set = set()


def both():
    field(default=1, default_factory=int)


def no_annotation():
    @dataclass
    class A:
        x: int
        y = field(default=1)


def unhashable_dataclass_default():
    @dataclass
    class Inner:
        v: int = 0

    @dataclass
    class Outer:
        inner: Inner = Inner()


def factory_after_default():
    @dataclass
    class A:
        x: int = 0
        y: list = field(default_factory=list)
        z: int


def hidden_required():
    @dataclass
    class A:
        x: int = 0
        y: int = field(init=False)


for label, fn in [('order', order), ('list', mutable_list), ('set', mutable_set), ('both', both),
                  ('annotation', no_annotation), ('dataclass default', unhashable_dataclass_default),
                  ('factory', factory_after_default), ('init=False', hidden_required)]:
    check(label, fn)

# ---- expected stdout ----
# order TypeError non-default argument 'y' follows default argument
# list ValueError mutable default <class 'list'> for field items is not allowed: use default_factory
# set ValueError mutable default <class 'set'> for field items is not allowed: use default_factory
# both ValueError cannot specify both default and default_factory
# annotation TypeError 'y' is a field but has no type annotation
# dataclass default ValueError mutable default <class '__main__.unhashable_dataclass_default.<locals>.Inner'> for field inner is not allowed: use default_factory
# factory TypeError non-default argument 'z' follows default argument
# init=False ok
