# abort (memory allocation of 10240002048 bytes failed): printed output is kept in one String
# (Vm::write_output) with no bound when max_output_bytes is None (the CLI's default), it is not counted
# against max_memory, and print() is not charged per byte: 15 GB of output within 1M operations.
# Run: sandpy run FILE --max-operations 1000000 --max-memory 268435456
s = 'a' * 10**6
for i in range(3000):
    print(s, s, s, sep=s)
