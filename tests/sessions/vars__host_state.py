# Host variables of every JSON shape, read, changed and returned.
# options: {"variables": {"config": {"retries": 3, "endpoints": ["a", "b"], "nested": {"deep": [1, {"x": null}]}}, "big": 18446744073709551615, "ratio": 0.25, "flag": true, "nothing": null, "unicode": "héllo ✓"}}
# ---- step ----
type(config).__name__, type(big).__name__, big + 1, ratio * 4, flag, nothing is None, len(unicode)
# ---- step ----
config["nested"]["deep"][1]["x"] = "set"
config["retries"] += 1
config
# ---- step ----
print(unicode.upper(), unicode.encode("utf-8"))
big - 2 ** 63
# ---- step ----
final_answer({"retries": config["retries"], "big": big, "label": unicode})
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "('dict', 'int', 18446744073709551616, 1.0, True, True, 7)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"retries": 4, "endpoints": ["a", "b"], "nested": {"deep": [1, {"x": "set"}]}}, "output_repr": "{'retries': 4, 'endpoints': ['a', 'b'], 'nested': {'deep': [1, {'x': 'set'}]}}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": 9223372036854775807, "output_repr": "9223372036854775807", "logs": "HÉLLO ✓ b'h\\xc3\\xa9llo \\xe2\\x9c\\x93'\n", "is_final_answer": false}
# {"ok": true, "output": {"retries": 4, "big": 18446744073709551615, "label": "héllo ✓"}, "output_repr": "{'retries': 4, 'big': 18446744073709551615, 'label': 'héllo ✓'}", "logs": "", "is_final_answer": true}
