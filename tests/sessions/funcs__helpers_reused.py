# Helpers defined in early steps, reused and redefined later; errors inside old functions.
# ---- step ----
def slugify(title, sep="-"):
    import re
    words = re.findall(r"[a-z0-9]+", title.lower())
    return sep.join(words)

def word_count(text):
    return len(text.split())
slugify("Hello, World! 2024 Edition")
# ---- step ----
titles = ["Intro to Rust", "Python's GIL explained", "  Spaces   everywhere  "]
{t: (slugify(t), word_count(t)) for t in titles}
# ---- step ----
def parse_price(s):
    currency, amount = s.split(" ")
    return currency, float(amount)
parse_price("EUR 12.50")
# ---- step ----
prices = ["USD 3.99", "EUR 1,20", "GBP 7"]
parsed = [parse_price(p) for p in prices]
# ---- step ----
parse_price("12.50")
# ---- step ----
def parse_price(s):
    parts = s.replace(",", ".").split()
    if len(parts) == 1:
        return "EUR", float(parts[0])
    return parts[0], float(parts[1])
parsed = [parse_price(p) for p in prices + ["12.50"]]
parsed
# ---- expected ----
# {"ok": true, "output": "hello-world-2024-edition", "output_repr": "'hello-world-2024-edition'", "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"Intro to Rust": ["intro-to-rust", 3], "Python's GIL explained": ["python-s-gil-explained", 3], "  Spaces   everywhere  ": ["spaces-everywhere", 2]}, "output_repr": "{'Intro to Rust': ('intro-to-rust', 3), \"Python's GIL explained\": ('python-s-gil-explained', 3), '  Spaces   everywhere  ': ('spaces-everywhere', 2)}", "logs": "", "is_final_answer": false}
# {"ok": true, "output": ["EUR", 12.5], "output_repr": "('EUR', 12.5)", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "could not convert string to float: '1,20'", "line": 2, "rendered": "Code execution failed at line 'parsed = [parse_price(p) for p in prices]' due to: ValueError: could not convert string to float: '1,20'"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "not enough values to unpack (expected 2, got 1)", "line": 1, "rendered": "Code execution failed at line 'parse_price(\"12.50\")' due to: ValueError: not enough values to unpack (expected 2, got 1)"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": [["USD", 3.99], ["EUR", 1.2], ["GBP", 7.0], ["EUR", 12.5]], "output_repr": "[('USD', 3.99), ('EUR', 1.2), ('GBP', 7.0), ('EUR', 12.5)]", "logs": "", "is_final_answer": false}
