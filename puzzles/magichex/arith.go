package magichex

import (
	"fmt"
)

// Arithmetic that decides a puzzle before any search.
//
// The 2n-1 rows of a hexagon of side n partition its cells, so the rows
// share the total of all the numbers placed. When the values are distinct
// and there are exactly as many values as cells, every value is used, the
// total is fixed, and the line sum must be total/(2n-1): the default sum.

// total is the sum of the values Lo..Hi.
func (p *Puzzle) total() int { return (p.Lo + p.Hi) * (p.Hi - p.Lo + 1) / 2 }

// allUsed reports whether every value must appear exactly once.
func (p *Puzzle) allUsed() bool { return p.Distinct && p.Hi-p.Lo+1 == Cells(p.Side) }

// Target returns the line sum: the header's, or the one the arithmetic
// implies. ok is false when there is none; reason says why.
func (p *Puzzle) Target() (sum int, ok bool, reason string) {
	rows := 2*p.Side - 1
	if p.HasSum {
		return p.Sum, true, ""
	}
	if !p.allUsed() {
		return 0, false, fmt.Sprintf("the line sum is not determined when the values %d..%d are not each used once; give sum=N in the header", p.Lo, p.Hi)
	}
	if t := p.total(); t%rows != 0 {
		return 0, false, fmt.Sprintf("the %d rows must share the total %d of the values %d..%d equally, and %d/%d is not an integer", rows, t, p.Lo, p.Hi, t, rows)
	}
	return p.total() / rows, true, ""
}

// impossible returns why the puzzle has no solution, found by arithmetic
// alone, or "" when arithmetic does not rule it out.
func (p *Puzzle) impossible() string {
	n, rows := Cells(p.Side), 2*p.Side-1
	if p.Distinct && p.Hi-p.Lo+1 < n {
		return fmt.Sprintf("%d cells need %d distinct values, and %d..%d has only %d", n, n, p.Lo, p.Hi, p.Hi-p.Lo+1)
	}
	t, ok, reason := p.Target()
	if !ok {
		return reason
	}
	if p.allUsed() && t*rows != p.total() {
		return fmt.Sprintf("the %d rows share the total %d of the values %d..%d, so every line sums to %d/%d, not %d",
			rows, p.total(), p.Lo, p.Hi, p.total(), rows, t)
	}
	for _, l := range Rows(p.Side)[:p.Side] { // every line length n..2n-1
		lo, hi := p.lineRange(l)
		if t < lo || t > hi {
			return fmt.Sprintf("a line of %d cells sums to between %d and %d, never %d", l, lo, hi, t)
		}
	}
	lo, hi := p.lineRange(n)
	if t*rows < lo || t*rows > hi {
		return fmt.Sprintf("the %d rows would hold %d in total, but all %d cells sum to between %d and %d", rows, t*rows, n, lo, hi)
	}
	return p.fullLine(t)
}

// lineRange is the smallest and largest sum of k cells.
func (p *Puzzle) lineRange(k int) (lo, hi int) {
	if !p.Distinct {
		return k * p.Lo, k * p.Hi
	}
	return k*p.Lo + k*(k-1)/2, k*p.Hi - k*(k-1)/2
}

// fullLine reports a line whose cells are all given and whose sum is wrong.
func (p *Puzzle) fullLine(t int) string {
	b := p.board()
	for _, l := range b.lines {
		s, full := 0, true
		for _, c := range l.Cells {
			v, ok := p.Givens[c]
			full = full && ok
			s += v
		}
		if full && s != t {
			return fmt.Sprintf("%s is full and sums to %d, not %d", lineName(l), s, t)
		}
	}
	return ""
}

// lineName names a line for messages: "row 2", "down-left line 3".
func lineName(l line) string {
	return fmt.Sprintf("%s %d", [3]string{"row", "down-left line", "down-right line"}[l.Dir], l.Index+1)
}
