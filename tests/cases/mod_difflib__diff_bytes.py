import difflib

a = [b"one\n", b"two\n", b"three\n"]
b = [b"one\n", b"tw\xf6\n", b"three\n", b"four\n"]
for line in difflib.diff_bytes(difflib.unified_diff, a, b, b"a.bin", b"b.bin"):
    print(line)
for line in difflib.diff_bytes(difflib.context_diff, a, b, n=0):
    print(line)
try:
    list(difflib.diff_bytes(difflib.unified_diff, ["x"], [b"y"]))
except TypeError as e:
    print(e)

# ---- expected stdout ----
# b'--- a.bin\n'
# b'+++ b.bin\n'
# b'@@ -1,3 +1,4 @@\n'
# b' one\n'
# b'-two\n'
# b'+tw\xf6\n'
# b' three\n'
# b'+four\n'
# b'*** \n'
# b'--- \n'
# b'***************\n'
# b'*** 2 ****\n'
# b'! two\n'
# b'--- 2 ----\n'
# b'! tw\xf6\n'
# b'***************\n'
# b'*** 3 ****\n'
# b'--- 4 ----\n'
# b'+ four\n'
# all arguments must be bytes, not str ('x')
