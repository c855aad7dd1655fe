import warnings
seen = []
def hook(message, category, filename, lineno, file=None, line=None):
    seen.append((str(message), category.__name__, lineno))
old = warnings.showwarning
warnings.showwarning = hook
warnings.simplefilter("always")
warnings.warn("first")
warnings.warn("second", SyntaxWarning)
warnings.showwarning = old
print(seen)
text = warnings.formatwarning("msg text", UserWarning, "prog.py", 12)
print(repr(text))
print(repr(warnings.formatwarning("m", DeprecationWarning, "x.py", 1, line="  src()  ")))
def fmt(message, category, filename, lineno, line=None):
    return "custom: %s\n" % message
warnings.formatwarning = fmt
import io
buf = io.StringIO()
warnings.showwarning("via hook", UserWarning, "f.py", 2, file=buf)
print(repr(buf.getvalue()))

# ---- expected stdout ----
# [('first', 'UserWarning', 8), ('second', 'SyntaxWarning', 9)]
# 'prog.py:12: UserWarning: msg text\n'
# 'x.py:1: DeprecationWarning: m\n  src()\n'
# 'custom: via hook\n'
