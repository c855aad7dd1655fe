# The code's syntax tree, rewritten before it is compiled: the run leaves its value in a
# slot of the namespace (smolagents' last-value rules, which the local executor follows
# too), and a statement that would rebind a tool raises the local executor's ValueError
# instead.

import _ast

from _sandpy_kernel.state import LAST_VALUE_SLOT


def _located(node, like):
    node.lineno = like.lineno
    node.col_offset = like.col_offset
    node.end_lineno = getattr(like, "end_lineno", like.lineno)
    node.end_col_offset = getattr(like, "end_col_offset", like.col_offset)
    return node


def _name(name, like, store=False):
    return _located(_ast.Name(id=name, ctx=_ast.Store() if store else _ast.Load()), like)


def _set_slot(value, like, slot=LAST_VALUE_SLOT):
    return _located(_ast.Assign(targets=[_name(slot, like, True)], value=value), like)


def _load_form(target):
    """The target of an assignment as an expression that reads it back."""
    if isinstance(target, _ast.Name):
        return _name(target.id, target)
    if isinstance(target, _ast.Attribute):
        return _located(_ast.Attribute(value=target.value, attr=target.attr, ctx=_ast.Load()), target)
    if isinstance(target, _ast.Subscript):
        return _located(_ast.Subscript(value=target.value, slice=target.slice, ctx=_ast.Load()), target)
    return None


def _evaluated_once(aug):
    """`target op= value` as statements that evaluate the target's parts once, and an
    expression that reads the updated target without evaluating anything again."""
    t = aug.target
    pre = []

    def hold(expr, suffix):
        pre.append(_set_slot(expr, aug, LAST_VALUE_SLOT + suffix))
        return _name(LAST_VALUE_SLOT + suffix, aug)

    if isinstance(t, _ast.Subscript):
        container, key = hold(t.value, "_obj"), hold(t.slice, "_key")
        store = _located(_ast.Subscript(value=container, slice=key, ctx=_ast.Store()), aug)
        load = _located(_ast.Subscript(value=container, slice=key, ctx=_ast.Load()), aug)
    elif isinstance(t, _ast.Attribute):
        obj = hold(t.value, "_obj")
        store = _located(_ast.Attribute(value=obj, attr=t.attr, ctx=_ast.Store()), aug)
        load = _located(_ast.Attribute(value=obj, attr=t.attr, ctx=_ast.Load()), aug)
    else:
        return [aug], _load_form(t)
    pre.append(_located(_ast.AugAssign(target=store, op=aug.op, value=aug.value), aug))
    return pre, load


def _record(value, like):
    """`tmp = value; if tmp is not None: slot = tmp`."""
    tmp = LAST_VALUE_SLOT + "_tmp"
    test = _located(_ast.Compare(left=_name(tmp, like), ops=[_ast.IsNot()], comparators=[_located(_ast.Constant(value=None), like)]), like)
    return [_set_slot(value, like, tmp), _located(_ast.If(test=test, body=[_set_slot(_name(tmp, like), like)], orelse=[]), like)]


def _tracked(stmts):
    """Inside a last `if`/`for`: each statement smolagents takes a value from records it."""
    out = []
    for st in stmts:
        if isinstance(st, _ast.Expr):
            out.extend(_record(st.value, st))
        elif isinstance(st, _ast.Assign):
            tmp = LAST_VALUE_SLOT + "_tmp"
            out.append(_set_slot(st.value, st, tmp))
            out.append(_located(_ast.Assign(targets=st.targets, value=_name(tmp, st)), st))
            out.extend(_record(_name(tmp, st), st))
        elif isinstance(st, _ast.AugAssign):
            pre, target = _evaluated_once(st)
            out.extend(pre)
            out.extend(_record(target, st))
        elif isinstance(st, _ast.AnnAssign) and st.value is not None and _load_form(st.target) is not None:
            out.append(st)
            out.extend(_record(_load_form(st.target), st))
        elif isinstance(st, (_ast.FunctionDef, _ast.ClassDef)):
            out.append(st)
            out.extend(_record(_name(st.name, st), st))
        elif isinstance(st, (_ast.If, _ast.For)):
            st.body = _tracked(st.body)
            st.orelse = _tracked(st.orelse)
            out.append(st)
        else:
            out.append(st)
    return out


