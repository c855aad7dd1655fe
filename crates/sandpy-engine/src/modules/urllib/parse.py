"""Parse URLs into components and build them back (RFC 3986), with CPython 3.11's rules.

sandpy's own implementation: percent-quoting and unquoting are native (_quote, _unquote,
_unquote_to_bytes); splitting, joining and the result classes are below.
"""

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag",
           "urlsplit", "urlunsplit", "urlencode", "parse_qs",
           "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
           "unquote", "unquote_plus", "unquote_to_bytes",
           "DefragResult", "ParseResult", "SplitResult",
           "DefragResultBytes", "ParseResultBytes", "SplitResultBytes"]

uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap', 'wais', 'file', 'https', 'shttp', 'mms',
                 'prospero', 'rtsp', 'rtsps', 'rtspu', 'sftp', 'svn', 'svn+ssh', 'ws', 'wss']
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet', 'imap', 'wais', 'file', 'mms', 'https', 'shttp',
               'snews', 'prospero', 'rtsp', 'rtsps', 'rtspu', 'rsync', 'svn', 'svn+ssh', 'sftp', 'nfs', 'git',
               'git+ssh', 'ws', 'wss']
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap', 'https', 'shttp', 'rtsp', 'rtsps', 'rtspu', 'sip',
               'sips', 'mms', 'sftp', 'tel']
non_hierarchical = ['gopher', 'hdl', 'mailto', 'news', 'telnet', 'wais', 'imap', 'snews', 'sip', 'sips']
uses_query = ['', 'http', 'wais', 'imap', 'https', 'shttp', 'mms', 'gopher', 'rtsp', 'rtsps', 'rtspu', 'sip',
              'sips']
uses_fragment = ['', 'ftp', 'hdl', 'http', 'gopher', 'news', 'nntp', 'wais', 'https', 'shttp', 'snews', 'file',
                 'prospero']
scheme_chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.'
_C0_CONTROL_OR_SPACE = ''.join(map(chr, range(33)))


def clear_cache():
    """Kept for compatibility: this implementation keeps no cache."""


# ----- str/bytes coercion -----

def _noop(obj):
    return obj


def _encode_result(obj, encoding='ascii', errors='strict'):
    return obj.encode(encoding, errors)


def _coerce_args(*args):
    str_input = isinstance(args[0], str)
    for arg in args[1:]:
        if arg and isinstance(arg, str) != str_input:
            raise TypeError("Cannot mix str and non-str arguments")
    if str_input:
        return args + (_noop,)
    return tuple(x.decode('ascii', 'strict') if x else '' for x in args) + (_encode_result,)


# ----- result classes -----

class _Result(tuple):
    """Shared named-tuple behaviour of the result classes (fields in _fields)."""
    __slots__ = ()
    _fields = ()

    def __new__(cls, *args, **kwargs):
        fields = cls._fields
        if len(args) > len(fields):
            raise TypeError('%s.__new__() takes %d positional arguments but %d were given'
                            % (cls.__name__, len(fields) + 1, len(args) + 1))
        values = list(args)
        for name in fields[len(args):]:
            if name not in kwargs:
                missing = [f for f in fields[len(values):] if f not in kwargs]
                raise TypeError("%s.__new__() missing %d required positional argument%s: %s"
                                % (cls.__name__, len(missing), '' if len(missing) == 1 else 's',
                                   _and_list(missing)))
            values.append(kwargs.pop(name))
        for name in kwargs:
            if name in fields:
                raise TypeError("%s.__new__() got multiple values for argument '%s'" % (cls.__name__, name))
            raise TypeError("%s.__new__() got an unexpected keyword argument '%s'" % (cls.__name__, name))
        return tuple.__new__(cls, values)

    @classmethod
    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != len(cls._fields):
            raise TypeError('Expected %d arguments, got %d' % (len(cls._fields), len(result)))
        return result

    def _replace(self, **kwds):
        result = self._make([kwds.pop(name, value) for name, value in zip(self._fields, self)])
        if kwds:
            raise ValueError('Got unexpected field names: %r' % list(kwds))
        return result

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __repr__(self):
        return '%s(%s)' % (type(self).__name__,
                           ', '.join('%s=%r' % (name, value) for name, value in zip(self._fields, self)))

    def __getnewargs__(self):
        return tuple(self)


