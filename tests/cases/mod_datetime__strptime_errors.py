from datetime import datetime
def attempt(s, f):
    try:
        print(repr(datetime.strptime(s, f)))
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
attempt("2024-01-02", "%Y/%m/%d")
attempt("2024-01-02 extra", "%Y-%m-%d")
attempt("2024", "%Q")
attempt("2024", "%Y%")
attempt("x", "%.")
attempt("2024-02-30", "%Y-%m-%d")
attempt("13", "%m")
attempt("123", "%m")
attempt("2024 53", "%G %V")
attempt("2024 5 1", "%Y %V %u")
attempt("2024 5 1", "%G %V %u %j")
attempt("+01:3015", "%z")
attempt(2024, "%Y")
attempt("2024", None)
attempt("Feb 29", "%b %d")
attempt("1900 366", "%Y %j")

# ---- expected stdout ----
# ValueError: time data '2024-01-02' does not match format '%Y/%m/%d'
# ValueError: unconverted data remains:  extra
# ValueError: 'Q' is a bad directive in format '%Q'
# ValueError: stray % in format '%Y%'
# ValueError: '%' is a bad directive in format '%.'
# ValueError: day is out of range for month
# ValueError: unconverted data remains: 3
# ValueError: unconverted data remains: 3
# ValueError: ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u').
# ValueError: ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead.
# ValueError: time data '2024 5 1' does not match format '%G %V %u %j'
# ValueError: Inconsistent use of : in +01:3015
# TypeError: strptime() argument 1 must be str, not int
# TypeError: strptime() argument 2 must be str, not None
# ValueError: day is out of range for month
# datetime.datetime(1901, 1, 1, 0, 0)
