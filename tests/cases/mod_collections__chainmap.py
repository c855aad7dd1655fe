from collections import ChainMap
defaults = {"color": "red", "user": "guest"}
args = {"user": "admin"}
cm = ChainMap(args, defaults)
print(cm["user"], cm["color"], len(cm), sorted(cm), "color" in cm, cm.get("x", 0))
print(cm)
cm["new"] = 1
print(args, cm.maps[0] is args)
child = cm.new_child({"color": "blue"})
print(child["color"], child.parents["color"], len(child.maps))
print(dict(cm) == {"user": "admin", "color": "red", "new": 1})
try:
    del cm["color"]
except KeyError as e:
    print("KeyError:", e)

# ---- expected stdout ----
# admin red 2 ['color', 'user'] True 0
# ChainMap({'user': 'admin'}, {'color': 'red', 'user': 'guest'})
# {'user': 'admin', 'new': 1} True
# blue red 3
# True
# KeyError: "Key not found in the first mapping: 'color'"
