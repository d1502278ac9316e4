//! The backends that need no extra build features: printed text, the
//! `espeak-ng` and `spd-say` commands, and WAV files written by
//! `espeak-ng -w` (the recording device of the Laws, D.2.7).

use std::fs::{self, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime};

use super::speakable::speakable;
use super::speaker::{Priority, Speaker, SpeechError, Utterance, time_limit};
use super::voice::Voice;
use laws::lang::Lang;

/// The most of a speech program's error output kept to report it; the
/// rest is read and dropped, so the program never blocks on a full pipe
/// and a program that writes without end cannot fill the memory.
const STDERR_KEPT: usize = 16 * 1024;

/// All of `from` read to its end, at most `kept` bytes of it kept (as
/// text, a byte that is none replaced).
fn read_kept(from: &mut impl Read, kept: usize) -> String {
    let mut text = Vec::new();
    let mut chunk = [0_u8; 4096];
    loop {
        match from.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => {
                let room = kept.saturating_sub(text.len()).min(n);
                text.extend_from_slice(&chunk[..room]);
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    String::from_utf8_lossy(&text).into_owned()
}

/// Where a program would run from: `name` itself when it has a
/// directory part, else the first match on PATH.
pub fn find_program(name: &str) -> Option<PathBuf> {
    let given = Path::new(name);
    if given.components().count() > 1 {
        return given.is_file().then(|| given.to_path_buf());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).find_map(|dir| {
        let candidate = dir.join(name);
        if candidate.is_file() {
            return Some(candidate);
        }
        let exe = dir.join(format!("{name}.exe"));
        exe.is_file().then_some(exe)
    })
}

/// A running command: polled, never waited for, so the queue stays free.
struct Job {
    program: String,
    child: Child,
    started: Instant,
    limit: Duration,
    stderr: Option<mpsc::Receiver<String>>,
}

impl Job {
    fn spawn(program: &Path, args: &[String], limit: Duration) -> Result<Job, SpeechError> {
        let name = program_name(program);
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::NotFound => SpeechError::CommandMissing {
                    program: name.clone(),
                },
                _ => SpeechError::CommandFailed {
                    program: name.clone(),
                    detail: e.to_string(),
                },
            })?;
        // Read stderr on the side: a daemon the command starts may keep
        // the pipe open, and the queue must never block on it.
        let stderr = child.stderr.take().map(|mut pipe| {
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || {
                let _ = tx.send(read_kept(&mut pipe, STDERR_KEPT));
            });
            rx
        });
        Ok(Job {
            program: name,
            child,
            started: Instant::now(),
            limit,
            stderr,
        })
    }

    /// Ok(true) while running, Ok(false) when it ended well.
    fn poll(&mut self) -> Result<bool, SpeechError> {
        match self.child.try_wait() {
            Ok(None) if self.started.elapsed() > self.limit => {
                self.kill();
                Err(SpeechError::TimedOut {
                    backend: self.program.clone(),
                    after: self.limit,
                })
            }
            Ok(None) => Ok(true),
            Ok(Some(status)) => {
                let stderr = self
                    .stderr
                    .take()
                    .and_then(|rx| rx.recv_timeout(Duration::from_millis(200)).ok())
                    .unwrap_or_default();
                // espeak-ng exits 0 even when it found no sound device or
                // could not write its file; only its message tells.
                if status.success() && !looks_like_error(&stderr) {
                    Ok(false)
                } else if stderr.contains("ALSA lib") {
                    // ALSA's own lines are English and many: the sound
                    // device is what failed.
                    Err(SpeechError::SoundDeviceFailed {
                        program: self.program.clone(),
                    })
                } else {
                    let detail = describe_failure(&stderr)
                        .unwrap_or_else(|| format!("exit status {}", status.code().unwrap_or(-1)));
                    Err(SpeechError::CommandFailed {
                        program: self.program.clone(),
                        detail,
                    })
                }
            }
            Err(e) => Err(SpeechError::CommandFailed {
                program: self.program.clone(),
                detail: e.to_string(),
            }),
        }
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            self.kill();
        }
    }
}

fn program_name(program: &Path) -> String {
    program.file_stem().map_or_else(
        || program.display().to_string(),
        |s| s.to_string_lossy().into_owned(),
    )
}

fn looks_like_error(stderr: &str) -> bool {
    let lower = stderr.to_lowercase();
    ["error", "can't", "cannot", "failed", "unknown pcm"]
        .iter()
        .any(|w| lower.contains(w))
}

