//! Identifier interning. The compiler interns every name a code object uses, so the same
//! attribute name in two functions is one shared `Rc<str>`. Instance dictionaries then hold
//! the very key the code holds, and lookups by `Str` compare pointers before bytes.
//!
//! The table is per thread (values are `Rc`) and bounded: long names and names past the
//! cap get a fresh allocation, which is still correct, only not shared.

use std::cell::RefCell;

use hashbrown::HashSet;

use crate::value::Str;

/// Names longer than this are not interned (identifiers agents write are short).
const MAX_INTERNED_LEN: usize = 64;
/// Most names one thread keeps; a program inventing names without end cannot grow the
/// table past this.
const MAX_INTERNED: usize = 1 << 16;

thread_local! {
    static NAMES: RefCell<HashSet<Str>> = RefCell::new(HashSet::new());
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
    use std::rc::Rc;

    #[test]
    fn same_name_same_allocation() {
        let a = intern("speed");
        let b = intern(&String::from("speed"));
        assert!(Rc::ptr_eq(&a, &b));
        assert_eq!(&*a, "speed");
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
