package hidato

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// board is a puzzle's open cells as a graph: cells are numbered in reading
// order and joined when one move of the type leads from one to the other.
type board struct {
	p         *Puzzle
	cells     []grid.Pos // open cells in reading order
	index     []int32    // Size.Index(pos) -> open cell number, -1 when blocked
	nbr       [][]int32  // neighbours of each open cell
	bipartite bool       // every move changes the colour of a chessboard square
	given     []bool     // open cells holding a clue: a path between two clues passes no other
}

func newBoard(p *Puzzle) *board {
	b := &board{p: p, cells: p.Open(), index: make([]int32, p.Size().Rows*p.Size().Cols), bipartite: true}
	for i := range b.index {
		b.index[i] = -1
	}
	for i, pos := range b.cells {
		b.index[p.Size().Index(pos)] = int32(i)
	}
	b.nbr = make([][]int32, len(b.cells))
	for i, pos := range b.cells {
		for _, q := range p.Size().Neighbours(pos, p.typ.moves) {
			if j := b.index[p.Size().Index(q)]; j >= 0 {
				b.nbr[i] = append(b.nbr[i], j)
			}
		}
	}
	for _, d := range p.typ.moves {
		if (d.R+d.C)%2 == 0 {
			b.bipartite = false
		}
	}
	b.given = make([]bool, len(b.cells))
	for _, c := range b.clues() {
		b.given[c.cell] = true
	}
	return b
}

// colour is the chessboard colour of open cell i.
func (b *board) colour(i int32) int { return (b.cells[i].R + b.cells[i].C) & 1 }

// bfs fills dist (which must be all -1 on entry) with the number of moves
// from cell from to every cell within limit moves, and returns those cells
// nearest first. Cells in wall (nil: none) are reached but not passed
// through. Reset dist with clearDist before the next search.
func (b *board) bfs(from int32, limit int, dist []int32, wall []bool) []int32 {
	order := []int32{from}
	dist[from] = 0
	for head := 0; head < len(order); head++ {
		c := order[head]
		if int(dist[c]) >= limit || head > 0 && wall != nil && wall[c] {
			continue
		}
		for _, d := range b.nbr[c] {
			if dist[d] < 0 {
				dist[d] = dist[c] + 1
				order = append(order, d)
			}
		}
	}
	return order
}

func clearDist(dist []int32, order []int32) {
	for _, c := range order {
		dist[c] = -1
	}
}

func newDist(n int) []int32 {
	d := make([]int32, n)
	for i := range d {
		d[i] = -1
	}
	return d
}

// clue is a given number and its open cell.
type clue struct {
	num  int
	cell int32
}

// clues returns the given numbers in increasing order.
func (b *board) clues() []clue {
	byNum := make([]int32, len(b.cells)+1)
	for i, pos := range b.cells {
		if v := b.p.At(pos); v > 0 && v <= len(b.cells) {
			byNum[v] = int32(i) + 1
		}
	}
	var out []clue
	for v, c := range byNum {
		if c > 0 {
			out = append(out, clue{v, c - 1})
		}
	}
	return out
}

// impossible returns the first reason found without search why the puzzle
// has no solution, or nil.
func (b *board) impossible() *puzzles.Impossible {
	for _, check := range []func() string{b.disconnected, b.colourCounts} {
		if reason := check(); reason != "" {
			return &puzzles.Impossible{Reason: reason}
		}
	}
	if reason, cells := b.clueGaps(); reason != "" {
		return &puzzles.Impossible{Reason: reason, Cells: cells}
	}
	return nil
}

// disconnected reports open cells that no sequence of moves joins.
func (b *board) disconnected() string {
	dist := newDist(len(b.cells))
	reached := b.bfs(0, len(b.cells), dist, nil)
	if len(reached) == len(b.cells) {
		return ""
	}
	for i, d := range dist {
		if d < 0 {
			return fmt.Sprintf("no sequence of %s moves leads from %s to %s, yet the path visits every open cell",
				b.p.typ.piece, place(b.cells[0]), place(b.cells[i]))
		}
	}
	return ""
}

