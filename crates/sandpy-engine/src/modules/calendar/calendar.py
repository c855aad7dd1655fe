"""Calendar printing and date arithmetic (sandpy), with English month and day names.

Calendar, TextCalendar and HTMLCalendar lay out months and years exactly like CPython;
the locale-aware calendars are not available. Dates come from our own proleptic
Gregorian arithmetic; itermonthdates() and friends need the datetime module.
"""

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday",
           "firstweekday", "isleap", "leapdays", "weekday", "monthrange",
           "monthcalendar", "prmonth", "month", "prcal", "calendar",
           "timegm", "month_name", "month_abbr", "day_name", "day_abbr",
           "Calendar", "TextCalendar", "HTMLCalendar", "LocaleTextCalendar",
           "LocaleHTMLCalendar", "weekheader",
           "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY",
           "SATURDAY", "SUNDAY"]

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % self.month


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % self.weekday


January = 1
February = 2
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)

_MONTH_NAMES = ['', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
                'September', 'October', 'November', 'December']
_DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


class _localized_month:
    """Month names, indexable like a 13-item list (index 0 is '')."""

    def __init__(self, format):
        self.format = format

    def __getitem__(self, i):
        names = [n[:3] for n in _MONTH_NAMES] if self.format == '%b' else _MONTH_NAMES
        return names[i]

    def __len__(self):
        return 13


class _localized_day:
    """Day names, indexable like a 7-item list (0 is Monday)."""

    def __init__(self, format):
        self.format = format

    def __getitem__(self, i):
        names = [n[:3] for n in _DAY_NAMES] if self.format == '%a' else _DAY_NAMES
        return names[i]

    def __len__(self):
        return 7


day_name = _localized_day('%A')
day_abbr = _localized_day('%a')
month_name = _localized_month('%B')
month_abbr = _localized_month('%b')


def isleap(year):
    """Return True for leap years, False for non-leap years."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """Return number of leap years in range [y1, y2). Assume y1 <= y2."""
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def _ordinal(year, month, day):
    """Proleptic Gregorian ordinal (1 = 0001-01-01), validated like datetime.date."""
    year, month, day = _index(year), _index(month), _index(day)
    if not 1 <= year <= 9999:
        raise ValueError('year %d is out of range' % (year,))
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= day <= _monthlen(year, month):
        raise ValueError('day is out of range for month')
    y = year - 1
    before = sum(mdays[1:month]) + (month > 2 and isleap(year))
    return y * 365 + y // 4 - y // 100 + y // 400 + before + day


def weekday(year, month, day):
    """Return weekday (0-6 ~ Mon-Sun) for year, month (1-12), day (1-31)."""
    if not 1 <= year <= 9999:
        year = 2000 + year % 400
    return (_ordinal(_index(year), _index(month), _index(day)) + 6) % 7


def _index(x):
    if not isinstance(x, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    return x


def monthrange(year, month):
    """Return weekday (0-6 ~ Mon-Sun) and number of days (28-31) for year, month."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    return weekday(year, month, 1), _monthlen(year, month)


def _monthlen(year, month):
    return mdays[month] + (month == February and isleap(year))


def _prevmonth(year, month):
    return (year - 1, 12) if month == 1 else (year, month - 1)


def _nextmonth(year, month):
    return (year + 1, 1) if month == 12 else (year, month + 1)


class Calendar(object):
    """Base calendar class: computes the data for calendars; does no formatting."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        """Weekday numbers for one week, starting with the first weekday."""
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def itermonthdates(self, year, month):
        """datetime.date objects for every day of the weeks covering the month."""
        date = _date_class()
        for y, m, d in self.itermonthdays3(year, month):
            yield date(y, m, d)

    def itermonthdays(self, year, month):
        """Day numbers of the month's weeks; days outside the month are 0."""
        day1, ndays = monthrange(year, month)
        for _ in range((day1 - self.firstweekday) % 7):
            yield 0
        yield from range(1, ndays + 1)
        for _ in range((self.firstweekday - day1 - ndays) % 7):
            yield 0

    def itermonthdays2(self, year, month):
        """(day number, weekday number) tuples; days outside the month are 0."""
        for i, d in enumerate(self.itermonthdays(year, month), self.firstweekday):
            yield d, i % 7

    def itermonthdays3(self, year, month):
        """(year, month, day) tuples for the month's weeks, spilling into neighbours."""
        day1, ndays = monthrange(year, month)
        before = (day1 - self.firstweekday) % 7
        after = (self.firstweekday - day1 - ndays) % 7
        y, m = _prevmonth(year, month)
        end = _monthlen(y, m) + 1
        for d in range(end - before, end):
            yield y, m, d
        for d in range(1, ndays + 1):
            yield year, month, d
        y, m = _nextmonth(year, month)
        for d in range(1, after + 1):
            yield y, m, d

    def itermonthdays4(self, year, month):
        """(year, month, day, weekday) tuples for the month's weeks."""
        for i, (y, m, d) in enumerate(self.itermonthdays3(year, month)):
            yield y, m, d, (self.firstweekday + i) % 7

    def monthdatescalendar(self, year, month):
        dates = list(self.itermonthdates(year, month))
        return [dates[i:i + 7] for i in range(0, len(dates), 7)]

    def monthdays2calendar(self, year, month):
        days = list(self.itermonthdays2(year, month))
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def monthdayscalendar(self, year, month):
        days = list(self.itermonthdays(year, month))
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def yeardatescalendar(self, year, width=3):
        months = [self.monthdatescalendar(year, i) for i in range(January, January + 12)]
        return [months[i:i + width] for i in range(0, len(months), width)]

    def yeardays2calendar(self, year, width=3):
        months = [self.monthdays2calendar(year, i) for i in range(January, January + 12)]
        return [months[i:i + width] for i in range(0, len(months), width)]

    def yeardayscalendar(self, year, width=3):
        months = [self.monthdayscalendar(year, i) for i in range(January, January + 12)]
        return [months[i:i + width] for i in range(0, len(months), width)]


