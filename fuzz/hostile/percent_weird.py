for fmt in ['%', '%%', '%(a)s', '%*.*f', '%c', '%c', '%r', '%a', '%-5d', '%#o', '%.0e', '%g', '%i', '%u', '%y', '%(', '%.*s']:
    for args in [1, 'x', (1, 2), {'a': 1}, (1.5, 2, 3.25), 1114112, -1, 10**40, (), ([],)]:
        try:
            print(repr(fmt), repr(fmt % args))
        except Exception as e:
            print(repr(fmt), type(e).__name__)
