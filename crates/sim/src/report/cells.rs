//! A table's cells as values ([`Cell`]) and the digits each format prints them with
//! ([`Digits`]): a terminal table rounds to what a player reads (`73.9 %`, `29.1`), Markdown
//! and `--digits N` print N decimals, CSV every digit.
//!
//! A probability is never printed outside 0..1: within [`NOISE`] of 0 or 1 it is that bound
//! (the exact laws are summed in floating point and agree with the games' code to 1e-12, so a
//! `-1.1e-16` is a law that is exactly 0 there), and anything beyond is clamped.

use mechanics::tolerance;

/// How close to 0 or 1 an exact probability prints as that bound: the precision the exact
/// laws are computed to (`mechanics::tolerance::EXACT`).
pub const NOISE: f64 = tolerance::EXACT;

/// The most decimals a player's percentage gets: beyond it, `<0.001 %` and `>99.999 %`.
const PERCENT_DECIMALS: i32 = 3;

/// The digits the human formats print numbers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Digits {
    /// What a player reads: probabilities in percent with the digits that tell them apart
    /// (`73.9 %`, `99.47 %`, `<0.001 %`), other numbers to three significant digits, whole
    /// numbers whole, sigmas to one decimal.
    #[default]
    Player,
    /// `N` decimals (`--digits N`): probabilities as fractions (`0.738937`), values below
    /// 1e-4 in scientific notation with `N` significant digits; whole numbers whole.
    Fixed(u8),
}

/// The digits Markdown prints by default, as the tables did before they were made for a
/// player: 6 decimals.
pub const MARKDOWN_DIGITS: Digits = Digits::Fixed(6);

/// One table cell: text, or a number that each format prints with its own digits.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// Text, printed as it is.
    Text(String),
    /// No value: `-`.
    Missing,
    /// A probability (0..1).
    Prob(f64),
    /// A measured number (a mean, a rate, a ratio).
    Num(f64),
    /// A number always printed with this many decimals (an EV in hundredths: `38.40`).
    Decimals(f64, u8),
    /// A whole number.
    Int(i64),
    /// An interval of probabilities (`true`) or of numbers.
    Interval([f64; 2], bool),
    /// A distance in standard errors.
    Sigmas(f64),
    /// A difference, with its sign: of probabilities (`true`, in percentage points to a
    /// player) or of numbers.
    Diff(f64, bool),
}

impl From<String> for Cell {
    fn from(s: String) -> Self {
        Cell::Text(s)
    }
}

impl From<&str> for Cell {
    fn from(s: &str) -> Self {
        Cell::Text(s.to_string())
    }
}

impl From<i32> for Cell {
    fn from(v: i32) -> Self {
        Cell::Int(i64::from(v))
    }
}

impl From<u32> for Cell {
    fn from(v: u32) -> Self {
        Cell::Int(i64::from(v))
    }
}

impl From<u64> for Cell {
    fn from(v: u64) -> Self {
        i64::try_from(v).map_or(Cell::Num(v as f64), Cell::Int)
    }
}

impl From<usize> for Cell {
    fn from(v: usize) -> Self {
        Cell::from(v as u64)
    }
}

impl Cell {
    /// The cell as `digits` print it.
    pub fn render(&self, digits: Digits) -> String {
        match (self, digits) {
            (Cell::Text(s), _) => s.clone(),
            (Cell::Missing, _) => "-".into(),
            (Cell::Int(v), _) => v.to_string(),
            (Cell::Decimals(v, d), Digits::Player) => format!("{v:.*}", usize::from(*d)),
            (Cell::Decimals(v, _) | Cell::Num(v), Digits::Fixed(n)) => fixed(*v, n),
            (Cell::Num(v), Digits::Player) => significant(*v),
            (Cell::Prob(p), Digits::Player) => percent(*p),
            (Cell::Prob(p), Digits::Fixed(n)) => fixed(probability(*p), n),
            (Cell::Interval([lo, hi], true), Digits::Player) => percent_interval(*lo, *hi),
            (Cell::Interval([lo, hi], false), Digits::Player) => number_interval(*lo, *hi),
            (Cell::Interval([lo, hi], prob), Digits::Fixed(n)) => {
                let f = |x: f64| fixed(if *prob { probability(x) } else { x }, n);
                format!("[{}, {}]", f(*lo), f(*hi))
            }
            (Cell::Sigmas(s), Digits::Player) => sigmas(*s, 1),
            (Cell::Sigmas(s), Digits::Fixed(_)) => sigmas(*s, 2),
            (Cell::Diff(d, _), _) if *d == 0.0 => "0".into(),
            (Cell::Diff(d, true), Digits::Player) => format!("{} pp", signed_points(*d)),
            (Cell::Diff(d, false), Digits::Player) => {
                let text = significant(*d);
                if text.starts_with('-') {
                    text
                } else {
                    format!("+{text}")
                }
            }
            (Cell::Diff(d, _), Digits::Fixed(n)) => {
                let text = fixed(*d, n);
                if text.starts_with('-') {
                    text
                } else {
                    format!("+{text}")
                }
            }
        }
    }

