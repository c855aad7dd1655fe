//! The JSON scanner: CPython's C scanner (`_json.scanstring`, `scan_once`) natively, with
//! its error messages and positions.
//!
//! The scanner walks the UTF-8 bytes of the document (every JSON delimiter is ASCII) and
//! converts byte offsets to code-point positions only for error messages and for the `end`
//! that `raw_decode` returns.

use std::rc::Rc;

use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, PyDict, PyStr, Value};
use crate::vm::Vm;

struct Scanner<'a> {
    /// The document as bytes (valid UTF-8).
    s: &'a [u8],
    text: &'a str,
    doc: Value,
    errcls: Value,
    strict: bool,
    object_hook: Option<Value>,
    object_pairs_hook: Option<Value>,
    parse_float: Option<Value>,
    parse_int: Option<Value>,
    parse_constant: Option<Value>,
    /// Bytes scanned since the last charge to the operation budget.
    uncharged: usize,
}

/// `_scan(s, idx, full, errcls, strict, object_hook, object_pairs_hook, parse_float,
/// parse_int, parse_constant)`.
pub fn scan_native(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<10, 0> = Signature::positional(
        "",
        "_scan",
        ["s", "idx", "full", "errcls", "strict", "object_hook", "object_pairs_hook", "parse_float", "parse_int", "parse_constant"],
        [],
    );
    let ([s, idx, full, errcls, strict, object_hook, object_pairs_hook, parse_float, parse_int, parse_constant], []) =
        SIG.bind(args, kw)?;
    let doc = match s {
        Value::Instance(inst) if matches!(&*inst.base_value.borrow(), Value::Str(_)) => inst.base_value.borrow().clone(),
        other => other.clone(),
    };
    let Value::Str(text) = &doc else {
        return Err(PyErr::type_error(format!("first argument must be a string, not {}", vm.type_name(s))));
    };
    let text = text.clone();
    let full = vm.truthy(full)?;
    let optional = |v: &Value, builtin: Option<&Rc<crate::value::PyType>>| -> Option<Value> {
        match (v, builtin) {
            (Value::None, _) => None,
            (Value::Type(t), Some(b)) if Rc::ptr_eq(t, b) => None,
            _ => Some(v.clone()),
        }
    };
    let float_type = vm.types.float.clone();
    let int_type = vm.types.int.clone();
    let mut sc = Scanner {
        s: text.s.as_bytes(),
        text: &text.s,
        doc: doc.clone(),
        errcls: errcls.clone(),
        strict: vm.truthy(strict)?,
        object_hook: optional(object_hook, None),
        object_pairs_hook: optional(object_pairs_hook, None),
        parse_float: optional(parse_float, Some(&float_type)),
        parse_int: optional(parse_int, Some(&int_type)),
        parse_constant: optional(parse_constant, None),
        uncharged: 0,
    };
    if full {
        let start = sc.skip_ws(0);
        let (obj, end) = sc.value(vm, start)?;
        let end = sc.skip_ws(end);
        if end != sc.s.len() {
            return Err(sc.error(vm, "Extra data", end));
        }
        return Ok(obj);
    }
    let idx = crate::builtins::args::to_i64(vm, idx)?;
    if idx < 0 {
        return Err(PyErr::value_error("idx cannot be negative"));
    }
    let Some(start) = sc.byte_offset(idx as usize) else {
        return Err(sc.error_at_char(vm, "Expecting value", idx as usize));
    };
    let (obj, end) = sc.value(vm, start)?;
    let end_chars = sc.char_pos(end);
    Ok(Value::tuple(vec![obj, Value::Int(end_chars as i64)]))
}

fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

fn hex_value(b: u8) -> Option<u32> {
    (b as char).to_digit(16)
}

