# puzzlesat — the two commands people need: `make serve` and `make test`.
GO       ?= go
GOROOT   := $(shell $(GO) env GOROOT)
WASMEXEC := $(GOROOT)/lib/wasm/go_js_wasm_exec
FUZZTIME ?= 3s

.PHONY: test check unit fuzz bench bench-native bench-wasm

## test: everything CI runs (static checks, unit tests, brief fuzzing)
test: check unit fuzz

check:
	@test -z "$$(gofmt -l puzzles tools wasm 2>/dev/null)" || { echo "gofmt needed:"; gofmt -l puzzles tools wasm; exit 1; }
	$(GO) vet ./...
	$(GO) tool staticcheck ./...

unit:
	$(GO) test -count=1 ./...

fuzz:
	FUZZTIME=$(FUZZTIME) tools/scripts/fuzz.sh

## bench: Go benchmarks natively and as WebAssembly under node
bench: bench-native bench-wasm

bench-native:
	$(GO) test -run='^$$' -bench=. -benchtime=$${BENCHTIME:-1x} -count=$${COUNT:-3} ./puzzles/...

bench-wasm:
	GOOS=js GOARCH=wasm $(GO) test -exec="$(WASMEXEC)" -run='^$$' -bench=. -benchtime=$${BENCHTIME:-1x} -count=$${COUNT:-3} ./puzzles/...
