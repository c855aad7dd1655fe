//! Text codecs for `bytes.decode`, `bytes(str, encoding)` and `str.encode`: UTF-8, ASCII,
//! Latin-1, UTF-16 and UTF-32 with CPython's encoding-name aliases, error handlers and exact
//! error messages.

use super::{charge_bytes, escape_codec, recv};
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

/// A supported codec; `name()` is the canonical name CPython shows in error messages.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Codec {
    Utf8,
    Ascii,
    Latin1,
    /// UTF-16; `Some(true)` is big-endian without BOM, `None` detects/writes a BOM.
    Utf16(Option<bool>),
    /// UTF-32; byte order as for `Utf16`.
    Utf32(Option<bool>),
    /// Python string-literal escapes (see `escape_codec`).
    UnicodeEscape,
    /// Only `\u`/`\U` escapes, everything else Latin-1.
    RawUnicodeEscape,
}

impl Codec {
    pub fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
            Codec::Utf16(None) => "utf-16",
            Codec::Utf16(Some(false)) => "utf-16-le",
            Codec::Utf16(Some(true)) => "utf-16-be",
            Codec::Utf32(None) => "utf-32",
            Codec::Utf32(Some(false)) => "utf-32-le",
            Codec::Utf32(Some(true)) => "utf-32-be",
            Codec::UnicodeEscape => "unicodeescape",
            Codec::RawUnicodeEscape => "rawunicodeescape",
        }
    }

    /// Looks an encoding name up the way `codecs.lookup` does (case, punctuation, aliases).
    pub fn lookup(name: &str) -> Option<Codec> {
        let lower = name.to_ascii_lowercase();
        // encodings.normalize_encoding: runs of punctuation become one '_'.
        let mut norm = String::with_capacity(lower.len());
        let mut punct = false;
        for c in lower.chars() {
            if c.is_alphanumeric() || c == '.' {
                if punct && !norm.is_empty() {
                    norm.push('_');
                }
                if c.is_ascii() {
                    norm.push(c);
                }
                punct = false;
            } else {
                punct = true;
            }
        }
        let dotless = norm.replace('.', "_");
        [norm.as_str(), dotless.as_str()].iter().find_map(|n| match *n {
            "utf_8" | "utf8" | "u8" | "utf" | "utf8_ucs2" | "utf8_ucs4" | "cp65001" => Some(Codec::Utf8),
            "ascii" | "646" | "ansi_x3_4_1968" | "ansi_x3_4_1986" | "cp367" | "csascii" | "ibm367" | "iso646_us" | "iso_646_irv_1991"
            | "iso_ir_6" | "us" | "us_ascii" => Some(Codec::Ascii),
            "latin_1" | "latin1" | "latin" | "l1" | "8859" | "cp819" | "csisolatin1" | "ibm819" | "iso8859" | "iso8859_1"
            | "iso_8859_1" | "iso_8859_1_1987" | "iso_ir_100" => Some(Codec::Latin1),
            "utf_16" | "utf16" | "u16" => Some(Codec::Utf16(None)),
            "utf_16_le" | "utf_16le" | "unicodelittleunmarked" => Some(Codec::Utf16(Some(false))),
            "utf_16_be" | "utf_16be" | "unicodebigunmarked" => Some(Codec::Utf16(Some(true))),
            "utf_32" | "utf32" | "u32" => Some(Codec::Utf32(None)),
            "utf_32_le" | "utf_32le" => Some(Codec::Utf32(Some(false))),
            "utf_32_be" | "utf_32be" => Some(Codec::Utf32(Some(true))),
            "unicode_escape" => Some(Codec::UnicodeEscape),
            "raw_unicode_escape" => Some(Codec::RawUnicodeEscape),
            _ => None,
        })
    }
}

fn unknown_encoding(name: &str) -> PyErr {
    PyErr::new(ExcKind::LookupError, format!("unknown encoding: {}", name))
}

fn unknown_handler(name: &str) -> PyErr {
    PyErr::new(ExcKind::LookupError, format!("unknown error handler name '{}'", name))
}

/// `bytes.decode(encoding='utf-8', errors='strict')`.
pub(super) fn decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = recv(args, "decode")?;
    let (_, [], [encoding, errors]) = Signature::clinic(r.tname(), "decode", [], ["encoding", "errors"]).bind_method(args, kw)?;
    let encoding = text_param(vm, encoding, "decode", "encoding")?.unwrap_or_else(|| "utf-8".into());
    let errors = text_param(vm, errors, "decode", "errors")?.unwrap_or_else(|| "strict".into());
    Ok(Value::string(decode_bytes(vm, r.data(), &encoding, &errors)?))
}

