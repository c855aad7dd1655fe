//! Unicode normalization forms NFC, NFD, NFKC and NFKD (UAX #15), over the
//! decomposition, combining-class and composition tables generated from CPython.

use super::props::{self, hangul_decomposition};
use super::Db;

/// A normalization form, as named in `unicodedata.normalize(form, s)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    Nfc,
    Nfd,
    Nfkc,
    Nfkd,
}

impl Form {
    /// The form called `name` (exact spelling, as CPython requires).
    pub fn from_name(name: &str) -> Option<Form> {
        Some(match name {
            "NFC" => Form::Nfc,
            "NFD" => Form::Nfd,
            "NFKC" => Form::Nfkc,
            "NFKD" => Form::Nfkd,
            _ => return None,
        })
    }

    fn compat(self) -> bool {
        matches!(self, Form::Nfkc | Form::Nfkd)
    }

    fn composes(self) -> bool {
        matches!(self, Form::Nfc | Form::Nfkc)
    }
}

/// Appends the full decomposition of `cp` to `out`. Mappings nest only a few levels
/// deep (fixed data), so the recursion is bounded. Under Unicode 3.2.0 (CPython's
/// order): Hangul first, then the 3.2.0 corrections, and characters assigned later do
/// not decompose.
fn decompose_into(cp: u32, compat: bool, db: Db, out: &mut Vec<u32>) {
    if let Some(jamo) = hangul_decomposition(cp) {
        out.extend(jamo.iter().copied().filter(|&j| j != 0));
        return;
    }
    if db == Db::V3_2_0 {
        if let Some(old) = super::ucd_3_2_0::normalization(cp) {
            decompose_into(old, compat, db, out);
            return;
        }
        if super::ucd_3_2_0::unassigned(cp) {
            out.push(cp);
            return;
        }
    }
    match props::decomposition(cp) {
        Some((tag, cps)) if compat || tag.is_empty() => {
            for &c in cps {
                decompose_into(c, compat, db, out);
            }
        }
        _ => out.push(cp),
    }
}

/// Length in code points of the decomposed form of `s`, for an allocation check
/// before the work starts.
pub fn decomposed_len(s: &str, form: Form, db: Db) -> usize {
    let mut buf = Vec::new();
    s.chars()
        .map(|c| {
            buf.clear();
            decompose_into(c as u32, form.compat(), db, &mut buf);
            buf.len()
        })
        .sum()
}

/// Puts every run of non-starters in canonical order (stable by combining class).
fn reorder(cps: &mut [u32]) {
    let mut i = 0;
    while i < cps.len() {
        if props::combining(cps[i]) == 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < cps.len() && props::combining(cps[i]) != 0 {
            i += 1;
        }
        if i - start > 1 {
            cps[start..i].sort_by_key(|&c| props::combining(c));
        }
    }
}

/// Canonical composition of a decomposed, reordered sequence.
fn compose(cps: &[u32]) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::with_capacity(cps.len());
    // Position of the last starter in `out`, and the combining class of the last
    // character kept after it (None while nothing separates them).
    let mut starter: Option<usize> = None;
    let mut last_class: Option<u8> = None;
    for &c in cps {
        let class = props::combining(c);
        if let Some(sp) = starter {
            let blocked = last_class.is_some_and(|lc| lc == 0 || lc >= class);
            if !blocked {
                if let Some(composite) = out.get(sp).and_then(|&s| props::compose(s, c)) {
                    out[sp] = composite;
                    continue;
                }
            }
        }
        if class == 0 {
            starter = Some(out.len());
            last_class = None;
        } else {
            last_class = Some(class);
        }
        out.push(c);
    }
    out
}

/// `unicodedata.normalize(form, s)` in database `db` (composition and canonical order
/// always use the current tables, as CPython's do).
pub fn normalize(form: Form, s: &str, db: Db) -> String {
    if s.is_ascii() {
        return s.to_string();
    }
    let mut cps = Vec::with_capacity(s.len());
    for c in s.chars() {
        decompose_into(c as u32, form.compat(), db, &mut cps);
    }
    reorder(&mut cps);
    if form.composes() {
        cps = compose(&cps);
    }
    cps.into_iter().filter_map(char::from_u32).collect()
}
