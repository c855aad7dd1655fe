//! Peephole pass that writes superinstructions over common instruction sequences
//! (`x + 1`, `a < b` followed by a branch, two local loads in a row), so the VM dispatches
//! once where it would dispatch two or three times.
//!
//! The pass never removes or moves an instruction: a superinstruction overwrites only the
//! first instruction of its sequence and, when run, skips the others. Jump targets, line
//! numbers and exception-table positions therefore stay valid, and a jump landing inside a
//! sequence runs the original instructions.
//!
//! Code that peeks at the *next* instruction must know the fused forms too: `s += t` looks
//! for the store back into `s` (`StoreFast` or `StoreFastJump`) to extend the string in
//! place (`release_store_target`), and `lst.append(x)` for the `Pop` behind it.

use super::bytecode::Instr;

/// Rewrites the heads of fusable sequences in place.
pub fn fuse(instrs: &mut [Instr]) {
    let mut i = 0;
    while i < instrs.len() {
        let fused = match instrs[i..] {
            [Instr::LoadFast(a), Instr::LoadConst(k), Instr::Inplace(op), Instr::StoreFast(d), ..] if a == d && fits(a) && fits(k) => {
                Instr::InplaceFastConst { slot: a as u16, konst: k as u16, op }
            }
            [Instr::LoadFast(a), Instr::LoadFast(b), Instr::Inplace(op), Instr::StoreFast(d), ..] if a == d && fits(a) && fits(b) => {
                Instr::InplaceFastFast { a: a as u16, b: b as u16, op }
            }
            [Instr::LoadFast(a), Instr::LoadConst(k), Instr::Binary(op), Instr::StoreFast(d), ..] if fits(a) && fits(k) && fits(d) => {
                Instr::BinaryFastConstStore { slot: a as u16, konst: k as u16, op, dst: d as u16 }
            }
            [Instr::LoadFast(a), Instr::LoadFast(b), Instr::Binary(op), Instr::StoreFast(d), ..] if fits(a) && fits(b) && fits(d) => {
                Instr::BinaryFastFastStore { a: a as u16, b: b as u16, op, dst: d as u16 }
            }
            [Instr::LoadFast(a), Instr::LoadConst(k), Instr::Compare(op), Instr::PopJumpIfFalse(t), ..]
                if fits(a) && fits(k) && fits(t) =>
            {
                Instr::CompareFastConstJump { op, slot: a as u16, konst: k as u16, target: t as u16 }
            }
            [Instr::LoadFast(a), Instr::LoadConst(k), Instr::LoadSubscr, ..] if fits(a) && fits(k) => {
                Instr::SubscrFastConst { slot: a as u16, konst: k as u16 }
            }
            [Instr::LoadFast(a), Instr::LoadFast(b), Instr::LoadSubscr, ..] if fits(a) && fits(b) => {
                Instr::SubscrFastFast { a: a as u16, b: b as u16 }
            }
            [Instr::LoadFast(a), Instr::LoadConst(k), Instr::StoreSubscr, ..] if fits(a) && fits(k) => {
                Instr::StoreSubscrFastConst { slot: a as u16, konst: k as u16 }
            }
            [Instr::LoadFast(v), Instr::LoadFast(o), Instr::StoreAttr(n), ..] if fits(v) && fits(o) && fits(n) => {
                Instr::StoreFastAttr { value: v as u16, obj: o as u16, name: n as u16 }
            }
            [Instr::LoadFast(a), Instr::LoadFast(b), Instr::StoreSubscr, ..] if fits(a) && fits(b) => {
                Instr::StoreSubscrFastFast { a: a as u16, b: b as u16 }
            }
            [Instr::ForIter(target), Instr::StoreFast(s), ..] if fits(s) => Instr::ForIterStore { slot: s as u16, target },
            [Instr::LoadFast(s), Instr::LoadAttr(n), ..] if fits(s) && fits(n) => Instr::LoadFastAttr { slot: s as u16, name: n as u16 },
            [Instr::LoadFast(s), Instr::LoadMethod(n), ..] if fits(s) && fits(n) => {
                Instr::LoadFastMethod { slot: s as u16, name: n as u16 }
            }
            [Instr::LoadFast(a), Instr::LoadConst(k), Instr::Binary(op), ..] if fits(a) && fits(k) => {
                Instr::BinaryFastConst { slot: a as u16, konst: k as u16, op }
            }
            [Instr::LoadFast(a), Instr::LoadFast(b), Instr::Binary(op), ..] if fits(a) && fits(b) => {
                Instr::BinaryFastFast { a: a as u16, b: b as u16, op }
            }
            [Instr::LoadFast(a), Instr::LoadConst(k), ..] if fits(a) && fits(k) => Instr::LoadFastConst { slot: a as u16, konst: k as u16 },
            [Instr::LoadFast(a), Instr::LoadFast(b), ..] if fits(a) && fits(b) => Instr::LoadFastFast { a: a as u16, b: b as u16 },
            [Instr::Compare(op), Instr::PopJumpIfFalse(target), ..] => Instr::CompareJumpIfFalse { op, target },
            [Instr::Binary(op), Instr::StoreFast(d), ..] if fits(d) => Instr::BinaryStore { op, dst: d as u16 },
            [Instr::StoreFast(s), Instr::Jump(target), ..] if fits(s) => Instr::StoreFastJump { slot: s as u16, target },
            [Instr::LoadConst(k), Instr::Binary(op), ..] if fits(k) => Instr::BinaryConst { konst: k as u16, op },
            [Instr::LoadFast(s), Instr::Binary(op), ..] if fits(s) => Instr::BinaryFast { slot: s as u16, op },
            _ => {
                i += 1;
                continue;
            }
        };
        instrs[i] = fused;
        i += fused.span();
    }
}

