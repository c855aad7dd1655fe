r"""Generates cpython311.txt: expected outputs of CPython 3.11 for the format module.

Run with python3.11 from this directory: python3 gen.py > cpython311.txt
For a much larger one-off check: python3 gen.py SCALE SEED > /tmp/bulk.txt, then
SANDPY_FORMAT_BULK=/tmp/bulk.txt cargo test cpython_bulk -- --ignored
Each line is tab-separated; fields escape backslash, tab, control and non-ASCII
characters as \\, \t, \u{HEX}. A result is '=' + text or '!' + ExceptionName + ':' + message.
"""
import random
import struct
import sys

assert sys.version_info[:2] == (3, 11), sys.version

SCALE = int(sys.argv[1]) if len(sys.argv) > 1 else 1
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 20240611)


def esc(s):
    out = []
    for ch in s:
        if ch == '\\':
            out.append('\\\\')
        elif ch == '\t':
            out.append('\\t')
        elif ord(ch) < 0x20 or ord(ch) >= 0x7f:
            out.append('\\u{%x}' % ord(ch))
        else:
            out.append(ch)
    return ''.join(out)


def esc_long(s):
    # Long texts made of one repeated unit (plus a short tail) are written as
    # \r{COUNT,UNIT} so the file stays small.
    for unit_len in (1, 2):
        unit = s[:unit_len]
        if len(s) > 100 and unit:
            count = 0
            while s.startswith(unit, count * unit_len):
                count += 1
            if count * unit_len > 100:
                return '\\r{%d,%s}' % (count, esc(unit)) + esc(s[count * unit_len:])
    return esc(s)


def bits(x):
    return '%016x' % struct.unpack('<Q', struct.pack('<d', x))[0]


def outcome(fn):
    try:
        return '=' + fn()
    except (ValueError, TypeError, OverflowError) as e:
        return '!' + type(e).__name__ + ':' + str(e)


lines = []
seen = set()


def emit(*fields):
    if any(0xd800 <= ord(c) < 0xe000 for f in fields for c in f):
        return  # sandpy strings are UTF-8 and cannot hold lone surrogates
    line = '\t'.join(esc_long(f) for f in fields)
    if line not in seen and len(line) < 400:
        seen.add(line)
        lines.append(line)


# ---------------------------------------------------------------- format specs
FILLS = ['*', '0', ' ', 'x', '\u00e9', '<', '=', '_', ',']
ALIGNS = ['<', '>', '^', '=']


def random_spec(types):
    parts = []
    r = rng.random()
    if r < 0.25:
        parts.append(rng.choice(ALIGNS))
    elif r < 0.45:
        parts.append(rng.choice(FILLS) + rng.choice(ALIGNS))
    if rng.random() < 0.35:
        parts.append(rng.choice('+- '))
    if rng.random() < 0.1:
        parts.append('z')
    if rng.random() < 0.25:
        parts.append('#')
    if rng.random() < 0.3:
        parts.append('0')
    if rng.random() < 0.5:
        parts.append(str(rng.choice([1, 2, 3, 5, 7, 8, 9, 10, 11, 12, 13, 15, 20, 25])))
    r = rng.random()
    if r < 0.2:
        parts.append(',')
    elif r < 0.35:
        parts.append('_')
    if rng.random() < 0.4:
        parts.append('.' + str(rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 17, 20, 25])))
    if rng.random() < 0.85:
        parts.append(rng.choice(types))
    return ''.join(parts)


INT_TYPES = list('bcdoxXn') + list('eEfFgG%') + ['', '', 's', 'z', 'r']
FLOAT_TYPES = list('eEfFgGn%') + ['', '', '', 'd', 'x', 's']
STR_TYPES = ['s', 's', '', '', 'd', 'x']


def random_int():
    r = rng.random()
    if r < 0.1:
        return rng.choice([0, 1, -1, 65, 0x10ffff, 0x110000, 0xd7ff, 255, -255, 1234, -1234, 10**6])
    if r < 0.5:
        return rng.randint(-10**6, 10**6)
    if r < 0.8:
        return rng.randint(-10**20, 10**20)
    if r < 0.9:
        return rng.choice([1, -1]) * 2**rng.randint(0, 200)
    return rng.randint(-10**60, 10**60)


SPECIAL_FLOATS = [0.0, -0.0, 1.0, -1.0, 0.1, 0.5, 1.5, 2.5, 2.675, 0.125, 0.375, 1e16, 1e15,
                  1e-5, 1e-4, 0.0001, 1e20, 1e22, 1e23, 1e300, 5e-324, 2.2250738585072014e-308,
                  1.7976931348623157e308, float('inf'), float('-inf'), float('nan'),
                  123456789.0, 1234567.891, 0.000123456, -9.5, 99.995, 9.999999, 12345.678,
                  100.0, 1e-7, 3.141592653589793, -2.718281828459045, 0.05, 1e-10, -1e-10,
                  123456789012345.0, 1234567890123456.8, 2.0**53, 2.0**63, 1/3, 2/3]


