print("flushed", flush=True)
print("multi", "args", 3, 4.5, [6], sep=" | ", end=" <end>\n", flush=False)

# ---- expected stdout ----
# flushed
# multi | args | 3 | 4.5 | [6] <end>
