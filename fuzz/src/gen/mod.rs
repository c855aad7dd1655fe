//! A byte-driven Python program generator for the `structured` target.
//!
//! Every byte the fuzzer supplies is a choice in a small Python grammar (statement kind,
//! operator, builtin, dunder method…), so nearly every input is a syntactically valid program
//! that gets past the parser and exercises the compiler and the VM. When the input runs out
//! every choice falls back to its simplest option (choice 0), so generation always ends.
//!
//! Each top-level statement is wrapped in `try/except Exception` so one error does not stop
//! the rest of the program. Loops are usually bounded by a counter, but `while True` without
//! a bound is generated too (the operation limit must stop it).

mod vocabulary;

use vocabulary::*;

const MAX_SOURCE: usize = 12 * 1024;

#[derive(Clone, Copy, Default)]
struct Ctx {
    in_func: bool,
    in_loop: bool,
    in_class: bool,
    in_method: bool,
    /// Inside an f-string replacement field: Python 3.11 allows no backslashes, no quotes
    /// of the enclosing kind and no nested f-string of the same quotes there.
    in_fstring: bool,
}

struct Gen<'a> {
    data: &'a [u8],
    pos: usize,
    out: String,
    indent: usize,
    counter: usize,
}

impl<'a> Gen<'a> {
    fn byte(&mut self) -> u8 {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                b
            }
            None => 0,
        }
    }

    fn done(&self) -> bool {
        self.pos >= self.data.len() || self.out.len() > MAX_SOURCE
    }

    fn pick(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        if n <= 256 {
            self.byte() as usize % n
        } else {
            ((self.byte() as usize) << 8 | self.byte() as usize) % n
        }
    }

    fn one<'s>(&mut self, from: &[&'s str]) -> &'s str {
        from[self.pick(from.len())]
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.counter += 1;
        format!("{}{}", prefix, self.counter)
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn var(&mut self, ctx: Ctx) -> String {
        if ctx.in_method && self.pick(4) == 0 {
            return format!("self.{}", self.one(VARS));
        }
        self.one(VARS).to_string()
    }

    fn number(&mut self) -> String {
        match self.pick(6) {
            0 => format!("{}", self.byte()),
            1 => format!("-{}", self.byte()),
            2 => format!(
                "{}",
                i64::from_le_bytes([
                    self.byte(),
                    self.byte(),
                    self.byte(),
                    self.byte(),
                    self.byte(),
                    self.byte(),
                    self.byte(),
                    self.byte()
                ])
            ),
            3 => format!("2**{}", self.byte()),
            4 => format!("{}.{}e{}", self.byte(), self.byte(), self.byte() as i8),
            _ => format!("10**{}", self.pick(40)),
        }
    }

    fn atom(&mut self, ctx: Ctx) -> String {
        match self.pick(8) {
            0..=2 => {
                let a = self.one(ATOMS);
                if ctx.in_fstring && (a.contains('\\') || a.contains('"')) {
                    "'s'".to_string()
                } else {
                    a.to_string()
                }
            }
            3 | 4 => self.var(ctx),
            5 => format!("({})", self.number()),
            6 => self.one(FUNCS).to_string(),
            _ => self.one(CLASSES).to_string(),
        }
    }

    fn args(&mut self, d: usize, ctx: Ctx, max: usize) -> String {
        let n = self.pick(max + 1);
        // Positional and *starred first, then keywords (each name once) and **mappings.
        let mut positional = Vec::new();
        let mut keywords: Vec<String> = Vec::new();
        let mut names: Vec<&str> = Vec::new();
        for _ in 0..n {
            match self.pick(10) {
                0 => positional.push(format!("*{}", self.expr(d, ctx))),
                1 => keywords.push(format!("**{{'k': {}}}", self.expr(d, ctx))),
                2 | 3 => {
                    let name = self.one(&["key", "reverse", "default", "start", "sep", "end", "base", "k"]);
                    if !names.contains(&name) {
                        names.push(name);
                        keywords.push(format!("{}={}", name, self.expr(d, ctx)));
                    }
                }
                _ => positional.push(self.expr(d, ctx)),
            }
        }
        positional.extend(keywords);
        positional.join(", ")
    }

    fn expr(&mut self, d: usize, ctx: Ctx) -> String {
        if d == 0 || self.done() {
            return self.atom(ctx);
        }
        let d1 = d - 1;
        match self.pick(38) {
            0 | 1 => self.atom(ctx),
            2 | 3 => {
                let op = self.one(BINOPS);
                format!("({} {} {})", self.expr(d1, ctx), op, self.expr(d1, ctx))
            }
            4 => {
                let op = self.one(UNOPS);
                format!("({}{})", op, self.expr(d1, ctx))
            }
            5 => {
                let mut s = format!("({}", self.expr(d1, ctx));
                for _ in 0..1 + self.pick(3) {
                    let op = self.one(CMPOPS);
                    s.push_str(&format!(" {} {}", op, self.expr(d1, ctx)));
                }
                s.push(')');
                s
            }
            6 => {
                let op = self.one(&["and", "or"]);
                format!("({} {} {})", self.expr(d1, ctx), op, self.expr(d1, ctx))
            }
            7 => format!("({} if {} else {})", self.expr(d1, ctx), self.expr(d1, ctx), self.expr(d1, ctx)),
            8..=10 => {
                let f = self.one(BUILTINS);
                format!("{}({})", f, self.args(d1, ctx, 3))
            }
            11 | 12 => {
                let m = self.one(METHODS);
                let recv = self.expr(d1, ctx);
                if m.starts_with("__") && self.pick(2) == 0
                    || matches!(
                        m,
                        "real" | "imag" | "start" | "stop" | "step" | "args" | "numerator" | "denominator" | "gi_frame" | "gi_running"
                    )
                {
                    format!("({}).{}", recv, m)
                } else {
                    format!("({}).{}({})", recv, m, self.args(d1, ctx, 2))
                }
            }
            13 => format!("{}[{}]", self.expr(d1, ctx), self.expr(d1, ctx)),
            14 => {
                let a = if self.pick(2) == 0 { self.expr(d1, ctx) } else { String::new() };
                let b = if self.pick(2) == 0 { self.expr(d1, ctx) } else { String::new() };
                let c = if self.pick(2) == 0 { format!(":{}", self.expr(d1, ctx)) } else { String::new() };
                format!("{}[{}:{}{}]", self.expr(d1, ctx), a, b, c)
            }
            15 => {
                let ctx = Ctx { in_func: false, ..ctx };
                let p = self.one(&["", "q", "q, r=1", "*q", "q, *r, **s", "q=[]"]);
                format!("(lambda {}: {})", p, self.expr(d1, ctx))
            }
            16 => {
                let ctx = Ctx { in_func: false, ..ctx };
                let v = self.fresh("i");
                let (open, close) = match self.pick(4) {
                    0 => ("[", "]"),
                    1 => ("(", ")"),
                    2 => ("{", "}"),
                    _ => ("{", "}"),
                };
                let elt = if open == "{" && self.pick(2) == 0 {
                    format!("{}: {}", self.expr(d1, ctx), self.expr(d1, ctx))
                } else {
                    self.expr(d1, ctx)
                };
                let mut s = format!("{}{} for {} in {}", open, elt.replace("ITEM", &v), v, self.expr(d1, ctx));
                if self.pick(2) == 0 {
                    s.push_str(&format!(" if {}", self.expr(d1, ctx)));
                }
                if self.pick(4) == 0 {
                    let w = self.fresh("j");
                    s.push_str(&format!(" for {} in range({})", w, self.pick(5)));
                }
                s.push_str(close);
                s.replace("ITEM", &v)
            }
            17 if !ctx.in_fstring => {
                let ctx = Ctx { in_fstring: true, ..ctx };
                let conv = self.one(&["", "!r", "!s", "!a"]);
                let spec = self.one(&[
                    "", ":>10", ":^{w}", ":.3f", ":x", ":,", ":_b", ":<0", ":{w}.{w}", ":=+20", ":e", ":%", ":c", ":#o", ":010d", ":s",
                ]);
                let spec = spec.replace("{w}", &format!("{{({})}}", self.expr(d1, ctx)));
                format!("f\"<{{({}){}{}}}>\"", self.expr(d1, ctx), conv, spec)
            }
            18 => {
                let v = self.one(VARS);
                format!("({} := {})", v, self.expr(d1, ctx))
            }
            19 => {
                let n = self.pick(4);
                let items: Vec<String> = (0..n).map(|_| self.expr(d1, ctx)).collect();
                match self.pick(4) {
                    0 => format!("[{}]", items.join(", ")),
                    1 => format!("({}{})", items.join(", "), if n == 1 { "," } else { "" }),
                    2 if n > 0 => format!("{{{}}}", items.join(", ")),
                    _ => {
                        let pairs: Vec<String> = items.iter().map(|k| format!("{}: {}", k, k)).collect();
                        format!("{{{}}}", pairs.join(", "))
                    }
                }
            }
            20 | 21 => {
                let f = if self.pick(2) == 0 { self.one(FUNCS) } else { self.one(CLASSES) };
                format!("{}({})", f, self.args(d1, ctx, 3))
            }
            22 => {
                let recv = self.expr(d1, ctx);
                let name = self.one(&["m", "p", "s", "k", "x", "__dict__", "__class__"]);
                if self.pick(2) == 0 {
                    format!("({}).{}", recv, name)
                } else {
                    format!("({}).{}({})", recv, name, self.args(d1, ctx, 2))
                }
            }
            23 if ctx.in_func && !ctx.in_class => {
                if self.pick(2) == 0 {
                    format!("(yield {})", self.expr(d1, ctx))
                } else {
                    format!("(yield from {})", self.expr(d1, ctx))
                }
            }
            24 => {
                // A deep nest of one bracket kind around an expression.
                let depth = if self.pick(8) == 0 { 1 + self.pick(64) * (1 + self.pick(8)) } else { 1 + self.pick(8) };
                let (o, c) = self.one2(&[
                    ("(", ")"),
                    ("[", "]"),
                    ("-", ""),
                    ("not ", ""),
                    ("~", ""),
                    ("(lambda: ", ")()"),
                    ("{1: ", "}"),
                    ("[", "][0]"),
                ]);
                format!("({}{}{})", o.repeat(depth), self.expr(d1, ctx), c.repeat(depth))
            }
            25 => {
                // Long flat chains: a + a + ... ; a[0][0]...; f(f(f(...)))
                let n = if self.pick(8) == 0 { 1 + self.pick(200) * (1 + self.pick(10)) } else { 1 + self.pick(16) };
                let a = self.atom(ctx);
                match self.pick(4) {
                    0 => vec![a; n].join(" + "),
                    1 => format!("[{}]", vec![a; n].join(", ")),
                    2 => format!("{}{}", a, "[0]".repeat(n.min(500))),
                    _ => {
                        let f = self.one(&["str", "repr", "list", "len", "abs", "iter", "tuple", "sorted"]);
                        format!("{}{}{}", format!("{}(", f).repeat(n.min(400)), a, ")".repeat(n.min(400)))
                    }
                }
            }
            26 => {
                // Big sizes: the memory limit must refuse them.
                let big = self.one(&["10**12", "10**10", "2**40", "-1", "2**63", "10**6", "2**31-1", "10**18", "2**64"]);
                match self.pick(12) {
                    0 => format!("'ab' * {}", big),
                    1 => format!("[0] * {}", big),
                    2 => format!("bytes({})", big),
                    3 => format!("list(range({}))", big),
                    4 => format!("'x'.center({})", big),
                    5 if !ctx.in_fstring => format!("f\"{{1:{{{}}}}}\"", big),
                    6 => format!("(1,) * {}", big),
                    7 => format!("'%*d' % ({}, 1)", big),
                    8 => format!("'{{:{}}}'.format(1)", big),
                    9 => format!("1 << {}", big),
                    10 => format!("bytearray({})", big),
                    _ => format!("'a'.zfill({})", big),
                }
            }
            27 => format!("({}).__class__.__mro__[-1]", self.expr(d1, ctx)),
            28 => {
                let n = self.number();
                format!("(({}) {} {})", self.expr(d1, ctx), self.one(BINOPS), n)
            }
            29 => format!("str({}).join(map(str, {}))", self.expr(d1, ctx), self.expr(d1, ctx)),
            34..=37 => {
                let f = self.one(MODULE_FUNCS);
                format!("{}({})", f, self.args(d1, ctx, 3))
            }
            30 => format!("sorted({}, key={})", self.expr(d1, ctx), self.expr(d1, ctx)),
            31 => format!("{}.__dict__", self.one(CLASSES)),
            32 => format!(
                "'%s %r %d %x %5.2f' % ({}, {}, {}, {}, {})",
                self.expr(d1, ctx),
                self.expr(d1, ctx),
                self.expr(d1, ctx),
                self.expr(d1, ctx),
                self.expr(d1, ctx)
            ),
            _ => {
                let v = self.var(ctx);
                format!("{}[{}]", v, self.expr(d1, ctx))
            }
        }
    }

    fn one2<'s>(&mut self, from: &[(&'s str, &'s str)]) -> (&'s str, &'s str) {
        from[self.pick(from.len())]
    }

    fn target(&mut self, ctx: Ctx) -> String {
        match self.pick(8) {
            0..=3 => self.var(ctx),
            4 => format!("{}, {}", self.var(ctx), self.var(ctx)),
            5 => format!("{}, *{}", self.var(ctx), self.one(VARS)),
            6 => format!("{}[{}]", self.var(ctx), self.expr(1, ctx)),
            _ => format!("{}.{}", self.var(ctx), self.one(&["m", "p", "s", "k", "x", "__class__", "__dict__"])),
        }
    }

    fn block(&mut self, d: usize, ctx: Ctx) {
        self.indent += 1;
        let n = 1 + self.pick(3);
        for _ in 0..n {
            self.stmt(d, ctx);
        }
        self.indent -= 1;
    }

    fn stmt(&mut self, d: usize, ctx: Ctx) {
        let ed = 1 + self.pick(4);
        if d == 0 || self.done() {
            let e = self.expr(ed.min(2), ctx);
            self.line(&format!("print({})", e));
            return;
        }
        let d1 = d - 1;
        match self.pick(32) {
            0 | 1 => {
                let e = self.expr(ed, ctx);
                self.line(&format!("print({})", e));
            }
            2..=4 => {
                let t = self.target(ctx);
                let e = self.expr(ed, ctx);
                self.line(&format!("{} = {}", t, e));
            }
            5 => {
                let t = self.var(ctx);
                let op = self.one(AUGOPS);
                let e = self.expr(ed, ctx);
                self.line(&format!("{} {} {}", t, op, e));
            }
            6 => {
                let e = self.expr(ed, ctx);
                self.line(&e);
            }
            7 => {
                let t = match self.pick(3) {
                    0 => format!("{}[{}]", self.var(ctx), self.expr(1, ctx)),
                    1 => format!("{}.{}", self.var(ctx), self.one(&["m", "x", "__class__", "__dict__"])),
                    _ => self.var(ctx),
                };
                self.line(&format!("del {}", t));
            }
            8 | 9 => {
                let e = self.expr(ed, ctx);
                self.line(&format!("if {}:", e));
                self.block(d1, ctx);
                if self.pick(2) == 0 {
                    let e = self.expr(ed, ctx);
                    self.line(&format!("elif {}:", e));
                    self.block(d1, ctx);
                }
                if self.pick(2) == 0 {
                    self.line("else:");
                    self.block(d1, ctx);
                }
            }
            10 => {
                let lp = Ctx { in_loop: true, ..ctx };
                if self.pick(6) == 0 {
                    self.line("while True:");
                    self.block(d1, lp);
                } else {
                    let c = self.fresh("_n");
                    let bound = self.pick(12);
                    let e = self.expr(ed, ctx);
                    self.line(&format!("{} = 0", c));
                    self.line(&format!("while {} < {} and {}:", c, bound, e));
                    self.indent += 1;
                    self.line(&format!("{} += 1", c));
                    self.indent -= 1;
                    self.block(d1, lp);
                    if self.pick(3) == 0 {
                        self.line("else:");
                        self.block(d1, ctx);
                    }
                }
            }
            11 | 12 => {
                let lp = Ctx { in_loop: true, ..ctx };
                let t = self.target(ctx);
                let e = self.expr(ed, ctx);
                self.line(&format!("for {} in {}:", t, e));
                self.block(d1, lp);
                if self.pick(3) == 0 {
                    self.line("else:");
                    self.block(d1, ctx);
                }
            }
            13 | 14 => {
                self.line("try:");
                self.block(d1, ctx);
                let n = self.pick(3);
                for _ in 0..n {
                    let e = match self.pick(4) {
                        0 => String::new(),
                        1 => format!(" ({}, {})", self.one(EXCS), self.one(EXCS)),
                        2 => format!(" {}", self.expr(1, ctx)),
                        _ => format!(" {}", self.one(EXCS)),
                    };
                    let bind = if !e.is_empty() && self.pick(2) == 0 { " as err" } else { "" };
                    self.line(&format!("except{}{}:", e, bind));
                    self.block(d1, ctx);
                    if e.is_empty() {
                        break;
                    }
                }
                if n > 0 && self.pick(3) == 0 {
                    self.line("else:");
                    self.block(d1, ctx);
                }
                if n == 0 || self.pick(2) == 0 {
                    self.line("finally:");
                    self.block(d1, ctx);
                }
            }
            15 => {
                let e = self.expr(ed, ctx);
                let v = self.var(ctx);
                self.line(&format!("with {} as {}:", e, v));
                self.block(d1, ctx);
            }
            16 | 17 => self.funcdef(d1, ctx),
            18 | 19 => self.classdef(d1, ctx),
            20 if ctx.in_func => {
                let e = self.expr(ed, ctx);
                self.line(&format!("return {}", e));
            }
            21 if ctx.in_func && !ctx.in_class => {
                let e = self.expr(ed, ctx);
                if self.pick(2) == 0 {
                    self.line(&format!("yield {}", e));
                } else {
                    self.line(&format!("yield from {}", e));
                }
            }
            22 if ctx.in_loop => {
                let kw = self.one(&["break", "continue"]);
                self.line(kw);
            }
            23 => {
                let e = match self.pick(4) {
                    0 if ctx.in_func => String::new(),
                    1 => format!(" {}({}) from {}", self.one(EXCS), self.expr(1, ctx), self.expr(1, ctx)),
                    2 => format!(" {}", self.expr(ed, ctx)),
                    _ => format!(" {}({})", self.one(EXCS), self.expr(1, ctx)),
                };
                self.line(&format!("raise{}", e));
            }
            25 => {
                let e = self.expr(ed, ctx);
                let m = self.expr(1, ctx);
                self.line(&format!("assert {}, {}", e, m));
            }
            26 => self.match_stmt(d1, ctx),
            27 => {
                // Mutation while iterating / sorting.
                let v = self.var(ctx);
                let e = self.expr(ed, ctx);
                match self.pick(4) {
                    0 => {
                        self.line(&format!("for _k in {}:", v));
                        self.indent += 1;
                        self.line(&format!("{}.append({})", v, e));
                        self.indent -= 1;
                    }
                    1 => self.line(&format!("{}.sort(key=lambda q: ({}.append(q), {}.clear(), q)[2])", v, v, v)),
                    2 => {
                        self.line(&format!("for _k in {}:", v));
                        self.indent += 1;
                        self.line(&format!("{}[{}] = _k", v, e));
                        self.indent -= 1;
                    }
                    _ => self.line(&format!("{}.extend({})", v, v)),
                }
            }
            28 => {
                // Recursion through a native.
                let f = self.one(FUNCS);
                let how = self.one(&[
                    "sorted([q, q], key={f})",
                    "repr([{f}(q)])",
                    "list(map({f}, [q]))",
                    "{{q: 1}}.get({f}(q))",
                    "max([q], key={f})",
                    "str(type('T', (), {{'__repr__': lambda s: {f}(q)}})())",
                    "[{f}(q) for _ in (1,)]",
                    "next({f}(q) for _ in (1,))",
                    "''.join(map(str, {f}(q)))",
                    "{f}(q)",
                ]);
                self.line(&format!("def {}(q=0):", f));
                self.indent += 1;
                self.line(&format!("return {}", how.replace("{f}", f).replace("{{", "{").replace("}}", "}")));
                self.indent -= 1;
                let e = self.expr(1, ctx);
                self.line(&format!("{}({})", f, e));
            }
            29 => {
                // A long chain of lazy iterators, then pull a value through it.
                let kind = self.one(&[
                    "map(abs, g)",
                    "filter(None, g)",
                    "zip(g)",
                    "enumerate(g)",
                    "iter(g)",
                    "reversed(list(g))",
                    "(v for v in g)",
                    "itertools.chain(g)",
                    "itertools.islice(g, None)",
                    "itertools.accumulate(g)",
                    "itertools.takewhile(bool, g)",
                    "itertools.tee(g)[0]",
                    "itertools.chain.from_iterable([g])",
                    "sorted(g)",
                    "list(g)",
                    "collections.deque(g)",
                    "itertools.compress(g, itertools.repeat(1))",
                ]);
                let n = if self.pick(4) == 0 { self.pick(256) * 400 } else { self.pick(256) * 4 };
                let seed = self.expr(1, ctx);
                self.line(&format!("g = {}", seed));
                self.line(&format!("for _ in range({}):", n));
                self.line(&format!("    g = {}", kind));
                let e = self.one(&["next(iter(g), None)", "list(g)", "sum(1 for _ in g)", "g", "repr(g)", "len(list(g))"]);
                self.line(&format!("print({})", e));
            }
            30 => {
                // Deeply nested data, then an operation that walks it.
                let wrap = self.one(&[
                    "[x]",
                    "(x,)",
                    "{1: x}",
                    "{'k': x}",
                    "[x, x]",
                    "frozenset([x])",
                    "collections.deque([x])",
                    "collections.OrderedDict(a=x)",
                    "type('N', (), {'n': x})()",
                    "ValueError(x)",
                    "slice(x)",
                    "[[x]][0:1]",
                ]);
                let n = if self.pick(4) == 0 { self.pick(256) * 1000 } else { self.pick(256) * 4 };
                let seed = self.expr(1, ctx);
                self.line(&format!("x = {}", seed));
                self.line(&format!("for _ in range({}):", n));
                self.line(&format!("    x = {}", wrap));
                let op = self.one(&[
                    "repr(x)",
                    "str(x)",
                    "x == x",
                    "x == [x]",
                    "hash(x)",
                    "json.dumps(x)",
                    "sorted([x, x])",
                    "x in [x]",
                    "[x] < [x]",
                    "len(str(x))",
                    "f'{x}'",
                    "'%s' % (x,)",
                    "copy_ = x",
                    "del x",
                    "x = None",
                    "{x: 1}",
                    "max([x, x])",
                    "x != x",
                    "format(x)",
                    "ascii(x)",
                    "bool(x)",
                    "list(x) if hasattr(x, '__iter__') else 0",
                ]);
                if op.starts_with("del ") || op.contains(" = ") {
                    self.line(op);
                } else {
                    self.line(&format!("print({})", op));
                }
            }
            _ => {
                let e = self.expr(ed, ctx);
                self.line(&format!("print({})", e));
            }
        }
    }

    fn funcdef(&mut self, d: usize, ctx: Ctx) {
        let name = if ctx.in_class { self.one(&["m", "s", "k", "__iter__", "__repr__"]).to_string() } else { self.one(FUNCS).to_string() };
        let params = if ctx.in_class {
            self.one(&["self", "self, q", "self, *q", "self, q=1, **r"])
        } else {
            self.one(&["", "q", "q, r=2", "*q, **r", "q, /, r, *, s=3", "q=[]", "q, *r"])
        };
        match self.pick(5) {
            0 => self.line("@staticmethod"),
            1 if ctx.in_class => self.line("@property"),
            2 => {
                let e = self.expr(1, ctx);
                self.line(&format!("@{}", e));
            }
            _ => {}
        }
        self.line(&format!("def {}({}):", name, params));
        let inner = Ctx { in_func: true, in_method: ctx.in_class, ..Ctx::default() };
        if self.pick(4) == 0 {
            self.indent += 1;
            let v = self.one(VARS);
            self.line(&format!("global {}", v));
            self.indent -= 1;
        }
        self.block(d, inner);
        if self.pick(2) == 0 {
            self.indent += 1;
            let e = if self.pick(3) == 0 { format!("{}({})", name, self.expr(1, inner)) } else { self.expr(2, inner) };
            self.line(&format!("return {}", e));
            self.indent -= 1;
        }
    }

    fn classdef(&mut self, d: usize, ctx: Ctx) {
        let name = self.one(CLASSES);
        let base = self.one(BASES);
        let kw = if self.pick(6) == 0 { ", metaclass=type" } else { "" };
        let bases = if base.is_empty() && kw.is_empty() {
            String::new()
        } else if base.is_empty() {
            "(metaclass=type)".into()
        } else {
            format!("({}{})", base, kw)
        };
        self.line(&format!("class {}{}:", name, bases));
        self.indent += 1;
        let n = 1 + self.pick(4);
        let cls_ctx = Ctx { in_class: true, ..Ctx::default() };
        for _ in 0..n {
            match self.pick(6) {
                0 => {
                    let v = self.one(&["x", "k", "__slots__", "__hash__", "__eq__", "__match_args__", "p"]);
                    let e = self.expr(2, cls_ctx);
                    self.line(&format!("{} = {}", v, e));
                }
                1 => self.funcdef(d, cls_ctx),
                _ => {
                    let (dn, params) = DUNDERS[self.pick(DUNDERS.len())];
                    if matches!(dn, "__init_subclass__" | "__class_getitem__") && self.pick(2) == 0 {
                        self.line("@classmethod");
                    }
                    self.line(&format!("def {}({}):", dn, params));
                    let m = Ctx { in_func: true, in_method: true, ..Ctx::default() };
                    self.indent += 1;
                    if self.pick(3) == 0 {
                        let n = self.pick(2);
                        for _ in 0..n {
                            self.stmt(d, m);
                        }
                    }
                    let ret = match (dn, self.pick(8)) {
                        ("__repr__" | "__str__" | "__format__", 0) => "repr(self)".to_string(),
                        ("__repr__" | "__str__" | "__format__", 1) => "1".to_string(),
                        ("__repr__" | "__str__" | "__format__", _) => "'<' + type(self).__name__ + '>'".to_string(),
                        ("__hash__", 0) => "hash(self)".to_string(),
                        ("__hash__", 1) => "2**100".to_string(),
                        ("__hash__", 2) => "'h'".to_string(),
                        ("__hash__", _) => "7".to_string(),
                        ("__eq__" | "__lt__" | "__gt__" | "__contains__" | "__bool__" | "__instancecheck__", 0) => {
                            "self == other".to_string()
                        }
                        ("__eq__" | "__lt__" | "__gt__" | "__contains__" | "__bool__" | "__instancecheck__", 1) => {
                            "NotImplemented".to_string()
                        }
                        ("__eq__" | "__lt__" | "__gt__" | "__contains__" | "__bool__" | "__instancecheck__", 2) => "[]".to_string(),
                        ("__len__" | "__index__" | "__int__", 0) => "-1".to_string(),
                        ("__len__" | "__index__" | "__int__", 1) => "2**70".to_string(),
                        ("__len__" | "__index__" | "__int__", 2) => "'3'".to_string(),
                        ("__len__" | "__index__" | "__int__", _) => "3".to_string(),
                        ("__iter__", 0) => "self".to_string(),
                        ("__iter__", 1) => "iter(self)".to_string(),
                        ("__iter__", _) => "iter([1, 2, 3])".to_string(),
                        ("__next__", 0) => "next(self)".to_string(),
                        ("__next__", 1) => "1".to_string(),
                        ("__getattr__" | "__getattribute__", 0) => "getattr(self, name)".to_string(),
                        ("__getattr__" | "__getattribute__", 1) => "object.__getattribute__(self, name)".to_string(),
                        ("__setattr__", 0) => "setattr(self, name, value)".to_string(),
                        ("__setattr__", 1) => "object.__setattr__(self, name, value)".to_string(),
                        ("__new__", 0) => "object.__new__(cls)".to_string(),
                        ("__new__", 1) => "super().__new__(cls)".to_string(),
                        (
                            "__init__" | "__init_subclass__" | "__set_name__" | "__set__" | "__setitem__" | "__delitem__" | "__delattr__"
                            | "__del__",
                            _,
                        ) => "None".to_string(),
                        (_, 0) => "self".to_string(),
                        _ => self.expr(2, m),
                    };
                    self.line(&format!("return {}", ret));
                    self.indent -= 1;
                }
            }
        }
        self.indent -= 1;
        let _ = ctx;
    }

    fn pattern(&mut self, d: usize) -> String {
        if d == 0 {
            return self.one(&["_", "1", "'s'", "None", "q", "[]", "{}", "()"]).to_string();
        }
        match self.pick(10) {
            0 => self.one(&["_", "1", "-1", "'s'", "None", "True", "q", "2.5", "b'x'"]).to_string(),
            1 => format!("[{}, *rest]", self.pattern(d - 1)),
            2 => format!("({}, {})", self.pattern(d - 1), self.pattern(d - 1)),
            3 => format!("{{'k': {}, **kw}}", self.pattern(d - 1)),
            4 => format!("{}() | {}()", self.one(&["int", "str", "list", "A", "B"]), self.one(&["float", "dict", "C", "tuple"])),
            5 => format!("{}({}, k={})", self.one(CLASSES), self.pattern(d - 1), self.pattern(d - 1)),
            6 => format!("({} as w)", self.pattern(d - 1)),
            7 => format!("({} | {})", self.pattern(d - 1), self.pattern(d - 1)),
            8 => format!("[{}]", self.pattern(d - 1)),
            _ => format!("{}.x", self.one(CLASSES)),
        }
    }

    fn match_stmt(&mut self, d: usize, ctx: Ctx) {
        let e = self.expr(2, ctx);
        self.line(&format!("match {}:", e));
        self.indent += 1;
        let n = 1 + self.pick(3);
        for _ in 0..n {
            let p = self.pattern(2);
            let guard = if self.pick(3) == 0 { format!(" if {}", self.expr(1, ctx)) } else { String::new() };
            self.line(&format!("case {}{}:", p, guard));
            self.block(d, ctx);
        }
        self.indent -= 1;
    }
}

/// The Python program that `data` stands for.
pub fn program(data: &[u8]) -> String {
    let mut g = Gen { data, pos: 0, out: String::new(), indent: 0, counter: 0 };
    g.line("import math, json, itertools, collections, operator, random, typing, abc, queue");
    while !g.done() {
        let d = 1 + g.pick(4);
        if g.pick(5) == 0 {
            // Unwrapped: definitions stay visible to later statements.
            g.stmt(d, Ctx::default());
        } else {
            g.line("try:");
            g.indent += 1;
            g.stmt(d, Ctx::default());
            g.indent -= 1;
            g.line("except Exception as _e:");
            g.line("    print(type(_e).__name__, _e)");
        }
    }
    g.out
}
