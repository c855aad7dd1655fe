# expect: TimeoutError MemoryError ok
# flags: --authorized-imports decimal
# Huge decimals: exact ratio, power, square root.
from decimal import Decimal, getcontext
Decimal('1e999999').as_integer_ratio()
# ---
from decimal import Decimal, getcontext
getcontext().prec = 10**6
Decimal(2).sqrt()
# ---
from decimal import Decimal
Decimal('7' * 900000) ** 3
