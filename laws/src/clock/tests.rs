use super::*;
use shakmaty::Color::{Black, White};
use std::time::Duration;

fn s(n: u64) -> Duration {
    Duration::from_secs(n)
}

fn m(n: u64) -> Duration {
    Duration::from_secs(n * 60)
}

fn tc(text: &str) -> TimeControl {
    text.parse()
        .unwrap_or_else(|e: ParseTimeControlError| panic!("{e}"))
}

fn kind(text: &str) -> ParseErrorKind {
    text.parse::<TimeControl>().unwrap_err().kind
}

// ---------------------------------------------------------------- parsing

#[test]
fn pgn_forms() {
    let fide = TimeControl::from_pgn("40/5400+30:1800+30").unwrap();
    assert_eq!(
        fide.periods(),
        &[
            Period::moves(40, m(90), Bonus::Increment(s(30))),
            Period::sudden_death(m(30), Bonus::Increment(s(30))),
        ]
    );
    let no_inc_first = TimeControl::from_pgn("40/5400:1800+30").unwrap();
    assert_eq!(no_inc_first.periods()[0].bonus, Bonus::None);
    assert_eq!(no_inc_first.periods()[1].bonus, Bonus::Increment(s(30)));
    assert_eq!(
        TimeControl::from_pgn("300+3").unwrap().periods(),
        &[Period::sudden_death(m(5), Bonus::Increment(s(3)))]
    );
    assert_eq!(
        TimeControl::from_pgn("5400").unwrap().periods(),
        &[Period::sudden_death(m(90), Bonus::None)]
    );
    assert_eq!(
        TimeControl::from_pgn("40/7200:3600").unwrap().periods(),
        &[
            Period::moves(40, m(120), Bonus::None),
            Period::sudden_death(m(60), Bonus::None),
        ]
    );
    assert_eq!(
        TimeControl::from_pgn("60+0.5").unwrap().periods()[0].bonus,
        Bonus::Increment(Duration::from_millis(500))
    );
    assert_eq!(
        TimeControl::from_pgn("300+d5").unwrap().periods()[0].bonus,
        Bonus::Delay(s(5))
    );
    assert_eq!(
        TimeControl::from_pgn("300+b5").unwrap().periods()[0].bonus,
        Bonus::Bronstein(s(5))
    );
    for untimed in ["-", "?", " - "] {
        let t = TimeControl::from_pgn(untimed).unwrap();
        assert!(!t.is_timed());
        assert_eq!(t.to_pgn(), "-");
    }
}

#[test]
fn pgn_errors() {
    let e = TimeControl::from_pgn("*180").unwrap_err();
    assert_eq!(e.kind, ParseErrorKind::Sandclock);
    assert!(e.to_string().contains("sandclock"), "{e}");
    assert_eq!(
        TimeControl::from_pgn("0/300").unwrap_err().kind,
        ParseErrorKind::ZeroMoves
    );
    assert_eq!(
        TimeControl::from_pgn("300:40/60").unwrap_err().kind,
        ParseErrorKind::PeriodAfterSuddenDeath
    );
    assert!(matches!(
        TimeControl::from_pgn("40/").unwrap_err().kind,
        ParseErrorKind::ExpectedTime { .. }
    ));
    assert!(matches!(
        TimeControl::from_pgn("x/300").unwrap_err().kind,
        ParseErrorKind::ExpectedMoveCount { position: 0 }
    ));
    assert!(matches!(
        TimeControl::from_pgn("300+").unwrap_err().kind,
        ParseErrorKind::ExpectedTime { position: 4 }
    ));
    assert_eq!(
        TimeControl::from_pgn("").unwrap_err().kind,
        ParseErrorKind::Empty
    );
    assert_eq!(
        TimeControl::from_pgn("99999999999999999999")
            .unwrap_err()
            .kind,
        ParseErrorKind::TooLarge
    );
}

#[test]
fn readable_forms() {
    assert_eq!(
        TimeControl::from_readable("90/40+30+30s")
            .unwrap()
            .periods(),
        &[
            Period::moves(40, m(90), Bonus::Increment(s(30))),
            Period::sudden_death(m(30), Bonus::Increment(s(30))),
        ]
    );
    assert_eq!(
        TimeControl::from_readable("5+3").unwrap().periods(),
        &[Period::sudden_death(m(5), Bonus::Increment(s(3)))]
    );
    for same in ["15m+10s", "15 min + 10 sec", "15'+10\"", "15+i10", "15+10"] {
        assert_eq!(
            TimeControl::from_readable(same).unwrap().periods(),
            &[Period::sudden_death(m(15), Bonus::Increment(s(10)))],
            "{same}"
        );
    }
    assert_eq!(
        TimeControl::from_readable("90m+30s").unwrap().periods(),
        &[Period::sudden_death(m(90), Bonus::Increment(s(30)))]
    );
    for delay in ["5+d3", "5d3", "5 delay 3"] {
        assert_eq!(
            TimeControl::from_readable(delay).unwrap().periods(),
            &[Period::sudden_death(m(5), Bonus::Delay(s(3)))],
            "{delay}"
        );
    }
    assert_eq!(
        TimeControl::from_readable("5+b2").unwrap().periods(),
        &[Period::sudden_death(m(5), Bonus::Bronstein(s(2)))]
    );
    assert_eq!(
        TimeControl::from_readable("2h/40+1h/20").unwrap().periods(),
        &[
            Period::moves(40, m(120), Bonus::None),
            Period::moves(20, m(60), Bonus::None),
        ]
    );
    assert_eq!(
        TimeControl::from_readable("1h30m+30s").unwrap().periods(),
        &[Period::sudden_death(m(90), Bonus::Increment(s(30)))]
    );
    assert_eq!(
        TimeControl::from_readable("1h30/40 moves+30")
            .unwrap()
            .periods(),
        &[
            Period::moves(40, m(90), Bonus::None),
            Period::sudden_death(m(30), Bonus::None),
        ]
    );
    // Seconds after a move-count period can only be an increment.
    assert_eq!(
        TimeControl::from_readable("90/40+30s").unwrap().periods(),
        &[Period::moves(40, m(90), Bonus::Increment(s(30)))]
    );
    assert_eq!(
        TimeControl::from_readable("90/40+30").unwrap().periods(),
        &[
            Period::moves(40, m(90), Bonus::None),
            Period::sudden_death(m(30), Bonus::None),
        ]
    );
}

