# memory / hang: a format-spec width is not checked against max_memory (vm/repr.rs format_value →
# format::format_int/format_str pad to `width` unchecked). With --max-memory 67108864 this builds a
# 1 GB string; with a width of 10**10 it runs for minutes and grows toward 10 GB.
print(len(f"{1:{10**9}}"))
print(len(format('a', '>1000000000')))
print(len(f"{1:{10**10}}"))
