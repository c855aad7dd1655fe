# Dropping a deeply nested structure must not overflow the Rust stack (recursive Drop).
x = {}
for _ in range(1000000):
    x = {1: x}
x = None
print("dropped")
