# OSError(errno, strerror[, filename[, winerror[, filename2]]]): attributes, "[Errno N]" text,
# args kept to (errno, strerror), and the errno -> subclass mapping of OSError itself.
e = OSError(2, 'No such file or directory'); print(type(e).__name__, e, e.errno, e.strerror, e.args)
e = OSError(2, 'No such file', 'a.txt'); print(type(e).__name__, e, e.filename, e.args)
e = OSError('plain'); print(type(e).__name__, e, e.errno, e.strerror, e.filename)
e = FileNotFoundError(2, 'x'); print(type(e).__name__, e, repr(e))
e = OSError(13, 'Permission denied'); print(type(e).__name__, e, isinstance(e, OSError))
e = OSError(99, 'weird', 'a', None, 'b'); print(type(e).__name__, e)
e = OSError(1, 2, 3, 4, 5, 6); print(type(e).__name__, e, e.args, e.errno)
e = OSError(); print(repr(str(e)), e.errno)
try:
    raise OSError(2, "No such file or directory", "data.csv")
except FileNotFoundError as err:
    print("caught", err.filename, err)
class MyErr(OSError):
    pass
print(type(MyErr(2, 'x')).__name__, MyErr(2, 'x'))

# ---- expected stdout ----
# FileNotFoundError [Errno 2] No such file or directory 2 No such file or directory (2, 'No such file or directory')
# FileNotFoundError [Errno 2] No such file: 'a.txt' a.txt (2, 'No such file')
# OSError plain None None None
# FileNotFoundError [Errno 2] x FileNotFoundError(2, 'x')
# PermissionError [Errno 13] Permission denied True
# OSError [Errno 99] weird: 'a' -> 'b'
# OSError (1, 2, 3, 4, 5, 6) (1, 2, 3, 4, 5, 6) None
# '' None
# caught data.csv [Errno 2] No such file or directory: 'data.csv'
# MyErr [Errno 2] x
