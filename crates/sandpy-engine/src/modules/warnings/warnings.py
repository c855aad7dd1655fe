"""Python part of the warnings subsystem (sandpy).

Same filters, actions, registries and hooks as CPython 3.11. Differences: the default
showwarning() writes to the run's output (sandpy has no stderr; see
docs/limitations/warnings.md); message/module filter patterns use `re` when the engine
provides it, else a small matcher for literal text with `.`, `*`, `+`, `?` and `\\` escapes.
"""

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings",
           "simplefilter", "resetwarnings", "catch_warnings"]


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Hook to write a warning to a file; replace if you like."""
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


def formatwarning(message, category, filename, lineno, line=None):
    """Function to format a warning the standard way."""
    return _formatwarnmsg_impl(WarningMessage(message, category, filename, lineno, None, line))


def _showwarnmsg_impl(msg):
    text = _formatwarnmsg(msg)
    if msg.file is None:
        _write_stderr(text)
    else:
        try:
            msg.file.write(text)
        except OSError:
            pass


def _formatwarnmsg_impl(msg):
    text = f"{msg.filename}:{msg.lineno}: {msg.category.__name__}: {msg.message}\n"
    line = msg.line
    if line is None:
        line = _getline(msg.filename, msg.lineno)
    if line:
        text += "  %s\n" % line.strip()
    return text


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _showwarnmsg(msg):
    hook = showwarning
    if hook is not _showwarning_orig:
        if not callable(hook):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        hook(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
        return
    _showwarnmsg_impl(msg)


def _formatwarnmsg(msg):
    if formatwarning is not _formatwarning_orig:
        return formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    return _formatwarnmsg_impl(msg)


_ACTIONS = ("error", "ignore", "always", "default", "module", "once")


class _Pattern:
    """Stand-in for a compiled regex when the engine has no `re` module (match() only)."""

    def __init__(self, pattern, ignorecase):
        self.pattern = pattern
        self._nocase = ignorecase
        atoms = []
        i = 0
        while i < len(pattern):
            c = pattern[i]
            if c == '\\' and i + 1 < len(pattern):
                i += 1
                c = pattern[i]
                atom = ('class', c) if c in 'dwsDWS' else ('lit', c)
            elif c == '.':
                atom = ('any', None)
            elif c == '$' and i == len(pattern) - 1:
                atom = ('end', None)
            else:
                atom = ('lit', c)
            i += 1
            quant = None
            if i < len(pattern) and pattern[i] in '*+?':
                quant = pattern[i]
                i += 1
            atoms.append((atom, quant))
        self._atoms = atoms

    def __repr__(self):
        if self._nocase:
            return "re.compile(%r, re.IGNORECASE)" % (self.pattern,)
        return "re.compile(%r)" % (self.pattern,)

    def _one(self, atom, ch):
        kind, value = atom
        if kind == 'any':
            return ch != '\n'
        if kind == 'lit':
            return ch == value or (self._nocase and ch.lower() == value.lower())
        if kind == 'class':
            hit = ch.isdigit() if value in 'dD' else ch.isspace() if value in 'sS' else (ch.isalnum() or ch == '_')
            return hit != value.isupper()
        return False

    def _at(self, k, text, pos):
        if k == len(self._atoms):
            return True
        atom, quant = self._atoms[k]
        if atom[0] == 'end':
            return pos == len(text) or (pos == len(text) - 1 and text[pos] == '\n')
        if quant is None:
            return pos < len(text) and self._one(atom, text[pos]) and self._at(k + 1, text, pos + 1)
        low = 1 if quant == '+' else 0
        high = pos
        while high < len(text) and self._one(atom, text[high]) and (quant != '?' or high == pos):
            high += 1
        for end in range(high, pos + low - 1, -1):
            if self._at(k + 1, text, end):
                return True
        return False

    def match(self, text):
        return self._at(0, text, 0)


def _compile(pattern, ignorecase):
    try:
        import re
    except ImportError:
        return _Pattern(pattern, ignorecase)
    return re.compile(pattern, re.I) if ignorecase else re.compile(pattern)


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    """Insert an entry into the list of warnings filters (at the front)."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    _add_filter(action, _compile(message, True) if message else None, category,
                _compile(module, False) if module else None, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Insert a simple entry into the list of warnings filters (at the front)."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    if append:
        if item not in filters:
            filters.append(item)
    else:
        if item in filters:
            filters.remove(item)
        filters.insert(0, item)
    _filters_mutated()


def resetwarnings():
    """Clear the list of warning filters, so that no filters are active."""
    filters[:] = []
    _filters_mutated()


_filters_version = 1


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text)


def warn(message, category=None, stacklevel=1, source=None):
    """Issue a warning, or maybe ignore it or raise an exception."""
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '{:s}'".format(type(category).__name__))
    filename, lineno, module, registry = _caller(stacklevel)
    warn_explicit(message, category, filename, lineno, module, registry, None, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get('version', 0) != _filters_version:
        registry.clear()
        registry['version'] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if (_matches(msg, text) and issubclass(category, cat) and _matches(mod, module)
                and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == "always":
        pass
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    else:
        raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %s" % (action, item))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, None, None, source))


class WarningMessage(object):

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


class catch_warnings(object):
    """A context manager that copies and restores the warnings filter upon exiting the context.

    With record=True, warnings are appended (as WarningMessage objects) to the list
    returned by __enter__ instead of being shown.
    """

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0,
                 append=False):
        self._record = record
        self._module = _this_module() if module is None else module
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not _this_module():
            args.append("module=%r" % self._module)
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        mod = self._module
        self._filters = mod.filters
        mod.filters = self._filters[:]
        mod._filters_mutated()
        self._showwarning = mod.showwarning
        self._showwarnmsg_impl = mod._showwarnmsg_impl
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            mod._showwarnmsg_impl = log.append
            mod.showwarning = mod._showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        mod = self._module
        mod.filters = self._filters
        mod._filters_mutated()
        mod.showwarning = self._showwarning
        mod._showwarnmsg_impl = self._showwarnmsg_impl


defaultaction = "default"
onceregistry = {}
filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
