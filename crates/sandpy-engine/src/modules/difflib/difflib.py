"""Helpers for computing deltas between sequences (sandpy).

SequenceMatcher's matching work (indexing b, the longest-match search, the matching
blocks, quick_ratio's counting) is native: see the `_index_b`, `_longest`,
`_matching_blocks`, `_quick_matches` and `_b2j` helpers. This source holds the classes,
the opcode bookkeeping and the text formatters (Differ, ndiff, unified/context diffs).
"""

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher',
           'Differ', 'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'context_diff',
           'unified_diff', 'diff_bytes', 'Match']

Match = _sandpy_import('collections').namedtuple('Match', 'a b size', module='difflib')


def _calculate_ratio(matches, length):
    if length:
        return 2.0 * matches / length
    return 1.0


class SequenceMatcher:
    """Compares pairs of sequences of hashable elements (see the difflib documentation)."""

    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk = isjunk
        self.a = self.b = None
        self.autojunk = autojunk
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        """Set the two sequences to be compared."""
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        """Set the first sequence to be compared."""
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        """Set the second sequence to be compared (b is indexed here)."""
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._index, self.bjunk, self.bpopular = _index_b(b, self.isjunk, self.autojunk)

    @property
    def b2j(self):
        """Each non-junk, non-popular element of b mapped to the list of its positions."""
        return _b2j(self._index)

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        """Find the longest matching block in a[alo:ahi] and b[blo:bhi]."""
        if ahi is None:
            ahi = len(self.a)
        if bhi is None:
            bhi = len(self.b)
        i, j, k = _longest(self.a, self._index, alo, ahi, blo, bhi)
        return Match(i, j, k)

    def get_matching_blocks(self):
        """Return a list of Match(a, b, size) describing matching subsequences."""
        if self.matching_blocks is not None:
            return self.matching_blocks
        blocks = [Match(i, j, k) for i, j, k in _matching_blocks(self.a, self._index)]
        self.matching_blocks = blocks
        return blocks

    def get_opcodes(self):
        """Return a list of 5-tuples (tag, i1, i2, j1, j2) turning a into b."""
        if self.opcodes is not None:
            return self.opcodes
        codes = []
        self.opcodes = codes
        apos = bpos = 0
        for ai, bj, size in self.get_matching_blocks():
            if apos < ai:
                codes.append(('replace' if bpos < bj else 'delete', apos, ai, bpos, bj))
            elif bpos < bj:
                codes.append(('insert', apos, ai, bpos, bj))
            apos = ai + size
            bpos = bj + size
            if size:
                codes.append(('equal', ai, apos, bj, bpos))
        return codes

    def get_grouped_opcodes(self, n=3):
        """Generate groups of opcodes with up to n lines of context around changes."""
        codes = self.get_opcodes()
        if not codes:
            codes = [('equal', 0, 1, 0, 1)]
        # Like CPython, the trimming below edits the cached opcode list in place.
        tag, i1, i2, j1, j2 = codes[0]
        if tag == 'equal':
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        tag, i1, i2, j1, j2 = codes[-1]
        if tag == 'equal':
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        twice = n + n
        group = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == 'equal' and i2 - i1 > twice:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1 = max(i1, i2 - n)
                j1 = max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == 'equal'):
            yield group

    def ratio(self):
        """Return a measure of the sequences' similarity (float in [0, 1])."""
        matches = 0
        for block in self.get_matching_blocks():
            matches += block[-1]
        return _calculate_ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        """Return an upper bound on ratio() relatively quickly."""
        return _calculate_ratio(_quick_matches(self.a, self._index), len(self.a) + len(self.b))

    def real_quick_ratio(self):
        """Return an upper bound on ratio() very quickly."""
        la = len(self.a)
        lb = len(self.b)
        return _calculate_ratio(min(la, lb), la + lb)

    __class_getitem__ = classmethod(_sandpy_import('types').GenericAlias)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """Use SequenceMatcher to return a list of the best "good enough" matches."""
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    scored = []
    matcher = SequenceMatcher()
    matcher.set_seq2(word)
    for candidate in possibilities:
        matcher.set_seq1(candidate)
        if (matcher.real_quick_ratio() >= cutoff and matcher.quick_ratio() >= cutoff
                and matcher.ratio() >= cutoff):
            scored.append((matcher.ratio(), candidate))
    # heapq.nlargest(n, scored) is documented to equal this.
    best = sorted(scored, reverse=True)[:n]
    return [candidate for score, candidate in best]


