//! Instruction-count probe for module import cost in fresh sessions, for callgrind:
//! `valgrind --tool=callgrind target/release/examples/import_cost N "import json"` and
//! compare N=1 with N=11 (the difference / 10 is the steady-state cost of one fresh session
//! running the snippet, without the one-time compile of embedded module sources).

// Host-side probe: it may read its command line.
#![allow(clippy::disallowed_methods)]

use sandpy_engine::{Interpreter, Limits};

fn main() {
    let mut args = std::env::args().skip(1);
    let runs: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let code = args.next().unwrap_or_else(|| "import json, re, datetime, collections, math".into());
    for _ in 0..runs {
        let mut interp = Interpreter::new(Limits::default());
        let v = interp.run_snippet(&code, "<probe>");
        std::hint::black_box(v.is_ok());
    }
}
