print("start")
try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__
    print(tb.tb_frame)

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: Forbidden access to dunder attribute: __traceback__
