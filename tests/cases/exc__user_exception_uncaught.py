class ValidationError(Exception):
    pass
print("validating")
raise ValidationError("field 'age' must be positive")

# ---- expected stdout ----
# validating
# ---- expected exception ----
# ValidationError: field 'age' must be positive
