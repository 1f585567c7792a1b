//! A very small Markdown renderer for the rules pages: headings, lists, tables, paragraphs.

use yew::prelude::*;

/// Properties of [`Markdown`].
#[derive(Properties, PartialEq)]
pub struct MarkdownProps {
    /// The Markdown source.
    pub text: &'static str,
}

fn inline(text: &str) -> Html {
    // `code` and **bold** spans; everything else is text.
    let mut out = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            out.push(html! { <code>{ part.to_string() }</code> });
            continue;
        }
        for (j, bit) in part.split("**").enumerate() {
            out.push(if j % 2 == 1 {
                html! { <strong>{ bit.to_string() }</strong> }
            } else {
                html! { { bit.to_string() } }
            });
        }
    }
    html! { <>{ for out }</> }
}

fn cells(line: &str) -> Vec<&str> {
    line.trim()
        .trim_matches('|')
        .split('|')
        .map(str::trim)
        .collect()
}

/// Renders the subset of Markdown used by `docs/rules/*.md`.
#[function_component]
pub fn Markdown(props: &MarkdownProps) -> Html {
    let mut blocks = Vec::new();
    let lines: Vec<&str> = props.text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_end();
        if line.trim().is_empty() {
            i += 1;
        } else if let Some(h) = line.strip_prefix("### ") {
            blocks.push(html! { <h4>{ inline(h) }</h4> });
            i += 1;
        } else if let Some(h) = line.strip_prefix("## ") {
            blocks.push(html! { <h3>{ inline(h) }</h3> });
            i += 1;
        } else if let Some(h) = line.strip_prefix("# ") {
            blocks.push(html! { <h2>{ inline(h) }</h2> });
            i += 1;
        } else if line.trim_start().starts_with('|') {
            let mut rows = Vec::new();
            while i < lines.len() && lines[i].trim_start().starts_with('|') {
                if !lines[i].contains("---") {
                    rows.push(cells(lines[i]));
                }
                i += 1;
            }
            let (head, body) = rows
                .split_first()
                .map(|(h, b)| (h.clone(), b.to_vec()))
                .unwrap_or_default();
            blocks.push(html! { <table>
                <thead><tr>{ for head.iter().map(|c| html! { <th>{ inline(c) }</th> }) }</tr></thead>
                <tbody>{ for body.iter().map(|r| html! { <tr>{ for r.iter().map(|c| html! { <td>{ inline(c) }</td> }) }</tr> }) }</tbody>
            </table> });
        } else if line.trim_start().starts_with("- ") || line.trim_start().starts_with("* ") {
            let mut items = Vec::new();
            while i < lines.len()
                && (lines[i].trim_start().starts_with("- ")
                    || lines[i].trim_start().starts_with("* "))
            {
                items.push(lines[i].trim_start()[2..].to_string());
                i += 1;
            }
            blocks.push(
                html! { <ul>{ for items.iter().map(|t| html! { <li>{ inline(t) }</li> }) }</ul> },
            );
        } else {
            let mut para = Vec::new();
            while i < lines.len()
                && !lines[i].trim().is_empty()
                && !lines[i].starts_with('#')
                && !lines[i].trim_start().starts_with('|')
                && !lines[i].trim_start().starts_with("- ")
            {
                para.push(lines[i].trim());
                i += 1;
            }
            blocks.push(html! { <p>{ inline(&para.join(" ")) }</p> });
        }
    }
    html! { <div class="markdown">{ for blocks }</div> }
}