#[test]
fn readable_errors_say_what_was_expected() {
    assert_eq!(kind("d5"), ParseErrorKind::MissingBaseTime);
    let msg = "d5".parse::<TimeControl>().unwrap_err().to_string();
    assert!(msg.contains("needs the base time"), "{msg}");
    assert_eq!(kind("5+3+2"), ParseErrorKind::Trailing { position: 3 });
    assert_eq!(
        kind("5 apples"),
        ParseErrorKind::UnknownWord {
            word: "apples".into()
        }
    );
    assert_eq!(
        kind("90/+30"),
        ParseErrorKind::ExpectedMoveCount { position: 3 }
    );
    assert_eq!(kind("90/0+30"), ParseErrorKind::ZeroMoves);
    assert_eq!(
        kind("5#3"),
        ParseErrorKind::UnexpectedChar {
            found: '#',
            position: 1
        }
    );
    assert_eq!(kind("30s1h"), ParseErrorKind::ExpectedTime { position: 0 });
    assert_eq!(kind("   "), ParseErrorKind::Empty);
    let msg = "5+3+2".parse::<TimeControl>().unwrap_err().to_string();
    assert!(msg.contains("'5+3+2'") && msg.contains("Examples"), "{msg}");
}

#[test]
fn a_control_without_time_at_the_start_is_refused() {
    // "--time 0" and "--time 0+0" let White's flag fall at once.
    for text in ["0", "0+0", "0m", "0+5", "0+d5", "0/40+30", "0:0", "0+0.5"] {
        assert_eq!(kind(text), ParseErrorKind::ZeroBaseTime, "{text}");
    }
    let msg = "0+0".parse::<TimeControl>().unwrap_err().to_string();
    assert!(msg.contains("cannot be played"), "{msg}");
    assert!(msg.contains("above zero") && msg.contains("5+3"), "{msg}");
    assert_eq!(
        TimeControl::new(vec![Period::sudden_death(Duration::ZERO, Bonus::None)])
            .unwrap_err()
            .kind,
        ParseErrorKind::ZeroBaseTime
    );
    // A later period may add nothing but the increment.
    assert!(TimeControl::from_pgn("40/5400+30:0+30").is_ok());
    // "-" stays a game without a time limit.
    assert!(!tc("-").is_timed());
}

#[test]
fn garbage_never_panics() {
    let pieces = [
        "",
        " ",
        "+",
        "/",
        ":",
        "*",
        "-",
        "?",
        ".",
        "0",
        "1",
        "40",
        "5400",
        "99999999999999999999",
        "1.2345",
        "h",
        "m",
        "s",
        "d",
        "b",
        "i",
        "moves",
        "x",
        "ä",
        "'",
        "\"",
        "+d",
        "/0",
    ];
    for a in pieces {
        for b in pieces {
            for c in pieces {
                let text = format!("{a}{b}{c}");
                let _ = text
                    .parse::<TimeControl>()
                    .map(|t| (t.to_pgn(), t.describe(), t.mode()));
                let _ = TimeControl::from_pgn(&text);
                let _ = TimeControl::from_readable(&text);
                let _ = parse_duration(&text);
            }
        }
    }
}

#[test]
fn pgn_and_readable_told_apart() {
    // lichess 3+2 is written "180+2" in PGN.
    assert_eq!(tc("180+2"), tc("3m+2s"));
    assert_eq!(tc("5400"), tc("90"));
    assert_eq!(tc("40/7200"), tc("120/40"));
    assert_eq!(tc("40/5400+30:1800+30"), tc("90/40+30+30s"));
    assert_eq!(tc("300+3"), tc("5+3"));
    assert_eq!(tc("60+30"), tc("60m+30s"));
    assert_eq!(tc("20/40"), tc("20m/40"));
    assert!(matches!(
        kind("1,5+3"),
        ParseErrorKind::UnexpectedChar { found: ',', .. }
    ));
    assert!(!tc("-").is_timed());
}

