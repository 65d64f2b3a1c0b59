#!/usr/bin/env bash
# Makes sure this machine can run all of Cifra's tests: the desktop build
# dependencies, a virtual display for tests that open a window (xvfb,
# xauth), Debian's Chromium for the browser end-to-end test, and the e2e
# harness's one npm package (playwright-core, pinned by package-lock.json;
# it never downloads a browser). Quiet when everything is present.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)

"$here/ensure-desktop-deps.sh"

if [ "$(uname -s)" = Linux ]; then
  # shellcheck source=apt-lib.sh
  . "$here/apt-lib.sh"
  ensure_debs "Tests that open a window run under a virtual X display (xvfb-run), and the browser test drives Debian's Chromium." \
    xvfb xauth chromium
  if ! command -v npm >/dev/null 2>&1; then
    ensure_debs "The browser test is a Node.js script." nodejs npm
  fi
fi

e2e="$root/wasm/e2e"
lock="$e2e/package-lock.json"
stamp="$e2e/node_modules/.cifra-lock-stamp"
# npm ci only when node_modules is absent or older than the lock file.
if [ ! -f "$stamp" ] || ! cmp -s "$lock" "$stamp"; then
  echo "cifra: installing the browser test's npm packages (wasm/e2e)" >&2
  (cd "$e2e" && CI=true npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  cp "$lock" "$stamp"
fi
