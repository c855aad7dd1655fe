# panic: attempt to negate with overflow (vm/items.rs slice_indices, `-step` with step = i64::MIN)
print([1, 2, 3][::-2**63])