impl Scanner<'_> {
    fn skip_ws(&self, mut i: usize) -> usize {
        while i < self.s.len() && is_ws(self.s[i]) {
            i += 1;
        }
        i
    }

    /// Code-point index of byte offset `byte`.
    fn char_pos(&self, byte: usize) -> usize {
        let byte = byte.min(self.s.len());
        let prefix = &self.s[..byte];
        if prefix.is_ascii() {
            return byte;
        }
        prefix.iter().filter(|&&b| (b & 0xc0) != 0x80).count()
    }

    /// Byte offset of code-point index `idx` (None past the end).
    fn byte_offset(&self, idx: usize) -> Option<usize> {
        if idx == 0 {
            return Some(0);
        }
        match self.text.char_indices().nth(idx) {
            Some((b, _)) => Some(b),
            None if self.text.chars().count() == idx => Some(self.s.len()),
            None => None,
        }
    }

    /// A `JSONDecodeError(msg, doc, pos)` (or whatever constructing it raised).
    fn error(&self, vm: &mut Vm, msg: &str, byte: usize) -> PyErr {
        let pos = self.char_pos(byte);
        self.error_at_char(vm, msg, pos)
    }

    /// [`Scanner::error`] at a code-point position.
    fn error_at_char(&self, vm: &mut Vm, msg: &str, pos: usize) -> PyErr {
        match vm.call(&self.errcls, &[Value::str(msg), self.doc.clone(), Value::Int(pos as i64)], &[]) {
            Ok(exc) => PyErr::object(exc),
            Err(e) => e,
        }
    }

    fn charge(&mut self, vm: &mut Vm, bytes: usize) -> PyResult<()> {
        self.uncharged += bytes;
        if self.uncharged >= 4096 {
            let units = (self.uncharged / 16) as u64;
            self.uncharged = 0;
            vm.charge(units)?;
        }
        Ok(())
    }

    fn starts(&self, idx: usize, word: &str) -> bool {
        self.s.get(idx..idx + word.len()) == Some(word.as_bytes())
    }

    fn value(&mut self, vm: &mut Vm, idx: usize) -> PyResult<(Value, usize)> {
        let Some(&c) = self.s.get(idx) else {
            return Err(self.error(vm, "Expecting value", idx));
        };
        self.charge(vm, 1)?;
        match c {
            b'"' => self.string(vm, idx + 1),
            b'{' => {
                vm.enter_recursion(" while decoding a JSON object from a unicode string")?;
                let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.object(vm, idx + 1));
                vm.recursion_depth = vm.recursion_depth.saturating_sub(1);
                r
            }
            b'[' => {
                vm.enter_recursion(" while decoding a JSON array from a unicode string")?;
                let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.array(vm, idx + 1));
                vm.recursion_depth = vm.recursion_depth.saturating_sub(1);
                r
            }
            b'n' if self.starts(idx, "null") => Ok((Value::None, idx + 4)),
            b't' if self.starts(idx, "true") => Ok((Value::Bool(true), idx + 4)),
            b'f' if self.starts(idx, "false") => Ok((Value::Bool(false), idx + 5)),
            b'N' if self.starts(idx, "NaN") => Ok((self.constant(vm, "NaN", f64::NAN)?, idx + 3)),
            b'I' if self.starts(idx, "Infinity") => Ok((self.constant(vm, "Infinity", f64::INFINITY)?, idx + 8)),
            b'-' if self.starts(idx, "-Infinity") => Ok((self.constant(vm, "-Infinity", f64::NEG_INFINITY)?, idx + 9)),
            _ => self.number(vm, idx),
        }
    }

    fn constant(&mut self, vm: &mut Vm, name: &str, value: f64) -> PyResult<Value> {
        match &self.parse_constant {
            Some(f) => {
                let f = f.clone();
                vm.call(&f, &[Value::str(name)], &[])
            }
            None => Ok(Value::Float(value)),
        }
    }

    fn number(&mut self, vm: &mut Vm, start: usize) -> PyResult<(Value, usize)> {
        let s = self.s;
        let len = s.len();
        let digit = |i: usize| i < len && s[i].is_ascii_digit();
        let mut idx = start;
        if s.get(idx) == Some(&b'-') {
            idx += 1;
            if idx >= len {
                return Err(self.error(vm, "Expecting value", start));
            }
        }
        match s.get(idx) {
            Some(b'1'..=b'9') => {
                idx += 1;
                while digit(idx) {
                    idx += 1;
                }
            }
            Some(b'0') => idx += 1,
            _ => return Err(self.error(vm, "Expecting value", start)),
        }
        let mut is_float = false;
        if idx + 1 < len && s[idx] == b'.' && digit(idx + 1) {
            is_float = true;
            idx += 2;
            while digit(idx) {
                idx += 1;
            }
        }
        if idx + 1 < len && (s[idx] == b'e' || s[idx] == b'E') {
            let e_start = idx;
            idx += 1;
            if idx + 1 < len && (s[idx] == b'-' || s[idx] == b'+') {
                idx += 1;
            }
            while digit(idx) {
                idx += 1;
            }
            if s[idx - 1].is_ascii_digit() {
                is_float = true;
            } else {
                idx = e_start;
            }
        }
        self.charge(vm, idx - start)?;
        let text = &self.text[start..idx];
        let v = if is_float {
            match &self.parse_float {
                Some(f) => {
                    let f = f.clone();
                    vm.call(&f, &[Value::str(text)], &[])?
                }
                None => Value::Float(text.parse::<f64>().unwrap_or(f64::NAN)),
            }
        } else {
            match &self.parse_int {
                Some(f) => {
                    let f = f.clone();
                    vm.call(&f, &[Value::str(text)], &[])?
                }
                None => match text.parse::<i64>() {
                    Ok(i) => Value::Int(i),
                    Err(_) => {
                        let int_type = Value::Type(vm.types.int.clone());
                        vm.call(&int_type, &[Value::str(text)], &[])?
                    }
                },
            }
        };
        Ok((v, idx))
    }

    /// Scans a string whose opening quote is at `start - 1`; returns it and the index after
    /// the closing quote.
    fn string(&mut self, vm: &mut Vm, start: usize) -> PyResult<(Value, usize)> {
        let s = self.s;
        let len = s.len();
        let begin = start - 1;
        // The common string, with no escape: one copy of the document's own (valid) text.
        let plain = s[start..].iter().position(|&c| c == b'"' || c == b'\\' || (c <= 0x1f && self.strict));
        if let Some(n) = plain.filter(|&n| s[start + n] == b'"') {
            self.charge(vm, n)?;
            vm.check_alloc(n)?;
            let text = self.text.get(start..start + n).unwrap_or_default().to_owned();
            return Ok((Value::Str(Rc::new(PyStr::new(text))), start + n + 1));
        }
        let mut out: Vec<u8> = Vec::new();
        let mut end = start;
        loop {
            let mut next = end;
            let mut c = 0u8;
            while next < len {
                c = s[next];
                if c == b'"' || c == b'\\' {
                    break;
                }
                if c <= 0x1f && self.strict {
                    return Err(self.error(vm, "Invalid control character at", next));
                }
                next += 1;
            }
            if next >= len || !(c == b'"' || c == b'\\') {
                return Err(self.error(vm, "Unterminated string starting at", begin));
            }
            out.extend_from_slice(&s[end..next]);
            self.charge(vm, next - end)?;
            next += 1;
            if c == b'"' {
                end = next;
                break;
            }
            if next >= len {
                return Err(self.error(vm, "Unterminated string starting at", begin));
            }
            let esc = s[next];
            if esc != b'u' {
                let ch = match esc {
                    b'"' => b'"',
                    b'\\' => b'\\',
                    b'/' => b'/',
                    b'b' => 8,
                    b'f' => 12,
                    b'n' => b'\n',
                    b'r' => b'\r',
                    b't' => b'\t',
                    _ => return Err(self.error(vm, "Invalid \\escape", next - 1)),
                };
                out.push(ch);
                end = next + 1;
                continue;
            }
            // \uXXXX, possibly a surrogate pair.
            let u_pos = next;
            next += 1;
            end = next + 4;
            if end >= len {
                return Err(self.error(vm, "Invalid \\uXXXX escape", u_pos));
            }
            let mut code = 0u32;
            for &b in &s[next..end] {
                match hex_value(b) {
                    Some(d) => code = (code << 4) | d,
                    None => return Err(self.error(vm, "Invalid \\uXXXX escape", u_pos)),
                }
            }
            if (0xd800..0xdc00).contains(&code) && end + 6 < len && s[end] == b'\\' && s[end + 1] == b'u' {
                let u2 = end + 1;
                let mut low = 0u32;
                for &b in &s[end + 2..end + 6] {
                    match hex_value(b) {
                        Some(d) => low = (low << 4) | d,
                        None => return Err(self.error(vm, "Invalid \\uXXXX escape", u2)),
                    }
                }
                if (0xdc00..0xe000).contains(&low) {
                    code = 0x10000 + (((code - 0xd800) << 10) | (low - 0xdc00));
                    end += 6;
                }
            }
            // Lone surrogates cannot live in a UTF-8 string: they become U+FFFD.
            let ch = char::from_u32(code).unwrap_or('\u{fffd}');
            let mut buf = [0u8; 4];
            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
        }
        vm.check_alloc(out.len())?;
        // Only whole UTF-8 sequences and ASCII were copied, so this cannot fail.
        let text = String::from_utf8(out).unwrap_or_default();
        Ok((Value::Str(Rc::new(PyStr::new(text))), end))
    }

    fn object(&mut self, vm: &mut Vm, start: usize) -> PyResult<(Value, usize)> {
        let s = self.s;
        let len = s.len();
        let mut idx = self.skip_ws(start);
        let mut pairs: Vec<(Value, Value)> = Vec::new();
        if !(idx < len && s[idx] == b'}') {
            loop {
                if idx >= len || s[idx] != b'"' {
                    return Err(self.error(vm, "Expecting property name enclosed in double quotes", idx));
                }
                let (key, after_key) = self.string(vm, idx + 1)?;
                idx = self.skip_ws(after_key);
                if idx >= len || s[idx] != b':' {
                    return Err(self.error(vm, "Expecting ':' delimiter", idx));
                }
                idx = self.skip_ws(idx + 1);
                let (val, after) = self.value(vm, idx)?;
                pairs.push((key, val));
                idx = self.skip_ws(after);
                if idx < len && s[idx] == b'}' {
                    break;
                }
                if idx >= len || s[idx] != b',' {
                    return Err(self.error(vm, "Expecting ',' delimiter", idx));
                }
                idx = self.skip_ws(idx + 1);
            }
        }
        let end = idx + 1;
        if let Some(hook) = self.object_pairs_hook.clone() {
            let list = Value::list(pairs.into_iter().map(|(k, v)| Value::tuple(vec![k, v])).collect());
            return Ok((vm.call(&hook, &[list], &[])?, end));
        }
        let d = PyDict::new_rc(Default::default());
        for (k, v) in pairs {
            vm.dict_set(&d, k, v)?;
        }
        let d = Value::Dict(d);
        if let Some(hook) = self.object_hook.clone() {
            return Ok((vm.call(&hook, &[d], &[])?, end));
        }
        Ok((d, end))
    }

    fn array(&mut self, vm: &mut Vm, start: usize) -> PyResult<(Value, usize)> {
        let s = self.s;
        let len = s.len();
        let mut idx = self.skip_ws(start);
        let mut items = Vec::new();
        if !(idx < len && s[idx] == b']') {
            loop {
                let (val, after) = self.value(vm, idx)?;
                items.push(val);
                idx = self.skip_ws(after);
                if idx < len && s[idx] == b']' {
                    break;
                }
                if idx >= len || s[idx] != b',' {
                    return Err(self.error(vm, "Expecting ',' delimiter", idx));
                }
                idx = self.skip_ws(idx + 1);
            }
        }
        Ok((Value::list(items), idx + 1))
    }
}
