"""Common operations on POSIX pathnames (sandpy: the path arithmetic of CPython's
posixpath; the file system is one empty, read-only directory, '/')."""

sep = '/'
altsep = None
extsep = '.'
pathsep = ':'
curdir = '.'
pardir = '..'
defpath = '/bin:/usr/bin'
devnull = '/dev/null'
supports_unicode_filenames = False


def _text(p, fname=None):
    if isinstance(p, str):
        return p
    method = getattr(type(p), '__fspath__', None)
    if method is not None:
        result = method(p)
        if isinstance(result, str):
            return result
    if fname is None:
        raise TypeError('expected str, bytes or os.PathLike object, not ' + type(p).__name__)
    raise TypeError("{}() argument must be str, bytes, or os.PathLike object, not '{}'".format(fname, type(p).__name__))


def normcase(s):
    """Normalize case of pathname. Has no effect under Posix."""
    return _text(s)


def isabs(s):
    """Test whether a path is absolute."""
    return _text(s).startswith('/')


def join(a, *p):
    """Join two or more pathname components, inserting '/' as needed."""
    path = _text(a, 'join')
    for b in p:
        b = _text(b, 'join')
        if b.startswith('/'):
            path = b
        elif not path or path.endswith('/'):
            path += b
        else:
            path += '/' + b
    return path


def split(p):
    """Split a pathname into a tuple (head, tail): tail is everything after the final slash."""
    p = _text(p)
    i = p.rfind('/') + 1
    head, tail = p[:i], p[i:]
    if head and head != '/' * len(head):
        head = head.rstrip('/')
    return head, tail


def splitext(p):
    """Split the extension from a pathname: (root, ext), ext may be empty."""
    p = _text(p)
    sep_index = p.rfind('/')
    dot_index = p.rfind('.')
    if dot_index > sep_index:
        i = sep_index + 1
        while i < dot_index:
            if p[i] != '.':
                return p[:dot_index], p[dot_index:]
            i += 1
    return p, ''


def splitdrive(p):
    """Split a pathname into drive and path (the drive is always empty on Posix)."""
    return '', _text(p)


def basename(p):
    """Returns the final component of a pathname."""
    p = _text(p)
    return p[p.rfind('/') + 1:]


def dirname(p):
    """Returns the directory component of a pathname."""
    p = _text(p)
    i = p.rfind('/') + 1
    head = p[:i]
    if head and head != '/' * len(head):
        head = head.rstrip('/')
    return head


def normpath(path):
    """Normalize path, eliminating double slashes, etc."""
    path = _text(path)
    if not path:
        return '.'
    if path.startswith('//') and not path.startswith('///'):
        initial = 2
    elif path.startswith('/'):
        initial = 1
    else:
        initial = 0
    parts = []
    for comp in path.split('/'):
        if comp in ('', '.'):
            continue
        if comp != '..' or (not initial and not parts) or (parts and parts[-1] == '..'):
            parts.append(comp)
        elif parts:
            parts.pop()
    path = '/' * initial + '/'.join(parts)
    return path or '.'


def abspath(path):
    """Return an absolute path (the working directory is '/')."""
    path = _text(path)
    if not path.startswith('/'):
        path = join('/', path)
    return normpath(path)


def realpath(filename, *, strict=False):
    """Return the canonical path of the specified filename (there are no symbolic links)."""
    return abspath(filename)


def relpath(path, start=None):
    """Return a relative version of a path."""
    if not path:
        raise ValueError('no path specified')
    path = _text(path)
    start = curdir if start is None else _text(start)
    start_list = [x for x in abspath(start).split('/') if x]
    path_list = [x for x in abspath(path).split('/') if x]
    i = len(commonprefix([start_list, path_list]))
    rel_list = [pardir] * (len(start_list) - i) + path_list[i:]
    if not rel_list:
        return curdir
    return join(*rel_list)


def commonprefix(m):
    """Given a list of pathnames, returns the longest common leading component."""
    if not m:
        return ''
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    """Given a sequence of path names, returns the longest common sub-path."""
    paths = [_text(p) for p in paths]
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    kinds = set(p.startswith('/') for p in paths)
    if len(kinds) != 1:
        raise ValueError("Can't mix absolute and relative paths")
    absolute = kinds.pop()
    split_paths = [[c for c in p.split('/') if c and c != '.'] for p in paths]
    s1 = min(split_paths)
    s2 = max(split_paths)
    common = s1
    for i, c in enumerate(s1):
        if c != s2[i]:
            common = s1[:i]
            break
    return ('/' if absolute else '') + '/'.join(common)


def expanduser(path):
    """Expand ~ to the HOME environment variable (unchanged when HOME is not set)."""
    path = _text(path)
    if not path.startswith('~'):
        return path
    i = path.find('/', 1)
    if i < 0:
        i = len(path)
    if i != 1:
        return path
    home = _sandpy_os().environ.get('HOME')
    if home is None:
        return path
    home = home.rstrip('/')
    return (home + path[i:]) or '/'


def expandvars(path):
    """Expand shell variables of form $var and ${var}; unknown variables are left unchanged."""
    path = _text(path)
    if '$' not in path:
        return path
    environ = _sandpy_os().environ
    out = []
    i = 0
    n = len(path)
    while i < n:
        c = path[i]
        if c != '$':
            out.append(c)
            i += 1
            continue
        if i + 1 < n and path[i + 1] == '{':
            end = path.find('}', i + 2)
            name = path[i + 2:end] if end >= 0 else ''
            if end < 0 or not name or not all(ch.isalnum() or ch in '_-' for ch in name):
                out.append(c)
                i += 1
                continue
            whole = path[i:end + 1]
            i = end + 1
        else:
            j = i + 1
            while j < n and (path[j].isalnum() or path[j] in '_-'):
                j += 1
            name = path[i + 1:j]
            if not name:
                out.append(c)
                i += 1
                continue
            whole = path[i:j]
            i = j
        out.append(environ.get(name, whole))
    return ''.join(out)


def exists(path):
    """Test whether a path exists (only the directory '/' does)."""
    try:
        path = _text(path)
    except TypeError:
        return False
    return bool(path) and abspath(path) == '/'


lexists = exists
isdir = exists


def isfile(path):
    """Test whether a path is a regular file (there are none)."""
    return False


def islink(path):
    """Test whether a path is a symbolic link (there are none)."""
    return False


def ismount(path):
    """Test whether a path is a mount point ('/' is)."""
    return exists(path)


def getsize(filename):
    """Return the size of a file (there are no files; the directory '/' is empty)."""
    if exists(filename):
        return 0
    raise FileNotFoundError(2, 'No such file or directory', filename)
