words = ["kiwi", "fig", "banana", "plum"]
print(min(words, key=len), max(words, key=len), max(words), min(words, key=lambda w: w[-1]))
print(max([], key=len, default="none"), min((), default=0))

# ---- expected stdout ----
# fig banana plum banana
# none 0
