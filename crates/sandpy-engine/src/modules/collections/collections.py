"""Container datatypes (sandpy).

Counter, OrderedDict and defaultdict build on the engine's dict subclassing, namedtuple on
tuple subclassing; hot paths (counting, namedtuple construction and field access) are
native helpers: _count_elements, _nt_new, _tuplegetter_get/_tuplegetter_set.
"""

del _sandpy_import

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList', 'UserString', 'defaultdict', 'deque',
           'namedtuple']

# `collections.abc` (about 30 ABC classes) and the classes built on it (ChainMap, UserDict,
# UserList, UserString, in collections_user.py) load on first access through the module's
# native `__getattr__`, which keeps `import collections` cheap. So do the sections below
# that start with a `#: lazy NAME` line: each runs into this namespace when NAME is first
# looked up (the code above them is what `import collections` runs).
_keyword = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del',
    'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda',
    'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield'])
_sentinel = object()
_repr_running = set()


def _is_mapping(obj):
    # A class can only be a collections.abc.Mapping without subclassing dict once that
    # module has been loaded, so before then dict is the whole answer.
    if isinstance(obj, dict):
        return True
    abc = _sandpy_abc_if_loaded()
    return abc is not None and isinstance(obj, abc.Mapping)


def _str_via_repr(self):
    return self.__repr__()


def _format_via_str(self, format_spec):
    if format_spec:
        raise TypeError(f'unsupported format string passed to {type(self).__name__}.__format__')
    return str(self)


#: lazy OrderedDict
################################################################################
### OrderedDict
################################################################################

class OrderedDict(dict):
    'Dictionary that remembers insertion order'

    def __init__(self, other=(), /, **kwds):
        self.update(other, **kwds)

    def update(self, other=(), /, **kwds):
        if _is_mapping(other) or hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def popitem(self, last=True):
        '''Remove and return a (key, value) pair from the dictionary.

        Pairs are returned in LIFO order if last is true or FIFO order if false.
        '''
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            return dict.popitem(self)
        key = next(iter(self))
        value = dict.pop(self, key)
        return key, value

    def move_to_end(self, key, last=True):
        '''Move an existing element to the end (or beginning if last is false).

        Raise KeyError if the element does not exist.
        '''
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
        else:
            rest = list(dict.items(self))
            dict.clear(self)
            dict.__setitem__(self, key, value)
            for k, v in rest:
                dict.__setitem__(self, k, v)

    def __reversed__(self):
        return reversed(list(dict.keys(self)))

    def __repr__(self):
        'od.__repr__() <==> repr(od)'
        if not self:
            return '%s()' % (self.__class__.__name__,)
        key = id(self)
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            return '%s(%r)' % (self.__class__.__name__, list(self.items()))
        finally:
            _repr_running.discard(key)

    __str__ = _str_via_repr
    __format__ = _format_via_str

    def __eq__(self, other):
        '''od.__eq__(y) <==> od==y.  Comparison to another OD is order-sensitive
        while comparison to a regular mapping is order-insensitive.
        '''
        if isinstance(other, OrderedDict):
            return len(self) == len(other) and list(dict.items(self)) == list(dict.items(other))
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    def copy(self):
        'od.copy() -> a shallow copy of od'
        return self.__class__(self)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        '''Create a new ordered dictionary with keys from iterable and values set to value.'''
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


#: lazy defaultdict
################################################################################
### defaultdict
################################################################################

