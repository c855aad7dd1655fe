class Widget:
    count = 0
    def __init__(self):
        Widget.count += 1
        self.id = Widget.count
ws = [Widget() for _ in range(3)]
print(Widget.count, [w.id for w in ws])

# ---- expected stdout ----
# 3 [1, 2, 3]
