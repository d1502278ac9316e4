//! What Tab completion offers in this session: the command words of its
//! UI language and the words of the legal moves in its vocabulary.

use shakmaty::{CastlingSide, File, Move, Position, Rank, Role};

use super::Session;
use super::commands::{COMMAND_IDS, Command};
use crate::completion::{Completions, MoveWords};
use crate::messages::catalog::typed_words_in;

impl Session {
    /// The completions for the position as it stands.
    pub fn completions(&self) -> Completions {
        let mut commands: Vec<String> = Vec::new();
        for (id, _) in COMMAND_IDS {
            for w in typed_words_in(self.lang.code(), id) {
                if w.chars().all(char::is_alphabetic) && !commands.contains(&w) {
                    commands.push(w);
                }
            }
        }
        let lang = self.lang.code();
        let mut arguments: Vec<(String, Vec<String>)> = Vec::new();
        for (id, cmd) in COMMAND_IDS {
            let follow: Vec<String> = arguments_of(*cmd)
                .iter()
                .flat_map(|arg| typed_words_in(lang, arg))
                // Single letters ("s" for schwarz) are typed whole anyway.
                .filter(|w| {
                    w.chars().count() > 1 && w.chars().all(|c| c.is_alphanumeric() || c == '-')
                })
                .fold(Vec::new(), |mut all, w| {
                    if !all.contains(&w) {
                        all.push(w);
                    }
                    all
                });
            if follow.is_empty() {
                continue;
            }
            for w in typed_words_in(lang, id) {
                arguments.push((w, follow.clone()));
            }
        }
        let v = self.vocabulary();
        let words = MoveWords {
            pieces: Role::ALL
                .iter()
                .map(|r| v.role_word(*r).to_string())
                .collect(),
            files: File::ALL
                .iter()
                .map(|f| v.file_word(*f).to_string())
                .collect(),
            ranks: Rank::ALL
                .iter()
                .map(|r| v.rank_word(*r).to_string())
                .collect(),
            capture: v.capture_word().to_string(),
            castles: [CastlingSide::KingSide, CastlingSide::QueenSide]
                .iter()
                .map(|s| {
                    v.castle_word(*s)
                        .split_whitespace()
                        .map(str::to_string)
                        .collect()
                })
                .collect(),
        };
        let mut moves = Vec::new();
        if !self.game.is_over() {
            for m in self.game.position().legal_moves() {
                said_ways(&m, &words, &mut moves);
            }
        }
        Completions {
            commands,
            arguments,
            moves,
            words,
        }
    }
}

/// The catalog words (`words-*`) that can follow a command's word.
fn arguments_of(cmd: Command) -> &'static [&'static str] {
    const COLOURS: &[&str] = &["words-white", "words-black"];
    match cmd {
        Command::Resign | Command::Pieces | Command::Illegal => COLOURS,
        Command::Claim => &["words-repetition", "words-fifty", "words-quickplay"],
        Command::Board => &[
            "words-board-lift",
            "words-board-place",
            "words-board-check",
            "words-board-status",
            "words-flip",
            "words-white",
            "words-black",
        ],
        Command::Arbiter => &[
            "words-arbiter-add",
            "words-arbiter-set",
            "words-arbiter-pause",
            "words-arbiter-resume",
            "words-arbiter-start",
            "words-arbiter-result",
            "words-arbiter-reopen",
            "words-arbiter-grant",
            "words-arbiter-postpone",
            "words-arbiter-reject",
            "words-arbiter-flags",
        ],
        Command::Request => &["words-increment"],
        _ => &[],
    }
}

/// Every way `m` can be said (Appendix F): the piece (a pawn's may be
/// left out), the departure file, rank, both or neither (without a piece
/// word: the square, or a capturing pawn's file), the capture
/// word or not, the target, the piece a pawn becomes.
fn said_ways(m: &Move, w: &MoveWords, out: &mut Vec<Vec<String>>) {
    let word = |list: &[String], i: usize| list.get(i).cloned().unwrap_or_default();
    if let Some(side) = m.castling_side() {
        let i = usize::from(side == CastlingSide::QueenSide);
        if let Some(phrase) = w.castles.get(i) {
            out.push(phrase.clone());
        }
        return;
    }
    let Some(from) = m.from() else { return };
    let to = m.to();
    let role = m.role();
    let piece = word(&w.pieces, usize::from(role) - 1);
    let pieces: Vec<Option<String>> = if role == Role::Pawn {
        vec![None, Some(piece)]
    } else {
        vec![Some(piece)]
    };
    let file = |f: File| word(&w.files, f.to_usize());
    let rank = |r: Rank| word(&w.ranks, r.to_usize());
    let departures = [
        vec![],
        vec![file(from.file())],
        vec![rank(from.rank())],
        vec![file(from.file()), rank(from.rank())],
    ];
    let captures: &[bool] = if m.is_capture() {
        &[false, true]
    } else {
        &[false]
    };
    for p in &pieces {
        for (i, d) in departures.iter().enumerate() {
            // Without a piece word a lone departure file is a pawn's
            // capture ("Eva David fünf"), a lone rank nothing one says.
            let lone_file = i == 1;
            let lone_rank = i == 2;
            if p.is_none() && (lone_rank || (lone_file && !m.is_capture())) {
                continue;
            }
            for &c in captures {
                let mut said: Vec<String> = p.iter().cloned().collect();
                said.extend(d.iter().cloned());
                if c {
                    said.push(w.capture.clone());
                }
                said.push(file(to.file()));
                said.push(rank(to.rank()));
                if let Some(promoted) = m.promotion() {
                    said.push(word(&w.pieces, usize::from(promoted) - 1));
                }
                out.push(said);
            }
        }
    }
}
