# puzzlesat — the two commands people need: `make serve` and `make test`.
GO       ?= go
GOROOT   := $(shell $(GO) env GOROOT)
WASMEXEC := $(GOROOT)/lib/wasm/go_js_wasm_exec
FUZZTIME ?= 3s

WEBFILES := index.html style.css worker.js sw.js manifest.webmanifest icon.svg types.js
# Every puzzle type: one file each in puzzles/all (type_NAME.go), one page
# module each (web/page-NAME.wasm).
TYPES    := $(patsubst puzzles/all/type_%.go,%,$(wildcard puzzles/all/type_*.go))
ADDR     ?= localhost:8080

.PHONY: pages test check unit wasm-check fuzz browser-test bench bench-native bench-wasm bench-peers bench-noqx bench-startup bench-play bench-env serve dist web size clean

## test: everything CI runs (static checks, unit tests, wasm build, brief fuzzing, browser tests)
test: check unit wasm-check fuzz browser-test

## serve: build the web app and serve it at http://localhost:8080
serve: web
	$(GO) run ./tools/serve -dir web -addr $(ADDR)

## web: the WebAssembly modules (page-NAME.wasm, the editor from wasm/
## holding the one type NAME, for every type; worker.wasm, the solver from
## wasm/worker/, holding them all), the list of types and Go's JS support
## file. The page modules link two at a time (go build caches the packages).
web: pages web/worker.wasm web/wasm_exec.js web/types.js

pages: FORCE
	rm -f web/page.wasm
	printf '%s\n' $(TYPES) | xargs -P2 -I{} env GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" \
	  -tags onetype,onetype_{} -o web/page-{}.wasm ./wasm

web/types.js: FORCE
	$(GO) run ./tools/typelist >$@

web/worker.wasm: FORCE
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $@ ./wasm/worker

web/wasm_exec.js: $(GOROOT)/lib/wasm/wasm_exec.js
	cp $< $@

## dist: a self-contained static site in dist/ (works from any sub-path);
## app.js gets each module's version, under which browsers keep it, and
## sw.js the site's (a hash of every other file), under which its service
## worker keeps the rest and by which browsers notice an update; the
## modules are hard links to web/'s (250 MB less disk: CI's can be small)
dist: web
	rm -rf dist && mkdir -p dist
	cd web && cp $(WEBFILES) wasm_exec.js ../dist/ && cp -l worker.wasm $(TYPES:%=page-%.wasm) ../dist/
	v=$$(cd dist && for f in *.wasm; do printf '"%s":"%s",' $$f $$(sha256sum $$f | cut -c1-16); done) && \
	  sed -e "s|/\*@WASM_VERSIONS@\*/|$$v|" web/app.js >dist/app.js
	v=$$(cd dist && sha256sum $$(ls | grep -vx sw.js) | sha256sum | cut -c1-16) && \
	  sed -i -e "s|/\*@VERSION@\*/|$$v|" dist/sw.js

browser-test: dist
	tools/browsertest/setup.sh
	node --test --test-concurrency=1 tools/browsertest/

## size: every file of the site (a visit downloads one page-NAME.wasm, the
## worker.wasm and the rest), raw and gzip -9
size: dist
	@mkdir -p bench
	@cd dist && for f in *; do printf '%-22s %9d bytes  %9d gzip\n' "$$f" "$$(wc -c <"$$f")" "$$(gzip -9 -c "$$f" | wc -c)"; done | tee ../bench/size.txt

