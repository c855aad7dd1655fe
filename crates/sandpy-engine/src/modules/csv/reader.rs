//! `_csv.reader`: the record parser. Lines come from any iterator of str; a record may
//! span lines (newlines inside quoted fields). The state machine follows the documented
//! behaviour of CPython's C parser, including its lenient handling of stray quotes
//! (strict=False), escape characters, `skipinitialspace` and QUOTE_NONNUMERIC floats.

use super::dialect::{self, Params, QUOTE_NONE, QUOTE_NONNUMERIC};
use super::{csv_error, field_limit};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    StartRecord,
    StartField,
    EscapedChar,
    InField,
    InQuotedField,
    EscapeInQuotedField,
    QuoteInQuotedField,
    EatCrnl,
    AfterEscapedCrnl,
}

struct Parser<'a> {
    p: &'a Params,
    limit: i64,
    state: State,
    fields: Vec<(String, bool)>,
    field: String,
    field_len: usize,
    numeric: bool,
}

/// A parse failure: the csv.Error message.
type Fail = String;

impl<'a> Parser<'a> {
    fn add(&mut self, c: char) -> Result<(), Fail> {
        if self.field_len as i64 >= self.limit {
            return Err(format!("field larger than field limit ({})", self.limit));
        }
        self.field.push(c);
        self.field_len += 1;
        Ok(())
    }

    fn save(&mut self) {
        let f = std::mem::take(&mut self.field);
        self.fields.push((f, self.numeric));
        self.numeric = false;
        self.field_len = 0;
    }

    fn end_or_crnl(&mut self, c: Option<char>) {
        self.save();
        self.state = if c.is_none() { State::StartRecord } else { State::EatCrnl };
    }

    /// One character, or `None` for the end of a line.
    fn step(&mut self, c: Option<char>) -> Result<(), Fail> {
        let p = self.p;
        let is_nl = matches!(c, Some('\n') | Some('\r'));
        let quote_active = p.quoting != QUOTE_NONE;
        match self.state {
            State::StartRecord => {
                if c.is_none() {
                    return Ok(());
                }
                if is_nl {
                    self.state = State::EatCrnl;
                    return Ok(());
                }
                self.state = State::StartField;
                self.step(c)
            }
            State::StartField => {
                if c.is_none() || is_nl {
                    self.end_or_crnl(c);
                } else if c == p.quotechar && quote_active {
                    self.state = State::InQuotedField;
                } else if c == p.escapechar {
                    self.state = State::EscapedChar;
                } else if c == Some(' ') && p.skipinitialspace {
                } else if c == Some(p.delimiter) {
                    self.save();
                } else if let Some(ch) = c {
                    if p.quoting == QUOTE_NONNUMERIC {
                        self.numeric = true;
                    }
                    self.add(ch)?;
                    self.state = State::InField;
                }
                Ok(())
            }
            State::EscapedChar => {
                if let Some(ch @ ('\n' | '\r')) = c {
                    self.add(ch)?;
                    self.state = State::AfterEscapedCrnl;
                    return Ok(());
                }
                self.add(c.unwrap_or('\n'))?;
                self.state = State::InField;
                Ok(())
            }
            State::AfterEscapedCrnl => {
                if c.is_none() {
                    return Ok(());
                }
                self.state = State::InField;
                self.step(c)
            }
            State::InField => {
                if c.is_none() || is_nl {
                    self.end_or_crnl(c);
                } else if c == p.escapechar {
                    self.state = State::EscapedChar;
                } else if c == Some(p.delimiter) {
                    self.save();
                    self.state = State::StartField;
                } else if let Some(ch) = c {
                    self.add(ch)?;
                }
                Ok(())
            }
            State::InQuotedField => {
                if c.is_none() {
                } else if c == p.escapechar {
                    self.state = State::EscapeInQuotedField;
                } else if c == p.quotechar && quote_active {
                    self.state = if p.doublequote { State::QuoteInQuotedField } else { State::InField };
                } else if let Some(ch) = c {
                    self.add(ch)?;
                }
                Ok(())
            }
            State::EscapeInQuotedField => {
                self.add(c.unwrap_or('\n'))?;
                self.state = State::InQuotedField;
                Ok(())
            }
            State::QuoteInQuotedField => {
                if quote_active && c.is_some() && c == p.quotechar {
                    self.add(p.quotechar.unwrap_or('"'))?;
                    self.state = State::InQuotedField;
                } else if c == Some(p.delimiter) {
                    self.save();
                    self.state = State::StartField;
                } else if c.is_none() || is_nl {
                    self.end_or_crnl(c);
                } else if !p.strict {
                    if let Some(ch) = c {
                        self.add(ch)?;
                    }
                    self.state = State::InField;
                } else {
                    return Err(format!("'{}' expected after '{}'", p.delimiter, p.quotechar.unwrap_or('"')));
                }
                Ok(())
            }
            State::EatCrnl => {
                if is_nl {
                } else if c.is_none() {
                    self.state = State::StartRecord;
                } else {
                    return Err(
                        "new-line character seen in unquoted field - do you need to open the file in universal-newline mode?".into()
                    );
                }
                Ok(())
            }
        }
    }
}

