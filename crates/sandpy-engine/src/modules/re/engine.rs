//! Compiled patterns: our parse + translation, the fancy-regex programs built from it, the
//! per-thread compile cache, and one search with the run's limits enforced.
//!
//! Limits. Patterns that need no backtracking run on regex-automata's linear-time
//! engines; we charge the operation budget one unit per 64 bytes scanned (at least one per
//! search, more for very large patterns). Patterns that need backtracking run on our own
//! matcher ([`super::backtrack`], chosen by [`super::program::needs_backtracker`]), which
//! counts and charges every step. The one exception, patterns whose only backtracking
//! construct is a final `$`, run on fancy-regex's VM with a backtrack limit baked into the
//! program: we start with [`LIMITS`]`[0]`, and when a search exceeds it we charge that many
//! operations (so the run's operation budget and deadline are checked) and retry with the
//! next, larger limit. Past the last one the search ends in the operation-limit error: no
//! single native call may run unbounded.

use std::cell::{OnceCell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;

use fancy_regex::{BytesMode, Regex, RegexBuilder, RegexInput};

use super::backtrack::{self, Subject};
use super::emit::{translate, Mode};
use super::parser::{self, Node, ParseError, Parsed};
use super::program::{self, needs_backtracker, Program};
use crate::error::{LimitKind, PyErr, PyResult};
use crate::value::Value;
use crate::vm::Vm;

/// Backtrack limits tried in turn (about 15 ns per backtrack step).
const LIMITS: [usize; 3] = [1_000_000, 16_000_000, 64_000_000];
/// How many compiled patterns the per-thread cache keeps (oldest dropped first).
const CACHE_SIZE: usize = 128;
/// Estimated bytes of compiled patterns the per-thread cache keeps at most: patterns
/// shared by a thread's sessions are its overhead, not theirs, so it is bounded.
const CACHE_BYTES: usize = 32 << 20;
/// Size limit for the automata regex-automata builds for one pattern.
const DELEGATE_SIZE_LIMIT: usize = 16 << 20;
/// Capacity of each lazy DFA's state cache (they grow on demand up to this).
const DELEGATE_DFA_LIMIT: usize = 1 << 20;
/// Instructions of fancy-regex's backtracking program.
const MAX_PROGRAM: usize = 1_000_000;

/// The text a pattern was written in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PatternText {
    Str(String),
    Bytes(Vec<u8>),
}

/// Which program a search runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Variant {
    /// The pattern itself.
    Base,
    /// The pattern, refusing empty matches (iteration after an empty match, CPython's
    /// "must advance" rule).
    NotEmpty,
    /// The pattern followed by `\z` (fullmatch).
    Full,
}

/// Capture spans in byte offsets (index 0: the whole match).
pub type Slots = Vec<Option<(usize, usize)>>;

pub struct Compiled {
    /// Final flags (as `Pattern.flags` reports them).
    pub flags: u32,
    pub groups: usize,
    /// `(name, index)` in definition order.
    pub names: Vec<(String, usize)>,
    /// Name of each group by index (index 0 unused), as str objects shared by every
    /// `lastgroup`/`groupdict` result (so their hashes are computed once).
    pub group_names: Vec<Option<Value>>,
    /// The group directly enclosing each group (0: none).
    pub parents: Vec<usize>,
    /// Whether the pattern may match the empty string.
    pub can_be_empty: bool,
    translated: String,
    /// Large patterns make the automata slower per byte: charge more for them.
    cost_factor: usize,
    bytes_mode: bool,
    /// The fancy-regex program (None when the pattern runs on `backtracker`).
    base: Option<Regex>,
    /// Our backtracking matcher's program, for patterns that need backtracking.
    backtracker: Option<Program>,
    not_empty: OnceCell<Option<Regex>>,
    full: OnceCell<Regex>,
    /// What the compiled programs may take, estimated from the pattern (see
    /// [`estimate_bytes`]); a Pattern object charges it to its session.
    pub estimated_bytes: usize,
}

