package puzzles

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// The helpers below serve the types whose answer is a picture of the
// board: one string per row, one character per cell ('#' a shaded cell,
// '.' a plain one, '?' one not known in a partial answer), kept in the
// answer's Grid field (JSON {"grid": ["#..#", ...]}).

// PictureText is Answer.Text for a picture: its rows, one per line.
func PictureText(rows []string) string { return strings.Join(rows, "\n") + "\n" }

// ReadPicture reads a picture of a board of size into cells: true where
// it shows on, false where it shows off. It refuses another size or any
// other character.
func ReadPicture(rows []string, size grid.Size, on, off byte) ([][]bool, error) {
	if len(rows) != size.Rows {
		return nil, fmt.Errorf("the answer has %d rows, the board %d", len(rows), size.Rows)
	}
	out := make([][]bool, size.Rows)
	for r, line := range rows {
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

// DiffPictures is Instance.Diff for two pictures: the cells whose
// characters differ, in reading order (nil when their row counts differ;
// a ragged row is compared as far as both go).
func DiffPictures(a, b []string) []Target {
	if len(a) != len(b) {
		return nil
	}
	var out []Target
	for r := range a {
		for c := 0; c < len(a[r]) && c < len(b[r]); c++ {
			if a[r][c] != b[r][c] {
				out = append(out, Target{R: r, C: c})
			}
		}
	}
	return out
}

// IsPartial reports whether a picture has a cell not known ('?').
func IsPartial(rows []string) bool {
	for _, line := range rows {
		if strings.Contains(line, "?") {
			return true
		}
	}
	return false
}
