//! Translation of a parsed Python pattern ([`Node`]) into `fancy-regex` syntax.
//!
//! Every construct is written out explicitly so that fancy-regex's own flags never matter:
//! literals as `\x{...}` escapes (ASCII letters and digits as themselves), `$` without
//! MULTILINE as `(?=\n?\z)` (Python's "end, or before a final newline"), `\Z` as `\z`,
//! `^`/`.`/`$` with the scoped flags of their leaf, and the categories as Python defines
//! them for str patterns: `\w` = `[\p{L}\p{N}_]` (exactly Python's `isalnum() or '_'`),
//! `\s` = the chars `str.isspace()` accepts, `\d` = `\p{Nd}`. With ASCII (or a bytes
//! pattern) the categories are ASCII-only and IGNORECASE folds ASCII letters only, which we
//! spell out as `[aA]` instead of relying on the engine's folding. Capture groups keep
//! their numbers: every group we add is non-capturing.

use super::parser::{At, Category, ClassItem, Node, RepeatKind, FLAG_DOTALL, FLAG_IGNORECASE, FLAG_MULTILINE};

/// How chars and categories are understood.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// A str pattern (Unicode categories and case folding).
    Unicode,
    /// A str pattern with the ASCII flag.
    AsciiStr,
    /// A bytes pattern (one char per byte, ASCII categories).
    Bytes,
}

/// Python's `str.isspace()` chars.
const UNICODE_SPACE: &str = r"\x{9}-\x{D}\x{1C}-\x{20}\x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}";
const ASCII_SPACE: &str = r"\x09-\x0D\x20";
const UNICODE_WORD: &str = r"\p{L}\p{N}_";
const ASCII_WORD: &str = "0-9A-Za-z_";
/// Word boundaries from ASCII word chars, for str patterns with the ASCII flag.
const ASCII_BOUNDARY: &str = "(?:(?<=[0-9A-Za-z_])(?![0-9A-Za-z_])|(?<![0-9A-Za-z_])(?=[0-9A-Za-z_]))";
const ASCII_NON_BOUNDARY: &str = "(?:(?!\\A\\z)(?:(?<=[0-9A-Za-z_])(?=[0-9A-Za-z_])|(?<![0-9A-Za-z_])(?![0-9A-Za-z_])))";

/// The fancy-regex pattern for `node`.
pub fn translate(node: &Node, mode: Mode) -> String {
    let mut out = String::new();
    emit(node, mode, &mut out);
    out
}

fn emit(node: &Node, mode: Mode, out: &mut String) {
    match node {
        Node::Literal(c, flags) => emit_literal(*c, *flags, mode, out),
        Node::Any(flags) => out.push_str(if flags & FLAG_DOTALL != 0 { "(?s:.)" } else { "." }),
        Node::Class { negate, items, flags } => emit_class(*negate, items, *flags, mode, out),
        Node::Seq(items) => {
            for n in items {
                emit(n, mode, out);
            }
        }
        Node::Alt(items) => {
            out.push_str("(?:");
            for (i, n) in items.iter().enumerate() {
                if i > 0 {
                    out.push('|');
                }
                emit(n, mode, out);
            }
            out.push(')');
        }
        Node::Group(Some(_), n) => {
            out.push('(');
            emit(n, mode, out);
            out.push(')');
        }
        Node::Group(None, n) => {
            out.push_str("(?:");
            emit(n, mode, out);
            out.push(')');
        }
        Node::Repeat { min, max, kind, node } => emit_repeat(*min, *max, *kind, node, mode, out),
        Node::Atomic(n) => {
            out.push_str("(?>");
            emit(n, mode, out);
            out.push(')');
        }
        Node::Look { behind, negate, node } => {
            out.push_str(match (behind, negate) {
                (false, false) => "(?=",
                (false, true) => "(?!",
                (true, false) => "(?<=",
                (true, true) => "(?<!",
            });
            emit(node, mode, out);
            out.push(')');
        }
        Node::Backref(g, flags) => {
            let icase = flags & FLAG_IGNORECASE != 0;
            out.push_str(if icase { "(?i:" } else { "(?:" });
            out.push_str(&format!("\\{})", g));
        }
        Node::Cond { group, yes, no } => {
            out.push_str(&format!("(?({})(?:", group));
            emit(yes, mode, out);
            out.push(')');
            if let Some(n) = no {
                out.push_str("|(?:");
                emit(n, mode, out);
                out.push(')');
            }
            out.push(')');
        }
        Node::At(at, flags) => emit_at(*at, *flags, mode, out),
    }
}

