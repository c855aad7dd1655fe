//! How natives are charged against the operation limit: work that grows with the input is
//! charged by size, constant-time container methods are not (appending n items must cost
//! O(n) operations, not O(n²)).

use sandpy_engine::error::LimitKind;
use sandpy_engine::{Interpreter, Limits, RunError};

fn run(source: &str, max_operations: u64) -> (Result<(), RunError>, String) {
    let mut it = Interpreter::new(Limits { max_operations: Some(max_operations), ..Limits::default() });
    let r = it.run_program(source, "<test>");
    (r, it.take_output())
}

fn limit_of(r: &Result<(), RunError>) -> Option<LimitKind> {
    match r {
        Err(RunError::Runtime(rep)) => rep.limit,
        _ => None,
    }
}

#[test]
fn appending_to_a_growing_list_is_linear() {
    let program = "
out = []
groups = {}
seen = set()
for i in range(200000):
    out.append(i)
    groups.setdefault(i % 3, []).append(i)
    seen.add(i)
    last = groups.get(0)
print(len(out), len(groups[0]), len(seen), len(last))
";
    // About 30 operations per iteration: 6M in all, under smolagents' default 10M.
    let (r, out) = run(program, 10_000_000);
    assert!(r.is_ok(), "{:?}", limit_of(&r));
    assert_eq!(out, "200000 66667 200000 66667\n");
}

#[test]
fn sorting_a_big_list_is_still_charged_by_size() {
    // 200 sorts of 100,000 items in a loop of a few hundred bytecodes: the size charge
    // (items / 64 per input and output) is what stops it.
    let program = "
big = list(range(100000))
for _ in range(200):
    s = sorted(big)
";
    let (r, _) = run(program, 500_000);
    assert_eq!(limit_of(&r), Some(LimitKind::Operations));
}
