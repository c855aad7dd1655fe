from types import MappingProxyType
d = {'a': 1, 'b': 2}
mp = MappingProxyType(d)
print(mp, mp['a'], len(mp), 'b' in mp, 'z' in mp, list(mp), mp.get('z'), mp.get('z', 0))
print(list(mp.keys()), list(mp.values()), list(mp.items()), list(reversed(mp)))
d['c'] = 3
print(mp, len(mp))
print(mp == {'a': 1, 'b': 2, 'c': 3}, mp != d, str(mp))
c = mp.copy()
c['d'] = 4
print(type(c).__name__, c, mp)
print(mp | {'z': 0}, {'y': 9} | mp)
print(type(mp), type(mp).__name__, MappingProxyType)
for bad in ("mp['x'] = 1", "del mp['a']", "mp |= {}", "hash(mp)", "MappingProxyType([('a', 1)])", "mp['nope']"):
    try:
        if bad == "mp['x'] = 1":
            mp['x'] = 1
        elif bad == "del mp['a']":
            del mp['a']
        elif bad == "mp |= {}":
            mp |= {}
        elif bad == "hash(mp)":
            hash(mp)
        elif bad.startswith("Mapping"):
            MappingProxyType([('a', 1)])
        else:
            mp['nope']
    except (TypeError, KeyError) as e:
        print(bad, '->', type(e).__name__, e)

# ---- expected stdout ----
# {'a': 1, 'b': 2} 1 2 True False ['a', 'b'] None 0
# ['a', 'b'] [1, 2] [('a', 1), ('b', 2)] ['b', 'a']
# {'a': 1, 'b': 2, 'c': 3} 3
# True False {'a': 1, 'b': 2, 'c': 3}
# dict {'a': 1, 'b': 2, 'c': 3, 'd': 4} {'a': 1, 'b': 2, 'c': 3}
# {'a': 1, 'b': 2, 'c': 3, 'z': 0} {'y': 9, 'a': 1, 'b': 2, 'c': 3}
# <class 'mappingproxy'> mappingproxy <class 'mappingproxy'>
# mp['x'] = 1 -> TypeError 'mappingproxy' object does not support item assignment
# del mp['a'] -> TypeError 'mappingproxy' object does not support item deletion
# mp |= {} -> TypeError '|=' is not supported by mappingproxy; use '|' instead
# hash(mp) -> TypeError unhashable type: 'mappingproxy'
# MappingProxyType([('a', 1)]) -> TypeError mappingproxy() argument must be a mapping, not list
# mp['nope'] -> KeyError 'nope'
