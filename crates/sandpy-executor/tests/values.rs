//! Values crossing the executor boundary as `HostValue`s: every kind the host knows comes
//! back exact, objects without a host form come back as stand-ins, host values go in as
//! real Python objects, and handles stay opaque to the code.

mod common;

use common::{ok, session};
use sandpy_executor::value::tagged::{from_tagged, to_tagged};
use sandpy_executor::HostValue;

fn out(code: &str) -> HostValue {
    ok(&mut session(), code).value
}

#[test]
fn builtin_data_comes_back_exact() {
    assert_eq!(out("(1, 'a', None)"), HostValue::Tuple(vec![1.into(), "a".into(), HostValue::None]));
    assert_eq!(out("b'\\x00ab'"), HostValue::Bytes(b"\0ab".to_vec()));
    assert_eq!(out("bytearray(b'x')"), HostValue::Bytes(b"x".to_vec()));
    assert_eq!(out("{3, 1}"), HostValue::Set(vec![1.into(), 3.into()]));
    assert_eq!(out("frozenset({2})"), HostValue::FrozenSet(vec![2.into()]));
    assert_eq!(out("{(1, 2): 'x'}"), HostValue::Dict(vec![(HostValue::Tuple(vec![1.into(), 2.into()]), "x".into())]));
    assert_eq!(out("2**100").to_plain(), None);
    assert_eq!(out("-(2**100)"), HostValue::BigInt("-1267650600228229401496703205376".parse().expect("int")));
    assert_eq!(out("1+2j"), HostValue::Complex { re: 1.0, im: 2.0 });
    assert!(matches!(out("float('nan')"), HostValue::Float(f) if f.is_nan()));
}

#[test]
fn dates_times_and_decimals_come_back_exact() {
    let v = out("import datetime\ndatetime.datetime(2024, 1, 2, 3, 4, 5, 6, tzinfo=datetime.timezone.utc)");
    assert_eq!(v, HostValue::DateTime("2024-01-02T03:04:05.000006+00:00".into()));
    assert_eq!(out("import datetime\ndatetime.date(2024, 2, 29)"), HostValue::Date("2024-02-29".into()));
    assert_eq!(out("import datetime\ndatetime.time(23, 59)"), HostValue::Time("23:59:00".into()));
    assert_eq!(
        out("import datetime\ndatetime.timedelta(days=-1, microseconds=5)"),
        HostValue::TimeDelta { days: -1, seconds: 0, microseconds: 5 }
    );
    let mut s = sandpy_executor::ExecutorBuilder::new().authorized_imports(["decimal"]).build_session();
    assert_eq!(ok(&mut s, "import decimal\ndecimal.Decimal('1.10')").value, HostValue::Decimal("1.10".into()));
}

#[test]
fn subclasses_of_builtin_containers_come_back_as_the_builtin() {
    let v = out("import collections\ncollections.Counter('aab')");
    assert_eq!(v, HostValue::Dict(vec![("a".into(), 2.into()), ("b".into(), 1.into())]));
    let v = out("import collections\nP = collections.namedtuple('P', 'x y')\nP(1, 2)");
    assert_eq!(v, HostValue::Tuple(vec![1.into(), 2.into()]));
}

#[test]
fn objects_without_a_host_form_come_back_as_stand_ins() {
    let v = out("class P:\n    def __repr__(self):\n        return 'P(1)'\n    def __str__(self):\n        return 'a P'\nP()");
    assert_eq!(v, HostValue::Foreign { type_name: "P".into(), repr: "P(1)".into(), str: "a P".into() });
    assert!(matches!(out("def f():\n    pass\nf"), HostValue::Foreign { type_name, .. } if type_name == "function"));
    let v = out("[ValueError('bad')]");
    assert_eq!(
        v,
        HostValue::List(vec![HostValue::Foreign { type_name: "ValueError".into(), repr: "ValueError('bad')".into(), str: "bad".into() }])
    );
}

#[test]
fn host_values_go_in_as_python_objects() {
    let mut s = session();
    let vars = vec![
        ("t".to_string(), HostValue::Tuple(vec![1.into(), HostValue::Set(vec!["x".into()])])),
        ("b".to_string(), HostValue::Bytes(vec![104, 105])),
        ("d".to_string(), HostValue::DateTime("2024-01-02T03:04:05+01:00".into())),
        ("td".to_string(), HostValue::TimeDelta { days: 1, seconds: 2, microseconds: 3 }),
        ("big".to_string(), HostValue::BigInt("123456789012345678901234567890".parse().expect("int"))),
        ("k".to_string(), HostValue::Dict(vec![(HostValue::Tuple(vec![1.into()]), "one".into())])),
    ];
    assert!(s.send_variables(vars).is_ok());
    let v = ok(&mut s, "[type(t).__name__, type(t[1]).__name__, b.decode(), d.utcoffset().seconds, td.days, big % 1000, k[(1,)]]").value;
    assert_eq!(v, HostValue::List(vec!["tuple".into(), "set".into(), "hi".into(), 3600.into(), 1.into(), 890.into(), "one".into()]));
}

#[test]
fn handles_are_opaque_to_the_code_and_come_back_as_themselves() {
    let mut s = session();
    assert!(s.send_variables(vec![("img".into(), HostValue::Handle { id: 7, type_name: "Image".into() })]).is_ok());
    assert_eq!(ok(&mut s, "repr(img)").value, "<sandpy handle #7 to a Image object>".into());
    assert_eq!(ok(&mut s, "[img, img]").value, HostValue::List(vec![HostValue::Handle { id: 7, type_name: "Image".into() }; 2]));
    // Code cannot read into it, nor forge one.
    assert!(s.run("img.__dict__['x']").is_err() || ok(&mut s, "len(img.__dict__)").value == 0.into());
    for forge in ["type(img)()", "type(img).__new__(type(img))", "object.__new__(type(img))", "import copy\ncopy.copy(img)"] {
        if let Ok(o) = s.run(forge) {
            assert!(!matches!(o.value, HostValue::Handle { id, .. } if id != 7), "{}: {:?}", forge, o.value);
        }
    }
}

#[test]
fn tagged_json_round_trips_what_the_engine_produces() {
    let v = out("import datetime\n{'a': (1, {2}), 'b': [b'x', 1+1j, datetime.date(2020, 1, 1)], 3: frozenset()}");
    assert_eq!(from_tagged(&to_tagged(&v)), Ok(v));
}

#[test]
fn builtin_types_cross_as_themselves() {
    assert_eq!(out("type(1)"), HostValue::BuiltinType("int".into()));
    assert_eq!(
        out("[str, ValueError]"),
        HostValue::List(vec![HostValue::BuiltinType("str".into()), HostValue::BuiltinType("ValueError".into())])
    );
    // A class the code defines is not a builtin type.
    assert!(matches!(out("class int2(int):\n    pass\nint2"), HostValue::Foreign { .. }));
    let mut s = session();
    assert!(s.send_variables(vec![("T".into(), HostValue::BuiltinType("dict".into()))]).is_ok());
    assert_eq!(ok(&mut s, "T is dict").value, HostValue::Bool(true));
}