#[test]
fn round_trips() {
    for text in [
        "90/40+30+30s",
        "5+3",
        "5+d3",
        "5+b2",
        "2h/40+1h/20",
        "1+0.5s",
        "25",
        "40/5400:1800+30",
    ] {
        let t = tc(text);
        assert_eq!(TimeControl::from_pgn(&t.to_pgn()).unwrap(), t, "{text}");
        if let Some(r) = t.to_readable() {
            assert_eq!(TimeControl::from_readable(&r).unwrap(), t, "{text} -> {r}");
        }
        assert_eq!(tc(&t.to_string()), t, "{text}");
    }
    assert_eq!(tc("90/40+30+30s").to_pgn(), "40/5400+30:1800+30");
    assert_eq!(
        tc("90/40+30+30s").to_readable().as_deref(),
        Some("90/40+30+30")
    );
    assert_eq!(tc("5+d3").to_pgn(), "300+d3");
    // Different bonuses per period have no readable form.
    assert_eq!(tc("40/5400:1800+30").to_readable(), None);
    assert_eq!(tc("40/5400:1800+30").to_string(), "40/5400:1800+30");
}

#[test]
fn descriptions() {
    assert_eq!(
        tc("90/40+30+30s").describe(),
        "90 minutes for 40 moves, then 30 minutes for the rest of the game; \
         30 seconds increment per move from move 1. Standard."
    );
    assert_eq!(
        tc("5+d3").describe(),
        "5 minutes for the rest of the game; 3 seconds delay per move from move 1. Blitz."
    );
    assert_eq!(
        tc("40/5400:1800+30").describe(),
        "90 minutes for 40 moves, then 30 minutes for the rest of the game, \
         30 seconds increment per move. Standard."
    );
    assert_eq!(
        tc("2h/40").describe(),
        "2 hours for 40 moves, repeated. Standard."
    );
    assert_eq!(tc("-").describe(), "No time limit.");
}

#[test]
fn modes_from_time_for_60_moves() {
    let cases = [
        ("3+2", Mode::Blitz),  // 3 min + 60 × 2 s = 5 min
        ("10", Mode::Blitz),   // exactly 10 min is still blitz
        ("5+5", Mode::Blitz),  // 5 min + 5 min
        ("8+d2", Mode::Blitz), // a delay counts like an increment
        ("10+5", Mode::Rapid), // 15 min
        ("15+10", Mode::Rapid),
        ("40+10", Mode::Rapid),    // 50 min
        ("50+10", Mode::Standard), // exactly 60 min
        ("60", Mode::Standard),
        ("90/40+30+30s", Mode::Standard),
        ("20/40+20", Mode::Rapid), // 40 min: the second period begins by move 60
        ("30/60+30", Mode::Rapid), // the second period starts after move 60
        ("-", Mode::Standard),
    ];
    for (text, mode) in cases {
        let t = tc(text);
        assert_eq!(t.mode(), mode, "{text}: {:?}", t.time_for_60_moves());
    }
    assert_eq!(tc("20/40+20").time_for_60_moves(), Some(m(40)));
    assert_eq!(tc("30/60+30").time_for_60_moves(), Some(m(30)));
    let forced = tc("3+2").with_mode(Mode::Rapid);
    assert_eq!(forced.mode(), Mode::Rapid);
    assert_eq!(forced.derived_mode(), Mode::Blitz);
    assert_eq!("Blitz".parse(), Ok(Mode::Blitz));
    assert_eq!("classical".parse(), Ok(Mode::Standard));
    assert!(
        "bullet"
            .parse::<Mode>()
            .unwrap_err()
            .to_string()
            .contains("expected standard")
    );
}

#[test]
fn durations() {
    assert_eq!(parse_duration("12s"), Ok(s(12)));
    assert_eq!(parse_duration("12"), Ok(s(12)));
    assert_eq!(parse_duration("5m"), Ok(m(5)));
    assert_eq!(parse_duration("1h30m"), Ok(m(90)));
    assert_eq!(parse_duration("1m30"), Ok(s(90)));
    assert_eq!(parse_duration("1.5s"), Ok(Duration::from_millis(1500)));
    let e = parse_duration("soon").unwrap_err();
    assert!(e.to_string().contains("unknown unit 'soon'"), "{e}");
    assert!(parse_duration("5m+3").is_err());
    assert!(parse_duration("").is_err());
}

#[test]
fn new_validates_periods() {
    assert!(
        TimeControl::new(vec![
            Period::sudden_death(m(5), Bonus::None),
            Period::sudden_death(m(5), Bonus::None)
        ])
        .is_err()
    );
    assert!(TimeControl::new(vec![Period::moves(0, m(5), Bonus::None)]).is_err());
    assert!(TimeControl::new(vec![Period::moves(40, m(5), Bonus::None)]).is_ok());
}

// ---------------------------------------------------------------- clock

fn started(text: &str) -> Clock {
    let mut c = Clock::new(tc(text));
    c.start(White, s(0)).unwrap();
    c
}

