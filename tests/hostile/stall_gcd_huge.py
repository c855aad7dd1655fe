# expect: TimeoutError ok
# flags: --max-operations 0
import math
math.gcd(7**3000000, 5**4000000 + 2)
