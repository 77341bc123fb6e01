package starbattle

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// None marks a cell that belongs to no region yet (while editing).
const None = -1

// Puzzle is a square board divided into regions, with K stars to place in
// every row, column and region.
type Puzzle struct {
	K       int     // stars per row, column and region
	Regions [][]int // Regions[r][c] is the cell's region label (0 = A, 1 = B, ...), or None
	Free    []int   // labels of regions whose star count is relaxed (explanations only)
}

// New returns an n x n board with one star per row, column and region and
// no regions drawn yet (rows must equal cols: Star Battle boards are square).
func New(rows, cols int) (*Puzzle, error) {
	if rows != cols {
		return nil, fmt.Errorf("a Star Battle board is square, not %dx%d", cols, rows)
	}
	if rows < 1 || rows > puzzles.MaxSide {
		return nil, fmt.Errorf("board side %d is outside 1 to %d", rows, puzzles.MaxSide)
	}
	regions, _ := puzzles.NewGrid(rows, cols, None)
	return &Puzzle{K: 1, Regions: regions}, nil
}

// N returns the board's side.
func (p *Puzzle) N() int { return len(p.Regions) }

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// clone returns a deep copy.
func (p *Puzzle) clone() *Puzzle {
	return &Puzzle{K: p.K, Free: slices.Clone(p.Free), Regions: puzzles.CloneGrid(p.Regions)}
}

// Labels returns the region labels in use, in increasing order.
func (p *Puzzle) Labels() []int {
	var out []int
	for _, row := range p.Regions {
		for _, v := range row {
			if v != None && !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	slices.Sort(out)
	return out
}

// regionCells returns the cells of each label, in reading order.
func (p *Puzzle) regionCells() map[int][][2]int {
	out := map[int][][2]int{}
	for r, row := range p.Regions {
		for c, v := range row {
			if v != None {
				out[v] = append(out[v], [2]int{r, c})
			}
		}
	}
	return out
}

// Clues implements puzzles.Instance: one clue per constrained region, at its
// first cell ("region A: 2 stars").
func (p *Puzzle) Clues() []puzzles.Clue {
	cells := p.regionCells()
	var out []puzzles.Clue
	for _, l := range p.Labels() {
		if !slices.Contains(p.Free, l) {
			out = append(out, puzzles.Clue{Cell: cells[l][0], Value: fmt.Sprintf("region %s: %s", Label(l), stars(p.K))})
		}
	}
	return out
}

// Without implements puzzles.Instance: the puzzle with the star counts of the
// regions at the given indices of Clues() relaxed (rows and columns still
// hold K stars; those regions any number).
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	i := 0
	for _, l := range p.Labels() {
		if slices.Contains(p.Free, l) {
			continue
		}
		if slices.Contains(drop, i) {
			q.Free = append(q.Free, l)
		}
		i++
	}
	slices.Sort(q.Free)
	return q
}

// stars words a star count: "1 star", "2 stars".
func stars(k int) string {
	if k == 1 {
		return "1 star"
	}
	return fmt.Sprintf("%d stars", k)
}

// rc names a cell for messages: "row 1, column 2" (1-based, as people count).
func rc(c [2]int) string { return fmt.Sprintf("row %d, column %d", c[0]+1, c[1]+1) }

// Detect implements puzzles.Type: a "#starbattle" header or a puzz.link
// starbattle URL.
func (Type) Detect(text string) bool { return forms.Detect(text) }
