package hidato

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// maxPlaces bounds the (number, cell) pairs an encoding may have: each is a
// variable, and more than this would not solve in reasonable time or memory.
const maxPlaces = 300_000

// domains lists, for each number k (index 0 unused), the open cells that
// may hold it, ascending; alive marks those not yet ruled out.
type domains struct {
	cells [][]int32
	alive [][]bool
}

// find returns the position of cell c in number k's list, or -1.
func (d *domains) find(k int, c int32) int {
	if i, ok := slices.BinarySearch(d.cells[k], c); ok {
		return i
	}
	return -1
}

// has reports whether cell c may still hold number k.
func (d *domains) has(k int, c int32) bool {
	i := d.find(k, c)
	return i >= 0 && d.alive[k][i]
}

// only returns the cell of number k when it has exactly one left.
func (d *domains) only(k int) (int32, bool) {
	var cell int32 = -1
	for i, c := range d.cells[k] {
		if d.alive[k][i] {
			if cell >= 0 {
				return -1, false
			}
			cell = c
		}
	}
	return cell, cell >= 0
}

// newDomains gives each number the cells within reach of the nearest given
// numbers below and above it (by routes that pass no other given number), then rules out cells with no neighbour that
// could hold the previous or the next number, until nothing changes. It
// expects the checks of board.impossible to have passed.
func newDomains(b *board) (*domains, error) {
	n := len(b.cells)
	d := &domains{cells: make([][]int32, n+1), alive: make([][]bool, n+1)}
	if err := d.reach(b); err != nil {
		return nil, err
	}
	for k := 1; k <= n; k++ {
		d.alive[k] = make([]bool, len(d.cells[k]))
		for i := range d.alive[k] {
			d.alive[k][i] = true
		}
	}
	d.prune(b)
	return d, nil
}

// reach fills cells from the distances to the bracketing clues, one
// segment of numbers between consecutive clues at a time.
func (d *domains) reach(b *board) error {
	n := len(b.cells)
	r := reacher{b: b, d: d, given: b.given, below: newDist(n), above: newDist(n)}
	r.maj, r.differ = b.majority()
	cs := b.clues()
	var lo *clue
	for i := 0; i <= len(cs); i++ {
		var hi *clue
		if i < len(cs) {
			hi = &cs[i]
		}
		if err := r.segment(lo, hi); err != nil {
			return err
		}
		if hi != nil {
			d.cells[hi.num] = []int32{hi.cell}
		}
		lo = hi
	}
	return nil
}

// reacher computes the domains of one segment of numbers.
type reacher struct {
	b            *board
	d            *domains
	given        []bool  // cells holding a clue
	below, above []int32 // distances from the clues bracketing the segment
	maj          int     // see board.majority
	differ       bool
	total        int // (number, cell) pairs so far
}

// segment fills the numbers strictly between clues lo and hi (nil: the
// start or the end of the path).
func (r *reacher) segment(lo, hi *clue) error {
	n := len(r.b.cells)
	first, last := 1, n
	var loOrder, hiOrder []int32
	if lo != nil {
		first = lo.num + 1
		loOrder = r.b.bfs(lo.cell, last-lo.num, r.below, r.b.given)
		defer clearDist(r.below, loOrder)
	}
	if hi != nil {
		last = hi.num - 1
		hiOrder = r.b.bfs(hi.cell, hi.num-first, r.above, r.b.given)
		defer clearDist(r.above, hiOrder)
	}
	from := loOrder
	switch {
	case lo == nil && hi != nil:
		from = hiOrder
	case lo == nil:
		from = make([]int32, n)
		for i := range from {
			from[i] = int32(i)
		}
	}
	for k := first; k <= last; k++ {
		var out []int32
		for _, c := range from {
			if r.fits(k, c, lo, hi) {
				out = append(out, c)
			}
		}
		slices.Sort(out)
		r.d.cells[k] = out
		if r.total += len(out); r.total > maxPlaces {
			return fmt.Errorf("the puzzle is too large to solve here: its numbers could go in more than %d (number, cell) places; give more clues or use a smaller board", maxPlaces)
		}
	}
	return nil
}

