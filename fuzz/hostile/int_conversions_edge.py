for s in ['0x', '1_', '_1', '1__0', ' 12 ', '١٢', '0b102', '+-1', '9' * 5000, '-0', '0_0', 'inf', '1e5', '\x00']:
    for base in [0, 2, 10, 16, 36, 37, 1, -1]:
        try:
            print(repr(s[:20]), base, int(s, base))
        except Exception as e:
            print(repr(s[:20]), base, type(e).__name__)
