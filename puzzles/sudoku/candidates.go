package sudoku

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// candidates returns each cell's candidate digits as a bit set (bit d for
// digit d) and each cage's digit combinations (nil for a cage without a
// sum or with more than maxCombos). Givens remove their digit from every
// cell that shares a unit with them; a cage keeps only the digits that
// some combination uses. Clashing givens, a cell without candidates and
// a cage whose sum cannot be made are *puzzles.Impossible.
func (p *Puzzle) candidates() ([][]int, [][]int, error) {
	n := p.N
	all := (1<<(n+1) - 1) &^ 1
	cand := square(n)
	for r := range cand {
		for c := range cand[r] {
			cand[r][c] = all
			if v := p.Grid[r][c]; v != 0 {
				cand[r][c] = bit(v)
			}
		}
	}
	for _, u := range p.units() {
		if err := p.eliminate(cand, u); err != nil {
			return nil, nil, err
		}
	}
	cages := p.sumCages()
	combos := make([][]int, len(cages))
	for i, k := range cages {
		cs, err := p.cageCombos(cand, k)
		if err != nil {
			return nil, nil, err
		}
		combos[i] = cs
	}
	for r, row := range cand {
		for c, set := range row {
			if set == 0 {
				return nil, nil, &puzzles.Impossible{Reason: fmt.Sprintf("no digit fits %s", cellName([2]int{r, c})),
					Cells: p.seenGivens([2]int{r, c})}
			}
		}
	}
	return cand, combos, nil
}

// eliminate removes the digits of u's givens from its other cells; two
// equal givens in u are *puzzles.Impossible.
func (p *Puzzle) eliminate(cand [][]int, u unit) error {
	at := map[int][2]int{}
	for _, c := range u.cells {
		v := p.Grid[c[0]][c[1]]
		if v == 0 {
			continue
		}
		if prev, dup := at[v]; dup {
			return &puzzles.Impossible{Reason: fmt.Sprintf("%s is given twice in %s, at %s and %s", digitName(v), u.name, cellName(prev), cellName(c)),
				Cells: [][2]int{prev, c}}
		}
		at[v] = c
	}
	for v := range at {
		for _, c := range u.cells {
			if p.Grid[c[0]][c[1]] == 0 {
				cand[c[0]][c[1]] &^= bit(v)
			}
		}
	}
	return nil
}

// cageCombos lists the digit sets that can fill k's open cells with the
// sum its givens leave, and narrows the open cells' candidates to their
// union. No combination is *puzzles.Impossible naming the cage's cells.
func (p *Puzzle) cageCombos(cand [][]int, k Cage) ([]int, error) {
	if k.Sum == 0 {
		return nil, nil
	}
	left, avail, open := k.Sum, 0, 0
	for _, c := range k.Cells {
		if v := p.Grid[c[0]][c[1]]; v != 0 {
			left -= v
		} else {
			avail |= cand[c[0]][c[1]]
			open++
		}
	}
	if open == 0 && left == 0 {
		return nil, nil
	}
	var combos []int
	tooMany := false
	var walk func(d, size, sum, set int)
	walk = func(d, size, sum, set int) {
		switch {
		case tooMany:
		case size == open && sum == left:
			combos = append(combos, set)
			tooMany = len(combos) > maxCombos
		case size == open || d > p.N || sum+d > left:
		default:
			if avail&bit(d) != 0 {
				walk(d+1, size+1, sum+d, set|bit(d))
			}
			walk(d+1, size, sum, set)
		}
	}
	walk(1, 0, 0, 0)
	if len(combos) == 0 {
		return nil, &puzzles.Impossible{Reason: fmt.Sprintf("%s cannot make its sum", k.name()), Cells: k.Cells}
	}
	if tooMany {
		return nil, nil
	}
	union := 0
	for _, s := range combos {
		union |= s
	}
	for _, c := range k.Cells {
		if p.Grid[c[0]][c[1]] == 0 {
			cand[c[0]][c[1]] &= union
		}
	}
	return combos, nil
}

// seenGivens lists the givens in the units of cell c.
func (p *Puzzle) seenGivens(c [2]int) [][2]int {
	var out [][2]int
	seen := map[[2]int]bool{}
	for _, u := range p.units() {
		if !contains(u.cells, c) {
			continue
		}
		for _, g := range givenCells(p, u.cells) {
			if !seen[g] {
				seen[g] = true
				out = append(out, g)
			}
		}
	}
	return out
}

func contains(cells [][2]int, c [2]int) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}

// count returns how many digits a candidate set holds.
func count(set int) int { return bits.OnesCount(uint(set)) }

// sumCages returns the cages, then the implied cages of the rule of 45:
// for each full unit, its cells outside the summed cages that lie wholly
// inside it, with the sum those cages leave (when there are such cells
// and at most half the unit).
func (p *Puzzle) sumCages() []Cage {
	if !p.Killer() {
		return nil
	}
	out := slices.Clone(p.Cages)
	owner := map[[2]int]int{}
	for i, k := range p.Cages {
		for _, c := range k.Cells {
			owner[c] = i
		}
	}
	for _, u := range p.units() {
		if !u.full || len(u.cells) != p.N {
			continue
		}
		inside := map[int]int{} // cage -> its cells in u
		for _, c := range u.cells {
			if i, ok := owner[c]; ok {
				inside[i]++
			}
		}
		left := p.N * (p.N + 1) / 2
		var rest [][2]int
		for _, c := range u.cells {
			i, ok := owner[c]
			if ok && inside[i] == len(p.Cages[i].Cells) && p.Cages[i].Sum != 0 {
				continue
			}
			rest = append(rest, c)
		}
		for i, n := range inside {
			if n == len(p.Cages[i].Cells) && p.Cages[i].Sum != 0 {
				left -= p.Cages[i].Sum
			}
		}
		if len(rest) > 0 && 2*len(rest) <= p.N && !isCage(p.Cages, rest) {
			out = append(out, Cage{Sum: left, Cells: rest})
		}
	}
	return out
}

// isCage reports whether cells are exactly the cells of one of the cages.
func isCage(cages []Cage, cells [][2]int) bool {
	for _, k := range cages {
		if slices.Equal(k.Cells, cells) {
			return true
		}
	}
	return false
}