/// An optional str parameter: "decode() argument 'encoding' must be str, not int".
pub(super) fn text_param(vm: &Vm, v: Option<&Value>, func: &str, name: &str) -> PyResult<Option<String>> {
    match v {
        None => Ok(None),
        Some(Value::Str(s)) => Ok(Some(s.s.to_string())),
        Some(v) => {
            if let Value::Instance(inst) = v {
                if let Value::Str(s) = &*inst.base_value.borrow() {
                    return Ok(Some(s.s.to_string()));
                }
            }
            Err(PyErr::type_error(format!("{}() argument '{}' must be str, not {}", func, name, super::clinic_type_name(vm, v))))
        }
    }
}

/// Why a byte range could not be decoded.
pub(super) struct DecodeFailure {
    pub start: usize,
    pub end: usize,
    pub reason: &'static str,
}

fn decode_error(codec: &str, data: &[u8], f: &DecodeFailure) -> PyErr {
    let msg = if f.end - f.start == 1 {
        let byte = data.get(f.start).copied().unwrap_or(0);
        format!("'{}' codec can't decode byte 0x{:02x} in position {}: {}", codec, byte, f.start, f.reason)
    } else {
        format!("'{}' codec can't decode bytes in position {}-{}: {}", codec, f.start, f.end - 1, f.reason)
    };
    PyErr::new(ExcKind::UnicodeDecodeError, msg)
}

const INVALID_START: &str = "invalid start byte";
const INVALID_CONTINUATION: &str = "invalid continuation byte";
const UNEXPECTED_END: &str = "unexpected end of data";
const TRUNCATED: &str = "truncated data";

/// Classifies the malformed UTF-8 sequence at the start of `d` the way CPython's decoder
/// does: the number of bytes the error covers and its reason.
fn utf8_failure(d: &[u8]) -> (usize, &'static str) {
    let n = d.len();
    let is_cont = |i: usize| d.get(i).is_some_and(|b| (0x80..0xC0).contains(b));
    let lead = d.first().copied().unwrap_or(0);
    // Allowed range of the second byte (excludes overlongs, surrogates and > U+10FFFF).
    let (need, lo, hi) = match lead {
        0xC2..=0xDF => (2, 0x80, 0xBF),
        0xE0 => (3, 0xA0, 0xBF),
        0xED => (3, 0x80, 0x9F),
        0xE1..=0xEF => (3, 0x80, 0xBF),
        0xF0 => (4, 0x90, 0xBF),
        0xF4 => (4, 0x80, 0x8F),
        0xF1..=0xF3 => (4, 0x80, 0xBF),
        _ => return (1, INVALID_START),
    };
    if n < 2 {
        return (n, UNEXPECTED_END);
    }
    if !d.get(1).is_some_and(|b| (lo..=hi).contains(b)) {
        return (1, INVALID_CONTINUATION);
    }
    for i in 2..need {
        if n <= i {
            return (n, UNEXPECTED_END);
        }
        if !is_cont(i) {
            return (i, INVALID_CONTINUATION);
        }
    }
    // Unreachable for a sequence the validator rejected; report the lead byte.
    (1, INVALID_START)
}

/// One decoding step: the characters decoded from `data[pos..]` up to the next error (or the
/// end), and the new position; Err(failure) when `data[pos]` starts a malformed sequence.
type Step<'a> = dyn FnMut(&[u8], usize, &mut String) -> Result<usize, DecodeFailure> + 'a;

/// Runs a decoder over `data` from `start`, applying the error handler to each failure.
fn drive(codec: &str, data: &[u8], start: usize, errors: &str, step: &mut Step<'_>) -> PyResult<String> {
    let mut out = String::with_capacity(data.len());
    let mut pos = start;
    while pos < data.len() {
        let failure = match step(data, pos, &mut out) {
            Ok(next) => {
                pos = next;
                continue;
            }
            Err(f) => f,
        };
        match errors {
            "strict" | "surrogateescape" | "surrogatepass" => return Err(decode_error(codec, data, &failure)),
            "ignore" => {}
            "replace" => out.push('\u{FFFD}'),
            "backslashreplace" => {
                for b in data.get(failure.start..failure.end).unwrap_or(&[]) {
                    out.push_str(&format!("\\x{:02x}", b));
                }
            }
            "xmlcharrefreplace" | "namereplace" => {
                return Err(PyErr::type_error("don't know how to handle UnicodeDecodeError in error callback"))
            }
            other => return Err(unknown_handler(other)),
        }
        pos = failure.end.max(pos + 1);
    }
    Ok(out)
}

