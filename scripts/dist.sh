#!/usr/bin/env bash
# make dist: every download of Cifra into dist/ (DIST overrides), each
# file named with the version (git describe; "dev" outside a checkout),
# with SHA256SUMS beside them:
#   cifra-V-linux-amd64.tar.gz    the desktop game: binary, .desktop, icon, licences
#   cifra_DEBV_amd64.deb          the same as a Debian package (apt install ./cifra_*.deb)
#   cifra-V-windows-amd64.zip     Cifra.exe (no cgo; icon and version resource), licences
#   cifra-V-web.zip               the browser build as a static folder (see docs/downloads.md)
#   cifra-server-V-linux-ARCH.tar.gz  the online server for amd64 and arm64 (static),
#                                 its systemd unit, a Containerfile, licences
# Every binary says its version with -version; the app's settings show it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
dist=$(realpath -m "${DIST:-dist}")
bash scripts/ensure-dist-deps.sh

version=${CIFRA_VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}
# Debian's version must start with a digit: a tag v1.2.0-3-gabc becomes
# 1.2.0+3.gabc, anything else 0~git.<describe>.
if [[ $version =~ ^v?([0-9]+\.[0-9]+.*)$ ]]; then
  debversion=${BASH_REMATCH[1]//-/+}
else
  debversion="0~git.$version"
fi
debversion=${debversion//-/.}
# Windows' version resource wants four numbers: the tag's, else 0.0.0.0.
winversion=0.0.0.0
if [[ $version =~ ^v?([0-9]+)\.([0-9]+)\.([0-9]+) ]]; then
  winversion="${BASH_REMATCH[1]}.${BASH_REMATCH[2]}.${BASH_REMATCH[3]}.0"
fi
ldflags="-s -w -X cifra/internal/version.Version=$version"
WINRES=github.com/tc-hib/go-winres@v0.3.3

stage=$(mktemp -d)
syso="$root/rsrc_windows_amd64.syso"
trap 'rm -rf "$stage" "$syso"' EXIT
rm -rf "$dist"
mkdir -p "$dist"
say() { echo "dist: $*"; }
say "version $version (Debian $debversion)"

# The browser build first: its icons are the desktop's too.
say "web: building a module a game"
# One module a game (wasm/serve's -build-only; the page loads the one
# its player needs), each built with the flags wasm/serve/build.go gives
# it; docs/downloads.md has the figures.
go run ./wasm/serve -build-only "$stage/wasm" -version "$version"
for m in "$stage"/wasm/game-*.wasm; do bash scripts/wasm-opt.sh "$m"; done
web="$stage/cifra-$version-web"
go run ./wasm/serve -build=false -wasm "$stage/wasm" -export "$web"
GOOS=js GOARCH=wasm bash scripts/licenses.sh "$web/THIRD_PARTY_LICENSES.txt" --natsws --tags cifra_web .
cp packaging/web-README.txt "$web/README.txt"
(cd "$stage" && zip -qr -X "$dist/cifra-$version-web.zip" "cifra-$version-web")

# The desktop game for Linux (cgo: Ebitengine's GLFW and ALSA).
say "linux: building cifra"
go build -trimpath -ldflags="$ldflags" -o "$stage/cifra" .
lin="$stage/cifra-$version-linux-amd64"
mkdir -p "$lin"
cp "$stage/cifra" "$lin/cifra"
cp packaging/cifra.desktop "$lin/cifra.desktop"
cp "$web/icon-512.png" "$lin/cifra.png"
bash scripts/licenses.sh "$lin/THIRD_PARTY_LICENSES.txt" .
cp packaging/linux-README.txt "$lin/README.txt"
tar -C "$stage" --owner=0 --group=0 --sort=name -czf "$dist/cifra-$version-linux-amd64.tar.gz" "cifra-$version-linux-amd64"

# The .deb: what the binary links (readelf) and what GLFW opens at run
# time (dlopen: GL, the X11 extensions) are its dependencies.
say "linux: packaging the .deb"
deb="$stage/deb"
install -D -m 755 "$stage/cifra" "$deb/usr/bin/cifra"
install -D -m 644 packaging/cifra.desktop "$deb/usr/share/applications/cifra.desktop"
install -D -m 644 "$web/icon-512.png" "$deb/usr/share/icons/hicolor/512x512/apps/cifra.png"
install -D -m 644 "$web/icon-192.png" "$deb/usr/share/icons/hicolor/192x192/apps/cifra.png"
install -D -m 644 "$lin/THIRD_PARTY_LICENSES.txt" "$deb/usr/share/doc/cifra/copyright"
glibc=$(objdump -T "$stage/cifra" | grep -oE 'GLIBC_[0-9.]+' | sort -t. -k1,1 -k2,2n -k3,3n -V | tail -n 1 | cut -d_ -f2)
needed=$(readelf -d "$stage/cifra" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | tr '\n' ' ')
for lib in $needed; do
  case $lib in
    libc.so.6 | libm.so.6 | libpthread.so.0 | libdl.so.2) ;;
    libasound.so.2 | libX11.so.6) ;;
    *) echo "dist: the binary links $lib, which the .deb does not declare: add it to scripts/dist.sh" >&2; exit 1 ;;
  esac
