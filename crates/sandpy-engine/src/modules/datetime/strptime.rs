//! `strptime` as CPython's `_strptime` does it in the C locale: the format becomes a
//! pattern (each directive a list of alternatives, runs of whitespace match one or more
//! whitespace characters, letters compare case-insensitively), the pattern is matched at
//! the start of the text with regex-style backtracking (first match in priority order, then
//! "unconverted data remains" for leftovers), and the fields are combined with the same
//! rules (two-digit years, 12-hour clock, week numbers, ISO weeks, Feb 29 without a year).

use super::calendar::{self, DAY_NAMES, MONTH_NAMES};
use crate::error::{PyErr, PyResult};
use crate::value::Value;
use crate::vm::Vm;

/// The fields `strptime` found (Python's conventions: weekday Monday = 0, julian 1-based).
#[derive(Debug, Default)]
pub struct Parsed {
    pub year: i64,
    pub month: i64,
    pub day: i64,
    pub hour: i64,
    pub minute: i64,
    pub second: i64,
    pub weekday: i64,
    pub julian: i64,
    /// tm_isdst: -1 unknown, 0 for a recognised standard zone name.
    pub isdst: i64,
    pub tzname: Option<String>,
    pub gmtoff: Option<i64>,
    pub fraction: i64,
    pub gmtoff_fraction: i64,
}

#[derive(Clone, Copy, Debug)]
enum Tok {
    Lit(char),
    Space,
    Dir(char),
}

fn bad_directive(d: &str, fmt: &str) -> PyErr {
    PyErr::value_error(format!("'{}' is a bad directive in format '{}'", d, fmt))
}

/// Characters `_strptime` escapes before looking at directives (so `%.` is "bad `%`").
fn regex_special(c: char) -> bool {
    matches!(c, '\\' | '.' | '^' | '$' | '*' | '+' | '?' | '(' | ')' | '{' | '}' | '[' | ']' | '|')
}

/// Python's `str.isspace` (what `\s` matches).
fn is_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

const KNOWN: &str = "dfHIGjmMSUWwuVyYzAaBbpZ%cxX";

fn tokenize(fmt: &str, whole: &str, out: &mut Vec<Tok>) -> PyResult<()> {
    let chars: Vec<char> = fmt.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if is_space(c) {
            while i < chars.len() && is_space(chars[i]) {
                i += 1;
            }
            out.push(Tok::Space);
            continue;
        }
        if c != '%' {
            out.push(Tok::Lit(c));
            i += 1;
            continue;
        }
        let Some(&d) = chars.get(i + 1) else {
            return Err(PyErr::value_error(format!("stray % in format '{}'", whole)));
        };
        if is_space(d) || regex_special(d) {
            return Err(bad_directive("%", whole));
        }
        if !KNOWN.contains(d) {
            return Err(bad_directive(&d.to_string(), whole));
        }
        match d {
            '%' => out.push(Tok::Lit('%')),
            'c' => tokenize("%a %b %d %H:%M:%S %Y", whole, out)?,
            'x' => tokenize("%m/%d/%y", whole, out)?,
            'X' => tokenize("%H:%M:%S", whole, out)?,
            _ => out.push(Tok::Dir(d)),
        }
        i += 2;
    }
    Ok(())
}

/// Alternatives of the numeric directives, in the order CPython's regexes try them.
fn numeric_alternatives(d: char) -> &'static [&'static str] {
    match d {
        'd' => &["3[01]", "[12]D", "0[1-9]", "[1-9]", " [1-9]"],
        'H' => &["2[0-3]", "[0-1]D", "D"],
        'I' => &["1[0-2]", "0[1-9]", "[1-9]"],
        'G' | 'Y' => &["DDDD"],
        'j' => &["36[0-6]", "3[0-5]D", "[12]DD", "0[1-9]D", "00[1-9]", "[1-9]D", "0[1-9]", "[1-9]"],
        'm' => &["1[0-2]", "0[1-9]", "[1-9]"],
        'M' => &["[0-5]D", "D"],
        'S' => &["6[0-1]", "[0-5]D", "D"],
        'U' | 'W' => &["5[0-3]", "[0-4]D", "D"],
        'w' => &["[0-6]"],
        'u' => &["[1-7]"],
        'V' => &["5[0-3]", "0[1-9]", "[1-4]D", "D"],
        'y' => &["DD"],
        _ => &[],
    }
}

