//! `strftime` formatting as CPython on Linux does it (glibc's `strftime` in the C locale):
//! every conversion glibc knows, its flags (`-` no padding, `_` space padding, `0` zero
//! padding, `^` upper case, `#` swapped case), a field width, and the `E`/`O` modifiers
//! (ignored in the C locale). Unknown conversions are copied as they are written.
//!
//! `datetime`'s own `%z`, `%Z` and `%f` are substituted by the caller before this runs
//! ([`super::format::expand_python_directives`]); `time.strftime` lets `%z`/`%Z` come from
//! the broken-down time's offset and zone name, like glibc.

use super::calendar::{day_abbr, iso_calendar, month_abbr, DAY_NAMES, MONTH_NAMES};

/// A broken-down time, as C's `struct tm` but with 1-based months and days of the year and
/// Monday = 0 weekdays (Python's conventions).
#[derive(Clone, Debug)]
pub struct Tm {
    pub year: i64,
    pub mon: i64,
    pub mday: i64,
    pub hour: i64,
    pub min: i64,
    pub sec: i64,
    pub wday: i64,
    pub yday: i64,
    pub isdst: i64,
    pub gmtoff: i64,
    pub zone: String,
}

/// How a conversion was written: flags and width.
#[derive(Clone, Copy, Default)]
struct Spec {
    pad: Option<u8>,
    upper: bool,
    swap_case: bool,
    width: Option<usize>,
}

/// An upper bound of the output size of `fmt` in bytes (check it before formatting): a
/// conversion is at least two bytes and expands to at most a field width (1024) or a
/// composite's text, or to the zone name.
pub fn output_bound(fmt: &str, zone_len: usize) -> usize {
    let conversions = fmt.bytes().filter(|b| *b == b'%').count();
    fmt.len().saturating_mul(520).saturating_add(conversions.saturating_mul(zone_len)).saturating_add(1024)
}

/// Formats `tm` by `fmt`; `epoch` gives `%s` (seconds since the epoch of `tm` read as local
/// time). Output is bounded by the caller's checks on `fmt` (widths are capped at 1024).
pub fn format(fmt: &str, tm: &Tm, epoch: &dyn Fn(&Tm) -> i64) -> String {
    let mut out = String::with_capacity(fmt.len() + 16);
    format_into(&mut out, fmt, tm, epoch);
    out
}

fn format_into(out: &mut String, fmt: &str, tm: &Tm, epoch: &dyn Fn(&Tm) -> i64) {
    let bytes = fmt.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let Some(rel) = fmt[i..].find('%') else {
            out.push_str(&fmt[i..]);
            break;
        };
        out.push_str(&fmt[i..i + rel]);
        let start = i + rel;
        let mut j = start + 1;
        let mut spec = Spec::default();
        while let Some(&c) = bytes.get(j) {
            match c {
                b'_' | b'-' | b'0' => spec.pad = Some(c),
                b'^' => spec.upper = true,
                b'#' => spec.swap_case = true,
                _ => break,
            }
            j += 1;
        }
        let mut width: usize = 0;
        let mut has_width = false;
        while let Some(&c) = bytes.get(j) {
            if !c.is_ascii_digit() {
                break;
            }
            has_width = true;
            width = (width * 10 + (c - b'0') as usize).min(1024);
            j += 1;
        }
        if has_width {
            spec.width = Some(width);
        }
        // One E/O modifier; glibc refuses it on some conversions.
        let modifier = match bytes.get(j) {
            Some(&m @ (b'E' | b'O')) => {
                j += 1;
                Some(m)
            }
            _ => None,
        };
        let conv = match fmt[j.min(fmt.len())..].chars().next() {
            Some(c) => c,
            None => {
                // `%` (with flags) at the very end: copied as written.
                pad_text(out, &fmt[start..], &spec);
                break;
            }
        };
        let end = j + conv.len_utf8();
        let refused = match modifier {
            Some(b'E') => "aAbBdDeFgGhHIjklmMSUVwW".contains(conv),
            Some(_) => "aAcDFxXY".contains(conv),
            None => false,
        };
        if refused || !convert(out, conv, &spec, tm, epoch) {
            pad_text(out, &fmt[start..end], &spec);
        }
        i = end;
    }
}

