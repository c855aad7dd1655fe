//! Our backtracking matcher: runs a [`Program`] over a str (UTF-8, positions in bytes) or
//! bytes subject with Python's semantics (leftmost-first alternation, greedy / lazy /
//! possessive repeats, captures of the last iteration, atomic look-arounds, back
//! references, conditionals), counting every step.
//!
//! Steps: each instruction executed is one step, a char scanned by a single-char repeat or
//! given back by it is one, a back reference costs the length it compares. Every
//! [`CHARGE_EVERY`] steps the VM is charged that many operations (so the deadline and
//! cancellation are checked at least every few microseconds), and past [`MAX_STEPS`] in
//! one search the run ends in the operation-limit error, as CPython's `sre` would run for
//! hours there. Saved backtracking positions are bounded too ([`MAX_SAVED`]).
//!
//! State changes that backtracking must undo (capture slots, repeat counters) go on a
//! trail; each saved branch remembers the trail's length and popping it restores what
//! changed since. Look-arounds and atomic groups run their body as a nested search from
//! the current state: its first match is kept (with its captures, except for negative
//! look-arounds) and its branches are discarded, which is what makes them atomic.

use super::emit::Mode;
use super::engine::Slots;
use super::parser::{At, Category, ClassItem, RepeatKind, FLAG_MULTILINE};
use super::program::{CharTest, ClassTest, Inst, Program};
use crate::error::{LimitKind, PyErr, PyResult};
use crate::text::case::{char_lower, char_upper};
use crate::text::predicates::{is_alnum, is_decimal, is_space};
use crate::vm::Vm;

/// Steps between two charges of the VM.
const CHARGE_EVERY: u64 = 4096;
/// Steps one search may take (a few seconds) when the run has neither a deadline nor an
/// operation budget to stop it (CPython's engine has no such bound). With either, they
/// are what stops a search.
const MAX_STEPS: u64 = 400_000_000;
/// Saved backtracking positions one search may hold (16 bytes each).
const MAX_SAVED: usize = 4_000_000;

/// Python folds i, I, dotless ı and dotted İ together.
const TURKISH_I: [u32; 4] = [0x69, 0x49, 0x131, 0x130];

/// Whether `a` and `b` are the same char ignoring case (see [`case_variants`]).
#[inline]
fn same_ignoring_case(a: u32, b: u32, mode: Mode) -> bool {
    if a == b {
        return true;
    }
    if a < 128 && b < 128 {
        return (a as u8).eq_ignore_ascii_case(&(b as u8));
    }
    mode == Mode::Unicode && case_variants(a, mode).contains(&b)
}

/// The chars a case-insensitive literal `c` matches (itself first).
pub fn case_variants(c: u32, mode: Mode) -> Vec<u32> {
    let mut out = vec![c];
    let mut add = |x: u32| {
        if !out.contains(&x) {
            out.push(x);
        }
    };
    match mode {
        Mode::Unicode => {
            if TURKISH_I.contains(&c) {
                TURKISH_I.iter().for_each(|&t| add(t));
            }
            if let Some(ch) = char::from_u32(c) {
                for x in [single(char_lower(ch)), single(char_upper(ch))].into_iter().flatten() {
                    add(x as u32);
                    // Chars sharing a lower or upper form (K, k and the Kelvin sign).
                    for y in [single(char_lower(x)), single(char_upper(x))].into_iter().flatten() {
                        add(y as u32);
                    }
                }
            }
        }
        Mode::AsciiStr | Mode::Bytes => {
            if let Some(ch) = char::from_u32(c).filter(char::is_ascii_alphabetic) {
                add(ch.to_ascii_lowercase() as u32);
                add(ch.to_ascii_uppercase() as u32);
            }
        }
    }
    out
}

/// The char of a one-char case mapping.
fn single(mut m: impl ExactSizeIterator<Item = char>) -> Option<char> {
    if m.len() == 1 {
        m.next()
    } else {
        None
    }
}

