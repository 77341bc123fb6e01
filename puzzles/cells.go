package puzzles

import (
	"fmt"
	"math"
)

// Key is one key of the editor's on-screen pad. Label is what the key shows
// and its accessible name ("1", "Delete", "Block"); Key is what Edit
// receives when it is pressed ("1", "Delete", "block"). Types declare their
// keys; the page renders them and hard-codes none.
type Key struct {
	Label string `json:"label"`
	Key   string `json:"key"`
	// On marks the key of a choice that is in force (the region a
	// Sudoku's taps paint): the pad shows it pressed.
	On bool `json:"on,omitempty"`
}

// CheckSize refuses a board of rows x cols cells outside 1x1 to
// MaxSide x MaxSide.
func CheckSize(rows, cols int) error {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return fmt.Errorf("size %dx%d is outside 1x1 to %dx%d", cols, rows, MaxSide, MaxSide)
	}
	return nil
}

// CellHit is Editable.Hit for a board of unit cells drawn from (0, 0):
// the cell under (x, y), if it is on the board.
func CellHit(rows, cols int, x, y float64) (Target, bool) {
	r, c := int(math.Floor(y)), int(math.Floor(x))
	return Target{R: r, C: c}, r >= 0 && c >= 0 && r < rows && c < cols
}

// CellBox is Editable.Box for a board of unit cells.
func CellBox(t Target) (x, y, w, h float64) {
	return float64(t.C), float64(t.R), 1, 1
}

// CellMove is Editable.Move for a board of unit cells: arrows move one cell,
// stopping at the border.
func CellMove(rows, cols int, t Target, arrow string) Target {
	r, c := t.R, t.C
	switch arrow {
	case "ArrowUp":
		r--
	case "ArrowDown":
		r++
	case "ArrowLeft":
		c--
	case "ArrowRight":
		c++
	default:
		return t
	}
	if r < 0 || c < 0 || r >= rows || c >= cols {
		return t
	}
	return Target{R: r, C: c, Kind: t.Kind}
}

// Wrap returns a concrete parser's result as an Instance: nil and err when
// err is set, never a typed nil pointer inside a non-nil interface (which
// would pass an `inst != nil` test and then panic).
func Wrap[P Instance](p P, err error) (Instance, error) {
	if err != nil {
		return nil, err
	}
	return p, nil
}

// DiffGrids is Instance.Diff for answers that are rows of comparable values
// (ragged rows allowed): the targets of the cells whose values differ, a
// cell present in one grid only counting as different.
func DiffGrids[T comparable](a, b [][]T) []Target {
	var out []Target
	for r := range max(len(a), len(b)) {
		var ra, rb []T
		if r < len(a) {
			ra = a[r]
		}
		if r < len(b) {
			rb = b[r]
		}
		for c := range max(len(ra), len(rb)) {
			if c >= len(ra) || c >= len(rb) || ra[c] != rb[c] {
				out = append(out, Target{R: r, C: c})
			}
		}
	}
	return out
}
