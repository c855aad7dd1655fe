//! The one way a native function reads its arguments: a [`Signature`] declares the
//! parameters (names, how many are required, which are positional-only or keyword-only)
//! and which family of CPython error messages the function's CPython counterpart gives
//! ([`Wording`]); [`Signature::bind`] and [`Signature::bind_method`] check a call against
//! it and hand back the required arguments as values and the optional ones as options,
//! without allocating.
//!
//! ```ignore
//! const REPLACE: Signature<2, 1> = Signature::positional("str", "replace", ["old", "new"], ["count"]);
//! let (this, [old, new], [count]) = REPLACE.bind_method(args, kw)?;
//! ```
//!
//! CPython's wording depends on how the function is written there, and programs (and the
//! models that write them) read those messages, so each family is kept exactly:
//! - [`Wording::Clinic`]: Argument Clinic and `PyArg_ParseTupleAndKeywords` with keywords
//!   (`split() takes at most 2 arguments (3 given)`, `missing required argument 'x' (pos 1)`,
//!   `'x' is an invalid keyword argument for split()`).
//! - [`Wording::Positional`]: positional-only Argument Clinic (`center expected at least 1
//!   argument, got 0`), with `METH_NOARGS` and `METH_O`'s messages when the function takes
//!   no argument or exactly one.
//! - [`Wording::Legacy`]: `PyArg_ParseTuple` without keywords (`count() takes at least 1
//!   argument (0 given)`).
//! - [`Wording::Python`]: functions written in Python in CPython (`Random.choice() takes 2
//!   positional arguments but 3 were given`, `missing 1 required positional argument: 'seq'`).
//! - [`Wording::CheckPositional`]: positional-only Argument Clinic functions that check their
//!   count with `_PyArg_CheckPositional` even for one argument (`reversed expected 1
//!   argument, got 0`, where `METH_O` would say `takes exactly one argument`).
//! - [`Wording::Wrapper`]: slot wrappers, the dunder methods CPython fills from a type slot
//!   (`object.__eq__`: `expected 1 argument, got 0`, `wrapper __eq__() takes no keyword
//!   arguments`, `descriptor '__eq__' of 'object' object needs an argument`).

use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Str, Value};

/// Which CPython error messages a signature gives (see the module docs).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wording {
    Clinic,
    Positional,
    Legacy,
    Python,
    CheckPositional,
    Wrapper,
}

/// A native function's parameters: `R` required ones, then `O` optional ones, in order.
/// The first `pos_only` cannot be passed by keyword; those from `kw_only_from` on (counting
/// from the first required one) only by keyword.
#[derive(Clone, Copy, Debug)]
pub struct Signature<const R: usize, const O: usize> {
    /// The type the method belongs to ("str"), empty for a function.
    pub owner: &'static str,
    /// The name messages print; an empty one prints as "function" (CPython's constructors
    /// parsed without a name, such as `datetime.date`).
    pub name: &'static str,
    pub required: [&'static str; R],
    pub optional: [&'static str; O],
    pub pos_only: usize,
    pub kw_only_from: usize,
    pub wording: Wording,
}

/// What a call bound to a signature gives: the required arguments, then the optional ones
/// (None where not given).
pub type Bound<'a, const R: usize, const O: usize> = ([&'a Value; R], [Option<&'a Value>; O]);

/// A method's bound call: the receiver, then as [`Bound`].
pub type BoundMethod<'a, const R: usize, const O: usize> = (&'a Value, [&'a Value; R], [Option<&'a Value>; O]);

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn type_error(message: String) -> PyErr {
    PyErr::type_error(message)
}

/// A native method of type `owner` (its name, with its module for a module's type) called on
/// the class with no receiver. CPython names the method descriptor by its `__qualname__`,
/// which has no module: `datetime.utcoffset()` for `datetime.datetime.utcoffset`.
pub fn unbound_method_needs_argument(owner: &str, method: &str) -> PyErr {
    let type_qualname = owner.rsplit('.').next().unwrap_or(owner);
    type_error(format!("unbound method {}.{}() needs an argument", type_qualname, method))
}

/// The slots being filled while a call is bound.
struct Slots<'a, const R: usize, const O: usize> {
    required: [Option<&'a Value>; R],
    optional: [Option<&'a Value>; O],
}

impl<'a, const R: usize, const O: usize> Slots<'a, R, O> {
    fn get(&self, i: usize) -> Option<&'a Value> {
        if i < R {
            self.required[i]
        } else {
            self.optional[i - R]
        }
    }

    fn set(&mut self, i: usize, value: &'a Value) {
        if i < R {
            self.required[i] = Some(value);
        } else {
            self.optional[i - R] = Some(value);
        }
    }

    fn fill_positional(&mut self, args: &'a [Value]) {
        for (i, arg) in args.iter().enumerate().take(R + O) {
            self.set(i, arg);
        }
    }

    /// The bound arguments, once every required slot has been checked to be filled.
    fn finish(self) -> Bound<'a, R, O> {
        // A required slot is never empty here (the checks before ensure it); None stands in
        // rather than a panic if that were ever wrong.
        (self.required.map(|slot| slot.unwrap_or(&Value::None)), self.optional)
    }
}