/// Matches a tiny pattern (`D` any ASCII digit, `[a-b…]` a set, else the character itself).
fn simple_match(pat: &str, data: &[char], pos: usize) -> Option<usize> {
    let p: Vec<char> = pat.chars().collect();
    let mut i = 0;
    let mut at = pos;
    while i < p.len() {
        let c = *data.get(at)?;
        match p[i] {
            'D' => {
                if !c.is_ascii_digit() {
                    return None;
                }
                i += 1;
            }
            '[' => {
                let close = p[i..].iter().position(|&x| x == ']')? + i;
                let set = &p[i + 1..close];
                let mut ok = false;
                let mut k = 0;
                while k < set.len() {
                    if k + 2 < set.len() && set[k + 1] == '-' {
                        ok |= set[k] <= c && c <= set[k + 2];
                        k += 3;
                    } else {
                        ok |= set[k] == c;
                        k += 1;
                    }
                }
                if !ok {
                    return None;
                }
                i = close + 1;
            }
            lit => {
                if lit != c {
                    return None;
                }
                i += 1;
            }
        }
        at += 1;
    }
    Some(at)
}

fn lower_eq(a: char, b: char) -> bool {
    a == b || a.to_lowercase().eq(b.to_lowercase())
}

/// Names sorted longest first (stable), lower case, as `_strptime` builds them.
fn names_for(d: char, zones: &[String]) -> Vec<String> {
    let mut v: Vec<String> = match d {
        'A' => DAY_NAMES.iter().map(|s| s.to_lowercase()).collect(),
        'a' => DAY_NAMES.iter().map(|s| s[..3].to_lowercase()).collect(),
        'B' => MONTH_NAMES.iter().map(|s| s.to_lowercase()).collect(),
        'b' => MONTH_NAMES.iter().map(|s| s[..3].to_lowercase()).collect(),
        'p' => vec!["am".into(), "pm".into()],
        'Z' => zones.to_vec(),
        _ => Vec::new(),
    };
    v.sort_by_key(|s| std::cmp::Reverse(s.chars().count()));
    v
}

/// End positions where token `tok` can end when started at `pos`, best first.
fn candidates(tok: Tok, data: &[char], pos: usize, zones: &[String]) -> Vec<usize> {
    match tok {
        Tok::Lit(c) => match data.get(pos) {
            Some(&x) if lower_eq(x, c) => vec![pos + 1],
            _ => Vec::new(),
        },
        Tok::Space => {
            let n = data[pos.min(data.len())..].iter().take_while(|c| is_space(**c)).count();
            (1..=n).rev().map(|k| pos + k).collect()
        }
        Tok::Dir('f') => {
            let n = data[pos.min(data.len())..].iter().take(6).take_while(|c| c.is_ascii_digit()).count();
            (1..=n).rev().map(|k| pos + k).collect()
        }
        Tok::Dir('z') => offset_candidates(data, pos),
        Tok::Dir(d @ ('A' | 'a' | 'B' | 'b' | 'p' | 'Z')) => {
            let mut out = Vec::new();
            for name in names_for(d, zones) {
                let n = name.chars().count();
                if pos + n <= data.len() && data[pos..pos + n].iter().zip(name.chars()).all(|(a, b)| lower_eq(*a, b)) {
                    out.push(pos + n);
                }
            }
            out
        }
        Tok::Dir(d) => numeric_alternatives(d).iter().filter_map(|p| simple_match(p, data, pos)).collect(),
    }
}

