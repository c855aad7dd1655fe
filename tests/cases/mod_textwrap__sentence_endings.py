import textwrap
text = "Hi there. How are you? Fine! Mr. Smith said 'ok.' Then E.T. left. 3.14 is pi."
print(textwrap.wrap(text, 30, fix_sentence_endings=True))
print(textwrap.fill(text, 200, fix_sentence_endings=True))
print(textwrap.fill(text, 200))

# ---- expected stdout ----
# ['Hi there.  How are you?  Fine!', "Mr.  Smith said 'ok.'  Then", 'E.T. left.  3.14 is pi.']
# Hi there.  How are you?  Fine!  Mr.  Smith said 'ok.'  Then E.T. left.  3.14 is pi.
# Hi there. How are you? Fine! Mr. Smith said 'ok.' Then E.T. left. 3.14 is pi.
