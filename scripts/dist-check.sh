#!/usr/bin/env bash
# make dist-check (a make test step, after make dist): each download in
# dist/ tried the way a player or an operator would.
#   linux tarball  its cifra says its version, starts under Xvfb, draws the
#                  menu the game built here from source draws (shotcheck
#                  same), and quits cleanly (-frames: exit 0)
#   .deb           installed for real with apt (as root or through sudo;
#                  skipped, saying so, where neither is possible), every
#                  library it links found, the menu entry and icon in place,
#                  /usr/bin/cifra the same run as the tarball's; removed after
#   windows zip    Cifra.exe is PE32+ for x86-64, a GUI program, with an
#                  icon and a version resource naming the version
#                  (go-winres extract); not started under wine: Debian
#                  12's wine 8.0 cannot start any program of Go 1.24 or
#                  later ("fatal error: bcryptprimitives.dll not found":
#                  the runtime's ProcessPrng), tried with Cifra.exe
#   server         both tarballs hold a static cifra-server of their
#                  architecture; amd64's says its version and serves
#   web folder     served by Debian's nginx (packaging/nginx-cifra.conf:
#                  brotli_static, gzip_static) and by a second nginx without
#                  them, in Chromium: wasm/e2e/dist-web.mjs (plain host,
#                  brotli, offline, an online table on the dist server),
#                  then a Knister game through the folder (play.mjs --url)
#   container      the server's Containerfile built and run with podman,
#                  its health answered; skipped, saying so, where podman
#                  cannot build here
set -euo pipefail
out=$(realpath -m "${1:-out}")
cd "$(dirname "$0")/.."
root=$PWD
dist=$(realpath -m "${DIST:-dist}")
# shellcheck source=apt-lib.sh
. scripts/apt-lib.sh
ensure_debs "make dist-check serves the web folder with nginx (and its brotli module), reads the Windows file and builds the server's container." \
  nginx-light libnginx-mod-http-brotli-static file unzip podman curl
bash scripts/ensure-test-deps.sh

w="$out/dist-check"
rm -rf "$w"
mkdir -p "$w/shots"
pids=()
cleanup() {
  local p
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
}
trap cleanup EXIT
fail=0 passed=0
check() { # name, command...
  local name=$1; shift
  if "$@"; then passed=$((passed+1)); echo "ok   $name"; else fail=$((fail+1)); echo "FAIL $name"; fi
}
one() { # the one file in dist matching a glob
  local f=("$dist"/$1)
  [ -f "${f[0]}" ] || { echo "dist-check: no $1 in $dist (run make dist)" >&2; exit 1; }
  echo "${f[0]}"
}
version=$(ls "$dist" | sed -n 's/^cifra-\(.*\)-linux-amd64\.tar\.gz$/\1/p' | grep -v '^server-' || true)
[ -n "$version" ] || { echo "dist-check: no cifra-VERSION-linux-amd64.tar.gz in $dist" >&2; exit 1; }
echo "dist-check: version $version"
check "SHA256SUMS holds every file" bash -c "cd '$dist' && sha256sum --quiet -c SHA256SUMS && [ \$(ls | wc -l) -eq \$((\$(wc -l <SHA256SUMS) + 1)) ]"