/// `[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|Z` in regex priority order.
fn offset_candidates(data: &[char], pos: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let at = |i: usize| data.get(i).copied().unwrap_or('\0');
    let digit = |i: usize| at(i).is_ascii_digit();
    let sixty = |i: usize| ('0'..='5').contains(&at(i)) && digit(i + 1);
    if matches!(at(pos), '+' | '-') && digit(pos + 1) && digit(pos + 2) {
        let q = pos + 3;
        let colon_options: &[usize] = if at(q) == ':' { &[1, 0] } else { &[0] };
        for &c1 in colon_options {
            let m = q + c1;
            if !sixty(m) {
                continue;
            }
            let after_min = m + 2;
            let c2_options: &[usize] = if at(after_min) == ':' { &[1, 0] } else { &[0] };
            for &c2 in c2_options {
                let s = after_min + c2;
                if !sixty(s) {
                    continue;
                }
                let after_sec = s + 2;
                if at(after_sec) == '.' {
                    let n = data[(after_sec + 1).min(data.len())..].iter().take(6).take_while(|c| c.is_ascii_digit()).count();
                    for k in (1..=n).rev() {
                        out.push(after_sec + 1 + k);
                    }
                }
                out.push(after_sec);
            }
            out.push(after_min);
        }
    }
    if at(pos) == 'Z' {
        out.push(pos + 1);
    }
    out
}

/// The first match of the tokens at the start of `data`: the span of each directive.
fn match_tokens(vm: &mut Vm, toks: &[Tok], data: &[char], zones: &[String]) -> PyResult<Option<Vec<(usize, usize)>>> {
    if toks.is_empty() {
        return Ok(Some(Vec::new()));
    }
    // Explicit stack of (start position, candidates, next candidate index).
    let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(0, candidates(toks[0], data, 0, zones), 0)];
    let mut steps = 0u64;
    while let Some(top) = stack.last_mut() {
        steps += 1;
        if steps.is_multiple_of(256) {
            vm.charge(256)?;
        }
        if top.2 >= top.1.len() {
            stack.pop();
            continue;
        }
        let end = top.1[top.2];
        top.2 += 1;
        let level = stack.len();
        if level == toks.len() {
            let spans = stack.iter().map(|(start, c, i)| (*start, c[*i - 1])).collect();
            return Ok(Some(spans));
        }
        let next = candidates(toks[level], data, end, zones);
        stack.push((end, next, 0));
    }
    Ok(None)
}

/// Parses `data` by `fmt` (both must be str: checked by the callers).
pub fn parse(vm: &mut Vm, data: &Value, fmt: &Value) -> PyResult<Parsed> {
    let (Some(text), Some(format)) = (data.as_str(), fmt.as_str()) else {
        return Err(PyErr::type_error("strptime() arguments must be str"));
    };
    let mut toks = Vec::new();
    tokenize(format, format, &mut toks)?;
    let mut seen = Vec::new();
    for t in &toks {
        if let Tok::Dir(d) = t {
            let group = if *d == 'W' { 'W' } else { *d };
            if seen.contains(&group) {
                return Err(PyErr::value_error(format!("redefinition of group name '{}'", group)));
            }
            seen.push(group);
        }
    }
    let chars: Vec<char> = text.chars().collect();
    vm.charge((chars.len() + format.len()) as u64 / 8)?;
    let zones = zone_names(vm);
    let no_match = || PyErr::value_error(format!("time data {} does not match format {}", py_repr(text), py_repr(format)));
    let Some(spans) = match_tokens(vm, &toks, &chars, &zones)? else { return Err(no_match()) };
    let end = spans.last().map(|s| s.1).unwrap_or(0);
    if end != chars.len() {
        let rest: String = chars[end..].iter().collect();
        return Err(PyErr::value_error(format!("unconverted data remains: {}", rest)));
    }
    let found: Vec<(char, String)> = toks
        .iter()
        .zip(spans.iter())
        .filter_map(|(t, (s, e))| match t {
            Tok::Dir(d) => Some((*d, chars[*s..*e].iter().collect())),
            _ => None,
        })
        .collect();
    combine(vm, &found)
}

/// repr() of a str the way `%r` prints it.
fn py_repr(s: &str) -> String {
    crate::text::repr::str_repr(s)
}

/// Lower-case zone names `%Z` accepts: UTC, GMT and the host's local zone name.
fn zone_names(vm: &Vm) -> Vec<String> {
    let mut v = vec!["utc".to_string(), "gmt".to_string()];
    let local = vm.host.local_offset_at(0).1.to_lowercase();
    if !v.contains(&local) {
        v.push(local);
    }
    v
}

