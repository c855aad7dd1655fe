# Comparisons, keys and reprs that change the container being worked on: the natives read
# the container as it is at each step, like CPython, and never fail internally.
import collections

def attempt(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + (": " + str(e) if str(e) else ""))

class Clears:
    target = None
    def __init__(self, v=0):
        self.v = v
    def __eq__(self, other):
        Clears.target.clear()
        return False
    def __lt__(self, other):
        Clears.target.clear()
        return False
    __hash__ = object.__hash__
    def __repr__(self):
        Clears.target.clear()
        return "C"

def fresh(kind=list, n=4):
    Clears.target = kind(Clears(i) for i in range(n))
    return Clears.target

attempt("in", lambda: Clears() in fresh())
attempt("index", lambda: fresh().index(Clears()))
attempt("count", lambda: fresh().count(Clears()))
attempt("remove", lambda: fresh().remove(Clears()))
attempt("==", lambda: fresh() == [1, 2, 3, 4])
attempt("!=", lambda: [1, 2, 3, 4] != fresh())
attempt("<", lambda: fresh() < [Clears(), Clears(), Clears(), Clears(), Clears()])
attempt("repr", lambda: repr(fresh()))

class ClearsDict:
    def __repr__(self):
        table.clear()
        return "D"
table = {1: ClearsDict(), 2: ClearsDict(), 3: ClearsDict()}
attempt("dict repr", lambda: repr(table))

numbers = [3, 1, 2]
attempt("max key", lambda: max(numbers, key=lambda x: (numbers.clear(), x)[1]))
numbers = [3, 1, 2]
attempt("min key", lambda: min(numbers, key=lambda x: (numbers.clear(), x)[1]))

class Grows:
    def __init__(self, target):
        self.target = target
    def __hash__(self):
        if len(self.target) < 10:
            self.target.append(len(self.target))
        return 1

keys = []
keys.extend([Grows(keys), Grows(keys)])
attempt("fromkeys", lambda: len(dict.fromkeys(keys)))

attempt("deque in", lambda: Clears() in fresh(collections.deque))
attempt("deque count", lambda: fresh(collections.deque).count(Clears()))
attempt("deque index", lambda: fresh(collections.deque).index(Clears()))
attempt("deque remove", lambda: fresh(collections.deque).remove(Clears()))

class Index:
    def __index__(self):
        return 1
attempt("deque rotate", lambda: (lambda d: (d.rotate(Index()), d)[1])(collections.deque([1, 2, 3])))
attempt("%d", lambda: "%d %x" % (Index(), Index()))

# ---- expected stdout ----
# in False
# index ValueError: C is not in list
# count 0
# remove ValueError: list.remove(x): x not in list
# == False
# != True
# < True
# repr '[C]'
# dict repr '{1: D}'
# max key 3
# min key 3
# fromkeys 4
# deque in RuntimeError: deque mutated during iteration
# deque count RuntimeError: deque mutated during iteration
# deque index RuntimeError: deque mutated during iteration
# deque remove IndexError: deque mutated during iteration
# deque rotate deque([3, 1, 2])
# %d '1 1'
