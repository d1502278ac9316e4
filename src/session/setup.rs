//! Building a session from options (command line, config, transcript
//! header): start position, languages, rules settings, players.

use crate::errors::SetupError;
use shakmaty::Chess;

use super::timing::{TimeSource, Timing};
use super::{BrailleOut, BrailleSettings, Players, Session};
use braille::ChessCode;
use phonetics::{AnnounceOptions, Announcer, Builtin, Vocabulary};
use std::time::Duration;

use crate::messages::texts;
use laws::clock::{Clock, TimeControl, Warnings, parse_duration};
use laws::lang::Lang;
use laws::notation::{CaseRule, LangChoice, Reader, Writing, letters};
use laws::rules::{Game, Mode, RulesSettings};

pub use crate::settings::Settings as SessionOptions;

/// Reads a FEN into a legal position, or says why it is not one.
pub fn position_from_fen(fen: &str) -> Result<Chess, laws::notation::fen::FenError> {
    laws::notation::fen::read_fen(fen, false)
}

/// The spoken vocabulary: a built-in id, or a TOML file a club wrote (read
/// within the vocabulary files' size limit).
pub(crate) fn load_vocabulary(choice: Option<&str>) -> Result<Vocabulary, SetupError> {
    let choice = choice.unwrap_or("de");
    let loaded = match Builtin::from_id(choice) {
        Some(b) => b.load(),
        None => match crate::bounded::read_text(
            std::path::Path::new(choice),
            crate::bounded::FileKind::Vocabulary,
        ) {
            Ok(text) => Vocabulary::from_toml(&text),
            Err(e) => {
                return Err(SetupError::BadVocabulary {
                    choice: choice.to_string(),
                    why: e.to_string(),
                    kind: match &e {
                        crate::bounded::ReadError::Io(io) => Some(io.kind()),
                        crate::bounded::ReadError::TooLarge { .. } => None,
                    },
                });
            }
        },
    };
    loaded.map_err(|e| SetupError::BadVocabulary {
        choice: choice.to_string(),
        why: e.to_string(),
        kind: None,
    })
}

/// The talking clock's automatic announcements from the options.
fn warnings_from(opts: &SessionOptions) -> Result<Warnings, SetupError> {
    let mut w = Warnings::none();
    if let Some(text) = &opts.warn
        && text.trim() != "none"
    {
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let d = parse_duration(part).map_err(|_| SetupError::BadWarnings(text.clone()))?;
            w.thresholds.push(d);
        }
    }
    if let Some(text) = &opts.announce_every {
        let d = parse_duration(text).map_err(|_| SetupError::BadWarnings(text.clone()))?;
        w.every = Some(d);
        w.final_window = Duration::from_secs(5 * 60);
        w.final_every = Some(Duration::from_secs(60));
    }
    Ok(w)
}

