package yajilin

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func empty(v int) bool    { return v == Empty }
func numbered(v int) bool { return v >= Clue(0, 0) }

// Answer is a solution: the shaded cells ('#' in Grid, '.' the others,
// '?' not known in a partial answer) and the loop through the centres of
// the cells (as cellgrid.Loop: Loop, or in a partial answer the Lines
// known drawn and those known Off).
type Answer struct {
	Grid  []string    `json:"grid"`
	Loop  [][2]int    `json:"loop"`
	Lines [][2][2]int `json:"lines,omitempty"`
	Off   [][2][2]int `json:"off,omitempty"`
}

// Text implements puzzles.Answer: the loop's picture (see
// cellgrid.Grid.LoopPicture), '#' on the shaded cells.
func (a *Answer) Text() string {
	pic := puzzles.Picture{Grid: a.Grid}
	rows, cols := len(a.Grid), 0
	if rows > 0 {
		cols = len(a.Grid[0])
	}
	size := grid.Size{Rows: rows, Cols: cols}
	links := grid.Links(a.Loop, a.Lines)
	for l := range links {
		if !size.In(grid.Pos{R: l[0][0], C: l[0][1]}) || !size.In(grid.Pos{R: l[1][0], C: l[1][1]}) {
			delete(links, l)
		}
	}
	if rows == 0 || cols == 0 {
		return grid.LoopText(a.Loop)
	}
	lines := grid.LinkPicture(rows, cols, links, nil)
	for l := range links {
		lines[2*l[0][0]][2*l[0][1]], lines[2*l[1][0]][2*l[1][1]] = 'o', 'o'
	}
	out := make([]string, len(lines))
	for y, line := range lines {
		for x := 0; x < len(line) && y%2 == 0; x += 2 {
			if ch := pic.At(grid.Pos{R: y / 2, C: x / 2}); line[x] == ' ' || ch == '#' {
				line[x] = ch
			}
		}
		out[y] = strings.TrimRight(string(line), " ")
	}
	return puzzles.Lines(out)
}

// decoder reads the shading and the loop.
type decoder struct {
	shade *cellgrid.ShadeVars
	loop  *cellgrid.LoopVars
}

func (d *decoder) Vars() []sat.Lit                             { return append(d.shade.Vars(), d.loop.Vars()...) }
func (d *decoder) Refine(value func(sat.Lit) bool) [][]sat.Lit { return d.loop.Refine(value) }
func (d *decoder) Decode(s *sat.Solver) puzzles.Answer         { return d.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder.
func (d *decoder) DecodePartial(known func(sat.Lit) (value, ok bool)) puzzles.Answer {
	a := &Answer{Grid: d.shade.DecodePartial(known).(*cellgrid.Shading).Grid}
	a.Loop, a.Lines, a.Off = d.loop.Read(known)
	return a
}

// Entries implements puzzles.Enterer: the shaded cells ('#', or '.' not
// shaded) and the loop's lines (see cellgrid.LoopVars.Entries).
func (d *decoder) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	x, ok := a.(*Answer)
	if !ok || x == nil {
		return nil, fmt.Errorf("the entries are not a Yajilin answer (%T)", a)
	}
	out, err := d.shade.Entries(&cellgrid.Shading{Grid: x.Grid})
	if err != nil {
		return nil, err
	}
	lines, err := d.loop.Entries(&cellgrid.Loop{Loop: x.Loop, Lines: x.Lines, Off: x.Off})
	return append(out, lines...), err
}

// Encode implements puzzles.Instance. The rules: only empty cells may be
// shaded, and no two shaded cells touch; the lines form one single loop
// through cell centres (LoopVars); an empty cell is on the loop (two
// lines) unless shaded, a shaded cell or a clue has none; each number
// counts the shaded cells from its clue to the edge in its arrow's
// direction.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	shaded, sv := p.NewShadeVars(m, "shaded", empty)
	sv.Apart(m)
	e := p.LoopVars(m, cellgrid.Centres)
	for _, pos := range p.Size().Cells() {
		s, free := shaded[pos]
		if !free {
			s = sat.True // a clue: no line
		}
		for _, line := range e.Sides(pos) {
			m.Implies(s, line.Not())
		}
		if free {
			m.Clause(append(e.Sides(pos), s)...)
		}
	}
	for _, pos := range p.Where(numbered) {
		d, n := split(p.At(pos))
		m.Exactly(n, shaded.Of(p.ray(pos, d))...)
	}
	return &decoder{sv, e}, nil
}

