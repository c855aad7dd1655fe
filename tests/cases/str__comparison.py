print("apple" < "banana", "apple" < "Apple", "a" < "aa", "" < "a")
print("abc" == "abc", "abc" != "abd", "Z" < "a", "é" > "z")
print(sorted(["banana", "Apple", "cherry", "apple"]))
print(max("hello"), min("hello"))

# ---- expected stdout ----
# True False True True
# True True True True
# ['Apple', 'apple', 'banana', 'cherry']
# o e