#[test]
fn sudden_death_runs_only_the_side_to_move() {
    let mut c = started("5");
    assert_eq!(c.remaining(White, s(10)), Some(s(290)));
    assert_eq!(c.remaining(Black, s(10)), Some(s(300)));
    let p = c.press(s(10)).unwrap();
    assert_eq!(p.color, White);
    assert_eq!(p.remaining, Some(s(290)));
    assert_eq!(p.move_time, s(10));
    assert!(!p.period_changed);
    assert_eq!(c.to_move(), Some(Black));
    assert_eq!(c.remaining(White, s(40)), Some(s(290)));
    assert_eq!(c.remaining(Black, s(40)), Some(s(270)));
    assert_eq!(c.used(Black, s(40)), s(30));
    assert_eq!(c.used(White, s(40)), s(10));
    assert_eq!(c.moves(White), 1);
    assert_eq!(c.moves(Black), 0);
    assert_eq!(c.moves_to_control(White), None);
}

#[test]
fn fischer_increment_after_each_move() {
    let mut c = started("3+2");
    assert_eq!(c.press(s(10)).unwrap().remaining, Some(s(172)));
    assert_eq!(c.press(s(11)).unwrap().remaining, Some(s(181)));
}

#[test]
fn simple_delay_spares_the_main_time() {
    let mut c = started("5+d3");
    // During the delay the main time does not move.
    assert_eq!(c.remaining(White, s(2)), Some(s(300)));
    assert_eq!(c.remaining(White, s(5)), Some(s(298)));
    // A quick move costs nothing and earns nothing.
    assert_eq!(c.press(s(2)).unwrap().remaining, Some(s(300)));
    // A long one costs only what is beyond the delay.
    assert_eq!(c.press(s(12)).unwrap().remaining, Some(s(293)));
    assert_eq!(c.used(Black, s(12)), s(10));
    // The flag falls only after delay plus main time.
    assert_eq!(c.next_flag_at(), Some(s(12 + 3 + 300)));
}

#[test]
fn bronstein_gives_back_up_to_the_delay() {
    let mut c = started("5+b3");
    // Unlike a simple delay the time runs down at once.
    assert_eq!(c.remaining(White, s(2)), Some(s(298)));
    assert_eq!(c.press(s(2)).unwrap().remaining, Some(s(300)));
    assert_eq!(c.press(s(12)).unwrap().remaining, Some(s(293)));
    assert_eq!(c.next_flag_at(), Some(s(12 + 300)));
}

#[test]
fn period_changes_add_the_next_periods_time() {
    // 2 moves in 1 minute with 10 s, then 1 minute with 10 s.
    let mut c = started("2/60+10:60+10");
    assert_eq!(c.moves_to_control(White), Some(2));
    let p1 = c.press(s(10)).unwrap();
    assert_eq!((p1.remaining, p1.period_changed), (Some(s(60)), false));
    assert_eq!(c.moves_to_control(White), Some(1));
    c.press(s(20)).unwrap();
    let p2 = c.press(s(30)).unwrap();
    assert_eq!(p2.remaining, Some(s(60 - 10 + 10 + 60)));
    assert!(p2.period_changed);
    assert_eq!(c.period_index(White), 1);
    assert_eq!(c.period_index(Black), 0);
    assert_eq!(c.moves_to_control(White), None);
    // Black reaches the control on its own second move.
    let b2 = c.press(s(40)).unwrap();
    assert_eq!(b2.color, Black);
    assert!(b2.period_changed);
    assert_eq!(b2.remaining, Some(s(60 - 10 + 10 - 10 + 10 + 60)));
    assert_eq!(c.period_index(Black), 1);
    // The sudden-death period never changes.
    for t in 41..50 {
        assert!(!c.press(s(t)).unwrap().period_changed);
    }
}

#[test]
fn the_last_period_repeats_when_it_has_a_move_count() {
    let mut c = Clock::new(TimeControl::from_pgn("2/60").unwrap());
    c.start(White, s(0)).unwrap();
    let presses: Vec<Pressed> = (1..=8).map(|i| c.press(s(10 * i)).unwrap()).collect();
    let left: Vec<_> = presses.iter().map(|p| p.remaining.unwrap()).collect();
    assert_eq!(left, [50, 50, 100, 100, 90, 90, 140, 140].map(s).to_vec());
    let changed: Vec<_> = presses.iter().map(|p| p.period_changed).collect();
    assert_eq!(
        changed,
        [false, false, true, true, false, false, true, true].to_vec()
    );
    assert_eq!(c.period_index(White), 0);
    assert_eq!(c.moves_to_control(White), Some(2));
}

#[test]
fn flag_falls_and_is_reported_once() {
    let mut c = started("1");
    assert_eq!(c.next_flag_at(), Some(s(60)));
    assert_eq!(c.flagged(s(59)), None);
    assert_eq!(c.flagged(s(60)), Some(White));
    assert!(c.due_announcements(s(0), s(30)).is_empty());
    assert_eq!(
        c.due_announcements(s(30), s(61)),
        vec![ClockEvent::Flag {
            color: White,
            at: s(60)
        }]
    );
    assert!(c.due_announcements(s(61), s(70)).is_empty());
    assert!(c.due_announcements(s(0), s(80)).is_empty());
    assert_eq!(c.next_flag_at(), None);
    // A move after the flag fell earns nothing and the flag stays down.
    let p = c.press(s(90)).unwrap();
    assert_eq!(p.remaining, Some(Duration::ZERO));
    assert_eq!(c.flagged(s(100)), Some(White));
    assert!(c.due_announcements(s(80), s(100)).is_empty());
}

