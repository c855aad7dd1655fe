e = ValueError()
e.args = (e,)
print(repr(e))
raise e
