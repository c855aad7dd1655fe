//! Runtime support for `match` statements: class, mapping and sequence patterns.

use super::Vm;
use crate::error::{PyErr, PyResult};
use crate::value::{BaseKind, Value};

impl Vm {
    /// `case Cls(p1, p2, k=p3)`: the attributes to match, or None when the subject is not
    /// an instance of `cls`.
    pub fn match_class(&mut self, subject: &Value, cls: &Value, npos: usize, names: &Value) -> PyResult<Value> {
        let Value::Type(t) = cls else {
            return Err(PyErr::type_error("called match pattern must be a class"));
        };
        if !self.type_of(subject).is_subtype(t) {
            return Ok(Value::None);
        }
        let mut out = Vec::new();
        if npos > 0 {
            // Builtins like int(x) match the subject itself.
            let self_matching = t.is_builtin
                && matches!(
                    t.base_kind,
                    BaseKind::Int | BaseKind::Float | BaseKind::Str | BaseKind::List | BaseKind::Dict | BaseKind::Tuple | BaseKind::Set
                )
                || ["bool", "bytes", "bytearray", "frozenset"].contains(&&*t.name);
            if self_matching {
                if npos > 1 {
                    return Err(PyErr::type_error(format!("{}() accepts 1 positional sub-pattern ({} given)", t.name, npos)));
                }
                out.push(subject.clone());
            } else {
                let match_args = match t.lookup("__match_args__") {
                    Some(Value::Tuple(m)) => m.items.to_vec(),
                    Some(_) => return Err(PyErr::type_error(format!("{}.__match_args__ must be a tuple", t.name))),
                    None => Vec::new(),
                };
                if npos > match_args.len() {
                    return Err(PyErr::type_error(format!(
                        "{}() accepts {} positional sub-pattern{} ({} given)",
                        t.name,
                        match_args.len(),
                        if match_args.len() == 1 { "" } else { "s" },
                        npos
                    )));
                }
                for name in &match_args[..npos] {
                    let n = name.as_str().unwrap_or("").to_string();
                    match self.get_attr(subject, &n) {
                        Ok(v) => out.push(v),
                        Err(e) if self.error_is(&e, crate::error::ExcKind::AttributeError) => return Ok(Value::None),
                        Err(e) => return Err(e),
                    }
                }
            }
        }
        if let Value::Tuple(kw) = names {
            for name in kw.items.iter() {
                let n = name.as_str().unwrap_or("").to_string();
                match self.get_attr(subject, &n) {
                    Ok(v) => out.push(v),
                    Err(e) if self.error_is(&e, crate::error::ExcKind::AttributeError) => return Ok(Value::None),
                    Err(e) => return Err(e),
                }
            }
        }
        Ok(Value::tuple(out))
    }

    pub fn is_mapping(&self, v: &Value) -> bool {
        match v {
            Value::Dict(_) => true,
            Value::Instance(inst) => {
                matches!(&*inst.base_value.borrow(), Value::Dict(_))
                    || inst.class.lookup("keys").is_some() && inst.class.lookup("__getitem__").is_some()
            }
            _ => false,
        }
    }

    pub fn is_match_sequence(&self, v: &Value) -> bool {
        match v {
            Value::List(_) | Value::Tuple(_) | Value::Range(_) => true,
            Value::Instance(inst) => matches!(&*inst.base_value.borrow(), Value::List(_) | Value::Tuple(_)),
            _ => false,
        }
    }

    /// Values for `keys` in the mapping `subject`, or None if any key is missing.
    pub fn match_keys(&mut self, subject: &Value, keys: &Value) -> PyResult<Value> {
        let Value::Tuple(keys) = keys else { return Ok(Value::None) };
        let mut out = Vec::with_capacity(keys.items.len());
        for k in keys.items.iter() {
            let found = match subject {
                Value::Dict(d) => self.dict_get(d, k)?,
                other => {
                    let get = self.get_attr(other, "get")?;
                    let marker = Value::tuple(vec![]);
                    let v = self.call(&get, &[k.clone(), marker.clone()], &[])?;
                    if v.is(&marker) {
                        None
                    } else {
                        Some(v)
                    }
                }
            };
            match found {
                Some(v) => out.push(v),
                None => return Ok(Value::None),
            }
        }
        Ok(Value::tuple(out))
    }

    /// `{**rest}` of a mapping pattern: a dict of the keys not matched.
    pub fn copy_dict_without(&mut self, subject: &Value, keys: &Value) -> PyResult<Value> {
        let items = self.mapping_items(subject)?;
        let skip: Vec<Value> = match keys {
            Value::Tuple(t) => t.items.to_vec(),
            _ => Vec::new(),
        };
        let mut kept = Vec::new();
        'outer: for (k, v) in items {
            for s in &skip {
                if self.eq(&k, s)? {
                    continue 'outer;
                }
            }
            kept.push((k, v));
        }
        self.new_dict(kept)
    }
}