def random_float():
    r = rng.random()
    if r < 0.3:
        return rng.choice(SPECIAL_FLOATS)
    if r < 0.55:
        return round(rng.uniform(-1e6, 1e6), rng.randint(0, 6))
    if r < 0.75:
        return rng.uniform(-1, 1) * 10.0 ** rng.randint(-12, 22)
    if r < 0.85:
        return rng.randint(-10**7, 10**7) / 8
    x = struct.unpack('<d', struct.pack('<Q', rng.getrandbits(64)))[0]
    return x


def random_str():
    return rng.choice(['', 'a', 'ab', 'hello', 'h\u00e9llo', '\u4e2d\u6587', 'x' * 12,
                       'tab\there', 'mixed Case 123', '\U0001f600!'])


for _ in range(1800 * SCALE):
    v = random_int()
    spec = random_spec(INT_TYPES)
    emit('I', str(v), spec, outcome(lambda: format(v, spec)))
for _ in range(2200 * SCALE):
    v = random_float()
    spec = random_spec(FLOAT_TYPES)
    emit('F', bits(v), spec, outcome(lambda: format(v, spec)))
for _ in range(500 * SCALE):
    v = random_str()
    spec = random_spec(STR_TYPES)
    emit('S', v, spec, outcome(lambda: format(v, spec)))

HAND_SPECS = ['', '010,', '0=10,', '08,', '06,', '07,', '09_', '#012_x', '#013_X', 'x^+#10b',
              '0<5', '0>5', '0^5', '05', ' >05', '<05', 'z', 'zd', '.2d', '+c', '#c', ',c', '_c',
              'c', '5c', '05c', '^5c', 's', '99999999999999999999', '.', '.x', ',,', ',_', '_,',
              '__', 'xx', '\u00e9', '\x01', ' ', ',\u00e9', ',n', 'n', '=', '\u0665', '.\u0662f',
              '_x', '_b', '_o', ',x', '#x', '#o', '#b', '#X', '%', '.1%', 'z.1f', 'z.3e', 'z%',
              '.3', '#', '#.0f', '#.0e', '#.1g', '#g', '#.3', '.0', '.0e', '.0g', '.0%', 'E', 'F',
              'G', ',.2f', '_.3e', '0=+12,.2f', '+012_.1f', '-^+9', '=010', '010', '+010', ' 010',
              '.2147483648f', 'z=+10.1f', ',.0f', '030,', '030_', '031,.3f', '\u00e9^9', '.30f',
              '.17g', '.17', '.16', '.15e', 'r', '#.0', '#.1']
for spec in HAND_SPECS:
    for v in [0, 1, -1, 5, 65, 255, 1234, -1234, 0x12345, -0x12345, 10**20, -(10**25),
              0x110000, 2**63, 10**400]:
        emit('I', str(v), spec, outcome(lambda: format(v, spec)))
    for v in SPECIAL_FLOATS[::2]:
        emit('F', bits(v), spec, outcome(lambda: format(v, spec)))
    for v in ['', 'a', 'abc', 'h\u00e9llo']:
        emit('S', v, spec, outcome(lambda: format(v, spec)))

# ---------------------------------------------------------------- repr
for v in SPECIAL_FLOATS:
    emit('R', bits(v), repr(v))
for _ in range(1500 * SCALE):
    x = struct.unpack('<d', struct.pack('<Q', rng.getrandbits(64)))[0]
    emit('R', bits(x), repr(x))
for e in range(-330, 310, 3):
    for m in [1.0, 9.999999999999999, 4.35]:
        try:
            x = float('%re%d' % (m, e))
        except OverflowError:
            continue
        emit('R', bits(x), repr(x))

# ---------------------------------------------------------------- % formatting
def random_percent(convs):
    parts = ['%']
    for flag in '-+ #0':
        if rng.random() < 0.2:
            parts.append(flag)
    if rng.random() < 0.5:
        parts.append(str(rng.choice([1, 2, 3, 5, 8, 10, 12, 15])))
    if rng.random() < 0.4:
        parts.append('.' + rng.choice(['', '0', '1', '2', '3', '5', '8', '12', '20']))
    if rng.random() < 0.1:
        parts.append(rng.choice('hlL'))
    parts.append(rng.choice(convs))
    return ''.join(parts)


for _ in range(1200 * SCALE):
    v = random_int()
    if rng.random() < 0.2:
        v = rng.choice([65, 0x10ffff, 0x110000, -1, 10**30, 0xe9])
    fmt = random_percent(list('diuoxXceEfFgGs') + ['y'])
    emit('%I', fmt, str(v), outcome(lambda: fmt % (v,)))
for _ in range(1500 * SCALE):
    v = random_float()
    fmt = random_percent(list('eEfFgGdis') + ['x', 'c', 'r'])
    emit('%F', fmt, bits(v), outcome(lambda: fmt % (v,)))
