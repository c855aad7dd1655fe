//! A byte-driven generator of hostile program shapes for the `hostile_shapes` target: the
//! classes of issue 15 (engine reliability) as families a fuzzer can vary, rather than the
//! small general grammar of `gen.rs`.
//!
//! Families: deep nesting of every expression and statement kind, doubling growth of every
//! container kind, keys whose hashes collide, huge numbers through every numeric native,
//! re-entrant dunders that mutate the container a native is working on, deep data built by
//! loops, and regular expressions that backtrack. Each input picks a few family members and
//! their sizes (from tiny to far past the limits); every snippet runs in its own
//! `try/except` so one error does not end the program. When the input runs out every choice
//! falls back to choice 0, so generation always ends.

/// The fuzzer's bytes as a stream of choices.
struct Choices<'a> {
    data: &'a [u8],
    at: usize,
}

impl Choices<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            self.byte() as usize % n
        }
    }
    fn pick<'t>(&mut self, table: &[&'t str]) -> &'t str {
        table[self.below(table.len())]
    }
    fn size(&mut self, table: &[usize]) -> usize {
        table[self.below(table.len())]
    }
    fn exhausted(&self) -> bool {
        self.at >= self.data.len()
    }
}

/// Depths for nested expressions: a few levels, CPython's parser limits (200 parentheses,
/// 20 blocks), the engine's own bounds, and far past them.
const DEPTHS: &[usize] = &[3, 30, 99, 201, 1_000, 5_000, 20_000, 100_000];

/// Expression wrappers: prefix, suffix (the inner expression goes between).
const EXPR_WRAPPERS: &[(&str, &str)] = &[
    ("(", ")"),
    ("[", "]"),
    ("{", "}"),
    ("{1: ", "}"),
    ("(", ",)"),
    ("-", ""),
    ("not ", ""),
    ("~", ""),
    ("+", ""),
    ("f(", ")"),
    ("f(x=", ")"),
    ("f(*", ")"),
    ("d[", "]"),
    ("lambda: ", ""),
    ("(1 if ", " else 2)"),
    ("(", " if 1 else 2)"),
    ("[y for y in ", "]"),
    ("{y for y in ", "}"),
    ("(y for y in ", ")"),
    ("f'{", "}'"),
    ("1 + ", ""),
    ("2 ** ", ""),
    ("", " + 1"),
    ("", ".real"),
    ("", "()"),
    ("", "[0]"),
    ("", " == 1"),
    ("(yield ", ")"),
    ("await ", ""),
    ("(x := ", ")"),
    ("*", ""),
    ("", " and 1"),
    ("(1, *", ")"),
];

/// Statement openers nested by indentation (each line ends with `:`).
const BLOCKS: &[&str] =
    &["if x:", "while x:", "for i in range(2):", "with open_ctx():", "try:", "def f():", "class K:", "async def g():", "elif_chain"];

/// Containers and how they double.
const DOUBLINGS: &[(&str, &str)] = &[
    ("[0]", "x += x"),
    ("[0]", "x = x + x"),
    ("[0]", "x = x * 2"),
    ("[0]", "x.extend(x)"),
    ("[0]", "x = [*x, *x]"),
    ("[0]", "x = [x, x]"),
    ("(0,)", "x = x + x"),
    ("(0,)", "x = (*x, *x)"),
    ("'a'", "x += x"),
    ("'a'", "x = x * 2"),
    ("'a'", "x = f'{x}{x}'"),
    ("'a'", "x = x.join([x, x, x])"),
    ("'a'", "x = str([x, x])"),
    ("'a'", "x = repr(x) + repr(x)"),
    ("b'a'", "x += x"),
    ("bytearray(b'a')", "x += x"),
    ("bytearray(b'a')", "x.extend(x)"),
    ("{0: 0}", "x = {**x, **{k + len(x): v for k, v in x.items()}}"),
    ("{0}", "x = x | {i + len(x) for i in x}"),
    ("[0]", "x = sorted(x + x)"),
    ("'ab'", "x = x.replace('a', x)"),
    ("'a'", "x = x.center(len(x) * 2)"),
    ("'a' * 100", "x = x.split('a') * 2; x = 'a'.join(x)"),
    ("[0]", "x = list(itertools.chain(x, x))"),
    ("collections.deque([0])", "x.extend(x)"),
    ("[0]", "x = [y for y in x for _ in (0, 1)]"),
    ("'a'", "x = x.expandtabs(2) + '\\t' * len(x)"),
    ("[0]", "x = copy.deepcopy([x, x])"),
];

