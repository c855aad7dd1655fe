class Bad(Exception):
    def __str__(self):
        return 5
raise Bad()
