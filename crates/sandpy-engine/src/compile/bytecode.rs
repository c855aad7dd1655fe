//! The bytecode format: instructions, their operands and stack effects, and `Code` objects.
//!
//! Stack notation in the docs: `[a, b] -> [c]` means the instruction pops b then a and
//! pushes c. Jump operands are absolute instruction indices.

use std::rc::Rc;

use crate::value::{Str, Value};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    MatMul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    And,
    Or,
    Xor,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::MatMul => "@",
            BinOp::TrueDiv => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "** or pow()",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::Xor => "^",
        }
    }
    /// (`__op__`, `__rop__`, `__iop__`)
    pub fn dunders(self) -> (&'static str, &'static str, &'static str) {
        match self {
            BinOp::Add => ("__add__", "__radd__", "__iadd__"),
            BinOp::Sub => ("__sub__", "__rsub__", "__isub__"),
            BinOp::Mul => ("__mul__", "__rmul__", "__imul__"),
            BinOp::MatMul => ("__matmul__", "__rmatmul__", "__imatmul__"),
            BinOp::TrueDiv => ("__truediv__", "__rtruediv__", "__itruediv__"),
            BinOp::FloorDiv => ("__floordiv__", "__rfloordiv__", "__ifloordiv__"),
            BinOp::Mod => ("__mod__", "__rmod__", "__imod__"),
            BinOp::Pow => ("__pow__", "__rpow__", "__ipow__"),
            BinOp::LShift => ("__lshift__", "__rlshift__", "__ilshift__"),
            BinOp::RShift => ("__rshift__", "__rrshift__", "__irshift__"),
            BinOp::And => ("__and__", "__rand__", "__iand__"),
            BinOp::Or => ("__or__", "__ror__", "__ior__"),
            BinOp::Xor => ("__xor__", "__rxor__", "__ixor__"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Lt,
    Le,
    Eq,
    Ne,
    Gt,
    Ge,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }
    pub fn dunder(self) -> &'static str {
        match self {
            CmpOp::Lt => "__lt__",
            CmpOp::Le => "__le__",
            CmpOp::Eq => "__eq__",
            CmpOp::Ne => "__ne__",
            CmpOp::Gt => "__gt__",
            CmpOp::Ge => "__ge__",
        }
    }
    pub fn swapped(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Eq => CmpOp::Eq,
            CmpOp::Ne => CmpOp::Ne,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Pos,
    Invert,
    Not,
}

/// The conversion of an f-string replacement field (`{x!r}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conversion {
    None,
    Str,
    Repr,
    Ascii,
}

/// What a `raise` statement has on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RaiseForm {
    /// Bare `raise`: re-raises the exception being handled.
    Reraise,
    /// `raise exc`.
    Exception,
    /// `raise exc from cause` (the cause on top).
    WithCause,
}