// Check implements puzzles.Instance: the loop is one closed path of
// neighbouring cells; no clue is shaded or on it, every empty cell is
// shaded or on it but not both; no two shaded cells touch; each number
// counts the shaded cells its arrow points at.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "yajilin")
	if err != nil {
		return err
	}
	sh, err := (&puzzles.Picture{Grid: a.Grid}).Cells(p.Size(), '#', '.')
	if err != nil {
		return err
	}
	at, err := grid.CheckLoopOnly(a.Loop, a.Lines, p.Size().Rows, p.Size().Cols, "cell")
	if err != nil {
		return err
	}
	for pass, pos := range append(p.Size().Cells(), p.Size().Cells()...) { // the cells twice: misplaced, then missing
		_, on := at[[2]int{pos.R, pos.C}]
		v, shade := p.At(pos), sh[pos.R][pos.C]
		switch {
		case v != Empty && shade:
			return fmt.Errorf("the clue cell at %d,%d is shaded", pos.R, pos.C)
		case v != Empty && on:
			return fmt.Errorf("the loop passes through the clue cell at %d,%d", pos.R, pos.C)
		case shade && on:
			return fmt.Errorf("the loop passes through the shaded cell at %d,%d", pos.R, pos.C)
		case pass >= len(sh)*len(sh[0]) && v == Empty && !shade && !on:
			return fmt.Errorf("cell %d,%d is neither shaded nor on the loop", pos.R, pos.C)
		}
	}
	if err := cellgrid.CheckApart(sh); err != nil {
		return err
	}
	for _, pos := range p.Where(numbered) {
		d, n := split(p.At(pos))
		count := 0
		for _, q := range p.ray(pos, d) {
			count += map[bool]int{true: 1}[sh[q.R][q.C]]
		}
		if count != n {
			return fmt.Errorf("the clue %s at %d,%d points at %d shaded cells, not %d", token(p.At(pos)), pos.R, pos.C, count, n)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: grey cells filled, each clue its
// number and arrow; with an answer, the shaded cells filled and the
// loop's lines (a partial answer adds a dot on each empty cell known
// not shaded and a cross on each line known absent).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Answer)
	pic := &puzzles.Picture{}
	if a != nil {
		pic.Grid = a.Grid
	}
	s := p.Scene(func(s *draw.Scene) {
		for _, pos := range p.Size().Cells() {
			switch {
			case p.At(pos) == Grey:
				s.FillCell(pos.R, pos.C, draw.Faint)
			case pic.At(pos) == '#':
				s.FillCell(pos.R, pos.C, draw.Solved)
			case pic.At(pos) == '.' && pic.Partial() && p.At(pos) == Empty:
				s.Dot(pos.R, pos.C)
			}
		}
	})
	for _, pos := range p.Where(func(v int) bool { return v > Grey }) {
		d, n := split(p.At(pos))
		s.CellText(pos.R, pos.C, map[bool]string{true: fmt.Sprint(n)}[n >= 0]+[]string{"↑", "↓", "←", "→"}[d-1], draw.Ink, true)
	}
	if a != nil {
		(&cellgrid.Loop{Loop: a.Loop, Lines: a.Lines, Off: a.Off}).Draw(&s, cellgrid.Centres)
	}
	return s
}

// Diff implements puzzles.Instance: the cells whose shading or lines to
// the right and below differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, p.Size(), func(a *Answer) map[grid.Pos]int {
		links, pic, out := grid.Links(a.Loop, a.Lines), &puzzles.Picture{Grid: a.Grid}, map[grid.Pos]int{}
		for _, pos := range p.Size().Cells() {
			right := links[grid.LinkOf([2]int{pos.R, pos.C}, [2]int{pos.R, pos.C + 1})]
			down := links[grid.LinkOf([2]int{pos.R, pos.C}, [2]int{pos.R + 1, pos.C})]
			out[pos] = int(pic.At(pos)) | map[bool]int{true: 256}[right] | map[bool]int{true: 512}[down]
		}
		return out
	})
}
