package lightup

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a placement of lights. Its JSON form is
// {"lights": [[r, c], ...]}, in reading order.
type Answer struct {
	Lights [][2]int `json:"lights"`
	dark   [][2]int // partial answers: white cells known to have no light
	p      *Puzzle  // the puzzle, for the picture; nil when read from JSON
}

// Text implements puzzles.Answer: the grid with '*' for a light (or the
// list of lights when the puzzle is not known).
func (a *Answer) Text() string {
	if a.p == nil {
		var parts []string
		for _, l := range a.Lights {
			parts = append(parts, fmt.Sprintf("%d,%d", l[0], l[1]))
		}
		return strings.Join(parts, " ") + "\n"
	}
	lit := a.set()
	var b strings.Builder
	for r, row := range a.p.Cells {
		for c, v := range row {
			if lit[grid.Pos{R: r, C: c}] {
				b.WriteByte('*')
			} else {
				b.WriteByte(cellChar(v))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// set returns the lights as a set.
func (a *Answer) set() map[grid.Pos]bool {
	out := map[grid.Pos]bool{}
	for _, l := range a.Lights {
		out[grid.Pos{R: l[0], C: l[1]}] = true
	}
	return out
}

// Check implements puzzles.Instance: lights stand on distinct white cells,
// no light sees another along its row or column, every white cell is lit,
// and every number counts the lights beside it.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return fmt.Errorf("not a lightup answer")
	}
	lights := map[grid.Pos]bool{}
	for _, l := range a.Lights {
		pos := grid.Pos{R: l[0], C: l[1]}
		switch {
		case !p.Size().In(pos):
			return fmt.Errorf("light %d,%d is off the board", pos.R, pos.C)
		case p.At(pos) != White:
			return fmt.Errorf("light %d,%d is on a black cell", pos.R, pos.C)
		case lights[pos]:
			return fmt.Errorf("light %d,%d is given twice", pos.R, pos.C)
		}
		lights[pos] = true
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
		if n >= 0 {
			count := 0
			for _, q := range p.neighbours(pos) {
				if lights[q] {
					count++
				}
			}
			if count != n {
				return fmt.Errorf("the %d at %d,%d has %d lights beside it", n, pos.R, pos.C, count)
			}
		}
	}
	return nil
}

// Diff implements puzzles.Instance: the cells with a light in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	a, b, ok := puzzles.AnswerPair[*Answer](x, y)
	if !ok {
		return nil
	}
	la, lb := a.set(), b.set()
	var out []puzzles.Target
	for _, pos := range p.Size().Cells() {
		if la[pos] != lb[pos] {
			out = append(out, puzzles.Target{R: pos.R, C: pos.C})
		}
	}
	return out
}
