from urllib.parse import parse_qsl

for kw in [dict(strict_parsing=True), dict(max_num_fields=1), dict(max_num_fields=2), dict(separator='')]:
    for qs in ['a=1&b', 'a=1&&b=2', 'a=1&b=2']:
        try:
            print(kw, qs, parse_qsl(qs, **kw))
        except ValueError as e:
            print(kw, qs, 'ValueError:', e)
try:
    parse_qsl('a=1', separator=None)
except ValueError as e:
    print('ValueError:', e)

# ---- expected stdout ----
# {'strict_parsing': True} a=1&b ValueError: bad query field: 'b'
# {'strict_parsing': True} a=1&&b=2 ValueError: bad query field: ''
# {'strict_parsing': True} a=1&b=2 [('a', '1'), ('b', '2')]
# {'max_num_fields': 1} a=1&b ValueError: Max number of fields exceeded
# {'max_num_fields': 1} a=1&&b=2 ValueError: Max number of fields exceeded
# {'max_num_fields': 1} a=1&b=2 ValueError: Max number of fields exceeded
# {'max_num_fields': 2} a=1&b [('a', '1')]
# {'max_num_fields': 2} a=1&&b=2 ValueError: Max number of fields exceeded
# {'max_num_fields': 2} a=1&b=2 [('a', '1'), ('b', '2')]
# {'separator': ''} a=1&b ValueError: Separator must be of type string or bytes.
# {'separator': ''} a=1&&b=2 ValueError: Separator must be of type string or bytes.
# {'separator': ''} a=1&b=2 ValueError: Separator must be of type string or bytes.
# ValueError: Separator must be of type string or bytes.
