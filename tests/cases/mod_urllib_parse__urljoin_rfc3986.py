from urllib.parse import urljoin

base = 'http://a/b/c/d;p?q'
for rel in ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '',
            '.', './', '..', '../', '../g', '../..', '../../', '../../g']:
    print(repr(rel), urljoin(base, rel))

# ---- expected stdout ----
# 'g:h' g:h
# 'g' http://a/b/c/g
# './g' http://a/b/c/g
# 'g/' http://a/b/c/g/
# '/g' http://a/g
# '//g' http://g
# '?y' http://a/b/c/d;p?y
# 'g?y' http://a/b/c/g?y
# '#s' http://a/b/c/d;p?q#s
# 'g#s' http://a/b/c/g#s
# 'g?y#s' http://a/b/c/g?y#s
# ';x' http://a/b/c/;x
# 'g;x' http://a/b/c/g;x
# 'g;x?y#s' http://a/b/c/g;x?y#s
# '' http://a/b/c/d;p?q
# '.' http://a/b/c/
# './' http://a/b/c/
# '..' http://a/b/
# '../' http://a/b/
# '../g' http://a/b/g
# '../..' http://a/
# '../../' http://a/
# '../../g' http://a/g
