for exc in [KeyError("k"), IndexError("i"), ZeroDivisionError("z"), ValueError("v")]:
    try:
        raise exc
    except LookupError as e:
        print("LookupError caught", type(e).__name__)
    except ArithmeticError as e:
        print("ArithmeticError caught", type(e).__name__)
    except Exception as e:
        print("Exception caught", type(e).__name__)

# ---- expected stdout ----
# LookupError caught KeyError
# LookupError caught IndexError
# ArithmeticError caught ZeroDivisionError
# Exception caught ValueError
