"""`X | Y` between classes (PEP 604): the types.UnionType objects the engine builds."""


def _member_name(arg):
    if arg is type(None):
        return 'None'
    if isinstance(arg, type):
        if arg.__module__ == 'builtins':
            return arg.__qualname__
        return f'{arg.__module__}.{arg.__qualname__}'
    return repr(arg)


def _members(arg):
    if isinstance(arg, UnionType):
        return arg.__args__
    if arg is None:
        return (type(None),)
    return (arg,)


def _union(left, right):
    args = []
    for member in _members(left) + _members(right):
        if member not in args:
            args.append(member)
    if len(args) == 1:
        return args[0]
    return UnionType(tuple(args))


def _can_join(arg):
    return arg is None or isinstance(arg, (type, UnionType))


class UnionType:
    __module__ = 'types'

    def __init__(self, args):
        self.__args__ = args

    def __repr__(self):
        return ' | '.join(_member_name(a) for a in self.__args__)

    def __or__(self, other):
        return _union(self, other) if _can_join(other) else NotImplemented

    def __ror__(self, other):
        return _union(other, self) if _can_join(other) else NotImplemented

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    @property
    def __parameters__(self):
        return ()


def _sandpy_union(left, right):
    return _union(left, right)
