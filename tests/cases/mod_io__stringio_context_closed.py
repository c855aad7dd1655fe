import io
with io.StringIO("data") as s:
    print(s.closed, s.read())
print(s.closed)
for name, call in [("read", lambda: s.read()), ("write", lambda: s.write("x")), ("getvalue", s.getvalue),
                   ("tell", s.tell), ("seek", lambda: s.seek(0)), ("readlines", s.readlines),
                   ("iter", lambda: iter(s)), ("next", lambda: next(s)), ("enter", lambda: s.__enter__()),
                   ("readable", s.readable), ("isatty", s.isatty)]:
    try:
        call()
    except ValueError as e:
        print(name, type(e).__name__, e)
s.close()
print(s.flush())
s.write("late")

# ---- expected stdout ----
# False data
# True
# read ValueError I/O operation on closed file
# write ValueError I/O operation on closed file
# getvalue ValueError I/O operation on closed file
# tell ValueError I/O operation on closed file
# seek ValueError I/O operation on closed file
# readlines ValueError I/O operation on closed file.
# iter ValueError I/O operation on closed file.
# next ValueError I/O operation on closed file
# enter ValueError I/O operation on closed file.
# readable ValueError I/O operation on closed file
# isatty ValueError I/O operation on closed file.
# None
# ---- expected exception ----
# ValueError: I/O operation on closed file
