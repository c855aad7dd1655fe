//! Proleptic Gregorian calendar arithmetic shared by `datetime` and `time`: leap years,
//! month lengths, ordinals (day 1 = 0001-01-01), weekdays and ISO weeks, and the conversion
//! between Unix seconds and broken-down UTC time. Pure functions on plain integers.

pub const MINYEAR: i64 = 1;
pub const MAXYEAR: i64 = 9999;
/// Ordinal of 9999-12-31.
pub const MAX_ORDINAL: i64 = 3_652_059;
/// Ordinal of 1970-01-01.
pub const EPOCH_ORDINAL: i64 = 719_163;

pub const SECS_PER_DAY: i64 = 86_400;
pub const US_PER_SEC: i64 = 1_000_000;
pub const US_PER_DAY: i64 = SECS_PER_DAY * US_PER_SEC;

const DAYS_BEFORE_MONTH: [i64; 13] = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

pub const DAY_NAMES: [&str; 7] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
pub const MONTH_NAMES: [&str; 12] =
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/// First three letters of a day name (Monday = 0).
pub fn day_abbr(wday: usize) -> &'static str {
    &DAY_NAMES[wday % 7][..3]
}

/// First three letters of a month name (January = 1).
pub fn month_abbr(month: usize) -> &'static str {
    &MONTH_NAMES[(month.clamp(1, 12)) - 1][..3]
}

pub fn is_leap(year: i64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

pub fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days in the years before `year` (year 1 starts at 0). Valid for any year ≥ 1 - 2^40.
pub fn days_before_year(year: i64) -> i64 {
    let y = year - 1;
    y * 365 + y.div_euclid(4) - y.div_euclid(100) + y.div_euclid(400)
}

/// Days in `year` before the first of `month`.
pub fn days_before_month(year: i64, month: i64) -> i64 {
    let m = month.clamp(1, 12) as usize;
    DAYS_BEFORE_MONTH[m] + (m > 2 && is_leap(year)) as i64
}

/// Ordinal of a valid date (0001-01-01 is 1).
pub fn ymd_to_ord(year: i64, month: i64, day: i64) -> i64 {
    days_before_year(year) + days_before_month(year, month) + day
}

/// The date of an ordinal (any ordinal ≥ 1; years past 9999 are computed the same way).
pub fn ord_to_ymd(ordinal: i64) -> (i64, i64, i64) {
    // Count 400-, 100-, 4- and 1-year cycles in the days before the date.
    let mut n = ordinal - 1;
    let n400 = n.div_euclid(146_097);
    n = n.rem_euclid(146_097);
    let n100 = n / 36_524;
    n %= 36_524;
    let n4 = n / 1_461;
    n %= 1_461;
    let n1 = n / 365;
    n %= 365;
    let mut year = n400 * 400 + n100 * 100 + n4 * 4 + n1 + 1;
    if n1 == 4 || n100 == 4 {
        // The last day of a leap cycle: December 31 of the previous year.
        year -= 1;
        return (year, 12, 31);
    }
    let leap = n1 == 3 && (n4 != 24 || n100 == 3);
    let mut month = (n + 50) >> 5;
    let mut before = DAYS_BEFORE_MONTH[month as usize] + (month > 2 && leap) as i64;
    if before > n {
        month -= 1;
        before -= days_in_month(year, month);
    }
    (year, month, n - before + 1)
}

/// Day of the week of an ordinal, Monday = 0.
pub fn weekday_of_ord(ordinal: i64) -> i64 {
    (ordinal + 6).rem_euclid(7)
}

pub fn weekday(year: i64, month: i64, day: i64) -> i64 {
    weekday_of_ord(ymd_to_ord(year, month, day))
}

/// Day of the year, 1-based.
pub fn yday(year: i64, month: i64, day: i64) -> i64 {
    days_before_month(year, month) + day
}

/// Ordinal of the Monday starting ISO week 1 of `year`.
pub fn iso_week1_monday(year: i64) -> i64 {
    let first = days_before_year(year) + 1;
    let wd = (first + 6).rem_euclid(7);
    let monday = first - wd;
    if wd > 3 {
        monday + 7
    } else {
        monday
    }
}

/// ISO (year, week, weekday 1..7) of a date.
pub fn iso_calendar(year: i64, month: i64, day: i64) -> (i64, i64, i64) {
    let ord = ymd_to_ord(year, month, day);
    let mut iso_year = year;
    let mut week1 = iso_week1_monday(iso_year);
    let mut diff = ord - week1;
    if diff < 0 {
        iso_year -= 1;
        week1 = iso_week1_monday(iso_year);
        diff = ord - week1;
    } else if diff >= 52 * 7 && ord >= iso_week1_monday(iso_year + 1) {
        iso_year += 1;
        diff = ord - iso_week1_monday(iso_year);
    }
    (iso_year, diff / 7 + 1, diff % 7 + 1)
}

/// Broken-down UTC time of Unix seconds: (year, month, day, hour, minute, second).
pub fn civil_from_unix(secs: i64) -> (i64, i64, i64, i64, i64, i64) {
    let days = secs.div_euclid(SECS_PER_DAY);
    let rem = secs.rem_euclid(SECS_PER_DAY);
    let (y, m, d) = ord_to_ymd(days + EPOCH_ORDINAL);
    (y, m, d, rem / 3600, rem % 3600 / 60, rem % 60)
}

/// Unix seconds of a broken-down UTC time (fields may be out of their usual ranges only in
/// hour/minute/second, which carry into the day).
pub fn unix_from_civil(year: i64, month: i64, day: i64, hour: i64, minute: i64, second: i64) -> i64 {
    let days = ymd_to_ord(year, month, day) - EPOCH_ORDINAL;
    days * SECS_PER_DAY + hour * 3600 + minute * 60 + second
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals_round_trip() {
        for ord in (1..MAX_ORDINAL).step_by(97).chain([1, 59, 60, 365, 366, 730_120, MAX_ORDINAL]) {
            let (y, m, d) = ord_to_ymd(ord);
            assert!((1..=12).contains(&m) && d >= 1 && d <= days_in_month(y, m), "{ord}");
            assert_eq!(ymd_to_ord(y, m, d), ord);
        }
        assert_eq!(ymd_to_ord(1970, 1, 1), EPOCH_ORDINAL);
        assert_eq!(ord_to_ymd(MAX_ORDINAL), (9999, 12, 31));
    }

    #[test]
    fn iso_weeks() {
        assert_eq!(iso_calendar(2024, 1, 1), (2024, 1, 1));
        assert_eq!(iso_calendar(2021, 1, 3), (2020, 53, 7));
        assert_eq!(iso_calendar(2019, 12, 30), (2020, 1, 1));
        assert_eq!(weekday(2024, 1, 2), 1);
    }
}
