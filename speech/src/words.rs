//! Numbers and clock times in words, for the talking clock: German,
//! English and Russian with their grammar ("eine Minute", "twenty-one",
//! "двадцать одна минута", "пять минут").
//!
//! The words live in `words-<lang>.toml` beside this file; the code only
//! knows how each language puts them together.

use laws::lang::Lang;
use serde::Deserialize;
use shakmaty::Color;
use std::sync::LazyLock;
use std::time::Duration;

/// Remaining times below this are always said with seconds.
const SECONDS_BELOW: Duration = Duration::from_secs(600);

/// Grammatical gender of a counted noun.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Gender {
    /// Masculine.
    Masculine,
    /// Feminine.
    Feminine,
    /// Neuter.
    Neuter,
}

/// Nouns the clock counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Noun {
    /// Hours of a clock.
    Hour,
    /// Minutes of a clock.
    Minute,
    /// Seconds of a clock.
    Second,
    /// Moves of a time control.
    Move,
}

/// Which form of a noun a number asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plural {
    /// 1 (and in Russian 21, 31, 101...).
    One,
    /// Russian 2-4, 22-24...
    Few,
    /// Everything else.
    Many,
}

#[derive(Debug, Deserialize)]
struct Words {
    numbers: Numbers,
    nouns: Nouns,
    phrases: Phrases,
}

#[derive(Debug, Deserialize)]
struct Numbers {
    zero: String,
    units: Vec<String>,
    tens: Vec<String>,
    hundreds: Vec<String>,
    one_compound: String,
    joiner: String,
    one: Genders,
    two: Genders,
    thousand: Scale,
    million: Scale,
    billion: Scale,
}

#[derive(Debug, Deserialize)]
struct Genders {
    masculine: String,
    feminine: String,
    neuter: String,
}

impl Genders {
    fn get(&self, g: Gender) -> &str {
        match g {
            Gender::Masculine => &self.masculine,
            Gender::Feminine => &self.feminine,
            Gender::Neuter => &self.neuter,
        }
    }
}

/// Word forms of a noun, and its gender.
#[derive(Debug, Deserialize)]
struct Forms {
    one: String,
    few: String,
    many: String,
    gender: Gender,
}

impl Forms {
    fn get(&self, p: Plural) -> &str {
        match p {
            Plural::One => &self.one,
            Plural::Few => &self.few,
            Plural::Many => &self.many,
        }
    }
}

/// Thousand, million, billion.
#[derive(Debug, Deserialize)]
struct Scale {
    alone: String,
    #[serde(flatten)]
    forms: Forms,
    #[serde(default)]
    attached: bool,
}

#[derive(Debug, Deserialize)]
struct Nouns {
    hour: Forms,
    minute: Forms,
    second: Forms,
    #[serde(rename = "move")]
    mv: Forms,
}

#[derive(Debug, Deserialize)]
struct Phrases {
    white: String,
    black: String,
    separator: String,
    report: String,
    white_to_move: String,
    black_to_move: String,
    time_used: String,
    side_time: String,
    flag_white: String,
    flag_black: String,
}

fn load(text: &str) -> Option<Words> {
    let w: Words = toml::from_str(text).ok()?;
    let n = &w.numbers;
    (n.units.len() == 20 && n.tens.len() == 10 && n.hundreds.len() == 10).then_some(w)
}

static DE: LazyLock<Option<Words>> = LazyLock::new(|| load(include_str!("words-de.toml")));
static EN: LazyLock<Option<Words>> = LazyLock::new(|| load(include_str!("words-en.toml")));
static RU: LazyLock<Option<Words>> = LazyLock::new(|| load(include_str!("words-ru.toml")));

/// The word tables of `lang`; `None` only if the embedded data is broken
/// (a test guards that), in which case digits are spoken instead.
fn words(lang: Lang) -> Option<&'static Words> {
    match lang {
        Lang::De => DE.as_ref(),
        Lang::En => EN.as_ref(),
        Lang::Ru => RU.as_ref(),
        // A language registered without number words: digits are said.
        _ => None,
    }
}

fn at(v: &[String], i: u64) -> &str {
    usize::try_from(i)
        .ok()
        .and_then(|i| v.get(i))
        .map_or("", String::as_str)
}

