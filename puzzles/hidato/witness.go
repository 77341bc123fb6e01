package hidato

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// witnessSteps bounds the steps of Witness's search per open cell: it
// gives up rather than search long (the solver then decides). Measured on
// the seed's Hidato with one clue left (what explaining it asks): found in
// 46-314 steps for 46 cells, or not within 20 000.
const witnessSteps = 20

// Witness implements puzzles.Witnesser: a depth-first search that numbers
// the path from 1 within the pruned domains, trying the cell with the
// fewest free neighbours first (Warnsdorff's rule). It returns nil when
// the puzzle is invalid or impossible, or when the search runs out of
// steps: sparse puzzles (one or two clues, as explanations ask about) are
// answered in microseconds, constrained ones are left to the solver.
func (p *Puzzle) Witness() puzzles.Answer {
	e, err := p.prepare()
	if err != nil {
		return nil
	}
	n := len(e.b.cells)
	w := &witness{b: e.b, d: e.d, closed: p.Closed, budget: witnessSteps * n}
	w.used, w.path = make([]bool, n), make([]int32, 0, n)
	if !w.extend(w.candidates(1, -1)) {
		return nil
	}
	a := p.emptyAnswer()
	for i, c := range w.path {
		pos := e.b.cells[c]
		a.Grid[pos.R][pos.C] = i + 1
	}
	return a
}

// witness is the state of Witness's search.
type witness struct {
	b      *board
	d      *domains
	closed bool
	budget int
	used   []bool
	path   []int32 // path[k-1]: the cell of number k
	seen   []bool  // scratch for joined
}

// extend tries each of cells for the next number, then the rest of the
// path; it reports whether a whole path was found.
func (w *witness) extend(cells []int32) bool {
	k := len(w.path) + 1
	for _, c := range cells {
		if w.budget--; w.budget < 0 {
			return false
		}
		w.used[c] = true
		w.path = append(w.path, c)
		if w.done() || len(w.path) < len(w.used) && w.open() && w.extend(w.candidates(k+1, c)) {
			return true
		}
		w.path = w.path[:len(w.path)-1]
		w.used[c] = false
	}
	return false
}

// done reports whether the path is complete (and closes when it must).
func (w *witness) done() bool {
	n := len(w.used)
	if len(w.path) < n {
		return false
	}
	return !w.closed || n <= 2 || slices.Contains(w.b.nbr[w.path[n-1]], w.path[0])
}

// candidates returns the free cells that may hold number k after cell
// from (-1: anywhere), fewest free neighbours first.
func (w *witness) candidates(k int, from int32) []int32 {
	var out []int32
	if from < 0 {
		for i, c := range w.d.cells[k] {
			if w.d.alive[k][i] {
				out = append(out, c)
			}
		}
	} else {
		for _, c := range w.b.nbr[from] {
			if !w.used[c] && w.d.has(k, c) {
				out = append(out, c)
			}
		}
	}
	free := func(c int32) int {
		f := 0
		for _, x := range w.b.nbr[c] {
			if !w.used[x] {
				f++
			}
		}
		return f
	}
	slices.SortStableFunc(out, func(a, b int32) int { return free(a) - free(b) })
	return out
}

// open reports whether the free cells may still be threaded by the rest of
// the path: each has two ways in or out (the head and, on a closed path,
// the first cell count), except one that may end an open path, and all
// are joined to the head through free cells.
func (w *witness) open() bool {
	head, first := w.path[len(w.path)-1], w.path[0]
	ends, free := 0, 0
	for c := range w.used {
		if w.used[c] {
			continue
		}
		free++
		ways := 0
		for _, x := range w.b.nbr[c] {
			if !w.used[x] || x == head || w.closed && x == first {
				ways++
			}
		}
		switch {
		case ways == 0:
			return false
		case ways == 1:
			if ends++; ends > 1 || w.closed {
				return false
			}
		}
	}
	return w.joined(head) == free
}

// joined counts the free cells reachable from head through free cells.
func (w *witness) joined(head int32) int {
	seen := w.seen[:0]
	for range w.used {
		seen = append(seen, false)
	}
	w.seen = seen
	stack, count := []int32{head}, 0
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, x := range w.b.nbr[c] {
			if !w.used[x] && !seen[x] {
				seen[x] = true
				count++
				stack = append(stack, x)
			}
		}
	}
	return count
}
