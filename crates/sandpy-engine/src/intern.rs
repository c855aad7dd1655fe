//! Identifier interning. The compiler interns every name a code object uses, so the same
//! attribute name in two functions is one shared `Rc<str>`. Instance dictionaries then hold
//! the very key the code holds, and lookups by `Str` compare pointers before bytes.
//!
//! String constants made only of name characters (`"qty"`, `"status"`) are shared the same
//! way, as CPython interns them: a dict built from literal keys and a lookup with the same
//! literal elsewhere then meet on one object, found by pointer with its hash already cached.
//!
//! The tables are per thread (values are `Rc`) and bounded: long strings and strings past
//! the cap get a fresh allocation, which is still correct, only not shared.

use std::cell::RefCell;

use hashbrown::HashSet;

use std::rc::Rc;

use hashbrown::HashMap;

use crate::value::{PyStr, Str, Value};

/// Names longer than this are not interned (identifiers agents write are short).
const MAX_INTERNED_LEN: usize = 64;
/// Most names one thread keeps; a program inventing names without end cannot grow the
/// table past this.
const MAX_INTERNED: usize = 1 << 16;

// Per thread, not per session: pure caches of immutable strings (sharing them is invisible
// to code; a full table only stops interning).
thread_local! {
    static NAMES: RefCell<HashSet<Str>> = RefCell::new(HashSet::new());
    static STR_CONSTANTS: RefCell<HashMap<Box<str>, Rc<PyStr>>> = RefCell::new(HashMap::new());
}

/// The value of the string literal `s`: shared when it is made of name characters.
pub fn str_constant(s: &str) -> Value {
    if s.len() > MAX_INTERNED_LEN || !s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return Value::str(s);
    }
    STR_CONSTANTS
        .try_with(|table| {
            let mut table = table.borrow_mut();
            if let Some(shared) = table.get(s) {
                return Value::Str(shared.clone());
            }
            if table.len() >= MAX_INTERNED {
                return Value::str(s);
            }
            // Shared by every session on the thread: the thread's account pays.
            let shared = crate::heap::host_scope(|| Rc::new(PyStr::new(s.to_string())));
            table.insert(s.into(), shared.clone());
            Value::Str(shared)
        })
        .unwrap_or_else(|_| Value::str(s))
}

/// The shared `Str` for `name`.
pub fn intern(name: &str) -> Str {
    if name.len() > MAX_INTERNED_LEN {
        return name.into();
    }
    NAMES
        .try_with(|names| {
            let mut names = names.borrow_mut();
            if let Some(s) = names.get(name) {
                return s.clone();
            }
            let s: Str = name.into();
            if names.len() < MAX_INTERNED {
                names.insert(s.clone());
            }
            s
        })
        .unwrap_or_else(|_| name.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_name_same_allocation() {
        let a = intern("speed");
        let b = intern(&String::from("speed"));
        assert!(Rc::ptr_eq(&a, &b));
        assert_eq!(&*a, "speed");
    }

    #[test]
    fn name_like_string_constants_are_shared() {
        let (Value::Str(a), Value::Str(b)) = (str_constant("qty"), str_constant("qty")) else { panic!("not a str") };
        assert!(Rc::ptr_eq(&a, &b));
        let (Value::Str(c), Value::Str(d)) = (str_constant("two words"), str_constant("two words")) else { panic!("not a str") };
        assert!(!Rc::ptr_eq(&c, &d));
        assert_eq!(c.s, d.s);
    }

    #[test]
    fn long_names_are_not_shared_but_equal() {
        let long = "n".repeat(MAX_INTERNED_LEN + 1);
        let a = intern(&long);
        let b = intern(&long);
        assert!(!Rc::ptr_eq(&a, &b));
        assert_eq!(a, b);
    }
}
