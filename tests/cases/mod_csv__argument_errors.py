# Argument errors of natives bound through Signature, with CPython's wording.
import csv
import io

calls = [
    lambda: csv.get_dialect(),
    lambda: csv.get_dialect(1, 2),
    lambda: csv.get_dialect(name="excel"),
    lambda: csv.list_dialects(1),
    lambda: csv.list_dialects(x=1),
    lambda: csv.unregister_dialect(),
    lambda: csv.register_dialect(),
    lambda: csv.register_dialect("a", "excel", 3),
    lambda: csv.register_dialect("b", "excel", delimiter=";"),
    lambda: csv.unregister_dialect(name="b"),
    lambda: csv.field_size_limit(1, 2),
    lambda: csv.field_size_limit(x=1),
    lambda: csv.field_size_limit(1, new_limit=2),
    lambda: csv.field_size_limit(new_limit=131072),
    lambda: csv.reader(),
    lambda: csv.reader([], "excel", 3),
    lambda: csv.writer(),
    lambda: csv.writer(io.StringIO(), "excel", 3),
    lambda: csv.writer(io.StringIO()).writerow(),
    lambda: csv.writer(io.StringIO()).writerow([1], [2]),
    lambda: csv.writer(io.StringIO()).writerow(row=[1]),
    lambda: csv.writer(io.StringIO()).writerows(),
    lambda: csv.writer(io.StringIO()).writerows([], []),
    lambda: csv.writer(io.StringIO()).writerows(rows=[]),
    lambda: csv.reader(["a"]).__next__(1),
    lambda: csv.reader(["a"]).__next__(x=1),
    lambda: type(csv.reader([])).__next__(),
    lambda: print(next(csv.reader(["a,b"]))),
    lambda: csv.reader([]).__iter__(1),
    lambda: csv.reader([]).__iter__(x=1),
    lambda: type(csv.reader([])).__iter__(),
    lambda: print(list(iter(csv.reader(["1,2", "3"])))),
    lambda: type(csv.reader([]))(),
    lambda: print(csv.get_dialect("excel").delimiter),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: get_dialect() missing required argument 'name' (pos 1)
# TypeError: get_dialect() takes at most 1 argument (2 given)
# ok
# TypeError: _csv.list_dialects() takes no arguments (1 given)
# TypeError: _csv.list_dialects() takes no keyword arguments
# TypeError: unregister_dialect() missing required argument 'name' (pos 1)
# TypeError:  expected at least 1 argument, got 0
# TypeError:  expected at most 2 arguments, got 3
# ok
# ok
# TypeError: field_size_limit() takes at most 1 argument (2 given)
# TypeError: 'x' is an invalid keyword argument for field_size_limit()
# TypeError: field_size_limit() takes at most 1 argument (2 given)
# ok
# TypeError:  expected at least 1 argument, got 0
# TypeError:  expected at most 2 arguments, got 3
# TypeError:  expected at least 1 argument, got 0
# TypeError:  expected at most 2 arguments, got 3
# TypeError: writer.writerow() takes exactly one argument (0 given)
# TypeError: writer.writerow() takes exactly one argument (2 given)
# TypeError: writer.writerow() takes no keyword arguments
# TypeError: writer.writerows() takes exactly one argument (0 given)
# TypeError: writer.writerows() takes exactly one argument (2 given)
# TypeError: writer.writerows() takes no keyword arguments
# TypeError: expected 0 arguments, got 1
# TypeError: wrapper __next__() takes no keyword arguments
# TypeError: descriptor '__next__' of '_csv.reader' object needs an argument
# ['a', 'b']
# ok
# TypeError: expected 0 arguments, got 1
# TypeError: wrapper __iter__() takes no keyword arguments
# TypeError: descriptor '__iter__' of '_csv.reader' object needs an argument
# [['1', '2'], ['3']]
# ok
# TypeError: cannot create '_csv.reader' instances
# ,
# ok
