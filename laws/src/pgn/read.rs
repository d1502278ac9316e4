//! PGN import: `pgn-reader` visits each game cut out by `scan`.

use std::ops::ControlFlow;
use std::time::Duration;

use pgn_reader::{Outcome, RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::fen::Fen;
use shakmaty::san::{San, SanError};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position};

use crate::notation::fen;

use super::scan::{self, BadToken, UciToken, shorten};
use super::{ImportedGame, MoveNotes, MovePlace, PgnError};

/// Reads every game of a PGN text; one result per game, in file order.
/// A bad game does not stop the games after it.
pub fn read_games(text: &str) -> Vec<Result<ImportedGame, PgnError>> {
    read_games_bytes(text.as_bytes())
}

/// Like [`read_games`] for bytes that may not be UTF-8 (old files are often
/// Latin-1): tags and comments get U+FFFD for invalid sequences.
pub fn read_games_bytes(bytes: &[u8]) -> Vec<Result<ImportedGame, PgnError>> {
    scan::chunks(bytes)
        .enumerate()
        .map(|(i, chunk)| read_chunk(i.saturating_add(1), &chunk))
        .collect()
}

/// Reads the first game of a PGN text; [`PgnError::NoGame`] if there is none.
///
/// ```
/// let game = laws::pgn::read_first("[White \"Morphy\"]\n\n1. e4 e5 2. Nf3 d6 *").unwrap();
/// assert_eq!(game.tag("White"), Some("Morphy"));
/// assert_eq!(game.moves.len(), 4);
/// assert!(laws::pgn::read_first("").is_err());
/// ```
pub fn read_first(text: &str) -> Result<ImportedGame, PgnError> {
    read_first_bytes(text.as_bytes())
}

/// Like [`read_first`] for bytes that may not be UTF-8.
pub fn read_first_bytes(bytes: &[u8]) -> Result<ImportedGame, PgnError> {
    match scan::chunks(bytes).next() {
        Some(chunk) => read_chunk(1, &chunk),
        None => Err(PgnError::NoGame),
    }
}

fn read_chunk(game: usize, chunk: &scan::Chunk<'_>) -> Result<ImportedGame, PgnError> {
    let mut importer = Importer {
        game,
        bad: chunk.bad.as_ref(),
        uci: &chunk.uci,
    };
    match Reader::new(chunk.bytes).read_game(&mut importer) {
        Ok(Some(result)) => result,
        Ok(None) => Err(PgnError::NoGame),
        Err(err) => Err(PgnError::Syntax {
            game,
            reason: err.to_string(),
        }),
    }
}

struct Importer<'a> {
    game: usize,
    bad: Option<&'a BadToken>,
    /// UCI promotions `pgn-reader` skips, played at their place.
    uci: &'a [UciToken],
}

#[derive(Default)]
struct TagState {
    tags: Vec<(String, String)>,
    fen: Option<String>,
    setup: Option<String>,
    variant: Option<String>,
}

struct GameState {
    tags: Vec<(String, String)>,
    start: Chess,
    pos: Chess,
    moves: Vec<Move>,
    notes: Vec<MoveNotes>,
    result: Option<String>,
    /// Pieces of a comment longer than the reader's buffer.
    partial: Vec<u8>,
    /// The FEN's castling rights are Chess960 ones (rooks not where
    /// standard chess has them): a castling move is Chess960 castling.
    chess960: bool,
}

