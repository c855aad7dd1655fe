//! Two sessions interleaved on one thread do not meet: for every stdlib module with state
//! (seeding and the entropy fallback of random and uuid, warnings filters, the decimal
//! context, calendar's first weekday, csv dialects, re and itertools classes, sys, os,
//! builtins…), what one session sees is the same whether or not another session on the
//! same thread changed that state between its steps. The sessions here have no host
//! entropy, so random and uuid run on their deterministic fallback.

use std::rc::Rc;

use sandpy_engine::{Interpreter, Limits};

/// Each step: what session A does (changing module state), then what session B does and
/// prints. B's prints must not depend on A.
const STEPS: &[(&str, &str)] = &[
    ("import random\nrandom.seed()\nrandom.seed()\nrandom.random()", "import random\nrandom.seed()\nprint(random.random())"),
    ("random.seed(1)\nrandom.random()", "print(random.random(), random.getrandbits(16))"),
    ("random.seed(2)\nrandom.shuffle([1, 2, 3])", "random.seed()\nprint(random.randrange(10**9))"),
    ("import uuid\nuuid.uuid4()\nuuid.uuid4()", "import uuid\nprint(uuid.uuid4())"),
    (
        "import warnings\nwarnings.simplefilter('error')\nwarnings.filterwarnings('ignore', message='x')",
        "import warnings\nwarnings.warn('careful')\nprint(len(warnings.filters))",
    ),
    (
        "import decimal\ndecimal.getcontext().prec = 5\ndecimal.getcontext().rounding = decimal.ROUND_DOWN",
        "import decimal\nprint(decimal.getcontext().prec, decimal.Decimal(2) / 3)",
    ),
    ("import calendar\ncalendar.setfirstweekday(6)", "import calendar\nprint(calendar.firstweekday())"),
    ("import csv\ncsv.register_dialect('semi', delimiter=';')", "import csv\nprint(csv.list_dialects())"),
    (
        "import re\nre.Pattern.leak = 1\nre.compile('a+')\nre.purge()",
        "import re\nprint(hasattr(re.Pattern, 'leak'), re.match('a+', 'aab').group())",
    ),
    (
        "import itertools\nitertools.count.leak = 1\nc = itertools.count(5)\nnext(c)",
        "import itertools\nc = itertools.count()\nprint(hasattr(itertools.count, 'leak'), next(c), next(c))",
    ),
    (
        "import collections, collections.abc\ncollections.deque.leak = 1\ncollections.abc.Sequence.register(int)",
        "import collections, collections.abc\nprint(hasattr(collections.deque, 'leak'), issubclass(int, collections.abc.Sequence))",
    ),
    ("import json\njson.dumps.leak = 1\njson.leak = 2", "import json\nprint(hasattr(json.dumps, 'leak'), hasattr(json, 'leak'))"),
    ("import math, string\nmath.pi = 3\nstring.digits = ''", "import math, string\nprint(math.pi, string.digits)"),
    ("import sys\nsys.leak = 1\nsys.argv.append('x')", "import sys\nprint(sys.getrecursionlimit(), hasattr(sys, 'leak'), sys.argv)"),
    ("import os\nos.environ['SANDPY_LEAK'] = '1'", "import os\nprint('SANDPY_LEAK' in os.environ)"),
    ("import builtins\nbuiltins.leak = 1", "try:\n    leak\n    print('leaked')\nexcept NameError:\n    print('apart')"),
    (
        "import functools\nfor f in (functools.reduce, functools.partial, functools.lru_cache):\n    try:\n        f.leak = 1\n    except AttributeError:\n        pass",
        "import functools\nprint([hasattr(f, 'leak') for f in (functools.reduce, functools.partial, functools.lru_cache)])",
    ),
    ("import time\ntime.leak = 1", "import time\nprint(hasattr(time, 'leak'))"),
];

/// A session that may import every module the engine has (the stand-ins too).
fn session() -> Interpreter {
    let mut it = Interpreter::new(Limits::default());
    it.vm.import_allowed = Some(Rc::new(|_: &str| true));
    it
}

fn run(it: &mut Interpreter, code: &str) -> String {
    if let Err(e) = it.run_snippet(code, "<step>") {
        panic!("{:?} failed:\n{}", code, e.render());
    }
    it.take_output()
}

#[test]
fn interleaved_sessions_on_one_thread_do_not_see_each_others_module_state() {
    let mut alone = session();
    let expected: Vec<String> = STEPS.iter().map(|(_, b)| run(&mut alone, b)).collect();
    drop(alone);

    let mut a = session();
    let mut b = session();
    for ((a_code, b_code), expected) in STEPS.iter().zip(&expected) {
        run(&mut a, a_code);
        assert_eq!(&run(&mut b, b_code), expected, "session B after session A ran {:?}", a_code);
    }
}

#[test]
fn a_session_started_after_another_sees_what_a_first_session_sees() {
    let mut first = session();
    let expected: Vec<String> = STEPS.iter().map(|(_, b)| run(&mut first, b)).collect();
    // `first` stays alive: the second session starts on a thread where one already ran
    // every step.
    let mut second = session();
    let got: Vec<String> = STEPS.iter().map(|(_, b)| run(&mut second, b)).collect();
    assert_eq!(got, expected);
}
