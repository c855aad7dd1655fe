import types
ga = types.GenericAlias(list, (int,))
print(ga, ga.__origin__, ga.__args__, ga.__parameters__)
print(types.GenericAlias(dict, (str, int)), types.GenericAlias(tuple, (int, ...)), types.GenericAlias(list, int))
print(ga == types.GenericAlias(list, (int,)), ga == types.GenericAlias(list, (str,)), hash(ga) == hash(types.GenericAlias(list, (int,))))
print(ga([1, 2]), ga('ab'), ga.append is list.append)


class Box:
    pass


print(types.GenericAlias(Box, (int,)), types.GenericAlias(list, (Box, 'x')))

# ---- expected stdout ----
# list[int] <class 'list'> (<class 'int'>,) ()
# dict[str, int] tuple[int, ...] list[int]
# True False True
# [1, 2] ['a', 'b'] True
# __main__.Box[int] list[__main__.Box, 'x']
