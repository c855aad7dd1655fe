//! Which patterns run on our own backtracking matcher ([`super::backtrack`]), and their
//! translation from the parsed tree into its instructions.
//!
//! Why our own: fancy-regex counts only failed branches against its backtrack limit, while
//! the work around them goes uncounted: regex-automata sub-searches it delegates (a
//! look-ahead's `[^z]*z` scans to the end of the text each time), comparisons of back
//! references, and every step inside atomic groups, possessive repeats and negative
//! look-arounds, whose branches are cut without counting. Repeated per position such work
//! is quadratic or worse and cannot be interrupted (`re.match(r"(?:(?![^z]*z)a)*",
//! "a" * 200000)` ran 107 s; `re.search(r"a*+b", "a" * 100000)` 19 s). Our matcher counts
//! every step it takes, back-reference comparisons by their length, and charges the VM as
//! it goes, so the deadline and the operation budget hold whatever the pattern.
//!
//! Which: every pattern fancy-regex would run on its backtracking VM (back references,
//! look-arounds, atomic groups, possessive repeats, conditionals, `\B`, and `\b` under
//! ASCII, which we translate into look-arounds), except the very common case whose only
//! such construct is a non-MULTILINE `$` at the end of the pattern (or of each top-level
//! alternative): that `$` becomes a look-ahead fancy-regex evaluates in constant time, no
//! delegated search follows it, and everything before it runs on fancy-regex's VM with
//! its branches counted. Everything else stays on regex-automata (linear time).

use std::collections::HashMap;

use super::emit::Mode;
use super::parser::{At, ClassItem, Node, RepeatKind, FLAG_DOTALL, FLAG_IGNORECASE, FLAG_MULTILINE};

/// Whether `node` must run on the backtracking matcher (see the module comment).
pub fn needs_backtracker(node: &Node, mode: Mode) -> bool {
    let trailing_end_only = |n: &Node| -> bool {
        let items: &[Node] = match n {
            Node::Seq(items) => items,
            other => std::slice::from_ref(other),
        };
        match items.split_last() {
            Some((Node::At(At::End, flags), rest)) if flags & FLAG_MULTILINE == 0 => !rest.iter().any(|n| hard(n, mode)),
            _ => !hard(n, mode),
        }
    };
    match node {
        Node::Alt(items) => !items.iter().all(trailing_end_only),
        other => !trailing_end_only(other),
    }
}

/// Whether `node` contains a construct fancy-regex runs on its VM.
fn hard(node: &Node, mode: Mode) -> bool {
    match node {
        Node::Backref(..) | Node::Look { .. } | Node::Atomic(_) | Node::Cond { .. } => true,
        Node::Repeat { kind: RepeatKind::Possessive, .. } => true,
        Node::At(At::End, flags) => flags & FLAG_MULTILINE == 0,
        Node::At(At::NonBoundary, _) => true,
        Node::At(At::Boundary, _) => mode == Mode::AsciiStr,
        Node::Seq(items) | Node::Alt(items) => items.iter().any(|n| hard(n, mode)),
        Node::Group(_, n) | Node::Repeat { node: n, .. } => hard(n, mode),
        Node::Literal(..) | Node::Any(_) | Node::Class { .. } | Node::At(..) => false,
    }
}

/// How one position of the subject is tested.
#[derive(Clone, Debug)]
pub enum CharTest {
    /// Exactly this char (or byte).
    Is(u32),
    /// Any of these (a case-insensitive literal's variants).
    OneOf(Vec<u32>),
    /// Any char, or any but `\n`.
    Any {
        dotall: bool,
    },
    Class(Box<ClassTest>),
}

#[derive(Clone, Debug)]
pub struct ClassTest {
    pub negate: bool,
    pub items: Vec<ClassItem>,
    pub icase: bool,
}

#[derive(Clone, Debug)]
pub enum Inst {
    /// One char matching the test.
    Char(CharTest),
    /// Zero-width assertion.
    Assert(At, u32),
    /// Try `first`, and on failure `second`.
    Split(usize, usize),
    Jump(usize),
    /// Record the position in capture slot `n` (group `n / 2`, start or end).
    Save(usize),
    /// A repeat of a single-char test, scanned in one step and given back char by char
    /// (possessive repeats never give back).
    RepeatChar {
        test: CharTest,
        min: u64,
        max: u64,
        kind: RepeatKind,
    },
    /// Starts repeat `id`: its count becomes 0.
    RepeatStart(usize),
    /// The head of repeat `id`: another iteration of the body at `body`, or on to `exit`.
    RepeatLoop {
        id: usize,
        min: u64,
        max: u64,
        greedy: bool,
        body: usize,
        exit: usize,
    },
    /// The sub-program at `body` (ending in `SubMatch`) must match here; `behind` steps back
    /// that many chars first and requires the match to end where it started.
    Look {
        body: usize,
        behind: Option<u64>,
        negate: bool,
        next: usize,
    },
    /// The sub-program at `body` runs once; its first match is kept, with no way back in.
    Atomic {
        body: usize,
        next: usize,
    },
    Backref {
        group: usize,
        icase: bool,
    },
    /// Continue when `group` matched, else jump to `no`.
    IfGroup {
        group: usize,
        no: usize,
    },
    /// End of a sub-program.
    SubMatch,
    /// End of the whole pattern.
    Match,
}