class defaultdict(dict):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory

    The default factory is called without arguments to produce
    a new value when a key is not present, in __getitem__ only.
    A defaultdict compares equal to a dict with the same items.
    All remaining arguments are treated the same as if they were
    passed to the dict constructor, including keyword arguments.
    """

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        factory = self.default_factory
        return f'{type(self).__name__}({factory!r}, {dict.__repr__(self)})'

    __str__ = _str_via_repr
    __format__ = _format_via_str

    def copy(self):
        """D.copy() -> a shallow copy of D."""
        return type(self)(self.default_factory, self)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        return cls(None, dict.fromkeys(iterable, value))

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


#: lazy namedtuple
################################################################################
### namedtuple
################################################################################

class _tuplegetter:
    __slots__ = ('_index', '__doc__')
    __module__ = '_collections'

    def __init__(self, index, doc):
        self._index = index
        self.__doc__ = doc

    def __repr__(self):
        return f'<_collections._tuplegetter object at {hex(id(self))}>'


_tuplegetter.__get__ = _tuplegetter_get
_tuplegetter.__set__ = _tuplegetter_set
_tuplegetter.__delete__ = _tuplegetter_set


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new subclass of tuple with named fields.

    >>> Point = namedtuple('Point', ['x', 'y'])
    >>> p = Point(11, y=22)             # instantiate with positional args or keywords
    >>> p.x + p.y                       # fields also accessible by name
    33
    """
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)

    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or name in _keyword or name.startswith('_') or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)

    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid identifiers: ' f'{name!r}')
        if name in _keyword:
            raise ValueError('Type names and field names cannot be a keyword: ' f'{name!r}')

    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: ' f'{name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names), reversed(defaults)))))

    field_names = tuple(field_names)
    num_fields = len(field_names)
    arg_list = ', '.join(field_names)
    if num_fields == 1:
        arg_list += ','

    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result

    _make.__doc__ = f'Make a new {typename} object from a sequence or iterable'

    def _replace(self, /, **kwds):
        result = self._make([kwds.pop(name) if name in kwds else value for name, value in zip(field_names, self)])
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return result

    _replace.__doc__ = (f'Return a new {typename} object replacing specified '
                        'fields with new values')

    def __repr__(self):
        'Return a nicely formatted representation string'
        parts = []
        for name, value in zip(field_names, self):
            parts.append(f'{name}={value!r}')
        return self.__class__.__name__ + '(' + ', '.join(parts) + ')'

    def _asdict(self):
        'Return a new dict which maps field names to their values.'
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        'Return self as a plain tuple.  Used by copy and pickle.'
        return tuple(self)

    for method in (_make, _replace, __repr__, _asdict, __getnewargs__):
        method.__qualname__ = f'{typename}.{method.__name__}'

    class_namespace = {
        '__doc__': f'{typename}({arg_list})',
        '__slots__': (),
        '_fields': field_names,
        '_field_defaults': field_defaults,
        '__new__': _nt_new,
        '_make': classmethod(_make),
        '_replace': _replace,
        '__repr__': __repr__,
        '__str__': _str_via_repr,
        '__format__': _format_via_str,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': field_names,
        '__module__': '__main__' if module is None else module,
    }
    for index, name in enumerate(field_names):
        doc = f'Alias for field number {index}'
        class_namespace[name] = _tuplegetter(index, doc)

    result = type(typename, (tuple,), class_namespace)
    return result


#: lazy Counter
################################################################################
### Counter
################################################################################

def _itemgetter1(pair):
    return pair[1]


