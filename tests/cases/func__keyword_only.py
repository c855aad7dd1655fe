def connect(host, *, port=80, secure=False):
    return f"{host}:{port} secure={secure}"
print(connect("a"), connect("b", port=443, secure=True))
try:
    connect("c", 8080)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# a:80 secure=False b:443 secure=True
# connect() takes 1 positional argument but 2 were given
