while True:
    try:
        break
    finally:
        continue
