#!/usr/bin/env bash
# Runs every Fuzz target in the module briefly: FUZZTIME each (default 3s).
set -euo pipefail
fuzztime=${FUZZTIME:-3s}

# fuzz_one runs one target. The fuzzer itself sometimes stops with
# "context deadline exceeded" when fuzztime ends during a slow input, with
# no failing input (seen twice in a row on one target); such a run is tried
# up to three times before it counts as a failure.
fuzz_one() {
	local dir=$1 fn=$2 out
	for attempt in 1 2 3; do
		if out=$(go test -run='^$' -fuzz="^${fn}\$" -fuzztime="$fuzztime" "./$dir" 2>&1); then
			return 0
		fi
		if ! grep -q 'context deadline exceeded' <<<"$out" || grep -q 'Failing input' <<<"$out"; then
			break
		fi
		echo "  (attempt $attempt stopped with 'context deadline exceeded' and no failing input; again)"
	done
	echo "$out" | tail -40
	return 1
}

grep -rl --include='*_test.go' '^func Fuzz' puzzles tools | sort | while read -r file; do
	dir=$(dirname "$file")
	for fn in $(grep -o '^func Fuzz[A-Za-z0-9_]*' "$file" | sed 's/^func //'); do
		echo "fuzz $dir $fn ($fuzztime)"
		fuzz_one "$dir" "$fn" || exit 1
	done
done
