//! Embeds the English message catalogue `i18n/en/<area>.txt` into the app (every language's in
//! test builds) and records a version of each other language's text, which the page fetches
//! (`i18n/<lang>.txt`, written by `scripts/write_sw.py`) when that language is chosen.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[path = "build/howto.rs"]
mod howto;

fn main() {
    howto::write();
    catalogues();
}

/// Every catalogue file, sorted, as (language, area, path).
fn catalogue_files(root: &Path) -> Vec<(String, String, PathBuf)> {
    let mut files = Vec::new();
    for lang in std::fs::read_dir(root).expect("i18n/ exists") {
        let lang = lang.expect("readable").path();
        if !lang.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", lang.display());
        for file in std::fs::read_dir(&lang).expect("readable") {
            let path = file.expect("readable").path();
            if path.extension().is_some_and(|e| e == "txt") {
                let code = lang.file_name().and_then(|n| n.to_str()).expect("utf-8");
                let area = path.file_stem().and_then(|n| n.to_str()).expect("utf-8");
                files.push((code.to_string(), area.to_string(), path.clone()));
            }
        }
    }
    files.sort();
    files
}

/// True for a message the first load's home screen may show: the app's and the home screen's
/// own, errors, and each game's title and tagline.
fn shell_key(key: &str) -> bool {
    ["app.", "home.", "nav.", "error."]
        .iter()
        .any(|p| key.starts_with(p))
        || (key.split('.').count() == 2 && (key.ends_with(".title") || key.ends_with(".tagline")))
}

/// Writes `catalogue.rs`: `EMBEDDED` (English; every language under `cfg(test)`),
/// `SHELL_EMBEDDED` (the part of English the first load shows) and
/// `VERSION`, a hash of every catalogue text, added to the fetched files' address so a new
/// build never reads an old file from the browser's cache.
fn catalogues() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    println!("cargo:rerun-if-changed={}", root.display());
    let files = catalogue_files(&root);
    let mut out = String::new();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for (test_only, header) in [
        (false, "/// The embedded catalogue files: (language, area, text).\n#[cfg(not(test))]\npub const EMBEDDED: &[(&str, &str, &str)] = &[\n"),
        (true, "/// Every catalogue file of every language: (language, area, text).\n#[cfg(test)]\npub const EMBEDDED: &[(&str, &str, &str)] = &[\n"),
    ] {
        out.push_str(header);
        for (lang, area, path) in &files {
            if !test_only && lang != "en" {
                continue;
            }
            writeln!(
                out,
                "    ({lang:?}, {area:?}, include_str!({:?})),",
                path.display().to_string()
            )
            .expect("write");
        }
        out.push_str("];\n");
    }
    // The first load's home screen (`src/shell.rs`) carries only the English it shows.
    let mut shell = String::new();
    for (_, _, path) in files.iter().filter(|(lang, _, _)| lang == "en") {
        let text = std::fs::read_to_string(path).expect("readable");
        for line in text.lines() {
            let key = line.split('=').next().unwrap_or("").trim();
            if shell_key(key) {
                shell.push_str(line);
                shell.push('\n');
            }
        }
    }
    writeln!(
        out,
        "/// The English messages of the first load's home screen (see `build.rs`'s `shell_key`).\npub const SHELL_EMBEDDED: &[(&str, &str, &str)] = &[(\"en\", \"shell\", {shell:?})];"
    )
    .expect("write");
    for (_, _, path) in &files {
        for byte in std::fs::read(path).expect("readable") {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    writeln!(
        out,
        "/// A hash of every catalogue text (the fetched files' version).\npub const VERSION: &str = \"{hash:016x}\";"
    )
    .expect("write");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalogue.rs");
    std::fs::write(dest, out).expect("write catalogue.rs");
}
