//! Annotation text for `from __future__ import annotations` (PEP 563): annotations are
//! stored as strings, spelled the way CPython's AST unparser writes them — normalized
//! spacing, string constants as their repr, parentheses only where precedence needs them.
//! Expressions annotations rarely contain (lambdas, comprehensions, f-strings, `await`,
//! walrus) are copied from the source text instead.

use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

// Operator precedence levels, lowest first (CPython's unparser uses the same ladder).
const TEST: u8 = 1;
const OR: u8 = 2;
const AND: u8 = 3;
const NOT: u8 = 4;
const CMP: u8 = 5;
const BOR: u8 = 6;
const BXOR: u8 = 7;
const BAND: u8 = 8;
const SHIFT: u8 = 9;
const ARITH: u8 = 10;
const TERM: u8 = 11;
const FACTOR: u8 = 12;
const POWER: u8 = 13;
const ATOM: u8 = 15;

/// The string an annotation is stored as under `from __future__ import annotations`.
pub fn annotation_text(e: &Expr, source: &str) -> String {
    let mut out = String::new();
    Unparser { source, out: &mut out, depth: 0 }.expr(e, TEST);
    out
}

struct Unparser<'a> {
    source: &'a str,
    out: &'a mut String,
    depth: usize,
}

fn binop(op: ast::Operator) -> (&'static str, u8) {
    use ast::Operator::*;
    match op {
        Add => ("+", ARITH),
        Sub => ("-", ARITH),
        Mult => ("*", TERM),
        MatMult => ("@", TERM),
        Div => ("/", TERM),
        Mod => ("%", TERM),
        FloorDiv => ("//", TERM),
        Pow => ("**", POWER),
        LShift => ("<<", SHIFT),
        RShift => (">>", SHIFT),
        BitOr => ("|", BOR),
        BitXor => ("^", BXOR),
        BitAnd => ("&", BAND),
    }
}

fn cmpop(op: ast::CmpOp) -> &'static str {
    use ast::CmpOp::*;
    match op {
        Eq => "==",
        NotEq => "!=",
        Lt => "<",
        LtE => "<=",
        Gt => ">",
        GtE => ">=",
        Is => "is",
        IsNot => "is not",
        In => "in",
        NotIn => "not in",
    }
}

