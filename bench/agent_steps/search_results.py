results = [
    {"title": "Eiffel Tower - Wikipedia", "url": "https://en.wikipedia.org/wiki/Eiffel_Tower", "snippet": "The Eiffel Tower is 330 metres (1,083 ft) tall."},
    {"title": "Eiffel Tower facts", "url": "https://www.toureiffel.paris/en", "snippet": "Height: 330 m. Built in 1889 for the World's Fair."},
    {"title": "How tall is the Eiffel Tower?", "url": "https://example.com/height", "snippet": "It stands 300 m without antennas."},
]
heights = []
for r in results:
    for word in r["snippet"].replace("(", " ").replace(",", "").split():
        if word.isdigit() and 100 < int(word) < 1000:
            heights.append(int(word))
print(f"Found {len(heights)} heights: {heights}")
answer = max(set(heights), key=heights.count)
print(f"Most cited height: {answer} m ({answer * 3.28084:.0f} ft)")
