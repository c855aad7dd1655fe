//! Python's regular-expression syntax → a small syntax tree ([`Node`]), with CPython 3.11's
//! error messages and error positions (in code points of the pattern; bytes patterns are
//! read as Latin-1, one char per byte, like CPython's tokenizer does).
//!
//! Every leaf remembers the flags in force where it was written (global flags must come
//! first in 3.11, so they are known before any leaf), which lets the translator honour
//! scoped flags such as `(?i:...)` without emitting flag groups of its own.
//! The tree keeps what the translation needs: widths (for the fixed-width look-behind rule
//! and to know whether a pattern can match the empty string), capture numbering, group
//! names, and which group encloses which (for `Match.lastindex`).

mod checks;
mod escapes;

use checks::*;
use escapes::*;

pub const FLAG_TEMPLATE: u32 = 1;
pub const FLAG_IGNORECASE: u32 = 2;
pub const FLAG_LOCALE: u32 = 4;
pub const FLAG_MULTILINE: u32 = 8;
pub const FLAG_DOTALL: u32 = 16;
pub const FLAG_UNICODE: u32 = 32;
pub const FLAG_VERBOSE: u32 = 64;
pub const FLAG_DEBUG: u32 = 128;
pub const FLAG_ASCII: u32 = 256;

const TYPE_FLAGS: u32 = FLAG_ASCII | FLAG_LOCALE | FLAG_UNICODE;
const GLOBAL_FLAGS: u32 = FLAG_DEBUG | FLAG_TEMPLATE;

/// CPython's MAXREPEAT (an unbounded repeat is represented by `None`).
pub const MAXREPEAT: u64 = 4_294_967_295;
/// Far below CPython's limit, far above any real pattern; keeps the translation bounded.
const MAX_GROUPS: usize = 100_000;
/// Nesting depth of groups: the parser and translator recurse once per level.
const MAX_DEPTH: usize = 100;

/// What went wrong while parsing: CPython's message and position (None: no position).
#[derive(Debug)]
pub enum ParseError {
    /// `re.error(msg, pattern, pos)`.
    Syntax { msg: String, pos: Option<usize> },
    /// CPython raises OverflowError for repeat counts ≥ MAXREPEAT.
    Overflow(String),
    /// Flag combinations CPython rejects with ValueError.
    Value(String),
}

/// A character category escape (`\d` and friends).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    Digit,
    NotDigit,
    Space,
    NotSpace,
    Word,
    NotWord,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassItem {
    /// An inclusive range of code points (a single char is `Range(c, c)`).
    Range(u32, u32),
    Cat(Category),
}

/// Zero-width assertions written with `^ $ \A \Z \b \B`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    Beginning,
    End,
    BeginString,
    EndString,
    Boundary,
    NonBoundary,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepeatKind {
    Greedy,
    Lazy,
    Possessive,
}

/// The syntax tree. `u32` fields named `flags` are the flags in force at that leaf.
#[derive(Clone, Debug)]
pub enum Node {
    Literal(u32, u32),
    Any(u32),
    Class {
        negate: bool,
        items: Vec<ClassItem>,
        flags: u32,
    },
    Seq(Vec<Node>),
    Alt(Vec<Node>),
    /// A capturing group (`Some(index)`) or a plain one.
    Group(Option<usize>, Box<Node>),
    Repeat {
        min: u64,
        max: Option<u64>,
        kind: RepeatKind,
        node: Box<Node>,
    },
    Atomic(Box<Node>),
    Look {
        behind: bool,
        negate: bool,
        node: Box<Node>,
    },
    Backref(usize, u32),
    Cond {
        group: usize,
        yes: Box<Node>,
        no: Option<Box<Node>>,
    },
    At(At, u32),
}

/// A parsed pattern.
pub struct Parsed {
    pub node: Node,
    /// Final flags: the caller's, the global inline ones, and UNICODE for str patterns.
    pub flags: u32,
    /// Number of capturing groups.
    pub groups: usize,
    /// `(name, index)` in definition order.
    pub names: Vec<(String, usize)>,
    /// For each group (index 1..), the group directly enclosing it (0: none).
    pub parents: Vec<usize>,
    /// Minimum width of the whole pattern (0: it may match the empty string).
    pub min_width: u64,
}

