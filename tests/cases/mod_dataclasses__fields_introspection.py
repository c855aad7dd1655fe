from dataclasses import dataclass, field, fields, is_dataclass, MISSING, Field


@dataclass
class Product:
    """A product."""
    sku: str
    price: float = field(default=0.0, metadata={'unit': 'EUR'})
    stock: list = field(default_factory=list, repr=False, compare=False, hash=False)


fs = fields(Product)
print(len(fs), [f.name for f in fs], [f.type for f in fs])
f = fs[1]
print(f.name, f.default, f.default_factory is MISSING, f.init, f.repr, f.compare, f.hash, f.kw_only)
print(f.metadata, f.metadata['unit'], type(f.metadata).__name__, fs[0].metadata)
print(fs[2].default is MISSING, fs[2].default_factory, isinstance(f, Field))
print(fields(Product('a')) == fs, Product.__doc__, Product.__dataclass_params__)
print(is_dataclass(Product), is_dataclass(Product('x')), is_dataclass(1), is_dataclass(dict))
print(list(Product.__dataclass_fields__), Product.__match_args__)
try:
    fields(object())
except TypeError as e:
    print("TypeError:", e)
try:
    f.metadata['unit'] = 'USD'
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# 3 ['sku', 'price', 'stock'] [<class 'str'>, <class 'float'>, <class 'list'>]
# price 0.0 True True True True None False
# {'unit': 'EUR'} EUR mappingproxy {}
# True <class 'list'> True
# True A product. _DataclassParams(init=True,repr=True,eq=True,order=False,unsafe_hash=False,frozen=False)
# True True False False
# ['sku', 'price', 'stock'] ('sku', 'price', 'stock')
# TypeError: must be called with a dataclass type or instance
# TypeError: 'mappingproxy' object does not support item assignment
