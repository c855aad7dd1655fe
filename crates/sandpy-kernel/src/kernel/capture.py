# The code's stdout and stderr: one capture, in order, cleared at each run, that keeps only
# what smolagents' truncation of the whole text keeps (the first and last characters), so
# printing gigabytes costs no memory.

import sys


def truncate(text, max_len):
    """smolagents' truncate_content: head, a marker line, tail."""
    if len(text) <= max_len:
        return text
    marker = "\n..._This content has been truncated to stay below %d characters_...\n" % max_len
    return text[: max_len // 2] + marker + text[len(text) - (max_len - max_len // 2) :]


class _Capture:
    """stdout and stderr of the code: keeps what smolagents' truncation of the whole text
    would keep (the first and last characters), whatever the code prints."""

    encoding = "utf-8"
    errors = "strict"
    newlines = None
    closed = False
    name = "<sandpy logs>"
    mode = "w"

    def __init__(self):
        self.limit = 50000
        self.buffer = _CaptureBytes(self)
        self.clear()

    def clear(self):
        self.head = []
        self.head_len = 0
        self.tail = []
        self.tail_len = 0
        self.total = 0

    def write(self, s):
        if type(s) is not str:
            if not isinstance(s, str):
                raise TypeError("write() argument must be str, not " + type(s).__name__)
            s = str.__str__(s)
        n = len(s)
        if not n:
            return 0
        self.total += n
        limit = self.limit
        if self.head_len < limit:
            take = s[: limit - self.head_len]
            self.head.append(take)
            self.head_len += len(take)
        keep = limit - limit // 2
        if n >= keep:
            # One write longer than the tail: only its end can survive.
            self.tail = [s[n - keep :]] if keep else []
            self.tail_len = keep
            return n
        self.tail.append(s)
        self.tail_len += n
        if self.tail_len > 2 * keep + 4096:
            joined = "".join(self.tail)[-keep:]
            self.tail = [joined]
            self.tail_len = len(joined)
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def text(self):
        head = "".join(self.head)
        if self.total <= self.limit:
            return head
        keep = self.limit - self.limit // 2
        tail = "".join(self.tail)[-keep:] if keep else ""
        marker = "\n..._This content has been truncated to stay below %d characters_...\n" % self.limit
        return head[: self.limit // 2] + marker + tail

    def flush(self):
        pass

    def isatty(self):
        return False

    def readable(self):
        return False

    def writable(self):
        return True

    def seekable(self):
        return False

    def fileno(self):
        import io

        raise io.UnsupportedOperation("fileno")


class _CaptureBytes:
    """`sys.stdout.buffer`: bytes written as UTF-8 text."""

    def __init__(self, text):
        self._text = text

    def write(self, b):
        self._text.write(bytes(b).decode("utf-8", "replace"))
        return len(b)

    def flush(self):
        pass


capture = _Capture()


def install():
    """Makes the capture the code's stdout and stderr (again: the code may replace them)."""
    sys.stdout = sys.stderr = capture


install()
sys.__stdout__ = sys.__stderr__ = capture
