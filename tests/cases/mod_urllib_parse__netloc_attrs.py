from urllib.parse import urlsplit, urlparse

for u in ['http://user:pw@www.Example.com:8080/x', 'http://user@host/', 'http://:pw@host/', 'https://[::1]:443/x',
          'http://[FE80::1%25Eth0]:80/', 'http://a:b@c:d@e/', 'http://host:/', 'mailto:x@y', 'http://HOST.COM']:
    s = urlsplit(u)
    print(s.netloc, repr(s.username), repr(s.password), repr(s.hostname), repr(s.port))
print(urlparse('http://u:p@h:1/').port, urlparse('http://u:p@h:1/').username)

# ---- expected stdout ----
# user:pw@www.Example.com:8080 'user' 'pw' 'www.example.com' 8080
# user@host 'user' None 'host' None
# :pw@host '' 'pw' 'host' None
# [::1]:443 None None '::1' 443
# [FE80::1%25Eth0]:80 None None 'fe80::1%25Eth0' 80
# a:b@c:d@e 'a' 'b@c:d' 'e' None
# host: None None 'host' None
#  None None None None
# HOST.COM None None 'host.com' None
# 1 u
