from urllib.parse import urlsplit

for u in ['http://host:65535/', 'http://host:0/', 'http://host:65536/', 'http://host:abc/', 'http://host:-1/',
          'http://host:\u0661/']:
    try:
        print(u, urlsplit(u).port)
    except ValueError as e:
        print('ValueError:', e)

# ---- expected stdout ----
# http://host:65535/ 65535
# http://host:0/ 0
# ValueError: Port out of range 0-65535
# ValueError: Port could not be cast to integer value as 'abc'
# ValueError: Port could not be cast to integer value as '-1'
# ValueError: Port could not be cast to integer value as '١'
