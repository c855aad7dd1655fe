s = "hello"
t = s.upper()
print(s, t)
s += " world"
print(s)
print(s.replace("l", "L"), s)

# ---- expected stdout ----
# hello HELLO
# hello world
# heLLo worLd hello world