done
# libasound2t64 is Ubuntu 24.04's name (it provides libasound2 too).
depends="libc6 (>= $glibc), libasound2 | libasound2t64, libx11-6, libgl1, libxcursor1, libxi6, libxinerama1, libxrandr2, libxxf86vm1, libxext6"
size=$(du -sk --exclude=DEBIAN "$deb" | cut -f1)
mkdir -p "$deb/DEBIAN"
sed -e "s/@DEBVERSION@/$debversion/" -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" packaging/control.in >"$deb/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz --build "$deb" "$dist/cifra_${debversion}_amd64.deb" >/dev/null

# Windows: no cgo (Ebitengine allows it there); the icon and the version
# resource are a .syso go-winres writes for this build alone.
say "windows: building Cifra.exe"
go run "$WINRES" simply --arch amd64 --out "$stage/rsrc" --icon "$web/icon-512.png" --manifest gui \
  --product-name Cifra --file-description "Cifra: Knister, Kakuro and Kakuzu" \
  --product-version "$version" --file-version "$winversion" --original-filename Cifra.exe \
  --copyright "Cifra's authors"
mv "$stage/rsrc_windows_amd64.syso" "$syso"
win="$stage/cifra-$version-windows-amd64"
mkdir -p "$win"
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -trimpath -ldflags="$ldflags -H windowsgui" -o "$win/Cifra.exe" .
rm -f "$syso"
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 bash scripts/licenses.sh "$win/THIRD_PARTY_LICENSES.txt" .
(cd "$stage" && zip -qr -X "$dist/cifra-$version-windows-amd64.zip" "cifra-$version-windows-amd64")

# The online server: static binaries, its unit and a Containerfile.
for arch in amd64 arm64; do
  say "server: building cifra-server for linux/$arch"
  srv="$stage/cifra-server-$version-linux-$arch"
  mkdir -p "$srv/data"
  CGO_ENABLED=0 GOOS=linux GOARCH=$arch go build -trimpath -ldflags="$ldflags" -o "$srv/cifra-server" ./cmd/cifra-server
  cp packaging/cifra-server.service packaging/Containerfile "$srv/"
  cp packaging/server-README.txt "$srv/README.txt"
  CGO_ENABLED=0 GOOS=linux GOARCH=$arch bash scripts/licenses.sh "$srv/THIRD_PARTY_LICENSES.txt" ./cmd/cifra-server
  tar -C "$stage" --owner=0 --group=0 --sort=name -czf "$dist/cifra-server-$version-linux-$arch.tar.gz" "cifra-server-$version-linux-$arch"
done

say "macOS: no download is built. Ebitengine cannot be cross-built for macOS from Linux (its GLFW needs cgo and Apple's SDK); Mac players open the web folder and can install it as an app from the browser (docs/downloads.md)."
(cd "$dist" && sha256sum -- * >SHA256SUMS)
say "wrote $dist:"
(cd "$dist" && ls -l --time-style=+ | awk 'NR > 1 { printf "  %10d  %s\n", $5, $NF }')
