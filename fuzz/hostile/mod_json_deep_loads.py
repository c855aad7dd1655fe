import json
for s in ["[" * 100000 + "]" * 100000, '{"a":' * 100000 + '1' + '}' * 100000, "[" * 100000]:
    try:
        json.loads(s)
        print("parsed")
    except RecursionError:
        print("RecursionError")
    except ValueError as e:
        print("ValueError")
