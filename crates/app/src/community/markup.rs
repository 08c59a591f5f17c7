//! A daily's figures as markup, made on the server: how many players solved it, the median time
//! and a histogram of finishing times as SVG. The page puts it in with `inner_html`, which
//! hydration does not touch, so none of this is in the browser's bundle.

use site::text::escape_html as escape;
use std::fmt::Write;

use site::figures::Times;
use site::text::clock;

/// The bar widths a histogram may use, in seconds: the smallest that fits the times in
/// [`MAX_BARS`] bars is taken.
const WIDTHS: [u32; 13] = [
    5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14_400,
];

/// The most bars a histogram has, the last one holding every slower time.
const MAX_BARS: u32 = 12;

/// The figures of a daily for its page: a heading, a sentence and a histogram, or a line saying
/// they cannot be had (`times` is `None`). `today`: the puzzle is today's.
pub fn daily(times: Option<&Times>, today: bool) -> String {
    daily_for(times, today, None)
}

/// [`daily`] for a player who finished in `yours` seconds: their bar is marked in the
/// histogram, and a sentence says where they stand.
pub fn daily_for(times: Option<&Times>, today: bool, yours: Option<u32>) -> String {
    let mut html = format!("<h2>{}</h2>", escape(t!(CommunityPlayers)));
    let Some(times) = times else {
        let _ = write!(
            html,
            r#"<p class="unavailable">{}</p>"#,
            escape(t!(CommunityUnavailable))
        );
        return html;
    };
    let players = times.players();
    match times.median() {
        None => {
            let text = if today {
                t!(CommunityNobodyToday)
            } else {
                t!(CommunityNobody)
            };
            let _ = write!(html, "<p>{}</p>", escape(text));
        }
        Some(median) => {
            // The message holds its own emphasis (`<strong>`).
            let median = clock(median);
            let text = if today {
                t!(CommunityMedianToday, count = players, median = median)
            } else {
                t!(CommunityMedian, count = players, median = median)
            };
            let _ = write!(html, "<p>{text}</p>");
            html.push_str(&histogram(times, yours));
        }
    }
    html
}

/// The bars of a histogram: the first bar's start, the width of each, and the players in
/// each; the last bar also holds everyone slower.
#[derive(Debug, PartialEq, Eq)]
struct Bars {
    start: u32,
    width: u32,
    counts: Vec<u64>,
}

fn bars(times: &Times) -> Option<Bars> {
    let fastest = times.quantile(0.0)?;
    // The slowest few are lumped into the last bar, so one player who left the tab open for a
    // day does not squash everyone else into one bar.
    let slow = times.quantile(0.95)?;
    let width = WIDTHS
        .into_iter()
        .find(|w| slow / w - fastest / w < MAX_BARS)
        .unwrap_or(WIDTHS[WIDTHS.len() - 1]);
    let start = fastest / width * width;
    let bars = ((slow - start) / width + 1).min(MAX_BARS);
    let mut counts = vec![0; bars as usize];
    for (seconds, players) in times.iter() {
        let bar = ((seconds - start) / width).min(bars - 1);
        counts[bar as usize] += players;
    }
    Some(Bars {
        start,
        width,
        counts,
    })
}

impl Bars {
    /// The index of the last bar.
    fn last(&self) -> usize {
        self.counts.len() - 1
    }

    /// The bar a time of `seconds` falls in: a time before the first bar's start (not counted)
    /// is in the first.
    fn of(&self, seconds: u32) -> usize {
        (seconds.saturating_sub(self.start) / self.width).min(self.last() as u32) as usize
    }

    /// When bar `i` starts, in seconds.
    fn from(&self, i: usize) -> u32 {
        self.start + self.width * i as u32
    }

    /// The times of bar `i` in words: "3:00–3:29", or "10:00 or more" for the last.
    fn range(&self, i: usize) -> String {
        let from = clock(self.from(i));
        if i == self.last() {
            t!(CommunityRangeLast, from = from)
        } else {
            t!(
                CommunityRange,
                from = from,
                to = clock(self.from(i + 1) - 1)
            )
        }
    }
}

