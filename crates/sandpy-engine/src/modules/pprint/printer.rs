//! The pretty printer's layout (`PrettyPrinter._format` and its per-type helpers): an
//! object whose repr does not fit in the remaining width is split over lines, one item
//! per line (or packed with `compact`), dict items as `key: value`, long strings and bytes
//! as implicitly concatenated pieces.

use super::safe::{base, ctx_key, dict_items, kind, recursion_marker, safe_repr, safe_sort, CollectionReprs, Context, Kind};
use crate::error::PyResult;
use crate::text::predicates::is_space;
use crate::value::Value;
use crate::vm::Vm;

pub struct Printer {
    pub indent_per_level: i64,
    pub width: i64,
    /// `depth` (None or 0: unlimited).
    pub depth: Option<i64>,
    pub compact: bool,
    pub sort_dicts: bool,
    pub underscore_numbers: bool,
    pub colls: CollectionReprs,
    /// A subclass's own `format` method (bound), called for every repr.
    pub custom_format: Option<Value>,
    pub readable: bool,
    pub recursive: bool,
    pub out: String,
}

fn clen(s: &str) -> i64 {
    s.chars().count() as i64
}

fn spaces(n: i64) -> String {
    " ".repeat(usize::try_from(n).unwrap_or(0))
}

impl Printer {
    /// `self.format(obj, context, maxlevels, level)`: the custom method or `_safe_repr`.
    pub fn format_child(
        &self,
        vm: &mut Vm,
        obj: &Value,
        ctx: &mut Context,
        maxlevels: Option<i64>,
        level: i64,
    ) -> PyResult<(String, bool, bool)> {
        vm.enter_recursion("")?;
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.format_child_inner(vm, obj, ctx, maxlevels, level));
        vm.recursion_depth = vm.recursion_depth.saturating_sub(1);
        r
    }

    fn format_child_inner(
        &self,
        vm: &mut Vm,
        obj: &Value,
        ctx: &mut Context,
        maxlevels: Option<i64>,
        level: i64,
    ) -> PyResult<(String, bool, bool)> {
        vm.charge(1)?;
        let Some(f) = &self.custom_format else {
            return safe_repr(vm, self, obj, ctx, maxlevels, level);
        };
        let pairs: Vec<(Value, Value)> = ctx.iter().map(|k| (Value::Int(*k as i64), Value::Int(1))).collect();
        let ctx_dict = vm.new_dict(pairs)?;
        let maxlevels_v = maxlevels.map(Value::Int).unwrap_or(Value::None);
        let r = vm.call(f, &[obj.clone(), ctx_dict, maxlevels_v, Value::Int(level)], &[])?;
        let parts = vm.collect_iterable(&r)?;
        match parts.as_slice() {
            [s, readable, recursive] => {
                let s = vm.str_of(s)?;
                Ok((s, vm.truthy(readable)?, vm.truthy(recursive)?))
            }
            _ => Err(crate::error::PyErr::value_error(format!("too many values to unpack (expected 3, got {})", parts.len()))),
        }
    }

    /// `self._repr(obj, context, level)`: the one-line repr, recording the flags.
    fn repr(&mut self, vm: &mut Vm, obj: &Value, ctx: &Context, level: i64) -> PyResult<String> {
        let mut copy = ctx.clone();
        let (s, readable, recursive) = self.format_child(vm, obj, &mut copy, self.depth, level)?;
        if !readable {
            self.readable = false;
        }
        if recursive {
            self.recursive = true;
        }
        Ok(s)
    }

    fn write(&mut self, vm: &Vm, s: &str) -> PyResult<()> {
        vm.check_alloc(self.out.len().saturating_add(s.len()))?;
        self.out.push_str(s);
        Ok(())
    }

    /// `self._format(obj, stream, indent, allowance, context, level)`.
    pub fn format(&mut self, vm: &mut Vm, obj: &Value, indent: i64, allowance: i64, ctx: &mut Context, level: i64) -> PyResult<()> {
        vm.enter_recursion("")?;
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.format_inner(vm, obj, indent, allowance, ctx, level));
        vm.recursion_depth = vm.recursion_depth.saturating_sub(1);
        r
    }

    fn format_inner(&mut self, vm: &mut Vm, obj: &Value, indent: i64, allowance: i64, ctx: &mut Context, level: i64) -> PyResult<()> {
        let key = ctx_key(obj);
        if key.is_some_and(|k| ctx.contains(&k)) {
            let marker = recursion_marker(vm, obj);
            self.write(vm, &marker)?;
            self.recursive = true;
            self.readable = false;
            return Ok(());
        }
        let rep = self.repr(vm, obj, ctx, level)?;
        let max_width = self.width.saturating_sub(indent).saturating_sub(allowance);
        if clen(&rep) > max_width {
            let k = kind(vm, &self.colls, obj);
            if k != Kind::Other {
                if let Some(id) = key {
                    ctx.insert(id);
                }
                let r = self.dispatch(vm, k, obj, indent, allowance, ctx, level + 1);
                if let Some(id) = key {
                    ctx.remove(&id);
                }
                return r;
            }
            if let Some(items) = dataclass_items(vm, obj)? {
                if let Some(id) = key {
                    ctx.insert(id);
                }
                let r = self.pprint_dataclass(vm, obj, items, indent, allowance, ctx, level + 1);
                if let Some(id) = key {
                    ctx.remove(&id);
                }
                return r;
            }
        }
        self.write(vm, &rep)
    }

    #[allow(clippy::too_many_arguments)]
    fn dispatch(&mut self, vm: &mut Vm, k: Kind, obj: &Value, indent: i64, allowance: i64, ctx: &mut Context, level: i64) -> PyResult<()> {
        match k {
            Kind::Dict => self.pprint_dict(vm, obj, indent, allowance, ctx, level),
            Kind::List => {
                let items = match base(obj) {
                    Value::List(l) => l.items.borrow().clone(),
                    _ => Vec::new(),
                };
                self.write(vm, "[")?;
                self.format_items(vm, &items, indent, allowance + 1, ctx, level)?;
                self.write(vm, "]")
            }
            Kind::Tuple => {
                let items = match base(obj) {
                    Value::Tuple(t) => t.items.to_vec(),
                    _ => Vec::new(),
                };
                let end = if items.len() == 1 { ",)" } else { ")" };
                self.write(vm, "(")?;
                self.format_items(vm, &items, indent, allowance + clen(end), ctx, level)?;
                self.write(vm, end)
            }
            Kind::Set | Kind::FrozenSet => self.pprint_set(vm, obj, indent, allowance, ctx, level),
            Kind::Str => self.pprint_str(vm, obj, indent, allowance, level),
            Kind::Bytes => {
                let data = match base(obj) {
                    Value::Bytes(b) => b.data.to_vec(),
                    _ => Vec::new(),
                };
                self.pprint_bytes(vm, obj, &data, indent, allowance, level)
            }
            Kind::ByteArray => {
                let data = match base(obj) {
                    Value::ByteArray(b) => b.borrow().clone(),
                    _ => Vec::new(),
                };
                let as_bytes = crate::types::bytes::make_bytes(data.clone());
                self.write(vm, "bytearray(")?;
                self.pprint_bytes(vm, &as_bytes, &data, indent + 10, allowance + 1, level + 1)?;
                self.write(vm, ")")
            }
            Kind::OrderedDict => {
                if vm.len_of(obj)? == 0 {
                    let r = vm.repr_of(obj)?;
                    return self.write(vm, &r);
                }
                let name = vm.type_name(obj);
                let items_fn = vm.get_attr(obj, "items")?;
                let items_view = vm.call(&items_fn, &[], &[])?;
                let items = Value::list(vm.collect_iterable(&items_view)?);
                self.write(vm, &format!("{}(", name))?;
                self.format(vm, &items, indent + clen(&name) + 1, allowance + 1, ctx, level)?;
                self.write(vm, ")")
            }
            Kind::DefaultDict => {
                if vm.len_of(obj)? == 0 {
                    let r = vm.repr_of(obj)?;
                    return self.write(vm, &r);
                }
                let factory = vm.get_attr(obj, "default_factory")?;
                let rdf = self.repr(vm, &factory, ctx, level)?;
                let name = vm.type_name(obj);
                let indent = indent + clen(&name) + 1;
                self.write(vm, &format!("{}({},\n{}", name, rdf, spaces(indent)))?;
                self.pprint_dict(vm, obj, indent, allowance + 1, ctx, level)?;
                self.write(vm, ")")
            }
            Kind::Counter => {
                if vm.len_of(obj)? == 0 {
                    let r = vm.repr_of(obj)?;
                    return self.write(vm, &r);
                }
                let name = vm.type_name(obj);
                self.write(vm, &format!("{}({{", name))?;
                if self.indent_per_level > 1 {
                    self.write(vm, &spaces(self.indent_per_level - 1))?;
                }
                let mc = vm.get_attr(obj, "most_common")?;
                let pairs = vm.call(&mc, &[], &[])?;
                let mut items = Vec::new();
                for pair in vm.collect_iterable(&pairs)? {
                    let kv = vm.collect_iterable(&pair)?;
                    if let [k, v] = kv.as_slice() {
                        items.push((k.clone(), v.clone()));
                    }
                }
                self.format_dict_items(vm, &items, indent + clen(&name) + 1, allowance + 2, ctx, level)?;
                self.write(vm, "})")
            }
            Kind::ChainMap => {
                let maps_v = vm.get_attr(obj, "maps")?;
                let maps = vm.collect_iterable(&maps_v)?;
                if maps.is_empty() {
                    let r = vm.repr_of(obj)?;
                    return self.write(vm, &r);
                }
                let name = vm.type_name(obj);
                self.write(vm, &format!("{}(", name))?;
                let indent = indent + clen(&name) + 1;
                let last = maps.len() - 1;
                for (i, m) in maps.iter().enumerate() {
                    if i == last {
                        self.format(vm, m, indent, allowance + 1, ctx, level)?;
                        self.write(vm, ")")?;
                    } else {
                        self.format(vm, m, indent, 1, ctx, level)?;
                        self.write(vm, &format!(",\n{}", spaces(indent)))?;
                    }
                }
                Ok(())
            }
            Kind::Deque => {
                if vm.len_of(obj)? == 0 {
                    let r = vm.repr_of(obj)?;
                    return self.write(vm, &r);
                }
                let name = vm.type_name(obj);
                self.write(vm, &format!("{}([", name))?;
                let indent = indent + clen(&name) + 1;
                let items = vm.collect_iterable(obj)?;
                let maxlen = vm.get_attr(obj, "maxlen")?;
                if maxlen.is_none() {
                    self.format_items(vm, &items, indent, allowance + 2, ctx, level)?;
                    self.write(vm, "])")
                } else {
                    self.format_items(vm, &items, indent, 2, ctx, level)?;
                    let rml = self.repr(vm, &maxlen, ctx, level)?;
                    self.write(vm, &format!("],\n{}maxlen={})", spaces(indent), rml))
                }
            }
            Kind::UserDict | Kind::UserList | Kind::UserString => {
                let data = vm.get_attr(obj, "data")?;
                self.format(vm, &data, indent, allowance, ctx, level - 1)
            }
            Kind::Other => {
                let r = vm.repr_of(obj)?;
                self.write(vm, &r)
            }
        }
    }

    fn pprint_dict(&mut self, vm: &mut Vm, obj: &Value, indent: i64, allowance: i64, ctx: &mut Context, level: i64) -> PyResult<()> {
        self.write(vm, "{")?;
        if self.indent_per_level > 1 {
            self.write(vm, &spaces(self.indent_per_level - 1))?;
        }
        let items = dict_items(vm, self, obj)?;
        if !items.is_empty() {
            self.format_dict_items(vm, &items, indent, allowance + 1, ctx, level)?;
        }
        self.write(vm, "}")
    }

    fn format_dict_items(
        &mut self,
        vm: &mut Vm,
        items: &[(Value, Value)],
        indent: i64,
        allowance: i64,
        ctx: &mut Context,
        level: i64,
    ) -> PyResult<()> {
        let indent = indent + self.indent_per_level;
        let delim = format!(",\n{}", spaces(indent));
        let last = items.len().saturating_sub(1);
        for (i, (k, v)) in items.iter().enumerate() {
            let rep = self.repr(vm, k, ctx, level)?;
            self.write(vm, &rep)?;
            self.write(vm, ": ")?;
            self.format(vm, v, indent + clen(&rep) + 2, if i == last { allowance } else { 1 }, ctx, level)?;
            if i != last {
                self.write(vm, &delim)?;
            }
        }
        Ok(())
    }

    fn format_items(&mut self, vm: &mut Vm, items: &[Value], indent: i64, allowance: i64, ctx: &mut Context, level: i64) -> PyResult<()> {
        let indent = indent + self.indent_per_level;
        if self.indent_per_level > 1 {
            self.write(vm, &spaces(self.indent_per_level - 1))?;
        }
        let delimnl = format!(",\n{}", spaces(indent));
        let mut delim = String::new();
        let mut max_width = self.width - indent + 1;
        let mut width = max_width;
        for (i, ent) in items.iter().enumerate() {
            let last = i + 1 == items.len();
            if last {
                max_width -= allowance;
                width -= allowance;
            }
            if self.compact {
                let rep = self.repr(vm, ent, ctx, level)?;
                let w = clen(&rep) + 2;
                if width < w {
                    width = max_width;
                    if !delim.is_empty() {
                        delim = delimnl.clone();
                    }
                }
                if width >= w {
                    width -= w;
                    self.write(vm, &delim)?;
                    delim = ", ".into();
                    self.write(vm, &rep)?;
                    continue;
                }
            }
            self.write(vm, &delim)?;
            delim = delimnl.clone();
            self.format(vm, ent, indent, if last { allowance } else { 1 }, ctx, level)?;
        }
        Ok(())
    }

    fn pprint_set(&mut self, vm: &mut Vm, obj: &Value, indent: i64, allowance: i64, ctx: &mut Context, level: i64) -> PyResult<()> {
        let items: Vec<Value> = match base(obj) {
            Value::Set(s) | Value::FrozenSet(s) => s.store.borrow().keys(),
            _ => Vec::new(),
        };
        if items.is_empty() {
            let r = vm.repr_of(obj)?;
            return self.write(vm, &r);
        }
        let (indent, end) = if matches!(obj, Value::Set(_)) {
            self.write(vm, "{")?;
            (indent, "}")
        } else {
            let name = vm.type_name(obj);
            self.write(vm, &format!("{}({{", name))?;
            (indent + clen(&name) + 1, "})")
        };
        let sorted = safe_sort(vm, items, |v: &Value| v.clone())?;
        self.format_items(vm, &sorted, indent, allowance + clen(end), ctx, level)?;
        self.write(vm, end)
    }

    fn pprint_str(&mut self, vm: &mut Vm, obj: &Value, indent: i64, allowance: i64, level: i64) -> PyResult<()> {
        let text = match base(obj) {
            Value::Str(s) => s.s.clone(),
            _ => String::new(),
        };
        if text.is_empty() {
            let r = vm.repr_of(obj)?;
            return self.write(vm, &r);
        }
        crate::types::bytes::charge_bytes(vm, text.len())?;
        let (indent, allowance) = if level == 1 { (indent + 1, allowance + 1) } else { (indent, allowance) };
        let max_width = self.width - indent;
        let mut max_width1 = max_width;
        let lines = crate::text::split::splitlines(&text, true);
        let mut chunks: Vec<String> = Vec::new();
        let repr = crate::text::repr::str_repr;
        for (i, line) in lines.iter().enumerate() {
            let last_line = i + 1 == lines.len();
            let rep = repr(line);
            if last_line {
                max_width1 -= allowance;
            }
            if clen(&rep) <= max_width1 {
                chunks.push(rep);
                continue;
            }
            // Runs of non-space followed by space, joined while their repr fits.
            let parts = word_parts(line);
            let mut max_width2 = max_width;
            let mut current = String::new();
            for (j, part) in parts.iter().enumerate() {
                let candidate = format!("{}{}", current, part);
                if j + 1 == parts.len() && last_line {
                    max_width2 -= allowance;
                }
                if clen(&repr(&candidate)) > max_width2 {
                    if !current.is_empty() {
                        chunks.push(repr(&current));
                    }
                    current = (*part).to_string();
                } else {
                    current = candidate;
                }
                vm.charge(1)?;
            }
            if !current.is_empty() {
                chunks.push(repr(&current));
            }
        }
        if chunks.len() == 1 {
            let whole = repr(lines.last().copied().unwrap_or(""));
            return self.write(vm, &whole);
        }
        if level == 1 {
            self.write(vm, "(")?;
        }
        let sep = format!("\n{}", spaces(indent));
        for (i, c) in chunks.iter().enumerate() {
            if i > 0 {
                self.write(vm, &sep)?;
            }
            self.write(vm, c)?;
        }
        if level == 1 {
            self.write(vm, ")")?;
        }
        Ok(())
    }

    fn pprint_bytes(&mut self, vm: &mut Vm, obj: &Value, data: &[u8], indent: i64, allowance: i64, level: i64) -> PyResult<()> {
        if data.len() <= 4 {
            let r = vm.repr_of(obj)?;
            return self.write(vm, &r);
        }
        crate::types::bytes::charge_bytes(vm, data.len())?;
        let parens = level == 1;
        let (indent, allowance) = if parens { (indent + 1, allowance + 1) } else { (indent, allowance) };
        if parens {
            self.write(vm, "(")?;
        }
        let repr = crate::text::repr::bytes_repr;
        let mut width = self.width - indent;
        let last = data.len() / 4 * 4;
        let mut pieces: Vec<String> = Vec::new();
        let mut current: Vec<u8> = Vec::new();
        for (n, part) in data.chunks(4).enumerate() {
            let mut candidate = current.clone();
            candidate.extend_from_slice(part);
            if n * 4 == last {
                width -= allowance;
            }
            if clen(&repr(&candidate)) > width {
                if !current.is_empty() {
                    pieces.push(repr(&current));
                }
                current = part.to_vec();
            } else {
                current = candidate;
            }
        }
        if !current.is_empty() {
            pieces.push(repr(&current));
        }
        let sep = format!("\n{}", spaces(indent));
        for (i, p) in pieces.iter().enumerate() {
            if i > 0 {
                self.write(vm, &sep)?;
            }
            self.write(vm, p)?;
        }
        if parens {
            self.write(vm, ")")?;
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn pprint_dataclass(
        &mut self,
        vm: &mut Vm,
        obj: &Value,
        items: Vec<(String, Value)>,
        indent: i64,
        allowance: i64,
        ctx: &mut Context,
        level: i64,
    ) -> PyResult<()> {
        let name = vm.type_name(obj);
        let indent = indent + clen(&name) + 1;
        self.write(vm, &format!("{}(", name))?;
        let delim = format!(",\n{}", spaces(indent));
        let last = items.len().saturating_sub(1);
        for (i, (key, ent)) in items.iter().enumerate() {
            self.write(vm, key)?;
            self.write(vm, "=")?;
            if ctx_key(ent).is_some_and(|k| ctx.contains(&k)) {
                self.write(vm, "...")?;
            } else {
                self.format(vm, ent, indent + clen(key) + 1, if i == last { allowance } else { 1 }, ctx, level)?;
            }
            if i != last {
                self.write(vm, &delim)?;
            }
        }
        self.write(vm, ")")
    }
}

/// `re.findall(r'\S*\s*', line)` without its final empty match.
fn word_parts(line: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut rest = line;
    while !rest.is_empty() {
        let word_end = rest.find(is_space).unwrap_or(rest.len());
        let space_end = rest[word_end..].find(|c: char| !is_space(c)).map_or(rest.len(), |i| word_end + i);
        parts.push(&rest[..space_end]);
        rest = &rest[space_end..];
    }
    parts
}

/// The fields of a dataclass instance whose repr is the generated one, as pprint shows
/// them (`None` for anything else); the check itself is `_dataclass_items` in Python.
fn dataclass_items(vm: &mut Vm, obj: &Value) -> PyResult<Option<Vec<(String, Value)>>> {
    let Value::Instance(inst) = obj else { return Ok(None) };
    if inst.class.lookup("__dataclass_fields__").is_none() {
        return Ok(None);
    }
    let helper = match vm.modules.get("pprint") {
        Some(Value::Module(m)) => m.dict.borrow().get("_dataclass_items").cloned(),
        _ => None,
    };
    let Some(helper) = helper else { return Ok(None) };
    let r = vm.call(&helper, std::slice::from_ref(obj), &[])?;
    if r.is_none() {
        return Ok(None);
    }
    let mut items = Vec::new();
    for pair in vm.collect_iterable(&r)? {
        let kv = vm.collect_iterable(&pair)?;
        if let [k, v] = kv.as_slice() {
            items.push((vm.str_of(k)?, v.clone()));
        }
    }
    Ok(Some(items))
}
