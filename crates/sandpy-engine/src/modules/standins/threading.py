"""Thread synchronisation primitives (sandpy: one thread runs the code; locks and events
work for it, a blocking wait that no other thread could end returns at once, and new
threads cannot start)."""

TIMEOUT_MAX = 9223372036.0


class Lock:
    """A primitive lock (sandpy: acquiring a held lock would wait forever; it fails at once)."""

    def __init__(self):
        self._locked = False

    def acquire(self, blocking=True, timeout=-1):
        if self._locked:
            return False
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError('release unlocked lock')
        self._locked = False

    def locked(self):
        return self._locked

    def __enter__(self):
        return self.acquire()

    def __exit__(self, *args):
        self.release()

    def __repr__(self):
        return '<{} _thread.lock object>'.format('locked' if self._locked else 'unlocked')


class RLock:
    """A reentrant lock."""

    def __init__(self):
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        self._count += 1
        return True

    def release(self):
        if self._count == 0:
            raise RuntimeError('cannot release un-acquired lock')
        self._count -= 1

    def __enter__(self):
        return self.acquire()

    def __exit__(self, *args):
        self.release()


class Event:
    """A flag; wait() returns the flag at once (no other thread could set it)."""

    def __init__(self):
        self._flag = False

    def is_set(self):
        return self._flag

    def set(self):
        self._flag = True

    def clear(self):
        self._flag = False

    def wait(self, timeout=None):
        return self._flag


class Semaphore:
    """A counter; acquire() fails at once when it is zero (no other thread could release)."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError('semaphore initial value must be >= 0')
        self._value = value

    def acquire(self, blocking=True, timeout=None):
        if self._value == 0:
            return False
        self._value -= 1
        return True

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        self._value += n

    def __enter__(self):
        return self.acquire()

    def __exit__(self, *args):
        self.release()


class local:
    """Thread-local data (one thread: plain attributes)."""


class _MainThread:
    name = 'MainThread'
    ident = 1
    native_id = 1
    daemon = False

    def is_alive(self):
        return True

    def getName(self):
        return self.name

    def __repr__(self):
        return '<_MainThread(MainThread, started 1)>'


_main = _MainThread()


def current_thread():
    return _main


def main_thread():
    return _main


def get_ident():
    return 1


def get_native_id():
    return 1


def active_count():
    return 1


def enumerate():
    return [_main]
