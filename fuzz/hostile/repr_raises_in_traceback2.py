class Bad(Exception):
    def __str__(self):
        return str(self)
raise Bad()