def _and_list(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + ' and ' + quoted[1]
    return ', '.join(quoted[:-1]) + ', and ' + quoted[-1]


def _field(index):
    return property(lambda self: tuple.__getitem__(self, index))


class _StrMixin:
    __slots__ = ()

    def encode(self, encoding='ascii', errors='strict'):
        return self._encoded_counterpart(*(x.encode(encoding, errors) for x in self))


class _BytesMixin:
    __slots__ = ()

    def decode(self, encoding='ascii', errors='strict'):
        return self._decoded_counterpart(*(x.decode(encoding, errors) for x in self))


class _NetlocMixin:
    """username, password, hostname and port, read from the netloc field."""
    __slots__ = ()

    @property
    def _userinfo(self):
        at, colon = self._seps[0], self._seps[1]
        userinfo, have_info, _ = self.netloc.rpartition(at)
        if not have_info:
            return None, None
        username, have_password, password = userinfo.partition(colon)
        return username, (password if have_password else None)

    @property
    def _hostinfo(self):
        at, colon, lbr, rbr = self._seps[:4]
        _, _, hostinfo = self.netloc.rpartition(at)
        _, have_open_br, bracketed = hostinfo.partition(lbr)
        if have_open_br:
            hostname, _, port = bracketed.partition(rbr)
            _, _, port = port.partition(colon)
        else:
            hostname, _, port = hostinfo.partition(colon)
        return hostname, (port or None)

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        hostname = self._hostinfo[0]
        if not hostname:
            return None
        host, percent, zone = hostname.partition(self._seps[4])
        return host.lower() + percent + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is not None:
            if port.isdigit() and port.isascii():
                port = int(port)
            else:
                raise ValueError(f"Port could not be cast to integer value as {port!r}")
            if not 0 <= port <= 65535:
                raise ValueError("Port out of range 0-65535")
        return port


_STR_SEPS = ('@', ':', '[', ']', '%')
_BYTES_SEPS = (b'@', b':', b'[', b']', b'%')


class _DefragBase(_Result):
    __slots__ = ()
    _fields = ('url', 'fragment')
    url = _field(0)
    fragment = _field(1)


class _SplitBase(_Result):
    __slots__ = ()
    _fields = ('scheme', 'netloc', 'path', 'query', 'fragment')
    scheme = _field(0)
    netloc = _field(1)
    path = _field(2)
    query = _field(3)
    fragment = _field(4)


class _ParseBase(_Result):
    __slots__ = ()
    _fields = ('scheme', 'netloc', 'path', 'params', 'query', 'fragment')
    scheme = _field(0)
    netloc = _field(1)
    path = _field(2)
    params = _field(3)
    query = _field(4)
    fragment = _field(5)


class DefragResult(_DefragBase, _StrMixin):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + '#' + self.fragment
        return self.url


class SplitResult(_SplitBase, _NetlocMixin, _StrMixin):
    __slots__ = ()
    _seps = _STR_SEPS

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_ParseBase, _NetlocMixin, _StrMixin):
    __slots__ = ()
    _seps = _STR_SEPS

    def geturl(self):
        return urlunparse(self)


class DefragResultBytes(_DefragBase, _BytesMixin):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + b'#' + self.fragment
        return self.url


class SplitResultBytes(_SplitBase, _NetlocMixin, _BytesMixin):
    __slots__ = ()
    _seps = _BYTES_SEPS

    def geturl(self):
        return urlunsplit(self)


class ParseResultBytes(_ParseBase, _NetlocMixin, _BytesMixin):
    __slots__ = ()
    _seps = _BYTES_SEPS

    def geturl(self):
        return urlunparse(self)


for _s, _b in ((DefragResult, DefragResultBytes), (SplitResult, SplitResultBytes),
               (ParseResult, ParseResultBytes)):
    _s._encoded_counterpart = _b
    _b._decoded_counterpart = _s
del _s, _b


# ----- splitting and joining -----

def urlparse(url, scheme='', allow_fragments=True):
    """Parse a URL into 6 components: <scheme>://<netloc>/<path>;<params>?<query>#<fragment>."""
    url, scheme, _coerce_result = _coerce_args(url, scheme)
    scheme, netloc, url, query, fragment = urlsplit(url, scheme, allow_fragments)
    if scheme in uses_params and ';' in url:
        url, params = _splitparams(url)
    else:
        params = ''
    return _coerce_result(ParseResult(scheme, netloc, url, params, query, fragment))


