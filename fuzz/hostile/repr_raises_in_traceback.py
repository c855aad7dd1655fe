class Bad(Exception):
    def __str__(self):
        raise ValueError("str failed")
raise Bad()