#[test]
fn flag_fall_noticed_late_is_still_reported_with_its_time() {
    let mut c = started("1+5");
    // Nobody looked; the player moves after the flag fell.
    let p = c.press(s(75)).unwrap();
    assert_eq!(p.remaining, Some(Duration::ZERO));
    assert_eq!(
        c.due_announcements(s(75), s(76)),
        vec![ClockEvent::Flag {
            color: White,
            at: s(60)
        }]
    );
    assert_eq!(c.flagged(s(76)), Some(White));
}

#[test]
fn first_of_two_flags() {
    let mut c = started("1");
    c.press(s(30)).unwrap();
    // Black runs out at 90, White is stopped with 30 s.
    assert_eq!(c.flagged(s(95)), Some(Black));
    c.set(White, Duration::ZERO, s(95)).unwrap();
    assert_eq!(c.flagged(s(95)), Some(Black));
    assert_eq!(
        c.due_announcements(s(0), s(95)),
        vec![
            ClockEvent::Flag {
                color: Black,
                at: s(90)
            },
            ClockEvent::Flag {
                color: White,
                at: s(95)
            },
        ]
    );
    // A stopped side set to zero has its flag down too.
    let mut c = started("1");
    c.set(Black, Duration::ZERO, s(10)).unwrap();
    assert_eq!(c.flagged(s(10)), Some(Black));
}

#[test]
fn pause_and_resume() {
    let mut c = started("5");
    c.pause(s(10)).unwrap();
    assert!(c.is_paused());
    assert_eq!(c.next_flag_at(), None);
    assert_eq!(c.remaining(White, s(100)), Some(s(290)));
    assert_eq!(c.pause(s(50)), Err(ClockError::Paused));
    c.resume(s(100)).unwrap();
    assert_eq!(c.resume(s(100)), Err(ClockError::NotPaused));
    assert_eq!(c.remaining(White, s(110)), Some(s(280)));
    assert_eq!(c.next_flag_at(), Some(s(100 + 290)));
    assert_eq!(c.press(s(110)).unwrap().move_time, s(20));
}

#[test]
fn a_move_completed_while_paused_keeps_the_clock_in_step() {
    // Before: the press was refused, the game went on with Black to move
    // while White's time ran after the resume.
    let mut c = started("5+2");
    c.pause(s(10)).unwrap();
    let p = c.press(s(50)).unwrap();
    assert_eq!(p.color, White);
    assert_eq!(p.move_time, s(10));
    // The increment comes with the completed move (6.2).
    assert_eq!(p.remaining, Some(s(292)));
    assert_eq!(c.to_move(), Some(Black));
    // Still paused: nobody's time runs until the arbiter resumes.
    assert!(c.is_paused());
    assert_eq!(c.remaining(Black, s(100)), Some(s(300)));
    assert_eq!(c.remaining(White, s(100)), Some(s(292)));
    c.resume(s(100)).unwrap();
    assert_eq!(c.remaining(Black, s(130)), Some(s(270)));
    assert_eq!(c.remaining(White, s(130)), Some(s(292)));
    assert_eq!(c.next_flag_at(), Some(s(100 + 300)));
}

#[test]
fn stop_ends_the_clock_for_good() {
    let mut c = started("5");
    c.press(s(10)).unwrap();
    c.stop(s(40)).unwrap();
    assert!(c.is_stopped());
    assert!(!c.is_paused());
    assert_eq!(c.remaining(Black, s(1000)), Some(s(270)));
    assert_eq!(c.next_flag_at(), None);
    assert_eq!(c.resume(s(50)), Err(ClockError::Stopped));
    assert_eq!(c.pause(s(50)), Err(ClockError::Stopped));
    assert_eq!(c.press(s(50)), Err(ClockError::Stopped));
    assert_eq!(c.start(White, s(50)), Err(ClockError::Stopped));
    assert_eq!(c.stop(s(50)), Err(ClockError::Stopped));
    assert!(c.due_announcements(s(40), s(1000)).is_empty());
    // Stopping a paused clock keeps the paused times.
    let mut c = started("5");
    c.pause(s(10)).unwrap();
    c.stop(s(100)).unwrap();
    assert_eq!(c.remaining(White, s(100)), Some(s(290)));
    // A clock never started can be stopped too (a game ended at once).
    let mut c = Clock::new(tc("5"));
    c.stop(s(5)).unwrap();
    assert!(!c.is_started());
    assert_eq!(c.start(White, s(6)), Err(ClockError::Stopped));
}

#[test]
fn a_flag_fall_found_when_stopping_is_kept() {
    let mut c = started("1");
    c.stop(s(90)).unwrap();
    assert_eq!(c.flagged(s(90)), Some(White));
    assert_eq!(
        c.due_announcements(s(0), s(90)),
        vec![ClockEvent::Flag {
            color: White,
            at: s(60)
        }]
    );
    assert!(c.due_announcements(s(90), s(200)).is_empty());
}

