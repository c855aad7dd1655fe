//! send_variables: JSON in, Python values inside, JSON back out.

mod common;

use common::{ok, session, value};
use serde_json::{json, Map};

fn vars(v: serde_json::Value) -> Map<String, serde_json::Value> {
    match v {
        serde_json::Value::Object(m) => m,
        _ => Map::new(),
    }
}

#[test]
fn variables_round_trip() {
    let mut s = session();
    let data = json!({
        "text": "héllo",
        "n": 42,
        "big": 18446744073709551615u64,
        "neg": -7,
        "x": 2.5,
        "flag": true,
        "nothing": null,
        "items": [1, "two", [3.0], {"four": 4}],
        "table": {"b": 1, "a": 2}
    });
    assert!(s.send_json_variables(vars(json!({ "data": data.clone() }))).is_ok());
    assert_eq!(value(&mut s, "data"), data);
    assert_eq!(s.get_json_variable("data"), Some(data));
    assert_eq!(s.get_json_variable("missing"), None);
}

#[test]
fn variables_are_ordinary_python_values() {
    let mut s = session();
    assert!(s.send_json_variables(vars(json!({ "d": {"b": 1, "a": 2}, "l": [3, 1, 2], "big": 18446744073709551615u64 }))).is_ok());
    assert_eq!(value(&mut s, "[type(d).__name__, type(l).__name__, type(big).__name__]"), json!(["dict", "list", "int"]));
    // Key order is preserved, lists are mutable, big ints are exact.
    assert_eq!(value(&mut s, "list(d)"), json!(["b", "a"]));
    assert_eq!(value(&mut s, "l.sort()\nl"), json!([1, 2, 3]));
    assert_eq!(ok(&mut s, "big + 1").output_repr, "18446744073709551616");
}

#[test]
fn variables_can_be_rebound_by_code_and_sent_again() {
    let mut s = session();
    assert!(s.send_json_variables(vars(json!({ "task": "first" }))).is_ok());
    assert_eq!(value(&mut s, "task = task + '!'\ntask"), json!("first!"));
    assert!(s.send_json_variables(vars(json!({ "task": "second" }))).is_ok());
    assert_eq!(value(&mut s, "task"), json!("second"));
}