/// One token: a plain char or a backslash escape (`\` + char).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tok {
    Ch(char),
    Esc(char),
}

impl Tok {
    fn len(self) -> usize {
        match self {
            Tok::Ch(_) => 1,
            Tok::Esc(_) => 2,
        }
    }
    fn is(self, c: char) -> bool {
        self == Tok::Ch(c)
    }
    fn ch(self) -> Option<char> {
        match self {
            Tok::Ch(c) => Some(c),
            Tok::Esc(_) => None,
        }
    }
}

struct Source<'a> {
    chars: &'a [char],
    /// Index just after the current token.
    index: usize,
    next: Option<Tok>,
    istext: bool,
}

type PResult<T> = Result<T, ParseError>;

fn syntax(msg: impl Into<String>, pos: usize) -> ParseError {
    ParseError::Syntax { msg: msg.into(), pos: Some(pos) }
}

impl<'a> Source<'a> {
    fn new(chars: &'a [char], istext: bool) -> PResult<Source<'a>> {
        let mut s = Source { chars, index: 0, next: None, istext };
        s.advance()?;
        Ok(s)
    }
    fn advance(&mut self) -> PResult<()> {
        let Some(&c) = self.chars.get(self.index) else {
            self.next = None;
            return Ok(());
        };
        if c == '\\' {
            match self.chars.get(self.index + 1) {
                Some(&d) => {
                    self.next = Some(Tok::Esc(d));
                    self.index += 2;
                }
                None => return Err(syntax("bad escape (end of pattern)", self.chars.len().saturating_sub(1))),
            }
        } else {
            self.next = Some(Tok::Ch(c));
            self.index += 1;
        }
        Ok(())
    }
    fn matches(&mut self, c: char) -> PResult<bool> {
        if self.next == Some(Tok::Ch(c)) {
            self.advance()?;
            return Ok(true);
        }
        Ok(false)
    }
    fn get(&mut self) -> PResult<Option<Tok>> {
        let t = self.next;
        self.advance()?;
        Ok(t)
    }
    fn tell(&self) -> usize {
        self.index - self.next.map(Tok::len).unwrap_or(0)
    }
    fn seek(&mut self, index: usize) -> PResult<()> {
        self.index = index;
        self.advance()
    }
    fn error(&self, msg: impl Into<String>, offset: usize) -> ParseError {
        let mut msg: String = msg.into();
        if !self.istext {
            msg = ascii_backslashreplace(&msg);
        }
        syntax(msg, self.tell().saturating_sub(offset))
    }
    /// Up to `n` following plain chars accepted by `ok`.
    fn get_while(&mut self, n: usize, ok: impl Fn(char) -> bool) -> PResult<String> {
        let mut out = String::new();
        for _ in 0..n {
            match self.next {
                Some(Tok::Ch(c)) if ok(c) => {
                    out.push(c);
                    self.advance()?;
                }
                _ => break,
            }
        }
        Ok(out)
    }
    /// Chars up to `terminator` (a name in `(?P<name>`, `\g<name>`...).
    fn get_until(&mut self, terminator: char, name: &str) -> PResult<String> {
        let mut out = String::new();
        loop {
            let t = self.next;
            self.advance()?;
            match t {
                None => {
                    if out.is_empty() {
                        return Err(self.error(format!("missing {}", name), 0));
                    }
                    return Err(self.error(format!("missing {}, unterminated name", terminator), out.chars().count()));
                }
                Some(t) if t.is(terminator) => {
                    if out.is_empty() {
                        return Err(self.error(format!("missing {}", name), 1));
                    }
                    break;
                }
                Some(Tok::Ch(c)) => out.push(c),
                Some(Tok::Esc(c)) => {
                    out.push('\\');
                    out.push(c);
                }
            }
        }
        Ok(out)
    }
    fn check_group_name(&self, name: &str, offset: usize) -> PResult<()> {
        if !crate::text::predicates::isidentifier(name) {
            let msg = format!("bad character in group name {}", py_repr(name));
            return Err(self.error(msg, name.chars().count() + offset));
        }
        Ok(())
    }
}

/// `repr()` of a str as CPython writes it in these messages (quotes chosen like repr).
pub fn py_repr(s: &str) -> String {
    crate::text::repr::str_repr(s)
}

/// Non-ASCII chars of a message about a bytes pattern, escaped like `backslashreplace`.
fn ascii_backslashreplace(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        let n = c as u32;
        if n < 0x80 {
            out.push(c);
        } else if n < 0x100 {
            out.push_str(&format!("\\x{:02x}", n));
        } else if n < 0x10000 {
            out.push_str(&format!("\\u{:04x}", n));
        } else {
            out.push_str(&format!("\\U{:08x}", n));
        }
    }
    out
}