for _ in range(400 * SCALE):
    v = random_str()
    if rng.random() < 0.2:
        v = rng.choice(['a', '\u00e9', 'ab'])
    fmt = random_percent(['s', 's', 'c'])
    emit('%S', fmt, v, outcome(lambda: fmt % (v,)))

# ---------------------------------------------------------------- float(str)
def float_outcome(s):
    try:
        x = float(s)
    except ValueError:
        return '!'
    if x != x:
        return '=nan'
    return '=' + bits(x)


def digits_with_underscores():
    n = rng.randint(1, 25)
    out = []
    for i in range(n):
        out.append(rng.choice('0123456789'))
        if i < n - 1 and rng.random() < 0.1:
            out.append('_')
    s = ''.join(out)
    if rng.random() < 0.03:
        s = rng.choice(['_' + s, s + '_', s.replace('_', '__')])
    return s


WS = ['', '', ' ', '\t', '\n', '  ', '\u3000', '\xa0', '\x1c', '\x0b']
FLOAT_LITERALS = ['inf', 'INF', 'Infinity', 'iNfInItY', 'nan', 'NaN', 'infinit', 'infinityy',
                  'in', 'na', '0x10', '1e', '.e1', '.', '1.e5', '1._5', '1_.5', '1_e5', '1e_5',
                  '1e5_0', '\u0661\u0662\u0663', '\u0661.\u0665', '1e1000', '1e-1000', '',
                  '1e+', '1e-', '--1', '+-1', '1 2', '0.0000001', '4.9e-324', '2.4703282292062328e-324',
                  '2.4703282292062327e-324', '1.7976931348623158e308', '1.7976931348623159e308',
                  '9007199254740993', '0.1e-330', '1' * 400, '0.' + '0' * 300 + '1',
                  '123456789012345678901234567890e-20', '1e99999999999999999999', '\u00b2']
for s in FLOAT_LITERALS:
    for sign in ['', '-', '+']:
        emit('PF', sign + s, float_outcome(sign + s))
for _ in range(1500 * SCALE):
    s = rng.choice(WS) + rng.choice(['', '', '+', '-'])
    r = rng.random()
    if r < 0.7:
        if rng.random() < 0.85:
            s += digits_with_underscores()
        if rng.random() < 0.5:
            s += '.'
            if rng.random() < 0.8:
                s += digits_with_underscores()
        if rng.random() < 0.4:
            s += rng.choice('eE') + rng.choice(['', '+', '-']) + digits_with_underscores()[:4]
    else:
        s += rng.choice(FLOAT_LITERALS)
    if rng.random() < 0.05:
        s += rng.choice(['x', '_', '.', 'e', ' 1'])
    s += rng.choice(WS)
    emit('PF', s, float_outcome(s))

# ---------------------------------------------------------------- int(str, base)
def int_outcome(s, base):
    try:
        return '=' + format(int(s, base), 'x')
    except ValueError as e:
        msg = str(e)
        if msg.startswith('Exceeds the limit'):
            return '!limit:' + msg
        if msg.startswith('int() base'):
            return '!base'
        return '!invalid'


INT_LITERALS = ['0', '00', '000', '0_0', '00_0', '0_1', '010', '08', '09', '0_', '0b', '0x',
                '0o', '0x_1f', '0X1F', '0o17', '0O17', '0b1_0', '0B11', '_1', '1_', '1__0', '+_1',
                '- 1', 'z', 'Z', 'zz', '0x1', '0b2', '\u0661\u0662\u0663', '1\u0662', '\u00b2',
                '12345678901234567890123456789', 'ff', 'FF', '0xffff_ffff', '0b_1', '0x__1', '', '+', '-',
                '1' * 5000, '1' * 4300, '1' * 4301, '1_' * 4400 + '1', '1' * 5000 + 'x', '0' * 5000,
                'x' + '1' * 5000, '1' * 4400 + '__1', '7' * 6000]
BASES = [0, 2, 8, 10, 16, 36, 3, 7, 1, 37, 32]
for s in INT_LITERALS:
    for base in BASES:
        for sign in ['', '-']:
            for ws in ['', rng.choice([' \t', '\u3000'])]:
                text = ws + sign + s + ws
                emit('PI', text, str(base), int_outcome(text, base))
for _ in range(1500 * SCALE):
    base = rng.choice(BASES[:7])
    s = rng.choice(WS) + rng.choice(['', '', '+', '-'])
    if rng.random() < 0.3:
        s += rng.choice(['0x', '0X', '0o', '0b', '0B', '0', '0_'])
    n = rng.randint(1, 30)
    for i in range(n):
        s += rng.choice('0123456789abcdefxzAF' if rng.random() < 0.5 else '0123456789')
        if i < n - 1 and rng.random() < 0.08:
            s += '_'
    if rng.random() < 0.03:
        s += rng.choice(['_', '__1', ' 1', '.'])
    s += rng.choice(WS)
    emit('PI', s, str(base), int_outcome(s, base))

print('\n'.join(lines))
