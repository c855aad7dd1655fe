import difflib

print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
words = ["and", "as", "assert", "break", "class", "continue", "def", "del", "elif",
         "else", "except", "finally", "for", "from", "global", "if", "import", "in",
         "is", "lambda", "not", "or", "pass", "raise", "return", "try", "while", "with",
         "yield"]
print(difflib.get_close_matches("wheel", words))
print(difflib.get_close_matches("pineapple", words))
print(difflib.get_close_matches("accept", words))
print(difflib.get_close_matches("ab", ["ab", "ba", "abc", "ab", "b", "bab"], n=10, cutoff=0))
print(difflib.get_close_matches("ab", ["ba", "ab", "abc"], n=1, cutoff=0.0))
print(difflib.get_close_matches("x", []))
print(difflib.get_close_matches("abc", ("abd", "xbc", "abc"), cutoff=1.0))
print(difflib.get_close_matches([1, 2], [[1, 2, 3], [2, 1], [9]]))

# ---- expected stdout ----
# ['apple', 'ape']
# ['while']
# []
# ['except']
# ['ab', 'ab', 'bab', 'abc', 'b', 'ba']
# ['ab']
# []
# ['abc']
# [[1, 2, 3]]