def _splitparams(url):
    if '/' in url:
        i = url.find(';', url.rfind('/'))
        if i < 0:
            return url, ''
    else:
        i = url.find(';')
    return url[:i], url[i + 1:]


def _splitnetloc(url, start=0):
    end = len(url)
    for c in '/?#':
        k = url.find(c, start)
        if 0 <= k < end:
            end = k
    return url[start:end], url[end:]


def _checknetloc(netloc):
    if not netloc or netloc.isascii():
        return
    n = netloc.replace('@', '').replace(':', '').replace('#', '').replace('?', '')
    normalized = _nfkc(n)
    if n == normalized:
        return
    for c in '/?#@:':
        if c in normalized:
            raise ValueError("netloc '" + netloc + "' contains invalid characters under NFKC normalization")


def _check_bracketed_host(hostname):
    if hostname.startswith('v'):
        if not _ipvfuture_ok(hostname):
            raise ValueError("IPvFuture address is invalid")
        return
    kind = _ip_kind(hostname)
    if kind == 0:
        raise ValueError('%r does not appear to be an IPv4 or IPv6 address' % (hostname,))
    if kind == 4:
        raise ValueError("An IPv4 address cannot be in brackets")


def _ipvfuture_ok(host):
    dot = host.find('.')
    if dot < 2 or dot == len(host) - 1 or '\n' in host[dot + 1:]:
        return False
    return all(c in '0123456789abcdefABCDEF' for c in host[1:dot])


def urlsplit(url, scheme='', allow_fragments=True):
    """Parse a URL into 5 components: <scheme>://<netloc>/<path>?<query>#<fragment>."""
    url, scheme, _coerce_result = _coerce_args(url, scheme)
    url = url.lstrip(_C0_CONTROL_OR_SPACE)
    scheme = scheme.strip(_C0_CONTROL_OR_SPACE)
    for c in '\t\r\n':
        url = url.replace(c, '')
        scheme = scheme.replace(c, '')
    allow_fragments = bool(allow_fragments)
    netloc = query = fragment = ''
    i = url.find(':')
    if i > 0 and url[0].isascii() and url[0].isalpha():
        for c in url[:i]:
            if c not in scheme_chars:
                break
        else:
            scheme, url = url[:i].lower(), url[i + 1:]
    if url[:2] == '//':
        netloc, url = _splitnetloc(url, 2)
        if ('[' in netloc) != (']' in netloc):
            raise ValueError("Invalid IPv6 URL")
        if '[' in netloc:
            _check_bracketed_host(netloc.partition('[')[2].partition(']')[0])
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    _checknetloc(netloc)
    return _coerce_result(SplitResult(scheme, netloc, url, query, fragment))


def urlunparse(components):
    """Put a parsed URL back together again."""
    scheme, netloc, url, params, query, fragment, _coerce_result = _coerce_args(*components)
    if params:
        url = "%s;%s" % (url, params)
    return _coerce_result(urlunsplit((scheme, netloc, url, query, fragment)))


def urlunsplit(components):
    """Combine the elements of a tuple as returned by urlsplit() into a URL string."""
    scheme, netloc, url, query, fragment, _coerce_result = _coerce_args(*components)
    if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + (netloc or '') + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return _coerce_result(url)


def urljoin(base, url, allow_fragments=True):
    """Join a base URL and a possibly relative URL to form an absolute URL."""
    if not base:
        return url
    if not url:
        return base
    base, url, _coerce_result = _coerce_args(base, url)
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, '', allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return _coerce_result(url)
    if scheme in uses_netloc:
        if netloc:
            return _coerce_result(urlunparse((scheme, netloc, path, params, query, fragment)))
        netloc = bnetloc
    if not path and not params:
        return _coerce_result(urlunparse((scheme, netloc, bpath, bparams, query or bquery, fragment)))
    base_parts = bpath.split('/')
    if base_parts[-1] != '':
        del base_parts[-1]
    if path[:1] == '/':
        segments = path.split('/')
    else:
        segments = base_parts + path.split('/')
        segments[1:-1] = [s for s in segments[1:-1] if s]
    resolved = []
    for seg in segments:
        if seg == '..':
            if resolved:
                resolved.pop()
        elif seg != '.':
            resolved.append(seg)
    if segments[-1] in ('.', '..'):
        resolved.append('')
    return _coerce_result(urlunparse((scheme, netloc, '/'.join(resolved) or '/', params, query, fragment)))


