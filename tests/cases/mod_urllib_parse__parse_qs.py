from urllib.parse import parse_qs, parse_qsl

for qs in ['a=1&b=2&a=3', 'a=&b', 'a=1;b=2', '&&a=1&', 'x=%20y+z&y=%E2%82%AC', 'a=b=c', '', '=x', 'a']:
    print(repr(qs))
    print(' ', parse_qs(qs), parse_qsl(qs))
    print(' ', parse_qs(qs, keep_blank_values=True), parse_qsl(qs, keep_blank_values=True))
print(parse_qsl('a=1;b=2', separator=';'))
print(parse_qsl(b'a=1&b=%20'), parse_qs(b'a=1&a=2'))
print(parse_qs('name=%E9', encoding='latin-1'))

# ---- expected stdout ----
# 'a=1&b=2&a=3'
#   {'a': ['1', '3'], 'b': ['2']} [('a', '1'), ('b', '2'), ('a', '3')]
#   {'a': ['1', '3'], 'b': ['2']} [('a', '1'), ('b', '2'), ('a', '3')]
# 'a=&b'
#   {} []
#   {'a': [''], 'b': ['']} [('a', ''), ('b', '')]
# 'a=1;b=2'
#   {'a': ['1;b=2']} [('a', '1;b=2')]
#   {'a': ['1;b=2']} [('a', '1;b=2')]
# '&&a=1&'
#   {'a': ['1']} [('a', '1')]
#   {'a': ['1']} [('a', '1')]
# 'x=%20y+z&y=%E2%82%AC'
#   {'x': [' y z'], 'y': ['€']} [('x', ' y z'), ('y', '€')]
#   {'x': [' y z'], 'y': ['€']} [('x', ' y z'), ('y', '€')]
# 'a=b=c'
#   {'a': ['b=c']} [('a', 'b=c')]
#   {'a': ['b=c']} [('a', 'b=c')]
# ''
#   {} []
#   {} []
# '=x'
#   {'': ['x']} [('', 'x')]
#   {'': ['x']} [('', 'x')]
# 'a'
#   {} []
#   {'a': ['']} [('a', '')]
# [('a', '1'), ('b', '2')]
# [(b'a', b'1'), (b'b', b' ')] {b'a': [b'1', b'2']}
# {'name': ['é']}