/// The line that says what went wrong (ALSA prints many; the last one
/// that mentions an error is the summary).
fn first_error_line(stderr: &str) -> Option<String> {
    let lines: Vec<&str> = stderr
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    lines
        .iter()
        .rev()
        .find(|l| looks_like_error(l))
        .or(lines.last())
        .map(|l| l.chars().take(200).collect())
}

/// What a failed command's stderr says, in one line. ALSA's many lines
/// mean there is no usable sound device; say that first.
fn describe_failure(stderr: &str) -> Option<String> {
    let line = first_error_line(stderr)?;
    if !stderr.contains("ALSA lib") {
        return Some(line);
    }
    let pcm = stderr
        .lines()
        .find(|l| l.contains("Unknown PCM") || l.contains("cannot find card"))
        .and_then(|l| l.rsplit(')').next())
        .map_or(line, |l| l.trim().to_string());
    Some(format!("no working sound device (ALSA: {pcm})"))
}

/// espeak-ng voice for a language.
fn espeak_voice(lang: Lang) -> &'static str {
    lang.code()
}

/// Arguments for espeak-ng saying `u` (to the sound card, or to `wav`).
pub fn espeak_args(u: &Utterance, voice: &Voice, wav: Option<&Path>) -> Vec<String> {
    let mut args = Vec::new();
    if let Some(path) = wav {
        args.push("-w".to_string());
        args.push(path.display().to_string());
    }
    // A mixed utterance is SSML: each part in its own voice.
    if u.is_mixed() {
        args.push("-m".to_string());
    }
    args.extend([
        "-v".to_string(),
        espeak_voice(u.lang).to_string(),
        "-a".to_string(),
        voice.espeak_amplitude().to_string(),
        "-s".to_string(),
        voice.espeak_speed().to_string(),
        "--".to_string(),
        if u.is_mixed() {
            espeak_ssml(u)
        } else {
            speakable(&u.text, u.lang)
        },
    ]);
    args
}

/// SSML for espeak-ng (`-m`): every part in a `<voice name>` of its own.
/// espeak-ng 1.51 does not go back to an `-v en` voice after a
/// `<voice xml:lang="de">`, so each part names its voice, the sentence's
/// own parts too.
pub fn espeak_ssml(u: &Utterance) -> String {
    let mut ssml = String::from("<speak>");
    for (i, seg) in u.segments().into_iter().enumerate() {
        // The rewriting trims each part; a blank keeps words apart.
        if i > 0 {
            ssml.push(' ');
        }
        ssml.push_str("<voice name=\"");
        ssml.push_str(espeak_voice(seg.lang));
        ssml.push_str("\">");
        ssml.push_str(&xml_escape(&speakable(&seg.text, seg.lang)));
        ssml.push_str("</voice>");
    }
    ssml.push_str("</speak>");
    ssml
}

/// Text as XML character data.
fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// Arguments for spd-say, one request per part of the utterance, each
/// with its language (`-l de` for Appendix words): speech-dispatcher
/// takes SSML (`-x`) only through some of its output modules, a
/// language per request through all of them.
pub fn spd_requests(u: &Utterance, voice: &Voice) -> Vec<Vec<String>> {
    u.segments()
        .into_iter()
        .filter(|s| s.text.chars().any(char::is_alphanumeric))
        .map(|s| spd_args(&Utterance::new(s.text, s.lang, u.priority), voice))
        .collect()
}

/// Arguments for spd-say. Our priorities map onto speech-dispatcher's,
/// so the daemon itself cuts stale chatter when a move comes.
pub fn spd_args(u: &Utterance, voice: &Voice) -> Vec<String> {
    let priority = match u.priority {
        Priority::Chatter => "notification",
        Priority::Normal => "text",
        Priority::Move => "message",
        Priority::Urgent => "important",
    };
    vec![
        "-w".to_string(),
        "-N".to_string(),
        "annabella".to_string(),
        "-l".to_string(),
        u.lang.code().to_string(),
        "-r".to_string(),
        voice.spd_rate().to_string(),
        "-i".to_string(),
        voice.spd_volume().to_string(),
        "-P".to_string(),
        priority.to_string(),
        "--".to_string(),
        speakable(&u.text, u.lang),
    ]
}

/// Each utterance printed as one line: `marker` then the text. The caller
/// picks a marker that cannot be mistaken for other output (the scripted
/// session and transcripts use this backend).
pub struct TextSpeaker {
    marker: String,
    out: Box<dyn Write + Send>,
}

