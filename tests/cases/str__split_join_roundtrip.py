line = "name:alice;age:30;city:paris"
fields = dict(part.split(":") for part in line.split(";"))
print(fields)
print(";".join(f"{k}={v}" for k, v in fields.items()))

# ---- expected stdout ----
# {'name': 'alice', 'age': '30', 'city': 'paris'}
# name=alice;age=30;city=paris
