# OSError(errno, strerror) picks CPython's subclass for the errno; every subclass exists.
for errno in [1, 2, 3, 4, 10, 11, 13, 17, 20, 21, 32, 103, 104, 110, 111, 114, 115, 999]:
    e = OSError(errno, "text")
    print(errno, type(e).__name__, e.errno, e.strerror, isinstance(e, OSError))
print(issubclass(BrokenPipeError, ConnectionError), issubclass(ConnectionResetError, ConnectionError))
print([c.__name__ for c in (BlockingIOError, ChildProcessError, FileExistsError, InterruptedError,
                            IsADirectoryError, NotADirectoryError, ProcessLookupError)])
try:
    raise FileExistsError(17, "File exists", "x.txt")
except OSError as e:
    print(type(e).__name__, e)

# ---- expected stdout ----
# 1 PermissionError 1 text True
# 2 FileNotFoundError 2 text True
# 3 ProcessLookupError 3 text True
# 4 InterruptedError 4 text True
# 10 ChildProcessError 10 text True
# 11 BlockingIOError 11 text True
# 13 PermissionError 13 text True
# 17 FileExistsError 17 text True
# 20 NotADirectoryError 20 text True
# 21 IsADirectoryError 21 text True
# 32 BrokenPipeError 32 text True
# 103 ConnectionAbortedError 103 text True
# 104 ConnectionResetError 104 text True
# 110 TimeoutError 110 text True
# 111 ConnectionRefusedError 111 text True
# 114 BlockingIOError 114 text True
# 115 BlockingIOError 115 text True
# 999 OSError 999 text True
# True True
# ['BlockingIOError', 'ChildProcessError', 'FileExistsError', 'InterruptedError', 'IsADirectoryError', 'NotADirectoryError', 'ProcessLookupError']
# FileExistsError [Errno 17] File exists: 'x.txt'
