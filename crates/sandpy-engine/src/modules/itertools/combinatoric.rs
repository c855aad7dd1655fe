//! The combinatoric iterators: product, permutations, combinations and
//! combinations_with_replacement. Inputs are materialised into pools (as CPython does);
//! the results are generated one index vector at a time, in lexicographic order of the
//! input positions.

use std::rc::Rc;

use super::{ctor_args, generic, index_arg};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::iter::NativeStepper;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

fn pick(pool: &[Value], indices: &[usize]) -> Value {
    Value::tuple(indices.iter().map(|&i| pool[i].clone()).collect())
}

struct Product {
    pools: Vec<Rc<[Value]>>,
    indices: Vec<usize>,
    started: bool,
    done: bool,
}

impl NativeStepper for Product {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        if self.done {
            return Ok(None);
        }
        if !self.started {
            self.started = true;
            if self.pools.iter().any(|p| p.is_empty()) {
                self.done = true;
                return Ok(None);
            }
        } else {
            let mut i = self.indices.len();
            loop {
                if i == 0 {
                    self.done = true;
                    return Ok(None);
                }
                i -= 1;
                self.indices[i] += 1;
                if self.indices[i] < self.pools[i].len() {
                    break;
                }
                self.indices[i] = 0;
            }
        }
        vm.charge(self.indices.len() as u64 / 4 + 1)?;
        let items = self.indices.iter().zip(self.pools.iter()).map(|(&i, p)| p[i].clone()).collect();
        Ok(Some(Value::tuple(items)))
    }
}

pub fn product_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let mut repeat = 1i64;
    for (k, v) in kw {
        if &**k == "repeat" {
            repeat = index_arg(vm, v)?;
        } else {
            return Err(PyErr::type_error(format!("'{}' is an invalid keyword argument for product()", k)));
        }
    }
    if repeat < 0 {
        return Err(PyErr::value_error("repeat argument cannot be negative"));
    }
    let rest = ctor_args(args);
    let mut distinct: Vec<Rc<[Value]>> = Vec::with_capacity(rest.len());
    for a in rest {
        let items = vm.collect_iterable(a)?;
        distinct.push(items.into());
    }
    let npools = if distinct.is_empty() { 0 } else { (distinct.len() as u64).saturating_mul(repeat as u64) };
    vm.check_alloc(usize::try_from(npools.saturating_mul(24)).unwrap_or(usize::MAX))?;
    vm.charge(npools / 8 + 1)?;
    let mut pools = Vec::with_capacity(npools as usize);
    for _ in 0..repeat {
        if distinct.is_empty() {
            break;
        }
        pools.extend(distinct.iter().cloned());
    }
    let n = pools.len();
    Ok(generic("itertools.product", Product { pools, indices: vec![0; n], started: false, done: false }))
}

/// `r` for permutations: None or an int.
fn r_or_none(vm: &mut Vm, v: Option<&Value>, n: usize) -> PyResult<usize> {
    match v {
        None | Some(Value::None) => Ok(n),
        Some(v) => {
            if crate::types::num::as_int(v).is_none() && !matches!(v, Value::Instance(i) if i.class.lookup("__index__").is_some()) {
                return Err(PyErr::type_error("Expected int as r"));
            }
            let r = index_arg(vm, v)?;
            if r < 0 {
                return Err(PyErr::value_error("r must be non-negative"));
            }
            Ok(r as usize)
        }
    }
}

fn r_required(vm: &mut Vm, v: &Value) -> PyResult<usize> {
    let r = index_arg(vm, v)?;
    if r < 0 {
        return Err(PyErr::value_error("r must be non-negative"));
    }
    Ok(r as usize)
}

struct Permutations {
    pool: Vec<Value>,
    indices: Vec<usize>,
    r: usize,
    started: bool,
    done: bool,
}

impl NativeStepper for Permutations {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        if self.done {
            return Ok(None);
        }
        let n = self.pool.len();
        if !self.started {
            self.started = true;
            if self.r > n {
                self.done = true;
                return Ok(None);
            }
        } else {
            // Next r-permutation in lexicographic order: with the unused tail sorted
            // descending, the next full permutation changes the first r positions.
            self.indices[self.r..].reverse();
            let idx = &mut self.indices;
            let Some(i) = (0..n.saturating_sub(1)).rev().find(|&i| idx[i] < idx[i + 1]) else {
                self.done = true;
                return Ok(None);
            };
            let j = (i + 1..n).rev().find(|&j| idx[j] > idx[i]).unwrap_or(i + 1);
            idx.swap(i, j);
            idx[i + 1..].reverse();
        }
        vm.charge(self.r as u64 / 4 + 1)?;
        Ok(Some(pick(&self.pool, &self.indices[..self.r])))
    }
}

pub fn permutations_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const PERMUTATIONS: Signature<1, 1> = Signature::clinic("", "permutations", ["iterable"], ["r"]);
    let (_, [iterable], [r]) = PERMUTATIONS.bind_method(args, kw)?;
    let pool = vm.collect_iterable(iterable)?;
    let r = r_or_none(vm, r, pool.len())?;
    let n = pool.len();
    Ok(generic("itertools.permutations", Permutations { pool, indices: (0..n).collect(), r, started: false, done: false }))
}

struct Combinations {
    pool: Vec<Value>,
    indices: Vec<usize>,
    started: bool,
    done: bool,
    with_replacement: bool,
}

impl NativeStepper for Combinations {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        if self.done {
            return Ok(None);
        }
        let n = self.pool.len();
        let r = self.indices.len();
        if !self.started {
            self.started = true;
            let empty = if self.with_replacement { n == 0 && r > 0 } else { r > n };
            if empty {
                self.done = true;
                return Ok(None);
            }
        } else if self.with_replacement {
            let Some(i) = (0..r).rev().find(|&i| self.indices[i] != n - 1) else {
                self.done = true;
                return Ok(None);
            };
            let v = self.indices[i] + 1;
            for x in &mut self.indices[i..] {
                *x = v;
            }
        } else {
            let Some(i) = (0..r).rev().find(|&i| self.indices[i] != i + n - r) else {
                self.done = true;
                return Ok(None);
            };
            self.indices[i] += 1;
            for j in i + 1..r {
                self.indices[j] = self.indices[j - 1] + 1;
            }
        }
        vm.charge(r as u64 / 4 + 1)?;
        Ok(Some(pick(&self.pool, &self.indices)))
    }
}

fn combinations_common(vm: &mut Vm, name: &'static str, args: &[Value], kw: &KwArgs, with_replacement: bool) -> PyResult<Value> {
    let fname = if with_replacement { "combinations_with_replacement" } else { "combinations" };
    let (_, [iterable, r], []) = Signature::clinic("", fname, ["iterable", "r"], []).bind_method(args, kw)?;
    let pool = vm.collect_iterable(iterable)?;
    let r = r_required(vm, r)?;
    let empty = if with_replacement { pool.is_empty() && r > 0 } else { r > pool.len() };
    if empty {
        return Ok(generic(name, Combinations { pool, indices: Vec::new(), started: true, done: true, with_replacement }));
    }
    vm.check_alloc(r.saturating_mul(8))?;
    let indices = if with_replacement { vec![0; r] } else { (0..r).collect() };
    Ok(generic(name, Combinations { pool, indices, started: false, done: false, with_replacement }))
}

pub fn combinations_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    combinations_common(vm, "itertools.combinations", args, kw, false)
}

pub fn cwr_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    combinations_common(vm, "itertools.combinations_with_replacement", args, kw, true)
}
