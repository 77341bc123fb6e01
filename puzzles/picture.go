package puzzles

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Picture is an answer that is a picture of the board: one string per
// row, one character per cell (such as '#' a shaded cell, '.' a plain
// one, '?' one not known in a partial answer). Its JSON form is
// {"grid": ["#..#", ...]}. Types whose answer is such a picture declare
// `type Answer = puzzles.Picture`.
type Picture struct {
	Grid []string `json:"grid"`
}

// Text implements Answer: the rows, one per line.
func (a *Picture) Text() string { return Lines(a.Grid) }

// Cells reads the picture of a board of size: true where it shows on,
// false where it shows off. It refuses another size or any other
// character.
func (a *Picture) Cells(size grid.Size, on, off byte) ([][]bool, error) {
	if len(a.Grid) != size.Rows {
		return nil, fmt.Errorf("the answer has %d rows, the board %d", len(a.Grid), size.Rows)
	}
	out := make([][]bool, size.Rows)
	for r, line := range a.Grid {
		if len(line) != size.Cols {
			return nil, fmt.Errorf("row %d of the answer has %d cells, the board %d", r, len(line), size.Cols)
		}
		out[r] = make([]bool, size.Cols)
		for c := range line {
			switch line[c] {
			case on:
				out[r][c] = true
			case off:
			default:
				return nil, fmt.Errorf("cell %d,%d of the answer is %q, not %q or %q", r, c, line[c], on, off)
			}
		}
	}
	return out, nil
}

// DecodePicture is Decoder.DecodePartial for an answer that is a
// picture: lits are the cells' literals in reading order, cols to a row;
// a cell is on where its literal is true, off where it is false and '?'
// where known does not know it (a constant literal is always known).
func DecodePicture(lits []sat.Lit, cols int, known func(l sat.Lit) (value, ok bool), on, off byte) *Picture {
	a := &Picture{Grid: make([]string, len(lits)/cols)}
	row := make([]byte, cols)
	for r := range a.Grid {
		for c := range row {
			l := lits[r*cols+c]
			v, ok := l == sat.True, true
			if !l.IsConst() {
				v, ok = known(l)
			}
			switch {
			case !ok:
				row[c] = '?'
			case v:
				row[c] = on
			default:
				row[c] = off
			}
		}
		a.Grid[r] = string(row)
	}
	return a
}

// Partial reports whether the picture has a cell not known ('?').
func (a *Picture) Partial() bool {
	for _, line := range a.Grid {
		if strings.Contains(line, "?") {
			return true
		}
	}
	return false
}

// DiffPictures is Instance.Diff for answers that are pictures: the cells
// whose characters differ, in reading order; nil when either is not a
// picture or their row counts differ (a ragged row is compared as far as
// both go).
func DiffPictures(x, y Answer) []Target {
	a, b, ok := AnswerPair[*Picture](x, y)
	if !ok || len(a.Grid) != len(b.Grid) {
		return nil
	}
	var out []Target
	for r := range a.Grid {
		for c := 0; c < len(a.Grid[r]) && c < len(b.Grid[r]); c++ {
			if a.Grid[r][c] != b.Grid[r][c] {
				out = append(out, Target{R: r, C: c})
			}
		}
	}
	return out
}

// At is the picture's character at pos, 0 off the picture.
func (a *Picture) At(pos grid.Pos) byte {
	if a == nil || pos.R < 0 || pos.R >= len(a.Grid) || pos.C < 0 || pos.C >= len(a.Grid[pos.R]) {
		return 0
	}
	return a.Grid[pos.R][pos.C]
}