fn flag_of(c: char) -> Option<u32> {
    Some(match c {
        'i' => FLAG_IGNORECASE,
        'L' => FLAG_LOCALE,
        'm' => FLAG_MULTILINE,
        's' => FLAG_DOTALL,
        'x' => FLAG_VERBOSE,
        'a' => FLAG_ASCII,
        't' => FLAG_TEMPLATE,
        'u' => FLAG_UNICODE,
        _ => return None,
    })
}

fn is_octal(c: char) -> bool {
    ('0'..='7').contains(&c)
}

/// Parser state shared by the whole pattern.
struct State {
    /// Global flags (caller's plus inline global ones).
    flags: u32,
    /// Width of each closed group, `None` while open; index 0 is the whole match.
    widths: Vec<Option<(u64, u64)>>,
    names: Vec<(String, usize)>,
    parents: Vec<usize>,
    /// Enclosing capture groups while parsing.
    open: Vec<usize>,
    /// Group count when the outermost enclosing look-behind began.
    lookbehind_groups: Option<usize>,
    /// Groups referenced by conditionals, with the position of the reference.
    condrefs: Vec<(usize, usize)>,
    depth: usize,
}

impl State {
    fn groups(&self) -> usize {
        self.widths.len()
    }
    fn check_group(&self, gid: usize) -> bool {
        gid < self.groups() && self.widths[gid].is_some()
    }
    fn check_lookbehind_group(&self, gid: usize, src: &Source) -> PResult<()> {
        if let Some(lb) = self.lookbehind_groups {
            if !self.check_group(gid) {
                return Err(src.error("cannot refer to an open group", 0));
            }
            if gid >= lb {
                return Err(src.error("cannot refer to group defined in the same lookbehind subpattern", 0));
            }
        }
        Ok(())
    }
}

/// Parses `pattern` (chars; for bytes patterns each byte as one char) with `flags`.
pub fn parse(pattern: &[char], flags: u32, istext: bool) -> Result<Parsed, ParseError> {
    let mut src = Source::new(pattern, istext)?;
    let mut st = State {
        flags,
        widths: vec![None],
        names: Vec::new(),
        parents: vec![0],
        open: Vec::new(),
        lookbehind_groups: None,
        condrefs: Vec::new(),
        depth: 0,
    };
    let verbose = flags & FLAG_VERBOSE != 0;
    let node = parse_sub(&mut src, &mut st, verbose, 0, flags)?;
    let final_flags = fix_flags(st.flags, istext)?;
    if src.next.is_some() {
        return Err(src.error("unbalanced parenthesis", 0));
    }
    for &(g, pos) in &st.condrefs {
        if g >= st.groups() {
            return Err(syntax(format!("invalid group reference {}", g), pos));
        }
    }
    check_lookbehinds(&node, &st)?;
    check_template(&node, final_flags)?;
    let min_width = width(&node, &st).0;
    Ok(Parsed { node, flags: final_flags, groups: st.groups() - 1, names: st.names, parents: st.parents, min_width })
}

/// CPython's `fix_flags`: the type flags a pattern ends up with, or the ValueError.
fn fix_flags(flags: u32, istext: bool) -> PResult<u32> {
    if istext {
        if flags & FLAG_LOCALE != 0 {
            return Err(ParseError::Value("cannot use LOCALE flag with a str pattern".into()));
        }
        if flags & FLAG_ASCII == 0 {
            return Ok(flags | FLAG_UNICODE);
        }
        if flags & FLAG_UNICODE != 0 {
            return Err(ParseError::Value("ASCII and UNICODE flags are incompatible".into()));
        }
    } else {
        if flags & FLAG_UNICODE != 0 {
            return Err(ParseError::Value("cannot use UNICODE flag with a bytes pattern".into()));
        }
        if flags & FLAG_LOCALE != 0 && flags & FLAG_ASCII != 0 {
            return Err(ParseError::Value("ASCII and LOCALE flags are incompatible".into()));
        }
    }
    Ok(flags)
}

