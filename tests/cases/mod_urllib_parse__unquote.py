from urllib.parse import unquote, unquote_plus, unquote_to_bytes

for s in ['abc', 'a%20b', '%zz%', '%', '%4', '%E2%82%AC', '%e2%82%ac', '%E2%82', '\u00e9%C3%A9', '%C3\u00e9%A9',
          'a+b', '%2B', '%ff', '']:
    print(repr(unquote(s)), repr(unquote_plus(s)), repr(unquote_to_bytes(s)), repr(unquote(s, encoding='latin-1')))
print(unquote(b'a%20b'), unquote_to_bytes(b'%41'), unquote_to_bytes(''))
try:
    unquote('%ff', errors='strict')
except UnicodeDecodeError as e:
    print('UnicodeDecodeError')

# ---- expected stdout ----
# 'abc' 'abc' b'abc' 'abc'
# 'a b' 'a b' b'a b' 'a b'
# '%zz%' '%zz%' b'%zz%' '%zz%'
# '%' '%' b'%' '%'
# '%4' '%4' b'%4' '%4'
# '€' '€' b'\xe2\x82\xac' 'â\x82¬'
# '€' '€' b'\xe2\x82\xac' 'â\x82¬'
# '�' '�' b'\xe2\x82' 'â\x82'
# 'éé' 'éé' b'\xc3\xa9\xc3\xa9' 'éÃ©'
# '�é�' '�é�' b'\xc3\xc3\xa9\xa9' 'Ãé©'
# 'a+b' 'a b' b'a+b' 'a+b'
# '+' '+' b'+' '+'
# '�' '�' b'\xff' 'ÿ'
# '' '' b'' ''
# a b b'A' b''
# UnicodeDecodeError
