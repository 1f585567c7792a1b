#!/usr/bin/env bash
# Installs whatever is missing to build, serve and test Takhte; quick when all is there.
# Sourced by serve.sh and test.sh: it exports PATH with the tool folders first.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
# Must equal the wasm-bindgen version pinned in Cargo.toml / Cargo.lock.
WASM_BINDGEN_VERSION="0.2.130"

log() { printf '[setup] %s\n' "$*" >&2; }

export PATH="$HOME/.cargo/bin:$ROOT/tools/node_modules/.bin:$PATH"

# Rust toolchain and the wasm target (rust-toolchain.toml pins both; rustup fetches on demand).
(cd "$ROOT" && rustup show active-toolchain >/dev/null 2>&1 || rustup toolchain install)
if ! (cd "$ROOT" && rustup target list --installed | grep -q wasm32-unknown-unknown); then
  log "adding wasm32-unknown-unknown"
  (cd "$ROOT" && rustup target add wasm32-unknown-unknown)
fi
for comp in rustfmt clippy; do
  (cd "$ROOT" && rustup component list --installed | grep -q "^$comp") || (cd "$ROOT" && rustup component add "$comp")
done

# Browsers from Debian (Playwright's own browser download does not work here).
need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v chromedriver >/dev/null 2>&1 || need_apt+=(chromium-driver)
command -v firefox-esr >/dev/null 2>&1 || need_apt+=(firefox-esr)
# WebKit (Safari's engine): WebKitGTK's WebDriver and MiniBrowser, on a virtual display.
command -v WebKitWebDriver >/dev/null 2>&1 || need_apt+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || need_apt+=(xvfb)
if [ "${#need_apt[@]}" -gt 0 ]; then
  log "installing ${need_apt[*]} from Debian"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# Trunk and wasm-bindgen-cli from crates.io, pinned.
if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  log "installing trunk $TRUNK_VERSION (slow: about 25 minutes on 2 cores)"
  cargo install --locked "trunk@$TRUNK_VERSION"
fi
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# wasm-opt (binaryen 132), playwright-core and axe-core from npm, locked by tools/package-lock.json.
if [ ! -x "$ROOT/tools/node_modules/.bin/wasm-opt" ] || [ ! -d "$ROOT/tools/node_modules/playwright-core" ] \
  || [ ! -f "$ROOT/tools/node_modules/axe-core/axe.min.js" ]; then
  log "installing npm tools (binaryen, playwright-core, axe-core)"
  npm ci --prefix "$ROOT/tools" --no-audit --no-fund >/dev/null
fi

# Crates for offline Trunk builds.
if [ ! -f "$ROOT/target/.fetched" ] || [ "$ROOT/Cargo.lock" -nt "$ROOT/target/.fetched" ]; then
  log "fetching crates"
  (cd "$ROOT" && cargo fetch)
  mkdir -p "$ROOT/target" && touch "$ROOT/target/.fetched"
fi
