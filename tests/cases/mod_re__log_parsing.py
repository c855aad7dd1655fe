import re
log = """127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326
10.0.0.2 - bob [10/Oct/2000:13:56:01 -0700] "POST /login?next=/home HTTP/1.1" 302 -
192.168.1.5 - - [10/Oct/2000:13:57:12 -0700] "GET /missing HTTP/1.1" 404 512"""
LINE = re.compile(r'^(?P<ip>\S+) \S+ (?P<user>\S+) \[(?P<ts>[^\]]+)\] "(?P<method>\w+) (?P<path>\S+) [^"]*" (?P<status>\d{3}) (?P<size>\d+|-)$', re.M)
for m in LINE.finditer(log):
    d = m.groupdict()
    print(d['ip'], d['method'], d['path'], int(d['status']), 0 if d['size'] == '-' else int(d['size']))
print(sorted(set(re.findall(r'" (\d{3}) ', log))))
print(re.sub(r'\d+\.\d+\.\d+\.\d+', '<ip>', log.splitlines()[0]))
print(len(LINE.findall(log)), LINE.search(log).lastgroup)

# ---- expected stdout ----
# 127.0.0.1 GET /apache_pb.gif 200 2326
# 10.0.0.2 POST /login?next=/home 302 0
# 192.168.1.5 GET /missing 404 512
# ['200', '302', '404']
# <ip> - - [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326
# 3 size
