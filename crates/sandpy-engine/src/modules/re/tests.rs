//! Limits: catastrophic patterns end in the operation-limit error instead of hanging, and
//! the translation handles what Python handles.

use crate::error::LimitKind;
use crate::modules::test_support::{limit_of, run_limited as run};

#[test]
fn catastrophic_backtracking_hits_the_operation_limit() {
    // Exponential for a backtracking engine: every split of the a's between the two
    // alternatives is tried before the negative look-ahead fails.
    let src = "import re\nprint(re.match(r'(?:a|a)+(?!b)$', 'a' * 40 + 'b'))\n";
    let (r, _) = run(src, Some(2_000_000));
    assert_eq!(limit_of(&r), Some(LimitKind::Operations), "{:?}", r);
}

#[test]
fn nested_quantifiers_without_backtracking_features_stay_linear() {
    // `(a+)+$` needs no backtracking engine: it runs on the automata, in linear time.
    let src = "import re\nprint(re.match(r'(a+)+$', 'a' * 40 + 'b'))\nprint(re.match(r'(a+)+$', 'a' * 5).span())\n";
    let (r, out) = run(src, Some(1_000_000));
    assert!(r.is_ok(), "{:?}", r);
    assert_eq!(out, "None\n(0, 5)\n");
}

#[test]
fn long_subjects_charge_the_budget() {
    // Scanning 40 MB in many searches must run out of a small budget.
    let src = "import re\ns = 'x' * 1_000_000\nfor _ in range(40):\n    re.findall('y', s)\n";
    let (r, _) = run(src, Some(200_000));
    assert_eq!(limit_of(&r), Some(LimitKind::Operations), "{:?}", r);
}

#[test]
fn translations_compile() {
    use super::engine::Compiled;
    use super::engine::PatternText;
    for p in [
        r"(?=a)*b",
        r"(?i)[^a-c\W]+",
        r"(?a)\b\w+\b",
        r"(?x) a b # c",
        r"(?P<x>a)(?P=x)(?(x)y|z)",
        r"a{,3}b{2,}?c{3}+",
        r"[\d\s\w-]",
        r"\ud800",
        r"[\ud800-\udfff]",
        r"(?s:.)(?m:^$)",
    ] {
        if let Err(e) = Compiled::new(PatternText::Str(p.to_string()), 0) {
            match e {
                super::engine::CompileError::Parse(pe) => panic!("{}: {:?}", p, pe),
                super::engine::CompileError::Engine(m) => panic!("{}: {}", p, m),
            }
        }
    }
    assert!(Compiled::new(PatternText::Bytes(b"\\xff[\\x80-\\xfe]\\w".to_vec()), 0).is_ok());
}
