package cellgrid

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// RoomNumbers is the puzz.link form of a board of rooms with a number
// in any cell, Ripple Effect's and Suguru's: "KEY/COLS/ROWS/BORDERS
// NUMBERS [EMPTY]", the rooms' borders (ReadBorders), a number for each
// cell in reading order (pzprjs's Number16 codec with its wide numbers),
// then pzprjs's bits of the cells that are in no room, which must all
// be 0. Numbers are 1 up; the spec's Blank is a cell without one.
type RoomNumbers struct {
	Keys []string // the genre's names in URLs; the first is written
	Room string   // what the errors call a room ("room", "region")
}

// RoomNumbersForm reads f's URLs into s's puzzles.
func RoomNumbersForm[P Instance](s *Spec[P], f RoomNumbers) formats.Form[P] {
	return pzl.Form(func(url string) (P, error) { return readRoomNumbers(s, f, url) }, f.Keys...)
}

// readRoomNumbers reads one URL of form f.
func readRoomNumbers[P Instance](s *Spec[P], f RoomNumbers, url string) (P, error) {
	var zero P
	u, err := pzl.Split(puzzles.Unescape(url), f.Keys...)
	if err != nil {
		return zero, err
	}
	p, err := s.New(u.Rows, u.Cols)
	if err != nil {
		return zero, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	region, rest, err := ReadBorders(u.Body, p.grid().Size())
	if err != nil {
		return zero, err
	}
	end := numbersEnd(rest, u.Rows*u.Cols)
	cells, err := pzl.DecodeNumbers(rest[:end], u.Rows*u.Cols)
	if err != nil {
		return zero, err
	}
	values := pzl.Values{Empty: s.Blank, Refuse: func(v int) error {
		switch {
		case v == pzl.Unknown:
			return fmt.Errorf("a number shown as '?' is not supported")
		case v < 1:
			return fmt.Errorf("number %d: %s", v, s.Beyond)
		}
		return nil
	}}
	if err := pzl.Place(p.grid().Cells, cells, values.Cell); err != nil {
		return zero, err
	}
	if more := rest[end:]; strings.Trim(more, "0") != "" {
		return zero, puzzles.Errorf(0, 0, "URL body: %q after the numbers: cells outside every %s are not supported", pzl.Short(more), f.Room)
	}
	any(p).(partitioned).partition().Region = region
	return p, nil
}

// numbersEnd is how many characters of body the first n cells of the
// Number16 codec take: a run letter 'g'–'z' stands for 1 to 20 cells,
// '-' and two hex digits, '+', '=', '%' or '@' and three, anything else
// is one character a cell (the decoder refuses what it does not know).
func numbersEnd(body string, n int) int {
	i := 0
	for cells := 0; i < len(body) && cells < n; i++ {
		if ch := body[i]; ch >= 'g' && ch <= 'z' {
			cells += int(ch - 'f')
		} else {
			cells, i = cells+1, i+map[byte]int{'-': 2, '+': 3, '=': 3, '%': 3, '@': 3}[ch]
		}
	}
	return min(i, len(body))
}

// Written writes g in form f, when its rooms are whole and named in
// reading order (as the URL reads them).
func (f RoomNumbers) Written(g Regioned) []puzzles.Written {
	borders := WriteBorders(g.Region)
	if back, _, _ := ReadBorders(borders, g.Size()); !slices.EqualFunc(back, g.Region, slices.Equal) {
		return nil
	}
	cells := pzl.Flat(g.Cells)
	for i, v := range cells {
		if v == g.c.blank {
			cells[i] = pzl.Empty
		}
	}
	return []puzzles.Written{{Form: puzzles.URLForm, Text: pzl.Join(f.Keys[0], g.Size().Cols, g.Size().Rows, borders+pzl.EncodeNumbers(cells))}}
}
