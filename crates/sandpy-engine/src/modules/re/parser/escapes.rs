//! Escapes (`\d`, `\x41`, `\N{...}`, group references) and character classes (`[...]`)
//! of the pattern syntax, with CPython's messages and error positions.

use super::*;

/// An escape outside a character class (`c` is the char after the backslash).
pub(super) fn parse_escape(src: &mut Source, st: &mut State, c: char, flags: u32) -> PResult<Node> {
    let esc_len = |extra: &str| 2 + extra.chars().count();
    match c {
        'A' => return Ok(Node::At(At::BeginString, flags)),
        'Z' => return Ok(Node::At(At::EndString, flags)),
        'b' => return Ok(Node::At(At::Boundary, flags)),
        'B' => return Ok(Node::At(At::NonBoundary, flags)),
        'd' | 'D' | 's' | 'S' | 'w' | 'W' => {
            return Ok(Node::Class { negate: false, items: vec![ClassItem::Cat(category(c))], flags });
        }
        _ => {}
    }
    if let Some(v) = simple_escape(c) {
        return Ok(Node::Literal(v, flags));
    }
    match c {
        'x' | 'u' | 'U' | 'N' => return Ok(Node::Literal(code_escape(src, c)?, flags)),
        '0' => {
            let digits = src.get_while(2, is_octal)?;
            return Ok(Node::Literal(u32::from_str_radix(&format!("0{}", digits), 8).unwrap_or(0), flags));
        }
        '1'..='9' => {
            let mut text = c.to_string();
            if let Some(Tok::Ch(d)) = src.next {
                if d.is_ascii_digit() {
                    src.advance()?;
                    text.push(d);
                    if is_octal(c) && is_octal(d) {
                        if let Some(Tok::Ch(e)) = src.next {
                            if is_octal(e) {
                                src.advance()?;
                                text.push(e);
                                let v = u32::from_str_radix(&text, 8).unwrap_or(0);
                                if v > 0o377 {
                                    let msg = format!("octal escape value \\{} outside of range 0-0o377", text);
                                    return Err(src.error(msg, esc_len(&text) - 1));
                                }
                                return Ok(Node::Literal(v, flags));
                            }
                        }
                    }
                }
            }
            let group: usize = text.parse().unwrap_or(0);
            if group < st.groups() {
                if !st.check_group(group) {
                    return Err(src.error("cannot refer to an open group", text.len() + 1));
                }
                st.check_lookbehind_group(group, src)?;
                return Ok(Node::Backref(group, flags));
            }
            return Err(src.error(format!("invalid group reference {}", group), text.len()));
        }
        _ => {}
    }
    if c.is_ascii_alphabetic() || c.is_ascii_digit() {
        return Err(src.error(format!("bad escape \\{}", c), 2));
    }
    Ok(Node::Literal(c as u32, flags))
}

pub(super) fn category(c: char) -> Category {
    match c {
        'd' => Category::Digit,
        'D' => Category::NotDigit,
        's' => Category::Space,
        'S' => Category::NotSpace,
        'w' => Category::Word,
        _ => Category::NotWord,
    }
}

/// `\a \f \n \r \t \v \\` (and `\b` inside classes, handled there).
pub(super) fn simple_escape(c: char) -> Option<u32> {
    Some(match c {
        'a' => 7,
        'f' => 12,
        'n' => 10,
        'r' => 13,
        't' => 9,
        'v' => 11,
        '\\' => 92,
        _ => return None,
    })
}

