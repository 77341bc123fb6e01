#!/usr/bin/env bash
# Runs every Fuzz target in the module briefly: FUZZTIME each (default 3s).
set -euo pipefail
fuzztime=${FUZZTIME:-3s}
grep -rl --include='*_test.go' '^func Fuzz' puzzles tools | sort | while read -r file; do
	dir=$(dirname "$file")
	for fn in $(grep -o '^func Fuzz[A-Za-z0-9_]*' "$file" | sed 's/^func //'); do
		echo "fuzz $dir $fn ($fuzztime)"
		if ! out=$(go test -run='^$' -fuzz="^${fn}\$" -fuzztime="$fuzztime" "./$dir" 2>&1); then
			# The fuzzer itself sometimes stops with "context deadline
			# exceeded" when fuzztime ends during a slow input, with no
			# failing input; run that target once more before failing.
			if ! grep -q 'context deadline exceeded' <<<"$out" || grep -q 'Failing input' <<<"$out" ||
				! out=$(go test -run='^$' -fuzz="^${fn}\$" -fuzztime="$fuzztime" "./$dir" 2>&1); then
				echo "$out" | tail -40
				exit 1
			fi
		fi
	done
done
