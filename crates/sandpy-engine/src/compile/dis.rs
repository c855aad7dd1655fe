//! The disassembler: compiled `Code` objects as readable text, in the manner of CPython's
//! `dis` module. Each code object (the module, then every function, class body and
//! comprehension below it, depth first) is listed with its parameters and names, then one
//! line per instruction: source line (when it changes), `>>` on jump targets, the
//! instruction index, its name, its raw operands and what they mean (constant values,
//! names, local names, jump targets, operators).
//!
//! A superinstruction (`compile::fuse`) takes the place of the first instruction of the
//! sequence it does the work of; the rest of that sequence follows it unchanged (it skips
//! them; they stay as landings for jumps into the middle).
//!
//! Used by `sandpy dis FILE` and by the golden-file test `tests/dis.rs`. Read-only: it
//! never changes how code is compiled or run.

use std::fmt::Write;

use super::bytecode::{BinOp, Code, CodeKind, Conversion, Instr, RaiseForm};
use super::{compile_module, Budget, ModuleMode};
use crate::policy::DunderPolicy;
use crate::value::Value;

/// Parses and compiles `source` as a program (as `sandpy run` does) and disassembles it.
/// A syntax error comes back as its CPython-style report.
pub fn disassemble(source: &str, filename: &str) -> Result<String, String> {
    let module = crate::parse::parse(source, filename).map_err(|e| e.render())?;
    let code = compile_module(&module, source, filename, ModuleMode::Program, DunderPolicy::default(), Budget::unlimited())
        .map_err(|e| crate::parse::compile_error_report(&e, source, filename).render())?;
    // Deeply nested syntax trees are dropped on a grown stack (as the interpreter does).
    stacker::maybe_grow(256 * 1024, 64 * 1024 * 1024, move || drop(module));
    Ok(disassemble_code(&code))
}

/// The listing of `code` and of every code object nested in it.
pub fn disassemble_code(code: &Code) -> String {
    let mut out = String::new();
    write_code(&mut out, code);
    out
}

fn write_code(out: &mut String, code: &Code) {
    let kind = match code.kind {
        CodeKind::Module => "module",
        CodeKind::Function => "function",
        CodeKind::Class => "class body",
        CodeKind::Comprehension => "comprehension",
    };
    let _ = writeln!(out, "Disassembly of <code {}> ({}, line {}):", code.qualname, kind, code.first_line);
    if code.kind == CodeKind::Function || code.kind == CodeKind::Comprehension {
        let mut flags = Vec::new();
        if code.has_varargs {
            flags.push("*args");
        }
        if code.has_varkw {
            flags.push("**kwargs");
        }
        if code.is_generator {
            flags.push("generator");
        }
        let _ = writeln!(
            out,
            "  args: {} (positional-only {}, keyword-only {}){}{}",
            code.argcount,
            code.posonlyargcount,
            code.kwonlyargcount,
            if flags.is_empty() { "" } else { ", " },
            flags.join(", ")
        );
    }
    write_list(out, "locals", code.varnames.iter().map(|s| s.to_string()));
    write_list(out, "cells", code.cellvars.iter().map(|s| s.to_string()));
    write_list(out, "free", code.freevars.iter().map(|s| s.to_string()));
    write_list(out, "names", code.names.iter().map(|s| s.to_string()));
    write_list(out, "consts", code.consts.iter().map(const_repr));
    if let Some(doc) = &code.docstring {
        let _ = writeln!(out, "  docstring: {}", crate::text::repr::str_repr(doc));
    }
    let mut targets = vec![false; code.instrs.len() + 1];
    for instr in &code.instrs {
        if let Some(t) = jump_target(instr) {
            if let Some(slot) = targets.get_mut(t as usize) {
                *slot = true;
            }
        }
    }
    let mut last_line = None;
    for (pc, instr) in code.instrs.iter().enumerate() {
        let line = code.line_at(pc);
        let line_text = if last_line == Some(line) { String::new() } else { line.to_string() };
        last_line = Some(line);
        let mark = if targets[pc] { ">>" } else { "" };
        let (operands, meaning) = operands(code, instr);
        let mut row = format!("{:>5} {:>2} {:>5} {:<28} {:<12}", line_text, mark, pc, op_name(instr), operands);
        if !meaning.is_empty() {
            let _ = write!(row, " ({})", meaning);
        }
        let _ = writeln!(out, "{}", row.trim_end());
    }
    for child in &code.children {
        out.push('\n');
        write_code(out, child);
    }
}