/// Appends one conversion; false when glibc does not know it.
fn convert(out: &mut String, conv: char, spec: &Spec, tm: &Tm, epoch: &dyn Fn(&Tm) -> i64) -> bool {
    let wday = tm.wday.rem_euclid(7) as usize;
    let sunday_wday = (tm.wday + 1).rem_euclid(7);
    let yday0 = tm.yday - 1;
    let hour12 = match tm.hour.rem_euclid(12) {
        0 => 12,
        h => h,
    };
    match conv {
        'a' => name(out, day_abbr(wday), spec, NameCase::Upper),
        'A' => name(out, DAY_NAMES[wday], spec, NameCase::Upper),
        'b' | 'h' => name(out, month_abbr(tm.mon.clamp(1, 12) as usize), spec, NameCase::Upper),
        'B' => name(out, MONTH_NAMES[(tm.mon.clamp(1, 12) - 1) as usize], spec, NameCase::Upper),
        'p' => name(out, if tm.hour >= 12 { "PM" } else { "AM" }, spec, NameCase::Lower),
        'P' => {
            let s = if tm.hour >= 12 { "pm" } else { "am" };
            pad_text(out, s, spec)
        }
        'Z' => name(out, &tm.zone, spec, NameCase::Lower),
        'c' => sub(out, "%a %b %e %H:%M:%S %Y", spec, tm, epoch),
        'x' | 'D' => sub(out, "%m/%d/%y", spec, tm, epoch),
        'X' | 'T' => sub(out, "%H:%M:%S", spec, tm, epoch),
        'F' => sub(out, "%Y-%m-%d", spec, tm, epoch),
        'r' => sub(out, "%I:%M:%S %p", spec, tm, epoch),
        'R' => sub(out, "%H:%M", spec, tm, epoch),
        'n' => pad_text(out, "\n", spec),
        't' => pad_text(out, "\t", spec),
        '%' => pad_text(out, "%", spec),
        'd' => number(out, tm.mday, 2, b'0', spec),
        'e' => number(out, tm.mday, 2, b'_', spec),
        'H' => number(out, tm.hour, 2, b'0', spec),
        'k' => number(out, tm.hour, 2, b'_', spec),
        'I' => number(out, hour12, 2, b'0', spec),
        'l' => number(out, hour12, 2, b'_', spec),
        'j' => number(out, tm.yday, 3, b'0', spec),
        'm' => number(out, tm.mon, 2, b'0', spec),
        'M' => number(out, tm.min, 2, b'0', spec),
        'S' => number(out, tm.sec, 2, b'0', spec),
        'u' => number(out, wday as i64 + 1, 1, b'0', spec),
        'w' => number(out, sunday_wday, 1, b'0', spec),
        'U' => number(out, (yday0 - sunday_wday + 7).div_euclid(7), 2, b'0', spec),
        'W' => number(out, (yday0 - (wday as i64) + 7).div_euclid(7), 2, b'0', spec),
        'y' => number(out, tm.year.rem_euclid(100), 2, b'0', spec),
        'Y' => yearish(out, tm.year, spec),
        'C' => yearish(out, tm.year.div_euclid(100), spec),
        'G' | 'g' | 'V' => {
            let (iy, week, _) = iso_of(tm);
            match conv {
                'G' => yearish(out, iy, spec),
                'g' => number(out, iy.rem_euclid(100), 2, b'0', spec),
                _ => number(out, week, 2, b'0', spec),
            }
        }
        's' => number(out, epoch(tm), 1, b'0', spec),
        // glibc prints no offset when whether DST is in force is unknown.
        'z' if tm.isdst < 0 => {}
        'z' => offset(out, tm.gmtoff, spec),
        _ => return false,
    }
    true
}

/// ISO year and week of `tm` from its year and day of the year (like glibc, which does not
/// trust month/day here).
fn iso_of(tm: &Tm) -> (i64, i64, i64) {
    let year = tm.year.clamp(-1_000_000, 1_000_000);
    let yday = tm.yday.clamp(1, 366);
    let (m, d) = month_day_of_yday(year, yday);
    if (1..=9999).contains(&year) {
        return iso_calendar(year, m, d);
    }
    // Outside the datetime range: the same rule computed from the weekday glibc is given.
    let wday = tm.wday.rem_euclid(7);
    let jan1_wday = (wday - (yday - 1)).rem_euclid(7);
    let week1_start = if jan1_wday <= 3 { 1 - jan1_wday } else { 8 - jan1_wday };
    if yday < week1_start {
        return (year - 1, 52, wday + 1);
    }
    (year, (yday - week1_start) / 7 + 1, wday + 1)
}

