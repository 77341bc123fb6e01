package pzl

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// maxRun is the longest run of empty cells one letter 'g'–'z' skips.
const maxRun = 20

// Decode4Cell reads up to n cells of a body of small clues (pzprjs's
// "4Cell" codec, for clues 0 to 4): '0'–'4' a clue, '5'–'9' and 'a'–'e'
// a clue (minus 5 or 10) followed by one or two empty cells, '.' an
// Unknown clue, 'g'–'z' 1 to 20 empty cells.
func Decode4Cell(body string, n int) ([]int, error) {
	return decode(body, n, func(i int) (v, skip, used int, err error) {
		if ch := body[i]; ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'e' {
			d, _ := strconv.ParseInt(body[i:i+1], 16, 0)
			return int(d) % 5, int(d) / 5, 1, nil
		}
		return 0, 0, 0, bodyError(body, i)
	})
}

// Encode4Cell writes cells (Empty, Unknown or 0 to 4) as Decode4Cell
// reads them. Like pzprjs, it folds the two cells after a clue into it
// unless a clue stands there, also at the end of the board.
func Encode4Cell(cells []int) string {
	return encode(cells, func(i int) (string, int) {
		skip := 2
		switch {
		case i+1 < len(cells) && cells[i+1] != Empty:
			skip = 0
		case i+2 < len(cells) && cells[i+2] != Empty:
			skip = 1
		}
		return strconv.FormatInt(int64(cells[i]+5*skip), 16), 1 + skip
	})
}

// DecodeNumber16 reads up to n cells of a body of numbers (pzprjs's
// "Number16" codec): '0'–'9' and 'a'–'f' a number, '-' and two hex
// digits a number to 255, '.' an Unknown one, 'g'–'z' 1 to 20 empty cells.
func DecodeNumber16(body string, n int) ([]int, error) {
	return decode(body, n, func(i int) (v, skip, used int, err error) {
		switch ch := body[i]; {
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'f':
			d, _ := strconv.ParseInt(body[i:i+1], 16, 0)
			return int(d), 0, 1, nil
		case ch == '-' && i+2 < len(body):
			d, err := strconv.ParseUint(body[i+1:i+3], 16, 8)
			if err != nil {
				return 0, 0, 0, puzzles.Errorf(0, 0, "URL body: %q at %d is not a '-' and two hex digits", body[i:i+3], i+1)
			}
			return int(d), 0, 3, nil
		}
		return 0, 0, 0, bodyError(body, i)
	})
}

// EncodeNumber16 writes cells (Empty, Unknown or 0 to 255) as
// DecodeNumber16 reads them.
func EncodeNumber16(cells []int) string {
	return encode(cells, func(i int) (string, int) {
		v := cells[i]
		if v >= 16 {
			return fmt.Sprintf("-%02x", v), 1
		}
		return strconv.FormatInt(int64(v), 16), 1
	})
}

// decode reads up to n cells of a body whose letters 'g'–'z' stand for 1
// to 20 empty cells and '.' for an Unknown clue; clue reads a clue at
// body[i]: its value, the empty cells after it, the characters used.
func decode(body string, n int, clue func(i int) (v, skip, used int, err error)) ([]int, error) {
	var cells []int
	for i := 0; i < len(body) && len(cells) < n; {
		switch ch := body[i]; {
		case ch >= 'g' && ch <= 'z':
			cells, i = empties(cells, int(ch-'f')), i+1
		case ch == '.':
			cells, i = append(cells, Unknown), i+1
		default:
			v, skip, used, err := clue(i)
			if err != nil {
				return nil, err
			}
			cells, i = empties(append(cells, v), skip), i+used
		}
	}
	return cut(cells, n), nil
}

// encode writes cells as decode reads them; clue writes the clue at
// cells[i] and says how many cells it stands for.
func encode(cells []int, clue func(i int) (text string, used int)) string {
	var b strings.Builder
	for i := 0; i < len(cells); {
		switch cells[i] {
		case Empty:
			run := emptyRun(cells[i:])
			b.WriteByte(byte('f' + run))
			i += run
		case Unknown:
			b.WriteByte('.')
			i++
		default:
			text, used := clue(i)
			b.WriteString(text)
			i += used
		}
	}
	return b.String()
}

// DecodeCircles reads n cells of 0, 1 or 2 (pzprjs's "Circle" codec:
// empty, white, black), three to a base-27 digit, the first weighing 9.
// What follows the digits of n cells is ignored, as pzprjs does.
func DecodeCircles(body string, n int) ([]int, error) {
	body = body[:min(len(body), (n+2)/3)]
	cells := make([]int, 0, n)
	for i := range len(body) {
		d, err := strconv.ParseInt(body[i:i+1], 27, 0)
		if err != nil {
			return nil, bodyError(body, i)
		}
		cells = append(cells, int(d/9), int(d/3%3), int(d%3))
	}
	return cut(cells, n), nil
}

// EncodeCircles writes cells of 0, 1 or 2 as DecodeCircles reads them.
func EncodeCircles(cells []int) string {
	var b strings.Builder
	for i := 0; i < len(cells); i += 3 {
		d := 0
		for k, weight := range []int{9, 3, 1} {
			if i+k < len(cells) {
				d += weight * cells[i+k]
			}
		}
		b.WriteString(strconv.FormatInt(int64(d), 27))
	}
	return b.String()
}

// empties appends k Empty cells.
func empties(cells []int, k int) []int {
	for range k {
		cells = append(cells, Empty)
	}
	return cells
}

// emptyRun is the number of Empty cells at the start of cells, at most
// maxRun.
func emptyRun(cells []int) int {
	run := 0
	for run < maxRun && run < len(cells) && cells[run] == Empty {
		run++
	}
	return run
}

// cut drops what a run wrote past the n cells of the board.
func cut(cells []int, n int) []int { return cells[:min(len(cells), n)] }

// Flat returns the cells of a grid in reading order, as the codecs take them.
func Flat(g [][]int) []int {
	var cells []int
	for _, row := range g {
		cells = append(cells, row...)
	}
	return cells
}

// Place writes the decoded cells of every cell of grid g in reading
// order, each through value, which maps Empty, Unknown and the numbers
// onto the type's cell values or refuses one (the error names the cell's
// row and column, counted from 1). Fewer cells than g has are a body that
// ends early, refused with how far it got (pzprjs writes every cell)
// after the cells it has are read.
func Place(g [][]int, cells []int, value func(v int) (int, error)) error {
	cols := len(g[0])
	n := len(g) * cols
	for i, v := range cells[:min(len(cells), n)] {
		at := grid.Pos{R: i / cols, C: i % cols}
		w, err := value(v)
		if err != nil {
			return puzzles.Errorf(0, 0, "URL body, %s: %v", puzzles.CellName(at), err)
		}
		g[at.R][at.C] = w
	}
	if len(cells) < n {
		return Truncated(len(cells), n)
	}
	return nil
}

// Truncated is the error of a URL body that describes got of the board's
// n cells and then ends.
func Truncated(got, n int) error {
	if got == 0 {
		return puzzles.Errorf(0, 0, "URL body is missing: expected the board's %d cells after the size", n)
	}
	return puzzles.Errorf(0, 0, "URL body ends after %d of %d cells (is the URL cut short?)", got, n)
}