fn num(s: &str) -> i64 {
    s.trim().parse().unwrap_or(0)
}

/// Turns the matched directives into fields, with `_strptime`'s rules.
fn combine(vm: &Vm, found: &[(char, String)]) -> PyResult<Parsed> {
    let get = |d: char| found.iter().find(|(k, _)| *k == d).map(|(_, v)| v.as_str());
    let mut year: Option<i64> = None;
    let mut iso_year: Option<i64> = None;
    let (mut month, mut day) = (1, 1);
    let (mut hour, mut minute, mut second, mut fraction) = (0, 0, 0, 0);
    let mut isdst = -1;
    let mut gmtoff: Option<i64> = None;
    let mut gmtoff_fraction = 0;
    let mut iso_week: Option<i64> = None;
    let mut week_of_year: Option<i64> = None;
    let mut week_starts_monday = false;
    let mut weekday: Option<i64> = None;
    let mut julian: Option<i64> = None;
    for (d, v) in found {
        let lower = v.to_lowercase();
        match d {
            'y' => {
                let y = num(v);
                year = Some(if y <= 68 { y + 2000 } else { y + 1900 });
            }
            'Y' => year = Some(num(v)),
            'G' => iso_year = Some(num(v)),
            'm' => month = num(v),
            'B' => month = MONTH_NAMES.iter().position(|n| n.to_lowercase() == lower).map(|i| i as i64 + 1).unwrap_or(1),
            'b' => month = MONTH_NAMES.iter().position(|n| n[..3].to_lowercase() == lower).map(|i| i as i64 + 1).unwrap_or(1),
            'd' => day = num(v),
            'H' => hour = num(v),
            'I' => {
                hour = num(v);
                let ampm = get('p').unwrap_or("").to_lowercase();
                if ampm.is_empty() || ampm == "am" {
                    if hour == 12 {
                        hour = 0;
                    }
                } else if ampm == "pm" && hour != 12 {
                    hour += 12;
                }
            }
            'M' => minute = num(v),
            'S' => second = num(v),
            'f' => fraction = num(&format!("{:0<6}", v)),
            'A' => weekday = DAY_NAMES.iter().position(|n| n.to_lowercase() == lower).map(|i| i as i64),
            'a' => weekday = DAY_NAMES.iter().position(|n| n[..3].to_lowercase() == lower).map(|i| i as i64),
            'w' => {
                let w = num(v);
                weekday = Some(if w == 0 { 6 } else { w - 1 });
            }
            'u' => weekday = Some(num(v) - 1),
            'j' => julian = Some(num(v)),
            'U' | 'W' => {
                week_of_year = Some(num(v));
                week_starts_monday = *d == 'W';
            }
            'V' => iso_week = Some(num(v)),
            'z' => {
                let (off, frac) = parse_offset(v)?;
                gmtoff = Some(off);
                gmtoff_fraction = frac;
            }
            'Z' if ["utc", "gmt"].contains(&lower.as_str()) || lower == vm.host.local_offset_at(0).1.to_lowercase() => isdst = 0,
            _ => {}
        }
    }
    if year.is_none() && iso_year.is_some() {
        if iso_week.is_none() || weekday.is_none() {
            return Err(PyErr::value_error(
                "ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u').",
            ));
        }
        if julian.is_some() {
            return Err(PyErr::value_error(
                "Day of the year directive '%j' is not compatible with ISO year directive '%G'. Use '%Y' instead.",
            ));
        }
    } else if week_of_year.is_none() && iso_week.is_some() {
        return Err(PyErr::value_error(if weekday.is_none() {
            "ISO week directive '%V' must be used with the ISO year directive '%G' and a weekday directive ('%A', '%a', '%w', or '%u')."
        } else {
            "ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead."
        }));
    }
    let mut leap_year_fix = false;
    let mut year = match year {
        Some(y) => y,
        None if month == 2 && day == 29 => {
            leap_year_fix = true;
            1904
        }
        None => 1900,
    };
    if julian.is_none() {
        if let Some(wd) = weekday {
            if let Some(week) = week_of_year {
                julian = Some(julian_from_week(year, week, wd, week_starts_monday)?);
            } else if let (Some(iy), Some(iw)) = (iso_year, iso_week) {
                let (y, j) = julian_from_iso(iy, iw, wd + 1)?;
                year = y;
                julian = Some(j);
            }
            if let Some(j) = julian {
                if j <= 0 {
                    year -= 1;
                    julian = Some(j + if calendar::is_leap(year) { 366 } else { 365 });
                }
            }
        }
    }
    let julian = match julian {
        None => {
            super::date::check_date(year, month, day)?;
            calendar::yday(year, month, day)
        }
        Some(j) => {
            super::date::check_date(year, 1, 1)?;
            let ord = j - 1 + calendar::ymd_to_ord(year, 1, 1);
            if ord < 1 {
                return Err(PyErr::value_error("ordinal must be >= 1"));
            }
            if ord > calendar::MAX_ORDINAL {
                return Err(PyErr::value_error(format!("year {} is out of range", calendar::ord_to_ymd(ord).0)));
            }
            let (y, m, d) = calendar::ord_to_ymd(ord);
            year = y;
            month = m;
            day = d;
            j
        }
    };
    let weekday = match weekday {
        Some(w) => w,
        None => calendar::weekday(year, month, day),
    };
    if leap_year_fix {
        year = 1900;
    }
    Ok(Parsed {
        year,
        month,
        day,
        hour,
        minute,
        second,
        weekday,
        julian,
        isdst,
        tzname: get('Z').map(str::to_string),
        gmtoff,
        fraction,
        gmtoff_fraction,
    })
}

