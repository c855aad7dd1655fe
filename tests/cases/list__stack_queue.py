stack = []
for i in range(3):
    stack.append(i)
while stack:
    print("pop", stack.pop())
queue = [1, 2, 3]
while queue:
    print("dequeue", queue.pop(0))

# ---- expected stdout ----
# pop 2
# pop 1
# pop 0
# dequeue 1
# dequeue 2
# dequeue 3
