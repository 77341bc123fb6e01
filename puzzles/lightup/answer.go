package lightup

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a placement of lights. Its JSON form is
// {"lights": [[r, c], ...], "grid": [...]}, the lights in reading order,
// the grid the picture Text prints; a partial answer also lists the white
// cells known to have no light as "dark".
type Answer struct {
	Lights [][2]int `json:"lights"`
	Dark   [][2]int `json:"dark,omitempty"`
	Grid   []string `json:"grid,omitempty"`
}

// Text implements puzzles.Answer: the grid with '*' for a light (or the
// list of lights when the answer has no picture).
func (a *Answer) Text() string { return puzzles.CellsText(a.Grid, a.Lights) }

// picture draws the board with '*' for each of the lights.
func (p *Puzzle) picture(lights [][2]int) []string {
	return puzzles.CellPicture(p.Size(), lights, '*', func(pos grid.Pos) byte { return cellChar(p.At(pos)) })
}

// set returns the lights as a set.
func (a *Answer) set() map[grid.Pos]bool { return puzzles.CellSet(a.Lights) }

// Check implements puzzles.Instance: lights stand on distinct white cells,
// no light sees another along its row or column, every white cell is lit,
// and every number counts the lights beside it.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "lightup")
	if err != nil {
		return err
	}
	black := func(pos grid.Pos) bool { return p.At(pos) != White }
	lights, err := puzzles.PlacedSet(a.Lights, p.Size(), "light", "is on a black cell", black)
	if err != nil {
		return err
	}
	lit := map[grid.Pos]bool{}
	for pos := range lights {
		for _, d := range []grid.Delta{{R: -1}, {C: 1}, {R: 1}, {C: -1}} {
			for q := pos.Add(d); p.At(q) == White; q = q.Add(d) {
				if lights[q] {
					return fmt.Errorf("lights %d,%d and %d,%d see each other", pos.R, pos.C, q.R, q.C)
				}
				lit[q] = true
			}
		}
		lit[pos] = true
	}
	for _, pos := range p.Size().Cells() {
		n := p.At(pos)
		if n == White && !lit[pos] {
			return fmt.Errorf("cell %d,%d is not lit", pos.R, pos.C)
		}
		if count := puzzles.CountIn(lights, p.neighbours(pos)...); n >= 0 && count != n {
			return fmt.Errorf("the %d at %d,%d has %d lights beside it", n, pos.R, pos.C, count)
		}
	}
	return nil
}

// Diff implements puzzles.Instance: the cells with a light in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, p.Size(), (*Answer).set)
}