fn emit_at(at: At, flags: u32, mode: Mode, out: &mut String) {
    let multiline = flags & FLAG_MULTILINE != 0;
    out.push_str(match at {
        At::Beginning if multiline => "(?m:^)",
        At::Beginning | At::BeginString => r"\A",
        At::End if multiline => "(?m:$)",
        At::End => r"(?=\n?\z)",
        At::EndString => r"\z",
        At::Boundary if mode == Mode::AsciiStr => ASCII_BOUNDARY,
        At::NonBoundary if mode == Mode::AsciiStr => ASCII_NON_BOUNDARY,
        At::Boundary => r"\b",
        // Python's `\B` never matches in an empty string.
        At::NonBoundary => r"(?:(?!\A\z)\B)",
    });
}

/// Whether `node` never consumes input (repeating it is the same as testing it once).
fn zero_width(node: &Node) -> bool {
    match node {
        Node::Look { .. } | Node::At(..) => true,
        Node::Seq(items) | Node::Alt(items) => items.iter().all(zero_width),
        Node::Group(_, n) | Node::Atomic(n) => zero_width(n),
        _ => false,
    }
}

fn emit_repeat(min: u64, max: Option<u64>, kind: RepeatKind, node: &Node, mode: Mode, out: &mut String) {
    if zero_width(node) {
        // The engine refuses to repeat assertions; Python allows it.
        if min > 0 {
            out.push_str("(?:");
            emit(node, mode, out);
            out.push(')');
        }
        return;
    }
    let quant = match (min, max) {
        (0, None) => "*".to_string(),
        (1, None) => "+".to_string(),
        (0, Some(1)) => "?".to_string(),
        (m, None) => format!("{{{},}}", m),
        (m, Some(n)) if m == n => format!("{{{}}}", m),
        (m, Some(n)) => format!("{{{},{}}}", m, n),
    };
    if kind == RepeatKind::Possessive {
        out.push_str("(?>");
    }
    match node {
        Node::Group(Some(_), _) => emit(node, mode, out),
        _ => {
            out.push_str("(?:");
            emit(node, mode, out);
            out.push(')');
        }
    }
    out.push_str(&quant);
    match kind {
        RepeatKind::Greedy => {}
        RepeatKind::Lazy => out.push('?'),
        RepeatKind::Possessive => out.push(')'),
    }
}

/// One char as a regex atom (outside or inside a class).
fn push_char(c: u32, mode: Mode, out: &mut String) {
    match char::from_u32(c) {
        Some(ch) if ch.is_ascii_alphanumeric() => out.push(ch),
        _ if mode == Mode::Bytes => out.push_str(&format!("\\x{:02X}", c & 0xFF)),
        _ => out.push_str(&format!("\\x{{{:X}}}", c)),
    }
}

/// Python folds i, I, dotless ı and dotted İ together (simple case folding does not).
const TURKISH_I: [u32; 4] = [0x69, 0x49, 0x131, 0x130];
const TURKISH_I_CLASS: &str = r"[iI\x{131}\x{130}]";

/// Chars a str cannot hold (surrogates) never match.
const NEVER: &str = r"[^\x{0}-\x{10FFFF}]";

