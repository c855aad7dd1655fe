# Regular expressions for extracting and rewriting data from messy text.
# ---- step ----
import re
text = "Contact: john.doe@example.com, JANE@Mail.org; phone +1 (555) 010-9999 or 555.123.4567. Ref #A-1029, #b-77."
emails = re.findall(r"[\w.+-]+@[\w-]+\.\w+", text)
emails
# ---- step ----
phones = [re.sub(r"\D", "", p) for p in re.findall(r"\+?\d?[\s(]*\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}", text)]
phones
# ---- step ----
refs = re.findall(r"#([A-Za-z])-(\d+)", text)
print(refs)
{letter.upper(): int(num) for letter, num in refs}
# ---- step ----
masked = re.sub(r"([\w.+-]+)@", lambda m: m.group(1)[0] + "***@", text)
print(masked[:60])
re.split(r"[,;.]\s*", "a, b;c. d")
# ---- step ----
m = re.match(r"(?P<user>\w+)\.(?P<last>\w+)@(?P<host>[\w.]+)", emails[0])
print(m.group("user"), m["host"], m.span(), m.groups())
re.search(r"(\d+", text)
# ---- step ----
print(re.sub(r"(?i)jane", "J.", text.split(";")[0]), bool(re.fullmatch(r"\d{3}", "123")))
re.compile(r"^\s*(\w+)\s*=\s*(.*)$", re.M).findall("a = 1\n  bb= two \nbad line\nc=3")
# ---- expected ----
# {"ok": true, "output": ["john.doe@example.com", "JANE@Mail.org"], "output_repr": "['john.doe@example.com', 'JANE@Mail.org']", "logs": "", "is_final_answer": false}
# {"ok": true, "output": ["15550109999", "5551234567"], "output_repr": "['15550109999', '5551234567']", "logs": "", "is_final_answer": false}
# {"ok": true, "output": {"A": 1029, "B": 77}, "output_repr": "{'A': 1029, 'B': 77}", "logs": "[('A', '1029'), ('b', '77')]\n", "is_final_answer": false}
# {"ok": true, "output": ["a", "b", "c", "d"], "output_repr": "['a', 'b', 'c', 'd']", "logs": "Contact: j***@example.com, J***@Mail.org; phone +1 (555) 010\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "error", "message": "missing ), unterminated subpattern at position 0", "line": 3, "rendered": "Code execution failed at line 're.search(r\"(\\d+\", text)' due to: error: missing ), unterminated subpattern at position 0"}, "logs": "john example.com (0, 20) ('john', 'doe', 'example.com')\n", "is_final_answer": false}
# {"ok": true, "output": [["a", "1"], ["bb", "two "], ["c", "3"]], "output_repr": "[('a', '1'), ('bb', 'two '), ('c', '3')]", "logs": "Contact: john.doe@example.com, J.@Mail.org True\n", "is_final_answer": false}
