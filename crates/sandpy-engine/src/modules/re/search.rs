//! Searching a subject with a compiled pattern: one search (search/match/fullmatch), the
//! iteration shared by findall/finditer/sub/split with CPython 3.7+'s empty-match rule,
//! and building Match objects.
//!
//! The empty-match rule: after an empty match at `p`, the next match may not be empty at
//! `p` again. We first look for a non-empty match anchored at `p` (a program built with
//! "not empty"), and failing that search normally from the next char. Matches may be
//! empty right after a non-empty one (`re.sub('x*', '-', 'abxd') == '-a-b--d-'`).

use std::rc::Rc;

use super::engine::{Compiled, Hay, Slots, Variant};
use super::objects::{new_match, CharCursor, MatchData, MatchRe, PatternData, Subject};
use crate::error::PyResult;
use crate::value::{PyType, Value};
use crate::vm::Vm;

/// Which kind of single search.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Search,
    Match,
    Full,
}

/// A subject with its search window (`pos`/`endpos` in code points and bytes).
pub struct Window {
    pub subject: Subject,
    pub string: Value,
    pub pos: usize,
    pub endpos: usize,
    pub pos_b: usize,
    pub end_b: usize,
}

impl Window {
    /// CPython's clamping of `pos`/`endpos` (negative → 0, past the end → the end).
    pub fn new(string: &Value, subject: Subject, pos: i64, endpos: i64) -> Window {
        let n = subject.char_len();
        let clamp = |v: i64| if v < 0 { 0 } else { (v as u64).min(n as u64) as usize };
        let pos = clamp(pos);
        let endpos = clamp(endpos);
        let pos_b = subject.byte_at(pos);
        let end_b = subject.byte_at(endpos);
        Window { subject, string: string.clone(), pos, endpos, pos_b, end_b }
    }

    /// The haystack: the subject cut at `endpos` (Python treats it as the end).
    pub fn hay(&self) -> Hay<'_> {
        match self.subject.hay() {
            Hay::Str(s) => Hay::Str(s.get(..self.end_b).unwrap_or(s)),
            Hay::Bytes(b) => Hay::Bytes(b.get(..self.end_b).unwrap_or(b)),
        }
    }
}

/// One search/match/fullmatch; the capture spans or None.
pub fn search_once(vm: &mut Vm, c: &Compiled, w: &Window, kind: Kind) -> PyResult<Option<Slots>> {
    if w.pos_b > w.end_b {
        return Ok(None);
    }
    let (anchored, variant) = match kind {
        Kind::Search => (false, Variant::Base),
        Kind::Match => (true, Variant::Base),
        Kind::Full => (true, Variant::Full),
    };
    c.exec(vm, w.hay(), w.pos_b, anchored, variant, true)
}

/// Successive matches of a pattern over a window.
pub struct Scan {
    at: usize,
    must_advance: bool,
    done: bool,
    captures: bool,
}

impl Scan {
    pub fn new(w: &Window, captures: bool) -> Scan {
        Scan { at: w.pos_b, must_advance: false, done: w.pos_b > w.end_b, captures }
    }

    pub fn next(&mut self, vm: &mut Vm, c: &Compiled, w: &Window) -> PyResult<Option<Slots>> {
        if self.done {
            return Ok(None);
        }
        let hay = w.hay();
        let found = if self.must_advance {
            match c.exec(vm, hay, self.at, true, Variant::NotEmpty, self.captures)? {
                Some(s) => Some(s),
                None => {
                    let next = w.subject.next_boundary(self.at);
                    if next > w.end_b {
                        None
                    } else {
                        c.exec(vm, hay, next, false, Variant::Base, self.captures)?
                    }
                }
            }
        } else {
            c.exec(vm, hay, self.at, false, Variant::Base, self.captures)?
        };
        match &found {
            Some(slots) => {
                let (s, e) = slots.first().copied().flatten().unwrap_or((self.at, self.at));
                self.must_advance = s == e && c.can_be_empty;
                self.at = e;
            }
            None => self.done = true,
        }
        Ok(found)
    }
}

/// What Match objects need from the pattern that made them.
pub struct Ctx {
    pub compiled: Rc<Compiled>,
    pub match_class: Rc<PyType>,
    pub re: MatchRe,
}

impl Ctx {
    /// The context of a Pattern object's method.
    pub fn of_pattern(this: &Value, pd: &PatternData) -> Ctx {
        Ctx { compiled: pd.compiled.clone(), match_class: pd.match_class.clone(), re: MatchRe::Object(this.clone()) }
    }
}

/// A Match object for `spans` found in `w`.
pub fn make_match(vm: &Vm, ctx: &Ctx, w: &Window, spans: Slots, cursor: &mut CharCursor) -> Value {
    let char_spans = cursor.convert(&w.subject, &spans);
    let data = MatchData {
        string: w.string.clone(),
        subject: w.subject.clone(),
        re: ctx.re.clone(),
        compiled: ctx.compiled.clone(),
        pos: w.pos,
        endpos: w.endpos,
        spans,
        char_spans,
    };
    new_match(vm, &ctx.match_class, data)
}

/// The value of group `g` in `spans` (`default` when it did not take part).
pub fn group_value(subject: &Subject, spans: &Slots, g: usize, default: &Value) -> Value {
    match spans.get(g).copied().flatten() {
        Some((a, b)) => subject.slice(a, b),
        None => default.clone(),
    }
}
