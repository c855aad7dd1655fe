try:
    try:
        raise KeyboardInterrupt
    except Exception:
        print("wrong")
except BaseException as e:
    print("caught BaseException:", type(e).__name__)

# ---- expected stdout ----
# caught BaseException: KeyboardInterrupt