// fits reports whether number k may go in cell c as far as distances and
// colours to the clues lo and hi tell.
func (r *reacher) fits(k int, c int32, lo, hi *clue) bool {
	switch {
	case r.given[c]:
		return false
	case lo != nil && (r.below[c] < 0 || int(r.below[c]) > k-lo.num):
		return false
	case hi != nil && (r.above[c] < 0 || int(r.above[c]) > hi.num-k):
		return false
	}
	return !r.b.bipartite || r.colourFits(k, c, lo, hi)
}

// colourFits reports whether cell c has the chessboard colour that number k
// must have on a bipartite board.
func (r *reacher) colourFits(k int, c int32, lo, hi *clue) bool {
	b := r.b
	switch {
	case lo != nil:
		return b.colour(c) == b.colour(lo.cell)^((k-lo.num)&1)
	case hi != nil:
		return b.colour(c) == b.colour(hi.cell)^((hi.num-k)&1)
	case r.differ:
		return b.colour(c) == r.maj^((k-1)&1)
	}
	return true
}

// wrap returns the number after (step 1) or before (step -1) k, and false
// when there is none (the ends of an open path).
func wrap(k, step, n int, closed bool) (int, bool) {
	k += step
	switch {
	case k >= 1 && k <= n:
		return k, true
	case !closed:
		return 0, false
	case k < 1:
		return n, true
	}
	return 1, true
}

// supported reports whether cell c, as number k, has a neighbour that may
// hold the number step away and itself has a neighbour other than c that
// may hold the number two steps away (measured: the hardest generated
// knight's tour 30-40% less CPU, the others within noise).
func (d *domains) supported(b *board, k int, c int32, step int, closed bool) bool {
	j, ok := wrap(k, step, len(b.cells), closed)
	if !ok {
		return true
	}
	j2, ok2 := wrap(j, step, len(b.cells), closed)
	ok2 = ok2 && len(b.cells) > 2
	for _, e := range b.nbr[c] {
		if d.has(j, e) && (!ok2 || d.onward(b, j2, e, c)) {
			return true
		}
	}
	return false
}

// onward reports whether cell e has a neighbour other than c that may hold
// number k: the number two steps from c's, which c itself cannot hold.
func (d *domains) onward(b *board, k int, e, c int32) bool {
	for _, f := range b.nbr[e] {
		if f != c && d.has(k, f) {
			return true
		}
	}
	return false
}

// entry is one (number, cell) pair: cell d.cells[k][i] for number k.
type entry struct{ k, i int32 }

// pruner removes (number, cell) pairs that cannot be part of a solution:
// a pair without a neighbour that may hold the number before or after it;
// the other cells of a number with one cell left, and the other numbers
// of a cell with one number left (then the pair is fixed).
type pruner struct {
	b       *board
	d       *domains
	perNum  []int     // pairs left per number
	perCell []int     // pairs left per cell
	inCell  [][]entry // every pair of each cell
	work    []entry   // pairs whose support to recheck
	singles []entry   // numbers (i < 0) or cells (k < 0) with one pair left
}

// prune removes unsupported and excluded pairs until none is left.
func (d *domains) prune(b *board) {
	n := len(b.cells)
	p := &pruner{b: b, d: d, perNum: make([]int, n+1), perCell: make([]int, n), inCell: make([][]entry, n)}
	for k := 1; k <= n; k++ {
		p.perNum[k] = len(d.cells[k])
		for i, c := range d.cells[k] {
			p.perCell[c]++
			p.inCell[c] = append(p.inCell[c], entry{int32(k), int32(i)})
			p.work = append(p.work, entry{int32(k), int32(i)})
		}
	}
	for k := 1; k <= n; k++ {
		if p.perNum[k] == 1 {
			p.singles = append(p.singles, entry{int32(k), -1})
		}
	}
	for c := range p.perCell {
		if p.perCell[c] == 1 {
			p.singles = append(p.singles, entry{-1, int32(c)})
		}
	}
	for len(p.work) > 0 || len(p.singles) > 0 {
		if len(p.work) > 0 {
			it := p.work[len(p.work)-1]
			p.work = p.work[:len(p.work)-1]
			p.support(it)
			continue
		}
		it := p.singles[len(p.singles)-1]
		p.singles = p.singles[:len(p.singles)-1]
		p.single(it)
	}
}