impl<const R: usize, const O: usize> Signature<R, O> {
    /// An Argument Clinic signature with keywords: every parameter positional-or-keyword.
    pub const fn clinic(owner: &'static str, name: &'static str, required: [&'static str; R], optional: [&'static str; O]) -> Self {
        Signature { owner, name, required, optional, pos_only: 0, kw_only_from: R + O, wording: Wording::Clinic }
    }

    /// A positional-only Argument Clinic signature (keywords refused).
    pub const fn positional(owner: &'static str, name: &'static str, required: [&'static str; R], optional: [&'static str; O]) -> Self {
        Signature { owner, name, required, optional, pos_only: R + O, kw_only_from: R + O, wording: Wording::Positional }
    }

    /// An old-style `PyArg_ParseTuple` signature (keywords refused).
    pub const fn legacy(owner: &'static str, name: &'static str, required: [&'static str; R], optional: [&'static str; O]) -> Self {
        Signature { owner, name, required, optional, pos_only: R + O, kw_only_from: R + O, wording: Wording::Legacy }
    }

    /// A function written in Python in CPython: every parameter positional-or-keyword.
    pub const fn python(owner: &'static str, name: &'static str, required: [&'static str; R], optional: [&'static str; O]) -> Self {
        Signature { owner, name, required, optional, pos_only: 0, kw_only_from: R + O, wording: Wording::Python }
    }

