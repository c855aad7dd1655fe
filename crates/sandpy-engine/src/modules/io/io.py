"""In-memory streams (sandpy): StringIO and BytesIO, and the IOBase class family.

sandpy has no files: open(), FileIO and the buffered/text wrappers over OS streams do not
exist. The StringIO/BytesIO methods are natives (_sio_* / _bio_*) keeping the buffer and
the position in the instance (see mod.rs).
"""

__all__ = ['BufferedIOBase', 'BytesIO', 'DEFAULT_BUFFER_SIZE', 'IOBase', 'RawIOBase',
           'SEEK_CUR', 'SEEK_END', 'SEEK_SET', 'StringIO', 'TextIOBase', 'UnsupportedOperation']

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192


class UnsupportedOperation(OSError, ValueError):
    pass


def _unsupported(name):
    raise UnsupportedOperation(name)


class IOBase:
    """The abstract base class of all I/O classes."""

    def _checkClosed(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    @property
    def closed(self):
        return getattr(self, '_iobase_closed', False)

    def close(self):
        if not self.closed:
            try:
                self.flush()
            finally:
                self._iobase_closed = True

    def flush(self):
        self._checkClosed()

    def seek(self, pos, whence=0):
        _unsupported('seek')

    def tell(self):
        return self.seek(0, 1)

    def truncate(self, pos=None):
        _unsupported('truncate')

    def fileno(self):
        _unsupported('fileno')

    def isatty(self):
        self._checkClosed()
        return False

    def readable(self):
        return False

    def writable(self):
        return False

    def seekable(self):
        return False

    def __enter__(self):
        self._checkClosed()
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        self._checkClosed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readline(self, size=-1):
        self._checkClosed()
        out = []
        n = 0
        while size is None or size < 0 or n < size:
            c = self.read(1)
            if not c:
                break
            out.append(c)
            n += 1
            if c in ('\n', b'\n'):
                break
        if out and isinstance(out[0], bytes):
            return b''.join(out)
        return ''.join(out)

    def readlines(self, hint=None):
        if hint is None or hint <= 0:
            return list(self)
        lines = []
        n = 0
        for line in self:
            lines.append(line)
            n += len(line)
            if n >= hint:
                break
        return lines

    def writelines(self, lines):
        self._checkClosed()
        for line in lines:
            self.write(line)


class RawIOBase(IOBase):
    """Base class for raw binary I/O."""


class BufferedIOBase(IOBase):
    """Base class for buffered binary I/O."""

    def detach(self):
        _unsupported('detach')


class TextIOBase(IOBase):
    """Base class for text I/O."""
    encoding = None
    errors = None
    newlines = None

    def detach(self):
        _unsupported('detach')

    def read(self, size=-1):
        _unsupported('read')

    def write(self, s):
        _unsupported('write')


class StringIO(TextIOBase):
    """Text I/O implementation using an in-memory buffer."""
    __module__ = '_io'
    __init__ = _sio_init
    read = _sio_read
    readline = _sio_readline
    readlines = _sio_readlines
    write = _sio_write
    writelines = _sio_writelines
    seek = _sio_seek
    tell = _sio_tell
    truncate = _sio_truncate
    getvalue = _sio_getvalue
    close = _sio_close
    closed = property(_sio_closed)
    newlines = property(_sio_newlines)
    line_buffering = False
    readable = _sio_readable
    writable = _sio_readable
    seekable = _sio_readable
    __next__ = _sio_next

    def flush(self):
        return None


class BytesIO(BufferedIOBase):
    """Buffered I/O implementation using an in-memory bytes buffer."""
    __module__ = '_io'
    __init__ = _bio_init
    read = _bio_read
    read1 = _bio_read1
    readline = _bio_readline
    readlines = _bio_readlines
    readinto = _bio_readinto
    readinto1 = _bio_readinto
    write = _bio_write
    writelines = _bio_writelines
    seek = _bio_seek
    tell = _bio_tell
    truncate = _bio_truncate
    getvalue = _bio_getvalue
    close = _bio_close
    closed = property(_bio_closed)
    readable = _bio_readable
    writable = _bio_readable
    seekable = _bio_readable
    flush = _bio_flush
    isatty = _bio_isatty
    __next__ = _bio_next

    def __iter__(self):
        return self
