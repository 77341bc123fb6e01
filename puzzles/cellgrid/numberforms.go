package cellgrid

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// GameDesc is the shape of a Tatham description whose cells are numbers
// of the alphabet's Range, in place of the run-length board of one
// character a cell that GameForm reads by default.
type GameDesc struct {
	// read reads the description of a w x h board, col its column in the
	// ID; number refuses a number the alphabet lacks.
	read func(desc string, col, w, h, blank int, number func(n int) error) ([]int, error)
	// write writes cells; ok is false when a cell cannot be written.
	write func(cells []int, blank int) (desc string, ok bool)
}

// The description shapes of numbered boards.
var (
	// EveryCell is one character a cell, none blank: '0'–'9', then
	// 'a'–'z' for 10 to 35 and 'A'–'Z' for 36 to 61 (Singles).
	EveryCell = &GameDesc{readEveryCell, writeEveryCell}
	// NumberRuns is 'a'–'z' for 1 to 26 blank cells and a decimal number
	// for a numbered one, '_' between two numbers (Range). Tatham's Range
	// skips a '_' anywhere: the description written ends with one when
	// it has none, which tells it from the IDs of games of the same shape
	// (Mosaic, Light Up, Bridges).
	NumberRuns = &GameDesc{readNumberRuns, writeNumberRuns}
)

// digits62 are EveryCell's characters, by value.
const digits62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

func readEveryCell(desc string, col, w, h, _ int, number func(n int) error) ([]int, error) {
	if len(desc) != w*h {
		return nil, puzzles.Errorf(0, col+min(len(desc), w*h), "game ID description has %d cells, the %dx%d board %d", len(desc), w, h, w*h)
	}
	cells := make([]int, w*h)
	for i := range desc {
		n := strings.IndexByte(digits62, desc[i])
		if n < 0 {
			return nil, puzzles.Errorf(0, col+i, "game ID: %v", tatham.Unexpected(rune(desc[i]), "a digit or letter"))
		}
		if err := number(n); err != nil {
			return nil, puzzles.Errorf(0, col+i, "game ID: %v", err)
		}
		cells[i] = n
	}
	return cells, nil
}

func writeEveryCell(cells []int, blank int) (string, bool) {
	b := make([]byte, len(cells))
	for i, v := range cells {
		if v == blank || v < 0 || v >= len(digits62) {
			return "", false
		}
		b[i] = digits62[v]
	}
	return string(b), true
}

func readNumberRuns(desc string, col, w, h, blank int, number func(n int) error) ([]int, error) {
	var cells []int
	for i := 0; i < len(desc); {
		switch ch := desc[i]; {
		case ch >= 'a' && ch <= 'z':
			for range int(ch-'a') + 1 {
				cells = append(cells, blank)
			}
			i++
		case ch == '_':
			i++
			continue
		case ch >= '0' && ch <= '9':
			j := i + 1
			for j < len(desc) && desc[j] >= '0' && desc[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(desc[i:j])
			if err == nil {
				err = number(n)
			}
			if err != nil {
				return nil, puzzles.Errorf(0, col+i, "game ID: %v", err)
			}
			cells, i = append(cells, n), j
		default:
			return nil, puzzles.Errorf(0, col+i, "game ID: %v", tatham.Unexpected(rune(ch), "a number, '_' or a-z"))
		}
		if len(cells) > w*h {
			return nil, puzzles.Errorf(0, col+i-1, "game ID description is longer than the %dx%d board", w, h)
		}
	}
	if len(cells) < w*h {
		return nil, puzzles.Errorf(0, 0, "game ID description covers %d cells, the %dx%d board has %d", len(cells), w, h, w*h)
	}
	return cells, nil
}

func writeNumberRuns(cells []int, blank int) (string, bool) {
	var b strings.Builder
	run, number := 0, false
	for i, v := range cells {
		if v == blank {
			run++
		}
		if run > 0 && (v != blank || run == 26 || i == len(cells)-1) {
			b.WriteByte(byte('a' + run - 1))
			run, number = 0, false
		}
		if v != blank {
			if v < 0 {
				return "", false
			}
			if number {
				b.WriteByte('_')
			}
			b.WriteString(strconv.Itoa(v))
			number = true
		}
	}
	if !strings.Contains(b.String(), "_") {
		b.WriteByte('_')
	}
	return b.String(), true
}

// gameBoard reads a game ID whose description has the shape d.
func (d *GameDesc) gameBoard(id string, params []tatham.Param, blank int, a Alphabet, why string) (tatham.Params, [][]int, error) {
	head, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
	p, err := tatham.ReadParams(head, params...)
	if err != nil {
		return p, nil, err
	}
	number := func(n int) error {
		if s, ok := a.ByValue(n); !ok || !s.Open {
			return a.noNumber(fmt.Sprint(n), why)
		}
		return nil
	}
	cells, err := d.read(desc, len(head)+2, p.W, p.H, blank, number)
	if err != nil {
		return p, nil, err
	}
	rows := make([][]int, p.H)
	for r := range rows {
		rows[r] = cells[r*p.W : (r+1)*p.W]
	}
	return p, rows, nil
}

// gameID writes cells as a game ID whose description has the shape d.
func (d *GameDesc) gameID(params string, cells [][]int, blank int) (string, bool) {
	var flat []int
	for _, row := range cells {
		flat = append(flat, row...)
	}
	desc, ok := d.write(flat, blank)
	return tatham.ID(len(cells[0]), len(cells), params, desc), ok
}

// Base36 is the puzz.link codec of pzprjs's Hitori: a cell a symbol,
// numbers to 1295 in base 36, '.' an empty cell.
var Base36 = Codec{pzl.DecodeBase36, pzl.EncodeBase36, 36*36 - 1}
