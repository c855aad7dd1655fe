from collections import abc, Counter, OrderedDict, deque
checks = [([], abc.Sequence), ((), abc.Sequence), ("s", abc.Sequence), ({}, abc.Sequence), ([], abc.MutableSequence),
          ((), abc.MutableSequence), ({}, abc.Mapping), ({}, abc.MutableMapping), (Counter(), abc.Mapping),
          (set(), abc.Set), (frozenset(), abc.MutableSet), (set(), abc.MutableSet), ([], abc.Iterable),
          (5, abc.Iterable), (iter([]), abc.Iterator), ([], abc.Iterator), (len, abc.Callable), (5, abc.Callable),
          (5, abc.Hashable), ([], abc.Hashable), ("", abc.Sized), (range(3), abc.Sequence), (deque(), abc.MutableSequence),
          (OrderedDict(), abc.MutableMapping), ({}.keys(), abc.KeysView), ({}.items(), abc.Set), (b"", abc.ByteString),
          ((x for x in []), abc.Generator), ((x for x in []), abc.Iterator), ([], abc.Reversible), ({}, abc.Container)]
for obj, cls in checks:
    print(type(obj).__name__, cls.__name__, isinstance(obj, cls))

# ---- expected stdout ----
# list Sequence True
# tuple Sequence True
# str Sequence True
# dict Sequence False
# list MutableSequence True
# tuple MutableSequence False
# dict Mapping True
# dict MutableMapping True
# Counter Mapping True
# set Set True
# frozenset MutableSet False
# set MutableSet True
# list Iterable True
# int Iterable False
# list_iterator Iterator True
# list Iterator False
# builtin_function_or_method Callable True
# int Callable False
# int Hashable True
# list Hashable False
# str Sized True
# range Sequence True
# deque MutableSequence True
# OrderedDict MutableMapping True
# dict_keys KeysView True
# dict_items Set True
# bytes ByteString True
# generator Generator True
# generator Iterator True
# list Reversible True
# dict Container True
