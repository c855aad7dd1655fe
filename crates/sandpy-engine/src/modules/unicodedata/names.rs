//! Character names: `name(cp)` and its inverse `lookup(name)`.
//!
//! Most names are decoded from the word-compressed tables in `name_tables.rs`; Hangul
//! syllable and CJK unified ideograph names are computed, as CPython does. `lookup` also
//! accepts the formal name aliases and named sequences, and compares stored names
//! without regard to ASCII case (computed names must be upper case), like CPython.

use super::name_tables as t;
use super::props::{N_COUNT, S_BASE, S_COUNT, T_COUNT};

/// CPython refuses longer names (in UTF-8 bytes) with `KeyError: 'name too long'`.
pub const NAME_MAX: usize = 256;

const HANGUL_PREFIX: &str = "HANGUL SYLLABLE ";
const UNIFIED_PREFIX: &str = "CJK UNIFIED IDEOGRAPH-";

/// Short names of the leading consonants, vowels and trailing consonants of Hangul
/// syllables, in jamo order (Jamo.txt).
const JAMO_L: [&str; 19] = ["G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"];
const JAMO_V: [&str; 21] =
    ["A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"];
const JAMO_T: [&str; 28] = [
    "", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C",
    "K", "T", "P", "H",
];

/// Why `lookup` failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LookupError {
    /// No character or sequence has this name.
    Undefined,
    /// Longer than [`NAME_MAX`] bytes.
    TooLong,
}

fn is_unified_ideograph(cp: u32) -> bool {
    t::UNIFIED_IDEOGRAPHS.iter().any(|&(lo, hi)| lo <= cp && cp <= hi)
}

/// Word `id` of the lexicon.
fn word(id: usize) -> &'static str {
    let (start, len) = if id + 1 < t::HEAD_OFFSETS.len() {
        let start = usize::from(t::HEAD_OFFSETS[id]);
        (start, usize::from(t::HEAD_OFFSETS[id + 1]) - start)
    } else {
        let g = t::WORD_GROUPS.partition_point(|g| usize::from(g.0) <= id);
        let Some(&(first, offset, len)) = g.checked_sub(1).and_then(|g| t::WORD_GROUPS.get(g)) else {
            return "";
        };
        let len = usize::from(len);
        (offset as usize + (id - usize::from(first)) * len, len)
    };
    t::LEXICON.get(start..start + len).unwrap_or("")
}

/// The word codes of stored name number `index` (in code point order).
fn name_codes(index: usize) -> &'static [u8] {
    let Some(&checkpoint) = t::NAME_CHECKPOINTS.get(index / t::CHECKPOINT) else {
        return &[];
    };
    let mut pos = checkpoint as usize;
    for _ in 0..index % t::CHECKPOINT {
        pos += 1 + usize::from(t::NAMES.get(pos).copied().unwrap_or(0));
    }
    let len = usize::from(t::NAMES.get(pos).copied().unwrap_or(0));
    t::NAMES.get(pos + 1..pos + 1 + len).unwrap_or(&[])
}

/// Decodes stored name number `index`, the name of `cp`, onto `out`.
fn decode(index: usize, cp: u32, out: &mut String) {
    let codes = name_codes(index);
    let single = usize::from(t::SINGLE);
    let mut i = 0;
    let mut first = true;
    while let Some(&b) = codes.get(i) {
        i += 1;
        if b == t::HEX_SELF {
            out.push_str(&format!("-{:04X}", cp));
            continue;
        }
        let id = if b < t::SINGLE {
            usize::from(b) - 1
        } else {
            let low = usize::from(codes.get(i).copied().unwrap_or(0));
            i += 1;
            single - 1 + ((usize::from(b) - single) << 8 | low)
        };
        if !first {
            out.push(' ');
        }
        first = false;
        out.push_str(word(id));
    }
}

/// Index of the stored name of `cp`, if it has one.
fn name_index(cp: u32) -> Option<usize> {
    let run = t::NAME_RUNS.partition_point(|r| r.0 <= cp).checked_sub(1)?;
    let &(first, count, index) = t::NAME_RUNS.get(run)?;
    let offset = cp - first;
    (offset < u32::from(count)).then(|| usize::from(index) + offset as usize)
}