/// The subject of one search.
#[derive(Clone, Copy)]
pub enum Subject<'a> {
    Str(&'a str),
    Bytes(&'a [u8]),
}

impl Subject<'_> {
    fn len(&self) -> usize {
        match self {
            Subject::Str(s) => s.len(),
            Subject::Bytes(b) => b.len(),
        }
    }

    /// The char at byte `i` and its length, or None at the end.
    #[inline]
    fn at(&self, i: usize) -> Option<(u32, usize)> {
        match self {
            Subject::Bytes(b) => b.get(i).map(|&x| (x as u32, 1)),
            Subject::Str(s) => {
                let bytes = s.as_bytes();
                let first = *bytes.get(i)?;
                if first < 0x80 {
                    return Some((first as u32, 1));
                }
                let c = s.get(i..)?.chars().next()?;
                Some((c as u32, c.len_utf8()))
            }
        }
    }

    /// The char before byte `i` and its length, or None at the start.
    #[inline]
    fn before(&self, i: usize) -> Option<(u32, usize)> {
        if i == 0 {
            return None;
        }
        match self {
            Subject::Bytes(b) => b.get(i - 1).map(|&x| (x as u32, 1)),
            Subject::Str(s) => {
                let c = s.get(..i)?.chars().next_back()?;
                Some((c as u32, c.len_utf8()))
            }
        }
    }
}

/// A saved branch: where to resume, and the trail length to restore.
#[derive(Clone, Copy)]
enum Branch {
    At {
        pc: usize,
        pos: usize,
        trail: usize,
    },
    /// A greedy single-char repeat that can still give back chars down to `min_pos`.
    GiveBack {
        pc: usize,
        pos: usize,
        min_pos: usize,
        trail: usize,
    },
    /// A lazy single-char repeat that can still take chars (`left` more at most).
    TakeMore {
        pc: usize,
        pos: usize,
        left: u64,
        trail: usize,
    },
    /// A lazy repeat that can still run its body once more (repeat `id`, body at `body`).
    Enter {
        id: usize,
        body: usize,
        pos: usize,
        trail: usize,
    },
}

/// What the trail can restore.
#[derive(Clone, Copy)]
enum Undo {
    Slot(usize, Option<usize>),
    Repeat(usize, u64, usize),
}

pub struct Matcher<'p, 's, 'v> {
    prog: &'p Program,
    hay: Subject<'s>,
    vm: &'v mut Vm,
    pub slots: Vec<Option<usize>>,
    /// Count and start position of the current iteration, per repeat.
    repeats: Vec<(u64, usize)>,
    trail: Vec<Undo>,
    stack: Vec<Branch>,
    steps: u64,
    unpaid: u64,
    /// [`MAX_STEPS`], or no cap when the run's own limits bound the search.
    max_steps: u64,
}

impl<'p, 's, 'v> Matcher<'p, 's, 'v> {
    pub fn new(prog: &'p Program, hay: Subject<'s>, vm: &'v mut Vm) -> Self {
        let bounded = vm.limits.max_operations.is_some() || vm.limits.max_duration_ns.is_some();
        let max_steps = if bounded { u64::MAX } else { MAX_STEPS };
        Matcher {
            prog,
            hay,
            vm,
            slots: vec![None; prog.slots],
            repeats: vec![(0, 0); prog.repeats],
            trail: Vec::new(),
            stack: Vec::new(),
            steps: 0,
            unpaid: 0,
            max_steps,
        }
    }

    /// Counts `n` steps, charging the VM every [`CHARGE_EVERY`].
    #[inline]
    fn step(&mut self, n: u64) -> PyResult<()> {
        self.unpaid += n;
        if self.unpaid >= CHARGE_EVERY {
            self.pay()?;
        }
        Ok(())
    }

    #[cold]
    fn pay(&mut self) -> PyResult<()> {
        self.steps += self.unpaid;
        let n = std::mem::take(&mut self.unpaid);
        self.vm.charge(n)?;
        if self.steps > self.max_steps {
            return Err(PyErr::limit(
                LimitKind::Operations,
                format!(
                    "A regular expression needed more than {} steps for one search (catastrophic backtracking); rewrite the pattern.",
                    MAX_STEPS
                ),
            ));
        }
        Ok(())
    }

