config = {"db": {"host": "localhost", "ports": [5432, 5433]}, "debug": False}
print(config["db"]["ports"][1], config["debug"])
config["db"]["user"] = "admin"
print(config)

# ---- expected stdout ----
# 5433 False
# {'db': {'host': 'localhost', 'ports': [5432, 5433], 'user': 'admin'}, 'debug': False}
