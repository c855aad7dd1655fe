"""OS routines (sandpy: a walled stand-in holding nothing of the host).

The file system is one empty, read-only directory, '/', which is also the working
directory; the environment starts empty (the code may fill it); functions that would run
processes, touch files or describe the host are refused when read.
"""

path = _sandpy_path()
del _sandpy_path

name = 'posix'
sep = '/'
altsep = None
extsep = '.'
pathsep = ':'
curdir = '.'
pardir = '..'
defpath = '/bin:/usr/bin'
devnull = '/dev/null'
linesep = '\n'

F_OK = 0
R_OK = 4
W_OK = 2
X_OK = 1
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2

error = OSError
environ = {}


def fspath(p):
    """Return the file system path representation of the object."""
    if isinstance(p, (str, bytes)):
        return p
    method = getattr(type(p), '__fspath__', None)
    if method is None:
        raise TypeError('expected str, bytes or os.PathLike object, not ' + type(p).__name__)
    result = method(p)
    if isinstance(result, (str, bytes)):
        return result
    raise TypeError('expected {}.__fspath__() to return str or bytes, not {}'.format(
        type(p).__name__, type(result).__name__))


def getcwd():
    """Return a unicode string representing the current working directory ('/')."""
    return '/'


def getcwdb():
    """Return a bytes string representing the current working directory (b'/')."""
    return b'/'


def getenv(key, default=None):
    """Get an environment variable, return None if it doesn't exist."""
    return environ.get(key, default)


def _missing(p):
    return FileNotFoundError(2, 'No such file or directory', p)


def listdir(p='.'):
    """Return a list containing the names of the files in the directory (always empty)."""
    p = fspath(p)
    if p and path.abspath(p) == '/':
        return []
    raise _missing(p)


class _ScandirIterator:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopIteration

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


def scandir(p='.'):
    """Return an iterator of DirEntry objects for the directory (always empty)."""
    listdir(p)
    return _ScandirIterator()


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Directory tree generator (the only directory is '/', and it is empty)."""
    try:
        listdir(top)
    except OSError as e:
        if onerror is not None:
            onerror(e)
        return
    yield top, [], []


def access(p, mode, *, dir_fd=None, effective_ids=False, follow_symlinks=True):
    """Use the real uid/gid to test for access to a path (the directory '/' is read-only)."""
    return path.exists(p) and not (mode & W_OK)


def cpu_count():
    """Return the number of CPUs the code may use (one: sandpy runs a single thread)."""
    return 1


def get_exec_path(env=None):
    """Returns the sequence of directories that will be searched for executables (none)."""
    return []


def strerror(code):
    """Translate an error code to a message string."""
    messages = {1: 'Operation not permitted', 2: 'No such file or directory', 13: 'Permission denied',
                17: 'File exists', 20: 'Not a directory', 21: 'Is a directory', 22: 'Invalid argument',
                30: 'Read-only file system'}
    return messages.get(code, 'Unknown error ' + str(code))