/// The code point of stored name number `index`.
fn index_cp(index: usize) -> u32 {
    let run = t::NAME_RUNS.partition_point(|r| usize::from(r.2) <= index).saturating_sub(1);
    t::NAME_RUNS.get(run).map_or(0, |r| r.0 + (index - usize::from(r.2)) as u32)
}

/// `unicodedata.name()`: the character name of `cp`, if it has one.
pub fn name(cp: u32) -> Option<String> {
    if let Some(s) = cp.checked_sub(S_BASE).filter(|s| *s < S_COUNT) {
        let (l, v, t) = ((s / N_COUNT) as usize, ((s % N_COUNT) / T_COUNT) as usize, (s % T_COUNT) as usize);
        return Some(format!("{}{}{}{}", HANGUL_PREFIX, JAMO_L[l], JAMO_V[v], JAMO_T[t]));
    }
    if is_unified_ideograph(cp) {
        return Some(format!("{}{:04X}", UNIFIED_PREFIX, cp));
    }
    let index = name_index(cp)?;
    let mut out = String::with_capacity(32);
    decode(index, cp, &mut out);
    Some(out)
}

/// Longest jamo short name in `names` starting `text`: its index and length. Names may
/// be empty, so a column with an empty name always matches.
fn longest_jamo(text: &str, names: &[&str]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for (i, n) in names.iter().enumerate() {
        if text.starts_with(n) && best.is_none_or(|(_, len)| n.len() > len) {
            best = Some((i, n.len()));
        }
    }
    best
}

fn hangul_lookup(rest: &str) -> Option<u32> {
    let (l, a) = longest_jamo(rest, &JAMO_L)?;
    let rest = rest.get(a..)?;
    let (v, b) = longest_jamo(rest, &JAMO_V)?;
    let rest = rest.get(b..)?;
    let (t, c) = longest_jamo(rest, &JAMO_T)?;
    if c != rest.len() {
        return None;
    }
    Some(S_BASE + (l as u32 * N_COUNT) + v as u32 * T_COUNT + t as u32)
}

fn unified_lookup(hex: &str) -> Option<u32> {
    if !(hex.len() == 4 || hex.len() == 5) || !hex.bytes().all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b)) {
        return None;
    }
    let cp = u32::from_str_radix(hex, 16).ok()?;
    is_unified_ideograph(cp).then_some(cp)
}

/// `unicodedata.lookup()`: the character (or named sequence) called `name`.
pub fn lookup(name: &str) -> Result<String, LookupError> {
    lookup_where(name, |_| true, true)
}

/// [`lookup`] in a database that names only the characters `named` accepts (computed
/// Hangul and CJK names always count, as in CPython) and, unless `extras`, has no
/// aliases or named sequences.
pub fn lookup_where(name: &str, named: impl Fn(u32) -> bool, extras: bool) -> Result<String, LookupError> {
    if name.len() > NAME_MAX {
        return Err(LookupError::TooLong);
    }
    let computed = if let Some(rest) = name.strip_prefix(HANGUL_PREFIX) {
        hangul_lookup(rest)
    } else if let Some(hex) = name.strip_prefix(UNIFIED_PREFIX) {
        unified_lookup(hex)
    } else {
        None
    };
    if let Some(cp) = computed {
        return Ok(char::from_u32(cp).map(String::from).unwrap_or_default());
    }
    let wanted = name.to_ascii_uppercase();
    let mut buf = String::with_capacity(64);
    let found = t::NAME_SORTED.binary_search_by(|&index| {
        let index = usize::from(index);
        buf.clear();
        decode(index, index_cp(index), &mut buf);
        buf.as_str().cmp(wanted.as_str())
    });
    if let Some(&index) = found.ok().and_then(|i| t::NAME_SORTED.get(i)) {
        let cp = index_cp(usize::from(index));
        if named(cp) {
            return Ok(char::from_u32(cp).map(String::from).unwrap_or_default());
        }
    }
    if !extras {
        return Err(LookupError::Undefined);
    }
    let extra = t::EXTRA_NAMES.binary_search_by(|e| e.0.cmp(wanted.as_str())).ok().and_then(|i| t::EXTRA_NAMES.get(i));
    extra.map(|e| e.1.to_string()).ok_or(LookupError::Undefined)
}