/// `%z` text to (seconds, microseconds), with `_strptime`'s checks.
fn parse_offset(z: &str) -> PyResult<(i64, i64)> {
    if z == "Z" {
        return Ok((0, 0));
    }
    let mut s: Vec<char> = z.chars().collect();
    if s.get(3) == Some(&':') {
        s.remove(3);
        if s.len() > 5 {
            if s.get(5) != Some(&':') {
                return Err(PyErr::value_error(format!("Inconsistent use of : in {}", z)));
            }
            s.remove(5);
        }
    }
    let part = |a: usize, b: usize| -> String { s.iter().skip(a).take(b.saturating_sub(a)).collect() };
    let int = |t: String| -> PyResult<i64> {
        if t.is_empty() {
            return Ok(0);
        }
        t.parse::<i64>().map_err(|_| PyErr::value_error(format!("invalid literal for int() with base 10: '{}'", t)))
    };
    let hours = int(part(1, 3))?;
    let minutes = int(part(3, 5))?;
    let seconds = int(part(5, 7))?;
    let rest = part(8, s.len());
    let frac = int(format!("{:0<6}", rest))?;
    let mut off = hours * 3600 + minutes * 60 + seconds;
    let mut frac = frac;
    if z.starts_with('-') {
        off = -off;
        frac = -frac;
    }
    Ok((off, frac))
}

/// Day of the year from a `%U`/`%W` week number and a weekday (may be ≤ 0).
fn julian_from_week(year: i64, week: i64, weekday: i64, monday_first: bool) -> PyResult<i64> {
    super::date::check_date(year, 1, 1)?;
    let mut first = calendar::weekday(year, 1, 1);
    let mut wd = weekday;
    if !monday_first {
        first = (first + 1) % 7;
        wd = (wd + 1) % 7;
    }
    let week0_len = (7 - first) % 7;
    if week == 0 {
        return Ok(1 + wd - first);
    }
    Ok(1 + week0_len + 7 * (week - 1) + wd)
}

/// (year, day of the year) of an ISO year, week and weekday (1..7).
fn julian_from_iso(iso_year: i64, iso_week: i64, iso_weekday: i64) -> PyResult<(i64, i64)> {
    super::date::check_date(iso_year, 1, 4)?;
    let correction = calendar::weekday(iso_year, 1, 4) + 1 + 3;
    let mut ordinal = iso_week * 7 + iso_weekday - correction;
    let mut year = iso_year;
    if ordinal < 1 {
        ordinal += calendar::ymd_to_ord(year, 1, 1);
        year -= 1;
        super::date::check_date(year, 1, 1)?;
        ordinal -= calendar::ymd_to_ord(year, 1, 1);
    }
    Ok((year, ordinal))
}