fn month_day_of_yday(year: i64, yday: i64) -> (i64, i64) {
    let mut left = yday;
    for m in 1..=12 {
        let n = super::calendar::days_in_month(year, m);
        if left <= n {
            return (m, left.max(1));
        }
        left -= n;
    }
    (12, 31)
}

#[derive(Clone, Copy, PartialEq)]
enum NameCase {
    /// `#` makes the name upper case (day and month names).
    Upper,
    /// `#` makes it lower case (AM/PM, zone names).
    Lower,
}

fn name(out: &mut String, s: &str, spec: &Spec, swap: NameCase) {
    let text = if spec.swap_case && swap == NameCase::Lower {
        s.to_lowercase()
    } else if spec.upper || (spec.swap_case && swap == NameCase::Upper) {
        s.to_uppercase()
    } else {
        s.to_string()
    };
    pad_text(out, &text, spec);
}

/// A composite conversion (`%c`, `%D`…): the expansion, upper-cased by `^`, padded to width.
fn sub(out: &mut String, pattern: &str, spec: &Spec, tm: &Tm, epoch: &dyn Fn(&Tm) -> i64) {
    let mut s = String::new();
    format_into(&mut s, pattern, tm, epoch);
    if spec.upper {
        s = s.to_uppercase();
    }
    pad_text(out, &s, spec);
}

/// Text padded on the left to the width (zeros with the `0` flag, else spaces).
fn pad_text(out: &mut String, s: &str, spec: &Spec) {
    let n = s.chars().count();
    if let Some(w) = spec.width {
        let fill = if spec.pad == Some(b'0') { '0' } else { ' ' };
        for _ in n..w {
            out.push(fill);
        }
    }
    out.push_str(s);
}

/// A number with `digits` minimum digits, padded with `default_pad` unless a flag says
/// otherwise; a width larger than `digits` widens the padding.
fn number(out: &mut String, value: i64, digits: usize, default_pad: u8, spec: &Spec) {
    let pad = spec.pad.unwrap_or(default_pad);
    let min = if pad == b'-' { 0 } else { digits.max(spec.width.unwrap_or(0)) };
    let text = padded_number(value, min, pad == b'_');
    pad_text(out, &text, spec);
}

/// Years and centuries: no padding unless a width is given.
fn yearish(out: &mut String, value: i64, spec: &Spec) {
    let pad = spec.pad.unwrap_or(b'0');
    let min = if pad == b'-' { 0 } else { spec.width.unwrap_or(0) };
    let text = padded_number(value, min, pad == b'_');
    pad_text(out, &text, spec);
}

fn padded_number(value: i64, min: usize, spaces: bool) -> String {
    let digits = value.unsigned_abs().to_string();
    let sign = if value < 0 { "-" } else { "" };
    let total = digits.len() + sign.len();
    let fill = min.saturating_sub(total);
    let mut s = String::with_capacity(total + fill);
    if spaces {
        s.extend(std::iter::repeat_n(' ', fill));
        s.push_str(sign);
    } else {
        s.push_str(sign);
        s.extend(std::iter::repeat_n('0', fill));
    }
    s.push_str(&digits);
    s
}

/// `%z`: `+hhmm` (the sign always first, then the padded digits).
fn offset(out: &mut String, gmtoff: i64, spec: &Spec) {
    let sign = if gmtoff < 0 { '-' } else { '+' };
    let a = gmtoff.unsigned_abs() / 60;
    let value = (a / 60 * 100 + a % 60) as i64;
    let pad = spec.pad.unwrap_or(b'0');
    let min = if pad == b'-' { 0 } else { 4 };
    let text = format!("{}{}", sign, padded_number(value, min, pad == b'_'));
    pad_text(out, &text, spec);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tm() -> Tm {
        Tm { year: 2024, mon: 1, mday: 2, hour: 3, min: 4, sec: 5, wday: 1, yday: 2, isdst: 0, gmtoff: 0, zone: "UTC".into() }
    }

    #[test]
    fn glibc_shapes() {
        let t = tm();
        let f = |s: &str| format(s, &t, &|_| 1_704_164_645);
        assert_eq!(f("%c"), "Tue Jan  2 03:04:05 2024");
        assert_eq!(f("%-d|%_5d|%-5d|%05e|%^B|%#p|%#Z|%3C|%-z|%_z"), "2|    2|    2|00002|JANUARY|am|utc|020|+0|+   0");
        assert_eq!(f("%3|%Q|%"), "%3|%Q|%");
        assert_eq!(f("%U %W %V %G %g %j %s"), "00 01 01 2024 24 002 1704164645");
    }
}
