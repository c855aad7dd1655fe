x: int = 1
y: str

def f(a: int, b: "str" = "") -> bool:
    return True
