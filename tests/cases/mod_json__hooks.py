import json
doc = '{"b": {"y": 1, "x": 2}, "a": [{"k": 1}]}'
print(json.loads(doc, object_hook=lambda d: sorted(d.items())))
print(json.loads(doc, object_pairs_hook=lambda pairs: [k for k, v in pairs]))
print(json.loads('{"a": 1, "a": 2}', object_pairs_hook=list))
print(json.loads(doc, object_hook=dict, object_pairs_hook=tuple))

# ---- expected stdout ----
# [('a', [[('k', 1)]]), ('b', [('x', 2), ('y', 1)])]
# ['b', 'a']
# [('a', 1), ('a', 2)]
# (('b', (('y', 1), ('x', 2))), ('a', [(('k', 1),)]))
