package cellgrid

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// SkipRun is a Tatham description of sparse given cells (Tents' trees,
// Unruly's givens): each given cell is a letter of its value's Letters,
// the k-th letter saying that k blank cells come before it; the last
// letter passes 25 blank cells and gives none. The walk ends one cell
// past the board, with a letter of Final.
type SkipRun struct {
	Letters map[int]string // for each given value: its letters for 0, 1, ... blank cells, then its skip letter
	Blank   int            // the value of the cells between
	Final   int            // the value whose letter ends the walk
}

// Write writes the cells.
func (r SkipRun) Write(cells [][]int) string {
	var b strings.Builder
	run := 0
	emit := func(v int) {
		l := r.Letters[v]
		for ; run >= len(l)-1; run -= 25 {
			b.WriteByte(l[len(l)-1])
		}
		b.WriteByte(l[run])
		run = 0
	}
	for _, row := range cells {
		for _, v := range row {
			if v == r.Blank {
				run++
			} else {
				emit(v)
			}
		}
	}
	emit(r.Final)
	return b.String()
}

// Read reads the rows x cols cells of desc.
func (r SkipRun) Read(desc string, rows, cols int) ([][]int, error) {
	cells, err := puzzles.NewGrid(rows, cols, r.Blank)
	if err != nil {
		return nil, err
	}
	area, pos := rows*cols, 0
	for i, ch := range desc {
		if pos > area {
			return nil, puzzles.Errorf(0, 0, "game ID: the description goes on past the %dx%d board at %q", cols, rows, desc[i:])
		}
		v, k, ok := r.letter(ch)
		switch {
		case !ok:
			return nil, puzzles.Errorf(0, 0, "game ID: unexpected %q in the description", ch)
		case k == len(r.Letters[v])-1:
			pos += 25
		default:
			if pos += k; pos < area {
				cells[pos/cols][pos%cols] = v
			}
			pos++
		}
	}
	if pos != area+1 {
		return nil, puzzles.Errorf(0, 0, "game ID: the description covers %d cells; the %dx%d board needs %d (its cells and one past the end)", pos, cols, rows, area+1)
	}
	return cells, nil
}

// letter finds ch among the letters: its value and place.
func (r SkipRun) letter(ch rune) (v, k int, ok bool) {
	for v, l := range r.Letters {
		if k := strings.IndexRune(l, ch); k >= 0 {
			return v, k, true
		}
	}
	return 0, 0, false
}