/// Keys whose hashes collide (in CPython too), made from `i`.
const COLLIDING_KEYS: &[&str] = &[
    "i * (2**61 - 1)",
    "-(i * (2**61 - 1))",
    "float(i * (2**61 - 1))",
    "Z(i)",
    "(i * (2**61 - 1), 0)",
    "frozenset([i * (2**61 - 1)])",
    "2**61 - 1 + i * (2**61 - 1)",
];

/// What is done with the colliding keys `k` (and a second collection `k2`).
const COLLISION_OPS: &[&str] = &[
    "dict.fromkeys(k)",
    "set(k)",
    "frozenset(k)",
    "{x: 0 for x in k}",
    "dict.fromkeys(k).copy()",
    "set(k) | set(k2)",
    "set(k) & set(k2)",
    "set(k) - set(k2)",
    "set(k) == set(k2)",
    "dict.fromkeys(k) == dict.fromkeys(k2)",
    "copy.deepcopy(dict.fromkeys(k))",
    "collections.Counter(k)",
    "len([x for x in k if x in set(k2)])",
    "{**dict.fromkeys(k), **dict.fromkeys(k2)}",
    "set(k).issubset(k2)",
    "list(dict.fromkeys(k + k2))",
];

const COLLISION_SIZES: &[usize] = &[10, 500, 5_000, 50_000, 500_000];

/// Huge-number expressions; `N` and `M` are replaced by sizes.
const NUMBER_OPS: &[&str] = &[
    "7 ** N",
    "pow(7 ** N, -1, 10 ** M + 1)",
    "pow(7, 10 ** N, 10 ** M + 1)",
    "pow(3, 7 ** N, 2 ** M - 1)",
    "math.gcd(7 ** N, 5 ** M + 2)",
    "math.lcm(7 ** N, 5 ** M + 2)",
    "str(7 ** N)",
    "int('7' * N)",
    "int('7' * N, 7)",
    "1 << N",
    "(1 << N) >> M",
    "-1 >> N",
    "math.factorial(N)",
    "math.comb(N, N // 2)",
    "math.perm(N, M)",
    "math.isqrt(7 ** N)",
    "(7 ** N) // (3 ** M)",
    "divmod(7 ** N, 3 ** M + 1)",
    "(7 ** N) % (3 ** M + 1)",
    "float(7 ** N)",
    "(7 ** N) / (3 ** M)",
    "hash(7 ** N)",
    "'%d' % 7 ** N",
    "f'{7 ** N:,}'",
    "format(7 ** N, 'x')",
    "round(7 ** N, -M)",
    "(7 ** N).bit_length()",
    "(7 ** N).to_bytes(N, 'big')",
    "int.from_bytes(b'\\xff' * N, 'big')",
    "(7 ** N) * (5 ** M)",
    "decimal.Decimal(7 ** N).sqrt()",
    "decimal.Decimal('1e' + str(N)).as_integer_ratio()",
    "decimal.Decimal(7) ** N",
    "fractions.Fraction(7 ** N, 5 ** M + 1)",
    "fractions.Fraction(7 ** N, 3) ** 3",
    "statistics.mean([7 ** N, 5 ** M])",
    "math.prod(range(1, N))",
    "sum(range(N)) ** 3",
    "hex(7 ** N)",
    "complex(7 ** N % 10 ** 300, 1) ** N",
    "2.5 ** N",
    "10 ** -N",
    "range(7 ** N)[M]",
    "len(range(-N, 2**63 - 1))",
    "range(0, 2**64, 7 ** N).index(0)",
    "[0] * N * M",
    "'ab' * N * M",
];

const NUMBER_SIZES: &[usize] = &[5, 70, 4_300, 100_000, 1_000_000, 10_000_000, 1 << 31, (1 << 63) - 1];

/// Classes whose dunders reach back into the container a native is working on (`L`, a
/// list of them, and `D`, a dict keyed by them).
const DUNDER_BODIES: &[&str] = &[
    "L.clear()",
    "L.append(self)",
    "L.pop() if L else None",
    "L.sort() if L else None",
    "L[:] = L[::-1]",
    "del L[:len(L) // 2]",
    "D.clear()",
    "D[len(D)] = 0",
    "D.pop(next(iter(D)), None) if D else None",
    "L.extend(range(3))",
    "L.insert(0, self)",
    "setattr(type(self), '__eq__', lambda a, b: True)",
    "globals().pop('L', None)",
    "final_answer(1) if 'final_answer' in globals() else None",
    "1 / 0",
    "L.reverse()",
];

