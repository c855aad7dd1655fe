def describe(v):
    match v:
        case 0:
            return "zero"
        case [x, *rest]:
            return x
        case {"k": value}:
            return value
        case Point(x=0, y=yy):
            return yy
        case str() | bytes():
            return "text"
        case _:
            return None
