# memory leak across interpreters: importing a Python-level module (typing, collections, queue,
# abc, json, ...) leaves cycles (module namespace -> function -> module namespace) that outlive the
# Interpreter: after the first run, every fresh Interpreter that runs this leaks ~1.7 MB
# (typing ~1.0 MB, queue ~0.7 MB, collections ~0.6 MB). Measure with
#   cargo run --manifest-path fuzz/Cargo.toml --example run_seq -- F F F
# which prints the bytes each run left allocated. An executor that creates a fresh session per
# request leaks this much per request.
import typing, collections, queue, abc, json, operator, random, itertools
print("imported")