    /// Settles the steps not yet charged (after a search).
    pub fn finish(&mut self) -> PyResult<()> {
        if self.unpaid > 0 {
            self.pay()?;
        }
        Ok(())
    }

    fn save_slot(&mut self, i: usize, v: Option<usize>) {
        if let Some(s) = self.slots.get_mut(i) {
            self.trail.push(Undo::Slot(i, *s));
            *s = v;
        }
    }

    fn set_repeat(&mut self, id: usize, count: u64, start: usize) {
        if let Some(r) = self.repeats.get_mut(id) {
            self.trail.push(Undo::Repeat(id, r.0, r.1));
            *r = (count, start);
        }
    }

    fn unwind(&mut self, to: usize) {
        while self.trail.len() > to {
            match self.trail.pop() {
                Some(Undo::Slot(i, v)) => {
                    if let Some(s) = self.slots.get_mut(i) {
                        *s = v;
                    }
                }
                Some(Undo::Repeat(id, c, p)) => {
                    if let Some(r) = self.repeats.get_mut(id) {
                        *r = (c, p);
                    }
                }
                None => break,
            }
        }
    }

    fn push(&mut self, b: Branch) -> PyResult<()> {
        if self.stack.len() >= MAX_SAVED {
            return Err(PyErr::limit(
                LimitKind::Operations,
                format!(
                    "A regular expression needed more than {} saved backtracking positions for one search; rewrite the pattern.",
                    MAX_SAVED
                ),
            ));
        }
        self.stack.push(b);
        Ok(())
    }

    /// One anchored attempt at `pos` of the whole program; the end of the match, with the
    /// captures in `slots`. `end_at` requires the match to end there (fullmatch); `not_at`
    /// refuses an empty match at `pos`.
    pub fn attempt(&mut self, pos: usize, end_at: Option<usize>, not_empty: bool) -> PyResult<Option<usize>> {
        self.slots.iter_mut().for_each(|s| *s = None);
        self.trail.clear();
        self.stack.clear();
        let found = self.run(0, pos, &mut |end| end_at.is_none_or(|e| e == end) && !(not_empty && end == pos))?;
        Ok(found)
    }

