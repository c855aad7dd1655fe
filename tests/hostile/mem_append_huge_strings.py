# expect: MemoryError TimeoutError
# Half-gigabyte strings kept alive run after run: the limit bounds the session's total,
# not one object.
L = []
L.append('a' * 5 * 10**8)
# ---
L.append('a' * 5 * 10**8)
# ---
L.append('a' * 5 * 10**8)
# ---
L.append('a' * 5 * 10**8)
# ---
L.append('a' * 5 * 10**8)
# ---
L.append('a' * 5 * 10**8)
# ---
L.append('a' * 5 * 10**8)