impl Importer<'_> {
    fn place(&self, st: &GameState) -> MovePlace {
        MovePlace::new(self.game, &st.start, st.moves.len())
    }

    /// Plays the UCI promotions that come next in the main line.
    fn play_uci(&self, st: &mut GameState) -> Result<(), PgnError> {
        let uci = self.uci;
        while let Some(t) = uci.iter().find(|t| t.before_moves == st.moves.len()) {
            match t.uci.to_move(&st.pos) {
                Ok(mv) => {
                    st.pos.play_unchecked(mv);
                    st.moves.push(mv);
                    st.notes.push(MoveNotes::default());
                }
                Err(_) => {
                    return Err(PgnError::IllegalMove {
                        at: self.place(st),
                        san: t.token.clone(),
                    });
                }
            }
        }
        Ok(())
    }

    /// The scanner's bad token, if the main line has reached it.
    fn bad_here(&self, st: &GameState) -> Option<PgnError> {
        let bad = self.bad?;
        (bad.before_moves == st.moves.len()).then(|| PgnError::UnreadableMove {
            at: self.place(st),
            token: bad.token.clone(),
        })
    }

    fn start_position(&self, tags: &TagState) -> Result<Chess, PgnError> {
        let Some(fen_text) = &tags.fen else {
            return match tags.setup.as_deref().map(str::trim) {
                Some("1") => Err(PgnError::SetUpWithoutFen { game: self.game }),
                _ => Ok(Chess::default()),
            };
        };
        let bad_fen = |reason| PgnError::BadFen {
            game: self.game,
            fen: shorten(fen_text),
            reason,
        };
        // Castling rights or an en passant square that the board does not
        // allow are common slips in hand-made FENs and change nothing.
        fen::read_fen(fen_text, true).map_err(bad_fen)
    }

    /// A `[Variant]` tag other than standard chess.
    fn variant(&self, tags: &TagState) -> Option<PgnError> {
        let variant = tags.variant.as_deref()?.trim();
        let standard = [
            "",
            "standard",
            "chess",
            "normal",
            "from position",
            "fromposition",
        ];
        (!standard.contains(&variant.to_lowercase().as_str())).then(|| PgnError::NotStandardChess {
            game: self.game,
            variant: shorten(variant),
        })
    }
}

impl Visitor for Importer<'_> {
    type Tags = TagState;
    type Movetext = GameState;
    type Output = Result<ImportedGame, PgnError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(TagState::default())
    }

    fn tag(
        &mut self,
        tags: &mut TagState,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let name = String::from_utf8_lossy(name).into_owned();
        let value = value.decode_utf8_lossy().into_owned();
        match name.as_str() {
            "FEN" => tags.fen = Some(value.clone()),
            "SetUp" => tags.setup = Some(value.clone()),
            "Variant" => tags.variant = Some(value.clone()),
            _ => {}
        }
        tags.tags.push((name, value));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: TagState) -> ControlFlow<Self::Output, GameState> {
        if let Some(err) = self.variant(&tags) {
            return ControlFlow::Break(Err(err));
        }
        let chess960 = tags.fen.as_deref().is_some_and(chess960_castling);
        match self.start_position(&tags) {
            Ok(start) => ControlFlow::Continue(GameState {
                chess960,
                tags: tags.tags,
                pos: start.clone(),
                start,
                moves: Vec::new(),
                notes: Vec::new(),
                result: None,
                partial: Vec::new(),
            }),
            Err(err) => ControlFlow::Break(Err(err)),
        }
    }

    fn san(&mut self, st: &mut GameState, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if let Err(err) = self.play_uci(st) {
            return ControlFlow::Break(Err(err));
        }
        if let Some(err) = self.bad_here(st) {
            return ControlFlow::Break(Err(err));
        }
        if san_plus.san == San::Null {
            return ControlFlow::Break(Err(PgnError::NullMove { at: self.place(st) }));
        }
        // A move written in UCI ("g1f3", "e7e8q"), as engines write it, is
        // read as such when it is no SAN move.
        let played = san_plus
            .san
            .to_move(&st.pos)
            .or_else(|e| uci_move(&san_plus, &st.pos).ok_or(e));
        match played {
            Ok(mv) => {
                st.pos.play_unchecked(mv);
                st.moves.push(mv);
                st.notes.push(MoveNotes::default());
                ControlFlow::Continue(())
            }
            Err(kind) => {
                if st.chess960 && matches!(san_plus.san, San::Castle(_)) {
                    return ControlFlow::Break(Err(PgnError::NotStandardChess {
                        game: self.game,
                        variant: "Chess960".into(),
                    }));
                }
                let at = self.place(st);
                let san = san_plus.to_string();
                ControlFlow::Break(Err(match kind {
                    SanError::AmbiguousSan => PgnError::AmbiguousMove { at, san },
                    SanError::IllegalSan => PgnError::IllegalMove { at, san },
                }))
            }
        }
    }

    fn partial_comment(
        &mut self,
        st: &mut GameState,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        st.partial.extend_from_slice(comment.as_bytes());
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        st: &mut GameState,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        let mut bytes = std::mem::take(&mut st.partial);
        bytes.extend_from_slice(comment.as_bytes());
        // A comment before the first move describes the game, not a move.
        if let Some(notes) = st.notes.last_mut() {
            add_comment(notes, &String::from_utf8_lossy(&bytes));
        }
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, st: &mut GameState, outcome: Outcome) -> ControlFlow<Self::Output> {
        st.result = Some(outcome.to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mut st: GameState) -> Self::Output {
        self.play_uci(&mut st)?;
        if let Some(err) = self.bad_here(&st) {
            return Err(err);
        }
        let result = st.result.or_else(|| {
            st.tags
                .iter()
                .find(|(n, _)| n == "Result")
                .map(|(_, v)| v.clone())
        });
        Ok(ImportedGame {
            tags: st.tags,
            start: st.start,
            moves: st.moves,
            result,
            notes: st.notes,
        })
    }
}