impl TextSpeaker {
    /// Prints each utterance to `out`, one line behind `marker`.
    pub fn new(marker: impl Into<String>, out: Box<dyn Write + Send>) -> TextSpeaker {
        TextSpeaker {
            marker: marker.into(),
            out,
        }
    }

    /// Prints each utterance to standard output, behind `marker`.
    pub fn stdout(marker: impl Into<String>) -> TextSpeaker {
        TextSpeaker::new(marker, Box::new(std::io::stdout()))
    }
}

impl Speaker for TextSpeaker {
    fn name(&self) -> String {
        "text".to_string()
    }

    fn start(&mut self, u: &Utterance, _voice: &Voice) -> Result<(), SpeechError> {
        let line = u.text.replace(['\n', '\r'], " ");
        writeln!(self.out, "{}{line}", self.marker)
            .and_then(|()| self.out.flush())
            .map_err(|e| SpeechError::Engine {
                backend: "text".to_string(),
                detail: e.to_string(),
            })
    }

    fn busy(&mut self) -> Result<bool, SpeechError> {
        Ok(false)
    }

    fn stop(&mut self) {}
}

/// The `espeak-ng` command on the sound card: German voice for Appendix F
/// words, the UI language's voice otherwise.
pub struct EspeakSpeaker {
    program: PathBuf,
    job: Option<Job>,
}

impl EspeakSpeaker {
    /// `espeak-ng` as found on the PATH.
    pub fn new() -> EspeakSpeaker {
        EspeakSpeaker::with_program("espeak-ng")
    }

    /// Another program or path (tests, unusual installs).
    pub fn with_program(program: impl Into<PathBuf>) -> EspeakSpeaker {
        EspeakSpeaker {
            program: program.into(),
            job: None,
        }
    }
}

impl Default for EspeakSpeaker {
    fn default() -> Self {
        EspeakSpeaker::new()
    }
}

impl Speaker for EspeakSpeaker {
    fn name(&self) -> String {
        program_name(&self.program)
    }

    fn start(&mut self, u: &Utterance, voice: &Voice) -> Result<(), SpeechError> {
        self.stop();
        let args = espeak_args(u, voice, None);
        self.job = Some(Job::spawn(&self.program, &args, time_limit(&u.text))?);
        Ok(())
    }

    fn busy(&mut self) -> Result<bool, SpeechError> {
        let Some(job) = self.job.as_mut() else {
            return Ok(false);
        };
        let result = job.poll();
        if !matches!(result, Ok(true)) {
            self.job = None;
        }
        result
    }

    fn stop(&mut self) {
        if let Some(mut job) = self.job.take() {
            job.kill();
        }
    }
}

/// speech-dispatcher through `spd-say`, for builds without `native`.
pub struct SpdSpeaker {
    program: PathBuf,
    job: Option<Job>,
    /// The requests of the utterance's later parts, said in turn.
    next: std::collections::VecDeque<Vec<String>>,
}

impl SpdSpeaker {
    /// `spd-say` as found on the PATH.
    pub fn new() -> SpdSpeaker {
        SpdSpeaker::with_program("spd-say")
    }

    /// speech-dispatcher through the `spd-say` program at `program`.
    pub fn with_program(program: impl Into<PathBuf>) -> SpdSpeaker {
        SpdSpeaker {
            program: program.into(),
            job: None,
            next: std::collections::VecDeque::new(),
        }
    }

    /// Whether the daemon answers (it lists its output modules within
    /// three seconds; spd-say starts the daemon when it can).
    pub fn answers(&self) -> bool {
        let Ok(mut job) = Job::spawn(&self.program, &["-O".to_string()], Duration::from_secs(3))
        else {
            return false;
        };
        loop {
            match job.poll() {
                Ok(true) => std::thread::sleep(Duration::from_millis(20)),
                Ok(false) => return true,
                Err(_) => return false,
            }
        }
    }
}

impl SpdSpeaker {
    /// Starts the next request of the utterance (none left: nothing).
    fn spawn_next(&mut self) -> Result<(), SpeechError> {
        self.job = None;
        let Some(args) = self.next.pop_front() else {
            return Ok(());
        };
        let limit = time_limit(args.last().map_or("", String::as_str));
        self.job = Some(Job::spawn(&self.program, &args, limit)?);
        Ok(())
    }
}

impl Default for SpdSpeaker {
    fn default() -> Self {
        SpdSpeaker::new()
    }
}

