#!/usr/bin/env bash
# Installs whatever is missing, then builds and serves Takhte on http://127.0.0.1:8080/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$ROOT"
exec trunk serve --release --address 127.0.0.1 --port "${PORT:-8080}"
