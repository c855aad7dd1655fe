"""System-specific parameters and functions (sandpy: a walled stand-in holding nothing of
the host: fixed constants, the session's modules under its allow-list, and the run's
output as stdout and stderr)."""


class _VersionInfo(tuple):
    def __new__(cls, values):
        return tuple.__new__(cls, values)

    major = property(lambda self: self[0])
    minor = property(lambda self: self[1])
    micro = property(lambda self: self[2])
    releaselevel = property(lambda self: self[3])
    serial = property(lambda self: self[4])

    def __repr__(self):
        return ('sys.version_info(major={!r}, minor={!r}, micro={!r}, releaselevel={!r}, serial={!r})'
                .format(*self))


version_info = _VersionInfo((3, 11, 0, 'final', 0))
version = '3.11.0 (sandpy)'
hexversion = 0x030B00F0
api_version = 1013
platform = 'linux'
byteorder = 'little'
maxsize = 9223372036854775807
maxunicode = 1114111
argv = ['']
orig_argv = []
path = []
meta_path = []
path_hooks = []
warnoptions = []
executable = ''
prefix = ''
base_prefix = ''
exec_prefix = ''
base_exec_prefix = ''
float_repr_style = 'short'
dont_write_bytecode = True


class _Output:
    """The run's output (what print() writes)."""

    def __init__(self, name):
        self.name = name

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError('write() argument must be str, not ' + type(s).__name__)
        print(s, end='')
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        pass

    def isatty(self):
        return False

    @property
    def encoding(self):
        return 'utf-8'

    def __repr__(self):
        return "<_io.TextIOWrapper name='<{}>' mode='w' encoding='utf-8'>".format(self.name)


stdout = _Output('stdout')
stderr = _Output('stderr')
__stdout__ = stdout
__stderr__ = stderr


class _Modules:
    """sys.modules: the modules this session may import (reading one loads it)."""

    def __getitem__(self, name):
        return _sandpy_module(name)

    def get(self, name, default=None):
        try:
            return _sandpy_module(name)
        except KeyError:
            return default

    def __contains__(self, name):
        return name in _sandpy_loaded()

    def keys(self):
        return list(_sandpy_loaded())

    def __iter__(self):
        return iter(_sandpy_loaded())

    def __len__(self):
        return len(_sandpy_loaded())

    def items(self):
        return [(n, _sandpy_module(n)) for n in _sandpy_loaded()]

    def values(self):
        return [_sandpy_module(n) for n in _sandpy_loaded()]

    def __repr__(self):
        return repr(dict(self.items()))


modules = _Modules()


def getdefaultencoding():
    """Return the current default encoding used by the Unicode implementation."""
    return 'utf-8'


def getfilesystemencoding():
    """Return the encoding used to convert Unicode filenames to OS filenames."""
    return 'utf-8'


def intern(string):
    """Intern the given string."""
    if type(string) is not str:
        raise TypeError('intern() argument must be str, not ' + type(string).__name__)
    return string


def exit(status=None):
    """Exit the interpreter by raising SystemExit(status)."""
    raise SystemExit(status)
