# Type-annotated helper functions, as LLMs like to write them.
# ---- step ----
from typing import List, Dict, Optional, Any, Tuple, Union
def summarize(records: List[Dict[str, Any]], key: str) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for r in records:
        k = r.get(key)
        if k is None:
            continue
        out[k] = out.get(k, 0) + 1
    return out
def first_or_none(items: List[int]) -> Optional[int]:
    return items[0] if items else None
records = [{"lang": "py"}, {"lang": "rs"}, {"lang": "py"}, {"other": 1}]
summarize(records, "lang"), first_or_none([]), first_or_none([7])
# ---- step ----
def split_pair(s: str, sep: str = ":") -> Tuple[str, str]:
    a, b = s.split(sep, 1)
    return a.strip(), b.strip()
def to_number(v: Union[int, str]) -> float:
    return float(v)
split_pair("name: Ada"), to_number("3.5") + to_number(2)
# ---- step ----
split_pair("no separator here")
# ---- step ----
summarize.__annotations__["return"], first_or_none.__name__, summarize.__doc__
# ---- step ----
from typing import NamedTuple, TypedDict
class Point(NamedTuple):
    x: float
    y: float = 0.0
class Movie(TypedDict):
    title: str
    year: int
p = Point(1.5)
m: Movie = {"title": "Alien", "year": 1979}
p, p._replace(y=2), m["year"]
# ---- expected ----
# {"ok": true, "output": [{"py": 2, "rs": 1}, null, 7], "output_repr": "({'py': 2, 'rs': 1}, None, 7)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [["name", "Ada"], 5.5], "output_repr": "(('name', 'Ada'), 5.5)", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "not enough values to unpack (expected 2, got 1)", "line": 1, "rendered": "Code execution failed at line 'split_pair(\"no separator here\")' due to: ValueError: not enough values to unpack (expected 2, got 1)"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "(typing.Dict[str, int], 'first_or_none', None)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [[1.5, 0.0], [1.5, 2], 1979], "output_repr": "(Point(x=1.5, y=0.0), Point(x=1.5, y=2), 1979)", "logs": "", "is_final_answer": false}
