package cellgrid

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Painted is the decoder of a picture answer (puzzles.Picture) with
// characters of its own: the cells' literals in reading order, On where
// one is true (Binairo's '1'), Off where it is false ('0'), '?' where a
// partial answer does not know.
type Painted struct {
	Size              grid.Size
	Lits              []sat.Lit
	On, Off           byte
	OnWords, OffWords string // what an entry says of its cell: "is 1 (black)"
}

// Vars implements puzzles.Decoder: the cells' literals.
func (d *Painted) Vars() []sat.Lit { return d.Lits }

// Decode implements puzzles.Decoder.
func (d *Painted) Decode(s *sat.Solver) puzzles.Answer { return d.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder.
func (d *Painted) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return puzzles.DecodePicture(d.Lits, d.Size.Cols, known, d.On, d.Off)
}

// Entries implements puzzles.Enterer: On is a cell entered true, Off
// false, anything else not known.
func (d *Painted) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	return puzzles.PictureEntries(a, d.Lits, d.Size.Cols, d.On, d.Off, d.OnWords, d.OffWords)
}

// DrawPainted draws a picture answer on the blank cells: a circle in the
// solved colour on each cell it knows, filled where it shows on.
func (g Grid) DrawPainted(s *draw.Scene, a *puzzles.Picture, on byte) {
	size := g.Size()
	for r, line := range a.Grid {
		for c := range len(line) {
			if r >= size.Rows || c >= size.Cols || g.Cells[r][c] != g.c.blank || line[c] == '?' {
				continue
			}
			x, y := draw.Centre(r, c)
			it := draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.32, Stroke: draw.Solved, Width: 0.06}
			if line[c] == on {
				it.Fill = draw.Solved
			}
			s.Add(it)
		}
	}
}

// Columns returns the columns of a picture's rows, each as a string.
func Columns(rows []string) []string {
	var out []string
	for c := 0; len(rows) > 0 && c < len(rows[0]); c++ {
		var b strings.Builder
		for _, line := range rows {
			b.WriteByte(line[c])
		}
		out = append(out, b.String())
	}
	return out
}
