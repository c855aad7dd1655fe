from datetime import date
for s in ["2024-01-02", "20240102", "2024-W01", "2024W01", "2024-W01-3", "2024W013", "2020-W53-7"]:
    print(s, date.fromisoformat(s))
for s in ["2024-1-2", "2024-01-02T00:00", "2024/01/02", "", "2024-W54", "2024-13-01", "2024-02-30", " 2024-01-02"]:
    try:
        print(date.fromisoformat(s))
    except ValueError as e:
        print("ValueError:", e)
try:
    date.fromisoformat(20240102)
except TypeError as e:
    print("TypeError:", e)
print(date.fromisoformat(date(2024, 7, 4).isoformat()) == date(2024, 7, 4))

# ---- expected stdout ----
# 2024-01-02 2024-01-02
# 20240102 2024-01-02
# 2024-W01 2024-01-01
# 2024W01 2024-01-01
# 2024-W01-3 2024-01-03
# 2024W013 2024-01-03
# 2020-W53-7 2021-01-03
# ValueError: Invalid isoformat string: '2024-1-2'
# ValueError: Invalid isoformat string: '2024-01-02T00:00'
# ValueError: Invalid isoformat string: '2024/01/02'
# ValueError: Invalid isoformat string: ''
# ValueError: Invalid isoformat string: '2024-W54'
# ValueError: month must be in 1..12
# ValueError: day is out of range for month
# ValueError: Invalid isoformat string: ' 2024-01-02'
# TypeError: fromisoformat: argument must be str
# True