/// An upper estimate of the memory the programs compiled from `node` take: its size with
/// counted repetitions expanded, at 64 bytes a state (three programs at most, each within
/// the builders' limits), plus the translated text.
fn estimate_bytes(node: &Node, translated_len: usize) -> usize {
    fn states(n: &Node) -> usize {
        match n {
            Node::Literal(..) | Node::Any(_) | Node::Backref(..) | Node::At(..) => 1,
            Node::Class { items, .. } => 1 + 8 * items.len(),
            Node::Seq(v) | Node::Alt(v) => v.iter().map(states).fold(1usize, usize::saturating_add),
            Node::Group(_, n) | Node::Atomic(n) | Node::Look { node: n, .. } => states(n).saturating_add(1),
            Node::Repeat { min, max, node, .. } => {
                let times = max.unwrap_or(*min).max(*min).saturating_add(1);
                states(node).saturating_mul(usize::try_from(times).unwrap_or(usize::MAX))
            }
            Node::Cond { yes, no, .. } => states(yes).saturating_add(no.as_deref().map(states).unwrap_or(0)).saturating_add(1),
        }
    }
    let per_program = states(node).saturating_mul(64).min(DELEGATE_SIZE_LIMIT + DELEGATE_DFA_LIMIT + MAX_PROGRAM * 16);
    4096usize.saturating_add(translated_len.saturating_mul(4)).saturating_add(per_program.saturating_mul(3))
}

/// Why compiling failed.
pub enum CompileError {
    Parse(ParseError),
    /// The translation was refused by the engine (too large, or a construct it lacks).
    Engine(String),
}

fn build(pattern: &str, bytes_mode: bool, limit: usize, not_empty: bool) -> Result<Regex, fancy_regex::Error> {
    let mut b = RegexBuilder::new(pattern);
    b.backtrack_limit(limit)
        .delegate_size_limit(DELEGATE_SIZE_LIMIT)
        .delegate_dfa_size_limit(DELEGATE_DFA_LIMIT)
        .max_prog_size(MAX_PROGRAM)
        .find_not_empty(not_empty);
    if bytes_mode {
        b.bytes_mode(BytesMode::Ascii);
    }
    b.build()
}

impl Compiled {
    pub fn new(text: PatternText, flags: u32) -> Result<Compiled, CompileError> {
        let (chars, istext): (Vec<char>, bool) = match &text {
            PatternText::Str(s) => (s.chars().collect(), true),
            PatternText::Bytes(b) => (b.iter().map(|&x| char::from(x)).collect(), false),
        };
        let parsed: Parsed = parser::parse(&chars, flags, istext).map_err(CompileError::Parse)?;
        let mode = if !istext {
            Mode::Bytes
        } else if parsed.flags & parser::FLAG_ASCII != 0 {
            Mode::AsciiStr
        } else {
            Mode::Unicode
        };
        let translated = translate(&parsed.node, mode);
        let estimated_bytes = estimate_bytes(&parsed.node, translated.len());
        let (base, backtracker) = if needs_backtracker(&parsed.node, mode) {
            (None, Some(program::compile(&parsed.node, parsed.groups, mode)))
        } else {
            (Some(build(&translated, !istext, LIMITS[0], false).map_err(|e| CompileError::Engine(e.to_string()))?), None)
        };
        let mut group_names = vec![None; parsed.groups + 1];
        for (name, g) in &parsed.names {
            if let Some(slot) = group_names.get_mut(*g) {
                *slot = Some(Value::str(name));
            }
        }
        Ok(Compiled {
            flags: parsed.flags,
            groups: parsed.groups,
            names: parsed.names,
            group_names,
            parents: parsed.parents,
            can_be_empty: parsed.min_width == 0,
            cost_factor: 1 + translated.len() / 512,
            translated,
            bytes_mode: !istext,
            base,
            backtracker,
            not_empty: OnceCell::new(),
            full: OnceCell::new(),
            estimated_bytes,
        })
    }

    pub fn is_bytes(&self) -> bool {
        self.bytes_mode
    }

    fn pattern_for(&self, variant: Variant) -> String {
        match variant {
            Variant::Full => format!("(?:{})\\z", self.translated),
            _ => self.translated.clone(),
        }
    }

