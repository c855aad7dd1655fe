//! Checks over the parsed tree: the width of a node (fixed-width look-behinds, empty
//! matches), template patterns, and look-behinds that refer to groups.

use super::*;

/// (min, max) width of `node` in chars, with CPython's saturation at MAXREPEAT.
pub(super) fn width(node: &Node, st: &State) -> (u64, u64) {
    width_with(node, &|g| st.widths.get(g).copied().flatten().unwrap_or((0, 0)))
}

pub(super) fn width_with(node: &Node, group_width: &dyn Fn(usize) -> (u64, u64)) -> (u64, u64) {
    let clamp = |(lo, hi): (u64, u64)| (lo.min(MAXREPEAT - 1), hi.min(MAXREPEAT));
    clamp(match node {
        Node::Literal(..) | Node::Any(_) | Node::Class { .. } => (1, 1),
        Node::Seq(items) => items.iter().fold((0u64, 0u64), |(lo, hi), n| {
            let (a, b) = width_with(n, group_width);
            (lo.saturating_add(a), hi.saturating_add(b))
        }),
        Node::Alt(items) => {
            let mut lo = MAXREPEAT - 1;
            let mut hi = 0;
            for n in items {
                let (a, b) = width_with(n, group_width);
                lo = lo.min(a);
                hi = hi.max(b);
            }
            (lo, hi)
        }
        Node::Group(_, n) | Node::Atomic(n) => width_with(n, group_width),
        Node::Repeat { min, max, node, .. } => {
            let (a, b) = width_with(node, group_width);
            (a.saturating_mul(*min), b.saturating_mul(max.unwrap_or(MAXREPEAT)))
        }
        Node::Backref(g, _) => group_width(*g),
        Node::Cond { yes, no, .. } => {
            let (a, b) = width_with(yes, group_width);
            match no {
                Some(n) => {
                    let (c, d) = width_with(n, group_width);
                    (a.min(c), b.max(d))
                }
                None => (0, b),
            }
        }
        Node::Look { .. } | Node::At(..) => (0, 0),
    })
}

/// CPython's compiler refuses repeats under the (deprecated, undocumented) TEMPLATE flag,
/// the first one in pattern order.
pub(super) fn check_template(node: &Node, flags: u32) -> PResult<()> {
    if flags & FLAG_TEMPLATE == 0 {
        return Ok(());
    }
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        match n {
            Node::Repeat { kind, .. } => {
                let op = match kind {
                    RepeatKind::Greedy => "MAX_REPEAT",
                    RepeatKind::Lazy => "MIN_REPEAT",
                    RepeatKind::Possessive => "POSSESSIVE_REPEAT",
                };
                return Err(ParseError::Syntax { msg: format!("internal: unsupported template operator {}", op), pos: None });
            }
            Node::Seq(items) | Node::Alt(items) => stack.extend(items.iter().rev()),
            Node::Group(_, n) | Node::Atomic(n) | Node::Look { node: n, .. } => stack.push(n),
            Node::Cond { yes, no, .. } => {
                if let Some(n) = no {
                    stack.push(n);
                }
                stack.push(yes);
            }
            _ => {}
        }
    }
    Ok(())
}

/// CPython's compiler rejects look-behinds whose width is not fixed.
pub(super) fn check_lookbehinds(node: &Node, st: &State) -> PResult<()> {
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        match n {
            Node::Look { behind, node, .. } => {
                if *behind {
                    let (lo, hi) = width(node, st);
                    if lo != hi {
                        return Err(ParseError::Syntax { msg: "look-behind requires fixed-width pattern".into(), pos: None });
                    }
                }
                stack.push(node);
            }
            Node::Seq(items) | Node::Alt(items) => stack.extend(items.iter()),
            Node::Group(_, n) | Node::Atomic(n) | Node::Repeat { node: n, .. } => stack.push(n),
            Node::Cond { yes, no, .. } => {
                stack.push(yes);
                if let Some(n) = no {
                    stack.push(n);
                }
            }
            _ => {}
        }
    }
    Ok(())
}
