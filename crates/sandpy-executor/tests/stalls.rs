//! Native work that could run for minutes meets the deadline: each payload below takes
//! minutes (or hours) when a native ignores the clock, and must end in the time-limit error
//! with operations unlimited (so only the deadline can stop it), the session alive and
//! answering afterwards. Timing itself is never asserted (benchmarks measure speed); the
//! test only needs the error to arrive.

mod common;

use std::time::Duration;

use common::{err, ok, value};
use sandpy_executor::{ErrorKind, ExecutorBuilder, LocalSession};
use serde_json::json;

/// A session whose runs stop after half a second, with operations unlimited.
fn session() -> LocalSession {
    let mut s =
        ExecutorBuilder::new().timeout(Some(Duration::from_millis(500))).max_operations(None).authorized_imports(["*"]).build_session();
    ok(&mut s, "kept = 'yes'");
    s
}

/// `code` ends in the time-limit error and the session still answers.
fn times_out(s: &mut LocalSession, code: &str) {
    let e = err(s, code);
    assert_eq!(e.kind, ErrorKind::Limit, "{code}: {} {}", e.type_name, e.message);
    assert_eq!(e.type_name, "TimeoutError", "{code}: {}", e.message);
    assert_eq!(value(s, "kept"), json!("yes"));
    assert_eq!(value(s, "sum(range(10))"), json!(45));
}

#[test]
fn colliding_hashes_meet_the_deadline() {
    // Every key hashes to 0 (multiples of the hash modulus 2**61 - 1): each insertion
    // compares with all earlier keys, so 300,000 keys take hours.
    let mut s = session();
    // Built natively (a range with a big step), so that a loaded machine is unlikely to make the
    // set-up itself run past the short deadline.
    ok(&mut s, "keys = list(range(0, 300000 * (2**61 - 1), 2**61 - 1))");
    times_out(&mut s, "dict.fromkeys(keys)");
    times_out(&mut s, "set(keys)");
    times_out(&mut s, "{k: 1 for k in keys}");
    times_out(&mut s, "frozenset(keys)");
    // Small colliding tables still work (copies, comparisons, growth).
    ok(
        &mut s,
        "d = dict.fromkeys(keys[:300], 1)\nt = set(keys[:300])\nassert dict(d) == d and set(t) == t and len(t | set(keys[300:400])) == 400",
    );
}

#[test]
fn compiling_counts_against_the_deadline() {
    // A million statements take many seconds to compile: the deadline stops the compiler.
    let mut s = session();
    let source: String = (0..1_000_000).map(|i| format!("v{} = {}\n", i % 1000, i)).collect();
    times_out(&mut s, &source);
    let call = format!("def f(**k):\n    return len(k)\nf({})", (0..400_000).map(|i| format!("a{i}=1")).collect::<Vec<_>>().join(","));
    times_out(&mut s, &call);
}

#[test]
fn long_parameter_and_keyword_lists_compile_and_bind_in_linear_time() {
    // Duplicate checks and keyword binding used to compare every pair of names: 60,000
    // parameters passed by keyword took minutes. Linear, they finish far inside the limit.
    let mut s = ExecutorBuilder::new().timeout(Some(Duration::from_secs(20))).max_operations(None).build_session();
    let n = 60_000;
    let params = (0..n).map(|i| format!("a{i}")).collect::<Vec<_>>().join(", ");
    let keywords = (0..n).map(|i| format!("a{i}={i}")).collect::<Vec<_>>().join(", ");
    let code = format!(
        "def f({params}, *, k0=0, {kw_only}):\n    return a{last} + k0\nf({keywords})",
        kw_only = (1..n).map(|i| format!("k{i}={i}")).collect::<Vec<_>>().join(", "),
        last = n - 1
    );
    assert_eq!(value(&mut s, &code), json!(n - 1));
    let code = format!("def g():\n    global {params}\n    nonlocal_free = 1\n    return 1\ng()");
    assert_eq!(value(&mut s, &code), json!(1));
}

