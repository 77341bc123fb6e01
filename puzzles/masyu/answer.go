package masyu

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a solution: the loop's cells in order, [row, column], the
// first not repeated at the end. A partial answer (what all solutions
// share) has no loop; it lists the lines known to be drawn instead.
type Answer struct {
	Loop  [][2]int    `json:"loop"`
	Lines [][2][2]int `json:"lines,omitempty"`
	off   [][2][2]int // partial answers: lines known to be absent
	p     *Puzzle     // for the picture; nil when read from JSON
}

// links returns the lines drawn: the loop's and the partial ones.
func (a *Answer) links() map[grid.Link]bool { return grid.Links(a.Loop, a.Lines) }

// Text implements puzzles.Answer: the cells ('W' and 'B' pearls, 'o' on
// the loop, '.' off it) joined by '-' and '|' ('x' marks a line known to
// be absent in a partial answer); the list of cells when the puzzle is
// not known.
func (a *Answer) Text() string {
	if a.p == nil {
		return grid.LoopText(a.Loop)
	}
	size := a.p.Size()
	pic := grid.LinkPicture(size.Rows, size.Cols, a.links(), a.off)
	for l := range a.links() {
		pic[2*l[0][0]][2*l[0][1]], pic[2*l[1][0]][2*l[1][1]] = 'o', 'o'
	}
	for _, pos := range size.Cells() {
		switch v := a.p.At(pos); {
		case v != Empty:
			pic[2*pos.R][2*pos.C] = cellChar(v)
		case pic[2*pos.R][2*pos.C] == ' ':
			pic[2*pos.R][2*pos.C] = '.'
		}
	}
	return grid.PictureText(pic)
}

// Check implements puzzles.Instance: the loop steps between neighbouring
// cells, never visits a cell twice and closes; it passes through every
// pearl, turning at each black pearl and going straight through the cells
// on both sides of it, and going straight through each white pearl and
// turning in at least one of the cells on its sides.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return fmt.Errorf("not a masyu answer")
	}
	at, err := p.checkLoop(a)
	if err != nil {
		return err
	}
	turns := func(i int) bool {
		n := len(a.Loop)
		prev, cur, next := a.Loop[(i+n-1)%n], a.Loop[i], a.Loop[(i+1)%n]
		return prev[0]-cur[0] != cur[0]-next[0] || prev[1]-cur[1] != cur[1]-next[1]
	}
	n := len(a.Loop)
	for _, pos := range p.Size().Cells() {
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

// checkLoop checks that the loop is a closed path of distinct cells and
// returns each cell's place on it.
func (p *Puzzle) checkLoop(a *Answer) (map[[2]int]int, error) {
	size := p.Size()
	return grid.CheckLoopOnly(a.Loop, a.Lines, size.Rows, size.Cols, "cell")
}

// Diff implements puzzles.Instance: for each line drawn in one answer only,
// the first of its two cells.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	a, b, ok := puzzles.AnswerPair[*Answer](x, y)
	if !ok {
		return nil
	}
	la, lb := a.links(), b.links()
	seen := map[puzzles.Target]bool{}
	var out []puzzles.Target
	for _, pos := range p.Size().Cells() {
		for _, d := range []grid.Dir{grid.Right, grid.Down} {
			q := pos.Add(d.Delta())
			l := grid.LinkOf([2]int{pos.R, pos.C}, [2]int{q.R, q.C})
			t := puzzles.Target{R: pos.R, C: pos.C}
			if la[l] != lb[l] && !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	return out
}
