"""UUID objects (RFC 4122) for sandpy: the UUID class, uuid1/3/4/5, the namespaces.

uuid4() and the random parts of uuid1() come from the host's entropy hook; uuid1() reads
the host's wall clock and uses a random multicast node id instead of a MAC address
(no network interfaces are visible in the sandbox).
"""

RESERVED_NCS, RFC_4122, RESERVED_MICROSOFT, RESERVED_FUTURE = [
    'reserved for NCS compatibility', 'specified in RFC 4122',
    'reserved for Microsoft compatibility', 'reserved for future definition']

int_ = int
bytes_ = bytes


class SafeUUID:
    """Whether a UUID was generated in a multiprocessing-safe way (an Enum in CPython)."""
    __slots__ = ('_name_', '_value_')

    def __new__(cls, value):
        for member in (cls.safe, cls.unsafe, cls.unknown):
            if member._value_ == value:
                return member
        raise ValueError('%r is not a valid SafeUUID' % (value,))

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_

    def __repr__(self):
        return '<SafeUUID.%s: %r>' % (self._name_, self._value_)

    def __str__(self):
        return 'SafeUUID.' + self._name_

    def __reduce__(self):
        return SafeUUID, (self._value_,)


def _safe_member(name, value):
    m = object.__new__(SafeUUID)
    object.__setattr__(m, '_name_', name)
    object.__setattr__(m, '_value_', value)
    return m


SafeUUID.safe = _safe_member('safe', 0)
SafeUUID.unsafe = _safe_member('unsafe', -1)
SafeUUID.unknown = _safe_member('unknown', None)


def _check_field(value, index, bits):
    if not 0 <= value < 1 << bits:
        need = 'an 8-bit' if bits == 8 else 'a %d-bit' % bits
        raise ValueError('field %d out of range (need %s value)' % (index, need))


class UUID:
    """A universally unique identifier, stored as a 128-bit int."""
    __slots__ = ('int', 'is_safe', '__weakref__')

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None,
                 int=None, version=None, *, is_safe=SafeUUID.unknown):
        given = [hex, bytes, bytes_le, fields, int].count(None)
        if given != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, '
                            'or int arguments must be given')
        if hex is not None:
            hex = hex.replace('urn:', '').replace('uuid:', '')
            hex = hex.strip('{}').replace('-', '')
            if len(hex) != 32:
                raise ValueError('badly formed hexadecimal UUID string')
            int = int_(hex, 16)
        if bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError('bytes_le is not a 16-char string')
            bytes = (bytes_le[3::-1] + bytes_le[5:3:-1] + bytes_le[7:5:-1] + bytes_le[8:])
        if bytes is not None:
            if len(bytes) != 16:
                raise ValueError('bytes is not a 16-char string')
            int = int_.from_bytes(bytes, 'big')
        if fields is not None:
            if len(fields) != 6:
                raise ValueError('fields is not a 6-tuple')
            time_low, time_mid, time_hi_version, seq_hi, seq_low, node = fields
            for i, (v, bits) in enumerate(((time_low, 32), (time_mid, 16), (time_hi_version, 16),
                                           (seq_hi, 8), (seq_low, 8), (node, 48))):
                _check_field(v, i + 1, bits)
            clock_seq = (seq_hi << 8) | seq_low
            int = ((time_low << 96) | (time_mid << 80) | (time_hi_version << 64)
                   | (clock_seq << 48) | node)
        if not 0 <= int < 1 << 128:
            raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError('illegal version number')
            int = (int & ~(0xc000 << 48)) | (0x8000 << 48)
            int = (int & ~(0xf000 << 64)) | (version << 76)
        object.__setattr__(self, 'int', int)
        object.__setattr__(self, 'is_safe', is_safe)

    def __getstate__(self):
        state = {'int': self.int}
        if self.is_safe != SafeUUID.unknown:
            state['is_safe'] = self.is_safe.value
        return state

    def __setstate__(self, state):
        object.__setattr__(self, 'int', state['int'])
        object.__setattr__(self, 'is_safe', SafeUUID(state['is_safe']) if 'is_safe' in state else SafeUUID.unknown)

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return '%s(%r)' % (self.__class__.__name__, str(self))

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    def __str__(self):
        h = '%032x' % self.int
        return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])

    @property
    def bytes(self):
        return self.int.to_bytes(16, 'big')

    @property
    def bytes_le(self):
        b = self.bytes
        return b[3::-1] + b[5:3:-1] + b[7:5:-1] + b[8:]

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version,
                self.clock_seq_hi_variant, self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xffff

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xffff

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xff

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xff

    @property
    def time(self):
        return (((self.time_hi_version & 0x0fff) << 48) | (self.time_mid << 32) | self.time_low)

    @property
    def clock_seq(self):
        return ((self.clock_seq_hi_variant & 0x3f) << 8) | self.clock_seq_low

    @property
    def node(self):
        return self.int & 0xffffffffffff

    @property
    def hex(self):
        return '%032x' % self.int

    @property
    def urn(self):
        return 'urn:uuid:' + str(self)

    @property
    def variant(self):
        if not self.int & (0x8000 << 48):
            return RESERVED_NCS
        if not self.int & (0x4000 << 48):
            return RFC_4122
        if not self.int & (0x2000 << 48):
            return RESERVED_MICROSOFT
        return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return int_((self.int >> 76) & 0xf)


_node = None


def getnode():
    """A 48-bit node id: random, with the multicast bit set (RFC 4122 section 4.5)."""
    global _node
    if _node is None:
        _node = int_.from_bytes(_urandom(6), 'big') | (1 << 40)
    return _node


_last_timestamp = None


def uuid1(node=None, clock_seq=None):
    """A UUID from the host's wall clock, a random clock sequence and node id."""
    global _last_timestamp
    timestamp = _time_ns() // 100 + 0x01b21dd213814000
    if _last_timestamp is not None and timestamp <= _last_timestamp:
        timestamp = _last_timestamp + 1
    _last_timestamp = timestamp
    if clock_seq is None:
        clock_seq = int_.from_bytes(_urandom(2), 'big') & 0x3fff
    time_low = timestamp & 0xffffffff
    time_mid = (timestamp >> 32) & 0xffff
    time_hi_version = (timestamp >> 48) & 0x0fff
    if node is None:
        node = getnode()
    return UUID(fields=(time_low, time_mid, time_hi_version,
                        (clock_seq >> 8) & 0x3f, clock_seq & 0xff, node), version=1)


def uuid3(namespace, name):
    """A UUID from the MD5 hash of a namespace UUID and a name."""
    return UUID(bytes=_md5(namespace.bytes + bytes_(name, 'utf-8'))[:16], version=3)


def uuid4():
    """A random UUID."""
    return UUID(bytes=_urandom(16), version=4)


def uuid5(namespace, name):
    """A UUID from the SHA-1 hash of a namespace UUID and a name."""
    return UUID(bytes=_sha1(namespace.bytes + bytes_(name, 'utf-8'))[:16], version=5)


NAMESPACE_DNS = UUID('6ba7b810-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_URL = UUID('6ba7b811-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_OID = UUID('6ba7b812-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_X500 = UUID('6ba7b814-9dad-11d1-80b4-00c04fd430c8')
