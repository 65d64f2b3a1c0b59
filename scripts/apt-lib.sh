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

# apt_lock_wait is how long apt_get waits, in seconds, for another package
# manager (an unattended upgrade, say) to let go of apt's or dpkg's lock.
apt_lock_wait=${CIFRA_APT_LOCK_WAIT:-300}

# span SECS words a number of seconds: "5 min", "45 s", "1 min 30 s".
span() {
  local m=$(($1 / 60)) s=$(($1 % 60))
  if [ "$m" -eq 0 ]; then echo "$s s"
  elif [ "$s" -eq 0 ]; then echo "$m min"
  else echo "$m min $s s"
  fi
}

# apt_get ARG… runs apt-get ARG… as root, its output hidden unless it
# fails. While another package manager holds the lock it waits, saying so
# once (and who holds it, when apt-get tells), for up to apt_lock_wait
# seconds, then gives up in words.
apt_get() {
  local err status holder waited=0 step=5
  while :; do
    # DPkg::Lock::Timeout=0: fail at once on a held lock (newer apts would
    # otherwise wait silently), so that the wait is ours and said.
    err=$(as_root apt-get -o DPkg::Lock::Timeout=0 "$@" 2>&1 >/dev/null)
    status=$?
    [ "$status" -eq 0 ] && return 0
    if ! grep -qiE 'could not get lock|unable to (acquire|lock)|is another process using it' <<<"$err"; then
      [ -n "$err" ] && printf '%s\n' "$err" >&2
      return "$status"
    fi
    if [ "$waited" -ge "$apt_lock_wait" ]; then
      echo "cifra: another package manager still holds the package lock after $(span "$waited"); apt-get says:" >&2
      printf '%s\n' "$err" | sed 's/^/    /' >&2
      echo "cifra: let it finish (see it with: ps -C apt,apt-get,dpkg,unattended-upgr -o pid,etime,args), then try again" >&2
      return "$status"
    fi
    if [ "$waited" -eq 0 ]; then
      # "It is held by process 1234 (unattended-upgr)": name it.
      holder=$(grep -oE 'held by process [0-9]+ \([^)]*\)' <<<"$err" | head -n 1 | sed -E 's/held by process ([0-9]+) \((.*)\)/\2, process \1/')
      echo "cifra: waiting for another package manager (${holder:-an unattended upgrade?}) to finish, up to $(span "$apt_lock_wait")" >&2
    fi
    sleep "$step"
    waited=$((waited + step))
  done
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
  if apt_get update -qq && apt_get install -y -qq --no-install-recommends $missing; then
    echo "cifra: installed $missing" >&2
    return 0
  fi
  echo "cifra: could not install them (need root or sudo with apt-get). Please run:" >&2
  echo "    sudo apt-get update && sudo apt-get install -y $missing" >&2
  return 1
}