/// The noun form that `n` asks for in `lang`.
pub fn plural(lang: Lang, n: u64) -> Plural {
    match lang {
        Lang::Ru => {
            let (d, h) = (n % 10, n % 100);
            if d == 1 && h != 11 {
                Plural::One
            } else if (2..=4).contains(&d) && !(12..=14).contains(&h) {
                Plural::Few
            } else {
                Plural::Many
            }
        }
        _ => {
            if n == 1 {
                Plural::One
            } else {
                Plural::Many
            }
        }
    }
}

/// `n` in words as said when counting: "einundzwanzig", "twenty-one",
/// "двадцать один". Numbers of a trillion and more are given in digits.
pub fn number(lang: Lang, n: u64) -> String {
    number_in(lang, n, None)
}

/// `n` in words before a noun of `gender`; German and Russian "one" and
/// Russian "two" agree with it.
fn number_in(lang: Lang, n: u64, gender: Option<Gender>) -> String {
    let Some(w) = words(lang) else {
        return n.to_string();
    };
    let nums = &w.numbers;
    if n == 0 {
        return nums.zero.clone();
    }
    if n >= 1_000_000_000_000 {
        return n.to_string();
    }
    if lang == Lang::De
        && n == 1
        && let Some(g) = gender
    {
        return nums.one.get(g).to_string();
    }
    let groups = [
        (n / 1_000_000_000, Some(&nums.billion)),
        (n / 1_000_000 % 1000, Some(&nums.million)),
        (n / 1000 % 1000, Some(&nums.thousand)),
        (n % 1000, None),
    ];
    let mut out = String::new();
    // Whether the previous group asks to be written together with the next.
    let mut glue = false;
    for (g, scale) in groups {
        if g == 0 {
            continue;
        }
        if !out.is_empty() && !glue {
            out.push(' ');
            if lang == Lang::En && scale.is_none() && g < 100 {
                out.push_str(&nums.joiner);
                out.push(' ');
            }
        }
        match scale {
            Some(s) => {
                if g == 1 {
                    out.push_str(&s.alone);
                } else {
                    out.push_str(&below_thousand(lang, nums, g, Some(s.forms.gender), true));
                    if !s.attached {
                        out.push(' ');
                    }
                    out.push_str(s.forms.get(plural(lang, g)));
                }
                glue = s.attached;
            }
            None => out.push_str(&below_thousand(lang, nums, g, gender, false)),
        }
    }
    out
}

/// 1..=999. `in_compound`: a German number that a scale word follows
/// ("ein" rather than "eins").
fn below_thousand(
    lang: Lang,
    nums: &Numbers,
    n: u64,
    gender: Option<Gender>,
    in_compound: bool,
) -> String {
    let (h, r) = (n / 100, n % 100);
    let hundreds = at(&nums.hundreds, h);
    let (t, u) = (r / 10, r % 10);
    match lang {
        Lang::De => {
            let rest = if r == 0 {
                String::new()
            } else if r == 1 {
                if in_compound {
                    nums.one_compound.clone()
                } else {
                    at(&nums.units, 1).to_string()
                }
            } else if r < 20 {
                at(&nums.units, r).to_string()
            } else if u == 0 {
                at(&nums.tens, t).to_string()
            } else {
                let unit = if u == 1 {
                    nums.one_compound.as_str()
                } else {
                    at(&nums.units, u)
                };
                format!("{unit}{}{}", nums.joiner, at(&nums.tens, t))
            };
            format!("{hundreds}{rest}")
        }
        Lang::En => {
            let rest = if r == 0 {
                String::new()
            } else if r < 20 {
                at(&nums.units, r).to_string()
            } else if u == 0 {
                at(&nums.tens, t).to_string()
            } else {
                format!("{}-{}", at(&nums.tens, t), at(&nums.units, u))
            };
            match (hundreds.is_empty(), rest.is_empty()) {
                (true, _) => rest,
                (false, true) => hundreds.to_string(),
                (false, false) => format!("{hundreds} {} {rest}", nums.joiner),
            }
        }
        Lang::Ru => {
            let mut parts: Vec<&str> = Vec::new();
            if h > 0 {
                parts.push(hundreds);
            }
            if (10..20).contains(&r) {
                parts.push(at(&nums.units, r));
            } else {
                if t > 0 {
                    parts.push(at(&nums.tens, t));
                }
                if u > 0 {
                    let g = gender.unwrap_or(Gender::Masculine);
                    parts.push(match u {
                        1 => nums.one.get(g),
                        2 => nums.two.get(g),
                        _ => at(&nums.units, u),
                    });
                }
            }
            parts.join(" ")
        }
        // A language without number words never gets here: its numbers
        // are said as digits.
        _ => n.to_string(),
    }
}