fn write_list(out: &mut String, label: &str, items: impl Iterator<Item = String>) {
    let items: Vec<String> = items.enumerate().map(|(i, s)| format!("{}: {}", i, s)).collect();
    if !items.is_empty() {
        let _ = writeln!(out, "  {}: {}", label, items.join(", "));
    }
}

/// The instruction's name in CPython's style: `LoadFastConst` → `LOAD_FAST_CONST`.
fn op_name(instr: &Instr) -> String {
    let debug = format!("{:?}", instr);
    let camel = debug.split(['(', ' ', '{']).next().unwrap_or("");
    let mut name = String::new();
    for (i, c) in camel.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            name.push('_');
        }
        name.push(c.to_ascii_uppercase());
    }
    name
}

fn jump_target(instr: &Instr) -> Option<u32> {
    match *instr {
        Instr::Jump(t)
        | Instr::PopJumpIfFalse(t)
        | Instr::PopJumpIfTrue(t)
        | Instr::JumpIfFalseOrPop(t)
        | Instr::JumpIfTrueOrPop(t)
        | Instr::ForIter(t)
        | Instr::SetupFinally(t)
        | Instr::SetupWith(t)
        | Instr::JumpIfNotExcMatch(t) => Some(t),
        Instr::CompareJumpIfFalse { target, .. } | Instr::ForIterStore { target, .. } | Instr::StoreFastJump { target, .. } => Some(target),
        Instr::CompareFastConstJump { target, .. } => Some(u32::from(target)),
        _ => None,
    }
}

/// The frame slot's variable: locals, then cells, then free variables.
fn slot_name(code: &Code, slot: u32) -> String {
    let i = slot as usize;
    let nv = code.varnames.len();
    let nc = code.cellvars.len();
    let name = if i < nv {
        code.varnames.get(i)
    } else if i < nv + nc {
        code.cellvars.get(i - nv)
    } else {
        code.freevars.get(i - nv - nc)
    };
    name.map(|s| s.to_string()).unwrap_or_else(|| format!("<slot {}?>", slot))
}

fn name_at(code: &Code, i: u32) -> String {
    code.names.get(i as usize).map(|s| s.to_string()).unwrap_or_else(|| format!("<name {}?>", i))
}

fn const_at(code: &Code, i: u32) -> String {
    code.consts.get(i as usize).map(const_repr).unwrap_or_else(|| format!("<const {}?>", i))
}

fn bin(op: BinOp) -> &'static str {
    match op {
        BinOp::Pow => "**",
        other => other.symbol(),
    }
}

