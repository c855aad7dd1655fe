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

#[test]
fn calls_are_charged_even_without_loops() {
    // Recursion runs no loop back edge: every call is charged the instructions of its code
    // (about 15 here), so fib(25)'s ~243,000 calls pass a million operations and fib(18)'s
    // ~8,400 calls stay well under.
    let fib = "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n";
    let (r, _) = run(&format!("{fib}fib(25)\n"), 1_000_000);
    assert_eq!(limit_of(&r), Some(LimitKind::Operations));
    let (r, out) = run(&format!("{fib}print(fib(18))\n"), 1_000_000);
    assert!(r.is_ok(), "{:?}", limit_of(&r));
    assert_eq!(out, "2584\n");
}

#[test]
fn each_loop_iteration_is_charged_its_body() {
    // A body of a dozen instructions: 100,000 iterations cost over a million operations,
    // 10,000 iterations far less.
    let body = |n: u32| format!("t = 0\nfor i in range({n}):\n    t = t + i * 2 - 1\nprint(t > 0)\n");
    let (r, _) = run(&body(100_000), 1_000_000);
    assert_eq!(limit_of(&r), Some(LimitKind::Operations));
    let (r, out) = run(&body(10_000), 1_000_000);
    assert!(r.is_ok(), "{:?}", limit_of(&r));
    assert_eq!(out, "True\n");
}

#[test]
fn generators_resumed_by_a_for_loop_are_charged() {
    // The generator runs inline in the consuming loop; its own back edge and each resume
    // are charged.
    let program = "def gen():\n    while True:\n        yield 1\nfor x in gen():\n    pass\n";
    let (r, _) = run(program, 1_000_000);
    assert_eq!(limit_of(&r), Some(LimitKind::Operations));
}
