package slitherlink

import (
	"fmt"
	"strings"

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

// seg is a side of a cell as its two corners, the smaller first.
type seg [2][2]int

func segOf(a, b [2]int) seg {
	if b[0] < a[0] || b[0] == a[0] && b[1] < a[1] {
		a, b = b, a
	}
	return seg{a, b}
}

// edges returns the sides drawn: the loop's and the partial lines.
func (a *Answer) edges() map[seg]bool {
	out := map[seg]bool{}
	for i, pt := range a.Loop {
		out[segOf(pt, a.Loop[(i+1)%len(a.Loop)])] = true
	}
	for _, l := range a.Lines {
		out[segOf(l[0], l[1])] = true
	}
	return out
}

// cellSides returns the four sides of cell pos, clockwise from the top.
func cellSides(pos grid.Pos) [4]seg {
	r, c := pos.R, pos.C
	return [4]seg{
		{{r, c}, {r, c + 1}}, {{r, c + 1}, {r + 1, c + 1}},
		{{r + 1, c}, {r + 1, c + 1}}, {{r, c}, {r + 1, c}},
	}
}

// Text implements puzzles.Answer: the board with '+' corners, '-' and '|'
// lines and the clues ('x' marks a side known to stay empty in a partial
// answer); the list of corners when the puzzle is not known.
func (a *Answer) Text() string {
	if a.p == nil {
		var parts []string
		for _, pt := range a.Loop {
			parts = append(parts, fmt.Sprintf("%d,%d", pt[0], pt[1]))
		}
		return "loop " + strings.Join(parts, " ") + "\n"
	}
	size := a.p.Size()
	pic := make([][]byte, 2*size.Rows+1)
	for y := range pic {
		pic[y] = []byte(strings.Repeat(" ", 2*size.Cols+1))
		for x := 0; y%2 == 0 && x < len(pic[y]); x += 2 {
			pic[y][x] = '+'
		}
	}
	mark := func(s seg, ch byte) { pic[s[0][0]+s[1][0]][s[0][1]+s[1][1]] = ch }
	for s := range a.edges() {
		mark(s, map[bool]byte{true: '-', false: '|'}[s[0][0] == s[1][0]])
	}
	for _, s := range a.off {
		mark(segOf(s[0], s[1]), 'x')
	}
	for _, pos := range size.Cells() {
		if n := a.p.At(pos); n != None {
			pic[2*pos.R+1][2*pos.C+1] = clueChar(n)
		}
	}
	var b strings.Builder
	for _, row := range pic {
		b.WriteString(strings.TrimRight(string(row), " ") + "\n")
	}
	return b.String()
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
	switch {
	case len(a.Lines) > 0:
		return fmt.Errorf("%d lines are not part of the loop", len(a.Lines))
	case len(a.Loop) < 4:
		return fmt.Errorf("the loop has %d corners: a loop has at least 4", len(a.Loop))
	}
	seen := map[[2]int]bool{}
	for i, pt := range a.Loop {
		next := a.Loop[(i+1)%len(a.Loop)]
		switch {
		case pt[0] < 0 || pt[1] < 0 || pt[0] > size.Rows || pt[1] > size.Cols:
			return fmt.Errorf("corner %d,%d is off the board", pt[0], pt[1])
		case seen[pt]:
			return fmt.Errorf("the loop visits corner %d,%d twice", pt[0], pt[1])
		case abs(pt[0]-next[0])+abs(pt[1]-next[1]) != 1:
			return fmt.Errorf("the loop jumps from corner %d,%d to %d,%d", pt[0], pt[1], next[0], next[1])
		}
		seen[pt] = true
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Diff implements puzzles.Differ: for each side drawn in one answer only,
// a cell beside it.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	a, ok1 := x.(*Answer)
	b, ok2 := y.(*Answer)
	if !ok1 || !ok2 {
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
func claimed(s seg, pos grid.Pos) bool {
	if s[0][0] == s[1][0] && s[0][0] == pos.R && pos.R > 0 {
		return true // the top side: the cell above has it as its bottom
	}
	return s[0][1] == s[1][1] && s[0][1] == pos.C && pos.C > 0
}