const DUNDER_NAMES: &[(&str, &str, &str)] = &[
    ("__eq__", "self, other", "True"),
    ("__lt__", "self, other", "False"),
    ("__gt__", "self, other", "True"),
    ("__hash__", "self", "0"),
    ("__index__", "self", "0"),
    ("__len__", "self", "1"),
    ("__iter__", "self", "iter(L[:3])"),
    ("__repr__", "self", "'r'"),
    ("__str__", "self", "'s'"),
    ("__bool__", "self", "True"),
    ("__int__", "self", "1"),
    ("__float__", "self", "1.0"),
    ("__format__", "self, spec", "'f'"),
    ("__getitem__", "self, i", "L[0] if L else 0"),
    ("__contains__", "self, x", "True"),
];

/// Natives that call back into the object's dunders while working on `L` or `D`.
const REENTRANT_OPS: &[&str] = &[
    "L.sort()",
    "L.sort(key=lambda v: v)",
    "L.sort(key=lambda v: (L.clear(), 0)[1])",
    "sorted(L)",
    "L.index(o)",
    "L.count(o)",
    "o in L",
    "L.remove(o)",
    "L[o]",
    "L[o:o]",
    "L[o] = 1",
    "del L[o]",
    "L.insert(o, o)",
    "L.pop(o)",
    "D[o]",
    "D[o] = o",
    "o in D",
    "D.get(o)",
    "D.pop(o, None)",
    "set(L)",
    "max(L)",
    "min(L, key=lambda v: v)",
    "L == L[:]",
    "L < L[:]",
    "repr(L)",
    "str(D)",
    "', '.join(map(str, L))",
    "bisect.insort(L, o)",
    "heapq.heappush(L, o)",
    "heapq.heapify(L)",
    "list(reversed(L))",
    "L * o",
    "'x' * o",
    "range(10)[o]",
    "tuple(L).index(o)",
    "collections.deque(L).remove(o)",
    "copy.deepcopy(L)",
    "[*o]",
    "dict.fromkeys(L)",
    "f'{o}'",
    "L.extend(o)",
    "L += o",
    "any(v == o for v in L)",
    "list(zip(L, L))",
    "functools.reduce(lambda a, b: b, L)",
];

/// Deep data built by loops (no deep source), and what is then done to it.
const DEEP_BUILDS: &[&str] = &[
    "v = [v]",
    "v = (v,)",
    "v = {'k': v}",
    "v = {v} if False else frozenset([v])",
    "v = slice(v)",
    "v = ValueError(v)",
    "v = staticmethod(v)",
    "v = property(v)",
    "v = [v].copy",
    "v = iter([v])",
    "v = (lambda w=v: w)",
    "v = collections.OrderedDict(k=v)",
    "v = collections.deque([v])",
    "v = types.SimpleNamespace(v=v)",
    "v = functools.partial(print, v)",
    "v = Box(v)",
];

const DEEP_OPS: &[&str] = &[
    "repr(v)",
    "str(v)",
    "hash(v)",
    "v == w",
    "v < w",
    "copy.deepcopy(v)",
    "copy.copy(v)",
    "json.dumps(v)",
    "pprint.pformat(v)",
    "print(v)",
    "f'{v!r}'",
    "{v: 1}",
    "[v].count(w)",
    "isinstance(1, v)",
    "len(str(v))",
    "pickle_like(v)",
    "v.__reduce_ex__(2)",
    "list(v)",
    "[v, w].sort()",
];

const DEEP_SIZES: &[usize] = &[10, 1_000, 100_000, 1_000_000];

/// Regular expressions that backtrack (or scan) hard, with the text they run on.
const REGEXES: &[&str] = &[
    r"(?:(?![^z]*z)a)*",
    r"(a+)+$",
    r"(a|a)*b",
    r"(a*)*b",
    r"(?:a|aa)+$",
    r"(.*a){12}",
    r"(?=(a*))\1b",
    r"(a+)\1+b",
    r"(?<=a)(?:(?=a*b)a)*",
    r"^(\w+\s?)*$",
    r"(?:x+x+)+y",
    r"(?>a+)+b",
    r"a*+b",
    r"(?:(?=.*a)a)*b",
    r"(a?){40}a{40}",
    r"\b(\w+)\s+\1\b",
    r"(?:[^b]*b)*$",
];

const REGEX_CALLS: &[&str] = &[
    "re.match(P, T)",
    "re.search(P, T)",
    "re.fullmatch(P, T)",
    "re.findall(P, T)",
    "list(re.finditer(P, T))",
    "re.sub(P, '', T)",
    "re.split(P, T)",
    "re.compile(P).search(T, 1)",
];

