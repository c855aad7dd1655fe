import re
print(re.I, re.IGNORECASE, re.M | re.I, re.I | re.M)
print(repr(re.S), str(re.X), re.NOFLAG, re.A | re.U)
print(re.I.value, re.I.name, (re.I | re.S).name, re.NOFLAG.name)
print(re.I | 1024, re.RegexFlag(1024), re.I & re.M, re.I ^ re.M)
print(type(re.I | re.M).__name__, type(re.I + 1).__name__, re.I + 1)
print(re.I == 2, int(re.X), isinstance(re.S, int), re.I in {2: 'x'})
print(re.T, re.DEBUG, re.L)
print(re.compile('a', re.I | re.M).flags == re.I | re.M | re.U)
print(sorted(n for n in re.__all__ if n.isupper()))
print(f'{re.I}', f'{re.I | re.M}', format(re.M, 'd'), format(re.M, '04x'), re.RegexFlag.DOTALL, re.RegexFlag(16) == re.S)
print(re.Pattern[str] is not None, re.Match[bytes] is not None)

# ---- expected stdout ----
# re.IGNORECASE re.IGNORECASE re.IGNORECASE|re.MULTILINE re.IGNORECASE|re.MULTILINE
# re.DOTALL re.VERBOSE re.NOFLAG re.ASCII|re.UNICODE
# 2 IGNORECASE IGNORECASE|DOTALL NOFLAG
# re.IGNORECASE|0x400 re.RegexFlag(1024) re.NOFLAG re.IGNORECASE|re.MULTILINE
# RegexFlag int 3
# True 64 True True
# re.TEMPLATE re.DEBUG re.LOCALE
# True
# ['A', 'ASCII', 'DOTALL', 'I', 'IGNORECASE', 'L', 'LOCALE', 'M', 'MULTILINE', 'NOFLAG', 'S', 'U', 'UNICODE', 'VERBOSE', 'X']
# re.IGNORECASE re.IGNORECASE|re.MULTILINE 8 0008 re.DOTALL True
# True True