#[test]
fn undo_while_paused_stays_paused() {
    let mut c = started("5");
    c.press(s(10)).unwrap();
    let before_black = c.snapshot(s(20));
    c.press(s(30)).unwrap();
    c.pause(s(50)).unwrap();
    c.restore(before_black, s(60));
    // Black to move again, with the 10 s it had used, and nothing runs.
    assert!(c.is_paused());
    assert_eq!(c.to_move(), Some(Black));
    assert_eq!(c.remaining(Black, s(500)), Some(s(290)));
    assert_eq!(c.remaining(White, s(500)), Some(s(290)));
    c.resume(s(500)).unwrap();
    assert_eq!(c.remaining(Black, s(510)), Some(s(280)));
    // An undo on a running clock runs on.
    let mut c = started("5");
    let first = c.snapshot(s(0));
    c.press(s(10)).unwrap();
    c.restore(first, s(20));
    assert!(!c.is_paused());
    assert_eq!(c.remaining(White, s(30)), Some(s(290)));
}

#[test]
fn undo_after_the_end_runs_again() {
    // An undo that reopens a game (where the Laws allow it) restarts the
    // clock for the side to move; the stop belonged to the ended game.
    let mut c = started("5");
    let first = c.snapshot(s(0));
    c.press(s(10)).unwrap();
    c.stop(s(10)).unwrap();
    c.restore(first, s(20));
    assert!(!c.is_stopped() && !c.is_paused());
    assert_eq!(c.remaining(White, s(30)), Some(s(290)));
}

#[test]
fn delay_is_not_renewed_by_a_pause() {
    let mut c = started("5+d3");
    c.pause(s(2)).unwrap();
    c.resume(s(50)).unwrap();
    assert_eq!(c.remaining(White, s(52)), Some(s(299)));
    assert_eq!(c.press(s(52)).unwrap().remaining, Some(s(299)));
}

#[test]
fn penalties_and_corrections() {
    let mut c = started("5");
    c.add(Black, m(2), s(10)).unwrap();
    assert_eq!(c.remaining(Black, s(10)), Some(m(7)));
    // Adding to the running side.
    c.add(White, m(1), s(10)).unwrap();
    assert_eq!(c.remaining(White, s(10)), Some(s(350)));
    c.set(White, m(3), s(20)).unwrap();
    assert_eq!(c.remaining(White, s(30)), Some(s(170)));
    c.set(Black, s(45), s(30)).unwrap();
    assert_eq!(c.remaining(Black, s(30)), Some(s(45)));
    let mut untimed = Clock::new(TimeControl::untimed());
    assert_eq!(untimed.add(White, m(2), s(0)), Err(ClockError::Untimed));
    assert_eq!(untimed.set(White, m(2), s(0)), Err(ClockError::Untimed));
}

#[test]
fn added_time_lifts_a_fallen_flag() {
    let mut c = started("1");
    assert_eq!(c.due_announcements(s(0), s(70)).len(), 1);
    assert_eq!(c.flagged(s(70)), Some(White));
    c.add(White, m(1), s(70)).unwrap();
    assert_eq!(c.flagged(s(70)), None);
    assert_eq!(c.remaining(White, s(70)), Some(m(1)));
    assert_eq!(c.next_flag_at(), Some(s(130)));
    // It can fall again and is reported again.
    assert_eq!(
        c.due_announcements(s(70), s(131)),
        vec![ClockEvent::Flag {
            color: White,
            at: s(130)
        }]
    );
}

#[test]
fn undo_restores_the_clock() {
    let mut c = started("5+2");
    c.press(s(10)).unwrap(); // White: 292
    let before_black = c.snapshot(s(10));
    c.press(s(30)).unwrap(); // Black: 282
    c.press(s(50)).unwrap(); // White: illegal move, found later
    c.restore(before_black, s(60));
    assert_eq!(c.to_move(), Some(Black));
    assert_eq!(c.moves(White), 1);
    assert_eq!(c.moves(Black), 0);
    assert_eq!(c.remaining(White, s(70)), Some(s(292)));
    assert_eq!(c.remaining(Black, s(70)), Some(s(290)));
    assert_eq!(c.used(Black, s(70)), s(10));
    // A snapshot in the middle of a turn keeps the time already spent.
    let mid = c.snapshot(s(80));
    c.press(s(90)).unwrap();
    c.restore(mid, s(200));
    assert_eq!(c.remaining(Black, s(200)), Some(s(280)));
    assert_eq!(c.used(Black, s(205)), s(25));
}

#[test]
fn misuse_is_refused() {
    let mut c = Clock::new(tc("5"));
    assert_eq!(c.press(s(1)), Err(ClockError::NotStarted));
    assert_eq!(c.pause(s(1)), Err(ClockError::NotStarted));
    assert_eq!(c.resume(s(1)), Err(ClockError::NotStarted));
    assert_eq!(c.remaining(White, s(1)), Some(m(5)));
    assert_eq!(c.next_flag_at(), None);
    c.start(Black, s(5)).unwrap();
    assert_eq!(c.start(White, s(6)), Err(ClockError::AlreadyStarted));
    assert_eq!(c.to_move(), Some(Black));
    assert_eq!(
        c.press(s(4)),
        Err(ClockError::TimeWentBackwards {
            last: s(5),
            now: s(4)
        })
    );
    assert!(
        ClockError::TimeWentBackwards {
            last: s(5),
            now: s(4)
        }
        .to_string()
        .contains("backwards")
    );
    // Queries with an earlier time do not panic.
    assert_eq!(c.remaining(Black, s(0)), Some(m(5)));
}

