for spec in ['', '<', '=10', '^-10', 'x<1000', '0=100', ',_', '_,', '.0', '.-1', '#x', '#%', 'n', '+', ' ', '>>', '10.1000000000000', '\x00^5', '\u20ac^5', 'z', '0>10']:
    for v in [0, -1, 1.5, float('nan'), 'ab', 10**30, 1j, True, None]:
        try:
            print(repr(spec), repr(format(v, spec)))
        except Exception as e:
            print(repr(spec), type(e).__name__)