/// Raw operands and their meaning.
fn operands(code: &Code, instr: &Instr) -> (String, String) {
    let n = |x: u32| (x.to_string(), String::new());
    let to = |t: u32| (t.to_string(), format!("to {}", t));
    let slot = |s: u32| (s.to_string(), slot_name(code, s));
    let name = |i: u32| (i.to_string(), name_at(code, i));
    let two = |a: u32, b: u32| format!("{} {}", a, b);
    let three = |a: u32, b: u32, c: u32| format!("{} {} {}", a, b, c);
    match *instr {
        Instr::LoadConst(i) => (i.to_string(), const_at(code, i)),
        Instr::LoadFast(s)
        | Instr::StoreFast(s)
        | Instr::DeleteFast(s)
        | Instr::LoadDeref(s)
        | Instr::StoreDeref(s)
        | Instr::DeleteDeref(s)
        | Instr::LoadClosure(s)
        | Instr::LoadClassDeref(s) => slot(s),
        Instr::LoadGlobal(i)
        | Instr::StoreGlobal(i)
        | Instr::DeleteGlobal(i)
        | Instr::LoadName(i)
        | Instr::StoreName(i)
        | Instr::DeleteName(i)
        | Instr::LoadAttr(i)
        | Instr::ForbiddenDunder(i)
        | Instr::StoreAttr(i)
        | Instr::DeleteAttr(i)
        | Instr::LoadMethod(i)
        | Instr::ImportName(i)
        | Instr::ImportFrom(i) => name(i),
        Instr::Binary(op) | Instr::Inplace(op) => (String::new(), bin(op).to_string()),
        Instr::Unary(op) => (String::new(), format!("{:?}", op).to_lowercase()),
        Instr::Compare(op) => (String::new(), op.symbol().to_string()),
        Instr::Is(neg) => (String::new(), if neg { "is not" } else { "is" }.to_string()),
        Instr::Contains(neg) => (String::new(), if neg { "not in" } else { "in" }.to_string()),
        Instr::CallMethod(x)
        | Instr::BuildTuple(x)
        | Instr::BuildList(x)
        | Instr::BuildSet(x)
        | Instr::BuildMap(x)
        | Instr::BuildString(x)
        | Instr::BuildSlice(x)
        | Instr::ListAppend(x)
        | Instr::SetAdd(x)
        | Instr::MapAdd(x)
        | Instr::ListExtend(x)
        | Instr::SetUpdate(x)
        | Instr::DictUpdate(x)
        | Instr::DictMerge(x)
        | Instr::UnpackSequence(x)
        | Instr::Call(x)
        | Instr::CallKw(x)
        | Instr::MatchClass(x) => n(x),
        Instr::FormatValue { conversion, with_spec } => {
            let conv = match conversion {
                Conversion::None => "",
                Conversion::Str => "!s",
                Conversion::Repr => "!r",
                Conversion::Ascii => "!a",
            };
            let spec = if with_spec { "with spec" } else { "" };
            let meaning = [conv, spec].iter().filter(|s| !s.is_empty()).copied().collect::<Vec<_>>().join(", ");
            (two(conversion as u32, u32::from(with_spec)), meaning)
        }
        Instr::UnpackEx { before, after } => (two(u32::from(before), u32::from(after)), format!("{} before *, {} after", before, after)),
        Instr::Jump(t)
        | Instr::PopJumpIfFalse(t)
        | Instr::PopJumpIfTrue(t)
        | Instr::JumpIfFalseOrPop(t)
        | Instr::JumpIfTrueOrPop(t)
        | Instr::ForIter(t)
        | Instr::SetupFinally(t)
        | Instr::SetupWith(t)
        | Instr::JumpIfNotExcMatch(t) => to(t),
        Instr::CallEx { with_kwargs } => (u32::from(with_kwargs).to_string(), if with_kwargs { "with kwargs" } else { "" }.to_string()),
        Instr::MakeFunction { code: c, flags } => {
            let child =
                code.children.get(c as usize).map(|ch| format!("<code {}>", ch.qualname)).unwrap_or_else(|| format!("<child {}?>", c));
            let mut parts = vec![child];
            use super::bytecode::function_flags::{ANNOTATIONS, CLOSURE, DEFAULTS, KWDEFAULTS};
            for (bit, label) in [(DEFAULTS, "defaults"), (KWDEFAULTS, "kwdefaults"), (ANNOTATIONS, "annotations"), (CLOSURE, "closure")] {
                if flags & bit != 0 {
                    parts.push(label.to_string());
                }
            }
            (two(c, u32::from(flags)), parts.join(", "))
        }
        Instr::BuildClass { nargs, with_kw } => (two(nargs, u32::from(with_kw)), if with_kw { "with keywords" } else { "" }.to_string()),
        Instr::Raise(form) => (
            (form as u8).to_string(),
            match form {
                RaiseForm::Reraise => "reraise",
                RaiseForm::Exception => "exc",
                RaiseForm::WithCause => "exc from cause",
            }
            .to_string(),
        ),
        Instr::LoadFastConst { slot: s, konst } => {
            (two(u32::from(s), u32::from(konst)), format!("{}, {}", slot_name(code, s.into()), const_at(code, konst.into())))
        }
        Instr::LoadFastFast { a, b } | Instr::SubscrFastFast { a, b } | Instr::StoreSubscrFastFast { a, b } => {
            (two(a.into(), b.into()), format!("{}, {}", slot_name(code, a.into()), slot_name(code, b.into())))
        }
        Instr::SubscrFastConst { slot: s, konst } | Instr::StoreSubscrFastConst { slot: s, konst } => {
            (two(s.into(), konst.into()), format!("{}, {}", slot_name(code, s.into()), const_at(code, konst.into())))
        }
        Instr::BinaryFastConst { slot: s, konst, op } | Instr::InplaceFastConst { slot: s, konst, op } => {
            (two(s.into(), konst.into()), format!("{} {} {}", slot_name(code, s.into()), bin(op), const_at(code, konst.into())))
        }
        Instr::BinaryFastFast { a, b, op } | Instr::InplaceFastFast { a, b, op } => {
            (two(a.into(), b.into()), format!("{} {} {}", slot_name(code, a.into()), bin(op), slot_name(code, b.into())))
        }
        Instr::CompareJumpIfFalse { op, target } => (target.to_string(), format!("{}, else to {}", op.symbol(), target)),
        Instr::ForIterStore { slot: s, target } => {
            (two(s.into(), target), format!("into {}, exhausted to {}", slot_name(code, s.into()), target))
        }
        Instr::BinaryFastConstStore { slot: s, konst, op, dst } => (
            three(s.into(), konst.into(), dst.into()),
            format!("{} = {} {} {}", slot_name(code, dst.into()), slot_name(code, s.into()), bin(op), const_at(code, konst.into())),
        ),
        Instr::BinaryFastFastStore { a, b, op, dst } => (
            three(a.into(), b.into(), dst.into()),
            format!("{} = {} {} {}", slot_name(code, dst.into()), slot_name(code, a.into()), bin(op), slot_name(code, b.into())),
        ),
        Instr::LoadFastAttr { slot: s, name: i } | Instr::LoadFastMethod { slot: s, name: i } => {
            (two(s.into(), i.into()), format!("{}.{}", slot_name(code, s.into()), name_at(code, i.into())))
        }
        Instr::BinaryStore { op, dst } => (dst.to_string(), format!("{}, into {}", bin(op), slot_name(code, dst.into()))),
        Instr::BinaryConst { konst, op } => (konst.to_string(), format!("{} {}", bin(op), const_at(code, konst.into()))),
        Instr::BinaryFast { slot: s, op } => (s.to_string(), format!("{} {}", bin(op), slot_name(code, s.into()))),
        Instr::StoreFastJump { slot: s, target } => (two(s.into(), target), format!("into {}, to {}", slot_name(code, s.into()), target)),
        Instr::CompareFastConstJump { op, slot: s, konst, target } => (
            three(s.into(), konst.into(), target.into()),
            format!("{} {} {}, else to {}", slot_name(code, s.into()), op.symbol(), const_at(code, konst.into()), target),
        ),
        Instr::StoreFastAttr { value, obj, name: i } => (
            three(value.into(), obj.into(), i.into()),
            format!("{}.{} = {}", slot_name(code, obj.into()), name_at(code, i.into()), slot_name(code, value.into())),
        ),
        Instr::Nop
        | Instr::LoadSubscr
        | Instr::StoreSubscr
        | Instr::DeleteSubscr
        | Instr::Pop
        | Instr::Dup
        | Instr::Dup2
        | Instr::Rot2
        | Instr::Rot3
        | Instr::Rot4
        | Instr::ListToTuple
        | Instr::GetIter
        | Instr::Return
        | Instr::PopBlock
        | Instr::PopExcept
        | Instr::Reraise
        | Instr::BeforeWith
        | Instr::WithExceptStart
        | Instr::WithCleanup
        | Instr::YieldValue
        | Instr::GetYieldFromIter
        | Instr::YieldFrom
        | Instr::ImportStar
        | Instr::LoadAssertionError
        | Instr::SetupAnnotations
        | Instr::MatchMapping
        | Instr::MatchSequence
        | Instr::MatchKeys
        | Instr::GetLen
        | Instr::CopyDictWithoutKeys => (String::new(), String::new()),
    }
}

