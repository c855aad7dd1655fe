import json
class Buffer:
    def __init__(self):
        self.chunks = []
    def write(self, s):
        self.chunks.append(s)
    def read(self):
        return "".join(self.chunks)
buf = Buffer()
json.dump({"a": [1, 2, 3], "b": "x"}, buf, indent=1)
print(buf.read())
print(json.load(buf))
print(json.load(buf, object_pairs_hook=lambda p: dict(reversed(p))))

# ---- expected stdout ----
# {
#  "a": [
#   1,
#   2,
#   3
#  ],
#  "b": "x"
# }
# {'a': [1, 2, 3], 'b': 'x'}
# {'b': 'x', 'a': [1, 2, 3]}
