//! Code generation for expressions: literals, operators, calls, comprehensions, f-strings,
//! lambdas and conditional jumps.

use std::rc::Rc;

use num_bigint::BigInt;
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

use super::bytecode::{CmpOp, CodeKind, Conversion, Instr, UnaryOp};
use super::codegen::{binop, Compiler, FunctionBody, Label};
use super::symtable::ScopeKind;
use super::{CompileError, CompileErrorKind};
use crate::value::{PyBytes, Value};

impl<'a> Compiler<'a> {
    pub fn expr(&mut self, e: &'a Expr) -> Result<(), CompileError> {
        self.nest(e.range(), |c| c.expr_inner(e))
    }

    fn expr_inner(&mut self, e: &'a Expr) -> Result<(), CompileError> {
        match e {
            Expr::NumberLiteral(n) => {
                let v = match &n.value {
                    ast::Number::Int(i) => match i.as_i64() {
                        Some(v) => Value::Int(v),
                        None => Value::from_bigint(
                            parse_big_literal(&i.to_string())
                                .ok_or_else(|| CompileError::new("invalid integer literal", n.range, false))?,
                        ),
                    },
                    ast::Number::Float(f) => Value::Float(*f),
                    ast::Number::Complex { real, imag } => Value::complex(*real, *imag),
                };
                self.emit_const(v);
            }
            Expr::StringLiteral(s) => self.emit_const(crate::intern::str_constant(s.value.to_str())),
            Expr::BytesLiteral(b) => {
                let data: Vec<u8> = b.value.bytes().collect();
                self.emit_const(Value::Bytes(Rc::new(PyBytes::new(data.into_boxed_slice()))));
            }
            Expr::BooleanLiteral(b) => self.emit_const(Value::Bool(b.value)),
            Expr::NoneLiteral(_) => self.emit_const(Value::None),
            Expr::EllipsisLiteral(_) => self.emit_const(Value::Ellipsis),
            Expr::Name(n) => self.load_name(&n.id),
            Expr::BinOp(b) => {
                self.expr(&b.left)?;
                self.expr(&b.right)?;
                self.emit(Instr::Binary(binop(b.op)));
            }
            Expr::UnaryOp(u) => {
                self.expr(&u.operand)?;
                let op = match u.op {
                    ast::UnaryOp::Invert => UnaryOp::Invert,
                    ast::UnaryOp::Not => UnaryOp::Not,
                    ast::UnaryOp::UAdd => UnaryOp::Pos,
                    ast::UnaryOp::USub => UnaryOp::Neg,
                };
                self.emit(Instr::Unary(op));
            }
            Expr::BoolOp(b) => {
                let end = self.new_label();
                let n = b.values.len();
                for (i, v) in b.values.iter().enumerate() {
                    self.expr(v)?;
                    if i + 1 < n {
                        match b.op {
                            ast::BoolOp::And => self.emit_jump(Instr::JumpIfFalseOrPop, end),
                            ast::BoolOp::Or => self.emit_jump(Instr::JumpIfTrueOrPop, end),
                        }
                    }
                }
                self.bind_label(end);
            }
            Expr::Compare(c) => self.compare(c)?,
            Expr::If(i) => {
                let orelse = self.new_label();
                let end = self.new_label();
                self.jump_if(&i.test, false, orelse)?;
                self.expr(&i.body)?;
                self.emit_jump(Instr::Jump, end);
                self.bind_label(orelse);
                self.expr(&i.orelse)?;
                self.bind_label(end);
            }
            Expr::Named(n) => {
                self.expr(&n.value)?;
                self.emit(Instr::Dup);
                self.store_target(&n.target)?;
            }
            Expr::Attribute(a) => {
                if self.refuse_dunder_read(&a.attr.id) {
                    return Ok(());
                }
                self.expr(&a.value)?;
                let idx = self.name_idx(&a.attr.id);
                self.emit(Instr::LoadAttr(idx));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::LoadSubscr);
            }
            Expr::Slice(s) => {
                if let Some(v) = constant_slice(s) {
                    self.emit_const(v);
                    return Ok(());
                }
                for part in [&s.lower, &s.upper] {
                    match part {
                        Some(p) => self.expr(p)?,
                        None => self.emit_const(Value::None),
                    }
                }
                match &s.step {
                    Some(st) => {
                        self.expr(st)?;
                        self.emit(Instr::BuildSlice(3));
                    }
                    None => self.emit(Instr::BuildSlice(2)),
                }
            }
            Expr::Tuple(t) => {
                if t.elts.iter().any(|e| matches!(e, Expr::Starred(_))) {
                    self.starred_sequence(&t.elts)?;
                    self.emit(Instr::ListToTuple);
                } else if let Some(v) = constant_tuple(&t.elts) {
                    self.emit_const(v);
                } else {
                    for v in &t.elts {
                        self.expr(v)?;
                    }
                    self.emit(Instr::BuildTuple(t.elts.len() as u32));
                }
            }
            Expr::List(l) => {
                if l.elts.iter().any(|e| matches!(e, Expr::Starred(_))) {
                    self.starred_sequence(&l.elts)?;
                } else {
                    for v in &l.elts {
                        self.expr(v)?;
                    }
                    self.emit(Instr::BuildList(l.elts.len() as u32));
                }
            }
            Expr::Set(s) => {
                if s.elts.iter().any(|e| matches!(e, Expr::Starred(_))) {
                    self.emit(Instr::BuildSet(0));
                    for v in &s.elts {
                        match v {
                            Expr::Starred(st) => {
                                self.expr(&st.value)?;
                                self.emit(Instr::SetUpdate(1));
                            }
                            other => {
                                self.expr(other)?;
                                self.emit(Instr::SetAdd(1));
                            }
                        }
                    }
                } else {
                    for v in &s.elts {
                        self.expr(v)?;
                    }
                    self.emit(Instr::BuildSet(s.elts.len() as u32));
                }
            }
            Expr::Dict(d) => {
                if d.items.iter().any(|i| i.key.is_none()) {
                    self.emit(Instr::BuildMap(0));
                    for item in &d.items {
                        match &item.key {
                            Some(k) => {
                                self.expr(k)?;
                                self.expr(&item.value)?;
                                self.emit(Instr::MapAdd(1));
                            }
                            None => {
                                self.expr(&item.value)?;
                                self.emit(Instr::DictUpdate(1));
                            }
                        }
                    }
                } else {
                    for item in &d.items {
                        if let Some(k) = &item.key {
                            self.expr(k)?;
                        }
                        self.expr(&item.value)?;
                    }
                    self.emit(Instr::BuildMap(d.items.len() as u32));
                }
            }
            Expr::Call(c) => self.call(c)?,
            Expr::Lambda(l) => {
                let scope = self.table.scope_for(l.range).ok_or_else(|| CompileError::new("internal: missing scope", l.range, false))?;
                let empty: &'a ast::Parameters = empty_parameters();
                let params = l.parameters.as_deref().unwrap_or(empty);
                self.make_function(scope, "<lambda>", params, None, FunctionBody::Expr(&l.body), l.range)?;
            }
            Expr::ListComp(c) => self.comprehension(e, "<listcomp>", &c.generators, CompKind::List(&c.elt))?,
            Expr::SetComp(c) => self.comprehension(e, "<setcomp>", &c.generators, CompKind::Set(&c.elt))?,
            Expr::DictComp(c) => {
                let Some(key) = &c.key else {
                    return Err(CompileError::new("dict unpacking cannot be used in dict comprehension", c.range, false));
                };
                self.comprehension(e, "<dictcomp>", &c.generators, CompKind::Dict(key, &c.value))?
            }
            Expr::Generator(c) => self.comprehension(e, "<genexpr>", &c.generators, CompKind::Gen(&c.elt))?,
            Expr::Yield(y) => {
                self.check_yield_allowed(y.range)?;
                match &y.value {
                    Some(v) => self.expr(v)?,
                    None => self.emit_const(Value::None),
                }
                self.emit(Instr::YieldValue);
            }
            Expr::YieldFrom(y) => {
                self.check_yield_allowed(y.range)?;
                self.expr(&y.value)?;
                self.emit(Instr::GetYieldFromIter);
                self.emit_const(Value::None);
                self.emit(Instr::YieldFrom);
            }
            Expr::Await(a) => {
                let e = CompileError::new("'await' outside async function", a.range, false);
                return Err(e.of_kind(CompileErrorKind::AwaitOutsideAsync));
            }
            Expr::FString(f) => self.fstring(f)?,
            Expr::TString(t) => return Err(CompileError::new("template strings are not supported", t.range, false)),
            Expr::Starred(s) => return Err(CompileError::new("can't use starred expression here", s.range, false)),
            Expr::IpyEscapeCommand(i) => return Err(CompileError::new("invalid syntax", i.range, false)),
        }
        Ok(())
    }

    /// `super()` in a method becomes `super(__class__, <first argument>)`.
    fn zero_arg_super(&mut self, func: &'a Expr) -> bool {
        let Expr::Name(n) = func else { return false };
        if n.id.as_str() != "super" {
            return false;
        }
        let u = self.unit_ref();
        if u.kind != CodeKind::Function || !u.freevars.iter().any(|f| &**f == "__class__") {
            return false;
        }
        let Some(first) = self.table.scopes[u.scope].params.first().cloned() else { return false };
        self.load_name("super");
        self.load_name("__class__");
        self.load_name(&first);
        self.emit(Instr::Call(2));
        true
    }

    fn check_yield_allowed(&self, range: ruff_text_size::TextRange) -> Result<(), CompileError> {
        let scope = &self.table.scopes[self.unit_ref().scope];
        match scope.kind {
            ScopeKind::Function => Ok(()),
            ScopeKind::Comprehension if scope.is_generator => Ok(()),
            _ => Err(CompileError::new("'yield' outside function", range, false)),
        }
    }

    /// `[a, *b, c]` → a list built piecewise.
    fn starred_sequence(&mut self, elts: &'a [Expr]) -> Result<(), CompileError> {
        self.emit(Instr::BuildList(0));
        for v in elts {
            match v {
                Expr::Starred(s) => {
                    self.expr(&s.value)?;
                    self.emit(Instr::ListExtend(1));
                }
                other => {
                    self.expr(other)?;
                    self.emit(Instr::ListAppend(1));
                }
            }
        }
        Ok(())
    }

    fn compare(&mut self, c: &'a ast::ExprCompare) -> Result<(), CompileError> {
        let n = c.ops.len();
        if self.reloadable_middles(c) {
            // `a < b < c` as `a < b and b < c`, each middle operand loaded twice: fewer
            // instructions than keeping one copy on the stack, and the same result.
            let end = self.new_label();
            for i in 0..n {
                self.compare_link(c, i)?;
                if i + 1 < n {
                    self.emit_jump(Instr::JumpIfFalseOrPop, end);
                }
            }
            self.bind_label(end);
            return Ok(());
        }
        self.expr(&c.left)?;
        if n == 1 {
            self.expr(&c.comparators[0])?;
            self.emit(cmp_instr(c.ops[0]));
            return Ok(());
        }
        // a < b < c: keep the middle operand, short-circuit on the first false.
        let cleanup = self.new_label();
        let end = self.new_label();
        for (i, (op, right)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
            self.expr(right)?;
            if i + 1 < n {
                self.emit(Instr::Dup);
                self.emit(Instr::Rot3);
                self.emit(cmp_instr(*op));
                self.emit_jump(Instr::JumpIfFalseOrPop, cleanup);
            } else {
                self.emit(cmp_instr(*op));
            }
        }
        self.emit_jump(Instr::Jump, end);
        self.bind_label(cleanup);
        self.emit(Instr::Rot2);
        self.emit(Instr::Pop);
        self.bind_label(end);
        Ok(())
    }

    /// Whether every middle operand of a chained comparison is a plain local or a number or
    /// string literal: evaluating it again gives the same object and runs no code.
    fn reloadable_middles(&self, c: &ast::ExprCompare) -> bool {
        let n = c.comparators.len();
        n > 1
            && c.comparators[..n - 1].iter().all(|e| matches!(e, Expr::NumberLiteral(_) | Expr::StringLiteral(_)) || self.is_fast_local(e))
    }

    /// Emits link `i` of a chained comparison: `operand(i) <op i> comparators[i]`.
    fn compare_link(&mut self, c: &'a ast::ExprCompare, i: usize) -> Result<(), CompileError> {
        self.expr(if i == 0 { &c.left } else { &c.comparators[i - 1] })?;
        self.expr(&c.comparators[i])?;
        self.emit(cmp_instr(c.ops[i]));
        Ok(())
    }

    /// Evaluates `test` and jumps to `target` when its truth equals `jump_when`.
    pub fn jump_if(&mut self, test: &'a Expr, jump_when: bool, target: Label) -> Result<(), CompileError> {
        match test {
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not => return self.jump_if(&u.operand, !jump_when, target),
            Expr::BoolOp(b) => {
                let is_and = b.op == ast::BoolOp::And;
                let n = b.values.len();
                if is_and != jump_when {
                    // and/False or or/True: any operand deciding jumps straight to target.
                    for v in &b.values {
                        self.jump_if(v, jump_when, target)?;
                    }
                } else {
                    let skip = self.new_label();
                    for (i, v) in b.values.iter().enumerate() {
                        if i + 1 < n {
                            self.jump_if(v, !jump_when, skip)?;
                        } else {
                            self.jump_if(v, jump_when, target)?;
                        }
                    }
                    self.bind_label(skip);
                }
                return Ok(());
            }
            Expr::Compare(c) if self.reloadable_middles(c) => {
                // Like `and` over the links (see `compare`): each link branches on its own.
                let n = c.ops.len();
                let skip = self.new_label();
                for i in 0..n {
                    self.compare_link(c, i)?;
                    if !jump_when {
                        self.emit_jump(Instr::PopJumpIfFalse, target);
                    } else if i + 1 < n {
                        self.emit_jump(Instr::PopJumpIfFalse, skip);
                    } else {
                        self.emit_jump(Instr::PopJumpIfTrue, target);
                    }
                }
                self.bind_label(skip);
                return Ok(());
            }
            _ => {}
        }
        self.expr(test)?;
        if jump_when {
            self.emit_jump(Instr::PopJumpIfTrue, target);
        } else {
            self.emit_jump(Instr::PopJumpIfFalse, target);
        }
        Ok(())
    }

    /// Under `DunderPolicy::Smolagents`, an `obj.__x__` read compiles to the refusal alone
    /// (the object expression is never evaluated, as in smolagents); returns whether it did.
    pub(super) fn refuse_dunder_read(&mut self, name: &str) -> bool {
        if !self.refuse_dunder_reads || !crate::policy::is_dunder(name) {
            return false;
        }
        let idx = self.name_idx(name);
        self.emit(Instr::ForbiddenDunder(idx));
        // The expression's value is never produced; the stack shape is kept for what
        // follows (unreachable code).
        self.emit_const(Value::None);
        true
    }

    fn call(&mut self, c: &'a ast::ExprCall) -> Result<(), CompileError> {
        let args = &c.arguments;
        if args.args.is_empty() && args.keywords.is_empty() && self.zero_arg_super(&c.func) {
            return Ok(());
        }
        let has_star = args.args.iter().any(|a| matches!(a, Expr::Starred(_))) || args.keywords.iter().any(|k| k.arg.is_none());
        if !has_star && args.keywords.is_empty() {
            if let Expr::Attribute(a) = &*c.func {
                self.expr(&a.value)?;
                let idx = self.name_idx(&a.attr.id);
                self.emit(Instr::LoadMethod(idx));
                for v in args.args.iter() {
                    self.expr(v)?;
                }
                self.emit(Instr::CallMethod(args.args.len() as u32));
                return Ok(());
            }
        }
        match &*c.func {
            // The callee `obj.m` of a call is not an attribute read under the smolagents
            // dunder rule (`super().__init__(x=1)`, smolagents' evaluate_call).
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let idx = self.name_idx(&a.attr.id);
                self.emit(Instr::LoadAttr(idx));
            }
            func => self.expr(func)?,
        }
        if has_star {
            self.emit(Instr::BuildList(0));
            for v in args.args.iter() {
                match v {
                    Expr::Starred(s) => {
                        self.expr(&s.value)?;
                        self.emit(Instr::ListExtend(1));
                    }
                    other => {
                        self.expr(other)?;
                        self.emit(Instr::ListAppend(1));
                    }
                }
            }
            self.emit(Instr::ListToTuple);
            let with_kwargs = !args.keywords.is_empty();
            if with_kwargs {
                self.emit(Instr::BuildMap(0));
                for k in &args.keywords {
                    match &k.arg {
                        Some(name) => {
                            self.emit_const(Value::str(&name.id));
                            self.expr(&k.value)?;
                            self.emit(Instr::BuildMap(1));
                            self.emit(Instr::DictMerge(1));
                        }
                        None => {
                            self.expr(&k.value)?;
                            self.emit(Instr::DictMerge(1));
                        }
                    }
                }
            }
            self.emit(Instr::CallEx { with_kwargs });
            return Ok(());
        }
        for v in args.args.iter() {
            self.expr(v)?;
        }
        if args.keywords.is_empty() {
            self.emit(Instr::Call(args.args.len() as u32));
        } else {
            let mut names = Vec::new();
            // A set, not a scan of `names`: calls may pass 100,000 keywords.
            let mut seen = std::collections::HashSet::new();
            for k in &args.keywords {
                self.expr(&k.value)?;
                if let Some(n) = &k.arg {
                    if !seen.insert(n.id.as_str()) {
                        return Err(CompileError::new(format!("keyword argument repeated: {}", n.id), k.range, false));
                    }
                    names.push(Value::str(&n.id));
                }
            }
            self.emit_const(Value::tuple(names));
            self.emit(Instr::CallKw((args.args.len() + args.keywords.len()) as u32));
        }
        Ok(())
    }

    fn comprehension(&mut self, e: &'a Expr, name: &str, gens: &'a [ast::Comprehension], kind: CompKind<'a>) -> Result<(), CompileError> {
        let range = e.range();
        let scope = self.table.scope_for(range).ok_or_else(|| CompileError::new("internal: missing scope", range, false))?;
        let Some(first) = gens.first() else {
            return Err(CompileError::new("comprehension without for", range, false));
        };
        if gens.iter().any(|g| g.is_async) {
            return Err(CompileError::new("asynchronous comprehension outside of an asynchronous function", range, false));
        }
        let qualname = self.qualname_for(name);
        let line = self.lines.line(range.start().to_u32());
        self.push_unit(scope, CodeKind::Comprehension, name.into(), qualname, line);
        self.unit().line = line;
        match kind {
            CompKind::List(_) => self.emit(Instr::BuildList(0)),
            CompKind::Set(_) => self.emit(Instr::BuildSet(0)),
            CompKind::Dict(..) => self.emit(Instr::BuildMap(0)),
            CompKind::Gen(_) => {}
        }
        self.comprehension_loop(gens, 0, &kind)?;
        if let CompKind::Gen(_) = kind {
            self.emit_const(Value::None);
        }
        self.emit(Instr::Return);
        let code = self.pop_unit(1, 0, 0, false, false, None);
        self.emit_closure_and_make(code, 0);
        self.expr(&first.iter)?;
        self.emit(Instr::GetIter);
        self.emit(Instr::Call(1));
        Ok(())
    }

    fn comprehension_loop(&mut self, gens: &'a [ast::Comprehension], index: usize, kind: &CompKind<'a>) -> Result<(), CompileError> {
        let g = &gens[index];
        let start = self.new_label();
        let end = self.new_label();
        if index == 0 {
            self.emit(Instr::LoadFast(0));
        } else {
            self.expr(&g.iter)?;
            self.emit(Instr::GetIter);
        }
        self.bind_label(start);
        self.emit_jump(Instr::ForIter, end);
        self.store_target(&g.target)?;
        for cond in &g.ifs {
            self.jump_if(cond, false, start)?;
        }
        if index + 1 < gens.len() {
            self.comprehension_loop(gens, index + 1, kind)?;
        } else {
            let depth = (gens.len() + 1) as u32;
            match kind {
                CompKind::List(elt) => {
                    self.expr(elt)?;
                    self.emit(Instr::ListAppend(depth));
                }
                CompKind::Set(elt) => {
                    self.expr(elt)?;
                    self.emit(Instr::SetAdd(depth));
                }
                CompKind::Dict(k, v) => {
                    self.expr(k)?;
                    self.expr(v)?;
                    self.emit(Instr::MapAdd(depth));
                }
                CompKind::Gen(elt) => {
                    self.expr(elt)?;
                    self.emit(Instr::YieldValue);
                    self.emit(Instr::Pop);
                }
            }
        }
        self.emit_jump(Instr::Jump, start);
        self.bind_label(end);
        Ok(())
    }

    fn fstring(&mut self, f: &'a ast::ExprFString) -> Result<(), CompileError> {
        let mut count = 0u32;
        for part in f.value.iter() {
            match part {
                ast::FStringPart::Literal(l) => {
                    self.emit_const(Value::str(&l.value));
                    count += 1;
                }
                ast::FStringPart::FString(fs) => {
                    count += self.interpolated(&fs.elements)?;
                }
            }
        }
        if count != 1 {
            self.emit(Instr::BuildString(count));
        }
        if count == 0 {
            // BuildString(0) pushed ''.
        }
        Ok(())
    }

    /// Emits the pieces of an f-string; returns how many strings were pushed.
    fn interpolated(&mut self, elements: &'a ast::InterpolatedStringElements) -> Result<u32, CompileError> {
        let mut count = 0u32;
        for el in elements.iter() {
            match el {
                ast::InterpolatedStringElement::Literal(l) => {
                    self.emit_const(Value::str(&l.value));
                    count += 1;
                }
                ast::InterpolatedStringElement::Interpolation(i) => {
                    let mut conversion = match i.conversion {
                        ast::ConversionFlag::None => Conversion::None,
                        ast::ConversionFlag::Str => Conversion::Str,
                        ast::ConversionFlag::Repr => Conversion::Repr,
                        ast::ConversionFlag::Ascii => Conversion::Ascii,
                    };
                    if let Some(debug) = &i.debug_text {
                        let text = format!("{}{}{}", debug.leading(), debug.expression(), debug.trailing());
                        self.emit_const(Value::string(text));
                        count += 1;
                        if conversion == Conversion::None && i.format_spec.is_none() {
                            conversion = Conversion::Repr;
                        }
                    }
                    self.expr(&i.expression)?;
                    let with_spec = match &i.format_spec {
                        Some(spec) => {
                            let n = self.interpolated(&spec.elements)?;
                            if n != 1 {
                                self.emit(Instr::BuildString(n));
                            }
                            true
                        }
                        None => false,
                    };
                    self.emit(Instr::FormatValue { conversion, with_spec });
                    count += 1;
                }
            }
        }
        Ok(count)
    }
}

