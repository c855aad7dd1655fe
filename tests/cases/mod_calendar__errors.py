import calendar

try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print(repr(e), e.month, e.args, str(e))
try:
    calendar.setfirstweekday(7)
except calendar.IllegalWeekdayError as e:
    print(repr(e), e.weekday, str(e))
print(issubclass(calendar.IllegalMonthError, ValueError), calendar.error is ValueError)
try:
    calendar.monthcalendar(2024, 0)
except ValueError as e:
    print('ValueError:', e)
try:
    calendar.month_name[13]
except IndexError as e:
    print('IndexError:', e)

# ---- expected stdout ----
# IllegalMonthError(13) 13 (13,) bad month number 13; must be 1-12
# IllegalWeekdayError(7) 7 bad weekday number 7; must be 0 (Monday) to 6 (Sunday)
# True True
# ValueError: bad month number 0; must be 1-12
# IndexError: list index out of range
