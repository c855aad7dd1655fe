# hang: sum() of lists with a list start re-concatenates (quadratic) and each `+` inside the native
# sum is not charged to the operation budget: --max-operations 1000000 does not stop it.
print(len(sum([[1] * 1000] * 100000, [])))