/// The bits of `MakeFunction`'s flags: which optional parts are on the stack.
pub mod function_flags {
    pub const DEFAULTS: u8 = 1;
    pub const KWDEFAULTS: u8 = 2;
    pub const CLOSURE: u8 = 4;
    pub const ANNOTATIONS: u8 = 8;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instr {
    Nop,
    /// `[] -> [consts[i]]`
    LoadConst(u32),
    /// `[] -> [locals[i]]`; UnboundLocalError when unset.
    LoadFast(u32),
    StoreFast(u32),
    DeleteFast(u32),
    /// Cell or free variable in slot i (the slot holds a cell).
    LoadDeref(u32),
    StoreDeref(u32),
    DeleteDeref(u32),
    /// Pushes the cell object itself (to build a closure).
    LoadClosure(u32),
    /// Class body reading a free variable: class namespace first, then the cell.
    LoadClassDeref(u32),
    LoadGlobal(u32),
    StoreGlobal(u32),
    DeleteGlobal(u32),
    /// Name lookup through the frame's namespace dict, then globals, then builtins.
    LoadName(u32),
    StoreName(u32),
    DeleteName(u32),
    /// `[obj] -> [obj.name]`
    LoadAttr(u32),
    /// `[] -> []`, always raises `AttributeError: Forbidden access to dunder attribute:
    /// names[i]`: an `obj.__x__` read under `DunderPolicy::Smolagents`, emitted in place of
    /// the object expression and its load (smolagents refuses before evaluating `obj`).
    ForbiddenDunder(u32),
    /// `[value, obj] -> []`
    StoreAttr(u32),
    DeleteAttr(u32),
    /// `[obj] -> [func, self]` or `[attr, Null]`
    LoadMethod(u32),
    /// `[func, self|Null, args...] -> [result]`
    CallMethod(u32),
    /// `[container, key] -> [container[key]]`
    LoadSubscr,
    /// `[value, container, key] -> []`
    StoreSubscr,
    DeleteSubscr,
    Pop,
    Dup,
    /// `[a, b] -> [a, b, a, b]`
    Dup2,
    /// `[a, b] -> [b, a]`
    Rot2,
    /// `[a, b, c] -> [c, a, b]`
    Rot3,
    /// `[a, b, c, d] -> [d, a, b, c]`
    Rot4,
    Binary(BinOp),
    Inplace(BinOp),
    Unary(UnaryOp),
    Compare(CmpOp),
    /// `is` (false) / `is not` (true)
    Is(bool),
    /// `in` (false) / `not in` (true)
    Contains(bool),
    BuildTuple(u32),
    BuildList(u32),
    BuildSet(u32),
    /// `[k1, v1, ..., kn, vn] -> [dict]`
    BuildMap(u32),
    /// Concatenates n strings.
    BuildString(u32),
    /// 2 or 3 items.
    BuildSlice(u32),
    /// Appends TOS to the list i deep below it (comprehensions).
    ListAppend(u32),
    SetAdd(u32),
    /// `[..., dict@i, ..., key, value]`
    MapAdd(u32),
    ListExtend(u32),
    SetUpdate(u32),
    DictUpdate(u32),
    /// Like DictUpdate but rejects duplicate keys (for `**kwargs` in calls).
    DictMerge(u32),
    ListToTuple,
    /// `with_spec`: the spec string is on top, above the value.
    FormatValue {
        conversion: Conversion,
        with_spec: bool,
    },
    UnpackSequence(u32),
    UnpackEx {
        before: u16,
        after: u16,
    },
    Jump(u32),
    PopJumpIfFalse(u32),
    PopJumpIfTrue(u32),
    JumpIfFalseOrPop(u32),
    JumpIfTrueOrPop(u32),
    GetIter,
    /// `[iter] -> [iter, next]`, or pops the iterator and jumps when exhausted.
    ForIter(u32),
    /// `[callable, args...] -> [result]`
    Call(u32),
    /// `[callable, args..., kwnames-tuple] -> [result]`; n counts args incl. keyword values.
    CallKw(u32),
    /// `[callable, args-tuple, kwargs-dict?] -> [result]`
    CallEx {
        with_kwargs: bool,
    },
    /// Builds a function from `children[code]`. `flags` ([`function_flags`]) say which of
    /// the defaults tuple, kwdefaults dict, annotations dict and closure tuple are on the
    /// stack; they are popped in the order closure, annotations, kwdefaults, defaults.
    MakeFunction {
        code: u32,
        flags: u8,
    },
    Return,
    /// `[func, name, bases..., (kwnames)]`: n = number of bases+kw values.
    BuildClass {
        nargs: u32,
        with_kw: bool,
    },
    /// Pushes an exception handler block jumping to the target.
    SetupFinally(u32),
    /// Like SetupFinally, for `with`: the block's stack level excludes the `__enter__`
    /// result on top, so the handler sees `[exit, exc]`.
    SetupWith(u32),
    PopBlock,
    /// Leaves an `except` body: pops its block and restores the previously handled exception.
    PopExcept,
    Raise(RaiseForm),
    /// `[exc] -> raises exc` (end of a finally or an unmatched except chain).
    Reraise,
    /// `[exc, type] -> [exc]`, jumps when exc does not match type.
    JumpIfNotExcMatch(u32),
    /// `[ctx] -> [exit, enter-result]`
    BeforeWith,
    /// `[exit, exc] -> [exit, exc, exit(type, exc, tb)]`
    WithExceptStart,
    /// `[exit] -> []`, calling exit(None, None, None).
    WithCleanup,
    YieldValue,
    GetYieldFromIter,
    /// `[iter, sent] -> [iter, sent]` while delegating (re-executed), `[result]` at the end.
    YieldFrom,
    ImportName(u32),
    ImportFrom(u32),
    ImportStar,
    LoadAssertionError,
    /// Creates `__annotations__` in the current namespace if missing.
    SetupAnnotations,
    /// `[subject, cls, args-tuple-of-names] -> [subject, attrs-tuple | None]`, n positional.
    MatchClass(u32),
    /// `[subject] -> [subject, bool]`
    MatchMapping,
    MatchSequence,
    /// `[subject, keys-tuple] -> [subject, keys, values-tuple | None]`
    MatchKeys,
    /// `[x] -> [x, len(x)]`
    GetLen,
    /// `[subject, keys] -> [subject, rest-dict]`
    CopyDictWithoutKeys,
    // ----- superinstructions (see `compile::fuse`) -----
    // Each one stands at the head of the instruction sequence it replaces, which stays in
    // place behind it: it does the work of the whole sequence and skips the rest, while a
    // jump into the middle of the sequence still finds the original instructions.
    /// `LoadFast(slot) LoadConst(konst)`
    LoadFastConst {
        slot: u16,
        konst: u16,
    },
    /// `LoadFast(a) LoadFast(b)`
    LoadFastFast {
        a: u16,
        b: u16,
    },
    /// `LoadFast(slot) LoadConst(konst) Binary(op)`
    BinaryFastConst {
        slot: u16,
        konst: u16,
        op: BinOp,
    },
    /// `LoadFast(a) LoadFast(b) Binary(op)`
    BinaryFastFast {
        a: u16,
        b: u16,
        op: BinOp,
    },
    /// `Compare(op) PopJumpIfFalse(target)`
    CompareJumpIfFalse {
        op: CmpOp,
        target: u32,
    },
    /// `ForIter(target) StoreFast(slot)`: range and list items go straight into the slot.
    ForIterStore {
        slot: u16,
        target: u32,
    },
    /// `LoadFast(slot) LoadConst(konst) Inplace(op) StoreFast(slot)`: `x += 1`.
    InplaceFastConst {
        slot: u16,
        konst: u16,
        op: BinOp,
    },
    /// `LoadFast(a) LoadFast(b) Inplace(op) StoreFast(a)`: `total += x`.
    InplaceFastFast {
        a: u16,
        b: u16,
        op: BinOp,
    },
    /// `LoadFast(slot) LoadConst(konst) Binary(op) StoreFast(dst)`: `y = x * 2`.
    BinaryFastConstStore {
        slot: u16,
        konst: u16,
        op: BinOp,
        dst: u16,
    },
    /// `LoadFast(a) LoadFast(b) Binary(op) StoreFast(dst)`: `d = x - y`.
    BinaryFastFastStore {
        a: u16,
        b: u16,
        op: BinOp,
        dst: u16,
    },
    /// `LoadFast(slot) LoadConst(konst) LoadSubscr`: `row[0]`.
    SubscrFastConst {
        slot: u16,
        konst: u16,
    },
    /// `LoadFast(a) LoadFast(b) LoadSubscr`: `data[i]`.
    SubscrFastFast {
        a: u16,
        b: u16,
    },
    /// `LoadFast(slot) LoadConst(konst) StoreSubscr`: `row[0] = v` (and the store of
    /// `row[0] += v`).
    StoreSubscrFastConst {
        slot: u16,
        konst: u16,
    },
    /// `LoadFast(a) LoadFast(b) StoreSubscr`: `data[i] = v`.
    StoreSubscrFastFast {
        a: u16,
        b: u16,
    },
    /// `LoadFast(slot) LoadAttr(name)`: `self.x` without pushing `self`.
    LoadFastAttr {
        slot: u16,
        name: u16,
    },
    /// `LoadFast(slot) LoadMethod(name)`
    LoadFastMethod {
        slot: u16,
        name: u16,
    },
    /// `Binary(op) StoreFast(dst)`: `d = (a + b) * c` stores its last result directly.
    BinaryStore {
        op: BinOp,
        dst: u16,
    },
    /// `LoadConst(konst) Binary(op)`: `(a + b) * 2` without pushing the constant.
    BinaryConst {
        konst: u16,
        op: BinOp,
    },
    /// `LoadFast(slot) Binary(op)`: `(a + b) * c` without pushing the local.
    BinaryFast {
        slot: u16,
        op: BinOp,
    },
    /// `StoreFast(slot) Jump(target)`: the last store of a loop body and the back edge.
    StoreFastJump {
        slot: u16,
        target: u32,
    },
    /// `LoadFast(slot) LoadConst(konst) Compare(op) PopJumpIfFalse(target)`: `if i < 10:`
    /// (only for targets below 65,536).
    CompareFastConstJump {
        op: CmpOp,
        slot: u16,
        konst: u16,
        target: u16,
    },
    /// `LoadFast(value) LoadFast(obj) StoreAttr(name)`: `self.x = x`.
    StoreFastAttr {
        value: u16,
        obj: u16,
        name: u16,
    },
}

// Instructions stay one 8-byte word: the dispatch loop fetches one per step.
const _: () = assert!(std::mem::size_of::<Instr>() == 8);

/// A cached global lookup: valid while the VM's globals epoch equals `epoch`.
#[derive(Clone, Copy, Default, Debug)]
pub struct GlobalCacheEntry {
    pub epoch: u64,
    /// Index in the module namespace, or in builtins when `in_builtins`.
    pub index: u32,
    pub in_builtins: bool,
}

/// Where an instance attribute was found last time: the instance dict's entry `index`, for
/// instances of the class tagged `type_tag` while the layout epoch was `epoch`. Tag 0
/// (no class has it) means empty.
#[derive(Clone, Copy, Default)]
pub struct AttrCacheEntry {
    pub type_tag: u64,
    pub epoch: u64,
    pub index: u32,
    /// The class has no hooks on assignment (flags 0, not builtin): `StoreAttr` may use
    /// the entry too. Entries filled by a load on other classes are load-only.
    pub writable: bool,
}

/// The method a name resolved to on the class tagged `type_tag` while the layout epoch was
/// `epoch`: a plain function of a Python class or a builtin of a builtin type. Weak, so a
/// code object caching its own class's method does not keep it alive in a cycle.
#[derive(Default)]
pub struct MethodCacheEntry {
    pub type_tag: u64,
    pub epoch: u64,
    pub method: CachedMethod,
}

#[derive(Default)]
pub enum CachedMethod {
    #[default]
    Empty,
    Function(std::rc::Weak<crate::value::Function>),
    Builtin(std::rc::Weak<crate::value::Builtin>),
}

/// What kind of code object this is (affects how frames treat names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeKind {
    Module,
    Function,
    Class,
    Comprehension,
}