class Counter(dict):
    '''Dict subclass for counting hashable items.  Sometimes called a bag
    or multiset.  Elements are stored as dictionary keys and their counts
    are stored as dictionary values.
    '''

    def __init__(self, iterable=None, /, **kwds):
        '''Create a new, empty Counter object.  And if given, count elements
        from an input iterable.  Or, initialize the count from another mapping
        of elements to their counts.
        '''
        self.update(iterable, **kwds)

    def __missing__(self, key):
        'The count of elements not in the Counter is zero.'
        return 0

    def total(self):
        'Sum of the counts'
        return sum(self.values())

    def most_common(self, n=None):
        '''List the n most common elements and their counts from the most
        common to the least.  If n is None, then list all element counts.
        '''
        ordered = sorted(self.items(), key=_itemgetter1, reverse=True)
        if n is None:
            return ordered
        if n <= 0:
            return []
        return ordered[:n]

    def elements(self):
        '''Iterator over elements repeating each as many times as its count.'''
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError('Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        '''Like dict.update() but add counts instead of replacing them.'''
        if iterable is not None:
            if _is_mapping(iterable):
                if self:
                    self_get = self.get
                    for elem, count in iterable.items():
                        self[elem] = count + self_get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        '''Like dict.update() but subtracts counts instead of replacing them.'''
        if iterable is not None:
            self_get = self.get
            if _is_mapping(iterable):
                for elem, count in iterable.items():
                    self[elem] = self_get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self_get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        'Return a shallow copy.'
        return self.__class__(self)

    __copy__ = copy

    def __delitem__(self, elem):
        'Like dict.__delitem__() but does not raise KeyError for missing values.'
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    __str__ = _str_via_repr
    __format__ = _format_via_str

    def __eq__(self, other):
        'True if all counts agree. Missing counts are treated as zero.'
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        'True if any counts disagree. Missing counts are treated as zero.'
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        'True if all counts in self are a subset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        'True if all counts in self are a proper subset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        'True if all counts in self are a superset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        'True if all counts in self are a proper superset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        '''Add counts from two counters.'''
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        ''' Subtract count, but keep only results with positive counts.'''
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        '''Union is the maximum of value in either of the input counters.'''
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        ''' Intersection is the minimum of corresponding counts.'''
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        'Adds an empty counter, effectively stripping negative and zero counts'
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        '''Subtracts from an empty counter.  Strips positive and zero counts,
        and flips the sign on negative counts.
        '''
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        '''Internal method to strip elements with a negative or zero count'''
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        '''Inplace add from another counter, keeping only positive counts.'''
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        '''Inplace subtract counter, but keep only results with positive counts.'''
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        '''Inplace union is the maximum of value from either counter.'''
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        '''Inplace intersection is the minimum of corresponding counts.'''
        for elem, count in list(self.items()):
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


#: lazy deque
################################################################################
### deque
################################################################################

def _deque_ssize(n):
    # A Py_ssize_t argument, as CPython's deque takes it (ints and __index__).
    if not isinstance(n, int):
        try:
            index = type(n).__index__
        except AttributeError:
            raise TypeError(f"'{type(n).__name__}' object cannot be interpreted as an integer") from None
        n = index(n)
    if not -9223372036854775808 <= n <= 9223372036854775807:
        raise OverflowError('Python int too large to convert to C ssize_t')
    return n


class deque:
    '''A list-like sequence optimized for data accesses near its endpoints.'''

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            if maxlen > 9223372036854775807 or maxlen < -9223372036854775808:
                raise OverflowError('Python int too large to convert to C ssize_t')
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        self._maxlen = maxlen
        self._items = []
        self._head = 0
        self.extend(iterable)

    @property
    def maxlen(self):
        '''maximum size of a deque or None if unbounded'''
        return self._maxlen

    def _compact(self):
        if self._head > 16 and self._head * 2 > len(self._items):
            self._items = self._items[self._head:]
            self._head = 0

    def __len__(self):
        return len(self._items) - self._head

    def __bool__(self):
        return len(self._items) > self._head

    def append(self, x):
        '''Add an element to the right side of the deque.'''
        self._items.append(x)
        if self._maxlen is not None and len(self._items) - self._head > self._maxlen:
            self.popleft()

    def appendleft(self, x):
        '''Add an element to the left side of the deque.'''
        if self._head == 0:
            grow = max(8, len(self._items))
            self._items[0:0] = [None] * grow
            self._head = grow
        self._head -= 1
        self._items[self._head] = x
        if self._maxlen is not None and len(self._items) - self._head > self._maxlen:
            self._items.pop()

    def pop(self):
        '''Remove and return the rightmost element.'''
        if len(self._items) <= self._head:
            raise IndexError('pop from an empty deque')
        x = self._items.pop()
        if len(self._items) == self._head:
            self._items = []
            self._head = 0
        return x

    def popleft(self):
        '''Remove and return the leftmost element.'''
        if len(self._items) <= self._head:
            raise IndexError('pop from an empty deque')
        x = self._items[self._head]
        self._items[self._head] = None
        self._head += 1
        if self._head == len(self._items):
            self._items = []
            self._head = 0
        else:
            self._compact()
        return x

    def extend(self, iterable):
        '''Extend the right side of the deque with elements from the iterable'''
        if iterable is self:
            iterable = list(iterable)
        maxlen = self._maxlen
        if maxlen == 0:
            for _ in iterable:
                pass
            return
        # Trimmed as it goes (an endless iterable keeps maxlen items, not all of them) and
        # also when the iterable fails part way.
        items = self._items
        limit = None if maxlen is None else 2 * maxlen + 64
        try:
            for x in iterable:
                items.append(x)
                if limit is not None and len(items) - self._head > limit:
                    self._trim()
                    items = self._items
        finally:
            self._trim()

    def _trim(self):
        maxlen = self._maxlen
        if maxlen is not None and len(self._items) - self._head > maxlen:
            self._items = self._items[len(self._items) - maxlen:]
            self._head = 0

    def extendleft(self, iterable):
        '''Extend the left side of the deque with elements from the iterable'''
        if iterable is self:
            iterable = list(iterable)
        for x in iterable:
            self.appendleft(x)

    def clear(self):
        '''Remove all elements from the deque.'''
        self._items = []
        self._head = 0

    def copy(self):
        '''Return a shallow copy of a deque.'''
        if type(self) is deque:
            return deque(self, self._maxlen)
        if self._maxlen is None:
            return type(self)(self)
        return type(self)(self, self._maxlen)

    __copy__ = copy

    # The searches compare in place, like CPython's: a comparison that changes the deque
    # (its list, head or length) stops them with CPython's error.
    def _changed(self, items, head, n):
        return self._items is not items or self._head != head or len(items) != n

    def count(self, value):
        '''Return number of occurrences of value.'''
        items = self._items
        head = self._head
        n = len(items)
        found = 0
        for i in range(head, n):
            v = items[i]
            if v is value or v == value:
                found += 1
            if self._changed(items, head, n):
                raise RuntimeError('deque mutated during iteration')
        return found

    def index(self, value, start=0, stop=None):
        '''Return first index of value. Raises ValueError if the value is not present.'''
        items = self._items
        head = self._head
        n = len(items) - head
        if stop is None:
            stop = n
        if start < 0:
            start = max(start + n, 0)
        if stop < 0:
            stop = max(stop + n, 0)
        total = len(items)
        for i in range(start, min(stop, n)):
            v = items[head + i]
            if v is value or v == value:
                return i
            if self._changed(items, head, total):
                raise RuntimeError('deque mutated during iteration')
        raise ValueError(f'{value!r} is not in deque')

    def insert(self, index, value):
        '''Insert value before index.'''
        index = _deque_ssize(index)
        if self._maxlen is not None and len(self) >= self._maxlen:
            raise IndexError('deque already at its maximum size')
        items = self._items[self._head:]
        items.insert(index, value)
        self._items = items
        self._head = 0

    def remove(self, value):
        '''Remove first occurrence of value.'''
        items = self._items
        head = self._head
        n = len(items)
        for i in range(head, n):
            v = items[i]
            equal = v is value or v == value
            if self._changed(items, head, n):
                raise IndexError('deque mutated during iteration')
            if equal:
                del items[i]
                return
        raise ValueError(f'{value!r} is not in deque')

    def reverse(self):
        '''Reverse *IN PLACE*.'''
        items = self._items[self._head:]
        items.reverse()
        self._items = items
        self._head = 0

    def rotate(self, n=1):
        '''Rotate the deque n steps to the right (default n=1).  If n is negative, rotates left.'''
        n = _deque_ssize(n)
        size = len(self)
        if size <= 1:
            return
        n %= size
        if n == 0:
            return
        items = self._items[self._head:]
        self._items = items[-n:] + items[:-n]
        self._head = 0

    def _index(self, i):
        if not isinstance(i, int):
            if hasattr(i, '__index__'):
                i = i.__index__()
            else:
                raise TypeError(f'sequence index must be integer, not {type(i).__name__!r}')
        if not -9223372036854775808 <= i <= 9223372036854775807:
            raise IndexError(f"cannot fit '{type(i).__name__}' into an index-sized integer")
        n = len(self)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError('deque index out of range')
        return self._head + i

    def __getitem__(self, i):
        return self._items[self._index(i)]

    def __setitem__(self, i, value):
        self._items[self._index(i)] = value

    def __delitem__(self, i):
        del self._items[self._index(i)]

    def __iter__(self):
        return iter(self._items[self._head:])

    def __reversed__(self):
        return reversed(self._items[self._head:])

    def __contains__(self, value):
        items = self._items
        head = self._head
        n = len(items)
        for i in range(head, n):
            v = items[i]
            if v is value or v == value:
                return True
            if self._changed(items, head, n):
                raise RuntimeError('deque mutated during iteration')
        return False

    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return '[...]'
        _repr_running.add(key)
        try:
            items = repr(self._items[self._head:])
        finally:
            _repr_running.discard(key)
        if self._maxlen is None:
            return f'{type(self).__name__}({items})'
        return f'{type(self).__name__}({items}, maxlen={self._maxlen})'

    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items[self._head:] == other._items[other._head:]

    def __ne__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items[self._head:] != other._items[other._head:]

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items[self._head:] < other._items[other._head:]

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items[self._head:] <= other._items[other._head:]

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items[self._head:] > other._items[other._head:]

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items[self._head:] >= other._items[other._head:]

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError(f'can only concatenate deque (not "{type(other).__name__}") to deque')
        new = self.copy()
        new.extend(other)
        return new

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        new = self.copy()
        new *= n
        return new

    __rmul__ = __mul__

    def __imul__(self, n):
        if not isinstance(n, int):
            raise TypeError(f"can't multiply sequence by non-int of type '{type(n).__name__}'")
        items = self._items[self._head:]
        self._items = []
        self._head = 0
        if n > 0:
            self.extend(items * n)
        return self

    def __class_getitem__(cls, item):
        return cls


_abc = _sandpy_abc_if_loaded()
if _abc is not None:
    _abc.MutableSequence.register(deque)
del _abc
