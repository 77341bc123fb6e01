package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// MarkWords, when N's names have them, are the words of a Marks answer's
// entries: the values of a marked and an unmarked cell ("star", "no
// star") and what each says of its cell ("holds a star", "holds no
// star").
type MarkWords interface {
	Words() (on, off, onWords, offWords string)
}

// markWords returns N's names and what each says of its cell: its Words
// when it has them, else "is one of the <on>" and "is <off>".
func markWords[N MarkNames]() (on, off, onWords, offWords string) {
	var n N
	if w, ok := any(n).(MarkWords); ok {
		return w.Words()
	}
	on, off = n.Names()
	return on, off, "is one of the " + on, "is " + off
}

// ShadedMarks is the decoder of a Marks answer on a ShadeVars (a star a
// shaded cell): the marked cells and the picture, Mark on a marked cell,
// '.' on a cell known unmarked and '?' on the rest; it lists no Off
// cells, the picture shows them.
type ShadedMarks[N MarkNames] struct {
	*ShadeVars
	Mark byte
}

// Decode implements puzzles.Decoder.
func (d ShadedMarks[N]) Decode(s *sat.Solver) puzzles.Answer {
	return d.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder.
func (d ShadedMarks[N]) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	pic := puzzles.DecodePicture(d.Lits, d.Size.Cols, known, d.Mark, UnshadedCell).Grid
	a := &Marks[N]{On: [][2]int{}, Grid: pic}
	for _, pos := range d.Size.Cells() {
		if pic[pos.R][pos.C] == d.Mark {
			a.On = append(a.On, [2]int{pos.R, pos.C})
		}
	}
	return a
}

// Entries implements puzzles.Enterer: the marked cells (listed, or Mark
// in the picture) are entered as marked, the picture's '.' cells as
// unmarked.
func (d ShadedMarks[N]) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	ans, ok := a.(*Marks[N])
	if !ok || ans == nil {
		return nil, fmt.Errorf("the entries are not marks (%T)", a)
	}
	if ans.Grid != nil && len(ans.Grid) != d.Size.Rows {
		return nil, fmt.Errorf("the entries' picture has %d rows, the board %d", len(ans.Grid), d.Size.Rows)
	}
	on, off, seen := [][2]int{}, [][2]int{}, map[[2]int]bool{}
	for _, c := range ans.On {
		if !seen[c] {
			seen[c], on = true, append(on, c)
		}
	}
	for r, row := range ans.Grid {
		if len(row) != d.Size.Cols {
			return nil, fmt.Errorf("row %d of the entries' picture has %d cells, the board %d", r+1, len(row), d.Size.Cols)
		}
		for c := range len(row) {
			switch at := [2]int{r, c}; {
			case row[c] == d.Mark && !seen[at]:
				seen[at], on = true, append(on, at)
			case row[c] == UnshadedCell && seen[at]:
				return nil, fmt.Errorf("row %d, column %d is entered both marked and unmarked", r+1, c+1)
			case row[c] == UnshadedCell:
				off = append(off, at)
			}
		}
	}
	onName, offName, onWords, offWords := markWords[N]()
	lit := func(pos grid.Pos) (sat.Lit, bool) { return d.Lits[d.Size.Index(pos)], true }
	return puzzles.MarkEntries(on, off, lit, d.Size, onName, offName, onWords, offWords)
}

// DrawPictured draws the marks with mark and a faint dot on each cell
// the picture shows unmarked.
func (a *Marks[N]) DrawPictured(s *draw.Scene, mark func(s *draw.Scene, r, c int)) {
	for _, c := range a.On {
		mark(s, c[0], c[1])
	}
	for r, row := range a.Grid {
		for c := range len(row) {
			if row[c] == UnshadedCell {
				s.Disc(r, c, 0.06, draw.Faint)
			}
		}
	}
}

// Star draws a star on cell r, c in the solved colour.
func Star(s *draw.Scene, r, c int) {
	s.Add(draw.Item{Kind: draw.Text, X: float64(c) + 0.5, Y: float64(r) + 0.55, Text: "★", Size: 0.7, Fill: draw.Solved})
}

// MarkedCells returns the marked cells of a Marks answer in its order
// (none for another answer), as Partition.Repair's on reads them.
func MarkedCells[N MarkNames](a puzzles.Answer) []grid.Pos {
	var out []grid.Pos
	if m, ok := a.(*Marks[N]); ok && m != nil {
		for _, c := range m.On {
			out = append(out, grid.Pos{R: c[0], C: c[1]})
		}
	}
	return out
}