def _keep_original_ws(s, tag_s):
    """The tag string, with the line's own whitespace where the tag is a blank."""
    return ''.join(c if t == ' ' and c.isspace() else t for c, t in zip(s, tag_s))


class Differ:
    """Compares sequences of lines of text and produces human-readable deltas."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        """Compare two sequences of lines; generate the resulting delta."""
        matcher = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in matcher.get_opcodes():
            if tag == 'replace':
                lines = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == 'delete':
                lines = self._dump('-', a, alo, ahi)
            elif tag == 'insert':
                lines = self._dump('+', b, blo, bhi)
            elif tag == 'equal':
                lines = self._dump(' ', a, alo, ahi)
            else:
                raise ValueError('unknown tag %r' % (tag,))
            yield from lines

    def _dump(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield '%s %s' % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        assert alo < ahi and blo < bhi
        if bhi - blo < ahi - alo:
            yield from self._dump('+', b, blo, bhi)
            yield from self._dump('-', a, alo, ahi)
        else:
            yield from self._dump('-', a, alo, ahi)
            yield from self._dump('+', b, blo, bhi)

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # Find the most similar pair of lines (ratio above 0.74, kept only when it
        # reaches 0.75) and synchronise on it; an identical pair is the fallback.
        best_ratio = 0.74
        cutoff = 0.75
        matcher = SequenceMatcher(self.charjunk)
        eqi = eqj = None
        best_i = best_j = None
        for j in range(blo, bhi):
            bj = b[j]
            matcher.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi, eqj = i, j
                    continue
                matcher.set_seq1(ai)
                if (matcher.real_quick_ratio() > best_ratio and matcher.quick_ratio() > best_ratio
                        and matcher.ratio() > best_ratio):
                    best_ratio = matcher.ratio()
                    best_i, best_j = i, j
        if best_ratio < cutoff:
            if eqi is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j, best_ratio = eqi, eqj, 1.0
        else:
            eqi = None
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        aline = a[best_i]
        bline = b[best_j]
        if eqi is None:
            atags = []
            btags = []
            matcher.set_seqs(aline, bline)
            for tag, ai1, ai2, bj1, bj2 in matcher.get_opcodes():
                alen = ai2 - ai1
                blen = bj2 - bj1
                if tag == 'replace':
                    atags.append('^' * alen)
                    btags.append('^' * blen)
                elif tag == 'delete':
                    atags.append('-' * alen)
                elif tag == 'insert':
                    btags.append('+' * blen)
                elif tag == 'equal':
                    atags.append(' ' * alen)
                    btags.append(' ' * blen)
                else:
                    raise ValueError('unknown tag %r' % (tag,))
            yield from self._qformat(aline, bline, ''.join(atags), ''.join(btags))
        else:
            yield '  ' + aline
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from self._dump('-', a, alo, ahi)
        elif blo < bhi:
            yield from self._dump('+', b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        atags = _keep_original_ws(aline, atags).rstrip()
        btags = _keep_original_ws(bline, btags).rstrip()
        yield '- ' + aline
        if atags:
            yield '? ' + atags + '\n'
        yield '+ ' + bline
        if btags:
            yield '? ' + btags + '\n'


def IS_LINE_JUNK(line, pat=None):
    """True for an ignorable line: blank, or holding a single '#' among whitespace."""
    if pat is not None:
        return pat(line) is not None
    if not isinstance(line, str):
        if isinstance(line, (bytes, bytearray)):
            raise TypeError('cannot use a string pattern on a bytes-like object')
        raise TypeError("expected string or bytes-like object, got '%s'" % type(line).__name__)
    return line.strip() in ('', '#')


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    """True for an ignorable character: a blank or a tab."""
    return ch in ws


def _format_range_unified(start, stop):
    first = start + 1
    length = stop - start
    if length == 1:
        return '{}'.format(first)
    if not length:
        first -= 1
    return '{},{}'.format(first, length)


def _format_range_context(start, stop):
    first = start + 1
    length = stop - start
    if not length:
        first -= 1
    if length <= 1:
        return '{}'.format(first)
    return '{},{}'.format(first, first + length - 1)


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' % (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' % (type(b[0]).__name__, b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError('all arguments must be str, not: %r' % (arg,))


def _file_headers(first, second, fromfile, tofile, fromfiledate, tofiledate, lineterm):
    fromdate = '\t{}'.format(fromfiledate) if fromfiledate else ''
    todate = '\t{}'.format(tofiledate) if tofiledate else ''
    return ('{} {}{}{}'.format(first, fromfile, fromdate, lineterm),
            '{} {}{}{}'.format(second, tofile, todate, lineterm))


def unified_diff(a, b, fromfile='', tofile='', fromfiledate='',
                 tofiledate='', n=3, lineterm='\n'):
    """Compare two sequences of lines; generate the delta as a unified diff."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield from _file_headers('---', '+++', fromfile, tofile, fromfiledate, tofiledate, lineterm)
        first = group[0]
        last = group[-1]
        yield '@@ -{} +{} @@{}'.format(_format_range_unified(first[1], last[2]),
                                        _format_range_unified(first[3], last[4]), lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == 'equal':
                for line in a[i1:i2]:
                    yield ' ' + line
                continue
            if tag == 'replace' or tag == 'delete':
                for line in a[i1:i2]:
                    yield '-' + line
            if tag == 'replace' or tag == 'insert':
                for line in b[j1:j2]:
                    yield '+' + line


_CONTEXT_PREFIX = {'insert': '+ ', 'delete': '- ', 'replace': '! ', 'equal': '  '}


def context_diff(a, b, fromfile='', tofile='',
                 fromfiledate='', tofiledate='', n=3, lineterm='\n'):
    """Compare two sequences of lines; generate the delta as a context diff."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield from _file_headers('***', '---', fromfile, tofile, fromfiledate, tofiledate, lineterm)
        first = group[0]
        last = group[-1]
        yield '***************' + lineterm
        yield '*** {} ****{}'.format(_format_range_context(first[1], last[2]), lineterm)
        if any(code[0] == 'replace' or code[0] == 'delete' for code in group):
            for tag, i1, i2, _, _ in group:
                if tag != 'insert':
                    for line in a[i1:i2]:
                        yield _CONTEXT_PREFIX[tag] + line
        yield '--- {} ----{}'.format(_format_range_context(first[3], last[4]), lineterm)
        if any(code[0] == 'replace' or code[0] == 'insert' for code in group):
            for tag, _, _, j1, j2 in group:
                if tag != 'delete':
                    for line in b[j1:j2]:
                        yield _CONTEXT_PREFIX[tag] + line


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'', fromfiledate=b'',
               tofiledate=b'', n=3, lineterm=b'\n'):
    """Run dfunc (unified_diff or context_diff) over lines given as bytes."""
    def decode(s):
        try:
            return s.decode('latin-1')
        except AttributeError as err:
            raise TypeError('all arguments must be bytes, not %s (%r)' % (type(s).__name__, s)) from err
    a = [decode(line) for line in a]
    b = [decode(line) for line in b]
    fromfile = decode(fromfile)
    tofile = decode(tofile)
    fromfiledate = decode(fromfiledate)
    tofiledate = decode(tofiledate)
    lineterm = decode(lineterm)
    for line in dfunc(a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm):
        yield line.encode('latin-1')


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    """Compare a and b (lists of strings); return a Differ-style delta."""
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    """Generate one of the two sequences that generated an ndiff/Differ delta."""
    try:
        tag = {1: '- ', 2: '+ '}[int(which)]
    except KeyError:
        raise ValueError('unknown delta choice (must be 1 or 2): %r' % which) from None
    for line in delta:
        if line[:2] == '  ' or line[:2] == tag:
            yield line[2:]
