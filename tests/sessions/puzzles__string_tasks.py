# Typical benchmark puzzles: palindromes, anagrams, Caesar cipher, Roman numerals.
# ---- step ----
def is_palindrome(s):
    cleaned = "".join(ch.lower() for ch in s if ch.isalnum())
    return cleaned == cleaned[::-1]
tests = ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]
[is_palindrome(t) for t in tests]
# ---- step ----
from collections import Counter
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
sorted(groups.values(), key=lambda g: (-len(g), g[0]))
# ---- step ----
def caesar(text, shift):
    out = []
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + shift) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
secret = caesar("Hello, World!", 3)
print(secret, caesar(secret, -3))
# ---- step ----
def to_roman(n):
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    res = ""
    for value, sym in table:
        while n >= value:
            res += sym
            n -= value
    return res
def from_roman(s):
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        total += -vals[a] if vals.get(b, 0) > vals[a] else vals[a]
    return total
{n: to_roman(n) for n in [4, 9, 14, 1994, 2024, 3999]}
# ---- step ----
assert all(from_roman(to_roman(i)) == i for i in range(1, 4000))
from_roman("MMXXIV"), from_roman("ABC")
# ---- step ----
final_answer(to_roman(from_roman("MCMXCIV") + 30))
# ---- expected ----
# {"ok": true, "output": [true, false, true, true], "output_repr": "[True, False, True, True]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [["cat", "act", "tac"], ["listen", "silent", "enlist"], ["google", "gooegl"], ["dog"]], "output_repr": "[['cat', 'act', 'tac'], ['listen', 'silent', 'enlist'], ['google', 'gooegl'], ['dog']]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "Khoor, Zruog! Hello, World!\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "{4: 'IV', 9: 'IX', 14: 'XIV', 1994: 'MCMXCIV', 2024: 'MMXXIV', 3999: 'MMMCMXCIX'}", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "KeyError", "message": "'A'", "line": 2, "rendered": "Code execution failed at line 'from_roman(\"MMXXIV\"), from_roman(\"ABC\")' due to: KeyError: 'A'"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": "MMXXIV", "output_repr": "'MMXXIV'", "logs": "", "is_final_answer": true}
