# Parsing web-server log lines with regular expressions and grouping by status.
# ---- step ----
log = """127.0.0.1 - - [10/Oct/2023:13:55:36] "GET /index.html HTTP/1.1" 200 2326
10.0.0.5 - - [10/Oct/2023:13:56:01] "POST /api/login HTTP/1.1" 401 128
10.0.0.5 - - [10/Oct/2023:13:56:09] "POST /api/login HTTP/1.1" 200 512
192.168.1.9 - - [10/Oct/2023:13:57:44] "GET /missing HTTP/1.1" 404 0
127.0.0.1 - - [10/Oct/2023:13:58:02] "GET /index.html HTTP/1.1" 200 2326"""
pattern = re.compile(r'(\S+) - - \[(.*?)\] "(\w+) (\S+) [^"]*" (\d{3}) (\d+)')
# ---- step ----
import re
pattern = re.compile(r'(?P<ip>\S+) - - \[(?P<when>.*?)\] "(?P<method>\w+) (?P<path>\S+) [^"]*" (?P<status>\d{3}) (?P<size>\d+)')
entries = [m.groupdict() for m in pattern.finditer(log)]
print(len(entries), entries[1]["path"], entries[1]["status"])
# ---- step ----
from collections import defaultdict
by_status = defaultdict(list)
for e in entries:
    by_status[int(e["status"])].append(e["ip"])
dict(sorted(by_status.items()))
# ---- step ----
total_bytes = sum(int(e["size"]) for e in entries if e["status"] == "200")
ips = sorted({e["ip"] for e in entries}, key=lambda ip: tuple(int(p) for p in ip.split(".")))
print(total_bytes, ips)
# ---- step ----
final_answer({"bytes_ok": total_bytes, "distinct_ips": len(ips), "errors": by_status[404] + by_status[401]})
# ---- expected ----
# {"ok": false, "error": {"type": "NameError", "message": "name 're' is not defined", "line": 6, "rendered": "Code execution failed at line 'pattern = re.compile(r'(\\S+) - - \\[(.*?)\\] \"(\\w+) (\\S+) [^\"]*\" (\\d{3}) (\\d+)')' due to: NameError: name 're' is not defined"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "5 /api/login 401\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "{200: ['127.0.0.1', '10.0.0.5', '127.0.0.1'], 401: ['10.0.0.5'], 404: ['192.168.1.9']}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "5164 ['10.0.0.5', '127.0.0.1', '192.168.1.9']\n", "is_final_answer": false}
# {"ok": true, "output": {"bytes_ok": 5164, "distinct_ips": 3, "errors": ["192.168.1.9", "10.0.0.5"]}, "output_repr": "{'bytes_ok': 5164, 'distinct_ips': 3, 'errors': ['192.168.1.9', '10.0.0.5']}", "logs": "", "is_final_answer": true}