/// Compiled code for one scope.
pub struct Code {
    pub name: Str,
    pub qualname: Str,
    pub filename: Str,
    pub kind: CodeKind,
    pub instrs: Vec<Instr>,
    /// Source line of each instruction.
    pub lines: Vec<u32>,
    pub first_line: u32,
    pub consts: Vec<Value>,
    pub names: Vec<Str>,
    /// Local variable names; parameters first.
    pub varnames: Vec<Str>,
    pub cellvars: Vec<Str>,
    pub freevars: Vec<Str>,
    /// For each cellvar, the parameter slot whose value starts in the cell.
    pub cell_params: Vec<Option<u32>>,
    pub argcount: u32,
    pub posonlyargcount: u32,
    pub kwonlyargcount: u32,
    pub has_varargs: bool,
    pub has_varkw: bool,
    pub is_generator: bool,
    /// Only positional parameters and no cells: calls can copy arguments straight in.
    pub simple_args: bool,
    /// Per-name cache for LoadGlobal: (globals epoch, index into globals or builtins).
    pub global_cache: Box<[std::cell::Cell<GlobalCacheEntry>]>,
    /// Per-name cache for LoadAttr/StoreAttr on instances (see `vm::attr_cache`).
    pub attr_cache: Box<[[std::cell::Cell<AttrCacheEntry>; 2]]>,
    /// Per-name cache for LoadMethod on instances (see `vm::attr_cache`).
    pub method_cache: Box<[[std::cell::RefCell<MethodCacheEntry>; 2]]>,
    pub children: Vec<Rc<Code>>,
    pub docstring: Option<Str>,
}