/// `n` with its noun in the right form: "eine Minute", "two hours",
/// "двадцать одна минута", "пять минут".
pub fn count(lang: Lang, n: u64, noun: Noun) -> String {
    let Some(w) = words(lang) else {
        return n.to_string();
    };
    let forms = match noun {
        Noun::Hour => &w.nouns.hour,
        Noun::Minute => &w.nouns.minute,
        Noun::Second => &w.nouns.second,
        Noun::Move => &w.nouns.mv,
    };
    format!(
        "{} {}",
        number_in(lang, n, Some(forms.gender)),
        forms.get(plural(lang, n))
    )
}

/// A time span in words: "eine Stunde, zwölf Minuten". Seconds are said
/// when `with_seconds` or when the span is under ten minutes; parts that
/// are zero are left out, and fractions of a second are dropped (as a
/// clock's display does).
pub fn duration(lang: Lang, d: Duration, with_seconds: bool) -> String {
    let secs = d.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    let show_seconds = with_seconds || d < SECONDS_BELOW;
    let Some(w) = words(lang) else {
        return format!("{h}:{m:02}:{s:02}");
    };
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(count(lang, h, Noun::Hour));
    }
    if m > 0 {
        parts.push(count(lang, m, Noun::Minute));
    }
    if show_seconds && (s > 0 || parts.is_empty()) {
        parts.push(count(lang, s, Noun::Second));
    }
    if parts.is_empty() {
        // Only reachable without seconds for spans under a minute.
        parts.push(count(lang, 0, Noun::Minute));
    }
    parts.join(&w.phrases.separator)
}

/// Time left on a clock, whole seconds up: a clock that has not run out
/// is never said to show "zero seconds" (half a second left is "one
/// second"); only a fallen flag's zero is zero.
pub fn time_left(d: Duration) -> Duration {
    let whole = Duration::from_secs(d.as_secs());
    if whole == d {
        d
    } else {
        whole.saturating_add(Duration::from_secs(1))
    }
}

fn side_name(w: &Words, color: Color) -> &str {
    match color {
        Color::White => &w.phrases.white,
        Color::Black => &w.phrases.black,
    }
}

/// The talking clock's report (times left, see [`time_left`): "Weiß: eine Stunde, zwölf Minuten.
/// Schwarz: achtundfünfzig Minuten, dreißig Sekunden. Zug einundzwanzig,
/// Weiß am Zug." `move_number` is the number of the move being played.
pub fn clock_report(
    lang: Lang,
    white_left: Duration,
    black_left: Duration,
    move_number: u32,
    to_move: Color,
    force_seconds: bool,
) -> String {
    let white = duration(lang, time_left(white_left), force_seconds);
    let black = duration(lang, time_left(black_left), force_seconds);
    let Some(w) = words(lang) else {
        return format!("{white} {black} {move_number}");
    };
    let side = match to_move {
        Color::White => &w.phrases.white_to_move,
        Color::Black => &w.phrases.black_to_move,
    };
    w.phrases
        .report
        .replace("{white}", &white)
        .replace("{black}", &black)
        .replace("{move}", &number(lang, u64::from(move_number)))
        .replace("{to_move}", side)
}

/// Time used by both players (Appendix F: the assistant tells it on
/// request): "Verbrauchte Zeit. Weiß: …. Schwarz: …."
pub fn time_used(
    lang: Lang,
    white_used: Duration,
    black_used: Duration,
    force_seconds: bool,
) -> String {
    let white = duration(lang, white_used, force_seconds);
    let black = duration(lang, black_used, force_seconds);
    let Some(w) = words(lang) else {
        return format!("{white} {black}");
    };
    w.phrases
        .time_used
        .replace("{white}", &white)
        .replace("{black}", &black)
}

