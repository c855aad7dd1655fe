words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w), reverse=True))

# ---- expected stdout ----
# ['Apple', 'Banana', 'apple', 'banana', 'cherry']
# ['Apple', 'apple', 'banana', 'Banana', 'cherry']
# ['Apple', 'apple', 'banana', 'cherry', 'Banana']
# ['cherry', 'banana', 'Banana', 'apple', 'Apple']
