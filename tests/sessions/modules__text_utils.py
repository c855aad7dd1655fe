# textwrap, string, html, urllib.parse, unicodedata for text clean-up.
# ---- step ----
import textwrap, string, html, unicodedata
from urllib.parse import urlparse, parse_qs, urlencode, quote, unquote, urljoin
para = "Sandboxed interpreters let agents run code they write themselves without touching the host machine at all."
print(textwrap.fill(para, width=36))
textwrap.shorten(para, width=40, placeholder=" [...]")
# ---- step ----
print(textwrap.dedent("""\
    first
      second
    third"""))
print(textwrap.indent("a\nb", "> "), string.ascii_lowercase[:5], string.punctuation[:6])
string.Template("$who likes $what").substitute(who="Kim", what="tea")
# ---- step ----
url = "https://example.com:8080/search/results?q=caf%C3%A9+au+lait&page=2&page=3#top"
u = urlparse(url)
print(u.scheme, u.netloc, u.hostname, u.port, u.path, u.fragment)
parse_qs(u.query)
# ---- step ----
print(urlencode({"q": "a b&c", "n": 3}), quote("a/b c"), unquote("caf%C3%A9"), urljoin(url, "../img/x.png"))
html.escape('<a href="x">Tom & Jerry</a>'), html.unescape("&lt;p&gt;&amp;&quot;&#39;")
# ---- step ----
names = ["Café", "naïve", "Ångström", "straße"]
print([unicodedata.normalize("NFKD", n).encode("ascii", "ignore").decode() for n in names])
print(unicodedata.name("é"), unicodedata.category("A"), "straße".upper(), "STRASSE".casefold() == "straße".casefold())
string.Template("$x and $y").substitute(x=1)
# ---- expected ----
# {"ok": true, "output": "Sandboxed interpreters let agents [...]", "output_repr": "'Sandboxed interpreters let agents [...]'", "logs": "Sandboxed interpreters let agents\nrun code they write themselves\nwithout touching the host machine at\nall.\n", "is_final_answer": false}
# {"ok": true, "output": "Kim likes tea", "output_repr": "'Kim likes tea'", "logs": "first\n  second\nthird\n> a\n> b abcde !\"#$%&\n", "is_final_answer": false}
# {"ok": true, "output": {"q": ["café au lait"], "page": ["2", "3"]}, "output_repr": "{'q': ['café au lait'], 'page': ['2', '3']}", "logs": "https example.com:8080 example.com 8080 /search/results top\n", "is_final_answer": false}
# {"ok": true, "output": ["&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;", "<p>&\"'"], "output_repr": "('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;', '<p>&\"\\'')", "logs": "q=a+b%26c&n=3 a/b%20c café https://example.com:8080/img/x.png\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "KeyError", "message": "'y'", "line": 4, "rendered": "Code execution failed at line 'string.Template(\"$x and $y\").substitute(x=1)' due to: KeyError: 'y'"}, "logs": "['Cafe', 'naive', 'Angstrom', 'strae']\nLATIN SMALL LETTER E WITH ACUTE Lu STRASSE True\n", "is_final_answer": false}
