# Freeing a long linked list of instances must not overflow the stack.
class Node:
    def __init__(self, nxt):
        self.nxt = nxt
n = None
for _ in range(300000):
    n = Node(n)
n = None
print("dropped")

# ---- expected stdout ----
# dropped
