package sudoku

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// unit is a set of cells whose digits differ: a row, a column, a region,
// a diagonal (each holding every digit once), or a killer cage (whose
// digits need only differ).
type unit struct {
	name  string
	cells [][2]int
	full  bool // holds every digit 1..N exactly once
}

// units lists the puzzle's units: rows, columns, regions, diagonals, cages.
func (p *Puzzle) units() []unit {
	n := p.N
	var out []unit
	for i := 0; i < n; i++ {
		row, col := unit{name: fmt.Sprintf("row %d", i+1), full: true}, unit{name: fmt.Sprintf("column %d", i+1), full: true}
		for j := 0; j < n; j++ {
			row.cells = append(row.cells, [2]int{i, j})
			col.cells = append(col.cells, [2]int{j, i})
		}
		out = append(out, row, col)
	}
	for i, cells := range p.regionCells() {
		out = append(out, unit{name: p.regionName(i, cells), cells: cells, full: true})
	}
	if p.X {
		d0, d1 := unit{name: "the main diagonal", full: true}, unit{name: "the anti-diagonal", full: true}
		for i := 0; i < n; i++ {
			d0.cells = append(d0.cells, [2]int{i, i})
			d1.cells = append(d1.cells, [2]int{i, n - 1 - i})
		}
		out = append(out, d0, d1)
	}
	for _, k := range p.Cages {
		out = append(out, unit{name: k.name(), cells: k.Cells, full: len(k.Cells) == n})
	}
	return out
}

// regionCells lists each region's cells in reading order.
func (p *Puzzle) regionCells() [][][2]int {
	out := make([][][2]int, p.N)
	for r, row := range p.Regions {
		for c, g := range row {
			if g >= 0 && g < p.N {
				out[g] = append(out[g], [2]int{r, c})
			}
		}
	}
	return out
}

func (p *Puzzle) regionName(i int, cells [][2]int) string {
	if !p.Jigsaw() && len(cells) > 0 {
		return fmt.Sprintf("the box at %s", cellName(cells[0]))
	}
	if len(cells) > 0 {
		return fmt.Sprintf("region %s (from %s)", regionName(i), cellName(cells[0]))
	}
	return "region " + regionName(i)
}

// name describes a cage by its sum and its first cell (where the sum is
// drawn): "the cage 15 at row 1, column 1".
func (k Cage) name() string {
	sum := "?"
	if k.Sum != 0 {
		sum = fmt.Sprint(k.Sum)
	}
	if len(k.Cells) == 0 {
		return "the cage " + sum
	}
	return fmt.Sprintf("the cage %s at %s", sum, cellName(k.Cells[0]))
}

// cellName names a cell for people: "row 1, column 2" (1-based).
func cellName(c [2]int) string { return puzzles.CellName(grid.Pos{R: c[0], C: c[1]}) }

// rc names a cell as the text form writes it: "r1c2" (1-based, as
// solvers print them).
func rc(c [2]int) string { return fmt.Sprintf("r%dc%d", c[0]+1, c[1]+1) }

// regionName is region i's letter: A..Z then a..z.
func regionName(i int) string {
	if i < 26 {
		return string(rune('A' + i))
	}
	return string(rune('a' + i - 26))
}

// validate checks the puzzle's shape: its size, givens in range, regions
// that tile the board with N cells each, cages of distinct board cells
// whose sums can be made.
func (p *Puzzle) validate() error {
	n := p.N
	if n < 1 || n > MaxN {
		return fmt.Errorf("side %d is outside 1 to %d", n, MaxN)
	}
	if len(p.Grid) != n || len(p.Regions) != n {
		return fmt.Errorf("the grid has %d rows, want %d", len(p.Grid), n)
	}
	for r := 0; r < n; r++ {
		if len(p.Grid[r]) != n || len(p.Regions[r]) != n {
			return fmt.Errorf("row %d has %d cells, want %d", r+1, len(p.Grid[r]), n)
		}
		for c, v := range p.Grid[r] {
			if v < 0 || v > n {
				return fmt.Errorf("%s: digit %d is outside 1 to %d", cellName([2]int{r, c}), v, n)
			}
		}
	}
	if err := p.validateRegions(); err != nil {
		return err
	}
	return p.validateCages()
}

// validateRegions checks that the regions tile the board: N regions of N cells.
func (p *Puzzle) validateRegions() error {
	if !p.Jigsaw() && p.BoxRows*p.BoxCols != p.N {
		return fmt.Errorf("boxes of %dx%d cells do not tile a %dx%d board", p.BoxRows, p.BoxCols, p.N, p.N)
	}
	for r, row := range p.Regions {
		for c, g := range row {
			if g < 0 || g >= p.N {
				return fmt.Errorf("%s: region %d is outside the %d regions", cellName([2]int{r, c}), g+1, p.N)
			}
		}
	}
	for i, cells := range p.regionCells() {
		if len(cells) != p.N {
			return fmt.Errorf("the regions do not tile the board: region %s has %d cells, want %d", regionName(i), len(cells), p.N)
		}
	}
	return nil
}

// validateCages checks cages: cells on the board, in one cage at most, at
// most N cells per cage, and a sum that distinct digits can make.
func (p *Puzzle) validateCages() error {
	seen := map[[2]int]int{}
	for i, k := range p.Cages {
		if len(k.Cells) == 0 {
			return fmt.Errorf("cage %d has no cells", i+1)
		}
		for _, c := range k.Cells {
			if c[0] < 0 || c[1] < 0 || c[0] >= p.N || c[1] >= p.N {
				return fmt.Errorf("cage %d: the cell at %s is off the %dx%d board", i+1, cellName(c), p.N, p.N)
			}
			if j, dup := seen[c]; dup {
				return fmt.Errorf("the cell at %s is in cage %d and cage %d", cellName(c), j+1, i+1)
			}
			seen[c] = i
		}
		if len(k.Cells) > p.N {
			return fmt.Errorf("%s has %d cells: more than the %d digits", k.name(), len(k.Cells), p.N)
		}
		if lo, hi := sumRange(p.N, len(k.Cells)); k.Sum != 0 && (k.Sum < lo || k.Sum > hi) {
			return fmt.Errorf("%s: %d distinct digits 1..%d add up to %d to %d, not %d", k.name(), len(k.Cells), p.N, lo, hi, k.Sum)
		}
	}
	return nil
}

// sumRange returns the smallest and largest sums of k distinct digits 1..n.
func sumRange(n, k int) (lo, hi int) {
	return k * (k + 1) / 2, k * (2*n - k + 1) / 2
}
