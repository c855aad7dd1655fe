# expect: TimeoutError ok
# flags: --max-operations 0
# Without an operation budget the deadline still stops the matcher.
import re
re.match(r'(?:(?![^z]*z)a)*', 'a' * 2 * 10**5)