    /// The program for `variant` at the first limit (None: it can never match).
    fn program(&self, variant: Variant) -> PyResult<Option<&Regex>> {
        let engine_err =
            |e: fancy_regex::Error| PyErr::new(crate::error::ExcKind::RuntimeError, format!("regular expression engine: {}", e));
        match variant {
            Variant::Base => Ok(self.base.as_ref()),
            Variant::NotEmpty => {
                if self.not_empty.get().is_none() {
                    let r = match build(&self.translated, self.bytes_mode, LIMITS[0], true) {
                        Ok(r) => Some(r),
                        Err(fancy_regex::Error::CompileError(e)) if matches!(*e, fancy_regex::CompileError::PatternCanNeverMatch) => None,
                        Err(e) => return Err(engine_err(e)),
                    };
                    let _ = self.not_empty.set(r);
                }
                Ok(self.not_empty.get().and_then(|r| r.as_ref()))
            }
            Variant::Full => {
                if self.full.get().is_none() {
                    let r = build(&self.pattern_for(Variant::Full), self.bytes_mode, LIMITS[0], false).map_err(engine_err)?;
                    let _ = self.full.set(r);
                }
                Ok(self.full.get())
            }
        }
    }

    /// One search of `hay` from byte `start` (anchored there if `anchored`). Returns the
    /// capture spans (only group 0 unless `captures`), or None.
    pub fn exec(&self, vm: &mut Vm, hay: Hay, start: usize, anchored: bool, variant: Variant, captures: bool) -> PyResult<Option<Slots>> {
        if let Some(prog) = &self.backtracker {
            let subject = match hay {
                Hay::Str(s) => Subject::Str(s),
                Hay::Bytes(b) => Subject::Bytes(b),
            };
            return backtrack::search(vm, prog, subject, start, anchored, variant == Variant::Full, variant == Variant::NotEmpty);
        }
        let Some(first) = self.program(variant)? else { return Ok(None) };
        let mut rebuilt: Option<Regex> = None;
        for (i, limit) in LIMITS.iter().enumerate() {
            let program = rebuilt.as_ref().unwrap_or(first);
            let result = match hay {
                Hay::Str(s) => run_str(program, s, start, anchored, captures, self.groups),
                Hay::Bytes(b) => run_bytes(program, b, start, anchored, captures, self.groups),
            };
            match result {
                Ok(found) => {
                    let scanned = match &found {
                        Some(slots) => slots.first().copied().flatten().map(|(_, e)| e).unwrap_or(start),
                        None => hay.len(),
                    };
                    let work = scanned.saturating_sub(start).saturating_mul(self.cost_factor) / 64;
                    vm.charge(1 + work as u64)?;
                    return Ok(found);
                }
                Err(fancy_regex::Error::RuntimeError(fancy_regex::RuntimeError::StackOverflow)) => {
                    return Err(PyErr::limit(
                        LimitKind::Operations,
                        "A regular expression needed more than a million saved backtracking positions for one match; rewrite the pattern.",
                    ));
                }
                Err(fancy_regex::Error::RuntimeError(_)) => {
                    vm.charge(*limit as u64)?;
                    let Some(next) = LIMITS.get(i + 1) else { break };
                    let p = self.pattern_for(variant);
                    let r = build(&p, self.bytes_mode, *next, variant == Variant::NotEmpty)
                        .map_err(|e| PyErr::new(crate::error::ExcKind::RuntimeError, format!("regular expression engine: {}", e)))?;
                    rebuilt = Some(r);
                }
                Err(e) => return Err(PyErr::new(crate::error::ExcKind::RuntimeError, format!("regular expression engine: {}", e))),
            }
        }
        Err(PyErr::limit(
            LimitKind::Operations,
            format!(
                "A regular expression needed more than {} backtracking steps for one match (catastrophic backtracking); rewrite the pattern.",
                LIMITS[LIMITS.len() - 1]
            ),
        ))
    }
}