// majority returns the colour holding more open cells and whether the
// counts differ (on a bipartite board odd numbers then go on that colour).
func (b *board) majority() (colour int, differ bool) {
	var count [2]int
	for i := range b.cells {
		count[b.colour(int32(i))]++
	}
	if count[1] > count[0] {
		return 1, true
	}
	return 0, count[0] != count[1]
}

// colourCounts checks the chessboard colours when every move changes colour.
func (b *board) colourCounts() string {
	if !b.bipartite {
		return ""
	}
	var count [2]int
	for i := range b.cells {
		count[b.colour(int32(i))]++
	}
	n := len(b.cells)
	if count[0]-count[1] > 1 || count[1]-count[0] > 1 {
		return fmt.Sprintf("every %s changes the square's colour, so the colours must alternate along the path, but the open cells are %d dark and %d light",
			b.p.typ.piece+"'s move", count[1], count[0])
	}
	if b.p.Closed && n%2 == 1 {
		return fmt.Sprintf("a closed path of %s moves alternates colours and needs an even number of cells, not %d", b.p.typ.piece+"'s", n)
	}
	maj, differ := b.majority()
	if !differ {
		return ""
	}
	for _, c := range b.clues() {
		if (b.colour(c.cell) == maj) != (c.num%2 == 1) {
			return fmt.Sprintf("the %d open cells are %d of one colour and %d of the other, so odd numbers go on the first and even numbers on the second; %d at %s is on the wrong colour",
				n, max(count[0], count[1]), min(count[0], count[1]), c.num, place(b.cells[c.cell]))
		}
	}
	return ""
}

// moves says "1 king move", "3 king moves".
func (b *board) moves(n int) string {
	if n == 1 {
		return "1 " + b.p.typ.piece + " move"
	}
	return fmt.Sprintf("%d %s moves", n, b.p.typ.piece)
}

// clueGaps checks that each given number can reach the next one: the
// shortest route, passing no other given number, is not longer than their
// difference (and, on a bipartite
// board, has the same parity).
// clueGaps also returns the cells of the two clues it blames.
func (b *board) clueGaps() (string, [][2]int) {
	pair := func(a, z clue) [][2]int {
		pa, pz := b.cells[a.cell], b.cells[z.cell]
		return [][2]int{{pa.R, pa.C}, {pz.R, pz.C}}
	}
	cs := b.clues()
	dist := newDist(len(b.cells))
	for i := 0; i+1 < len(cs); i++ {
		a, z := cs[i], cs[i+1]
		gap := z.num - a.num
		order := b.bfs(a.cell, gap, dist, b.given)
		d := dist[z.cell]
		clearDist(dist, order)
		switch {
		case d < 0:
			return fmt.Sprintf("%d at %s and %d at %s are more than %s apart",
				a.num, place(b.cells[a.cell]), z.num, place(b.cells[z.cell]), b.moves(gap)), pair(a, z)
		case b.bipartite && (int(d)-gap)%2 != 0:
			return fmt.Sprintf("%d at %s and %d at %s are on squares whose colours do not fit %s",
				a.num, place(b.cells[a.cell]), z.num, place(b.cells[z.cell]), b.moves(gap)), pair(a, z)
		}
	}
	if b.p.Closed && len(cs) >= 2 {
		a, z := cs[len(cs)-1], cs[0]
		gap := len(b.cells) - a.num + z.num
		order := b.bfs(a.cell, gap, dist, b.given)
		d := dist[z.cell]
		clearDist(dist, order)
		if d < 0 {
			return fmt.Sprintf("on the closed path %d at %s cannot reach %d at %s in %s",
				a.num, place(b.cells[a.cell]), z.num, place(b.cells[z.cell]), b.moves(gap)), pair(a, z)
		}
	}
	return "", nil
}
