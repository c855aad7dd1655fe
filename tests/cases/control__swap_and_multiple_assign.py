a = b = c = []
a.append(1)
print(a, b, c, a is c)
x, y = 1, 2
x, y = y, x + y
print(x, y)
nums = [3, 1, 2]
nums[0], nums[2] = nums[2], nums[0]
print(nums)
i = 0
arr = [10, 20]
i, arr[i] = 1, 99
print(i, arr)

# ---- expected stdout ----
# [1] [1] [1] True
# 2 3
# [2, 1, 3]
# 1 [10, 99]