fn utf8_step(data: &[u8], pos: usize, out: &mut String) -> Result<usize, DecodeFailure> {
    let rest = data.get(pos..).unwrap_or(&[]);
    match std::str::from_utf8(rest) {
        Ok(s) => {
            out.push_str(s);
            Ok(data.len())
        }
        Err(e) => {
            let good = e.valid_up_to();
            if good > 0 {
                out.push_str(std::str::from_utf8(rest.get(..good).unwrap_or(&[])).unwrap_or(""));
                return Ok(pos + good);
            }
            let (len, reason) = utf8_failure(rest);
            Err(DecodeFailure { start: pos, end: pos + len.max(1), reason })
        }
    }
}

fn ascii_step(data: &[u8], pos: usize, out: &mut String) -> Result<usize, DecodeFailure> {
    let rest = data.get(pos..).unwrap_or(&[]);
    let good = rest.iter().position(|b| !b.is_ascii()).unwrap_or(rest.len());
    if good == 0 {
        return Err(DecodeFailure { start: pos, end: pos + 1, reason: "ordinal not in range(128)" });
    }
    out.extend(rest.iter().take(good).map(|&b| char::from(b)));
    Ok(pos + good)
}

fn unit16(data: &[u8], pos: usize, big: bool) -> u32 {
    let (a, b) = (data.get(pos).copied().unwrap_or(0), data.get(pos + 1).copied().unwrap_or(0));
    u32::from(if big { u16::from_be_bytes([a, b]) } else { u16::from_le_bytes([a, b]) })
}

fn utf16_step(big: bool) -> impl FnMut(&[u8], usize, &mut String) -> Result<usize, DecodeFailure> {
    move |data, pos, out| {
        let n = data.len();
        if n - pos < 2 {
            return Err(DecodeFailure { start: pos, end: n, reason: TRUNCATED });
        }
        let u = unit16(data, pos, big);
        if !(0xD800..0xE000).contains(&u) {
            out.push(char::from_u32(u).unwrap_or('\u{FFFD}'));
            return Ok(pos + 2);
        }
        if u >= 0xDC00 {
            return Err(DecodeFailure { start: pos, end: pos + 2, reason: "illegal encoding" });
        }
        if n - pos < 4 {
            return Err(DecodeFailure { start: pos, end: n, reason: UNEXPECTED_END });
        }
        let low = unit16(data, pos + 2, big);
        if !(0xDC00..0xE000).contains(&low) {
            return Err(DecodeFailure { start: pos, end: pos + 2, reason: "illegal UTF-16 surrogate" });
        }
        out.push(char::from_u32(0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00)).unwrap_or('\u{FFFD}'));
        Ok(pos + 4)
    }
}

fn utf32_step(big: bool) -> impl FnMut(&[u8], usize, &mut String) -> Result<usize, DecodeFailure> {
    move |data, pos, out| {
        let n = data.len();
        let Some(&[a, b, c, d]) = data.get(pos..pos + 4) else {
            return Err(DecodeFailure { start: pos, end: n, reason: TRUNCATED });
        };
        let cp = if big { u32::from_be_bytes([a, b, c, d]) } else { u32::from_le_bytes([a, b, c, d]) };
        if cp > 0x10FFFF {
            return Err(DecodeFailure { start: pos, end: pos + 4, reason: "code point not in range(0x110000)" });
        }
        match char::from_u32(cp) {
            Some(ch) => {
                out.push(ch);
                Ok(pos + 4)
            }
            None => Err(DecodeFailure { start: pos, end: pos + 4, reason: "code point in surrogate code point range(0xd800, 0xe000)" }),
        }
    }
}

/// Decodes `data` with a codec and an error handler (strict/ignore/replace/backslashreplace).
pub fn decode_bytes(vm: &mut Vm, data: &[u8], encoding: &str, errors: &str) -> PyResult<String> {
    let codec = Codec::lookup(encoding).ok_or_else(|| unknown_encoding(encoding))?;
    charge_bytes(vm, data.len())?;
    vm.check_alloc(data.len().saturating_mul(2))?;
    match codec {
        Codec::Latin1 => Ok(data.iter().map(|&b| char::from(b)).collect()),
        Codec::Ascii => drive("ascii", data, 0, errors, &mut ascii_step),
        Codec::Utf8 => drive("utf-8", data, 0, errors, &mut utf8_step),
        Codec::UnicodeEscape => drive("unicodeescape", data, 0, errors, &mut escape_codec::unicode_escape_step),
        Codec::RawUnicodeEscape => drive("rawunicodeescape", data, 0, errors, &mut escape_codec::raw_unicode_escape_step),
        Codec::Utf16(order) => {
            let (big, skip) = match (order, data.get(..2)) {
                (Some(big), _) => (big, 0),
                (None, Some([0xFF, 0xFE])) => (false, 2),
                (None, Some([0xFE, 0xFF])) => (true, 2),
                (None, _) => (false, 0),
            };
            let name = if big { "utf-16-be" } else { "utf-16-le" };
            drive(name, data, skip, errors, &mut utf16_step(big))
        }
        Codec::Utf32(order) => {
            let (big, skip) = match (order, data.get(..4)) {
                (Some(big), _) => (big, 0),
                (None, Some([0xFF, 0xFE, 0, 0])) => (false, 4),
                (None, Some([0, 0, 0xFE, 0xFF])) => (true, 4),
                (None, _) => (false, 0),
            };
            let name = if big { "utf-32-be" } else { "utf-32-le" };
            drive(name, data, skip, errors, &mut utf32_step(big))
        }
    }
}

