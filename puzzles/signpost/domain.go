package signpost

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// maxCells bounds the boards Encode takes: the domains are N x N.
const maxCells = 900

// board is the puzzle as a directed graph: cell i (reading order) leads to
// the cells on its arrow (succ) and is led to from the cells whose arrows
// cross it (pred).
type board struct {
	p          *Puzzle
	n          int
	cells      []grid.Pos
	succ, pred [][]int32
	clue       []int32 // clue[k]: the cell given k, or -1
}

func newBoard(p *Puzzle) *board {
	n := p.N()
	b := &board{p: p, n: n, cells: p.Size().Cells(), succ: make([][]int32, n), pred: make([][]int32, n), clue: make([]int32, n+1)}
	for k := range b.clue {
		b.clue[k] = -1
	}
	for i, pos := range b.cells {
		for _, q := range p.along(pos) {
			j := int32(p.Size().Index(q))
			b.succ[i] = append(b.succ[i], j)
			b.pred[j] = append(b.pred[j], int32(i))
		}
		if v := p.At(pos).Num; v > 0 {
			b.clue[v] = int32(i)
		}
	}
	return b
}

// domains[i][k] says whether cell i may hold number k.
type domains [][]bool

// newDomains narrows the numbers each cell may hold, in plain Go: a clue's
// cell holds its clue; a cell without an arrow holds N; k lies within k-a
// arrow steps of the clue a below it and within b-k steps of the clue b
// above it; k needs a cell on its arrow that may hold k+1 and a cell whose
// arrow crosses it that may hold k-1; a number with one cell left, or a
// cell with one number left, is fixed there.
func newDomains(b *board) (domains, error) {
	if b.n > maxCells {
		return nil, fmt.Errorf("the board has %d cells; the limit is %d", b.n, maxCells)
	}
	d := make(domains, b.n)
	for i, pos := range b.cells {
		d[i] = make([]bool, b.n+1)
		c := b.p.At(pos)
		for k := 1; k <= b.n; k++ {
			switch {
			case c.Num > 0:
				d[i][k] = k == c.Num
			case c.Arrow == NoArrow:
				d[i][k] = k == b.n && b.clue[k] < 0
			default:
				d[i][k] = b.clue[k] < 0
			}
		}
	}
	b.reach(d)
	d.prune(b)
	return d, nil
}

// reach removes numbers too far, in arrow steps, from the clues around them.
func (b *board) reach(d domains) {
	var below, above int // the clues around k, 0 and n+1 when none
	var fwd, bwd []int32
	for k := 1; k <= b.n; k++ {
		if b.clue[k] >= 0 {
			below, fwd = k, b.bfs(b.clue[k], b.succ)
			above, bwd = 0, nil
			continue
		}
		if above <= k {
			above = k + 1
			for above <= b.n && b.clue[above] < 0 {
				above++
			}
			bwd = nil
			if above <= b.n {
				bwd = b.bfs(b.clue[above], b.pred)
			}
		}
		for i := range d {
			if fwd != nil && (fwd[i] < 0 || int(fwd[i]) > k-below) || bwd != nil && (bwd[i] < 0 || int(bwd[i]) > above-k) {
				d[i][k] = false
			}
		}
	}
}

// bfs returns the number of steps from cell from to every cell over the
// edges next (-1: unreachable), passing through no other clue's cell.
func (b *board) bfs(from int32, next [][]int32) []int32 {
	dist := make([]int32, b.n)
	for i := range dist {
		dist[i] = -1
	}
	dist[from] = 0
	queue := []int32{from}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c != from && b.p.At(b.cells[c]).Num > 0 {
			continue
		}
		for _, e := range next[c] {
			if dist[e] < 0 {
				dist[e] = dist[c] + 1
				queue = append(queue, e)
			}
		}
	}
	return dist
}

// prune removes unsupported and excluded pairs until none is left.
func (d domains) prune(b *board) {
	for changed := true; changed; {
		changed = false
		for i := range d {
			for k := 1; k <= b.n; k++ {
				if d[i][k] && (!d.linked(b.succ[i], k, k+1, b.n) || !d.linked(b.pred[i], k, k-1, b.n)) {
					d[i][k], changed = false, true
				}
			}
		}
		changed = d.singles(b) || changed
	}
}

// linked reports whether one of cells may hold j, the number next to k on
// the path (always when k is an end).
func (d domains) linked(cells []int32, k, j, n int) bool {
	if j < 1 || j > n {
		return true
	}
	for _, c := range cells {
		if d[c][j] {
			return true
		}
	}
	return false
}

// singles fixes numbers with one cell left and cells with one number left.
func (d domains) singles(b *board) bool {
	changed := false
	for k := 1; k <= b.n; k++ {
		if i, ok := d.only(k); ok {
			for j := 1; j <= b.n; j++ {
				if j != k && d[i][j] {
					d[i][j], changed = false, true
				}
			}
		}
	}
	for i := range d {
		if k, ok := d.fixed(i); ok {
			for c := range d {
				if c != i && d[c][k] {
					d[c][k], changed = false, true
				}
			}
		}
	}
	return changed
}

// only returns the one cell that may hold k.
func (d domains) only(k int) (int, bool) {
	at := -1
	for i := range d {
		if d[i][k] {
			if at >= 0 {
				return -1, false
			}
			at = i
		}
	}
	return at, at >= 0
}

// fixed returns the one number cell i may hold.
func (d domains) fixed(i int) (int, bool) {
	k := -1
	for v, ok := range d[i] {
		if ok {
			if k >= 0 {
				return -1, false
			}
			k = v
		}
	}
	return k, k >= 0
}

// values returns the numbers cell i may hold, ascending.
func (d domains) values(i int) []int {
	var out []int
	for k, ok := range d[i] {
		if ok {
			out = append(out, k)
		}
	}
	return out
}

// empty returns a reason when some number or some cell has no place left.
func (d domains) empty(b *board) *puzzles.Impossible {
	for k := 1; k <= b.n; k++ {
		found := false
		for i := range d {
			found = found || d[i][k]
		}
		if !found {
			return &puzzles.Impossible{Reason: fmt.Sprintf("no cell can hold %d: every cell within reach of the given numbers leads to a dead end", k)}
		}
	}
	for i, pos := range b.cells {
		if len(d.values(i)) == 0 {
			return &puzzles.Impossible{Reason: fmt.Sprintf("no number can go in the cell at %s", place(pos))}
		}
	}
	return nil
}
