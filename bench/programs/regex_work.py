"""Regular expressions: parsing generated web-server logs, tokenizing code, cleaning text."""

import re

METHODS = ["GET", "POST", "PUT", "DELETE"]
PATHS = ["/", "/index.html", "/api/v1/users", "/api/v1/items", "/static/app.js", "/login"]
AGENTS = ["curl/8.1", "Mozilla/5.0 (X11; Linux)", "python-requests/2.31", "Go-http-client/1.1"]
WORDS = ["alpha", "beta", "gamma", "delta", "total", "count", "value", "index", "item", "name"]


def lcg(state):
    return (state * 1103515245 + 12345) % 2147483648


def make_log(lines, seed):
    state = seed
    out = []
    for i in range(lines):
        state = lcg(state)
        ip = f"10.{state % 256}.{(state >> 8) % 256}.{(state >> 16) % 256}"
        method = METHODS[state % 4]
        path = PATHS[(state >> 5) % len(PATHS)]
        if state % 3 == 0:
            path += f"?id={state % 1000}&page={(state >> 3) % 20}"
        status = [200, 200, 200, 301, 404, 500][(state >> 7) % 6]
        size = (state >> 4) % 50000
        agent = AGENTS[(state >> 9) % len(AGENTS)]
        minute = i % 60
        out.append(f'{ip} - - [12/Mar/2024:10:{minute:02d}:{i % 60:02d} +0000] "{method} {path} HTTP/1.1" {status} {size} "{agent}"')
    return "\n".join(out)


def make_code(lines, seed):
    state = seed
    out = []
    for i in range(lines):
        state = lcg(state)
        a = WORDS[state % len(WORDS)]
        b = WORDS[(state >> 6) % len(WORDS)]
        n = (state >> 10) % 1000
        kind = state % 4
        if kind == 0:
            out.append(f"{a}_{i} = {b} * {n} + 3.25  # update {a}")
        elif kind == 1:
            out.append(f"if {a} >= {n}: {b}({a}, '{b} text')")
        elif kind == 2:
            out.append(f"    return {a}[{n}] / ({b} - 1.5e3)")
        else:
            out.append(f'print("{a} {b}", {n}, {a} != {b})')
    return "\n".join(out)


LOG_LINE = re.compile(r'^(\S+) \S+ \S+ \[([^\]]+)\] "(\w+) ([^ "?]+)(?:\?([^ "]*))? HTTP/[\d.]+" (\d{3}) (\d+) "([^"]*)"$', re.M)
TOKEN = re.compile(r"""
    (?P<number>\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)
  | (?P<name>[A-Za-z_]\w*)
  | (?P<string>'[^']*'|"[^"]*")
  | (?P<op>[-+*/%=<>!]=?|[()\[\]{},:.])
  | (?P<comment>\#[^\n]*)
""", re.X)


def parse_log(text):
    status_counts = {}
    bytes_by_method = {}
    query_keys = {}
    for m in LOG_LINE.finditer(text):
        status = m.group(6)
        status_counts[status] = status_counts.get(status, 0) + 1
        method = m.group(3)
        bytes_by_method[method] = bytes_by_method.get(method, 0) + int(m.group(7))
        if m.group(5):
            for key, value in re.findall(r"(\w+)=(\w+)", m.group(5)):
                query_keys[key] = query_keys.get(key, 0) + len(value)
    return status_counts, bytes_by_method, query_keys


def tokenize(code):
    kinds = {}
    total = 0
    for m in TOKEN.finditer(code):
        kind = m.lastgroup
        kinds[kind] = kinds.get(kind, 0) + 1
        total += m.end() - m.start()
    return kinds, total


def clean(text):
    text = re.sub(r"\d+\.\d+\.\d+\.\d+", "<ip>", text)
    text = re.sub(r"\[[^\]]*\]", "[<time>]", text)
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"(\w+)/(\d+)\.(\d+)", r"\1 v\2.\3", text)
    return text


log = make_log(15000, 7)
code = make_code(15000, 11)
status_counts, bytes_by_method, query_keys = parse_log(log)
kinds, total = tokenize(code)
cleaned = clean(log)
words = re.findall(r"\b[a-z]{4,}\b", code)
numbers = [float(x) for x in re.findall(r"\d+\.\d+", code)]
parts = re.split(r"[;,\s]+", code)
upper = re.sub(r"\b(\w)(\w*)\b", lambda m: m.group(1).upper() + m.group(2), code[:20000])
print(sorted(status_counts.items()))
print(sorted(bytes_by_method.items()))
print(sorted(query_keys.items()))
print(sorted(kinds.items()), total)
print(len(cleaned), cleaned[:120])
print(len(words), len(numbers), round(sum(numbers), 2), len(parts))
print(len(upper), upper[:80])
print(f"regex checksum: {len(log)} {len(code)} {sum(status_counts.values())} {sum(kinds.values())}")
