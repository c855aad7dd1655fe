# memory leak across interpreters: a module-level function refers to the globals namespace that
# holds it (function -> globals -> function), so dropping the Interpreter frees nothing of the
# run's globals. Each fresh Interpreter running this leaks ~10 MB; 20 in one process peak at
# 223 MB vs 28 MB without the `def`:
#   cargo run --manifest-path fuzz/Cargo.toml --example run_seq -- F F F F F F F F F F F F F F F F F F F F
# (An executor that makes a fresh session per request leaks every session this way.)
x = 'a' * 10**7 + 'b'
def f():
    return x
print("defined")
