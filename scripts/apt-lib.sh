# shellcheck shell=bash
# Shared by the ensure-*.sh scripts (sourced, not run): install Debian
# packages only when some are missing, and say why.

# missing_debs PKG… prints the packages not installed (one dpkg-query call,
# so the all-present case stays fast).
missing_debs() {
  local pkg status
  for pkg in "$@"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
    [ "$status" = installed ] || printf '%s\n' "$pkg"
  done
}

# as_root CMD… runs CMD as root: directly, via sudo, or not at all.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    return 127
  fi
}

# ensure_debs WHY PKG… installs the missing PKGs with apt-get, printing WHY
# first. Prints nothing and does nothing when all are installed.
ensure_debs() {
  local why=$1; shift
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "cifra: this is not a Debian-like system (no dpkg); please install the equivalents of: $*" >&2
    echo "cifra: $why" >&2
    return 1
  fi
  local missing
  missing=$(missing_debs "$@" | tr '\n' ' ')
  [ -z "$missing" ] && return 0
  echo "cifra: missing packages: $missing" >&2
  echo "cifra: $why" >&2
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086 # word splitting of the package list is wanted
  if as_root apt-get update -qq && as_root apt-get install -y -qq --no-install-recommends $missing >/dev/null; then
    echo "cifra: installed $missing" >&2
    return 0
  fi
  echo "cifra: could not install them (need root or sudo with apt-get). Please run:" >&2
  echo "    sudo apt-get update && sudo apt-get install -y $missing" >&2
  return 1
}
