//! Per-code-point properties read from the generated tables: category, bidirectional
//! class, East Asian width, mirrored flag, combining class, numeric values and
//! decomposition mappings, plus the canonical composition pairs used by NFC/NFKC.
//!
//! Functions take a `u32` code point so every value up to `0x10FFFF` (surrogates
//! included) can be asked about, even though Python strings in this engine never hold
//! surrogates.

use super::tables as t;

/// Hangul syllable block, composed algorithmically (Unicode §3.12).
pub const S_BASE: u32 = 0xAC00;
pub const L_BASE: u32 = 0x1100;
pub const V_BASE: u32 = 0x1161;
pub const T_BASE: u32 = 0x11A7;
pub const L_COUNT: u32 = 19;
pub const V_COUNT: u32 = 21;
pub const T_COUNT: u32 = 28;
pub const N_COUNT: u32 = V_COUNT * T_COUNT;
pub const S_COUNT: u32 = L_COUNT * N_COUNT;

/// Value for `cp` in a two-level table (see `gen/gen_tables.py`).
fn two_level<B: Copy + Into<usize>, V: Copy>(blocks: &[B], values: &[V], shift: u32, cp: u32) -> Option<V> {
    let block: usize = (*blocks.get((cp >> shift) as usize)?).into();
    let mask = (1usize << shift) - 1;
    values.get((block << shift) | (cp as usize & mask)).copied()
}

/// The properties CPython keeps in one record per character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    pub category: &'static str,
    pub bidirectional: &'static str,
    pub east_asian_width: &'static str,
    pub mirrored: bool,
    pub combining: u8,
}

/// The property record of `cp` (that of an unassigned character past the end).
pub fn record(cp: u32) -> Record {
    let index = two_level(&t::RECORD_BLOCKS, &t::RECORD_VALUES, t::RECORD_SHIFT, cp).unwrap_or(0);
    let (cat, bidi, width, mirrored, combining) = t::RECORDS.get(usize::from(index)).copied().unwrap_or((0, 0, 0, 0, 0));
    let name = |names: &[&'static str], i: u8| names.get(usize::from(i)).copied().unwrap_or("");
    Record {
        category: name(&t::CATEGORY_NAMES, cat),
        bidirectional: name(&t::BIDI_NAMES, bidi),
        east_asian_width: name(&t::WIDTH_NAMES, width),
        mirrored: mirrored != 0,
        combining,
    }
}

/// Canonical combining class of `cp`.
pub fn combining(cp: u32) -> u8 {
    let index = two_level(&t::RECORD_BLOCKS, &t::RECORD_VALUES, t::RECORD_SHIFT, cp).unwrap_or(0);
    t::RECORDS.get(usize::from(index)).map_or(0, |r| r.4)
}

/// How far a character's numeric value goes: `numeric` only, also `digit`, or also
/// `decimal` (each kind includes the ones before it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum NumericKind {
    Numeric = 0,
    Digit = 1,
    Decimal = 2,
}

/// The numeric value of `cp`, if it has one, and its kind.
pub fn numeric(cp: u32) -> Option<(f64, NumericKind)> {
    let index = two_level(&t::NUMERIC_BLOCKS, &t::NUMERIC_VALUES, t::NUMERIC_SHIFT, cp).unwrap_or(0);
    if index == 0 {
        return None;
    }
    let (value, kind) = *t::NUMBERS.get(usize::from(index))?;
    let kind = match kind {
        2 => NumericKind::Decimal,
        1 => NumericKind::Digit,
        _ => NumericKind::Numeric,
    };
    Some((value, kind))
}

/// The decomposition mapping stored for `cp`: its tag (`""` for a canonical mapping,
/// else e.g. `"<compat>"`) and code points. Hangul syllables have none here, as in
/// CPython's `decomposition()`; see [`hangul_decomposition`].
pub fn decomposition(cp: u32) -> Option<(&'static str, &'static [u32])> {
    let index = two_level(&t::DECOMP_BLOCKS, &t::DECOMP_VALUES, t::DECOMP_SHIFT, cp).unwrap_or(0);
    if index == 0 {
        return None;
    }
    let start = usize::from(*t::DECOMP_STARTS.get(usize::from(index))?);
    let header = *t::DECOMP_DATA.get(start)?;
    let tag = t::DECOMP_TAGS.get((header >> 8) as usize).copied()?;
    let count = (header & 0xFF) as usize;
    let cps = t::DECOMP_DATA.get(start + 1..start + 1 + count)?;
    Some((tag, cps))
}

/// `unicodedata.decomposition()`: the mapping as text, e.g. `"<compat> 0020 0308"`.
pub fn decomposition_string(cp: u32) -> String {
    let mut out = String::new();
    if let Some((tag, cps)) = decomposition(cp) {
        out.push_str(tag);
        for c in cps {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&format!("{:04X}", c));
        }
    }
    out
}

/// The Hangul jamo a precomposed syllable stands for (two or three of them).
pub fn hangul_decomposition(cp: u32) -> Option<[u32; 3]> {
    let s = cp.checked_sub(S_BASE).filter(|s| *s < S_COUNT)?;
    let l = L_BASE + s / N_COUNT;
    let v = V_BASE + (s % N_COUNT) / T_COUNT;
    let t = T_BASE + s % T_COUNT;
    Some([l, v, if t == T_BASE { 0 } else { t }])
}

/// The primary composite of `first` followed by `second`, Hangul syllables included.
pub fn compose(first: u32, second: u32) -> Option<u32> {
    if let (Some(l), Some(v)) = (first.checked_sub(L_BASE), second.checked_sub(V_BASE)) {
        if l < L_COUNT && v < V_COUNT {
            return Some(S_BASE + (l * V_COUNT + v) * T_COUNT);
        }
    }
    if let (Some(s), Some(t)) = (first.checked_sub(S_BASE), second.checked_sub(T_BASE)) {
        if s < S_COUNT && s % T_COUNT == 0 && t > 0 && t < T_COUNT {
            return Some(first + t);
        }
    }
    let key = (u64::from(first) << 21) | u64::from(second);
    let i = t::COMPOSITIONS.binary_search_by_key(&key, |p| p.0).ok()?;
    t::COMPOSITIONS.get(i).map(|p| p.1)
}
