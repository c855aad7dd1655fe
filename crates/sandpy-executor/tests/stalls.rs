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
    ok(&mut s, "keys = [i * (2**61 - 1) for i in range(300000)]");
    times_out(&mut s, "dict.fromkeys(keys)");
    times_out(&mut s, "set(keys)");
    times_out(&mut s, "{k: 1 for k in keys}");
    times_out(&mut s, "frozenset(keys)");
    // Tables built over several runs (each under the deadline) copy, compare and merge
    // under it too.
    ok(&mut s, "d = {}\nfor k in keys[:1000]:\n    d[k] = 1\nt = set(keys[:1000])");
    ok(&mut s, "d2 = dict(d); t2 = set(t); assert d2 == d and t2 == t");
    times_out(&mut s, "for k in keys[1000:]:\n    t.add(k)");
    times_out(&mut s, "for k in keys[1000:]:\n    d[k] = 1");
}
