#!/usr/bin/env bash
# Installs whatever is missing, then runs every check and test: format, lints, engine and app
# unit tests, the wasm determinism test in headless Chromium, a release build, and the
# end-to-end suite in Chromium and Firefox, then the WebKit flows (tests/webkit/).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$ROOT"
step() { printf '\n=== %s\n' "$*"; }

step "format"
cargo fmt --all -- --check
step "clippy (native, every target) and clippy (app for wasm)"
cargo clippy --workspace --all-targets -- -D warnings
cargo clippy -p takhte --target wasm32-unknown-unknown -- -D warnings
step "engine and app unit, rule and property tests"
cargo test --workspace
step "same record, same state natively and in wasm (headless Chromium)"
CHROMEDRIVER=/usr/bin/chromedriver cargo test -p takhte-engine --target wasm32-unknown-unknown --test fingerprints
step "release build"
trunk build --release
step "end-to-end tests (Chromium and Firefox)"
node --test --test-concurrency=1 tests/e2e/
step "WebKit flows (WebKitGTK on its own Xvfb display)"
# WebKitGTK's WebDriver now and then never answers a command (2 of about 8 runs here, in
# different tests); the suite then runs once more from a fresh driver. A second failure fails.
if ! node --test --test-concurrency=1 tests/webkit/; then
  printf '\n=== WebKit flows failed once: running them again with a fresh driver\n'
  node --test --test-concurrency=1 tests/webkit/
fi
