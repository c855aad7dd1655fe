import json
for s in ['1e400', '-1e400', 'NaN', 'Infinity', '-Infinity', '1' * 5000, '"\\ud800"', '"\\u12"', '{"a":1,"a":2}', '[1,]', '', ' ', '"' + 'a' * 100 , '\x00', '01', '1.', '.5', '[1e999999999999]', '{"' + 'k' * 10**6 + '": 1}']:
    try:
        r = json.loads(s)
        print(repr(r)[:60])
    except Exception as e:
        print(type(e).__name__)
print(json.dumps(float('nan')), json.dumps(1e400 if False else 1.5), json.dumps("\ud800"), json.dumps({1: 2, None: 3, True: 4, 1.5: 5}))
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError")
print(json.dumps([1, 2], indent=10**6)[:20] if False else "skip")
try:
    print(len(json.dumps([1, 2], indent=10**9)))
except (MemoryError, OverflowError, ValueError) as e:
    print(type(e).__name__)
print(json.dumps(10**5000)[:10] if False else "x")
try:
    json.dumps(10**5000)
    print("dumped big int")
except ValueError as e:
    print("ValueError")