/// One side's time, for warnings and regular announcements:
/// "Schwarz: fünf Minuten."
pub fn side_time(lang: Lang, color: Color, left: Duration, force_seconds: bool) -> String {
    let time = duration(lang, time_left(left), force_seconds);
    let Some(w) = words(lang) else {
        return time;
    };
    w.phrases
        .side_time
        .replace("{side}", side_name(w, color))
        .replace("{time}", &time)
}

/// The flag fall announcement: "White's flag has fallen."
pub fn flag_fall(lang: Lang, color: Color) -> String {
    let Some(w) = words(lang) else {
        return format!("{color:?} flag");
    };
    match color {
        Color::White => w.phrases.flag_white.clone(),
        Color::Black => w.phrases.flag_black.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn hms(h: u64, m: u64, s: u64) -> Duration {
        secs(h * 3600 + m * 60 + s)
    }

    #[test]
    fn embedded_tables_load() {
        for l in Lang::ALL {
            assert!(words(l).is_some(), "words-{l}.toml does not load");
        }
    }

    #[test]
    fn german_numbers() {
        let cases = [
            (0, "null"),
            (1, "eins"),
            (2, "zwei"),
            (11, "elf"),
            (12, "zwölf"),
            (16, "sechzehn"),
            (21, "einundzwanzig"),
            (30, "dreißig"),
            (58, "achtundfünfzig"),
            (100, "hundert"),
            (101, "hunderteins"),
            (121, "hunderteinundzwanzig"),
            (999, "neunhundertneunundneunzig"),
            (1000, "tausend"),
            (1001, "tausendeins"),
            (2021, "zweitausendeinundzwanzig"),
            (21_000, "einundzwanzigtausend"),
            (101_000, "hunderteintausend"),
            (1_000_000, "eine Million"),
            (2_000_001, "zwei Millionen eins"),
            (3_000_400_000, "drei Milliarden vierhunderttausend"),
            (3_400_000_000, "drei Milliarden vierhundert Millionen"),
        ];
        for (n, w) in cases {
            assert_eq!(number(Lang::De, n), w, "{n}");
        }
    }

    #[test]
    fn english_numbers() {
        let cases = [
            (0, "zero"),
            (1, "one"),
            (2, "two"),
            (11, "eleven"),
            (12, "twelve"),
            (21, "twenty-one"),
            (40, "forty"),
            (101, "one hundred and one"),
            (110, "one hundred and ten"),
            (200, "two hundred"),
            (999, "nine hundred and ninety-nine"),
            (1000, "one thousand"),
            (1001, "one thousand and one"),
            (2150, "two thousand one hundred and fifty"),
            (1_000_000, "one million"),
            (12_000_005, "twelve million and five"),
        ];
        for (n, w) in cases {
            assert_eq!(number(Lang::En, n), w, "{n}");
        }
    }

    #[test]
    fn russian_numbers() {
        let cases = [
            (0, "ноль"),
            (1, "один"),
            (2, "два"),
            (11, "одиннадцать"),
            (12, "двенадцать"),
            (21, "двадцать один"),
            (40, "сорок"),
            (101, "сто один"),
            (115, "сто пятнадцать"),
            (999, "девятьсот девяносто девять"),
            (1000, "тысяча"),
            (2000, "две тысячи"),
            (5000, "пять тысяч"),
            (21_000, "двадцать одна тысяча"),
            (1_000_000, "миллион"),
            (2_000_000, "два миллиона"),
            (5_000_001, "пять миллионов один"),
        ];
        for (n, w) in cases {
            assert_eq!(number(Lang::Ru, n), w, "{n}");
        }
    }

    #[test]
    fn very_large_numbers_fall_back_to_digits() {
        for l in Lang::ALL {
            assert_eq!(number(l, u64::MAX), u64::MAX.to_string());
            assert_ne!(number(l, 999_999_999_999), "999999999999");
        }
    }

    #[test]
    fn russian_plural_categories() {
        for (n, p) in [
            (0, Plural::Many),
            (1, Plural::One),
            (2, Plural::Few),
            (4, Plural::Few),
            (5, Plural::Many),
            (11, Plural::Many),
            (12, Plural::Many),
            (14, Plural::Many),
            (21, Plural::One),
            (22, Plural::Few),
            (101, Plural::One),
            (111, Plural::Many),
            (112, Plural::Many),
            (1000, Plural::Many),
        ] {
            assert_eq!(plural(Lang::Ru, n), p, "{n}");
        }
        assert_eq!(plural(Lang::De, 21), Plural::Many);
        assert_eq!(plural(Lang::En, 1), Plural::One);
        assert_eq!(plural(Lang::En, 0), Plural::Many);
    }

    #[test]
    fn german_nouns() {
        assert_eq!(count(Lang::De, 1, Noun::Hour), "eine Stunde");
        assert_eq!(count(Lang::De, 2, Noun::Hour), "zwei Stunden");
        assert_eq!(count(Lang::De, 1, Noun::Minute), "eine Minute");
        assert_eq!(count(Lang::De, 21, Noun::Minute), "einundzwanzig Minuten");
        assert_eq!(count(Lang::De, 1, Noun::Second), "eine Sekunde");
        assert_eq!(count(Lang::De, 0, Noun::Second), "null Sekunden");
        assert_eq!(count(Lang::De, 1, Noun::Move), "ein Zug");
        assert_eq!(count(Lang::De, 12, Noun::Move), "zwölf Züge");
    }

    #[test]
    fn english_nouns() {
        assert_eq!(count(Lang::En, 1, Noun::Hour), "one hour");
        assert_eq!(count(Lang::En, 2, Noun::Hour), "two hours");
        assert_eq!(count(Lang::En, 1, Noun::Minute), "one minute");
        assert_eq!(count(Lang::En, 21, Noun::Minute), "twenty-one minutes");
        assert_eq!(count(Lang::En, 1, Noun::Second), "one second");
        assert_eq!(count(Lang::En, 0, Noun::Second), "zero seconds");
    }

    #[test]
    fn russian_nouns_agree_in_gender_and_number() {
        let cases = [
            (1, Noun::Minute, "одна минута"),
            (2, Noun::Minute, "две минуты"),
            (3, Noun::Minute, "три минуты"),
            (5, Noun::Minute, "пять минут"),
            (11, Noun::Minute, "одиннадцать минут"),
            (12, Noun::Minute, "двенадцать минут"),
            (21, Noun::Minute, "двадцать одна минута"),
            (22, Noun::Minute, "двадцать две минуты"),
            (1, Noun::Hour, "один час"),
            (2, Noun::Hour, "два часа"),
            (5, Noun::Hour, "пять часов"),
            (21, Noun::Hour, "двадцать один час"),
            (1, Noun::Second, "одна секунда"),
            (2, Noun::Second, "две секунды"),
            (0, Noun::Second, "ноль секунд"),
            (101, Noun::Second, "сто одна секунда"),
            (41, Noun::Move, "сорок один ход"),
            (2001, Noun::Minute, "две тысячи одна минута"),
        ];
        for (n, noun, w) in cases {
            assert_eq!(count(Lang::Ru, n, noun), w, "{n} {noun:?}");
        }
    }

    #[test]
    fn durations_say_seconds_below_ten_minutes_or_on_request() {
        assert_eq!(
            duration(Lang::De, hms(1, 12, 40), false),
            "eine Stunde, zwölf Minuten"
        );
        assert_eq!(
            duration(Lang::De, hms(1, 12, 40), true),
            "eine Stunde, zwölf Minuten, vierzig Sekunden"
        );
        assert_eq!(
            duration(Lang::De, hms(0, 9, 59), false),
            "neun Minuten, neunundfünfzig Sekunden"
        );
        assert_eq!(duration(Lang::De, hms(0, 10, 59), false), "zehn Minuten");
        // Above ten minutes the seconds are dropped, never rounded up
        // (docs/speech.md, "How much is said").
        assert_eq!(duration(Lang::De, hms(0, 10, 36), false), "zehn Minuten");
        assert_eq!(duration(Lang::En, hms(0, 10, 36), false), "ten minutes");
        assert_eq!(duration(Lang::Ru, hms(0, 10, 36), false), "десять минут");
        assert_eq!(duration(Lang::De, hms(2, 0, 0), true), "zwei Stunden");
        assert_eq!(
            duration(Lang::De, hms(1, 0, 1), true),
            "eine Stunde, eine Sekunde"
        );
        assert_eq!(duration(Lang::De, secs(0), false), "null Sekunden");
        assert_eq!(
            duration(Lang::De, Duration::from_millis(999), false),
            "null Sekunden"
        );
        assert_eq!(
            duration(Lang::En, hms(1, 12, 0), false),
            "one hour, twelve minutes"
        );
        assert_eq!(
            duration(Lang::En, secs(61), false),
            "one minute, one second"
        );
        assert_eq!(
            duration(Lang::Ru, hms(2, 21, 2), true),
            "два часа, двадцать одна минута, две секунды"
        );
        assert_eq!(
            duration(Lang::Ru, hms(5, 11, 0), false),
            "пять часов, одиннадцать минут"
        );
    }

    /// Half a second left is never said as no time left ("Null Sekunden").
    #[test]
    fn time_left_is_never_zero_before_the_flag_falls() {
        let half = Duration::from_millis(500);
        assert_eq!(
            side_time(Lang::De, Color::White, half, false),
            "Weiß: eine Sekunde."
        );
        assert_eq!(
            side_time(Lang::En, Color::Black, Duration::from_millis(1), true),
            "Black: one second."
        );
        assert_eq!(
            side_time(Lang::En, Color::Black, Duration::ZERO, true),
            "Black: zero seconds."
        );
        assert_eq!(time_left(Duration::from_millis(59_001)), secs(60));
        assert_eq!(time_left(secs(59)), secs(59));
        let report = clock_report(Lang::De, half, secs(3), 40, Color::White, false);
        assert!(
            report.starts_with("Weiß: eine Sekunde. Schwarz: drei Sekunden."),
            "{report}"
        );
    }

    #[test]
    fn the_example_report() {
        assert_eq!(
            clock_report(
                Lang::De,
                hms(1, 12, 0),
                hms(0, 58, 30),
                21,
                Color::White,
                true
            ),
            "Weiß: eine Stunde, zwölf Minuten. Schwarz: achtundfünfzig Minuten, dreißig Sekunden. Zug einundzwanzig, Weiß am Zug."
        );
        // Without force, seconds above ten minutes are not said.
        assert_eq!(
            clock_report(
                Lang::De,
                hms(1, 12, 0),
                hms(0, 58, 30),
                21,
                Color::Black,
                false
            ),
            "Weiß: eine Stunde, zwölf Minuten. Schwarz: achtundfünfzig Minuten. Zug einundzwanzig, Schwarz am Zug."
        );
        assert_eq!(
            clock_report(
                Lang::En,
                hms(1, 12, 0),
                hms(0, 58, 30),
                21,
                Color::White,
                true
            ),
            "White: one hour, twelve minutes. Black: fifty-eight minutes, thirty seconds. Move twenty-one, White to move."
        );
        assert_eq!(
            clock_report(
                Lang::Ru,
                hms(1, 12, 0),
                hms(0, 4, 1),
                41,
                Color::Black,
                false
            ),
            "Белые: один час, двенадцать минут. Чёрные: четыре минуты, одна секунда. Ход сорок один, ход чёрных."
        );
    }

    #[test]
    fn other_phrases() {
        assert_eq!(
            time_used(Lang::De, hms(0, 31, 0), hms(1, 1, 0), false),
            "Verbrauchte Zeit. Weiß: einunddreißig Minuten. Schwarz: eine Stunde, eine Minute."
        );
        assert_eq!(
            time_used(Lang::Ru, hms(0, 31, 0), hms(0, 2, 0), false),
            "Затраченное время. Белые: тридцать одна минута. Чёрные: две минуты."
        );
        assert_eq!(
            side_time(Lang::En, Color::Black, secs(300), false),
            "Black: five minutes."
        );
        assert_eq!(
            flag_fall(Lang::En, Color::White),
            "White's flag has fallen."
        );
        assert_eq!(flag_fall(Lang::Ru, Color::Black), "У чёрных упал флажок.");
    }
}