def with_last_value(tree):
    """The run rewritten to leave its value in LAST_VALUE_SLOT, with smolagents' rules (the
    local executor's too): an expression's value; an assignment's assigned value; an
    augmented or annotated assignment's target read back; a def or class gives the function
    or class; a last `if`/`for` gives the last non-None value its body produced; anything
    else None."""
    body = tree.body
    if not body:
        return tree
    last = body[-1]
    if isinstance(last, _ast.Expr):
        body[-1] = _set_slot(last.value, last)
    elif isinstance(last, _ast.Assign):
        last.targets.insert(0, _name(LAST_VALUE_SLOT, last, True))
    elif isinstance(last, _ast.AugAssign):
        pre, target = _evaluated_once(last)
        body[-1:] = pre
        body.append(_set_slot(target, last))
    elif isinstance(last, _ast.AnnAssign) and last.value is not None and _load_form(last.target) is not None:
        body.append(_set_slot(_load_form(last.target), last))
    elif isinstance(last, (_ast.FunctionDef, _ast.ClassDef)):
        body.append(_set_slot(_name(last.name, last), last))
    elif isinstance(last, (_ast.If, _ast.For)):
        last.body = _tracked(last.body)
        last.orelse = _tracked(last.orelse)
    return tree


SLOTS = tuple(LAST_VALUE_SLOT + suffix for suffix in ("", "_tmp", "_obj", "_key"))


def guard_tools(tree, names):
    """Rewrites each statement that would rebind one of `names` (a tool's name, at module
    level, or in a function that declares it `global`) into the local executor's
    ValueError: statements before it run, the statement itself does not."""
    import ast


    def bound_names(node):
        stack = [node]
        while stack:
            n = stack.pop()
            if n is not node and isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                yield n.name
                continue
            if isinstance(n, (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
                continue
            if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
                yield n.id
            elif isinstance(n, ast.alias):
                yield n.asname or n.name.split(".")[0]
            stack.extend(ast.iter_child_nodes(n))

    def refusal(name, like):
        message = "Cannot assign to name '%s': doing this would erase the existing tool!" % name
        call = ast.Call(func=ast.Name(id="ValueError", ctx=ast.Load()), args=[ast.Constant(value=message)], keywords=[])
        return ast.copy_location(ast.Raise(exc=call, cause=None), like)

    def hit(parts, declared):
        for part in parts:
            for name in bound_names(part):
                if name in names and (declared is None or name in declared):
                    return name
        return None

    def rewrite(body, declared):
        out = []
        for stmt in body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                if declared is None and stmt.name in names:
                    out.append(refusal(stmt.name, stmt))
                    continue
                if not isinstance(stmt, ast.ClassDef):
                    inner = {n for node in ast.walk(stmt) if isinstance(node, ast.Global) for n in node.names if n in names}
                    if inner:
                        stmt.body = rewrite(stmt.body, inner) or [ast.Pass()]
                out.append(stmt)
                continue
            if isinstance(stmt, (ast.For, ast.AsyncFor)):
                header = [stmt.target]
            elif isinstance(stmt, (ast.With, ast.AsyncWith)):
                header = [item.optional_vars for item in stmt.items if item.optional_vars is not None]
            elif hasattr(stmt, "body"):
                header = []
            else:
                header = [stmt]
            name = hit(header, declared)
            if name is not None:
                out.append(refusal(name, stmt))
                continue
            for field in ("body", "orelse", "finalbody"):
                part = getattr(stmt, field, None)
                if isinstance(part, list) and part:
                    setattr(stmt, field, rewrite(part, declared) or [ast.Pass()])
            for handler in getattr(stmt, "handlers", None) or []:
                if handler.name in names and (declared is None or handler.name in declared):
                    handler.body = [refusal(handler.name, handler)]
                else:
                    handler.body = rewrite(handler.body, declared) or [ast.Pass()]
            for case in getattr(stmt, "cases", None) or []:
                case.body = rewrite(case.body, declared) or [ast.Pass()]
            out.append(stmt)
        return out

    tree.body = rewrite(tree.body, None)
    ast.fix_missing_locations(tree)
    return tree


def mentions(code, names):
    return any(name in code for name in names)