clean:
	rm -rf dist web/*.wasm web/wasm_exec.js web/types.js

FORCE:

check:
	@test -z "$$(gofmt -l puzzles tools wasm 2>/dev/null)" || { echo "gofmt needed:"; gofmt -l puzzles tools wasm; exit 1; }
	$(GO) vet ./...
	$(GO) tool staticcheck ./...

unit:
	$(GO) test -count=1 -timeout 30m ./...

wasm-check:
	GOOS=js GOARCH=wasm $(GO) vet ./wasm/ ./puzzles/...
	sc=$$($(GO) tool -n staticcheck) && GOOS=js GOARCH=wasm $$sc ./wasm/
	GOOS=js GOARCH=wasm $(GO) vet -tags onetype,onetype_lightup ./wasm/

fuzz:
	FUZZTIME=$(FUZZTIME) tools/scripts/fuzz.sh

## bench: Go benchmarks natively and as WebAssembly under node, then the
## README's table (medians in ms) in bench/table.md, Flow Free against
## picosat, the puzz.link examples against noqx + clingo (each peer skips
## when it is missing), the browser start-up figures and the site's sizes
BENCHPKGS ?= ./puzzles/...
bench: bench-env bench-native bench-wasm bench-peers bench-noqx bench-startup bench-play size
	$(GO) run ./tools/benchtable bench/native.txt bench/wasm.txt | tee bench/table.md

## bench-env: says which benchmarks skip for want of data outside the
## repository (BenchmarkLarge and BenchmarkJanko in puzzles/numberlink read
## NUMBERLINK_LARGE and NUMBERLINK_JANKO, natively and under node alike)
bench-env:
	@[ -n "$${NUMBERLINK_LARGE:-}" ] && echo "bench: large Numberlink boards from $$NUMBERLINK_LARGE" || \
	  echo "bench: NUMBERLINK_LARGE unset, so BenchmarkLarge (40x20 and 50x50 Numberlink) skips; see puzzles/numberlink/testdata/LARGE.md"
	@[ -n "$${NUMBERLINK_JANKO:-}" ] && echo "bench: Janko's Arukone set from $$NUMBERLINK_JANKO" || \
	  echo "bench: NUMBERLINK_JANKO unset, so BenchmarkJanko (Janko.at's Arukone set) skips; see puzzles/numberlink/testdata/LARGE.md"

## bench-play: Check, Hint and the solving path timed in headless Chromium
## on the boards of #26's targets, half the answer entered
## (tools/browsertest/playtimes.bench.mjs, PLAY_ROUNDS rounds), as a table
## in bench/play.md
bench-play: dist
	tools/browsertest/setup.sh
	PLAY_ROUNDS=$${PLAY_ROUNDS:-3} node --test tools/browsertest/playtimes.bench.mjs

## bench-startup: navigation to an interactive board in headless Chromium,
## first and repeat visits against a minimal Go wasm page
## (tools/browsertest/startup.test.mjs, STARTUP_ROUNDS rounds), as a table
## in bench/startup.md; STARTUP_BEFORE=DIR (another build's dist/) times
## that build too, in the same rounds, for a before/after at one load
bench-startup: dist
	mkdir -p bench
	tools/browsertest/setup.sh
	STARTUP_ROUNDS=$${STARTUP_ROUNDS:-5} node --test --test-concurrency=1 tools/browsertest/startup.test.mjs
	node tools/scripts/startup-table.mjs | tee bench/startup.md

## bench-peers: Flow Free solve + count to 2 against the picosat peer
## (../shared/bench/peers), side by side with ratios; skips without pycosat
bench-peers:
	mkdir -p bench
	tools/scripts/peers.sh | tee bench/peers.txt

## bench-noqx: noqx's puzz.link examples (and our puzz.link examples of
## genres noqx solves) against noqx + clingo (../shared/bench/peers/noqx),
## CPU ms, medians of 3, ratios (tools/noqxbench; an hour or more);
## needs NOQX_DIR, PENPA_JS_DIR, python3, node, clingo, and skips without them
bench-noqx:
	mkdir -p bench
	nice $(GO) run ./tools/noqxbench $(NOQXFLAGS) | tee bench/noqx.md

bench-native:
	mkdir -p bench
	$(GO) test -run='^$$' -bench=. -benchtime=$${BENCHTIME:-1x} -count=$${COUNT:-3} $(BENCHPKGS) | tee bench/native.txt

bench-wasm:
	mkdir -p bench
	GOOS=js GOARCH=wasm $(GO) test -exec="$(WASMEXEC)" -run='^$$' -bench=. -benchtime=$${BENCHTIME:-1x} -count=$${COUNT:-3} $(BENCHPKGS) | tee bench/wasm.txt