pub(super) enum CompKind<'a> {
    List(&'a Expr),
    Set(&'a Expr),
    Dict(&'a Expr, &'a Expr),
    Gen(&'a Expr),
}

fn cmp_instr(op: ast::CmpOp) -> Instr {
    use ast::CmpOp as C;
    match op {
        C::Eq => Instr::Compare(CmpOp::Eq),
        C::NotEq => Instr::Compare(CmpOp::Ne),
        C::Lt => Instr::Compare(CmpOp::Lt),
        C::LtE => Instr::Compare(CmpOp::Le),
        C::Gt => Instr::Compare(CmpOp::Gt),
        C::GtE => Instr::Compare(CmpOp::Ge),
        C::Is => Instr::Is(false),
        C::IsNot => Instr::Is(true),
        C::In => Instr::Contains(false),
        C::NotIn => Instr::Contains(true),
    }
}

/// Folds a tuple of plain literals into one constant.
fn constant_tuple(elts: &[Expr]) -> Option<Value> {
    let mut out = Vec::with_capacity(elts.len());
    for e in elts {
        out.push(match e {
            Expr::NumberLiteral(n) => match &n.value {
                ast::Number::Int(i) => Value::Int(i.as_i64()?),
                ast::Number::Float(f) => Value::Float(*f),
                _ => return None,
            },
            Expr::StringLiteral(s) => crate::intern::str_constant(s.value.to_str()),
            Expr::BooleanLiteral(b) => Value::Bool(b.value),
            Expr::NoneLiteral(_) => Value::None,
            _ => return None,
        });
    }
    Some(Value::tuple(out))
}

/// `a[1:-1]`-style slices whose bounds are int literals (or absent) are built once, as a
/// constant (slices are immutable; CPython 3.12 folds them the same way).
fn constant_slice(s: &ast::ExprSlice) -> Option<Value> {
    fn bound(e: Option<&Expr>) -> Option<Value> {
        match e {
            None => Some(Value::None),
            Some(Expr::NumberLiteral(n)) => match &n.value {
                ast::Number::Int(i) => Some(Value::Int(i.as_i64()?)),
                _ => None,
            },
            Some(Expr::UnaryOp(u)) if u.op == ast::UnaryOp::USub => match bound(Some(&u.operand))? {
                Value::Int(i) => Some(Value::Int(i.checked_neg()?)),
                _ => None,
            },
            _ => None,
        }
    }
    let start = bound(s.lower.as_deref())?;
    let stop = bound(s.upper.as_deref())?;
    let step = bound(s.step.as_deref())?;
    Some(Value::slice(start, stop, step))
}

fn parse_big_literal(text: &str) -> Option<BigInt> {
    let clean: String = text.chars().filter(|c| *c != '_').collect();
    let lower = clean.to_ascii_lowercase();
    let (digits, radix) = if let Some(r) = lower.strip_prefix("0x") {
        (r.to_string(), 16)
    } else if let Some(r) = lower.strip_prefix("0o") {
        (r.to_string(), 8)
    } else if let Some(r) = lower.strip_prefix("0b") {
        (r.to_string(), 2)
    } else {
        (lower, 10)
    };
    BigInt::parse_bytes(digits.as_bytes(), radix)
}

fn empty_parameters() -> &'static ast::Parameters {
    // Per thread, not per session: an immutable empty parameter list.
    thread_local! {
        static EMPTY: &'static ast::Parameters = Box::leak(Box::default());
    }
    EMPTY.with(|e| *e)
}
