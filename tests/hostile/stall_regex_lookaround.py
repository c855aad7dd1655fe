# expect: TimeoutError InterpreterError ok
# Backtracking inside look-arounds, possessive repeats and back references: every step
# counts, so the deadline holds.
import re
re.match(r'(?:(?![^z]*z)a)*', 'a' * 2 * 10**5)
# ---
import re
re.search(r'a*+b', 'a' * 10**5)
# ---
import re
re.match(r'(a+)+\1c', 'a' * 5000)