/// Encodes `s` with a codec and an error handler
/// (strict/ignore/replace/backslashreplace/xmlcharrefreplace).
pub fn encode_str(vm: &mut Vm, s: &str, encoding: &str, errors: &str) -> PyResult<Vec<u8>> {
    let codec = Codec::lookup(encoding).ok_or_else(|| unknown_encoding(encoding))?;
    charge_bytes(vm, s.len())?;
    let limit: u32 = match codec {
        Codec::Utf8 => return Ok(s.as_bytes().to_vec()),
        Codec::UnicodeEscape | Codec::RawUnicodeEscape => {
            // At most ten bytes per character (`\UNNNNNNNN`).
            vm.check_alloc(s.len().saturating_mul(10))?;
            return Ok(if codec == Codec::UnicodeEscape {
                escape_codec::encode_unicode_escape(s)
            } else {
                escape_codec::encode_raw_unicode_escape(s)
            });
        }
        Codec::Ascii => 0x80,
        Codec::Latin1 => 0x100,
        Codec::Utf16(order) => {
            vm.check_alloc(s.len().saturating_mul(4))?;
            let big = order.unwrap_or(false);
            let mut out = if order.is_none() { vec![0xFF, 0xFE] } else { Vec::new() };
            for unit in s.encode_utf16() {
                out.extend_from_slice(&if big { unit.to_be_bytes() } else { unit.to_le_bytes() });
            }
            return Ok(out);
        }
        Codec::Utf32(order) => {
            vm.check_alloc(s.len().saturating_mul(4))?;
            let big = order.unwrap_or(false);
            let mut out = if order.is_none() { vec![0xFF, 0xFE, 0, 0] } else { Vec::new() };
            for c in s.chars() {
                let n = c as u32;
                out.extend_from_slice(&if big { n.to_be_bytes() } else { n.to_le_bytes() });
            }
            return Ok(out);
        }
    };
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars.get(i).copied().unwrap_or('\0');
        if (c as u32) < limit {
            out.push(c as u32 as u8);
            i += 1;
            continue;
        }
        // The run of consecutive unencodable characters is reported (and replaced) together.
        let mut end = i + 1;
        while chars.get(end).is_some_and(|c| (*c as u32) >= limit) {
            end += 1;
        }
        let run = chars.get(i..end).unwrap_or(&[]);
        match errors {
            "strict" | "surrogateescape" | "surrogatepass" => {
                let msg = if run.len() == 1 {
                    format!(
                        "'{}' codec can't encode character '{}' in position {}: ordinal not in range({})",
                        codec.name(),
                        escape_char(c),
                        i,
                        limit
                    )
                } else {
                    format!(
                        "'{}' codec can't encode characters in position {}-{}: ordinal not in range({})",
                        codec.name(),
                        i,
                        end - 1,
                        limit
                    )
                };
                return Err(PyErr::new(ExcKind::UnicodeEncodeError, msg));
            }
            "ignore" => {}
            "replace" => out.extend(run.iter().map(|_| b'?')),
            "backslashreplace" | "namereplace" => {
                for ch in run {
                    out.extend_from_slice(escape_char(*ch).as_bytes());
                }
            }
            "xmlcharrefreplace" => {
                for ch in run {
                    out.extend_from_slice(format!("&#{};", *ch as u32).as_bytes());
                }
            }
            other => return Err(unknown_handler(other)),
        }
        vm.check_alloc(out.len())?;
        i = end;
    }
    Ok(out)
}

/// `\xNN`, `\uNNNN` or `\UNNNNNNNN`, as in CPython's encode errors and `backslashreplace`.
fn escape_char(c: char) -> String {
    let n = c as u32;
    if n < 0x100 {
        format!("\\x{:02x}", n)
    } else if n < 0x10000 {
        format!("\\u{:04x}", n)
    } else {
        format!("\\U{:08x}", n)
    }
}
