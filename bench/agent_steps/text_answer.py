page = """Python is a high-level, general-purpose programming language. Its design philosophy
emphasizes code readability with the use of significant indentation. Python is dynamically
typed and garbage-collected. It supports multiple programming paradigms, including
structured, object-oriented and functional programming. Guido van Rossum began working on
Python in the late 1980s as a successor to the ABC programming language and first released
it in 1991 as Python 0.9.0."""
sentences = [s.strip() for s in page.replace("\n", " ").split(".") if s.strip()]
years = [w.strip(",.") for w in page.split() if w.strip(",.").isdigit() and len(w.strip(",.")) == 4]
keywords = {w.lower().strip(",.") for w in page.split() if len(w) > 8}
print(len(sentences), years)
print(sorted(keywords)[:6])
first_release = next(s for s in sentences if "released" in s)
print(f"Answer: {first_release}")
