#!/usr/bin/env bash
# peers.sh: Flow Free solve + count to 2, puzzlesat against the picosat peer,
# side by side in one run. For each level and each rule it prints the best of
# RUNS timings (ms, the solvers' own clocks: puzzlesat's includes encoding,
# the peer's starts after building its CNF) and the ratio puzzlesat / peer.
#
#   fill,notouch  puzzlesat's default for Flow Free levels; the peer with
#                 --strict ("unconnected neighbours differ in colour")
#   fill,touch    the plain fill rule; the peer without --strict
#
# The peer is ../shared/bench/peers/flow_pycosat.py (from a worktree
# ../../shared; its licence is not
# stated, so it is not copied here; PEER=path overrides). It needs Debian's
# python3-pycosat; without it, or without the script, this skips.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${PEER:-}" ]; then
	for PEER in ../shared/bench/peers/flow_pycosat.py ../../shared/bench/peers/flow_pycosat.py; do
		[ -f "$PEER" ] && break
	done
fi
PY=${PY:-/usr/bin/python3}
RUNS=${RUNS:-3}
LEVELS=${LEVELS:-puzzles/numberlink/testdata/flowfree/*.txt}
if [ ! -f "$PEER" ]; then echo "peers: skipped, no peer script at $PEER"; exit 0; fi
if ! "$PY" -c 'import pycosat' 2>/dev/null; then echo "peers: skipped, $PY has no pycosat (apt-get install python3-pycosat)"; exit 0; fi
bin=$(mktemp -d)/puzzlesat
trap 'rm -rf "$(dirname "$bin")"' EXIT
go build -o "$bin" ./tools/puzzlesat

ours() { # level rule -> ms
	"$bin" solve -json -count 2 -rule "$2" "$1" | sed -n 's/.*"millis":\([0-9.]*\).*/\1/p'
}
peer() { # level strict -> ms
	"$PY" "$PEER" "$1" 2 $2 | awk '{print $4}'
}
best() { sort -g | head -1; }

printf '%-22s %-13s %10s %10s %7s\n' level rule puzzlesat peer ratio
for f in $LEVELS; do
	for rule in fill,notouch fill,touch; do
		strict=""; [ "$rule" = fill,notouch ] && strict=--strict
		a=$(for i in $(seq "$RUNS"); do ours "$f" "$rule"; done | best)
		b=$(for i in $(seq "$RUNS"); do peer "$f" "$strict"; done | best)
		awk -v n="$(basename "$f" .txt)" -v r="$rule" -v a="$a" -v b="$b" \
			'BEGIN { printf "%-22s %-13s %10.1f %10.1f %7.2f\n", n, r, a, b, (b > 0 ? a / b : 0) }'
	done
done
