def handle(event):
    match event:
        case {"type": "click", "pos": (x, y)}:
            return f"click at {x},{y}"
        case {"type": "key", **rest}:
            return f"key with {rest}"
        case {"type": t}:
            return f"unhandled {t}"
        case _:
            return "not an event"
print(handle({"type": "click", "pos": (1, 2), "extra": 0}))
print(handle({"type": "key", "code": 13, "mod": "shift"}))
print(handle({"type": "scroll"}), handle({}), handle([1]))

# ---- expected stdout ----
# click at 1,2
# key with {'code': 13, 'mod': 'shift'}
# unhandled scroll not an event not an event
