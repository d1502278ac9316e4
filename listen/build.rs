//! Links libpocketsphinx when the `pocketsphinx` feature is on, with the
//! flags `pkg-config` gives (Debian: libpocketsphinx-dev), or the plain
//! library names when pkg-config is missing.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var_os("CARGO_FEATURE_POCKETSPHINX").is_none() {
        return;
    }
    let flags = Command::new("pkg-config")
        .args(["--libs", "pocketsphinx"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| String::from_utf8_lossy(&out.stdout).into_owned());
    match flags {
        Some(flags) => {
            for flag in flags.split_whitespace() {
                if let Some(dir) = flag.strip_prefix("-L") {
                    println!("cargo:rustc-link-search=native={dir}");
                } else if let Some(lib) = flag.strip_prefix("-l") {
                    println!("cargo:rustc-link-lib={lib}");
                }
            }
        }
        None => {
            println!("cargo:rustc-link-lib=pocketsphinx");
            println!("cargo:rustc-link-lib=sphinxbase");
        }
    }
}