fn attr(vm: &mut Vm, obj: &Value, name: &str) -> PyResult<Value> {
    vm.get_attr(obj, name)
}

fn set(obj: &Value, name: &str, v: Value) {
    if let Value::Instance(inst) = obj {
        inst.dict.borrow_mut().insert(name.into(), v);
    }
}

/// `reader.__next__()`: the next record as a list of fields.
pub fn next(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::wrapper("_csv.reader", "__next__", [], []);
    let (this, [], []) = SIG.bind_method(args, kw)?;
    let it = attr(vm, this, "_it")?;
    let d = attr(vm, this, "dialect")?;
    let p = dialect::from_object(vm, &d)?;
    let limit = field_limit(vm)?;
    let mut line_num = match attr(vm, this, "line_num")? {
        Value::Int(n) => n,
        _ => 0,
    };
    let mut parser =
        Parser { p: &p, limit, state: State::StartRecord, fields: Vec::new(), field: String::new(), field_len: 0, numeric: false };
    loop {
        let line = match vm.iter_next(&it) {
            Ok(Some(line)) => line,
            Ok(None) => {
                if parser.field_len != 0 || parser.state == State::InQuotedField {
                    if p.strict {
                        return Err(csv_error(vm, "unexpected end of data"));
                    }
                    parser.save();
                    break;
                }
                return Err(PyErr::stop_iteration());
            }
            Err(e) => return Err(e),
        };
        line_num += 1;
        set(this, "line_num", Value::Int(line_num));
        let Value::Str(s) = &line else {
            let msg = format!("iterator should return strings, not {} (the file should be opened in text mode)", vm.type_name(&line));
            return Err(csv_error(vm, &msg));
        };
        vm.charge(s.s.len() as u64 / 64 + 1)?;
        let mut failed = None;
        for c in s.s.chars() {
            if let Err(m) = parser.step(Some(c)) {
                failed = Some(m);
                break;
            }
        }
        if failed.is_none() {
            failed = parser.step(None).err();
        }
        if let Some(m) = failed {
            return Err(csv_error(vm, &m));
        }
        if parser.state == State::StartRecord {
            break;
        }
    }
    let mut out = Vec::with_capacity(parser.fields.len());
    for (text, numeric) in std::mem::take(&mut parser.fields) {
        if numeric {
            let float = Value::Type(vm.types.float.clone());
            out.push(vm.call(&float, &[Value::string(text)], &[])?);
        } else {
            out.push(Value::string(text));
        }
    }
    Ok(Value::list(out))
}

/// `reader.__iter__()`.
pub fn iter(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::wrapper("_csv.reader", "__iter__", [], []);
    let (this, [], []) = SIG.bind_method(args, kw)?;
    Ok(this.clone())
}
