import json
import types

raw = '{"db": {"host": "localhost", "port": 5432}, "debug": false, "tags": ["a", {"k": 1}]}'


def to_ns(obj):
    if isinstance(obj, dict):
        return types.SimpleNamespace(**{k: to_ns(v) for k, v in obj.items()})
    if isinstance(obj, list):
        return [to_ns(v) for v in obj]
    return obj


cfg = to_ns(json.loads(raw))
print(cfg.db.host, cfg.db.port, cfg.debug, cfg.tags[1].k)
print(cfg)
cfg.db.port += 1
for k, v in {"debug": True, "extra": "x"}.items():
    setattr(cfg, k, v)
print(cfg.db, cfg.debug, cfg.extra)
print(getattr(cfg, "missing", None), hasattr(cfg.db, "host"))
print(json.dumps(cfg.db.__dict__, sort_keys=True))
try:
    types.SimpleNamespace(**{1: 2})
except TypeError as e:
    print("TypeError:", e)
print(cfg.db.port + "1")

# ---- expected stdout ----
# localhost 5432 False 1
# namespace(db=namespace(host='localhost', port=5432), debug=False, tags=['a', namespace(k=1)])
# namespace(host='localhost', port=5433) True x
# None True
# {"host": "localhost", "port": 5433}
# TypeError: keywords must be strings
# ---- expected exception ----
# TypeError: unsupported operand type(s) for +: 'int' and 'str'
