"""Sorting: sorted() with key lambdas over tuples and dicts, list.sort, reverse."""


def lcg_values(n, seed):
    state = seed
    out = []
    for _ in range(n):
        state = (state * 6364136223846793005 + 1442695040888963407) % 18446744073709551616
        out.append(state >> 40)
    return out


def insertion_sort(items):
    items = list(items)
    for i in range(1, len(items)):
        cur = items[i]
        j = i - 1
        while j >= 0 and items[j] > cur:
            items[j + 1] = items[j]
            j -= 1
        items[j + 1] = cur
    return items


def merge_sort(items):
    if len(items) <= 1:
        return items
    mid = len(items) // 2
    left = merge_sort(items[:mid])
    right = merge_sort(items[mid:])
    merged = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged


values = lcg_values(150000, 7)
pairs = [(v % 1000, v) for v in values]
records = [{"id": i, "score": v % 997, "name": "n" + str(v % 313)} for i, v in enumerate(values)]

by_builtin = sorted(values)
head = values[:50000]
by_merge = merge_sort(head)
by_insertion = insertion_sort(values[:1000])
pairs_sorted = sorted(pairs, key=lambda p: (p[0], -p[1]))
records_sorted = sorted(records, key=lambda r: (r["name"], -r["score"], r["id"]))
values.sort(reverse=True)
strs = [str(v) for v in values[:50000]]
strs.sort(key=len)

ok = by_merge == sorted(head)
print(records_sorted[0], records_sorted[-1]["id"])
print(f"sorting checksum: {by_builtin[0]} {by_builtin[-1]} {by_merge[100]} "
      f"{by_insertion[500]} {pairs_sorted[5]} {values[10]} {strs[0]} {ok}")
