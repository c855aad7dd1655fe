def outer(n):
    def helper(k):
        return 1 if k <= 1 else k * helper(k - 1)
    return helper(n)
print(outer(10), outer(20))

# ---- expected stdout ----
# 3628800 2432902008176640000
