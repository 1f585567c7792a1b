//! Embeds every message catalogue file `i18n/<lang>/<area>.txt` into the app.

use std::fmt::Write as _;
use std::path::Path;

#[path = "build/howto.rs"]
mod howto;

fn main() {
    howto::write();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    for lang in std::fs::read_dir(&root).expect("i18n/ exists") {
        let lang = lang.expect("readable").path();
        if !lang.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", lang.display());
        for file in std::fs::read_dir(&lang).expect("readable") {
            let path = file.expect("readable").path();
            if path.extension().is_some_and(|e| e == "txt") {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut out = String::from("/// Every catalogue file: (language, area, text).\npub const FILES: &[(&str, &str, &str)] = &[\n");
    for path in files {
        let lang = path
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .expect("utf-8");
        let area = path.file_stem().and_then(|n| n.to_str()).expect("utf-8");
        writeln!(
            out,
            "    ({lang:?}, {area:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("write");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalogue.rs");
    std::fs::write(dest, out).expect("write catalogue.rs");
}
