# Cifra — the only entry points people need:
#   make play    desktop game (installs the C libraries Ebitengine needs on Linux)
#   make web     browser build served at http://localhost:8080
#   make serve   the browser build and the online tables, for a group
#   make test    the whole suite (installs what it needs on a fresh Debian)
#   make bench   performance figures (make bench-online: the online server's alone)
#   make dist    every download into dist/ (Linux, Windows, web folder, server)
# Every recipe line runs in bash with pipefail, so no step's status is
# lost in a pipe.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
GO    ?= go
ADDR  ?= localhost:8080
OUT   ?= out
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
XVFB  := xvfb-run -a -s "-screen 0 1600x1000x24"

.PHONY: play web serve test bench bench-online deps-desktop deps-test vet staticcheck unit race referee e2e-desktop e2e-browser dist dist-check

play: deps-desktop
	$(GO) run . $(ARGS)

web:
	$(GO) run ./wasm/serve -addr $(ADDR)

serve:
	@bash scripts/serve.sh

deps-desktop:
	@bash scripts/ensure-desktop-deps.sh

deps-test:
	@bash scripts/ensure-test-deps.sh

test: deps-test vet staticcheck unit race referee e2e-desktop e2e-browser dist-check
	@echo "make test: every step passed"

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet . ./scenes/... ./audio/... ./sprites/... ./online/transport
	GOOS=js GOARCH=wasm $(GO) vet -tags cifra_web . ./rules/knister/... ./scenes/knister
	# The browser build's modules, one a game (scenes/games).
	for g in knister kakuro kakuzu; do GOOS=js GOARCH=wasm $(GO) vet -tags "cifra_web cifra_module_$$g" . ./scenes/games; done
	$(GO) vet -tags cifra_train ./rules/knister/...

# Static analysis: staticcheck (honnef.co/go/tools, pinned here) built for
# this machine into $(OUT)/tools, over four builds at once: the desktop,
# the Knister trainer's tools (-tags cifra_train), the browser, and the
# browser's model-less Knister (cifra_web). Code is reported unused only
# when no build uses it.
STATICCHECK_BIN := $(abspath $(OUT))/tools/staticcheck
staticcheck:
	GOBIN=$(dir $(STATICCHECK_BIN)) $(GO) install $(STATICCHECK)
	printf '%s\n' 'desktop: GOOS=linux' 'train: GOOS=linux -tags=cifra_train' \
	  'browser: GOOS=js GOARCH=wasm' 'web: GOOS=js GOARCH=wasm -tags=cifra_web' \
	  | $(STATICCHECK_BIN) -matrix ./...

# Unit tests; packages that import Ebitengine need a display, so all run
# under Xvfb, one package at a time (-p 1): a game's scene tests lay out
# thousands of screens, and the software renderer keeps their pixels
# until the collector frees their images — Kakuro's and Kakuzu's at once
# once took 28 GB and the kernel killed one. The referee's tests (golden replays, hostile records, bot
# sims) run in their own step below, verbose. The packages are named
# first, in an assignment of their own (no pipe: its status would be
# grep's): a go list that fails (a package that does not load) fails the
# step, where inside the test command's arguments its status would be
# lost and its packages left untested.
# Then the browser build's own tests, built as game.wasm is (GOOS=js,
# tag cifra_web) and run under Node: the saves in localStorage, and the
# Knister bot whose model the page fetches (rules/knister/netbot's
# cifra_web tests).
unit:
	pkgs="$$($(GO) list ./...)" && pkgs="$$(echo "$$pkgs" | grep -v /cmd/referee)" && $(XVFB) $(GO) test -p 1 -count=1 $$pkgs
	# A module of the browser build handing another game's round to the page.
	$(XVFB) $(GO) test -count=1 -tags cifra_module_knister ./scenes/games
	GOOS=js GOARCH=wasm $(GO) test -count=1 -tags cifra_web -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" ./scenes/store ./rules/knister/netbot
	# The Knister trainer's AVX2 loops (docs/knister-bot.md), on amd64 only.
	if [ "$$($(GO) env GOARCH)" = amd64 ]; then GOEXPERIMENT=simd $(GO) test -count=1 ./rules/knister/netbot; fi

# The online packages and the server once more, with the race detector
# (the unit step runs them without). Two tests are left to unit: the
# attacker's fairness tests hold simulated devices' latency credit to a
# few milliseconds of real time, which the detector's slowdown of every
# goroutine, the devices' included, upsets.
RACE_LEFT_TO_UNIT := TestHonestDevicesWinInTheOrderTheyReacted|TestACheatingDeviceGainsNothingByAnsweringLate
race:
	$(GO) test -count=1 -race -skip '^($(RACE_LEFT_TO_UNIT))$$' ./online/... ./cmd/cifra-server/...

# Every test of the referee, its status kept (no pipe to hide it).
referee:
	$(GO) test -count=1 -v ./cmd/referee/

e2e-desktop:
	@bash scripts/e2e-desktop.sh $(OUT)
	bash scripts/serve-check.sh

# The browser build's modules are built once (as make web builds them)
# and every script serves that build.
E2E_WEB = --build=false --wasm $(OUT)/web-modules

e2e-browser:
	@mkdir -p $(OUT)/shots/browser
	$(GO) run ./wasm/serve -build-only $(OUT)/web-modules
	node wasm/e2e/selftest.mjs
	node wasm/e2e/play.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/table.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/kakuro.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/kakuzu.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/keyboard.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/offline.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/modules.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/online.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/return.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/devices.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/overdays.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/friends.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/terms.mjs $(E2E_WEB) --shots $(OUT)/shots/browser
	node wasm/e2e/kakuro-race.mjs $(E2E_WEB) --shots $(OUT)/shots/browser

# Every download, named with the version (git describe), into dist/.
dist:
	@bash scripts/dist.sh

# make dist, then each download tried as a player or an operator would
# (scripts/dist-check.sh says what): the tarball's and the installed
# .deb's game under Xvfb, the Windows files, the web folder from nginx in
# Chromium, the server from dist/, its container image.
dist-check: dist
	@bash scripts/dist-check.sh $(OUT)

bench:
	@bash scripts/bench.sh $(OUT)

# A cluster soak alone (SOAK_TABLES, SOAK_FOR, SOAK_PACE: see the script).
bench-online:
	@bash scripts/bench-online.sh