#[test]
fn big_integer_arithmetic_meets_the_deadline() {
    // Each of these is one num-bigint call of many seconds (or a quadratic algorithm of
    // minutes) when not split into charged steps.
    let mut s = session();
    ok(&mut s, "import math, random\nfrom fractions import Fraction\nrandom.seed(5)\nx = random.getrandbits(30_000_000)\nz = random.getrandbits(60_000_000)");
    times_out(&mut s, "x * x");
    times_out(&mut s, "x * (x >> 7)");
    times_out(&mut s, "z // x");
    times_out(&mut s, "divmod(z, x + 2)");
    times_out(&mut s, "z % (x >> 1)");
    times_out(&mut s, "z / (x * 3 >> 5)");
    times_out(&mut s, "math.isqrt(z)");
    times_out(&mut s, "7 ** 10_000_000");
    times_out(&mut s, "x ** 3");
    times_out(&mut s, "math.gcd(7**1_000_000, 5**1_300_000 + 2)");
    times_out(&mut s, "math.lcm(7**1_000_000, 5**1_300_000 + 2)");
    times_out(&mut s, "pow(7**300_000, -1, 10**750_000 + 1)");
    times_out(&mut s, "pow(3, 10**20_000, 10**30_000 + 1)");
    times_out(&mut s, "pow(x, x, z)");
    times_out(&mut s, "Fraction(7**1_000_000, 5**1_300_000 + 2)");
    times_out(&mut s, "math.factorial(3_000_000)");
    times_out(&mut s, "math.comb(20_000_000, 10_000_000)");
}

#[test]
fn decimal_work_meets_the_deadline() {
    let mut s = session();
    ok(&mut s, "from decimal import Decimal, getcontext, localcontext\nbig = '7' * 450_000");
    // Digit strings convert in charged halves (num-bigint's parse is quadratic: minutes).
    times_out(&mut s, "Decimal('7' * 20_000_000)");
    times_out(&mut s, "x = Decimal(big)\nfor _ in range(50):\n    str(x * x)");
    times_out(&mut s, "with localcontext() as c:\n    c.prec = 900_000\n    Decimal(2).ln()");
    times_out(&mut s, "with localcontext() as c:\n    c.prec = 900_000\n    Decimal(3).exp()");
    times_out(&mut s, "with localcontext() as c:\n    c.prec = 450_000\n    for _ in range(50):\n        Decimal(2).sqrt()");
    times_out(&mut s, "for _ in range(50):\n    Decimal(big + 'e-450000').as_integer_ratio()");
}

#[test]
fn regular_expressions_meet_the_deadline() {
    // Quadratic (or worse) work that fancy-regex did not count: sub-searches inside
    // look-arounds, atomic and possessive repeats per start position, back references.
    let mut s = session();
    ok(&mut s, "import re\na = 'a' * 200_000");
    for code in [
        r#"re.match(r"(?:(?![^z]*z)a)*", a)"#,
        r#"re.match(r"(?:(?=[^z]*$)a)*", a)"#,
        r#"re.search(r"(?>a*)b", a)"#,
        r#"re.search(r"a*+b", a)"#,
        r#"re.search(r"(?:a|aa)++b", a)"#,
        r#"re.search(r"(?<=a)a*b", a)"#,
        r#"re.search(r"(?<!b)a*c", a)"#,
        r#"re.search(r"(?=(a*))\1b", a)"#,
        r#"re.search(r"(a*)\1b", a)"#,
        r#"re.search(r"(.*)x\1", a)"#,
        r#"re.findall(r"(?=(a*b))", a)"#,
        r#"re.sub(r"(?<=a)(?=a*$)", "-", a)"#,
        r#"re.search(r"(a)?(?(1)a*b|c)", a)"#,
        r#"re.fullmatch(r"(?:a+)+(?!a)b", a[:30])"#,
        r#"re.search(r"\Ba*\Bb", a)"#,
    ] {
        times_out(&mut s, code);
    }
}
