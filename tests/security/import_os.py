print("start")
import os
print(os.getpid() > 0)

# ---- expected stdout ----
# start
# ---- expected exception ----
# ModuleNotFoundError: No module named 'os'
