# A method of a module's type called on its class with no receiver: CPython names it by
# the descriptor's qualname, without the module.
import datetime
for f in (datetime.datetime.utcoffset, datetime.datetime.dst, datetime.datetime.tzname, datetime.time.utcoffset,
          datetime.date.isoformat, datetime.datetime.timestamp, datetime.timedelta.total_seconds, datetime.date.weekday):
    try:
        f()
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# unbound method datetime.utcoffset() needs an argument
# unbound method datetime.dst() needs an argument
# unbound method datetime.tzname() needs an argument
# unbound method time.utcoffset() needs an argument
# unbound method date.isoformat() needs an argument
# unbound method datetime.timestamp() needs an argument
# unbound method timedelta.total_seconds() needs an argument
# unbound method date.weekday() needs an argument
