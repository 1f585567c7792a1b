#!/usr/bin/env bash
# Writes the record corpus of one engine release into engine/tests/corpus/<name>/, with that
# release's own engine: a temporary worktree of <commit> runs engine/corpus/make.rs as an example.
#   scripts/make-corpus.sh <commit> <name>        e.g. scripts/make-corpus.sh c8d2977 2026-11-30
# Run it for the release a change is about to replace (the commit before the change), then
# `cargo test -p takhte-engine --test corpus`. See engine/tests/corpus/README.md.
set -euo pipefail
commit="$1"
name="$2"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/engine/tests/corpus/$name"
tree="$(mktemp -d)/engine-$name"
git -C "$root" worktree add --detach "$tree" "$commit" >/dev/null
trap 'git -C "$root" worktree remove --force "$tree"' EXIT
mkdir -p "$tree/engine/examples" "$out"
cp "$root/engine/corpus/make.rs" "$tree/engine/examples/corpus.rs"
(cd "$tree" && cargo build --release --offline -p takhte-engine --example corpus)
for game in shikoku port-royal settlers tripoli sekigahara; do
  "$tree/target/release/examples/corpus" "$game" 4 > "$out/$game.jsonl"
done
wc -l "$out"/*.jsonl
