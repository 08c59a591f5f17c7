//! The game clock. It is told the time instead of reading a clock, so it is plain data that
//! tests drive and that survives a reload through the save.

/// Milliseconds on a clock the caller chooses (in the browser, `performance.now()` or
/// `Date.now()`).
pub type Millis = u64;

/// Elapsed playing time, paused or running.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Timer {
    /// Time played before the current run started.
    banked: Millis,
    /// When the current run started, if the clock is running.
    running_since: Option<Millis>,
}

impl Timer {
    /// A stopped clock that already shows `elapsed` (a resumed game).
    pub fn with_elapsed(elapsed: Millis) -> Self {
        Self {
            banked: elapsed,
            running_since: None,
        }
    }

    /// Whether the clock is running.
    pub fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    /// Starts or resumes the clock at `now`; a running clock is left alone.
    pub fn start(&mut self, now: Millis) {
        if self.running_since.is_none() {
            self.running_since = Some(now);
        }
    }

    /// Pauses the clock at `now`, banking the time of the current run.
    pub fn pause(&mut self, now: Millis) {
        if let Some(since) = self.running_since.take() {
            self.banked = self.banked.saturating_add(now.saturating_sub(since));
        }
    }

    /// Time played up to `now`. A clock that went backwards counts as no time, never negative;
    /// a time restored from a tampered save stops at the largest rather than overflowing.
    pub fn elapsed(&self, now: Millis) -> Millis {
        self.banked.saturating_add(
            self.running_since
                .map_or(0, |since| now.saturating_sub(since)),
        )
    }

    /// `elapsed` as `m:ss`, or `h:mm:ss` from an hour on.
    pub fn format(elapsed: Millis) -> String {
        site::text::clock_millis(elapsed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pausing_stops_the_clock_and_resuming_continues_it() {
        let mut timer = Timer::default();
        assert_eq!(
            timer.elapsed(5_000),
            0,
            "a clock never started shows nothing"
        );
        timer.start(1_000);
        assert_eq!(timer.elapsed(4_000), 3_000);
        timer.pause(4_000);
        assert!(!timer.is_running());
        assert_eq!(timer.elapsed(60_000), 3_000, "paused time does not count");
        timer.start(60_000);
        timer.start(61_000); // A second start changes nothing.
        assert_eq!(timer.elapsed(62_000), 5_000);
    }

    #[test]
    fn a_resumed_game_keeps_its_time() {
        let mut timer = Timer::with_elapsed(90_000);
        assert_eq!(timer.elapsed(0), 90_000);
        timer.start(10);
        assert_eq!(timer.elapsed(1_010), 91_000);
    }

    #[test]
    fn a_clock_going_backwards_never_subtracts() {
        let mut timer = Timer::default();
        timer.start(10_000);
        assert_eq!(timer.elapsed(5_000), 0);
        timer.pause(5_000);
        assert_eq!(timer.elapsed(0), 0);
    }

    #[test]
    fn a_tampered_time_saturates_instead_of_overflowing() {
        let mut timer = Timer::with_elapsed(Millis::MAX);
        timer.start(1_000);
        assert_eq!(timer.elapsed(5_000), Millis::MAX);
        timer.pause(9_000);
        assert_eq!(timer.elapsed(10_000), Millis::MAX);
        assert!(!Timer::format(Millis::MAX).is_empty());
    }

    #[test]
    fn formats_minutes_and_hours() {
        assert_eq!(Timer::format(0), "0:00");
        assert_eq!(Timer::format(65_999), "1:05");
        assert_eq!(Timer::format(3_600_000 + 61_000), "1:01:01");
    }
}
