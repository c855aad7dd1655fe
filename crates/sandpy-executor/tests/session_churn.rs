//! Sessions made and dropped one after another in one process give their memory back: the
//! process's resident memory stays flat over 1,000 of them (issue 15). Each session leaves
//! reference cycles, a self-referencing dict, imported modules and a compiled regex behind;
//! all of it must go with the session. Alone in its test binary so that no other test's
//! allocations move the figure.

mod common;

use common::value;
use sandpy_executor::ExecutorBuilder;
use serde_json::json;

/// Resident memory of this process in KiB (`VmRSS` of /proc/self/status).
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("read /proc/self/status");
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).expect("VmRSS line");
    line.split_whitespace().nth(1).and_then(|n| n.parse().ok()).expect("VmRSS value")
}

/// One session's life: what an agent step leaves in a session, then the session goes.
fn one_session() {
    let mut s = ExecutorBuilder::new().authorized_imports(["json", "re", "collections"]).build_session();
    let code = "import json, re, collections
class Node:
    def __init__(self, other=None):
        self.other = other
for i in range(1000):
    a = Node(); b = Node(a); a.other = b
d = {str(i): [i] * 10 for i in range(200)}
d['self'] = d
def f():
    return f
words = collections.Counter(re.findall(r'[a-z]+', 'the cat and the hat ' * 20))
len(json.dumps(d['7'])) + words['the']";
    assert_eq!(value(&mut s, code), json!(70));
}

#[test]
fn a_thousand_sessions_made_and_dropped_keep_the_process_memory_flat() {
    // Warm-up: the allocator's pools and the thread's shared objects (builtins, interned
    // names, cached module code) reach their steady size.
    for _ in 0..50 {
        one_session();
    }
    let before = rss_kib();
    for _ in 0..1000 {
        one_session();
    }
    let after = rss_kib();
    // A session's leftovers are about 1 MB; kept, 1,000 of them would be a gigabyte.
    assert!(after < before + 16 * 1024, "resident memory grew from {} KiB to {} KiB over 1,000 sessions", before, after);
}
