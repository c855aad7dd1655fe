# Integer arguments beyond the machine word: search bounds clamp, positions overflow,
# repeat counts overflow whatever their sign, C ints refuse past 32 bits.
def attempt(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + (": " + str(e) if str(e) else ""))

for v in [2**63 - 1, 2**63, -2**63 - 1, 2**100, -2**100]:
    print("--", v)
    attempt("list.index start", lambda: [1, 2, 3].index(3, v))
    attempt("list.index stop", lambda: [1, 2, 3].index(3, 0, v))
    attempt("tuple.index stop", lambda: (1, 2, 3).index(3, 0, v))
    attempt("str.find", lambda: "abc".find("c", 0, v))
    attempt("str.count", lambda: "abc".count("c", v))
    attempt("str.startswith", lambda: "abc".startswith("a", v))
    attempt("bytes.find", lambda: b"abc".find(b"c", -v))
    attempt("list.insert", lambda: [1, 2].insert(v, 9))
    attempt("list.pop", lambda: [1, 2].pop(v))
    attempt("list * n", lambda: len([1] * v) if v < 0 else "skip")
    attempt("[] * n", lambda: [] * v)
    attempt("'' * n", lambda: "" * v)
    attempt("tuple * n", lambda: () * v)
    attempt("round float", lambda: round(1.5, v))
    attempt("round int", lambda: round(12345, v) if v > 0 else "skip")
    attempt("0 << n", lambda: 0 << v)
    attempt("5 >> n", lambda: 5 >> v)
    attempt("-5 >> n", lambda: -5 >> v)
    attempt("1 << -n", lambda: 1 << -abs(v))
    attempt("to_bytes", lambda: (5).to_bytes(v, "big"))
    attempt("expandtabs", lambda: "a\tb".expandtabs(v))
    attempt("splitlines", lambda: "a\nb".splitlines(v))
    attempt("chr", lambda: chr(v))
    attempt("int base", lambda: int("10", v))
    attempt("'%*d'", lambda: "%*d" % (v, 1))
    attempt("'%.*f'", lambda: "%.*f" % (v, 1))
    attempt("enumerate", lambda: list(enumerate("ab", v)))

attempt("round int -1000", lambda: round(12345, -1000))
attempt("round int -4", lambda: round(-12345, -4))
attempt("1 << 2**100", lambda: 1 << 2**100)
attempt("'%*d' min", lambda: "%*d|" % (-2**63, 1))
attempt("bytes(maxsize)", lambda: bytes(2**63 - 1))
attempt("to_bytes maxsize", lambda: (5).to_bytes(2**63 - 1, "big"))
attempt("b.center maxsize", lambda: b"a".center(2**63 - 1))
attempt("chr 2**31", lambda: chr(2**31))
attempt("enumerate past maxsize", lambda: list(enumerate("abc", 2**63 - 2)))

