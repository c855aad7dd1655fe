# A search tool answers over several steps; one call fails and the agent retries.
# options: {"tools": ["web_search", "visit_webpage"], "tool_replies": [{"value": [{"title": "Eiffel Tower - Wikipedia", "url": "https://en.wikipedia.org/wiki/Eiffel_Tower", "snippet": "The tower is 330 metres (1,083 ft) tall"}, {"title": "Tour Eiffel facts", "url": "https://example.org/facts", "snippet": "Height: 324 m without antennas"}]}, {"error": {"type": "TimeoutError", "message": "page took too long"}}, {"value": "# Eiffel Tower\nHeight: 330 m (2022)\nCompleted: 1889\n"}]}
# ---- step ----
results = web_search("Eiffel tower height", max_results=2)
for r in results:
    print(r["title"], "->", r["snippet"])
# ---- step ----
import re
heights = [int(m) for r in results for m in re.findall(r"(\d+) m", r["snippet"])]
heights
# ---- step ----
page = visit_webpage(results[0]["url"])
print(page[:100])
# ---- step ----
try:
    page = visit_webpage(url=results[0]["url"])
except TimeoutError as e:
    print("retry failed:", e)
else:
    print("got", len(page), "chars")
completed = re.search(r"Completed: (\d{4})", page)
completed.group(1)
# ---- step ----
final_answer(f"The Eiffel Tower is {max(heights)} m tall, completed in {completed.group(1)}")
# ---- expected ----
# {"ok": true, "output": null, "output_repr": "None", "logs": "Eiffel Tower - Wikipedia -> The tower is 330 metres (1,083 ft) tall\nTour Eiffel facts -> Height: 324 m without antennas\n", "is_final_answer": false, "tool_calls": [{"name": "web_search", "args": ["Eiffel tower height"], "kwargs": {"max_results": 2}}]}
# {"ok": true, "output": [330, 324], "output_repr": "[330, 324]", "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "TimeoutError", "message": "page took too long", "line": 1, "rendered": "Code execution failed at line 'page = visit_webpage(results[0][\"url\"])' due to: TimeoutError: page took too long"}, "logs": "", "is_final_answer": false, "tool_calls": [{"name": "visit_webpage", "args": ["https://en.wikipedia.org/wiki/Eiffel_Tower"], "kwargs": {}}]}
# {"ok": true, "output": "1889", "output_repr": "'1889'", "logs": "got 52 chars\n", "is_final_answer": false, "tool_calls": [{"name": "visit_webpage", "args": [], "kwargs": {"url": "https://en.wikipedia.org/wiki/Eiffel_Tower"}}]}
# {"ok": true, "output": "The Eiffel Tower is 330 m tall, completed in 1889", "output_repr": "'The Eiffel Tower is 330 m tall, completed in 1889'", "logs": "", "is_final_answer": true}
