#!/usr/bin/env bash
# Makes sure this machine can build Cifra's desktop game. Ebitengine opens
# its window through C libraries (X11, OpenGL) and plays sound through ALSA,
# so on Linux it needs their development headers, pkg-config and gcc.
# macOS and Windows need nothing extra. Idempotent: silent and quick when
# everything is present; installs what is missing with apt-get otherwise.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

case "$(uname -s)" in
  Linux) ;;
  *) exit 0 ;; # Darwin, MINGW/MSYS/CYGWIN: Ebitengine needs no C libraries there
esac

# shellcheck source=apt-lib.sh
. "$here/apt-lib.sh"

ensure_debs "Ebitengine needs these C libraries and tools to open a window and play sound (the Go build uses cgo)." \
  gcc pkg-config libc6-dev \
  libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev \
  libgl1-mesa-dev libxxf86vm-dev libasound2-dev

# Catch a half-installed system: the headers' pkg-config files must resolve.
if ! pkg-config --exists x11 xrandr xcursor xinerama xi gl xxf86vm alsa; then
  echo "cifra: pkg-config cannot find some of x11 xrandr xcursor xinerama xi gl xxf86vm alsa although the packages are installed" >&2
  exit 1
fi
