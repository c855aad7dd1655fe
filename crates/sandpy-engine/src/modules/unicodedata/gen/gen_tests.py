"""Regenerate ../tests/expected.rs: what CPython's unicodedata answers, for the Rust tests.

    python3 gen_tests.py > ../tests/expected.rs

Every code point's properties are covered through digests (FNV-1a, one per plane of
0x10000 code points and property, so a failure names the plane); normalization is
covered for every single code point and for many generated sequences; `lookup` for a
table of names, edge cases included. The Rust side (../tests.rs) computes the same
digests from the module's own functions.
"""

import struct
import sys
import unicodedata as ud

MAX = 0x110000
PLANES = MAX >> 16
FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
FORMS = ["NFC", "NFD", "NFKC", "NFKD"]
SEQUENCES = 100000
SEQUENCE_MAX_LEN = 6


class Digest:
    """FNV-1a over the encoding that `Fnv` in ../tests.rs uses."""

    def __init__(self):
        self.h = FNV_OFFSET

    def bytes(self, data):
        h = self.h
        for b in data:
            h ^= b
            h = (h * FNV_PRIME) & 0xFFFFFFFFFFFFFFFF
        self.h = h

    def value(self, v):
        if v is None:
            self.bytes(b"\xfd")
        elif isinstance(v, str):
            self.bytes(v.encode("utf-8") + b"\xff")
        elif isinstance(v, float):
            self.bytes(struct.pack("<d", v))
        else:
            self.bytes(struct.pack("<q", int(v)))


def rs(s):
    parts = []
    for ch in s:
        cp = ord(ch)
        if ch in "\\\"":
            parts.append("\\" + ch)
        elif 0x20 <= cp < 0x7F:
            parts.append(ch)
        else:
            parts.append("\\u{%x}" % cp)
    return '"' + "".join(parts) + '"'


def per_plane(f):
    out = []
    for plane in range(PLANES):
        d = Digest()
        for cp in range(plane << 16, (plane + 1) << 16):
            f(d, cp)
        out.append(d.h)
    return out


PROPERTIES = [
    ("CATEGORY", lambda c: ud.category(c)),
    ("BIDIRECTIONAL", lambda c: ud.bidirectional(c)),
    ("EAST_ASIAN_WIDTH", lambda c: ud.east_asian_width(c)),
    ("COMBINING", lambda c: ud.combining(c)),
    ("MIRRORED", lambda c: ud.mirrored(c)),
    ("DECIMAL", lambda c: ud.decimal(c, None)),
    ("DIGIT", lambda c: ud.digit(c, None)),
    ("NUMERIC", lambda c: ud.numeric(c, None)),
    ("NAME", lambda c: ud.name(c, None)),
    ("DECOMPOSITION", lambda c: ud.decomposition(c)),
]


def sequence_pool():
    """Characters that make normalization interesting: non-starters, both halves of
    every canonical pair, a sample of the other characters with decompositions, and
    Hangul jamo and syllables."""
    pool = set()
    for cp in range(MAX):
        if 0xD800 <= cp < 0xE000:
            continue
        c = chr(cp)
        d = ud.decomposition(c)
        if ud.combining(c):
            pool.add(cp)
        if d and not d.startswith("<"):
            parts = [int(x, 16) for x in d.split()]
            if len(parts) == 2:
                pool.update(parts)
                pool.add(cp)
        if d and cp % 16 == 0:
            pool.add(cp)
    pool.update(range(0x1100, 0x1113))
    pool.update(range(0x1161, 0x1176))
    pool.update(range(0x11A7, 0x11C3))
    pool.update([0xAC00, 0xAC01, 0xAE4C, 0xD7A3, 0x41, 0x61, 0x20])
    return sorted(pool)


class Lcg:
    """The generator `Lcg` in ../tests.rs mirrors, for the sequence inputs."""

    def __init__(self, seed):
        self.state = seed

    def next(self, bound):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        return (self.state >> 33) % bound


def sequences(pool):
    rng = Lcg(0x5EED)
    for _ in range(SEQUENCES):
        n = 1 + rng.next(SEQUENCE_MAX_LEN)
        yield "".join(chr(pool[rng.next(len(pool))]) for _ in range(n))


NORMALIZE_EXAMPLES = [
    "e\u0301", "\u00e9", "\ufb01", "\u1e9b\u0323", "A\u0327\u0301", "\u0041\u030a", "\u212b",
    "\u1100\u1161\u11a8", "\uac00\u11a8", "\u1100\uac00", "\u0958", "\u2126", "q\u0307\u0323",
    "\u00c5\u0316", "\u0f73", "\u0344", "\u1f80\u0345", "\u0b47\u0b3e", "\ufdfa", "\u3300",
    "a\u0328\u0301\u0323", "\u05b8\u05b9\u05b1\u0591\u05c3\u05b0\u05ac\u059f", "\U0001d15e",
    "\u0300a", "x\u0300\u0301\u0302\u0303\u0304", "\u00bd", "\u2460", "\uff21", "\u01c4",
    "a\u0346\u0301", "a\u0316\u0301", "\u1100\u0300\u1161",
]