/// The move a SAN token means when read as UCI ("g1f3" reads as a pawn
/// on g1 in SAN), if it is legal.
fn uci_move(san_plus: &SanPlus, pos: &Chess) -> Option<Move> {
    let text = san_plus.san.to_string();
    UciMove::from_ascii(text.as_bytes()).ok()?.to_move(pos).ok()
}

/// Castling rights in a FEN that only Chess960 explains: legal with them in
/// Chess960 mode but not in standard chess.
fn chess960_castling(fen_text: &str) -> bool {
    let Ok(fen) = Fen::from_ascii(fen_text.trim().as_bytes()) else {
        return false;
    };
    let standard = fen.clone().into_position::<Chess>(CastlingMode::Standard);
    let chess960 = fen.into_position::<Chess>(CastlingMode::Chess960);
    matches!(standard, Err(e) if e.kinds().contains(shakmaty::PositionErrorKinds::INVALID_CASTLING_RIGHTS))
        && chess960.is_ok_and(|p| p.castles().any())
}

/// Takes `[%clk ...]` and `(=)` out of a comment; the rest is free text.
fn add_comment(notes: &mut MoveNotes, text: &str) {
    let mut rest = String::new();
    let mut remaining = text;
    while let Some(open) = remaining.find("[%clk") {
        rest.push_str(remaining.get(..open).unwrap_or_default());
        let after = remaining.get(open + "[%clk".len()..).unwrap_or_default();
        match after.find(']') {
            Some(close) => {
                if let Some(clock) = parse_clock(after.get(..close).unwrap_or_default()) {
                    notes.clock = Some(clock);
                }
                remaining = after.get(close + 1..).unwrap_or_default();
            }
            None => {
                rest.push_str(remaining.get(open..).unwrap_or_default());
                remaining = "";
            }
        }
    }
    rest.push_str(remaining);
    let mut words = Vec::new();
    for word in rest.split_whitespace() {
        if word == "(=)" {
            notes.draw_offer = true;
        } else {
            words.push(word);
        }
    }
    if !words.is_empty() {
        let text = words.join(" ");
        notes.comment = Some(match notes.comment.take() {
            Some(before) => format!("{before} {text}"),
            None => text,
        });
    }
}

