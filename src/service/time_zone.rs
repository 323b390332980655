//! Players' time zones, by jiff and the IANA database bundled with it:
//! names as players type them, the calendar year of an instant, and the
//! start of a date. No table of offsets is written here: daylight-saving
//! rules change, and the database knows them.

use jiff::tz::TimeZone;

use crate::model::Timestamp;
use crate::service::ServiceError;

/// The zone named `name` (UTC for `None`, or a name the database no longer
/// knows: a stored zone never makes a request fail).
pub(crate) fn zone(name: Option<&str>) -> TimeZone {
    name.and_then(|n| TimeZone::get(n).ok()).unwrap_or(TimeZone::UTC)
}

/// The IANA name for what a player typed, matched without regard to case
/// (`europe/berlin` is `Europe/Berlin`); `UTC` is accepted as itself.
///
/// # Errors
/// [`ServiceError::UnknownTimeZone`].
pub(crate) fn canonical_name(text: &str) -> Result<String, ServiceError> {
    let wanted = text.trim();
    jiff::tz::db()
        .available()
        .map(|name| name.to_string())
        .find(|name| name.eq_ignore_ascii_case(wanted))
        .ok_or_else(|| ServiceError::UnknownTimeZone { text: wanted.chars().take(40).collect() })
}

/// Up to `limit` IANA names containing `typed` (any case), those starting
/// with it first, then in alphabetical order: the `timezone` option's
/// suggestions (`berl` finds Europe/Berlin).
pub fn time_zones_matching(typed: &str, limit: usize) -> Vec<String> {
    let wanted = typed.trim().to_lowercase();
    let mut names: Vec<String> = jiff::tz::db()
        .available()
        .map(|name| name.to_string())
        .filter(|name| name.to_lowercase().contains(&wanted))
        .collect();
    let starts = |name: &str| {
        let lower = name.to_lowercase();
        !(lower.starts_with(&wanted) || lower.split('/').any(|part| part.starts_with(&wanted)))
    };
    names.sort_by(|a, b| starts(a).cmp(&starts(b)).then_with(|| a.cmp(b)));
    names.truncate(limit);
    names
}

/// The calendar year at `now` in `zone`.
pub(crate) fn year_at(now: Timestamp, zone: &TimeZone) -> i32 {
    jiff::Timestamp::from_second(now.0).map_or(1970, |t| i32::from(t.to_zoned_datetime(zone.clone()).year()))
}

/// The instant `text` (a date, YYYY-MM-DD) begins in `zone`.
///
/// # Errors
/// [`ServiceError::NotADate`].
pub(crate) fn start_of_date(text: &str, zone: &TimeZone) -> Result<(Timestamp, String), ServiceError> {
    let not_a_date = || ServiceError::NotADate { text: text.trim().chars().take(30).collect() };
    let date: jiff::civil::Date = text.trim().parse().map_err(|_| not_a_date())?;
    let start = date.to_zoned_datetime(zone.clone()).map_err(|_| not_a_date())?;
    Ok((Timestamp(start.timestamp().as_second()), date.to_string()))
}

/// The instant `text` names in `zone`: a date and a time
/// (`2026-12-24 18:00`, or with a `T`), or a date alone (its start).
/// Returns it with the text as understood.
///
/// # Errors
/// [`ServiceError::NotADate`].
pub(crate) fn instant(text: &str, zone: &TimeZone) -> Result<(Timestamp, String), ServiceError> {
    let trimmed = text.trim();
    if !trimmed.contains([' ', 'T', 't']) {
        return start_of_date(trimmed, zone);
    }
    let not_a_time = || ServiceError::NotADate { text: trimmed.chars().take(30).collect() };
    let joined = trimmed.split_whitespace().collect::<Vec<_>>().join("T");
    let at: jiff::civil::DateTime = joined.parse().map_err(|_| not_a_time())?;
    let zoned = at.to_zoned_datetime(zone.clone()).map_err(|_| not_a_time())?;
    Ok((Timestamp(zoned.timestamp().as_second()), at.strftime("%Y-%m-%d %H:%M").to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_found_whatever_their_case_and_unknown_ones_refused() {
        assert_eq!(canonical_name(" europe/berlin ").unwrap(), "Europe/Berlin");
        assert_eq!(canonical_name("UTC").unwrap(), "UTC");
        assert!(matches!(canonical_name("Mars/Olympus"), Err(ServiceError::UnknownTimeZone { .. })));
        let found = time_zones_matching("berl", 25);
        assert_eq!(found.first().map(String::as_str), Some("Europe/Berlin"), "{found:?}");
        assert!(time_zones_matching("", 25).len() == 25);
    }

    #[test]
    fn a_date_starts_at_local_midnight_and_the_year_is_local() {
        let berlin = zone(Some("Europe/Berlin"));
        // 2026-12-24 00:00 in Berlin is 23:00 UTC the day before.
        let (start, date) = start_of_date("2026-12-24", &berlin).unwrap();
        assert_eq!((start, date.as_str()), (Timestamp(1_798_066_800), "2026-12-24"));
        // Half past midnight on New Year's Day in Berlin, still 2025 in UTC.
        let new_year = Timestamp(1_767_223_800);
        assert_eq!((year_at(new_year, &berlin), year_at(new_year, &TimeZone::UTC)), (2026, 2025));
        assert!(matches!(start_of_date("24/12/2026", &berlin), Err(ServiceError::NotADate { .. })));
        assert_eq!(zone(Some("No/Such")), TimeZone::UTC);
    }

    #[test]
    fn a_date_and_time_is_read_in_the_zone_given() {
        let berlin = zone(Some("Europe/Berlin"));
        let (at, shown) = instant(" 2026-12-24 18:00 ", &berlin).unwrap();
        // 18:00 in Berlin in winter is 17:00 UTC.
        assert_eq!(at, Timestamp(1_798_131_600));
        assert_eq!(shown, "2026-12-24 18:00");
        assert_eq!(instant("2026-12-24T18:00", &berlin).unwrap().0, at);
        assert_eq!(instant("2026-12-24", &TimeZone::UTC).unwrap().0, Timestamp(1_798_070_400));
        assert!(matches!(instant("tomorrow 6pm", &berlin), Err(ServiceError::NotADate { .. })));
        assert!(matches!(instant("2026-13-40 18:00", &berlin), Err(ServiceError::NotADate { .. })));
    }
}