/// An alternation `a|b|c`; `flags` are the (scoped) flags in force.
fn parse_sub(src: &mut Source, st: &mut State, mut verbose: bool, nested: usize, flags: u32) -> PResult<Node> {
    let mut items = Vec::new();
    loop {
        let first = nested == 0 && items.is_empty();
        // At the top level, global flags set by a leading `(?x)` apply to later branches.
        let f = if nested == 0 { st.flags } else { flags };
        items.push(parse_seq(src, st, verbose, nested + 1, first, f)?);
        if !src.matches('|')? {
            break;
        }
        if nested == 0 {
            verbose = st.flags & FLAG_VERBOSE != 0;
        }
    }
    if items.len() == 1 {
        return Ok(items.pop().unwrap_or(Node::Seq(Vec::new())));
    }
    Ok(Node::Alt(items))
}

/// Flags in force inside a group with `add`/`del` on top of `outer`.
fn scoped(outer: u32, add: u32, del: u32) -> u32 {
    (outer | add) & !del
}

/// A sequence of items up to `|`, `)` or the end.
fn parse_seq(src: &mut Source, st: &mut State, mut verbose: bool, nested: usize, first: bool, mut flags: u32) -> PResult<Node> {
    let mut items: Vec<Node> = Vec::new();
    while let Some(this) = src.next {
        if this.is('|') || this.is(')') {
            break;
        }
        src.advance()?;
        if verbose {
            if let Tok::Ch(c) = this {
                if matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c') {
                    continue;
                }
                if c == '#' {
                    loop {
                        match src.get()? {
                            None | Some(Tok::Ch('\n')) => break,
                            _ => {}
                        }
                    }
                    continue;
                }
            }
        }
        match this {
            Tok::Esc(c) => items.push(parse_escape(src, st, c, flags)?),
            Tok::Ch(c) if !".\\[{()*+?^$|".contains(c) => items.push(Node::Literal(c as u32, flags)),
            Tok::Ch('[') => items.push(parse_class(src, flags)?),
            Tok::Ch(c @ ('*' | '+' | '?' | '{')) => {
                let here = src.tell();
                let (min, max): (u64, Option<u64>) = match c {
                    '?' => (0, Some(1)),
                    '*' => (0, None),
                    '+' => (1, None),
                    _ => {
                        if src.next == Some(Tok::Ch('}')) {
                            items.push(Node::Literal('{' as u32, flags));
                            continue;
                        }
                        let lo = src.get_while(usize::MAX, |d| d.is_ascii_digit())?;
                        let hi = if src.matches(',')? { src.get_while(usize::MAX, |d| d.is_ascii_digit())? } else { lo.clone() };
                        if !src.matches('}')? {
                            items.push(Node::Literal('{' as u32, flags));
                            src.seek(here)?;
                            continue;
                        }
                        let mut min = 0;
                        let mut max = None;
                        if !lo.is_empty() {
                            min = parse_count(&lo)?;
                        }
                        if !hi.is_empty() {
                            let h = parse_count(&hi)?;
                            if h < min {
                                return Err(src.error("min repeat greater than max repeat", src.tell() - here));
                            }
                            max = Some(h);
                        }
                        (min, max)
                    }
                };
                let back = src.tell() - here + 1;
                let Some(item) = items.pop() else {
                    return Err(src.error("nothing to repeat", back));
                };
                if matches!(item, Node::At(..)) {
                    return Err(src.error("nothing to repeat", back));
                }
                if matches!(item, Node::Repeat { .. }) {
                    return Err(src.error("multiple repeat", back));
                }
                let kind = if src.matches('?')? {
                    RepeatKind::Lazy
                } else if src.matches('+')? {
                    RepeatKind::Possessive
                } else {
                    RepeatKind::Greedy
                };
                items.push(Node::Repeat { min, max, kind, node: Box::new(item) });
            }
            Tok::Ch('.') => items.push(Node::Any(flags)),
            Tok::Ch('(') => match parse_group(src, st, verbose, nested, first && items.is_empty(), flags)? {
                GroupOutcome::Node(n) => items.push(n),
                GroupOutcome::Nothing => {}
                GroupOutcome::GlobalFlags => {
                    verbose = st.flags & FLAG_VERBOSE != 0;
                    flags = st.flags;
                }
            },
            Tok::Ch('^') => items.push(Node::At(At::Beginning, flags)),
            Tok::Ch('$') => items.push(Node::At(At::End, flags)),
            Tok::Ch(_) => return Err(src.error("unsupported special character", 1)),
        }
    }
    if items.len() == 1 {
        if let Some(n) = items.pop() {
            return Ok(n);
        }
    }
    Ok(Node::Seq(items))
}