impl Code {
    /// Number of frame slots: locals, then cells, then free variables.
    pub fn slot_count(&self) -> usize {
        self.varnames.len() + self.cellvars.len() + self.freevars.len()
    }
    pub fn line_at(&self, pc: usize) -> u32 {
        self.lines.get(pc).copied().unwrap_or(self.first_line)
    }
}

/// How many instructions each superinstruction stands for, in one place: `compile::fuse`
/// writes it over the first of them ([`Instr::span`]), and the VM skips the rest
/// (`span::X - 1`) when its fast path did the work of all of them.
pub mod span {
    pub const LOAD_FAST_CONST: usize = 2;
    pub const LOAD_FAST_FAST: usize = 2;
    pub const BINARY_FAST_CONST: usize = 3;
    pub const BINARY_FAST_FAST: usize = 3;
    pub const COMPARE_JUMP_IF_FALSE: usize = 2;
    pub const FOR_ITER_STORE: usize = 2;
    pub const INPLACE_FAST_CONST: usize = 4;
    pub const INPLACE_FAST_FAST: usize = 4;
    pub const BINARY_FAST_CONST_STORE: usize = 4;
    pub const BINARY_FAST_FAST_STORE: usize = 4;
    pub const SUBSCR_FAST_CONST: usize = 3;
    pub const SUBSCR_FAST_FAST: usize = 3;
    pub const STORE_SUBSCR_FAST_CONST: usize = 3;
    pub const STORE_SUBSCR_FAST_FAST: usize = 3;
    pub const LOAD_FAST_ATTR: usize = 2;
    pub const LOAD_FAST_METHOD: usize = 2;
    pub const BINARY_STORE: usize = 2;
    pub const BINARY_CONST: usize = 2;
    pub const BINARY_FAST: usize = 2;
    pub const STORE_FAST_JUMP: usize = 2;
    pub const COMPARE_FAST_CONST_JUMP: usize = 4;
    pub const STORE_FAST_ATTR: usize = 3;
}