const REGEX_TEXTS: &[&str] = &["'a' * N", "'a' * N + '!'", "'ab' * N", "'x' * N", "('a' * 30 + ' ') * N"];

const REGEX_SIZES: &[usize] = &[10, 30, 1_000, 200_000];

/// Whole-program shapes that are not expressions: many statements, many names, long
/// argument lists, many bases, long comprehension chains.
const WIDE_SHAPES: &[&str] =
    &["f({})", "def w({}): pass", "class W({}): pass", "x = [{}]", "x = {{{}}}", "x = ({})", "print({})", "x = f'{}'"];

const WIDE_SIZES: &[usize] = &[10, 300, 10_000, 150_000];

const PRELUDE_MODULES: &[&str] = &[
    "math",
    "re",
    "copy",
    "json",
    "collections",
    "itertools",
    "functools",
    "bisect",
    "heapq",
    "decimal",
    "fractions",
    "statistics",
    "pprint",
    "types",
];

const PRELUDE: &str = "x = 1
d = {}
def f(*a, **k):
    return 0
class open_ctx:
    def __enter__(self): return self
    def __exit__(self, *e): return False
class Z:
    def __init__(self, i): self.i = i
    def __hash__(self): return 0
    def __eq__(self, o): return isinstance(o, Z) and o.i == self.i
class Box:
    def __init__(self, v): self.v = v
def pickle_like(v):
    return type(v).__name__
";

/// The program for one fuzz input.
pub fn program(data: &[u8]) -> String {
    let mut c = Choices { data, at: 0 };
    let mut out = String::new();
    for module in PRELUDE_MODULES {
        out.push_str(&format!("try:\n    import {module}\nexcept ImportError:\n    pass\n"));
    }
    out.push_str(PRELUDE);
    let snippets = 1 + c.below(3);
    for n in 0..snippets {
        let body = match c.below(8) {
            0 => deep_expression(&mut c),
            1 => deep_blocks(&mut c),
            2 => doubling(&mut c),
            3 => collisions(&mut c),
            4 => huge_number(&mut c),
            5 => reentrant(&mut c, n),
            6 => deep_data(&mut c),
            _ => {
                if c.below(2) == 0 {
                    regex(&mut c)
                } else {
                    wide(&mut c)
                }
            }
        };
        guarded(&mut out, &body);
        if c.exhausted() {
            break;
        }
    }
    out
}

