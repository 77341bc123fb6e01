package cellgrid

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// GrowRegions divides a board of size among seeds: seed i's cells start
// region i, and while a region has cells beside it in none, one at
// random beside a random cell of it joins it. Cells no region reaches
// stay NoRegion.
func GrowRegions(rng *rand.Rand, size grid.Size, seeds [][]grid.Pos) [][]int {
	region, _ := puzzles.NewGrid(size.Rows, size.Cols, NoRegion)
	var frontier []grid.Pos
	for i, cells := range seeds {
		for _, pos := range cells {
			region[pos.R][pos.C] = i
			frontier = append(frontier, pos)
		}
	}
	for len(frontier) > 0 {
		i := rng.IntN(len(frontier))
		cur := frontier[i]
		var free []grid.Pos
		for _, q := range size.Neighbours(cur, grid.Orthogonal) {
			if region[q.R][q.C] == NoRegion {
				free = append(free, q)
			}
		}
		if len(free) == 0 {
			frontier = slices.Delete(frontier, i, i+1)
			continue
		}
		q := free[rng.IntN(len(free))]
		region[q.R][q.C] = region[cur.R][cur.C]
		frontier = append(frontier, q)
	}
	return region
}

// Rename names the regions A, B, … in reading order of their first cells.
func (p *Partition) Rename() {
	names := map[int]int{}
	for _, row := range p.Region {
		for c, id := range row {
			if _, ok := names[id]; !ok && id != NoRegion {
				names[id] = len(names)
			}
			if id != NoRegion {
				row[c] = names[id]
			}
		}
	}
	for i, id := range p.Free {
		p.Free[i] = names[id]
	}
	slices.Sort(p.Free)
}

// MoveCell gives the cell at pos to a random neighbouring region when its
// own stays whole without it; it reports whether it moved.
func (p *Partition) MoveCell(rng *rand.Rand, pos grid.Pos) bool {
	var to []int
	for _, d := range grid.Dirs {
		if id := p.Of(pos.Add(d.Delta())); id != p.Of(pos) && id != NoRegion && !slices.Contains(to, id) {
			to = append(to, id)
		}
	}
	return len(to) > 0 && p.moveTo(pos, to[rng.IntN(len(to))])
}

// moveTo gives the cell at pos to region id, beside it, when its own
// region stays whole and not empty without it.
func (p *Partition) moveTo(pos grid.Pos, id int) bool {
	own := p.Of(pos)
	p.Region[pos.R][pos.C] = NoRegion
	rest := p.RegionCells()[own]
	if _, _, split := p.split(rest); split || len(rest) == 0 {
		p.Region[pos.R][pos.C] = own
		return false
	}
	p.Region[pos.R][pos.C] = id
	return true
}

// Repair moves cells between the regions of inst (the puzzle whose
// partition p is) until the planted answer, whose cells on are planted,
// is its only solution. Each round, while the solver finds another
// answer, a cell not planted moves to a neighbouring region, which keeps
// the planted answer: of up to try moves in random order after which
// inst's Check refuses the other answer, the one that leaves the fewest
// solutions (one move untried, when try is 1); a random move when none
// refuses it. on reads an answer's cells on; Repair gives up after
// rounds rounds and reports success.
func (p *Partition) Repair(rng *rand.Rand, inst puzzles.Instance, planted map[grid.Pos]bool, on func(puzzles.Answer) []grid.Pos, try, rounds int) bool {
	var last regionMove
	for range rounds {
		res, err := puzzles.Solve(inst, 2)
		if err != nil || res.Status != puzzles.Solved {
			return false
		}
		if res.Unique() {
			p.Rename()
			return true
		}
		other := res.Answers[0]
		if !slices.ContainsFunc(on(other), func(pos grid.Pos) bool { return !planted[pos] }) {
			other = res.Answers[1]
		}
		var moves, breaking []regionMove
		seen := map[regionMove]bool{}
		for r, row := range p.Region {
			for c, id := range row {
				pos := grid.Pos{R: r, C: c}
				for _, d := range grid.Dirs {
					if m := (regionMove{pos, id, p.Of(pos.Add(d.Delta()))}); !planted[pos] && m.to != id && m.to != NoRegion && !seen[m] {
						moves, seen[m] = append(moves, m), true
					}
				}
			}
		}
		rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		marked := map[grid.Pos]bool{} // tried first: moving one changes what a region holds
		for _, pos := range on(other) {
			marked[pos] = true
		}
		slices.SortStableFunc(moves, func(a, b regionMove) int {
			switch {
			case marked[a.pos] == marked[b.pos]:
				return 0
			case marked[a.pos]:
				return -1
			}
			return 1
		})
		for _, m := range moves {
			if undo := m.pos == last.pos && m.to == last.from; !undo && len(breaking) < try && p.moveTo(m.pos, m.to) {
				if inst.Check(other) != nil {
					breaking = append(breaking, m)
				}
				p.Region[m.pos.R][m.pos.C] = m.from
			}
		}
		best, fewest := regionMove{}, -1
		for _, m := range breaking {
			n := 0
			if len(breaking) > 1 {
				p.Region[m.pos.R][m.pos.C] = m.to
				res, _ := puzzles.Solve(inst, 20)
				n = len(res.Answers)
				p.Region[m.pos.R][m.pos.C] = m.from
			}
			if fewest < 0 || n < fewest {
				best, fewest = m, n
			}
		}
		if fewest >= 0 {
			p.Region[best.pos.R][best.pos.C], last = best.to, best
		} else if !slices.ContainsFunc(moves, func(m regionMove) bool { return p.moveTo(m.pos, m.to) }) {
			return false
		}
	}
	return false
}

// regionMove is a cell moving from one region to another.
type regionMove struct {
	pos      grid.Pos
	from, to int
}

// MergeRegions joins neighbouring regions, in place, into groups of k
// regions each (regions grown from one seed each, as Star Battle's from
// one star: k a region); it reports false when a group cannot grow to k.
func MergeRegions(rng *rand.Rand, region [][]int, k int) bool {
	p := Partition{Region: region}
	weight := map[int]int{}
	for _, id := range p.IDs() {
		weight[id] = 1
	}
	for {
		var small []int
		for _, id := range p.IDs() {
			if weight[id] < k {
				small = append(small, id)
			}
		}
		if len(small) == 0 {
			return true
		}
		g := small[rng.IntN(len(small))]
		var options []int
		for _, pos := range p.RegionCells()[g] {
			for _, d := range grid.Dirs {
				if h := p.Of(pos.Add(d.Delta())); h != g && h != NoRegion && weight[g]+weight[h] <= k && !slices.Contains(options, h) {
					options = append(options, h)
				}
			}
		}
		if len(options) == 0 {
			return false
		}
		h := options[rng.IntN(len(options))]
		for _, pos := range p.RegionCells()[h] {
			region[pos.R][pos.C] = g
		}
		weight[g] += weight[h]
		delete(weight, h)
	}
}
