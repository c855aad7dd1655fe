class Bad:
    def __enter__(self):
        raise RuntimeError("enter failed")
    def __exit__(self, *a):
        print("exit should not run")
try:
    with Bad():
        print("body should not run")
except RuntimeError as e:
    print(e)

# ---- expected stdout ----
# enter failed
