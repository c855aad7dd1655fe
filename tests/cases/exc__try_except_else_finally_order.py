def run(fail):
    try:
        print("try")
        if fail:
            raise ValueError("boom")
    except ValueError as e:
        print("except", e)
    else:
        print("else")
    finally:
        print("finally")
run(False)
run(True)

# ---- expected stdout ----
# try
# else
# finally
# try
# except boom
# finally