    /// The cell with every digit (CSV): the shortest decimal that reads back as the value.
    pub fn exact(&self) -> String {
        match self {
            Cell::Text(s) => s.clone(),
            Cell::Missing => String::new(),
            Cell::Int(v) => v.to_string(),
            Cell::Prob(v) | Cell::Num(v) | Cell::Decimals(v, _) => v.to_string(),
            Cell::Interval([lo, hi], _) => format!("[{lo}, {hi}]"),
            Cell::Sigmas(s) => sigmas(*s, 2),
            Cell::Diff(d, _) => d.to_string(),
        }
    }
}

/// `p` as a probability: within [`NOISE`] of 0 or 1 that bound, and clamped to 0..1.
pub fn probability(p: f64) -> f64 {
    if p.is_nan() {
        p
    } else if p <= NOISE {
        0.0
    } else if p >= 1.0 - NOISE {
        1.0
    } else {
        p
    }
}

/// A probability as a player reads it: `0`, `100 %`, else a percentage with one decimal, or
/// two significant digits of its distance to 0 % or 100 % when that is below 1 %
/// (`0.53 %`, `99.47 %`, `0.0012 %` capped at three decimals: `<0.001 %`, `>99.999 %`).
pub fn percent(p: f64) -> String {
    let p = probability(p);
    if p.is_nan() {
        return "-".into();
    }
    if p == 0.0 {
        return "0".into();
    }
    if p == 1.0 {
        return "100 %".into();
    }
    let x = 100.0 * p;
    let d = percent_decimals(x);
    let text = format!("{x:.*}", d as usize);
    let floor = 10f64.powi(-PERCENT_DECIMALS);
    if x < floor || text.parse::<f64>().is_ok_and(|v| v <= 0.0) {
        format!("<{floor:.*} %", PERCENT_DECIMALS as usize)
    } else if 100.0 - x < floor || text.parse::<f64>().is_ok_and(|v| v >= 100.0) {
        format!(">{:.*} %", PERCENT_DECIMALS as usize, 100.0 - floor)
    } else {
        format!("{text} %")
    }
}

/// A probability in a sentence: [`percent`], with 0 as `0 %` (`you win 0 %`).
pub fn percent_words(p: f64) -> String {
    match percent(p).as_str() {
        "0" => "0 %".into(),
        text => text.into(),
    }
}

/// The decimals of a percentage `x` (0 < x < 100): one, or two significant digits of its
/// distance to the nearer bound when that is below 1, at most [`PERCENT_DECIMALS`].
fn percent_decimals(x: f64) -> i32 {
    let q = x.min(100.0 - x);
    if q >= 1.0 {
        1
    } else {
        (1 + (-q.log10()).ceil() as i32).clamp(1, PERCENT_DECIMALS)
    }
}

/// A difference of probabilities in percentage points with its sign, the digits as a
/// percentage's: `+4.0`, `-0.53`; below 0.001 points `<0.001` with its sign.
fn signed_points(d: f64) -> String {
    let x = 100.0 * d;
    let q = x.abs();
    let places = if q >= 1.0 {
        1
    } else {
        (1 + (-q.log10()).ceil() as i32).clamp(1, PERCENT_DECIMALS)
    } as usize;
    let text = format!("{q:.places$}");
    let sign = if x < 0.0 { '-' } else { '+' };
    if text.parse::<f64>().is_ok_and(|v| v == 0.0) {
        format!(
            "{sign}<{:.*}",
            PERCENT_DECIMALS as usize,
            10f64.powi(-PERCENT_DECIMALS)
        )
    } else {
        format!("{sign}{text}")
    }
}

