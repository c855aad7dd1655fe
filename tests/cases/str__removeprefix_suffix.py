print("test_case".removeprefix("test_"), "test_case".removeprefix("x"))
print("file.py".removesuffix(".py"), "file.py".removesuffix(".rs"), "aaa".removeprefix("a"))

# ---- expected stdout ----
# case test_case
# file file.py aa
