#!/usr/bin/env bash
# Makes sure this machine can run `make dist`: the desktop build's C
# libraries (scripts/ensure-desktop-deps.sh), zip for the Windows and web
# downloads, brotli for the web folder's .br files (quality 11 in seconds,
# where Go's encoder takes minutes) and binaryen's wasm-opt, which makes
# the browser's game smaller. Quiet when everything is present.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
"$here/ensure-desktop-deps.sh"
if [ "$(uname -s)" = Linux ]; then
  # shellcheck source=apt-lib.sh
  . "$here/apt-lib.sh"
  ensure_debs "make dist zips the Windows and web downloads, precompresses the web folder and optimizes the browser's game." \
    zip brotli binaryen
fi