/// The haystack of one search.
#[derive(Clone, Copy)]
pub enum Hay<'a> {
    Str(&'a str),
    Bytes(&'a [u8]),
}

impl Hay<'_> {
    pub fn len(&self) -> usize {
        match self {
            Hay::Str(s) => s.len(),
            Hay::Bytes(b) => b.len(),
        }
    }
}

macro_rules! runner {
    ($name:ident, $ty:ty) => {
        fn $name(
            re: &Regex,
            hay: &$ty,
            start: usize,
            anchored: bool,
            captures: bool,
            groups: usize,
        ) -> Result<Option<Slots>, fancy_regex::Error> {
            let input = RegexInput::new(hay).from_pos(start).anchored(anchored);
            if !captures || groups == 0 {
                return Ok(re.find_input(input)?.map(|m| vec![Some((m.start(), m.end()))]));
            }
            Ok(re.captures_input(input)?.map(|c| (0..=groups).map(|i| c.get(i).map(|m| (m.start(), m.end()))).collect()))
        }
    };
}

runner!(run_str, str);
runner!(run_bytes, [u8]);

/// Cache key: pattern kind, flags and text.
#[derive(PartialEq, Eq)]
struct Key {
    bytes: bool,
    flags: u32,
    text: Box<[u8]>,
}

/// A borrowed [`Key`] for lookups without copying the pattern.
struct KeyRef<'a> {
    bytes: bool,
    flags: u32,
    text: &'a [u8],
}

impl std::hash::Hash for Key {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        KeyRef { bytes: self.bytes, flags: self.flags, text: &self.text }.hash(h)
    }
}

impl std::hash::Hash for KeyRef<'_> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.bytes.hash(h);
        self.flags.hash(h);
        self.text.hash(h);
    }
}

impl hashbrown::Equivalent<Key> for KeyRef<'_> {
    fn equivalent(&self, k: &Key) -> bool {
        self.bytes == k.bytes && self.flags == k.flags && *self.text == *k.text
    }
}

/// Per-thread cache of compiled patterns (like CPython's `re._cache`).
#[derive(Default)]
struct Cache {
    map: hashbrown::HashMap<Key, Rc<Compiled>>,
    order: VecDeque<(bool, u32, Box<[u8]>)>,
    /// Sum of the cached patterns' estimated bytes.
    bytes: usize,
}

// Per thread, not per session: a pure cache of compiled patterns (immutable, keyed by
// pattern text and flags, bounded in bytes); what a session sees does not depend on it.
thread_local! {
    static CACHE: RefCell<Cache> = RefCell::new(Cache::default());
}

/// The compiled form of a str (`bytes == false`) or bytes pattern `text` with `flags`,
/// from the cache or freshly compiled.
pub fn compile_cached(bytes: bool, text: &[u8], flags: u32) -> Result<Rc<Compiled>, CompileError> {
    let probe = KeyRef { bytes, flags, text };
    if let Some(c) = CACHE.with(|c| c.borrow().map.get(&probe).cloned()) {
        return Ok(c);
    }
    let owned = if bytes { PatternText::Bytes(text.to_vec()) } else { PatternText::Str(String::from_utf8_lossy(text).into_owned()) };
    // The cache is the thread's: what the compiled pattern holds (its group names) is charged
    // to the thread; a Pattern object charges the estimate to its own session.
    let compiled = Rc::new(crate::heap::host_scope(|| Compiled::new(owned, flags))?);
    if compiled.estimated_bytes > CACHE_BYTES / 8 {
        return Ok(compiled);
    }
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        while c.map.len() >= CACHE_SIZE || c.bytes + compiled.estimated_bytes > CACHE_BYTES {
            let Some((b, f, t)) = c.order.pop_front() else { break };
            if let Some(old) = c.map.remove(&KeyRef { bytes: b, flags: f, text: &t }) {
                c.bytes -= old.estimated_bytes;
            }
        }
        c.order.push_back((bytes, flags, text.into()));
        c.bytes += compiled.estimated_bytes;
        c.map.insert(Key { bytes, flags, text: text.into() }, compiled.clone());
    });
    Ok(compiled)
}

/// `re.purge()`.
pub fn purge() {
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        c.map.clear();
        c.order.clear();
        c.bytes = 0;
    });
}
