package keen

import (
	"maps"
	randv2 "math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 4, 5, 6, 7), generate)

// generate makes an N x N puzzle (default 5x5, sizes 3 to 9) with a
// unique solution: a random Latin square, cages grown from random seeds
// (a third of the cells), each given an operation at random (subtraction
// or division for two cells when they make a whole number, else addition
// or multiplication) and the target its numbers make; while the puzzle
// has two solutions, a cell where they differ leaves its cage for a cage
// of its own.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	n, rng, err := cellgrid.LatinOptions(o, 5, "Keen")
	if err != nil {
		return nil, err
	}
	sol := cellgrid.RandomLatin(rng, n)
	grow := randv2.New(randv2.NewPCG(uint64(o.Seed), uint64(n)))
	p, _ := s.New(n, n)
	size := p.Size()
	var seeds [][]grid.Pos
	for _, i := range grow.Perm(n * n)[:max(1, n*n/2)] {
		seeds = append(seeds, []grid.Pos{size.Cells()[i]})
	}
	p.Region = cellgrid.GrowRegions(grow, size, seeds)
	ops, tries := map[grid.Pos]byte{}, map[grid.Pos]int{}
	label := func() { // the cages renamed in reading order, each clue its numbers' result
		p.Region = cellgrid.Enclosed(size, func(a, b grid.Pos) bool { return p.Of(a) == p.Of(b) })
		for _, k := range p.cages() {
			vals := make([]int, len(k.cells))
			for i, pos := range k.cells {
				vals[i] = sol[pos.R][pos.C]
				p.Cells[pos.R][pos.C], p.Op[pos.R][pos.C] = Blank, None
			}
			first := k.cells[0]
			op, ok := ops[first]
			if !ok || len(vals) == 1 || (op == Sub || op == Div) && len(vals) != 2 {
				op = pick(rng.Intn(4), vals)
				ops[first] = op
			}
			p.Cells[first.R][first.C], _ = apply(op, vals)
			p.Op[first.R][first.C] = op
		}
	}
	for {
		label()
		res, err := puzzles.Solve(p, 2)
		if err != nil {
			return nil, err
		} else if res.Unique() {
			break
		}
		diff := cellgrid.DiffNumbers(res.Answers[0], res.Answers[1])
		t := diff[rng.Intn(len(diff))]
		first := p.RegionCells()[p.Region[t.R][t.C]][0]
		if tries[first]++; tries[first] <= 2 && first != (grid.Pos{R: t.R, C: t.C}) {
			delete(ops, first) // another operation
			continue
		}
		p.Region[t.R][t.C] = n * n // a cage of its own, renamed with the others
		delete(ops, grid.Pos{R: t.R, C: t.C})
	}
	for _, i := range rng.Perm(n * n) { // cages of one cell joined to a neighbour's while one solution stays
		pos := size.Cells()[i]
		cells := p.RegionCells()
		q := size.Neighbours(pos, grid.Orthogonal)[rng.Intn(len(size.Neighbours(pos, grid.Orthogonal)))]
		if len(cells[p.Of(pos)]) > 1 || len(cells[p.Of(q)]) > 3 {
			continue
		}
		region, kept := puzzles.CloneGrid(p.Region), maps.Clone(ops)
		p.Region[pos.R][pos.C] = p.Of(q)
		delete(ops, pos)
		delete(ops, cells[p.Of(q)][0])
		label()
		if unique, err := puzzles.IsUnique(p); err != nil || !unique {
			p.Region, ops = region, kept
			label()
		}
	}
	return p, nil
}

// pick is the operation of a cage of vals for a roll of 0 to 3.
func pick(roll int, vals []int) byte {
	switch {
	case len(vals) == 1:
		return None
	case len(vals) == 2 && roll == 0 && max(vals[0], vals[1])%min(vals[0], vals[1]) == 0:
		return Div
	case len(vals) == 2 && roll <= 1:
		return Sub
	case roll%2 == 0:
		return Mul
	}
	return Add
}
