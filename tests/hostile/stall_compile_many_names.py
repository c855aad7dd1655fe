# expect: TimeoutError ok NameError
# generate: |v{i} = 1\n|200000|
