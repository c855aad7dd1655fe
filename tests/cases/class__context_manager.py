class Ctx:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type)
        return False
with Ctx("a") as v:
    print("inside", v)
with Ctx("b"), Ctx("c") as w:
    print("nested", w)

# ---- expected stdout ----
# enter a
# inside A
# exit a None
# enter b
# enter c
# nested C
# exit c None
# exit b None