    /// A positional-only signature whose count errors are always `_PyArg_CheckPositional`'s
    /// (`reversed expected 1 argument, got 0`, and constructors such as `cycle expected 1
    /// argument, got 0`), never `METH_O`/`METH_NOARGS`'s; keywords refused.
    pub const fn positional_checked(
        owner: &'static str,
        name: &'static str,
        required: [&'static str; R],
        optional: [&'static str; O],
    ) -> Self {
        Signature { owner, name, required, optional, pos_only: R + O, kw_only_from: R + O, wording: Wording::CheckPositional }
    }

    /// A slot wrapper (`object.__eq__`, `dict.__setitem__`): positional-only, keywords
    /// refused.
    pub const fn wrapper(owner: &'static str, name: &'static str, required: [&'static str; R], optional: [&'static str; O]) -> Self {
        Signature { owner, name, required, optional, pos_only: R + O, kw_only_from: R + O, wording: Wording::Wrapper }
    }

    /// The first `n` parameters are positional-only.
    pub const fn pos_only(mut self, n: usize) -> Self {
        self.pos_only = n;
        self
    }

    /// The parameters from `n` on are keyword-only (`n` >= R: keyword-only ones are
    /// optional).
    pub const fn kw_only_from(mut self, n: usize) -> Self {
        self.kw_only_from = n;
        self
    }

    /// Parameter `i`'s name, counting the required ones first.
    fn param(&self, i: usize) -> &'static str {
        if i < R {
            self.required[i]
        } else {
            self.optional[i - R]
        }
    }

    /// The index of the parameter named `name` that a keyword may fill.
    fn keyword_index(&self, name: &str) -> Option<usize> {
        (self.pos_only..R + O).find(|&i| self.param(i) == name)
    }

    /// `str.replace`, `Random.choice`, or the bare name for a function.
    pub fn qualname(&self) -> String {
        match (self.owner, self.name) {
            (_, "") => "function".to_string(),
            ("", name) => name.to_string(),
            (owner, name) => format!("{}.{}", owner, name),
        }
    }

    /// `split()`, or `function` for a nameless signature.
    fn called(&self) -> String {
        if self.name.is_empty() {
            "function".to_string()
        } else {
            format!("{}()", self.name)
        }
    }

    /// Binds a function's arguments.
    #[inline(always)]
    pub fn bind<'a>(&self, args: &'a [Value], kw: &'a KwArgs) -> PyResult<Bound<'a, R, O>> {
        self.bind_counting(args, kw, 0)
    }

    /// Binds a method's arguments: `args[0]` is the receiver, returned first.
    #[inline(always)]
    pub fn bind_method<'a>(&self, args: &'a [Value], kw: &'a KwArgs) -> PyResult<BoundMethod<'a, R, O>> {
        let Some((this, rest)) = args.split_first() else {
            return Err(self.no_receiver(kw));
        };
        let (required, optional) = self.bind_counting(rest, kw, 1)?;
        Ok((this, required, optional))
    }

    /// Binds a method taking `*args` after its declared parameters (`set.union(*others)`):
    /// the receiver, the declared ones (all positional), and the rest. Keywords are
    /// refused with the signature's wording.
    pub fn bind_method_star<'a>(&self, args: &'a [Value], kw: &'a KwArgs) -> PyResult<(BoundMethod<'a, R, O>, &'a [Value])> {
        let Some((_, rest)) = args.split_first() else {
            return Err(self.no_receiver(kw));
        };
        let split = rest.len().min(R + O);
        let (bound, star) = args.split_at(split + 1);
        Ok((self.bind_method(bound, kw)?, star))
    }

