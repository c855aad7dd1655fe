from urllib.parse import urlsplit

for u in ['http://[::1/', 'http://::1]/', 'http://[1.2.3.4]/', 'http://[zz]/', 'http://[vx.1]/',
          'http://[v1.fe]/', 'http://[::ffff:1.2.3.4]/', 'http://exa\u2100mple.com/']:
    try:
        print(urlsplit(u))
    except ValueError as e:
        print('ValueError:', e)

# ---- expected stdout ----
# ValueError: Invalid IPv6 URL
# ValueError: Invalid IPv6 URL
# ValueError: An IPv4 address cannot be in brackets
# ValueError: 'zz' does not appear to be an IPv4 or IPv6 address
# ValueError: IPvFuture address is invalid
# SplitResult(scheme='http', netloc='[v1.fe]', path='/', query='', fragment='')
# SplitResult(scheme='http', netloc='[::ffff:1.2.3.4]', path='/', query='', fragment='')
# ValueError: netloc 'exa℀mple.com' contains invalid characters under NFKC normalization