pub struct Program {
    pub insts: Vec<Inst>,
    /// Capture slots (two per group, group 0 included).
    pub slots: usize,
    pub repeats: usize,
    pub mode: Mode,
    /// A char every match starts with (lets a search skip ahead).
    pub first_char: Option<u32>,
}

/// Compiles `node` (a pattern with `groups` capture groups) for the backtracking matcher.
pub fn compile(node: &Node, groups: usize, mode: Mode) -> Program {
    let mut widths = HashMap::new();
    group_widths(node, &mut widths);
    let mut c = Compiler { insts: Vec::new(), repeats: 0, mode, widths };
    c.emit(node);
    c.insts.push(Inst::Match);
    let first_char = first_char(node);
    Program { insts: c.insts, slots: 2 * (groups + 1), repeats: c.repeats, mode, first_char }
}

/// The char every match must start with, when the pattern begins with a plain literal.
fn first_char(node: &Node) -> Option<u32> {
    match node {
        Node::Literal(c, flags) if flags & FLAG_IGNORECASE == 0 => Some(*c),
        // Zero-width items (anchors, look-arounds) consume nothing: the first char is the
        // first consuming item's.
        Node::Seq(items) => items.iter().find(|n| !matches!(n, Node::At(..) | Node::Look { .. })).and_then(first_char),
        Node::Group(_, n) | Node::Atomic(n) => first_char(n),
        Node::Repeat { min, node, .. } if *min > 0 => first_char(node),
        _ => None,
    }
}

/// Fixed widths of the capture groups (for look-behinds containing back references).
fn group_widths(node: &Node, out: &mut HashMap<usize, u64>) {
    match node {
        Node::Group(g, n) => {
            if let Some(g) = g {
                if let Some(w) = fixed_width(n, out) {
                    out.insert(*g, w);
                }
            }
            group_widths(n, out);
        }
        Node::Seq(items) | Node::Alt(items) => items.iter().for_each(|n| group_widths(n, out)),
        Node::Atomic(n) | Node::Repeat { node: n, .. } | Node::Look { node: n, .. } => group_widths(n, out),
        Node::Cond { yes, no, .. } => {
            group_widths(yes, out);
            if let Some(n) = no {
                group_widths(n, out);
            }
        }
        _ => {}
    }
}

/// The width in chars of everything `node` can match, when it is always the same.
fn fixed_width(node: &Node, groups: &HashMap<usize, u64>) -> Option<u64> {
    match node {
        Node::Literal(..) | Node::Any(_) | Node::Class { .. } => Some(1),
        Node::Seq(items) => items.iter().try_fold(0u64, |acc, n| Some(acc.saturating_add(fixed_width(n, groups)?))),
        Node::Alt(items) => {
            let first = fixed_width(items.first()?, groups)?;
            items.iter().all(|n| fixed_width(n, groups) == Some(first)).then_some(first)
        }
        Node::Group(_, n) | Node::Atomic(n) => fixed_width(n, groups),
        Node::Repeat { min, max, node, .. } if Some(*min) == *max => Some(fixed_width(node, groups)?.saturating_mul(*min)),
        Node::Repeat { .. } => None,
        Node::Backref(g, _) => groups.get(g).copied(),
        Node::Cond { yes, no, .. } => {
            let y = fixed_width(yes, groups)?;
            let n = match no {
                Some(n) => fixed_width(n, groups)?,
                None => 0,
            };
            (y == n).then_some(y)
        }
        Node::Look { .. } | Node::At(..) => Some(0),
    }
}

struct Compiler {
    insts: Vec<Inst>,
    repeats: usize,
    mode: Mode,
    widths: HashMap<usize, u64>,
}

impl Compiler {
    fn pc(&self) -> usize {
        self.insts.len()
    }

    fn push(&mut self, i: Inst) -> usize {
        self.insts.push(i);
        self.insts.len() - 1
    }

    /// Patches the jump targets of the instruction at `at`.
    fn patch(&mut self, at: usize, f: impl FnOnce(&mut Inst)) {
        if let Some(i) = self.insts.get_mut(at) {
            f(i);
        }
    }

