package masyu

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a solution: the loop's cells in order, [row, column], the
// first not repeated at the end. A partial answer (what all solutions
// share) has no loop; it lists the lines known to be drawn and those
// known to be absent instead. Grid is its picture (see picture).
type Answer = puzzles.LoopAnswer

// picture draws the cells ('W' and 'B' pearls, 'o' on the loop, '.' off
// it) joined by '-' and '|' ('x' marks a line known to be absent in a
// partial answer).
func (p *Puzzle) picture(links map[grid.Link]bool, off [][2][2]int) []string {
	size := p.Size()
	pic := grid.LinkPicture(size.Rows, size.Cols, links, off)
	for l := range links {
		pic[2*l[0][0]][2*l[0][1]], pic[2*l[1][0]][2*l[1][1]] = 'o', 'o'
	}
	for _, pos := range size.Cells() {
		switch v := p.At(pos); {
		case v != Empty:
			pic[2*pos.R][2*pos.C] = cellChar(v)
		case pic[2*pos.R][2*pos.C] == ' ':
			pic[2*pos.R][2*pos.C] = '.'
		}
	}
	return puzzles.PictureRows(pic)
}

// Check implements puzzles.Instance: the loop steps between neighbouring
// cells, never visits a cell twice and closes; it passes through every
// pearl, turning at each black pearl and going straight through the cells
// on both sides of it, and going straight through each white pearl and
// turning in at least one of the cells on its sides.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	size := p.Size()
	a, at, err := puzzles.CheckLoopAnswer(ans, "masyu", size.Rows, size.Cols, "cell")
	if err != nil {
		return err
	}
	turns := func(i int) bool {
		n := len(a.Loop)
		prev, cur, next := a.Loop[(i+n-1)%n], a.Loop[i], a.Loop[(i+1)%n]
		return prev[0]-cur[0] != cur[0]-next[0] || prev[1]-cur[1] != cur[1]-next[1]
	}
	n := len(a.Loop)
	for _, pos := range size.Cells() {
		v := p.At(pos)
		if v == Empty {
			continue
		}
		i, on := at[[2]int{pos.R, pos.C}]
		switch {
		case !on:
			return fmt.Errorf("the %s pearl at %d,%d is not on the loop", pearlName(v), pos.R, pos.C)
		case v == Black && !turns(i):
			return fmt.Errorf("the loop goes straight through the black pearl at %d,%d", pos.R, pos.C)
		case v == Black && (turns((i+1)%n) || turns((i+n-1)%n)):
			return fmt.Errorf("the loop turns next to the black pearl at %d,%d", pos.R, pos.C)
		case v == White && turns(i):
			return fmt.Errorf("the loop turns at the white pearl at %d,%d", pos.R, pos.C)
		case v == White && !turns((i+1)%n) && !turns((i+n-1)%n):
			return fmt.Errorf("the loop turns in neither cell next to the white pearl at %d,%d", pos.R, pos.C)
		}
	}
	return nil
}

// Diff implements puzzles.Instance: for each line drawn in one answer only,
// the first of its two cells.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffLoops(x, y, p.Size(), func(pos grid.Pos) []grid.Link {
		return []grid.Link{
			grid.LinkOf([2]int{pos.R, pos.C}, [2]int{pos.R, pos.C + 1}),
			grid.LinkOf([2]int{pos.R, pos.C}, [2]int{pos.R + 1, pos.C}),
		}
	})
}
