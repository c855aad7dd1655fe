import io
import pprint
pp = pprint.PrettyPrinter(indent=2, width=30)
data = [{"alpha": 1, "beta": [1, 2, 3], "gamma": "text"}, ("x", "y")]
pp.pprint(data)
print(pp.pformat(data) == pprint.pformat(data, indent=2, width=30))
print(pp.isreadable(data), pp.isrecursive(data))
buf = io.StringIO()
pprint.pprint({"z": 1, "a": [1] * 30}, stream=buf, width=40)
print(repr(buf.getvalue()))
sp = pprint.PrettyPrinter(stream=buf, width=20)
sp.pprint(list(range(8)))
print(buf.getvalue().count("\n"))

# ---- expected stdout ----
# [ { 'alpha': 1,
#     'beta': [1, 2, 3],
#     'gamma': 'text'},
#   ('x', 'y')]
# True
# True False
# "{'a': [1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1],\n 'z': 1}\n"
# 39
