//! The help of the command line (`annabella --help`, `annabella play
//! --help`) in the user's language.
//!
//! clap builds the help from the doc comments of src/run/mod.rs and
//! src/cli.rs, in English. [`localize`] lays the catalogs' `cli-help-*`
//! messages over it: the description of every command, the help of every
//! option and positional (and of the values of `--announce` and
//! `--illegal-rule`), clap's own `--help`, `--version` and `help` lines,
//! the headings "Usage", "Commands", "Arguments" and "Options", and the
//! notes clap adds ("[default: auto]", "[possible values: ...]"). The
//! language is the one the command line asks for (`--lang`), else the
//! locale's, as for command-line errors ([`crate::cli_errors`]).
//!
//! Message ids: `cli-help-PATH` for a command (`cli-help-annabella` for
//! the program, `cli-help-play`, `cli-help-board-sim`) and
//! `cli-help-PATH-NAME` for its arguments, NAME being the long option
//! without dashes or the positional's name (`cli-help-play-time`,
//! `cli-help-resume-journal`), and `cli-help-PATH-NAME-VALUE` for a value
//! (`cli-help-play-announce-short`). The English catalog says exactly what
//! the doc comments say; a test compares them. A doc comment of more than
//! one paragraph (a long help unlike the short one) would need a message
//! of its own: the test that English help is unchanged fails until it has
//! one. Shell completions and the manual page stay English
//! (docs/languages.md). Needs clap's `string` feature (help texts made at
//! run time).

use clap::{Arg, Command};

use crate::messages::catalog_text;
use laws::lang::Lang;

/// The message id of a command's description; `path` is the subcommand
/// names from the top (empty for the program itself).
pub fn about_id(path: &[String]) -> String {
    if path.is_empty() {
        "cli-help-annabella".to_string()
    } else {
        format!("cli-help-{}", path.join("-"))
    }
}

/// The name an argument is known by in message ids: its long option, else
/// its id (positionals), with dashes for underscores.
pub fn arg_name(a: &Arg) -> String {
    a.get_long()
        .map_or_else(|| a.get_id().to_string(), str::to_string)
        .replace('_', "-")
}

/// The message id of an argument's help. clap's own `--help` and
/// `--version` have one id for all commands.
pub fn arg_id(path: &[String], a: &Arg) -> String {
    match a.get_id().as_str() {
        "help" if a.get_long_help().is_some() => "cli-help-flag-help-more".to_string(),
        "help" => "cli-help-flag-help".to_string(),
        "version" => "cli-help-flag-version".to_string(),
        _ => format!("{}-{}", about_id(path), arg_name(a)),
    }
}

/// `command` (built here, so that clap's `--help`, `--version` and `help`
/// exist) with the help of `lang`'s catalog.
pub fn localize(mut command: Command, lang: Lang) -> Command {
    command.build();
    localize_command(command, lang, &[])
}

/// The ids of the messages `command`'s help needs (what carries a help
/// text), with the English text clap has for each today (for the tests
/// that check every catalog has them).
#[cfg(test)]
pub fn needed(command: &Command) -> Vec<(String, String)> {
    let mut command = command.clone();
    command.build();
    let mut out = vec![
        ("cli-help-heading-usage".to_string(), "Usage".to_string()),
        (
            "cli-help-heading-commands".to_string(),
            "Commands".to_string(),
        ),
        (
            "cli-help-heading-arguments".to_string(),
            "Arguments".to_string(),
        ),
        (
            "cli-help-heading-options".to_string(),
            "Options".to_string(),
        ),
        (
            "cli-help-flag-help-summary".to_string(),
            "Print help (see a summary with '-h')".to_string(),
        ),
        // clap's notes; English help keeps clap's own.
        ("cli-help-default".to_string(), "default".to_string()),
        ("cli-help-alias".to_string(), "alias".to_string()),
        (
            "cli-help-possible-values".to_string(),
            "possible values".to_string(),
        ),
        (
            "cli-help-possible-values-heading".to_string(),
            "Possible values".to_string(),
        ),
    ];
    needed_in(&command, &[], &mut out);
    let mut seen = std::collections::HashSet::new();
    out.retain(|(id, _)| seen.insert(id.clone()));
    out
}

#[cfg(test)]
fn needed_in(command: &Command, path: &[String], out: &mut Vec<(String, String)>) {
    let key = key_path(path);
    if let Some(about) = command.get_about() {
        out.push((about_id(&key), about.to_string()));
    }
    for a in command.get_arguments() {
        if let Some(help) = a.get_help() {
            out.push((arg_id(&key, a), help.to_string()));
        }
        for v in a.get_possible_values() {
            if let Some(help) = v.get_help() {
                out.push((
                    format!("{}-{}", arg_id(&key, a), v.get_name()),
                    help.to_string(),
                ));
            }
        }
    }
    for sub in command.get_subcommands() {
        let mut p = path.to_vec();
        p.push(sub.get_name().to_string());
        needed_in(sub, &p, out);
    }
}

