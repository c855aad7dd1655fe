"""Exceptions in loops: raising, catching, custom exception classes, finally blocks."""


class ValidationError(Exception):
    def __init__(self, field, value):
        super().__init__(f"bad {field}: {value}")
        self.field = field
        self.value = value


class RetryableError(ValidationError):
    pass


def parse_number(text):
    try:
        return int(text)
    except ValueError:
        return None


def safe_divide(a, b):
    try:
        return a // b
    except ZeroDivisionError:
        return 0


def validate(i):
    if i % 11 == 0:
        raise RetryableError("id", i)
    if i % 7 == 0:
        raise ValidationError("size", i)
    return i


def lookup(table, key):
    try:
        return table[key]
    except KeyError:
        return -1
    finally:
        pass


tokens = [str(i) if i % 4 else f"x{i}" for i in range(320000)]
parsed = [parse_number(t) for t in tokens]
bad_tokens = sum(1 for p in parsed if p is None)
div_total = sum(safe_divide(1000000, i % 13) for i in range(480000))

retried = 0
rejected = 0
messages = {}
finally_runs = 0
for i in range(480000):
    try:
        validate(i)
    except RetryableError as e:
        retried += 1
    except ValidationError as e:
        rejected += 1
        messages[e.field] = str(e)
    finally:
        finally_runs += 1

table = {i: i * 2 for i in range(0, 240000, 3)}
found = sum(lookup(table, k) for k in range(240000))

index_errors = 0
items = [1, 2, 3]
for i in range(240000):
    try:
        items[i % 5]
    except IndexError:
        index_errors += 1

nested = 0
for i in range(160000):
    try:
        try:
            if i % 3 == 0:
                raise KeyError(i)
            raise TypeError("t")
        except KeyError:
            nested += 1
            raise ValueError("wrapped")
    except (ValueError, TypeError) as e:
        nested += len(type(e).__name__)
print(messages)
print(f"exceptions checksum: {bad_tokens} {div_total} {retried} {rejected} {finally_runs} "
      f"{found} {index_errors} {nested}")
