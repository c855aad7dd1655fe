"""Support for regular expressions (RE).

sandpy's re: the classes live here; parsing, matching and substitution are native.
"""

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split",
    "findall", "finditer", "compile", "purge", "template", "escape",
    "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
    "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE",
    "UNICODE", "NOFLAG", "RegexFlag",
]

__version__ = "2.2.1"


class error(Exception):
    """Exception raised for invalid regular expressions.

    Attributes: msg (the unformatted message), pattern, pos (may be None),
    lineno and colno (None without a position).
    """

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        self.lineno = self.colno = None
        text = msg
        if pattern is not None and pos is not None:
            text = f"{msg} at position {pos}"
            newline = "\n" if isinstance(pattern, str) else b"\n"
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                text = f"{text} (line {self.lineno}, column {self.colno})"
        super().__init__(text)


# Names in the order CPython's flag repr lists them.
_FLAG_NAMES = (
    ("ASCII", 256), ("IGNORECASE", 2), ("LOCALE", 4), ("UNICODE", 32),
    ("MULTILINE", 8), ("DOTALL", 16), ("VERBOSE", 64), ("TEMPLATE", 1), ("DEBUG", 128),
)


def _flag_parts(value):
    parts = []
    for name, bit in _FLAG_NAMES:
        if value & bit:
            parts.append(name)
            value &= ~bit
    return parts, value


class RegexFlag(int):
    """The flags of re (an int subclass; | & ^ ~ keep the type)."""

    def __repr__(self):
        value = int(self)
        if value == 0:
            return "re.NOFLAG"
        parts, rest = _flag_parts(value)
        if not parts:
            return f"re.RegexFlag({value})"
        text = "|".join("re." + p for p in parts)
        if rest:
            text += "|" + hex(rest)
        return text

    __str__ = __repr__

    def __format__(self, spec):
        return repr(self) if not spec else format(int(self), spec)

    def __or__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) | int(other))
        return NotImplemented

    def __and__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) & int(other))
        return NotImplemented

    def __xor__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) ^ int(other))
        return NotImplemented

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(~int(self) & 511)

    @property
    def value(self):
        return int(self)

    @property
    def name(self):
        value = int(self)
        if value == 0:
            return "NOFLAG"
        parts, rest = _flag_parts(value)
        if rest or not parts:
            return None
        return "|".join(parts)


NOFLAG = RegexFlag(0)
A = ASCII = RegexFlag(256)
I = IGNORECASE = RegexFlag(2)
L = LOCALE = RegexFlag(4)
U = UNICODE = RegexFlag(32)
M = MULTILINE = RegexFlag(8)
S = DOTALL = RegexFlag(16)
X = VERBOSE = RegexFlag(64)
T = TEMPLATE = RegexFlag(1)
DEBUG = RegexFlag(128)
for _name, _flag in (("NOFLAG", NOFLAG), ("ASCII", A), ("A", A), ("IGNORECASE", I), ("I", I), ("LOCALE", L), ("L", L),
                     ("UNICODE", U), ("U", U), ("MULTILINE", M), ("M", M), ("DOTALL", S), ("S", S), ("VERBOSE", X),
                     ("X", X), ("TEMPLATE", T), ("T", T), ("DEBUG", DEBUG)):
    setattr(RegexFlag, _name, _flag)
del _name, _flag


class Pattern:
    """Compiled regular expression object."""
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 're.Pattern' instances")

    search = _P_search
    match = _P_match
    fullmatch = _P_fullmatch
    findall = _P_findall
    finditer = _P_finditer
    sub = _P_sub
    subn = _P_subn
    split = _P_split
    pattern = property(_P_pattern)
    flags = property(_P_flags)
    groups = property(_P_groups)
    groupindex = property(_P_groupindex)

    def __copy__(self):
        return self

    def __eq__(self, other):
        return _P_eq(self, other)

    def __hash__(self):
        return _P_hash(self)

    def __deepcopy__(self, memo):
        return self

    def __class_getitem__(cls, item):
        return cls

    def __contains__(self, item):
        raise TypeError("argument of type 're.Pattern' is not iterable")

    def __repr__(self):
        return _P_repr(self)


class Match:
    """The result of a successful match."""
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 're.Match' instances")

    group = _M_group
    groups = _M_groups
    groupdict = _M_groupdict
    start = _M_start
    end = _M_end
    span = _M_span
    expand = _M_expand
    lastindex = property(_M_lastindex)
    lastgroup = property(_M_lastgroup)
    regs = property(_M_regs)
    string = property(_M_string)
    re = property(_M_re)
    pos = property(_M_pos)
    endpos = property(_M_endpos)

    def __copy__(self):
        return self

    def __iter__(self):
        raise TypeError("'re.Match' object is not iterable")

    def __contains__(self, item):
        raise TypeError("argument of type 're.Match' is not iterable")

    def __deepcopy__(self, memo):
        return self

    def __class_getitem__(cls, item):
        return cls

    def __getitem__(self, *args, **kwargs):
        # A slot wrapper in CPython: its argument errors are the wrapper's.
        return _M_getitem(self, *args, **kwargs)

    def __repr__(self):
        return _M_repr(self)


def template(pattern, flags=0):
    "Compile a template pattern, returning a Pattern object, deprecated"
    _sandpy_warnings().warn("The re.template() function is deprecated "
                     "as it is an undocumented function "
                     "without an obvious purpose. "
                     "Use re.compile() instead.",
                     DeprecationWarning)
    return compile(pattern, flags | T)


class Scanner:
    """A lexer over a lexicon of (pattern, action) pairs (undocumented, as in CPython).

    The phrases are tried as one alternation, each in a group of its own; the group that
    matched (the match's lastindex) picks the action.
    """

    def __init__(self, lexicon, flags=0):
        self.lexicon = lexicon
        parts = []
        self._actions = {}
        group = 1
        for index, (phrase, action) in enumerate(lexicon):
            parts.append("(" + phrase + ")")
            self._actions[group] = index
            group += 1 + compile(phrase, flags).groups
        self.scanner = compile("|".join(parts), flags)

    def scan(self, string):
        result = []
        append = result.append
        match = self.scanner.match
        i = 0
        while True:
            m = match(string, i)
            if not m:
                break
            j = m.end()
            if i == j:
                break
            action = self.lexicon[self._actions[m.lastindex]][1]
            if callable(action):
                self.match = m
                action = action(self, m.group())
            if action is not None:
                append(action)
            i = j
        return result, string[i:]


_sandpy_types = (Pattern, Match, error)