/// The histogram as inline SVG, with a label for screen readers and a tooltip per bar; the bar
/// of a time of `yours` seconds marked, with a line under it that says so.
fn histogram(times: &Times, yours: Option<u32>) -> String {
    let Some(bars) = bars(times) else {
        return String::new();
    };
    let (view_width, left, top, bottom) = (320.0, 10.0, 8.0, 110.0);
    let bar_width = (view_width - 2.0 * left) / bars.counts.len() as f64;
    let most = bars.counts.iter().copied().max().unwrap_or(1).max(1) as f64;
    let yours = yours.map(|seconds| (seconds, bars.of(seconds)));
    let (from, to) = (clock(bars.start), clock(bars.from(bars.last())));
    let label = match yours {
        Some((seconds, bar)) => t!(
            CommunityHistogramYours,
            from = from,
            to = to,
            time = clock(seconds),
            bar = bars.range(bar)
        ),
        None => t!(CommunityHistogram, from = from, to = to),
    };
    let mut svg = format!(
        r#"<svg class="histogram" viewBox="0 0 320 132" role="img" aria-label="{}">"#,
        escape(&label)
    );
    for (i, &players) in bars.counts.iter().enumerate() {
        let height = (bottom - top) * players as f64 / most;
        let (class, title) = if yours.is_some_and(|(_, bar)| bar == i) {
            (
                r#" class="yours""#,
                t!(CommunityBarYours, range = bars.range(i), count = players),
            )
        } else {
            ("", t!(CommunityBar, range = bars.range(i), count = players))
        };
        let _ = write!(
            svg,
            r#"<rect{class} x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}"><title>{}</title></rect>"#,
            left + bar_width * i as f64 + 1.0,
            bottom - height,
            (bar_width - 2.0).max(1.0),
            height,
            escape(&title),
        );
    }
    let _ = write!(
        svg,
        r#"<line x1="{left}" y1="{bottom}" x2="{}" y2="{bottom}"/>"#,
        view_width - left
    );
    axis(&mut svg, &bars, left, bar_width);
    svg.push_str("</svg>");
    if let Some((seconds, bar)) = yours {
        let note = t!(
            CommunityYourTime,
            time = clock(seconds),
            bar = bars.range(bar)
        );
        let _ = write!(svg, r#"<p class="yours-note">{}</p>"#, escape(&note));
    }
    svg
}

/// The times under the first bar, the middle one and the last.
fn axis(svg: &mut String, bars: &Bars, left: f64, bar_width: f64) {
    let last = bars.last();
    let mut labelled = vec![0, last / 2, last];
    labelled.dedup();
    for i in labelled {
        let x = left + bar_width * (i as f64 + 0.5);
        let text = if i == last && last > 0 {
            format!("{}+", clock(bars.from(i)))
        } else {
            clock(bars.from(i))
        };
        let _ = write!(
            svg,
            r#"<text x="{x:.1}" y="126" text-anchor="middle">{text}</text>"#
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn times(counts: &[(u32, u64)]) -> Times {
        Times::from_counts(counts.iter().map(|&(s, n)| (s, n, 0)))
    }

    #[test]
    fn bars_fit_the_times_with_the_slowest_in_the_last() {
        // 100 players from 2:00 to 6:59, one slowpoke at 3 hours.
        let mut counts: Vec<_> = (0..100).map(|i| (120 + i * 3, 1)).collect();
        counts.push((3 * 3600, 1));
        let bars = bars(&times(&counts)).expect("bars");
        assert_eq!(bars.width, 30);
        assert_eq!(bars.start, 120);
        assert!(bars.counts.len() <= MAX_BARS as usize);
        assert_eq!(bars.counts.iter().sum::<u64>(), 101);
        assert!(*bars.counts.last().expect("a last bar") >= 1);
    }

    #[test]
    fn one_time_is_one_bar() {
        let bars = bars(&times(&[(95, 4)])).expect("bars");
        assert_eq!(
            bars,
            Bars {
                start: 95,
                width: 5,
                counts: vec![4]
            }
        );
    }

    #[test]
    fn the_page_says_what_it_knows() {
        assert!(daily(None, true).contains("Statistics unavailable."));
        assert!(daily(Some(&Times::default()), true).contains("Nobody has solved it yet today."));
        let html = daily(Some(&times(&[(180, 2), (252, 1), (400, 1)])), false);
        assert!(
            html.contains("<strong>4 players solved it</strong>;"),
            "{html}"
        );
        assert!(
            html.contains("the median time is <strong>3:00</strong>"),
            "{html}"
        );
        assert!(html.contains("<svg"), "{html}");
        // Counts read as players write them.
        let one = daily(Some(&times(&[(180, 1)])), false);
        assert!(one.contains("<strong>1 player solved it</strong>"), "{one}");
        let many = daily(Some(&times(&[(180, 12_000)])), false);
        assert!(
            many.contains("<strong>12,000 players solved it</strong>"),
            "{many}"
        );
        assert_eq!(
            html.matches("<rect").count(),
            bars(&times(&[(180, 2), (252, 1), (400, 1)]))
                .expect("bars")
                .counts
                .len()
        );
    }

    #[test]
    fn the_player_s_bar_is_marked() {
        let counts = times(&[(180, 2), (252, 1), (400, 1)]);
        let html = daily_for(Some(&counts), true, Some(252));
        assert_eq!(html.matches(r#"class="yours""#).count(), 1, "{html}");
        assert!(
            html.contains("Your time, 4:12, is in the marked bar"),
            "{html}"
        );
        assert!(html.contains("yours, 4:12, is in the bar"), "{html}");
        // Without a player, nothing is marked.
        assert!(!daily(Some(&counts), true).contains("yours"));
        // A time past the last bar is in the last.
        let html = daily_for(Some(&counts), true, Some(9000));
        assert_eq!(html.matches(r#"class="yours""#).count(), 1, "{html}");
    }
}