#[test]
fn untimed_games_count_time_used() {
    let mut c = started("-");
    assert_eq!(c.remaining(White, s(5)), None);
    assert_eq!(c.press(s(5)).unwrap().remaining, None);
    assert_eq!(c.used(White, s(100)), s(5));
    assert_eq!(c.used(Black, s(100)), s(95));
    assert_eq!(c.flagged(s(100_000)), None);
    assert_eq!(c.next_flag_at(), None);
    assert!(c.due_announcements(s(0), s(100_000)).is_empty());
}

// ---------------------------------------------------------------- warnings

fn warn(thresholds: &[u64]) -> Warnings {
    Warnings {
        thresholds: thresholds.iter().map(|&t| s(t)).collect(),
        ..Warnings::none()
    }
}

#[test]
fn thresholds_are_announced_when_crossed() {
    let mut c = started("2").with_warnings(warn(&[60, 30]));
    assert!(c.due_announcements(s(0), s(50)).is_empty());
    assert_eq!(
        c.due_announcements(s(50), s(61)),
        vec![ClockEvent::Threshold {
            color: White,
            threshold: s(60),
            at: s(60)
        }]
    );
    assert!(c.due_announcements(s(61), s(80)).is_empty());
    assert_eq!(
        c.due_announcements(s(80), s(95)),
        vec![ClockEvent::Threshold {
            color: White,
            threshold: s(30),
            at: s(90)
        }]
    );
    // Announced once, even if asked again about the same stretch.
    assert!(c.due_announcements(s(80), s(95)).is_empty());
}

#[test]
fn several_thresholds_at_once_give_the_lowest() {
    let mut c = started("2").with_warnings(warn(&[60, 30, 10]));
    assert_eq!(
        c.due_announcements(s(0), s(95)),
        vec![ClockEvent::Threshold {
            color: White,
            threshold: s(30),
            at: s(90)
        }]
    );
    // 60 s is not announced later; 10 s still is.
    assert_eq!(
        c.due_announcements(s(95), s(111)),
        vec![ClockEvent::Threshold {
            color: White,
            threshold: s(10),
            at: s(110)
        }]
    );
}

#[test]
fn increments_do_not_rearm_but_new_time_does() {
    let mut c = started("70s+20s").with_warnings(warn(&[60]));
    assert_eq!(c.due_announcements(s(0), s(15)).len(), 1);
    c.press(s(15)).unwrap(); // White: 55 + 20 = 75
    c.due_announcements(s(15), s(16));
    c.press(s(16)).unwrap();
    // White falls below a minute again: no second warning.
    assert!(c.due_announcements(s(16), s(40)).is_empty());
    // Black's warnings are its own.
    c.press(s(40)).unwrap();
    assert_eq!(
        c.due_announcements(s(40), s(80)),
        vec![ClockEvent::Threshold {
            color: Black,
            threshold: s(60),
            at: s(40 + 89 - 60)
        }]
    );
    // A penalty for the opponent gives White time back: armed again.
    c.add(White, m(1), s(80)).unwrap();
    c.press(s(80)).unwrap();
    assert_eq!(c.remaining(White, s(80)), Some(s(71 + 60)));
    assert_eq!(
        c.due_announcements(s(80), s(200)),
        vec![ClockEvent::Threshold {
            color: White,
            threshold: s(60),
            at: s(80 + 71)
        }]
    );
}

#[test]
fn period_change_rearms_warnings() {
    let mut c = started("1/90:60").with_warnings(warn(&[60]));
    assert_eq!(c.due_announcements(s(0), s(40)).len(), 1);
    let p = c.press(s(40)).unwrap();
    assert!(p.period_changed);
    c.press(s(41)).unwrap();
    assert_eq!(c.remaining(White, s(41)), Some(s(110)));
    assert_eq!(
        c.due_announcements(s(41), s(100)),
        vec![ClockEvent::Threshold {
            color: White,
            threshold: s(60),
            at: s(91)
        }]
    );
}

#[test]
fn periodic_announcements_more_often_near_the_end() {
    let w = Warnings {
        thresholds: vec![],
        every: Some(m(10)),
        final_window: m(5),
        final_every: Some(m(1)),
    };
    let mut c = started("30").with_warnings(w);
    assert!(c.due_announcements(s(0), s(599)).is_empty());
    assert_eq!(
        c.due_announcements(s(599), s(601)),
        vec![ClockEvent::Periodic {
            color: White,
            remaining: m(20),
            at: s(600)
        }]
    );
    // Only the latest mark of a long stretch is said.
    assert_eq!(
        c.due_announcements(s(601), s(1500)),
        vec![ClockEvent::Periodic {
            color: White,
            remaining: m(5),
            at: s(1500)
        }]
    );
    assert_eq!(
        c.due_announcements(s(1500), s(1561)),
        vec![ClockEvent::Periodic {
            color: White,
            remaining: m(4),
            at: s(1560)
        }]
    );
    // The stopped side's time announces nothing.
    c.press(s(1561)).unwrap();
    assert!(c.due_announcements(s(1561), s(1600)).is_empty());
}

