def f(x):
    try:
        if x:
            return "try-return"
    except Exception:
        return "except"
    else:
        return "else-return"
    finally:
        print("finally", x)
print(f(True), f(False))

# ---- expected stdout ----
# finally True
# finally False
# try-return else-return
