//! Renders the how-to-play pages `howto/<lang>/<game>.md` to HTML at build time (pulldown-cmark),
//! so the app carries finished HTML and no Markdown parser.

use pulldown_cmark::{html, Options, Parser};
use std::fmt::Write as _;
use std::path::Path;

/// Writes `$OUT_DIR/howto.rs`: `PAGES`, every page as (language, game id, HTML).
pub fn write() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("howto");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut pages = Vec::new();
    for lang in std::fs::read_dir(&root).expect("howto/ exists") {
        let lang = lang.expect("readable").path();
        if !lang.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", lang.display());
        for file in std::fs::read_dir(&lang).expect("readable") {
            let path = file.expect("readable").path();
            if path.extension().is_some_and(|e| e == "md") {
                println!("cargo:rerun-if-changed={}", path.display());
                pages.push(path);
            }
        }
    }
    pages.sort();
    let mut out = String::from(
        "/// Every how-to-play page: (language, game id, HTML rendered from Markdown up to the end of\n/// its second section, \"what you play with\", and the HTML of the rest).\npub const PAGES: &[(&str, &str, &str, &str)] = &[\n",
    );
    for path in pages {
        let text = std::fs::read_to_string(&path).expect("readable page");
        let mut rendered = String::new();
        html::push_html(
            &mut rendered,
            Parser::new_ext(&text, Options::ENABLE_TABLES),
        );
        let lang = path
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .expect("utf-8");
        let game = path.file_stem().and_then(|n| n.to_str()).expect("utf-8");
        // The drawn pieces go after the second section: split before the third heading.
        let split = rendered
            .match_indices("<h2>")
            .nth(2)
            .map_or(rendered.len(), |(i, _)| i);
        let (head, rest) = rendered.split_at(split);
        writeln!(out, "    ({lang:?}, {game:?}, {head:?}, {rest:?}),").expect("write");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("howto.rs");
    std::fs::write(dest, out).expect("write howto.rs");
}