    /// Binds the keywords of a function whose positional parameters are `*args` (`print`) as
    /// CPython's `_PyArg_UnpackKeywordsWithVararg` does: the keywords are not counted, the
    /// first unknown one is named (a Python function's wording, `merge() got an unexpected
    /// keyword argument 'x'`, comes from the usual binding).
    pub fn bind_keywords<'a>(&self, kw: &'a KwArgs) -> PyResult<Bound<'a, R, O>> {
        if kw.len() > R + O && self.wording != Wording::Python {
            if let Some((k, _)) = kw.iter().find(|(k, _)| self.keyword_index(k).is_none()) {
                return Err(type_error(format!("'{}' is an invalid keyword argument for {}", k, self.called())));
            }
        }
        self.bind(&[], kw)
    }

    /// The error for a method called without its receiver.
    fn no_receiver(&self, kw: &KwArgs) -> PyErr {
        match self.wording {
            Wording::Wrapper => type_error(format!("descriptor '{}' of '{}' object needs an argument", self.name, self.owner)),
            // A Python method called without its receiver: `self` is missing too.
            Wording::Python => {
                let missing: Vec<Str> = std::iter::once("self")
                    .chain(self.required.iter().copied().filter(|name| find_keyword(kw, name).is_none()))
                    .map(Str::from)
                    .collect();
                crate::vm::call::missing_arguments(&self.qualname(), &missing, "positional")
            }
            _ if self.owner.is_empty() => type_error(format!("unbound method {}() needs an argument", self.qualname())),
            _ => unbound_method_needs_argument(self.owner, self.name),
        }
    }

    /// `counted_self` is 1 when messages that count positional arguments count the receiver
    /// (CPython does for functions written in Python).
    ///
    /// Inlined into every native: the common call (positional arguments only, within
    /// bounds) is a length check and a few loads, with no call; everything else goes to the
    /// out-of-line [`Signature::bind_slow`].
    #[inline(always)]
    fn bind_counting<'a>(&self, args: &'a [Value], kw: &'a KwArgs, counted_self: usize) -> PyResult<Bound<'a, R, O>> {
        if kw.is_empty() && args.len() >= R && args.len() <= self.kw_only_from && args.len() <= R + O {
            let required: [&'a Value; R] = std::array::from_fn(|i| &args[i]);
            let optional: [Option<&'a Value>; O] = std::array::from_fn(|i| args.get(R + i));
            return Ok((required, optional));
        }
        self.bind_slow(args, kw, counted_self)
    }

    /// Keywords, or a positional count out of bounds: the full checks, with CPython's
    /// messages.
    #[cold]
    #[inline(never)]
    fn bind_slow<'a>(&self, args: &'a [Value], kw: &'a KwArgs, counted_self: usize) -> PyResult<Bound<'a, R, O>> {
        let mut slots = Slots { required: [None; R], optional: [None; O] };
        match self.wording {
            Wording::Clinic => self.bind_clinic(args, kw, &mut slots)?,
            Wording::Positional | Wording::Legacy | Wording::CheckPositional => self.check_positional(args, kw)?,
            Wording::Wrapper => self.check_wrapper(args, kw)?,
            Wording::Python => self.bind_python(args, kw, counted_self, &mut slots)?,
        }
        slots.fill_positional(args);
        Ok(slots.finish())
    }

    /// The checks of CPython 3.11's `_PyArg_UnpackKeywords`, in its order.
    fn bind_clinic<'a>(&self, args: &'a [Value], kw: &'a KwArgs, slots: &mut Slots<'a, R, O>) -> PyResult<()> {
        let (nargs, nkw, maxpos, n) = (args.len(), kw.len(), self.kw_only_from, R + O);
        if nargs + nkw > n {
            let keyword = if nargs == 0 { "keyword " } else { "" };
            return Err(type_error(format!(
                "{} takes at most {} {}argument{} ({} given)",
                self.called(),
                n,
                keyword,
                plural(n),
                nargs + nkw
            )));
        }
        if nargs > maxpos {
            if maxpos == 0 {
                return Err(type_error(format!("{} takes no positional arguments", self.called())));
            }
            let how = if R < maxpos { "at most" } else { "exactly" };
            return Err(type_error(format!(
                "{} takes {} {} positional argument{} ({} given)",
                self.called(),
                how,
                maxpos,
                plural(maxpos),
                nargs
            )));
        }
        let min_pos_only = self.pos_only.min(R);
        if nargs < min_pos_only {
            let how = if min_pos_only < maxpos { "at least" } else { "exactly" };
            return Err(type_error(format!(
                "{} takes {} {} positional argument{} ({} given)",
                self.called(),
                how,
                min_pos_only,
                plural(min_pos_only),
                nargs
            )));
        }
        let mut used = 0;
        for i in nargs.max(self.pos_only)..n {
            match find_keyword(kw, self.param(i)) {
                Some(value) => {
                    slots.set(i, value);
                    used += 1;
                }
                None if i < R => {
                    return Err(type_error(format!("{} missing required argument '{}' (pos {})", self.called(), self.param(i), i + 1)));
                }
                None => {}
            }
        }
        if used < nkw {
            for i in self.pos_only..nargs {
                if find_keyword(kw, self.param(i)).is_some() {
                    return Err(type_error(format!(
                        "argument for {} given by name ('{}') and position ({})",
                        self.called(),
                        self.param(i),
                        i + 1
                    )));
                }
            }
            if let Some((k, _)) = kw.iter().find(|(k, _)| self.keyword_index(k).is_none()) {
                // CPython names a nameless function "this function" here only.
                let called = if self.name.is_empty() { "this function".to_string() } else { self.called() };
                return Err(type_error(format!("'{}' is an invalid keyword argument for {}", k, called)));
            }
        }
        Ok(())
    }

    /// Positional-only signatures: no keywords, and a count within bounds.
    fn check_positional(&self, args: &[Value], kw: &KwArgs) -> PyResult<()> {
        let (n, min, max) = (args.len(), R, R + O);
        if !kw.is_empty() {
            return Err(type_error(format!("{}() takes no keyword arguments", self.qualname())));
        }
        if n >= min && n <= max {
            return Ok(());
        }
        if self.wording == Wording::Legacy {
            let how = if min == max {
                "exactly"
            } else if n < min {
                "at least"
            } else {
                "at most"
            };
            let bound = if n < min { min } else { max };
            return Err(type_error(format!("{} takes {} {} argument{} ({} given)", self.called(), how, bound, plural(bound), n)));
        }
        let check_only = self.wording == Wording::CheckPositional;
        Err(type_error(match (min, max) {
            (0, 0) if !check_only => format!("{}() takes no arguments ({} given)", self.qualname(), n),
            (1, 1) if !check_only => format!("{}() takes exactly one argument ({} given)", self.qualname(), n),
            _ if min == max => format!("{} expected {} argument{}, got {}", self.name, min, plural(min), n),
            _ if n < min => format!("{} expected at least {} argument{}, got {}", self.name, min, plural(min), n),
            _ => format!("{} expected at most {} argument{}, got {}", self.name, max, plural(max), n),
        }))
    }

    /// Slot wrappers: no keywords, and CPython's `check_num_args` count for one or no
    /// parameter, `PyArg_UnpackTuple`'s (nameless, hence the leading space) otherwise.
    fn check_wrapper(&self, args: &[Value], kw: &KwArgs) -> PyResult<()> {
        let (n, min, max) = (args.len(), R, R + O);
        if !kw.is_empty() {
            return Err(type_error(format!("wrapper {}() takes no keyword arguments", self.name)));
        }
        if n >= min && n <= max {
            return Ok(());
        }
        if max <= 1 {
            return Err(type_error(format!("expected {} argument{}, got {}", min, plural(min), n)));
        }
        Err(type_error(match (min == max, n < min) {
            (true, _) => format!(" expected {} argument{}, got {}", min, plural(min), n),
            (false, true) => format!(" expected at least {} argument{}, got {}", min, plural(min), n),
            (false, false) => format!(" expected at most {} argument{}, got {}", max, plural(max), n),
        }))
    }

    /// The checks of a call to a Python function, in CPython's order: keywords (unknown,
    /// positional-only, given twice), too many positional arguments, missing ones.
    fn bind_python<'a>(&self, args: &'a [Value], kw: &'a KwArgs, counted_self: usize, slots: &mut Slots<'a, R, O>) -> PyResult<()> {
        let qual = self.qualname();
        let npos = self.kw_only_from;
        for (k, v) in kw {
            match self.keyword_index(k) {
                Some(i) => {
                    if i < args.len().min(npos) || slots.get(i).is_some() {
                        return Err(type_error(format!("{}() got multiple values for argument '{}'", qual, k)));
                    }
                    slots.set(i, v);
                }
                None => {
                    let pos_only: Vec<&str> =
                        kw.iter().map(|(k, _)| &**k).filter(|k| (0..self.pos_only).any(|i| self.param(i) == *k)).collect();
                    if !pos_only.is_empty() {
                        return Err(type_error(format!(
                            "{}() got some positional-only arguments passed as keyword arguments: '{}'",
                            qual,
                            pos_only.join(", ")
                        )));
                    }
                    return Err(type_error(format!("{}() got an unexpected keyword argument '{}'", qual, k)));
                }
            }
        }
        if args.len() > npos {
            let (least, most) = (R + counted_self, npos + counted_self);
            let takes = if least < most {
                format!("from {} to {} positional arguments", least, most)
            } else {
                format!("{} positional argument{}", most, plural(most))
            };
            let given = args.len() + counted_self;
            let kw_only_given = kw.iter().filter(|(k, _)| self.keyword_index(k).is_some_and(|i| i >= npos)).count();
            let given = if kw_only_given > 0 {
                format!(
                    "{} positional argument{} (and {} keyword-only argument{}) were given",
                    given,
                    plural(given),
                    kw_only_given,
                    plural(kw_only_given)
                )
            } else {
                format!("{} {} given", given, if given == 1 { "was" } else { "were" })
            };
            return Err(type_error(format!("{}() takes {} but {}", qual, takes, given)));
        }
        let missing: Vec<Str> = (args.len()..R).filter(|&i| slots.get(i).is_none()).map(|i| self.param(i).into()).collect();
        if !missing.is_empty() {
            return Err(crate::vm::call::missing_arguments(&qual, &missing, "positional"));
        }
        Ok(())
    }
}