/// `\xhh`, `\uhhhh`, `\Uhhhhhhhh` (str patterns only for the last two) and `\N{...}`.
pub(super) fn code_escape(src: &mut Source, c: char) -> PResult<u32> {
    let n = match c {
        'x' => 2,
        'u' if src.istext => 4,
        'U' if src.istext => 8,
        'N' if src.istext => {
            if !src.matches('{')? {
                return Err(src.error("missing {", 0));
            }
            let name = src.get_until('}', "character name")?;
            if let Ok(found) = crate::modules::unicodedata::names::lookup(&name) {
                let mut chars = found.chars();
                if let (Some(ch), None) = (chars.next(), chars.next()) {
                    return Ok(ch as u32);
                }
            }
            let msg = format!("undefined character name {}", py_repr(&name));
            return Err(src.error(msg, name.chars().count() + 4));
        }
        _ => return Err(src.error(format!("bad escape \\{}", c), 2)),
    };
    let digits = src.get_while(n, |d| d.is_ascii_hexdigit())?;
    if digits.len() != n {
        return Err(src.error(format!("incomplete escape \\{}{}", c, digits), digits.len() + 2));
    }
    let v = u32::from_str_radix(&digits, 16).unwrap_or(u32::MAX);
    if c == 'U' && v > 0x10FFFF {
        return Err(src.error(format!("bad escape \\U{}", digits), 10));
    }
    Ok(v)
}

/// `[...]` (the `[` is consumed).
pub(super) fn parse_class(src: &mut Source, flags: u32) -> PResult<Node> {
    let here = src.tell() - 1;
    let negate = src.matches('^')?;
    let mut items: Vec<ClassItem> = Vec::new();
    loop {
        let Some(this) = src.get()? else {
            return Err(src.error("unterminated character set", src.tell() - here));
        };
        if this.is(']') && !items.is_empty() {
            break;
        }
        let code1 = match this {
            Tok::Esc(c) => class_escape(src, c)?,
            Tok::Ch(c) => ClassItem::Range(c as u32, c as u32),
        };
        if src.matches('-')? {
            let Some(that) = src.get()? else {
                return Err(src.error("unterminated character set", src.tell() - here));
            };
            if that.is(']') {
                items.push(code1);
                items.push(ClassItem::Range('-' as u32, '-' as u32));
                break;
            }
            let code2 = match that {
                Tok::Esc(c) => class_escape(src, c)?,
                Tok::Ch(c) => ClassItem::Range(c as u32, c as u32),
            };
            let bad = || format!("bad character range {}-{}", tok_text(this), tok_text(that));
            let back = this.len() + 1 + that.len();
            match (code1, code2) {
                (ClassItem::Range(lo, l2), ClassItem::Range(h1, hi)) if lo == l2 && h1 == hi => {
                    if hi < lo {
                        return Err(src.error(bad(), back));
                    }
                    items.push(ClassItem::Range(lo, hi));
                }
                _ => return Err(src.error(bad(), back)),
            }
        } else {
            items.push(code1);
        }
    }
    Ok(Node::Class { negate, items, flags })
}

/// An escape inside a character class.
pub(super) fn class_escape(src: &mut Source, c: char) -> PResult<ClassItem> {
    if c == 'b' {
        return Ok(ClassItem::Range(8, 8));
    }
    if let Some(v) = simple_escape(c) {
        return Ok(ClassItem::Range(v, v));
    }
    match c {
        'd' | 'D' | 's' | 'S' | 'w' | 'W' => return Ok(ClassItem::Cat(category(c))),
        'x' | 'u' | 'U' | 'N' => {
            let v = code_escape(src, c)?;
            return Ok(ClassItem::Range(v, v));
        }
        '0'..='7' => {
            let digits = src.get_while(2, is_octal)?;
            let text = format!("{}{}", c, digits);
            let v = u32::from_str_radix(&text, 8).unwrap_or(0);
            if v > 0o377 {
                let msg = format!("octal escape value \\{} outside of range 0-0o377", text);
                return Err(src.error(msg, text.len() + 1));
            }
            return Ok(ClassItem::Range(v, v));
        }
        _ => {}
    }
    if c.is_ascii_alphanumeric() {
        return Err(src.error(format!("bad escape \\{}", c), 2));
    }
    Ok(ClassItem::Range(c as u32, c as u32))
}
