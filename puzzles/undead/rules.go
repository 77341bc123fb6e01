package undead

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Answer is the board filled: {"grid": ["GV\\Z", ...]}, 'G' a ghost, 'V'
// a vampire, 'Z' a zombie, a mirror square its mirror ('?' where a
// partial answer does not know).
type Answer = puzzles.Picture

// sight is a square a line of sight passes, and whether it was
// reflected before.
type sight struct {
	at        grid.Pos
	reflected bool
}

// inward is the step into the board from each side.
var inward = [...]grid.Delta{cellgrid.Top: {R: 1}, cellgrid.Bottom: {R: -1}, cellgrid.Left: {C: 1}, cellgrid.Right: {C: -1}}

// sights follows the line of sight of the number l into the board,
// bouncing off the mirrors, until it leaves: the squares it passes, in
// order (a square passed twice is listed twice).
func (p *Puzzle) sights(l cellgrid.Line) []sight {
	var out []sight
	d, reflected := inward[l.Side], false
	for pos := l.Cells[0]; p.Size().In(pos); pos = pos.Add(d) {
		switch p.At(pos) {
		case Back: // \: down turns right, right turns down
			d, reflected = grid.Delta{R: d.C, C: d.R}, true
		case Fore: // /: down turns left, right turns up
			d, reflected = grid.Delta{R: -d.C, C: -d.R}, true
		default:
			out = append(out, sight{pos, reflected})
		}
	}
	return out
}

// sees reports whether monster k is seen: a zombie always, a vampire
// only directly, a ghost only in a mirror.
func sees(k int, reflected bool) bool {
	return k == 2 || k == 1 && !reflected || k == 0 && reflected
}

// Vars is the decoder: per empty square, a variable per monster.
type Vars struct {
	p    *Puzzle
	lits map[grid.Pos][3]sat.Lit // constants at a given monster
	vars []sat.Lit
}

// Encode implements puzzles.Instance: each empty square holds exactly
// one monster (a given one is fixed), each total is met, and each number
// counts the monsters its line of sight meets (every square it passes
// before a reflection not a ghost, after one not a vampire).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	d := &Vars{p: p, lits: map[grid.Pos][3]sat.Lit{}}
	var all [3][]sat.Lit
	for _, pos := range p.Where(func(v int) bool { return v != Back && v != Fore }) {
		var ls [3]sat.Lit
		for k, name := range monsters {
			ls[k] = sat.Const(p.At(pos) == Ghost+k)
			if p.At(pos) == Blank {
				ls[k] = m.NewVar(fmt.Sprintf("%s r%dc%d", name, pos.R+1, pos.C+1))
				d.vars = append(d.vars, ls[k])
			}
			all[k] = append(all[k], ls[k])
		}
		m.ExactlyOne(ls[:]...)
		d.lits[pos] = ls
	}
	for k, n := range p.Totals {
		if n != cellgrid.NoClue {
			m.Exactly(n, all[k]...)
		}
	}
	for _, l := range p.Lines() {
		var seen []sat.Lit
		for _, s := range p.sights(l) {
			unseen := map[bool]int{false: 0, true: 1}[s.reflected]
			seen = append(seen, d.lits[s.at][unseen].Not())
		}
		m.Exactly(l.Clue, seen...)
	}
	return d, nil
}

// Vars implements puzzles.Decoder.
func (d *Vars) Vars() []sat.Lit { return d.vars }

