import textwrap
text = "Hello there--how are you--fine, thanks---and you?"
print(textwrap.wrap(text, 10))
print(textwrap.wrap(text, 16))
print(textwrap.wrap("--leading dashes and trailing--", 10))
print(textwrap.wrap("a)--b c!--d", 4))

# ---- expected stdout ----
# ['Hello', 'there--how', 'are you--', 'fine,', 'thanks---', 'and you?']
# ['Hello there--how', 'are you--fine,', 'thanks---and', 'you?']
# ['--leading', 'dashes and', 'trailing--']
# ['a)--', 'b c!', '--d']
