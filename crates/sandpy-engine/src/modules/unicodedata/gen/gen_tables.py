"""Regenerate ../tables.rs and ../name_tables.rs from the running CPython's unicodedata.

Run with the CPython whose behaviour sandpy copies (3.11, Unicode 14.0.0):

    python3 gen_tables.py ..

Every value is read back from CPython's own `unicodedata` functions, so the tables
follow CPython exactly (including what it reports for unassigned code points).
CPython does not expose its list of name aliases and named sequences; those come
from the candidate names in Perl's copy of the same Unicode version
(`unicore/Name.pl`), and each one is kept only when CPython's `lookup()` accepts
it and gives the same characters.

Layout of the generated data (the Rust readers in ../props.rs, ../names.rs and
../normalize.rs rely on it):

* Two-level tables: `cp >> SHIFT` indexes a block table, whose entry times
  `1 << SHIFT` plus `cp & mask` indexes the value array.
* Properties: per code point an index into `RECORDS` (category, bidirectional,
  east asian width, mirrored, combining class) and one into `NUMBERS`.
* Decompositions: per code point an index into `DECOMP_STARTS`; the data at
  that start in `DECOMP_DATA` is `tag << 8 | count` followed by `count` code
  points (tag 0 = canonical). Hangul syllables are computed, not stored.
* Compositions: sorted `(first << 21 | second, composite)` pairs of the
  primary composites (canonical pairs that survive NFC).
* Names: words in `LEXICON` (most frequent first), names as byte strings of
  word codes in `NAMES`; see `encode_name` below.
"""

import glob
import os
import sys
import unicodedata as ud

MAX = 0x110000
SURROGATES = range(0xD800, 0xE000)

CATEGORIES = ["Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No",
              "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So",
              "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co"]