// Decode implements puzzles.Decoder.
func (d *Vars) Decode(s *sat.Solver) puzzles.Answer { return d.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: a square's monster when its
// variable is known true, else '?'.
func (d *Vars) DecodePartial(known func(sat.Lit) (value, ok bool)) puzzles.Answer {
	a := &Answer{}
	for r, row := range d.p.Cells {
		b := make([]byte, len(row))
		for c, v := range row {
			b[c] = spec.Symbols.TextChar(v)
			if v != Blank {
				continue
			}
			b[c] = '?'
			for k, l := range d.lits[grid.Pos{R: r, C: c}] {
				if val, ok := known(l); ok && val {
					b[c] = letters[k]
				}
			}
		}
		a.Grid = append(a.Grid, string(b))
	}
	return a
}

// Entries implements puzzles.Enterer: a square entered 'G', 'V' or 'Z'
// holds that monster (Value "ghost", "vampire", "zombie").
func (d *Vars) Entries(ans puzzles.Answer) ([]puzzles.Entry, error) {
	a, err := d.p.read(ans, false)
	var out []puzzles.Entry
	for _, pos := range d.p.Size().Cells() {
		if k := strings.IndexByte(letters, a.At(pos)); err == nil && k >= 0 {
			out = append(out, puzzles.Entry{Part: puzzles.Target{R: pos.R, C: pos.C}, Value: monsters[k],
				Words: fmt.Sprintf("%s holds a %s", puzzles.CellWords(pos.R, pos.C), monsters[k]), Lit: d.lits[pos][k]})
		}
	}
	return out, err
}

// read reads an answer of the board's size whose mirrors are the
// board's and whose other squares hold a monster ('?' too when partial).
func (p *Puzzle) read(ans puzzles.Answer, whole bool) (*Answer, error) {
	a, err := puzzles.AnswerAs[*Answer](ans, "undead")
	if err != nil {
		return nil, err
	}
	if size := p.Size(); len(a.Grid) != size.Rows {
		return nil, fmt.Errorf("the answer has %d rows, the board %d", len(a.Grid), size.Rows)
	}
	for r, row := range p.Cells {
		if len(a.Grid[r]) != len(row) {
			return nil, fmt.Errorf("row %d of the answer has %d squares, the board %d", r+1, len(a.Grid[r]), len(row))
		}
		for c, v := range row {
			ch, want := a.Grid[r][c], spec.Symbols.TextChar(v)
			switch k := strings.IndexByte(letters, ch); {
			case v == Back || v == Fore:
				if ch != want {
					return nil, fmt.Errorf("row %d, column %d holds the mirror %c, the answer %q", r+1, c+1, want, ch)
				}
			case k < 0 && (whole || ch != '?'):
				return nil, fmt.Errorf("row %d, column %d holds %q, not a ghost (G), a vampire (V) or a zombie (Z)", r+1, c+1, ch)
			case v != Blank && k >= 0 && ch != want:
				return nil, fmt.Errorf("row %d, column %d holds a given %s, the answer a %s", r+1, c+1, monsters[v-Ghost], monsters[k])
			}
		}
	}
	return a, nil
}

// Check implements puzzles.Instance: the mirrors and given monsters
// kept, a monster in every other square, the totals met, and each number
// the count of monsters its line of sight meets.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := p.read(ans, true)
	if err != nil {
		return err
	}
	var count [3]int
	for _, row := range a.Grid {
		for k := range monsters {
			count[k] += strings.Count(row, letters[k:k+1])
		}
	}
	for k, n := range p.Totals {
		if n != cellgrid.NoClue && count[k] != n {
			return fmt.Errorf("the answer has %d %ss, the puzzle %d", count[k], monsters[k], n)
		}
	}
	for _, l := range p.Lines() {
		n := 0
		for _, s := range p.sights(l) {
			if sees(strings.IndexByte(letters, a.At(s.at)), s.reflected) {
				n++
			}
		}
		if n != l.Clue {
			return fmt.Errorf("the %d %s sees %d monsters", l.Clue, l.Where(), n)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the board framed by its numbers,
// the totals in the corners, the mirrors, the given monsters in bold and
// an answer's others in the solved colour.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene(nil)
	a, _ := ans.(*Answer)
	for _, pos := range p.Size().Cells() {
		x, y := float64(pos.C+1), float64(pos.R+1)
		switch ch := a.At(pos); p.At(pos) {
		case Back:
			s.Add(draw.Item{Kind: draw.Line, Stroke: draw.Ink, Width: 0.08, Points: []float64{x + 0.1, y + 0.1, x + 0.9, y + 0.9}})
		case Fore:
			s.Add(draw.Item{Kind: draw.Line, Stroke: draw.Ink, Width: 0.08, Points: []float64{x + 0.1, y + 0.9, x + 0.9, y + 0.1}})
		case Blank:
			if strings.IndexByte(letters, ch) >= 0 {
				s.CellText(pos.R+1, pos.C+1, string(ch), draw.Solved, false)
			}
		}
	}
	for k, n := range p.Totals {
		if at := p.totalAt(k); n != cellgrid.NoClue {
			s.CellText(at.R+1, at.C+1, fmt.Sprintf("%c%d", letters[k], n), draw.Ink, false)
		}
	}
	return s
}

// Diff implements puzzles.Instance: the squares whose monsters differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return puzzles.DiffPictures(x, y) }