    /// Runs from `pc` at `pos` until a `Match`/`SubMatch` that `accept` takes; returns its
    /// position. Branches saved meanwhile are dropped on return; on failure every state
    /// change is undone.
    fn run(&mut self, pc: usize, pos: usize, accept: &mut dyn FnMut(usize) -> bool) -> PyResult<Option<usize>> {
        let base = self.stack.len();
        let trail_base = self.trail.len();
        let prog = self.prog;
        let (mut pc, mut pos) = (pc, pos);
        loop {
            self.step(1)?;
            let ok = match prog.insts.get(pc) {
                None => false,
                Some(inst) => match inst {
                    Inst::Match | Inst::SubMatch => {
                        if accept(pos) {
                            self.stack.truncate(base);
                            return Ok(Some(pos));
                        }
                        false
                    }
                    Inst::Char(t) => match self.hay.at(pos) {
                        Some((c, n)) if self.test(t, c) => {
                            pos += n;
                            pc += 1;
                            true
                        }
                        _ => false,
                    },
                    Inst::Assert(at, flags) => {
                        if self.assert(*at, *flags, pos) {
                            pc += 1;
                            true
                        } else {
                            false
                        }
                    }
                    Inst::Split(a, b) => {
                        let trail = self.trail.len();
                        self.push(Branch::At { pc: *b, pos, trail })?;
                        pc = *a;
                        true
                    }
                    Inst::Jump(t) => {
                        pc = *t;
                        true
                    }
                    Inst::Save(i) => {
                        self.save_slot(*i, Some(pos));
                        pc += 1;
                        true
                    }
                    Inst::RepeatChar { test, min, max, kind } => match self.repeat_char(test, *min, *max, *kind, pc, pos)? {
                        Some(p) => {
                            pos = p;
                            pc += 1;
                            true
                        }
                        None => false,
                    },
                    Inst::RepeatStart(id) => {
                        self.set_repeat(*id, 0, pos);
                        pc += 1;
                        true
                    }
                    Inst::RepeatLoop { id, min, max, greedy, body, exit } => {
                        let (count, start) = self.repeats.get(*id).copied().unwrap_or((0, 0));
                        // An iteration that matched nothing ends the loop (no endless empty
                        // iterations); so does reaching the maximum.
                        let empty = count > 0 && start == pos && count >= *min;
                        if count >= *max || empty {
                            pc = *exit;
                        } else if count < *min {
                            self.set_repeat(*id, count + 1, pos);
                            pc = *body;
                        } else if *greedy {
                            let trail = self.trail.len();
                            self.push(Branch::At { pc: *exit, pos, trail })?;
                            self.set_repeat(*id, count + 1, pos);
                            pc = *body;
                        } else {
                            // Lazy: leave first; the saved branch enters the body.
                            let trail = self.trail.len();
                            self.push(Branch::Enter { id: *id, body: *body, pos, trail })?;
                            pc = *exit;
                        }
                        true
                    }
                    Inst::Look { body, behind, negate, next } => {
                        let start = match behind {
                            Some(w) => self.back(pos, *w),
                            None => Some(pos),
                        };
                        let target = pos;
                        let found = match start {
                            Some(s) => {
                                let mut accept_here = |end: usize| behind.is_none() || end == target;
                                let mark = self.trail.len();
                                let r = self.run(*body, s, &mut accept_here)?;
                                if *negate && r.is_some() {
                                    self.unwind(mark);
                                }
                                r.is_some()
                            }
                            None => false,
                        };
                        if found != *negate {
                            pc = *next;
                            true
                        } else {
                            false
                        }
                    }
                    Inst::Atomic { body, next } => match self.run(*body, pos, &mut |_| true)? {
                        Some(end) => {
                            pos = end;
                            pc = *next;
                            true
                        }
                        None => false,
                    },
                    Inst::Backref { group, icase } => match self.backref(*group, *icase, pos)? {
                        Some(end) => {
                            pos = end;
                            pc += 1;
                            true
                        }
                        None => false,
                    },
                    Inst::IfGroup { group, no } => {
                        let set = matches!((self.slots.get(2 * group), self.slots.get(2 * group + 1)), (Some(Some(_)), Some(Some(_))));
                        pc = if set { pc + 1 } else { *no };
                        true
                    }
                },
            };
            if ok {
                continue;
            }
            // Backtrack.
            let Some(resumed) = self.backtrack(base)? else {
                self.unwind(trail_base);
                return Ok(None);
            };
            (pc, pos) = resumed;
        }
    }

    /// Resumes the most recent saved branch above `base`: its pc and position.
    fn backtrack(&mut self, base: usize) -> PyResult<Option<(usize, usize)>> {
        loop {
            if self.stack.len() <= base {
                return Ok(None);
            }
            let Some(branch) = self.stack.pop() else { return Ok(None) };
            self.step(1)?;
            match branch {
                Branch::At { pc, pos, trail } => {
                    self.unwind(trail);
                    return Ok(Some((pc, pos)));
                }
                Branch::Enter { id, body, pos, trail } => {
                    self.unwind(trail);
                    let (count, _) = self.repeats.get(id).copied().unwrap_or((0, 0));
                    self.set_repeat(id, count + 1, pos);
                    return Ok(Some((body, pos)));
                }
                Branch::GiveBack { pc, pos, min_pos, trail } => {
                    self.unwind(trail);
                    if pos <= min_pos {
                        continue;
                    }
                    let Some((_, n)) = self.hay.before(pos) else { continue };
                    let back = pos - n;
                    if back > min_pos {
                        self.push(Branch::GiveBack { pc, pos: back, min_pos, trail })?;
                    }
                    return Ok(Some((pc, back)));
                }
                Branch::TakeMore { pc, pos, left, trail } => {
                    self.unwind(trail);
                    let prog = self.prog;
                    let Some(Inst::RepeatChar { test, .. }) = pc.checked_sub(1).and_then(|p| prog.insts.get(p)) else { continue };
                    match self.hay.at(pos) {
                        Some((c, n)) if self.test(test, c) => {
                            if left > 1 {
                                self.push(Branch::TakeMore { pc, pos: pos + n, left: left - 1, trail })?;
                            }
                            return Ok(Some((pc, pos + n)));
                        }
                        _ => continue,
                    }
                }
            }
        }
    }