fn emit_literal(c: u32, flags: u32, mode: Mode, out: &mut String) {
    if mode != Mode::Bytes && char::from_u32(c).is_none() {
        out.push_str(NEVER);
        return;
    }
    let icase = flags & FLAG_IGNORECASE != 0;
    if !icase {
        return push_char(c, mode, out);
    }
    match mode {
        Mode::Unicode if TURKISH_I.contains(&c) => out.push_str(TURKISH_I_CLASS),
        Mode::Unicode => {
            out.push_str("(?i:");
            push_char(c, mode, out);
            out.push(')');
        }
        Mode::AsciiStr | Mode::Bytes => match char::from_u32(c) {
            Some(ch) if ch.is_ascii_alphabetic() => {
                out.push('[');
                out.push(ch.to_ascii_lowercase());
                out.push(ch.to_ascii_uppercase());
                out.push(']');
            }
            _ => push_char(c, mode, out),
        },
    }
}

fn category_text(cat: Category, mode: Mode) -> (bool, &'static str) {
    let unicode = mode == Mode::Unicode;
    match cat {
        Category::Digit => (false, if unicode { r"\p{Nd}" } else { "0-9" }),
        Category::NotDigit => (true, if unicode { r"\p{Nd}" } else { "0-9" }),
        Category::Word => (false, if unicode { UNICODE_WORD } else { ASCII_WORD }),
        Category::NotWord => (true, if unicode { UNICODE_WORD } else { ASCII_WORD }),
        Category::Space => (false, if unicode { UNICODE_SPACE } else { ASCII_SPACE }),
        Category::NotSpace => (true, if unicode { UNICODE_SPACE } else { ASCII_SPACE }),
    }
}

fn push_range(lo: u32, hi: u32, mode: Mode, out: &mut String) {
    push_char(lo, mode, out);
    if hi > lo {
        out.push('-');
        push_char(hi, mode, out);
    }
}

fn emit_class(negate: bool, items: &[ClassItem], flags: u32, mode: Mode, out: &mut String) {
    let icase = flags & FLAG_IGNORECASE != 0;
    let mut body = String::new();
    for item in items {
        match *item {
            ClassItem::Range(lo, hi) => {
                if mode == Mode::Bytes {
                    push_range(lo.min(255), hi.min(255), mode, &mut body);
                } else {
                    // Surrogates cannot occur in a str: leave them out of the range.
                    if lo < 0xD800 {
                        push_range(lo, hi.min(0xD7FF), mode, &mut body);
                    }
                    if hi > 0xDFFF {
                        push_range(lo.max(0xE000), hi, mode, &mut body);
                    }
                }
                if icase && mode != Mode::Unicode {
                    for (a, b, shift_up) in [('A' as u32, 'Z' as u32, true), ('a' as u32, 'z' as u32, false)] {
                        let l = lo.max(a);
                        let h = hi.min(b);
                        if l <= h {
                            let (l2, h2) = if shift_up { (l + 32, h + 32) } else { (l - 32, h - 32) };
                            push_range(l2, h2, mode, &mut body);
                        }
                    }
                }
            }
            ClassItem::Cat(cat) => {
                let (neg, text) = category_text(cat, mode);
                if neg {
                    body.push_str("[^");
                    body.push_str(text);
                    body.push(']');
                } else {
                    body.push_str(text);
                }
            }
        }
    }
    let wrap = icase && mode == Mode::Unicode;
    if wrap && items.iter().any(|it| matches!(*it, ClassItem::Range(lo, hi) if TURKISH_I.iter().any(|&c| lo <= c && c <= hi))) {
        body.push_str(r"iI\x{131}\x{130}");
    }
    if wrap {
        out.push_str("(?i:");
    }
    if body.is_empty() {
        // Only surrogates: a set nothing matches (or everything, negated).
        out.push_str(if negate { r"[\x{0}-\x{10FFFF}]" } else { NEVER });
    } else {
        out.push('[');
        if negate {
            out.push('^');
        }
        out.push_str(&body);
        out.push(']');
    }
    if wrap {
        out.push(')');
    }
}
