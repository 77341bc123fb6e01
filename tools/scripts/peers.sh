#!/usr/bin/env bash
# peers.sh: Flow Free solve + count to 2, puzzlesat against the picosat peer,
# side by side in one run. For each level and each rule it prints the median
# of RUNS timings (the best with STAT=best) and the ratios puzzlesat / peer
# (below 1: puzzlesat is faster).
#
#   fill,notouch  puzzlesat's default for Flow Free levels; the peer with
#                 --strict ("unconnected neighbours differ in colour")
#   fill,touch    the plain fill rule; the peer without --strict
#
# RULES picks the rules (default both, e.g. RULES=fill,touch); BIN times a
# CLI built elsewhere (another commit) instead of building this tree's.
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
RUNS=${RUNS:-5}
STAT=${STAT:-median}
RULES=${RULES:-fill,notouch fill,touch}
LEVELS=${LEVELS:-puzzles/numberlink/testdata/flowfree/*.txt}
if [ ! -f "$PEER" ]; then echo "peers: skipped, no peer script at $PEER"; exit 0; fi
if ! "$PY" -c 'import pycosat' 2>/dev/null; then echo "peers: skipped, $PY has no pycosat (apt-get install python3-pycosat)"; exit 0; fi
dir=$(mktemp -d)
bin=${BIN:-$dir/puzzlesat} out=$dir/out
trap 'rm -rf "$dir"' EXIT
[ -n "${BIN:-}" ] || go build -o "$bin" ./tools/puzzlesat

# Each run prints "clock cpu": the solver's own clock (ms) and the whole
# process's CPU time, user + system (ms; for the peer this includes starting
# Python and building the CNF). The machine is shared, so CPU time is the
# steadier figure; both are the median (or best) of RUNS. The CPU time is the child's
# rusage read by wait4 (microseconds; /usr/bin/time rounds to 10 ms, which
# made every level under 10 ms read 0). The Python that reads it is not
# counted: rusage covers the waited child only.
cpu() {
	"$PY" -c 'import os, subprocess, sys
p = subprocess.Popen(sys.argv[2:], stdout=open(sys.argv[1], "w"))
_, _, ru = os.wait4(p.pid, 0)
print("%.1f" % ((ru.ru_utime + ru.ru_stime) * 1000))' "$out" "$@"
}
ours() { # level rule
	c=$(cpu "$bin" solve -json -count 2 -rule "$2" "$1")
	echo "$(sed -n 's/.*"millis":\([0-9.]*\).*/\1/p' "$out") $c"
}
peer() { # level [--strict]
	c=$(cpu "$PY" "$PEER" "$1" 2 $2)
	echo "$(awk '{print $4}' "$out") $c"
}
# pick column: the median (the lower middle for an even count) or the best.
pick() {
	sort -g -k"$1" | awk -v k="$1" -v stat="$STAT" '{ v[NR] = $k }
		END { print (stat == "best" ? v[1] : v[int((NR + 1) / 2)]) }'
}

printf '%-18s %-13s %9s %9s %6s %9s %9s %6s\n' level rule clock peer ratio cpu peer-cpu ratio
for f in $LEVELS; do
	for rule in $RULES; do
		strict=""; [ "$rule" = fill,notouch ] && strict=--strict
		a=$(for i in $(seq "$RUNS"); do ours "$f" "$rule"; done)
		b=$(for i in $(seq "$RUNS"); do peer "$f" "$strict"; done)
		awk -v n="$(basename "$f" .txt)" -v r="$rule" -v a1="$(pick 1 <<<"$a")" -v b1="$(pick 1 <<<"$b")" \
			-v a2="$(pick 2 <<<"$a")" -v b2="$(pick 2 <<<"$b")" 'BEGIN {
			printf "%-18s %-13s %9.1f %9.1f %6.2f %9.1f %9.1f %6.2f\n", n, r, a1, b1, (b1 > 0 ? a1 / b1 : 0), a2, b2, (b2 > 0 ? a2 / b2 : 0) }'
	done
done