    /// A single-char repeat at `pos`: where the rest of the pattern continues, saving how
    /// the repeat can change its mind.
    fn repeat_char(&mut self, test: &CharTest, min: u64, max: u64, kind: RepeatKind, pc: usize, pos: usize) -> PyResult<Option<usize>> {
        // The mandatory part.
        let mut p = pos;
        let mut taken = 0u64;
        while taken < min {
            match self.hay.at(p) {
                Some((c, n)) if self.test(test, c) => {
                    p += n;
                    taken += 1;
                }
                _ => {
                    self.step(taken)?;
                    return Ok(None);
                }
            }
        }
        let min_pos = p;
        let trail = self.trail.len();
        match kind {
            RepeatKind::Lazy => {
                self.step(taken)?;
                if max > min {
                    self.push(Branch::TakeMore { pc: pc + 1, pos: p, left: max - min, trail })?;
                }
                Ok(Some(p))
            }
            RepeatKind::Greedy | RepeatKind::Possessive => {
                while taken < max {
                    match self.hay.at(p) {
                        Some((c, n)) if self.test(test, c) => {
                            p += n;
                            taken += 1;
                            if taken & 1023 == 0 {
                                self.step(1024)?;
                            }
                        }
                        _ => break,
                    }
                }
                self.step(taken & 1023)?;
                if kind == RepeatKind::Greedy && p > min_pos {
                    self.push(Branch::GiveBack { pc: pc + 1, pos: p, min_pos, trail })?;
                }
                Ok(Some(p))
            }
        }
    }

    /// The position `w` chars before `pos`, if there are that many.
    fn back(&self, pos: usize, w: u64) -> Option<usize> {
        let mut p = pos;
        for _ in 0..w {
            let (_, n) = self.hay.before(p)?;
            p -= n;
        }
        Some(p)
    }

    fn backref(&mut self, group: usize, icase: bool, pos: usize) -> PyResult<Option<usize>> {
        let (Some(Some(s)), Some(Some(e))) = (self.slots.get(2 * group).copied(), self.slots.get(2 * group + 1).copied()) else {
            return Ok(None);
        };
        if e < s {
            return Ok(None);
        }
        self.step((e - s) as u64)?;
        let (mut i, mut j) = (s, pos);
        while i < e {
            let (Some((a, n)), Some((b, m))) = (self.hay.at(i), self.hay.at(j)) else { return Ok(None) };
            let same = a == b || (icase && same_ignoring_case(a, b, self.prog.mode));
            if !same {
                return Ok(None);
            }
            i += n;
            j += m;
        }
        Ok(Some(j))
    }

    fn is_word(&self, c: u32) -> bool {
        match self.prog.mode {
            Mode::Unicode => c == '_' as u32 || char::from_u32(c).is_some_and(is_alnum),
            Mode::AsciiStr | Mode::Bytes => c < 128 && (c as u8).is_ascii_alphanumeric() || c == '_' as u32,
        }
    }

    fn assert(&self, at: At, flags: u32, pos: usize) -> bool {
        let end = self.hay.len();
        let multiline = flags & FLAG_MULTILINE != 0;
        let nl = '\n' as u32;
        match at {
            At::Beginning if multiline => pos == 0 || self.hay.before(pos).is_some_and(|(c, _)| c == nl),
            At::Beginning | At::BeginString => pos == 0,
            At::End if multiline => pos == end || self.hay.at(pos).is_some_and(|(c, _)| c == nl),
            At::End => pos == end || (pos + 1 == end && self.hay.at(pos).is_some_and(|(c, _)| c == nl)),
            At::EndString => pos == end,
            At::Boundary | At::NonBoundary => {
                let before = self.hay.before(pos).is_some_and(|(c, _)| self.is_word(c));
                let after = self.hay.at(pos).is_some_and(|(c, _)| self.is_word(c));
                if at == At::Boundary {
                    before != after
                } else {
                    end > 0 && before == after
                }
            }
        }
    }