LOOKUP_NAMES = [
    "LATIN SMALL LETTER A", "latin small letter a", "Latin Small Letter Sharp S", "NULL",
    "null", "BYTE ORDER MARK", "LINE FEED", "LF", "SPACE", "SP", "GRINNING FACE",
    "LATIN CAPITAL LETTER A WITH MACRON AND GRAVE", "KATAKANA LETTER AINU P",
    "HANGUL SYLLABLE GA", "HANGUL SYLLABLE GAG", "HANGUL SYLLABLE A", "HANGUL SYLLABLE HIH",
    "HANGUL SYLLABLE GGAGG", "HANGUL SYLLABLE ", "HANGUL SYLLABLE G", "HANGUL SYLLABLE GAX",
    "hangul syllable ga", "HANGUL SYLLABLE YI", "HANGUL SYLLABLE WAELH",
    "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPH-04E00", "CJK UNIFIED IDEOGRAPH-4e00",
    "cjk unified ideograph-4E00", "CJK UNIFIED IDEOGRAPH-4E0", "CJK UNIFIED IDEOGRAPH-004E00",
    "CJK UNIFIED IDEOGRAPH-A000", "CJK UNIFIED IDEOGRAPH-20000", "CJK UNIFIED IDEOGRAPH-3134A",
    "CJK UNIFIED IDEOGRAPH-3134B", "CJK UNIFIED IDEOGRAPH-", "CJK COMPATIBILITY IDEOGRAPH-F900",
    "cjk compatibility ideograph-f900", "CJK COMPATIBILITY IDEOGRAPH-2FA1D",
    "NUSHU CHARACTER-1B170", "KHITAN SMALL SCRIPT CHARACTER-18B00", "TANGUT IDEOGRAPH-17000",
    "TANGUT COMPONENT-001", "", " ", "LATIN  SMALL LETTER A", "LATIN SMALL LETTER A ",
    "LATIN SMALL LETTER \u00e9", "X" * 256, "X" * 257, "\u00e9" * 128, "\u00e9" * 129,
    "ZERO WIDTH SPACE", "ZWSP", "LATIN CAPITAL LETTER GHA", "LATIN CAPITAL LETTER OI",
    "TAMIL CONSONANT K", "TAMIL SYLLABLE KSSAA", "MODIFIER LETTER LOW MACRON",
    "AAAAAAAAA", "ZZZZZZZZZ", "A", "Z",
]


def main():
    w = sys.stdout.write
    w("//! Expected answers for the `unicodedata` tests, generated by `gen/gen_tests.py`\n")
    w("//! from CPython %s (Unicode %s). Do not edit by hand.\n\n"
      % (sys.version.split()[0], ud.unidata_version))
    for name, f in PROPERTIES:
        digests = per_plane(lambda d, cp: d.value(f(chr(cp))))
        w("pub(super) const %s: [u64; %d] = [\n" % (name, PLANES))
        for h in digests:
            w("    0x%016x,\n" % h)
        w("];\n\n")

    def single(d, cp):
        if 0xD800 <= cp < 0xE000:
            return
        for form in FORMS:
            d.value(ud.normalize(form, chr(cp)))
    w("/// NFC, NFD, NFKC and NFKD of every single code point but the surrogates.\n")
    w("pub(super) const NORMALIZE_SINGLE: [u64; %d] = [\n" % PLANES)
    for h in per_plane(single):
        w("    0x%016x,\n" % h)
    w("];\n\n")

    pool = sequence_pool()
    w("/// Characters the generated normalization sequences are drawn from.\n")
    w("pub(super) const POOL: [u32; %d] = [\n" % len(pool))
    for i in range(0, len(pool), 12):
        w("    " + ", ".join("0x%x" % cp for cp in pool[i:i + 12]) + ",\n")
    w("];\n\n")
    d = Digest()
    for s in sequences(pool):
        for form in FORMS:
            d.value(ud.normalize(form, s))
            d.value(ud.is_normalized(form, s))
    w("pub(super) const SEQUENCE_COUNT: usize = %d;\n" % SEQUENCES)
    w("pub(super) const SEQUENCE_MAX_LEN: u64 = %d;\n" % SEQUENCE_MAX_LEN)
    w("/// Forms and `is_normalized` of the generated sequences.\n")
    w("pub(super) const SEQUENCES_DIGEST: u64 = 0x%016x;\n\n" % d.h)

    w("/// `(input, [NFC, NFD, NFKC, NFKD])`.\n")
    w("pub(super) const NORMALIZE_EXAMPLES: &[(&str, [&str; 4])] = &[\n")
    for s in NORMALIZE_EXAMPLES:
        w("    (%s, [%s]),\n" % (rs(s), ", ".join(rs(ud.normalize(f, s)) for f in FORMS)))
    w("];\n\n")

    w("/// `(name, Ok(result) or Err(KeyError message))`.\n")
    w("pub(super) const LOOKUPS: &[(&str, Result<&str, &str>)] = &[\n")
    for n in LOOKUP_NAMES:
        try:
            r = "Ok(%s)" % rs(ud.lookup(n))
        except KeyError as e:
            r = "Err(%s)" % rs(e.args[0])
        w("    (%s, %s),\n" % (rs(n), r))
    w("];\n")


main()
