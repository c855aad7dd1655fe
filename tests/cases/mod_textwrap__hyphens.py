import textwrap
text = "A state-of-the-art, well-known re-do of a long-running, two-for-one x-ray deal"
print(textwrap.wrap(text, 12))
print(textwrap.wrap(text, 12, break_on_hyphens=False))
print(textwrap.wrap("aaaa-bbbb-cccc-dddd-eeee", 10))
print(textwrap.wrap("aaaa-bbbb-cccc-dddd-eeee", 10, break_on_hyphens=False))
print(textwrap.wrap("----------abc", 5))
print(textwrap.wrap("12-34-56-78-90 a-b-c-d-e", 6))

# ---- expected stdout ----
# ['A state-of-', 'the-art,', 'well-known', 're-do of a', 'long-', 'running,', 'two-for-one', 'x-ray deal']
# ['A state-of-t', 'he-art,', 'well-known', 're-do of a l', 'ong-running,', 'two-for-one', 'x-ray deal']
# ['aaaa-bbbb-', 'cccc-dddd-', 'eeee']
# ['aaaa-bbbb-', 'cccc-dddd-', 'eeee']
# ['-----', '-----', 'abc']
# ['12-34-', '56-78-', '90', 'a-b-c-', 'd-e']
