# stack overflow: recursive Drop of a linked list of instances (Instance -> attrs -> Value -> Instance ...)
class Node:
    def __init__(self, nxt):
        self.nxt = nxt
n = None
for _ in range(1000000):
    n = Node(n)
n = None
print("dropped")
