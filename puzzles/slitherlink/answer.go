package slitherlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a solution: the loop's corners in order, [row, column] with
// rows 0..H and columns 0..W, the first not repeated at the end. A
// partial answer (what every solution shares) has no loop; it lists the
// sides known to be drawn and those known to stay empty instead. Grid is
// its picture (see picture).
type Answer = puzzles.LoopAnswer

// cellSides returns the four sides of cell pos, clockwise from the top.
func cellSides(pos grid.Pos) [4]grid.Link {
	r, c := pos.R, pos.C
	return [4]grid.Link{
		{{r, c}, {r, c + 1}}, {{r, c + 1}, {r + 1, c + 1}},
		{{r + 1, c}, {r + 1, c + 1}}, {{r, c}, {r + 1, c}},
	}
}

// picture draws the board with '+' corners, '-' and '|' lines and the
// clues ('x' marks a side known to stay empty in a partial answer).
func (p *Puzzle) picture(edges map[grid.Link]bool, off [][2][2]int) []string {
	size := p.Size()
	pic := grid.LinkPicture(size.Rows+1, size.Cols+1, edges, off)
	for y := 0; y < len(pic); y += 2 {
		for x := 0; x < len(pic[y]); x += 2 {
			pic[y][x] = '+'
		}
	}
	for _, pos := range size.Cells() {
		if n := p.At(pos); n != None {
			pic[2*pos.R+1][2*pos.C+1] = clueChar(n)
		}
	}
	return puzzles.PictureRows(pic)
}

// Check implements puzzles.Instance: the loop runs along the sides of
// cells from corner to neighbouring corner, never visits a corner twice
// and closes; every clue counts the sides of its cell on the loop.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	size := p.Size()
	a, _, err := puzzles.CheckLoopAnswer(ans, "slitherlink", size.Rows+1, size.Cols+1, "corner")
	if err != nil {
		return err
	}
	on := a.Links()
	for _, pos := range size.Cells() {
		n := p.At(pos)
		if n == None {
			continue
		}
		sides := cellSides(pos)
		if count := puzzles.CountIn(on, sides[:]...); count != n {
			return fmt.Errorf("the %d at %d,%d has %d sides on the loop", n, pos.R, pos.C, count)
		}
	}
	return nil
}

// Diff implements puzzles.Instance: for each side drawn in one answer
// only, the first cell beside it in reading order.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffLoops(x, y, p.Size(), ownSides)
}

// ownSides lists the sides of cell pos that no cell before it in
// reading order has: its right and bottom sides, and its top and left
// ones on the board's first row and column.
func ownSides(pos grid.Pos) []grid.Link {
	s := cellSides(pos)
	own := []grid.Link{s[1], s[2]}
	if pos.R == 0 {
		own = append(own, s[0])
	}
	if pos.C == 0 {
		own = append(own, s[3])
	}
	return own
}