/// The ids `lang`'s own catalog lacks for `command`'s help.
#[cfg(test)]
pub fn missing(command: &Command, lang: Lang) -> Vec<String> {
    needed(command)
        .into_iter()
        .map(|(id, _)| id)
        .filter(|id| !crate::messages::catalog_has(lang, id))
        .collect()
}

/// The path whose messages a command uses: the copies of the commands
/// under `help` (`annabella help play`) use those of the commands.
fn key_path(path: &[String]) -> Vec<String> {
    match path {
        [first, rest @ ..] if first == "help" && !rest.is_empty() => rest.to_vec(),
        _ => path.to_vec(),
    }
}

fn localize_command(mut cmd: Command, lang: Lang, path: &[String]) -> Command {
    let t = |id: &str| catalog_text(lang, id);
    let key = key_path(path);
    cmd = cmd
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
            t("cli-help-heading-usage")
        ))
        .subcommand_help_heading(t("cli-help-heading-commands"));
    if cmd.get_about().is_some() {
        let about = t(&about_id(&key));
        if cmd.get_long_about().is_some() {
            cmd = cmd.long_about(about.clone());
        }
        cmd = cmd.about(about);
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        cmd = cmd.mut_arg(id, |a| localize_arg(a, lang, &key));
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let mut p = path.to_vec();
        p.push(name.clone());
        cmd = cmd.mut_subcommand(name, |c| localize_command(c, lang, &p));
    }
    cmd
}

fn localize_arg(mut a: Arg, lang: Lang, path: &[String]) -> Arg {
    let t = |id: &str| catalog_text(lang, id);
    let heading = if a.is_positional() {
        t("cli-help-heading-arguments")
    } else {
        t("cli-help-heading-options")
    };
    a = a.help_heading(heading);
    let id = arg_id(path, &a);
    let mut help = a.get_help().map(|_| t(&id));
    let mut long = a.get_long_help().map(|_| {
        if a.get_id() == "help" {
            t("cli-help-flag-help-summary")
        } else {
            help.clone().unwrap_or_default()
        }
    });
    if lang != Lang::En {
        (a, help, long) = clap_notes(a, lang, &id, help, long);
    }
    if let Some(long) = long {
        a = a.long_help(long);
    }
    match help {
        Some(help) => a.help(help),
        None => a,
    }
}

/// What clap adds to an argument's help in English ("[default: auto]",
/// "[alias: --language]", "[possible values: long, short]" and, in the
/// long help, the values' own help), said in `lang` instead: clap's own
/// notes are hidden and the catalog's added to `help` and `long`.
fn clap_notes(
    mut a: Arg,
    lang: Lang,
    id: &str,
    help: Option<String>,
    mut long: Option<String>,
) -> (Arg, Option<String>, Option<String>) {
    let t = |id: &str| catalog_text(lang, id);
    let mut notes = Vec::new();
    let mut value_lines = Vec::new();
    let values = a.get_possible_values();
    if !values.is_empty() && !a.is_hide_possible_values_set() {
        let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
        notes.push(format!(
            "{}: {}",
            t("cli-help-possible-values"),
            names.join(", ")
        ));
        for v in values.iter().filter(|v| v.get_help().is_some()) {
            let help = t(&format!("{id}-{}", v.get_name()));
            value_lines.push(format!("- {}: {help}", v.get_name()));
        }
        a = a.hide_possible_values(true);
    }
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && a.get_action().takes_values() && !a.is_hide_default_value_set() {
        notes.push(format!(
            "{}: {}",
            t("cli-help-default"),
            defaults.join(", ")
        ));
        a = a.hide_default_value(true);
    }
    let aliases: Vec<String> = a
        .get_visible_aliases()
        .unwrap_or_default()
        .into_iter()
        .map(str::to_string)
        .collect();
    if !aliases.is_empty() {
        let shown: Vec<String> = aliases.iter().map(|x| format!("--{x}")).collect();
        notes.push(format!("{}: {}", t("cli-help-alias"), shown.join(", ")));
        // Only the visible ones are named here; they stay spellings.
        let hidden: Vec<String> = a
            .get_all_aliases()
            .unwrap_or_default()
            .into_iter()
            .map(str::to_string)
            .filter(|x| !aliases.contains(x))
            .collect();
        a = a.visible_alias(None);
        for x in aliases.into_iter().chain(hidden) {
            a = a.alias(x);
        }
    }
    if notes.is_empty() {
        return (a, help, long);
    }
    let with_notes = |text: &str, notes: &[String]| {
        let mut text = text.to_string();
        for n in notes {
            if !text.is_empty() {
                text.push(' ');
            }
            text.push_str(&format!("[{n}]"));
        }
        text
    };
    let short = help.clone().unwrap_or_default();
    if !value_lines.is_empty() {
        // The values are listed with their help: no list in brackets.
        let mut text = with_notes(long.as_deref().unwrap_or(&short), &notes[1..]);
        text.push_str(&format!("\n\n{}:", t("cli-help-possible-values-heading")));
        for line in &value_lines {
            text.push_str(&format!("\n{line}"));
        }
        long = Some(text);
    } else if let Some(l) = long {
        long = Some(with_notes(&l, &notes));
    }
    let help = Some(with_notes(&short, &notes));
    (a, help, long)
}