    fn char_test(&self, node: &Node) -> Option<CharTest> {
        Some(match node {
            Node::Literal(c, flags) => {
                if flags & FLAG_IGNORECASE == 0 {
                    CharTest::Is(*c)
                } else {
                    let variants = super::backtrack::case_variants(*c, self.mode);
                    if variants.len() == 1 {
                        CharTest::Is(*c)
                    } else {
                        CharTest::OneOf(variants)
                    }
                }
            }
            Node::Any(flags) => CharTest::Any { dotall: flags & FLAG_DOTALL != 0 },
            Node::Class { negate, items, flags } => {
                CharTest::Class(Box::new(ClassTest { negate: *negate, items: items.clone(), icase: flags & FLAG_IGNORECASE != 0 }))
            }
            Node::Group(None, n) => return self.char_test(n),
            _ => return None,
        })
    }

    fn emit(&mut self, node: &Node) {
        match node {
            Node::Literal(..) | Node::Any(_) | Node::Class { .. } => {
                if let Some(t) = self.char_test(node) {
                    self.push(Inst::Char(t));
                }
            }
            Node::Seq(items) => items.iter().for_each(|n| self.emit(n)),
            Node::Alt(items) => {
                // Split → branch, Jump end; … the last branch falls through.
                let mut jumps = Vec::new();
                for (i, n) in items.iter().enumerate() {
                    if i + 1 < items.len() {
                        let split = self.push(Inst::Split(0, 0));
                        self.emit(n);
                        jumps.push(self.push(Inst::Jump(0)));
                        let next = self.pc();
                        self.patch(split, |inst| *inst = Inst::Split(split + 1, next));
                    } else {
                        self.emit(n);
                    }
                }
                let end = self.pc();
                for j in jumps {
                    self.patch(j, |inst| *inst = Inst::Jump(end));
                }
            }
            Node::Group(Some(g), n) => {
                self.push(Inst::Save(2 * g));
                self.emit(n);
                self.push(Inst::Save(2 * g + 1));
            }
            Node::Group(None, n) => self.emit(n),
            Node::Repeat { min, max, kind, node } => self.emit_repeat(*min, max.unwrap_or(u64::MAX), *kind, node),
            Node::Atomic(n) => self.emit_sub(n, |body, next| Inst::Atomic { body, next }),
            Node::Look { behind, negate, node } => {
                let behind = if *behind { Some(fixed_width(node, &self.widths).unwrap_or(0)) } else { None };
                let negate = *negate;
                self.emit_sub(node, |body, next| Inst::Look { body, behind, negate, next });
            }
            Node::Backref(g, flags) => {
                self.push(Inst::Backref { group: *g, icase: flags & FLAG_IGNORECASE != 0 });
            }
            Node::Cond { group, yes, no } => {
                let test = self.push(Inst::IfGroup { group: *group, no: 0 });
                self.emit(yes);
                let jump = self.push(Inst::Jump(0));
                let no_at = self.pc();
                if let Some(n) = no {
                    self.emit(n);
                }
                let end = self.pc();
                self.patch(test, |inst| *inst = Inst::IfGroup { group: *group, no: no_at });
                self.patch(jump, |inst| *inst = Inst::Jump(end));
            }
            Node::At(at, flags) => {
                self.push(Inst::Assert(*at, *flags));
            }
        }
    }

    /// A sub-program: `make(body, next)` at the current position, the body (ending in
    /// `SubMatch`) after it, and `next` past the body.
    fn emit_sub(&mut self, node: &Node, make: impl Fn(usize, usize) -> Inst) {
        let at = self.push(Inst::SubMatch);
        let body = self.pc();
        self.emit(node);
        self.push(Inst::SubMatch);
        let next = self.pc();
        self.patch(at, |inst| *inst = make(body, next));
    }

    fn emit_repeat(&mut self, min: u64, max: u64, kind: RepeatKind, node: &Node) {
        if max == 0 {
            return;
        }
        if let Some(test) = self.char_test(node) {
            self.push(Inst::RepeatChar { test, min, max, kind });
            return;
        }
        if kind == RepeatKind::Possessive {
            let inner = Node::Repeat { min, max: (max != u64::MAX).then_some(max), kind: RepeatKind::Greedy, node: Box::new(node.clone()) };
            self.emit_sub(&inner, |body, next| Inst::Atomic { body, next });
            return;
        }
        let id = self.repeats;
        self.repeats += 1;
        self.push(Inst::RepeatStart(id));
        let head = self.push(Inst::Jump(0));
        let body = self.pc();
        self.emit(node);
        self.push(Inst::Jump(head));
        let exit = self.pc();
        let greedy = kind == RepeatKind::Greedy;
        self.patch(head, |inst| *inst = Inst::RepeatLoop { id, min, max, greedy, body, exit });
    }
}