/// `_PyArg_CheckPositional`'s count check, for natives that count their positional
/// arguments apart from their keywords (`sorted expected 1 argument, got 2`, `min expected
/// at least 1 argument, got 0`).
pub fn check_positional_count(name: &str, n: usize, min: usize, max: usize) -> PyResult<()> {
    if n >= min && n <= max {
        return Ok(());
    }
    Err(type_error(match (min == max, n < min) {
        (true, _) => format!("{} expected {} argument{}, got {}", name, min, plural(min), n),
        (false, true) => format!("{} expected at least {} argument{}, got {}", name, min, plural(min), n),
        (false, false) => format!("{} expected at most {} argument{}, got {}", name, max, plural(max), n),
    }))
}

/// The value passed by keyword `name`, if any.
pub fn find_keyword<'a>(kw: &'a KwArgs, name: &str) -> Option<&'a Value> {
    kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(n: usize) -> Vec<Value> {
        (0..n as i64).map(Value::Int).collect()
    }

    fn kw(names: &[&str]) -> Vec<(Str, Value)> {
        names.iter().map(|n| ((*n).into(), Value::Int(9))).collect()
    }

    fn message<T>(r: PyResult<T>) -> String {
        match r.map_err(|e| *e.0) {
            Ok(_) => "ok".into(),
            Err(crate::error::ErrRepr::Lazy { args, .. }) => args.first().and_then(|a| a.as_str()).unwrap_or("").to_string(),
            Err(_) => "not a plain error".into(),
        }
    }

    #[test]
    fn clinic_messages_match_cpython() {
        const SPLIT: Signature<0, 2> = Signature::clinic("str", "split", [], ["sep", "maxsplit"]);
        assert_eq!(message(SPLIT.bind(&ints(3), &kw(&[]))), "split() takes at most 2 arguments (3 given)");
        assert_eq!(message(SPLIT.bind(&ints(1), &kw(&["sep"]))), "argument for split() given by name ('sep') and position (1)");
        assert_eq!(message(SPLIT.bind(&ints(0), &kw(&["foo"]))), "'foo' is an invalid keyword argument for split()");
        let (args, keywords) = (ints(1), kw(&["maxsplit"]));
        let ([], [sep, maxsplit]) = SPLIT.bind(&args, &keywords).ok().expect("binds");
        assert!(matches!((sep, maxsplit), (Some(Value::Int(0)), Some(Value::Int(9)))));
        const B2A: Signature<1, 1> = Signature::clinic("", "b2a_hex", ["data"], ["sep"]);
        assert_eq!(message(B2A.bind(&ints(0), &kw(&["foo"]))), "b2a_hex() missing required argument 'data' (pos 1)");
        const ISCLOSE: Signature<2, 2> = Signature::clinic("", "isclose", ["a", "b"], ["rel_tol", "abs_tol"]).kw_only_from(2);
        assert_eq!(message(ISCLOSE.bind(&ints(3), &kw(&[]))), "isclose() takes exactly 2 positional arguments (3 given)");
        assert_eq!(
            message(ISCLOSE.bind(&ints(0), &kw(&["a", "b", "abs_tol", "rel_tol", "c"]))),
            "isclose() takes at most 4 keyword arguments (5 given)"
        );
        const DATE: Signature<3, 0> = Signature::clinic("", "", ["year", "month", "day"], []);
        assert_eq!(message(DATE.bind(&ints(1), &kw(&[]))), "function missing required argument 'month' (pos 2)");
        const DECIMAL: Signature<0, 2> = Signature::clinic("", "", [], ["value", "context"]);
        assert_eq!(message(DECIMAL.bind(&ints(0), &kw(&["x"]))), "'x' is an invalid keyword argument for this function");
        assert_eq!(message(DECIMAL.bind(&ints(1), &kw(&["value"]))), "argument for function given by name ('value') and position (1)");
    }

    #[test]
    fn positional_and_legacy_messages_match_cpython() {
        const CENTER: Signature<1, 1> = Signature::positional("str", "center", ["width"], ["fillchar"]);
        assert_eq!(message(CENTER.bind_method(&ints(1), &kw(&[]))), "center expected at least 1 argument, got 0");
        assert_eq!(message(CENTER.bind_method(&ints(2), &kw(&["fillchar"]))), "str.center() takes no keyword arguments");
        const UPPER: Signature<0, 0> = Signature::positional("str", "upper", [], []);
        assert_eq!(message(UPPER.bind_method(&ints(2), &kw(&[]))), "str.upper() takes no arguments (1 given)");
        assert_eq!(message(UPPER.bind_method(&[], &kw(&[]))), "unbound method str.upper() needs an argument");
        const JOIN: Signature<1, 0> = Signature::positional("str", "join", ["iterable"], []);
        assert_eq!(message(JOIN.bind_method(&ints(1), &kw(&[]))), "str.join() takes exactly one argument (0 given)");
        const DIVMOD: Signature<2, 0> = Signature::positional("", "divmod", ["x", "y"], []);
        assert_eq!(message(DIVMOD.bind(&ints(1), &kw(&[]))), "divmod expected 2 arguments, got 1");
        assert_eq!(message(DIVMOD.bind(&ints(1), &kw(&["y"]))), "divmod() takes no keyword arguments");
        const CYCLE: Signature<1, 0> = Signature::positional_checked("", "cycle", ["iterable"], []);
        assert_eq!(message(CYCLE.bind(&[], &kw(&[]))), "cycle expected 1 argument, got 0");
        assert_eq!(message(CYCLE.bind(&ints(1), &kw(&["iterable"]))), "cycle() takes no keyword arguments");
        const COUNT: Signature<1, 2> = Signature::legacy("str", "count", ["sub"], ["start", "end"]);
        assert_eq!(message(COUNT.bind_method(&ints(1), &kw(&[]))), "count() takes at least 1 argument (0 given)");
        assert_eq!(message(COUNT.bind_method(&ints(5), &kw(&[]))), "count() takes at most 3 arguments (4 given)");
        // A direct call's wording (CPython says `count() takes ...` only through `f(*a, **k)`).
        assert_eq!(message(COUNT.bind_method(&ints(2), &kw(&["start"]))), "str.count() takes no keyword arguments");
    }

    #[test]
    fn check_positional_messages_match_cpython() {
        const REVERSED: Signature<1, 0> = Signature::positional_checked("", "reversed", ["sequence"], []);
        assert_eq!(message(REVERSED.bind(&ints(0), &kw(&[]))), "reversed expected 1 argument, got 0");
        assert_eq!(message(REVERSED.bind(&ints(2), &kw(&[]))), "reversed expected 1 argument, got 2");
        assert_eq!(message(REVERSED.bind(&ints(1), &kw(&["x"]))), "reversed() takes no keyword arguments");
    }

    #[test]
    fn wrapper_messages_match_cpython() {
        const EQ: Signature<1, 0> = Signature::wrapper("object", "__eq__", ["value"], []);
        assert_eq!(message(EQ.bind_method(&ints(1), &kw(&[]))), "expected 1 argument, got 0");
        assert_eq!(message(EQ.bind_method(&ints(3), &kw(&[]))), "expected 1 argument, got 2");
        assert_eq!(message(EQ.bind_method(&ints(2), &kw(&["x"]))), "wrapper __eq__() takes no keyword arguments");
        assert_eq!(message(EQ.bind_method(&[], &kw(&[]))), "descriptor '__eq__' of 'object' object needs an argument");
        const ADD: Signature<1, 0> = Signature::wrapper("str", "__add__", ["value"], []);
        assert_eq!(message(ADD.bind_method(&[], &kw(&[]))), "descriptor '__add__' of 'str' object needs an argument");
        const HASH: Signature<0, 0> = Signature::wrapper("object", "__hash__", [], []);
        assert_eq!(message(HASH.bind_method(&ints(2), &kw(&[]))), "expected 0 arguments, got 1");
        const SETATTR: Signature<2, 0> = Signature::wrapper("object", "__setattr__", ["name", "value"], []);
        assert_eq!(message(SETATTR.bind_method(&ints(2), &kw(&[]))), " expected 2 arguments, got 1");
        const GET: Signature<1, 1> = Signature::wrapper("property", "__get__", ["instance"], ["owner"]);
        assert_eq!(message(GET.bind_method(&ints(1), &kw(&[]))), " expected at least 1 argument, got 0");
        assert_eq!(message(GET.bind_method(&ints(4), &kw(&[]))), " expected at most 2 arguments, got 3");
    }

    #[test]
    fn star_and_count_helpers_match_cpython() {
        const UNION: Signature<0, 0> = Signature::positional("set", "union", [], []);
        assert_eq!(message(UNION.bind_method_star(&[], &kw(&[]))), "unbound method set.union() needs an argument");
        assert_eq!(message(UNION.bind_method_star(&ints(3), &kw(&["foo"]))), "set.union() takes no keyword arguments");
        let args = ints(3);
        let ((this, [], []), rest) = UNION.bind_method_star(&args, &[]).ok().expect("binds");
        assert!(matches!(this, Value::Int(0)) && rest.len() == 2);
        assert_eq!(message(check_positional_count("sorted", 0, 1, 1)), "sorted expected 1 argument, got 0");
        const PRINT: Signature<0, 2> = Signature::clinic("", "print", [], ["sep", "end"]).kw_only_from(0);
        assert_eq!(message(PRINT.bind_keywords(&kw(&["sep", "end", "x"]))), "'x' is an invalid keyword argument for print()");
        assert_eq!(message(PRINT.bind(&[], &kw(&["sep", "end", "x"]))), "print() takes at most 2 keyword arguments (3 given)");
        const MERGE: Signature<0, 2> = Signature::python("", "merge", [], ["key", "reverse"]).kw_only_from(0);
        assert_eq!(message(MERGE.bind_keywords(&kw(&["key", "reverse", "x"]))), "merge() got an unexpected keyword argument 'x'");
        assert_eq!(message(MERGE.bind_keywords(&kw(&["x"]))), "merge() got an unexpected keyword argument 'x'");
        assert_eq!(message(MERGE.bind_keywords(&kw(&["reverse"]))), "ok");
        assert_eq!(message(check_positional_count("min", 0, 1, usize::MAX)), "min expected at least 1 argument, got 0");
    }

    #[test]
    fn python_messages_match_cpython() {
        const CHOICE: Signature<1, 0> = Signature::python("Random", "choice", ["seq"], []);
        assert_eq!(message(CHOICE.bind_method(&ints(1), &kw(&[]))), "Random.choice() missing 1 required positional argument: 'seq'");
        assert_eq!(message(CHOICE.bind_method(&ints(3), &kw(&[]))), "Random.choice() takes 2 positional arguments but 3 were given");
        assert_eq!(message(CHOICE.bind_method(&ints(2), &kw(&["seq"]))), "Random.choice() got multiple values for argument 'seq'");
        assert_eq!(message(CHOICE.bind_method(&[], &kw(&[]))), "Random.choice() missing 2 required positional arguments: 'self' and 'seq'");
        assert_eq!(message(CHOICE.bind_method(&[], &kw(&["seq"]))), "Random.choice() missing 1 required positional argument: 'self'");
        const RANDINT: Signature<2, 0> = Signature::python("Random", "randint", ["a", "b"], []);
        assert_eq!(message(RANDINT.bind_method(&ints(2), &kw(&["x"]))), "Random.randint() got an unexpected keyword argument 'x'");
        const MEAN: Signature<1, 0> = Signature::python("", "mean", ["data"], []);
        assert_eq!(message(MEAN.bind(&[], &kw(&[]))), "mean() missing 1 required positional argument: 'data'");
        const FMEAN: Signature<1, 2> = Signature::python("", "fmean", ["data"], ["weights", "x"]).pos_only(1).kw_only_from(2);
        assert_eq!(
            message(FMEAN.bind(&ints(3), &kw(&["x"]))),
            "fmean() takes from 1 to 2 positional arguments but 3 positional arguments (and 1 keyword-only argument) were given"
        );
        assert_eq!(
            message(FMEAN.bind(&[], &kw(&["data"]))),
            "fmean() got some positional-only arguments passed as keyword arguments: 'data'"
        );
        let (args, keywords) = (ints(1), kw(&["x"]));
        let ([data], [weights, x]) = FMEAN.bind(&args, &keywords).ok().expect("binds");
        assert!(matches!(data, Value::Int(0)) && weights.is_none() && x.is_some());
    }
}
