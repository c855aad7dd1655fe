# Variables sent by the host (agent state) plus a lookup tool with keyword arguments.
# options: {"variables": {"task": "convert the prices", "prices": [12.5, 7, 30], "rates": {"EUR": 1.0, "USD": 1.08}}, "tools": ["convert"], "tool_replies": [{"value": 13.5}, {"value": 7.56}, {"error": {"type": "ValueError", "message": "unknown currency XYZ"}}, {"error": {"type": "QuotaExceeded", "message": "too many calls"}}]}
# ---- step ----
print(task)
print(prices, rates)
sum(prices)
# ---- step ----
converted = [convert(p, to="USD") for p in prices[:2]]
converted
# ---- step ----
convert(prices[2], to="XYZ")
# ---- step ----
try:
    convert(prices[2], to="USD")
except Exception as e:
    print("tool failed:", type(e).__name__, e)
# ---- step ----
local = [round(p * rates["USD"], 2) for p in prices]
print(local)
final_answer(dict(zip(["a", "b", "c"], local)))
# ---- expected ----
# {"ok": true, "output": 49.5, "output_repr": "49.5", "logs": "convert the prices\n[12.5, 7, 30] {'EUR': 1.0, 'USD': 1.08}\n", "is_final_answer": false}
# {"ok": true, "output": [13.5, 7.56], "output_repr": "[13.5, 7.56]", "logs": "", "is_final_answer": false, "tool_calls": [{"name": "convert", "args": [12.5], "kwargs": {"to": "USD"}}, {"name": "convert", "args": [7], "kwargs": {"to": "USD"}}]}
# {"ok": false, "error": {"type": "ValueError", "message": "unknown currency XYZ", "line": 1, "rendered": "Code execution failed at line 'convert(prices[2], to=\"XYZ\")' due to: ValueError: unknown currency XYZ"}, "logs": "", "is_final_answer": false, "tool_calls": [{"name": "convert", "args": [30], "kwargs": {"to": "XYZ"}}]}
# {"ok": true, "output": null, "output_repr": "None", "logs": "tool failed: QuotaExceeded too many calls\n", "is_final_answer": false, "tool_calls": [{"name": "convert", "args": [30], "kwargs": {"to": "USD"}}]}
# {"ok": true, "output": {"a": 13.5, "b": 7.56, "c": 32.4}, "output_repr": "{'a': 13.5, 'b': 7.56, 'c': 32.4}", "logs": "[13.5, 7.56, 32.4]\n", "is_final_answer": true}
