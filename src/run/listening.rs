//! `play --listen-from DIR`: the WAV files of a folder, in name order,
//! stand for the microphone; each utterance heard is carried out through
//! the one game loop like a typed line.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::game_loop::GameLoop;
use crate::listening::{Confirm, Listener, Outcome};
use crate::reply::Reply;
use listen::vad::{VadOptions, utterances};

/// What the command line says about listening.
#[derive(clap::Args, Clone, Debug, Default)]
pub(crate) struct ListenArgs {
    /// Hear moves and commands spoken, with this speech recogniser:
    /// pocketsphinx, optionally with the folder of its model
    /// (pocketsphinx:DIR); builds with the feature listen.
    #[arg(long, value_name = "ENGINE")]
    pub listen: Option<String>,
    /// Take the WAV files of DIR, in name order, as what the microphone
    /// hears.
    #[arg(long, value_name = "DIR")]
    pub listen_from: Option<PathBuf>,
    /// When a heard move is asked about before it is played: always,
    /// unsure (the default) or never.
    #[arg(long, value_enum, value_name = "WHEN", default_value = "unsure")]
    pub confirm: Confirm,
    /// Keep every utterance heard as a WAV file in DIR, for the arbiter.
    #[arg(long, value_name = "DIR")]
    pub keep_audio: Option<PathBuf>,
    /// The microphone to listen with (its name, or a part of it, as hear
    /// --list-microphones prints it; default: the system's default input).
    // Without --listen nothing listens, and with --listen-from the files
    // stand for the microphone: the option is refused there, not ignored.
    #[arg(
        long,
        value_name = "NAME",
        requires = "listen",
        conflicts_with = "listen_from"
    )]
    pub microphone: Option<String>,
}

impl ListenArgs {
    /// What the journal's settings keep of these arguments: the
    /// recogniser and the confirmation (the files and folders are this
    /// run's).
    pub fn recorded(&self) -> crate::settings::ListenSettings {
        use clap::ValueEnum;
        crate::settings::ListenSettings {
            engine: self.listen.clone().unwrap_or_else(|| "pocketsphinx".into()),
            confirm: self
                .confirm
                .to_possible_value()
                .map(|v| v.get_name().to_string())
                .unwrap_or_default(),
        }
    }

    /// Listening through the microphone as `recorded` says (a resumed
    /// game); a confirmation not known is the default.
    #[cfg(feature = "listen")]
    pub fn from_recorded(recorded: &crate::settings::ListenSettings) -> ListenArgs {
        use clap::ValueEnum;
        ListenArgs {
            listen: Some(recorded.engine.clone()),
            confirm: Confirm::from_str(&recorded.confirm, true).unwrap_or_default(),
            ..ListenArgs::default()
        }
    }
}

/// Why no listener could be opened: each carries what to say.
#[derive(Debug)]
pub(super) enum OpenError {
    /// The folder for the kept audio could not be made.
    Folder(String),
    /// The recogniser, its model or the vocabulary could not be had.
    Recogniser(String),
}

impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpenError::Folder(why) | OpenError::Recogniser(why) => f.write_str(why),
        }
    }
}

/// The listener `args` ask for, its folder for kept audio made; what to
/// say when it cannot be.
pub(super) fn open_listener(
    game: &GameLoop,
    args: &ListenArgs,
    vocabulary: &str,
) -> Result<Listener, OpenError> {
    let texts = game.session().texts();
    let engine = args.listen.as_deref().unwrap_or("pocketsphinx");
    let choice = engine
        .parse()
        .map_err(|e| OpenError::Recogniser(texts.listen_error(&e)))?;
    if let Some(keep) = &args.keep_audio {
        std::fs::create_dir_all(keep)
            .map_err(|e| OpenError::Folder(format!("{}: {e}", keep.display())))?;
    }
    Listener::new(
        &choice,
        vocabulary,
        args.confirm,
        args.keep_audio.clone(),
        texts,
    )
    .map_err(OpenError::Recogniser)
}

/// An utterance heard (from a file or the microphone) carried out in the
/// game: what is to be shown.
pub(super) fn take_utterance(
    game: &mut GameLoop,
    listener: &mut Listener,
    utterance: &[i16],
) -> Vec<Reply> {
    let pos = game.session().game().position().clone();
    let (outcome, heard) = listener.hear(&pos, utterance);
    // What was heard and how sure is journaled before what it does.
    let mut replies = match listener.take_record() {
        Some(record) => game.note_heard(&record),
        None => Vec::new(),
    };
    if let Some(note) = heard
        && outcome != Outcome::Ignore
    {
        replies.push(Reply::Print(note));
    }
    match outcome {
        Outcome::Line(line) => replies.extend(game.line(&line)),
        Outcome::Ask(q) | Outcome::Say(q) => replies.push(Reply::say(q)),
        Outcome::Ignore => {}
    }
    replies
}

/// Plays the game from the recordings in `args.listen_from`.
pub(super) fn drive_from(
    mut game: GameLoop,
    args: &ListenArgs,
    vocabulary: &str,
    first: Vec<Reply>,
) -> ExitCode {
    let texts = game.session().texts();
    let dir = args.listen_from.clone().unwrap_or_default();
    let mut listener = match open_listener(&game, args, vocabulary) {
        Ok(l) => l,
        Err(why) => return super::fail(why),
    };
    let mut files: Vec<PathBuf> = match std::fs::read_dir(&dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("wav")))
            .collect(),
        Err(e) => return super::fail(format_args!("{}: {e}", dir.display())),
    };
    files.sort();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let start = if first.is_empty() {
        game.session().start()
    } else {
        first
    };
    let _ = out.write_all(game.show(&start).as_bytes());
    let mut failed = false;
    for file in files {
        let mut samples = match listen::audio::read_wav(&file) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("annabella: {}", texts.listen_error(&e));
                failed = true;
                continue;
            }
        };
        // A microphone's faint floor, and silence before the first word.
        let mut padded = vec![0_i16; 4800];
        padded.append(&mut samples);
        padded.extend(std::iter::repeat_n(0, 4800));
        listen::audio::add_noise_floor(&mut padded, 0.003);
        for utterance in utterances(&padded, VadOptions::default()) {
            let replies = take_utterance(&mut game, &mut listener, &utterance);
            if !replies.is_empty() {
                let _ = out.write_all(game.show(&replies).as_bytes());
                let _ = out.flush();
            }
        }
    }
    if listener.asking() {
        listener.forget_question();
    }
    print!("{}", game.finish());
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Line {
        #[command(flatten)]
        listen: ListenArgs,
    }

    /// A heard move is asked about only when the recogniser is unsure,
    /// unless the player asks for every move to be asked about.
    #[test]
    fn heard_moves_are_asked_about_when_unsure_unless_always_is_asked() {
        let plain = Line::try_parse_from(["annabella", "--listen", "pocketsphinx"]).unwrap();
        assert_eq!(plain.listen.confirm, Confirm::Unsure);
        let always = Line::try_parse_from(["annabella", "--confirm", "always"]).unwrap();
        assert_eq!(always.listen.confirm, Confirm::Always);
        assert_eq!(Confirm::default(), Confirm::Unsure);
    }
}
