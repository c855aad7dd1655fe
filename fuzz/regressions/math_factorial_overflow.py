# panic: attempt to add with overflow in modules/math/ints.rs factorial: `log2_factorial(n) as u64 + 64`
# saturates to u64::MAX for n = 10**18 and the +64 overflows (debug); in release it wraps to 63, the
# size check passes and range_product(2, 10**18) starts. math.perm(10**18) takes the same path.
import math
math.factorial(10**18)