#[test]
fn periodic_without_final_step() {
    let w = Warnings {
        every: Some(m(2)),
        ..Warnings::none()
    };
    let mut c = started("5").with_warnings(w);
    assert_eq!(
        c.due_announcements(s(0), s(70)),
        vec![ClockEvent::Periodic {
            color: White,
            remaining: m(4),
            at: s(60)
        }]
    );
    assert_eq!(
        c.due_announcements(s(70), s(290)),
        vec![ClockEvent::Periodic {
            color: White,
            remaining: m(2),
            at: s(180)
        }]
    );
    // No mark at zero: that is the flag.
    assert_eq!(
        c.due_announcements(s(290), s(301)),
        vec![ClockEvent::Flag {
            color: White,
            at: s(300)
        }]
    );
}

#[test]
fn flag_fall_silences_other_warnings_of_the_same_stretch() {
    let mut c = started("2").with_warnings(Warnings::recommended());
    let events = c.due_announcements(s(0), s(200));
    assert_eq!(
        events,
        vec![ClockEvent::Flag {
            color: White,
            at: s(120)
        }]
    );
}

#[test]
fn threshold_and_mark_together() {
    let mut c = started("10").with_warnings(Warnings::recommended());
    // 5:00 is both a warning and a mark: said once, as the warning.
    let e = c.due_announcements(s(0), s(301));
    assert_eq!(
        e,
        vec![ClockEvent::Threshold {
            color: White,
            threshold: m(5),
            at: s(300)
        }]
    );
    let e = c.due_announcements(s(301), s(545));
    // 1 min warning at 540 and the 1-minute mark coincide too.
    assert_eq!(
        e,
        vec![ClockEvent::Threshold {
            color: White,
            threshold: m(1),
            at: s(540)
        }]
    );
    let e = c.due_announcements(s(545), s(560));
    assert!(e.is_empty(), "{e:?}");
}

#[test]
fn delay_shifts_announcement_times() {
    let mut c = started("2+d5").with_warnings(warn(&[60]));
    assert_eq!(
        c.due_announcements(s(0), s(70)),
        vec![ClockEvent::Threshold {
            color: White,
            threshold: s(60),
            at: s(65)
        }]
    );
    assert_eq!(
        c.due_announcements(s(70), s(130)),
        vec![ClockEvent::Flag {
            color: White,
            at: s(125)
        }]
    );
}

// ---------------------------------------------------------------- the arbiter's clock

#[test]
fn set_turn_hands_the_clock_over_without_a_move() {
    let mut c = started("5+3");
    c.press(s(10)).unwrap(); // White 293, Black runs
    c.set_turn(White, s(30)).unwrap();
    assert_eq!(c.to_move(), Some(White));
    // Black's 20 s are used, with no increment and no move counted.
    assert_eq!(c.remaining(Black, s(30)), Some(s(280)));
    assert_eq!(c.used(Black, s(30)), s(20));
    assert_eq!(c.moves(Black), 0);
    assert_eq!(c.remaining(White, s(40)), Some(s(283)));
    // Same side: nothing changes.
    c.set_turn(White, s(40)).unwrap();
    assert_eq!(c.remaining(White, s(50)), Some(s(273)));
    // Paused stays paused.
    c.pause(s(50)).unwrap();
    c.set_turn(Black, s(60)).unwrap();
    assert!(c.is_paused());
    assert_eq!(c.remaining(Black, s(100)), Some(s(280)));
    assert_eq!(
        Clock::new(tc("5")).set_turn(Black, s(0)),
        Err(ClockError::NotStarted)
    );
}

#[test]
fn reset_makes_the_clock_new() {
    let mut c = started("5+3").with_warnings(warn(&[60]));
    c.press(s(10)).unwrap();
    c.stop(s(20)).unwrap();
    c.reset();
    assert!(!c.is_started() && !c.is_stopped());
    assert_eq!(c.remaining(White, s(100)), Some(m(5)));
    assert_eq!(c.remaining(Black, s(100)), Some(m(5)));
    assert_eq!(c.warnings(), &warn(&[60]));
    c.start(White, s(100)).unwrap();
}

#[test]
fn a_reopened_game_has_its_clock_paused_until_resumed() {
    let mut c = started("5");
    c.press(s(10)).unwrap();
    c.stop(s(40)).unwrap();
    c.reopen().unwrap();
    assert!(c.is_paused() && !c.is_stopped());
    assert_eq!(c.remaining(Black, s(100)), Some(s(270)));
    c.resume(s(100)).unwrap();
    assert_eq!(c.remaining(Black, s(110)), Some(s(260)));
    assert_eq!(c.reopen(), Err(ClockError::NotPaused));
    // A clock stopped before it was started is simply not started again.
    let mut c = Clock::new(tc("5"));
    c.stop(s(1)).unwrap();
    c.reopen().unwrap();
    assert!(!c.is_started() && !c.is_paused());
    c.start(White, s(2)).unwrap();
}
