import datetime
people = [("Ada Lovelace", "1815-12-10"), ("Alan Turing", "1912-06-23"), ("Grace Hopper", "1906-12-09"), ("Linus Torvalds", "1969-12-28")]
today = datetime.date(2024, 6, 1)
ages = {}
for name, born in people:
    b = datetime.date.fromisoformat(born)
    ages[name] = today.year - b.year - ((today.month, today.day) < (b.month, b.day))
oldest = max(ages, key=ages.get)
print(ages)
print(f"Oldest: {oldest} ({ages[oldest]} years); mean age {sum(ages.values()) / len(ages):.1f}")