/// An interval of probabilities in percent, without the sign the point beside it carries:
/// `73.4–74.6`, both ends with the digits the finer one needs.
fn percent_interval(lo: f64, hi: f64) -> String {
    let (lo, hi) = (100.0 * probability(lo), 100.0 * probability(hi));
    let inner = |x: f64| {
        if x <= 0.0 || x >= 100.0 {
            1
        } else {
            percent_decimals(x)
        }
    };
    let d = inner(lo).max(inner(hi)) as usize;
    // A hair inside before rounding outwards, so that an end the decimals hold exactly
    // (74.6 stored as 74.600000000001) is not pushed to the next one.
    let down = |x: f64| (x + 1e-9).floor();
    let up = |x: f64| (x - 1e-9).ceil();
    format!("{}–{}", end(lo, d, down), end(hi, d, up))
}

/// An end of an interval with `d` decimals, rounded outwards by `outwards` (the lower end
/// down, the upper end up, so that the printed interval holds the real one), `0` and `100`
/// as they are.
fn end(x: f64, d: usize, outwards: fn(f64) -> f64) -> String {
    let scale = 10f64.powi(d as i32);
    let x = outwards(x * scale) / scale;
    let text = format!("{x:.d$}");
    match text.parse::<f64>() {
        Ok(0.0) => "0".into(),
        Ok(100.0) => "100".into(),
        _ => text,
    }
}

/// An interval of numbers with the decimals that tell its ends apart (two significant
/// digits of its width), at least those of [`significant`], rounded outwards:
/// `28.72–29.24`, `146.381–146.432`.
fn number_interval(lo: f64, hi: f64) -> String {
    let width = hi - lo;
    let of_width = if width > 0.0 && width.is_finite() {
        (1 - width.log10().floor() as i32).clamp(0, 6)
    } else {
        0
    };
    let of_value = |v: f64| {
        let a = v.abs();
        if a == 0.0 || !a.is_finite() {
            0
        } else {
            (2 - a.log10().floor() as i32).clamp(0, 6)
        }
    };
    let d = of_width.max(of_value(lo)).max(of_value(hi)) as usize;
    let scale = 10f64.powi(d as i32);
    let (lo, hi) = (
        (lo * scale + 1e-9).floor() / scale,
        (hi * scale - 1e-9).ceil() / scale,
    );
    format!("{lo:.d$}–{hi:.d$}")
}

/// `v` to three significant digits, whole when it is whole or at least 100 (`8.40`,
/// `29.1`, `146`, `0.994`, `12`), in scientific notation below 0.001.
pub fn significant(v: f64) -> String {
    if !v.is_finite() {
        return v.to_string();
    }
    if v == 0.0 {
        return "0".into();
    }
    if v.fract() == 0.0 && v.abs() < 1e15 {
        return format!("{v:.0}");
    }
    let a = v.abs();
    if a < 1e-3 {
        return format!("{v:.1e}");
    }
    let d = (2 - a.log10().floor() as i32).max(0) as usize;
    format!("{v:.d$}")
}

/// `v` with `n` decimals, whole when it is whole, in scientific notation (`n` significant
/// digits) when it is below 1e-4 and not 0.
pub fn fixed(v: f64, n: u8) -> String {
    if !v.is_finite() {
        return v.to_string();
    }
    if v == 0.0 {
        return "0".into();
    }
    if v.fract() == 0.0 && v.abs() < 1e15 {
        return format!("{v:.0}");
    }
    if v.abs() < 1e-4 {
        return format!("{v:.*e}", usize::from(n.saturating_sub(1)));
    }
    format!("{v:.*}", usize::from(n))
}

/// A distance in standard errors with `d` decimals and its sign: `+1.2`, or `+inf`/`-inf`
/// when the impossible was observed.
fn sigmas(s: f64, d: usize) -> String {
    if s.is_finite() {
        format!("{s:+.d$}")
    } else if s > 0.0 {
        "+inf".to_string()
    } else {
        "-inf".to_string()
    }
}
