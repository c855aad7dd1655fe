def check(x):
    assert x > 0
    assert x < 10, "too big"