    #[inline]
    fn test(&self, t: &CharTest, c: u32) -> bool {
        match t {
            CharTest::Is(x) => c == *x,
            CharTest::OneOf(xs) => xs.contains(&c),
            CharTest::Any { dotall } => *dotall || c != '\n' as u32,
            CharTest::Class(cl) => self.class(cl, c),
        }
    }

    fn class(&self, cl: &ClassTest, c: u32) -> bool {
        let hit = if !cl.icase {
            self.in_items(&cl.items, c)
        } else if c < 128 && c != 'i' as u32 && c != 'I' as u32 && c != 'k' as u32 && c != 'K' as u32 && c != 's' as u32 && c != 'S' as u32
        {
            // ASCII letters whose only variants are the other ASCII case.
            let b = c as u8;
            self.in_items(&cl.items, c) || (b.is_ascii_alphabetic() && self.in_items(&cl.items, (b ^ 0x20) as u32))
        } else if self.prog.mode == Mode::Unicode {
            case_variants(c, self.prog.mode).into_iter().any(|v| self.in_items(&cl.items, v))
        } else {
            let b = c as u8;
            self.in_items(&cl.items, c) || (c < 128 && b.is_ascii_alphabetic() && self.in_items(&cl.items, (b ^ 0x20) as u32))
        };
        hit != cl.negate
    }

    fn in_items(&self, items: &[ClassItem], c: u32) -> bool {
        items.iter().any(|item| match *item {
            ClassItem::Range(lo, hi) => lo <= c && c <= hi,
            ClassItem::Cat(cat) => self.category(cat, c),
        })
    }

    fn category(&self, cat: Category, c: u32) -> bool {
        let unicode = self.prog.mode == Mode::Unicode;
        let ch = char::from_u32(c);
        let (neg, hit) = match cat {
            Category::Digit | Category::NotDigit => {
                (cat == Category::NotDigit, if unicode { ch.is_some_and(is_decimal) } else { (0x30..=0x39).contains(&c) })
            }
            Category::Word | Category::NotWord => (cat == Category::NotWord, self.is_word(c)),
            Category::Space | Category::NotSpace => {
                (cat == Category::NotSpace, if unicode { ch.is_some_and(is_space) } else { matches!(c, 0x09..=0x0D | 0x20) })
            }
        };
        hit != neg
    }
}

/// One search of `prog` over `hay` from byte `start` (only there if `anchored`); the
/// capture spans (group 0 first) of the leftmost match.
pub fn search(
    vm: &mut Vm,
    prog: &Program,
    hay: Subject,
    start: usize,
    anchored: bool,
    full: bool,
    not_empty: bool,
) -> PyResult<Option<Slots>> {
    let mut m = Matcher::new(prog, hay, vm);
    let end_at = full.then_some(hay.len());
    let mut pos = start;
    let found = loop {
        if pos > hay.len() {
            break None;
        }
        if !anchored {
            if let (Some(c), Subject::Str(s)) = (prog.first_char, hay) {
                // Skip to the next place the pattern's first char occurs.
                match char::from_u32(c).and_then(|ch| s.get(pos..).and_then(|t| t.find(ch))) {
                    Some(off) => {
                        m.step(off as u64 / 16)?;
                        pos += off;
                    }
                    None => break None,
                }
            }
        }
        if let Some(end) = m.attempt(pos, end_at, not_empty)? {
            break Some((pos, end));
        }
        if anchored {
            break None;
        }
        match hay.at(pos) {
            Some((_, n)) => pos += n,
            None => break None,
        }
    };
    m.finish()?;
    Ok(found.map(|(s, e)| {
        let mut spans = vec![Some((s, e))];
        for g in 1..prog.slots / 2 {
            spans.push(match (m.slots.get(2 * g).copied().flatten(), m.slots.get(2 * g + 1).copied().flatten()) {
                (Some(a), Some(b)) if a <= b => Some((a, b)),
                _ => None,
            });
        }
        spans
    }))
}
