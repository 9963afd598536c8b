//! The daily maze's streak: days in a row with the daily maze won, up to
//! today (or yesterday, while today's is still to play). It is read from the
//! daily records, so it is kept with them across restarts; the date is
//! passed in (the clock injected), so a test chooses the day.

/// Days since 1970-01-01 of a `YYYY-MM-DD` date (`None` if it is not one).
pub fn day_number(date: &str) -> Option<i64> {
    let mut parts = date.split('-');
    let (y, m, d): (i64, i64, i64) =
        (parts.next()?.parse().ok()?, parts.next()?.parse().ok()?, parts.next()?.parse().ok()?);
    if parts.next().is_some() || !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    // Howard Hinnant's days_from_civil.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

/// The streak on `today` of the days in `won` (dates `YYYY-MM-DD` whose
/// daily maze was won): the days in a row ending today, or yesterday if
/// today's is not won yet; a missed day before that ends it (0 if neither
/// today nor yesterday was won).
pub fn daily_streak<'a>(won: impl IntoIterator<Item = &'a str>, today: &str) -> u32 {
    let days: std::collections::BTreeSet<i64> = won.into_iter().filter_map(day_number).collect();
    let Some(today) = day_number(today) else { return 0 };
    let mut day = if days.contains(&today) { today } else { today - 1 };
    let mut streak = 0;
    while days.contains(&day) {
        streak += 1;
        day -= 1;
    }
    streak
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_count_from_1970() {
        assert_eq!(day_number("1970-01-01"), Some(0));
        assert_eq!(day_number("2000-03-01"), Some(11_017));
        assert_eq!(day_number("2024-03-01").unwrap() - day_number("2024-02-28").unwrap(), 2, "a leap year");
        assert_eq!(day_number("2026-13-01"), None);
        assert_eq!(day_number("yesterday"), None);
    }

    #[test]
    fn the_streak_counts_days_in_a_row_and_a_missed_day_resets_it() {
        let won = ["2026-02-26", "2026-02-27", "2026-02-28", "2026-03-01", "2026-03-03"];
        let won = || won.iter().copied();
        assert_eq!(daily_streak(won(), "2026-03-01"), 4, "across the month's end");
        assert_eq!(daily_streak(won(), "2026-03-02"), 4, "today still to play: yesterday's streak holds");
        assert_eq!(daily_streak(won(), "2026-03-03"), 1, "the 2nd was missed: it starts again");
        assert_eq!(daily_streak(won(), "2026-03-05"), 0, "two days missed");
        assert_eq!(daily_streak(std::iter::empty(), "2026-03-05"), 0);
    }
}
