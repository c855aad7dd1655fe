import difflib

pairs = [("abcd", "bcde"), ("", ""), ("abc", ""), ("hello world", "hallo wereld"),
         ("aaaa", "aa"), ("abc", "cba"), ("private Thread currentThread;",
                                          "private volatile Thread currentThread;")]
for a, b in pairs:
    s = difflib.SequenceMatcher(None, a, b)
    print(repr(a), repr(b), s.ratio(), s.quick_ratio(), s.real_quick_ratio())
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;",
                            "private volatile Thread currentThread;")
print(round(s.ratio(), 3))
# ratio is not symmetric
print(difflib.SequenceMatcher(None, "tide", "diet").ratio(), difflib.SequenceMatcher(None, "diet", "tide").ratio())

# ---- expected stdout ----
# 'abcd' 'bcde' 0.75 0.75 1.0
# '' '' 1.0 1.0 1.0
# 'abc' '' 0.0 0.0 0.0
# 'hello world' 'hallo wereld' 0.782608695652174 0.8695652173913043 0.9565217391304348
# 'aaaa' 'aa' 0.6666666666666666 0.6666666666666666 0.6666666666666666
# 'abc' 'cba' 0.3333333333333333 1.0 1.0
# 'private Thread currentThread;' 'private volatile Thread currentThread;' 0.8656716417910447 0.8656716417910447 0.8656716417910447
# 0.866
# 0.25 0.5
