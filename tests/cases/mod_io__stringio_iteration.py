import io
s = io.StringIO("one\ntwo\n\nthree")
for line in s:
    print(repr(line))
s.seek(0)
print(s.readlines())
s.seek(0)
print(s.readlines(5))
s.seek(0)
print(list(enumerate(s)))
print(next(s, "done"))
it = iter(s)
print(it is s)
s.seek(4)
print(repr(next(s)), repr(s.readline(2)), repr(s.readline(0)), repr(s.readline(-1)))

# ---- expected stdout ----
# 'one\n'
# 'two\n'
# '\n'
# 'three'
# ['one\n', 'two\n', '\n', 'three']
# ['one\n', 'two\n']
# [(0, 'one\n'), (1, 'two\n'), (2, '\n'), (3, 'three')]
# done
# True
# 'two\n' '\n' '' 'three'