BIDI = ["", "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S",
        "WS", "ON", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
WIDTHS = ["N", "A", "H", "W", "F", "Na"]
TAGS = ["", "<font>", "<noBreak>", "<initial>", "<medial>", "<final>", "<isolated>",
        "<circle>", "<super>", "<sub>", "<vertical>", "<wide>", "<narrow>", "<small>",
        "<square>", "<fraction>", "<compat>"]

# Name word codes: 0 appends "-" and the code point in hex; 1..SINGLE-1 are
# the most frequent words (word id = code - 1); a byte b >= SINGLE starts a
# two-byte code for word id SINGLE - 1 + ((b - SINGLE) << 8 | next byte).
HEX_SELF = 0
NAME_CHECKPOINT = 32


def chunks(items, n):
    for i in range(0, len(items), n):
        yield items[i:i + n]


def rust_str(s):
    out = []
    for ch in s:
        if 0x20 <= ord(ch) < 0x7F and ch not in "\\\"":
            out.append(ch)
        else:
            out.append("\\u{%x}" % ord(ch))
    return '"' + "".join(out) + '"'


def rust_bytes(data):
    # Spaces are escaped too: the literal is split over lines with "\\" + newline,
    # which makes Rust skip the leading whitespace of the next line.
    out = []
    for b in data:
        if 0x20 < b < 0x7F and b not in b"\\\"":
            out.append(chr(b))
        else:
            out.append("\\x%02x" % b)
    return 'b"' + "".join(out) + '"'


def uint_type(limit):
    for bits in (8, 16, 32):
        if limit < (1 << bits):
            return "u%d" % bits, bits // 8
    raise ValueError(limit)


class Out:
    def __init__(self, path):
        self.f = open(path, "w")

    def w(self, s):
        self.f.write(s)

    def array(self, doc, name, ty, values, per_line, fmt=str):
        for line in doc:
            self.w("/// %s\n" % line)
        self.w("#[rustfmt::skip]\n")
        self.w("pub static %s: [%s; %d] = [\n" % (name, ty, len(values)))
        for chunk in chunks(values, per_line):
            self.w("    " + ", ".join(fmt(v) for v in chunk) + ",\n")
        self.w("];\n\n")

    def two_level(self, name, values, doc):
        """Writes NAME_SHIFT, NAME_BLOCKS and NAME_VALUES for values[cp]."""
        vty, vsize = uint_type(max(values) + 1)
        best = None
        for shift in range(3, 13):
            size = 1 << shift
            seen = {}
            blocks = []
            data = []
            for start in range(0, MAX, size):
                block = tuple(values[start:start + size])
                if block not in seen:
                    seen[block] = len(seen)
                    data.extend(block)
                blocks.append(seen[block])
            bty, bsize = uint_type(len(seen))
            cost = len(blocks) * bsize + len(data) * vsize
            if best is None or cost < best[0]:
                best = (cost, shift, blocks, data, bty)
        cost, shift, blocks, data, bty = best
        self.w("/// %s: two-level table (%d bytes).\n" % (doc, cost))
        self.w("pub const %s_SHIFT: u32 = %d;\n\n" % (name, shift))
        self.array(["Block of each `1 << %s_SHIFT` code points." % name],
                   name + "_BLOCKS", bty, blocks, 20)
        self.array(["Values, block by block."], name + "_VALUES", vty, data, 20)


def code_points():
    for cp in range(MAX):
        yield cp, chr(cp)


def gen_props(out):
    records = []
    record_index = {}
    per_cp = []
    numerics = [None]
    numeric_index = {None: 0}
    num_per_cp = []
    for cp, c in code_points():
        rec = (CATEGORIES.index(ud.category(c)), BIDI.index(ud.bidirectional(c)),
               WIDTHS.index(ud.east_asian_width(c)), ud.mirrored(c), ud.combining(c))
        if rec not in record_index:
            record_index[rec] = len(records)
            records.append(rec)
        per_cp.append(record_index[rec])
        value = ud.numeric(c, None)
        digit = ud.digit(c, None)
        decimal = ud.decimal(c, None)
        if value is None:
            assert digit is None and decimal is None
            num = None
        else:
            assert digit is None or digit == value
            assert decimal is None or (digit is not None and decimal == digit)
            kind = 2 if decimal is not None else 1 if digit is not None else 0
            num = (value, kind)
        if num not in numeric_index:
            numeric_index[num] = len(numerics)
            numerics.append(num)
        num_per_cp.append(numeric_index[num])

    for table, name in ((CATEGORIES, "CATEGORY_NAMES"), (BIDI, "BIDI_NAMES"),
                        (WIDTHS, "WIDTH_NAMES")):
        out.array(["Names of the values stored in `RECORDS`."], name, "&str", table, 12, rust_str)
    out.array(["Distinct property records: `(category, bidirectional, east_asian_width,",
               "mirrored, combining)`, the first three as indexes into the name arrays."],
              "RECORDS", "(u8, u8, u8, u8, u8)", records, 6, lambda r: "(%d, %d, %d, %d, %d)" % r)
    out.two_level("RECORD", per_cp, "Index into `RECORDS` of every code point")
    out.array(["Distinct numeric values: `(value, kind)`, kind 2 = decimal (and digit),",
               "1 = digit, 0 = numeric only. Entry 0 stands for \"no numeric value\"."],
              "NUMBERS", "(f64, u8)", [(0.0, 0)] + numerics[1:], 4,
              lambda n: "(%r, %d)" % (float(n[0]), n[1]))
    out.two_level("NUMERIC", num_per_cp, "Index into `NUMBERS` of every code point")


def parse_decomposition(s):
    parts = s.split()
    tag = 0
    if parts and parts[0].startswith("<"):
        tag = TAGS.index(parts[0])
        parts = parts[1:]
    return tag, [int(p, 16) for p in parts]


def gen_decompositions(out):
    data = [0]  # start 0 = no decomposition
    starts = [0]
    per_cp = []
    pairs = []
    for cp, c in code_points():
        s = ud.decomposition(c)
        if not s:
            per_cp.append(0)
            continue
        tag, cps = parse_decomposition(s)
        assert 0 < len(cps) < 256 and "%s" % s == format_decomposition(tag, cps)
        per_cp.append(len(starts))
        starts.append(len(data))
        data.append(tag << 8 | len(cps))
        data.extend(cps)
        if tag == 0 and len(cps) == 2 and ud.normalize("NFC", c) == c:
            pairs.append(((cps[0] << 21) | cps[1], cp))
    pairs.sort()
    out.array(["Decomposition tags; index 0 is a canonical mapping."], "DECOMP_TAGS", "&str",
              TAGS, 8, rust_str)
    out.array(["Decomposition records: `tag << 8 | count`, then the code points."],
              "DECOMP_DATA", "u32", data, 10, lambda v: "0x%x" % v)
    out.array(["Start of each decomposition record in `DECOMP_DATA`."], "DECOMP_STARTS",
              "u16", starts, 16)
    out.two_level("DECOMP", per_cp, "Index into `DECOMP_STARTS` of every code point (0 = none)")
    out.array(["Primary composites: `(first << 21 | second, composite)`, sorted."],
              "COMPOSITIONS", "(u64, u32)", pairs, 4, lambda p: "(0x%x, 0x%x)" % p)


def format_decomposition(tag, cps):
    parts = ([TAGS[tag]] if tag else []) + ["%04X" % c for c in cps]
    return " ".join(parts)


def algorithmic_name(cp):
    name = ud.name(chr(cp), "")
    return name.startswith("CJK UNIFIED IDEOGRAPH-") or name.startswith("HANGUL SYLLABLE ")


def hex_suffix(cp):
    return "-%04X" % cp


def encode_name(name, cp, word_id, single):
    """Word codes of name (see HEX_SELF above), checked by decoding."""
    tail = False
    if name.endswith(hex_suffix(cp)):
        name = name[: -len(hex_suffix(cp))]
        tail = True
    codes = bytearray()
    for word in name.split(" "):
        i = word_id[word]
        if i < single - 1:
            codes.append(i + 1)
        else:
            k = i - (single - 1)
            codes.append(single + (k >> 8))
            codes.append(k & 0xFF)
    if tail:
        codes.append(HEX_SELF)
    return bytes(codes)


def decode_name(codes, cp, words, single):
    parts = []
    i = 0
    tail = ""
    while i < len(codes):
        b = codes[i]
        i += 1
        if b == HEX_SELF:
            tail = hex_suffix(cp)
        elif b < single:
            parts.append(words[b - 1])
        else:
            parts.append(words[single - 1 + ((b - single) << 8 | codes[i])])
            i += 1
    return " ".join(parts) + tail


def extra_names():
    """Aliases and named sequences that CPython's lookup() accepts, sorted."""
    paths = sorted(glob.glob("/usr/share/perl/*/unicore/Name.pl"))
    if not paths:
        sys.exit("need Perl's unicore/Name.pl (Unicode %s) for the alias candidates"
                 % ud.unidata_version)
    text = open(paths[-1]).read()
    body = text.split("return <<'END';\n", 1)[1].split("\nEND\n", 1)[0]
    found = {}
    for entry in body.strip().split("\n\n"):
        lines = entry.split("\n")
        if len(lines) != 2:
            continue
        cps, name = lines
        value = "".join(chr(int(x, 16)) for x in cps.split())
        if len(value) == 1 and ud.name(value, None) == name:
            continue
        try:
            got = ud.lookup(name)
        except KeyError:
            continue
        if got == value:
            found[name] = value
    return sorted(found.items())


def gen_names(out):
    names = {}
    for cp, c in code_points():
        if cp in SURROGATES:
            continue
        n = ud.name(c, None)
        if n is not None and not algorithmic_name(cp):
            names[cp] = n
    counts = {}
    for cp, n in names.items():
        if n.endswith(hex_suffix(cp)):
            n = n[: -len(hex_suffix(cp))]
        for word in n.split(" "):
            assert word
            counts[word] = counts.get(word, 0) + 1
    by_count = sorted(counts, key=lambda w: (-counts[w], w))
    single = 255
    while (256 - single) * 256 + single - 1 < len(by_count):
        single -= 1
    # The words with one-byte codes keep their frequency order; the others
    # are grouped by length, so their offsets follow from the group table.
    head = by_count[: single - 1]
    rest = sorted(by_count[single - 1:], key=lambda w: (len(w), w))
    words = head + rest
    word_id = {w: i for i, w in enumerate(words)}
    order = sorted(names)
    blob = bytearray()
    checkpoints = []
    for i, cp in enumerate(order):
        if i % NAME_CHECKPOINT == 0:
            checkpoints.append(len(blob))
        codes = encode_name(names[cp], cp, word_id, single)
        assert decode_name(codes, cp, words, single) == names[cp]
        assert len(codes) < 256
        blob.append(len(codes))
        blob.extend(codes)
    runs = []  # (first cp, count, index of first)
    for i, cp in enumerate(order):
        if runs and runs[-1][0] + runs[-1][1] == cp:
            runs[-1][1] += 1
        else:
            runs.append([cp, 1, i])
    by_name = sorted(range(len(order)), key=lambda i: names[order[i]])
    lexicon = "".join(words)
    offsets = [0]
    for w in head:
        offsets.append(offsets[-1] + len(w))
    groups = []  # (first word id, offset of the first word, word length)
    pos = offsets[-1]
    for i, w in enumerate(rest):
        if not groups or groups[-1][2] != len(w):
            groups.append((len(head) + i, pos, len(w)))
        pos += len(w)

    out.w("/// Word codes below this value are one byte long.\n")
    out.w("pub const SINGLE: u8 = %d;\n" % single)
    out.w("/// Code that appends \"-\" and the code point in hex.\n")
    out.w("pub const HEX_SELF: u8 = %d;\n" % HEX_SELF)
    out.w("/// `NAME_CHECKPOINTS[i]` is where name `i * CHECKPOINT` starts in `NAMES`.\n")
    out.w("pub const CHECKPOINT: usize = %d;\n\n" % NAME_CHECKPOINT)
    out.w("/// Every word of the names, most frequent first, run together.\n")
    out.w("#[rustfmt::skip]\n")
    out.w("pub static LEXICON: &str = concat!(\n")
    for chunk in chunks(lexicon, 96):
        out.w("    %s,\n" % rust_str(chunk))
    out.w(");\n\n")
    out.array(["Start in `LEXICON` of each word with a one-byte code (plus the end)."],
              "HEAD_OFFSETS", "u16", offsets, 16)
    out.array(["The other words, grouped by length: `(first word id, start in LEXICON,",
               "length)`; a group lasts until the next one."],
              "WORD_GROUPS", "(u16, u32, u8)", groups, 4, lambda g: "(%d, %d, %d)" % g)
    out.w("/// The names of the named code points in code point order: a length byte,\n")
    out.w("/// then that many word-code bytes.\n")
    out.w("#[rustfmt::skip]\n")
    out.w("pub static NAMES: &[u8] = b\"\\\n")
    for chunk in chunks(blob, 40):
        out.w("    %s\\\n" % rust_bytes(chunk)[2:-1])
    out.w("\";\n\n")
    out.array(["Offset in `NAMES` of every `CHECKPOINT`-th name."], "NAME_CHECKPOINTS", "u32",
              checkpoints, 12)
    out.array(["Runs of named code points: `(first, count, index of the first name)`."],
              "NAME_RUNS", "(u32, u16, u16)", runs, 4, lambda r: "(0x%x, %d, %d)" % tuple(r))
    out.array(["Name indexes in the order of their names, for `lookup`."], "NAME_SORTED",
              "u16", by_name, 16)
    unified = []
    for cp, c in code_points():
        if cp not in SURROGATES and ud.name(c, "").startswith("CJK UNIFIED IDEOGRAPH-"):
            if unified and unified[-1][1] == cp - 1:
                unified[-1][1] = cp
            else:
                unified.append([cp, cp])
    out.array(["Ranges of the CJK unified ideographs, whose names CPython computes."],
              "UNIFIED_IDEOGRAPHS", "(u32, u32)", unified, 4, lambda r: "(0x%x, 0x%x)" % tuple(r))
    extras = extra_names()
    out.array(["Aliases and named sequences that `lookup` accepts, sorted by name."],
              "EXTRA_NAMES", "(&str, &str)", extras, 1,
              lambda e: "(%s, %s)" % (rust_str(e[0]), rust_str(e[1])))


def main():
    target = sys.argv[1] if len(sys.argv) > 1 else ".."
    out = Out(os.path.join(target, "tables.rs"))
    out.w("//! Unicode character properties for `unicodedata`: categories, bidirectional\n")
    out.w("//! classes, widths, combining classes, numeric values, decompositions and\n")
    out.w("//! compositions.\n//!\n")
    out.w("//! Generated by `gen/gen_tables.py` from the unicodedata module of CPython %s\n"
          % sys.version.split()[0])
    out.w("//! (Unicode %s). Do not edit by hand: rerun the script instead.\n\n"
          % ud.unidata_version)
    gen_props(out)
    gen_decompositions(out)
    out.f.close()
    out = Out(os.path.join(target, "name_tables.rs"))
    out.w("//! Character names for `unicodedata.name` and `lookup`, word-compressed.\n//!\n")
    out.w("//! Generated by `gen/gen_tables.py` from the unicodedata module of CPython %s\n"
          % sys.version.split()[0])
    out.w("//! (Unicode %s). Do not edit by hand: rerun the script instead.\n\n"
          % ud.unidata_version)
    gen_names(out)
    out.f.close()


main()
