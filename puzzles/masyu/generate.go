package masyu

import (
	"cmp"
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// The generator's limits.
const (
	genMax     = 30 // the longest side it makes
	genRegions = 20 // random regions tried before giving up
)

// generate makes a rows x cols puzzle (default
// 6x6) with a unique solution, from 2x2 up to 30x30 (Offers names the
// sizes it promises). It draws a random loop through nearly every cell
// (the border of a random region of the lattice of cell centres that
// leaves no centre inside, genRegion) and puts a pearl on every cell of
// it where the pearls' rules hold. While the solver finds a second loop,
// it reshapes the region where the two loops differ (adding or removing
// one square of the region next to each place), which changes the loop
// and its pearls there. Once the pearls admit one loop, they are dropped
// in random order while the puzzle stays unique.
func generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(6, 6)
	return puzzles.Wrap(Generate(rows, cols, o.Seed))
}

// offers are the sizes the spec offers (puzzles.Offering).
func offers() []puzzles.GenerateOptions { return puzzles.Squares("", 6, 8, 10, 12, 15) }

// Generate makes a rows x cols puzzle with one solution from seed; the same
// arguments make the same puzzle.
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	if err := checkLoopRoom(rows, cols); err != nil {
		return nil, err
	}
	rng := puzzles.SeedRand(rows, cols, seed)
	for range genRegions {
		p, loop, err := genSettle(rows, cols, genRegion(rng, rows, cols), rng)
		if err != nil {
			return nil, err
		}
		if p != nil {
			return genDrop(p, loop, rng)
		}
	}
	return nil, fmt.Errorf("no unique %dx%d Masyu found from %d random regions", cols, rows, genRegions)
}

// checkLoopRoom refuses a board too narrow for a loop or too large to
// generate.
func checkLoopRoom(rows, cols int) error {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return err
	}
	if rows < 2 || cols < 2 {
		return fmt.Errorf("a %dx%d board has no room for a loop", cols, rows)
	}
	if rows > genMax || cols > genMax {
		return fmt.Errorf("generated boards are at most %dx%d, not %dx%d", genMax, genMax, cols, rows)
	}
	return nil
}

// genSettle reshapes the region inside until its border, with every pearl
// it allows, has one solution, and returns that puzzle and loop; p is nil
// when no reshaping near a second solution's differences keeps the border
// one loop, or after rows*cols reshapings.
func genSettle(rows, cols int, inside []bool, rng *rand.Rand) (p *Puzzle, loop [][2]int, err error) {
	lattice := grid.Size{Rows: rows - 1, Cols: cols - 1}
	loop = genBorder(rows, cols, inside)
	for range rows * cols {
		p = pearls(rows, cols, loop)
		other, _, err := cellgrid.OtherLoop(p, loop)
		if err != nil {
			return nil, nil, err
		}
		if other == nil {
			return p, loop, nil
		}
		reshaped := false
		for _, part := range genParts(genDiff(loop, []puzzles.Answer{other})) {
			var squares []grid.Pos // squares of the lattice with a corner in part
			for _, c := range part {
				for _, d := range []grid.Delta{{}, {R: -1}, {C: -1}, {R: -1, C: -1}} {
					if q := (grid.Pos{R: c[0], C: c[1]}).Add(d); lattice.In(q) {
						squares = append(squares, q)
					}
				}
			}
			rng.Shuffle(len(squares), func(i, j int) { squares[i], squares[j] = squares[j], squares[i] })
			for _, q := range squares {
				i := lattice.Index(q)
				inside[i] = !inside[i]
				if next := genBorder(rows, cols, inside); next != nil {
					loop, reshaped = next, true
					break
				}
				inside[i] = !inside[i]
			}
		}
		if !reshaped {
			return nil, nil, nil
		}
	}
	return nil, nil, nil
}

// genParts splits cells into groups of cells that touch (diagonally too),
// each a place where two loops differ.
func genParts(cells [][2]int) [][][2]int {
	group := make([]int, len(cells))
	for i := range group {
		group[i] = i
	}
	var find func(i int) int
	find = func(i int) int {
		if group[i] != i {
			group[i] = find(group[i])
		}
		return group[i]
	}
	for i, a := range cells {
		for j, b := range cells[:i] {
			if max(abs(a[0]-b[0]), abs(a[1]-b[1])) <= 1 {
				group[find(i)] = find(j)
			}
		}
	}
	var parts [][][2]int
	index := map[int]int{}
	for i, c := range cells {
		g := find(i)
		k, ok := index[g]
		if !ok {
			k = len(parts)
			index[g] = k
			parts = append(parts, nil)
		}
		parts[k] = append(parts[k], c)
	}
	return parts
}

func abs(x int) int { return max(x, -x) }

// genDrop drops the pearls of p, whose only solution is loop, in random
// order while loop stays its only solution.
func genDrop(p *Puzzle, loop [][2]int, rng *rand.Rand) (*Puzzle, error) {
	var at []grid.Pos
	for _, pos := range p.Size().Cells() {
		if p.At(pos) != Empty {
			at = append(at, pos)
		}
	}
	for _, i := range rng.Perm(len(at)) {
		pos := at[i]
		pearl := p.Cells[pos.R][pos.C]
		p.Cells[pos.R][pos.C] = Empty
		other, _, err := cellgrid.OtherLoop(p, loop)
		if err != nil {
			return nil, err
		}
		if other != nil {
			p.Cells[pos.R][pos.C] = pearl
		}
	}
	return p, nil
}

// genBorder is the loop around the region inside of the lattice of cell
// centres, or nil when its border is not one loop (cellgrid.LoopAround).
func genBorder(rows, cols int, inside []bool) [][2]int {
	return cellgrid.LoopAround(grid.Size{Rows: rows - 1, Cols: cols - 1}, inside)
}

// genDiff returns the cells whose lines differ between loop and the first
// of answers that is another loop.
func genDiff(loop [][2]int, answers []puzzles.Answer) [][2]int {
	planted := grid.Links(loop, nil)
	for _, a := range answers {
		got := grid.Links(a.(*Answer).Loop, nil)
		seen := map[[2]int]bool{}
		var diff [][2]int
		add := func(l grid.Link) {
			for _, c := range l {
				if !seen[c] {
					seen[c] = true
					diff = append(diff, c)
				}
			}
		}
		for l := range got {
			if !planted[l] {
				add(l)
			}
		}
		for l := range planted {
			if !got[l] {
				add(l)
			}
		}
		if diff != nil {
			slices.SortFunc(diff, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
			return diff
		}
	}
	return nil
}

// pearls puts a pearl on every cell of the loop whose rules hold there.
func pearls(rows, cols int, loop [][2]int) *Puzzle {
	p, _ := New(rows, cols)
	n := len(loop)
	turns := func(i int) bool {
		prev, cur, next := loop[(i+n-1)%n], loop[i%n], loop[(i+1)%n]
		return prev[0]-cur[0] != cur[0]-next[0] || prev[1]-cur[1] != cur[1]-next[1]
	}
	for i, c := range loop {
		before, after := turns(i+n-1), turns(i+1)
		switch {
		case turns(i) && !before && !after:
			p.Cells[c[0]][c[1]] = Black
		case !turns(i) && (before || after):
			p.Cells[c[0]][c[1]] = White
		}
	}
	return p
}
