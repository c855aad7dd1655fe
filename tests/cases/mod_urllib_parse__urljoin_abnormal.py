from urllib.parse import urljoin

base = 'http://a/b/c/d;p?q'
for rel in ['../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h',
            'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g']:
    print(repr(rel), urljoin(base, rel))

# ---- expected stdout ----
# '../../../g' http://a/g
# '../../../../g' http://a/g
# '/./g' http://a/g
# '/../g' http://a/g
# 'g.' http://a/b/c/g.
# '.g' http://a/b/c/.g
# 'g..' http://a/b/c/g..
# '..g' http://a/b/c/..g
# './../g' http://a/b/g
# './g/.' http://a/b/c/g/
# 'g/./h' http://a/b/c/g/h
# 'g/../h' http://a/b/c/h
# 'g;x=1/./y' http://a/b/c/g;x=1/y
# 'g;x=1/../y' http://a/b/c/y
# 'g?y/./x' http://a/b/c/g?y/./x
# 'g?y/../x' http://a/b/c/g?y/../x
# 'g#s/./x' http://a/b/c/g#s/./x
# 'g#s/../x' http://a/b/c/g#s/../x
# 'http:g' http://a/b/c/g
