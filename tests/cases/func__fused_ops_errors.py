# Errors raised inside the VM's fused instruction sequences keep CPython's messages.
def unbound_add():
    y = x + 1
    x = 2

def unbound_second():
    a = 1
    c = a + b
    b = 3

def bad_operands(s):
    return s - 1

def compare_branch(a, b):
    if a < b:
        return "lt"
    return "ge"

def jump_into_middle(n):
    total = 0
    while n > 0:
        total = total + n
        n = n - 1
    return total

for fn in (unbound_add, unbound_second):
    try:
        fn()
    except UnboundLocalError as e:
        print(type(e).__name__, e)
try:
    bad_operands("x")
except TypeError as e:
    print(e)
print(compare_branch(1, 2), compare_branch(2, 1), compare_branch("a", "b"), compare_branch(1.5, 1))
try:
    compare_branch(1, "x")
except TypeError as e:
    print(e)
class Weird:
    def __lt__(self, other):
        return []
print(compare_branch(Weird(), 0))
print(jump_into_middle(10))

# ---- expected stdout ----
# UnboundLocalError cannot access local variable 'x' where it is not associated with a value
# UnboundLocalError cannot access local variable 'b' where it is not associated with a value
# unsupported operand type(s) for -: 'str' and 'int'
# lt ge lt ge
# '<' not supported between instances of 'int' and 'str'
# ge
# 55