impl Speaker for SpdSpeaker {
    fn name(&self) -> String {
        "speech-dispatcher".to_string()
    }

    fn start(&mut self, u: &Utterance, voice: &Voice) -> Result<(), SpeechError> {
        self.stop();
        self.next = spd_requests(u, voice).into();
        self.spawn_next()
    }

    fn busy(&mut self) -> Result<bool, SpeechError> {
        loop {
            let Some(job) = self.job.as_mut() else {
                return Ok(false);
            };
            let result = job.poll();
            match result {
                Ok(true) => return Ok(true),
                Ok(false) if !self.next.is_empty() => self.spawn_next()?,
                _ => {
                    self.job = None;
                    self.next.clear();
                    return result;
                }
            }
        }
    }

    /// Stops waiting for the current message. The daemon is not told to
    /// cancel: `spd-say -C` would silence every client, the screen reader
    /// too; a following Move or Urgent message cuts it there instead.
    fn stop(&mut self) {
        self.next.clear();
        if let Some(mut job) = self.job.take() {
            job.kill();
        }
    }
}

/// Every utterance as a numbered WAV file (`0001.wav`, ...) in a
/// directory, with `index.txt` listing number, UTC time, language and
/// text, tab-separated. Numbering goes on after files already there, so
/// a restarted session never overwrites a recording.
pub struct WavSpeaker {
    dir: PathBuf,
    program: PathBuf,
    next: u64,
    pending: Option<Pending>,
}

struct Pending {
    job: Job,
    number: u64,
    path: PathBuf,
    time: SystemTime,
    lang: Lang,
    text: String,
}

/// Name of the index file in a WAV directory.
pub const WAV_INDEX: &str = "index.txt";

impl WavSpeaker {
    /// Creates `dir` if needed and checks it can be written.
    pub fn new(dir: impl Into<PathBuf>) -> Result<WavSpeaker, SpeechError> {
        WavSpeaker::with_program(dir, "espeak-ng")
    }

    /// WAV files in `dir`, made by the espeak-ng program at `program`.
    pub fn with_program(
        dir: impl Into<PathBuf>,
        program: impl Into<PathBuf>,
    ) -> Result<WavSpeaker, SpeechError> {
        let dir = dir.into();
        let not_writable = |e: std::io::Error| SpeechError::NotWritable {
            path: dir.clone(),
            detail: e.to_string(),
        };
        fs::create_dir_all(&dir).map_err(not_writable)?;
        OpenOptions::new()
            .create(true)
            .append(true)
            .open(dir.join(WAV_INDEX))
            .map_err(not_writable)?;
        let next = fs::read_dir(&dir)
            .map_err(not_writable)?
            .filter_map(Result::ok)
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.strip_suffix(".wav")?.parse::<u64>().ok()
            })
            .max()
            .map_or(1, |n| n.saturating_add(1));
        Ok(WavSpeaker {
            dir,
            program: program.into(),
            next,
            pending: None,
        })
    }

    /// The folder the WAV files are written to.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file the next utterance goes to.
    pub fn next_path(&self) -> PathBuf {
        self.dir.join(format!("{:04}.wav", self.next))
    }

    fn finish(&mut self, p: &Pending) -> Result<(), SpeechError> {
        let size = fs::metadata(&p.path).map(|m| m.len()).unwrap_or(0);
        if size <= 44 {
            return Err(SpeechError::NoAudio {
                path: p.path.clone(),
            });
        }
        let index = self.dir.join(WAV_INDEX);
        let line = format!(
            "{}\t{}\t{}\t{}\n",
            p.number,
            utc_timestamp(p.time),
            p.lang.code(),
            p.text.replace(['\t', '\n', '\r'], " ")
        );
        OpenOptions::new()
            .create(true)
            .append(true)
            .open(&index)
            .and_then(|mut f| f.write_all(line.as_bytes()))
            .map_err(|e| SpeechError::NotWritable {
                path: index,
                detail: e.to_string(),
            })?;
        self.next = self.next.saturating_add(1);
        Ok(())
    }
}

impl Speaker for WavSpeaker {
    /// As the command line names it (`--speech wav:DIR`): the same in
    /// every UI language, with no English inside a German sentence.
    fn name(&self) -> String {
        format!("wav:{}", self.dir.display())
    }