/// A constant as Python would write it (constants are plain data; anything else is shown
/// by its kind).
fn const_repr(v: &Value) -> String {
    match v {
        Value::None => "None".to_string(),
        Value::Ellipsis => "Ellipsis".to_string(),
        Value::NotImplemented => "NotImplemented".to_string(),
        Value::Bool(b) => if *b { "True" } else { "False" }.to_string(),
        Value::Int(i) => i.to_string(),
        Value::BigInt(b) => b.value.to_string(),
        Value::Float(f) => crate::format::float_repr(*f),
        Value::Complex(c) => {
            let part = |x: f64| {
                let s = crate::format::float_repr(x);
                s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
            };
            let (re, im) = (c.value.re, c.value.im);
            if re == 0.0 && re.is_sign_positive() {
                format!("{}j", part(im))
            } else {
                let sign = if im.is_sign_negative() || im.is_nan() && im.is_sign_negative() { "" } else { "+" };
                format!("({}{}{}j)", part(re), sign, part(im))
            }
        }
        Value::Str(s) => crate::text::repr::str_repr(&s.s),
        Value::Bytes(b) => crate::text::repr::bytes_repr(&b.data),
        Value::Tuple(t) => {
            let items: Vec<String> = t.items.iter().map(const_repr).collect();
            if items.len() == 1 {
                format!("({},)", items.join(""))
            } else {
                format!("({})", items.join(", "))
            }
        }
        Value::FrozenSet(s) => {
            let items: Vec<String> = s.store.borrow().keys().iter().map(const_repr).collect();
            format!("frozenset({{{}}})", items.join(", "))
        }
        Value::Slice(s) => format!("slice({}, {}, {})", const_repr(&s.start), const_repr(&s.stop), const_repr(&s.step)),
        other => format!("<{}>", crate::builtins::args::type_name_plain(other)),
    }
}
