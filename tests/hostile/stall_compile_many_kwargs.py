# expect: TimeoutError SyntaxError ok NameError
# flags: --max-operations 0
# generate: f(|k{i}=1, |150000|)