go build -o "$w/shotcheck" ./scripts/shotcheck
# menu BIN DIR: BIN's menu under Xvfb, 90 frames, in English at 1280×800,
# with a fresh config; exit 0 is the clean quit.
menu() {
  mkdir -p "$2/config" "$2/shots"
  CIFRA_CONFIG_DIR="$2/config" timeout 120 xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$1" -lang en -size 1280x800 -frames 90 -shots "$2/shots"
}
menu_like_source() { # DIR: its menu shot looks like the one of the game built here
  local a=("$w/source/shots"/*-menu.png) b=("$1/shots"/*-menu.png)
  "$w/shotcheck" blank "${b[0]}" >/dev/null && "$w/shotcheck" same "${a[0]}" "${b[0]}"
}
says_version() { # BIN NAME: BIN -version prints "NAME VERSION"
  local got
  got=$("$1" -version) && [ "$got" = "$2 $version" ] || { echo "     $1 -version: '$got', want '$2 $version'"; return 1; }
}

# The game as make play builds it, the reference for the menu.
go build -o "$w/cifra-source" .
check "the game built from source draws the menu" menu "$w/cifra-source" "$w/source"

# Linux tarball.
mkdir -p "$w/tar"
tar -C "$w/tar" -xzf "$(one "cifra-$version-linux-amd64.tar.gz")"
tdir="$w/tar/cifra-$version-linux-amd64"
check "tarball holds cifra, .desktop, icon, licences" test -x "$tdir/cifra" -a -f "$tdir/cifra.desktop" -a -f "$tdir/cifra.png" -a -s "$tdir/THIRD_PARTY_LICENSES.txt"
check "tarball's cifra -version" says_version "$tdir/cifra" Cifra
check "tarball's cifra starts, draws the menu, quits cleanly" menu "$tdir/cifra" "$w/run-tar"
check "tarball's menu looks like the source build's" menu_like_source "$w/run-tar"

# The .deb, installed for real.
deb=$(one "cifra_*_amd64.deb")
if [ "$(id -u)" -eq 0 ] || sudo -n true 2>/dev/null; then
  check ".deb installs with apt" bash -c "$(declare -f as_root); as_root apt-get install -y -qq '$deb' >'$w/apt-install.log' 2>&1 || { tail -n 20 '$w/apt-install.log'; false; }"
  check ".deb: every library cifra links is found" bash -c '! ldd /usr/bin/cifra | grep -q "not found"'
  check ".deb: menu entry and icon" test -f /usr/share/applications/cifra.desktop -a -f /usr/share/icons/hicolor/512x512/apps/cifra.png
  check ".deb's cifra -version" says_version /usr/bin/cifra Cifra
  check ".deb's cifra starts, draws the menu, quits cleanly" menu /usr/bin/cifra "$w/run-deb"
  check ".deb's menu looks like the source build's" menu_like_source "$w/run-deb"
  check ".deb removes with apt" bash -c "$(declare -f as_root); as_root apt-get remove -y -qq cifra >'$w/apt-remove.log' 2>&1"
else
  echo "skip .deb install: neither root nor sudo here"
fi

# Windows.
mkdir -p "$w/win"
unzip -q "$(one "cifra-$version-windows-amd64.zip")" -d "$w/win"
exe="$w/win/cifra-$version-windows-amd64/Cifra.exe"
check "Cifra.exe is a PE32+ x86-64 GUI program" bash -c "file -b '$exe' | grep -q 'PE32+ executable (GUI) x86-64'"
win_resources() {
  go run github.com/tc-hib/go-winres@v0.3.3 extract --dir "$w/win/res" "$exe" >/dev/null 2>&1 || return 1
  local j="$w/win/res/winres.json"
  grep -q '"RT_GROUP_ICON"' "$j" && grep -q '"RT_VERSION"' "$j" && grep -q "\"ProductVersion\": \"$version\"" "$j" ||
    { echo "     resources: $(tr -d '\n' <"$j" | cut -c1-300)"; return 1; }
}
check "Cifra.exe has its icon and a version resource naming $version" win_resources
check "windows zip holds the licences" test -s "$w/win/cifra-$version-windows-amd64/THIRD_PARTY_LICENSES.txt"

# The server.
for arch in amd64 arm64; do
  mkdir -p "$w/server-$arch"
  tar -C "$w/server-$arch" -xzf "$(one "cifra-server-$version-linux-$arch.tar.gz")"
done
sdir="$w/server-amd64/cifra-server-$version-linux-amd64"
want_file() { file -b "$1" | grep -q "$2" || { echo "     $1: $(file -b "$1")"; return 1; }; }
check "cifra-server amd64 is static" want_file "$sdir/cifra-server" 'x86-64.*statically linked'
check "cifra-server arm64 is static" want_file "$w/server-arm64/cifra-server-$version-linux-arm64/cifra-server" 'ARM aarch64.*statically linked'
check "cifra-server -version" says_version "$sdir/cifra-server" cifra-server
check "server tarball holds its unit and Containerfile" test -f "$sdir/cifra-server.service" -a -f "$sdir/Containerfile"
if command -v systemd-analyze >/dev/null 2>&1; then
  check "the unit reads" bash -c "sed 's#/usr/local/bin/cifra-server#$sdir/cifra-server#' '$sdir/cifra-server.service' >'$w/cifra-server.service' && systemd-analyze verify '$w/cifra-server.service' 2>&1 | { ! grep -i error; }"
fi

# The web folder, from nginx.
mkdir -p "$w/web"
unzip -q "$(one "cifra-$version-web.zip")" -d "$w/web"
site="$w/web/cifra-$version-web"
for g in knister kakuro kakuzu; do
  check "web folder: $g's module with .br and .gz beside it" bash -c "ls '$site'/game-$g.*.wasm '$site'/game-$g.*.wasm.br '$site'/game-$g.*.wasm.gz >/dev/null"
done
# Issue 45's goal: each download at most 2.8 MB as served (brotli).
module_small() {
  local f n
  for f in "$site"/game-*.wasm.br; do
    n=$(stat -c %s "$f")
    echo "     $(basename "$f"): $n bytes"
    [ "$n" -le 2800000 ] || { echo "     over 2,800,000 bytes"; return 1; }
  done
}
check "each game's module is at most 2.8 MB brotli" module_small
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' 2>/dev/null || echo $((20000 + RANDOM % 20000)); }
nginx_at() { # PORT TMP [plain]: nginx serving the folder at PORT
  mkdir -p "$2"
  sed -e "s#@ROOT@#$site#" -e "s#@PORT@#$1#" -e "s#@TMP@#$2#g" packaging/nginx-cifra.conf >"$2/nginx.conf"
  if [ "${3:-}" = plain ]; then
    sed -i -e 's/brotli_static on;/brotli_static off;/' -e 's/gzip_static on;/gzip_static off;/' "$2/nginx.conf"
  fi
  nginx -c "$2/nginx.conf" -g 'daemon off;' -p "$2" &
  pids+=($!)
  local i
  for i in $(seq 50); do curl -fsS -o /dev/null "http://127.0.0.1:$1/" 2>/dev/null && return 0; sleep 0.1; done
  cat "$2/error.log"; return 1
}
port=$(free_port) plain=$(free_port)
check "nginx serves the web folder" nginx_at "$port" "$w/nginx"
check "a second nginx serves it without precompressed copies" nginx_at "$plain" "$w/nginx-plain" plain
check "nginx sends the game in brotli" bash -c "curl -fsS -H 'Accept-Encoding: br' -D - -o /dev/null http://127.0.0.1:$port/\$(cd '$site' && ls game-knister.*.wasm) | grep -qi '^content-encoding: br'"
check "web folder in Chromium (wasm/e2e/dist-web.mjs)" node wasm/e2e/dist-web.mjs --url "http://127.0.0.1:$port/" \
  --plain-url "http://127.0.0.1:$plain/" --web "$site" --server "$sdir/cifra-server" --shots "$w/shots"
check "a Knister game through the web folder (play.mjs --url)" node wasm/e2e/play.mjs --url "http://127.0.0.1:$port/" --shots "$w/shots/play"

# The container. Its image is built and read; it is run where the
# container runtime can start one here (on this project's machines crun
# cannot: setrlimit and cgroup v1/v2 hybrid mode are refused), else the
# run is skipped, saying why.
if podman info >/dev/null 2>&1 && podman build -q -t "cifra-server:$version" -f "$sdir/Containerfile" "$sdir" >"$w/podman-build.log" 2>&1; then
  passed=$((passed+1)); echo "ok   the Containerfile builds (podman)"
  image_reads() {
    local got
    got=$(podman image inspect --format '{{json .Config.Volumes}} {{index .Config.Entrypoint 0}} {{.Config.User}}' "cifra-server:$version")
    [ "$got" = '{"/data":{}} /cifra-server 65532:65532' ] || { echo "     image: $got"; return 1; }
  }
  check "its image runs /cifra-server as 65532 with /data a volume" image_reads
  hp=$(free_port)
  if id=$(podman run -d --rm -p "127.0.0.1:$hp:8222" -v "cifra-dist-check:/data" "cifra-server:$version" 2>"$w/podman-run.log"); then
    container_serves() {
      local ok=1 i
      for i in $(seq 50); do curl -fsS "http://127.0.0.1:$hp/healthz" >/dev/null 2>&1 && { ok=0; break; }; sleep 0.2; done
      [ "$ok" -eq 0 ] || podman logs "$id" | tail -n 5
      return $ok
    }
    check "its image starts and answers /healthz" container_serves
    podman stop -t 2 "$id" >/dev/null || true
    podman volume rm -f cifra-dist-check >/dev/null || true
  else
    echo "skip container run: podman cannot start a container here ($(tail -n 1 "$w/podman-run.log"))"
  fi
else
  echo "skip container: podman cannot build here ($(tail -n 1 "$w/podman-build.log" 2>/dev/null || echo 'podman info failed'))"
fi

echo "dist-check: $passed passed, $fail failed"
[ "$fail" -eq 0 ]
