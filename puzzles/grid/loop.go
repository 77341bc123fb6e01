package grid

import (
	"cmp"
	"fmt"
	"slices"
)

// A lattice is a rows x cols array of points [row, column]: the cells'
// centres for puzzles drawn through cells (Masyu), the cells' corners
// for puzzles drawn along their sides (Slitherlink). A loop is a closed
// path on it, listed point by point, the first not repeated at the end.

// Link is a line between two neighbouring points of a lattice, the
// smaller point first.
type Link [2][2]int

// LinkOf returns the link between points a and b.
func LinkOf(a, b [2]int) Link {
	if b[0] < a[0] || b[0] == a[0] && b[1] < a[1] {
		a, b = b, a
	}
	return Link{a, b}
}

// Links returns the links of a loop and of some further lines.
func Links(loop [][2]int, lines [][2][2]int) map[Link]bool {
	out := map[Link]bool{}
	for i, pt := range loop {
		out[LinkOf(pt, loop[(i+1)%len(loop)])] = true
	}
	for _, l := range lines {
		out[LinkOf(l[0], l[1])] = true
	}
	return out
}

// EachLine calls visit on each line between two points that an answer
// names, in turn: drawn (true) between consecutive points of each of
// paths, then on each of lines; absent (false) on each of off. It stops
// at visit's first error and returns it.
func EachLine(paths [][][2]int, lines, off [][2][2]int, visit func(p, q [2]int, drawn bool) error) error {
	for _, path := range paths {
		for i := 1; i < len(path); i++ {
			if err := visit(path[i-1], path[i], true); err != nil {
				return err
			}
		}
	}
	for _, s := range lines {
		if err := visit(s[0], s[1], true); err != nil {
			return err
		}
	}
	for _, s := range off {
		if err := visit(s[0], s[1], false); err != nil {
			return err
		}
	}
	return nil
}

// LatticeLinks returns every link of a rows x cols lattice, row by row.
func LatticeLinks(rows, cols int) []Link {
	var out []Link
	for r := range rows {
		for c := range cols {
			if c+1 < cols {
				out = append(out, Link{{r, c}, {r, c + 1}})
			}
			if r+1 < rows {
				out = append(out, Link{{r, c}, {r + 1, c}})
			}
		}
	}
	return out
}

// SortedLinks lists a set of links in reading order, for a stable drawing.
func SortedLinks(set map[Link]bool) []Link {
	out := make([]Link, 0, len(set))
	for l := range set {
		out = append(out, l)
	}
	slices.SortFunc(out, func(a, b Link) int {
		return cmp.Or(cmp.Compare(a[0][0], b[0][0]), cmp.Compare(a[0][1], b[0][1]),
			cmp.Compare(a[1][0], b[1][0]), cmp.Compare(a[1][1], b[1][1]))
	})
	return out
}

// CheckLoop checks that loop is a closed path of at least 4 distinct
// points of a rows x cols lattice, each a neighbour of the next, and
// returns each point's place on it. point names the points in messages
// ("cell", "corner").
func CheckLoop(loop [][2]int, rows, cols int, point string) (map[[2]int]int, error) {
	if len(loop) < 4 {
		return nil, fmt.Errorf("the loop has %d %ss: a loop has at least 4", len(loop), point)
	}
	size := Size{Rows: rows, Cols: cols}
	at := map[[2]int]int{}
	for i, pt := range loop {
		next := loop[(i+1)%len(loop)]
		_, seen := at[pt]
		switch {
		case !size.In(Pos{R: pt[0], C: pt[1]}):
			return nil, fmt.Errorf("%s %d,%d is off the board", point, pt[0], pt[1])
		case seen:
			return nil, fmt.Errorf("the loop visits %s %d,%d twice", point, pt[0], pt[1])
		case !Adjacent(Pos{R: pt[0], C: pt[1]}, Pos{R: next[0], C: next[1]}):
			return nil, fmt.Errorf("the loop jumps from %s %d,%d to %d,%d", point, pt[0], pt[1], next[0], next[1])
		}
		at[pt] = i
	}
	return at, nil
}

// TraceLoop follows a set of links from one of them: it returns the
// points in order when the links form exactly one loop, and nil otherwise.
func TraceLoop(on map[Link]bool) [][2]int {
	var start Link
	for l := range on {
		start = l
		break
	}
	if len(on) == 0 {
		return nil
	}
	first := start[0]
	loop := [][2]int{first}
	prev, cur := first, start[1]
	for cur != first {
		loop = append(loop, cur)
		next, found := [2]int{}, 0
		for _, d := range Dirs {
			q := [2]int{cur[0] + d.Delta().R, cur[1] + d.Delta().C}
			if q != prev && on[LinkOf(cur, q)] {
				next, found = q, found+1
			}
		}
		if found != 1 || len(loop) > len(on) {
			return nil
		}
		prev, cur = cur, next
	}
	if len(loop) != len(on) {
		return nil
	}
	return loop
}
