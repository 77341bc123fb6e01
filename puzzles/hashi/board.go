package hashi

import "github.com/puzzlesat/puzzlesat/puzzles/grid"

// board is the puzzle's geometry, shared by the encoding and the rule
// check: the islands in reading order and the pairs of islands that see
// each other along a row or column (the places a bridge may go). Two
// islands side by side see each other: their bridge crosses no water, so
// it crosses no other bridge.
type board struct {
	islands []grid.Pos
	index   map[grid.Pos]int
	pairs   [][2]int // island indices, the first above or left of the second
	// crossings are the pairs of pairs whose bridges would cross: a
	// horizontal and a vertical pair over the same water cell.
	crossings [][2]int
}

// board finds the islands, their pairs and the crossings. For each island
// in reading order come its pair to the right, then the one below.
func (p *Puzzle) board() *board {
	b := &board{index: map[grid.Pos]int{}}
	for _, pos := range p.Size().Cells() {
		if p.At(pos) != Water {
			b.index[pos] = len(b.islands)
			b.islands = append(b.islands, pos)
		}
	}
	across := map[grid.Pos]int{} // water cell -> the horizontal pair over it
	down := map[grid.Pos]int{}
	for i, pos := range b.islands {
		for _, d := range []grid.Delta{{C: 1}, {R: 1}} {
			q := pos.Add(d)
			for p.Size().In(q) && p.At(q) == Water {
				q = q.Add(d)
			}
			if !p.Size().In(q) {
				continue
			}
			k := len(b.pairs)
			b.pairs = append(b.pairs, [2]int{i, b.index[q]})
			for w := pos.Add(d); w != q; w = w.Add(d) {
				if d.C == 1 {
					across[w] = k
				} else {
					down[w] = k
				}
			}
		}
	}
	for _, pos := range p.Size().Cells() {
		h, ok1 := across[pos]
		v, ok2 := down[pos]
		if ok1 && ok2 {
			b.crossings = append(b.crossings, [2]int{h, v})
		}
	}
	return b
}

// between lists the water cells that pair k's bridges pass over (none
// for islands side by side).
func (b *board) between(k int) []grid.Pos {
	from, to := b.islands[b.pairs[k][0]], b.islands[b.pairs[k][1]]
	d := grid.Delta{R: sign(to.R - from.R), C: sign(to.C - from.C)}
	var out []grid.Pos
	for w := from.Add(d); w != to; w = w.Add(d) {
		out = append(out, w)
	}
	return out
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// pair returns the index of the pair joining islands a and b.
func (b *board) pair(x, y grid.Pos) (int, bool) {
	i, ok1 := b.index[x]
	j, ok2 := b.index[y]
	if !ok1 || !ok2 {
		return -1, false
	}
	for k, pr := range b.pairs {
		if pr == [2]int{i, j} || pr == [2]int{j, i} {
			return k, true
		}
	}
	return -1, false
}
