//! `fromisoformat` for date, time and datetime, with CPython 3.11's grammar: calendar dates
//! (`YYYY-MM-DD`, `YYYYMMDD`), ISO week dates (`YYYY-Www[-D]`, `YYYYWww[D]`), any single
//! character between date and time, times in extended or basic form with `.`/`,` fractions
//! of any length (cut to microseconds), and `Z` or `±HH[:MM[:SS[.ffffff]]]` offsets.
//!
//! The parser reads the UTF-8 bytes the way CPython's C parser does, including looking one
//! byte past a component (a missing byte reads as NUL), so odd inputs are accepted or
//! refused exactly as CPython does. Field ranges are checked later by the constructors.

use super::calendar;
use super::Fields;

/// Bytes with C-string reads: past the end is NUL.
struct Text<'a>(&'a [u8]);

impl Text<'_> {
    fn at(&self, i: usize) -> u8 {
        self.0.get(i).copied().unwrap_or(0)
    }

    /// `n` ASCII digits at `p`: (value, position after them).
    fn digits(&self, p: usize, n: usize) -> Option<(i64, usize)> {
        let mut v: i64 = 0;
        for i in 0..n {
            let c = self.at(p + i);
            if !c.is_ascii_digit() {
                return None;
            }
            v = v * 10 + (c - b'0') as i64;
        }
        Some((v, p + n))
    }
}

/// `date.fromisoformat`: lengths 7, 8 and 10 only.
pub fn parse_date(s: &str) -> Option<(i64, i64, i64)> {
    let t = Text(s.as_bytes());
    if ![7, 8, 10].contains(&s.len()) {
        return None;
    }
    date_part(&t, s.len())
}

/// The date at the start of the text, `len` bytes long at most for week dates.
fn date_part(t: &Text, len: usize) -> Option<(i64, i64, i64)> {
    let (year, mut p) = t.digits(0, 4)?;
    let sep = t.at(p) == b'-';
    if sep {
        p += 1;
    }
    if t.at(p) == b'W' {
        let (week, q) = t.digits(p + 1, 2)?;
        p = q;
        let day = if p < len {
            if sep {
                if t.at(p) != b'-' {
                    return None;
                }
                p += 1;
            }
            t.digits(p, 1)?.0
        } else {
            1
        };
        return iso_to_ymd(year, week, day);
    }
    let (month, q) = t.digits(p, 2)?;
    p = q;
    if sep {
        if t.at(p) != b'-' {
            return None;
        }
        p += 1;
    }
    let (day, _) = t.digits(p, 2)?;
    Some((year, month, day))
}

fn iso_to_ymd(year: i64, week: i64, day: i64) -> Option<(i64, i64, i64)> {
    if week <= 0 || week >= 53 {
        let jan1 = calendar::weekday(year, 1, 1);
        if !(week == 53 && (jan1 == 3 || (jan1 == 2 && calendar::is_leap(year)))) {
            return None;
        }
    }
    if !(1..=7).contains(&day) {
        return None;
    }
    let ord = calendar::iso_week1_monday(year) + (week - 1) * 7 + day - 1;
    Some(calendar::ord_to_ymd(ord))
}

/// Where the date ends in a datetime string (CPython's separator guess); None: invalid.
fn separator_position(t: &Text, len: usize) -> Option<usize> {
    if len == 7 {
        return Some(7);
    }
    if t.at(4) == b'-' {
        if t.at(5) == b'W' {
            if len < 8 {
                return None;
            }
            if len > 8 && t.at(8) == b'-' {
                if len == 9 {
                    return None;
                }
                if len > 10 && t.at(10).is_ascii_digit() {
                    return Some(8);
                }
                return Some(10);
            }
            return Some(8);
        }
        return Some(10);
    }
    if t.at(4) == b'W' {
        let mut idx = 7;
        while idx < len && t.at(idx).is_ascii_digit() {
            idx += 1;
        }
        if idx < 9 {
            return Some(idx);
        }
        return Some(if idx % 2 == 0 { 7 } else { 8 });
    }
    Some(8)
}

/// `datetime.fromisoformat`: fields and the UTC offset in microseconds (None: naive).
pub fn parse_datetime(s: &str) -> Option<(Fields, Option<i64>)> {
    let t = Text(s.as_bytes());
    let len = s.len();
    let sep = separator_position(&t, len)?;
    let (y, m, d) = date_part(&t, sep)?;
    let mut f = Fields::date(y, m, d);
    let mut offset = None;
    if len > sep {
        let start = sep + 1;
        let (tf, off) = time_part(&t, start, len)?;
        f = f.with_time(&tf);
        offset = off;
    }
    Some((f, offset))
}

/// `time.fromisoformat` (an optional leading `T`).
pub fn parse_time_only(s: &str) -> Option<(Fields, Option<i64>)> {
    let t = Text(s.as_bytes());
    let start = if t.at(0) == b'T' { 1 } else { 0 };
    let (tf, off) = time_part(&t, start, s.len())?;
    Some((Fields { year: 1900, month: 1, day: 1, ..tf }, off))
}

/// A time from `start` to `end` (the end of the string) with its offset.
fn time_part(t: &Text, start: usize, end: usize) -> Option<(Fields, Option<i64>)> {
    let mut tz_pos = start;
    loop {
        if matches!(t.at(tz_pos), b'Z' | b'+' | b'-') {
            break;
        }
        tz_pos += 1;
        if tz_pos >= end {
            break;
        }
    }
    let (h, mi, s, us, rest) = hh_mm_ss_ff(t, start, tz_pos)?;
    let f = Fields { hour: h, minute: mi, second: s, us, ..Fields::date(1, 1, 1) };
    if tz_pos == end {
        return if rest { None } else { Some((f, None)) };
    }
    if t.at(tz_pos) == b'Z' {
        return if t.at(tz_pos + 1) != 0 { None } else { Some((f, Some(0))) };
    }
    let sign = if t.at(tz_pos) == b'-' { -1 } else { 1 };
    let (th, tm, ts, tus, trailing) = hh_mm_ss_ff(t, tz_pos + 1, end)?;
    if trailing {
        return None;
    }
    Some((f, Some(sign * ((th * 3600 + tm * 60 + ts) * 1_000_000 + tus))))
}

/// `HH[:MM[:SS[.fff…]]]` (or without colons) between `p` and `end`: the fields and whether
/// something other than the string's end follows.
fn hh_mm_ss_ff(t: &Text, mut p: usize, end: usize) -> Option<(i64, i64, i64, i64, bool)> {
    let mut vals = [0i64; 3];
    let mut has_sep = true;
    let mut fraction = false;
    for (i, val) in vals.iter_mut().enumerate() {
        let (v, q) = t.digits(p, 2)?;
        *val = v;
        p = q;
        let c = t.at(p);
        p += 1;
        if i == 0 {
            has_sep = c == b':';
        }
        if p >= end {
            return Some((vals[0], vals[1], vals[2], 0, c != 0));
        } else if has_sep && c == b':' {
            continue;
        } else if c == b'.' || c == b',' {
            fraction = true;
            break;
        } else if !has_sep {
            p -= 1;
        } else {
            return None;
        }
    }
    let _ = fraction;
    let remaining = end - p;
    let n = remaining.min(6);
    let (mut us, mut q) = t.digits(p, n)?;
    if n < 6 {
        us *= 10i64.pow((6 - n) as u32);
    }
    while t.at(q).is_ascii_digit() {
        q += 1;
    }
    Some((vals[0], vals[1], vals[2], us, t.at(q) != 0))
}
