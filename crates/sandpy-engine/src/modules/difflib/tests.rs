//! Limits: quadratic matching over huge inputs ends in the operation-limit error, and
//! ordinary diffs stay well within a modest budget.

use crate::error::LimitKind;
use crate::modules::test_support::{limit_of, run_limited as run};

#[test]
fn quadratic_matching_hits_the_operation_limit() {
    // Without autojunk every 'a' of b is a candidate for every 'a' of a: ~10^9 steps.
    let src = "import difflib\na = 'a' * 40000\nprint(difflib.SequenceMatcher(None, a, a + 'b', autojunk=False).ratio())\n";
    let (r, _) = run(src, Some(5_000_000));
    assert_eq!(limit_of(&r), Some(LimitKind::Operations), "{:?}", r);
}

#[test]
fn repeated_searches_over_a_long_b_are_charged() {
    let src = "import difflib\ns = difflib.SequenceMatcher(None, 'x' * 100000, 'x' * 100000, autojunk=False)\nfor _ in range(100):\n    s.find_longest_match(0, 1000, 0, 100000)\n";
    let (r, _) = run(src, Some(5_000_000));
    assert_eq!(limit_of(&r), Some(LimitKind::Operations), "{:?}", r);
}

#[test]
fn a_small_diff_runs_within_a_small_budget() {
    let src = "import difflib\na = ['line %d\\n' % i for i in range(200)]\nb = a[:50] + ['new\\n'] + a[60:]\nprint(len(list(difflib.unified_diff(a, b))))\n";
    let (r, out) = run(src, Some(1_000_000));
    assert!(r.is_ok(), "{:?}", r);
    assert_eq!(out, "20\n");
}