fn parse_count(digits: &str) -> PResult<u64> {
    match digits.parse::<u64>() {
        Ok(n) if n < MAXREPEAT => Ok(n),
        _ => Err(ParseError::Overflow("the repetition number is too large".into())),
    }
}

enum GroupOutcome {
    Node(Node),
    /// A comment.
    Nothing,
    /// Global inline flags were set.
    GlobalFlags,
}

/// Everything after a `(`.
fn parse_group(src: &mut Source, st: &mut State, verbose: bool, nested: usize, first: bool, flags: u32) -> PResult<GroupOutcome> {
    let start = src.tell() - 1;
    st.depth += 1;
    if st.depth > MAX_DEPTH {
        return Err(src.error("too many nested groups", 0));
    }
    let r = parse_group_inner(src, st, verbose, nested, first, flags, start);
    st.depth -= 1;
    r
}

#[allow(clippy::too_many_arguments)]
fn parse_group_inner(
    src: &mut Source,
    st: &mut State,
    verbose: bool,
    nested: usize,
    first: bool,
    flags: u32,
    start: usize,
) -> PResult<GroupOutcome> {
    let mut capture = true;
    let mut atomic = false;
    let mut name: Option<String> = None;
    let mut add = 0;
    let mut del = 0;
    if src.matches('?')? {
        let Some(tok) = src.get()? else {
            return Err(src.error("unexpected end of pattern", 0));
        };
        match tok {
            Tok::Ch('P') => {
                if src.matches('<')? {
                    let n = src.get_until('>', "group name")?;
                    src.check_group_name(&n, 1)?;
                    name = Some(n);
                } else if src.matches('=')? {
                    let n = src.get_until(')', "group name")?;
                    src.check_group_name(&n, 1)?;
                    let Some(gid) = st.names.iter().find(|(k, _)| *k == n).map(|(_, g)| *g) else {
                        let msg = format!("unknown group name {}", py_repr(&n));
                        return Err(src.error(msg, n.chars().count() + 1));
                    };
                    if !st.check_group(gid) {
                        return Err(src.error("cannot refer to an open group", n.chars().count() + 1));
                    }
                    st.check_lookbehind_group(gid, src)?;
                    return Ok(GroupOutcome::Node(Node::Backref(gid, flags)));
                } else {
                    let Some(t) = src.get()? else {
                        return Err(src.error("unexpected end of pattern", 0));
                    };
                    return Err(src.error(format!("unknown extension ?P{}", tok_text(t)), t.len() + 2));
                }
            }
            Tok::Ch(':') => capture = false,
            Tok::Ch('#') => {
                loop {
                    if src.next.is_none() {
                        return Err(src.error("missing ), unterminated comment", src.tell() - start));
                    }
                    if src.get()? == Some(Tok::Ch(')')) {
                        break;
                    }
                }
                return Ok(GroupOutcome::Nothing);
            }
            Tok::Ch(c @ ('=' | '!' | '<')) => {
                let mut kind = c;
                let mut behind = false;
                let mut outer_lb = Some(0);
                if c == '<' {
                    let Some(t) = src.get()? else {
                        return Err(src.error("unexpected end of pattern", 0));
                    };
                    if !(t.is('=') || t.is('!')) {
                        return Err(src.error(format!("unknown extension ?<{}", tok_text(t)), t.len() + 2));
                    }
                    kind = t.ch().unwrap_or('=');
                    behind = true;
                    outer_lb = st.lookbehind_groups;
                    if outer_lb.is_none() {
                        st.lookbehind_groups = Some(st.groups());
                    }
                }
                let p = parse_sub(src, st, verbose, nested + 1, flags)?;
                if behind && outer_lb.is_none() {
                    st.lookbehind_groups = None;
                }
                if !src.matches(')')? {
                    return Err(src.error("missing ), unterminated subpattern", src.tell() - start));
                }
                return Ok(GroupOutcome::Node(Node::Look { behind, negate: kind == '!', node: Box::new(p) }));
            }
            Tok::Ch('(') => {
                let condname = src.get_until(')', "group name")?;
                let clen = condname.chars().count();
                let group;
                if crate::text::predicates::isidentifier(&condname) {
                    src.check_group_name(&condname, 1)?;
                    match st.names.iter().find(|(k, _)| *k == condname) {
                        Some((_, g)) => group = *g,
                        None => {
                            let msg = format!("unknown group name {}", py_repr(&condname));
                            return Err(src.error(msg, clen + 1));
                        }
                    }
                } else {
                    let parsed = parse_py_int(&condname);
                    let Some(g) = parsed else {
                        let msg = format!("bad character in group name {}", py_repr(&condname));
                        return Err(src.error(msg, clen + 1));
                    };
                    if g == 0 {
                        return Err(src.error("bad group number", clen + 1));
                    }
                    if g >= 1_073_741_823 {
                        return Err(src.error(format!("invalid group reference {}", g), clen + 1));
                    }
                    let g = g as usize;
                    if !st.condrefs.iter().any(|(k, _)| *k == g) {
                        st.condrefs.push((g, src.tell() - clen - 1));
                    }
                    group = g;
                }
                st.check_lookbehind_group(group, src)?;
                let yes = parse_seq(src, st, verbose, nested + 1, false, flags)?;
                let no = if src.matches('|')? {
                    let n = parse_seq(src, st, verbose, nested + 1, false, flags)?;
                    if src.next == Some(Tok::Ch('|')) {
                        return Err(src.error("conditional backref with more than two branches", 0));
                    }
                    Some(Box::new(n))
                } else {
                    None
                };
                if !src.matches(')')? {
                    return Err(src.error("missing ), unterminated subpattern", src.tell() - start));
                }
                return Ok(GroupOutcome::Node(Node::Cond { group, yes: Box::new(yes), no }));
            }
            Tok::Ch('>') => {
                capture = false;
                atomic = true;
            }
            Tok::Ch(c) if flag_of(c).is_some() || c == '-' => match parse_flags(src, st, c)? {
                None => {
                    if !first {
                        return Err(src.error("global flags not at the start of the expression", src.tell() - start));
                    }
                    return Ok(GroupOutcome::GlobalFlags);
                }
                Some((a, d)) => {
                    add = a;
                    del = d;
                    capture = false;
                }
            },
            t => return Err(src.error(format!("unknown extension ?{}", tok_text(t)), t.len() + 1)),
        }
    }
    let group = if capture {
        let gid = st.groups();
        if gid > MAX_GROUPS {
            return Err(src.error("too many groups", 0));
        }
        st.widths.push(None);
        st.parents.push(st.open.last().copied().unwrap_or(0));
        if let Some(n) = &name {
            if let Some((_, old)) = st.names.iter().find(|(k, _)| k == n) {
                let msg = format!("redefinition of group name {} as group {}; was group {}", py_repr(n), gid, old);
                return Err(src.error(msg, n.chars().count() + 1));
            }
            st.names.push((n.clone(), gid));
        }
        Some(gid)
    } else {
        None
    };
    let sub_verbose = (verbose || add & FLAG_VERBOSE != 0) && del & FLAG_VERBOSE == 0;
    let inner_flags = scoped(flags, add, del);
    if let Some(g) = group {
        st.open.push(g);
    }
    let p = parse_sub(src, st, sub_verbose, nested + 1, inner_flags);
    if group.is_some() {
        st.open.pop();
    }
    let p = p?;
    if !src.matches(')')? {
        return Err(src.error("missing ), unterminated subpattern", src.tell() - start));
    }
    if let Some(g) = group {
        let w = width(&p, st);
        if let Some(slot) = st.widths.get_mut(g) {
            *slot = Some(w);
        }
    }
    if atomic {
        return Ok(GroupOutcome::Node(Node::Atomic(Box::new(p))));
    }
    Ok(GroupOutcome::Node(Node::Group(group, Box::new(p))))
}

