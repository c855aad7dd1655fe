import copy
from enum import Enum, auto


class Light(Enum):
    RED = auto()
    YELLOW = auto()
    GREEN = auto()


def action(light):
    match light:
        case Light.RED:
            return 'stop'
        case Light.YELLOW | Light.GREEN:
            return 'go-ish'


print([action(l) for l in Light])
counts = {Light.RED: 2, Light.GREEN: 1}
counts[Light.RED] += 1
print(counts, Light.YELLOW in counts, len({Light.RED, Light.RED, Light.GREEN}))
print(copy.copy(Light.RED) is Light.RED, copy.deepcopy([Light.GREEN])[0] is Light.GREEN)
print(sorted(Light, key=lambda l: l.name), max(Light, key=lambda l: l.value))
print(Light.RED.value, Light['GREEN'].value, {l.name: l for l in Light}['YELLOW'])

# ---- expected stdout ----
# ['stop', 'go-ish', 'go-ish']
# {<Light.RED: 1>: 3, <Light.GREEN: 3>: 1} False 2
# True True
# [<Light.GREEN: 3>, <Light.RED: 1>, <Light.YELLOW: 2>] Light.GREEN
# 1 3 Light.YELLOW
