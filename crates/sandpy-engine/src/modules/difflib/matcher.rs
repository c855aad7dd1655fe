//! SequenceMatcher's matching over element ids: CPython's longest-match search (with the
//! same tie-breaking and the same junk/popular extension passes), the recursive matching
//! blocks, and quick_ratio's multiset count. Work is charged to the operation budget per
//! element visited, so a huge diff stops at the operation limit.

use super::elements::{map_ids, read_all, read_window, SeqKind};
use super::index::{unpack, BIndex, JUNK, NORMAL, NO_ID};
use crate::error::{PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{KwArgs, PyDict, Value};
use crate::vm::Vm;

/// Work units accumulated before charging the budget.
const CHARGE_CHUNK: u64 = 4096;

/// The ids of `a`'s elements from index `offset` on (all of them, or the searched window).
struct ASide {
    ids: Vec<u32>,
    offset: usize,
    len: usize,
    kind: SeqKind,
}

impl ASide {
    /// The id of `a[i]` with Python's indexing rules.
    fn at(&self, i: i64) -> PyResult<u32> {
        let len = self.len as i64;
        let n = if i < 0 { i + len } else { i };
        if n < 0 || n >= len {
            return Err(self.kind.index_error());
        }
        let k = (n as usize).checked_sub(self.offset).ok_or_else(|| self.kind.index_error())?;
        self.ids.get(k).copied().ok_or_else(|| self.kind.index_error())
    }
}

/// The per-row match lengths of CPython's `j2len` dicts, as two arrays indexed by `j + 1`
/// and cleared through the list of entries each row touched.
struct Rows {
    prev: Vec<u32>,
    cur: Vec<u32>,
    prev_touched: Vec<usize>,
    cur_touched: Vec<usize>,
}

impl Rows {
    fn new(vm: &Vm, lb: usize) -> PyResult<Rows> {
        vm.check_alloc(lb.saturating_add(1).saturating_mul(8))?;
        Ok(Rows { prev: vec![0; lb + 1], cur: vec![0; lb + 1], prev_touched: Vec::new(), cur_touched: Vec::new() })
    }
    /// Ends a row: the current row becomes the previous one, the old previous is zeroed.
    fn advance(&mut self) {
        for t in self.prev_touched.drain(..) {
            if let Some(x) = self.prev.get_mut(t) {
                *x = 0;
            }
        }
        std::mem::swap(&mut self.prev, &mut self.cur);
        std::mem::swap(&mut self.prev_touched, &mut self.cur_touched);
    }
    fn reset(&mut self) {
        self.advance();
        self.advance();
    }
}

/// Charges accumulated work every [`CHARGE_CHUNK`] units.
struct Meter {
    pending: u64,
}

impl Meter {
    fn add(&mut self, vm: &mut Vm, units: u64) -> PyResult<()> {
        self.pending += units;
        if self.pending >= CHARGE_CHUNK {
            vm.charge(self.pending)?;
            self.pending = 0;
        }
        Ok(())
    }
    fn finish(self, vm: &mut Vm) -> PyResult<()> {
        vm.charge(self.pending)
    }
}

type Block = (i64, i64, i64);

/// CPython's `find_longest_match(alo, ahi, blo, bhi)` over ids.
fn longest(vm: &mut Vm, meter: &mut Meter, rows: &mut Rows, a: &ASide, b: &BIndex, bounds: [i64; 4]) -> PyResult<Block> {
    let [alo, ahi, blo, bhi] = bounds;
    let (mut besti, mut bestj, mut bestsize) = (alo, blo, 0i64);
    let mut i = alo;
    while i < ahi {
        let id = a.at(i)?;
        let mut visited = 1u64;
        if id != NO_ID && b.kind_of(id) == NORMAL {
            for j in b.positions(id) {
                visited += 1;
                let j = j as i64;
                if j < blo {
                    continue;
                }
                if j >= bhi {
                    break;
                }
                let slot = j as usize;
                let k = rows.prev.get(slot).copied().unwrap_or(0) + 1;
                if let Some(x) = rows.cur.get_mut(slot + 1) {
                    *x = k;
                    rows.cur_touched.push(slot + 1);
                }
                if k as i64 > bestsize {
                    besti = i - k as i64 + 1;
                    bestj = j - k as i64 + 1;
                    bestsize = k as i64;
                }
            }
        }
        rows.advance();
        meter.add(vm, visited)?;
        i += 1;
    }
    rows.reset();
    // Extend with equal non-junk (popular) elements, then with equal junk, each side.
    for want_junk in [false, true] {
        while besti > alo && bestj > blo {
            let bid = b.id_at_py(bestj - 1)?;
            if (b.kind_of(bid) == JUNK) != want_junk || a.at(besti - 1)? != bid {
                break;
            }
            besti -= 1;
            bestj -= 1;
            bestsize += 1;
            meter.add(vm, 1)?;
        }
        while besti + bestsize < ahi && bestj + bestsize < bhi {
            let bid = b.id_at_py(bestj + bestsize)?;
            if (b.kind_of(bid) == JUNK) != want_junk || a.at(besti + bestsize)? != bid {
                break;
            }
            bestsize += 1;
            meter.add(vm, 1)?;
        }
    }
    Ok((besti, bestj, bestsize))
}

fn arg(args: &[Value], i: usize) -> PyResult<&Value> {
    args.get(i).ok_or_else(|| PyErr::type_error("difflib helper: missing argument"))
}

/// A bound as an integer, with `range()`'s message for anything else.
fn bound(vm: &Vm, v: &Value) -> PyResult<i64> {
    match as_int(v) {
        Some(IntRef::Small(i)) => Ok(i),
        Some(IntRef::Big(_)) => Err(PyErr::overflow("Python int too large to convert to C ssize_t")),
        None => Err(PyErr::type_error(format!("'{}' object cannot be interpreted as an integer", vm.type_name(v)))),
    }
}

/// All of `a` mapped to ids.
fn whole_a(vm: &mut Vm, a: &Value, index: &BIndex, table: &PyDict) -> PyResult<ASide> {
    let elements = read_all(vm, a)?;
    let len = elements.len();
    let ids = map_ids(vm, elements, index, table)?;
    Ok(ASide { ids, offset: 0, len, kind: SeqKind::of(a) })
}

/// `_longest(a, index, alo, ahi, blo, bhi)` → `(i, j, k)`.
pub fn find_longest(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let a = arg(args, 0)?;
    let (table, blob) = unpack(arg(args, 1)?)?;
    let mut bounds = [0i64; 4];
    for (n, b) in bounds.iter_mut().enumerate() {
        *b = bound(vm, arg(args, n + 2)?)?;
    }
    let index = BIndex::parse(&blob.data)?;
    let [alo, ahi, _, _] = bounds;
    // Only a[alo:ahi] is looked at; map just that window when the bounds are plain.
    let len_a = match a {
        Value::Str(s) => Some(s.char_len),
        Value::List(l) => Some(l.items.borrow().len()),
        Value::Tuple(t) => Some(t.items.len()),
        _ => None,
    };
    let side = match len_a {
        Some(len) if alo >= ahi => ASide { ids: Vec::new(), offset: 0, len, kind: SeqKind::of(a) },
        Some(len) if 0 <= alo && ahi as u64 <= len as u64 => match read_window(vm, a, alo as usize, ahi as usize)? {
            Some(window) => {
                let ids = map_ids(vm, window, &index, &table)?;
                ASide { ids, offset: alo as usize, len, kind: SeqKind::of(a) }
            }
            None => whole_a(vm, a, &index, &table)?,
        },
        _ => whole_a(vm, a, &index, &table)?,
    };
    let mut rows = Rows::new(vm, index.len())?;
    let mut meter = Meter { pending: 0 };
    let (i, j, k) = longest(vm, &mut meter, &mut rows, &side, &index, bounds)?;
    meter.finish(vm)?;
    Ok(Value::tuple(vec![Value::Int(i), Value::Int(j), Value::Int(k)]))
}

/// `_matching_blocks(a, index)` → CPython's `get_matching_blocks()` as `(i, j, k)` tuples,
/// ending with the `(len(a), len(b), 0)` sentinel.
pub fn matching_blocks(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let a = arg(args, 0)?;
    let (table, blob) = unpack(arg(args, 1)?)?;
    let index = BIndex::parse(&blob.data)?;
    let la = vm.len_of(a)?;
    let side = whole_a(vm, a, &index, &table)?;
    let (la, lb) = (la.min(side.len) as i64, index.len() as i64);
    let mut rows = Rows::new(vm, index.len())?;
    let mut meter = Meter { pending: 0 };
    let mut queue: Vec<[i64; 4]> = vec![[0, la, 0, lb]];
    let mut found: Vec<Block> = Vec::new();
    while let Some(bounds) = queue.pop() {
        let [alo, ahi, blo, bhi] = bounds;
        let (i, j, k) = longest(vm, &mut meter, &mut rows, &side, &index, bounds)?;
        if k > 0 {
            found.push((i, j, k));
            if alo < i && blo < j {
                queue.push([alo, i, blo, j]);
            }
            if i + k < ahi && j + k < bhi {
                queue.push([i + k, ahi, j + k, bhi]);
            }
        }
        meter.add(vm, 1)?;
    }
    found.sort_unstable();
    // Merge blocks that touch end to start.
    let mut merged: Vec<Block> = Vec::with_capacity(found.len() + 1);
    let (mut i1, mut j1, mut k1) = (0i64, 0i64, 0i64);
    for (i2, j2, k2) in found {
        if i1 + k1 == i2 && j1 + k1 == j2 {
            k1 += k2;
        } else {
            if k1 > 0 {
                merged.push((i1, j1, k1));
            }
            (i1, j1, k1) = (i2, j2, k2);
        }
    }
    if k1 > 0 {
        merged.push((i1, j1, k1));
    }
    merged.push((la, lb, 0));
    meter.finish(vm)?;
    let out = merged.into_iter().map(|(i, j, k)| Value::tuple(vec![Value::Int(i), Value::Int(j), Value::Int(k)])).collect();
    Ok(Value::list(out))
}

/// `_quick_matches(a, index)`: how many elements of a can be paired with an equal element
/// of b, ignoring order (the numerator of `quick_ratio`).
pub fn quick_matches(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let a = arg(args, 0)?;
    let (table, blob) = unpack(arg(args, 1)?)?;
    let index = BIndex::parse(&blob.data)?;
    let mut available = vec![0i64; index.id_count()];
    for j in 0..index.len() {
        if let Some(c) = available.get_mut(index.id_at(j) as usize) {
            *c += 1;
        }
    }
    vm.charge(index.len() as u64 / 64 + 1)?;
    let side = whole_a(vm, a, &index, &table)?;
    let mut matches = 0i64;
    for id in side.ids {
        if let Some(c) = available.get_mut(id as usize) {
            if *c > 0 {
                matches += 1;
            }
            *c -= 1;
        }
    }
    Ok(Value::Int(matches))
}