    fn start(&mut self, u: &Utterance, voice: &Voice) -> Result<(), SpeechError> {
        self.stop();
        let path = self.next_path();
        let args = espeak_args(u, voice, Some(&path));
        let job = Job::spawn(&self.program, &args, time_limit(&u.text))?;
        self.pending = Some(Pending {
            job,
            number: self.next,
            path,
            time: SystemTime::now(),
            lang: u.lang,
            text: u.text.clone(),
        });
        Ok(())
    }

    fn busy(&mut self) -> Result<bool, SpeechError> {
        let Some(mut p) = self.pending.take() else {
            return Ok(false);
        };
        match p.job.poll() {
            Ok(true) => {
                self.pending = Some(p);
                Ok(true)
            }
            Ok(false) => {
                let done = self.finish(&p);
                if done.is_err() {
                    let _ = fs::remove_file(&p.path);
                }
                done.map(|()| false)
            }
            Err(e) => {
                let _ = fs::remove_file(&p.path);
                Err(e)
            }
        }
    }

    /// The queue never interrupts a recording (see `keeps_every_line`);
    /// one stopped all the same (the program ends) is removed, not indexed.
    fn stop(&mut self) {
        if let Some(mut p) = self.pending.take() {
            p.job.kill();
            let _ = fs::remove_file(&p.path);
        }
    }

    fn keeps_every_line(&self) -> bool {
        true
    }
}