impl Instr {
    /// How many instructions this one stands for: 1, or more for a superinstruction.
    pub const fn span(&self) -> usize {
        match self {
            Instr::LoadFastConst { .. } => span::LOAD_FAST_CONST,
            Instr::LoadFastFast { .. } => span::LOAD_FAST_FAST,
            Instr::BinaryFastConst { .. } => span::BINARY_FAST_CONST,
            Instr::BinaryFastFast { .. } => span::BINARY_FAST_FAST,
            Instr::CompareJumpIfFalse { .. } => span::COMPARE_JUMP_IF_FALSE,
            Instr::ForIterStore { .. } => span::FOR_ITER_STORE,
            Instr::InplaceFastConst { .. } => span::INPLACE_FAST_CONST,
            Instr::InplaceFastFast { .. } => span::INPLACE_FAST_FAST,
            Instr::BinaryFastConstStore { .. } => span::BINARY_FAST_CONST_STORE,
            Instr::BinaryFastFastStore { .. } => span::BINARY_FAST_FAST_STORE,
            Instr::SubscrFastConst { .. } => span::SUBSCR_FAST_CONST,
            Instr::SubscrFastFast { .. } => span::SUBSCR_FAST_FAST,
            Instr::StoreSubscrFastConst { .. } => span::STORE_SUBSCR_FAST_CONST,
            Instr::StoreSubscrFastFast { .. } => span::STORE_SUBSCR_FAST_FAST,
            Instr::LoadFastAttr { .. } => span::LOAD_FAST_ATTR,
            Instr::LoadFastMethod { .. } => span::LOAD_FAST_METHOD,
            Instr::BinaryStore { .. } => span::BINARY_STORE,
            Instr::BinaryConst { .. } => span::BINARY_CONST,
            Instr::BinaryFast { .. } => span::BINARY_FAST,
            Instr::StoreFastJump { .. } => span::STORE_FAST_JUMP,
            Instr::CompareFastConstJump { .. } => span::COMPARE_FAST_CONST_JUMP,
            Instr::StoreFastAttr { .. } => span::STORE_FAST_ATTR,
            _ => 1,
        }
    }
}