# ---- expected stdout ----
# -- 9223372036854775807
# list.index start ValueError: 3 is not in list
# list.index stop 2
# tuple.index stop 2
# str.find 2
# str.count 0
# str.startswith False
# bytes.find 2
# list.insert None
# list.pop IndexError: pop index out of range
# list * n 'skip'
# [] * n []
# '' * n ''
# tuple * n ()
# round float 1.5
# round int 12345
# 0 << n 0
# 5 >> n 0
# -5 >> n -1
# 1 << -n ValueError: negative shift count
# to_bytes OverflowError: byte string is too large
# expandtabs OverflowError: Python int too large to convert to C int
# splitlines OverflowError: Python int too large to convert to C int
# chr OverflowError: Python int too large to convert to C int
# int base ValueError: int() base must be >= 2 and <= 36, or 0
# '%*d' MemoryError
# '%.*f' OverflowError: Python int too large to convert to C int
# enumerate [(9223372036854775807, 'a'), (9223372036854775808, 'b')]
# -- 9223372036854775808
# list.index start ValueError: 3 is not in list
# list.index stop 2
# tuple.index stop 2
# str.find 2
# str.count 0
# str.startswith False
# bytes.find 2
# list.insert OverflowError: Python int too large to convert to C ssize_t
# list.pop OverflowError: Python int too large to convert to C ssize_t
# list * n 'skip'
# [] * n OverflowError: cannot fit 'int' into an index-sized integer
# '' * n OverflowError: cannot fit 'int' into an index-sized integer
# tuple * n OverflowError: cannot fit 'int' into an index-sized integer
# round float 1.5
# round int 12345
# 0 << n 0
# 5 >> n 0
# -5 >> n -1
# 1 << -n ValueError: negative shift count
# to_bytes OverflowError: Python int too large to convert to C ssize_t
# expandtabs OverflowError: Python int too large to convert to C int
# splitlines OverflowError: Python int too large to convert to C int
# chr OverflowError: Python int too large to convert to C int
# int base ValueError: int() base must be >= 2 and <= 36, or 0
# '%*d' OverflowError: Python int too large to convert to C ssize_t
# '%.*f' OverflowError: Python int too large to convert to C int
# enumerate [(9223372036854775808, 'a'), (9223372036854775809, 'b')]
# -- -9223372036854775809
# list.index start 2
# list.index stop ValueError: 3 is not in list
# tuple.index stop ValueError: tuple.index(x): x not in tuple
# str.find -1
# str.count 1
# str.startswith True
# bytes.find -1
# list.insert OverflowError: Python int too large to convert to C ssize_t
# list.pop OverflowError: Python int too large to convert to C ssize_t
# list * n OverflowError: cannot fit 'int' into an index-sized integer
# [] * n OverflowError: cannot fit 'int' into an index-sized integer
# '' * n OverflowError: cannot fit 'int' into an index-sized integer
# tuple * n OverflowError: cannot fit 'int' into an index-sized integer
# round float 0.0
# round int 'skip'
# 0 << n ValueError: negative shift count
# 5 >> n ValueError: negative shift count
# -5 >> n ValueError: negative shift count
# 1 << -n ValueError: negative shift count
# to_bytes OverflowError: Python int too large to convert to C ssize_t
# expandtabs OverflowError: Python int too large to convert to C int
# splitlines OverflowError: Python int too large to convert to C int
# chr OverflowError: Python int too large to convert to C int
# int base ValueError: int() base must be >= 2 and <= 36, or 0
# '%*d' OverflowError: Python int too large to convert to C ssize_t
# '%.*f' OverflowError: Python int too large to convert to C int
# enumerate [(-9223372036854775809, 'a'), (-9223372036854775808, 'b')]
# -- 1267650600228229401496703205376
# list.index start ValueError: 3 is not in list
# list.index stop 2
# tuple.index stop 2
# str.find 2
# str.count 0
# str.startswith False
# bytes.find 2
# list.insert OverflowError: Python int too large to convert to C ssize_t
# list.pop OverflowError: Python int too large to convert to C ssize_t
# list * n 'skip'
# [] * n OverflowError: cannot fit 'int' into an index-sized integer
# '' * n OverflowError: cannot fit 'int' into an index-sized integer
# tuple * n OverflowError: cannot fit 'int' into an index-sized integer
# round float 1.5
# round int 12345
# 0 << n 0
# 5 >> n 0
# -5 >> n -1
# 1 << -n ValueError: negative shift count
# to_bytes OverflowError: Python int too large to convert to C ssize_t
# expandtabs OverflowError: Python int too large to convert to C int
# splitlines OverflowError: Python int too large to convert to C int
# chr OverflowError: Python int too large to convert to C int
# int base ValueError: int() base must be >= 2 and <= 36, or 0
# '%*d' OverflowError: Python int too large to convert to C ssize_t
# '%.*f' OverflowError: Python int too large to convert to C int
# enumerate [(1267650600228229401496703205376, 'a'), (1267650600228229401496703205377, 'b')]
# -- -1267650600228229401496703205376
# list.index start 2
# list.index stop ValueError: 3 is not in list
# tuple.index stop ValueError: tuple.index(x): x not in tuple
# str.find -1
# str.count 1
# str.startswith True
# bytes.find -1
# list.insert OverflowError: Python int too large to convert to C ssize_t
# list.pop OverflowError: Python int too large to convert to C ssize_t
# list * n OverflowError: cannot fit 'int' into an index-sized integer
# [] * n OverflowError: cannot fit 'int' into an index-sized integer
# '' * n OverflowError: cannot fit 'int' into an index-sized integer
# tuple * n OverflowError: cannot fit 'int' into an index-sized integer
# round float 0.0
# round int 'skip'
# 0 << n ValueError: negative shift count
# 5 >> n ValueError: negative shift count
# -5 >> n ValueError: negative shift count
# 1 << -n ValueError: negative shift count
# to_bytes OverflowError: Python int too large to convert to C ssize_t
# expandtabs OverflowError: Python int too large to convert to C int
# splitlines OverflowError: Python int too large to convert to C int
# chr OverflowError: Python int too large to convert to C int
# int base ValueError: int() base must be >= 2 and <= 36, or 0
# '%*d' OverflowError: Python int too large to convert to C ssize_t
# '%.*f' OverflowError: Python int too large to convert to C int
# enumerate [(-1267650600228229401496703205376, 'a'), (-1267650600228229401496703205375, 'b')]
# round int -1000 0
# round int -4 -10000
# 1 << 2**100 OverflowError: too many digits in integer
# '%*d' min '1|'
# bytes(maxsize) OverflowError: byte string is too large
# to_bytes maxsize OverflowError: byte string is too large
# b.center maxsize OverflowError: byte string is too large
# chr 2**31 OverflowError: Python int too large to convert to C int
# enumerate past maxsize [(9223372036854775806, 'a'), (9223372036854775807, 'b'), (9223372036854775808, 'c')]
