try:
    try:
        raise KeyError("inner")
    except ValueError:
        print("not here")
    finally:
        print("inner finally")
except KeyError as e:
    print("outer caught", e)

# ---- expected stdout ----
# inner finally
# outer caught 'inner'
