package nurikabe

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a shading. Its JSON form is {"grid": ["#..#", ...]}: one
// string per row, '#' a shaded cell (sea), '.' an unshaded one (island);
// a partial answer has '?' where the shading is not known.
type Answer = puzzles.Picture

// Check implements puzzles.Instance: numbered cells are unshaded, no 2x2
// block is all shaded, the shaded cells are connected, and every island
// (a connected region of unshaded cells) holds exactly one number, equal
// to its size unless it is '?'.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "nurikabe")
	if err != nil {
		return err
	}
	size := p.Size()
	sh, err := a.Cells(size, '#', '.')
	if err != nil {
		return err
	}
	for _, pos := range size.Cells() {
		if sh[pos.R][pos.C] && p.IsClue(pos) {
			return fmt.Errorf("the number at %d,%d is shaded", pos.R, pos.C)
		}
		if pos.R+1 < size.Rows && pos.C+1 < size.Cols && sh[pos.R][pos.C] && sh[pos.R+1][pos.C] && sh[pos.R][pos.C+1] && sh[pos.R+1][pos.C+1] {
			return fmt.Errorf("the 2x2 block at %d,%d is all shaded", pos.R, pos.C)
		}
	}
	g := graph.Square(size)
	sea := make([]bool, g.Len())
	land := make([]bool, g.Len())
	for _, pos := range size.Cells() {
		sea[size.Index(pos)] = sh[pos.R][pos.C]
		land[size.Index(pos)] = !sh[pos.R][pos.C]
	}
	if _, n := g.Regions(sea); n > 1 {
		return fmt.Errorf("the shaded cells form %d separate regions", n)
	}
	return p.checkIslands(g, land)
}

// checkIslands checks each island's number and size.
func (p *Puzzle) checkIslands(g *graph.Graph, land []bool) error {
	size := p.Size()
	region, n := g.Regions(land)
	cells := make([]int, n)
	clues := make([][]grid.Pos, n)
	for _, pos := range size.Cells() {
		if k := region[size.Index(pos)]; k >= 0 {
			cells[k]++
			if p.IsClue(pos) {
				clues[k] = append(clues[k], pos)
			}
		}
	}
	for k := range n {
		switch cl := clues[k]; {
		case len(cl) == 0:
			for _, pos := range size.Cells() {
				if region[size.Index(pos)] == k {
					return fmt.Errorf("the island at %d,%d has no number", pos.R, pos.C)
				}
			}
		case len(cl) > 1:
			return fmt.Errorf("the numbers at %d,%d and %d,%d are on one island", cl[0].R, cl[0].C, cl[1].R, cl[1].C)
		case p.At(cl[0]) != Unknown && p.At(cl[0]) != cells[k]:
			return fmt.Errorf("the island of the %d at %d,%d has %d cells", p.At(cl[0]), cl[0].R, cl[0].C, cells[k])
		}
	}
	return nil
}

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffPictures(x, y)
}