fn tok_text(t: Tok) -> String {
    match t {
        Tok::Ch(c) => c.to_string(),
        Tok::Esc(c) => format!("\\{}", c),
    }
}

/// `int(s)` for a group number written in a conditional (CPython accepts `int()` syntax).
fn parse_py_int(s: &str) -> Option<u64> {
    let t = s.trim().replace('_', "");
    if t.is_empty() || s.starts_with('_') || s.ends_with('_') || s.contains("__") {
        return None;
    }
    let t = t.strip_prefix('+').unwrap_or(&t);
    if !t.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    t.parse::<u64>().ok().or(Some(u64::MAX))
}

/// `(?aiLmsux-imsx:` / `(?aiLmsux)`: returns None for global flags (already applied to
/// the state), or the (added, removed) pair of a scoped group.
fn parse_flags(src: &mut Source, st: &mut State, first: char) -> PResult<Option<(u32, u32)>> {
    let mut add = 0;
    let mut del = 0;
    let mut ch = Some(Tok::Ch(first));
    if first != '-' {
        loop {
            let c = ch.and_then(Tok::ch).unwrap_or(' ');
            let flag = flag_of(c).unwrap_or(0);
            if src.istext {
                if c == 'L' {
                    return Err(src.error("bad inline flags: cannot use 'L' flag with a str pattern", 0));
                }
            } else if c == 'u' {
                return Err(src.error("bad inline flags: cannot use 'u' flag with a bytes pattern", 0));
            }
            add |= flag;
            if flag & TYPE_FLAGS != 0 && add & TYPE_FLAGS != flag {
                return Err(src.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0));
            }
            ch = src.get()?;
            let Some(t) = ch else {
                return Err(src.error("missing -, : or )", 0));
            };
            if t.is(')') || t.is('-') || t.is(':') {
                break;
            }
            match t {
                Tok::Ch(c) if flag_of(c).is_some() => {}
                Tok::Ch(c) if c.is_alphabetic() => return Err(src.error("unknown flag", 1)),
                _ => return Err(src.error("missing -, : or )", t.len())),
            }
        }
    }
    if ch == Some(Tok::Ch(')')) {
        st.flags |= add;
        return Ok(None);
    }
    if add & GLOBAL_FLAGS != 0 {
        return Err(src.error("bad inline flags: cannot turn on global flag", 1));
    }
    if ch == Some(Tok::Ch('-')) {
        ch = src.get()?;
        let Some(t) = ch else {
            return Err(src.error("missing flag", 0));
        };
        match t {
            Tok::Ch(c) if flag_of(c).is_some() => {}
            Tok::Ch(c) if c.is_alphabetic() => return Err(src.error("unknown flag", 1)),
            _ => return Err(src.error("missing flag", t.len())),
        }
        loop {
            let c = ch.and_then(Tok::ch).unwrap_or(' ');
            let flag = flag_of(c).unwrap_or(0);
            if flag & TYPE_FLAGS != 0 {
                return Err(src.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0));
            }
            del |= flag;
            ch = src.get()?;
            let Some(t) = ch else {
                return Err(src.error("missing :", 0));
            };
            if t.is(':') {
                break;
            }
            match t {
                Tok::Ch(c) if flag_of(c).is_some() => {}
                Tok::Ch(c) if c.is_alphabetic() => return Err(src.error("unknown flag", 1)),
                _ => return Err(src.error("missing :", t.len())),
            }
        }
    }
    if del & GLOBAL_FLAGS != 0 {
        return Err(src.error("bad inline flags: cannot turn off global flag", 1));
    }
    if add & del != 0 {
        return Err(src.error("bad inline flags: flag turned on and off", 1));
    }
    Ok(Some((add, del)))
}