/// Appends `body` inside a `try` whose handler prints the exception's type.
fn guarded(out: &mut String, body: &str) {
    out.push_str("try:\n");
    for line in body.lines() {
        out.push_str("    ");
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("    pass\nexcept BaseException as e:\n    print(type(e).__name__)\n");
}

/// An expression nested `depth` deep, by one or two alternating wrappers. Sources past the
/// parser's limits exercise the syntax front end; the rest reach the compiler and the VM.
fn deep_expression(c: &mut Choices) -> String {
    let depth = c.size(DEPTHS);
    let a = EXPR_WRAPPERS[c.below(EXPR_WRAPPERS.len())];
    let b = EXPR_WRAPPERS[c.below(EXPR_WRAPPERS.len())];
    let mut text = String::with_capacity(depth * 6);
    for i in 0..depth {
        text.push_str(if i % 2 == 0 { a.0 } else { b.0 });
    }
    text.push('x');
    for i in (0..depth).rev() {
        text.push_str(if i % 2 == 0 { a.1 } else { b.1 });
    }
    // The engine has no `compile`/`exec`: a shape past the parser's limits makes the whole
    // program a syntax-error case, which is the point of those inputs.
    if c.below(2) == 0 {
        format!("r = {text}")
    } else {
        format!("r = ({text},)[0]")
    }
}

/// Statements nested `depth` deep by indentation.
fn deep_blocks(c: &mut Choices) -> String {
    let depth = c.size(&[2, 19, 21, 100, 1_000]);
    let mut text = String::new();
    for level in 0..depth {
        let indent = "    ".repeat(level);
        let opener = match c.pick(BLOCKS) {
            "elif_chain" => format!("if x:\n{indent}    pass\n{indent}elif x:"),
            other => other.to_string(),
        };
        text.push_str(&indent);
        text.push_str(&opener);
        text.push('\n');
        if opener.starts_with("try:") {
            // The matching handler goes after the body; keep it simple: a finally at the end.
            continue;
        }
    }
    text.push_str(&"    ".repeat(depth));
    text.push_str("pass\n");
    // Close every `try:` with a `finally` at its own level, innermost first.
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut closers = String::new();
    for line in lines.iter().rev() {
        let trimmed = line.trim_start();
        if trimmed == "try:" {
            let indent = &line[..line.len() - trimmed.len()];
            closers.push_str(&format!("{indent}finally:\n{indent}    pass\n"));
        }
    }
    // Closers must come right after each try's body; with one body at the bottom, appending
    // them innermost-first is valid Python.
    text.push_str(&closers);
    text
}

/// A container doubled `n` times.
fn doubling(c: &mut Choices) -> String {
    let (init, step) = DOUBLINGS[c.below(DOUBLINGS.len())];
    let n = c.size(&[3, 20, 32, 40, 64]);
    format!("x = {init}\nfor _ in range({n}):\n    {step}\nprint(len(x))")
}

/// Many keys with one hash, through a dict or set operation.
fn collisions(c: &mut Choices) -> String {
    let key = c.pick(COLLIDING_KEYS);
    let op = c.pick(COLLISION_OPS);
    let n = c.size(COLLISION_SIZES);
    format!("k = [{key} for i in range({n})]\nk2 = [{key} for i in range({n} // 2, {n} + {n} // 2)]\nr = {op}\nprint(type(r).__name__)")
}

/// One numeric native on huge operands.
fn huge_number(c: &mut Choices) -> String {
    let op = c.pick(NUMBER_OPS);
    let n = c.size(NUMBER_SIZES);
    let m = c.size(NUMBER_SIZES);
    let expr = op.replace('N', &n.to_string()).replace('M', &m.to_string());
    format!("r = {expr}\nprint(type(r).__name__)")
}

/// A class whose dunder mutates `L`/`D`, and a native working on them.
fn reentrant(c: &mut Choices, n: usize) -> String {
    let (name, params, result) = DUNDER_NAMES[c.below(DUNDER_NAMES.len())];
    let (name2, params2, result2) = DUNDER_NAMES[c.below(DUNDER_NAMES.len())];
    let body = c.pick(DUNDER_BODIES);
    let body2 = c.pick(DUNDER_BODIES);
    let op = c.pick(REENTRANT_OPS);
    let size = c.size(&[0, 1, 5, 100, 10_000]);
    format!(
        "class R{n}:\n    def {name}({params}):\n        {body}\n        return {result}\n    def {name2}({params2}):\n        {body2}\n        return {result2}\no = R{n}()\nL = [R{n}() for _ in range({size})] + [3, 1, 2]\nD = {{R{n}(): i for i in range({size})}}\nr = {op}\nprint(len(L), len(D))"
    )
}

/// Data nested `n` deep, built by a loop, then one operation on it (and an equal twin).
fn deep_data(c: &mut Choices) -> String {
    let build = c.pick(DEEP_BUILDS);
    let op = c.pick(DEEP_OPS);
    let n = c.size(DEEP_SIZES);
    format!(
        "def make():\n    v = None\n    for _ in range({n}):\n        {build}\n    return v\nv = make()\nw = make()\nr = {op}\nprint('ok')"
    )
}

/// A backtracking regex on a long text.
fn regex(c: &mut Choices) -> String {
    let pattern = c.pick(REGEXES);
    let call = c.pick(REGEX_CALLS);
    let text = c.pick(REGEX_TEXTS).replace('N', &c.size(REGEX_SIZES).to_string());
    let call = call.replace('P', &format!("r{:?}", pattern)).replace('T', &text);
    format!("r = {call}\nprint(type(r).__name__)")
}

/// A statement with very many parts (arguments, parameters, bases, items).
fn wide(c: &mut Choices) -> String {
    let shape = c.pick(WIDE_SHAPES);
    let n = c.size(WIDE_SIZES);
    let item = c.pick(&["a{i}=1", "{i}", "x", "k{i}", "*x", "**d", "'s'", "b{i}"]);
    let parts: Vec<String> = (0..n).map(|i| item.replace("{i}", &i.to_string())).collect();
    shape.replacen("{}", &parts.join(", "), 1).replace("{{", "{").replace("}}", "}")
}

#[cfg(test)]
mod tests {
    use super::program;

    #[test]
    fn every_input_makes_a_program_that_ends() {
        for seed in 0u8..=255 {
            let data: Vec<u8> = (0u8..64).map(|i| seed.wrapping_mul(31).wrapping_add(i.wrapping_mul(7))).collect();
            let p = program(&data);
            assert!(p.starts_with("try:\n    import math"));
            assert!(p.contains("except BaseException"));
        }
        assert!(program(&[]).contains("try:"));
    }
}
