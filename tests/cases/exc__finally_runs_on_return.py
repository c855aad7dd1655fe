def f():
    try:
        print("in try")
        return 1
    finally:
        print("in finally")
print(f())
def loop():
    for i in range(3):
        try:
            if i == 1:
                break
        finally:
            print("cleanup", i)
loop()

# ---- expected stdout ----
# in try
# in finally
# 1
# cleanup 0
# cleanup 1
