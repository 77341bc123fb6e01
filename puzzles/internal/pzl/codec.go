package pzl

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// maxRun is the longest run of empty cells one letter 'g'–'z' skips.
const maxRun = 20

// Decode4Cell reads up to n cells of a body of small clues (pzprjs's
// "4Cell" codec, for clues 0 to 4): '0'–'4' a clue, '5'–'9' and 'a'–'e'
// a clue (minus 5 or 10) followed by one or two empty cells, '.' an
// Unknown clue, 'g'–'z' 1 to 20 empty cells.
func Decode4Cell(body string, n int) ([]int, error) {
	var cells []int
	for i := 0; i < len(body) && len(cells) < n; i++ {
		switch ch := body[i]; {
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'e':
			v, _ := strconv.ParseInt(body[i:i+1], 16, 0)
			cells = append(cells, int(v)%5)
			cells = empties(cells, int(v)/5)
		case ch == '.':
			cells = append(cells, Unknown)
		case ch >= 'g' && ch <= 'z':
			cells = empties(cells, int(ch-'f'))
		default:
			return nil, bodyError(body, i)
		}
	}
	return cut(cells, n), nil
}

// Encode4Cell writes cells (Empty, Unknown or 0 to 4) as Decode4Cell
// reads them. Like pzprjs, it folds the two cells after a clue into it
// unless a clue stands there, also at the end of the board.
func Encode4Cell(cells []int) string {
	var b strings.Builder
	for i := 0; i < len(cells); {
		switch v := cells[i]; {
		case v == Empty:
			run := emptyRun(cells[i:])
			b.WriteByte(byte('f' + run))
			i += run
		case v == Unknown:
			b.WriteByte('.')
			i++
		default:
			skip := 2
			switch {
			case i+1 < len(cells) && cells[i+1] != Empty:
				skip = 0
			case i+2 < len(cells) && cells[i+2] != Empty:
				skip = 1
			}
			b.WriteString(strconv.FormatInt(int64(v+5*skip), 16))
			i += 1 + skip
		}
	}
	return b.String()
}

// DecodeNumber16 reads up to n cells of a body of numbers (pzprjs's
// "Number16" codec): '0'–'9' and 'a'–'f' a number, '-' and two hex
// digits a number to 255, '.' an Unknown one, 'g'–'z' 1 to 20 empty cells.
func DecodeNumber16(body string, n int) ([]int, error) {
	var cells []int
	for i := 0; i < len(body) && len(cells) < n; i++ {
		switch ch := body[i]; {
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'f':
			v, _ := strconv.ParseInt(body[i:i+1], 16, 0)
			cells = append(cells, int(v))
		case ch == '-' && i+2 < len(body):
			v, err := strconv.ParseUint(body[i+1:i+3], 16, 8)
			if err != nil {
				return nil, puzzles.Errorf(0, 0, "URL body: %q at %d is not a '-' and two hex digits", body[i:i+3], i+1)
			}
			cells = append(cells, int(v))
			i += 2
		case ch == '.':
			cells = append(cells, Unknown)
		case ch >= 'g' && ch <= 'z':
			cells = empties(cells, int(ch-'f'))
		default:
			return nil, bodyError(body, i)
		}
	}
	return cut(cells, n), nil
}

// EncodeNumber16 writes cells (Empty, Unknown or 0 to 255) as
// DecodeNumber16 reads them.
func EncodeNumber16(cells []int) string {
	var b strings.Builder
	for i := 0; i < len(cells); {
		switch v := cells[i]; {
		case v == Empty:
			run := emptyRun(cells[i:])
			b.WriteByte(byte('f' + run))
			i += run
			continue
		case v == Unknown:
			b.WriteByte('.')
		case v < 16:
			b.WriteString(strconv.FormatInt(int64(v), 16))
		default:
			fmt.Fprintf(&b, "-%02x", v)
		}
		i++
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

// Place writes decoded cells into a grid in reading order, each through
// value, which maps Empty, Unknown and the numbers onto the type's cell
// values or refuses one (the error names the cell).
func Place(g [][]int, cells []int, value func(v int) (int, error)) error {
	cols := len(g[0])
	for i, v := range cells {
		r, c := i/cols, i%cols
		w, err := value(v)
		if err != nil {
			return puzzles.Errorf(0, 0, "URL body, cell (%d, %d): %v", r, c, err)
		}
		g[r][c] = w
	}
	return nil
}