class TextCalendar(Calendar):
    """Plain-text calendars."""

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end='')

    def formatday(self, day, weekday, width):
        s = '' if day == 0 else '%2i' % day
        return s.center(width)

    def formatweek(self, theweek, width):
        return ' '.join(self.formatday(d, wd, width) for (d, wd) in theweek)

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return ' '.join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        s = month_name[themonth]
        if withyear:
            s = "%s %r" % (s, theyear)
        return s.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end='')

    def formatmonth(self, theyear, themonth, w=0, l=0):
        """A month's calendar as a multi-line string."""
        w = max(2, w)
        l = max(1, l)
        parts = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1).rstrip(), '\n' * l,
                 self.formatweekheader(w).rstrip(), '\n' * l]
        for week in self.monthdays2calendar(theyear, themonth):
            parts.append(self.formatweek(week, w).rstrip())
            parts.append('\n' * l)
        return ''.join(parts)

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        """A year's calendar as a multi-line string, m months per row."""
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        colwidth = (w + 1) * 7 - 1
        out = [repr(theyear).center(colwidth * m + c * (m - 1)).rstrip(), '\n' * l]
        header = self.formatweekheader(w)
        for i, row in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            out.append('\n' * l)
            names = (self.formatmonthname(theyear, k, colwidth, False) for k in months)
            out.append(formatstring(names, colwidth, c).rstrip())
            out.append('\n' * l)
            out.append(formatstring((header for k in months), colwidth, c).rstrip())
            out.append('\n' * l)
            height = max(len(cal) for cal in row)
            for j in range(height):
                weeks = [self.formatweek(cal[j], w) if j < len(cal) else '' for cal in row]
                out.append(formatstring(weeks, colwidth, c).rstrip())
                out.append('\n' * l)
        return ''.join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end='')


class HTMLCalendar(Calendar):
    """HTML calendars (tables with CSS classes)."""

    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    cssclasses_weekday_head = cssclasses
    cssclass_noday = "noday"
    cssclass_month_head = "month"
    cssclass_month = "month"
    cssclass_year_head = "year"
    cssclass_year = "year"

    def formatday(self, day, weekday):
        if day == 0:
            return '<td class="%s">&nbsp;</td>' % self.cssclass_noday
        return '<td class="%s">%d</td>' % (self.cssclasses[weekday], day)

    def formatweek(self, theweek):
        return '<tr>%s</tr>' % ''.join(self.formatday(d, wd) for (d, wd) in theweek)

    def formatweekday(self, day):
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day], day_abbr[day])

    def formatweekheader(self):
        return '<tr>%s</tr>' % ''.join(self.formatweekday(i) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, withyear=True):
        s = '%s %s' % (month_name[themonth], theyear) if withyear else '%s' % month_name[themonth]
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (self.cssclass_month_head, s)

    def formatmonth(self, theyear, themonth, withyear=True):
        out = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">' % self.cssclass_month, '\n',
               self.formatmonthname(theyear, themonth, withyear=withyear), '\n', self.formatweekheader(), '\n']
        for week in self.monthdays2calendar(theyear, themonth):
            out.append(self.formatweek(week))
            out.append('\n')
        out.append('</table>')
        out.append('\n')
        return ''.join(out)

    def formatyear(self, theyear, width=3):
        width = max(width, 1)
        out = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">' % self.cssclass_year, '\n',
               '<tr><th colspan="%d" class="%s">%s</th></tr>' % (width, self.cssclass_year_head, theyear)]
        for i in range(January, January + 12, width):
            out.append('<tr>')
            for m in range(i, min(i + width, 13)):
                out.append('<td>')
                out.append(self.formatmonth(theyear, m, withyear=False))
                out.append('</td>')
            out.append('</tr>')
        out.append('</table>')
        return ''.join(out)

    def formatyearpage(self, theyear, width=3, css='calendar.css', encoding=None):
        if encoding is None:
            encoding = 'utf-8'
        out = ['<?xml version="1.0" encoding="%s"?>\n' % encoding,
               '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
               '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n',
               '<html>\n', '<head>\n',
               '<meta http-equiv="Content-Type" content="text/html; charset=%s" />\n' % encoding]
        if css is not None:
            out.append('<link rel="stylesheet" type="text/css" href="%s" />\n' % css)
        out.append('<title>Calendar for %d</title>\n' % theyear)
        out.append('</head>\n<body>\n')
        out.append(self.formatyear(theyear, width))
        out.append('</body>\n</html>\n')
        return ''.join(out).encode(encoding, "xmlcharrefreplace")


c = TextCalendar()
firstweekday = c.getfirstweekday
monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


_colwidth = 7 * 3 - 1
_spacing = 6


def format(cols, colwidth=_colwidth, spacing=_spacing):
    """Prints multi-column formatting for year calendars."""
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """Returns a string formatted from n strings, centered within n columns."""
    return (spacing * ' ').join(col.center(colwidth) for col in cols)


EPOCH = 1970
_EPOCH_ORD = 719163


def timegm(tuple):
    """Unrelated but handy function to calculate Unix timestamp from GMT."""
    year, month, day, hour, minute, second = tuple[:6]
    days = _ordinal(year, month, 1) - _EPOCH_ORD + day - 1
    return ((days * 24 + hour) * 60 + minute) * 60 + second
