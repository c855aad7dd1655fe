while True:
    try:
        1/0
    except ZeroDivisionError:
        continue
