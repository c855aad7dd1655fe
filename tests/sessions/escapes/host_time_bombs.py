# Objects whose dunders would run when the host touches them; none runs outside a step.
# ---- step ----
class Bomb:
    def __del__(self):
        print("__del__ ran")
    def __eq__(self, other):
        print("__eq__ ran")
        return True
    def __hash__(self):
        print("__hash__ ran")
        return 1
b = Bomb()
# ---- step ----
del b
# ---- step ----
{"k": Bomb()}
# ---- step ----
class Noisy:
    def __repr__(self):
        raise RuntimeError("repr bomb")
Noisy()
# ---- step ----
x = [Bomb(), Bomb()]
x = None
print("alive")
# ---- expected ----
# {"ok": true, "logs": ""}
# {"ok": true, "output_repr": "None", "logs": ""}
# {"ok": true, "logs": ""}
# {"ok": true, "output_repr": "<repr failed>", "logs": ""}
# {"ok": true, "output_repr": "None", "logs": "alive\n"}