// support removes the pair when no neighbour may hold the number before
// or after it.
func (p *pruner) support(it entry) {
	k, i := int(it.k), int(it.i)
	if !p.d.alive[k][i] {
		return
	}
	c, closed := p.d.cells[k][i], p.b.p.Closed
	if !p.d.supported(p.b, k, c, 1, closed) || !p.d.supported(p.b, k, c, -1, closed) {
		p.remove(k, i)
	}
}

// single fixes a number with one cell left (it.i < 0) or a cell with one
// number left (it.k < 0): the cell's other numbers, or the number's other
// cells, go.
func (p *pruner) single(it entry) {
	d := p.d
	if it.i < 0 {
		k := int(it.k)
		for i, c := range d.cells[k] {
			if d.alive[k][i] {
				p.keepOnly(p.inCell[c], entry{int32(k), int32(i)})
			}
		}
		return
	}
	for _, e := range p.inCell[it.i] {
		if d.alive[e.k][e.i] {
			all := make([]entry, len(d.cells[e.k]))
			for i := range all {
				all[i] = entry{e.k, int32(i)}
			}
			p.keepOnly(all, e)
		}
	}
}

// keepOnly removes every live pair of list but keep.
func (p *pruner) keepOnly(list []entry, keep entry) {
	for _, e := range list {
		if e != keep && p.d.alive[e.k][e.i] {
			p.remove(int(e.k), int(e.i))
		}
	}
}

// remove rules out a pair and queues what may follow from it.
func (p *pruner) remove(k, i int) {
	d, b := p.d, p.b
	c := d.cells[k][i]
	d.alive[k][i] = false
	p.perNum[k]--
	p.perCell[c]--
	if p.perNum[k] == 1 {
		p.singles = append(p.singles, entry{int32(k), -1})
	}
	if p.perCell[c] == 1 {
		p.singles = append(p.singles, entry{-1, c})
	}
	for _, step := range []int{-1, 1} {
		j, ok := wrap(k, step, len(b.cells), b.p.Closed)
		if !ok {
			continue
		}
		j2, ok2 := wrap(j, step, len(b.cells), b.p.Closed)
		for _, e := range b.nbr[c] {
			p.recheck(j, e)
			for _, f := range b.nbr[e] {
				if ok2 && f != c {
					p.recheck(j2, f)
				}
			}
		}
	}
}

// recheck queues pair (k, cell c) when it is alive.
func (p *pruner) recheck(k int, c int32) {
	if x := p.d.find(k, c); x >= 0 && p.d.alive[k][x] {
		p.work = append(p.work, entry{int32(k), int32(x)})
	}
}

// empty returns a reason when some number or some cell has no place left.
func (d *domains) empty(b *board) *puzzles.Impossible {
	covered := make([]bool, len(b.cells))
	for k := 1; k < len(d.cells); k++ {
		any := false
		for i, c := range d.cells[k] {
			if d.alive[k][i] {
				any, covered[c] = true, true
			}
		}
		if !any {
			return &puzzles.Impossible{Reason: fmt.Sprintf("no open cell can hold %d: every cell within reach of the given numbers leads to a dead end", k)}
		}
	}
	for c, ok := range covered {
		if !ok {
			return &puzzles.Impossible{Reason: fmt.Sprintf("no number can go in the open cell at %s", place(b.cells[c]))}
		}
	}
	return nil
}