fn fits(index: u32) -> bool {
    index <= u16::MAX as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile::bytecode::{BinOp, CmpOp};

    #[test]
    fn heads_are_rewritten_and_the_rest_kept() {
        let mut code = vec![
            Instr::LoadFast(0),
            Instr::LoadConst(1),
            Instr::Binary(BinOp::Add),
            Instr::LoadFast(0),
            Instr::LoadConst(2),
            Instr::Compare(CmpOp::Lt),
            Instr::PopJumpIfTrue(0),
            Instr::LoadGlobal(0),
            Instr::Compare(CmpOp::Lt),
            Instr::PopJumpIfFalse(0),
        ];
        fuse(&mut code);
        assert_eq!(code[0], Instr::BinaryFastConst { slot: 0, konst: 1, op: BinOp::Add });
        assert_eq!(code[1], Instr::LoadConst(1));
        assert_eq!(code[3], Instr::LoadFastConst { slot: 0, konst: 2 });
        assert_eq!(code[5], Instr::Compare(CmpOp::Lt));
        assert_eq!(code[8], Instr::CompareJumpIfFalse { op: CmpOp::Lt, target: 0 });
        assert_eq!(code[9], Instr::PopJumpIfFalse(0));
    }

    #[test]
    fn stores_and_attribute_reads_fuse() {
        let mut code = vec![
            Instr::LoadFast(1),
            Instr::LoadConst(0),
            Instr::Inplace(BinOp::Add),
            Instr::StoreFast(1),
            Instr::LoadFast(1),
            Instr::LoadConst(0),
            Instr::Inplace(BinOp::Add),
            Instr::StoreFast(2),
            Instr::ForIter(9),
            Instr::StoreFast(3),
            Instr::LoadFast(0),
            Instr::LoadAttr(4),
        ];
        fuse(&mut code);
        assert_eq!(code[0], Instr::InplaceFastConst { slot: 1, konst: 0, op: BinOp::Add });
        // `x = y + k` written as an in-place op on another slot is not `x += k`.
        assert_eq!(code[4], Instr::LoadFastConst { slot: 1, konst: 0 });
        assert_eq!(code[8], Instr::ForIterStore { slot: 3, target: 9 });
        assert_eq!(code[10], Instr::LoadFastAttr { slot: 0, name: 4 });
        assert_eq!(code[11], Instr::LoadAttr(4));
    }

    #[test]
    fn results_of_stack_arithmetic_fuse_with_their_constant_and_store() {
        // `d = (a + b) * 2`
        let mut code = vec![
            Instr::LoadGlobal(0),
            Instr::LoadGlobal(1),
            Instr::Binary(BinOp::Add),
            Instr::LoadConst(3),
            Instr::Binary(BinOp::Mul),
            Instr::StoreFast(4),
        ];
        fuse(&mut code);
        assert_eq!(code[2], Instr::Binary(BinOp::Add));
        assert_eq!(code[3], Instr::BinaryConst { konst: 3, op: BinOp::Mul });
        // The `Binary` inside the fused pair stays for jumps; the store after it is not fused.
        assert_eq!(code[4], Instr::Binary(BinOp::Mul));
        assert_eq!(code[5], Instr::StoreFast(4));
        let mut code = vec![Instr::LoadGlobal(0), Instr::LoadGlobal(1), Instr::Binary(BinOp::Sub), Instr::StoreFast(2)];
        fuse(&mut code);
        assert_eq!(code[2], Instr::BinaryStore { op: BinOp::Sub, dst: 2 });
        // `if i < 10:`
        let mut code = vec![Instr::LoadFast(2), Instr::LoadConst(1), Instr::Compare(CmpOp::Lt), Instr::PopJumpIfFalse(9)];
        fuse(&mut code);
        assert_eq!(code[0], Instr::CompareFastConstJump { op: CmpOp::Lt, slot: 2, konst: 1, target: 9 });
        assert_eq!(code[2], Instr::Compare(CmpOp::Lt));
        // The last store of a loop body and the back edge.
        let mut code = vec![Instr::StoreFast(3), Instr::Jump(0)];
        fuse(&mut code);
        assert_eq!(code[0], Instr::StoreFastJump { slot: 3, target: 0 });
        // `self.x = x`
        let mut code = vec![Instr::LoadFast(1), Instr::LoadFast(0), Instr::StoreAttr(2)];
        fuse(&mut code);
        assert_eq!(code[0], Instr::StoreFastAttr { value: 1, obj: 0, name: 2 });
        // `(a + b) * c` with `c` a local.
        let mut code =
            vec![Instr::LoadGlobal(0), Instr::LoadGlobal(1), Instr::Binary(BinOp::Add), Instr::LoadFast(5), Instr::Binary(BinOp::Mul)];
        fuse(&mut code);
        assert_eq!(code[3], Instr::BinaryFast { slot: 5, op: BinOp::Mul });
    }

    #[test]
    fn large_indices_are_left_alone() {
        let mut code = vec![Instr::LoadFast(70_000), Instr::LoadConst(1)];
        fuse(&mut code);
        assert_eq!(code[0], Instr::LoadFast(70_000));
    }
}
