# json's functions and classes give CPython's wording for wrong arguments (they are
# written in Python in CPython), and a bad `separators` unpacks like CPython.
import json


def show(f, *args, **kwargs):
    try:
        print(f(*args, **kwargs))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


show(json.dumps)
show(json.dumps, 1, 2)
show(json.dumps, 1, foo=1)
show(json.dumps, 1, obj=1)
show(json.dumps, obj=[1])
show(json.loads)
show(json.loads, "1", 2)
show(json.loads, "1", bar=2)
show(json.loads, s="[1]")
show(json.dump, 1)
show(json.load)
show(json.JSONEncoder().encode)
show(json.JSONEncoder, 1)
show(json.JSONDecoder().decode)
show(json.JSONDecoder().raw_decode, "1", 0, 3)
show(json.JSONDecoder, x=1)
show(json.dumps, 1, separators=(",",))
show(json.dumps, 1, separators=())
show(json.dumps, 1, separators=(",", ":", ";"))
show(json.dumps, [1, 2], separators=(";", "="))

# ---- expected stdout ----
# TypeError dumps() missing 1 required positional argument: 'obj'
# TypeError dumps() takes 1 positional argument but 2 were given
# TypeError JSONEncoder.__init__() got an unexpected keyword argument 'foo'
# TypeError dumps() got multiple values for argument 'obj'
# [1]
# TypeError loads() missing 1 required positional argument: 's'
# TypeError loads() takes 1 positional argument but 2 were given
# TypeError JSONDecoder.__init__() got an unexpected keyword argument 'bar'
# [1]
# TypeError dump() missing 1 required positional argument: 'fp'
# TypeError load() missing 1 required positional argument: 'fp'
# TypeError JSONEncoder.encode() missing 1 required positional argument: 'o'
# TypeError JSONEncoder.__init__() takes 1 positional argument but 2 were given
# TypeError JSONDecoder.decode() missing 1 required positional argument: 's'
# TypeError JSONDecoder.raw_decode() takes from 2 to 3 positional arguments but 4 were given
# TypeError JSONDecoder.__init__() got an unexpected keyword argument 'x'
# ValueError not enough values to unpack (expected 2, got 1)
# ValueError not enough values to unpack (expected 2, got 0)
# ValueError too many values to unpack (expected 2)
# [1;2]