/// `h:mm:ss` or `h:mm:ss.f` (also `mm:ss`) into a duration.
fn parse_clock(text: &str) -> Option<Duration> {
    let text = text.trim();
    let mut parts = text.rsplitn(3, ':');
    let seconds: f64 = parts.next()?.parse().ok()?;
    let minutes: u64 = parts.next()?.parse().ok()?;
    let hours: u64 = match parts.next() {
        Some(h) => h.parse().ok()?,
        None => 0,
    };
    if !(0.0..60.0).contains(&seconds) || minutes >= 60 {
        return None;
    }
    let whole = hours.checked_mul(3600)?.checked_add(minutes * 60)?;
    Duration::try_from_secs_f64(seconds)
        .ok()?
        .checked_add(Duration::from_secs(whole))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Color;

    #[test]
    fn clock_forms() {
        assert_eq!(parse_clock("1:02:03"), Some(Duration::from_secs(3723)));
        assert_eq!(
            parse_clock(" 0:00:09.5 "),
            Some(Duration::from_millis(9500))
        );
        assert_eq!(parse_clock("5:07"), Some(Duration::from_secs(307)));
        assert_eq!(parse_clock("1:75:00"), None);
        assert_eq!(parse_clock("abc"), None);
        assert_eq!(parse_clock("99999999999999999999:00:00"), None);
    }

    #[test]
    fn comment_parts() {
        let mut notes = MoveNotes::default();
        add_comment(&mut notes, "[%clk 1:30:00] (=) good  move [%eval 0.3]");
        assert_eq!(notes.clock, Some(Duration::from_secs(5400)));
        assert!(notes.draw_offer);
        assert_eq!(notes.comment.as_deref(), Some("good move [%eval 0.3]"));
    }

    #[test]
    fn reads_tags_moves_and_result() {
        let game = read_first(
            "[White \"A\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
        )
        .unwrap();
        assert_eq!(game.tag("White"), Some("A"));
        assert_eq!(game.moves.len(), 7);
        assert_eq!(game.result.as_deref(), Some("1-0"));
        assert!(game.final_position().is_checkmate());
    }

    #[test]
    fn fen_start_with_black_to_move() {
        let text =
            "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. e4 *";
        let game = read_first(text).unwrap();
        assert_eq!(game.start.turn(), Color::Black);
        assert_eq!(game.moves.len(), 2);
        let err = read_first("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. Kd7 *")
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "Game 1, move 41 (White): 'Kd7' is not a legal move"
        );
    }

    #[test]
    fn setup_without_fen_is_an_error() {
        let err = read_first("[SetUp \"1\"]\n\n1. e4 *").unwrap_err();
        assert!(
            matches!(err, PgnError::SetUpWithoutFen { game: 1 }),
            "{err:?}"
        );
    }

    #[test]
    fn unreadable_token_after_the_last_move() {
        let err = read_first("1. e4 e5 2. Nf3 zz").unwrap_err();
        assert_eq!(
            err.to_string(),
            "Game 1, move 2 (Black): 'zz' is not a move in algebraic notation"
        );
    }

    #[test]
    fn ambiguous_move() {
        let err = read_first("1. e4 e5 2. Nc3 Nc6 3. Ne2").unwrap_err();
        assert_eq!(
            err.to_string(),
            "Game 1, move 3 (White): 'Ne2' is ambiguous: more than one piece can make that move"
        );
    }

    #[test]
    fn unterminated_comment_is_a_syntax_error() {
        let err = read_first("1. e4 {never closed").unwrap_err();
        assert!(matches!(err, PgnError::Syntax { game: 1, .. }), "{err:?}");
    }

    #[test]
    fn long_comment_is_kept_whole() {
        let long = "word ".repeat(2000);
        let game = read_first(&format!("1. e4 {{{long}}} *")).unwrap();
        let kept = game.notes[0].comment.as_deref().unwrap_or_default();
        assert_eq!(kept.split(' ').count(), 2000);
    }

    #[test]
    fn nothing_is_no_game() {
        assert_eq!(read_first("  \n\n ").unwrap_err(), PgnError::NoGame);
        assert!(read_games("").is_empty());
    }
}

#[cfg(test)]
mod import_forms {
    use super::*;

    #[test]
    fn uci_moves_are_read() {
        let g = read_first(
            "1. g1f3 d7d5 2. e2e4 d5e4 3. f1c4 e4f3 4. e1g1 f3g2 5. c4f7 e8f7 6. d2d4 g2f1q *",
        )
        .unwrap();
        assert_eq!(g.moves.len(), 12);
        assert!(g.moves[6].is_castle());
        assert_eq!(g.moves[11].promotion(), Some(shakmaty::Role::Queen));
    }

    #[test]
    fn null_move_is_named() {
        let err = read_first("1. e4 e5 2. -- Nf6 *").unwrap_err();
        assert!(
            matches!(&err, PgnError::NullMove { at } if at.number == 2),
            "{err:?}"
        );
    }

    #[test]
    fn variants_are_not_standard_chess() {
        let err = read_first("[Variant \"Atomic\"]\n\n1. e4 e5 *").unwrap_err();
        assert!(
            matches!(&err, PgnError::NotStandardChess { variant, .. } if variant == "Atomic"),
            "{err:?}"
        );
        assert!(read_first("[Variant \"Standard\"]\n\n1. e4 e5 *").is_ok());
        let fen = "[SetUp \"1\"]\n[FEN \"bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w KQkq - 0 1\"]\n\n1. d4 d5 2. Nd3 Nd6 3. O-O *";
        let err = read_first(fen).unwrap_err();
        assert!(
            matches!(&err, PgnError::NotStandardChess { variant, .. } if variant == "Chess960"),
            "{err:?}"
        );
    }
}