pub(super) fn build(opts: &SessionOptions) -> Result<Session, SetupError> {
    let mut imported_end = None;
    let (start, moves, tags) = match (&opts.pgn_text, &opts.fen) {
        (Some(text), _) => {
            let g = laws::pgn::read_first(text).map_err(|e| {
                SetupError::BadPgn(
                    crate::messages::texts(opts.lang.unwrap_or_default()).pgn_error(&e),
                )
            })?;
            imported_end = super::record::ImportedEnd::of(&g);
            (g.start.clone(), g.moves.clone(), g.tags.clone())
        }
        (None, Some(f)) => (
            position_from_fen(f).map_err(|e| {
                SetupError::BadFen(
                    crate::messages::texts(opts.lang.unwrap_or_default()).fen_error(&e),
                )
            })?,
            Vec::new(),
            Vec::new(),
        ),
        (None, None) => (Chess::default(), Vec::new(), Vec::new()),
    };
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, v)| n == name && v != "?" && !v.is_empty())
            .map(|(_, v)| v.clone())
    };
    let control = match opts.time_control.clone().or_else(|| tag("TimeControl")) {
        Some(tc) => Some(
            tc.parse::<TimeControl>()
                .map_err(SetupError::BadTimeControl)?,
        ),
        None => None,
    };
    // The base time of the first period, for the announcement form.
    let control_base = control
        .as_ref()
        .filter(|c| c.is_timed())
        .and_then(|c| c.periods().first())
        .map(|p| p.base);
    let mode = opts
        .mode
        .or_else(|| control.as_ref().map(|c| c.mode()))
        .unwrap_or(Mode::Standard);
    let choice = match &opts.notation {
        Some(code) => {
            LangChoice::parse(code).ok_or_else(|| SetupError::UnknownNotation(code.clone()))?
        }
        None => LangChoice::Auto,
    };
    let writing = match &opts.write_notation {
        Some(code) => {
            Writing::by_code(code).ok_or_else(|| SetupError::UnknownNotation(code.clone()))?
        }
        None => Writing::Letters(match choice {
            LangChoice::One(i) => letters::all()
                .get(i)
                .ok_or_else(|| SetupError::UnknownNotation(String::new()))?,
            // Moves are written with the letters of the user's language.
            LangChoice::Auto => letters::by_code(opts.lang.unwrap_or_default().code())
                .or_else(|| letters::by_code("en"))
                .ok_or_else(|| SetupError::UnknownNotation("en".into()))?,
        }),
    };
    let case = if opts.strict_case {
        CaseRule::Exact
    } else {
        CaseRule::Any
    };
    let settings = RulesSettings {
        illegal_moves: opts.illegal_moves,
        mode,
        resignation_always_loses: opts.resignation_always_loses,
    };
    let lang = opts.lang.unwrap_or_default();
    let mut game = Game::new(start, settings);
    for m in moves.iter() {
        game.play(*m).map_err(|e| {
            SetupError::BadPgn(super::import_error::replay_error(
                crate::messages::texts(lang),
                &game,
                *m,
                &e,
            ))
        })?;
    }
    // A game that ended in the file stays ended:
    // its result from the file is the game's until the arbiter reopens it
    // (`arbiter reopen`); no move, undo or claim is taken before. Where the
    // final position decided by itself (a mate), that result counts.
    match (&imported_end, game.result()) {
        (Some(end), None) => {
            game.declare(end.ending.clone());
        }
        (Some(_), Some(_)) => imported_end = None,
        (None, _) => {}
    }
    let source = if opts.real_time {
        TimeSource::Real(std::time::Instant::now())
    } else {
        TimeSource::Virtual(std::time::Duration::ZERO)
    };
    let quickplay = super::quickplay::from_settings(opts, control.as_ref(), mode)
        .map_err(SetupError::BadQuickplay)?;
    let warnings = warnings_from(opts)?;
    let clock = control
        .filter(|c| c.is_timed())
        .map(|c| Clock::new(c).with_warnings(warnings));
    // The clock starts with `start` or the first move, for the side to
    // move then (Black in a game continued with Black to move).
    let mut timing = Timing::new(source, clock);
    // A game continued from a PGN: no clock times are known for its moves.
    timing.after_move.resize(game.moves().len(), None);
    let out: BrailleOut = match &opts.braille {
        Some(b) => b.parse().map_err(SetupError::BadBraille)?,
        None => BrailleOut::Off,
    };
    let braille = BrailleSettings {
        out,
        literary: true,
        line_width: match opts.line_width {
            Some(w) => usize::try_from(w).unwrap_or(usize::MAX),
            None if out != BrailleOut::Off => 40,
            None => 0,
        },
        code: ChessCode::builtin(opts.braille_code.as_deref().unwrap_or(
            // German messages go with German piece letters in braille.
            if lang == Lang::De { "de" } else { "uk" },
        ))
        .map_err(|e| SetupError::BadBraille(format!("{e}: expected uk or de")))?,
        mark: match &opts.diagram_mark {
            Some(m) => m.parse().map_err(SetupError::BadBraille)?,
            None => braille::DiagramMark::default(),
        },
    };
    let blind = match opts.blind.as_deref().map(str::to_lowercase).as_deref() {
        None | Some("both" | "beide") => None,
        Some(w) => Some(super::parse_colour(w).ok_or_else(|| SetupError::BadBlind(w.to_string()))?),
    };
    // The blind player types (D.2.10 without an assistant): turns are
    // told as "you" and "opponent", so the colour must be known.
    let player = match opts.operator.as_deref().map(str::to_lowercase).as_deref() {
        None | Some("assistant" | "assistent" | "ассистент") => None,
        Some("player" | "spieler" | "игрок") => {
            Some(blind.ok_or(SetupError::OperatorNeedsBlind)?)
        }
        Some(w) => return Err(SetupError::BadOperator(w.to_string())),
    };
    let vocab = load_vocabulary(opts.vocabulary.as_deref())?;
    // Read once: every move announced carries it.
    let announce_lang = vocab.language().parse().unwrap_or(Lang::De);
    let announcer = Announcer::new(
        vocab,
        AnnounceOptions {
            short_form: opts.short_form(control_base),
            move_number: opts.announce_move_numbers,
            ..AnnounceOptions::default()
        },
    );
    Ok(Session {
        announcer,
        announce_lang,
        may_correct: None,
        game_dir: None,
        adjourned: None,
        // A board named (virtual, or a serial port the game loop opens):
        // the pegged board is followed from the start, so a journal's
        // replay rebuilds it exactly.
        // An e-board named: its first board says whether it is right, as
        // when the game loop attaches it (a recording's replay says the
        // same).
        dgt: opts
            .dgt
            .as_ref()
            .map(|_| super::dgt_io::DgtState::connected()),
        hands: opts
            .board
            .as_ref()
            .map(|_| super::hands::Hands::new(shakmaty::Position::board(game.position()))),
        last_said: Vec::new(),
        lost_devices: Default::default(),
        braille,
        blind,
        player,
        game,
        reader: Reader::new(choice, case),
        lang,
        texts: texts(lang),
        writing,
        players: Players {
            date: opts
                .date
                .clone()
                .or_else(|| tag("Date"))
                .unwrap_or_default(),
            white: opts
                .white
                .clone()
                .or_else(|| tag("White"))
                .unwrap_or_default(),
            black: opts
                .black
                .clone()
                .or_else(|| tag("Black"))
                .unwrap_or_default(),
            event: opts
                .event
                .clone()
                .or_else(|| tag("Event"))
                .unwrap_or_default(),
            site: opts
                .site
                .clone()
                .or_else(|| tag("Site"))
                .unwrap_or_default(),
            round: opts
                .round
                .clone()
                .or_else(|| tag("Round"))
                .unwrap_or_default(),
            board_number: opts
                .board_number
                .or_else(|| tag("Board").and_then(|b| b.parse().ok())),
        },
        pending: None,
        timing,
        imported_end,
        quickplay,
    })
}