impl Unparser<'_> {
    fn text(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn source_of(&mut self, e: &Expr) {
        let r = e.range();
        let text = self.source.get(r.start().to_usize()..r.end().to_usize()).unwrap_or("");
        self.out.push_str(text);
    }

    fn open(&mut self, need: bool) {
        if need {
            self.text("(");
        }
    }

    fn close(&mut self, need: bool) {
        if need {
            self.text(")");
        }
    }

    fn list(&mut self, items: &[Expr], level: u8) {
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                self.text(", ");
            }
            self.expr(item, level);
        }
    }

    fn expr(&mut self, e: &Expr, level: u8) {
        // Absurdly deep annotations are copied verbatim instead of recursing further.
        if self.depth > 200 {
            self.source_of(e);
            return;
        }
        self.depth += 1;
        self.expr_inner(e, level);
        self.depth -= 1;
    }

    fn expr_inner(&mut self, e: &Expr, level: u8) {
        match e {
            Expr::Name(n) => self.text(&n.id),
            Expr::StringLiteral(s) => {
                let r = crate::text::repr::str_repr(s.value.to_str());
                self.text(&r);
            }
            Expr::BytesLiteral(b) => {
                let data: Vec<u8> = b.value.bytes().collect();
                let r = crate::text::repr::bytes_repr(&data);
                self.text(&r);
            }
            Expr::NumberLiteral(n) => match &n.value {
                ast::Number::Int(i) => match i.as_i64() {
                    Some(v) => self.text(&v.to_string()),
                    None => self.source_of(e),
                },
                ast::Number::Float(f) if f.is_infinite() => self.text("1e309"),
                ast::Number::Float(f) => self.text(&crate::format::float_repr(*f)),
                ast::Number::Complex { real, imag } => {
                    let r = crate::vm::repr::complex_repr(*real, *imag);
                    self.text(&r.replace("inf", "1e309"));
                }
            },
            Expr::BooleanLiteral(b) => self.text(if b.value { "True" } else { "False" }),
            Expr::NoneLiteral(_) => self.text("None"),
            Expr::EllipsisLiteral(_) => self.text("..."),
            Expr::Attribute(a) => {
                self.expr(&a.value, ATOM);
                if matches!(&*a.value, Expr::NumberLiteral(n) if matches!(n.value, ast::Number::Int(_))) {
                    self.text(" ");
                }
                self.text(".");
                self.text(&a.attr);
            }
            Expr::Subscript(s) => {
                self.expr(&s.value, ATOM);
                self.text("[");
                match &*s.slice {
                    Expr::Tuple(t) if !t.elts.is_empty() => {
                        self.list(&t.elts, TEST);
                        if t.elts.len() == 1 {
                            self.text(",");
                        }
                    }
                    other => self.expr(other, TEST),
                }
                self.text("]");
            }
            Expr::Slice(s) => {
                if let Some(l) = &s.lower {
                    self.expr(l, TEST);
                }
                self.text(":");
                if let Some(u) = &s.upper {
                    self.expr(u, TEST);
                }
                if let Some(st) = &s.step {
                    self.text(":");
                    self.expr(st, TEST);
                }
            }
            Expr::Starred(s) => {
                self.text("*");
                self.expr(&s.value, BOR);
            }
            Expr::Tuple(t) => {
                self.text("(");
                self.list(&t.elts, TEST);
                if t.elts.len() == 1 {
                    self.text(",");
                }
                self.text(")");
            }
            Expr::List(l) => {
                self.text("[");
                self.list(&l.elts, TEST);
                self.text("]");
            }
            Expr::Set(s) => {
                self.text("{");
                self.list(&s.elts, TEST);
                self.text("}");
            }
            Expr::Dict(d) => {
                self.text("{");
                for (i, item) in d.items.iter().enumerate() {
                    if i > 0 {
                        self.text(", ");
                    }
                    match &item.key {
                        Some(k) => {
                            self.expr(k, TEST);
                            self.text(": ");
                            self.expr(&item.value, TEST);
                        }
                        None => {
                            self.text("**");
                            self.expr(&item.value, BOR);
                        }
                    }
                }
                self.text("}");
            }
            Expr::BinOp(b) => {
                let (op, pr) = binop(b.op);
                let right_assoc = matches!(b.op, ast::Operator::Pow);
                self.open(level > pr);
                self.expr(&b.left, pr + right_assoc as u8);
                self.text(" ");
                self.text(op);
                self.text(" ");
                self.expr(&b.right, pr + !right_assoc as u8);
                self.close(level > pr);
            }
            Expr::UnaryOp(u) => {
                let (op, pr) = match u.op {
                    ast::UnaryOp::Invert => ("~", FACTOR),
                    ast::UnaryOp::Not => ("not ", NOT),
                    ast::UnaryOp::UAdd => ("+", FACTOR),
                    ast::UnaryOp::USub => ("-", FACTOR),
                };
                self.open(level > pr);
                self.text(op);
                self.expr(&u.operand, pr);
                self.close(level > pr);
            }
            Expr::BoolOp(b) => {
                let (op, pr) = match b.op {
                    ast::BoolOp::And => (" and ", AND),
                    ast::BoolOp::Or => (" or ", OR),
                };
                self.open(level > pr);
                for (i, v) in b.values.iter().enumerate() {
                    if i > 0 {
                        self.text(op);
                    }
                    self.expr(v, pr + 1);
                }
                self.close(level > pr);
            }
            Expr::Compare(c) => {
                self.open(level > CMP);
                self.expr(&c.left, CMP + 1);
                for (op, right) in c.ops.iter().zip(c.comparators.iter()) {
                    self.text(" ");
                    self.text(cmpop(*op));
                    self.text(" ");
                    self.expr(right, CMP + 1);
                }
                self.close(level > CMP);
            }
            Expr::If(i) => {
                self.open(level > TEST);
                self.expr(&i.body, TEST + 1);
                self.text(" if ");
                self.expr(&i.test, TEST + 1);
                self.text(" else ");
                self.expr(&i.orelse, TEST);
                self.close(level > TEST);
            }
            Expr::Call(c) => {
                self.expr(&c.func, ATOM);
                self.text("(");
                let mut first = true;
                for a in c.arguments.args.iter() {
                    if !first {
                        self.text(", ");
                    }
                    first = false;
                    self.expr(a, TEST);
                }
                for k in c.arguments.keywords.iter() {
                    if !first {
                        self.text(", ");
                    }
                    first = false;
                    match &k.arg {
                        Some(name) => {
                            self.text(name);
                            self.text("=");
                            self.expr(&k.value, TEST);
                        }
                        None => {
                            self.text("**");
                            self.expr(&k.value, BOR);
                        }
                    }
                }
                self.text(")");
            }
            _ => self.source_of(e),
        }
    }
}
