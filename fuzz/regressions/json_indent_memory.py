# memory: json.dumps checks one indent string against max_memory but not the document it builds:
# 10 nesting levels x indent 10**7 = 550 MB before the MemoryError with --max-memory 67108864
# (and 5 GB with indent=10**8 under a 256 MiB limit).
import json
x = [[[[[[[[[[1]]]]]]]]]]
print(len(json.dumps(x, indent=10**7)))
