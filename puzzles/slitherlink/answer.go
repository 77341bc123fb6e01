package slitherlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a solution: the loop's corners in order, [row, column] with
// rows 0..H and columns 0..W, the first not repeated at the end. A
// partial answer (what every solution shares) has no loop; it lists the
// lines known to be drawn as segments instead.
type Answer struct {
	Loop  [][2]int    `json:"loop"`
	Lines [][2][2]int `json:"lines,omitempty"`
	off   [][2][2]int // partial answers: sides known to stay empty
	p     *Puzzle     // for the picture; nil when read from JSON
}

// edges returns the sides drawn: the loop's and the partial lines.
func (a *Answer) edges() map[grid.Link]bool { return grid.Links(a.Loop, a.Lines) }

// cellSides returns the four sides of cell pos, clockwise from the top.
func cellSides(pos grid.Pos) [4]grid.Link {
	r, c := pos.R, pos.C
	return [4]grid.Link{
		{{r, c}, {r, c + 1}}, {{r, c + 1}, {r + 1, c + 1}},
		{{r + 1, c}, {r + 1, c + 1}}, {{r, c}, {r + 1, c}},
	}
}

// Text implements puzzles.Answer: the board with '+' corners, '-' and '|'
// lines and the clues ('x' marks a side known to stay empty in a partial
// answer); the list of corners when the puzzle is not known.
func (a *Answer) Text() string {
	if a.p == nil {
		return grid.LoopText(a.Loop)
	}
	size := a.p.Size()
	pic := grid.LinkPicture(size.Rows+1, size.Cols+1, a.edges(), a.off)
	for y := 0; y < len(pic); y += 2 {
		for x := 0; x < len(pic[y]); x += 2 {
			pic[y][x] = '+'
		}
	}
	for _, pos := range size.Cells() {
		if n := a.p.At(pos); n != None {
			pic[2*pos.R+1][2*pos.C+1] = clueChar(n)
		}
	}
	return grid.PictureText(pic)
}

// Check implements puzzles.Instance: the loop runs along the sides of
// cells from corner to neighbouring corner, never visits a corner twice
// and closes; every clue counts the sides of its cell on the loop.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return fmt.Errorf("not a slitherlink answer")
	}
	if err := p.checkLoop(a); err != nil {
		return err
	}
	on := a.edges()
	for _, pos := range p.Size().Cells() {
		n := p.At(pos)
		if n == None {
			continue
		}
		count := 0
		for _, s := range cellSides(pos) {
			if on[s] {
				count++
			}
		}
		if count != n {
			return fmt.Errorf("the %d at %d,%d has %d sides on the loop", n, pos.R, pos.C, count)
		}
	}
	return nil
}

// checkLoop checks that the loop is a closed path of distinct corners.
func (p *Puzzle) checkLoop(a *Answer) error {
	size := p.Size()
	_, err := grid.CheckLoopOnly(a.Loop, a.Lines, size.Rows+1, size.Cols+1, "corner")
	return err
}

// Diff implements puzzles.Instance: for each side drawn in one answer only,
// a cell beside it.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	a, b, ok := puzzles.AnswerPair[*Answer](x, y)
	if !ok {
		return nil
	}
	ea, eb := a.edges(), b.edges()
	size := p.Size()
	seen := map[puzzles.Target]bool{}
	var out []puzzles.Target
	for _, pos := range size.Cells() {
		for _, s := range cellSides(pos) {
			t := puzzles.Target{R: pos.R, C: pos.C}
			if ea[s] != eb[s] && !seen[t] && !claimed(s, pos) {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// claimed reports whether side s of cell pos is already covered by the
// cell before pos in reading order that shares it (above or to the left).
func claimed(s grid.Link, pos grid.Pos) bool {
	if s[0][0] == s[1][0] && s[0][0] == pos.R && pos.R > 0 {
		return true // the top side: the cell above has it as its bottom
	}
	return s[0][1] == s[1][1] && s[0][1] == pos.C && pos.C > 0
}