def urldefrag(url):
    """Remove any fragment from url; return (url without fragment, fragment)."""
    url, _coerce_result = _coerce_args(url)
    if '#' in url:
        s, n, p, a, q, frag = urlparse(url)
        defrag = urlunparse((s, n, p, a, q, ''))
    else:
        frag = ''
        defrag = url
    return _coerce_result(DefragResult(defrag, frag))


# ----- quoting -----

def unquote_to_bytes(string):
    """unquote_to_bytes('abc%20def') -> b'abc def'."""
    if not string:
        string.split
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    return _unquote_to_bytes(string)


def unquote(string, encoding='utf-8', errors='replace'):
    """Replace %xx escapes by their single-character equivalent."""
    if isinstance(string, bytes):
        return _unquote_to_bytes(string).decode(encoding, errors)
    if '%' not in string:
        string.split
        return string
    return _unquote(string, 'utf-8' if encoding is None else encoding, 'replace' if errors is None else errors)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    """Like unquote(), but also replace plus signs by spaces."""
    return unquote(string.replace('+', ' '), encoding, errors)


def quote(string, safe='/', encoding=None, errors=None):
    """Percent-encode string, except letters, digits, '_.-~' and the characters in safe."""
    if isinstance(string, str):
        if not string:
            return string
        string = string.encode('utf-8' if encoding is None else encoding, 'strict' if errors is None else errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    """Like quote(), but also replace spaces with plus signs."""
    if (isinstance(string, str) and ' ' not in string) or (isinstance(string, bytes) and b' ' not in string):
        return quote(string, safe, encoding, errors)
    space = ' ' if isinstance(safe, str) else b' '
    return quote(string, safe + space, encoding, errors).replace(' ', '+')


def quote_from_bytes(bs, safe='/'):
    """Like quote(), but accepts a bytes object rather than a str."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes([c for c in safe if c < 128])
    return _quote(bs, safe)


def urlencode(query, doseq=False, safe='', encoding=None, errors=None, quote_via=quote_plus):
    """Encode a dict or sequence of two-element tuples into a URL query string."""
    if hasattr(query, "items"):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence or mapping object") from err

    def q(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        return quote_via(str(x), safe, encoding, errors)

    parts = []
    for k, v in query:
        k = q(k)
        if not doseq or isinstance(v, (bytes, str)):
            parts.append(k + '=' + q(v))
            continue
        try:
            len(v)
        except TypeError:
            parts.append(k + '=' + q(v))
        else:
            for elt in v:
                parts.append(k + '=' + q(elt))
    return '&'.join(parts)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False,
              encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query string into a list of (name, value) pairs."""
    qs, _coerce_result = _coerce_args(qs)
    separator, _ = _coerce_args(separator)
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        num_fields = 1 + qs.count(separator) if qs else 0
        if max_num_fields < num_fields:
            raise ValueError('Max number of fields exceeded')
    r = []
    for name_value in (qs.split(separator) if qs else []):
        if not name_value and not strict_parsing:
            continue
        nv = name_value.split('=', 1)
        if len(nv) != 2:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (name_value,))
            if not keep_blank_values:
                continue
            nv.append('')
        if len(nv[1]) or keep_blank_values:
            name = _coerce_result(unquote(nv[0].replace('+', ' '), encoding=encoding, errors=errors))
            value = _coerce_result(unquote(nv[1].replace('+', ' '), encoding=encoding, errors=errors))
            r.append((name, value))
    return r


def parse_qs(qs, keep_blank_values=False, strict_parsing=False,
             encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query string into a dict mapping each name to the list of its values."""
    result = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing, encoding=encoding, errors=errors,
                                 max_num_fields=max_num_fields, separator=separator):
        if name in result:
            result[name].append(value)
        else:
            result[name] = [value]
    return result


def unwrap(url):
    """Transform a string like '<URL:scheme://host/path>' into 'scheme://host/path'."""
    url = str(url).strip()
    if url[:1] == '<' and url[-1:] == '>':
        url = url[1:-1].strip()
    if url[:4] == 'URL:':
        url = url[4:].strip()
    return url