/// "2026-11-29T14:22:52Z" without a date crate.
pub fn utc_timestamp(t: SystemTime) -> String {
    let secs = t
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let rem = secs % 86_400;
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("annabella-speech-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn error_output_is_read_to_its_end_and_kept_up_to_its_limit() {
        let mut long = std::io::Read::take(std::io::repeat(b'e'), 100_000);
        let kept = read_kept(&mut long, STDERR_KEPT);
        assert_eq!(kept.len(), STDERR_KEPT);
        assert_eq!(long.limit(), 0, "the rest is read, not left in the pipe");
        assert_eq!(
            read_kept(&mut &b"no voice\n"[..], STDERR_KEPT),
            "no voice\n"
        );
    }

    #[test]
    fn espeak_gets_german_voice_for_appendix_f() {
        let u = Utterance::appendix_f("Springer Gustav eins Felix drei", Priority::Move);
        let args = espeak_args(&u, &Voice::default(), None);
        assert_eq!(
            args,
            [
                "-v",
                "de",
                "-a",
                "100",
                "-s",
                "175",
                "--",
                "Springer Gustav eins Felix drei"
            ]
        );
        let u = Utterance::new("1. e4", Lang::En, Priority::Move);
        let (v, _) = Voice::new(100, 0);
        let args = espeak_args(&u, &v, Some(Path::new("/x/0001.wav")));
        assert_eq!(
            args,
            [
                "-w",
                "/x/0001.wav",
                "-v",
                "en",
                "-a",
                "200",
                "-s",
                "80",
                "--",
                "move 1, E4"
            ]
        );
    }

    fn castling_in_english() -> Utterance {
        let mut m = crate::Mixed::new();
        m.push_own("Move 4, White: ");
        m.push_words("Kurze Rochade", Lang::De);
        m.push_own(" & 1-0.");
        Utterance::mixed(&m, Lang::En, Priority::Normal)
    }

    #[test]
    fn a_mixed_utterance_is_ssml_with_a_voice_per_part() {
        let u = castling_in_english();
        let args = espeak_args(&u, &Voice::default(), None);
        assert_eq!(args[0], "-m");
        assert_eq!(args[1..3], ["-v", "en"]);
        assert_eq!(
            args.last().unwrap(),
            "<speak><voice name=\"en\">Move 4, White:</voice> \
             <voice name=\"de\">Kurze Rochade</voice> \
             <voice name=\"en\">&amp; one nil.</voice></speak>"
        );
        // A plain utterance stays plain text.
        let plain = espeak_args(
            &Utterance::new("Move 4", Lang::En, Priority::Normal),
            &Voice::default(),
            None,
        );
        assert!(!plain.contains(&"-m".to_string()));
    }

    #[test]
    fn speech_dispatcher_gets_one_request_per_language() {
        let requests = spd_requests(&castling_in_english(), &Voice::default());
        let said: Vec<(&str, &str)> = requests
            .iter()
            .map(|r| (r[4].as_str(), r.last().unwrap().as_str()))
            .collect();
        assert_eq!(
            said,
            [
                ("en", "Move 4, White:"),
                ("de", "Kurze Rochade"),
                ("en", "& one nil.")
            ]
        );
        let one = spd_requests(
            &Utterance::new("e4", Lang::En, Priority::Normal),
            &Voice::default(),
        );
        assert_eq!(one.len(), 1);
    }

    #[test]
    fn spd_args_map_priority_and_voice() {
        let u = Utterance::new("-Nf3", Lang::Ru, Priority::Urgent);
        let (v, _) = Voice::new(60, 40);
        let args = spd_args(&u, &v);
        assert_eq!(
            args,
            [
                "-w",
                "-N",
                "annabella",
                "-l",
                "ru",
                "-r",
                "-20",
                "-i",
                "20",
                "-P",
                "important",
                "--",
                "-Nf3"
            ]
        );
        let chatter = spd_args(&Utterance::new("x", Lang::En, Priority::Chatter), &v);
        assert!(chatter.contains(&"notification".to_string()));
    }

    #[test]
    fn a_missing_command_is_reported_as_missing() {
        let mut s = EspeakSpeaker::with_program("annabella-no-such-program");
        let err = s
            .start(
                &Utterance::new("hello", Lang::En, Priority::Normal),
                &Voice::default(),
            )
            .unwrap_err();
        assert_eq!(
            err,
            SpeechError::CommandMissing {
                program: "annabella-no-such-program".into()
            }
        );
        assert!(find_program("annabella-no-such-program").is_none());
        assert!(!SpdSpeaker::with_program("annabella-no-such-program").answers());
    }

    #[cfg(unix)]
    #[test]
    fn a_command_that_fails_or_complains_is_an_error() {
        // `false` exits 1; `sh -c` prints an ALSA-like error and exits 0.
        let mut s = EspeakSpeaker::with_program("false");
        s.start(
            &Utterance::new("x", Lang::En, Priority::Normal),
            &Voice::default(),
        )
        .unwrap();
        let err = loop {
            match s.busy() {
                Ok(true) => std::thread::sleep(Duration::from_millis(5)),
                Ok(false) => panic!("false succeeded"),
                Err(e) => break e,
            }
        };
        assert!(matches!(err, SpeechError::CommandFailed { .. }), "{err:?}");
        assert!(looks_like_error(
            "ALSA lib pcm.c:2666: Unknown PCM default\nerror: No such file"
        ));
        assert_eq!(
            first_error_line("ALSA lib x\nerror: No such file or directory\n").as_deref(),
            Some("error: No such file or directory")
        );
        assert!(!looks_like_error(
            "Full dictionary is not installed for 'ru'"
        ));
    }

    #[test]
    fn text_speaker_marks_each_line() {
        use std::sync::{Arc, Mutex};
        #[derive(Clone)]
        struct Buf(Arc<Mutex<Vec<u8>>>);
        impl Write for Buf {
            fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(b);
                Ok(b.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let buf = Buf(Arc::new(Mutex::new(Vec::new())));
        let mut t = TextSpeaker::new("[speech] ", Box::new(buf.clone()));
        t.start(
            &Utterance::new("Nf3\nnext", Lang::En, Priority::Move),
            &Voice::default(),
        )
        .unwrap();
        assert!(!t.busy().unwrap());
        let out = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
        assert_eq!(out, "[speech] Nf3 next\n");
    }

    #[test]
    fn wav_directory_that_cannot_be_made_is_refused() {
        let dir = scratch("blocked");
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("a-file");
        fs::write(&file, b"x").unwrap();
        let err = WavSpeaker::new(file.join("sub")).err().unwrap();
        assert!(matches!(err, SpeechError::NotWritable { .. }), "{err:?}");
        assert!(err.to_string().starts_with("cannot write to "), "{err}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn wav_numbering_goes_on_after_existing_files() {
        let dir = scratch("numbering");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("0007.wav"), b"").unwrap();
        fs::write(dir.join("notes.wav"), b"").unwrap();
        let w = WavSpeaker::new(&dir).unwrap();
        assert_eq!(w.next_path(), dir.join("0008.wav"));
        assert!(dir.join(WAV_INDEX).is_file());
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn timestamps_are_utc_calendar_dates() {
        let t = SystemTime::UNIX_EPOCH;
        assert_eq!(utc_timestamp(t), "1970-01-01T00:00:00Z");
        let t = SystemTime::UNIX_EPOCH + Duration::from_secs(951_782_400 + 3661);
        assert_eq!(utc_timestamp(t), "2000-02-29T01:01:01Z");
        let t = SystemTime::UNIX_EPOCH + Duration::from_secs(1_795_963_372);
        assert_eq!(utc_timestamp(t), "2026-11-29T14:42:52Z");
    }
}
